"""Short forms of a registry person's first name, as notes by other hands write them.

A daughter registered as "Alexandra" is "Alex" or "Sandra" in the nurses' log, a
"Margaret" is "Maggie", a "Jan" is "Jantje". Three sources, each form kept only when
real-population evidence says it is a first name and not an ordinary word of the
note's language (``name_likelihood.name_evidence``), never from a list of our notes:

* nicknames of English given names (``deid/data/nicknames.tsv.gz``, built by
  ``deid.lexicon.build_nicknames`` from the ``nicknames`` package);
* clipped forms: the first 4 or 5 letters ("Alexandra" -> "Alex"), or the last 4 or
  more ("Alexandra" -> "Sandra"), when the clip is itself a popular first name
  (first-name Zipf >= ``CLIP_MIN_ZIPF``);
* diminutives: the name or its clipped stem with a diminutive suffix of the note's
  language ("Jan" -> "Jantje", "Juan" -> "Juanito"; in Spanish and Italian only the
  suffix of the name's own gender), when the result is a first name in real
  populations (first-name Zipf >= ``DIMINUTIVE_MIN_ZIPF``).

The matcher (``deid.detect.registry.variants``) treats every short form as a *guarded* spelling
of the same person: exact, a whole capitalised word, never glued into a longer word.
"""
from __future__ import annotations

import functools
import gzip
from pathlib import Path
from typing import Dict, FrozenSet, Tuple

from deid.lexicon.name_likelihood import WORD, name_evidence
from deid.lexicon.name_lexicon import fold

DATA = Path(__file__).resolve().parents[1] / "data" / "nicknames.tsv.gz"
CLIP_MIN_ZIPF = 3.0
DIMINUTIVE_MIN_ZIPF = 2.5
CLIP_MIN_LENGTH = 4
MIN_LENGTH = 3

DIMINUTIVE_SUFFIXES: Dict[str, Tuple[str, ...]] = {
    "nl": ("tje", "je", "ke", "ie"),
    "de": ("chen", "el", "l", "i"),
    "en": ("ie", "y"),
    "fr": ("ou", "ette", "ot"),
    "es": ("ito", "ita", "illo", "illa"),
    "it": ("ino", "ina", "etto", "etta"),
}
_VOWELS = frozenset("aeiouy")


@functools.lru_cache(maxsize=1)
def nicknames() -> Dict[str, Tuple[str, ...]]:
    table: Dict[str, Tuple[str, ...]] = {}
    with gzip.open(DATA, "rt", encoding="utf-8") as handle:
        for line in handle:
            name, _, nicks = line.rstrip("\n").partition("\t")
            if name:
                table[name] = tuple(nicks.split())
    return table


def _capital(word: str) -> str:
    return word[:1].upper() + word[1:]


@functools.lru_cache(maxsize=4096)
def short_forms(first_name: str, language: str) -> FrozenSet[str]:
    """The short forms of one first name (a single word) in a note of ``language``, capitalised."""
    name = first_name.strip()
    if not name.isalpha() or len(name) < MIN_LENGTH:
        return frozenset()
    evidence = name_evidence()
    low = name.lower()
    candidates: Dict[str, float] = {}  # form -> minimum first-name Zipf it needs
    for nick in nicknames().get(fold(name), ()):
        candidates.setdefault(nick, 0.0)
    for k in range(CLIP_MIN_LENGTH, min(5, len(low) - 1) + 1):
        candidates.setdefault(low[:k], CLIP_MIN_ZIPF)
    for k in range(4, len(low) - 1):
        candidates.setdefault(low[-k:], CLIP_MIN_ZIPF)
    stems = {low}
    if low[-1] in _VOWELS:
        stems.add(low[:-1])
    stems.update(low[:k] for k in range(MIN_LENGTH, min(5, len(low) - 1) + 1))
    feminine = low.endswith("a")
    for suffix in DIMINUTIVE_SUFFIXES.get(language, ()):
        if language in ("es", "it") and suffix.endswith("a") != feminine:
            continue  # "Giuseppe" -> "Giuseppino", not "Giuseppina" (a sister, not him)
        for stem in stems:
            if len(stem) >= MIN_LENGTH and stem[-1] != suffix[0]:
                candidates.setdefault(stem + suffix, DIMINUTIVE_MIN_ZIPF)
    forms = set()
    for form, need in candidates.items():
        if len(form) < MIN_LENGTH or form == low:
            continue
        if need and evidence.first_name_zipf(form) < need:
            continue
        if evidence.kind(form, language, first_name=True) == WORD:
            continue
        forms.add(_capital(form))
    return frozenset(forms)
