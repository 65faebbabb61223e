"""The name detector: names of people outside the registry, found by lexicon and context.

    detector = NameDetector()
    spans = detector.detect(note, persons)     # persons are not used

The registry matcher finds the patient's own people; staff, other relatives and
other patients are left to NER, which misses names in styles it was not trained
on. Rules, each a fact about how names are written in clinical text
(tables in ``deid.lexicon.name_lexicon``):

1. **Title or role cue.** A capitalised word right after a title or honorific
   ("Dr.", "Prof.", "Mevr.", "Dhr.", "Mme", "Herr", "Frau", "Sig.ra", "Sra.") or a
   carer's role word ("verpleegkundige", "IDE", "Schwester", "nurse", "Enf.") is a
   name: "Dr. Van Hecke", "Schwester Birgit", "IDE : Léa". Chains of titles are
   skipped ("Prof. Dr. med. H. A. Katus"), the title stays outside the span, and
   words that follow a title without being a name ("Herr Kollege") stop the rule.
   Short titles ("Fr", "Hr", "Sr", "Ms", "Inf") count only when written as titles
   (capital then lower case, or with their dot): "HR 90", "SR", "MS" are clinical.
   "M." is "Monsieur" only in French notes, and never before an eponym ("M. Crohn"
   is Morbus Crohn in German). A surname opened by lower-case particles follows its title
   too ("Herr Dr. de Haan", "la Dra. del Pino", "dokter in 't Veld"), unless the word after the
   particles is a department or a street ("Dr. de Urgencias", "Dokter van Beukweg 2"); German
   articles open no surname before an ordinary word ("Herr der Lage"), and a title of address
   before an office is no name ("Herr Bürgermeister"). A plural title opens a list whose other
   surnames follow commas and conjunctions ("Drs Lefèvre, Morel et Garnier").
2. **Known first name + capitalised word.** A first name of our locales' name lists
   followed by a capitalised word that is not an ordinary word: "Sanne Mulder",
   "Pilar Gómez", "Jane Porter"; particles join ("Álvaro Ruiz de la Prada"). A first name
   followed by a surname's initial and a clock time, comma or line end is one too ("Ines K
   14:10"); a greeting before it stays outside ("Cara Agnese,").
3. **Initials + surname** after a line start, a log entry's clock time, punctuation or a word like "door",
   "par", "by": "M.J. van Leeuwen", "K. Walsh". Never before an eponym ("M.
   Basedow") or an ordinary word ("vitamine D. Geen ...").

4. **Form fields.** The value of a name field ("Nombre: Juan.", "Apellidos: Casado
   Casado", "NOM : DUPONT") is a name whatever its words are (``name_fields``).

5. **Initials of people named in the note.** Minutes and nursing notes name each person once,
   then write their initials: capitals that are the initials of a name found in the same note
   (or that signed an entry) are that person where a person stands ("AB: no grounds", "seen
   by CD", "GH + CD to see her").

In lower case, after a short title, a frequent surname that is also a word of moderate
frequency is a name ("mr baker"); in a line in capitals, a double-barrelled surname is judged by
its parts ("DR. HOFFMANN-LANDAU").

6. **Companions and maiden names.** A surname joined to a found name by "and" ("Dr. Albers und
   Kowalczyk": more a name than a word), and the name
   after a maiden name's word ("geb. Nießen", "née Quéméner").

7. **A first name alone where its phrase says a person stands**, as no ordinary word: after who
   acted or to whom ("gewassen door Anouk", "Übergabe an Valeska"), a relative's "of" or a visit's
   or call's ("moeder van Fenna", "Bezoek van Fenna en Wout", "call from Tyrone"), a verb of asking
   for or telephoning someone ("vraagt naar Joost", "Rang Tamsin at 14:00"), thanks ("Thanks
   Rowena,"), a heading over first names alone ("Night staff: ..."); and the name a patient goes by,
   even a word ("known as Faith", "(dite Mimi)").

Signatures, initials, greetings, log-entry actors and a person before a role or an age in
brackets are ``name_signatures``'. A name ends before a number label ("NºCol"), a care-team
role or, after two name words, a frequent word no name list holds ("... Abad Servicio de").

A span covers the name words (initials included), never the title. Ordinary
capitalised words (sentence starts, German nouns), month and weekday names and
eponyms (Parkinson, Crohn, Glasgow) never start or make a name by themselves.
"""
from __future__ import annotations

import bisect
import itertools
import dataclasses
from collections import Counter
from typing import List, Optional, Sequence, Tuple

import regex

from deid.lexicon.age_cues import BIRTH_ORDER
from deid.lexicon.calendar_words import calendar_words
from deid.lexicon.contact_words import CONTACT_WORDS
from deid.lexicon.common_words import ALL_COMMON_WORDS
from deid.lexicon.dictionary_words import common_word, has_dictionary, known_word, written_small_nowhere
from deid.lexicon.german_compounds import compound_noun
from deid.lexicon.eponym_contexts import eponym_result_after
from deid.lexicon.name_cues import NAME_CUES
from deid.lexicon.organization_words import WARD_WORDS
from deid.lexicon.clinical_morphology import clinical_word
from deid.lexicon.name_lexicon import (
    COLLEAGUE_WORDS,
    EPONYMS,
    NOT_AFTER_TITLE,
    NOT_FIRST_NAMES,
    PARTICLES,
    PLURAL_RELATION_WORDS,
    RELATION_WORDS,
    WIDOW_WORDS,
    ROLE_WORDS,
    TITLES,
    first_names,
    fold,
    last_names,
)
from deid.detect.patterns.ocr_repair import repair_names
from deid.lexicon.name_likelihood import (LANGUAGES, NAME, UNKNOWN, WORD, NameEvidence, drug_clipping, name_evidence,
                                         text_language)
from deid.lexicon.street_types import DE_SUFFIXES, NL_SUFFIXES
from deid.lexicon.age_cues import YEAR_UNITS
from deid.lexicon.occupations import occupation
from deid.lexicon.subject_verbs import informed_participles, subject_verbs
from deid.lexicon.units import DOSE_AFTER, UNIT_KEYS, UNITS
from deid.lexicon.measurements import measured
from deid.lexicon.stop_words import stop_word
from deid.lexicon.number_words import ORDINAL_WORDS
from deid.lexicon.staff_words import (ANSWERS_AND_STATES, DOTTED_ROLE_ABBREVIATIONS, GREETINGS, NOT_SIGNATURES,
                                      NURSING_SERVICES, SHIFT_WORDS, SIGN_OFFS, SIGNATURE_WORDS, STAFF_ABBREVIATIONS,
                                      care_team_role, team_word)
from deid.lexicon.word_classes import major_places, named_in_notes_of
from deid.detect.lone_names import lone_first_names
from deid.detect.name_fields import name_fields, person_fields
from deid.detect.signer_columns import signer_columns
from deid.detect.note_case import (AGENT_SURNAME_FIRST_NAME_ZIPF, AGENT_SURNAME_MIN_ZIPF, AGENT_WORDS, DOTTED_PAIR,
                                   ELIDED_ARTICLE, TITLE_WORDS, latin_binomial, lowered, truecased, written_in_capitals,
                                   written_in_lower_case, written_without_punctuation)
from deid.detect.name_signatures import SignatureFinder, closes_log_entry
from deid.records import Note, Person
from deid.spans import Span

DETECTOR = "names"
SCORE_CUED = 0.75
SCORE_FIRST_NAME = 0.7
SCORE_INITIALS = 0.65
SCORE_SIGNATURE = 0.6
SCORE_LONE_FIRST_NAME = 0.6
# A surname this frequent (as a surname, in real populations) after one initial is a name even
# when it is also a word ("H. Cook", "O. Swift", "C. Petit").
SURNAME_WORD_ZIPF = 2.0
# After a carer's role ("Inf.", "Schwester"), a surname this frequent is a person even when it
# is also a word ("Inf. Ferro"); a role word is a weaker cue than a title, so the bar is higher.
ROLE_SURNAME_ZIPF = 3.0
# Closing its line after a carer's role, where a shift log's writer signs, a first name this
# frequent is the carer even when it is also a word ("Inf. Felice").
ROLE_SIGNATURE_FIRST_NAME_ZIPF = 3.5
# On a team list's line in lower case, a first name this frequent in real populations, even one
# that is also a word, before a surname ("scrub faith odhiambo").
TEAM_LINE_FIRST_NAME_ZIPF = 3.0
# Two drugs clipped around a slash ("Pip/Taz") are a combination when one of the two is a rare first name
# at most; two frequent first names ("Ana/Eva") are two people on a shift.
CLIPPED_DRUG_NAME_ZIPF = 3.5
# A lower-case word this frequent in the note's language is that word, not a name written small.
LOWER_NAME_MAX_ZIPF = 5.0
# After a title of address alone, a word this frequent in the note's language that real populations
# hardly carry as a surname is an office ("Herr Bürgermeister"); rarer words are more often names
# that news made words ("Herrn Stresemann").
OFFICE_WORD_ZIPF = 3.5
# After two name words, a capitalised word this frequent in the note's language that no name list
# holds ends the name: "Luis Moreno Vidal Servicio de Urología".
FREQUENT_WORD_ZIPF = 4.0
MAX_NAME_WORDS = 4

# A word: letters, inner apostrophes and hyphens ("O'Connor", "Weber-Hoffmann"), inner
# dots of dotted titles and initials ("Sig.ra", "M.J."), and its trailing dot; a French or Italian
# article elided onto it stays on it ("l'inf.", "dall'ost."; ``ELIDED_ARTICLE`` takes it off).
# (A French double first name's initials are one token: "J.-P.", "M.-C.".)
_TOKEN = regex.compile(r"\p{L}[\p{L}\p{M}]*(?:(?:['’\-.]|\.-)\p{L}[\p{L}\p{M}]*)*\.?")
_INITIALS = regex.compile(r"(?:\p{Lu}\.){1,2}$|\p{Lu}\.?-\p{Lu}\.?$")
# Three initials, each with its dot, opening a name after a title: "drs. A.B.C. van 't Hek".
_THREE_INITIALS = regex.compile(r"(?:\p{Lu}\.){3}")
_CALENDAR = calendar_words()
# Months and weekdays that are also frequent first names: a person's before a capitalised surname
# ("Jan Verhulst", "April Jones") or after a relation word ("zoon Jan"), a date's before a number.
_CALENDAR_FIRST_NAMES = frozenset({"jan", "june", "may", "april", "avril", "julio", "domingo", "august"})
_SURNAME_AFTER = regex.compile(
    r"[ \t]+(?:(?i:" + "|".join(regex.escape(p) for p in sorted(PARTICLES, key=len, reverse=True)) + r")[ \t]+)*"
    r"(?P<w>\p{Lu}\p{Ll}[\p{L}\p{M}'’\-]*)")
_NUMBER_AFTER = regex.compile(r"[ \t.,]*\d")
# Initials, the name the person is called by in brackets, then the surname: "dhr. J. (Jan) de Vries",
# "Mevr. A.M. (Annie) Kuipers", as Dutch forms and letters write a person's official initials.
_INITIALS_THEN_CALLED_NAME = regex.compile(r"(?<![\p{L}\p{N}.])(?P<initials>(?:\p{Lu}\.-?){1,3})[ \t]+"
                             r"\((?P<called>\p{Lu}\p{Ll}[\p{L}\p{M}'’\-]*)\)")
# After a relation word, outside German (which capitalises its nouns), a capitalised word this
# frequent as a first name is the relative's name even where it is also a word ("Daughter Faith",
# "sister Joy", "la nieta Paz").
RELATION_FIRST_NAME_ZIPF = 3.0
# A word this frequent is a pronoun or an auxiliary opening the next sentence where the punctuation
# is gone ("his wife He was ..."), never the relative's name.
FUNCTION_WORD_ZIPF = 6.0
_STREET_WORDS = frozenset({"street", "road", "lane", "avenue", "way", "close", "drive"})
# A first name this frequent that is also a word ("Luz", "Sol", "Will") is a person's before a surname
# this frequent ("Rodríguez", "Taylor"): either alone says nothing, the pair does.
WORD_FIRST_NAME_ZIPF = 3.5
# After a relative's first name written small, an unlisted word rarer than this that no dictionary
# of ours holds is the surname ("dochter anouk bolkesteijn").
LOWER_SURNAME_MAX_ZIPF = 3.0
# Written small, a first name this frequent in real populations (Zipf) is one beside another name, even
# where it is also a word ("jean pierre martin"; "jean" is denim too).
LOWER_DOUBLE_FIRST_NAME_ZIPF = 4.5
# After a first name and particles written small, a word this frequent as a surname in real
# populations is the surname ("de wit", "van oosten": 2.8 to 4), rarer ones stay words ("van
# dienst", "de garde", "de zaal": 1.8 to 2.5).
PARTICLE_SURNAME_ZIPF = 2.75
# Each part of a double first name is a first name at least this frequent in real populations (Zipf).
DOUBLE_FIRST_NAME_MIN_ZIPF = 3.0
COMMON_SURNAME_ZIPF = 4.0
# In a German note, a capitalised surname that frequency calls a word is a famous bearer's name
# only where another of our languages writes it this often too (Zipf): names travel, nouns do not.
PROPER_SURNAME_ABROAD_ZIPF = 2.0
_COMMON = frozenset(fold(w) for w in ALL_COMMON_WORDS)
# What may stand between a title and the name: blanks, a colon ("IDE : Léa"), "de"/"van" are particles.
_GAP = regex.compile(r"[ \t]*:?[ \t]*\Z")
# Parts of a degree inside a chain of titles: "Dr. med.", "Dr. rer. nat.", "Univ.-Prof.".
_TITLE_SUFFIXES = frozenset({"med", "univ", "rer", "nat", "dent", "vet", "phil", "habil", "h.c", "sc", "dipl", "ing"})
_BLANK = regex.compile(r"[ \t]+\Z")
# Title-case abbreviations in capitals that are still titles.
_CAPITAL_TITLES = frozenset({"IDE", "IADE", "OÄ"})
# Place and church names: "San Giovanni Lupatoto", "Sint-Jan", "Saint-Pierre".
_SAINTS = frozenset({"san", "santa", "santo", "sao", "sint", "saint", "sainte", "st", "ste", "sankt", "st.", "s."})
# The words before a note's writer ("Redacta B Campos", "Verfasst: K Vogel", "dictated by"): the verb
# of writing, dictating or signing of each language, a participle or the present (the signature
# words of ``deid.lexicon.staff_words`` among them), longest first.
_WRITER_WORDS = tuple(sorted(SIGNATURE_WORDS | {
    "redacta", "redactado", "redactada", "redactó", "firmada", "firma", "rédigé", "rédigée", "dicté", "dictée",
    "signé", "signée", "verfasst", "diktiert", "geschrieben", "redatto", "redatta", "dettato", "opgesteld",
    "gedicteerd", "dictated", "written", "typed"}, key=lambda w: (-len(w), w)))
_WRITER_BEFORE = regex.compile(
    r"(?<![\p{L}])(?:" + "|".join(_WRITER_WORDS) + r")\.?:?(?:[ \t]+(?:por|par|by|von|da|door))?[ \t]*$",
    regex.IGNORECASE)
# Abbreviations a signature writes where initials stand: "i.A." (im Auftrag), "i.V.", "p.p.", "p.o.".
_SIGNING_ABBREVIATIONS = frozenset({"ia", "iv", "ir", "pp", "ppa", "po", "pa", "eg", "ie", "ua", "zb", "ob"})
# The word that signs a note, then initials alone up to the line's end ("gez. A.K.", "w.g. J.v.D.").
# Undotted capitals only after a signing word that opens its line or takes a colon ("Firmado: JLM";
# "... lo entiende, firma CI" signs the consent form).
_SIGNED_INITIALS = regex.compile(
    r"(?<![\p{L}])(?:(?:" + "|".join(_WRITER_WORDS) + r")\.?|w\.[ \t]?g\.)(?P<colon>[ \t]*:)?"
    r"(?:[ \t]+(?:por|par|by|von|da|door))?[ \t]+"
    r"(?P<initials>(?:\p{L}\.[ \t]?){1,3}\p{L}\.|(?-i:\p{Lu}{2,3}))(?=[ \t]*(?:[,;)]|$))", regex.IGNORECASE | regex.MULTILINE)
# What may stand before initials without a title: a line start, punctuation, or one of these words.
_BEFORE_INITIALS = regex.compile(
    r"(?:^|[\n,;:(/\-–&+]|(?:^|\n)[ \t]*\d{1,2}[:.hu]\d{2}(?:h|[ \t]?(?:u|uur|uhr|h|hrs?)\.?)?|(?<![\p{L}])(?:door|par|by|from|with|met|avec|mit|con|per|aan|à|voor|pour|for|für|und|and|et|en|y|e|"
    # who acted on, or was handed, the care: "durch K. Brandt", "eseguita da G. Rinaldi", "an", "to", "bij", "chez"
    r"durch|da|an|to|bij|bei|chez|zu|a|al|"
    r"von|van|de|dal|dalla|del|por|cc|" + "|".join(_WRITER_WORDS) + r")\.?:?)[ \t]*$",
    regex.IGNORECASE,
)
_FRENCH = frozenset({"fr_BE", "fr_FR"})
# "and", then one capitalised word that the next word does not continue: a second person's surname.
_AND_NAME_AFTER = regex.compile(r"[ \t]+(?:und|and|et|en|y|e|ed)[ \t]+(?P<name>\p{Lu}[\p{L}\p{M}'’\-]+)"
                                r"(?![\p{L}\p{M}'’\-]|[ \t]+\p{Lu}|\.\p{L})")
# A surname's initial after a first name, without a dot, then a clock time, a comma, a bracket or
# the line's end: "Ines K 14:10", "Ines K, pharmacist" ("Hepatitis B" has no first name).
_SURNAME_INITIAL = regex.compile(r"[ \t](?P<initial>\p{Lu})(?=[ \t]+\d{1,2}[:.h]\d{2}(?!\d)|[ \t]*[,;)]|[ \t]*$)",
                                 regex.MULTILINE)
# Initials in capitals standing alone: "LO", "JMB".
_INITIALS_TOKEN = regex.compile(r"(?<![\p{L}\p{N}.&'’-])\p{Lu}{2,3}(?![\p{L}\p{N}&'’]|\.\p{L}|-\p{L})")
# Where initials refer to a person: opening a line (a bullet allowed) or a sentence before a
# colon or dash,
_INITIALS_LEAD = regex.compile(r"(?:^|\n|[.;!?][ \t])[ \t]*(?:[-•*][ \t]*)?\Z")
_INITIALS_SPEAKER = regex.compile(r"[ \t]?[:–-][ \t]")
# after "by", "with", "and", "+", "/" (in our languages),
_INITIALS_AFTER_WORD = regex.compile(
    r"(?:(?<![\p{L}])(?:by|with|and|door|met|en|par|avec|et|von|mit|und|por|con|y|da|e)|[+/&])[ \t]*\Z",
    regex.IGNORECASE)
# or opening a line, a sentence or a list's item before the verb of an action, as minutes give
# each action to a member ("Actions: PL to chase echo; SB to review", "JV zal bellen"),
_INITIALS_ACTOR_LEAD = regex.compile(r"(?:^|\n|[.;:!?][ \t])[ \t]*(?:[-•*][ \t]*)?\Z")
_INITIALS_ACTION = regex.compile(r"[ \t]+(?:to|will|zal|gaat|wird|va|doit|deve|debe)[ \t]+\p{Ll}")
# or before "+" or "/" and more initials.
_INITIALS_PAIR = regex.compile(r"[ \t]*[+/&][ \t]*\p{Lu}{2,3}(?![\p{L}\p{N}])")
# The same written small, in a note typed in lower case: after an agent's word ("and is" is a
# verb), or beside "+" or "/" and more letters.
_LOWER_INITIALS_TOKEN = regex.compile(r"(?<![\p{L}\p{N}.&'’-])\p{Ll}{2,3}(?![\p{L}\p{N}&'’]|\.\p{L}|-\p{L})")
_LOWER_INITIALS_AFTER_AGENT = regex.compile(r"(?<![\p{L}])(?:by|door|par|von|por|da)[ \t]*\Z")
_LOWER_INITIALS_PAIR = regex.compile(r"[ \t]*[+/&][ \t]*(?P<other>\p{Ll}{2,3})(?![\p{L}\p{N}])")
_LOWER_INITIALS_PAIR_BEFORE = regex.compile(r"(?<![\p{L}\p{N}])(?P<other>\p{Ll}{2,3})[ \t]*[+/&][ \t]*\Z")
# Closing a line that an entry's words open: an action item's or a log entry's owner ("... letter to
# the gp ao"); a line is never closed by a word that happens to spell a colleague's initials.
_INITIALS_LINE_END = regex.compile(r"[ \t]*\.?[ \t]*(?:\n|\Z)")
_LOWER_INITIALS_ENTRY_BEFORE = regex.compile(r"\p{L}{3,}[^\n]*\Z")
_ENTRY_WORD_BEFORE = regex.compile(r"(?<![\p{L}])\p{Ll}{3,}[ \t]+\Z")
# Alone in brackets ("... to the gp. (ao)"), or opening a sentence before a colon and the words
# said ("... no change. it: review the depot"): who owns the item, who spoke.
_LOWER_INITIALS_BRACKETED = regex.compile(r"\((?P<initials>\p{Ll}{2,3})\)")
_LOWER_INITIALS_SPEAKER = regex.compile(r"[ \t]*:[ \t]+\p{Ll}")
_WORD_IN_SPAN = regex.compile(r"\p{L}+")
# What closes a surname's phrase: a comma, a semicolon, a bracket, a sentence's full stop, the line's end.
_PHRASE_END_AFTER = regex.compile(r"[ \t]*(?:[,;:)]|\.(?=\s|\Z)|$)", regex.MULTILINE)
# In lower case, a word no dictionary writes small after a carer's role is a surname up to this
# frequent in text ("maderno" 2.6, "chigi" 3.6); above it, a word of the trade the dictionaries lack.
CARER_SURNAME_MAX_ZIPF = 4.0
# After an undotted initial, a surname this frequent as a word is that word ("R Lower", "L Knee").
UNDOTTED_SURNAME_MAX_ZIPF = 4.0
# One-letter words of each language, in capitals at a sentence's start: no initial.
_ONE_LETTER_WORDS = {"en": frozenset("ai"), "fr": frozenset("ay"), "es": frozenset("aeouy"),
                     "it": frozenset("aeio"), "nl": frozenset(), "de": frozenset()}
