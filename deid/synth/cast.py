"""The people of the synthetic world: per-locale pools, hospitals' staff, patients' circles.

Faker is slow to build and to call, so each locale's pools of names are drawn
once from a Faker seeded from the run's seed; everything after that draws
from the pools with ``random.Random``, which keeps a 100,000-note run fast
and every run with the same seed identical.

A patient's circle holds the people the registry knows (the patient, their
GP and treating specialists, relatives, contacts) and the notes mention
them with ``linked=True``; hospital staff outside the registry (nurses,
residents, other consultants) are mentioned with ``linked=False``.
"""
from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

from faker import Faker

from deid import identifiers as ids
from deid.lexicon.months import language_of
from deid.locales import COUNTRY_OF_LOCALE
from deid.records import Person
from deid.synth import organizations
from deid.lexicon.pools import places
from deid.synth.phones import Phone, draw_phone

# Surnames with particles and double-barrelled ones, which Faker rarely yields.
_PARTICLE_SURNAMES: Dict[str, Tuple[str, ...]] = {
    "nl_BE": ("Van den Broeck", "De Smet", "Van Damme", "Vander Elst", "Van de Velde", "D'Hondt", "Van Acker",
              "De Wilde", "Vanden Berghe", "Van der Linden"),
    "nl_NL": ("de Vries", "van der Berg", "van Dijk", "de Jong", "van 't Hof", "van den Heuvel", "ter Horst",
              "in 't Veld", "van der Meer-de Boer"),
    "fr_BE": ("Van den Broeck", "De Backer", "d'Ardenne", "Dupont-Moreau", "de Lannoy", "Le Roux", "Vander Elst"),
    "fr_FR": ("Le Gall", "de la Tour", "Dupont-Moreau", "du Bois", "Saint-Just", "Martin-Leclerc", "Le Roux", "d'Orléans"),
    "en_GB": ("O'Brien", "Smith-Jones", "McDonald", "Fitzgerald", "Harding-Wells", "St John", "D'Souza", "Bowes-Lyon"),
    "de_DE": ("von Berg", "von der Heide", "zu Salm", "Müller-Lüdenscheidt", "Schmidt-Hansen", "von Arnim", "Meyer zu Erpen"),
    "de_LU": ("von Berg", "de la Fontaine", "Dos Santos", "Da Silva", "Schmit-Weber", "de Wolff"),
    "es_ES": ("De la Fuente", "del Río", "García-López", "Fernández de Córdoba", "de la Cruz", "del Valle"),
    "it_IT": ("Di Stefano", "De Luca", "Lo Russo", "D'Angelo", "Dalla Chiesa", "La Rosa", "Del Piero", "De Santis"),
}
# First names that are also common words of the language (Jan, Roos, May, Rose, Will...).
_WORD_NAMES: Dict[str, Dict[str, Tuple[str, ...]]] = {
    "nl": {"F": ("Roos", "Iris", "May", "Linde", "Hanna"), "M": ("Jan", "Bram", "Leo", "Stef", "Will")},
    "fr": {"F": ("Rose", "Marguerite", "Blanche", "Claire", "Violette"), "M": ("Pierre", "Désiré", "Léo", "Vincent", "Aimé")},
    "en": {"F": ("May", "Rose", "Hope", "Grace", "Faith"), "M": ("Will", "Mark", "Bill", "Jack", "Frank")},
    "de": {"F": ("Rose", "Heide", "Frieda", "Erika"), "M": ("Ernst", "Wolf", "Leo", "Frank")},
    "es": {"F": ("Rosa", "Luz", "Paz", "Sol", "Dolores"), "M": ("Leo", "Santos", "Ángel", "Amado")},
    "it": {"F": ("Rosa", "Stella", "Gioia", "Bianca", "Serena"), "M": ("Leone", "Felice", "Fortunato", "Angelo")},
}
# Patients' occupations per language (Faker's jobs are English in nl and it locales).
PROFESSIONS: Dict[str, Tuple[str, ...]] = {
    "nl": ("bakker", "leerkracht", "verpleegkundige", "boekhouder", "vrachtwagenchauffeur", "landbouwer", "kapster",
           "ingenieur", "metselaar", "kleuterjuf", "poetsvrouw", "elektricien", "bediende", "postbode"),
    "fr": ("boulanger", "enseignante", "infirmier", "comptable", "chauffeur routier", "agriculteur", "coiffeuse",
           "ingénieur", "maçon", "institutrice", "aide-ménagère", "électricien", "employé de bureau", "facteur"),
    "en": ("baker", "teacher", "nurse", "accountant", "lorry driver", "farmer", "hairdresser", "engineer",
           "bricklayer", "cleaner", "electrician", "postman", "shop assistant", "plumber"),
    "de": ("Bäcker", "Lehrerin", "Krankenpfleger", "Buchhalter", "LKW-Fahrer", "Landwirt", "Friseurin",
           "Ingenieur", "Maurer", "Erzieherin", "Reinigungskraft", "Elektriker", "Bürokaufmann", "Briefträger"),
    "es": ("panadero", "maestra", "enfermero", "contable", "camionero", "agricultor", "peluquera", "ingeniero",
           "albañil", "limpiadora", "electricista", "cartero", "dependienta", "fontanero"),
    "it": ("panettiere", "insegnante", "infermiere", "ragioniere", "camionista", "agricoltore", "parrucchiera",
           "ingegnere", "muratore", "casalinga", "elettricista", "postino", "commessa", "idraulico"),
}
# Relations of relatives: key -> (language -> (word for a woman, word for a man)).
RELATIONS: Dict[str, Dict[str, Tuple[str, str]]] = {
    "partner": {"nl": ("echtgenote", "echtgenoot"), "fr": ("épouse", "époux"), "en": ("wife", "husband"),
                "de": ("Ehefrau", "Ehemann"), "es": ("esposa", "esposo"), "it": ("moglie", "marito")},
    "child": {"nl": ("dochter", "zoon"), "fr": ("fille", "fils"), "en": ("daughter", "son"),
              "de": ("Tochter", "Sohn"), "es": ("hija", "hijo"), "it": ("figlia", "figlio")},
    "sibling": {"nl": ("zus", "broer"), "fr": ("sœur", "frère"), "en": ("sister", "brother"),
                "de": ("Schwester", "Bruder"), "es": ("hermana", "hermano"), "it": ("sorella", "fratello")},
    "neighbour": {"nl": ("buurvrouw", "buurman"), "fr": ("voisine", "voisin"), "en": ("neighbour", "neighbour"),
                  "de": ("Nachbarin", "Nachbar"), "es": ("vecina", "vecino"), "it": ("vicina", "vicino")},
}

