"""Organizations named with their kind: hospitals, care homes, practices, pharmacies, schools,
insurers, employers.

    finder = OrganizationFinder()
    spans = finder.find(text, locale)

An organization's name in a note nearly always travels with a word of its kind
(``deid.lexicon.organization_words``), and that word is what generalises across styles:

1. **Kind, then name**: "Casa di Cura San Camillo", "EHPAD Les Hortensias", "Apotheek
   Lindenhof", "Ayuntamiento de Leganés", "Banque de Savoie"; a country's own kind words in its
   language's notes, in capitals ("CSAPA ...", "C.S. ...", "AOU ...", "VBS ...", and "Zeche ...");
   a kind word written small in a cased note only before a capitalised name and only where no
   other sense of it takes one ("la clinique Montfleury", "de gemeente Oostwoldland").
2. **Name, then kind**: "Antrim Hospital", "Hilltop Junior School", "Farnley Moor Health Centre".
3. **A German or Dutch compound, then a place**: "Josefshospital Uerdingen", "Georg-August-Universität Göttingen".
4. **A company's legal form**: "Trasporti Fumagalli srl", "Dakwerken Verstraeten BV".
5. **An employer after a word of work**: "ingenieur bei Siemens" needs the job named as work
   ("arbeitet als ... bei", "works as a bus driver for Serco", "werkt bij PostNL").
   Right after a job and its preposition, a company's name need not look like one: an acronym
   in a mixed-case note ("Kranführer bei der HHLA") or a capitalised word that is frequent but
   no ordinary word ("vendeuse à Monoprix"; in German, whose nouns all take a capital, only a
   rare one); "à", "with", "voor" count only after an occupation of the official lists, as do
   the English "at", the Spanish "en" (never before a field made of the language's words:
   "Licenciada en Derecho") and the Italian "alle", and a town after "à", "en", "at" is where
   the job is, not whom for. Written small (in a note in lower case, or in haste), the employer
   is a word no spelling dictionary of our languages holds ("livreur chez colruyt"), however
   often the frequency lists count it (``deid.lexicon.dictionary_words``), or one they hold only
   as a proper noun ("monteur bij philips"; not in German, whose dictionary writes every noun so).
6. **An insurer in its field**: "KK: Barmer Ersatzkasse", "Ziekenfonds: Partena, lidnr. ...",
   "sa mutuelle (Helan, n° ...)": the value up to the next field, bracket or line end, whatever
   its words, unless it names none ("Mutuelle : oui", "Versicherung: privat").

The name must be a name: one of its words a person's or place's name or unknown to the word
lists, or a name opened by an article ("Les Charmilles", "De Linde"). Otherwise the phrase is a
department or a service ("Klinik für Unfallchirurgie", "Centro de Salud"), which the annotation
conventions of the field leave in the text. Spans never cross a line.

A signature block often runs its fields together on one line ("Dr. X Y Servicio de Urología
Hospital Z Avda. W, 4 - 12345 Ciudad E-mail: ..."): the name ends where the next field starts
(``OrganizationFinder._collect``), and a street named without a street word, told by the house
number after it ("Hospital de Teruel Ferreiro Castro, 3"), is cut off the name and given as
an ADDRESS span, so that cutting it leaves nothing in the text.
"""
from __future__ import annotations

import itertools
import re
from typing import List, Optional, Tuple

import regex

from deid.detect.note_case import written_in_capitals
from deid.lexicon.clinical_morphology import clinical_word, discipline_word, german_noun, specialty_word
from deid.lexicon.common_words import ALL_COMMON_WORDS
from deid.lexicon.dictionary_words import capitalised_word, common_word, known_anywhere, written_small_nowhere
from deid.lexicon.eponym_contexts import eponym_noun_after
from deid.lexicon.id_cues import ACRONYM_CUES, PATIENT_NUMBER_ACRONYMS
from deid.lexicon.measurements import measured
from deid.lexicon.german_compounds import compound_noun
from deid.lexicon.name_lexicon import EPONYMS, TITLES, fold
from deid.lexicon.stop_words import stop_word
from deid.lexicon.occupations import has_occupation_list, occupation
from deid.lexicon.staff_words import GREETINGS, SIGN_OFFS, clinical_role
from deid.lexicon.name_likelihood import NAME, WORD, NameEvidence, name_evidence, text_language
from deid.lexicon.organization_words import (
    COMPOUND_HEADS,
    CONNECTORS,
    EMPLOYMENT,
    HEADS,
    LOCAL_HEADS,
    KIND_QUALIFIERS,
    LEGAL_FORMS,
    TRAILING_HEADS,
    WORK_WORDS,
)
from deid.lexicon.weekdays import WEEKDAYS
from deid.lexicon.word_classes import major_places, place_words, street_words
from deid.locales import LANGUAGES
from deid.spans import Span

SCORE = 0.7
# A place-name word rarer than this in text is taken for a place ("Antrim", "Leganés").
PLACE_ZIPF = 4.0
# A capitalised word rarer than this in the language is a proper name in an organization's name.
RARE_ZIPF = 3.0
# After a job and its preposition, a capitalised word up to this frequent is a company's name
# ("Carrefour" 4.2 in French); above it, a word written with a capital ("Paris" 5.6).
COMPANY_MAX_ZIPF = 5.0
# In a lower-case note, a word this frequent in the language is that word even when a town bears
# it ("para" 6.9, "von" 7.0 are also towns' names); large towns stay below it ("madrid", "york" 5.4).
LOWER_NAME_MAX_ZIPF = 5.5
# Heads that are also titles or words when not in capitals: "Mrs", "Mr", "Az", "Ch".
_CAPITALS_ONLY_HEADS = frozenset({"mrs", "mr", "mr-mrs", "az", "uz", "ch", "mc", "umc", "chu", "chr", "asl", "asst",
                                  "ats", "inps", "inail", "caf", "cpam", "wzc"})
# Acronym heads that written small are also an abbreviation of the notes ("mc": "motivo de consulta",
# "ch": "chambre"): in lower case no kind word.
_LOWER_AMBIGUOUS_HEADS = frozenset({"mc", "ch"})
# A country's acronyms are kind words in capitals only, and never written small: "cap", "ao", "cs",
# "ime" are words or abbreviations there.
# Italy's local health authorities, which the regions number by district ("ULSS 5", "ASL TO3").
_HEALTH_AUTHORITIES = frozenset({"asl", "asp", "asm", "ausl", "usl", "ulss", "aulss", "ats", "asst", "asur", "apss"})
_DISTRICT_CODE = regex.compile(r"\d{1,2}|\p{Lu}{2}\d{1,2}")
_LOCAL_ACRONYMS = frozenset(w for words in LOCAL_HEADS.values() for w in words) - frozenset(
    {"zeche", "tagebau", "werft", "kraftwerk", "firma"})
# Acronyms that, written small in a note in lower case, still say an institution of the note's
# country follows ("az oostkust", "chr de la vesdre", "csapa le phare", "asst lariana"): no
# word or abbreviation of the language is written so. Whatever words follow them are its name
# (``OrganizationFinder._lower_acronym_then_name``), in a note in capitals too, where a capital
# tells a name from a word no more than in lower case ("MRS LES ACACIAS").
_LOWER_NAMING_ACRONYMS = {
    "nl": frozenset({"az", "uz", "wzc"}),
    "fr": frozenset({"chu", "chr", "chru", "csapa", "mrs", "mr-mrs", "ssiad"}),
    "it": frozenset({"irccs", "asst", "aou", "ausl", "ulss"}),
    "de": frozenset({"mvz"}),
}
# Words inside such a name that are not its own: articles, "de", saints' words.
_ACRONYM_NAME_LINKS = frozenset({"de", "del", "della", "dei", "degli", "di", "du", "des", "la", "le", "les", "l'",
                                 "d'", "dell'", "van", "der", "den", "het", "sur", "san", "santa", "santo",
                                 "sant", "sint", "saint", "sainte", "st"})
# Words after such an acronym that say which one of its kind, not its name ("au chu habituel", "mrs voisine").
_WHICH_ONE = frozenset({"habituel", "habituelle", "habitual", "abituale", "local", "locale", "voisin", "voisine",
                        "proche", "referent", "referente", "territorial", "territoriale", "actuel", "actuelle",
                        "vorige", "huidige", "eigen", "precedente", "attuale"})
# A name after such an acronym holds at most this many words of its own.
ACRONYM_NAME_WORDS = 3
# Heads that are English titles: "MR", "MRS" name a Belgian care home only outside English notes.
_TITLE_HEADS = frozenset({"mrs", "mr", "mr-mrs"})
# Kind words that running text writes small before a name it capitalises ("la clinique Montfleury",
# "het ziekenhuis Rijnoord", "de gemeente Dalfsen", "l'ospedale Niguarda"): no other sense of them
# takes a capitalised proper word after it. ("casa", "centre", "home", "practice" do: "a casa"
# before a name, "the practice Monday".)
# (Not the polyclinics, which a department's name follows: "polikliniek Longziekten".)
_SMALL_HEADS = frozenset({"ziekenhuis", "kliniek", "gemeente", "woonzorgcentrum", "rusthuis", "verpleeghuis",
                          "hôpital", "hopital", "clinique", "ehpad", "hospital", "clínica", "clinica", "ospedale",
                          "comune", "ayuntamiento", "centro", "basisschool", "école", "ecole", "scuola", "colegio",
                          "cooperativa", "ocmw", "cpas", "zorggroep", "rechtbank", "tribunale"})
# The word that joins a kind written small to its capitalised name: "l'hôpital de Hautepierre".
_SMALL_HEAD_LINKS = frozenset({"de", "di", "del", "van"})
_GENERIC_MODIFIERS = frozenset({"poli", "poly", "tages", "nacht", "kinder", "haus", "haus-", "fach", "uni", "dag",
                                "hausarzt", "zahnarzt", "tierarzt", "privat", "reha", "akut", "notfall"})
