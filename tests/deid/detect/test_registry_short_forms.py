"""Short forms of a registry person's first name (issue 20): nicknames, clips, diminutives.

Found as the same registry person, exact, capitalised and whole; never an ordinary word,
never another registry person's own name.
"""
from __future__ import annotations

import pytest

from deid.detect.registry import RegistryMatchConfig, RegistryMatcher
from deid.lexicon.registry_short_forms import short_forms
from deid.records import Note, Person

P = "P1"
ALEXANDRA = Person(patient_id=P, role="patient", first_name="Alexandra", last_name="Lamb")
MARGARET = Person(patient_id=P, role="relative", first_name="Margaret", last_name="Osborne")
WARD = Person(patient_id=P, role="relative", first_name="Ward", last_name="Peeters")
HILDE = Person(patient_id=P, role="relative", first_name="Hilde", last_name="Brandauer")
JAN = Person(patient_id=P, role="relative", first_name="Jan", last_name="Verhoeven")
JUAN = Person(patient_id=P, role="relative", first_name="Juan", last_name="Ortega")
SANDRA = Person(patient_id=P, role="relative", first_name="Sandra", last_name="Lamb")
MERCEDES = Person(patient_id=P, role="relative", first_name="Mercedes", last_name="Sanz")
CORNELIS = Person(patient_id=P, role="relative", first_name="Cornelis", last_name="Beckers")


@pytest.fixture(scope="module")
def matcher():
    return RegistryMatcher(RegistryMatchConfig())


def found(matcher, text, persons, locale):
    spans = matcher.detect(Note("n1", P, text, locale), list(persons))
    return [(text[s.start:s.end], s.ref) for s in spans]


# -- the forms -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "name, language, form",
    [
        ("Margaret", "en", "Maggie"),  # nickname (nicknames package)
        ("Margaret", "en", "Peggy"),
        ("Alexandra", "en", "Alex"),  # clip, first letters
        ("Alexandra", "en", "Sandra"),  # clip, last letters, itself a first name
        ("Jan", "nl", "Jantje"),  # Dutch diminutive
        ("Juan", "es", "Juanito"),  # Spanish diminutive
        ("Christina", "de", "Tina"),
        ("Cornelis", "nl", "Kees"),  # a familiar form no rule derives (deid.lexicon.hypocoristics)
        ("Mercedes", "es", "Merche"),
        ("Domenico", "it", "Mimmo"),
        ("Friedrich", "de", "Fritz"),
        ("Megan", "en", "Meghan"),  # another spelling of the same name: same sound, a nickname shared
        ("Philip", "en", "Phillip"),
    ],
)
def test_short_forms_include(name, language, form):
    assert form in short_forms(name, language)


@pytest.mark.parametrize(
    "name, language, form",
    [
        ("Hilde", "de", "Hilfe"),  # not a form at all
        ("Juan", "es", "Juanita"),  # the other gender's diminutive: a sister, not him
        ("Alexandra", "en", "Ale"),  # a clip of three letters is not derived (only nicknames)
        ("Margaret", "en", "Margaret"),  # the name itself is not a short form
        ("Edward", "en", "Edgar"),  # a nickname shared ("Ed"), another sound: another name
        ("Louise", "en", "Louisa"),  # alike, but not one sound: a sister's name as much as hers
    ],
)
def test_short_forms_exclude(name, language, form):
    assert form not in short_forms(name, language)


def test_short_forms_never_ordinary_words():
    # "Bell" and "Will" are nicknames of William in the list, and English words.
    assert "Bell" not in short_forms("William", "en")
    assert "Will" not in short_forms("William", "en")


# -- in notes ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, persons, locale, expected",
    [
        ("Visited by her sister Maggie today.", (ALEXANDRA, MARGARET), "en_GB", ("Maggie", "margaret")),
        ("Alex mobilised in chair, comfortable.", (ALEXANDRA, MARGARET), "en_GB", ("Alex", "alexandra")),
        ("Bezoek van Jantje, zoon.", (JAN,), "nl_BE", ("Jantje", "jan")),
        ("Vino su hijo Juanito por la tarde.", (JUAN,), "es_ES", ("Juanito", "juan")),
        ("Llamó su hermana Merche por la tarde.", (MERCEDES,), "es_ES", ("Merche", "mercedes")),
        ("Broer Kees kwam op bezoek na het middagmaal.", (CORNELIS,), "nl_BE", ("Kees", "cornelis")),
    ],
)
def test_short_form_found_as_the_person(matcher, text, persons, locale, expected):
    hits = found(matcher, text, persons, locale)
    word, first = expected
    assert [(t, ref.split(":")[1]) for t, ref in hits] == [(word, "first_name")]
    person = next(p for p in persons if p.first_name.lower() == first)
    assert hits[0][1].startswith(person.key)


@pytest.mark.parametrize(
    "text, persons, locale",
    [
        ("Patient returned to the ward at 14:00.", (WARD,), "en_GB"),  # Ward the relative
        ("Aufstehen nur mit Hilfe, Pflege nicht da.", (HILDE,), "de_DE"),  # Hilde the relative
        ("alex was not mentioned here as a name", (ALEXANDRA,), "en_GB"),  # lower case: no
        ("Alexis came to see her.", (ALEXANDRA,), "en_GB"),  # no partial word
        ("Maggie-style diet", (MARGARET,), "en_GB"),  # glued into a longer word
        ("Broer Kees kwam op bezoek na het middagmaal.", (JAN,), "nl_BE"),  # a familiar form of a name no one here bears
    ],
)
def test_short_form_must_not_match(matcher, text, persons, locale):
    assert found(matcher, text, persons, locale) == []


def test_a_relative_keeps_her_own_name(matcher):
    # "Sandra" is a short form of Alexandra, but a relative is registered as Sandra.
    hits = found(matcher, "Sandra called.", (ALEXANDRA, SANDRA), "en_GB")
    assert len(hits) == 1 and hits[0][1].startswith(SANDRA.key)


def test_a_registry_person_is_found_under_another_spelling_of_their_first_name(matcher):
    # a short name, written otherwise: no edit budget for a name this short
    text = "Mobilising with a frame. Allan rang the ward this morning about the discharge date."
    person = Person(patient_id=P, role="relative", first_name="Alan", last_name="Oldroyd")
    assert [surface for surface, _ in found(matcher, text, [person], "en_GB")] == ["Allan"]


def test_a_familiar_form_from_the_table_counts_in_a_note_written_in_lower_case(matcher):
    # a resource's form, like the English nicknames: not a rule's clip, which counts capitalised only
    text = ("patiënt rustig, eet en drinkt goed, stapt met rollator, wonde proper, verder beleid ongewijzigd. "
            "broer kees kwam op bezoek na het middagmaal.")
    assert [surface for surface, _ in found(matcher, text, (CORNELIS,), "nl_BE")] == ["kees"]
