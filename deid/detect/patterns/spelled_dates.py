"""Dates written out in words, as dictation leaves them: "le quatorze mai", "vom zwölften März
zweitausenddreiundzwanzig", "the second of May", "vijfentwintig mei", "el cinco de mayo de dos mil
veinte", "il ventitré aprile".

    spans = spelled_dates(text, locale)      # [(start, end), ...]

Speech recognition writes numbers as words, and a transcribed letter dates its events with them.
A spelled date is a day (a cardinal or ordinal number word of 2 to 31, or "first" in its
language's form), the month's full name (with "of" or "de" between where the language puts one),
and, optionally, a year written in words ("deux mille vingt trois", "zweitausenddreiundzwanzig",
"two thousand and twenty") or digits. "One", "un", "een", "ein" alone are articles far more
often than a day, and are left out (Spanish "uno" counts: it comes with its "de", "el uno de
mayo"); English "may" is a verb as often as a month, so an English "may" needs its capital or an
ordinal day ("the second of may"). German dictation also reads the month of "vom 3.4." as an
ordinal ("vom dritten vierten"): two ordinals after a date's preposition or article.
"""
from __future__ import annotations

import functools
import re
from typing import List, Tuple

import regex

from deid.lexicon.months import MONTHS, language_of
from deid.lexicon.name_lexicon import fold

_UNITS = {
    "en": ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine"),
    "fr": ("un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"),
    "de": ("ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"),
    "nl": ("een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen"),
    "es": ("uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"),
    "it": ("uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"),
}
_TEENS = {
    "en": ("ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
           "nineteen"),
    "fr": ("dix", "onze", "douze", "treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit", "dix-neuf"),
    "de": ("zehn", "elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn",
           "neunzehn"),
    "nl": ("tien", "elf", "twaalf", "dertien", "veertien", "vijftien", "zestien", "zeventien", "achttien",
           "negentien"),
    "es": ("diez", "once", "doce", "trece", "catorce", "quince", "dieciséis", "diecisiete", "dieciocho",
           "diecinueve"),
    "it": ("dieci", "undici", "dodici", "tredici", "quattordici", "quindici", "sedici", "diciassette", "diciotto",
           "diciannove"),
}
_TWENTY_THIRTY = {"en": ("twenty", "thirty"), "fr": ("vingt", "trente"), "de": ("zwanzig", "dreißig"),
                  "nl": ("twintig", "dertig"), "es": ("veinte", "treinta"), "it": ("venti", "trenta")}
_FIRST = {"en": ("first",), "fr": ("premier", "1er"), "de": ("ersten", "erste", "erster"),
          "nl": ("eerste",), "es": ("primero", "uno"), "it": ("primo",)}
# Words that make a run of number words a year: "deux mille", "zweitausend", "two thousand".
_THOUSANDS = r"(?:thousand|hundred|mille|mil|cent|tausend|hundert|duizend|honderd|mila|mille|cento|ciento)"
# What may stand between the day and the month.
_OF = {"en": r"(?:of[ \t]+)?", "es": r"(?:de[ \t]+)?", "fr": "", "de": r"(?:\.[ \t]*)?", "nl": "", "it": ""}
_ENGLISH_ORDINALS = ("second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth "
                     "fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth thirtieth").split()


def _days(lang: str) -> List[str]:
    """Day words of 1 to 31 of ``lang``, each a regular-expression fragment (blanks or hyphens inside)."""
    units, teens, (twenty, thirty) = _UNITS[lang], _TEENS[lang], _TWENTY_THIRTY[lang]
    days = list(_FIRST[lang]) + list(units[1:]) + list(teens) + [twenty, thirty]
    if lang == "en":
        days += _ENGLISH_ORDINALS + [f"{twenty}[ -]{u}" for u in units] + [f"{twenty}[ -]{o}" for o in
                                                                           ("first", *_ENGLISH_ORDINALS[:8])]
        days += [f"{thirty}[ -](?:one|first)"]
    elif lang == "fr":
        days += [f"{twenty}[ -]et[ -]un", f"{thirty}[ -]et[ -]un"] + [f"{twenty}[ -]{u}" for u in units[1:]]
    elif lang == "de":
        # Ordinals: "zweiten", "zwölften", "zwanzigsten", "einundzwanzigsten" (-te, -ten, -ter).
        stems = ["zwei", "drit", "vier", "fünf", "sechs", "sieb", "ach", "neun", "zehn", "elf", "zwölf"]
        stems += [t for t in teens[3:]]
        ordinals = [s + "t" for s in stems] + [f"(?:{'|'.join(units)})und{twenty}st", twenty + "st", thirty + "st",
                                               f"einund{thirty}st"]
        days += [f"(?:{o})(?:e|en|er)" for o in ordinals] + [f"(?:{'|'.join(units)})und{twenty}", f"einund{thirty}"]
    elif lang == "nl":
        days += [f"(?:{'|'.join(units)})[eë]n{twenty}", f"eenen{thirty}"]
        days += ["tweede", "derde", "vierde", "vijfde", "zesde", "zevende", "achtste", "negende", "tiende",
                 "elfde", "twaalfde"] + [t + "de" for t in teens[3:]] + [twenty + "ste", thirty + "ste"]
    elif lang == "es":
        days += ["veinti(?:uno|dós|dos|trés|tres|cuatro|cinco|séis|seis|siete|ocho|nueve)", f"{thirty}[ \t]+y[ \t]+uno"]
    elif lang == "it":
        days += ["ventuno", "ventotto", "trentuno"] + [f"venti{u}" for u in units[1:] if u != "otto"]
        days += ["ventitré", "ventitre"]
    return days


