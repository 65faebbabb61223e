"""Writing a synthetic data set: notes.jsonl, registry.csv, gold.jsonl.

The plan (which patient, how many notes, in which order) is drawn first and
is small; notes are then rendered and written one by one, so memory stays
flat at 100,000 notes. Patients have a geometric-like number of notes (a few
have many) and their notes are interleaved in the file, as in a real export.
"""
from __future__ import annotations

import csv
import json
import os
import random
from dataclasses import dataclass
from typing import Dict, List, Sequence, Tuple

from deid.locales import LOCALE_SET, SYNTHETIC_LOCALES
from deid.records import PERSON_FIELDS
from deid.synth.cast import LocalePool, Patient, build_pool, draw_patient, registry_rows
from deid.synth.notes import draw_note_type, render_note
from deid.synth.organizations import DEPARTMENTS

DEFAULT_LOCALES = SYNTHETIC_LOCALES
# The registry gets one column the contract does not know, to exercise "unknown columns ignored".
EXTRA_COLUMN = "row_id"
REGISTRY_COLUMNS = PERSON_FIELDS[:2] + (EXTRA_COLUMN,) + PERSON_FIELDS[2:]
MAX_NOTES_PER_PATIENT = 60


@dataclass(frozen=True)
class SynthConfig:
    n_notes: int
    seed: int
    locales: Tuple[str, ...] = DEFAULT_LOCALES

    def __post_init__(self) -> None:
        if self.n_notes < 0:
            raise ValueError("n_notes must be >= 0")
        if not self.locales:
            raise ValueError("at least one locale is needed")
        unknown = [loc for loc in self.locales if loc not in LOCALE_SET or loc not in DEFAULT_LOCALES]
        if unknown:
            raise ValueError(f"unsupported locale(s) for synthetic data: {', '.join(unknown)}")


def _notes_per_patient(rng: random.Random) -> int:
    # Geometric with mean ~4, plus a heavy tail of chronic patients.
    if rng.random() < 0.05:
        return rng.randint(15, MAX_NOTES_PER_PATIENT)
    n = 1
    while rng.random() < 0.7 and n < MAX_NOTES_PER_PATIENT:
        n += 1
    return n


def plan_patients(config: SynthConfig, pools: Dict[str, LocalePool], rng: random.Random) -> List[Patient]:
    patients: List[Patient] = []
    remaining = config.n_notes
    while remaining > 0:
        k = min(_notes_per_patient(rng), remaining)
        # Round-robin start, then random: small runs still cover every locale.
        locale = config.locales[len(patients)] if len(patients) < len(config.locales) else rng.choice(config.locales)
        patients.append(draw_patient(rng, pools[locale], f"P{len(patients) + 1:06d}", k))
        remaining -= k
    return patients


def write_dataset(out_dir: str, n_notes: int, seed: int, locales: Sequence[str] = DEFAULT_LOCALES) -> dict:
    """Write notes.jsonl, registry.csv and gold.jsonl into ``out_dir``; return counts."""
    config = SynthConfig(n_notes=n_notes, seed=seed, locales=tuple(locales))
    os.makedirs(out_dir, exist_ok=True)
    pools = {loc: build_pool(loc, seed) for loc in config.locales}
    rng = random.Random(f"plan:{seed}")
    patients = plan_patients(config, pools, rng)

    registry = 0
    with open(os.path.join(out_dir, "registry.csv"), "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(REGISTRY_COLUMNS)
        for patient in patients:
            for person in registry_rows(patient):
                registry += 1
                values = {name: getattr(person, name) for name in PERSON_FIELDS}
                values[EXTRA_COLUMN] = f"R{registry:07d}"
                writer.writerow([values[c] for c in REGISTRY_COLUMNS])

    order = [(i, k) for i, p in enumerate(patients) for k in range(len(p.note_dates))]
    rng.shuffle(order)
    text_rng = random.Random(f"text:{seed}")
    spans = 0
    with open(os.path.join(out_dir, "notes.jsonl"), "w", encoding="utf-8") as notes_f, \
            open(os.path.join(out_dir, "gold.jsonl"), "w", encoding="utf-8") as gold_f:
        for number, (i, k) in enumerate(order, start=1):
            patient = patients[i]
            note_type = draw_note_type(text_rng)
            note_date = patient.note_dates[k]
            text, gold = render_note(text_rng, patient, pools[patient.locale], note_date, note_type)
            note_id = f"N{number:07d}"
            lang = patient.locale.split("_", 1)[0]
            record = {
                "note_id": note_id,
                "patient_id": patient.patient_id,
                "text": text,
                "locale": patient.locale,
                "source": f"{patient.hospital.name} - {DEPARTMENTS[lang][patient.group]}",
                "note_date": note_date.isoformat(),
                "labels": {"note_type": note_type, "diagnosis_group": patient.group},
            }
            notes_f.write(json.dumps(record, ensure_ascii=False) + "\n")
            gold_f.write(json.dumps({"note_id": note_id, "spans": [s.to_json() for s in gold]}, ensure_ascii=False) + "\n")
            spans += len(gold)
    return {"notes": len(order), "patients": len(patients), "registry_rows": registry, "spans": spans}
