"""Precision, recall and F1 per label of detected spans against gold spans.

Exact match on ``(start, end, label)`` character offsets of the original text,
the MEDDOCAN shared task's strict measure. Counts only: no text is kept.
"""
from __future__ import annotations

from collections import Counter
from typing import Dict, Iterable, List, Sequence, Tuple

SpanTuple = Tuple[int, int, str]


def _prf(tp: int, fp: int, fn: int) -> Dict[str, float]:
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {"precision": round(precision, 4), "recall": round(recall, 4), "f1": round(f1, 4),
            "support": tp + fn, "predicted": tp + fp}


def score_spans(gold: Sequence[Iterable[SpanTuple]], predicted: Sequence[Iterable[SpanTuple]]) -> Dict[str, dict]:
    """``{"overall": {...}, "per_label": {label: {...}}}`` with precision, recall, f1, support."""
    if len(gold) != len(predicted):
        raise ValueError("gold and predicted must hold one entry per note")
    tp: Counter = Counter()
    fp: Counter = Counter()
    fn: Counter = Counter()
    for gold_spans, predicted_spans in zip(gold, predicted):
        g, p = set(gold_spans), set(predicted_spans)
        for _, _, label in g & p:
            tp[label] += 1
        for _, _, label in p - g:
            fp[label] += 1
        for _, _, label in g - p:
            fn[label] += 1
    labels = sorted(set(tp) | set(fp) | set(fn))
    return {
        "overall": _prf(sum(tp.values()), sum(fp.values()), sum(fn.values())),
        "per_label": {label: _prf(tp[label], fp[label], fn[label]) for label in labels},
    }


def format_scores(scores: Dict[str, dict]) -> List[str]:
    """Printable table lines (labels and numbers only)."""
    lines = [f"{'label':<14}{'P':>8}{'R':>8}{'F1':>8}{'support':>9}"]
    rows = list(scores["per_label"].items()) + [("overall", scores["overall"])]
    for label, s in rows:
        lines.append(f"{label:<14}{s['precision']:>8.3f}{s['recall']:>8.3f}{s['f1']:>8.3f}{s['support']:>9}")
    return lines
