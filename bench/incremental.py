"""The second night of an incremental run against the first: 5% new notes.

    python bench/incremental.py [--notes 2000] [--new-share 0.05] [--seed 990004]

Fresh synthetic notes (``deid synth``, nine locales, with registry); night 1 de-identifies all but
the last ``new-share`` of them in full; night 2 reads all of them with ``--previous-output`` night 1.
Each night runs in a fresh process (``deid run``, in-process FnApiRunner, a test key); the bench
prints each night's wall and CPU time, the second's share of the first, and the manifest's reused
and processed counts, and checks that night 2 published the bytes a full run publishes. Issue 16's
target: night 2 costs at most 10% of night 1. Prints figures; asserts nothing.
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))


def _night(notes: Path, registry: Path, output: Path, *extra: str) -> dict:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "deid.cli", "run", "--notes", str(notes), "--registry", str(registry),
                    "--output", str(output), *extra], check=True, capture_output=True,
                   env=dict(os.environ, DEID_KEY="incremental bench key, not a secret"))
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    manifest = json.loads((output / "manifest.json").read_text(encoding="utf-8"))
    return {"wall": wall, "cpu": (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime),
            "manifest": manifest}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--notes", type=int, default=2000)
    parser.add_argument("--new-share", type=float, default=0.05)
    parser.add_argument("--seed", type=int, default=990004)
    args = parser.parse_args(argv)
    from deid.locales import SYNTHETIC_LOCALES
    from deid.synth import write_dataset

    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        write_dataset(root / "data", args.notes, args.seed, SYNTHETIC_LOCALES)
        lines = (root / "data" / "notes.jsonl").read_text(encoding="utf-8").splitlines(keepends=True)
        first = root / "night1.jsonl"
        first.write_text("".join(lines[: int(len(lines) * (1 - args.new_share))]), encoding="utf-8")
        registry = root / "data" / "registry.csv"
        one = _night(first, registry, root / "night1")
        two = _night(root / "data" / "notes.jsonl", registry, root / "night2", "--previous-output",
                     str(root / "night1"))
        full = _night(root / "data" / "notes.jsonl", registry, root / "full")
        same = all((root / "night2" / "deidentified" / p.name).read_bytes() == p.read_bytes()
                   for p in (root / "full" / "deidentified").glob("*.parquet"))
    inc = two["manifest"]["incremental"]
    print(f"{args.notes} synthetic notes, night 2 adds {args.new_share:.0%}")
    print(f"night 1 (full, {one['manifest']['counts']['notes_out']} notes): wall {one['wall']:.1f} s, "
          f"CPU {one['cpu']:.1f} s")
    print(f"night 2 (--previous-output: {inc['reused']} reused, {inc['processed']} de-identified): "
          f"wall {two['wall']:.1f} s, CPU {two['cpu']:.1f} s")
    print(f"night 2 / night 1: wall {two['wall'] / one['wall']:.0%}, CPU {two['cpu'] / one['cpu']:.0%}")
    print(f"a full run of night 2's input: wall {full['wall']:.1f} s; same published bytes: {same}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
