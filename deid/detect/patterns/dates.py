"""Dates: numeric, ISO, with month names (nl, fr, en, de, es, it), partial dates,
years in a date context; birth dates by context.

One compiled alternation finds every candidate in a single pass; each candidate
is then validated as a calendar date (no 31/02, no month 45) before it becomes a
span. The day-month order follows the locale (MDY for en_US only); a numeric
date that is valid only in the other order (03/25/2021 in a Belgian note) is
still a date, with a lower score.

Dates written out in words, as dictation leaves them ("le quatorze mai", "vom zwölften März
zweitausenddreiundzwanzig"), are ``spelled_dates``'.

dateparser is kept for the leftovers only: a "day WORD year" shape whose WORD
is not in our month tables (a spelling the tables miss) is handed to
``dateparser.parse`` with the note's language and DMY order. It costs about a
millisecond a call, so it never sees what the tables already decide.

What is deliberately NOT a date: times ("14:30", "08u15", "14h30": the colon
and letters are not date separators; "20.05 Uhr"), fractions and scores ("5/10", "120/80"; but
"le 9/10" is a day),
doses ("1-0-1"), decimals ("12.5"), version numbers ("v2.10.12") and bare
years outside a date context.
"""
from __future__ import annotations

import datetime as _dt
from typing import List, Optional, Tuple

import regex

from deid.detect.patterns.spelled_dates import spelled_dates
from deid.lexicon.date_cues import BIRTH_CUES, DATE_CUES, MONTH_CUES, VERSION_CUES, YEAR_CUES
from deid.lexicon.measurements import measured_word_before
from deid.lexicon.months import LANGUAGES, MONTHS, language_of, month_lookup
from deid.lexicon.name_lexicon import fold
from deid.lexicon.staff_words import SHIFT_CODES
from deid.lexicon.stop_words import stop_word
from deid.lexicon.units import COUNT_WORDS, UNITS
from deid.lexicon.weekdays import TWO_LETTER_ROMANCE, WEEKDAYS, weekday_names
from deid.spans import Span

# Scores: a full validated date is certain; a partial one or one read in the
# other day-month order is likely; a bare year in a date context is a guess.
SCORE_FULL = 0.95
SCORE_PARTIAL = 0.85
SCORE_SWAPPED = 0.75
SCORE_YEAR = 0.6
SCORE_DATEPARSER = 0.7

# Two-digit years: 00-29 are 20xx, 30-99 are 19xx (birth dates of living
# patients and recent visits both fall right). Fixed, not read from the clock,
# so that output does not depend on the day the pipeline runs.
TWO_DIGIT_PIVOT = 30
YEAR_MIN, YEAR_MAX = 1880, 2099

# Words of the month tables that are also ordinary words ("may", "mar", "set",
# "ago", ...): without a year they count only when capitalised or dotted.
AMBIGUOUS_MONTH_WORDS = frozenset(
    {"may", "mar", "set", "ago", "dec", "gen", "mag", "mai", "jan", "jun", "jul", "sep", "ott",
     "dic", "apr", "aug", "oct", "nov", "feb", "lug", "giu", "mei", "juni", "juli", "mars", "ene"}
)

# Of those, the ones that are words before a dash and a number too ("mar-10" the sea, "set-12" a
# set, "mag-3" a magnesium, "gen-2" a gene): with a two-digit year glued on, a month only capitalised.
_WORD_MONTHS_BEFORE_NUMBER = frozenset({"may", "mar", "set", "ago", "mag", "mai", "mei", "gen", "mars", "dec"})

_MONTHS = month_lookup(LANGUAGES)
_FULL_MONTH_NAMES = frozenset(names[0] for lang in LANGUAGES for names in MONTHS[lang])
# Full month names of the languages that write them in lower case (or that lower-case dictation
# leaves so): after a day number they are the month. English "may" is a verb as often ("5 may be").
_LOWER_CASE_FULL_NAMES = {lang: frozenset(fold(names[0]) for names in MONTHS[lang]) for lang in LANGUAGES if lang != "en"}


def _alternation(words) -> str:
    return "|".join(regex.escape(w) for w in sorted(words, key=lambda w: (-len(w), w)))


_MONTH = r"(?:" + _alternation(_MONTHS) + r")"
# A weekday on its date's line: "Sab." closing an entry, then a blank line and the next entry's
# "28/03", is a signer, no weekday of that date.
_WEEKDAY = r"(?:(?:" + _alternation(weekday_names()) + r")\.?,?[^\S\n]+)"
_ORDINAL = r"(?:st|nd|rd|th|er|re|e|ème|eme|º|ª|°|\.)?"
_YEAR4 = r"(?:1[89]\d\d|20\d\d)"
_L = r"(?<![\p{L}\p{N}_/.-])(?<!\d,)"  # left boundary: no word or number glued on, no decimal ("CEA 7,8.")
_R = r"(?![\p{L}\p{N}_]|[/.,-]\p{N})"  # right boundary

