"""Surrogates of numbers read out figure by figure ("uno dos cuatro nueve cero ocho siete").

    respelled("uno dos cuatro nueve", rng)   # -> "siete cero dos ocho"

An id or a phone number that dictation spelled has no digit for the digit surrogates to redraw: each
digit word is drawn again among the digit words of the language the number is spoken in (the one
whose words it holds most of), its case kept, the blanks and commas between left as they were.
"""
from __future__ import annotations

import random

import regex

from deid.lexicon.number_words import DIGIT_WORDS, DIGIT_WORDS_BY_LANGUAGE
from deid.surrogates.shape import apply_case, case_pattern

_WORD = regex.compile(r"\p{L}+")


def spelled(original: str) -> bool:
    """Whether ``original`` holds no digit and its words are digit words only."""
    words = _WORD.findall(original)
    return bool(words) and not any(c.isdigit() for c in original) and all(w.lower() in DIGIT_WORDS for w in words)


def respelled(original: str, rng: random.Random) -> str:
    words = [w.lower() for w in _WORD.findall(original)]
    language = max(sorted(DIGIT_WORDS_BY_LANGUAGE),
                   key=lambda code: sum(w in DIGIT_WORDS_BY_LANGUAGE[code] for w in words))
    pool = DIGIT_WORDS_BY_LANGUAGE[language]
    return _WORD.sub(lambda m: apply_case(case_pattern(m.group()), pool[rng.randrange(len(pool))]), original)
