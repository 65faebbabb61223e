"""Build the default NER model of every language into ``models/artifacts/ner/<lang>/``.

    python -m models.ner.build_defaults [--languages nl,fr,en,de,es,it] [--max-minutes M]

    # another architecture into another folder (bench/ner.py --models-dir compares them):
    python -m models.ner.build_defaults --arch cnn --output-root /tmp/ner-cnn

Spanish trains on MEDDOCAN train (``--meddocan-repeat`` times per epoch) plus synthetic
notes (scored on MEDDOCAN dev); the other languages train on ``deid synth`` notes of every
locale of the language (nl_BE and nl_NL for nl, fr_BE and fr_FR for fr, de_DE and de_LU for de)
and are scored on synthetic notes of a seed never used in training. Architecture: ``--arch``
(default ``cnn-tagger``: ``ner.cnn-tagger.v1``, the shipped models). Each model
directory holds its ``metrics.json``; reproducible from this one command (training is
bounded by minutes, so a slower machine stops earlier: ``metrics.json`` records the steps).
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from typing import Optional, Sequence

from models.ner import ARCHITECTURES, ARTIFACTS_DIR, DEFAULT_ARCHITECTURE, DEFAULT_LANGUAGES
from models.ner import train as train_ner
from models.ner.corpus import synthetic_locales

# The shared data folder sits beside the checkout (../shared/data), as on the team machines.
MEDDOCAN_DIR = Path(__file__).resolve().parents[3] / "shared" / "data" / "meddocan"
TRAIN_SEED = 20240601
DEV_SEED = 20240917  # never used for training: bench/ner.py scores on it too


def write_synthetic_gold(path: Path, n_notes: int, seed: int, locales: Sequence[str]) -> Path:
    from models.ner.corpus import synthetic_notes

    with open(path, "w", encoding="utf-8") as out:
        for note in synthetic_notes(n_notes, seed, locales):
            spans = [{"start": s, "end": e, "label": label} for s, e, label in note.spans]
            out.write(json.dumps({"text": note.text, "spans": spans}, ensure_ascii=False) + "\n")
    return path


def build(language: str, output: Path, max_minutes: float, synthetic: int, dev_notes: int,
          meddocan: Optional[Path], workdir: Path, meddocan_repeat: int = 1,
          arch: str = DEFAULT_ARCHITECTURE) -> int:
    # The language, not one locale: the default model of a language serves all its locales,
    # so it trains (and is scored) on synthetic notes of each (nl_BE and nl_NL, ...).
    argv = ["--locale", language, "--arch", arch, "--output", str(output),
            "--seed", str(TRAIN_SEED), "--max-minutes", str(max_minutes), "--synthetic", str(synthetic)]
    if language == "es" and meddocan is not None and (meddocan / "train.jsonl").is_file():
        argv += ["--train", str(meddocan / "train.jsonl"), "--dev", str(meddocan / "dev.jsonl"),
                 "--train-repeat", str(meddocan_repeat)]
    else:
        dev = write_synthetic_gold(workdir / f"dev_{language}.jsonl", dev_notes, DEV_SEED, synthetic_locales(language))
        argv += ["--dev", str(dev)]
    return train_ner.main(argv)


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--languages", default=",".join(DEFAULT_LANGUAGES))
    parser.add_argument("--output-root", default=str(ARTIFACTS_DIR))
    parser.add_argument("--arch", default=DEFAULT_ARCHITECTURE, help="a key of models.ner.ARCHITECTURES")
    parser.add_argument("--max-minutes", type=float, default=2.5, help="training budget per synthetic language")
    parser.add_argument("--spanish-max-minutes", type=float, default=8.0, help="training budget for es")
    parser.add_argument("--synthetic", type=int, default=3000, help="synthetic training notes per language")
    parser.add_argument("--spanish-synthetic", type=int, default=1500,
                        help="synthetic notes added to MEDDOCAN: two writing styles generalize better than one")
    parser.add_argument("--dev-notes", type=int, default=300)
    parser.add_argument("--meddocan", default=str(MEDDOCAN_DIR))
    parser.add_argument("--meddocan-repeat", type=int, default=1,
                        help="times each MEDDOCAN training note is used per epoch (real notes outweigh synthetic)")
    args = parser.parse_args(argv)
    languages = [lang for lang in args.languages.split(",") if lang]
    if args.arch not in ARCHITECTURES:
        parser.error(f"unknown --arch {args.arch!r}; expected one of {', '.join(ARCHITECTURES)}")
    unknown = set(languages) - set(DEFAULT_LANGUAGES)
    if unknown:
        parser.error(f"no default model for {sorted(unknown)}; expected some of {', '.join(DEFAULT_LANGUAGES)}")
    with tempfile.TemporaryDirectory(prefix="deid-ner-build-") as tmp:
        for language in languages:
            synthetic = args.spanish_synthetic if language == "es" else args.synthetic
            minutes = args.spanish_max_minutes if language == "es" else args.max_minutes
            build(language, Path(args.output_root) / language, minutes, synthetic,
                  args.dev_notes, Path(args.meddocan), Path(tmp), args.meddocan_repeat, args.arch)
    return 0


if __name__ == "__main__":
    sys.exit(main())