# A title right before an undotted initial: "dr K Ostendorf", "Drssa T Fumagalli", "Mr T Crane".
_TITLE_BEFORE_INITIAL = regex.compile(r"(?<![\p{L}])(?:" + TITLE_WORDS + r")\.?[ \t]+$", regex.IGNORECASE)
# A capitalised word, then a number of one or two digits standing alone, then a unit of years,
# a word, the line's end or a mark closing the clause ("Kayden 7 and Lacey 4, attend ...";
# ``NameDetector._named_with_age``); no dose, time or score after it, and no decimal ("Hb 9.4"). A
# comma may stand after the name when the unit follows the number ("Hugo, 15 ans").
# The Dutch and German year's letter without its dot, as a note dictated or typed in haste writes it
# after an age ("Noor 4 j", "Jonas 12 J"): after a first name and one or two digits, no joule.
_UNDOTTED_YEAR_UNITS = ("j",)
_NAME_AGE = regex.compile(
    r"(?<![\p{L}\p{N}])(?P<name>(?-i:\p{Lu}\p{Ll}[\p{L}\p{M}'’\-]+))(?P<comma>,)?[ \t]+(?P<age>\d{1,2})(?![\p{N}:/%×x])"
    r"(?:[ \t]*(?P<unit>" + "|".join(YEAR_UNITS + _UNDOTTED_YEAR_UNITS) + r")(?![\p{L}])"
    r"|[ \t]+(?P<after>\p{L}[\p{L}\p{M}\-]*)|[ \t]*(?=\n|\Z)|(?P<closed>[,;.)](?=[ \t]|\n|\Z)))",
    regex.IGNORECASE)
# Who acted or was there: "door", "by", "par", "von", "da", "por" and "with" in our languages, or to
# whom (``_RECIPIENT_WORDS``), then
# a capitalised word that ends its phrase (punctuation, a lower-case word, a number or the line's end).
# The whole word: the look-ahead would otherwise take a name's last letter for the lower-case word
# after it ("by Jones K" read "Jone"). A surname may have its initial after it ("typed by Jones K").
_AGENT_NAME = regex.compile(
    r"(?<![\p{L}])(?P<agent>(?i:door|by|par|von|da|dalla|dal|por|met|with|avec|mit|con|samen met|together with"
    r"|to|aan|naar|an|nach|à|a))[ \t]+"
    r"(?P<name>\p{Lu}\p{Ll}[\p{L}\p{M}'’\-]+)(?![\p{L}\p{M}'’\-])(?P<initial>[ \t]\p{Lu}\.?(?![\p{L}\p{N}]))?"
    r"(?=[ \t]*(?:$|[\n,.;:)!?(/]|\p{Ll}|\d))", regex.MULTILINE)
# After the word of who referred or did it, a surname and then a first name, the phrase ending
# there (``NameDetector._surname_first_after_agent``; how often people bear each, ``AGENT_SURNAME_*``,
# as the truecaser of ``deid.detect.note_case`` reads them).
_AGENT_SURNAME_FIRST_NAME = regex.compile(
    r"(?<![\p{L}])(?P<agent>(?i:" + AGENT_WORDS + r"))[ \t]+"
    r"(?P<surname>\p{Lu}\p{Ll}[\p{L}\p{M}'’\-]+)[ \t]+(?P<first>\p{Lu}\p{Ll}[\p{L}\p{M}'’\-]+)(?![\p{L}\p{M}'’\-])"
    r"(?=[ \t]*(?:$|[\n,.;:)!?(/]))", regex.MULTILINE)
# A list's item written surname first in lower case or capitals: each word borne this often (Zipf)
# as what it is there (``NameDetector._surname_first_item``).
SURNAME_FIRST_ITEM_ZIPF = 3.0
# What opens and closes an item of a list on a line (``NameDetector._list_item_name``).
# (a slash between blanks: "c/ Pablo ..." abbreviates a street)
_ITEM_START = regex.compile(r"(?:[,;:(]|[ \t]/)[ \t]*\Z")
_ITEM_END = regex.compile(r"[ \t]*(?:[,;()/\n]|\Z)")
# A line that is a heading and a list of single words: "Night staff: Wendell, Noor and Rowena",
# "Equipo de noche: Yaiza, Itziar" (``NameDetector._first_name_list``). The heading is a few words
# before a colon; the items are separated by commas, semicolons, slashes or a conjunction.
_WORD_LIST_LINE = regex.compile(
    r"^[ \t]*(?P<head>\p{L}[\p{L}\p{M}.'’\-]*(?:[ \t]+\p{L}[\p{L}\p{M}.'’\-]*){0,3})[ \t]*:[ \t]*"
    r"(?P<items>\p{L}[\p{L}\p{M}'’\-]*(?:(?:[ \t]*[,;/][ \t]*|[ \t]+(?i:and|en|und|et|y|e|&)[ \t]+)"
    r"\p{L}[\p{L}\p{M}'’\-]*)+)[ \t]*[.]?[ \t]*$", regex.MULTILINE)
_LIST_ITEM = regex.compile(r"\p{L}[\p{L}\p{M}'’\-]*")
_LIST_CONJUNCTIONS = frozenset({"and", "en", "und", "et", "y", "e"})
# "Suffering from", before the agent word: a disease follows ("affetto/a da TIA", "colpita da ictus").
_SUFFERING_FROM = regex.compile(r"(?i)(?<![\p{L}])(?:affett|colpit|afflitt)[oaie](?:/[oaie])?[ \t]+\Z")
# Who something went to, in each language: "Handover to Rhona", "overdracht aan Myrna", "vroeg naar
# Evelyne", "Übergabe an Petra", "fragte nach Svetlana", "transmissions à Orane", "relevo a Leonor",
# "consegne a Ilham" (``NameDetector._after_agent_word``).
_RECIPIENT_WORDS = {"en": frozenset({"to"}), "nl": frozenset({"aan", "naar"}), "de": frozenset({"an", "nach"}),
                    "fr": frozenset({"a"}), "es": frozenset({"a"}), "it": frozenset({"a"})}
_ALL_RECIPIENT_WORDS = frozenset().union(*_RECIPIENT_WORDS.values())
RECIPIENT_MIN_FIRST_NAME_ZIPF = 3.0
# Handing over, telling or calling, before Romance "à"/"a" and the person: "transmissions à", "relève
# à", "confié à", "expliqué à", "relevo a", "se comunica a", "llamó a voces a", "consegne a", "comunicato a".
_HANDED_TO_BEFORE = regex.compile(
    r"(?i)(?<![\p{L}])(?:transmis|transmission|rel[èe]v|relevo|consign|consegn|confi|affid|inform|signal|expliqu|"
    r"spiega|explica|dit|detto|dicho|communiq|comunic|avis|entreg|remis|passag|pase|riferi|report|"
    r"llam|grit|chiam|grid)\p{L}*"
    r"(?:[ \t]+\p{L}+){0,2}[ \t]+\Z")
# A talk or a handover with someone, before "mit", "with", "met", "avec", "con", "an", "to", "aan", "à",
# "a" and the person: there a surname alone is a colleague's ("Rücksprache mit Kowalski", "Übergabe an
# Brinkmann", "comentado con Etxeberria", "discussed with Okonjo").
_DISCUSSED_BEFORE = regex.compile(
    r"(?i)(?<![\p{L}])(?:rücksprache|ruecksprache|besprochen|abgesprochen|gespräch|telefoniert|telefonat|übergabe|"
    r"übergeben|discussed|discussion|spoke|spoken|talked|liaised|handed|handover|overleg|overlegd|besproken|"
    r"gesproken|overdracht|overgedragen|gebeld|discuté|discute|parlé|échangé|transmis|entretien|comentado|comentada|"
    r"hablado|hablada|consultado|consultada|relevo|parlato|parlata|discusso|discussa|concordato|concordata|consegne|"
    r"colloquio)(?:[ \t]+\p{L}+){0,2}[ \t]+\Z")
_DISCUSSED_AGENTS = frozenset({"mit", "with", "met", "avec", "con", "an", "to", "aan", "à", "a"})
# A German verb of asking or calling for someone, before "nach" and the name.
_ASKED_BEFORE = regex.compile(r"(?i)(?<![\p{L}])(?:frag|ruf|rief|such|verlang|erkundig)\p{L}*(?:[ \t]+\p{L}+){0,3}[ \t]+\Z")
# Agent and recipient words that also say where from or where to: a large place after them is the
# place ("da Milano", "naar Antwerpen", "a Madrid").
_FROM_AGENTS = frozenset({"von", "da", "dal", "dalla"}) | _ALL_RECIPIENT_WORDS
# A short word's dot that abbreviates it rather than ending the sentence: "mit Pat. erörtert".
_ABBREVIATION_DOT = regex.compile(r"\.[ \t]*\p{Ll}")
# A first name coordinated with the one before it, closing its phrase: " et Anaïs.", " and Tom,".
_AND_FIRST_NAME = regex.compile(
    r"[ \t]+(?i:et|and|en|und|y|e|&)[ \t]+(?P<name>\p{Lu}\p{Ll}[\p{L}\p{M}'’\-]+)(?![\p{L}\p{M}'’\-])"
    r"(?=[ \t]*(?:$|[\n,.;:)!?(/]|\p{Ll}|\d))", regex.MULTILINE)
# On the copy of a note in lower case or capitals, a first name in brackets is one people bear this
# often (Zipf), and closes its clause (``NameDetector._bracketed_first_names``).
BRACKETED_FIRST_NAME_ZIPF = 3.5
_CLAUSE_END = regex.compile(r"[ \t]*(?:[.;,:!?\n]|\Z)")
# A first name alone in brackets right after a lower-case word: who did what the clause says.
_BRACKETED_FIRST_NAME = regex.compile(r"(?<=\p{Ll}[ \t]?)\((?P<name>\p{Lu}\p{Ll}[\p{L}\p{M}'’\-]+)\)")
# A capitalised word, then one capital letter (an initial), closing its phrase: a line's end,
# punctuation, a separator or a clock time ("Hollins K 14:10", "... / Hollins K", "Garnier C."), as
# lab sign-offs and pharmacists' checks write a surname and the first name's initial.
_SURNAME_THEN_INITIAL = regex.compile(
    r"(?<![\p{L}\p{N}.'’\-])(?P<name>\p{Lu}\p{Ll}[\p{L}\p{M}'’\-]+)[ \t](?P<initial>\p{Lu})\.?(?![\p{L}\p{N}])"
    r"(?:(?P<time>[ \t]+\d{1,2}[:.h]\d{2}(?!\d))|(?=[ \t]*(?:$|[,;:()/|–])|[ \t]+-[ \t]))", regex.MULTILINE)
# Who a patient calls or asks for: "vraagt naar Joost", "roept om Anouk", "asks for Rowena",
# "pregunta por Fermín", "demande Solène", "chiede di Ottavia", "ruft nach Heiko" (a relative, a
# nurse); the first name right after the verb's phrase.
# (An adverb of repetition or time may stand between the verb and its preposition: "asked again for",
# "a encore demandé", "ha chiesto di nuovo di", "vroeg opnieuw naar".)
_AGAIN = (r"(?:[ \t]+(?i:again|repeatedly|opnieuw|weer|steeds|erneut|nochmals|wieder|nachts|encore|"
          r"de[ \t]+nouveau|à[ \t]+nouveau|otra[ \t]+vez|de[ \t]+nuevo|ancora|di[ \t]+nuovo|spesso))?")
_CALLS_FOR = regex.compile(
    r"(?<![\p{L}])(?i:(?:vraagt|vroeg)" + _AGAIN + r"[ \t]+naar|(?:roept|riep)" + _AGAIN + r"[ \t]+(?:om|naar)|"
    r"(?:asks?|asked|asking|calls?|calling|called|shouts?|shouted)" + _AGAIN + r"[ \t]+for|"
    r"(?:pregunta|preguntó|preguntaba|preguntando)" + _AGAIN + r"[ \t]+por|(?:llama|llamó|llamaba)" + _AGAIN + r"[ \t]+a|"
    r"(?:demande|demandé|réclame|réclamé|appelle|appelé)" + _AGAIN + r"|"
    r"(?:chiede|chiesto|chiedeva|cerca|cercato|cercava)" + _AGAIN + r"[ \t]+(?:di|del|della)|(?:chiama|chiamato|chiamava)" + _AGAIN + r"|"
    r"(?:fragt|fragte|ruft|rief)" + _AGAIN + r"[ \t]+nach)[ \t]+"
    r"(?P<name>\p{Lu}\p{Ll}[\p{L}\p{M}'’\-]+)(?![\p{L}\p{M}'’\-])(?=[ \t]*(?:$|[\n,.;:)!?(/]|\p{Ll}|\d))",
    regex.MULTILINE)
# A shift's handover and who handed over: "Relevo de Rocío a ...", "Übergabe von Ronja an ...",
# "overdracht van Ine", "relève de Kévin", "consegne da Samuele", "handover from Tamsin".
_HANDED_OVER_BY = regex.compile(
    r"(?<![\p{L}])(?i:(?:relevo|traspaso)[ \t]+de|(?:übergabe|ubergabe)[ \t]+von|overdracht[ \t]+van|"
    r"(?:relève|releve)[ \t]+de|(?:consegne|consegna|passaggio)[ \t]+da|(?:handover|hand-over|handoff)[ \t]+from)[ \t]+"
    r"(?P<name>\p{Lu}\p{Ll}[\p{L}\p{M}'’\-]+)(?![\p{L}\p{M}'’\-])(?=[ \t]*(?:$|[\n,.;:)!?(/]|\p{Ll}|\d))",
    regex.MULTILINE)
# A first name and its relative: "Rhona's mother", then "mother of": "la mère d'Orane", "la madre de
# Leonor", "moeder van Fenna" (``NameDetector._named_by_relation``).
_POSSESSOR_OF_RELATIVE = regex.compile(
    r"(?<![\p{L}])(?P<name>\p{Lu}\p{Ll}[\p{L}\p{M}\-]+)['’]s[ \t]+(?P<rel>\p{Ll}[\p{Ll}\-]+)")
# (Anchored on "of" and the capital after it, rare in a note; the relation is the word before.)
# "From" names a visit's or a call's person only ("visit from Tyrone", "call from Maisie").
_RELATIVE_OF = regex.compile(
    r"(?<![\p{L}'’])(?P<of>(?i:de[ \t]+|di[ \t]+|du[ \t]+|van[ \t]+|von[ \t]+|from[ \t]+|d['’][ \t]?))"
    r"(?P<name>\p{Lu}\p{Ll}[\p{L}\p{M}'’\-]+)(?![\p{L}\p{M}'’\-])(?=[ \t]*(?:$|[\n,.;:)!?(/]|\p{Ll}|\d))",
    regex.MULTILINE)
_WORD_BEFORE = regex.compile(r"(?P<rel>\p{L}[\p{Ll}\p{M}]+)[ \t]+\Z")
# Relation words of one language that are other words in another: Spanish "son de" ("they are of"),
# French "son" (a possessive).
_NOT_RELATIONS_IN = {"es": frozenset({"son"}), "fr": frozenset({"son"}), "it": frozenset({"son"})}
# The widowed name their late spouse by "of" too, after when as often as not ("veuve de Firmin",
# "Witwe von Egon", "viuda desde 2019 de Anselmo", "weduwe sinds 2020 van Wiebe"; ``WIDOW_WORDS``).
_WIDOWED_SINCE = regex.compile(
    r"(?P<rel>\p{L}[\p{Ll}\p{M}]+)[ \t]+(?i:depuis|seit|since|desde|dal|sinds|sedert)[ \t]+"
    r"(?:\d{4}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4})[ \t]*,?[ \t]*\Z")
# Visits and calls name their person as relations do, by "of" ("Bezoek van Fenna en Wout", "visite
# de Maëlys", "visita de Leonor", "visita di Ottavia", "Anruf von Heiko", "call from Tyrone"): a
# person came or rang (``NameDetector._named_by_relation``).
_VISIT_WORDS = frozenset(fold(w) for w in """
    visit visits call message
    bezoek bezoekje telefoontje bericht
    besuch anruf nachricht
    visite visites appel
    visita visitas llamada mensaje
    telefonata messaggio
    """.split())
# The name a patient goes by ("Prefers to be known as Kit", "wil graag Nel genoemd
# worden", "möchte Hanni genannt werden", "se fait appeler Mimi", "prefiere que la llamen Nekane",
# "preferisce essere chiamata Pina"): a first name, whatever else the word means.
PREFERRED_NAME_MIN_ZIPF = 3.0  # how often people bear it (Zipf as a first name)
_CALLED_NAME = r"(?P<name>\p{Lu}\p{Ll}[\p{L}\p{M}'’\-]+)(?![\p{L}\p{M}'’\-])"
_PREFERRED_NAME = regex.compile(
    r"(?<![\p{L}])(?:(?i:(?:likes|like|prefers|prefer|wishes|wants|asks)[ \t]+to[ \t]+be[ \t]+(?:called|known[ \t]+as)"
    r"|known[ \t]+as|goes[ \t]+by|se[ \t]+fait[ \t]+appeler|(?:préfère|souhaite|veut|aime)[ \t]+qu['’][ \t]?on[ \t]+l['’][ \t]?appelle"
    r"|(?:prefiere|quiere|pide)[ \t]+que[ \t]+(?:le|la|lo)[ \t]+llamen|se[ \t]+hace[ \t]+llamar"
    r"|(?:preferisce|vuole|chiede[ \t]+di)[ \t]+essere[ \t]+chiamat[oa]|si[ \t]+fa[ \t]+chiamare)[ \t]+" + _CALLED_NAME +
    r"|(?i:laat[ \t]+zich|wil[ \t]+graag|wil|wenst|möchte|möchte[ \t]+gern|will|lässt[ \t]+sich)[ \t]+" + _CALLED_NAME +
    r"[ \t]+(?i:genoemd|noemen|genannt|nennen|gerufen|rufen)"
    # the name used, in brackets after the person ("Mme Roux (dite Mimi)", "sig.ra Gatti (detta Pina)")
    # or as its field ("roepnaam: Nel", "Rufname Hanni")
    r"|\((?i:dite?|dett[oa]|alias)[ \t]+" + _CALLED_NAME +
    r"|(?<![\p{L}])(?i:roepnaam|rufname)[ \t]*:?[ \t]*" + _CALLED_NAME + ")")
# A person introduced by their name ("een vriend genaamd Dylan", "un ami prénommé Jordan", "ein Nachbar
# namens Udo", "a friend called Shaz", "un amigo llamado Iker"): a first name, written small too in a
# note in lower case. English "called" only after a person's noun with its article ("called the GP"
# is a telephone call).
_NAMED = regex.compile(
    r"(?<![\p{L}])(?:(?i:genaamd|genoemd|namens|genannt|nommée?|prénommée?|surnommée?|llamad[oa]|de[ \t]+nombre|"
    r"chiamat[oa]|di[ \t]+nome|named)"
    r"|(?i:(?:a|an|another|some)[ \t]+(?:friend|neighbour|neighbor|man|woman|lady|guy|boy|girl|bloke|carer|"
    r"partner|boyfriend|girlfriend|lodger|mate)[ \t]+called))"
    r"[ \t]+(?P<name>\p{L}[\p{Ll}\p{M}'’\-]+)(?![\p{L}\p{M}'’\-])")
# A person telephoned, as telephone notes write it: the verb before the first name ("Rang Tamsin at
# 14:00", "spoke to Ishbel", "belde Fenna"), or, in Dutch and German, the participle after it ("om 14u
# Fenna gebeld", "um 14 Uhr Gunhild angerufen").
_PHONED = regex.compile(
    r"(?<![\p{L}])(?i:rang|rung|phoned|telephoned|spoke[ \t]+to|spoke[ \t]+with|spoken[ \t]+to|texted|belde|belt)"
    r"(?:[ \t]+(?i:back|again|terug|opnieuw))?[ \t]+" + _CALLED_NAME + r"(?=[ \t]*(?:$|[\n,.;:)!?(/]|\p{Ll}|\d))"
    r"|(?<![\p{L}\p{M}'’\-])" + _CALLED_NAME +
    r"[ \t]+(?i:gebeld|opgebeld|teruggebeld|angerufen|zurückgerufen)(?![\p{L}])", regex.MULTILINE)
# The senior physician named by the role after its article ("dal primario Gatti", "el adjunto
# Ferrán"): the words are adjectives too ("tumore primario", "informe adjunto"), nouns after an article.
_SENIOR_BY_ARTICLE = regex.compile(
    r"(?<![\p{L}])(?i:il|dal|del|al|col|el|la|de[ \t]+la|a[ \t]+la)[ \t]+(?i:primario|primaria|adjunto|adjunta)[ \t]+"
    r"(?P<name>\p{Lu}\p{Ll}[\p{L}\p{M}'’\-]+)(?![\p{L}\p{M}'’\-])")
# A team list's line of a role and two words ("scrub faith odhiambo", "runner June Nwachukwu" on a truecased copy).
_TEAM_LINE = regex.compile(r"(?m)^[ \t]*(?P<role>\p{L}+)[ \t]+(?P<first>\p{L}[\p{Ll}\p{M}'’\-]+)[ \t]+"
                           r"(?P<last>\p{L}[\p{L}\p{M}'’\-]+)[ \t]*$")
# The word between a team word and its shift ("infirmière de nuit", "infermiera di notte").
_SHIFT_OF = frozenset({"de", "di", "of", "van", "du", "del", "della", "der", "des"})
# Thanks to a person, as dictation and messages close ("Thanks Rowena, see you Monday", "merci
# Maëlys !", "gracias Nekane."): a first name that ends its phrase, or that a word written small
# follows where the note has no punctuation ("Thanks Rowena see you Monday").
_THANKED = regex.compile(
    r"(?<![\p{L}])(?i:thanks|thank[ \t]+you|many[ \t]+thanks|cheers|bedankt|dank[ \t]+je|dank[ \t]+u|dankjewel|"
    r"danke|danke[ \t]+schön|vielen[ \t]+dank|merci|merci[ \t]+beaucoup|gracias|muchas[ \t]+gracias|grazie|grazie[ \t]+mille)"
    r"[ \t]*,?[ \t]+" + _CALLED_NAME + r"(?=[ \t]*(?:$|[\n,.;:!?)])|[ \t]+\p{Ll})", regex.MULTILINE)
