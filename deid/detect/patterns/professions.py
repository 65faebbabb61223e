"""Occupations of the patient and their people, named after a word that says "job".

    finder = ProfessionFinder()
    spans = finder.find(text, locale)

An occupation identifies (the only "harbour pilot" of a town), and notes name it after a cue
that every language has: "works as a", "arbeitet als", "travaille comme", "trabaja como",
"lavora come", "werkt als", "Beruf:", "de profesión", "retired", "jubilada", "gepensioneerd".
Weaker words ("former", "ex-", "früher", "ancien") also precede "smoker" and "Raucher", and are
left out. The occupation is the next one to three words, up to punctuation, a
preposition that opens the employer ("at", "bei", "chez", "en", "presso", "bij") or a number.
Staff roles are not occupations to replace (the NER gate's rule): "works as a nurse" in a
patient's history is one, but the cue is what makes it so, and the cue is required here.

Notes also name an occupation without a work verb, and four contexts say so in every language
(``ProfessionFinder._named_without_cue``): "to be" before it ("ist Kranführer", "il est couvreur",
"she is a bricklayer"; not an impersonal "there is a", "c'est"; with a relative or the patient
for its subject a care role too: "sa fille est infirmière", "her husband is a nurse"), its
employer or place of work after it ("Glaserin bei ...", "menuisier chez ..."), or a word of retirement or self-employment after it
("abogado jubilado", "roofer, self-employed"), or apposition to a relative ("casada con Marta
Soler, fontanera en ...", "Schwester Valentina (Schreinerin)"; not to staff in a team list, whose
role names no one outside the hospital; right after a relation word and the relative's names a care
role too: "Sohn Markus (Ergotherapeut, ...", "son frère Rayan infirmier à ..."). There the word must be an occupation: a head noun of
the official job lists Faker ships (``deid.lexicon.occupations``: de, fr, es, en), or where a
language has no list (nl, it) or a short one (en), an agent noun's ending ("-ster", "-ore"; an
English or a Dutch "-er" only before an employer, "is lasser bij ..."). Before an employer without
"to be", the list's word alone counts. Conditions shaped like agents ("Diabetiker",
"portador"), participles ("attaché à", "è vista per") and capitalised surnames that are trades
("M. Boulanger", "Dr. Karl Wagner in ...") are no occupations.

``OCCUPATION_CUE_BEFORE`` is also what the NER gate asks before a PROFESSION span the model
proposes: without such a word, a clinical noun phrase is far likelier than an occupation.
"""
from __future__ import annotations

import itertools
from typing import List

import regex

from deid.detect.note_case import lowered, written_in_capitals, written_in_lower_case
from deid.detect.patterns.ages import dictated_relation_ages, person_word
from deid.lexicon.name_lexicon import CARER_WORDS, PLURAL_RELATION_WORDS, RELATION_WORDS, TITLES, first_names, fold, last_names
from deid.lexicon.name_likelihood import NAME, WORD, name_evidence
from deid.lexicon.occupations import occupation
from deid.lexicon.staff_words import clinical_role
from deid.spans import Span

SCORE = 0.6
MAX_WORDS = 3

# A social history's field, whose first words are often the occupation ("SOCIAL: PRIMARY SCHOOL
# TEACHER, ...", "SH: School administrator."), the self-employed's adjective before the job
# ("selbständiger Schornsteinfegermeister"), and the English age before the job ("this 42-year-old
# teaching assistant at ..."): weak cues, the job must be an occupation's word.
_SOCIAL_FIELD = r"(?:sh|social(?:[ \t]+history)?|sociaal|sozialanamnese|situation[ \t]+sociale|situación[ \t]+social)[ \t]*:"
# French fields of one's post are also a function's or a shift's ("Fonction : rénale", "Poste : nuit"):
# weak cues, as the social field.
_POST_FIELD = r"(?:fonction|poste)[ \t]*:"
_SELF_EMPLOYED = r"(?:selbst(?:st)?ändige[rs]?|self[ -]employed|zelfstandige?)"
_AGED_ADJECTIVE = r"\d{1,3}[ -](?:year|yr)s?[ -]old"
# A noun of work before "as" ("bijbaan als", "Nebenjob als", "part-time job as", "petit boulot de",
# "trabajo de", "lavoretto come"): what follows is often no job ("stage als onderdeel van", "job as
# such"), so a list's word only.
_JOB_AS = (r"(?:(?:bij|studenten|vakantie)?baan(?:tje)?|(?:studenten|vakantie|bij|neben|mini|ferien)?job|stelle)[ \t]+als"
           r"|(?:(?:part[ -]time|summer|weekend|evening)[ \t]+)?job[ \t]+as(?:[ \t]+an?)?"
           r"|(?:petit[ \t]+)?(?:boulot|job)[ \t]+(?:comme|de|d')|(?:trabajo|empleo)[ \t]+(?:de|como)"
           r"|(?:lavoro|lavoretto|impiego)[ \t]+(?:come|da)")
# A person's age set off before the job: "uomo di 54 anni, cuoco", "72-jarige vrouw, conciërge op",
# "Sohn (51) Schlosser", no comma after the bracket. Weak cues: a list's word only.
_AGE_PHRASE = (r"(?:\d{1,3}[ \t]*(?:anni|años|ans|jaar|jahre|years)|\d{1,3}-jarige[ \t]+\p{L}+)[ \t]*,"
               r"|\(\s*(?:1[01]\d|\d{1,2})\s*\)")
