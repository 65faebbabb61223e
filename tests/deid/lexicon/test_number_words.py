"""Numbers 1 to 99 in words, as dictation writes them, in each of our languages."""
import pytest
import regex

from deid.lexicon.number_words import spelled_number_pattern

WHOLE = regex.compile(r"(?<![\p{L}])" + spelled_number_pattern() + r"(?![\p{L}])", regex.IGNORECASE)


@pytest.mark.parametrize("words", [
    "seven", "thirty-three", "thirty three", "ninety",
    "sept", "dix-huit", "trente trois", "trente-et-un", "soixante et onze", "quatre-vingt-deux", "nonante-cinq",
    "sieben", "einundsiebzig", "dreiundvierzig", "neunzig",
    "zeven", "drieëntwintig", "vijfenzestig", "tachtig",
    "siete", "veintitrés", "veintiuno", "cuarenta y dos",
    "sette", "ventuno", "trentatré", "quarantotto", "sessanta",
])
def test_a_number_in_words_is_read_whole(words):
    assert WHOLE.fullmatch(words)


@pytest.mark.parametrize("text, found", [
    ("einundsiebzigjährig", None),          # glued to a unit: the adjective rule's, not a number word
    ("sessantina", None),                  # "about sixty", no number
    ("quarantaine", None),                 # a quarantine
])
def test_words_that_only_begin_like_a_number_are_not_one(text, found):
    assert WHOLE.search(text) is found
