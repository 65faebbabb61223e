"""Words around the names of the staff who write notes: role abbreviations, greetings, and the
short tokens that close a line without being anyone's initials.

* ``STAFF_ABBREVIATIONS``: grades and roles written after (or before) a signature: "Morag SN",
  "Gwenaëlle IDE", "Reme (DUE)", "Anneke W., vpk.", "joost k., aios", "Ost. Gaia". General
  knowledge of the professions in each of our countries, not a list of any note's people.
* ``GREETINGS``: words before a first name that is addressed: "Dear Ailsa", "Hola Maruja".
* ``NOT_SIGNATURES``: short words and abbreviations that end a line of a clinical log in
  capitals or lower case without being initials: findings ("OK", "RAS", "NAD", "BSO",
  "SNT"), routes and frequencies ("IV", "SC", "PO", "PRN", "QDS"), units and yes/no, and the
  general practitioner and ejection fraction ("GP", "EF") that no person signs as.

Lower case, without diacritics (compared on ``deid.lexicon.name_lexicon.fold``).
"""
from __future__ import annotations

import functools
from typing import FrozenSet

import regex

from deid.lexicon.name_lexicon import ROLE_WORDS, TITLES, fold


def _words(text: str) -> FrozenSet[str]:
    # Each word as written and folded: the detectors look words up by their folded key ("spatdienst").
    return frozenset(form for word in text.split() for form in (word, fold(word)))


STAFF_ABBREVIATIONS = _words(
    """
    sn rn rgn rmn cpn hca pt ot slt odp anp cns dsn sho fy1 fy2 ct1 ct2 st1 st2 st3 st4 st5 st6 st7
    spr reg registrar consultant snr carer stw hcsw ccn bms mlso mla
    ide idec iade ibode as ash interne externe kine kiné mt sf sage-femme cadre puer aide-soignante
    vpk vpk. verpl aso aios anios vs pa ps kinesist kine fysio arts-assistent coassistent coass
    ota ata mfa pj aa aä oa oä pfl pflege physio stationsleitung sr mta mtl mtla mtra bta pta
    due tcae enf aux eir mir fea celador fisio logopeda matrona ts
    ost inf oss fisio cpse coord specializzando
    nurse physio dietitian pharmacist
    """
)

# Role abbreviations written as two dotted letters, which read as a person's initials would:
# the social worker's "A.S." (Italian "assistente sociale", French "assistante sociale") and "T.S."
# (Spanish "trabajador(a) social"). Folded, without their dots.
DOTTED_ROLE_ABBREVIATIONS = _words("as ts")

# The social worker's role written as an abbreviation and the word "social" ("T. social", "Trab.
# social", "ass. sociale", "A. sociale"): the second word, folded.
SOCIAL_WORDS = _words("social sociale sociaal sozial")
# The longest abbreviation before it that still reads as the role's first word ("trab", "ass").
SOCIAL_ROLE_ABBREVIATION_MAX = 5


def social_work_role(words) -> bool:
    """Whether folded words without their dots open with a social worker's role written short: an
    abbreviation of the role's first word, then "social" ("t social", "trab social", "ass sociale")."""
    return len(words) >= 2 and 1 <= len(words[0]) <= SOCIAL_ROLE_ABBREVIATION_MAX and words[1] in SOCIAL_WORDS


# The shift a carer names after their first name and role ("... RN nights", "IDE nuit", "enfermera
# noche", "vpk late"): the shift itself, never part of the name or of the role.
SHIFT_WORDS = _words(
    """
    night nights day days late lates early earlies nocturne
    nacht nachten nachtdienst vroeg vroege laat late dag avond dagdienst avonddienst
    nachtschicht frühdienst spätdienst frühschicht spätschicht früh spät
    nuit nuits jour matin soir après-midi
    noche noches tarde mañana
    notte mattina pomeriggio sera
    """
)

