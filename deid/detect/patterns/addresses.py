"""Street addresses and postcodes, per locale.

Label choice: every piece is ADDRESS but the city after a postcode.
- a street line (street name + house number, with box, floor and door:
  "Kerkstraat 12 bus 3", "12 rue de la Paix", "C/ del Abedul 5-7, 2º dcha",
  "221B Baker Street") is one ADDRESS span;
- in "postcode city" ("1000 Brussel", "75001 Paris", "28016 Madrid") the
  postcode is an ADDRESS span and the city a LOCATION span, separate from the
  street line: the convention of the annotation guides we are measured by
  (MEDDOCAN, i2b2, our hand-written set), and what a reader expects to see
  replaced piece by piece. The surrogate generator keeps the pair consistent
  (``deid.surrogates.generator``: a postcode beside a city is drawn from the
  city's surrogate pair);
- after an address header ("Domicilio:", "Adres:", "Address:") the rest of
  the line is one ADDRESS span when it holds a number, whatever its street word;
- a postcode alone after a postcode header ("CP: 28016", "PLZ 10115") or in
  an unmistakable national shape (UK "SW1A 1AA", Dutch "1234 AB") is ADDRESS.
A city alone is LOCATION and left to the NER and the registry.

Street names need a house number (or "s/n") where nothing else says a street: a
street word alone names a place, and without the number the shapes are too common
in prose. Two exceptions: a Dutch or German one-word street name ("Kolbenstraße",
"Grachtstraat") that is rare as a word of the language (wordfreq) is a particular
street, numbered or not ("Unfall in der Kolbenstraße"); and a street named where the
words around place one (``_streets_in_prose``): a French, Spanish or Italian street
word written in full before a capitalised name ("rue des Acacias", "calle Goya", "via
dei Mille"), a Dutch or German street after a preposition and its definite article
("woont in de Molenstraat", "Sturz auf der Hauptstraße"; "in einer Einbahnstraße" is
any), an English street's name and type after a preposition of place ("a flat on
Ashgrove Road"). HIPAA's safe harbour removes street addresses, numbered or not.
"""
from __future__ import annotations

from typing import List, Optional

import regex

from deid.detect.note_case import written_in_lower_case
from deid.lexicon.clinical_morphology import discipline_word, specialty_word
from deid.lexicon.contact_words import contact_words_pattern
from deid.lexicon.dictionary_words import capitalised_word, common_word
from deid.lexicon.date_cues import DATE_CUES
from deid.lexicon.months import month_before, month_lookup
from deid.lexicon.name_likelihood import WORD, NameEvidence, text_language
from deid.lexicon.name_lexicon import TITLES, first_names, fold, last_names
from deid.lexicon.organization_words import HEADS
from deid.lexicon.street_types import (
    ADDRESS_HEADERS,
    BOX_WORDS,
    DE_SUFFIXES,
    DE_TYPE_WORDS,
    ENGLISH_TYPES,
    FRENCH_PREFIXES,
    FRENCH_WHOLE_STREETS,
    NAME_CONNECTORS,
    NL_SUFFIXES,
    POSTCODE_HEADERS,
    PREFIXES,
    PREFIX_LOCALES,
    STREET_NAME_WORDS,
)
from deid.lexicon.units import COUNT_WORDS, DOSE_AFTER, UNITS
from deid.lexicon.word_classes import major_places, place_words, street_words
from deid.spans import Span

SCORE_STREET = 0.85
SCORE_STREET_HEADED = 0.95
SCORE_POSTCODE_CITY = 0.8
SCORE_POSTCODE = 0.85
SCORE_NAMED_STREET = 0.7
# A one-word street name rarer than this (Zipf) in the note's language names one street:
# "Kolbenstraße" (0), "Grachtstraat" (1.2); "Goethestraße" (2.7), "Hauptstraße" (3.9) may be any.
NAMED_STREET_MAX_ZIPF = 2.0
# The endings that make a one-word street name and nothing else (not "-weg", "-markt", "-ring":
# "Atemweg", "Supermarkt", "Bluttransfusionsring"), after a capitalised stem of three letters or more.
_NAMED_STREET = regex.compile(
    r"(?<![\p{L}\p{N}-])(?-i:\p{Lu})[\p{L}\p{M}-]{2,}(?:straße|strasse|straat|gasse|steenweg)(?![\p{L}\p{N}])",
    regex.IGNORECASE)

# After a street: the word that names the street it crosses, then that street's name: one
# capitalised word (hyphens inside), with its street-type word if one follows ("Ecke Berliner
# Straße", "corner of Baker Street"). One word, not more: German capitalises every noun, and
# "Höhe Ankerplatz Sturz auf die Hand" names one street.
_CROSS_STREET = regex.compile(
    r"[ \t]*,?[ \t]*(?i:höhe|hoehe|ecke|kreuzung|einmündung|hoek|ter[ \t]+hoogte[ \t]+van|"
    r"corner[ \t]+of|junction[ \t]+with)[ \t]+"
    r"(?P<name>(?-i:\p{Lu})[\p{L}\p{M}'’]+(?:-[\p{L}\p{M}'’]+)*"
    r"(?:[ \t](?:" + "|".join(DE_TYPE_WORDS) + "|(?i:" + "|".join(ENGLISH_TYPES) + r"))(?![\p{L}\p{N}]))?)")

NL_SUFFIX_LOCALES = frozenset({"nl_BE", "nl_NL", "fr_BE"})
DE_SUFFIX_LOCALES = frozenset({"de_DE", "de_LU"})
FOUR_DIGIT_LOCALES = frozenset({"nl_BE", "fr_BE", "de_LU"})  # Belgium, Luxembourg
FIVE_DIGIT_LOCALES = frozenset({"fr_FR", "de_DE", "es_ES", "it_IT"})
DUTCH_POSTCODE_LOCALES = frozenset({"nl_NL"})
UK_POSTCODE_LOCALES = frozenset({"en_GB"})
# The post town before a UK postcode: one to three capitalised words after a comma or the line's start.
# (An OCR digit inside a word, as in the unnumbered street a town may follow: "Ashw0od Lane Thornbury".)
_UK_TOWN_BEFORE = regex.compile(r"(?:^|(?<=[,\n])|(?<=,[ \t]))[ \t]*(?P<town>\p{Lu}[\p{L}\p{M}'’\-01]+"
                                r"(?:[ \t]\p{Lu}[\p{L}\p{M}'’\-01]+){0,2})[ \t]*,?[ \t]*$")
# What may stand between a street and the postcode after it: blanks, and a comma, a full stop, a
# middle dot or a dash.
_STREET_TO_POSTCODE_GAP = regex.compile(r"[ \t]*[,.·–-]?[ \t]*")
# An unnumbered UK street before the post town and its comma: one to three capitalised words (an
# OCR digit inside one too, "Ashw0od") and a street type, opening the line or after a comma.
_UK_STREET_BEFORE_TOWN = regex.compile(
    r"(?:^|(?<=\n)|(?<=,[ \t]))[ \t]*(?P<street>(?:\p{Lu}[\p{L}\p{M}\d'’\-]+[ \t]){1,3}"
    r"(?i:" + "|".join(t for t in ENGLISH_TYPES if "." not in t) + r"))[ \t]*,[ \t]*$")
