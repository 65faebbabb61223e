"""A cheap first test for patterns led by a long list of cue words: the letters they can start with.

A pattern such as "one of 140 id cues, then a number" opens with a lookbehind and an alternation
that the ``regex`` engine tries at every position of a note: it cannot skip ahead to where a cue
could start. A lookahead of one character class in front (``(?=[BbCcDd...])``) it can test at
once, and it turns most positions away before the alternation is tried: 1.8 times faster on
our notes for the id cues (``bench/pipeline_throughput.py``'s pattern stage), same matches.

The class is read from the alternatives themselves, so a cue added later is covered; one that
does not start with a letter or a class of letters (possibly inside a case-sensitive group,
``(?-i:MRN)``) is refused at import time rather than silently never matched.
"""
from __future__ import annotations

from typing import FrozenSet, Iterable

import regex


def _first_characters(alternative: str) -> FrozenSet[str]:
    head = alternative[:1]
    if head == "[":
        close = alternative.index("]", 1)
        members = alternative[1:close]
        if members.startswith("^") or "-" in members.strip("-") or "\\" in members:
            raise ValueError(f"cue alternative opens with a class this reader does not expand: {alternative[:close + 1]}")
        return frozenset(members)
    if head == "(" and alternative.startswith("(?-i:"):
        return _first_characters(alternative[len("(?-i:"):])
    if head.isalpha():
        return frozenset(head)
    raise ValueError(f"cue alternative must open with a letter or a class of letters: {alternative[:12]}")


def leading_lookahead(alternatives: Iterable[str]) -> str:
    """``(?=[...])``: every character, in either case, that one of ``alternatives`` (regular
    expression fragments) can start with."""
    first = set()
    for alternative in alternatives:
        for character in _first_characters(alternative):
            first.update({character, character.lower(), character.upper()})
    return "(?=[" + "".join(regex.escape(c) for c in sorted(first)) + "])"
