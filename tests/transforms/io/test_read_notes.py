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
from deid.transforms.io.read_notes import ReadNotes, ReadNotesConfig, infer_format

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


def _trace(path):
    """(note id, reason, source file, line, row) of every dead letter."""
    with TestPipeline(runner="DirectRunner") as pipeline:
        result = pipeline | ReadNotes(ReadNotesConfig(str(path), "nl_BE"))
        notes = result.notes | "Ids" >> beam.Map(lambda n: n.note_id)
        dead = result.dead | "Trace" >> beam.Map(lambda r: (r.note_id, r.reason, r.source_file, r.line, r.row))
        yield notes, dead


def test_an_undecodable_byte_costs_its_line_only(tmp_path):
    path = tmp_path / "notes.jsonl"
    latin1 = json.dumps(dict(GOOD, note_id="n2", text="Patiënte"), ensure_ascii=False).encode("latin-1")
    path.write_bytes(b"\n".join([json.dumps(GOOD).encode(), latin1, b"", json.dumps(dict(GOOD, note_id="n3")).encode()]))
    for notes, dead in _trace(path):
        assert_that(notes, equal_to(["n1", "n3"]), label="good")
        assert_that(dead, equal_to([("n2", "invalid_encoding", "notes.jsonl", 2, None)]), label="dead")


@pytest.mark.parametrize("damage", ["truncated", "corrupt"])
def test_a_damaged_gzip_is_dead_lettered_and_other_files_go_through(tmp_path, damage):
    """Truncated: the whole lines before the cut are kept. Corrupt: nothing of it (garbage may decode)."""
    lines = "".join(json.dumps(dict(GOOD, note_id=f"g{i}")) + "\n" for i in range(2000)).encode()
    data = gzip.compress(lines)
    # Truncated: the stream stops early. Corrupt: the deflate data is overwritten in the middle.
    data = data[: len(data) // 2] if damage == "truncated" else (
        data[: len(data) // 2] + bytes(200) + data[len(data) // 2 + 200:])
    (tmp_path / "a.jsonl.gz").write_bytes(data)
    (tmp_path / "b.jsonl.gz").write_bytes(gzip.compress((json.dumps(dict(GOOD, note_id="b1")) + "\n").encode()))
    with TestPipeline(runner="DirectRunner") as pipeline:
        result = pipeline | ReadNotes(ReadNotesConfig(str(tmp_path / "*.jsonl.gz"), "nl_BE"))
        unreadable = (result.dead | beam.Filter(lambda r: r.reason == "unreadable_file")
                      | beam.Map(lambda r: (r.source_file, r.line is not None and r.line > 1)))
        assert_that(unreadable, equal_to([("a.jsonl.gz", damage == "truncated")]), label="unreadable")
        assert_that(result.notes | beam.Filter(lambda n: n.note_id == "b1") | beam.Map(lambda n: n.note_id),
                    equal_to(["b1"]), label="other file")
        total = (result.notes, result.dead) | beam.Flatten() | beam.combiners.Count.Globally()
        expected = (lambda n: 2 < n < 2002) if damage == "truncated" else (lambda n: n == 2)
        assert_that(total | beam.Map(expected), equal_to([True]), label="count")


def test_a_corrupt_parquet_file_in_a_glob_is_one_dead_letter_and_rows_carry_their_index(tmp_path):
    pq.write_table(pa.table({"note_id": ["p0", "p1"], "patient_id": ["P1", "P1"], "text": ["Een.", ""]}),
                   tmp_path / "good.parquet")
    good = (tmp_path / "good.parquet").read_bytes()
    (tmp_path / "torn.parquet").write_bytes(good[: len(good) // 2])
    (tmp_path / "junk.parquet").write_bytes(b"PAR1 not really")
    for notes, dead in _trace(tmp_path / "*.parquet"):
        assert_that(notes, equal_to(["p0"]), label="good")
        assert_that(dead, equal_to([("p1", "empty_field:text", "good.parquet", None, 1),
                                    (None, "unreadable_file", "torn.parquet", None, 0),
                                    (None, "unreadable_file", "junk.parquet", None, 0)]), label="dead")


def test_files_in_subfolders_are_named_below_the_glob(tmp_path):
    for day in ("d1", "d2"):
        (tmp_path / day).mkdir()
        write_jsonl(tmp_path / day / "notes.jsonl", [dict(GOOD, note_id=f"{day}-ok"), {"note_id": f"{day}-bad"}])
    for _, dead in _trace(tmp_path / "*" / "notes.jsonl"):
        assert_that(dead, equal_to([("d1-bad", "missing_field:patient_id", "d1/notes.jsonl", 2, None),
                                    ("d2-bad", "missing_field:patient_id", "d2/notes.jsonl", 2, None)]))


def test_duplicate_ids_keep_the_first_in_input_order_and_dead_letter_the_others(tmp_path):
    write_jsonl(tmp_path / "a.jsonl", [dict(GOOD, note_id="x", text="eerste"), dict(GOOD, note_id="y"),
                                       dict(GOOD, note_id="x", text="tweede")])
    write_jsonl(tmp_path / "b.jsonl", [dict(GOOD, note_id="x", text="derde"), dict(GOOD, note_id="z")])
    for workers in (1, 3):
        with TestPipeline(runner="DirectRunner", options=beam.options.pipeline_options.PipelineOptions(
                [f"--direct_num_workers={workers}"])) as pipeline:
            result = pipeline | ReadNotes(ReadNotesConfig(str(tmp_path / "*.jsonl"), "nl_BE"))
            assert_that(result.notes | beam.Map(lambda n: (n.note_id, n.text)),
                        equal_to([("x", "eerste"), ("y", GOOD["text"]), ("z", GOOD["text"])]), label="kept")
            assert_that(result.dead | beam.Map(lambda r: (r.note_id, r.reason, r.source_file, r.line)),
                        equal_to([("x", "duplicate_note_id", "a.jsonl", 3),
                                  ("x", "duplicate_note_id", "b.jsonl", 1)]), label="dead")
