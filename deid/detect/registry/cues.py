"""Names where the text announces one: a larger edit budget after a cue or next to a found name.

Alone, a short name with two typos ("Kraku" for "Kraus", "Edolh" for
"Adolph") is too far from its registry value to be told from an ordinary
word. But writers announce names: "Dr. med. Kraku", "Ehemann Wlily",
"Betreff: Goxrgeen", "A. Zale" (an initial of the person), or write the
first name right next to the surname ("Carlltoa Chico Llopis"). Where the
text gives such evidence, a word is compared with the persons' registry names
under the *cued* budget (``RegistryMatchConfig.cued_edit_ratio``), which
allows about one edit more than the plain one.

Two searches, both word-to-word on the projection (``projection``):

* ``after_cues``: the one to three words after a cue (``deid.lexicon.name_cues``:
  honorifics, titles, relations, header labels, French "M."; chains of them and
  initials are skipped: "Frau Dr. med. H. Rokt", and an inclusive ending in
  brackets: "Votre patient(e) Schmitz") are compared, as a group, with every
  registry name spelling; the group with the fewest edits wins. An initial
  alone is a cue only for a surname of a person with that initial.
* ``widen_names``: a name hit is widened over the word right before or after
  it when that word is the same person's other name (first name next to a
  surname, surname next to a first name).

Rules against false hits: a capitalised word (the capital may be second when
a typo moved it) gets the cued budget; a lower-case word only the plain
budget of its length, and when it is a common word
(``deid.lexicon.common_words``) only spelled exactly, right after the cue
("dr vogel", "zoon ward", "bij fam. visser"; never "the ward") or next to a
found name; a group may not hold more words than the registry value has,
nor cross a line break; in a full name each word must lie within its own
share of the budget.

Speed: both searches read a per-note table of the note's words (``NoteWords``,
from the projection); cue words are found by packing each word's first codes
into one integer and looking them up with numpy, not by a regular expression
over the note (an alternation of 150 words costs about 1 ms on 2,000
characters).
"""
from __future__ import annotations

import bisect
from dataclasses import dataclass
from functools import lru_cache
from typing import Dict, FrozenSet, Iterable, List, NamedTuple, Optional, Sequence, Tuple

import numpy as np
from numba import njit
from rapidfuzz import process
from rapidfuzz.distance import OSA

from deid.detect.registry.projection import Projection, project_value
from deid.detect.registry.config import RegistryMatchConfig
from deid.detect.registry.variants import PARTICLE_CODES
from deid.lexicon.name_cues import ALL_NAME_CUES

NAME_FIELDS = ("first_name", "last_name", "name")
# "bij fam. visser", "famille Lefèvre", "familia García": the family named by its surname.
FAMILY_CUES = ("fam", "familie", "famille", "familia", "famiglia", "family")
# A lower-case ordinary word after a cue is a registry name only from this length on: shorter
# ones are articles and particles ("la vecina del 1º", "zoon van ...").
_EXACT_LOWER_MIN = 4
# The fields whose words stand next to each other in a written name.
_PARTNER = {"first_name": "last_name", "last_name": "first_name"}
_MAX_WORDS = 3
_MAX_CHAIN = 4  # cues and initials in a row: "Frau Prof. Dr. med. H.-R."
# Between a cue and the name, and between the words of a name: at most this many
# characters, none a line break ("Dr. Edolh\n\nUniversitätsklinikum" is one word).
_MAX_GAP = 3
_CUE_GAP = frozenset(" \t.:,")
_NAME_GAP = frozenset(" \t,-'\u2019")
# A word's key: its first 10 codes, 6 bits each, and its length (up to 7) in
# bits 60-62; words longer than 10 codes that share those are rare enough.
_KEY_CODES = 10
_KEY_LENGTH = 7


@lru_cache(maxsize=16)
def _ordinals(chars: FrozenSet[str]) -> np.ndarray:
    return np.array(sorted(ord(c) for c in chars), dtype=np.uint32)


