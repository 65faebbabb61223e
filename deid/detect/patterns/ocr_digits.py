"""Digits that OCR misread as letters: "O89 46 22 7O", "14/O9/2O24", "591OO", "P24-1l583".

Scanned letters and faxes come back with O for 0 and l, I or | for 1 inside numbers. A phone
number, a date or an id damaged so is still the identifier, and annotators mark it as printed.
The pattern detector therefore also reads a *repaired* copy of the note: in every run of number
tokens (tokens separated by one space, dot, slash or dash), where each token holds a real digit
and otherwise only those look-alike letters, and the run holds at least two real digits and no
fewer real digits than look-alikes, the look-alikes become digits. The copy has the note's
length, so every span found on it has the same offsets in the original. Words are never
touched: a token without a digit ("Il", "lO") or with another letter ("CO2", "SpO2") stays.
"""
from __future__ import annotations

import regex

_LOOK_ALIKE = str.maketrans({"O": "0", "o": "0", "l": "1", "I": "1", "|": "1"})
_TOKEN = r"[0-9OolI|]*[0-9][0-9OolI|]*"
_RUN = regex.compile(r"(?<![\p{L}\p{N}|])" + _TOKEN + r"(?:[ ./\-]" + _TOKEN + r")*(?![\p{L}\p{N}|])")
MIN_DIGITS = 2


def repair_digits(text: str) -> str:
    """``text`` with look-alike letters inside number runs read as digits (same length)."""
    if not any(ch in "OolI|" for ch in text):
        return text
    parts = []
    last = 0
    for m in _RUN.finditer(text):
        run = m.group()
        digits = sum(ch.isdigit() for ch in run)
        alikes = sum(ch in "OolI|" for ch in run)
        if alikes and digits >= MIN_DIGITS and digits >= alikes:
            parts.append(text[last:m.start()])
            parts.append(run.translate(_LOOK_ALIKE))
            last = m.end()
    if not parts:
        return text
    parts.append(text[last:])
    return "".join(parts)
