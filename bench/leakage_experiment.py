"""The positive control of the leakage tests, end to end on synthetic data.

    deid synth (training set, and a disjoint reference set)
      ├─ raw notes as if de-identified ─ deid corpus (nothing scrubbed) ─ deid pretrain ─ RAW model
      ├─ deid run --replace tags ─────── deid corpus ──────────────────── deid pretrain ─ DEIDENTIFIED model
      └─ reference notes, raw ────────── deid corpus (nothing scrubbed) ─ deid pretrain ─ REFERENCE model
    deid leakage on RAW and on DEIDENTIFIED (same sentences, candidates and reference) -> side by side

The raw model must leak (real names among fill-mask predictions, membership
accuracy clearly above chance); the de-identified one must not (0 real names,
membership near chance). The raw corpus is built with an empty registry: with
the real registry, `deid corpus` would scrub the names out of the vocabulary,
which is a protection of its own that the control must not lean on.
The last line of output is one JSON object {"raw": {...}, "deidentified": {...}}.

What it took to give the test teeth at tiny scale: the synthetic corpus already
repeats patients across notes (a long tail, up to ~60 notes for one patient in
1,500); at 1,500 steps the raw model still predicted only punctuation and digits
at a masked name (membership inference saw the leak, fill-mask did not); at
4,000 steps (about 30 passes over the corpus) it predicts real names. The LM head
on masked positions only (models/pretrain/trainer.py) keeps that within budget.

    python bench/leakage_experiment.py [--notes 1500] [--max-steps 4000] [--work DIR]
"""
from __future__ import annotations

import argparse
import csv
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from deid.output import notes_schema  # noqa: E402

KEYS = ("real_name_predictions", "name_like_share", "surrogate_share", "mia_accuracy_easy", "mia_f1_easy",
        "mia_accuracy_hard", "mia_f1_hard", "generation_f1_easy")


