"""A phone's or an id's remainder keeps a digit, a name's more than its particles
(deid.resolve, rule 4 with the note's text)."""
from deid.resolve import ResolverConfig, resolve_overlaps
from deid.spans import Span


def resolved(text, spans):
    return [(text[s.start:s.end], s.label) for s in resolve_overlaps(spans, ResolverConfig(), text)]


def test_the_words_left_of_a_phone_span_by_a_winning_id_are_no_phone():
    text = "Specimen to histology (sample K23-40871)."  # the sample word in lower case
    number, whole = text.index("K23-40871"), text.index("sample K23-40871")
    spans = [Span(number, number + 9, "ID", "pattern", 0.85), Span(whole, number + 9, "PHONE", "ner", 0.6)]
    assert resolved(text, spans) == [("K23-40871", "ID")]


def test_a_remainder_with_digits_stays():
    text = "GSM 0471 23 45 67 / 8"
    a, b = text.index("0471"), text.index("45 67")
    spans = [Span(b, b + 5, "ID", "pattern", 0.85), Span(a, len(text), "PHONE", "ner", 0.6)]
    assert ("0471 23", "PHONE") in resolved(text, spans)


def test_a_span_given_without_digits_is_not_the_resolvers_to_drop():
    text = "Registry id ABCDEF on file"
    start = text.index("ABCDEF")
    assert resolved(text, [Span(start, start + 6, "ID", "registry", 1.0, "P1-1:id")]) == [("ABCDEF", "ID")]


def test_a_capitalised_word_left_over_stays_covered():
    text = "C.P. 41710 - Utrera (Provincia)"
    code, whole = text.index("41710"), text.index("41710 - Utrera")
    spans = [Span(code, code + 5, "ADDRESS", "pattern", 0.85), Span(whole, whole + 14, "ID", "ner", 0.6)]
    assert ("- Utrera", "ID") in resolved(text, spans)


def test_a_names_remainder_of_particles_alone_is_dropped_a_first_name_stays():
    text = "Trein de Bruxelles, en Jan Bakker"
    name, place = text.index("de Bruxelles"), text.index("Bruxelles")
    first, last = text.index("Jan Bakker"), text.index("Bakker")
    spans = [Span(name, name + 12, "NAME", "ner", 0.5), Span(place, place + 9, "LOCATION", "pattern", 0.8),
             Span(first, first + 10, "NAME", "ner", 0.5), Span(last, last + 6, "LOCATION", "pattern", 0.8)]
    assert resolved(text, spans) == [("Bruxelles", "LOCATION"), ("Jan", "NAME"), ("Bakker", "LOCATION")]


def test_a_names_remainder_ends_before_the_particles_of_the_place_that_won():
    # "dott. Colnaghi di Codogno": the town wins its word; the particle is the place's, not the name's.
    text = "Seguito dal dott. Colnaghi di Codogno per diabete."
    name, place = text.index("Colnaghi"), text.index("Codogno")
    spans = [Span(name, place + 7, "NAME", "names", 0.75), Span(place, place + 7, "LOCATION", "pattern", 0.65)]
    assert resolved(text, spans) == [("Colnaghi", "NAME"), ("Codogno", "LOCATION")]


def test_a_name_given_with_its_particle_keeps_it():
    text = "Famiglia Colnaghi di"  # a detector's own span is not the resolver's to cut
    start = text.index("Colnaghi")
    assert resolved(text, [Span(start, len(text), "NAME", "names", 0.75)]) == [("Colnaghi di", "NAME")]


def test_a_letter_alone_after_a_names_remainder_is_no_particle_to_cut():
    # OCR broke the first name's last letter off ("Raffael e"); "e" is also an Italian particle.
    text = "Assistito sig. Colnaghi Raffael e 74 anni, pensionato"
    start, age = text.index("Colnaghi"), text.index("74")
    spans = [Span(start, age + 2, "NAME", "ner", 0.6), Span(age, age + 7, "AGE", "pattern", 0.9)]
    assert resolved(text, spans) == [("Colnaghi Raffael e", "NAME"), ("74 anni", "AGE")]
