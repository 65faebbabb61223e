"""Building a note piece by piece, with exact gold offsets.

Gold spans are recorded while the text is assembled, never found by searching
the finished text afterwards: a search would mislabel a surname that is also
a common word, or the second of two equal dates. ``end`` is exclusive.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import List, Tuple

from deid.spans import LABEL_SET


@dataclass(frozen=True)
class GoldSpan:
    start: int
    end: int
    label: str
    linked: bool

    def to_json(self) -> dict:
        return {"start": self.start, "end": self.end, "label": self.label, "linked": self.linked}


class NoteBuilder:
    """Appends plain text and identifier pieces; ``build()`` returns the text and its spans."""

    __slots__ = ("_parts", "_length", "_spans")

    def __init__(self) -> None:
        self._parts: List[str] = []
        self._length = 0
        self._spans: List[GoldSpan] = []

    def text(self, piece: str) -> None:
        self._parts.append(piece)
        self._length += len(piece)

    def entity(self, piece: str, label: str, linked: bool) -> None:
        if label not in LABEL_SET:
            raise ValueError(f"unknown span label {label!r}")
        if not piece or piece != piece.strip():
            # A span must start and end on the value itself, never on blanks.
            raise ValueError("entity piece must be non-empty and carry no surrounding whitespace")
        self._spans.append(GoldSpan(self._length, self._length + len(piece), label, linked))
        self.text(piece)

    @property
    def length(self) -> int:
        return self._length

    def ends_with_newline(self) -> bool:
        return not self._parts or self._parts[-1].endswith("\n")

    def build(self) -> Tuple[str, List[GoldSpan]]:
        return "".join(self._parts), list(self._spans)