# The nursing service as a ward names it, who is told or acts ("avisa enfermería Itziar", "verpleging
# Maaike belt", "infirmerie Clémence"): a member of the service may follow, as after a team word.
NURSING_SERVICES = _words(
    """
    enfermería enfermeria infermieria verpleging verpleegkunde infirmerie nursing krankenpflege
    """
)

# Degrees and memberships written after a name ("Jo Hart, RN, BSc", "Dr A. Lee MBBS FRCP", "M.Sc.
# Pflege", "Dipl.-Psych."), folded and without their dots: never a name, a place or a body.
POST_NOMINALS = frozenset(fold(w) for w in """
    bsc msc ba ma mphil phd dphil md mbbs mbchb bmbs bm bch mb chb frcs frcp frca frcr frcpath frcpsych frcog
    frcgp frcem frcophth mrcs mrcp mrcgp mrcpsych mrcog fficm ffph rn rgn rmn rnld bn bscn msn mph mba dnp
    diphe pgdip pgcert dipl dipl-psych dipl-ing mphil llb llm facs facp fesc
""".split())

GREETINGS = _words(
    """
    dear hi hello hey morning
    beste lieve hallo hoi dag goedemorgen
    cher chere chers bonjour salut coucou
    liebe lieber hallo moin servus
    hola querida querido estimada estimado buenos
    caro cara ciao gentile buongiorno salve
    """
)

# The words of a signature before the signer ("Signed Ffion", "gez. Dr. Ohm", "Fdo. Ainara"): English
# "signed", German "gezeichnet", Dutch "getekend", Spanish "firmado", Italian "firmato", and their
# abbreviations. Never a name themselves.
SIGNATURE_WORDS = _words("signed sgd gez gezeichnet getekend firmado fdo firmato")

# Words that close a message right before the writer's first name ("Thanks Hedda", "Gruß Dörte",
# "Merci Solène"), when no comma or line break stands between them; signature words too.
SIGN_OFFS = _words(
    """
    thanks thank thx cheers regards best sincerely faithfully
    groet groeten gr bedankt dank mvg
    gruß gruss grüße grüßen gruesse danke lg vg mfg richtigkeit
    merci cordialement amicalement bises amities
    gracias saludos saludo besos
    grazie saluti cordialmente ciao
    """
) | SIGNATURE_WORDS

# Formulas of a letter's signature that stand before the signer's name and are no initials:
# German "i. A." (im Auftrag, on behalf of) and "i. V." (in Vertretung, deputising), "p.p." / "pp."
# (per procurationem), "p.o." (per ordine).
LETTER_FORMULAS = regex.compile(r"(?:[iI]\.[ \t]?[AV]\.|[pP]\.[ \t]?[pPoO]\.|[pP]{2}\.)[ \t]+")

# Answers and states that close a log line on their own ("... dorme. stabile"), however often.
ANSWERS_AND_STATES = _words(
    """
    ok nad ja nee nein no si oui non yes
    afebril apyretique apyrexie stabil stable stabiel
    """
)
# The German ward's shifts written short, Früh-, Spät-, Nachtdienst, that head a log's entries after
# their date ("Mo 14.10. FD", "--- ND ---"): no carer's initials there (elsewhere "SD" may be a
# person's, as in a meeting's actions).
SHIFT_CODES = _words("fd sd nd frd spd")
NOT_SIGNATURES = ANSWERS_AND_STATES | SIGNATURE_WORDS | _words(
    """
    ras bso snt nbm npo prn qds tds bd od iv im sc po sl pr nb ps cave gp ef
    mg ml kg cm mm ug mcg iu ui ie
    am pm h u
    rx ct mri mrt irm tc tac ecg ekg eeg crp hb inr pcr
    bmi gcs avpu news ews mews
    ku
    equipe équipe team
    """
)
# ("KU" is the German physical examination's heading, "körperliche Untersuchung", alone on its line.)


