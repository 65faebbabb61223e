"""Per-word counts of a corpus, as mergeable accumulators.

For every word: corpus frequency, capitalized frequency, document frequency,
the distinct ``source`` values it occurs in, and, for notes with labels, how
many labelled documents of each (task, class) contain it: the counts behind
mutual information. A note contributes one :data:`NoteWord` per distinct word;
:class:`WordAccumulator` sums them, so a Beam combiner can merge partial
counts in any order and get the same result.

Missing fields follow the contract: a note without ``source`` counts as
source ``"unknown"``; a note without (valid) ``labels`` does not take part in
mutual information.
"""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from typing import Dict, Iterable, List, Mapping, Optional, Tuple

from deid.corpus.words import words_with_case

UNKNOWN_SOURCE = "unknown"

Label = Tuple[str, str]  # (task, class)
# What one note contributes to one word: (count, capitalized count, source, labels).
NoteWord = Tuple[int, int, str, Tuple[Label, ...]]


def source_of(value: Optional[str]) -> str:
    return value if isinstance(value, str) and value.strip() else UNKNOWN_SOURCE


def parse_labels(value) -> Optional[Tuple[Label, ...]]:
    """The ``labels`` field (a JSON object as text, as ``--keep-fields labels`` carries it, or a dict).

    Returns sorted (task, class) pairs, ``()`` where the note has no labels,
    and ``None`` where the field is present but not a JSON object of scalars.
    """
    if value is None or value == "":
        return ()
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except ValueError:
            return None
    if not isinstance(value, Mapping):
        return None
    pairs = []
    for task, cls in value.items():
        if cls is None:
            continue
        if isinstance(cls, (dict, list)):
            return None
        pairs.append((str(task), cls if isinstance(cls, str) else json.dumps(cls)))
    return tuple(sorted(pairs))


def note_words(text: str, source: str, labels: Tuple[Label, ...]) -> List[Tuple[str, NoteWord]]:
    """One (word, contribution) per distinct word of the note, in first-occurrence order."""
    counts: Counter = Counter()
    capitalized: Counter = Counter()
    for word, cap in words_with_case(text):
        counts[word] += 1
        if cap:
            capitalized[word] += 1
    return [(word, (n, capitalized[word], source, labels)) for word, n in counts.items()]


@dataclass(frozen=True)
class WordStats:
    count: int
    capitalized: int
    docs: int
    sources: int
    # ((task, class), labelled documents of that class containing the word), sorted.
    label_docs: Tuple[Tuple[Label, int], ...] = ()

    @property
    def capitalized_share(self) -> float:
        return self.capitalized / self.count if self.count else 0.0


class WordAccumulator:
    """Mutable running sums for one word; ``merge`` is associative and commutative."""

    __slots__ = ("count", "capitalized", "docs", "sources", "label_docs")

    def __init__(self) -> None:
        self.count = 0
        self.capitalized = 0
        self.docs = 0
        self.sources: set = set()
        self.label_docs: Dict[Label, int] = {}

    def add(self, item: NoteWord) -> "WordAccumulator":
        count, capitalized, source, labels = item
        self.count += count
        self.capitalized += capitalized
        self.docs += 1
        self.sources.add(source)
        for label in labels:
            self.label_docs[label] = self.label_docs.get(label, 0) + 1
        return self

    def merge(self, other: "WordAccumulator") -> "WordAccumulator":
        self.count += other.count
        self.capitalized += other.capitalized
        self.docs += other.docs
        self.sources |= other.sources
        for label, n in other.label_docs.items():
            self.label_docs[label] = self.label_docs.get(label, 0) + n
        return self

    def stats(self) -> WordStats:
        return WordStats(self.count, self.capitalized, self.docs, len(self.sources),
                         tuple(sorted(self.label_docs.items())))


def count_words(notes: Iterable[Tuple[str, str, Tuple[Label, ...]]]) -> Dict[str, WordStats]:
    """Reference (single-process) counting of (text, source, labels) notes; tests and small data."""
    accumulators: Dict[str, WordAccumulator] = {}
    for text, source, labels in notes:
        for word, item in note_words(text, source, labels):
            accumulators.setdefault(word, WordAccumulator()).add(item)
    return {word: acc.stats() for word, acc in accumulators.items()}
