"""Reading and validating the notes input (JSON Lines, gzip or not, or Parquet).

Every raw record leaves as either a ``Note`` (main output) or a ``Rejection``
(the ``dead`` output): the count of raw records is also emitted so that the
manifest can prove records in = records out + dead letters.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Tuple

import apache_beam as beam
from apache_beam.io.parquetio import ReadAllFromParquet
from apache_beam.io.textio import ReadAllFromText

from deid.contract import InvalidRecord, Rejection, decode_json_line, parse_note, readable_note_id
from deid.records import LOCALE_SET

NOTES_TAG = "notes"
DEAD_TAG = "dead"

FORMATS = ("jsonl", "parquet")


def infer_format(pattern: str) -> str:
    """The input format from a glob's extension: ``.parquet`` or JSON Lines."""
    lowered = pattern.lower()
    if lowered.endswith((".parquet", ".parq", ".pq")):
        return "parquet"
    if lowered.endswith((".jsonl", ".jsonl.gz", ".json", ".json.gz", ".ndjson", ".ndjson.gz", ".gz")):
        return "jsonl"
    raise ValueError(
        "cannot tell the notes format from the --notes glob's extension; "
        "name the files *.jsonl, *.jsonl.gz or *.parquet, or pass --notes-format"
    )


@dataclass(frozen=True)
class ReadNotesConfig:
    pattern: str
    default_locale: str
    input_format: str = "auto"
    keep_fields: Tuple[str, ...] = field(default=())

    def __post_init__(self) -> None:
        if not self.pattern:
            raise ValueError("the notes glob must not be empty")
        if self.default_locale not in LOCALE_SET:
            raise ValueError(f"--locale must be one of {', '.join(sorted(LOCALE_SET))}")
        if self.input_format not in ("auto",) + FORMATS:
            raise ValueError(f"notes format must be auto, {' or '.join(FORMATS)}")
        if self.input_format == "auto":
            object.__setattr__(self, "input_format", infer_format(self.pattern))
        reserved = {"note_id", "patient_id", "text", "entities", "comment"}
        clash = reserved.intersection(self.keep_fields)
        if clash:
            raise ValueError(f"--keep-fields cannot name output columns: {', '.join(sorted(clash))}")


class ValidateNoteFn(beam.DoFn):
    """(source file, decoded record or raw line) -> Note, or a Rejection on the dead output."""

    def __init__(self, config: ReadNotesConfig):
        self._config = config

    def process(self, element) -> Iterable:
        source_file, record = element
        obj = None
        try:
            obj = decode_json_line(record) if isinstance(record, (str, bytes)) else record
            yield parse_note(obj, self._config.default_locale, self._config.keep_fields)
        except InvalidRecord as error:
            yield beam.pvalue.TaggedOutput(
                DEAD_TAG,
                Rejection("notes", error.code, readable_note_id(obj), source_file=_base_name(source_file)),
            )


def _base_name(path: str) -> str:
    # Only the file's name: bucket and folder names are infrastructure, not the operator's business.
    return path.rstrip("/").rsplit("/", 1)[-1]


def _not_blank(element) -> bool:
    _, line = element
    return bool(line.strip())


class ReadNotes(beam.PTransform):
    """Read the notes glob; outputs ``notes`` (Note) and ``dead`` (Rejection)."""

    def __init__(self, config: ReadNotesConfig):
        super().__init__()
        self._config = config

    def expand(self, pbegin):
        patterns = pbegin | "Glob" >> beam.Create([self._config.pattern])
        if self._config.input_format == "parquet":
            raw = patterns | "ReadParquet" >> ReadAllFromParquet(with_filename=True)
        else:
            # Blank lines (a trailing newline, an empty line between records) are not records.
            raw = (
                patterns
                | "ReadJsonLines" >> ReadAllFromText(with_filename=True)
                | "SkipBlankLines" >> beam.Filter(_not_blank)
            )
        return raw | "Validate" >> beam.ParDo(ValidateNoteFn(self._config)).with_outputs(
            DEAD_TAG, main=NOTES_TAG
        )
