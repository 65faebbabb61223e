"""Hard negatives: clinical words in the places where names stand, marked as *no* identifier.

A model trained on our synthetic notes learns that a capitalised word at the start of a line,
after a field name or in capitals is often a name. Notes written by other hands are full of
capitalised words that are not: drug and brand names (``Start Pantoprazol 40 mg``), suture
and device brands (``Vicryl 3/0 intracutaan``), section headings in capitals
(``OPERATIEVERSLAG``) and, in German, every clinical noun (``Thorax: kein Pleuraerguss``). Here
such lines are written from templates per language and inserted between the lines of
training notes (synthetic ones: their gold spans stay exact), so that the model sees names and
these words side by side and learns to tell them apart.

The vocabulary is our own: drug names come from the drug list the name evidence uses
(``deid/data/drug_words.txt.gz``, ``drug-named-entity-recognition``), kept only where the word
is no known first name or surname; headings, clinical nouns and brands are the short lists
below, written for this module (not taken from any evaluation set). Optionally a share of
the lines is a *contrast* line: a first name alone as actor or signer of a care-log line
(``07:30 Ilse: Patient mobilisiert``, ``Pansement refait par Karim``) among the same clinical
words, so that the model learns the difference rather than "capitalised word: no name".
Everything is seeded.
"""
from __future__ import annotations

import random
import re
from typing import Dict, List, Sequence, Tuple

from deid.models.ner.corpus import GoldNote, _concat, _line_blocks

HEADINGS: Dict[str, Tuple[str, ...]] = {
    "de": ("ANAMNESE", "BEFUND", "DIAGNOSEN", "NEBENDIAGNOSEN", "THERAPIE", "PROCEDERE", "EPIKRISE",
           "MEDIKATION", "ENTLASSUNGSMEDIKATION", "AUFNAHMEBEFUND", "OPERATIONSBERICHT", "VERLAUF",
           "BEURTEILUNG", "LABOR", "KÖRPERLICHE UNTERSUCHUNG", "SOZIALANAMNESE", "ALLERGIEN",
           "EMPFEHLUNG", "HISTOLOGIE", "ZUSAMMENFASSUNG", "OP-INDIKATION", "PFLEGEBERICHT"),
    "nl": ("ANAMNESE", "KLINISCH ONDERZOEK", "BESLUIT", "CONCLUSIE", "BELEID", "MEDICATIE",
           "OPERATIEVERSLAG", "ONTSLAGBRIEF", "VERLOOP", "DIAGNOSE", "VOORGESCHIEDENIS", "LABO",
           "TECHNISCHE ONDERZOEKEN", "THUISMEDICATIE", "ADVIES", "VERPLEEGVERSLAG", "INDICATIE"),
    "fr": ("ANAMNÈSE", "EXAMEN CLINIQUE", "CONCLUSION", "TRAITEMENT", "ANTÉCÉDENTS", "HISTOIRE DE LA MALADIE",
           "COMPTE RENDU OPÉRATOIRE", "DIAGNOSTIC", "BIOLOGIE", "IMAGERIE", "ÉVOLUTION", "ALLERGIES",
           "MOTIF D'ADMISSION", "TRAITEMENT DE SORTIE", "SYNTHÈSE", "TRANSMISSIONS", "PROTOCOLE"),
    "en": ("HISTORY", "EXAMINATION", "IMPRESSION", "PLAN", "ASSESSMENT", "MEDICATIONS", "DISCHARGE SUMMARY",
           "OPERATION NOTE", "FINDINGS", "INVESTIGATIONS", "ALLERGIES", "PAST MEDICAL HISTORY", "DIAGNOSIS",
           "PROCEDURE", "FOLLOW-UP", "NURSING NOTE", "INDICATION"),
    "es": ("ANTECEDENTES", "EXPLORACIÓN FÍSICA", "JUICIO CLÍNICO", "TRATAMIENTO", "EVOLUCIÓN", "DIAGNÓSTICO",
           "PRUEBAS COMPLEMENTARIAS", "ENFERMEDAD ACTUAL", "MOTIVO DE CONSULTA", "INFORME DE ALTA",
           "ALERGIAS", "PROTOCOLO QUIRÚRGICO", "RECOMENDACIONES"),
    "it": ("ANAMNESI", "ESAME OBIETTIVO", "DIAGNOSI", "TERAPIA", "DECORSO", "CONCLUSIONI", "ESAMI EMATOCHIMICI",
           "LETTERA DI DIMISSIONE", "ALLERGIE", "TERAPIA DOMICILIARE", "INDICAZIONI", "VERBALE OPERATORIO"),
}

