"""Rare and common classes (deid.models.shadow.prevalence)."""
from deid.models.shadow.prevalence import COMMON, RARE, class_frequencies, prevalence_groups


def test_classes_below_the_median_frequency_are_rare():
    training = [0] * 50 + [1] * 30 + [2] * 15 + [3] * 5
    assert prevalence_groups(training, 4) == {0: COMMON, 1: COMMON, 2: RARE, 3: RARE}


def test_the_median_class_of_an_odd_number_is_common():
    assert prevalence_groups([0] * 5 + [1] * 3 + [2], 3) == {0: COMMON, 1: COMMON, 2: RARE}


def test_a_class_absent_from_training_is_rare_and_equal_classes_are_all_common():
    assert prevalence_groups([0, 1, 0, 1], 3)[2] == RARE
    assert set(prevalence_groups([0, 1, 2], 3).values()) == {COMMON}


def test_frequencies_sum_to_one_over_the_tasks_classes():
    assert class_frequencies([0, 0, 2, 2], 3).tolist() == [0.5, 0.0, 0.5]
