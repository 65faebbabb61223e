"""Our NER models: architectures, training configs, training and default artifacts.

Light on import (no spaCy, no torch): the registry below only names files.
"""
from __future__ import annotations

from pathlib import Path
from typing import Dict, Optional

from deid.locales import LANGUAGES

CONFIG_DIR = Path(__file__).resolve().parent / "configs"
ARTIFACTS_DIR = Path(__file__).resolve().parent.parent / "artifacts" / "ner"

# The explicit registry of architectures: --arch name -> versioned training config.
ARCHITECTURES: Dict[str, str] = {
    # The default: a CNN token classifier over BILUO tags with lexicon features (see its header).
    "cnn-tagger": "cnn_tagger.v1.cfg",
    # spaCy's transition-based NER over a CNN: the first default, three times slower.
    "cnn": "cnn.v1.cfg",
    # The same smaller (w32 d2 h32): ~30% faster than cnn, fewer names found on hand-written notes.
    "cnn-fast": "cnn.v2.cfg",
    "bilstm": "bilstm.v1.cfg",
    "transformer": "transformer.v1.cfg",
}
DEFAULT_ARCHITECTURE = "cnn-tagger"

# Languages that get a default model (models/artifacts/ner/<lang>/): every registered locale's.
DEFAULT_LANGUAGES = LANGUAGES


def config_path(arch: str) -> Path:
    if arch not in ARCHITECTURES:
        raise ValueError(f"unknown NER architecture {arch!r}; expected one of {', '.join(ARCHITECTURES)}")
    return CONFIG_DIR / ARCHITECTURES[arch]


def default_model_path(language: str) -> Optional[Path]:
    """The shipped default pipeline of a language, if it has been built."""
    path = ARTIFACTS_DIR / language
    return path if (path / "config.cfg").is_file() else None
