"""The edges of a name span: a person's name, all of it, and nothing around it.

    spans = tidy_name_edges(resolve_overlaps(found, config, text), text, language)

Detectors agree that a person is named but not always on where the name begins and ends: the
registry's alignment or the NER takes the title before it ("M. Marchal", "Dr. Odile Brink"), the
full stop of the sentence or the quote around it ("... VERSTRAETE.", "'Nele Brink'"), the
possessive ("Hale's"), the town after the comma of a signature ("WOUTERS STAF, LEUVEN"), the first
name in brackets after a surname ("Smet (Nele"); or stops before the initial that belongs to it
("R. Oosting", "KERBRAT Y.", "Gülşen B."). An edge that is too wide replaces a word of the note
with part of a surrogate; one that is too narrow leaves an initial of the person in the text.
Where a word may be either an initial or a title, it stays in the span, but for French "M.": "monsieur"
before a name unless a title stands before it ("Dr M. Carpentier", an initial). After the
overlaps are resolved, each NAME span is tidied, once, by these rules:

- split at a bracket inside it (two names, or a name and what follows), a piece with no word a
  name could be left out when another has one ("DE NACHTVERPLEGING (EDWIN": a team, then a person);
- strip quotes and brackets at its edges (not the apostrophe of a Dutch "'t" or "'s"), the
  possessive "'s" in English, and the full stop after a last word of two letters or more (an
  initial keeps its dot);
- drop a leading title ("Dr", "Frau", "Mme", French "M." for "monsieur" where no title stands before it), a
  care team's role ("Praktikantin Wiebke"), a
  leading word among the commonest of the language that no name list holds, or holds as a rare
  name only (a verb opening a log line, "Presenti Ugo"), and the "of" between a relation word and
  a first name ("moeder van Jasmijn", "Mutter
  von Silke"): words a name never starts with;
- cut at a comma followed by a known place and nothing more ("PEELAERS P., MECHELEN"), unless the
  place is also a first name ("CARPENTIER, Florence") or a registry person's name; the town becomes
  a LOCATION span of its own, so that what was replaced stays replaced;
- take in the dot of a final initial ("Gülşen B" + "."), an initial right before it ("R." +
  " Oosting", not before a first name: "D. Ramiro" is "don Ramiro"; lower case before a lower-case
  surname) and an initial right after it ("KERBRAT" + " Y.");
- in Spanish, a name cut after its first surname takes in the second ("Ana Noelia Ortuño" +
  " Zurita"): a capitalised word of the name lists, no institution's word, not among the
  commonest words, no field's label.

Nothing is ever dropped whole: a rule that would leave a span without a letter does not apply, and
the only identifier a rule takes out of a name (a town) is kept as a place. Spans of
other labels are kept as they are; an extension never reaches a neighbouring span.
"""
from __future__ import annotations

from typing import FrozenSet, Iterable, List, Sequence

import regex

from deid.lexicon.german_compounds import compound_noun
from deid.lexicon.name_lexicon import PARTICLES, RELATION_WORDS, TITLES, WIDOW_WORDS, fold
from deid.lexicon.organization_words import HEADS as ORGANIZATION_HEADS
from deid.lexicon.staff_words import care_team_role, clinical_role
from deid.lexicon.name_likelihood import name_evidence
from deid.lexicon.word_classes import major_places
from deid.lexicon import word_frequency
from deid.records import Person
from deid.spans import Span

