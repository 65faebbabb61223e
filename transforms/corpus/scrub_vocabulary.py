"""ScrubVocabulary: remove registry names from a selected vocabulary (rule: ``deid.corpus.scrub``).

Inputs: the selected words (word, (WordStats, score)) and the registry's
name words (a PCollection of normalized words). The two meet in a
CoGroupByKey, so the registry is never held whole by one worker. Outputs:

- ``vocabulary``: (word, WordStats, score, outcome) for every word kept;
- ``removed``: the same for every word removed: for the restricted file only;
- ``events``: (outcome, 1), counts for the report.
"""
from __future__ import annotations

from typing import Iterable

import apache_beam as beam

from deid.corpus.scrub import REMOVED, ScrubConfig, decide

VOCABULARY, REMOVED_TAG, EVENTS = "vocabulary", "removed", "events"


class DecideWordFn(beam.DoFn):
    def __init__(self, config: ScrubConfig):
        super().__init__()
        self._config = config

    def process(self, element) -> Iterable:
        word, grouped = element
        # A registry name that is not in the vocabulary has nothing selected: no output.
        for stats, score in grouped["selected"]:
            outcome = decide(word, stats, bool(list(grouped["names"])), self._config)
            yield beam.pvalue.TaggedOutput(EVENTS, (outcome, 1))
            record = (word, stats, score, outcome)
            yield beam.pvalue.TaggedOutput(REMOVED_TAG, record) if outcome in REMOVED else record


class ScrubVocabulary(beam.PTransform):
    def __init__(self, names, config: ScrubConfig = ScrubConfig()):
        super().__init__()
        self._names = names
        self._config = config

    def expand(self, selected):
        names = self._names | "KeyNames" >> beam.Map(lambda word: (word, True))
        parts = (
            {"selected": selected, "names": names}
            | "Join" >> beam.CoGroupByKey()
            | "Decide" >> beam.ParDo(DecideWordFn(self._config)).with_outputs(REMOVED_TAG, EVENTS, main=VOCABULARY)
        )
        return {
            VOCABULARY: parts[VOCABULARY],
            REMOVED_TAG: parts[REMOVED_TAG],
            EVENTS: parts[EVENTS] | "SumEvents" >> beam.CombinePerKey(sum),
        }
