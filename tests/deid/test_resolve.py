"""The overlap resolver: rules as written in deid/resolve.py, checked one by one,
then as properties over random span sets (order independence, no overlaps,
nothing uncovered)."""
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deid.resolve import ResolverConfig, resolve_overlaps, trim_to_content
from deid.spans import LABELS, Span


def S(start, end, label, detector="pattern", score=1.0, ref=None):
    return Span(start, end, label, detector, score, ref)


def shape(spans):
    return [(s.start, s.end, s.label, s.detector) for s in spans]


@pytest.mark.parametrize(
    "name,spans,expected",
    [
        ("disjoint spans pass through sorted",
         [S(10, 12, "AGE"), S(0, 5, "DATE")],
         [(0, 5, "DATE", "pattern"), (10, 12, "AGE", "pattern")]),
        ("registry beats pattern on the same range",
         [S(0, 10, "ID", "pattern"), S(0, 10, "PHONE", "registry")],
         [(0, 10, "PHONE", "registry")]),
        ("pattern beats ner even when shorter; ner keeps its uncovered tail",
         [S(0, 20, "ORGANIZATION", "ner"), S(0, 10, "ADDRESS", "pattern")],
         [(0, 10, "ADDRESS", "pattern"), (10, 20, "ORGANIZATION", "ner")]),
        ("same detector: longer span wins",
         [S(0, 10, "PHONE"), S(0, 15, "ID")],
         [(0, 15, "ID", "pattern")]),
        ("same detector and length: higher score wins",
         [S(0, 10, "ID", score=0.7), S(0, 10, "DATE", score=0.95)],
         [(0, 10, "DATE", "pattern")]),
        ("BIRTHDATE refines DATE from a higher-priority detector",
         [S(0, 10, "DATE", "registry"), S(0, 10, "BIRTHDATE", "pattern", 0.9)],
         [(0, 10, "BIRTHDATE", "registry")]),
        ("BIRTHDATE refines an overlapping longer DATE",
         [S(0, 12, "DATE", "ner"), S(2, 12, "BIRTHDATE", "pattern")],
         [(0, 12, "BIRTHDATE", "pattern")]),
        ("overlapping same-label spans merge into their union",
         [S(0, 3, "NAME", "registry"), S(0, 11, "NAME", "ner", 0.8)],
         [(0, 11, "NAME", "registry")]),
        ("touching same-label spans merge",
         [S(0, 5, "ADDRESS"), S(5, 9, "ADDRESS", "ner")],
         [(0, 9, "ADDRESS", "pattern")]),
        ("touching different-label spans stay apart",
         [S(0, 5, "NAME"), S(5, 9, "AGE")],
         [(0, 5, "NAME", "pattern"), (5, 9, "AGE", "pattern")]),
        ("a loser's leftover shorter than min_remainder is dropped",
         [S(0, 10, "NAME", "registry"), S(8, 11, "ORGANIZATION", "ner")],
         [(0, 10, "NAME", "registry")]),
        ("a loser split in two keeps both sides",
         [S(5, 10, "NAME", "registry"), S(0, 20, "ORGANIZATION", "ner")],
         [(0, 5, "ORGANIZATION", "ner"), (5, 10, "NAME", "registry"), (10, 20, "ORGANIZATION", "ner")]),
        ("unlisted detector ranks last",
         [S(0, 10, "NAME", "rules"), S(0, 4, "DATE", "ner")],
         [(0, 4, "DATE", "ner"), (4, 10, "NAME", "rules")]),
        ("empty input", [], []),
    ],
)
def test_rule(name, spans, expected):
    assert shape(resolve_overlaps(spans, ResolverConfig())) == expected


def test_ref_is_kept_only_when_the_union_stays_within_the_parts_that_carry_it():
    same = resolve_overlaps([S(0, 3, "NAME", "registry", ref="p1:last_name"), S(1, 3, "NAME", "registry", ref="p1:last_name")])
    grown = resolve_overlaps([S(0, 3, "NAME", "registry", ref="p1:last_name"), S(0, 8, "NAME", "ner")])
    confirmed = resolve_overlaps([S(0, 8, "NAME", "registry", ref="p1:full_name"), S(0, 8, "NAME", "ner")])
    inside = resolve_overlaps([S(0, 8, "NAME", "registry", ref="p1:full_name"), S(4, 8, "NAME", "ner")])
    two = resolve_overlaps([S(0, 3, "NAME", "registry", ref="p1:last_name"), S(2, 8, "NAME", "registry", ref="p2:full_name")])
    assert [s.ref for s in same] == ["p1:last_name"]
    assert [s.ref for s in grown] == [None]
    # NER on the exact words of a registry match must not cost the match its person.
    assert [(s.ref, s.detector) for s in confirmed] == [("p1:full_name", "registry")]
    assert [s.ref for s in inside] == ["p1:full_name"]
    assert [s.ref for s in two] == [None]


def test_merged_span_takes_the_highest_score():
    [span] = resolve_overlaps([S(0, 5, "NAME", "registry", 0.6), S(3, 9, "NAME", "ner", 0.9)])
    assert (span.start, span.end, span.score) == (0, 9, 0.9)


