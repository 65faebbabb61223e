"""Deterministic randomness derived from the secret key: the whole of "consistency without shared state".

Every surrogate is drawn from a ``random.Random`` seeded with
HMAC(key, namespace, patient id, label, canonical form, attempt). The same key
and the same canonical form give the same surrogate on any worker, in any
order of notes and on every nightly run, with no mapping table to keep in sync.
The namespace carries a version, so that a change of drawing algorithm gets a
new name (the spaCy lesson) instead of silently changing old surrogates.
"""
from __future__ import annotations

import random

from deid.keys import SurrogateKey

NAMESPACE = "deid.surrogates.v1"


class KeyedDraw:
    __slots__ = ("_key",)

    def __init__(self, key: SurrogateKey) -> None:
        self._key = key

    def seed(self, *parts: str) -> int:
        return int.from_bytes(self._key.digest(NAMESPACE, *parts)[:16], "big")

    def rng(self, *parts: str) -> random.Random:
        """A generator seeded by the parts; seeding costs a few microseconds."""
        return random.Random(self.seed(*parts))

    def pseudonym(self, namespace: str, value: str, length: int = 20) -> str:
        return self._key.pseudonym(namespace, value, length)
