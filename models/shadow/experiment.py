"""One vocabulary strategy's membership inference experiment (Shokri et al., as in issue 17).

    target pool (target sources) ── shuffled halves ── IN ── train TARGET ── outputs on IN and OUT
                                                   └── OUT (never trained on; also the task test set)
    shadow pool (held-out sources) ── N bootstrap samples ── train SHADOW i ── outputs on its
        sample (members) and on as many out-of-sample records (non-members) ── attack records
    attack records ── one attack model per class of the attacked task (``attack``)
    attack(TARGET's outputs) on a balanced set: every IN record against as many OUT records

The shadows imitate the target: same architecture, same training config, same number of
training draws, data from the same distribution but from other sources (the attacker's own
data, disjoint from the target's). A bootstrap sample draws ``len(IN)`` records with
replacement, so its members are the distinct records drawn (about 63% of the pool); its
non-members are drawn from the records it missed, as many as its members where the pool
allows, so each shadow contributes balanced attack records.

Membership accuracy is the share of right member/non-member decisions on the balanced target
set (0.5 is chance), with a 95% Wilson interval (``deid.models.leakage.intervals``), overall
and split by the prevalence of the record's class in the attacked task (``prevalence``). Task
micro and macro F1 are the target's, on OUT.

Everything random follows ``config.seed``: the halves, the bootstrap samples, the balanced
sets and each model's seed (the target's ``seed``, shadow i's ``seed + 1 + i``).
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Dict, Mapping, Optional, Tuple

import numpy as np

from deid.models.leakage.intervals import wilson
from deid.models.shadow.attack import AttackConfig, attack_features, train_attack
from deid.models.shadow.classifier import ClassifierConfig, TrainedClassifier, train_classifier
from deid.models.shadow.prevalence import COMMON, RARE, prevalence_groups
from deid.models.shadow.task_scores import f1_scores


@dataclass(frozen=True)
class Records:
    """Encoded notes (``Vocabulary.encode``) and one class index per note and task."""
    ids: np.ndarray
    labels: Mapping[str, np.ndarray]

    def __post_init__(self) -> None:
        if any(len(y) != len(self.ids) for y in self.labels.values()):
            raise ValueError("one label per note and task")

    def __len__(self) -> int:
        return len(self.ids)

    def take(self, rows: np.ndarray) -> "Records":
        return Records(self.ids[rows], {task: y[rows] for task, y in self.labels.items()})


@dataclass(frozen=True)
class ExperimentConfig:
    shadows: int = 10
    attack_task: str = "diagnosis_group"
    classifier: ClassifierConfig = ClassifierConfig()
    attack: AttackConfig = AttackConfig()
    seed: int = 0

    def __post_init__(self) -> None:
        if self.shadows < 1:
            raise ValueError("at least one shadow model")


@dataclass(frozen=True)
class Share:
    """hits out of trials, with its 95% Wilson interval."""
    hits: int
    trials: int

    @property
    def value(self) -> Optional[float]:
        return self.hits / self.trials if self.trials else None

    @property
    def ci95(self) -> Optional[Tuple[float, float]]:
        return wilson(self.hits, self.trials)

    def as_dict(self) -> dict:
        interval = self.ci95
        return {"value": None if self.value is None else round(self.value, 4), "hits": self.hits,
                "trials": self.trials, "ci95": None if interval is None else [round(v, 4) for v in interval]}


@dataclass(frozen=True)
class ExperimentResult:
    membership: Share
    by_prevalence: Mapping[str, Share]  # RARE / COMMON
    tasks: Mapping[str, Tuple[float, float]]  # task -> (micro F1, macro F1) on OUT
    train_accuracy: Mapping[str, float]  # task -> the target's accuracy on IN (the overfitting)
    attack_records: int
    shadows: int
    rare_classes: Tuple[int, ...] = field(default=())
    # The attack's decision on each evaluated record, right or wrong, and which records (target-pool
    # rows: members then non-members). The draws that pick them do not depend on the vocabulary, so
    # two strategies run with the same pools and seed judge the same records: their decisions pair
    # up (``paired``), a sharper comparison than two intervals side by side.
    evaluated: Tuple[int, ...] = field(default=(), repr=False)
    right: Tuple[bool, ...] = field(default=(), repr=False)

    def as_dict(self) -> dict:
        return {
            "membership": self.membership.as_dict(),
            "by_prevalence": {group: share.as_dict() for group, share in self.by_prevalence.items()},
            "tasks": {task: {"micro_f1": round(micro, 4), "macro_f1": round(macro, 4)}
                      for task, (micro, macro) in self.tasks.items()},
            "train_accuracy": {task: round(acc, 4) for task, acc in self.train_accuracy.items()},
            "attack_records": self.attack_records, "shadows": self.shadows,
            "rare_classes": len(self.rare_classes),
        }


def _seeded(config: ClassifierConfig, seed: int) -> ClassifierConfig:
    return dataclasses.replace(config, seed=seed)


def _outputs(model: TrainedClassifier, records: Records) -> np.ndarray:
    return attack_features(model.predict_proba(records.ids), records.labels)


def split_halves(n: int, rng: np.random.Generator) -> Tuple[np.ndarray, np.ndarray]:
    """(IN rows, OUT rows): a shuffled half each (IN gets the smaller half when n is odd)."""
    order = rng.permutation(n)
    return np.sort(order[: n // 2]), np.sort(order[n // 2:])


def bootstrap(n: int, draws: int, rng: np.random.Generator) -> Tuple[np.ndarray, np.ndarray]:
    """(members, non-members) of one shadow: the distinct rows of ``draws`` draws with replacement
    from ``n``, and as many of the rows never drawn (fewer where the pool has fewer)."""
    members = np.unique(rng.integers(0, n, size=draws))
    missed = np.setdiff1d(np.arange(n), members)
    non_members = np.sort(rng.choice(missed, size=min(len(members), len(missed)), replace=False))
    return members, non_members


def balanced(members: int, non_members: int, rng: np.random.Generator) -> Tuple[np.ndarray, np.ndarray]:
    """As many of each, the larger side subsampled: accuracy 0.5 is then chance."""
    n = min(members, non_members)
    return (np.sort(rng.choice(members, size=n, replace=False)),
            np.sort(rng.choice(non_members, size=n, replace=False)))


def run_experiment(target_pool: Records, shadow_pool: Records, classes: Mapping[str, int], id_count: int,
                   config: ExperimentConfig = ExperimentConfig()) -> ExperimentResult:
    """Train the target and the shadows, train the attack, attack the target (module docstring).

    ``classes``: each task's number of classes; ``id_count``: the vocabulary's ids
    (``Vocabulary.id_count``), the same for the target and the shadows.
    """
    if config.attack_task not in classes:
        raise ValueError("the attacked task must be one of the classifier's tasks")
    if len(target_pool) < 4 or len(shadow_pool) < 4:
        raise ValueError("the target and shadow pools need a few records each")
    rng = np.random.default_rng(config.seed)
    in_rows, out_rows = split_halves(len(target_pool), rng)
    members, non_members = target_pool.take(in_rows), target_pool.take(out_rows)
    target = train_classifier(members.ids, members.labels, classes, id_count,
                              _seeded(config.classifier, config.seed))

    features, attack_classes, is_member = [], [], []
    for i in range(config.shadows):
        shadow_in, shadow_out = bootstrap(len(shadow_pool), len(members), rng)
        sample = shadow_pool.take(shadow_in)
        shadow = train_classifier(sample.ids, sample.labels, classes, id_count,
                                  _seeded(config.classifier, config.seed + 1 + i))
        for rows, member in ((shadow_in, True), (shadow_out, False)):
            records = shadow_pool.take(rows)
            features.append(_outputs(shadow, records))
            attack_classes.append(records.labels[config.attack_task])
            is_member.append(np.full(len(records), member))
    attack = train_attack(np.concatenate(features), np.concatenate(attack_classes), np.concatenate(is_member),
                          dataclasses.replace(config.attack, seed=config.seed))

    eval_in, eval_out = balanced(len(members), len(non_members), rng)
    evaluated = [members.take(eval_in), non_members.take(eval_out)]
    truth = np.concatenate([np.ones(len(eval_in), bool), np.zeros(len(eval_out), bool)])
    eval_classes = np.concatenate([r.labels[config.attack_task] for r in evaluated])
    guessed = attack.predict(np.concatenate([_outputs(target, r) for r in evaluated]), eval_classes)
    right = guessed == truth

    groups = prevalence_groups(members.labels[config.attack_task], classes[config.attack_task])
    group_of = np.array([groups[int(c)] for c in eval_classes])
    by_prevalence = {group: Share(int(right[group_of == group].sum()), int((group_of == group).sum()))
                     for group in (RARE, COMMON)}

    on_out = target.predict(non_members.ids)
    on_in = target.predict(members.ids)
    return ExperimentResult(
        membership=Share(int(right.sum()), len(right)),
        by_prevalence=by_prevalence,
        tasks={task: f1_scores(non_members.labels[task], on_out[task]) for task in classes},
        train_accuracy={task: float((on_in[task] == members.labels[task]).mean()) for task in classes},
        attack_records=int(sum(len(f) for f in features)),
        shadows=config.shadows,
        rare_classes=tuple(c for c, g in sorted(groups.items()) if g == RARE),
        evaluated=tuple(int(row) for row in np.concatenate([in_rows[eval_in], out_rows[eval_out]])),
        right=tuple(bool(r) for r in right),
    )