def test_priority_is_configurable():
    spans = [S(0, 10, "ORGANIZATION", "ner"), S(0, 10, "ADDRESS", "pattern")]
    config = ResolverConfig(detector_priority=("ner", "registry", "pattern"))
    assert shape(resolve_overlaps(spans, config)) == [(0, 10, "ORGANIZATION", "ner")]


def test_refinements_can_be_switched_off():
    spans = [S(0, 10, "DATE", "registry"), S(0, 10, "BIRTHDATE", "pattern")]
    assert shape(resolve_overlaps(spans, ResolverConfig(refinements=()))) == [(0, 10, "DATE", "registry")]


@pytest.mark.parametrize(
    "kwargs",
    [
        {"detector_priority": ()},
        {"detector_priority": ("registry", "registry")},
        {"detector_priority": ("regex",)},
        {"detector_priority": ["registry"]},
        {"refinements": (("BIRTHDATE", "BIRTHDATE"),)},
        {"refinements": (("BIRTH", "DATE"),)},
        {"refinements": (("BIRTHDATE", "DATE"), ("DATE", "LOCATION"))},
        {"refinements": (("BIRTHDATE", "DATE"), ("BIRTHDATE", "AGE"))},
        {"min_remainder": 0},
    ],
)
def test_invalid_config_is_rejected(kwargs):
    with pytest.raises(ValueError):
        ResolverConfig(**kwargs)


_DETECTORS = ("registry", "pattern", "ner", "names")


@st.composite
def span_sets(draw):
    n = draw(st.integers(0, 12))
    spans = []
    for _ in range(n):
        start = draw(st.integers(0, 60))
        length = draw(st.integers(1, 15))
        spans.append(
            Span(
                start,
                start + length,
                draw(st.sampled_from(LABELS[:6])),
                draw(st.sampled_from(_DETECTORS)),
                draw(st.sampled_from((0.5, 0.7, 1.0))),
                draw(st.sampled_from((None, "p1:first_name", "p2:city"))),
            )
        )
    return spans


def _covered(spans):
    return {i for s in spans for i in range(s.start, s.end)}


@settings(max_examples=200, deadline=None)
@given(span_sets(), st.randoms(use_true_random=False))
def test_output_is_sorted_disjoint_and_independent_of_input_order(spans, rnd):
    result = resolve_overlaps(spans)
    shuffled = list(spans)
    rnd.shuffle(shuffled)
    again = resolve_overlaps(shuffled)
    assert [(s.start, s.end, s.label, s.detector, s.score, s.ref) for s in result] == [
        (s.start, s.end, s.label, s.detector, s.score, s.ref) for s in again
    ]
    assert all(a.end <= b.start for a, b in zip(result, result[1:]))


@settings(max_examples=200, deadline=None)
@given(span_sets())
def test_nothing_detected_is_left_uncovered_with_min_remainder_one(spans):
    result = resolve_overlaps(spans, ResolverConfig(min_remainder=1))
    assert _covered(result) == _covered(spans)


@settings(max_examples=200, deadline=None)
@given(span_sets())
def test_output_never_covers_what_no_detector_found(spans):
    assert _covered(resolve_overlaps(spans)) <= _covered(spans)


def test_resolving_twice_changes_nothing():
    rng = random.Random(7)
    spans = [S(s, s + rng.randint(1, 9), rng.choice(LABELS[:5]), rng.choice(_DETECTORS)) for s in (rng.randint(0, 80) for _ in range(40))]
    once = resolve_overlaps(spans)
    assert resolve_overlaps(once) == once


def test_spans_are_trimmed_to_their_content_and_empty_ones_dropped():
    text = "Dr\n\nAZ Delta - 24. Mai  x"
    spans = [S(2, 12, "ORGANIZATION", "ner"), S(12, 15, "ID", "ner"), S(15, 24, "DATE")]
    assert shape(trim_to_content(spans, text)) == [(4, 12, "ORGANIZATION", "ner"), (15, 22, "DATE", "pattern")]


def test_with_the_text_remainders_do_not_swallow_the_layout_around_a_winner():
    # A pattern address that ran over a blank line into a birth date: the date wins "1965",
    # the address remainder must not begin with the blank line it crossed.
    text = "geboren 15 januari 1965\n\nAZ Delta - Oncologie"
    spans = [S(8, 23, "BIRTHDATE", "registry", ref="p1:birth_date"), S(19, 33, "ADDRESS", "pattern")]
    resolved = resolve_overlaps(spans, text=text)
    assert [text[s.start:s.end] for s in resolved] == ["15 januari 1965", "AZ Delta"]
    assert [text[s.start:s.end] for s in resolve_overlaps(spans)] == ["15 januari 1965", "\n\nAZ Delta"]


