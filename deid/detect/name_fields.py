"""Names in the name fields of a form: "Nombre: Juan.", "Apellidos: Vega Casado", "NOM : DUPONT".

    spans = name_fields(text)        # [(start, end), ...] of the names in name fields

Admission sheets, lab requests and case reports open with a patient block whose fields are
labelled in the note's language (``deid.lexicon.name_lexicon.NAME_FIELDS``). What follows
such a label and its colon is a person's name, whatever its words are: "Casado", "Salamanca"
and "Rot" are ordinary words and places elsewhere, and the NER reads them as such. So the
evidence here is the field, not the word:

* the label opens a line or a table cell (line start, "|", ";" or a column gap of two blanks),
  so "Drug name: ..." or "the name: ..." inside a sentence never count;
* the value is one to five capitalised words (or words in capitals), particles and initials
  on the same line, after any titles ("Nom : Mme DUPONT"); it ends at punctuation, a digit, a
  column gap or a lower-case word;
* a value that is a single short acronym ("Name: MRI") or only titles is no name.
"""
from __future__ import annotations

import functools
from typing import List, Optional, Tuple

import regex

from deid.lexicon.clinical_morphology import clinical_word
from deid.lexicon.dictionary_words import common_word
from deid.lexicon.name_lexicon import NAME_FIELDS, PARTICLES, PERSON_FIELDS, SIGNER_FIELDS, TITLES, fold
from deid.lexicon.name_likelihood import NAME, WORD, name_evidence
from deid.lexicon.staff_words import CLINICAL_ROLES, STAFF_ABBREVIATIONS, care_team_role

MAX_WORDS = 5


@functools.lru_cache(maxsize=1)
def _field() -> "regex.Pattern":
    labels = "|".join(regex.escape(label).replace(r"\ ", r"[ \t]+") for label in NAME_FIELDS)
    return regex.compile(r"(?:^|(?<=[|;])|(?<=[ \t]{2}))[ \t]*(?:" + labels + r")[ \t]*:[ \t]*",
                         regex.IGNORECASE | regex.MULTILINE)


@functools.lru_cache(maxsize=1)
def _person_field() -> "regex.Pattern":
    labels = "|".join(regex.escape(label).replace(r"\ ", r"[ \t]+")
                      for label in sorted(PERSON_FIELDS + SIGNER_FIELDS, key=len, reverse=True))
    # The value fills the field: to the line's end, a cell's edge or a column gap, or a comma before
    # a date or a birth word ("PATIENT: KRZYWICKI, Bogusław, geb. 03.11.1948").
    return regex.compile(r"(?:^|(?<=[|;])|(?<=[ \t]{2}))[ \t]*(?:" + labels + r")\.?[ \t]*:[ \t]*"
                         r"(?:(?:" + "|".join(regex.escape(t) for t in sorted(TITLES, key=len, reverse=True))
                         + r")\.?[ \t]+)?(?P<value>[^\n|;:\d]+?)[ \t]*(?=$|[|;]|[ \t]{2}|,[ \t]*(?:\d|"
                         + _BIRTH_WORDS + r"))",
                         regex.IGNORECASE | regex.MULTILINE)


# Birth words after a person field's value and its comma.
_BIRTH_WORDS = r"(?:geb\.?|geboren|born|b\.|dob|née?|nat[oa]|nacid[oa]|°|\*)(?![\p{L}])"


@functools.lru_cache(maxsize=1)
def _person_line() -> "regex.Pattern":
    """A person field written without its colon, as dictation and hurried notes write it: the label
    opens its line and the value fills the rest of it ("Patient Okonkwo Tamsin")."""
    labels = "|".join(regex.escape(label).replace(r"\ ", r"[ \t]+") for label in PERSON_FIELDS)
    return regex.compile(r"^[ \t]*(?:" + labels + r")[ \t]+(?P<value>\p{Lu}[^\n|;:\d]*?)[ \t]*$",
                         regex.IGNORECASE | regex.MULTILINE)


