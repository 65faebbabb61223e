"""National ids, IBANs and hospital ids.

Three sources of ID spans:

1. Checksummed kinds, validated with python-stdnum in every printed shape
   (dots, dashes, spaces): Belgian national number (and BIS number), Dutch
   BSN, UK NHS number, French NIR, German tax id, Spanish DNI and NIE,
   Italian codice fiscale, IBAN. Digit-only kinds are found by cutting each
   run of digit groups ("85.07.30-033.61", "943 476 5919") into windows of
   whole groups whose digit count fits a kind, so an id glued to a date or a
   phone number on the same line is still found.
   Kinds whose checksum passes one random number in ten or eleven (BSN, NHS,
   German tax id) fire only in their own country's locales or right after an
   id word; elsewhere they would fire on every tenth phone or lab number.
2. Configurable MRN patterns (``PatternConfig.mrn_patterns``).
3. Any id-like token right after an id word ("NHC: 368503", "INSZ ...",
   "n° dossier 2021/..."), unvalidated, with a lower score.
"""
from __future__ import annotations

from typing import Callable, Dict, FrozenSet, List, Sequence, Tuple

import regex
from stdnum import iban as std_iban
from stdnum.be import bis as std_be_bis
from stdnum.be import nn as std_be_nn
from stdnum.de import idnr as std_de_idnr
from stdnum.es import dni as std_es_dni
from stdnum.es import nie as std_es_nie
from stdnum.fr import nir as std_fr_nir
from stdnum.gb import nhs as std_gb_nhs
from stdnum.it import codicefiscale as std_it_cf
from stdnum.nl import bsn as std_nl_bsn

from deid.detect.note_case import written_in_lower_case
from deid.detect.patterns.leading_letters import leading_lookahead
from deid.detect.patterns.phones import telephone_word_before, telephone_word_near
from deid.lexicon.id_cues import ACRONYM_CUES, PHRASE_CUES
from deid.lexicon.number_words import DIGIT_WORDS
from deid.spans import Span

SCORE_VALIDATED = 1.0
SCORE_MRN = 0.9
# Above an uncued phone number (0.8): a number after an id word is an id, even
# when it happens to be a valid phone number; below a date (0.95).
SCORE_CUED = 0.85

# Every id kind the detector knows; PatternConfig.id_kinds selects among them.
ID_KINDS = ("be_nn", "nl_bsn", "gb_nhs", "fr_nir", "de_idnr", "es_dni", "es_nie", "it_cf", "iban")

# Kinds with a weak checksum and the locales where they fire without an id word.
WEAK_KIND_LOCALES: Dict[str, FrozenSet[str]] = {
    "nl_bsn": frozenset({"nl_NL", "nl_BE"}),
    "gb_nhs": frozenset({"en_GB"}),
    "de_idnr": frozenset({"de_DE", "de_LU"}),
}


def _nhs_valid(number: str) -> bool:
    # NHS numbers are issued from 4xx and 6xx-7xx; one starting with 0 is a UK phone number.
    return not number.startswith("0") and std_gb_nhs.is_valid(number)


def _be_valid(number: str) -> bool:
    return std_be_nn.is_valid(number) or std_be_bis.is_valid(number)


# Digit-only kinds: digit count -> [(kind, validator)].
_DIGIT_KINDS: Dict[int, List[Tuple[str, Callable[[str], bool]]]] = {
    9: [("nl_bsn", std_nl_bsn.is_valid)],
    10: [("gb_nhs", _nhs_valid)],
    11: [("be_nn", _be_valid), ("de_idnr", std_de_idnr.is_valid)],
    15: [("fr_nir", std_fr_nir.is_valid)],
}
_MAX_GROUPS = 7

_DIGIT_RUN = regex.compile(r"(?<![\p{L}\p{N}_+.,/-])\d+(?:[ .-]\d+)*")
_GROUP = regex.compile(r"\d+")

