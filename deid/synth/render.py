"""Filling phrase templates: the slots every language's phrases may use.

A template is plain text with ``{SLOT}`` markers; each slot writes either
plain text or an identifier (with its label and ``linked`` flag) into the
``NoteBuilder``, so gold offsets are exact by construction. Templates are
parsed once and cached. Slots:

==============  ==============================================================
``P``           the patient's name in a random form, sometimes after an honorific
``PH``          honorific + surname (or initial + surname): "Mevrouw Danneels"
``PAGE``        an age phrase with its noun: "72-jarige vrouw" (AGE span inside)
``BDATE``       the patient's birth date (BIRTHDATE)
``DATE``        a date near the note's date; ``ADMDATE`` the admission date
``NDATE``       the note's date
``GP``/``DOC``  the GP / a registry specialist, with a title (linked)
``STAFF``       a physician not in the registry, with a title (not linked)
``NURSE``       a nurse not in the registry, name only (not linked)
``REL``         a relative: relation word + name (linked when in the registry)
``RELPHONE``    that relative's phone
``CITY``        the patient's city (LOCATION); ``ADDR`` their street line
``PHONE``/``EMAIL``/``MRN``/``NATID``  the patient's contact details and ids
``HOSP``/``PRACTICE``/``LAB``  organisations; ``HCITY`` the hospital's city
``PROF``        the patient's occupation (PROFESSION)
``DEPT``        the department (plain text: a ward is not an identifier)
``DX``, ``SYMPTOM``, ``DRUG``, ``EPONYM``, ``BP``, ``HR``, ``TEMP``, ``SAT``,
``TIME``, ``N``, ``DAYS``, ``SCORE``  clinical content that is not identifying
==============  ==============================================================
"""
from __future__ import annotations

import datetime as dt
import random
import re
from typing import Callable, Dict, List, Mapping, Optional, Sequence, Tuple, Union

from deid.lexicon.months import language_of
from deid.synth import clinical, names, organizations
from deid.lexicon.pools import places
from deid.synth.builder import NoteBuilder
from deid.synth.cast import RELATIONS, Actor, LocalePool, Patient
from deid.synth.dates import age_at, age_phrase, format_date
from deid.synth.phones import format_phone
from deid import identifiers as ids

TYPO_RATE = 0.15  # share of linked name mentions written with 1-2 typos
_SLOT = re.compile(r"\{([A-Z]+)\}")
_CACHE: Dict[str, List[Union[str, Tuple[str]]]] = {}


def _parse(template: str) -> List[Union[str, Tuple[str]]]:
    parsed = _CACHE.get(template)
    if parsed is None:
        parsed = []
        pos = 0
        for m in _SLOT.finditer(template):
            if m.start() > pos:
                parsed.append(template[pos:m.start()])
            parsed.append((m.group(1),))
            pos = m.end()
        if pos < len(template):
            parsed.append(template[pos:])
        _CACHE[template] = parsed
    return parsed


