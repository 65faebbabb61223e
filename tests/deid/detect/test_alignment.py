"""Specification of the compiled alignment kernels (deid.detect.alignment)."""
from __future__ import annotations

import numpy as np
import pytest
from rapidfuzz.distance import OSA

from deid.detect import alignment
from deid.detect.align_projection import project_value


def codes(text: str) -> np.ndarray:
    return np.frombuffer(project_value(text), dtype=np.uint8)


def brute_force_distances(text: str, pattern: str) -> list:
    """Least edit distance (a swap of adjacent letters counting one) of the whole pattern
    to any substring ending at each position."""
    return [
        min(OSA.distance(pattern, text[s:j + 1]) for s in range(0, j + 2))
        for j in range(len(text))
    ]


@pytest.mark.parametrize(
    "text, pattern",
    [
        ("stormdanielswashere", "stormydanneels"),
        ("abcabcabc", "abd"),
        ("xxxx", "danneels"),
        ("danneels", "danneels"),
        ("aaaaaaaaaa", "a"),
        ("mrdnaneelsx", "danneels"),  # one swap of adjacent letters is one edit
        ("xabldwin", "baldwin"),
        ("abab", "ba"),
    ],
)
def test_edit_distances_equal_the_brute_force_definition(text, pattern):
    got = alignment.edit_distances(codes(text), codes(pattern)).tolist()
    assert got == brute_force_distances(text, pattern)


def test_long_patterns_use_the_column_programme_with_the_same_result():
    pattern = "kerkstraat" * 7  # 70 codes: beyond one 64-bit word
    text = "xx" + pattern[:30] + "q" + pattern[31:] + "yy"
    got = alignment.edit_distances(codes(text), codes(pattern))
    assert got.min() == 1
    assert int(np.argmin(got)) == len(text) - 3


def test_long_patterns_count_a_swap_of_adjacent_letters_as_one_edit():
    pattern = "kerkstraat" * 7
    swapped = pattern[:30] + pattern[31] + pattern[30] + pattern[32:]
    assert alignment.edit_distances(codes("xx" + swapped + "yy"), codes(pattern)).min() == 1


def test_best_distances_gives_each_pattern_its_minimum_in_one_call():
    text = codes("patient stormdaniels kerkstraat")
    patterns = [codes("stormydanneels"), codes("kerkstraat"), codes("zzzz")]
    offsets = np.cumsum([0] + [len(p) for p in patterns]).astype(np.int64)
    best = alignment.best_distances(text, np.concatenate(patterns), offsets)
    assert best.tolist() == [3, 0, 4]


def test_masked_codes_match_nothing():
    text = codes("danneels").copy()
    text[2:4] = 0
    masked_pattern = np.zeros(2, dtype=np.uint8)
    assert alignment.edit_distances(text, codes("danneels")).min() == 2
    assert alignment.edit_distances(text, masked_pattern).min() == 2


@pytest.mark.parametrize(
    "query, target, expected",
    [
        ("danneels", "xxdanneelsyy", (8, 0, 8, 2, 10)),
        ("danneels", "xxdanielsyy", (4, 0, 8, 2, 9)),
        ("abc", "zzz", (0, 0, 0, 0, 0)),
    ],
)
def test_smith_waterman_finds_the_best_local_alignment_and_its_bounds(query, target, expected):
    got = alignment.smith_waterman(codes(query), codes(target), 1, -1, -1)
    assert tuple(int(v) for v in got) == expected


@pytest.mark.parametrize("query, target", [("danneels", "xxdanielsyy"), ("stormy", "thestormisnear"), ("ab", "ba")])
def test_score_only_kernel_agrees_with_the_traceback_kernel(query, target):
    full = alignment.smith_waterman(codes(query), codes(target), 2, -1, -1)[0]
    assert alignment.smith_waterman_score(codes(query), codes(target), 2, -1, -1) == full
