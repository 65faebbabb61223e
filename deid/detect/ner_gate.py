"""A plausibility gate on the spans a statistical NER model proposes.

Our default NER models learnt from synthetic notes. On notes written in other
styles they also propose ordinary words and phrases as names ("Bonjour",
"the ward", "Le bilan montre", "telefonisch"): measured on the hand-written
out-of-distribution set (bench/ood_detection.py), 42% of the NER's NAME spans
were not names. A false name costs readability (a surrogate name in the middle
of a sentence) and misleads every downstream user of the corpus. So a NER NAME
span is kept only when it looks like a person's name as clinicians write them:

1. Every word is capitalised (or in capitals), apart from name particles
   ("van", "de la", "von") and initials ("J.", "J.-P."). Clinicians write
   names with a capital; NER spans with lower-case words are phrases. No
   digits ("CHA2DS2", "G1P0"), and a span of initials only has a dot ("J.P.":
   "MI", "EDD" are acronyms).
2. Then, a span holding a known name (a first name or surname of the Faker
   person lists of our locales: real, frequent names of each country) is kept.
3. Otherwise a span made only of ordinary words is dropped: words at least
   ``ordinary_zipf`` frequent in the note's language (wordfreq's Zipf scale,
   4.0 = once per 100,000 words: "Merci", "Echo", "Reha"), or at least
   ``any_language_zipf`` frequent in any of our languages (notes mix languages:
   "Bonjour" in a Dutch note), or in the project's own common-word, eponym,
   title, role and relation lists.
4. A span whose words are known neither as names nor as words ("Vicryl",
   "Fadenzug", "OPERATIEVERSLAG", but also a rare surname) is a name only where the
   text before it announces a person (a title, role or relation word, "by" in our
   languages, a first name) or where it holds an initial ("R. Quastenberg", "TMcK"):
   on the hand-written set 96% of such spans without either were not names.
5. Classifications with a grade ("Garden IV", "Sanders III", also with the grade just after
   the span) and lists of findings ("Hypokaliämie, Anämie") are no names, nor places; nor are
   a care-team role alone ("Physio", "IDEC"), a span opening with an institution word
   ("Ambulatorio ...", "Klinikum ..."), one initial or capitals with a dot only at the end
   ("Z.", "MSS.") and a one-word name right after a ward's field ("Ward: ...").
6. A single word in capitals with no cue before it and no initial after it is a name only
   when it is at least as frequent as a name as it is as a word: capitals hide the case
   that earns a capitalised word its margin ("NÄCHSTE KONTROLLE", "3RD FLOOR"). There a word the
   language's spelling dictionary writes small counts as a word (``deid.lexicon.dictionary_words``).

Places and organizations (LOCATION, ORGANIZATION) are proper names too: such a
span must hold a capitalised word of two letters or more that is not a title
("yesterday", "lit", "7h40", "Fr." are dropped; "AZ Delta", "Paris" kept), or,
for a place, be a bare postcode ("28034", "B-2000", "1012 AB"). No
frequency test there: the names of big cities are frequent words. A body part or a device
with its side ("Hüfte li.", "femore dx") is neither, and an acronym in brackets after a
person's name is their role ("Lena Brückner (OTA)"), not an organization. A place holds no
number unless it is a postcode beside its town, and is no weekday, no acronym of three
capitals, no field label ("Caller:"), no prefix ("Pre-assessment") and no abbreviation
before a number ("Stat. 5A"); a place known to no list and to no dictionary ("Vicryl")
must follow a place preposition ("lives in") or a place field ("Localidad:"). Professions are common
nouns, so a PROFESSION span is checked for shape (no digits, no colon, not one
of the most frequent words of the language: "montre") and must not be a
healthcare role ("huisarts", "consultant obstetrician", "geriater"): in a
clinical note those name the staff, not an occupation that identifies anyone.

Dates, ages, phones, ids, e-mails and web addresses are the patterns' job (they outrank
NER), but where no pattern fires a NER span stands alone, so it must have the shape of its
label too: an e-mail holds an "@"; a web address "://", "www." or a domain; a phone six
digits or more; an id four digits or more; a date
(a month or weekday, a year, or a day and month that exist: "12/03", "18-02"; not "1-1-1",
"14/28", "9-12" or "07:45-09:00"); an age a number
(digits or a number word) that is no lab value: no word with a digit after a letter
("G2P1", "pCO2") and no unit after it ("40 mEq").

Names already in the registry do not depend on this gate: the registry matcher
finds them with its own rules, and a registry span outranks a NER span.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Iterable, List, Optional, Tuple

import regex

from deid.lexicon import word_frequency
from deid.lexicon.common_words import ALL_COMMON_WORDS
from deid.lexicon.dictionary_words import capitalised_word, common_word, known_word
from deid.lexicon.id_cues import ACRONYM_CUES, PHRASE_CUES
from deid.lexicon.eponym_contexts import eponym_noun_after, eponym_phrase_before, eponym_result_after
from deid.lexicon.measurements import blood_group, measured, measured_word_before
from deid.lexicon.calendar_words import calendar_words, month_words, weekday_words
from deid.lexicon.number_words import all_number_words
from deid.lexicon.organization_words import WARD_WORDS
from deid.lexicon.units import DOSE_AFTER, UNITS, dosage_form
from deid.detect.note_case import TRUECASE_NOISE_MARGIN, TRUECASE_NOISE_SURNAME_ZIPF, latin_binomial
from deid.detect.patterns.ages import duration_context, person_word
from deid.detect.patterns.professions import OCCUPATION_CUE_BEFORE
from deid.lexicon.occupations import occupation
from deid.lexicon.clinical_morphology import clinical_word, german_noun, german_stems, specialty_clipping, specialty_word
from deid.lexicon.german_compounds import german_compound
from deid.lexicon.word_classes import (A_COUNTRY, major_place_countries, major_places, named_in_notes_of, place_words,
                                      street_suffix, street_words)
from deid.lexicon.stop_words import stop_word
from deid.lexicon.staff_words import (GREETINGS, LETTER_FORMULAS, POST_NOMINALS, SIGN_OFFS, SIGNATURE_WORDS,
                                      STAFF_ABBREVIATIONS, care_team_role, clinical_role)
from deid.lexicon.contact_words import CONTACT_WORDS
from deid.lexicon.organization_words import COMPOUND_HEADS as ORGANIZATION_COMPOUND_HEADS
from deid.lexicon.organization_words import HEADS as ORGANIZATION_HEADS
from deid.lexicon.age_cues import ADJECTIVE_UNITS, AGE_HEADERS, PERSON_NOUNS, SHORT_UNITS, YEAR_UNITS
from deid.lexicon.name_likelihood import LANGUAGES, NAME, UNKNOWN, WORD, NameEvidence, NameEvidenceConfig
from deid.lexicon.name_lexicon import (
    DEGREES,
    EPONYMS,
    NOT_FIRST_NAMES,
    PARTICLES,
    RELATION_WORDS,
    ROLE_WORDS,
    TITLES,
    first_names,
    fold,
    last_names,
)
from deid.spans import Span

_WORD = regex.compile(r"[\p{L}\p{M}][\p{L}\p{M}'’.-]*")
# A name this frequent in real populations (Zipf, as a first name or surname) is a person's
# name beside any word; "Anämie" and "Delir" are names of a few people only.
STRONG_NAME_ZIPF = 3.5
# In a note in capitals, a body's word that real populations bear this often as a surname names it
# ("STUDIO MEDICO VERDI": 2.3), however ordinary a word too; not "NURSE" (2.1).
CAPITALS_BODY_SURNAME_ZIPF = 2.3
_WEAK_NAME = "NAME?"  # a cached verdict: a name only where the text before announces a person
# Where a NAME span the model proposes must end: a line end or a column gap of two blanks.
_NAME_BREAK = regex.compile(r"\n|[ \t]{2,}")
_NAME_TOKEN = regex.compile(r"[\p{L}\p{N}][\p{L}\p{M}\p{N}º°'’.\-]*")
# Where one NAME span of the model holds two things: a sentence ends inside it ("... TDS. Ffion",
# "Verstraeten. Griet", "Yilmazer. Jo"): a word of three letters or more, its full stop, a blank and a
# capital. A title's or an initial's dot ("Dr. Peeters", "J. Peeters") is no such end: the word
# before it is checked against the titles.
_SENTENCE_END = regex.compile(r"(?<=(?<![\p{L}\p{M}.])(?P<word>[\p{L}\p{M}]{3,}))[.!?][ \t]+(?=\p{Lu})")
# Characters that open no name: a full stop left from the sentence before (". Ines"), quotes.
_NAME_LEAD_JUNK = frozenset(".!?\"“”„«»")
# Characters that close no name: quotes, a slash, a bracket the span did not open ("KORKMAZER)").
_NAME_TAIL_JUNK = frozenset("\"“”„«»/\\")
# A piece's last word, when it has three letters or more: its full stop ends a sentence.
_LAST_FULL_WORD = regex.compile(r"(?<![\p{L}\p{M}.])(?P<word>[\p{L}\p{M}]{3,})\Z")
# What opens a model's NAME span without being the name: titles, roles, greetings and the words that
# close a message before its writer signs ("Gruß Hedda", "Thanks Ffion" on one line).
_OPENERS = TITLES | ROLE_WORDS | GREETINGS | SIGN_OFFS
# A German article or an article's contraction right before a span ("nach dem ", "zur ", "beim ").
_GERMAN_ARTICLE_BEFORE = regex.compile(
    r"(?<![\p{L}])(?:dem|der|den|des|das|die|ein|eine|einem|einer|eines|zum|zur|beim|vom)[ \t]+$", regex.IGNORECASE)
# A German word this frequent (Zipf) after an article is the noun it spells ("Essen" 5.0, "Halle" 4.6).
GERMAN_NOUN_ZIPF = 4.0
# One capital and its dot: an initial.
_INITIAL = regex.compile(r"\p{Lu}\.")
# The words of our languages for a hospital ward: a name before one is the ward's name.
_WARD_WORDS = WARD_WORDS
# Before an eponym that names a method or classification: "secondo", "according to", "nach", "selon".
_METHOD_BEFORE = regex.compile(r"(?<![\p{L}])(?:sec\.|secondo|selon|según|segun|nach|according\s+to|volgens\s+de)\s*$",
                               regex.IGNORECASE)
# A surgical or diagnostic technique's noun, then "nach" / "volgens": what follows is the eponym of
# the technique ("Rückstichnaht nach Allgöwer", "Osteosynthese nach Weber", "hechting volgens Allgöwer"),
# not where someone goes ("Verlegung nach Dresden" keeps its place). German compounds end in the noun.
_METHOD_NOUN_BEFORE = regex.compile(
    r"(?:naht|nähte|plastik|technik|verfahren|operation|resektion|klassifikation|einteilung|methode|schema|"
    r"osteotomie|osteosynthese|reposition|anastomose|score|kriterien|manöver|färbung|zugang|lappen|"
    r"hechting|techniek|methode|operatie|plastiek|classificatie|indeling)[ \t]+(?:nach|volgens|naar)[ \t]*$",
    regex.IGNORECASE)
# After a one-word name, a ward's or room's number: "Ward 8A", "Station 3C".
_WARD_AFTER = regex.compile(r"^[ \t]\d{1,3}[A-Za-z]?(?![\p{L}\p{N}/.:,-])(?=[ \t]*(?:$|[\n,;)(]|[ \t]\p{Lu}))")
_BY_WORDS = frozenset("door par von by per por da signed gez fdo cc from".split())
_YEAR = regex.compile(r"^(?:19|20)\d\d$")
_BARE_YEAR = regex.compile(r"^\s*(?:\p{L}+\s+)?(?:19|20)\d\d\s*$")
_UNIT_LETTERS = regex.compile(r"\b(?:UI|IE|IU|ML|MG|KG|MM|CM)$")
_POSTCODE_AND_PLACE = regex.compile(r"^(?:[A-Z]{1,2}-)?\d{4,5}(?:\s?[A-Z]{2})?\s+\p{Lu}[\p{L}\p{M}' \-]+$"
                                    r"|^\p{Lu}[\p{L}\p{M}' \-]+\s(?:[A-Z]{1,2}-)?\d{4,5}$")
_FIELD_AFTER = regex.compile(r"^[ \t]?:(?!//)")
_PREFIX_AFTER = regex.compile(r"^-\p{Ll}")
_ABBREVIATION_AFTER = regex.compile(r"^\.[ \t]*\d")
# Prepositions of place in our languages: "lives in", "woont te", "vit à", "aus", "vive en".
_PLACE_CUE_BEFORE = regex.compile(
    r"\b(?:in|at|from|near|to|te|uit|naar|bij|nabij|à|a|au|en|de|près|aus|nach|bei|von|zu|desde|cerca|di|da|vicino)"
    r"[ \t]+$", regex.IGNORECASE)
# Verbs of living, moving and birth before a place preposition: "lives in", "wohnt in", "woont te",
# "habite à", "vive en", "abita a", "moved to", "born in".
_PLACE_VERB_BEFORE = regex.compile(
    r"\b(?:lives?|living|lived|moved|moving|born|resident|stays?|staying|wohnt|wohnen|wohnte|lebt|leben|lebte|"
    r"geboren|gezogen|umgezogen|woont|wonen|woonde|woonachtig|verhuisd|verhuist|geboren|habite|habitent|habitait|"
    r"vit|vivent|vivait|née?s?|domiciliée?s?|déménagée?s?|vive|viven|vivía|nacid[oa]s?|residente|reside|mudó|"
    r"abita|abitano|abitava|nat[oaie]|residenti|trasferit[oaie])\b[^.\n]{0,24}$", regex.IGNORECASE)
# Form fields that hold a place: "Localidad/ Provincia: ", "Wohnort: ", "Woonplaats: ", "City: ".
_PLACE_FIELD_BEFORE = regex.compile(
    r"\b(?:localidad|provincia|municipio|ciudad|pa[ií]s|city|town|county|country|place\s+of\s+birth|ville|commune|"
    r"pays|lieu\s+de\s+naissance|ort|wohnort|stadt|land|geburtsort|woonplaats|gemeente|plaats|geboorteplaats|"
    r"citt[àa]|comune|paese|luogo\s+di\s+nascita|residenza)\s*:\s*$", regex.IGNORECASE)
_POSTCODE = regex.compile(r"^(?:[A-Z]{1,2}-)?\d{4,5}(?:\s?[A-Z]{2})?$")
_INITIALS = regex.compile(r"^(?:\p{Lu}\.?-?){1,3}\.?$")
# Initials written with a surname particle or prefix: "TMcK", "JvdB", "JvdB".
_MIXED_INITIALS = regex.compile(r"^(?=.*\p{Ll})\p{Lu}[\p{Lu}\p{Ll}]{1,3}\p{Lu}$")
_ROMAN_LAST = regex.compile(r"\s(?:I{1,3}|IV|VI{0,3}|IX|X)$")
# Initials with a dot between letters: "J.P.", "J.-P.", "A.O.U" (not "Z.", "MSS.").
_DOTTED_INITIALS = regex.compile(r"^\p{Lu}\.-?(?:\p{Lu}\.?-?){1,2}$")
# Arrows, signs and operators: never inside a person's or a place's name.
_NOT_IN_NAMES = regex.compile(r"[→←↑↓⇒⇐=<>%#§°]")
_POST_NOMINAL_TOKEN = regex.compile(r"[\p{L}][\p{L}.\-]*")


def _post_nominals_only(words: str) -> bool:
    """Every word of ``words`` is a degree or a membership ("BSc", "M.Sc.", "MBBS, FRCP")."""
    tokens = _POST_NOMINAL_TOKEN.findall(words)
    return bool(tokens) and all(fold(t.replace(".", "").rstrip("-")) in POST_NOMINALS for t in tokens)


# An id's cue word alone: "INAMI 1-23456-78-901", "NHC 204417".
_ID_CUE_ONLY = regex.compile(r"(?:" + "|".join(ACRONYM_CUES) + r")\.?|(?i:" + "|".join(PHRASE_CUES) + r")")
# A room's or bed's word right before a number: "Zi. 318-1", "kamer 12", "chambre 8", "bed 4".
_ROOM_BEFORE = regex.compile(
    r"(?<![\p{L}])(?:zi|zimmer|room|rm|kamer|chambre|ch|habitación|habitacion|hab|stanza|letto|bed|bett|lit|cama|box"
    r"|" + "|".join(sorted(_WARD_WORDS - {"unit", "unite"})) + r")\.?[ \t]*(?:n[°º.]?|nr\.?|no\.?)?[ \t]*:?[ \t]*$",
    regex.IGNORECASE)  # not "unit": "Unit No: ..." is a hospital number
# A word that goes on past the span's end, glued by a hyphen: "Pre|-assessment", "Allgemein|-,", and
# the first part of coordinated compounds before their conjunction ("Unfall|- und Handchirurgie",
# "Long|- en Hartziekten").
_WORD_GOES_ON = regex.compile(r"^-(?:\p{L}|,|[ \t]+(?:und|oder|and|or|en|of|et|ou|y|o|e)(?![\p{L}]))")
# A suture's gauge (USP "4-0", "4/0", "10-0"): at a span's end or right after it.
_SUTURE_END = regex.compile(r"(?<![\p{N}/.-])(?:[2-9]|1[0-2])[-/]0$")
_SUTURE_AFTER = regex.compile(r"^[ \t]*(?:[2-9]|1[0-2])[-/]0(?![\p{N}/.-])")
# Tumour markers after "CA": "CA 19-9", "CA 125", "CA 15-3", "CA 72-4", "CA 27-29", "CA 50", "CA 242".
_MARKER_BEFORE = regex.compile(r"(?<![\p{L}])CA[ \t-]?$")
_TUMOUR_MARKER = regex.compile(r"19-9|125|15-3|72-4|27[.-]29|50|242")
# An AO/OTA fracture class: bone and segment, type, group, subgroup ("31-A2.2", "42-B1").
_AO_CLASS = regex.compile(r"\d{2}-[A-C][1-3](?:\.[1-3])?")
# Glued right after a span: a dash and a digit, a digit, or a sign ("Ki-67", "Rh+", "CA19").
_CODE_AFTER = regex.compile(r"^(?:-?\d|[+])")
# After a one-word name with no cue before it, a small number that ends there: a score or a size.
_SCORE_AFTER = regex.compile(r"^[ \t]\d{1,3}(?:-\d)?(?=[ \t]*(?:[.,;)](?!\d)|$))", regex.MULTILINE)
# A grade after a one-word name the model took alone: "Sanders III", "Garden IV" (not an initial "I").
_GRADE_AFTER = regex.compile(r"^[ \t]+(?:II|III|IV|VI{0,3}|IX)(?![\p{L}\p{N}])")
# A ward's field or word right before a one-word name: "Ward: Elmfield", "Station Lindenhof".
# A pager's or an extension's word, then its number: the model's entity around "Bleep 4471".
_PAGER_LEAD = regex.compile(r"[ \t]*(?i:bleep|pager|bip|pieper|piepser|busca|buscapersonas|ext|poste|durchwahl|"
                            r"toestel|sein)\.?[ \t]*:?[ \t]*\d")
_WARD_BEFORE = regex.compile(r"(?<![\p{L}])(?:" + "|".join(sorted(_WARD_WORDS)) + r")[ \t]*:?[ \t]*$",
                             regex.IGNORECASE)
# A single capital after a name: "JOHN K", "HOLLAND B": the initial of a first name or surname.
_INITIAL_AFTER = regex.compile(r"^[ \t]\p{Lu}\.?(?![\p{L}\p{N}])")
# Sides written after a body part or a device: "Hüfte li.", "Redon re", "calcagno dx", "cadera izda".
# Where a sentence opens: the text's or a line's start, or after a full stop, a colon or a bullet.
# Where a sentence starts: the text's or a line's start, or after a full stop, a question or an
# exclamation mark (not a field's colon: "Localidad: Ronda" names its place).
_SENTENCE_START = regex.compile(r"(?:^|[.!?][ \t]+|\n[ \t]*)$")
_SENTENCE_OPENING = regex.compile(r"(?:^|[.!?:;\n•·\-–][ \t]*)$")
# An ordinary word this frequent (Zipf) that opens a sentence is the sentence's, whatever the NER
# says; a company named by one word ("Carrefour") is found after its preposition (``organizations``).
OPENING_WORD_ZIPF = 3.5
_HEADING_COLON = regex.compile(r"[ \t]*:")
# Clinical abbreviations joined by an ampersand, which the model takes for a company's ("Smith &
# Nephew"): accident and emergency, urea and electrolytes, diarrhoea or nausea and vomiting,
# incision and drainage, trauma and orthopaedics, dilatation and curettage, obstetrics and
# gynaecology, culture and sensitivity.
_CLINICAL_AMPERSANDS = frozenset({"a&e", "u&e", "u&es", "d&v", "n&v", "i&d", "t&o", "d&c", "o&g", "c&s", "mc&s"})
_SIDE_LAST = regex.compile(r"(?<![\p{L}])(?:li|re|bds|links|rechts|dx|sx|izq|izqda|izda|dcha|dcho|drcha)\.?$",
                           regex.IGNORECASE)
# German adjective endings, inflected: "arterielle", "hyperaktives", "chronische", "maligner".
_GERMAN_ADJECTIVE = regex.compile(r"(?:iv|isch|al|ell|ar|os|ant|ent|ign)(?:e|er|es|en|em)$")
# A person's name right before a bracket: "Lena Brückner (", "T. Halloran (".
_PERSON_BEFORE_BRACKET = regex.compile(r"(?P<first>\p{Lu}\.|\p{Lu}\p{Ll}+|\p{Lu}{2,})[ \t]+\p{Lu}[\p{Ll}\p{Lu}][\p{L}\p{M}'’\-]*[ \t]*\($")
# What announces a person right before a span: a title, a role, a relation, "by" in our languages.
# A double surname, each part capitalised: "Lleida-Camino", "Pérez-Olmedo" (not "Follow-up").
_CAPITALISED_COMPOUND = regex.compile(r"^\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}[\p{Ll}\p{M}'’]+)+$")
# A word rarer than this in the language, and found as a name at all, is no ordinary word.
_RARE_WORD_ZIPF = 2.0
# What ends a name's field right after its last word: a comma or a semicolon ("Julián de Abajo,
# Sección de ..."). Not the line's end: "Luis Moreno Vidal Servicio" at a line's end ran on.
_FIELD_END_AFTER = regex.compile(r"[ \t]*[,;]")
_PERSON_CUE_BEFORE = regex.compile(r"(\p{L}[\p{L}\p{M}'’\-]*)\.?[ \t]*:?[ \t]*$")
# A carer's abbreviation people bear this often as a first name (Zipf) may open the name it stands
# before ("Reg", "Ash"), and stays in the model's name span.
CARER_FIRST_NAME_ZIPF = 3.0
# "And" in our languages: a span over it holds two.
_CONJUNCTIONS = frozenset({"and", "en", "und", "et", "y", "e", "ed", "i"})
# A comma, a role or title (a field's label, its colon after it), then the next word: "Loredana, OSS
# Gennaro", "Beattie, Dr Quirke", "Dr. Ilić, OTA: Mirco".
_COMMA_ROLE = regex.compile(r",[ \t]*(?P<role>\p{L}[\p{L}.]*)[ \t]*:?[ \t]+(?=\p{L})")


def _role_key(key: str) -> bool:
    """A title, a staff abbreviation or a care team's role (folded word): it opens the next person."""
    return key in TITLES or key in STAFF_ABBREVIATIONS or care_team_role(key)


