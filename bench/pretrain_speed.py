"""Pretraining throughput: tokens/second of `deid pretrain` for a preset on a synthetic corpus.

    python bench/pretrain_speed.py [--preset tiny] [--steps 50] [--seq-len 128] [--threads 1]

Builds a small corpus (fixture format) from `deid synth` notes, trains --steps
steps (the first few are warm-up, not timed separately), and prints the
trainer's tokens/second, device and precision. On a GPU it runs with mixed
precision and torch.compile (the trainer's auto settings).
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO), str(REPO / "tests")]

from deid.synth import write_dataset  # noqa: E402
from fixtures.mlm_corpus import write_corpus  # noqa: E402
from deid.models.pretrain.presets import load_preset  # noqa: E402
from deid.models.pretrain.trainer import PretrainConfig, train  # noqa: E402


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--preset", default="tiny")
    parser.add_argument("--steps", type=int, default=50)
    parser.add_argument("--seq-len", type=int, default=128)
    parser.add_argument("--notes", type=int, default=300)
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as work:
        write_dataset(work, args.notes, 1, ["nl_BE"])
        texts = [json.loads(line)["text"] for line in open(Path(work) / "notes.jsonl", encoding="utf-8")]
        corpus = write_corpus(Path(work) / "corpus", texts, texts[-10:], seq_len=args.seq_len, vocab_size=2000)
        metrics = train(PretrainConfig(str(corpus), str(Path(work) / "model"), load_preset(args.preset),
                                       max_steps=args.steps, num_threads=args.threads, log_every=args.steps))
    print(f"preset={metrics['preset']['name']} parameters={metrics['parameters']} steps={metrics['steps']} "
          f"seq_len={args.seq_len} batch={metrics['preset']['schedule']['batch_size']} device={metrics['device']} "
          f"precision={metrics['precision']} compiled={metrics['compiled']} threads={args.threads} "
          f"tokens_per_second={metrics['tokens_per_second']:.0f}")


if __name__ == "__main__":
    main()
