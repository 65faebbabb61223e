"""WriteVocabulary: vocabulary/vocabulary.tsv, vocabulary/report.json and the alphabet, once all counts are in.

The kept vocabulary is small (a size cap, typically tens of thousands of
words), so one worker writes it from a side input; everything large was
reduced by combiners before.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Tuple

import apache_beam as beam
from apache_beam.io.filesystems import FileSystems

from deid.corpus.report import build_report, vocabulary_tsv
from deid.corpus.strategy import Strategy


@dataclass(frozen=True)
class VocabularyFiles:
    vocabulary_tsv: str
    report_json: str
    alphabet_json: str
    strategies: Tuple[Strategy, ...]
    scrub_rule: dict = field(default_factory=dict)


def _write(path: str, text: str) -> None:
    with FileSystems.create(path) as handle:
        handle.write(text.encode("utf-8"))


def write_vocabulary_files(files: VocabularyFiles, vocabulary, totals, strategy_events, scrub_events,
                           classes, chars) -> dict:
    report = build_report(files.strategies, totals, strategy_events, scrub_events, len(classes),
                          vocabulary, files.scrub_rule)
    _write(files.vocabulary_tsv, vocabulary_tsv(vocabulary))
    _write(files.report_json, json.dumps(report, indent=2, sort_keys=True) + "\n")
    _write(files.alphabet_json, json.dumps(sorted(chars), ensure_ascii=False) + "\n")
    return report


class WriteVocabulary(beam.PTransform):
    """``vocabulary`` (word, WordStats, score, outcome) -> the files; side inputs are small dicts."""

    def __init__(self, files: VocabularyFiles, totals, strategy_events, scrub_events, classes, chars):
        super().__init__()
        self._files = files
        self._sides = (totals, strategy_events, scrub_events, classes, chars)

    def expand(self, vocabulary):
        totals, strategy_events, scrub_events, classes, chars = self._sides
        return (
            vocabulary.pipeline
            | "Once" >> beam.Create([None])
            | "Write" >> beam.Map(
                lambda _, *args, files=self._files: write_vocabulary_files(files, *args),
                beam.pvalue.AsList(vocabulary),
                beam.pvalue.AsDict(totals),
                beam.pvalue.AsDict(strategy_events),
                beam.pvalue.AsDict(scrub_events),
                beam.pvalue.AsDict(classes),
                beam.pvalue.AsDict(chars),
            )
        )
