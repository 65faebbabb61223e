"""A vocabulary strategy's words as the classifier's input ids.

The words are those ``deid corpus`` kept for a strategy (its ``vocabulary/vocabulary.tsv``,
after name scrubbing), and a note is split into words exactly as the corpus counted them
(``deid.corpus.words``: NFC, BERT pre-tokenizer, one digit per word, lower case). A word the
strategy did not keep maps to ``<unk>``: the classifier never sees it, so it cannot memorize
it. That is the mechanism whose effect on membership inference the experiment measures.

Ids: 0 is padding, 1 is ``<unk>``, words follow in the order given (most frequent first in
vocabulary.tsv).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Dict, Iterable, Sequence

import numpy as np

from deid.corpus.report import read_vocabulary_tsv
from deid.corpus.words import words

PAD_ID = 0
UNK_ID = 1
RESERVED = 2


@dataclass(frozen=True)
class Vocabulary:
    words: tuple
    _ids: Dict[str, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        ids: Dict[str, int] = {}
        for word in self.words:
            ids.setdefault(word, RESERVED + len(ids))
        if len(ids) != len(self.words):
            raise ValueError("a vocabulary lists each word once")
        object.__setattr__(self, "_ids", ids)

    @classmethod
    def from_words(cls, kept: Iterable[str]) -> "Vocabulary":
        return cls(tuple(kept))

    @classmethod
    def from_tsv(cls, text: str) -> "Vocabulary":
        """From the text of a ``deid corpus`` vocabulary.tsv."""
        return cls(tuple(read_vocabulary_tsv(text)))

    @property
    def size(self) -> int:
        """Words kept (the strategy's vocabulary size), without padding and ``<unk>``."""
        return len(self.words)

    @property
    def id_count(self) -> int:
        """Rows of the embedding table: the words plus padding and ``<unk>``."""
        return RESERVED + len(self.words)

    def ids(self, text: str) -> list:
        return [self._ids.get(word, UNK_ID) for word in words(text)]

    def encode(self, texts: Sequence[str], max_len: int) -> np.ndarray:
        """(notes, max_len) int64 ids; notes cut at ``max_len`` words, short ones padded with 0.

        A note with no word still gets one ``<unk>``, so that max-pooling never runs over padding only.
        """
        if max_len < 1:
            raise ValueError("max_len must be positive")
        out = np.full((len(texts), max_len), PAD_ID, dtype=np.int64)
        for row, text in enumerate(texts):
            ids = self.ids(text)[:max_len] or [UNK_ID]
            out[row, :len(ids)] = ids
        return out
