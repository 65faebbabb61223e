"""Shape transfer: make a surrogate look like the text it replaces.

Case patterns (CAPS stays CAPS, lower stays lower, Title stays Title) for
words, and character classes (digit stays digit, upper stays upper,
separators stay put) for identifiers.
"""
from __future__ import annotations

import random

from deid.lexicon.folding import fold_case_and_accents

UPPER, LOWER, TITLE, MIXED = "upper", "lower", "title", "mixed"

# Case- and accent-insensitive form: the canonical spelling behind consistency.
fold = fold_case_and_accents


def letters_only(text: str) -> str:
    """Folded letters only: "Van den Broeck" and "VANDENBROECK" agree."""
    return "".join(c for c in fold(text) if c.isalpha())


def case_pattern(text: str) -> str:
    letters = [c for c in text if c.isalpha()]
    if not letters:
        return MIXED
    if len(letters) > 1 and all(c.isupper() for c in letters):
        return UPPER
    if all(c.islower() for c in letters):
        return LOWER
    words = [w for w in text.replace("-", " ").split() if any(c.isalpha() for c in w)]
    if all(_is_title(w) for w in words):
        return TITLE
    return MIXED


def _is_title(word: str) -> bool:
    letters = [c for c in word if c.isalpha()]
    return letters[0].isupper() and all(c.islower() for c in letters[1:])


def apply_case(pattern: str, text: str) -> str:
    """``text`` (as the lexicon spells it) in the case ``pattern`` of the original.

    Title keeps the lexicon's own spelling ("McDonald", "van der Meulen" stay as
    they are) but makes sure the first letter is a capital, as it was in the original.
    """
    if pattern == UPPER:
        return text.upper()
    if pattern == LOWER:
        return text.lower()
    if pattern == TITLE and text[:1].islower():
        return text[:1].upper() + text[1:]
    return text


def fill_like(template: str, rng: random.Random, keep_prefix: int = 0) -> str:
    """Redraw every letter and digit of ``template`` in its own class; keep the rest.

    ``keep_prefix`` characters at the start are copied (a country code, a type prefix).
    A leading non-zero digit stays non-zero so that the value keeps its length when read as a number.
    """
    out = list(template[:keep_prefix])
    for i, c in enumerate(template[keep_prefix:], start=keep_prefix):
        if c.isdigit():
            low = 1 if (c != "0" and not any(ch.isdigit() for ch in template[:i])) else 0
            out.append(str(rng.randint(low, 9)))
        elif c.isalpha() and c.isascii():
            letter = chr(rng.randrange(26) + ord("a"))
            out.append(letter.upper() if c.isupper() else letter)
        else:
            out.append(c)
    return "".join(out)


def lay_out(template: str, compact: str) -> str:
    """Put the characters of ``compact`` into the letter/digit slots of ``template``.

    Separators of the template stay where they were; letters take the
    template's case slot by slot, so "85.07.30-033.61" stays dotted and
    a lower-case codice fiscale stays lower case.
    """
    out, chars = [], iter(compact)
    for c in template:
        if c.isalnum():
            new = next(chars, "")
            out.append(new.lower() if c.islower() else new)
        else:
            out.append(c)
    out.extend(chars)
    return "".join(out)
