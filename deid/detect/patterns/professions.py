"""Occupations of the patient and their people, named after a word that says "job".

    finder = ProfessionFinder()
    spans = finder.find(text, locale)

An occupation identifies (the only "harbour pilot" of a town), and notes name it after a cue
that every language has: "works as a", "arbeitet als", "travaille comme", "trabaja como",
"lavora come", "werkt als", "Beruf:", "de profesión", "retired", "jubilada", "gepensioneerd".
Weaker words ("former", "ex-", "früher", "ancien") also precede "smoker" and "Raucher", and are
left out. The occupation is the next one to three words, up to punctuation, a
preposition that opens the employer ("at", "bei", "chez", "en", "presso", "bij") or a number.
Staff roles are not occupations to replace (the NER gate's rule): "works as a nurse" in a
patient's history is one, but the cue is what makes it so, and the cue is required here.

``OCCUPATION_CUE_BEFORE`` is also what the NER gate asks before a PROFESSION span the model
proposes: without such a word, a clinical noun phrase is far likelier than an occupation.
"""
from __future__ import annotations

from typing import List

import regex

from deid.spans import Span

SCORE = 0.6
MAX_WORDS = 3

_CUES = (
    # a work verb, up to four words ("full time", "seit 1987", "30 años"), then "as"
    r"(?:works?|worked|working|employed|arbeite(?:t|te)?|tätig|travaille|travaillait|trabaja|trabajó|trabajaba|"
    r"trabajo|lavora|lavorava|lavoro|werkt?|werkte)(?:[ \t]+[\p{L}\d]+){0,4}?[ \t]+(?:as|als|comme|como|come)(?:\s+an?)?",
    # a relative's age, then the occupation: "(58, Reinigungskraft", "Elif (36), Lehrerin", "(49 a.), profesora"
    # (an age of at most 119: "(132), encore confuse" is a lab value in brackets)
    r"\(\s*(?:1[01]\d|\d{1,2})(?:\s*(?:a\.|años|anni|ans|j\.|jaar|jahre|J\.|yrs?|y))?\s*(?:\)\s*)?,",
    # fields and former occupations: "Werk:", "Situation professionnelle :", "ancien emploi d'", "Voormalig",
    # "Ex sarta", "ancienne institutrice", "mansione di", "trabaja de", "fa l'"
    r"werk\s*:", r"situation\s+professionnelle\s*:", r"emploi\s+d(?:e|')", r"voormalige?", r"ex", r"ancienne?",
    r"mansione\s+di", r"trabaja\s+de", r"fa\s+(?:il|la|l')",
    # en
    r"works?\s+as(?:\s+an?)?", r"worked\s+as(?:\s+an?)?", r"working\s+as(?:\s+an?)?", r"employed\s+as(?:\s+an?)?",
    r"retired", r"occupation\s*:", r"profession\s*:",
    # de
    r"arbeitet(?:e)?\s+als", r"tätig\s+als", r"beschäftigt\s+als", r"beruf\s*:", r"von\s+beruf", r"gelernte[rs]?",
    # fr
    r"travaille\s+comme", r"travaillait\s+comme", r"retraité(?:e)?(?:\s+de\s+l'|\s+de\s+la|\s+du|\s+des|\s+de)?",
    # es
    r"trabaja\s+como", r"trabajó\s+como", r"trabajaba\s+como", r"de\s+profesión", r"profesión\s*:",
    r"jubilad[oa](?:\s+de(?:l)?)?", r"ocupación\s*:",
    # it
    r"lavora\s+come", r"lavorava\s+come", r"di\s+professione", r"professione\s*:", r"pensionat[oa](?:\s+ex)?",
    r"faceva\s+(?:il|la|l')",
    # nl
    r"werkt\s+als", r"werkte\s+als", r"beroep\s*:", r"gepensioneerd(?:e)?",
)
# A cue ending in a letter ends a word ("ex" is not "exploración"); one ending in ":", "," or
# an apostrophe may touch the occupation ("d'ouvrière").
_CUE = r"(?<![\p{L}])(?:" + "|".join(_CUES) + r")(?:(?<=\p{L})(?![\p{L}])|(?<!\p{L}))"
# Before a PROFESSION span the NER model proposed, weaker words corroborate it too: "Früher
# Bäcker.", "Ancien(ne) comptable", "former miner", "vroeger timmerman" (the model has already
# read the next word as an occupation; a smoker is never one).
_WEAK_CUES = (r"früher", r"ehemals", r"ehemalige[rs]?", r"former", r"ancien(?:ne|\(ne\))?", r"vroeger",
              r"voormalige?", r"ex-?", r"oud-")
OCCUPATION_CUE_BEFORE = regex.compile(
    r"(?:" + _CUE + r"|(?<![\p{L}])(?:" + "|".join(_WEAK_CUES) + r"))[ \t]*"
    r"(?:(?:a|an|un|une|el|la|il|lo|een|der|die|das)[ \t]+)?\Z", regex.IGNORECASE)
