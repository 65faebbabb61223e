"""Name surrogates: parse the shape of a mention, draw a consistent surrogate person, render it in that shape.

Canonical forms (issue 5, "consistency without shared state"):
- a surname is canonicalised to its folded letters ("Van den Broeck" =
  "VANDENBROECK"); a registry match uses the *registered* surname, not the
  mention's spelling. One surname canon -> one surrogate surname per patient,
  so relatives sharing a surname keep sharing one, and an NER "Peeters" agrees
  with the registry's Peeters;
- a registry person's first names derive from the person's stable key, so
  "Storm", "S." and "Stormy" of registry person Stormy Danneels agree;
- an NER first name derives from its own folded form ("Jan Peeters" -> "Luc
  Janssens" and "Jan" -> "Luc" in every note of the patient).
Collisions are resolved by deterministic re-draws in a fixed (sorted) order,
so every worker resolves them the same way without talking to the others.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Dict, FrozenSet, Iterable, List, Optional, Sequence, Set, Tuple  # noqa: F401

from deid.records import Person
from deid.surrogates.draw import KeyedDraw
from deid.lexicon.pools import people
from deid.surrogates.shape import LOWER, TITLE, UPPER, apply_case, case_pattern, fold, letters_only

HONORIFIC, FIRST, INITIAL, LAST = "honorific", "first", "initial", "last"

_PIECES = re.compile(r"[^\s,]+|[\s,]+")
_INITIALS = re.compile(r"^[^\W\d_](?:\.-?[^\W\d_])*\.?$")
_INITIAL_LETTERS = re.compile(r"[^\W\d_]")


class NameDrawError(RuntimeError):
    """No admissible surrogate within the re-draw budget (a code, never a name)."""


@dataclass(frozen=True)
class Mention:
    """A name mention cut into pieces, each with a role (``None`` for separators)."""

    pieces: Tuple[str, ...]
    roles: Tuple[Optional[str], ...]

    def words(self, role: str) -> List[str]:
        return [p for p, r in zip(self.pieces, self.roles) if r == role]

    def surname_text(self) -> str:
        """The surname words with their inner separators, as written."""
        idx = [i for i, r in enumerate(self.roles) if r == LAST]
        return "".join(self.pieces[idx[0]: idx[-1] + 1]) if idx else ""

    def given(self) -> List[Tuple[str, str]]:
        """First names and initials in order, as (role, text)."""
        return [(r, p) for p, r in zip(self.pieces, self.roles) if r in (FIRST, INITIAL)]

    @property
    def honorific_gender(self) -> str:
        for word in self.words(HONORIFIC):
            gender = people.HONORIFICS.get(people.honorific_key(word), "")
            if gender:
                return gender
        return ""


def is_initials(word: str) -> bool:
    return bool(_INITIALS.match(word)) and word[0].isupper() and (len(word) == 1 or "." in word)


def _is_honorific(word: str, nxt: Optional[str], locale: str) -> bool:
    key = people.honorific_key(word)
    if key not in people.HONORIFICS or nxt is None:
        return False
    if len(key) == 1:  # "M." is Monsieur in French, an initial elsewhere
        return locale.startswith("fr") and word.endswith(".")
    return True


def parse(
    text: str,
    locale: str,
    forced: Optional[str] = None,
    is_first: Optional[Callable[[str], bool]] = None,
) -> Mention:
    """Assign a role to each word of a name mention.

    ``forced`` ("first"/"last") is the registry field the span matched;
    ``is_first`` says whether a word is a first name of the referent (registry
    person, or a first name seen elsewhere in the note). Without either, the
    rules are: "Last, First"; CAPS words are the surname ("DUPONT Jean");
    particles start the surname; a lone word is a first name only if the
    lexicon knows it as one and not as a surname.
    """
    pieces = tuple(_PIECES.findall(text))
    word_idx = [i for i, p in enumerate(pieces) if not p.isspace() and p.strip(" ,")]
    roles: List[Optional[str]] = [None] * len(pieces)
    words = [pieces[i] for i in word_idx]
    start = 0
    while start < len(words) - 1:
        w, nxt = words[start], words[start + 1]
        if fold(w) == "de" and people.honorific_key(nxt) == "heer":  # "de heer Peeters"
            roles[word_idx[start]] = HONORIFIC
            start += 1
            continue
        if not _is_honorific(w, nxt, locale):
            break
        roles[word_idx[start]] = HONORIFIC
        start += 1
    rest = word_idx[start:]

    def given_role(word: str) -> str:
        return INITIAL if is_initials(word) else FIRST

    if forced == FIRST:
        for i in rest:
            roles[i] = given_role(pieces[i])
    elif forced == LAST:
        for i in rest:
            roles[i] = LAST
    elif any("," in pieces[j] for j in range(rest[0], rest[-1]) if pieces[j].strip() == ",") if rest else False:
        comma = next(j for j in range(rest[0], rest[-1]) if pieces[j].strip() == ",")
        for i in rest:
            roles[i] = LAST if i < comma else given_role(pieces[i])
    elif is_first is not None and any(is_first(pieces[i]) or is_initials(pieces[i]) for i in rest) and len(rest) > 1:
        for i in rest:
            w = pieces[i]
            roles[i] = INITIAL if is_initials(w) else FIRST if is_first(w) else LAST
        _ensure_surname(roles, rest)
    else:
        _roles_by_rules(pieces, roles, rest, has_honorific=start > 0, is_first=is_first)
    return Mention(pieces, tuple(roles))


def _ensure_surname(roles: List[Optional[str]], rest: Sequence[int]) -> None:
    if not any(roles[i] == LAST for i in rest) and roles[rest[-1]] == FIRST:
        roles[rest[-1]] = LAST


def _roles_by_rules(pieces, roles, rest, has_honorific: bool, is_first) -> None:
    words = [pieces[i] for i in rest]
    if len(words) == 1:
        w = words[0]
        if is_initials(w):
            roles[rest[0]] = INITIAL
        elif not has_honorific and (
            (is_first is not None and is_first(w))
            or (people.is_known_first_name(w) and not people.is_known_surname(w))
        ):
            roles[rest[0]] = FIRST
        else:
            roles[rest[0]] = LAST
        return
    caps = [len(w) > 1 and w.isupper() and not is_initials(w) for w in words]
    if any(caps) and not all(caps):
        for k, i in enumerate(rest):
            particle = fold(words[k]) in people.PARTICLES and (
                (k + 1 < len(words) and caps[k + 1]) or (k > 0 and caps[k - 1])
            )
            roles[i] = LAST if caps[k] or particle else (INITIAL if is_initials(words[k]) else FIRST)
        return
    if fold(words[0]) in people.PARTICLES:
        for i in rest:
            roles[i] = LAST
        return
    roles[rest[0]] = INITIAL if is_initials(words[0]) else FIRST
    k = 1
    while k < len(words) - 1 and fold(words[k]) not in people.PARTICLES and (
        is_initials(words[k]) or people.is_known_first_name(words[k]) or (is_first is not None and is_first(words[k]))
    ):
        roles[rest[k]] = INITIAL if is_initials(words[k]) else FIRST
        k += 1
    for i in rest[k:]:
        roles[i] = LAST


def surname_canon(surname: str) -> str:
    return letters_only(surname)


def has_particle(surname: str) -> bool:
    words = surname.split()
    return (len(words) > 1 and fold(words[0]) in people.PARTICLES) or fold(surname).startswith(people.PARTICLE_PREFIXES)


# --- Drawing -------------------------------------------------------------------


def _admissible(candidate: str, forbidden: FrozenSet[str]) -> bool:
    """Neither equal to nor containing a real name of the patient's circle (folded letters). A
    particle ("van", "den", "der") is part of no one's name on its own: a surrogate "Van Bragt"
    for "van den Heuvel" hides nothing, and forbidding it left a particle surname no candidate
    (``surrogate_name_exhausted``, the note sent to the dead letters)."""
    c = letters_only(candidate)
    return bool(c) and not any(f == c or (len(f) >= 3 and f not in people.PARTICLES and f in c) for f in forbidden)


def draw_surname(
    draw: KeyedDraw, patient_id: str, canon: str, locale: str, particle: bool,
    forbidden: FrozenSet[str], taken: Set[str], max_redraws: int,
) -> str:
    pool = people.surnames(people.region(locale), particle) or people.surnames(people.region(locale), False)
    for attempt in range(max_redraws):
        rng = draw.rng("name.last", patient_id, canon, str(attempt))
        candidate = pool[rng.randrange(len(pool))]
        if _admissible(candidate, forbidden) and letters_only(candidate) not in taken:
            return candidate
    raise NameDrawError("surrogate_name_exhausted")


def draw_first_names(
    draw: KeyedDraw, seed: Tuple[str, ...], locale: str, gender: str,
    forbidden: FrozenSet[str], taken: Set[str], max_redraws: int, count: int = 3,
) -> Tuple[str, ...]:
    """``count`` distinct first names of a gender; the first is checked against ``taken``."""
    for attempt in range(max_redraws):
        rng = draw.rng("name.first", *seed, str(attempt))
        g = gender if gender in ("F", "M") else rng.choice("FM")
        pool = people.first_names(people.region(locale), g)
        names = tuple(pool[rng.randrange(len(pool))] for _ in range(count))
        if all(_admissible(n, forbidden) for n in names) and letters_only(names[0]) not in taken:
            return names
    raise NameDrawError("surrogate_name_exhausted")


@dataclass(frozen=True)
class SurrogatePerson:
    first_names: Tuple[str, ...]
    surname: str


@dataclass(frozen=True)
class PatientNames:
    """Surrogate names of a patient's registry persons, and what no surrogate may be."""

    persons: Dict[str, SurrogatePerson]  # person key -> surrogate
    surnames: Dict[str, str]  # surname canon -> surrogate surname
    forbidden: FrozenSet[str]  # folded letters of every registered name word of the patient
    first_owner: Dict[str, str]  # folded registered first name -> person key (only when unambiguous)