# Two per-note loops over all words, compiled (numba, like ``alignment``): in
# numpy each takes a dozen array operations (40-50 us a note), here 2-3 us.
@njit(cache=True)
def _word_keys(codes, starts, ends):
    """``_key`` of every word ``codes[starts[w]:ends[w]]``."""
    keys = np.empty(starts.shape[0], dtype=np.int64)
    for w in range(starts.shape[0]):
        length = ends[w] - starts[w]
        key = np.int64(min(length, _KEY_LENGTH)) << 60
        for i in range(min(length, _KEY_CODES)):
            key |= np.int64(codes[starts[w] + i]) << (6 * i)
        keys[w] = key
    return keys


@njit(cache=True)
def _word_gaps(text, o_starts, o_ends, allowed, max_gap):
    """For each word but the last: 1 to ``max_gap`` characters up to the next word, all in ``allowed``."""
    count = max(0, o_starts.shape[0] - 1)
    out = np.zeros(count, dtype=np.bool_)
    for i in range(count):
        low = o_ends[i]
        high = o_starts[i + 1]
        if high - low < 1 or high - low > max_gap:
            continue
        ok = True
        for k in range(low, high):
            found = False
            for c in allowed:
                if text[k] == c:
                    found = True
            if not found:
                ok = False
                break
        out[i] = ok
    return out


def warm_up() -> None:
    """Compile (or load from numba's cache) the two word loops."""
    bounds = np.array([0, 2], dtype=np.int64)
    _word_keys(np.array([1, 2, 3], dtype=np.uint8), bounds[:1], bounds[1:])
    _word_gaps(np.array([97, 32, 98], dtype=np.uint32), bounds, bounds + 1, _ordinals(_CUE_GAP), _MAX_GAP)


def _key(codes: bytes) -> int:
    key = min(len(codes), _KEY_LENGTH) << 60
    for i, c in enumerate(codes[:_KEY_CODES]):
        key |= c << (6 * i)
    return key


def _cue_keys() -> Tuple[np.ndarray, np.ndarray]:
    """Keys of the cue words, and of the words only skipped in a chain ("ssa" of "Dott.ssa")."""
    cues, tails = set(), set()
    for entry in tuple(ALL_NAME_CUES) + FAMILY_CUES:
        parts = [project_value(p) for p in entry.split(".")]
        cues.add(_key(parts[0]))
        tails.update(_key(p) for p in parts[1:] if p)
    return np.array(sorted(cues), dtype=np.int64), np.array(sorted(tails | cues), dtype=np.int64)


_CUES, _CHAIN = _cue_keys()


class NameForm(NamedTuple):
    """One registry spelling of a person's name, as the cue search compares it."""

    codes: str  # projection, latin-1 decoded (rapidfuzz compares str)
    field: str
    person_key: str
    words: int  # words as registered ("Van den Broeck": 3, "O'Brien": 2); a group may not hold more
    parts: Tuple[str, ...]  # full names: the projected first and last name, in order


@dataclass(frozen=True)
class CueHit:
    start: int
    end: int
    field: str
    person_key: str
    edits: int
    length: int


class NameIndex:
    """The name spellings of a patient's persons, with their budgets (part of the cached plan)."""

    def __init__(self, forms: Sequence[NameForm], initials: Dict[str, FrozenSet[bytes]],
                 config: RegistryMatchConfig):
        self.forms = tuple(forms)
        self.codes = [f.codes for f in self.forms]
        lengths = [len(c) for c in self.codes]
        # Budgets per distinct length (a patient's twenty forms have a handful of lengths).
        cued = {n: config.cued_budget(n) for n in set(lengths)}
        # Lower-case words get the plain budget; short values (guarded) none.
        plain = {n: 0 if n <= config.exact_max_length else config.name_budget(n) for n in cued}
        self.cued = np.array([cued[n] for n in lengths], dtype=np.int64)
        self.plain = np.array([plain[n] for n in lengths], dtype=np.int64)
        self.initials = initials
        self.config = config
        # Groups longer than this cannot be within any budget of any form.
        self.longest = max(lengths, default=0) + config.max_edits
        self.by_field: Dict[Tuple[str, str], List[int]] = {}
        for f, form in enumerate(self.forms):
            self.by_field.setdefault((form.person_key, form.field), []).append(f)

    def __bool__(self) -> bool:
        return bool(self.forms)