_LETTERED = regex.compile(
    r"(?<![\p{L}\p{N}])(?:"
    r"(?P<es_dni>(?:\d{8}|\d{2}\.\d{3}\.\d{3})[- ]?[A-Z])"
    r"|(?P<es_nie>[XYZ][- ]?\d{7}[- ]?[A-Z])"
    r"|(?P<it_cf>[A-Z]{6}[\dLMNPQRSTUV]{2}[A-EHLMPRST][\dLMNPQRSTUV]{2}[A-Z][\dLMNPQRSTUV]{3}[A-Z])"
    r"|(?P<fr_nir>[12][ .]?\d{2}[ .]?\d{2}[ .]?2[AB][ .]?\d{3}[ .]?\d{3}[ .]?\d{2})"
    r"|(?P<iban>[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,3})?)"
    r")(?![\p{L}\p{N}])"
)
# In a note written in lower case the letters of a DNI or a codice fiscale are written small too.
_LETTERED_LOWER_CASE_NOTE = regex.compile(_LETTERED.pattern, regex.IGNORECASE)
_LETTERED_VALIDATORS: Dict[str, Callable[[str], bool]] = {
    "es_dni": std_es_dni.is_valid,
    "es_nie": std_es_nie.is_valid,
    "it_cf": std_it_cf.is_valid,
    "fr_nir": std_fr_nir.is_valid,
    "iban": std_iban.is_valid,
}

# Acronym cues that are ordinary words when written small ("nie" is "never" in German, "cf"
# "compare", "pid" a pelvic inflammatory disease): in a note written in lower case, where every
# other acronym cue is written small too ("gmc 4817265", "rpps 10003456789"), these stay out.
_WORD_ACRONYMS = frozenset({"NIE", "CF", "C\\.F\\.", "PID", "Az\\.", "Gz\\."})


def _cue(acronyms_any_case: bool) -> str:
    acronyms = "|".join(ACRONYM_CUES)
    if acronyms_any_case:
        acronyms = "(?i:" + "|".join(c for c in ACRONYM_CUES if c not in _WORD_ACRONYMS) + ")|" + "|".join(
            sorted(_WORD_ACRONYMS))
    # (The register that issues the number may follow an acronym cue, in capitals, before a colon or
    # the number: "CIP SNS: ...", "CIP-SAS ..."; not a phrase's next word, "SAMPLE TAKEN: <date>".)
    return (
        r"(?:(?<![\p{L}\p{N}])(?-i:" + acronyms + r")(?![\p{L}])(?:[ \t-](?-i:[A-Z]{2,6})(?=[ \t]*:|[ \t]+[A-Za-z]{0,12}\d)"
        # (or in brackets, of any length: "TIS (OSAKIDETZA): ...")
        r"|[ \t]*\((?-i:[A-Z][A-Za-z]{1,15})\)(?=[ \t]*:))?"
        r"|(?<![\p{L}])(?:" + "|".join(PHRASE_CUES) + r")(?![\p{L}]))"
        r"(?:\s*(?:nr|no|n°|nº|n\.º|n|num|number|número|numéro|nummer|#)\.?)?\s*[:.=#]?\s*(?:de\s+|del\s+)?"
    )


_CUE = _cue(False)
# A cue word, then the token: an optional short letter prefix, then groups that
# each start with a digit, separated by one space, dot, dash or slash. A date
# after an id word also matches; the date detector's DATE span, with its
# higher score, wins that range in the resolver.
# The prefix may be set off by a dash or a slash ("A-2401", "A/24/01234"). Inside the token a group
# may start with a letter only after a slash or dash ("23/K/07741", "23/504218-BG"); after a blank it must start with a digit, or the next word would join.
# A card's code may open with a longer run of letters glued to its digits: a Spanish health card's
# CIP is built from the holder's surnames, then digits ("CIP: GGMMRRTT610415O322"); five letters and
# more, one run, no separator, and at least ``MIN_CUED_DIGITS`` digits as every cued token.
_TOKEN = (r"(?P<tok>(?:[A-Za-z]{1,4}[-/]?)?\d[\dA-Za-z]*(?:[./-][\dA-Za-z][\dA-Za-z]*|[ ]\d[\dA-Za-z]*)*"
          r"|[A-Za-z]{5,12}\d[\dA-Za-z]*)"
          r"(?![\p{L}\p{N}]|[./-]\p{N})")
