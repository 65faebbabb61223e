"""Micro and macro F1 (deid.models.shadow.task_scores)."""
import pytest

from deid.models.shadow.task_scores import f1_scores


def test_micro_f1_is_accuracy_and_macro_f1_weighs_every_class_alike():
    truth = [0, 0, 0, 0, 1]
    predicted = [0, 0, 0, 0, 0]  # the rare class is never found
    micro, macro = f1_scores(truth, predicted)
    assert micro == pytest.approx(0.8)
    assert macro == pytest.approx((8 / 9 + 0.0) / 2)  # class 0: P 0.8, R 1 -> F1 8/9; class 1: 0


def test_classes_in_neither_truth_nor_predictions_do_not_count():
    assert f1_scores([2, 2], [2, 2]) == (1.0, 1.0)


def test_needs_one_prediction_per_record():
    with pytest.raises(ValueError):
        f1_scores([0, 1], [0])
    assert f1_scores([], []) == (0.0, 0.0)
