"""Number words 1..20 and the tens, per language, lower case.

Ages of children are often written out ("Niña de siete años", "een meisje
van drie jaar", "a boy of ten"); the age detector accepts these words where it
accepts digits with a person noun before them.
"""
from __future__ import annotations

NUMBER_WORDS = {
    "es": ("un", "uno", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez",
           "once", "doce", "trece", "catorce", "quince", "dieciséis", "dieciseis", "diecisiete",
           "dieciocho", "diecinueve", "veinte", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta",
           "ochenta", "noventa"),
    "en": ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
           "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
           "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"),
    "fr": ("un", "une", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze",
           "douze", "treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit", "dix-neuf", "vingt",
           "trente", "quarante", "cinquante", "soixante", "septante", "huitante", "nonante"),
    "nl": ("een", "één", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen", "tien", "elf",
           "twaalf", "dertien", "veertien", "vijftien", "zestien", "zeventien", "achttien", "negentien",
           "twintig", "dertig", "veertig", "vijftig", "zestig", "zeventig", "tachtig", "negentig"),
    "de": ("ein", "eins", "einem", "einer", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun",
           "zehn", "elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn",
           "neunzehn", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig"),
    "it": ("un", "uno", "una", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci",
           "undici", "dodici", "tredici", "quattordici", "quindici", "sedici", "diciassette", "diciotto",
           "diciannove", "venti", "trenta", "quaranta", "cinquanta", "sessanta", "settanta", "ottanta",
           "novanta"),
}


def all_number_words():
    """Every number word of every language, longest first (for regex alternations)."""
    words = {w for table in NUMBER_WORDS.values() for w in table}
    return tuple(sorted(words, key=lambda w: (-len(w), w)))
