"""Ages in nl, fr, en, de, es, it: "72-jarige", "72 ans", "aged 72", "72 j.".

Three shapes, one compiled alternation, a person noun before a short unit, ages in brackets, and the
telegraphic age-and-sex of emergency and nursing notes ("43M" opening a line or
after a colon, "H, 38a"):

- number + adjective unit ("72-jarige", "72-year-old", "72-jährige"): always an age;
- age header + number ("Age: 72", "Edad: 70 a", "âgé de 72 ans"): always an age;
- a person noun right before a number with a one-letter unit ("man, 59j",
  "paciente de 92 a.", "patiente (56 a)"): an age;
- an age in brackets after a person ("Sohn Lukas (27, Tischler)", "Imogen Ashby (34)", "Derya
  T. (52)", "sohn malte (41") or after a birth date it fits ("DOB 03-Mar-1958 (66y)");
- the same as dictation writes it, without brackets: after a birth date it fits ("geb 14.03.1951
  73 J"), or after a name with its one-letter unit ("Bregje 31 j");
- number + years unit ("72 jaar", "72 años"): an age unless a duration word is
  around it ("sinds 10 jaar", "10 years ago", "2 años de evolución"), with a
  higher score where a person noun ("Varón de 72 años") or "de edad" confirms it.
  Months ("18 meses") count only with such confirmation: alone they are
  mostly durations.

The ages listed with one found are ages too ("3 kinderen (8, 11 en 14 jr)", "children aged 11 and
14", "2 kinderen (19 en 15)": ``AgeFinder._coordinated``).

The span covers the number and its unit ("72 años"), which is what a
replacement must rewrite.
"""
from __future__ import annotations

import functools
from typing import List, Tuple

import regex

from deid.detect.note_case import written_in_capitals, written_in_lower_case
from deid.lexicon.age_cues import (
    ADJECTIVE_UNITS,
    AND_WORDS,
    BIRTH_ORDER,
    DAY_UNITS,
    HALF_WORDS,
    AGE_AFTER,
    AGE_CUES,
    AGE_HEADERS,
    AGE_VERBS,
    DURATION_AFTER,
    DURATION_BEFORE,
    MONTH_UNITS,
    PERSON_NOUNS,
    PERSON_PREPOSITIONS,
    SEX_LETTER_NOT_BEFORE,
    SEX_LETTERS,
    SHORT_UNITS,
    YEAR_UNITS,
)
from deid.lexicon.date_cues import BIRTH_CUES
from deid.lexicon.id_cues import PATIENT_NUMBER_ACRONYMS
from deid.lexicon.name_lexicon import PARTICLES, PLURAL_RELATION_WORDS, RELATION_WORDS, TITLES, fold, last_names
from deid.lexicon.name_likelihood import NAME, name_evidence, text_language
from deid.lexicon.number_words import all_number_words, spelled_number_pattern
from deid.lexicon.occupations import occupation
from deid.lexicon.units import UNITS
from deid.spans import Span

MAX_AGE = 120
SCORE_CERTAIN = 0.95
SCORE_CONFIRMED = 0.9
SCORE_PLAIN = 0.6


def _any(fragments) -> str:
    return r"(?:" + "|".join(fragments) + r")"


_WORDS = r"(?:" + "|".join(regex.escape(w) for w in all_number_words()) + r")"
# Numbers in words, compounds too ("neunundzwanzig", "trente trois"): dictation writes ages so.
_SPELLED = spelled_number_pattern()
_NUM = r"(?<![\p{L}\p{N}_.,/-])(?P<n>\d{1,3})(?![.,]\d)"
_END = r"(?![\p{L}\p{N}])"

_AGE_PATTERN = regex.compile(
    r"\b(?:" + "|".join(
        [
            # Age: 72 (years) / âgé de 72 ans / Edad: 70 a
            r"(?<![\p{L}])" + _any(AGE_HEADERS) + r"\s*[:=]?\s*(?:de\s+|von\s+|of\s+|di\s+)?(?P<h>"
            + _NUM.replace("P<n>", "P<hn>") + r"(?:\s*(?:-\s*)?" + _any(ADJECTIVE_UNITS + YEAR_UNITS + MONTH_UNITS)
            + r"|\s*" + _any(SHORT_UNITS) + r"\.?)?)" + _END,
            # 72-jarige, 72-year-old, 72 y/o
            r"(?P<adj>" + _NUM.replace("P<n>", "P<an>") + r"\s?" + _any(ADJECTIVE_UNITS) + r")" + _END,
            # 72 jaar, 18 meses, siete años, dos años y medio
            # (number and unit on one line; "19:02\nAn:" is a clock time and a mail header)
            r"(?P<plain>(?:(?<!\d[:hu])" + _NUM.replace("P<n>", "P<pn>") + r"|(?<![\p{L}])(?P<pw>" + _SPELLED
            + r"))[^\S\n]?(?:(?P<yu>"
            + _any(YEAR_UNITS) + r")|(?P<mu>" + _any(MONTH_UNITS) + r")|(?P<du>" + _any(DAY_UNITS) + r"))" + _END
            + r"(?:\s+" + _any(AND_WORDS) + r"\s+(?:" + _any(HALF_WORDS) + r"|(?:\d{1,2}|" + _WORDS + r")\s"
            + _any(MONTH_UNITS + DAY_UNITS) + r"))?)" + _END,
        ]
    ) + ")",
    regex.IGNORECASE,
)

