"""Fixtures shared across the test tree."""
from __future__ import annotations

from pathlib import Path

import pytest

from contract_files import DOCTOR, STORMY, write_registry


@pytest.fixture
def registry_file(tmp_path) -> Path:
    return write_registry(tmp_path / "registry.csv", [STORMY, DOCTOR])
