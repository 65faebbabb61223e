"""Measurement units and counted nouns that follow numbers in clinical notes.

A number followed by one of these is a quantity, not a year, postcode or
house number ("in 2000 mg", "1500 ml", "2019 patiënten").
"""
from __future__ import annotations

UNITS = (
    "mg", "g", "kg", "µg", "mcg", "ug", "ng", "ml", "l", "dl", "cl", "µl", "mmol", "mol", "meq",
    "ui", "iu", "ie", "e", "u", "eh", "mm", "cm", "m", "km", "mmhg", "kcal", "cal", "%", "x",
    "mg/dl", "mg/l", "g/l", "ml/h", "ml/min", "mosm", "bpm", "cc", "gy", "mci", "mbq", "hu",
)

# Counted nouns: a year-sized number followed by one of these is a count.
COUNT_WORDS = (
    "patients", "patiënten", "patienten", "pacientes", "pazienti", "cases", "gevallen", "cas",
    "casos", "casi", "fälle", "cells", "cellen", "cellules", "células", "cellule", "zellen",
    "euro", "eur", "euros", "steps", "stappen", "pas", "pasos", "passi", "schritte",
)
