"""Throughput of the whole `deid run` job on synthetic notes, in-process and with 2 workers.

    python bench/pipeline_throughput.py --notes 2000 [--replace surrogates|tags] [--detectors registry,pattern,names,ner]

Prints notes per second, characters per second and peak memory (max RSS of
the driver and of its worker processes) for each way of running. Each mode
runs in a fresh child process so its memory is its own; the time includes the
pipeline's start-up, as a nightly job would see it.
"""
from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

MODES = {
    "in-process": ["--runner", "DirectRunner"],
    "2 workers": ["--runner", "DirectRunner", "--direct_running_mode=multi_processing", "--direct_num_workers=2"],
}


def _child(args) -> None:
    from deid.pipelines.deidentify import run

    start = time.perf_counter()
    manifest = run(args.argv)
    elapsed = time.perf_counter() - start
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    print(json.dumps({"seconds": elapsed, "notes": manifest["counts"]["notes_out"],
                      "peak_rss_mb": max(own, children) / 1024}))


def main() -> None:
    from deid.detect.catalog import DEFAULT_DETECTORS

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--notes", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=4242)
    parser.add_argument("--replace", default="surrogates", choices=("surrogates", "tags"))
    parser.add_argument("--detectors", default=",".join(DEFAULT_DETECTORS))
    parser.add_argument("--child", nargs=argparse.REMAINDER, dest="argv")
    args = parser.parse_args()
    if args.argv is not None:
        _child(args)
        return

    from deid.synth import write_dataset

    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "data"
        write_dataset(str(data), args.notes, args.seed, ["nl_BE", "fr_BE", "nl_NL", "fr_FR", "en_GB",
                                                         "de_DE", "de_LU", "es_ES", "it_IT"])
        chars = sum(len(json.loads(line)["text"]) for line in open(data / "notes.jsonl", encoding="utf-8"))
        print(f"{args.notes} synthetic notes, {chars} characters, replace={args.replace}, "
              f"detectors={args.detectors}")
        for mode, flags in MODES.items():
            argv = ["--notes", str(data / "notes.jsonl"), "--registry", str(data / "registry.csv"),
                    "--output", str(Path(tmp) / mode.replace(" ", "_")), "--replace", args.replace,
                    "--demo-key", "--detectors", args.detectors, *flags]
            out = subprocess.run([sys.executable, __file__, "--child", *argv], check=True,
                                 capture_output=True, text=True).stdout.strip().splitlines()[-1]
            result = json.loads(out)
            print(f"{mode:>10}: {result['notes'] / result['seconds']:8.1f} notes/s  "
                  f"{chars / result['seconds']:10.0f} chars/s  {result['seconds']:6.1f} s  "
                  f"peak RSS {result['peak_rss_mb']:.0f} MB")


if __name__ == "__main__":
    main()
