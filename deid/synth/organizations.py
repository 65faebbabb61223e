"""Hospitals, departments, GP practices and laboratories per locale.

Hospital names are those of real institutions (organisations are public, the
notes' patients are not); their e-mail domains and record-number shapes are
made up. Each hospital writes its record numbers (MRN) in its own shape, as
real ones do: ``#`` is a digit, ``@`` an upper-case letter.
"""
from __future__ import annotations

import random
import re
import unicodedata
from dataclasses import dataclass
from typing import Dict, Tuple

from deid.lexicon.months import language_of


@dataclass(frozen=True)
class Hospital:
    name: str
    city: str
    domain: str
    mrn_shape: str

    def draw_mrn(self, rng: random.Random) -> str:
        return "".join(
            rng.choice("0123456789") if c == "#" else rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") if c == "@" else c
            for c in self.mrn_shape
        )


_MRN_SHAPES = ("#######", "##-######", "@#######", "######-#", "########", "@@######", "#########", "####-####")

_HOSPITALS: Dict[str, Tuple[Tuple[str, str], ...]] = {
    "nl_BE": (
        ("AZ Sint-Jan", "Brugge"), ("UZ Gent", "Gent"), ("AZ Groeninge", "Kortrijk"), ("ZNA Middelheim", "Antwerpen"),
        ("AZ Delta", "Roeselare"), ("Jessa Ziekenhuis", "Hasselt"), ("UZ Leuven", "Leuven"), ("AZ Sint-Maarten", "Mechelen"),
    ),
    "fr_BE": (
        ("CHU de Liège", "Liège"), ("Cliniques universitaires Saint-Luc", "Bruxelles"), ("CHU UCL Namur", "Namur"),
        ("Grand Hôpital de Charleroi", "Charleroi"), ("CHR Citadelle", "Liège"), ("Hôpital Erasme", "Bruxelles"),
        ("CHU Ambroise Paré", "Mons"),
    ),
    "nl_NL": (
        ("Amsterdam UMC", "Amsterdam"), ("Erasmus MC", "Rotterdam"), ("UMC Utrecht", "Utrecht"), ("Radboudumc", "Nijmegen"),
        ("Catharina Ziekenhuis", "Eindhoven"), ("Isala", "Zwolle"), ("Maastricht UMC+", "Maastricht"), ("HagaZiekenhuis", "Den Haag"),
    ),
    "fr_FR": (
        ("Hôpital Pitié-Salpêtrière", "Paris"), ("Hôpital Européen Georges-Pompidou", "Paris"), ("CHU de Bordeaux", "Bordeaux"),
        ("Hospices Civils de Lyon", "Lyon"), ("CHU de Lille", "Lille"), ("CHU de Toulouse", "Toulouse"),
        ("Hôpital de la Timone", "Marseille"), ("CHU de Nantes", "Nantes"),
    ),
    "en_GB": (
        ("St Thomas' Hospital", "London"), ("Manchester Royal Infirmary", "Manchester"), ("Leeds General Infirmary", "Leeds"),
        ("Queen Elizabeth Hospital", "Birmingham"), ("Bristol Royal Infirmary", "Bristol"), ("John Radcliffe Hospital", "Oxford"),
        ("Addenbrooke's Hospital", "Cambridge"), ("Royal Victoria Infirmary", "Newcastle upon Tyne"),
    ),
    "de_DE": (
        ("Charité – Universitätsmedizin Berlin", "Berlin"), ("Universitätsklinikum Hamburg-Eppendorf", "Hamburg"),
        ("Klinikum rechts der Isar", "München"), ("Uniklinik Köln", "Köln"), ("Universitätsklinikum Heidelberg", "Heidelberg"),
        ("Klinikum Stuttgart", "Stuttgart"), ("Städtisches Klinikum Dresden", "Dresden"), ("Klinikum Nürnberg", "Nürnberg"),
    ),
    "de_LU": (
        ("Centre Hospitalier de Luxembourg", "Luxembourg"), ("Hôpitaux Robert Schuman", "Luxembourg"),
        ("Centre Hospitalier Emile Mayrisch", "Esch-sur-Alzette"), ("Centre Hospitalier du Nord", "Ettelbruck"),
    ),
    "es_ES": (
        ("Hospital Universitario La Paz", "Madrid"), ("Hospital Clínic de Barcelona", "Barcelona"),
        ("Hospital Universitari i Politècnic La Fe", "Valencia"), ("Hospital Universitario Virgen del Rocío", "Sevilla"),
        ("Hospital General Universitario Gregorio Marañón", "Madrid"), ("Hospital Universitario de Cruces", "Bilbao"),
        ("Hospital Regional Universitario de Málaga", "Málaga"),
    ),
    "it_IT": (
        ("Policlinico Universitario A. Gemelli", "Roma"), ("Ospedale Niguarda", "Milano"), ("Ospedale San Raffaele", "Milano"),
        ("Azienda Ospedaliera Universitaria Careggi", "Firenze"), ("Ospedale Cardarelli", "Napoli"),
        ("Policlinico Sant'Orsola-Malpighi", "Bologna"), ("Ospedale Molinette", "Torino"),
    ),
}

