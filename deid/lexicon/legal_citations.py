"""Citations of laws and regulations, which notes print in their footers and consent lines.

    for start, end in legal_citations(text): ...

"Firmato digitalmente ai sensi del D.Lgs. 82/2005", "Reg. (UE) 2016/679", "Ley Orgánica 3/2018",
"loi n° 2002-303", "Real Decreto 1093/2010", "Richtlinie 2011/24/EU": a law's kind, then its number
and year. The number is no phone, date or id and the abbreviation ("D.Lgs") no initials: what the
detectors read there is dropped (``deid.detect.resolution``). Only a kind of law written before a
number of the shapes laws take (number/year, year/number, number-year, n° ...) counts, so a
citation never swallows a date or an identifier beside it.
"""
from __future__ import annotations

from typing import List, Tuple

import regex

# Kinds of law and their abbreviations in our languages, longest first where one opens another.
_KINDS = (
    # it
    r"d\.?[ \t]?lgs\.?", r"d\.?[ \t]?l\.", r"d\.?[ \t]?p\.?[ \t]?r\.?", r"d\.?[ \t]?p\.?[ \t]?c\.?[ \t]?m\.?",
    r"d\.[ \t]?m\.", r"legge", r"l\.", r"decreto(?:[ \t]+legislativo|[ \t]+legge|[ \t]+ministeriale)?",
    r"regolamento", r"reg\.",
    # es
    r"ley(?:[ \t]+orgánica)?", r"l\.?[ \t]?o\.", r"real[ \t]+decreto(?:[ \t]+legislativo)?", r"r\.?[ \t]?d\.?",
    r"reglamento",
    # fr
    r"loi", r"décret", r"ordonnance", r"arrêté", r"règlement", r"directive",
    # de
    r"richtlinie", r"verordnung", r"gesetz",
    # nl
    r"richtlijn", r"verordening",
    # en
    r"regulation",
)
# Kinds no date follows: after them a year of two digits counts too ("legge 104/92").
_LAW_WORDS = r"(?:d\.?[ \t]?lgs\.?|d\.?[ \t]?p\.?[ \t]?r\.?|legge|ley(?:[ \t]+orgánica)?|decreto|real[ \t]+decreto|loi|décret)"
# "(UE)", "(EU)", "UE", "n°", "nº", "n.", "nr.", "no." between the kind and the number.
_BETWEEN = r"(?:[ \t]*\(?(?:UE|EU|CE|EG|EC|EWG|CEE)\)?)?(?:[ \t]*(?:n°|nº|no\.?|nr\.?|n\.|num\.))?"
# The number a law carries, with a year of four digits on one side: "82/2005", "2016/679",
# "2002-303", "3/2018", "2011/24/EU"; after a word of law a year of two also ("104/92").
_YEAR = r"(?:19|20)\d\d"
_NUMBER = (r"(?:\d{1,4}/" + _YEAR + r"|" + _YEAR + r"/\d{1,4}(?:/(?:UE|EU|CE|EG|EC))?|" + _YEAR + r"-\d{1,4})(?![\d/])")
_SHORT_YEAR_NUMBER = r"\d{1,4}/\d\d(?![\d/])"
# (The number is looked for first, the law's kind then in the few characters before it: a pattern
# opening on the kinds' alternation would be tried at every letter of every note.)
_NUMBER_ANY = regex.compile(r"(?<![\p{L}\p{N}/.-])(?:" + _NUMBER + r"|" + _SHORT_YEAR_NUMBER + r")")
_KIND_BEFORE = regex.compile(r"(?<![\p{L}\p{N}])(?:" + "|".join(_KINDS) + r")" + _BETWEEN + r"[ \t]*\Z", regex.IGNORECASE)
_LAW_WORD_BEFORE = regex.compile(r"(?<![\p{L}\p{N}])" + _LAW_WORDS + _BETWEEN + r"[ \t]*\Z", regex.IGNORECASE)
_SHORT_YEAR = regex.compile(_SHORT_YEAR_NUMBER)
_FULL_NUMBER = regex.compile(_NUMBER)
LOOKBACK = 40


def legal_citations(text: str) -> List[Tuple[int, int]]:
    """``(start, end)`` of each citation of a law in ``text``."""
    out = []
    for m in _NUMBER_ANY.finditer(text):
        window = max(0, m.start() - LOOKBACK)
        # a year of two digits only after a word of law ("legge 104/92"; "D.M. 12/03" is a date)
        short = _SHORT_YEAR.fullmatch(m.group()) is not None and _FULL_NUMBER.fullmatch(m.group()) is None
        kind = (_LAW_WORD_BEFORE if short else _KIND_BEFORE).search(text, window, m.start())
        if kind is not None:
            out.append((kind.start(), m.end()))
    return out
