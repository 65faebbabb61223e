"""The spellings of a registry person that the matcher looks for in a note.

One ``Variant`` per (field, spelling): a projection (``projection``) plus
the rules of its field: the label, the edit budget, whether it is *guarded*
(short or a common word, see ``RegistryMatchConfig.exact_max_length``) and
whether it is a name-like value (compared on words) or a code (phone, ids,
postcode, e-mail: compared on letters and digits, separators free).

Which spellings, and why:

* first names: the registered value, and each of its words or hyphenated parts
  ("Jean-Pierre" -> "Jean", "Pierre"), since notes use one of them;
* last names: the registered value, each part of a double-barrelled or
  multi-word name ("Smith-Jones", "Garcia Lopez"), and the core without its
  leading particles ("Van den Broeck" -> "Broeck"). The particle forms
  themselves need no variant: "Vandenbroeck" and "van den broeck" have the
  same projection as "Van den Broeck";
* the full name, both orders ("Stormy Danneels", "Danneels, Stormy",
  "DANNEELS Stormy" all project to one of the two), ref ``:name``. Initials
  ("S. Danneels") are added around a surname hit by ``initials``;
* German umlauts: a second spelling with ae/oe/ue ("Müller" -> "Mueller");
  the default projection already gives "Muller";
* street and house number, both orders ("Kerkstraat 12", "12 rue de la Paix"),
  and the street alone, ref ``:street``; the city, ref ``:city``;
* phone: its digits, and its national and international forms for the
  country of the note's locale ("+32 471 ..." <-> "0471 ...");
* postcode, national id, MRN, e-mail: letters and digits as registered;
* OCR: a second spelling of each first and last name with "m" read as "rn" and "w" as
  "vv" ("Verrneulen"), with the budget and guard of the name itself (digits read for
  letters, "Pe1ers", are repaired on the note's side: ``registry._ocr_repaired``);
* short forms of each first name ("Alexandra" -> "Alex", "Sandra"; "Margaret" ->
  "Maggie"; "Jan" -> "Jantje"; ``deid.lexicon.registry_short_forms``, and clips of 3
  and 6 letters, "Leopoldo" -> "Leo", by the same evidence: ``_more_clips``), always
  guarded (exact, a capitalised whole word) and marked ``short_form``: the plan
  adds them after every person's own spellings, so a relative registered as
  "Sandra" keeps her own name.

Birth dates are not aligned but matched by ``dates``.
"""
from __future__ import annotations

import functools
import re
from typing import Dict, FrozenSet, List, NamedTuple, Optional, Tuple

from deid.detect.registry.projection import GERMAN_UMLAUTS, project_value
from deid.detect.registry.config import RegistryMatchConfig
from deid.lexicon.hypocoristics import hypocoristics
from deid.lexicon.name_likelihood import WORD, name_evidence
from deid.lexicon.name_lexicon import fold
from deid.lexicon.registry_short_forms import CLIP_MIN_ZIPF, nicknames, short_forms
from deid.records import Person

# Lower-case particles of surnames in our locales; a leading run of them is
# dropped to form the core surname. Compared on the projection.
PARTICLES: FrozenSet[str] = frozenset(
    "van von vom den der de del della des di da das do dos du d la le les lo "
    "ter ten te t op in het y zu zum zur af vanden vander vande vanter dela dello della".split()
)

# Country calling codes of the contract's locales.
COUNTRY_CODES: Dict[str, str] = {
    "BE": "32", "NL": "31", "FR": "33", "GB": "44", "US": "1",
    "DE": "49", "LU": "352", "ES": "34", "IT": "39",
}
# Longest first, so "352" is tried before "35..." prefixes of other codes.
_CODES_BY_LENGTH = tuple(sorted(set(COUNTRY_CODES.values()), key=lambda c: (-len(c), c)))

LABELS: Dict[str, str] = {
    "first_name": "NAME",
    "last_name": "NAME",
    "name": "NAME",
    "street": "ADDRESS",
    "city": "LOCATION",
    # A postcode is part of the postal address; alone it still locates a
    # person to a few streets, so it is replaced like the rest of the address.
    "postcode": "ADDRESS",
    "phone": "PHONE",
    "email": "EMAIL",
    "national_id": "ID",
    "mrn": "ID",
    "birth_date": "BIRTHDATE",
}

# Separators allowed between the letters and digits of a code match.
CODE_SEPARATORS = frozenset(" .-/()\u00a0\t")
EMAIL_SEPARATORS = frozenset(".@_-+")
_NO_SEPARATORS: FrozenSet[str] = frozenset()

