"""The benchmark's table, in the form of the paper's: per vocabulary strategy, the vocabulary
size, membership accuracy with its 95% interval, split by class prevalence, and each task's
micro and macro F1. Figures only: no word, note or identifier is ever printed."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from deid.models.shadow.experiment import ExperimentResult, Share
from deid.models.shadow.prevalence import COMMON, RARE


@dataclass(frozen=True)
class StrategyRow:
    strategy: str
    selected_words: int  # the strategy's vocabulary (deid corpus report)
    used_words: int  # after name scrubbing: the classifier's vocabulary
    result: ExperimentResult

    def as_dict(self) -> dict:
        return {"strategy": self.strategy, "selected_words": self.selected_words, "used_words": self.used_words,
                **self.result.as_dict()}


def _share(share: Share) -> str:
    if share.value is None:
        return f"{'-':>6}"
    low, high = share.ci95
    return f"{share.value:>6.3f} [{low:.3f}, {high:.3f}]"


def render_table(rows: Sequence[StrategyRow], tasks: Sequence[str], attack_task: str) -> str:
    """One line per strategy; task F1 on the target's unseen half, and the target's accuracy on its
    own training half for the attacked task (the gap between the two is what the attack feeds on)."""
    widths = [max(18, len(task) + 10) for task in tasks]
    header = (f"{'strategy':<32}{'selected':>9}{'used':>6}  {'membership acc [95% CI]':<25}"
              f"{'rare classes':<25}{'common classes':<25}")
    header += "".join(f"{task + ' uF1/MF1':>{w}}" for task, w in zip(tasks, widths))
    header += f"{'train acc':>11}"
    lines = [header, "-" * len(header)]
    for row in rows:
        r = row.result
        line = (f"{row.strategy:<32}{row.selected_words:>9}{row.used_words:>6}  {_share(r.membership):<25}"
                f"{_share(r.by_prevalence[RARE]):<25}{_share(r.by_prevalence[COMMON]):<25}")
        line += "".join(f"{f'{r.tasks[t][0]:.3f} / {r.tasks[t][1]:.3f}':>{w}}" for t, w in zip(tasks, widths))
        line += f"{r.train_accuracy[attack_task]:>11.3f}"
        lines.append(line)
    return "\n".join(lines)