# A person noun right before, a comma or bracket and an optional preposition between:
# "man, 59j", "vrouw (21 j)", "paciente de 92 a.", "patiente (56 a)". Only then may a
# one-letter unit make an age outside a header ("2 a 3 veces" is not one).
_PERSON_RIGHT_BEFORE = regex.compile(
    r"(?<![\p{L}])" + _any(PERSON_NOUNS) + r"[\s,(]*(?:" + _any(PERSON_PREPOSITIONS) + r"\s*)?$", regex.IGNORECASE
)
# An English note's age and sex in one token ("62M, ESRF on HD", "Pt is a 45F with ...", "(78 F)"):
# after a dash, a comma, an article or a bracket, and before a comma, "with", a bracket
# or the line's end; sixteen and over, as a catheter's size in French ("14F", "16F Foley") is smaller
# as a rule, and never after a catheter's or a tube's word. (``_AGE_SEX`` below reads the telegraphic
# line's opening in every language.)
_AGE_SEX_IN_PROSE = regex.compile(
    r"(?:(?<=[-–(,][ \t]?)|(?<=(?i:\ban?|\bis|\baged)[ \t]))[ \t]*(?P<asn>1[01]\d|[1-9]\d)[ \t]?(?P<sex>[MF])"
    r"(?=[ \t]*(?:,|\)|$|[ \t](?i:with|who|known|presents|presenting|presented|pmh|bib|on|admitted)\b))",
    regex.MULTILINE)
MIN_AGE_SEX = 16
# A relative's name and their age set off by commas, as a family history lists its people ("Sohn
# Romain Kieffer, 52, Beamter ...", "hijos (Kevin, 16, y Dayana, 9)", "- Hijo Wilber, 47, conductor"):
# the number between the name and a comma or a closing bracket, a relation word earlier on the line.
_NAME_COMMA_AGE = regex.compile(
    r"(?P<who>\p{Lu}[\p{L}\p{M}'’\-]+),[ \t]*(?P<nca>(?P<ncan>1[01]\d|\d{1,2}))(?=[ \t]*[,)])")
_RELATION_ON_LINE = 60
_TUBE_WORD_BEFORE = regex.compile(r"(?i:foley|catheter|cath|cannula|ch|fr|french|size|ng|ngt|ett|drain|sheath)[ \t]*$")
_SHORT_AGE = regex.compile(r"(?<![\p{L}\p{N}_.,/-])(?P<sn>\d{1,3})\s?(?-i:a|j|J|aa)\.?(?![\p{L}\p{N}])")

# The Dutch "at the age of" before a number and its short unit: "vader prostaatkanker op 67 j",
# "menarche op 12j" (a duration has "sinds", "na", "gedurende" before it, never "op").
_AT_AGE_RIGHT_BEFORE = {"nl": regex.compile(r"(?<![\p{L}])op[ \t]+\Z", regex.IGNORECASE)}

_PERSON_BEFORE = regex.compile(
    r"(?<![\p{L}])" + _any(PERSON_NOUNS) + r"(?:\s+\p{L}+){0,2},?\s+" + _any(PERSON_PREPOSITIONS) + r"\s*$",
    regex.IGNORECASE,
)
_AGE_CUE_BEFORE = regex.compile(
    r"(?<![\p{L}])" + _any(AGE_CUES) + r"\s*[:=]?\s*(?:de|von|of|di)?\s*$", regex.IGNORECASE
)
_AGE_AFTER = regex.compile(r"\s*" + _any(AGE_AFTER) + r"(?![\p{L}])", regex.IGNORECASE)
_DURATION_BEFORE = regex.compile(
    r"(?<![\p{L}])" + _any(DURATION_BEFORE) + r"(?:\s+(?:de|het|the|les|den|die|los|las|i|gli|le))?"
    r"(?:\s+(?:ongeveer|about|environ|etwa|unos|circa|ca\.|plus\s+de|more\s+than|meer\s+dan|m[aá]s\s+de))?\s*$",
    regex.IGNORECASE,
)
_DURATION_AFTER = regex.compile(r"\s*" + _any(DURATION_AFTER) + r"(?![\p{L}])", regex.IGNORECASE)

