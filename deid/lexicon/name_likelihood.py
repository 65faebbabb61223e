"""Is a word a person's name or an ordinary word? Evidence from real populations and real text.

    evidence = name_evidence()
    evidence.name_zipf("Peeters")            # 5.2: rank 1 among Belgian surnames
    evidence.kind("Tasche", "de")            # WORD: a German noun, a rare surname
    evidence.kind("Moira", "en")             # NAME
    evidence.kind("Fotodoku", "de")          # UNKNOWN: neither
    evidence.is_drug("Lasix")                # True

Two frequencies of the same word are compared on wordfreq's Zipf scale (log10 of
occurrences per billion words):

* how often it is written **as a name**, estimated from its popularity rank as a first
  name or surname in real populations (``deid/data/name_ranks.npz``, built from
  ``names-dataset`` by ``deid.lexicon.build_name_ranks``): a name of rank ``r`` among a
  country's people holds roughly a share ``c / r^0.9`` of them (Zipf's law of names), and
  person names are about one word in a hundred of clinical text, so
  ``name_zipf = 5.2 - 0.9 * log10(r)`` for surnames ranked in our own countries, one point
  more for first names (written alone more often), one point less for ranks only abroad
  (fewer such people in our notes);
* how often it is written **at all** in the note's language (wordfreq, which counts name
  uses too: "walter" is 4.7 in German).

A word whose text frequency is no more than ``margin`` above its name frequency is
explained by its use as a name (``NAME``): "Walter" (3.9 vs 4.7), "Peeters", "Moira". A word
far more frequent than any name use explains is an ordinary word (``WORD``): "Tasche" (1.6
vs 4.5), "Hope", "Will". A word known as neither is ``UNKNOWN``: rare surnames
("Hollenbeck"), brands, compounds, typos. Drug names (generic and brand, several
languages) come from ``drug-named-entity-recognition`` (``deid/data/drug_words.txt.gz``).

The tables load once per process, lazily: about 6 MB and a few milliseconds.
"""
from __future__ import annotations

import bisect
import functools
import gzip
import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import FrozenSet, Tuple

import numpy as np

from deid import locales
from deid.lexicon import word_frequency
from deid.lexicon.name_lexicon import fold
from deid.lexicon.word_keys import word_key
from deid.lexicon.clinical_morphology import clinical_word, discipline_word
from deid.lexicon.dictionary_words import MIN_ZIPF, has_dictionary, known_anywhere

DATA = Path(__file__).resolve().parent.parent / "data"
NAME = "NAME"
WORD = "WORD"
UNKNOWN = "UNKNOWN"
# wordfreq knows every language of our locales under its two-letter code.
LANGUAGES = locales.LANGUAGES


def text_language(locale: str) -> str:
    """The wordfreq language of a note's locale ("de_LU" -> "de"); English for any other."""
    language = locale[:2]
    return language if language in LANGUAGES else "en"
_ABROAD_PENALTY = 1.0
# A word this much more frequent (Zipf) in its language than in any other of ours is that language's
# own word, whatever surname the lists also hold: names travel with their bearers, nouns stay home.
HOME_WORD_GAP = 1.5
# A surname written with an apostrophe after a short prefix: "O'Sullivan", "D’Angelo", "o'brien".
_APOSTROPHE_SURNAME = re.compile(r"^(?:[Oo]['’]\w|\w{1,4}['’][A-Z])")
_SURNAME_INTERCEPT = 5.2
_FIRST_NAME_INTERCEPT = 6.2


@dataclass(frozen=True)
class NameEvidenceConfig:
    """``margin``: how far (Zipf points) a word's text frequency may exceed its estimated
    frequency as a name and still count as a name. Higher: more recall, less precision.
    ``min_name_zipf``: below this a name is too rare to tell from noise by its rank alone.
    ``rare_zipf``: a word rarer than this in text and no name anywhere is UNKNOWN, not WORD
    (wordfreq counts rare surnames too: "Hollenbeck" is 1.9 in German).
    ``dictionary``: a word that frequency alone would call WORD, that some population bears as a
    name and that no spelling dictionary of our languages holds is a proper noun, not a word
    (``deid.lexicon.dictionary_words``: "Mourinho", a coach's name, is frequent in English text)."""

    margin: float = 1.0
    min_name_zipf: float = 1.3
    rare_zipf: float = 2.0
    dictionary: bool = True

    def __post_init__(self) -> None:
        if not 0.0 <= self.margin <= 4.0:
            raise ValueError("margin is in Zipf points, between 0 and 4")


