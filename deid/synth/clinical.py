"""Clinical content that is not identifying: diagnoses, symptoms, drugs, eponyms, labs, times.

It is there so that a detector has to tell "Parkinson", "metoprolol 50 mg
1-0-1", "120/80" or "08u15" from names, dates and phone numbers.
"""
from __future__ import annotations

import random
from typing import Dict, Tuple

DIAGNOSES: Dict[str, Dict[str, Tuple[str, ...]]] = {
    "nl": {"cardio": ("voorkamerfibrillatie", "acuut coronair syndroom", "decompensatio cordis", "NSTEMI"),
           "pulmo": ("COPD-exacerbatie", "community-acquired pneumonie", "longembolie"),
           "neuro": ("ischemisch CVA", "TIA", "ziekte van Parkinson", "epileptisch insult"),
           "onco": ("longcarcinoom", "mammacarcinoom", "non-Hodgkin lymfoom", "coloncarcinoom"),
           "gastro": ("ziekte van Crohn", "acute pancreatitis", "levercirrose", "bovenste GI-bloeding"),
           "ortho": ("heupfractuur", "gonartrose", "polsfractuur", "lumbale hernia")},
    "fr": {"cardio": ("fibrillation auriculaire", "syndrome coronarien aigu", "insuffisance cardiaque", "NSTEMI"),
           "pulmo": ("exacerbation de BPCO", "pneumonie communautaire", "embolie pulmonaire"),
           "neuro": ("AVC ischémique", "AIT", "maladie de Parkinson", "crise d'épilepsie"),
           "onco": ("carcinome pulmonaire", "cancer du sein", "lymphome non hodgkinien", "cancer du côlon"),
           "gastro": ("maladie de Crohn", "pancréatite aiguë", "cirrhose hépatique", "hémorragie digestive haute"),
           "ortho": ("fracture du col du fémur", "gonarthrose", "fracture du poignet", "hernie discale lombaire")},
    "en": {"cardio": ("atrial fibrillation", "acute coronary syndrome", "congestive heart failure", "NSTEMI"),
           "pulmo": ("infective exacerbation of COPD", "community-acquired pneumonia", "pulmonary embolism"),
           "neuro": ("ischaemic stroke", "TIA", "Parkinson's disease", "generalised seizure"),
           "onco": ("lung cancer", "breast cancer", "non-Hodgkin lymphoma", "colorectal cancer"),
           "gastro": ("Crohn's disease", "acute pancreatitis", "alcoholic liver cirrhosis", "upper GI bleed"),
           "ortho": ("fractured neck of femur", "osteoarthritis of the knee", "distal radius fracture", "lumbar disc prolapse")},
    "de": {"cardio": ("Vorhofflimmern", "akutes Koronarsyndrom", "dekompensierte Herzinsuffizienz", "NSTEMI"),
           "pulmo": ("exazerbierte COPD", "ambulant erworbene Pneumonie", "Lungenembolie"),
           "neuro": ("ischämischer Schlaganfall", "TIA", "Morbus Parkinson", "epileptischer Anfall"),
           "onco": ("Bronchialkarzinom", "Mammakarzinom", "Non-Hodgkin-Lymphom", "Kolonkarzinom"),
           "gastro": ("Morbus Crohn", "akute Pankreatitis", "Leberzirrhose", "obere GI-Blutung"),
           "ortho": ("Schenkelhalsfraktur", "Gonarthrose", "distale Radiusfraktur", "lumbaler Bandscheibenvorfall")},
    "es": {"cardio": ("fibrilación auricular", "síndrome coronario agudo", "insuficiencia cardíaca descompensada", "IAMSEST"),
           "pulmo": ("agudización de EPOC", "neumonía adquirida en la comunidad", "tromboembolismo pulmonar"),
           "neuro": ("ictus isquémico", "AIT", "enfermedad de Parkinson", "crisis epiléptica"),
           "onco": ("carcinoma de pulmón", "cáncer de mama", "linfoma no Hodgkin", "adenocarcinoma de colon"),
           "gastro": ("enfermedad de Crohn", "pancreatitis aguda", "cirrosis hepática", "hemorragia digestiva alta"),
           "ortho": ("fractura de cadera", "gonartrosis", "fractura de radio distal", "hernia discal lumbar")},
    "it": {"cardio": ("fibrillazione atriale", "sindrome coronarica acuta", "scompenso cardiaco", "NSTEMI"),
           "pulmo": ("BPCO riacutizzata", "polmonite comunitaria", "embolia polmonare"),
           "neuro": ("ictus ischemico", "TIA", "morbo di Parkinson", "crisi epilettica"),
           "onco": ("carcinoma polmonare", "carcinoma mammario", "linfoma non Hodgkin", "carcinoma del colon"),
           "gastro": ("morbo di Crohn", "pancreatite acuta", "cirrosi epatica", "emorragia digestiva alta"),
           "ortho": ("frattura di femore", "gonartrosi", "frattura del polso", "ernia discale lombare")},
}