def _member(keys: np.ndarray, table: np.ndarray) -> np.ndarray:
    """``np.isin`` for a small sorted table (a binary search, no sort of the note's keys)."""
    at = np.minimum(np.searchsorted(table, keys), table.shape[0] - 1)
    return table[at] == keys


class NoteWords:
    """The words of one note, from its projection: where they are and how they are written."""

    def __init__(self, text: str, proj: Projection):
        self.text = text
        self.proj = proj
        starts = np.flatnonzero(proj.starts)
        ends = np.flatnonzero(proj.ends) + 1
        self.starts = starts.tolist()
        self.ends = ends.tolist()
        o_starts = proj.origin[starts]
        o_ends = proj.origin[ends - 1] + 1
        self.o_starts = o_starts.tolist()
        self.o_ends = o_ends.tolist()
        lengths = ends - starts
        self.singles = np.flatnonzero(lengths == 1).tolist()  # candidate initials
        self.keys = _word_keys(proj.codes, starts, ends)
        self._codes = proj.codes.tobytes()
        self._o_starts = o_starts
        self._o_ends = o_ends
        self._gaps: Dict[FrozenSet[str], List[bool]] = {}
        self._chain = None

    def __len__(self) -> int:
        return len(self.starts)

    def codes(self, first: int, last: int) -> bytes:
        """Projection codes of words ``first..last`` (inclusive), separators dropped."""
        return self._codes[self.starts[first]:self.ends[last]]

    def gap(self, i: int, allowed: FrozenSet[str]) -> bool:
        """Whether word ``i`` and word ``i + 1`` are separated only by a few ``allowed`` characters."""
        return self.gaps(allowed)[i] if i >= 0 else False

    def gaps(self, allowed: FrozenSet[str]) -> List[bool]:
        """``gap`` of every word (``i >= 0``), for a loop over many of them."""
        gaps = self._gaps.get(allowed)
        if gaps is None:
            gaps = self._gaps[allowed] = self._gaps_of(allowed)
        return gaps

    def _gaps_of(self, allowed: FrozenSet[str]) -> List[bool]:
        """``gap`` for every word, in a few array operations: the searches ask for most of them."""
        text = np.frombuffer(self.text.encode("utf-32-le"), dtype=np.uint32)
        return _word_gaps(text, self._o_starts, self._o_ends, _ordinals(allowed), _MAX_GAP).tolist()

    def capitalised(self, i: int) -> bool:
        """Written as a name: a capital first, or second when a typo moved it ("oMtron")."""
        t = self.text
        a = self.o_starts[i]
        return t[a].isupper() or (self.o_ends[i] - a > 1 and t[a + 1].isupper())

    def initial(self, i: int) -> bool:
        """A capital standing alone with a dot or hyphen after it ("H.", "H.-R.")."""
        a, b = self.o_starts[i], self.o_ends[i]
        return b - a == 1 and self.text[a].isupper() and b < len(self.text) and self.text[b] in ".-"

    def monsieur(self, i: int) -> bool:
        """"M." before a capitalised word: the French "Monsieur" ("M. Dupont")."""
        a = self.o_starts[i]
        return self.initial(i) and self.text[a] == "M" and i + 1 < len(self) and self.gap(i, _CUE_GAP) \
            and self.capitalised(i + 1)

    def inclusive_ending(self, i: int) -> bool:
        """Word ``i`` is an inclusive ending in brackets glued to the word before, a blank after
        it: "patient(e) ", "voisin(e) ", "collègue(s) ". Between the two words only ``(``."""
        a, b = self.o_starts[i], self.o_ends[i]
        t = self.text
        return 1 <= b - a <= 2 and t[a:b].islower() and a >= 1 and t[a - 1] == "(" and i >= 1 \
            and self.o_ends[i - 1] == a - 1 and t[b:b + 2] in (") ", ")\t")

    def chain(self) -> np.ndarray:
        if self._chain is None:
            self._chain = _member(self.keys, _CHAIN)
        return self._chain

    def index_at(self, offset: int) -> int:
        """The word beginning at original ``offset``, or -1."""
        i = bisect.bisect_left(self.o_starts, offset)
        return i if i < len(self.o_starts) and self.o_starts[i] == offset else -1

    def index_ending(self, offset: int) -> int:
        """The word ending at original ``offset``, or -1."""
        i = bisect.bisect_left(self.o_ends, offset)
        return i if i < len(self.o_ends) and self.o_ends[i] == offset else -1


