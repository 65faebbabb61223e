"""Normalization and pre-tokenization: what a "word" of the vocabulary is.

One definition serves counting, selection, name scrubbing and the tokenizer,
so that a word counted here is exactly a unit the tokenizer sees:

1. the note is put in Unicode NFC;
2. it is split by the ``tokenizers`` pre-tokenizer ``BertPreTokenizer`` (on
   white space, and every punctuation character is a word of its own),
   followed by ``Digits(individual_digits=True)`` (every digit is a word of
   its own, so no number, date or identifier can ever be one token);
3. each piece is lower-cased (``str.lower``, the same mapping as the
   tokenizer's ``Lowercase`` normalizer): the vocabulary is uncased, so a
   name cannot come back as one token by a change of case.

Whether a word was written capitalized (first character upper case) is kept
beside it: it is the "name context" signal of the scrubbing rule.
"""
from __future__ import annotations

import unicodedata
from functools import lru_cache
from typing import List, Tuple

from tokenizers import normalizers, pre_tokenizers


def build_normalizer() -> normalizers.Normalizer:
    return normalizers.Sequence([normalizers.NFC(), normalizers.Lowercase()])


def build_pre_tokenizer() -> pre_tokenizers.PreTokenizer:
    return pre_tokenizers.Sequence(
        [pre_tokenizers.BertPreTokenizer(), pre_tokenizers.Digits(individual_digits=True)]
    )


@lru_cache(maxsize=1)
def _pre_tokenizer() -> pre_tokenizers.PreTokenizer:
    return build_pre_tokenizer()


def cased_words(text: str) -> List[str]:
    """The words of ``text`` as written (NFC), in order."""
    return [piece for piece, _ in _pre_tokenizer().pre_tokenize_str(unicodedata.normalize("NFC", text))]


def normalize_word(word: str) -> str:
    return unicodedata.normalize("NFC", word).lower()


def words_with_case(text: str) -> List[Tuple[str, bool]]:
    """(normalized word, written capitalized) for every word of ``text``."""
    return [(word.lower(), word[:1].isupper()) for word in cased_words(text)]


def words(text: str) -> List[str]:
    return [word.lower() for word in cased_words(text)]
