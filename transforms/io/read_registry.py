"""Reading and validating the person registry (CSV with a header row, or JSON Lines).

CSV files are parsed whole, one file per worker, because a quoted field may
hold a line break, which a line-splitting reader would cut in two. A registry
is a few rows per patient, small next to the notes, so this costs little.
The delimiter (comma, semicolon or tab: European exports often use ``;``) is
read off the header row.

A row is rejected whole (input ``registry``) only when it cannot be linked to
a patient (no usable ``patient_id``) or cannot be parsed at all; a bad value
in any other column is rejected alone (input ``registry_field``, the reason
naming the field) and the person keeps every valid field, so that one wrong
birth date never takes a name out of the search. Bytes that are not UTF-8
spoil only the field they sit in (``invalid_unicode:<field>``). Each rejection
carries the file and the 1-based line where the row starts (the header is line
1), never a value.
"""
from __future__ import annotations

import csv
import io
from typing import Iterable, Iterator, Tuple

import apache_beam as beam
from apache_beam.io import fileio

from deid.contract import InvalidRecord, Rejection, decode_json_line, parse_person_fields
from deid.input_files import relative_name
from deid.records import Origin

PERSONS_TAG = "persons"
DEAD_TAG = "dead"

_DELIMITERS = (",", ";", "\t")


def sniff_delimiter(header: str) -> str:
    """The most frequent candidate delimiter in the header row (comma on ties)."""
    return max(_DELIMITERS, key=lambda d: (header.count(d), d == ","))


def _csv_records(text: str) -> Iterator[Tuple[int, object]]:
    header = text.split("\n", 1)[0]
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=sniff_delimiter(header))
    columns = None
    previous = 0  # physical lines consumed so far: a record starts on the next one
    while True:
        start = previous + 1
        try:
            cells = next(reader)
        except StopIteration:
            return
        except csv.Error:
            if reader.line_num == previous:
                yield start, InvalidRecord("unreadable_file")
                return
            previous = reader.line_num
            yield start, InvalidRecord("misaligned_row")
            continue
        previous = reader.line_num
        if columns is None:
            columns = [name.strip().lower() for name in cells]
            continue
        if not any(cell.strip() for cell in cells):
            continue  # an empty line in the middle of a CSV is not a record
        if len(cells) > len(columns):  # more cells than header columns: the row is misaligned
            yield start, InvalidRecord("misaligned_row")
            continue
        yield start, dict(zip(columns, cells))


def iter_registry_records(name: str, data: bytes) -> Iterator[Tuple[int, object]]:
    """Yield (line number where the row starts, decoded record or InvalidRecord) for one registry file."""
    # surrogateescape: an undecodable byte becomes a lone surrogate that the field check rejects.
    text = data.decode("utf-8-sig", errors="surrogateescape")
    if name.lower().endswith((".jsonl", ".json", ".ndjson")):
        # Split on line feeds only: str.splitlines would also cut at U+2028, legal inside a JSON string.
        for number, line in enumerate(text.split("\n"), start=1):
            if not line.strip():
                continue
            try:
                yield number, decode_json_line(line)
            except InvalidRecord as error:
                yield number, error
        return
    yield from _csv_records(text)


class ParseRegistryFileFn(beam.DoFn):
    """A matched registry file -> Person rows, or Rejections (rows or single fields) on the dead output."""

    def __init__(self, pattern: str = ""):
        self._pattern = pattern

    def process(self, readable: fileio.ReadableFile) -> Iterable:
        name = relative_name(readable.metadata.path, self._pattern)
        try:
            data = readable.read()
        except OSError:
            # The whole file, from line 1 on (as for notes): one record, since its rows cannot be counted.
            yield beam.pvalue.TaggedOutput(DEAD_TAG, Rejection("registry", "unreadable_file", source_file=name, line=1))
            return
        for line, record in iter_registry_records(name, data):
            origin = Origin(name, line=line)
            if isinstance(record, InvalidRecord):
                yield beam.pvalue.TaggedOutput(DEAD_TAG, Rejection.at("registry", record.code, origin))
                continue
            try:
                person, rejected = parse_person_fields(record)
            except InvalidRecord as error:
                yield beam.pvalue.TaggedOutput(DEAD_TAG, Rejection.at("registry", error.code, origin))
                continue
            for error in rejected:
                yield beam.pvalue.TaggedOutput(DEAD_TAG, Rejection.at("registry_field", error.code, origin))
            yield person


class ReadRegistry(beam.PTransform):
    """Read the registry path or glob; outputs ``persons`` (Person) and ``dead`` (Rejection)."""

    def __init__(self, pattern: str):
        super().__init__()
        if not pattern:
            raise ValueError("the registry path must not be empty")
        self._pattern = pattern

    def expand(self, pbegin):
        return (
            pbegin
            | "Match" >> fileio.MatchFiles(self._pattern)
            | "Open" >> fileio.ReadMatches()
            | "Parse" >> beam.ParDo(ParseRegistryFileFn(self._pattern)).with_outputs(DEAD_TAG, main=PERSONS_TAG)
        )
