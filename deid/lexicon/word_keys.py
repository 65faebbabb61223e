"""The 64-bit key a word is stored under in the shipped word tables (``deid/data/*.npz``).

BLAKE2b of the word's UTF-8 bytes, 8 bytes read as a signed little-endian integer: stable across
runs, machines and Python versions (Python's own ``hash`` is salted per process), and wide enough
that two words of a table never share a key (the builders check). The name ranks are keyed by
the folded word (``build_name_ranks``), the word frequencies by the word as wordfreq lists it
(``build_word_frequencies``).
"""
from __future__ import annotations

import hashlib


def word_key(word: str) -> int:
    """The table key of ``word``."""
    return int.from_bytes(hashlib.blake2b(word.encode("utf-8"), digest_size=8).digest(), "little", signed=True)
