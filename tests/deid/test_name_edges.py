"""A NAME span holds the name, all of it, and nothing around it (deid.name_edges)."""
import pytest

from deid.name_edges import tidy_name_edges
from deid.records import Person
from deid.spans import Span


def _tidy(text, found, language="en", persons=()):
    """``found``: (substring, label) pairs, located in order of appearance."""
    spans, at = [], 0
    for piece, label in found:
        start = text.index(piece, at)
        spans.append(Span(start, start + len(piece), label, "ner", 0.9))
        at = start + len(piece)
    return [(text[s.start:s.end], s.label) for s in tidy_name_edges(spans, text, language, persons)]


@pytest.mark.parametrize("language, text, found, expected", [
    # a title before the name stays out of it
    ("de", "Visite mit Frau Oberholzer heute.", "Frau Oberholzer", "Oberholzer"),
    ("nl", "Gezien door Dr. Wiegman, cardioloog.", "Dr. Wiegman", "Wiegman"),
    ("fr", "Vu M. Gaëtan Roux ce matin.", "M. Gaëtan Roux", "Gaëtan Roux"),
    # French "M." is "monsieur" before a surname too, where no title stands before it
    ("fr", "Revu ce jour (M. Mercier), à revoir.", "M. Mercier", "Mercier"),
    ("fr", "Courrier pour M. DURAND Gilles, suivi", "M. DURAND Gilles", "DURAND Gilles"),
    # the full stop after the last word, quotes around, an English possessive
    ("fr", "Signé : Dr CARPENTIER.", "CARPENTIER.", "CARPENTIER"),
    ("it", "la paziente 'Noemi Ghirardi' riferisce", "'Noemi Ghirardi'", "Noemi Ghirardi"),
    ("en", "Seen on Mr Hale's list today", "Hale's", "Hale"),
    # the initial that belongs to the name
    ("de", "Befund an Gülşen B. geschickt", "Gülşen B", "Gülşen B."),
    ("nl", "Supervisie: R. Oosting, longarts", "Oosting", "R. Oosting"),
    ("fr", "Vu par le Dr M. Mercier ce matin", "Mercier", "M. Mercier"),
    ("fr", "Interne : KERBRAT Y. (bip 4321)", "KERBRAT", "KERBRAT Y."),
    ("nl", "Getekend: WOUTERS G.J.\nDatum", "WOUTERS", "WOUTERS G.J."),
    # a Spanish name cut after its first surname takes in the second, one or two blanks on
    ("es", "Médico: Ana Noelia Ortuño Zurita\nServicio de Urgencias", "Ana Noelia Ortuño", "Ana Noelia Ortuño Zurita"),
    ("es", "Firmado: Ramiro Ortuño  Cebrián.", "Ramiro Ortuño", "Ramiro Ortuño  Cebrián"),
    # the "of" between a relation word and a first name
    ("nl", "Moeder van Jasmijn belde terug.", "van Jasmijn", "Jasmijn"),
    ("de", "Die Mutter von Silke rief an.", "von Silke", "Silke"),
    # a common word that people bear as a name only rarely
    ("it", "Presenti Ugo Fabbian e la moglie.", "Presenti Ugo Fabbian", "Ugo Fabbian"),
    # a care team's role before the name, which the NER takes in as it takes a title
    ("de", "Praktikantin Wiebke hat die Werte gemessen.", "Praktikantin Wiebke", "Wiebke"),
    ("nl", "Coassistent Sven heeft de anamnese afgenomen.", "Coassistent Sven", "Sven"),
    ("fr", "Stagiaire Enzo présent à la visite.", "Stagiaire Enzo", "Enzo"),
])
def test_edges_are_tidied(language, text, found, expected):
    assert _tidy(text, [(found, "NAME")], language) == [(expected, "NAME")]


