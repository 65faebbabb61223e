"""A first name standing alone inside a sentence: "seen driving Wendy's car", "ha parlato con
Graziella e", "(Maureen died 2019)".

    spans = lone_first_names(text, "en", evidence)   # [(start, end), ...]

Notes name relatives, neighbours and carers by their first name alone, in the middle of a
sentence and without any word that announces a person; the cue rules of
``deid.detect.names`` wait for a title, a role, a verb of acting or a relation, and the NER model
misses what it was not trained on. Inside a sentence of a cased note a capital is itself the cue:
what is written with one there is a proper noun, and a first name of real populations (the
``names-dataset`` ranks of ``NameEvidence``) that no text writes often, that the
language's dictionary does not hold as a word more frequent than the name (it holds "wendy" and
"ivy"; "remedios" and "salva" are its words first), and that is no large place, drug, eponym,
month, weekday, title or term of the trade, is a person's name.

Left to the other rules, on purpose:

* a word at a sentence's or a line's start, after a colon or an opening quote: capitalised
  whatever it is ("Rose by 2 kg", "Bill to follow");
* a capitalised word beside another (a name of two words, an institution, a heading in title
  case: "Lunch Club", "Royal Victoria Infirmary"): the first-name-and-surname rule and the
  organisation rules read those;
* German and Luxembourgish notes, where every noun has its capital ("Delir", "Colon", "Bopa");
* a word of four letters or fewer before a dot ("Pat.", "Kat."), and an eponym's name after its
  noun ("fractura de Colles");
* notes in capitals or in lower case, where the capital tells nothing.
"""
from __future__ import annotations

from typing import List, Tuple

import regex

from deid.lexicon.clinical_morphology import clinical_word
from deid.lexicon.common_words import ALL_COMMON_WORDS
from deid.lexicon.dictionary_words import common_word
from deid.lexicon.eponym_contexts import eponym_noun_after, eponym_phrase_before
from deid.lexicon.calendar_words import calendar_words
from deid.lexicon.name_lexicon import EPONYMS, NOT_FIRST_NAMES, RELATION_WORDS, ROLE_WORDS, TITLES, fold
from deid.lexicon.name_likelihood import NAME, NameEvidence
from deid.lexicon.organization_words import HEADS, TRAILING_HEADS
from deid.lexicon.units import DOSE_AFTER
from deid.lexicon.word_classes import major_places, place_words

# A first name this popular in the name tables (Zipf of its rank) at least: "Kuldip" 3.2, "Wendy"
# above 4; rarer ones are as often a surname, a word of another language or a brand.
MIN_FIRST_NAME_ZIPF = 3.0
# ... and written this rarely in the note's language (wordfreq Zipf) at most: a name's own frequency
# ("Wendy", "Rhodri"), below the words that are also first names ("Bill", "Rose" 4.6).
MAX_TEXT_ZIPF = 4.0
# German and Luxembourgish write every noun with a capital ("Delir", "Colon", "Bopa"): there the capital
# tells nothing, and the cue rules alone read a first name.
_EVERY_NOUN_CAPITALISED = frozenset({"de", "lb"})
# A word this short before a dot is an abbreviation as often ("Pat." the patient, "Kat." a category).
MAX_ABBREVIATION_LETTERS = 4
# A capitalised word of three letters or more, not in capitals, not joined by a hyphen or an
# apostrophe to another word; an English possessive may follow ("Wendy's car").
_WORD = regex.compile(r"(?<![\p{L}\p{M}\p{N}'’\-.])(?P<word>\p{Lu}[\p{Ll}\p{M}]{2,})(?P<poss>['’]s)?(?![\p{L}\p{M}\p{N}\-])")
# What may stand right before the word for it to be inside a sentence: a word written small, a comma,
# an opening bracket or an "and"-like sign after one ("... widower (Maureen died ..."; not "(Cavit, Espe)").
_BEFORE = regex.compile(r"(?<![\p{L}\p{M}])(?:(?P<before>\p{Ll}[\p{Ll}\p{M}'’]*)[ \t]*[,&+]?"
                       r"|\p{L}[\p{L}\p{M}'’]*[ \t]*(?P<bracket>\())[ \t]*\Z")
# After an opening bracket the name goes on with a word written small ("(Maureen died 2019)"); a
# bracket of capitalised words and commas lists products and makers ("(Cavit, Espe)").
_SMALL_WORD_AFTER = regex.compile(r"[ \t]+\p{Ll}")
# Words of place before a town ("à Huy", "in Tarbes"): there a place-name word is the place.
_LOCATIVES = frozenset("""
    à a au aux en in im from to near at naar uit van de di da dal del aus nach bei op vers par
""".split())
# ... and right after it: a word written small, punctuation that goes on or ends the clause.
_AFTER = regex.compile(r"[ \t]*(?:\p{Ll}|[,;.!?)\]\"“”«»]|\Z|\n)")
_CALENDAR = calendar_words()


def lone_first_names(text: str, language: str, evidence: NameEvidence) -> List[Tuple[int, int]]:
    """The first names standing alone inside sentences of a cased note (module docstring)."""
    if language in _EVERY_NOUN_CAPITALISED:
        return []
    found = []
    for m in _WORD.finditer(text):
        start, end = m.span("word")
        before = _BEFORE.search(text, max(0, start - 24), start)
        if before is None or not _AFTER.match(text, m.end()):
            continue
        if before.group("bracket") and not _SMALL_WORD_AFTER.match(text, m.end()):
            continue
        if before.group("before") in _LOCATIVES and fold(m.group("word")) in place_words():
            continue  # "Chute à Huy": a town
        if end - start <= MAX_ABBREVIATION_LETTERS and text[end:end + 1] == ".":
            continue  # "Pat.", "Kat.": a word cut short by its dot
        if _first_name(m.group("word"), language, evidence) and not DOSE_AFTER.match(text, m.end()) \
                and not eponym_noun_after(text[m.end():m.end() + 24]) \
                and not eponym_phrase_before(text[max(0, start - 30):start]):
            found.append((start, end))
    return found


def _first_name(word: str, language: str, evidence: NameEvidence) -> bool:
    key = fold(word)
    if key in ALL_COMMON_WORDS or key in TITLES or key in ROLE_WORDS or key in RELATION_WORDS or key in EPONYMS \
            or key in NOT_FIRST_NAMES or key in _CALENDAR or key in HEADS or key in TRAILING_HEADS \
            or clinical_word(key) or evidence.is_drug(word):
        return False
    if key in major_places():
        return False  # "Florence", "Austin", "Lourdes": the place's rules read them (a village that is
        # also a first name, "Maureen", stands after "in" or "from" where it is one)
    name, written = evidence.first_name_zipf(word), evidence.text_zipf(word, language)
    if name < MIN_FIRST_NAME_ZIPF or written > MAX_TEXT_ZIPF:
        return False
    if evidence.kind(word, language, first_name=True) != NAME:
        return False
    if common_word(word.lower(), language) and name <= written:
        return False  # a word of the language first ("Salva", "Remedios"); "Wendy", "Ivy" names first
    return True
