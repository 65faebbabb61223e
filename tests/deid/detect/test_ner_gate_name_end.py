"""Where a NER name ends: the last surname is kept when it looks like an ordinary word
(deid.detect.ner_gate.NameGate.name_extent)."""
import pytest

from deid.detect.ner_gate import NameGate

GATE = NameGate()


def extent(text, span):
    start = text.index(span)
    a, b = GATE.name_extent(text, start, start + len(span), "es")
    return text[a:b]


@pytest.mark.parametrize("text, span, expected", [
    # a double surname: every part capitalised
    ("Médico: Rosa Lleida-Camino NºCol: 28 28 11111.", "Rosa Lleida-Camino NºCol", "Rosa Lleida-Camino"),
    # an ordinary word right before the field that follows the name
    ("Médico: Inés Ferrer Cerca NºCol: 28 28 22222.", "Inés Ferrer Cerca NºCol", "Inés Ferrer Cerca"),
    # an ordinary word before a comma
    ("Remitido por: Dr. Julián de Abajo, Sección de Nefrología.", "Julián de Abajo", "Julián de Abajo"),
])
def test_a_surname_that_is_also_a_word_ends_the_name_field(text, span, expected):
    assert extent(text, span) == expected


@pytest.mark.parametrize("text, span, expected", [
    ("Dr. Luis Moreno Vidal Servicio de Urología", "Luis Moreno Vidal Servicio", "Luis Moreno Vidal"),
    ("Dra. Ana Ruiz Molina Email: ana@correo.es", "Ana Ruiz Molina Email", "Ana Ruiz Molina"),
    ("Dra. Marta Gil Ochoa Tfno: 912 000 000", "Marta Gil Ochoa Tfno", "Marta Gil Ochoa"),  # a contact field
    ("Jordi Alcoy Serra Institut de Ciències", "Jordi Alcoy Serra Institut", "Jordi Alcoy Serra"),   # an institution word
])
def test_a_word_the_model_ran_on_into_is_still_cut(text, span, expected):
    assert extent(text, span) == expected


@pytest.mark.parametrize("text, span, expected", [
    ("Pase de guardia: TCAE Itxaso, sin incidencias.", "TCAE Itxaso", "Itxaso"),     # a role in capitals
    ("Pflege: Schw. Gertrud, Nachtdienst.", "Schw. Gertrud", "Gertrud"),            # a role's abbreviation
    ("Doctor Amaia Etxarri Zulaika", "Doctor Amaia Etxarri Zulaika", "Amaia Etxarri Zulaika"),  # a title
])
def test_titles_and_roles_before_a_name_stay_outside_it(text, span, expected):
    assert extent(text, span) == expected
