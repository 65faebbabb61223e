"""Telephone numbers in each country's numbering plan, printed the ways people write them.

A number is drawn once (``draw_phone``) as its national digits and their usual
grouping; ``format_phone`` then prints it in one of many shapes: spaced
groups, slashes and dots (Belgium), dashes (the Netherlands), brackets around
the area code (Germany, the UK), with ``+CC`` or ``00CC`` and the ``(0)`` of
the trunk prefix. The registry keeps the plain national shape; notes use any.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Tuple

from deid.locales import COUNTRY_OF_LOCALE


@dataclass(frozen=True)
class Phone:
    country: str
    calling_code: str
    national: str  # digits as dialled inside the country, trunk "0" included where it exists
    groups: Tuple[int, ...]  # grouping of `national`
    trunk: bool  # whether the leading 0 is a trunk prefix, dropped after +CC

    def national_shape(self) -> str:
        return _join(self.national, self.groups, " ")


def _n(rng: random.Random, k: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(k))


def _join(digits: str, groups: Tuple[int, ...], sep: str) -> str:
    out, pos = [], 0
    for size in groups:
        out.append(digits[pos:pos + size])
        pos += size
    if pos < len(digits):
        out.append(digits[pos:])
    return sep.join(p for p in out if p)


def draw_phone(rng: random.Random, locale: str, mobile: bool) -> Phone:
    country = COUNTRY_OF_LOCALE[locale]
    if country == "BE":
        if mobile:
            return Phone("BE", "32", "04" + rng.choice("789") + str(rng.randint(0, 9)) + _n(rng, 6), (4, 2, 2, 2), True)
        if rng.random() < 0.4:
            return Phone("BE", "32", "0" + rng.choice("239") + str(rng.randint(2, 9)) + _n(rng, 6), (2, 3, 2, 2), True)
        area = rng.choice(("50", "51", "52", "53", "54", "55", "56", "57", "58", "59", "10", "11", "13", "14", "15", "16", "71", "81", "87"))
        return Phone("BE", "32", "0" + area + str(rng.randint(2, 9)) + _n(rng, 5), (3, 2, 2, 2), True)
    if country == "NL":
        if mobile:
            return Phone("NL", "31", "06" + str(rng.randint(1, 5)) + _n(rng, 7), (2, 8), True)
        if rng.random() < 0.5:
            return Phone("NL", "31", "0" + rng.choice(("10", "20", "30", "40", "50", "70")) + str(rng.randint(2, 9)) + _n(rng, 6), (3, 7), True)
        return Phone("NL", "31", "0" + rng.choice(("118", "251", "318", "345", "499", "570", "591")) + str(rng.randint(2, 9)) + _n(rng, 5), (4, 6), True)
    if country == "FR":
        first = rng.choice(("6" + str(rng.randint(0, 8)), "7" + str(rng.randint(3, 8)))) if mobile else rng.choice("12345") + str(rng.randint(0, 9))
        return Phone("FR", "33", "0" + first + _n(rng, 7), (2, 2, 2, 2, 2), True)
    if country == "GB":
        if mobile:
            return Phone("GB", "44", "07" + rng.choice("4589") + _n(rng, 8), (5, 6), True)
        if rng.random() < 0.4:
            return Phone("GB", "44", "020" + rng.choice("378") + _n(rng, 7), (3, 4, 4), True)
        return Phone("GB", "44", "01" + rng.choice(("13", "21", "61", "14")) + _n(rng, 7), (4, 3, 4), True)
    if country == "DE":
        if mobile:
            prefix = rng.choice(("151", "152", "157", "160", "170", "171", "172", "176"))
            return Phone("DE", "49", "0" + prefix + _n(rng, 8 if prefix[1] == "5" else rng.choice((7, 8))), (4,), True)
        area = rng.choice(("30", "40", "89", "221", "69", "711", "211", "341", "351", "511", "911", "6221"))
        return Phone("DE", "49", "0" + area + str(rng.randint(2, 9)) + _n(rng, rng.choice((5, 6, 7)) - len(area) + 2), (len(area) + 1,), True)
    if country == "LU":
        if mobile:
            return Phone("LU", "352", rng.choice(("621", "661", "691")) + _n(rng, 6), (3, 3, 3), False)
        return Phone("LU", "352", rng.choice("2345789") + _n(rng, 5), (2, 2, 2), False)
    if country == "ES":
        if mobile:
            return Phone("ES", "34", "6" + _n(rng, 8), (3, 3, 3), False)
        return Phone("ES", "34", "9" + rng.choice("1356") + _n(rng, 7), (3, 3, 3), False)
    if country == "IT":
        if mobile:
            return Phone("IT", "39", "3" + rng.choice("2345679") + str(rng.randint(0, 9)) + _n(rng, 7), (3, 3, 4), False)
        area = rng.choice(("06", "02", "011", "055", "081", "051", "010", "091"))
        return Phone("IT", "39", area + _n(rng, 10 - len(area)), (len(area), 4, 4), False)
    raise ValueError(f"no numbering plan for locale {locale!r}")


def format_phone(rng: random.Random, phone: Phone) -> str:
    """``phone`` in one of the shapes its country writes numbers in."""
    digits, groups = phone.national, phone.groups
    roll = rng.random()
    if roll < 0.4:
        return phone.national_shape()
    if roll < 0.55:  # compact
        return digits
    if roll < 0.75:  # international
        rest = digits[1:] if phone.trunk else digits
        rest_groups = (groups[0] - 1,) + groups[1:] if phone.trunk else groups
        body = _join(rest, rest_groups, rng.choice((" ", " ", "")) or " ")
        prefix = rng.choice(("+", "+", "00"))
        if phone.trunk and rng.random() < 0.25:
            return f"+{phone.calling_code} (0){body}"
        return f"{prefix}{phone.calling_code} {body}"
    # national, with the country's favourite separators
    head, tail = digits[:groups[0]], digits[groups[0]:]
    country = phone.country
    if country == "BE":
        dotted = _join(tail, groups[1:], ".")
        return rng.choice((f"{head}/{dotted}", f"{head}/{tail}", f"{head} {dotted}", _join(digits, groups, ".")))
    if country == "NL":
        return rng.choice((f"{head}-{tail}", f"({head}) {tail}", f"{head} - {tail}"))
    if country == "DE":
        return rng.choice((f"{head}/{tail}", f"({head}) {tail}", f"{head}-{tail}", f"{head} / {tail}"))
    if country == "GB":
        return rng.choice((f"({head}) {_join(tail, groups[1:], ' ')}", _join(digits, groups, "-")))
    if country == "FR":
        return rng.choice((_join(digits, groups, "."), _join(digits, groups, "-")))
    return _join(digits, groups, rng.choice((".", "-", " ")))
