"""Mutual information of word presence and class, normalized by the class entropy: hand-computed cases.

Four documents labelled for task dx: d1, d2 of class A; d3, d4 of class B.
"""
from __future__ import annotations

import math

import pytest

from deid.corpus.counts import WordStats
from deid.corpus.mutual_information import (
    binary_entropy, mutual_information, normalized_mutual_information, word_score,
)

CLASSES = {("dx", "A"): 2, ("dx", "B"): 2}


def _stats(label_docs, docs=None):
    return WordStats(count=9, capitalized=0, docs=docs or sum(n for _, n in label_docs), sources=1,
                     label_docs=tuple(sorted(label_docs)))


@pytest.mark.parametrize("n_xy, n_x, n_y, n, expected", [
    (2, 2, 2, 4, 1.0),                              # the word occurs exactly in class A: I = H(Y) = ln 2
    (1, 1, 2, 4, 1.5 - 0.75 * math.log2(3)),        # only in d1: (1.5 ln2 - 0.75 ln3) / ln2 = 0.31128
    (2, 4, 2, 4, 0.0),                              # everywhere: no information
    (1, 2, 2, 4, 0.0),                              # one document of each class: independent
    (1, 1, 1, 4, 1.0),                              # a class of one document, the word only there
])
def test_normalized_mutual_information_by_hand(n_xy, n_x, n_y, n, expected):
    assert normalized_mutual_information(n_xy, n_x, n_y, n) == pytest.approx(expected, abs=1e-12)


def test_raw_mutual_information_is_in_nats():
    assert mutual_information(2, 2, 2, 4) == pytest.approx(math.log(2))
    assert binary_entropy(2, 4) == pytest.approx(math.log(2))
    assert binary_entropy(4, 4) == 0.0


def test_inconsistent_counts_are_refused():
    with pytest.raises(ValueError):
        mutual_information(3, 2, 2, 4)


def test_word_score_is_the_maximum_over_classes_and_tasks():
    classes = {**CLASSES, ("note_type", "x"): 1, ("note_type", "y"): 3}
    # In d1 and d2 (both A); for note_type, d1 is x and d2 is y.
    stats = _stats([(("dx", "A"), 2), (("note_type", "x"), 1), (("note_type", "y"), 1)])
    assert word_score(stats, classes) == pytest.approx(1.0)
    only_d1 = _stats([(("dx", "A"), 1), (("note_type", "x"), 1)])
    # dx: 0.31128; note_type x (1 of 4 documents, and the word only there): 1.0
    assert word_score(only_d1, classes) == pytest.approx(1.0)
    assert word_score(_stats([(("dx", "A"), 1)]), CLASSES) == pytest.approx(1.5 - 0.75 * math.log2(3))


def test_a_word_of_unlabelled_notes_only_scores_zero():
    assert word_score(_stats([], docs=3), CLASSES) == 0.0
    assert word_score(_stats([]), {}) == 0.0
