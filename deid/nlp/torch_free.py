"""Import spaCy, thinc and Beam's inference module without torch when no model of the run needs it.

    with without_torch():                                   # Beam's RunInference, torch left out
        from apache_beam.ml.inference.base import RunInference
    with without_torch(needed=needs_torch(model_dir)):      # spaCy for a pipeline of numpy layers
        import spacy

Beam's inference module imports torch for its GPU model manager (``ModelManager``, which Beam
imports again where it is used, and our model handlers do not use it), and thinc imports it to offer
torch layers: together 1.6 s of a worker's start-up and about 190 MB of its memory, measured here,
for NER pipelines whose layers are numpy CNNs (``models/artifacts/ner``). Inside the block an
``import torch`` raises ImportError, which both libraries catch: they go on without it. Outside it
torch imports as usual (masked-LM pretraining, the leakage attacks, a fallback model).

thinc decides once per process whether torch is there, when it is first imported: a pipeline with
torch layers (``bilstm``, ``transformer`` configs) then needs torch before thinc's first import,
so ``needs_torch`` reads a pipeline's config before spaCy is imported, and ``require_torch`` says
clearly when a process that imported thinc without torch is asked for such a pipeline.
"""
from __future__ import annotations

import contextlib
import sys
from pathlib import Path
from typing import Iterator

_TORCH = "torch"


def needs_torch(name_or_path: str) -> bool:
    """Whether the spaCy pipeline at ``name_or_path`` may hold torch layers: its config names torch
    ("spacy.TorchBiLSTMEncoder.v1", "deid.TorchTransformerEncoder.v1", a "pytorch" allocator).
    A package name or a folder without a config may: assumed so."""
    config = Path(name_or_path) / "config.cfg"
    if not config.is_file():
        return True
    return _TORCH in config.read_text(encoding="utf-8").lower()


@contextlib.contextmanager
def without_torch(needed: bool = False) -> Iterator[None]:
    """Run the block's imports with torch hidden, unless it is ``needed`` or already imported."""
    if needed or _TORCH in sys.modules:
        yield
        return
    sys.modules[_TORCH] = None  # type: ignore[assignment]  (Python's marker: "import torch" fails)
    try:
        yield
    finally:
        if _TORCH in sys.modules and sys.modules[_TORCH] is None:
            del sys.modules[_TORCH]


def require_torch(what: str) -> None:
    """Raise if thinc was imported without torch in this process while ``what`` needs its layers."""
    compat = sys.modules.get("thinc.compat")
    if compat is not None and not getattr(compat, "has_torch", True):
        raise RuntimeError(f"{what} has torch layers, but this process imported spaCy without torch "
                           "for pipelines of numpy layers; load the pipelines with torch layers "
                           "in a process of their own, or first")
