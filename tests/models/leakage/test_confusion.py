"""Scores in the layout of Nakamura et al.'s table."""
from __future__ import annotations

import pytest

from deid.models.leakage.confusion import Confusion, render, table


def test_all_positives_against_each_kind_of_negatives():
    decisions = [("positive", True), ("positive", True), ("positive", False),
                 ("easy", False), ("easy", False), ("easy", True), ("hard", True), ("hard", True), ("hard", False)]
    rows = table(decisions)
    assert (rows["easy"]["tp"], rows["easy"]["fn"], rows["easy"]["fp"], rows["easy"]["tn"]) == (2, 1, 1, 2)
    assert (rows["hard"]["tp"], rows["hard"]["fn"], rows["hard"]["fp"], rows["hard"]["tn"]) == (2, 1, 2, 1)
    assert rows["easy"]["accuracy"] == pytest.approx(4 / 6, abs=1e-4)
    assert rows["hard"]["precision"] == 0.5 and rows["hard"]["recall"] == pytest.approx(2 / 3, abs=1e-4)
    assert "easy negatives" in render("membership", rows)


@pytest.mark.parametrize("confusion, f1", [(Confusion(0, 0, 0, 5), 0.0), (Confusion(4, 0, 0, 4), 1.0),
                                           (Confusion(1, 1, 1, 1), 0.5)])
def test_f1_is_defined_even_without_predicted_positives(confusion, f1):
    assert confusion.f1 == f1
