"""A list of people the NER reads as one place or body gives way to the names (deid.resolve, rule 0f)."""
from deid.resolve import ResolverConfig, resolve_overlaps
from deid.spans import Span


def resolved(text, ner, names, label="LOCATION"):
    a = text.index(ner)
    spans = [Span(a, a + len(ner), label, "ner", 0.8)]
    spans += [Span(text.index(n), text.index(n) + len(n), "NAME", "names", 0.7) for n in names]
    return [(text[s.start:s.end], s.label) for s in resolve_overlaps(spans, ResolverConfig(), text)]


def test_people_listed_with_commas_and_and_keep_their_names():
    text = "Gesprek met Stijn Van Damme, Lies Van den Broeck en Guy De Smet."
    ner = "Stijn Van Damme, Lies Van den Broeck en Guy De Smet"
    assert resolved(text, ner, ["Stijn Van Damme", "Lies Van den Broeck", "Guy De Smet"]) == [
        ("Stijn Van Damme", "NAME"), ("Lies Van den Broeck", "NAME"), ("Guy De Smet", "NAME")]
    assert resolved(text, ner, ["Stijn Van Damme", "Lies Van den Broeck", "Guy De Smet"], "ORGANIZATION") == [
        ("Stijn Van Damme", "NAME"), ("Lies Van den Broeck", "NAME"), ("Guy De Smet", "NAME")]


def test_one_name_inside_a_place_or_words_beyond_the_names_leave_the_model_its_span():
    text = "Transfert vers Clinique Sainte-Elisabeth Heusy demain."
    assert resolved(text, "Clinique Sainte-Elisabeth Heusy", ["Sainte-Elisabeth"], "ORGANIZATION") == [
        ("Clinique Sainte-Elisabeth Heusy", "ORGANIZATION")]
    text = "Suivi au Centre Odile Dupuis et Louis Marchal de Dinant."
    assert resolved(text, "Centre Odile Dupuis et Louis Marchal de Dinant", ["Odile Dupuis", "Louis Marchal"],
                    "ORGANIZATION") == [("Centre Odile Dupuis et Louis Marchal de Dinant", "ORGANIZATION")]


def test_a_place_on_exactly_one_first_name_the_rules_found_is_that_person():
    text = "Übergabe an Valeska um 19:30."
    assert resolved(text, "Valeska", ["Valeska"]) == [("Valeska", "NAME")]


def test_a_known_place_or_a_town_of_several_words_stays_the_models_place():
    assert resolved("Transfert à Florence demain.", "Florence", ["Florence"]) == [("Florence", "LOCATION")]
    text = "Localidad: Medina del Campo."
    assert resolved(text, "Medina del Campo", ["Medina del Campo"]) == [("Medina del Campo", "LOCATION")]


def test_a_carers_role_and_the_name_the_rules_found_are_no_organization():
    text = "La enfermera Rocío pautó paracetamol."
    assert resolved(text, "La enfermera Rocío", ["Rocío"], "ORGANIZATION") == [("Rocío", "NAME")]
    text = "Estudiante de enfermería Ainara realiza la cura."
    assert resolved(text, "Estudiante de enfermería Ainara", ["Ainara"], "ORGANIZATION") == [("Ainara", "NAME")]


def test_a_body_that_opens_with_no_role_or_goes_on_after_the_name_stays_the_models():
    text = "Servicio de Enfermería Rocío Dúrcal informa."
    assert resolved(text, "Servicio de Enfermería Rocío Dúrcal", ["Rocío Dúrcal"], "ORGANIZATION") == [
        ("Servicio de Enfermería Rocío Dúrcal", "ORGANIZATION")]
    text = "Fundación enfermera Rocío Jurado de Chipiona."
    assert resolved(text, "Fundación enfermera Rocío Jurado de Chipiona", ["Rocío Jurado"], "ORGANIZATION") == [
        ("Fundación enfermera Rocío Jurado de Chipiona", "ORGANIZATION")]
