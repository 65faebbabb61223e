"""A plausibility gate on the spans a statistical NER model proposes.

Our default NER models learnt from synthetic notes. On notes written in other
styles they also propose ordinary words and phrases as names ("Bonjour",
"the ward", "Le bilan montre", "telefonisch"): measured on the hand-written
out-of-distribution set (bench/ood_detection.py), 42% of the NER's NAME spans
were not names. A false name costs readability (a surrogate name in the middle
of a sentence) and misleads every downstream user of the corpus. So a NER NAME
span is kept only when it looks like a person's name as clinicians write them:

1. Every word is capitalised (or in capitals), apart from name particles
   ("van", "de la", "von") and initials ("J.", "J.-P."). Clinicians write
   names with a capital; NER spans with lower-case words are phrases. No
   digits ("CHA2DS2", "G1P0"), and a span of initials only has a dot ("J.P.":
   "MI", "EDD" are acronyms).
2. Then, a span holding a known name (a first name or surname of the Faker
   person lists of our locales: real, frequent names of each country) is kept.
3. Otherwise a span made only of ordinary words is dropped: words at least
   ``ordinary_zipf`` frequent in the note's language (wordfreq's Zipf scale,
   4.0 = once per 100,000 words: "Merci", "Echo", "Reha"), or at least
   ``any_language_zipf`` frequent in any of our languages (notes mix languages:
   "Bonjour" in a Dutch note), or in the project's own common-word, eponym,
   title, role and relation lists.
4. Anything else (a rare capitalised word: "Vandenbroeck", but also a brand
   of drug) is kept: when in doubt, privacy first.

Places and organizations (LOCATION, ORGANIZATION) are proper names too: such a
span must hold a capitalised word of two letters or more that is not a title
("yesterday", "lit", "7h40", "Fr." are dropped; "AZ Delta", "Paris" kept), or,
for a place, be a bare postcode ("28034", "B-2000", "1012 AB"). No
frequency test there: the names of big cities are frequent words. Professions are common
nouns, so a PROFESSION span is checked for shape (no digits, no colon, not one
of the most frequent words of the language: "montre") and must not be a
healthcare role ("huisarts", "consultant obstetrician", "geriater"): in a
clinical note those name the staff, not an occupation that identifies anyone.

Dates, ages, phones, ids, e-mails and web addresses are the patterns' job (they outrank
NER), but where no pattern fires a NER span stands alone, so it must have the shape of its
label too: an e-mail holds an "@"; a web address "://", "www." or a domain; a phone six
digits or more; an id four digits or more; a date a month name or three digits or more
("23", "FiO2" and "U.O.C" are no dates; "5/10", "2022", "junio" may be); an age a number
(digits or a number word) that is no lab value: no word with a digit after a letter
("G2P1", "pCO2") and no unit after it ("40 mEq").

Names already in the registry do not depend on this gate: the registry matcher
finds them with its own rules, and a registry span outranks a NER span.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Iterable, List

import regex

from deid.lexicon.common_words import ALL_COMMON_WORDS
from deid.lexicon.months import MONTHS
from deid.lexicon.number_words import all_number_words
from deid.lexicon.units import UNITS
from deid.lexicon.name_lexicon import (
    EPONYMS,
    PARTICLES,
    RELATION_WORDS,
    ROLE_WORDS,
    TITLES,
    first_names,
    fold,
    last_names,
)
from deid.spans import Span

_WORD = regex.compile(r"[\p{L}\p{M}][\p{L}\p{M}'’.-]*")
_POSTCODE = regex.compile(r"^(?:[A-Z]{1,2}-)?\d{4,5}(?:\s?[A-Z]{2})?$")
_INITIALS = regex.compile(r"^(?:\p{Lu}\.?-?){1,3}\.?$")
# wordfreq knows every language of our locales under its two-letter code.
LANGUAGES = ("nl", "fr", "en", "de", "es", "it")


@dataclass(frozen=True)
class NameGateConfig:
    """``ordinary_zipf``: from this Zipf frequency on, a word of the note's language is ordinary;
    ``any_language_zipf``: from this one on, a word of any of our languages is.
    ``enabled``: switch the gate off to get the model's raw NAME spans.
    """

    ordinary_zipf: float = 4.0
    any_language_zipf: float = 5.0
    enabled: bool = True

    def __post_init__(self) -> None:
        for value in (self.ordinary_zipf, self.any_language_zipf):
            if not 0.0 < value < 8.0:
                raise ValueError("Zipf thresholds are on the Zipf scale, between 0 and 8")


@functools.lru_cache(maxsize=1)
def _project_words() -> frozenset:
    return frozenset(fold(w) for w in ALL_COMMON_WORDS) | EPONYMS | TITLES | ROLE_WORDS | RELATION_WORDS


# Healthcare roles: in a clinical note they name the staff who write and treat ("huisarts",
# "consultant obstetrician", "médecin généraliste"), not an occupation that identifies the
# patient, and a surrogate profession there would only garble the note.
CLINICAL_ROLES = frozenset(fold(w) for w in """
    arts artsen huisarts specialist assistent assistente verpleegkundige vpk verpleger vroedvrouw
    kinesist fysiotherapeut dietist diëtist logopedist ergotherapeut apotheker tandarts chirurg anesthesist
    médecin medecin généraliste generaliste infirmier infirmière infirmiere interne chirurgien sage-femme
    kinésithérapeute pharmacien dentiste anesthésiste
    doctor gp consultant registrar nurse physician surgeon midwife physiotherapist pharmacist houseman
    sho fy1 fy2 resident attending anaesthetist anesthetist dentist
    arzt ärztin arztin hausarzt hausärztin oberarzt oberärztin assistenzarzt chefarzt pfleger pflegerin
    krankenschwester schwester hebamme apotheker zahnarzt chirurgin
    médico medico médica enfermera enfermero cirujano cirujana matrona farmacéutico odontólogo
    medica infermiere infermiera chirurgo ostetrica farmacista dentista specializzando
    prof professor professeur professore dr dott
