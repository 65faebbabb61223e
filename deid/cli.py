"""The ``deid`` command: one subcommand per job of the engine.

Each subcommand hands its own arguments to the job's ``main(argv)``, so that
``deid run ...`` and ``python -m deid.pipelines.deidentify ...`` are the same
program, and Beam options pass through untouched.
"""
from __future__ import annotations

import argparse
import logging
import sys
from typing import Callable, Dict, Optional, Sequence

from deid.locales import SYNTHETIC_LOCALES
from deid.command_line import parse_strictly


def _run(argv: Sequence[str]) -> int:
    from deid.pipelines.deidentify import main

    return main(argv)


def _synth(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="deid synth", description="write synthetic notes, registry and gold spans")
    parser.add_argument("--out", required=True, help="output folder")
    parser.add_argument("--notes", type=int, default=1000, help="number of notes")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--locales", default=",".join(SYNTHETIC_LOCALES),
                        help=f"comma-separated locales among {', '.join(SYNTHETIC_LOCALES)}")
    args = parse_strictly(parser, argv)
    locales = [loc.strip() for loc in args.locales.split(",") if loc.strip()]
    unknown = [loc for loc in locales if loc not in SYNTHETIC_LOCALES]
    if unknown or not locales:
        parser.error(f"--locales takes some of {', '.join(SYNTHETIC_LOCALES)}")
    if args.notes < 1:
        parser.error("--notes must be positive")
    from deid.synth import write_dataset

    stats = write_dataset(args.out, args.notes, args.seed, locales)
    print(" ".join(f"{name}={value}" for name, value in sorted(stats.items())) + f" -> {args.out}")
    return 0


def _corpus(argv: Sequence[str]) -> int:
    from deid.pipelines.corpus import main

    return main(argv)


def _train_ner(argv: Sequence[str]) -> int:
    from deid.models.ner.train import main

    return main(argv)


def _pretrain(argv: Sequence[str]) -> int:
    from deid.pipelines.pretrain import main

    return main(argv)


def _leakage(argv: Sequence[str]) -> int:
    from deid.pipelines.leakage import main

    return main(argv)


def _report(argv: Sequence[str]) -> int:
    from deid.pipelines.report import main

    return main(argv)


COMMANDS: Dict[str, Callable[[Sequence[str]], int]] = {
    "run": _run,
    "synth": _synth,
    "corpus": _corpus,
    "train-ner": _train_ner,
    "pretrain": _pretrain,
    "leakage": _leakage,
    "report": _report,
}

USAGE = """usage: deid COMMAND [options]   |   deid --version

commands:
  run        de-identify notes (a Beam pipeline; see deid run --help)
  synth      write a synthetic data set: notes, registry, gold spans
  corpus     build a pretraining corpus: vocabulary, tokenizer, shards (see deid corpus --help)
  train-ner  train a NER model (cnn, bilstm or transformer) for one locale
  pretrain   pretrain a masked language model on a corpus of `deid corpus`
  leakage    test a pretrained model for leaks of real names (a Beam pipeline)
  report     write the review report (one HTML page) of a run for the privacy office
"""


class _QuietBeamImport(logging.Filter):
    """Beam warns on import that optional Google Cloud clients are missing; they are not needed here."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not record.getMessage().startswith("apitools not found")


def version_line() -> str:
    """The engine's version and the data contract's version (the manifest records both too)."""
    from importlib import metadata

    from deid.contract import CONTRACT_VERSION
    from deid.surrogates.pools_version import SURROGATE_POOLS_VERSION

    try:
        engine = metadata.version("deid-engine")
    except metadata.PackageNotFoundError:  # run from a source tree that was never installed
        engine = "unknown (not installed)"
    return f"deid {engine} (data contract {CONTRACT_VERSION}, surrogate pools {SURROGATE_POOLS_VERSION})"


def main(argv: Optional[Sequence[str]] = None) -> int:
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    for handler in logging.getLogger().handlers:
        handler.addFilter(_QuietBeamImport())
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] in ("-h", "--help"):
        print(USAGE)
        return 0 if argv else 2
    if argv[0] == "--version":
        print(version_line())
        return 0
    command = COMMANDS.get(argv[0])
    if command is None:
        print(f"deid: unknown command {argv[0]!r}\n\n{USAGE}", file=sys.stderr)
        return 2
    return command(argv[1:])


if __name__ == "__main__":
    sys.exit(main())
