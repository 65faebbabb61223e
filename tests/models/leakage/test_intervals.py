"""Confidence intervals of the leakage tests' shares (deid.models.leakage.intervals)."""
import pytest

from deid.models.leakage.confusion import Confusion, intervals, render, table
from deid.models.leakage.intervals import trials_for, wilson


def test_wilson_matches_the_textbook_interval():
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    low, high = wilson(0, 20)
    assert low == 0.0 and high == pytest.approx(0.1611, abs=1e-4)  # defined where Wald's is not
    assert wilson(3, 0) is None


def test_few_candidates_leave_an_accuracy_below_chance_compatible_with_chance():
    # 17 of 40 (0.425): the interval holds 0.5, so "below chance" says nothing.
    low, high = wilson(17, 40)
    assert low < 0.5 < high and high - low > 0.25


def test_the_candidates_a_half_width_of_003_needs():
    assert trials_for(0.5) == 1068 and trials_for() == 1068
    assert trials_for(0.9) < trials_for(0.5)


def test_every_table_row_has_its_intervals_and_the_render_shows_them():
    decisions = [("positive", True)] * 30 + [("positive", False)] * 10 + [("easy", False)] * 35 + [("easy", True)] * 5
    cis = intervals(decisions)
    assert set(cis) == {"easy", "hard"}
    low, high = cis["easy"]["accuracy_ci95"]
    assert low < Confusion(30, 10, 5, 35).accuracy < high
    assert cis["hard"]["accuracy_ci95"] is not None  # all the positives, no hard negatives
    assert "Acc 95% CI" in render("membership", table(decisions), cis)
