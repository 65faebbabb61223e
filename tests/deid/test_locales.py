"""The locale registry: one registration a locale, and every per-locale table complete for it."""
import importlib

import pytest

from deid import locales
from deid.lexicon import months, name_likelihood
from deid.locales import BY_CODE, LANGUAGES, LOCALES, REGISTERED, SYNTHETIC_LOCALES
from deid.models.ner import DEFAULT_LANGUAGES, default_model_path
from deid.lexicon.pools import people, places
from deid.synth.phrases import PHRASES


def test_the_contract_s_locales_in_its_order():
    assert LOCALES == ("nl_BE", "fr_BE", "nl_NL", "fr_FR", "en_GB", "en_US", "de_DE", "de_LU", "es_ES", "it_IT")
    assert len(set(LOCALES)) == len(LOCALES) == len(BY_CODE)


@pytest.mark.parametrize("locale", REGISTERED, ids=lambda loc: loc.code)
def test_a_code_is_its_language_and_its_country(locale):
    assert locale.code == f"{locale.language}_{locale.country}"


def test_the_generator_writes_every_locale_but_the_american_one():
    assert SYNTHETIC_LOCALES == tuple(code for code in LOCALES if code != "en_US")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_has_month_names_word_frequencies_and_a_default_ner_model(language):
    assert language in months.MONTHS
    assert language in name_likelihood.LANGUAGES
    assert language in DEFAULT_LANGUAGES
    assert (default_model_path(language) / "meta.json").exists()


@pytest.mark.parametrize("locale", REGISTERED, ids=lambda loc: loc.code)
def test_every_locale_has_surrogate_tables(locale):
    # Faker's person provider of the surrogate locale (first names and surnames by gender).
    provider = importlib.import_module(f"faker.providers.person.{locale.surrogate_faker}").Provider
    assert provider.last_names
    assert people.region(locale.code) in people.LOCALE_PARTICLES   # Belgium's two languages share one
    # Real (postcode, city) pairs and street names, the American locale borrowing the British ones.
    assert places.CITIES.get(locale.code) or locale.code == "en_US"
    assert places.STREETS.get(locale.code) or locale.code == "en_US"


@pytest.mark.parametrize("locale", [BY_CODE[code] for code in SYNTHETIC_LOCALES], ids=lambda loc: loc.code)
def test_every_synthetic_locale_has_the_generator_s_phrases(locale):
    assert locale.language in PHRASES


def test_countries_come_from_the_registry():
    assert locales.COUNTRY_OF_LOCALE["de_LU"] == "LU" and locales.COUNTRY_OF_LOCALE["fr_BE"] == "BE"