def test_with_the_text_one_letter_between_two_winners_is_no_remainder_but_two_characters_are():
    # A model's NAME over an occupation, a preposition and a town: the occupation and the town win.
    text = "FILS MENUISIER A LEUZE"
    name = S(5, 22, "NAME", "ner")                                       # "MENUISIER A LEUZE"
    winners = [S(5, 14, "PROFESSION", "pattern"), S(17, 22, "LOCATION", "pattern")]
    assert [text[s.start:s.end] for s in resolve_overlaps([name, *winners], text=text)] == ["MENUISIER", "LEUZE"]
    assert [text[s.start:s.end] for s in resolve_overlaps([name, *winners])] == ["MENUISIER", " A ", "LEUZE"]
    text = "FILS MENUISIER 75 LEUZE"                                   # two characters stay covered
    winners = [S(5, 14, "PROFESSION", "pattern"), S(18, 23, "LOCATION", "pattern")]
    kept = resolve_overlaps([S(5, 23, "NAME", "ner"), *winners], text=text)
    assert [text[s.start:s.end] for s in kept] == ["MENUISIER", "75", "LEUZE"]


def test_ner_words_around_a_pattern_date_do_not_grow_it_but_a_missed_year_does():
    text = "opname op 3 mei 2021 en"
    pattern = S(10, 15, "DATE", "pattern")                      # "3 mei"
    assert [text[s.start:s.end] for s in resolve_overlaps([pattern, S(7, 15, "DATE", "ner")], text=text)] == ["3 mei"]
    assert [text[s.start:s.end] for s in resolve_overlaps([pattern, S(10, 20, "DATE", "ner")], text=text)] == ["3 mei 2021"]
    # names still grow: a NER full name around a registry surname is one name
    names = resolve_overlaps([S(0, 3, "NAME", "registry"), S(0, 9, "NAME", "ner")], text="Jan Peeters")
    assert [(s.start, s.end) for s in names] == [(0, 9)]


def test_a_lower_priority_date_over_two_pattern_dates_is_clipped_never_inverted():
    # Issue 12, item 7: clipped from both sides, this NER span became start > end (ValueError).
    text = "founded respectively in August and December 1985"
    august, december = text.index("August"), text.index("December")
    spans = [S(august, august + 6, "DATE"), S(december, len(text), "DATE"),
             S(august, december + 8, "DATE", "ner", 0.8)]
    resolved = resolve_overlaps(spans, text=text)
    assert [text[s.start:s.end] for s in resolved] == ["August", "December 1985"]
    assert all(s.detector == "pattern" for s in resolved)


def test_clipping_keeps_a_digit_between_two_trusted_dates():
    text = "op 3 mei, 12 en 14 juni"
    spans = [S(3, 8, "DATE"), S(15, 23, "DATE"), S(3, 23, "DATE", "ner", 0.8)]
    # "12" between the two pattern dates is a date part the pattern missed: still replaced.
    assert [text[s.start:s.end] for s in resolve_overlaps(spans, text=text)] == ["3 mei, 12 en 14 juni"]


# Every label and detector the resolver may meet, with an unlisted one ("names") ranking last.
_ANY_DETECTORS = ("registry", "pattern", "ner", "names", "a-detector-of-ones-own")
_TEXT_ALPHABET = "abcd 19-/\n"


@st.composite
def texts_and_span_sets(draw):
    text = draw(st.text(alphabet=_TEXT_ALPHABET, min_size=1, max_size=50))
    # A few labels per case, so that same-label overlaps (merges, clipping) are common.
    labels = draw(st.lists(st.sampled_from(LABELS), min_size=1, max_size=3))
    spans = []
    for _ in range(draw(st.integers(0, 14))):
        start = draw(st.integers(0, len(text) - 1))
        end = draw(st.integers(start + 1, len(text)))
        spans.append(Span(start, end, draw(st.sampled_from(labels)), draw(st.sampled_from(_ANY_DETECTORS)),
                          draw(st.sampled_from((0.5, 0.8, 1.0))),
                          draw(st.sampled_from((None, "p1:first_name", "p1:birth_date")))))
    priority = draw(st.permutations(("registry", "pattern", "ner", "names")))
    config = ResolverConfig(detector_priority=tuple(priority[:draw(st.integers(1, 4))]),
                            min_remainder=draw(st.integers(1, 4)))
    return text, spans, config


@settings(max_examples=400, deadline=None)
@given(texts_and_span_sets(), st.randoms(use_true_random=False))
def test_the_resolver_never_emits_an_invalid_or_overlapping_span_whatever_it_is_given(case, rnd):
    text, spans, config = case
    result = resolve_overlaps(spans, config, text)  # raises if any span it builds is invalid
    assert all(0 <= s.start < s.end <= len(text) for s in result)
    assert all(a.end <= b.start for a, b in zip(result, result[1:]))
    assert all(not text[s.start].isspace() and not text[s.end - 1].isspace() for s in result)
    assert _covered(result) <= _covered(spans)
    shuffled = list(spans)
    rnd.shuffle(shuffled)
    assert [(s.start, s.end, s.label, s.detector, s.score, s.ref) for s in resolve_overlaps(shuffled, config, text)] \
        == [(s.start, s.end, s.label, s.detector, s.score, s.ref) for s in result]