MAX_NAME_WORDS = 6
# In a note in capitals, a word this frequent in the language ends a name ("IN", "THE", "IHRER").
CAPITALS_STOP_ZIPF = 5.5
# An elided word's parts ("D'UN", "QU'IL"): the frequent word may be either.
_ELISION = regex.compile(r"['’]")
# Between two tokens, an elided article the second one dropped ("de l'ermitage", "dell'annunziata").
_GLUED_ARTICLE_GAP = regex.compile(r"[ \t]*(?i:l|d|dell|dall|all|nell|sull)['’]")
# Prepositions inside organizations' names ("Institut für Rechtsmedizin", "Centre pour ...").
_NAME_PREPOSITIONS = frozenset({"für", "fur", "voor", "pour", "para", "per", "for", "zu"})
# Legal forms that are also words ("SA" is French "sa", "AG", "CO", "CIE"): in capitals they are the words.
_WORD_LEGAL_FORMS = frozenset({"sa", "ag", "co", "cie"})
# Words of a number's field: after a kind word they make a field label ("Practice number", "Klinik-Nr.").
_NUMBER_WORDS = frozenset({"number", "no", "nr", "num", "nummer", "numero", "numéro", "número", "id"})
# In a note in lower case, words of the language that may open an organization's name before its
# proper word ("nuestra señora de candelaria", "parc de angers"), and how frequent they may be at most.
LOWER_ORDINARY_WORDS = 2
LOWER_ORDINARY_MAX_ZIPF = 5.0
# ... and a word rarer than this closes such a name as a proper word would.
LOWER_RARE_ZIPF = 2.5
# After a plural article ("les", "los", "dei") a word this rare closes it: French, Spanish and
# Italian name care homes and clinics with a plural noun ("ehpad les capucines", "villa dei gelsi").
# Not after "de la", "du" or "della": there a clinic's own noun and a service's clinical noun
# ("centre de l'obésité", "clinique du diabète") are alike in frequency.
LOWER_ARTICLE_NAME_MAX_ZIPF = 4.0
_ROMANCE_ARTICLES = frozenset({"les", "los", "las", "dei", "degli", "delle"})
# Languages that write the kind before the name ("Hospital San Rafael", "Hôpital Saint-Louis").
_KIND_FIRST = frozenset({"es", "fr", "it"})
# Articles after "de"/"di", and "de"/"di" contracted with one, before an institution's own name.
_SINGULAR_ARTICLES = frozenset({"la", "l'", "le", "el", "il", "lo"})
_CONTRACTED_ARTICLES = frozenset({"du", "des", "del", "della", "dello", "dei", "delle", "degli"})
# A word used more as a first name than as a surname, and this common, opens a person's name
# (a street named after one: "Ramón Llull Vives 40").
FIRST_NAME_ZIPF = 3.5
_TOKEN = regex.compile(r"\p{L}[\p{L}\p{M}\d]*(?:['’.\-&]\p{L}[\p{L}\p{M}\d]*)*\.?|\d+")
# The articles between an employer's preposition and its name, written small ("bei den Stadtwerken
# Bielefeld", "en los Almacenes Arias", "presso il Gruppo Rossi"); capitalised, in a note in mixed
# case, the article opens the name ("bij De Lijn").
_EMPLOYER_ARTICLES = frozenset({"der", "die", "das", "den", "dem", "the", "la", "le", "les", "l'", "het", "de", "el",
                                "los", "las", "il", "lo", "gli", "i"})
_ARTICLES = frozenset({"les", "la", "le", "de", "het", "el", "il", "lo", "der", "die", "das", "the", "l'", "sint",
                       "saint", "san", "santa", "st", "st.", "sankt"})
# Endings of the words for jobs ("driver", "ingenieur", "magasinier", "Verkäuferin", "procesoperator",
# "autista", "dependienta"): the word before "bei", "chez", "for" names the job, the words after the employer.
_JOB_ENDINGS = ("er", "eur", "euse", "ier", "iere", "iste", "ist", "or", "ero", "era", "ista", "aio", "aia",
                "ore", "rice", "erin", "ant", "ante", "enta", "ente", "man", "lady", "ista", "elaar", "eraar", "enaar")
# After a job word ("Verkäuferin bei", "magasinier chez", "procesoperator bij", "driver for") the
# employer follows; "at", "en", "per" need a word of work nearby ("works as a nurse at").
_EMPLOYER_PREPOSITIONS = frozenset({"bei", "chez", "bij", "presso", "for"})
_AS_CUES = frozenset({"als", "as", "comme", "come", "como"})
_AS_WORDS = _AS_CUES | {"a", "an", "un", "une"}
# After a job word only ("vendeuse à Carrefour", "driver with Serco", "chauffeur voor PostNL"):
# alone these prepositions say nothing of work. Not German "für": after a job it names a specialty
# ("Fachärztin für Innere Medizin").
# The prepositions of an employer after a verb of work, per language.
_WORK_PREPOSITIONS = {"nl": frozenset({"bij", "voor"}), "de": frozenset({"bei"}), "fr": frozenset({"chez", "pour"}),
                      "en": frozenset({"at", "for"}), "es": frozenset({"en", "para"}), "it": frozenset({"presso", "per"})}
_SENTENCE_END = regex.compile(r"[.!?;:\n]")
# The words of work that are verbs or participles ("trabaja", "employed"), not nouns ("el presente
# trabajo", "employer"), which stand anywhere.
_WORK_VERBS = WORK_WORDS - frozenset({"trabajo", "empresa", "job", "employer", "employee", "arbeitgeber", "werkgever",
                                      "werknemer", "employeur", "datore"})
_JOB_PREPOSITIONS = frozenset({"à", "au", "with", "voor", "alla", "al"})
# Verbs of work before "as" and a job ("back to work as a driver": the noun "work" too).
_AS_JOB_VERBS = _WORK_VERBS | {"work"}
# The same in one language only, where elsewhere the word means something else: the English "at"
# ("receptionist at Hollins Dental"), the Spanish "en" ("mecánico en RENFE"; Dutch "and", and in
# French the field: "ingénieur en informatique"), the Italian plural "alle", "ai" ("impiegata ai
# Magazzini Zanetti").
_JOB_PREPOSITIONS_OF = {"en": frozenset({"at"}), "es": frozenset({"en"}),
                        "it": frozenset({"alle", "allo", "ai", "agli"})}
# Adverbs share the agent nouns' "-ente" ("telefonicamente", "actuellement"): no job.
_ADVERB_ENDINGS = ("mente", "ment")
# What opens a sentence or a line before its first word ("Operaio presso ...", "- Verkäuferin bei ...").
_SENTENCE_OPENING = regex.compile(r"(?:^|[.!?:;\n•*\-–][^\S\n]*|\n[^\S\n]*)\Z")
# Prepositions of place as much as of employer: a town's name after them is where the job is.
_PLACE_PREPOSITIONS = frozenset({"a", "au", "at", "en", "per", "para", "alla", "al"})
# Languages that put an occupation's head first ("couvreur zingueur", "operaio edile").
_HEAD_FIRST_LANGUAGES = frozenset({"fr", "es", "it"})
# A saint's word before a name, in lower case a name word only with that name after it.
_SAINTS = frozenset({"san", "santa", "santo", "sant", "sint", "saint", "sainte", "st", "sankt"})
# Nouns that make a kind of two words after a kind word and "di", "de" in a note in lower case: "casa
# di cura", "casa di riposo", "maison de repos", "maison de retraite", "centro de salud".
_KIND_COMPLEMENTS = frozenset({"cura", "riposo", "repos", "retraite", "salud", "sante", "soins", "reposo"})
# English possessives of a group, not a patron, before a kind word: "children's hospital" is a kind.
_GROUP_POSSESSORS = frozenset({"children", "women", "men", "people", "veterans", "ladies", "nurses", "doctors",
                               "everyone", "patients", "family"})
_DOTTED = regex.compile(r"^(?:\p{L}\.){2,}$")
_UPPER = regex.compile(r"\p{Lu}")
_LETTER = regex.compile(r"\p{L}")
_ELIDED = regex.compile(r"^(?:[lLdD]|dell|all|dall|nell|sull)['’](?=\p{L})")
_STREETS = street_words()
_WEEKDAYS = frozenset(fold(days[0]) for language in WEEKDAYS.values() for days in language)
# Words that open a department or a service ("Servicio de Urología", "Unidad de Nutrición",
# "Department of Surgery"). Capitalised after an organization's name words they start the next
# phrase of a signature block ("Hospital Pérez Olmedo Servicio de Pediatría"), not more of the name.
_DEPARTMENT_WORDS = frozenset({
    "servicio", "servei", "servizio", "service", "unidad", "unitat", "unita", "unit", "departamento",
    "departament", "dipartimento", "department", "departement", "seccion", "seccio", "sezione", "section",
    "afdeling", "dienst", "abteilung", "station", "reparto",
})
# A house number right after name words: "..., 4", " 50", " 180-317", " s/n", " Nº 1". A postcode
# (four or five digits) does not count: "Hospital de Leganés, 28911 Leganés" ends at the name.
_HOUSE_NUMBER_AFTER = regex.compile(
    r"[^\S\n]*,?[^\S\n]*(?:\d{1,3}(?:[-/]\d{1,4})?[A-Za-z]?|s/n|n(?:[º°]|\.º)[^\S\n]*\d{1,4}[A-Za-z]?)"
    r"(?![\p{L}\p{N}ªº°])",
    regex.IGNORECASE,
)
# The street cut off an organization's name is an address all the same: it is given as one.
STREET_SCORE = 0.7
# A field label ends the name: "Universidad de Zamora E-mail: ...".
_LABEL_AFTER = regex.compile(r"(?:[^\S\n]+\p{Ll}+)?[^\S\n]*:")