_TLD = {"nl_BE": "be", "fr_BE": "be", "nl_NL": "nl", "fr_FR": "fr", "en_GB": "nhs.uk", "de_DE": "de",
        "de_LU": "lu", "es_ES": "es", "it_IT": "it"}


def _domain(name: str, locale: str) -> str:
    plain = unicodedata.normalize("NFKD", name.lower()).encode("ascii", "ignore").decode()
    words = re.sub(r"[^a-z ]", "", plain.replace("-", " ").replace("'", ""))
    parts = [w for w in words.split() if w not in {"de", "la", "du", "di", "del", "des", "der", "und", "i"}]
    slug = "".join(parts)
    if len(slug) > 16:  # long names go by their initials, as their web sites do
        slug = "".join(p[0] for p in parts)
    return f"{slug}.{_TLD[locale]}"


def hospitals(locale: str) -> Tuple[Hospital, ...]:
    return tuple(
        Hospital(name, city, _domain(name, locale), _MRN_SHAPES[i % len(_MRN_SHAPES)])
        for i, (name, city) in enumerate(_HOSPITALS[locale])
    )


# Departments, as the `source` field and letterheads name them; (language) -> diagnosis group -> name.
DEPARTMENTS: Dict[str, Dict[str, str]] = {
    "nl": {"cardio": "Cardiologie", "pulmo": "Pneumologie", "neuro": "Neurologie", "onco": "Oncologie",
           "gastro": "Gastro-enterologie", "ortho": "Orthopedie"},
    "fr": {"cardio": "Cardiologie", "pulmo": "Pneumologie", "neuro": "Neurologie", "onco": "Oncologie",
           "gastro": "Gastro-entérologie", "ortho": "Orthopédie"},
    "en": {"cardio": "Cardiology", "pulmo": "Respiratory Medicine", "neuro": "Neurology", "onco": "Oncology",
           "gastro": "Gastroenterology", "ortho": "Trauma & Orthopaedics"},
    "de": {"cardio": "Kardiologie", "pulmo": "Pneumologie", "neuro": "Neurologie", "onco": "Onkologie",
           "gastro": "Gastroenterologie", "ortho": "Orthopädie und Unfallchirurgie"},
    "es": {"cardio": "Cardiología", "pulmo": "Neumología", "neuro": "Neurología", "onco": "Oncología",
           "gastro": "Aparato Digestivo", "ortho": "Traumatología"},
    "it": {"cardio": "Cardiologia", "pulmo": "Pneumologia", "neuro": "Neurologia", "onco": "Oncologia",
           "gastro": "Gastroenterologia", "ortho": "Ortopedia"},
}
DIAGNOSIS_GROUPS = tuple(DEPARTMENTS["en"])

# GP practices and outside laboratories: organisations named in letters, never in the registry.
_PRACTICES = {
    "nl": ("Huisartsenpraktijk De Linde", "Groepspraktijk Kouter", "Wijkgezondheidscentrum De Brug",
           "Huisartsengroep Zuid", "Medisch Centrum Ter Heide"),
    "fr": ("Cabinet médical des Tilleuls", "Maison médicale du Centre", "Centre médical Saint-Michel",
           "Cabinet de groupe La Source"),
    "en": ("The Grove Surgery", "Riverside Medical Practice", "Castle Street Health Centre", "Parkside Group Practice"),
    "de": ("Hausarztpraxis am Markt", "Gemeinschaftspraxis Lindenhof", "MVZ Stadtmitte", "Praxis am Park"),
    "es": ("Centro de Salud San Juan", "Centro de Salud Las Delicias", "Consultorio Médico del Carmen"),
    "it": ("Studio Medico Verdi", "Poliambulatorio San Marco", "Medicina di Gruppo Centro"),
}
_LABS = {
    "nl": ("Klinisch Labo Medilab", "Labo Nuytinck", "Saltro Diagnostisch Centrum"),
    "fr": ("Laboratoire Bio-Analyse", "Cerba", "Laboratoire LBS"),
    "en": ("Viapath Pathology", "The Doctors Laboratory", "Synnovis"),
    "de": ("Labor Dr. Limbach", "MVZ Labor Berlin", "Synlab MVZ"),
    "es": ("Laboratorio Echevarne", "Synlab Diagnósticos", "Laboratorio Central"),
    "it": ("Laboratorio Analisi Lifebrain", "Centro Diagnostico Italiano", "Synlab Italia"),
}


def practices(locale: str) -> Tuple[str, ...]:
    return _PRACTICES[language_of(locale)]


def labs(locale: str) -> Tuple[str, ...]:
    return _LABS[language_of(locale)]
