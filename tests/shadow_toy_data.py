"""Small synthetic records for the shadow-model tests: random words, labels by rule or by chance."""
from __future__ import annotations

from typing import Dict, List, Tuple

import numpy as np

from deid.models.shadow.experiment import Records
from deid.models.shadow.vocabulary import Vocabulary

# Letters only: a digit would be a word of its own (deid.corpus.words) and lengthen the notes.
WORDS = tuple(f"q{a}{b}" for a in "abcdefghijklmnopqrstuvwxyz" for b in "abcdefghijklmnopqrstuvwxyz")[:300]
KEYWORDS = {"note_type": ("alpha", "beta"), "diagnosis_group": ("cardio", "pulmo", "neuro")}


def keyword_notes(n: int, seed: int, length: int = 20) -> Tuple[List[str], Dict[str, np.ndarray]]:
    """Notes whose classes are written in them: one keyword per task among random filler words."""
    rng = np.random.default_rng(seed)
    texts, labels = [], {task: [] for task in KEYWORDS}
    for _ in range(n):
        words = list(rng.choice(WORDS, size=length))
        for task, names in KEYWORDS.items():
            cls = int(rng.integers(len(names)))
            labels[task].append(cls)
            words[int(rng.integers(length))] = names[cls]
        texts.append(" ".join(words))
    return texts, {task: np.array(values) for task, values in labels.items()}


def keyword_vocabulary() -> Vocabulary:
    return Vocabulary.from_words(list(WORDS) + [k for names in KEYWORDS.values() for k in names])


def random_label_records(n: int, seed: int, vocabulary: Vocabulary, length: int = 30) -> Records:
    """Random words, classes drawn by chance: nothing to learn, everything to memorize."""
    rng = np.random.default_rng(seed)
    texts = [" ".join(rng.choice(WORDS, size=length)) for _ in range(n)]
    labels = {"note_type": rng.integers(0, 2, size=n), "diagnosis_group": rng.integers(0, 3, size=n)}
    return Records(vocabulary.encode(texts, length), labels)


CLASSES = {task: len(names) for task, names in KEYWORDS.items()}