_NOT_TOWNS = frozenset({"tel", "phone", "fax", "postcode", "address", "gp", "nhs"})
_ENGLISH_TYPE_WORDS = frozenset(fold(t) for t in ENGLISH_TYPES if "." not in t)
_TOWN_WORD = regex.compile(r"[\p{L}\p{M}'’\-01]+")
_EVIDENCE = NameEvidence()
US_ZIP_LOCALES = frozenset({"en_US"})



def _any(fragments) -> str:
    return r"(?:" + "|".join(fragments) + r")"


# Streets named in prose, without a house number, where the words around say a street: a street
# word written in full that opens the name, then the name's capitalised words ("rue des Acacias",
# "calle Goya", "via dei Mille", "corso Garibaldi", "avenue Brugmann"); a Dutch or German one-word
# street after a preposition and its article ("woont in de Kapelstraat", "Unfall in der
# Bahnhofstraße": common names too, which the rarity test of ``_NAMED_STREET`` leaves); an English
# street's capitalised words and its type after a preposition of place ("a flat on Ashgrove Road").
# The name's first word is capitalised and not in capitals ("via EV" is a route of administration).
_PROSE_PREFIXES = {
    "fr": ("rue", "avenue", "boulevard", "chaussée", "place", "quai", "impasse", "allée", "chemin", "square",
           "drève", "faubourg", "rond-point"),
    "es": ("calle", "avenida", "paseo", "plaza", "ronda", "carretera", "camino", "travesía", "glorieta",
           "callejón", "alameda", "rambla", "urbanización"),
    "it": ("via", "viale", "piazza", "piazzale", "corso", "largo", "vicolo", "strada", "lungomare", "contrada"),
}
# (the connectors of a French, Spanish or Italian street's name only: "plaza en San Juan de Dios" is a
# place in a rehabilitation centre, "en" no part of a name)
_PROSE_CONNECTORS = (r"de", r"del", r"de[ \t]+la", r"de[ \t]+las", r"de[ \t]+los", r"la", r"las", r"los", r"el", r"du",
                     r"des", r"d'", r"d’", r"l'", r"l’", r"le", r"les", r"di", r"della", r"dello", r"delle", r"dei",
                     r"degli", r"da", r"dal", r"san", r"santa", r"santo", r"saint", r"sainte")
_PROSE_NAME = (r"(?:(?i:" + _any(_PROSE_CONNECTORS) + r")[ \t]*)*(?-i:\p{Lu}\p{Ll})[\p{L}\p{M}'’\-]*"
               r"(?:[ \t]+(?:(?i:" + _any(_PROSE_CONNECTORS) + r")[ \t]*)*(?-i:\p{Lu}\p{Ll})[\p{L}\p{M}'’\-]*){0,3}")
_PROSE_PREFIX_STREET = {
    language: regex.compile(r"(?<![\p{L}\p{N}])(?P<street>(?i:" + "|".join(words) + r")[ \t]+" + _PROSE_NAME + r")")
    for language, words in _PROSE_PREFIXES.items()}
_PROSE_SUFFIX_STREET = regex.compile(
    r"(?<![\p{L}])(?:(?i:in|op|uit|naar|aan|an|auf|aus|nach|zur|zum|bij|bei)[ \t]+(?i:de|der|den|die|het|dem)"
    r"|(?i:am|im|beim|vom))[ \t]+"
    r"(?P<street>(?-i:\p{Lu})[\p{L}\p{M}-]{2,}(?i:straße|strasse|straat|gasse|steenweg|laan|allee|dreef|gracht|singel|kade|kaai"
    r"|(?P<open>weg|plein|pad|dijk)))"
    r"(?![\p{L}\p{N}]|-\p{L})")
# ... a way, square, path or dike too, where no dictionary of the language holds the word: "aan de
# Kanaalweg" is a street, "op de Terugweg", "auf dem Heimweg", "in de Luchtweg" are words.
_PROSE_ENGLISH_STREET = regex.compile(
    r"(?<![\p{L}])(?i:on|in|at|off|along|near|from|opposite|into)[ \t]+(?:(?i:the)[ \t]+)?"
    r"(?P<street>(?:(?-i:\p{Lu}\p{Ll})[\p{L}\p{M}'’\-]*[ \t]+){1,3}"
    r"(?-i:Road|Lane|Street|Avenue|Drive|Close|Crescent|Terrace|Mews|Boulevard))(?![\p{L}])")
_PROSE_SUFFIX_LANGUAGES = frozenset({"nl", "de"})
_IDIOM_BEFORE = regex.compile(r"(?<![\p{L}])(?i:in|en|sur)[ \t]+$")


def _streets_in_prose(text: str, locale: str) -> List[Span]:
    """Streets named in prose without their number, in the note's language (see the patterns above)."""
    language = text_language(locale)
    if language in _PROSE_PREFIX_STREET:
        pattern = _PROSE_PREFIX_STREET[language]
    elif language in _PROSE_SUFFIX_LANGUAGES:
        pattern = _PROSE_SUFFIX_STREET
    elif language == "en":
        pattern = _PROSE_ENGLISH_STREET
    else:
        return []
    spans = []
    for m in pattern.finditer(text):
        start, end = m.start("street"), m.end("street")
        if _TITLE_BEFORE.search(text, max(0, start - 12), start):
            continue  # "Dr Place ..."
        if m.groupdict().get("open") and (common_word(m.group("street").lower(), language)
                                           or capitalised_word(m.group("street"), language)):
            continue
        words = _LETTERS.findall(text, start, end)
        if any(_EVIDENCE.is_drug(w) or specialty_word(fold(w)) for w in words[1:]) or DOSE_AFTER.match(text, end) \
                or _IDIOM_BEFORE.search(text, max(0, start - 6), start) and words[0].lower() in ("corso", "place"):
            # "terapia in corso Augmentin" (ongoing), "mise en place Redon", "sur place": idioms,
            # a drug or a term of the trade after the street word
            continue
        spans.append(Span(start, end, "ADDRESS", "pattern", SCORE_NAMED_STREET))
    return spans


