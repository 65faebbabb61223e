"""Measurement units and counted nouns that follow numbers in clinical notes.

A number followed by one of these is a quantity, not a year, postcode or
house number ("in 2000 mg", "1500 ml", "2019 patiënten").
"""
from __future__ import annotations

import regex

UNITS = (
    "mg", "g", "kg", "µg", "mcg", "ug", "ng", "ml", "l", "dl", "cl", "µl", "mmol", "mol", "meq",
    "ui", "iu", "ie", "e", "u", "eh", "mm", "cm", "m", "km", "mmhg", "kcal", "cal", "%", "x",
    "mg/dl", "mg/l", "g/l", "ml/h", "ml/min", "mosm", "bpm", "cc", "gy", "mci", "mbq", "hu",
)

# Units of drugs and infusions: a number and one of these right after a word make it a drug
# ("Brivantol 875 mg"). One-letter units and grams are left out: "e", "l", "u" are also words, and a
# child's name may stand before a weight ("3150 g").
DOSE_UNITS = r"(?:mg|µg|ug|mcg|ml|cc|ui|ie|iu|u\.?i\.?|mmol|meq|gtt|mg/kg|mg/h|ml/h)"
# A dose where it starts, matched right after a word: " 875 mg", "500 MG".
DOSE_AFTER = regex.compile(r"[ \t]*\d+(?:[.,]\d+)?[ \t]*" + DOSE_UNITS + r"(?![\p{L}])", regex.IGNORECASE)

# Counted nouns: a year-sized number followed by one of these is a count.
COUNT_WORDS = (
    "patients", "patiënten", "patienten", "pacientes", "pazienti", "cases", "gevallen", "cas",
    "casos", "casi", "fälle", "cells", "cellen", "cellules", "células", "cellule", "zellen",
    "euro", "eur", "euros", "steps", "stappen", "pas", "pasos", "passi", "schritte",
)
