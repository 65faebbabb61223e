"""deid run on issue 12's fail-safe items: oversized notes, a key fingerprint and pools version
in the manifest, ``deid --version``, progress lines with no note text."""
from __future__ import annotations

import json
import logging
import subprocess
import sys

import pyarrow.parquet as pq
import pytest

from contract_files import DOCTOR, STORMY, write_jsonl, write_registry
from deid.lexicon.version import lexicon_digest
from deid.contract import CONTRACT_VERSION
from deid.surrogates.pools_version import SURROGATE_POOLS_VERSION
from deid.pipelines.deidentify import exit_status, main, run
from deid.transforms.deidentify.report_progress import LOGGER as PROGRESS_LOGGER

SHORT = "Patiënte Stormy Danneels (Kerkstraat 12, Gent) werd gezien door dr. Vermeulen."
NOTES = [
    {"note_id": "short", "patient_id": "P1", "locale": "nl_BE", "text": SHORT},
    {"note_id": "huge", "patient_id": "P1", "locale": "nl_BE", "text": (SHORT + "\n") * 20},
]


@pytest.fixture
def inputs(tmp_path):
    return (write_jsonl(tmp_path / "notes.jsonl", NOTES),
            write_registry(tmp_path / "registry.csv", [STORMY, DOCTOR]))


def _argv(inputs, output, *extra):
    notes, registry = inputs
    return ["--notes", str(notes), "--registry", str(registry), "--output", str(output),
            "--detectors", "registry,pattern", *extra]


def _dead(output):
    return [json.loads(line) for path in sorted((output / "dead_letter").glob("part-*.jsonl"))
            for line in path.read_text().splitlines()]


def test_a_note_above_max_note_chars_is_a_dead_letter_of_its_own_reason_without_text(inputs, tmp_path):
    out = tmp_path / "out"
    manifest = run(_argv(inputs, out, "--replace", "tags", "--max-note-chars", str(len(SHORT) + 1)))
    assert [row["note_id"] for row in pq.read_table(out / "deidentified").to_pylist()] == ["short"]
    [dead] = _dead(out)
    assert (dead["note_id"], dead["reason"], dead["input"]) == ("huge", "note_too_long", "notes")
    assert "Stormy" not in json.dumps(dead)
    counts = manifest["counts"]
    assert (counts["notes_in"], counts["notes_out"], counts["notes_dead"], counts["conserved"]) == (2, 1, 1, True)
    assert manifest["options"]["max_note_chars"] == len(SHORT) + 1


def test_max_note_chars_must_be_positive(inputs, tmp_path):
    with pytest.raises(ValueError, match="--max-note-chars"):
        run(_argv(inputs, tmp_path / "out", "--replace", "tags", "--max-note-chars", "0"))


def test_the_manifest_tells_keys_and_surrogate_pools_apart_without_holding_the_key(inputs, tmp_path, monkeypatch):
    fingerprints = []
    for key in ("first secret key of the hospital", "second secret key of the hospital"):
        monkeypatch.setenv("DEID_KEY", key)
        out = tmp_path / key.split()[0]
        manifest = run(_argv(inputs, out))
        text = (out / "manifest.json").read_text()
        assert key not in text and key.encode().hex() not in text
        assert manifest["key_source"] == "env" and manifest["surrogate_pools_version"] == SURROGATE_POOLS_VERSION
        assert manifest["options"]["on_detector_failure"] == "dead-letter"
        assert manifest["lexicon_digest"] == lexicon_digest()   # which word lists detected
        fingerprints.append(manifest["key_fingerprint"])
    assert len(set(fingerprints)) == 2 and all(len(f) == 16 for f in fingerprints)


def test_deid_version_prints_the_engine_and_contract_versions():
    done = subprocess.run([sys.executable, "-m", "deid.cli", "--version"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0
    assert done.stdout.startswith("deid ") and f"data contract {CONTRACT_VERSION}" in done.stdout


def test_progress_is_logged_while_running_with_counts_only(inputs, tmp_path, caplog):
    with caplog.at_level(logging.INFO):
        run(_argv(inputs, tmp_path / "out", "--replace", "tags", "--progress-seconds", "0.000001"))
    progress = [r.getMessage() for r in caplog.records if r.name == PROGRESS_LOGGER]
    assert progress and any("2 notes read" in line for line in progress)
    everything = "\n".join(r.getMessage() for r in caplog.records)
    values = [v for person in (STORMY, DOCTOR) for k, v in person.items() if k != "patient_id" and len(v) >= 4]
    assert not [v for v in values if v in everything]
    assert SHORT not in everything


def test_the_detection_profile_is_an_option_and_goes_into_the_manifest(inputs, tmp_path):
    manifest = run(_argv(inputs, tmp_path / "out", "--replace", "tags", "--detection-profile", "precision"))
    assert manifest["options"]["detection_profile"] == "precision"
    with pytest.raises(SystemExit):
        run(_argv(inputs, tmp_path / "other", "--detection-profile", "paranoid"))


@pytest.mark.parametrize("limit, expected", [(None, 0), ("0.5", 0), ("0.4", 3), ("0", 3), ("1", 0)])
def test_the_exit_status_tells_a_scheduler_when_too_many_notes_went_to_the_dead_letters(inputs, tmp_path, capsys,
                                                                                        limit, expected):
    # One of the two notes is too long: half the notes go to the dead letters.
    argv = _argv(inputs, tmp_path / "out", "--replace", "tags", "--max-note-chars", str(len(SHORT) + 1))
    if limit is not None:
        argv += ["--max-dead-letter-share", limit]
    assert main(argv) == expected
    out = capsys.readouterr().out
    assert ("ALERT" in out) is (expected == 3)
    assert (tmp_path / "out" / "_SUCCESS").exists()   # published either way: the alert is the scheduler's


def test_the_exit_status_is_a_failure_when_notes_are_not_accounted_for():
    counts = {"notes_in": 3, "notes_out": 1, "notes_dead": 1, "conserved": False}
    assert exit_status({"counts": counts, "options": {"max_dead_letter_share": None}}) == 1


def test_a_dead_letter_share_outside_zero_to_one_is_a_usage_error(inputs, tmp_path, capsys):
    assert main(_argv(inputs, tmp_path / "out", "--replace", "tags", "--max-dead-letter-share", "5")) == 2
    assert "--max-dead-letter-share" in capsys.readouterr().err
