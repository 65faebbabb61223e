"""Contract validation: what a note and a registry row must be, and how a rejection reads."""
from __future__ import annotations

import pytest

from deid.contract import InvalidRecord, Rejection, parse_note, parse_person, parse_person_fields, readable_note_id

BASE = {"note_id": "n1", "patient_id": "P1", "text": "Tekst."}


def test_a_minimal_note_takes_the_default_locale():
    note = parse_note(BASE, "fr_BE")
    assert (note.note_id, note.patient_id, note.text, note.locale) == ("n1", "P1", "Tekst.", "fr_BE")
    assert note.labels == () and note.kept == ()


def test_optional_fields_are_read():
    note = parse_note(dict(BASE, locale="de_LU", source="CHL", note_date="2021-03-12T10:00:00",
                           labels={"note_type": "lab", "diagnosis_group": "cardio"}), "nl_BE")
    assert note.locale == "de_LU" and note.source == "CHL" and note.note_date.startswith("2021-03-12")
    assert note.labels_dict == {"note_type": "lab", "diagnosis_group": "cardio"}


def test_labels_as_json_text_or_arrow_map_pairs():
    assert parse_note(dict(BASE, labels='{"a": "b"}'), "nl_BE").labels == (("a", "b"),)
    assert parse_note(dict(BASE, labels=[("a", "b")]), "nl_BE").labels == (("a", "b"),)


@pytest.mark.parametrize("record,code", [
    (dict(BASE, note_date="12/03/2021"), "invalid_date:note_date"),
    (dict(BASE, labels={"task": ["x"]}), "invalid_labels:labels"),
    (dict(BASE, text="   "), "empty_field:text"),
    (dict(BASE, locale="en_AU"), "unknown_locale:locale"),
])
def test_rejections_carry_a_code(record, code):
    with pytest.raises(InvalidRecord) as caught:
        parse_note(record, "nl_BE")
    assert caught.value.code == code == str(caught.value)


def test_a_rejection_message_never_quotes_the_value():
    with pytest.raises(InvalidRecord) as caught:
        parse_note(dict(BASE, locale="Stormy Danneels"), "nl_BE")
    assert "Stormy" not in str(caught.value)


def test_only_fields_named_in_keep_fields_come_through():
    note = parse_note(dict(BASE, ward="3B", bed=12), "nl_BE", keep_fields=("bed",))
    assert note.kept == (("bed", 12),)


@pytest.mark.parametrize("obj,note_id", [({"note_id": "n"}, "n"), ({"note_id": 7}, "7"), ({"note_id": ""}, None),
                                         ([1], None), ({"note_id": True}, None)])
def test_readable_note_id(obj, note_id):
    assert readable_note_id(obj) == note_id


def test_rejection_json_has_no_text_field_and_says_where_the_record_was():
    assert Rejection("notes", "invalid_json", "n1", source_file="a.jsonl", line=7).to_json() == (
        '{"input": "notes", "line": 7, "note_id": "n1", "reason": "invalid_json", "row": null, '
        '"source_file": "a.jsonl"}')


def test_one_bad_registry_field_is_rejected_alone():
    row = dict(patient_id="P1", role="patient", first_name="Zoë", last_name="Peeters", birth_date="1990-13-45",
               email="zoe.peeters.example.be", phone="0471 12 34 56", gender="X")
    person, rejected = parse_person_fields(row)
    assert (person.first_name, person.last_name, person.phone) == ("Zoë", "Peeters", "0471 12 34 56")
    assert (person.birth_date, person.email, person.gender) == ("", "", "")
    assert sorted(error.code for error in rejected) == [
        "invalid_date:birth_date", "invalid_email:email", "invalid_gender:gender"]
    assert all("1990" not in str(error) and "zoe" not in str(error) for error in rejected)


@pytest.mark.parametrize("row,code", [({"role": "patient"}, "missing_field:patient_id"),
                                      ({"patient_id": ["P1"]}, "wrong_type:patient_id"),
                                      ("P1,patient", "not_an_object")])
def test_a_registry_row_without_a_usable_patient_id_is_rejected_whole(row, code):
    with pytest.raises(InvalidRecord) as error:
        parse_person_fields(row)
    assert error.value.code == code


def test_registry_rows_are_normalised():
    person = parse_person({"patient_id": " P1 ", "role": "Physician", "gender": "f", "last_name": "Peeters",
                           "postcode": 9000, "row_id": "ignored"})
    assert (person.patient_id, person.role, person.gender, person.postcode) == ("P1", "physician", "F", "9000")
    assert person.key and person.first_name == ""


def test_person_keys_ignore_case_accents_and_contact_details():
    a = parse_person({"patient_id": "P1", "role": "patient", "first_name": "Zoë", "last_name": "Peeters"})
    b = parse_person({"patient_id": "P1", "role": "patient", "first_name": "ZOE", "last_name": "peeters",
                      "phone": "0471"})
    c = parse_person({"patient_id": "P1", "role": "relative", "first_name": "Zoë", "last_name": "Peeters"})
    assert a.key == b.key != c.key