# Telegraphic age and sex (ED, ICU, nursing notes): "43M palps" at the start of a line,
# "H, 38a, connu asthme", "F 32 ans". The sex letter is upper case; the age is <= MAX_AGE.
_SEX = r"(?-i:[" + "".join(SEX_LETTERS) + r"])"
_AGE_SEX = regex.compile(
    r"(?:^|(?<=\n)|(?<=:[^\S\n]))[^\S\n]*(?P<as>(?P<asn>\d{1,3})[^\S\n]?" + _SEX + r")(?=[^\S\n,;:]|[,;:][^\S\n])"
    r"(?![^\S\n]*(?:" + "|".join(SEX_LETTER_NOT_BEFORE) + r")(?![\p{L}]))",
    regex.IGNORECASE,
)
_SEX_AGE = regex.compile(
    r"(?:^|(?<=[\n(]))[^\S\n]*" + _SEX + r"[^\S\n]*[,/][^\S\n]*(?P<sa>(?P<san>\d{1,3})[^\S\n]?(?:" + "|".join(YEAR_UNITS + SHORT_UNITS)
    + r"))(?![\p{L}\p{N}])",
    regex.IGNORECASE,
)
# A person and an age in brackets, in a family list: "Sohn Lukas (27, Tischler)", "Die Mutter (91)",
# "Tommaso (11) e Irene (6, ...)": a relation or person word, or a first name, right before.
# The word before may be an initial ("Derya T. (52, ..."), and the age carry a one-letter unit ("(58 a)").
_BRACKET_AGE = regex.compile(
    # (only from a word's first letter: tried inside every word, the search cost 0.5 ms a note)
    # (the unit in capitals too, as a note in capitals writes it: "ANA (49 A.)")
    r"(?<![\p{L}\p{M}'’\-])(?P<who>\p{L}[\p{L}\p{M}'’\-]*)(?P<dot>\.)?[^\S\n]?\([^\S\n]?(?P<ba>(?P<ban>\d{1,3})(?:[^\S\n]?(?:y|yo|j|a|J|A|Y|YO)\.?)?)"
    r"(?=[^\S\n]?(?:\)|,[^\S\n]))")
# A date of birth, then the age in brackets: "03-Mar-1958 (66y)", "12.03.1951 (73)".
_BIRTH_DATE_AGE = regex.compile(
    r"(?<![\p{N}])(?:\d{1,2}[-./ ](?:\d{1,2}|\p{L}{3,9}\.?)[-./ ](?P<year>(?:19|20)\d\d))[^\S\n]?\([^\S\n]?"
    r"(?P<da>(?P<dan>\d{1,3})(?:[^\S\n]?(?:y|yo|yrs|j|jr|a|J|ans|años|anni|jaar|Jahre)\.?)?)(?=[^\S\n]?\))")
# The same without brackets, as dictation writes it: "geb. 03.05.1941 83 J", "DOB 17/09/1952 72"
# (a dash between, or the unit in capitals: "°12/03/1941 - 83 j", "DOB 02.05.1988 36YRS F"):
# the age must fit the birth year (the note's year is born + age, or one more).
_BIRTH_DATE_BARE_AGE = regex.compile(
    r"(?<![\p{N}])(?:\d{1,2}[-./ ](?:\d{1,2}|\p{L}{3,9}\.?)[-./ ](?P<year>(?:19|20)\d\d))[^\S\n]+(?:[-–][^\S\n]+)?"
    r"(?P<da>(?P<dan>\d{1,3})(?:[^\S\n]?(?i:yrs|yo|y|jr|jahre|jaar|j|años|anni|ans|a)\.?(?![\p{L}]))?)"
    r"(?![\p{L}\p{N}/.:,-]\d|[\p{N}])")
# A bare age between a person's name and a patient number's acronym, as a list of patients writes
# it, with its commas or without ("Item 4 Ayla Brennan 34 NHS 401...", "INES SOTO VIDAL, 58, NHC ..."):
# the acronyms that number a patient (``deid.lexicon.id_cues.PATIENT_NUMBER_ACRONYMS``).
_NAME_AGE_ID = regex.compile(r"(?P<who>\p{L}[\p{L}\p{M}'’\-]+),?[^\S\n]+(?P<na>\d{1,3}),?[^\S\n]+(?:"
                             + "|".join(PATIENT_NUMBER_ACRONYMS) + r")(?![\p{L}])")
_NAME_AGE_ID_SMALL = regex.compile(_NAME_AGE_ID.pattern, regex.IGNORECASE)
# The acronyms alone: most notes hold none, and one search for them spares the rule its scan from every word.
_PATIENT_NUMBER_ACRONYM = regex.compile(r"(?<![\p{L}])(?:" + "|".join(PATIENT_NUMBER_ACRONYMS) + r")(?![\p{L}])")
_PATIENT_NUMBER_ACRONYM_SMALL = regex.compile(_PATIENT_NUMBER_ACRONYM.pattern, regex.IGNORECASE)
# The sign of birth glued before a date: "°23/11/1965" (Belgium, France), "*03.05.1941" (Germany).
_BIRTH_SIGN_BEFORE = regex.compile(r"[°*][^\S\n]?\Z")
# A banner's layout after an age: the line's end, a sex letter, a gap of two blanks or more, or a field's
# separator (" - ", " | ").
_BANNER_AFTER = regex.compile(r"[^\S\n]*$|[^\S\n]+[MFHVWmfhvw](?![\p{L}\p{N}])|[^\S\n]{2,}|[^\S\n]+[-–|·][^\S\n]",
                            regex.MULTILINE)
# A person and an age with its unit, no bracket: "Hr Brandhorst 61 J", "Bregje 31 j", "Ana Clara 49 a".
_NAME_AGE_UNIT = regex.compile(
    r"(?P<who>\p{Lu}[\p{L}\p{M}'’\-]*)[^\S\n]+(?P<ua>(?P<uan>\d{1,3})[^\S\n]?(?:j|J|a|y|yo|yrs|jr)\.?)(?![\p{L}\p{N}])")
