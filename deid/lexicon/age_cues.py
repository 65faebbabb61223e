"""Words that make a number of years an age, or a duration.

Regular-expression fragments, matched case-insensitively on word boundaries.
"""
from __future__ import annotations

# Units after the number that are adjectives of age by themselves: "72-jarige",
# "72-year-old", "72-jährige", "72enne". Always an age.
ADJECTIVE_UNITS = (
    r"-?jarigen?", r"-?jarig", r"-?years?[- ]old", r"-?yrs?[- ]old", r"-?y/o", r"-?y\.o\.?", r"-?yo",
    r"-?jährigen?", r"-?jährige[rsm]?", r"-?jaehrige[rnsm]?", r"enne", r"-?[aá]ñer[oa]",
    r"-?järege[nr]?", r"-?järeg",  # Luxembourgish: "e 76-järege Mann"
)
# Units that say "years" (or months, for infants): an age only in an age context.
YEAR_UNITS = (
    r"jaar", r"jaren", r"jr\.?", r"j\.", r"ans?", r"years?", r"yrs?\.?", r"jahre[n]?",
    r"años", r"año", r"anni", r"anno", r"aa\.?",
    r"joer",  # Luxembourgish: "Pat., 81 Joer"
)
MONTH_UNITS = (r"maanden", r"maand", r"mois", r"months?", r"monate[n]?", r"monat", r"meses", r"mes", r"mesi")
# Newborns' ages: "Recién nacido de 29 días", "zuigeling van 3 weken".
DAY_UNITS = (
    r"dagen", r"dag", r"weken", r"week", r"jours?", r"semaines?", r"days?", r"weeks?", r"tage[n]?", r"tag",
    r"wochen", r"woche", r"d[íi]as?", r"semanas?", r"giorni", r"giorno", r"settimane", r"settimana",
)
# "dos años y medio", "3 jaar en 2 maanden": the second part joins the span.
AND_WORDS = (r"y", r"e", r"et", r"und", r"en", r"and")
HALF_WORDS = (r"medio", r"half", r"demi", r"mezzo", r"halb")
# After "Edad:" and friends even a one-letter unit is an age: "Edad: 70 a", "72 j".
# Not elsewhere: "la 11a." is an ordinal, "6A" a door.
SHORT_UNITS = (r"a", r"j", r"y", r"J", r"aa")

# A header or phrase that introduces an age, even of a bare number:
# "Age: 72", "âgé de 72 ans", "Leeftijd 72", "im Alter von 72".
AGE_HEADERS = (
    r"age[ds]?", r"âge", r"âgée?", r"agée?", r"l'âge\s+de", r"leeftijd", r"op\s+de\s+leeftijd\s+van",
    r"alter", r"im\s+alter\s+von", r"edad", r"età", r"all'età\s+di", r"at\s+the\s+age\s+of", r"at\s+age",
    r"di\s+anni",  # Italian "paziente di anni 56": the number of years follows
)
# Phrases that confirm a number of years is an age: "a los 38 años", "à 72 ans".
AGE_CUES = AGE_HEADERS + (r"a\s+los", r"à", r"op", r"con", r"di")
# A person noun and a preposition before the number: "man van 72 jaar", "Varón de 72 años".
PERSON_NOUNS = (
    r"man", r"vrouw", r"pati[eë]nte?", r"jongen", r"meisje", r"dame", r"heer", r"kind", r"baby",
    r"homme", r"femme", r"patiente?", r"garçon", r"fille", r"enfant", r"bébé", r"nourrisson", r"monsieur",
    r"madame", r"mann", r"frau", r"patientin", r"junge", r"mädchen", r"säugling", r"var[oó]n",
    r"mujer", r"paciente", r"niñ[oa]", r"hombre", r"beb[ée]", r"lactante", r"adolescente", r"anciano",
    r"anciana", r"señora", r"señor", r"chic[oa]", r"uomo", r"donna", r"paziente", r"bambin[oa]",
    r"ragazz[oa]", r"signora", r"signore", r"neonat[oa]", r"boy", r"girl", r"woman", r"child",
    r"male", r"female", r"gentleman", r"lady", r"infant", r"sujeto", r"reci[ée]n\s+nacid[oa]", r"nacid[oa]",
    r"pasgeborene", r"zuigeling", r"nouveau-né", r"neugeborene[sr]?", r"newborn", r"hij[oa]", r"herman[oa]",
    r"padre", r"madre", r"t[íi][oa]", r"abuel[oa]", r"prim[oa]",
)
# Sex letters of telegraphic notes, before or after the age: "43M", "72 F", "H, 38a", "V 81j".
# Upper case only: M/F (en, fr, it, es: male/female, masculin/féminin), H (homme, hombre),
# V (vrouw, varón), W (weiblich), D (donna). Matched case-sensitively.
SEX_LETTERS = ("M", "F", "H", "V", "W", "D")
# After "43F" these make the letter a size, not a sex: "14F Foley", "12F catheter", "24 Ch".
SEX_LETTER_NOT_BEFORE = (r"foley", r"cath\w*", r"kath\w*", r"sonde", r"catéter", r"catetere", r"french", r"fr\.?",
                         r"ch\.?", r"gauge", r"drain\w*", r"tube", r"sheath",
                         r"units?", r"unit[ée]s?", r"IE", r"IU", r"UI", r"einheiten", r"eenheden")
