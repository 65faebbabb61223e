"""The house's layering, read from the code's own imports.

Every module of the installed root ``deid`` (the folders ``pipelines/``, ``transforms/`` and
``models/`` install as ``deid.pipelines``, ``deid.transforms`` and ``deid.models``) belongs to one
layer; a module may import its own layer and the layers below, never one above. Imports made
inside a function count like any other: hiding an import in a function does not dodge the rule.
Packages import each other in no cycle. Imports under ``if TYPE_CHECKING:`` are annotations
only and are not counted.
"""
from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path
from typing import Dict, Iterator, List, Set, Tuple

import pytest

REPO = Path(__file__).resolve().parent.parent
# Folder on disk -> the package it installs as (setup.py's package_dir).
ROOTS = {"deid": "deid", "pipelines": "deid.pipelines", "transforms": "deid.transforms",
         "models": "deid.models"}

# Bottom to top. A module's layer is the one of its longest listed prefix.
LAYERS: Tuple[Tuple[str, ...], ...] = (
    # Words, keys and the span: what everything else is written in; the entry points' common parts.
    ("deid.lexicon", "deid.locales", "deid.spans", "deid.pickling", "deid.keys", "deid.identifiers", "deid.progress",
     "deid.failure_policy", "deid.publish", "deid.command_line"),
    # A note's records, and the merging and rewriting of its spans.
    ("deid.records", "deid.resolve", "deid.name_edges", "deid.replace", "deid.incremental"),
    # The contract's input and output; the detectors and the spaCy parts of their NER models.
    ("deid.contract", "deid.output", "deid.detect", "deid.nlp"),
    # Surrogates, input files.
    ("deid.surrogates", "deid.input_files"),
    # The synthetic-data generator (it draws places from the surrogates' tables).
    ("deid.synth",),
    # The pretraining corpus's pure logic; the review report of a run (both read the published output).
    ("deid.corpus", "deid.review"),
    # Models: NER training, masked-LM pretraining, leakage attacks.
    ("deid.models",),
    # Beam transforms.
    ("deid.transforms",),
    # Jobs.
    ("deid.pipelines",),
    # The command line over every job.
    ("deid.cli",),
)


def _modules() -> Dict[str, Path]:
    out = {}
    for folder, package in ROOTS.items():
        for path in sorted((REPO / folder).rglob("*.py")):
            parts = list(path.relative_to(REPO / folder).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            out[".".join([package, *parts])] = path
    return out


MODULES = _modules()


def _is_package(module: str) -> bool:
    return MODULES[module].name == "__init__.py"


def _type_checking_block(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def _imports(module: str) -> Iterator[Tuple[str, int]]:
    """(imported project module, line) for every import of ``module``, at any depth."""
    tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
    skipped: Set[int] = set()
    for node in ast.walk(tree):
        if _type_checking_block(node):
            skipped.update(id(child) for child in ast.walk(node))
    package = module if _is_package(module) else module.rpartition(".")[0]
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[:len(anchor) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            # "from deid.detect import names" imports the module deid.detect.names
            names = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base
                     for alias in node.names]
        else:
            continue
        for name in names:
            while name and name not in MODULES:
                name = name.rpartition(".")[0]
            if name and name != module:
                yield name, node.lineno


def _layer(module: str) -> int:
    best, layer = -1, None
    for index, prefixes in enumerate(LAYERS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > best:
                best, layer = len(prefix), index
    return layer


def _package(module: str) -> str:
    return module if _is_package(module) else module.rpartition(".")[0]


def test_the_repository_installs_one_import_root():
    assert set(MODULES) and all(name == "deid" or name.startswith("deid.") for name in MODULES)


@pytest.mark.parametrize("module", sorted(MODULES))
def test_every_module_has_a_layer(module):
    assert module == "deid" or _layer(module) is not None, f"{module}: add it to LAYERS"


def test_no_import_runs_up_a_layer():
    upward = [f"{MODULES[module].relative_to(REPO)}:{line} imports {target}"
              for module in sorted(MODULES) if module != "deid"
              for target, line in _imports(module)
              if target != "deid" and _layer(target) > _layer(module)]
    assert upward == []


def test_packages_import_each_other_in_no_cycle():
    graph: Dict[str, Set[str]] = defaultdict(set)
    for module in MODULES:
        for target, _ in _imports(module):
            source, sink = _package(module), _package(target)
            # A package's __init__ hands its modules' names on: that is no cycle.
            if source != sink and not sink.startswith(source + ".") and not source.startswith(sink + "."):
                graph[source].add(sink)
    assert _cycles(graph) == []


def _cycles(graph: Dict[str, Set[str]]) -> List[List[str]]:
    """Strongly connected components of more than one package (Tarjan)."""
    index: Dict[str, int] = {}
    low: Dict[str, int] = {}
    stack: List[str] = []
    on_stack: Set[str] = set()
    found: List[List[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_cycle_finder_sees_a_cycle():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