# The words that can start the finder's work on a line (lower case, as ``str.lower`` leaves
# them: the lists' diacritics kept), and a plain word splitter (stdlib ``re``: fast).
_CUE_WORDS = frozenset(w for group in (HEADS, TRAILING_HEADS, LEGAL_FORMS, WORK_WORDS, _EMPLOYER_PREPOSITIONS,
                                        _JOB_PREPOSITIONS)
                       for w in group)
_CUE_WORDS_OF = {language: _CUE_WORDS | _JOB_PREPOSITIONS_OF.get(language, frozenset())
                 | LOCAL_HEADS.get(language, frozenset()) for language in LANGUAGES}
_WORDS = re.compile(r"[^\W\d_]+(?:[.-][^\W\d_]+)*")


# A health insurer's or a mutual's field, and its value up to the next field, bracket, sentence or
# line end: "KK: Barmer Ersatzkasse   Vers-Nr ...", "Ziekenfonds: Partena, lidnr. ...", "sa mutuelle
# (Helan, n° ...)", "verzekerd bij Menzis.". Whatever the value's words, they name the insurer.
_INSURER_FIELD = regex.compile(
    r"(?<![\p{L}])(?:(?:kk|krankenkasse|krankenversicherung|versicherung|ziekenfonds|zorgverzekeraar|verzekeraar|"
    r"mutualiteit|mutuelle|mutualité|mutua|aseguradora|assicurazione|insurer|insurance|health[ \t]+insurance)"
    r"(?:[ \t]*:[ \t]*|[ \t]*\([ \t]*)"
    # Or insured with it: "versichert bei der ...", "verzekerd bij ...", "insured with ...", "assurée
    # auprès de ...", "asegurado en ...", "assicurato con ...".
    r"|(?:versichert|verzekerd|insured|assurée?|asegurad[oa]|assicurat[oa])[ \t]+(?:bei|bij|with|by|chez|"
    r"auprès[ \t]+de|en|con|por|presso)(?:[ \t]+(?:der|de|la|el|the|l['’]))?[ \t]+)"
    # (a dot inside a word only, before a letter: "S.p.A", never the sentence's)
    r"(?P<org>\p{L}(?:[\p{L}\p{M}\p{N}'’&\-]|\.(?=\p{L}))*(?:[ \t]\p{L}(?:[\p{L}\p{M}\p{N}'’&\-]|\.(?=\p{L}))*){0,4}?)"
    r"(?=[ \t]*(?:[,;)\n]|\.(?:[ \t]|$)|$|[ \t]{2,}|[ \t]+(?:vers|versichertennr|lidnr|lid|n°|nr|no|num|polis|polisnr|"
    r"affiliation)\b))",
    regex.IGNORECASE)


# An insurer's acronym right before its member's or policy number: "CZ, polisnr. ...", "CM, lidnr.
# ...", "MC n° d'affiliation ...", set off before (a separator, a bracket, the line's start). The lists
# leave two-letter acronyms out (``deid.lexicon.public_bodies``); the number's cue after one says
# insurer. Never an id's own cue ("BSN", "NHS"), nor the last word of a longer name ("SOLIDARIS LIÈGE, N° ...").
_INSURER_BEFORE_NUMBER = regex.compile(
    r"(?:^|(?<=[·–—,;:(|/\n][ \t]*))(?P<org>\p{Lu}{2,5})[ \t]*[,:;·–-]?[ \t]*(?=(?i:polis(?:nr|nummer)?|lid(?:maatschaps)?-?(?:nr|nummer)|"
    r"aansluitings?-?(?:nr|nummer)|n[°º][ \t]*(?:d['’])?(?:affiliation|adh[ée]rent|affili[ée])|versicherten-?(?:nr|nummer)|"
    r"mitglieds-?(?:nr|nummer)|membership[ \t]+(?:no|number)|policy[ \t]+(?:no|number)|n[úu]m(?:ero)?\.?[ \t]*(?:de[ \t]+)?"
    r"(?:afiliad[oa]|p[óo]liza))(?![\p{L}]))")
_ID_CUE_ACRONYMS = frozenset(fold(a.replace("\\", "")) for a in ACRONYM_CUES + PATIENT_NUMBER_ACRONYMS)
_NUMBER_AFTER = regex.compile(r"[ \t]*[:.]?[ \t]*\d")


def _insurer_fields(text: str) -> List[Span]:
    """The insurers named in their fields (``_INSURER_FIELD``) or by an acronym before their
    member's number (``_INSURER_BEFORE_NUMBER``); never a value that is a word of kind alone
    ("Mutuelle : oui", "Versicherung: privat") nor a number."""
    spans = [Span(m.start("org"), m.end("org"), "ORGANIZATION", "pattern", SCORE)
             for m in _INSURER_BEFORE_NUMBER.finditer(text) if fold(m.group("org")) not in _ID_CUE_ACRONYMS]
    for m in itertools.chain(_INSURER_FIELD.finditer(text), _INSURER_BEFORE_VERB.finditer(text)):
        org = m.group("org").rstrip(".")
        if not org or fold(org) in _NO_INSURER or not any(ch.isupper() for ch in org):
            continue
        if m.re is _INSURER_BEFORE_VERB and " " not in org and not org.isupper() \
                and max(NameEvidence.text_zipf(org, "de"), NameEvidence.text_zipf(org, "nl")) >= INSURER_WORD_MAX_ZIPF:
            continue  # "bei der Arbeit versichert": a noun of the sentence, no insurer
        spans.append(Span(m.start("org"), m.start("org") + len(org), "ORGANIZATION", "pattern", SCORE))
    return spans


# One word this frequent in German text is the sentence's noun ("Arbeit", "Firma"), not an insurer
# ("Barmer" 3.0, "Allianz" 4.2).
INSURER_WORD_MAX_ZIPF = 4.5
# Languages whose adjectives stand before the noun: a capitalised qualifier before a kind word is
# the name's there ("Evangelisches Krankenhaus", "Memorial Hospital"); in French, Spanish and Italian
# it follows its noun, and a word before the kind word is the phrase before ("... Cirugía Pediátrica
# Hospital ...": the department's).
_ADJECTIVE_FIRST = frozenset({"de", "nl", "en"})
# German and Dutch put the verb last: "ist bei der Barmer versichert", "is bij Zorgkas verzekerd";
# the insurer's name is capitalised (one to three words), the verb closes it.
_INSURER_BEFORE_VERB = regex.compile(
    r"(?<![\p{L}])(?i:bei|bij)(?:[ \t]+(?i:der|dem|de|het))?[ \t]+"
    r"(?P<org>\p{Lu}[\p{L}\p{M}\p{N}&\-]*(?:[ \t]\p{Lu}[\p{L}\p{M}\p{N}&\-]*){0,2})"
    r"[ \t]+(?i:(?:kranken|privat|pflicht)?versichert|verzekerd)(?![\p{L}])")
# A firm by its founders' names joined by "&", its kind word before, its partners after.
_FIRM_PARTNERS = frozenset({"partner", "partners", "partnerschaft", "associates", "associes", "associés",
                            "sons", "son", "söhne", "sohne", "zonen", "fils", "hijos", "figli", "co", "cie"})
_FIRM = regex.compile(
    r"(?<![\p{L}\p{N}&])(?:(?:Kanzlei|Praxis|Cabinet|Bufete|Studio|Firma|Notariskantoor|Advocatenkantoor)[ \t]+)?"
    r"(?P<a>\p{Lu}\p{Ll}{2,}(?:-\p{Lu}\p{Ll}{2,})?)[ \t]*&[ \t]*(?P<b>\p{Lu}\p{Ll}{1,}(?:-\p{Lu}\p{Ll}{2,})?)"
    r"(?:[ \t]+(?:Partner|Partners|Söhne|Sons|Co\.?|Cie\.?|Associates|Associés|Zonen|Fils|Hijos|Figli))?(?![\p{L}])")
# Values of an insurer's field that name none.
_NO_INSURER = frozenset(fold(w) for w in """
    oui non yes no ja nein nee si sí privat private privé privee gesetzlich statutory aucune keine geen
    ninguna nessuna none unknown inconnue onbekend unbekannt desconocida sconosciuta
    """.split())


class _Tok:
    __slots__ = ("text", "start", "end", "key")

    def __init__(self, m, offset: int):
        text = m.group()
        self.start = offset + m.start()
        elided = _ELIDED.match(text)
        if elided:  # "l'EHPAD", "dell'Ospedale": the article is not part of the name
            self.start += elided.end()
            text = text[elided.end():]
        self.text = text.rstrip(".") if not _DOTTED.match(text) else text  # ("all'A.O." keeps its dots)
        self.end = self.start + len(self.text)
        self.key = fold(self.text)

    def capitalised(self) -> bool:
        return self.text[:1].isupper()