# A bare age (and its one-letter unit) that dictation leaves after a relation word and up to two of
# the person's names, once the brackets and commas are gone: "sohn malte 41 koch in bremen", "die
# oma 91 wohnt im heim", "dochter ineke 52 j". The number is found first (a note holds few),
# then the words before it are read.
_BARE_AGE = regex.compile(
    r"(?<![\p{L}\p{N}.,/:-])(?P<ran>[1-9]\d{0,2})(?:[ \t]?(?:j|a|jr|y|yo|yrs)\.?)?+(?=[ \t]*(?:$|[ \t]\p{L}))",
    regex.MULTILINE)
_BLANKS = regex.compile(r"[ \t]+")
# Words that count after a number right after a person: "sohn 2 mal angerufen", "zoon 3 keer gebeld".
_COUNT_WORDS = frozenset("""
    mal x keer maal fois times veces vez volte volta stuk stück stuks pieces
""".split())
_NEXT_WORD = regex.compile(r"[ \t]*(?P<w>\p{L}+)")
# A unit of time after such a number makes it a duration: "wife 2 weeks ago", "madre 3 días".
_TIME_UNIT = regex.compile(r"(?:" + "|".join(YEAR_UNITS + MONTH_UNITS + DAY_UNITS) + r"|weeks?|wochen?|weken|week|semaines?"
                           r"|semanas?|settimane?|hours?|stunden?|uur|heures?|horas?|ore)", regex.IGNORECASE)
_YEAR = regex.compile(r"(?<![\p{N}])(?:19|20)\d\d(?![\p{N}])")
_BIRTH_CUE_BEFORE = regex.compile(r"(?<![\p{L}])(?:" + "|".join(BIRTH_CUES) + r")(?![\p{L}])[^\d\n]{0,12}\Z",
                                  regex.IGNORECASE)
# The word right before a person's word in brackets: a first name before a surname ("Imogen Ashby
# (34)"), a relation before a first name written in lower case ("sohn malte (41, ...").
_WORD_BEFORE = regex.compile(r"(?P<word>\p{L}[\p{L}\p{M}'’\-]*)[^\S\n]+\Z")
_PERSON_WORD = regex.compile(r"(?:" + "|".join(PERSON_NOUNS) + r")$", regex.IGNORECASE)
_UNIT_AFTER = regex.compile(r"\s*(?:" + "|".join(regex.escape(u) for u in UNITS) + r")(?![\p{L}])", regex.IGNORECASE)
_LOOKBACK = 40
# How many words before an age in words may hold the person word ("patientin henrike von der aue").
_WORDS_BEFORE = 6
# A word this frequent in the language (Zipf), no particle and no name, is no part of a name: "tras casi".
_ORDINARY_WORD_ZIPF = 3.5
_LINE_WORD = regex.compile(r"\p{L}[\p{L}\p{M}'’\-]*")
# The word right before a number, blanks only between (a comma or bracket makes an apposition).
_WORD_RIGHT_BEFORE = regex.compile(r"(?P<w>[\p{L}\p{N}][\p{L}\p{N}\p{M}'’\-]*)[ \t]+\Z")
# At or above this a word is one of the language's function words ("de", "a", "this", "heeft"):
# an age may follow them.
_FUNCTION_WORD_ZIPF = 6.0
# At or above this a word is one of the language's (wordfreq), not a rare compound or a typo.
_LANGUAGE_WORD_ZIPF = 1.0
_SENTENCE_START = regex.compile(r"(?:^|[.!?:;][ \t]+|\n[ \t]*)\Z")


def person_word(word: str, language: str, first_name: bool = False) -> bool:
    """A relation or person word ("Mutter", "moeder"), or a capitalised name ("Lukas"; with
    ``first_name``, a first name only) that an age in brackets may follow."""
    if _PERSON_WORD.match(word) or fold(word) in RELATION_WORDS:
        return True
    return word[:1].isupper() and not word.isupper() and \
        name_evidence().kind(word, language, first_name=first_name) == NAME


@functools.lru_cache(maxsize=4)
def dictated_relation_ages(text: str, language: str) -> Tuple[Tuple[int, int], ...]:
    """(start, end) of each bare age that dictation leaves after a relation word and the person's
    names ("sohn malte 41 ..."; ``_BARE_AGE``, ``AgeFinder._relation_bare_age``), and of the ages of
    the next people of the same list ("kinder lea 12 schülerin und tom 9"): the age finder
    reports them, and the profession finder reads the occupation after them. Kept for the last few
    notes, so the two finders read a note's ages once."""
    found = []
    listed = -1  # where the last age taken ended
    for m in _BARE_AGE.finditer(text):
        if AgeFinder._relation_bare_age(text, m, language, listed) or AgeFinder._named_bare_age(text, m, language):
            found.append((m.start(), m.end()))
            listed = m.end()
    return tuple(found)


def duration_context(before: str, after: str) -> bool:
    """A duration word around a number of years: "sinds 12 jaar", "for 30 yrs", "10 years ago"."""
    return bool(_DURATION_BEFORE.search(before) or _DURATION_AFTER.match(after))