# Every alternative starts with a digit, a month's or a weekday's name (at least three letters, or
# a two-letter weekday alone): a look-ahead on a digit, their first three letters or such a
# two-letter word skips the other words before the alternation is tried (finditer over synthetic
# notes: 0.71 -> 0.32 ms per note, the same matches).
_TWO_LETTER_DAYS = ("mo", "di", "mi", "do", "fr", "sa", "so", "ma", "wo", "vr", "za", "zo", "lu", "me", "je", "ve")
_STARTS = (r"(?=\d|(?:" + _alternation({w[:3] for w in set(_MONTHS) | set(weekday_names()) if len(w) >= 3})
           + r")|(?:" + _alternation(set(_TWO_LETTER_DAYS) | {w for w in set(_MONTHS) | set(weekday_names())
                                                               if len(w) < 3}) + r")(?![\p{L}]))")
# One left-boundary check for all alternatives: each starts on a word or number
# start; the leading \b rejects most positions before the lookbehind runs.
_DATE_PATTERN = regex.compile(
    r"\b" + _L + _STARTS + "(?:" + "|".join(
        [
            # 2021-03-12, 2021/3/12
            r"(?P<iso_y>" + _YEAR4 + r")(?P<iso_s>[-/.])(?P<iso_m>\d{1,2})(?P=iso_s)(?P<iso_d>\d{1,2})" + _R,
            # 12/03/2021, 12.03.21, 3-12-2021
            # (typed with a stray space or a doubled separator too: "25/08 /1965", "20/11//2014")
            # and with blanks around the separators, as OCR and some forms space them ("12 / 03 / 2024",
            # "12. 03. 2024", "12 - 03 - 2024"): then only with a year of four digits (no score "3 / 4 / 5")
            r"(?P<num_a>\d{1,2})(?:(?P<num_s>[/.-])(?P<num_b>\d{1,2}) ?(?P=num_s){1,2}(?P<num_y>\d{4}|\d{2})"
            r"|[^\S\n]?(?P<num_s>[/.-])[^\S\n]{1,2}(?P<num_b>\d{1,2})[^\S\n]{0,2}(?P=num_s)[^\S\n]{0,2}(?P<num_y>(?:19|20)\d\d)"
            r"|[^\S\n]{1,2}(?P<num_s>[/.-])(?P<num_b>\d{1,2})[^\S\n]{0,2}(?P=num_s)[^\S\n]{0,2}(?P<num_y>(?:19|20)\d\d))" + _R,
            # 12 03 1966: blanks for separators, as forms with a box per number and OCR leave them;
            # two digits each and a year of four, no number next to it (a phone's groups: "06 12 03 1966 45")
            r"(?P<sp_d>\d\d)[^\S\n](?P<sp_m>\d\d)[^\S\n](?P<sp_y>(?:19|20)\d\d)(?![^\S\n]?\p{N})" + _R,
            # (Tuesday) 12 March 2021, 12-mrt-2021, 1er mars, 12. März 2021, 12 de marzo de 2021, 12th of May
            r"(?P<dm_wd>" + _WEEKDAY + r")?(?P<dm_d>\d{1,2})" + _ORDINAL + r"(?:\s*of)?(?:[^\S\n]|[/.-])*(?:de\s+)?(?P<dm_m>" + _MONTH
            + r")(?P<dm_dot>\.)?(?:,?[\s/.-]+(?:de[l]?\s+)?(?P<dm_y>" + _YEAR4 + r"|'\d\d))?" + _R,
            # marzo y junio de 2011: two months sharing one year are one date (the Spanish guide's
            # convention); a range ("marzo a junio del 2011") stays two, as the guide keeps it
            r"(?P<mc_a>" + _MONTH + r")[^\S\n]+y[^\S\n]+(?P<mc_b>" + _MONTH + r")[^\S\n]+(?:del?[^\S\n]+)?(?P<mc_y>" + _YEAR4
            + r")" + _R,
            # March 12, 2021 / March 12th
            r"(?P<md_wd>" + _WEEKDAY + r")?(?P<md_m>" + _MONTH + r")\.?\s+(?P<md_d>\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(?P<md_y>"
            + _YEAR4 + r"))?" + _R,
            # maart 2021, mayo de 2004, March of 2019, octubre del año 2011 (the year's word as in "año 1997")
            # and noviembre-09, Sept-08: a two-digit year glued on by a dash
            r"(?P<my_m>" + _MONTH + r")(?:\.?[\s/-]+(?:de[l]?\s+|of\s+)?(?:año\s+)?(?P<my_y>" + _YEAR4 + r"|'\d\d)"
            r"|-(?P<my_y2>\d\d))" + _R,
            # 03/2021 (two-digit month: "1/2000" is a dilution)
            r"(?P<nm_m>0[1-9]|1[0-2])(?P<nm_s>[/.-])(?P<nm_y>" + _YEAR4 + r")" + _R,
            # 18./19.10.(2023): a night or a span of days, dotted (German, Dutch)
            r"(?P<rg_a>\d{1,2})\.?[^\S\n]?[/\u2013-][^\S\n]?(?P<rg_b>\d{1,2})\.(?P<rg_m>\d{1,2})\.(?P<rg_y>" + _YEAR4
            + r"|\d{2}(?!\d))?" + _R,
            # 2-III-2023, 3.iv.21: Roman month numbers (Spain, Italy, Central Europe)
            r"(?P<ro_d>\d{1,2})(?P<ro_s>[-./ ])(?P<ro_m>(?-i:XII|XI|IX|X|VIII|VII|VI|IV|V|III|II|I|xii|xi|ix|x|viii|vii|vi|iv|v"
            r"|iii|ii|i))(?P=ro_s)(?P<ro_y>" + _YEAR4 + r"|\d{2})" + _R,
            # 12/03 or 12.03. after a date word ("op 12/03", "am 12.03."), a weekday ("wo 14/12") or before a time
            r"(?P<dd_wd>" + _WEEKDAY + r")?(?P<dd_a>\d{1,2})(?P<dd_s>[/.-])(?P<dd_b>\d{1,2})(?P<dd_dot>\.)?(?![\p{L}\p{N}_]|[/.,-]\p{N})",
            # A weekday and a day of the month: "lunes 22", "samedi 20", "Thursday 21st", "thursday the 23rd",
            # "Do 17.10." (two-letter weekdays only capitalised and before a dotted day: "Mo 22.04.")
            r"(?P<wn_w>" + _alternation(weekday_names()) + r")\.?,?[^\S\n]+(?:the[^\S\n]+)?(?P<wn_d>\d{1,2})"
            r"(?P<wn_o>st|nd|rd|th|er|e)?(?![\p{L}\p{N}_]|[/.,-]\p{N}|[^\S\n]*(?:%|mg|ml|h\b|uur|Uhr))",
            # (in capitals too, as a note in capitals writes them: "AM DO 17.10.")
            r"(?-i:(?P<wt_w>Mo|Di|Mi|Do|Fr|Sa|So|Ma|Wo|Vr|Za|Zo|Lu|Me|Je|Ve|MO|DI|MI|DO|FR|SA|SO|MA|WO|VR|ZA|ZO|LU|ME|JE|VE))"
            # (the ordinal's dot may be gone, in notes without punctuation, after a month of two digits)
            r"\.?[^\S\n]+(?P<wt_a>\d{1,2})\.(?P<wt_b>\d{1,2})(?:\.|(?<=\.\d\d)(?![.,]\d))"
            r"(?![\p{N}])",
            # "the 24th", "on the 3rd": an English ordinal day after "the"
            r"(?<=\bthe[^\S\n]{1,3})(?P<od>\d{1,2})(?:st|nd|rd|th)(?![\p{L}\p{N}])",
            # maart, Oktober after a month word ("en el mes de octubre", "im März")
            r"(?P<mo>" + _MONTH + r")(?![\p{L}])",
            # 2015 after a date word ("sinds 2015", "en 2003")
            r"(?P<yr>" + _YEAR4 + r")" + _R,
            # leftovers for dateparser: 12 Setembre 2021
            r"(?P<lo_d>\d{1,2})\.?\s+(?P<lo_w>\p{L}{3,12})\.?\s+(?P<lo_y>" + _YEAR4 + r")" + _R,
        ]
    ) + ")",
    regex.IGNORECASE,
)


