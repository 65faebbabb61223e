"""Occupation nouns of our languages, from the job lists of two fake-data libraries the engine pins.

    occupation("Kranführerin", "de")  # -> True

Faker's job providers carry official occupation lists: Austria's AMS/BIC list of some 2,200 jobs
with male and female forms (de), France's ROME and Switzerland's lists (fr), a Spanish list (es)
and a British one (en). Mimesis (MIT) ships its own occupation lists as data files, read here as
data (the library is not imported): 563 Italian titles and 51 Dutch ones, languages Faker has no
list for, and more Spanish (160), English, French and German titles. What a note writes is rarely
a whole title ("chauffeur de taxi", "Cloud-Architekt"), so the lexicon keeps each title's head
noun, where the language puts it: the first word in French, Spanish and Italian ("chauffeur",
"conductor", "addestratore"), the last in German, English and Dutch ("Architekt", "teacher",
"medewerker"), with the Romance feminine forms derived by the regular endings ("magasinière",
"conductora", "cameriera"). A German compound is an occupation when it ends in a known head of five
letters or more ("Kranführerin", "Schiffsmechaniker": "-führerin", "-mechaniker").

Dutch and Italian lists are short: callers also accept the shape of agent nouns there
(``deid.detect.patterns.professions``). Healthcare roles are not occupations here
(``deid.lexicon.staff_words.clinical_role``): in a note they name the staff.
"""
from __future__ import annotations

import functools
import importlib
import importlib.util
import json
from pathlib import Path
from typing import FrozenSet, Iterable, Tuple

import regex

from deid.lexicon import word_frequency
from deid.lexicon.name_lexicon import fold
from deid.lexicon.staff_words import clinical_role

# Faker job providers per language (the pinned release's module names).
_PROVIDERS = {
    "de": ("de_AT", "de_DE"),
    "fr": ("fr_FR", "fr_CH"),
    "es": ("es",),
    "en": ("",),  # the base provider: a British list
}
_HEAD_FIRST = frozenset({"fr", "es", "it"})
# Mimesis data folders per language (``mimesis/datasets/<folder>/person.json``, key "occupation").
_MIMESIS = {"de": ("de",), "fr": ("fr",), "es": ("es",), "it": ("it",), "nl": ("nl",), "en": ("en",)}
# Mimesis's lists are not official ones and name jobs by their commonest words too ("Home Help",
# "Cura" the priest, "Capo ..."): a head of theirs this frequent in the language (Zipf) is left out
# ("impiegato" 4.39 stays; "empleado" 4.44, "cura" 4.46, "hulp" 5.3 go).
MIMESIS_MAX_ZIPF = 4.4
# A German compound's head must be this long to count on its own ("-fahrer", not "-er").
MIN_COMPOUND_HEAD = 5
_WORD = regex.compile(r"\p{L}[\p{L}\p{M}'’]*")
# Words a head of a title may be that are no occupation on their own.
_NOT_HEADS = frozenset(fold(w) for w in """
    de du des la le les en et y o of the and for in für und im am an der die das zur zum
    di del della dei degli e da van het voor bij
    chef head senior junior assistant assistante adjoint adjointe sous
    femme homme fille garçon aide valet mozo moza chica chico técnico técnica guía personal
    """.split())