# A list of ages: a number, then a comma or "and", right before an age ("(8, 11 en 14 jr)"), and
# after a bare age "and" and a number closing the list ("aged 11 and 14."), no unit of its own after it.
_LIST_JOIN = r"(?:[ \t]*,[ \t]*|[ \t]+(?:" + "|".join(AND_WORDS) + r")[ \t]+)"
_AGE_BEFORE_IN_LIST = regex.compile(r"(?<![\p{L}\p{N}.,/-])(?P<n>\d{1,3})" + _LIST_JOIN + r"\Z")
_AGE_AFTER_IN_LIST = regex.compile(_LIST_JOIN + r"(?P<n>\d{1,3})(?![\p{N}.,/-]\d)")
_LIST_OPENING_BEFORE = regex.compile(r"(?:\(|(?<![\p{L}])(?i:aged|ages|âgés|âgées|agés|de|van|von|of|di|da)[ \t]+)[ \t]*\Z")
_LIST_END = regex.compile(r"[ \t]*(?:[.;)\n]|,[ \t]|\Z)")
# A plural relation word, then its people's ages in brackets: "2 kinderen (19 en 15)", "hijos (12, 9)".
# (the bracket is looked for first, the word before it then: a pattern opening on a word would be
# tried at every letter of the note)
_PLURAL_RELATION_AGES = regex.compile(
    r"\((?P<list>\d{1,3}(?:" + _LIST_JOIN + r"\d{1,3})+)"
    r"(?:[ \t]*(?:" + "|".join(YEAR_UNITS + SHORT_UNITS) + r")\.?)?[ \t]*\)", regex.IGNORECASE)
_RELATION_BEFORE_BRACKET = regex.compile(r"(?<![\p{L}])(?P<rel>\p{L}+)[ \t]*\Z")
_LIST_NUMBER = regex.compile(r"\d{1,3}")


