"""The benchmark's tables, in the form of the paper's: per vocabulary strategy, the vocabulary
size, membership accuracy with its 95% interval, split by class prevalence, and each task's
micro and macro F1; one table per run and, over repeated runs, one of the runs pooled.
Figures only: no word, note or identifier is ever printed."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, List, Mapping, Optional, Sequence, Tuple

import numpy as np

from deid.models.shadow.experiment import ExperimentResult, Share
from deid.models.shadow.paired import PairedDifference, compare
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


def _difference(difference: Optional[PairedDifference]) -> str:
    return "-" if difference is None else f"{difference.difference:+.3f} ({difference.p_value:.2f})"


def versus(runs: Sequence[Sequence[StrategyRow]], baseline: str) -> Dict[str, PairedDifference]:
    """Each other strategy's attack against the baseline's, paired record by record within each
    run and summed over runs (``paired``): A is the strategy, B the baseline."""
    out: Dict[str, PairedDifference] = {}
    for rows in runs:
        by_name = {row.strategy: row.result for row in rows}
        if baseline not in by_name:
            raise ValueError("the baseline strategy is not among the runs' strategies")
        base = by_name[baseline]
        for name, result in by_name.items():
            if name == baseline:
                continue
            if result.evaluated != base.evaluated:
                raise ValueError("strategies of one run must judge the same records to be paired")
            difference = compare(result.right, base.right)
            out[name] = out[name] + difference if name in out else difference
    return out


def _share(share: Share) -> str:
    if share.value is None:
        return f"{'-':>6}"
    low, high = share.ci95
    return f"{share.value:>6.3f} [{low:.3f}, {high:.3f}]"


def render_table(rows: Sequence[StrategyRow], tasks: Sequence[str], attack_task: str,
                 baseline: Optional[str] = None) -> str:
    """One line per strategy; task F1 on the target's unseen half, and the target's accuracy on its
    own training half for the attacked task (the gap between the two is what the attack feeds on);
    with ``baseline``, each strategy's paired accuracy difference from it and its p-value."""
    differences = versus([rows], baseline) if baseline else {}
    widths = [max(18, len(task) + 10) for task in tasks]
    header = (f"{'strategy':<32}{'selected':>9}{'used':>6}  {'membership acc [95% CI]':<25}"
              f"{'rare classes':<25}{'common classes':<25}")
    header += "".join(f"{task + ' uF1/MF1':>{w}}" for task, w in zip(tasks, widths))
    header += f"{'train acc':>11}"
    if baseline:
        header += f"{'vs ' + baseline + ' (p)':>26}"
    lines = [header, "-" * len(header)]
    for row in rows:
        r = row.result
        line = (f"{row.strategy:<32}{row.selected_words:>9}{row.used_words:>6}  {_share(r.membership):<25}"
                f"{_share(r.by_prevalence[RARE]):<25}{_share(r.by_prevalence[COMMON]):<25}")
        line += "".join(f"{f'{r.tasks[t][0]:.3f} / {r.tasks[t][1]:.3f}':>{w}}" for t, w in zip(tasks, widths))
        line += f"{r.train_accuracy[attack_task]:>11.3f}"
        if baseline:
            line += f"{_difference(differences.get(row.strategy)):>26}"
        lines.append(line)
    return "\n".join(lines)


@dataclass(frozen=True)
class PooledRow:
    """One strategy over repeated runs (other seeds: other notes, splits, models)."""
    strategy: str
    accuracies: tuple  # membership accuracy of each run
    membership: Share  # all runs' decisions together
    by_prevalence: Mapping[str, Share]
    tasks: Mapping[str, Tuple[float, float]]  # mean (micro, macro) F1 over runs
    used_words: float  # mean over runs

    def as_dict(self) -> dict:
        return {"strategy": self.strategy, "accuracies": [round(a, 4) for a in self.accuracies],
                "membership": self.membership.as_dict(),
                "by_prevalence": {group: share.as_dict() for group, share in self.by_prevalence.items()},
                "tasks": {task: {"micro_f1": round(micro, 4), "macro_f1": round(macro, 4)}
                          for task, (micro, macro) in self.tasks.items()},
                "used_words": round(self.used_words, 1)}


def pool(runs: Sequence[Sequence[StrategyRow]]) -> List[PooledRow]:
    """Per strategy, the runs' decisions pooled: the runs are independent (their own synthetic
    notes, split and models), so their hits and trials add up into one Wilson interval, narrower
    than any single run's. Strategies in the first run's order; every run must have them all."""
    if not runs:
        return []
    by_run = [{row.strategy: row for row in rows} for rows in runs]
    pooled = []
    for strategy in (row.strategy for row in runs[0]):
        if any(strategy not in rows for rows in by_run):
            raise ValueError("every run must hold the same strategies")
        results = [rows[strategy].result for rows in by_run]

        def total(shares):
            shares = list(shares)
            return Share(sum(s.hits for s in shares), sum(s.trials for s in shares))

        tasks = results[0].tasks
        pooled.append(PooledRow(
            strategy=strategy,
            accuracies=tuple(r.membership.value for r in results),
            membership=total(r.membership for r in results),
            by_prevalence={group: total(r.by_prevalence[group] for r in results) for group in (RARE, COMMON)},
            tasks={task: (float(np.mean([r.tasks[task][0] for r in results])),
                          float(np.mean([r.tasks[task][1] for r in results]))) for task in tasks},
            used_words=float(np.mean([rows[strategy].used_words for rows in by_run]))))
    return pooled


def render_pooled(rows: Sequence[PooledRow], tasks: Sequence[str],
                  differences: Optional[Mapping[str, PairedDifference]] = None, baseline: str = "") -> str:
    """``differences`` (``versus`` over all runs) adds the paired difference from ``baseline``."""
    widths = [max(18, len(task) + 10) for task in tasks]
    header = (f"{'strategy':<32}{'used':>7}  {'per run':<24}{'pooled [95% CI]':<25}"
              f"{'rare classes':<25}{'common classes':<25}")
    header += "".join(f"{task + ' uF1/MF1':>{w}}" for task, w in zip(tasks, widths))
    if differences is not None:
        header += f"{'vs ' + baseline + ' (p)':>26}"
    lines = [header, "-" * len(header)]
    for row in rows:
        runs = " ".join(f"{a:.3f}" for a in row.accuracies)
        line = (f"{row.strategy:<32}{row.used_words:>7.0f}  {runs:<24}{_share(row.membership):<25}"
                f"{_share(row.by_prevalence[RARE]):<25}{_share(row.by_prevalence[COMMON]):<25}")
        line += "".join(f"{f'{row.tasks[t][0]:.3f} / {row.tasks[t][1]:.3f}':>{w}}" for t, w in zip(tasks, widths))
        if differences is not None:
            line += f"{_difference(differences.get(row.strategy)):>26}"
        lines.append(line)
    return "\n".join(lines)
