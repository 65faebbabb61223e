"""The attack models of Shokri et al.: one binary member/non-member classifier per class.

**Features.** What the attacker sees of a record is the released model's output and the
record's true labels. For each task head: the probability vector sorted in decreasing order
(the model's confidence profile, whatever the class) followed by the probability and the
log-probability of the record's true class (an overfit model is surer of its training
records' true class; the log spreads out the values near 1 where members sit).

**Models.** One small MLP (or logistic regression, ``hidden=0``) per class of the attacked
task, trained on the shadow models' records of that class, labelled member (in a shadow's
training sample) or not. Shokri trains per class because a model's confidence profile differs
between classes; a class without both members and non-members among the shadows' records
falls back on one model trained on all classes' records. Features are standardized with the
training records' mean and deviation. Full-batch Adam, seeded: deterministic.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, Mapping, Optional, Sequence

import numpy as np
import torch
from torch import nn

# Probabilities are clipped away from 0 before the log: a -inf feature would poison the scaling.
MIN_PROBABILITY = 1e-12


@dataclass(frozen=True)
class AttackConfig:
    hidden: int = 32  # 0: logistic regression
    epochs: int = 300
    learning_rate: float = 1e-2
    weight_decay: float = 1e-4
    seed: int = 0

    def __post_init__(self) -> None:
        if self.hidden < 0 or self.epochs < 1 or self.learning_rate <= 0 or self.weight_decay < 0:
            raise ValueError("hidden >= 0, epochs >= 1, learning_rate > 0, weight_decay >= 0")


def attack_features(probabilities: Mapping[str, np.ndarray], true_classes: Mapping[str, np.ndarray]) -> np.ndarray:
    """(records, features): per task, sorted probabilities, p(true class), log p(true class)."""
    tasks = sorted(probabilities)
    if set(true_classes) != set(tasks):
        raise ValueError("one true class per record and task")
    columns = []
    for task in tasks:
        probs = np.asarray(probabilities[task], dtype=np.float64)
        truth = np.asarray(true_classes[task], dtype=np.int64)
        true_p = probs[np.arange(len(probs)), truth]
        columns += [-np.sort(-probs, axis=1), true_p[:, None], np.log(np.maximum(true_p, MIN_PROBABILITY))[:, None]]
    return np.concatenate(columns, axis=1)


class _BinaryModel:
    """Standardization + MLP (or logistic regression), trained once."""

    def __init__(self, features: np.ndarray, members: np.ndarray, config: AttackConfig) -> None:
        self.mean = features.mean(axis=0)
        self.scale = np.where(features.std(axis=0) > 0, features.std(axis=0), 1.0)
        torch.manual_seed(config.seed)
        width = features.shape[1]
        self.net = (nn.Sequential(nn.Linear(width, config.hidden), nn.ReLU(), nn.Linear(config.hidden, 1))
                    if config.hidden else nn.Linear(width, 1))
        x = self._tensor(features)
        y = torch.from_numpy(members.astype(np.float32))[:, None]
        optimizer = torch.optim.Adam(self.net.parameters(), lr=config.learning_rate, weight_decay=config.weight_decay)
        loss_fn = nn.BCEWithLogitsLoss()
        for _ in range(config.epochs):
            optimizer.zero_grad()
            loss = loss_fn(self.net(x), y)
            loss.backward()
            optimizer.step()
        self.net.eval()

    def _tensor(self, features: np.ndarray) -> torch.Tensor:
        return torch.from_numpy(((features - self.mean) / self.scale).astype(np.float32))

    def member_probability(self, features: np.ndarray) -> np.ndarray:
        with torch.no_grad():
            return torch.sigmoid(self.net(self._tensor(features)))[:, 0].double().numpy()


@dataclass(frozen=True)
class AttackModel:
    per_class: Mapping[int, _BinaryModel]
    fallback: Optional[_BinaryModel]

    def member_probability(self, features: np.ndarray, classes: Sequence[int]) -> np.ndarray:
        classes = np.asarray(classes, dtype=np.int64)
        out = np.zeros(len(features), dtype=np.float64)
        for cls in np.unique(classes):
            rows = classes == cls
            model = self.per_class.get(int(cls), self.fallback)
            if model is None:
                raise ValueError("no attack model for a class and no fallback")
            out[rows] = model.member_probability(features[rows])
        return out

    def predict(self, features: np.ndarray, classes: Sequence[int]) -> np.ndarray:
        """True where the record is judged a member of the training data."""
        return self.member_probability(features, classes) > 0.5


def train_attack(features: np.ndarray, classes: Sequence[int], members: Sequence[bool],
                 config: AttackConfig = AttackConfig()) -> AttackModel:
    """One model per class holding both members and non-members, and a fallback over all records
    for the other classes (always trained: it is cheap, and a class the shadows never saw still
    gets an answer)."""
    features = np.asarray(features, dtype=np.float64)
    classes = np.asarray(classes, dtype=np.int64)
    members = np.asarray(members, dtype=bool)
    if not (len(features) == len(classes) == len(members)) or not len(features):
        raise ValueError("one class and one membership per attack record, and some records")
    if members.all() or not members.any():
        raise ValueError("attack training needs members and non-members")
    per_class: Dict[int, _BinaryModel] = {}
    for cls in np.unique(classes):
        rows = classes == cls
        if members[rows].any() and not members[rows].all():
            per_class[int(cls)] = _BinaryModel(features[rows], members[rows], config)
    return AttackModel(per_class, _BinaryModel(features, members, config))
