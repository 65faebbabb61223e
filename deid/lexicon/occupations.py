"""Occupation nouns of our languages, from the job lists of the Faker release the engine pins.

    occupation("Kranführerin", "de")  # -> True

Faker's job providers carry official occupation lists: Austria's AMS/BIC list of some 2,200 jobs
with male and female forms (de), France's ROME and Switzerland's lists (fr), a Spanish list (es)
and a British one (en). What a note writes is rarely a whole title ("chauffeur de taxi",
"Cloud-Architekt"), so the lexicon keeps each title's head noun, where the language puts it: the
first word in French and Spanish ("chauffeur", "conductor"), the last in German and English
("Architekt", "teacher"), with the French and Spanish feminine forms derived by the regular
endings ("magasinière", "conductora"). A German compound is an occupation when it ends in a known
head of five letters or more ("Kranführerin", "Schiffsmechaniker": "-führerin", "-mechaniker").

Faker has no job list for Dutch or Italian: there ``occupation`` answers False and callers fall
back on the shape of agent nouns (``deid.detect.patterns.professions``). Healthcare roles are
not occupations here (``deid.lexicon.staff_words.clinical_role``): in a note they name the staff.
"""
from __future__ import annotations

import functools
import importlib
from typing import FrozenSet, Iterable

import regex

from deid.lexicon.name_lexicon import fold
from deid.lexicon.staff_words import clinical_role

# Faker job providers per language (the pinned release's module names).
_PROVIDERS = {
    "de": ("de_AT", "de_DE"),
    "fr": ("fr_FR", "fr_CH"),
    "es": ("es",),
    "en": ("",),  # the base provider: a British list
}
_HEAD_FIRST = frozenset({"fr", "es"})
# A German compound's head must be this long to count on its own ("-fahrer", not "-er").
MIN_COMPOUND_HEAD = 5
_WORD = regex.compile(r"\p{L}[\p{L}\p{M}'’]*")
# Words a head of a title may be that are no occupation on their own.
_NOT_HEADS = frozenset(fold(w) for w in """
    de du des la le les en et y o of the and for in für und im am an der die das zur zum
    chef head senior junior assistant assistante adjoint adjointe
    femme homme fille garçon aide valet mozo moza chica chico técnico técnica guía personal
    """.split())
_FEMININE = (("eur", "euse"), ("eur", "rice"), ("ier", "ière"), ("ien", "ienne"), ("er", "ère"), ("if", "ive"),
             ("or", "ora"), ("o", "a"), ("ero", "era"), ("ario", "aria"))


def _titles(module: str) -> Iterable[str]:
    path = "faker.providers.job" + (f".{module}" if module else "")
    provider = importlib.import_module(path).Provider
    for entry in getattr(provider, "jobs_dict", ()) or ():
        # A title whose male and female forms differ ends in a noun for the person ("Gärtner",
        # "Gärtnerin"); one written alike may end in a thing or a field ("...-Foto", "...garten").
        if entry.get("male") != entry.get("female"):
            yield entry.get("male", "")
            yield entry.get("female", "")
    for title in getattr(provider, "jobs", ()) or ():
        yield title


def _heads(language: str) -> FrozenSet[str]:
    heads = set()
    for module in _PROVIDERS.get(language, ()):
        for title in _titles(module):
            title = title.split(",")[0].split("(")[0].split("/")[0]
            if language == "de":
                # "Fachkraft für Neurologie", "Techniker*in im Maschinenbau": the head stands before its field
                title = regex.split(r"\s(?:für|im|in|der|des|mit)\s", title)[0]
            words = [w for w in _WORD.findall(title.replace("*", " ")) if len(w) >= 3]
            if not words:
                continue
            head = fold(words[0] if language in _HEAD_FIRST else words[-1])
            if head in _NOT_HEADS:
                continue
            heads.add(head)
            if language == "de" and "-" in head:
                heads.add(head.rsplit("-", 1)[1])  # "Cloud-Architekt": "Architekt"
            if language in _HEAD_FIRST:
                for masculine, feminine in _FEMININE:
                    if head.endswith(masculine):
                        heads.add(fold(head[: -len(masculine)] + feminine))
    return frozenset(h for h in heads if not clinical_role(h))


@functools.lru_cache(maxsize=None)
def occupation_heads(language: str) -> FrozenSet[str]:
    """Folded head nouns of the occupations of ``language`` (empty for a language without a list)."""
    return _heads(language)


@functools.lru_cache(maxsize=None)
def _compound_heads() -> FrozenSet[str]:
    return frozenset(h for h in occupation_heads("de") if len(h) >= MIN_COMPOUND_HEAD)


def has_occupation_list(language: str) -> bool:
    return bool(occupation_heads(language))


def occupation(word: str, language: str) -> bool:
    """Whether ``word`` is an occupation's head noun in ``language`` (German compounds by their head)."""
    key = fold(word.strip(".'’-"))
    if len(key) < 3 or clinical_role(key):
        return False
    if key in occupation_heads(language):
        return True
    if language == "de":
        heads = _compound_heads()
        return any(key[i:] in heads for i in range(1, len(key) - MIN_COMPOUND_HEAD + 1))
    return False
