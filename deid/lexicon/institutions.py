"""Names of healthcare institutions, as real registers list them (Dutch, from DEDUCE's lists).

    names = institution_names("nl")     # frozenset of names as written: "Alrijne", "Abrona Huis ter Heide"

Built by ``deid.lexicon.build_institutions`` into ``deid/data/institutions_nl.txt.gz``; loaded
once per process, lazily (41,332 names, about 4 MB). Other languages have no such register
here: their organizations are found by kind words and context
(``deid.detect.patterns.organizations``), and the bodies of social insurance of every language
by their names (``deid.lexicon.public_bodies``).
"""
from __future__ import annotations

import functools
import gzip
from pathlib import Path
from typing import FrozenSet

DATA = Path(__file__).resolve().parent.parent / "data"
FILES = {"nl": DATA / "institutions_nl.txt.gz"}
LANGUAGES = frozenset(FILES)


@functools.lru_cache(maxsize=None)
def institution_names(language: str) -> FrozenSet[str]:
    """The institution names of ``language``'s country lists; empty where there is none."""
    path = FILES.get(language)
    if path is None:
        return frozenset()
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        return frozenset(line.rstrip("\n") for line in handle if line.strip())
