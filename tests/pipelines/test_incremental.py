"""Incremental nightly runs (``deid run --previous-output``): unchanged notes keep last night's rows,
changed and new ones are de-identified, and the result is what a full run would publish."""
from __future__ import annotations

import json

import pyarrow.parquet as pq
import pytest
from contract_files import DOCTOR, STORMY, write_jsonl, write_registry
from deid.keys import MissingKeyError
from deid.pipelines.deidentify import run

KEY = "incremental runs test key, long enough"
NOTES = [
    {"note_id": f"n{i}", "patient_id": "P1" if i % 2 else "P2", "locale": "nl_BE",
     "text": f"Consult {i}: mevr. Stormy Danneels, tel. 0471 23 45 67, gezien door dr. Koen Vermeulen."}
    for i in range(6)
]
P2 = {"patient_id": "P2", "role": "patient", "first_name": "Roos", "last_name": "Claes", "gender": "F"}


def _run(tmp_path, name, notes, registry_rows, *extra, key=KEY, monkeypatch):
    monkeypatch.setenv("DEID_KEY", key)
    notes_file = write_jsonl(tmp_path / f"{name}.jsonl", notes)
    registry = write_registry(tmp_path / f"{name}-registry.csv", registry_rows)
    output = tmp_path / name
    manifest = run(["--notes", str(notes_file), "--registry", str(registry), "--output", str(output),
                    "--detectors", "registry,pattern,names", *extra])
    return output, manifest


def _rows(output):
    return {row["note_id"]: row for row in pq.read_table(output / "deidentified").to_pylist()}


REGISTRY = [STORMY, DOCTOR, P2]


def test_the_same_input_again_reuses_every_note_and_publishes_the_same_bytes(tmp_path, monkeypatch):
    night1, _ = _run(tmp_path, "night1", NOTES, REGISTRY, monkeypatch=monkeypatch)
    night2, manifest = _run(tmp_path, "night2", NOTES, REGISTRY, "--previous-output", str(night1),
                            monkeypatch=monkeypatch)
    assert manifest["incremental"]["reused"] == 6 and manifest["incremental"]["processed"] == 0
    assert (night1 / "deidentified" / "part-00000.parquet").read_bytes() == \
        (night2 / "deidentified" / "part-00000.parquet").read_bytes()
    assert manifest["counts"]["conserved"] and manifest["counts"]["notes_out"] == 6


def test_changed_new_and_removed_notes_give_what_a_full_run_gives(tmp_path, monkeypatch):
    night1, _ = _run(tmp_path, "night1", NOTES, REGISTRY, monkeypatch=monkeypatch)
    tonight = [dict(NOTES[0], text=NOTES[0]["text"] + " Controle over 3 weken."), *NOTES[1:5],
               {"note_id": "n9", "patient_id": "P1", "locale": "nl_BE", "text": "Stormy Danneels belde terug."}]
    night2, manifest = _run(tmp_path, "night2", tonight, REGISTRY, "--previous-output", str(night1),
                            monkeypatch=monkeypatch)
    assert {k: manifest["incremental"][k] for k in ("reused", "processed", "removed")} == \
        {"reused": 4, "processed": 2, "removed": 1}
    full, _ = _run(tmp_path, "full", tonight, REGISTRY, monkeypatch=monkeypatch)
    assert (full / "deidentified" / "part-00000.parquet").read_bytes() == \
        (night2 / "deidentified" / "part-00000.parquet").read_bytes()


def test_a_registry_change_redoes_its_patient_s_notes_with_the_same_surrogates(tmp_path, monkeypatch):
    night1, _ = _run(tmp_path, "night1", NOTES, REGISTRY, monkeypatch=monkeypatch)
    relative = {"patient_id": "P1", "role": "relative", "first_name": "Ilse", "last_name": "Danneels"}
    new_note = {"note_id": "n7", "patient_id": "P1", "locale": "nl_BE",
                "text": "Mevr. Stormy Danneels komt met dochter Ilse Danneels."}
    night2, manifest = _run(tmp_path, "night2", NOTES + [new_note], REGISTRY + [relative],
                            "--previous-output", str(night1), monkeypatch=monkeypatch)
    # P1's notes (n1, n3, n5) and the new one are done again; P2's (n0, n2, n4) are reused.
    assert manifest["incremental"]["reused"] == 3 and manifest["incremental"]["processed"] == 4
    before, after = _rows(night1), _rows(night2)
    assert after["n1"]["text"] == before["n1"]["text"]  # the same patient, the same surrogates
    surrogate = after["n1"]["text"].split(": ", 1)[1].split(",")[0]  # "mevr. <surrogate name>"
    assert surrogate.split(" ", 1)[1] in after["n7"]["text"]


