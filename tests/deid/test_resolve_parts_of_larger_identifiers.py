"""Parts of larger identifiers: a town inside an institution's name, a name inside an e-mail address (deid.resolve, rule 0e)."""
from deid.resolve import ResolverConfig, resolve_overlaps
from deid.spans import Span


def resolved(text, organization, place, place_detector="registry"):
    o, p = text.index(organization), text.index(place)
    spans = [Span(o, o + len(organization), "ORGANIZATION", "ner", 0.8),
             Span(p, p + len(place), "LOCATION", place_detector, 1.0, "P1-1:city" if place_detector == "registry" else None)]
    return [(text[s.start:s.end], s.label) for s in resolve_overlaps(spans, ResolverConfig(), text)]


def test_a_registry_town_inside_an_institution_leaves_the_name_whole():
    assert resolved("Seen at Harrogate Royal Infirmary today", "Harrogate Royal Infirmary", "Harrogate") == [
        ("Harrogate Royal Infirmary", "ORGANIZATION")]
    assert resolved("Centro de Salud Getafe Norte", "Centro de Salud Getafe Norte", "Getafe", "pattern") == [
        ("Centro de Salud Getafe Norte", "ORGANIZATION")]


def test_a_town_beside_an_institution_keeps_its_own_span():
    assert resolved("Harrogate Royal Infirmary, Ripon", "Harrogate Royal Infirmary", "Ripon") == [
        ("Harrogate Royal Infirmary", "ORGANIZATION"), ("Ripon", "LOCATION")]


def test_a_registry_name_inside_an_email_address_leaves_the_address_whole():
    text = "Mail: ann.maes@example.org"
    e, n = text.index("ann.maes@example.org"), text.index("ann.maes")
    spans = [Span(e, len(text), "EMAIL", "pattern", 0.9), Span(n, n + 8, "NAME", "registry", 1.0, "P1-1:name")]
    assert [(text[s.start:s.end], s.label) for s in resolve_overlaps(spans, ResolverConfig(), text)] == [
        ("ann.maes@example.org", "EMAIL")]