# Clinical nouns (capitalised where they stand first, and always in German).
CLINICAL_NOUNS: Dict[str, Tuple[str, ...]] = {
    "de": ("Thorax", "Pleuraerguss", "Abdomen", "Sonographie", "Leber", "Niere", "Milz", "Lunge", "Pneumonie",
           "Infiltrat", "Fraktur", "Schmerzen", "Fieber", "Husten", "Dyspnoe", "Übelkeit", "Erbrechen",
           "Diarrhoe", "Obstipation", "Ödeme", "Tachykardie", "Hypertonie", "Niereninsuffizienz",
           "Herzinsuffizienz", "Vorhofflimmern", "Kreatinin", "Hämoglobin", "Leukozyten", "Thrombozyten",
           "Blutdruck", "Wunde", "Naht", "Drainage", "Katheter", "Verband", "Mobilisation", "Physiotherapie",
           "Koloskopie", "Gastroskopie", "Biopsie", "Karzinom", "Metastasen", "Chemotherapie", "Antibiose",
           "Infusion", "Stuhlgang", "Miktion", "Schwindel", "Hüfte", "Wirbelsäule", "Harnwegsinfekt", "Sepsis",
           "Delir", "Anämie", "Thrombose", "Lungenembolie", "Herzinfarkt", "Echokardiographie", "Sinusrhythmus",
           "Aszites", "Ikterus", "Exanthem", "Dekubitus", "Magensonde", "Blasenkatheter", "Teerstuhl"),
    "nl": ("Thorax", "Pleuravocht", "Abdomen", "Echografie", "Pneumonie", "Fractuur", "Pijn", "Koorts",
           "Dyspneu", "Nausea", "Braken", "Diarree", "Obstipatie", "Oedeem", "Tachycardie", "Hypertensie",
           "Nierinsufficiëntie", "Voorkamerfibrillatie", "Creatinine", "Hemoglobine", "Wonde", "Drain",
           "Katheter", "Mobilisatie", "Kinesitherapie", "Coloscopie", "Gastroscopie", "Biopsie", "Carcinoom",
           "Chemotherapie", "Antibiotherapie", "Infuus", "Stoelgang", "Mictie", "Duizeligheid", "Sepsis",
           "Delier", "Anemie", "Trombose", "Longembolie", "Ascites", "Decubitus", "Sonde", "Sinusritme"),
    "fr": ("Thorax", "Épanchement", "Abdomen", "Échographie", "Pneumopathie", "Fracture", "Douleur", "Fièvre",
           "Dyspnée", "Nausées", "Vomissements", "Diarrhée", "Constipation", "Œdème", "Tachycardie",
           "Hypertension", "Insuffisance", "Fibrillation", "Créatinine", "Hémoglobine", "Plaie", "Drain",
           "Sonde", "Pansement", "Kinésithérapie", "Coloscopie", "Gastroscopie", "Biopsie", "Carcinome",
           "Chimiothérapie", "Antibiothérapie", "Perfusion", "Selles", "Diurèse", "Vertiges", "Sepsis",
           "Confusion", "Anémie", "Thrombose", "Embolie", "Ascite", "Escarre", "Lever", "Toilette"),
    "en": ("Chest", "Effusion", "Abdomen", "Ultrasound", "Pneumonia", "Fracture", "Pain", "Fever",
           "Dyspnoea", "Nausea", "Vomiting", "Diarrhoea", "Constipation", "Oedema", "Tachycardia",
           "Hypertension", "Creatinine", "Haemoglobin", "Wound", "Drain", "Catheter", "Mobilisation",
           "Physiotherapy", "Colonoscopy", "Gastroscopy", "Biopsy", "Carcinoma", "Chemotherapy",
           "Antibiotics", "Infusion", "Bowels", "Urine output", "Dizziness", "Sepsis", "Delirium",
           "Anaemia", "Thrombosis", "Embolism", "Ascites", "Pressure sore", "Sinus rhythm", "Obs"),
    "es": ("Tórax", "Derrame", "Abdomen", "Ecografía", "Neumonía", "Fractura", "Dolor", "Fiebre", "Disnea",
           "Náuseas", "Vómitos", "Diarrea", "Estreñimiento", "Edema", "Taquicardia", "Hipertensión",
           "Creatinina", "Hemoglobina", "Herida", "Drenaje", "Sonda", "Fisioterapia", "Colonoscopia",
           "Gastroscopia", "Biopsia", "Carcinoma", "Quimioterapia", "Antibioterapia", "Perfusión",
           "Diuresis", "Mareo", "Sepsis", "Anemia", "Trombosis", "Embolia", "Ascitis", "Úlcera"),
    "it": ("Torace", "Versamento", "Addome", "Ecografia", "Polmonite", "Frattura", "Dolore", "Febbre",
           "Dispnea", "Nausea", "Vomito", "Diarrea", "Stipsi", "Edema", "Tachicardia", "Ipertensione",
           "Creatinina", "Emoglobina", "Ferita", "Drenaggio", "Catetere", "Fisioterapia", "Colonscopia",
           "Gastroscopia", "Biopsia", "Carcinoma", "Chemioterapia", "Antibioticoterapia", "Infusione",
           "Diuresi", "Vertigini", "Sepsi", "Anemia", "Trombosi", "Embolia", "Ascite", "Piaga"),
}

