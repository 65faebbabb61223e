"""Validation of input records against the data contract.

Every rejection carries a reason from a fixed vocabulary (``Rejection.reason``)
and, at most, the record's note id: never its text nor any other value, since
dead letters are read by operators who must not see identifiers.
"""
from __future__ import annotations

import datetime as _dt
import json
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Optional, Tuple, Union

from deid.records import LOCALE_SET, PERSON_FIELDS, ROLES, Note, Person

CONTRACT_VERSION = 1

NOTE_REQUIRED = ("note_id", "patient_id", "text")
NOTE_OPTIONAL = ("locale", "source", "note_date", "labels")

# The closed vocabulary of rejection reasons. A reason may be suffixed with
# ":<field name>", field names being the contract's (or the user's --keep-fields).
REASONS = frozenset(
    {
        "invalid_json",
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
        "processing_error",
    }
)


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
    """A dead-letter record: where it came from, which note (if readable), why."""

    input: str  # "notes" or "registry"
    reason: str
    note_id: Optional[str] = None
    patient_id_present: bool = False
    source_file: Optional[str] = None

    def to_json(self) -> str:
        record = {
            "input": self.input,
            "note_id": self.note_id,
            "reason": self.reason,
            "source_file": self.source_file,
        }
        return json.dumps(record, ensure_ascii=False, sort_keys=True)


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


def parse_person(row: Any) -> Person:
    """Validate one registry row (CSV dict or JSON object); raise ``InvalidRecord``.

    Unknown extra columns are ignored; every column but ``patient_id`` may be empty.
    """
    if not isinstance(row, Mapping):
        raise InvalidRecord("not_an_object")
    values = {}
    for name in PERSON_FIELDS:
        value = row.get(name)
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
        values[name] = value.strip()
    if not values["patient_id"]:
        raise InvalidRecord("missing_field", "patient_id")
    role = values["role"].lower()
    if role and role not in ROLES:
        raise InvalidRecord("unknown_role", "role")
    values["role"] = role
    gender = values["gender"].upper()
    if gender and gender not in ("F", "M"):
        raise InvalidRecord("invalid_gender", "gender")
    values["gender"] = gender
    if values["birth_date"]:
        _iso_date(values["birth_date"], "birth_date")
    return Person(**values)