class _Group(NamedTuple):
    """One to three words after a cue, as one string to compare (a tuple: built by the dozen per note)."""

    start: int  # original offsets
    end: int
    codes: str
    count: int
    capital: bool
    initial: Optional[bytes]  # the initial when that alone is the cue
    exact: bool = False  # a lower-case ordinary word: only a registry name spelled exactly


def after_cues(words: NoteWords, index: NameIndex, common: FrozenSet[bytes], language: str = "") -> List[CueHit]:
    """Names right after a cue word or an initial of their person, within the cued budget."""
    if not index or not len(words):
        return []
    groups: List[_Group] = []
    chain = words.chain()
    cues = np.flatnonzero(_member(words.keys, _CUES)).tolist()
    if language == "fr":
        # "M. Gyillo": in French a capital M and its dot before a name is "Monsieur", not an initial.
        cues = sorted(cues + [i for i in words.singles if words.monsieur(i)])
    n = len(words)
    cue_gaps = words.gaps(_CUE_GAP)
    searched = set()  # "Frau Dr. med. H. Rokt": three cues, one name after them, searched once
    for i in cues:
        # Skip further cues and initials: "Frau Dr. med. H. Rokt"; and an inclusive ending in
        # brackets glued to the cue: "Votre patient(e) X", "voisin(e) X".
        j = i
        for _ in range(_MAX_CHAIN):
            if j + 2 < n and words.inclusive_ending(j + 1):
                j += 1
            elif j + 1 >= n or not cue_gaps[j]:
                j = -1
                break
            j += 1
            if not (chain[j] or words.initial(j)):
                break
        else:
            j = -1
        if j > 0 and j not in searched:
            searched.add(j)
            groups.extend(_groups(words, j, common, None, index.longest))
    # An initial alone is a cue only for the surname of a person with that initial ("A. Zale").
    for i in words.singles:
        if i + 1 < len(words) and words.initial(i) and words.gap(i, _CUE_GAP) and words.capitalised(i + 1) and not words.initial(i + 1):
            groups.extend(_groups(words, i + 1, common, words.codes(i, i), index.longest)[:1])
    if not groups:
        return []
    distances = process.cdist([g.codes for g in groups], index.codes, scorer=OSA.distance,
                              dtype=np.int32, workers=1)
    # One comparison for all (group, form) pairs: a capitalised group gets the
    # cued budget, another the plain one. Row-major order, as a loop over groups would give.
    capital = np.array([g.capital for g in groups], dtype=np.bool_)
    within = distances <= np.where(capital[:, None], index.cued[None, :], index.plain[None, :])
    hits = []
    for g, f in zip(*(axis.tolist() for axis in np.nonzero(within))):
        group = groups[g]
        form = index.forms[f]
        if group.count > form.words or (group.exact and distances[g, f]):
            continue
        if group.initial is not None and (
            form.field != "last_name" or group.initial not in index.initials.get(form.person_key, ())
        ):
            continue
        if form.parts and not _parts_fit(form.parts, group.codes, index.config):
            continue
        hits.append(CueHit(group.start, group.end, form.field, form.person_key, int(distances[g, f]),
                           len(form.codes)))
    return _fewest_edits(hits)


