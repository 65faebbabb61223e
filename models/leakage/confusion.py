"""Binary detection scores in the layout of Nakamura et al.'s table: F1, accuracy, precision,
recall, TP, FN, FP, TN, once with the easy negatives and once with the hard ones; with 95%
intervals of the shares (``intervals``)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, Iterable, Optional, Tuple

from deid.models.leakage.intervals import trials_for, wilson

NEGATIVE_KINDS = ("easy", "hard")


@dataclass(frozen=True)
class Confusion:
    tp: int = 0
    fn: int = 0
    fp: int = 0
    tn: int = 0

    @classmethod
    def count(cls, outcomes: Iterable[Tuple[bool, bool]]) -> "Confusion":
        """``outcomes``: (is a positive, predicted positive) per candidate."""
        tp = fn = fp = tn = 0
        for truth, predicted in outcomes:
            if truth:
                tp, fn = tp + predicted, fn + (not predicted)
            else:
                fp, tn = fp + predicted, tn + (not predicted)
        return cls(tp, fn, fp, tn)

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 0.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 0.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    @property
    def accuracy(self) -> float:
        total = self.tp + self.fn + self.fp + self.tn
        return (self.tp + self.tn) / total if total else 0.0

    def row(self) -> Dict:
        return {"f1": round(self.f1, 4), "accuracy": round(self.accuracy, 4), "precision": round(self.precision, 4),
                "recall": round(self.recall, 4), "tp": self.tp, "fn": self.fn, "fp": self.fp, "tn": self.tn}

    def intervals(self) -> Dict:
        """95% intervals (Wilson) of accuracy, precision and recall, and the candidates the accuracy
        would need for an interval of +-0.03 (``deid.models.leakage.intervals``)."""
        total = self.tp + self.fn + self.fp + self.tn
        out = {}
        for name, hits, trials in (("accuracy", self.tp + self.tn, total), ("precision", self.tp, self.tp + self.fp),
                                   ("recall", self.tp, self.tp + self.fn)):
            interval = wilson(hits, trials)
            out[f"{name}_ci95"] = None if interval is None else [round(interval[0], 4), round(interval[1], 4)]
        out["candidates_for_accuracy_pm_0.03"] = trials_for(self.accuracy if total else None)
        return out


def table(decisions: Iterable[Tuple[str, bool]]) -> Dict[str, Dict]:
    """``decisions``: (kind, predicted positive) with kind ``positive``, ``easy`` or ``hard``.
    One row per negative kind: all the positives against the negatives of that kind."""
    decisions = list(decisions)
    rows = {}
    for negatives in NEGATIVE_KINDS:
        outcomes = [(kind == "positive", predicted) for kind, predicted in decisions if kind in ("positive", negatives)]
        rows[negatives] = Confusion.count(outcomes).row()
    return rows


def intervals(decisions: Iterable[Tuple[str, bool]]) -> Dict[str, Dict]:
    """``table``'s rows' 95% intervals, by negative kind (``Confusion.intervals``)."""
    decisions = list(decisions)
    return {negatives: Confusion.count([(kind == "positive", predicted) for kind, predicted in decisions
                                        if kind in ("positive", negatives)]).intervals()
            for negatives in NEGATIVE_KINDS}


def render(title: str, rows: Dict[str, Dict], cis: Optional[Dict[str, Dict]] = None) -> str:
    header = f"{title:<28}{'F1':>7}{'Acc':>7}{'Prec':>7}{'Rec':>7}{'TP':>6}{'FN':>6}{'FP':>6}{'TN':>6}"
    if cis:
        header += f"{'Acc 95% CI':>18}"
    lines = [header]
    for kind, r in rows.items():
        line = (f"  {kind + ' negatives':<26}{r['f1']:>7.3f}{r['accuracy']:>7.3f}{r['precision']:>7.3f}"
                f"{r['recall']:>7.3f}{r['tp']:>6}{r['fn']:>6}{r['fp']:>6}{r['tn']:>6}")
        interval = (cis or {}).get(kind, {}).get("accuracy_ci95")
        if cis:
            line += f"{f'[{interval[0]:.3f}, {interval[1]:.3f}]' if interval else '-':>18}"
        lines.append(line)
    return "\n".join(lines)