# How many words before a first name and its age a relation word may stand.
_AGE_RELATION_WORDS = 8
# Initials written small alone after a sentence's end, ending their line: "... obs stable. lk"; after a
# slash or a dash set off by blanks as well, a full stop after them or not ("... wr / lk", "... - lk.";
# with the full stop, three letters at most: ``NameDetector._signing_initials_in_capitals``).
# (Longer words too, for a first name closing line after line: ``_signing_initials_in_capitals``.)
_LOWER_INITIALS_AT_LINE_END = regex.compile(
    r"(?m)(?<=(?:[.!?]|[ \t][/–—-])[ \t]{1,3})(?P<ini>\p{Ll}{2,12})(?=[ \t]*\.?[ \t]*$)")
# An initial and a surname where a signature stands, in a note written in lower case
# (``NameDetector._signing_initial_and_surname``).
_LOWER_INITIAL_AND_SURNAME = regex.compile(
    r"(?m)(?:^[ \t]*|(?<=[.!?:;/][ \t]{1,3}))(?P<i>\p{Ll})\.[ \t]?(?P<s>\p{Ll}[\p{Ll}\p{M}'’-]{2,})"
    r"(?=[ \t]*(?:$|/|\())")
SIGNING_SURNAME_MIN_ZIPF = 2.3
# The same anywhere in a sentence ("..., t. white to review the insoles"), where the surname is among the commonest
# of real populations (``COMMON_SURNAME_MIN_ZIPF``), however common a word too ("price", "white"): a letter,
# its dot and such a word is how a person is written small, not a clinical abbreviation (whose Latin
# pairs, "e. coli", "v. cava", "a. radialis", bear no common surname and are left out by name).
_LOWER_INITIAL_AND_WORD = regex.compile(
    r"(?<![\p{L}\p{N}.'’\-])(?P<i>\p{Ll})\.[ \t](?P<s>\p{Ll}[\p{Ll}\p{M}'’-]{2,})(?![\p{L}\p{M}\p{N}]|\.\p{L})")
COMMON_SURNAME_MIN_ZIPF = 3.5
# The same without the initial's dot ("k frost", "mr t hardy /"), as dictation and a note typed in
# lower case write a signer (``NameDetector._lower_undotted_signers``): a letter alone, then a word.
_LOWER_LETTER_AND_WORD = regex.compile(
    r"(?<![\p{L}\p{N}.'’\-])(?P<i>\p{Ll})[ \t](?P<s>\p{Ll}[\p{Ll}\p{M}'’]{2,}(?:-\p{Ll}[\p{Ll}\p{M}]{2,})?)"
    r"(?![\p{L}\p{M}\p{N}'’\-])")
# What may stand right before such a pair: the line's start, a sentence's end, a colon, a slash.
_SIGNER_PLACE_BEFORE = regex.compile(r"(?:^|\n|[.!?:;/][ \t]{1,3})[ \t]*\Z")
# A clock time right before a word ("10:00 ", "23.15 ").
_CLOCK = r"[0-2]?\d[.:]\d\d[ \t]+\Z"
_CLOCK_BEFORE = regex.compile(r"(?<![\d.,:])" + _CLOCK)
# A quantity right before a capital letter makes it a unit ("1 G BD", "2,5 L"); not a clock time
# ("10:00 J Rijkers", "23.15 K Peeters"), after which initials stand.
_QUANTITY_BEFORE = regex.compile(r"(?<![\d:.,])(?!" + _CLOCK + r")\d+(?:[.,]\d+)?[ \t]+\Z")
# The hour's letter after a clock time: Dutch "u" (uur), French and Spanish "h" ("06:30 h eva 7/10"). An "H"
# there may be a person's initial ("10:00 H Peeters:"): the log's actor rule still finds the surname after it,
# and one letter of a first name is the smaller harm than a scale read as a person in every entry of a log.
_HOUR_LETTERS = frozenset({"u", "h"})
# A number right before a letter makes the letter its unit ("24 h", "3 x").
_NUMBER_BEFORE = regex.compile(r"\d[ \t]*\Z")
# ... and right after it: the line's end, a slash, a bracket.
_SIGNER_PLACE_AFTER = regex.compile(r"[ \t]*(?:\n|\Z|/|\()")
# A grade or role word after it: "n cooper bms", "k fuchs dipl-psych".
_WORD_AFTER = regex.compile(r"[ \t,]+(?P<w>[\p{L}][\p{L}\p{M}.\-]*)")
# A letter that starts a compound term written with a space in lower case ("x ray", "t cell").
_TERM_LETTERS = frozenset("x")
LOWER_INITIALS_MAX_LETTERS = 4
# Initials keeping a Scottish or Irish surname's "mc" or "mac" ("dmck", "rjmcd"): cased as the
# signature rules read them ("DMcK", ``name_signatures._INITIALS_MC``).
_LOWER_INITIALS_MC = regex.compile(r"(\p{Ll}{1,2})(ma?c)(\p{Ll})")
# The same after a word or a number, with no sentence end before it (dictation, a note typed without
# punctuation: "... eet zelfstandig rw"): initials only when they close the note, or two lines or more.
_LOWER_TOKEN_AT_LINE_END = regex.compile(r"(?m)(?<=[\p{L}\p{N}%)][ \t]{1,3})(?P<ini>\p{Ll}{2,12})(?=[ \t]*$)")
# Words at least on the line before such a token that closes the note.
LOWER_CLOSING_LINE_MIN_WORDS = 3
# A token this frequent in any of our languages is that word or abbreviation, not initials.
LOWER_INITIALS_MAX_ZIPF = 4.0
# Once at the end of a log entry (a line opening with a clock time), initials must pass the test
# the signature rules apply to them in capitals (``name_signatures.closes_log_entry``).
_LOG_LINE_START = regex.compile(r"[ \t]*(?:[-•*][ \t]*)?\d{1,2}[:.hu]\d{2}(?!\d)")
# ... unless it closes that many lines after a sentence: then it is a signer's, below this frequency
# in the note's language for a first name that is also a word.
REPEATED_LOWER_SIGNER = 2
REPEATED_SIGNER_MAX_ZIPF = 5.0
REPEATED_SIGNER_MIN_FIRST_NAME_ZIPF = 3.5
# In a note in capitals, a name read after a title stops at a word the truecasing left small that
# is rarer than this among surnames (``_cut_at_small_word``).
CAPITALS_CUT_MAX_SURNAME_ZIPF = 3.0
_UNIT_WORDS = frozenset(UNITS)
# Abbreviations written as dotted letters that look like initials, above all in capitals
# ("Z. N. CHOLEZYSTEKTOMIE"): German "z. n." (Zustand nach), "z. b.", "v. a." (Verdacht auf), "u. a.",
# "d. h.", "o. b." (ohne Befund), "i. v."; Dutch "o.a.", "t.z.t."; French "c.-à-d.".
_DOTTED_ABBREVIATIONS = {
    "de": frozenset({"zn", "zb", "va", "ua", "dh", "ob", "iv", "sc", "po", "ia", "uu"}),
    "nl": frozenset({"oa", "bv", "dwz", "tzt", "ivm", "iv", "sc", "po"}),
    "fr": frozenset({"cad", "iv", "sc", "po"}),
    "en": frozenset({"eg", "ie", "iv", "sc", "po"}),
    "es": frozenset({"iv", "sc", "vo", "po"}),
    "it": frozenset({"ev", "sc", "po", "im"}),
}
# One capital letter alone: an initial without its dot (compiled once: the rules test every word).
_ONE_CAPITAL = regex.compile(r"\p{Lu}")
# Only blanks to the line's end (or the note's).
_LINE_END = regex.compile(r"[ \t]*(?:\n|\Z)")
_SENTENCE_END = regex.compile(r"\p{L}{2}[.!?][ \t]+\Z|\d[.!?][ \t]+\Z|\p{Ll}[.][ \t]+\Z")
_PARTNER = r"(?P<name>\p{Lu}[\p{L}\p{M}]+(?:-\p{Lu}[\p{L}\p{M}]+)?)"
_SLASH_AFTER = regex.compile(r"[ \t]?/[ \t]?" + _PARTNER + r"(?![\p{L}\p{N}/])")
# A surname glued to its initials that is not in our lists may be no more frequent than this in any
# of our languages' text (Zipf): "Fairbrother" 1.7; the germ "coli" 3.3, "difficile" in French 4.5.
GLUED_SURNAME_MAX_ZIPF = 3.0
# Initials glued to their surname by the dot, as hurried notes write them ("B.Vermeulen", "J.P.Dupont"):
# the shape of a person's name wherever it stands (one capital per initial; "St.Jan", "Z.n.Sectio",
# "k.pneumoniae" have other shapes).
_GLUED_INITIALS = regex.compile(r"(?<![\p{L}\p{N}.])(?:\p{Lu}\.){1,3}(?P<surname>\p{Lu}[\p{Ll}\p{M}]+(?:-\p{Lu}[\p{Ll}\p{M}]+)?)"
                                r"(?![\p{L}\p{N}]|\.\p{L})")
_SLASH_PAIR = regex.compile(r"(?<![\p{L}\p{N}/])(?P<a>\p{Lu}\p{Ll}[\p{L}\p{M}]+)[ \t]?/[ \t]?"
                            r"(?P<b>\p{Lu}\p{Ll}[\p{L}\p{M}]+)(?![\p{L}\p{N}/])")
_SLASH_BEFORE = regex.compile(r"(?<![\p{L}\p{N}/])" + _PARTNER + r"[ \t]?/[ \t]?\Z")
# Dutch prepositions that open a surname before the particle "'t": "in 't Veld", "op 't Hof" (before
# "de", "der", "den" they are prepositions as often: "Dr. Peeters in de Kliniek", "in der Stadt").
_DUTCH_PARTICLE_HEADS = frozenset({"in", "op", "uit"})
# Titles of address alone, without a degree: after them an ordinary word that real populations
# hardly carry as a surname is an office or a role ("Herr Bürgermeister", "Madam Chair").
_ADDRESS_TITLES = frozenset(fold(t) for t in (
    "herr", "herrn", "frau", "hr", "fr", "mr", "mrs", "ms", "miss", "madam", "sir", "meneer", "mevrouw", "mevr",
    "dhr", "heer", "monsieur", "madame", "mme", "señor", "señora", "sr", "sra", "signor", "signora", "signore",
    "sig", "sig.ra"))
# Particles that open nothing but a surname (unlike "de", "la", "di": "Dr. de Urgencias").
_NOBLE_PARTICLES = frozenset({"van", "von", "vom", "vanden", "vander", "ter", "ten"})
# German physicians' grades, written before the surname ("OA Brenner", "AÄ Quernheim"): a surname
# no list knows follows them as surely as a title's (elsewhere "OA" is osteoarthritis, "AA" a meeting).
_GERMAN_GRADES = frozenset({"oa", "aa"})
# A carer's role or grade, which announces a surname opened by particles as a title does ("vpk. de Wit").
_CARER_CUES = ROLE_WORDS | STAFF_ABBREVIATIONS
# A carer's grade written as an abbreviation ("SN", "HCA", "dall'OSS", "Pfl."), which announces a
# surname no list knows; not the abbreviations that also say something else ("vs." versus, "PT"
# the patient, "SF" saline, "OT" the theatre, "PA" pathology, "AS" an English word).
_CAPITALS_CARER_CUES = STAFF_ABBREVIATIONS - frozenset({"vs", "pt", "pa", "ps", "sf", "as", "mt", "pj", "ot", "ts"})
# The note opens with a small letter: the copy of a note in lower case (or in capitals), whose
# capitals the word lists gave.
_FIRST_LETTER_SMALL = regex.compile(r"[^\p{L}]*\p{Ll}")
_CAPITALS_CUE = regex.compile(r"(?:\p{Ll}{1,4}['’])?(?:\p{Lu}{2,4}|\p{Lu}\p{Ll}{1,3}\.)")  # "HCA", "dall'OSS", "Pfl."
# Plural titles open a list of names ("Drs Lefèvre, Morel et Garnier", "Dres. Haas und Kern"); the
# list goes on after a comma, a semicolon or "and" in our languages (``NameDetector._title_list``).
_PLURAL_TITLES = frozenset({"drs", "dres", "docteurs", "doctores", "dottori", "doctors", "profs", "proff"})
_LIST_WORDS = frozenset({"et", "und", "and", "en", "y", "e"})
_LIST_GAP = regex.compile(r"[ \t]*[,;&:]?[ \t]*")
# After a singular title, a list of surnames: three capitalised items or more between commas, or
# two or more with a conjunction before the last, on one line ("Dr. Haas, Kern, Vogt", "Dr Morel et
# Garnier", "dr. Wauters, Peeters en Maes"); each item up to three words, particles included.
_LIST_ITEM_WORDS = r"(?:\p{Ll}{1,3}[ \t]+){0,2}\p{Lu}[\p{L}\p{M}'’-]*(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]*){0,2}"
_LIST_AFTER_TITLE = regex.compile(
    r"\.?[ \t]+" + _LIST_ITEM_WORDS
    + r"(?:(?:[ \t]*[,;][ \t]*" + _LIST_ITEM_WORDS + r"){2,}|(?:[ \t]*[,;][ \t]*" + _LIST_ITEM_WORDS + r")*"
    r"[ \t]*,?[ \t]+(?:et|und|and|en|y|e|&)[ \t]+" + _LIST_ITEM_WORDS + r")")
# (whether a note holds one at all, searched once: the list rule then runs word by word)
_TITLED_LIST = regex.compile(r"(?<![\p{L}])(?i:" + TITLE_WORDS + r")" + _LIST_AFTER_TITLE.pattern)
# A list of relatives (``NameDetector._kin_lists``): after the relation, blanks and a comma or a
# bracket before the first person (not a colon: "Geschwister: gesund", "fratelli: sani" are a family
# history); between persons a comma or semicolon, a conjunction, or both.
_KIN_OPENING = regex.compile(r"[ \t]*[,(]?[ \t]*")
_KIN_COMMA = regex.compile(r"[ \t]*[,;][ \t]*")
_KIN_BEFORE_CONJUNCTION = regex.compile(r"[ \t]*[,;]?[ \t]*")
# An age or a few words in brackets after a person of the list: "Cosima (8 J.)", "Emil (at university)".
_KIN_BRACKET = regex.compile(r"[ \t]*\([^()\n]{1,30}\)")
# A relative clause after a person of the list: "Ottilie qui vit à Nantes et Gaspard", "Bruno que vive en ... y".
_RELATIVE_PRONOUNS = frozenset({"que", "qui", "who", "die", "dat", "der", "che", "welche", "which", "quien"})
_KIN_CLAUSE_WORDS = 8
# "and" of each language: in a list only the note's own ("en" is "in" in Spanish and French).
_CONJUNCTIONS = {"nl": frozenset({"en"}), "fr": frozenset({"et"}), "en": frozenset({"and"}),
                 "de": frozenset({"und"}), "es": frozenset({"y", "e"}), "it": frozenset({"e", "ed"})}
# German articles, contractions and prepositions that the particle lists hold for surnames ("van der
# Berg", "Den Uyl", "des Bordes", "vom Stein", "zu Guttenberg"): in German text they open no surname
# before an ordinary word ("Herr der Lage", "Tal der Tränen", "Hr. Meier zu Besuch", "Dr. Roth vom
# Labor"), only after "von"/"van" ("von der Aue").
_GERMAN_ARTICLES = frozenset({"der", "den", "des", "dem", "die", "das", "zum", "zur", "zu", "vom"})
# A one-word street name: a stem of three letters or more and a Dutch or German street ending
# ("Beukweg", "Lindenstraße"); "Laan", "Dijk" alone are surnames.
_STREET_END = regex.compile(r"^\p{L}{3,}(?:" + "|".join(s for s in NL_SUFFIXES + DE_SUFFIXES if "." not in s) + r")$")
# Compound role words: "anesthesieverpleegkundige", "Transferverpleegkundige", "Stationsschwester".
_GERMAN_ROLE_HEADS = ("pflege", "arzt", "arztin", "dienst", "station", "ambulanz", "praxis")
_ROLE_COMPOUND_HEADS = ("verpleegkundige", "schwester", "pfleger", "pflegerin", "therapeut", "therapeutin",
                        "infirmiere", "infirmier", "enfermera", "infermiera", "coordinator", "co-ordinator",
                        "pflegekraft", "fachkraft", "hilfskraft")


# A maiden name's word: "Wally, geborene Nießen", "Anne Roux, née Quéméner", "Rosa Bassi nata Conti".
_MAIDEN_WORDS = frozenset({"geborene", "geb", "geboren", "nee", "nata", "nacida"})


_SENTENCE_OPENING = regex.compile(r"(?:^|[.!?\n])[^\p{L}\n]*(?P<first>\p{L})[^.!?\n]*\Z")


def _opens_small(text: str, pos: int) -> bool:
    """Whether the sentence around ``pos`` opens with a small letter: a note written in lower case
    (the names its copy capitalised stand inside the sentence, never first)."""
    m = _SENTENCE_OPENING.search(text, max(0, pos - 200), pos)
    return m is not None and m.group("first").islower()


def _calendar_first_name(text: str, end: int) -> bool:
    """A month's or weekday's name that a capitalised surname follows, no other month or weekday
    ("Jan Verhulst", "Jan De Smet"; not "Jan Feb", "12 Jan 2024")."""
    m = _SURNAME_AFTER.match(text, end)
    return m is not None and fold(m.group("w")) not in _CALENDAR


def _relation(key: str, language: str) -> bool:
    """A relation word, in German also in the genitive ("des Ehemanns Günther", "seines Sohnes"),
    or a maiden name's word ("geb. Nießen")."""
    if key in RELATION_WORDS or key in _MAIDEN_WORDS:
        return True
    return language == "de" and (key.endswith("s") and key[:-1] in RELATION_WORDS
                                 or key.endswith("es") and key[:-2] in RELATION_WORDS)


def _initials_of(name: str) -> List[str]:
    """The initials a name is referred to by: "Ciara O'Dowd" -> CO, "Anna Maria Berg" -> AB and AMB;
    initials found as a signature ("AB/CD", "(GH)") are their own."""
    if _INITIALS_TOKEN.fullmatch(name):
        return [name]
    if "/" in name or "+" in name:
        return [part.strip() for part in regex.split(r"[/+]", name) if _INITIALS_TOKEN.fullmatch(part.strip())]
    words = [w for w in regex.findall(r"\p{L}[\p{L}\p{M}'’]*", name) if fold(w) not in PARTICLES]
    if len(words) < 2 or not all(w[:1].isupper() for w in words):
        return []
    letters = [w[0] for w in words]
    found = [letters[0] + letters[-1]]
    if len(letters) == 3:
        found.append("".join(letters))
    return found


# A pair's other letters this frequent in the note's language are a word ("le/la", "is/are").
LOWER_PAIR_PARTNER_MAX_ZIPF = 5.0


def _pair_partner(other: str, text: str, first: int, language: str, known=frozenset()) -> bool:
    """Whether ``other``, the letters beside lower-case initials across "+" or "/" (the pair starting
    at ``first``), may be a person's initials too: those of a person named in the note (``known``,
    however frequent a word they spell), or no unit, no frequent word of the language, nothing glued
    before the pair ("90mg/lt")."""
    if other.upper() in known:
        return True
    glued = first > 0 and text[first - 1].isalnum()
    return not glued and fold(other) not in UNITS \
        and name_evidence().text_zipf(other, language) < LOWER_PAIR_PARTNER_MAX_ZIPF


def _signed_initials(text: str) -> List[Tuple[int, int]]:
    """Initials alone after the word that signs a note, closing its line or the note ("gez. A.K.",
    "w.g. J.v.D.", "signed a.p.", "Firmado: JLM"): whoever signed, by their initials. Dotted in any
    case, or two or three capitals without dots."""
    out = []
    for m in _SIGNED_INITIALS.finditer(text):
        initials = m.group("initials")
        if fold(initials).replace(".", "").replace(" ", "") in _SIGNING_ABBREVIATIONS:
            continue
        if "." not in initials and not m.group("colon") and text[text.rfind("\n", 0, m.start()) + 1:m.start()].strip():
            continue
        out.append(m.span("initials"))
    return out


def _known_initials(text: str, taken, lower_case: bool = False, language: str = "en") -> List[Tuple[int, int]]:
    """Initials of a person named or signing elsewhere in the note, where the text refers to someone
    ("AB: no change", "seen by CD", "GH + CD to visit", "Actions: EF to call"): team minutes and nursing notes
    name each member once, then write their initials. Capitals alone are no person elsewhere:
    clinical abbreviations look the same ("PE", "CK"), so the initials must be someone's here,
    and stand where a person stands: after "by", "with", "and", "+" or "/", before "+" or "/" and
    more initials, opening a line, sentence or item before an action's verb ("to", "will", "zal"),
    or (in a note signed with initials) opening a line or sentence before a colon or dash.

    ``lower_case``: a note typed in lower case writes the initials small too ("is + lo to see her",
    "seen by lo"), where they spell words as often ("is", "lo"): there only after an agent's word
    ("by", "door", "par"), beside "+" or "/" and another person's initials here (however frequent a
    word they spell) or letters that are no word, before an action's verb, closing the line of an
    entry or an action item they own ("letter to the gp ao"), and, in a note whose initials stand
    so somewhere, alone in brackets ("(ao)") or opening a sentence before a colon and what they
    said ("ao: no change")."""
    known = set()
    signed = False  # some entry of the note is signed with initials
    for start, end in taken:
        found = _initials_of(text[start:end])
        known.update(found)
        signed = signed or bool(found) and not any(ch.islower() for ch in text[start:end])
    known = {k for k in known if fold(k) not in NOT_SIGNATURES and fold(k) not in STAFF_ABBREVIATIONS
             and fold(k) not in TITLES}
    if not known:
        return []
    out = []
    labels = []  # lower case: in brackets or before a colon, where a field's label stands as often
    for m in (_LOWER_INITIALS_TOKEN if lower_case else _INITIALS_TOKEN).finditer(text):
        if m.group().upper() not in known:
            continue
        before = text[max(0, m.start() - 12):m.start()]
        after = text[m.end():m.end() + 12]
        if lower_case:
            # The other letters of a pair may be a colleague's named nowhere, but no unit ("mg/dl"), no
            # frequent word of the note's language ("le/la") and not after a number ("90mg/lt").
            after_pair = _LOWER_INITIALS_PAIR.match(after)
            before_pair = _LOWER_INITIALS_PAIR_BEFORE.search(before)
            if (_INITIALS_ACTOR_LEAD.search(before) and _INITIALS_ACTION.match(after)
                    or _LOWER_INITIALS_AFTER_AGENT.search(before)
                    or _INITIALS_LINE_END.match(text, m.end())
                    and _LOWER_INITIALS_ENTRY_BEFORE.search(text, max(0, m.start() - 80), m.start())
                    or after_pair and _pair_partner(after_pair.group("other"), text, m.start(), language, known)
                    or before_pair and _pair_partner(before_pair.group("other"), text,
                                                     max(0, m.start() - 12) + before_pair.start(), language, known)):
                out.append((m.start(), m.end()))
            elif m.start() and _LOWER_INITIALS_BRACKETED.match(text, m.start() - 1) \
                    or _INITIALS_LEAD.search(before) and _LOWER_INITIALS_SPEAKER.match(text, m.end()):
                labels.append((m.start(), m.end()))
            continue
        # Before a colon, capitals are a field's label as often ("AP: crepitantes", "HA: Dr. ..."):
        # there they are a speaker only in a note whose entries are signed with initials.
        speaker = signed and _INITIALS_LEAD.search(before) and _INITIALS_SPEAKER.match(after)
        actor = _INITIALS_ACTOR_LEAD.search(before) and _INITIALS_ACTION.match(after)
        # Closing a line after a word written small, the owner of an item whose brackets are gone
        # ("about the dose OG"), not an acronym after another ("CT TAP").
        owner = _INITIALS_LINE_END.match(text, m.end()) and _ENTRY_WORD_BEFORE.search(before)
        if speaker or actor or owner or _INITIALS_AFTER_WORD.search(before) or _INITIALS_PAIR.match(after):
            out.append((m.start(), m.end()))
    # ... there only in a note that refers to its people by their initials where a person stands
    # ("seen by ao", "it + ao"): "ap: crepitantes" is the chest's auscultation otherwise.
    return sorted(out + labels) if out and labels else out


