"""The five note layouts: admission note, discharge letter, nursing note, referral, lab report.

Layouts are shared by all languages (the words come from ``deid.synth.phrases``);
what varies per note is drawn: field order and labels in header blocks,
separators, blank lines, capitalised titles, which sections appear.
Address convention: the street line ("Kerkstraat 12") is an ADDRESS span; in
"postcode city" ("9000 Gent") the postcode is ADDRESS and the city LOCATION;
a city alone is LOCATION.
"""
from __future__ import annotations

import datetime as dt
import random
from typing import Callable, Dict, Tuple

from deid import identifiers as ids
from deid.synth import clinical
from deid.lexicon.pools import places
from deid.synth.builder import NoteBuilder
from deid.synth.cast import LocalePool, Patient
from deid.synth.phones import draw_phone, format_phone
from deid.synth.phrases import PHRASES
from deid.synth.render import NoteContext

NOTE_TYPES = ("admission", "discharge", "nursing", "referral", "lab")
_NOTE_WEIGHTS = (0.22, 0.22, 0.22, 0.17, 0.17)
_SEPARATORS = (": ", ":", ":\t", " : ", " - ", ":  ")


def _title(c: NoteContext, key: str) -> None:
    title = c.pick(key)
    if c.rng.random() < 0.3:
        title = title.upper()
    c.b.text(title + "\n")
    if c.rng.random() < 0.3:
        c.b.text(c.rng.choice("=-_") * len(title) + "\n")
    if c.rng.random() < 0.5:
        c.b.text("\n")


def _field(c: NoteContext, label_key: str, sep: str, write: Callable[[], None]) -> None:
    c.b.text(c.pick(label_key) + sep)
    write()
    c.b.text("\n")


def _header_block(c: NoteContext, keys: Tuple[str, ...]) -> None:
    """Labelled fields in random order; each field writes its identifier(s)."""
    sep = c.rng.choice(_SEPARATORS)
    p = c.patient
    writers: Dict[str, Callable[[], None]] = {
        "lbl_name": lambda: c.name(c.patient_actor(), c.rng.choice(("caps_surname_first", "surname_comma", "full", "surname_first"))),
        "lbl_birth": lambda: c.date(p.birth_date, "BIRTHDATE", True, numeric=c.rng.random() < 0.7),
        "lbl_address": lambda: (c.say("{ADDR}" + c.rng.choice((", ", " - ", "\n" + " " * c.rng.randint(0, 10)))), c.postcode_city()),
        "lbl_natid": lambda: c.say("{NATID}"),
        "lbl_mrn": lambda: c.say("{MRN}"),
        "lbl_phone": lambda: c.say("{PHONE}"),
        "lbl_gp": lambda: c.say("{GP}"),
        "lbl_email": lambda: c.say("{EMAIL}"),
        "lbl_iban": lambda: c.b.entity(ids.format_id("iban", p.iban, c.rng.choice(("printed", "compact"))), "ID", True),
    }
    order = list(keys)
    c.rng.shuffle(order)
    if "lbl_name" in order and c.rng.random() < 0.7:  # the name usually comes first
        order.remove("lbl_name")
        order.insert(0, "lbl_name")
    for key in order:
        _field(c, key, sep, writers[key])
    c.b.text("\n")


def _section(c: NoteContext, key: str) -> None:
    heading = c.pick(key)
    style = c.rng.random()
    if style < 0.4:
        c.b.text(f"\n{heading}:\n")
    elif style < 0.7:
        c.b.text(f"\n{heading.upper()}\n")
    else:
        c.b.text(f"\n{heading}: ")


def _sentences(c: NoteContext, key: str, low: int, high: int) -> None:
    options = list(c.phrases[key])
    c.rng.shuffle(options)
    for template in options[: c.rng.randint(low, high)]:
        c.say(template)
        c.b.text(c.rng.choice((" ", " ", "\n", "  ")))


