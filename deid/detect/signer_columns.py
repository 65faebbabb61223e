"""The people in a chart's signer column: "| 08:00 | Paracetamol | 1 g | KM |".

    spans = signer_columns(text)      # [(start, end), ...] of the people in signer columns

Medication and observation charts typed as tables (cells between "|" or tabs) give a column to
who gave, checked or signed each row, and its header says so ("Given by", "Sign", "Initials",
"Handzeichen", "Paraaf", "Visa", "Firma", "Sigla"). Below such a header, in the rows of the same
table, each cell of that column is a person written by initials or by name: "KM", "J.T.",
"Kerry M", "Anouk". Other cells are left as written: empty ones, a dash, a number or a time, a
role ("RN", "IDE"), an answer or a state ("yes", "gegeben", "refused"), or more than two words (a
remark).
"""
from __future__ import annotations

import regex
from typing import List, Optional, Tuple

from deid.lexicon.name_lexicon import TITLES, fold
from deid.lexicon.staff_words import NOT_SIGNATURES, STAFF_ABBREVIATIONS, care_team_role

# Headers of a column of signers, folded, in our six languages.
SIGNER_HEADERS = frozenset(fold(h) for h in (
    "given by", "administered by", "checked by", "signed by", "sign", "signed", "signature", "initials", "init",
    "gegeben von", "verabreicht von", "hz", "hz.", "handzeichen", "kürzel", "kurzel", "unterschrift", "visum",
    "toegediend door", "gegeven door", "paraaf", "paraaf vpk", "initialen",
    "administré par", "administre par", "paraphe", "visa", "visa ide",
    "administrado por", "firma", "rúbrica", "rubrica", "iniciales",
    "somministrato da", "sigla", "firma inf", "firma infermiere",
))
# A cell that names a person: capitals as initials ("KM", "J.T.", "J.-P."), or a capitalised
# first name with an initial or a surname after it ("Kerry M", "Anouk", "Anouk Peeters").
_PERSON_CELL = regex.compile(
    r"(?:\p{Lu}{2,3}|(?:\p{Lu}\.-?){1,3}|\p{Lu}\p{Ll}[\p{L}\p{M}'’\-]*(?:[ \t]+(?:\p{Lu}\.?|\p{Lu}\p{Ll}[\p{L}\p{M}'’\-]*))?)")
_SEPARATOR_ROW = regex.compile(r"[\s|:\-+=]*")


def _cells(line: str) -> Optional[Tuple[str, List[Tuple[int, int]]]]:
    """The line's delimiter and its cells' (start, end) within the line, blanks around each trimmed;
    None for a line that is no table row (fewer than two delimiters)."""
    for delimiter in ("|", "\t"):
        if line.count(delimiter) >= 2:
            bounds = [-1] + [i for i, ch in enumerate(line) if ch == delimiter] + [len(line)]
            cells = []
            for a, b in zip(bounds, bounds[1:]):
                start, end = a + 1, b
                while start < end and line[start] in " \t":
                    start += 1
                while end > start and line[end - 1] in " \t":
                    end -= 1
                cells.append((start, end))
            if delimiter == "|" and line.strip().startswith("|"):
                cells = cells[1:]  # the row's opening bar leaves an empty cell before it
            return delimiter, cells
    return None


def _person(cell: str) -> bool:
    """A cell that writes a person: initials or a name, no title, role, answer or abbreviation of
    the trade ("RN", "IDE", "Yes", "ok", "PO"), nor a word that opens the language's sentences
    ("Given", "Done" are ordinary; in a signer's column a name that is also a word is a name)."""
    if not _PERSON_CELL.fullmatch(cell):
        return False
    words = [fold(w.strip(".")) for w in cell.split()]
    return not any(w in TITLES or w in STAFF_ABBREVIATIONS or care_team_role(w) or w in NOT_SIGNATURES
                   or w in _NOT_SIGNERS for w in words if len(w) > 1)


# Words a signer's cell holds that sign nothing: who was absent, what was done or refused.
_NOT_SIGNERS = frozenset(fold(w) for w in (
    "given", "done", "refused", "omitted", "held", "absent", "nil", "none", "gegeben", "verweigert", "pausiert",
    "gegeven", "geweigerd", "donne", "refuse", "dado", "rechazado", "dato", "rifiutato", "sospeso",
))


def signer_columns(text: str) -> List[Tuple[int, int]]:
    """The people in the signer columns of the tables of ``text`` (module docstring)."""
    if "|" not in text and "\t" not in text:
        return []
    out: List[Tuple[int, int]] = []
    column: Optional[Tuple[str, int, int]] = None  # (delimiter, column index, cells per row)
    offset = 0
    for line in text.split("\n"):
        row = _cells(line)
        if row is None:
            column = None
        elif _SEPARATOR_ROW.fullmatch(line):
            pass  # "|---|---|": the header's underline
        else:
            delimiter, cells = row
            headers = [i for i, (a, b) in enumerate(cells) if fold(line[a:b].rstrip(":")) in SIGNER_HEADERS]
            if headers:
                column = (delimiter, headers[-1], len(cells))
            elif column is not None and column[0] == delimiter and column[1] < len(cells):
                a, b = cells[column[1]]
                if a < b and _person(line[a:b]):
                    out.append((offset + a, offset + b))
        offset += len(line) + 1
    return out
