"""Fail-safe runs of `deid run`: the last good output survives a killed run; bad input costs records, not runs."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from contract_files import DOCTOR, SAMPLE, STORMY, write_jsonl, write_registry
from deid.pipelines.deidentify import main, run

FAST = ("--detectors", "registry,pattern")  # no NER model to load: the run is mostly Beam


def _snapshot(folder: Path) -> dict:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def _deid(*args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "deid.cli", "run", *args], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)


def _staged(out: Path, pattern: str = "") -> bool:
    folders = list(out.parent.glob(f".{out.name}.staging-*"))
    return any(any(s.glob(pattern)) for s in folders) if pattern else bool(folders)


# When to kill the second run: while Python and Beam import, once its staging
# folder exists (the pipeline starts), once a shard is written, once the
# manifest is written (the pipeline has finished; publication is next).
KILL_POINTS = {
    "importing": lambda out: True,
    "staging": lambda out: _staged(out),
    "shards_written": lambda out: _staged(out, "*/part-*"),
    "manifest_written": lambda out: _staged(out, "manifest.json"),
}


def _stop_when(process: subprocess.Popen, reached, point: str) -> None:
    """Run the process in slices of a few milliseconds, looking while it is stopped: no step is skipped."""
    while True:
        assert process.poll() is None, f"the run finished before the kill point {point}"
        os.killpg(process.pid, signal.SIGSTOP)
        if reached():
            return  # stopped at the point; the caller kills it
        os.killpg(process.pid, signal.SIGCONT)
        time.sleep(0.002)


def test_a_run_killed_at_any_point_leaves_the_previous_output_whole(tmp_path):
    out = tmp_path / "out"
    notes = tmp_path / "notes.jsonl"
    notes.write_text("".join((SAMPLE / "notes.jsonl").read_text(encoding="utf-8").splitlines(True)[:100]),
                     encoding="utf-8")
    argv = ["--notes", str(notes), "--registry", str(SAMPLE / "registry.csv"),
            "--output", str(out), "--demo-key", *FAST]
    assert _deid(*argv).wait(timeout=300) == 0
    before = _snapshot(out)
    assert "_SUCCESS" in before and "manifest.json" in before
    for point, reached in KILL_POINTS.items():
        process = _deid(*argv, "--replace", "tags")  # its output would differ in every shard
        if point == "importing":
            time.sleep(0.5)
        else:
            _stop_when(process, lambda: reached(out), point)
        os.killpg(process.pid, signal.SIGKILL)
        assert process.wait(timeout=60) == -signal.SIGKILL
        assert _snapshot(out) == before, point
        table = pq.read_table(out / "deidentified")  # readable, all of it
        manifest = json.loads((out / "manifest.json").read_text())
        assert table.num_rows == manifest["counts"]["notes_out"] == 100
    assert list(tmp_path.glob(".out.staging-*"))  # the killed runs left their staging folders...
    assert _deid(*argv, "--replace", "tags").wait(timeout=300) == 0
    assert not list(tmp_path.glob(".out.staging-*"))  # ...which the next run removed
    assert _snapshot(out)["deidentified/part-00000.parquet"] != before["deidentified/part-00000.parquet"]


def test_a_failed_run_leaves_the_previous_output_whole(tmp_path):
    notes = write_jsonl(tmp_path / "notes.jsonl", [{"note_id": "n1", "patient_id": "P1", "text": "Stormy."}])
    registry = write_registry(tmp_path / "registry.csv", [STORMY])
    out = tmp_path / "out"
    argv = ["--notes", str(notes), "--registry", str(registry), "--output", str(out), "--replace", "tags", *FAST]
    run(argv + ["--runner", "DirectRunner"])
    before = _snapshot(out)
    with pytest.raises(Exception):
        run(argv + ["--runner", "NoSuchRunner"])
    assert _snapshot(out) == before
    assert not list(tmp_path.glob(".out.staging-*"))


@pytest.mark.parametrize("case, message", [
    ("registry_folder", "--registry: names a folder, not a file"),
    ("notes_folder", "--notes: names a folder"),
    ("output_is_a_file", "--output: exists and is not a folder"),
    ("output_holds_inputs", "--output: the folder holds 2 entries that a run does not write"),
    ("output_unwritable", "--output: cannot create the folder that would hold the output"),
])
def test_bad_inputs_and_output_locations_are_one_line_and_exit_2_before_any_data_moves(
        tmp_path, capsys, case, message):
    notes = write_jsonl(tmp_path / "notes.jsonl", [{"note_id": "n1", "patient_id": "P1", "text": "Stormy."}])
    registry = write_registry(tmp_path / "registry.csv", [STORMY])
    out = tmp_path / "out"
    if case == "registry_folder":
        registry = tmp_path
    elif case == "notes_folder":
        notes = tmp_path
    elif case == "output_is_a_file":
        out.write_text("x")
    elif case == "output_holds_inputs":
        out = tmp_path
    elif case == "output_unwritable":
        out = Path("/proc/deid-test/out")
    before = sorted(p.name for p in tmp_path.iterdir())
    code = main(["--notes", str(notes), "--registry", str(registry), "--output", str(out), "--replace", "tags"])
    err = capsys.readouterr().err
    assert code == 2
    assert message in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == before


def test_duplicates_and_bad_registry_fields_are_counted_and_traceable(tmp_path, capsys):
    notes = write_jsonl(tmp_path / "notes.jsonl", [
        {"note_id": "n1", "patient_id": "P1", "text": "Patiënte Stormy Danneels, geboren 12/04/1961."},
        {"note_id": "n2", "patient_id": "P1", "text": "Controle bij dr. Vermeulen."},
        {"note_id": "n1", "patient_id": "P1", "text": "Een tweede nota met hetzelfde id."},
    ])
    registry = write_registry(tmp_path / "registry.csv", [dict(STORMY, birth_date="1961-13-45"), DOCTOR])
    out = tmp_path / "out"
    code = main(["--notes", str(notes), "--registry", str(registry), "--output", str(out), "--replace", "tags",
                 "--runner", "DirectRunner", *FAST])
    printed = capsys.readouterr().out
    assert code == 0
    manifest = json.loads((out / "manifest.json").read_text())
    counts = manifest["counts"]
    assert (counts["notes_in"], counts["notes_out"], counts["notes_dead"]) == (3, 2, 1)
    assert (counts["duplicate_note_ids"], counts["registry_rows_in"], counts["registry_rows_dead"],
            counts["registry_fields_rejected"]) == (1, 2, 0, 1)
    assert "1 single fields rejected" in printed and "duplicates: 1" in printed
    dead = [json.loads(line) for path in sorted((out / "dead_letter").glob("part-*.jsonl"))
            for line in path.read_text().splitlines()]
    assert sorted((d["input"], d["reason"], d["source_file"], d["line"], d["note_id"]) for d in dead) == [
        ("notes", "duplicate_note_id", "notes.jsonl", 3, "n1"),
        ("registry_field", "invalid_date:birth_date", "registry.csv", 2, None)]
    rows = {r["note_id"]: r for r in pq.read_table(out / "deidentified").to_pylist()}
    # The kept note is the first n1, and Stormy's name is still found despite her bad birth date.
    assert "[NAME]" in rows["n1"]["text"] and "Danneels" not in rows["n1"]["text"]
    assert "1961-13-45" not in json.dumps(manifest) + json.dumps(dead) + printed
