"""The contract's output tables: explicit pyarrow schemas and row builders."""
from __future__ import annotations

import json
from typing import Iterable, Sequence

import pyarrow as pa

from deid.replace import Entity

ENTITY_TYPE = pa.struct(
    [
        pa.field("start", pa.int64(), nullable=False),
        pa.field("end", pa.int64(), nullable=False),
        pa.field("label", pa.string(), nullable=False),
        pa.field("detector", pa.string(), nullable=False),
        pa.field("out_start", pa.int64(), nullable=False),
        pa.field("out_end", pa.int64(), nullable=False),
    ]
)

_BASE_FIELDS = [
    pa.field("note_id", pa.string(), nullable=False),
    pa.field("patient_id", pa.string(), nullable=False),
    pa.field("text", pa.string(), nullable=False),
    pa.field("entities", pa.list_(ENTITY_TYPE), nullable=False),
    pa.field("comment", pa.string(), nullable=False),
]

KEY_TABLE_SCHEMA = pa.schema(
    [
        pa.field("note_id", pa.string(), nullable=False),
        pa.field("patient_id", pa.string(), nullable=False),
        pa.field("start", pa.int64(), nullable=False),
        pa.field("end", pa.int64(), nullable=False),
        pa.field("label", pa.string(), nullable=False),
        pa.field("original", pa.string(), nullable=False),
        pa.field("surrogate", pa.string(), nullable=False),
    ]
)


# DIR/state/: for each published note, the digest of what its row was made from (deid.incremental),
# so that the next night reuses the row of a note that did not change. Digests only, never text.
STATE_SCHEMA = pa.schema(
    [
        pa.field("note_id", pa.string(), nullable=False),
        pa.field("digest", pa.string(), nullable=False),
    ]
)


def notes_schema(keep_fields: Sequence[str] = ()) -> pa.Schema:
    """The de-identified notes schema; kept fields follow as nullable string columns.

    A kept field is carried untouched when it is a string; any other JSON value
    (number, object, list) is carried as its JSON text, so that one column has
    one type whatever the records hold.
    """
    return pa.schema(_BASE_FIELDS + [pa.field(name, pa.string(), nullable=True) for name in keep_fields])


def kept_value(value) -> "str | None":
    if value is None or isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)


def note_row(
    note_id: str,
    patient_id: str,
    text: str,
    entities: Iterable[Entity],
    comments: Iterable[str],
    kept: Sequence = (),
) -> dict:
    row = {
        "note_id": note_id,
        "patient_id": patient_id,
        "text": text,
        "entities": [entity.as_row() for entity in entities],
        "comment": ";".join(sorted(set(comments))),
    }
    for name, value in kept:
        row[name] = kept_value(value)
    return row
