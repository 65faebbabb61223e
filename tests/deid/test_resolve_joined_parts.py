"""A less trusted span that only joins trusted spans of its label is dropped (deid.resolve, rule 0b)."""
from deid.resolve import ResolverConfig, resolve_overlaps
from deid.spans import Span


def resolved(text, spans):
    return [(text[s.start:s.end], s.detector) for s in resolve_overlaps(spans, ResolverConfig(), text)]


def test_two_years_joined_by_the_model_stay_two_dates():
    text = "Operado entre 1987 y 1991 sin secuelas."
    a, b = text.index("1987"), text.index("1991")
    spans = [Span(a, a + 4, "DATE", "pattern", 0.6), Span(b, b + 4, "DATE", "pattern", 0.6),
             Span(a, b + 4, "DATE", "ner", 0.8)]
    assert resolved(text, spans) == [("1987", "pattern"), ("1991", "pattern")]


def test_a_span_with_a_digit_of_its_own_still_extends_the_trusted_one():
    text = "Visto el 3 y el 14/05/2019."
    a = text.index("14/05/2019")
    spans = [Span(a, a + 10, "DATE", "pattern", 0.95), Span(text.index("3"), a + 10, "DATE", "ner", 0.8)]
    assert resolved(text, spans) == [("3 y el 14/05/2019", "pattern")]
