"""The fuzz bench, small: malformed input of every kind costs records, never the run, never a leak."""
from __future__ import annotations

import subprocess
import sys

from contract_files import REPO


def test_the_small_fuzz_bench_passes(tmp_path):
    result = subprocess.run(
        [sys.executable, str(REPO / "bench" / "fuzz.py"), "--per-kind", "8", "--valid-notes", "20", "--fast",
         "--workdir", str(tmp_path / "fuzz")],
        cwd=REPO, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout[-3000:]
    assert "PASS" in result.stdout and "leaks=0" in result.stdout
