"""Dates written out in words (deid.detect.patterns.spelled_dates), as dictation leaves them."""
import pytest

from deid.detect.patterns.spelled_dates import spelled_dates


def dates(text, locale):
    return [text[a:b] for a, b in spelled_dates(text, locale)]


@pytest.mark.parametrize("text, locale, expected", [
    ("césarienne en urgence le quatorze mai pour stagnation", "fr_FR", ["quatorze mai"]),
    ("consultation du vingt deux août deux mille vingt trois madame", "fr_FR", ["vingt deux août deux mille vingt trois"]),
    ("visite vom zwölften märz zweitausenddreiundzwanzig patientin", "de_DE", ["zwölften märz zweitausenddreiundzwanzig"]),
    ("scan on the third of june showed", "en_GB", ["third of june"]),
    ("op zevenentwintig april tweeduizend tweeëntwintig gezien", "nl_NL", ["zevenentwintig april tweeduizend tweeëntwintig"]),
    ("ingresó el siete de octubre de dos mil veintiuno", "es_ES", ["siete de octubre de dos mil veintiuno"]),
    ("ricoverato il ventisei febbraio duemilaventidue", "it_IT", ["ventisei febbraio duemilaventidue"]),
])
def test_a_day_in_words_the_months_name_and_a_year_in_words(text, locale, expected):
    assert dates(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    ("two may be enough", "en_GB", []),                                   # "may" the verb
    ("le quatorze mai deux patients ont", "fr_FR", ["quatorze mai"]),     # number words without a thousand: no year
    ("un mars à Paris", "fr_FR", []),                                     # "un" is an article far more often
    ("am 3. Juni", "de_DE", []),                                          # digits are the date detector's
])
def test_verbs_articles_and_number_words_after_the_month(text, locale, expected):
    assert dates(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    # German dictation reads "vom 3.4." as ordinals, the month's too, after the preposition of dates
    ("befund vom dritten vierten liegt vor", "de_DE", ["dritten vierten"]),
    ("kontrolle am ersten zwölften zweitausendvierundzwanzig", "de_DE", ["ersten zwölften zweitausendvierundzwanzig"]),
    ("seit dem elften zweiten 2023 beschwerdefrei", "de_DE", ["elften zweiten 2023"]),
    # two ordinals without a date's preposition, or an ordinal before a noun, are no date
    ("die ersten zweiten proben waren negativ", "de_DE", []),
    ("am zweiten tag mobilisiert", "de_DE", []),
])
def test_german_dictation_writes_the_month_as_an_ordinal_too(text, locale, expected):
    assert dates(text, locale) == expected
