"""Build ``deid/data/name_ranks.npz`` (how popular a word is as a first name and as a
surname, in real populations) and ``deid/data/drug_words.txt.gz`` (drug names).

    pip install -e '.[lexicon]' && python -m deid.lexicon.build_name_ranks

Names: the ``names-dataset`` package (3.3.1, MIT): 730k first names and 983k surnames with
their popularity rank per country, counted over a large sample of real social-network
profiles. Faker's lists, which the engine used alone before, hold a few hundred names per
locale; a note's staff, relatives and neighbours are drawn from the whole population, and
from the countries its patients come from. Two ranks are kept per word and name kind:

* ``home``: the best rank in the countries of our locales and their neighbours
  (``HOME_COUNTRIES``), where a note's people mostly come from;
* ``any``: the best rank in any of the dataset's 105 countries (a Turkish, Moroccan,
  Polish or Nigerian name in a Belgian note is still a name).

A surname with particles ("Van Den Broeck", "De Vries") also ranks its last word.

A word is kept when it has a home rank, or an ``any`` rank of at most ``MAX_ANY_RANK``
(the long tail abroad is mostly transliteration noise). Words are folded as
``deid.lexicon.name_lexicon.fold`` does; a folded word keeps its best ranks: ``first_home
first_any last_home last_any`` (0: no rank), stored against a 64-bit hash of the word
(``word_key``) so the table is small and quick to load; ``--tsv`` also writes the words in
clear to inspect. Sorted, so the same release gives the same bytes.

Drugs: the variant names (generic and brand, several languages' brands) of
``drug-named-entity-recognition`` (2.0.9, MIT), single words of four letters or more,
folded, minus words that are popular names in our countries (``Alexis`` is a person
before it is anything else: privacy first).
"""
from __future__ import annotations

import argparse
import bz2
import gzip
import importlib
import io
import os
import pickle
import sys
from pathlib import Path
from typing import Dict, Iterable, List, Optional, Sequence

import numpy as np
import regex

from deid.lexicon.name_lexicon import PARTICLES, fold
from deid.lexicon.word_keys import word_key

DATA = Path(__file__).resolve().parent.parent / "data"
NAME_RANKS = DATA / "name_ranks.npz"
DRUG_WORDS = DATA / "drug_words.txt.gz"
# Countries of our locales, and their neighbours whose names cross the border daily.
HOME_COUNTRIES = frozenset({"BE", "NL", "FR", "GB", "IE", "DE", "AT", "CH", "LU", "ES", "IT", "PT", "DK"})
MAX_ANY_RANK = 5_000
# A drug name that is also a name this popular at home stays a possible name.
DRUG_NAME_CONFLICT_RANK = 2_000
_WORD = regex.compile(r"^\p{L}[\p{L}\p{M}'’\-]*$")

Ranks = Dict[str, List[int]]  # folded word -> [first_home, first_any, last_home, last_any]


def _best(current: int, rank: int) -> int:
    return rank if current == 0 or rank < current else current


def collect(table: dict, column: int, ranks: Ranks) -> None:
    """Fold ``table`` (names-dataset: name -> {'rank': {country: rank}}) into ``ranks``."""
    for name, info in table.items():
        if not _WORD.match(name):
            # "Van Den Broeck", "De Vries": the last word of a surname with particles is a
            # surname word, as popular as the whole name; other several-word names are skipped.
            parts = name.split()
            if len(parts) < 2 or not all(fold(p) in PARTICLES for p in parts[:-1]) or not _WORD.match(parts[-1]):
                continue
            name = parts[-1]
        country_ranks = info.get("rank") or {}
        home = min((r for c, r in country_ranks.items() if c in HOME_COUNTRIES), default=0)
        anywhere = min(country_ranks.values(), default=0)
        if not home and not (anywhere and anywhere <= MAX_ANY_RANK):
            continue
        key = fold(name)
        row = ranks.setdefault(key, [0, 0, 0, 0])
        if home:
            row[column] = _best(row[column], home)
        if anywhere:
            row[column + 1] = _best(row[column + 1], anywhere)


def name_rows(ranks: Ranks) -> Iterable[str]:
    for word in sorted(ranks):
        yield "\t".join([word, *(str(r) for r in ranks[word])])


def write_table(ranks: Ranks, path: Path) -> None:
    """The ranks as sorted 64-bit word keys and four uint16 rank columns (0: none; ranks above
    65,535 do not occur): 10 bytes a word, loaded in milliseconds, looked up by bisection."""
    keys = np.array([word_key(w) for w in ranks], dtype=np.int64)
    values = np.array([[min(r, 65535) for r in ranks[w]] for w in ranks], dtype=np.uint16).reshape(-1, 4)
    order = np.argsort(keys, kind="stable")
    keys, values = keys[order], values[order]
    if len(np.unique(keys)) != len(keys):
        raise SystemExit("two words share a key: widen the hash")
    buffer = io.BytesIO()
    np.savez_compressed(buffer, keys=keys, ranks=values)
    path.write_bytes(buffer.getvalue())


def drug_words(variants: Iterable[str], ranks: Ranks) -> List[str]:
    words = set()
    for variant in variants:
        if " " in variant or len(variant) < 4 or not _WORD.match(variant):
            continue
        key = fold(variant)
        row = ranks.get(key)
        if row and any(0 < r <= DRUG_NAME_CONFLICT_RANK for r in (row[0], row[2])):
            continue
        words.add(key)
    return sorted(words)


def _package_file(package: str, relative: str) -> str:
    module = importlib.import_module(package)
    return os.path.join(os.path.dirname(module.__file__), relative)


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out-dir", default=str(DATA))
    parser.add_argument("--tsv", action="store_true", help="also write name_ranks.tsv.gz, readable, to inspect")
    args = parser.parse_args(argv)
    ranks: Ranks = {}
    for column, filename in ((0, "v3/first_names.pkl.gz"), (2, "v3/last_names.pkl.gz")):
        with gzip.open(_package_file("names_dataset", filename)) as handle:
            collect(pickle.load(handle), column, ranks)
    with bz2.open(_package_file("drug_named_entity_recognition", "drug_ner_dictionary.pkl.bz2")) as handle:
        variants = pickle.load(handle)["drug_variant_to_canonical"]
    out = Path(args.out_dir)
    if args.tsv:
        # mtime=0: the same data give the same bytes.
        with gzip.GzipFile(out / "name_ranks.tsv.gz", "wb", mtime=0) as handle:
            handle.write(("\n".join(name_rows(ranks)) + "\n").encode("utf-8"))
    write_table(ranks, out / NAME_RANKS.name)
    drugs = drug_words(variants, ranks)
    with gzip.GzipFile(out / DRUG_WORDS.name, "wb", mtime=0) as handle:
        handle.write(("\n".join(drugs) + "\n").encode("utf-8"))
    print(f"{len(ranks)} name words -> {out / NAME_RANKS.name}; {len(drugs)} drug words -> {out / DRUG_WORDS.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
