"""Lexicon-based surrogates per locale: professions, organizations.

Faker's job provider is English for nl_BE, nl_NL and it_IT and US-shaped for
fr_BE and de_LU (measured, see the issue), so those locales use our own lists
or a sister locale's faker list (fr_BE -> fr_FR, de_LU -> de_DE). A
hospital-like organization keeps its kind word ("AZ", "Hôpital",
"Klinikum") and gets a surrogate place name, so a note still reads as
"opgenomen in AZ Hasselt" rather than "opgenomen in Verschueren VOF".
"""
from __future__ import annotations

import importlib
import random
import re
from functools import lru_cache
from typing import Callable, Dict, Tuple

from deid.surrogates.shape import apply_case, case_pattern, fold

OWN_JOBS: Dict[str, Tuple[str, ...]] = {
    "nl": (
        "verpleegkundige", "leerkracht", "bakker", "boekhouder", "schrijnwerker", "elektricien",
        "vrachtwagenchauffeur", "kapper", "kinesitherapeut", "apotheker", "bediende", "landbouwer",
        "loodgieter", "metser", "postbode", "schoonmaker", "verkoper", "kok", "ingenieur", "advocaat",
        "architect", "journalist", "magazijnier", "programmeur", "onderwijzer", "tandarts", "slager",
        "buschauffeur", "thuisverpleegkundige", "logopedist", "secretaresse", "politieagent",
        "brandweerman", "schilder", "timmerman", "tuinier", "fotograaf", "kassier", "mecanicien", "zorgkundige",
    ),
    "it": (
        "infermiere", "insegnante", "panettiere", "contabile", "falegname", "elettricista", "camionista",
        "parrucchiere", "fisioterapista", "farmacista", "impiegato", "agricoltore", "idraulico", "muratore",
        "postino", "commesso", "cuoco", "ingegnere", "avvocato", "architetto", "giornalista", "magazziniere",
        "programmatore", "maestro", "dentista", "macellaio", "autista", "segretaria", "poliziotto",
        "vigile del fuoco", "pittore", "giardiniere", "fotografo", "cassiere", "meccanico", "operaio",
    ),
}
# Locale -> faker locale whose job list fits it; locales absent here use OWN_JOBS.
_FAKER_JOBS = {"fr_FR": "fr_FR", "fr_BE": "fr_FR", "de_DE": "de_DE", "de_LU": "de_DE", "es_ES": "es_ES",
               "en_GB": "en_US", "en_US": "en_US"}
_OWN_JOB_LANG = {"nl_BE": "nl", "nl_NL": "nl", "it_IT": "it"}

# Kind words of care organizations, per language (folded). They are kept as written.
CARE_WORDS = frozenset({
    "az", "uz", "ziekenhuis", "kliniek", "algemeen", "universitair", "ziekenhuizen", "woonzorgcentrum", "wzc",
    "rusthuis", "huisartsenpraktijk", "groepspraktijk", "umc", "mc", "medisch", "centrum",
    "chu", "chr", "hopital", "clinique", "cliniques", "centre", "hospitalier", "universitaire", "maison", "medicale",
    "hospital", "clinic", "infirmary", "nhs", "trust", "royal", "general", "medical", "center", "centre",
    "klinikum", "krankenhaus", "klinik", "universitatsklinikum", "praxis", "spital", "centre hospitalier",
    "hospital", "clinica", "centro", "salud", "universitario", "ospedale", "policlinico", "azienda",
    "ospedaliera", "casa", "di", "cura", "de", "du", "la", "le", "des", "van", "het", "der", "del", "della",
    "st", "saint", "sint", "san", "santa", "sankt",
})
# Connecting words inside a care organization's name: kept before the surrogate place
# ("Centre Hospitalier de Namur"), never a reason on their own to treat a name as a care
# organization ("Wijkgezondheidscentrum De Brug" is not "<place> De").
CONNECTORS = frozenset({"di", "de", "du", "la", "le", "des", "van", "het", "der", "del", "della"})
# Saints belong to the name ("AZ Sint-Jan", "Ospedale San Raffaele"): replaced with it.
SAINTS = frozenset({"st", "saint", "sint", "san", "santa", "sankt"})
KIND_WORDS = CARE_WORDS - CONNECTORS - SAINTS
_WORDS = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*|\S")


@lru_cache(maxsize=None)
def jobs(locale: str) -> Tuple[str, ...]:
    if locale in _FAKER_JOBS:
        provider = importlib.import_module(f"faker.providers.job.{_FAKER_JOBS[locale]}").Provider
        return tuple(provider.jobs)
    return OWN_JOBS[_OWN_JOB_LANG.get(locale, "nl")]


def profession(original: str, rng: random.Random, locale: str) -> str:
    pool = jobs(locale)
    job = pool[rng.randrange(len(pool))]
    pattern = case_pattern(original)
    return apply_case(pattern, job) if pattern != "title" else job[:1].upper() + job[1:]


def organization(
    original: str,
    rng: random.Random,
    locale: str,
    place: Callable[[], str],
    company: Callable[[random.Random], str],
) -> str:
    """Care organizations keep their kind words around a surrogate place; others become a company."""
    words = _WORDS.findall(original)
    kind = [w for w in words if fold(w).strip(".") in KIND_WORDS]
    named = [w for w in words if fold(w).strip(".") not in CARE_WORDS]
    if kind and named:
        out, placed = [], False
        for m in re.finditer(r"\S+|\s+", original):
            token = m.group(0)
            word = fold(token).strip(".,")
            if token.isspace() or word in KIND_WORDS or (word in CONNECTORS and not placed):
                out.append(token)
            elif not placed and word not in CONNECTORS:
                out.append(apply_case(case_pattern(token), place()) if case_pattern(token) == "upper" else place())
                placed = True
        tokens = re.sub(r"\s{2,}", " ", "".join(out)).strip().split(" ")
        while tokens and fold(tokens[-1]).strip(".,") in CONNECTORS:
            tokens.pop()  # "Centre de" after the named part was dropped
        return " ".join(tokens)
    name = company(rng)
    return apply_case(case_pattern(original), name) if case_pattern(original) == "upper" else name