_NUMBER_GROUP_BEFORE = regex.compile(r"\p{N}[^\S\n]\Z")


def _cue_regex(cues) -> str:
    return r"(?:" + "|".join(cues) + r")"


# Birth cue: the cue, then anything but digits on the same line and in the same
# sentence, up to the date ("born at term. Seen on 12/03/2021" is no birth date).
_BIRTH_BEFORE = regex.compile(
    r"(?:(?<![\p{L}])" + _cue_regex(BIRTH_CUES) + r"(?![\p{L}])[^\d\n.;]{0,30}(?:\n[ \t]*)?"
    r"|(?:^|[\s(])[°*]\s?)$",
    regex.IGNORECASE,
)
def _cue_before(cues) -> regex.Pattern:
    """A date word right before the candidate, at most one article between."""
    return regex.compile(
        r"(?<![\p{L}])" + _cue_regex(cues)
        + r"(?:\s+(?:het|the|l'|le|la|el|den|dem|jaar|year|año|anno|année|jahr))?\s*:?\s*$",
        regex.IGNORECASE,
    )


_DATE_CUE_BEFORE = _cue_before(DATE_CUES)
_YEAR_CUE_BEFORE = _cue_before(YEAR_CUES)
_MONTH_CUE_BEFORE = _cue_before(MONTH_CUES)
_VERSION_BEFORE = regex.compile(r"(?<![\p{L}])" + _cue_regex(VERSION_CUES) + r"\s*\.?\s*$", regex.IGNORECASE)
_QUANTITY_AFTER = regex.compile(
    r"\s*(?:" + _alternation(UNITS + COUNT_WORDS) + r")(?![\p{L}])", regex.IGNORECASE
)

