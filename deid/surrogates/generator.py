"""``Surrogates``: built once per worker; ``renderer(annotated)`` gives the per-note render function.

The renderer is what ``deid.replace.apply_replacements`` calls for each span.
It holds no state that must be shared between workers: everything it
returns is a function of the key, the patient id, the patient's registry
persons, the span's label and canonical form (and, for names found only by
NER, the other name mentions of the note, which link a lone first name to
the full name it belongs to). ``renderer.comments`` collects fixed codes for
the note's ``comment`` column.
"""
from __future__ import annotations

import datetime as dt
import difflib
import re
from typing import Dict, Optional, Set, Tuple

from deid.locales import BY_CODE
from deid.records import AnnotatedNote, Person
from deid.spans import Span
from deid.surrogates import addresses, contacts, dates, ids, lexical, names, spelled_digits
from deid.surrogates.config import (
    COMMENT_DATE_REFORMATTED,
    COMMENT_DATE_UNPARSED,
    COMMENT_GENERATIVE,
    SurrogateConfig,
)
from deid.surrogates.draw import KeyedDraw
from deid.surrogates.fallback import CONTEXT_CHARS, GenerativeFallback, MaskedLMFallback
from deid.lexicon.pools import people
from deid.surrogates.shape import apply_case, case_pattern, fold, letters_only

# Faker locale used for companies where faker's own is US-shaped.
_FAKER_LOCALE = {code: locale.surrogate_faker for code, locale in BY_CODE.items() if locale.surrogate_faker != code}
_PLAN_CACHE_SIZE = 4096
# Labels whose surrogate must not equal or contain the original (checked,
# then re-drawn with a salt). Names guarantee it by construction; dates by a
# non-zero shift; ages are kept on purpose.
_GUARDED = frozenset({"ADDRESS", "LOCATION", "PHONE", "EMAIL", "URL", "ID", "PROFESSION", "ORGANIZATION"})
# Labels the generative fallback fills by cloze among drawn candidates rather than freely: their
# words are what a privacy-preserving vocabulary leaves out (deid.surrogates.fallback).
CLOZE_LABELS = frozenset({"NAME", "LOCATION"})


class Surrogates:
    def __init__(
        self, config: SurrogateConfig, key, fallback: Optional[GenerativeFallback] = None
    ) -> None:
        self.config = config
        self._draw = KeyedDraw(key)
        self._fakers: Dict[str, object] = {}
        self._plans: Dict[tuple, names.PatientNames] = {}
        if fallback is None and config.generative_model_path:
            fallback = MaskedLMFallback(config.generative_model_path, config.generative_top_k)
        self.fallback = fallback

    # --- per worker ---------------------------------------------------------------
    def faker(self, locale: str):
        """One Faker per locale per worker, built on first use; callers seed it per draw."""
        locale = _FAKER_LOCALE.get(locale, locale)
        if locale not in self._fakers:
            from faker import Faker

            self._fakers[locale] = Faker(locale)
        return self._fakers[locale]

    def date_shift(self, patient_id: str) -> int:
        """The patient's one shift in days: |shift| in the configured range, never 0."""
        seed = self._draw.seed("date_shift", patient_id)
        low, high = self.config.date_shift_min_days, self.config.date_shift_max_days
        magnitude = low + seed % (high - low + 1)
        return magnitude if (seed >> 64) & 1 else -magnitude

    def pseudonymize_patient_id(self, patient_id: str) -> str:
        return self._draw.pseudonym("patient_id", patient_id)

    def patient_names(self, patient_id: str, persons: Tuple[Person, ...], locale: str) -> names.PatientNames:
        cache_key = (patient_id, people.region(locale), tuple(sorted(p.key for p in persons)))
        plan = self._plans.get(cache_key)
        if plan is None:
            if len(self._plans) >= _PLAN_CACHE_SIZE:
                self._plans.clear()
            plan = names.plan_patient(self._draw, patient_id, persons, locale, self.config.max_redraws)
            self._plans[cache_key] = plan
        return plan

    def renderer(self, annotated: AnnotatedNote) -> "NoteRenderer":
        return NoteRenderer(self, annotated)


