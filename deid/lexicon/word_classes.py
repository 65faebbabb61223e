"""A word's class for NER features: how frequent it is, and which lexicons know it.

A NER model trained on a few thousand notes has seen a few thousand names and places;
the next note brings others. What carries over is what the model can look up about a
word it has never seen: is it an ordinary word of the language, a known first name or
surname, a place, a street word? Those facts, from real lists, make the class below,
which ``deid.nlp.lexicon_embed`` turns into a learned vector beside the word's own
embedding.

* Frequency band: the lower-cased word's Zipf frequency in the note's language
  (wordfreq): below 1 (unknown), 1-2, 2-3, 3-4, 4-5, 5 and above.
* Lexicon flags, on the folded word (lower case, no diacritics): a first name or a
  surname of our locales' Faker person lists (``deid.lexicon.name_lexicon``), a word of
  a place name (``deid/data/place_words.txt.gz``, from GeoNames), a street word
  ("calle", "avenue", "rambla"; Dutch and German "-straat", "-straße", "-laan" words).

6 bands x 16 flag combinations: ``N_WORD_CLASSES`` = 96 classes.
"""
from __future__ import annotations

import functools
import gzip
import re
from pathlib import Path
from typing import Dict, FrozenSet

from deid.lexicon import word_frequency
from deid.lexicon.name_lexicon import first_names, fold, last_names
from deid.lexicon.regions import region_countries, regions
from deid.lexicon.street_types import DE_SUFFIXES, ENGLISH_TYPES, NL_SUFFIXES, PREFIXES
from deid.locales import LOCALES

PLACE_WORDS_FILE = Path(__file__).resolve().parent.parent / "data" / "place_words.txt.gz"
ZIPF_BAND_EDGES = (1.0, 2.0, 3.0, 4.0, 5.0)
FIRST_NAME, SURNAME, PLACE, STREET = 1, 2, 4, 8
N_FLAG_COMBINATIONS = 16
N_WORD_CLASSES = (len(ZIPF_BAND_EDGES) + 1) * N_FLAG_COMBINATIONS
# wordfreq's languages among ours; another language gets band 0 for every word.
FREQUENCY_LANGUAGES = frozenset({"nl", "fr", "en", "de", "es", "it"})

_PLAIN_WORD = re.compile(r"^([a-zà-ÿ]+)(?:\\\.)?\??$")
_STREET_SUFFIX = re.compile(
    "(?:" + "|".join(s for s in NL_SUFFIXES + DE_SUFFIXES if not s.endswith(r"\.")) + ")$"
)


@functools.lru_cache(maxsize=1)
def place_words() -> FrozenSet[str]:
    """Folded words of place names (see ``deid.lexicon.build_place_words``)."""
    with gzip.open(PLACE_WORDS_FILE, "rt", encoding="utf-8") as lines:
        return frozenset(line.strip() for line in lines if line.strip())


@functools.lru_cache(maxsize=1)
def major_places() -> FrozenSet[str]:
    """Folded whole names of countries and large cities (see ``deid.lexicon.build_place_words``)."""
    with gzip.open(PLACE_WORDS_FILE.with_name("major_places.txt.gz"), "rt", encoding="utf-8") as handle:
        # and the natural and historical regions no administrative list holds ("allgau", "achterhoek")
        return frozenset(line.strip() for line in handle if line.strip()) | regions()


# ``major_place_countries``' marks beside countries' ISO codes: a place known in every country's notes,
# and (with it) a country's name.
KNOWN_EVERYWHERE = "*"
A_COUNTRY = "!"


@functools.lru_cache(maxsize=1)
def _major_place_countries() -> Dict[str, FrozenSet[str]]:
    with gzip.open(PLACE_WORDS_FILE.with_name("major_place_countries.tsv.gz"), "rt", encoding="utf-8") as handle:
        rows = (line.rstrip("\n").split("\t") for line in handle if line.strip())
        countries = {name: frozenset(codes.split(",")) for name, codes in rows}
    for name in regions():
        countries[name] = countries.get(name, frozenset()) | region_countries(name)
    return countries


def major_place_countries(folded: str) -> FrozenSet[str]:
    """The countries whose notes know the major place ``folded`` (``major_places``) as a place: ISO
    codes, or ``KNOWN_EVERYWHERE`` for a country (``A_COUNTRY`` too) or a city large enough to be
    known abroad; empty for a name that is no major place (see ``deid.lexicon.build_place_words``)."""
    return _major_place_countries().get(folded, frozenset())


# The countries of each language's locales ("fr": BE, FR): where its notes are written.
_LANGUAGE_COUNTRIES = {language: frozenset(code.split("_")[1] for code in LOCALES if code.startswith(language + "_"))
                       for language in {code.split("_")[0] for code in LOCALES}}


def named_in_notes_of(folded: str, language: str) -> bool:
    """Whether notes in ``language`` would name the major place ``folded``: one known everywhere (a
    country, a city known abroad) or a town or region of a country whose locales speak it ("bordeaux"
    in French notes; not "sala", a Finnish and a Moroccan town, in Italian ones)."""
    countries = major_place_countries(folded)
    return KNOWN_EVERYWHERE in countries or bool(countries & _LANGUAGE_COUNTRIES.get(language, frozenset()))


@functools.lru_cache(maxsize=1)
def street_words() -> FrozenSet[str]:
    """Folded street-type words of ``deid.lexicon.street_types`` that are plain words."""
    words = set()
    for fragment in PREFIXES + ENGLISH_TYPES:
        match = _PLAIN_WORD.match(fragment)
        if match and len(match.group(1)) >= 3:
            words.add(fold(match.group(1)))
    return frozenset(words)


def street_suffix(folded: str) -> bool:
    """Whether a folded word ends like a Dutch or German street name ("kerkstraat", "hauptstrasse")."""
    return bool(_STREET_SUFFIX.search(folded))


def zipf_band(word: str, language: str) -> int:
    if language not in FREQUENCY_LANGUAGES:
        return 0
    zipf = word_frequency.zipf(word, language)
    return sum(zipf >= edge for edge in ZIPF_BAND_EDGES)


def lexicon_flags(word: str) -> int:
    folded = fold(word)
    if len(folded) < 3 or not folded.isalpha():
        return 0
    flags = 0
    if folded in first_names():
        flags |= FIRST_NAME
    if folded in last_names():
        flags |= SURNAME
    if folded in place_words():
        flags |= PLACE
    if folded in street_words() or (len(folded) > 6 and _STREET_SUFFIX.search(folded)):
        flags |= STREET
    return flags


def word_class(word: str, language: str) -> int:
    """The class of ``word`` (any case) in a note of ``language``: in ``range(N_WORD_CLASSES)``."""
    return zipf_band(word.lower(), language) * N_FLAG_COMBINATIONS + lexicon_flags(word)


def warm_up() -> None:
    """Load the lexicons now (a worker's setup) rather than on the first note."""
    first_names(), last_names(), place_words(), street_words()