# Common occupations the lists above lack, as notes name a relative's or the patient's work in each
# language (general knowledge of the commonest jobs of each country's workforce, not any note's): the
# English list has no "driver" or "cook", the Dutch one no "leraar" or "bakker".
_COMMON_HEADS = {
    "en": """driver cook chef shopkeeper fisherman fishmonger policeman policewoman soldier labourer farmhand
             postman postwoman miner docker cleaner housewife homemaker groundsman gamekeeper student
             bartender barista trucker landscaper headteacher headmaster headmistress""",
    "fr": """typographe instituteur institutrice professeur professeure mineur serveur serveuse pompier
             cultivateur cultivatrice sidérurgiste métallurgiste docker mécanicien mécanicienne cheminot cheminote
             étudiant étudiante éleveur éleveuse employé employée
             manutentionnaire livreur livreuse routier jardinier jardinière banquier banquière
             fonctionnaire nourrice""",
    "nl": """leraar lerares kleuterleidster kleuterjuf onderwijzer onderwijzeres elektricien loodgieter metselaar
             bakker slager boer boerin landbouwer chauffeur vrachtwagenchauffeur buschauffeur kapster kapper
             verkoopster verkoper schilder poetsvrouw kuisvrouw postbode bediende arbeider mijnwerker
             havenarbeider timmerman boekhouder schrijnwerker dakwerker tuinman bouwvakker leerkracht
             doktersassistente doktersassistent kraamverzorgende veehouder melkveehouder akkerbouwer tuinder
             visser politieagent militair soldaat kassière schoonmaakster monteur kok ober serveerster docent
             ambtenaar heftruckchauffeur student studente ingenieur conciërge bloemist
             drukker barista kassier kassierster magazijnier installateur stukadoor tegelzetter dakdekker
             glazenwasser vuilnisman taxichauffeur conducteur treinbestuurder machinist piloot stewardess
             accountant advocaat notaris makelaar bankbediende verzekeringsagent programmeur informaticus
             architect journalist fotograaf muzikant kunstenaar dominee pastoor hovenier winkelier
             winkelbediende vakkenvuller koerier pakketbezorger bewaker brandweerman huisvrouw huisman
             onderzoeker chemicus schoonheidsspecialiste kleermaker naaister
             zanger zangeres acteur actrice danser danseres barman kelner uitbater zaakvoerder ondernemer
             fabrieksarbeider garagist opvoeder opvoedster begeleider begeleidster poetshulp schoonmaker""",
    "it": """insegnante maestra maestro commessa commesso avvocato avvocata ingegnera operaio operaia vigile
             casalinga ferroviere militare studente studentessa marittimo marittima
             badante commercialista giornalista pasticciere pasticciera albergatore negoziante rappresentante
             portiere barista""",
    "de": """hausfrau hausmann näherin näher eisenbahner bergmann beamter beamtin hausmeister braumeister postbote
             lokführer zugführer monteur schichtarbeiter reinigungskraft putzfrau student studentin
             gastwirt gastwirtin wirt wirtin maschinenführer maschinenführerin lagerhelfer lagerhelferin
             lagerist lageristin frisör frisörin metzger metzgerin zimmermann tischler tischlerin klempner
             gärtner gärtnerin paketbote paketbotin schaffner schaffnerin lackierer lackiererin fräser
             hilfsarbeiter hilfsarbeiterin fabrikarbeiter fabrikarbeiterin azubi
             auszubildende auszubildender""",
    "es": """dependienta dependiente administrativo administrativa ferroviario ferroviaria encargado encargada
             ganadero ganadera transportista funcionario funcionaria militar jornalero jornalera vigilante notario
             notaria informático informática esteticista hostelero hostelera empresario empresaria estudiante agricultor agricultora fruticultor fruticultora viticultor viticultora apicultor apicultora horticultor horticultora""",
}
# (Students are named as an occupation is, "(19), Student in Trier", "étudiante en droit à ...", and
# identify as much; the ward's own trainees are named by other words: "PJ", "Famulant", "stagiaire".)
# A German master craftsman names his trade and grade in one word ("Schreinermeister",
# "Bäckermeisterin"): an occupation when the trade before "-meister" is one.
_MASTER = ("meisterin", "meister")
_FEMININE = (("eur", "euse"), ("eur", "rice"), ("ier", "ière"), ("ien", "ienne"), ("er", "ère"), ("if", "ive"),
             ("or", "ora"), ("o", "a"), ("ero", "era"), ("ario", "aria"), ("ore", "rice"), ("iere", "iera"),
             ("at", "ate"), ("ant", "ante"), ("ore", "oressa"))


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


def _mimesis_titles(language: str) -> Iterable[str]:
    """Mimesis's occupation titles of ``language``, male and female forms apart ("Anwalt / Anwältin")."""
    spec = importlib.util.find_spec("mimesis")
    if spec is None or not spec.submodule_search_locations:
        return
    root = Path(list(spec.submodule_search_locations)[0]) / "datasets"
    for folder in _MIMESIS.get(language, ()):
        path = root / folder / "person.json"
        if not path.is_file():
            continue
        for title in json.loads(path.read_text(encoding="utf-8")).get("occupation", ()):
            yield from (form.strip() for form in title.split("/"))


