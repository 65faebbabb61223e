"""The span: the one piece of data that joins detection and replacement.

Detectors emit spans, the resolver merges them, the replacer rewrites the text
under them. Nothing else crosses those seams, so every detector can be swapped
or added without the other steps knowing (the Presidio / docdeid lesson).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from deid.pickling import pickled_by_fields

# The contract's labels (docs/CONTRACT.md, "Output: de-identified notes").
LABELS = (
    "NAME",
    "ADDRESS",
    "LOCATION",
    "DATE",
    "BIRTHDATE",
    "AGE",
    "PHONE",
    "EMAIL",
    "URL",
    "ID",
    "PROFESSION",
    "ORGANIZATION",
)
LABEL_SET = frozenset(LABELS)

# Detector names as they appear in the output's `entities.detector` column, from the most
# trusted to the least: the resolver's default priority (``deid.resolve``). Which detectors
# exist and how they are built: ``deid.detect.catalog``.
DETECTORS = ("registry", "pattern", "ner", "names")


@pickled_by_fields
@dataclass(frozen=True, slots=True, order=True)
class Span:
    """A half-open character range ``[start, end)`` of the ORIGINAL note text.

    ``ref`` optionally names what the span refers to, so that the replacer can
    derive one surrogate per referent rather than per spelling: a registry
    match carries the registry person and field (``"p3:last_name"``), so that
    "Storm Daniels" and "DANNEELS" of one person get one surrogate. It never
    holds the identifier itself.
    ``score`` is the detector's confidence in [0, 1]; the resolver uses it to
    break ties between overlapping spans of equal priority.
    """

    start: int
    end: int
    label: str
    detector: str
    score: float = 1.0
    ref: Optional[str] = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if not (0 <= self.start < self.end):
            raise ValueError(f"span bounds must satisfy 0 <= start < end, got [{self.start}, {self.end})")
        if self.label not in LABEL_SET:
            raise ValueError(f"unknown span label {self.label!r}; expected one of {', '.join(LABELS)}")
        if not self.detector:
            raise ValueError("span detector must be a non-empty name")
        if not (0.0 <= self.score <= 1.0):
            raise ValueError(f"span score must lie in [0, 1], got {self.score}")

    @property
    def length(self) -> int:
        return self.end - self.start

    def overlaps(self, other: "Span") -> bool:
        return self.start < other.end and other.start < self.end
