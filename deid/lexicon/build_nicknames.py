"""Build ``deid/data/nicknames.tsv.gz``: the short forms and nicknames of English first names.

    pip install nicknames==1.0.1 && python -m deid.lexicon.build_nicknames

Source: the ``nicknames`` package (1.0.1, Apache-2.0; carltonnorthern/nicknames, a
hand-curated list of ~1,100 English given names and their nicknames: "margaret" ->
"maggie", "peggy", "meg"; "william" -> "bill", "will"). One line per first name: the
name, a tab, its nicknames separated by spaces, all lower case, sorted, so the same
release gives the same bytes. Read by ``deid.lexicon.registry_short_forms``; the
package is needed only to rebuild the file, not at run time.
"""
from __future__ import annotations

import argparse
import csv
import gzip
import importlib.resources
from collections import defaultdict
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "data" / "nicknames.tsv.gz"


def build() -> dict:
    table = defaultdict(set)
    source = importlib.resources.files("nicknames") / "names.csv"
    with source.open("r", encoding="utf-8") as handle:
        for row in csv.reader(handle):
            if len(row) < 3 or row[1] != "has_nickname":
                continue
            name, nick = row[0].strip().lower(), row[2].strip().lower()
            if name.isalpha() and nick.isalpha() and name != nick:
                table[name].add(nick)
    return table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=str(OUT))
    args = parser.parse_args()
    table = build()
    lines = "".join(f"{name}\t{' '.join(sorted(nicks))}\n" for name, nicks in sorted(table.items()))
    with gzip.GzipFile(args.out, "wb", mtime=0) as handle:
        handle.write(lines.encode("utf-8"))
    print(f"{len(table)} names -> {args.out}")


if __name__ == "__main__":
    main()
