"""Places named where places stand: after a word of place ("lebt in", "vive en", "from") or a postcode.

    finder = PlaceFinder()
    spans = finder.find(text, locale)

Where a relative lives, where a patient comes from, the town of a practice: a place name after
a locative word ("in Lohne", "aus Hameln", "vive en Tafalla", "à Vierzon", "from Sligo",
"woont in Zele", "di Lodi"), after a noun that announces a place ("im Nachbarort Lohne", "campus
Oostende", "the village of Ashby") or after a postcode ("3811 AB Amersfoort"). The word must be a
place: the whole name a country, region or large city (``major_places``), or each of its words a
place-name word of GeoNames that is rare as a word of the language (``place_words``, Zipf below
``PLACE_ZIPF``), so "in Ruhe", "nach Hause", "in Ordnung" stay words. Lower-case notes write
places in lower case too; there the same test applies to lower-case words.
"""
from __future__ import annotations

import functools
import itertools
import re
from typing import FrozenSet, List, Sequence, Tuple

import regex

from deid.detect.note_case import TITLE_RIGHT_BEFORE, TITLE_WORDS, lowered, written_in_capitals, written_in_lower_case
from deid.lexicon.clinical_morphology import specialty_clipping
from deid.lexicon.contact_words import CONTACT_WORDS
from deid.lexicon.dictionary_words import capitalised_word, common_word, known_anywhere
from deid.lexicon.eponym_contexts import eponym_noun_after
from deid.lexicon.luxembourg_places import luxembourg_place
from deid.lexicon.months import month_before, month_lookup
from deid.lexicon.name_lexicon import EPONYMS, PARTICLES, RELATION_WORDS, TITLES, first_names, fold
from deid.lexicon.name_likelihood import NAME, WORD, name_evidence, text_language
from deid.lexicon.organization_words import HEADS as ORGANIZATION_HEADS
from deid.lexicon.provinces import ITALIAN_PROVINCES
from deid.lexicon.regions import regions
from deid.lexicon.units import UNITS
from deid.lexicon.weekdays import weekday_names
from deid.lexicon.stop_words import stop_word
from deid.lexicon.word_classes import (A_COUNTRY, major_place_countries, major_places, named_in_notes_of, place_words,
                                       street_words)
from deid.spans import Span

SCORE = 0.65
PLACE_ZIPF = 3.5
RESIDENCE_PLACE_ZIPF = 4.5
# A district after a street's comma: a word rarer than this in the language (quarters are named in
# local news: "Wazemmes" 2.4, "Rifredi" 2.2; the words of a flat's address, "Bajo", "Bâtiment", are 4.2 up).
DISTRICT_MAX_ZIPF = 3.0
# A verb of living, studying or working right before the locative: "woont in", "lives in".
_RESIDES_BEFORE = regex.compile(
    r"(?<![\p{L}])(?:woont|woonde|wonen|woonden|studeert|werkt|lives|lived|living|live|studies|works|vit|vivent|"
    r"habite|habitent|habitait|habitaient|travaille|étudie|vive|viven|vivía|vivían|reside|residen|trabaja|estudia|"
    r"abita|abitano|abitava|lavora|studia|risiede|risiedono)(?:[ \t]+\p{L}+){0,3}[ \t]+$",
    regex.IGNORECASE)
# A verb of living only (not of working or studying: "trabaja en Mercadona" names an employer).
_LIVES_BEFORE = regex.compile(
    r"(?<![\p{L}])(?:woont|woonde|wonen|lives|lived|living|live|vit|vivent|habite|habitent|habitait|vive|viven|"
    r"vivía|reside|residen|abita|abitano|risiede)(?:[ \t]+\p{L}+){0,3}[ \t]+$",
    regex.IGNORECASE)
MAJOR_LOWERCASE_ZIPF = 4.5
# A district or village the lists lack, after a verb of living in a note without case: at least this
# long (shorter unknown words are abbreviations as often: "vit en ehpad", "lives in sha").
MIN_UNCASED_DISTRICT_LETTERS = 5
# A name this popular (first name or surname, ``NameEvidence`` Zipf) written small where a place stands
# is masked as the place, wherever that place lies ("llamo a martín": Martin is a Slovak town).
PERSON_READING_ZIPF = 4.0
MAJOR_LOWERCASE_MIN_LENGTH = 6
MAJOR_LOWERCASE_LONG_ZIPF = 6.0  # below the home countries' names ("italia" 5.9, "france" 6.0 in their languages)
# The French verbs of living that take their place without a preposition ("habite Anderlecht").
_LIVING_VERBS = ("habite", "habitent", "habitait", "habitaient")
# Locative words of our six languages (lower case).
_LOCATIVES = (
    r"in", r"aus", r"nach", r"bei", r"im", r"from", r"to", r"near", r"at", r"à", r"a", r"au", r"en", r"de", r"d'",
    r"op",
    r"desde", r"di", r"da", r"dal", r"dalla", r"dallo", r"te", r"naar", r"uit", r"vanuit", r"bij", r"nabij", r"vers", r"près\s+de",
    r"originaire\s+de", r"originario\s+di", r"natural\s+de", r"geboren\s+in", r"born\s+in", r"né(?:e)?\s+à",
    r"nato\s+a", r"nata\s+a", r"nacido\s+en", r"nacida\s+en",
    # French lives in a place without a preposition as often as with one ("habite Anderlecht")
    *_LIVING_VERBS,
)
# A locative that is itself a verb of living: what follows is where someone lives.
_LIVING_LOCATIVE = regex.compile(r"(?i:" + "|".join(_LIVING_VERBS) + r")[ \t]+")
# Where a sentence, a line or a field opens: a capitalised word after it is capitalised for that.
_OPENS_SENTENCE = regex.compile(r"(?:^|[.!?:;(\n•\-–])[ \t]*$")
_LAST_WORD = regex.compile(r"(?<![\p{L}.])\p{L}+(?:\.\p{L}+)*\Z")  # "dr", "sig.ra"
# "op" is a locative of Dutch only ("op Texel", "varen op Keulen").
_DUTCH_ONLY_LOCATIVE = regex.compile(r"(?i:op)[ \t]+")
_PLACE_WORD = r"\p{L}[\p{L}\p{M}]+(?:[-'’]\p{L}[\p{L}\p{M}]+)*"
_AFTER_LOCATIVE = regex.compile(
    r"(?<![\p{L}])(?:" + "|".join(_LOCATIVES) + r")[ \t]+(?P<place>" + _PLACE_WORD
    + r"(?:[ \t]+(?:am|an[ \t]+der|sur|de|di|del|al|aan[ \t]+de)[ \t]+" + _PLACE_WORD + r")?)",
    regex.IGNORECASE)
# Two capitalised words after a locative: "desde Dos Hermanas", "nach Bad Elster".
# (two capitalised words are looked for first, the locative before them then)
_TWO_CAPITALISED_WORDS = regex.compile(
    r"(?<![\p{L}\p{M}'’-])(?P<place>\p{Lu}[\p{L}\p{M}'’]+[ \t]\p{Lu}[\p{L}\p{M}'’]+)(?![\p{L}\p{M}'’-])")
_LUXEMBOURGISH_ZU = regex.compile(r"(?<![\p{L}])(?i:zu)[ \t]+(?P<place>\p{Lu}[\p{L}\p{M}'’]+(?:-\p{Lu}[\p{L}\p{M}'’]+)?)")
# A capitalised name of one to three words with a comma, a separator, a bracket or a line on each side.
_SET_APART_PLACE = regex.compile(
    r"(?:^|(?<=[,(·|–—\n][ \t]*))(?P<place>\p{Lu}[\p{Ll}\p{M}'’]+(?:[- ]\p{Lu}[\p{Ll}\p{M}'’]+){0,2})"
    r"(?=[ \t]*(?:$|[\n,()·|–—]))", regex.MULTILINE)
# ... or amid a sentence's small words, a word of its own ("che raggiungerà Verona in treno", "is naar
# Emmen verhuisd"; not before a colon, where a log's actor stands: "09.30 u Kent: ..."), and a large
# place joined by a hyphen to its district ("wohnt in Kassel-Wilhelmshöhe").
_AMID_WORDS_PLACE = regex.compile(
    r"(?<=(?:^|[\s(,;:])\p{Ll}[\p{Ll}\p{M}'’]*,?[ \t]+)(?P<place>\p{Lu}[\p{Ll}\p{M}'’]+)(?=[ \t]+\p{Ll}|[ \t]*[.,;)](?:[ \t]|$))", regex.MULTILINE)