class NoteContext:
    """Everything one note draws from, and the slot writers."""

    def __init__(self, rng: random.Random, patient: Patient, pool: LocalePool, note_date: dt.date,
                 phrases: Mapping[str, Sequence[str]], builder: NoteBuilder):
        self.rng = rng
        self.patient = patient
        self.pool = pool
        self.note_date = note_date
        self.admission_date = note_date - dt.timedelta(days=rng.randint(0, 12))
        self.phrases = phrases
        self.b = builder
        self.lang = language_of(patient.locale)
        self.locale = patient.locale
        self._relative: Optional[Actor] = None

    # --- templates ------------------------------------------------------------
    def say(self, template: str) -> None:
        for piece in _parse(template):
            if isinstance(piece, str):
                self.b.text(piece)
            else:
                slot = _SLOTS.get(piece[0])
                if slot is None:
                    raise KeyError(f"unknown template slot {piece[0]}")
                slot(self)

    def pick(self, key: str) -> str:
        return self.rng.choice(self.phrases[key])

    def say_one(self, key: str) -> None:
        self.say(self.pick(key))

    # --- people -----------------------------------------------------------------
    def name(self, actor: Actor, style: Optional[str] = None) -> None:
        rng = self.rng
        text = names.name_form(actor.first, actor.last, style or names.draw_style(rng, allow_first=False))
        if actor.linked and rng.random() < TYPO_RATE:
            text = names.typo(rng, text, 2 if rng.random() < 0.25 else 1)
        self.b.entity(text, "NAME", actor.linked)

    def patient_actor(self) -> Actor:
        p = self.patient
        return Actor(p.first, p.last, p.gender, True)

    def honorific(self, gender: str) -> str:
        return self.rng.choice(names.HONORIFICS[self.lang][gender])

    def doctor(self, actor: Actor) -> None:
        rng = self.rng
        if rng.random() < 0.85:
            self.b.text(rng.choice(names.DOCTOR_TITLES[self.lang][actor.gender]) + " ")
        self.name(actor, rng.choice(("full", "full", "surname", "initial", "caps_surname_first")))

    def specialist(self) -> Actor:
        if self.patient.specialists and self.rng.random() < 0.7:
            return self.rng.choice(self.patient.specialists)
        return self.rng.choice(self.pool.staff[self.patient.hospital.name])

    def relative(self) -> Actor:
        if self._relative is None:
            known = self.patient.relatives + self.patient.contacts
            if known and self.rng.random() < 0.85:
                self._relative = self.rng.choice(known)
            else:  # family the registry does not know: a name that is not linked
                first, last, gender = self.pool.person(self.rng, False)
                self._relative = Actor(first, last, gender, False, self.rng.choice(("child", "sibling", "neighbour")))
        return self._relative

    def _slot_P(self) -> None:
        if self.rng.random() < 0.2:
            self._slot_PH()
        else:
            self.name(self.patient_actor())

    def _slot_PH(self) -> None:
        p = self.patient
        self.b.text(self.honorific(p.gender) + " ")
        self.name(self.patient_actor(), self.rng.choice(("surname", "surname", "surname", "initial", "full", "caps_surname")))

    def _slot_PAGE(self) -> None:
        before, span, after = age_phrase(self.rng, age_at(self.patient.birth_date, self.note_date), self.patient.gender, self.lang)
        self.b.text(before)
        self.b.entity(span, "AGE", False)
        self.b.text(after)

    def _slot_GP(self) -> None:
        self.doctor(self.patient.gp)

    def _slot_DOC(self) -> None:
        self.doctor(self.specialist())

    def _slot_STAFF(self) -> None:
        self.doctor(self.rng.choice(self.pool.staff[self.patient.hospital.name]))

    def _slot_NURSE(self) -> None:
        nurse = self.rng.choice(self.pool.staff[self.patient.hospital.name])
        self.name(nurse, self.rng.choice(("first", "first", "full", "initial")))

    def _slot_REL(self) -> None:
        rel = self.relative()
        word = RELATIONS[rel.relation][self.lang][0 if rel.gender == "F" else 1]
        self.b.text(word + " ")
        self.name(rel, self.rng.choice(("first", "full", "full")))

    def _slot_RELPHONE(self) -> None:
        rel = self.relative()
        if rel.phone is None:
            self._slot_PHONE()
        else:
            self.b.entity(format_phone(self.rng, rel.phone), "PHONE", rel.linked)

    # --- dates ------------------------------------------------------------------
    def date(self, value: dt.date, label: str = "DATE", linked: bool = False, numeric: bool = False) -> None:
        self.b.entity(format_date(self.rng, value, self.lang, numeric_only=numeric), label, linked)

    def _slot_BDATE(self) -> None:
        self.date(self.patient.birth_date, "BIRTHDATE", True)

    def _slot_DATE(self) -> None:
        self.date(self.note_date - dt.timedelta(days=self.rng.randint(1, 400)))

    def _slot_ADMDATE(self) -> None:
        self.date(self.admission_date)

    def _slot_NDATE(self) -> None:
        self.date(self.note_date)

    # --- places, contact details, ids ------------------------------------------------
    def _slot_CITY(self) -> None:
        self.b.entity(self.patient.city, "LOCATION", True)

    def _slot_HCITY(self) -> None:
        self.b.entity(self.patient.hospital.city, "LOCATION", False)

    def _slot_ADDR(self) -> None:
        p = self.patient
        self.b.entity(places.street_line(p.locale, p.street, p.house_number), "ADDRESS", True)

    def postcode_city(self) -> None:
        # Two spans, as the annotation guides write them (MEDDOCAN, i2b2): the postcode
        # is part of the postal address, the city is a place.
        p = self.patient
        self.b.entity(p.postcode, "ADDRESS", True)
        self.b.text(" ")
        self.b.entity(p.city, "LOCATION", True)

    def _slot_PHONE(self) -> None:
        self.b.entity(format_phone(self.rng, self.patient.phone), "PHONE", True)

    def _slot_EMAIL(self) -> None:
        if self.patient.email:
            self.b.entity(self.patient.email, "EMAIL", True)
        else:
            self._slot_PHONE()

    def _slot_MRN(self) -> None:
        self.b.entity(self.patient.mrn, "ID", True)

    def _slot_NATID(self) -> None:
        p = self.patient
        style = self.rng.choice(ids.id_styles(p.id_kind))
        self.b.entity(ids.format_id(p.id_kind, p.national_id, style), "ID", True)

    def _slot_HOSP(self) -> None:
        self.b.entity(self.patient.hospital.name, "ORGANIZATION", False)

    def _slot_PRACTICE(self) -> None:
        self.b.entity(self.rng.choice(organizations.practices(self.locale)), "ORGANIZATION", False)

    def _slot_LAB(self) -> None:
        self.b.entity(self.rng.choice(organizations.labs(self.locale)), "ORGANIZATION", False)

    def _slot_PROF(self) -> None:
        self.b.entity(self.patient.profession, "PROFESSION", False)

    def _slot_DEPT(self) -> None:
        self.b.text(organizations.DEPARTMENTS[self.lang][self.patient.group])

    # --- clinical content (never identifying) ---------------------------------------
    def _slot_DX(self) -> None:
        self.b.text(self.rng.choice(clinical.DIAGNOSES[self.lang][self.patient.group]))

    def _slot_SYMPTOM(self) -> None:
        self.b.text(self.rng.choice(clinical.SYMPTOMS[self.lang][self.patient.group]))

    def _slot_DRUG(self) -> None:
        self.b.text(clinical.drug_line(self.rng, self.lang))

    def _slot_EPONYM(self) -> None:
        self.b.text(self.rng.choice(clinical.EPONYMS[self.lang]))

    def _slot_BP(self) -> None:
        self.b.text(f"{self.rng.randint(95, 175)}/{self.rng.randint(55, 100)}")

    def _slot_HR(self) -> None:
        self.b.text(str(self.rng.randint(48, 125)))

    def _slot_TEMP(self) -> None:
        value = f"{self.rng.uniform(35.8, 39.6):.1f}"
        self.b.text(value if self.lang == "en" else value.replace(".", ","))

    def _slot_SAT(self) -> None:
        self.b.text(str(self.rng.randint(86, 100)))

    def _slot_TIME(self) -> None:
        h, m = self.rng.randint(0, 23), self.rng.choice((0, 5, 10, 15, 20, 30, 40, 45, 50))
        shape = self.rng.choice(clinical.TIME_SHAPES[self.lang])
        self.b.text(shape.format(h=h, hh=f"{h:02d}", mm=f"{m:02d}"))

    def _slot_N(self) -> None:
        self.b.text(str(self.rng.randint(2, 6)))

    def _slot_DAYS(self) -> None:
        self.b.text(str(self.rng.randint(2, 14)))

    def _slot_SCORE(self) -> None:
        self.b.text(f"{self.rng.randint(0, 10)}/10")


# Slot name -> writer, collected once (looking methods up per note would cost more than the note).
_SLOTS: Dict[str, Callable[[NoteContext], None]] = {
    name[len("_slot_"):]: fn for name, fn in vars(NoteContext).items() if name.startswith("_slot_")
}
