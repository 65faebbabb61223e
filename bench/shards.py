"""Throughput of the corpus shards: tokens per second written by ``deid corpus`` and read by ShardDataset.

    python bench/shards.py [--notes 2000] [--seq-len 512] [--workdir /tmp/corpus_bench]

Makes a synthetic data set (``deid synth``), de-identifies it with tags
(``deid run --replace tags --keep-fields source,labels``), builds the corpus
(one process, FnApiRunner), then streams the train split with
``ShardDataset`` in this process. Prints figures; asserts nothing. The
loader target is 2 million tokens per second per process.
"""
from __future__ import annotations

import argparse
import os
import shutil
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--notes", type=int, default=2000)
    parser.add_argument("--seq-len", type=int, default=512)
    parser.add_argument("--workdir", default="/tmp/corpus_bench")
    parser.add_argument("--read-passes", type=int, default=5)
    args = parser.parse_args()

    from deid.synth import write_dataset
    from deid.models.data import ShardDataset
    from deid.pipelines.corpus import run as corpus_run
    from deid.pipelines.deidentify import run as deid_run

    shutil.rmtree(args.workdir, ignore_errors=True)
    synth, deid, corpus = (os.path.join(args.workdir, name) for name in ("synth", "deid", "corpus"))
    write_dataset(synth, args.notes, 0)
    deid_run(["--notes", f"{synth}/notes.jsonl", "--registry", f"{synth}/registry.csv", "--output", deid,
              "--replace", "tags", "--keep-fields", "source,labels"])

    began = time.perf_counter()
    manifest = corpus_run(["--input", f"{deid}/deidentified", "--registry", f"{synth}/registry.csv",
                           "--output", corpus, "--seq-len", str(args.seq_len)])
    written = time.perf_counter() - began
    tokens = manifest["tokens"] + manifest["padding_tokens"]
    print(f"notes {args.notes}: {manifest['sequences']} sequences, {tokens} ids "
          f"({manifest['padding_tokens']} padding), vocabulary {manifest['vocabulary']['words']} words, "
          f"tokenizer {manifest['tokenizer']['vocab_size']}")
    print(f"write (both passes, one process): {written:.1f} s, {tokens / written:,.0f} tokens/s")

    dataset = ShardDataset(corpus, "train")
    began = time.perf_counter()
    read = 0
    for _ in range(args.read_passes):
        for item in dataset:
            read += item["input_ids"].numel()
    seconds = time.perf_counter() - began
    print(f"read (ShardDataset, one process, {args.read_passes} passes): {read} ids in {seconds:.2f} s, "
          f"{read / seconds:,.0f} tokens/s (target 2,000,000)")


if __name__ == "__main__":
    main()
