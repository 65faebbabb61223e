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
from numba import njit

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
    """Project a whole text (once per note).

    Only the characters outside ASCII go through Python (``_expand``, cached);
    the rest is one compiled pass (``_assemble``).
    """
    cps = np.frombuffer(text.encode("utf-32-le"), dtype=np.uint32)
    if text.isascii():
        others = np.zeros(0, dtype=np.int64)
        extra = np.zeros((0, 3), dtype=np.uint8)
        lengths = np.zeros(0, dtype=np.int64)
        in_word = np.zeros(0, dtype=np.bool_)
    else:
        others = np.flatnonzero(cps >= 128)
        extra = np.zeros((others.shape[0], 3), dtype=np.uint8)
        lengths = np.zeros(others.shape[0], dtype=np.int64)
        in_word = np.zeros(others.shape[0], dtype=np.bool_)
        for row, i in enumerate(others.tolist()):
            expanded, word = _expand(text[i])
            in_word[row] = word
            lengths[row] = len(expanded)
            extra[row, :len(expanded)] = expanded
    return Projection(*_assemble(cps, _ASCII, others, extra, lengths, in_word))


@njit(cache=True)
def _assemble(cps, table, others, extra, extra_lengths, extra_in_word):
    """The arrays of a ``Projection``, in two compiled passes over the text.

    ASCII characters get their code from ``table``; the others, at the sorted
    positions ``others``, bring their codes (``extra[row, :extra_lengths[row]]``)
    and whether they belong to a word. A word begins at a character in a word
    after one that is not; the first code at or after it starts a projected
    word, and a projected word ends where the next one starts. (In numpy this
    was a dozen array operations, about 40 us on 2,000 characters.)
    """
    n = cps.shape[0]
    in_word = np.empty(n, dtype=np.bool_)
    count = 0
    row = 0
    for i in range(n):
        if cps[i] < 128:
            code = table[cps[i]]
            in_word[i] = code != 0
            count += code != 0
        else:
            in_word[i] = extra_in_word[row]
            count += extra_lengths[row]
            row += 1
    codes = np.empty(count, dtype=np.uint8)
    origin = np.empty(count, dtype=np.int64)
    starts = np.empty(count, dtype=np.bool_)
    ends = np.empty(count, dtype=np.bool_)
    k = 0
    row = 0
    fresh = True  # a word began since the last code
    for i in range(n):
        if in_word[i] and (i == 0 or not in_word[i - 1]):
            fresh = True
        if cps[i] < 128:
            length = 1 if in_word[i] else 0
        else:
            length = extra_lengths[row]
        for c in range(length):
            codes[k] = table[cps[i]] if cps[i] < 128 else extra[row, c]
            origin[k] = i
            starts[k] = fresh or k == 0
            if k > 0:
                ends[k - 1] = starts[k]
            fresh = False
            k += 1
        if cps[i] >= 128:
            row += 1
    if count:
        ends[count - 1] = True
    return codes, origin, starts, ends, in_word


_ASCII_CODES = _ASCII.tolist()


def warm_up() -> None:
    """Compile (or load from numba's cache) the projection's compiled pass."""
    project("Warm up, 1 2. \u00e9")
# ASCII strings in one ``bytes.translate``: letters and digits to their codes, the rest deleted.
_ASCII_TABLE = bytes(_ASCII_CODES + [0] * 128)
_ASCII_DROP = bytes(o for o in range(128) if not _ASCII_CODES[o])


class _CodeTable(dict):
    """``str.translate`` table from a character to its projection codes (as Latin-1 characters),
    filled on first sight of each character outside ASCII (``_expand``)."""

    def __missing__(self, o: int) -> str:
        codes = "".join(map(chr, _expand(chr(o))[0]))
        self[o] = codes
        return codes


_CODE_TABLE = _CodeTable({o: chr(c) if c else None for o, c in enumerate(_ASCII_CODES)})


def project_value(value: str) -> bytes:
    """The projection codes of a short string (a registry value), as bytes.

    Same codes as ``project(value).codes``, without arrays: for strings of a
    few dozen characters that is several times faster. An ASCII string is one
    ``bytes.translate`` (about 0.2 us; building a patient's spellings projects
    some 300 strings); any other one ``str.translate`` through a table that
    learns each character outside ASCII once (0.4 us for "Hans-Jürgen
    Müller-Weiß", against 1.8 us character by character).
    """
    if value.isascii():
        return value.encode("ascii").translate(_ASCII_TABLE, _ASCII_DROP)
    return value.translate(_CODE_TABLE).encode("latin-1")


def is_digit_code(code: int) -> bool:
    return DIGIT_CODES[0] <= code <= DIGIT_CODES[1]
