"""ReadRegistry: CSV (any delimiter, extra columns, quoted line breaks) and JSON Lines."""
from __future__ import annotations

import json

import apache_beam as beam
import pytest
from apache_beam.testing.test_pipeline import TestPipeline
from apache_beam.testing.util import assert_that, equal_to

from contract_files import DOCTOR, STORMY, write_registry
from transforms.read_registry import ReadRegistry, sniff_delimiter


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


def test_bad_registry_rows_go_to_dead_letters(tmp_path):
    rows = [STORMY, dict(DOCTOR, role="surgeon"), dict(DOCTOR, gender="X"), dict(DOCTOR, patient_id=""),
            dict(DOCTOR, birth_date="1970-02-30")]
    path = write_registry(tmp_path / "registry.csv", rows)
    for persons, dead in _names_and_reasons(path):
        assert_that(persons, equal_to([("P1", "patient", "Danneels")]), label="persons")
        assert_that(dead, equal_to(["unknown_role:role", "invalid_gender:gender", "missing_field:patient_id",
                                    "invalid_date:birth_date"]), label="dead")


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
