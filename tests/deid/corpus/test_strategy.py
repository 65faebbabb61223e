"""Vocabulary strategies: each rule and their combinations, by hand."""
from __future__ import annotations

import pytest

from deid.corpus.counts import WordStats
from deid.corpus.strategy import coverage, parse_strategy, select


def _w(count, sources):
    return WordStats(count=count, capitalized=0, docs=count, sources=sources)


STATS = {"a": _w(10, 3), "b": _w(6, 1), "c": _w(5, 2), "d": _w(2, 3), "e": _w(5, 1)}
SCORES = {"a": 0.1, "b": 0.9, "c": 0.5, "d": 0.7, "e": 0.0}


@pytest.mark.parametrize("text, kept, removed", [
    ("min-freq=5", {"a", "b", "c", "e"}, [1]),
    ("intersection=2", {"a", "c", "d"}, [2]),
    ("min-freq=5+intersection=2", {"a", "c"}, [1, 2]),
    ("mutual-information=2", {"b", "d"}, [3]),
    ("min-freq=5+mutual-information=2", {"b", "c"}, [1, 2]),
    ("cap=2", {"a", "b"}, [3]),
    ("cap=3", {"a", "b", "e"}, [2]),  # c and e tie at 5: the larger word wins
    ("min-freq=5+intersection=2+cap=1", {"a"}, [1, 2, 1]),
    ("cap=100", set(STATS), [0]),
])
def test_rules_apply_left_to_right(text, kept, removed):
    assert select(STATS, SCORES, parse_strategy(text)) == (kept, removed)


def test_coverage_by_hand():
    # 28 running words; a and b cover 16; 3 of 5 types are out of vocabulary.
    assert coverage(STATS, {"a", "b"}) == {"vocabulary_size": 2, "token_coverage": 16 / 28, "oov_type_rate": 0.6}


@pytest.mark.parametrize("text", ["", "min-freq", "min-freq=0", "min-freq=x", "size=5", "cap=3+cap=4"])
def test_bad_strategies_fail_when_parsed(text):
    with pytest.raises(ValueError):
        parse_strategy(text)


def test_a_strategy_prints_as_it_parses():
    assert str(parse_strategy(" min-freq=5 + intersection=3 ")) == "min-freq=5+intersection=3"