def rank_zipf(rank: int, abroad: bool = False, first_name: bool = False) -> float:
    """Estimated Zipf frequency in clinical text of a name of popularity ``rank`` (0: none).

    First names are written alone far more often than surnames ("Pablo estaba consciente",
    a signature, an address): one point more, measured against wordfreq on the first names
    of Faker's locales (a first name of rank 30 is about 4.9 in text, a surname of rank 30
    about 3.9).
    """
    if rank <= 0:
        return 0.0
    intercept = _FIRST_NAME_INTERCEPT if first_name else _SURNAME_INTERCEPT
    return max(0.0, intercept - 0.9 * math.log10(rank) - (_ABROAD_PENALTY if abroad else 0.0))


@functools.lru_cache(maxsize=1)
def _ranks() -> Tuple[np.ndarray, np.ndarray]:
    """(sorted 64-bit word keys, their four rank columns): see ``deid.lexicon.build_name_ranks``."""
    with np.load(DATA / "name_ranks.npz") as table:
        return table["keys"], table["ranks"]


@functools.lru_cache(maxsize=262144)
def _lookup(folded: str) -> Tuple[int, int, int, int]:
    keys, ranks = _ranks()
    key = word_key(folded)
    at = int(np.searchsorted(keys, key))
    if at < len(keys) and keys[at] == key:
        return tuple(int(r) for r in ranks[at])
    return (0, 0, 0, 0)


@functools.lru_cache(maxsize=1)
def _drugs() -> FrozenSet[str]:
    with gzip.open(DATA / "drug_words.txt.gz", "rt", encoding="utf-8") as handle:
        return frozenset(line.strip() for line in handle if line.strip())


@functools.lru_cache(maxsize=1)
def _sorted_drugs() -> Tuple[str, ...]:
    return tuple(sorted(_drugs()))


def drug_clipping(word: str) -> bool:
    """Whether a word of three to five letters is the start of a longer drug name, as clinicians
    clip them in pairs ("Pip/Taz" piperacillin and tazobactam, "Amox/Clav")."""
    key = fold(word.strip(".'’-"))
    if not 3 <= len(key) <= 5 or not key.isalpha():
        return False
    drugs = _sorted_drugs()
    at = bisect.bisect_left(drugs, key)
    return at < len(drugs) and drugs[at].startswith(key) and len(drugs[at]) >= len(key) + 3 \
        or at + 1 < len(drugs) and drugs[at + 1].startswith(key) and len(drugs[at + 1]) >= len(key) + 3


def _zipf(word: str, language: str) -> float:
    return word_frequency.zipf(word, language)