_CUES = (
    # a work verb, up to four words ("full time", "seit 1987", "30 años"), then "as"
    r"(?:works?|worked|working|employed|arbeite(?:t|te)?|tätig|travaille|travaillait|trabaja|trabajó|trabajaba|"
    r"trabajo|lavora|lavorava|lavoro|werkt?|werkte)(?:[ \t]+[\p{L}\d]+){0,4}?[ \t]+(?:as|als|comme|como|come)(?:\s+an?)?",
    # a relative's age, then the occupation: "(52, Verkäuferin", "Aylin (29), Lehrerin", "(44 a.), maestra"
    # (an age of at most 119: "(132), encore confuse" is a lab value in brackets)
    r"\(\s*(?:1[01]\d|\d{1,2})(?:\s*(?:a\.?|años|anni|ans|j\.?|jaar|jahre|J\.?|yrs?|y)(?![\p{L}]))?\s*(?:\)\s*)?,",
    # fields and former occupations: "Werk:", "Situation professionnelle :", "ancien emploi d'", "Voormalig",
    # "Ex sarta", "ex-glazier", "frühere Floristin", "former miner", "ancienne institutrice", "mansione
    # di", "trabaja de", "fa l'"
    r"werk\s*:", r"work\s*:", r"job\s*:", r"employment\s*:", r"arbeit\s*:", r"situation\s+professionnelle\s*:", r"emploi\s+d(?:e|')", r"voormalige?", r"ex-?", r"ancien(?:ne)?(?![ \t]+emploi)",
    r"frühere[rs]?", r"ehemalige[rs]?", r"former",
    r"mansione\s+di", r"trabaja\s+de", r"fa(?:ccio)?\s+(?:il|la|l')",
    _SOCIAL_FIELD, _POST_FIELD, _SELF_EMPLOYED, _AGED_ADJECTIVE, _AGE_PHRASE,
    # en
    r"works?\s+as(?:\s+an?)?", r"worked\s+as(?:\s+an?)?", r"working\s+as(?:\s+an?)?", r"employed\s+as(?:\s+an?)?",
    r"retired", r"occupation\s*:", r"occ\.?\s*:", r"profession\s*:",
    # de
    r"arbeitet(?:e)?\s+als", r"tätig\s+als", r"beschäftigt\s+als", r"beruf\s*:", r"von\s+beruf", r"gelernte[rs]?",
    # fr
    r"travaille\s+comme", r"travaillait\s+comme", r"retraité(?:e)?(?:\s+de\s+l'|\s+de\s+la|\s+du|\s+des|\s+de)?",
    # es
    r"trabaja\s+como", r"trabajó\s+como", r"trabajaba\s+como", r"de\s+profesión", r"profesión\s*:",
    r"jubilad[oa](?:\s+de(?:l)?)?", r"ocupación\s*:",
    # it
    r"lavora\s+come", r"lavorava\s+come", r"di\s+professione", r"professione\s*:", r"pensionat[oa](?:\s+ex)?",
    r"faceva\s+(?:il|la|l')",
    # nl
    r"werkt\s+als", r"werkte\s+als", r"beroep\s*:", r"gepensioneerd(?:e)?",
)
# A cue ending in a letter ends a word ("ex" is not "exploración"); one ending in ":", "," or
# an apostrophe may touch the occupation ("d'ouvrière").
_CUE = r"(?<![\p{L}])(?:" + "|".join(_CUES) + r")(?:(?<=\p{L})(?![\p{L}])|(?<!\p{L}))"
# Before a PROFESSION span the NER model proposed, weaker words corroborate it too: "Früher
# Bäcker.", "Ancien(ne) comptable", "former miner", "vroeger timmerman" (the model has already
# read the next word as an occupation; a smoker is never one).
_WEAK_CUES = (r"früher", r"ehemals", r"ehemalige[rs]?", r"ehem\.", r"former", r"ancien(?:ne|\(ne\))?", r"vroeger",
              r"voormalige?", r"ex-?", r"oud-")
OCCUPATION_CUE_BEFORE = regex.compile(
    r"(?:" + _CUE + r"|(?<![\p{L}])(?:" + "|".join(_WEAK_CUES) + r"))[ \t]*"
    r"(?:(?:a|an|un|une|el|la|il|lo|een|der|die|das)[ \t]+)?\Z", regex.IGNORECASE)
# A word of retirement opening what follows a relative's age: the occupation comes after it.
_RETIRED_WORDS = r"retired|gepensioneerde?|retraitée?|jubilad[oa]|pensionat[oa]|pensionierte?[rn]?"
_RETIRED = regex.compile(r"(?i:" + _RETIRED_WORDS + r")")
_COPULAS = frozenset("is was es era est était ist war è era".split())
# One to three words, a copula or a word of retirement perhaps before them ("(70, retired primary
# school ..."): letters, inner hyphens and apostrophes; no digits. (No more: a cue within reach, as
# in "retraité de la X Y elle-même ancienne institutrice", opens its own match.)
_JOB_AFTER_CUE = (r"[ \t]*(?:(?:a|an|un|une|el|la|il|lo|een)[ \t]+)?"
                  r"(?P<job>(?:(?:" + "|".join(sorted(_COPULAS)) + "|" + _RETIRED_WORDS + r")[ \t]+)?"
                  r"\p{L}[\p{L}\p{M}'’\-]*(?:[ \t]+\p{L}[\p{L}\p{M}'’\-]*){0,2})")
_OCCUPATION = regex.compile(_CUE + _JOB_AFTER_CUE, regex.IGNORECASE)
# The noun of work before "as" is looked for apart, in the notes that hold one of its nouns: one more
# alternative in ``_CUE`` cost every note a third more of the cue search.
_OCCUPATION_AFTER_JOB_NOUN = regex.compile(r"(?<![\p{L}])(?:" + _JOB_AS + r")(?:(?<=\p{L})(?![\p{L}])|(?<!\p{L}))"
                                           + _JOB_AFTER_CUE,
                                           regex.IGNORECASE)
_JOB_NOUNS = regex.compile(r"(?i:baan|job|stelle|boulot|trabajo|empleo|lavor|impiego)")
# Rarer cues, looked for apart in the notes that hold one of their words (``_WORK_FIELD_WORDS``), for
# the same reason: the noun of one's work before "als" ("die Tätigkeit als", "eine Anstellung als"), a
# retired person's adjective ("pensionierter", "verrentete"), the abbreviated former ("ehem."), a
# form's field of one's post ("Functie:", "Tätigkeit:", "Puesto:", "Mansione:"), a history of one's
# work ("Anamnesi lavorativa:", "Berufsanamnese:", "occupational history:"), "position as".
_WORK_FIELD_CUES = (
    r"(?:tätigkeit|beschäftigung|anstellung|festanstellung|umschulung)\s+als", r"pensioniert(?:e[rns]?)?",
    r"verrentet(?:e[rns]?)?", r"ehem\.",
    r"functie\s*:", r"tätigkeit\s*:", r"puesto(?:\s+de\s+trabajo)?\s*:", r"mansione\s*:", r"job\s+title\s*:",
    r"anamnesi\s+lavorativa\s*:", r"berufsanamnese\s*:", r"arbeitsanamnese\s*:", r"beroepsanamnese\s*:",
    r"anamn[èe]se\s+professionnelle\s*:", r"historia\s+laboral\s*:", r"occupational\s+history\s*:",
    r"(?:position|post|career)\s+as(?:\s+an?)?",
)
_OCCUPATION_AFTER_WORK_FIELD = regex.compile(
    r"(?<![\p{L}])(?:" + "|".join(_WORK_FIELD_CUES) + r")(?:(?<=\p{L})(?![\p{L}])|(?<!\p{L}))" + _JOB_AFTER_CUE,
    regex.IGNORECASE)
