"""Paired comparison of two strategies' attacks (deid.models.shadow.paired)."""
import pytest

from deid.models.shadow.paired import PairedDifference, compare


def test_only_discordant_pairs_count():
    a = [True, True, False, False, True]
    b = [True, False, False, True, False]
    difference = compare(a, b)
    assert (difference.pairs, difference.only_a, difference.only_b) == (5, 2, 1)
    assert difference.difference == pytest.approx(0.2)


def test_exact_p_value_matches_the_binomial_tail():
    # 2 against 10 discordant pairs: 2 * P(X <= 2), X ~ Binomial(12, 1/2) = 2 * 79 / 4096.
    assert PairedDifference(100, 2, 10).p_value == pytest.approx(2 * 79 / 4096)
    assert PairedDifference(100, 6, 6).p_value == 1.0
    assert PairedDifference(100, 0, 0).p_value == 1.0


def test_a_large_pooled_count_stays_exact_and_finite():
    p = PairedDifference(4000, 500, 600).p_value
    assert 0.0 < p < 0.01


def test_runs_add_their_pairs():
    total = PairedDifference(10, 2, 3) + PairedDifference(20, 4, 1)
    assert (total.pairs, total.only_a, total.only_b) == (30, 6, 4)


def test_decisions_must_pair_up():
    with pytest.raises(ValueError):
        compare([True], [True, False])
