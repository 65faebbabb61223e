"""Healthcare institutions by their registered names: "Alrijne", "Abrona Huis ter Heide", "LUMC".

    finder = InstitutionFinder()
    spans = finder.find(text, "nl_NL")

Where a register lists the institutions of a country (``deid.lexicon.institutions``: the
Netherlands, from DEDUCE's lists), a name of it in a note is an organization whatever stands
around it: a hospital named without its kind word ("verwezen naar Alrijne"), a home-care
organisation in a cc list. The finder looks the note's words up in an index of the names by
their first word and keeps the longest name that matches at each word, its words separated by
blanks only. Case decides what a word may be:

* as written in the register ("Alrijne", "Abrona Huis ter Heide"), or in capitals in a capitals
  note or line ("ALRIJNE");
* in a lower-case note, a name of two words or more, or an abbreviation of the register that is
  no word of the language ("lumc"); a one-word name in lower case is left alone ("het
  acupunctuurcentrum" is the noun, "Acupunctuurcentrum" the practice).
"""
from __future__ import annotations

import functools
from collections import defaultdict
from typing import Dict, List, Tuple

import regex

from deid.lexicon import word_frequency
from deid.lexicon.institutions import LANGUAGES, institution_names
from deid.spans import Span

SCORE = 0.7
# A lower-case abbreviation rarer than this in the language is the institution, not a word: the
# hospitals' own ("lumc" 2.8, "amc" 3.3) are frequent in Dutch text because the hospitals are.
ABBREVIATION_MAX_ZIPF = 4.0
_TOKEN = regex.compile(r"[\p{L}\p{N}][\p{L}\p{N}\p{M}'’&+\-]*")
_UPPER = regex.compile(r"\p{Lu}")
_LETTER = regex.compile(r"\p{L}")


@functools.lru_cache(maxsize=None)
def _index(language: str) -> Dict[str, List[Tuple[str, ...]]]:
    """First word (case-folded) -> the names' word tuples, longest first."""
    index: Dict[str, List[Tuple[str, ...]]] = defaultdict(list)
    for name in institution_names(language):
        words = tuple(_TOKEN.findall(name))
        if words:
            index[words[0].casefold()].append(words)
    for names in index.values():
        names.sort(key=lambda words: (-len(words), words))
    return dict(index)


class InstitutionFinder:
    """Registered institution names in a note (module docstring)."""

    def find(self, text: str, locale: str) -> List[Span]:
        language = locale[:2]
        if language not in LANGUAGES:
            return []
        index = _index(language)
        tokens = list(_TOKEN.finditer(text))
        lowercase_note = len(_UPPER.findall(text)) < 0.01 * max(1, len(_LETTER.findall(text)))
        spans: List[Span] = []
        i = 0
        while i < len(tokens):
            names = index.get(tokens[i].group().casefold())
            match = None
            for words in names or ():
                if self._matches(text, tokens, i, words, language, lowercase_note):
                    match = words
                    break
            if match is None:
                i += 1
                continue
            last = tokens[i + len(match) - 1]
            spans.append(Span(tokens[i].start(), last.end(), "ORGANIZATION", "pattern", SCORE))
            i += len(match)
        return spans

    @staticmethod
    def _matches(text: str, tokens, i: int, words: Tuple[str, ...], language: str, lowercase_note: bool) -> bool:
        if i + len(words) > len(tokens):
            return False
        found = tokens[i:i + len(words)]
        if any(text[a.end():b.start()] not in (" ", "\t") for a, b in zip(found, found[1:])):
            return False  # a name's words stand together, blanks between them only
        written = [t.group() for t in found]
        if written == list(words):
            return True
        if all(w.isupper() or not w.isalpha() for w in written) and [w.upper() for w in words] == \
                [w.upper() for w in written]:
            return True  # "ALRIJNE", "ABRONA HUIS TER HEIDE": a note or a line in capitals
        if not lowercase_note or [w.casefold() for w in words] != [w.casefold() for w in written]:
            return False
        if len(words) > 1:
            return True
        name = words[0]
        return name.isupper() and word_frequency.zipf(name.lower(), language) < ABBREVIATION_MAX_ZIPF