# (the words looked for as substrings of the note in lower case: a regular expression's search of them
# cost as much as the cues' own)
_WORK_FIELD_WORDS = ("tätigkeit", "beschäftigung", "anstellung", "umschulung", "pensioniert", "verrentet", "ehem.",
                     "functie", "puesto", "mansione", "job title", "anamnes", "laboral", "occupational history",
                     "position as", "post as", "career as")
# Italian's "does the" before a job ("fa la parrucchiera", "faceva il muratore"): a cue of Italian notes only.
_ITALIAN_DOES = regex.compile(r"(?i:fa(?:ccio|ceva)?)\s")
# One word written small after an occupation's head: what it teaches or serves ("lerares aardrijkskunde").
_SUBJECT_AFTER = regex.compile(r"[ \t]+(?P<w>\p{Ll}[\p{Ll}\p{M}\-]{3,})")
# Words that end an occupation: the employer's preposition, a time, a conjunction.
_STOP = frozenset("""
    at for in with since until from bei in seit bis mit und im am chez à en depuis pour avec et au dans
    en desde hasta con y para presso a da dal per con e in fino bij in sinds tot met en voor van op
    the der die das le la les el los las il lo gli de del della di het een and or und oder ou o
    al alla allo ai agli alle nel nella nello nei negli nelle sul sulla zum zur beim vom aux ad
    years year jahre jahren ans años anni jaar jaren early recently now since
    smoker smokers raucher raucherin fumeur fumeuse fumador fumadora fumatore fumatrice roker rookster
    drinker alcoholic alcoolique buveur ivdu bebedor bebedora buveuse bevitore bevitrice trinker trinkerin
    drinkster consumidor consumidora usuario usuaria user consommateur consommatrice consumatore consumatrice
    verh verheiratet married mariée marié casado casada sposato sposata getrouwd gehuwd
    indépendant indépendante zelfstandig zelfstandige autónomo autónoma autonomo autonoma
    wohnt lebt lives vit vive vive woont living habite
    sohn tochter son daughter fils fille hijo hija figlio figlia zoon dochter
""".split())


_LIST_ONLY_CUE_BEFORE = regex.compile(
    r"(?:(?<![\p{L}])(?:" + _SOCIAL_FIELD + r"|" + _POST_FIELD + r"|" + _SELF_EMPLOYED + r"|" + _AGED_ADJECTIVE + r"|"
    + _JOB_AS + r")|"
    + _AGE_PHRASE
    + r")[ \t]*(?:(?:a|an|un|une|el|la|il|lo|een)[ \t]+)?$",
    regex.IGNORECASE)
# After a weak cue (a relative's age and a comma, "ex", "ancien", "voormalig") many things stand
# besides an occupation: "(24), studiert Maschinenbau", "(34), NHS 401...", "(4, scuola", "ex vivo".
# There the first word must have the shape of an occupation noun in the note's language: the
# agent and trade suffixes of each language ("Erzieherin", "cariste", "taxista", "plumber").
_WEAK_CUE_BEFORE = regex.compile(
    r"(?:\(\s*(?:1[01]\d|\d{1,2})(?:\s*\p{L}{1,5}\.?)?\s*(?:\)\s*)?,|(?<![\p{L}])(?:ex-?|ancien(?:ne)?|voormalige?|"
    r"frühere[rs]?|ehemalige[rs]?|ehem\.|former|" + _SOCIAL_FIELD + r"|" + _POST_FIELD + r"|" + _SELF_EMPLOYED + r"|" + _AGED_ADJECTIVE + r"|"
    + _JOB_AS + r")|"
    + _AGE_PHRASE + r")[ \t]*(?:(?:a|an|un|une|el|la|il|lo|een)[ \t]+)?$",
    regex.IGNORECASE)
def _relation_word(word: str) -> bool:
    """A relative or a person's word, never an occupation ("partner", "Mann", "Frau", "wife")."""
    key = fold(word)
    return key in RELATION_WORDS or key in PLURAL_RELATION_WORDS or key in TITLES or key in _PERSON_WORDS


# Words for a person that the relation and title lists do not hold.
_PERSON_WORDS = frozenset({"mann", "homme", "femme", "hombre", "mujer", "uomo", "donna", "lover"})
_OCCUPATION_SUFFIXES = {
    "nl": ("er", "ster", "ist", "eur", "aris", "ant", "man", "vrouw", "kundige", "moeder", "loog", "ent", "ente",
           "elaar", "eraar", "enaar"),
    "de": ("er", "erin", "kraft", "mann", "frau", "ant", "antin", "ist", "istin", "eur", "eurin", "loge", "login",
           "ent", "entin", "arbeiter", "arbeiterin"),
    "fr": ("eur", "euse", "rice", "ier", "ière", "iere", "iste", "ant", "ante", "ien", "ienne", "ot", "aire", "in",
           "ine", "ère", "ere"),
    "es": ("ero", "era", "ista", "or", "ora", "ar", "ado", "ada", "nte", "ario", "aria", "ico", "ica", "euta", "ógrafo", "ógrafa", "ólogo",
           "óloga"),
    "it": ("ore", "rice", "ista", "iere", "iera", "ante", "aio", "aia", "ario", "aria", "ico", "ica", "ologo",
           "ologa"),
    "en": ("er", "or", "ist", "ian", "ant", "man", "woman", "lady", "eer", "ier", "ent", "ess", "smith", "wright"),
}


# Notes mix languages (a Spanish family history in an English note): any of our languages' suffixes.
_ALL_SUFFIXES = tuple(sorted({suffix for suffixes in _OCCUPATION_SUFFIXES.values() for suffix in suffixes}))


def _occupation_shaped(word: str) -> bool:
    """Whether a word has an occupation noun's shape in one of our languages (``_OCCUPATION_SUFFIXES``)."""
    if word.isupper() or len(word) < 4:
        return False  # "NHS", "PID", "AFP": acronyms
    return word.lower().endswith(_ALL_SUFFIXES)


# Nouns of a person by a condition or a habit, shaped like agent nouns: never an occupation.
_CONDITION_NOUNS = frozenset(fold(w) for w in """
    diabetiker allergiker epileptiker asthmatiker alkoholiker hypertoniker nichtraucher raucher träger
    linkshänder rechtshänder bettlägerig
    carrier smoker nonsmoker drinker sufferer survivor donor user walker
    porteur porteuse fumeur fumeuse buveur buveuse donneur donneuse
    portador portadora fumador fumadora bebedor bebedora donante
    portatore portatrice fumatore fumatrice donatore donatrice
    drager roker rookster drinker donor
    """.split())
