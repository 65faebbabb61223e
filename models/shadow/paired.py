"""Two strategies' attacks on the same records, compared pair by pair (McNemar's exact test).

Within one run every strategy's attack judges the same balanced records (``experiment``), so
their decisions pair up. Only the discordant pairs tell the strategies apart: ``only_a``
records that strategy A's attack got right and B's wrong, ``only_b`` the reverse. Under "the two
attacks are equally accurate" each discordant pair falls either way with probability 1/2; the
two-sided p-value is twice the binomial tail of the smaller count (at most 1). Runs pool by
adding their pairs: each run pairs its own records.

The accuracy difference A - B is (only_a - only_b) / pairs. A strategy that protects better
than the baseline has a negative difference (the attack is right less often) and a small p.
"""
from __future__ import annotations

from dataclasses import dataclass
from math import comb
from typing import Sequence


@dataclass(frozen=True)
class PairedDifference:
    pairs: int
    only_a: int
    only_b: int

    @property
    def difference(self) -> float:
        """Accuracy of A minus accuracy of B."""
        return (self.only_a - self.only_b) / self.pairs if self.pairs else 0.0

    @property
    def p_value(self) -> float:
        """McNemar's exact two-sided p-value."""
        n = self.only_a + self.only_b
        if n == 0:
            return 1.0
        tail = sum(comb(n, k) for k in range(min(self.only_a, self.only_b) + 1))
        return min(1.0, 2 * tail / 2 ** n)  # big integers: exact until the last division

    def __add__(self, other: "PairedDifference") -> "PairedDifference":
        return PairedDifference(self.pairs + other.pairs, self.only_a + other.only_a, self.only_b + other.only_b)

    def as_dict(self) -> dict:
        return {"difference": round(self.difference, 4), "p_value": round(self.p_value, 4), "pairs": self.pairs,
                "only_a": self.only_a, "only_b": self.only_b}


def compare(right_a: Sequence[bool], right_b: Sequence[bool]) -> PairedDifference:
    """A's and B's right/wrong decisions on the same records, in the same order."""
    if len(right_a) != len(right_b):
        raise ValueError("paired decisions: one of each strategy per record")
    only_a = sum(1 for a, b in zip(right_a, right_b) if a and not b)
    only_b = sum(1 for a, b in zip(right_a, right_b) if b and not a)
    return PairedDifference(len(right_a), only_a, only_b)
