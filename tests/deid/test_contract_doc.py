"""docs/CONTRACT.md stays true: its dead-letter reasons and keys are the code's."""
from __future__ import annotations

import re

from contract_files import REPO
from deid.contract import INPUTS, REASONS, Rejection

DOC = (REPO / "docs" / "CONTRACT.md").read_text(encoding="utf-8")


def _table_after(heading: str) -> list:
    """First cells (the `code` in backticks) of the Markdown table that follows ``heading``."""
    rest = DOC[DOC.index(heading) + len(heading):]
    rows = []
    for line in rest.splitlines():
        if rows and not line.startswith("|"):
            break
        match = re.match(r"\| `([^`]+)` \|", line)
        if match:
            rows.append(match.group(1))
    return rows


def test_the_documented_reasons_are_exactly_the_code_vocabulary():
    assert sorted(_table_after("Dead-letter reasons")) == sorted(REASONS)


def test_the_documented_dead_letter_keys_are_exactly_those_written():
    assert sorted(_table_after("Each line of `DIR/dead_letter/part-*.jsonl`")) == sorted(
        Rejection("notes", "invalid_json").to_row())
    for name in INPUTS:
        assert f"`{name}`" in DOC


def test_readme_and_help_point_to_the_contract_in_the_repository():
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "docs/CONTRACT.md" in readme and "shared/CONTRACT.md" not in readme


def test_deid_run_help_points_to_the_contract(capsys):
    from deid.pipelines.deidentify import main

    assert main(["--help"]) == 0
    assert "docs/CONTRACT.md" in capsys.readouterr().out
