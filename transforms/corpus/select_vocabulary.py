"""SelectVocabulary: apply one strategy's rules to the scored word counts.

Input: (word, (WordStats, mutual-information score)). Filters are per-word
Beam filters; a ranking rule keeps its top N through ``Top.Of`` (a combiner:
each worker keeps N candidates), and the survivors' words come back as a side
input. Outputs ``kept`` (same elements) and ``events``: ((strategy, outcome),
(word types, corpus tokens)) for the report, outcome being ``kept`` or
``removed:RULE``.
"""
from __future__ import annotations

import apache_beam as beam

from deid.corpus.strategy import Strategy


def _event(item, strategy: str, outcome: str):
    return (strategy, outcome), (1, item[1][0].count)


def _sum_pairs(pairs):
    types = tokens = 0
    for a, b in pairs:
        types += a
        tokens += b
    return types, tokens


class SelectVocabulary(beam.PTransform):
    def __init__(self, strategy: Strategy):
        super().__init__()
        self._strategy = strategy

    def expand(self, scored):
        name = str(self._strategy)
        current = scored
        removed = []
        for step, rule in enumerate(self._strategy.rules):
            label = f"Rule{step}"
            if rule.is_filter:
                passes = lambda item, rule=rule: rule.passes(item[1][0])  # noqa: E731
            else:
                top = (
                    current
                    | f"{label}Top" >> beam.combiners.Top.Of(
                        rule.value, key=lambda item, rule=rule: rule.rank_key(item[0], item[1][0], item[1][1]))
                    | f"{label}Words" >> beam.Map(lambda items: frozenset(word for word, _ in items))
                )
                top_words = beam.pvalue.AsSingleton(top)
                passes = None
            if passes is not None:
                tagged = current | f"{label}Split" >> beam.Map(lambda item, f=passes: (f(item), item))
            else:
                tagged = current | f"{label}Split" >> beam.Map(
                    lambda item, words: (item[0] in words, item), words=top_words)
            removed.append(
                tagged
                | f"{label}Removed" >> beam.Filter(lambda pair: not pair[0])
                | f"{label}RemovedEvents" >> beam.Map(lambda pair, o=f"removed:{rule}": _event(pair[1], name, o)))
            current = (
                tagged
                | f"{label}Kept" >> beam.Filter(lambda pair: pair[0])
                | f"{label}Unwrap" >> beam.Map(lambda pair: pair[1]))
        kept_events = current | "KeptEvents" >> beam.Map(lambda item: _event(item, name, "kept"))
        events = (
            (kept_events, *removed)
            | "AllEvents" >> beam.Flatten()
            | "Sum" >> beam.CombinePerKey(_sum_pairs)
        )
        return {"kept": current, "events": events}