_ARTICLE_RIGHT_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:der|die|das|dem|den|des|im|am|zum|zur|vom|beim|ein|eine|einem|einer|de|het|een|le|la|les|"
    r"du|des|au|aux|un|une|el|los|las|il|lo|gli|del|della|nel|nella|al|alla|the|a|an)[ \t]+\Z")
_PLACE_AND_DISTRICT = regex.compile(
    r"(?<![\p{L}\p{M}'’-])(?P<place>\p{Lu}[\p{Ll}\p{M}'’]+)-(?P<district>\p{Lu}[\p{Ll}\p{M}'’]{2,})(?![\p{L}\p{M}-])")
# A large place whose name opens with its article, capitalised, after a locative: "in Den Haag", "à La
# Haye". The article and its name are looked for first (few per note), the locative before them then.
_ARTICLE_PLACE = regex.compile(
    r"(?<![\p{L}])(?P<place>(?i:den|de|le|la|les|el|il|lo|het)[ \t]+\p{Lu}[\p{L}\p{M}]+(?:[-'’]\p{L}[\p{L}\p{M}]+)*)"
    r"(?![\p{L}])")
_LOCATIVE_RIGHT_BEFORE = regex.compile(r"(?<![\p{L}])(?:" + "|".join(_LOCATIVES) + r")[ \t]+\Z", regex.IGNORECASE)
# A postcode is no year of a date ("03.05.1941 Zi."): nothing glued before it, one blank after,
# and the town is no field label ("7412 AB Deventer", never "1939 Fall-Nr.:"), nor an abbreviation;
# a full stop may end the sentence after it ("... 1016 GV Amsterdam. Tel ...").
_AFTER_POSTCODE = regex.compile(r"(?<![\p{N}./\-])\d{4,5}(?:[ ]?(?P<letters>[A-Z]{2}))?[ ]"
                                r"(?P<place>\p{Lu}[\p{L}\p{M}]+(?:[-'’]\p{L}[\p{L}\p{M}]+)*)(?![\p{L}:-]|\.(?![ \t\n]|$))")
_YEAR_RANGE = regex.compile(r"(?:19|20)\d\d")
_CONNECTORS = frozenset({"am", "an", "der", "sur", "de", "di", "del", "al", "aan"})
_HYPHEN_CONNECTORS = _CONNECTORS | {"en", "le", "la", "les", "lès", "du", "des", "sous", "aux", "im", "op"}
# A saint's word opening a compound town ("Saint-Avertin", "Sint-Truiden", "Sankt-Ingbert"): the
# town is judged by its other words, as the lists hold "Avertin" where they lack the commune.
_SAINT_WORDS = frozenset({"saint", "sainte", "sint", "sankt", "san", "santa", "santo", "st", "ste"})
# After a bare genitive, a word this frequent as a person's name (names-dataset, Zipf scale) and
# no major place is read as an eponym, not a town: "Roux" 3.8, "Brooke" 3.7; small towns are rarely
# common names ("Tafalla" 1.5, "Galapagar" 0).
EPONYM_NAME_ZIPF = 2.3
# The bare genitives among the locatives: "de", "d'", "di", "da" also name a method, a sign or a
# structure after its describer ("técnica de Brooke", "Y de Roux", "segno di Murphy").
_GENITIVE = regex.compile(r"(?i:de|d'|di|da)[ \t]*")
# Nouns that announce a place's name right after them (an "of" between where the language puts
# one): "im Nachbarort Lohne", "gemeente Staphorst", "campus Sint-Jan", "comune di Vigevano",
# "municipio de Tafalla", "the village of Ashby". The position is the cue, as after a verb of living.
_PLACE_NOUNS = (
    r"nachbarort", r"heimatort", r"wohnort", r"ortsteil", r"stadtteil", r"gemeinde", r"landkreis", r"kreis",
    r"gemeente", r"deelgemeente", r"woonplaats", r"campus", r"commune", r"ville", r"village", r"municipio",
    r"localidad", r"pueblo", r"barrio", r"comune", r"frazione", r"paese", r"quartiere", r"town", r"city",
    r"borough", r"parish",
    # regions and districts around a town ("regio Deventer", "im Raum Hannover", "omgeving Utrecht")
    r"regio", r"region", r"région", r"regione", r"región", r"raum", r"umgebung", r"omgeving", r"provincie",
    r"provincia", r"province", r"county", r"district", r"wijk", r"stadsdeel", r"quartier", r"bezirk",
    # a hospital's or a practice's site ("OK-complex locatie Zeist", "site de Godinne", "Standort Bogenhausen")
    r"locatie", r"vestiging", r"site", r"standort", r"sede",
)
_AFTER_PLACE_NOUN = regex.compile(
    r"(?<![\p{L}])(?:" + "|".join(_PLACE_NOUNS) + r")(?:[ \t]+(?:de|di|del|of|van|d'))?[ \t]+"
    r"(?P<place>" + _PLACE_WORD + r")", regex.IGNORECASE)
# The province code after an Italian town: "Monza (MB)", "20900 Monza (MB)", "CATANIA (CT)".
_PROVINCE_AFTER_TOWN = regex.compile(
    r"(?P<town>\p{Lu}[\p{L}\p{M}'’-]+(?:[ \t]+(?:(?:di|del|della|delle|dei|de|sul|sulla|in|al)[ \t]+)?\p{Lu}[\p{L}\p{M}'’-]+){0,3})"
    r"[ \t]*\((?P<code>[A-Z]{2})\)")
_BRACKETED_CODE = regex.compile(r"\([A-Z]{2}\)")
# A French department's number after its town: "Cayenne (973)", "Lens (62)", "Saint-Pierre (974)".
_DEPARTMENT_AFTER_TOWN = regex.compile(
    r"(?P<town>\p{Lu}[\p{L}\p{M}'’-]+(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]+){0,2})[ \t]*\((?P<code>\d{2,3})\)")
# The birth's place word before a town: "né à", "née au", "né(e) à".
_BORN_AT_BEFORE = regex.compile(r"(?i:n[ée]e?(?:\(e\))?)(?:[ \t]+le[ \t]*:?[ \t]*[\d/.\-]{6,10})?[ \t]+(?:à|au|aux|a)[ \t]+\Z")
_REGION_AFTER_TOWN = regex.compile(
    r"(?P<town>\p{Lu}[\p{L}\p{M}'’-]+)[ \t]*\((?P<region>\p{Lu}[\p{L}\p{M}'’-]+(?:[ \t]\p{L}[\p{L}\p{M}'’-]+){0,2})\)")
# A town of several words the lists lack ("Borgo San ... (CN)", "... Terme (BN)") is one still when a
# postcode stands before it or one of its words is no common word of the language (below this
# Zipf): "Risonanza Magnetica (RM)", "Frequenza Cardiaca (FC)" are an examination and a vital sign.
PROVINCE_TOWN_WORD_ZIPF = 3.0
_CAPITALISED_RIGHT_BEFORE = regex.compile(r"\p{Lu}[\p{L}\p{M}'’.-]*[ \t]+\Z")
_POSTCODE_BEFORE = regex.compile(r"(?<!\d)\d{5}[ \t]+$")
# A letter's dateline: the town at the start of a line, a comma, the date ("Kortrijk, 3 maart
# 2024", "Lyon, le 12/05/2024", "Bonn, den 2.3.2024", "Pavia, 12 aprile 2024").
_DATELINE = regex.compile(
    r"(?m)^[ \t]*(?P<place>\p{Lu}[\p{L}\p{M}'’]+(?:[- ]\p{Lu}[\p{L}\p{M}'’]+){0,2})[ \t]*,[ \t]*"
    r"(?:(?:le|den|il|el|am|op|the)[ \t]+)?(?:\p{L}+[ \t]+)?"
    r"(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{1,2}\.?[ \t]+\p{L}{3,}\.?[ \t]+\d{4})(?![\p{N}])")
