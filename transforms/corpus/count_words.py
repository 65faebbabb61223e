"""CountWords: de-identified note rows -> per-word counts, through combiners only.

Outputs (a dict of PCollections):

- ``words``: (word, WordStats), one per distinct word of the corpus;
- ``classes``: ((task, class), labelled notes of that class);
- ``chars``: (character, occurrences): the tokenizer's alphabet;
- ``events``: (name, count) corpus totals for the report; names come from a
  fixed vocabulary, never from note values.
"""
from __future__ import annotations

from typing import Iterable

import apache_beam as beam

from deid.corpus.counts import WordAccumulator, note_words, parse_labels, source_of

WORDS, CLASSES, EVENTS, SOURCES = "words", "classes", "events", "sources"


class CountNoteWordsFn(beam.DoFn):
    """A note row -> (word, contribution) per distinct word; class and total events on side outputs."""

    def process(self, row: dict) -> Iterable:
        text = row.get("text") or ""
        source = source_of(row.get("source"))
        labels = parse_labels(row.get("labels"))
        yield beam.pvalue.TaggedOutput(EVENTS, ("notes", 1))
        yield beam.pvalue.TaggedOutput(SOURCES, source)
        if source != row.get("source"):
            yield beam.pvalue.TaggedOutput(EVENTS, ("notes_without_source", 1))
        if labels is None:
            yield beam.pvalue.TaggedOutput(EVENTS, ("notes_with_invalid_labels", 1))
            labels = ()
        elif labels:
            yield beam.pvalue.TaggedOutput(EVENTS, ("notes_with_labels", 1))
        for label in labels:
            yield beam.pvalue.TaggedOutput(CLASSES, (label, 1))
        items = note_words(text, source, labels)
        yield beam.pvalue.TaggedOutput(EVENTS, ("tokens", sum(item[1][0] for item in items)))
        yield from items


class WordStatsCombineFn(beam.CombineFn):
    def create_accumulator(self) -> WordAccumulator:
        return WordAccumulator()

    def add_input(self, accumulator: WordAccumulator, item) -> WordAccumulator:
        return accumulator.add(item)

    def merge_accumulators(self, accumulators) -> WordAccumulator:
        merged = WordAccumulator()
        for accumulator in accumulators:
            merged.merge(accumulator)
        return merged

    def extract_output(self, accumulator: WordAccumulator):
        return accumulator.stats()


def _chars(item):
    word, stats = item
    for char in set(word):
        yield char, stats.count * word.count(char)


class CountWords(beam.PTransform):
    def expand(self, rows):
        parts = rows | "CountNote" >> beam.ParDo(CountNoteWordsFn()).with_outputs(CLASSES, EVENTS, SOURCES, main=WORDS)
        words = parts[WORDS] | "SumWords" >> beam.CombinePerKey(WordStatsCombineFn())
        sources = (
            parts[SOURCES]
            | "DistinctSources" >> beam.Distinct()
            | "SourceEvents" >> beam.Map(lambda _: ("sources", 1))
        )
        return {
            WORDS: words,
            CLASSES: parts[CLASSES] | "SumClasses" >> beam.CombinePerKey(sum),
            EVENTS: (
                (parts[EVENTS], sources, words | "TypeEvents" >> beam.Map(lambda _: ("types", 1)))
                | "AllEvents" >> beam.Flatten()
                | "SumEvents" >> beam.CombinePerKey(sum)
            ),
            "chars": words | "Chars" >> beam.FlatMap(_chars) | "SumChars" >> beam.CombinePerKey(sum),
        }
