"""Masked-LM pretraining: ``deid pretrain`` / ``python -m deid.pipelines.pretrain``.

    CORPUS_DIR (deid corpus) ─ shards/train ─ dynamic masking ─ AdamW ─┬─ MODEL_DIR/model.safetensors, config.json
                               shards/heldout ─ held-out loss, accuracy ┴─ tokenizer, pretrain_metrics.json, checkpoints/

Not a Beam job: one process trains on one device (the GPU when one is
there). ``run(argv)`` validates everything it can (corpus files, preset,
device) before it builds a model, trains, and returns the metrics.
"""
from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path
from typing import Dict, Optional, Sequence

from deid.models.pretrain.presets import PRESETS, available, load_preset
from deid.models.pretrain.trainer import DEVICES, PRECISIONS, SWITCHES, PretrainConfig
from deid.command_line import parse_strictly, run_command

_LOG = logging.getLogger(__name__)
_DEVICE_FLAGS = {"auto": "auto", "cpu": "cpu", "gpu": "cuda", "cuda": "cuda"}


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="deid pretrain", description="Pretrain a RoBERTa-style masked LM on the "
                                "corpus of `deid corpus`; writes a Hugging Face model folder.")
    p.add_argument("--corpus", required=True, help="CORPUS_DIR written by `deid corpus`")
    p.add_argument("--output", required=True, help="MODEL_DIR to write")
    p.add_argument("--preset", default="tiny", help=f"model size and schedule: {', '.join(PRESETS)} "
                   f"(newest version) or a versioned name ({', '.join(available())})")
    p.add_argument("--max-steps", dest="max_steps", type=int, default=None,
                   help="optimizer steps (default: the preset's)")
    p.add_argument("--resume", action="store_true", help="continue from the newest checkpoint in MODEL_DIR")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--device", default="auto", choices=sorted(_DEVICE_FLAGS),
                   help="auto: the GPU when torch sees one, else the CPU")
    p.add_argument("--precision", default="auto", choices=PRECISIONS, help="auto: bf16/fp16 on a GPU, fp32 on a CPU")
    p.add_argument("--compile", default="auto", choices=SWITCHES, help="torch.compile (auto: on a GPU only)")
    p.add_argument("--num-threads", dest="num_threads", type=int, default=0, help="CPU threads (0: torch's default)")
    p.add_argument("--log-every", dest="log_every", type=int, default=50)
    return p


def config_from_args(args: argparse.Namespace) -> PretrainConfig:
    corpus = Path(args.corpus)
    for needed in ("manifest.json", "tokenizer.json"):
        if not (corpus / needed).exists():
            raise ValueError(f"--corpus: {corpus / needed} is missing (is it a `deid corpus` output?)")
    if not any((corpus / "shards" / "train").glob("part-*.parquet")):
        raise ValueError(f"--corpus: no shards under {corpus / 'shards' / 'train'}")
    preset = load_preset(args.preset)
    if args.max_steps is not None and args.max_steps < 1:
        raise ValueError("--max-steps must be positive")
    output = Path(args.output)
    if (output / "checkpoints").exists() and not args.resume:
        raise ValueError(f"--output {output} holds checkpoints of an earlier run: pass --resume, or another folder")
    assert set(_DEVICE_FLAGS.values()) <= set(DEVICES)
    return PretrainConfig(
        corpus=str(corpus), output=str(output), preset=preset,
        max_steps=args.max_steps or preset.schedule.max_steps, seed=args.seed,
        device=_DEVICE_FLAGS[args.device], resume=args.resume, compile=args.compile,
        precision=args.precision, num_threads=args.num_threads, log_every=args.log_every,
    )


def run(argv: Optional[Sequence[str]] = None) -> Dict:
    """Train; return the metrics (also in MODEL_DIR/pretrain_metrics.json)."""
    from deid.models.pretrain.trainer import train

    config = config_from_args(parse_strictly(parser(), argv))
    return train(config)


def summary(metrics: Dict, output: str) -> str:
    final = metrics["final"] or {}
    lines = [
        f"pretrained {metrics['preset']['name']} ({metrics['parameters']:,} parameters) for {metrics['steps']} steps, "
        f"{metrics['tokens_seen']:,} tokens, on {metrics['device']} ({metrics['precision']}"
        f"{', compiled' if metrics['compiled'] else ''}): {metrics['tokens_per_second']:,.0f} tokens/s",
        f"  held-out MLM loss {final.get('heldout_loss', float('nan')):.3f}, "
        f"accuracy {final.get('heldout_accuracy', float('nan')):.3f}" if final else "  no held-out split: not evaluated",
        f"  model:     {output} (AutoModelForMaskedLM / AutoTokenizer)",
    ]
    if metrics["resumed_from"]:
        lines.append(f"  resumed from {metrics['resumed_from']}")
    return "\n".join(lines)


def main(argv: Optional[Sequence[str]] = None) -> int:
    return run_command("deid pretrain", argv, run,
                       lambda metrics, args: summary(metrics, parser().parse_args(args).output))


if __name__ == "__main__":
    sys.exit(main())