_WORDS = re.compile(r"[^\s\-]+")
_ALNUM_RUNS = re.compile(r"[^\W_]+")


class Variant(NamedTuple):
    """One spelling of a registry value and how it may be matched. A named tuple, not a frozen
    dataclass: a patient's plan builds about a hundred, and a frozen dataclass's ``__init__``
    (one ``object.__setattr__`` per field) cost 3.6 us each against 0.5 us here."""

    codes: bytes
    field: str
    person_key: str
    kind: str  # "name" (whole words) or "code" (letters/digits; a letter-digit switch is a boundary)
    max_edits: int
    guarded: bool = False
    single_word: bool = True
    separators: FrozenSet[str] = frozenset()  # codes only: allowed non-alphanumerics inside a match
    # Full names and street + number: (projection, edit budget) of each component in order.
    # The edits of a match must fall within each component's own budget, so
    # the budget of "Jan Van den Broeck" cannot all be spent on "Jan" and fire
    # on "Vandenbroeck en".
    parts: Tuple[Tuple[bytes, int], ...] = ()
    # Names: words other than particles. A match may not hold more, so that a
    # word of the note is never swallowed by edits ("Danneels en Stormy"). 1 for a code.
    words: int = 1
    # Names: words as registered, particles and the parts of "Müller-Weiß" or "O'Brien" counted.
    # 1 for a code.
    written_words: int = 1
    # A short form of a first name (nickname, clip, diminutive): exact only.
    short_form: bool = False
    # A short form made by a rule (clip, diminutive), not found in a nickname resource: the
    # weakest evidence, so it counts only capitalised, even in a note written in lower case.
    rule_made: bool = False
    # A spelling of OCR damage ("Verrneulen"): searched, but not a form of the name that cues compare.
    ocr: bool = False

    @property
    def label(self) -> str:
        return LABELS[self.field]

    @property
    def ref(self) -> str:
        return f"{self.person_key}:{self.field}"


def _spellings(value: str) -> Tuple[str, ...]:
    german = value.translate(GERMAN_UMLAUTS)
    return (value,) if german == value else (value, german)


def _parts(value: str) -> List[str]:
    return _WORDS.findall(value)


def _last_name_forms(last: str) -> List[str]:
    parts = _parts(last)
    keep = [p for p in parts if project_value(p) not in PARTICLE_CODES]
    forms = [last]
    if len(keep) > 1:
        forms.extend(keep)
    # The core without leading particles: "Van den Broeck" -> "Broeck", "de la Fuente Garcia" -> "Fuente Garcia".
    i = 0
    while i < len(parts) - 1 and project_value(parts[i]) in PARTICLE_CODES:
        i += 1
    if i:
        forms.append(" ".join(parts[i:]))
    return forms


PARTICLE_CODES = frozenset(project_value(p) for p in PARTICLES)

# Street types and the abbreviations notes use for them; a second spelling of
# the street is registered with the abbreviation. Dutch and German types are
# word endings ("Kerkstraat"), the others whole words ("Baker Street").
# Each with the letters any match holds, lower case: a street without them skips the expression
# (eleven searches a spelling were a tenth of a new person's spellings).
_STREET_ABBREVIATIONS = tuple(
    (letters, re.compile(pattern, re.IGNORECASE), short)
    for letters, pattern, short in (
        ("straat", r"straat\b", "str"), ("stra", r"stra(?:ss|ß)e\b", "str"), ("steenweg", r"steenweg\b", "stwg"),
        ("street", r"\bstreet\b", "St"), ("road", r"\broad\b", "Rd"), ("avenue", r"\bavenue\b", "Av"),
        ("boulevard", r"\bboulevard\b", "Bd"), ("chauss", r"\bchauss[ée]e\b", "Chée"), ("place", r"\bplace\b", "Pl"),
        ("piazza", r"\bpiazza\b", "P.za"), ("avenida", r"\bavenida\b", "Avda"),
    )
)


def _phone_forms(phone: str, locale: str) -> List[str]:
    digits = "".join(c for c in phone if c.isdigit())
    if not digits:
        return []
    stripped = phone.strip()
    international = stripped.startswith("+") or digits.startswith("00")
    country = COUNTRY_CODES.get(locale.split("_")[-1].upper(), "")
    forms = [digits]
    if international:
        rest = digits[2:] if digits.startswith("00") and not stripped.startswith("+") else digits
        code = next((c for c in _CODES_BY_LENGTH if rest.startswith(c)), "")
        if code:
            national = rest[len(code):]
            forms += [rest, "00" + rest, national if national.startswith("0") else "0" + national]
    elif digits.startswith("0") and not digits.startswith("00") and country:
        forms += [country + digits[1:], "00" + country + digits[1:]]
    return forms


