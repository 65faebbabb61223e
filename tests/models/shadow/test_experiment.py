"""The shadow-model membership experiment, end to end on toy records (deid.models.shadow.experiment).

The positive control: a model that memorizes (random labels, many epochs, no dropout) must be
attackable, well above chance. The negative control: a vocabulary that keeps no word (every
word is <unk>) gives the model nothing to memorize a note by, and the attack must be at chance.
"""
import numpy as np
import pytest
import torch

from deid.models.shadow.classifier import ClassifierConfig
from deid.models.shadow.experiment import (
    ExperimentConfig, Records, balanced, bootstrap, run_experiment, split_halves,
)
from deid.models.shadow.prevalence import COMMON, RARE
from deid.models.shadow.vocabulary import Vocabulary
from shadow_toy_data import WORDS, random_label_records

torch.set_num_threads(1)
CLASSES = {"note_type": 2, "diagnosis_group": 3}
MEMORIZING = ClassifierConfig(embedding_dim=16, filters=16, dropout=0.0, epochs=30)
CONFIG = ExperimentConfig(shadows=4, classifier=MEMORIZING, seed=5)


def _experiment(vocabulary, config=CONFIG):
    target = random_label_records(240, seed=1, vocabulary=vocabulary)
    shadow = random_label_records(240, seed=2, vocabulary=vocabulary)
    return run_experiment(target, shadow, CLASSES, vocabulary.id_count, config)


@pytest.fixture(scope="module")
def memorizing_result():
    return _experiment(Vocabulary.from_words(WORDS))


def test_positive_control_a_model_that_memorizes_is_attackable(memorizing_result):
    result = memorizing_result
    assert result.train_accuracy["diagnosis_group"] > 0.95  # it memorized labels drawn by chance
    assert result.tasks["diagnosis_group"][0] < 0.5  # and learnt nothing that generalizes
    assert result.membership.value > 0.85
    assert result.membership.ci95[0] > 0.75
    assert result.membership.trials == 240  # every IN record against as many OUT records


def test_negative_control_a_vocabulary_that_keeps_nothing_leaks_nothing():
    result = _experiment(Vocabulary.from_words([]))
    low, high = result.membership.ci95
    assert low < 0.5 < high


def test_membership_is_split_by_the_prevalence_of_the_records_class(memorizing_result):
    groups = memorizing_result.by_prevalence
    assert set(groups) == {RARE, COMMON}
    assert groups[RARE].trials + groups[COMMON].trials == memorizing_result.membership.trials
    assert groups[RARE].hits + groups[COMMON].hits == memorizing_result.membership.hits
    assert 1 <= len(memorizing_result.rare_classes) < 3


def test_same_seed_same_figures():
    vocabulary = Vocabulary.from_words(WORDS)
    config = ExperimentConfig(shadows=2, classifier=ClassifierConfig(embedding_dim=8, filters=8, epochs=3), seed=9)
    first = _experiment(vocabulary, config).as_dict()
    assert _experiment(vocabulary, config).as_dict() == first


def test_the_halves_split_the_pool():
    members, non_members = split_halves(11, np.random.default_rng(0))
    assert len(members) == 5 and len(non_members) == 6
    assert sorted(np.concatenate([members, non_members]).tolist()) == list(range(11))


def test_a_bootstrap_sample_has_distinct_members_and_as_many_unseen_non_members():
    members, non_members = bootstrap(1000, 500, np.random.default_rng(0))
    assert len(set(members.tolist())) == len(members) and 350 < len(members) < 450  # about 1 - 1/e of 500 draws
    assert not set(members.tolist()) & set(non_members.tolist())
    assert len(non_members) == len(members)
    members, non_members = bootstrap(10, 30, np.random.default_rng(0))
    assert len(non_members) == 10 - len(members)  # a small pool has fewer unseen records


def test_the_evaluation_set_is_balanced():
    members, non_members = balanced(7, 4, np.random.default_rng(0))
    assert len(members) == len(non_members) == 4 and members.max() < 7


def test_records_and_config_are_checked():
    with pytest.raises(ValueError):
        Records(np.zeros((3, 4), dtype=np.int64), {"a": np.zeros(2)})
    with pytest.raises(ValueError):
        ExperimentConfig(shadows=0)
    vocabulary = Vocabulary.from_words(WORDS)
    records = random_label_records(20, seed=0, vocabulary=vocabulary)
    with pytest.raises(ValueError):
        run_experiment(records, records, {"note_type": 2}, vocabulary.id_count,
                       ExperimentConfig(attack_task="diagnosis_group"))


def test_strategies_run_with_the_same_pools_and_seed_judge_the_same_records(memorizing_result):
    # What makes two strategies' decisions pair up (deid.models.shadow.paired).
    fewer_words = _experiment(Vocabulary.from_words(WORDS[:100]))
    assert fewer_words.evaluated == memorizing_result.evaluated
    assert len(set(memorizing_result.evaluated)) == memorizing_result.membership.trials
    assert sum(memorizing_result.right) == memorizing_result.membership.hits
