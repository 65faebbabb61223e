"""Reading and validating the notes input (JSON Lines, gzip or not, or Parquet).

Every raw record leaves as either a ``Note`` (main output) or a ``Rejection``
(the ``dead`` output) that says where it was read (file, line or row), so that
the manifest can prove records in = records out + dead letters. How files are
read, and what an undecodable line or a corrupt file costs, is in
``deid.input_files``.

Duplicate note ids: the note read first in input order is kept, that is the
one with the smallest (source file, line or row); every later one goes to dead
letters as ``duplicate_note_id``. The choice depends only on where the records
sit in the input, never on how the runner split the work, so it is the same on
1 worker or 100. It costs a shuffle keyed by note id (``GroupById``), which
holds one note per id at a time.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Iterable, NamedTuple, Tuple

import apache_beam as beam
from apache_beam.io import fileio
from apache_beam.io.filesystem import CompressionTypes

from deid.contract import InvalidRecord, Rejection, decode_json_line, note_rejection, parse_note, readable_note_id
from deid.input_files import Unreadable, iter_jsonl, iter_parquet, relative_name
from deid.locales import LOCALE_SET
from deid.records import Origin

NOTES_TAG = "notes"
DEAD_TAG = "dead"

FORMATS = ("jsonl", "parquet")


def infer_format(pattern: str) -> str:
    """The input format from a glob's extension: ``.parquet`` or JSON Lines."""
    if os.path.isdir(pattern):
        raise ValueError("--notes: names a folder; give a file or a glob such as FOLDER/*.jsonl")
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


class ReadNotesFileFn(beam.DoFn):
    """A matched notes file -> (Origin, decoded line, Parquet row or Unreadable), in file order."""

    def __init__(self, config: ReadNotesConfig):
        self._config = config

    def process(self, readable: fileio.ReadableFile) -> Iterable:
        path = readable.metadata.path
        name = relative_name(path, self._config.pattern)
        # Opened raw: decompression is ours, so that a corrupt gzip is a dead letter, not a crash.
        with readable.open(compression_type=CompressionTypes.UNCOMPRESSED) as raw:
            if self._config.input_format == "parquet":
                for row, payload in iter_parquet(raw):
                    yield Origin(name, row=row), payload
            else:
                for line, payload in iter_jsonl(raw, gzipped=path.lower().endswith(".gz")):
                    yield Origin(name, line=line), payload


class ValidateNoteFn(beam.DoFn):
    """(Origin, decoded line, record or Unreadable) -> Note, or a Rejection on the dead output."""

    def __init__(self, config: ReadNotesConfig):
        self._config = config

    def process(self, element) -> Iterable:
        origin, record = element
        if isinstance(record, Unreadable):
            yield beam.pvalue.TaggedOutput(DEAD_TAG, Rejection.at("notes", record.reason, origin, record.note_id))
            return
        obj = None
        try:
            obj = decode_json_line(record) if isinstance(record, (str, bytes)) else record
            yield parse_note(obj, self._config.default_locale, self._config.keep_fields, origin)
        except InvalidRecord as error:
            yield beam.pvalue.TaggedOutput(
                DEAD_TAG, Rejection.at("notes", error.code, origin, readable_note_id(obj)))


def note_order(note) -> tuple:
    """Input order of a note, for the duplicate policy (text as a last, deterministic tie-break)."""
    origin = note.origin or Origin()
    return origin.order_key() + (note.text, note.patient_id)


class KeepFirstNoteFn(beam.DoFn):
    """(note id, notes) -> the first note in input order; every later one to dead letters."""

    def process(self, element) -> Iterable:
        _, notes = element
        first = None
        for note in notes:  # one pass, one note held: a group may be larger than memory
            if first is None:
                first = note
                continue
            later, first = (note, first) if note_order(note) >= note_order(first) else (first, note)
            yield beam.pvalue.TaggedOutput(DEAD_TAG, note_rejection(later, "duplicate_note_id"))
        yield first


class ReadNotesOutputs(NamedTuple):
    notes: beam.PCollection
    dead: beam.PCollection


class ReadNotes(beam.PTransform):
    """Read the notes glob; outputs ``notes`` (Note, unique ids) and ``dead`` (Rejection)."""

    def __init__(self, config: ReadNotesConfig):
        super().__init__()
        self._config = config

    def expand(self, pbegin):
        validated = (
            pbegin
            | "Match" >> fileio.MatchFiles(self._config.pattern)
            | "Open" >> fileio.ReadMatches()
            | "ReadRecords" >> beam.ParDo(ReadNotesFileFn(self._config))
            | "Validate" >> beam.ParDo(ValidateNoteFn(self._config)).with_outputs(DEAD_TAG, main=NOTES_TAG)
        )
        unique = (
            validated.notes
            | "KeyById" >> beam.Map(lambda note: (note.note_id, note))
            | "GroupById" >> beam.GroupByKey()
            | "KeepFirst" >> beam.ParDo(KeepFirstNoteFn()).with_outputs(DEAD_TAG, main=NOTES_TAG)
        )
        dead = (validated.dead, unique.dead) | "AllRejected" >> beam.Flatten()
        return ReadNotesOutputs(unique.notes, dead)
