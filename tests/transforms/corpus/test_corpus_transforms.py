"""CountWords and SelectVocabulary on Beam give what the one-process reference gives."""
from __future__ import annotations

import json

import apache_beam as beam
import pytest
from apache_beam.testing.test_pipeline import TestPipeline
from apache_beam.testing.util import assert_that, equal_to

from deid.corpus.counts import count_words, parse_labels, source_of
from deid.corpus.strategy import parse_strategy, select
from deid.transforms.corpus.count_words import CountWords
from deid.transforms.corpus.select_vocabulary import SelectVocabulary

# 13 running words (5 + 3 + 3 + 2) of 6 types: hart pijn . roos en koorts
ROWS = [
    {"note_id": "1", "text": "Hart hart pijn. Roos", "source": "A", "labels": json.dumps({"dx": "cardio"})},
    {"note_id": "2", "text": "pijn en koorts", "source": "B", "labels": json.dumps({"dx": "pulmo"})},
    {"note_id": "3", "text": "hart en pijn", "source": None, "labels": None},
    {"note_id": "4", "text": "koorts koorts", "source": "A", "labels": "not json"},
]
REFERENCE = count_words((r["text"], source_of(r["source"]), parse_labels(r["labels"]) or ()) for r in ROWS)


def test_count_words_matches_the_reference():
    with TestPipeline(runner="DirectRunner") as pipeline:
        counted = pipeline | beam.Create(ROWS, reshuffle=True) | CountWords()
        assert_that(counted["words"], equal_to(list(REFERENCE.items())), label="Words")
        assert_that(counted["classes"], equal_to([(("dx", "cardio"), 1), (("dx", "pulmo"), 1)]), label="Classes")
        assert_that(counted["events"], equal_to([
            ("notes", 4), ("sources", 3), ("notes_without_source", 1), ("notes_with_labels", 2),
            ("notes_with_invalid_labels", 1), ("tokens", 13), ("types", 6)]), label="Events")
        assert_that(counted["chars"] | beam.Filter(lambda kv: kv[0] in "hk"),
                    equal_to([("h", 3), ("k", 3)]), label="Chars")


@pytest.mark.parametrize("text", ["min-freq=2+intersection=2", "min-freq=2+cap=2", "mutual-information=2"])
def test_select_vocabulary_matches_the_reference(text):
    strategy = parse_strategy(text)
    scores = {word: len(word) / 10 for word in REFERENCE}
    kept, removed = select(REFERENCE, scores, strategy)
    tokens = {w: s.count for w, s in REFERENCE.items()}
    with TestPipeline(runner="DirectRunner") as pipeline:
        scored = pipeline | beam.Create([(w, (s, scores[w])) for w, s in REFERENCE.items()], reshuffle=True)
        result = scored | SelectVocabulary(strategy)
        assert_that(result["kept"] | beam.Map(lambda item: item[0]), equal_to(sorted(kept)), label="Kept")
        events = result["events"] | beam.Filter(lambda kv: kv[0][1] == "kept")
        assert_that(events, equal_to([((text, "kept"), (len(kept), sum(tokens[w] for w in kept)))]),
                    label="Events")
    assert sum(removed) == len(REFERENCE) - len(kept)