# The same line without its comma, the date closing it ("Lier 7 februari 2025", "dinant le
# 03/02/2025"): alone on its line, the date says what the word before it is; written small only
# in a note in lower case.
_DATELINE_ALONE = regex.compile(
    r"(?m)^[ \t]*(?P<place>\p{L}[\p{L}\p{M}'’]+(?:[- ](?!(?:le|den|il|el|am|op|the)[ \t])\p{L}[\p{L}\p{M}'’]+){0,2})"
    r"[ \t]*,?[ \t]*(?:(?:le|den|il|el|am|op|the)[ \t]+)?"
    r"(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{1,2}\.?[ \t]+\p{L}{3,}\.?[ \t]+\d{4})[ \t]*$")
_WEEKDAYS = frozenset(weekday_names())
_MONTHS = frozenset(month_lookup())
# A titled person's town after a comma, closing the clause, as letters and cc lists write a GP:
# "Huisarts: Dr. Vanden Bussche, Harelbeke.", "Copie au Dr Lemoine, Dinant."; or going on after a
# comma or a colon, as a referral writes it ("verwezen door dr. Vercauteren, Deinze, wegens ...",
# "Praxis Dr. Kellermann, Wunsiedel: ..."), where ``goes_on`` holds the comma or the colon.
_PLACE_AFTER_PERSON = regex.compile(
    r"(?<![\p{L}])(?i:" + TITLE_WORDS + r")\.?[ \t]+(?:(?i:med|univ|phil|rer\.[ \t]*nat)\.[ \t]+)?"
    r"(?:\p{Lu}\.[ \t]*){0,2}\p{Lu}[\p{L}\p{M}'’-]+(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]+){0,2},[ \t]*(?P<place>\p{Lu}[\p{L}\p{M}'’-]+(?:[ -]\p{Lu}[\p{L}\p{M}'’-]+){0,2})"
    r"(?=[ \t]*(?:[.;)\n]|$|(?P<goes_on>[,:])))(?![ \t]*\.[ \t]*[\d:+(])")  # not an abbreviation before its value ("Tel. 0...")
# A service's or a body's acronym in capitals, then a capitalised place: "Age UK Sheffield", "CAW Limburg".
_PLACE_AFTER_ACRONYM = regex.compile(
    r"(?<![\p{L}\p{N}])(?<!\d[ \t])(?P<acronym>\p{Lu}{2,5})[ \t]+(?P<place>\p{Lu}\p{Ll}[\p{L}\p{M}'’-]+)(?![\p{L}\p{N}])")
# (no Roman numeral: "grado II Kyoto 2018" names a guideline's edition)
_ROMAN_NUMERAL = regex.compile(r"[IVXLCDM]+")
# A word people bear this often as a first name (Zipf) after an acronym is someone's ("HCA Florence").
ACRONYM_PLACE_FIRST_NAME_ZIPF = 3.5
# A word in brackets after a relation word that people bear as a first name this often is the
# relative's name, not the small town of that name (``PlaceFinder._find``); a large place stays one.
BRACKET_FIRST_NAME_ZIPF = 4.0
# A place alone in brackets: "Winnipeg (Canada)", "+212 6 1234 5678 (Marokko)", "Beveren (Roeselare)".
_IN_BRACKETS = regex.compile(r"\((?P<place>\p{Lu}[\p{L}\p{M}'’]+(?:[- ]\p{Lu}[\p{L}\p{M}'’]+){0,2})\)")
# The town right after an institution's name: "Klinikum Mitte, Meppen:", "Farmacia Sol · Soria".
_TOWN_AFTER = regex.compile(
    r"[ \t]*[,·|–][ \t]*(?P<place>\p{Lu}[\p{L}\p{M}'’]+(?:[- ]\p{Lu}[\p{L}\p{M}'’]+){0,2})"
    r"(?=[ \t]*(?:$|[\n,.;:()·|–]))", regex.MULTILINE)
# The town right after a street and its number, after a comma or a locative word: "3 impasse des
# Saules à Morlaix,", "Molenstraat 12 te Lier.", "via Garibaldi 4 a Ostuni;" (a postcode's town is
# the postcode rule's).
_STREET_TO_TOWN = r"[ \t]*(?:,[ \t]*|[ \t](?i:à|a|en|in|te|bei|im)[ \t]+)"
_TOWN_CLOSES = r"(?=[ \t]*(?:$|[\n,.;:()·|–]))"
_TOWN_AFTER_STREET = regex.compile(
    _STREET_TO_TOWN + r"(?P<place>\p{Lu}[\p{L}\p{M}'’]+(?:[- ]\p{Lu}[\p{L}\p{M}'’]+){0,2})" + _TOWN_CLOSES,
    regex.MULTILINE)
# (written small, in a note in lower case: "beekstraat 4 te lier")
_LOWER_TOWN_AFTER_STREET = regex.compile(
    _STREET_TO_TOWN + r"(?P<place>\p{Ll}[\p{Ll}\p{M}'’]+(?:[- ]\p{Ll}[\p{Ll}\p{M}'’]+){0,2})" + _TOWN_CLOSES,
    regex.MULTILINE)
# The same in a note written in lower case: "..., meppel", "· soria". Only a place of four letters
# or more (five before a full stop), rarer as a word than ``LOWER_TOWN_MAX_ZIPF``: three or four
# letters are an abbreviation's as often ("ecg", "crp", "diab."), and without a capital a frequent
# word is that word.
LOWER_TOWN_MIN_LETTERS = 4
LOWER_TOWN_MAX_ZIPF = 4.0
_ABBREVIATION_GOES_ON = regex.compile(r"\.[\p{L}\p{N}]")
# Up to three words right after a town, one blank before each (``PlaceFinder._countries_after_towns``),
# and the word before the town.
_WORD_BEFORE_TOWN = regex.compile(r"(\p{L}+)[ \t]+$")
_TOWN_PARTICLES = PARTICLES - {"te"}  # (the Dutch "te" is "in": "woont te Gent")
_COUNTRY_WORDS = regex.compile(r"[ \t](?P<words>\p{L}[\p{L}\p{M}'’\-]*(?: \p{L}[\p{L}\p{M}'’\-]*){0,2})")
_LOWER_TOWN_AFTER = regex.compile(
    r"[ \t]*[,·|–][ \t]*(?P<place>\p{Ll}[\p{Ll}\p{M}'’]+(?:[- ]\p{Ll}[\p{Ll}\p{M}'’]+){0,2})"
    r"(?=[ \t]*(?:$|[\n,.;:()·|–]))", regex.MULTILINE)


_SHADOW_WORD = regex.compile(r"[\p{L}\p{M}]+")
_PROVINCE_CODE = regex.compile(r"(?<=\()[a-z]{2}(?=\))")
# A word written small right before an Italian province's code, which the shadow has put in capitals.
_TOWN_BEFORE_PROVINCE = regex.compile(r"(?<![\p{L}])\p{Ll}[\p{L}\p{M}'’-]{2,}(?=[ \t]*\((?:"
                                      + "|".join(sorted(ITALIAN_PROVINCES)) + r")\))")
_DUTCH_POSTCODE_LETTERS = regex.compile(r"(?<=(?<![\p{L}\p{N}])[1-9]\d{3}[ \t]?)[a-z]{2}(?![\p{L}\p{N}])")


_PLACE_AFTER_POSTCODE = regex.compile(
    r"(?<![\p{L}\p{N}./-])(?P<code>\d{4,5})(?:[ \t]?(?P<letters>[a-zA-Z]{2}))?[ \t]+(?P<place>\p{Ll}[\p{Ll}\p{M}]{2,})"
    r"(?![\p{L}])")
# Locales whose postcodes of four digits without letters include the years' range.
YEAR_POSTCODE_LOCALES = frozenset({"nl_BE", "fr_BE", "de_LU"})


def lowercase_major(place: str, language: str, evidence) -> bool:
    """Whether a country or large city of the lists, written in lower case where a place stands
    (after a locative: "vit à marseille", "in hamburg"; alone in brackets: "(polonia)"), is the
    place: a rare word of the language, or a long one that is no more frequent than big cities'
    and countries' names are (their frequency is their own: "hamburg" 5.2, "berlin" 5.7, "italia"
    5.9). Short frequent words stay words ("der", "de", "nice"), and so do English "-ing" forms
    ("in reading"). A word of the language's dictionary is the place only where its notes would
    name that place ("tracks down to bone": Bône is an Algerian town; ``named_in_notes_of``), unless people
    bear it often as a name (``PERSON_READING_ZIPF``: "llamo a martín" is masked as the place it
    also is, rather than left standing)."""
    if common_word(place, language) and not named_in_notes_of(fold(place), language) \
            and max(evidence.first_name_zipf(place), evidence.surname_zipf(place)) < PERSON_READING_ZIPF:
        return False
    zipf = evidence.text_zipf(place, language)
    if zipf < MAJOR_LOWERCASE_ZIPF:
        return True
    return len(place) >= MAJOR_LOWERCASE_MIN_LENGTH and zipf < MAJOR_LOWERCASE_LONG_ZIPF \
        and not (language == "en" and place.endswith("ing"))