@pytest.mark.parametrize("language, text, found, expected", [
    # "Don" is a first name as often as a title; without its dot it stays
    ("en", "Phoned Don Whitaker re transport", "Don Whitaker", "Don Whitaker"),
    # an initial before a surname may be French "monsieur" or an initial: it stays in
    ("fr", "Docteur M. Carpentier de garde", "M. Carpentier", "M. Carpentier"),
    # ... but without a title before it, "M." is "monsieur": the surname takes no initial in
    ("fr", "Revu ce jour (M. Mercier), à revoir.", "Mercier", "Mercier"),
    # "D." before a first name is Spanish "don", not the person's initial
    ("es", "Acompañado por D. Ramiro Cuerda", "Ramiro Cuerda", "Ramiro Cuerda"),
    # after the comma, a first name that is also a place stays with the surname
    ("fr", "CARPENTIER, Florence, infirmière", "CARPENTIER, Florence", "CARPENTIER, Florence"),
    # a rare surname that is also a word of the language is no word to drop
    ("es", "Apellidos: Cuerda Salvatierra.", "Cuerda Salvatierra", "Cuerda Salvatierra"),
    # nor a common word that people bear often as a surname, or as a first name now and then
    ("it", "Visto da Bianco Loredana in reparto", "Bianco Loredana", "Bianco Loredana"),
    ("it", "Presenti: Durante Fabbian (fisioterapista)", "Durante Fabbian", "Durante Fabbian"),
    # a hyphenated surname the lists hold only in parts
    ("fr", "Cc : LACOMBE-SERRE Benoît", "LACOMBE-SERRE Benoît", "LACOMBE-SERRE Benoît"),
    # a Dutch particle keeps its apostrophe
    ("nl", "Besproken met dokter 't Hooft.", "'t Hooft", "'t Hooft"),
    # after a relation word, a particle before a surname (no first name) is the surname's
    ("nl", "Moeder van Dijk belde terug.", "van Dijk", "van Dijk"),
])
def test_what_may_be_part_of_the_name_stays(language, text, found, expected):
    assert _tidy(text, [(found, "NAME")], language) == [(expected, "NAME")]


@pytest.mark.parametrize("text, found", [
    ("Dra. Ana Ortuño Servicio de Cardiología", "Ana Ortuño"),         # an institution's word
    ("Remitido por Ana Ortuño Fecha: 12/03/2024", "Ana Ortuño"),       # a field's label
    ("Ana Noelia Ortuño Zurita Hospital General", "Ana Noelia Ortuño Zurita"),  # two surnames already
])
def test_a_spanish_name_takes_no_word_that_is_no_second_surname(text, found):
    assert _tidy(text, [(found, "NAME")], "es") == [(found, "NAME")]


def test_a_bracket_inside_splits_two_names():
    assert _tidy("Tochter Smet (Nele, 34) kommt", [("Smet (Nele", "NAME")], "de") == \
        [("Smet", "NAME"), ("Nele", "NAME")]


def test_an_initial_before_a_bracket_is_a_piece_of_the_name():
    text = "Contactpersoon: dhr. R. (Ruud) de Graaf-Verhoef, zwager."
    assert _tidy(text, [("R. (Ruud", "NAME")], "nl") == [("R.", "NAME"), ("Ruud", "NAME")]


def test_a_piece_before_a_bracket_with_no_word_a_name_could_be_is_left_out():
    text = "OVERGEDRAGEN AAN DE NACHTVERPLEGING (EDWIN)."
    assert _tidy(text, [("DE NACHTVERPLEGING (EDWIN", "NAME")], "nl") == [("EDWIN", "NAME")]


def test_a_registry_word_is_never_dropped_from_an_edge():
    # "Beste" opens many Dutch lines, and is no name in the lists: as this person's surname it stays.
    text = "Beste Wies, tot morgen"
    person = Person("p1", "relative", first_name="Wies", last_name="Beste")
    assert _tidy(text, [("Beste Wies", "NAME")], "nl", [person]) == [("Beste Wies", "NAME")]


def test_a_registry_name_after_the_comma_is_no_town_to_cut():
    text = "Contact: MARTIN, MECHELEN (daughter)"
    person = Person("p1", "relative", first_name="Odile", last_name="Mechelen")
    assert _tidy(text, [("MARTIN, MECHELEN", "NAME")], "en", [person]) == [("MARTIN, MECHELEN", "NAME")]
    assert _tidy(text, [("MARTIN, MECHELEN", "NAME")], "en") == [("MARTIN", "NAME"), ("MECHELEN", "LOCATION")]


def test_a_signature_town_cut_from_the_name_stays_replaced_as_a_place():
    text = "Dr. PEELAERS P., MECHELEN\nDatum"
    assert _tidy(text, [("PEELAERS P., MECHELEN", "NAME")], "nl") == [("PEELAERS P.", "NAME"),
                                                                      ("MECHELEN", "LOCATION")]


def test_an_extension_stops_at_a_neighbouring_span_and_other_labels_are_untouched():
    text = "12.03. Oosting"
    spans = [Span(0, 6, "DATE", "pattern", 1.0), Span(7, 14, "NAME", "ner", 0.9)]
    assert tidy_name_edges(spans, text, "nl") == spans
    text = "Gent. Peelaers"
    spans = [Span(0, 5, "LOCATION", "pattern", 1.0), Span(6, 13, "NAME", "ner", 0.9)]
    assert tidy_name_edges(spans, text, "nl") == spans


def test_a_span_that_would_lose_every_letter_is_kept_as_it_was():
    text = "Kontakt: Frau."
    spans = [Span(9, 14, "NAME", "ner", 0.9)]
    assert [(text[s.start:s.end]) for s in tidy_name_edges(spans, text, "de")] == ["Frau"]
