"""The generator's parts: typos, name forms, builder offsets, phrasebooks, places."""
import datetime as dt
import random

import pytest
from rapidfuzz.distance import DamerauLevenshtein

from deid.lexicon.pools import places
from deid.synth import names
from deid.synth.builder import NoteBuilder
from deid.synth.dates import format_date
from deid.synth.phrases import PHRASES
from deid.synth.render import _SLOTS, _parse


@pytest.mark.parametrize("value", ["Danneels", "Van den Broeck", "S. Danneels", "DANNEELS Stormy", "García-López, Ana",
                                   "zu Salm", "J. de Wit"])  # two-letter particles: never typed away whole
@pytest.mark.parametrize("edits", [1, 2])
def test_typos_are_within_their_edit_budget_and_keep_the_words(value, edits):
    for seed in range(200):
        out = names.typo(random.Random(seed), value, edits)
        assert out != value
        assert DamerauLevenshtein.distance(out, value) <= edits
        assert len(out.split()) == len(value.split()) and out == out.strip()


def test_a_two_letter_particle_is_never_typed_away_whole():
    # Two deletions in "zu" left " Salm", which the note builder refuses: a crash of ``deid synth``.
    for seed in range(3000):
        out = names.typo(random.Random(seed), "zu Salm", 2)
        assert out == out.strip() and len(out.split()) == 2


@pytest.mark.parametrize("style,expected", [
    ("full", "Jean-Pierre Van den Broeck"), ("surname", "Van den Broeck"), ("initial", "J.-P. Van den Broeck"),
    ("surname_comma", "Van den Broeck, Jean-Pierre"), ("caps_surname_first", "VAN DEN BROECK Jean-Pierre"),
])
def test_name_forms(style, expected):
    assert names.name_form("Jean-Pierre", "Van den Broeck", style) == expected


def test_builder_records_offsets_as_it_goes():
    b = NoteBuilder()
    b.text("Mevrouw ")
    b.entity("Danneels", "NAME", True)
    b.text(", ° ")
    b.entity("12 maart 1950", "BIRTHDATE", True)
    text, spans = b.build()
    assert [text[s.start:s.end] for s in spans] == ["Danneels", "12 maart 1950"]


@pytest.mark.parametrize("piece,label", [(" Jan", "NAME"), ("", "NAME"), ("Jan", "PERSON")])
def test_builder_refuses_bad_entities(piece, label):
    with pytest.raises(ValueError):
        NoteBuilder().entity(piece, label, False)


def test_every_language_has_the_same_phrase_keys_and_only_known_slots():
    keys = set(PHRASES["en"])
    for lang, phrases in PHRASES.items():
        assert set(phrases) == keys, lang
        for variants in phrases.values():
            assert variants
            for template in variants:
                for piece in _parse(template):
                    if isinstance(piece, tuple):
                        assert piece[0] in _SLOTS, (lang, template)


@pytest.mark.parametrize("lang,expected_any", [("nl", "maart"), ("fr", "mars"), ("en", "March"), ("de", "März"),
                                               ("es", "marzo"), ("it", "marzo")])
def test_worded_dates_use_the_language(lang, expected_any):
    outs = {format_date(random.Random(s), dt.date(2021, 3, 12), lang) for s in range(200)}
    assert any(expected_any in o for o in outs)
    assert any(o in ("12/03/2021", "12-03-2021", "12.03.2021", "2021-03-12") for o in outs)


@pytest.mark.parametrize("locale", sorted(places.CITIES))
def test_postcodes_have_their_country_shape(locale):
    import re
    shapes = {"nl_NL": r"\d{4} [A-Z]{2}", "en_GB": r"[A-Z]{1,2}\d{1,2} \d[A-Z]{2}", "de_LU": r"L-\d{4}",
              "fr_FR": r"\d{5}", "de_DE": r"\d{5}", "es_ES": r"\d{5}", "it_IT": r"\d{5}"}
    for seed in range(50):
        postcode, city = places.draw_city(random.Random(seed), locale)
        assert re.fullmatch(shapes.get(locale, r"\d{4}"), postcode), postcode
