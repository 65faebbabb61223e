"""Throughput of the whole `deid run` job: marginal cost per note, start-up, memory, per-stage profile.

    python bench/pipeline_throughput.py [--notes 2000] [--replace surrogates|tags] [--locales nl_BE,fr_BE]
                                        [--detectors registry,pattern,names,ner] [--no-profile]

On synthetic notes (``deid synth``, all nine generated locales), each way of running (in-process,
2 workers) runs twice in a fresh child process, on a quarter of the notes and on all of them; the
difference cancels what a run pays once (imports, model loading, Beam's set-up; each size runs
``--repeat`` times and the fastest run counts), so that:

- **marginal** is the CPU (this process and its workers) of the extra notes over their number:
  notes/s and words/s per core; with 2 workers also the wall-clock rate, and its speed-up over
  the in-process rate;
- **start-up** is the wall time of the small run less its notes at the marginal rate;
- **peak RSS** is the largest resident set of the driver or of any worker.

Then **the per-stage profile**: the same notes through the logic each Beam step wraps, timed
step by step in this process (ms of CPU per note): read (JSON and contract checks), join (the
registry's persons of each note), each detector (the NER batched as in the stage), resolve,
replace, write (Parquet). What the end-to-end marginal cost holds beyond their sum is Beam's
own cost (coding, bundling, shuffles). Prints figures; asserts nothing. Targets (issue 15):
200 notes/s per core marginal, start-up 3 s, 500 MB per worker.
"""
from __future__ import annotations

import argparse
import io
import json
import resource
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

MODES = {
    "in-process": ["--runner", "DirectRunner"],
    "2 workers": ["--runner", "DirectRunner", "--direct_running_mode=multi_processing", "--direct_num_workers=2"],
}


def _child(argv) -> None:
    from deid.pipelines.deidentify import run

    wall, cpu = time.perf_counter(), time.process_time()
    manifest = run(argv)
    wall = time.perf_counter() - wall
    own, children = (resource.getrusage(who) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))
    print(json.dumps({"wall": wall, "cpu": own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime,
                      "cpu_in_run": time.process_time() - cpu, "notes": manifest["counts"]["notes_out"],
                      "peak_rss_mb": max(own.ru_maxrss, children.ru_maxrss) / 1024}))


def _subset(data: Path, n: int, out: Path) -> Path:
    out.mkdir(parents=True, exist_ok=True)
    with open(data / "notes.jsonl", encoding="utf-8") as source, open(out / "notes.jsonl", "w", encoding="utf-8") as sink:
        for i, line in enumerate(source):
            if i >= n:
                break
            sink.write(line)
    (out / "registry.csv").write_bytes((data / "registry.csv").read_bytes())
    return out


def _run_mode(data: Path, output: Path, flags, args) -> dict:
    argv = ["--notes", str(data / "notes.jsonl"), "--registry", str(data / "registry.csv"),
            "--output", str(output), "--replace", args.replace, "--demo-key", "--detectors", args.detectors, *flags]
    out = subprocess.run([sys.executable, __file__, "--child", *argv], check=True,
                         capture_output=True, text=True).stdout.strip().splitlines()[-1]
    return json.loads(out)


def _best(runs: list) -> dict:
    best = dict(runs[0])
    for run in runs[1:]:
        for key in ("wall", "cpu", "peak_rss_mb"):
            best[key] = min(best[key], run[key]) if key != "peak_rss_mb" else max(best[key], run[key])
    return best


