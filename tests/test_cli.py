"""The ``deid`` command: one sub-command per job, clear errors, the versions it runs with."""
import json

import pytest

from deid.cli import COMMANDS, main, version_line
from deid.contract import CONTRACT_VERSION
from deid.locales import SYNTHETIC_LOCALES


def test_every_job_has_a_sub_command():
    assert set(COMMANDS) == {"run", "synth", "corpus", "train-ner", "pretrain", "leakage", "report"}


def test_help_lists_the_sub_commands(capsys):
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    assert all(f"  {name}" in out for name in COMMANDS)


def test_no_command_is_a_usage_error(capsys):
    assert main([]) == 2
    assert "usage: deid COMMAND" in capsys.readouterr().out


def test_an_unknown_command_is_a_usage_error_on_stderr(capsys):
    assert main(["anonymise"]) == 2
    assert "unknown command 'anonymise'" in capsys.readouterr().err


def test_version_names_the_engine_and_the_data_contract(capsys):
    assert main(["--version"]) == 0
    out = capsys.readouterr().out.strip()
    assert out == version_line() and f"data contract {CONTRACT_VERSION}" in out


def test_each_job_s_help_is_its_own(capsys):
    for command in ("run", "corpus", "leakage", "report"):
        assert main([command, "--help"]) == 0
        assert f"deid {command}" in capsys.readouterr().out


def test_a_misspelt_option_names_the_closest_one(capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["synth", "--out", "x", "--note", "3"])
    assert stopped.value.code == 2
    assert "did you mean --notes?" in capsys.readouterr().err


def test_synth_takes_only_the_locales_the_generator_writes(capsys, tmp_path):
    with pytest.raises(SystemExit):
        main(["synth", "--out", str(tmp_path), "--locales", "en_US"])
    assert ", ".join(SYNTHETIC_LOCALES) in capsys.readouterr().err


def test_synth_writes_a_data_set(capsys, tmp_path):
    assert main(["synth", "--out", str(tmp_path), "--notes", "4", "--seed", "3", "--locales", "nl_BE,fr_FR"]) == 0
    notes = [json.loads(line) for line in (tmp_path / "notes.jsonl").read_text().splitlines()]
    assert len(notes) == 4 and {n["locale"] for n in notes} <= {"nl_BE", "fr_FR"}
    assert "notes=4" in capsys.readouterr().out


def test_a_run_without_its_required_paths_is_a_clear_error(capsys):
    assert main(["run", "--notes", "n.jsonl"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("deid run: error:") and "--registry" in err and "Traceback" not in err