""".split())  # folded, as the words they are compared with
_ROLE_SUFFIXES = ("loog", "loge", "logue", "logist", "ologo", "ologa", "iater", "iatre", "iatra", "iatrician",
                  "iatrist", "chirurg", "therapeut", "therapist")


def _clinical_role(word: str) -> bool:
    return word in CLINICAL_ROLES or word in ROLE_WORDS or word in TITLES or word.endswith(_ROLE_SUFFIXES)


@functools.lru_cache(maxsize=1)
def _month_words() -> frozenset:
    return frozenset(fold(form) for forms in MONTHS.values() for month in forms for form in month)


@functools.lru_cache(maxsize=1)
def _number_words() -> frozenset:
    return frozenset(fold(word) for word in all_number_words())


_URL_SHAPE = regex.compile(r"://|www\.|\.[a-z]{2,}(?:/|$)", regex.IGNORECASE)
_DIGIT_AFTER_LETTER = regex.compile(r"\p{L}\d")
_UNITS = frozenset(UNITS)


def shaped_label_plausible(words: str, label: str) -> bool:
    """Whether a NER span of a shaped label (dates, ages, contacts, ids) has its label's shape."""
    digits = sum(ch.isdigit() for ch in words)
    if label == "EMAIL":
        return "@" in words
    if label == "URL":
        return bool(_URL_SHAPE.search(words))
    if label == "PHONE":
        return digits >= 6
    if label == "ID":
        return digits >= 4
    folded = [fold(w) for w in _WORD.findall(words)]
    if label in ("DATE", "BIRTHDATE"):
        return digits >= 3 or any(w.rstrip(".") in _month_words() for w in folded)
    if label == "AGE":
        if _DIGIT_AFTER_LETTER.search(words) or any(w in _UNITS for w in folded):
            return False
        return digits > 0 or any(w in _number_words() for w in folded)
    return True


