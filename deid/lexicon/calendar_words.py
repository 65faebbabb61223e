"""Every month and weekday spelling of every language, folded as the name tables are.

Months and weekdays are words people bear as first names too ("June", "Mai", "Domingo"), and
words a name never is in a date's company; the name detectors, the signature reader, the lone
first name and the model's gate each veto them, from this one set.
"""
from __future__ import annotations

import functools

from deid.lexicon.months import MONTHS
from deid.lexicon.name_lexicon import fold
from deid.lexicon.weekdays import WEEKDAYS


@functools.lru_cache(maxsize=1)
def month_words() -> frozenset:
    """Every month spelling (full and abbreviated) of every language, folded."""
    return frozenset(fold(form) for forms in MONTHS.values() for month in forms for form in month)


@functools.lru_cache(maxsize=1)
def weekday_words() -> frozenset:
    """Every weekday spelling of every language, two-letter abbreviations included ("Mo", "ma"), folded."""
    return frozenset(fold(form) for days in WEEKDAYS.values() for forms in days for form in forms)


@functools.lru_cache(maxsize=1)
def calendar_words() -> frozenset:
    """Every month and weekday spelling of every language, folded."""
    return month_words() | weekday_words()
