"""The alignment view of a text: letters and digits only, folded, with a map back to the original.

Registry values and notes are compared on a *projection*: every character is
case-folded, stripped of diacritics (é -> e, ü -> u, ß -> ss, æ -> ae, ...),
and everything that is not a letter or digit (spaces, line breaks,
punctuation, hyphens, apostrophes) is dropped. So "Van den Broeck",
"Vandenbroeck" and "VAN DEN BROECK", or "Stormy\\nDanneels" and
"Danneels, Stormy" reversed, project to the same codes, and a phone number's
separators vanish. Word boundaries are not lost: ``starts``/``ends`` flag
the projection positions where a word of the ORIGINAL text begins or ends,
and ``origin`` maps each projection position to the original character it
came from, so every match maps back to exact original offsets.

Codes (``uint8``): a..z -> 1..26, 0..9 -> 27..36, any other letter or digit
(Greek, Cyrillic, ...) -> 37..63 by code point (collisions only matter between
such scripts), 0 is reserved for masking. Only the characters outside ASCII
go through ``unicodedata``; an ASCII note is projected by table look-ups.
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import Tuple

import numpy as np

DIGIT_CODES = (27, 36)  # inclusive range of the digit codes

# Letters that Unicode does not decompose into a base letter plus marks.
_SPECIAL = {
    "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d",
    "þ": "th", "ı": "i", "ħ": "h", "ŀ": "l", "ĳ": "ij",
}
# German transliteration of umlauts, tried as a second spelling of registry
# values ("Müller" is also written "Mueller"); the default strips to "Muller".
GERMAN_UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue"})


def _code_of(ch: str) -> int:
    o = ord(ch)
    if 97 <= o <= 122:
        return o - 96
    if 48 <= o <= 57:
        return o - 48 + 27
    return 37 + o % 27


_ASCII = np.zeros(128, dtype=np.uint8)
for _o in range(128):
    _c = chr(_o).lower()
    if _c.isalnum():
        _ASCII[_o] = _code_of(_c)


@lru_cache(maxsize=4096)
def _expand(ch: str) -> Tuple[Tuple[int, ...], bool]:
    """Codes of one non-ASCII character, and whether it belongs to a word.

    A combining mark (a decomposed accent) yields no code but stays inside its
    word, so "Jose\\u0301" is one word.
    """
    codes = []
    for folded in ch.casefold():
        folded = _SPECIAL.get(folded, folded)
        for part in unicodedata.normalize("NFKD", folded):
            if unicodedata.combining(part):
                continue
            if part.isalnum():
                codes.append(_code_of(part))
    in_word = bool(codes) or bool(unicodedata.combining(ch))
    return tuple(codes[:3]), in_word


@dataclass(frozen=True, eq=False)
class Projection:
    """A text's projection: ``codes[i]`` came from original character ``origin[i]``."""

    codes: np.ndarray  # uint8, one per projected character
    origin: np.ndarray  # int64, original offset of each projected character
    starts: np.ndarray  # bool, a word of the original begins at this position
    ends: np.ndarray  # bool, a word of the original ends after this position
    in_word: np.ndarray  # bool per ORIGINAL character: letter, digit or combining mark

    def __len__(self) -> int:
        return int(self.codes.shape[0])

    def span(self, start: int, end: int) -> Tuple[int, int]:
        """Original ``[start, end)`` of projection ``[start, end)``, trailing combining marks included."""
        o_start = int(self.origin[start])
        o_end = int(self.origin[end - 1]) + 1
        n = self.in_word.shape[0]
        # A decomposed accent after the last letter belongs to the match.
        while o_end < n and self.in_word[o_end] and (end >= len(self) or self.origin[end] > o_end):
            o_end += 1
        return o_start, o_end


def project(text: str) -> Projection:
    """Project a whole text (once per note)."""
    cps = np.frombuffer(text.encode("utf-32-le"), dtype=np.uint32)
    n = cps.shape[0]
    if text.isascii():
        full = _ASCII[cps]
        in_word = full != 0
        codes = full[in_word]
        origin = np.flatnonzero(in_word)
    else:
        first = np.zeros((3, n), dtype=np.uint8)
        ascii_mask = cps < 128
        first[0, ascii_mask] = _ASCII[cps[ascii_mask]]
        lengths = (first[0] != 0).astype(np.int64)
        in_word = first[0] != 0
        for i in np.flatnonzero(~ascii_mask).tolist():
            expanded, word = _expand(text[i])
            in_word[i] = word
            lengths[i] = len(expanded)
            for k, code in enumerate(expanded):
                first[k, i] = code
        origin = np.repeat(np.arange(n, dtype=np.int64), lengths)
        codes = np.empty(origin.shape[0], dtype=np.uint8)
        offsets = np.cumsum(lengths) - lengths
        for k in range(3):
            has = lengths > k
            codes[offsets[has] + k] = first[k, has]
    # Word id of every original character: a new word begins where in_word switches on.
    word_start = in_word.copy()
    word_start[1:] &= ~in_word[:-1]
    word_id = np.cumsum(word_start)[origin] if origin.shape[0] else origin
    change = word_id[1:] != word_id[:-1]
    starts = np.concatenate(([True], change)) if origin.shape[0] else np.zeros(0, dtype=bool)
    ends = np.concatenate((change, [True])) if origin.shape[0] else np.zeros(0, dtype=bool)
    return Projection(codes.astype(np.uint8), origin.astype(np.int64), starts, ends, in_word)


_ASCII_CODES = _ASCII.tolist()


def project_value(value: str) -> bytes:
    """The projection codes of a short string (a registry value), as bytes.

    Same codes as ``project(value).codes``, by a pure-Python path: for strings
    of a few dozen characters it is several times faster than the array path.
    """
    out = bytearray()
    for ch in value:
        o = ord(ch)
        if o < 128:
            code = _ASCII_CODES[o]
            if code:
                out.append(code)
        else:
            out.extend(_expand(ch)[0])
    return bytes(out)


def is_digit_code(code: int) -> bool:
    return DIGIT_CODES[0] <= code <= DIGIT_CODES[1]
