"""The registry matcher: every registry value of a note's linked persons, found in the note.

    matcher = RegistryMatcher(RegistryMatchConfig())   # once per worker
    spans = matcher.detect(note, persons)               # persons of the note's patient

How a note is searched
----------------------
1. The note is projected once (``projection``): folded, diacritics
   stripped, only letters and digits kept, with a map back to the original
   offsets and the original word boundaries. Names are searched on a copy where
   OCR's digits inside letter words are read back as letters ("Pe1ers", "R0os":
   ``_ocr_repaired``); codes (phones, ids) on the projection as written.
2. Each person's spellings (``variants``) are compiled once per worker
   and cached. A spelling with an edit budget of 0 is found by a plain substring
   search on the projection; the others go through the prefilter: Myers'
   bit-parallel edit distance of all spellings side by side
   (``alignment.distance_table``, vectorised over the spellings), which rules
   out most (value, note) pairs.
3. For a spelling that passes, recursively: take the best end position, align
   the spelling on the window before it with Smith-Waterman (traceback gives
   the start), snap both ends to word boundaries of the original text (the
   candidate ends within the edit budget; the one with fewest edits wins),
   mask it, and search again until no end position is within the budget.
   Steps 2 and 3 are one compiled call per note (``alignment.fuzzy_search``);
   only the matches come back to Python, where the rules below decide which
   are reported. (Speed: about 0.1 ms of a note's budget of 1 ms, see
   bench/align.py; the rest is the rules, the cues and the projection.)
4. Where the text announces a name (after "Dr.", "Mevr.", "Ehemann", an
   initial of the person; ``cues``), the words that follow are
   compared with the persons' names under a larger, *cued* budget; a first-
   or last-name hit is widened over the same person's other name next to it
   ("Carlltoa Chico Llopis"), and surname and full-name hits over the
   person's initials ("S. Danneels"); a person's initials alone ("AV",
   "A.V.", "(AV)") where initials stand (``initials.find_initials``);
   short forms of first names ("Maggie", "Alex", "Jantje") are guarded
   spellings of the same person (``variants``); initials that are also a
   frequent word ("IS") only in brackets, "(IS)", "(IS/KL)"
   (``initials.find_bracketed_initials``); birth dates are
   matched by ``dates``; digits-only postcodes need the person's city or street
   nearby; spans inside a longer registry span are dropped (the full name
   wins over its first name).

Edits are counted as the optimal string alignment distance: a swap of two
adjacent letters ("Dnaneels") is one typo, as typists make it, not two.

Rules against false hits (each has a test in tests/deid/detect/test_registry.py)
---------------------------------------------------------------------------
* Whole words: a match begins where a word of the original text begins and
  ends where one ends ("Gent" never fires inside "gentamicine"). For codes a
  switch between letters and digits also counts ("MRN12345").
* Minimum length: a value of fewer than ``min_value_length`` letters ("An") is
  never searched alone, only as part of the full name.
* Guarded values, of at most ``exact_max_length`` letters or found in the
  common-word lexicon (``deid.lexicon.common_words``: "Jan", "May", "Roos",
  "Kok", "Smith"): exact only; the first letter is upper case in the note
  ("roos" the flower is left alone); not glued by a hyphen or apostrophe into
  a longer word ("Smith-Waterman"); and, for month names ("Jan", "May"), not
  next to a number ("12 Jan 2020").
* Fuzzy matches of a one-word value never land on a common word ("Peter" one
  edit away from "meter") nor on an ordinary word of the note's language by the
  name-versus-word evidence ("Hilfe" is not the relative "Hilde"), and below ``fuzzy_capitalised_below`` letters they
  must be capitalised (the capital may be second when a typo moved it: "oMtron").
* A one-word value written with one space inside ("Mar tens", "Qure shi": OCR or a
  typist's slip) counts only when found exactly, of at least ``split_min_length``
  letters, capitalised, and not every piece an ordinary word ("over dag" is not "Overdag").
* In a note *written in lower case* (``lower_case_note_capitals``), a guarded value or
  a short form from the nickname resource counts in lower case, spelled exactly, where
  it is more often a name than a word of the note's language ("rob", "lars"; never
  "the ward"); rule-made short forms (clips, diminutives) stay capitalised only.
* After a cue, an edited match on a word in capitals that is an ordinary word of the
  note's language is dropped ("PAZIENTE PARLA" is not Paola): capitals carry no evidence.
* Inside a match, at most ``max_gap_chars`` non-alphanumerics in a row
  (``code_max_gap_chars`` for codes, whose separators must be the usual
  ones: spaces, dots, dashes, slashes, brackets).

Honorifics ("Dr.", "Mevr.", "Mme") are never part of a NAME span: the span
is the name as registered, and what precedes it stays in the text.

Nothing of the note or registry goes into exceptions or logs; the matcher
logs nothing.
"""
from __future__ import annotations

