"""The version of the surrogate pools, and a digest of what they hold.

A patient's surrogates are keyed draws from pools: first names and surnames per
region, professions per locale (faker's person and job providers), street
names and company names (faker's providers, seeded per draw), and our own
tables where faker has gaps. A change of any pool changes surrogates between
two nightly runs with the same key: yesterday's "Allard" becomes today's
"Bastin". faker is pinned exactly in setup.py for that reason, and
``SURROGATE_POOLS_VERSION`` names the pools' contents: the run manifest records
it, and tests/deid/surrogates/test_pools_version.py holds the digest of each
version, so that any change of the pools (a faker upgrade, an edited table)
fails the suite until the version is bumped and its digest recorded.
"""
from __future__ import annotations

import hashlib
import random
from typing import Iterable, Iterator

from deid.locales import LOCALES

# Bump when the pools change on purpose; record the new digest in the test.
SURROGATE_POOLS_VERSION = 1

# Seeded draws per locale from the providers used through a seeded Faker (streets,
# companies): their lists are not plain attributes, so a sample stands for them.
_SAMPLE_DRAWS = 64


def _pool_lines() -> Iterator[str]:
    from deid.surrogates import addresses, lexical
    from deid.surrogates.generator import _FAKER_LOCALE
    from deid.lexicon.pools import people

    regions = sorted({people.region(locale) for locale in LOCALES})
    for region_name in regions:
        for gender in ("F", "M"):
            yield from _section(f"first_names:{region_name}:{gender}", people.first_names(region_name, gender))
        for particle in (False, True):
            yield from _section(f"surnames:{region_name}:{particle}", people.surnames(region_name, particle))
    fakers = {}

    def faker_for(locale: str):
        from faker import Faker

        locale = _FAKER_LOCALE.get(locale, locale)
        if locale not in fakers:
            fakers[locale] = Faker(locale)
        return fakers[locale]

    for locale in LOCALES:
        yield from _section(f"jobs:{locale}", lexical.jobs(locale))
        rng = random.Random(f"pools:{locale}")
        yield from _section(f"streets:{locale}", (addresses.street_name(rng, locale, faker_for)
                                                  for _ in range(_SAMPLE_DRAWS)))
        yield from _section(f"cities:{locale}", ("|".join(addresses.city_pair(rng, locale))
                                                 for _ in range(_SAMPLE_DRAWS)))
        companies = faker_for(locale)
        for _ in range(_SAMPLE_DRAWS):
            companies.seed_instance(rng.getrandbits(64))
            yield f"company:{locale}:{companies.company()}"


def _section(name: str, values: Iterable[str]) -> Iterator[str]:
    for value in values:
        yield f"{name}:{value}"


def pools_digest() -> str:
    """SHA-256 (hex) of the pools' contents, in a fixed order."""
    digest = hashlib.sha256()
    for line in _pool_lines():
        digest.update(line.encode("utf-8") + b"\n")
    return digest.hexdigest()
