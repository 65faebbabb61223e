"""Organizations named with their kind: hospitals, care homes, practices, pharmacies, schools,
insurers, employers.

    finder = OrganizationFinder()
    spans = finder.find(text, locale)

An organization's name in a note nearly always travels with a word of its kind
(``deid.lexicon.organization_words``), and that word is what generalises across styles:

1. **Kind, then name**: "Casa di Cura Villa dei Cedri", "EHPAD Les Embruns", "Apotheek
   Zwartewater", "Ayuntamiento de Getafe", "Banque de France".
2. **Name, then kind**: "Ulster Hospital", "Colman Junior School", "Wortley Beck Health Centre".
3. **A German or Dutch compound, then a place**: "Marienhospital Buer", "Ruhr-Universität Bochum".
4. **A company's legal form**: "Trasporti Lacalamita srl", "Dakwerken Smolders BV".
5. **An employer after a word of work**: "ingenieur bei Siemens" needs the job named as work
   ("arbeitet als ... bei", "works as a bus driver for Translink", "werkt bij AkzoNobel").

The name must be a name: one of its words a person's or place's name or unknown to the word
lists, or a name opened by an article ("Les Glycines", "De Klimop"). Otherwise the phrase is a
department or a service ("Klinik für Unfallchirurgie", "Centro de Salud"), which the annotation
conventions of the field leave in the text. Spans never cross a line.
"""
from __future__ import annotations

import re
from typing import List, Optional, Tuple

import regex

from deid.lexicon.clinical_morphology import clinical_word
from deid.lexicon.name_lexicon import EPONYMS, TITLES, fold
from deid.lexicon.name_likelihood import WORD, name_evidence, text_language
from deid.lexicon.organization_words import (
    COMPOUND_HEADS,
    CONNECTORS,
    EMPLOYMENT,
    HEADS,
    LEGAL_FORMS,
    TRAILING_HEADS,
    WORK_WORDS,
)
from deid.lexicon.word_classes import major_places, place_words, street_words
from deid.spans import Span

SCORE = 0.7
# A place-name word rarer than this in text is taken for a place ("Ulster", "Getafe").
PLACE_ZIPF = 4.0
# A capitalised word rarer than this in the language is a proper name in an organization's name.
RARE_ZIPF = 3.0
# Heads that are also titles or words when not in capitals: "Mrs", "Mr", "Az", "Ch".
_CAPITALS_ONLY_HEADS = frozenset({"mrs", "mr", "mr-mrs", "az", "uz", "ch", "mc", "umc", "chu", "chr", "asl", "asst",
                                  "ats", "inps", "inail", "caf", "cpam", "wzc"})
_GENERIC_MODIFIERS = frozenset({"poli", "poly", "tages", "nacht", "kinder", "haus", "haus-", "fach", "uni", "dag",
                                "hausarzt", "zahnarzt", "tierarzt", "privat", "reha", "akut", "notfall"})
_SPECIALTY_ENDINGS = ("chirurgie", "chirurgia", "cirugia", "surgery", "iatrie", "iatria", "medizin", "medicine",
                      "medecine", "medicina", "geneeskunde", "pflege", "interna", "interne", "intern")
MAX_NAME_WORDS = 6
_TOKEN = regex.compile(r"\p{L}[\p{L}\p{M}\d]*(?:['’.\-&]\p{L}[\p{L}\p{M}\d]*)*\.?|\d+")
_ARTICLES = frozenset({"les", "la", "le", "de", "het", "el", "il", "lo", "der", "die", "das", "the", "l'", "sint",
                       "saint", "san", "santa", "st", "st.", "sankt"})
# Endings of the words for jobs ("driver", "ingenieur", "magasinier", "Verkäuferin", "procesoperator",
# "autista", "dependienta"): the word before "bei", "chez", "for" names the job, the words after the employer.
_JOB_ENDINGS = ("er", "eur", "euse", "ier", "iere", "iste", "ist", "or", "ero", "era", "ista", "aio", "aia",
                "ore", "rice", "erin", "ant", "ante", "enta", "ente", "man", "lady", "ista")