# A clip of 3 letters ("Leo" of "Leopoldo") needs more first-name evidence than a longer one.
SHORT_CLIP_MIN_ZIPF = 3.5
# OCR misreadings of letter groups, as a second spelling of a name ("Verrneulen").
_OCR_GROUPS = (("m", "rn"), ("M", "Rn"), ("w", "vv"), ("W", "VV"))


def _ocr_spelling(value: str) -> str:
    for clean, damaged in _OCR_GROUPS:
        value = value.replace(clean, damaged)
    return value


def _more_clips(first_name: str, language: str) -> List[str]:
    """Clips of a first name beyond ``short_forms``' 4 and 5 letters: the first 3 ("Leo") or 6
    ("Guille") letters, when real-population evidence says the clip is a first name and not an
    ordinary word of the note's language."""
    name = first_name.strip()
    if not name.isalpha():
        return []
    evidence = name_evidence()
    out = []
    for k, need in ((3, SHORT_CLIP_MIN_ZIPF), (6, CLIP_MIN_ZIPF)):
        if len(name) <= k + 1:
            continue
        clip = name[:1].upper() + name[1:k].lower()
        if evidence.first_name_zipf(clip) >= need and evidence.kind(clip, language, first_name=True) != WORD:
            out.append(clip)
    return out


@functools.lru_cache(maxsize=8192)
def _first_name_short_forms(first_name: str, language: str) -> Tuple[Tuple[str, ...], FrozenSet[str]]:
    """A first name's short forms (``short_forms`` and ``_more_clips`` of each of its parts, in a
    fixed order) and the folded nicknames a resource knows for it (the English nicknames' table,
    the other languages' hypocoristics). Kept per name: first names
    recur from person to person far more than persons do, and a new patient's persons mostly
    bear first names met before."""
    parts = _parts(first_name)
    short = tuple(form for part in parts
                  for form in sorted(short_forms(part, language) | frozenset(_more_clips(part, language))))
    known = frozenset(fold(n) for part in parts
                      for n in nicknames().get(fold(part), ()) + hypocoristics(language).get(fold(part), ()))
    return short, known


def project_words(words) -> FrozenSet[bytes]:
    """A word list in the projection alphabet, to compare with variant and match codes."""
    return frozenset(project_value(w) for w in words)


_WORD_CHARS = re.compile(r"\w+")


def content_words(value: str, memo: Optional[Dict[str, bool]] = None) -> int:
    """Words of a name that are not surname particles (at least 1): "Van den Broeck" -> 1.

    ``memo`` (word -> counts) saves projecting the same words again: a person's
    spellings repeat their first and last names a dozen times.
    """
    memo = {} if memo is None else memo
    count = 0
    for word in _WORD_CHARS.findall(value):
        counts = memo.get(word)
        if counts is None:
            codes = project_value(word)
            counts = memo[word] = bool(codes) and codes not in PARTICLE_CODES
        count += counts
    return max(1, count)


def _street_forms(street: str) -> List[str]:
    """The street as registered and with its type abbreviated: "Kerkstraat" -> "Kerkstr"."""
    forms = [street]
    low = street.lower()
    for letters, pattern, short in _STREET_ABBREVIATIONS:
        if letters not in low:
            continue
        abbreviated = pattern.sub(short, street)
        if abbreviated != street:
            forms.append(abbreviated)
    return forms


