"""The registry matcher: every registry value of a note's linked persons, found in the note.

    matcher = RegistryMatcher(RegistryMatchConfig())   # once per worker
    spans = matcher.detect(note, persons)               # persons of the note's patient

How a note is searched
----------------------
1. The note is projected once (``align_projection``): folded, diacritics
   stripped, only letters and digits kept, with a map back to the original
   offsets and the original word boundaries.
2. Each person's spellings (``registry_variants``) are compiled once per worker
   and cached. A spelling with an edit budget of 0 is found by a plain substring
   search on the projection; the others go through the prefilter: Myers'
   bit-parallel edit distance (``alignment.best_distances``), all spellings in
   one compiled call, which rules out most (value, note) pairs.
3. For a spelling that passes, recursively: take the best end position, align
   the spelling on the window before it with Smith-Waterman (traceback gives
   the start), snap both ends to word boundaries of the original text (the
   candidate ends within the edit budget; the one with fewest edits wins),
   check the rules below, report it, mask it, and search again until no end
   position is within the budget.
4. Where the text announces a name (after "Dr.", "Mevr.", "Ehemann", an
   initial of the person; ``registry_cues``), the words that follow are
   compared with the persons' names under a larger, *cued* budget; a first-
   or last-name hit is widened over the same person's other name next to it
   ("Carlltoa Chico Llopis"), and surname and full-name hits over the
   person's initials ("S. Danneels"); birth dates are matched by
   ``registry_dates``; digits-only postcodes need the person's city or street
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
  edit away from "meter"), and below ``fuzzy_capitalised_below`` letters they
  must be capitalised (the capital may be second when a typo moved it: "oMtron").
* Inside a match, at most ``max_gap_chars`` non-alphanumerics in a row
  (``code_max_gap_chars`` for codes, whose separators must be the usual
  ones: spaces, dots, dashes, slashes, brackets).

Honorifics ("Dr.", "Mevr.", "Mme") are never part of a NAME span: the span
is the name as registered, and what precedes it stays in the text.

Nothing of the note or registry goes into exceptions or logs; the matcher
logs nothing.
"""
from __future__ import annotations

import re
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Dict, FrozenSet, List, Optional, Sequence, Tuple

import numpy as np
from rapidfuzz.distance import OSA

from deid.detect import alignment
from deid.detect.align_projection import Projection, project
from deid.detect.registry_config import InvalidConfig, RegistryMatchConfig
from deid.detect.registry_cues import NAME_FIELDS, NameForm, NameIndex, NoteWords, after_cues, widen_name
from deid.detect.registry_dates import birth_date_pattern, find_birth_dates
from deid.detect.registry_initials import extend_with_initials, first_initials
from deid.detect.registry_variants import PARTICLE_CODES, Variant, build_variants, project_words
from deid.lexicon.common_words import ALL_COMMON_WORDS, month_words
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
# When two spellings give the same span, the more specific field names it.
_FIELD_ORDER = ("name", "last_name", "first_name", "street", "city", "postcode",
                "phone", "email", "national_id", "mrn", "birth_date")


@dataclass(frozen=True)
class _Plan:
    """Everything the matcher derives from one patient's persons, built once and cached."""

    exact: Tuple[Variant, ...]
    fuzzy: Tuple[Variant, ...]
    fuzzy_codes: np.ndarray
    fuzzy_offsets: np.ndarray
    fuzzy_arrays: Tuple[np.ndarray, ...]
    dates: Tuple[Tuple["re.Pattern[str]", str], ...]
    initials: Dict[str, FrozenSet[bytes]]
    names: NameIndex


