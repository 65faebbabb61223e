"""Words of a country's second language in its notes, read by a model of the first as names.

    spans = without_contact_words(spans, text, "de_LU", persons)

Luxembourg's notes are written in German with French all through them ("Validé / validiert",
"Médecin généraliste", "Repas sur roues", "Merci!"), Brussels' and Wallonia's in French with
Dutch, Flanders' in Dutch with French. The name detectors judge a capitalised word by the note's
language: a French word in a German note is no German word, so it reads as a name, a place or an
organisation ("Salle Auditoire", "Tél", "Assurance dépendance"). After the spans are resolved,
a span the NER model or the name rules found (never the registry's, never a pattern's) whose every
word is a common word of the locale's contact language, written there far more often than in the
note's own, and no person's name of any weight, is that language's words and is dropped. A title
before it says a person ("Dr. Marchand", "Mme Boulanger"), and so does a word of the patient's
registry people; a surname that is also a word keeps the weight of its bearers ("Fontaine",
"Mercier", "Petit" are surnames often enough to stay). Luxembourg's notes also quote
Luxembourgish ("Kee Fieber", "Moien Laurent"): a span holding one of its words is dropped there
too, or trimmed to the name its words open or close.
"""
from __future__ import annotations

from typing import Iterable, List, Optional, Sequence

import regex

from deid.detect.note_case import TITLE_RIGHT_BEFORE
from deid.lexicon.dictionary_words import common_word, known_word
from deid.lexicon.luxembourgish import luxembourgish_word
from deid.lexicon.name_lexicon import fold
from deid.lexicon.name_likelihood import name_evidence, text_language
from deid.lexicon.word_classes import major_places
from deid.records import Person
from deid.spans import Span

# The second language each bilingual locale's notes mix in; Luxembourg's speak a third.
CONTACT_LANGUAGES = {"de_LU": "fr", "nl_BE": "fr", "fr_BE": "nl"}
_SPEAK_LUXEMBOURGISH = frozenset({"de_LU"})
_JUDGED_LABELS = frozenset({"NAME", "LOCATION", "ORGANIZATION"})
_JUDGED_DETECTORS = frozenset({"ner", "names"})
# A word of the contact language: its dictionary writes it small, this frequent there (Zipf), and
# this many points more frequent there than in the note's language, or a word of that language too.
CONTACT_WORD_ZIPF = 3.0
CONTACT_WORD_GAP = 1.0
# A person's name of any weight: a surname or a first name this popular (names-dataset's Zipf-like
# scale) stays a name ("Boulanger" 3.1 as a surname, "Blanche" 3.4 as a first name; "Merci" is 2.1
# and 3.1, "Tél" 2.2 and 3.0).
SURNAME_ZIPF = 3.0
FIRST_NAME_ZIPF = 3.3
_WORD = regex.compile(r"\p{L}[\p{L}\p{M}]*")
MIN_WORD_LETTERS = 3
# Small words inside a phrase of the contact language ("Laboratoire de Biologie", "Soins à domicile").
_SMALL_WORDS = frozenset("de du des la le les l d à au aux et en par pour sur avec sans chez "
                         "van de het een en voor op met door bij".split())


def without_contact_words(spans: Sequence[Span], text: str, locale: str,
                          persons: Iterable[Person] = ()) -> List[Span]:
    """``spans`` without those that are words of the locale's contact language (module docstring)."""
    contact = CONTACT_LANGUAGES.get(locale)
    if contact is None:
        return list(spans)
    own = text_language(locale)
    known = {fold(w) for p in persons for w in _WORD.findall(f"{p.first_name or ''} {p.last_name or ''}")}
    out = []
    for span in spans:
        if span.label in _JUDGED_LABELS and span.detector in _JUDGED_DETECTORS:
            if _contact_words(text, span, contact, own, known):
                continue
            if locale in _SPEAK_LUXEMBOURGISH:
                span = _without_luxembourgish(text, span, known)
                if span is None:
                    continue
        out.append(span)
    return out


def _without_luxembourgish(text: str, span: Span, known) -> Optional[Span]:
    """The span less the words of Luxembourgish it holds (``deid.lexicon.luxembourgish``), which
    quote the patient or a carer: none where one stands inside it ("e Patt Wäin", "Kee Fieber": a
    phrase) or what is left bears no person's name of weight; the name alone where the words only
    open or close it ("Moien Laurent"). Unchanged after a title or with a registry person's word."""
    words = list(_WORD.finditer(text, span.start, span.end))
    # (a single letter counts written small only: "e Patt", not the initial of "E. Fernandes")
    lux = [luxembourgish_word(w.group()) and (len(w.group()) > 1 or w.group().islower()) for w in words]
    if not any(lux) or TITLE_RIGHT_BEFORE.search(text, max(0, span.start - 16), span.start) \
            or any(fold(w.group()) in known for w in words):
        return span
    first = next(i for i, x in enumerate(lux) if not x) if not all(lux) else None
    if first is None:
        return None
    last = max(i for i, x in enumerate(lux) if not x)
    if any(lux[first:last + 1]):
        return None  # a word of the language inside: a phrase, no name
    evidence = name_evidence()
    if not any(evidence.surname_zipf(w.group()) >= SURNAME_ZIPF or evidence.first_name_zipf(w.group()) >= FIRST_NAME_ZIPF
               for w in words[first:last + 1]):
        return None
    return Span(words[first].start(), words[last].end(), span.label, span.detector, span.score, span.ref)


def _contact_words(text: str, span: Span, contact: str, own: str, known) -> bool:
    words = [w for w in _WORD.findall(text, span.start, span.end) if fold(w) not in _SMALL_WORDS]
    if not words or TITLE_RIGHT_BEFORE.search(text, max(0, span.start - 16), span.start) \
            or any(len(w) < MIN_WORD_LETTERS for w in words):
        return False  # (initials, "M.K.", are a person's letters, whatever a dictionary holds of them)
    evidence = name_evidence()
    for word in words:
        key = fold(word)
        if key in known or key in major_places() or not common_word(word.lower(), contact):
            return False
        contact_zipf = evidence.text_zipf(word, contact)
        if contact_zipf < CONTACT_WORD_ZIPF:
            return False
        if contact_zipf - evidence.text_zipf(word, own) < CONTACT_WORD_GAP and not known_word(word, own):
            return False
        if evidence.surname_zipf(word) >= SURNAME_ZIPF or evidence.first_name_zipf(word) >= FIRST_NAME_ZIPF:
            return False
    return True
