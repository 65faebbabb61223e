"""A span that is exactly "postcode town" becomes the postcode and the town (deid.resolve, rule 0d)."""
import pytest

from deid.resolve import ResolverConfig, resolve_overlaps
from deid.spans import Span


def resolved(text, part, label="LOCATION", detector="ner", ref=None):
    start = text.index(part)
    spans = [Span(start, start + len(part), label, detector, 0.8, ref)]
    return [(text[s.start:s.end], s.label, s.ref) for s in resolve_overlaps(spans, ResolverConfig(), text)]


@pytest.mark.parametrize("text, part, expected", [
    ("Wohnhaft in 48100 Warendorf.", "48100 Warendorf", [("48100", "ADDRESS"), ("Warendorf", "LOCATION")]),
    ("B-4500 Huy", "B-4500 Huy", [("B-4500", "ADDRESS"), ("Huy", "LOCATION")]),
    ("8011 AB Zwolle", "8011 AB Zwolle", [("8011 AB", "ADDRESS"), ("Zwolle", "LOCATION")]),
    ("28300, Aranjuez", "28300, Aranjuez", [("28300", "ADDRESS"), ("Aranjuez", "LOCATION")]),
    ("29200 BREST CEDEX", "29200 BREST CEDEX", [("29200", "ADDRESS"), ("BREST CEDEX", "LOCATION")]),
])
def test_postcode_town_spans_are_split(text, part, expected):
    assert [(t, label) for t, label, _ in resolved(text, part)] == expected


def test_a_registry_referent_follows_each_part_to_its_field():
    assert resolved("Adres: 9000 Gent", "9000 Gent", detector="registry", ref="P1-1:city") == [
        ("9000", "ADDRESS", "P1-1:postcode"), ("Gent", "LOCATION", "P1-1:city")]


@pytest.mark.parametrize("text, part, label", [
    ("Kerkstraat 12, 9000 Gent", "Kerkstraat 12, 9000 Gent", "ADDRESS"),  # a whole address line
    ("fraxiparine 2850 IE", "2850 IE", "ADDRESS"),                        # no town of two letters
    ("Gent", "Gent", "LOCATION"),
])
def test_other_spans_are_left_whole(text, part, label):
    assert [(t, lab) for t, lab, _ in resolved(text, part, label)] == [(part, label)]
