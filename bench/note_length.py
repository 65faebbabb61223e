"""Seconds per note length: de-identification cost must grow linearly with a note's length.

    python bench/note_length.py [--sizes 100000,200000,500000,1000000] [--pipeline]

A long note is made by concatenating the bundled sample's notes (its first
patient's own notes first, then others of the same locale) up to each size,
and belongs to that patient, so every detector has work to do all along it.

By default each step runs as pure logic on the note (registry, pattern, names
and NER detectors, the resolver, surrogate replacement), timed one by one, so
that a super-linear step shows by name. With ``--pipeline`` the whole ``deid
run`` job (in-process runner, surrogates, demo key) runs on a file holding that
one note; a run on a 2,000-character note (after a warm-up run) is subtracted as
the job's fixed cost. Either way the last column, seconds per 100,000 characters, stays
flat when cost is linear.
"""
from __future__ import annotations

import argparse
import csv
import json
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
SAMPLE = REPO / "sample"
PATIENT = "P000001"


def long_text(size: int) -> tuple:
    """(text of ``size`` characters, locale): the patient's notes first, then its locale's others."""
    notes = [json.loads(line) for line in open(SAMPLE / "notes.jsonl", encoding="utf-8")]
    own = [n for n in notes if n["patient_id"] == PATIENT]
    locale = own[0]["locale"]
    pool = own + [n for n in notes if n.get("locale") == locale and n["patient_id"] != PATIENT]
    parts, total, i = [], 0, 0
    while total < size:
        parts.append(pool[i % len(pool)]["text"])
        total += len(parts[-1]) + 2
        i += 1
    return "\n\n".join(parts)[:size], locale


def steps_seconds(sizes) -> None:
    from deid.contract import parse_person
    from deid.detect.ner import NerDetector
    from deid.keys import load_key
    from deid.records import AnnotatedNote, Note
    from deid.replace import apply_replacements
    from deid.resolve import resolve_overlaps
    from deid.surrogates import SurrogateConfig, Surrogates
    from deid.detect.catalog import factories as detector_factories
    from deid.transforms.deidentify.detect_entities import NerConfig, model_key

    with open(SAMPLE / "registry.csv", encoding="utf-8") as handle:
        persons = tuple(parse_person(row) for row in csv.DictReader(handle) if row["patient_id"] == PATIENT)
    names = ("registry", "pattern", "names")
    detectors = dict(zip(names, (factory() for factory in detector_factories(names))))
    locale = long_text(10)[1]
    ner_config = NerConfig()
    table = ner_config.model_table()
    ner = NerDetector.load(table[model_key(table, locale)], ner_config.settings)
    surrogates = Surrogates(SurrogateConfig(), load_key(demo=True))
    # Warm-up on a short note: compiled kernels and lazy tables are not a cost of length.
    for detector in detectors.values():
        detector.detect(Note("w", PATIENT, long_text(2000)[0], locale), persons)
    print(f"{'chars':>9}  " + "  ".join(f"{s:>8}" for s in (*names, "ner", "resolve", "replace", "total"))
          + "  s/100k chars")
    for size in sizes:
        text, _ = long_text(size)
        note = Note("long", PATIENT, text, locale)
        seconds, spans = [], []
        for name in names:
            started = time.perf_counter()
            spans += detectors[name].detect(note, persons)
            seconds.append(time.perf_counter() - started)
        started = time.perf_counter()
        spans += ner.detect_texts([text])[0]
        seconds.append(time.perf_counter() - started)
        started = time.perf_counter()
        resolved = resolve_overlaps(spans, text=text)
        seconds.append(time.perf_counter() - started)
        annotated = AnnotatedNote(note, persons, tuple(resolved))
        started = time.perf_counter()
        apply_replacements(text, annotated.spans, surrogates.renderer(annotated))
        seconds.append(time.perf_counter() - started)
        total = sum(seconds)
        print(f"{size:>9}  " + "  ".join(f"{s:8.2f}" for s in (*seconds, total)) + f"  {total / size * 1e5:12.2f}",
              flush=True)


def pipeline_seconds(sizes) -> None:
    from deid.pipelines.deidentify import run

    with tempfile.TemporaryDirectory() as tmp:
        def once(size: int) -> float:
            text, locale = long_text(size)
            notes = Path(tmp) / f"notes-{size}.jsonl"
            notes.write_text(json.dumps({"note_id": "long", "patient_id": PATIENT, "locale": locale,
                                         "text": text}) + "\n", encoding="utf-8")
            started = time.perf_counter()
            manifest = run(["--notes", str(notes), "--registry", str(SAMPLE / "registry.csv"),
                            "--output", str(Path(tmp) / f"out-{size}"), "--demo-key", "--progress-seconds", "0",
                            "--max-note-chars", str(max(sizes) + 1)])
            assert manifest["counts"]["notes_out"] == 1
            return time.perf_counter() - started

        once(2000)  # warm-up: compiled kernels and lazy tables load once per process, not per note length
        fixed = once(2000)
        print(f"fixed cost of a run (2,000-character note): {fixed:.1f} s")
        print(f"{'chars':>9}  {'run s':>8}  {'minus fixed':>11}  s/100k chars")
        for size in sizes:
            seconds = once(size)
            print(f"{size:>9}  {seconds:8.1f}  {seconds - fixed:11.1f}  {(seconds - fixed) / size * 1e5:12.2f}",
                  flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="100000,200000,500000,1000000", help="comma-separated note lengths")
    parser.add_argument("--pipeline", action="store_true", help="time the whole deid run job instead of each step")
    args = parser.parse_args()
    sizes = [int(size) for size in args.sizes.split(",")]
    (pipeline_seconds if args.pipeline else steps_seconds)(sizes)


if __name__ == "__main__":
    main()
