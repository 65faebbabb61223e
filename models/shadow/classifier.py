"""The target (and shadow) model: a multi-task text CNN over a strategy's vocabulary.

Kim-style: word embeddings (padding id 0 embeds to zeros), one 1-D convolution per window
width, ReLU, max-pooling over the note, dropout, then one linear softmax head per task (note
type, diagnosis group, ...): the heads share everything below them, as in a multi-task
clinical classifier. Small on purpose: the benchmark trains 1 + N of them per strategy on one
CPU core.

Deterministic: the weights' initialization, the dropout draws and the batch order all follow
``config.seed`` (``torch.manual_seed`` and a seeded generator), and CPU convolutions are
deterministic, so a model retrained with the same data and config predicts the same
probabilities.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, Mapping, Sequence, Tuple

import numpy as np
import torch
from torch import nn

from deid.models.shadow.vocabulary import PAD_ID


@dataclass(frozen=True)
class ClassifierConfig:
    embedding_dim: int = 32
    filters: int = 32  # per window width
    widths: Tuple[int, ...] = (2, 3, 4)
    dropout: float = 0.2
    epochs: int = 12
    batch_size: int = 32
    learning_rate: float = 3e-3
    seed: int = 0

    def __post_init__(self) -> None:
        if self.embedding_dim < 1 or self.filters < 1 or not self.widths or min(self.widths) < 1:
            raise ValueError("embedding_dim, filters and widths must be positive")
        if not 0.0 <= self.dropout < 1.0:
            raise ValueError("dropout must be in [0, 1)")
        if self.epochs < 1 or self.batch_size < 1 or self.learning_rate <= 0:
            raise ValueError("epochs, batch_size and learning_rate must be positive")


class TextCNN(nn.Module):
    def __init__(self, id_count: int, classes: Mapping[str, int], config: ClassifierConfig) -> None:
        super().__init__()
        self.tasks = tuple(classes)
        self.embedding = nn.Embedding(id_count, config.embedding_dim, padding_idx=PAD_ID)
        self.convolutions = nn.ModuleList(
            nn.Conv1d(config.embedding_dim, config.filters, width) for width in config.widths)
        self.dropout = nn.Dropout(config.dropout)
        features = config.filters * len(config.widths)
        self.heads = nn.ModuleDict({task: nn.Linear(features, n) for task, n in classes.items()})
        self.min_len = max(config.widths)

    def forward(self, ids: torch.Tensor) -> Dict[str, torch.Tensor]:
        if ids.shape[1] < self.min_len:  # a window wider than the note: pad, padding embeds to zeros
            ids = nn.functional.pad(ids, (0, self.min_len - ids.shape[1]), value=PAD_ID)
        x = self.embedding(ids).transpose(1, 2)  # (batch, embedding, words)
        pooled = torch.cat([torch.relu(conv(x)).amax(dim=2) for conv in self.convolutions], dim=1)
        pooled = self.dropout(pooled)
        return {task: head(pooled) for task, head in self.heads.items()}


@dataclass(frozen=True)
class TrainedClassifier:
    model: TextCNN
    classes: Mapping[str, int]

    def predict_proba(self, ids: np.ndarray, batch_size: int = 256) -> Dict[str, np.ndarray]:
        """Softmax probabilities per task, (notes, classes of the task), float64."""
        self.model.eval()
        chunks: Dict[str, list] = {task: [] for task in self.classes}
        with torch.no_grad():
            for start in range(0, len(ids), batch_size):
                logits = self.model(torch.from_numpy(ids[start:start + batch_size]))
                for task in self.classes:
                    chunks[task].append(torch.softmax(logits[task].double(), dim=1).numpy())
        return {task: (np.concatenate(parts) if parts else np.zeros((0, self.classes[task])))
                for task, parts in chunks.items()}

    def predict(self, ids: np.ndarray) -> Dict[str, np.ndarray]:
        return {task: probs.argmax(axis=1) for task, probs in self.predict_proba(ids).items()}


def train_classifier(ids: np.ndarray, labels: Mapping[str, np.ndarray], classes: Mapping[str, int],
                     id_count: int, config: ClassifierConfig = ClassifierConfig()) -> TrainedClassifier:
    """Train on ``ids`` (notes, words) with one class index per note and task in ``labels``.

    ``classes`` gives each task's number of classes (fixed by the whole data set, so target and
    shadow models have the same output layout whatever classes their sample holds). The loss is
    the sum of the tasks' cross-entropies.
    """
    if set(labels) != set(classes):
        raise ValueError("labels and classes must name the same tasks")
    if any(len(y) != len(ids) for y in labels.values()):
        raise ValueError("one label per note and task")
    if len(ids) == 0:
        raise ValueError("no training notes")
    torch.manual_seed(config.seed)
    generator = torch.Generator().manual_seed(config.seed)
    model = TextCNN(id_count, classes, config)
    optimizer = torch.optim.Adam(model.parameters(), lr=config.learning_rate)
    x = torch.from_numpy(np.ascontiguousarray(ids, dtype=np.int64))
    y = {task: torch.from_numpy(np.asarray(labels[task], dtype=np.int64)) for task in classes}
    loss_fn = nn.CrossEntropyLoss()
    model.train()
    for _ in range(config.epochs):
        order = torch.randperm(len(x), generator=generator)
        for start in range(0, len(x), config.batch_size):
            batch = order[start:start + config.batch_size]
            logits = model(x[batch])
            loss = sum(loss_fn(logits[task], y[task][batch]) for task in classes)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
    model.eval()
    return TrainedClassifier(model, dict(classes))


def class_indices(values: Sequence[str], names: Sequence[str]) -> np.ndarray:
    """Class names -> indices into ``names`` (a task's classes, in a fixed order)."""
    index = {name: i for i, name in enumerate(names)}
    unknown = {v for v in values if v not in index}
    if unknown:
        raise ValueError(f"{len(unknown)} class value(s) outside the task's classes")
    return np.array([index[v] for v in values], dtype=np.int64)
