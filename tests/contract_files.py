"""Small contract-conformant inputs shared across the test tree."""
from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Iterable, Sequence

from deid.records import PERSON_FIELDS

REPO = Path(__file__).resolve().parent.parent
SAMPLE = REPO / "sample"


def write_jsonl(path: Path, records: Iterable) -> Path:
    """Write records as JSON Lines; a str record is written verbatim (for broken lines)."""
    with open(path, "w", encoding="utf-8") as handle:
        for record in records:
            handle.write(record if isinstance(record, str) else json.dumps(record, ensure_ascii=False))
            handle.write("\n")
    return path


def write_registry(path: Path, rows: Sequence[dict], delimiter: str = ",") -> Path:
    fields = list(PERSON_FIELDS) + ["department"]
    with open(path, "w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=fields, delimiter=delimiter)
        writer.writeheader()
        for row in rows:
            writer.writerow({name: row.get(name, "") for name in fields})
    return path


STORMY = {
    "patient_id": "P1", "role": "patient", "first_name": "Stormy", "last_name": "Danneels",
    "gender": "F", "birth_date": "1961-04-12", "street": "Kerkstraat", "house_number": "12",
    "postcode": "9000", "city": "Gent", "phone": "0471 23 45 67", "email": "stormy.danneels@example.be",
    "national_id": "61041233376", "mrn": "MRN0012345",
}
DOCTOR = {"patient_id": "P1", "role": "physician", "first_name": "Koen", "last_name": "Vermeulen", "gender": "M"}

