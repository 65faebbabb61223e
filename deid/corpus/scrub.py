"""Name scrubbing of a selected vocabulary: the rule, as plain functions.

A vocabulary word is **removed** when it equals (after the normalization of
``deid.corpus.words``) a word of a first or last name of a real person in the
registry. Name particles ("van", "de", "von", ...) are not name words. A
registry name word of one character is an initial: it cannot be removed
(every character is in the tokenizer's alphabet) and is ignored.

**Common-word exception.** A registry name that is also an ordinary word
("Roos", "Visser", "Baker", "Wolf") would otherwise cost the model a word of
its language. It is kept when both hold:

1. its projection (lower case, no diacritics) is in the per-language
   common-word lists of ``deid.lexicon.common_words`` (all languages: notes
   mix them), and
2. the corpus uses it in non-name contexts: at least ``min_lowercase_share``
   (default 0.5) of its occurrences are written in lower case.

**Flagging.** A kept word that the name lexicon (faker's first names and
surnames of every supported locale, ``deid.lexicon.pools.people``) knows
as a name, that is not a common word, and that is written capitalized in at
least ``flag_capitalized_share`` (default 0.5) of its occurrences is flagged:
probably the name of someone outside the registry. Flagged words are kept
and counted, or removed with ``drop_flagged``.

Removed and flagged words never appear in clear text in the report, only
counts; the optional restricted output lists them for the privacy office.
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import FrozenSet, Iterable, Optional, Set

from deid.corpus.counts import WordStats
from deid.corpus.words import words
from deid.lexicon.common_words import ALL_COMMON_WORDS
from deid.lexicon.pools.people import PARTICLES, is_known_first_name, is_known_surname

KEEP = "kept"
COMMON_WORD = "kept_common_word"
FLAGGED = "kept_flagged_name"
REMOVED_REGISTRY = "removed_registry_name"
REMOVED_FLAGGED = "removed_lexicon_name"
OUTCOMES = (KEEP, COMMON_WORD, FLAGGED, REMOVED_REGISTRY, REMOVED_FLAGGED)
REMOVED = frozenset({REMOVED_REGISTRY, REMOVED_FLAGGED})


@dataclass(frozen=True)
class ScrubConfig:
    min_lowercase_share: float = 0.5
    flag_capitalized_share: float = 0.5
    drop_flagged: bool = False

    def __post_init__(self) -> None:
        for name in ("min_lowercase_share", "flag_capitalized_share"):
            if not 0.0 <= getattr(self, name) <= 1.0:
                raise ValueError(f"{name} must lie in [0, 1]")


def project(word: str) -> str:
    """Lower case, no diacritics, letters and digits only: the common-word lists' form."""
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c) and c.isalnum())


def is_common_word(word: str, common: FrozenSet[str] = ALL_COMMON_WORDS) -> bool:
    return project(word) in common


def name_words(*names: Optional[str]) -> Set[str]:
    """The scrubbable words of registry names: normalized, alphabetic, two characters or more, no particles."""
    found: Set[str] = set()
    for name in names:
        if not name:
            continue
        for word in words(name):
            if len(word) >= 2 and any(c.isalpha() for c in word) and project(word) not in PARTICLES:
                found.add(word)
    return found


def is_lexicon_name(word: str) -> bool:
    return is_known_first_name(word) or is_known_surname(word)


def decide(word: str, stats: WordStats, is_registry_name: bool, config: ScrubConfig = ScrubConfig()) -> str:
    """The outcome (one of OUTCOMES) for one selected word."""
    common = is_common_word(word)
    if is_registry_name:
        if common and 1.0 - stats.capitalized_share >= config.min_lowercase_share:
            return COMMON_WORD
        return REMOVED_REGISTRY
    if not common and stats.capitalized_share >= config.flag_capitalized_share and is_lexicon_name(word):
        return REMOVED_FLAGGED if config.drop_flagged else FLAGGED
    return KEEP


def registry_name_words(persons: Iterable) -> Set[str]:
    """Name words of registry persons (objects with ``first_name`` and ``last_name``)."""
    found: Set[str] = set()
    for person in persons:
        found |= name_words(person.first_name, person.last_name)
    return found


def name_digest(word: str, key: bytes) -> str:
    """Keyed digest of a name word: lets the driver check tokenizer pieces against
    registry names without the names ever being written in clear text."""
    import hashlib
    import hmac

    return hmac.new(key, word.encode("utf-8"), hashlib.sha256).hexdigest()[:32]