# Suture, dressing and device brands written in operation reports and care logs.
BRANDS = ("Vicryl", "Prolene", "Monocryl", "Ethilon", "PDS", "Mersilene", "Dafilon", "Safil", "Steri-Strip",
          "Opsite", "Tegaderm", "Mepilex", "Aquacel", "Jelonet", "Betadine", "Braunol", "Octenisept",
          "Hibiscrub", "Cavilon", "Flamazine", "Ligasure")

# Templates: {D} drug, {d} dose, {N} clinical noun, {n} second noun, {B} brand, {H} heading.
TEMPLATES: Dict[str, Tuple[str, ...]] = {
    "de": ("{H}", "{H}:", "{D} {d} 1-0-1", "Start {D} {d}", "{D} pausiert", "Umstellung auf {D} {d}",
           "Gabe von {D} {d} i.v.", "{N}: unauffällig", "Kein Hinweis auf {N}", "{N} rückläufig",
           "V.a. {N}", "Z.n. {N}", "{N} und {n} regredient", "Hautnaht mit {B} 3/0", "Verband mit {B}",
           "{N}: kein {n}", "Weiter mit {D} und {D}", "- {D} {d} morgens", "{N} li. > re.",
           "Bei {N} {D} nach Bedarf"),
    "nl": ("{H}", "{H}:", "{D} {d} 1-0-1", "Start {D} {d}", "{D} gestopt", "Overschakelen naar {D} {d}",
           "{D} {d} IV toegediend", "{N}: geen bijzonderheden", "Geen aanwijzingen voor {N}", "{N} in regressie",
           "Vermoeden van {N}", "Status na {N}", "Huid gesloten met {B} 3/0 intracutaan", "Verband met {B}",
           "- {D} {d} 's ochtends", "Bij {N} {D} indien nodig", "{N} en {n} verbeterd"),
    "fr": ("{H}", "{H} :", "{D} {d} 1-0-1", "Début {D} {d}", "Arrêt {D}", "Relais par {D} {d}",
           "{D} {d} IV", "{N} : RAS", "Pas de {N}", "{N} en régression", "Suspicion de {N}",
           "Fermeture cutanée au {B} 3/0", "Pansement {B}", "- {D} {d} le matin", "Si {N} : {D}",
           "{N} et {n} améliorés", "Majoration {D}"),
    "en": ("{H}", "{H}:", "{D} {d} BD", "Start {D} {d}", "{D} stopped", "Switched to {D} {d}",
           "{D} {d} IV given", "{N}: NAD", "No evidence of {N}", "{N} improving", "?{N}",
           "Skin closed with {B} 3/0 subcuticular", "Dressing {B}", "- {D} {d} mane", "PRN {D} for {N}",
           "{N} and {n} settled", "Increase {D}"),
    "es": ("{H}", "{H}:", "{D} {d} cada 8 horas", "Se inicia {D} {d}", "Se suspende {D}", "Cambio a {D} {d}",
           "{D} {d} iv", "{N}: sin hallazgos", "No signos de {N}", "{N} en mejoría", "Sospecha de {N}",
           "Cierre de piel con {B} 3/0", "Cura con {B}", "- {D} {d} en desayuno", "Si {N}: {D}",
           "{N} y {n} resueltos"),
    "it": ("{H}", "{H}:", "{D} {d} 1 cp x 2", "Si inizia {D} {d}", "Sospeso {D}", "Passaggio a {D} {d}",
           "{D} {d} ev", "{N}: nella norma", "Non segni di {N}", "{N} in miglioramento", "Sospetta {N}",
           "Sutura cutanea con {B} 3/0", "Medicazione con {B}", "- {D} {d} al mattino", "Al bisogno {D}",
           "{N} e {n} risolti"),
}
# Contrast lines: a first name alone beside the clinical words, as actor or signer of a care
# log ({F}: the name, a NAME span; {t}: a clock time). Written for this module.
CONTRAST_TEMPLATES: Dict[str, Tuple[str, ...]] = {
    "de": ("{t} {F}: Patient mobilisiert", "Verbandwechsel durch {F}", "{D} {d} gegeben ({F})", "Visite mit {F}",
           "Info an {F} weitergegeben", "{F} informiert, {N} unverändert", "gez. {F}", "{t} Wunde kontrolliert - {F}"),
    "nl": ("{t} {F}: patiënt gemobiliseerd", "Verband vervangen door {F}", "{D} {d} gegeven ({F})",
           "Overleg met {F}", "{F} verwittigd, {n} stabiel", "Get. {F}", "{t} wonde nagekeken - {F}"),
    "fr": ("{t} {F} : patient levé au fauteuil", "Pansement refait par {F}", "{D} {d} administré ({F})",
           "Vu avec {F}", "{F} prévenue, {n} stable", "Signé {F}", "{t} plaie contrôlée - {F}"),
    "en": ("{t} {F}: patient mobilised", "Dressing changed by {F}", "{D} {d} given ({F})", "Discussed with {F}",
           "{F} informed, {n} unchanged", "Signed {F}", "{t} wound checked - {F}"),
    "es": ("{t} {F}: paciente deambula", "Cura realizada por {F}", "{D} {d} administrado ({F})",
           "Comentado con {F}", "Se avisa a {F}, {n} estable", "Firmado {F}", "{t} herida revisada - {F}"),
    "it": ("{t} {F}: paziente mobilizzato", "Medicazione eseguita da {F}", "{D} {d} somministrato ({F})",
           "Discusso con {F}", "Avvisata {F}, {n} stabile", "Firmato {F}", "{t} ferita controllata - {F}"),
}
DOSES = ("5 mg", "10 mg", "20 mg", "40 mg", "100 mg", "500 mg", "1 g", "2,5 mg", "0,5 mg", "80 mg", "1x/d",
         "2 x 1", "3 dd 1", "25 µg", "4 IE", "1 Amp.")