SYMPTOMS: Dict[str, Dict[str, Tuple[str, ...]]] = {
    "nl": {"cardio": ("retrosternale pijn", "hartkloppingen", "dyspneu bij inspanning"), "pulmo": ("hoesten met sputum", "toenemende dyspneu", "koorts"),
           "neuro": ("krachtsverlies rechts", "spraakstoornissen", "tremor"), "onco": ("gewichtsverlies", "vermoeidheid", "nachtzweten"),
           "gastro": ("buikpijn", "diarree", "melena"), "ortho": ("pijn in de heup", "zwelling van de knie", "lage rugpijn")},
    "fr": {"cardio": ("douleur rétrosternale", "palpitations", "dyspnée d'effort"), "pulmo": ("toux productive", "dyspnée croissante", "fièvre"),
           "neuro": ("hémiparésie droite", "troubles du langage", "tremblements"), "onco": ("perte de poids", "asthénie", "sueurs nocturnes"),
           "gastro": ("douleurs abdominales", "diarrhées", "méléna"), "ortho": ("douleur de hanche", "gonflement du genou", "lombalgies")},
    "en": {"cardio": ("central chest pain", "palpitations", "exertional breathlessness"), "pulmo": ("productive cough", "worsening shortness of breath", "fever"),
           "neuro": ("right-sided weakness", "slurred speech", "tremor"), "onco": ("weight loss", "fatigue", "night sweats"),
           "gastro": ("abdominal pain", "diarrhoea", "melaena"), "ortho": ("hip pain", "knee swelling", "low back pain")},
    "de": {"cardio": ("retrosternale Schmerzen", "Palpitationen", "Belastungsdyspnoe"), "pulmo": ("produktiver Husten", "zunehmende Dyspnoe", "Fieber"),
           "neuro": ("Hemiparese rechts", "Sprachstörung", "Tremor"), "onco": ("Gewichtsverlust", "Müdigkeit", "Nachtschweiß"),
           "gastro": ("Bauchschmerzen", "Diarrhö", "Teerstuhl"), "ortho": ("Hüftschmerzen", "Knieschwellung", "Lumbalgie")},
    "es": {"cardio": ("dolor torácico opresivo", "palpitaciones", "disnea de esfuerzo"), "pulmo": ("tos productiva", "disnea progresiva", "fiebre"),
           "neuro": ("hemiparesia derecha", "disartria", "temblor"), "onco": ("pérdida de peso", "astenia", "sudoración nocturna"),
           "gastro": ("dolor abdominal", "diarrea", "melenas"), "ortho": ("dolor de cadera", "tumefacción de rodilla", "lumbalgia")},
    "it": {"cardio": ("dolore toracico", "cardiopalmo", "dispnea da sforzo"), "pulmo": ("tosse produttiva", "dispnea ingravescente", "febbre"),
           "neuro": ("emiparesi destra", "disartria", "tremore"), "onco": ("calo ponderale", "astenia", "sudorazioni notturne"),
           "gastro": ("dolore addominale", "diarrea", "melena"), "ortho": ("dolore all'anca", "tumefazione del ginocchio", "lombalgia")},
}

EPONYMS: Dict[str, Tuple[str, ...]] = {
    "nl": ("Babinski negatief", "Glasgow Coma Scale 15/15", "geen tekenen van Parkinson", "Lasègue negatief links",
           "Murphy negatief", "MMSE 26/30, geen aanwijzingen voor Alzheimer", "Romberg negatief"),
    "fr": ("Babinski négatif", "score de Glasgow à 15", "pas de syndrome parkinsonien", "Lasègue négatif",
           "signe de Murphy négatif", "MMSE 26/30, pas d'argument pour une maladie d'Alzheimer", "Romberg négatif"),
    "en": ("Babinski negative", "Glasgow Coma Scale 15/15", "no signs of Parkinsonism", "Lasègue's sign negative",
           "Murphy's sign negative", "MMSE 26/30, no evidence of Alzheimer's", "Romberg negative"),
    "de": ("Babinski negativ", "GCS 15", "kein Anhalt für Parkinson-Syndrom", "Lasègue negativ",
           "Murphy-Zeichen negativ", "MMST 26/30, kein Hinweis auf Alzheimer-Demenz", "Romberg unauffällig"),
    "es": ("Babinski negativo", "Glasgow 15/15", "sin signos de Parkinson", "Lasègue negativo",
           "Murphy negativo", "MMSE 26/30, sin datos de Alzheimer", "Romberg negativo"),
    "it": ("Babinski negativo", "GCS 15/15", "non segni di Parkinson", "Lasègue negativo",
           "segno di Murphy negativo", "MMSE 26/30, non elementi per Alzheimer", "Romberg negativo"),
}

