"""bench/shadow_membership.py, small: the whole chain (deid synth, run, corpus per strategy, the
experiment) runs twice (two seeds), one row per strategy and run, the runs pooled, and the last
line is the JSON the figures are read from."""
from __future__ import annotations

import json
import subprocess
import sys

from contract_files import REPO


def test_the_small_shadow_membership_bench_prints_one_row_per_strategy(tmp_path):
    result = subprocess.run(
        [sys.executable, str(REPO / "bench" / "shadow_membership.py"), "--notes", "160", "--shadows", "2",
         "--epochs", "1", "--max-len", "32", "--intersections", "", "--mi-sizes", "50", "--no-reference",
         "--repeats", "2", "--work", str(tmp_path / "work")],
        cwd=REPO, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    figures = json.loads(result.stdout.strip().splitlines()[-1])
    assert [run["seed"] for run in figures["runs"]] == [7, 8]
    rows = {row["strategy"]: row for row in figures["runs"][0]["strategies"]}
    assert list(rows) == ["min-freq=5", "mutual-information=50"]
    assert rows["mutual-information=50"]["selected_words"] == 50
    for row in rows.values():
        assert 0 < row["used_words"] <= row["selected_words"]
        assert row["membership"]["trials"] > 0 and row["shadows"] == 2
    pooled = {row["strategy"]: row for row in figures["pooled"]}
    assert list(pooled) == list(rows)
    assert pooled["min-freq=5"]["membership"]["trials"] == sum(
        run["strategies"][0]["membership"]["trials"] for run in figures["runs"])
    assert "pooled over seeds 7, 8:" in result.stdout
    assert figures["baseline"] == "min-freq=5"
    assert figures["versus_baseline"]["mutual-information=50"]["pairs"] == pooled["min-freq=5"]["membership"]["trials"]
