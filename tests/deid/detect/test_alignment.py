"""Specification of the compiled alignment kernels (deid.detect.registry.alignment)."""
from __future__ import annotations

import numpy as np
import pytest
from rapidfuzz.distance import OSA

from deid.detect.registry import alignment
from deid.detect.registry.projection import project_value


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


def test_the_all_patterns_table_equals_one_scan_per_pattern():
    rng = np.random.default_rng(5)
    text = rng.integers(0, 6, 300).astype(np.uint8)  # 0: masked codes included
    patterns = [rng.integers(1, 6, n).astype(np.uint8) for n in (1, 2, 5, 13, 63, 64, 65, 80)]
    offsets = np.cumsum([0] + [len(p) for p in patterns]).astype(np.int64)
    table, best = alignment.distance_table(text, np.concatenate(patterns), offsets)
    for p, pattern in enumerate(patterns):
        expected = alignment.edit_distances(text, pattern)
        assert table[:, p].tolist() == expected.tolist()
        assert best[p] == min(len(pattern), expected.min())


def test_the_compiled_osa_distance_equals_rapidfuzz():
    rng = np.random.default_rng(6)
    for _ in range(500):
        a = rng.integers(0, 4, rng.integers(0, 9)).astype(np.uint8)
        b = rng.integers(0, 4, rng.integers(0, 9)).astype(np.uint8)
        expected = OSA.distance(a.tobytes().decode("latin-1"), b.tobytes().decode("latin-1"))
        assert alignment.osa_distance(a, b, np.empty(3 * (len(b) + 1), dtype=np.int64)) == expected


def test_the_one_call_search_finds_every_occurrence_word_aligned():
    text = codes("mr danneels and mrs dannels saw danneelsx")
    pattern = codes("danneels")
    starts = np.zeros(len(text), dtype=np.bool_)
    ends = starts.copy()
    offset = 0
    for word in ("mr", "danneels", "and", "mrs", "dannels", "saw", "danneelsx"):
        starts[offset] = True
        ends[offset + len(word) - 1] = True
        offset += len(word)
    hits, segments = alignment.fuzzy_search(
        text, pattern, np.array([0, len(pattern)], dtype=np.int64), np.array([2], dtype=np.int64),
        np.array([False]), starts, ends, starts, ends, np.arange(len(text), dtype=np.int64), 64, 1, -1, -1,
    )
    found = sorted((int(s), int(e), int(edits)) for _, s, e, edits, _, _ in hits.tolist())
    # "danneelsx" ends one code after the value: two word-aligned hits and one with an insertion
    assert found == [(2, 10, 0), (16, 23, 1), (26, 35, 1)]
    assert len(segments) == sum(e - s for s, e, _ in found)
