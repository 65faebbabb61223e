"""Month names per language, full and abbreviated, lower case.

Index 0 is January. Abbreviations list the forms seen in clinical notes,
with and without a trailing dot being handled by the callers' patterns.
Languages are ISO 639-1 codes; ``language_of(locale)`` maps a contract locale.
"""
from __future__ import annotations

import functools
from typing import Dict, Tuple

import regex

MONTHS: Dict[str, Tuple[Tuple[str, ...], ...]] = {
    "nl": (
        ("januari", "jan"), ("februari", "feb", "febr"), ("maart", "mrt", "maa"),
        ("april", "apr"), ("mei",), ("juni", "jun"), ("juli", "jul"),
        ("augustus", "aug"), ("september", "sep", "sept"), ("oktober", "okt", "oct"),
        ("november", "nov"), ("december", "dec"),
    ),
    "fr": (
        ("janvier", "janv", "jan"), ("février", "fevrier", "févr", "fevr", "fév", "fev"),
        ("mars", "mar"), ("avril", "avr"), ("mai",), ("juin",), ("juillet", "juil"),
        ("août", "aout", "aoû"), ("septembre", "sept", "sep"), ("octobre", "oct"),
        ("novembre", "nov"), ("décembre", "decembre", "déc", "dec"),
    ),
    "en": (
        ("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"),
        ("may",), ("june", "jun"), ("july", "jul"), ("august", "aug"),
        ("september", "sep", "sept"), ("october", "oct"), ("november", "nov"),
        ("december", "dec"),
    ),
    "de": (
        ("januar", "jänner", "jan", "jän"), ("februar", "feb", "febr"), ("märz", "maerz", "mär", "mrz"),
        ("april", "apr"), ("mai",), ("juni", "jun"), ("juli", "jul"), ("august", "aug"),
        ("september", "sep", "sept"), ("oktober", "okt"), ("november", "nov"),
        ("dezember", "dez"),
    ),
    "es": (
        ("enero", "ene"), ("febrero", "feb"), ("marzo", "mar"), ("abril", "abr"),
        ("mayo", "may"), ("junio", "jun"), ("julio", "jul"), ("agosto", "ago"),
        ("septiembre", "setiembre", "sep", "sept", "set"), ("octubre", "oct"),
        ("noviembre", "nov"), ("diciembre", "dic"),
    ),
    "it": (
        ("gennaio", "gen"), ("febbraio", "feb"), ("marzo", "mar"), ("aprile", "apr"),
        ("maggio", "mag"), ("giugno", "giu"), ("luglio", "lug"), ("agosto", "ago"),
        ("settembre", "set", "sett"), ("ottobre", "ott"), ("novembre", "nov"),
        ("dicembre", "dic"),
    ),
}

LANGUAGES = tuple(MONTHS)


def language_of(locale: str) -> str:
    """``"nl_BE"`` -> ``"nl"``; the contract's locales all start with a language code."""
    return locale.split("_", 1)[0].lower()


def month_lookup(languages=LANGUAGES) -> Dict[str, int]:
    """Every month spelling of the given languages -> month number 1..12."""
    table: Dict[str, int] = {}
    for lang in languages:
        for number, names in enumerate(MONTHS[lang], start=1):
            for name in names:
                table.setdefault(name, number)
    return table


def full_month_name(language: str, month: int) -> str:
    return MONTHS[language][month - 1][0]


@functools.lru_cache(maxsize=1)
def _month_before():
    names = sorted((regex.escape(k) for k in month_lookup()), key=len, reverse=True)
    return regex.compile(r"(?<![\p{L}])(?:" + "|".join(names) + r")\.?,?[ \t]+$", regex.IGNORECASE)


def month_before(text: str, end: int) -> bool:
    """Whether a month's name (or abbreviation) ends ``text[:end]``, before a number: that number is
    the year of a date ("3. Oktober 2024 Schwindel", "1. Jänner. 2019"), no postcode."""
    return _month_before().search(text, max(0, end - 16), end) is not None
