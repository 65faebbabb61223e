"""Model sizes and training schedules by preset, read from versioned files in ``configs/``.

``tiny`` names the newest version (``tiny.v1`` now); a changed schedule gets a
new file (``tiny.v2``), so that a model's manifest says exactly what made it.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Dict, Tuple

CONFIG_DIR = Path(__file__).resolve().parent / "configs"
PRESETS = ("tiny", "small", "base")
_VERSIONED = re.compile(r"^(?P<name>[a-z]+)\.v(?P<version>\d+)$")


@dataclass(frozen=True)
class ModelShape:
    hidden_size: int
    num_hidden_layers: int
    num_attention_heads: int
    intermediate_size: int
    hidden_dropout_prob: float
    attention_probs_dropout_prob: float

    def __post_init__(self) -> None:
        if min(self.hidden_size, self.num_hidden_layers, self.num_attention_heads, self.intermediate_size) < 1:
            raise ValueError("model sizes must be positive")
        if self.hidden_size % self.num_attention_heads:
            raise ValueError("hidden_size must be a multiple of num_attention_heads")
        for p in (self.hidden_dropout_prob, self.attention_probs_dropout_prob):
            if not 0.0 <= p < 1.0:
                raise ValueError("dropout probabilities must lie in [0, 1)")


@dataclass(frozen=True)
class Schedule:
    batch_size: int
    grad_accum_steps: int
    learning_rate: float
    warmup_steps: int
    weight_decay: float
    max_steps: int
    mlm_probability: float
    eval_every: int
    eval_batches: int
    checkpoint_every: int
    keep_checkpoints: int

    def __post_init__(self) -> None:
        positive = ("batch_size", "grad_accum_steps", "max_steps", "eval_every", "eval_batches",
                    "checkpoint_every", "keep_checkpoints")
        bad = [name for name in positive if getattr(self, name) < 1]
        if bad:
            raise ValueError(f"must be positive: {', '.join(bad)}")
        if self.learning_rate <= 0 or self.warmup_steps < 0 or self.weight_decay < 0:
            raise ValueError("learning_rate must be > 0, warmup_steps and weight_decay >= 0")
        if not 0.0 < self.mlm_probability < 1.0:
            raise ValueError("mlm_probability must lie in (0, 1)")


@dataclass(frozen=True)
class Preset:
    name: str  # versioned, e.g. "tiny.v1"
    model: ModelShape
    schedule: Schedule

    def as_dict(self) -> Dict:
        return {"name": self.name, "model": _as_dict(self.model), "schedule": _as_dict(self.schedule)}


def _as_dict(obj) -> Dict:
    return {f.name: getattr(obj, f.name) for f in fields(obj)}


def available() -> Tuple[str, ...]:
    return tuple(sorted(path.stem for path in CONFIG_DIR.glob("*.v*.json")))


def resolve(name: str) -> str:
    """``tiny`` -> the newest ``tiny.vN``; a versioned name must exist as is."""
    versions = available()
    if name in versions:
        return name
    matching = [v for v in versions if _VERSIONED.match(v) and _VERSIONED.match(v)["name"] == name]
    if not matching:
        raise ValueError(f"unknown preset {name!r}; expected one of {', '.join(PRESETS)} or {', '.join(versions)}")
    return max(matching, key=lambda v: int(_VERSIONED.match(v)["version"]))


def _build(cls, values: Dict, where: str):
    names = {f.name for f in fields(cls)}
    unknown, missing = sorted(set(values) - names), sorted(names - set(values))
    if unknown or missing:
        raise ValueError(f"{where}: unknown keys {unknown}, missing keys {missing}")
    return cls(**values)


def load_preset(name: str) -> Preset:
    versioned = resolve(name)
    raw = json.loads((CONFIG_DIR / f"{versioned}.json").read_text(encoding="utf-8"))
    return Preset(
        name=versioned,
        model=_build(ModelShape, raw["model"], f"{versioned}.model"),
        schedule=_build(Schedule, raw["schedule"], f"{versioned}.schedule"),
    )