import dataclasses
import functools
import operator
import re
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Dict, FrozenSet, List, NamedTuple, Optional, Sequence, Tuple

import numpy as np
from numba import njit
from rapidfuzz.distance import OSA

from deid.detect.registry import alignment, cues, projection
from deid.detect.registry.projection import Projection, project, project_value
from deid.detect.registry.config import InvalidConfig, RegistryMatchConfig
from deid.detect.registry.cues import NAME_FIELDS, NameForm, NameIndex, NoteWords, after_cues, widen_name
from deid.detect.registry.dates import birth_date_pattern, find_birth_dates
from deid.detect.registry.initials import (extend_with_initials, extend_with_surname_initial, find_bracketed_initials,
                                          find_initials, first_initials,
                                          initials_table, person_initials)
from deid.detect.note_case import written_in_capitals, written_in_lower_case
from deid.detect.patterns.contacts import EMAIL
from deid.detect.registry.variants import PARTICLE_CODES, Variant, build_variants, project_words
from deid.lexicon.common_words import ALL_COMMON_WORDS, month_words
from deid.lexicon.eponym_contexts import eponym_noun_after, eponym_result_after
from deid.lexicon.name_cues import NAME_CUES
from deid.lexicon.name_lexicon import PARTICLES, RELATION_WORDS, TITLES, fold
from deid.lexicon.name_likelihood import WORD, name_evidence
from deid.lexicon.stop_words import stop_word
from deid.records import Note, Person
from deid.spans import Span

__all__ = ["RegistryMatcher", "RegistryMatchConfig", "InvalidConfig"]

DETECTOR = "registry"
# Smith-Waterman scores on the window: +1 match, -1 mismatch or gap, so the
# local alignment follows the same costs as the edit distance of the prefilter.
_MATCH, _MISMATCH, _GAP = 1, -1, -1
_GLUE = "-'\u2019"
_NUMBER_BEFORE = re.compile(r"\d[\s.,/-]{0,3}$")
_NUMBER_AFTER = re.compile(r"^[\s.,/-]{0,3}\d")
_WORD_BEFORE = re.compile(r"([^\W\d_][\w.]*?)\.?[ \t]*$")
# A piece of a split word ("Mar tens") at or above this wordfreq Zipf in the note's language is an ordinary word.
_ORDINARY_ZIPF = 3.0
# When two spellings give the same span, the more specific field names it.
_FIELD_ORDER = ("name", "last_name", "first_name", "street", "city", "postcode",
                "phone", "email", "national_id", "mrn", "birth_date")


# A person's columns but the patient's id: the person as a value, whatever patient's row lists it.
_VALUE_FIELDS = tuple(f.name for f in dataclasses.fields(Person) if f.name not in ("patient_id", "key"))
_value_of = operator.attrgetter(*_VALUE_FIELDS)


def _titled(before: str) -> bool:
    """Whether a title ends the text before a name ("Sig. ", "Dr "): a person, whatever follows."""
    m = _WORD_BEFORE.search(before)
    return m is not None and fold(m.group(1)) in TITLES


@dataclass(frozen=True)
class _Plan:
    """Everything the matcher derives from one patient's persons, built once and cached."""

    exact: Tuple[Variant, ...]
    fuzzy: Tuple[Variant, ...]
    fuzzy_codes: np.ndarray  # the fuzzy spellings' codes, concatenated
    fuzzy_offsets: np.ndarray  # spelling p is fuzzy_codes[fuzzy_offsets[p]:fuzzy_offsets[p + 1]]
    fuzzy_budgets: np.ndarray  # int64, the edit budget of each
    fuzzy_is_code: np.ndarray  # bool, compared on codes (letter/digit switches are word edges)
    dates: Tuple[Tuple["re.Pattern[str]", str], ...]
    initials: Dict[str, FrozenSet[bytes]]
    names: NameIndex
    signs: Dict[str, str]  # initials alone ("AV") -> person key, persons with both names (``initials_table``)
    # Initials that are also a frequent word ("IS"): found only in brackets (``find_bracketed_initials``).
    bracketed_signs: Dict[str, str] = dataclasses.field(default_factory=dict)
    # The first letters of each person's surname ("Van Dijk" -> v, d), for "Ayla K." after a first name.
    surname_initials: Dict[str, FrozenSet[bytes]] = dataclasses.field(default_factory=dict)

    @functools.cached_property
    def by_kind(self) -> Tuple[Tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray], ...]:
        """The fuzzy spellings split by kind, for a note whose names are searched on an OCR-repaired
        projection (``_ocr_repaired``) while codes keep their digits: (indices into ``fuzzy``, codes,
        offsets, budgets, is_code) of the names and of the codes. Made on the first such note (few
        notes are): a new patient's first note does not pay for it. ``cached_property`` writes the
        instance's ``__dict__``, which a frozen dataclass allows."""
        return tuple(_subset(self.fuzzy, np.flatnonzero(self.fuzzy_is_code == code), self.fuzzy_budgets,
                             self.fuzzy_is_code) for code in (False, True))


