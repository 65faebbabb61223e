"""Dates and ages as the notes of each language write them.

Gold convention: a DATE or BIRTHDATE span covers the date itself ("12 maart
2021", "March 12, 2021", "1er mars 2021"), not a lead-in word ("le", "op",
"am"). An AGE span covers the number with its unit when the unit is attached
("72-jarige", "72 ans", "72 j.", "72 Jahre", "72 años", "72 anni",
"72-year-old"), and the bare number after a lead-in ("aged 72", "di anni 72").
"""
from __future__ import annotations

import datetime as dt
import random
import re
from typing import Dict, List, Tuple

from deid.lexicon.months import MONTHS

# Numeric shapes shared by all languages (day first: none of our locales is American).
_NUMERIC = ("{dd}/{mm}/{yyyy}", "{dd}-{mm}-{yyyy}", "{dd}-{mm}-{yy}", "{yyyy}-{mm}-{dd}", "{dd}.{mm}.{yyyy}",
            "{d}/{m}/{yyyy}", "{dd}/{mm}/{yy}", "{d}-{m}-{yy}", "{d}.{m}.{yy}")
# Shapes with month names, per language: {month} full, {mon} abbreviated (capitalised per language).
_WORDED: Dict[str, Tuple[str, ...]] = {
    "nl": ("{d} {month} {yyyy}", "{d} {mon}. {yyyy}", "{d} {mon} {yyyy}", "{d}-{mon}-{yyyy}"),
    "fr": ("{d1} {month} {yyyy}", "{d} {mon}. {yyyy}", "{d1} {month} {yyyy}"),
    "en": ("{d} {month} {yyyy}", "{month} {d}, {yyyy}", "{dd}-{mon}-{yyyy}", "{dth} {month} {yyyy}", "{d} {mon} {yyyy}",
           "{dth} of {month} {yyyy}"),
    "de": ("{d}. {month} {yyyy}", "{d}. {mon}. {yyyy}", "{dd}. {month} {yyyy}"),
    "es": ("{d} de {month} de {yyyy}", "{d}-{mon}-{yyyy}", "{d} {mon} {yyyy}", "{d} de {month} del {yyyy}"),
    "it": ("{d} {month} {yyyy}", "{d}-{mon}-{yyyy}", "{d} {mon}. {yyyy}"),
}
_CAPITALISED = frozenset({"en", "de"})
# Weight of the worded shapes against the numeric ones, per language.
_WORDED_SHARE = {"nl": 0.35, "fr": 0.4, "en": 0.55, "de": 0.3, "es": 0.4, "it": 0.35}


def _ordinal_en(day: int) -> str:
    if 11 <= day % 100 <= 13:
        return f"{day}th"
    return f"{day}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(day % 10, 'th') }".replace(" ", "")


def format_date(rng: random.Random, date: dt.date, language: str, numeric_only: bool = False) -> str:
    worded = not numeric_only and rng.random() < _WORDED_SHARE[language]
    shape = rng.choice(_WORDED[language] if worded else _NUMERIC)
    names = MONTHS[language][date.month - 1]
    month, mon = names[0], (names[1] if len(names) > 1 else names[0])
    if language in _CAPITALISED:
        month, mon = month.capitalize(), mon.capitalize()
    if mon == month:
        shape = shape.replace("{mon}.", "{mon}")
    if language == "en" and shape.startswith("{dd}-{mon}"):
        mon = mon.capitalize()
    return shape.format(
        d=date.day, dd=f"{date.day:02d}", m=date.month, mm=f"{date.month:02d}", yyyy=date.year,
        yy=f"{date.year % 100:02d}", month=month, mon=mon, dth=_ordinal_en(date.day),
        d1="1er" if date.day == 1 else date.day,
    )


def age_at(birth: dt.date, on: dt.date) -> int:
    return on.year - birth.year - ((on.month, on.day) < (birth.month, birth.day))


# Age phrases: [..] marks the AGE span; {n} the age, {noun} the patient noun.
_AGE_PHRASES: Dict[str, Dict[str, Tuple[str, ...]]] = {
    "nl": {
        "F": ("[{n}-jarige] vrouw", "[{n}-jarige] patiënte", "vrouw van [{n} jaar]", "patiënte ([{n} j.])", "[{n}-jarige] dame", "vrouw, [{n}j],"),
        "M": ("[{n}-jarige] man", "[{n}-jarige] patiënt", "man van [{n} jaar]", "patiënt ([{n} j.])", "heer van [{n} jaar]", "man, [{n}j],"),
    },
    "fr": {
        "F": ("patiente de [{n} ans]", "femme de [{n} ans]", "patiente âgée de [{n} ans]", "dame de [{n} ans]", "patiente ([{n} a])"),
        "M": ("patient de [{n} ans]", "homme de [{n} ans]", "patient âgé de [{n} ans]", "monsieur de [{n} ans]", "patient ([{n} a])"),
    },
    "en": {
        "F": ("[{n}-year-old] woman", "[{n} year old] lady", "woman aged [{n}]", "[{n}yo] female", "female, [{n} years] of age,", "[{n}F]"),
        "M": ("[{n}-year-old] man", "[{n} year old] gentleman", "man aged [{n}]", "[{n}yo] male", "male, [{n} years] of age,", "[{n}M]"),
    },
    "de": {
        "F": ("[{n}-jährige] Patientin", "Patientin ([{n} J.])", "[{n}-jährige] Frau", "Patientin im Alter von [{n} Jahren]", "Patientin, [{n} Jahre] alt,"),
        "M": ("[{n}-jähriger] Patient", "Patient ([{n} J.])", "[{n}-jähriger] Mann", "Patient im Alter von [{n} Jahren]", "Patient, [{n} Jahre] alt,"),
    },
    "es": {
        "F": ("mujer de [{n} años]", "paciente de [{n} años]", "paciente de [{n} a.]", "mujer de [{n} años] de edad"),
        "M": ("varón de [{n} años]", "paciente de [{n} años]", "paciente de [{n} a.]", "hombre de [{n} años] de edad"),
    },
    "it": {
        "F": ("donna di [{n} anni]", "paziente di [{n} anni]", "paziente di anni [{n}]", "signora di [{n} aa]"),
        "M": ("uomo di [{n} anni]", "paziente di [{n} anni]", "paziente di anni [{n}]", "signore di [{n} aa]"),
    },
}
_SPLIT = re.compile(r"\[([^\]]*)\]")


def _parse(phrase: str) -> Tuple[str, str, str]:
    m = _SPLIT.search(phrase)
    assert m is not None, phrase
    return phrase[:m.start()], m.group(1), phrase[m.end():]


AGE_PHRASES: Dict[str, Dict[str, List[Tuple[str, str, str]]]] = {
    lang: {g: [_parse(p) for p in phrases] for g, phrases in by_gender.items()}
    for lang, by_gender in _AGE_PHRASES.items()
}


def age_phrase(rng: random.Random, age: int, gender: str, language: str) -> Tuple[str, str, str]:
    """``(before, span, after)`` of an age phrase; ``span`` is the AGE gold span."""
    before, span, after = rng.choice(AGE_PHRASES[language][gender])
    return before, span.format(n=age), after