# Case-sensitive inside case-insensitive patterns: regex's IGNORECASE also folds \p{Lu}.
_UP = r"(?-i:\p{Lu})"
# A dot ends a name word only after an abbreviation ("Dr.", "Sta.", "Gral."):
# "via orale. PA 130/80" must not run across the sentence end.
_CAP = _UP + r"(?:[\p{L}\p{M}]{0,3}\.|[\p{L}\p{M}'’-]*)"
# Initials run together in a street name: "Via G.B. Vico 12", "Rue J.-B. Say 3".
_WORD = r"(?:(?:\p{L}\.-?){2,3}|[\p{L}\p{M}]{1,4}\.|[\p{L}\p{M}][\p{L}\p{M}'’-]*)"
_CONN = _any(NAME_CONNECTORS)
# An elided article glued to the name: "57, rue de l'Église", "via dell'Orso".
_ELIDED = r"(?:(?-i:[lLdD]|dell|all|nell|sull)['’])?"
_HOUSE = (
    r"(?:(?:n[°º]|nr|no)\.?[^\S\n]*|(?<![\p{L}\p{M}]))\d{1,4}(?:[^\S\n]?(?:bis|ter|[A-Za-z])(?![\p{L}]|-\d))?(?:[-/]\d{1,4}[A-Za-z]?(?![\p{L}\p{N}]))?"
    # (a date goes on after its day and month: "Bamberg, 02.03.2024" is a town and a date)
    r"(?!\.?\d)"
)
_SN = r"(?:s/n|s\.n\.|sn)(?![\p{L}])"
_BOX = r"(?:[^\S\n]*,?[^\S\n]*" + _any(BOX_WORDS) + r"[^\S\n]*\d{1,4}[A-Za-z]?)"
# Floor, door, side after the number: ", 2º dcha", ", 3, A", " 4 Izq", " 1oE", ", Bajo A", " piso 5".
_FLOOR_ITEM = (
    r"(?:\d{1,2}[^\S\n]?[º°ªo]?[^\S\n]?(?:[A-Za-z](?![\p{L}])|dcha|drcha|izda|izqda|izq|dch|der|izquierda|derecha)?\.?"
    r"|[A-Z](?![\p{L}])|(?:dcha|drcha|izda|izqda|izq|dch|der|izquierda|derecha)\.?|bajo|entlo\.?|ático|atico"
    r"|(?:piso|planta|esc\.?|escalera|puerta|pta\.?|P)[^\S\n]?\d+[A-Za-z]?)(?![\p{L}\p{N}]|-\d|\.\d)"
)
_FLOOR = r"(?:[^\S\n]*[,.-]?[^\S\n]*" + _FLOOR_ITEM + r")"
_NUMBER = r"(?:" + _HOUSE + r"|" + _SN + r")" + _BOX + r"?" + _FLOOR + r"{0,3}"

# A prefix that ends in a letter ends a word: "Ave" is no prefix of "Avenida", "via" none of "viale".
_PREFIX_END = r"(?:(?<=\p{L})(?![\p{L}])|(?<!\p{L}))"
# Longest first: looked for behind a word's end, the first that fits is the type ("Steenweg" is
# the type word alone, not a street ending in "weg").
_SUFFIXES = _any(sorted(dict.fromkeys(NL_SUFFIXES + DE_SUFFIXES), key=lambda s: -len(s.replace("\\", ""))))
# A post-office box and its number, in the words of our languages ("Postbus 2250", "Postfach 11 02 31",
# "B.P. 70148" with its dots, "Apdo. de Correos 123", "Casella postale 45", "PO Box 12"): an address.
# Never "BP" or "C.P." bare: blood pressure, and a postcode's header in Spanish (a box's in Italian).
_PO_BOX = regex.compile(
    r"(?<![\p{L}\p{N}])(?:postbus|postfach|bo[iî]te[^\S\n]+postale|b\.[^\S\n]?p\.|apartado[^\S\n]+de[^\S\n]+correos"
    r"|apdo\.(?:[^\S\n]+de[^\S\n]+correos)?|casella[^\S\n]+postale|p\.?[^\S\n]?o\.?[^\S\n]+box)"
    r"[^\S\n]*[:.]?[^\S\n]*\d{1,6}(?:[^\S\n]\d{2}){0,3}(?![\p{L}\p{N}])", regex.IGNORECASE)
# France's box numbers without dots, a company's ("CS 30001"), a bulk mailer's ("TSA 50032") and the post
# office's ("BP 350"), told from a blood pressure by the postcode and town that follow them in a letterhead
# ("BP 350 – 97448 SAINT-PIERRE CEDEX").
_FRENCH_BOX = regex.compile(
    r"(?<![\p{L}\p{N}])(?:BP|TSA|CS)[^\S\n]?\d{1,6}(?=[^\S\n]*[–—,-]?[^\S\n]*\d{5}[^\S\n]+\p{Lu})")
# The particles of the surname a street is named after, between a title and the name ("Dokter van ...").
_STREET_NAME_PARTICLES = r"(?:(?:van(?:[^\S\n]+(?:de|der|den|het))?|de|der|den|ten|ter|von|vom|von[^\S\n]+der)[^\S\n]+)?"
_STREET_BRANCHES = [
    # rue de la Loi 16, Calle Mayor, 5, via Roma 12, Paseo de la castellana 87. 9F
    r"(?<![\p{L}])(?P<pre>" + _any(PREFIXES) + r")" + _PREFIX_END + r"(?:[^\S\n]*[,/])?[^\S\n]*(?P<pname>(?:" + _CONN + r"[^\S\n]+)*(?P<first>" + _WORD + r")"
    r"(?:[^\S\n]+(?:" + _CONN + r"[^\S\n]+)*" + _WORD + r"){0,5}?)[^\S\n]*[,.]?[^\S\n]*" + _NUMBER,
    # 12 rue des Fleurs, 3bis avenue Foch
    r"(?<![\p{L}\p{N}])\d{1,4}(?:[^\S\n]?(?:bis|ter|[a-zA-Z])(?![\p{L}]))?[^\S\n]*,?[^\S\n]+(?P<pre2>" + _any(PREFIXES)
    + r")" + _PREFIX_END + r"[^\S\n]+(?:" + _CONN + r"[^\S\n]+)*" + _ELIDED + _CAP + r"(?:[ -](?:" + _CONN + r"[^\S\n]+)*" + _ELIDED + _CAP + r"){0,4}",
    # Kerkstraat 12 bus 3, Lange Nieuwstraat 5, Hauptstr. 5: the word whole, then its type suffix
    # looked for behind its end (with the abbreviation's dot, or without), not tried after each of
    # its letters (a lazy word before the suffixes cost a third of the street search).
    # (A titled person's particles after the title: "Dokter van Thienenweg 7", "Burgemeester de Withstraat 3".)
    r"(?<![\p{L}])(?P<sfx>(?:" + _any(STREET_NAME_WORDS) + r"(?:[^\S\n]|-)+" + _STREET_NAME_PARTICLES + r"){0,2}"
    + r"(?=" + _UP + r")"
    r"(?:[\p{L}\p{M}'’-]*+(?<=(?P<suffix>" + _SUFFIXES + r"))"
    r"|[\p{L}\p{M}'’-]*+\.(?<=(?P<suffix>" + _SUFFIXES + r"))))"
    r"(?![\p{L}])[^\S\n]*,?[^\S\n]*" + _NUMBER,
    # Berliner Straße 12, Bergheimer Str. 147, Frankfurter Allee 22a: a place adjective, then the type word
    r"(?<![\p{L}])(?P<adj>" + _UP + r"[\p{L}\p{M}]+er)[^\S\n]+(?-i:" + _any(DE_TYPE_WORDS) + r")[^\S\n]*,?[^\S\n]*"
    + _NUMBER,
    # 221B Baker Street, 10 Downing St
    r"(?<![\p{L}\p{N}])\d{1,5}[A-Za-z]?[^\S\n]+" + _CAP + r"(?:[^\S\n]+" + _CAP + r"){0,3}?[^\S\n]+(?P<etype>"
    + _any(ENGLISH_TYPES) + r")(?![\p{L}])",
    # 3, Grand-Rue; Grand'Place 7: a French street that is its type and an adjective, numbered
    r"(?<![\p{L}\p{N}])(?:\d{1,4}(?:[^\S\n]?(?:bis|ter|[a-zA-Z])(?![\p{L}]))?[^\S\n]*,?[^\S\n]+(?P<whole>"
    + _any(FRENCH_WHOLE_STREETS) + r")(?![\p{L}])|(?P<whole2>" + _any(FRENCH_WHOLE_STREETS)
    + r")(?![\p{L}])[^\S\n]*,?[^\S\n]*" + _NUMBER + r")",
]
_SUFFIX_BRANCH = 2