# Led by the letters a cue can start with (deid.detect.patterns.leading_letters): same matches,
# most positions of a note turned away before the cues' alternation is tried.
_CUE_START = leading_lookahead((*ACRONYM_CUES, *PHRASE_CUES))
_CUED_TOKEN = regex.compile(_CUE_START + _CUE + _TOKEN, regex.IGNORECASE)
_CUED_TOKEN_LOWER_CASE_NOTE = regex.compile(_CUE_START + _cue(True) + _TOKEN, regex.IGNORECASE)
_CUE_BEFORE = regex.compile(_CUE_START + _CUE + r"$", regex.IGNORECASE)
# Accession numbers of pathology, microbiology and lab samples: a letter prefix, the year's two
# digits, a dash and a serial ("B24-03642", "MM24-0390517", "S24-207351"): the shape alone says id.
_ACCESSION = regex.compile(r"(?<![\p{L}\p{N}/.-])(?-i:[A-Z]{1,3})\d{2}-\d{4,7}(?![\p{L}\p{N}]|[./-]\p{N})")
_ACCESSION_LOWER_CASE_NOTE = regex.compile(r"(?<![\p{L}\p{N}/.-])\p{L}{1,3}\d{2}-\d{4,7}(?![\p{L}\p{N}]|[./-]\p{N})")
# Case, admission and registration numbers written as two digits (the year, a college's region),
# a slash and a serial of five to seven digits ("23/041196", "28/04517"): no date, dose, ratio or
# blood pressure has that shape; a dilution ("1/100000", "10/100000") is a power of ten.
_YEAR_SERIAL = regex.compile(r"(?<![\p{L}\p{N}/.,-])\d{2}/(?!10+(?!\p{N}))\d{5,7}(?![\p{L}\p{N}]|[./,-]\p{N})")
MIN_CUED_DIGITS = 4
_CUE_LOOKBACK = 48
# A cued token may open with the id's own acronym glued on by a dash or slash ("CIPA: nhc-4471902"): the
# acronym names the number, it is no part of it, and the annotation guides leave it out (as they
# leave out the cue word itself). Other letter prefixes ("B24-03642") are the id's, and so is a
# hospital's acronym ("UZ-123-4567"): it is part of how that hospital prints its numbers.
_GLUED_ACRONYM = regex.compile(r"(?P<acronym>[A-Za-z]{1,4})[-/](?=\d)")
_INSTITUTION_ACRONYMS = frozenset({"UZ"})
_PLAIN_ACRONYMS = frozenset(c.upper() for c in ACRONYM_CUES
                            if regex.fullmatch(r"[A-Za-z]+", c)) - _INSTITUTION_ACRONYMS


_LINE_TOKEN = regex.compile(r"(?<![\p{L}\p{N}./-])[\dA-Za-z]*\d[\dA-Za-z]*(?:[./-][\dA-Za-z]+)*(?![\p{L}\p{N}]|[./-]\p{N})")


def _shape(token: str) -> str:
    return regex.sub(r"\p{L}", "A", regex.sub(r"\d", "9", token))


def _siblings(text: str, start: int, end: int) -> List[Span]:
    """The other ids of a list after one cue: "Muestras: 4720-01 (EDTA)  4720-02 (citrato)": tokens
    on the same line after the cued one with exactly its shape (digits, letters and separators in
    the same places), when that shape is an id's (a separator, or five digits or more), not a
    bare number that any lab value could share."""
    shape = _shape(text[start:end])
    if not (regex.search(r"[./-]", shape) or shape.count("9") >= 5):
        return []
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    return [Span(m.start(), m.end(), "ID", "pattern", SCORE_CUED)
            for m in _LINE_TOKEN.finditer(text, end, line_end) if _shape(m.group()) == shape]


def _compact(value: str) -> str:
    # stdnum's compact() strips spaces and dashes but not every kind strips dots ("54.362.315-K").
    return value.replace(".", "").replace(" ", "").replace("-", "")


# A number read out figure by figure, as dictation types it: at least this many digit words in a row
# ("historia uno dos cuatro nueve cero ocho siete"); no prose of our languages runs so many ("two
# or three" is three words, one a conjunction). After a telephone word, a phone number.
MIN_SPELLED_DIGITS = 6
_DIGIT_WORD = r"(?:" + "|".join(sorted(map(regex.escape, DIGIT_WORDS), key=lambda w: (-len(w), w))) + r")"
_SPELLED_DIGITS = regex.compile(
    r"(?<![\p{L}])" + _DIGIT_WORD + r"(?:[ \t]*[,-]?[ \t]+" + _DIGIT_WORD + r"){" + str(MIN_SPELLED_DIGITS - 1)
    + r",}(?![\p{L}])", regex.IGNORECASE)
# How far before the figures a telephone word makes them a phone number ("teléfono de contacto ...").
SPELLED_PHONE_LOOKBACK = 40


def _spelled_digits(text: str) -> List[Span]:
    spans = []
    # (most notes hold fewer digit words than a number read out needs: counted first, by a split)
    if sum(word.strip(",.;:-") in DIGIT_WORDS for word in text.lower().split()) < MIN_SPELLED_DIGITS:
        return spans
    for m in _SPELLED_DIGITS.finditer(text):
        label = "PHONE" if telephone_word_near(text, m.start(), SPELLED_PHONE_LOOKBACK) else "ID"
        spans.append(Span(m.start(), m.end(), label, "pattern", SCORE_CUED))
    return spans


