"""deid.transforms.io.write_manifest: the run manifest, summed from counted events, written once
every shard is written; counts and fixed names only, never a record's value."""
import json

import apache_beam as beam
from apache_beam.testing.test_pipeline import TestPipeline

from deid.contract import Rejection
from deid.transforms.io.write_manifest import WriteManifest, build_manifest, note_row_events, rejection_events

ROWS = [
    {"entities": [{"label": "NAME", "detector": "registry"}, {"label": "DATE", "detector": "pattern"}],
     "comment": ""},
    {"entities": [{"label": "NAME", "detector": "ner"}], "comment": "date_unparsed"},
]
DEAD = [Rejection("notes", "invalid_json", source_file="notes.jsonl", line=7),
        Rejection("registry", "missing_patient_id", source_file="registry.csv", line=3)]
SHARDS = [{"directory": "deidentified", "file": "part-00000.parquet", "rows": 2}]


def run(tmp_path, notes_in):
    path = tmp_path / "manifest.json"
    with TestPipeline(runner="DirectRunner") as p:
        rows = p | "Rows" >> beam.Create(ROWS)
        dead = p | "Dead" >> beam.Create(DEAD)
        shards = p | "Shards" >> beam.Create(SHARDS)
        events = ((rows | "RowEvents" >> beam.FlatMap(note_row_events),
                   dead | "DeadEvents" >> beam.FlatMap(rejection_events),
                   p | "NotesIn" >> beam.Create([("notes_in", notes_in), ("registry_in", 5)]))
                  | beam.Flatten())
        _ = events | WriteManifest(str(path), {"job": "deidentify", "run": "test"}, shards)
    return json.loads(path.read_text())


def test_the_manifest_sums_the_run_s_events_per_label_detector_and_reason(tmp_path):
    manifest = run(tmp_path, notes_in=3)
    assert manifest["job"] == "deidentify" and manifest["run"] == "test"
    assert manifest["counts"] == {
        "notes_in": 3, "notes_out": 2, "notes_dead": 1, "registry_rows_in": 5, "registry_rows_dead": 1,
        "registry_fields_rejected": 0, "duplicate_note_ids": 0, "spans": 3, "conserved": True}
    assert manifest["spans_per_label"] == {"NAME": 2, "DATE": 1}
    assert manifest["spans_per_detector"] == {"registry": 1, "pattern": 1, "ner": 1}
    assert manifest["comments"] == {"date_unparsed": 1}
    assert manifest["dead_letter_reasons"] == {"notes:invalid_json": 1, "registry:missing_patient_id": 1}
    assert manifest["outputs"] == SHARDS


def test_a_run_that_lost_a_note_says_so(tmp_path):
    # records in = records out + dead letters, or the scheduler sees "conserved": false.
    assert run(tmp_path, notes_in=4)["counts"]["conserved"] is False


def test_events_are_named_from_fixed_vocabularies_never_from_a_record_s_values():
    row = {"note_id": "N-4711", "patient_id": "P-0815", "text": "Jan Peeters, Gent",
           "entities": [{"label": "NAME", "detector": "registry", "start": 0, "end": 11}], "comment": ""}
    names = [name for name, _ in note_row_events(row)]
    assert names == ["notes_out", "spans", "label:NAME", "detector:registry", "label_detector:NAME:registry"]
    dead = Rejection("notes", "invalid_json", note_id="N-4711", source_file="/data/notes.jsonl", line=7)
    assert [name for name, _ in rejection_events(dead)] == ["dead:notes", "dead_reason:notes:invalid_json"]