# One to three words: letters, inner hyphens and apostrophes; no digits.
_OCCUPATION = regex.compile(
    _CUE + r"[ \t]*(?:(?:a|an|un|une|el|la|il|lo|een)[ \t]+)?"
    r"(?P<job>\p{L}[\p{L}\p{M}'’\-]*(?:[ \t]+\p{L}[\p{L}\p{M}'’\-]*){0,2})",
    regex.IGNORECASE)
# Words that end an occupation: the employer's preposition, a time, a conjunction.
_STOP = frozenset("""
    at for in with since until from bei in seit bis mit und im am chez à en depuis pour avec et au dans
    en desde hasta con y para presso a da dal per con e in fino bij in sinds tot met en voor van op
    the der die das le la les el los las il lo gli de del della di het een and or und oder ou o
    years year jahre jahren ans años anni jaar jaren early recently now since
    smoker smokers raucher raucherin fumeur fumeuse fumador fumadora fumatore fumatrice roker rookster
    drinker alcoholic alcoolique buveur ivdu
    verh verheiratet married mariée marié casado casada sposato sposata getrouwd gehuwd
    wohnt lebt lives vit vive vive woont living habite
    sohn tochter son daughter fils fille hijo hija figlio figlia zoon dochter
""".split())


# After a weak cue (a relative's age and a comma, "ex", "ancien", "voormalig") many things stand
# besides an occupation: "(24), studiert Maschinenbau", "(34), NHS 401...", "(4, scuola", "ex vivo".
# There the first word must have the shape of an occupation noun in the note's language: the
# agent and trade suffixes of each language ("Erzieherin", "cariste", "taxista", "plumber").
_WEAK_CUE_BEFORE = regex.compile(
    r"(?:\(\s*(?:1[01]\d|\d{1,2})(?:\s*\p{L}{1,5}\.?)?\s*(?:\)\s*)?,|(?<![\p{L}])(?:ex|ancienne?|voormalige?))[ \t]*$",
    regex.IGNORECASE)
_OCCUPATION_SUFFIXES = {
    "nl": ("er", "ster", "ist", "eur", "aris", "ant", "man", "vrouw", "kundige", "moeder", "loog", "ent", "ente"),
    "de": ("er", "erin", "kraft", "mann", "frau", "ant", "antin", "ist", "istin", "eur", "eurin", "loge", "login",
           "ent", "entin", "arbeiter", "arbeiterin"),
    "fr": ("eur", "euse", "rice", "ier", "ière", "iere", "iste", "ant", "ante", "ien", "ienne", "ot", "aire", "in",
           "ine", "ère", "ere"),
    "es": ("ero", "era", "ista", "or", "ora", "ar", "ado", "ada", "nte", "ario", "aria", "ico", "ica", "euta", "ógrafo", "ógrafa", "ólogo",
           "óloga"),
    "it": ("ore", "rice", "ista", "iere", "iera", "ante", "aio", "aia", "ario", "aria", "ico", "ica", "ologo",
           "ologa"),
    "en": ("er", "or", "ist", "ian", "ant", "man", "woman", "lady", "eer", "ier", "ent", "ess", "smith", "wright"),
}


_COPULAS = frozenset("is was es era est était ist war è era".split())


# Notes mix languages (a Spanish family history in an English note): any of our languages' suffixes.
_ALL_SUFFIXES = tuple(sorted({suffix for suffixes in _OCCUPATION_SUFFIXES.values() for suffix in suffixes}))


def _occupation_shaped(word: str) -> bool:
    """Whether a word has an occupation noun's shape in one of our languages (``_OCCUPATION_SUFFIXES``)."""
    if word.isupper() or len(word) < 4:
        return False  # "NHS", "PID", "AFP": acronyms
    return word.lower().endswith(_ALL_SUFFIXES)


class ProfessionFinder:
    """Occupations after a job word; see the module docstring."""

    def find(self, text: str, locale: str) -> List[Span]:
        spans = []
        for m in _OCCUPATION.finditer(text):
            words = list(regex.finditer(r"\p{L}[\p{L}\p{M}'’\-]*", m.group("job")))
            kept = []
            for w in words[:MAX_WORDS]:
                if w.group().lower() in _STOP:
                    break
                kept.append(w)
            if not kept:
                continue
            if _WEAK_CUE_BEFORE.search(text, max(0, m.start("job") - 20), m.start("job")):
                if kept[0].group().lower() in _COPULAS:
                    kept = kept[1:]  # "(24 a.), es fisioterapeuta"
                if not kept or not _occupation_shaped(kept[0].group()):
                    continue
            start = m.start("job") + kept[0].start()
            end = m.start("job") + kept[-1].end()
            spans.append(Span(start, end, "PROFESSION", "pattern", SCORE))
        return spans