def end_to_end(data: Path, tmp: Path, n_notes: int, words: list, args) -> None:
    small = max(1, n_notes // 4)
    sets = {n: _subset(data, n, tmp / f"subset-{n}") for n in (small, n_notes)}
    extra_words = sum(words[small:n_notes])
    print(f"\nend to end ({small} and {n_notes} notes; marginal = extra notes over extra CPU or wall seconds)")
    print(f"{'mode':<12}{'notes/s/core':>13}{'words/s/core':>14}{'notes/s wall':>14}{'start-up s':>12}"
          f"{'peak RSS MB':>13}{'wall s':>9}")
    rates = {}
    for mode, flags in MODES.items():
        # Each size --repeat times, the best of each figure kept: start-up varies by seconds
        # between runs of the same process, which the difference of two sizes would magnify.
        small_run, big_run = (_best([_run_mode(sets[n], tmp / f"out-{mode.replace(' ', '_')}-{n}", flags, args)
                                     for _ in range(args.repeat)])
                              for n in (small, n_notes))
        extra = big_run["notes"] - small_run["notes"]
        d_cpu, d_wall = big_run["cpu"] - small_run["cpu"], big_run["wall"] - small_run["wall"]
        per_core = extra / d_cpu
        wall_rate = extra / d_wall
        start_up = small_run["wall"] - small_run["notes"] / wall_rate
        rates[mode] = wall_rate
        print(f"{mode:<12}{per_core:>13.1f}{extra_words / d_cpu:>14.0f}{wall_rate:>14.1f}{start_up:>12.1f}"
              f"{max(small_run['peak_rss_mb'], big_run['peak_rss_mb']):>13.0f}{big_run['wall']:>9.1f}")
    if "2 workers" in rates:
        print(f"2 workers / in-process (wall rate): {rates['2 workers'] / rates['in-process']:.2f}x")


def stage_profile(data: Path, args) -> None:
    """ms of CPU per note of each step's logic, in this process, on the same notes."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    from deid.contract import parse_note, parse_person
    from deid.detect.catalog import factories
    from deid.detect.ner import NerDetector, limit_blas_threads
    from deid.keys import load_key
    from deid.output import note_row, notes_schema
    from deid.records import AnnotatedNote
    from deid.replace import apply_replacements
    from deid.detect.resolution import resolved_spans
    from deid.surrogates import SurrogateConfig, Surrogates
    from deid.transforms.deidentify.detect_entities import NerConfig, model_key
    from deid.transforms.deidentify.join_registry import unique_persons
    import csv

    names = args.detectors.split(",")
    costs = defaultdict(float)
    lines = (data / "notes.jsonl").read_text(encoding="utf-8").splitlines()

    started = time.process_time()
    notes = [parse_note(json.loads(line), "nl_BE") for line in lines]
    costs["read"] = time.process_time() - started

    started = time.process_time()
    by_patient = defaultdict(list)
    with open(data / "registry.csv", encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle):
            person = parse_person(row)
            by_patient[person.patient_id].append(person)
    persons = {pid: unique_persons(rows) for pid, rows in by_patient.items()}
    annotated = [AnnotatedNote(note, persons.get(note.patient_id, ())) for note in notes]
    costs["join"] = time.process_time() - started

    spans = [[] for _ in notes]
    for name, factory in zip([n for n in names if n != "ner"], factories(names)):
        detector = factory()
        detector.detect(notes[0], annotated[0].persons)  # first-call warm-ups outside the timing
        started = time.process_time()
        for i, item in enumerate(annotated):
            spans[i].extend(detector.detect(item.note, item.persons))
        costs[f"detect:{name}"] = time.process_time() - started
    if "ner" in names:
        config = NerConfig()
        # As the pipeline's NER step does in its setup(): without it numpy's BLAS spreads each
        # matrix product over every core and the CPU time per note nearly doubles.
        limit_blas_threads(config.blas_threads)
        table = config.model_table()
        groups = defaultdict(list)
        for i, note in enumerate(notes):
            groups[model_key(table, note.locale)].append(i)
        for key, indices in groups.items():
            detector = NerDetector.load(table[key], config.settings)
            detector.detect_texts([notes[indices[0]].text])
            started = time.process_time()
            for b in range(0, len(indices), config.batch_size):
                batch = indices[b:b + config.batch_size]
                for i, found in zip(batch, detector.detect_texts([notes[i].text for i in batch])):
                    spans[i].extend(found)
            costs["detect:ner"] += time.process_time() - started

    started = time.process_time()
    resolved = [resolved_spans(found, item.note, item.persons) for found, item in zip(spans, annotated)]
    costs["resolve"] = time.process_time() - started

    surrogates = Surrogates(SurrogateConfig(), load_key(demo=True))
    rows = []
    started = time.process_time()
    for item, found in zip(annotated, resolved):
        item = AnnotatedNote(item.note, item.persons, tuple(found))
        render = surrogates.renderer(item) if args.replace == "surrogates" else (lambda span, original: f"[{span.label}]")
        text, entities, _ = apply_replacements(item.note.text, item.spans, render)
        rows.append(note_row(item.note.note_id, item.note.patient_id, text, entities, ()))
    costs["replace"] = time.process_time() - started

    started = time.process_time()
    pq.write_table(pa.Table.from_pylist(rows, schema=notes_schema()), io.BytesIO())
    costs["write"] = time.process_time() - started

    total = sum(costs.values())
    print(f"\nper-stage profile ({len(notes)} notes, this process, ms of CPU per note)")
    for name, seconds in costs.items():
        print(f"  {name:<18}{1000 * seconds / len(notes):>8.2f}  {100 * seconds / total:>5.1f}%")
    print(f"  {'sum of the steps':<18}{1000 * total / len(notes):>8.2f}  -> {len(notes) / total:.0f} notes/s per core "
          f"before Beam's own cost")


def main() -> None:
    from deid.detect.catalog import DEFAULT_DETECTORS
    from deid.locales import SYNTHETIC_LOCALES

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--notes", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=4242)
    parser.add_argument("--replace", default="surrogates", choices=("surrogates", "tags"))
    parser.add_argument("--detectors", default=",".join(DEFAULT_DETECTORS))
    parser.add_argument("--locales", default=",".join(SYNTHETIC_LOCALES),
                        help="the notes' locales (a hospital's nightly run has one or two)")
    parser.add_argument("--repeat", type=int, default=2, help="runs of each size; the best is kept")
    parser.add_argument("--no-profile", action="store_true", help="skip the per-stage profile")
    parser.add_argument("--no-end-to-end", action="store_true", help="only the per-stage profile")
    parser.add_argument("--child", nargs=argparse.REMAINDER, dest="argv")
    args = parser.parse_args()
    if args.argv is not None:
        _child(args.argv)
        return

    from deid.synth import write_dataset

    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "data"
        write_dataset(str(data), args.notes, args.seed, args.locales.split(","))
        texts = [json.loads(line)["text"] for line in open(data / "notes.jsonl", encoding="utf-8")]
        words = [len(text.split()) for text in texts]
        print(f"{args.notes} synthetic notes, {sum(words) / len(words):.0f} words and "
              f"{sum(map(len, texts)) / len(texts):.0f} characters each on average, replace={args.replace}, "
              f"detectors={args.detectors}, locales={args.locales}")
        if not args.no_end_to_end:
            end_to_end(data, Path(tmp), args.notes, words, args)
        if not args.no_profile:
            stage_profile(data, args)


if __name__ == "__main__":
    main()
