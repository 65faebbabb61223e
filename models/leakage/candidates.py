"""The candidate names of the membership and generation tests (Nakamura et al.).

Positives: people of the registry whose surname occurs in the raw training
notes. Negatives, drawn from the same name distribution (the first-name and
surname pools of the notes' regions) and occurring nowhere in the notes or
the registry: easy ones share neither first nor last name with a positive,
hard ones share exactly one of the two. As many of each kind as positives.
"""
from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass
from typing import Iterable, List, Sequence, Set, Tuple

from deid.lexicon.pools.people import first_names, region, surnames
from deid.models.leakage.names import name_words

KINDS = ("positive", "easy", "hard")


@dataclass(frozen=True)
class Candidate:
    candidate_id: str
    first: str
    last: str
    kind: str

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"candidate kind must be one of {', '.join(KINDS)}")

    @property
    def full_name(self) -> str:
        return f"{self.first} {self.last}"

    @property
    def words(self) -> frozenset:
        return name_words(self.first) | name_words(self.last)


def name_pools(locales: Iterable[str]) -> Tuple[Tuple[str, ...], Tuple[str, ...]]:
    regions = sorted({region(loc) for loc in locales})
    firsts = tuple(n for r in regions for g in ("F", "M") for n in first_names(r, g))
    lasts = tuple(n for r in regions for n in surnames(r, False))
    return firsts, lasts


def _candidate_id(first: str, last: str, kind: str, seed: int) -> str:
    return "c" + hashlib.sha256(f"{seed}|{kind}|{first}|{last}".encode("utf-8")).hexdigest()[:10]


def build_candidates(
    people: Iterable[Tuple[str, str]],
    raw_words: Set[str],
    firsts: Sequence[str],
    lasts: Sequence[str],
    max_positives: int,
    seed: int,
) -> List[Candidate]:
    """``people``: (first, last) of every registry row; ``raw_words``: folded words of the raw notes."""
    people = [(f.strip(), l.strip()) for f, l in people if f and l and f.strip() and l.strip()]
    registry_words = set().union(*(name_words(f) | name_words(l) for f, l in people)) if people else set()
    seen, positives = set(), []
    for first, last in people:
        key = (frozenset(name_words(first)), frozenset(name_words(last)))
        if key in seen or not key[0] or not key[1] or not key[1] <= raw_words:
            continue
        seen.add(key)
        positives.append((first, last))
    rng = random.Random(seed)
    rng.shuffle(positives)
    positives = positives[:max_positives]
    taken = registry_words | raw_words

    def fresh(pool: Sequence[str], used: Set[str]) -> str:
        for _ in range(10_000):
            name = rng.choice(pool)
            words = name_words(name)
            if words and not words & taken and not words & used:
                used |= words
                return name
        raise ValueError("the name pools hold too few names unseen in the notes and registry")

    used: Set[str] = set()
    out = [Candidate(_candidate_id(f, l, "positive", seed), f, l, "positive") for f, l in positives]
    for first, last in positives:
        out.append(Candidate("", fresh(firsts, used), fresh(lasts, used), "easy"))
    for i, (first, last) in enumerate(positives):
        if i % 2:
            out.append(Candidate("", first, fresh(lasts, used), "hard"))
        else:
            out.append(Candidate("", fresh(firsts, used), last, "hard"))
    return [c if c.candidate_id else Candidate(_candidate_id(c.first, c.last, c.kind, seed), c.first, c.last, c.kind)
            for c in out]