def _year(lang: str) -> str:
    """A year in digits, or a run of number words (checked for thousands or hundreds by the caller)."""
    words = list(_UNITS[lang]) + list(_TEENS[lang]) + list(_TWENTY_THIRTY[lang]) + _days(lang)
    word = r"(?:\p{L}*" + _THOUSANDS + r"\p{L}*|" + "|".join(sorted(words, key=len, reverse=True)) + r")"
    return r"(?:(?:19|20)\d\d|" + word + r"(?:[ \t-]+(?:and[ \t]+|et[ \t]+|y[ \t]+)?" + word + r"){0,5})"


def _months(lang: str) -> List[str]:
    return sorted({names[0] for names in MONTHS[lang]} | {fold(names[0]) for names in MONTHS[lang]}, key=len, reverse=True)


@functools.lru_cache(maxsize=None)
def _month_names(lang: str) -> regex.Pattern:
    """The month names alone: the cheap first pass (a note rarely holds one)."""
    return regex.compile(r"(?<![\p{L}])(?:" + "|".join(regex.escape(m) for m in _months(lang)) + r")(?![\p{L}])",
                         regex.IGNORECASE)


@functools.lru_cache(maxsize=None)
def _pattern(lang: str) -> regex.Pattern:
    months = _months(lang)
    days = sorted(_days(lang), key=len, reverse=True)
    return regex.compile(
        r"(?<![\p{L}\p{N}])(?P<day>" + "|".join(days) + r")[ \t]+" + _OF[lang]
        + r"(?P<month>" + "|".join(regex.escape(m) for m in months) + r")(?![\p{L}])"
        + r"(?:[ \t]+(?:de(?:l)?[ \t]+)?(?P<year>" + _year(lang) + r")(?![\p{L}\p{N}]))?",
        regex.IGNORECASE,
    )


# German dictation reads "vom 3.4." as "vom dritten vierten": the month as an ordinal too, after
# the preposition or article that dates take ("am", "vom", "zum", "seit dem", "bis zum", "den").
_GERMAN_MONTH_ORDINALS = ("ersten", "zweiten", "dritten", "vierten", "fünften", "sechsten", "siebten", "siebenten",
                          "achten", "neunten", "zehnten", "elften", "zwölften")
_GERMAN_DATE_BEFORE = r"(?:am|vom|zum|seit[ \t]+dem|ab[ \t]+dem|bis[ \t]+zum|den)"


@functools.lru_cache(maxsize=1)
def _german_ordinal_pattern() -> regex.Pattern:
    days = sorted((d for d in _days("de") if d.endswith("(?:e|en|er)") or d in _FIRST["de"]), key=len, reverse=True)
    return regex.compile(
        r"(?<![\p{L}])" + _GERMAN_DATE_BEFORE + r"[ \t]+(?P<day>(?:" + "|".join(days) + r"))[ \t]+"
        + r"(?P<month>" + "|".join(_GERMAN_MONTH_ORDINALS) + r")(?![\p{L}])"
        + r"(?:[ \t]+(?P<year>" + _year("de") + r")(?![\p{L}\p{N}]))?",
        regex.IGNORECASE,
    )


# The cheap first pass: an ordinal, then a month's ordinal (stdlib ``re``: most German notes hold
# neither, and the full pattern is a long alternation).
_GERMAN_ORDINAL_PAIR = re.compile(r"\w(?:te|ten|ter)[ \t]+(?:" + "|".join(_GERMAN_MONTH_ORDINALS) + r")\b",
                                  re.IGNORECASE)


def _german_ordinal_dates(text: str) -> List[Tuple[int, int]]:
    """"vom dritten vierten (zweitausendvierundzwanzig)": day and month as ordinals."""
    found = {}
    for pair in _GERMAN_ORDINAL_PAIR.finditer(text):
        m = _german_ordinal_pattern().search(text, max(0, pair.start() - 40), min(len(text), pair.end() + 90))
        if m is None or m.start("day") > pair.start() + 1 or m.end("month") < pair.end():
            continue
        end = m.end("month")
        year = m.group("year")
        if year and (year.isdigit() or regex.search(_THOUSANDS, year, regex.IGNORECASE)):
            end = m.end("year")
        found[m.start("day")] = (m.start("day"), end)
    return [found[k] for k in sorted(found)]


def spelled_dates(text: str, locale: str) -> List[Tuple[int, int]]:
    """``(start, end)`` of every date written out in words in ``text`` (a note of ``locale``)."""
    lang = language_of(locale)
    if lang not in _UNITS:
        return []
    out = []
    pattern = _pattern(lang)
    matches = {}
    # The full pattern runs only around the month names the first pass finds: a day of at most
    # 40 characters before, a year of at most 90 after.
    for month in _month_names(lang).finditer(text):
        m = pattern.search(text, max(0, month.start() - 40), min(len(text), month.end() + 90))
        if m is not None and m.start("month") == month.start():
            matches[m.start()] = m
    for m in (matches[k] for k in sorted(matches)):
        if lang == "en" and m.group("month").lower() == "may" and m.group("month") != "May" \
                and not regex.search(r"(?:st|nd|rd|th)$", m.group("day"), regex.IGNORECASE) and " of" not in m.group(0):
            continue  # "two may be enough"
        end = m.end()
        year = m.group("year")
        if year and not year.isdigit() and not regex.search(_THOUSANDS, year, regex.IGNORECASE):
            end = m.end("month")  # "le quatorze mai deux patients": number words, no year
        out.append((m.start(), end))
    if lang == "de":
        taken = list(out)
        out.extend(span for span in _german_ordinal_dates(text)
                   if not any(a < span[1] and span[0] < b for a, b in taken))
        out.sort()
    return out
