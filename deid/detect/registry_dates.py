"""A registry birth date in the renderings notes use, as one regular expression per date.

Dates are not aligned: a typo in a date gives another date, and the
renderings are a closed set. For 1985-07-30 the pattern finds, case-insensitive:

* day-month-year and month-day-year (US) with ``/ . -`` or a space between the
  parts, days and months with or without a leading zero, 4- or 2-digit years:
  "30/07/1985", "30.7.85", "7/30/1985", "30 07 1985";
* year-month-day: "1985-07-30", "1985/7/30"; compact "30071985", "19850730";
* the month by name in every language of ``deid.lexicon.months``, full or
  abbreviated, with an optional dot and ordinal suffix: "30 juli 1985",
  "30th of July, 1985", "le 30 juil. 1985", "July 30, 1985", "30-jul-1985".

A match never starts or ends inside a word or number.
"""
from __future__ import annotations

import datetime as _dt
import re
from functools import lru_cache
from typing import List, Optional, Tuple

from deid.lexicon.months import MONTHS

_SEP = r"(?:\s?[./-]\s?|\s)"
_ORDINAL = r"(?:st|nd|rd|th|er|e|ste|de|º|°)?\.?"


def _number(n: int) -> str:
    return f"0?{n}" if n < 10 else str(n)


def _month_names(month: int) -> str:
    names = {name for language in MONTHS.values() for name in language[month - 1]}
    # Longest first, so "juli" is tried before "jul".
    return "|".join(re.escape(n) for n in sorted(names, key=lambda n: (-len(n), n)))


@lru_cache(maxsize=4096)
def birth_date_pattern(iso: str) -> Optional["_DatePattern"]:
    """The compiled pattern of one ISO date, or None when the value is not a date."""
    try:
        date = _dt.date.fromisoformat(iso[:10])
    except ValueError:
        return None
    d, m = _number(date.day), _number(date.month)
    y4, y2 = f"{date.year:04d}", f"{date.year % 100:02d}"
    year = f"(?:{y4}|'?{y2})"
    months = _month_names(date.month)
    forms = [
        f"{d}{_SEP}{m}{_SEP}{year}",
        f"{m}{_SEP}{d}{_SEP}{year}",
        f"{y4}{_SEP}{m}{_SEP}{d}",
        f"{date.day:02d}{date.month:02d}{y4}",
        f"{y4}{date.month:02d}{date.day:02d}",
        rf"{d}{_ORDINAL}(?:\s*|-)(?:of\s+|de\s+)?(?:{months})\.?(?:\s*,\s*|\s+de\s+|\s+|-){year}",
        rf"(?:{months})\.?\s*{d}{_ORDINAL}(?:\s*,\s*|\s+){year}",
    ]
    pattern = re.compile(r"(?<!\w)(?:" + "|".join(forms) + r")(?!\w)", re.IGNORECASE)
    return _DatePattern(pattern, y2)


class _DatePattern:
    """A birth date's pattern and its year digits, which every rendering contains."""

    __slots__ = ("regex", "year")

    def __init__(self, regex: "re.Pattern[str]", year: str):
        self.regex = regex
        self.year = year

    def search(self, text: str):
        return self.regex.search(text)


# How far a rendering reaches before and after its year digits
# ("30th of September, 1985"; "1985-07-30").
_BEFORE_YEAR = 28
_AFTER_YEAR = 10


def find_birth_dates(pattern: _DatePattern, text: str) -> List[Tuple[int, int]]:
    """Offsets of every rendering of the date in ``text``.

    The regular expression runs only around occurrences of the year's last two
    digits, not along the whole note: a note rarely holds them, and scanning
    2,000 characters with the alternation costs about 0.1 ms.
    """
    found = set()
    at = text.find(pattern.year)
    while at != -1:
        low = max(0, at - _BEFORE_YEAR)
        high = min(len(text), at + len(pattern.year) + _AFTER_YEAR)
        for match in pattern.regex.finditer(text, low, high):
            # A match cut by the window's end is checked against the whole text.
            if match.end() == high and high < len(text):
                full = pattern.regex.match(text, match.start())
                if full is None:
                    continue
                match = full
            found.add((match.start(), match.end()))
        at = text.find(pattern.year, at + 1)
    return sorted(found)
