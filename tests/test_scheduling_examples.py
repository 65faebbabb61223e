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


def _known_run_options():
    return known_options([SharedPathOptions._add_argparse_args, DeidentifyOptions._add_argparse_args], beam=True)


def _dag_calls():
    """The operator calls of the Airflow example, read from its source (Airflow is not installed here)."""
    import ast

    tree = ast.parse((EXAMPLES / "airflow_deid_nightly.py").read_text())
    return {node.func.id: node for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id.endswith("Operator")}


def test_the_airflow_dag_runs_the_job_with_options_that_exist():
    import ast

    beam_call = _dag_calls()["BeamRunPythonPipelineOperator"]
    keywords = {k.arg: k.value for k in beam_call.keywords}
    # The options dict, its names ("OUTPUT") read from the module's own string constants.
    tree = ast.parse((EXAMPLES / "airflow_deid_nightly.py").read_text())
    constants = {node.targets[0].id: ast.literal_eval(node.value) for node in tree.body
                 if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant)}
    options = eval(compile(ast.Expression(keywords["pipeline_options"]), "dag", "eval"), {"__builtins__": {}}, constants)
    argv = [f"--{name}={value}" for name, value in options.items()]
    assert unknown_options(argv, _known_run_options()) == []
    assert {"notes", "registry", "output", "key-file", "max-dead-letter-share"} <= set(options)
    # py_file is the job's module in the installed tree: it exists and runs as a script.
    py_file = ast.unparse(keywords["py_file"])
    assert "pipelines/deidentify.py" in py_file
    module = Path(__file__).resolve().parent.parent / "pipelines" / "deidentify.py"
    assert 'if __name__ == "__main__":' in module.read_text()


def test_the_airflow_dag_s_report_uses_options_that_exist():
    from deid.pipelines.report import parser as report_parser

    bash = _dag_calls()["BashOperator"]
    command = next(k.value for k in bash.keywords if k.arg == "bash_command")
    import ast

    text = ast.unparse(command)
    for option in re.findall(r"(--[a-z-]+)", text):
        assert option in {"--run", "--previous", "--output", "--samples"}, option
    assert {a.dest for a in report_parser()._actions} >= {"run", "previous", "output", "samples"}


def test_the_flex_template_s_parameters_are_options_of_deid_run():
    import json

    metadata = json.loads((EXAMPLES / "dataflow" / "metadata.json").read_text())
    names = [p["name"] for p in metadata["parameters"]]
    argv = [f"--{name}=x" for name in names]
    assert unknown_options(argv, _known_run_options()) == []
    required = {p["name"] for p in metadata["parameters"] if not p.get("isOptional")}
    assert required == {"notes", "registry", "output", "key-file"}


def test_the_flex_template_image_runs_the_job_module_of_this_tree():
    repo = Path(__file__).resolve().parent.parent
    text = (EXAMPLES / "dataflow" / "Dockerfile").read_text()
    for source in re.findall(r"^COPY (.+) \S+$", text, re.M):
        for path in source.split():
            assert (repo / path).exists(), path
    launcher = re.search(r"FLEX_TEMPLATE_PYTHON_PY_FILE=/opt/deid/(\S+)", text).group(1)
    setup = re.search(r"FLEX_TEMPLATE_PYTHON_SETUP_FILE=/opt/deid/(\S+)", text).group(1)
    assert (repo / launcher).is_file() and (repo / setup).is_file()
