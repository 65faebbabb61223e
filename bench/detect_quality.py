"""Detection quality of the rule-based detectors on a fresh synthetic set.

    python bench/detect_quality.py [--notes 2000] [--seed 990001] [--detectors registry,pattern]

The seed is used by no test and no training run. Prints, per label and per
locale: recall (a gold span counts as found when a detected span overlaps it),
strict recall (same boundaries) and precision (a detected span is right when
it overlaps a gold span). NAME, ADDRESS and ID are split into registry-linked ones and the
others, since only the former are the rule detectors' job (NER finds the rest).
Targets (issue 3): linked names, addresses, ids recall >= 99.5%; dates, phones,
e-mails, ids recall >= 99%; precision >= 95% on these labels.
"""
from __future__ import annotations

import argparse
import bisect
import csv
import json
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import List, Tuple

from deid.contract import parse_note, parse_person
from deid.locales import SYNTHETIC_LOCALES
from deid.resolve import ResolverConfig
from deid.detect.resolution import resolved_spans
from deid.detect.catalog import factories as detector_factories
from deid.transforms.deidentify.join_registry import unique_persons

ALL_LOCALES = list(SYNTHETIC_LOCALES)


def load_gold_set(data: Path):
    """Notes, registry persons per patient and gold spans of a `deid synth`-shaped folder."""
    persons = defaultdict(list)
    with open(data / "registry.csv", encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle):
            person = parse_person(row)
            persons[person.patient_id].append(person)
    gold = {}
    for line in open(data / "gold.jsonl", encoding="utf-8"):
        record = json.loads(line)
        gold[record["note_id"]] = record["spans"]
    notes = [parse_note(json.loads(line), "nl_BE") for line in open(data / "notes.jsonl", encoding="utf-8")]
    return notes, {pid: unique_persons(rows) for pid, rows in persons.items()}, gold


def _overlaps(starts: List[int], spans: List[Tuple[int, int]], start: int, end: int) -> bool:
    i = bisect.bisect_left(starts, end)  # spans starting before `end`
    return any(spans[j][1] > start for j in range(max(0, i - 4), i))


def gold_key(span: dict) -> str:
    # Names, addresses and ids of the patient's registry persons are the registry matcher's
    # job (issue 3's 99.5% target); the others (staff, other people) are found by other means.
    if span["label"] in ("NAME", "ADDRESS", "ID"):
        return f"{span['label']} ({'linked' if span.get('linked') else 'other'})"
    return span["label"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--notes", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=990001)
    parser.add_argument("--detectors", default="registry,pattern")
    parser.add_argument("--locales", default=",".join(ALL_LOCALES))
    parser.add_argument("--data", help="an existing deid synth folder instead of a fresh one")
    args = parser.parse_args()

    detectors = [factory() for factory in detector_factories(args.detectors.split(","))]
    resolver = ResolverConfig()
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(args.data) if args.data else Path(tmp)
        if not args.data:
            from deid.synth import write_dataset

            write_dataset(str(data), args.notes, args.seed, args.locales.split(","))
        notes, persons, gold = load_gold_set(data)

    found = defaultdict(lambda: [0, 0, 0])  # key -> [gold, found (overlap), found (strict)]
    precise = defaultdict(lambda: [0, 0])  # label -> [detected, correct]
    started = time.perf_counter()
    for note in notes:
        spans = []
        for detector in detectors:
            spans.extend(detector.detect(note, persons.get(note.patient_id, ())))
        spans = resolved_spans(spans, note, persons.get(note.patient_id, ()), resolver)
        detected = sorted((s.start, s.end) for s in spans)
        starts = [s for s, _ in detected]
        exact = set(detected)
        gold_spans = sorted((g["start"], g["end"]) for g in gold[note.note_id])
        gold_starts = [s for s, _ in gold_spans]
        for g in gold[note.note_id]:
            for key in (gold_key(g), f"{gold_key(g)} @ {note.locale}"):
                cell = found[key]
                cell[0] += 1
                cell[1] += _overlaps(starts, detected, g["start"], g["end"])
                cell[2] += (g["start"], g["end"]) in exact
        for span in spans:
            for key in (span.label, f"{span.label} @ {note.locale}"):
                precise[key][0] += 1
                precise[key][1] += _overlaps(gold_starts, gold_spans, span.start, span.end)
    elapsed = time.perf_counter() - started

    print(f"{len(notes)} notes, seed {args.seed}, detectors {args.detectors}: "
          f"{elapsed / max(1, len(notes)) * 1000:.2f} ms per note (detect + resolve)")
    print(f"{'gold label':<28}{'spans':>7}{'recall':>9}{'strict':>9}")
    for key in sorted(k for k in found if "@" not in k):
        total, hit, strict = found[key]
        print(f"{key:<28}{total:>7}{hit / total:>9.3%}{strict / total:>9.3%}")
    print(f"\n{'detected label':<28}{'spans':>7}{'precision':>10}")
    for key in sorted(k for k in precise if "@" not in k):
        total, right = precise[key]
        print(f"{key:<28}{total:>7}{right / total:>10.3%}")
    print("\nper locale (recall / precision):")
    for key in sorted(k for k in found if "@" in k):
        total, hit, strict = found[key]
        label, _, locale = key.partition(" @ ")
        p_total, p_right = precise.get(f"{label.split(' (')[0]} @ {locale}", [0, 0])
        precision = f"{p_right / p_total:.3%}" if p_total else "-"
        print(f"  {key:<34}{total:>6}  recall {hit / total:8.3%}  strict {strict / total:8.3%}  "
              f"precision {precision}")


if __name__ == "__main__":
    main()