# The person's verb "to be" before an occupation named without "works as": "ist Kranführer", "he is a
# bricklayer", "il est couvreur", "es fontanero", "è muratore", "hij is lasser".
_COPULA_OCCUPATION = regex.compile(
    r"(?<![\p{L}])(?:is|was|ist|war|est|était|es|era|fue|è|fu|werd|i['’]?m(?=[ \t]+an?[ \t])|i[ \t]+am"
    # (the first person too: "je suis contrôleur aérien", "soy camarera", "sono infermiera", "ik ben lasser")
    r"|suis|soy|sono|ben|bin)[ \t]+"
    # (German puts its subject after the verb, then "as" or not: "seit März ist er als Lagerhelfer bei ...",
    # "bis zur Rente war sie Näherin bei ...")
    r"(?:(?:er|sie)[ \t]+(?:als[ \t]+)?)?"
    r"(?:(?:a|an|een|un|une|una|uno|ein|eine)[ \t]+)?"
    r"(?:\d{1,3}[ -](?:year|yr)s?[ -]old[ \t]+)?"
    r"(?P<job>\p{L}[\p{L}\p{M}'’\-]*(?:[ \t]+\p{L}[\p{L}\p{M}'’\-]*){0,3})",
    regex.IGNORECASE)
# German's verb of employment after the occupation: "als Lagerist tätig", "als Kellnerin angestellt".
_AS_EMPLOYED = regex.compile(
    r"(?<![\p{L}])(?i:als)[ \t]+(?P<job>\p{Lu}[\p{L}\p{M}\-]+)[ \t]+"
    r"(?i:tätig|beschäftigt|angestellt|gearbeitet)(?![\p{L}])")
# An occupation, then the employer or the place of work: "Kranführer bei der ...", "menuisier chez ...",
# "lasser bij ...", "fontanero en ...", "couvreur à ...". No number opens it: "à 07:58", "in 2 h" are
# a time ("... à l'interne de garde à 06:40").
_EMPLOYER_WORDS = {
    "de": r"bei|in|im|am",
    "en": r"at|for|in|with|employed[ \t]+by",
    "fr": r"chez|à|au|dans",
    "es": r"en",
    "it": r"presso|a|al|alla|in|nel|nella",
    "nl": r"bij|in|in[ \t]+dienst[ \t]+bij|voor|op",
}
# (Italian elides the article onto the employer: "infermiera all'ospedale", "nell'azienda")
_EMPLOYER_AFTER = {language: regex.compile(r"[ \t]+(?:(?:" + words + r")[ \t]+(?!\d)\S"
                                           + (r"|(?:all|dell|nell)['’]\p{L}" if language == "it" else "") + r")",
                                           regex.IGNORECASE)
                   for language, words in _EMPLOYER_WORDS.items()}
# Phrases that say employment themselves ("in dienst bij", "employed by"): before them an agent
# noun's shape is enough where the language's list is short or missing ("..., dakdekker in dienst bij").
_EMPLOYED_BY = {
    "nl": regex.compile(r"[ \t]+in[ \t]+dienst[ \t]+(?:bij|van)[ \t]+\S", regex.IGNORECASE),
    "en": regex.compile(r"[ \t]+employed[ \t]+by[ \t]+\S", regex.IGNORECASE),
}
# An occupation, then a word that says it is or was one's work: "abogado jubilado", "roofer, self employed".
_WORK_STATE = (r"[ \t]*,?[ \t]*(?:jubilad[oa]|retired|self[ -]employed|selbstständig|selbständig|im[ \t]+ruhestand|"
               r"retraitée?|pensionat[oa]|in[ \t]+pensione|autónom[oa]|gepensioneerd|freelance|zzp(?:'er)?|"
               # one's own business: "mit eigenem Betrieb", "met eigen zaak", "à son compte", "in proprio"
               r"mit[ \t]+eigene[mnr]?[ \t]+(?:betrieb|firma|praxis|geschäft|werkstatt)|met[ \t]+eigen[ \t]+(?:zaak|bedrijf)|"
               r"à[ \t]+son[ \t]+compte|in[ \t]+proprio|con[ \t]+negocio[ \t]+propio|with[ \t]+(?:his|her|their)[ \t]+own[ \t]+business)"
               r"(?![\p{L}])")
_WORK_STATE_AFTER = regex.compile(_WORK_STATE, regex.IGNORECASE)
# An employer's preposition or a word of retirement right after a word: where an occupation named
# without a cue may end, found by one scan of the note (then the word before is read).
_EMPLOYER_OR_STATE = {
    language: regex.compile(r"[ \t,](?<=\p{L}[ \t,])(?:[ \t]*(?:" + words + r")[ \t]+(?!\d)\S|" + _WORK_STATE + r")",
                            regex.IGNORECASE)
    for language, words in _EMPLOYER_WORDS.items()}
_WORD_BEFORE = regex.compile(r"(?<![\p{L}\p{M}'’\-])\p{L}[\p{L}\p{M}'’\-]{2,}$")
# A head-first occupation's head, its complement's preposition, and one or two words of the
# complement, ending where an employer's preposition follows ("conductor de excavadora").
_HEAD_WITH_COMPLEMENT = regex.compile(
    r"(?<![\p{L}\p{M}'’\-])(?P<head>\p{L}[\p{L}\p{M}'’\-]{3,})[ \t]+"
    r"(?P<rest>(?:de|del|di|du|des|d['’])[ \t]*\p{L}[\p{L}\p{M}'’\-]*(?:[ \t]+\p{L}[\p{L}\p{M}'’\-]*)?)$",
    regex.IGNORECASE,
)
# An occupation in apposition to a relative: "casada con Marta Soler, fontanera en ...",
# "Schwester Valentina (Schreinerin)", "her husband, a postman,", "son frère, M. Paul Durand, magasinier à ...";
# a relation word at most ``_RELATIVE_REACH`` characters before, on the same line.
_RELATIVE_REACH = 40
# Relation words, plural ones ("dos hijos: ...") and words of marriage ("casado con", "verheiratet mit").
_MARRIED = frozenset(fold(w) for w in """
    married casado casada casados verheiratet marié mariée mariés sposato sposata coniugato coniugata getrouwd gehuwd
    """.split())
_RELATIVE_CUES = RELATION_WORDS | PLURAL_RELATION_WORDS | _MARRIED
# Read from each comma or opening bracket (one scan of the note), the person before it, then the job.
_APPOSITIVE_MARK = regex.compile(r"[,(]")
_WHO_BEFORE = regex.compile(r"(?<![\p{L}\p{M}'’\-])(?P<who>\p{L}[\p{L}\p{M}'’\-]*)(?P<dot>\.)?[ \t]*\Z")
_JOB_AFTER = regex.compile(
    r"[ \t]*(?:(?:a|an|een|un|une|una|uno|ein|eine)[ \t]+)?"
    r"(?P<job>\p{L}[\p{L}\p{M}'’\-]*(?:[ \t]+\p{L}[\p{L}\p{M}'’\-]*){0,3})")