def _street_pattern(branches: List[str]) -> "regex.Pattern[str]":
    return regex.compile(r"\b(?:" + "|".join(branches) + ")", regex.IGNORECASE)


_STREET = _street_pattern(_STREET_BRANCHES)
# A locale whose streets take no Dutch or German type suffix keeps nothing the suffix branch finds
# (``_streets`` drops it): there the branch never matches (its groups kept), and the street search,
# which tried it at every capitalised word, takes half the time. Leftmost-first, a suffix match there
# could also hide another branch's street at the same place; none does on our sets.
_STREET_WITHOUT_SUFFIXES = _street_pattern(
    _STREET_BRANCHES[:_SUFFIX_BRANCH] + [r"(?P<sfx>(?!))(?P<suffix>)"] + _STREET_BRANCHES[_SUFFIX_BRANCH + 1:]
)

# City words stop before contact words: "47005 Valladolid E-mail: ...".
_NOT_CITY_WORD = r"(?!(?i:" + contact_words_pattern() + r")(?![\p{L}]))"
_CITY = (r"(?P<city>" + _NOT_CITY_WORD + _UP + r"[\p{L}\p{M}'’-]+(?:[ -](?:" + _CONN + r"[ -])?" + _NOT_CITY_WORD + _UP
         + r"[\p{L}\p{M}'’-]+){0,3})")
# The town after a Dutch postcode, on its line ("6721 KL Bennekom", "2611 AB Delft"): the shape of a four-
# or five-digit postcode's city.
_DUTCH_TOWN_AFTER = regex.compile(r"[^\S\n]+" + _CITY + r"(?![\p{L}\p{M}'’])")
_POSTCODE = regex.compile(
    r"\b(?:" + "|".join(
        [
            # header + postcode: CP: 28016, PLZ 10115, Postcode: 1012 AB
            r"(?<![\p{L}])" + _any(POSTCODE_HEADERS) + r"[^\S\n]*[:.]?[^\S\n]*(?P<hpc>(?:[A-Z]{1,2}-)?\d{4,5}(?:[^\S\n]?(?-i:[A-Z]{2}))?"
            r"|(?-i:[A-Z]{1,2}\d[A-Z\d]?[^\S\n]?\d[A-Z]{2}))(?![\p{L}\p{N}])",
            # 1012 AB (Amsterdam); before the Belgian shape, which would take "AB" for a city
            r"(?<![\p{L}\p{N}.,/-])(?P<nl>(?:NL-)?[1-9]\d{3}[^\S\n]?(?-i:[A-Z]{2}))(?![\p{L}\p{N}])",
            # 1000 Brussel, B-1000 Bruxelles, L-1234 Luxembourg
            r"(?<![\p{L}\p{N}.,/-])(?P<p4>(?P<p4c>(?-i:[BL])-)?[1-9]\d{3})[^\S\n]*,?[^\S\n]+" + _CITY.replace("P<city>", "P<city4>"),
            # 75001 Paris, D-10115 Berlin, 28300, Aranjuez
            r"(?<![\p{L}\p{N}.,/-])(?P<p5>(?P<p5c>(?-i:[DFIE])-)?\d{5})[^\S\n]*,?[^\S\n]*-?[^\S\n]+" + _CITY.replace("P<city>", "P<city5>"),
            # SW1A 1AA
            r"(?<![\p{L}\p{N}])(?P<uk>(?-i:(?:[A-Z]{1,2}\d[A-Z\d]?|GIR)[^\S\n]?\d[A-Z]{2}))(?![\p{L}\p{N}])",
            # Boston, MA 02115
            r"(?<=,[^\S\n]?)(?P<us>(?-i:[A-Z]{2})[^\S\n]\d{5}(?:-\d{4})?)(?![\p{L}\p{N}])",
        ]
    ) + ")",
    regex.IGNORECASE,
)
# "Domicilio: Irunlarrea, 3": after an address header the rest of the line is
# the address, whatever its street word, if it holds a number or "s/n".
_HEADED_LINE = regex.compile(
    r"(?<![\p{L}])" + _any(ADDRESS_HEADERS) + r"[ \t]*:[ \t]*(?P<line>[\p{L}\p{N}][^\n]{2,80}?)[ \t.,;]*(?:\n|$)",
    regex.IGNORECASE,
)
# A preposition before the header word makes it a place of care, not a field: "soins à domicile :",
# "asistencia a domicilio:", "assistenza a domicilio:".
_AT_HOME_BEFORE = regex.compile(r"(?<![\p{L}])(?i:à|a|au|al)[ \t]+$")
# Abbreviations written without their dot: "bd", "bld", "ave", "cra", "pza", "avda", "ctra".
_SHORT_PREFIXES = frozenset({"bd", "bld", "blvd", "ave", "cra", "crt", "pza", "avda", "avd", "ctra", "crta", "chée",
                             "cso", "vle", "pzza"})
