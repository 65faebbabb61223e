"""Training checkpoints: ``MODEL_DIR/checkpoints/step-00000200/``, the newest ``keep`` kept.

A checkpoint holds the model, the optimizer, the schedule, the gradient
scaler, the random states and where the data stream stood, so that a resumed
run continues the same run rather than starting a new one.
"""
from __future__ import annotations

import json
import random
import shutil
from pathlib import Path
from typing import Dict, Optional

import torch

STATE_FILE = "trainer_state.json"
TENSORS_FILE = "training.pt"


def checkpoint_dir(output: Path, step: int) -> Path:
    return Path(output) / "checkpoints" / f"step-{step:08d}"


def latest(output: Path) -> Optional[Path]:
    found = sorted(p for p in (Path(output) / "checkpoints").glob("step-*") if (p / STATE_FILE).exists())
    return found[-1] if found else None


def save(output: Path, step: int, model, optimizer, scheduler, scaler, state: Dict, keep: int) -> Path:
    """Write the checkpoint of ``step`` (state file last, so a half-written one is never 'latest')."""
    target = checkpoint_dir(output, step)
    target.mkdir(parents=True, exist_ok=True)
    torch.save({
        "model": model.state_dict(),
        "optimizer": optimizer.state_dict(),
        "scheduler": scheduler.state_dict(),
        "scaler": scaler.state_dict() if scaler is not None else None,
        "torch_rng": torch.get_rng_state(),
        "cuda_rng": torch.cuda.get_rng_state_all() if torch.cuda.is_available() else None,
        "python_rng": random.getstate(),
    }, target / TENSORS_FILE)
    (target / STATE_FILE).write_text(json.dumps({"step": step, **state}, indent=1), encoding="utf-8")
    for old in sorted((Path(output) / "checkpoints").glob("step-*"))[:-keep]:
        shutil.rmtree(old, ignore_errors=True)
    return target


def load(path: Path, model, optimizer, scheduler, scaler) -> Dict:
    """Restore everything saved by ``save``; return the trainer state (step, data position, log)."""
    tensors = torch.load(Path(path) / TENSORS_FILE, map_location="cpu", weights_only=False)
    model.load_state_dict(tensors["model"])
    optimizer.load_state_dict(tensors["optimizer"])
    scheduler.load_state_dict(tensors["scheduler"])
    if scaler is not None and tensors["scaler"] is not None:
        scaler.load_state_dict(tensors["scaler"])
    torch.set_rng_state(tensors["torch_rng"])
    if tensors["cuda_rng"] is not None and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(tensors["cuda_rng"])
    random.setstate(tensors["python_rng"])
    return json.loads((Path(path) / STATE_FILE).read_text(encoding="utf-8"))
