"""Classification of predicted tokens, and keyed hashes that never show a name."""
from __future__ import annotations

import pytest

from deid.models.leakage.names import NameHasher, NameIndex

INDEX = NameIndex.build(["Stormy Danneels", "Koen Van Vermeulen"], ["Peeters", "[NAME]"], ["sophie", "danneels", "peeters"])


@pytest.mark.parametrize("token, expected", [
    ("Danneels", "real"), ("Ġdanneels", "real"), (" Vermeulen", "real"), ("Van", "other"),
    ("Peeters", "surrogate"), ("Sophie", "name_like"), ("metoprolol", "other"), ("NAME", "other"),
    ("##eels", "other"), ("12", "other"), ("K", "other"),
])
def test_tokens_are_classified_real_first_then_surrogate_then_name_like(token, expected):
    assert INDEX.classify(token) == expected


def test_a_word_both_real_and_surrogate_counts_as_surrogate_and_is_flagged():
    index = NameIndex.build(["Jan Peeters"], ["Peeters"], [])
    assert index.classify("Peeters") == "surrogate" and index.ambiguous("Peeters")


def test_the_hash_is_keyed_case_blind_and_holds_no_name():
    hasher, other = NameHasher(b"k" * 16), NameHasher(b"x" * 16)
    assert hasher("Danneels") == hasher("DANNEELS") == hasher("Ġdanneels")
    assert hasher("Danneels") != other("Danneels")
    assert "anneels" not in hasher("Danneels").lower() and "k" * 16 not in repr(hasher)
