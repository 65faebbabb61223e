"""A DoFn base that turns a failure on one note into a dead letter, not a failed job.

A bug or a pathological note must cost one record, never the nightly run.
The dead letter carries the step's name and the note id only: exception
messages may quote the text they choked on, so they are never recorded.
"""
from __future__ import annotations

from typing import Iterable

import apache_beam as beam
from apache_beam.metrics import Metrics

from deid.contract import note_rejection
from deid.failure_policy import DEAD_LETTER, REDACT_NOTE, check_policy, redaction_comment
from deid.records import AnnotatedNote

DEAD_TAG = "dead"


class GuardedNoteFn(beam.DoFn):
    """Subclasses implement ``transform(annotated)`` and name their ``step``.

    ``on_failure`` (``deid.failure_policy``): ``dead-letter`` sends a failed note to the
    dead letters; ``redact-note``, for detectors only, sends it on marked for redaction
    whole (the replace step then writes ``REDACTED_TEXT`` for it).
    """

    step = "step"

    def __init__(self, on_failure: str = DEAD_LETTER):
        self._failures = Metrics.counter("deid", f"{self.step}_failures")
        self._redact = check_policy(on_failure) == REDACT_NOTE

    def transform(self, annotated: AnnotatedNote) -> Iterable:
        raise NotImplementedError

    def process(self, annotated: AnnotatedNote) -> Iterable:
        try:
            outputs = list(self.transform(annotated))
        except Exception:  # noqa: BLE001 - any failure of one note becomes its dead letter
            self._failures.inc()
            if self._redact:
                yield annotated.with_comment(redaction_comment(self.step))
                return
            yield beam.pvalue.TaggedOutput(
                DEAD_TAG, note_rejection(annotated.note, f"processing_error:{self.step}")
            )
            return
        yield from outputs