class AgeFinder:
    """Finds ages; see the module docstring for the three shapes."""

    def find(self, text: str, locale: str) -> List[Span]:
        spans: List[Span] = []
        language = text_language(locale)
        # Notes in capitals or in lower case lose the case that marks a name: the words before an
        # age in brackets are judged as a cased note would write them.
        recase = written_in_capitals(text) or written_in_lower_case(text)
        for m in _AGE_PATTERN.finditer(text):
            if m.group("h"):
                # "percentil 5 para su edad: 43 mmHg" is a measurement, not an age.
                if int(m.group("hn")) <= MAX_AGE and not _UNIT_AFTER.match(text, m.end("h")):
                    spans.append(Span(m.start("h"), m.end("h"), "AGE", "pattern", SCORE_CERTAIN))
            elif m.group("adj"):
                if int(m.group("an")) <= MAX_AGE:
                    spans.append(Span(m.start(), m.end(), "AGE", "pattern", SCORE_CERTAIN))
            elif m.group("pw") or int(m.group("pn")) <= MAX_AGE:
                score = self._plain_score(text, m, language, recase)
                if score:
                    spans.append(Span(m.start(), m.end(), "AGE", "pattern", score))
        at_age = _AT_AGE_RIGHT_BEFORE.get(language)
        for m in _SHORT_AGE.finditer(text):
            before = text[max(0, m.start() - _LOOKBACK):m.start()]
            if int(m.group("sn")) <= MAX_AGE and (_PERSON_RIGHT_BEFORE.search(before)
                                                   or at_age is not None and at_age.search(before)):
                spans.append(Span(m.start(), m.end(), "AGE", "pattern", SCORE_CONFIRMED))
        for m in _NAME_COMMA_AGE.finditer(text):
            line_start = text.rfind("\n", 0, m.start()) + 1
            before = text[max(line_start, m.start() - _RELATION_ON_LINE):m.start()]
            if int(m.group("ncan")) <= MAX_AGE and person_word(m.group("who"), language) \
                    and any(fold(w) in RELATION_WORDS or fold(w) in PLURAL_RELATION_WORDS
                            for w in regex.findall(r"\p{L}+", before)):
                spans.append(Span(m.start("nca"), m.end("nca"), "AGE", "pattern", SCORE_CONFIRMED))
        if language == "en":
            for m in _AGE_SEX_IN_PROSE.finditer(text):
                if MIN_AGE_SEX <= int(m.group("asn")) <= MAX_AGE \
                        and not _TUBE_WORD_BEFORE.search(text, max(0, m.start("asn") - 12), m.start("asn")):
                    spans.append(Span(m.start("asn"), m.end("asn"), "AGE", "pattern", SCORE_CONFIRMED))
        for m in _BRACKET_AGE.finditer(text):
            if int(m.group("ban")) <= MAX_AGE and self._person_before(text, m, language, recase):
                spans.append(Span(m.start("ba"), m.end("ba"), "AGE", "pattern", SCORE_CONFIRMED))
        years = None
        for m in _BIRTH_DATE_AGE.finditer(text):
            if years is None:
                years = {int(y) for y in _YEAR.findall(text)}
            # The date must be a birth date: a birth word before it ("DOB", "geb."), or the age fits it
            # (some year of the note, the visit's, is the birth year plus the age, or one more).
            born, age = int(m.group("year")), int(m.group("dan"))
            birth_cue = _BIRTH_CUE_BEFORE.search(text, max(0, m.start() - _LOOKBACK), m.start()) is not None
            if 0 < age <= MAX_AGE and (birth_cue or born + age in years or born + age + 1 in years):
                spans.append(Span(m.start("da"), m.end("da"), "AGE", "pattern", SCORE_CONFIRMED))
        for m in _BIRTH_DATE_BARE_AGE.finditer(text):
            if years is None:
                years = {int(y) for y in _YEAR.findall(text)}
            born, age = int(m.group("year")), int(m.group("dan"))
            # Without a year of the note to fit, a birth word before the date and a form's layout
            # after the number: a sex letter, a field's gap or the line's end ("DOB 03/05/1941 83 F
            # CHI ...", "DOB 03/05/1941 83   NHS ..."; not "DOB 03/05/1941 12 Mill Lane")
            banner = _BANNER_AFTER.match(text, m.end("da")) is not None \
                and (_BIRTH_CUE_BEFORE.search(text, max(0, m.start() - _LOOKBACK), m.start()) is not None
                     or _BIRTH_SIGN_BEFORE.search(text, max(0, m.start() - 2), m.start()) is not None)
            if 0 < age <= MAX_AGE and (born + age in years or born + age + 1 in years or banner):
                spans.append(Span(m.start("da"), m.end("da"), "AGE", "pattern", SCORE_CONFIRMED))
        # (a note in lower case writes the acronym small: "ayla brennan 34 nhs ...")
        small = written_in_lower_case(text)
        acronym = (_PATIENT_NUMBER_ACRONYM_SMALL if small else _PATIENT_NUMBER_ACRONYM).search(text)
        # (from the line of the first acronym: the name, the age and the acronym stand on one line)
        start = text.rfind("\n", 0, acronym.start()) + 1 if acronym is not None else len(text)
        for m in (_NAME_AGE_ID_SMALL if small else _NAME_AGE_ID).finditer(text, start):
            # the name whole before it, a first name opening it ("Ayla Brennan 34": not "Ward 12 NHS")
            who = m.group("who")
            before = _WORD_BEFORE.search(text, max(0, m.start() - _LOOKBACK), m.start())
            first = before.group("word") if before is not None else ""
            if recase:
                who, first = who.capitalize(), first.capitalize()
            if int(m.group("na")) <= MAX_AGE and who[:1].isupper() and person_word(first, language, first_name=True):
                spans.append(Span(m.start("na"), m.end("na"), "AGE", "pattern", SCORE_CONFIRMED))
        for m in _NAME_AGE_UNIT.finditer(text):
            if int(m.group("uan")) <= MAX_AGE and person_word(m.group("who"), language):
                spans.append(Span(m.start("ua"), m.end("ua"), "AGE", "pattern", SCORE_CONFIRMED))
        spans.extend(Span(start, end, "AGE", "pattern", SCORE_CONFIRMED)
                     for start, end in dictated_relation_ages(text, language))
        for pattern, group in ((_AGE_SEX, "as"), (_SEX_AGE, "sa")):
            for m in pattern.finditer(text):
                if int(m.group(group + "n")) <= MAX_AGE and not _UNIT_AFTER.match(text, m.end(group)):
                    spans.append(Span(m.start(group), m.end(group), "AGE", "pattern", SCORE_CONFIRMED))
        for m in _PLURAL_RELATION_AGES.finditer(text):
            rel = _RELATION_BEFORE_BRACKET.search(text, max(0, m.start() - 24), m.start())
            if rel is not None and fold(rel.group("rel")) in PLURAL_RELATION_WORDS:
                spans.extend(Span(n.start(), n.end(), "AGE", "pattern", SCORE_CONFIRMED)
                             for n in _LIST_NUMBER.finditer(text, m.start("list"), m.end("list"))
                             if int(n.group()) <= MAX_AGE)
        return spans + self._coordinated(text, spans)

    @staticmethod
    def _coordinated(text: str, spans: List[Span]) -> List[Span]:
        """The ages listed with an age found: the numbers before it, set off by commas or "and"
        ("3 kinderen (8, 11 en 14 jr)": 8 and 11 with 14 jr), and after one its cue named ("children
        aged 11 and 14"), each a bare number of an age; not one a unit of its own follows."""
        out = []
        taken = {(s.start, s.end) for s in spans}
        for span in spans:
            start, listed = span.start, []
            while True:
                m = _AGE_BEFORE_IN_LIST.search(text, max(0, start - 12), start)
                if m is None or int(m.group("n")) > MAX_AGE:
                    break
                listed.append(m)
                start = m.start("n")
            # the list opens a bracket or follows its "of" ("(8, 11 en 14 jr)", "de 8, 11 y 14 años"),
            # not a measurement's value before an age ("BMI 31, 68 ans")
            if listed and _LIST_OPENING_BEFORE.search(text, max(0, start - 12), start):
                out.extend(Span(m.start("n"), m.end("n"), "AGE", "pattern", SCORE_CONFIRMED)
                           for m in listed if (m.start("n"), m.end("n")) not in taken)
            if text[span.start:span.end].isdigit():
                listed, end = [], span.end
                while True:
                    m = _AGE_AFTER_IN_LIST.match(text, end)
                    if m is None or int(m.group("n")) > MAX_AGE:
                        break
                    listed.append(m)
                    end = m.end("n")
                if listed and _LIST_END.match(text, end):
                    out.extend(Span(m.start("n"), m.end("n"), "AGE", "pattern", SCORE_CONFIRMED)
                               for m in listed if (m.start("n"), m.end("n")) not in taken)
        return out

    @staticmethod
    def _relation_bare_age(text: str, m, language: str, listed: int = -1) -> bool:
        """``_BARE_AGE``'s match is an age: a relation word ("sohn", "moeder", "kinder") one to three
        words before it on its line, a birth order ("hija menor") and names of real populations
        between, blanks only (no ordinary word, no abbreviation: "sohn kw 3"), or a name right
        before it when the age of another person ended at ``listed`` in the same sentence ("...
        lea 12 schülerin und tom 9": the next of the list); the number an age, and no count, unit
        or unit of time after it ("sohn 2 mal angerufen", "zoon 3 keer gebeld", "tochter 20 mg",
        "wife 2 weeks ago")."""
        line_start = text.rfind("\n", 0, m.start()) + 1
        words = AgeFinder._words_right_before(text, m, line_start, 4)
        if not words:
            return False
        evidence = name_evidence()
        names = 0
        for k in range(len(words) - 1, -1, -1):
            if k < len(words) - 1 and not _BLANKS.fullmatch(text, words[k].end(), words[k + 1].start()):
                return False
            key = fold(words[k].group())
            if key in RELATION_WORDS or key in PLURAL_RELATION_WORDS:
                break
            if key in BIRTH_ORDER and names:
                continue
            word = words[k].group()
            if len(word) < 3 or evidence.kind(word.capitalize(), language) != NAME:
                return False  # "sohn kw 3": an abbreviation and its number, no name
            names += 1
            if line_start <= listed and ". " not in text[listed:words[k].start()]:
                break  # the next person of a list whose last age ended before, in the same sentence
        else:
            return False
        return AgeFinder._nothing_counted_after(text, m)

    @staticmethod
    def _words_right_before(text: str, m, line_start: int, n: int) -> List:
        """The last ``n`` words of the line before ``_BARE_AGE``'s match, the last set off from the
        number by blanks only; none where the number is no age's (over ``MAX_AGE``)."""
        if int(m.group("ran")) > MAX_AGE:
            return []
        words = list(_LINE_WORD.finditer(text, max(line_start, m.start() - _LOOKBACK), m.start()))[-n:]
        return words if words and _BLANKS.fullmatch(text, words[-1].end(), m.start()) else []

    @staticmethod
    def _nothing_counted_after(text: str, m) -> bool:
        """No count, unit or unit of time after the number ("sohn 2 mal angerufen", "tochter 20 mg",
        "wife 2 weeks ago"), and no duration around it."""
        after = _NEXT_WORD.match(text, m.end())
        if after is not None and (fold(after.group("w")) in _COUNT_WORDS or _UNIT_AFTER.match(text, m.end())
                                  or _TIME_UNIT.fullmatch(after.group("w"))):
            return False
        return not duration_context(text[max(0, m.start() - _LOOKBACK):m.start()], text[m.end():m.end() + 24])

    @staticmethod
    def _named_bare_age(text: str, m, language: str) -> bool:
        """``_BARE_AGE``'s match is an age where a person's name stands right before it (its initial
        between: "Hatice T 59"), blanks only, and either an age's one-letter unit follows the number
        ("nele 4 j", "öztürk 64 j", "remedios 82 a") or a job of the lists follows it ("Raúl 41
        ingeniero"): how a list of people or a dictation without commas gives a person's age. Not a
        count, a unit or a unit of time after it, nor a duration."""
        words = AgeFinder._words_right_before(text, m, text.rfind("\n", 0, m.start()) + 1, 2)
        if not words:
            return False
        name = words[-1]
        if len(name.group()) == 1 and len(words) == 2 and _BLANKS.fullmatch(text, words[0].end(), name.start()):
            name = words[0]  # the surname's initial after the first name
        word = name.group()
        evidence = name_evidence()
        if len(word) < 3 or fold(word) in TITLES or evidence.kind(word.capitalize(), language) != NAME:
            return False
        # (its unit set off by a blank: glued to the number, a letter makes a ward's or a room's code: "ward 7b")
        unit = any(ch.isalpha() for ch in m.group())
        if unit and not regex.search(r"\d[ \t]+\p{L}", m.group()):
            return False
        after = _NEXT_WORD.match(text, m.end())
        if not unit and (after is None or not occupation(after.group("w"), language)):
            return False
        return AgeFinder._nothing_counted_after(text, m)

    @staticmethod
    def _person_named_before(text: str, start: int, language: str) -> bool:
        """The words before an age in words name a person: the last is a name (in a lower-case
        note too), or a person word or title is among the few before it, on the same line."""
        line = text[max(0, text.rfind("\n", 0, start) + 1, start - 2 * _LOOKBACK):start]
        line = line[max(line.rfind(p) for p in ".;:!?") + 1:]  # within the sentence
        words = _LINE_WORD.findall(line)[-_WORDS_BEFORE:]
        if not words:
            return False
        evidence = name_evidence()
        if evidence.kind(words[-1].capitalize(), language) == NAME:
            return True
        # Back to the person word, over name-like words only ("patientin henrike von der aue"):
        # "la paciente se revincula tras casi dos años" is a duration after a sentence about her.
        for word in reversed(words):
            if _PERSON_WORD.match(word) or fold(word) in TITLES:
                return True
            if fold(word) not in PARTICLES and evidence.text_zipf(word.lower(), language) >= _ORDINARY_WORD_ZIPF \
                    and evidence.kind(word.capitalize(), language) != NAME:
                return False
        return False

    @staticmethod
    def _person_before(text: str, m, language: str, recase: bool = False) -> bool:
        """Whether the word before an age in brackets names a person: a relation or person word, a
        first name, an initial after a capitalised name ("Derya T."), a surname after a first name
        ("Imogen Ashby"), or a first name in lower case after a relation ("sohn malte"). In a note
        written in capitals or in lower case (``recase``) the words are judged as a cased note
        writes them ("SOHN MALTE (34)", "ruben lindeboom (48)")."""
        who = m.group("who")
        before = _WORD_BEFORE.search(text, max(0, m.start() - _LOOKBACK), m.start())
        previous = before.group("word") if before is not None else ""
        if not recase and who.isupper() and len(who) > 1 and not m.group("dot"):
            # a name in capitals in a cased note, as a banner writes it: "DI LIBERTO SANTA (88 a)"
            who, previous = who.capitalize(), previous.capitalize() if previous.isupper() else previous
        if recase and m.group("dot") and len(who) == 1:
            who, previous = who.upper(), previous.capitalize()  # "emine k. (58", "EMINE K. (58"
        elif recase and (who.isupper() and len(who) > 1 or who.islower() and not m.group("dot")):
            who, previous = who.capitalize(), previous.capitalize()
        if m.group("dot"):
            return len(who) == 1 and who.isupper() and person_word(previous, language, first_name=True)
        if person_word(who, language, first_name=True):
            return True
        if who[:1].isupper() and not who.isupper():
            # A surname of the name lists that is also a word counts after a first name ("Jo Baker (34)").
            return person_word(previous, language, first_name=True) and not previous.isupper() \
                and (name_evidence().kind(who, language) == NAME or fold(who) in last_names())
        return who.islower() and fold(previous) in RELATION_WORDS \
            and name_evidence().kind(who.capitalize(), language, first_name=True) == NAME

    def _plain_score(self, text: str, m, language: str, caseless: bool = False) -> float:
        """Confirmed by a person noun or "de edad": an age whatever the unit.
        Otherwise a duration word rules it out; words for numbers and month or
        day units need that confirmation, or for years, as dictation writes an age after
        the person ("madame ... ludivine vingt neuf ans"), a name right before or a person
        word a few words before; "a los", "à" make years likely."""
        before = text[max(0, m.start() - _LOOKBACK):m.start()]
        if _PERSON_BEFORE.search(before) or _AGE_AFTER.match(text, m.end()):
            return SCORE_CONFIRMED
        if _DURATION_BEFORE.search(before) or _DURATION_AFTER.match(text, m.end()):
            return 0.0
        if m.group("pw") and m.group("yu") and self._person_named_before(text, m.start(), language):
            return SCORE_CONFIRMED
        if m.group("pw") or not m.group("yu"):
            return 0.0
        if _AGE_CUE_BEFORE.search(before):
            return SCORE_CONFIRMED
        if self._after_content_word(text, m.start(), language, caseless):
            return 0.0
        return SCORE_PLAIN

    @staticmethod
    def _after_content_word(text: str, start: int, language: str, caseless: bool = False) -> bool:
        """A number of years right after a word of the sentence that is no person's is a duration:
        after a verb or a noun ("vivió 30 años en Alemania", "tamoxifen 5 years", "CKD4 8 yrs").
        A person's age stands in apposition (after a comma or a bracket), after the person's name,
        or after a function word ("de 58 años", "il a 57 ans", "this 58 year old"). The word is
        no name by the name-versus-word evidence, rarer than the language's function words, and either
        a word of the language or, in a note written in mixed case, a word in lower case
        (a compound no dictionary lists), or a capitalised word of the language opening its sentence; one
        with a digit is a measure or a code. Not after a verb that gives an age ("cuando tenía 12 años":
        ``AGE_VERBS``); in a note without case (``caseless``) only after a word with a digit, as a
        surname that is also a word ("pastor") cannot be told from the word there."""
        w = _WORD_RIGHT_BEFORE.search(text, max(0, start - _LOOKBACK), start)
        if w is None:
            return False
        word = w.group("w")
        if any(c.isdigit() for c in word):
            return True
        key = fold(word)
        if caseless or key in PARTICLES or key in TITLES or key in RELATION_WORDS or key in AGE_VERBS \
                or _PERSON_WORD.match(word):
            return False
        evidence = name_evidence()
        zipf = evidence.text_zipf(word.lower(), language)
        if zipf >= _FUNCTION_WORD_ZIPF or evidence.kind(word.capitalize(), language) == NAME:
            return False
        if word.islower():
            return True
        # Capitalised: a word of the language opening its sentence ("Vivió 30 años ..."); elsewhere
        # a capital makes it a name.
        return zipf >= _LANGUAGE_WORD_ZIPF \
            and _SENTENCE_START.search(text, max(0, w.start() - 4), w.start()) is not None
