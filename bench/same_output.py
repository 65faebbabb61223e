"""Does a change keep the output byte for byte? The README's sample job at two revisions, compared.

    python bench/same_output.py [--before REV] [--after REV] [--workdir /tmp/same_output]

Checks each revision out into a git worktree (``--after`` defaults to the working tree as it is,
uncommitted changes included), runs the README's main job on the bundled sample with the demo key
in a fresh process on that tree, and compares every file of the two output folders byte for byte,
but the run manifest and the ``_SUCCESS`` marker, which record the run's id, times and versions
(the manifest's counts are compared instead). Prints
one line per differing file and exits 1 if any differs: the proof a refactoring asks for
("behaviour unchanged"). Nothing of the notes is printed, only file names and counts.
"""
from __future__ import annotations

import argparse
import filecmp
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Dict, List, Optional

REPO = Path(__file__).resolve().parent.parent
ARGS = ["run", "--notes", "sample/notes.jsonl", "--registry", "sample/registry.csv", "--demo-key"]

# Runs deid's command line from TREE, whatever the installed checkout: TREE first on the path, and
# TREE's top folders (pipelines/, transforms/, models/) visible as deid.pipelines, ... as setup.py
# installs them. A revision from before the one import root finds them as top-level packages.
_LAUNCH = ("import sys; tree = sys.argv[1]; sys.path.insert(0, tree); import deid; "
           "deid.__path__.append(tree); from deid.cli import main; sys.exit(main(sys.argv[2:]))")


def _tree(rev: Optional[str], workdir: Path) -> Path:
    if rev is None:
        return REPO
    path = workdir / f"tree-{rev.replace('/', '_')}"
    if path.exists():
        subprocess.run(["git", "-C", str(REPO), "worktree", "remove", "--force", str(path)], check=False)
        shutil.rmtree(path, ignore_errors=True)
    subprocess.run(["git", "-C", str(REPO), "worktree", "add", "--detach", str(path), rev], check=True,
                   stdout=subprocess.DEVNULL)
    return path


def _run(tree: Path, output: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    subprocess.run([sys.executable, "-c", _LAUNCH, str(tree), *ARGS, "--output", str(output)],
                   cwd=tree, env=env, check=True, stdout=subprocess.DEVNULL)


def _files(root: Path) -> Dict[str, Path]:
    return {str(p.relative_to(root)): p for p in sorted(root.rglob("*")) if p.is_file()}


def compare(before: Path, after: Path) -> List[str]:
    """The differences between two output folders, one line each (file names and counts only)."""
    a, b = _files(before), _files(after)
    lines = [f"only before: {name}" for name in sorted(set(a) - set(b))]
    lines += [f"only after: {name}" for name in sorted(set(b) - set(a))]
    for name in sorted(set(a) & set(b)):
        if Path(name).name == "_SUCCESS":
            continue  # the run's id and time, and the manifest's digest
        if Path(name).name == "manifest.json":
            counts = [json.loads(p.read_text()).get("counts") for p in (a[name], b[name])]
            if counts[0] != counts[1]:
                lines.append(f"differs: {name} counts")
        elif not filecmp.cmp(a[name], b[name], shallow=False):
            lines.append(f"differs: {name}")
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", default="HEAD", help="a git revision (default HEAD)")
    parser.add_argument("--after", default=None, help="a git revision (default: the working tree)")
    parser.add_argument("--workdir", default=None)
    args = parser.parse_args()
    workdir = Path(args.workdir or tempfile.mkdtemp(prefix="same_output_"))
    workdir.mkdir(parents=True, exist_ok=True)
    outputs = []
    for side, rev in (("before", args.before), ("after", args.after)):
        tree = _tree(rev, workdir)
        output = workdir / f"out-{side}"
        shutil.rmtree(output, ignore_errors=True)
        try:
            _run(tree, output)
        finally:
            if tree != REPO:  # the checkout served its run: unregister it from the repository
                subprocess.run(["git", "-C", str(REPO), "worktree", "remove", "--force", str(tree)], check=False)
        outputs.append(output)
        print(f"{side}: {rev or 'working tree'} -> {output} ({len(_files(output))} files)")
    differences = compare(*outputs)
    for line in differences:
        print(line)
    print("byte-identical" if not differences else f"{len(differences)} difference(s)")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