# A word alone in brackets, in a note in lower case: "né à porto (portugal)".
_LOWER_IN_BRACKETS = regex.compile(r"(?<=\()\p{Ll}[\p{Ll}\p{M}'’]{3,}(?=\))")


# A connector between two words of a place read after a locative: where a second reading starts.
_INNER_CONNECTOR = regex.compile(r"(?<=[ \t])(?i:di|de|del|al|sur)(?=[ \t])")


def _locative_candidates(text: str):
    """``_AFTER_LOCATIVE``'s matches, and after each whose place is a capitalised name that holds a
    connector, the match that connector opens: "dal SerD di Brescia" is no place, "di Brescia" is one."""
    for m in _AFTER_LOCATIVE.finditer(text):
        yield m
        if " " not in m.group("place") or not m.group("place")[:1].isupper():
            continue  # (a noun written small before the connector makes a genitive: "malformación de Dandy")
        inner = _INNER_CONNECTOR.search(text, m.start("place"), m.end("place"))
        if inner is not None:
            again = _AFTER_LOCATIVE.match(text, inner.start())
            # (only a name written with its capital, in a note with its case: in lower case or in
            # capitals a genitive's noun or eponym is no town, "a nivel de vena", "BACILO DE KOCH")
            if again is not None and again.group("place")[:1].isupper() and not again.group("place").isupper():
                yield again


def _word_right_before(text: str, at: int) -> str:
    """The word right before ``at``, blanks and its dot aside, folded ("" where none)."""
    word = _LAST_WORD.search(text[max(0, at - 24):at].rstrip(" \t").rstrip("."))
    return fold(word.group()) if word is not None else ""


def _title_right_before(text: str, at: int) -> bool:
    """Whether the word right before ``at`` (blanks and its dot aside) is a title of address
    ("dr", "Mme", "dott."): a dictionary lookup of one word, where ``TITLE_RIGHT_BEFORE`` tries every
    title at every position (this test runs before each locative of every note)."""
    return _word_right_before(text, at) in TITLES


def _place_shadow(text: str, locale: str, evidence) -> str:
    """A note written in lower case with the capitals of its places, as a cased note writes them
    (same length, same offsets): each word of four letters or more that the place lists hold and
    that is rare as a word of the language (``PLACE_ZIPF``, the test ``_is_place`` applies to a
    capitalised word anyway; three letters are an abbreviation's as often) and that the language's
    dictionary does not write small, unless a large place ("en supino", "de argón" stay words),
    an Italian province's code in brackets, a Dutch postcode's letters. Nothing else gets a
    capital, so a rule that wants one still wants a place."""
    language = text_language(locale)
    words, places = place_words(), major_places()

    def capitalise(m) -> str:
        word = m.group()
        key = fold(word)
        if len(word) >= 4 and word.islower() and (key in words or key in places) \
                and evidence.text_zipf(word, language) < PLACE_ZIPF \
                and (key in places or not common_word(word, language)):
            return word[0].upper() + word[1:]
        return word

    shadow = _SHADOW_WORD.sub(capitalise, text)
    # A country or large city alone in brackets gets its capital however often the language
    # writes it (a place of birth, a telephone's country: "(polonia)", "(suisse)").
    shadow = _LOWER_IN_BRACKETS.sub(lambda m: m.group()[0].upper() + m.group()[1:]
                                    if fold(m.group()) in places and lowercase_major(m.group(), language, evidence)
                                    else m.group(), shadow)
    # Right after a postcode a word of the place lists is the town, however often the language
    # writes it ("7511 jn enschede", "9000 gent"): it gets its capital too. A year is no postcode
    # ("diagnosed 2019 paris a1": a classification) but where postcodes of four digits without
    # letters run through the years' range (Belgium, Luxembourg: "2000 antwerpen").
    def town_after_postcode(m) -> str:
        place = m.group("place")
        year = m.group("letters") is None and 1900 <= int(m.group("code")) <= 2099
        if fold(place) not in words and fold(place) not in places or year and locale not in YEAR_POSTCODE_LOCALES:
            return m.group()
        return m.group()[:m.start("place") - m.start()] + place[0].upper() + place[1:]

    shadow = _PLACE_AFTER_POSTCODE.sub(town_after_postcode, shadow)
    if locale == "it_IT":
        shadow = _PROVINCE_CODE.sub(lambda m: m.group().upper() if m.group().upper() in ITALIAN_PROVINCES
                                    else m.group(), shadow)
        # The town before a province's code is one however often the language writes its name
        # ("nata a napoli (NA)"): a town of the place lists gets its capital there.
        shadow = _TOWN_BEFORE_PROVINCE.sub(lambda m: m.group()[0].upper() + m.group()[1:]
                                           if fold(m.group()) in places or fold(m.group()) in words
                                           else m.group(), shadow)
    if locale == "nl_NL":
        shadow = _DUTCH_POSTCODE_LETTERS.sub(lambda m: m.group().upper(), shadow)
    return shadow


_STREET_WORDS = street_words()
# The word right before a locative, blanks only between (an abbreviation's dot allowed: "ctra. de").
_WORD_BEFORE_LOCATIVE = regex.compile(r"(?P<word>\p{L}[\p{L}\p{M}'’\-]*)\.?[ \t]+\Z")


# A country's name standing anywhere in a note, not only after a locative ("parte domani per la Francia",
# "se marcha para Alemania", "+48 ... (Polonia)", "in der Schweiz"): words of a name of up to five,
# joined by a blank or a hyphen ("Pays-Bas", "Regno Unito", "Trinidad y Tobago").
_COUNTRY_TOKEN = regex.compile(r"(?<![\p{L}\p{M}])\p{L}[\p{L}\p{M}]*")
_CAPITALISED_TOKEN = regex.compile(r"(?<![\p{L}\p{M}])\p{Lu}[\p{L}\p{M}]*")
# The next word and what stands between (``gap``); the word before and what stands after it.
_NEXT_WORD = regex.compile(r"(?P<gap>[^\p{L}\p{M}]*)(?P<word>\p{L}[\p{L}\p{M}]*)")
_WORD_AND_GAP_BEFORE = regex.compile(r"(?<![\p{L}\p{M}])(?P<word>\p{L}[\p{L}\p{M}]*)(?P<gap>[^\p{L}\p{M}]*)\Z")
COUNTRY_MAX_WORDS = 5
# An article or a preposition elided before a country's name: French "l'", "d'", Italian "dell'", "nell'",
# "all'", "dall'", "sull'".
_ELIDED_BEFORE = regex.compile(r"(?<![\p{L}])(?:[lLdD]|[dDnNsS]ell|[aA]ll|[dD]all|[sS]ull)['’]\Z")
# A word next to a country's name in a note in lower case or capitals this popular as a name (Zipf)
# makes it a surname's.
COUNTRY_NEIGHBOUR_NAME_ZIPF = 3.0


@functools.lru_cache(maxsize=1)
def _country_names() -> Tuple[FrozenSet[str], FrozenSet[str]]:
    """Folded names of countries (``A_COUNTRY``) of the place lists, and the folded first words of them;
    and of the natural regions (``deid.lexicon.regions``), which notes name as they name a country,
    with an article or alone ("in de Achterhoek", "walking in the Lake District")."""
    names = frozenset(name for name in major_places() if A_COUNTRY in major_place_countries(name)) | regions()
    return names, frozenset(regex.split(r"[ \-]", name)[0] for name in names)