class _Hit(NamedTuple):
    """One match before the overlap rules (a tuple: dozens are made per note, built and hashed fast)."""

    start: int
    end: int
    field: str
    person_key: str
    score: float
    label: str


class RegistryMatcher:
    """Detector "registry": fuzzy, recursive search of the registry values of a note's persons."""

    name = DETECTOR

    def __init__(self, config: RegistryMatchConfig = RegistryMatchConfig()):
        if not isinstance(config, RegistryMatchConfig):
            raise InvalidConfig("config must be a RegistryMatchConfig")
        self.config = config
        self._common = project_words(ALL_COMMON_WORDS)
        self._months = project_words(month_words())
        self._plans: "OrderedDict[tuple, _Plan]" = OrderedDict()
        # One person's spellings, whatever patient lists them: a general practitioner or a
        # hospital's physician is in the registry rows of thousands of patients, and a new
        # patient's plan then compiles only the persons not seen before.
        self._variants: "OrderedDict[tuple, Tuple[Variant, ...]]" = OrderedDict()
        self._lock = threading.Lock()
        # Compile (or load from numba's cache) now, not on the first note.
        alignment.warm_up()
        projection.warm_up()
        cues.warm_up()
        _ocr_repaired(project("Pe1ers"))

    # -- plan: the persons' spellings, compiled once ---------------------------------

    def _plan(self, persons: Tuple[Person, ...], locale: str) -> _Plan:
        key = (persons, locale)
        with self._lock:
            plan = self._plans.get(key)
            if plan is not None:
                self._plans.move_to_end(key)
                return plan
        plan = self._build_plan(persons, locale)
        with self._lock:
            self._plans[key] = plan
            while len(self._plans) > self.config.plan_cache_size:
                self._plans.popitem(last=False)
        return plan

    def _person_variants(self, person: Person, locale: str) -> Tuple[Variant, ...]:
        # The person as a value, whatever patient's row lists it (spellings never read patient_id).
        key = (_value_of(person), person.key, locale)
        with self._lock:
            variants = self._variants.get(key)
            if variants is not None:
                self._variants.move_to_end(key)
                return variants
        variants = tuple(build_variants(person, locale, self.config, self._common))
        with self._lock:
            self._variants[key] = variants
            while len(self._variants) > self.config.person_cache_size:
                self._variants.popitem(last=False)
        return variants

    def _build_plan(self, persons: Tuple[Person, ...], locale: str) -> _Plan:
        # The patient's own row first: a spelling shared by two persons (a
        # family name) is reported with the patient's key.
        ordered = sorted(persons, key=lambda p: p.role != "patient")
        exact: List[Variant] = []
        fuzzy: List[Variant] = []
        seen = set()
        dates = []
        initials = {}
        surname_initials: Dict[str, FrozenSet[bytes]] = {}
        signs: Dict[str, str] = {}
        built = [self._person_variants(person, locale) for person in ordered]
        # Every person's own spellings before any short form, so a short form of one
        # person ("Sandra" of "Alexandra") never takes the name of another.
        for short_pass in (False, True):
            for variants in built:
                for variant in variants:
                    if variant.short_form != short_pass or variant.codes in seen:
                        continue
                    seen.add(variant.codes)
                    (fuzzy if variant.max_edits else exact).append(variant)
        for person in ordered:
            pattern = birth_date_pattern(person.birth_date) if person.birth_date else None
            if pattern is not None:
                dates.append((pattern, person.key))
            initials[person.key] = first_initials(person.first_name)
            surname_initials[person.key] = first_initials(person.last_name)
            if person.first_name and person.last_name:
                signs.setdefault(person.key, person_initials(person.first_name, person.last_name, PARTICLE_CODES))
        codes, offsets = _packed([v.codes for v in fuzzy])
        names = NameIndex([_name_form(v) for v in (*exact, *fuzzy)
                           if not (v.short_form or v.ocr) and v.field in NAME_FIELDS], initials, self.config)
        budgets = np.array([v.max_edits for v in fuzzy], dtype=np.int64)
        is_code = np.array([v.kind == "code" for v in fuzzy], dtype=np.bool_)
        language = locale.split("_")[0].lower()
        return _Plan(tuple(exact), tuple(fuzzy), codes, offsets, budgets, is_code, tuple(dates), initials, names,
                     initials_table(signs, language), initials_table(signs, language, frequent=True),
                     surname_initials)

    # -- detection ------------------------------------------------------------------

    def detect(self, note: Note, persons: Sequence[Person]) -> List[Span]:
        text = note.text
        if not persons or not text:
            return []
        plan = self._plan(tuple(persons), note.locale)
        language = note.locale.split("_")[0].lower()
        proj = project(text)
        # Names are searched with OCR's digits for letters read back ("Pe1ers", "R0os"); codes as written.
        names_proj = _ocr_repaired(proj)
        bounds = _Bounds(proj)
        case = _NoteCase(text, self.config.lower_case_note_capitals)
        hits: List[_Hit] = []
        haystack = proj.codes.tobytes()
        names_haystack = haystack if names_proj is proj else names_proj.codes.tobytes()
        for variant in plan.exact:
            on_names = variant.kind == "name"
            # Most exact spellings are nowhere in the note: one ``in`` each, no search set up.
            if variant.codes in (names_haystack if on_names else haystack):
                hits.extend(self._exact_hits(variant, names_haystack if on_names else haystack, text,
                                             names_proj if on_names else proj, bounds, language, case))
        if plan.fuzzy and len(proj):
            if names_proj is proj:
                hits.extend(self._fuzzy_hits(plan, text, proj, bounds, language, case))
            else:
                for subset, on in zip(plan.by_kind, (names_proj, proj)):
                    if subset[0].shape[0]:
                        hits.extend(self._fuzzy_hits(plan, text, on, bounds, language, case, subset))
        words = NoteWords(text, names_proj)
        for cue in after_cues(words, plan.names, self._common, language):
            word = text[cue.start:cue.end]
            if cue.edits and word.isupper() and _ordinary_word(word, language):
                # "PAZIENTE PARLA": in capitals the cue's larger budget has no capital to rest on, so an
                # edited name never lands on an ordinary word there ("Dr. Wende" for Mende still counts).
                continue
            if _no_name_alone(word, language):
                continue  # "LA NIPOTE SARÀ QUI ...", "su amiga del 4º": the language's word, a name's particle
            hits.append(_Hit(cue.start, cue.end, cue.field, cue.person_key, 1.0 - cue.edits / cue.length, "NAME"))
        for hit in [h for h in hits if h.field in ("first_name", "last_name")]:
            for wide in widen_name(words, hit.start, hit.end, hit.field, hit.person_key, plan.names, self._common):
                score = min(hit.score, 1.0 - wide.edits / wide.length)
                hits.append(_Hit(wide.start, wide.end, "name", wide.person_key, score, "NAME"))
        for pattern, person_key in plan.dates:
            for start, end in find_birth_dates(pattern, text):
                hits.append(_Hit(start, end, "birth_date", person_key, 1.0, "BIRTHDATE"))
        hits = self._with_initials(hits, text, plan)
        alone = find_initials(text, plan.signs) + find_bracketed_initials(text, plan.bracketed_signs)
        for start, end, person_key in alone:
            hits.append(_Hit(start, end, "name", person_key, 1.0, "NAME"))
        hits = _at_their_edges(self._postcodes_in_context(hits), text)
        return [
            Span(h.start, h.end, h.label, DETECTOR, h.score, f"{h.person_key}:{h.field}")
            for h in _outermost(hits)
        ]

    def _exact_hits(self, variant, haystack, text, proj, bounds, language="", case=None):
        m = len(variant.codes)
        starts, ends = bounds.of(variant)
        pos = haystack.find(variant.codes)
        while pos != -1:
            if starts[pos] and ends[pos + m - 1]:
                hit = self._accept(variant, pos, pos + m, 0, text, proj, variant.codes,
                                   language=language, case=case)
                if hit is not None:
                    yield hit
            pos = haystack.find(variant.codes, pos + 1)

    def _fuzzy_hits(self, plan, text, proj, bounds, language="", case=None, subset=None):
        """The fuzzy spellings' matches: prefilter, recursive search and location in one compiled call
        (``alignment.fuzzy_search``); only the matches come back to Python, for the rules.
        ``subset`` (one of ``plan.by_kind``) limits the search to some spellings."""
        if subset is None:
            indices, codes, offsets, budgets, is_code = None, plan.fuzzy_codes, plan.fuzzy_offsets, \
                plan.fuzzy_budgets, plan.fuzzy_is_code
        else:
            indices, codes, offsets, budgets, is_code = subset
        word_starts, word_ends = proj.starts, proj.ends
        code_starts, code_ends = bounds.codes() if is_code.any() else (word_starts, word_ends)
        found, segments = alignment.fuzzy_search(
            proj.codes, codes, offsets, budgets, is_code,
            word_starts, word_ends, code_starts, code_ends, proj.origin, self.config.max_hits_per_value,
            _MATCH, _MISMATCH, _GAP,
        )
        at = 0
        segments = segments.tobytes()
        for index, start, end, edits, widest, words in found.tolist():
            matched = segments[at:at + end - start]
            at += end - start
            variant = plan.fuzzy[index if indices is None else int(indices[index])]
            hit = self._accept(variant, start, end, edits, text, proj, matched, widest, words, language, case)
            if hit is not None:
                yield hit

    # -- rules ------------------------------------------------------------------------

    def _accept(self, variant: Variant, start: int, end: int, edits: int, text: str,
                proj: Projection, matched: bytes, gap: Optional[int] = None,
                words: Optional[int] = None, language: str = "",
                case: Optional["_NoteCase"] = None) -> Optional[_Hit]:
        """The hit of projection ``[start, end)``, whose codes are ``matched``, or None when a rule rejects it.

        ``gap`` (the widest run of skipped characters inside) and ``words`` (the
        note's words it touches) come with the compiled search's matches; they
        are computed here when not given.
        """
        o_start, o_end = proj.span(start, end)
        if end - start > 1:
            if gap is None:
                origin = proj.origin[start:end].tolist()
                gap = max(b - a for a, b in zip(origin, origin[1:])) - 1
            limit = self.config.code_max_gap_chars if variant.kind == "code" else self.config.max_gap_chars
            if gap > limit:
                return None
        if variant.parts and edits and not _parts_within_budget(variant.parts, matched):
            return None
        # Content words never outnumber the words touched: the count is needed only beyond that.
        if (variant.kind == "name" and (words is None or words > variant.words)
                and _content_words(proj, matched, start) > variant.words
                and not self._split_word(variant, edits, text, o_start, o_end, language)):
            return None
        if variant.kind == "code":
            if any(not c.isalnum() and c not in variant.separators for c in text[o_start:o_end]):
                return None
        else:
            capitalised = _capitalised(text, o_start, o_end, edits > 0)
            surface = text[o_start:o_end]
            # In a note in capitals, capitals do not tell a name that is also a word from the word.
            word_in_capitals = capitalised and case is not None and surface.isupper() and case.capitals \
                and _capitals_word(surface.lower(), language, variant.field)
            if variant.guarded and word_in_capitals and variant.field in _PERSON_NAME_FIELDS:
                # "PONTE DENTALE", "JOY TO SEE HIM": it needs what a note in lower case needs.
                capitalised = False
            if variant.guarded:
                if _glued(text, o_start, o_end):
                    return None
                if not capitalised and not (edits == 0 and case is not None
                                            and _lower_case_name(variant, text[o_start:o_end], language, case,
                                                                 text[max(0, o_start - 40):o_start])):
                    return None
                if variant.codes in self._months and _next_to_number(text, o_start, o_end):
                    return None
            elif edits and variant.single_word:
                if matched in self._common:
                    return None
                # An ordinary word of the note's language one edit from a name is the word
                # ("mit Hilfe" is not the relative Hilde): by the name-versus-word evidence.
                if language and name_evidence().kind(text[o_start:o_end], language) == WORD:
                    return None
                if word_in_capitals:
                    return None  # "SALVO" one edit from a surname Salvi: in capitals, the word
                if len(variant.codes) < self.config.fuzzy_capitalised_below and not capitalised:
                    return None
        if variant.kind == "name" and text[o_end:o_end + 1] in (".", "-") and language \
                and fold(text[o_start:o_end]) in NAME_CUES.get(language, ()):
            return None  # "Pat. berichtet", "Pat.-Nr." for a patient called Pat: the nurses' "patient"
        if variant.kind == "name" and variant.single_word and eponym_result_after(text[o_end:o_end + 24]) \
                and not _titled(text[max(0, o_start - 16):o_start]):
            return None  # "Homans neg. bilateral", "Lasègue positif à gauche": a sign and its result
        if variant.field == "city" and eponym_noun_after(text[o_end:o_end + 24]):
            return None  # "Lyme disease" for a patient living in Lyme: a disease, not the town
        score = 1.0 - edits / len(variant.codes)
        return _Hit(o_start, o_end, variant.field, variant.person_key, score, variant.label)

    def _split_word(self, variant: Variant, edits: int, text: str, start: int, end: int, language: str) -> bool:
        """A one-word value written exactly with one space inside ("Mar tens", "Qure shi"): OCR or a
        typist split the word. Not when every piece is an ordinary word of the note's language."""
        if edits or not variant.single_word or len(variant.codes) < self.config.split_min_length:
            return False
        pieces = text[start:end].split(" ")
        if len(pieces) != 2 or not all(p.isalnum() for p in pieces) or not text[start].isupper():
            return False
        evidence = name_evidence()
        return not all(evidence.text_zipf(p, language or "en") >= _ORDINARY_ZIPF for p in pieces)

    def _with_initials(self, hits: List[_Hit], text: str, plan: _Plan) -> List[_Hit]:
        out = []
        for hit in hits:
            if hit.field in ("last_name", "name"):
                start, end = extend_with_initials(text, hit.start, hit.end, plan.initials.get(hit.person_key, frozenset()))
                if (start, end) != (hit.start, hit.end):
                    hit = _Hit(start, end, "name", hit.person_key, hit.score, hit.label)
            elif hit.field == "first_name":
                end = extend_with_surname_initial(text, hit.end, plan.surname_initials.get(hit.person_key, frozenset()))
                if end != hit.end:
                    hit = _Hit(hit.start, end, "name", hit.person_key, hit.score, hit.label)
            out.append(hit)
        return out

    def _postcodes_in_context(self, hits: List[_Hit]) -> List[_Hit]:
        """Digits-only postcodes count only near the same person's city or street."""
        reach = self.config.postcode_context_chars
        anchors = [h for h in hits if h.field in ("city", "street")]
        kept = []
        for hit in hits:
            if hit.field == "postcode":
                near = any(
                    a.person_key == hit.person_key and a.start - reach <= hit.end and hit.start <= a.end + reach
                    for a in anchors
                )
                if not near:
                    continue
            kept.append(hit)
        return kept