@dataclass(frozen=True)
class _Hit:
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
        self._lock = threading.Lock()
        # Compile (or load from numba's cache) now, not on the first note.
        alignment.warm_up()

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

    def _build_plan(self, persons: Tuple[Person, ...], locale: str) -> _Plan:
        # The patient's own row first: a spelling shared by two persons (a
        # family name) is reported with the patient's key.
        ordered = sorted(persons, key=lambda p: p.role != "patient")
        exact: List[Variant] = []
        fuzzy: List[Variant] = []
        seen = set()
        dates = []
        initials = {}
        for person in ordered:
            for variant in build_variants(person, locale, self.config, self._common):
                if variant.codes in seen:
                    continue
                seen.add(variant.codes)
                (fuzzy if variant.max_edits else exact).append(variant)
            pattern = birth_date_pattern(person.birth_date) if person.birth_date else None
            if pattern is not None:
                dates.append((pattern, person.key))
            initials[person.key] = first_initials(person.first_name)
        arrays = tuple(np.frombuffer(v.codes, dtype=np.uint8) for v in fuzzy)
        offsets = np.zeros(len(fuzzy) + 1, dtype=np.int64)
        offsets[1:] = np.cumsum([len(v.codes) for v in fuzzy]) if fuzzy else []
        codes = np.frombuffer(b"".join(v.codes for v in fuzzy), dtype=np.uint8)
        names = NameIndex([_name_form(v) for v in exact + fuzzy if v.field in NAME_FIELDS], initials, self.config)
        return _Plan(tuple(exact), tuple(fuzzy), codes, offsets, arrays, tuple(dates), initials, names)

    # -- detection ------------------------------------------------------------------

    def detect(self, note: Note, persons: Sequence[Person]) -> List[Span]:
        text = note.text
        if not persons or not text:
            return []
        plan = self._plan(tuple(persons), note.locale)
        proj = project(text)
        bounds = _Bounds(proj)
        hits: List[_Hit] = []
        haystack = proj.codes.tobytes()
        for variant in plan.exact:
            hits.extend(self._exact_hits(variant, haystack, text, proj, bounds))
        if plan.fuzzy and len(proj):
            best = alignment.best_distances(proj.codes, plan.fuzzy_codes, plan.fuzzy_offsets)
            for index in np.flatnonzero(best <= np.array([v.max_edits for v in plan.fuzzy])).tolist():
                variant = plan.fuzzy[index]
                hits.extend(self._fuzzy_hits(variant, plan.fuzzy_arrays[index], text, proj, bounds))
        words = NoteWords(text, proj)
        for cue in after_cues(words, plan.names, self._common):
            hits.append(_Hit(cue.start, cue.end, cue.field, cue.person_key, 1.0 - cue.edits / cue.length, "NAME"))
        for hit in [h for h in hits if h.field in ("first_name", "last_name")]:
            for wide in widen_name(words, hit.start, hit.end, hit.field, hit.person_key, plan.names, self._common):
                score = min(hit.score, 1.0 - wide.edits / wide.length)
                hits.append(_Hit(wide.start, wide.end, "name", wide.person_key, score, "NAME"))
        for pattern, person_key in plan.dates:
            for start, end in find_birth_dates(pattern, text):
                hits.append(_Hit(start, end, "birth_date", person_key, 1.0, "BIRTHDATE"))
        hits = self._with_initials(hits, text, plan)
        hits = self._postcodes_in_context(hits)
        return [
            Span(h.start, h.end, h.label, DETECTOR, h.score, f"{h.person_key}:{h.field}")
            for h in _outermost(hits)
        ]

    def _exact_hits(self, variant, haystack, text, proj, bounds):
        m = len(variant.codes)
        starts, ends = bounds.of(variant)
        pos = haystack.find(variant.codes)
        while pos != -1:
            if starts[pos] and ends[pos + m - 1]:
                hit = self._accept(variant, pos, pos + m, 0, text, proj, haystack)
                if hit is not None:
                    yield hit
            pos = haystack.find(variant.codes, pos + 1)

    def _fuzzy_hits(self, variant, pattern, text, proj, bounds):
        budget = variant.max_edits
        starts, ends = bounds.of(variant)
        work = proj.codes.copy()
        distances = alignment.edit_distances(work, pattern)
        # An alignment within the budget spans at most this many codes, so
        # masking [low, high) changes only the distances of ends in
        # [low, high + reach): those are recomputed on a window, not the note.
        reach = len(pattern) + budget
        for _ in range(self.config.max_hits_per_value):
            last = int(np.argmin(distances))
            if distances[last] > budget:
                return
            located = _locate(work, pattern, last, budget, starts, ends)
            if located is None:
                low, high = max(0, last + 1 - len(pattern)), last + 1
            else:
                low, high, edits = located
                hit = self._accept(variant, low, high, edits, text, proj, work.tobytes())
                if hit is not None:
                    yield hit
            work[low:high] = 0
            origin = max(0, low - reach)
            stop = min(work.shape[0], high + reach)
            local = alignment.edit_distances(work[origin:stop], pattern)
            distances[low:stop] = local[low - origin:]

    # -- rules ------------------------------------------------------------------------

    def _accept(self, variant: Variant, start: int, end: int, edits: int, text: str,
                proj: Projection, codes: bytes) -> Optional[_Hit]:
        """The hit of projection ``[start, end)``, or None when a rule rejects it."""
        o_start, o_end = proj.span(start, end)
        if end - start > 1:
            origin = proj.origin[start:end].tolist()
            gap = max(b - a for a, b in zip(origin, origin[1:])) - 1
            limit = self.config.code_max_gap_chars if variant.kind == "code" else self.config.max_gap_chars
            if gap > limit:
                return None
        if variant.parts and edits and not _parts_within_budget(variant.parts, codes[start:end]):
            return None
        if variant.kind == "name" and _content_words(proj, codes, start, end) > variant.words:
            return None
        if variant.kind == "code":
            if any(not c.isalnum() and c not in variant.separators for c in text[o_start:o_end]):
                return None
        else:
            capitalised = _capitalised(text, o_start, o_end, edits > 0)
            if variant.guarded:
                if not capitalised or _glued(text, o_start, o_end):
                    return None
                if variant.codes in self._months and _next_to_number(text, o_start, o_end):
                    return None
            elif edits and variant.single_word:
                if codes[start:end] in self._common:
                    return None
                if len(variant.codes) < self.config.fuzzy_capitalised_below and not capitalised:
                    return None
        score = 1.0 - edits / len(variant.codes)
        return _Hit(o_start, o_end, variant.field, variant.person_key, score, variant.label)

    def _with_initials(self, hits: List[_Hit], text: str, plan: _Plan) -> List[_Hit]:
        out = []
        for hit in hits:
            if hit.field in ("last_name", "name"):
                start, end = extend_with_initials(text, hit.start, hit.end, plan.initials.get(hit.person_key, frozenset()))
                if (start, end) != (hit.start, hit.end):
                    hit = _Hit(start, end, "name", hit.person_key, hit.score, hit.label)
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


