"""Fill-mask scoring on a hand-made case, and top-k on a tiny random model."""
from __future__ import annotations

import pytest

from deid.models.leakage.fill_mask import Prediction, classify, summarize
from deid.models.leakage.names import NameHasher, NameIndex

INDEX = NameIndex.build(["Stormy Danneels"], ["Peeters"], ["sophie", "danneels", "peeters"])
HASH = NameHasher(b"0123456789abcdef")


def _rows():
    s1 = [Prediction("Danneels", 0.5), Prediction("Sophie", 0.2), Prediction("de", 0.1)]
    s2 = [Prediction("de", 0.6), Prediction("Peeters", 0.3), Prediction("Danneels", 0.1)]
    s3 = [Prediction("de", 0.9), Prediction("mevrouw", 0.05), Prediction(",", 0.05)]
    s4 = [Prediction("de", 0.9), Prediction("Danneels", 0.05), Prediction(",", 0.05)]
    return [row for sid, preds in (("s1", s1), ("s2", s2), ("s3", s3), ("s4", s4))
            for row in classify(sid, preds, INDEX, HASH)]


def test_real_names_are_hashed_in_the_table():
    rows = _rows()
    assert [r["token"] for r in rows if r["class"] == "real"] == [HASH("Danneels")] * 3
    assert all("anneels" not in str(r).lower() for r in rows)


def test_the_summary_counts_each_class_and_the_real_names():
    summary = summarize(_rows(), min_count=3)
    assert summary["predictions"] == 12 and summary["sentences"] == 4
    assert summary["counts"] == {"real": 3, "surrogate": 1, "name_like": 1, "other": 7}
    assert summary["share"]["real"] == pytest.approx(3 / 12)
    assert summary["real_name_predictions"] == 3 and summary["distinct_real_names"] == 1
    assert summary["sentences_with_real_name"] == 3
    assert summary["surrogate_share"] == pytest.approx(1 / 12) and summary["name_like_share"] == pytest.approx(1 / 12)


def test_best_rank_of_a_name_like_prediction_per_sentence():
    best = summarize(_rows())["best_name_rank"]
    assert best["histogram"] == {"1": 1, "2": 2, "none": 1}
    assert best["mean"] == pytest.approx(5 / 3) and best["sentences_with_name_prediction"] == 3


def test_tokens_predicted_at_least_min_count_times_are_listed_with_their_counts():
    frequent = summarize(_rows(), min_count=3)["tokens_predicted_at_least_3_times"]
    assert frequent == [{"token": "de", "class": "other", "count": 4},
                        {"token": HASH("Danneels"), "class": "real", "count": 3}]
