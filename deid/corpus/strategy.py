"""Vocabulary selection strategies: rules applied in order, written ``rule=N+rule=N``.

Rules (Yoon et al.; MedRoBERTa.nl):

- ``min-freq=N``: keep words seen at least N times in the corpus;
- ``intersection=S``: keep words that occur in at least S distinct sources;
- ``mutual-information=N``: keep the N words with the highest mutual
  information with the labels (``deid.corpus.mutual_information``);
- ``cap=N``: keep the N most frequent words (a size cap).

A strategy applies its rules left to right, each to what the previous ones
kept, so ``min-freq=5+intersection=3+cap=30000`` is "seen 5 times, in 3
sources, then the 30,000 most frequent of those". The report counts, per
rule, the words it removed. Ties in the ranking rules are broken by the word
(the larger word, in code point order, wins), so selection is deterministic.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, List, Mapping, Set, Tuple

from deid.corpus.counts import WordStats

FILTERS = ("min-freq", "intersection")
RANKINGS = ("mutual-information", "cap")
RULES = FILTERS + RANKINGS
DEFAULT_STRATEGY = "min-freq=5+cap=50000"


@dataclass(frozen=True)
class Rule:
    name: str
    value: int

    def __post_init__(self) -> None:
        if self.name not in RULES:
            raise ValueError(f"unknown vocabulary rule {self.name!r}; expected one of {', '.join(RULES)}")
        if isinstance(self.value, bool) or not isinstance(self.value, int) or self.value < 1:
            raise ValueError(f"rule {self.name} needs a positive whole number")

    @property
    def is_filter(self) -> bool:
        return self.name in FILTERS

    def passes(self, stats: WordStats) -> bool:
        """For filters only."""
        if self.name == "min-freq":
            return stats.count >= self.value
        if self.name == "intersection":
            return stats.sources >= self.value
        raise ValueError(f"{self.name} is a ranking, not a filter")

    def rank_key(self, word: str, stats: WordStats, score: float) -> Tuple:
        """For rankings only: larger is better."""
        if self.name == "cap":
            return (stats.count, word)
        return (score, word)

    def __str__(self) -> str:
        return f"{self.name}={self.value}"


@dataclass(frozen=True)
class Strategy:
    rules: Tuple[Rule, ...]

    def __post_init__(self) -> None:
        if not self.rules:
            raise ValueError("a vocabulary strategy needs at least one rule")
        names = [rule.name for rule in self.rules]
        if len(set(names)) != len(names):
            raise ValueError("a vocabulary strategy names each rule at most once")

    @property
    def uses_mutual_information(self) -> bool:
        return any(rule.name == "mutual-information" for rule in self.rules)

    def __str__(self) -> str:
        return "+".join(str(rule) for rule in self.rules)


def parse_strategy(text: str) -> Strategy:
    rules = []
    for part in text.split("+"):
        name, sep, value = part.strip().partition("=")
        if not sep:
            raise ValueError(f"vocabulary rule {part.strip()!r} is not written name=N")
        try:
            number = int(value.strip())
        except ValueError:
            raise ValueError(f"rule {name.strip()} needs a whole number") from None
        rules.append(Rule(name.strip(), number))
    return Strategy(tuple(rules))


def select(stats: Mapping[str, WordStats], scores: Mapping[str, float],
           strategy: Strategy) -> Tuple[Set[str], List[int]]:
    """Reference selection in one process: (kept words, words removed by each rule)."""
    kept = set(stats)
    removed: List[int] = []
    for rule in strategy.rules:
        if rule.is_filter:
            survivors = {word for word in kept if rule.passes(stats[word])}
        else:
            ranked = sorted(kept, key=lambda w: rule.rank_key(w, stats[w], scores.get(w, 0.0)), reverse=True)
            survivors = set(ranked[: rule.value])
        removed.append(len(kept) - len(survivors))
        kept = survivors
    return kept, removed


def coverage(stats: Mapping[str, WordStats], kept: Set[str]) -> Dict[str, float]:
    """Vocabulary size, share of running words covered, and out-of-vocabulary rate by word type."""
    tokens = sum(s.count for s in stats.values())
    covered = sum(stats[w].count for w in kept)
    return {
        "vocabulary_size": len(kept),
        "token_coverage": covered / tokens if tokens else 0.0,
        "oov_type_rate": 1 - len(kept) / len(stats) if stats else 0.0,
    }