def plan_patient(
    draw: KeyedDraw, patient_id: str, persons: Iterable[Person], locale: str, max_redraws: int
) -> PatientNames:
    persons = sorted(persons, key=lambda p: p.key)
    forbidden: Set[str] = set()
    for p in persons:
        for value in (p.first_name, p.last_name):
            forbidden.update(letters_only(w) for w in re.split(r"[\s-]+", value) if letters_only(w))
            if letters_only(value):
                forbidden.add(letters_only(value))
    frozen = frozenset(forbidden)
    surnames: Dict[str, str] = {}
    taken: Set[str] = set()
    for p in persons:
        canon = surname_canon(p.last_name) or f"person:{p.key}"
        if canon not in surnames:
            surnames[canon] = draw_surname(draw, patient_id, canon, locale, has_particle(p.last_name), frozen, taken, max_redraws)
            taken.add(letters_only(surnames[canon]))
    result: Dict[str, SurrogatePerson] = {}
    full_names: Set[str] = set()
    owners: Dict[str, Set[str]] = {}
    for p in persons:
        gender = p.gender if p.gender in ("F", "M") else people.first_name_gender(p.first_name)
        canon = surname_canon(p.last_name) or f"person:{p.key}"
        surname = surnames[canon]
        # Persons sharing a surrogate surname must differ by first name.
        taken_first = {f for f in full_names if f.endswith("|" + letters_only(surname))}
        taken_first = {f.split("|")[0] for f in taken_first}
        firsts = draw_first_names(draw, ("registry", patient_id, p.key), locale, gender, frozen, taken_first, max_redraws)
        result[p.key] = SurrogatePerson(firsts, surname)
        full_names.add(letters_only(firsts[0]) + "|" + letters_only(surname))
        for w in p.first_name.split():
            owners.setdefault(fold(w), set()).add(p.key)
    first_owner = {w: next(iter(keys)) for w, keys in owners.items() if len(keys) == 1}
    return PatientNames(result, surnames, frozen, first_owner)