def deid(*argv: str) -> float:
    started = time.perf_counter()
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    result = subprocess.run([sys.executable, "-m", "deid.cli", *argv], cwd=REPO, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if result.returncode:
        raise SystemExit(f"deid {argv[0]} failed ({result.returncode}):\n{result.stderr[-3000:]}")
    return time.perf_counter() - started


def raw_as_deidentified(notes: Path, out: Path) -> Path:
    """The raw notes in the de-identified notes' schema, with no entity: a corpus input that hides nothing."""
    rows = []
    for line in notes.read_text(encoding="utf-8").splitlines():
        note = json.loads(line)
        rows.append({"note_id": note["note_id"], "patient_id": note["patient_id"], "text": note["text"],
                     "entities": [], "comment": ""})
    out.mkdir(parents=True, exist_ok=True)
    pq.write_table(pa.Table.from_pylist(rows, schema=notes_schema()), out / "part-00000.parquet")
    return out


def empty_registry(source: Path, out: Path) -> Path:
    with open(source, encoding="utf-8") as handle:
        header = next(csv.reader(handle))
    with open(out, "w", encoding="utf-8", newline="") as handle:
        csv.writer(handle).writerow(header)
    return out


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--notes", type=int, default=1500)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--locales", default="nl_BE")
    parser.add_argument("--preset", default="tiny")
    parser.add_argument("--max-steps", type=int, default=4000)
    parser.add_argument("--seq-len", type=int, default=128)
    parser.add_argument("--max-positives", type=int, default=60)
    parser.add_argument("--contexts-per-name", type=int, default=16)
    parser.add_argument("--max-sentences", type=int, default=1000)
    parser.add_argument("--generation-docs", type=int, default=48)
    parser.add_argument("--generation-steps", type=int, default=500)
    parser.add_argument("--threads", type=int, default=1, help="torch threads of the pretraining runs")
    parser.add_argument("--work", default=None, help="working folder (default: a temporary one)")
    args = parser.parse_args(argv)
    work = Path(args.work or tempfile.mkdtemp(prefix="leakage_experiment_"))
    work.mkdir(parents=True, exist_ok=True)
    timings = {}
    started = time.perf_counter()

    syn, ref = work / "synth", work / "synth_reference"
    timings["synth"] = deid("synth", "--out", str(syn), "--notes", str(args.notes), "--seed", str(args.seed),
                            "--locales", args.locales) + \
        deid("synth", "--out", str(ref), "--notes", str(args.notes), "--seed", str(args.seed + 1000),
             "--locales", args.locales)
    registry, nobody = syn / "registry.csv", empty_registry(syn / "registry.csv", work / "empty_registry.csv")
    timings["deid_run"] = deid("run", "--notes", str(syn / "notes.jsonl"), "--registry", str(registry),
                               "--output", str(work / "tags"), "--replace", "tags")
    inputs = {
        "raw": (raw_as_deidentified(syn / "notes.jsonl", work / "raw_notes"), nobody),
        "deidentified": (work / "tags" / "deidentified", registry),
        "reference": (raw_as_deidentified(ref / "notes.jsonl", work / "reference_notes"), nobody),
    }
    timings["corpus"] = 0.0
    timings["pretrain"] = 0.0
    for name, (notes, corpus_registry) in inputs.items():
        timings["corpus"] += deid("corpus", "--input", str(notes), "--registry", str(corpus_registry),
                                  "--output", str(work / f"corpus_{name}"), "--seq-len", str(args.seq_len),
                                  "--seed", str(args.seed))
        timings["pretrain"] += deid("pretrain", "--corpus", str(work / f"corpus_{name}"),
                                    "--output", str(work / f"model_{name}"), "--preset", args.preset,
                                    "--max-steps", str(args.max_steps), "--seed", str(args.seed),
                                    "--num-threads", str(args.threads))
    key = work / "hash.key"
    key.write_bytes(os.urandom(32).hex().encode("ascii"))
    results, metrics = {}, {}
    timings["leakage"] = 0.0
    for name in ("raw", "deidentified"):
        timings["leakage"] += deid(
            "leakage", "--model", str(work / f"model_{name}"), "--corpus", str(work / f"corpus_{name}"),
            "--registry", str(registry), "--output", str(work / f"report_{name}"),
            "--reference-model", str(work / "model_reference"), "--deidentified", str(work / "tags" / "deidentified"),
            "--raw-notes", str(syn / "notes.jsonl"), "--max-positives", str(args.max_positives),
            "--contexts-per-name", str(args.contexts_per_name), "--max-sentences", str(args.max_sentences),
            "--generation-docs", str(args.generation_docs), "--generation-steps", str(args.generation_steps),
            "--seed", str(args.seed), "--hash-key-file", str(key))
        summary = json.loads((work / f"report_{name}" / "summary.json").read_text(encoding="utf-8"))
        results[name] = {k: summary["headline"][k] for k in KEYS}
        final = json.loads((work / f"model_{name}" / "pretrain_metrics.json").read_text(encoding="utf-8"))["final"]
        metrics[name] = final or {}
    timings["total"] = time.perf_counter() - started

    print(f"work folder: {work}")
    print(f"{'':<28}{'raw':>14}{'deidentified':>14}")
    for k in ("heldout_loss", "heldout_accuracy"):
        print(f"{k:<28}{metrics['raw'].get(k, float('nan')):>14.4f}{metrics['deidentified'].get(k, float('nan')):>14.4f}")
    for k in KEYS:
        a, b = results["raw"][k], results["deidentified"][k]
        fmt = (lambda v: f"{v:>14}") if isinstance(a, int) else (lambda v: f"{v:>14.4f}" if v is not None else f"{'-':>14}")
        print(f"{k:<28}{fmt(a)}{fmt(b)}")
    print("seconds: " + ", ".join(f"{k} {v:.0f}" for k, v in timings.items()))
    print(json.dumps(results, sort_keys=True))


if __name__ == "__main__":
    main()
