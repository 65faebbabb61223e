"""Phone and fax numbers, per locale, with the ``phonenumbers`` library.

``PhoneNumberMatcher`` runs with the note's region (BE for nl_BE and fr_BE,
...), so national formats of that country are found and numbers written in
international form ("+32 2 555 12 34", "0032 ...") are found in any note.
Leniency ``VALID`` (the default) keeps only numbers that are valid for their
country's numbering plan, which already rejects most lab values, dates and
ids; the matcher's own checks reject dates and times written with slashes.

A number preceded by a telephone word ("Tel.", "GSM", "Fax", "Tfno", ...)
gets a higher score, which the resolver uses against other pattern spans.
"""
from __future__ import annotations

from typing import List

import phonenumbers
import regex

from deid.spans import Span

REGION_OF_LOCALE = {
    "nl_BE": "BE", "fr_BE": "BE", "nl_NL": "NL", "fr_FR": "FR", "en_GB": "GB", "en_US": "US",
    "de_DE": "DE", "de_LU": "LU", "es_ES": "ES", "it_IT": "IT",
}
LENIENCIES = {
    "possible": phonenumbers.Leniency.POSSIBLE,
    "valid": phonenumbers.Leniency.VALID,
    "strict_grouping": phonenumbers.Leniency.STRICT_GROUPING,
    "exact_grouping": phonenumbers.Leniency.EXACT_GROUPING,
}
SCORE_PLAIN = 0.8
SCORE_CUED = 0.95

# Words for a telephone, and words that ask to call or name "the number": both announce a phone
# number; only the first kind says the digits are one whatever else they could be.
_TELEPHONE_WORDS = (r"tel|tél|tele?f(?:oon|on|ono)?|teléfono|telefono|telefon|phone|ph|fax|gsm|mobiel|"
                    r"mobile?|mob|portable|port|cell|handy|tfno|tlfno|tlf|telf|móvil|movil|cellulare|cell")
_CALL_WORDS = r"numéro|nummer|bellen|call|appeler|llamar|chiamare"
_CUE_END = r"s?\.?(?:\s*(?:nr|no|n°|y\s+fax|/\s*fax))?\.?\s*[:.]?\s*$"
_PHONE_CUE_BEFORE = regex.compile(r"(?<![\p{L}])(?:" + _TELEPHONE_WORDS + "|" + _CALL_WORDS + ")" + _CUE_END,
                                  regex.IGNORECASE)
_TELEPHONE_WORD_BEFORE = regex.compile(r"(?<![\p{L}])(?:" + _TELEPHONE_WORDS + ")" + _CUE_END, regex.IGNORECASE)
# The matcher is pure Python and tries every number it sees (lab values, doses,
# dates), which dominates the detector's cost on number-heavy notes. It runs
# only on windows that can hold a phone number: at least MIN_DIGITS digits in
# groups joined by spaces, dots, slashes, dashes or parentheses, with an
# optional "+" or "00" in front. The window keeps one character of context on
# each side, which the matcher's own boundary checks look at.
MIN_DIGITS = 7
# Luxembourg's numbering plan keeps six-digit fixed lines ("Tel. 51 12 34"): in a
# Luxembourg note such a short number counts only right after a telephone word.
SHORT_MIN_DIGITS = {"LU": 6}
_CANDIDATE = regex.compile(
    r"(?:\+|\(\+?)?\d(?:[ \t./()\-]{0,3}\d)+\)?(?:\s*(?:ext|extn|extension|extensión|x)\.?\s*\d{1,6})?",
    regex.IGNORECASE,
)


def _balanced(text: str, start: int, end: int):
    """Without an opening bracket whose closing one lies outside the span: a number written
    "(0495 88 89 12)" is the digits, and "(+49 (0)160 ...)" keeps its inner "(0)"."""
    span = text[start:end]
    while span.startswith("(") and span.count("(") > span.count(")"):
        start, span = start + 1, span[1:]
    while span.endswith(")") and span.count(")") > span.count("("):
        end, span = end - 1, span[:-1]
    return start, end


# Internal extensions and pagers, four to six digits after their word: "poste 6194", "bip 7305",
# "int. 3862", "Ext. 517722", "busca 9527", "Durchwahl 2739", "Tel. 3862" (no country plan knows them).
# The abbreviations also without their dot, as dictation and copies without punctuation write them
# ("tel 5283", "app 4613"); never a clock time's hour after it, where a comma stood ("tel 5283 08:15").
_EXTENSION = regex.compile(
    r"(?<![\p{L}])(?:poste|post|int\.?|interno|bip|busca|buscapersonas|ext\.?|extension|extensi[óo]n|durchwahl|"
    r"app\.?|pieper|piepser|sein|toestel|tst\.?|tel\.?|tél\.?|telf?\.?|bleep|pager)[ \t]*:?[ \t]*"
    r"(?P<number>\d[\d ]{2,6}\d)(?![\p{N}]|[.,/:-]\p{N}|[ \t]*(?:%|mg|ml|h\b|uur|Uhr))",
    regex.IGNORECASE)


