"""Rare and common classes, for membership accuracy split by class prevalence.

A class is **rare** when its frequency among the target model's training records is below the
median of the classes' frequencies, **common** otherwise (at or above the median). Classes
that never occur in training are rare (frequency 0). With an odd number of classes, the median
class is common; with all frequencies equal, every class is common and the rare group is empty,
which the report shows as such rather than as an accuracy.
"""
from __future__ import annotations

from typing import Dict, Sequence

import numpy as np

RARE, COMMON = "rare", "common"


def class_frequencies(classes: Sequence[int], n_classes: int) -> np.ndarray:
    counts = np.bincount(np.asarray(classes, dtype=np.int64), minlength=n_classes)[:n_classes]
    return counts / counts.sum() if counts.sum() else counts.astype(np.float64)


def prevalence_groups(training_classes: Sequence[int], n_classes: int) -> Dict[int, str]:
    """class index -> RARE or COMMON (see the module docstring)."""
    frequencies = class_frequencies(training_classes, n_classes)
    median = float(np.median(frequencies))
    return {cls: (RARE if frequencies[cls] < median else COMMON) for cls in range(n_classes)}
