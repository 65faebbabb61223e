"""The locales the engine serves: one registration each.

A note's ``locale`` (the contract's field and ``--locale``) is one of these codes. Each
registration says what the rest of the engine needs to know about it: its language (the word
lists, month names and NER model it reads with), its country (national ids, phone numbering,
postcodes), the Faker locale its surrogates are drawn from, and whether the synthetic-data
generator writes notes in it. Modules that hold per-locale tables (street types, id formats,
postcodes, name particles, phrases of the generator) key them by these codes; adding a locale
is one registration here plus its rows in those tables, which ``tests/deid/test_locales.py``
checks are complete.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, FrozenSet, Tuple


@dataclass(frozen=True)
class Locale:
    """One locale: ``code`` ("de_LU"), ``language`` ("de"), ``country`` ("LU").

    ``surrogate_faker``: the Faker locale surrogates of this locale are drawn from, where Faker's
    own tables for the code are not the country's (Faker's fr_BE and de_LU addresses are US-shaped).
    ``synthetic``: ``deid synth`` writes notes in it (its phrases exist)."""

    code: str
    language: str
    country: str
    surrogate_faker: str
    synthetic: bool = True


# The contract's order.
REGISTERED: Tuple[Locale, ...] = (
    Locale("nl_BE", "nl", "BE", "nl_BE"),
    Locale("fr_BE", "fr", "BE", "fr_FR"),
    Locale("nl_NL", "nl", "NL", "nl_NL"),
    Locale("fr_FR", "fr", "FR", "fr_FR"),
    Locale("en_GB", "en", "GB", "en_GB"),
    Locale("en_US", "en", "US", "en_US", synthetic=False),
    Locale("de_DE", "de", "DE", "de_DE"),
    Locale("de_LU", "de", "LU", "de_DE"),
    Locale("es_ES", "es", "ES", "es_ES"),
    Locale("it_IT", "it", "IT", "it_IT"),
)
BY_CODE: Dict[str, Locale] = {locale.code: locale for locale in REGISTERED}

# Every code a note may carry, and the ones the synthetic-data generator writes.
LOCALES: Tuple[str, ...] = tuple(locale.code for locale in REGISTERED)
LOCALE_SET: FrozenSet[str] = frozenset(LOCALES)
SYNTHETIC_LOCALES: Tuple[str, ...] = tuple(locale.code for locale in REGISTERED if locale.synthetic)
LANGUAGES: Tuple[str, ...] = tuple(dict.fromkeys(locale.language for locale in REGISTERED))
COUNTRY_OF_LOCALE: Dict[str, str] = {locale.code: locale.country for locale in REGISTERED}