# A date inside a candidate ("04.02.2024 10" is a date and an hour, "05.03.25   03.03.25" two dates):
# day and month in range, the same separator twice, and no further group glued after the year,
# so "01.02.03.04.05" (a French number written with dots) is no date.
_DATE_INSIDE = regex.compile(r"(?<![\d./-])(?P<d>\d{1,2})(?P<sep>[./-])(?P<m>\d{1,2})(?P=sep)(?:\d{4}|\d{2})(?![\d]|[./-]\d)")


def _holds_a_date(number: str) -> bool:
    return any(1 <= int(m.group("d")) <= 31 and 1 <= int(m.group("m")) <= 12 for m in _DATE_INSIDE.finditer(number))


def phone_cue_before(text: str, start: int) -> bool:
    """Whether a telephone word or a call to call ("Tel.", "GSM", "Fax", "bellen") stands right before ``start``."""
    return _PHONE_CUE_BEFORE.search(text[max(0, start - 24):start]) is not None


_TELEPHONE_WORD = regex.compile(r"(?<![\p{L}])(?:" + _TELEPHONE_WORDS + r")(?![\p{L}])", regex.IGNORECASE)


def telephone_word_near(text: str, start: int, window: int) -> bool:
    """Whether a word for a telephone stands in the ``window`` characters before ``start``, a few
    words between ("teléfono de contacto ...", "phone him back on ...")."""
    return _TELEPHONE_WORD.search(text, max(0, start - window), start) is not None


def telephone_word_before(text: str, start: int) -> bool:
    """Whether a word for a telephone ("Tel.", "GSM", "Fax"; not "Nummer") stands right before ``start``."""
    return _TELEPHONE_WORD_BEFORE.search(text[max(0, start - 24):start]) is not None


_DIALLED = regex.compile(r"^(?:\+|0(?!0))")
DIALLED_MIN_DIGITS = 10


_TRUNK_OR_PLUS = regex.compile(r"\+|(?<!\d)0(?!0)\d")


def _may_be_dialled(window: str) -> bool:
    """Whether a window can hold a number dialled as written: a "+", or a trunk 0 and ten digits."""
    return "+" in window or (_TRUNK_OR_PLUS.search(window) is not None
                             and sum(c.isdigit() for c in window) >= DIALLED_MIN_DIGITS)


def _dialled(number: str) -> bool:
    """Written as one dials it: a "+" and a country code, or the trunk 0 and ten digits or more."""
    digits = sum(c.isdigit() for c in number)
    return _DIALLED.match(number) is not None and (number.startswith("+") or digits >= DIALLED_MIN_DIGITS)


class PhoneFinder:
    def __init__(self, leniency: str, max_tries: int):
        self._leniency = LENIENCIES[leniency]
        self._max_tries = max_tries

    def find(self, text: str, locale: str) -> List[Span]:
        region = REGION_OF_LOCALE.get(locale, "ZZ")
        spans: List[Span] = []
        short = SHORT_MIN_DIGITS.get(region, MIN_DIGITS)
        for start, end in self._windows(text, short):
            window = text[start:end]
            matches = list(phonenumbers.PhoneNumberMatcher(window, region, leniency=self._leniency,
                                                           max_tries=self._max_tries))
            if not matches:
                # Right after "Tel." a number only has to be possible for the country (right
                # length), not in an assigned range: the plan's ranges change faster than the
                # library, and a typed number after a phone word is a phone number. Without the
                # word, a possible number still counts when it is dialled as written: the
                # trunk 0 and ten digits or more ("07700 900213"), or a "+" and a country code.
                # The second pass costs as much as the first: only where it can find something.
                cued = phone_cue_before(text, start + 1)
                if cued or _may_be_dialled(window):
                    matches = [match for match in phonenumbers.PhoneNumberMatcher(
                                   window, region, leniency=phonenumbers.Leniency.POSSIBLE, max_tries=self._max_tries)
                               if cued or _dialled(match.raw_string)]
            for match in matches:
                a, b = start + match.start, start + match.end
                score = SCORE_CUED if phone_cue_before(text, a) else SCORE_PLAIN
                if score != SCORE_CUED and sum(c.isdigit() for c in text[a:b]) < MIN_DIGITS or _holds_a_date(text[a:b]):
                    continue
                a, b = _balanced(text, a, b)
                spans.append(Span(a, b, "PHONE", "pattern", score))
        for m in _EXTENSION.finditer(text):
            if 4 <= sum(c.isdigit() for c in m.group("number")) <= 6:
                spans.append(Span(m.start("number"), m.end("number"), "PHONE", "pattern", SCORE_CUED))
        return spans

    @staticmethod
    def _windows(text: str, min_digits: int = MIN_DIGITS):
        windows = []
        for m in _CANDIDATE.finditer(text):
            if sum(c.isdigit() for c in m.group()) < min_digits:
                continue
            start, end = max(0, m.start() - 1), min(len(text), m.end() + 1)
            if windows and start <= windows[-1][1]:
                windows[-1] = (windows[-1][0], end)
            else:
                windows.append((start, end))
        return windows
