"""Candidates: positives from the notes, easy and hard negatives from the same name pools."""
from __future__ import annotations

from deid.models.leakage.candidates import build_candidates, name_pools
from deid.models.leakage.names import name_words

PEOPLE = [("Stormy", "Danneels"), ("Koen", "Vermeulen"), ("Nora", "Absent"), ("Stormy", "Danneels"), ("", "Solo")]
RAW = name_words("Mevrouw Stormy Danneels werd gezien door dr. Vermeulen.")


def _candidates(seed=0):
    firsts, lasts = name_pools(["nl_BE"])
    return build_candidates(PEOPLE, set(RAW), firsts, lasts, max_positives=10, seed=seed)


def test_positives_are_registry_people_whose_surname_occurs_in_the_notes_once_each():
    positives = {(c.first, c.last) for c in _candidates() if c.kind == "positive"}
    assert positives == {("Stormy", "Danneels"), ("Koen", "Vermeulen")}


def test_easy_negatives_share_no_name_with_a_positive_and_hard_ones_exactly_one():
    candidates = _candidates()
    positives = [c for c in candidates if c.kind == "positive"]
    firsts = set().union(*(name_words(c.first) for c in positives))
    lasts = set().union(*(name_words(c.last) for c in positives))
    for c in candidates:
        shared = bool(name_words(c.first) & firsts) + bool(name_words(c.last) & lasts)
        assert shared == {"positive": 2, "easy": 0, "hard": 1}[c.kind]
        if c.kind != "positive":
            assert not (c.words - firsts - lasts) & RAW
    assert [sum(c.kind == k for c in candidates) for k in ("positive", "easy", "hard")] == [2, 2, 2]


def test_the_draw_is_seeded():
    assert _candidates(3) == _candidates(3) and _candidates(3) != _candidates(4)
