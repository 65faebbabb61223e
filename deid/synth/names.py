"""How names are written in notes: forms, honorifics, titles and typos.

Gold convention: a NAME span covers the name words only, initials and the
comma of "Danneels, Stormy" included; honorifics and titles ("Mevrouw",
"Mme", "Dr.", "Herr", "Sig.ra") stay outside the span, because they are not
identifying and the replacement step keeps them.
"""
from __future__ import annotations

import random
from typing import Dict, Tuple

# Honorifics per language and gender, as written before a surname.
HONORIFICS: Dict[str, Dict[str, Tuple[str, ...]]] = {
    "nl": {"F": ("Mevrouw", "mevrouw", "Mevr.", "mevr.", "Mw.", "mw."), "M": ("Meneer", "meneer", "De heer", "Dhr.", "dhr.")},
    "fr": {"F": ("Madame", "Mme", "Mme.", "madame"), "M": ("Monsieur", "M.", "monsieur", "Mr")},
    "en": {"F": ("Mrs", "Mrs.", "Ms", "Ms.", "Miss"), "M": ("Mr", "Mr.")},
    "de": {"F": ("Frau", "Fr."), "M": ("Herr", "Hr.", "Herrn")},
    "es": {"F": ("Sra.", "Señora", "la Sra.", "Dña."), "M": ("Sr.", "Señor", "el Sr.", "D.")},
    "it": {"F": ("Sig.ra", "Signora", "la Sig.ra"), "M": ("Sig.", "Signor", "il Sig.")},
}

# Titles of physicians.
DOCTOR_TITLES: Dict[str, Dict[str, Tuple[str, ...]]] = {
    "nl": {"F": ("dr.", "Dr.", "Dr", "dokter"), "M": ("dr.", "Dr.", "Dr", "dokter")},
    "fr": {"F": ("Dr", "Dr.", "Docteur", "Pr"), "M": ("Dr", "Dr.", "Docteur", "Pr")},
    "en": {"F": ("Dr", "Dr.", "Dr"), "M": ("Dr", "Dr.", "Mr")},  # UK surgeons are "Mr"
    "de": {"F": ("Dr.", "Dr. med.", "Frau Dr.", "Prof. Dr."), "M": ("Dr.", "Dr. med.", "Herr Dr.", "Prof. Dr.")},
    "es": {"F": ("Dra.", "la Dra.", "Dra"), "M": ("Dr.", "el Dr.", "Dr")},
    "it": {"F": ("Dott.ssa", "Dr.ssa", "la Dott.ssa"), "M": ("Dott.", "Dr.", "il Dott.")},
}

# Styles of writing a person's name, with their weights (tuned to what notes show).
NAME_STYLES: Tuple[Tuple[str, float], ...] = (
    ("full", 0.30), ("surname", 0.20), ("initial", 0.15), ("surname_first", 0.08),
    ("surname_comma", 0.08), ("caps_full", 0.05), ("caps_surname_first", 0.07), ("caps_surname", 0.04),
    ("first", 0.03),
)
_STYLE_NAMES = tuple(s for s, _ in NAME_STYLES)
_STYLE_CUM = []
_acc = 0.0
for _, _w in NAME_STYLES:
    _acc += _w
    _STYLE_CUM.append(_acc)


def initials(first: str) -> str:
    """``"Jean-Pierre"`` -> ``"J.-P."``, ``"Anna Maria"`` -> ``"A.M."``."""
    if "-" in first:
        return "-".join(p[:1] + "." for p in first.split("-") if p)
    return "".join(p[:1] + "." for p in first.split() if p)


def name_form(first: str, last: str, style: str) -> str:
    """The name written in ``style`` (one of ``NAME_STYLES``)."""
    if style == "full":
        return f"{first} {last}"
    if style == "surname":
        return last
    if style == "initial":
        return f"{initials(first)} {last}"
    if style == "surname_first":
        return f"{last} {first}"
    if style == "surname_comma":
        return f"{last}, {first}"
    if style == "caps_full":
        return f"{first} {last}".upper()
    if style == "caps_surname_first":
        return f"{last.upper()} {first}"
    if style == "caps_surname":
        return last.upper()
    if style == "first":
        return first
    raise ValueError(f"unknown name style {style!r}")


def draw_style(rng: random.Random, allow_first: bool = True) -> str:
    while True:
        x = rng.random() * _acc
        for style, cum in zip(_STYLE_NAMES, _STYLE_CUM):
            if x < cum:
                break
        if allow_first or style != "first":
            return style


_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def _match_case(model: str, letter: str) -> str:
    return letter.upper() if model.isupper() else letter


def _word_length(chars, i: int) -> int:
    """Letters in the run of letters around ``chars[i]``."""
    start = i
    while start > 0 and chars[start - 1].isalpha():
        start -= 1
    end = i + 1
    while end < len(chars) and chars[end].isalpha():
        end += 1
    return end - start


def typo(rng: random.Random, value: str, edits: int = 1) -> str:
    """``value`` with ``edits`` (1 or 2) letter edits: substitution, insertion, deletion or
    transposition, as a hurried typist makes them. Only letters are touched, so the
    name keeps its words; the result is always different from ``value``."""
    if edits not in (1, 2):
        raise ValueError("typo edits must be 1 or 2")
    chars = list(value)
    for _ in range(edits):
        for _attempt in range(20):
            letters = [i for i, c in enumerate(chars) if c.isalpha()]
            if len(letters) < 3:
                break
            i = rng.choice(letters)
            op = rng.random()
            if op < 0.35:
                new = _match_case(chars[i], rng.choice(_LETTERS))
                if new.lower() == chars[i].lower():
                    continue
                chars[i] = new
            elif op < 0.6:
                chars.insert(i, _match_case(chars[i], chars[i].lower()))  # doubled letter
            elif op < 0.8:
                if _word_length(chars, i) <= 1:
                    continue  # never delete a word's last letter: an initial, or a particle typed away ("zu")
                del chars[i]
            else:
                if i + 1 >= len(chars) or not chars[i + 1].isalpha() or chars[i + 1] == chars[i]:
                    continue
                chars[i], chars[i + 1] = chars[i + 1], chars[i]
            break
    result = "".join(chars)
    return result if result != value else typo(rng, value + "", edits) if len(value) >= 3 else value