def _at_their_edges(hits: List[_Hit], text: str) -> List[_Hit]:
    """Hits end where their identifier ends. A phone number takes the "+" written before it
    ("+32 476 ..." matched on its digits). A name stops before an e-mail address: the local part
    spells the name ("Ann Maes <ann.maes@...>"), and a name run into it ("Maes <ann") would cut
    the address in two. A name inside the address stays a hit (if no e-mail detector took the
    address, it still goes); the resolver gives the address to the e-mail span that holds it."""
    emails = [(m.start(), m.end()) for m in EMAIL.finditer(text)] if "@" in text else []
    out = []
    for hit in hits:
        if hit.label == "PHONE" and hit.start > 0 and text[hit.start - 1] == "+":
            hit = hit._replace(start=hit.start - 1)
        elif hit.label == "NAME" and emails:
            for start, end in emails:
                if hit.start < end and start < hit.end:
                    cut = hit.start
                    while cut < start and (text[cut].isalnum() or text[cut] in "-'’. "):
                        cut += 1  # keep the name's own words, up to the address or a "<"
                    if hit.start < start:
                        hit = hit._replace(end=cut)
            while hit.end > hit.start and not text[hit.end - 1].isalnum():
                hit = hit._replace(end=hit.end - 1)
            if hit.end <= hit.start:
                continue
        out.append(hit)
    return out


