"""Number words 1..20 and the tens, per language, lower case.

Ages of children are often written out ("Niña de siete años", "een meisje
van drie jaar", "a boy of ten"); the age detector accepts these words where it
accepts digits with a person noun before them.
"""
from __future__ import annotations

import re

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

# The first ordinals, every gender: what a team list numbers its members' roles with ("Primo
# assistente", "Segundo ayudante", "Second assistant", "Erster Assistent", "Eerste assistent"), and
# some of which people bear as first names (Primo, Secondo, Prima).
ORDINAL_WORDS = frozenset("""
first second third fourth
premier premiere première second seconde deuxième deuxieme troisième troisieme quatrième quatrieme
primer primero primera segundo segunda tercer tercero tercera cuarto cuarta
primo prima secondo seconda terzo terza quarto quarta
erste erster ersten erstes zweite zweiter zweiten zweites dritte dritter dritten drittes vierte vierter
eerste tweede derde vierde
""".split())


# The digits 0 to 9 as a dictating voice reads out a number figure by figure ("historia uno dos
# cuatro nueve ...", "tel zero seven eight ..."), per language, lower case, in the digits' order
# ("oh" is English's zero too, "één" Dutch's one with its accents, "fuenf" German's five without).
DIGIT_WORDS_BY_LANGUAGE = {
    "en": ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"),
    "fr": ("zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"),
    "nl": ("nul", "een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen"),
    "de": ("null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"),
    "es": ("cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"),
    "it": ("zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"),
}
DIGIT_WORDS = frozenset(w for words in DIGIT_WORDS_BY_LANGUAGE.values() for w in words) | {"oh", "één", "fuenf"}


def all_number_words():
    """Every number word of every language, longest first (for regex alternations)."""
    words = {w for table in NUMBER_WORDS.values() for w in table}
    return tuple(sorted(words, key=lambda w: (-len(w), w)))


# Numbers 1 to 99 as dictation writes them, each language's own grammar of compounds: a tens word
# and a unit joined by a hyphen or a blank ("thirty-three", "trente trois", "soixante et onze",
# "quatre-vingt-deux", "treinta y tres"), glued ("neunundzwanzig", "drieëntwintig",
# "veintitrés", "trentatré", "ventotto": Italian tens drop their vowel before "uno" and "otto").
_EN_TENS = "twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety"
_EN_UNITS = "one|two|three|four|five|six|seven|eight|nine"
_FR_TENS = "vingt|trente|quarante|cinquante|soixante|septante|huitante|octante|nonante|quatre[- ]vingts?"
_FR_UNITS = "un|une|deux|trois|quatre|cinq|six|sept|huit|neuf"
_FR_TEENS = "dix|onze|douze|treize|quatorze|quinze|seize|dix[- ]sept|dix[- ]huit|dix[- ]neuf"
_DE_TENS = "zwanzig|dreißig|dreissig|vierzig|fünfzig|fuenfzig|sechzig|siebzig|achtzig|neunzig"
_DE_UNITS = "ein|zwei|drei|vier|fünf|fuenf|sechs|sieben|acht|neun"
_NL_TENS = "twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig"
_NL_UNITS = "een|één|twee|drie|vier|vijf|zes|zeven|acht|negen"
_ES_TENS = "treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa"
_ES_UNITS = "uno|una|un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve"
_ES_TWENTIES = "veinti(?:uno|una|ún|un|dós|dos|trés|tres|cuatro|cinco|séis|seis|siete|ocho|nueve)"
_IT_TENS = "vent|trent|quarant|cinquant|sessant|settant|ottant|novant"
_IT_UNITS = "uno|due|tré|tre|quattro|cinque|sei|sette|otto|nove"

SPELLED_COMPOUNDS = "|".join([
    rf"(?:{_EN_TENS})(?:[- ](?:{_EN_UNITS}))?",
    rf"(?:{_FR_TENS})(?:[- ](?:et[- ])?(?:{_FR_TEENS}|{_FR_UNITS}))?",
    rf"(?:(?:{_DE_UNITS})und)?(?:{_DE_TENS})",
    rf"(?:(?:{_NL_UNITS})(?:en|ën))?(?:{_NL_TENS})",
    rf"{_ES_TWENTIES}|(?:{_ES_TENS})(?: y (?:{_ES_UNITS}))?",
    rf"(?:{_IT_TENS})(?:[ai]?(?:{_IT_UNITS})|[ai])",
])


def spelled_number_pattern() -> str:
    """A regular-expression fragment for the numbers 1 to 99 written in words in any of our
    languages: the compounds above first (longest match), then the single words of ``NUMBER_WORDS``.
    It opens with a look-ahead on the two letters every number word starts with, so that the
    alternation is tried only where a number word may begin (a third of its cost on notes)."""
    # Every compound starts with a tens or unit word of NUMBER_WORDS: their first two letters do.
    starts = sorted({w[:2] for w in all_number_words()})
    return "(?=(?i:" + "|".join(re.escape(s) for s in starts) + "))(?:" + SPELLED_COMPOUNDS + "|" \
        + "|".join(re.escape(w) for w in all_number_words()) + ")"