# A word of the language this frequent (Zipf), in no name list, does not begin a name. Rare surnames
# the lists lack are often words too (Spanish "Cuerda", a rope): only the commonest words are dropped.
COMMON_WORD_ZIPF = 4.5
# ... and one that people bear as a name less than this (Zipf): "Presenti" (1.0) goes; "Durante"
# (2.9, a first name and "during"), "Bianco" (3.8), "Bill" (4.1) stay.
RARE_NAME_ZIPF = 2.0
# A title without its dot is a first name at this rank or above ("Don" 3.8; the lists' noise puts
# "Frau" at 3.3, "Dhr" at 3.0).
TITLE_AS_FIRST_NAME_ZIPF = 3.5
_QUOTES = "'\"‘’“”«»‚„"
_WORD = regex.compile(r"[\p{L}\p{M}][\p{L}\p{M}'’\-]*")
_FIRST_TOKEN = regex.compile(r"(?P<token>[\p{L}\p{M}][\p{L}\p{M}'’\-]*\.?)(?P<gap>[^\S\n]+)")
_POSSESSIVE = regex.compile(r"['’]s\Z")
_FINAL_STOP = regex.compile(r"(?<=[\p{L}\p{M}]{2})\.\Z")
_FINAL_INITIAL = regex.compile(r"(?<![\p{L}\p{M}])\p{Lu}\Z")
# One to three initials with their dots right before the name, one blank between: "A. ", "G.J. ".
_INITIALS_BEFORE = regex.compile(r"(?<![\p{L}\p{M}\p{N}.])(?P<initials>(?:\p{L}\.-?){1,3})[^\S\n]\Z")
_INITIALS_AFTER = regex.compile(r"[^\S\n](?P<initials>\p{Lu}\.(?:-?\p{Lu}\.){0,2})(?=[\s,;:)]|\Z)")
_COMMA_PLACE = regex.compile(r",[^\S\n]*(?P<place>[\p{L}\p{M}][\p{L}\p{M}'’\- ]*)\Z")
_BRACKETS = "()[]"
# The word after a Spanish name that may be its second surname: one or two blanks on, capitalised,
# its particles before it ("de la Fuente"); not a field's label (no colon after it).
_SECOND_SURNAME = regex.compile(r"[^\S\n]{1,2}(?:(?:de|del|la|las|los|y)[^\S\n]+){0,2}"
                                r"(?P<word>\p{Lu}[\p{L}\p{M}'’\-]+)(?![\p{L}\p{M}]|[^\S\n]*:)")
# A word of the name lists this popular at least (Zipf): the lists' noise has clinical words far below.
SURNAME_MIN_ZIPF = 1.0
# Dutch particles written with their apostrophe: "'t Hooft", "'s Jacob" keep it.
_ELIDED_PARTICLE = regex.compile(r"['’][ts][^\S\n]")
# French writes "monsieur" as "M." ("messieurs" as "MM.") before a name ("M. Marchal", "M. MARCHAL
# Paul"): a title, which the annotation guides leave outside the name and a surrogate must keep ("J.
# Moreau" for "M. Marchal" would turn the gentleman into someone else). Before a first name it is
# always the title; before a surname too, unless a title stands right before it: "Docteur M. Carpentier",
# "Mme M. Roux" write an initial. (Were it an initial after all, one letter of a first name stays.)
_FRENCH_MONSIEUR = frozenset({"m", "mm"})
_TITLE_BEFORE = regex.compile(r"(?P<word>[\p{L}\p{M}]+)\.?[^\S\n]*\Z")
NAME_FIELDS = ("first_name", "last_name")
# The word for "of" after a relation word, which a model takes into the name after it.
_OF_WORDS = frozenset({"van", "von", "de", "di", "da", "du"})
_WORD_BEFORE = regex.compile(r"(?P<word>[\p{L}\p{M}]+)[^\S\n]+\Z")
# The name after that "of" is a first name people bear at least this often (Zipf).
OF_FIRST_NAME_MIN_ZIPF = 3.0


def _is_title(token: str, language: str, next_word: str = "", title_before: bool = False) -> bool:
    """A title before a name: written with its dot, or a word that is no first name ("Frau", not
    "Don", a first name as often as the Spanish title). French "M." is "monsieur" before a first
    name ("M. Gaëtan Roux"), and before a surname where no title stands before it (``title_before``:
    "Docteur M. Carpentier" writes an initial)."""
    word = fold(token.rstrip("."))
    if language == "fr" and token.endswith(".") and word in _FRENCH_MONSIEUR:
        return bool(next_word) and (_first_name(next_word) or not title_before)
    return word in TITLES and (token.endswith(".") or name_evidence().first_name_zipf(token.rstrip("."))
                               < TITLE_AS_FIRST_NAME_ZIPF)


def _title_right_before(text: str, start: int) -> bool:
    """Whether a title stands right before ``start``, on its line ("Dr M.", "Mme M.")."""
    m = _TITLE_BEFORE.search(text, max(0, start - 24), start)
    return m is not None and fold(m.group("word")) in TITLES


def _not_a_name_word(token: str, language: str) -> bool:
    """A word of the language that no name list holds, or holds as a rare name only ("Presenti",
    Italian "present": a few people bear it as a surname): it does not start a name."""
    word = token.rstrip(".")
    if len(word) < 3 or fold(word) in PARTICLES or not word.isalpha():
        return False  # "Lacombe-Serre": the lists hold the parts of a compound name, not the whole
    return word_frequency.zipf(word.lower(), language) >= COMMON_WORD_ZIPF \
        and name_evidence().name_zipf(word) < RARE_NAME_ZIPF


