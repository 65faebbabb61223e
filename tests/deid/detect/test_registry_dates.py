"""Specification of birth-date renderings (deid.detect.registry.dates)."""
from __future__ import annotations

import pytest

from deid.detect.registry.dates import birth_date_pattern, find_birth_dates


@pytest.mark.parametrize(
    "rendering",
    [
        "30/07/1985", "30.07.1985", "30-7-1985", "30/07/85", "7/30/1985", "1985-07-30",
        "1985/7/30", "30071985", "19850730", "30 juli 1985", "30 July 1985", "July 30, 1985",
        "30th of July, 1985", "30 juil. 1985", "30 de julio de 1985", "30-jul-1985", "30 JUL 1985",
        "30 luglio 1985", "30 de julio del 1985", "30 Jul. '85",
    ],
)
def test_common_renderings_of_the_birth_date_are_found_exactly(rendering):
    text = f"geboren op {rendering}."
    match = birth_date_pattern("1985-07-30").search(text)
    assert match is not None and match.group(0) == rendering


@pytest.mark.parametrize("text", ["30/07/1986", "130/07/1985", "30/07/19851", "31/07/1985", "3/07/1985"])
def test_other_dates_and_longer_numbers_are_not_the_birth_date(text):
    assert birth_date_pattern("1985-07-30").search(text) is None


def test_a_date_like_neighbour_does_not_hide_the_birth_date():
    text = "Lot 1 30/07/1985 en 12/03/2020."
    assert find_birth_dates(birth_date_pattern("1985-07-30"), text) == [(6, 16)]


def test_a_value_that_is_not_a_date_gives_no_pattern():
    assert birth_date_pattern("unknown") is None
