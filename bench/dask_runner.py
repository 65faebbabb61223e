"""Why `deid run` does not run on Beam's DaskRunner (Beam 2.77 and 2.78), shown on two small pipelines.

    pip install 'dask[distributed]>=2024.4.2' && python bench/dask_runner.py

Issue 16 asks for the same pipeline on a ``dask.distributed`` cluster with byte-identical output.
Beam 2.77's DaskRunner cannot give it, nor can 2.78's (the latest release, which keeps both causes
unchanged), for two reasons this script demonstrates on a ``LocalCluster`` with 2 worker processes
(it prints what each pipeline produced; it asserts nothing):

1. **Only the last transform's branch runs.** ``DaskRunner.run_pipeline`` computes
   ``list(dask_visitor.bags.values())[-1]``, "the last value, which should be connected to the
   full Bag Task Graph": a transform on no path to the last one applied is never executed, and
   nothing says so. A job with several outputs (our notes, dead letters, manifest, progress) loses
   all but one branch, silently: exactly what the engine's contract forbids (records in = records
   out + dead letters).
2. **A multi-output ParDo sends every output to every tag.** The runner's ``ParDo`` gives the
   DoFn one receiver (``OneReceiver``) for the main output and every ``TaggedOutput``, so the
   dead letters of a step flow on as if they were notes.

What would make the engine run there: (2) alone can be worked around (each tag taken from one
tagged stream by a ``FlatMap``; tried here and it works), (1) cannot from our side: every sink
would have to feed one final transform, and the side inputs such a join needs then fail in the
runner too (``TypeError: object of type 'AsList' has no len()`` in ``CombineGlobally``'s default
injection). The portable path (job service + LOOPBACK, ``tests/pipelines/test_deidentify.py``)
and Flink/Dataflow stay the ways to run distributed.
"""
from __future__ import annotations

import os
import sys
import tempfile


def _write(value, path):
    with open(path, "a", encoding="utf-8") as handle:
        handle.write(f"{value}\n")


def main() -> int:
    try:
        import apache_beam as beam
        from apache_beam.options.pipeline_options import PipelineOptions
        from apache_beam.runners.dask.dask_runner import DaskRunner
        import distributed  # noqa: F401
    except ImportError:
        print("dask.distributed is not installed: pip install 'dask[distributed]>=2024.4.2'")
        return 2

    class Split(beam.DoFn):
        """A main output (even numbers) and a tagged one (odd numbers)."""

        def process(self, x):
            yield x if x % 2 == 0 else beam.pvalue.TaggedOutput("odd", x)

    with tempfile.TemporaryDirectory() as tmp:
        a, b = os.path.join(tmp, "a.txt"), os.path.join(tmp, "b.txt")
        with beam.Pipeline(runner=DaskRunner(), options=PipelineOptions([])) as p:
            (p | "A" >> beam.Create([1, 2]) | "CountA" >> beam.combiners.Count.Globally() | "WriteA" >> beam.Map(_write, a))
            (p | "B" >> beam.Create([3, 4, 5]) | "CountB" >> beam.combiners.Count.Globally() | "WriteB" >> beam.Map(_write, b))
        print("1. two independent branches, each counting its elements and writing the count:")
        for name, path, expected in (("A", a, 2), ("B", b, 3)):
            got = open(path).read().strip() if os.path.exists(path) else "(never ran)"
            print(f"   branch {name}: expected {expected}, got {got}")

        even = os.path.join(tmp, "outputs.txt")
        with beam.Pipeline(runner=DaskRunner(), options=PipelineOptions([])) as p:
            parts = p | beam.Create([1, 2, 3, 4]) | beam.ParDo(Split()).with_outputs("odd", main="even")
            merged = (parts.even | "E" >> beam.Map(lambda x: ("even", x)),
                      parts.odd | "O" >> beam.Map(lambda x: ("odd", x))) | beam.Flatten()
            merged | beam.Map(_write, even)
        print("2. a ParDo with a main output (even numbers) and a tagged one (odd numbers):")
        lines = sorted(open(even).read().split("\n")) if os.path.exists(even) else []
        print("   " + ", ".join(line for line in lines if line) + "  (expected: each number once, under its own tag)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
