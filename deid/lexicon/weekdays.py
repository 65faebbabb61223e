"""Weekday names per language, full and abbreviated, lower case.

Index 0 is Monday. Dates are often written with their weekday in front
("Tuesday 12 March 2021", "di 12/03", "mardi 12 mars"); the date detector
takes the weekday into the span so that no half of the date stays behind.
"""
from __future__ import annotations

from typing import Dict, Tuple

WEEKDAYS: Dict[str, Tuple[Tuple[str, ...], ...]] = {
    "nl": (("maandag", "ma"), ("dinsdag", "di"), ("woensdag", "wo"), ("donderdag", "do"),
           ("vrijdag", "vr"), ("zaterdag", "za"), ("zondag", "zo")),
    "fr": (("lundi", "lun"), ("mardi", "mar"), ("mercredi", "mer"), ("jeudi", "jeu"),
           ("vendredi", "ven"), ("samedi", "sam"), ("dimanche", "dim")),
    "en": (("monday", "mon"), ("tuesday", "tue", "tues"), ("wednesday", "wed"),
           ("thursday", "thu", "thur", "thurs"), ("friday", "fri"), ("saturday", "sat"),
           ("sunday", "sun")),
    "de": (("montag", "mo"), ("dienstag", "di"), ("mittwoch", "mi"), ("donnerstag", "do"),
           ("freitag", "fr"), ("samstag", "sonnabend", "sa"), ("sonntag", "so")),
    "es": (("lunes", "lun"), ("martes", "mar"), ("miércoles", "miercoles", "mié", "mie"),
           ("jueves", "jue"), ("viernes", "vie"), ("sábado", "sabado", "sáb", "sab"),
           ("domingo", "dom")),
    "it": (("lunedì", "lunedi", "lun"), ("martedì", "martedi", "mar"),
           ("mercoledì", "mercoledi", "mer"), ("giovedì", "giovedi", "gio"),
           ("venerdì", "venerdi", "ven"), ("sabato", "sab"), ("domenica", "dom")),
}


# Belgian, Spanish and Italian logs write the weekday in two letters too ("lu 08/04", "mi 23/07",
# "gi 24/07"), words of the language elsewhere ("je", "me", "mi"): read only right before a date
# (``deid.detect.patterns.dates``, a log entry's opening in ``deid.detect.name_signatures``), and kept
# out of ``WEEKDAYS``, whose forms its callers read anywhere.
TWO_LETTER_ROMANCE: Dict[str, Tuple[str, ...]] = {
    "fr": ("lu", "ma", "me", "je", "ve", "sa", "di"),
    "es": ("lu", "ma", "mi", "ju", "vi", "sa", "do"),
    "it": ("lu", "ma", "me", "gi", "ve", "sa", "do"),
}


def weekday_names(min_length: int = 3) -> Tuple[str, ...]:
    """Every weekday spelling of every language at least ``min_length`` long.

    Two-letter abbreviations ("ma", "di", "do") are ordinary words in several
    languages, so callers leave them out by default.
    """
    names = {name for days in WEEKDAYS.values() for forms in days for name in forms}
    return tuple(sorted(n for n in names if len(n) >= min_length))
