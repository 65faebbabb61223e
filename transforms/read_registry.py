"""Reading and validating the person registry (CSV with a header row, or JSON Lines).

CSV files are parsed whole, one file per worker, because a quoted field may
hold a line break, which a line-splitting reader would cut in two. A registry
is a few rows per patient, small next to the notes, so this costs little.
The delimiter (comma, semicolon or tab: European exports often use ``;``) is
read off the header row.
"""
from __future__ import annotations

import csv
import io
from typing import Iterable, Iterator, Tuple

import apache_beam as beam
from apache_beam.io import fileio

from deid.contract import InvalidRecord, Rejection, decode_json_line, parse_person

PERSONS_TAG = "persons"
DEAD_TAG = "dead"

_DELIMITERS = (",", ";", "\t")


def sniff_delimiter(header: str) -> str:
    """The most frequent candidate delimiter in the header row (comma on ties)."""
    return max(_DELIMITERS, key=lambda d: (header.count(d), d == ","))


def iter_registry_records(name: str, data: bytes) -> Iterator[Tuple[int, object]]:
    """Yield (row number, decoded record or InvalidRecord) for one registry file."""
    text = data.decode("utf-8-sig", errors="strict")
    if name.lower().endswith((".jsonl", ".json", ".ndjson")):
        for number, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            try:
                yield number, decode_json_line(line)
            except InvalidRecord as error:
                yield number, error
        return
    header = text.split("\n", 1)[0]
    reader = csv.DictReader(io.StringIO(text, newline=""), delimiter=sniff_delimiter(header))
    if reader.fieldnames:
        reader.fieldnames = [name_.strip().lower() for name_ in reader.fieldnames]
    for number, row in enumerate(reader, start=2):
        if not any((value or "").strip() for value in row.values() if isinstance(value, str)):
            continue  # an empty line in the middle of a CSV is not a record
        if None in row:  # more cells than header columns: the row is misaligned
            yield number, InvalidRecord("wrong_type", "row")
            continue
        yield number, row


class ParseRegistryFileFn(beam.DoFn):
    """A matched registry file -> Person rows, or Rejections on the dead output."""

    def process(self, readable: fileio.ReadableFile) -> Iterable:
        name = readable.metadata.path.rstrip("/").rsplit("/", 1)[-1]
        try:
            data = readable.read()
            records = list(iter_registry_records(name, data))
        except UnicodeDecodeError:
            yield beam.pvalue.TaggedOutput(DEAD_TAG, Rejection("registry", "invalid_unicode", source_file=name))
            return
        for _, record in records:
            if isinstance(record, InvalidRecord):
                yield beam.pvalue.TaggedOutput(DEAD_TAG, Rejection("registry", record.code, source_file=name))
                continue
            try:
                yield parse_person(record)
            except InvalidRecord as error:
                yield beam.pvalue.TaggedOutput(DEAD_TAG, Rejection("registry", error.code, source_file=name))


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
            | "Parse" >> beam.ParDo(ParseRegistryFileFn()).with_outputs(DEAD_TAG, main=PERSONS_TAG)
        )