class NoteRenderer:
    """``(span, original) -> surrogate`` for one note; ``comments`` holds the fixed codes it raised."""

    def __init__(self, surrogates: Surrogates, annotated: AnnotatedNote) -> None:
        self._s = surrogates
        self._draw = surrogates._draw
        self._config = surrogates.config
        note = annotated.note
        self._text = note.text
        self._patient = note.patient_id
        self._locale = note.locale
        self._persons = {p.key: p for p in annotated.persons}
        self._plan = surrogates.patient_names(note.patient_id, annotated.persons, note.locale)
        self._shift = surrogates.date_shift(note.patient_id)
        self.comments: Set[str] = set()
        self._registry_surnames = {letters_only(s) for s in self._plan.surnames.values()}
        self._ner_surnames: Dict[str, str] = {}  # canon -> surrogate, this note
        self._first_hints = self._note_first_names(annotated)
        self._postcode_cities = self._cities_beside_postcodes(annotated)
        # One drawing rule per contract label (deid.spans.LABELS); a test checks none is missing.
        self._renderers = {
            "NAME": self._name, "ADDRESS": self._address, "LOCATION": self._location, "DATE": self._date,
            "BIRTHDATE": self._date, "AGE": self._age, "PHONE": self._phone, "EMAIL": self._email,
            "URL": self._url, "ID": self._id, "PROFESSION": self._profession, "ORGANIZATION": self._organization,
        }

    # --- entry point ------------------------------------------------------------------
    def __call__(self, span: Span, original: str) -> str:
        person, field = self._ref(span)
        if self._s.fallback is not None and span.label in self._config.generative_labels:
            proposed = (self._cloze(span, original, person, field) if span.label in CLOZE_LABELS
                        else self._generative(span, original))
            if proposed is not None:
                return proposed
        render = self._renderers[span.label]
        if span.label not in _GUARDED:
            return render(original, person, field, "")
        for attempt in range(self._config.max_redraws):
            out = render(original, person, field, str(attempt) if attempt else "")
            if not _reveals(out, original) and not self._names_a_person(out):
                return out
        return "[" + span.label + "]"  # nothing admissible: a tag never leaks

    def _names_a_person(self, surrogate: str) -> bool:
        """Whether a drawn address, company, e-mail... holds a name of the patient's registry
        persons ("Albert Street" for a physician Albert, "jens.somers@..." for a relative Jens):
        the surrogate tables and the real names come from the same populations, and such a
        coincidence would put a real name back into the note. Words of four letters or more."""
        words = (letters_only(w) for w in _WORD_SPLIT.split(surrogate))
        return any(len(w) >= 4 and w in self._plan.forbidden for w in words)

    def _ref(self, span: Span) -> Tuple[Optional[Person], str]:
        if not span.ref or ":" not in span.ref:
            return None, ""
        key, field = span.ref.rsplit(":", 1)
        return self._persons.get(key), field

    def _rng(self, *parts: str):
        return self._draw.rng(*parts[:1], self._patient, *parts[1:])

    # --- names ------------------------------------------------------------------------
    def _note_first_names(self, annotated: AnnotatedNote) -> Set[str]:
        """First names of multi-word NER mentions in this note: they make a lone "Jan" a first name."""
        hints: Set[str] = set()
        for span in annotated.spans:
            if span.label == "NAME" and not span.ref:
                mention = names.parse(self._text[span.start:span.end], self._locale)
                if len(mention.words(names.LAST)) and mention.words(names.FIRST):
                    hints.update(fold(w) for w in mention.words(names.FIRST))
        return hints

    def _name(self, original: str, person: Optional[Person], field: str, salt: str) -> str:
        if _bare_initials(original):
            # "AV", "MK/jb", "IS + LO": initials alone stand for a person as initials; a surname in
            # their place ("Actioned: Peeters") would tell the reader a different kind of thing.
            return _BARE_INITIAL_TOKEN.sub(lambda m: self._initials_of(m.group(), person), original)
        if person is not None and person.key in self._plan.persons:
            return self._registry_name(original, person, field)
        mention = names.parse(original, self._locale, is_first=lambda w: fold(w) in self._first_hints)
        surname_text = mention.surname_text()
        canon = names.surname_canon(surname_text)
        surname = self._ner_surname(canon, names.has_particle(surname_text), original) if canon else ""
        given = [w for _, w in mention.given()]
        gender = mention.honorific_gender

        def first_for(i: int) -> str:
            word = given[i] if i < len(given) else ""
            if word and not names.is_initials(word):
                return self._ner_first(fold(word), gender or people.first_name_gender(word), original)
            # An initial: a first name drawn for (surname, position), so "J. Peeters" is stable.
            return self._ner_first(f"initial:{canon}:{i}", gender, original)

        if not surname and not given:
            return original
        return names.render(mention, first_for, surname or self._ner_surname("", False, original))

    def _initials_of(self, letters: str, person: Optional[Person]) -> str:
        """Surrogate initials for ``letters`` ("AV" -> "JP"), as many and in the same case: the
        registry person's surrogate initials, or those of a surrogate drawn for these letters."""
        if person is not None and person.key in self._plan.persons:
            sp = self._plan.persons[person.key]
            first, surname = sp.first_names[0], sp.surname
        else:
            first = self._ner_first(f"initials:{fold(letters)}", "", letters)
            surname = self._ner_surname(f"initials:{fold(letters)}", False, letters)
        first_letters = [c for c in first if c.isalpha()]
        surname_letters = [c for c in surname if c.isalpha()]
        # First name's initial, a middle letter when three are written, the surname's initial.
        middle = (surname_letters[1:2] or first_letters[1:2]) if len(letters) == 3 else []
        text = "".join(first_letters[:1] + middle + surname_letters[:1])
        return text.lower() if letters.islower() else text.upper()

    def _registry_name(self, original: str, person: Person, field: str) -> str:
        sp = self._plan.persons[person.key]
        forced = {"first_name": names.FIRST, "last_name": names.LAST}.get(field)
        registered = [fold(w) for w in person.first_name.split()]

        def is_first(word: str) -> bool:
            w = fold(word)
            return any(w == r or difflib.SequenceMatcher(None, w, r).ratio() >= 0.75 for r in registered)

        mention = names.parse(original, self._locale, forced=forced, is_first=is_first)
        return names.render(mention, lambda i: sp.first_names[i % len(sp.first_names)], sp.surname)

    def _ner_surname(self, canon: str, particle: bool, original: str) -> str:
        if canon in self._plan.surnames:  # an NER "Peeters" of the registry's Peeters
            return self._plan.surnames[canon]
        if canon in self._ner_surnames:
            return self._ner_surnames[canon]
        forbidden = self._plan.forbidden | {letters_only(w) for w in original.split() if letters_only(w)}
        taken = self._registry_surnames | {letters_only(s) for s in self._ner_surnames.values()}
        surname = names.draw_surname(
            self._draw, self._patient, canon, self._locale, particle, frozenset(forbidden), taken, self._config.max_redraws
        )
        self._ner_surnames[canon] = surname
        return surname

    def _ner_first(self, canon: str, gender: str, original: str) -> str:
        owner = self._plan.first_owner.get(canon)
        if owner is not None:  # the registry's "Stormy", found by NER alone
            return self._plan.persons[owner].first_names[0]
        forbidden = self._plan.forbidden | {letters_only(w) for w in original.split() if letters_only(w)}
        return names.draw_first_names(
            self._draw, ("ner", self._patient, canon), self._locale, gender, frozenset(forbidden), set(),
            self._config.max_redraws, count=1,
        )[0]

    # --- dates and ages ----------------------------------------------------------------
    def _date(self, original: str, person, field, salt) -> str:
        parsed = dates.parse(original, self._locale)
        if parsed is not None:
            return dates.render(parsed, self._shift)
        if self._config.use_dateparser:
            found = _dateparser(original, self._locale)
            if found is not None:
                self.comments.add(COMMENT_DATE_REFORMATTED)
                return dates.long_format(found + dt.timedelta(days=self._shift), self._locale)
        self.comments.add(COMMENT_DATE_UNPARSED)
        rng = self._rng("date.unparsed", fold(original))
        return dates.long_format(dt.date(1950, 1, 1) + dt.timedelta(days=rng.randrange(365 * 75)), self._locale)


    def _age(self, original: str, person, field, salt) -> str:
        if not self._config.cap_ages:
            return original
        cap = self._config.age_cap
        return re.sub(r"\d+", lambda m: self._config.age_cap_text if int(m.group(0)) > cap else m.group(0), original)

    # --- places --------------------------------------------------------------------------
    def _registered(self, person: Optional[Person], field: str, original: str) -> str:
        """The canonical form: the registered value for a registry match, else the text."""
        value = getattr(person, field, "") if person is not None and field else ""
        return fold(value or original).strip()

    def _city(self, canon: str, salt: str) -> Tuple[str, str]:
        return addresses.city_pair(self._rng("city", canon, salt), self._locale)

    def _cities_beside_postcodes(self, annotated: AnnotatedNote) -> Dict[str, str]:
        """Folded postcode -> canonical city, for each postcode span written beside a city span
        ("1000 Brussel", "London NW1 6XE"): detection gives them as two spans (ADDRESS and
        LOCATION), and the postcode's surrogate must be the one of the city's surrogate pair, not a
        postcode of some other town. The first pairing in the note wins (text order)."""
        text = self._text
        spans = sorted(annotated.spans, key=lambda sp: (sp.start, sp.end))
        pairs: Dict[str, str] = {}
        for left, right in zip(spans, spans[1:]):
            if not _BESIDE.fullmatch(text[left.end:right.start]):
                continue
            for postcode, city in ((left, right), (right, left)):
                if postcode.label == "ADDRESS" and city.label == "LOCATION":
                    parts = addresses.parse(text[postcode.start:postcode.end], self._locale)
                    if parts.postcode and not (parts.street or parts.number or parts.city):
                        person, field = self._ref(city)
                        canon = self._registered(person, "city" if field == "city" else "", text[city.start:city.end])
                        pairs.setdefault(fold(text[postcode.start:postcode.end]).strip(), canon)
        return pairs

    def _location(self, original: str, person, field, salt) -> str:
        city = self._city(self._registered(person, "city" if field == "city" else "", original), salt)[1]
        return apply_case(case_pattern(original), city)

    def _address(self, original: str, person, field, salt) -> str:
        parts = addresses.parse(original, self._locale)
        pieces = []
        street_canon = ""
        if parts.street:
            s, e = parts.street
            street_canon = self._registered(person, "street" if field == "street" else "", original[s:e])
            street = addresses.street_name(self._rng("street", street_canon, salt), self._locale, self._s.faker)
            pieces.append((s, e, apply_case(case_pattern(original[s:e]), street)))
        if parts.number:
            s, e = parts.number
            rng = self._rng("house_number", street_canon, fold(original[s:e]), salt)
            pieces.append((s, e, addresses.house_number(original[s:e], rng)))
        if parts.city or parts.postcode:
            city_text = original[parts.city[0]:parts.city[1]] if parts.city else ""
            if city_text:
                canon = fold(city_text)
            else:  # a postcode alone: the city written beside it, else the postcode itself
                canon = self._postcode_cities.get(fold(original).strip(),
                                                  "postcode:" + original[parts.postcode[0]:parts.postcode[1]])
            postcode, city = self._city(canon, salt)
            if parts.postcode:
                s, e = parts.postcode
                pieces.append((s, e, addresses.postcode_like(original[s:e], postcode)))
            if parts.city:
                s, e = parts.city
                pieces.append((s, e, apply_case(case_pattern(original[s:e]), city)))
        if not pieces:  # nothing recognised: a whole street line of the locale
            rng = self._rng("street", fold(original), salt)
            street = addresses.street_name(rng, self._locale, self._s.faker)
            # A street named without its number ("woont in de Molenstraat", "rue des Acacias") gets none.
            return street + " " + str(rng.randint(1, 120)) if any(ch.isdigit() for ch in original) else street
        out, cursor = [], 0
        for s, e, text in sorted(pieces):
            out.append(original[cursor:s])
            out.append(text)
            cursor = e
        out.append(original[cursor:])
        return "".join(out)

    # --- contacts and ids ------------------------------------------------------------------
    def _phone(self, original: str, person, field, salt) -> str:
        if spelled_digits.spelled(original):
            return spelled_digits.respelled(original, self._rng("phone", fold(original), salt))
        return contacts.phone(original, self._rng("phone", contacts.phone_canon(original), salt))

    def _domain_word(self, label: str) -> str:
        pool = people.surnames(people.region(self._locale), False)
        name = pool[self._rng("domain", fold(label)).randrange(len(pool))]
        return "".join(c for c in fold(name) if c.isalnum())

    def _email(self, original: str, person, field, salt) -> str:
        rng = self._rng("email", fold(original), salt)
        if person is None:
            person = self._email_owner(original)
        if person is not None and person.key in self._plan.persons:
            sp = self._plan.persons[person.key]
            return contacts.email(original, rng, sp.first_names[0], sp.surname, self._domain_word,
                                  person.first_name, person.last_name)
        first = people.first_names(people.region(self._locale), rng.choice("FM"))
        last = people.surnames(people.region(self._locale), False)
        return contacts.email(original, rng, first[rng.randrange(len(first))], last[rng.randrange(len(last))], self._domain_word)

    def _email_owner(self, original: str) -> Optional[Person]:
        """The registry person whose surname the local part spells, if exactly one."""
        local = letters_only(original.split("@", 1)[0])
        owners = [p for p in self._persons.values() if letters_only(p.last_name) and letters_only(p.last_name) in local]
        return owners[0] if len(owners) == 1 else None

    def _url(self, original: str, person, field, salt) -> str:
        return contacts.url(original, self._rng("url", fold(original), salt), self._domain_word)

    def _id(self, original: str, person, field, salt) -> str:
        if spelled_digits.spelled(original):
            return spelled_digits.respelled(original, self._rng("id", fold(original), salt))
        rng = self._rng("id", ids.compact(original), salt)
        names_for_code = ("", "")
        if person is not None and person.key in self._plan.persons:
            sp = self._plan.persons[person.key]
            names_for_code = (sp.first_names[0], sp.surname)
        return ids.surrogate_id(original, self._locale, rng, self._shift, names_for_code)

    # --- professions, organizations, generative fallback ----------------------------------
    def _profession(self, original: str, person, field, salt) -> str:
        return lexical.profession(original, self._rng("profession", fold(original), salt), self._locale)

    def _organization(self, original: str, person, field, salt) -> str:
        rng = self._rng("organization", fold(original), salt)

        def company(r) -> str:
            faker = self._s.faker(self._locale)
            faker.seed_instance(r.getrandbits(64))
            return faker.company()

        return lexical.organization(original, rng, self._locale, lambda: addresses.city_pair(rng, self._locale)[1], company)

    def _cloze(self, span: Span, original: str, person: Optional[Person], field: str) -> Optional[str]:
        """The masked LM's pick among candidates of the span's kind and shape (module
        ``deid.surrogates.fallback``, cloze among candidates); ``None`` leaves the span to the rules.

        Candidates are drawn per (patient, original, i) with the keyed generator, so the set is the
        same wherever the note runs; the model's choice depends on the context, so one person may
        get different surrogates in two sentences: consistency is what this strategy trades for
        fit (``bench/pseudonym_quality.py`` measures both)."""
        count = self._config.generative_candidates
        if span.label == "NAME":
            candidates = self._name_candidates(original, person, field, count)
        else:
            drawn = (self._renderers[span.label](original, person, field, f"cloze{i}") for i in range(count))
            candidates = list(dict.fromkeys(c for c in drawn if not _reveals(c, original)
                                            and not self._names_a_person(c)))
        if not candidates:
            return None
        left = self._text[max(0, span.start - CONTEXT_CHARS):span.start]
        right = self._text[span.end:span.end + CONTEXT_CHARS]
        chosen = self._s.fallback.choose(left, right, candidates)
        if chosen is None:
            return None
        self.comments.add(COMMENT_GENERATIVE)
        return chosen

    def _name_candidates(self, original: str, person: Optional[Person], field: str, count: int) -> list:
        """``count`` surrogate names in the mention's shape (its first names, initials and
        surname, cased as written), of the person's gender where the registry or the mention tells
        it, drawn from the locale's name lists; none for bare initials, which stay the rules'."""
        if _bare_initials(original):
            return []
        registered = person is not None and person.key in self._plan.persons
        if registered:
            forced = {"first_name": names.FIRST, "last_name": names.LAST}.get(field)
            firsts = [fold(w) for w in person.first_name.split()]
            mention = names.parse(original, self._locale, forced=forced,
                                  is_first=lambda w: any(difflib.SequenceMatcher(None, fold(w), r).ratio() >= 0.75
                                                         for r in firsts))
            gender = person.gender if person.gender in ("F", "M") else people.first_name_gender(person.first_name)
        else:
            mention = names.parse(original, self._locale, is_first=lambda w: fold(w) in self._first_hints)
            given_words = [w for _, w in mention.given() if not names.is_initials(w)]
            gender = mention.honorific_gender or (people.first_name_gender(given_words[0]) if given_words else "")
        surname_text = mention.surname_text()
        canon = names.surname_canon(surname_text) or fold(original)
        particle = names.has_particle(surname_text)
        forbidden = frozenset(self._plan.forbidden | {letters_only(w) for w in original.split() if letters_only(w)})
        redraws = self._config.max_redraws
        out = []
        for i in range(count):
            try:
                surname = names.draw_surname(self._draw, self._patient, f"cloze{i}:{canon}", self._locale, particle,
                                             forbidden, set(), redraws)
                firsts_drawn = names.draw_first_names(self._draw, ("cloze", str(i), self._patient, canon),
                                                      self._locale, gender, forbidden, set(), redraws, count=3)
            except names.NameDrawError:
                continue
            rendered = names.render(mention, lambda j: firsts_drawn[j % len(firsts_drawn)], surname)
            if not _reveals(rendered, original):
                out.append(rendered)
        return list(dict.fromkeys(out))

    def _generative(self, span: Span, original: str) -> Optional[str]:
        left = self._text[max(0, span.start - CONTEXT_CHARS):span.start]
        right = self._text[span.end:span.end + CONTEXT_CHARS]
        proposed = self._s.fallback.propose(left, original, right, span.label, self._rng("generative", fold(original)))
        if proposed is not None and not _reveals(proposed, original):
            self.comments.add(COMMENT_GENERATIVE)
            return proposed
        return None


