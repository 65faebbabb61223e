"""The de-identification job end to end: contract in, contract out, on every way of running."""
from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from contract_files import DOCTOR, STORMY, write_jsonl, write_registry
from deid.output import notes_schema
from deid.pipelines.deidentify import main, run

NOTES = [
    {"note_id": "n1", "patient_id": "P1", "locale": "nl_BE", "source": "UZ", "ward": "3B",
     "text": "Patiënte Stormy Danneels (Kerkstraat 12, Gent) werd gezien door dr. Vermeulen.\n"
             "Mail: stormy.danneels@example.be"},
    {"note_id": "n2", "patient_id": "P1", "text": "DANNEELS kreeg metoprolol 50 mg."},
    {"note_id": "n3", "patient_id": "P404", "text": "Geen registergegevens voor deze patiënt."},
    '{"note_id": "bad1", "patient_id": "P1", "text": ',
    {"note_id": "bad2", "patient_id": "P1"},
]


@pytest.fixture
def inputs(tmp_path):
    notes = write_jsonl(tmp_path / "notes.jsonl", NOTES)
    registry = write_registry(tmp_path / "registry.csv", [STORMY, DOCTOR])
    return notes, registry


def _argv(inputs, output, *extra):
    """Tags by default, so that tests of the plumbing need no key; a later --replace wins."""
    notes, registry = inputs
    return ["--notes", str(notes), "--registry", str(registry), "--output", str(output),
            "--replace", "tags", *extra]


def _rows(output: Path):
    table = pq.read_table(output / "deidentified")
    return {row["note_id"]: row for row in table.to_pylist()}


def _dead(output: Path):
    lines = []
    for path in sorted((output / "dead_letter").glob("part-*.jsonl")):
        lines += [json.loads(line) for line in path.read_text().splitlines()]
    return lines


def _files(output: Path):
    return {str(p.relative_to(output)): p.read_bytes()
            for p in sorted(output.rglob("part-*"))}


def test_output_follows_the_contract(inputs, tmp_path):
    out = tmp_path / "out"
    manifest = run(_argv(inputs, out, "--runner", "DirectRunner", "--keep-fields", "ward"))
    table = pq.read_table(out / "deidentified")
    assert table.schema == notes_schema(("ward",))
    rows = _rows(out)
    assert sorted(rows) == ["n1", "n2", "n3"]
    n1 = rows["n1"]
    assert "Danneels" not in n1["text"] and "Kerkstraat" not in n1["text"] and "@" not in n1["text"]
    assert n1["ward"] == "3B"
    original = NOTES[0]["text"]
    for entity in n1["entities"]:
        assert n1["text"][entity["out_start"]:entity["out_end"]] == f"[{entity['label']}]"
        assert entity["detector"] in ("registry", "pattern")
        assert original[entity["start"]:entity["end"]].strip()
    assert rows["n3"]["comment"] == "no_registry_rows"
    assert sorted((d["note_id"] or "", d["reason"]) for d in _dead(out)) == [
        ("", "invalid_json"), ("bad2", "missing_field:text")]
    assert all("text" not in d for d in _dead(out))
    counts = manifest["counts"]
    assert (counts["notes_in"], counts["notes_out"], counts["notes_dead"]) == (5, 3, 2)
    assert counts["conserved"] is True
    assert manifest["spans_per_label"]["NAME"] >= 3
    assert manifest["contract_version"] == 1


@pytest.mark.parametrize("mode", ["tags", "surrogates"])
def test_same_output_bytes_in_process_and_with_two_workers(inputs, tmp_path, mode):
    flags = ("--replace", mode, "--demo-key", "--key-table")
    run(_argv(inputs, tmp_path / "a", "--runner", "DirectRunner", *flags))
    run(_argv(inputs, tmp_path / "b", "--runner", "DirectRunner", *flags,
              "--direct_running_mode=multi_processing", "--direct_num_workers=2"))
    first, second = _files(tmp_path / "a"), _files(tmp_path / "b")
    assert first and first == second
    assert any(name.startswith("key_table/") for name in first)