# What may follow an occupation named after "to be": the end of the phrase, or its employer.
_PHRASE_END_AFTER = regex.compile(r"[ \t]*(?:[,.;:)\n]|$|(?:and|und|et|y|e|en)[ \t])", regex.IGNORECASE)
_HEAD_FIRST = frozenset({"fr", "es", "it"})
# The patient as the subject of "to be": "the patient is a nurse herself" names her work too.
_PATIENT_WORDS = frozenset({"patient", "patiente", "patientin", "pt", "paciente", "paziente"})
# What ends a clause before "to be": its subject stands after the last of these.
_CLAUSE_START = regex.compile(r"[.;:,()\n]")
# A sentence's or a field's start; the dot of an initial or of "M." is none.
_SENTENCE_START = regex.compile(r"(?:^|(?<![\s.]\p{Lu})[.!?:]\s+|\n[ \t]*|\(\s*)$")
# Subjects that make "to be" impersonal ("there is a small hernia", "c'est ...", "es ist ...").
_IMPERSONAL_BEFORE = regex.compile(
    r"(?<![\p{L}])(?:there|it|this|that|what|which|here|c'|ce|cela|ça|es|das|dies|het|dit|dat|er|esto|eso|lo|"
    r"ciò|questo|quello|ne)[ \t]*$", regex.IGNORECASE)
# Words that are no part of an occupation's name: "she is on the rota", "he is at home".
_FUNCTION_WORDS = frozenset("""
    on my his her their your our its in at to for with of by from up out off over under all very not no so
    too also just still now then here there well back home sehr nicht noch schon auch nur hier da sein
    ihr mein dein très pas plus bien ici muy más ya aquí molto non più già qui erg niet nog al wel
    """.split())
# Pronouns that a preposition of work never opens an employer with: "il la soigne chez elle".
_PRONOUN_AFTER = regex.compile(
    r"[ \t]+\S+[ \t]+(?:elle|lui|moi|soi|eux|nous|vous|him|her|them|me|us|ihm|ihr|ihnen|uns|hem|haar|hen|ons|"
    r"lei|sé|te|ella|él|ellos|mí|ti)(?![\p{L}])", regex.IGNORECASE)
# An adjective's "-e" form at least this frequent (Zipf) is a word of Dutch ("heldere" 4.0).
DUTCH_INFLECTED_MIN_ZIPF = 1.0
# The agent-noun shape alone (no list) is trusted from this length ("list", "wrist" are no occupations).
MIN_SHAPED_LENGTH = 6
_COMPLEMENT = frozenset({"de", "du", "des", "di", "del", "della", "dei", "da"})
# A word of an occupation's name, and the capitalised word before an occupation (a name's last word).
_JOB_WORD = regex.compile(r"\p{L}[\p{L}\p{M}'’\-]*")
# A word (a person's name, the caller checks) and an age with its unit, another word after it.
_NAME_AGE_WITH_UNIT = regex.compile(
    r"(?<![\p{L}])(?P<who>\p{L}[\p{L}\p{M}'’\-]+)\)?(?P<comma>,)?[ \t]+(?P<age>(?:1[01]\d|\d{1,2})[ \t]*(?:anni|años|ans|jaar|jahre|years|yrs|"
    r"j|a|J)\.?)(?(comma),)(?=[ \t]+\p{L})", regex.IGNORECASE)
# Relation words that are also a nurse's or a nun's title before a name ("Sister Jones", "Schwester Anna").
_TITLE_HOMOGRAPHS = frozenset(fold(w) for w in "sister schwester zuster soeur sœur sor suor".split())
# A word before an appositive's mark, with the separators after it.
_KIN_WORD = regex.compile(r"\p{L}[\p{L}\p{M}'’\-]*[ \t,]*")
_CAPITALISED_BEFORE = regex.compile(r"(?P<word>\p{Lu}[\p{L}\p{M}'’\-]*)\.?[ \t]+$")


# Agent-noun endings trusted where a language has no occupation list (Dutch, Italian) or a short
# one (English): "lasser", "kapster", "muratore", "autista", "roofer". Endings of
# adjectives and participles ("-ico", "-ante", "-ado") are left out: "è diabetico", "is zwanger".
_SHAPE_FALLBACK = {
    "nl": ("ster", "eur", "aris", "kundige", "man", "vrouw", "ist", "tor", "der", "ker", "ier",
           # the agents in "-aar" ("metselaar", "leraar", "kunstenaar"), not the adjectives in "-baar"
           # ("aanspreekbaar", "voelbaar") nor "jaar", "gevaar"
           "elaar", "eraar", "enaar"),
    "it": ("ore", "rice", "ista", "iere", "iera", "aio", "aia"),
    "en": ("er", "or", "ist", "ian", "man", "woman", "eer"),
}


# A person's age opening a bracket, a comma after it: "(31, ", "(38 ans, ".
_BRACKETED_AGE_BEFORE = regex.compile(r"\(\s*(?:1[01]\d|\d{1,2})(?:\s*\p{L}{1,5}\.?)?\s*,[ \t]*\Z")


def _care_role(word: str) -> bool:
    """A care role that is someone's work, not a title or a carer's word ("Sister", "carer")."""
    key = fold(word)
    return clinical_role(key) and key not in TITLES and key not in CARER_WORDS


def _dutch_adjective(key: str) -> bool:
    """A Dutch adjective, told by its inflection: its "-e" form is a word of the language, more
    frequent than an "-s" plural ("helder": "heldere"; "wakker": "wakkere"), where an agent noun has
    a plural and no "-e" form ("schilder": "schilders")."""
    evidence = name_evidence()
    inflected = evidence.text_zipf(key + "e", "nl")
    return inflected >= DUTCH_INFLECTED_MIN_ZIPF and inflected > evidence.text_zipf(key + "s", "nl")


def _occupation_word(word: str, language: str, employer_after: bool = False, care_roles: bool = False) -> bool:
    """An occupation's head noun: in the language's occupation list (``deid.lexicon.occupations``);
    where the list is missing or short (Dutch, Italian, English), an agent noun's ending, and for
    English or a Dutch "-er" only before an employer ("roofer at", "lasser bij")."""
    key = fold(word.strip(".'’-"))
    if care_roles and clinical_role(key) and not word.isupper() and key not in TITLES and key not in CARER_WORDS:
        return True  # "sa fille est infirmière": a relative's work, no role of the ward
    if key in _STOP or key in _CONDITION_NOUNS or clinical_role(key) or word.isupper() and len(word) > 1:
        return False
    if occupation(word, language):
        return True
    if language == "nl" and _dutch_adjective(key):
        return False  # "patiënt is helder", "is wakker": an adjective in "-er", no agent
    endings = _SHAPE_FALLBACK.get(language)
    if not endings or len(key) < MIN_SHAPED_LENGTH or key.endswith(("ness", "ment", "vista", "visto")):
        return False
    if language == "en" or (language == "nl" and not key.endswith(endings)):
        # English agent endings and a Dutch "-er" end adjectives too ("is older", "is zwanger")
        return employer_after and key.endswith(endings + ("er",))
    return key.endswith(endings)


