"""What the name detector (``deid.detect.names``) knows about names: first names, titles and
role words that announce a person, and capitalised words that are never a person's name.

* First names: the given-name lists of Faker's person providers for our locales (real,
  frequent names of each country), minus the ordinary words of
  ``deid.lexicon.common_words`` ("Roos", "Rose", "Will") and the eponyms below, and
  minus names of two letters.
* Titles and honorifics ("Dr.", "Mevr.", "Mme", "Herr", "Sig.ra") and role words of
  the people who write and are written about in notes ("verpleegkundige", "IDE",
  "Schwester", "nurse", "Enf."): a capitalised word right after one is a name.
* Not names: eponyms of diseases, signs and scores (Parkinson, Crohn, Glasgow,
  Babinski ...), which follow "M." (Morbus) or stand in capitals; words that come after
  a title without being a name ("Herr Kollege", "Dr. med."); month and weekday names.

Lower case; compared on the lower-cased word with its diacritics stripped.
"""
from __future__ import annotations

import functools
import importlib
import unicodedata
from typing import FrozenSet

from deid.lexicon.common_words import ALL_COMMON_WORDS


@functools.lru_cache(maxsize=262144)
def fold(word: str) -> str:
    """Lower case without diacritics: how the tables below are compared."""
    if word.isascii():
        # NFKD leaves ASCII as it is and it has no combining marks: a tenth of the time.
        return word.lower()
    decomposed = unicodedata.normalize("NFKD", word.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _words(text: str) -> FrozenSet[str]:
    return frozenset(fold(w) for w in text.split())


# The Faker person providers whose names the name lexicon reads: the populations whose names our
# notes carry, not the contract's locales (those are ``deid.locales``). Austria's (de_AT) is read
# for German notes; Luxembourg's (de_LU) is not yet: it would add about 70 first names of which
# several are ordinary French words ("ange", "blanche"), a change to measure on its own.
NAME_SOURCE_LOCALES = ("nl_BE", "nl_NL", "fr_BE", "fr_FR", "en_GB", "en_US", "de_DE", "de_AT", "es_ES", "it_IT")

# Eponyms of clinical text: diseases, signs, scales, operations. Never a person in a note.
EPONYMS = _words(
    """
    addison alzheimer apgar babinski barrett basedow bechterew bouchard brugada budd chiari
    charcot pugh cooley crohn cushing dupuytren duchenne ehlers danlos fallot glasgow graves
    guillain barre hartmann hashimoto heberden hodgkin horner huntington kaposi kawasaki kussmaul
    korsakoff lachman lasegue lyme marfan meniere murphy blumberg mcburney nyha parkinson paget
    perthes pfannenstiel raynaud reiter romberg scheuermann sjogren sudeck takayasu tietze
    trendelenburg virchow willebrand waldenstrom wegener wernicke whipple wolff zollinger ellison
    starling doppler holter ganz foley seldinger fontaine rankin barthel norton braden waterlow
    karnofsky ecog killip forrest lown mallory weiss steinert westergren coombs gram ziehl
    neelsen epstein hirschsprung klinefelter osgood schlatter schober trousseau chvostek homans
    rovsing valsalva heimlich quincke bence gleason breslow clark dukes redon zimmer
    kellgren hoehn yahr tinetti charlson mallampati gustilo schatzker ficat meggitt mcmurray kernig
    brudzinski billroth broviac clavien caprini khorana
    colles galeazzi monteggia fresnel veress hasson
    """
)
# (The scales, classifications and signs of the second line are named after people too rarely a
# surname of our countries to be anyone else: "stade IV de Kellgren-Lawrence", "Hoehn & Yahr 3",
# "Tinetti 16/28"; not "Cormack", "Lehane", common enough as surnames to be a person.)

# Academic degrees between a title and a name: "Dr. med. ", "Dr. rer. nat. ", "Prof. Dr. med. habil. ".
DEGREES = ("med", "rer", "nat", "phil", "dent", "vet", "habil", "univ", "jur", "sc", "dipl")

# Titles and honorifics before a name; a trailing dot is optional (the detector allows it).
TITLES = _words(
    """
    dr dra dr.ssa drs dres dott dott.ssa dottor dottore dottoressa doctor doctora docteur dokter doktor
    doctores docteurs dottori
    prof pr professor professeur professore
    mevr mevrouw mw mej dhr heer meneer
    mme madame mlle mademoiselle monsieur mr mrs ms miss mx sir mister
    herr herrn frau fr hr
    sr sra srta señor señora don doña dña
    sig sig.ra sig.na signor signora signore
    drssa dottssa sigra
    """
)
# (The Italian titles with an inner dot also as dictation tools and copies without punctuation write
# them: "drssa", "dottssa", "sigra"; not "signa", the Latin "write on the label" of a prescription.)
# Role words of carers and staff: "verpleegkundige An Roels", "IDE : Léa", "Enf.: Rocío", and of an
# operating team ("strumentista Rossi", "Operateur: Dr. ..."; not the surgeon, whose specialty's
# adjective stands before the word in a signature: "Orthopedisch chirurg"), and of the physicians in
# training a ward names by first name ("la residente Maialen", "Famulant Lasse"; not the trainees of
# any trade, "Praktikant", "stagiaire": a relative's occupation too).
# The paid or family carers a home-care note names by their role and first name ("la badante X",
# "cuidadora X", "carer X", "Betreuerin X"): role words, but a relative who is "main carer" or
# "mantelzorger" has no occupation for it (``deid.detect.patterns.professions``).
CARER_WORDS = _words("badante cuidadora cuidador gerocultora gerocultor carer betreuerin betreuer pflegekraft mantelzorger")
ROLE_WORDS = _words(
    """
    verpleegkundige vpk zr zuster br broeder verpleger vroedvrouw kinesist fysiotherapeut diëtiste dietist
    diëtist logopedist ergotherapeut triagist huisarts
    infirmière infirmier inf ide iade aide-soignante kiné kinésithérapeute diététicienne
    sage-femme interne externe assistante assistant
    nurse sister midwife physiotherapist dietitian registrar houseman
    schwester schw pfleger pflegerin hebamme physiotherapeut physiotherapeutin oa oä oberarzt oberärztin
    assistenzarzt assistenzärztin stationsarzt stationsärztin dienstarzt dienstärztin
    enf enfermera enfermero matrona fisioterapeuta
    infermiera infermiere ostetrica fisioterapista
    strumentista ferrista instrumentista instrumentiste anestesista anesthésiste anesthesist anästhesist
    anästhesistin operateur opérateur operatore ayudante circulante
    supervisor supervisora fellow chefarzt chefärztin
    residente specializzando specializzanda coassistent co-assistent famulant famulantin
    pharm
    """
) | CARER_WORDS
# ("Pharm." is how a Belgian or French pharmacist signs: "Pharm. X Y".)
# The colleague a letter addresses: "Lieber Herr Kollege Brandt", "Geachte collega Smeets",
# "Cher confrère Dupuis". It announces a surname as a role word does; it is no role a signer writes
# after a first name ("Cher confrère" is a greeting, not Cher signing).
COLLEAGUE_WORDS = _words("kollege kollegin collega collègue confrère consœur consoeur colleague")
# Relations: "zoon Koen", "vriendin Roos", "sa fille Nathalie", "Ehefrau Ingrid". A capitalised word
# right after one (no colon: "Mutter: Diabetes" is a family history) is a name.
RELATION_WORDS = _words(
    """
    zoon dochter echtgenoot echtgenote man vrouw partner broer zus moeder vader mama papa oma opa
    kleinzoon kleindochter schoonzoon schoondochter neef nicht oom tante vriend vriendin buurman buurvrouw
    mari époux épouse fils fille frère sœur soeur mère père ami amie voisin voisine petit-fils petite-fille
    husband wife son daughter brother sister mother father mum dad friend neighbour neighbor grandson
    granddaughter
    ehemann ehefrau mann gatte gattin sohn tochter bruder schwester mutter vater freund freundin nachbar
    nachbarin enkel enkelin lebensgefährte lebensgefährtin
    esposo esposa marido hijo hija hermano hermana madre padre amigo amiga vecino vecina nieto nieta
    marito moglie figlio figlia fratello sorella amico amica vicino vicina nipote
    bébé baby bebé kindje bimbo bimba neonato neonata nouveau-né
    petit petite
    schoonvader schoonmoeder schoonbroer schoonzus schoonzuster zwager grootvader grootmoeder nonkel
    stiefzoon stiefdochter stiefvader stiefmoeder verloofde
    conjoint conjointe compagnon compagne concubin concubine gendre bru beau-père belle-mère beau-frère
    belle-sœur belle-soeur beau-fils belle-fille oncle tante neveu nièce cousin cousine grand-père grand-mère
    papa maman fiancé fiancée
    son-in-law daughter-in-law father-in-law mother-in-law brother-in-law sister-in-law uncle aunt
    auntie nephew niece cousin grandmother grandfather grandma grandpa granny grandad stepson
    stepdaughter stepfather stepmother fiance fiancee girlfriend boyfriend mam mom
    schwiegersohn schwiegertochter schwiegervater schwiegermutter schwager schwägerin onkel tante
    neffe nichte cousine großvater großmutter oma opa partnerin verlobte verlobter stiefsohn
    stieftochter stiefvater stiefmutter
    pareja novio novia yerno nuera suegro suegra cuñado cuñada tío tía sobrino sobrina abuelo abuela
    compañero compañera mamá papá padrastro madrastra hijastro hijastra prometido prometida
    genero nuora suocero suocera cognato cognata compagno compagna zio zia cugino cugina nonno nonna
    mamma papà babbo fidanzato fidanzata convivente
    huisgenoot huisgenote mitbewohner mitbewohnerin colocataire housemate flatmate lodger compañero
    compañera coinquilino coinquilina
    """
)
# Relations in the plural open a list of the people they are: "dos hijos, Bruno y Leire", "three
# children, Yara, Emil and Cosima", "twee kinderen (Anouk en Joost)" (``NameDetector._kin_lists``).
# The widowed, who name their late spouse by "of" ("veuve de Firmin", "Witwe von Egon"): no part of
# the name that follows.
WIDOW_WORDS = _words("""
    widow widower widowed veuve veuf witwe witwer verwitwet weduwe weduwnaar vedova vedovo viuda viudo
    """)
PLURAL_RELATION_WORDS = _words(
    """
    kinderen zonen dochters kleinkinderen broers zussen ouders
    enfants filles frères soeurs sœurs petits-enfants parents
    children kids sons daughters brothers sisters grandchildren parents
    kinder söhne töchter brüder schwestern geschwister enkelkinder enkel eltern
    hijos hijas hermanos hermanas nietos nietas
    figli figlie fratelli sorelle nipoti genitori
    grootouders schoonouders neven nichten
    neveux nièces cousins cousines grands-parents beaux-parents
    grandparents in-laws nephews nieces aunts uncles
    großeltern schwiegereltern neffen nichten
    suegros cuñados tíos sobrinos abuelos
    suoceri cognati zii cugini nonni
    """
)
# Capitalised words that follow a title without being a name ("Herr Kollege", "Dear Dr Team").
NOT_AFTER_TITLE = _words(
    """
    med med. univ kollege kollegin kollegen collega colleghi collègue confrère consœur consoeur
    collega's team patient patientin patiënt patiente paziente paciente chef chefarzt primario
    de la le les van der den het the des du di del della dei von zu
    """
)
# The labels of a form's name fields in our languages ("Nombre: Juan.", "Apellidos: Casado
# Casado", "NOM : DUPONT", "Cognome e nome: ..."): the value after the colon is a person's name
# whatever its words are ("Casado", "Salamanca" and "Rot" are also words and places).
NAME_FIELDS = tuple(sorted((
    "name", "names", "surname", "surnames", "first name", "firstname", "forename", "forenames", "given name",
    "last name", "family name", "full name", "patient name", "maiden name",
    "naam", "voornaam", "voornamen", "achternaam", "familienaam", "meisjesnaam", "roepnaam", "naam patiënt",
    "nom", "prénom", "prenom", "prénoms", "nom de naissance", "nom de jeune fille", "nom d'usage", "nom et prénom",
    "nom, prénom", "nom du patient",
    "vorname", "vornamen", "nachname", "familienname", "geburtsname", "zuname", "rufname", "name, vorname",
    "nombre", "nombres", "apellido", "apellidos", "primer apellido", "segundo apellido", "nombre y apellidos",
    "apellidos y nombre", "apellidos, nombre",
    "nome", "cognome", "cognome e nome", "nome e cognome", "cognome, nome",
), key=len, reverse=True))
# Labels of a field that holds a person but is not named for the name: "Patient: Dupont, Solène",
# "Paciente: Vega Casado, Eusebia" (``deid.detect.name_fields.person_fields``: the value must be the
# whole field and look like a name, since "Patient: alert and oriented" is a finding).
PERSON_FIELDS = tuple(sorted((
    "patient", "patiente", "patiënt", "patiënte", "patientin", "paciente", "paziente", "assistito", "assistita",
    "client", "cliënt", "bewoner", "résident", "resident", "residente", "bewohner", "bewohnerin",
    "requesting clinician", "referrer", "verwijzer", "aanvrager", "einsender", "prescripteur", "médecin traitant",
    "huisarts", "hausarzt", "hausärztin", "gp", "médico de cabecera", "medico curante",
), key=len, reverse=True))
# Labels of a report's fields that hold who asked for it or signed it off, with their colon: "Requested
# by: ...", "Validiert: MTA B. ...", "Validé par : ..." (lab, imaging and pathology reports). The value
# is judged as a person field's (``deid.detect.name_fields.person_fields``).
SIGNER_FIELDS = tuple(sorted((
    "requested by", "requesting doctor", "authorised by", "authorized by", "validated by", "verified by",
    "reported by", "angefordert von", "anforderung", "validiert", "validiert von", "freigegeben von",
    "befundet von", "geautoriseerd", "geautoriseerd door", "gevalideerd", "gevalideerd door", "demandeur",
    "validé par", "valide par", "solicitante", "solicitado por", "validado", "validado por", "richiedente",
    "medico richiedente", "validato da", "refertato da",
), key=len, reverse=True))
# Lower-case words glued into a name: "Van den Bossche", "de la Prada", "von Stein".
PARTICLES = _words(
    """
    van vande vanden vander de den der het ter ten te von vom zu zum zur di da del della delle dei degli
    dal dalla lo la las los le les du des d' dos das do y i e al el mac mc st. st saint sainte san santa
    """
)

# Given names of the lists that are ordinary words in our languages too: "Lieve collega"
# (dear colleague), "Else", "Lot", "Faith", "Iris" (the eye), "Ernst", "Frank" (adjectives),
# "TERAPIA ALLA DIMISSIONE" (Italian "to the"), "Ella"/"Elle" (she), "Gabe" (German: a dose given).
NOT_FIRST_NAMES = _words(
    """
    lieve else lot faith iris ada ernst frank guy ina ine ida eva echo hope mercy
    alla ella elle gabe
    """
)


@functools.lru_cache(maxsize=1)
def first_names() -> FrozenSet[str]:
    """Folded first names of our locales' Faker providers, without ordinary words and eponyms."""
    from deid.lexicon.months import MONTHS
    from deid.lexicon.weekdays import WEEKDAYS

    calendar = {fold(n) for lang in MONTHS.values() for forms in lang for n in forms}
    calendar |= {fold(n) for lang in WEEKDAYS.values() for forms in lang for n in forms}
    names = set()
    for locale in NAME_SOURCE_LOCALES:
        provider = importlib.import_module(f"faker.providers.person.{locale}").Provider
        for attribute in ("first_names", "first_names_female", "first_names_male"):
            names.update(fold(n) for n in getattr(provider, attribute, ()) or ())
    common = {fold(w) for w in ALL_COMMON_WORDS}
    return frozenset(n for n in names if len(n) > 2 and n not in common and n not in EPONYMS and n not in calendar and n not in NOT_FIRST_NAMES
                     and n not in TITLES and n not in ROLE_WORDS and n not in PARTICLES and " " not in n)


@functools.lru_cache(maxsize=1)
def last_names() -> FrozenSet[str]:
    """Folded surnames of our locales' Faker providers (one-word ones, three letters or more).

    Unlike ``first_names`` these keep the surnames that are ordinary words too ("Wolf",
    "Bakker", "Smith"): they are used to *keep* a proposed name, never to find one.
    """
    names = set()
    for locale in NAME_SOURCE_LOCALES:
        provider = importlib.import_module(f"faker.providers.person.{locale}").Provider
        names.update(fold(n) for n in getattr(provider, "last_names", ()) or ())
    return frozenset(n for n in names if len(n) > 2 and " " not in n and n not in EPONYMS)
