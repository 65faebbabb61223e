"""Registry names that are ordinary words, in lower case (issue 20): found only where a
name context says a person is meant ("dr vogel", "zoon ward", "bij fam. visser"), spelled
exactly, never elsewhere ("the ward", "ein vogel im Garten")."""
from __future__ import annotations

import pytest

from deid.detect.registry import RegistryMatchConfig, RegistryMatcher
from deid.records import Note, Person

P = "P1"
VOGEL = Person(patient_id=P, role="physician", first_name="Karl", last_name="Vogel")
WARD = Person(patient_id=P, role="relative", first_name="Ward", last_name="Visser")
PERSONS = (VOGEL, WARD)


@pytest.fixture(scope="module")
def matcher():
    return RegistryMatcher(RegistryMatchConfig())


def found(matcher, text, locale):
    spans = matcher.detect(Note("n1", P, text, locale), list(PERSONS))
    return [(text[s.start:s.end], s.ref.split(":")[0]) for s in spans]


@pytest.mark.parametrize(
    "text, locale, expected",
    [
        ("dr vogel informiert", "de_DE", [("vogel", VOGEL.key)]),
        ("zoon ward belde om 10u", "nl_BE", [("ward", WARD.key)]),
        ("op bezoek bij fam. visser", "nl_NL", [("visser", WARD.key)]),
    ],
)
def test_lower_case_name_after_a_cue(matcher, text, locale, expected):
    assert found(matcher, text, locale) == expected


@pytest.mark.parametrize(
    "text, locale",
    [
        ("Patient back on the ward at 14:00.", "en_GB"),
        ("son in the ward since monday", "en_GB"),  # the cue's next word is not the name
        ("ein vogel im Garten", "de_DE"),
        ("family visited", "en_GB"),
    ],
)
def test_lower_case_word_elsewhere_is_a_word(matcher, text, locale):
    assert found(matcher, text, locale) == []


# Enough lower-case words for the note to count as written in lower case.
_LOWER_NOTE = ("patient back on the ward after the scan, pain controlled, eating and drinking, mobilising with "
               "the physio, plan for home at the weekend if stable. {}")
FIELD = Person(patient_id=P, role="physician", first_name="Rosa", last_name="Field")


@pytest.mark.parametrize("line", ["letter to dr r. field", "seen by dr field today", "copy to mrs r field"])
def test_in_a_lower_case_note_a_registry_name_that_is_a_word_counts_after_a_title_and_initials(matcher, line):
    text = _LOWER_NOTE.format(line)
    spans = matcher.detect(Note("n1", P, text, "en_GB"), [FIELD, WARD])
    assert [text[s.start:s.end] for s in spans if s.ref.startswith(FIELD.key)] == ["field"]
    assert not any(text[s.start:s.end] == "ward" for s in spans)  # "the ward" stays a ward


def test_in_a_lower_case_note_a_registry_name_that_is_a_word_stays_a_word_without_its_cue(matcher):
    text = _LOWER_NOTE.format("walked across the field to the car park")
    assert matcher.detect(Note("n1", P, text, "en_GB"), [FIELD]) == []


PILAR = Person(patient_id=P, role="patient", first_name="María del Pilar", last_name="Ortega Blasco")
_ES_NOTE = ("vive con su marido en un bajo con patio, los nietos pasan los domingos, tiene teleasistencia, "
            "camina por el barrio a diario. {}")


@pytest.mark.parametrize("recase", [str.lower, str.upper])
def test_a_closed_class_word_of_a_registered_name_is_no_name_on_its_own_in_a_note_without_case(matcher, recase):
    text = recase(_ES_NOTE.format("su amiga del 4º tiene las llaves."))
    spans = matcher.detect(Note("n1", P, text, "es_ES"), [PILAR])
    assert [text[s.start:s.end].lower() for s in spans] == []
