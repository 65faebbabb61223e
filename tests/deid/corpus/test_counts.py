"""Words and counts: the normalization is the tokenizer's, and missing fields follow the contract."""
from __future__ import annotations

import pytest

from deid.corpus.counts import UNKNOWN_SOURCE, WordStats, count_words, parse_labels, source_of
from deid.corpus.words import words, words_with_case


@pytest.mark.parametrize("text, expected", [
    ("Dr. Jansen zag 12 pat.", ["dr", ".", "jansen", "zag", "1", "2", "pat", "."]),
    ("ROOS, roos", ["roos", ",", "roos"]),
    ("Cafe\u0301 e-mail", ["café", "e", "-", "mail"]),  # NFC joins the accent
])
def test_words_are_pre_tokenized_lower_cased_and_digit_split(text, expected):
    assert words(text) == expected


def test_capitalization_is_kept_beside_the_word():
    assert words_with_case("Roos roos ROOS") == [("roos", True), ("roos", False), ("roos", True)]


@pytest.mark.parametrize("value, expected", [
    (None, ()),
    ("", ()),
    ('{"note_type": "discharge", "diagnosis_group": "cardio"}',
     (("diagnosis_group", "cardio"), ("note_type", "discharge"))),
    ({"grade": 2}, (("grade", "2"),)),
    ("not json", None),
    ('["a"]', None),
])
def test_labels_come_as_json_text_or_dict(value, expected):
    assert parse_labels(value) == expected


@pytest.mark.parametrize("value", [None, "", "  "])
def test_a_note_without_source_counts_as_unknown(value):
    assert source_of(value) == UNKNOWN_SOURCE


def test_counts_by_hand():
    notes = [
        ("Hart hart pijn", "A", (("dx", "cardio"),)),
        ("pijn", "B", (("dx", "pulmo"),)),
        ("Hart", "unknown", ()),
    ]
    stats = count_words(notes)
    assert stats["hart"] == WordStats(count=3, capitalized=2, docs=2, sources=2, label_docs=((("dx", "cardio"), 1),))
    assert stats["pijn"] == WordStats(count=2, capitalized=0, docs=2, sources=2,
                                      label_docs=((("dx", "cardio"), 1), (("dx", "pulmo"), 1)))
