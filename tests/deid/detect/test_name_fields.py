"""The name fields of a form hold a person's name, whatever its words are (deid.detect.name_fields)."""
import pytest

from deid.detect.name_fields import name_fields
from deid.detect.names import NameDetector
from deid.records import Note


def values(text):
    return [text[a:b] for a, b in name_fields(text)]


@pytest.mark.parametrize("text, expected", [
    ("Datos del paciente.\nNombre: Lucía.\nApellidos: Casado Salamanca.\nNHC: 1234567.", ["Lucía", "Casado Salamanca"]),
    ("NOM : Mme DUPONT  Prénom : Marie-Claire\n", ["DUPONT", "Marie-Claire"]),   # titles stay outside
    ("Vorname: Hans-Peter | Nachname: von der Heide |", ["Hans-Peter", "von der Heide"]),
    ("Naam: J. de Vries\nGeboortedatum: 01-02-1950", ["J. de Vries"]),
    ("Cognome e nome: Rossi Maria\n", ["Rossi Maria"]),
    ("Surname: Ward   Forename: Rose", ["Ward", "Rose"]),                    # words, but in a name field
])
def test_the_value_of_a_name_field_is_a_name(text, expected):
    assert values(text) == expected


@pytest.mark.parametrize("text", [
    "Drug name: Amoxicillin 500 mg",       # the label does not open a line or a cell
    "Name: MRI",                           # an acronym
    "Nome: non noto",                      # lower case: no name given
    "Apellidos: \nNHC: 123",               # empty
    "the patient gave her name: Rose",     # inside a sentence
])
def test_no_name_where_no_field_holds_one(text):
    assert values(text) == []


def test_the_names_detector_reports_name_fields():
    text = "Nombre: Juan.\nApellidos: Vega Casado.\n"
    spans = NameDetector().detect(Note(note_id="n", patient_id="p", text=text, locale="es_ES"), ())
    assert [text[s.start:s.end] for s in spans] == ["Juan", "Vega Casado"]


# -- person fields: "Patient: Surname, First name" --------------------------------------------------

from deid.detect.name_fields import person_fields  # noqa: E402


@pytest.mark.parametrize("text, language, expected", [
    ("Patient: Okonkwo, Tamsin\nDOB: 02/05/1961", "en", ["Okonkwo", "Tamsin"]),
    ("patiënt: de bruyn, anouk\ngeboren: 3/4/1950", "nl", ["de bruyn", "anouk"]),        # in lower case too
    ("Paciente: Vega Casado, Eusebia\nNHC: 1234", "es", ["Vega Casado", "Eusebia"]),  # surnames that are words
    ("Patient: Mr Declan Kinsella", "en", ["Declan Kinsella"]),                       # the title stays outside
    # without the colon, the label opening its line and the name filling it
    ("Patient Okonkwo Tamsin\nDOB 02/05/1961", "en", ["Okonkwo Tamsin"]),
    ("Patiënt van Noort Fenneke\nGeboren 3/4/1950", "nl", ["van Noort Fenneke"]),
])
def test_a_person_field_holds_a_name(text, language, expected):
    assert [text[a:b] for a, b in person_fields(text, language)] == expected


@pytest.mark.parametrize("text, language, expected", [
    # a comma and a birth word or a date after the name end the field's value
    ("PATIENT: ZIELIŃSKI, Radosław, geb. 03.11.1948, Zi. 214", "de", ["ZIELIŃSKI", "Radosław"]),
    ("Patient: Okonkwo, Tamsin, 02/05/1961", "en", ["Okonkwo", "Tamsin"]),
    # who asked for a report or signed it off; their role before or after the name stays outside
    ("Validiert: MTA B. Wisniewska   Eingang 08:12", "de", ["B. Wisniewska"]),
    ("Aanvrager: J.W.M. Kuiper-Brouwer, internist   Afname: 08:10", "nl", ["J.W.M. Kuiper-Brouwer"]),
    ("Validado por: Itziar Olazabal\nMuestra: sangre", "es", ["Itziar Olazabal"]),
    # a role written as a compound on its head
    ("Gevalideerd door: H. Brinkhuis, ziekenhuisapotheker", "nl", ["H. Brinkhuis"]),
    ("Validiert: Dr. K. Ostendorf, Stationsapothekerin", "de", ["K. Ostendorf"]),
])
def test_the_value_of_a_person_or_signer_field_ends_at_the_name(text, language, expected):
    assert [text[a:b] for a, b in person_fields(text, language)] == expected


@pytest.mark.parametrize("text, language", [
    ("Validiert: ja", "de"), ("Validated by: laboratory", "en"), ("Anforderung: Routine", "de"),
])
def test_a_signer_field_holding_no_name_is_no_name(text, language):
    assert person_fields(text, language) == []


@pytest.mark.parametrize("text, language", [
    ("Patient: alert and oriented, comfortable", "en"),
    ("Patient: stable.", "en"),
    ("Patient: 72 year old man", "en"),
    ("Patientin: ruhig und orientiert", "de"),
    ("Patient: comfortable, Grace period over", "en"),
    ("Patient Transport Service booked for Monday", "en"),    # no colon, and words of the language
    ("Patient Reviewed Today", "en"),
    ("Patient Okonkwo", "en"),                                 # no colon: one word alone is no field's name
])
def test_a_person_field_holding_a_finding_is_no_name(text, language):
    assert person_fields(text, language) == []