POOL_SIZE = 400  # Faker draws per pool; enough variety, built in well under a second


@dataclass(frozen=True)
class Actor:
    """A person as the notes know them."""

    first: str
    last: str
    gender: str
    linked: bool
    relation: str = ""  # for relatives and contacts: a RELATIONS key
    phone: Optional[Phone] = None
    email: str = ""


@dataclass
class LocalePool:
    locale: str
    first_f: Tuple[str, ...]
    first_m: Tuple[str, ...]
    last: Tuple[str, ...]
    mail_domains: Tuple[str, ...]
    hospitals: Tuple[organizations.Hospital, ...]
    # hospital name -> (specialists, nurses and residents); GPs of the region
    specialists: Dict[str, Tuple[Actor, ...]] = field(default_factory=dict)
    staff: Dict[str, Tuple[Actor, ...]] = field(default_factory=dict)
    gps: Tuple[Actor, ...] = ()

    def first_name(self, rng: random.Random, gender: str) -> str:
        if rng.random() < 0.06:
            return rng.choice(_WORD_NAMES[language_of(self.locale)][gender])
        return rng.choice(self.first_f if gender == "F" else self.first_m)

    def last_name(self, rng: random.Random) -> str:
        if rng.random() < 0.15:
            return rng.choice(_PARTICLE_SURNAMES[self.locale])
        name = rng.choice(self.last)
        if self.locale == "es_ES" and rng.random() < 0.7:  # Spaniards carry both surnames
            name = f"{name} {rng.choice(self.last)}"
        return name

    def person(self, rng: random.Random, linked: bool, gender: str = "") -> Tuple[str, str, str]:
        gender = gender or rng.choice("FM")
        return self.first_name(rng, gender), self.last_name(rng), gender


