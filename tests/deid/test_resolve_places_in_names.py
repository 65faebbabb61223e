"""A place after a particle inside a name is the name's surname (deid.resolve, rule 0c)."""
from deid.resolve import ResolverConfig, resolve_overlaps
from deid.spans import Span


def resolved(text, name, place):
    a, p = text.index(name), text.index(place, text.index(name))
    spans = [Span(a, a + len(name), "NAME", "ner", 0.8), Span(p, p + len(place), "LOCATION", "pattern", 0.7)]
    return [(text[s.start:s.end], s.label) for s in resolve_overlaps(spans, ResolverConfig(), text)]


def test_a_place_after_a_particle_inside_a_name_stays_in_the_name():
    assert resolved("Médico: Lucía de Toledo Arranz", "Lucía de Toledo Arranz", "Toledo") == [
        ("Lucía de Toledo Arranz", "NAME")]
    assert resolved("Dr. Ramón Ferrer-de Soria, Servicio", "Ramón Ferrer-de Soria", "Soria") == [
        ("Ramón Ferrer-de Soria", "NAME")]


def test_a_place_a_name_ran_on_into_keeps_its_range():
    assert resolved("Visto por Dr. Arranz Toledo hoy", "Arranz Toledo", "Toledo") == [
        ("Arranz", "NAME"), ("Toledo", "LOCATION")]



def test_in_capitals_a_place_after_a_particle_inside_a_name_stays_in_the_name():
    assert resolved("CHIRURGIEN : PAULINE DE SOUSA", "PAULINE DE SOUSA", "SOUSA") == [("PAULINE DE SOUSA", "NAME")]
