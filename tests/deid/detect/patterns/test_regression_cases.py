"""Must-fire and must-not-fire cases of the pattern detector, one JSON file per
identifier type (tests/data/regression_cases/*.json, the docdeid layout).

Each case names a locale, a text and the exact spans (text, label) of the
file's labels that the detector must return after overlap resolution, in text
order; an empty list means none of those labels may fire. Spans of other
labels are ignored here: each file specifies one identifier type.
"""
import json
from pathlib import Path

import pytest

from deid.detect.patterns import PatternConfig, PatternDetector
from deid.records import Note
from deid.resolve import resolve_overlaps

CASES_DIR = Path(__file__).resolve().parents[3] / "data" / "regression_cases"
FILES = ("dates", "ages", "phones", "contacts", "ids", "addresses")

DETECTOR = PatternDetector(PatternConfig())


def _cases():
    for name in FILES:
        spec = json.loads((CASES_DIR / f"{name}.json").read_text(encoding="utf-8"))
        labels = frozenset(spec["labels"])
        for case in spec["cases"]:
            yield pytest.param(case, labels, id=f"{name}:{case['id']}")


@pytest.mark.parametrize("case,labels", list(_cases()))
def test_regression_case(case, labels):
    note = Note(note_id="n1", patient_id="p1", text=case["text"], locale=case["locale"])
    spans = resolve_overlaps(DETECTOR.detect(note, ()))
    found = [[note.text[s.start:s.end], s.label] for s in spans if s.label in labels]
    assert found == case["spans"]


def test_case_ids_are_unique_per_file():
    for name in FILES:
        spec = json.loads((CASES_DIR / f"{name}.json").read_text(encoding="utf-8"))
        ids = [case["id"] for case in spec["cases"]]
        assert len(ids) == len(set(ids)), name
