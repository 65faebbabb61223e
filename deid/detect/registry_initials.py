"""Initials next to a matched surname: "S. Danneels", "J.-P. Peeters", "Danneels S.".

Initials are too short to align, so they are not a variant of their own: once
a surname of a registry person is found, the initials written right before it
(or right after it, with their dots, as in lists "Danneels S.") are added to the
span when the first of them is the initial of one of the person's first names.
A single capital letter is an initial only when it stands alone (not the end
of a word such as "Mr."); honorifics before it ("Dr. S. Danneels") are not
part of the span.
"""
from __future__ import annotations

from typing import FrozenSet, Tuple

from deid.detect.align_projection import project_value

_JOIN = " -\u00a0"  # what may separate initials from each other and from the surname
_MAX_INITIALS = 4


def first_initials(first_name: str) -> FrozenSet[bytes]:
    """Projected first letters of every part of a first name ("Jean-Pierre" -> j, p)."""
    parts = first_name.replace("-", " ").split()
    return frozenset(project_value(p)[:1] for p in parts if project_value(p))


def _is_initial_at(text: str, i: int) -> bool:
    """``text[i]`` is an upper-case letter standing alone: no letter right before or after."""
    if not (0 <= i < len(text)) or not text[i].isalpha() or not text[i].isupper():
        return False
    if i > 0 and text[i - 1].isalpha():
        return False
    return not (i + 1 < len(text) and text[i + 1].isalpha())


def _skip_back(text: str, i: int, limit: int = 2) -> int:
    j = i
    while j > 0 and i - j < limit and text[j - 1] in _JOIN:
        j -= 1
    return j


def _capital_follows(text: str, i: int) -> bool:
    """An upper-case word right after ``i``: then the initial opens the next name ("Daniels, S. Danneels")."""
    while i < len(text) and text[i] == " ":
        i += 1
    return i < len(text) and text[i].isupper()


def extend_with_initials(
    text: str, start: int, end: int, initials: FrozenSet[bytes]
) -> Tuple[int, int]:
    """The span ``[start, end)`` of a surname, widened over the person's initials next to it."""
    if not initials:
        return start, end
    new_start = start
    pos = start
    for _ in range(_MAX_INITIALS):
        j = _skip_back(text, pos)
        k = j - 1 if j > 0 and text[j - 1] == "." else j
        if k == pos or not _is_initial_at(text, k - 1):
            break  # glued to the surname without a dot or space, or not an initial
        pos = new_start = k - 1
    if new_start < start and project_value(text[new_start])[:1] not in initials:
        new_start = start
    if new_start == start:
        # Surname first, initials after, each with its dot: "Danneels S." or "DANNEELS, S.-J.".
        i = end
        while i < len(text) and i - end < 2 and text[i] in ", ":
            i += 1
        if _is_initial_at(text, i) and i + 1 < len(text) and text[i + 1] == "." and (
            project_value(text[i])[:1] in initials
        ) and not _capital_follows(text, i + 2):
            return start, i + 2
    return new_start, end
