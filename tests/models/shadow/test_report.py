"""The benchmark's table (deid.models.shadow.report)."""
import pytest

from deid.models.shadow.experiment import ExperimentResult, Share
from deid.models.shadow.prevalence import COMMON, RARE
from deid.models.shadow.report import StrategyRow, pool, render_pooled, render_table, versus


def _row(strategy, rare_trials=40):
    result = ExperimentResult(
        membership=Share(578, 1000), by_prevalence={RARE: Share(25 if rare_trials else 0, rare_trials), COMMON: Share(553, 1000 - rare_trials)},
        tasks={"note_type": (0.99, 0.98), "diagnosis_group": (0.8, 0.75)},
        train_accuracy={"note_type": 1.0, "diagnosis_group": 0.93}, attack_records=5000, shadows=10)
    return StrategyRow(strategy, 1446, 904, result)


def test_one_line_per_strategy_with_intervals_prevalence_and_task_scores():
    text = render_table([_row("min-freq=5"), _row("mutual-information=100")], ["note_type", "diagnosis_group"],
                        "diagnosis_group")
    lines = text.splitlines()
    assert len(lines) == 4  # header, rule, two strategies
    assert lines[2].startswith("min-freq=5 ") and "1446" in lines[2] and "904" in lines[2]
    assert "0.578 [0.547, 0.608]" in lines[2]  # Wilson 95% of 578/1000
    assert "0.990 / 0.980" in lines[2] and "0.800 / 0.750" in lines[2]
    assert lines[2].rstrip().endswith("0.930")  # train accuracy of the attacked task


def test_an_empty_prevalence_group_shows_as_a_dash_not_a_figure():
    line = render_table([_row("min-freq=5", rare_trials=0)], ["note_type"], "diagnosis_group").splitlines()[2]
    assert line.count("[") == 2  # intervals of the overall and common accuracies, none for the rare group
    assert " - " in line


def test_a_row_as_json_names_its_strategy_and_sizes():
    row = _row("min-freq=5").as_dict()
    assert row["strategy"] == "min-freq=5" and row["used_words"] == 904
    assert row["membership"]["ci95"] == [0.5471, 0.6083]


def test_repeated_runs_pool_their_decisions_into_one_interval():
    first, second = _row("min-freq=5"), _row("min-freq=5", rare_trials=0)
    (pooled,) = pool([[first], [second]])
    assert pooled.accuracies == (0.578, 0.578)
    assert (pooled.membership.hits, pooled.membership.trials) == (1156, 2000)
    low, high = pooled.membership.ci95
    assert high - low < 0.608 - 0.547  # narrower than one run's interval
    assert (pooled.by_prevalence[RARE].hits, pooled.by_prevalence[RARE].trials) == (25, 40) and pooled.by_prevalence[COMMON].trials == 1960
    assert pooled.tasks["diagnosis_group"] == (0.8, 0.75)
    assert "0.578 0.578" in render_pooled([pooled], ["diagnosis_group"]).splitlines()[2]


def test_runs_must_hold_the_same_strategies():
    with pytest.raises(ValueError):
        pool([[_row("min-freq=5")], [_row("mutual-information=100")]])
    assert pool([]) == []


def _judged(strategy, right, evaluated=(1, 2, 3, 4)):
    result = ExperimentResult(
        membership=Share(sum(right), len(right)), by_prevalence={RARE: Share(0, 0), COMMON: Share(sum(right), len(right))},
        tasks={"diagnosis_group": (0.8, 0.75)}, train_accuracy={"diagnosis_group": 0.9}, attack_records=10,
        shadows=2, evaluated=evaluated, right=right)
    return StrategyRow(strategy, 10, 10, result)


def test_strategies_are_compared_with_the_baseline_pair_by_pair_and_over_runs():
    run_1 = [_judged("min-freq=5", (True, True, True, False)), _judged("mutual-information=100", (True, False, False, False))]
    run_2 = [_judged("min-freq=5", (True, False, True, False)), _judged("mutual-information=100", (True, False, True, True))]
    differences = versus([run_1, run_2], "min-freq=5")
    assert list(differences) == ["mutual-information=100"]
    d = differences["mutual-information=100"]
    assert (d.pairs, d.only_a, d.only_b) == (8, 1, 2)  # run 1: 0 and 2; run 2: 1 and 0
    assert d.difference == pytest.approx(-1 / 8)
    line = render_table(run_1, ["diagnosis_group"], "diagnosis_group", baseline="min-freq=5").splitlines()[3]
    assert line.rstrip().endswith("-0.500 (0.50)")


def test_only_strategies_that_judged_the_same_records_are_paired():
    run = [_judged("min-freq=5", (True, True, True, False)),
           _judged("cap=10", (True, True, True, False), evaluated=(1, 2, 3, 5))]
    with pytest.raises(ValueError):
        versus([run], "min-freq=5")
    with pytest.raises(ValueError):
        versus([run], "min-freq=1")
