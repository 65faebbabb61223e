"""Validation of input records against the data contract (docs/CONTRACT.md).

Every rejection carries a reason from a fixed vocabulary (``REASONS``), where
the record was read (file, line or row) and, at most, the record's note id:
never its text nor any other value, since dead letters are read by operators
who must not see identifiers.
"""
from __future__ import annotations

import datetime as _dt
import json
import re
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Optional, Tuple, Union

from deid.locales import LOCALE_SET
from deid.records import PERSON_FIELDS, ROLES, Note, Origin, Person

CONTRACT_VERSION = 1

NOTE_REQUIRED = ("note_id", "patient_id", "text")
NOTE_OPTIONAL = ("locale", "source", "note_date", "labels")

# The closed vocabulary of rejection reasons, documented one by one in
# docs/CONTRACT.md (a test keeps the two equal). A reason may be suffixed with
# ":<field name>", field names being the contract's (or the user's --keep-fields),
# or, for processing_error, ":<step>".
REASONS = frozenset(
    {
        "invalid_json",
        "invalid_encoding",
        "unreadable_file",
        "not_an_object",
        "missing_field",
        "empty_field",
        "wrong_type",
        "unknown_locale",
        "invalid_date",
        "invalid_labels",
        "invalid_unicode",
        "unknown_role",
        "invalid_gender",
        "invalid_email",
        "invalid_phone",
        "misaligned_row",
        "duplicate_note_id",
        "processing_error",
        # Issue 12 (fail-safe runs): a note above --max-note-chars (transforms/deidentify/limit_note_length.py),
        # and one whose language no NER model serves (deid/failure_policy.py).
        "note_too_long",
        "no_ner_model",
    }
)

# Dead-letter inputs: a note, a whole registry row (the person is not used), or
# one field of a registry row whose other fields are kept.
INPUTS = ("notes", "registry", "registry_field")


class InvalidRecord(ValueError):
    """A record that breaks the contract. Its message is the reason code only."""

    def __init__(self, reason: str, field_name: Optional[str] = None):
        if reason not in REASONS:
            raise ValueError(f"unknown rejection reason code {reason!r}")
        self.reason = reason
        self.field_name = field_name
        super().__init__(self.code)

    @property
    def code(self) -> str:
        return f"{self.reason}:{self.field_name}" if self.field_name else self.reason


@dataclass(frozen=True, slots=True)
class Rejection:
    """A dead-letter record: which input, why, where it was read, which note (if readable)."""

    input: str  # one of INPUTS
    reason: str
    note_id: Optional[str] = None
    source_file: Optional[str] = None
    line: Optional[int] = None  # 1-based line of a text file (JSON Lines, CSV)
    row: Optional[int] = None  # 0-based row index of a Parquet file

    @classmethod
    def at(cls, input: str, reason: str, origin: Optional[Origin], note_id: Optional[str] = None) -> "Rejection":
        origin = origin or Origin()
        return cls(input, reason, note_id, origin.source_file, origin.line, origin.row)

    def to_row(self) -> dict:
        # Every key always present (null when it does not apply): one schema for every reader.
        return {
            "input": self.input,
            "line": self.line,
            "note_id": self.note_id,
            "reason": self.reason,
            "row": self.row,
            "source_file": self.source_file,
        }

    def to_json(self) -> str:
        return json.dumps(self.to_row(), ensure_ascii=False, sort_keys=True)


def note_rejection(note: Note, reason: str) -> Rejection:
    """The dead letter of a note that failed after it was read: its id and where it came from."""
    return Rejection.at("notes", reason, note.origin, note.note_id)


def _check_unicode(value: str, name: str) -> None:
    # Lone surrogates decode from JSON ("\ud800") but cannot be written as UTF-8.
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise InvalidRecord("invalid_unicode", name) from None


def _required_str(obj: Mapping[str, Any], name: str) -> str:
    if name not in obj or obj[name] is None:
        raise InvalidRecord("missing_field", name)
    value = obj[name]
    if not isinstance(value, str):
        raise InvalidRecord("wrong_type", name)
    _check_unicode(value, name)
    if not value.strip():
        raise InvalidRecord("empty_field", name)
    return value


def _optional_str(obj: Mapping[str, Any], name: str) -> Optional[str]:
    value = obj.get(name)
    if value is None or value == "":
        return None
    if not isinstance(value, str):
        raise InvalidRecord("wrong_type", name)
    _check_unicode(value, name)
    return value


def _iso_date(value: Optional[str], name: str) -> Optional[str]:
    if value is None:
        return None
    try:
        _dt.date.fromisoformat(value[:10])
    except ValueError:
        raise InvalidRecord("invalid_date", name) from None
    if len(value) > 10 and value[10] not in "T ":
        raise InvalidRecord("invalid_date", name)
    return value


def _labels(obj: Mapping[str, Any]) -> Tuple[Tuple[str, str], ...]:
    value = obj.get("labels")
    if value is None:
        return ()
    if isinstance(value, str):
        # Parquet writers without a map type often store the object as JSON text.
        try:
            value = json.loads(value)
        except ValueError:
            raise InvalidRecord("invalid_labels", "labels") from None
    if isinstance(value, list) and all(isinstance(i, (list, tuple)) and len(i) == 2 for i in value):
        value = dict(value)  # pyarrow reads a map column as a list of (key, value) pairs
    if not isinstance(value, Mapping):
        raise InvalidRecord("invalid_labels", "labels")
    pairs = []
    for task, klass in value.items():
        if not isinstance(task, str) or not isinstance(klass, (str, int, bool)) or not task:
            raise InvalidRecord("invalid_labels", "labels")
        pairs.append((task, str(klass)))
    return tuple(sorted(pairs))