def _hyphenated_role(key: str) -> bool:
    """A role joined to its unit or specialty by a hyphen ("mcu-arts", "dm-vpk", "SEH-Arzt"): its
    last part a healthcare role of the staff."""
    head = key.rsplit("-", 1)[-1] if "-" in key else ""
    return len(head) >= 2 and (head in ROLE_WORDS or head in STAFF_ABBREVIATIONS or care_team_role(head)) \
        and head not in TITLES


def _cue_key(w: "_Word") -> str:
    """The folded key of a word that may announce a name: the role behind an elided article ("à
    l'inf. Solène", "dall'inf. Noemi"), a role's abbreviation of two dotted letters without its dots
    ("a.s. Ferraro", "T.S. Ibarra": a social worker)."""
    key = w.key
    if "'" in key or "’" in key:
        key = ELIDED_ARTICLE.sub("", key)
    if DOTTED_PAIR.fullmatch(w.text) and key.replace(".", "") in DOTTED_ROLE_ABBREVIATIONS:
        key = key.replace(".", "")
    return key


class _Word:
    __slots__ = ("start", "end", "text", "key")

    def __init__(self, m):
        self.start, self.end, self.text = m.start(), m.end(), m.group()
        self.key = fold(self.text.rstrip("."))

    @property
    def bare_end(self) -> int:
        """End without the trailing dot (a sentence end after a name)."""
        return self.end - 1 if self.text.endswith(".") and not _INITIALS.match(self.text) else self.end

    def capitalised(self) -> bool:
        return self.text[0].isupper()

    def is_initials(self) -> bool:
        return bool(_INITIALS.match(self.text)) and len(self.text.rstrip(".").replace(".", "").replace("-", "")) <= 2


# One letter and its dot, written small: an initial in a note in lower case ("drs. l. ter haar").
_SMALL_INITIAL = regex.compile(r"\p{Ll}\.?")
_LAST_WORD = regex.compile(r"[ \t]*(?P<word>[\p{L}][\p{L}\-]*)[ \t.:]*$")


def _staff_word(word: str) -> bool:
    """A grade, role or academic title of the staff written after a signer ("rn", "bms", "dipl-psych":
    a German diploma's title, "Dipl.-Ing.", "Dipl.-Psych.", stands before or after its bearer)."""
    key = fold(word.rstrip(".")).replace(".", "")
    return key in STAFF_ABBREVIATIONS or key in ROLE_WORDS or key.startswith("dipl-") and len(key) > 6


def _staff_words(text: str) -> bool:
    """Whether ``text`` holds a role or a grade of the staff ("... Frost rgn")."""
    return any(_staff_word(w) for w in _WORD_IN_SPAN.findall(text))


def _before_contact_word(text: str, span: Span) -> Optional[Span]:
    """A name ends before a contact field's word ("... Santiago E-mail: x@y"): the word labels
    what follows and is never a person, whatever rule took it; a span of that word alone goes."""
    end = span.end
    m = _LAST_WORD.search(text, span.start, end)
    while m is not None and fold(m.group("word")) in CONTACT_WORDS:
        end = m.start()
        m = _LAST_WORD.search(text, span.start, end) if end > span.start else None
    while end > span.start and not text[end - 1].isalnum() and text[end - 1] != ".":
        end -= 1
    if end <= span.start:
        return None
    return span if end == span.end else Span(span.start, end, span.label, span.detector, span.score, span.ref)


# Endings of the adjectives and nouns of clinical description in our Romance languages and Latin
# ("OSTEOARTICULARES", "SUPRATENTORIALES", "MONOSINTOMÁTICA", "CAROTIDEO", "NEUROTOXICIDAD"): a
# word after a first name that ends so is no surname the lists missed ("-ico", "-ens", "-ense" end
# surnames too: "Pellico", "Claessens", "Bastiaense").
_TERM_ENDINGS = ("ales", "ares", "ica", "icas", "icos", "idad", "idades", "ideo", "idea", "iale", "iali",
                 "ial", "itis", "osis", "ivo", "iva", "ivos", "ivas", "ità")
# A field's label after an abbreviation ("N. NOSOLOGICO:", number): no surname.
_FIELD_COLON = regex.compile(r"[ \t]*:")
# A first name this popular (Zipf) is what a name in capitals opens with: the word after it that no
# list knows is its surname (``_cut_at_small_word``).
CAPITALS_FIRST_NAME_ZIPF = 3.5


def _cut_at_small_word(span: Span, small: str, evidence: NameEvidence, language: str) -> Optional[Span]:
    """A name read in a note in capitals, up to the first of its later words that the note's
    truecased copy writes small (none, where the copy writes its first word small too and that word
    is more the language's than a name: ``_word_more_than_name``): a title takes every word in
    capitals after it ("DRA. GALINDO SEÑALA QUE EL"), and the word lists know "señala" and "que"
    for words, not names. Initials and other letters ("A.S.", "MZ/AB"), particles, a word that
    populations bear often as a surname ("MME LISE PETIT": "petit" is a word and a frequent
    surname) and, after a first name or an initial alone, a word the language's dictionary does
    not write small ("P. CAINERO", "DYLAN KRUNS": the copy leaves small a surname no list knows)
    are no such words."""
    words = list(_WORD_IN_SPAN.finditer(small, span.start, span.end))
    for k, w in enumerate(words[1:], start=1):
        word = w.group()
        if word[0].islower() and len(word) >= 3 and fold(word) not in PARTICLES \
                and "'" not in small[w.start():w.end() + 1] and small[w.start() - 1] != "-" \
                and evidence.surname_zipf(word) < CAPITALS_CUT_MAX_SURNAME_ZIPF \
                and not (k == 1 and _wants_a_surname(words[0].group(), evidence, language)
                         and has_dictionary(language) and not common_word(word, language)
                         and not fold(word).endswith(_TERM_ENDINGS) and not clinical_word(fold(word))
                         and not _FIELD_COLON.match(small, w.end())):
            end = w.start()
            while end > span.start and not small[end - 1].isalnum():
                end -= 1
            if k == 1 and not stop_word(word, language) and _word_more_than_name(words[0].group(), evidence, language):
                # "PATCH NICOTINIQUE", "VASOS GONADALES": a noun and its adjective, no name left (before
                # a closed-class word the first word stays: "... DI GUIDO DURANTE LA NOTTE")
                return None
            return dataclasses.replace(span, end=end) if end > span.start else None
    return span


def _word_more_than_name(word: str, evidence: NameEvidence, language: str) -> bool:
    """Whether ``word``, left small by the truecased copy of a note in capitals, is the language's word
    rather than a name: one its dictionary writes small, rarer as a surname than
    ``CAPITALS_CUT_MAX_SURNAME_ZIPF`` and as a first name than as a word (the population tables' noise
    gives "Bilan", "Patch", "Vasos" as first names of a few people)."""
    return word[0].islower() and len(word) >= 3 and fold(word) not in PARTICLES and common_word(word, language) \
        and evidence.surname_zipf(word.capitalize()) < CAPITALS_CUT_MAX_SURNAME_ZIPF \
        and evidence.first_name_zipf(word.capitalize()) < evidence.text_zipf(word, language)


# The word after a span, blanks between (``_ordinal_before_role``).
_ROLE_AFTER = regex.compile(r"[ \t]+(?P<role>\p{L}[\p{L}\p{M}\-]*)")


# A score out of ten right after a word: "EVA 3/10", "eva 8/10", "VAS: 4 / 10".
_SCORE_OUT_OF_TEN = regex.compile(r"[ \t]*[:=]?[ \t]*\d{1,2}(?:[.,]\d)?[ \t]*/[ \t]*10(?![\d/])")  # ("4/10/2024" is a date)


def _scale_before_score(text: str, span: Span) -> bool:
    """A one-word name right before a score out of ten is the scale that gave it ("EVA 3/10": the
    French and Spanish visual analogue scale, which people bear as a first name), no person."""
    return " " not in text[span.start:span.end] and _SCORE_OUT_OF_TEN.match(text, span.end) is not None


def _ordinal_before_role(text: str, span: Span) -> bool:
    """A one-word name that is an ordinal before a care-team role: how a team list numbers its roles
    ("Primo assistente", "Segundo ayudante", "Second assistant"), though people bear some of them as
    first names (Primo, Secondo)."""
    if fold(text[span.start:span.end]) not in ORDINAL_WORDS:
        return False
    role = _ROLE_AFTER.match(text, span.end)
    return role is not None and care_team_role(fold(role.group("role")))


def _wants_a_surname(word: str, evidence: NameEvidence, language: str) -> bool:
    """An initial, or a first name people bear often (``CAPITALS_FIRST_NAME_ZIPF``), more than as a
    surname: what a name opens with, not all it is ("HELMUT", "GUNHILD"; not "VASOS", "WONDE", which
    the lists' noise gives as rare first names)."""
    first = evidence.first_name_zipf(word.capitalize())
    return len(word) == 1 or first >= CAPITALS_FIRST_NAME_ZIPF and first > evidence.surname_zipf(word.capitalize()) \
        and evidence.kind(word.capitalize(), language, first_name=True) == NAME


