"""Gold annotated notes for NER training: reading, splitting, conversion to spaCy Docs.

Gold JSONL: one note per line with ``text`` and ``spans`` = [{start, end, label}]
(character offsets, end exclusive). Labels outside the contract (MEDDOCAN's
``OTHER``) are ignored. Synthetic notes come from ``deid.synth``.
"""
from __future__ import annotations

import json
import random
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Iterable, List, Sequence, Tuple

from deid.spans import LABEL_SET

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Doc


@dataclass(frozen=True)
class GoldNote:
    text: str
    spans: Tuple[Tuple[int, int, str], ...]


@dataclass
class AlignmentStats:
    """How the gold character spans met the tokenizer's tokens (counts only, no text)."""

    spans: int = 0
    misaligned: int = 0  # expanded to token boundaries
    overlapping: int = 0  # dropped: overlapped a longer span
    unusable: int = 0  # no token under the span (whitespace only, out of range)
    per_label_misaligned: dict = field(default_factory=dict)

    def as_dict(self) -> dict:
        return {
            "spans": self.spans,
            "misaligned": self.misaligned,
            "overlapping": self.overlapping,
            "unusable": self.unusable,
            "per_label_misaligned": dict(sorted(self.per_label_misaligned.items())),
        }


def _gold(record: dict) -> GoldNote:
    spans = tuple(
        sorted(
            (int(s["start"]), int(s["end"]), s["label"])
            for s in record.get("spans", ())
            if s["label"] in LABEL_SET and int(s["end"]) > int(s["start"])
        )
    )
    return GoldNote(record["text"], spans)


def read_gold_jsonl(paths: Iterable[str]) -> List[GoldNote]:
    """Notes of one or more gold JSONL files, in file order."""
    notes = []
    for path in paths:
        with open(path, encoding="utf-8") as lines:
            notes.extend(_gold(json.loads(line)) for line in lines if line.strip())
    return notes


def join_notes_and_gold(notes_path: Path, gold_path: Path) -> List[GoldNote]:
    """Join a ``deid synth`` output (notes.jsonl + gold.jsonl) by note id."""
    with open(gold_path, encoding="utf-8") as lines:
        gold = {r["note_id"]: r["spans"] for r in map(json.loads, filter(str.strip, lines))}
    joined = []
    with open(notes_path, encoding="utf-8") as lines:
        for record in map(json.loads, filter(str.strip, lines)):
            joined.append(_gold({"text": record["text"], "spans": gold.get(record["note_id"], [])}))
    return joined


def synthetic_notes(n_notes: int, seed: int, locale: str) -> List[GoldNote]:
    """``n_notes`` synthetic notes of ``locale`` from ``deid.synth`` (written to a temp dir)."""
    from deid.synth import write_dataset

    with tempfile.TemporaryDirectory(prefix="deid-synth-") as tmp:
        write_dataset(tmp, n_notes, seed, [locale])
        return join_notes_and_gold(Path(tmp) / "notes.jsonl", Path(tmp) / "gold.jsonl")


def split_notes(notes: Sequence[GoldNote], fraction: float, seed: int) -> Tuple[List[GoldNote], List[GoldNote]]:
    """A seeded shuffle split: (rest, held out ``fraction``), at least one note held out."""
    order = list(range(len(notes)))
    random.Random(seed).shuffle(order)
    n_held = max(1, round(len(notes) * fraction)) if len(notes) > 1 else 0
    held = sorted(order[:n_held])
    rest = sorted(order[n_held:])
    return [notes[i] for i in rest], [notes[i] for i in held]


def to_doc(nlp: "Language", note: GoldNote, stats: AlignmentStats, with_tags: bool = False) -> "Doc":
    """The note tokenized by ``nlp`` with its gold spans as ``doc.ents``.

    Spans are snapped outward to token boundaries (``alignment_mode="expand"``);
    overlaps are resolved longest-first. With ``with_tags`` the BILUO entity tags
    are also written to ``token.tag_`` (targets of a token-classification model).
    """
    from spacy.training import offsets_to_biluo_tags
    from spacy.util import filter_spans

    doc = nlp.make_doc(note.text)
    candidates = []
    for start, end, label in note.spans:
        stats.spans += 1
        span = doc.char_span(start, end, label=label, alignment_mode="expand")
        if span is None or len(span) == 0:
            stats.unusable += 1
            continue
        if span.start_char != start or span.end_char != end:
            stats.misaligned += 1
            stats.per_label_misaligned[label] = stats.per_label_misaligned.get(label, 0) + 1
        candidates.append(span)
    kept = filter_spans(candidates)
    stats.overlapping += len(candidates) - len(kept)
    doc.ents = kept
    if with_tags:
        tags = offsets_to_biluo_tags(doc, [(e.start_char, e.end_char, e.label_) for e in kept])
        for token, tag in zip(doc, tags):
            token.tag_ = tag
    return doc


def to_docs(nlp: "Language", notes: Iterable[GoldNote], with_tags: bool = False) -> Tuple[List["Doc"], AlignmentStats]:
    stats = AlignmentStats()
    return [to_doc(nlp, note, stats, with_tags) for note in notes], stats