# A person field's value: one to four words of letters, particles and initials, one comma at most
# between the surname and the first name ("Dupont, Solène", "de Vries Fenna", "VEGA CASADO, EUSEBIA").
_PERSON_VALUE = regex.compile(r"(?:\p{L}[\p{L}\p{M}'’\-]*\.?[ \t]*,?[ \t]*){1,5}")
PERSON_VALUE_MAX_WORDS = 4
_PERSON_WORD = regex.compile(r"\p{L}[\p{L}\p{M}'’\-]*")


def _as_name(word: str) -> str:
    """The word with a name's capitals, whatever the field's case ("VEGA", "vega" -> "Vega")."""
    return word[:1].upper() + word[1:].lower()


def person_fields(text: str, language: str) -> List[Tuple[int, int]]:
    """The names in person fields of ``text`` (``PERSON_FIELDS``: "Patient: Salisbury, Harpreet",
    "patiënt: de bruyn, anouk"): the value fills the field to its end, has one to four words and
    at most one comma, and in any case of the letters its words are names of real populations
    or no ordinary word, at least one a name, none a clinical word ("Patient: alert and
    oriented", "Patient: stable" stay findings). Without its colon (``_person_line``) the field
    must open its line and its value fill the rest, two words at least, each with its capital."""
    out: List[Tuple[int, int]] = []
    evidence = name_evidence()
    fields = [(m, False) for m in _person_field().finditer(text)]
    fields += [(m, True) for m in _person_line().finditer(text)]
    for m, bare in fields:
        value, value_start = _without_roles(m.group("value"), m.start("value"))
        if not _PERSON_VALUE.fullmatch(value) or value.count(",") > 1 or value.rstrip().endswith(","):
            continue
        names = [w for w in _PERSON_WORD.findall(value) if fold(w) not in PARTICLES and len(w) > 1]
        if not names or len(names) > PERSON_VALUE_MAX_WORDS:
            continue
        if bare and (len(names) < 2 or not all(w[0].isupper() and not w.isupper() for w in names)):
            continue  # without the colon: a surname and a first name at least, each with its capital
        if "," in value:
            # "Surname, First name": the comma's shape and a first name after it make the surname
            # one too, however ordinary a word ("Vega Casado, Eusebia", "Lines, Zaheer")
            given = _PERSON_WORD.findall(value.split(",", 1)[1])
            if given and all(evidence.kind(_as_name(w), language, first_name=True) == NAME
                             and not common_word(w.lower(), language) for w in given) \
                    and not any(clinical_word(fold(w)) for w in names):
                out.extend(_parts(value_start, value))
                continue
        kinds = []
        for w in names:
            cased = _as_name(w)
            if clinical_word(fold(w)) or fold(w) in TITLES:
                kinds = []
                break
            kind = evidence.kind(cased, language)
            if kind == WORD and "-" in w and any(evidence.kind(_as_name(part), language) == NAME
                                                 for part in w.split("-") if part):
                kind = NAME  # a double-barrelled surname one of whose parts is also a word ("Keizer-Brouwer")
            if kind == WORD and (common_word(w.lower(), language) or evidence.name_zipf(cased) == 0.0):
                kinds = []
                break  # "stable", "unknown", "alert and oriented": words of the language
            kinds.append(kind)
        if NAME in kinds:
            out.extend(_parts(value_start, value))
    return out


_VALUE_WORD = regex.compile(r"[\p{L}][\p{L}\p{M}'’\-]*\.?")


def _role(word: str) -> bool:
    """A care team's role, its abbreviation, or a Dutch or German compound on a role of five letters
    or more ("ziekenhuisapotheker", "Stationsapothekerin")."""
    key = fold(word.rstrip("."))
    return care_team_role(key) or key in STAFF_ABBREVIATIONS \
        or any(key.endswith(role) or key.endswith(role + "in") for role in _COMPOUND_ROLES)


