"""Specification of the note projection and its offset map (deid.detect.registry.projection)."""
from __future__ import annotations

import pytest

from deid.detect.registry.projection import project, project_value


@pytest.mark.parametrize(
    "a, b",
    [
        ("Van den Broeck", "vandenbroeck"),
        ("DANNEELS, Stormy", "danneels stormy"),
        ("Stormy\nDanneels", "stormy danneels"),
        ("Hélène Léonard", "helene leonard"),
        ("Müller", "muller"),
        ("Straße", "strasse"),
        ("Æsa Œuvre", "aesa oeuvre"),
        ("Jose\u0301", "josé"),  # decomposed accent
        ("0471/23.45.67", "0471 23 45 67"),
    ],
)
def test_spellings_that_differ_only_in_case_accents_and_separators_project_alike(a, b):
    assert project_value(a) == project_value(b)


@pytest.mark.parametrize("text", ["Dr. Müller-Straße\nJosé", "plain ascii, text.", "ẞ Æ ½ x", "a\u0301b c", "Ολγα Иван ﬃ ĳ Ø"])
def test_the_array_path_and_the_value_path_give_the_same_codes(text):
    assert project(text).codes.tobytes() == project_value(text)


@pytest.mark.parametrize(
    "text, word, expected",
    [
        ("Mevr. Müller-Straße woont", "strasse", "Straße"),
        ("Dr. Hélène Léonard.", "leonard", "Léonard"),
        ("bij José\u0301 thuis", "jose", "José\u0301"),
        ("Tel. 0471 23 45 67!", "0471234567", "0471 23 45 67"),
    ],
)
def test_projection_offsets_map_back_to_the_exact_original_text(text, word, expected):
    proj = project(text)
    codes = project_value(word)
    start = proj.codes.tobytes().find(codes)
    o_start, o_end = proj.span(start, start + len(codes))
    assert text[o_start:o_end] == expected


def test_word_boundaries_of_the_original_survive_projection():
    proj = project("Gent, gentamicine")
    starts = [int(i) for i in proj.starts.nonzero()[0]]
    ends = [int(i) for i in proj.ends.nonzero()[0]]
    assert starts == [0, 4]
    assert ends == [3, len(proj) - 1]



@pytest.mark.parametrize(
    "text, words",
    [
        ("plain  ascii, text.", ["plain", "ascii", "text"]),
        ("Dr. Müller-Straße\nJosé", ["Dr", "Müller", "Straße", "José"]),
        ("a\u0301b c", ["a\u0301b", "c"]),
        ("ﬁne Ω-Жx 12a", ["ﬁne", "Ω", "Жx", "12a"]),
        ("", []),
        (" .", []),
    ],
)
def test_word_edges_map_back_to_the_original_words(text, words):
    proj = project(text)
    first = [i for i in range(len(proj)) if proj.starts[i]]
    last = [i for i in range(len(proj)) if proj.ends[i]]
    assert [proj.span(a, b + 1) for a, b in zip(first, last)] == [
        (text.index(w), text.index(w) + len(w)) for w in words
    ]
