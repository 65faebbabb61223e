"""Build ``deid/data/institutions_nl.txt.gz``: the names of Dutch healthcare institutions.

    pip install --no-deps deduce==3.0.6 && python -m deid.lexicon.build_institutions

Source: the lookup lists shipped in DEDUCE 3.0.6 (LGPL-3.0-or-later; Menger et al., UMC
Utrecht), ``institutions/``: hospitals (367, from the Dutch hospital register), their
abbreviations (20) and healthcare institutions (48,795: practices, care homes, home care,
mental health, from the Dutch registers), minus DEDUCE's own exceptions. Read from the
installed distribution's files; DEDUCE itself is not imported (nor needed at run time), so it is
installed without its dependencies (its pin of ``regex`` clashes with ours).

What is kept, so that a match is an institution and not a word of the text:

* a name of two words or more where at least one word is no frequent Dutch or English word
  (wordfreq Zipf below ``COMMON_ZIPF``): "Alrijne Leiderdorp", "Abrona Huis ter Heide", not "De
  Huisarts", "Algemeen Ziekenhuis";
* a one-word name of four letters or more that is no word of our languages at all (Zipf
  below ``RARE_ZIPF`` in each), or a hospital's that no spelling dictionary of ours holds,
  however often the news names it ("Tergooi", "Ikazia"): "Alrijne", "Abrona", not "Beter",
  "Aanzien", "Johannes", "Meander" (a compound of
  the trade, "Acupunctuurcentrum", stays: the finder reads one-word names only as written,
  capitalised, where running text writes such a noun in lower case);
* an abbreviation of the hospital list in capitals ("UMCG", "LUMC").

Names are stored as written (case kept), one per line, sorted: the same release gives the same
bytes. ``deid.lexicon.institutions`` reads them; the pattern detector matches them in Dutch notes.
"""
from __future__ import annotations

import argparse
import gzip
from importlib import metadata
from pathlib import Path
from typing import Iterable, List, Set

import regex

from deid.lexicon import word_frequency
from deid.lexicon.dictionary_words import known_anywhere

OUT = Path(__file__).resolve().parents[1] / "data" / "institutions_nl.txt.gz"
SOURCE = "deduce/data/lookup/src/institutions"
LISTS = ("lst_hospital", "lst_hospital_abbr", "lst_healthcare_institution")
# A word this frequent in Dutch or English is an ordinary word of a name ("Zorg", "Centrum").
COMMON_ZIPF = 3.0
# A one-word name must be rarer than this in every language we read.
RARE_ZIPF = 2.0
LANGUAGES = ("nl", "en", "de", "fr", "es", "it")
_WORD = regex.compile(r"\p{L}[\p{L}\p{M}'’]*")


def _read(name: str) -> List[str]:
    dist = metadata.distribution("deduce")
    path = Path(dist.locate_file(f"{SOURCE}/{name}"))
    if not path.is_file():
        return []
    return [line.strip() for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _zipf(word: str, languages: Iterable[str]) -> float:
    return max(word_frequency.zipf(word.lower(), language) for language in languages)


def keep(name: str, abbreviation: bool = False, hospital: bool = False) -> bool:
    """Whether an institution's name is kept (module docstring)."""
    words = _WORD.findall(name)
    if not words:
        return False
    if abbreviation:
        return name.isupper() and 2 <= len(name) <= 6 and name.isalpha()
    if len(words) == 1:
        if hospital and len(words[0]) >= 4 and name == words[0] and not _known(words[0]):
            return True  # a hospital's coined name, frequent in the news but in no dictionary
        return len(words[0]) >= 4 and _zipf(words[0], LANGUAGES) < RARE_ZIPF and name == words[0]
    return any(_zipf(w, ("nl", "en")) < COMMON_ZIPF and len(w) >= 3 for w in words)


def _known(word: str) -> bool:
    """A word some spelling dictionary of our languages holds, small or capitalised."""
    return any(known_anywhere(word, language) for language in LANGUAGES)


def build() -> List[str]:
    names: Set[str] = set()
    for listed in LISTS:
        exceptions = set(_read(f"{listed}/exceptions.txt"))
        for name in _read(f"{listed}/items.txt"):
            if name not in exceptions and keep(name, abbreviation=listed == "lst_hospital_abbr",
                                               hospital=listed == "lst_hospital"):
                names.add(name)
    return sorted(names)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=str(OUT))
    args = parser.parse_args()
    names = build()
    if not names:
        raise SystemExit("no institutions read: pip install --no-deps deduce==3.0.6")
    with gzip.GzipFile(args.out, "wb", mtime=0) as handle:
        handle.write(("\n".join(names) + "\n").encode("utf-8"))
    print(f"{len(names)} institution names -> {args.out}")


if __name__ == "__main__":
    main()
