"""The multi-task text CNN (deid.models.shadow.classifier)."""
import numpy as np
import pytest
import torch

from deid.models.shadow.classifier import ClassifierConfig, class_indices, train_classifier
from shadow_toy_data import CLASSES, keyword_notes, keyword_vocabulary

torch.set_num_threads(1)
SMALL = ClassifierConfig(embedding_dim=16, filters=16, epochs=20, seed=3)


def _train(config=SMALL, n=200, seed=0):
    vocabulary = keyword_vocabulary()
    texts, labels = keyword_notes(n, seed)
    return vocabulary, train_classifier(vocabulary.encode(texts, 24), labels, CLASSES, vocabulary.id_count, config)


def test_learns_a_task_whose_class_is_a_word_of_the_note_on_every_head():
    vocabulary, model = _train()
    texts, labels = keyword_notes(100, seed=1)  # unseen notes
    predicted = model.predict(vocabulary.encode(texts, 24))
    for task in CLASSES:
        assert (predicted[task] == labels[task]).mean() >= 0.95, task


def test_gives_one_probability_vector_per_note_and_task():
    vocabulary, model = _train()
    probabilities = model.predict_proba(vocabulary.encode(["alpha cardio", "beta"], 24))
    assert {task: p.shape for task, p in probabilities.items()} == {"note_type": (2, 2), "diagnosis_group": (2, 3)}
    for p in probabilities.values():
        assert np.allclose(p.sum(axis=1), 1.0)


def test_notes_shorter_than_the_widest_window_are_classified():
    vocabulary, model = _train()
    probabilities = model.predict_proba(vocabulary.encode(["beta"], 1))
    assert probabilities["note_type"].argmax() == 1


def test_same_seed_same_model_other_seed_other_model():
    vocabulary, first = _train()
    _, again = _train()
    _, other = _train(ClassifierConfig(embedding_dim=16, filters=16, epochs=20, seed=4))
    ids = vocabulary.encode(keyword_notes(20, seed=2)[0], 24)
    p, q, r = (m.predict_proba(ids)["diagnosis_group"] for m in (first, again, other))
    assert np.array_equal(p, q)
    assert not np.allclose(p, r)


def test_class_names_become_indices_in_the_tasks_order():
    assert class_indices(["b", "a", "b"], ["a", "b"]).tolist() == [1, 0, 1]
    with pytest.raises(ValueError):
        class_indices(["c"], ["a", "b"])


@pytest.mark.parametrize("bad", [dict(dropout=1.0), dict(epochs=0), dict(widths=()), dict(learning_rate=0.0)])
def test_rejects_impossible_configs(bad):
    with pytest.raises(ValueError):
        ClassifierConfig(**bad)


def test_labels_must_cover_the_tasks_and_the_notes():
    vocabulary = keyword_vocabulary()
    ids = vocabulary.encode(["alpha"], 4)
    with pytest.raises(ValueError):
        train_classifier(ids, {"note_type": np.array([0])}, CLASSES, vocabulary.id_count, SMALL)
    with pytest.raises(ValueError):
        train_classifier(ids, {"note_type": np.array([0, 1]), "diagnosis_group": np.array([0])}, CLASSES,
                         vocabulary.id_count, SMALL)