def parse_note(
    obj: Any,
    default_locale: str,
    keep_fields: Iterable[str] = (),
    origin: Optional[Origin] = None,
) -> Note:
    """Validate one decoded input record and build a ``Note``; raise ``InvalidRecord``."""
    if not isinstance(obj, Mapping):
        raise InvalidRecord("not_an_object")
    note_id = _required_str(obj, "note_id")
    patient_id = _required_str(obj, "patient_id")
    if "text" in obj and obj["text"] is not None and not isinstance(obj["text"], str):
        raise InvalidRecord("wrong_type", "text")
    text = _required_str(obj, "text")
    locale = _optional_str(obj, "locale") or default_locale
    if locale not in LOCALE_SET:
        raise InvalidRecord("unknown_locale", "locale")
    source = _optional_str(obj, "source")
    note_date = _iso_date(_optional_str(obj, "note_date"), "note_date")
    labels = _labels(obj)
    kept = tuple((name, obj.get(name)) for name in keep_fields)
    return Note(
        note_id=note_id,
        patient_id=patient_id,
        text=text,
        locale=locale,
        source=source,
        note_date=note_date,
        labels=labels,
        kept=kept,
        origin=origin,
    )


def decode_json_line(line: Union[str, bytes]) -> Any:
    """Decode one JSON Lines record; raise ``InvalidRecord('invalid_json')``."""
    try:
        return json.loads(line)
    except (ValueError, UnicodeDecodeError):
        raise InvalidRecord("invalid_json") from None


def readable_note_id(obj: Any) -> Optional[str]:
    """The note id of a rejected record, if it has a usable one."""
    if isinstance(obj, Mapping):
        value = obj.get("note_id")
        if isinstance(value, str) and value.strip():
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                return None
            return value
        if isinstance(value, int) and not isinstance(value, bool):
            return str(value)
    return None


# Deliberately loose shapes: they catch a value in the wrong column or a broken
# export, not every invalid address or number. A value that fails is rejected
# alone (its field), never quoted.
_EMAIL = re.compile(r"[^@\s]+@[^@\s]+\.[^@\s.]+")
_PHONE = re.compile(r"\+?[\d\s().\-/]+")


def _person_field(name: str, value: str) -> str:
    """One normalised registry value; raise ``InvalidRecord`` naming the field."""
    if name == "role":
        value = value.lower()
        if value and value not in ROLES:
            raise InvalidRecord("unknown_role", name)
    elif name == "gender":
        value = value.upper()
        if value and value not in ("F", "M"):
            raise InvalidRecord("invalid_gender", name)
    elif name == "birth_date" and value:
        _iso_date(value, name)
    elif name == "email" and value and not _EMAIL.fullmatch(value):
        raise InvalidRecord("invalid_email", name)
    elif name == "phone" and value and (not _PHONE.fullmatch(value) or sum(c.isdigit() for c in value) < 3):
        raise InvalidRecord("invalid_phone", name)
    return value


def parse_person_fields(row: Any) -> Tuple[Person, Tuple[InvalidRecord, ...]]:
    """Validate one registry row field by field: the person, and the fields rejected.

    A bad field (a birth date ``1990-13-45``, an e-mail without ``@``, a number
    where text belongs) is rejected alone and left empty; the person's other
    fields are kept, because a person dropped whole is a name no longer searched
    in any note. Only a row that is no object or has no usable ``patient_id``
    (it cannot be linked to any note) raises ``InvalidRecord``. Unknown extra
    columns are ignored; every column but ``patient_id`` may be empty.
    """
    if not isinstance(row, Mapping):
        raise InvalidRecord("not_an_object")
    values = {}
    rejected = []
    for name in PERSON_FIELDS:
        value = row.get(name)
        try:
            if value is None:
                value = ""
            elif isinstance(value, (int, float)) and not isinstance(value, bool) and name in (
                "house_number", "postcode", "phone", "national_id", "mrn", "patient_id",
            ):
                # JSON registries sometimes hold numeric ids and numbers as numbers.
                value = str(int(value)) if float(value).is_integer() else str(value)
            elif not isinstance(value, str):
                raise InvalidRecord("wrong_type", name)
            _check_unicode(value, name)
            values[name] = _person_field(name, value.strip())
        except (InvalidRecord, OverflowError, ValueError) as error:
            if name == "patient_id":
                raise error if isinstance(error, InvalidRecord) else InvalidRecord("wrong_type", name) from None
            rejected.append(error if isinstance(error, InvalidRecord) else InvalidRecord("wrong_type", name))
            values[name] = ""
    if not values["patient_id"]:
        raise InvalidRecord("missing_field", "patient_id")
    return Person(**values), tuple(rejected)


def parse_person(row: Any) -> Person:
    """Strict: the person of a registry row whose every field is valid; raise ``InvalidRecord``."""
    person, rejected = parse_person_fields(row)
    if rejected:
        raise rejected[0]
    return person
