"""deid.detect.name_repeats: a name found once is a name wherever else the note writes it."""
from __future__ import annotations

import pytest

from deid.detect.name_repeats import repeated_names
from deid.spans import Span


def named(text, *words, detector="names"):
    """NAME spans on the first occurrence of each word, as a detector that saw one cue would give."""
    spans = []
    for word in words:
        at = text.index(word)
        spans.append(Span(at, at + len(word), "NAME", detector))
    return sorted(spans, key=lambda s: s.start)


def found(text, spans, language="en"):
    return [(text[s.start:s.end], s.detector) for s in repeated_names(spans, text, language)]


def test_every_other_occurrence_of_a_name_becomes_a_name_with_its_source_detector():
    text = "From: Hollins Rowena <rowena.hollins@nhs.net>\nThanks Rowena, the theatre slot is booked. Hollins to call."
    spans = named(text, "Hollins Rowena", detector="pattern")
    assert found(text, spans) == [("Hollins Rowena", "pattern"), ("Rowena", "pattern"), ("Hollins", "pattern")]


def test_a_note_in_lower_case_repeats_its_names_in_any_case():
    text = ("night shift on the ward, settled after analgesia, obs stable and comfortable, family phoned "
            "and updated about the plan - marguerite\n02:00 slept well with no concerns marguerite\n"
            "04:00 turned, skin intact, pressure areas checked and cream applied, fluids encouraged, "
            "Marguerite")
    spans = named(text, "marguerite")
    assert [w for w, _ in found(text, spans)] == ["marguerite", "marguerite", "Marguerite"]


def test_a_cased_note_repeats_a_name_only_as_it_wrote_it():
    text = "Seen by Dr Okonkwo. OKONKWO clinic letter; okonkwo. Okonkwo to review."
    spans = named(text, "Okonkwo")
    assert [w for w, _ in found(text, spans)] == ["Okonkwo", "Okonkwo"]


@pytest.mark.parametrize("text, word, language", [
    ("Brother Will phoned today; Will drive home tomorrow.", "Will", "en"),     # an ordinary word of one of our languages
    ("Termin bei Herrn Kaiser. Der Kaiser der Stadt kam nicht.", "Kaiser", "de"),  # more often the noun than a name
    ("night shift\nseen by eva, sat 94%\npain eva 6 at 03:00 then settled overnight", "eva", "en"),  # short, lower case
    ("Reviewed with Dr Abernethy today.\nAbernethy: signed", "Abernethy", "en"),  # "Name:" is a field's label
])
def test_ordinary_words_short_lower_case_words_and_labels_do_not_repeat(text, word, language):
    spans = named(text, word)
    assert found(text, spans, language) == [(word, "names")]


def test_initials_repeat_in_capitals_in_a_cased_note_but_never_in_a_note_in_capitals():
    cased = "Wound dressed. JB\nObs stable, pain 2/10, JB to review at noon."
    assert [w for w, _ in found(cased, named(cased, "JB"))] == ["JB", "JB"]
    capitals = ("WOUND DRESSED AND CHECKED BY THE NURSE ON THE WARD. JB\nOBS STABLE, PAIN 2/10, SEEN BY THE "
                "DOCTOR, JB TO REVIEW AT NOON, PLAN UNCHANGED, FAMILY AWARE AND HAPPY")
    assert [w for w, _ in found(capitals, named(capitals, "JB"))] == ["JB"]


def test_in_a_note_in_capitals_a_name_only_the_model_found_stays_where_it_was():
    text = ("PATIENT SEEN ON THE WARD ROUND TODAY WITH THE TEAM, OKONKWO CONSULTANT, PLAN AGREED AND "
            "DISCUSSED WITH FAMILY. LETTER TO OKONKWO")
    assert [w for w, _ in found(text, named(text, "OKONKWO", detector="ner"))] == ["OKONKWO"]
    assert [w for w, _ in found(text, named(text, "OKONKWO", detector="names"))] == ["OKONKWO", "OKONKWO"]


def test_no_occurrence_inside_another_span_and_spans_stay_sorted_and_disjoint():
    text = "Okonkwo rang. Address: 4 Okonkwo Road. Okonkwo again."
    at = text.index("4 Okonkwo")
    spans = named(text, "Okonkwo") + [Span(at, at + len("4 Okonkwo Road"), "ADDRESS", "pattern")]
    out = repeated_names(sorted(spans, key=lambda s: s.start), text, "en")
    assert [(text[s.start:s.end], s.label) for s in out] == [
        ("Okonkwo", "NAME"), ("4 Okonkwo Road", "ADDRESS"), ("Okonkwo", "NAME")]
    assert all(a.end <= b.start for a, b in zip(out, out[1:]))
