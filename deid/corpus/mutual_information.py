"""Mutual information between a word's presence and a class, as in Yoon et al.

For a task t (e.g. ``diagnosis_group``), only documents labelled for t take
part. For a word w and a class c of t, two binary variables over those N
documents: X = "w occurs in the document", Y = "the document is of class c".
From the document counts n_xy = |X and Y|, n_x = |X|, n_y = |Y|:

    I(X;Y) = sum over x, y in {0,1} of p(x,y) log( p(x,y) / (p(x) p(y)) )

normalized by the class entropy H(Y) = -p log p - (1-p) log(1-p), p = n_y/N,
so that rare and frequent classes compare (the ratio does not depend on the
log base). A word's score is the maximum over all classes of all tasks; a
class that every or no document has (H(Y) = 0) scores 0.
"""
from __future__ import annotations

import math
from typing import Dict, Mapping

from deid.corpus.counts import Label, WordStats


def _term(n_joint: int, n_a: int, n_b: int, n: int) -> float:
    if n_joint == 0:
        return 0.0
    return (n_joint / n) * math.log(n_joint * n / (n_a * n_b))


def binary_entropy(n_y: int, n: int) -> float:
    if n_y in (0, n):
        return 0.0
    p = n_y / n
    return -p * math.log(p) - (1 - p) * math.log(1 - p)


def mutual_information(n_xy: int, n_x: int, n_y: int, n: int) -> float:
    """I(X;Y) in nats from document counts (see the module docstring)."""
    if n <= 0 or not (0 <= n_xy <= min(n_x, n_y)) or n_x > n or n_y > n:
        raise ValueError("inconsistent document counts")
    n_not_x, n_not_y = n - n_x, n - n_y
    return (
        _term(n_xy, n_x, n_y, n)
        + _term(n_x - n_xy, n_x, n_not_y, n)
        + _term(n_y - n_xy, n_not_x, n_y, n)
        + _term(n - n_x - n_y + n_xy, n_not_x, n_not_y, n)
    )


def normalized_mutual_information(n_xy: int, n_x: int, n_y: int, n: int) -> float:
    entropy = binary_entropy(n_y, n)
    return mutual_information(n_xy, n_x, n_y, n) / entropy if entropy else 0.0


def word_score(stats: WordStats, class_docs: Mapping[Label, int]) -> float:
    """max over (task, class) of normalized MI; ``class_docs`` counts labelled documents per (task, class)."""
    task_docs: Dict[str, int] = {}
    for (task, _), n in class_docs.items():
        task_docs[task] = task_docs.get(task, 0) + n
    with_word: Dict[str, int] = {}
    by_label = dict(stats.label_docs)
    for (task, _), n in by_label.items():
        with_word[task] = with_word.get(task, 0) + n
    best = 0.0
    for (task, cls), n_y in class_docs.items():
        n_x = with_word.get(task, 0)
        if not n_x:
            continue
        best = max(best, normalized_mutual_information(by_label.get((task, cls), 0), n_x, n_y, task_docs[task]))
    return best
