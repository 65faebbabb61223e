"""Throughput and accuracy figures of the pattern detector.

    python bench/patterns.py [--meddocan DIR] [--split dev] [--repeat 3]

Prints
1. chars/second of ``PatternDetector.detect`` (and of detect + resolve) on the
   MEDDOCAN notes plus a set of multilingual notes, best of ``--repeat`` runs;
2. per-label precision and recall on MEDDOCAN (real Spanish clinical notes,
   hand-annotated) for the labels the detector covers, after overlap
   resolution, both for exact span matches and for overlapping spans.

Label mapping for MEDDOCAN: gold DATE includes birth dates, so predicted
BIRTHDATE counts as DATE. MEDDOCAN labels postcodes and cities LOCATION and
only the street line ADDRESS; our "postcode city" spans are ADDRESS by design
(deid/detect/patterns/addresses.py), so ADDRESS precision is printed twice:
strictly, and counting a predicted ADDRESS on a gold LOCATION as correct.
Only figures are printed: never note text.
"""
from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from pathlib import Path

from deid.detect.patterns import PatternConfig, PatternDetector
from deid.records import Note
from deid.resolve import resolve_overlaps

LABELS = ("DATE", "AGE", "PHONE", "EMAIL", "URL", "ID", "ADDRESS")
DEFAULT_MEDDOCAN = Path(__file__).resolve().parents[2] / "shared" / "data" / "meddocan"

MULTILINGUAL = [
    ("nl_BE", "Patiënt, geboren op 12/03/1950, een 72-jarige man, werd gezien op 14 maart 2021 om 14:30. "
              "BD 120/80 mmHg, bisoprolol 5 mg 1-0-1, pijnscore 5/10, Hb 12.5 g/dl. Woont Kerkstraat 12 bus 3, "
              "2000 Antwerpen. GSM 0470 12 34 56. INSZ 85.07.30-033.28. Diabetes sinds 2015.\n"),
    ("fr_BE", "Patiente née le 3 mars 1948, âgée de 72 ans, domiciliée rue de la Loi 16, 1000 Bruxelles. "
              "Tél. +32 2 555 12 34. Hospitalisée depuis le 12 mars pour décompensation cardiaque. TA 135/85.\n"),
    ("en_GB", "DOB: 21/07/1955. A 67-year-old woman seen on the 5th of May 2020. NHS number 943 476 5919. "
              "Lives at 221B Baker Street, London NW1 6XE. Call 020 7946 0958. Creatinine 1.12 mg/dl.\n"),
    ("de_DE", "Geburtsdatum: 12.03.1950. 72-jährige Patientin, Aufnahme am 12.03.2021, Hauptstraße 5, "
              "10115 Berlin. Tel. 030 1234567. Beschwerden seit 2 Jahren, RR 140/90.\n"),
    ("it_IT", "Nato il 12 marzo 1950, 72 anni, residente in via Roma 12, 00184 Roma. Codice fiscale "
              "RSSMRA85T10A562S. Terapia per via orale 2 volte al giorno.\n"),
]


def _load(path: Path):
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            record = json.loads(line)
            yield Note(record["note_id"], record.get("patient_id", "p"), record["text"], record.get("locale", "es_ES")), [
                (s["start"], s["end"], s["label"]) for s in record["spans"]
            ]


def throughput(detector: PatternDetector, notes, repeat: int) -> None:
    chars = sum(len(n.text) for n in notes)
    for name, run in (
        ("detect", lambda n: detector.detect(n, ())),
        ("detect+resolve", lambda n: resolve_overlaps(detector.detect(n, ()))),
    ):
        best = float("inf")
        for _ in range(repeat):
            started = time.perf_counter()
            for note in notes:
                run(note)
            best = min(best, time.perf_counter() - started)
        print(f"{name:15} {len(notes):5d} notes {chars:9d} chars  {chars / best:12,.0f} chars/s  "
              f"{1000 * best / len(notes):7.3f} ms/note")


def accuracy(detector: PatternDetector, data) -> None:
    tp_exact, tp_pred_overlap, tp_gold_overlap = Counter(), Counter(), Counter()
    n_pred, n_gold, lenient_address = Counter(), Counter(), 0
    for note, gold in data:
        predicted = [
            (s.start, s.end, "DATE" if s.label == "BIRTHDATE" else s.label)
            for s in resolve_overlaps(detector.detect(note, ()))
        ]
        gold = [g for g in gold]
        for label in LABELS:
            p = [x for x in predicted if x[2] == label]
            g = [x for x in gold if x[2] == label]
            n_pred[label] += len(p)
            n_gold[label] += len(g)
            gset = {(a, b) for a, b, _ in g}
            tp_exact[label] += sum((a, b) in gset for a, b, _ in p)
            tp_pred_overlap[label] += sum(any(a < d and c < b for c, d, _ in g) for a, b, _ in p)
            tp_gold_overlap[label] += sum(any(a < d and c < b for c, d, _ in p) for a, b, _ in g)
            if label == "ADDRESS":
                loc = [x for x in gold if x[2] in ("ADDRESS", "LOCATION")]
                lenient_address += sum(any(a < d and c < b for c, d, _ in loc) for a, b, _ in p)
    print(f"{'label':8} {'gold':>5} {'pred':>5} {'P exact':>8} {'R exact':>8} {'P ovl':>7} {'R ovl':>7}")
    for label in LABELS:
        def ratio(a, b):
            return f"{a / b:.3f}" if b else "  -  "
        print(f"{label:8} {n_gold[label]:5d} {n_pred[label]:5d} {ratio(tp_exact[label], n_pred[label]):>8} "
              f"{ratio(tp_exact[label], n_gold[label]):>8} {ratio(tp_pred_overlap[label], n_pred[label]):>7} "
              f"{ratio(tp_gold_overlap[label], n_gold[label]):>7}")
    if n_pred["ADDRESS"]:
        print(f"ADDRESS precision counting gold LOCATION (postcode, city) as correct: "
              f"{lenient_address / n_pred['ADDRESS']:.3f}")


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--meddocan", type=Path, default=DEFAULT_MEDDOCAN)
    parser.add_argument("--split", default="dev")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)

    started = time.perf_counter()
    detector = PatternDetector(PatternConfig())
    print(f"construction: {1000 * (time.perf_counter() - started):.1f} ms")
    data = list(_load(args.meddocan / f"{args.split}.jsonl"))
    multilingual = [Note(f"m{i}", "p", text * 4, locale) for i, (locale, text) in enumerate(MULTILINGUAL)] * 20
    print("== throughput, MEDDOCAN", args.split)
    throughput(detector, [n for n, _ in data], args.repeat)
    print("== throughput, multilingual notes")
    throughput(detector, multilingual, args.repeat)
    print("== accuracy on MEDDOCAN", args.split, "(after overlap resolution)")
    accuracy(detector, data)


if __name__ == "__main__":
    main()
