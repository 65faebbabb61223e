"""Whether a spelling dictionary of the language knows a word, in lower case or capitalised.

    common_word("table", "en")        # True: the dictionary writes it small
    capitalised_word("gonzalez", "es")  # True: a proper noun the dictionary holds
    known_anywhere("mourinho", "en")  # False: frequent in text (a coach's name), in no dictionary
    written_small_nowhere("groeninge", "nl")  # True: no dictionary of the note's or English writes it small

Frequency in running text (``word_frequency``) counts proper nouns too, so a famous person's or
a town's name is as frequent as many common nouns; the LibreOffice Hunspell dictionaries list the
vocabulary and write proper nouns with their capital. Their verdicts for every word of our
frequency lists that is made of letters and at least ``MIN_ZIPF`` frequent
are three bits aligned with that language's keys (``deid/data/dictionary_words.npz``, built by
``deid.lexicon.build_dictionary_words``: about 0.8 MB): the language's dictionary holds it in
lower case, it holds it capitalised, the dictionary of any of our six languages holds it (notes
mix languages: "wound" in a French note). Accents aside: a spelling without them counts as the
word ("patient" for Dutch "patiënt"). A word not looked up (rarer, or not in the lists) is
known to none of the functions. German writes its nouns with a capital: there the capitalised
bit holds nouns and names alike, and only the lower-case bit tells a common word.
"""
from __future__ import annotations

import functools
from pathlib import Path
from typing import Optional, Tuple

import numpy as np

from deid.lexicon import word_frequency

DATA = Path(__file__).resolve().parents[1] / "data" / "dictionary_words.npz"
# The rarest words looked up (wordfreq Zipf): rarer ones carry no frequency worth correcting.
MIN_ZIPF = 1.5


@functools.lru_cache(maxsize=None)
def _bits(language: str) -> Optional[Tuple[np.ndarray, np.ndarray, np.ndarray]]:
    with np.load(DATA) as data:
        if f"{language}_lower" not in data.files:
            return None
        if int(data[f"{language}_count"][0]) != word_frequency.listed_count(language):
            raise RuntimeError(f"dictionary_words.npz was built against other word lists ({language}): "
                               "rebuild it with python -m deid.lexicon.build_dictionary_words")
        return data[f"{language}_lower"], data[f"{language}_capital"], data[f"{language}_anywhere"]


def has_dictionary(language: str) -> bool:
    return _bits(language) is not None


def _bit(packed: np.ndarray, at: int) -> bool:
    return bool((int(packed[at >> 3]) >> (7 - (at & 7))) & 1)


@functools.lru_cache(maxsize=262144)
def _verdict(word: str, language: str) -> Tuple[bool, bool, bool]:
    bits = _bits(language)
    if bits is None:
        return False, False, False
    at = word_frequency.listed_index(word.lower(), language)
    if at < 0:
        return False, False, False
    return _bit(bits[0], at), _bit(bits[1], at), _bit(bits[2], at)


def common_word(word: str, language: str) -> bool:
    """The language's dictionary writes ``word`` in lower case: a common word ("table", "kinderwagen")."""
    return _verdict(word, language)[0]


def capitalised_word(word: str, language: str) -> bool:
    """The language's dictionary accepts ``word`` capitalised (in German, nouns too)."""
    return _verdict(word, language)[1]


def known_word(word: str, language: str) -> bool:
    """The dictionary holds ``word`` at all, small or capitalised."""
    lower, capital, _ = _verdict(word, language)
    return lower or capital


def known_anywhere(word: str, language: str) -> bool:
    """A word of ``language``'s frequency list that the dictionary of any of our languages holds."""
    return _verdict(word, language)[2]


def written_small_nowhere(word: str, language: str) -> bool:
    """Neither the language's dictionary nor the English one (which notes mix in) writes ``word`` in
    lower case: in a note typed in lower case, where a name stands, a proper noun written small
    ("groeninge", "monicelli"), however often the frequency lists count it. Never in German, whose
    dictionary writes every noun with a capital, nor in a language without a dictionary here."""
    return language != "de" and has_dictionary(language) \
        and not common_word(word, language) and not common_word(word, "en")
