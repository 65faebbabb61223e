"""The written data set: exact gold offsets, a contract-shaped registry, determinism."""
import csv
import json
import unicodedata
from collections import Counter, defaultdict

import pytest
from rapidfuzz.distance import DamerauLevenshtein
from stdnum import luhn
from stdnum.be import nn
from stdnum.es import dni, nie
from stdnum.fr import nir
from stdnum.gb import nhs
from stdnum.it import codicefiscale
from stdnum.nl import bsn
from stdnum.de import idnr

from deid.contract import parse_note, parse_person
from deid.records import PERSON_FIELDS
from deid.spans import LABEL_SET
from deid.synth import DEFAULT_LOCALES, SynthConfig, write_dataset

N_NOTES = 180


def _read(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f]


@pytest.fixture(scope="module")
def dataset(tmp_path_factory):
    out = tmp_path_factory.mktemp("synth")
    stats = write_dataset(str(out), N_NOTES, 11, DEFAULT_LOCALES)
    with open(out / "registry.csv", encoding="utf-8", newline="") as f:
        reader = csv.DictReader(f)
        header = reader.fieldnames
        rows = list(reader)
    return {"dir": out, "stats": stats, "notes": _read(out / "notes.jsonl"), "gold": _read(out / "gold.jsonl"),
            "header": header, "rows": rows}


def test_counts_match_the_files(dataset):
    stats = dataset["stats"]
    assert stats["notes"] == N_NOTES == len(dataset["notes"]) == len(dataset["gold"])
    assert stats["registry_rows"] == len(dataset["rows"])
    assert stats["spans"] == sum(len(g["spans"]) for g in dataset["gold"])
    assert stats["patients"] == len({n["patient_id"] for n in dataset["notes"]})


def test_notes_pass_the_contract_and_cover_all_locales(dataset):
    for record in dataset["notes"]:
        note = parse_note(record, default_locale="en_GB")
        assert set(note.labels_dict) == {"note_type", "diagnosis_group"}
    assert {n["locale"] for n in dataset["notes"]} == set(DEFAULT_LOCALES)
    assert len({n["source"] for n in dataset["notes"]}) > 5
    assert {n["labels"]["note_type"] for n in dataset["notes"]} == {"admission", "discharge", "nursing", "referral", "lab"}


def test_gold_spans_point_at_their_values(dataset):
    texts = {n["note_id"]: n["text"] for n in dataset["notes"]}
    labels = Counter()
    for gold in dataset["gold"]:
        text = texts[gold["note_id"]]
        previous_end = 0
        for span in gold["spans"]:
            assert span["label"] in LABEL_SET
            assert isinstance(span["linked"], bool)
            assert previous_end <= span["start"] < span["end"] <= len(text)
            value = text[span["start"]:span["end"]]
            assert value == value.strip() and value
            previous_end = span["end"]
            labels[span["label"]] += 1
    assert set(labels) >= LABEL_SET - {"URL"}  # URLs are rare on purpose


@pytest.mark.parametrize("label,check", [
    ("EMAIL", lambda v: "@" in v and " " not in v),
    ("PHONE", lambda v: sum(c.isdigit() for c in v) >= 6),
    ("DATE", lambda v: any(c.isdigit() for c in v)),
    ("BIRTHDATE", lambda v: any(c.isdigit() for c in v)),
    ("AGE", lambda v: v[:1].isdigit()),
    ("ID", lambda v: sum(c.isalnum() for c in v) >= 6),
])
def test_gold_values_have_the_shape_of_their_label(dataset, label, check):
    texts = {n["note_id"]: n["text"] for n in dataset["notes"]}
    values = [texts[g["note_id"]][s["start"]:s["end"]] for g in dataset["gold"] for s in g["spans"] if s["label"] == label]
    assert values
    assert [v for v in values if not check(v)] == []


def _fold(text):
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)).casefold()


def test_linked_names_are_registry_names_within_two_edits(dataset):
    texts = {n["note_id"]: n["text"] for n in dataset["notes"]}
    patient_of = {n["note_id"]: n["patient_id"] for n in dataset["notes"]}
    words = defaultdict(set)
    for row in dataset["rows"]:
        words[row["patient_id"]].update(_fold(f"{row['first_name']} {row['last_name']}").split())
    checked = 0
    for gold in dataset["gold"]:
        known = words[patient_of[gold["note_id"]]]
        for span in gold["spans"]:
            if span["label"] != "NAME" or not span["linked"]:
                continue
            for token in _fold(texts[gold["note_id"]][span["start"]:span["end"]]).replace(",", " ").split():
                if token.endswith("."):
                    continue  # an initial
                assert min(DamerauLevenshtein.distance(token, w) for w in known) <= 2, token
                checked += 1
    assert checked > N_NOTES


def test_registry_has_the_contract_columns_and_every_patient_row(dataset):
    assert set(dataset["header"]) == set(PERSON_FIELDS) | {"row_id"}
    assert dataset["header"].index("row_id") not in (0, len(dataset["header"]) - 1)
    persons = [parse_person(row) for row in dataset["rows"]]
    patients = {p.patient_id for p in persons if p.role == "patient"}
    assert {n["patient_id"] for n in dataset["notes"]} <= patients
    assert Counter(p.role for p in persons).keys() >= {"patient", "physician", "relative"}


_ID_CHECKS = {
    "nl_BE": nn.is_valid, "fr_BE": nn.is_valid, "nl_NL": bsn.is_valid, "fr_FR": nir.is_valid, "en_GB": nhs.is_valid,
    "de_DE": idnr.is_valid, "de_LU": lambda v: luhn.is_valid(v[:12]),
    "es_ES": lambda v: dni.is_valid(v) or nie.is_valid(v), "it_IT": codicefiscale.is_valid,
}


def test_registry_national_ids_validate(dataset):
    locale_of = {n["patient_id"]: n["locale"] for n in dataset["notes"]}
    rows = [r for r in dataset["rows"] if r["role"] == "patient"]
    assert rows
    for row in rows:
        assert _ID_CHECKS[locale_of[row["patient_id"]]](row["national_id"]), locale_of[row["patient_id"]]


def test_patients_have_several_notes(dataset):
    per_patient = Counter(n["patient_id"] for n in dataset["notes"])
    assert max(per_patient.values()) >= 5
    assert sum(1 for c in per_patient.values() if c > 1) > len(per_patient) / 3


def _files(path):
    return {name: (path / name).read_bytes() for name in ("notes.jsonl", "registry.csv", "gold.jsonl")}


def test_same_seed_same_files_and_other_seed_other_files(tmp_path):
    write_dataset(str(tmp_path / "a"), 40, 5, ("nl_BE", "it_IT"))
    write_dataset(str(tmp_path / "b"), 40, 5, ("nl_BE", "it_IT"))
    write_dataset(str(tmp_path / "c"), 40, 6, ("nl_BE", "it_IT"))
    assert _files(tmp_path / "a") == _files(tmp_path / "b")
    assert _files(tmp_path / "a")["notes.jsonl"] != _files(tmp_path / "c")["notes.jsonl"]


@pytest.mark.parametrize("kwargs", [dict(n_notes=-1, seed=1), dict(n_notes=1, seed=1, locales=()),
                                    dict(n_notes=1, seed=1, locales=("xx_XX",))])
def test_bad_configs_are_refused(kwargs):
    with pytest.raises(ValueError):
        SynthConfig(**kwargs)