def _all_titles(language: str) -> Iterable[Tuple[str, bool]]:
    """Each title, and whether it comes from the official lists (Faker's) rather than Mimesis's."""
    for module in _PROVIDERS.get(language, ()):
        for title in _titles(module):
            yield title.split("/")[0], True
    for title in _mimesis_titles(language):
        yield title, False


def _heads(language: str) -> FrozenSet[str]:
    heads = set()
    for title, official in _all_titles(language):
        title = title.split(",")[0].split("(")[0]
        if language == "de":
            # "Fachkraft für Neurologie", "Techniker*in im Maschinenbau": the head stands before its field
            title = regex.split(r"\s(?:für|im|in|der|des|mit)\s", title)[0]
        words = [w for w in _WORD.findall(title.replace("*", " ")) if len(w) >= 3]
        if not words:
            continue
        head = fold(words[0] if language in _HEAD_FIRST else words[-1])
        if head in _NOT_HEADS:
            continue
        if not official and word_frequency.zipf(head, language) >= MIMESIS_MAX_ZIPF:
            continue  # "Home Help", "Cura", "Capo reparto": a head this common is mostly something else
        heads.add(head)
        if language == "de" and "-" in head:
            heads.add(head.rsplit("-", 1)[1])  # "Cloud-Architekt": "Architekt"
        if language in _HEAD_FIRST:
            # the other gender's form: the lists give one of them for many jobs ("avocat" without
            # "avocate", "ingénieure" without "ingénieur"); back from a feminine ending of three
            # letters or more only (an "-a" is no sure feminine: "guida" is no "guido")
            for masculine, feminine in _FEMININE:
                if head.endswith(masculine):
                    heads.add(fold(head[: -len(masculine)] + feminine))
                elif len(feminine) >= 3 and head.endswith(fold(feminine)) and len(head) > len(feminine) + 2:
                    heads.add(fold(head[: -len(fold(feminine))] + masculine))
    heads.update(fold(w) for w in _COMMON_HEADS.get(language, "").split())
    return frozenset(h for h in heads if not clinical_role(h))


@functools.lru_cache(maxsize=None)
def occupation_heads(language: str) -> FrozenSet[str]:
    """Folded head nouns of the occupations of ``language`` (empty for a language without a list)."""
    return _heads(language)


@functools.lru_cache(maxsize=None)
def _compound_heads() -> FrozenSet[str]:
    return frozenset(h for h in occupation_heads("de") if len(h) >= MIN_COMPOUND_HEAD)


def has_occupation_list(language: str) -> bool:
    """Whether ``language`` has an official occupation list (Faker's); Dutch and Italian have only
    Mimesis's short ones, and callers read agent nouns by their shape there too."""
    return bool(_PROVIDERS.get(language)) and bool(occupation_heads(language))


def occupation(word: str, language: str) -> bool:
    """Whether ``word`` is an occupation's head noun in ``language`` (German compounds by their head)."""
    key = fold(word.strip(".'’-"))
    if len(key) < 3 or clinical_role(key):
        return False
    if language == "de" and key.endswith("ei"):
        return False  # "Bäckerei", "Weberei", "Polizei": the workshop or the service, not the trade
    if key in occupation_heads(language):
        return True
    if "-" in key:
        # "chauffeur-livreur", "Maler-Lackierer": the head where the language puts it
        parts = [part for part in key.split("-") if part]
        if parts and (parts[0] if language in _HEAD_FIRST else parts[-1]) in occupation_heads(language):
            return True
    if language == "de":
        for master in _MASTER:
            if key.endswith(master) and len(key) > len(master) + 3 and occupation(key[:-len(master)], language):
                return True
        heads = _compound_heads()
        if any(key[i:] in heads for i in range(1, len(key) - MIN_COMPOUND_HEAD + 1)):
            return True
        # A woman's form of a listed man's ("Binnenschifferin" of "Binnenschiffer"): the lists give
        # both forms of most jobs, not of every compound.
        return key.endswith("in") and len(key) > MIN_COMPOUND_HEAD + 2 \
            and occupation(word.strip(".'’-")[:-2], language)
    return False