class ProfessionFinder:
    """Occupations after a job word, after "to be" or before an employer; see the module docstring."""

    def find(self, text: str, locale: str) -> List[Span]:
        if written_in_capitals(text):
            # Occupations are read by their small letters outside German (a capitalised "Meunier"
            # is a surname): a note in capitals is read lowered (same length, same offsets).
            text = lowered(text)
        spans = self._cued(text, locale)
        if locale[:2] == "de":
            spans.extend(self._as_employed(text))
        # An occupation after a cue is found once, with the extent the cue gives it. Luxembourg's
        # German notes say a relative's work in French as often ("sa fille, institutrice à ...").
        for language in (locale[:2], "fr") if locale == "de_LU" else (locale[:2],):
            spans.extend(s for s in self._named_without_cue(text, language)
                         if not any(c.start < s.end and s.start < c.end for c in spans))
        return spans

    @staticmethod
    def _as_employed(text: str) -> List[Span]:
        """German puts the verb last: "zuletzt als Lagerist tätig", "als Pflegehelferin beschäftigt":
        the occupation between "als" and the verb of employment, shaped as one or listed."""
        spans = []
        for m in _AS_EMPLOYED.finditer(text):
            job = m.group("job")
            key = fold(job)
            if key in _CONDITION_NOUNS or clinical_role(key) or not (_occupation_shaped(job) or occupation(job, "de")):
                continue
            spans.append(Span(m.start("job"), m.end("job"), "PROFESSION", "pattern", SCORE))
        return spans

    def _named_without_cue(self, text: str, language: str) -> List[Span]:
        """An occupation after "to be", in apposition to a relative, or before its employer or a word
        of retirement."""
        spans = []
        for m in _COPULA_OCCUPATION.finditer(text):
            if _IMPERSONAL_BEFORE.search(text, max(0, m.start() - 12), m.start()):
                continue
            spans.extend(self._job_phrase(text, m.start("job"), list(_JOB_WORD.finditer(m.group("job"))), language,
                                          care_roles=self._relative_subject(text, m.start(), language)))
        for mark in _APPOSITIVE_MARK.finditer(text):
            who = _WHO_BEFORE.search(text, max(0, mark.start() - _RELATIVE_REACH), mark.start())
            if who is None or not self._relative(text, who.start(), who.group("who")):
                continue
            job = _JOB_AFTER.match(text, mark.end())
            words = list(_JOB_WORD.finditer(job.group("job"))) if job is not None else []
            # A relative named right before ("Tochter Julia (", "la figlia, Ilaria Fois,", "Daughter
            # (") is whose work follows, a care role too ("(Physiotherapeutin, wohnt ...",
            # "(pharmacist at ...)", "infermiera presso ..."): no one of the ward is in between.
            kin = self._kin_named_before(text, mark.start(), language)
            if words and (language == "de" or words[0].group().islower()) \
                    and (kin or self._person(who.group("who"), who.group("dot"), language)):
                spans.extend(self._job_phrase(text, job.start("job"), words, language, care_roles=kin))
        spans.extend(self._after_dictated_age(text, language))
        scan = _EMPLOYER_OR_STATE.get(language)
        for after in scan.finditer(text) if scan is not None else ():
            m = _WORD_BEFORE.search(text, max(0, after.start() - 40), after.start())  # the scan's first blank
            if m is None:
                continue
            if not (self._employer_after(text, m.end(), language) or _WORK_STATE_AFTER.match(text, m.end())):
                continue
            if language in _HEAD_FIRST and not occupation(m.group(), language):
                # "conductor de excavadora en ...", "operaio di fonderia presso ...": the head
                # and its complement before the employer.
                phrase = _HEAD_WITH_COMPLEMENT.search(text, max(0, m.start() - 40), m.end())
                if phrase is not None and occupation(phrase.group("head"), language) \
                        and phrase.group("rest").islower() and self._occupation_position(text, phrase, language) \
                        and self._employer_after(text, m.end(), language):
                    spans.append(Span(phrase.start(), phrase.end(), "PROFESSION", "pattern", SCORE))
                    continue
            if _care_role(m.group()) \
                    and (m.group().islower() or language == "de" and not m.group().isupper()) \
                    and self._employer_after(text, m.end(), language) and self._kin_named_before(text, m.start(), language):
                # "la soeur Leïla infirmière à ...": a relative's care role before where she works
                # (her first name before it is no surname that is a trade)
                spans.append(Span(m.start(), m.end(), "PROFESSION", "pattern", SCORE))
                continue
            if not self._occupation_position(text, m, language):
                continue
            # Before an employer only a list's word counts; before a word of retirement an agent noun too.
            employed = language in _EMPLOYED_BY and _EMPLOYED_BY[language].match(text, m.end()) is not None
            if not _occupation_word(m.group(), language, employer_after=True) or not (
                    occupation(m.group(), language) or employed or _WORK_STATE_AFTER.match(text, m.end())):
                continue
            spans.append(Span(m.start(), m.end(), "PROFESSION", "pattern", SCORE))
        return spans

    def _after_dictated_age(self, text: str, language: str) -> List[Span]:
        """The occupation right after a relative's age as dictation writes it, brackets and commas
        gone ("sohn malte 41 schreiner bei ...", "hija olaia 32 a panadera en ..."; the age as
        ``deid.detect.patterns.ages`` reads it): a word of the official lists, where "(41,
        Schreiner" had the bracket and comma for a cue."""
        spans = []
        ends = [end for _, end in dictated_relation_ages(text, language)]
        # ... and after a name and an age with its unit, the commas gone: "Chiara 51 anni casalinga",
        # "HIJOS MARTA 40 AÑOS AUXILIAR ..." (a person's name before it); or set off by commas, as a
        # family history lists its people ("Gualtiero, 52 anni, vigile del fuoco ...", "GÉRARD, 61 ANS, CHAUFFEUR ...")
        ends.extend(m.end("age") for m in _NAME_AGE_WITH_UNIT.finditer(text)
                    if person_word(m.group("who").capitalize() if m.group("who").islower() or m.group("who").isupper()
                                   else m.group("who"), language))
        for age_end in ends:
            line_end = text.find("\n", age_end)
            words = list(_JOB_WORD.finditer(text, age_end, len(text) if line_end < 0 else line_end))[:MAX_WORDS]
            if not words or text[age_end:words[0].start()].strip(" \t,"):
                continue
            # a relative's care role too ("fille Fabienne, 49 ans, infirmière au ..."): no ward's staff
            # is given an age
            care = self._relative(text, max(0, age_end - 12), "") and _care_role(words[0].group())
            if not (occupation(words[0].group(), language) or care):
                continue
            job = self._job(0, words, language, employer_after=True, care_roles=care)
            if job is not None:
                spans.append(Span(job[0], job[1], "PROFESSION", "pattern", SCORE))
        return spans

    def _relative_subject(self, text: str, copula: int, language: str) -> bool:
        """A relative or the patient is the subject of "to be" ("Sa fille est ...", "her husband is
        a ...", "la esposa es ..."): a relation or patient word among the three words before it, in
        the same clause, or the relative named in apposition right before ("le petit-fils, M. Noah
        Weis, est ...")."""
        clause = _CLAUSE_START.split(text[max(0, copula - 40):copula])[-1]
        return any(fold(w) in RELATION_WORDS or fold(w) in _PATIENT_WORDS for w in _JOB_WORD.findall(clause)[-3:]) \
            or self._kin_named_before(text, copula, language)

    def _job_phrase(self, text: str, offset: int, words, language: str, care_roles: bool = False) -> List[Span]:
        """The occupation the words from ``offset`` on name (after "to be" or a relative's name), or none."""
        job = self._job(offset, words, language, employer_after=True, care_roles=care_roles)
        if job is None:
            return []
        start, end = job
        if language in _HEAD_FIRST and not self._employer_after(text, end, language):
            end = self._modified_job_end(text, offset, words, end, language)
        elif language not in _HEAD_FIRST and not self._employer_after(text, end, language):
            # the subject taught or served, one word, before the employer: "is lerares aardrijkskunde op ..."
            subject = _SUBJECT_AFTER.match(text, end)
            if subject is not None and fold(subject.group("w")) not in _STOP \
                    and self._employer_after(text, subject.end(), language):
                end = subject.end()
        # Before an employer an agent noun's ending is enough; at the phrase's end the word must
        # hold without one (a list's word, or an ending trusted alone).
        if self._employer_after(text, end, language) or _PHRASE_END_AFTER.match(text, end) and self._job(
                offset, words, language, employer_after=False, care_roles=care_roles) is not None:
            return [Span(start, end, "PROFESSION", "pattern", SCORE)]
        return []

    @staticmethod
    def _relative(text: str, start: int, who: str) -> bool:
        """Whether the person of an appositive is a relative: a relation word is the person or
        stands shortly before on the same line ("casada con Marta Soler, ...", "Schwester Valentina (...").
        Staff in a team list or a signature ("Lien Geudens, psycholoog") carry their role
        there, which names no one outside the hospital."""
        if fold(who) in RELATION_WORDS:
            return True
        before = text[max(0, start - _RELATIVE_REACH):start].rsplit("\n", 1)[-1]
        return any(fold(w) in _RELATIVE_CUES for w in _JOB_WORD.findall(before))

    @staticmethod
    def _kin_named_before(text: str, end: int, language: str) -> bool:
        """Whether a relation word and at most three names of the relative (commas between, a
        civil title or an initial before them) end right at ``end``: "Tochter Julia", "la figlia,
        Ilaria Fois,", "Daughter", "figlio nicola", "Broer Ilias Rahmani", "la fille, Mme Noor Rahmani",
        "le petit-fils, M. Noah Weis". A name written small must be one by the name lists ("nicola";
        not "informiert"), and a relation word that is also a nurse's or a nun's title counts written
        small only ("la soeur Leïla", not "Sister Jones", "Schwester Anna")."""
        before = text[max(0, end - _RELATIVE_REACH):end].rsplit("\n", 1)[-1]
        words = list(_KIN_WORD.finditer(before))
        names = 0
        if not words or before[words[-1].end():]:
            return False  # something else (a bracket, a number) between the last word and the mark
        evidence = name_evidence()
        for w in reversed(words):
            word = w.group().rstrip(" \t,")
            key = fold(word)
            if key in RELATION_WORDS:
                return key not in _TITLE_HOMOGRAPHS or word.islower()
            if names and (key in TITLES or len(word) == 1 and word.isupper()):
                continue  # "Mme", "M.", "Herr" before the relative's names
            if key in TITLES or key in _STOP or names == 3:
                return False
            kind = evidence.kind(word if word[1:].islower() else word.capitalize(), language)
            if kind == WORD or word.islower() and kind != NAME:
                return False
            names += 1
        return False

    @staticmethod
    def _person(who: str, dot: str, language: str) -> bool:
        """Whether the word before an appositive names a person: a relation ("el marido, jubilado
        ..."), an initial after a name ("Derya T. (..."), or a capitalised name ("Valentina (...",
        "Navarro, auxiliar ...")."""
        if fold(who) in RELATION_WORDS:
            return True
        if dot:
            return len(who) == 1 and who.isupper()
        return who[:1].isupper() and not who.isupper() and fold(who) not in TITLES \
            and name_evidence().kind(who, language) == NAME

    def _modified_job_end(self, text: str, offset: int, words, end: int, language: str) -> int:
        """Where a head-first occupation ends when one or two modifiers follow its head and then its
        employer ("couvreur zingueur chez ...", "agent d'entretien polyvalent à ...", "operaio edile
        presso ...") or, for a head of the official job lists, the phrase's end ("chauffeur routier,
        marié"); ``end`` itself otherwise."""
        after = [w for w in words if offset + w.start() >= end]
        extended = end
        for w in after[:2]:
            word = w.group()
            if not word.islower() or fold(word) in _STOP or word in _FUNCTION_WORDS \
                    or text[extended:offset + w.start()] not in (" ", "\t"):
                break
            extended = offset + w.end()
            if self._employer_after(text, extended, language) or (
                    _PHRASE_END_AFTER.match(text, extended) and occupation(words[0].group(), language)):
                return extended
        return end

    @staticmethod
    def _employer_after(text: str, end: int, language: str) -> bool:
        pattern = _EMPLOYER_AFTER.get(language)
        return pattern is not None and pattern.match(text, end) is not None and not _PRONOUN_AFTER.match(text, end)

    @staticmethod
    def _occupation_position(text: str, m, language: str) -> bool:
        """An occupation named before its employer without a cue is a common noun where it stands:
        lower case outside German (a capitalised "Meunier" there is a surname), no past participle
        ("attaché à", "employé dans"), and not after a capitalised name ("Walter Wagner in ...":
        the commonest German surnames are trades)."""
        word = m.group()
        if language != "de" and not word.islower() and not (
                word[1:].islower() and _SENTENCE_START.search(text, max(0, m.start() - 4), m.start())):
            return False
        if language in ("fr", "es") and word.lower().endswith(("é", "ée", "és", "ées")):
            return False
        before = _CAPITALISED_BEFORE.search(text, max(0, m.start() - 30), m.start())
        if before is not None:
            key = fold(before.group("word"))
            if key in TITLES or (key in first_names() or key in last_names()) and not (
                    language != "de" and word.islower()
                    and ProfessionFinder._kin_named_before(text, before.end("word"), language)):
                # (but a word written small after a relative's name is their work: "sa fille Agnès
                # fleuriste à ...", "son fils Loïc conducteur de tram à ...")
                return False
        return True

    @staticmethod
    def _job(offset: int, words, language: str, employer_after: bool, care_roles: bool = False):
        """``(start, end)`` of the occupation the words after "to be" name, or None: its head
        noun first (with a complement "de ...") in French, Spanish and Italian, last in the others."""
        if not words:
            return None
        if language in _HEAD_FIRST:
            if not _occupation_word(words[0].group(), language, employer_after, care_roles):
                return None
            end = words[0].end()
            if len(words) >= 3 and fold(words[1].group()) in _COMPLEMENT and words[2].group().islower() \
                    and fold(words[2].group()) not in _STOP:
                end = words[2].end()  # "chauffeur de bus", "funcionaria de prisiones"
            return offset + words[0].start(), offset + end
        last = None
        for w in words:
            if fold(w.group()) in _STOP or w.group().lower() in _FUNCTION_WORDS:
                break
            if _occupation_word(w.group(), language, employer_after, care_roles):
                last = w  # the head is the last such word: "staff nurse", not "staff"
            elif last is not None:
                break
        return None if last is None else (offset + words[0].start(), offset + last.end())

    def _cued(self, text: str, locale: str) -> List[Span]:
        spans = []
        german_cased = locale[:2] == "de" and not written_in_capitals(text) and not written_in_lower_case(text)
        matches = _OCCUPATION.finditer(text)
        if _JOB_NOUNS.search(text):
            matches = itertools.chain(matches, _OCCUPATION_AFTER_JOB_NOUN.finditer(text))
        lowered_text = text.lower()
        if any(word in lowered_text for word in _WORK_FIELD_WORDS):
            matches = itertools.chain(matches, _OCCUPATION_AFTER_WORK_FIELD.finditer(text))
        for m in matches:
            if locale[:2] != "it" and _ITALIAN_DOES.match(m.group()):
                continue  # Italian's "fa la ..." is "AF, the longest ..." in a French note ("FA la plus longue")
            inner = _OCCUPATION.match(text, m.start("job"))
            if inner is not None and not _RETIRED.match(text, m.start("job")):
                m = inner  # a field's cue, then another cue: "Sociaal: werkt als kapster" is read from "werkt als"
            words = list(_JOB_WORD.finditer(m.group("job")))
            # a copula or a word of retirement first is not one of the occupation's words ("(70,
            # retired secondary school teacher")
            opener = int(bool(words) and (words[0].group().lower() in _COPULAS or bool(_RETIRED.fullmatch(words[0].group()))))
            weak = _WEAK_CUE_BEFORE.search(text, max(0, m.start("job") - 20), m.start("job"))
            kept = []
            for w in words[:MAX_WORDS + opener]:
                if w.group().lower() in _STOP or kept and _RETIRED.fullmatch(w.group()) or fold(w.group()) in TITLES:
                    break  # (and a word of retirement after the job: "abogado jubilado"; a title: "Hausarzt Dr.")
                if german_cased and any(k.group()[0].isupper() for k in kept[opener:]) and w.group().islower():
                    break  # German's noun ends its phrase: "als Kranfahrer ist nicht möglich"
                kept.append(w)
            if not kept:
                continue
            if weak:
                if kept[0].group().lower() in _COPULAS or _RETIRED.fullmatch(kept[0].group()):
                    kept = kept[1:]  # "(24 a.), es fisioterapeuta", "(70, retired school cook"
                if german_cased and len(kept) > 1 and kept[0].group().islower() and kept[0].group().endswith("t") \
                        and kept[1].group()[0].isupper():
                    continue  # a German verb before the noun: "(22), studiert Informatik an ..."
                if not kept or _relation_word(kept[0].group()):
                    continue  # (after "ex-" a relative as often: "ex-partner", "Ex-Mann")
                # the head where the language puts it: "school cook", "ingegnera gestionale"
                head = kept[0] if locale[:2] in _HEAD_FIRST else kept[-1]
                if _LIST_ONLY_CUE_BEFORE.search(text, max(0, m.start("job") - 32), m.start("job")):
                    # after a social field, "self-employed" or an age, only a list's word: "a
                    # 72-year-old widower", "Social: lives alone", "selbständige Mobilisation" name no job
                    if locale[:2] not in _HEAD_FIRST:
                        # the head last, what follows it no part ("(51) lorry driver on nights")
                        last = max((i for i, w in enumerate(kept) if occupation(w.group(), locale[:2])), default=None)
                        if last is not None:
                            kept = kept[:last + 1]
                            head = kept[-1]
                    if not any(occupation(w.group(), locale[:2]) for w in (kept[0], head)) and not (
                            _BRACKETED_AGE_BEFORE.search(text, max(0, m.start("job") - 16), m.start("job"))
                            and _care_role(kept[0].group())):
                        # (in brackets after a person's age, a care role too: "(31, hca at ...", "(38 ans,
                        # infirmière au CHU)"; the ward's staff are given no age)
                        continue
                elif not any(_occupation_shaped(w.group()) or occupation(w.group(), locale[:2]) for w in (kept[0], head)):
                    continue
            if locale[:2] in _HEAD_FIRST and len(kept) == 1:
                # the head's complement, which the stop words cut: "chauffeur de tram", "conductor de camión"
                rest = [w for w in words if w.start() >= kept[0].end()]
                if len(rest) >= 2 and fold(rest[0].group()) in _COMPLEMENT and rest[1].group().islower() \
                        and fold(rest[1].group()) not in _STOP and occupation(kept[0].group(), locale[:2]):
                    kept = [kept[0], rest[1]]
            start = m.start("job") + kept[0].start()
            end = m.start("job") + kept[-1].end()
            spans.append(Span(start, end, "PROFESSION", "pattern", SCORE))
        return spans