class _Bounds:
    """Where a match may begin and end: word edges, plus letter/digit switches for codes."""

    def __init__(self, proj: Projection):
        self._proj = proj
        self._code: Optional[Tuple[np.ndarray, np.ndarray]] = None

    def of(self, variant: Variant) -> Tuple[np.ndarray, np.ndarray]:
        if variant.kind == "name":
            return self._proj.starts, self._proj.ends
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


def _locate(work: np.ndarray, pattern: np.ndarray, last: int, budget: int,
            starts: np.ndarray, ends: np.ndarray) -> Optional[Tuple[int, int, int]]:
    """Word-aligned ``(start, end, edits)`` of the hit ending near ``last``, or None.

    Smith-Waterman on the window before ``last`` gives the aligned core; the
    value's unaligned ends are added back, then every word start and end
    within the budget around them is tried, keeping the fewest edits (then the
    length closest to the value's, then the leftmost).
    """
    m = pattern.shape[0]
    size = work.shape[0]
    low = max(0, last + 1 - m - budget)
    score, q_start, q_end, t_start, t_end = alignment.smith_waterman(
        pattern, work[low:last + 1], _MATCH, _MISMATCH, _GAP
    )
    if score <= 0:
        return None
    core_start = low + t_start - q_start
    core_end = low + t_end + (m - q_end)
    value = pattern.tobytes().decode("latin-1")
    best = None
    for s in range(max(0, core_start - budget), min(size, core_start + budget + 1)):
        if not starts[s]:
            continue
        for e in range(max(s + 1, core_end - budget), min(size, core_end + budget) + 1):
            if not ends[e - 1]:
                continue
            edits = OSA.distance(value, work[s:e].tobytes().decode("latin-1"), score_cutoff=budget)
            if edits <= budget:
                key = (edits, abs(e - s - m), s)
                if best is None or key < best[0]:
                    best = (key, s, e)
    if best is None:
        return None
    return best[1], best[2], best[0][0]


def _name_form(variant: Variant) -> NameForm:
    return NameForm(
        codes=variant.codes.decode("latin-1"),
        field=variant.field,
        person_key=variant.person_key,
        words=variant.written_words,
        parts=tuple(codes.decode("latin-1") for codes, _ in variant.parts),
    )


def _content_words(proj: Projection, codes: bytes, start: int, end: int) -> int:
    """Words of the note inside projection ``[start, end)``, surname particles not counted."""
    flags = proj.starts[start:end].tolist()
    cuts = [i for i, flag in enumerate(flags) if flag or i == 0] + [end - start]
    words = (codes[start + a:start + b] for a, b in zip(cuts, cuts[1:]))
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
    for hit in ordered:
        if any(k.start <= hit.start and hit.end <= k.end for k in kept):
            continue
        kept.append(hit)
    return kept