# Wards, units and services a note names by their acronyms, in brackets after a time as often as a
# carer's initials ("transferred at 11:05 (ITU)", "arrivée 02:10 (SAU)", "INVIATO DA: 118 (MSB)"):
# intensive, high-dependency, coronary and emergency care, admissions, theatres, day hospitals, and
# the ambulance types that bring patients, in our six languages.
CARE_UNITS = _words(
    """
    icu itu hdu ccu cicu picu nicu micu sicu ed ae amu mau sau cdu opd ot sdec eau
    rea usi usic uhcd ssr hdj ssu smur samu
    ic mc cc seh eh hap ok ha spoed
    its imc zna ina chn
    uci ucip urg hdia ap dh
    ti utic obi ps msb msa msi
    """
)
# ("AP" is Spanish primary care, atención primaria: "Informar a AP", "remitido a AP".)


# Healthcare roles: in a clinical note they name the staff who write and treat ("huisarts",
# "consultant obstetrician", "médecin généraliste"), not an occupation that identifies the
# patient, and a surrogate profession there would only garble the note.
CLINICAL_ROLES = frozenset(fold(w) for w in """
    arts artsen huisarts specialist assistent assistente verpleegkundige vpk verpleger vroedvrouw
    kinesist fysiotherapeut dietist diëtist logopedist ergotherapeut apotheker tandarts chirurg anesthesist
    médecin medecin généraliste generaliste infirmier infirmière infirmiere interne chirurgien sage-femme
    kinésithérapeute pharmacien dentiste anesthésiste
    doctor gp consultant registrar nurse physician surgeon midwife physiotherapist pharmacist houseman
    sho fy1 fy2 resident attending anaesthetist anesthetist dentist
    arzt ärztin arztin hausarzt hausärztin oberarzt oberärztin assistenzarzt chefarzt pfleger pflegerin
    krankenschwester schwester hebamme apotheker zahnarzt chirurgin
    médico medico médica enfermera enfermero cirujano cirujana matrona farmacéutico odontólogo
    medica infermiere infermiera chirurgo ostetrica farmacista dentista specializzando
    prof professor professeur professore dr dott
    internist interniste internista
""".split())  # folded, as the words they are compared with
_ROLE_SUFFIXES = ("loog", "loge", "logue", "logist", "ologo", "ologa", "iater", "iatre", "iatra", "iatrician",
                  "iatrist", "chirurg", "therapeut", "therapist")
# The health professions that national registers regulate besides physicians and nurses, as the
# word written after a person: the UK's HCPC professions, the paramedical professions of the
# Belgian and Dutch registers, France's "auxiliaires médicaux", Germany's Gesundheitsfachberufe,
# Spain's profesiones sanitarias, Italy's professioni sanitarie.
REGULATED_HEALTH_PROFESSIONS = frozenset(fold(w) for w in """
    orthotist prosthetist orthoptist radiographer sonographer phlebotomist paramedic podiatrist chiropodist
    audiologist optometrist dietician dietitian hygienist
    podotherapeut audicien mondhygiënist laborant paramedicus
    orthoptiste podologue pédicure-podologue orthésiste orthoprothésiste prothésiste audioprothésiste
    psychomotricien psychomotricienne manipulateur manipulatrice diététicien diététicienne ambulancier
    orthoptistin podologe podologin orthopädietechniker orthopädietechnikerin notfallsanitäter
    notfallsanitäterin rettungssanitäter rettungssanitäterin diätassistent diätassistentin mtra mtla
    ortoptista podólogo podóloga dietista nutricionista optometrista audioprotesista higienista
    ortottista podologo podologa logopedista igienista tecnico tecnica tsrm
""".split())
# Further members of a care team, named in brackets after a person in team lists and minutes
# ("Ainhoa (logopeda)", "Itziar Vega (trabajadora social)"): as occupations of a patient's
# relative they are still occupations, so they are kept apart from ``CLINICAL_ROLES``.
CARE_TEAM_ROLES = frozenset(fold(w) for w in """
    logopeda logopède logopede orthophoniste logopädin logopäde auxiliar celador celadora trabajadora trabajador
    educadora educador educatrice educatore assistante assistant maatschappelijk sozialarbeiterin sozialarbeiter
    sozialdienst gerocultora gerocultor tcae due ide oss coordinator coordinatrice coordinadora coordinador
    secretary secretaresse secrétaire sekretärin segretaria secretaria
    praktijkondersteuner poh casemanager case-manager
    student studente studentessa estudiante alumna alumno étudiant étudiante stagiaire stagiair leerling
    schüler schülerin praktikant praktikantin azubi auszubildende auszubildender tirocinante
""".split()) | REGULATED_HEALTH_PROFESSIONS
# Dutch and German write a role as a compound on its head ("praktijkassistente", "baliemedewerker",
# "Arzthelferin", "Stationsschwester"): the head ends the word.
_CARE_TEAM_SUFFIXES = ("terapeuta", "terapista", "therapeutin", "kundige", "assistent", "assistente", "assistentin",
                       "medewerker", "medewerkster", "mitarbeiter", "mitarbeiterin", "schwester", "pfleger",
                       "pflegerin", "helfer", "helferin")