# A lower-case word of four letters or more, then a full stop and a blank: a sentence ends there,
# the word is no title before a name ("Dr. ", "dott. " are abbreviations; "figlia. " is not).
_SENTENCE_END_CUE = regex.compile(r"^\p{Ll}[\p{Ll}\p{M}'’\-]{3,}\.[ \t]")


@dataclass(frozen=True)
class NameGateConfig:
    """``ordinary_zipf``: from this Zipf frequency on, a word of the note's language is ordinary;
    ``any_language_zipf``: from this one on, a word of any of our languages is.
    ``enabled``: switch the gate off to get the model's raw NAME spans.
    """

    ordinary_zipf: float = 4.0
    any_language_zipf: float = 5.0
    enabled: bool = True
    evidence: NameEvidenceConfig = NameEvidenceConfig()
    place_word_zipf: float = 3.5
    # A DATE span that is a year alone ("2019") is kept (``deid.detect.profile``).
    bare_years: bool = True

    def __post_init__(self) -> None:
        for value in (self.ordinary_zipf, self.any_language_zipf):
            if not 0.0 < value < 8.0:
                raise ValueError("Zipf thresholds are on the Zipf scale, between 0 and 8")


@functools.lru_cache(maxsize=1)
def _project_words() -> frozenset:
    return frozenset(fold(w) for w in ALL_COMMON_WORDS) | EPONYMS | TITLES | ROLE_WORDS | RELATION_WORDS \
        | NOT_FIRST_NAMES | SIGNATURE_WORDS