_LOOKBACK = 48
# A lab value's analyte right before a number: "Hb 13.6.", "CRP 12.4.", "pH 7.35".
_ANALYTE_BEFORE = regex.compile(r"(?<![\p{L}])(?P<w>\p{Lu}\p{L}{0,3}|\p{Ll}\p{Lu}\p{L}{0,2})\d?[ \t]*:?[ \t]*$")
# The German article or contraction right before a date's day: "für den 21.09", "bis zum 03.11".
_GERMAN_DATE_ARTICLE = regex.compile(r"(?<![\p{L}])(?:den|dem|des|zum)[ \t]+\Z", regex.IGNORECASE)
# A clock's preposition right before a time written with a dot: "um 10.05", "gegen 11.10".
_GERMAN_CLOCK_BEFORE = regex.compile(r"(?<![\p{L}])(?:um|gegen|ca\.?|circa)[ \t]+\Z", regex.IGNORECASE)
# "le" and a day of the month alone, closing its clause (French).
_FRENCH_DAY = regex.compile(r"(?<![\p{L}'’])[Ll][Ee][ \t]+(?P<d>[1-9]|[12]\d|3[01])(?=[ \t]*(?:[.,;)\n]|\Z))")
# Nothing but blanks, a bullet or a dash between a line's start and a day/month pair.
_LINE_START = regex.compile(r"(?:^|\n)[ \t]*(?:[-•*–][ \t]*)?$")
# A time right after a day/month pair makes it a date: "12/9 07:30", "30/08 06h", "14/12 om 10u".
_TIME_AFTER = regex.compile(
    r"[^\S\n]+(?:(?:om|à|at|um|alle|a\s+las|a\s+la|h)?[^\S\n]*(?:[01]?\d|2[0-3])(?:[:hu][0-5]\d|h|u|uur|Uhr)"
    # "11/11 h 15", "3/5 ore 9", and "17/2 pm"
    r"|(?:h|ore)[^\S\n]*(?:[01]?\d|2[0-3])(?:[:.][0-5]\d)?|[ap]\.?m\.?)(?![\p{L}\p{N}])",
    regex.IGNORECASE,
)
# A clinical event right before a day and month dates it: "MDT 14/6", "gesprek 7/4", "verslag van
# 9/7", "RX del 3/4", "Kontrolle 12.5." (nouns of meetings, visits, reports, imaging and stays);
# fractions after them ("Echo 1/2 cp") stay fractions.
_EVENT_NOUNS = (
    r"mdt", r"mdo", r"moc", r"staff", r"rcp", r"consult", r"consultation", r"consulta", r"visite", r"visit",
    r"visita", r"review", r"gesprek", r"afspraak", r"rdv", r"rendez-vous", r"controle", r"control", r"kontrolle",
    r"termin", r"cita", r"appuntamento", r"verslag", r"bericht", r"befund", r"report", r"letter", r"lettre",
    r"courrier", r"informe", r"referto", r"rx", r"ct", r"tc", r"tac", r"mri", r"irm", r"mrt", r"rm", r"echo",
    r"eco", r"ecografia", r"échographie", r"surgery", r"ingreso", r"admission", r"opname", r"aufnahme",
    r"ricovero", r"ontslag", r"entlassung", r"discharge", r"sortie", r"alta", r"dimissione", r"physio",
    r"kiné", r"fisio", r"bloods", r"labo", r"lab",
    # outpatient clinics, echocardiograms and ECGs, home visits, the post's arrival, a discharge written short
    r"clinic", r"clinique", r"poli", r"polikliniek", r"tte", r"tee", r"ecg", r"ekg", r"accesso", r"eingang",
    r"d/c",
)
# Examinations whose region or kind follows them in capitals ("CT CAP 9/1", "MRT LWS 3.4.").
_IMAGING_NOUNS = (r"ct", r"tc", r"tac", r"mri", r"irm", r"mrt", r"rm", r"rx", r"pet", r"echo", r"eco")
_EVENT_CUE_BEFORE = regex.compile(
    r"(?<![\p{L}])(?:" + "|".join(_EVENT_NOUNS) + r")"
    # the region or kind an examination names after it ("CT CAP 9/1", "MRT LWS 3.4."), an opening bracket
    r"(?:(?<=" + "|".join(_IMAGING_NOUNS) + r")(?-i:[ \t]+\p{Lu}{2,5}))?(?:\s+(?:van|of|de|del|du|des|vom|von|di|della|dal))?\s*[:(]?\s*$",
    regex.IGNORECASE,
)
# An English ordinal day or "of" before the month: "3rd of may", "3rd may" are dates, "5 may be" is not.
_ORDINAL_OF = regex.compile(r"\d(?:st|nd|rd|th)(?![\p{L}])|\d\s+of\s", regex.IGNORECASE)
# Date words that also stand before amounts and scores: "en 1/3", "in 2/3", "tot 8/10", "bis 7/10".
_AMOUNT_CUES = frozenset({"in", "en", "tot", "bis", "au", "al", "from", "until", "till", "a"})
# A clock word right after a dotted pair makes it a time: "20.05 Uhr", "22.05 u", "14.30 h", "9.15 ore".
_CLOCK_WORD_AFTER = regex.compile(r"[^\S\n]*(?:Uhr|uur|u|h|hrs?|heures?|ore|horas?)(?![\p{L}\p{N}])", regex.IGNORECASE)
# The first day of a range before a full date: "du 4 au 9 août", "vom 16. bis 21.10.2023", "del 3 al 5 de mayo".
_RANGE_BEFORE = regex.compile(
    r"(?<![\p{L}])(?:du|vom|von|van|from|del|dal|entre\s+le|between|tra\s+il|fra\s+il|desde\s+el|la\s+nuit\s+du|"
    r"nacht\s+van|night\s+of)[^\S\n]+(?P<d>\d{1,2})(?P<dot>\.)?(?:er|st|nd|rd|th)?[^\S\n]*(?:au|bis|tot(?:\s+en\s+met)?|t/m|to|"
    r"until|till|al|-|\u2013|y|et|and|und|en|e)[^\S\n]+$",
    regex.IGNORECASE,
)
# A night written as its two days and the month, as a night shift's log heads its entry ("08-09/04
# nuit", "11-12.03."): two days of two figures each, the second the day after the first (a strength
# "4-5/5" or a range "10-12/04" is none).
_NIGHT = regex.compile(r"(?<![\p{N}/.,\-])(?P<d1>\d\d)[-/](?P<d2>\d\d)[/.](?P<m>\d\d)(?:[/.](?P<y>\d{4}|\d\d))?\.?(?![\p{N}]|[/.,]\d)")
# The word for year that belongs to a bare year's date. The Spanish annotation guide (MEDDOCAN)
# marks "año 1997" whole, consistently; the English, Dutch, French, German and Italian guides mark
# the year alone ("in the year 1997"), so their words for year are not here.
_YEAR_WORD_BEFORE = regex.compile(r"(?<![\p{L}])año[^\S\n]+$", regex.IGNORECASE)
# A year, then "and", right before another year: "1987 y 1991", "1983 and 1996" (earlier first).
_YEAR_AND_BEFORE = regex.compile(
    r"(?<![\p{L}\p{N}_/.,-])(?P<y>" + _YEAR4 + r")[^\S\n]+(?:y|e|and|et|und|en)[^\S\n]+$", regex.IGNORECASE)
_ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7, "viii": 8, "ix": 9, "x": 10, "xi": 11, "xii": 12}


def _year(text: str) -> Optional[int]:
    digits = text.lstrip("'")
    value = int(digits)
    if len(digits) == 2:
        return 2000 + value if value < TWO_DIGIT_PIVOT else 1900 + value
    return value if YEAR_MIN <= value <= YEAR_MAX else None


def _valid(day: int, month: int, year: Optional[int]) -> bool:
    if not 1 <= month <= 12 or day < 1:
        return False
    try:
        _dt.date(year if year is not None else 2000, month, day)  # 2000: 29 Feb allowed without a year
    except ValueError:
        return False
    return True


# The word right before a date, on its line, with the dot and comma weekdays take ("Do, 09.05.",
# "martes 21/05/2024", "wo 08-05-2024").
_WORD_BEFORE_DATE = regex.compile(r"(?<![\p{L}\p{N}])(?P<w>\p{L}{2,11})\.?,?[ \t]+$")
_LONG_WEEKDAYS = frozenset(fold(n) for n in weekday_names())
_SHORT_WEEKDAYS = {language: frozenset(n for days in WEEKDAYS[language] for n in days if len(n) == 2)
                   | frozenset(TWO_LETTER_ROMANCE.get(language, ())) for language in WEEKDAYS}


# Opening hours: a range of weekdays before the hours ("Mon-Fri 9-4", "ma-vr 8-17"), no date.
_WEEKDAY_RANGE_BEFORE = regex.compile(r"\p{L}{2,}\.?[ \t]*[-–][ \t]*\p{L}{2,}\.?[ \t]+\Z")


def _weekday_start(text: str, start: int, locale: str) -> int:
    """Where a date starts with the weekday written before it: a weekday and its date are one
    identifier (the annotation guides' convention), and a weekday left beside a shifted date
    would contradict it. A weekday of three letters or more of any of our languages counts; a
    two-letter one ("ma", "Mi", "zo": words too in other languages) only in its own language's
    notes, and only capitalised or opening its line ("Fr 10.05.24", "wo 08-05-2024")."""
    if text[start:start + 1].isalpha():
        return start  # the pattern took the weekday or a month name already
    m = _WORD_BEFORE_DATE.search(text, max(0, start - 16), start)
    if m is None:
        return start
    word = fold(m.group("w"))
    if word in _LONG_WEEKDAYS:
        return m.start()
    if word in _SHORT_WEEKDAYS.get(locale[:2], ()) and (m.group("w")[0].isupper() or _LINE_START.search(text, max(0, m.start() - 12), m.start())):
        return m.start()
    if locale == "de_LU" and word in _SHORT_WEEKDAYS["fr"] and m.group("w")[0].isupper() \
            and _LINE_START.search(text, max(0, m.start() - 12), m.start()):
        return m.start()  # Luxembourg's logs write French too: "Me 09/10 – ...", "Ve 11/10 – ..." opening the line
    return start


def _analyte_before(text: str, start: int, language: str) -> bool:
    """An analyte's short name right before a dotted number ("Hb 12.10", "CRP 12.04."): no word
    of the language's closed class, which a note in capitals writes the same way ("NACH DEM
    03.11.", "FÜR DEN 21.09.": the date's article and preposition)."""
    m = _ANALYTE_BEFORE.search(text, max(0, start - 8), start)
    return m is not None and not stop_word(m.group("w"), language) \
        and not (language == "de" and fold(m.group("w")) in SHIFT_CODES) \
        and not _EVENT_CUE_BEFORE.search(text, max(0, start - 8), start)  # "FD 18.03.", "(TTE 14.10.)"


def _unmeasured_before(text: str, start: int) -> bool:
    """Whether the word before a day and month is no vital sign or analyte of the lists ("WV 09.09.",
    "TS 10.02.": a follow-up's, a sample's abbreviation; "Hb 12.10.", "PLT 14/12" a value)."""
    return measured_word_before(text[max(0, start - 12):start]) is None


