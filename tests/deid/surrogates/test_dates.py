"""Dates keep their format and language; one shift per patient keeps intervals true."""
import datetime as dt

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deid.surrogates import dates

SHIFT = 22


@pytest.mark.parametrize(
    "original, locale, expected",
    [
        ("12 maart 2021", "nl_BE", "3 april 2021"),
        ("12/03/21", "nl_BE", "03/04/21"),
        ("12/3/2021", "nl_BE", "3/4/2021"),
        ("03/25/2021", "en_US", "04/16/2021"),
        ("2021-03-12", "fr_FR", "2021-04-03"),
        ("1er mars 2021", "fr_FR", "23 mars 2021"),
        ("Monday 1st March 2021", "en_GB", "Tuesday 23rd March 2021"),
        ("12 mrt. 2021", "nl_BE", "3 apr. 2021"),
        ("MAART 2021", "nl_BE", "APRIL 2021"),
        ("03/2021", "nl_BE", "04/2021"),
        ("12.03.2021 14:30", "de_DE", "03.04.2021 14:30"),
        ("12. März 2021", "de_DE", "3. April 2021"),
        ("12 de marzo de 2021", "es_ES", "3 de abril de 2021"),
        ("12 marzo 2021", "it_IT", "3 aprile 2021"),
        ("12 mars", "fr_BE", "3 avril"),
        ("2021", "nl_BE", "2021"),
    ],
)
def test_format_and_language_are_kept(original, locale, expected):
    parsed = dates.parse(original, locale)
    assert parsed is not None
    assert dates.render(parsed, SHIFT if expected != "2021" else 400) == (expected if expected != "2021" else "2022")


@pytest.mark.parametrize("original", ["31/02/2021", "blah 2021", "13/13/13", "", "12 12 12 12", "mañana"])
def test_unreadable_dates_are_refused_not_crashed(original):
    assert dates.parse(original, "nl_BE") is None


@pytest.mark.parametrize("precision_text", ["maart 2021", "2021", "03/2021"])
@pytest.mark.parametrize("shift", [1, -1, 30, -365])
def test_partial_dates_never_come_back_unchanged(precision_text, shift):
    parsed = dates.parse(precision_text, "nl_BE")
    assert dates.render(parsed, shift) != precision_text


def _fmt(date: dt.date, style: str) -> str:
    return {"dmy": f"{date.day:02d}/{date.month:02d}/{date.year}", "iso": date.isoformat(),
            "long": f"{date.day} {['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'][date.month - 1]} {date.year}"}[style]


@settings(max_examples=150, deadline=None)
@given(
    a=st.dates(dt.date(1920, 1, 1), dt.date(2090, 1, 1)),
    b=st.dates(dt.date(1920, 1, 1), dt.date(2090, 1, 1)),
    shift=st.integers(-3650, 3650).filter(bool),
    style=st.sampled_from(["dmy", "iso", "long"]),
)
def test_intervals_are_preserved(a, b, shift, style):
    def back(date):
        y, m, d = dates.shifted(dates.parse(_fmt(date, style), "nl_BE"), shift)
        return dt.date(y, m, d)

    assert (back(b) - back(a)) == (b - a)
    assert back(a) - a == dt.timedelta(days=shift)