_COMPOUND_ROLES = tuple(role for role in CLINICAL_ROLES if len(role) >= 5)


def _without_roles(value: str, start: int) -> Tuple[str, int]:
    """A field's value without the signer's role before the name ("MTA B. Szczepańska", "Biol. C.
    Le Floch") and after it, past a comma ("J.W.M. Keizer-Brouwer, internist"), with the value's
    new start."""
    while True:
        m = _VALUE_WORD.match(value)
        rest = value[m.end():] if m is not None else ""
        if m is None or not _role(m.group()) or not rest.strip(" \t") or not rest[:1] in " \t":
            break
        cut = len(value) - len(rest.lstrip(" \t"))
        value, start = value[cut:], start + cut
    if "," in value:
        head, tail = value.rsplit(",", 1)
        words = _VALUE_WORD.findall(tail)
        if words and all(_role(w) for w in words) and head.strip():
            value = head.rstrip(" \t")
    return value, start


def _parts(start: int, value: str) -> List[Tuple[int, int]]:
    """The value's (start, end), or, in "Surname, First name", the surname's and the first name's:
    each is a name of its own, replaced by its own surrogate."""
    out = []
    offset = 0
    for part in value.split(","):
        stripped = part.strip(" \t")
        if stripped.endswith(".") and not _initial(stripped.split()[-1].rstrip(".").upper() + "."):
            stripped = stripped[:-1]  # a sentence's full stop, not an initial's ("Dubois H.")
        if stripped:
            lead = part.index(stripped[0])
            out.append((start + offset + lead, start + offset + lead + len(stripped)))
        offset += len(part) + 1
    return out


_VALUE_WORD = regex.compile(r"\p{L}[\p{L}\p{M}]*(?:['’\-]\p{L}[\p{L}\p{M}]*)*\.?")
_TITLE_GAP = regex.compile(r"[ \t]+")


def _initial(word: str) -> bool:
    return bool(regex.fullmatch(r"(?:\p{Lu}\.){1,3}|\p{Lu}", word))


def name_fields(text: str) -> List[Tuple[int, int]]:
    """The names written in the name fields of ``text``."""
    out: List[Tuple[int, int]] = []
    for m in _field().finditer(text):
        span = _value(text, m.end())
        if span is not None:
            out.append(span)
    return out


def _value(text: str, pos: int) -> Optional[Tuple[int, int]]:
    """The name from ``pos`` on: its words' (start, end), or None."""
    words: List[Tuple[int, int, str]] = []
    while len(words) < MAX_WORDS:
        m = _VALUE_WORD.match(text, pos)
        if m is None:
            break
        word = m.group()
        key = fold(word.rstrip("."))
        if not words and key in TITLES:
            gap = _TITLE_GAP.match(text, m.end())
            if gap is None:
                break
            pos = gap.end()
            continue  # "Nom : Mme DUPONT": the title stays outside
        if not word[:1].isupper() and key not in PARTICLES:
            break  # "Name: unknown", "nombre: no consta": a lower-case word is no name
        sentence_end = word.endswith(".") and not _initial(word)
        words.append((m.start(), m.end() - (1 if sentence_end else 0), word.rstrip(".") if sentence_end else word))
        if sentence_end:
            break  # "Nombre: Juan.": the sentence ends with the name
        pos = m.end()
        if text[pos:pos + 1] not in (" ", "\t") or text[pos + 1:pos + 2] in (" ", "\t", ""):
            break  # the value ends at punctuation, a line end or a column gap
        pos += 1
    while words and fold(words[-1][2]) in PARTICLES:
        words.pop()  # "Nombre: Juan de" then a line end: the particle belongs to nothing
    names = [w for _, _, w in words if fold(w) not in PARTICLES and not _initial(w)]
    if not names:
        return None
    if len(words) == 1 and names[0].isupper() and len(names[0]) <= 3:
        return None  # "Name: MRI": an acronym
    return words[0][0], words[-1][1]
