"""Notes longer than a set number of characters go to the dead letters, before any detector.

Detection costs time linear in a note's length (bench/note_length.py), but a
note of many megabytes is almost always an export error (a whole file pasted
into one field), and one such note would hold a worker for minutes. Above the
limit the note gets its own reason, ``note_too_long``, so an operator can tell
it from a failure and raise ``--max-note-chars`` if the note is genuine; its
text is never recorded.
"""
from __future__ import annotations

from typing import Iterable

import apache_beam as beam
from apache_beam.metrics import Metrics

from deid.contract import note_rejection
from deid.records import AnnotatedNote
from deid.transforms.deidentify.guarded import DEAD_TAG

TOO_LONG = "note_too_long"
# About 300 pages of text: far above any clinical note, low enough that no note holds a worker long.
DEFAULT_MAX_NOTE_CHARS = 1_000_000


class LimitNoteLengthFn(beam.DoFn):
    def __init__(self, max_chars: int):
        self._max_chars = max_chars
        self._too_long = Metrics.counter("deid", TOO_LONG)

    def process(self, annotated: AnnotatedNote) -> Iterable:
        if len(annotated.note.text) > self._max_chars:
            self._too_long.inc()
            yield beam.pvalue.TaggedOutput(DEAD_TAG, note_rejection(annotated.note, TOO_LONG))
            return
        yield annotated


class LimitNoteLength(beam.PTransform):
    """AnnotatedNote -> ``annotated`` (at most ``max_chars`` characters) and ``dead``."""

    def __init__(self, max_chars: int = DEFAULT_MAX_NOTE_CHARS):
        super().__init__()
        if not isinstance(max_chars, int) or max_chars < 1:
            raise ValueError("--max-note-chars must be a positive number of characters")
        self._max_chars = max_chars

    def expand(self, annotated):
        return annotated | "Limit" >> beam.ParDo(LimitNoteLengthFn(self._max_chars)).with_outputs(
            DEAD_TAG, main="annotated")