PERSON_PREPOSITIONS = (r"van", r"de", r"di", r"von", r"of", r"d'", r"dé", r"aged?")
# After the unit these confirm an age: "72 jaar oud", "72 años de edad", "72 Jahre alt".
AGE_AFTER = (r"oud", r"old", r"alt", r"de\s+edad", r"de\s+vida", r"d'âge", r"di\s+età", r"d'età", r"di\s+vita",
             r"de\s+vie", r"of\s+age")

# Verbs after which a number of years is a person's age ("tenía 12 años", "aveva 40 anni", "turned
# 60"), folded: the forms of "to have" and "to be" that give an age in our languages, and "to turn".
AGE_VERBS = frozenset("""
    tiene tenia tenga tuviera cumple cumplio cumplira cumplidos
    ha aveva abbia avesse compie compiva compiuto compira
    a avait aura ait avoir atteint
    is was turned turns turning aged
    wordt werd geworden
    ist war wird wurde
""".split())

# Durations: "sinds 10 jaar", "for 10 years", "10 jaar geleden", "hace 3 años".
DURATION_BEFORE = (
    r"sinds", r"sedert", r"gedurende", r"al", r"reeds", r"since", r"for", r"over", r"past", r"last",
    r"within", r"depuis", r"pendant", r"durant", r"il\s+y\s+a", r"dans", r"seit", r"vor", r"während",
    r"über", r"hace", r"desde\s+hace", r"durante", r"en\s+los\s+últimos", r"tras", r"después\s+de",
    r"da", r"per", r"dopo", r"circa", r"elke", r"every", r"chaque", r"tous\s+les", r"alle", r"cada",
    r"ogni", r"binnen", r"na", r"after", r"après", r"nach", r"follow-up", r"fu", r"hac[ií]a", r"llevaba",
    r"lleva", r"desde\s+hac[ií]a",
    # A period, a follow-up, an evolution "of" so many years: "un período de 3 años", "un suivi de 4 ans",
    # "a follow-up of 2 years", "luego de 6 años", "los últimos 40 años", "en los primeros 2 años".
    r"(?:per[ií]odo|période|periode|period|zeitraum|seguimiento|suivi|follow-up|evoluci[oó]n(?:\s+era)?|"
    r"antigüedad|duraci[oó]n|durée|durata|duur|dauer)(?:\s+(?:aproximad[oa]|approximatif|total|medio|moyen))?"
    r"\s+(?:de|d'|di|of|van|von)",
    r"luego\s+de", r"posterior\s+a", r"últimos", r"primeros", r"premières", r"derniers", r"ultimi", r"primi",
)
DURATION_AFTER = (
    r"geleden", r"ago", r"later", r"eerder", r"fa", r"plus\s+tard", r"auparavant", r"später",
    r"de\s+evoluci[oó]n", r"d'évolution", r"de\s+duraci[oó]n", r"di\s+durata", r"antes", r"después",
    r"prima", r"dopo", r"before", r"earlier", r"pack", r"pakjaren", r"paquets?-années?",
    r"paquetes?-años?", r"packungsjahre", r"follow", r"of\s+follow", r"de\s+seguimiento",
    # "a los 6 meses del diagnóstico", "à 2 ans de la chirurgie", "3 jaar na de operatie"
    r"(?:de|del|de\s+la|de\s+los|dopo|after|na|nach|après|post)\s+(?:la\s+|el\s+|l'|le\s+|de\s+|the\s+|der\s+|dem\s+)?"
    r"(?:diagn|cirug|chirurg|interv|trat|traite|segui|ingreso|inicio|inicia|evoluc|operac|operat|alta|"
    r"trasplant|transplant|tratt|terap|thérap|therap|radio|quimio|chemo|surgery|treatment|diagnosis)\w*",
    r"más", r"mas", r"después", r"more", r"atrás", r"auparavant", r"zuvor", r"voor(?:dien)?",
    r"de\s+antigüedad", r"d'ancienneté", r"previos?", r"previas?", r"previamente", r"antes", r"plus\s+tôt",
)
# Birth order between a relation word and the name, folded: "hermana mayor", "älteste Tochter" is
# before the noun in German and English ("his younger brother"), after it in Romance languages and
# Dutch ("la sorella maggiore", "de oudste zoon" before, "fils aîné" after); only the "after" case
# needs a skip, the "before" one already puts the relation word right before the name.
BIRTH_ORDER = frozenset({"mayor", "menor", "pequeno", "pequena", "mediano", "mediana", "aine", "ainee", "cadet",
                         "cadette", "maggiore", "minore", "piccolo", "piccola", "primogenito", "primogenita"})