def _medication(c: NoteContext) -> None:
    _section(c, "sec_meds")
    bullet = c.rng.choice(("- ", "* ", "• ", "", "  "))
    if not c.b.ends_with_newline():
        c.b.text("\n")
    for _ in range(c.rng.randint(2, 5)):
        c.b.text(bullet + clinical.drug_line(c.rng, c.lang) + "\n")


def _signature(c: NoteContext, gp: bool) -> None:
    rng = c.rng
    doctor = c.patient.gp if gp else c.specialist()
    c.b.text("\n" + c.pick("closing") + "\n\n" * rng.randint(1, 2))
    c.doctor(doctor)
    c.b.text("\n")
    # The signer's role ("huisarts", "Consultant Cardiologist") is no PROFESSION identifier: as
    # in the i2b2 2014 and MEDDOCAN guidelines, PROFESSION is the occupation of the patient or
    # a relative (render.py's PROF); the staff's role identifies no one and the NER gate
    # (deid.detect.ner_gate) keeps it in the text.
    c.b.text(c.pick("prof_gp" if gp else "prof_specialist"))
    c.b.text("\n")
    if doctor.phone is not None and rng.random() < 0.7:
        c.b.text(c.pick("lbl_phone") + rng.choice((": ", " ", ". ")))
        c.b.entity(format_phone(rng, doctor.phone), "PHONE", doctor.linked)
        c.b.text("\n")
    if doctor.email and rng.random() < 0.6:
        c.b.text(rng.choice(("", c.pick("lbl_email") + ": ")))
        c.b.entity(doctor.email, "EMAIL", doctor.linked)
        c.b.text("\n")


def admission(c: NoteContext) -> None:
    _title(c, "title_admission")
    if c.rng.random() < 0.6:
        _header_block(c, ("lbl_name", "lbl_birth", "lbl_mrn") + (("lbl_gp",) if c.rng.random() < 0.5 else ()))
    c.b.text(c.pick("lbl_date") + ": ")
    c.say("{ADMDATE}")
    c.b.text(" {TIME}\n".replace("{TIME}", "") if c.rng.random() < 0.5 else "\n")
    _section(c, "sec_history")
    c.say_one("intro")
    c.b.text(" ")
    _sentences(c, "history", 1, 3)
    _sentences(c, "social", 0, 2)
    _section(c, "sec_exam")
    c.say_one("exam")
    if c.rng.random() < 0.7:
        _medication(c)
    _section(c, "sec_plan")
    _sentences(c, "plan", 1, 2)
    c.b.text("\n")
    c.say(c.rng.choice(("{DOC}", "{STAFF}", "{STAFF} / {DOC}")))
    c.b.text("\n")


def discharge(c: NoteContext) -> None:
    rng, p = c.rng, c.patient
    c.say("{HOSP}\n")
    c.say("{DEPT}\n")
    if rng.random() < 0.7:  # the hospital's own address and switchboard: identifiers, but nobody's in the registry
        street = rng.choice(places.STREETS[p.locale])
        c.b.entity(places.street_line(p.locale, street, str(rng.randint(1, 250))), "ADDRESS", False)
        c.b.text(", ")
        c.say("{HCITY}\n")
        c.b.text(c.pick("lbl_phone") + " ")
        c.b.entity(format_phone(rng, draw_phone(rng, p.locale, mobile=False)), "PHONE", False)
        c.b.text("\n")
    if rng.random() < 0.15:
        c.b.entity(f"https://www.{p.hospital.domain}", "URL", False)
        c.b.text("\n")
    c.b.text("\n")
    c.say("{GP}\n")
    if rng.random() < 0.5:
        c.say("{PRACTICE}\n")
    c.b.text("\n")
    if rng.random() < 0.6:
        c.say("{HCITY}, {NDATE}\n\n")
    else:
        c.say("{NDATE}\n\n")
    _title(c, "title_discharge")
    c.say_one("regarding")
    c.b.text("\n")
    if rng.random() < 0.5:
        c.b.text(c.pick("lbl_mrn") + ": ")
        c.say("{MRN}\n")
    c.b.text("\n")
    c.say_one("greeting")
    c.b.text("\n\n")
    c.say_one("intro")
    c.b.text("\n")
    _section(c, "sec_history")
    _sentences(c, "history", 1, 3)
    _sentences(c, "social", 0, 1)
    _section(c, "sec_exam")
    c.say_one("exam")
    _medication(c)
    _section(c, "sec_plan")
    _sentences(c, "plan", 1, 3)
    _signature(c, gp=False)


