"""Healthcare institutions by their registered names: "Alrijne", "Abrona Huis ter Heide", "LUMC".

    finder = InstitutionFinder()
    spans = finder.find(text, "nl_NL")

Where a register lists the institutions of a country (``deid.lexicon.institutions``: the
Netherlands, from DEDUCE's lists), a name of it in a note is an organization whatever stands
around it: a hospital named without its kind word ("verwezen naar Alrijne"), a home-care
organisation in a cc list. So are, in every language, the bodies of social insurance that notes
name without a kind word (``deid.lexicon.public_bodies``: "Kostenzusage der AOK Bayern", "domanda
all'ENPAM"; an article elided onto the name is left out of it), the providers of care named so
(``deid.lexicon.care_providers``) and the largest employers, chains and universities
(``deid.lexicon.employers``: "werkt bij Colruyt", "pharmacist at Boots"). At each word of the note the
finder looks up the longest run of words that a listed name opening with that word could cover,
then shorter ones, and keeps the longest name that matches, its words separated by blanks only.
Case decides what a word may be:

* as written in the register ("Alrijne", "Abrona Huis ter Heide"), or in capitals in a capitals
  note or line ("ALRIJNE");
* in a lower-case note, a name of two words or more, an abbreviation of the register that is
  no word of the language ("lumc"), or a one-word name that text writes and no dictionary writes
  small, no place's ("tergooi"); a noun of the language is left alone ("het acupunctuurcentrum" is
  the noun, "Acupunctuurcentrum" the practice).
"""
from __future__ import annotations

import functools
import re
from typing import Dict, FrozenSet, List, Optional, Tuple

import regex

from deid.lexicon import word_frequency
from deid.lexicon.dictionary_words import written_small_nowhere
from deid.lexicon.name_lexicon import fold
from deid.lexicon.word_classes import major_places, place_words
from deid.lexicon.institutions import LANGUAGES as REGISTER_LANGUAGES, institution_names
from deid.lexicon.public_bodies import LANGUAGES as BODY_LANGUAGES, public_body_names
from deid.lexicon.care_providers import LANGUAGES as PROVIDER_LANGUAGES, care_provider_names
from deid.lexicon.employers import LANGUAGES as EMPLOYER_LANGUAGES, employer_names
from deid.spans import Span

SCORE = 0.7
# A lower-case abbreviation rarer than this in the language is the institution, not a word: the
# hospitals' own ("lumc" 2.8, "amc" 3.3) are frequent in Dutch text because the hospitals are.
ABBREVIATION_MAX_ZIPF = 4.0
_TOKEN = regex.compile(r"[\p{L}\p{N}][\p{L}\p{N}\p{M}'’&+\-]*")
# An article or preposition elided onto the name: "all'ENPAM", "dell'Agenzia ...", "l'URSSAF".
_ELIDED = regex.compile(r"(?i:l|d|all|dell|nell|sull|dall|qu)['’](?=[\p{L}\p{N}])")
LANGUAGES = REGISTER_LANGUAGES | BODY_LANGUAGES | PROVIDER_LANGUAGES | EMPLOYER_LANGUAGES
# After the hyphen, the word of a number: the institution's name is that number's cue ("MCL-nr.",
# "AOK-Nummer"), read by the id finder, no mention of the institution.
_NUMBER_WORD = regex.compile(r"(?i:nr|nummer|no|num|number|n°|id)(?![\p{L}])")
_UPPER = regex.compile(r"\p{Lu}")
_LETTER = regex.compile(r"\p{L}")


@functools.lru_cache(maxsize=None)
def _names_by_key(language: str) -> Tuple[Dict[str, Tuple[str, ...]], Dict[str, int]]:
    """The names by their case-folded words joined by one blank (each name as written, several
    where casings differ), and for each first word the most words a name opening with it holds.
    A note's word then costs at most that many lookups, however many names share their first
    words ("Huisartsenpraktijk ...", "De ...": thousands). Flat dicts of strings: about 12 MB."""
    by_key: Dict[str, Tuple[str, ...]] = {}
    longest: Dict[str, int] = {}
    for name in sorted(institution_names(language) | public_body_names(language) | care_provider_names(language)
                       | employer_names(language)):
        words = _TOKEN.findall(name)
        if not words:
            continue
        key = " ".join(words).casefold()
        by_key[key] = by_key.get(key, ()) + (name,)
        first = words[0].casefold()
        longest[first] = max(longest.get(first, 0), len(words))
    return by_key, longest


_PLAIN_WORD = re.compile(r"[^\W\d_]+")
# Up to this many names a list is first sought by its telling words (``_telling_words``); a long
# one (the Dutch register's) has one in nearly every note.
_SEARCHED_NAMES = 5000
# A word with an elision or a hyphen inside: only these are read again (``_name_word``).
_JOINED = re.compile(r"['’\-]")


