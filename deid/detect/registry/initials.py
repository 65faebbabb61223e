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

import functools
import re
from typing import Dict, FrozenSet, List, Tuple

import regex

from deid.detect.registry.projection import project_value
from deid.lexicon.name_likelihood import name_evidence
from deid.lexicon.staff_words import NOT_SIGNATURES, STAFF_ABBREVIATIONS

_JOIN = " -\u00a0"  # what may separate initials from each other and from the surname
_MAX_INITIALS = 4


def first_initials(first_name: str) -> FrozenSet[bytes]:
    """Projected first letters of every part of a first name ("Jean-Pierre" -> j, p)."""
    codes = [project_value(p) for p in first_name.replace("-", " ").split()]
    return frozenset(c[:1] for c in codes if c)


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


def extend_with_surname_initial(text: str, end: int, surname_initials: FrozenSet[bytes]) -> int:
    """The end of a first name ``[.., end)`` widened over the surname's initial written after it
    ("Ayla K.", "ROSA M", "Rosa M. –"): one blank, a capital standing alone that is the person's
    surname initial, and its dot. Not when a capitalised word follows: "Rosa M. Vidal" is another
    name (the full name's own match takes it)."""
    if not surname_initials or end + 2 > len(text) or text[end] != " ":
        return end
    i = end + 1
    if not _is_initial_at(text, i) or project_value(text[i])[:1] not in surname_initials:
        return end
    stop = i + 2 if i + 1 < len(text) and text[i + 1] == "." else i + 1
    return end if _capital_follows(text, stop) else stop


# -- a person's initials standing alone: "AV", "A.V.", "(AV)" -------------------------
#
# Initials alone ("Actioned: AV", "... mobilised. A.V.", "(AV)", "— AV", "/AV") are found
# only for a person registered with both names, only as 2 or 3 capitals (dotted or not),
# and only where initials stand: in brackets, after a dash or slash, before a reference's
# slash ("AV/jd"), or ending a line.
# Never when the letters are a frequent word or abbreviation (``NOT_SIGNATURES``, the
# staff abbreviations, a Zipf frequency of ``MAX_INITIALS_ZIPF`` or more in the note's
# language: "OK", "MR", "PM"), nor when the same letters stand next to a number anywhere
# in the note ("BP 120/80": a measurement, not a person).

MAX_INITIALS_ZIPF = 4.5
_LETTER = regex.compile(r"\p{L}")


def person_initials(first_name: str, last_name: str, particles: FrozenSet[bytes]) -> str:
    """"AV" for Anna Vos, "JPD" for Jean-Pierre Dupont, "KB" for Koen Van den Broeck; "" when none."""
    firsts = [p for p in first_name.replace("-", " ").split() if _LETTER.match(p)]
    lasts = [p for p in last_name.replace("-", " ").split() if _LETTER.match(p)]
    core = [p for p in lasts if project_value(p) not in particles]
    if not firsts or not core:
        return ""
    letters = "".join(p[0] for p in firsts) + core[0][0]
    letters = letters.upper()
    return letters if 2 <= len(letters) <= 3 and letters.isalpha() else ""


@functools.lru_cache(maxsize=4096)
def _initials_pattern(letters: str) -> "re.Pattern[str]":
    """One person's initials, dotted or not ("AV", "A.V.", "A. V."), as a whole token: a pass
    over the note that starts on the literal first capital (fast, unlike a scan for any capitals).
    One pattern per set of letters, not one per patient: the letters recur from patient to patient
    (a few thousand sets in all), so a new patient's first note seldom compiles one (0.1 ms each)."""
    return re.compile(r"\.?\s?".join(re.escape(c) for c in letters) + r"\.?(?!\w)")


def initials_table(initials: Dict[str, str], language: str, frequent: bool = False) -> Dict[str, str]:
    """Letters -> person key, for the persons' initials that may be searched in a note of
    ``language`` (built once per patient): not a frequent word or abbreviation; the first
    person (the patient) keeps letters that two persons share.

    ``frequent``: instead, the initials left out only for being a frequent word ("IS", "AN"),
    which ``find_bracketed_initials`` still finds in brackets."""
    table: Dict[str, str] = {}
    for key, letters in initials.items():
        if not letters or letters in table:
            continue
        low = letters.lower()
        if low in NOT_SIGNATURES or low in STAFF_ABBREVIATIONS:
            continue
        if (name_evidence().text_zipf(low, language or "en") >= MAX_INITIALS_ZIPF) != frequent:
            continue
        table[letters] = key
    return table


