"""spaCy's French ``TOKEN_MATCH``, compiled in a tenth of the time, with the same matches.

    install()      # before any French pipeline loads; idempotent, cheap, lazy

spaCy's French tokenizer keeps hyphenated and elided words whole ("porte-monnaie",
"entr'ouvert") with one regular expression: about 250 alternatives, each ``^prefix`` followed
by the same few character classes of every lower-case letter Unicode knows. Python's ``re``
optimises each copy of those classes apart, and ``import spacy.lang.fr`` spent 2.4 s of a
worker's start compiling the 1.4 MB pattern (``bench/pipeline_throughput.py``'s start-up), and loading a saved French pipeline as
much again (its tokenizer stores the pattern and compiles it once more).

The alternatives that share their tail (the part from the first such class on) are written once
with their heads in a group: ``^(?:anti|auto|...)[-][a-z...][-a-z...']*$`` instead of one copy of
the tail per head. Concatenation distributes over alternation and every alternative is anchored
at both ends, so the factored pattern matches exactly the strings the original matches (spaCy
only asks whether it matches); each head and each tail must compile on its own, or the
alternative is kept as it was. The factoring happens while spaCy's module is imported, from its
own list of alternatives (``_regular_exp``), and only when the pattern it compiles is exactly the
one those alternatives make; any other spaCy version or pattern compiles as before.
``tests/deid/nlp/test_french_token_match.py`` compares the two on words of every alternative.

``install`` adds a finder to ``sys.meta_path`` that intercepts that one module's import; a
process that never loads French pays nothing, and one that imported the module before pays
nothing more. A saved pipeline's tokenizer stores the pattern and compiles it again when loaded:
``deid.detect.ner.load_pipeline`` loads within ``factored_compile`` for the same reason.
"""
from __future__ import annotations

import contextlib
import functools
import importlib.abc
import importlib.machinery
import re
import sys
import threading
from typing import Dict, Iterator, List, Optional, Sequence, Tuple

MODULE = "spacy.lang.fr.tokenizer_exceptions"
_FLAGS = "(?iu)"
# A character class long enough to be one of the Unicode letter classes (spaCy's ALPHA_LOWER is
# thousands of characters; the short classes of the heads, "[ée]", stay in the heads).
_BIG_CLASS = re.compile(r"\[[^\]]{64,}\]")
_LOCK = threading.RLock()  # the import runs inside a pipeline's load


def original_pattern(alternatives: Sequence[str]) -> str:
    """The pattern spaCy's module compiles from its alternatives."""
    return _FLAGS + "|".join("(?:{})".format(m) for m in alternatives)


def _compiles(pattern: str) -> bool:
    try:
        re.compile(pattern)
    except re.error:
        return False
    return True


def factored_pattern(alternatives: Sequence[str]) -> str:
    """The same language as ``original_pattern(alternatives)``, with shared tails written once."""
    tails: Dict[str, List[str]] = {}
    alone: List[str] = []
    for alternative in alternatives:
        big = _BIG_CLASS.search(alternative)
        head = alternative[:big.start()] if big else ""
        # A head with a "|" of its own would change meaning once grouped; a head or tail that
        # does not stand alone as an expression (a bracket opened before the class) is left whole.
        if big is None or "|" in head or not _compiles(f"(?:{head})"):
            alone.append(alternative)
            continue
        tails.setdefault(alternative[big.start():], []).append(head)
    groups = []
    for tail, heads in tails.items():
        if not _compiles(tail):
            alone.extend(head + tail for head in heads)
            continue
        groups.append("(?:(?:{})(?:{}))".format("|".join(f"(?:{h})" for h in heads), tail))
    return _FLAGS + "|".join(groups + [f"(?:{m})" for m in alone])


# Patterns this long starting with the module's flags are candidates (spaCy's is 1.4 MB).
_LONG = 100_000


@functools.lru_cache(maxsize=4)
def _factored(alternatives: Tuple[str, ...]) -> Tuple[str, str]:
    return original_pattern(alternatives), factored_pattern(alternatives)


def _alternatives(caller_globals: dict) -> Optional[Tuple[str, ...]]:
    """spaCy's list of alternatives: in the module being imported (the caller's globals), or in
    the module imported before (a saved pipeline's tokenizer recompiles the pattern it stored)."""
    found = caller_globals.get("_regular_exp")
    if not isinstance(found, list):
        found = getattr(sys.modules.get(MODULE), "_regular_exp", None)
    return tuple(found) if isinstance(found, list) else None


@contextlib.contextmanager
def factored_compile() -> Iterator[None]:
    """While it lasts, ``re.compile`` of spaCy's French pattern compiles the factored one; every
    other pattern compiles as before. Wrap what compiles it: the module's import (``install``) and
    the loading of a saved French pipeline, whose tokenizer stores the pattern and compiles it again."""
    compile_ = re.compile

    def compile_factored(pattern, flags=0):
        if flags == 0 and isinstance(pattern, str) and len(pattern) > _LONG and pattern.startswith(_FLAGS):
            alternatives = _alternatives(sys._getframe(1).f_globals)
            if alternatives is not None:
                original, factored = _factored(alternatives)
                if pattern == original:
                    return compile_(factored)
        return compile_(pattern, flags)

    with _LOCK:
        re.compile = compile_factored
        try:
            yield
        finally:
            re.compile = compile_


class _FactoringLoader(importlib.abc.Loader):
    """Runs spaCy's own module within ``factored_compile``."""

    def __init__(self, loader):
        self._loader = loader

    def create_module(self, spec):
        return self._loader.create_module(spec)

    def exec_module(self, module) -> None:
        with factored_compile():
            self._loader.exec_module(module)

    def __getattr__(self, name):
        # The file loader's other methods (get_source for tracebacks, get_filename, ...) as they are.
        return getattr(self._loader, name)


class _Finder(importlib.abc.MetaPathFinder):
    def find_spec(self, fullname: str, path, target=None) -> Optional[importlib.machinery.ModuleSpec]:
        if fullname != MODULE:
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is None or spec.loader is None:
            return None
        spec.loader = _FactoringLoader(spec.loader)
        return spec


def install() -> None:
    """Make the next import of spaCy's French tokenizer exceptions compile the factored pattern."""
    if MODULE in sys.modules or any(isinstance(f, _Finder) for f in sys.meta_path):
        return
    sys.meta_path.insert(0, _Finder())


def alternatives_and_patterns() -> Tuple[List[str], str, str]:
    """spaCy's alternatives, their original pattern and the factored one (for tests and benches)."""
    install()
    module = importlib.import_module(MODULE)
    alternatives = list(module._regular_exp)
    return alternatives, original_pattern(alternatives), factored_pattern(alternatives)
