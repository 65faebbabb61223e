"""Address and place surrogates that fit the locale.

Each component is derived from its own canonical form within the patient:
the street from the folded street name, the (postcode, city) pair from the
folded city (or the postcode when no city is written). So "Kerkstraat 12,
2000 Antwerpen" in one note and "Antwerpen" alone in another get the same
surrogate city, and a registry match canonicalises to the registered value.
Cities come as real (postcode, city) pairs from ``deid.lexicon.pools.places``;
streets from faker where its street names fit the locale, and from the
synth tables for fr_BE and de_LU where faker's are US-shaped.
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import Callable, Optional, Tuple

from deid.lexicon.pools import places

# Postcode shapes per locale, as written inside an address.
_POSTCODE = {
    "nl_BE": r"\b(?:B-)?\d{4}\b", "fr_BE": r"\b(?:B-)?\d{4}\b", "de_LU": r"\b(?:L-)?\d{4}\b",
    "nl_NL": r"\b\d{4}\s?[A-Z]{2}\b", "en_GB": r"\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b",
    "en_US": r"\b\d{5}(?:-\d{4})?\b",
}
_FIVE_DIGITS = r"\b\d{5}\b"
_HOUSE_NUMBER = re.compile(r"\b\d{1,4}(?:\s?[a-zA-Z]\b)?(?:\s*(?:bus|bte|boîte|/)\s*\d{1,3})?")
# Locales whose faker street names fit the country.
FAKER_STREETS = frozenset({"nl_BE", "nl_NL", "fr_FR", "de_DE", "es_ES", "it_IT"})
_CITY_LOCALE = {"en_US": "en_GB"}  # the synth tables have no US cities


@dataclass(frozen=True)
class AddressParts:
    street: Optional[Tuple[int, int]]
    number: Optional[Tuple[int, int]]
    postcode: Optional[Tuple[int, int]]
    city: Optional[Tuple[int, int]]


def parse(text: str, locale: str) -> AddressParts:
    """Character ranges of the street, house number, postcode and city in an address."""
    post = re.search(_POSTCODE.get(locale, _FIVE_DIGITS), text)
    head_end = post.start() if post else len(text)
    head = text[:head_end]
    number = None
    for m in _HOUSE_NUMBER.finditer(head):
        number = (m.start(), m.end())
        break
    street = None
    if number:
        before, after = head[: number[0]], head[number[1]:]
        if re.search(r"[^\W\d_]", before):  # "Kerkstraat 12"
            street = _trim(text, 0, number[0])
        elif re.search(r"[^\W\d_]", after):  # "12 rue de la Paix"
            street = _trim(text, number[1], head_end)
    elif re.search(r"[^\W\d_]", head) and post:
        street = _trim(text, 0, head_end)
    city = None
    if post:
        city = _trim(text, post.end(), len(text))
    elif number is None and street is None:
        city = None
    return AddressParts(street, number, (post.start(), post.end()) if post else None, city)


def _trim(text: str, start: int, end: int) -> Optional[Tuple[int, int]]:
    segment = text[start:end]
    lead = len(segment) - len(segment.lstrip(" ,.-/"))
    trail = len(segment) - len(segment.rstrip(" ,.-/"))
    s, e = start + lead, end - trail
    return (s, e) if e > s and re.search(r"[^\W\d_]", text[s:e]) else None


def city_pair(rng: random.Random, locale: str) -> Tuple[str, str]:
    return places.draw_city(rng, _CITY_LOCALE.get(locale, locale))


def street_name(rng: random.Random, locale: str, faker_for: Callable[[str], object]) -> str:
    if locale in FAKER_STREETS:
        faker = faker_for(locale)
        faker.seed_instance(rng.getrandbits(64))
        return faker.street_name()
    table = places.STREETS[_CITY_LOCALE.get(locale, locale)]
    return table[rng.randrange(len(table))]


def house_number(original: str, rng: random.Random) -> str:
    """Same digit count and suffix shape ("12A" -> "7C", "3 bus 2" -> "8 bus 5")."""
    def digits(m: re.Match) -> str:
        n = len(m.group(0))
        return str(rng.randint(1 if n == 1 else 10 ** (n - 1), 10 ** n - 1))

    out = re.sub(r"\d+", digits, original)
    return re.sub(r"(?<=\d)(\s?)([a-zA-Z])\b", lambda m: m.group(1) + (
        chr(rng.randrange(26) + (65 if m.group(2).isupper() else 97))), out)


def postcode_like(original: str, postcode: str) -> str:
    """The drawn postcode in the original's shape ("B-2000" keeps its "B-")."""
    prefix = re.match(r"^[A-Z]-", original)
    bare = re.sub(r"^[A-Z]-", "", postcode)
    return (prefix.group(0) if prefix else "") + bare