def find_initials(text: str, table: Dict[str, str]) -> List[Tuple[int, int, str]]:
    """(start, end, person key) of each person's initials (``initials_table``) where initials stand."""
    if not table:
        return []
    found: Dict[str, List[Tuple[int, int]]] = {}
    for letters in sorted(table):
        if letters[0] not in text:
            continue
        for m in _initials_pattern(letters).finditer(text):
            before = text[m.start() - 1] if m.start() else " "
            if before.isalnum() or before in "._":
                continue  # inside a word or an abbreviation ("DAV", "i.AV")
            found.setdefault(letters, []).append((m.start(), m.end()))
    out: List[Tuple[int, int, str]] = []
    for letters, places in found.items():
        if any(_number_next(text, start, end) for start, end in places):
            continue
        for start, end in places:
            token = text[start:end]
            if token.endswith(".") and not regex.fullmatch(r"(?:\p{Lu}\.\s?){2,3}", token):
                end -= 1  # "AV." ending a sentence: the dot is the sentence's
            if _stands_as_initials(text, start, end):
                out.append((start, end, table[letters]))
    return out


# Initials in brackets, alone or with other initials: "(IS)", "(IS/KL)", "(KL, IS)"; or joined to
# other initials by "+", "/" or "&" outside brackets, as minutes write who acts ("IS + KL to visit",
# "KL/IS").
_INITIALS_TOGETHER = regex.compile(r"\((?:\p{Lu}{2,3}\s?[/+,&]\s?)*\p{Lu}{2,3}\)"
                           r"|(?<![\p{L}\p{N}/+&])\p{Lu}{2,3}(?:[ \t]?[/+&][ \t]?\p{Lu}{2,3})+(?![\p{L}\p{N}/+&])")
# A note written in capitals: more than this share of its letters are capitals.
_CAPITALS_NOTE = 0.5


def find_bracketed_initials(text: str, table: Dict[str, str]) -> List[Tuple[int, int, str]]:
    """(start, end, person key) of initials that are also a frequent word ("IS", ``initials_table``
    with ``frequent``) where only initials stand: in brackets, alone or with other initials, or
    joined to other initials ("IS + KL"), in a note not written in capitals ("IS" there is the
    word), never next to a number anywhere."""
    if not table or not any(c in text for c in "(/+&"):
        return []
    out: List[Tuple[int, int, str]] = []
    capitals = None
    for m in _INITIALS_TOGETHER.finditer(text):
        for letters_match in regex.finditer(r"\p{Lu}{2,3}", m.group()):
            letters = letters_match.group()
            if letters not in table:
                continue
            start, end = m.start() + letters_match.start(), m.start() + letters_match.end()
            if capitals is None:
                alpha = [c for c in text if c.isalpha()]
                capitals = sum(c.isupper() for c in alpha) > _CAPITALS_NOTE * len(alpha)
            if capitals or any(_number_next(text, a, a + len(letters))
                               for a in (x.start() for x in re.finditer(re.escape(letters), text))):
                continue
            out.append((start, end, table[letters]))
    return out


_NUMBER_AFTER = re.compile(r"\s?[:=]?\s?\d")
_NUMBER_BEFORE = re.compile(r"\d\s?$")
_OPEN_BEFORE = re.compile(r"\(\s?$")
_CLOSE_AFTER = re.compile(r"\s?\)")
_DASH_BEFORE = re.compile(r"[\-\u2013\u2014/]\s?$")
# A letter's reference: the writer's initials, a slash, the typist's ("Our ref: AV/jd", "AV/JD").
_REFERENCE_AFTER = re.compile(r"/(?:[a-z]{1,3}|[A-Z]{2,3})(?![^\W_])")
_CONTENT = re.compile(r"[^\W_]")


def _number_next(text: str, start: int, end: int) -> bool:
    return bool(_NUMBER_AFTER.match(text, end, end + 4) or _NUMBER_BEFORE.search(text[max(0, start - 2):start]))


def _stands_as_initials(text: str, start: int, end: int) -> bool:
    before = text[max(0, start - 3):start]
    if _OPEN_BEFORE.search(before) and _CLOSE_AFTER.match(text, end, end + 3):
        return True  # "(AV)"
    if _DASH_BEFORE.search(before):
        return True  # "— AV", "/AV"
    if _REFERENCE_AFTER.match(text, end, end + 4):
        return True  # "AV/jd"
    line_end = text.find("\n", end)
    return not _CONTENT.search(text, end, len(text) if line_end < 0 else line_end)  # ends its line
