"""The worker image's Dockerfile stays true to the tree: what it copies exists, the Beam and Python
versions of its base image are the ones setup.py pins, and its import check names real modules.
(No Docker daemon here to build it: these are the mistakes a build would find first.)"""
import importlib.util
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DOCKERFILE = (REPO / "Dockerfile").read_text()


def test_every_copied_path_exists():
    sources = [word for line in DOCKERFILE.splitlines() if line.startswith("COPY")
               for word in line.split()[1:-1]]
    assert sources and all((REPO / source).exists() for source in sources), sources


def test_the_base_image_is_the_pinned_beam_on_this_python():
    beam = re.search(r'"apache-beam==([\d.]+)"', (REPO / "setup.py").read_text()).group(1)
    python = f"{sys.version_info.major}.{sys.version_info.minor}"
    assert f"FROM apache/beam_python{python}_sdk:{beam}" in DOCKERFILE


def test_the_image_s_import_check_names_installed_modules():
    modules = re.search(r'python -c "import ([^"]+)"', DOCKERFILE).group(1).split(",")
    assert all(importlib.util.find_spec(module.strip()) is not None for module in modules)