def build_variants(
    person: Person, locale: str, config: RegistryMatchConfig, common_words: FrozenSet[bytes]
) -> List[Variant]:
    """All spellings of one registry person, deduplicated, in a fixed order.

    ``common_words`` are projected (``project_words``).
    """
    # (field, kind, raw value, components, the value whose length and guard set the budget: "" for itself)
    candidates: List[Tuple[str, str, str, Tuple[str, ...], str]] = []

    def add(field: str, kind: str, value: str, components: Tuple[str, ...] = (), source: str = "") -> None:
        if value.strip():
            candidates.append((field, kind, value, components, source))

    first, last = person.first_name, person.last_name
    if first and last:
        for f in _spellings(first):
            for s in _spellings(last):
                add("name", "name", f"{f} {s}", (f, s))
                add("name", "name", f"{s} {f}", (s, f))
    for f in _spellings(first):
        add("first_name", "name", f)
        if len(_parts(f)) > 1:
            for part in _parts(f):
                add("first_name", "name", part)
    language = locale.split("_")[0].lower()
    short, known_nicknames = _first_name_short_forms(first or "", language)
    for s in _spellings(last):
        for form in _last_name_forms(s):
            add("last_name", "name", form)
    if person.street:
        for s in (form for spelling in _spellings(person.street) for form in _street_forms(spelling)):
            if person.house_number:
                # The house number is a component with its own (zero) budget:
                # "12 Kerkstraat" must not match "de Kerkstraat" by two substitutions.
                add("street", "name", f"{s} {person.house_number}", (s, person.house_number))
                add("street", "name", f"{person.house_number} {s}", (person.house_number, s))
            add("street", "name", s)
    for c in _spellings(person.city):
        add("city", "name", c)
    add("postcode", "code", person.postcode)
    for form in _phone_forms(person.phone, locale):
        add("phone", "code", form)
    add("email", "code", person.email)
    add("national_id", "code", person.national_id)
    add("mrn", "code", person.mrn)
    projected: Dict[str, bytes] = {}  # value -> its codes: the OCR pass and the loop below share them

    def codes_of(value: str) -> bytes:
        codes = projected.get(value)
        if codes is None:
            codes = projected[value] = project_value(value)
        return codes

    # OCR spellings only of names that are searched fuzzily (a guarded name stays exact), and
    # never one that is an ordinary word ("Stem" -> "Stern").
    for field, kind, raw, components, _ in list(candidates):
        if field in ("first_name", "last_name"):
            damaged = _ocr_spelling(raw)
            if damaged == raw:
                continue
            codes = codes_of(raw)
            if (len(codes) > config.exact_max_length and codes not in common_words
                    and project_value(damaged) not in common_words
                    and not any(name_evidence().kind(w, language) == WORD for w in _parts(damaged))):
                add(field, kind, damaged, source=raw)
    first_short = len(candidates)
    for form in short:
        add("first_name", "name", form)

    variants: List[Variant] = []
    seen = set()
    memo: Dict[str, bool] = {}
    component_budgets: Dict[str, Tuple[bytes, int]] = {}
    exact_max = config.exact_max_length

    def component(value: str) -> Tuple[bytes, int]:
        # A number among the parts (a house number) is matched exactly. The test is on the
        # original component: projected codes are not ASCII digits.
        known = component_budgets.get(value)
        if known is None:
            c = codes_of(value)
            exact = len(c) <= exact_max or value.strip().isdigit()
            known = component_budgets[value] = (c, 0 if exact else config.name_budget(len(c)))
        return known

    budgets: Dict[int, int] = {}  # projected length -> an unguarded name's edit budget
    key = person.key
    for index, (field, kind, raw, components, source) in enumerate(candidates):
        codes = codes_of(raw)
        if codes in seen or len(codes) < config.min_value_length:
            continue
        seen.add(codes)
        is_short = index >= first_short
        base = codes_of(source) if source else codes
        is_name = kind == "name"
        guarded = is_name and (is_short or len(base) <= exact_max or base in common_words)
        if guarded:
            budget = 0
        elif is_name:
            budget = budgets.get(len(base))
            if budget is None:
                budget = budgets[len(base)] = config.name_budget(len(base))
        else:
            budget = config.code_budget(len(base))
        if raw.isascii() and raw.replace(" ", "").isalnum():
            # Letters, digits and blanks only (most values): one split serves the three word counts.
            words = raw.split()
            written = len(words)
            single = written == 1
            # One word counts 1 whatever it is (at least 1): only a name of several words is counted.
            content = 1 if single or not is_name else max(1, sum(w.lower() not in PARTICLES for w in words))
        else:
            single = len(_WORDS.findall(raw)) == 1
            written = len(_ALNUM_RUNS.findall(raw)) if is_name else 1
            content = content_words(raw, memo) if is_name else 1
        variants.append(
            Variant(
                codes,
                field,
                key,
                kind,
                budget,
                guarded,
                single,
                _NO_SEPARATORS if is_name else EMAIL_SEPARATORS if field == "email" else CODE_SEPARATORS,
                tuple(map(component, components)) if components else (),
                content,
                written if is_name else 1,
                is_short,
                is_short and fold(raw) not in known_nicknames,
                bool(source),
            )
        )
    return variants