class _NoteCase:
    """Whether a note is written in lower case (few words begin with a capital) or in capitals
    (``deid.detect.note_case``); each computed on first use."""

    def __init__(self, text: str, max_capitals: float):
        self._text = text
        self._max = max_capitals
        self._lower: Optional[bool] = None
        self._capitals: Optional[bool] = None

    @property
    def lower(self) -> bool:
        if self._lower is None:
            self._lower = written_in_lower_case(self._text, self._max)
        return self._lower

    @property
    def capitals(self) -> bool:
        if self._capitals is None:
            self._capitals = written_in_capitals(self._text)
        return self._capitals


# A person's names (a town or a street that is a word keeps its reading: "wonen in BOOM").
_PERSON_NAME_FIELDS = frozenset({"first_name", "last_name", "name"})


def _ordinary_word(word: str, language: str) -> bool:
    """One word that the name-versus-word evidence calls an ordinary word of the note's language."""
    return bool(language) and word.isalpha() and name_evidence().kind(word, language) == WORD


def _capitals_word(word: str, language: str, field: str) -> bool:
    """In a note in capitals, a name that is at least as frequent as a word of the note's language
    as it is as a name ("SALVO", "ROOS"): the name-versus-word margin that a capital earns in mixed
    case is not earned where every word has capitals."""
    if not language or not word.isalpha():
        return False
    if _ordinary_word(word, language):
        return True
    evidence = name_evidence()
    zipf = evidence.first_name_zipf(word) if field == "first_name" else evidence.name_zipf(word)
    return evidence.text_zipf(word, language) >= zipf