@functools.lru_cache(maxsize=None)
def _telling_words(language: str) -> FrozenSet[str]:
    """For each name of ``language``, its longest run of letters, case-folded ("lijn" of "De
    Lijn", "gesundheit" of "DAK-Gesundheit"): a note that holds none of them as a word names
    nothing of the list, told by one split of the note (stdlib ``re``: fast), where reading every
    word costs ten times more."""
    by_key, _ = _names_by_key(language)
    return frozenset(max(_PLAIN_WORD.findall(key), key=len) for key in by_key if _PLAIN_WORD.search(key))


class _LowerCase:
    """Whether the note is written in lower case, read once and only when a name's case asks."""

    __slots__ = ("_text", "_holds")

    def __init__(self, text: str) -> None:
        self._text, self._holds = text, None

    def holds(self) -> bool:
        if self._holds is None:
            self._holds = len(_UPPER.findall(self._text)) < 0.01 * max(1, len(_LETTER.findall(self._text)))
        return self._holds


class InstitutionFinder:
    """Registered institution names in a note (module docstring)."""

    def find(self, text: str, locale: str) -> List[Span]:
        language = locale[:2]
        if language not in LANGUAGES:
            return []
        by_key, longest = _names_by_key(language)
        if len(by_key) <= _SEARCHED_NAMES and _telling_words(language).isdisjoint(_PLAIN_WORD.findall(text.casefold())):
            return []
        words = list(_TOKEN.finditer(text))
        openings = [self._name_word(text, m, longest) if _JOINED.search(m.group()) else m for m in words]
        lowercase_note = _LowerCase(text)
        spans: List[Span] = []
        i = 0
        while i < len(words):
            match = self._longest(text, openings[i], words, i, by_key, longest, language, lowercase_note)
            if match is None:
                i += 1
                continue
            end = (words[i + match - 1] if match > 1 else openings[i]).end()
            spans.append(Span(openings[i].start(), end, "ORGANIZATION", "pattern", SCORE))
            i += match
        return spans

    @staticmethod
    def _name_word(text: str, token, longest):
        """The word as a name may open with it: without the article elided onto it ("all'ENPAM"
        reads "ENPAM"), and an acronym without the noun a hyphen joins to it ("UWV-aanvraag",
        "AOK-Versicherte"), unless a name opens with the whole ("DAK-Gesundheit"). Inside a name a
        word is read whole ("ZIEKENHUIS OOST-LIMBURG" in capitals, where "OOST" would pass for an
        acronym)."""
        word = token.group()
        if "'" in word or "’" in word:
            elided = _ELIDED.match(text, token.start(), token.end())
            if elided is not None:
                token = _TOKEN.match(text, elided.end(), token.end())
                word = token.group()
        hyphen = word.find("-")
        if hyphen >= 2 and word[:hyphen].isupper() and word.casefold() not in longest \
                and not _NUMBER_WORD.match(word, hyphen + 1):
            return _TOKEN.match(text, token.start(), token.start() + hyphen)
        return token

    def _longest(self, text: str, opening, tokens, i: int, by_key, longest, language: str,
                 lowercase_note: "_LowerCase") -> Optional[int]:
        """The number of words of the longest name that opens at word ``i`` (read as ``opening``)
        as the note writes it."""
        first = opening.group().casefold()
        most = longest.get(first, 0)
        if not most:
            return None
        if opening.end() != tokens[i].end():
            most = 1  # "UWV-aanvraag": the acronym alone, cut from its noun
        keys = [first]
        for k in range(i + 1, min(len(tokens), i + most)):
            if text[tokens[k - 1].end():tokens[k].start()] not in (" ", "\t"):
                break  # a name's words stand together, blanks between them only
            keys.append(keys[-1] + " " + tokens[k].group().casefold())
        for n in range(len(keys), 0, -1):
            for name in by_key.get(keys[n - 1], ()):
                if self._matches([opening] + tokens[i + 1:i + n], tuple(_TOKEN.findall(name)), language, lowercase_note):
                    return n
        return None

    @staticmethod
    def _matches(found, words: Tuple[str, ...], language: str, lowercase_note: "_LowerCase") -> bool:
        """Whether the note's words ``found`` write the name ``words`` in a case it may take."""
        written = [t.group() for t in found]
        if written == list(words):
            return True
        if all(w.isupper() or not w.isalpha() for w in written) and [w.upper() for w in words] == \
                [w.upper() for w in written]:
            return True  # "ALRIJNE", "ACCARE GRONINGEN": a note or a line in capitals
        if not lowercase_note.holds():
            return False
        if len(words) > 1:
            return True
        name = words[0]
        if name.isupper():
            return word_frequency.zipf(name.lower(), language) < ABBREVIATION_MAX_ZIPF
        # A one-word name that text writes (the frequency lists count it) but no dictionary writes
        # small, no place's: the institution's own name ("tergooi", "alrijne"); a noun of the
        # language that a practice took as its name ("acupunctuurcentrum", "buurtzorg") stays a noun.
        small = name.lower()
        return word_frequency.zipf(small, language) > 0.0 and written_small_nowhere(small, language) \
            and fold(small) not in place_words() and fold(small) not in major_places()
