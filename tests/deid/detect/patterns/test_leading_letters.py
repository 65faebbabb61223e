"""A cue-led pattern's first test: the letters its cues start with (deid.detect.patterns.leading_letters)."""
import pytest
import regex

from deid.detect.patterns import ids
from deid.detect.patterns.leading_letters import leading_lookahead
from deid.lexicon.id_cues import ACRONYM_CUES, PHRASE_CUES


def test_the_lookahead_holds_each_first_letter_in_both_cases_and_classes_expanded():
    lookahead = leading_lookahead(["dossier", "(?-i:MRN)", "[eé]pisode", "ssn"])
    start = regex.compile(lookahead)
    for letter in "dDmMeEéÉsS":
        assert start.match(letter), letter
    for other in "aAnN1 .":
        assert not start.match(other), other


@pytest.mark.parametrize("alternative", [r"\d{4}", "(?:nr|no)", "[^x]ab", "[a-z]ip", ".ab"])
def test_an_alternative_it_cannot_read_is_refused_rather_than_never_matched(alternative):
    with pytest.raises(ValueError):
        leading_lookahead(["dossier", alternative])


def test_every_id_cue_can_start_where_the_lookahead_lets_the_search_in():
    start = regex.compile(leading_lookahead((*ACRONYM_CUES, *PHRASE_CUES)))
    cue = regex.compile(ids._CUE, regex.IGNORECASE)
    for text in ("dossiernummer 1234567", "MRN: 12345678", "NHS no. 943 476 5919", "n° de dossier 88213"):
        assert cue.match(text), text
        assert start.match(text), text


@pytest.mark.parametrize("text", [
    "Patiëntnummer: 4471902, opnamenummer 2024-881.",
    "NHS number 943 476 5919, then hospital no. RX81234",
    "n° de sécurité sociale 1 85 05 78 006 084 36",
    "Nº historia 00456123 · CIPA: nhc-4471902",
])
def test_the_cued_ids_are_the_ones_the_pattern_without_the_lookahead_finds(text):
    plain = regex.compile(ids._CUE + ids._TOKEN, regex.IGNORECASE)
    assert [m.span() for m in ids._CUED_TOKEN.finditer(text)] == [m.span() for m in plain.finditer(text)]
    assert list(ids._CUED_TOKEN.finditer(text))


@pytest.mark.parametrize("text, number", [
    ("Mutuelle Harmonie, n° adhérent 4456712.", "4456712"),           # a mutual's member number
    ("Mutua laboral, nº de afiliado 28/1045677.", "28/1045677"),
    ("Policy no. 88412907 with the insurer.", "88412907"),
])
def test_member_and_policy_numbers_are_cued_ids(text, number):
    assert [m.group("tok") for m in ids._CUED_TOKEN.finditer(text)] == [number]