class IdFinder:
    def __init__(self, kinds: Sequence[str], mrn_patterns: Sequence[str], cued: bool):
        self._kinds = frozenset(kinds)
        self._mrn = tuple(regex.compile(p) for p in mrn_patterns)
        self._cued = cued

    def find(self, text: str, locale: str) -> List[Span]:
        spans: List[Span] = []
        spans.extend(self._digit_kinds(text, locale))
        lower_case = written_in_lower_case(text)
        for m in (_LETTERED_LOWER_CASE_NOTE if lower_case else _LETTERED).finditer(text):
            kind = m.lastgroup
            if kind not in self._kinds:
                continue
            if kind == "iban":
                span = self._iban(text, m)
                if span is not None:
                    spans.append(span)
            elif _LETTERED_VALIDATORS[kind](_compact(m.group())):
                spans.append(Span(m.start(), m.end(), "ID", "pattern", SCORE_VALIDATED))
        for pattern in self._mrn:
            for m in pattern.finditer(text):
                if m.end() > m.start():
                    spans.append(Span(m.start(), m.end(), "ID", "pattern", SCORE_MRN))
        if self._cued:
            for m in (_CUED_TOKEN_LOWER_CASE_NOTE if lower_case else _CUED_TOKEN).finditer(text):
                token = m.group("tok")
                if sum(c.isdigit() for c in token) >= MIN_CUED_DIGITS:
                    start = m.start("tok")
                    glued = _GLUED_ACRONYM.match(token)
                    if glued and glued.group("acronym").upper() in _PLAIN_ACRONYMS:
                        start += glued.end()
                    spans.append(Span(start, m.end("tok"), "ID", "pattern", SCORE_CUED))
                    spans.extend(_siblings(text, start, m.end("tok")))
            for m in (_ACCESSION_LOWER_CASE_NOTE if lower_case else _ACCESSION).finditer(text):
                spans.append(Span(m.start(), m.end(), "ID", "pattern", SCORE_CUED))
            for m in _YEAR_SERIAL.finditer(text):
                spans.append(Span(m.start(), m.end(), "ID", "pattern", SCORE_CUED))
        spans.extend(_spelled_digits(text))
        return spans

    def _cue_before(self, text: str, start: int) -> bool:
        return _CUE_BEFORE.search(text[max(0, start - _CUE_LOOKBACK):start]) is not None

    def _kind_allowed(self, kind: str, locale: str, text: str, start: int) -> bool:
        if kind not in self._kinds:
            return False
        locales = WEAK_KIND_LOCALES.get(kind)
        if locales is None:
            return True
        # A weak kind's checksum passes one number in ten or eleven: after "tel." the digits
        # are the phone number they were written as ("tel. 087 31 54 60" is no BSN).
        if telephone_word_before(text, start):
            return False
        return locale in locales or self._cue_before(text, start)

    def _digit_kinds(self, text: str, locale: str) -> List[Span]:
        spans: List[Span] = []
        for run in _DIGIT_RUN.finditer(text):
            groups = [(g.start(), g.end()) for g in _GROUP.finditer(text, run.start(), run.end())]
            i = 0
            while i < len(groups):
                found = self._longest_window(text, locale, groups, i)
                if found is None:
                    i += 1
                    continue
                j = found
                spans.append(Span(groups[i][0], groups[j][1], "ID", "pattern", SCORE_VALIDATED))
                i = j + 1
        return spans

    def _longest_window(self, text: str, locale: str, groups, i: int):
        """Index of the last group of the longest valid id starting at group i, or None."""
        best = None
        digits = ""
        for j in range(i, min(len(groups), i + _MAX_GROUPS)):
            digits += text[groups[j][0]:groups[j][1]]
            for kind, valid in _DIGIT_KINDS.get(len(digits), ()):
                if self._kind_allowed(kind, locale, text, groups[i][0]) and valid(digits):
                    best = j
                    break
            if len(digits) > 15:
                break
        return best

    def _iban(self, text: str, m):
        """The longest prefix of whole groups that is a valid IBAN: the greedy
        shape may have taken a following code or number along."""
        value = m.group()
        parts = value.split(" ")
        while parts:
            candidate = " ".join(parts)
            if len(candidate.replace(" ", "")) >= 15 and std_iban.is_valid(candidate):
                return Span(m.start(), m.start() + len(candidate), "ID", "pattern", SCORE_VALIDATED)
            if len(parts) == 1:
                break
            parts.pop()
        return None
