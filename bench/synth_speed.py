"""Throughput of the synthetic data generator: prints notes/second and the time for 100,000 notes.

    python bench/synth_speed.py [--notes 100000] [--seed 1]
"""
import argparse
import os
import tempfile
import time

from deid.synth import write_dataset


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--notes", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as out:
        start = time.perf_counter()
        stats = write_dataset(out, args.notes, args.seed)
        elapsed = time.perf_counter() - start
        size = sum(os.path.getsize(os.path.join(out, f)) for f in os.listdir(out))
    print(f"notes={stats['notes']} patients={stats['patients']} registry_rows={stats['registry_rows']} spans={stats['spans']}")
    print(f"seconds={elapsed:.1f} notes_per_second={stats['notes'] / elapsed:.0f} "
          f"seconds_per_100k={100_000 * elapsed / max(stats['notes'], 1):.1f} output_mb={size / 1e6:.1f}")


if __name__ == "__main__":
    main()
