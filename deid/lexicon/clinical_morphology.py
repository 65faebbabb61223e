"""Word endings that make a word clinical (or, in German, an abstract noun), never a name.

A capitalised word nobody lists ("Urosepsis", "Deszendorektostomie", "Hypokaliämie",
"Kapsulotomie", "Osteoporosetherapie") is, in a clinical note, a term of the trade far more
often than a person: Greek and Latin medical suffixes (-itis, -osis, -ectomy, -scopy, -emia,
...) in the spellings of our six languages, and German noun suffixes (-ung, -heit, -keit,
-schaft, -tion). Only words that neither a name list nor a word list knows are tested (see
``deid.detect.ner_gate``), so a real surname with such an ending ("Jung") is never affected.
German inflection endings are stripped before a word is looked up in the word list
("Hüftkopfes" -> "hüftkopf", "Zyklen" -> "zykl", "Ileums" -> "ileum").
"""
from __future__ import annotations

MEDICAL_SUFFIXES = tuple("""
    itis itiden itides ose osen osis oses ektomie ectomie ectomy ectomia ektomien tomie tomy tomia otomie
    skopie scopie scopy scopia graphie graphy grafia grafie grafía ämie amie emia emie aemia ämien
    algie algia algien plastik plastie plasty plastica plastiek stomie stomy stomia stomia
    pathie pathy patia patie pathien ologie ology ologia ologie logie urie uria urien rrhagie rrhage
    rragia penie penia zytose cytose cytosis citosi karzinom karzinome carcinoma carcinome carcinoom
    sarkom sarcoma sarcome ektasie ectasia ectasie plegie plegia plegie paresie paresis trophie trophy
    trofia trofie sklerose sclerosis sclerose sclerosi stenose stenosis stenosi lyse lysis lisi
    therapie therapy terapia thérapie diagnostik diagnostic diagnose diagnosen diagnosi sepsis sepsi
""".split())
GERMAN_NOUN_SUFFIXES = ("ung", "ungen", "heit", "heiten", "keit", "keiten", "schaft", "schaften",
                        "tion", "tionen", "ierung", "ierungen", "ismus", "ität", "itat")
GERMAN_INFLECTIONS = ("es", "en", "er", "em", "s", "n", "e")


def clinical_word(folded: str) -> bool:
    """Whether a folded word ends in a medical suffix (three letters of stem at least)."""
    # (one call of ``endswith`` on the whole tuple first: most words end in none, and this is
    # asked of every capitalised word a name rule weighs)
    return folded.endswith(MEDICAL_SUFFIXES) and any(
        folded.endswith(suffix) and len(folded) >= len(suffix) + 3 for suffix in MEDICAL_SUFFIXES)


# The endings of a discipline of care and of those who practise it ("Physiotherapie", "fisioterapista",
# "Stomatologie", "Ergotherapeutin", "logopedista" aside): words of the trade whatever a list of names
# scraped from profiles says (people write their job where their first name goes).
DISCIPLINE_SUFFIXES = ("therapie", "therapy", "terapia", "therapeut", "therapeute", "therapeutin", "terapeuta",
                       "terapista", "therapist", "ologie", "ology", "ologia", "ologe", "ologue", "oloog", "ologin",
                       "ologist", "ologo", "graphie", "graphy", "grafia", "grafie")


def discipline_word(folded: str) -> bool:
    """Whether a folded word names a discipline of care or its practitioner (three letters of stem at least)."""
    return folded.endswith(DISCIPLINE_SUFFIXES) and any(
        folded.endswith(suffix) and len(folded) >= len(suffix) + 3 for suffix in DISCIPLINE_SUFFIXES)


# The endings of a medical specialty's name, as a department writes it ("Unfallchirurgie",
# "Medicina Interna", "kindergeneeskunde"): a department, no name.
SPECIALTY_ENDINGS = ("chirurgie", "chirurgia", "cirugia", "surgery", "iatrie", "iatria", "medizin", "medicine",
                     "medecine", "medicina", "geneeskunde", "pflege", "interna", "interne", "intern")


def specialty_word(folded: str) -> bool:
    """A folded word that names a specialty: a medical suffix's or a specialty's ending."""
    return clinical_word(folded) or folded.endswith(SPECIALTY_ENDINGS)


def german_noun(folded: str) -> bool:
    return any(folded.endswith(suffix) and len(folded) >= len(suffix) + 3 for suffix in GERMAN_NOUN_SUFFIXES)


def german_stems(folded: str):
    """The word and its forms without one inflection ending ("hueftkopfes" -> "hueftkopf")."""
    yield folded
    for ending in GERMAN_INFLECTIONS:
        if folded.endswith(ending) and len(folded) - len(ending) >= 4:
            yield folded[: -len(ending)]


# A specialty or service clipped to its first syllables, as an attendance list or a consult writes it
# after a person's name ("Dr. Wagner (Onko)", "Dr Vasseur (cardio)", "dott. Rota (orto)"): in our six
# languages, folded. A clipping is no name and no town, however many villages or people bear it
# ("Chir"); read in brackets only, where the rest of a word cannot follow. Not "ana" (a first name
# before it is an anaesthetist's clipping).
SPECIALTY_CLIPPINGS = frozenset("""
    onko onco onkol oncol gastro gastroent kardio cardio kardiol cardiol neuro neurol neurochir nephro nefro
    pneumo pneumol pulmo pulmol radio radiol chir chirurg cirug ciru uro urol gyn gyno gyne gyneco gynaek gynak
    ortho orthop orto trauma traumato unfallchir derma dermato dermatol endo endokrino endocrino diabeto geri
    geria paed pad padi pedi peds pedia anasth anaesth anest anesth psych psy psycho psychiat psychoonko
    rheuma rhumato reuma hamato haemato hemato emato infektio infectio infettivo intensiv ophta ophtalmo
    oftalmo hno orl ent palli pall kine kinesi physio fisio ergo logo diat dieet soz allg allgemein nuk nucl
""".split())


def specialty_clipping(folded: str) -> bool:
    """Whether a folded word (its dot taken off) is a specialty or service clipped short."""
    return folded.rstrip(".") in SPECIALTY_CLIPPINGS
