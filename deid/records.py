"""Typed records of the data contract (docs/CONTRACT.md): notes and registry persons.

They are plain frozen dataclasses so that the pure detection and replacement
logic never depends on Beam, and so that Beam can pickle them between stages.
Parsing and validation live in ``deid.contract``.
"""
from __future__ import annotations

import hashlib
import unicodedata
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Mapping, Optional, Tuple

from deid.pickling import pickled_by_fields

if TYPE_CHECKING:  # imported for annotations only; spans do not depend on records
    from deid.spans import Span

ROLES = ("patient", "physician", "relative", "contact")

# Registry columns of the contract, in the contract's order.
PERSON_FIELDS = (
    "patient_id",
    "role",
    "first_name",
    "last_name",
    "gender",
    "birth_date",
    "street",
    "house_number",
    "postcode",
    "city",
    "phone",
    "email",
    "national_id",
    "mrn",
)


@pickled_by_fields
@dataclass(frozen=True, slots=True)
class Origin:
    """Where an input record was read: enough to find it again, never its content.

    ``source_file`` is the file's path relative to the folder of the input glob
    (bucket and parent folders are infrastructure, not the operator's business);
    ``line`` is the 1-based physical line of a text file (JSON Lines, CSV; a CSV
    header is line 1); ``row`` is the 0-based row index of a Parquet file.
    """

    source_file: Optional[str] = None
    line: Optional[int] = None
    row: Optional[int] = None

    def order_key(self) -> Tuple[str, int]:
        """Position in the input, for the duplicate policy: by file, then line or row."""
        position = self.line if self.line is not None else self.row
        return (self.source_file or "", -1 if position is None else position)


@pickled_by_fields
@dataclass(frozen=True, slots=True)
class Note:
    note_id: str
    patient_id: str
    text: str
    locale: str
    source: Optional[str] = None
    note_date: Optional[str] = None
    labels: Tuple[Tuple[str, str], ...] = ()
    # Fields the user asked to carry through (--keep-fields), as (name, value) pairs.
    kept: Tuple[Tuple[str, object], ...] = ()
    # Where the note was read; dead letters of later steps carry it. Not part of equality.
    origin: Optional[Origin] = field(default=None, compare=False)

    @property
    def labels_dict(self) -> Mapping[str, str]:
        return dict(self.labels)


def _fold(value: str) -> str:
    """Case- and accent-insensitive form used only to derive stable person keys."""
    decomposed = unicodedata.normalize("NFKD", value)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold().strip()


@pickled_by_fields
@dataclass(frozen=True, slots=True)
class Person:
    """One registry row: a person linked to a patient. Empty columns are ``""``."""

    patient_id: str
    role: str = ""
    first_name: str = ""
    last_name: str = ""
    gender: str = ""
    birth_date: str = ""
    street: str = ""
    house_number: str = ""
    postcode: str = ""
    city: str = ""
    phone: str = ""
    email: str = ""
    national_id: str = ""
    mrn: str = ""
    key: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        if not self.key:
            object.__setattr__(self, "key", person_key(self))

    @property
    def full_name(self) -> str:
        return " ".join(part for part in (self.first_name, self.last_name) if part)


def person_key(person: Person) -> str:
    """A stable, opaque key of a registry person within its patient.

    Derived from the person's role, names and birth date (not from the row's
    position), so that the key, and therefore the surrogate derived from it,
    stays the same on every nightly run even when rows are added or reordered.
    It never leaves the pipeline: it is not written to any output.
    """
    material = "\x1f".join(
        _fold(v) for v in (person.role, person.first_name, person.last_name, person.birth_date)
    )
    return hashlib.blake2b(material.encode("utf-8"), digest_size=8).hexdigest()


@pickled_by_fields
@dataclass(frozen=True, slots=True)
class AnnotatedNote:
    """A note on its way through the de-identification stage.

    ``persons`` are the registry rows of the note's patient (possibly none);
    ``spans`` accumulate as detectors run; ``comments`` are short fixed codes
    (never text) that end up in the output's ``comment`` column.
    """

    note: Note
    persons: Tuple[Person, ...] = ()
    spans: Tuple["Span", ...] = ()
    comments: Tuple[str, ...] = ()

    def with_spans(self, spans) -> "AnnotatedNote":
        return AnnotatedNote(self.note, self.persons, self.spans + tuple(spans), self.comments)

    def with_comment(self, comment: str) -> "AnnotatedNote":
        if comment in self.comments:
            return self
        return AnnotatedNote(self.note, self.persons, self.spans, self.comments + (comment,))