def test_another_key_redoes_every_note_and_says_why(tmp_path, monkeypatch):
    night1, _ = _run(tmp_path, "night1", NOTES, REGISTRY, monkeypatch=monkeypatch)
    _, manifest = _run(tmp_path, "night2", NOTES, REGISTRY, "--previous-output", str(night1),
                       key="another key, long enough as well", monkeypatch=monkeypatch)
    assert manifest["incremental"]["redo_all_reason"] == "changed:key"
    assert manifest["incremental"]["reused"] == 0 and manifest["incremental"]["processed"] == 6


def test_a_run_without_state_is_done_again_whole(tmp_path, monkeypatch):
    night1, _ = _run(tmp_path, "night1", NOTES, REGISTRY, monkeypatch=monkeypatch)
    manifest_path = night1 / "manifest.json"
    old = json.loads(manifest_path.read_text())
    old.pop("incremental")  # a run of an engine that kept no state
    manifest_path.write_text(json.dumps(old))
    _, manifest = _run(tmp_path, "night2", NOTES, REGISTRY, "--previous-output", str(night1),
                       monkeypatch=monkeypatch)
    assert manifest["incremental"]["redo_all_reason"] == "no_previous_state"
    assert manifest["incremental"]["processed"] == 6


def test_the_previous_output_may_be_the_output_itself(tmp_path, monkeypatch):
    night, _ = _run(tmp_path, "nightly", NOTES, REGISTRY, monkeypatch=monkeypatch)
    first = (night / "deidentified" / "part-00000.parquet").read_bytes()
    _, manifest = _run(tmp_path, "nightly", NOTES, REGISTRY, "--previous-output", str(night),
                       monkeypatch=monkeypatch)
    assert manifest["incremental"]["reused"] == 6
    assert (night / "deidentified" / "part-00000.parquet").read_bytes() == first
    assert {row["note_id"] for row in pq.read_table(night / "state").to_pylist()} == {n["note_id"] for n in NOTES}


def test_reused_notes_keep_their_key_table_rows(tmp_path, monkeypatch):
    night1, _ = _run(tmp_path, "night1", NOTES, REGISTRY, "--key-table", monkeypatch=monkeypatch)
    tonight = NOTES[:5] + [{"note_id": "n8", "patient_id": "P2", "locale": "nl_BE", "text": "Roos Claes belde."}]
    night2, manifest = _run(tmp_path, "night2", tonight, REGISTRY, "--key-table", "--previous-output", str(night1),
                            monkeypatch=monkeypatch)
    full, _ = _run(tmp_path, "full", tonight, REGISTRY, "--key-table", monkeypatch=monkeypatch)
    assert manifest["incremental"]["reused"] == 5
    assert (full / "key_table" / "part-00000.parquet").read_bytes() == \
        (night2 / "key_table" / "part-00000.parquet").read_bytes()


def test_without_a_key_no_state_is_written_and_an_incremental_run_asks_for_one(tmp_path, monkeypatch):
    monkeypatch.delenv("DEID_KEY", raising=False)
    notes = write_jsonl(tmp_path / "n.jsonl", NOTES)
    registry = write_registry(tmp_path / "r.csv", REGISTRY)
    base = ["--notes", str(notes), "--registry", str(registry), "--replace", "tags", "--detectors", "pattern"]
    run(base + ["--output", str(tmp_path / "tags")])
    assert not (tmp_path / "tags" / "state").exists()
    with pytest.raises(MissingKeyError, match="DEID_KEY"):
        run(base + ["--output", str(tmp_path / "tags2"), "--previous-output", str(tmp_path / "tags")])