def _unique(values) -> Tuple[str, ...]:
    seen: Dict[str, None] = {}
    for v in values:
        if v and v.strip() == v:
            seen.setdefault(v, None)
    return tuple(seen)


def _email_local(first: str, last: str) -> str:
    import unicodedata
    plain = unicodedata.normalize("NFKD", f"{first}.{last}".lower()).encode("ascii", "ignore").decode()
    return "".join(c for c in plain.replace(" ", "") if c.isalnum() or c in ".-")


def email_for(rng: random.Random, first: str, last: str, domain: str) -> str:
    local = _email_local(first, last)
    shape = rng.random()
    if shape < 0.2:
        local = local.split(".")[0][:1] + "." + local.split(".", 1)[-1]
    elif shape < 0.3:
        local = local.replace(".", "") + str(rng.randint(1, 99))
    return f"{local}@{domain}"


def build_pool(locale: str, seed: int) -> LocalePool:
    faker = Faker(locale)
    faker.seed_instance(seed)
    pool = LocalePool(
        locale=locale,
        first_f=_unique(faker.first_name_female() for _ in range(POOL_SIZE)),
        first_m=_unique(faker.first_name_male() for _ in range(POOL_SIZE)),
        last=_unique(faker.last_name() for _ in range(POOL_SIZE)),
        mail_domains=_unique(faker.free_email_domain() for _ in range(40)),
        hospitals=organizations.hospitals(locale),
    )
    rng = random.Random(f"staff:{locale}:{seed}")
    for hospital in pool.hospitals:
        def staff_member(linked: bool) -> Actor:
            first, last, gender = pool.person(rng, linked)
            phone = draw_phone(rng, locale, mobile=False)
            return Actor(first, last, gender, linked, phone=phone, email=email_for(rng, first, last, hospital.domain))
        pool.specialists[hospital.name] = tuple(staff_member(True) for _ in range(8))
        pool.staff[hospital.name] = tuple(staff_member(False) for _ in range(12))
    gps = []
    for _ in range(30):
        first, last, gender = pool.person(rng, True)
        domain = rng.choice(pool.mail_domains) if rng.random() < 0.5 else f"{_email_local('', last).strip('.')[:12]}.{_tld(locale)}"
        gps.append(Actor(first, last, gender, True, phone=draw_phone(rng, locale, mobile=rng.random() < 0.3),
                         email=email_for(rng, first, last, domain)))
    pool.gps = tuple(gps)
    return pool


def _tld(locale: str) -> str:
    return {"GB": "co.uk"}.get(COUNTRY_OF_LOCALE[locale], COUNTRY_OF_LOCALE[locale].lower())


@dataclass
class Patient:
    patient_id: str
    locale: str
    first: str
    last: str
    gender: str
    birth_date: dt.date
    street: str
    house_number: str
    postcode: str
    city: str
    phone: Phone
    email: str
    id_kind: str
    national_id: str
    mrn: str
    iban: str
    hospital: organizations.Hospital
    group: str
    profession: str
    gp: Actor
    specialists: Tuple[Actor, ...]
    relatives: Tuple[Actor, ...]
    contacts: Tuple[Actor, ...]
    note_dates: Tuple[dt.date, ...] = ()

    @property
    def physicians(self) -> Tuple[Actor, ...]:
        return (self.gp,) + self.specialists