class PlaceFinder:
    """Places after a locative word or a postcode; see the module docstring."""

    def __init__(self) -> None:
        self._evidence = name_evidence()

    def find(self, text: str, locale: str) -> List[Span]:
        spans = self._find(text, locale)
        lower_case = written_in_lower_case(text)
        if lower_case:
            # The place rules read a place by its capital where it stands: on a copy with the
            # capitals the place lists give back, they read a lower-case note as a cased one.
            shadow = _place_shadow(text, locale, self._evidence)
            seen = {(s.start, s.end) for s in spans}
            spans += [s for s in self._find(shadow, locale) + self._towns_closing_a_phrase(text, locale)
                      if (s.start, s.end) not in seen and not seen.add((s.start, s.end))]
        capitals = not lower_case and written_in_capitals(text)
        if capitals:
            # A town closing its phrase after a comma or a separator ("HEIM AM PARK, HALTERN;"): in
            # capitals, as in lower case, only its position tells, read on the copy written small;
            # there no word the dictionary writes small ("..., PESCADOS, QUESOS") nor a first name
            # ("SU HERMANO, OVIDIO, ..."; "..., ELISA, ..."), which a list of things or people puts there too.
            seen = {(s.start, s.end) for s in spans}
            language = text_language(locale)
            spans += [s for s in self._towns_closing_a_phrase(lowered(text), locale)
                      if (s.start, s.end) not in seen and self._capitals_town(text[s.start:s.end], language)]
        spans = self._with_two_word_places(text, spans, locale, capitals or lower_case)
        cased = not (lower_case or capitals)
        if cased:
            spans += [s for s in self._major_places_set_apart(text, locale)
                      if not any(o.start < s.end and s.start < o.end for o in spans)]
        spans += self._countries_after_towns(text, spans, locale)
        seen = {(s.start, s.end) for s in spans}
        return spans + [s for s in self._countries(text, locale, cased) if (s.start, s.end) not in seen]

    def _with_two_word_places(self, text: str, spans: List[Span], locale: str, uncased: bool) -> List[Span]:
        """``spans`` with the places of two capitalised words after a locative that the one-word
        reading cut short or missed: a large place of the lists ("desde Dos Hermanas", "in Bad
        Homburg"... "nach Den Helder" is the article rule's), or a German spa town, "Bad" and a
        place-name word rare as a word ("nach Bad Elster"); the longer reading replaces the shorter."""
        if uncased:
            return spans
        language = text_language(locale)
        out = list(spans)
        for pair in _TWO_CAPITALISED_WORDS.finditer(text):
            locative = _LOCATIVE_RIGHT_BEFORE.search(text, max(0, pair.start() - 24), pair.start())
            if locative is None:
                continue
            place = pair.group("place")
            first, second = place.split()
            if _title_right_before(text, locative.start()) \
                    or _OPENS_SENTENCE.search(text, max(0, locative.start() - 4), locative.start()) \
                    and locative.group()[:1].isupper() and pair.start() - locative.start() <= 4:
                continue  # "Dr. De Santis", "De Vries Anna": a particle's capital makes a surname
            spa = fold(first) == "bad" and language == "de" and fold(second) in place_words() \
                and self._evidence.text_zipf(second, language) < RESIDENCE_PLACE_ZIPF
            if not (fold(place) in major_places() or spa):
                continue
            start, end = pair.start("place"), pair.end("place")
            if any(o.start < end and start < o.end and (o.end - o.start) >= end - start for o in out):
                continue
            out = [o for o in out if not (o.start < end and start < o.end)]
            out.append(Span(start, end, "LOCATION", "pattern", SCORE))
        return sorted(out, key=lambda s: (s.start, s.end))

    def _major_places_set_apart(self, text: str, locale: str) -> List[Span]:
        """In a cased note, a large place of the lists (its whole name, capitalised) set apart by a
        comma, a separator, a bracket or a line on both sides, as headers, signatures and
        letterheads write where a meeting, a practice or a person is ("..., 16.00 uur, Tilburg
        (video...)", "Kardiologie – Halle –"), or alone amid a sentence's small words ("... verhuisd
        naar Emmen."), or joined by a hyphen to its district ("Köln-Ehrenfeld"): not a word its
        dictionary writes small, no person's name of weight (``PERSON_READING_ZIPF``), no eponym, and
        not after a title (``_major_place``)."""
        language = text_language(locale)
        spans = []
        for m in itertools.chain(_SET_APART_PLACE.finditer(text), _AMID_WORDS_PLACE.finditer(text)):
            if m.re is _AMID_WORDS_PLACE and (_ARTICLE_RIGHT_BEFORE.search(text, max(0, m.start() - 8), m.start())
                                              or eponym_noun_after(text[m.end():m.end() + 30])):
                continue  # "im Hof", "in der Halle", "la Loire": a noun with its article, no town; "...,
                # Atlanta grade III": a classification named after its city
            if self._major_place(text, m.start("place"), m.group("place"), language) \
                    and not any(s.start == m.start("place") for s in spans):
                spans.append(Span(m.start("place"), m.end("place"), "LOCATION", "pattern", SCORE))
        for m in _PLACE_AND_DISTRICT.finditer(text):
            # the district's name is the place's too ("Köln-Ehrenfeld"), not a word of the language
            if self._major_place(text, m.start("place"), m.group("place"), language) \
                    and not common_word(m.group("district").lower(), language) and fold(m.group("district")) not in EPONYMS:
                spans.append(Span(m.start("place"), m.end("district"), "LOCATION", "pattern", SCORE))
        return spans

    def _major_place(self, text: str, start: int, place: str, language: str) -> bool:
        """A large place of the lists, named in the notes of ``language``: not a word its dictionary
        writes small, no person's name of weight (``PERSON_READING_ZIPF``), no eponym, not after a title."""
        key = fold(place)
        return key in major_places() and key not in EPONYMS \
            and not any(common_word(w.lower(), language) for w in place.split()) \
            and not _title_right_before(text, start) \
            and max(self._evidence.first_name_zipf(place), self._evidence.surname_zipf(place)) < PERSON_READING_ZIPF \
            and named_in_notes_of(key, language)

    def _capitals_town(self, place: str, language: str) -> bool:
        """A town closing its phrase in capitals: no word the dictionary writes small, no first name."""
        return not any(common_word(w, language) for w in place.lower().split()) \
            and self._evidence.kind(place.capitalize(), language, first_name=True) != NAME

    def _countries(self, text: str, locale: str, cased: bool) -> List[Span]:
        """A country's name wherever it stands: after a preposition no locative rule knows ("pour la
        Pologne", "para Alemania"), an article ("in der Schweiz"), a telephone number, or alone.
        In a note in mixed case it is written with its capital and stands apart from other capitalised
        words, which would make it part of a name ("Air France", "Banca d'Italia": an organization's
        or a street's, which their own rules read); never glued to a hyphen ("Crimean-Congo"). A name
        of one word is a country's only where it is no word the language's dictionary writes small
        ("Malta" is malt in Spanish, "Mali" ills in Italian, "Turkey", "Chad" words of English) and
        no person's name as popular as ``PERSON_READING_ZIPF`` ("Jordan", "Maurice", "Maurizio",
        "Georgia"): the locative rules still read those after "in", "à", "from"."""
        names, first_words = _country_names()
        language = text_language(locale)
        spans = []
        end_of_last = 0
        # (in mixed case only capitalised words can open the name: a fifth of a note's words to fold)
        for m in (_CAPITALISED_TOKEN if cased else _COUNTRY_TOKEN).finditer(text):
            if m.start() < end_of_last or fold(m.group()) not in first_words:
                continue
            words = [m]
            while len(words) < COUNTRY_MAX_WORDS:
                following = _NEXT_WORD.match(text, words[-1].end())
                if following is None or following.group("gap") not in (" ", "-"):
                    break
                words.append(following)
            for n in range(len(words), 0, -1):
                end = words[n - 1].end()
                name = text[m.start():end]
                if fold(name) in names and self._country_stands(text, m.start(), end, n, language, cased):
                    spans.append(Span(m.start(), end, "LOCATION", "pattern", SCORE))
                    end_of_last = end
                    break
        return spans

    def _country_stands(self, text: str, start: int, end: int, words: int, language: str, cased: bool) -> bool:
        elided = _ELIDED_BEFORE.search(text, max(0, start - 8), start) if text[start - 1:start] in ("'", "’") else None
        if start > 0 and (text[start - 1] == "-" or text[start - 1] in ("'", "’") and elided is None) \
                or text[end:end + 1] == "-":
            return False
        if cased and not text[start].isupper():
            return False
        # After an elided article or preposition ("l'Espagne", "rentré d'Italie", "dall'Austria") the
        # word before it is the neighbour: "Banca d'Italia" is a bank's name.
        anchor = elided.start() if elided is not None else start
        before = _WORD_AND_GAP_BEFORE.search(text, max(0, anchor - 48), anchor)
        after = _NEXT_WORD.match(text, end)
        for neighbour in (before, after):
            if neighbour is None:
                continue
            gap, word = neighbour.group("gap"), neighbour.group("word")
            if gap.strip(" \t") or stop_word(word, language):
                continue  # a comma, a bracket, a number, a line between; an article ("la Pologne")
            # Next to a capitalised word in mixed case, or, where case tells nothing, next to a word
            # people bear as a name or that no dictionary writes small, the country's name is a
            # surname's ("ottavio morales palau", "apellidos: montenegro ...") or a place's inside a longer name.
            if word[0].isupper() if cased else (
                    self._evidence.name_zipf(word.capitalize()) >= COUNTRY_NEIGHBOUR_NAME_ZIPF
                    or not common_word(word.lower(), language)):
                return False
        if _title_right_before(text, start):
            return False  # "Dr. France": a surname
        if words == 1:
            word = text[start:end]
            if common_word(word.lower(), language) \
                    or max(self._evidence.first_name_zipf(word),
                           self._evidence.surname_zipf(word)) >= PERSON_READING_ZIPF:
                return False
        return True

    def _countries_after_towns(self, text: str, spans: List[Span], locale: str) -> List[Span]:
        """A country right after a town this finder found, a blank between, as a note without its
        brackets or commas writes where someone was born or lives ("nato a zagabria croazia",
        "woont in Sydney Australië"): a country's name of up to three words (``major_place_countries``),
        with its capital in a cased note, no closed-class word of the language ("... à Nantes en ...").
        Not after a town a particle introduces: that may be a surname's ("Joaquim de Lima Portugal")."""
        language = text_language(locale)
        cased = not (written_in_lower_case(text) or written_in_capitals(text))
        found = []
        for span in spans:
            if span.label != "LOCATION":
                continue
            m = _COUNTRY_WORDS.match(text, span.end)
            before = _WORD_BEFORE_TOWN.search(text, max(0, span.start - 16), span.start)
            if m is None or before is not None and fold(before.group(1)) in _TOWN_PARTICLES:
                continue
            parts = m.group("words").split()
            for n in range(min(3, len(parts)), 0, -1):
                name = " ".join(parts[:n])
                if A_COUNTRY not in major_place_countries(fold(name)) or stop_word(parts[0], language) \
                        or cased and not parts[0][:1].isupper():
                    continue
                start = m.start("words")
                found.append(Span(start, start + len(name), "LOCATION", "pattern", SCORE))
                break
        return found

    def _towns_closing_a_phrase(self, text: str, locale: str) -> List[Span]:
        """In a note written in lower case, the town after a comma or a separator that closes its
        phrase ("praxis dr. weiland, meppen", "farmacia del sol · soria"): where a cased note
        has the institution's capitals to find the town after (``towns_after``), this one has
        only the position; the word must be one the place shadow gave its capital (a place of
        the lists, rare as a word), no drug, no contact word."""
        language = text_language(locale)
        spans = []
        for m in _LOWER_TOWN_AFTER.finditer(text):
            place = m.group("place")
            if len(place) < LOWER_TOWN_MIN_LETTERS or fold(place) in CONTACT_WORDS or self._evidence.is_drug(place) \
                    or fold(place) in ORGANIZATION_HEADS or _ABBREVIATION_GOES_ON.match(text, m.end("place")) \
                    or len(place) == LOWER_TOWN_MIN_LETTERS and text.startswith(".", m.end("place")) \
                    or any(self._evidence.text_zipf(w, language) >= LOWER_TOWN_MAX_ZIPF for w in place.split()) \
                    or not self._is_place(place, language, resides=True):
                # "copd, bnp", "(chir, ext. 2201)", "alert, kalm.", "(jef, labo)": words, abbreviations, a service
                continue
            spans.append(Span(m.start("place"), m.end("place"), "LOCATION", "pattern", SCORE))
        return spans

    def _find(self, text: str, locale: str) -> List[Span]:
        language = text_language(locale)
        lowercase_note = text == text.lower()
        # In a note in capitals a capital tells a place from a word no more than in lower case:
        # after a locative the word is judged as written small ("AT REST", "IN CHAIR").
        capitals_note = written_in_capitals(text)
        spans = []
        for m in _locative_candidates(text):
            if spans and spans[-1].start <= m.start() < spans[-1].end:
                continue  # the connector inside a place already taken ("Alcalá de Henares")
            place = m.group("place")
            if not (place[0].isupper() or lowercase_note) or (place.isupper() or lowercase_note) and len(place) <= 3:
                continue  # three letters without case are an abbreviation's as often ("en fid", "de pec")
            if language != "nl" and _DUTCH_ONLY_LOCATIVE.fullmatch(text, m.start(), m.start("place")):
                continue  # "post-op review": elsewhere "op" is an operation
            if m.start("place") - m.start() <= 4 and text[m.start()].isupper() and text[m.start() + 1:m.start() + 2].islower() \
                    and (not _OPENS_SENTENCE.search(text, max(0, m.start() - 4), m.start())
                         or TITLE_RIGHT_BEFORE.search(text, max(0, m.start() - 16), m.start())):
                continue  # "dott. De Santis", "Mme Da Costa": a capital in mid-sentence makes a surname's particle
            if _title_right_before(text, m.start()):
                continue  # "le dr de sousa", "DR. DA COSTA": the title says surname, whatever the case
            if _LIVING_LOCATIVE.fullmatch(text, m.start(), m.start("place")) is not None \
                    and (lowercase_note or capitals_note or not place[0].isupper() or place.isupper()) \
                    and common_word(place.lower(), language):
                continue  # "habite seul", "HABITE SEULE": without a capital, a word of the language
            if capitals_note and place.isupper():
                resides = _RESIDES_BEFORE.search(text, max(0, m.start() - 24), m.start()) is not None \
                    or _LIVING_LOCATIVE.fullmatch(text, m.start(), m.start("place")) is not None
                if not resides and fold(place) not in major_places() and common_word(place.lower(), language) \
                        and not self._place_before(text, m.start(), language):
                    # "EN SUPINO", "LÁSER DE ARGÓN": a word its dictionary writes small;
                    # not the second word of a town named with its locative ("ALCALÁ DE HENARES")
                    continue
                if self._is_place(place.lower(), language, resides=resides,
                                  lower_residence=resides and language != "de") \
                        or resides and self._uncased_district(place.lower(), text, m.start(), language):
                    spans.append(Span(m.start("place"), m.end("place"), "LOCATION", "pattern", SCORE))
                continue
            resides = _RESIDES_BEFORE.search(text, max(0, m.start() - 24), m.start()) is not None \
                or _LIVING_LOCATIVE.fullmatch(text, m.start(), m.start("place")) is not None
            if _GENITIVE.fullmatch(text, m.start(), m.start("place")) and not resides \
                    and fold(place) not in major_places() and self._evidence.name_zipf(place) >= EPONYM_NAME_ZIPF:
                continue  # "técnica de Brooke", "Y de Roux": after a bare "de", a common person's name is an eponym
            # After a verb of living, a capital in the middle of a sentence of a language that does not
            # capitalise its nouns names the place ("woont in Best", "il habite à Sens"), however
            # frequent the word: the place lists decide alone; a rare word they lack is a district
            # after "lives in" ("viven en Chamberí").
            capital_after_residence = resides and language != "de" and place[0].isupper()
            proper = capital_after_residence and not place.isupper()
            # In a note written all in lower case, after a verb of living, a country or city of the
            # lists is the place however common its name as a word ("vit à lyon", "woont in gent").
            lower_residence = resides and lowercase_note and language != "de"
            if lowercase_note and not resides and fold(place) not in major_places() \
                    and common_word(place, language) and not self._place_before(text, m.start(), language):
                continue  # "en supino", "de argón": written small, a word its dictionary writes small is that word
            # A place word after a verb of living may be a more frequent word (``RESIDENCE_PLACE_ZIPF``)
            # where the capital says it is a name, or where no word has one (a note in lower case).
            if self._is_place(place, language, capital_after_residence or lower_residence, proper, lower_residence) \
                    or proper and self._district(place, text, m.start(), language) \
                    or lower_residence and self._uncased_district(place, text, m.start(), language):
                spans.append(Span(m.start("place"), m.end("place"), "LOCATION", "pattern", SCORE))
        for m in _AFTER_PLACE_NOUN.finditer(text):
            place = m.group("place")
            if (place[0].isupper() or lowercase_note) and not (place.isupper() and len(place) <= 3) \
                    and fold(place) not in CONTACT_WORDS and self._is_place(place, language, resides=True):
                spans.append(Span(m.start("place"), m.end("place"), "LOCATION", "pattern", SCORE))
        for m in _AFTER_POSTCODE.finditer(text):
            place = m.group("place")
            if m.group("letters") and m.group("letters").lower() in UNITS:
                continue  # "1000 ML Jonosteril": a volume, no Dutch postcode
            if month_before(text, m.start()) and not m.group("letters"):
                continue  # "seit dem 3. Oktober 2024 Tremor": the year of a date, no postcode
            # Four digits of a year's range ("seit 2022 Höherstufung", "1978 Zn", where the punctuation
            # between them is gone) are a postcode only before a town of the lists; other numbers
            # before a word no language of ours writes are one ("5071 Wierde").
            year = not m.group("letters") and _YEAR_RANGE.fullmatch(text, m.start(), m.start("place") - 1)
            if (not place.isupper() or len(place) > 3) and (
                    self._is_place(place, language) or not year and self._evidence.kind(place, language) != WORD):
                spans.append(Span(m.start("place"), m.end("place"), "LOCATION", "pattern", SCORE))
        for m in _PLACE_AFTER_PERSON.finditer(text):
            place = m.group("place")
            # The position says town: any place-name word, however frequent a word (not in German,
            # whose nouns are capitalised: "Dr. Roth, Station ..."). In capitals the case no longer
            # tells a proper noun: a place-name word of five letters or more that is a rare word
            # ("DR. SMEDTS, TIELT." is too short; "DR. BRUNI, CARDIOLOGIA." no place).
            # Where the sentence goes on after it, the word could as well be the next item of a list
            # or a specialty ("Dr. Ellis, Oncology, ..."): only a place-name word rare as a word.
            if place.isupper():
                found = len(place) >= 5 and self._is_place(place, language)
            elif m.group("goes_on"):
                found = self._is_place(place, language)
            else:
                found = self._is_place(place, language, resides=True, proper_noun=language != "de")
            if found and fold(place) not in CONTACT_WORDS:
                spans.append(Span(m.start("place"), m.end("place"), "LOCATION", "pattern", SCORE))
        for m in _IN_BRACKETS.finditer(text):
            place = m.group("place")
            if _word_right_before(text, m.start()) in RELATION_WORDS and fold(place) not in major_places() \
                    and self._evidence.first_name_zipf(place) >= BRACKET_FIRST_NAME_ZIPF:
                continue  # "dochter (Tamara)", "son (Callum)": the relative's first name, though a town bears it
            if specialty_clipping(fold(place)):
                continue  # "Dr. Hansen (Chir)": a specialty clipped short, though a village bears it
            # In capitals only a country or a large city of five letters or more: "(ANCA)", "(OTA)",
            # "(DUE)" are acronyms, some of which also name a town somewhere; and judged as written
            # small, so that a frequent word the lists also hold as a place is that word ("(CHAIR)").
            if place.isupper() and (len(place) < 5 or fold(place) not in major_places()
                                    or not self._is_place(place.lower(), language)) \
                    or not self._is_place(place, language):
                continue
            spans.append(Span(m.start("place"), m.end("place"), "LOCATION", "pattern", SCORE))
        if not capitals_note:
            for m in _PLACE_AFTER_ACRONYM.finditer(text):
                # "Age UK Sheffield", "CAW Limburg", "AWO Wuppertal": a service's acronym and the city or
                # region it serves. Only a country, region or large city of the lists that is no frequent
                # word written small and no common first name, after capitals that are no title ("DR Kent").
                place = m.group("place")
                if fold(m.group("acronym")) in TITLES or _ROMAN_NUMERAL.fullmatch(m.group("acronym")) \
                        or fold(place) not in major_places() \
                        or not self._is_place(place.lower(), language) \
                        or self._evidence.first_name_zipf(place) >= ACRONYM_PLACE_FIRST_NAME_ZIPF:
                    continue
                spans.append(Span(m.start("place"), m.end("place"), "LOCATION", "pattern", SCORE))
        for m in _ARTICLE_PLACE.finditer(text):
            # "woont in Den Haag", "vit à Le Mans": a large place whose name opens with its article
            # (the place word after a locative is one word, and an article alone is too short); with
            # its capital only: written small, "vit à la montagne" is no town, and the lists cannot
            # tell it from "in den haag"
            place = m.group("place")
            if place.split()[-1].isupper() or fold(place) not in major_places() \
                    or not _LOCATIVE_RIGHT_BEFORE.search(text, max(0, m.start() - 16), m.start()):
                continue
            if not any(s.start <= m.start("place") < s.end for s in spans):
                spans.append(Span(m.start("place"), m.end("place"), "LOCATION", "pattern", SCORE))
        if locale == "de_LU":
            # Luxembourgish says "zu" where German says "in" ("doheem zu Wooltz", "am Altersheem zu
            # Péiteng"): there only a commune of the country counts, as German's "zu Hause" is no place
            spans.extend(Span(m.start("place"), m.end("place"), "LOCATION", "pattern", SCORE)
                         for m in _LUXEMBOURGISH_ZU.finditer(text) if luxembourg_place(m.group("place"))
                         and not any(s.start <= m.start("place") < s.end for s in spans))
        spans.extend(self._datelines(text, language))
        if locale == "it_IT":
            spans.extend(self._provinces(text, language))
        if locale == "fr_FR":
            spans.extend(self._departments(text, language))
        spans.extend(self._regions_after_towns(text, language))
        return list(dict.fromkeys(spans))  # (a town before its code may be found by its locative too)

    def _regions_after_towns(self, text: str, language: str) -> List[Span]:
        """A region or a country in brackets right after a town ("Thiers (Puy-de-Dôme)", "Ourense
        (Galicia)", "Bastia (Corse)"): a name of the large places and regions list after a place, not
        an acronym (a nurse's title in brackets after her name)."""
        spans = []
        for m in _REGION_AFTER_TOWN.finditer(text):
            if not m.group("region").isupper() and fold(m.group("region")) in major_places() \
                    and self._is_place(m.group("town"), language):
                spans.append(Span(m.start("region"), m.end("region"), "LOCATION", "pattern", SCORE))
        return spans

    def towns_after(self, text: str, locale: str, institutions: List[Span], streets: Sequence[Span] = ()) -> List[Span]:
        """The town written right after an institution's name ("Apotheek Maes, Tielt"): the
        place of a practice, a pharmacy, a hospital campus; or after a street and its number
        ("12 rue Neuve à Dinan"). The position is the cue, so a GeoNames place word may be a more
        frequent word, as after a verb of living."""
        language = text_language(locale)
        spans = []
        # In a note in lower case the town after a street is written small too ("beekstraat 4 te lier");
        # after a street, a word in capitals of four letters is a town as often as an acronym ("..., GENK").
        street_town = _LOWER_TOWN_AFTER_STREET if written_in_lower_case(text) else _TOWN_AFTER_STREET
        after = [(_TOWN_AFTER, s.end, 4) for s in institutions] + [(street_town, s.end, 3) for s in streets]
        for k, (pattern, end, acronym_letters) in enumerate(after):
            m = pattern.match(text, end)
            if m is None or m.group("place").isupper() and len(m.group("place")) <= acronym_letters:
                continue  # "Hospital X, UCI": a unit's acronym
            if len(m.group("place")) < LOWER_TOWN_MIN_LETTERS and m.group("place").islower():
                continue  # written small, three letters are an abbreviation's as often ("ecg", "crp")
            place = m.group("place")
            if fold(place) in CONTACT_WORDS or text.startswith(".-", m.end("place")):
                continue  # (", Vers.-Nr. ...": a field's label cut short, no town)
            # After a street, its number and a comma, a capitalised word that no dictionary holds is the
            # street's district though no place list has it ("12 rue Solférino, Wazemmes", "via Carlo Bini
            # 116, Rifredi"): the lists hold towns of a thousand people and more, not their quarters.
            district = k >= len(institutions) and text[end:m.start("place")].strip(" \t") == "," \
                and place[:1].isupper() and not place.isupper() and len(place) >= 5 and " " not in place \
                and not common_word(place, language) and self._evidence.text_zipf(place, language) < DISTRICT_MAX_ZIPF \
                and fold(place) not in first_names()
            if district or self._is_place(place, language, resides=True):
                spans.append(Span(m.start("place"), m.end("place"), "LOCATION", "pattern", SCORE))
        return spans

    def _datelines(self, text: str, language: str) -> List[Span]:
        """The town of a letter's dateline; the line's shape is the cue, so a GeoNames place
        word may be a more frequent word (below ``RESIDENCE_PLACE_ZIPF``), but no weekday
        ("Montag, 3.4.2024") and no month."""
        spans = []
        lower_case = written_in_lower_case(text)
        for pattern in (_DATELINE, _DATELINE_ALONE):
            for m in pattern.finditer(text):
                place = m.group("place")
                if fold(place) in _WEEKDAYS or fold(place) in _MONTHS or fold(place) in CONTACT_WORDS \
                        or not (place[0].isupper() or lower_case):
                    continue  # "Mobil 25.04.21": a Luxembourg number written like a date
                if place.isupper() and len(place) <= 3:
                    continue  # "DOB 12/03/1950" without its colon: three capitals are a field's abbreviation
                if self._is_place(place, language, resides=True) \
                        and not any(s.start == m.start("place") for s in spans):
                    spans.append(Span(m.start("place"), m.end("place"), "LOCATION", "pattern", SCORE))
        return spans

    def _provinces(self, text: str, language: str) -> List[Span]:
        """An Italian province code in brackets right after a town (``_province_town``), and the town."""
        spans = []
        if _BRACKETED_CODE.search(text) is None:
            return spans  # (most notes hold no code: the town's words are not scanned for one)
        for m in _PROVINCE_AFTER_TOWN.finditer(text):
            if m.group("code") in ITALIAN_PROVINCES and self._province_town(text, m, language):
                spans.append(Span(m.start("code"), m.end("code"), "LOCATION", "pattern", SCORE))
                if not any(w.isupper() for w in m.group("town").split()) \
                        and not _CAPITALISED_RIGHT_BEFORE.search(text, max(0, m.start() - 40), m.start()):
                    # the town itself, whole ("Madonna di ...", "... Terme"), when nothing capitalised
                    # before it may be the start of an institution's name ("ICS Maugeri di ...")
                    spans.append(Span(m.start("town"), m.end("town"), "LOCATION", "pattern", SCORE))
        return spans

    def _departments(self, text: str, language: str) -> List[Span]:
        """A French department's number in brackets right after its town ("né au Tampon (974)", "à
        Cayenne (973)", "Lens (62)"): a town of the lists, or any capitalised word after "né(e) à/au"."""
        spans = []
        for m in _DEPARTMENT_AFTER_TOWN.finditer(text):
            number = m.group("code")
            if not (1 <= int(number) <= 95 and len(number) == 2 or 971 <= int(number) <= 976):
                continue
            town = m.group("town")
            if self._is_place(town, language, resides=True) or _BORN_AT_BEFORE.search(text, max(0, m.start() - 32), m.start()):
                spans.append(Span(m.start("code"), m.end("code"), "LOCATION", "pattern", SCORE))
        return spans

    def _province_town(self, text: str, m, language: str) -> bool:
        """Whether the capitalised words before a province code name a town: the last of them a place
        of the lists, or a postcode before them, or a word among them no common word of the language
        (``PROVINCE_TOWN_WORD_ZIPF``) and no acronym."""
        words = m.group("town").split()
        if self._is_place(words[-1].title(), language) or _POSTCODE_BEFORE.search(text, max(0, m.start() - 8), m.start()):
            return True
        for word in words:
            if word[0].islower() or word.isupper():
                continue
            if self._evidence.kind(word, language) != WORD or self._evidence.text_zipf(word, language) < PROVINCE_TOWN_WORD_ZIPF:
                return True
        return False

    def _district(self, place: str, text: str, start: int, language: str) -> bool:
        """A capitalised word after a verb of living (not working: "trabaja en Mercadona"), rare in
        the language and no person's name: a district or a village the place lists lack. Rare, and
        not a word: frequency calls it no word, or (but in German, whose dictionaries write nouns
        capitalised) the language's spelling dictionary holds it only as a proper noun, or no
        dictionary of ours holds it (``deid.lexicon.dictionary_words``)."""
        if _LIVES_BEFORE.search(text, max(0, start - 24), start) is None or " " in place.strip():
            return False
        word = place.strip()
        if self._evidence.text_zipf(word, language) >= PLACE_ZIPF or self._evidence.name_zipf(word) >= EPONYM_NAME_ZIPF:
            return False
        if self._evidence.kind(word, language) != WORD:
            return True
        return language != "de" and not common_word(word, language) \
            and (capitalised_word(word, language) or not known_anywhere(word, language))

    def _uncased_district(self, place: str, text: str, start: int, language: str) -> bool:
        """``_district`` in a note without case (lower case, capitals), where no capital says proper
        noun: a word of five letters or more after a verb of living, rare, no word of the language
        but as a proper noun, and no kind of institution ("vit en ehpad" names no town)."""
        word = place.strip()
        return len(word) >= MIN_UNCASED_DISTRICT_LETTERS and fold(word) not in ORGANIZATION_HEADS \
            and fold(word) not in CONTACT_WORDS and self._district(place, text, start, language)

    @staticmethod
    def _place_before(text: str, at: int, language: str) -> bool:
        """Whether the word right before ``at`` (blanks only between) is a place of the lists that
        the language's dictionary does not write small ("ALCALÁ"; not "POLO SUPERIOR DE ..."), or a
        street's word ("ctra. de colmenar"): the word after the locative is then the place's name."""
        word = _WORD_BEFORE_LOCATIVE.search(text, max(0, at - 32), at)
        if word is None:
            return False
        key = fold(word.group("word"))
        return key in _STREET_WORDS or (key in place_words() or key in major_places()) \
            and not common_word(word.group("word").lower(), language)

    def _is_place(self, place: str, language: str, resides: bool = False, proper_noun: bool = False,
                  lower_residence: bool = False) -> bool:
        """``resides``: the locative follows a verb of living or studying ("woont in Best",
        "studeert in Deventer"), so a place-name word may be a more frequent word (below
        ``RESIDENCE_PLACE_ZIPF``); not in German, whose nouns are capitalised ("lebt in Ruhe").
        ``proper_noun``: moreover the word is capitalised there, so any place-name word counts.
        ``lower_residence``: after a verb of living in a lower-case note, a major place of four
        letters or more counts whatever its frequency as a word."""
        if fold(place) in EPONYMS:
            return False  # "Score de Glasgow", "maladie de Paget": eponyms, not places
        if fold(place.split()[0].rstrip(".")) in TITLES:
            return False  # "(Mme Hoffmann)", "Dr Lisboa": a title opens a person's name, not a place's
        if place[:1].isupper() and luxembourg_place(place):
            return True  # "in Noertrange", "zu Péiteng", "in Colmar-Berg": a commune of Luxembourg
        if fold(place) in major_places() and (place[0].isupper()
                                              or lowercase_major(place, language, self._evidence)
                                              or lower_residence and len(place) >= 4):
            return True  # a lower-case "der", "de" is an article, whatever town bears that name
        # A compound town by its parts ("Hamburg-Altona", "Plougastel-Daoulas", "Köln-Porz"):
        # each of four letters or more, or a connector; not a code's letters ("DI-AVL", "ST-T").
        words = [part for w in re.split(r"[ \t]+", place)
                 for part in (w.split("-") if all(len(p) >= 4 or p.lower() in _HYPHEN_CONNECTORS for p in w.split("-"))
                              and not any(p.isupper() and len(p) <= 4 for p in w.split("-")) else [w])
                 if part and part.lower() not in _HYPHEN_CONNECTORS]
        if len(words) > 1 and "-" in place and fold(words[0]) in _SAINT_WORDS:
            words = words[1:]
        places = place_words()
        limit = float("inf") if proper_noun else RESIDENCE_PLACE_ZIPF if resides else PLACE_ZIPF
        compound = len(words) > 1 and "-" in place
        return bool(words) and all(fold(w) in places and self._evidence.text_zipf(w, language) < limit
                                   or compound and w[:1].isupper() and fold(w) in major_places()
                                   for w in words)