_CONTACT_WORD = regex.compile(r"(?<![\p{L}])(?:" + contact_words_pattern() + r")(?![\p{L}])", regex.IGNORECASE)
_HOUSE_NUMBER_IN_LINE = regex.compile(r"(?<![\p{L}\p{N}])\d{1,5}[A-Za-z]?(?![\p{N}])|s/n", regex.IGNORECASE)
_CONNECTOR_WORDS = regex.compile(r"(?<![\p{L}])" + _CONN + r"(?![\p{L}])", regex.IGNORECASE)
_CAPITALISED_WORD = regex.compile(r"(?<![\p{L}])\p{Lu}")
_HEADER_BEFORE = regex.compile(r"(?<![\p{L}])" + _any(ADDRESS_HEADERS) + r"[^\S\n]*[:.]?[^\S\n]*$", regex.IGNORECASE)
# A year after a date word ("in 2019 Patiënt", "seit 2010 Diabetes") is not a postcode.
_YEAR_CUE_BEFORE = regex.compile(r"(?<![\p{L}])" + _any(DATE_CUES) + r"[^\S\n]*$", regex.IGNORECASE)
# A title right before a street prefix makes the prefix a surname: "Dr Glorieta", "Sra. Rúa".
_TITLE_BEFORE = regex.compile(r"(?<![\p{L}])(?:" + "|".join(sorted((regex.escape(t) for t in TITLES if len(t) > 1),
                                                                   key=len, reverse=True)) + r")\.?[ \t]+$", regex.IGNORECASE)
_NOT_CITIES = frozenset(month_lookup()) | frozenset(UNITS) | frozenset(COUNT_WORDS)
_DUTCH_NOT_LETTERS = frozenset({"SA", "SD", "SS"})  # never issued in Dutch postcodes


_PREFIX_GROUPS = [([regex.compile(f, regex.IGNORECASE) for f in fragments], locales)
                  for fragments, locales in PREFIX_LOCALES]


_FRENCH_STREET_LOCALES = next(locales for fragments, locales in PREFIX_LOCALES if fragments == FRENCH_PREFIXES)


def _prefix_in_locale(prefix: str, locale: str) -> bool:
    """Whether a street prefix counts in a note of ``locale``: full words ("rue", "calle", "via")
    everywhere (addresses abroad are written in their country's language); abbreviations ("bd.",
    "v.", "c/", "Av", "pza") only in their language's notes. The Italian "via" is a preposition in
    our other languages ("admitted via A&E", "verwezen via de huisarts", "ADMIS VIA LES URGENCES"):
    outside Italian notes only the street's own spelling, "Via", counts (not the word in capitals of
    a note typed so)."""
    if prefix.lower() == "via" and locale != "it_IT":
        return prefix == "Via"
    if not (regex.search(r"[./º°]", prefix) or len(prefix) <= 2 or prefix.lower() in _SHORT_PREFIXES):
        return True
    return any(locale in locales for patterns, locales in _PREFIX_GROUPS if any(p.fullmatch(prefix) for p in patterns))


# The segment before a postcode and its town that is a street without a street word: capitalised
# words, particles between, a house number; from a line's start or after ".", ",", ":" or ";".
_STREET_BEFORE_POSTCODE = regex.compile(
    r"(?:^|(?<=[.,;:][ \t])|(?<=\n))(?P<street>(?P<name>" + _UP + r"[\p{L}\p{M}'’-]+(?:[ \t](?:" + _CONN + r"[ \t])?"
    + _UP + r"[\p{L}\p{M}'’-]+){0,3}),?[ \t]\d{1,4}[A-Za-z]?)[ \t]*[.,·–-]?[ \t]*\Z", regex.IGNORECASE)
# An address header opening that segment without its colon ("ADRESSE ...").
_HEADER_OPENING = regex.compile(r"(?:" + _any(ADDRESS_HEADERS) + r")[ \t]+", regex.IGNORECASE)
# Connector words stay small in a note's case-shadow: "rue de la paix" is "Rue de la Paix".
_SHADOW_SMALL = frozenset(w.replace("\\s+", " ").replace("\\.", ".") for w in NAME_CONNECTORS)
_LETTERS = regex.compile(r"[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)?")
_UK_POSTCODE_LOWER = regex.compile(r"(?<![\p{L}\p{N}])(?:[a-z]{1,2}\d[a-z\d]?[^\S\n]?\d[abd-hjlnp-uw-z]{2})(?![\p{L}\p{N}])",
                                   regex.IGNORECASE)
_DUTCH_POSTCODE_LOWER = regex.compile(r"(?<![\p{L}\p{N}.,/-])[1-9]\d{3}[^\S\n]?(?P<letters>[a-z]{2})(?![\p{L}\p{N}])",
                                      regex.IGNORECASE)
# Words of a town's line that are the post's, not the town's: "Brest Cedex" (courrier d'entreprise
# à distribution exceptionnelle).
_POSTAL_SUFFIXES = frozenset({"cedex"})
# In a note written in lower case, a street's name must hold a word rarer than this in the language
# (or a place's or a person's word): "via verdi 12", "14 blackwood road"; not "20 metres down the lane".
LOWER_STREET_NAME_MAX_ZIPF = 3.5
# ... and no word as frequent as the language's prepositions and conjunctions ("per", "con", "and").
LOWER_STREET_FUNCTION_WORD_ZIPF = 6.0


def _heads_an_institution(folded: str) -> bool:
    """A word that heads an organisation ("Hospital", "Instituto") or names a specialty or a
    department ("Urología", "Cardiologie", "Chirurgie")."""
    return folded in HEADS or specialty_word(folded) or discipline_word(folded)


def _shadow_case(text: str, locale: str) -> str:
    """A note written in lower case as the address patterns expect it, same length and offsets:
    each word capitalised (connectors aside), UK and Dutch postcodes in capitals."""
    shadow = _LETTERS.sub(lambda m: m.group() if m.group().lower() in _SHADOW_SMALL else
                          m.group()[0].upper() + m.group()[1:], text)
    if locale in UK_POSTCODE_LOCALES:
        shadow = _UK_POSTCODE_LOWER.sub(lambda m: m.group().upper(), shadow)
    if locale in DUTCH_POSTCODE_LOCALES:
        shadow = _DUTCH_POSTCODE_LOWER.sub(lambda m: m.group().upper(), shadow)
    return shadow


# A number and a unit of measure ("80 mg", "29 mm", "102 bpm", "12 mmHg"): a dose or a reading, never
# a house number, however the words before it read as a street ("traitement en cours Tardyferon 80 mg",
# "mise en place de la prothèse 28 mm"). Units of two letters or more (one letter is a house number's),
# not the kilometre of a road's address ("carretera nacional 330 km 539").
_MEASURE = regex.compile(r"\d[ \t]*(?:" + "|".join(regex.escape(u) for u in sorted(UNITS, key=len, reverse=True)
                                                   if len(u) >= 2 and u != "km") + r")(?![\p{L}])", regex.IGNORECASE)