def nursing(c: NoteContext) -> None:
    if c.rng.random() < 0.6:
        c.b.text(c.pick("title_nursing") + " ")
        c.say("{NDATE} - {DEPT}\n")
    options = list(c.phrases["nursing"])
    for _ in range(c.rng.randint(3, 7)):
        c.say(c.rng.choice(options))
        c.b.text("\n")
    if c.rng.random() < 0.5:
        c.say("-- {NURSE}\n")


def referral(c: NoteContext) -> None:
    rng = c.rng
    if rng.random() < 0.6:
        c.say("{PRACTICE}\n")
    _title(c, "title_referral")
    keys = ("lbl_name", "lbl_birth", "lbl_address", "lbl_natid", "lbl_phone")
    keys += tuple(k for k in ("lbl_mrn", "lbl_email", "lbl_gp") if rng.random() < 0.5)
    if rng.random() < 0.08:
        keys += ("lbl_iban",)
    _header_block(c, keys)
    c.say("{HOSP} - {DEPT}\n\n")
    c.say_one("greeting")
    c.b.text("\n")
    _sentences(c, "referral_ask", 1, 2)
    _sentences(c, "history", 1, 2)
    if rng.random() < 0.5:
        _medication(c)
    _signature(c, gp=True)


def lab(c: NoteContext) -> None:
    rng = c.rng
    c.say("{LAB}\n" if rng.random() < 0.4 else "{HOSP}\n")
    _title(c, "title_lab")
    _header_block(c, ("lbl_name", "lbl_birth", "lbl_mrn"))
    c.b.text(c.pick("lbl_requester") + ": ")
    c.say(rng.choice(("{DOC}", "{GP}", "{STAFF}")))
    c.b.text("\n" + c.pick("lbl_sample") + ": ")
    c.say("{NDATE} {TIME}\n\n")
    names = clinical.LAB_NAMES[c.lang]
    width = max(len(n) for n in names.values()) + 2
    c.b.text(f"{c.pick('lbl_test'):<{width}}{c.pick('lbl_result'):>10}  {c.pick('lbl_unit'):<14}{c.pick('lbl_ref')}\n")
    tests = list(clinical.LAB_TESTS)
    rng.shuffle(tests)
    decimal = "." if c.lang == "en" else rng.choice((",", "."))
    for key, unit, low, high, digits in tests[: rng.randint(4, 10)]:
        span = high - low
        value = rng.uniform(max(0.0, low - span * 0.4), high + span * 0.6)
        flag = " H" if value > high else " L" if value < low else "  "
        shown = f"{value:.{digits}f}".replace(".", decimal)
        ref = f"{low:.{digits}f} - {high:.{digits}f}".replace(".", decimal)
        c.b.text(f"{names[key]:<{width}}{shown:>10}{flag} {unit:<14}{ref}\n")
    c.b.text("\n")
    _sentences(c, "lab_comment", 1, 2)
    c.b.text("\n")


_LAYOUTS: Dict[str, Callable[[NoteContext], None]] = {
    "admission": admission, "discharge": discharge, "nursing": nursing, "referral": referral, "lab": lab,
}


def draw_note_type(rng: random.Random) -> str:
    return rng.choices(NOTE_TYPES, _NOTE_WEIGHTS)[0]


def render_note(rng: random.Random, patient: Patient, pool: LocalePool, note_date: dt.date, note_type: str):
    """``(text, gold spans)`` of one note of ``note_type`` about ``patient``."""
    builder = NoteBuilder()
    context = NoteContext(rng, patient, pool, note_date, PHRASES[c_lang(patient)], builder)
    _LAYOUTS[note_type](context)
    return builder.build()


def c_lang(patient: Patient) -> str:
    return patient.locale.split("_", 1)[0]