class DateFinder:
    """Finds dates and birth dates; see the module docstring for what counts."""

    def __init__(self, dateparser_fallback: bool, birth_cue_window: int, bare_years: bool = True):
        self._dateparser_fallback = dateparser_fallback
        self._birth_window = birth_cue_window
        self._bare_years = bare_years

    def find(self, text: str, locale: str) -> List[Span]:
        mdy = locale == "en_US"
        spans: List[Span] = []
        for match in _DATE_PATTERN.finditer(text):
            result = self._judge(match, text, mdy, locale)
            if result is None:
                continue
            start, end, score = result
            label = "BIRTHDATE" if self._is_birth(text, start) else "DATE"
            spans.append(Span(_weekday_start(text, start, locale), end, label, "pattern", score))
            spans.extend(self._range_start(text, start, end, label, score))
            spans.extend(self._coordinated_year(text, start, end, label))
        for start, end in spelled_dates(text, locale):
            label = "BIRTHDATE" if self._is_birth(text, start) else "DATE"
            spans.append(Span(start, end, label, "pattern", SCORE_PARTIAL))
        for m in _NIGHT.finditer(text):
            d1, d2, month = int(m.group("d1")), int(m.group("d2")), int(m.group("m"))
            if d2 == d1 + 1 and _valid(d2, month, _year(m.group("y")) if m.group("y") else None) \
                    and not any(s.start < m.end() and m.start() < s.end for s in spans):
                spans.append(Span(m.start(), m.end("y") if m.group("y") else m.end("m"), "DATE", "pattern", SCORE_PARTIAL))
        if language_of(locale) == "fr":
            # French names a day of the current month by "le" and its number alone ("revue à domicile
            # le 17.", "contrôle le 15, puis ..."): a number of 1 to 31 closing its clause ("le 2
            # comprimés", "le 15 sur 15", "le 10 %" are counts and scores)
            spans.extend(Span(m.start("d"), m.end("d"), "DATE", "pattern", SCORE_PARTIAL)
                         for m in _FRENCH_DAY.finditer(text)
                         if not any(s.start <= m.start("d") < s.end for s in spans))
        return list(dict.fromkeys(spans))  # a coordinated year may be found on its own too ("en 1983 y 1986")

    def _coordinated_year(self, text: str, start: int, end: int, label: str) -> List[Span]:
        """The first year of "entre 1987 y 1991", "(1983 y 1996)": a bare year that is a date only
        through the year after it, each year its own date."""
        if not regex.fullmatch(_YEAR4, text[start:end]):
            return []
        m = _YEAR_AND_BEFORE.search(text, max(0, start - 16), start)
        if m is None or int(m.group("y")) >= int(text[start:end]):
            return []
        return [Span(m.start("y"), m.end("y"), label, "pattern", SCORE_YEAR)]

    def _range_start(self, text: str, start: int, end: int, label: str, score: float) -> List[Span]:
        """The first day of "du 4 au 9 août 2023": a number that is a date only through the date after it."""
        day = regex.match(r"\d{1,2}(?!\d)", text[start:end])
        if not day:
            return []
        m = _RANGE_BEFORE.search(text[max(0, start - 40):start])
        if not m or not 1 <= int(m.group("d")) < int(day.group()):
            return []
        offset = max(0, start - 40)
        return [Span(offset + m.start("d"), offset + m.end("dot" if m.group("dot") else "d"), label, "pattern", min(score, SCORE_PARTIAL))]

    def _before(self, text: str, start: int) -> str:
        return text[max(0, start - _LOOKBACK):start]

    def _is_birth(self, text: str, start: int) -> bool:
        return _BIRTH_BEFORE.search(text[max(0, start - self._birth_window):start]) is not None

    def _judge(self, m, text: str, mdy: bool, locale: str) -> Optional[Tuple[int, int, float]]:
        g = m.group
        if g("iso_y"):
            ok = _valid(int(g("iso_d")), int(g("iso_m")), int(g("iso_y")))
            return (m.start(), m.end(), SCORE_FULL) if ok else None
        if g("num_a"):
            if _VERSION_BEFORE.search(self._before(text, m.start())):
                return None
            year = _year(g("num_y"))
            if year is None:
                return None
            a, b = int(g("num_a")), int(g("num_b"))
            first = (b, a) if mdy else (a, b)  # (day, month) in the locale's order
            if _valid(first[0], first[1], year):
                return m.start(), m.end(), SCORE_FULL
            if _valid(first[1], first[0], year):
                return m.start(), m.end(), SCORE_SWAPPED
            return None
        if g("sp_d"):
            if _NUMBER_GROUP_BEFORE.search(text, max(0, m.start() - 2), m.start()):
                return None  # a phone's or an id's groups: "06 12 03 1966 45"
            a, b, year = int(g("sp_d")), int(g("sp_m")), int(g("sp_y"))
            first = (b, a) if mdy else (a, b)
            return (m.start(), m.end(), SCORE_FULL) if _valid(first[0], first[1], year) else None
        if g("dm_m"):
            return self._named(m, "dm", int(g("dm_d")), g("dm_y"), g("dm_dot") or g("dm_wd"), locale)
        if g("md_m"):
            return self._named(m, "md", int(g("md_d")), g("md_y"), g("md_wd"))
        if g("rg_a"):
            a, b, month = int(g("rg_a")), int(g("rg_b")), int(g("rg_m"))
            year = _year(g("rg_y")) if g("rg_y") else None
            if g("rg_y") and year is None:
                return None
            if not (a < b and _valid(a, month, year) and _valid(b, month, year)):
                return None
            return m.start(), m.end(), SCORE_FULL if year else SCORE_PARTIAL
        if g("ro_m"):
            year = _year(g("ro_y"))
            if g("ro_s") == " " and (g("ro_m").islower() or len(g("ro_y")) == 2):
                return None  # "2 x 40 g", "3 v 12": a count, not "2 October 1940"
            if year is None or not _valid(int(g("ro_d")), _ROMAN[g("ro_m").lower()], year):
                return None
            return m.start(), m.end(), SCORE_FULL
        if g("mc_a"):
            if g("mc_a").lower() not in _FULL_MONTH_NAMES or g("mc_b").lower() not in _FULL_MONTH_NAMES:
                return None  # "mar y ..." is no month: only full month names coordinate
            return m.start(), m.end(), SCORE_PARTIAL
        if g("my_m"):
            if g("my_y2") and g("my_m").lower() in _WORD_MONTHS_BEFORE_NUMBER and not g("my_m")[0].isupper():
                return None  # "mar-10", "set-12": a word and a number as often as a month and a year
                # ("nov-24", "ene-25", "Mar-25" are months: no word of ours is written so)
            year = _year(g("my_y") or g("my_y2"))
            return (m.start(), m.end(), SCORE_PARTIAL) if year is not None else None
        if g("nm_m"):
            if _VERSION_BEFORE.search(self._before(text, m.start())):
                return None
            return m.start(), m.end(), SCORE_PARTIAL
        if g("wn_w"):
            day = int(g("wn_d"))
            return (m.start(), m.end(), SCORE_PARTIAL) if 1 <= day <= 31 else None
        if g("wt_w"):
            return (m.start(), m.end(), SCORE_PARTIAL) if _valid(int(g("wt_a")), int(g("wt_b")), None) else None
        if g("od"):
            return (m.start(), m.end(), SCORE_PARTIAL) if 1 <= int(g("od")) <= 31 else None
        if g("dd_a"):
            cue = _DATE_CUE_BEFORE.search(self._before(text, m.start()))
            cued = bool(g("dd_wd") or cue)
            # "le 9/10", "am 3/10", "on 9/10": an article or preposition of days, not "in"/"en" (which
            # precede fractions: "en 1/3 medio") nor "tot"/"bis" (which close a range of scores).
            dated = cue is not None and fold(cue.group(0).split()[0].rstrip(":")) not in _AMOUNT_CUES
            # A day and month alone are a date where a date stands: in brackets ("(07/02)"), opening
            # a log entry ("13.6. Drainage ..."), before a colon ("Histology 11/02: ..."), or
            # German-dotted with two digits ("15.04.").
            end_b = m.end()
            # German dates after their article, the ordinal's dot gone in notes without punctuation:
            # "Termin für den 21.09", "bis zum 03.11" (two digits each: "den 2.5 mg" is a dose)
            articled = g("dd_s") == "." and len(g("dd_a")) == 2 and len(g("dd_b")) == 2 \
                and language_of(locale) == "de" and not _QUANTITY_AFTER.match(text, m.end()) \
                and _GERMAN_DATE_ARTICLE.search(text, max(0, m.start() - 8), m.start()) is not None
            placed = articled or (text[m.start() - 1:m.start()] == "(" and text[end_b:end_b + 1] == ")") \
                or _LINE_START.search(text, max(0, m.start() - 12), m.start()) is not None \
                or regex.match(r"\.?:", text[m.end("dd_b"):m.end("dd_b") + 2]) is not None \
                or (g("dd_dot") and g("dd_s") == "." and max(len(g("dd_a")), len(g("dd_b"))) == 2
                    and not _QUANTITY_AFTER.match(text, m.end())
                    and not (_analyte_before(text, m.start(), language_of(locale))
                             and not (len(g("dd_a")) == len(g("dd_b")) == 2 and _unmeasured_before(text, m.start()))))
            a, b = int(g("dd_a")), int(g("dd_b"))
            if g("dd_s") == "." and not g("dd_dot") and a <= 23 and b <= 59 and _CLOCK_WORD_AFTER.match(text, m.end("dd_b")):
                return None  # "20.05 Uhr Besuch", "22.05 u BD 120/69": a clock time opening a log entry
            # Two digits each and a zero-padded month ("20/03", "11-03") are how dates are written,
            # not scores, ranges or fractions; they stand for a date wherever they stand.
            padded = g("dd_s") in "/-" and len(g("dd_a")) == 2 and g("dd_b").startswith("0") and b > 0
            # ... and, with a slash, a day zero-padded or past the twelfth before a month of two figures
            # ("05/11", "14/10", "25/12"): no fraction, score or ratio is written so ("10/10", "11/12" are).
            padded = padded or g("dd_s") == "/" and len(g("dd_a")) == 2 and len(g("dd_b")) == 2 and 0 < b <= 12 \
                and (g("dd_a").startswith("0") or a > 12) and not _QUANTITY_AFTER.match(text, m.end()) \
                and _unmeasured_before(text, m.start())
            # German writes decimals with a comma: there two digits, a dot and a month of two digits are a
            # date wherever they stand, its ordinal dot dropped ("MRT Becken 12.03 ohne Befund"), unless
            # an analyte's short name stands before ("Hb 12.10"), a unit or count after, or a clock's
            # preposition before ("um 10.05": a time).
            padded = padded or g("dd_s") == "." and not g("dd_dot") and len(g("dd_a")) == 2 and len(g("dd_b")) == 2 \
                and g("dd_b")[0] in "01" and b > 0 and language_of(locale) == "de" \
                and not _QUANTITY_AFTER.match(text, m.end()) and not _analyte_before(text, m.start(), "de") \
                and not _GERMAN_CLOCK_BEFORE.search(text, max(0, m.start() - 8), m.start()) \
                and not _VERSION_BEFORE.search(self._before(text, m.start()))
            # a weekday before it names a day ("za 16-3 late dienst", "Di 5/3", "ma 4-11 07:45")
            weekday = _weekday_start(text, m.start(), locale) < m.start() \
                and not _WEEKDAY_RANGE_BEFORE.search(text, max(0, m.start() - 24), m.start())
            if g("dd_s") == "-" and a < b and not padded and not weekday:
                return None  # "9-12", "6-12": a range, low to high
            timed = _TIME_AFTER.match(text, m.end("dd_b")) is not None
            event = _EVENT_CUE_BEFORE.search(self._before(text, m.start())) is not None
            if not (cued or placed or padded or timed or event or weekday):
                return None
            if g("dd_s") == "/" and (b == 10 and a <= 10 and not dated or a < b <= 4) \
                    and not (placed or timed or g("dd_a").startswith("0")):
                # "en 1/3 medio", "hasta 2/3 del espesor", "AV 4/10": fractions and scores
                # ("le 09/10", zero-padded, and "le 16/10", no score out of ten, are dates).
                return None
            day, month = (b, a) if mdy else (a, b)
            if not _valid(day, month, None):
                return None
            # "am 12.03." keeps its ordinal dot; "op 12/03." ends a sentence.
            end = m.end() if g("dd_dot") and g("dd_s") == "." else m.end("dd_b")
            return m.start(), end, SCORE_PARTIAL
        if g("yr"):
            if _QUANTITY_AFTER.match(text, m.end()):
                return None
            in_parentheses = text[m.start() - 1:m.start()] == "(" and text[m.end():m.end() + 1] == ")"
            start = self._year_word_start(text, m.start())
            if self._is_birth(text, m.start()):
                return start, m.end(), SCORE_YEAR
            if not self._bare_years or not (in_parentheses or _YEAR_CUE_BEFORE.search(self._before(text, m.start()))):
                return None
            return start, m.end(), SCORE_YEAR
        if g("mo"):
            if g("mo").lower() not in _FULL_MONTH_NAMES or not _MONTH_CUE_BEFORE.search(self._before(text, m.start())):
                return None
            if g("mo").lower() in AMBIGUOUS_MONTH_WORDS and not g("mo")[0].isupper() \
                    and fold(g("mo")) not in _LOWER_CASE_FULL_NAMES.get(language_of(locale), ()):
                return None  # (a month of the note's own language is that month: "en mai", "in mei")
            return m.start(), m.end(), SCORE_YEAR
        if g("lo_w"):
            return self._leftover(m, locale)
        return None

    @staticmethod
    def _year_word_start(text: str, start: int) -> int:
        """Where a bare year's date starts: at the word for year right before it where the language's
        guide counts that word in the date ("el año 1997"), else at the year."""
        before = _YEAR_WORD_BEFORE.search(text, max(0, start - 12), start)
        return before.start() if before else start

    def _named(self, m, prefix: str, day: int, year_text: Optional[str], marked,
               locale: str = "") -> Optional[Tuple[int, int, float]]:
        """``marked``: a dot after the month ("12 mai.") or a weekday before the day ("maandag 22 mei")."""
        dot = m.group(prefix + "_dot") if prefix == "dm" else None
        month_word = m.group(prefix + "_m")
        month = _MONTHS[month_word.lower()]
        year = _year(year_text) if year_text else None
        if year_text and year is None:
            return None
        if not _valid(day, month, year):
            return None
        marked = marked or _ORDINAL_OF.search(m.group(0)) is not None  # "the 3rd of may", "3rd may"
        if year is None and month_word.lower() in AMBIGUOUS_MONTH_WORDS and not (month_word[0].isupper() or marked) \
                and fold(month_word) not in _LOWER_CASE_FULL_NAMES.get(language_of(locale), ()):
            # "5 may be", "2 set", "3 ago": ordinary words unless capitalised or dotted; a full month
            # name of a language that writes months in lower case is that month ("le 17 mars", "23 mei").
            return None
        end = m.end()
        if year is None and dot and month_word.lower() in _FULL_MONTH_NAMES:
            end -= 1  # "le 12 mars." : the dot ends the sentence, it is no abbreviation's
        return m.start(), end, SCORE_FULL if year is not None else SCORE_PARTIAL

    def _leftover(self, m, locale: str) -> Optional[Tuple[int, int, float]]:
        word = m.group("lo_w").lower()
        if not self._dateparser_fallback or word in _MONTHS:
            return None
        # Imported lazily: dateparser takes a second to import and most notes never need it.
        import dateparser

        language = language_of(locale)
        parsed = dateparser.parse(
            m.group(0),
            languages=[language] if language in LANGUAGES else list(LANGUAGES),
            settings={"DATE_ORDER": "DMY", "STRICT_PARSING": True, "REQUIRE_PARTS": ["day", "month", "year"]},
        )
        if parsed is None or parsed.day != int(m.group("lo_d")):
            return None
        return m.start(), m.end(), SCORE_DATEPARSER