# After a job word ("Verkäuferin bei", "magasinier chez", "procesoperator bij", "driver for") the
# employer follows; "at", "en", "per" need a word of work nearby ("works as a nurse at").
_EMPLOYER_PREPOSITIONS = frozenset({"bei", "chez", "bij", "presso", "for"})
_AS_WORDS = frozenset({"als", "as", "comme", "come", "como", "a", "an", "un", "une"})
_DOTTED = regex.compile(r"^(?:\p{L}\.){2,}$")
_UPPER = regex.compile(r"\p{Lu}")
_LETTER = regex.compile(r"\p{L}")
_ELIDED = regex.compile(r"^(?:[lLdD]|dell|all|dall|nell|sull)['’](?=\p{L})")
_STREETS = street_words()


# The words that can start the finder's work on a line (lower case, as ``str.lower`` leaves
# them: the lists' diacritics kept), and a plain word splitter (stdlib ``re``: fast).
_CUE_WORDS = frozenset(w for group in (HEADS, TRAILING_HEADS, LEGAL_FORMS, WORK_WORDS, _EMPLOYER_PREPOSITIONS)
                       for w in group)
_WORDS = re.compile(r"[^\W\d_]+(?:[.-][^\W\d_]+)*")


class _Tok:
    __slots__ = ("text", "start", "end", "key")

    def __init__(self, m, offset: int):
        self.text = m.group().rstrip(".") if not _DOTTED.match(m.group()) else m.group()
        self.start = offset + m.start()
        elided = _ELIDED.match(self.text)
        if elided:  # "l'EHPAD", "dell'Ospedale": the article is not part of the name
            self.start += elided.end()
            self.text = self.text[elided.end():]
        self.end = self.start + len(self.text)
        self.key = fold(self.text)

    def capitalised(self) -> bool:
        return self.text[:1].isupper()