def _groups(words: NoteWords, first: int, common: FrozenSet[bytes], initial: Optional[bytes],
            longest: int) -> List[_Group]:
    """Groups of one to three words from word ``first`` on, on one line."""
    # A surname's particles are in lower case: "dokter van Sam" is written as a name all the same.
    lead = first
    while lead + 1 < len(words) and lead - first < 2 and words.codes(lead, lead) in PARTICLE_CODES \
            and words.gap(lead, _NAME_GAP):
        lead += 1
    capital = words.capitalised(lead)
    if not capital and lead == first and lead + 1 < len(words) and words.gap(lead, _NAME_GAP) \
            and len(words.codes(lead, lead)) <= 3 and words.capitalised(lead + 1):
        # A particle mistyped ("Dr. S. vna Dijk", "zzu Salm"): a short lower-case word before the
        # capitalised rest of the surname; the group is a name as much as with the particle right.
        capital = True
    out = []
    # The words' arrays read once (a dozen cues a note, each walking up to three words).
    starts, ends, o_start, o_ends, all_codes = words.starts, words.ends, words.o_starts[first], words.o_ends, \
        words._codes
    at = starts[first]
    last = first
    stop = min(len(starts), first + _MAX_WORDS)
    while last < stop:
        if last > first and not words.gap(last - 1, _NAME_GAP):
            break
        if not capital and all_codes[starts[last]:ends[last]] in common:
            if last == first and ends[last] - at >= _EXACT_LOWER_MIN:
                # "dr vogel", "zoon ward", "fam. visser": right after the cue, a lower-case
                # ordinary word is the person only when spelled exactly as registered.
                out.append(_Group(o_start, o_ends[last], all_codes[at:ends[last]].decode("latin-1"), 1, capital,
                                  initial, True))
            break  # "patient was seen": a lower-case ordinary word ends the name
        if ends[last] - at > longest:
            break
        out.append(_Group(o_start, o_ends[last], all_codes[at:ends[last]].decode("latin-1"), last - first + 1,
                          capital, initial))
        last += 1
    return out


def widen_name(words: NoteWords, start: int, end: int, field: str, person_key: str, index: NameIndex,
               common: FrozenSet[bytes]) -> List[CueHit]:
    """A first- or last-name hit ``[start, end)`` widened over the same person's other name next to it.

    Returns the widened spans (field ``name``), one per side where the word
    fits; ``edits`` and ``length`` are those of the added word.
    """
    partner = _PARTNER.get(field)
    if partner is None:
        return []
    forms = index.by_field.get((person_key, partner))
    if not forms:
        return []
    out = []
    first, last = words.index_at(start), words.index_ending(end)
    for i, nearby in ((first - 1, first >= 1), (last + 1, last >= 0 and last + 1 < len(words))):
        if not nearby or not words.gap(min(i, first if i < first else last), _NAME_GAP):
            continue
        codes = words.codes(i, i)
        capital = words.capitalised(i)
        for f in forms:
            # A lower-case ordinary word next to a surname counts only when spelled exactly ("jan Peeters").
            budget = int(index.cued[f] if capital else (0 if codes in common else index.plain[f]))
            edits = OSA.distance(index.codes[f], codes.decode("latin-1"), score_cutoff=budget)
            if edits <= budget:
                a, b = words.o_starts[i], words.o_ends[i]
                out.append(CueHit(min(a, start), max(b, end), "name", person_key, edits, len(index.codes[f])))
                break
    return out


def _fewest_edits(hits: Iterable[CueHit]) -> List[CueHit]:
    """Of overlapping hits (groups of one, two, three words after one cue), the one with the fewest edits."""
    kept: List[CueHit] = []
    # The kept ranges, disjoint and sorted: an overlap is found by bisection, not by a scan of
    # every kept hit (quadratic on a long note; issue 12, item 3).
    taken: List[Tuple[int, int]] = []
    for hit in sorted(hits, key=lambda h: (h.edits / h.length, h.start - h.end, h.start)):
        at = bisect.bisect_left(taken, (hit.end,))  # taken[:at] start before hit.end
        if at and taken[at - 1][1] > hit.start:
            continue
        taken.insert(at, (hit.start, hit.end))
        kept.append(hit)
    return kept


def _parts_fit(parts: Tuple[str, ...], matched: str, config: RegistryMatchConfig) -> bool:
    """Whether ``matched`` splits into the full name's two parts, each within its cued budget (at least 1)."""
    first, second = parts
    a, b = max(1, config.cued_budget(len(first))), max(1, config.cued_budget(len(second)))
    for cut in range(max(0, len(first) - a), min(len(matched), len(first) + a) + 1):
        if (OSA.distance(first, matched[:cut], score_cutoff=a) <= a
                and OSA.distance(second, matched[cut:], score_cutoff=b) <= b):
            return True
    return False
