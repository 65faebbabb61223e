"""A name found once in a note is a name wherever else the note writes it.

    spans = repeated_names(tidy_name_edges(resolved, text, language), text, language)

The detectors read a name by what stands around it: a title, a role, a signature's place, an
e-mail's display name. The same person is often written again where nothing announces them:
"Thanks, Rowena" under a mail header that gave "Hollins Rowena <rowena.hollins@...>", a nurse's first
name after a log line that a dash ended, a surname in the subject line. After the names' edges
are tidied, each word of a NAME span that is a name and no ordinary word is looked for in the
rest of the note, and every other occurrence of it, standing as a word of its own outside any
span, becomes a NAME span too (the registry does the same for its people: every occurrence).

A word travels only when the evidence says it cannot be an ordinary word of the note: three
letters or more (five in a note written in lower case; two for initials written in capitals, in a
cased note), no title, particle, role, eponym, drug, unit or clinical term, a NAME for the
name-versus-word evidence of the note's language, about as frequent as a name as the language
writes it as a word, and a WORD in none of ours. In a cased note an occurrence must be written as a name is (a capital first, or all
capitals); a note written in lower case writes its names small, and any case counts there. The
spans added carry the detector and score of the name they repeat, so a reviewer sees where
each came from.
"""
from __future__ import annotations

import bisect
import functools
import unicodedata
from typing import Dict, List, Sequence, Tuple

import regex

from deid.detect.ner import DETECTOR as NER_DETECTOR
from deid.detect.note_case import lowered, written_in_capitals, written_in_lower_case
from deid.lexicon.clinical_morphology import clinical_word
from deid.lexicon.name_cues import NAME_CUES
from deid.lexicon.name_lexicon import EPONYMS, PARTICLES, ROLE_WORDS, TITLES, fold
from deid.lexicon.name_likelihood import LANGUAGES, NAME, WORD, name_evidence
from deid.lexicon.units import UNITS
from deid.spans import Span

# Letters a repeated word needs at least; initials in capitals may have two ("JB").
MIN_LETTERS = 3
# ... five in a note written in lower case, where a short word has no capital to tell a name.
MIN_LOWER_LETTERS = 5
# Zipf a repeated word's name frequency may fall short of its frequency in the note's language,
# when that frequency is this high at least (rarer words: their frequency in text is their bearers').
REPEAT_MARGIN = 0.5
REPEAT_WORD_ZIPF = 3.5
MIN_INITIALS_LETTERS = 2
MAX_INITIALS_LETTERS = 4
_UNITS = frozenset(UNITS)
_WORD_MARKS = frozenset("'’-")


def _in_word(char: str) -> bool:
    return char.isalnum() or char in _WORD_MARKS or unicodedata.combining(char) != 0


_LABEL_AFTER = regex.compile(r"[ \t]*:(?![\p{N}])")
_WORD = regex.compile(r"(?<![\p{L}\p{M}\p{N}'’\-])[\p{L}\p{M}][\p{L}\p{M}'’\-]*(?![\p{L}\p{M}\p{N}'’\-])")


@functools.lru_cache(maxsize=65536)
def _travels(word: str, language: str, cased_note: bool, capitals_note: bool) -> bool:
    """Whether ``word`` of a NAME span is a name wherever the note writes it (names recur from
    note to note: answered once per word and kind of note)."""
    key = fold(word)
    if key in TITLES or key in PARTICLES or key in ROLE_WORDS or key in EPONYMS or key in _UNITS:
        return False
    if word.isupper() and len(key) <= MAX_INITIALS_LETTERS:
        # Initials ("JB", "GMC"): only in a cased note, in capitals; in a note in capitals every
        # short word looks like them, in lower case they are words.
        return cased_note and not capitals_note and MIN_INITIALS_LETTERS <= len(key) and word.isalpha()
    if len(key) < (MIN_LETTERS if cased_note else MIN_LOWER_LETTERS) or key in NAME_CUES.get(language, ()):
        return False  # "pat" (the nurses' patient), "ecg", "eva": short lower-case words are abbreviations too
    # A name for the evidence of the note's language, and an ordinary word in none of ours (notes
    # mix them); a word the population tables lack does not travel, nor a drug or clinical term.
    # A word the language writes often (``REPEAT_WORD_ZIPF``) must also be about as frequent as a
    # name (``REPEAT_MARGIN``): the wider margin the evidence gives a capitalised word is not given
    # away from the cue that found it ("Herr Kaiser", then "der Kaiser").
    evidence = name_evidence()
    return evidence.kind(word, language) == NAME and not evidence.is_drug(word) \
        and (evidence.text_zipf(word, language) < REPEAT_WORD_ZIPF
             or evidence.name_zipf(word) >= evidence.text_zipf(word, language) - REPEAT_MARGIN) \
        and not any(evidence.kind(word, other) == WORD for other in LANGUAGES) and not clinical_word(key)


def repeated_names(spans: Sequence[Span], text: str, language: str) -> List[Span]:
    """``spans`` (sorted, non-overlapping) with every other occurrence of their NAME words added;
    the result is sorted and non-overlapping too."""
    names = [s for s in spans if s.label == "NAME"]
    if not names:
        return list(spans)
    cased_note = not written_in_lower_case(text)
    capitals_note = cased_note and written_in_capitals(text)
    sources: Dict[str, Tuple[Span, str]] = {}  # folded word -> (the first NAME span holding it, the word)
    for span in names:
        if capitals_note and span.detector == NER_DETECTOR:
            continue  # in capitals the model reads nouns as names too: what it alone found stays put
        for m in _WORD.finditer(text, span.start, span.end):
            word = m.group().rstrip("'’-")
            key = fold(word)
            if key not in sources and _travels(word, language, cased_note, capitals_note):
                sources[key] = (span, word)
    if not sources:
        return list(spans)
    # Each word looked for as written, in lower case (str.find, not a scan of every word of the note).
    lower = text.lower()
    if len(lower) != len(text):
        lower = lowered(text)  # "İ" lowers to two characters: letter by letter, offsets kept
    hits = []
    for source, written in sources.values():
        needle = written.lower()
        start = lower.find(needle)
        while start >= 0:
            end = start + len(needle)
            if not (start and _in_word(lower[start - 1])) and not (end < len(lower) and _in_word(lower[end])):
                hits.append((start, end, source, written))
            start = lower.find(needle, end)
    starts = [s.start for s in spans]
    added: List[Span] = []
    for start, end, source, written in sorted(hits, key=lambda h: (h[0], h[1])):
        word = text[start:end]
        if cased_note and (word.isupper() != written.isupper() or not word[:1].isupper()):
            continue  # a cased note writes the name again as it wrote it: "Costa", not "COSTA" or "costa"
        at = bisect.bisect_right(starts, start) - 1  # the last span starting at or before the word
        if at >= 0 and spans[at].end > start or at + 1 < len(spans) and spans[at + 1].start < end:
            continue  # inside or across another span (the source's own word included)
        if _LABEL_AFTER.match(text, end):
            continue  # "Name:", "País:": a field's label
        if added and added[-1].end > start:
            continue  # two names' words never share letters (whole words); kept disjoint all the same
        added.append(Span(start, end, "NAME", source.detector, source.score))
    if not added:
        return list(spans)
    return sorted(list(spans) + added, key=lambda s: (s.start, s.end))
