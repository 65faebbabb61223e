"""How frequent a word is in a language: wordfreq's Zipf scale, from a compact table.

``zipf(word, language) == wordfreq.zipf_frequency(word, language)`` for every word, without
wordfreq's in-memory dicts (about 40 MB and 0.15 s per language, in every worker): the lists
are read from ``deid/data/word_frequencies.npz`` (``build_word_frequencies``: sorted 64-bit
keys and centibel buckets, 10 bytes a word), one language when a note of it first asks. The
text goes through wordfreq's own tokenizer and number smashing and its frequencies are combined
by wordfreq's own formula, so multi-token and digit-bearing inputs agree too; the test
``tests/deid/lexicon/test_word_frequency.py`` compares the two on every word of a sample.
"""
from __future__ import annotations

import functools
import math
from pathlib import Path
from typing import Tuple

import numpy as np
from wordfreq import cB_to_freq, freq_to_zipf, zipf_to_freq
from wordfreq.numbers import digit_freq, smash_numbers
from wordfreq.tokens import lossy_tokenize

from deid.lexicon.word_keys import word_key

DATA = Path(__file__).resolve().parents[1] / "data" / "word_frequencies.npz"
# zipf_frequency's default floor: a word it does not know is 0 on the Zipf scale.
_MINIMUM = zipf_to_freq(0.0)


@functools.lru_cache(maxsize=None)
def _table(language: str) -> Tuple[np.ndarray, np.ndarray]:
    with np.load(DATA) as data:
        return data[f"{language}_keys"], data[f"{language}_buckets"]


def _frequency(token: str, language: str) -> float:
    """The listed frequency of one token (0.0 when not listed)."""
    at = listed_index(token, language)
    return cB_to_freq(-int(_table(language)[1][at])) if at >= 0 else 0.0


def listed_index(token: str, language: str) -> int:
    """Where one token (as wordfreq lists it: lower case) stands in the language's sorted keys, or -1
    when it is not listed. Other tables aligned with these keys (``dictionary_words``) read it."""
    keys, _ = _table(language)
    key = word_key(token)
    at = int(np.searchsorted(keys, key))
    return at if at < len(keys) and keys[at] == key else -1


def listed_count(language: str) -> int:
    return len(_table(language)[0])


def word_frequency(word: str, language: str) -> float:
    """wordfreq's ``word_frequency(word, language, minimum=zipf_to_freq(0))``, step for step."""
    tokens = lossy_tokenize(word, language)
    if not tokens:
        return _MINIMUM
    one_over_result = 0.0
    for token in tokens:
        smashed = smash_numbers(token)
        freq = _frequency(smashed, language)
        if freq == 0.0:
            return _MINIMUM  # any token unknown: the floor
        if smashed != token:
            freq *= digit_freq(token)
        one_over_result += 1.0 / freq
    unrounded = max(1.0 / one_over_result, _MINIMUM)
    leading_zeroes = math.floor(-math.log(unrounded, 10))
    return round(unrounded, leading_zeroes + 3)


@functools.lru_cache(maxsize=262144)
def zipf(word: str, language: str) -> float:
    """wordfreq's ``zipf_frequency(word, language)``: 0.0 for a word it does not know."""
    return round(freq_to_zipf(word_frequency(word, language)), 2)


def warm_up(language: str) -> None:
    """Load one language's table now (a worker's setup) rather than on its first note."""
    _table(language)
