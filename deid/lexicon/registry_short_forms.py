"""Short forms of a registry person's first name, as notes by other hands write them.

A daughter registered as "Alexandra" is "Alex" or "Sandra" in the nurses' log, a
"Margaret" is "Maggie", a "Jan" is "Jantje". Four sources, each form kept only when
real-population evidence says it is a first name and not an ordinary word of the
note's language (``name_likelihood.name_evidence``), never from a list of our notes:

* the familiar forms of our other languages that no rule derives ("Gregorio" -> "Goyo",
  "Cornelis" -> "Kees", ``deid.lexicon.hypocoristics``);
* nicknames of English given names (``deid/data/nicknames.tsv.gz``, built by
  ``deid.lexicon.build_nicknames`` from the ``nicknames`` package), and the other spellings of
  the same name there: names of the table that sound alike and share a nickname ("Megan" ->
  "Meghan", "Philip" -> "Phillip"; not "Edward" -> "Edgar");
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
import re
from pathlib import Path
from typing import Dict, FrozenSet, Tuple

from deid.lexicon.hypocoristics import hypocoristics
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


# One sound, two spellings, in English given names: "ph"/"v"/"f", "c"/"k", "th"/"t", "y"/"i", double
# letters ("Megan"/"Meghan", "Kristofer"/"Christopher", "Phillip"/"Philip").
_SOUNDS = ((re.compile(r"ph|v"), "f"), (re.compile(r"ck|c(?=[aoukr]|$)"), "k"), (re.compile(r"(?<=[tgr])h"), ""),
           (re.compile(r"y"), "i"), (re.compile(r"(.)\1"), r"\1"))


def _sound(name: str) -> str:
    for pattern, replacement in _SOUNDS:
        name = pattern.sub(replacement, name)
    return name


@functools.lru_cache(maxsize=1)
def _by_sound() -> Dict[str, Tuple[str, ...]]:
    groups: Dict[str, set] = {}
    for name in nicknames():
        groups.setdefault(_sound(name), set()).add(name)
    return {key: tuple(sorted(names)) for key, names in groups.items() if len(names) > 1}


def spelling_variants(folded: str) -> Tuple[str, ...]:
    """Other spellings of the same given name: names of the nicknames table that sound alike
    (``_SOUNDS``) and share a nickname with it ("matthew" -> "mathew": both "matt")."""
    own = set(nicknames().get(folded, ()))
    return tuple(other for other in _by_sound().get(_sound(folded), ())
                 if other != folded and own.intersection(nicknames().get(other, ())))


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
    for familiar in hypocoristics(language).get(fold(name), ()):
        candidates.setdefault(familiar, 0.0)  # "Gregorio" -> "Goyo", "Cornelis" -> "Kees"
    for spelling in spelling_variants(fold(name)):
        candidates.setdefault(spelling, 0.0)
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