@functools.lru_cache(maxsize=1)
def _number_words() -> frozenset:
    return frozenset(fold(word) for word in all_number_words())


_URL_SHAPE = regex.compile(r"://|www\.|\.[a-z]{2,}(?:/|$)", regex.IGNORECASE)
# Lower-case words inside place names: "Castiglione delle Stiviere", "Frankfurt am Main", "Boulogne-sur-Mer".
_PLACE_CONNECTORS = PARTICLES | frozenset(
    "am an im in bei ob unter sur sous les lez en aan op bij upon on under by di de del al sul".split())
# German articles and contractions inside a span make it a noun phrase; surnames hold "von
# der", "vom", "zu", never "des", "dem", "im", "beim" or "und".
_GERMAN_PHRASE = regex.compile(r"(?<!\bvon) \b(?:des|dem|den|im|am|beim|zur|und|mit|eines|einer)\b")
_AGE_AFTER = regex.compile(r"^\s*(?:" + "|".join(ADJECTIVE_UNITS + YEAR_UNITS + SHORT_UNITS) + r")(?!\p{L})",
                           regex.IGNORECASE)
_AGE_IN_SPAN = regex.compile(r"\d\s*(?:" + "|".join(ADJECTIVE_UNITS + YEAR_UNITS + SHORT_UNITS) + r")(?!\p{L})",
                             regex.IGNORECASE)
# A sex letter after the age: "(74 F)", "58M".
_AGE_SEX_AFTER = regex.compile(r"^\s?[MFHVWD](?!\p{L})")
# Before an age: an age header or a person noun; a name and a bracket or comma ("Lukas (30",
# "Brandhorst, 58"); a birth date and a bracket ("DOB 17/09/1952 (74").
_AGE_BEFORE = regex.compile(r"(?:\b(?:" + "|".join(AGE_HEADERS + PERSON_NOUNS) + r")\b[^\n\d]{0,12}"
                            r"|\d{4}\)?\s*\(\s*)$", regex.IGNORECASE)
# A word and a bracket or comma before an age: a person's name or a relation ("Lukas (30",
# "Brandhorst, 58", "Mutter (87"), not a lab value's name ("Troponin (28").
_WORD_BEFORE_AGE = regex.compile(r"(?P<w>\p{L}[\p{L}\p{M}'’\-]*)(?:\.?,?\s*\(|,)\s*$")
# Post-office boxes are addresses: "Postbus 20570", "Postfach 1234", "BP 25", "Apartado 12".
_POST_BOXES = frozenset({"postbus", "postfach", "apartado", "casella", "boite", "po", "p.o"})
_LONG_NUMBER = regex.compile(r"\d{6,}")
# A reference number: digit groups with separators, one of four digits or more ("23/611402").
_CODE_SHAPE = regex.compile(r"^(?=.*\d{4})[\p{Lu}\d]+(?:[/.\-][\p{Lu}\d]+)+$")


def age_context(words: str, before: str, after: str, language: str = "en") -> bool:
    """Whether an age word is in or around a span: a unit after the number, a header or a person
    before it; never a duration ("sinds 12 jaar", "for 30 yrs")."""
    if duration_context(before, after):
        return False
    if _AGE_IN_SPAN.search(words) or _AGE_AFTER.match(after) or _AGE_SEX_AFTER.match(after) \
            or _AGE_BEFORE.search(before):
        return True
    m = _WORD_BEFORE_AGE.search(before)
    return m is not None and person_word(m.group("w"), language if language in LANGUAGES else "en")


# A measurement's abbreviation written like a first name this popular (Zipf as a first name) is
# the person: "Eva" (4.8), "Pam" (4.0); "Na" (3.8), "Pa" (3.9) stay sodium and pressure.
MEASURED_NAME_ZIPF = 4.0
# A street's name written as one word in capitals has a street word or more letters than this;
# shorter capitals alone before a number are a score's or a test's ("NIHSS 14", "AO 31").
MAX_CODE_CAPITALS = 6


def _mixed_case(word: str) -> bool:
    """Neither small, capitals nor capitalised, each part of it: a code's case ("VASc", "proBNP", "HbA1c")."""
    return any(not (part.islower() or part.isupper() or part[:1].isupper() and part[1:].islower())
               for part in word.split("-") if part)


# Labels of proper names (not of numbers: "MRN-12345678" is an id after its acronym's hyphen).
_PROPER_LABELS = frozenset({"NAME", "LOCATION", "ORGANIZATION"})
# A hyphen glued to what stands before the span, after an acronym ("HAS-BLED"), or after a word
# written small when the span is written small too ("port-a-cath", "iléo-caecale"): the span is the
# rest of one word. Not after a capitalised word: a double name the model read in half
# ("Meyer-Lüerßen") is still a name; not a number ("E-28046" is a postcode); not a place a note in
# lower case joins to another ("la ligne charleroi-couillet": its copy gives the place its capital).
_CODE_HYPHEN_BEFORE = regex.compile(r"(?<![\p{L}])\p{Lu}{2,5}-\Z")
_SMALL_WORD_HYPHEN_BEFORE = regex.compile(r"(?<![\p{L}])\p{Ll}[\p{Ll}\p{M}]*-\Z")


# Pack-years after a number, in our languages: a smoking history, never an age.
_PACK_YEARS = regex.compile(r"\d[ \t]*(?:pack|paquets?|paquetes?|pacchett[oi]|pakjaren|packungsjahre|py|UPA|PA)"
                            r"(?![\p{L}])", regex.IGNORECASE)
# Labels of numbers: a NER span of these right after a measurement's word, or before a unit, is a value.
_NUMBER_LABELS = frozenset({"PHONE", "ID", "DATE", "BIRTHDATE", "AGE", "ADDRESS"})
# A unit right after a number. One-letter units other than grams are left out: "e", "l", "m", "u",
# "x" are also words ("il 12/03 e il 15/03").
_LONG_UNITS = "|".join(regex.escape(u) for u in sorted(UNITS, key=len, reverse=True) if len(u) > 1)
# A dose right after a span (``DOSE_AFTER``) or a volume right before it: a drug ("Brivantol 875 mg
# 3x/j", "1000 ml Ringer").
_DOSE_BEFORE = regex.compile(r"(?<![\p{L}\p{N}])\d+(?:[.,]\d+)?[ \t]*(?:ml|cc|l)[ \t]+\Z", regex.IGNORECASE)
_UNIT_AFTER = regex.compile(r"^[ \t]*(?:" + _LONG_UNITS + r"|g|%|cps|/min|/l|/µl|x10)(?![\p{L}])", regex.IGNORECASE)
# More values of the same series before that unit: "88-172-140 mg/dl" (a glucose curve), "12/8/6 mm".
_VALUES_AFTER = regex.compile(r"^(?:[ \t]?[-–/][ \t]?\d{1,4}(?:[.,]\d+)?){1,4}")
# Opening hours: hours from and to, after a weekday or a range of weekdays ("Mon-Thu 8-6", "lun-gio
# 8-13", "Mo.-Fr. 8.00-16.30 Uhr"): when a service answers, not a date.
_HOURS = regex.compile(r"^\d{1,2}(?:[.:h]\d{2})?[ \t]?[-–][ \t]?\d{1,2}(?:[.:h]\d{2})?(?:[ \t]?(?:h|uhr|u))?$",
                       regex.IGNORECASE)
_WEEKDAY_LAST = regex.compile(r"(?P<day>\p{L}{2,})\.?[ \t,:]*\Z")
# A number and its unit inside a span: "800 IE", "4000 UI", "3050 g" (a gram only at the end).
_UNIT_INSIDE = regex.compile(r"\d[ \t]*(?:" + _LONG_UNITS + r")(?![\p{L}])|\d[ \t]*g$", regex.IGNORECASE)
_CLOCK = regex.compile(r"(?<!\d)\d{1,2}:\d{2}(?!\d)")
# A reference range: two values of at most four digits, with their decimals ("120-160", "0,55-1,05").
_RANGE = regex.compile(r"^\(?(?P<low>\d{1,4}(?:[,.]\d+)?)[ \t]?[-–][ \t]?(?P<high>\d{1,4}(?:[,.]\d+)?)\)?$")


def _unit_after(after: str) -> bool:
    """A unit right after a value, or after more values of its series ("18400 /µl", "88-172" before
    "-140 mg/dl")."""
    values = _VALUES_AFTER.match(after)
    return _UNIT_AFTER.match(after[values.end():] if values is not None else after) is not None


def _opening_hours(words: str, before: str) -> bool:
    """Hours from and to, with a weekday in the span or right before it ("Fri 8-5", "(Mon-Thu 8-6)")."""
    found = words.strip().split()
    weekday_in_span = False
    while found and fold(found[0].rstrip(".,:").split("-")[-1].rstrip(".")) in weekday_words():
        found = found[1:]
        weekday_in_span = True
    if not found or not _HOURS.match(" ".join(found)):
        return False
    if weekday_in_span:
        return True
    m = _WEEKDAY_LAST.search(before)
    return m is not None and fold(m.group("day")) in weekday_words()


def _reference_range(words: str) -> bool:
    """Two values, low to high, of at most four digits and their decimals: "120-160", "0,55-1,05"
    (not "2023-0877", a year and a serial)."""
    m = _RANGE.match(words)
    if m is None:
        return False
    low, high = (float(v.replace(",", ".")) for v in (m.group("low"), m.group("high")))
    return low < high


_DIGIT_AFTER_LETTER = regex.compile(r"\p{L}\d")
_UNITS = frozenset(UNITS)


def _ends_sentence(cue) -> bool:
    """Whether the word a cue search found ends a sentence ("figlia. ") rather than being an
    abbreviated title ("prof. ", "dott. "): a lower-case word of four letters or more,
    a full stop, a blank, and no title or staff abbreviation."""
    if not _SENTENCE_END_CUE.search(cue.group()):
        return False
    key = fold(cue.group(1))
    return key not in TITLES and key not in STAFF_ABBREVIATIONS


def _kind_alone(words: str) -> bool:
    """A kind of house and nothing else but a title or a full stop after it: "Praxis.", "Praxis Dr." (the
    model's span ends a sentence or runs into a person's title; a kind word alone, "Trust", may be the
    end of a name the model cut, and stays)."""
    tokens = _WORD.findall(words)
    titled = False
    while len(tokens) > 1 and fold(tokens[-1].rstrip(".")) in TITLES:
        tokens, titled = tokens[:-1], True
    return len(tokens) == 1 and fold(tokens[0].rstrip(".")) in ORGANIZATION_HEADS \
        and (titled or words.rstrip().endswith("."))


def _department(words: str, language: str) -> bool:
    """A hospital's department, named by its specialty and words of the language only: "Inwendige
    Geneeskunde", "Medicina Interna" (no proper word to name a house)."""
    tokens = [w.strip(".'’-") for w in _WORD.findall(words)]
    # (two words at least: "Surgery" alone may be the end of "School Lane Surgery" the model cut)
    return 2 <= len(tokens) <= 3 and specialty_word(fold(tokens[-1])) \
        and all(common_word(w, language) and fold(w) not in major_places() and fold(w) not in street_words()
                for w in tokens)  # ("School Lane Surgery": a street's words name a practice)


def shaped_label_plausible(words: str, label: str) -> bool:
    """Whether a NER span of a shaped label (dates, ages, contacts, ids) has its label's shape."""
    digits = sum(ch.isdigit() for ch in words)
    if label == "EMAIL":
        return "@" in words
    if label == "URL":
        return bool(_URL_SHAPE.search(words))
    if label == "PHONE":
        return digits >= 6
    if label == "ID":
        return digits >= 4
    folded = [fold(w) for w in _WORD.findall(words)]
    if label in ("DATE", "BIRTHDATE"):
        return _date_shaped(words, folded)
    if label == "AGE":
        if _DIGIT_AFTER_LETTER.search(words) or any(w in _UNITS for w in folded):
            return False
        return digits > 0 or any(w in _number_words() for w in folded)
    return True


