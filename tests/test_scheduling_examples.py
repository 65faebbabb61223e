"""The scheduling examples of docs/scheduling/ stay true: their deid command lines use options
that exist, and systemd accepts the unit and the timer."""
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from deid.command_line import known_options, unknown_options
from deid.pipelines.deidentify import DeidentifyOptions
from deid.pipelines.options import SharedPathOptions

EXAMPLES = Path(__file__).resolve().parent.parent / "docs" / "scheduling"


def _deid_argv(text: str):
    """The arguments after 'deid run' in a unit's ExecStart or a crontab line."""
    command = re.search(r"bin/deid run (.*?)(?:\s*>|\n\S|\Z)", text.replace("\\\n", " "), re.S).group(1)
    return shlex.split(command)


@pytest.mark.parametrize("name", ["deid-nightly.service", "crontab"])
def test_the_example_s_deid_options_exist(name):
    argv = _deid_argv((EXAMPLES / name).read_text())
    known = known_options([SharedPathOptions._add_argparse_args, DeidentifyOptions._add_argparse_args], beam=True)
    assert "--max-dead-letter-share" in argv and unknown_options(argv, known) == []


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="no systemd here")
def test_systemd_accepts_the_unit_and_the_timer(tmp_path):
    deid = Path(sys.executable).parent / "deid"
    unit = (EXAMPLES / "deid-nightly.service").read_text().replace("/opt/deid/.venv/bin/deid", str(deid))
    (tmp_path / "deid-nightly.service").write_text(unit.replace("User=deid\n", ""))
    shutil.copy(EXAMPLES / "deid-nightly.timer", tmp_path)
    result = subprocess.run(["systemd-analyze", "verify", "deid-nightly.service", "deid-nightly.timer"],
                            cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and "deid-nightly" not in result.stderr, result.stderr
