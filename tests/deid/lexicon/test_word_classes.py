"""deid.lexicon.word_classes: a word's frequency band and lexicon flags, the NER model's look-up."""
import pytest

from deid.lexicon.word_classes import (
    FIRST_NAME,
    N_FLAG_COMBINATIONS,
    N_WORD_CLASSES,
    PLACE,
    STREET,
    SURNAME,
    major_places,
    place_words,
    word_class,
)


def band(word, language):
    return word_class(word, language) // N_FLAG_COMBINATIONS


def flags(word, language="es"):
    return word_class(word, language) % N_FLAG_COMBINATIONS


@pytest.mark.parametrize("word, language, expected", [
    ("María", "es", FIRST_NAME),
    ("Peeters", "nl", SURNAME),
    ("Oostende", "nl", PLACE),
    ("Arganda", "es", PLACE),
    ("Bruselas", "es", PLACE),  # an exonym of a large city
    ("Calle", "es", STREET),
    ("Kerkstraat", "nl", STREET),  # a Dutch street by its ending
    ("paciente", "es", 0),
    ("12", "es", 0),
])
def test_lexicon_flags_come_from_real_lists(word, language, expected):
    assert flags(word, language) & expected == expected
    if expected == 0:
        assert flags(word, language) == 0


def test_frequency_bands_order_words_of_the_language():
    assert band("de", "es") == 5  # among the most frequent words
    assert band("paciente", "es") == 4  # Zipf 4-5
    assert band("Vandenbroeck", "nl") <= 1  # a rare surname: nearly unknown to the language
    assert band("paciente", "xx") == 0  # a language wordfreq does not know: no band


def test_classes_stay_in_range_and_ignore_case_and_diacritics():
    for word in ("MADRID", "madrid", "Madríd", "", "-", "ß", "Ö"):
        assert 0 <= word_class(word, "es") < N_WORD_CLASSES
    assert flags("GARCÍA") == flags("garcia") == flags("García")


def test_the_place_list_is_shipped_and_folded():
    words = place_words()
    assert len(words) > 100_000
    assert "malaga" in words and "leuven" in words and "luxembourg" in words
    assert all(w == w.lower() for w in list(words)[:1000])


def test_place_words_come_from_names_of_near_places_and_large_ones_elsewhere():
    from deid.lexicon.build_place_words import place_names, place_words as words_of

    countries = {"BE": {"name": "Belgium", "continentcode": "EU"},
                 "JP": {"name": "Japan", "continentcode": "AS", "languages": "ja"},
                 "MX": {"name": "Mexico", "continentcode": "NA", "languages": "es-MX"}}
    cities = [
        {"name": "Heverlee", "countrycode": "BE", "population": 1500, "alternatenames": ["Heverle"]},
        {"name": "Antwerpen", "countrycode": "BE", "population": 500_000, "alternatenames": ["Amberes", "Анверс"]},
        {"name": "Kōfu", "countrycode": "JP", "population": 5000, "alternatenames": []},  # small and far
        {"name": "Sapporo", "countrycode": "JP", "population": 1_900_000, "alternatenames": []},
        {"name": "San Pedro Garza García", "countrycode": "MX", "population": 2000, "alternatenames": []},
    ]
    words = words_of(place_names(cities, countries))
    assert {"heverlee", "antwerpen", "amberes", "sapporo", "pedro", "garza", "garcia", "belgium"} <= words
    assert "heverle" not in words  # alternate names of villages: mostly noise
    assert "kofu" not in words
    assert "san" not in words and "de" not in words  # particles ("San Pedro", "de la") are no place words
    assert not any(any("\u0400" <= ch <= "\u04ff" for ch in w) for w in words)  # Latin script only


def test_a_region_s_second_official_name_in_brackets_is_a_name_too():
    """ISO 3166-2 writes a second official or a former form in brackets, with a code at times."""
    from deid.lexicon.build_place_words import _region_names

    assert _region_names("Catalunya [Cataluña]") == ("Catalunya", "Cataluña")
    assert _region_names("Swansea [Abertawe GB-ATA]") == ("Swansea", "Abertawe")
    assert _region_names("Bayern") == ("Bayern",)


def test_regions_written_with_a_bracketed_form_are_large_places():
    assert {"galicia", "catalunya", "cataluna", "wales", "cymru", "islas baleares"} <= major_places()