class NameDetector:
    """Names by title cue, first-name list and initials; see the module docstring."""

    name = DETECTOR

    def __init__(self) -> None:
        self._first_names = first_names()
        self._last_names = last_names()
        self._evidence = name_evidence()
        self._signatures = SignatureFinder(self._evidence)

    def detect(self, note: Note, persons: Sequence[Person] = ()) -> List[Span]:
        # Read as the pattern detector does, with OCR's digits inside names read back ("Ingr1d"): the
        # copy has the note's length, so a span found on it has the same offsets in the note.
        text = repair_names(note.text, note.locale, self._evidence)
        lower_case = written_in_lower_case(text)
        if lower_case:
            language = text_language(note.locale)
            as_written = text
            # Names get their capital (deid.detect.note_case); initials are looked for as written.
            text = self._signing_initials_in_capitals(
                self._signing_initial_and_surname(truecased(text, language), as_written=text), language,
                as_written=text)
            # A name the truecased copy alone found is no drug before its dose ("in ps asa 300 mg per os"):
            # the capital that would tell them apart is the copy's, not the writer's.
            found = [s for s in self._detect(text, note.locale, cased=False) if not DOSE_AFTER.match(text, s.end)]
            taken = [(s.start, s.end) for s in found]
            return sorted(found + [Span(a, b, "NAME", DETECTOR, SCORE_INITIALS)
                                   for a, b in self._lower_undotted_signers(as_written, language)
                                   if not any(x < b and a < y for x, y in taken)])
        elif written_in_capitals(text):
            # In capitals every word looks like a name and none like one. Initials and signatures
            # are read as written; names also on the copy a cased note would be (the word lists
            # give names their capital, the rest is in lower case).
            # A name the copy alone finds must not be a drug before its dose ("KEPPRA 500 MG") or a
            # sign before its result ("ROVSING NEG."): their capitals no longer tell them apart.
            language = text_language(note.locale)
            small_text = lowered(text)
            small = self._signing_initials_in_capitals(
                self._signing_initial_and_surname(truecased(small_text, language), as_written=small_text), language,
                as_written=small_text)
            found = [cut for s in self._detect(text, note.locale)
                     for cut in [_cut_at_small_word(s, small, self._evidence, language)] if cut]
            copy = self._detect(small, note.locale, cased=False)
            # A name the copy reads longer from the same first word replaces the one read as written
            # ("NEMESIO VIVES": the capitals alone could not tell the surname from the word).
            found = [s for s in found if not any(c.start == s.start and c.end > s.end
                                                 and not _staff_words(small[s.end:c.end]) for c in copy)]
            taken = [(s.start, s.end) for s in found]
            return sorted(found + [s for s in copy
                                   if not any(a < s.end and s.start < b for a, b in taken)
                                   and not DOSE_AFTER.match(text, s.end)
                                   and not any(eponym_result_after(text[m.start() - 1:s.end + 24])
                                               for m in _WORD_IN_SPAN.finditer(text, s.start, s.end)
                                               if m.start() > s.start)
                                   and not eponym_result_after(text[s.end:s.end + 24])])
        return self._detect(text, note.locale, cased=not lower_case, mixed_case=True)

    def _signing_initials_in_capitals(self, text: str, language: str, as_written: Optional[str] = None) -> str:
        """A note written in lower case writes its signers' initials small too ("... obs stable. lk"):
        a short token alone after a sentence's end at the end of a line, that is no word of any of
        our languages (nor an abbreviation, unit or grade of the staff lists), gets the capitals a
        cased note would give it, so the signature rules read it as they read "... obs stable. LK". A
        unit, an abbreviation or a first name that is also a word does so only when it closes two
        lines or more.

        The tokens are looked for in ``as_written``, the note as written in lower case, when ``text``
        is its truecased copy: the truecasing gives a capital to initials that happen to be a rare
        name of real populations, and those sign the note all the same."""
        chars = None
        source = text if as_written is None else as_written
        # With a full stop after it, a word closing its sentence too: only two or three letters are
        # initials there ("... – tq."; not "... revisadas por la aux. arce.").
        after_sentence = [m for m in _LOWER_INITIALS_AT_LINE_END.finditer(source)
                          if len(m.group("ini")) <= 3 or not source.startswith(".", m.end("ini"))]
        bare = list(_LOWER_TOKEN_AT_LINE_END.finditer(source))
        times = Counter(m.group("ini") for m in after_sentence + bare)
        closing = text.rstrip()
        for m in after_sentence + bare:
            token = m.group("ini")
            if token in ANSWERS_AND_STATES or token in TITLES:
                continue
            written = None
            closes_note = m.end() == len(closing) and len(_WORD_IN_SPAN.findall(
                text, text.rfind("\n", 0, m.start()) + 1, m.start())) >= LOWER_CLOSING_LINE_MIN_WORDS
            if m.re is _LOWER_TOKEN_AT_LINE_END and times[token] < REPEATED_LOWER_SIGNER and not closes_note \
                    and not self._log_entry_initials(source, m, token):
                continue
            # The note's last word after a line of its words is its signer's place: there only the
            # note's own language must not write two or three letters often ("... in attesa di
            # risposta ep"); never a particle's surname ("luc de neve").
            languages = LANGUAGES
            if closes_note and len(token) <= 3:
                before_token = _WORD_IN_SPAN.findall(source, max(0, m.start("ini") - 24), m.start("ini"))
                if not (before_token and fold(before_token[-1]) in PARTICLES):
                    languages = (language,)
            mc = _LOWER_INITIALS_MC.fullmatch(token)
            if mc is not None and max(self._evidence.text_zipf(token, lang)
                                      for lang in languages) < LOWER_INITIALS_MAX_ZIPF:
                written = mc.group(1).upper() + mc.group(2).capitalize() + mc.group(3).upper()  # "dmck": "DMcK"
            elif len(token) <= LOWER_INITIALS_MAX_LETTERS and not (
                    token in NOT_SIGNATURES or token in STAFF_ABBREVIATIONS or token in _UNIT_WORDS
                    or max(self._evidence.text_zipf(token, lang) for lang in languages) >= LOWER_INITIALS_MAX_ZIPF
                    or self._surname_after_first_name(text, m.start("ini"), token, language)):
                written = token.upper()
            elif times[token] >= REPEATED_LOWER_SIGNER:
                # The same unit, abbreviation or word alone after a sentence at a line's end, again and
                # again ("... wound dressed. ml" and "... mobilised with frame. ml"; "... slept well.
                # faith"): a signer, as no unit or dose stands alone twice. A first name that is also
                # a word of the note's language gets a first name's capital; the rest are initials.
                if len(token) >= 3 and self._evidence.first_name_zipf(token) >= REPEATED_SIGNER_MIN_FIRST_NAME_ZIPF \
                        and self._evidence.text_zipf(token, language) < REPEATED_SIGNER_MAX_ZIPF:
                    written = token.capitalize()
                elif len(token) <= 3:
                    written = token.upper()
            if written is None:
                continue
            chars = chars if chars is not None else list(text)
            chars[m.start("ini"):m.end("ini")] = written
        return text if chars is None else "".join(chars)

    def _surname_after_first_name(self, text: str, start: int, token: str, language: str) -> bool:
        """The short token at ``start`` is a surname of real populations right after a first name the
        truecasing gave its capital ("..., Alessandra zola"), not a signer's initials."""
        before = _WORD_BEFORE.search(text, max(0, start - 32), start)
        return before is not None and before.group("rel")[:1].isupper() \
            and self._evidence.kind(before.group("rel"), language, first_name=True) == NAME \
            and self._evidence.surname_zipf(token) > 0.0

    def _signing_initial_and_surname(self, text: str, as_written: str) -> str:
        """A note written in lower case signs with an initial and a surname too ("... pansement
        refait. c. roux", "redacta: b. pastor", "j. fowler / typed ..."): where a signature stands (the
        line's start, or after a sentence's end, a colon or a slash; the line's end, a slash or a
        bracket after it) an initial with its dot and a word real populations bear as a surname
        (``SIGNING_SURNAME_MIN_ZIPF``) get a cased note's capitals, however frequent the word, so
        the signature rules read them as they read "C. Roux"; anywhere else, a surname among the
        commonest (``_LOWER_INITIAL_AND_WORD``). Looked for in ``as_written``."""
        chars = None
        pairs = [(m, SIGNING_SURNAME_MIN_ZIPF) for m in _LOWER_INITIAL_AND_SURNAME.finditer(as_written)]
        pairs += [(m, COMMON_SURNAME_MIN_ZIPF) for m in _LOWER_INITIAL_AND_WORD.finditer(as_written)
                  if not latin_binomial(m.group())]
        for m, bar in pairs:
            surname = m.group("s")
            if fold(surname) in TITLES or fold(surname) in _CALENDAR \
                    or self._evidence.surname_zipf(surname.capitalize()) < bar:
                continue
            chars = chars if chars is not None else list(text)
            chars[m.start("i")] = m.group("i").upper()
            chars[m.start("s")] = surname[0].upper()
        return text if chars is None else "".join(chars)

    def _lower_undotted_signers(self, text: str, language: str) -> List[Tuple[int, int]]:
        """In a note written in lower case, an initial without its dot and a surname where a signer
        stands: "k frost" alone on its line, "... / j hughes", "consultant mr t hardy /", "checked
        s patel rn". The letter is no word of the language ("a", "y", "e") and the word is a
        surname real populations bear (``SIGNING_SURNAME_MIN_ZIPF``), however frequent it is as a
        word ("hardy", "frost"): the place says it is a person, as the dotted form's rule has it
        (``_signing_initial_and_surname``). The place: a line's start, a sentence's end, a colon, a
        slash or a title before (anything before in a note without punctuation), and the line's end,
        a slash or a bracket after; or a grade or role word of the staff right after ("bms",
        "dipl-psych"), wherever it stands."""
        out = []
        # A note without a sentence's punctuation anywhere (dictation): the line's end alone is the place.
        unpunctuated = written_without_punctuation(text)
        for m in _LOWER_LETTER_AND_WORD.finditer(text):
            letter, surname = m.group("i"), m.group("s")
            key = fold(surname)
            # A word of one letter, its accent folded ("a", "à paris"), a term's letter, or a word no
            # population bears as a surname often enough.
            if fold(letter) in _ONE_LETTER_WORDS.get(language, ()) or letter in _TERM_LETTERS or key in TITLES \
                    or key in _CALENDAR or key in ROLE_WORDS or key in STAFF_ABBREVIATIONS or key in PARTICLES \
                    or self._evidence.surname_zipf(surname.capitalize()) < SIGNING_SURNAME_MIN_ZIPF:
                continue
            if unpunctuated and key in major_places():
                continue  # "... après une chute à domicile à paris": a town, in a sentence that lost its marks
            before = text[max(0, m.start() - 24):m.start()]
            if _NUMBER_BEFORE.search(before):
                continue  # "running over 24 h long": the letter is the number's unit
            after = _WORD_AFTER.match(text, m.end())
            role_after = after is not None and _staff_word(after.group("w"))
            if not (role_after or (_SIGNER_PLACE_BEFORE.search(before) or _TITLE_BEFORE_INITIAL.search(before)
                                   or unpunctuated) and _SIGNER_PLACE_AFTER.match(text, m.end())):
                continue
            out.append((m.start(), m.end()))
        return out

    def _log_entry_initials(self, text: str, m, token: str) -> bool:
        """Initials closing a log entry once ("22:10 turned, pressure areas checked pq"): the line opens with
        a clock time, the token has at most ``LOWER_INITIALS_MAX_LETTERS`` letters, is no unit,
        abbreviation or measured quantity, and passes ``closes_log_entry`` (rare in all our
        languages, no function word before it: "dressing changed on cvc")."""
        line_start = text.rfind("\n", 0, m.start()) + 1
        if len(token) > LOWER_INITIALS_MAX_LETTERS or not _LOG_LINE_START.match(text, line_start) \
                or token in NOT_SIGNATURES or token in STAFF_ABBREVIATIONS or token in _UNIT_WORDS or measured(token):
            return False
        return closes_log_entry(token, _WORD_IN_SPAN.findall(text, line_start, m.start()), self._evidence)

    def _detect(self, text: str, locale: str, cased: bool = True, mixed_case: bool = False) -> List[Span]:
        # ``cased``: ``text`` is the note as written, not the truecased copy of a note in lower case
        # or in capitals (where the word lists, not the writer, gave the capitals).
        words = [_Word(m) for m in _TOKEN.finditer(text)]
        spans: List[Span] = []
        # Ranges taken so far, disjoint, kept sorted: an overlap is found by bisection,
        # not by a scan of every earlier name (quadratic on a long note; issue 12, item 3).
        taken: List[Tuple[int, int]] = []
        rules = [(self._after_title, SCORE_CUED), (self._first_name, SCORE_FIRST_NAME),
                 (self._initials, SCORE_INITIALS)]
        if not cased:
            rules.insert(0, (self._list_item_name, SCORE_FIRST_NAME))  # before a cue takes the first name alone
        if any(w.key in _PLURAL_TITLES for w in words) or _TITLED_LIST.search(text) is not None:
            rules.insert(1, (self._title_list, SCORE_CUED))  # few notes have a list after a title: the others skip it
        for rule, score in rules:
            for i in range(len(words)):
                found = rule(text, words, i, locale)
                if found is None:
                    continue
                start, end = found
                at = bisect.bisect_left(taken, (end,))  # taken[:at] start before ``end``
                if at and taken[at - 1][1] > start:
                    continue
                taken.insert(at, (start, end))
                spans.append(Span(start, end, "NAME", DETECTOR, score))
        language = locale[:2]

        def take(found, score: float) -> None:
            """Keep each of ``found`` that overlaps no name kept so far."""
            for start, end in found:
                at = bisect.bisect_left(taken, (end,))
                if at and taken[at - 1][1] > start:
                    continue
                taken.insert(at, (start, end))
                spans.append(Span(start, end, "NAME", DETECTOR, score))

        take(name_fields(text), SCORE_CUED)
        take(signer_columns(text), SCORE_SIGNATURE)
        take(person_fields(text, language), SCORE_CUED)
        take(self._signatures.find(text, language), SCORE_SIGNATURE)
        take(self._surname_then_initial(text, language), SCORE_INITIALS)  # before a slash pair takes its surname
        take(self._glued_initials(text, language), SCORE_INITIALS)
        take(self._partners(text, taken, language), SCORE_SIGNATURE)
        take(self._companions(text, taken, language), SCORE_SIGNATURE)
        take(self._list_mates(text, words, taken, locale), SCORE_INITIALS)
        take(self._after_team_word(text, words, language), SCORE_FIRST_NAME)
        if not cased:
            take(self._team_line_small_first_name(text, language), SCORE_FIRST_NAME)
        take(self._named_with_age(text, language), SCORE_FIRST_NAME)
        if "(" in text:
            take(self._called_names(text, words, language), SCORE_CUED)
        take(self._surname_first_after_agent(text, language), SCORE_FIRST_NAME)
        take(self._after_agent_word(text, language), SCORE_FIRST_NAME)
        # On the truecased copy of a note in capitals or in lower case the word lists gave every
        # name-like word its capital, abbreviations in brackets too ("(Nok)"): there, only a first
        # name people bear often that no language of ours writes as a word.
        take(self._bracketed_first_names(text, language, strict=not cased), SCORE_FIRST_NAME)
        take(self._first_name_list(text, language, cased), SCORE_FIRST_NAME)
        take(self._called_for(text, language), SCORE_FIRST_NAME)
        take(self._named_by_relation(text, language), SCORE_FIRST_NAME)
        take(self._preferred_or_thanked(text, language), SCORE_FIRST_NAME)
        take(self._senior_by_article(text, language), SCORE_FIRST_NAME)
        if any(w.key in PLURAL_RELATION_WORDS for w in words):
            take(self._kin_lists(text, words, language), SCORE_CUED)
        take(_signed_initials(text), SCORE_SIGNATURE)
        take(_known_initials(text, taken, lower_case=not cased, language=language), SCORE_SIGNATURE)
        if mixed_case:
            # last: a first name alone inside a sentence, where no cue rule found a person (a note
            # in mixed case only, whose capitals the writer gave)
            take(lone_first_names(text, language, self._evidence), SCORE_LONE_FIRST_NAME)
        return sorted(filter(None, (_before_contact_word(text, s) for s in spans
                                    if not _ordinal_before_role(text, s) and not _scale_before_score(text, s))))

    def _glued_initials(self, text: str, language: str) -> List[Tuple[int, int]]:
        """Initials glued to a surname ("R.Fairbrother"): a surname of the lists that is no ordinary
        word, or one more a name than a word that none of our languages writes often; no eponym
        ("M.Crohn"), drug, term of the trade or germ ("E.Coli", "C.Difficile": Latin, or words)."""
        out = []
        for m in _GLUED_INITIALS.finditer(text):
            surname = m.group("surname")
            key = fold(surname)
            if key in EPONYMS or key in TITLES or key in _CALENDAR or self._evidence.is_drug(surname) \
                    or clinical_word(key) or latin_binomial(m.group()):
                continue
            kind = self._evidence.kind(surname, language)
            if key in self._last_names and kind != WORD or kind == NAME and all(
                    self._evidence.text_zipf(surname, other) < GLUED_SURNAME_MAX_ZIPF for other in LANGUAGES):
                out.append((m.start(), m.end()))
        return out

    def _partners(self, text: str, taken, language: str) -> List[Tuple[int, int]]:
        """The other side of a slash from a name: "Haider/Kröll", "Charo / Reme", "Fien / Anouk"
        (two people who did the work together), when that side is no ordinary word."""
        out = []
        for m in _SLASH_PAIR.finditer(text):
            # Two capitalised words around a slash, one a first name: "Hartkopf/Renate".
            a, b = m.group("a"), m.group("b")
            if any(care_team_role(fold(x)) or fold(x).endswith(_ROLE_COMPOUND_HEADS + _GERMAN_ROLE_HEADS) for x in (a, b)):
                continue  # "Anna / Stationsarzt": a name and a role, one person
            if all(drug_clipping(x) for x in (a, b)) and min(self._evidence.first_name_zipf(x) for x in (a, b)) \
                    < CLIPPED_DRUG_NAME_ZIPF:
                continue  # "Pip/Taz", "Amox/Clav": two drugs clipped, a combination (not "Ana/Eva")
            kinds = [self._evidence.kind(x, language, first_name=True) for x in (a, b)]
            if NAME in kinds and all(self._evidence.kind(x, language) != WORD for x in (a, b)):
                out.extend([(m.start("a"), m.end("a")), (m.start("b"), m.end("b"))])
        for start, end in taken:
            for m in (_SLASH_AFTER.match(text, end), _SLASH_BEFORE.search(text, max(0, start - 64), start)):
                if m is None:
                    continue
                word = m.group("name")
                w_start = m.start("name")
                if self._evidence.kind(word, language) == WORD and word.lower() not in self._first_names:
                    continue
                if fold(word).endswith(_ROLE_COMPOUND_HEADS + _GERMAN_ROLE_HEADS):
                    continue  # "Dr. Irina Kovalenko / Anästhesiepflege": a service, not a partner
                if word.isupper() and len(word) <= 4 and not (text[start:end].isupper() and len(text[start:end]) <= 4):
                    continue  # "MRT/CT": an acronym beside initials is not their partner
                out.append((w_start, w_start + len(word)))
        return out

    def _companions(self, text: str, taken, language: str) -> List[Tuple[int, int]]:
        """A surname joined to a name by "and": "Dr. Albers und Kowalczyk", "le Dr Tanguy et
        Kergoat" (the title of the first carries over), when the word is more a name than a word."""
        out = []
        for _, end in taken:
            m = _AND_NAME_AFTER.match(text, end)
            if m is None:
                continue
            word = m.group("name")
            key = fold(word)
            if key in TITLES or key in EPONYMS or key in _CALENDAR or (word.isupper() and len(word) <= 4):
                continue
            # Only a word the name lists know better than the language's words: one known to no list
            # is as often a drug's brand ("et Efferalgan") or, in German, a compound noun.
            if self._evidence.kind(word, language) == NAME:
                out.append((m.start("name"), m.end("name")))
        return out

    def _kin_lists(self, text: str, words, language: str) -> List[Tuple[int, int]]:
        """The people a plural relation lists: "dos hijos, Bruno y Leire", "three children, yara,
        emil and cosima", "zwei Kinder (Cosima und Emil)", "deux filles, Ottilie qui vit à Nantes
        et Gaspard".

        The list opens right after the relation (a comma or a bracket between) and goes on
        while a separator (comma, semicolon, "and" of our languages) leads to the next person; an
        age in brackets or a relative clause ("que vive en ...", "who lives in ...") may follow a
        person before the separator. Each person is a first name of real populations that is no
        ordinary word of the language (in lower case too: lower-case notes write their names so);
        the first other word ends the list."""
        out: List[Tuple[int, int]] = []
        for i, rel in enumerate(words):
            if rel.key not in PLURAL_RELATION_WORDS:
                continue
            pos, k, first = rel.end, i + 1, True
            conjunctions = _CONJUNCTIONS.get(language, _LIST_WORDS)
            while k < len(words):
                between = text[pos:words[k].start]
                if first:
                    if not _KIN_OPENING.fullmatch(between):
                        break
                elif words[k].key in conjunctions:
                    if not _KIN_BEFORE_CONJUNCTION.fullmatch(between) or k + 1 >= len(words) \
                            or not _BLANK.match(text[words[k].end:words[k + 1].start]):
                        break
                    k += 1
                elif not _KIN_COMMA.fullmatch(between):
                    break
                item = words[k]
                if not self._kin_name(item, language):
                    break
                found = self._name_from(text, words, k, language=language) if item.capitalised() \
                    else (item.start, item.bare_end)
                if found is None:
                    break
                out.append(found)
                pos, first = found[1], False
                bracket = _KIN_BRACKET.match(text, pos)
                if bracket is not None:
                    pos = bracket.end()
                while k < len(words) and words[k].start < pos:
                    k += 1
                if k < len(words) and words[k].key in _RELATIVE_PRONOUNS and _BLANK.match(text[pos:words[k].start]):
                    k = self._clause_end(text, words, k, conjunctions)
                    if k is None:
                        break
                    pos = words[k - 1].end
        return out

    @staticmethod
    def _clause_end(text: str, words, k: int, conjunctions) -> Optional[int]:
        """The conjunction that ends a relative clause opening at word ``k`` ("que vive en Vigo y"),
        within a few words and no punctuation; None when the clause ends otherwise."""
        for m in range(k + 1, min(len(words), k + 1 + _KIN_CLAUSE_WORDS)):
            if not _BLANK.match(text[words[m - 1].end:words[m].start]):
                return None
            if words[m].key in conjunctions:
                return m
        return None

    def _kin_name(self, w: _Word, language: str) -> bool:
        """A person's name as an item of a list of relatives (``_kin_lists``)."""
        key = w.key
        if len(key) < 2 or key in TITLES or key in ROLE_WORDS or key in RELATION_WORDS or key in PLURAL_RELATION_WORDS \
                or key in PARTICLES or key in _CALENDAR or key in _LIST_WORDS or w.text.endswith(".") and len(key) <= 3 \
                or w.text.isupper() and len(w.text) <= 4:
            return False
        # Only a first name of real populations: after a plural relation with a colon a family
        # history may stand as well ("Eltern: Morbus Crohn", "hermanos: sanos").
        if self._evidence.kind(w.text, language, first_name=True) != NAME:
            return False
        return w.capitalised() or self._evidence.text_zipf(w.text, language) < LOWER_NAME_MAX_ZIPF

    # --- the name after a cue --------------------------------------------------------------

    def _name_from(self, text: str, words, j: int, allow_single_first: bool = True,
                   after_title: bool = False, language: str = "en") -> Optional[Tuple[int, int]]:
        """The name starting at word ``j``: initials, then capitalised words and particles, same line."""
        start = None
        end = last = None
        count = 0
        k = j
        while k < len(words) and count < MAX_NAME_WORDS:
            w = words[k]
            if start is not None and ("\n" in text[end:w.start] or "  " in text[end:w.start]):
                break  # a name ends at a line end or a column gap
            if start is not None and count and w.text.isupper() and len(w.text) <= 4 and not text[start:end].isupper():
                break  # "N Crane GMC": an acronym after a name in mixed case is not part of it
            gap = text[end:w.start].strip(" \t") if start is not None else ""
            if gap in ("'", "’") and w.key == "t":
                gap = ""  # "in 't Veld": the particle's apostrophe
            if start is not None and gap not in ("", ",") or \
                    (start is not None and text[end:w.start].strip(" \t") == "," and not self._comma_name(words, k)):
                break
            bare_initial = len(w.text) == 1 and w.text.isupper() and k + 1 < len(words) \
                and words[k + 1].capitalised() and text[w.end:words[k + 1].start] == " "
            if (w.is_initials() or bare_initial and start is None or _THREE_INITIALS.fullmatch(w.text) and start is None) \
                    and (start is None or count == 0):
                start = w.start if start is None else start
                end = w.end
                k += 1
                continue
            if self._particle(text, words, k) and self._particles_then_name(text, words, k, after_title and count == 0) \
                    and not self._article(text, words, k, language):
                start = w.start if start is None else start
                end = w.end
                k += 1
                continue
            # An eponym is a person's surname right after a title ("Dr Parkinson") and after a first
            # name of the lists when populations bear it ("Bethan Pugh"; "Child-Pugh" is a score).
            eponym_ok = after_title and count == 0 or count == 1 and words[j].key in self._first_names \
                and self._evidence.surname_zipf(w.text) >= SURNAME_WORD_ZIPF
            if not (count == 1 and self._calendar_second_first_name(text, words, k)) \
                    and not self._name_word(w, text, eponym_ok=eponym_ok):
                break
            if count >= 2 and (care_team_role(w.key) or team_word(w.key) or self._evidence_word(w, language)
                               and w.key not in self._last_names and "-" not in w.key
                               and self._evidence.text_zipf(w.text, language) >= FREQUENT_WORD_ZIPF
                               and self._evidence.surname_zipf(w.text) < SURNAME_WORD_ZIPF):
                break  # "Luis Moreno Vidal Servicio de ...", "... Residente", "... Omloop": the name has ended
            if count and w.text.isupper() and len(w.key) > 1 and not w.is_initials() and text[start:end].isupper() \
                    and w.key not in self._last_names \
                    and self._evidence.text_zipf(w.text, language) >= LOWER_NAME_MAX_ZIPF \
                    and self._evidence.kind(w.text, language) == WORD:
                break  # "DR HOLLOWAY ON 2/10": in capitals a very frequent word after the name is the sentence's
            if count >= 2 and len(w.text) == 2 and not w.text.isupper():
                break  # "... Ferrán-Olmedo Pz de la Ermita": a two-letter abbreviation ends a long name
            if w.text.endswith(".") and len(w.key) <= 3 and not w.is_initials() and count == 0 \
                    and (k + 1 >= len(words) or not words[k + 1].capitalised()):
                break  # "Pat.", "Kat.": an abbreviation, not a name
            start = w.start if start is None else start
            end = w.bare_end
            last = end
            count += 1
            k += 1
            if w.text.endswith(".") and not w.is_initials():
                break  # a sentence ends here
        if start is None or count == 0:
            return None
        return start, last  # particles the name did not go on after are no part of it ("... den Leuten")

    def _calendar_second_first_name(self, text: str, words, k: int) -> bool:
        """A month that people bear as a first name, second of a double first name right after a
        first name of the lists ("Henk Jan", "Kees Jan"), however the phrase ends; not a date's
        ("Henk, 12 Jan" has its number)."""
        w = words[k]
        return k > 0 and w.key in _CALENDAR_FIRST_NAMES and w.capitalised() and not w.text.isupper() \
            and words[k - 1].key in self._first_names and _BLANK.match(text[words[k - 1].end:w.start]) is not None \
            and not _NUMBER_AFTER.match(text, w.end)

    @staticmethod
    def _particle(text: str, words, k: int) -> bool:
        """Word ``k`` is a surname particle: "van", "de la", and the Dutch "'t" of "in 't Veld", whose
        preposition "in"/"op"/"uit" is a particle only right before that "'t" ("op 't Hof")."""
        key = words[k].key
        if key == "t":
            return words[k].start > 0 and text[words[k].start - 1] in "'’"
        if key in _DUTCH_PARTICLE_HEADS:
            return k + 1 < len(words) and words[k + 1].key == "t" and NameDetector._particle(text, words, k + 1)
        return key in PARTICLES

    def _article(self, text: str, words, k: int, language: str) -> bool:
        """Word ``k`` is a German article, not a surname particle: it opens the particles (no "von"
        before it) and an ordinary word follows them ("Herr der Lage"; "von der Aue", "Frau den Hartog"
        stay names)."""
        if language != "de" or words[k].key not in _GERMAN_ARTICLES \
                or k > 0 and words[k - 1].key in PARTICLES and _BLANK.match(text[words[k - 1].end:words[k].start]):
            return False
        m = k
        while m < len(words) and self._particle(text, words, m) and m - k < 3:
            m += 1
        return m < len(words) and (self._evidence_word(words[m], language) or words[m].key in _COMMON)

    def _particles_then_surname(self, text: str, words, k: int, language: str) -> bool:
        """Particles from word ``k`` on, then a surname: a word of the surname lists, a surname of
        real populations or no ordinary word ("de Haan", "del Pino", "van Ham"; not "de Urgencias")."""
        m = k
        while m < len(words) and self._particle(text, words, m) and m - k < 3:
            m += 1
        if m >= len(words) or m == k or "\n" in text[words[k].end:words[m].start] \
                or not self._name_word(words[m], text, eponym_ok=True) or self._article(text, words, k, language):
            return False
        w = words[m]
        if care_team_role(w.key) or _STREET_END.search(w.key) and w.key not in self._last_names:
            return False  # "Dr. de Urgencias"; "Dokter van Beukweg 2" is a street
        return w.key in self._last_names or not self._evidence_word(w, language) \
            or self._evidence.surname_zipf(w.text) >= SURNAME_WORD_ZIPF \
            or words[k].key in _NOBLE_PARTICLES  # "Frau Dr. von der Aue": "von" makes a surname of any word

    def _particles_then_name(self, text: str, words, k: int, eponym_ok: bool = False) -> bool:
        """Particles from word ``k`` on ("de la", "van den"), then a name word, on one line."""
        m = k
        while m < len(words) and self._particle(text, words, m) and m - k < 3:
            m += 1
        return m < len(words) and self._name_word(words[m], text, eponym_ok=eponym_ok) \
            and "\n" not in text[words[k].end:words[m].start]

    @staticmethod
    def _comma_name(words, k: int) -> bool:
        """"Porter, Jane": a comma inside a name only before a single first name ending it."""
        return False

    @staticmethod
    def _name_word(w: _Word, text: str = "", eponym_ok: bool = False) -> bool:
        """``eponym_ok``: right after a title an eponym is a person ("Dr Parkinson", "Dr. Crohn")."""
        if not w.capitalised() or len(w.key) < 2:
            return False
        if text[w.end:w.end + 1].isdigit():
            return False  # "SPSGPP41...": a code, not a word
        key = w.key
        if "º" in w.text or "ª" in w.text:
            return False  # "NºCol", "Nª": a number's label, not a name
        if key.endswith(("'s", "’s")):
            key = key[:-2]  # "Hartmann's" (solution), "Parkinson's"
        if key in _CALENDAR and not (key in _CALENDAR_FIRST_NAMES and _calendar_first_name(text, w.end)):
            return False
        return not (key in NOT_AFTER_TITLE or key in TITLES or key in ROLE_WORDS
                    or (key in EPONYMS and not eponym_ok))

    # --- rule 1: titles and roles -----------------------------------------------------------

    def _is_cue(self, w: _Word, locale: str, nxt: Optional[_Word], text: str = "") -> bool:
        key = _cue_key(w)
        if key == "m" and w.text == "M.":
            return locale in _FRENCH and nxt is not None and nxt.key not in EPONYMS
        if key not in TITLES and key not in ROLE_WORDS and key not in STAFF_ABBREVIATIONS and key not in COLLEAGUE_WORDS \
                and not (len(key) > 8 and key.endswith(_ROLE_COMPOUND_HEADS)) and not _hyphenated_role(key):
            return False
        if w.text.endswith(".") and len(key) > 4:
            return False  # "Ex infermiere. Referente ...": a word in full with a dot ends a sentence
        bare = w.text.rstrip(".")
        if len(bare) > 1 and bare.isupper() and bare not in _CAPITAL_TITLES and key not in STAFF_ABBREVIATIONS:
            # "HR 90", "SR.", "MS", "OA", "DR": abbreviations and headings in capitals, unless the
            # whole line is in capitals and a title of several letters precedes a name word
            # ("D/W SURG REG DR OKONKWO", "VISITE DR. HOFFMANN-LANDAU").
            return key in TITLES and nxt is not None and self._capitals_line(w, nxt, text, locale[:2])
        return True

    def _capitals_line(self, w: _Word, nxt: _Word, text: str, language: str) -> bool:
        start = text.rfind("\n", 0, w.start) + 1
        end = text.find("\n", w.end)
        line = text[start:end if end >= 0 else len(text)]
        return bool(line) and not any(ch.islower() for ch in line) and (nxt.is_initials() or nxt.text.isupper() and (
            len(nxt.key) > 2 and self._capital_name(nxt.text.rstrip("."), language)))

    def _capital_name(self, word: str, language: str) -> bool:
        """A word in capitals that may be a name: no ordinary word; a double-barrelled surname by its
        parts ("HOFFMANN-LANDAU": the text frequency of the whole is that of its two words). Each is
        judged as a name is written, capitalised: the evidence reads a word in capitals as an
        abbreviation, and this one follows a title ("DRA. URQUIJO")."""
        parts = [p[0] + p[1:].lower() for p in word.split("-") if p]
        if len(parts) > 1:
            kinds = [self._evidence.kind(p, language) for p in parts]
            return NAME in kinds or WORD not in kinds
        # After the title a surname frequent in real populations is the person's even where it is
        # also a word ("DR. TESTA": a capital would have told it in a cased note), as after a
        # carer's role in a cased one (``ROLE_SURNAME_ZIPF``).
        return bool(parts) and (self._evidence.kind(parts[0], language) != WORD
                                or self._evidence.surname_zipf(parts[0]) >= ROLE_SURNAME_ZIPF)

    def _after_title(self, text: str, words, i: int, locale: str) -> Optional[Tuple[int, int]]:
        nxt = words[i + 1] if i + 1 < len(words) else None
        language = locale[:2]
        if words[i].start and text[words[i].start - 1].isalnum():
            return None  # "18Fr", "2Dr": glued to a number, a unit or a code, not a title
        k = i + 1
        if nxt is not None and nxt.key in BIRTH_ORDER and k + 1 < len(words) \
                and _BLANK.match(text[nxt.end:words[k + 1].start]):
            k += 1  # "su hermana mayor Marta", "his younger brother Tom": the name after the birth order
        if nxt is not None and _relation(words[i].key, language) and not words[i].text.isupper() \
                and _BLANK.match(text[words[i].end:nxt.start]) \
                and (not words[i].text.endswith(".") or words[i].key in _MAIDEN_WORDS):
            nxt = words[k]
            if nxt.key in _CALENDAR_FIRST_NAMES and nxt.capitalised() and not nxt.text.isupper() \
                    and not _NUMBER_AFTER.match(text, nxt.end):
                # "zoon Jan", "Echtgenoot Jan De Smet": a month's name after a relation is the person's
                return self._name_from(text, words, k, language=language) or (nxt.start, nxt.bare_end)
            # "Tochter Heike", "son Declan", "marito arben": a name, not a noun ("Tochter Entlassung").
            if not nxt.capitalised() and not self._lower_name(nxt, language, strict=True):
                # "fils jean pierre moreau": a first name that is also a frequent word, then a name
                end = self._lower_first_name_before_name(text, words, k, language)
                return (nxt.start, end) if end is not None else None
            if self._evidence_word(nxt, language) and not self._relative_first_name(nxt, language):
                return None
            if language == "de" and nxt.capitalised() and self._evidence.name_zipf(nxt.text) == 0.0:
                # German capitalises its nouns and the words that open a sentence its punctuation no
                # longer closes: after a relation, a word no population bears is no relative's name
                # ("Sohn Betreuungsbevollmächtigter", "Ehefrau Angstgetrieben ...").
                return None
            if not nxt.capitalised():
                return nxt.start, self._lower_surname_end(text, words, k, language)
            found = self._name_from(text, words, k, language=language)
            if found is not None and found[1] == nxt.bare_end and _opens_small(text, nxt.start):
                # the copy of a note in lower case gave the first name its capital, not the surname
                # that the word lists also know as a word ("daughter Emma brown")
                return found[0], self._lower_surname_end(text, words, k, language)
            return found
        if not self._is_cue(words[i], locale, nxt, text):
            return None
        if i > 0 and self._is_cue(words[i - 1], locale, words[i], text) and _GAP.match(text[words[i - 1].end:words[i].start]):
            return None  # inside a chain of titles: the first title reports ("Dienstarzt (Dr. X)" is no chain)
        j = i + 1
        while j < len(words) and (self._is_cue(words[j], locale, words[j + 1] if j + 1 < len(words) else None, text)
                                  or words[j].key in _TITLE_SUFFIXES) \
                and _GAP.match(text[words[j - 1].end:words[j].start]):
            j += 1
        if j >= len(words) or not _GAP.match(text[words[j - 1].end:words[j].start]):
            return None
        if language == "de" and words[j - 1].key in _ADDRESS_TITLES and j + 1 < len(words) \
                and occupation(words[j].text, language) and words[j].key not in self._last_names \
                and words[j + 1].capitalised() and not words[j + 1].text.isupper() \
                and _BLANK.match(text[words[j].end:words[j + 1].start]) and not self._evidence_word(words[j + 1], language):
            # German addresses a person by title and occupation: "Herr Rechtsanwalt Kemper", "Frau
            # Pfarrerin Lindner" (elsewhere an occupation there is the surname: "Mr Porter").
            j += 1
        first = words[j]
        titled = any(words[m].key in TITLES for m in range(i, j))
        if self._particle(text, words, j) and (titled or self._carer_particle_surname(text, words, j)) \
                and self._particles_then_surname(text, words, j, language):
            # "Herr Dr. de Haan", "la Dra. del Pino", "dokter in 't Veld", "vpk. de Wit": a surname's
            # particles are in lower case, the title or the carer's role still announces the name.
            return self._name_from(text, words, j, after_title=True, language=language)
        if titled and all(words[m].key in _ADDRESS_TITLES for m in range(i, j)) and first.capitalised() \
                and not first.text.isupper() and self._evidence_word(first, language) \
                and first.key not in self._last_names and self._evidence.surname_zipf(first.text) < SURNAME_WORD_ZIPF \
                and self._evidence.text_zipf(first.text, language) >= OFFICE_WORD_ZIPF:
            return None  # "Sehr geehrter Herr Bürgermeister", "Herr Minister": an office, not a surname
        if not titled:
            if not first.capitalised() and self._carer_abbreviation(words[i], written_small=language) \
                    and _PHRASE_END_AFTER.match(text, first.bare_end) and self._surname_written_small(first, language):
                return first.start, first.bare_end  # "dall'inf. maderno,", "la aux. sureda."
            # A role word ("nurse", "vpk", "Schwester") announces a person less surely than a
            # title: "Nurse Specialist", "Stationsärztin UCH" are not names. A grade or a role
            # abbreviation ("PT", "VS", "consultant") even less: the name must be a known one.
            if self._evidence_word(first, language) and not self._role_surname(first, language, text):
                return None
            # A German physician's grade announces a surname no list knows too ("AÄ Quernheim"), and
            # so does a carer's grade written as an abbreviation in a cased note ("HCA Fitzmartin",
            # "dall'OSS Tomasetti"): a capitalised word known to no list, no compound noun or term
            # of the trade.
            kind = self._evidence.kind(first.text.rstrip("."), language)
            cue = _cue_key(words[i])
            # A carer's role abbreviation of three letters or a dot ("aux.", "OSS", "tcae") before a
            # surname real populations bear often is as sure as the role in full ("aux. Segura").
            carer_abbreviation = self._carer_abbreviation(words[i]) and self._role_surname(first, language, text)
            if cue not in ROLE_WORDS and cue not in COLLEAGUE_WORDS and kind != NAME and not carer_abbreviation \
                    and not (language == "de" and cue in _GERMAN_GRADES and kind == UNKNOWN) \
                    and not (cue in _CAPITALS_CARER_CUES and _CAPITALS_CUE.fullmatch(words[i].text) and kind == UNKNOWN
                             and self._unknown_surname(first, language)):
                return None
        if not first.capitalised() and not first.is_initials():
            # "doktor hollenbeck", "dr.ssa carugati", "kine joost": lower-case notes write names in
            # lower case too; the word must be no ordinary word of the language.
            # A short title in lower case may be something else ("mr" is also MRI): then the
            # word must be a known name, not merely no ordinary word.
            strict = len(words[i].key) <= 2 and words[i].text.islower()
            if titled and self._particle(text, words, j) and not self._article(text, words, j, language):
                return self._lower_particle_surname(text, words, j, language)
            if titled and _SMALL_INITIAL.fullmatch(first.text) and j + 1 < len(words) \
                    and (first.text.endswith(".") or first.key not in _ONE_LETTER_WORDS.get(language, ())) \
                    and _BLANK.match(text[first.end:words[j + 1].start]) and self._particle(text, words, j + 1) \
                    and not self._article(text, words, j + 1, language):
                # "drs. l. ter haar", dictated "drs l ter haar": an initial written small (no word of
                # one letter of the language), then the surname's particles
                found = self._lower_particle_surname(text, words, j + 1, language)
                return (first.start, found[1]) if found is not None else None
            if first.key in informed_participles(language):
                return None  # "Doctor bleeped", "dokter gebeld": the title's bearer was told, no surname follows
            if not (self._lower_name(first, language, strict=strict) or titled and self._lower_surname(first, language)) \
                    or "\n" in text[words[j - 1].end:first.start]:
                return None
            end = first.bare_end
            if j + 1 < len(words) and not words[j + 1].capitalised() and _BLANK.match(text[first.end:words[j + 1].start]) \
                    and self._lower_name(words[j + 1], language, surname=True) and not first.text.endswith("."):
                end = words[j + 1].bare_end  # "doktor renate haider"
            elif j + 1 < len(words) and len(first.key.replace(".", "")) <= 3 and words[j + 1].capitalised() \
                    and not words[j + 1].text.isupper() and _BLANK.match(text[first.end:words[j + 1].start]) \
                    and not first.text.endswith(".") and words[j + 1].key not in ROLE_WORDS \
                    and not care_team_role(words[j + 1].key) \
                    and self._evidence.kind(words[j + 1].text.rstrip("."), language) != WORD:
                # "dr ma Spijkerman", "dra mª Arantza ochandiano": initials that lost their dots, then the
                # name (in a note in lower case, the copy gave capitals to the words the lists know),
                # and a word after it written small that no language of ours writes: the surname the
                # lists lack
                found = self._name_from(text, words, j + 1, after_title=True, language=language)
                end = found[1] if found is not None else words[j + 1].bare_end
                k = j + 1
                while k < len(words) and words[k].start < end:
                    k += 1
                if k < len(words) and not words[k].capitalised() and _BLANK.match(text[end:words[k].start]) \
                        and len(words[k].key) >= 4 and not stop_word(words[k].key, language) \
                        and self._lower_name(words[k], language, surname=True) \
                        and self._evidence.kind(words[k].text.rstrip("."), language) == UNKNOWN:
                    end = words[k].bare_end
            return first.start, end
        found = self._name_from(text, words, j, after_title=titled, language=language)
        if found is not None and found[1] == first.bare_end and _opens_small(text, first.start) \
                and self._evidence.kind(first.text, language, first_name=True) == NAME:
            # the copy of a note in lower case gave the first name its capital, not the surname that
            # is also a word ("pflegekraft Almuth braun", "enfermera Consuelo pastor")
            return found[0], self._lower_surname_end(text, words, j, language)
        return found

    def _carer_particle_surname(self, text: str, words, j: int) -> bool:
        """After a carer's role or grade ("vpk. de Wit", "l'IDE De Sousa"), particles that open a
        surname: no conjunction ("SF y Clorhexidina"), and after them a capitalised surname real
        populations bear often, as the writer wrote it, not the capital a lower-case note's copy
        gave it (a lower-case "enf. de Guardia" is the nurse on call)."""
        if ELIDED_ARTICLE.sub("", words[j - 1].key) not in _CARER_CUES or words[j].key in _LIST_CONJUNCTIONS:
            return False
        m = j
        while m < len(words) and self._particle(text, words, m) and m - j < 3:
            m += 1
        if m >= len(words):
            return False
        w = words[m]
        return w.capitalised() and not w.text.isupper() and not _FIRST_LETTER_SMALL.match(text) \
            and self._evidence.surname_zipf(w.text.rstrip(".")) >= PARTICLE_SURNAME_ZIPF

    @staticmethod
    def _unknown_surname(w: _Word, language: str) -> bool:
        """A capitalised word known to no list that may be a surname: as written (not in capitals,
        which abbreviations share), of three letters or more, no compound noun of the language
        ("Wundversorgung") and no term of the trade."""
        bare = w.text.rstrip(".")
        return w.capitalised() and not bare.isupper() and len(bare) >= 3 and bare.replace("-", "").isalpha() \
            and not compound_noun(w.key, language) and not clinical_word(w.key)

    def _lower_particle_surname(self, text: str, words, j: int, language: str) -> Optional[Tuple[int, int]]:
        """After a title, a surname in lower case opened by its particles ("dr de graaf", "dokter van
        dam"): the word after them is a surname of real populations, no large place or clinical word
        ("el dr de guardia" is the doctor on call)."""
        m = j
        while m < len(words) and self._particle(text, words, m) and m - j < 3:
            m += 1
        if m == j or m >= len(words) or not _BLANK.match(text[words[m - 1].end:words[m].start]):
            return None
        w = words[m]
        bare = w.text.rstrip(".")
        if w.capitalised() or len(w.key) < 3 or care_team_role(w.key) or w.key in NOT_AFTER_TITLE \
                or w.key in major_places() or clinical_word(w.key):
            return None
        # A surname real populations bear often, even one that is also a word ("dr. van oosten",
        # "mevrouw de schrijver"); the doctor on call ("el dr de guardia", "le dr de garde") is rarer.
        if self._evidence.surname_zipf(bare) < PARTICLE_SURNAME_ZIPF:
            return None
        return words[j].start, w.bare_end

    def _title_list(self, text: str, words, i: int, locale: str) -> Optional[Tuple[int, int]]:
        """A name in the list a plural title opens ("Drs Lefèvre, Morel et Garnier", "Dres. Haas und
        Kern"), or a singular one written once for all ("Anwesend: Dr. Haas, Kern, Vogt", "Dr Morel
        et Garnier"): word ``i`` follows a comma or a conjunction, only names and separators stand
        between it and the title on the line, and it is a surname of the lists or of real
        populations, or no ordinary word. After a singular title the words must make a list
        (``_LIST_AFTER_TITLE``): "Dr. Haas, Kern" alone may be a name and a place or a service."""
        if i == 0 or not (any(ch in ",;&" for ch in text[words[i - 1].end:words[i].start])
                          or words[i - 1].key in _LIST_WORDS):
            return None
        k, singular = i - 1, False
        while True:
            if k < 0 or i - k > 4 * MAX_NAME_WORDS or not _LIST_GAP.fullmatch(text[words[k].end:words[k + 1].start]):
                return None
            w = words[k]
            if w.key in _PLURAL_TITLES and self._is_cue(w, locale, words[k + 1], text):
                break
            if _cue_key(w) in TITLES and self._is_cue(w, locale, words[k + 1], text):
                if _LIST_AFTER_TITLE.match(text, w.end) is None:
                    return None  # the nearest title opens no list: "Dr Hale, Sister Brook, Pharmacy: ..."
                singular = True
                break
            if not (w.capitalised() or w.key in PARTICLES or w.key in _LIST_WORDS or w.key in _TITLE_SUFFIXES):
                return None
            k -= 1
        item, language = words[i], locale[:2]
        if text.startswith(":", item.end):
            return None  # a field's label ("..., Pharmacy: Sam")
        if k == i - 1 or not item.capitalised() or item.text.isupper() and len(item.text) <= 4 \
                or self._evidence_word(item, language) and item.key not in self._last_names \
                and self._evidence.surname_zipf(item.text) < ROLE_SURNAME_ZIPF:
            return None
        if singular and item.key not in self._last_names and self._evidence.surname_zipf(item.text) < ROLE_SURNAME_ZIPF:
            return None  # a title written once: surnames people bear, not any rare word ("Dr. Albers und Thoraxdrainage")
        return self._name_from(text, words, i, language=language)

    def _lower_surname(self, w: _Word, language: str) -> bool:
        """After a title in lower case, a frequent surname of real populations that is also a word,
        but no very frequent one: "mr baker", "dr fisher" ("mr head", "dr white" stay words)."""
        bare = w.text.rstrip(".")
        return not w.text.endswith(".") and w.key not in NOT_AFTER_TITLE and w.key not in ROLE_WORDS \
            and self._evidence.surname_zipf(bare) >= ROLE_SURNAME_ZIPF \
            and self._evidence.text_zipf(bare, language) < LOWER_NAME_MAX_ZIPF

    @staticmethod
    def _carer_abbreviation(w: _Word, written_small: Optional[str] = None) -> bool:
        """A carer's role written short: with its dot ("inf.", "aux.", "vpk."), or three letters
        ("OSS", "tcae"). ``written_small``: the note's language, where the role announces a surname
        written small; there three letters without a dot must be no word of it (the French "aux" is
        "to the")."""
        cue = _cue_key(w)
        return care_team_role(cue) and (w.text.endswith(".") or len(cue) >= 3 and not (
            written_small and common_word(cue, written_small)))

    def _surname_written_small(self, w: _Word, language: str) -> bool:
        """In a note in lower case, where a surname stands (closing its phrase after a carer's role),
        a word no spelling dictionary of the language nor the English one writes small: a surname the
        population tables lack ("maderno", "castellitto"); not in German, whose dictionary writes every
        noun with a capital; never a term of the trade, a drug, an analyte or a role."""
        bare = w.text.rstrip(".")
        key = fold(bare)
        if len(key) < 4 or not bare.isalpha() or not written_small_nowhere(bare, language):
            return False
        return self._evidence.text_zipf(bare, language) < CARER_SURNAME_MAX_ZIPF \
            and not clinical_word(key) and not care_team_role(key) and not occupation(bare, language) \
            and not self._evidence.is_drug(key) and not measured(key) and key not in TITLES

    def _role_surname(self, w: _Word, language: str, text: str) -> bool:
        """A capitalised word after a role that is a frequent surname of real populations, even
        when also a word: "Inf. Ferro", "Schwester Vogel" (not "Nurse Specialist"), or, closing its
        line where a log's writer signs, a frequent first name ("Inf. Felice"). A dot after it
        makes it an abbreviation ("Inf. Gen."), unless the word has four letters or more and the
        dot ends the sentence, blanks or the line's end after it ("revisadas por la aux. Segura.")."""
        bare = w.text.rstrip(".")
        sentence_end = len(bare) >= 4 and w.text.endswith(".") and not w.text.endswith("..") \
            and (w.end >= len(text) or text[w.end] in " \t\n")
        signature = not w.text.endswith(".") and _LINE_END.match(text, w.end) is not None \
            and self._evidence.first_name_zipf(bare) >= ROLE_SIGNATURE_FIRST_NAME_ZIPF
        return w.capitalised() and not bare.isupper() and (not w.text.endswith(".") or sentence_end) \
            and (self._evidence.surname_zipf(bare) >= ROLE_SURNAME_ZIPF or signature)

    def _undotted_initial(self, text: str, words, i: int, locale: str,
                          listed: bool = False) -> Optional[Tuple[int, int]]:
        """An initial written without its dot, then the surname: "J Rijkers", "dr K Ostendorf",
        "Voorzitter: H Verbist", as dictation and hurried typing write it. A capital alone is
        also a word ("I", "A", Spanish "Y", Italian "E"), a grade ("ASA I") or a list's letter, so
        the surname must be a name of the lists or of real populations (no ordinary word, no
        unknown word), standing right after the letter on its line, and the pair in a place
        initials stand: after a line's start, a separator, "door", "by", a clock time, a title,
        a role or a meeting list's word ("chirurgen E Wouters", "Present T Hale"), before a role
        or the line's end ("T Hale SHO", "... checked and agreed T Hale"), or (``listed``) right after
        another person of a list written without commas."""
        w = words[i]
        language = locale[:2]
        m = i + 1  # the surname, after its particles: "J de Wit", "K van der Veen"
        while m < len(words) and m - i <= 3 and self._particle(text, words, m) and not words[m].capitalised():
            m += 1
        if m >= len(words) or w.key in _ONE_LETTER_WORDS.get(language, ()) \
                or any(text[words[n].end:words[n + 1].start] not in (" ", "\t") for n in range(i, m)):
            return None
        surname = words[m]
        before = text[max(0, w.start - 16):w.start]
        if _QUANTITY_BEFORE.search(before) or w.key in _HOUR_LETTERS and _CLOCK_BEFORE.search(before):
            return None  # "PARACETAMOL 1 G BD", "23.15 u Alicia": a quantity's unit, a clock time's hour
        if not (listed or _BEFORE_INITIALS.search(before) or _TITLE_BEFORE_INITIAL.search(before)
                or i > 0 and words[i - 1].key in SIGN_OFFS and not text[words[i - 1].end:w.start].strip(" \t,")
                or self._team_word_beside(text, words, i - 1, w.start)
                or self._team_word_beside(text, words, m + 1, surname.end)
                or _LINE_END.match(text, surname.end)):
            return None
        if m > i + 1:
            # After its particles a surname may also be a word ("de Groot"), as after dotted initials.
            if not self._particles_then_surname(text, words, i + 1, language) or surname.text.endswith("."):
                return None
            return w.start, surname.bare_end
        if not surname.capitalised() or surname.text.endswith(".") or len(surname.key) < 2 \
                or surname.key in TITLES or surname.key in ROLE_WORDS or surname.key in UNIT_KEYS:
            return None  # (a unit is no surname: a lab table's flag and unit, "1.29 H MG/DL")
        if surname.key in EPONYMS and not listed:
            return None  # "Stadium C Dukes": a class and its eponym, no dot to make a person
        kind = self._evidence.kind(surname.text, language)
        # A line of its own, the letter and the word, as a signer closes a note ("\nC Petit"): a
        # frequent surname there is the signer's, even one that is also a word.
        # So does the pair after a word that says who wrote the note ("Redacta B Campos"), and, in a
        # note without punctuation, the pair that closes the note ("... à revoir 9h C Petit"): there
        # no full stop parts the signer from the last sentence.
        closes = _LINE_END.match(text, surname.end) is not None
        signature = closes and not surname.text.isupper() \
            and self._evidence.surname_zipf(surname.text) >= ROLE_SURNAME_ZIPF and (
                _BEFORE_INITIALS.search(before) is not None and (
                    w.start == 0 or text[:w.start].rstrip(" \t").endswith("\n") or _WRITER_BEFORE.search(before))
                or not text[surname.end:].strip() and written_without_punctuation(text))
        if surname.key in _COMMON and kind != NAME and not signature:
            return None  # a common word, unless real populations carry it more than text does ("Bakker")
        if not (surname.key in self._last_names or kind == NAME or signature):
            return None
        if kind != NAME and not signature and self._evidence.text_zipf(surname.text, language) >= UNDOTTED_SURNAME_MAX_ZIPF:
            # "R Lower Zone", "L Knee": a side and a word, no dot to say it is an initial. A
            # surname frequent in text because it is frequent in the population stays one ("Jansen").
            return None
        return w.start, surname.bare_end

    @staticmethod
    def _team_word_beside(text: str, words, k: int, edge: int) -> bool:
        """Whether ``words[k]`` is a team list's word (a role, "present", "chair") on the same line
        as the name edge ``edge``, only blanks between."""
        if not 0 <= k < len(words):
            return False
        word = words[k]
        gap = text[word.end:edge] if word.end <= edge else text[edge:word.start]
        return not gap.strip(" \t") and team_word(word.key)

    def _after_team_word(self, text: str, words, language: str) -> List[Tuple[int, int]]:
        """A first name right after a team list's word or the nursing service on its line, no colon
        needed ("Scrub Amara Osei", "Springer Ole", "avisa enfermería Itziar", "enfermera
        referente"-style lists dictated without punctuation), or after a shift's heading and its
        colon ("Spätdienst: Jördis.", "Night shift: Kerry-Ann."):
        the word must be a first name of real populations, not an ordinary word."""
        out = []
        for i in range(len(words) - 1):
            w, name = words[i], words[i + 1]
            shift_heading = w.key in SHIFT_WORDS and text[w.end:name.start].strip(" \t") == ":"
            if not (team_word(ELIDED_ARTICLE.sub("", w.key)) or w.key in NURSING_SERVICES
                    or self._shift_of_team_word(text, words, i) or shift_heading) \
                    or text[w.end:name.start].strip(" \t:") or not name.capitalised() \
                    or name.text.isupper() or name.key in TITLES or team_word(name.key) \
                    or name.text.endswith(".") and not (shift_heading and len(name.text) > 4):
                continue  # (after a heading, the sentence's full stop may close the name: "Spätdienst: Jördis.")
            if self._evidence.kind(name.text, language, first_name=True) != NAME \
                    or self._evidence.kind(name.text, language) == WORD:
                continue
            found = self._name_from(text, words, i + 1, language=language)
            if found is not None:
                out.append(found)
        return out

    def _team_line_small_first_name(self, text: str, language: str) -> List[Tuple[int, int]]:
        """On the truecased copy of a note in lower case or capitals, a team list's line that is a
        role and a person ("scrub faith odhiambo", "runner june nwachukwu"): the truecasing leaves
        small a first name that is also a word, and the team word does not see it. The line's two
        words must be a first name real populations bear often and a word that is no ordinary
        word of the language (a surname), neither a role nor a title."""
        out = []
        for m in _TEAM_LINE.finditer(text):
            role, first, last = m.group("role"), m.group("first"), m.group("last")
            if not team_word(fold(role)) or fold(first) in PARTICLES \
                    or any(team_word(fold(w)) or fold(w) in TITLES for w in (first, last)):
                continue
            if self._evidence.first_name_zipf(first) >= TEAM_LINE_FIRST_NAME_ZIPF \
                    and self._evidence.kind(last[:1].upper() + last[1:], language) != WORD \
                    and not common_word(fold(last), language):
                out.append((m.start("first"), m.end("last")))
        return out

    @staticmethod
    def _shift_of_team_word(text: str, words, i: int) -> bool:
        """``words[i]`` is the shift of a team word before it, "of" between or not ("l'infirmière de
        nuit", "enfermera de noche", "nurse nights"): the name after it is the team member's, as
        after the team word."""
        if words[i].key not in SHIFT_WORDS:
            return False
        k = i - 1
        if k >= 0 and words[k].key in _SHIFT_OF and not text[words[k].end:words[k + 1].start].strip(" \t"):
            k -= 1
        return k >= 0 and team_word(ELIDED_ARTICLE.sub("", words[k].key)) \
            and not text[words[k].end:words[k + 1].start].strip(" \t")

    def _never_a_name(self, word: str, common_words: bool = True) -> bool:
        """A month or weekday, a title, an eponym, a common word of our lists, a role or a drug:
        no name, whatever the cue before it. ``common_words=False``: a common word may be the name
        (a preferred name: "known as Faith")."""
        key = fold(word)
        return key in _CALENDAR or key in TITLES or key in EPONYMS or common_words and key in _COMMON \
            or key in ROLE_WORDS or self._evidence.is_drug(word)

    def _german_noun_reading(self, name: str, language: str) -> bool:
        """German capitalises its nouns ("mit Heparin", "von Station", "Station angerufen"): a word its
        dictionary holds is a first name only when people bear it more often than text writes it."""
        return language == "de" and known_word(name, language) \
            and self._evidence.first_name_zipf(name) < self._evidence.text_zipf(name, language)

    def _surname_first_after_agent(self, text: str, language: str) -> List[Tuple[int, int]]:
        """A surname, then the first name, after the word of who referred or did it ("remitido por
        Calderón Fátima", "inviato da Ferraguti Ottavio", "verwezen door Pardon Lieke"), as a
        referral or a register writes a person surname first, the phrase ending after them: the
        second word a first name people bear often, the first a surname of real populations that
        they bear more as a surname than as a first name ("por Itziar Aroa" is two first names)."""
        out = []
        for m in _AGENT_SURNAME_FIRST_NAME.finditer(text):
            surname, first = m.group("surname"), m.group("first")
            if self._never_a_name(surname) or fold(surname) in TITLES or fold(surname) in STAFF_ABBREVIATIONS \
                    or m.group("agent").lower() in ("da", "dalla", "dal") and language != "it":
                continue
            if self._evidence.kind(first, language, first_name=True) != NAME \
                    or self._evidence.first_name_zipf(first) < AGENT_SURNAME_FIRST_NAME_ZIPF:
                continue
            surname_zipf = self._evidence.surname_zipf(surname)
            if surname_zipf < AGENT_SURNAME_MIN_ZIPF or self._evidence.first_name_zipf(surname) > surname_zipf:
                continue
            out.append((m.start("surname"), m.end("first")))
        return out

    def _after_agent_word(self, text: str, language: str) -> List[Tuple[int, int]]:
        """A first name alone after a word that names who acted or who was there ("gewassen door
        Anouk", "pansement refait avec Solène", "visitata dalla Giulia", "seen with Priya"), where the
        name ends its phrase: a first name of real populations that is no ordinary word, no drug,
        no month or weekday and no eponym ("mit Novalgin", "by Friday", "von Willebrand"); or a
        surname with its initial after it ("typed by Jones K"); and the first names coordinated with
        it ("par Mathis et Anaïs")."""
        out = []
        for m in _AGENT_NAME.finditer(text):
            name = m.group("name")
            key = fold(name)
            if self._never_a_name(name):
                continue
            agent = fold(m.group("agent"))
            if not m.group("initial") and self._discussed_surname(text, m, agent, language):
                out.append((m.start("name"), m.end("name")))
                continue
            if agent in _ALL_RECIPIENT_WORDS and (
                    agent not in _RECIPIENT_WORDS.get(language, ())
                    or self._first_name_zipf(name, language) < RECIPIENT_MIN_FIRST_NAME_ZIPF
                    or agent == "nach" and not _ASKED_BEFORE.search(text, max(0, m.start() - 32), m.start())
                    or agent == "a" and not _HANDED_TO_BEFORE.search(text, max(0, m.start() - 40), m.start())):
                # "an", "a" and "to" are a recipient's in their own language only ("a Ford", "an
                # Ella"), before a first name people bear often ("a DLI": a position); German "nach"
                # only after asking for someone ("fragt nach Svetlana"; "Naht nach Bobath": a method);
                # Romance "à"/"a" only after handing over or telling ("transmissions à", "relevo a",
                # "comunicato a"; "chute à Huy", "viaje a Lugo": a town)
                continue
            if key in STAFF_ABBREVIATIONS or key in NAME_CUES.get(language, ()) \
                    or agent in _FROM_AGENTS and key in major_places() or agent == "da" and language != "it" \
                    or _SUFFERING_FROM.search(text, max(0, m.start() - 16), m.start()):
                # "by Physio": a team; "mit Pat": the patient; "dalla Francia", "von Berlin": where
                # from; "da" is the agent in Italian only ("Avenida da Fariña", "Herr da Costa"); a
                # disease after "suffering from" ("affetta da TIA")
                continue
            if language == "de" and (key in RELATION_WORDS or "-" in key and not self._double_first_name(name, language)
                                     or _ABBREVIATION_DOT.match(text, m.end("name"))
                                     or self._german_noun_reading(name, language)):
                # German capitalises its nouns ("mit Heparin", "von Station", "mit Reis", "von Opa"): a
                # word its dictionary holds must be more frequent as a first name than in text
                # ("von Hedwig"); no compound ("mit Erika-Kissen", but "von Hans-Gerd") and no
                # abbreviation ("mit Pat.").
                continue
            if m.group("initial"):
                # A surname and its initial: a surname of the lists or of real populations, no word.
                if self._evidence.kind(name, language) == WORD or not (
                        key in self._last_names or self._evidence.kind(name, language) == NAME):
                    continue
                out.append((m.start("name"), m.end("initial")))
                continue
            if not self._first_name_alone(name, language):
                continue
            out.append((m.start("name"), m.end("name")))
            # and the first names coordinated with it: "par Mathis et Anaïs", "door Ine en Wout"
            out.extend(self._coordinated_first_names(text, m.end("name"), language))
        return out

    def _discussed_surname(self, text: str, m, agent: str, language: str) -> bool:
        """A surname alone after a talk's or a handover's preposition ("Rücksprache mit Kowalski",
        "comentado con Etxeberria"): a surname real populations bear more than a first name and more
        than the language writes it as a word, which no dictionary of the language writes small;
        in German, whose nouns are capitalised, none that German writes far more often than our
        other languages (its own noun)."""
        if agent not in _DISCUSSED_AGENTS or not _DISCUSSED_BEFORE.search(text, max(0, m.start() - 40), m.start()):
            return False
        name = m.group("name")
        key = fold(name)
        if key in STAFF_ABBREVIATIONS or key in major_places() or key in NAME_CUES.get(language, ()) \
                or self._evidence.is_drug(name) or clinical_word(key) or common_word(name.lower(), language):
            return False
        surname = self._evidence.surname_zipf(name)
        rare = surname > 0.0 and self._evidence.text_zipf(name, language) < SURNAME_WORD_ZIPF  # borne, hardly written
        if self._evidence.kind(name, language) != NAME or surname < SURNAME_WORD_ZIPF and not rare \
                or surname < self._evidence.first_name_zipf(name):
            return False
        return language != "de" or not self._evidence.home_word(name, language)

    def _bracketed_first_names(self, text: str, language: str, strict: bool = False) -> List[Tuple[int, int]]:
        """A first name alone in brackets right after a lower-case word: who did what the clause says
        ("gerustgesteld (Evelien)"); no drug, eponym or month, no large place ("(Valencia)").
        ``strict``: four letters or more, a first name people bear often (``BRACKETED_FIRST_NAME_ZIPF``)
        that no dictionary of our languages writes small, closing its clause (the copy of a note in
        lower case or capitals)."""
        out = []
        for m in _BRACKETED_FIRST_NAME.finditer(text):
            name = m.group("name")
            if self._never_a_name(name) or not self._first_name_alone(name, language) or fold(name) in major_places():
                continue
            if strict and (len(name) < 4 or self._evidence.first_name_zipf(name) < BRACKETED_FIRST_NAME_ZIPF
                           or any(common_word(name.lower(), other) for other in LANGUAGES)
                           or not _CLAUSE_END.match(text, m.end())):
                continue  # (an acronym after what it abbreviates goes on: "anticuerpos (ELISA) y ...")
            out.append((m.start("name"), m.end("name")))
        return out

    def _first_name_list(self, text: str, language: str, cased: bool) -> List[Tuple[int, int]]:
        """A line that is a heading and a list of first names alone, as a shift's staff or the
        children are listed ("Night staff: Wendell, Noor and Rowena"): every item a first name of
        real populations (capitalised where the note is cased), no eponym, drug, month, role or
        large place, and at least two of them no ordinary word of the language ("Rose" may be one
        beside them); then all are names. A list of anything else ("Allergies: Penicillin,
        Codeine", "Travel: Paris, Nantes") has an item that fails, and the whole line stays."""
        out = []
        for m in _WORD_LIST_LINE.finditer(text):
            items = [i for i in _LIST_ITEM.finditer(text, m.start("items"), m.end("items"))
                     if i.group().lower() not in _LIST_CONJUNCTIONS]
            names = [i.group() for i in items]
            if len(items) < 2 or any(
                    (cased and not n[0].isupper()) or n.isupper() or len(n) < 3
                    or (self._never_a_name(n) and fold(n) not in _COMMON) or fold(n) in major_places()
                    or self._evidence.kind(n[0].upper() + n[1:], language, first_name=True) != NAME
                    for n in names):
                continue
            if sum(self._first_name_alone(n[0].upper() + n[1:], language) for n in names) < 2:
                continue
            out.extend((i.start(), i.end()) for i in items)
        return out

    def _double_first_name(self, name: str, language: str) -> bool:
        """A double first name joined by a hyphen ("Hans-Gerd", "Ulla-Britt", "Uta-Rose"): two
        first names real populations bear often, the first no ordinary word of the language (not
        a product, "Oxy-Nova")."""
        parts = name.split("-")
        return len(parts) == 2 and all(len(p) > 1 and self._evidence.first_name_zipf(p) >= DOUBLE_FIRST_NAME_MIN_ZIPF
                                       for p in parts) \
            and self._first_name_alone(parts[0], language) and self._evidence.kind(parts[1], language, first_name=True) == NAME

    def _first_name_zipf(self, name: str, language: str) -> float:
        """How often real populations bear a first name (Zipf); a double one ("Katie-Louise") as
        often as its rarer part, the lists holding few such pairs whole."""
        zipf = self._evidence.first_name_zipf(name)
        if "-" in name and self._double_first_name(name, language):
            zipf = max(zipf, min(self._evidence.first_name_zipf(p) for p in name.split("-")))
        return zipf

    def _first_name_alone(self, name: str, language: str) -> bool:
        """A first name of real populations that is no ordinary word of the language."""
        return self._evidence.kind(name, language, first_name=True) == NAME \
            and self._evidence.kind(name, language) != WORD

    def _named_by_relation(self, text: str, language: str) -> List[Tuple[int, int]]:
        """A first name whose relative the note speaks of: "Rhona's mother phoned", "la mère d'Orane",
        "la madre de Leonor", "il marito di Graziella", "moeder van Fenna": a first name of real
        populations that is no ordinary word, no eponym, drug, month or large place."""
        out = []
        for m in itertools.chain(_POSSESSOR_OF_RELATIVE.finditer(text), _RELATIVE_OF.finditer(text)):
            rel = m.group("rel") if "rel" in m.re.groupindex else None
            if rel is None:
                before = _WORD_BEFORE.search(text, max(0, m.start() - 24), m.start()) \
                    or _WIDOWED_SINCE.search(text, max(0, m.start() - 40), m.start())
                rel = before.group("rel") if before else ""
            of = fold(m.group("of").strip(" \t")) if "of" in m.re.groupindex else ""
            if not (fold(rel) in RELATION_WORDS and of != "from" or fold(rel) in _VISIT_WORDS
                    or fold(rel) in WIDOW_WORDS and of != "from") \
                    or fold(rel) in _NOT_RELATIONS_IN.get(language, ()):
                continue
            name = m.group("name")
            if self._never_a_name(name) or fold(name) in RELATION_WORDS or not self._first_name_alone(name, language) \
                    or fold(name) in major_places() and named_in_notes_of(fold(name), language):
                # (a relative's visit: "Besuch von Opa"; a town the note's readers know: "visite de Nantes";
                # a town abroad that is one of our first names is the person: "Bezoek van Kian")
                continue
            out.append((m.start("name"), m.end("name")))
            out.extend(self._coordinated_first_names(text, m.end("name"), language))
        return out

    def _coordinated_first_names(self, text: str, end: int, language: str) -> List[Tuple[int, int]]:
        """The first names coordinated with the one ending at ``end``: "par Mathis et Anaïs", "door
        Ine en Wout", "bezoek van Fenna en Wout"."""
        out = []
        while (also := _AND_FIRST_NAME.match(text, end)) is not None \
                and not self._never_a_name(also.group("name")) and self._first_name_alone(also.group("name"), language):
            out.append((also.start("name"), also.end("name")))
            end = also.end("name")
        return out

    def _preferred_or_thanked(self, text: str, language: str) -> List[Tuple[int, int]]:
        """The name a patient goes by (``_PREFERRED_NAME``: a first name real
        populations bear often, even one that is also a word: "known as Faith"), and a person thanked
        by their first name or telephoned (``_THANKED``, ``_PHONED``: one that is no ordinary word:
        "thanks Bill" is left)."""
        out = []
        for m in _PREFERRED_NAME.finditer(text):
            name = m.group("name")
            if self._never_a_name(name, common_words=False) or fold(name) in RELATION_WORDS \
                    or self._evidence.first_name_zipf(name) < PREFERRED_NAME_MIN_ZIPF:
                continue
            out.append((m.start("name"), m.end("name")))
        lower_case = written_in_lower_case(text)
        for m in _NAMED.finditer(text):
            # introduced by their name: a first name people bear often, capitalised where the note writes
            # capitals ("oben genannte Patientin" names no one)
            name = m.group("name")
            if not (name[0].isupper() or lower_case) or self._never_a_name(name.capitalize(), common_words=False) \
                    or fold(name) in RELATION_WORDS or fold(name) in major_places() \
                    or self._evidence.first_name_zipf(name) < PREFERRED_NAME_MIN_ZIPF \
                    or self._evidence.kind(name.capitalize(), language, first_name=True) != NAME:
                continue
            out.append((m.start("name"), m.end("name")))
        for m in itertools.chain(_THANKED.finditer(text), _PHONED.finditer(text)):
            name = m.group("name")
            if self._never_a_name(name) or fold(name) in major_places() or fold(name) in RELATION_WORDS \
                    or not self._first_name_alone(name, language):
                continue
            if self._german_noun_reading(name, language):
                continue  # "Station angerufen", as after "von" and "mit"
            out.append((m.start("name"), m.end("name")))
        return out

    def _senior_by_article(self, text: str, language: str) -> List[Tuple[int, int]]:
        """A senior physician's surname after the role and its article (``_SENIOR_BY_ARTICLE``: "dal
        primario Gatti"): a surname of the lists, no ordinary word, or one people bear often."""
        out = []
        for m in _SENIOR_BY_ARTICLE.finditer(text):
            name = m.group("name")
            if not self._never_a_name(name) and fold(name) not in major_places() \
                    and (fold(name) in self._last_names or self._evidence.kind(name, language) != WORD
                         or self._evidence.surname_zipf(name) >= SURNAME_WORD_ZIPF):
                out.append((m.start("name"), m.end("name")))
        return out

    def _called_for(self, text: str, language: str) -> List[Tuple[int, int]]:
        """A first name after a verb of calling or asking for someone (``_CALLS_FOR``), or after a
        shift's handover and its "from" (``_HANDED_OVER_BY``): a first name of real populations
        that is an ordinary word in none of our languages, no drug, month, title, role or eponym
        ("ruft nach Hilfe", "asks for Water" stay words)."""
        out = []
        for m in itertools.chain(_CALLS_FOR.finditer(text), _HANDED_OVER_BY.finditer(text)):
            name = m.group("name")
            if self._never_a_name(name):
                continue
            if self._evidence.kind(name, language, first_name=True) != NAME \
                    or any(self._evidence.kind(name, other) == WORD for other in LANGUAGES):
                continue
            out.append((m.start("name"), m.end("name")))
        return out

    def _surname_then_initial(self, text: str, language: str) -> List[Tuple[int, int]]:
        """A surname and its first name's initial closing their phrase (``_SURNAME_THEN_INITIAL``),
        before a clock time ("Hollins K 14:10"), after a slash ("ordered by Dr Ames / Hollins K")
        or at a line's start (a sign-off, a team list's line): the word must
        be a surname of the lists or of real populations and an ordinary word in none of our
        languages (notes mix them: "Zaal B", "Block A"), no drug, month, ward or eponym ("Vitamin
        K", "Dukes C", "Stanford A", "Ward B" stay as written)."""
        out = []
        for m in _SURNAME_THEN_INITIAL.finditer(text):
            before = text[text.rfind("\n", 0, m.start()) + 1:m.start()].rstrip(" \t")
            if m.group("time") is None and before and not before.endswith("/"):
                continue
            name = m.group("name")
            key = fold(name)
            if self._never_a_name(name) or key in WARD_WORDS:
                continue
            if any(self._evidence.kind(name, other) == WORD for other in LANGUAGES) or not (
                    self._evidence.kind(name, language) == NAME or key in self._last_names):
                continue
            out.append((m.start("name"), m.end("initial") + (text[m.end("initial"):m.end("initial") + 1] == ".")))
        return out

    def _called_names(self, text: str, words, language: str) -> List[Tuple[int, int]]:
        """A person's initials, the first name they are called by in brackets, then their surname:
        "dhr. J. (Jan) de Vries", "A.M. (Annie) Kuipers". Three spans, one per part (the brackets
        stay): the first name one of real populations, the surname a name word, no ordinary word
        unless people bear it often or particles open it ("T. (Tom) de Boer")."""
        out = []
        starts = {w.start: k for k, w in enumerate(words)}
        for m in _INITIALS_THEN_CALLED_NAME.finditer(text):
            called = m.group("called")
            if self._evidence.kind(called, language, first_name=True) != NAME or fold(called) in _CALENDAR:
                continue
            after = _SURNAME_AFTER.match(text, m.end())
            k = starts.get(after.start("w")) if after is not None else None
            if k is None or "\n" in text[m.end():after.start("w")]:
                continue
            surname = words[k]
            particles = after.group().strip(" \t")
            if not self._name_word(surname, text) or surname.key in _COMMON:
                continue
            # (after its particles a surname may be a word too: "de Groot", "van Dam")
            if particles == surname.text and self._evidence_word(surname, language) \
                    and surname.key not in self._last_names and self._evidence.surname_zipf(surname.text) < SURNAME_WORD_ZIPF:
                continue
            out.extend([m.span("initials"), m.span("called"), (after.end() - len(particles), surname.bare_end)])
        return out

    def _named_with_age(self, text: str, language: str) -> List[Tuple[int, int]]:
        """A first name followed by an age without brackets, as a family history dictated or typed
        in haste lists its people ("zwei Kinder Jonas 12 Schüler und Mara 9", "hijo Rubén 44
        electricista", "Léonie 11 ans"): the number is an age where a unit of years follows it, an
        occupation follows it, or a relation word opens the line. The word must be a first name
        of real populations and no ordinary word ("Station 4", "Bett 12" are not people)."""
        out = []
        listed = -1  # where the last person taken with their age ended
        for m in _NAME_AGE.finditer(text):
            name = m.group("name")
            key = fold(name)
            if key in _CALENDAR or key in TITLES or key in _COMMON or key in EPONYMS or int(m.group("age")) == 0:
                continue  # "Braden 12", "Barthel 10": a scale and its score
            if self._evidence.kind(name, language, first_name=True) != NAME \
                    or self._evidence.kind(name, language) == WORD:
                continue
            after = m.group("after") or ""
            if m.group("comma") and not m.group("unit"):
                continue  # "Ethan, 15, ...": a list's numbers, unless the years' unit follows
            if fold(after) in UNITS and fold(after) not in _CONJUNCTIONS.get(language, ()) \
                    or DOSE_AFTER.match(text, m.end("name")):
                # "Foley 14 Ch", "Blake 19 Fr": a device and its size ("e" is "and" in Italian
                # and Spanish before it is a unit: "Adriano 12 e Nives 9")
                continue
            # The relation stands a few words before, in the same line and sentence ("... zwei Kinder
            # Jonas 12 Schüler und Mara 9"): a relation word far back is another sentence's.
            opening = max(text.rfind(p, 0, m.start()) + len(p) for p in ("\n", ". ", "; ", "? ", "! "))
            before = _WORD_IN_SPAN.findall(text, opening, m.start())[-_AGE_RELATION_WORDS:]
            # A person after another taken with their age in the same sentence is the next of the
            # same list, however far its relation word now stands ("Drei Kinder Jonas 12 Schüler
            # in Essen Mara 9 besucht ...").
            if not (m.group("unit") or occupation(after, language) or listed > opening
                    or any(fold(w) in RELATION_WORDS or fold(w) in PLURAL_RELATION_WORDS for w in before)):
                continue
            out.append((m.start("name"), m.end("name")))
            listed = m.end()
        return out

    def _list_mates(self, text: str, words, taken, locale: str) -> List[Tuple[int, int]]:
        """The next people of a list written without commas ("Present T Hale R Osei surgeons
        J de Wit"): right after a person, past the roles between them, an undotted initial and a
        surname (``_undotted_initial``'s tests but the place). Each one found opens the next."""
        out: List[Tuple[int, int]] = []
        starts = [w.start for w in words]
        ends = sorted(end for _, end in taken)
        while ends:
            end = ends.pop(0)
            k = bisect.bisect_left(starts, end)
            while k < len(words) and not text[end:words[k].start].strip(" \t") and team_word(words[k].key) \
                    and not _ONE_CAPITAL.fullmatch(words[k].text):
                end = words[k].end
                k += 1
            if k + 1 >= len(words) or text[end:words[k].start].strip(" \t") \
                    or not _ONE_CAPITAL.fullmatch(words[k].text):
                continue
            found = self._undotted_initial(text, words, k, locale, listed=True)
            if found is None:
                continue
            at = bisect.bisect_left(taken, (found[1],))
            if (at and taken[at - 1][1] > found[0]) or any(a < found[1] and found[0] < b for a, b in out):
                continue
            out.append(found)
            ends.append(found[1])
        return out

    def _list_item_name(self, text: str, words, k: int, locale: str) -> Optional[Tuple[int, int]]:
        """On the copy of a note in lower case or in capitals (the word lists gave names their
        capital), a list's item that is a first name and a surname the copy left small because it
        is also a word ("cc: dr. Canales, Nemesio vives", "Aanwezig: Fenna de haan (ergo)"): the
        item opens the line or follows a separator, the first name is one of real populations, the
        surname one of the lists (``_lower_surname_end``), and the item ends right after it; or an
        item written surname first (``_surname_first_item``)."""
        w = words[k]
        if w.text.isupper() or w.text.endswith(".") or len(w.key) < 3:
            return None
        before = text[text.rfind("\n", 0, w.start) + 1:w.start]
        if before.strip() and not _ITEM_START.search(before):
            return None
        language = locale[:2]
        surname_first = self._surname_first_item(text, words, k, language)
        if surname_first is not None:
            return surname_first
        if not w.capitalised() or "-" in w.key and not all(part in self._first_names for part in w.key.split("-")):
            return None  # "Alfa-fetoproteína": a double name's parts are first names
        if self._never_a_name(w.text) or self._evidence.kind(w.text, language, first_name=True) != NAME:
            return None
        end = self._lower_surname_end(text, words, k, language)
        return (w.start, end) if end > w.bare_end and _ITEM_END.match(text, end) else None

    def _surname_first_item(self, text: str, words, k: int, language: str) -> Optional[Tuple[int, int]]:
        """A list's item written surname first, in a note in lower case or capitals ("equipo:
        calderón fátima, rojas odalis"): a surname of real populations, then a first name people
        bear often that is no surname more than a first name, and the item ends there."""
        if k + 1 >= len(words) or not _BLANK.match(text[words[k].end:words[k + 1].start]) \
                or not words[k].text.isalpha():
            return None
        surname, first = words[k], words[k + 1]
        bare_first = first.text.rstrip(".")
        if self._never_a_name(surname.text) or self._never_a_name(bare_first) or surname.key in PARTICLES:
            return None
        evidence = self._evidence
        as_surname = evidence.surname_zipf(surname.text.capitalize()), evidence.first_name_zipf(surname.text.capitalize())
        as_first = evidence.first_name_zipf(bare_first.capitalize()), evidence.surname_zipf(bare_first.capitalize())
        if any(zipf < SURNAME_FIRST_ITEM_ZIPF or zipf <= other for zipf, other in (as_surname, as_first)):
            return None  # each word borne often as what it stands for, and more than as the other
        return (surname.start, first.bare_end) if _ITEM_END.match(text, first.bare_end) else None

    def _lower_surname_end(self, text: str, words, k: int, language: str) -> int:
        """Where a relative's name written small ends: after the first name at word ``k``, its
        particles and a surname of the lists, however common a word too ("daughter emma brown",
        "dochter anouk van dijk", "tochter sabine becker"), and a second one after it, as Spanish
        names and French double first names run on ("hija mercedes remedios garcía", "fils jean pierre
        martin"); never a verb or a function word ("son george will ring")."""
        end = words[k].bare_end
        if words[k].text.endswith("."):
            return end  # "durch enkelin frieda. krankentransport ...": the sentence ends with the name
        for second in (False, True):
            j = self._lower_surname_after(text, words, k, language, second)
            if j is None:
                break
            end, k = words[j].bare_end, j
            if words[j].text.endswith("."):
                break
        return end

    def _lower_first_name_before_name(self, text: str, words, k: int, language: str) -> Optional[int]:
        """Where the name ends that a first name people bear very often opens, written small though
        also a frequent word ("jean", denim), when another name follows it ("fils jean pierre
        martin", or "jean Pierre Martin" where the copy of a note in lower case capitalised the
        others); None when no name follows."""
        w = words[k]
        if self._evidence.first_name_zipf(w.text.rstrip(".").capitalize()) < LOWER_DOUBLE_FIRST_NAME_ZIPF \
                or w.text.endswith(".") or k + 1 >= len(words) or not _BLANK.match(text[w.end:words[k + 1].start]):
            return None
        if words[k + 1].capitalised() and not words[k + 1].text.isupper() and _opens_small(text, w.start):
            found = self._name_from(text, words, k + 1, language=language)
            return found[1] if found is not None else None
        end = self._lower_surname_end(text, words, k, language)
        return end if end > w.bare_end else None  # (the first name alone ends where it ends: no name follows)

    def _lower_surname_after(self, text: str, words, k: int, language: str, second: bool = False) -> Optional[int]:
        """The index of the surname written small right after word ``k`` (its particles between), or
        None; ``second``: a name's second surname or first name, which only the lists make one (no
        rare word: "rhys owen frcs" ends with a degree)."""
        j = k + 1
        while j < len(words) and words[j].key in PARTICLES and not words[j].capitalised() \
                and _BLANK.match(text[words[j - 1].end:words[j].start]):
            j += 1
        if j >= len(words) or not _BLANK.match(text[words[j - 1].end:words[j].start]):
            return None
        w = words[j]
        bare = w.text.rstrip(".")
        if w.capitalised() or len(w.key) < 3 or not bare.isalpha() or w.key in _CALENDAR or w.key in TITLES \
                or w.key in ROLE_WORDS or w.key in RELATION_WORDS or w.key in PARTICLES \
                or bare.lower() in subject_verbs(language) \
                or self._evidence.text_zipf(bare, language) >= FUNCTION_WORD_ZIPF:
            return None
        surname_zipf = self._evidence.surname_zipf(bare.capitalize())
        if language == "de" and common_word(bare, language) and surname_zipf < COMMON_SURNAME_ZIPF:
            # German writes its nouns capitalised: a word its dictionary writes small is a verb, an
            # adjective or an adverb ("enkelin frieda holt sie morgen ab"), unless one of the commonest surnames
            return None
        listed = w.key in self._last_names and surname_zipf >= SURNAME_WORD_ZIPF
        # After the particles, a word that real populations bear often as a surname is one, whatever
        # else it means ("anouk de wit", "jan van oosten"; not "léa de garde", "jan van dienst").
        listed = listed or j > k + 1 and surname_zipf >= PARTICLE_SURNAME_ZIPF and not clinical_word(w.key)
        # a rare surname: a word of no dictionary of ours, rare in text ("anouk bolkesteijn")
        unknown = self._evidence.kind(bare.capitalize(), language) != WORD \
            and self._evidence.text_zipf(bare, language) < LOWER_SURNAME_MAX_ZIPF and not clinical_word(w.key) \
            and not compound_noun(w.key, language)  # "transportschein": a compound no list holds whole
        # a second first name people bear very often, no word, or one whose frequency is its bearers'
        # ("mercedes remedios", "jean pierre")
        first_zipf = self._evidence.first_name_zipf(bare.capitalize())
        given = j == k + 1 and first_zipf >= LOWER_DOUBLE_FIRST_NAME_ZIPF and language != "de" \
            and self._evidence.first_name_zipf(words[k].text.rstrip(".").capitalize()) >= LOWER_DOUBLE_FIRST_NAME_ZIPF \
            and (not common_word(bare, language) or first_zipf >= self._evidence.text_zipf(bare, language))
        return j if listed or unknown and not second or given else None

    def _word_first_name_before_surname(self, text: str, words, i: int) -> bool:
        """A frequent first name that is also a word ("Luz", "Sol", "Will") right before one of the
        commonest surnames ("Luz Rodríguez", "Will Taylor"): a person, where either word alone says nothing."""
        w = words[i]
        if i + 1 >= len(words) or not _BLANK.match(text[w.end:words[i + 1].start]) or w.text.isupper() \
                or w.key in _CALENDAR or w.key in TITLES or w.key in ROLE_WORDS or w.key in EPONYMS:
            return False
        second = words[i + 1]
        return second.capitalised() and not second.text.isupper() and self._frequent_surname(second) \
            and self._evidence.surname_zipf(second.text.rstrip(".")) >= COMMON_SURNAME_ZIPF \
            and self._evidence.first_name_zipf(w.text) >= WORD_FIRST_NAME_ZIPF

    def _surname_word_after_first_name(self, first: _Word, second: _Word, language: str) -> bool:
        """A capitalised word that real populations bear as a surname, right after a first name that
        is no word of the language, in a language that writes its nouns small ("Liesbeth Hoek", "Imogen
        Field", "Consuelo Pastor"): the capital there is the surname's. Not in German, not in capitals,
        not after a first name that is also a word ("Floor Cushion", "Rosa Canina")."""
        if language == "de" or first.text.isupper() or second.text.isupper() or second.text.endswith(".") \
                or second.key in WARD_WORDS or second.key in _STREET_WORDS or clinical_word(second.key):
            return False
        bare = first.text.rstrip(".")
        if first.key in STAFF_ABBREVIATIONS or self._never_a_name(bare) or second.key in subject_verbs(language) \
                or self._evidence.text_zipf(second.text, language) >= FUNCTION_WORD_ZIPF:
            return False  # "Fisio Tamsin": a role; "Imogen She", "Solène Est": a pronoun, a verb
        return not common_word(bare, language) and not common_word(bare.lower(), language) \
            and self._evidence.kind(bare, language, first_name=True) == NAME \
            and self._evidence.surname_zipf(second.text) >= SURNAME_WORD_ZIPF

    def _proper_surname_after_first_name(self, first: _Word, second: _Word, language: str) -> bool:
        """A surname that a famous bearer made frequent in text, right after a first name that is no
        word of the language ("Gijs Kok" is plain; "Marten Rutte", "Uwe Merkel", "Solène Sarkozy":
        their frequency is a politician's, not a word's). Frequency alone calls such a surname a word;
        the spelling dictionaries say what it is: real populations bear it as a surname and no
        dictionary of our six languages writes it small, so it is a proper noun. German writes its
        nouns with a capital, which hides them from that test ("Frühstück" is in no dictionary small
        either, and someone bears it): there the word must also be as frequent in another of our
        languages, as a name is and a German noun is not. Not a drug, eponym, ward's or street's word,
        nor in capitals, where every word looks like a proper noun."""
        word = second.text
        if first.text.isupper() or word.isupper() or not word.isalpha() or len(word) < 3 \
                or second.key in WARD_WORDS or second.key in _STREET_WORDS or second.key in EPONYMS \
                or second.key in _CALENDAR or clinical_word(second.key) or self._evidence.is_drug(word):
            return False
        bare = first.text.rstrip(".")
        if first.key in STAFF_ABBREVIATIONS or self._never_a_name(bare) or common_word(bare, language) \
                or common_word(bare.lower(), language) or self._evidence.kind(bare, language, first_name=True) != NAME:
            return False
        if self._evidence.surname_zipf(word) <= 0.0 or any(common_word(word, other) for other in LANGUAGES):
            return False
        return language != "de" or self._evidence.abroad_zipf(word, language) >= PROPER_SURNAME_ABROAD_ZIPF

    def _frequent_surname(self, w: _Word) -> bool:
        """A surname of the lists this frequent in real populations, whatever else it means
        ("Schmidt", "Visser", "Taylor", "Gallo"): after a first name it is the surname; not a
        ward's or a street's word ("Ashby Ward", "Elm Street")."""
        return w.key in self._last_names and w.key not in WARD_WORDS and w.key not in _STREET_WORDS \
            and self._evidence.surname_zipf(w.text.rstrip(".")) >= SURNAME_WORD_ZIPF

    def _relative_first_name(self, w: _Word, language: str) -> bool:
        """After a relation word, a capitalised word that is a frequent first name as much as a word
        ("Daughter Faith", "sister Joy"); never in German, nor a month, title, role or eponym."""
        bare = w.text.rstrip(".")
        return language != "de" and w.capitalised() and not w.text.isupper() and w.key not in _CALENDAR \
            and w.key not in TITLES and w.key not in ROLE_WORDS and w.key not in EPONYMS \
            and bare.lower() not in subject_verbs(language) \
            and self._evidence.text_zipf(bare, language) < FUNCTION_WORD_ZIPF \
            and self._evidence.first_name_zipf(bare) >= RELATION_FIRST_NAME_ZIPF

    def _evidence_word(self, w: _Word, language: str) -> bool:
        """Whether ``w`` is an ordinary word or an acronym rather than a name (real populations vs text)."""
        bare = w.text.rstrip(".")
        if bare.isupper() and len(bare) <= 4 and not w.is_initials():
            return True  # "UCH", "GMC": acronyms
        return self._evidence.kind(bare, language) == WORD and w.key not in self._first_names

    def _lower_name(self, w: _Word, language: str, surname: bool = False, strict: bool = False) -> bool:
        """A lower-case word that is a name: not an ordinary word of the language, and (``strict``)
        known as a name in real populations ("vader coloncarcinoom" is no name)."""
        key = w.key
        if len(key) < 3 or key in PARTICLES or key in TITLES or key in ROLE_WORDS or key in _CALENDAR \
                or key in NOT_AFTER_TITLE or key in RELATION_WORDS:
            return False
        kind = self._evidence.kind(w.text.rstrip("."), language)
        if strict and self._evidence.text_zipf(w.text.rstrip("."), language) >= LOWER_NAME_MAX_ZIPF \
                and common_word(w.text.rstrip("."), language):
            # "il figlio sarà": a frequent word, even when also a name ("Sara"); not a name frequent
            # in text because people bear it, which the dictionary writes capitalised only ("david")
            return False
        return kind == NAME if strict else kind != WORD

    # --- rule 2: known first name + capitalised word ----------------------------------------

    def _first_name(self, text: str, words, i: int, locale: str) -> Optional[Tuple[int, int]]:
        w = words[i]
        if not w.capitalised() or w.text.endswith(".") or w.key in GREETINGS:
            return None  # "Cara Bianca,", "Dear Ines": a greeting, then the name (``name_signatures``)
        language = locale[:2]
        if w.key not in self._first_names and not ("-" in w.key and all(
                part in self._first_names for part in w.key.split("-"))) \
                and self._evidence.kind(w.text, language, first_name=True) != NAME \
                and not self._word_first_name_before_surname(text, words, i):
            return None
        if w.text.isupper() and self._evidence.kind(w.text, language, first_name=True) != NAME:
            return None  # "UPPER OFFICE", "MURMURE VESCICOLARE": capitals hide ordinary words
        if (len(w.key) < 3 and w.key not in self._first_names) or (w.text.isupper() and len(w.text) <= 4):
            return None  # "Hb e Rx", "Nº Col", "MDO Colorectaal", "SF y Betadine": abbreviations
        if i > 0 and words[i - 1].key in _SAINTS and text[words[i - 1].end:w.start] in (" ", "-", ". "):
            return None  # "San Giovanni Lupatoto", "Sint-Jan": places and churches
        if i + 1 >= len(words):
            return None
        initial = _SURNAME_INITIAL.match(text, w.end)
        if initial is not None and w.key not in WARD_WORDS \
                and self._evidence.kind(w.text, language, first_name=True) == NAME:
            return w.start, initial.end("initial")  # "Ines K 14:10", "Ines K, nurse": a first name and an initial
        k = i + 1
        # Particles, small or capitalised as Belgium writes them ("Stijn Van Damme", "Guy De Smet"),
        # when a surname follows them.
        while k < len(words) and words[k].key in PARTICLES and (
                not words[k].capitalised()
                or not words[k].text.isupper() and self._particles_then_surname(text, words, k, language)):
            k += 1
        if k >= len(words) or text[words[k - 1].end:words[k].start].strip(" \t") or "\n" in text[w.end:words[k].start] \
                or k > i + 1 and self._article(text, words, i + 1, language):
            return None
        second = words[k]
        # A particle makes the next word a surname even when it is also a word: "von Stein", "de Boer".
        eponym_ok = k == i + 1 and self._evidence.surname_zipf(second.text) >= SURNAME_WORD_ZIPF  # "Bethan Pugh"
        surname_word = k == i + 1 and self._surname_word_after_first_name(w, second, language)
        calendar_second = k == i + 1 and self._calendar_second_first_name(text, words, k)  # "Henk Jan"
        if not calendar_second and (
                not self._name_word(second, text, eponym_ok=eponym_ok) or second.is_initials()
                or (second.key in _COMMON and k == i + 1 and not self._frequent_surname(second) and not surname_word)):
            # (the commonest surnames are words too: "Thorsten Schmidt", "Jan Visser", "Ilaria Gallo")
            return None
        if k == i + 1 and not calendar_second and self._evidence_word(second, language) \
                and second.key not in self._last_names and not surname_word \
                and not self._proper_surname_after_first_name(w, second, language):
            return None  # "Floor Cushion", "Rosa Canina": a name then an ordinary word
        if k > i + 1 and (self._evidence.is_drug(second.text) or w.key in NOT_FIRST_NAMES) \
                and second.key not in self._last_names and self._evidence.surname_zipf(second.text) < SURNAME_WORD_ZIPF:
            return None  # "Gabe von Lasix" (a dose of): a word that is also a first name, then a drug
        if text[words[k - 1].end:second.start].count(" ") > 2:
            return None
        found = self._name_from(text, words, i, language=language)
        if found is None or found[1] <= second.start:
            return None
        return found

    # --- rule 3: initials + surname ---------------------------------------------------------

    def _initials(self, text: str, words, i: int, locale: str) -> Optional[Tuple[int, int]]:
        w = words[i]
        if i + 1 < len(words) and _ONE_CAPITAL.fullmatch(w.text):
            return self._undotted_initial(text, words, i, locale)
        if not (w.is_initials() and w.text.endswith(".")) or i + 1 >= len(words):
            return None
        if w.start >= 2 and text[w.start - 1] == "/" and text[w.start - 2].isalnum():
            return None  # "1,42 g/L. Diurèse": a unit's denominator, then the next sentence
        after_sentence = _SENTENCE_END.search(text[max(0, w.start - 3):w.start]) is not None
        if not _BEFORE_INITIALS.search(text[max(0, w.start - 12):w.start]) and not after_sentence:
            return None
        k = i + 1
        while k < len(words) and (words[k].is_initials() or self._particle(text, words, k)) and k - i < 4:
            k += 1
        if k >= len(words):
            return None
        if k > i + 1 and words[i + 1].key in PARTICLES and self._article(text, words, i + 1, locale[:2]):
            return None  # "S. der Akte"
        letters = "".join(words[m].key for m in range(i, k)).replace(".", "")
        if letters in _DOTTED_ABBREVIATIONS.get(locale[:2], ()):
            return None  # "Z. n. Cholezystektomie", "V. a. Pneumonie" (in capitals "Z. N."): abbreviations
        if any(text[words[m].end:words[m + 1].start].strip(" \t-")
               and not (words[m + 1].key == "t" and text[words[m].end:words[m + 1].start].strip(" \t") in ("'", "’"))
               for m in range(i, k)):
            return None  # "S. 117-120 Die ...": a page, not initials; initials stand next to their surname
            # (the apostrophe of a particle is the particle's: "T. in 't Veld")
        surname = words[k]
        if k == i + 1 and latin_binomial(text[w.start:surname.bare_end]):
            return None  # "K. PNEUMONIAE", "N. Ulnaris": a germ or a nerve behind its initial
        known_surname = k == i + 1 and len(w.key) == 1 and not surname.text.isupper() \
            and self._evidence.surname_zipf(surname.text) >= SURNAME_WORD_ZIPF
        particle = self._particle(text, words, k - 1)
        if not self._name_word(surname, text) or (surname.key in _COMMON and not known_surname and not particle) \
                or "\n" in text[w.end:surname.start]:
            return None  # "J. van der Berg": after its particles a surname may be a word too
        if after_sentence and not _BEFORE_INITIALS.search(text[max(0, w.start - 12):w.start]) \
                and k + 1 < len(words) and not words[k + 1].capitalised() \
                and "\n" not in text[surname.end:words[k + 1].start] and not surname.text.endswith("."):
            return None  # "... vitamine D. Petit de ...": after a sentence end, the name must end its line
        if not particle and self._evidence_word(surname, locale[:2]) and surname.key not in self._last_names \
                and not known_surname:
            # "S.C. Ortopedia", "T. Social", "V.A. Beginnenden": departments, abbreviations. One
            # initial before a known surname that is also a word is a person: "H. Cook", "C. Petit".
            return None
        return w.start, surname.bare_end
