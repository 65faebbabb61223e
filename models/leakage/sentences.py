"""Sentences for the fill-mask test: where a person's name stood, with the name replaced by the mask.

Built from the de-identified notes (the NAME entities' output offsets), or
read from a file of sentences holding a mask marker. A sentence is the line
around the name, cut to ``window`` characters on each side; other names on
that line stay as the corpus wrote them (surrogates or tags).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Iterator

from deid.models.leakage.masked_lm import MASK

NAME_LABEL = "NAME"
DEFAULT_WINDOW = 150


@dataclass(frozen=True)
class MaskedSentence:
    sentence_id: str
    text: str

    def __post_init__(self) -> None:
        if self.text.count(MASK) != 1:
            raise ValueError(f"sentence {self.sentence_id!r} must hold the mask marker {MASK} exactly once")


def _name_entities(row: dict):
    return sorted((e for e in row.get("entities") or () if e["label"] == NAME_LABEL), key=lambda e: e["out_start"])


def name_sentences(row: dict, window: int = DEFAULT_WINDOW) -> Iterator[MaskedSentence]:
    """One masked sentence per NAME entity of a de-identified note row."""
    text = row["text"]
    for entity in _name_entities(row):
        start, end = entity["out_start"], entity["out_end"]
        line_start = text.rfind("\n", 0, start) + 1
        line_end = text.find("\n", end)
        line_end = len(text) if line_end < 0 else line_end
        left = text[max(line_start, start - window):start]
        right = text[end:min(line_end, end + window)]
        if MASK in left or MASK in right:
            continue
        yield MaskedSentence(f"{row['note_id']}:{start}", (left + MASK + right).strip())


def surrogate_names(row: dict) -> Iterator[str]:
    """The text the de-identified note holds where names stood (surrogates, or tags such as [NAME])."""
    for entity in _name_entities(row):
        yield row["text"][entity["out_start"]:entity["out_end"]]


def sentences_from_lines(lines: Iterable[str], marker: str = MASK, prefix: str = "line") -> Iterator[MaskedSentence]:
    """Sentences from a file, one a line, the name replaced by ``marker``; lines without it are skipped."""
    for number, line in enumerate(lines, 1):
        line = line.rstrip("\n")
        if line.count(marker) == 1:
            yield MaskedSentence(f"{prefix}:{number}", line.replace(marker, MASK))
