"""A registry birth date in the renderings notes use.

Dates are not aligned: a typo in a date gives another date, and the
renderings are a closed set. For 1985-07-30 the matcher finds, case-insensitive:

* day-month-year and month-day-year (US) with ``/ . -`` or a space between the
  parts, days and months with or without a leading zero, 4- or 2-digit years:
  "30/07/1985", "30.7.85", "7/30/1985", "30 07 1985";
* year-month-day: "1985-07-30", "1985/7/30"; compact "30071985", "19850730";
* the month by name in every language of ``deid.lexicon.months``, full or
  abbreviated, with an optional dot and ordinal suffix: "30 juli 1985",
  "30th of July, 1985", "le 30 juil. 1985", "July 30, 1985", "30-jul-1985",
  "30 de julio de 1985", "30 de julio del 1985".

A match never starts or ends inside a word or number.

One regular expression, compiled once, reads every rendering of *any* date;
a match is kept when its day, month and year are the person's. (A pattern
per birth date, as before, cost about 4 ms to compile for every new person
of a worker, more than matching the note itself.)
"""
from __future__ import annotations

import datetime as _dt
import re
from functools import lru_cache
from typing import Dict, FrozenSet, List, Optional, Tuple

from deid.lexicon.months import MONTHS

_SEP = r"(?:\s?[./-]\s?|\s)"
_ORDINAL = r"(?:st|nd|rd|th|er|e|ste|de|º|°)?\.?"
_YEAR = r"'?\d{2}(?!\d)|\d{4}"


def _month_numbers() -> Dict[str, FrozenSet[int]]:
    numbers: Dict[str, set] = {}
    for language in MONTHS.values():
        for index, names in enumerate(language):
            for name in names:
                numbers.setdefault(name, set()).add(index + 1)
    return {name: frozenset(months) for name, months in numbers.items()}


_MONTH_NUMBERS = _month_numbers()
# Longest first, so "juli" is tried before "jul".
_MONTHS = "|".join(re.escape(n) for n in sorted(_MONTH_NUMBERS, key=lambda n: (-len(n), n)))

_DATE = re.compile(
    r"(?<!\w)(?:"
    rf"(?P<a>\d{{1,4}}){_SEP}(?P<b>\d{{1,2}}){_SEP}(?P<c>{_YEAR}|\d{{1,2}})"
    r"|(?P<compact>\d{8})"
    rf"|(?P<d1>\d{{1,2}}){_ORDINAL}(?:\s*|-)(?:of\s+|de\s+)?(?P<m1>{_MONTHS})\.?"
    rf"(?:\s*,\s*|\s+del?\s+|\s+|-)(?P<y1>{_YEAR})"
    rf"|(?P<m2>{_MONTHS})\.?\s*(?P<d2>\d{{1,2}}){_ORDINAL}(?:\s*,\s*|\s+)(?P<y2>{_YEAR})"
    r")(?!\w)",
    re.IGNORECASE,
)


class _DatePattern:
    """A birth date as the matcher compares it; ``year`` is its last two digits, in every rendering."""

    __slots__ = ("day", "month", "year4", "year")

    def __init__(self, date: _dt.date):
        self.day = date.day
        self.month = date.month
        self.year4 = f"{date.year:04d}"
        self.year = self.year4[2:]

    def _year_fits(self, text: str) -> bool:
        text = text.lstrip("'")
        return text == self.year4 or (len(text) == 2 and text == self.year)

    def _fits(self, m: "re.Match[str]") -> bool:
        if m.group("compact") is not None:
            c = m.group("compact")
            dmy = f"{self.day:02d}{self.month:02d}{self.year4}"
            return c == dmy or c == f"{self.year4}{self.month:02d}{self.day:02d}"
        if m.group("a") is not None:
            a, b, c = m.group("a"), m.group("b"), m.group("c")
            if len(a) == 4:  # year-month-day
                return a == self.year4 and len(c) <= 2 and int(b) == self.month and int(c) == self.day
            if len(a) > 2 or len(c) < 2 or not self._year_fits(c):
                return False
            return (int(a), int(b)) in ((self.day, self.month), (self.month, self.day))
        if m.group("m1") is not None:
            day, month, year = m.group("d1"), m.group("m1"), m.group("y1")
        else:
            day, month, year = m.group("d2"), m.group("m2"), m.group("y2")
        return (int(day) == self.day and self.month in _MONTH_NUMBERS.get(month.lower(), ())
                and self._year_fits(year))

    def search(self, text: str) -> Optional["re.Match[str]"]:
        """The first rendering of the date in ``text``, or None."""
        for start in _starts(text, 0, len(text)):
            m = _DATE.match(text, start)
            if m is not None and self._fits(m):
                return m
        return None


@lru_cache(maxsize=4096)
def birth_date_pattern(iso: str) -> Optional[_DatePattern]:
    """The birth date of an ISO value, or None when the value is not a date."""
    try:
        return _DatePattern(_dt.date.fromisoformat(iso[:10]))
    except ValueError:
        return None


_TOKEN_START = re.compile(r"(?<!\w)\w")


def _starts(text: str, low: int, high: int) -> List[int]:
    """Where a word or number begins in ``text[low:high]``: a rendering begins at one of them."""
    return [m.start() for m in _TOKEN_START.finditer(text, low, high)]


# How far a rendering reaches before and after its year digits
# ("30th of September, 1985"; "1985-07-30").
_BEFORE_YEAR = 28
_AFTER_YEAR = 10


def find_birth_dates(pattern: _DatePattern, text: str) -> List[Tuple[int, int]]:
    """Offsets of every rendering of the date in ``text``.

    The expression runs only at word starts around occurrences of the year's
    last two digits, not along the whole note: a note rarely holds them. It
    is tried at every start (not ``finditer``), so that a date-like neighbour
    ("1 30/07/1985") cannot swallow the beginning of the birth date.
    """
    found = set()
    year, century = pattern.year, pattern.year4[:2]
    at = text.find(year)
    while at != -1:
        end = at + len(year)
        # The last two digits of a four-digit year, or two digits standing alone ("30.07.85",
        # "'85"): inside a longer number (a phone's "...8512...") no rendering holds the year.
        if text[max(0, at - 2):at] != century and (at > 0 and text[at - 1].isdigit()
                                                    or end < len(text) and text[end].isdigit()):
            at = text.find(year, at + 1)
            continue
        low = max(0, at - _BEFORE_YEAR)
        for start in _starts(text, low, at + 1):
            m = _DATE.match(text, start)
            if m is not None and m.end() > at and pattern._fits(m):
                found.add((m.start(), m.end()))
        at = text.find(pattern.year, at + 1)
    return sorted(found)
