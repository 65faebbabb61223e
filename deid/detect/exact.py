"""Baseline detector: exact, case-insensitive, word-bounded registry values and e-mails.

The first working detector of the engine, kept as a cheap fallback and as the
reference the fuzzy registry matcher must beat: it finds a registry value only
where it is spelled exactly as registered (up to case).
"""
from __future__ import annotations

import re
from typing import List, Sequence

from deid.records import Note, Person
from deid.spans import Span

_EMAIL = re.compile(r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+(?![\w-])")

# Registry field -> contract label. Values shorter than MIN_LENGTH are skipped:
# a two-letter first name matched exactly would fire on ordinary words.
FIELD_LABELS = {
    "first_name": "NAME",
    "last_name": "NAME",
    "city": "LOCATION",
    "street": "ADDRESS",
    "phone": "PHONE",
    "email": "EMAIL",
    "national_id": "ID",
    "mrn": "ID",
}
MIN_LENGTH = 3


class ExactMatcher:
    name = "registry"

    def detect(self, note: Note, persons: Sequence[Person]) -> List[Span]:
        text = note.text
        spans: List[Span] = []
        for person in persons:
            for field, label in FIELD_LABELS.items():
                value = getattr(person, field)
                if len(value) < MIN_LENGTH:
                    continue
                pattern = re.compile(r"(?<!\w)" + re.escape(value) + r"(?!\w)", re.IGNORECASE)
                for match in pattern.finditer(text):
                    spans.append(
                        Span(match.start(), match.end(), label, "registry", 1.0, f"{person.key}:{field}")
                    )
        for match in _EMAIL.finditer(text):
            spans.append(Span(match.start(), match.end(), "EMAIL", "pattern"))
        return spans