class NameEvidence:
    """Name-versus-word evidence per word; build once per worker (``warm_up`` loads the tables)."""

    def __init__(self, config: NameEvidenceConfig = NameEvidenceConfig()):
        self.config = config

    def warm_up(self) -> None:
        _ranks(), _drugs()
        for language in LANGUAGES:
            _zipf("the", language)

    @staticmethod
    def ranks(word: str) -> Tuple[int, int, int, int]:
        """(first name rank at home, anywhere, surname rank at home, anywhere); 0 where none.

        The population tables hold surnames with an apostrophe without it ("oconnor", "dangelo"):
        "O'Sullivan" and "D’Angelo" are looked up that way when their written form is unknown. Only
        a capital after the apostrophe, or the Irish "o'", marks such a surname: "d'une" and
        "l'hôpital" are elisions."""
        bare = word.strip(".'’-")
        key = fold(bare)
        ranks = _lookup(key)
        if ranks == (0, 0, 0, 0) and _APOSTROPHE_SURNAME.match(bare):
            ranks = _lookup(key.replace("'", "").replace("’", ""))
        return ranks

    def first_name_zipf(self, word: str) -> float:
        home, anywhere, _, _ = self.ranks(word)
        return max(rank_zipf(home, first_name=True), rank_zipf(anywhere, abroad=True, first_name=True))

    def surname_zipf(self, word: str) -> float:
        _, _, home, anywhere = self.ranks(word)
        return max(rank_zipf(home), rank_zipf(anywhere, abroad=True))

    def name_zipf(self, word: str) -> float:
        return max(self.first_name_zipf(word), self.surname_zipf(word))

    @staticmethod
    def text_zipf(word: str, language: str) -> float:
        """wordfreq's Zipf frequency of the word in ``language`` (lower case, diacritics kept: its keys)."""
        return _zipf(word.strip(".'’-").lower(), language)

    def abroad_zipf(self, word: str, language: str) -> float:
        """The highest Zipf frequency of the word in our languages other than ``language``: a name
        travels with its bearers, a word stays in its language ("Leber" is 4.0 in German, 2.1
        at most elsewhere; "Bauer" 4.4 and 3.8)."""
        return max(self.text_zipf(word, other) for other in LANGUAGES if other != language)

    def home_word(self, word: str, language: str) -> bool:
        """Whether ``language`` writes the word far more often (``HOME_WORD_GAP`` Zipf points) than
        any other of our languages: its own word, not a name's frequency ("Leber"; not "Brinkmann").
        What tells a German noun from a surname, both capitalised."""
        return self.text_zipf(word, language) - self.abroad_zipf(word, language) >= HOME_WORD_GAP

    @staticmethod
    def is_drug(word: str) -> bool:
        """A drug name; international nonproprietary names differ by a final "e" across our
        languages ("Torasemid"/"torasemide", "Metformine"/"metformin"), so both spellings count."""
        key = fold(word.strip(".'’-"))
        drugs = _drugs()
        return key in drugs or (key + "e") in drugs or (key.endswith("e") and key[:-1] in drugs)

    def kind(self, word: str, language: str, first_name: bool = False) -> str:
        """NAME, WORD or UNKNOWN for ``word`` in a note of ``language`` (see the module docstring).

        ``first_name``: weigh only its use as a first name (a word standing alone as a signature).
        """
        name = self.first_name_zipf(word) if first_name else self.name_zipf(word)
        lang = language if language in LANGUAGES else "en"
        text = self.text_zipf(word, lang)
        if self.is_drug(word) and name < 4.0:
            return WORD
        if name < 4.0 and discipline_word(fold(word)):
            return WORD  # "Physiotherapie", "Fisioterapia": ranked as first names by profiles that gave a job
        if name >= self.config.min_name_zipf and text - name <= self.config.margin:
            return NAME
        parts = word.split("-")
        if len(parts) > 1 and all(parts):
            # A double-barrelled name ("Ferrán-Olmedo", "Weber-Hoffmann", "Karl-Otto"): judged by
            # its parts, as a list may not hold it whole and the text frequency of a hyphenated
            # word is that of its parts put together; one ordinary word makes it a word
            # ("Alzheimer-Demenz", "Non-Hodgkin").
            # (a letter alone joins a Surinamese or Chinese-Caribbean surname's parts: "Tjon-A-Fong")
            kinds = [self.kind(part, language, first_name) for part in parts
                     if len(part) > 1 or not part.isupper() or len(parts) == 2]
            return WORD if WORD in kinds else NAME if NAME in kinds else UNKNOWN
        if text < self.config.rare_zipf and (name == 0.0 or text == 0.0):
            # Known as neither: no name list holds it, or it is no word at all and only a rare name of
            # some list ("Okwuosa", a surname below ``min_name_zipf``, never written otherwise).
            return UNKNOWN
        if name > 0.0 and self.config.dictionary and self._proper_noun(word, lang, text):
            return NAME if name >= self.config.min_name_zipf else UNKNOWN
        return WORD

    @staticmethod
    def _proper_noun(word: str, language: str, text: float) -> bool:
        """Frequent in text, yet a word no dictionary of our languages holds, in either case:
        a proper noun's frequency ("Mourinho"). Only words the dictionary table covers (letters,
        Zipf 1.5 or more), of four letters or more and not in capitals (abbreviations: "USS",
        "UNICEF"); clinical words are words whatever the dictionaries say."""
        if text < MIN_ZIPF or len(word) < 4 or not word.isalpha() or word.isupper() or not has_dictionary(language):
            return False
        if known_anywhere(word, language):
            return False
        return not clinical_word(fold(word))


@functools.lru_cache(maxsize=1)
def name_evidence() -> NameEvidence:
    """The process's shared instance with the default config."""
    return NameEvidence()