# --- Rendering -----------------------------------------------------------------


def _case_surname(original: str, surrogate: str) -> str:
    pattern = case_pattern(original)
    if pattern in (UPPER, LOWER):
        out = apply_case(pattern, surrogate)
    else:
        words = surrogate.split()
        if original[:1].islower() and len(words) > 1:  # Dutch "van der Meulen": particles in lower case
            words = [w.lower() if fold(w) in people.PARTICLES else w for w in words]
        elif original[:1].isupper():
            words[0] = words[0][:1].upper() + words[0][1:]
        out = " ".join(words)
    if len(original.split()) == 1 and len(out.split()) > 1 and has_particle(original):
        # "Vandenbroeck" written as one word: join the surrogate the same way.
        parts = out.split()
        out = parts[0] + "".join(p.lower() if pattern != UPPER else p for p in parts[1:])
    return out


def _case_word(original: str, surrogate: str) -> str:
    pattern = case_pattern(original)
    if pattern == TITLE or pattern == UPPER and len(original) == 1:
        return apply_case(TITLE, surrogate)
    return apply_case(pattern, surrogate)


def _render_initials(original: str, names: Sequence[str]) -> str:
    letters = iter(n[0] for n in names)
    return _INITIAL_LETTERS.sub(lambda m: _case_word(m.group(0), next(letters, names[0][0])), original)


def render(mention: Mention, first_for: Callable[[int], str], surname: str) -> str:
    """The surrogate in the mention's shape; ``first_for(i)`` is the i-th surrogate given name."""
    last_idx = [i for i, r in enumerate(mention.roles) if r == LAST]
    lo, hi = (last_idx[0], last_idx[-1]) if last_idx else (-1, -2)
    out: List[str] = []
    given_index = 0
    for i, (piece, role) in enumerate(zip(mention.pieces, mention.roles)):
        if lo <= i <= hi:
            if i == lo:  # the surname group, inner separators included, as one unit
                out.append(_case_surname(mention.surname_text(), surname))
        elif role == FIRST:
            out.append(_case_word(piece, first_for(given_index)))
            given_index += 1
        elif role == INITIAL:
            count = len(_INITIAL_LETTERS.findall(piece))
            out.append(_render_initials(piece, [first_for(given_index + k) for k in range(count)]))
            given_index += count
        else:
            out.append(piece)
    return "".join(out)