def _care_team_role_word(token: str) -> bool:
    """A care team's role before the name ("Praktikantin Wiebke", "Coassistent Sven", "Stagiaire Enzo"),
    which the NER takes in as it takes a title: no name word, unless people bear it as a name."""
    word = token.rstrip(".")
    return len(word) >= 3 and word.isalpha() and care_team_role(fold(word)) \
        and name_evidence().name_zipf(word) < RARE_NAME_ZIPF


def _first_name(word: str) -> bool:
    """A first name more than a surname: an initial before it is more often a title's or a
    role's ("D. Ramiro", "A.S. Noemi") than the person's own."""
    evidence = name_evidence()
    return evidence.first_name_zipf(word) > evidence.surname_zipf(word)


def _of_after_relation(text: str, start: int, token: str, next_word: str) -> bool:
    """"van", "von", "de", "di" written small between a relation word and a first name: the
    relation's "of" ("moeder van Jasmijn", "Mutter von Silke"), not a surname's particle ("moeder van
    Dijk" is Mrs van Dijk, the mother: "Dijk" is no first name)."""
    if token not in _OF_WORDS or not next_word[:1].isupper() or not _first_name(next_word) \
            or name_evidence().first_name_zipf(next_word) < OF_FIRST_NAME_MIN_ZIPF:
        return False
    before = _WORD_BEFORE.search(text, max(0, start - 32), start)
    return before is not None and (fold(before.group("word")) in RELATION_WORDS or fold(before.group("word")) in WIDOW_WORDS)


def _has_letter(text: str) -> bool:
    return _WORD.search(text) is not None


def _trim(text: str, start: int, end: int, language: str, registry_words: FrozenSet[str]) -> tuple:
    """The span's edges after the trimming rules, and the town cut off after its comma (start and
    end, or None): the town is no part of the name but still a place to replace."""
    town = None
    while True:
        before = (start, end)
        while start < end and (text[start] in _QUOTES or text[start] in _BRACKETS or text[start].isspace()) \
                and not _ELIDED_PARTICLE.match(text, start, end):
            start += 1
        while end > start and (text[end - 1] in _QUOTES or text[end - 1] in _BRACKETS or text[end - 1] in ",;:"
                               or text[end - 1].isspace()):
            end -= 1
        piece = text[start:end]
        if language == "en" and _POSSESSIVE.search(piece) and _has_letter(piece[:-2]):
            end -= 2
        elif _FINAL_STOP.search(piece):
            end -= 1
        first = _FIRST_TOKEN.match(text, start, end)
        following = _WORD.match(text, first.end(), end) if first is not None else None
        if following is not None and fold(first.group("token").rstrip(".")) not in registry_words and (
                _is_title(first.group("token"), language, following.group(), _title_right_before(text, start))
                or _not_a_name_word(first.group("token"), language)
                or _care_team_role_word(first.group("token"))
                or fold(first.group("token")) in WIDOW_WORDS
                or _of_after_relation(text, start, first.group("token"), following.group())):
            start = first.end()
        comma = _COMMA_PLACE.search(text, start, end)
        if comma is not None and _has_letter(text[start:comma.start()]) \
                and fold(comma.group("place").strip()) in major_places() \
                and fold(comma.group("place").strip()) not in registry_words \
                and name_evidence().first_name_zipf(comma.group("place").strip()) == 0.0:
            town = (comma.start("place"), comma.start("place") + len(comma.group("place").rstrip()))
            end = comma.start()
        if (start, end) == before:
            return start, end, town


def _pieces(text: str, span: Span, language: str, registry_words: FrozenSet[str]) -> List[Span]:
    """The span split at the brackets inside it (each piece with a letter), less a piece with no
    word a name could be when another piece has one ("DE NACHTVERPLEGING (EDWIN": the team before
    the bracket, the person in it)."""
    cuts = [i for i in range(span.start + 1, span.end - 1) if text[i] in _BRACKETS]
    if not cuts:
        return [span]
    bounds = [span.start, *cuts, span.end]
    pieces = [(a, b) for a, b in zip(bounds, bounds[1:]) if _has_letter(text[a:b])]
    named = [(a, b) for a, b in pieces if not _no_name_word(text[a:b], language, registry_words)]
    return [Span(a, b, span.label, span.detector, span.score, span.ref) for a, b in (named or pieces)]


