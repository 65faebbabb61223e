"""The lexicon tables the pattern detector builds its regular expressions from."""
import pytest
import regex

from deid.lexicon import age_cues, date_cues, id_cues, street_types, units
from deid.lexicon.months import LANGUAGES
from deid.lexicon.number_words import NUMBER_WORDS, all_number_words
from deid.lexicon.weekdays import WEEKDAYS, weekday_names

FRAGMENT_TABLES = {
    "date_cues.BIRTH_CUES": date_cues.BIRTH_CUES,
    "date_cues.DATE_CUES": date_cues.DATE_CUES,
    "date_cues.YEAR_CUES": date_cues.YEAR_CUES,
    "date_cues.MONTH_CUES": date_cues.MONTH_CUES,
    "date_cues.VERSION_CUES": date_cues.VERSION_CUES,
    "age_cues.ADJECTIVE_UNITS": age_cues.ADJECTIVE_UNITS,
    "age_cues.YEAR_UNITS": age_cues.YEAR_UNITS,
    "age_cues.DURATION_BEFORE": age_cues.DURATION_BEFORE,
    "age_cues.DURATION_AFTER": age_cues.DURATION_AFTER,
    "age_cues.PERSON_NOUNS": age_cues.PERSON_NOUNS,
    "id_cues.ACRONYM_CUES": id_cues.ACRONYM_CUES,
    "id_cues.PHRASE_CUES": id_cues.PHRASE_CUES,
    "street_types.NL_SUFFIXES": street_types.NL_SUFFIXES,
    "street_types.DE_SUFFIXES": street_types.DE_SUFFIXES,
    "street_types.PREFIXES": street_types.PREFIXES,
    "street_types.ENGLISH_TYPES": street_types.ENGLISH_TYPES,
    "street_types.POSTCODE_HEADERS": street_types.POSTCODE_HEADERS,
    "street_types.ADDRESS_HEADERS": street_types.ADDRESS_HEADERS,
}


@pytest.mark.parametrize("name", sorted(FRAGMENT_TABLES))
def test_every_fragment_compiles_and_matches_no_empty_string(name):
    for fragment in FRAGMENT_TABLES[name]:
        compiled = regex.compile(fragment, regex.IGNORECASE)
        assert compiled.fullmatch("") is None, fragment


@pytest.mark.parametrize("table", [WEEKDAYS, NUMBER_WORDS])
def test_tables_cover_the_six_languages(table):
    assert set(table) == set(LANGUAGES)


def test_weekdays_have_seven_days_per_language():
    assert all(len(days) == 7 for days in WEEKDAYS.values())


def test_two_letter_weekday_abbreviations_are_left_out_by_default():
    # "ma", "di", "do" are ordinary words in several languages.
    names = weekday_names()
    assert "dinsdag" in names and "ma" not in names and "di" not in names


def test_number_words_come_longest_first_for_alternations():
    words = all_number_words()
    assert list(words) == sorted(words, key=lambda w: (-len(w), w))


def test_units_are_lower_case():
    assert all(u == u.lower() for u in units.UNITS + units.COUNT_WORDS)
