"""Measurement units and counted nouns that follow numbers in clinical notes.

A number followed by one of these is a quantity, not a year, postcode or
house number ("in 2000 mg", "1500 ml", "2019 patiënten").
"""
from __future__ import annotations

import regex

from deid.lexicon.name_lexicon import fold

UNITS = (
    "mg", "g", "kg", "µg", "mcg", "ug", "ng", "ml", "l", "dl", "cl", "µl", "mmol", "mol", "meq",
    "ui", "iu", "ie", "e", "u", "eh", "mm", "cm", "m", "km", "mmhg", "kcal", "cal", "%", "x",
    "mg/dl", "mg/l", "g/l", "ml/h", "ml/min", "mosm", "bpm", "cc", "gy", "mci", "mbq", "hu",
)
# The units folded as the word tables are compared (``deid.lexicon.name_lexicon.fold``): "mg", "ml", "µg".
UNIT_KEYS = frozenset(fold(unit) for unit in UNITS)

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

# Dosage forms, the word that makes a brand a product ("Daivobet Gel", "Bepanthen Salbe", "Voltaren
# Emulgel"): a name the model reads in such a brand is a drug's, not a person's. Per language; only
# words that are no preposition or verb there ("sobre" is Spanish for "about", "drops" an English
# verb: left out).
DOSAGE_FORMS = {
    "de": frozenset("""gel salbe creme crème lösung tabletten tablette tbl kapseln kapsel tropfen spray pflaster
        saft zäpfchen suppositorien granulat pulver brausetabletten retardtabletten ampullen ampulle
        injektionslösung inhalat dosieraerosol lotion schaum emulsion augentropfen nasenspray""".split()),
    "en": frozenset("""gel cream ointment tablets tablet tabs capsules capsule spray patch patches inhaler syrup
        suspension suppository suppositories lotion foam injection eye-drops""".split()),
    "fr": frozenset("""gel crème creme pommade comprimé comprimés cp cps gélule gélules gouttes spray patch sirop
        collyre suppositoire suppositoires solution lotion sachet sachets ampoule ampoules""".split()),
    "nl": frozenset("""gel crème creme zalf tabletten tablet tabl capsules capsule druppels spray pleister stroop
        zetpil zetpillen oplossing inhalator""".split()),
    "es": frozenset("""gel crema pomada comprimidos comprimido cápsulas cápsula gotas spray parche jarabe colirio
        supositorio solución ampollas inhalador""".split()),
    "it": frozenset("""gel crema pomata compresse compressa cpr capsule capsula gocce spray cerotto sciroppo collirio
        supposte supposta soluzione bustine bustina fiale fiala""".split()),
}


def dosage_form(word: str, language: str) -> bool:
    """Whether ``word`` names a dosage form in ``language`` (``DOSAGE_FORMS``)."""
    return word.lower().strip(".") in DOSAGE_FORMS.get(language, ())

