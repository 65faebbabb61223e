"""Whether a note is written in lower case, and a span's words as a cased note would write them.

    written_in_lower_case(text)            # few of its words start with a capital
    truecased(text, language)              # its names capitalised, as a cased note writes them
    recased(text, start, end)              # the text with the span's words capitalised

Dictated, typed-in-a-hurry and chat-like notes write everything in lower case, names too ("dr
crane", "gewassen door ilse", "appel de mme lefort"). The capital that tells a name from a word in
other notes is then missing, and the checks that lean on it (the NER gate wants a name's words
capitalised) would drop every name of such a note. In a note written in lower case, a span the
model proposes is therefore judged as the same words capitalised would be: the gate's lexical
tests (ordinary words of the language, known names, a person announced before) still apply, only
the case, which the note never had, is not held against it. A note with a few capitals (a heading,
an acronym, a drug) still counts as written in lower case; 20 words at least, so that a one-line
note in lower case does not decide for its writer.

The rule-based name detector reads a name by its capital and the words around it; for it, a note
written in lower case is truecased first (``truecased``): the words the name lists know better than
the language's words get their capital back, and its rules read the copy as a cased note.
"""
from __future__ import annotations

import re

from deid.lexicon.name_lexicon import PARTICLES, fold
from deid.lexicon.name_likelihood import WORD, name_evidence
from deid.lexicon.word_classes import major_places

# Share of words starting with a capital at most, and words at least, for a note written in lower case.
LOWER_CASE_MAX_CAPITALS = 0.03
LOWER_CASE_MIN_WORDS = 20
# A large place's name this frequent as a word stays small when truecasing ("will", "bath", "nice").
TRUECASE_PLACE_MAX_ZIPF = 5.0
_WORD = re.compile(r"[^\W\d_]+")


def written_in_lower_case(text: str, max_capitals: float = LOWER_CASE_MAX_CAPITALS) -> bool:
    """Whether fewer than ``max_capitals`` of the note's words start with a capital (20 words at least)."""
    words = _WORD.findall(text)
    capitals = sum(1 for w in words if w[0].isupper())
    return len(words) >= LOWER_CASE_MIN_WORDS and capitals < max_capitals * len(words)


def truecased(text: str, language: str) -> str:
    """A note written in lower case with the capitals a cased note would give its names: each word
    of three letters or more that real populations bear more than the language writes it as a word
    (names-dataset against wordfreq: "gemma", "vreeswijk"; not "will", "patient"), and the names of
    large places ("bordeaux"), are capitalised; the rest stays as written. Same length, same
    offsets: a detector that reads names by their capital reads this copy."""
    evidence = name_evidence()
    places = major_places()

    def capitalise(m: "re.Match") -> str:
        word = m.group()
        if len(word) < 3 or fold(word) in PARTICLES:
            return word
        name = evidence.name_zipf(word)
        if name > 0 and evidence.kind(word, language) != WORD and name >= evidence.text_zipf(word, language) - 0.1 \
                or fold(word) in places and evidence.text_zipf(word, language) < TRUECASE_PLACE_MAX_ZIPF:
            return word[0].upper() + word[1:]
        return word

    return _WORD.sub(capitalise, text)


def recased(text: str, start: int, end: int) -> str:
    """``text`` with each word of ``[start, end)`` capitalised, name particles aside ("van", "de
    la"): the same length, the same offsets."""
    def capitalise(m: "re.Match") -> str:
        word = m.group()
        return word if fold(word) in PARTICLES else word[0].upper() + word[1:]

    return text[:start] + _WORD.sub(capitalise, text[start:end]) + text[end:]