class OrganizationFinder:
    """Organizations by their kind word, legal form or employer cue (module docstring)."""

    def __init__(self) -> None:
        self._evidence = name_evidence()

    def find(self, text: str, locale: str) -> List[Span]:
        language = text_language(locale)
        # Most lines name no organization: only lines with a kind word, legal form, compound head
        # or work word are tokenised (the finder's cost), found by one search over the note.
        lowered = text.lower()
        if not (_CUE_WORDS.intersection(_WORDS.findall(lowered)) or any(h in lowered for h in COMPOUND_HEADS)):
            return []
        lowercase_note = len(_UPPER.findall(text)) < 0.01 * max(1, len(_LETTER.findall(text)))
        spans: List[Span] = []
        start = 0
        for line in lowered.split("\n"):
            end = start + len(line)
            if _CUE_WORDS.intersection(_WORDS.findall(line)) or any(h in line for h in COMPOUND_HEADS):
                tokens = [_Tok(m, 0) for m in _TOKEN.finditer(text, start, end)]
                spans.extend(self._line(text, tokens, language, lowercase_note))
            start = end + 1
        return spans

    # --- one line --------------------------------------------------------------------------

    def _line(self, text: str, tokens, language: str, lowercase_note: bool) -> List[Span]:
        found: List[Tuple[int, int]] = []
        named_heads = set()  # kind words a name follows ("Hospital La Princesa"): no name before them too
        i = 0
        while i < len(tokens):
            span = self._kind_then_name(text, tokens, i, language, lowercase_note)
            if span is not None:
                named_heads.add(i)
            span = (span or self._compound(text, tokens, i, language)
                    or self._employer(text, tokens, i, language, lowercase_note))
            if span is not None:
                found.append(span[:2])
                i = span[2]
                continue
            i += 1
        found.extend(self._name_then_kind(text, tokens, language, lowercase_note, named_heads))
        found.extend(self._legal_form(text, tokens, language))
        out = []
        for start, end in sorted(set(found)):
            if out and start < out[-1][1]:
                out[-1] = (out[-1][0], max(end, out[-1][1]))
            else:
                out.append((start, end))
        return [Span(start, end, "ORGANIZATION", "pattern", SCORE) for start, end in out]

    def _name_token(self, tok: _Tok, lowercase_note: bool, language: str = "en") -> bool:
        if tok.key in TITLES or tok.key in EPONYMS or tok.text.isdigit():
            return False
        if tok.capitalised():
            return True
        # A lower-case note writes names in lower case: only words that are no ordinary words.
        return lowercase_note and tok.text.isalpha() and len(tok.key) > 2 \
            and self._evidence.kind(tok.text, language) != WORD

    def _proper(self, words, language: str) -> bool:
        """Whether the name words hold a proper name: a person's or a place's, or an unknown word."""
        if not words:
            return False
        if words[0].key in _ARTICLES and words[0].capitalised() and len(words) > 1:
            return True  # "Les Glycines", "De Klimop", "San Roque"
        whole = fold(" ".join(w.text for w in words))
        if whole in major_places():
            return True
        places = place_words()
        for w in words:
            if w.key in CONNECTORS or w.text.isdigit():
                continue
            if "-" in w.key and w.key.split("-")[0] in _ARTICLES and w.capitalised():
                return True  # "Sint-Maarten", "Saint-Luc": a saint's name
            zipf = self._evidence.text_zipf(w.text, language)
            if w.key in places and zipf < PLACE_ZIPF:
                return True
            if clinical_word(w.key) or w.key.endswith(_SPECIALTY_ENDINGS):
                continue  # "Unfallchirurgie", "Medicina Interna": a department, not a name
            if w.text.isupper() and len(w.text) <= 5:
                continue  # "IBD", "UTIC", "SM": acronyms say nothing by themselves
            if self._evidence.kind(w.text, language) != WORD or (w.capitalised() and not w.text.isupper()
                                                                  and zipf < RARE_ZIPF):
                return True  # a person's name, or a rare word written as a name ("Translink", "AkzoNobel")
        return False

    def _collect(self, text: str, tokens, j: int, lowercase_note: bool, language: str = "en"):
        """Name words from ``j`` on: name tokens and connectors between them, same line, no punctuation."""
        words = []
        k = j
        while k < len(tokens) and len(words) < MAX_NAME_WORDS:
            tok = tokens[k]
            gap = text[tokens[k - 1].end:tok.start] if k > j or words else ""
            if (words or k > j) and gap.strip(" \t'’") not in ("",):
                break
            if tok.key in CONNECTORS and not tok.capitalised() or tok.key in ("d'", "l'"):
                if k + 1 < len(tokens) and self._name_token(tokens[k + 1], lowercase_note, language):
                    words.append(tok)
                    k += 1
                    continue
                break
            if not self._name_token(tok, lowercase_note, language):
                break
            if words and (tok.key in _STREETS or (len(tok.key) == 1 and text[tok.end:tok.end + 1] == "/")):
                break  # "Hospital de Cruces Plaza de Cruces": the address starts
            words.append(tok)
            k += 1
        while words and words[-1].key in CONNECTORS:
            words.pop()
        return words, k

    # --- the rules -------------------------------------------------------------------------

    def _kind_then_name(self, text, tokens, i, language, lowercase_note) -> Optional[Tuple[int, int, int]]:
        head = tokens[i]
        if head.key not in HEADS or not (head.capitalised() or lowercase_note):
            return None
        if head.key in _CAPITALS_ONLY_HEADS and not head.text.isupper():
            return None  # "Mrs Baker" is a person; "MRS Les Glycines" a care home
        j = i + 1
        while j < len(tokens) and tokens[j].key in HEADS and not text[tokens[j - 1].end:tokens[j].start].strip():
            j += 1  # "Casa di Cura", "MR-MRS": heads in a row
        if j < len(tokens) and tokens[j].key in CONNECTORS and j + 1 < len(tokens) and tokens[j + 1].key in HEADS:
            j += 2
        if j >= len(tokens) or text[tokens[j - 1].end:tokens[j].start].strip(" \t"):
            return None  # "Hospital, Dundonald": the name follows the kind directly
        words, k = self._collect(text, tokens, j, lowercase_note, language)
        if not words or not self._proper(words, language):
            return None
        return head.start, words[-1].end, k

    def _name_then_kind(self, text, tokens, language, lowercase_note, named_heads=frozenset()) -> List[Tuple[int, int]]:
        out = []
        for i, tok in enumerate(tokens):
            if tok.key not in TRAILING_HEADS or not (tok.capitalised() or lowercase_note) or i == 0:
                continue
            if i in named_heads:
                continue  # "Cardiología Hospital San Rafael", "Dr. X Hospital Virgen del Rocío": the name follows
            k = i
            while k > 0 and k > i - MAX_NAME_WORDS and not text[tokens[k - 1].end:tokens[k].start].strip(" \t'’") \
                    and (self._name_token(tokens[k - 1], lowercase_note, language)
                         or tokens[k - 1].key in ("of", "and", "&")):
                k -= 1
            words = [t for t in tokens[k:i] if t.key not in HEADS or t.capitalised()]
            while words and words[0].key in CONNECTORS:
                words.pop(0)
            if words and self._proper([w for w in words if w.key not in HEADS], language):
                out.append((words[0].start, tok.end))
        return out

    def _compound(self, text, tokens, i, language) -> Optional[Tuple[int, int, int]]:
        tok = tokens[i]
        if not tok.capitalised():
            return None
        key = tok.key
        head = next((h for h in COMPOUND_HEADS if key.endswith(h) and len(key) > len(h) + 2), None)
        if head is None:
            return None
        modifier = tok.text[: len(tok.text) - len(head)].strip("-.")
        if fold(modifier) in _GENERIC_MODIFIERS:
            return None  # "Polikliniek", "Tagesklinik": a kind of place, not a name
        words, k = self._collect(text, tokens, i + 1, False)
        words = words[:2]
        if words and self._proper(words, language):
            return tok.start, words[-1].end, i + 1 + len(words)
        if modifier and modifier[:1].isupper() and self._evidence.kind(modifier.split("-")[-1], language) != WORD:
            return tok.start, tok.end, i + 1  # "Marienhospital", "St.-Lamberti-Hospital"
        return None

    def _legal_form(self, text, tokens, language) -> List[Tuple[int, int]]:
        out = []
        for i, tok in enumerate(tokens):
            if tok.key.rstrip(".") not in LEGAL_FORMS or i == 0 or tok.key in ("co", "cie", "sa", "ag") and not tok.text.isupper():
                continue
            k = i
            while k > 0 and k > i - 4 and tokens[k - 1].capitalised() and not text[tokens[k - 1].end:tokens[k].start].strip():
                k -= 1
            if k < i and self._proper(tokens[k:i], language):
                out.append((tokens[k].start, tok.end))
        return out

    def _employer(self, text, tokens, i, language, lowercase_note) -> Optional[Tuple[int, int, int]]:
        tok = tokens[i]
        if tok.key not in EMPLOYMENT or tok.capitalised():
            return None
        before = [t for t in tokens[max(0, i - 3):i] if t.key not in _AS_WORDS]
        job_before = tok.key in _EMPLOYER_PREPOSITIONS and before and len(before[-1].key) >= 5 \
            and before[-1].key.endswith(_JOB_ENDINGS) and (not before[-1].capitalised() or language == "de")
        if not job_before and not any(t.key in WORK_WORDS for t in tokens[max(0, i - 8):i]):
            return None
        j = i + 1
        if j < len(tokens) and tokens[j].key in ("der", "die", "the", "la", "le", "l'", "het", "de", "el"):
            j += 1
        words, k = self._collect(text, tokens, j, lowercase_note, language)
        words = [w for w in words if w.key not in CONNECTORS or w is not words[-1]]
        if not words or not self._proper(words, language) or words[0].key in CONNECTORS:
            return None
        return words[0].start, words[-1].end, k