class OrganizationFinder:
    """Organizations by their kind word, legal form or employer cue (module docstring)."""

    def __init__(self) -> None:
        self._evidence = name_evidence()

    def find(self, text: str, locale: str) -> List[Span]:
        spans = self._find_named(text, locale)
        spans.extend(s for s in _insurer_fields(text) if not any(o.start < s.end and s.start < o.end for o in spans))
        if "&" in text:
            for firm in self._firms(text, text_language(locale)):
                # the firm whole, over what another rule took of it ("works for Marks & Spencer")
                inside = [o for o in spans if firm.start <= o.start and o.end <= firm.end]
                if not any(o.start < firm.end and firm.start < o.end for o in spans if o not in inside):
                    spans = [o for o in spans if o not in inside] + [firm]
        return spans

    def _firms(self, text: str, language: str) -> List[Span]:
        """A firm named by its founders joined by "&" ("Pryce & Vaughan", "Kanzlei Brandner & Partner"):
        the first a name of real populations, the second one too or a partner's word; no eponyms
        ("Kaplan & Meier"), no drugs."""
        spans = []
        for m in _FIRM.finditer(text):
            first, second = m.group("a"), m.group("b")
            if fold(first) in EPONYMS or fold(second) in EPONYMS or eponym_noun_after(text[m.end():m.end() + 24]) \
                    or self._evidence.is_drug(first) or self._evidence.is_drug(second):
                continue  # "Kaplan & Meier curve": a method named after two people
            if self._evidence.kind(first, language) != NAME or not (
                    fold(second) in _FIRM_PARTNERS or self._evidence.kind(second, language) == NAME):
                continue
            spans.append(Span(m.start(), m.end(), "ORGANIZATION", "pattern", SCORE))
        return spans

    def _find_named(self, text: str, locale: str) -> List[Span]:
        language = text_language(locale)
        # Most lines name no organization: only lines with a kind word, legal form, compound head
        # or work word are tokenised (the finder's cost), found by one search over the note.
        lowered = text.lower()
        cues = _CUE_WORDS_OF.get(language, _CUE_WORDS)
        if not (cues.intersection(_WORDS.findall(lowered)) or any(h in lowered for h in COMPOUND_HEADS)):
            return []
        lowercase_note = len(_UPPER.findall(text)) < 0.01 * max(1, len(_LETTER.findall(text)))
        capitals = written_in_capitals(text)
        spans: List[Span] = []
        start = 0
        for line in lowered.split("\n"):
            end = start + len(line)
            if cues.intersection(_WORDS.findall(line)) or any(h in line for h in COMPOUND_HEADS):
                tokens = [_Tok(m, 0) for m in _TOKEN.finditer(text, start, end)]
                spans.extend(self._line(text, tokens, language, lowercase_note, capitals))
            start = end + 1
        return spans

    # --- one line --------------------------------------------------------------------------

    def _line(self, text: str, tokens, language: str, lowercase_note: bool, capitals: bool = False) -> List[Span]:
        """One line's organizations. In a note in ``capitals`` every word is written as a name is: a
        name runs through no frequent word of the language there ("SEEN BY DR ADEBAYO-REID IN
        CLINIC", "... HOPING TO GO HOME"), and a legal form that is also a word ("SA",
        French "sa") is that word."""
        found: List[Tuple[int, int]] = []
        streets: List[Tuple[int, int]] = []
        named_heads = set()  # kind words a name follows ("Hospital La Princesa"): no name before them too
        i = 0
        while i < len(tokens):
            span = self._kind_then_name(text, tokens, i, language, lowercase_note, capitals)
            if span is not None:
                named_heads.add(i)
                if span[3] is not None:
                    streets.append(span[3])
            span = (span or self._compound(text, tokens, i, language, lowercase_note, capitals)
                    or self._employer(text, tokens, i, language, lowercase_note, capitals))
            if span is not None:
                found.append(span[:2])
                i = span[2]
                continue
            i += 1
        found.extend(self._name_then_kind(text, tokens, language, lowercase_note, named_heads, capitals))
        found.extend(self._legal_form(text, tokens, language, capitals))
        out = []
        for start, end in sorted(set(found)):
            if out and start < out[-1][1]:
                out[-1] = (out[-1][0], max(end, out[-1][1]))
            else:
                out.append((start, end))
        spans = [Span(start, end, "ORGANIZATION", "pattern", SCORE) for start, end in out]
        spans.extend(Span(start, end, "ADDRESS", "pattern", STREET_SCORE) for start, end in streets
                     if not any(a < end and start < b for a, b in out))
        return spans

    def _name_token(self, tok: _Tok, lowercase_note: bool, language: str = "en") -> bool:
        if tok.key in TITLES or tok.key in EPONYMS or tok.text.isdigit():
            return False
        if tok.capitalised():
            return True
        # A lower-case note writes names in lower case: only words that are no ordinary words, and
        # towns ("klinikum rosenheim", "hôpital de lens"): a large town's name, however frequent a
        # word, or a place-name word rare as a word.
        if not (lowercase_note and tok.text.isalpha() and len(tok.key) > 2):
            return False
        zipf = self._evidence.text_zipf(tok.text, language)
        if zipf >= LOWER_NAME_MAX_ZIPF or stop_word(tok.text, language):
            # "hospital del pueblo para ...": a word this frequent is that word, and so is a
            # closed-class word ("en el hospital salvo si ...": "except")
            return False
        if self._evidence.kind(tok.text, language) != WORD or tok.key in major_places():
            return True
        return tok.key in place_words() and zipf < PLACE_ZIPF

    def _proper(self, words, language: str) -> bool:
        """Whether the name words hold a proper name: a person's or a place's, or an unknown word."""
        if not words:
            return False
        if words[0].key in _ARTICLES and words[0].capitalised() and not words[0].text.isupper() and len(words) > 1:
            return True  # "Les Charmilles", "De Linde", "San Isidro" (in capitals "DE" is "de": "CLÍNICA DE URGENCIAS")
        whole = fold(" ".join(w.text for w in words))
        places = major_places()
        if whole in places:
            return True
        if len(words) > 1 and fold(words[0].text) in places and all(w.key in KIND_QUALIFIERS for w in words[1:]):
            return True  # "Derby City Council", "Bristol Royal Infirmary": a town and the kind's qualifiers
        for i, w in enumerate(words[:-1]):
            if w.key in ("de", "del", "di", "of", "du", "des", "van", "von") and not w.capitalised():
                # "Hospital Universitario de Salamanca", "Universidad Central de Bolivia": the place
                # after "de" names the organization, however common the city's name is as a word
                if fold(" ".join(x.text for x in words[i + 1:])) in places:
                    return True
            elif w.key in _ARTICLES and w.capitalised() and i > 0 and words[i + 1].capitalised():
                return True  # "Hospital Universitario La Luz", "Clinique Universitaire Saint-Luc": a name
            if language in _KIND_FIRST and not w.capitalised() and self._named_after_article(words, i):
                return True
        places = place_words()
        for w in words:
            if w.key in CONNECTORS or w.text.isdigit():
                continue
            if "-" in w.key and w.key.split("-")[0] in _ARTICLES and w.capitalised():
                return True  # "Sint-Maarten", "Saint-Luc": a saint's name
            parts = w.text.split("-")
            if len(parts) > 1 and not w.text.isupper() and not any(fold(p) in EPONYMS for p in parts) \
                    and all(len(p) >= 3 and p[:1].isupper() for p in parts):
                return True  # "Blauw-Witte Kruis", "Rhein-Neckar": every part capitalised is a name's
            zipf = self._evidence.text_zipf(w.text, language)
            if w.key in places and zipf < PLACE_ZIPF:
                return True
            if specialty_word(w.key):
                continue  # "Unfallchirurgie", "Medicina Interna": a department, not a name
            if w.text.isupper() and len(w.text) <= 5 and (len(w.text) < 4 or common_word(w.text, language)
                                                         or self._evidence.kind(w.text, language) != NAME):
                continue  # "IBD", "UTIC", "SM": acronyms say nothing by themselves ("HAUS MARIA ..." in capitals a name)
            if self._evidence.kind(w.text, language) != WORD or (w.capitalised() and not w.text.isupper()
                                                                  and zipf < RARE_ZIPF):
                return True  # a person's name, or a rare word written as a name ("Serco", "PostNL")
        return False

    def _collect(self, text: str, tokens, j: int, lowercase_note: bool, language: str = "en", capitals: bool = False,
                 after_kind: bool = False):
        """Name words from ``j`` on: name tokens and connectors between them, same line, no punctuation.

        A signature block runs its fields together on one line ("Dr. X Servicio de Urología Hospital
        Y Avda. Z, 4 - 12345 Ciudad E-mail: ..."), so the name also ends where the next field
        starts: a department word, a new kind word once the name holds a proper name, an address's
        abbreviation ("Avda.", "Pso.", "Pº"), a title after a proper name, a field label."""
        words = []
        k = j
        while k < len(tokens) and len(words) < MAX_NAME_WORDS:
            tok = tokens[k]
            if capitals and self._frequent(tok, language) and not (k == j and tok.key in _ROMANCE_ARTICLES):
                break  # "ZUM PFLEGEDIENST GESCHICKT UND ... IN DER NACHT": a frequent word ends it
                # (not a plural article right after the kind word: "RESIDENCIA LOS ALMENDROS")
            if words and tok.text.isupper() and tok.key in _ID_CUE_ACRONYMS and _NUMBER_AFTER.match(text, tok.end):
                break  # "Amtsgericht Passau HRB 1234": an id's cue and its number end the name
            gap = text[tokens[k - 1].end:tok.start] if k > j or words else ""
            if (words or k > j) and gap.strip(" \t'’") not in ("",) and not self._dotted_inside(tokens[k - 1], gap) \
                    and not _GLUED_ARTICLE_GAP.fullmatch(gap):
                break  # (an elided article the token dropped, "de l'Ermitage", joins like a blank)
            if tok.key in CONNECTORS and not tok.capitalised() or tok.key in ("d'", "l'"):
                if words and k + 1 < len(tokens) and tokens[k + 1].key in HEADS and tokens[k + 1].capitalised():
                    break  # "Hospital Clínico de Bolivia y Hospital San Benito": two organizations
                if k + 1 < len(tokens) and tokens[k + 1].key in _WEEKDAYS:
                    break  # "Termin beim Jobcenter Pankow am Montag": when, not the name
                if k + 1 < len(tokens) and self._name_token(tokens[k + 1], lowercase_note, language):
                    words.append(tok)
                    k += 1
                    continue
                if k + 2 < len(tokens) and tokens[k + 1].key in _ARTICLES and not tokens[k + 1].capitalised() \
                        and not text[tok.end:tokens[k + 1].start].strip(" \t") \
                        and self._name_token(tokens[k + 2], lowercase_note, language):
                    words.extend((tok, tokens[k + 1]))  # "Virgen de la Vega", "Santa Maria della Neve"
                    k += 2
                    continue
                break
            if lowercase_note and tok.key in _SAINTS and k + 1 < len(tokens) \
                    and not text[tok.end:tokens[k + 1].start].strip(" \t") \
                    and self._name_token(tokens[k + 1], lowercase_note, language):
                words.extend((tok, tokens[k + 1]))  # "residencia san millán", "ziekenhuis sint jozef"
                k += 2
                continue
            if self._title_inside(tok, tokens, k, words, lowercase_note, language):
                words.append(tok)  # "Hospital Universitario Dr. Ramón B. Ortuño": named after a doctor
                k += 1
                continue
            if not self._name_token(tok, lowercase_note, language) and not (
                    after_kind and k == j and self._named_for_eponym(text, tok)):
                break
            if words and not capitals and tok.capitalised() and tok.key not in CONNECTORS and tok.key not in _ARTICLES \
                    and len(tok.key) >= 4 and stop_word(tok.text, language) \
                    and (language == "de" or k + 1 == len(tokens) or not tokens[k + 1].capitalised()):
                # "à l'école Sévigné Depuis son entrée ..." (no full stop): a sentence's word, the
                # sentence going on after it ("La Nostra Famiglia" goes on with a name's capital; German
                # capitalises its nouns: "... am Schillerplatz Lange Straße 3" ends before "Lange")
                break
            if words and (tok.key in _STREETS or (len(tok.key) == 1 and text[tok.end:tok.end + 1] == "/")):
                break  # "Hospital de Cruces Plaza de Cruces": the address starts
            if words and tok.capitalised() and self._next_field(text, tok, words, language):
                break
            if _LABEL_AFTER.match(text, tok.end) and not tok.text.isupper() and tok.key not in place_words() \
                    and self._evidence.kind(tok.text, language) == WORD:
                break  # "E-mail:", "Tel:", "E-mail autor:": a field label, not a name word
            words.append(tok)
            k += 1
        while words and words[-1].key in CONNECTORS:
            words.pop()
        return words, k

    @staticmethod
    def _named_for_eponym(text: str, tok: _Tok) -> bool:
        """Right after a kind word, an eponym's name with its capital names the house after the
        person ("CHU Dupuytren", "Hôpital Necker", "Klinikum Virchow"), unless a noun an eponym names
        follows ("Hospital Parkinson disease clinic"); in capitals it may be the disease's ward."""
        return tok.key in EPONYMS and tok.capitalised() and not tok.text.isupper() \
            and not eponym_noun_after(text[tok.end:tok.end + 24])

    def _department_then_place(self, text: str, tokens, k: int, language: str) -> bool:
        """Whether ``tokens[k]`` is a specialty or a discipline written as a name ("Pathologie",
        "Urologie") and the token after it, on the same line with a blank between, a town of the
        large places that the language's dictionary does not write small ("Essen" is food)."""
        tok, nxt = tokens[k], tokens[k + 1]
        return tok.capitalised() and not tok.text.isupper() and (specialty_word(tok.key) or discipline_word(tok.key)) \
            and text[tokens[k - 1].end:tok.start] in (" ", "\t") and text[tok.end:nxt.start] in (" ", "\t") \
            and nxt.capitalised() and nxt.key in major_places() and not common_word(nxt.text.lower(), language)

    @staticmethod
    def _dotted_inside(prev: _Tok, gap: str) -> bool:
        """A dot that does not end the name: after a title ("Dr. Ramón") or an initial ("B. Ortuño")."""
        return gap.rstrip(" \t") == "." and gap.endswith((" ", "\t")) and (prev.key in TITLES or (
            len(prev.text) == 1 and prev.text.isupper()))

    def _title_inside(self, tok: _Tok, tokens, k: int, words, lowercase_note: bool, language: str) -> bool:
        """A title inside the name: right after the kind words ("Hospital Universitario Dr. ..."),
        before a name. After a proper name the title opens a person's name, the next field. Only
        where the kind comes first: a German or Dutch "Praxis Dr. X" names the doctor, and the
        guides mark the doctor's name."""
        return language in _KIND_FIRST and tok.key in TITLES and tok.capitalised() and k + 1 < len(tokens) \
            and self._name_token(tokens[k + 1], lowercase_note, language) and tokens[k + 1].key not in TITLES \
            and not self._proper([w for w in words if w.key not in TITLES], language)

    def _next_field(self, text: str, tok: _Tok, words, language: str) -> bool:
        """Whether ``tok`` starts the next field of a signature block rather than continuing the name."""
        if tok.key in _DEPARTMENT_WORDS:
            return True  # "Hospital Pérez Olmedo Servicio de Pediatría"
        if tok.text.endswith(("º", "ª")) or (text[tok.end:tok.end + 1] == "." and 2 <= len(tok.text) <= 4
                                             and tok.key not in TITLES and not tok.text.isupper()):
            # "Pº Colón", "Pso. del Prado": an address's abbreviation, once a name is there
            return self._proper(words, language)
        if tok.key in HEADS or tok.key in TITLES:
            # "Universidad Central de Bolivia Hospital Universitario de Sucre", "... Dr. Pérez",
            # "Clínica de Columna Hospital ...": a new kind word or title after a name or a "de"
            # phrase; "Hospital Clínico Universidad de Bolivia": after kind adjectives the kind goes on
            named = [w for w in words if w.key not in TITLES]
            return any(w.key in CONNECTORS for w in named) or self._proper(named, language)
        return False

    # --- the rules -------------------------------------------------------------------------

    def _kind_then_name(self, text, tokens, i, language, lowercase_note,
                        capitals=False) -> Optional[Tuple[int, int, int, Optional[Tuple[int, int]]]]:
        head = tokens[i]
        local = head.key in LOCAL_HEADS.get(language, ())
        if head.key not in HEADS and not local:
            return None
        if language == "it" and head.key in _HEALTH_AUTHORITIES and (head.text.isupper() or lowercase_note):
            authority = self._health_authority(text, tokens, i, language, lowercase_note)
            if authority is not None:
                return authority
        if (lowercase_note or capitals) and head.key in _LOWER_NAMING_ACRONYMS.get(language, ()):
            named = self._lower_acronym_then_name(text, tokens, i, language)
            if named is not None:
                return named
        if head.key in _LOCAL_ACRONYMS and (not local or not head.text.isupper()):
            return None  # "CAP" in Spanish is a pneumonia; "cs" written small a caesarean
        small_head = not (head.capitalised() or lowercase_note)
        if small_head and head.key not in _SMALL_HEADS:
            return None
        if head.key in _CAPITALS_ONLY_HEADS and not head.text.isupper() \
                and (not lowercase_note or head.key in _TITLE_HEADS or head.key in _LOWER_AMBIGUOUS_HEADS):
            # "Mrs Turner" is a person; "MRS Les Charmilles" a care home. A note written in lower
            # case writes the acronyms small too ("uz gent", "chu de tournai"): there the name
            # after them must hold a proper word (``_lower_kind_then_name``).
            return None
        if head.key in _TITLE_HEADS and language == "en":
            return None  # in English, "MRS TURNER" in capitals is still a person: the care home is Belgian
        j = i + 1
        while j < len(tokens) and tokens[j].key in HEADS and not text[tokens[j - 1].end:tokens[j].start].strip():
            j += 1  # "Casa di Cura", "MR-MRS": heads in a row
        if j < len(tokens) and tokens[j].key in CONNECTORS and j + 1 < len(tokens) \
                and (tokens[j + 1].key in HEADS or (lowercase_note or small_head) and tokens[j + 1].key in _KIND_COMPLEMENTS
                     and not text[tokens[j].end:tokens[j + 1].start].strip()):
            # "MR-MRS", "casa di cura", "maison de repos": a kind of two words, the name after it (with
            # their capitals a cased note's names are read as they stand)
            j += 2
        if j >= len(tokens) or text[tokens[j - 1].end:tokens[j].start].strip(" \t") \
                and not _GLUED_ARTICLE_GAP.fullmatch(text, tokens[j - 1].end, tokens[j].start):
            return None  # "Hospital, Carrick": the name follows the kind directly ("dell'" may stand between)
        if tokens[j].key in _NUMBER_WORDS:
            return None  # "Practice number QX5501", "Klinik-Nr.": a field, not an organization
        if tokens[j].key in _NAME_PREPOSITIONS and j + 2 < len(tokens) \
                and self._department_then_place(text, tokens, j + 1, language):
            # "Institut für Neuropathologie Kassel", "Klinik für Urologie Herne": the department
            # is named for the institution of that town, and ends with it
            return tokens[i].start, tokens[j + 2].end, j + 3, None
        words, k = self._collect(text, tokens, j, lowercase_note, language, capitals, after_kind=True)
        while words and (words[-1].key in _NAME_PREPOSITIONS or words[-1].key in CONNECTORS):
            words = words[:-1]  # "HAUS GRETA SEGEN FÜR ZWEI WOCHEN": a preposition ends no name
        linked = small_head and len(words) > 1 and words[0].key in _SMALL_HEAD_LINKS and words[0].text.islower()
        named = words[1:] if linked else words
        if small_head and (not named or not named[0].capitalised() or named[0].text.isupper() or named[0].key in TITLES
                           or linked and (common_word(named[0].text, language) or named[0].key in major_places())):
            # (after "de" the name is no word of the language: "l'hôpital de Jour", "hospital de Día" are
            # services; "el centro de Murcia" is the town's centre, "l'hôpital de Nantes" its hospitals)
            # "la clinique Montfleury", "de gemeente Dalfsen", "l'hôpital de Hautepierre", "l'ospedale di
            # Cattinara": a name with its capital ("della scuola Dr X": a kind written small names no
            # house after a doctor, the doctor is the school's)
            return None
        whole = words
        words = self._without_street(text, words, language)
        if not words or not self._proper(words, language):
            if lowercase_note:
                return self._lower_kind_then_name(text, tokens, i, j, language)
            named = self._capitals_article_name(words, language) if capitals else 0
            if named:
                return tokens[i].start, words[named - 1].end, tokens.index(words[named - 1]) + 1, None
            return None
        street = None
        if len(words) < len(whole):
            number = _HOUSE_NUMBER_AFTER.match(text, whole[-1].end)
            street = (whole[len(words)].start, number.end())
        first = i if not (lowercase_note or language in _ADJECTIVE_FIRST) else \
            self._qualified_from(text, tokens, i, capitalised=not lowercase_note)
        return tokens[first].start, words[-1].end, k, street

    @staticmethod
    def _named_after_article(words, i: int) -> bool:
        """In French, Spanish and Italian, which write nouns small, a capitalised noun after "de" and an
        article, or a contracted one ("Clinique de la Source", "Hospital del Mar", "Ospedale del
        Mare"), at word ``i`` or ``i`` + 1, names the institution; not a kind, specialty, department
        or clinical word of the lists, nor a noun without its article ("Hôpital de Jour")."""
        w = words[i]
        if w.key in _CONTRACTED_ARTICLES:
            after = i + 1
        elif w.key in ("de", "di") and i + 2 < len(words) and words[i + 1].key in _SINGULAR_ARTICLES \
                and not words[i + 1].capitalised():
            after = i + 2
        else:
            return False
        name = words[after] if after < len(words) else None
        return name is not None and name.capitalised() and not name.text.isupper() and name.text.isalpha() \
            and not specialty_word(name.key) and name.key not in _DEPARTMENT_WORDS and not clinical_word(name.key) \
            and name.key not in HEADS

    def _capitals_article_name(self, words, language: str) -> int:
        """In a note in capitals, the name words that a plural article opens right after the kind word,
        in French, Spanish and Italian, and words rarer than ``LOWER_ARTICLE_NAME_MAX_ZIPF`` close
        ("EHPAD LES GENÊTS", "RESIDENCIA LOS ALMENDROS"), as in lower case (``_lower_proper``): how
        many of ``words`` the name holds, 0 for none."""
        if language not in _KIND_FIRST or len(words) < 2 or words[0].key not in _ROMANCE_ARTICLES:
            return 0
        n = 1
        while n < len(words) and words[n].text.isalpha() and words[n].key not in HEADS \
                and self._evidence.text_zipf(words[n].text, language) < LOWER_ARTICLE_NAME_MAX_ZIPF \
                and words[n].key not in _DEPARTMENT_WORDS and not specialty_word(words[n].key) \
                and not clinical_word(words[n].key):
            n += 1
        return n if n > 1 else 0

    @staticmethod
    def _qualified_from(text: str, tokens, i: int, capitalised: bool = False) -> int:
        """The first of the qualifiers right before kind word ``i`` ("royal infirmary of ...",
        "algemeen ziekenhuis ...", "Evangelisches Krankenhaus ..."), or ``i``; ``capitalised``:
        in a cased note a qualifier is the name's when it has the name's capital ("the general
        hospital of ..." is a description)."""
        while i > 0 and tokens[i - 1].key in KIND_QUALIFIERS \
                and not text[tokens[i - 1].end:tokens[i].start].strip(" \t") \
                and (not capitalised or tokens[i - 1].text[:1].isupper()):
            i -= 1
        return i

    @staticmethod
    def _closed_by_a_word(tokens, last: int, language: str) -> bool:
        """Whether the name after a job closes on a word its language writes small, no connector
        before it: a town's name that is also a word ("a driver for stagecoach tours") tells no
        employer there, as it does after a kind word ("hôpital de lens"); "van der berg" keeps its
        particles' word."""
        return last > 0 and common_word(tokens[last].text.lower(), language) and tokens[last - 1].key not in CONNECTORS

    def _lower_kind_then_name(self, text, tokens, i: int, j: int, language: str) -> Optional[Tuple[int, int, int, None]]:
        """In a note written in lower case, a kind word, its qualifiers, then a name that holds a
        proper word ("hospital universitario marqués de valdecilla", "centre hospitalier
        régional de bretonnière"): words of the language may open the name (at most
        ``LOWER_ORDINARY_WORDS``, none frequent, none a kind, department, street or clinical word)
        when a person's or place's name, or a word no list knows, closes it; the span ends there.
        Without such a word the phrase is a service ("centro de salud", "hospital de día")."""
        while j < len(tokens) and tokens[j].key in KIND_QUALIFIERS \
                and not text[tokens[j - 1].end:tokens[j].start].strip(" \t"):
            j += 1
        last = None
        ordinary = 0
        k = j
        while k < len(tokens) and k - j < MAX_NAME_WORDS:
            tok = tokens[k]
            gap = text[tokens[k - 1].end:tok.start]
            # The token dropped an article glued to it ("hôpital de l'archet"): the gap holds it.
            glued = _GLUED_ARTICLE_GAP.fullmatch(gap) is not None
            if gap.strip(" \t'’") and not glued or tok.key in SIGN_OFFS or tok.key in GREETINGS:
                break  # a comma, a bracket, a line, a letter's closing words: the name has ended
            if tok.key in CONNECTORS or tok.key in ("d'", "l'") or tok.key in _ARTICLES and tok.key not in _SAINTS:
                k += 1
                continue
            after_connector = k > j and tokens[k - 1].key in CONNECTORS
            after_article = language in _KIND_FIRST and k > j and tokens[k - 1].key in _ROMANCE_ARTICLES
            if self._lower_proper(tok, language, after_connector, after_article) \
                    or tok.key in _SAINTS and k + 1 < len(tokens) and self._lower_proper(tokens[k + 1], language):
                last = k if tok.key not in _SAINTS else k + 1
                k = last + 1
                continue
            if last is None and ordinary < LOWER_ORDINARY_WORDS and tok.text.isalpha() \
                    and self._evidence.text_zipf(tok.text, language) < LOWER_ORDINARY_MAX_ZIPF \
                    and tok.key not in HEADS and tok.key not in _DEPARTMENT_WORDS and tok.key not in _STREETS \
                    and not specialty_word(tok.key):
                ordinary += 1
                k += 1
                continue
            break
        if last is None:
            return None
        return tokens[self._qualified_from(text, tokens, i)].start, tokens[last].end, last + 1, None

    def _health_authority(self, text, tokens, i: int, language: str,
                          lowercase_note: bool) -> Optional[Tuple[int, int, int, None]]:
        """An Italian local health authority, numbered by district as the regions number them:
        "ULSS 5 Polesana", "AULSS 7 Pedemontana", "ASL Roma 1", "ASL TO3", "ulss 5 polesana". The
        acronym, its district's number or code, then the words of its name (capitalised, or in a
        note in lower case words no more frequent than a name's), and a number closing them."""
        k = i + 1
        last = None
        if k < len(tokens) and _DISTRICT_CODE.fullmatch(tokens[k].text) \
                and not text[tokens[i].end:tokens[k].start].strip(" \t"):
            last = k
            k += 1
        own = 0
        while k < len(tokens) and own < ACRONYM_NAME_WORDS and not text[tokens[k - 1].end:tokens[k].start].strip(" \t"):
            tok = tokens[k]
            if not tok.text.isalpha() or len(tok.key) < 3 or tok.key in HEADS or tok.key in _DEPARTMENT_WORDS \
                    or stop_word(tok.text, language) or specialty_word(tok.key) or clinical_word(tok.key) \
                    or not (tok.capitalised() if not lowercase_note
                            else self._evidence.text_zipf(tok.text, language) < LOWER_ORDINARY_MAX_ZIPF):
                break
            own += 1
            last = k
            k += 1
        if own and k < len(tokens) and _DISTRICT_CODE.fullmatch(tokens[k].text) and tokens[k].text.isdigit() \
                and not text[tokens[k - 1].end:tokens[k].start].strip(" \t"):
            last = k  # "ASL Roma 1"
            k += 1
        if last is None:
            return None
        return tokens[i].start, tokens[last].end, last + 1, None

    def _lower_acronym_then_name(self, text, tokens, i: int, language: str) -> Optional[Tuple[int, int, int, None]]:
        """In a note written in lower case or in capitals, an institution's acronym of the note's country
        (``_LOWER_NAMING_ACRONYMS``) and the words right after it on its line: its name, whether
        they are words or not ("az oostkust", "chr de la vesdre", "csapa le phare à ..."). The
        name stops at punctuation, at a word too frequent to be a name's
        (``LOWER_ORDINARY_MAX_ZIPF``), a kind, department, specialty, clinical or street word, a
        number, and after ``ACRONYM_NAME_WORDS`` words of its own; it ends on one of its own."""
        last = None
        own = 0
        k = i + 1
        while k < len(tokens) and own < ACRONYM_NAME_WORDS:
            tok = tokens[k]
            gap = text[tokens[k - 1].end:tok.start]
            if gap.strip(" \t") and _GLUED_ARTICLE_GAP.fullmatch(gap) is None:
                break
            if tok.key in _ACRONYM_NAME_LINKS:
                k += 1
                continue
            if not tok.text.replace("-", "").isalpha() or len(tok.key) < 3 \
                    or self._evidence.text_zipf(tok.text, language) >= LOWER_ORDINARY_MAX_ZIPF \
                    or stop_word(tok.text, language) or tok.key in HEADS or tok.key in _DEPARTMENT_WORDS \
                    or tok.key in KIND_QUALIFIERS or tok.key in _WHICH_ONE \
                    or tok.key in _STREETS or specialty_word(tok.key) or clinical_word(tok.key) \
                    or tok.key in SIGN_OFFS or tok.key in GREETINGS or self._evidence.is_drug(tok.key):
                break
            own += 1
            last = k
            k += 1
        if last is None:
            return None
        return tokens[i].start, tokens[last].end, last + 1, None

    def _lower_proper(self, tok: _Tok, language: str, after_connector: bool = False,
                      after_article: bool = False) -> bool:
        """A name word in lower case (``_name_token``), or after a connector ("de", "of") a word
        rare enough in the language to be a name the word lists took from text ("marqués de
        valdecilla"; not "labor mobilisation", a term no list knows); after an article, in French,
        Spanish and Italian, a less rare one (``LOWER_ARTICLE_NAME_MAX_ZIPF``)."""
        if self._name_token(tok, True, language) or self._proper_noun_only(tok, language):
            return True
        bar = LOWER_ARTICLE_NAME_MAX_ZIPF if after_article else LOWER_RARE_ZIPF
        return (after_connector or after_article) and tok.text.isalpha() and len(tok.key) > 3 \
            and self._evidence.text_zipf(tok.text, language) < bar \
            and tok.key not in HEADS and not specialty_word(tok.key) \
            and (after_article or not compound_noun(tok.key, language))  # "polikliniek longziekten": a specialty

    def _proper_noun_only(self, tok: _Tok, language: str) -> bool:
        """A word the frequency lists count but no spelling dictionary of the language (nor the
        English one, which notes mix in) writes small: a proper noun, as a lower-case note writes it
        ("az groeninge", "gemeente steenwijkerland", "clinique saint-vincent"). Not in German,
        whose dictionary writes every noun with a capital; never a clinical, department or street
        word, and never one of the language's frequent words ("hospital del pueblo": the towns
        called so are rarer than the word)."""
        word = tok.text
        if len(tok.key) < 4 or not word.replace("-", "").isalpha() or not written_small_nowhere(word, language):
            return False
        parts = word.split("-")
        if len(parts) > 1 and parts[0].lower() not in _SAINTS \
                and any(len(part) < 3 or common_word(part, language) or common_word(part, "en") for part in parts):
            return False  # "co-ordinator", "pezón-areola": words joined; "saint-vincent", "bourgoin-jallieu" names
        return self._evidence.text_zipf(word, language) < LOWER_NAME_MAX_ZIPF and not stop_word(word, language) \
            and tok.key not in HEADS and tok.key not in _DEPARTMENT_WORDS and tok.key not in _STREETS \
            and not specialty_word(tok.key) and not clinical_word(tok.key) and not clinical_role(tok.key) \
            and not occupation(word, language) and not measured(tok.key) and not self._evidence.is_drug(tok.key)

    def _frequent(self, tok: _Tok, language: str) -> bool:
        """A word of the language too frequent to be part of a name (Zipf ``CAPITALS_STOP_ZIPF``), no
        connector: what ends a name in a note in capitals."""
        return tok.key not in CONNECTORS and tok.key not in _ARTICLES and tok.key not in _SAINTS \
            and tok.key not in _NAME_PREPOSITIONS \
            and any(self._evidence.text_zipf(part, language) >= CAPITALS_STOP_ZIPF for part in _ELISION.split(tok.text))

    def _without_street(self, text: str, words, language: str):
        """The name words less a street that follows them without a street word, told by the house
        number after it: "Hospital de Teruel Ferreiro Castro, 3", "Hospital Pérez Olmedo Santa Clara,
        14", "Clínica Moliner Ramón Llull Vives 40". The name keeps the place after its first "de"
        ("de Teruel", "de Ciudad Real"); without a "de" the street starts at the last saint's
        word or first name after the first word. Where neither says where, the words stay whole."""
        if len(words) < 2 or not _HOUSE_NUMBER_AFTER.match(text, words[-1].end):
            return words
        de = next((i for i, w in enumerate(words) if w.key in ("de", "del")), None)
        if de is not None:
            end = de + 1
            while end < len(words) and words[end].key in _ARTICLES and not words[end].capitalised():
                end += 1  # "de la Ribera", "de los Arcos"
            if end >= len(words):
                return words
            places = major_places()
            stop = end + 1
            for n in range(len(words), end + 1, -1):  # the longest place: "de Ciudad Real"
                if fold(" ".join(w.text for w in words[end:n])) in places:
                    stop = n
                    break
            return words[:stop] if stop < len(words) else words
        for i in range(len(words) - 1, 0, -1):
            w = words[i]
            if (w.key in _ARTICLES and w.capitalised()) or (
                    self._evidence.first_name_zipf(w.text) > max(FIRST_NAME_ZIPF, self._evidence.surname_zipf(w.text))):
                while i > 1 and words[i - 1].key in _ARTICLES and words[i - 1].capitalised():
                    i -= 1  # "Santa Clara, 14": the saint's word opens the street
                return words[:i]
        return words

    def _name_then_kind(self, text, tokens, language, lowercase_note, named_heads=frozenset(),
                        capitals=False) -> List[Tuple[int, int]]:
        out = []
        for i, tok in enumerate(tokens):
            if tok.key not in TRAILING_HEADS or not (tok.capitalised() or lowercase_note) or i == 0:
                continue
            if i in named_heads:
                continue  # "Cardiología Hospital San Rafael", "Dr. X Hospital Virgen del Rocío": the name follows
            if language in _KIND_FIRST and tok.key in HEADS and i + 1 < len(tokens) and tokens[i + 1].capitalised() \
                    and not text[tok.end:tokens[i + 1].start].strip(" \t"):
                # "Dr. X Y Hospital Universitario ...": where the kind comes first, a kind word that
                # heads the words after it does not close the words before it, even where it names
                # nothing the finder knows ("St Thomas' Hospital Westminster Bridge Road" in English).
                continue
            possessor = self._possessor_before(text, tokens, i) if (lowercase_note or capitals) and language == "en" \
                else None
            if possessor is not None:
                out.append((tokens[possessor].start, tok.end))
                continue
            k = i
            if lowercase_note:
                k = self._qualified_from(text, tokens, i)  # "pollokshaws health centre": the qualifier, then the name
            while k > 0 and k > i - MAX_NAME_WORDS and not text[tokens[k - 1].end:tokens[k].start].strip(" \t'’") \
                    and (self._name_token(tokens[k - 1], lowercase_note, language)
                         and not (capitals and self._frequent(tokens[k - 1], language))
                         or tokens[k - 1].key in ("of", "and", "&")
                         or lowercase_note and tokens[k - 1].key in _STREETS and k > 1
                         and not text[tokens[k - 2].end:tokens[k - 1].start].strip(" \t")
                         and self._name_token(tokens[k - 2], lowercase_note, language)):
                # In lower case a practice named after its street keeps the street's word between
                # the name and the qualifier ("fenwick road health centre"): the name before it
                # must be a proper word.
                k -= 1
            words = [t for t in tokens[k:i] if t.key not in HEADS or t.capitalised()]
            while words and words[0].key in CONNECTORS:
                words.pop(0)
            if words and self._proper([w for w in words if w.key not in HEADS], language):
                out.append((words[0].start, tok.end))
        return out

    @staticmethod
    def _possessor_before(text: str, tokens, i: int) -> Optional[int]:
        """Where an English institution named for its patron begins, in a note in lower case or in
        capitals, where no capital marks the name: a possessive right before its kind word, kind
        words between or not ("guy's hospital", "maudsley's college hospital", "st mungo's hospice"),
        with the saint's word before it; a group's possessive ("children's hospital") is a kind."""
        j = i
        while j > 0 and tokens[j - 1].key in HEADS and not text[tokens[j - 1].end:tokens[j].start].strip(" \t"):
            j -= 1
        if j == 0:
            return None
        gap = text[tokens[j - 1].end:tokens[j].start].strip(" \t")
        word = tokens[j - 1].key
        if gap in ("'", "’") and word.endswith("s") and len(word) >= 4:
            word += "'s"  # "st thomas' hospital": the apostrophe alone after the possessor's "s"
        elif gap:
            return None
        if not word.endswith(("'s", "’s")) or len(word) < 5 or word[:-2] in _GROUP_POSSESSORS \
                or word[:-3] in _GROUP_POSSESSORS:  # "childrens' hospital"
            return None
        j -= 1
        if j > 0 and tokens[j - 1].key in _SAINTS and not text[tokens[j - 1].end:tokens[j].start].strip(" \t."):
            j -= 1
        return j

    def _compound(self, text, tokens, i, language, lowercase_note: bool = False,
                  capitals: bool = False) -> Optional[Tuple[int, int, int]]:
        tok = tokens[i]
        if not (tok.capitalised() or lowercase_note):
            return None
        key = tok.key
        head = next((h for h in COMPOUND_HEADS if key.endswith(h) and len(key) > len(h) + 2), None)
        if head is None:
            return None
        modifier = tok.text[: len(tok.text) - len(head)].strip("-.")
        # In a note written in lower case the compound is written small too ("vinzenzkrankenhaus
        # paderborn"): there only a proper word after it makes it a name. A kind of place
        # ("Rehaklinik", "Hausarztpraxis") is a kind word then: its name follows ("Rehaklinik
        # Sonnenhang", "Hausarztpraxis Lindenhof").
        generic = fold(modifier) in _GENERIC_MODIFIERS
        if generic and (lowercase_note or tok.text.isupper() and not capitals):
            # (without its capital the name after a kind of place is not told from a word; in a note
            # in capitals the name runs through no frequent word: "FACHKLINIK HOCHSTEIN ·")
            return None
        words, k = self._collect(text, tokens, i + 1, lowercase_note and not tok.capitalised(), language,
                                 capitals and tok.text.isupper())
        words = words[:2]
        if words and self._proper(words, language):
            return tok.start, words[-1].end, i + 1 + len(words)
        if generic:
            return None  # "Polikliniek", "Tagesklinik" alone: a kind of place, not a name
        if not tok.capitalised():
            return None
        parts = modifier.split("-")
        if modifier and modifier[:1].isupper() and (
                self._evidence.kind(parts[-1], language) != WORD
                or len(parts) > 1 and self._evidence.kind(parts[0], language) == NAME):
            # "Josefshospital", "St.-Vinzenz-Hospital"; a person's names before it ("Heinrich-Heine-
            # Universität", "Carl-Thiem-Klinikum"), not an organ's ("Mund-Kiefer-...", "Herz-Kreislauf-...")
            return tok.start, tok.end, i + 1
        return None

    def _legal_form(self, text, tokens, language, capitals=False) -> List[Tuple[int, int]]:
        out = []
        for i, tok in enumerate(tokens):
            if tok.key.rstrip(".") not in LEGAL_FORMS or i == 0 \
                    or tok.key in _WORD_LEGAL_FORMS and (not tok.text.isupper() or capitals):
                continue
            k = i
            while k > 0 and k > i - 4 and tokens[k - 1].capitalised() and not text[tokens[k - 1].end:tokens[k].start].strip():
                k -= 1
            if k < i and self._proper(tokens[k:i], language):
                out.append((tokens[k].start, tok.end))
        return out

    def _employer(self, text, tokens, i, language, lowercase_note, capitals=False) -> Optional[Tuple[int, int, int]]:
        tok = tokens[i]
        after_job_only = tok.text.lower() in _JOB_PREPOSITIONS or tok.key in _JOB_PREPOSITIONS_OF.get(language, ())
        if tok.key not in EMPLOYMENT and not after_job_only or tok.capitalised() and not capitals:
            return None
        reach = i
        if i >= 2 and tokens[i - 2].key == "in" and tokens[i - 1].key == "dienst":
            reach = i - 2  # "loodgieter in dienst bij ...": the job before the phrase of employment
        before = [t for t in tokens[max(0, reach - 3):reach] if t.key not in _AS_WORDS]
        if not before or text[before[-1].end:tokens[reach].start if reach < i else tok.start].strip():
            job_before = False  # "(Elektriker) bei": a bracket or a comma parts the job from its employer
        elif tok.key in _EMPLOYER_PREPOSITIONS or after_job_only:
            # After "works as a" the words are a job whatever the lists hold ("works as a lorry driver with
            # ..."): an agent noun's ending is enough there, as before "bei", "chez", "bij".
            as_job = any(t.key in _AS_CUES for t in tokens[max(0, reach - 4):reach]) and any(
                t.key in _AS_JOB_VERBS or t.text.lower() in _AS_JOB_VERBS for t in tokens[max(0, reach - 7):reach])
            job_before = self._job(text, before, language, listed_only=after_job_only and not as_job, capitals=capitals)
        else:
            job_before = False
        if not job_before and (tok.key not in EMPLOYMENT
                               or not any(t.key in WORK_WORDS for t in tokens[max(0, i - 8):i])):
            return None
        j = i + 1
        if j < len(tokens) and tokens[j].key in _EMPLOYER_ARTICLES and (capitals or not tokens[j].capitalised()):
            j += 1
        words, k = self._collect(text, tokens, j, lowercase_note, language, capitals)
        written_small = not words and job_before and j < len(tokens) and (
            self._unlisted(tokens[j], language) or self._proper_noun_written_small(tokens[j], language))
        if written_small:
            # "livreur chez colruyt": a word no dictionary holds, after a job, the employer's name
            # written small (by a note in lower case, or a hand in a hurry)
            words, k = [tokens[j]], j + 1
        # After a job, or a verb of work in the same sentence and the language's own preposition of
        # an employer ("trabaja de reponedor en ...", "works nights at ..."; the Dutch "en" is "and"),
        # a company's name need not look like one (``_company``).
        verb_of_work = tok.key in _WORK_PREPOSITIONS.get(language, ()) and any(
            (t.key in _WORK_VERBS or t.text.lower() in _WORK_VERBS)  # (the key folds "trabajó" into the noun)
            and not _SENTENCE_END.search(text, t.end, tok.start) for t in tokens[max(0, i - 8):i])
        if lowercase_note and not words and (verb_of_work or job_before and any(
                occupation(t.text, language) for t in before[-3:])):
            # "cajera en almacenes ferrández", "bij transportbedrijf van der berg": written small,
            # a firm's name opens with words of the language; a person's or place's name, or a word
            # no list knows, closes it (as after a kind word, ``_lower_kind_then_name``)
            # (after a job of the lists, not one by its ending only: "bruciore alla minzione ..."; no
            # person after a title: "... critique transmis au dr ...")
            named = self._lower_kind_then_name(text, tokens, j, j, language)
            if named is not None and tokens[j].key not in TITLES and not (tok.key in _PLACE_PREPOSITIONS and fold(text[named[0]:named[1]]) in major_places()) \
                    and not self._closed_by_a_word(tokens, named[2] - 1, language):
                return named[:3]
        words = [w for w in words if w.key not in CONNECTORS or w is not words[-1]]
        if not words or words[0].key in TITLES or words[0].key in CONNECTORS and not (
                words[0].capitalised() and not words[0].text.isupper() and len(words) > 1):
            # "comunicati al Dott. Rossi": a person after the preposition, no employer; a capitalised
            # particle opens a name ("bij Van Moer Logistics", "bij De Lijn")
            return None
        if tok.key in _PLACE_PREPOSITIONS and (fold(" ".join(w.text for w in words)) in major_places() or all(
                w.key in CONNECTORS or fold(w.text) in major_places() for w in words)):
            # "vendeuse à Lyon", "trabaja en Madrid", "livreur à Tournai Belgique" (dictated): where,
            # not for whom (a place's span)
            return None
        if not verb_of_work and tok.key in _JOB_PREPOSITIONS_OF.get(language, ()) and all(
                w.key in CONNECTORS or not w.text.isupper() and common_word(w.text, language) for w in words):
            # "Especialista en Medicina Legal y Forense", "Licenciada en Derecho": words of the
            # language alone make a field, no employer ("en Transportes Olmedo" has a proper word)
            return None
        worked = job_before or verb_of_work
        if not (written_small or self._proper(words, language)
                or worked and self._company(words, tokens, language, capitals, lowercase_note)):
            return None
        return words[0].start, words[-1].end, k

    @staticmethod
    def _job(text: str, before, language: str, listed_only: bool = False, capitals: bool = False) -> bool:
        """Whether the words right before an employer's preposition name a job: an occupation of the
        official lists, or an agent noun's shape (for ``listed_only`` prepositions only in a language
        without lists: "à" follows adjectives too, "ascendante au"); the head, or in French, Spanish and Italian a head
        and up to two modifiers ("couvreur zingueur chez", "operaio edile presso")."""
        last = before[-1]
        if (not listed_only or not has_occupation_list(language)) and len(last.key) >= 5 \
                and last.key.endswith(_JOB_ENDINGS) and not last.key.endswith(_ADVERB_ENDINGS) \
                and (not last.capitalised() or language == "de"):
            return True  # (in capitals only a listed occupation: there any noun ending so has the shape)
        reach = [last]
        if language in _HEAD_FIRST_LANGUAGES:
            for t in reversed(before[-3:-1]):
                if text[t.end:reach[0].start].strip(" \t-") or t.capitalised() and not capitals:
                    break  # "Résultat critique (CRP) transmis": a bracket ends the phrase
                reach.insert(0, t)
        # A capital is a job's only at the head of a sentence ("Operaio presso la ...") where the
        # language writes nouns small: elsewhere it makes a name ("Dr. Schneider bei").
        return any(occupation(t.text, language) and (
            not t.capitalised() or capitals or language == "de"
            or _SENTENCE_OPENING.search(text, max(0, t.start - 8), t.start) is not None) for t in reach)

    @staticmethod
    def _proper_noun_written_small(tok, language: str) -> bool:
        """A word written small that the language's dictionary holds only as a proper noun, with its
        capital, and no dictionary of ours in lower case: a firm's name ("bij philips", "at tesco").
        Not in German, whose dictionary writes every noun so ("bei schicht")."""
        return language != "de" and tok.text.isalpha() and len(tok.key) >= 3 and not tok.capitalised() \
            and tok.key not in ALL_COMMON_WORDS and tok.key not in TITLES and tok.key not in CONNECTORS \
            and tok.key not in major_places() and capitalised_word(tok.text, language) \
            and not any(common_word(tok.text, other) for other in LANGUAGES)

    def _unlisted(self, tok, language: str) -> bool:
        """A word written small that no spelling dictionary of our languages holds, no place and no
        term of the trade: in a note written in lower case, after a job and its preposition, the
        employer's own name ("chez colruyt", "bij heerema"), which the frequency lists may count as a
        word all the same."""
        return not tok.capitalised() and self._unknown_word(tok.text, tok.key, language)

    def _unknown_word(self, word: str, key: str, language: str) -> bool:
        """``_unlisted``'s test of the word itself, whatever its case (``word`` written small)."""
        return word.isalpha() and len(key) >= 3 \
            and key not in ALL_COMMON_WORDS and key not in TITLES and key not in CONNECTORS \
            and not clinical_word(key) and key not in major_places() \
            and self._evidence.text_zipf(word, language) < LOWER_NAME_MAX_ZIPF \
            and not known_anywhere(word, language)

    def _company(self, words, tokens, language: str, capitals: bool = False, lowercase_note: bool = False) -> bool:
        """After a job and its preposition, a company's name that is also a frequent word ("Carrefour",
        "Mercadona") or an acronym ("HHLA", "SNCF"): a capitalised word that is no ordinary word of our
        lists (in German, a rare one), or capitals in a note written in mixed case."""
        mixed_case = any(t.text[:1].islower() for t in tokens)
        for w in words:
            if w.key in CONNECTORS or w.text.isdigit():
                continue
            if w.text.isupper() and 2 <= len(w.text) <= 6:
                if mixed_case:
                    return True
                continue
            if lowercase_note and self._unlisted(w, language):
                return True  # a note written in lower case: "chez colruyt"
            if not w.capitalised() or w.key in ALL_COMMON_WORDS or w.key in TITLES or clinical_word(w.key):
                continue
            if language == "de" and german_noun(w.key):
                continue
            if capitals and self._evidence.kind(w.text, language) == WORD:
                # In capitals every word has its capital: only one no list knows as a word tells, or
                # one that no spelling dictionary holds, which the frequency lists count all the same
                # ("MAGASINIER CHEZ COLRUYT", "BUS DRIVER FOR STAGECOACH"), as in lower case.
                if self._unknown_word(w.text.lower(), w.key, language):
                    return True
                continue
            # German writes every noun with a capital ("bei Bedarf"): there only a rare word tells.
            if self._evidence.text_zipf(w.text, language) < (RARE_ZIPF if language == "de" else COMPANY_MAX_ZIPF):
                return True
        return False