def draw_patient(rng: random.Random, pool: LocalePool, patient_id: str, n_notes: int) -> Patient:
    locale = pool.locale
    first, last, gender = pool.person(rng, True)
    first_note = dt.date(2015, 1, 1) + dt.timedelta(days=rng.randrange(3650))
    age = min(int(rng.triangular(0, 100, 72)), 99)
    birth_date = first_note - dt.timedelta(days=age * 365 + rng.randrange(365))
    postcode, city = places.draw_city(rng, locale)
    id_kind = ids.NATIONAL_ID_KIND[locale]
    if id_kind == "es_dni" and rng.random() < 0.1:
        id_kind = "es_nie"
    national = ids.national_id(id_kind, rng, birth_date, gender, first, last)
    hospital = rng.choice(pool.hospitals)
    specialists = tuple(rng.sample(pool.specialists[hospital.name], rng.randint(0, 2)))
    relatives = []
    for _ in range(rng.choice((0, 1, 1, 1, 2, 2))):
        relation = rng.choice(("partner", "partner", "child", "child", "sibling"))
        r_gender = ("M" if gender == "F" else "F") if relation == "partner" and rng.random() < 0.9 else rng.choice("FM")
        r_last = last if relation == "child" or (relation == "sibling" and rng.random() < 0.8) else pool.last_name(rng)
        if relation == "partner" and rng.random() < 0.5:
            r_last = last
        relatives.append(Actor(pool.first_name(rng, r_gender), r_last, r_gender, True, relation,
                               phone=draw_phone(rng, locale, mobile=True)))
    contacts = []
    if rng.random() < 0.25:
        c_first, c_last, c_gender = pool.person(rng, True)
        contacts.append(Actor(c_first, c_last, c_gender, True, "neighbour", phone=draw_phone(rng, locale, mobile=rng.random() < 0.7)))
    dates = [first_note]
    for _ in range(n_notes - 1):
        dates.append(dates[-1] + dt.timedelta(days=int(rng.expovariate(1 / 20))))
    email = email_for(rng, first, last, rng.choice(pool.mail_domains)) if rng.random() < 0.6 else ""
    return Patient(
        patient_id=patient_id, locale=locale, first=first, last=last, gender=gender, birth_date=birth_date,
        street=rng.choice(places.STREETS[locale]), house_number=places.draw_house_number(rng, locale),
        postcode=postcode, city=city, phone=draw_phone(rng, locale, mobile=rng.random() < 0.6), email=email,
        id_kind=id_kind, national_id=national, mrn=hospital.draw_mrn(rng),
        iban=ids.iban(rng, COUNTRY_OF_LOCALE[locale]), hospital=hospital,
        group=rng.choice(organizations.DIAGNOSIS_GROUPS),
        profession=rng.choice(PROFESSIONS[language_of(locale)]),
        gp=rng.choice(pool.gps), specialists=specialists, relatives=tuple(relatives), contacts=tuple(contacts),
        note_dates=tuple(dates),
    )


def registry_rows(patient: Patient) -> List[Person]:
    """The patient's registry rows: their own (role=patient) first, then physicians, relatives, contacts."""
    rows = [Person(
        patient_id=patient.patient_id, role="patient", first_name=patient.first, last_name=patient.last,
        gender=patient.gender, birth_date=patient.birth_date.isoformat(), street=patient.street,
        house_number=patient.house_number, postcode=patient.postcode, city=patient.city,
        phone=patient.phone.national_shape(), email=patient.email,
        national_id=ids.format_id(patient.id_kind, patient.national_id, "compact"), mrn=patient.mrn,
    )]
    for doctor in patient.physicians:
        rows.append(Person(
            patient_id=patient.patient_id, role="physician", first_name=doctor.first, last_name=doctor.last,
            gender=doctor.gender, phone=doctor.phone.national_shape() if doctor.phone else "", email=doctor.email,
        ))
    for person in patient.relatives:
        same_home = person.relation == "partner"
        rows.append(Person(
            patient_id=patient.patient_id, role="relative", first_name=person.first, last_name=person.last,
            gender=person.gender, phone=person.phone.national_shape() if person.phone else "",
            street=patient.street if same_home else "", house_number=patient.house_number if same_home else "",
            postcode=patient.postcode if same_home else "", city=patient.city if same_home else "",
        ))
    for person in patient.contacts:
        rows.append(Person(
            patient_id=patient.patient_id, role="contact", first_name=person.first, last_name=person.last,
            gender=person.gender, phone=person.phone.national_shape() if person.phone else "",
        ))
    return rows