def _no_name_alone(word: str, language: str) -> bool:
    """A word a registered name's letters may spell that names no one on its own, whatever cue stands
    before it: an accented closed-class word of the note's language ("sarà", "más", "él": "Sara", "Mas",
    "El" once the accent is folded away; the accent makes it the language's word), or a particle of a
    name ("del" of "María del Pilar": "su amiga del 4º")."""
    return word.lower() != fold(word) and stop_word(word, language or "en") or fold(word) in PARTICLES


def _lower_case_name(variant: Variant, word: str, language: str, case: _NoteCase, before: str = "") -> bool:
    """A short name or short form written without the capital that tells it from a word that still
    counts: the note is written in lower case (or in capitals, where every word has capitals), and
    the word is more often a name than a word of the note's language, or a title or a relation
    word stands right before it, initials between ("dr k. moss", "mrs j. birch", "married to ivy",
    "SON ROB RANG": the cue a capital would have been)."""
    if variant.rule_made or not (word.islower() and case.lower or word.isupper() and case.capitals):
        return False
    word, before = word.lower(), before.lower()
    if _no_name_alone(word, language):
        return False
    if _PERSON_CUE_BEFORE.search(before):
        return True
    evidence = name_evidence()
    zipf = evidence.first_name_zipf(word) if variant.field == "first_name" else evidence.name_zipf(word)
    return zipf > evidence.text_zipf(word, language or "en")


