"""Identifier detectors.

A detector is built once per worker from a frozen config and then called per
note: ``detect(note, persons) -> list[Span]``. It must be pure (no I/O, no
logging of text), deterministic, and safe to share between threads.
"""
from __future__ import annotations

from typing import List, Protocol, Sequence

from deid.records import Note, Person
from deid.spans import Span


class Detector(Protocol):
    """What every detector offers to the detection step."""

    name: str

    def detect(self, note: Note, persons: Sequence[Person]) -> List[Span]:
        ...
