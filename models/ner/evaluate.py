"""Precision, recall and F1 per label of detected spans against gold spans.

Exact match on ``(start, end, label)`` character offsets of the original text,
the MEDDOCAN shared task's strict measure (its sub-track 1). Its sub-track 2 scores
the sensitive spans whatever their label: ``span_scores`` gives both of its
measures, strict, and with the spans of each side merged where only
non-alphanumeric characters separate them ("28035 Madrid" as one span, whether
written as one span or as postcode and city). Counts only: no text is kept.
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


def merge_adjacent(spans: Iterable[SpanTuple], text: str) -> List[Tuple[int, int]]:
    """Label-free spans, merged where only non-alphanumeric characters lie between two of them."""
    merged: List[List[int]] = []
    for start, end, _ in sorted(spans):
        if merged and (start <= merged[-1][1] or not any(ch.isalnum() for ch in text[merged[-1][1]:start])):
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return [(start, end) for start, end in merged]


def span_scores(
    gold: Sequence[Iterable[SpanTuple]], predicted: Sequence[Iterable[SpanTuple]], texts: Sequence[str]
) -> Dict[str, dict]:
    """MEDDOCAN sub-track 2: ``{"strict": {...}, "merged": {...}}``, spans matched without labels."""
    if not len(gold) == len(predicted) == len(texts):
        raise ValueError("gold, predicted and texts must hold one entry per note")
    strict = score_spans([{(s, e, "SPAN") for s, e, _ in g} for g in gold],
                         [{(s, e, "SPAN") for s, e, _ in p} for p in predicted])["overall"]
    merged = score_spans([{(s, e, "SPAN") for s, e in merge_adjacent(g, t)} for g, t in zip(gold, texts)],
                         [{(s, e, "SPAN") for s, e in merge_adjacent(p, t)} for p, t in zip(predicted, texts)])["overall"]
    return {"strict": strict, "merged": merged}


def format_scores(scores: Dict[str, dict]) -> List[str]:
    """Printable table lines (labels and numbers only)."""
    lines = [f"{'label':<14}{'P':>8}{'R':>8}{'F1':>8}{'support':>9}"]
    rows = list(scores["per_label"].items()) + [("overall", scores["overall"])]
    for label, s in rows:
        lines.append(f"{label:<14}{s['precision']:>8.3f}{s['recall']:>8.3f}{s['f1']:>8.3f}{s['support']:>9}")
    return lines