# A title or a relation word, then up to two initials, right before a word: in a note written in
# lower case, what tells that a registry person's name that is also a word names the person.
# Marriage is a relation too ("married to ivy", "verheiratet mit", "casada con"), and the person may
# stand in brackets after the relation ("su esposa (luz)").
_MARRIED = ("married", "verheiratet", "getrouwd", "gehuwd", "marié", "mariée", "casado", "casada", "sposato",
            "sposata")
_PERSON_CUE_BEFORE = re.compile(
    r"(?<![^\W\d_])(?:" + "|".join(re.escape(w) for w in sorted(TITLES | RELATION_WORDS | set(_MARRIED), key=len,
                                                                  reverse=True)
                                  if len(w) >= 2) + r")\.?(?:[ \t]+(?:to|mit|met|à|avec|con))?[ \t]*[(:]?[ \t]*"
    r"(?<=[ \t(:])(?:[^\W\d_]\.?[ \t]+){0,2}$")


# OCR reads letters as digits: inside a word of more letters than digits, a digit is read back as
# the letter it stands for ("Pe1ers", "R0os", "Jan5sen"). Projection codes (``projection``).
_OCR_LETTERS = {"0": "o", "1": "l", "2": "z", "5": "s", "8": "b"}
_OCR_TABLE = np.zeros(64, dtype=np.uint8)
for _digit, _letter in _OCR_LETTERS.items():
    _OCR_TABLE[project_value(_digit)[0]] = project_value(_letter)[0]


def _ocr_repaired(proj: Projection) -> Projection:
    """The projection with OCR digits inside letter words read as letters; ``proj`` itself when none."""
    repaired, count = _ocr_repair(proj.codes, proj.starts, _OCR_TABLE)
    return dataclasses.replace(proj, codes=repaired) if count else proj


@njit(cache=True)
def _ocr_repair(codes, starts, table):
    """``codes`` with each digit that ``table`` reads as a letter replaced, in words of more letters
    than digits; and the number replaced (0: ``codes`` itself comes back, not copied)."""
    n = codes.shape[0]
    out = codes
    count = 0
    w = 0
    while w < n:
        e = w + 1
        while e < n and not starts[e]:
            e += 1
        digits = 0
        for k in range(w, e):
            if 27 <= codes[k] <= 36:
                digits += 1
        if 0 < digits and e - w - digits > digits:
            for k in range(w, e):
                letter = table[codes[k] & 63]
                if 27 <= codes[k] <= 36 and letter:
                    if count == 0:
                        out = codes.copy()
                    out[k] = letter
                    count += 1
        w = e
    return out, count


def _packed(codes: List[bytes]) -> Tuple[np.ndarray, np.ndarray]:
    """Spellings' codes end to end, and where each begins (one more offset: the end)."""
    offsets = np.zeros(len(codes) + 1, dtype=np.int64)
    np.cumsum(np.fromiter(map(len, codes), dtype=np.int64, count=len(codes)), out=offsets[1:])
    return np.frombuffer(b"".join(codes), dtype=np.uint8), offsets


