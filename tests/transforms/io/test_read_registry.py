"""ReadRegistry: CSV (any delimiter, extra columns, quoted line breaks) and JSON Lines."""
from __future__ import annotations

import json

import apache_beam as beam
import pytest
from apache_beam.testing.test_pipeline import TestPipeline
from apache_beam.testing.util import assert_that, equal_to

from contract_files import DOCTOR, STORMY, write_registry
from deid.transforms.io.read_registry import ReadRegistry, sniff_delimiter


def _names_and_reasons(pattern):
    with TestPipeline(runner="DirectRunner") as pipeline:
        result = pipeline | ReadRegistry(str(pattern))
        yield (result.persons | "Names" >> beam.Map(lambda p: (p.patient_id, p.role, p.last_name)),
               result.dead | "Reasons" >> beam.Map(lambda r: r.reason))


@pytest.mark.parametrize("delimiter", [",", ";", "\t"])
def test_csv_with_any_common_delimiter_and_extra_columns(tmp_path, delimiter):
    path = write_registry(tmp_path / "registry.csv", [STORMY, DOCTOR], delimiter)
    for persons, dead in _names_and_reasons(path):
        assert_that(persons, equal_to([("P1", "patient", "Danneels"), ("P1", "physician", "Vermeulen")]),
                    label="persons")
        assert_that(dead, equal_to([]), label="dead")


def test_columns_in_any_order_and_quoted_line_breaks(tmp_path):
    path = tmp_path / "registry.csv"
    path.write_text('last_name,row_id,patient_id,role,street\n"Van den\nBroeck",1,P9,relative,"Rue de la Loi, 16"\n',
                    encoding="utf-8")
    for persons, dead in _names_and_reasons(path):
        assert_that(persons, equal_to([("P9", "relative", "Van den\nBroeck")]), label="persons")
        assert_that(dead, equal_to([]), label="dead")


def test_a_bad_field_is_rejected_alone_and_the_person_kept(tmp_path):
    rows = [STORMY, dict(DOCTOR, role="surgeon"), dict(DOCTOR, last_name="Peeters", gender="X"),
            dict(DOCTOR, patient_id=""), dict(STORMY, first_name="Jan", birth_date="1990-13-45", email="jan@"),
            dict(DOCTOR, last_name="Claes", phone="see notes")]
    path = write_registry(tmp_path / "registry.csv", rows)
    with TestPipeline(runner="DirectRunner") as pipeline:
        result = pipeline | ReadRegistry(str(path))
        persons = result.persons | "Names" >> beam.Map(lambda p: (p.role, p.first_name, p.last_name, p.birth_date))
        dead = result.dead | "Trace" >> beam.Map(lambda r: (r.input, r.reason, r.source_file, r.line))
        assert_that(persons, equal_to([
            ("patient", "Stormy", "Danneels", "1961-04-12"), ("", "Koen", "Vermeulen", ""),
            ("physician", "Koen", "Peeters", ""), ("patient", "Jan", "Danneels", ""),
            ("physician", "Koen", "Claes", "")]), label="persons")
        assert_that(dead, equal_to([
            ("registry_field", "unknown_role:role", "registry.csv", 3),
            ("registry_field", "invalid_gender:gender", "registry.csv", 4),
            ("registry", "missing_field:patient_id", "registry.csv", 5),
            ("registry_field", "invalid_date:birth_date", "registry.csv", 6),
            ("registry_field", "invalid_email:email", "registry.csv", 6),
            ("registry_field", "invalid_phone:phone", "registry.csv", 7)]), label="dead")


def test_rejections_never_quote_a_value_and_lines_count_quoted_line_breaks(tmp_path):
    path = tmp_path / "registry.csv"
    path.write_bytes('patient_id;last_name;city;birth_date\nP1;"Van den\nBroeck";Gent;1990-13-45\n\n'
                     'P2;Peeters;'.encode() + "Liège".encode("latin-1") + b";1970-01-01\n")
    with TestPipeline(runner="DirectRunner") as pipeline:
        result = pipeline | ReadRegistry(str(path))
        assert_that(result.persons | "Names" >> beam.Map(lambda p: (p.last_name, p.city)),
                    equal_to([("Van den\nBroeck", "Gent"), ("Peeters", "")]), label="persons")
        assert_that(result.dead | "Json" >> beam.Map(lambda r: r.to_json()), equal_to([
            json.dumps({"input": "registry_field", "line": 2, "note_id": None, "reason": "invalid_date:birth_date",
                        "row": None, "source_file": "registry.csv"}, sort_keys=True),
            json.dumps({"input": "registry_field", "line": 5, "note_id": None, "reason": "invalid_unicode:city",
                        "row": None, "source_file": "registry.csv"}, sort_keys=True)]), label="dead")


def test_jsonl_registry_with_numeric_ids(tmp_path):
    path = tmp_path / "registry.jsonl"
    path.write_text(json.dumps({"patient_id": 17, "role": "patient", "last_name": "Peeters", "mrn": 123}) + "\n"
                    + "{not json\n", encoding="utf-8")
    for persons, dead in _names_and_reasons(path):
        assert_that(persons, equal_to([("17", "patient", "Peeters")]), label="persons")
        assert_that(dead, equal_to(["invalid_json"]), label="dead")


@pytest.mark.parametrize("header,delimiter", [
    ("patient_id,role,first_name", ","), ("patient_id;role;first_name", ";"), ("patient_id\trole", "\t"),
])
def test_delimiter_is_read_off_the_header(header, delimiter):
    assert sniff_delimiter(header) == delimiter