_DRUG_WORD = re.compile(r"[a-zà-ÿ]{5,14}")
_SLOT = re.compile(r"\{[A-Za-z]\}")


def drug_names(seed: int, n: int = 2000, max_name_zipf: float = 1.5) -> List[str]:
    """A seeded sample of ``n`` drug names, Capitalised: single alphabetic words of the drug list
    that are no known first name or surname (name evidence below ``max_name_zipf``)."""
    from deid.lexicon.name_likelihood import _drugs, name_evidence

    evidence = name_evidence()
    words = sorted(w for w in _drugs() if _DRUG_WORD.fullmatch(w))
    rng = random.Random(f"drug-names:{seed}")
    rng.shuffle(words)
    out = []
    for word in words:
        if evidence.name_zipf(word) < max_name_zipf:
            out.append(word[:1].upper() + word[1:])
            if len(out) >= n:
                break
    return out


def first_names(language: str, seed: int, per_locale: int = 150) -> List[str]:
    """First names of the language's locales and of a few others (a hospital's population)."""
    from faker import Faker

    from deid.models.ner.corpus import synthetic_locales

    names: Dict[str, None] = {}
    for i, locale in enumerate(synthetic_locales(language) + ["en_GB", "tr_TR", "pl_PL", "pt_PT", "ro_RO"]):
        faker = Faker(locale)
        faker.seed_instance(seed * 100 + i)
        for _ in range(per_locale):
            name = faker.first_name()
            if name.isalpha():
                names.setdefault(name, None)
    return list(names)


