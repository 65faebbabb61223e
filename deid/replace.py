"""Rewriting a note's text under its resolved spans.

Pure and format-agnostic: the caller supplies a ``render(span, original)``
function (a tag, a surrogate, ...). Everything outside the spans is copied
byte for byte, and each entity records where its replacement landed in the
output text, so the offsets can be audited.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, List, Sequence, Tuple

from deid.spans import Span

Renderer = Callable[[Span, str], str]


@dataclass(frozen=True, slots=True)
class Entity:
    """One replaced span, as written to the output's ``entities`` column."""

    start: int
    end: int
    label: str
    detector: str
    out_start: int
    out_end: int

    def as_row(self) -> dict:
        return {
            "start": self.start,
            "end": self.end,
            "label": self.label,
            "detector": self.detector,
            "out_start": self.out_start,
            "out_end": self.out_end,
        }


def tag_renderer(style: str = "brackets") -> Renderer:
    """Placeholder mode: ``[NAME]`` (brackets) or spaCy-style ``PERSON`` tokens."""
    spacy_style = {"NAME": "PERSON", "LOCATION": "GPE", "ORGANIZATION": "ORG"}
    if style == "brackets":
        return lambda span, original: f"[{span.label}]"
    if style == "spacy":
        return lambda span, original: spacy_style.get(span.label, span.label)
    raise ValueError(f"unknown tag style {style!r}; expected 'brackets' or 'spacy'")


def apply_replacements(
    text: str, spans: Sequence[Span], render: Renderer
) -> Tuple[str, List[Entity], List[str]]:
    """Replace each span; return (new text, entities, the rendered replacements).

    ``spans`` must be sorted and non-overlapping (the resolver's output).
    """
    pieces: List[str] = []
    entities: List[Entity] = []
    replacements: List[str] = []
    cursor = 0
    out_len = 0
    for span in spans:
        if span.start < cursor or span.end > len(text):
            raise ValueError("spans must be sorted, non-overlapping and inside the text")
        pieces.append(text[cursor:span.start])
        out_len += span.start - cursor
        replacement = render(span, text[span.start:span.end])
        pieces.append(replacement)
        entities.append(
            Entity(span.start, span.end, span.label, span.detector, out_len, out_len + len(replacement))
        )
        replacements.append(replacement)
        out_len += len(replacement)
        cursor = span.end
    pieces.append(text[cursor:])
    return "".join(pieces), entities, replacements
