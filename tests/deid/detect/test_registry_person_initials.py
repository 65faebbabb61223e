"""Initials of a registry person standing alone (issue 20): "AV", "A.V.", "(AV)", "— AV".

Only for persons with both names, only 2-3 capitals, only where initials stand (brackets,
after a dash or slash, ending a line), never a frequent word or clinical abbreviation, never
letters that stand next to a number in the note.
"""
from __future__ import annotations

import pytest

from deid.detect.registry import RegistryMatchConfig, RegistryMatcher
from deid.detect.registry.initials import person_initials
from deid.detect.registry.variants import PARTICLE_CODES
from deid.records import Note, Person

P = "P1"
ANNA = Person(patient_id=P, role="physician", first_name="Anna", last_name="Vos")
KOEN = Person(patient_id=P, role="patient", first_name="Koen", last_name="Van den Broeck")
JP = Person(patient_id=P, role="relative", first_name="Jean-Pierre", last_name="Dupont")
OLIVIA = Person(patient_id=P, role="relative", first_name="Olivia", last_name="Kerr")  # "OK"
BEA = Person(patient_id=P, role="relative", first_name="Beatrix", last_name="Pauwels")  # "BP"
ONLY_FIRST = Person(patient_id=P, role="relative", first_name="Anna", last_name="")


@pytest.fixture(scope="module")
def matcher():
    return RegistryMatcher(RegistryMatchConfig())


def found(matcher, text, persons, locale="nl_BE"):
    spans = matcher.detect(Note("n1", P, text, locale), list(persons))
    return [(text[s.start:s.end], s.ref.split(":")[0]) for s in spans]


def test_person_initials():
    assert person_initials("Anna", "Vos", PARTICLE_CODES) == "AV"
    assert person_initials("Jean-Pierre", "Dupont", PARTICLE_CODES) == "JPD"
    assert person_initials("Koen", "Van den Broeck", PARTICLE_CODES) == "KB"
    assert person_initials("Anna", "", PARTICLE_CODES) == ""


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Patiënt gemobiliseerd in zetel. AV", "AV"),  # ends a log line
        ("Actioned: AV\nvolgende punt", "AV"),
        ("Besproken met de arts (AV).", "AV"),  # in brackets
        ("Gezien — A.V.", "A.V."),  # after a dash, dotted
        ("Nazicht bloedname /AV", "AV"),  # after a slash
    ],
)
def test_initials_found_as_the_person(matcher, text, expected):
    assert found(matcher, text, (ANNA, KOEN)) == [(expected, ANNA.key)]


def test_three_letter_initials(matcher):
    assert found(matcher, "Familie gebeld (JPD)", (JP,)) == [("JPD", JP.key)]


@pytest.mark.parametrize(
    "text, persons",
    [
        ("AV gezien en besproken met patiënt.", (ANNA,)),  # not where initials stand
        ("Bloeddruk AV 120/80, later nog eens. AV", (ANNA,)),  # the letters stand next to a number
        ("Status stabiel, alles OK", (OLIVIA,)),  # a frequent word: OK
        ("Parameters: BP 130/85 (BP)", (BEA,)),  # a clinical abbreviation next to a number
        ("Gezien in zetel. av", (ANNA,)),  # lower case: not initials
        ("Gezien in zetel. AV", (ONLY_FIRST,)),  # only a first name registered
        ("Controle AVR gepland. AVR", (ANNA,)),  # longer letters, not hers
    ],
)
def test_initials_must_not_match(matcher, text, persons):
    assert [t for t, _ in found(matcher, text, persons) if t.replace(".", "").isupper()] == []


def test_fuzzy_name_never_an_ordinary_word(matcher):
    hilde = Person(patient_id=P, role="relative", first_name="Hilde", last_name="Brandauer")
    assert found(matcher, "Aufstehen nur mit Hilfe.", (hilde,), "de_DE") == []
    assert found(matcher, "Besuch von Hilde heute.", (hilde,), "de_DE") == [("Hilde", hilde.key)]
