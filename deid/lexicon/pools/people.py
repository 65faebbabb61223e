"""Name tables: honorifics, surname particles, and first-name and surname pools per locale.

The pools come from faker's person providers (their class attributes; no
Faker instance is built for names, so a draw is one list index). Belgium's
nl_BE and fr_BE share one pool: a Brussels patient's notes come in both
languages and must give the same surrogate name in both.
"""
from __future__ import annotations

import importlib
import re
from functools import lru_cache
from typing import Dict, FrozenSet, Tuple

from deid.locales import LOCALES
from deid.lexicon.folding import fold_case_and_accents as fold

# Honorific (folded, without its dot) -> the gender it implies, "" for none.
HONORIFICS: Dict[str, str] = {
    # nl
    "dr": "", "dokter": "", "prof": "", "dhr": "M", "heer": "M", "mevr": "F", "mevrouw": "F",
    "mw": "F", "mej": "F", "juffrouw": "F", "zr": "F", "zuster": "F", "br": "M", "broeder": "M",
    # fr
    "m": "M", "mr": "M", "monsieur": "M", "mme": "F", "madame": "F", "mlle": "F",
    "mademoiselle": "F", "docteur": "", "pr": "", "professeur": "",
    # en
    "mrs": "F", "ms": "F", "miss": "F", "sir": "M", "dame": "F",
    # de
    "herr": "M", "frau": "F", "hr": "M", "fr": "F",
    # es
    "sr": "M", "sra": "F", "srta": "F", "senor": "M", "senora": "F", "don": "M", "dona": "F", "dra": "F",
    # it
    "sig": "M", "sigra": "F", "signor": "M", "signore": "M", "signora": "F", "signa": "F",
    "dott": "", "dottssa": "F", "dottore": "M", "dottoressa": "F", "profssa": "F",
}


def honorific_key(word: str) -> str:
    return fold(word).replace(".", "")


# Surname particles, folded. A word in this set inside a name belongs to the surname.
PARTICLES: FrozenSet[str] = frozenset({
    "van", "de", "der", "den", "het", "'t", "te", "ter", "ten", "in", "op", "vande", "vanden", "vander",
    "von", "zu", "vom", "zum", "le", "la", "les", "du", "des", "d'", "di", "da", "del", "della",
    "dello", "dei", "degli", "dos", "das", "do", "y", "lo",
})
# Folded prefixes that make a one-word surname a particle name ("Vandenbroeck", "Vanderlinden").
PARTICLE_PREFIXES = ("vande", "vander", "vanden", "van ")

# Particles as they are written in each locale, used to build particle
# surnames where faker's list has too few ("Van der Meulen" in Belgium, "van der Meulen" in the Netherlands).
LOCALE_PARTICLES: Dict[str, Tuple[str, ...]] = {
    "BE": ("Van", "De", "Van den", "Van der", "Van de", "Vande", "Vanden"),
    "nl_NL": ("van", "de", "van der", "van den", "van de", "ter", "ten"),
    "fr_FR": ("de", "Le", "du", "de La"),
    "en_GB": (),  # English surnames take no particle: a particle original gets a plain surrogate
    "en_US": (),
    "de_DE": ("von", "von der", "zu"),
    "de_LU": ("de", "von", "da"),
    "es_ES": ("de", "del", "de la"),
    "it_IT": ("De", "Di", "Del", "Della", "La", "Lo"),
}

_REGION = {"nl_BE": "BE", "fr_BE": "BE"}
_FAKER_LOCALES = {"BE": ("nl_BE", "fr_BE")}
_WORD = re.compile(r"^[^\W\d_]+(?:['’-][^\W\d_]+)*$")
MIN_PARTICLE_POOL = 40


def region(locale: str) -> str:
    return _REGION.get(locale, locale)


def _provider(locale: str):
    return importlib.import_module(f"faker.providers.person.{locale}").Provider


def _split_particles(name: str) -> Tuple[Tuple[str, ...], Tuple[str, ...]]:
    words = name.split()
    i = 0
    while i < len(words) - 1 and fold(words[i]) in PARTICLES:
        i += 1
    return tuple(words[:i]), tuple(words[i:])


def _plausible_surname(name: str) -> bool:
    particles, core = _split_particles(name)
    return 1 <= len(core) <= 2 and "d'" not in (fold(w) for w in particles) and all(_WORD.match(w) and w[0].isupper() for w in core)


@lru_cache(maxsize=None)
def first_names(region_name: str, gender: str) -> Tuple[str, ...]:
    """First names of a region and gender ("M" or "F"), faker's spelling, no duplicates."""
    attr = "first_names_male" if gender == "M" else "first_names_female"
    seen: Dict[str, None] = {}
    for loc in _FAKER_LOCALES.get(region_name, (region_name,)):
        for name in getattr(_provider(loc), attr):
            if _WORD.match(name):
                seen.setdefault(name, None)
    return tuple(seen)


@lru_cache(maxsize=None)
def surnames(region_name: str, with_particle: bool) -> Tuple[str, ...]:
    """Surnames of a region, with or without a particle ("De Smet" vs "Peeters")."""
    plain: Dict[str, None] = {}
    particled: Dict[str, None] = {}
    for loc in _FAKER_LOCALES.get(region_name, (region_name,)):
        for name in _provider(loc).last_names:
            if not _plausible_surname(name):
                continue
            (particled if _split_particles(name)[0] else plain).setdefault(name, None)
    if not with_particle:
        return tuple(plain)
    if len(particled) < MIN_PARTICLE_POOL:
        # Too few in faker (de_LU's are "Da silva" and the like): build
        # "particle + surname" names in the locale's own style.
        forms = LOCALE_PARTICLES.get(region_name, ("de",))
        if not forms:
            return tuple(plain)
        for i, core in enumerate(list(plain)[: MIN_PARTICLE_POOL * 2]):
            particled.setdefault(f"{forms[i % len(forms)]} {core}", None)
    return tuple(particled)


@lru_cache(maxsize=1)
def _gender_table() -> Dict[str, str]:
    table: Dict[str, str] = {}
    for loc in LOCALES:
        provider = _provider(loc)
        for gender, attr in (("M", "first_names_male"), ("F", "first_names_female")):
            for name in getattr(provider, attr):
                key = fold(name)
                previous = table.get(key)
                table[key] = gender if previous in (None, gender) else ""
    return table


def first_name_gender(name: str) -> str:
    """"M", "F", or "" where the lexicon does not know the name or knows it for both."""
    return _gender_table().get(fold(name.split()[0].split("-")[0]) if name.split() else "", "")


def is_known_first_name(name: str) -> bool:
    return fold(name) in _gender_table()


@lru_cache(maxsize=1)
def _surname_set() -> FrozenSet[str]:
    names = set()
    for loc in LOCALES:
        names.update(fold(n) for n in _provider(loc).last_names)
    return frozenset(names)


def is_known_surname(name: str) -> bool:
    return fold(name) in _surname_set()