# What may stand between a postcode and its city: "1000 Brussel", "28300, Aranjuez", "B-1000 - Bruxelles".
_BESIDE = re.compile(r"[ \t]{0,3}[,-]?[ \t]{0,3}")
_WORD_SPLIT = re.compile(r"[\W\d_]+")
_INITIALS_JOIN = re.compile(r"\s?[/+&]\s?")
_BARE_INITIAL_TOKEN = re.compile(r"[^\W\d_]{2,3}")


def _bare_initials(text: str) -> bool:
    """Initials alone, undotted: two or three capitals or small letters, possibly several joined by
    a slash, "+" or "&" ("AV", "jb", "IS/LO", "IS + LO")."""
    parts = _INITIALS_JOIN.split(text)
    return all(2 <= len(p) <= 3 and p.isalpha() and (p.isupper() or p.islower()) for p in parts)


def _reveals(surrogate: str, original: str) -> bool:
    """Whether the surrogate equals or contains the original (folded letters and digits)."""
    s = "".join(c for c in fold(surrogate) if c.isalnum())
    o = "".join(c for c in fold(original) if c.isalnum())
    return bool(o) and (s == o or (len(o) >= 3 and o in s))


_DATEPARSER_LANG = {"nl": "nl", "fr": "fr", "en": "en", "de": "de", "es": "es", "it": "it"}


def _dateparser(text: str, locale: str) -> Optional[dt.date]:
    import dateparser  # slow import (~0.5 s): only when the scanner gives up

    lang = _DATEPARSER_LANG.get(locale.split("_")[0])
    try:
        found = dateparser.parse(
            text, languages=[lang] if lang else None,
            settings={"DATE_ORDER": "MDY" if locale == "en_US" else "DMY", "REQUIRE_PARTS": ["day", "month", "year"]},
        )
    except Exception:  # dateparser raises on odd input; the caller falls back to a keyed date
        return None
    return found.date() if found else None