# (drug, doses) with the language-specific spelling differences where they are common.
_DRUGS: Tuple[Tuple[Dict[str, str], Tuple[str, ...]], ...] = (
    ({"*": "metoprolol"}, ("25 mg", "50 mg", "100 mg")),
    ({"*": "bisoprolol"}, ("2,5 mg", "5 mg", "10 mg")),
    ({"nl": "amlodipine", "en": "amlodipine", "*": "amlodipine", "de": "Amlodipin", "es": "amlodipino", "it": "amlodipina"}, ("5 mg", "10 mg")),
    ({"nl": "atorvastatine", "fr": "atorvastatine", "en": "atorvastatin", "de": "Atorvastatin", "es": "atorvastatina", "it": "atorvastatina"}, ("20 mg", "40 mg", "80 mg")),
    ({"*": "paracetamol", "de": "Paracetamol"}, ("500 mg", "1 g")),
    ({"nl": "pantoprazol", "fr": "pantoprazole", "en": "pantoprazole", "de": "Pantoprazol", "es": "pantoprazol", "it": "pantoprazolo"}, ("20 mg", "40 mg")),
    ({"nl": "furosemide", "fr": "furosémide", "en": "furosemide", "de": "Furosemid", "es": "furosemida", "it": "furosemide"}, ("20 mg", "40 mg")),
    ({"*": "apixaban", "de": "Apixaban"}, ("2,5 mg", "5 mg")),
    ({"nl": "metformine", "fr": "metformine", "en": "metformin", "de": "Metformin", "es": "metformina", "it": "metformina"}, ("500 mg", "850 mg", "1000 mg")),
    ({"nl": "levothyroxine", "fr": "lévothyroxine", "en": "levothyroxine", "de": "L-Thyroxin", "es": "levotiroxina", "it": "levotiroxina"}, ("50 µg", "75 µg", "100 µg")),
    ({"*": "salbutamol", "de": "Salbutamol"}, ("100 µg 2 puffs", "2,5 mg vernevelen")),
    ({"nl": "prednisolon", "fr": "prednisolone", "en": "prednisolone", "de": "Prednisolon", "es": "prednisona", "it": "prednisone"}, ("5 mg", "20 mg", "40 mg")),
    ({"nl": "enoxaparine", "fr": "énoxaparine", "en": "enoxaparin", "de": "Enoxaparin", "es": "enoxaparina", "it": "enoxaparina"}, ("40 mg s.c.", "60 mg s.c.")),
    ({"nl": "morfine", "fr": "morphine", "en": "morphine", "de": "Morphin", "es": "morfina", "it": "morfina"}, ("5 mg", "10 mg")),
    ({"*": "levodopa/carbidopa", "de": "Levodopa/Carbidopa"}, ("100/25 mg",)),
)
_SCHEDULES: Dict[str, Tuple[str, ...]] = {
    "nl": ("1-0-1", "1-0-0", "0-0-1", "2x/d", "1x/d", "3x/dag", "'s avonds", "z.n.", "max 4x/d"),
    "fr": ("1-0-1", "1-0-0", "2x/j", "1x/j", "3 fois par jour", "le soir", "si besoin", "max 4/j"),
    "en": ("od", "bd", "tds", "nocte", "PRN", "once daily", "twice daily", "1-0-1"),
    "de": ("1-0-1", "1-0-0", "0-0-1", "2x tgl.", "1x tgl.", "abends", "bei Bedarf", "1-1-1"),
    "es": ("cada 8 h", "cada 12 h", "1-0-1", "en la cena", "si precisa", "1 comp/día"),
    "it": ("1 cp/die", "2 cp/die", "1-0-1", "la sera", "al bisogno", "ogni 8 ore"),
}
TIME_SHAPES: Dict[str, Tuple[str, ...]] = {
    "nl": ("{hh}u{mm}", "{hh}:{mm}", "{h}u{mm}", "{hh}.{mm} u"),
    "fr": ("{hh}h{mm}", "{h}h{mm}", "{hh}:{mm}"),
    "en": ("{hh}:{mm}", "{hh}{mm}", "{hh}:{mm}h"),
    "de": ("{hh}:{mm} Uhr", "{hh}:{mm}", "{hh}.{mm} Uhr"),
    "es": ("{hh}:{mm} h", "{hh}:{mm}", "{h}:{mm} h"),
    "it": ("ore {hh}:{mm}", "{hh}:{mm}", "h {hh}.{mm}"),
}


