"""A DoFn base that turns a failure on one note into a dead letter, not a failed job.

A bug or a pathological note must cost one record, never the nightly run.
The dead letter carries the step's name and the note id only: exception
messages may quote the text they choked on, so they are never recorded.
"""
from __future__ import annotations

from typing import Iterable

import apache_beam as beam
from apache_beam.metrics import Metrics

from deid.contract import Rejection
from deid.records import AnnotatedNote

DEAD_TAG = "dead"


class GuardedNoteFn(beam.DoFn):
    """Subclasses implement ``transform(annotated)`` and name their ``step``."""

    step = "step"

    def __init__(self):
        self._failures = Metrics.counter("deid", f"{self.step}_failures")

    def transform(self, annotated: AnnotatedNote) -> Iterable:
        raise NotImplementedError

    def process(self, annotated: AnnotatedNote) -> Iterable:
        try:
            outputs = list(self.transform(annotated))
        except Exception:  # noqa: BLE001 - any failure of one note becomes its dead letter
            self._failures.inc()
            yield beam.pvalue.TaggedOutput(
                DEAD_TAG, Rejection("notes", f"processing_error:{self.step}", annotated.note.note_id)
            )
            return
        yield from outputs
