"""The tokenizers of our NER pipelines: the language's own, with boundaries for clinical notes.

Importing this module registers, under versioned names (a saved pipeline names the one
it was trained with, so a change of boundaries gets a new name):

- ``deid.Tokenizer.v1``: the language's default tokenizer plus ``V1_*`` boundaries, for
  the way notes are typed: "Ingreso:11/05/2018", "nhc-150679", "08005-Barcelona",
  "2014.El", "11A." at the end of a line. Gold spans then fall on token boundaries and
  the model sees the value apart from its field name.
- ``deid.Tokenizer.v2``: v1 plus ``V2_*``, from the gold spans of MEDDOCAN (hand-written
  Spanish notes) that v1 could not align: a field glued to the word before it
  ("MartínezNºCol:", "nhc/976421"), a number glued by a comma ("Pontevedra,2"), a
  hyphenated field name ("E-mail:isadap@..."), a title glued to a name ("DR.Francisco"),
  a country prefix glued to its phone word ("Tfno.+34"), and "s/n" ("sin número", no
  house number) kept whole with the full stop after it split off.

The boundaries are language-independent regular expressions, compiled together with the
language's own affix rules (``re`` syntax: spaCy compiles them with the standard library).
"""
from __future__ import annotations

import contextlib
import threading
from typing import Dict, Iterator, List, Tuple

from spacy.language import Language
from spacy.util import registry

_LETTER = r"[^\W\d_]"
_LOWER = r"[a-zß-öø-ÿ]"

V1_PREFIXES: Tuple[str, ...] = (rf"{_LETTER}+:(?=\S)",)
V1_SUFFIXES: Tuple[str, ...] = (r"(?<=\w)\.",)
V1_INFIXES: Tuple[str, ...] = (
    rf"(?<={_LETTER})[:\-=#](?=\d)",
    rf"(?<=\d)[:\-](?={_LETTER})",
    rf"(?<={_LETTER}):(?={_LETTER})",
    rf"(?<=\d)\.(?={_LETTER}{{2}})",
    r"(?<=\d)/(?=\D)",
)

V2_PREFIXES: Tuple[str, ...] = (
    rf"{_LETTER}+-{_LETTER}+:(?=\S)",  # "E-mail:x@y.es"
    rf"{_LETTER}{{2,}}\.(?=\+\d)",  # "Tfno.+34"
)
V2_INFIXES: Tuple[str, ...] = (
    rf"(?<={_LOWER})(?=N[º°])",  # "MartínezNºCol"
    rf"(?<={_LETTER})/(?=\d)",  # "nhc/976421"
    rf"(?<={_LETTER}),(?=\d)",  # "Pontevedra,2"
    rf"(?<=\d),(?={_LETTER})",  # "2,Ed"
    r"(?<=[A-Z]{2})\.(?=[A-Z][a-zß-ÿ])",  # "DR.Francisco"
)
# Whole tokens: "s/n" (sin número) and its forms, with a full stop after them split off.
V2_SPECIAL_WORDS: Tuple[str, ...] = ("s/n", "S/N", "s/N", "S/n")


def _special_cases(words: Tuple[str, ...]) -> Dict[str, List[dict]]:
    from spacy.attrs import ORTH

    cases = {}
    for word in words:
        cases[word] = [{ORTH: word}]
        cases[word + "."] = [{ORTH: word}, {ORTH: "."}]
        cases[word + ","] = [{ORTH: word}, {ORTH: ","}]
    return cases


# Set while a saved pipeline loads (``rules_from_disk``): its tokenizer's special cases come from
# the saved file right after the tokenizer is built, so building them first is wasted.
_LOADING = threading.local()


@contextlib.contextmanager
def rules_from_disk() -> Iterator[None]:
    """While it lasts, our tokenizers are built without their special cases, which the saved
    tokenizer then installs (``Tokenizer.from_disk`` resets and loads them): each tokenizer loads
    its thousands of special cases once instead of twice (Dutch: 0.8 s -> 0.4 s). Only around
    ``spacy.load`` of a saved pipeline; ``deid.detect.ner.load_pipeline`` checks that the rules came."""
    previous = getattr(_LOADING, "active", False)
    _LOADING.active = True
    try:
        yield
    finally:
        _LOADING.active = previous


def _tokenizer(prefixes, suffixes, infixes, specials):
    """Built in one go (as ``spacy.Tokenizer.v1`` does) rather than by patching a
    default tokenizer: each patch re-tokenizes every special case, which costs
    seconds per load for languages with many exceptions (Dutch)."""
    from spacy.tokenizer import Tokenizer
    from spacy.util import compile_infix_regex, compile_prefix_regex, compile_suffix_regex

    def make(nlp: Language) -> Tokenizer:
        defaults = nlp.Defaults
        rules = None
        if not getattr(_LOADING, "active", False):
            rules = dict(defaults.tokenizer_exceptions or {})
            rules.update(specials)
        return Tokenizer(
            nlp.vocab,
            rules=rules,
            prefix_search=compile_prefix_regex(tuple(defaults.prefixes or ()) + prefixes).search,
            suffix_search=compile_suffix_regex(tuple(defaults.suffixes or ()) + suffixes).search,
            infix_finditer=compile_infix_regex(tuple(defaults.infixes or ()) + infixes).finditer,
            token_match=defaults.token_match,
            url_match=defaults.url_match,
        )

    return make


@registry.tokenizers("deid.Tokenizer.v1")
def create_tokenizer_v1():
    """The language's default tokenizer with the ``V1_*`` boundaries added."""
    return _tokenizer(V1_PREFIXES, V1_SUFFIXES, V1_INFIXES, {})


@registry.tokenizers("deid.Tokenizer.v2")
def create_tokenizer_v2():
    """``deid.Tokenizer.v1`` with the ``V2_*`` boundaries and special cases added."""
    return _tokenizer(V2_PREFIXES + V1_PREFIXES, V1_SUFFIXES, V1_INFIXES + V2_INFIXES,
                      _special_cases(V2_SPECIAL_WORDS))
