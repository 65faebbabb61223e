"""Names on public annotated text: how often the complete detection calls a non-person a person.

    python bench/public_names.py [--sets germeval_de,europeana_de,europeana_nl,europeana_fr,wnut_en]
                                 [--limit N] [--json OUT.json]

The hand-written development set is small and nearly saturated for names; real text with persons
marked by other hands says more about how the name rules behave on language our notes never
write (German capitalised nouns above all). This runs the complete detection without a registry
(pattern, names and NER, as ``deid run`` does it, ``deid.resolve`` included) over the dev splits
of public NER corpora in ``../shared/data/ner`` (news, Wikipedia, historic newspapers, social
media; see that folder's README) and prints, per corpus:

- ``persons``: gold person spans, and ``found``: the share a detected span of any label overlaps
  (a person left in the text is a leak, whatever label masked the others);
- ``names``: detected NAME spans, and ``on person``: the share that overlap a gold person;
  ``on entity``: the share that overlap any gold entity (a place or an organisation masked as a
  name still protects, but its surrogate is the wrong kind);
- ``false names per 10k words``: NAME spans on no gold entity at all, the ones that replace
  ordinary words ("Herr der Lage", "Gabe von ...") and damage the text.

The corpora annotate persons, not every name (fictional characters, authors of works, names
inside titles are often left out), so ``on person`` is a lower bound of precision. Not clinical
text: a check of the name rules' side effects, never a target to tune on. Nothing of the text
is printed.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Dict, List

sys.path.insert(0, str(Path(__file__).resolve().parent))

from deid.contract import parse_note  # noqa: E402

from generalization import SHARED, Detection  # noqa: E402

NER_DATA = SHARED / "ner"
# name -> (file under ../shared/data/ner, the locale the notes are read in)
SETS: Dict[str, tuple] = {
    "germeval_de": ("germeval2014_de/dev.jsonl", "de_DE"),
    "europeana_de": ("europeana_newspapers/de.jsonl", "de_DE"),
    "europeana_nl": ("europeana_newspapers/nl.jsonl", "nl_NL"),
    "europeana_fr": ("europeana_newspapers/fr.jsonl", "fr_FR"),
    "wnut_en": ("wnut17_en/dev.jsonl", "en_GB"),
}


def _overlaps(span, golds) -> bool:
    return any(g["start"] < span.end and span.start < g["end"] for g in golds)


def run_set(detection: Detection, path: Path, locale: str, limit: int = 0) -> dict:
    persons = found = names = on_person = on_entity = words = 0
    for i, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
        if limit and i >= limit:
            break
        record = json.loads(line)
        note = parse_note({"note_id": record["id"], "patient_id": "p", "text": record["text"]}, locale)
        spans = detection.spans(note)
        gold_persons = [g for g in record["spans"] if g["label"] == "NAME"]
        entities = [g for g in record["spans"] if g["label"] != "OTHER"]
        words += len(record["text"].split())
        persons += len(gold_persons)
        found += sum(1 for g in gold_persons if any(s.start < g["end"] and g["start"] < s.end for s in spans))
        for span in spans:
            if span.label != "NAME":
                continue
            names += 1
            on_person += _overlaps(span, gold_persons)
            on_entity += _overlaps(span, entities)
    return {"persons": persons, "found": found / persons if persons else None, "names": names,
            "on_person": on_person / names if names else None, "on_entity": on_entity / names if names else None,
            "false_names_per_10k_words": 1e4 * (names - on_entity) / words if words else None, "words": words}


def _pct(value) -> str:
    return "-" if value is None else f"{100 * value:.1f}%"


def main(argv: List[str] = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sets", default=",".join(SETS))
    parser.add_argument("--limit", type=int, default=0, help="records per corpus (0: all)")
    parser.add_argument("--json", default="")
    args = parser.parse_args(argv)
    detection = Detection(["pattern", "names", "ner"])
    rows = {}
    print(f"{'corpus':14} {'words':>7} {'persons':>8} {'found':>7} {'names':>6} {'on person':>10} "
          f"{'on entity':>10} {'false names/10k words':>22}")
    for name in args.sets.split(","):
        relative, locale = SETS[name]
        started = time.perf_counter()
        row = run_set(detection, NER_DATA / relative, locale, args.limit)
        rows[name] = row
        print(f"{name:14} {row['words']:>7} {row['persons']:>8} {_pct(row['found']):>7} {row['names']:>6} "
              f"{_pct(row['on_person']):>10} {_pct(row['on_entity']):>10} "
              f"{row['false_names_per_10k_words']:>22.1f}   ({time.perf_counter() - started:.0f} s)")
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=2), encoding="utf-8")


if __name__ == "__main__":
    main()