def _no_name_word(piece: str, language: str, registry_words: FrozenSet[str]) -> bool:
    """Every word of ``piece`` is a particle or a word no name list holds that is a word of the
    language (one of its commonest, or a German or Dutch compound noun); an initial is a name's
    ("T. (Teun"), and so is a double-barrelled surname one of whose parts the lists hold."""
    words = _WORD.findall(piece)
    return bool(words) and all(
        fold(w) in PARTICLES or len(w) > 1 and fold(w) not in registry_words
        and not any(name_evidence().name_zipf(part) > 0.0 for part in w.split("-") if part)
        and (word_frequency.zipf(w.lower(), language) >= COMMON_WORD_ZIPF or compound_noun(fold(w), language))
        for w in words)


def _second_surname(text: str, start: int, end: int, high: int) -> int:
    """Spanish names carry two surnames: a name that stops after its first ("Ana Noelia Ortuño"
    before "Zurita") takes in the capitalised word after it, one or two blanks on, that the name
    lists hold, that is no institution's word and not among the language's commonest words
    ("Servicio", "Hospital", "Fecha" are not; "Zurita", "Cebrián" are), with its
    particles ("de la Fuente" when a name list word follows them). Returns the new end."""
    words = _WORD.findall(text[start:end])
    evidence = name_evidence()
    surnames = [w for w in words if fold(w) not in PARTICLES and not _first_name(w)]
    if len(surnames) > 1 or not words:
        return end
    m = _SECOND_SURNAME.match(text, end, high)
    if m is None:
        return end
    word = m.group("word")
    if fold(word) in ORGANIZATION_HEADS or fold(word) in TITLES or clinical_role(fold(word)) \
            or word_frequency.zipf(word.lower(), "es") >= COMMON_WORD_ZIPF or evidence.name_zipf(word) < SURNAME_MIN_ZIPF \
            or word.isupper() != text[start:end].isupper():
        return end
    return m.end("word")


def _extend(text: str, start: int, end: int, low: int, high: int, language: str) -> tuple:
    """Take in the initials that belong to the name, within [low, high)."""
    if language == "es":
        end = _second_surname(text, start, end, high)
    if end < high and text[end:end + 1] == "." and _FINAL_INITIAL.search(text, start, end):
        end += 1
    after = _INITIALS_AFTER.match(text, end, high)
    if after is not None and len(text[start:end].rstrip(".")) > 1 and not _FINAL_INITIAL.search(text, start, end):
        end = after.end("initials")
    before = _INITIALS_BEFORE.search(text, low, start)
    if before is not None:
        initials = before.group("initials")
        lower_name = text[start:start + 1].islower()
        first = _WORD.match(text, start, end)
        if (initials[:1].isupper() or lower_name) \
                and not _is_title(initials, language, first.group() if first is not None else "",
                                  _title_right_before(text, before.start("initials"))) \
                and fold(initials.rstrip(".")) not in PARTICLES and first is not None \
                and not _first_name(first.group()):
            start = before.start("initials")
    return start, end


def registry_words(persons: Iterable[Person]) -> FrozenSet[str]:
    """The words of the patient's registry people's names (folded): never dropped from an edge."""
    return frozenset(fold(w) for p in persons for field in NAME_FIELDS
                     for w in _WORD.findall(getattr(p, field, "") or ""))


def tidy_name_edges(spans: Sequence[Span], text: str, language: str,
                    persons: Iterable[Person] = ()) -> List[Span]:
    """The resolved ``spans`` with each NAME span's edges tidied (see the module docstring);
    ``spans`` are non-overlapping and sorted by start, and so is the result. A word of a registry
    person's name (``persons``) is never dropped from an edge."""
    known = registry_words(persons)
    pieces: List[Span] = []
    for span in spans:
        pieces.extend(_pieces(text, span, language, known) if span.label == "NAME" else [span])
    out: List[Span] = []
    for i, span in enumerate(pieces):
        if span.label != "NAME":
            out.append(span)
            continue
        start, end, town = _trim(text, span.start, span.end, language, known)
        if not _has_letter(text[start:end]):
            start, end, town = span.start, span.end, None
        low = out[-1].end if out else 0
        high = pieces[i + 1].start if i + 1 < len(pieces) else len(text)
        start, end = _extend(text, start, end, low, high, language)
        out.append(span if (start, end) == (span.start, span.end)
                   else Span(start, end, span.label, span.detector, span.score, span.ref))
        if town is not None:
            # What the name gives up stays replaced: the town as the place it is.
            out.append(Span(town[0], town[1], "LOCATION", span.detector, span.score))
    return out