def test_surrogates_sit_exactly_at_their_output_offsets(inputs, tmp_path):
    out = tmp_path / "out"
    run(_argv(inputs, out, "--runner", "DirectRunner", "--replace", "surrogates", "--demo-key", "--key-table"))
    rows = _rows(out)
    keys = {(k["note_id"], k["start"]): k for k in pq.read_table(out / "key_table").to_pylist()}
    originals = {n["note_id"]: n["text"] for n in NOTES if isinstance(n, dict) and "text" in n}
    checked = 0
    for note_id, row in rows.items():
        for entity in row["entities"]:
            key = keys[(note_id, entity["start"])]
            assert row["text"][entity["out_start"]:entity["out_end"]] == key["surrogate"]
            assert originals[note_id][entity["start"]:entity["end"]] == key["original"]
            assert key["surrogate"] != key["original"]
            assert key["original"] == key["original"].strip()  # spans never carry the layout around them
            checked += 1
    assert checked >= 5
    assert "Danneels" not in rows["n1"]["text"] and "DANNEELS" not in rows["n2"]["text"]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("localhost", 0))
        return sock.getsockname()[1]


def test_portable_runner_against_the_local_job_service(inputs, tmp_path):
    port = _free_port()
    service = subprocess.Popen(
        [sys.executable, "-m", "apache_beam.runners.portability.local_job_service_main", "--port", str(port)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.time() + 60
        while time.time() < deadline:
            try:
                socket.create_connection(("localhost", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.2)
        manifest = run(_argv(inputs, tmp_path / "out", "--runner", "PortableRunner",
                             f"--job_endpoint=localhost:{port}", "--environment_type=LOOPBACK"))
    finally:
        service.terminate()
        service.wait(timeout=30)
    assert manifest["counts"]["notes_out"] == 3
    assert sorted(_rows(tmp_path / "out")) == ["n1", "n2", "n3"]


def test_surrogates_without_a_key_stop_before_any_data_moves(inputs, tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("DEID_KEY", raising=False)
    notes, registry = inputs
    code = main(["--notes", str(notes), "--registry", str(registry), "--output", str(tmp_path / "out")])
    assert code == 2
    assert "DEID_KEY" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("option, message", [
    (("--date-shift-days", "30"), "--date-shift-days takes MIN,MAX"),
    (("--date-shift-days", "40,10"), "date shift range"),
    (("--age-cap", "-1"), "--age-cap"),
    (("--fallback-model", "/nonexistent/model"), "--fallback-model"),
    (("--fallback-labels", "NAME,DATE"), "--fallback-labels takes labels among"),
])
def test_surrogate_options_are_validated_before_any_data_moves(inputs, tmp_path, capsys, option, message):
    notes, registry = inputs
    code = main(["--notes", str(notes), "--registry", str(registry), "--output", str(tmp_path / "out"),
                 "--demo-key", *option])
    assert code == 2
    assert message in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


def test_no_matching_input_is_a_clear_error(inputs, tmp_path, capsys):
    _, registry = inputs
    code = main(["--notes", str(tmp_path / "none-*.jsonl"), "--registry", str(registry),
                 "--output", str(tmp_path / "out"), "--replace", "tags"])
    assert code == 2
    assert "--notes: no file matches" in capsys.readouterr().err


def test_a_rerun_replaces_the_previous_shards(inputs, tmp_path):
    out = tmp_path / "out"
    (out / "deidentified").mkdir(parents=True)
    (out / "deidentified" / "part-00042.parquet").write_bytes(b"stale")
    run(_argv(inputs, out, "--runner", "DirectRunner"))
    assert sorted(p.name for p in (out / "deidentified").iterdir()) == ["part-00000.parquet"]


def test_pseudonymized_patient_ids_are_keyed_and_stable(inputs, tmp_path, monkeypatch):
    monkeypatch.setenv("DEID_KEY", "a test key that is long enough")
    run(_argv(inputs, tmp_path / "a", "--runner", "DirectRunner", "--pseudonymize-ids"))
    run(_argv(inputs, tmp_path / "b", "--runner", "DirectRunner", "--pseudonymize-ids"))
    first, second = _rows(tmp_path / "a"), _rows(tmp_path / "b")
    assert first["n1"]["patient_id"] == second["n1"]["patient_id"] == first["n2"]["patient_id"]
    assert first["n1"]["patient_id"] not in ("P1", first["n3"]["patient_id"])


def test_key_table_only_when_asked(inputs, tmp_path):
    run(_argv(inputs, tmp_path / "a", "--runner", "DirectRunner"))
    assert not (tmp_path / "a" / "key_table").exists()
    run(_argv(inputs, tmp_path / "b", "--runner", "DirectRunner", "--key-table"))
    keys = pq.read_table(tmp_path / "b" / "key_table").to_pylist()
    originals = {k["original"] for k in keys}
    assert "DANNEELS" in originals and any("Danneels" in original for original in originals)
    assert all(k["surrogate"] == f"[{k['label']}]" for k in keys)
    assert os.path.exists(tmp_path / "b" / "manifest.json")
