"""Builds the hand-written out-of-distribution (OOD) evaluation set.

    python tests/data/ood/build.py        # writes notes.jsonl, registry.csv, gold.jsonl here

The notes below were written by hand, in styles the synthetic generator
(``deid/synth``) does not use: narrative letters, ICU and nursing shorthand,
e-mail referrals, tables, lower-case and ALL-CAPS names, particles, names that
are common words, staff and people outside the registry, and plenty of
confusable clinical text (eponyms, drugs, doses, scores, lab values, times).
Everything is fictitious; national ids are made up with valid checksums.

Markup: ``[[CODE:text]]`` marks a gold span; a ``+`` after the code marks a
value of the patient's registry rows (``linked``, as ``deid synth`` writes it).
Codes: N NAME, D DATE, B BIRTHDATE, A AGE, P PHONE, E EMAIL, U URL, I ID,
AD ADDRESS, L LOCATION, O ORGANIZATION, PR PROFESSION.
Conventions follow ``deid synth``: titles ("Dr.", "Mevr.") stay outside NAME;
a street line is ADDRESS, "postcode city" is one LOCATION; an age includes its
unit ("82 jaar"); an organisation is the institution's name, not the ward.
"""
from __future__ import annotations

import csv
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from ood_notes import NOTES  # noqa: E402
from ood_registry import REGISTRY  # noqa: E402
CODES = {"N": "NAME", "D": "DATE", "B": "BIRTHDATE", "A": "AGE", "P": "PHONE", "E": "EMAIL", "U": "URL",
         "I": "ID", "AD": "ADDRESS", "L": "LOCATION", "O": "ORGANIZATION", "PR": "PROFESSION"}
MARK = re.compile(r"\[\[([A-Z]{1,2})(\+?):(.*?)\]\]", re.S)
COLUMNS = ("patient_id", "role", "first_name", "last_name", "gender", "birth_date", "street", "house_number",
           "postcode", "city", "phone", "email", "national_id", "mrn")


def strip(marked: str):
    """(plain text, gold spans) of a marked-up note."""
    out, spans, pos = [], [], 0
    length = 0
    for m in MARK.finditer(marked):
        before = marked[pos:m.start()]
        out.append(before)
        length += len(before)
        code, plus, value = m.group(1), m.group(2), m.group(3)
        if code not in CODES:
            raise ValueError(f"unknown code {code!r} in {value!r}")
        if value != value.strip() or not value:
            raise ValueError(f"span with edge blanks: {value!r}")
        spans.append({"start": length, "end": length + len(value), "label": CODES[code], "linked": bool(plus)})
        out.append(value)
        length += len(value)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    if "[[" in text or "]]" in text:
        raise ValueError("unbalanced marker in " + text[:80])
    return text, spans


def main(out: Path = HERE) -> None:
    out = Path(out)
    _check_ids()
    patients = {row["patient_id"] for row in REGISTRY}
    with open(out / "registry.csv", "w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=COLUMNS)
        writer.writeheader()
        for row in REGISTRY:
            writer.writerow({c: row.get(c, "") for c in COLUMNS})
    seen = set()
    with open(out / "notes.jsonl", "w", encoding="utf-8") as notes, \
            open(out / "gold.jsonl", "w", encoding="utf-8") as gold:
        for note_id, patient_id, locale, marked in NOTES:
            if note_id in seen or patient_id not in patients:
                raise ValueError(f"bad note {note_id}")
            seen.add(note_id)
            text, spans = strip(marked.strip("\n") + "\n")
            notes.write(json.dumps({"note_id": note_id, "patient_id": patient_id, "locale": locale,
                                    "text": text}, ensure_ascii=False) + "\n")
            gold.write(json.dumps({"note_id": note_id, "spans": spans}, ensure_ascii=False) + "\n")
    print(f"{len(NOTES)} notes, {len(REGISTRY)} registry rows")


def _check_ids() -> None:
    """Every national id in the registry has a valid checksum."""
    from stdnum import luhn, verhoeff
    from stdnum.be import nn
    from stdnum.de import idnr
    from stdnum.es import dni, nie
    from stdnum.fr import nir
    from stdnum.gb import nhs
    from stdnum.it import codicefiscale
    from stdnum.nl import bsn

    checks = (nn, bsn, nhs, nir, idnr, dni, nie, codicefiscale)
    for row in REGISTRY:
        value = row.get("national_id", "")
        if not value:
            continue
        if len(value) == 13 and value.isdigit():  # Luxembourg matricule: Luhn, then Verhoeff, over 11 digits
            if not (luhn.is_valid(value[:12]) and verhoeff.is_valid(value[:11] + value[12])):
                raise ValueError(f"invalid matricule for {row['patient_id']}")
            continue
        if not any(check.is_valid(value) for check in checks):
            raise ValueError(f"invalid national id for {row['patient_id']}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else HERE)
