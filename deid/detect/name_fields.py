"""Names in the name fields of a form: "Nombre: Juan.", "Apellidos: Vega Casado", "NOM : DUPONT".

    spans = name_fields(text)        # [(start, end), ...] of the names in name fields

Admission sheets, lab requests and case reports open with a patient block whose fields are
labelled in the note's language (``deid.lexicon.name_lexicon.NAME_FIELDS``). What follows
such a label and its colon is a person's name, whatever its words are: "Casado", "Salamanca"
and "Rot" are ordinary words and places elsewhere, and the NER reads them as such. So the
evidence here is the field, not the word:

* the label opens a line or a table cell (line start, "|", ";" or a column gap of two blanks),
  so "Drug name: ..." or "the name: ..." inside a sentence never count;
* the value is one to five capitalised words (or words in capitals), particles and initials
  on the same line, after any titles ("Nom : Mme DUPONT"); it ends at punctuation, a digit, a
  column gap or a lower-case word;
* a value that is a single short acronym ("Name: MRI") or only titles is no name.
"""
from __future__ import annotations

import functools
from typing import List, Optional, Tuple

import regex

from deid.lexicon.name_lexicon import NAME_FIELDS, PARTICLES, TITLES, fold

MAX_WORDS = 5


@functools.lru_cache(maxsize=1)
def _field() -> "regex.Pattern":
    labels = "|".join(regex.escape(label).replace(r"\ ", r"[ \t]+") for label in NAME_FIELDS)
    return regex.compile(r"(?:^|(?<=[|;])|(?<=[ \t]{2}))[ \t]*(?:" + labels + r")[ \t]*:[ \t]*",
                         regex.IGNORECASE | regex.MULTILINE)


_VALUE_WORD = regex.compile(r"\p{L}[\p{L}\p{M}]*(?:['’\-]\p{L}[\p{L}\p{M}]*)*\.?")
_TITLE_GAP = regex.compile(r"[ \t]+")


def _initial(word: str) -> bool:
    return bool(regex.fullmatch(r"(?:\p{Lu}\.){1,3}|\p{Lu}", word))


def name_fields(text: str) -> List[Tuple[int, int]]:
    """The names written in the name fields of ``text``."""
    out: List[Tuple[int, int]] = []
    for m in _field().finditer(text):
        span = _value(text, m.end())
        if span is not None:
            out.append(span)
    return out


def _value(text: str, pos: int) -> Optional[Tuple[int, int]]:
    """The name from ``pos`` on: its words' (start, end), or None."""
    words: List[Tuple[int, int, str]] = []
    while len(words) < MAX_WORDS:
        m = _VALUE_WORD.match(text, pos)
        if m is None:
            break
        word = m.group()
        key = fold(word.rstrip("."))
        if not words and key in TITLES:
            gap = _TITLE_GAP.match(text, m.end())
            if gap is None:
                break
            pos = gap.end()
            continue  # "Nom : Mme DUPONT": the title stays outside
        if not word[:1].isupper() and key not in PARTICLES:
            break  # "Name: unknown", "nombre: no consta": a lower-case word is no name
        sentence_end = word.endswith(".") and not _initial(word)
        words.append((m.start(), m.end() - (1 if sentence_end else 0), word.rstrip(".") if sentence_end else word))
        if sentence_end:
            break  # "Nombre: Juan.": the sentence ends with the name
        pos = m.end()
        if text[pos:pos + 1] not in (" ", "\t") or text[pos + 1:pos + 2] in (" ", "\t", ""):
            break  # the value ends at punctuation, a line end or a column gap
        pos += 1
    while words and fold(words[-1][2]) in PARTICLES:
        words.pop()  # "Nombre: Juan de" then a line end: the particle belongs to nothing
    names = [w for _, _, w in words if fold(w) not in PARTICLES and not _initial(w)]
    if not names:
        return None
    if len(words) == 1 and names[0].isupper() and len(names[0]) <= 3:
        return None  # "Name: MRI": an acronym
    return words[0][0], words[-1][1]
