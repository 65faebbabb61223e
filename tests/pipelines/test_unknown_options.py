"""Unknown or misspelt options are errors (exit 2, with a suggestion) in every entry point,
while Beam's own pipeline options still pass through (deid/command_line.py)."""
from __future__ import annotations

import subprocess
import sys

import pytest

from deid.cli import main as deid
from deid.command_line import UnknownOptionError, check_beam_options, known_options, unknown_options
from deid.pipelines.deidentify import DeidentifyOptions
from deid.pipelines.options import SharedPathOptions

RUN_FLAGS = [SharedPathOptions._add_argparse_args, DeidentifyOptions._add_argparse_args]


@pytest.mark.parametrize("command,argv,suggestion", [
    ("run", ["--notes", "n.jsonl", "--key-tabel"], "--key-table"),
    ("run", ["--notes", "n.jsonl", "--demo_key"], "--demo-key"),
    ("run", ["--note", "n.jsonl"], "--notes"),  # no prefix matching: a name is spelt out whole
    ("corpus", ["--input", "in", "--seq_len", "128"], "--seq-len"),
    ("leakage", ["--model", "m", "--top_k", "3"], "--top-k"),
    ("pretrain", ["--corpus", "c", "--output", "o", "--max-step", "3"], "--max-steps"),
    ("train-ner", ["--locale", "nl_BE", "--synthetic", "2", "--max-minute", "1"], "--max-minutes"),
    ("synth", ["--out", "o", "--seeed", "3"], "--seed"),
])
def test_every_entry_point_refuses_an_unknown_option_and_suggests_the_closest(command, argv, suggestion, capsys):
    try:
        code = deid([command, *argv])
    except SystemExit as exit_:  # the argparse-only commands exit through parser.error
        code = exit_.code
    assert code == 2
    err = capsys.readouterr().err
    assert f"did you mean {suggestion}?" in err
    assert "Traceback" not in err


def test_misspelt_option_from_the_shell_exits_2_in_one_line(tmp_path):
    done = subprocess.run([sys.executable, "-m", "deid.cli", "run", "--notes", "x.jsonl", "--registry", "r.csv",
                           "--output", str(tmp_path / "out"), "--key-tabel", "--demo-key"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 2
    assert "deid run: error: unrecognized option: --key-tabel (did you mean --key-table?)" in done.stderr
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("beam_argv", [
    ["--runner", "DirectRunner", "--direct_num_workers", "2", "--direct_running_mode=multi_processing"],
    ["--runner=PortableRunner", "--job_endpoint", "localhost:8099", "--environment_type", "LOOPBACK"],
    ["--temp_location", "/tmp/x", "--project", "p", "--region", "europe-west1", "--setup_file", "./setup.py"],
    ["--experiments", "a", "--experiments=b", "--save_main_session", "--sdk_location", "container"],
])
def test_beam_pipeline_options_pass_through(beam_argv):
    check_beam_options("deid run", ["--notes", "n.jsonl", *beam_argv], RUN_FLAGS)


def test_values_are_not_mistaken_for_options():
    known = known_options(RUN_FLAGS, beam=True)
    argv = ["--date-shift-days", "-30,30", "--locale=nl_BE", "--ner-model", "nl=path", "--", "--anything"]
    assert unknown_options(argv, known) == []
    assert unknown_options(["--notes", "a", "--bogus=1", "-x"], known) == ["--bogus", "-x"]


def test_the_error_lists_every_unknown_option():
    with pytest.raises(UnknownOptionError) as error:
        check_beam_options("deid run", ["--key-tabel", "--direct-num-workers", "2"], RUN_FLAGS)
    message = str(error.value)
    assert "--key-tabel (did you mean --key-table?)" in message
    assert "--direct-num-workers (did you mean --direct_num_workers?)" in message
