"""Phones keep prefix and format; e-mails take the surrogate's name in the original's shape."""
import random

import pytest

from deid.surrogates import contacts


@pytest.mark.parametrize("original, kept", [
    ("0475 12 34 56", "04"), ("+32 475 12 34 56", "+32 4"), ("0032 9 123 45 67", "0032 9"),
    ("+352 26 12 34 56", "+352 2"), ("+32 (0)9 123 45 67", "+32 (0)9"),
])
def test_phone_keeps_country_prefix_and_format(original, kept):
    out = contacts.phone(original, random.Random(3))
    assert out.startswith(kept) and len(out) == len(original)
    assert [c.isdigit() for c in out] == [c.isdigit() for c in original]


def test_one_number_in_two_formats_gets_the_same_digits():
    a = contacts.phone("0475 12 34 56", random.Random(contacts.phone_canon("0475 12 34 56")))
    b = contacts.phone("+32 475 12 34 56", random.Random(contacts.phone_canon("+32 475 12 34 56")))
    assert a.replace(" ", "")[-8:] == b.replace(" ", "")[-8:]


@pytest.mark.parametrize("original, expected", [
    ("stormy.danneels@telenet.be", "luc.janssens@telenet.be"),
    ("s.danneels@telenet.be", "l.janssens@telenet.be"),
    ("sdanneels@gmail.com", "ljanssens@gmail.com"),
    ("DANNEELS.STORMY@gmail.com", "JANSSENS.LUC@gmail.com"),
])
def test_email_fits_the_surrogate_name(original, expected):
    out = contacts.email(original, random.Random(1), "Luc", "Janssens", lambda label: "x", "Stormy", "Danneels")
    assert out == expected


def test_private_domain_is_replaced_but_tld_kept():
    out = contacts.email("jan@azgroeninge.be", random.Random(1), "Luc", "Janssens", lambda label: "peeters")
    assert out.endswith("@peeters.be")
