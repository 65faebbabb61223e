"""The version of the detection's word lists: a digest of what they hold.

The word lists and locale tables detection reads live in one place, this package and the
built files beside it (``deid/data/``: name ranks, place words, nicknames, drug words). A
change to any of them changes what is detected, so every run manifest records their digest
(``lexicon_digest``) beside the engine's version: two runs with the same digest read the same
words. The surrogate pools have their own version (``deid.surrogates.pools_version``).
The builders (``build_*.py``) and the data's README are not read at run time and are left out.
"""
from __future__ import annotations

import functools
import hashlib
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
DATA = PACKAGE.parent / "data"


def _files(package: Path, data: Path):
    lists = [p for p in package.glob("*.py") if not p.name.startswith("build_")]
    built = [p for p in data.iterdir() if p.is_file() and p.name != "README.md"] if data.is_dir() else []
    return sorted((f"{p.parent.name}/{p.name}", p) for p in lists + built)


def digest_of(package: Path = PACKAGE, data: Path = DATA) -> str:
    """SHA-256 (first 16 hex characters) over the word lists' files, names and bytes, in a fixed order."""
    digest = hashlib.sha256()
    for name, path in _files(package, data):
        digest.update(name.encode("utf-8") + b"\0")
        with open(path, "rb") as handle:  # by the megabyte: the largest file is 22 MB
            for block in iter(lambda: handle.read(1 << 20), b""):
                digest.update(block)
        digest.update(b"\0")
    return digest.hexdigest()[:16]


@functools.lru_cache(maxsize=1)
def lexicon_digest() -> str:
    """This installation's digest (computed once per process: about 30 MB read, some 60 ms)."""
    return digest_of()
