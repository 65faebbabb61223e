"""A tiny, deterministic gold corpus: for smoke runs of the training path and for tests.

Not a substitute for ``deid.synth``: a handful of sentence frames, so that a
model trained in seconds learns something checkable (names after a title,
cities after a preposition, dates in one format).
"""
from __future__ import annotations

import json
import random
from pathlib import Path
from typing import List

from deid.models.ner.corpus import GoldNote

_FIRST = ("Anna", "Pieter", "Marie", "Jan", "Sofie", "Luc", "Emma", "Tom", "Lotte", "Bram")
_LAST = ("Peeters", "Janssens", "Maes", "Claes", "Wouters", "Mertens", "Willems", "Dubois", "Lambert", "Smet")
_CITY = ("Gent", "Brugge", "Leuven", "Hasselt", "Namur", "Mons", "Aalst", "Kortrijk")
_FRAMES = (
    "Patient {name} was seen in {city} on {date}.",
    "Dr. {name} reviewed the scan.\nFollow-up in {city}.",
    "Referred by {name} ({city}), admitted {date}.",
    "No complaints today. Contact: {name}.",
)


def toy_notes(n_notes: int, seed: int) -> List[GoldNote]:
    rng = random.Random(seed)
    notes = []
    for _ in range(n_notes):
        frame = rng.choice(_FRAMES)
        values = {
            "name": f"{rng.choice(_FIRST)} {rng.choice(_LAST)}",
            "city": rng.choice(_CITY),
            "date": f"{rng.randint(1, 28):02d}/{rng.randint(1, 12):02d}/{rng.randint(1990, 2024)}",
        }
        labels = {"name": "NAME", "city": "LOCATION", "date": "DATE"}
        text, spans, rest = "", [], frame
        while "{" in rest:
            before, _, after = rest.partition("{")
            key, _, rest = after.partition("}")
            text += before
            spans.append((len(text), len(text) + len(values[key]), labels[key]))
            text += values[key]
        notes.append(GoldNote(text + rest, tuple(spans)))
    return notes


def write_toy_jsonl(path: Path, n_notes: int, seed: int) -> Path:
    with open(path, "w", encoding="utf-8") as out:
        for note in toy_notes(n_notes, seed):
            spans = [{"start": s, "end": e, "label": label} for s, e, label in note.spans]
            out.write(json.dumps({"text": note.text, "spans": spans}, ensure_ascii=False) + "\n")
    return path