class AddressFinder:
    def find(self, text: str, locale: str) -> List[Span]:
        spans = self._find(text, locale)
        # (streets named in prose, as the note writes them: not on the lower-case note's shadow, whose
        # capitals would make "mise en place" a square; nor over a street already read with its number)
        spans += [s for s in _streets_in_prose(text, locale)
                  if not any(f.start < s.end and s.start < f.end for f in spans)]
        spans += [Span(m.start(), m.end(), "ADDRESS", "pattern", SCORE_STREET) for m in _PO_BOX.finditer(text)]
        spans += [Span(m.start(), m.end(), "ADDRESS", "pattern", SCORE_STREET) for m in _FRENCH_BOX.finditer(text)]
        if written_in_lower_case(text):
            spans = spans + self._lower_case(text, locale, spans)
        # (a Dutch postcode was read as one with its unit-like letters only before its town: "7411 ML Deventer")
        return [s for s in spans if not self._measured(text, s) or locale in DUTCH_POSTCODE_LOCALES
                and _DUTCH_POSTCODE_LOWER.fullmatch(text, s.start, s.end)]

    @staticmethod
    def _measured(text: str, span: Span) -> bool:
        """Whether a number of ``span``, or the one it ends with, is a measure's: a unit follows it."""
        m = _MEASURE.search(text, span.start, min(len(text), span.end + 8))
        return m is not None and m.start() < span.end

    def _lower_case(self, text: str, locale: str, found: List[Span]) -> List[Span]:
        """Addresses of a note written in lower case ("secretariaat: prinsenlaan 55, 3512 jk utrecht"):
        the patterns run on the note's case-shadow (``_shadow_case``), where every word has the
        capital the patterns ask for, so the capital no longer tells a name from a word; the word
        lists do instead: a town must be one of the place lists, a postcode must stand beside
        such a town or have the UK or Dutch shape, and a street's name must hold a word that is
        rare in the language, a place's or a person's ("via verdi 12", "18 avenue louise"; not "20
        metres down the lane")."""
        language = text_language(locale)
        candidates = [s for s in self._find(_shadow_case(text, locale), locale)
                      if not any(f.start < s.end and s.start < f.end for f in found)]
        towns = [town for town in (self._lower_case_town_span(text, s) for s in candidates if s.label == "LOCATION")
                 if town is not None]
        out: List[Span] = list(towns)
        streets: List[Span] = []
        for span in candidates:
            if span.label != "ADDRESS":
                continue
            piece = text[span.start:span.end]
            if locale != "it_IT" and regex.search(r"(?<![\p{L}])via(?![\p{L}])", piece):
                continue  # the preposition, which the shadow's capital made the Italian street's word
            if not regex.search(r"\p{L}", piece) or _UK_POSTCODE_LOWER.fullmatch(piece) \
                    or _DUTCH_POSTCODE_LOWER.fullmatch(piece):
                # A postcode: beside an accepted town, or in a shape of its own.
                if _UK_POSTCODE_LOWER.fullmatch(piece) and locale in UK_POSTCODE_LOCALES \
                        or _DUTCH_POSTCODE_LOWER.fullmatch(piece) and locale in DUTCH_POSTCODE_LOCALES \
                        or any(0 <= t.start - span.end <= 3 for t in towns):
                    out.append(span)
            else:
                streets.append(span)
        postcodes = [span for span in out if span.label == "ADDRESS"]
        for span in streets:
            piece = text[span.start:span.end]
            # A numbered street right before an accepted postcode and town is one whatever its
            # words ("via del lavoro 12 - 37121 verona"): the rarity test below is for a street
            # that stands alone.
            if any(p.start >= span.end and _STREET_TO_POSTCODE_GAP.fullmatch(text, span.end, p.start) for p in postcodes) \
                    and _HOUSE_NUMBER_IN_LINE.search(piece):
                out.append(span)
                continue
            words = [w for w in _LETTERS.findall(piece) if len(w) >= 3 and w.lower() not in _SHADOW_SMALL]
            if any(NameEvidence.text_zipf(w, language) >= LOWER_STREET_FUNCTION_WORD_ZIPF for w in words):
                continue  # "in corso per la profilassi": a preposition in it, the shadow made a street of a phrase
            if any(fold(w) not in street_words() and (NameEvidence.text_zipf(w, language) < LOWER_STREET_NAME_MAX_ZIPF
                                                       or fold(w) in place_words() or fold(w) in first_names()
                                                       or fold(w) in last_names()) for w in words):
                out.append(span)
        return out

    def _lower_case_town_span(self, text: str, span: Span) -> Optional[Span]:
        """The town a candidate of the case-shadow holds: the whole candidate, or its longest run of
        first words that is a town (in the shadow every word has a capital, so the town's pattern
        runs on into the sentence after it: "... street dundee he reports")."""
        words = list(_LETTERS.finditer(text, span.start, span.end))
        for last in range(len(words) - 1, -1, -1):
            end = words[last].end()
            if self._lower_case_town(text[span.start:end]):
                return span if end == span.end else Span(span.start, end, span.label, span.detector, span.score)
        return None

    @staticmethod
    def _lower_case_town(town: str) -> bool:
        """A town of a note written in lower case: a large one, or each word a place's word (a
        province's two letters and a French "cedex" after it aside: "50121 firenze fi")."""
        words = [w for w in _LETTERS.findall(town) if w.lower() not in _SHADOW_SMALL and len(w) > 2
                 and w.lower() not in _POSTAL_SUFFIXES]
        return fold(town) in major_places() or bool(words) and all(fold(w) in place_words() for w in words)

    def _find(self, text: str, locale: str) -> List[Span]:
        postcodes = self._postcodes(text, locale)
        streets = self._before_postcodes(self._streets(text, locale), postcodes, text)
        streets = streets + self._named_streets(text, locale) + self._streets_before_postcodes(text, postcodes, streets)
        return streets + postcodes + self._headed_lines(text, postcodes) + self._cross_streets(text, streets)

    @staticmethod
    def _streets_before_postcodes(text: str, postcodes: List[Span], streets: List[Span]) -> List[Span]:
        """A street without a street word, numbered, right before a postcode and its town: "Los
        Fresnos, 14. 37007 Salamanca", "Marqués de Valdecilla 25, 39008 Santander", the way a
        letter's head writes its address. Where no street pattern took the segment before the
        postcode, its capitalised words (one to four, particles between) and its house number are
        the street; the segment opens a line or follows a full stop, a comma, a colon or a
        semicolon. A department or an institution written before it on the same segment ("Unidad
        de Neumología Barrionuevo Alto 8", "Hospital de Toledo Barrionuevo Alto 8") is not part of
        it: the street starts after the last word that names a specialty, or after the town that
        follows a word that heads an organisation."""
        out: List[Span] = []
        for postcode in postcodes:
            if postcode.score != SCORE_POSTCODE_CITY or postcode.label != "ADDRESS":
                continue
            if any(postcode.start - 40 <= s.end <= postcode.start for s in streets):
                continue
            m = _STREET_BEFORE_POSTCODE.search(text, max(0, postcode.start - 80), postcode.start)
            if m is None:
                continue
            words = list(_LETTERS.finditer(text, m.start("name"), m.end("name")))
            start = m.start("name")
            header = _HEADER_OPENING.match(text, start, m.end("name"))
            if header is not None:
                # "ADRESSE LINDENHOF 12 34117 KASSEL": a header without its colon
                words = [w for w in words if w.start() >= header.end()]
            heads = [i for i, w in enumerate(words) if _heads_an_institution(fold(w.group()))]
            if heads:
                last = heads[-1]
                places = [i for i, w in enumerate(words) if i > last and fold(w.group()) in major_places()]
                if places:
                    last = places[-1]
                elif fold(words[last].group()) in HEADS:
                    # "Instituto Médico de Castilla Barrionuevo Alto 8": where the institution's
                    # name ends is not known here (the institution finder reads it with its street)
                    continue
                words = words[last + 1:]
            if not words or not words[0].group()[0].isupper():
                continue
            start = words[0].start()
            out.append(Span(start, m.end("street"), "ADDRESS", "pattern", SCORE_STREET))
        return out

    @staticmethod
    def _cross_streets(text: str, streets: List[Span]) -> List[Span]:
        """The street a found street crosses, named after "Höhe", "Ecke", "hoek", "corner of" ...
        ("Unfall Kolbenstraße Höhe Ankerplatz", "Molenstraat hoek Visserslaan"): an emergency
        report's way of placing an accident. The cross street needs no street word of its own, so
        it is read only here, right after a street, where a capitalised name is a place."""
        out: List[Span] = []
        for street in streets:
            m = _CROSS_STREET.match(text, street.end)
            if m is not None:
                out.append(Span(m.start("name"), m.end("name"), "ADDRESS", "pattern", SCORE_NAMED_STREET))
        return out

    @staticmethod
    def _named_streets(text: str, locale: str) -> List[Span]:
        """Rare one-word street names without a number: "Kolbenstraße", "Max-Planck-Straße"."""
        if locale not in DE_SUFFIX_LOCALES and locale not in NL_SUFFIX_LOCALES:
            return []
        language = text_language(locale)
        return [Span(m.start(), m.end(), "ADDRESS", "pattern", SCORE_NAMED_STREET)
                for m in _NAMED_STREET.finditer(text)
                if NameEvidence.text_zipf(m.group().replace("-", ""), language) < NAMED_STREET_MAX_ZIPF]

    @staticmethod
    def _before_postcodes(streets: List[Span], postcodes: List[Span], text: str) -> List[Span]:
        """A street line ends where a postcode begins: in "Carretera Toledo 28905 Getafe" the
        number the street pattern took ("2890" and a floor "5") is the postcode of the town."""
        out = []
        for street in streets:
            end = street.end
            for postcode in postcodes:
                if postcode.label == "ADDRESS" and street.start < postcode.start < end:
                    end = postcode.start
            while end > street.start and text[end - 1] in " ,.-;":
                end -= 1
            if end > street.start:
                out.append(street if end == street.end else Span(street.start, end, street.label, street.detector, street.score))
        return out

    def _headed_lines(self, text: str, postcodes: List[Span]) -> List[Span]:
        spans: List[Span] = []
        for m in _HEADED_LINE.finditer(text):
            if _AT_HOME_BEFORE.search(text, max(0, m.start() - 4), m.start()):
                continue  # "Infirmière à domicile :", "asistencia a domicilio:": care at home, no address field
            start, end = m.start("line"), m.end("line")
            # The street part only: "postcode city" on the same line is its own span, and a contact
            # field after the address ("... 44 PAVIA   TEL 351 ...") is the phone's.
            for postcode in postcodes:
                if start < postcode.start < end:
                    end = postcode.start
            contact = _CONTACT_WORD.search(text, start, end)
            if contact is not None:
                end = contact.start()
            while end > start and text[end - 1] in " ,.-;":
                end -= 1
            if end > start and _HOUSE_NUMBER_IN_LINE.search(text, start, end):
                spans.append(Span(start, end, "ADDRESS", "pattern", SCORE_STREET_HEADED))
        return spans

    def _streets(self, text: str, locale: str) -> List[Span]:
        spans: List[Span] = []
        suffixed = locale in NL_SUFFIX_LOCALES or locale in DE_SUFFIX_LOCALES
        for m in (_STREET if suffixed else _STREET_WITHOUT_SUFFIXES).finditer(text):
            if m.group("adj") is not None:
                if locale not in DE_SUFFIX_LOCALES:
                    continue
            elif m.group("pre") is not None:
                if not _prefix_in_locale(m.group("pre"), locale):
                    continue
                if _TITLE_BEFORE.search(text, max(0, m.start() - 12), m.start()):
                    continue  # "Dr GLORIETA Anselmo en 4 semanas": after a title, a surname, no street
                # "C/ MAP 75", "C.F. ...": the one-letter Spanish abbreviations of "calle" are
                # Spanish; elsewhere they are other shorthand (the C of an ICU A-B-C-D round).
                if locale != "es_ES" and regex.fullmatch(r"(?i)c[/.]|cl\.", m.group("pre")):
                    continue
                # "via orale 2", "Corso di laurea 2", "Calle sin salida 2": a street name has a
                # capitalised word. Lower-case names ("Paseo de la castellana 87") are
                # left to the address-header line, which takes them whatever their case.
                if not _CAPITALISED_WORD.search(_CONNECTOR_WORDS.sub(" ", m.group("pname"))):
                    continue
            elif m.group("pre2") is not None:
                if not _prefix_in_locale(m.group("pre2"), locale):
                    continue
            elif m.group("sfx") is not None:
                suffix = m.group("suffix").lower()
                dutch = locale in NL_SUFFIX_LOCALES and any(regex.fullmatch(s, suffix) for s in NL_SUFFIXES)
                german = locale in DE_SUFFIX_LOCALES and any(regex.fullmatch(s, suffix) for s in DE_SUFFIXES)
                if not (dutch or german):
                    continue
                # The type word alone ("Markt 3", "Hof 3") needs a street-name word before it
                # ("Grote Markt 182", "Am Markt 27").
                if m.group("sfx").lower() == suffix:
                    continue
            elif m.group("whole") is not None or m.group("whole2") is not None:
                if locale not in _FRENCH_STREET_LOCALES:
                    continue
            elif not m.group("etype")[0].isupper():
                continue
            end = m.end()
            while end > m.start() and text[end - 1] in " ,.":
                end -= 1
            before = text[max(0, m.start() - 24):m.start()]
            score = SCORE_STREET_HEADED if _HEADER_BEFORE.search(before) else SCORE_STREET
            spans.append(Span(m.start(), end, "ADDRESS", "pattern", score))
        return spans

    def _postcodes(self, text: str, locale: str) -> List[Span]:
        spans: List[Span] = []
        for m in _POSTCODE.finditer(text):
            if m.group("hpc"):
                spans.append(Span(m.start("hpc"), m.end("hpc"), "ADDRESS", "pattern", SCORE_POSTCODE))
            elif m.group("p4"):
                if (m.group("p4c") or locale in FOUR_DIGIT_LOCALES) and self._city_ok(text, m, "city4"):
                    spans.extend(self._postcode_city(m, "p4", "city4"))
            elif m.group("p5"):
                if (m.group("p5c") or locale in FIVE_DIGIT_LOCALES) and self._city_ok(text, m, "city5"):
                    spans.extend(self._postcode_city(m, "p5", "city5"))
            elif m.group("nl"):
                letters = m.group("nl")[-2:]
                town = self._dutch_town(text, m.end())
                # "2850 IE", "500 ML": a dose and its unit, no postcode; but "7411 ML Deventer" closing its
                # line, a town of the place lists after it, is one.
                if (locale in DUTCH_POSTCODE_LOCALES or m.group("nl").startswith("NL-")) and letters not in _DUTCH_NOT_LETTERS \
                        and (letters.lower() not in UNITS or self._town_closes_line(text, town)):
                    spans.append(Span(m.start(), m.end(), "ADDRESS", "pattern", SCORE_POSTCODE))
                    spans.extend(town)
            elif m.group("uk"):
                if locale in UK_POSTCODE_LOCALES:
                    spans.append(Span(m.start(), m.end(), "ADDRESS", "pattern", SCORE_POSTCODE))
                    spans.extend(self._uk_town(text, m.start()))
            elif m.group("us"):
                if locale in US_ZIP_LOCALES:
                    spans.append(Span(m.start(), m.end(), "ADDRESS", "pattern", SCORE_POSTCODE))
        return spans

    @staticmethod
    def _postcode_city(m, postcode_group: str, city_group: str) -> List[Span]:
        """The postcode (ADDRESS) and the city (LOCATION) of "1000 Brussel", two spans; a country
        written after the city ("28040 Madrid España") is a place of its own."""
        spans = [Span(m.start(postcode_group), m.end(postcode_group), "ADDRESS", "pattern", SCORE_POSTCODE_CITY)]
        start, end = m.start(city_group), m.end(city_group)
        city = m.group(city_group)
        cut = city.rfind(" ")
        if cut > 0 and fold(city[cut + 1:]) in major_places() and fold(city[:cut]) in major_places():
            spans.append(Span(start, start + cut, "LOCATION", "pattern", SCORE_POSTCODE_CITY))
            start += cut + 1
        spans.append(Span(start, end, "LOCATION", "pattern", SCORE_POSTCODE_CITY))
        return spans

    @staticmethod
    def _uk_town(text: str, postcode_start: int) -> List[Span]:
        """The post town right before a UK postcode, after a comma or at the line's start ("14 Mill
        Lane, Thornbury BS35 2AB", "BRISTOL BS8 1TH"): a town (LOCATION) when each word is a
        GeoNames place word or no ordinary word of English ("The Grange Surgery BS35 2AB" is none);
        and the unnumbered street before that town's comma, or before the town itself where the
        comma is gone ("Mill Lane Thornbury BS35 2AB"), if any (ADDRESS)."""
        m = _UK_TOWN_BEFORE.search(text, max(0, postcode_start - 40), postcode_start)
        if m is None:
            return []
        words = list(_TOWN_WORD.finditer(text, m.start("town"), m.end("town")))
        # Dictation drops the comma between an unnumbered street and its town ("Mill Lane Thornbury
        # BS35 2AB"): the town is then the words after the street's type that make one.
        k = next((i for i in range(len(words)) if AddressFinder._town_words([w.group() for w in words[i:]])), None)
        if k is None or k and fold(words[k - 1].group()) not in _ENGLISH_TYPE_WORDS:
            return []
        spans = [Span(words[k].start(), m.end("town"), "LOCATION", "pattern", SCORE_POSTCODE_CITY)]
        if k:
            spans.append(Span(m.start("town"), words[k - 1].end(), "ADDRESS", "pattern", SCORE_STREET))
            return spans
        # The street before the town, unnumbered as a hospital's often is ("Mill Lane, Thornbury
        # BS35 2AB"): its words and a street type, opening the line or after a comma.
        street = _UK_STREET_BEFORE_TOWN.search(text, max(0, m.start("town") - 60), m.start("town"))
        if street is not None:
            spans.append(Span(street.start("street"), street.end("street"), "ADDRESS", "pattern", SCORE_STREET))
        return spans

    @staticmethod
    def _town_words(words: List[str]) -> bool:
        """Whether ``words`` name a post town: a large place, or each word a place word or no ordinary
        word of English, none a street's type or a word of ``_NOT_TOWNS``."""
        if fold(" ".join(words)) in major_places():
            return True
        return not any(fold(w) in _NOT_TOWNS or fold(w) in _ENGLISH_TYPE_WORDS
                       or fold(w) not in place_words() and _EVIDENCE.kind(w.title(), "en") == WORD for w in words)

    @staticmethod
    def _dutch_town(text: str, postcode_end: int) -> List[Span]:
        """The town after a Dutch postcode on its line ("6721 KL Bennekom"): one to four capitalised
        words, no month, unit or contact word ("2611 AB Tel. ..." is none)."""
        m = _DUTCH_TOWN_AFTER.match(text, postcode_end)
        if m is None or m.group("city").split()[0].lower().rstrip(".") in _NOT_CITIES:
            return []
        return [Span(m.start("city"), m.end("city"), "LOCATION", "pattern", SCORE_POSTCODE_CITY)]

    @staticmethod
    def _town_closes_line(text: str, town: List[Span]) -> bool:
        """Whether ``town`` (``_dutch_town``'s) ends its line and each of its words is a place's."""
        if not town:
            return False
        name = text[town[0].start:town[0].end]
        return not text[town[0].end:].split("\n", 1)[0].strip() and (fold(name) in major_places() or all(
            fold(w) in place_words() for w in _LETTERS.findall(name) if w.lower() not in _SHADOW_SMALL))

    def _city_ok(self, text: str, m, city_group: str) -> bool:
        city = m.group(city_group)
        postcode_group = "p4" if city_group == "city4" else "p5"
        if city.split()[0].lower().rstrip(".") in _NOT_CITIES:
            return False
        if regex.match(r"[ \t]*:", text[m.end(city_group):]) and "," in text[m.end(postcode_group):m.start(city_group)]:
            return False  # "HRB 1234, Geschäftsführer: ...": a number, then a field's label, no postcode and town
        # "seit 2019 Lumbalgie", "1. Jänner 2019 Lumbalgie": a year, no four-digit postcode (five
        # digits are never a year: "wohnt in 34117 Kassel")
        digits = m.group(postcode_group)
        if not regex.fullmatch(r"(?:[BL]-)?(?:19|20)\d\d", digits):
            return True
        return _YEAR_CUE_BEFORE.search(text[max(0, m.start() - 24):m.start()]) is None and not month_before(text, m.start())
