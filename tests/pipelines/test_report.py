"""The review report (``deid report``): one self-contained page of a real run, for a privacy office."""
from __future__ import annotations

import re
import shutil

import pytest

from contract_files import DOCTOR, STORMY, write_jsonl, write_registry
from deid.pipelines.deidentify import run as deid_run
from deid.pipelines.report import main, run
from deid.review.figures import HISTOGRAM_TOP, read_run

NOTES = [
    {"note_id": "n1", "patient_id": "P1", "locale": "nl_BE",
     "text": "Mevr. Stormy Danneels (°12/04/1961) woont Kerkstraat 12, 9000 Gent. Tel. 0471 23 45 67."},
    {"note_id": "n2", "patient_id": "P1", "locale": "nl_BE",
     "text": "Controle bij dr. Koen Vermeulen op 03/05/2024. Patiënte voelt zich beter."},
    {"note_id": "n3", "patient_id": "P1", "locale": "en_GB",
     "text": "Seen with her GP Dr Vermeulen. Stormy Danneels will phone 0471 23 45 67 next week."},
    {"note_id": "n4", "patient_id": "P1", "locale": "en_GB", "text": "Observations stable overnight."},
]
ORIGINALS = ("Stormy", "Danneels", "Vermeulen", "Kerkstraat", "0471 23 45 67", "12/04/1961")


@pytest.fixture(scope="module")
def runs(tmp_path_factory, monkeypatch_module):
    root = tmp_path_factory.mktemp("report")
    registry = write_registry(root / "registry.csv", [STORMY, DOCTOR])
    monkeypatch_module.setenv("DEID_KEY", "a test key that is long enough to be a key 0123456789")
    common = ["--registry", str(registry), "--detectors", "registry,pattern,names", "--runner", "DirectRunner"]
    first = write_jsonl(root / "first.jsonl", NOTES[:2])
    second = write_jsonl(root / "second.jsonl", NOTES + ["{not json"])
    deid_run(["--notes", str(first), "--output", str(root / "night1"), *common])
    deid_run(["--notes", str(second), "--output", str(root / "night2"), *common])
    return root


@pytest.fixture(scope="module")
def monkeypatch_module():
    with pytest.MonkeyPatch.context() as patch:
        yield patch


@pytest.fixture(scope="module")
def page(runs):
    path = run(["--run", str(runs / "night2"), "--previous", str(runs / "night1")])
    with open(path, encoding="utf-8") as handle:
        return handle.read()


def test_the_report_is_one_self_contained_page(runs, page):
    assert (runs / "night2" / "review.html").is_file()
    assert page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>")
    # Nothing loads from elsewhere: no script, no link, no image or font by address.
    assert not re.search(r"<script|<link|<img|<iframe|\bsrc=|\bhref=|url\(|@import", page, re.IGNORECASE)
    assert page.count("<svg") >= 4  # labels, detectors, locales, identifiers per note (and dead letters)


def test_the_report_never_shows_an_original_value(page):
    for original in ORIGINALS:
        assert original not in page


def test_the_report_shows_the_runs_counts(runs, page):
    manifest = read_run(str(runs / "night2")).manifest
    assert manifest["counts"]["notes_in"] == 5 and manifest["counts"]["notes_dead"] == 1
    for label, count in manifest["spans_per_label"].items():
        assert f">{label}<" in page and f"{count:,}" in page
    assert manifest["notes_per_locale"] == {"en_GB": 2, "nl_BE": 2}
    assert ">en_GB<" in page and ">nl_BE<" in page
    assert "every note accounted for" in page
    assert ">notes:invalid_json<" in page  # the dead letter's input and reason, on its bar


def test_the_change_from_the_previous_night_is_flagged(page):
    section = page.split("Change from the previous run", 1)[1]
    assert "notes published" in section and "+100%" in section and "⚑" in section


def test_samples_mark_every_surrogate_with_its_label(runs, page):
    figures = read_run(str(runs / "night2"))
    assert len(figures.samples) == 4  # fewer notes than the default sample size: all of them
    marked = sum(len(sample.spans) for sample in figures.samples)
    assert marked and page.count("<mark") == marked
    for sample in figures.samples:
        for start, end, label in sample.spans:
            assert 0 <= start < end <= len(sample.text)


def test_identifiers_per_note_count_every_published_note(runs):
    figures = read_run(str(runs / "night2"))
    assert sum(figures.per_note.values()) == figures.notes_read == 4
    assert figures.per_note.get(0) == 1  # the note with nothing to replace
    assert max(figures.per_note) <= HISTOGRAM_TOP


def test_the_same_run_gives_the_same_page(runs, tmp_path):
    a, b = tmp_path / "a.html", tmp_path / "b.html"
    run(["--run", str(runs / "night2"), "--output", str(a)])
    run(["--run", str(runs / "night2"), "--output", str(b)])
    assert a.read_bytes() == b.read_bytes()


def test_a_folder_that_is_no_run_is_a_clear_error(tmp_path, capsys):
    assert main(["--run", str(tmp_path)]) == 2
    assert "no manifest.json" in capsys.readouterr().err


def test_a_new_run_into_the_folder_replaces_its_old_report(runs, tmp_path):
    # The report written into the run folder is one of the run's own entries, not a foreign file
    # that would stop the next night's publication.
    night = tmp_path / "night"
    shutil.copytree(runs / "night2", night)
    run(["--run", str(night)])
    assert (night / "review.html").is_file()
    deid_run(["--notes", str(runs / "first.jsonl"), "--registry", str(runs / "registry.csv"), "--output", str(night),
              "--detectors", "registry,pattern,names", "--runner", "DirectRunner"])
    assert not (night / "review.html").exists()
    assert read_run(str(night)).counts["notes_in"] == 2
