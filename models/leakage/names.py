"""What a predicted or generated word is: a real person's name, a surrogate, name-like, or other.

- real: a word of a first or last name in the registry (the people we must not leak);
- surrogate: a word that the de-identified corpus wrote in place of a NAME
  (expected of a model trained on a corpus pseudonymized with surrogates);
- name_like: in the name lexicon (first names and surnames of every locale's
  faker pools, the ones surrogates and synthetic data are drawn from) but
  neither of the above: possibly a real name that escaped both detection and
  the registry;
- other.

A word that is both real and surrogate counts as ``surrogate`` (the model saw
it as a surrogate; predicting it is no evidence of a leak) and is counted
apart as ``ambiguous`` in the reports. Real names are never written in clear:
``NameHasher`` gives a keyed hash (HMAC-SHA256) of the folded word.
"""
from __future__ import annotations

import hashlib
import hmac
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import FrozenSet, Iterable

from deid.lexicon.pools.people import HONORIFICS, PARTICLES, first_names, honorific_key, surnames
from deid.surrogates.shape import fold

CLASSES = ("real", "surrogate", "name_like", "other")
LEXICON_REGIONS = ("BE", "nl_NL", "fr_FR", "en_GB", "en_US", "de_DE", "de_LU", "es_ES", "it_IT")
MIN_NAME_CHARS = 2
_TAG = re.compile(r"\[[A-Z_]+\]|[A-Z_]{3,}")  # [NAME] or PERSON: what --replace tags writes
_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")


def name_words(text: str) -> FrozenSet[str]:
    """The folded words of a name that can identify: no particles, honorifics or single letters."""
    return frozenset(
        w for w in (fold(m.group()) for m in _WORD.finditer(text or ""))
        if len(w) >= MIN_NAME_CHARS and w not in PARTICLES and honorific_key(w) not in HONORIFICS
    )


def token_word(token: str) -> str:
    """A predicted token as a folded word ('' if it is not a word): BPE space markers and spaces dropped."""
    text = token.replace("Ġ", " ").replace("▁", " ").strip()
    return fold(text) if _WORD.fullmatch(text) and len(text) >= MIN_NAME_CHARS else ""


@lru_cache(maxsize=1)
def lexicon() -> FrozenSet[str]:
    words = set()
    for region in LEXICON_REGIONS:
        for gender in ("F", "M"):
            for name in first_names(region, gender):
                words |= name_words(name)
        for particle in (False, True):
            for name in surnames(region, particle):
                words |= name_words(name)
    return frozenset(words)


@dataclass(frozen=True)
class NameIndex:
    real: FrozenSet[str]
    surrogate: FrozenSet[str]
    lexicon: FrozenSet[str]

    @classmethod
    def build(cls, registry_names: Iterable[str], surrogate_names: Iterable[str] = (),
              lexicon_words: Iterable[str] = None) -> "NameIndex":
        real = frozenset().union(*(name_words(n) for n in registry_names))
        surrogate = frozenset().union(*(name_words(n) for n in surrogate_names if not _TAG.fullmatch(n.strip())))
        return cls(real, surrogate, lexicon() if lexicon_words is None else frozenset(map(fold, lexicon_words)))

    def classify(self, token: str) -> str:
        word = token_word(token)
        if not word:
            return "other"
        if word in self.surrogate:
            return "surrogate"
        if word in self.real:
            return "real"
        if word in self.lexicon:
            return "name_like"
        return "other"

    def ambiguous(self, token: str) -> bool:
        word = token_word(token)
        return bool(word) and word in self.surrogate and word in self.real


@dataclass(frozen=True)
class NameHasher:
    """Keyed hash of a name word, so that reports can count and compare names without showing them."""

    key: bytes

    def __post_init__(self) -> None:
        if len(self.key) < 16:
            raise ValueError("the hashing key must be at least 16 bytes long")

    def __repr__(self) -> str:
        return "NameHasher(key=<hidden>)"

    def __call__(self, text: str) -> str:
        digest = hmac.new(self.key, fold(text.replace("Ġ", " ").strip()).encode("utf-8"), hashlib.sha256)
        return "#" + digest.hexdigest()[:12]