_CLAUSE_COMMA = regex.compile(r"[,;][ \t]*")
_NUMBER_START = regex.compile(r"[\d+(]")
_LEADING_WORD = regex.compile(r"\S+")
_NUMERIC_DATE = regex.compile(r"(?<![\d,.+])(\d{1,2})([./-])(\d{1,2})(?:\2(\d{4}|\d{2}))?(?![\d+°])")
_YEAR_IN = regex.compile(r"(?<![\d,.])(?:19|20)\d\d(?![\d,])")


def _date_shaped(words: str, folded: List[str]) -> bool:
    """A date: a month or weekday name, a year, or a day and month that exist ("12/03", "3.4.24").
    Not a clock time ("07:45-09:00"), a dosing scheme ("1-1-1"), a score ("14/28", "39+2"), a
    range ("9-12") or a bare number ("187", "3,000")."""
    if any(w.rstrip(".") in calendar_words() for w in folded):
        return True
    if ":" in words and any(ch.isdigit() for ch in words):
        return False
    if _YEAR_IN.search(words):
        return True
    for m in _NUMERIC_DATE.finditer(words):
        day, sep, month, year = int(m.group(1)), m.group(2), int(m.group(3)), m.group(4)
        if year is None and sep == "-" and not (m.group(3).startswith("0") or day > month):
            continue  # "9-12", "6-12": ranges (low to high); "18-02", "26-9" are dates
        if 1 <= day <= 31 and 1 <= month <= 12 or 1 <= month <= 31 and 1 <= day <= 12:
            return True
    return False


def _role_only(words: List[str]) -> bool:
    """Every word a care-team role ("Physio", "IDEC"): a role, neither a person nor a place."""
    return bool(words) and all(care_team_role(fold(w)) for w in words)


def _institution(words: List[str]) -> bool:
    """The first word names a kind of institution or service ("Ambulatorio", "Klinikum"): no person, no place."""
    return bool(words) and len(words[0]) > 3 and fold(words[0]) in ORGANIZATION_HEADS


@functools.lru_cache(maxsize=1)
def _known_names() -> frozenset:
    return first_names() | last_names()


def _zipf(word: str, language: str) -> float:
    return word_frequency.zipf(word, language)


# Academic degrees between a title and a name: "dr. med. ", "Dr. rer. nat. ", "Prof. Dr. med. habil. ".
_DEGREES_BEFORE = regex.compile(r"(?:(?<![\p{L}])(?:" + "|".join(DEGREES) + r")\.?[ \t]*)+$",
                                regex.IGNORECASE)
# In a note written in lower case, a one-word name this frequent as a word of the language is taken
# for the word ("bill", "patience" in English).
LOWER_CASE_WORD_ZIPF = 3.0
# ... and one the dictionary writes small, unless real populations bear it this often (Zipf).
LOWER_CASE_DICTIONARY_NAME_ZIPF = 3.5
# A word of the dictionary that real populations bear as a surname this often (Zipf) may be one.
DICTIONARY_SURNAME_ZIPF = 2.0
# A major place whose name is a word this frequent in the note's language ("sala", "parla",
# "centro" in Italian) is a place only where notes in that language would name it: a country, a
# city known abroad, or a town of a country whose locales speak the language (``_place_of_the_notes``).
FREQUENT_PLACE_WORD_ZIPF = 4.5