def care_team_role(word: str) -> bool:
    """A role in a care team (folded word): a healthcare role, a grade, or another team member's role."""
    return clinical_role(word) or word in STAFF_ABBREVIATIONS or word in CARE_TEAM_ROLES \
        or word.endswith(_CARE_TEAM_SUFFIXES)


def clinical_role(word: str) -> bool:
    """A healthcare role (folded word): one of ``CLINICAL_ROLES``, a role or title word, or a specialist's suffix."""
    return word in CLINICAL_ROLES or word in ROLE_WORDS or word in TITLES or word.endswith(_ROLE_SUFFIXES)


# Words that head the list of the people at a meeting, a round or an operation, or name who
# chairs or minutes it: names follow them without a title ("Present: ...", "Anwesend ...").
MEETING_WORDS = frozenset(fold(w) for w in """
    present attendees attending attendance apologies absent chair chaired minutes
    aanwezig aanwezigen afwezig afgemeld verontschuldigd voorzitter notulist notulen
    présent présents présente présentes absents excusé excusés excusée président présidente
    anwesend anwesende abwesend entschuldigt vorsitz vorsitzender vorsitzende protokollführer teilnehmer
    asistentes presentes ausentes excusados preside moderador moderadora
    presenti assenti giustificati presiede moderatore verbalizzante partecipanti
""".split())
# The roles of an operating team, written before the names in an operation report's team list
# ("Scrub: ...", "Springer ...", "Omloop ..."): English, German, Dutch, French, Spanish, Italian.
THEATRE_ROLES = frozenset(fold(w) for w in """
    scrub circulating runner
    springer springerin instrumentierend instrumentierende
    omloop omloopster instrumenterende
    circulante panseuse
    circolante
""".split())
# Plural endings of role words in our languages: "chirurgen", "artsen", "nurses", "médicos".
_PLURAL_ENDINGS = ("en", "es", "s", "i")


@functools.lru_cache(maxsize=8192)
def team_word(word: str) -> bool:
    """A word that stands beside the names of a team list (folded word): a care-team role, also
    in the plural or as a compound's last part ("chirurgen", "MDL-artsen", "nurses"), or a word
    of meeting lists (``MEETING_WORDS``) or of an operating team (``THEATRE_ROLES``)."""
    word = word.rsplit("-", 1)[-1]
    if word in MEETING_WORDS or word in THEATRE_ROLES or care_team_role(word):
        return True
    # A plural's stem must be a role word itself, not a grade's abbreviation ("pas" is no "pa");
    # Italian plurals change the last vowel ("medici", "infermieri").
    for ending in _PLURAL_ENDINGS:
        if not word.endswith(ending) or len(word) - len(ending) < 4:
            continue
        stem = word[:-len(ending)]
        for singular in (stem, stem + "o", stem + "e", stem + "a") if ending == "i" else (stem,):
            if clinical_role(singular) or singular in CARE_TEAM_ROLES:
                return True
    return False
