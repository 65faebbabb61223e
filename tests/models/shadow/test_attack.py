"""Shokri's per-class attack models (deid.models.shadow.attack)."""
import numpy as np
import pytest
import torch

from deid.models.shadow.attack import AttackConfig, attack_features, train_attack

torch.set_num_threads(1)


def test_features_are_the_sorted_outputs_and_the_true_class_probability_per_task():
    probabilities = {"b": np.array([[0.2, 0.8]]), "a": np.array([[0.1, 0.6, 0.3]])}
    truth = {"a": np.array([2]), "b": np.array([0])}
    features = attack_features(probabilities, truth)
    # Tasks in name order: a (sorted 0.6 0.3 0.1, p true 0.3, log), then b (0.8 0.2, p true 0.2, log).
    assert features[0] == pytest.approx([0.6, 0.3, 0.1, 0.3, np.log(0.3), 0.8, 0.2, 0.2, np.log(0.2)])


def test_a_zero_probability_gives_a_finite_feature():
    features = attack_features({"a": np.array([[1.0, 0.0]])}, {"a": np.array([1])})
    assert np.isfinite(features).all()


def _records(rng, n, member_high):
    """p(true class) high for members where ``member_high``, low for them otherwise."""
    members = rng.random(n) < 0.5
    high = rng.uniform(0.8, 1.0, n)
    low = rng.uniform(0.3, 0.6, n)
    p_true = np.where(members == member_high, high, low)
    return np.stack([p_true, np.log(p_true)], axis=1), members


def test_one_attack_model_per_class_reads_each_class_its_own_way():
    # Class 0: members are the confident ones. Class 1 (a contrived model): the reverse. A single
    # attack over both classes could only guess; one model per class gets both right.
    rng = np.random.default_rng(0)
    x0, m0 = _records(rng, 200, member_high=True)
    x1, m1 = _records(rng, 200, member_high=False)
    features, members = np.concatenate([x0, x1]), np.concatenate([m0, m1])
    classes = np.repeat([0, 1], 200)
    attack = train_attack(features, classes, members, AttackConfig(seed=1))
    assert (attack.predict(features, classes) == members).mean() > 0.95
    assert sorted(attack.per_class) == [0, 1]
    pooled = attack.fallback.member_probability(features) > 0.5
    assert (pooled == members).mean() < 0.7


def test_a_class_without_both_kinds_of_records_uses_the_model_of_all_classes():
    rng = np.random.default_rng(1)
    x0, m0 = _records(rng, 200, member_high=True)
    only_members = np.array([[0.95, np.log(0.95)], [0.9, np.log(0.9)]])
    features = np.concatenate([x0, only_members])
    classes = np.concatenate([np.zeros(200, int), [1, 1]])
    attack = train_attack(features, classes, np.concatenate([m0, [True, True]]), AttackConfig(seed=1))
    assert sorted(attack.per_class) == [0]
    # Class 1 and a class never seen are answered by the fallback, which learnt "confident = member".
    assert attack.predict(only_members, [1, 7]).tolist() == [True, True]


def test_logistic_regression_is_the_zero_hidden_unit_attack():
    rng = np.random.default_rng(2)
    features, members = _records(rng, 300, member_high=True)
    attack = train_attack(features, np.zeros(300, int), members, AttackConfig(hidden=0, seed=0))
    assert (attack.predict(features, np.zeros(300, int)) == members).mean() > 0.95


def test_attack_training_needs_members_and_non_members():
    with pytest.raises(ValueError):
        train_attack(np.ones((3, 2)), [0, 0, 0], [True, True, True])