def hard_negative_line(language: str, rng: random.Random, drugs: Sequence[str],
                       names: Sequence[str] = (), contrast: float = 0.0) -> GoldNote:
    """One line of clinical text of ``language`` whose capitalised words are no identifier;
    with probability ``contrast`` (and ``names``), a line where a first name alone stands
    beside them as actor or signer (its only span, NAME)."""
    use_name = bool(names) and rng.random() < contrast
    template = rng.choice(CONTRAST_TEMPLATES[language] if use_name else TEMPLATES[language])
    nouns = CLINICAL_NOUNS[language]
    fills = {"{H}": lambda: rng.choice(HEADINGS[language]), "{N}": lambda: rng.choice(nouns),
             "{n}": lambda: rng.choice(nouns) if language == "de" else rng.choice(nouns).lower(),
             "{D}": lambda: rng.choice(drugs), "{d}": lambda: rng.choice(DOSES), "{B}": lambda: rng.choice(BRANDS),
             "{t}": lambda: f"{rng.randint(0, 23):02d}:{rng.choice((0, 15, 30, 45)):02d}",
             "{F}": lambda: rng.choice(names)}
    upper = rng.random() < 0.15  # capitals everywhere: headings and drugs typed in UPPER case
    text, spans, pos = "", [], 0
    for match in _SLOT.finditer(template):
        text += template[pos:match.start()]
        value = fills[match.group()]()
        if match.group() == "{F}":
            spans.append((len(text), len(text) + len(value), "NAME"))
        text += value
        pos = match.end()
    text += template[pos:]
    return GoldNote(text.upper() if upper else text, tuple(spans))


def with_hard_negatives(notes: Sequence[GoldNote], language: str, seed: int,
                        lines_per_note: Tuple[int, int] = (2, 6), contrast: float = 0.0) -> List[GoldNote]:
    """Each note with a few hard-negative lines inserted between its lines (spans kept exact).

    The inserted lines carry no span: they teach "not an identifier" in the places where a
    name often stands (line starts, after a colon, in capitals), next to the note's real names.
    A ``contrast`` share of them holds a first name alone (a NAME span) among such words.
    """
    if language not in TEMPLATES:
        raise ValueError(f"no hard-negative templates for language {language!r}")
    rng = random.Random(f"hard-negatives:{language}:{seed}")
    drugs = drug_names(seed)
    names = first_names(language, seed) if contrast > 0 else []
    out = []
    for note in notes:
        lines = _line_blocks(note)
        if not lines:
            continue
        for _ in range(rng.randint(*lines_per_note)):
            at = rng.randint(0, len(lines))
            lines.insert(at, hard_negative_line(language, rng, drugs, names, contrast))
        out.append(_concat(lines, ["\n"] * (len(lines) - 1)))
    return out
