"""ReadNotes: every raw record becomes a Note or a dead letter with the right reason."""
from __future__ import annotations

import gzip
import json

import apache_beam as beam
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from apache_beam.testing.test_pipeline import TestPipeline
from apache_beam.testing.util import assert_that, equal_to

from contract_files import write_jsonl
from transforms.read_notes import ReadNotes, ReadNotesConfig, infer_format

GOOD = {"note_id": "n1", "patient_id": "P1", "text": "Patiënte Stormy Danneels.", "locale": "nl_BE"}

# (raw line, expected note id in the dead letter, expected reason)
BAD_RECORDS = [
    ('{"note_id": "b1", "patient_id": "P1", "text": "unterminated', None, "invalid_json"),
    ('["n", "P1", "text"]', None, "not_an_object"),
    ('"just a string"', None, "not_an_object"),
    (json.dumps({"patient_id": "P1", "text": "x"}), None, "missing_field:note_id"),
    (json.dumps({"note_id": "", "patient_id": "P1", "text": "x"}), None, "empty_field:note_id"),
    (json.dumps({"note_id": "b6", "text": "x"}), "b6", "missing_field:patient_id"),
    (json.dumps({"note_id": "b7", "patient_id": "P1"}), "b7", "missing_field:text"),
    (json.dumps({"note_id": "b8", "patient_id": "P1", "text": ""}), "b8", "empty_field:text"),
    (json.dumps({"note_id": "b9", "patient_id": "P1", "text": None}), "b9", "missing_field:text"),
    (json.dumps({"note_id": "b10", "patient_id": "P1", "text": 42}), "b10", "wrong_type:text"),
    (json.dumps({"note_id": ["b11"], "patient_id": "P1", "text": "x"}), None, "wrong_type:note_id"),
    (json.dumps({"note_id": "b12", "patient_id": 7, "text": "x"}), "b12", "wrong_type:patient_id"),
    (json.dumps({"note_id": "b13", "patient_id": "P1", "text": "x", "locale": "xx_XX"}), "b13",
     "unknown_locale:locale"),
    (json.dumps({"note_id": "b14", "patient_id": "P1", "text": "x", "note_date": "2021-02-31"}), "b14",
     "invalid_date:note_date"),
    (json.dumps({"note_id": "b15", "patient_id": "P1", "text": "x", "labels": [1, 2]}), "b15",
     "invalid_labels:labels"),
    ('{"note_id": "b16", "patient_id": "P1", "text": "lone \\ud800 surrogate"}', "b16", "invalid_unicode:text"),
    (json.dumps({"note_id": "b17", "patient_id": "P1", "text": "x", "source": 5}), "b17", "wrong_type:source"),
    (json.dumps({"note_id": "b18", "patient_id": "P1", "text": "x", "locale": 3}), "b18", "wrong_type:locale"),
]


def _read(path, **config):
    with TestPipeline(runner="DirectRunner") as pipeline:
        result = pipeline | ReadNotes(ReadNotesConfig(str(path), config.pop("locale", "nl_BE"), **config))
        notes = result.notes | "Ids" >> beam.Map(lambda n: (n.note_id, n.locale))
        dead = result.dead | "Reasons" >> beam.Map(lambda r: (r.note_id, r.reason, r.source_file))
        yield notes, dead
        # the pipeline runs when the with-block closes


@pytest.mark.parametrize("line,note_id,reason", BAD_RECORDS, ids=[r for _, _, r in BAD_RECORDS])
def test_each_kind_of_bad_record_lands_in_dead_letters_with_its_reason(tmp_path, line, note_id, reason):
    path = write_jsonl(tmp_path / "notes.jsonl", [GOOD, line])
    for notes, dead in _read(path):
        assert_that(notes, equal_to([("n1", "nl_BE")]), label="good")
        assert_that(dead, equal_to([(note_id, reason, "notes.jsonl")]), label="dead")


def test_dead_letters_never_carry_the_text(tmp_path):
    secret = "Stormy Danneels woont in de Kerkstraat"
    path = write_jsonl(tmp_path / "notes.jsonl", [{"note_id": "x", "patient_id": "P1", "text": secret, "locale": "zz"}])
    for _, dead in _read(path):
        assert_that(dead | beam.Map(lambda r: "Stormy" in repr(r) or "Kerkstraat" in repr(r)), equal_to([False]))


def test_mixed_file_conserves_records(tmp_path):
    lines = [GOOD] + [line for line, _, _ in BAD_RECORDS] + [dict(GOOD, note_id="n2"), ""]
    path = write_jsonl(tmp_path / "mixed.jsonl", lines)
    with TestPipeline(runner="DirectRunner") as pipeline:
        result = pipeline | ReadNotes(ReadNotesConfig(str(path), "nl_BE"))
        total = (result.notes, result.dead) | beam.Flatten() | beam.combiners.Count.Globally()
        assert_that(total, equal_to([len(BAD_RECORDS) + 2]))


def test_missing_locale_falls_back_to_the_default_and_unknown_fields_are_dropped(tmp_path):
    record = {"note_id": "n1", "patient_id": "P1", "text": "t", "ward": "3B", "ssn": "123"}
    path = write_jsonl(tmp_path / "notes.jsonl", [record])
    with TestPipeline(runner="DirectRunner") as pipeline:
        notes = pipeline | ReadNotes(ReadNotesConfig(str(path), "fr_BE", keep_fields=("ward",)))
        assert_that(notes.notes | beam.Map(lambda n: (n.locale, n.kept)), equal_to([("fr_BE", (("ward", "3B"),))]))


def test_gzip_jsonl_is_read(tmp_path):
    path = tmp_path / "notes.jsonl.gz"
    with gzip.open(path, "wt", encoding="utf-8") as handle:
        handle.write(json.dumps(GOOD) + "\n" + json.dumps(dict(GOOD, note_id="n2")) + "\n")
    for notes, dead in _read(path):
        assert_that(notes, equal_to([("n1", "nl_BE"), ("n2", "nl_BE")]), label="good")
        assert_that(dead, equal_to([]), label="dead")


def test_parquet_notes_are_read_and_validated(tmp_path):
    table = pa.table({
        "note_id": ["n1", "n2", None],
        "patient_id": ["P1", "P1", "P2"],
        "text": ["Tekst een.", "", "Tekst drie."],
        "locale": ["nl_BE", None, "fr_BE"],
        "labels": pa.array([[("note_type", "lab")], None, None],
                           type=pa.map_(pa.string(), pa.string())),
    })
    pq.write_table(table, tmp_path / "notes.parquet")
    for notes, dead in _read(tmp_path / "*.parquet"):
        assert_that(notes, equal_to([("n1", "nl_BE")]), label="good")
        assert_that(dead, equal_to([("n2", "empty_field:text", "notes.parquet"),
                                    (None, "missing_field:note_id", "notes.parquet")]), label="dead")


@pytest.mark.parametrize("pattern,fmt", [
    ("in/*.jsonl", "jsonl"), ("in/*.jsonl.gz", "jsonl"), ("gs://b/notes-*.parquet", "parquet"),
])
def test_format_is_inferred_from_the_glob(pattern, fmt):
    assert infer_format(pattern) == fmt


def test_an_unknown_extension_fails_when_the_graph_is_built():
    with pytest.raises(ValueError, match="--notes-format"):
        ReadNotesConfig("in/notes.txt", "nl_BE")


def test_keep_fields_cannot_overwrite_output_columns():
    with pytest.raises(ValueError, match="entities"):
        ReadNotesConfig("in/*.jsonl", "nl_BE", keep_fields=("entities",))
