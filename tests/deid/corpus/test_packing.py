"""Split, packing and the shuffle key, by hand."""
from __future__ import annotations

import numpy as np
import pytest

from deid.corpus.packing import bucket_count, pack, sequence_key, split_of

BOS, PAD, EOS = 0, 1, 2


def test_notes_are_packed_in_note_id_order_with_separators():
    notes = [("n2", [7, 8]), ("n1", [5, 6, 7])]
    got = [(seq.tolist(), used) for seq, used in pack(notes, 4, BOS, EOS, PAD)]
    # stream: 5 6 7 </s> 7 8 </s> -> pieces of 3 behind <s>
    assert got == [([0, 5, 6, 7], 4), ([0, 2, 7, 8], 4), ([0, 2, 1, 1], 2)]
    assert all(seq.dtype == np.int32 for seq, _ in pack(notes, 4, BOS, EOS, PAD))


def test_an_exact_fit_needs_no_padding():
    assert [used for _, used in pack([("a", [5, 6])], 4, BOS, EOS, PAD)] == [4]


def test_nothing_to_pack_gives_nothing():
    assert list(pack([], 4, BOS, EOS, PAD)) == []


@pytest.mark.parametrize("fraction, expected", [(0.0, 0), (1.0 - 1e-12, 1000)])
def test_split_extremes(fraction, expected):
    assert sum(split_of(f"n{i}", fraction) == "heldout" for i in range(1000)) == expected


def test_split_fraction_is_about_right_and_stable():
    held = [i for i in range(10_000) if split_of(f"note-{i}", 0.1) == "heldout"]
    assert 900 < len(held) < 1100
    assert held == [i for i in range(10_000) if split_of(f"note-{i}", 0.1) == "heldout"]


def test_bucket_count_and_shuffle_key():
    assert [bucket_count(n, 10) for n in (0, 1, 10, 11)] == [1, 1, 1, 2]
    assert sequence_key(1, "train", "A", 0, 3) == sequence_key(1, "train", "A", 0, 3)
    assert sequence_key(1, "train", "A", 0, 3) != sequence_key(2, "train", "A", 0, 3)
