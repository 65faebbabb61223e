"""Weekday names per language (full and abbreviated, lower case), index 0 = Monday.

Month names live in ``deid.lexicon.months`` (shared with date detection);
weekdays are only needed here, to re-name the day of a shifted date
("maandag 12 maart" -> "vrijdag 3 april").
"""
from __future__ import annotations

from typing import Dict, Tuple

WEEKDAYS: Dict[str, Tuple[Tuple[str, ...], ...]] = {
    "nl": (("maandag", "ma"), ("dinsdag", "di"), ("woensdag", "wo"), ("donderdag", "do"),
           ("vrijdag", "vr"), ("zaterdag", "za"), ("zondag", "zo")),
    "fr": (("lundi", "lun"), ("mardi", "mar"), ("mercredi", "mer"), ("jeudi", "jeu"),
           ("vendredi", "ven"), ("samedi", "sam"), ("dimanche", "dim")),
    "en": (("monday", "mon"), ("tuesday", "tue", "tues"), ("wednesday", "wed"), ("thursday", "thu", "thurs"),
           ("friday", "fri"), ("saturday", "sat"), ("sunday", "sun")),
    "de": (("montag", "mo"), ("dienstag", "di"), ("mittwoch", "mi"), ("donnerstag", "do"),
           ("freitag", "fr"), ("samstag", "sa"), ("sonntag", "so")),
    "es": (("lunes", "lun"), ("martes", "mar"), ("miércoles", "mié", "mie"), ("jueves", "jue"),
           ("viernes", "vie"), ("sábado", "sáb", "sab"), ("domingo", "dom")),
    "it": (("lunedì", "lun"), ("martedì", "mar"), ("mercoledì", "mer"), ("giovedì", "gio"),
           ("venerdì", "ven"), ("sabato", "sab"), ("domenica", "dom")),
}

# Words that may sit inside a date and are copied as they are ("12 de marzo de 2021", "the 3rd of May").
DATE_FILLERS = frozenset({"de", "del", "of", "the", "le", "la", "den", "der", "el", "il", "lo", "om", "à", "a", "at", "um", "h", "u", "uur"})
# Ordinal suffixes after a day number.
ORDINAL_SUFFIXES = frozenset({"er", "re", "e", "ème", "st", "nd", "rd", "th", "ste", "de", "º", "°", "o"})
