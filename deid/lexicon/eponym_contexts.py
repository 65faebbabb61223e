"""The words around an eponym, in our languages: what makes a person's name a curve, a test or a disease.

Medicine names things after people (and devices after their makers): "Kaplan-Meier curve",
"Mann-Whitney test", "maladie de Kahler", "Ziehl-Neelsen-Färbung", "síndrome de Guillain-Barré",
"Foley catheter", "Kirschner wire", "Thomas splint". The name lists rightly say that
"Kaplan", "Meier" and "Kahler" are surnames; the words around them say that no person of the note
is meant. Two kinds of context, folded (lower case, no accents):

- ``EPONYM_NOUNS_AFTER``: the noun right after the name, in the languages that put the eponym first
  ("Kaplan-Meier curve", "Mann-Whitney-Test", "Glasgow Coma Scale");
- ``eponym_phrase_before``: the noun and its "of" right before the name, in those that put it
  after ("syndrome de", "ziekte van", "sindrome di", "signo de"), and "Morbus".

- ``eponym_result_after``: a sign's result right after the name ("Lasègue neg.", "Murphy +",
  "Homans negativo a sinistra": a test named after its author and what it showed).

A title before the name ("Dr. Mann") outweighs all three: the NER gate and the registry check for one first.
"""
from __future__ import annotations

import regex

from deid.lexicon.name_lexicon import fold

# Nouns that an eponym names (one per language where the forms differ), folded.
_NOUNS = """
    syndrome syndrom syndroom sindrome sindrom disease krankheit ziekte maladie enfermedad malattia
    morbus morbo sign signe signo segno zeichen teken test tests testing proef prueba prova curve
    curves kurve curva courbe plot plots diagram diagramm equation gleichung vergelijking
    ecuacion equazione formula formel formule score scores scale skala schaal echelle escala scala
    classification klassifikation classificatie clasificacion classificazione criteria kriterien
    criteres criterios criteri stain staining farbung kleuring coloration tincion
    colorazione manoeuvre maneuver manover maniobra manovra reflex reflexe reflejo
    riflesso method methode metodo methodik technique technik techniek tecnica procedure
    incision schnitt incisie incisione fracture fraktur fractuur fractura frattura index
    tube sonde drain drainage katheter catheter catetere position lagerung ligging posicion
    posizione law gesetz wet loi ley legge triad triade phenomenon phanomen fenomeen
    phenomene fenomeno ulcer ulkus ulcus cyst zyste cyste quiste cisti node knoten
    hernia hernie ernia tumor tumour tumeur tumore
    grade grading grad graad grado triage triaje triaggio guidelines leitlinien richtlijnen
    frame stem cement nail plate screw stapler trocar retractor mesh stent valve needle sheath balloon
    pin wire line protector suture forceps clamp splint collar brace mattress hoist rollator
    rahmen schaft zement nagel platte schraube trokar klappe nadel schleuse ballon draht schiene
    steel plaat schroef klep naald wondbeschermer spalk matras
""".split()

EPONYM_NOUNS_AFTER = frozenset(fold(w) for w in _NOUNS)

# "syndrome de", "ziekte van", "síndrome de", "sindrome di", "disease of"; "Morbus", "M." alone.
_PHRASE_BEFORE = regex.compile(
    r"(?<![\p{L}])(?:(?:" + "|".join(sorted(EPONYM_NOUNS_AFTER, key=len, reverse=True)) + r")"
    r"[ \t]+(?:de[ \t]+la|de|d['’]|du|des|van|von|der|di|del|della|dello|dei|of)|morbus)[ \t]*$",
    regex.IGNORECASE,
)

# The one or two words right after the name: " curve", "-Test", " Coma Scale".
_AFTER = regex.compile(r"(?:[ \t]+|-)(\p{L}+)(?:[ \t]+(\p{L}+))?")


def eponym_noun_after(after: str) -> bool:
    """Whether ``after`` (the text right after a name) opens with a noun an eponym names:
    " curve", "-Test", " Coma Scale" (the noun may be the second word)."""
    m = _AFTER.match(after)
    if m is None:
        return False
    first, second = m.group(1), m.group(2)
    return fold(first) in EPONYM_NOUNS_AFTER or (second is not None and first[:1].isupper()
                                                and fold(second) in EPONYM_NOUNS_AFTER)


def eponym_phrase_before(before: str) -> bool:
    """Whether ``before`` (the text right before a name) ends with a noun an eponym names and its
    "of" ("syndrome de ", "ziekte van ") or with "Morbus "."""
    return _PHRASE_BEFORE.search(fold(before)) is not None


# A sign's result right after the name, where the phrase ends or a side follows ("neg.", "+,",
# "negatief links", "positif à gauche"): "positivo al tampone" is said of a person tested, and
# "Anna + Marc", "Karen - rang back", a signature "Karen -" join, start or end phrases (a bare sign
# needs a stop or a side after it).
_SIDES = (r"bilat\p{L}*|bds|bdz|bzd|dx|sx|links|rechts|li|re|gauche|droite|left|right|izq\p{L}*|der\p{L}*"
          r"|sinistr\p{L}*|destr\p{L}*|ds|gs")
_SIDE_AFTER = r"[ \t]*(?:(?:a|à|a[ \t]+la|op|on|the)[ \t]+)?(?:" + _SIDES + r")(?![\p{L}])"
_RESULT_AFTER = regex.compile(
    r"^[ \t]*(?::[ \t]*)?(?:(?:neg|pos|negati\p{L}*|positi\p{L}*)(?=[ \t]*(?:$|[.,;:)])|" + _SIDE_AFTER + r")"
    r"|(?:\+/-|-/\+|[+-])(?=[ \t]*[.,;)]|" + _SIDE_AFTER + r"))",
    regex.IGNORECASE)


def eponym_result_after(after: str) -> bool:
    """Whether ``after`` (the text right after a name) opens with a sign's result: " neg.", " +",
    " negativo bilat.", " positif à gauche" (not " positivo al tampone": a person tested)."""
    return _RESULT_AFTER.match(fold(after)) is not None
