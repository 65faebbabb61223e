"""Privacy-preserving vocabulary selection against shadow-model membership inference (issue 17).

    deid synth (one locale: its hospitals x departments are the sources)
      └─ deid run --demo-key --keep-fields source,labels ─ de-identified notes
           └─ per strategy: deid corpus --strategy S ─ vocabulary/vocabulary.tsv (selected, name-scrubbed)
    per strategy (models/shadow/experiment.py):
      target sources' notes ─ IN half ─ TARGET multi-task CNN (note type, diagnosis group)
                            └ OUT half (non-members; the task test set)
      held-out sources' notes ─ N bootstrap samples ─ N SHADOW CNNs ─ one attack model per class
      attack on TARGET: membership accuracy (balanced IN/OUT) with 95% Wilson intervals,
      split by diagnosis-group prevalence; task micro/macro F1 on OUT

The classifier sees the de-identified notes, split into words as ``deid corpus`` counts them;
a word outside the strategy's vocabulary (after the corpus's name scrubbing) is ``<unk>``.
Experiment sources are hospitals (the part of ``source`` before " - "): the target's hospitals
and the shadows' are disjoint, drawn by ``--seed``. The corpus's ``intersection=k`` counts the
product's ``source`` values (hospital and department). Diagnosis group doubles as specialty:
the synthetic department follows from it, so no third task is added.

Strategies, as in the paper: the baseline ``min-freq=5``; ``min-freq=5+intersection=k`` for
k = 2..6; the top mutual-information words. The synthetic vocabulary is small (about 1,900
word types in 3,000 notes, 1,450 at min-freq=5, against tens of thousands in the paper), so
the paper's MI sizes of 10,000 and 2,000 would keep every word: the defaults here are 500 and
100, the same 5:1 ratio, below our baseline's size (``--mi-sizes`` changes them). A
``min-freq=1`` row (no selection) is the reference above the baseline.

    python bench/shadow_membership.py [--notes 3000] [--shadows 10] [--seed 7] [--repeats 1] [--work DIR]

Prints one table per run (``--repeats`` runs, seeds ``--seed`` and up, each with its own
synthetic notes), a pooled table when there are several, and, last, one line of JSON. Beside
each strategy: its attack's accuracy minus the baseline's on the same records, with McNemar's
exact p-value (``models/shadow/paired.py``; pooled over the runs in the pooled table).
Nothing of a note's text is ever printed: the ``deid`` commands' logs go to files in the
work folder.

Time, one CPU core (torch.set_num_threads(1)), 2-core machine shared with other work: the
default run (one seed, 9 strategies, 10 shadows each) about 7.5 minutes, of which 5 train the
99 CNNs; ``--repeats 3`` 20 to 23 minutes. One seed's membership accuracies carry about
+-0.026 (95%), more than most differences between strategies: use ``--repeats`` to compare.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import pyarrow.parquet as pq
import torch

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from deid.models.shadow.attack import AttackConfig  # noqa: E402
from deid.models.shadow.classifier import ClassifierConfig, class_indices  # noqa: E402
from deid.models.shadow.experiment import ExperimentConfig, Records, run_experiment  # noqa: E402
from deid.models.shadow.report import StrategyRow, pool, render_pooled, render_table, versus  # noqa: E402
from deid.models.shadow.vocabulary import Vocabulary  # noqa: E402

TASKS = ("note_type", "diagnosis_group")
ATTACK_TASK = "diagnosis_group"
PAPER = "paper (membership accuracy): baseline 0.578, intersection 0.559, MI 2k 0.523"


def deid(work: Path, log_name: str, *argv: str) -> float:
    """Run one ``deid`` command; its output goes to a log file, never to the screen."""
    started = time.perf_counter()
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))}
    with open(work / "logs" / f"{log_name}.log", "w", encoding="utf-8") as log:
        code = subprocess.run([sys.executable, "-m", "deid.cli", *argv], cwd=REPO, env=env,
                              stdout=log, stderr=subprocess.STDOUT).returncode
    if code:
        raise SystemExit(f"deid {argv[0]} failed with exit code {code}; see logs/{log_name}.log in the work folder")
    return time.perf_counter() - started


def strategies(min_freq: int, intersections, mi_sizes, with_reference: bool):
    out = ["min-freq=1"] if with_reference else []
    out.append(f"min-freq={min_freq}")
    out += [f"min-freq={min_freq}+intersection={k}" for k in intersections]
    out += [f"mutual-information={n}" for n in mi_sizes]
    return out


def read_notes(deidentified: Path):
    table = pq.read_table(sorted(str(p) for p in deidentified.glob("part-*.parquet")),
                          columns=["note_id", "text", "source", "labels"])
    notes = sorted(table.to_pylist(), key=lambda note: note["note_id"])
    texts = [note["text"] for note in notes]
    sites = np.array([(note["source"] or "").rpartition(" - ")[0] for note in notes])
    labels = [json.loads(note["labels"]) for note in notes]
    names = {task: sorted({label[task] for label in labels}) for task in TASKS}
    classes = {task: class_indices([label[task] for label in labels], names[task]) for task in TASKS}
    return texts, sites, classes, {task: len(n) for task, n in names.items()}


def run_once(args: argparse.Namespace, seed: int, work: Path, timings: dict):
    """The whole chain for one seed (its own synthetic notes, split and models): one row per strategy."""
    (work / "logs").mkdir(parents=True, exist_ok=True)
    synth, run = work / "synth", work / "run"
    timings["synth"] += deid(work, "synth", "synth", "--out", str(synth), "--notes", str(args.notes),
                             "--seed", str(seed), "--locales", args.locales)
    timings["deid_run"] += deid(work, "run", "run", "--notes", str(synth / "notes.jsonl"),
                                "--registry", str(synth / "registry.csv"), "--output", str(run),
                                "--demo-key", "--keep-fields", "source,labels")
    texts, sites, labels, classes = read_notes(run / "deidentified")
    hospitals = sorted(set(sites))
    if len(hospitals) < 2:
        raise SystemExit("the experiment needs notes from two sources at least")
    order = np.random.default_rng(seed).permutation(len(hospitals))
    target_sites = {hospitals[i] for i in order[: len(hospitals) // 2]}
    in_target = np.array([site in target_sites for site in sites])
    config = ExperimentConfig(
        shadows=args.shadows, attack_task=ATTACK_TASK,
        classifier=ClassifierConfig(epochs=args.epochs), attack=AttackConfig(), seed=seed)

    rows = []
    chosen = strategies(args.min_freq, [int(k) for k in args.intersections.split(",") if k],
                        [int(n) for n in args.mi_sizes.split(",") if n], args.reference)
    for i, strategy in enumerate(chosen):
        corpus = work / f"corpus_{i}"
        timings["corpus"] += deid(work, f"corpus_{i}", "corpus", "--input", str(run / "deidentified"),
                                  "--registry", str(synth / "registry.csv"), "--output", str(corpus),
                                  "--strategy", strategy, "--seq-len", "128", "--seed", str(seed))
        report = json.loads((corpus / "vocabulary" / "report.json").read_text(encoding="utf-8"))
        vocabulary = Vocabulary.from_tsv((corpus / "vocabulary" / "vocabulary.tsv").read_text(encoding="utf-8"))
        records = Records(vocabulary.encode(texts, args.max_len), labels)
        tick = time.perf_counter()
        result = run_experiment(records.take(np.flatnonzero(in_target)), records.take(np.flatnonzero(~in_target)),
                                classes, vocabulary.id_count, config)
        timings["experiments"] += time.perf_counter() - tick
        rows.append(StrategyRow(strategy, report["strategies"][0]["vocabulary_size"], vocabulary.size, result))
        print(f"[seed {seed}, {i + 1}/{len(chosen)}] {strategy}: membership {result.membership.value:.3f}", flush=True)
    print(f"seed {seed}: notes {len(texts)}; target hospitals {len(target_sites)} ({int(in_target.sum())} notes, "
          f"half of them members), shadow hospitals {len(hospitals) - len(target_sites)} "
          f"({int((~in_target).sum())} notes); {args.shadows} shadows; attacked task {ATTACK_TASK}; "
          f"F1 on the target's unseen half")
    print(render_table(rows, TASKS, ATTACK_TASK, baseline=f"min-freq={args.min_freq}"))
    return rows


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--notes", type=int, default=3000)
    parser.add_argument("--shadows", type=int, default=10, help="shadow models per strategy (>= 10 on CPU)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--repeats", type=int, default=1,
                        help="independent runs, seeds --seed, --seed + 1, ...; more than one adds a pooled table")
    parser.add_argument("--locales", default="en_GB", help="synthetic locales (one: sources stay one language)")
    parser.add_argument("--min-freq", dest="min_freq", type=int, default=5)
    parser.add_argument("--intersections", default="2,3,4,5,6")
    parser.add_argument("--mi-sizes", dest="mi_sizes", default="500,100")
    parser.add_argument("--no-reference", dest="reference", action="store_false", help="skip the min-freq=1 row")
    parser.add_argument("--epochs", type=int, default=12)
    parser.add_argument("--max-len", dest="max_len", type=int, default=200, help="words per note seen by the CNN")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--work", default=None, help="working folder (default: a temporary one)")
    args = parser.parse_args(argv)
    if args.repeats < 1:
        parser.error("--repeats must be at least 1")
    torch.set_num_threads(args.threads)
    work = Path(args.work or tempfile.mkdtemp(prefix="shadow_membership_"))
    timings = dict.fromkeys(("synth", "deid_run", "corpus", "experiments"), 0.0)
    started = time.perf_counter()
    seeds = [args.seed + r for r in range(args.repeats)]
    runs = [run_once(args, seed, work / f"seed_{seed}", timings) for seed in seeds]
    timings["total"] = time.perf_counter() - started

    print(f"work folder: {work}")
    baseline = f"min-freq={args.min_freq}"
    pooled = pool(runs) if len(runs) > 1 else []
    differences = versus(runs, baseline)
    if pooled:
        print(f"pooled over seeds {', '.join(map(str, seeds))}:")
        print(render_pooled(pooled, TASKS, differences, baseline))
    print(PAPER)
    print("seconds: " + ", ".join(f"{k} {v:.0f}" for k, v in timings.items()))
    print(json.dumps({"config": {"notes": args.notes, "shadows": args.shadows, "seeds": seeds,
                                 "locales": args.locales, "epochs": args.epochs, "max_len": args.max_len},
                      "runs": [{"seed": seed, "strategies": [row.as_dict() for row in rows],
                                "versus_baseline": {k: v.as_dict() for k, v in versus([rows], baseline).items()}}
                               for seed, rows in zip(seeds, runs)],
                      "pooled": [row.as_dict() for row in pooled],
                      "baseline": baseline,
                      "versus_baseline": {k: v.as_dict() for k, v in differences.items()},
                      "seconds": {k: round(v, 1) for k, v in timings.items()}}, sort_keys=True))


if __name__ == "__main__":
    main()
