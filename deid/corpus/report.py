"""The vocabulary report: counts only, never a removed word in clear text."""
from __future__ import annotations

from typing import Iterable, List, Mapping, Sequence, Tuple

from deid.corpus.counts import WordStats
from deid.corpus.scrub import OUTCOMES
from deid.corpus.strategy import Strategy

VOCABULARY_COLUMNS = ("word", "count", "docs", "sources", "mutual_information", "name_flag")
TOTALS = ("notes", "tokens", "types", "sources", "notes_without_source", "notes_with_labels",
          "notes_with_invalid_labels")


def strategy_report(strategy: Strategy, events: Mapping[Tuple[str, str], Tuple[int, int]],
                    tokens: int, types: int) -> dict:
    name = str(strategy)
    kept_types, kept_tokens = events.get((name, "kept"), (0, 0))
    removed = {str(rule): events.get((name, f"removed:{rule}"), (0, 0)) for rule in strategy.rules}
    coverage = kept_tokens / tokens if tokens else 0.0
    return {
        "strategy": name,
        "vocabulary_size": kept_types,
        "token_coverage": round(coverage, 6),
        "oov_token_rate": round(1.0 - coverage, 6) if tokens else 0.0,
        "oov_type_rate": round(1.0 - kept_types / types, 6) if types else 0.0,
        "words_removed_by_rule": {rule: n for rule, (n, _) in removed.items()},
        "tokens_removed_by_rule": {rule: t for rule, (_, t) in removed.items()},
    }


def build_report(strategies: Sequence[Strategy], totals: Mapping[str, int],
                 strategy_events: Mapping, scrub_events: Mapping[str, int], class_count: int,
                 vocabulary: Sequence[Tuple[str, WordStats, float, str]], scrub_rule: dict) -> dict:
    tokens, types = totals.get("tokens", 0), totals.get("types", 0)
    covered = sum(stats.count for _, stats, _, _ in vocabulary)
    return {
        "corpus": {name: totals.get(name, 0) for name in TOTALS} | {"label_classes": class_count},
        "strategies": [strategy_report(s, strategy_events, tokens, types) for s in strategies],
        "selected_strategy": str(strategies[0]),
        "scrubbing": {
            "outcomes": {outcome: scrub_events.get(outcome, 0) for outcome in OUTCOMES},
            "rule": scrub_rule,
        },
        "final_vocabulary": {
            "words": len(vocabulary),
            "token_coverage": round(covered / tokens, 6) if tokens else 0.0,
        },
    }


def vocabulary_rows(vocabulary: Iterable[Tuple[str, WordStats, float, str]]) -> List[Tuple]:
    """Kept words, most frequent first (ties by word): the order of the tokenizer's word ids."""
    rows = [(word, stats.count, stats.docs, stats.sources, round(score, 6), int(outcome == "kept_flagged_name"))
            for word, stats, score, outcome in vocabulary]
    return sorted(rows, key=lambda row: (-row[1], row[0]))


def vocabulary_tsv(vocabulary) -> str:
    lines = ["\t".join(VOCABULARY_COLUMNS)]
    lines += ["\t".join(str(value) for value in row) for row in vocabulary_rows(vocabulary)]
    return "\n".join(lines) + "\n"


def read_vocabulary_tsv(text: str) -> List[str]:
    """The words of a vocabulary.tsv, in file order."""
    return [line.split("\t", 1)[0] for line in text.splitlines()[1:] if line]
