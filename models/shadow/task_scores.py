"""The classifier's task scores: micro and macro F1 of one single-label, multi-class task.

Micro F1 pools every decision (for single-label classification it equals accuracy); macro F1
is the unweighted mean of the per-class F1, over the classes present in the truth or the
predictions (a class absent from both has no F1 and does not count), so a rare class weighs
as much as a common one: vocabulary strategies that drop rare classes' words show there.
"""
from __future__ import annotations

from typing import Sequence, Tuple

import numpy as np


def f1_scores(truth: Sequence[int], predicted: Sequence[int]) -> Tuple[float, float]:
    """(micro F1, macro F1)."""
    truth = np.asarray(truth, dtype=np.int64)
    predicted = np.asarray(predicted, dtype=np.int64)
    if len(truth) != len(predicted):
        raise ValueError("one prediction per record")
    if not len(truth):
        return 0.0, 0.0
    micro = float((truth == predicted).mean())
    per_class = []
    for cls in np.union1d(truth, predicted):
        tp = int(((truth == cls) & (predicted == cls)).sum())
        fp = int(((truth != cls) & (predicted == cls)).sum())
        fn = int(((truth == cls) & (predicted != cls)).sum())
        per_class.append(2 * tp / (2 * tp + fp + fn))
    return micro, float(np.mean(per_class))