@functools.lru_cache(maxsize=1)
def _known_names() -> frozenset:
    return first_names() | last_names()


@functools.lru_cache(maxsize=65536)
def _zipf(word: str, language: str) -> float:
    from wordfreq import zipf_frequency

    return zipf_frequency(word, language)


class NameGate:
    """Decides whether a NER span is plausible for its label; build once per worker (``warm_up`` loads the tables)."""

    # Verdicts are cached per (words, label, language): the same names and places come back
    # note after note. Bounded: cleared when full.
    _CACHE_LIMIT = 200_000

    def __init__(self, config: NameGateConfig = NameGateConfig()):
        self._config = config
        self._verdicts: dict = {}

    def warm_up(self) -> None:
        _known_names(), _project_words(), _month_words(), _number_words()
        for language in LANGUAGES:
            _zipf("the", language)

    def plausible(self, words: str, language: str) -> bool:
        if any(ch.isdigit() for ch in words):
            return False  # "CHA2DS2", "G1P0": scores and codes, never a person
        found = _WORD.findall(words)
        content = [w for w in found if fold(w.rstrip(".")) not in PARTICLES or w[:1].isupper() and len(found) == 1]
        if not content:
            return False
        for word in content:
            if not (word[:1].isupper() or _INITIALS.match(word)):
                return False
        names = _known_names()
        bare = [fold(w.strip(".'’-")) for w in content if not _INITIALS.match(w)]
        if not bare:
            # Initials only: "J.P." may be a person; bare capitals ("MI", "EDD", "W") are acronyms.
            return "." in words
        if any(b in names for b in bare):
            return True
        ordinary = _project_words()
        lang = language if language in LANGUAGES else "en"
        return not all(self._ordinary(b, lang, ordinary) for b in bare)

    def _ordinary(self, word: str, language: str, ordinary: frozenset) -> bool:
        if word in ordinary or _zipf(word, language) >= self._config.ordinary_zipf:
            return True
        return any(_zipf(word, other) >= self._config.any_language_zipf for other in LANGUAGES if other != language)

    def plausible_entity(self, words: str, label: str, language: str) -> bool:
        """Whether a NER span of ``label`` has the shape of one (see the module docstring)."""
        key = (words, label, language)
        verdict = self._verdicts.get(key)
        if verdict is None:
            if len(self._verdicts) >= self._CACHE_LIMIT:
                self._verdicts.clear()
            verdict = self._verdicts[key] = self._plausible_entity(words, label, language)
        return verdict

    def _plausible_entity(self, words: str, label: str, language: str) -> bool:
        if label == "NAME":
            return self.plausible(words, language)
        if label not in ("LOCATION", "ORGANIZATION", "PROFESSION"):
            return shaped_label_plausible(words, label)
        if label == "LOCATION" and _POSTCODE.match(words.strip()):
            return True  # a bare postcode ("28034", "B-2000", "1012 AB") is a place
        lang = language if language in LANGUAGES else "en"
        found = _WORD.findall(words)
        if not found:
            return False
        if label in ("LOCATION", "ORGANIZATION"):
            # Capitals only, no frequency test: the names of big cities are frequent words ("Paris").
            return any(w[:1].isupper() and len(w.strip(".")) > 1 and fold(w.strip(".")) not in TITLES for w in found)
        # PROFESSION
        if any(ch.isdigit() or ch == ":" for ch in words):
            return False
        if any(_clinical_role(fold(w.strip(".'’-"))) for w in found):
            return False
        return not (len(found) == 1 and _zipf(fold(found[0]), lang) >= self._config.any_language_zipf)

    def filter(self, spans: Iterable[Span], text: str, language: str) -> List[Span]:
        """The spans, without those that do not have the shape of their label."""
        if not self._config.enabled:
            return list(spans)
        return [s for s in spans if self.plausible_entity(text[s.start:s.end], s.label, language)]