def drug_line(rng: random.Random, lang: str) -> str:
    names, doses = rng.choice(_DRUGS)
    name = names.get(lang, names.get("*", next(iter(names.values()))))
    dose = rng.choice(doses)
    if lang == "en":
        dose = dose.replace(",", ".").replace("vernevelen", "nebulised")
    elif lang != "nl":
        dose = dose.replace(" vernevelen", "")
    return f"{name} {dose} {rng.choice(_SCHEDULES[lang])}"


# Lab tests: key -> (unit, low, high, decimals); names per language.
LAB_TESTS: Tuple[Tuple[str, str, float, float, int], ...] = (
    ("hb", "g/dL", 12.0, 16.0, 1), ("wbc", "10^9/L", 4.0, 10.0, 1), ("plt", "10^9/L", 150, 400, 0),
    ("crp", "mg/L", 0, 5, 1), ("creat", "mg/dL", 0.6, 1.2, 2), ("egfr", "mL/min/1.73m²", 60, 120, 0),
    ("na", "mmol/L", 135, 145, 0), ("k", "mmol/L", 3.5, 5.1, 1), ("gluc", "mg/dL", 70, 110, 0),
    ("alt", "U/L", 7, 45, 0), ("trop", "ng/L", 0, 14, 0), ("hba1c", "%", 4.0, 6.0, 1), ("inr", "", 0.8, 1.2, 2),
)
LAB_NAMES: Dict[str, Dict[str, str]] = {
    "nl": {"hb": "Hemoglobine", "wbc": "Leukocyten", "plt": "Trombocyten", "crp": "CRP", "creat": "Creatinine",
           "egfr": "eGFR (CKD-EPI)", "na": "Natrium", "k": "Kalium", "gluc": "Glucose nuchter", "alt": "ALT (GPT)",
           "trop": "Troponine T hs", "hba1c": "HbA1c", "inr": "INR"},
    "fr": {"hb": "Hémoglobine", "wbc": "Leucocytes", "plt": "Plaquettes", "crp": "CRP", "creat": "Créatinine",
           "egfr": "DFG (CKD-EPI)", "na": "Sodium", "k": "Potassium", "gluc": "Glycémie à jeun", "alt": "ALAT",
           "trop": "Troponine T hs", "hba1c": "HbA1c", "inr": "INR"},
    "en": {"hb": "Haemoglobin", "wbc": "White cell count", "plt": "Platelets", "crp": "CRP", "creat": "Creatinine",
           "egfr": "eGFR", "na": "Sodium", "k": "Potassium", "gluc": "Fasting glucose", "alt": "ALT",
           "trop": "hs-Troponin T", "hba1c": "HbA1c", "inr": "INR"},
    "de": {"hb": "Hämoglobin", "wbc": "Leukozyten", "plt": "Thrombozyten", "crp": "CRP", "creat": "Kreatinin",
           "egfr": "eGFR (CKD-EPI)", "na": "Natrium", "k": "Kalium", "gluc": "Glukose nüchtern", "alt": "GPT (ALT)",
           "trop": "hs-Troponin T", "hba1c": "HbA1c", "inr": "INR"},
    "es": {"hb": "Hemoglobina", "wbc": "Leucocitos", "plt": "Plaquetas", "crp": "PCR", "creat": "Creatinina",
           "egfr": "FGe (CKD-EPI)", "na": "Sodio", "k": "Potasio", "gluc": "Glucosa basal", "alt": "ALT (GPT)",
           "trop": "Troponina T us", "hba1c": "HbA1c", "inr": "INR"},
    "it": {"hb": "Emoglobina", "wbc": "Globuli bianchi", "plt": "Piastrine", "crp": "PCR", "creat": "Creatinina",
           "egfr": "eGFR (CKD-EPI)", "na": "Sodio", "k": "Potassio", "gluc": "Glicemia a digiuno", "alt": "ALT (GPT)",
           "trop": "Troponina T hs", "hba1c": "HbA1c", "inr": "INR"},
}