class NameGate:
    """Decides whether a NER span is plausible for its label; build once per worker (``warm_up`` loads the tables)."""

    # Verdicts are cached per (words, label, language): the same names and places come back
    # note after note. Bounded: cleared when full.
    _CACHE_LIMIT = 200_000

    def __init__(self, config: NameGateConfig = NameGateConfig()):
        self._config = config
        self._verdicts: dict = {}
        self._evidence = NameEvidence(config.evidence)

    def warm_up(self) -> None:
        _known_names(), _project_words(), month_words(), _number_words()
        self._evidence.warm_up()
        for language in LANGUAGES:
            _zipf("the", language)

    def plausible(self, words: str, language: str) -> bool:
        if any(ch.isdigit() for ch in words):
            return False  # "CHA2DS2", "G1P0": scores and codes, never a person
        if _NOT_IN_NAMES.search(words):
            return False  # "T° 38,6 °C → Paracetamol": arrows, signs and operators are no part of a name
        found = _WORD.findall(words)
        content = [w for w in found if fold(w.rstrip(".")) not in PARTICLES or w[:1].isupper() and len(found) == 1]
        if not content:
            return False
        for word in content:
            if not (word[:1].isupper() or _INITIALS.match(word)):
                return False
        raw = [w.strip(".'’-") for w in content if not _INITIALS.match(w)]
        if not raw:
            # Initials only: "J.P." may be a person; bare capitals ("MI", "EDD", "W") are acronyms,
            # and so are one initial ("Z." of "Z. n.") and capitals with a dot only after them ("MSS.").
            return bool(_DOTTED_INITIALS.match(words.strip()))
        if _role_only(raw):
            return False  # "Physio", "(IDEC)": a role, not the person who holds it
        if _institution(raw):
            return False  # "Ambulatorio Nefrologia", "Klinikum Nord": an institution or service, not a person
        lang = language if language in LANGUAGES else "en"
        if lang == "de" and _GERMAN_PHRASE.search(words):
            return False  # "Entfernen des Hüftkopfes", "Adenokarzinom des Rektums": a noun phrase
        if self._finding(words, lang):
            return False
        kinds = [self._kind(word, lang) for word in raw]
        if NAME in kinds:
            return True
        return UNKNOWN in kinds

    def name_pieces(self, text: str, start: int, end: int) -> List[Tuple[int, int]]:
        """``[start, end)`` of a model's NAME span as the names it holds: split where a sentence ends
        inside it (``_SENTENCE_END``), each piece without the punctuation that belongs to the text
        around it (a full stop before it or after its last word, quotes, a slash, an unopened
        bracket). Each piece is then cut and judged as a name of its own (``name_extent``,
        ``verdict``): "TDS. Ffion" is a frequency and a name, "Verstraeten. Griet" two people."""
        cuts = [(m.start(), m.end()) for m in _SENTENCE_END.finditer(text, start, end) if fold(m.group("word")) not in TITLES]
        # A list of people and their roles the model read as one ("Loredana, OSS Gennaro"): the next
        # person's role after a comma ends a name and opens the next.
        cuts += [(m.start(), m.end()) for m in _COMMA_ROLE.finditer(text, start, end)
                 if _role_key(fold(m.group("role").rstrip(".")))]
        # A bracket the span opens and does not close: the model ran on into what the bracket holds
        # ("Wagner (Onko" of "Dr. Wagner (Onko), ..."), judged apart (a nickname there is a name still).
        opening = text.rfind("(", start, end)
        if opening > start and text.find(")", opening, end) < 0:
            cuts.append((opening, opening + 1))
        bounds = [start]
        for cut in sorted(cuts):
            if cut[0] >= bounds[-1]:
                bounds.extend(cut)
        bounds.append(end)
        pieces = []
        for a, b in zip(bounds[::2], bounds[1::2]):
            while a < b and (text[a] in _NAME_LEAD_JUNK or text[a].isspace()):
                a += 1
            while b > a:
                last = text[b - 1]
                if last in _NAME_TAIL_JUNK or last.isspace() or (last in ")]" and text.count(
                        "(" if last == ")" else "[", a, b) < text.count(last, a, b)):
                    b -= 1
                elif last in ".!?" and (word := _LAST_FULL_WORD.search(text, a, b - 1)) is not None \
                        and fold(word.group("word")) not in TITLES:
                    b -= 1  # "Kaczmarczyk." at a sentence's end; "J." and "Dr." keep their dot
                else:
                    break
            if a < b:
                pieces.append((a, b))
        return pieces

    def _carer_abbreviation_before_name(self, word: str) -> bool:
        """A carer's abbreviation written capitalised before the name ("Pfl. Käfer", "Pfl Käfer"): with
        its dot, or one that people do not bear as a first name ("Reg", "Ash" may open the name)."""
        key = fold(word.rstrip("."))
        return key in STAFF_ABBREVIATIONS and word[:1].isupper() \
            and (word.endswith(".") or self._evidence.first_name_zipf(word.rstrip(".")) < CARER_FIRST_NAME_ZIPF)

    @staticmethod
    def date_extent(text: str, start: int, end: int) -> Tuple[int, int]:
        """Where a DATE span the model proposes starts: at its date. What comes before a comma and
        holds neither a digit nor a calendar word is the clause before it ("diamond cutter,
        died 2016", "Schreiner, seit 1998"): no part of the date, nor to be replaced with it."""
        words = text[start:end]
        cut = 0
        for m in _CLAUSE_COMMA.finditer(words):
            head = words[cut:m.start()]
            if any(ch.isdigit() for ch in head) or any(
                    fold(w).rstrip(".") in calendar_words() for w in _WORD.findall(head)):
                break
            cut = m.end()
        return start + cut, end

    @staticmethod
    def bracket_extent(text: str, start: int, end: int) -> Tuple[int, int]:
        """A span the model proposes without the bracket it ran into: a closing bracket at its end
        whose opening one stands outside it ("Krankenschwester im Klinikum)"), an opening one at its
        start whose closing one does ("(Klinikum"). A name or a place never ends in half a pair."""
        for opening, closing in (("(", ")"), ("[", "]")):
            piece = text[start:end]
            if piece.endswith(closing) and opening not in piece:
                end -= 1
            piece = text[start:end]
            if piece.startswith(opening) and closing not in piece:
                start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        while start < end and text[start].isspace():
            start += 1
        return start, end

    @staticmethod
    def phone_extent(text: str, start: int, end: int) -> Tuple[int, int]:
        """Where a PHONE span the model proposes starts: at its first word with a digit, "+" or bracket.
        Words before it are the line's ("getypt kd 29 05 2024", "Tel. 0471 ..."): a typist's initials
        taken into a number would be lost with it when the number is judged no phone."""
        for m in _LEADING_WORD.finditer(text, start, end):
            if _NUMBER_START.search(m.group()):
                return m.start(), end  # (a word with a digit is the number's, however misread: "te1 091 ...")
        return start, end

    def name_extent(self, text: str, start: int, end: int, language: str) -> Tuple[int, int]:
        """``[start, end)`` of a NAME span cut to the name: at a line end or column gap, and
        without the words the model ran on into ("Javier Navarro Gil NºCol", "Pablo
        Garrido Nieto Servicio", "Ramón Ibáñez Soler Residente"): a word with a digit or
        "º", an acronym after mixed-case words, a role or title, or an ordinary word after names."""
        piece = text[start:end]
        cut = _NAME_BREAK.search(piece)
        if cut is not None:
            end = start + cut.start()
        lang = language if language in LANGUAGES else "en"
        words = list(_NAME_TOKEN.finditer(text, start, end))
        while len(words) > 2 and _INITIAL.fullmatch(words[0].group()) \
                and fold(words[1].group().rstrip(".")) in _OPENERS:
            words.pop(0)  # "0,5 L. Logopedist Wout": an initial stands right before its name, never a role
            start = words[0].start()
        while len(words) > 1 and (fold(words[0].group().rstrip(".")) in _OPENERS
                                  or fold(words[0].group()).startswith("dipl.")
                                  or words[0].group().isupper() and fold(words[0].group()) in STAFF_ABBREVIATIONS
                                  or self._carer_abbreviation_before_name(words[0].group())
                                  or self._relation_before_name(words)):
            words.pop(0)  # "Doctor Luis Moreno Vidal", "Schw. Anke", "TCAE Rocío", "Hallo Wiebke", "partner
            start = words[0].start()  # Declan", "Pfl. Käfer": title, role, greeting and relation stay outside
        formula = LETTER_FORMULAS.match(text, start, end)
        if formula is not None and len(words) > 2:
            words = [w for w in words if w.start() >= formula.end()]
            start = words[0].start()  # "i. A. Jannik Brennecke": signed on behalf of, no initials
        words, end = self._capitals_run_on(words, end, lang)
        field_end = False  # the words popped so far began with a field's label or number ("NºCol: 28")
        while len(words) > 1:
            last = words[-1].group()
            bare = last.strip(".'’-")
            key = fold(bare)
            before = [w.group() for w in words[:-1]]
            marker = any(ch.isdigit() or ch in "º°" for ch in last)
            if marker \
                    or (bare.isupper() and len(bare) <= 4 and not all(w.isupper() for w in before)) \
                    or key in TITLES or key in ROLE_WORDS or care_team_role(key) or key in CONTACT_WORDS \
                    or (len(key) > 3 and key in ORGANIZATION_HEADS) \
                    or (bare[:1].isupper() and self._kind(bare, lang) == WORD and key not in PARTICLES
                        and key not in last_names() and any(self._kind(w.strip(".'’-"), lang) == NAME for w in before)
                        and not self._surname_at_field_end(text, words[-1], bare, lang, field_end)):
                field_end = marker
                words.pop()
                end = words[-1].end()
                continue
            break
        return start, end

    def _relation_before_name(self, words) -> bool:
        """Whether the first of ``words`` is a relation word ("partner Declan", "Tochter Ortrud") before a
        name, and no surname itself: a relation word that is also a common surname ("Mann",
        "Petit") may open the person's own name."""
        key = fold(words[0].group().rstrip("."))
        return key in RELATION_WORDS and key not in last_names()

    def _capitals_run_on(self, words, end: int, language: str):
        """In capitals, where no case tells the name from the sentence, a name ends before a word of
        the sentence as frequent as a function word ("DR VERLINDEN OP DE GANG": Zipf
        ``any_language_zipf`` or more in the note's language, no surname of the lists), and before
        particles that open no name ("OP DE GANG"; "VAN DER BERG" goes on), where a name of real
        populations stands before the cut."""
        if len(words) < 2 or not all(w.group().isupper() for w in words):
            return words, end
        for i in range(1, len(words)):
            bare = words[i].group().strip(".'’-")
            key = fold(bare)
            if len(bare) < 2 or key in last_names():
                continue
            if key in PARTICLES:
                rest = [w.group().strip(".'’-") for w in words[i + 1:] if fold(w.group().strip(".'’-")) not in PARTICLES]
                if not rest or any(self._kind(w, language) != WORD for w in rest):
                    continue
            elif self._evidence.text_zipf(bare, language) < self._config.any_language_zipf \
                    or self._kind(bare, language) != WORD:
                continue
            if not any(self._kind(w.group().strip(".'’-"), language) == NAME for w in words[:i]):
                break  # nothing of a name before the cut ("PARLA BENE"): the span stays whole, to be judged so
            return words[:i], words[i - 1].end()
        return words, end

    def _surname_at_field_end(self, text: str, word, bare: str, language: str, field_end: bool) -> bool:
        """Whether an ordinary-looking last word is the name's own last surname, not a word the model
        ran on into: a double surname ("Lleida-Camino": every part capitalised), or, among words found
        as names at all, one rare as a word, or one that ends the name's field: right before the field that follows
        ("Inés Ferrer Cerca NºCol: ...") or before a comma ("Julián de Abajo, Sección de ..."). A
        run-on word is followed by more of its phrase ("... Servicio de Urología")."""
        if _CAPITALISED_COMPOUND.match(bare):
            return True
        if self._evidence.name_zipf(bare) == 0 or (bare.isupper() and len(bare) <= 4):
            return False  # never seen as a name ("Servicio"), or an acronym ("SRL"): a word, wherever it stands
        if self._evidence.text_zipf(bare, language) < _RARE_WORD_ZIPF:
            return True
        return field_end or _FIELD_END_AFTER.match(text, word.end()) is not None

    def _finding(self, words: str, language: str) -> bool:
        """A classification and its grade ("Garden IV", "Sanders III"), a ward, or a list of findings
        ("Hypokaliämie, Anämie"; "Müller, Anna" has a name on each side of its comma): neither a
        person nor a place."""
        if _ROMAN_LAST.search(words):
            return True
        found = _WORD.findall(words)
        if found and (fold(found[-1].strip(".")) in _WARD_WORDS or fold(found[0].strip(".")) in _WARD_WORDS):
            return True  # "Elm Ward", "Station Lindenhof": a ward
        content = [w.strip(".'’-") for w in found if fold(w.strip(".'’-")) not in PARTICLES and not _INITIALS.match(w)]
        if len(content) > 1 and words.isupper() and WORD in [self._kind(w, language) for w in content]:
            return True  # "TAGLIO CESAREO", "COSTA SULLA LINEA": capitals hide a phrase, not a name
        if "," not in words:
            return False
        parts = [[w.strip(".'’-") for w in _WORD.findall(part)] for part in words.split(",")]
        if any(self._evidence.name_zipf(w) >= STRONG_NAME_ZIPF for part in parts for w in part):
            return False  # "Thanks, Karen": a frequent name; the model only took a word too many
        return any(NAME not in [self._kind(w, language) for w in part] for part in parts)

    def _weak(self, words: str, language: str) -> bool:
        """A span whose words are unknown both as names and as words ("Vicryl", "Fadenzug",
        "Quastenberg"), with no initial: its shape alone does not make it a person's name."""
        found = _WORD.findall(words)
        if any(_INITIALS.match(w) for w in found) or _MIXED_INITIALS.match(words.strip()):
            return False  # "R. Quastenberg", "TMcK": initials mark a person
        lang = language if language in LANGUAGES else "en"
        return NAME not in [self._kind(w.strip(".'’-"), lang) for w in found if fold(w.rstrip(".")) not in PARTICLES]

    def _kind(self, word: str, language: str) -> str:
        """NAME, WORD or UNKNOWN: real populations' names against the language's words (module docstring)."""
        key = fold(word)
        if "-" in key and any(part in EPONYMS for part in key.split("-")):
            return WORD  # "Kellgren-Lawrence", "Ziehl-Neelsen": a scale or a stain named after its authors
        kind = self._evidence.kind(word, language)
        if key in _project_words():
            # Our own lists of ordinary words, eponyms and roles; a surname of the name lists that
            # is no ordinary word by the evidence stays a name ("Wolf" in "Dr. Wolf").
            return NAME if key in last_names() and kind != WORD else WORD
        if kind != WORD and self._evidence.name_zipf(word) < 4.0 and any(
                self._evidence.text_zipf(word, other) >= self._config.any_language_zipf for other in LANGUAGES):
            return WORD  # "Bonjour" in a Dutch note: notes mix languages
        if kind == WORD and key in _known_names() and self._evidence.text_zipf(word, language) < self._config.ordinary_zipf \
                and not (language == "de" and self._evidence.home_word(word, language)):
            # A name of our locales' lists that is a rare word ("Kok", "Bakker"); in German, whose
            # nouns are capitalised, not a word German writes far more often than any other of our
            # languages: its own noun ("Leber", the liver), not a surname's frequency.
            return NAME
        if kind == UNKNOWN and clinical_word(key):
            return WORD  # "Urosepsis", "Hypokaliämie", "Deszendorektostomie": terms of the trade
        if kind == UNKNOWN and language == "de" and (german_noun(key) or any(
                german_compound(stem) or self._evidence.text_zipf(stem, "de") >= self._config.evidence.rare_zipf
                for stem in german_stems(key))):
            return WORD  # "Fotodoku", "Medikationsplan", "Hüftkopfes": German writes nouns capitalised
        if kind == UNKNOWN and word.isupper() and len(word) <= 4:
            return WORD  # "FEVG", "ITN", "OTA": acronyms, not names
        return kind

    @staticmethod
    def _kind_field(words: str) -> bool:
        """A kind word and small words only ("Farmacia de guardia", "Hôpital de jour"): a field's label."""
        bare = [w.strip(".'’-") for w in _WORD.findall(words)]
        return len(bare) > 1 and _institution(bare) and all(w[:1].islower() for w in bare[1:])

    @staticmethod
    def _dosage_form(words: str, language: str, after: Optional[str]) -> bool:
        """A brand with its dosage form: the span's last word is one ("Daivobet Gel"), or a
        capitalised one follows it ("Bepanthen| Salbe"); two words at most before the form."""
        found = _WORD.findall(words)
        if not found or len(found) > 3:
            return False
        if len(found) > 1 and dosage_form(found[-1], language):
            return True
        following = _WORD.match(after.lstrip(" \t")) if after and after[:1] in " \t" else None
        return following is not None and following.group()[:1].isupper() and len(found) <= 2 \
            and dosage_form(following.group(), language)

    def _opening_word(self, words: str, language: str, after: str = "") -> bool:
        """One word, not in capitals, that the language's dictionary writes small and its text
        writes often: an ordinary word the model read as a name because it opens a sentence. In
        German, whose dictionary writes nouns capitalised, a noun of it before a colon: the heading
        of a section ("Labor: ...", "Sonographie: ..."; a company named by a noun, "Telekom", may
        open a sentence, not a field of a letter)."""
        found = _WORD.findall(words)
        if len(found) != 1 or found[0].isupper() or language not in LANGUAGES:
            return False
        if language == "de" and _HEADING_COLON.match(after) and capitalised_word(found[0], language) \
                and self._evidence.kind(found[0], language) == WORD:
            return True
        # (a name that is also a word, "Pierre", "Grace", stays with the model: it may be a person's)
        return common_word(found[0], language) and self._evidence.text_zipf(found[0], language) >= OPENING_WORD_ZIPF \
            and self._evidence.kind(found[0], language) == WORD

    def _opening_phrase(self, words: str, language: str) -> bool:
        """Words opening a sentence whose only capital is the sentence's ("Wonde proper", "Plaie
        propre"): the first an ordinary word the dictionary writes small, the others written small;
        an organization's name has a capital of its own beyond the first word (and the public
        bodies named by common words are the institution finder's)."""
        found = _WORD.findall(words)
        if len(found) < 2 or language not in LANGUAGES or language == "de" or found[0].isupper() \
                or not all(w[:1].islower() for w in found[1:]):
            return False
        return common_word(found[0], language) and self._evidence.kind(found[0], language) == WORD

    def _plausible_address(self, words: str, language: str) -> bool:
        """A street and number ("Kerkstraat 12", "12 rue de la Paix"), a street type, or a postcode."""
        if _POSTCODE.match(words.strip()):
            return True
        found = _WORD.findall(words)
        streets = street_words() | _POST_BOXES
        for i, word in enumerate(found):
            bare = fold(word.strip(".'’-"))
            # A street's word names a street with a number or a name after it ("Place Bellecour"), not
            # before a particle alone ("AU COURS DE": the phrase's word).
            if (bare in streets and (word[:1].isupper() or len(found) > 1 and found[0][:1].isupper())
                    and (any(ch.isdigit() for ch in words)
                         or any(fold(w) not in PARTICLES and fold(w) not in streets for w in found[i + 1:]))) \
                    or (len(bare) > 6 and street_suffix(bare)):
                return True
        if not any(ch.isdigit() for ch in words) or not words[:1].isalnum():
            return False  # "danach Re-Staging", "la limitation des": no number, no street
        names = [w.strip(".'’-") for w in found if w[:1].isupper() and len(w.strip(".'’-")) > 1]
        lang = language if language in LANGUAGES else "en"
        # "Garden IV", "AO 31", "PG 2", "Cholezystektomie 2009": codes, scores and events, not streets;
        # nor a score's or an analyte's acronym, however long, or a word with a capital inside
        # ("NIHSS 14", "CHA2DS2-VASc 4", "proBNP 6 840"): the way codes are written, never streets.
        # (Several words in capitals are a street as a note in capitals writes it: "ALTO DEL OLIVAR, 12".)
        longest_code = MAX_CODE_CAPITALS if len(names) == 1 else 4
        return any(not (w.isupper() and len(w) <= longest_code) and not _mixed_case(w)
                   and self._kind(w, lang) != WORD for w in names)

    def _plausible_place(self, words: str, found: List[str], language: str) -> bool:
        """A place: a large place's name, a rare place-name word, or a word that is no ordinary word."""
        if any(ch.isdigit() for ch in words) and not _POSTCODE_AND_PLACE.match(words.strip()):
            return False  # "Diurèse 650", "Monocryl 3/0", "Montreal A2 L1 B3": values and scores
        if fold(words.strip(" .,;:")) in calendar_words():
            return False  # "Mon 18/11/24": a weekday
        if len(found) == 1 and words.strip().isupper() and len(words.strip()) <= 3:
            return False  # "(OTA)", "ATH": an acronym in capitals, whatever town shares it
        if words[:1].isupper() and fold(words.strip(" .,;:")) in major_places():
            return True
        bare_words = [w.strip(".'’-") for w in found if w.strip(".'’-")]
        if not bare_words or not bare_words[0][:1].isupper() or not bare_words[-1][:1].isupper():
            return False  # "Oberhuber erhält", "CEA präop": a place name starts and ends with a capital
        if any(not w[:1].isupper() and fold(w) not in _PLACE_CONNECTORS for w in bare_words):
            return False  # "Redon intraartikulär": lower-case words in a place are connectors only
        if any(len(bare) > 3 and self._evidence.is_drug(fold(bare)) for bare in bare_words):
            return False  # "Pancrelipasi (Creon 25000)": a drug's brand, whatever town shares its name
        places = place_words()
        for bare in bare_words:
            if not bare[:1].isupper() or len(bare) < 2 or fold(bare) in TITLES:
                continue
            if bare.isupper() and len(bare) <= 4:
                continue  # "ABG", "ITN", "USS": acronyms
            if fold(bare) in EPONYMS:
                continue  # "CV Foley", "Braden": a device or a scale named after someone, no place
            if fold(bare) in places and len(bare) > 3 \
                    and self._evidence.text_zipf(bare, language) < self._config.place_word_zipf:
                return True
            if self._kind(bare, language) != WORD:
                return True
        return False

    def plausible_entity(self, words: str, label: str, language: str) -> bool:
        """Whether a NER span of ``label`` has the shape of one (see the module docstring)."""
        return self.verdict(words, label, language) is not None

    def verdict(self, words: str, label: str, language: str,
                before: Optional[str] = None, after: Optional[str] = None) -> Optional[str]:
        """The label a NER span keeps (its own, or LOCATION for a place read as a name), or None.

        ``before`` and ``after``: a little of the text around the span; an AGE needs an age
        word there or in the span ("72 jaar", "Alter: 72", "Tochter (34"): a bare number the
        model calls an age is a lab value or a vital sign more often ("RR 18", "GGT 68").
        """
        if label == "AGE" and before is not None and not age_context(words, before, after or "", language):
            return None
        if label == "AGE" and _PACK_YEARS.search(words + (after or "")[:20]):
            return None  # "40 pack years", "30 PA", "20 paquetes-año": how much someone smoked
        if self._measurement(words, label, before, after):
            return None  # "FR 24", "(120-160)", "3150 g", "Hb": a vital sign, a lab value, a quantity
        if label in ("DATE", "BIRTHDATE", "ID", "PHONE") and _opening_hours(words, before or ""):
            return None  # "Mon-Thu 8-6": when a service answers
        if label not in _NUMBER_LABELS and blood_group(words):
            return None  # "A Rh-", "Groupe sanguin": a laboratory result and its words
        if self._clinical_code(words, label, before, after):
            return None  # "Monocryl 4-0", "CA 19-9", "AO 31-A2.2", "(35-50)": a suture, a marker, a class, a range
        if label in ("NAME", "LOCATION") and _NOT_IN_NAMES.search(words):
            return None  # "°C → Paracetamol": neither a person nor, read again, a place
        if label in ("NAME", "LOCATION", "ORGANIZATION") and _post_nominals_only(words):
            return None  # "BSc", "MBBS FRCP": degrees after a signer's name
        if _ID_CUE_ONLY.fullmatch(words.strip()):
            return None  # "INAMI", "RIZIV", "NHC": the word that announces an id, not a place or a person
        if label == "NAME" and latin_binomial(words):
            return None  # "N. ULNARIS", "K. Pneumoniae": a nerve, a vessel or a germ behind its initial
        if label == "NAME" and any(eponym_result_after(words[w.start() - 1:] + (after or "")[:24])
                                   for w in list(_WORD.finditer(words))[1:]):
            return None  # "Murphy neg bilat", "Lasègue Pos. Links": a sign and its result, read on as a name
        if label == "NAME" and before is not None and _METHOD_BEFORE.search(before) and len(_WORD.findall(words)) == 1:
            return None  # "sec. Kerr", "nach Watson-Jones", "selon Knight-Griffen": a method named after someone
        if label in ("NAME", "LOCATION", "ORGANIZATION") and before is not None \
                and _METHOD_NOUN_BEFORE.search(before) and len(_WORD.findall(words)) <= 2:
            return None  # "Rückstichnaht nach Allgöwer", "Resektion nach Whipple": a technique, "nach" no direction
        if label in ("ORGANIZATION", "LOCATION") and after is not None and _GRADE_AFTER.match(after) \
                and len(_WORD.findall(words)) == 1:
            return None  # "(Neer III)", "Weber II": a classification and its grade, no institution or place
        if label == "NAME" and len(_WORD.findall(words)) <= 2 and not self._titled(before or "") and (
                after is not None and eponym_noun_after(after) or before is not None and eponym_phrase_before(before)):
            return None  # "Kaplan-Meier curve", "maladie de Kahler", "Morbus Bechterew": named after someone
        if label == "LOCATION" and before is not None and self._title_right_before(before, words):
            return "NAME"  # "Dr Harrow's team", "Mme Vienne": after a title, a surname that is also a town's
        if label == "LOCATION" and len(_WORD.findall(words)) <= 2 and after is not None and eponym_noun_after(after):
            return None  # "Edmonton Frail Scale", "Paris classification": an instrument named after a place
        if label == "NAME" and after is not None and _WARD_AFTER.match(after) and len(_WORD.findall(words)) == 1:
            return None  # "Ward 8A", "Station 3C", "Zaal 12": a ward and its number, not a person
        if label == "NAME" and len(_WORD.findall(words)) == 1 and (
                after is not None and _GRADE_AFTER.match(after) or before is not None and _WARD_BEFORE.search(before)):
            return None  # "Sanders III": a classification and its grade; "Ward: Elmfield": a ward's name
        if label in ("ID", "PHONE", "DATE") and before is not None and _ROOM_BEFORE.search(before):
            return None  # "Zi. 318-1", "room 12", "Station 3": where the patient lies, no identifier
        if label in _PROPER_LABELS and before is not None and words[:1].isalpha() \
                and (_CODE_HYPHEN_BEFORE.search(before) or words[:1].islower() and _SMALL_WORD_HYPHEN_BEFORE.search(before)):
            return None  # "HAS-BLED", "port-a-cath", "iléo-caecale": the second half of a word
        if label in ("ORGANIZATION", "LOCATION") and after is not None and words[-1:].isalpha() \
                and _WORD_GOES_ON.match(after):
            return None  # "Pre-assessment", "Klinik für Unfall- und Handchirurgie": the model cut a word
        if label in ("NAME", "LOCATION") and after is not None and _CODE_AFTER.match(after):
            return None  # "Ki-67", "A Rh-", "pT2": a marker, a blood group or a code, glued to what follows
        if label in ("NAME", "LOCATION", "ORGANIZATION") and self._dosage_form(words, language, after):
            return None  # "Daivobet Gel", "Bepanthen Salbe": a brand and its form, a drug
        if label in ("NAME", "LOCATION", "ORGANIZATION") and (after is not None and DOSE_AFTER.match(after)
                                                              or before is not None and _DOSE_BEFORE.search(before)):
            return None  # "Brivantol 875 mg", "1000 ml Ringer": a drug and its dose, no person, no place
        if label == "NAME" and len(_WORD.findall(words)) == 1 and after is not None and _SCORE_AFTER.match(after) \
                and not self._cued(before or "", language):
            return None  # "Norton 14,", "Waterlow 9.", "Stapler 60": a scale and its score, a device and its size
        if label in ("NAME", "ORGANIZATION") and language == "de" and self._german_diagnosis(words):
            return None  # "Arterielle Hypertonie", "Hyperaktives Delir": an adjective and a noun, a diagnosis
        if label == "ORGANIZATION" and before is not None and _SENTENCE_OPENING.search(before) \
                and (self._opening_word(words, language, after or "") or self._opening_phrase(words, language)):
            return None  # "Transfert en SSR ...", "Visite ...": a sentence's first word, an ordinary one
        if label == "ORGANIZATION" and after is not None and _HEADING_COLON.match(after) and self._kind_field(words):
            return None  # "Farmacia de guardia: ...": a field's label, a kind of service named by no one
        if label in ("NAME", "LOCATION", "ORGANIZATION") and _PAGER_LEAD.match(words):
            return None  # "Bleep 4471", "bip 3307": a pager and its number, read by the phone finder
        if label == "ORGANIZATION" and fold(words.strip()) in _CLINICAL_AMPERSANDS:
            return None  # "repeat U&Es", "seen in A&E": a test, a department
        if label == "ORGANIZATION" and (_kind_alone(words) or _department(words, language)):
            return None  # "in Praxis.", "Praxis Dr." (the doctor's name after it is the rules'), "Inwendige
            # Geneeskunde": a kind of house alone, a department named by its specialty
        if label in ("ORGANIZATION", "LOCATION") and _SIDE_LAST.search(words.strip()):
            return None  # "Hüfte li.", "Redon re": a body part or a device and its side
        if label == "ORGANIZATION" and before is not None and (
                words.strip().isupper() and len(words.strip()) <= 5 or self._ordinary_words(words, language)) \
                and self._person_before_bracket(before, language):
            return None  # "Lena Brückner (OTA)", "AMPARO GALVÁN (SUPERVISORA)": in brackets after a person, their role
        if label in ("NAME", "LOCATION") and before is not None and before.rstrip().endswith("(") \
                and specialty_clipping(fold(words.strip())):
            return None  # "Dr. Wagner (Onko)", "(cardio)": a specialty clipped short, in brackets
        if label in ("LOCATION", "NAME") and language == "de" and before is not None \
                and self._german_noun_after_article(words, before):
            return None  # "vor dem Essen", "nach der Wäsche": a noun after its article, no town, no person
        if label == "LOCATION" and before is not None and not self._place_in_context(words, language, before,
                                                                                     after or ""):
            return None
        if label == "NAME" and before is not None and len(_WORD.findall(words)) == 1 \
                and OCCUPATION_CUE_BEFORE.search(before) and occupation(words.strip(), language):
            return "PROFESSION"  # "früher Schlosser", "retired Baker": an occupation after its cue, no person
        if label == "PROFESSION" and before is not None and not OCCUPATION_CUE_BEFORE.search(before):
            return None  # an occupation is announced ("works as", "arbeitet als"); else a clinical phrase
        key = (words, label, language)
        verdict = self._verdicts.get(key, False)
        if verdict is False:
            if len(self._verdicts) >= self._CACHE_LIMIT:
                self._verdicts.clear()
            verdict = label if self._plausible_entity(words, label, language) else None
            if verdict is None and label == "NAME" and not self._finding(words, language if language in LANGUAGES
                                                                          else "en") \
                    and not _role_only([w.strip(".'’-") for w in _WORD.findall(words)]) \
                    and not _institution([w.strip(".'’-") for w in _WORD.findall(words)]) and self._place(words, language):
                verdict = "LOCATION"
            if verdict is None and label == "ADDRESS" and _LONG_NUMBER.search(words):
                verdict = "ID"  # "BIG 59012348801": a number the model placed in an address
            if verdict is None and label in ("DATE", "BIRTHDATE") and _CODE_SHAPE.match(words.strip()):
                verdict = "ID"  # "23/611402", "23/504218-BG": a file number the model read as a date
            if verdict == "NAME" and self._weak(words, language):
                verdict = (_WEAK_NAME, "LOCATION" if self._known_place(words, language) else None)
            self._verdicts[key] = verdict
        if isinstance(verdict, tuple):
            # A weak name: a person where the text before announces one, else perhaps a place.
            verdict = "NAME" if self._cued(before or "", language) else verdict[1]
        if verdict is None and label == "NAME" and before is not None and self._titled(before, staff=True) \
                and len(_WORD.findall(words)) == 1 and words.strip()[:1].isupper() \
                and fold(words.strip(" .")) in _known_names():
            # "Pfl. Käfer": after a title or a carer's role, a surname of the lists, even one that
            # German also writes as its own noun (``NameEvidence.home_word``)
            return "NAME"
        if verdict == "LOCATION" and label == "NAME" and before is not None and self._title_right_before(before, words) \
                and not any(fold(w) in _CONJUNCTIONS for w in _WORD.findall(words)):
            # "Dr Harrow's team": after a title, the model's person stays one, a town's name or not (not
            # over "and": "dr. Verbist en Wiebke" is two, and the rules name each)
            return "NAME"
        if verdict == "LOCATION" and label == "NAME" and before is not None \
                and not self._place_in_context(words, language, before, after or ""):
            return None  # a name read as a place must stand where a place may: "Stade : cT3" is a field
        if verdict == "NAME" and before is not None and self._ordinary_capitals(words, language, before, after or ""):
            return None  # "NÄCHSTE KONTROLLE MONTAG", "3RD FLOOR OFFICE": a word in capitals, not a person
        return verdict

    def lower_case_plausible(self, words: str, label: str, language: str, before: str = "") -> bool:
        """Whether a span of a note written in lower case, judged capitalised by ``verdict``, holds
        up without the capitals (``deid.detect.note_case``). A capital also tells a name from the
        words around it: without it, the model's phrases ("volgende week komt") and the homographs
        of names ("sent the bill") look like names, so the span must prove itself by the word lists
        alone (initials and name particles aside):

        - a name: one word after a title ("dr crane") is the person, and so are words opened by a
          first name ("gustav klein", whose surname is also a word) or holding an initial
          ("j. brandhorst"; not a Latin vessel or germ, "v. femoralis"); otherwise every word must be
          more a name than a word in real use, one a known name of four letters or more, and a
          name alone must be no frequent word either (Zipf ``LOWER_CASE_WORD_ZIPF``);
        - a place: a large place of the place lists ("vit à bordeaux"), or two words or more, none
          ordinary, one a known name;
        - an organization: two words or more, none ordinary ("aok bayern"); one word alone is as
          often a device, a drug or an abbreviation."""
        lang = language if language in LANGUAGES else "en"
        found = _WORD.findall(words)
        content = [w.strip(".'’-") for w in found if not _INITIALS.match(w) and fold(w.rstrip(".")) not in PARTICLES]
        if not content:
            return label == "NAME"
        kinds = [self._kind(w, lang) for w in content]
        evidence = self._evidence
        # More a name than a word in real use: names-dataset against wordfreq ("bill", "patience" are not).
        namey = [kind != WORD and evidence.name_zipf(w) >= evidence.text_zipf(w, lang) - 0.1
                 for kind, w in zip(kinds, content)]
        if label == "NAME":
            if len(content) >= 2 and evidence.first_name_zipf(content[0]) > evidence.text_zipf(content[0], lang) \
                    and all(ok or fold(w) in last_names() for ok, w in zip(namey[1:], content[1:])):
                return True  # "gustav klein": a first name opens it, a surname may be a word
            if self._titled(_DEGREES_BEFORE.sub("", before)):
                # "dr crane", "dr. med. j. brandhorst": the title says a person follows.
                return len(content) == 1 or all(namey)
            if any(_INITIALS.match(w) for w in found) and not latin_binomial(words) \
                    and all(evidence.kind(w, lang) != WORD for w in content):
                return True  # "j. brandhorst": an initial marks a person ("v. femoralis" is Latin)
            if not all(namey):
                return False
        if label == "LOCATION" and self._place_of_the_notes(words, lang):
            return True  # "vit à bordeaux": a town of some size (a hamlet's name is as often a word)
        if label == "LOCATION" and len(content) == 1 and self._first_name_read_as_place(words.strip(" .,;:"), lang):
            return True  # "vive con su hija paz", "... stabili. sole" signing
        if WORD in kinds:
            return False
        if label == "ORGANIZATION":
            return len(content) >= 2
        # Two or three letters in lower case are an abbreviation far more often than a name.
        if not any(kind == NAME and len(word) >= 4 for kind, word in zip(kinds, content)):
            return False
        if label == "LOCATION":
            return len(content) >= 2
        # One word alone that the language's dictionary writes small is that word unless people bear
        # it often, or as a surname ("è stata soccorsa": a few profiles of the population
        # tables give it as a first name; "van oosten" is a family's).
        return len(content) >= 2 or self._evidence.text_zipf(content[0], lang) < LOWER_CASE_WORD_ZIPF \
            and not (common_word(content[0].lower(), lang)
                     and evidence.name_zipf(content[0]) < LOWER_CASE_DICTIONARY_NAME_ZIPF
                     and evidence.surname_zipf(content[0]) < DICTIONARY_SURNAME_ZIPF)

    def capitals_plausible(self, words: str, language: str, before: str = "") -> bool:
        """Whether a NAME span of a note written in capitals holds up: capitals hide what a cased
        note's case would tell, and the model reads every word as capitalised ("SOUPE FROIDE",
        "VOLGENDE WEEK"). Of several words, one must be a known name and none an ordinary word
        (initials and particles aside), unless a title or a person word stands before it. One
        word alone, or after an article the particle lists hold ("DE VERBANDEN"), must be a
        known name: the model reads single nouns of the note as names ("EMBOLIA", "KOLIK")."""
        lang = language if language in LANGUAGES else "en"
        content = [w.strip(".'’-") for w in _WORD.findall(words)
                   if not _INITIALS.match(w) and fold(w.rstrip(".")) not in PARTICLES]
        if not content or self._cued(before, lang):
            return True
        kinds = [self._capitals_kind(w, lang, alone=len(content) == 1) for w in content]
        if len(content) == 1:
            # One word alone: a name, and no clinical term or word of another of our languages
            # ("OMERO", "ENKEL": the population tables' noise gives them a name's rank).
            word = content[0]
            return kinds[0] == NAME and not clinical_word(fold(word)) and not any(
                self._evidence.kind(word, other) == WORD for other in LANGUAGES) \
                and not self._first_name_noise(word, lang)
        return NAME in kinds and WORD not in kinds

    def cased_body_plausible(self, words: str, language: str) -> bool:
        """Whether an ORGANIZATION span of a note in mixed case holds up: it does not open with a word
        written small that the language's dictionary writes so, other than an article or a particle
        ("de Lijn"). Such a span is words of two sentences the model joined where the full
        stop between them is gone ("... texture fine Pansement propre ...", "... weinig pijn
        wonde ..."), or a phrase of the sentence ("protektives Ileostoma"); a brand written small
        is no word of the dictionary ("delhaize")."""
        lang = language if language in LANGUAGES else "en"
        first = _WORD.search(words)
        if first is None:
            return True
        word = first.group().strip(".'’-")
        return not (word[:1].islower() and len(word) >= 3 and not stop_word(word, lang)
                    and fold(word) not in PARTICLES and common_word(word, lang))

    def capitals_body_plausible(self, words: str, language: str) -> bool:
        """Whether an ORGANIZATION span of a note written in capitals holds up: it names its kind
        (a word of the organization lists, or a short acronym: "AZ GROENINGE", "HOSPITAL ..."), or one
        of its words is one the language's spelling dictionary does not write small (a name, a
        brand: "ARRIVA"). Ordinary words alone are the sentence the model misread in capitals
        ("KEEP THE DRESSING DRY", "NOTHING BY MOUTH", "RIVALUTAZIONE TRA SEI MESI")."""
        lang = language if language in LANGUAGES else "en"
        tokens = [part for w in _WORD.findall(words) for part in regex.split(r"[-'’.]+", w) if part]
        if len(tokens) == 1 and len(tokens[0]) <= 3:
            return True  # an acronym alone, or a person's initials the model read as a body ("(IS)")
        if any(len(w) <= 3 and w.isalpha() and not common_word(w, lang) and fold(w) not in ALL_COMMON_WORDS for w in tokens) \
                or any(fold(w) in ORGANIZATION_HEADS or fold(w).rstrip("s") in ORGANIZATION_HEADS
                       or fold(w).endswith(ORGANIZATION_COMPOUND_HEADS) for w in tokens):
            return True
        content = [w for w in tokens if w.isalpha()]
        return not content or any(not common_word(w, lang) or self._kind(w.capitalize(), lang) == NAME
                                  or len(w) >= 4 and self._evidence.surname_zipf(w.capitalize()) >= CAPITALS_BODY_SURNAME_ZIPF
                                  for w in content)

    def capitals_place_plausible(self, words: str, language: str) -> bool:
        """Whether a LOCATION span of a note written in capitals holds up: a country or a large city
        of the lists, a name of several words ("ISLA DE LA PALMA", "MEDINA DEL CAMPO"), or a word
        the language's spelling dictionary does not write small. One word it writes small is the
        sentence's ("DE CHARBON", "AXILLA"), whatever hamlet bears it."""
        lang = language if language in LANGUAGES else "en"
        if self._place_of_the_notes(words, lang):
            return True
        found = [w for w in _WORD.findall(words) if w.isalpha()]
        content = [w for w in found if fold(w) not in PARTICLES]
        if len(content) == 1 and len(found) > 1 and self._evidence.surname_zipf(content[0]) >= DICTIONARY_SURNAME_ZIPF:
            return True  # "DE WIT": a particle and a surname people bear, the model's place a person
        if len(found) == 1 and self._first_name_read_as_place(found[0], lang):
            return True  # "... STABILI. SOLE" signing
        return len(content) != 1 or not common_word(content[0].lower(), lang)

    def _first_name_read_as_place(self, word: str, language: str) -> bool:
        """A major place's one word that is a first name people bear often (``LOWER_CASE_DICTIONARY_NAME_ZIPF``)
        and no closed-class word of the language ("ben ik bereikbaar"): a person the model read as a
        place, whatever the place lists say."""
        return fold(word) in major_places() and not stop_word(word, language) \
            and self._evidence.first_name_zipf(word.capitalize()) >= LOWER_CASE_DICTIONARY_NAME_ZIPF

    def _place_of_the_notes(self, words: str, language: str) -> bool:
        """A country or a large city of the lists (``major_places``) that notes in ``language``
        would name: where its name is a frequent word of the language (``FREQUENT_PLACE_WORD_ZIPF``),
        one known everywhere or a town of a country whose locales speak it ("vit à bordeaux", "vive
        a parigi"; not "il figlio parla", whose town is Spanish)."""
        key = fold(words.strip(" .,;:"))
        if key not in major_places():
            return False
        if self._evidence.text_zipf(words.strip(" .,;:"), language) < FREQUENT_PLACE_WORD_ZIPF:
            return True
        return named_in_notes_of(key, language)

    def _capitals_kind(self, word: str, language: str, alone: bool = False) -> str:
        """``_kind``, where capitals hide the case: a word the language's spelling dictionary writes
        small is a word when the frequency lists cannot tell ("PROXIMAAL"; in German, whose
        dictionaries write nouns capitalised, a noun they hold), and, ``alone`` in its span, when it
        is at least as frequent as a word as it is as a name ("BLANCA"). Within a longer name a
        word's name reading stands: an institution's saint, a town ("SANTA X DELLE ROSE")."""
        kind = self._kind(word, language)
        if kind == WORD:
            return kind
        if not common_word(word, language) and not (language == "de" and kind == UNKNOWN and known_word(word, language)):
            return kind
        if kind == UNKNOWN:
            return WORD
        return WORD if alone and self._evidence.text_zipf(word, language) >= self._evidence.name_zipf(word) else kind

    def _first_name_noise(self, word: str, language: str) -> bool:
        """A word that populations bear only as a first name, and not much more often than the
        language writes it (``deid.detect.note_case``'s test of the tables' noise)."""
        return self._evidence.surname_zipf(word) < TRUECASE_NOISE_SURNAME_ZIPF \
            and self._evidence.first_name_zipf(word) < self._evidence.text_zipf(word, language) + TRUECASE_NOISE_MARGIN

    def _measurement(self, words: str, label: str, before: Optional[str], after: Optional[str]) -> bool:
        """A measurement, not an identifier: a vital sign's or an analyte's word alone ("Hb",
        "Neut"); or, for a number the model read as a date, a phone, an id, an age or an address,
        such a word before it or opening it ("FR 24", "Leukozyten 18400"), a unit after it or in it
        ("3150 g", "1740 ng/L", "enoxaparine 4000 IE 1dd"), a drug's name in it, and for a phone a
        clock time or a reference range in it ("10:22:05 +0100", "120-160", "0,55-1,05")."""
        found = _WORD.findall(words)
        if len(found) == 1 and found[0] == words.strip(" \t()[]\"'“”„«»") and self._measured(found[0]):
            return True  # (a bracket the model took in with it too: "(Krea")
        if label not in _NUMBER_LABELS and not (label == "LOCATION" and words.strip().isdigit()):
            return False  # (a number the model calls a place is judged as one: "3270 g" is a weight)
        if found and self._measured(found[0]) and words.lstrip().startswith(found[0]):
            return True
        if before is not None and self._measured(measured_word_before(before) or ""):
            return True
        if label == "ADDRESS":
            return False  # units are also towns: "2400 Mol", "Gy", "Ham"
        if _UNIT_INSIDE.search(words) or any(len(w) > 3 and self._evidence.is_drug(w) for w in found):
            return True
        if after is not None and _unit_after(after):
            return True
        return label == "PHONE" and (_CLOCK.search(words) is not None or _reference_range(words.strip()))

    @staticmethod
    def _clinical_code(words: str, label: str, before: Optional[str], after: Optional[str]) -> bool:
        """A code of clinical practice that no identifier has the shape of: a suture's gauge in the
        span or right after it ("Monocryl 4-0", "Prolene 3/0"), a tumour marker ("CA 19-9", "CA
        125"), an AO/OTA fracture class ("31-A2.2"), a reference range in brackets ("(35-50)")."""
        stripped = words.strip()
        if label in ("ADDRESS", "NAME", "LOCATION", "ID") and (
                _SUTURE_END.search(stripped) or after is not None and _SUTURE_AFTER.match(after)):
            return True
        if label in ("DATE", "ID", "PHONE") and before is not None and _MARKER_BEFORE.search(before) \
                and _TUMOUR_MARKER.fullmatch(stripped):
            return True
        if label in ("ID", "DATE") and _AO_CLASS.fullmatch(stripped):
            return True
        if not (label in ("ID", "PHONE") and before is not None and after is not None
                and before.rstrip().endswith("(") and after.lstrip().startswith(")") and _reference_range(stripped)):
            return False
        # The range follows a measured value: a number or a unit before the bracket ("31 g/L (35-50)").
        value = before.rstrip()[:-1].split()
        return bool(value) and (value[-1][-1:].isdigit() or fold(value[-1]) in _UNITS or "/" in value[-1])

    def _measured(self, word: str) -> bool:
        """A vital sign's or an analyte's word, unless written as a popular first name: "EVA 5",
        "eva 5" is a pain score, "Eva" a woman (several of these abbreviations are names)."""
        if not word or not measured(word):
            return False
        return not (word[:1].isupper() and word[1:].islower() and self._evidence.first_name_zipf(word)
                    >= MEASURED_NAME_ZIPF)

    def _ordinary_capitals(self, words: str, language: str, before: str, after: str) -> bool:
        """A single word in capitals that the model took for a name, with no cue before it and no
        initial after it, and that is more frequent as a word of the language than as a name:
        capitals hide the case that tells a name from a word, so the margin a capitalised word
        gets over its name frequency (``NameEvidenceConfig.margin``) is no longer given."""
        found = _WORD.findall(words)
        if len(found) != 1:
            return False
        word = found[0].strip(".'’-")
        if not word.isupper() or len(word) < 3 or self._cued(before, language) or _INITIAL_AFTER.match(after):
            return False
        lang = language if language in LANGUAGES else "en"
        return self._evidence.text_zipf(word, lang) > self._evidence.name_zipf(word)

    def _german_diagnosis(self, words: str) -> bool:
        """A German phrase opening with a capitalised adjective ("Arterielle", "Hyperaktives",
        "Chronische"), an ordinary word, and holding no institution word: a diagnosis or a finding.
        Persons' names do not open with an adjective; institutions do ("Städtisches Klinikum")."""
        found = [w.strip(".'’-") for w in _WORD.findall(words)]
        if len(found) < 2 or not _GERMAN_ADJECTIVE.search(fold(found[0])) or self._kind(found[0], "de") != WORD:
            return False
        return not any(fold(w) in ORGANIZATION_HEADS or fold(w).endswith(ORGANIZATION_COMPOUND_HEADS) for w in found)

    @staticmethod
    def _ordinary_words(words: str, language: str) -> bool:
        """One word its dictionary writes small, or care roles: no body's own name ("SUPERVISORA", "cadre de
        santé"; "Clínica Dental Sonrisa" is one, ordinary words as it is made of)."""
        found = _WORD.findall(words)
        if not found or language not in LANGUAGES:
            return False
        return len(found) == 1 and common_word(found[0].lower(), language) \
            or all(clinical_role(fold(w.strip(".'’-"))) for w in found)

    def _person_before_bracket(self, before: str, language: str) -> bool:
        """Whether ``before`` ends with a person's name and a bracket: a first name or an initial, then a surname."""
        m = _PERSON_BEFORE_BRACKET.search(before)
        if m is None:
            return False
        first = m.group("first")
        lang = language if language in LANGUAGES else "en"
        return first.endswith(".") or self._evidence.kind(first.capitalize() if first.isupper() else first, lang,
                                                          first_name=True) == NAME

    def _sentence_word(self, word: str, language: str) -> bool:
        """One word, capitalised only as a sentence's first, that the note's language writes small in
        its dictionary and that is no town or country the note's readers would name ("Colon"; not
        "Bath", "Reading": the place lists hold them)."""
        lang = language if language in LANGUAGES else "en"
        if not word.isalpha() or not word[:1].isupper() or word.isupper() or lang == "de":
            return False  # (German writes its nouns with a capital: the dictionary cannot tell there)
        key = fold(word)
        return common_word(word.lower(), lang) and not (key in major_places() and named_in_notes_of(key, lang))

    def _place_in_context(self, words: str, language: str, before: str, after: str) -> bool:
        """Whether the text around a LOCATION span allows a place: no field label ("Caller:",
        "Stade :"), no prefix ("Pre-assessment"), no abbreviation before a number ("Stat. 5A",
        "Az. 24/318"); a word known neither as a place nor as a word ("Vicryl", "Dermabond")
        only after a place preposition ("lives in Ashcombeley")."""
        if _FIELD_AFTER.match(after) or _PREFIX_AFTER.match(after):
            return False
        stripped = words.strip()
        if _SENTENCE_START.search(before) and not _PLACE_FIELD_BEFORE.search(before) \
                and self._sentence_word(stripped, language):
            return False  # "... Colon without diverticula.": a word its sentence opens with
        if len(stripped) <= 4 and _ABBREVIATION_AFTER.match(after):
            return False
        lang = language if language in LANGUAGES else "en"
        if self._known_place(words, language) or _POSTCODE_AND_PLACE.match(stripped) or _POSTCODE.match(stripped):
            return True
        kinds = [self._kind(w.strip(".'’-"), lang) for w in _WORD.findall(words)]
        if WORD in kinds or NAME in kinds:
            return True
        if _PLACE_FIELD_BEFORE.search(before):
            return True
        # One word no list knows after a bare preposition is a product or a regimen as often as a
        # hamlet ("in Mepitel", "nach FOLFIRI"): it needs a verb of living or moving before the
        # preposition ("lives in", "wohnt in", "habite à").
        return bool(_PLACE_CUE_BEFORE.search(before)) and (len(kinds) > 1 or bool(_PLACE_VERB_BEFORE.search(before)))

    def _german_noun_after_article(self, words: str, before: str) -> bool:
        """One German word after an article or an article's contraction ("dem", "zum", "beim") that is
        a frequent word of the language (``GERMAN_NOUN_ZIPF``): towns take no article ("in Essen",
        "aus Halle"), nouns do ("nach dem Essen", "in der Halle"); countries are the exception
        ("in der Schweiz", "aus den Niederlanden") and stay, and so does a popular surname, which speech
        puts after an article ("die Müller hat angerufen")."""
        bare = words.strip()
        if not _GERMAN_ARTICLE_BEFORE.search(before) or len(_WORD.findall(bare)) != 1:
            return False
        key = fold(bare.strip(".'’-"))
        return A_COUNTRY not in major_place_countries(key) \
            and self._evidence.text_zipf(bare, "de") >= GERMAN_NOUN_ZIPF \
            and self._evidence.name_zipf(bare) < STRONG_NAME_ZIPF

    def _known_place(self, words: str, language: str) -> bool:
        """A place by the place lists alone ("Carrickmore"): a weak name is no place for merely being rare."""
        if fold(words.strip(" .,;:")) in major_places():
            return True
        lang = language if language in LANGUAGES else "en"
        bare = [w.strip(".'’-") for w in _WORD.findall(words)]
        return bool(bare) and all(fold(w) in place_words() and self._evidence.text_zipf(w, lang)
                                  < self._config.place_word_zipf for w in bare)

    @staticmethod
    def _title_right_before(before: str, words: str) -> bool:
        """Whether a title of address ends the text before the span ("Dr ", "Mme ", "Herr "), written
        as a title: in capitals only before words in capitals ("MS Hamburg" is a ship or a disease)."""
        m = _PERSON_CUE_BEFORE.search(before)
        if m is None or _ends_sentence(m) or fold(m.group(1)) not in TITLES:
            return False
        return not m.group(1).isupper() or words.strip().isupper()

    @staticmethod
    def _titled(before: str, staff: bool = False) -> bool:
        """Whether a title, role or relation word ends the text before a name ("Dr ", "Mme ",
        "Tochter "): a person, even before the noun of an eponym ("Dr Meier test results");
        ``staff``: a carer's abbreviation too ("Pfl. ", "HCA ")."""
        m = _PERSON_CUE_BEFORE.search(before)
        if m is None or _ends_sentence(m):
            return False  # "Ha chiamato la figlia. Cammina ...": the relation ended its sentence
        key = fold(m.group(1))
        return key in TITLES or key in ROLE_WORDS or key in RELATION_WORDS or clinical_role(key) \
            or staff and key in STAFF_ABBREVIATIONS

    def _cued(self, before: str, language: str) -> bool:
        """Whether the text before a weak name announces a person: a title, role or relation
        word ("Dr. ", "Tochter ", "IDE : "), "by" ("door", "par", "von"), or a first name
        ("Annette " before a surname the model took alone)."""
        if self._titled(before):
            return True
        m = _PERSON_CUE_BEFORE.search(before)
        if m is None or _ends_sentence(m):
            return False
        word = m.group(1)
        lang = language if language in LANGUAGES else "en"
        if fold(word) in _UNITS or word.isupper() and len(word) <= 3 and fold(word) not in _BY_WORDS:
            return False  # "1000 ML KESTAMIL": a unit, or capitals the name lists also hold, is no first name
        if fold(word) in _BY_WORDS:
            # German "von" after a noun is "of": "Gabe von Perfalgan", "Entfernung von Vicryl"
            # ("gesehen von", "Anruf von Frau ..." still announce a person: a verb, a title).
            noun = _PERSON_CUE_BEFORE.search(before, 0, m.start()) if fold(word) == "von" and lang == "de" else None
            return noun is None or not noun.group(1)[:1].isupper() or self._kind(noun.group(1), lang) != WORD
        return word[:1].isupper() and self._evidence.kind(word, lang, first_name=True) == NAME

    def _place(self, words: str, language: str) -> bool:
        """A rejected name that is a place: "Varese", "Meppen" (GeoNames words, rare as words)."""
        lang = language if language in LANGUAGES else "en"
        return self._plausible_place(words, _WORD.findall(words), lang)

    def _plausible_entity(self, words: str, label: str, language: str) -> bool:
        if label == "NAME":
            return self.plausible(words, language)
        if label == "ADDRESS":
            return self._plausible_address(words, language)
        if label not in ("LOCATION", "ORGANIZATION", "PROFESSION"):
            if label == "DATE" and not self._config.bare_years and _BARE_YEAR.match(words):
                return False
            return shaped_label_plausible(words, label)
        if label == "LOCATION" and _POSTCODE.match(words.strip()):
            # A bare postcode ("28034", "B-2000", "1012 AB") is a place; a year or a dose is not.
            return not (_YEAR.match(words.strip()) or _UNIT_LETTERS.search(words.strip()))
        lang = language if language in LANGUAGES else "en"
        found = _WORD.findall(words)
        if not found:
            return False
        if label == "LOCATION":
            return self._plausible_place(words, found, lang)
        if label == "ORGANIZATION":
            if words.lstrip()[:1] in ("&", "+", "/"):
                return False  # "& Yahr", "& Go 24": the model's piece of a scale's name, no organization
            if _role_only([w.strip(".'’-") for w in found]):
                return False  # "Pharm." before a pharmacist's name, "Nurse" of a nurse specialist: a role
            # Capitals only, no frequency test: organizations are made of ordinary words.
            return any(w[:1].isupper() and len(w.strip(".")) > 1 and fold(w.strip(".")) not in TITLES for w in found)
        # PROFESSION
        if any(ch.isdigit() or ch == ":" for ch in words):
            return False
        if any(clinical_role(fold(w.strip(".'’-"))) for w in found):
            return False
        return not (len(found) == 1 and _zipf(fold(found[0]), lang) >= self._config.any_language_zipf)

    def filter(self, spans: Iterable[Span], text: str, language: str) -> List[Span]:
        """The spans, without those that do not have the shape of their label."""
        if not self._config.enabled:
            return list(spans)
        out = []
        for s in spans:
            label = self.verdict(text[s.start:s.end], s.label, language)
            if label is not None:
                out.append(s if label == s.label else Span(s.start, s.end, label, s.detector, s.score, s.ref))
        return out