def _subset(fuzzy: Sequence[Variant], indices: np.ndarray, budgets: np.ndarray, is_code: np.ndarray):
    """(indices, codes, offsets, budgets, is_code) of some fuzzy spellings, for ``alignment.fuzzy_search``."""
    codes, offsets = _packed([fuzzy[i].codes for i in indices.tolist()])
    return indices.astype(np.int64, copy=False), codes, offsets, budgets[indices], is_code[indices]


class _Bounds:
    """Where a match may begin and end: word edges, plus letter/digit switches for codes."""

    def __init__(self, proj: Projection):
        self._proj = proj
        self._code: Optional[Tuple[np.ndarray, np.ndarray]] = None

    def of(self, variant: Variant) -> Tuple[np.ndarray, np.ndarray]:
        if variant.kind == "name":
            return self._proj.starts, self._proj.ends
        return self.codes()

    def codes(self) -> Tuple[np.ndarray, np.ndarray]:
        """Starts and ends for codes (computed once per note, when a code is searched)."""
        if self._code is None:
            codes = self._proj.codes
            digit = (codes >= 27) & (codes <= 36)
            switch = digit[1:] != digit[:-1]
            starts = self._proj.starts.copy()
            ends = self._proj.ends.copy()
            starts[1:] |= switch
            ends[:-1] |= switch
            self._code = (starts, ends)
        return self._code


def _name_form(variant: Variant) -> NameForm:
    # Positional, no generator: a new patient's plan makes about twenty.
    parts = variant.parts
    return NameForm(variant.codes.decode("latin-1"), variant.field, variant.person_key, variant.written_words,
                    tuple([codes.decode("latin-1") for codes, _ in parts]) if parts else ())


def _content_words(proj: Projection, matched: bytes, start: int) -> int:
    """Words of the note in ``matched`` (the codes at projection ``start``), surname particles not counted."""
    flags = proj.starts[start:start + len(matched)].tolist()
    cuts = [i for i, flag in enumerate(flags) if flag or i == 0] + [len(matched)]
    words = (matched[a:b] for a, b in zip(cuts, cuts[1:]))
    return sum(1 for w in words if w not in PARTICLE_CODES)


def _parts_within_budget(parts: Tuple[Tuple[bytes, int], ...], matched: bytes) -> bool:
    """Whether ``matched`` splits into the two components, each within its own edit budget."""
    (first, first_budget), (second, second_budget) = parts
    a, b = first.decode("latin-1"), second.decode("latin-1")
    text = matched.decode("latin-1")
    low = max(0, len(first) - first_budget)
    high = min(len(text), len(first) + first_budget)
    for cut in range(low, high + 1):
        if (OSA.distance(a, text[:cut], score_cutoff=first_budget) <= first_budget
                and OSA.distance(b, text[cut:], score_cutoff=second_budget) <= second_budget):
            return True
    return False


def _capitalised(text: str, start: int, end: int, edited: bool) -> bool:
    """The match begins with a capital; in an edited match the capital may come second,
    since a typo can swap it with the next letter ("oMtron") or double it ("MMorton")."""
    if text[start].isupper():
        return True
    return edited and start + 1 < end and text[start + 1].isupper()


def _glued(text: str, start: int, end: int) -> bool:
    """The match is one half of a hyphenated or apostrophed word ("Smith-Waterman", "Roos'")."""
    before = start >= 2 and text[start - 1] in _GLUE and text[start - 2].isalnum()
    after = end + 1 < len(text) and text[end] in _GLUE and text[end + 1].isalnum()
    return before or after


def _next_to_number(text: str, start: int, end: int) -> bool:
    return bool(_NUMBER_BEFORE.search(text[max(0, start - 4):start]) or _NUMBER_AFTER.search(text[end:end + 4]))


def _outermost(hits: List[_Hit]) -> List[_Hit]:
    """Drop hits inside (or equal to) a longer or higher-priority one; sorted by position."""
    rank = {field: i for i, field in enumerate(_FIELD_ORDER)}
    ordered = sorted(set(hits), key=lambda h: (h.start, -h.end, rank[h.field], -h.score, h.person_key))
    kept: List[_Hit] = []
    # Every kept hit starts at or before this one (start order), so this one lies inside one of
    # them exactly when it ends at or before the farthest end kept: one comparison, not a scan
    # of all kept hits (quadratic on a long note; issue 12, item 3).
    farthest = -1
    for hit in ordered:
        if hit.end <= farthest:
            continue
        kept.append(hit)
        farthest = hit.end
    return kept
