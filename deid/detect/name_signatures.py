"""Names where clinicians sign, initial and greet: the end of a log line, brackets, greetings.

    finder = SignatureFinder()
    spans = finder.find(text, language)        # [(start, end), ...] of names

Nursing logs, shift reports and minutes are signed by the writer's first name, short name or
initials at the end of an entry: ``... mobilised in chair. Noor``, ``... urine 350 ml. JT``,
``... DMS o.B. —FK``, ``Reme (DUE)``, ``Anneke W., vpk.``, ``(IT/RM)``. No title announces
them, and a first name alone is the one form NER and the first-name-plus-surname rule never
see. The facts used here hold in every language we support:

1. **Where**: the *tail* of a line, after its last sentence boundary (". ", "! ", "? ", ") ",
   "; ", a dash) or the whole line; one to three words, optionally followed by a role
   ("IDE", "SN", "vpk", "(DUE)", ", interne"). A word ending a sentence with a full stop is
   not a signature ("Afebril.").
2. **What**: a first name (``deid.lexicon.name_likelihood``: real populations' first names,
   weighed against the language's words), possibly with an initial ("Inma R.", "Anouk vd
   W."), an initial and a surname ("C. Petit"), or initials ("JT", "R.S.", "yb").
3. **How sure**: a known first name signs on its own in a log (lines that start with a clock
   time or a date) or when a role follows; initials need more, because clinical
   abbreviations look the same ("OK", "RAS", "NAD"): the same tail signing two entries or
   more, a dash or a bracket around them, or a role after them. A word that is an ordinary
   word of the language ("Stable", "Faith") signs only with a role after it, or when it signs
   two entries and is also a real first name.
4. **Greetings and addressing**: a first name after a greeting ("Hola Remedios:", "Dear
   Shelley", "Beste Ingrid") or opening a line before a comma ("Arantxa, pásale cita ...").

5. **Note ends, log actors and brackets**: capitals alone as the last sentence of a note sign
   it ("... verband vervangen. KD"); a first name of some frequency opens a log entry after its time
   ("06:45 Charo refiere dolor"); a person stands before a care-team role or an age in brackets
   ("Lidia Ferrer (logopeda)", "Irene (17 a., ...)"), but not before a bracket that names a
   person with a title ("Ergo (Fr. Brandt)"). A signature's role may hold a grade's digit ("(ST5)").
   Initials right after the telephone number or the clock time that ends a message's line sign it,
   punctuation or none ("bitte Rückruf 0151 2233445 kb", "... recheck 14:20 jt").
6. **Lower case, clerks and appositions**: in notes typed in lower case, a first name (or an
   initial) and known surnames right before a care-team role ("ciara o'dowd cpn", "bartosz
   (hca)"); the initials of who typed, dictated or filed a document ("typed xy", "indexed by
   AB", a letter's reference "AB/cd"); a first name between commas after a relation ("her
   eldest son, Callum, visits").
   An e-mail's display name that its own address spells is a name in any case and wherever it
   stands ("vermeulen, claudia <claudia.vermeulen@...>", a cc list).
7. **Subjects**: a first name opening a sentence (a line, after a full stop, a colon, a quote or a
   bracket) or inside one, before a finite verb of the note's language ("Karen will ring the
   ward", "« Gaston va passer »", "en la consulta Eulalia no quiere"): the person acting
   (``deid.lexicon.subject_verbs``).

Spans cover the name words and initials, never the role.
"""
from __future__ import annotations

import functools
import itertools

from collections import Counter
from typing import Dict, FrozenSet, List, Optional, Sequence, Tuple

import regex

from deid.lexicon.calendar_words import calendar_words
from deid.lexicon.clinical_morphology import clinical_word, discipline_word, specialty_word
from deid.lexicon.contact_words import CONTACT_WORDS
from deid.lexicon.dictionary_words import common_word, written_small_nowhere
from deid.lexicon.name_lexicon import EPONYMS, PARTICLES, RELATION_WORDS, ROLE_WORDS, TITLES, first_names, fold
from deid.lexicon.name_likelihood import LANGUAGES, NAME, UNKNOWN, WORD, NameEvidence, name_evidence
from deid.lexicon.stop_words import stop_word
from deid.lexicon.staff_words import (ANSWERS_AND_STATES, CARE_UNITS, GREETINGS, NOT_SIGNATURES, SHIFT_CODES, SHIFT_WORDS,
                                      SIGN_OFFS, SIGNATURE_WORDS,
                                      STAFF_ABBREVIATIONS, care_team_role, social_work_role)
from deid.lexicon.subject_verbs import informed_participles, subject_verbs
from deid.lexicon.measurements import measured
from deid.lexicon.units import UNIT_KEYS
from deid.lexicon.weekdays import TWO_LETTER_ROMANCE, WEEKDAYS
from deid.lexicon.word_classes import major_places
from deid.lexicon.organization_words import HEADS as ORGANIZATION_HEADS
from deid.lexicon.organization_words import WARD_WORDS
from deid.detect.note_case import (AGENT_WORDS, TITLE_WORDS, written_in_capitals, written_in_lower_case,
                                   written_without_punctuation)

# The tail of a line: what follows its last sentence boundary.
_BOUNDARY = regex.compile(r"(?:[.!?;)\]»“”\"]\s+|\s[–—-]+\s*|—|\s/\s*|:\s+)")
# A bracket closing its line, a full stop after it or not: "(KdV).", "(JW)".
_CLOSING_BRACKET = regex.compile(r"\s(?P<bracket>\([^()\n]{1,12}\))\.?$")
# A clock time or a date right before those brackets, or a word of typing or dictating on the line.
_TIME_OR_DATE_BEFORE = regex.compile(r"(?:\d{1,2}[:.h]\d{2}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4})[ \t]*\Z")
_TYPING_WORD = regex.compile(r"(?<![\p{L}])(?i:typed|getypt|getikt|dictated|dict|dictaat|diktiert|dactylographié|"
                             r"dactylo|tapé|transcrito|trascritto|geschrieben|geschreven)(?![\p{L}])")
# A log's entry opens with its clock time or date, its weekday perhaps before ("lu 08/04 07h45 –",
# "Mo 14.10.", "Tue 05/03"): a weekday's name or abbreviation of our languages, then the date.
_WEEKDAY_BEFORE = r"(?:(?:" + "|".join(sorted({name for days in WEEKDAYS.values() for forms in days for name in forms}
                                              | {day for days in TWO_LETTER_ROMANCE.values() for day in days},
                                              key=lambda n: (-len(n), n))) + r")\.?,?[ \t]+)?"
_LINE_START_TIME = regex.compile(
    r"^\s*(?:[-•*]\s*)?(?:\d{1,2}[:.hu]\d{2}\b|\d{1,2}[h]\b|h\s?\d{1,2}[:.]\d{2}|" + _WEEKDAY_BEFORE
    + r"\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?\b)",
    regex.IGNORECASE)
# A capitalised word opening a line (after its clock time or not) and the word after it: a first
# name and the role that says who they are (``SignatureFinder._first_name_before_role``).
_NAME_THEN_ROLE = regex.compile(
    r"(?m)^[ \t]*(?:\d{1,2}[:.hu]\d{2}[ \t]+)?(?P<name>\p{Lu}[\p{Ll}\p{M}'’\-]+)[ \t]+"
    r"(?P<role>\p{L}[\p{L}\p{M}\-]*)(?![\p{L}\p{M}])")
# A capitalised first name and a capitalised word, then a word written small, anywhere on a line:
# "... Cardiología Irene Vela enfermera de enlace ...".
_PAIR_THEN_ROLE = regex.compile(
    r"(?<![\p{L}\p{M}'’\-])(?P<name>\p{Lu}[\p{Ll}\p{M}'’\-]+)[ \t]+(?P<surname>\p{Lu}[\p{Ll}\p{M}'’\-]+)[ \t]+"
    r"(?P<role>\p{Ll}[\p{L}\p{M}\-]*)(?![\p{L}\p{M}])")
# The words of a line, and initials with their dots, "m.-r." too (``_initial_before``).
_LINE_WORDS = regex.compile(r"\S+")
_DOTTED_INITIAL = regex.compile(r"\p{L}\.(?:-?\p{L}\.)*")
# Particles between a signer's first name and the initial of the surname ("vd", "v.d.", "van der").
_SIGNER_PARTICLES = PARTICLES | {"vd", "v.d", "vd."}
_TOKEN = regex.compile(r"(?:\p{L}\.){2,3}(?!\p{L})|\p{L}{1,3}\d(?![\p{L}\p{N}])|\p{L}[\p{L}\p{M}]*(?:['’\-]\p{L}[\p{L}\p{M}]*)*\.?|\(|\)|,|/")
_INITIALS_CAPS = regex.compile(r"^\p{Lu}{2,3}$")
# A first name between a sentence's end (or the line's start) and the slash before a signature.
# (Or after a state that closes a log line on its own, where dictation dropped the full stop after it:
# "... afebril leire / inés".)
_CO_SIGNER_BEFORE = regex.compile(r"(?:^|[.!?][^\S\n]+|\n[^\S\n]*|(?<![\p{L}])(?i:"
                                  + "|".join(sorted(ANSWERS_AND_STATES, key=len, reverse=True))
                                  + r")[^\S\n]+)(?P<first>\p{L}[\p{L}\p{M}'’\-]+)[^\S\n]*/[^\S\n]*\Z",
                                  regex.MULTILINE)
# Initials of a Scottish or Irish surname keep its "Mc" or "Mac" ("DMcK", "AMacK"), and a Dutch or
# Flemish surname's particles stay small ("KdV" for K. de Vries, "MvdW", "JvL"): initials all the same.
_INITIALS_MC = regex.compile(r"^\p{Lu}{1,2}(?:Ma?c|vd|v|d|t)\p{Lu}$")
_INITIALS_LOWER = regex.compile(r"^\p{Ll}{2,3}$")
_ONE_INITIAL = regex.compile(r"^\p{Lu}\.?$")
# A first name cut short with its dot, after a dash closing a log entry: two to five letters.
_SHORTENED_NAME = regex.compile(r"^\p{Lu}\p{Ll}{1,4}\.$")
SHORTENED_NAME_MIN = 2
# Short forms that close a clinical phrase with their dot and also open a first name: "ca." (circa),
# "Std." (hours), "Tbl.", "Amp.", "Inj.", "Tab.", "Sol.", "Min.", "Max.", "Kap.", "Supp.".
_SHORT_FORMS = frozenset("ca std tbl amp inj tab sol min max kap supp".split())


@functools.lru_cache(maxsize=1)
def _first_name_openings(names: FrozenSet[str]) -> FrozenSet[str]:
    """The first two to five letters of the first names of our lists ("jacq", "st", "ste", ...)."""
    return frozenset(name[:k] for name in names for k in range(SHORTENED_NAME_MIN, 6) if len(name) > k)


# A title and one initial, no surname after it ("Rücksprache mit Dr. L.: ...", "Herr K. hat ..."):
# the person, named short.
_TITLE_INITIAL = regex.compile(r"(?<![\p{L}])(?i:" + TITLE_WORDS + r")\.?[ \t]+(?P<initial>\p{Lu}\.)"
                               r"(?![\p{L}])(?![ \t]*(?:\p{Lu}|\p{Ll}\.))")
# The line before ends a sentence (not a signature's name: "Dr. Coardi\nMMG" is a role under it).
_AFTER_SENTENCE = regex.compile(r"[.!?][ \t]*\n[ \t]*\Z")
_DASH_BEFORE = regex.compile(r"\s[–—-][ \t]*\Z")
_INITIALS_DOTTED = regex.compile(r"^(?:\p{Lu}\.){1,3}$|^\p{Lu}\.?$|^(?:\p{Ll}\.){1,2}$")
# A signature's tail holds letters, blanks and a little punctuation: no digits, no symbols.
_NOT_IN_TAIL = regex.compile(r"[\d<>=+*%|:;@#&|]")
MAX_TAIL_CHARS = 48
# A grade holds a digit ("AB (ST5)", "Jo K, FY1"): the one digit a signature's tail may hold.
_GRADE = regex.compile(r"(?<![\p{L}\p{N}])\p{L}{1,3}\d(?![\p{L}\p{N}])")
# A log entry's first word is a person only as a first name of some frequency (Zipf as a first
# name): "Charo" (4.2); below ``ACTOR_FREQUENT_ZIPF`` one that text writes less often than people
# bear it ("Ortrud", "Temistocle": 2.6 to 2.9; not the abbreviation "Chemo"); never one that
# only a few people bear ("Mobi", 1.9).
ACTOR_MIN_ZIPF = 2.5
ACTOR_FREQUENT_ZIPF = 3.0
# A log's speaker that is also a word of the language is a first name this popular (Zipf).
SPEAKER_WORD_FIRST_NAME_ZIPF = 4.0
# One letter, as an initial (compiled once: tested on every line's end).
_CAPITAL_INITIAL = regex.compile(r"\p{Lu}\.?")
_SMALL_INITIAL = regex.compile(r"\p{Ll}\.?")
_INITIAL = regex.compile(r"\p{L}\.")
_ONE_CAPITAL = regex.compile(r"\p{Lu}")
_ONE_SMALL = regex.compile(r"\p{Ll}")
MIN_LOG_LINES = 2
# Lines a note needs for initials closing its last line without punctuation to sign it (a message
# of one line ending in an acronym signs nothing; a note of two does).
MIN_SIGNED_LINES = 2
# Words a line needs for its last word to be read as the line's signature (``_line_end``).
LINE_END_MIN_WORDS = 4
# Months and weekdays of every language, which people bear as first names too ("June", "Mai").
_MONTHS_AND_DAYS = calendar_words()
# A word of the note (letters, an apostrophe or a hyphen inside).
_NOTE_WORD = regex.compile(r"\p{L}[\p{L}\p{M}'’-]*")
# Initials closing one log entry only must spell a word this rare in every language of ours, and
# follow no function word (``FUNCTION_WORD_ZIPF``, below).
LOG_INITIALS_MAX_ZIPF = 3.0
# Letters written small after an entry's dash, repeated, are initials below this frequency in the
# note's language ("mps" 2.9 in Spanish; "fc" 4.3 in French is the heart rate).
SMALL_INITIALS_MAX_ZIPF = 3.5
_PLAIN_WORD = regex.compile(r"\p{L}+")
_AGENT_WORD = regex.compile(r"(?i:" + AGENT_WORDS + r")")
# Right before a role word, a word of the language (Zipf from ROLE_LINE_WORD_ZIPF) signs only as a
# first name of some frequency ("Ivy SHO"), not as the adjective or noun of a role line ("Specialty
# Registrar", "Médecin assistant"); a rare surname before its role ("Brandl (AÄ)") still signs.
ROLE_LINE_FIRST_NAME_ZIPF = 2.0
# Alone before a care-team role in brackets, a capitalised word this frequent as a first name is
# the person's ("Prudence (IDE)"), whatever it means as a word.
BRACKET_FIRST_NAME_ZIPF = 3.0
ROLE_LINE_WORD_ZIPF = 3.0
# A word this frequent in the language is one of its articles, pronouns and prepositions ("Die",
# "The", "Het", "nach"): before a role it opens a sentence ("Die Schwester ist ..."), however often it
# is a first name; before initials closing a log entry it governs them ("... no leak on CVC").
FUNCTION_WORD_ZIPF = 6.0


def _function_word(word: str, evidence: NameEvidence) -> bool:
    """Whether ``word`` is this frequent (``FUNCTION_WORD_ZIPF``) in one of our languages."""
    return max(evidence.text_zipf(word, lang) for lang in LANGUAGES) >= FUNCTION_WORD_ZIPF


# Of the short words that are no signatures (``NOT_SIGNATURES``), those that close a sentence in a
# log as a finding, a route or a test ("RAS", "IV", "CT"): never a signer, however often repeated.
# States and findings written short that close an entry as a signature would ("– RAS", "NAD", "NBM"),
# the routes of a dose ("SL", "IV"), and tests and scores: never a signer's capitals.
_STATES_WRITTEN_SHORT = frozenset("ras bso snt nbm npo nad".split())
_ROUTES = frozenset("iv im sc po sl pr".split())
_NEVER_SIGNERS = _STATES_WRITTEN_SHORT | _ROUTES | frozenset("""
    rx ct mri mrt irm tc tac ecg ekg eeg crp hb inr pcr bmi gcs news ews mews avpu
""".split())


class _Tail:
    """The tail of one line: its tokens (text, start, end) and what precedes it."""

    __slots__ = ("tokens", "dash", "bracket", "line_start", "sentence", "words", "dash_before")

    def __init__(self, tokens, dash: bool, bracket: bool, line_start: bool, sentence: bool = False, words: int = 0,
                 dash_before: bool = False):
        self.tokens = tokens
        self.dash = dash
        # a dash right before the tail, after a sentence's end too ("... EC. – A."), where ``dash``
        # sees the sentence's end only
        self.dash_before = dash_before or dash
        self.bracket = bracket
        self.line_start = line_start
        self.sentence = sentence  # the tail follows a sentence's end (". ", "! ", "? ")
        self.words = words  # a line end's (``_line_end``): the words of its whole line


def _grade_letters(m) -> str:
    """A grade without its digit ("ST5" -> "ST"), so that the tail's digit test lets it pass."""
    word = m.group()
    return word[:-1] if fold(word) in STAFF_ABBREVIATIONS else word


def _lines(text: str):
    start = 0
    for line in text.split("\n"):
        yield start, line
        start += len(line) + 1


def _typist_bracket(line: str, closing) -> bool:
    """Whether brackets closing a line that is no signature's hold its writer's initials: right
    after a clock time or a date ("om 11:05 (KdV).", "Typed 07/03/24 (jw)"), or after a typing or
    dictating word on the line; not a unit ("at 11:05 (ITU)"), nor an abbreviation the words before
    it spell ("agudeza visual (AV)", "ojo izquierdo (OI)")."""
    inner = closing.group("bracket")[1:-1].strip()
    if fold(inner) in CARE_UNITS or not (_TIME_OR_DATE_BEFORE.search(line, 0, closing.start())
                                         or _TYPING_WORD.search(line, 0, closing.start())):
        return False
    initials = "".join(w[0] for w in _PLAIN_WORD.findall(line, 0, closing.start())).lower()
    return not (inner.isupper() and initials.endswith(inner.lower()))


def _tail(line: str, offset: int) -> Optional[_Tail]:
    stripped = line.rstrip()
    if not stripped:
        return None
    cut = 0
    dash = False
    sentence = False
    for m in _BOUNDARY.finditer(stripped):
        if m.end() < len(stripped):
            cut = m.end()
            dash = any(ch in m.group() for ch in "–—-/")
            sentence = m.group()[:1] in ".!?"
    body = stripped[cut:]
    lead = len(body) - len(body.lstrip("/–—-"))
    if lead and body[lead:lead + 1].isalpha():
        # A slash or a dash glued to the tail sets it off as a dash with blanks does ("... home. /EB",
        # "... besprochen. -KP").
        dash = True
        cut += lead
        body = body[lead:]
    if len(body) > MAX_TAIL_CHARS or _NOT_IN_TAIL.search(_GRADE.sub(_grade_letters, body)):
        # Brackets closing the line after a clock time or a long sentence ("... om 11:05 (KdV).",
        # "Typed 07/03/24 (JW)"): what they hold is the tail.
        closing = _CLOSING_BRACKET.search(stripped)
        if closing is None or closing.start() < cut or not _typist_bracket(stripped, closing):
            return None
        cut, dash, sentence = closing.start("bracket"), False, False
        body = stripped[cut:closing.end("bracket")]
    bracket = False
    inner = body.strip()
    if inner.startswith("(") and inner.endswith(")"):
        bracket = True
    if _NOT_IN_TAIL.search(_GRADE.sub(_grade_letters, body)):
        return None  # "IPP 290044128", "ng/L", "< 16": a field or a value, not a signature
    tokens = [(m.group(), offset + cut + m.start(), offset + cut + m.end()) for m in _TOKEN.finditer(body)]
    if not tokens or len([t for t in tokens if t[0][0].isalpha()]) > 6:
        return None
    if len(tokens) == 1 and _unit_denominator(stripped, cut, tokens[0][0]):
        return None  # "140 mg/dl", "4 ml/h": a unit's denominator closing the line, no initials after a slash
    return _Tail(tokens, dash, bracket, cut == 0, sentence,
                 dash_before=bool(_DASH_BEFORE.search(line, max(0, tokens[0][1] - offset - 8), tokens[0][1] - offset)))


def _unit_denominator(line: str, start: int, word: str) -> bool:
    """Whether ``word``, starting at ``start`` of ``line``, is a unit's denominator after a slash and a
    unit ("mg/dl", "ml/h"), no one's initials."""
    return line[start - 1:start] == "/" and fold(word) in UNIT_KEYS \
        and _UNIT_BEFORE_SLASH.search(line, 0, start - 1) is not None


def _line_end(line: str, offset: int, min_words: int = LINE_END_MIN_WORDS) -> Optional[_Tail]:
    """The last word of a log line written without punctuation, with the role or initial after it
    ("... TA 130/85 Oona", "... sleeping Hanneke SN", "... mobilised Quirine B"): dictated and hurried
    logs sign an entry there with no full stop before the name. None for a line that ends a
    sentence (the tail rule reads it) or holds fewer than ``min_words`` words (it is more than its
    signature)."""
    stripped = line.rstrip()
    if not stripped or stripped[-1] in ".!?;:,)]":
        return None
    tokens = [(m.group(), offset + m.start(), offset + m.end()) for m in _TOKEN.finditer(stripped)]
    words = sum(1 for t in tokens if t[0][0].isalpha())
    if words < min_words or not tokens[-1][0][0].isalpha():
        return None
    if _unit_denominator(line, tokens[-1][1] - offset, tokens[-1][0]):
        return None  # "BZ 140 mg/dl": a unit's denominator ends the line, no one signs it
    if len(tokens) >= 3 and fold(tokens[-1][0]) in SHIFT_WORDS \
            and fold(tokens[-2][0].rstrip(".")) in STAFF_ABBREVIATIONS | ROLE_WORDS:
        tokens = tokens[:-1]  # "... Ombeline IDE nuit": the shift after the role is neither's
    last = fold(tokens[-1][0].rstrip("."))
    # The surname's initial after the first name: "Quirine B"; in a note written in lower case
    # "quirine b" (read on the truecased copy, where the first name has its capital back).
    initial = _CAPITAL_INITIAL.fullmatch(tokens[-1][0]) or (
        len(tokens) >= 2 and _SMALL_INITIAL.fullmatch(tokens[-1][0]) and tokens[-2][0][:1].isupper()
        and not tokens[-2][0].isupper())
    two = len(tokens) >= 2 and tokens[-2][0][0].isalpha() and (
        last in STAFF_ABBREVIATIONS or last in ROLE_WORDS or initial)
    if _CAPITAL_INITIAL.fullmatch(tokens[-1][0]) or _SMALL_INITIAL.fullmatch(tokens[-1][0]):
        # The surname's particles before its initial: "Fenneke vd B", "fenneke vd b" (read on the
        # truecased copy, where the first name has its capital back).
        k = len(tokens) - 2
        while k >= 1 and fold(tokens[k][0].rstrip(".")) in _SIGNER_PARTICLES:
            k -= 1
        if k < len(tokens) - 2 and tokens[k][0][:1].isupper() and not tokens[k][0].isupper():
            return _Tail(tokens[k:], False, False, False, words=words)
    return _Tail(tokens[-2:] if two else tokens[-1:], False, False, False, words=words)


def _initial_before(text: str, start: int) -> int:
    """Where a surname that closes a line begins with the initial and the particles written before
    it ("... info gegeven n. van der berg", "m.-r. van damme"): the surname's own start where no
    initial precedes it (a particle alone may be a word of the sentence: "ayuda de ...")."""
    line_start = text.rfind("\n", 0, start) + 1
    words = list(_LINE_WORDS.finditer(text, line_start, start))
    k = len(words)
    while k and fold(words[k - 1].group()) in PARTICLES:
        k -= 1
    if k and _DOTTED_INITIAL.fullmatch(words[k - 1].group()):
        return words[k - 1].start()
    return start


def _entry_closers(lines, entry_starts) -> set:
    """Offsets of the lines that close an entry running on from the line of its time or date: the
    last line before a blank line, the next entry or the note's end, the entry's first line not
    counted (it is read as an entry start)."""
    closers = set()
    open_entry = False
    for k, (offset, line) in enumerate(lines):
        if offset in entry_starts:
            open_entry = True
            continue
        if not line.strip():
            open_entry = False
            continue
        if not open_entry:
            continue
        following = lines[k + 1] if k + 1 < len(lines) else None
        if following is None or not following[1].strip() or following[0] in entry_starts:
            closers.add(offset)
            open_entry = False
    return closers


def closes_log_entry(token: str, words_before: Sequence[str], evidence: NameEvidence) -> bool:
    """Whether ``token``, closing one log entry, may be its signer's initials though they sign no
    other: rarer than ``LOG_INITIALS_MAX_ZIPF`` in every language of ours, and after a word that is
    no function word ("... no leak on CVC": after a function word, the thing itself). Shared by the
    rule on capitals and by the name detector's reading of initials written small."""
    return bool(words_before) \
        and max(evidence.text_zipf(token, lang) for lang in LANGUAGES) < LOG_INITIALS_MAX_ZIPF \
        and not _function_word(words_before[-1], evidence)


# A preposition of direction right before a line's last capitals: they are whom something goes to,
# not who signs ("Informar a AP", "refer to OT", "doorsturen naar KNO").
_DIRECTED_TO = regex.compile(r"(?<![\p{L}])(?i:to|a|al|à|au|aux|aan|naar|an|zu|zum|zur|alla|allo|per|para|voor|pour)[ \t]+\Z")


# Two or three capitals each with its dot ("M.G.", "J.-L." aside); the routes written so ("I.V.",
# and the Spanish and Italian "E.V.", "O.S."), and the states that close an entry ("– RAS", "OK",
# "CAVE", "AO" the German doctor's order), which are no initials there.
_DOTTED_CAPITALS = regex.compile(r"^(?:\p{Lu}\.){2,3}$")
_DOTTED_ROUTES = _ROUTES | {"ev", "os"}
_CLOSING_STATES = _STATES_WRITTEN_SHORT | {"cave", "ok", "ao"}


class SignatureFinder:
    """Signatures, initials and addressed first names; see the module docstring."""

    def __init__(self, evidence: Optional[NameEvidence] = None):
        self._evidence = evidence or name_evidence()
        self._faker_first = first_names()

    # --- word tests ---------------------------------------------------------------------

    def _first_name(self, word: str, language: str) -> str:
        """NAME, WORD or UNKNOWN for a word standing alone as a first name."""
        key = fold(word.rstrip("."))
        if key in TITLES or key in ROLE_WORDS or key in EPONYMS or key in RELATION_WORDS \
                or key in STAFF_ABBREVIATIONS or key in NOT_SIGNATURES or len(key) < 2:
            return WORD
        kind = self._evidence.kind(word.rstrip("."), language, first_name=True)
        if kind != NAME and key in self._faker_first and self._evidence.text_zipf(word, language) < 4.0:
            return NAME
        return kind

    @staticmethod
    def _is_role(tokens, i: int) -> bool:
        """A role from token ``i`` on: "IDE", "vpk.", "(DUE)", ", interne", "(snr carer)"."""
        j = i
        if j < len(tokens) and tokens[j][0] == ",":
            j += 1
        if j < len(tokens) and tokens[j][0] == "(":
            j += 1  # "Reme (DUE)", "Kemi (HTT RMN)", "gail (snr carer)": a staff word in brackets
        if j >= len(tokens):
            return False
        word = tokens[j][0].rstrip(".")
        key = fold(word)
        return key in STAFF_ABBREVIATIONS or key in ROLE_WORDS

    def _initials(self, word: str, lowercase_ok: bool) -> bool:
        bare = word.rstrip(".") if not _INITIALS_DOTTED.match(word) else word
        key = fold(bare.replace(".", ""))
        if _DOTTED_CAPITALS.match(word):
            # "M.G.", "N.B.": capitals each with its dot are a person's initials, not the unit or the
            # word they spell undotted ("mg", "nb"); a route keeps its dots ("I.V.", "P.O.")
            # (no title: "Fr.", "Dr." carry one dot; "F.R." and "D.R." are a person's two initials)
            return key not in _DOTTED_ROUTES and key not in STAFF_ABBREVIATIONS \
                and key not in ANSWERS_AND_STATES and key not in _CLOSING_STATES
        if key in _LOWER_CASE_UNITS and bare.isupper() and len(bare) == 2:
            pass  # "CM", "MM": units are written in lower case; in capitals these are initials
        elif key in NOT_SIGNATURES or key in STAFF_ABBREVIATIONS or key in TITLES or len(key) < 2:
            return False  # "OK", "(DUE)", "L" (a lab flag): never initials of a signer
        if _INITIALS_CAPS.match(bare) or _INITIALS_DOTTED.match(word) or _INITIALS_MC.match(bare):
            # Capitals that spell a frequent word are that word ("NEW", "AND"), not initials.
            return self._evidence.text_zipf(bare, "en") < 4.5
        # Lower case: only a token that is no word of any of our languages ("yb", not "neg").
        return lowercase_ok and bool(_INITIALS_LOWER.match(bare)) and \
            max(self._evidence.text_zipf(bare, lang) for lang in LANGUAGES) < 3.0

    def _small_initials_after_dash(self, word: str, language: str) -> bool:
        key = fold(word)
        return bool(_INITIALS_LOWER.match(word)) and key not in NOT_SIGNATURES and key not in STAFF_ABBREVIATIONS \
            and key not in TITLES and key not in UNIT_KEYS and key not in _NEVER_SIGNERS \
            and key not in _LOWER_CASE_UNITS and not any(common_word(word, lang) for lang in LANGUAGES) \
            and self._evidence.text_zipf(word, language) < SMALL_INITIALS_MAX_ZIPF

    def _shortened_first_name(self, word: str) -> bool:
        """A first name cut short with its dot ("Jacq.", "St."): the letters open some first name of
        our lists, and they are no abbreviation of the trade, role, title or unit."""
        key = fold(word.rstrip("."))
        if key in NOT_SIGNATURES or key in STAFF_ABBREVIATIONS or key in TITLES or key in UNIT_KEYS \
                or key in _SHORT_FORMS:
            return False
        return key in _first_name_openings(self._faker_first)

    @staticmethod
    def _initials_after_entry_dash(word: str) -> bool:
        """Two or three capitals, or dotted initials, that no answer, state, role or title spells
        ("SL", "N.B.", "GP"; not "OK", "RAS", "IDE", "Dr.")."""
        key = fold(word.replace(".", ""))
        return bool(_INITIALS_CAPS.match(word) or _INITIALS_DOTTED.match(word) and len(key) >= 2) \
            and key not in ANSWERS_AND_STATES and key not in SIGNATURE_WORDS and key not in STAFF_ABBREVIATIONS \
            and key not in TITLES and key not in ROLE_WORDS and key not in _CLOSING_STATES

    @staticmethod
    def _repeated_after_sentence(word: str, tail: _Tail, repeats: int) -> bool:
        """Capitals that close two log entries or more, each after its last sentence ("Schläft. BD",
        "Monitor o.B. BD"), sign them though they also spell an abbreviation of the trade ("BD"
        is twice a day after a dose, and a dose never stands alone after a full stop); not a
        finding or an answer ("RAS", "OK"), a role or a title."""
        key = fold(word)
        return repeats >= 2 and tail.sentence and bool(_INITIALS_CAPS.match(word)) and len(word) <= 3 \
            and key not in ANSWERS_AND_STATES and key not in SIGNATURE_WORDS and key not in STAFF_ABBREVIATIONS \
            and key not in TITLES and key not in _NEVER_SIGNERS

    def _governed(self, before: str) -> bool:
        """Whether the last word of ``before`` is a function word (``FUNCTION_WORD_ZIPF`` in one of our
        languages) other than a word of agency ("door", "by", "par", "von", "da", "por")."""
        words = _PLAIN_WORD.findall(before)
        return bool(words) and not _AGENT_WORD.fullmatch(words[-1]) and _function_word(words[-1], self._evidence)

    def _entry_initials(self, end: _Tail, line: str) -> bool:
        """Initials in capitals closing one log entry of a line written in lower case, without
        punctuation ("22:00 slept well after analgesia TJM"): initials that spell no word of any of
        our languages (``LOG_INITIALS_MAX_ZIPF``), no abbreviation, unit or role."""
        if len(end.tokens) != 1 or not _LINE_START_TIME.match(line):
            return False
        token = end.tokens[0][0]
        return bool(_INITIALS_CAPS.match(token) or _INITIALS_MC.match(token)) \
            and self._initials(token, lowercase_ok=False) \
            and any(ch.islower() for ch in line) \
            and closes_log_entry(token, _PLAIN_WORD.findall(line[:line.rfind(token)]), self._evidence)

    # --- the rules ------------------------------------------------------------------------

    def find(self, text: str, language: str) -> List[Tuple[int, int]]:
        lines = list(_lines(text))
        log_lines = sum(1 for _, line in lines if _LINE_START_TIME.match(line))
        is_log = log_lines >= MIN_LOG_LINES
        tails: Dict[int, _Tail] = {}
        for offset, line in lines:
            tail = _tail(line, offset)
            if tail is not None:
                tails[offset] = tail
        signers = Counter(self._signer_key(t) for t in tails.values())
        found: List[Tuple[int, int]] = []
        last = max(tails) if tails else None
        signed = set()  # lines whose tail signs
        for offset, tail in tails.items():
            span = self._signature(tail, language, is_log, signers[self._signer_key(tail)],
                                   note_end=offset == last and not text[tail.tokens[-1][2]:].strip(),
                                   after_sentence=_AFTER_SENTENCE.search(text, max(0, offset - 40), offset) is not None)
            if span is not None:
                found.append(span)
                signed.add(offset)
                if tail.dash:
                    found.extend(self._co_signer(text, span[0], language))
        # Each line's end, read once for the log, role and initials rules below (two words at least;
        # most rules want a line of ``LINE_END_MIN_WORDS``, more than its signature).
        line_ends = {offset: end for offset, line in lines
                     for end in [_line_end(line, offset, min_words=2)] if end is not None}
        if is_log:
            # Log lines without punctuation: the name that ends an entry, where the tail rule found
            # no sentence end to start from.
            # An entry may run on over lines that start with no time: those close it too, and are
            # counted among the signer's lines, but sign only when the signer signs another. A line
            # whose tail (after a dash, "... drip reassured - family phoned Ingrid") did not sign is read too.
            ends = {offset: line_ends[offset] for offset, line in lines if offset in line_ends and offset not in signed}
            entry_starts = {offset for offset, line in lines if _LINE_START_TIME.match(line)}
            # The last line of an entry that runs on under its time or date, before a blank line,
            # the next entry or the note's end, closes it as an entry's first line does ("12/05/2023
            # turno de tarde" / "... ayuda para la higiene araceli").
            closers = _entry_closers(lines, entry_starts)
            line_text = dict(lines)
            end_signers = Counter(self._signer_key(t) for t in ends.values())
            for offset, end in ends.items():
                repeats = end_signers[self._signer_key(end)]
                if (end.words < LINE_END_MIN_WORDS or offset not in entry_starts and offset not in closers) \
                        and repeats < 2:
                    continue  # "03:00 slept through Henrietta": a short entry signs when its signer signs others
                span = self._signature(end, language, True, repeats)
                # (three letters or fewer in capitals, or written small, after a function word are what it
                # governs, as other initials are (``closes_log_entry``), whatever first name they spell:
                # "... Pipamperon p.o. nach AO" is a doctor's order; not after a word of agency, "... von AO")
                first = text[span[0]:span[1]].split()[0] if span is not None else ""
                if span is not None and (self._first_name(first, language) == NAME
                                         and not ((first.isupper() or first.islower()) and len(first) <= 3
                                                  and self._governed(text[offset:span[0]]))
                                         or repeats >= 2 or self._entry_initials(end, line_text[offset])):
                    found.append((self._first_name_before_initials(text, span[0], end, language)
                                  or _initial_before(text, span[0]), span[1]))
        found.extend(self._note_end_signer(text, line_ends, signed, language))
        found.extend(self._log_actors(lines, language, is_log, written_without_punctuation(text),
                                      is_log and written_in_lower_case(text)))
        found.extend(self._role_at_line_end(line_ends, language))
        found.extend(self._name_and_roles_lines(lines, language))
        found.extend(self._first_name_before_role(text, language))
        if not written_in_capitals(text):  # in capitals every short word looks like initials
            found.extend(self._initials_at_line_ends(lines, line_ends, tails, is_log))
            found.extend(self._initials_after_a_number(lines))
        found.extend(self._before_bracket(text, language))
        found.extend(self._lower_case_before_role(text, language))
        found.extend(self._clerical(text))
        found.extend(self._appositive(text, language))
        found.extend(self._addressed(text, language))
        found.extend(self._initials_after_sign_off(text))
        found.extend(self._quoted_and_bracketed(text, language))
        found.extend(self._mail_headers(text, language))
        found.extend(self._display_names(text, language))
        found.extend(self._subjects(text, language))
        found.extend(self._informed(text, language))
        found.extend((m.start("initial"), m.end("initial")) for m in _TITLE_INITIAL.finditer(text))
        return sorted(set(found))

    def _co_signer(self, text: str, start: int, language: str) -> List[Tuple[int, int]]:
        """The first signer of an entry two sign, a slash between them ("... sin fiebre. Leire / Inés",
        "... rustig. hedwig / greta"): a first name alone between the sentence's end or the line's start
        and the slash before the signature at ``start``."""
        m = _CO_SIGNER_BEFORE.search(text, max(0, start - 40), start)
        if m is None or self._first_name(m.group("first"), language) != NAME:
            return []
        return [(m.start("first"), m.end("first"))]

    def _first_name_before_initials(self, text: str, start: int, end: _Tail, language: str) -> Optional[int]:
        """Where a log entry's signer begins when the initials closing it follow a first name with
        no mark between ("... dressing renewed Wendel TKR"): the first name and the surname's
        initials of one signer, as "Wendel T." is. The name is one real populations bear, written
        with its capital and not in capitals; None where no such name stands before."""
        if len(end.tokens) != 1 or not _INITIALS_CAPS.match(end.tokens[0][0]):
            return None
        before = list(_NOTE_WORD.finditer(text, max(0, start - 32), start))
        if not before or text[before[-1].end():start] != " ":
            return None
        word = before[-1].group()
        if len(before) >= 2 and fold(before[-2].group()) in TITLES:
            return None  # "... Dr Halloran MK": the title's surname, then the writer's initials
        if not word[:1].isupper() or word.isupper() or len(word) < 3 or fold(word) in major_places() \
                or fold(word) in _MONTHS_AND_DAYS or self._first_name(word, language) != NAME \
                or self._evidence.kind(word, language) == WORD:
            return None
        return before[-1].start()

    def _note_end_signer(self, text: str, line_ends: Dict[int, _Tail], signed: set,
                         language: str) -> List[Tuple[int, int]]:
        """The first name that closes a note, after a word written small with no full stop between
        ("... lo accompagna lo zio in macchina Samir"): dictation and hurried notes sign there
        without punctuation, outside any log. The line holds ``LINE_END_MIN_WORDS`` words or more
        and the name is one real populations bear more than text writes it, capitalised as written;
        no large place ("... vit à Florence") nor a month ("... contrôle en June")."""
        if not line_ends:
            return []
        offset = max(line_ends)
        end = line_ends[offset]
        last = end.tokens[-1]
        if offset in signed or end.words < LINE_END_MIN_WORDS or len(end.tokens) != 1 or text[last[2]:].strip():
            return []
        before = list(_NOTE_WORD.finditer(text, max(0, last[1] - 40), last[1]))
        word = last[0]
        key = fold(word)
        if not before or not before[-1].group().islower() or text[before[-1].end():last[1]] not in (" ", "\t") \
                or not word[0].isupper() or word.isupper() or len(word) < 3 \
                or key in major_places() or key in _MONTHS_AND_DAYS or key in NOT_SIGNATURES \
                or self._first_name(word, language) != NAME:
            return []
        return [(last[1], last[2])]

    @staticmethod
    def _signer_key(tail: _Tail) -> str:
        words = [t[0] for t in tail.tokens if t[0][0].isalpha()]
        return fold(words[0].rstrip(".")) if words else ""

    def _signature(self, tail: _Tail, language: str, is_log: bool, repeats: int,
                   note_end: bool = False, after_sentence: bool = False) -> Optional[Tuple[int, int]]:
        tokens = [t for t in tail.tokens if t[0] not in ("(", ")")] if tail.bracket else tail.tokens
        if not tokens or not tokens[0][0][0].isalpha():
            return None
        if language == "de" and len(tokens) == 1 and fold(tokens[0][0]) in SHIFT_CODES:
            return None  # "Mo 14.10. FD": the shift an entry heads, no signer
        if tail.bracket and len(tokens) == 1 and fold(tokens[0][0].rstrip(".")) in _MONTHS_AND_DAYS:
            return None  # "1x/Wo. (Mo)", "(sab.)": the day a dose is taken on, in brackets
        if len(tokens) == 1 and len(tokens[0][0]) >= 3 and measured(tokens[0][0]) and not tokens[0][0][1:].islower():
            return None  # "lithiémie / TSH": an analyte closing a line (not "Eva", a first name written so; two
            # letters are initials as often: "... ras. mg")
        # Initials, alone or "IT/RM": in brackets, after a dash, repeated, or before a role. In a
        # bracketed pair ("(IT/RM)") capitals that spell a frequent word are initials too.
        paired = tail.bracket and len(tokens) >= 3 and tokens[1][0] == "/" and self._initials(tokens[2][0], False) \
            and _INITIALS_CAPS.match(tokens[0][0]) and fold(tokens[0][0]) not in NOT_SIGNATURES \
            and fold(tokens[0][0]) not in STAFF_ABBREVIATIONS
        if is_log and tail.dash_before and len(tokens) == 1 and _ONE_INITIAL.match(tokens[0][0]) \
                and not tail.line_start:
            # "... EC. – A.", "... fluids. - D": a log entry signed after its dash by one initial
            return tokens[0][1], tokens[0][2]
        if is_log and tail.dash_before and tail.sentence and len(tokens) == 1 and not tail.line_start \
                and self._initials_after_entry_dash(tokens[0][0]):
            # "... morphine 2 mg IV. – SL", "... vomissement. – N.B.": capitals after a dash closing
            # a log entry's last sentence sign it, though they also spell a route or an abbreviation
            # ("SL" sublingual, "N.B."), which never stand there
            return tokens[0][1], tokens[0][2]
        if is_log and tail.dash_before and repeats >= 2 and len(tokens) == 1 and not tail.line_start \
                and self._small_initials_after_dash(tokens[0][0], language):
            # "... desde Toledo. –mps" closing two entries or more: letters written small that no
            # dictionary of ours holds, rare in the note's language (in another they may be a word)
            return tokens[0][1], tokens[0][2]
        if paired or self._initials(tokens[0][0], lowercase_ok=repeats >= 2) \
                or self._repeated_after_sentence(tokens[0][0], tail, repeats):
            names = [tokens[0]]
            k = 1
            while k + 1 < len(tokens) and tokens[k][0] == "/" and self._initials(tokens[k + 1][0], False):
                names.append(tokens[k + 1])
                k += 2
            dotted = "." in tokens[0][0]
            if k == len(tokens) or self._is_role(tokens, k):
                # Capitals alone as the last sentence of a note sign it ("... verband vervangen. KD").
                # (or alone on the note's last line: "... booked Mon 08:40.\nOM")
                signs_note = note_end and (tail.sentence or tail.line_start and len(tokens) == 1 and after_sentence) \
                    and k == len(tokens) and not dotted
                if tail.bracket or tail.dash or repeats >= 2 or k < len(tokens) or len(names) > 1 \
                        or (is_log and not tail.line_start) or signs_note:
                    return names[0][1], names[-1][2] - (1 if names[-1][0].endswith(".") and not
                                                         _INITIALS_DOTTED.match(names[-1][0]) else 0)
            # "M.J. van Leeuwen", "C. Petit", "t. vandamme": an initial and a surname.
            if dotted and len(tokens) >= 2:
                return self._initial_surname(tokens, language)
            return None
        first = tokens[0][0]
        if is_log and tail.dash_before and len(tokens) == 1 and _SHORTENED_NAME.match(first) \
                and self._shortened_first_name(first):
            return tokens[0][1], tokens[0][2]  # "... informiert. –Jacq.", "– St.": a first name cut short
        if first.endswith(".") and not _INITIALS_DOTTED.match(first):
            return None  # "Afebril.": a sentence, not a signature
        key = fold(first)
        if key in ROLE_WORDS or key in TITLES or key in STAFF_ABBREVIATIONS or key in RELATION_WORDS \
                or key in NOT_SIGNATURES or care_team_role(key):
            return None  # "Oberärztin   Assistenzärztin", "Médecin assistant": a signature block's roles
        kind = self._first_name(first, language)
        if first.isupper() and kind != NAME:
            return None  # "PENICILLIN (rash)": words in capitals sign only when they are names
        if kind == WORD and self._evidence.first_name_zipf(first.rstrip(".")) == 0 \
                and self._evidence.surname_zipf(first.rstrip(".")) == 0:
            return None  # "Surveillance (IDE).": a word no person of real populations bears signs nothing
        if kind == WORD and len(tokens) > 1 and tokens[1][0] not in ("(", ",") and self._is_role(tokens, 1) \
                and self._evidence.text_zipf(first, language) >= ROLE_LINE_WORD_ZIPF \
                and (self._evidence.first_name_zipf(first) < ROLE_LINE_FIRST_NAME_ZIPF
                     or self._evidence.text_zipf(first, language) >= FUNCTION_WORD_ZIPF):
            # "Specialty Registrar", "Médecin assistant": a role line under a signature; "Die
            # Schwester ist ...": a sentence's article before its subject
            return None
        if kind == WORD and not (tail.bracket or self._is_role(tokens, 1)):
            if not (repeats >= 2 and is_log and self._evidence.first_name_zipf(first) >= 2.0):
                return None
        if not first[0].isupper() and kind != NAME:
            return None
        end = tokens[0][2]
        k = 1
        # "Inma R.", "Anouk vd W.", "Bregje K", "elise m.", "Simone B": an initial of the surname.
        while k < len(tokens) and fold(tokens[k][0].rstrip(".")) in _SIGNER_PARTICLES:
            k += 1
        if k < len(tokens) and (_INITIALS_DOTTED.match(tokens[k][0]) or _ONE_CAPITAL.fullmatch(tokens[k][0])
                                or k == len(tokens) - 1 and _ONE_SMALL.fullmatch(tokens[k][0])
                                and first[:1].isupper() and not first.isupper()):
            end = tokens[k][2]  # a lower-case initial too, closing the line ("Remedios r" of "remedios r")
            k += 1
        elif k < len(tokens) and tokens[k][0][:1].isupper() and not self._is_role(tokens, k) \
                and self._evidence.kind(tokens[k][0], language) != WORD:
            end = tokens[k][2] - (1 if tokens[k][0].endswith(".") else 0)  # "Rob Finch", "Calogero Lombardo"
            k += 1
        rest_is_role = k == len(tokens) or self._is_role(tokens, k) or tokens[k][0] in ("/",)
        if not rest_is_role:
            return None
        confident = kind == NAME or tail.bracket or self._is_role(tokens, k) or repeats >= 2
        if not confident or not (is_log or self._is_role(tokens, k) or repeats >= 2 or tail.dash
                                 or tail.line_start or kind == NAME):
            return None
        return tokens[0][1], end

    def _initials_at_line_ends(self, lines, line_ends, tails, is_log: bool) -> List[Tuple[int, int]]:
        """Initials in capitals closing lines written without punctuation, in a note that is no
        log ("... belt morgen terug JV", "... phone the results to the GP RT"): the same initials
        closing two lines or more, or closing the note's last line. Known abbreviations, units
        and capitals that spell a frequent word are not initials (``_initials``)."""
        ends = {}
        for offset, line in lines:
            if offset in tails or (is_log and _LINE_START_TIME.match(line)):
                continue  # the tail and log rules read these lines
            end = line_ends.get(offset)
            if end is not None and end.words >= LINE_END_MIN_WORDS and len(end.tokens) == 1 \
                    and _INITIALS_CAPS.match(end.tokens[0][0]) \
                    and end.tokens[0][2] == offset + len(line.rstrip()) \
                    and any(ch.islower() for ch in line[:end.tokens[0][1] - offset]) \
                    and not _DIRECTED_TO.search(line[:end.tokens[0][1] - offset]) \
                    and self._initials(end.tokens[0][0], lowercase_ok=False):
                # The line's last characters ("GMC 4728" ends in a number), standing out from a line
                # in lower case (on a line in capitals every short word looks like initials).
                ends[offset] = end.tokens[0]
        if not ends:
            return []
        filled = [offset for offset, line in lines if line.strip()]
        # The last line signs a note of some lines; a message of one line ending in an acronym does not.
        last = filled[-1] if len(filled) >= MIN_SIGNED_LINES else None
        counts = Counter(token for token, _, _ in ends.values())
        return [(start, stop) for offset, (token, start, stop) in ends.items() if counts[token] >= 2 or offset == last]

    def _initials_after_a_number(self, lines) -> List[Tuple[int, int]]:
        """Initials closing a message's line right after the telephone number or the clock time that
        ends its text, with no punctuation between ("bitte Rückruf 0151 2233445 kb", "... lab rang
        14:20 jt", "Nummer Schwester 06 12 34 56 78 VdB"): whoever took the call signs it. Not a
        unit, a contact word, a weekday or a month, an abbreviation, a role, the hour's word, nor a
        word of any of our languages (``NUMBER_INITIALS_MAX_ZIPF``); a line of ``LINE_END_MIN_WORDS``
        words at least before the number (a field's value is no message)."""
        found = []
        for offset, line in lines:
            m = _INITIALS_AFTER_NUMBER.search(line)
            if m is None:
                continue
            token = m.group("initials")
            key = fold(token)
            if key in UNIT_KEYS or key in CONTACT_WORDS or key in _MONTHS_AND_DAYS \
                    or len(_PLAIN_WORD.findall(line[:m.start()])) < LINE_END_MIN_WORDS:
                continue
            if key in NOT_SIGNATURES or key in STAFF_ABBREVIATIONS or key in TITLES or key in _AFTER_NUMBER_WORDS \
                    or max(self._evidence.text_zipf(key, lang) for lang in LANGUAGES) >= NUMBER_INITIALS_MAX_ZIPF:
                continue
            found.append((offset + m.start("initials"), offset + m.end("initials")))
        return found

    def _role_at_line_end(self, line_ends, language: str) -> List[Tuple[int, int]]:
        """A first name and a staff role ending any line written without punctuation ("... pansement
        du talon refait Gwenaëlle IDE", "... stairs practised with rail Carys PT"): who did or wrote
        what the line says, as logs sign, but in a note that is no log. The name must be a first
        name of real populations, written with its capital and not in capitals (a drug before its
        route is not)."""
        found = []
        for end in line_ends.values():
            if end.words < LINE_END_MIN_WORDS or len(end.tokens) != 2 or not self._is_role(end.tokens, 1):
                continue
            first = end.tokens[0][0]
            if first[:1].isupper() and not first.isupper() and self._first_name(first, language) == NAME:
                found.append((end.tokens[0][1], end.tokens[0][2]))
        return found

    def _name_and_roles_lines(self, lines, language: str) -> List[Tuple[int, int]]:
        """A line that is a first name and its roles alone, without punctuation ("Tiago HTT CPN",
        "Marisol RN nights"): a signature's line. The roles are care-team roles, abbreviations in
        capitals (or written small, as a note in lower case writes them: "orla htt rmn", read on
        the truecased copy) or a shift, one a care-team role at least; the name a first name of
        real populations with its capital, not in capitals."""
        found = []
        for offset, line in lines:
            if not 2 <= len(line.split()) <= 4:
                continue  # (most lines: not tokenized)
            tokens = [(m.group(), offset + m.start(), offset + m.end()) for m in _TOKEN.finditer(line)]
            if [t[0] for t in tokens] != line.split():
                continue
            first = tokens[0][0]
            rest = [t[0].rstrip(".") for t in tokens[1:]]
            if not all(care_team_role(fold(w)) or fold(w) in SHIFT_WORDS or _INITIALS_CAPS.match(w)
                       or self._initials(w, lowercase_ok=True) for w in rest) \
                    or not any(care_team_role(fold(w)) for w in rest):
                continue
            if first[:1].isupper() and not first.isupper() and self._first_name(first, language) == NAME:
                found.append((tokens[0][1], tokens[0][2]))
        return found

    def _first_name_before_role(self, text: str, language: str) -> List[Tuple[int, int]]:
        """A first name opening a line, after its clock time or not, right before a care-team role
        that says who the person is, as a note without brackets or commas writes it ("Neil student
        nurse helped with the wash", "Ferdinando tirocinante ha aiutato"): a first name of real
        populations with its capital, not in capitals, no ordinary word; the role a word of three
        letters or more, written small (German capitalises its nouns)."""
        out = []
        for m in _NAME_THEN_ROLE.finditer(text):
            name, role = m.group("name"), m.group("role")
            if len(role) < 3 or not care_team_role(fold(role)) or fold(role) in TITLES \
                    or role[0].isupper() and language != "de" or role.isupper():
                continue
            if self._first_name(name, language) == NAME and self._evidence.kind(name, language) != WORD:
                out.append((m.start("name"), m.end("name")))
        # Anywhere on a line, a first name and a capitalised word before the role ("... Cardiología
        # Irene Vela enfermera de enlace Inés Prieto logopeda", a team list without its commas): the
        # word between is the surname, whatever else it reads as.
        for m in _PAIR_THEN_ROLE.finditer(text, overlapped=True):
            name, surname, role = m.group("name"), m.group("surname"), m.group("role")
            if len(role) < 3 or not care_team_role(fold(role)) or fold(role) in TITLES or language == "de" \
                    or care_team_role(fold(surname)) or fold(surname) in TITLES or fold(surname) in PARTICLES:
                continue
            if self._first_name(name, language) == NAME and self._evidence.kind(name, language) != WORD:
                out.append((m.start("name"), m.end("surname")))
        return out

    def _log_actors(self, lines, language: str, is_log: bool, unpunctuated: bool = False,
                    lower_case: bool = False) -> List[Tuple[int, int]]:
        """The first name opening a log entry after its clock time: "06:45 Charo refiere dolor", "07:10
        Noor gewassen": the person who acted, followed by a lower-case word. In a note with one such
        line only (a telephone note's call), the speaker's form alone: "14:20 Anouk: belt terug"."""
        out = []
        word_speakers = []  # speakers that are also words: kept when the log has other speakers
        initial_speakers = []  # speakers by their initials: kept when the same ones speak twice
        for offset, line in lines:
            m = _LINE_START_TIME.match(line)
            if m is None:
                continue
            at = m.end()
            clock = _TIME_AFTER_DATE.match(line, at)
            if clock is not None:
                at = clock.end()  # the entry's date, then its clock time: "mar 12/02 7h30 Odile : ..."
            hour = _HOUR_WORD.match(line, at)
            if hour is not None:
                at = hour.end()  # "23.15 u Alicia: ...", "14.30 Uhr Greta: ...": the clock time's hour word
            role = _ROLE_LEAD.match(line, at)
            role_key = fold(role.group("role")) if role is not None else ""
            if role is not None and (care_team_role(role_key) or discipline_word(role_key)):
                at = role.end()  # "10:00 Physio Tamsin: mobilised", "16:00 Fisioterapia Anselmo sienta al paciente"
            initials = _INITIALS_ACTOR.match(line, at) if is_log else None
            if initials is not None and self._speaker_initials(initials.group("name")):
                initial_speakers.append((offset + initials.start("name"), offset + initials.end("name"),
                                         fold(initials.group("name"))))
                continue
            actor = _ACTOR.match(line, at)
            if actor is None:
                # the speaker's role between their name and the colon ("Shannon DN: ..."), or, in a
                # log written in lower case, a first name before a colon ("gisèle : ...")
                actor = (_LOWER_ACTOR if lower_case else _ACTOR_ROLE).match(line, at)
                if actor is not None and actor.group("role") is not None \
                        and not self._speaker_role(actor.group("role")):
                    actor = None
            if actor is None or not is_log and ":" not in line[actor.end("name"):actor.end()]:
                continue
            name = actor.group("name")
            # Rare in text, or frequent only as a name: a dictionary writes it capitalised alone
            # ("08:15 Eric: ...", "07:40 Malte gibt an"; not "06:30 Will check", nor a heading).
            first_name_zipf = self._evidence.first_name_zipf(name)
            if self._first_name(name, language) != NAME or first_name_zipf < ACTOR_MIN_ZIPF \
                    or first_name_zipf < ACTOR_FREQUENT_ZIPF and self._evidence.text_zipf(name, language) >= first_name_zipf:
                continue  # a rarer first name must be rarer still in text ("Ortrud"; not "Chemo")
            found = (offset + actor.start("name"), offset + actor.end("name"))
            if self._evidence.text_zipf(name, language) < 4.0 or not common_word(name, language):
                out.append(found)
            elif is_log and (":" in line[actor.end("name"):actor.end()] or unpunctuated) \
                    and line[actor.end() - 1].islower() \
                    and self._evidence.first_name_zipf(name) >= SPEAKER_WORD_FIRST_NAME_ZIPF:
                # A speaker that is also a word of the language, when people bear it often ("09:10
                # Stella: tranquilla", "11:00 Amparo: pasea"), in a log whose entries have speakers;
                # in a note without punctuation, where the colon is gone too ("09:10 Stella tranquilla").
                word_speakers.append(found)
        if out or len(word_speakers) >= 2:
            # another speaker that is a name beyond doubt, or two such lines: a log of speakers, not
            # of headings ("12:00 Dolores: leves" alone stays a heading)
            out.extend(word_speakers)
        # Initials speaking twice ("mar 5/03 7h35 RG : gly 1,52", "jeu 7/03 7h45 RG : ..."): a nurse of
        # the log, where a measurement's capitals speak once before its value ("08:00 BZ: 140").
        spoken = Counter(key for _, _, key in initial_speakers)
        out.extend((start, end) for start, end, key in initial_speakers if spoken[key] >= 2)
        return out

    def _speaker_initials(self, token: str) -> bool:
        """Capitals after a log entry's clock time and before a colon that are someone's initials:
        no measurement ("BZ", "RR", "TA"), unit, staff abbreviation or word of the lists."""
        key = fold(token)
        return not measured(token) and key not in UNIT_KEYS and key not in STAFF_ABBREVIATIONS \
            and key not in NOT_SIGNATURES and key not in _SPEAKER_ROLES and key not in TITLES \
            and not any(stop_word(token, lang) for lang in LANGUAGES)

    @staticmethod
    def _speaker_role(word: str) -> bool:
        """A care role's abbreviation or word after a speaker's first name: "DN", "hca", "IDE", "Physio"."""
        key = fold(word.rstrip("."))
        return key in STAFF_ABBREVIATIONS or key in _SPEAKER_ROLES or care_team_role(key) or discipline_word(key)

    def _before_bracket(self, text: str, language: str) -> List[Tuple[int, int]]:
        """A person before a bracket that says who they are: a care-team role ("Lidia Ferrer
        (logopeda)", "Kemi (HTT RMN)") or an age ("Irene (17 a.", "Fien (4 j."): a first name
        opens it, or every word is known to no dictionary."""
        out = []
        for m in _NAME_BEFORE_BRACKET.finditer(text):
            inside = m.group("inside")
            role_words = [fold(w.rstrip(".")) for w in regex.findall(r"\p{L}[\p{L}\p{M}.\-]*", inside)]
            # A title in the bracket names a person ("Ergo (Fr. Brandt)"): the word before is what they did.
            is_role = bool(role_words) and role_words[0] not in TITLES and (
                any(care_team_role(w) for w in role_words[:3]) or social_work_role(role_words))
            is_age = _AGE_IN_BRACKET.match(inside) is not None
            if not (is_role or is_age):
                continue
            words = m.group("name").split()
            first_kind = self._first_name(words[0], language)
            if first_kind == NAME or (is_role and len(words) > 1 and all(
                    self._evidence.kind(w, language) != WORD for w in words)) or (
                    is_role and len(words) == 1 and self._bracket_first_name(words[0])):
                out.append((m.start("name"), m.end("name")))
        return out

    def _bracket_first_name(self, word: str) -> bool:
        """A first name frequent in real populations, however often a word too, alone before a
        care-team role in brackets ("Prudence (IDE)", "Sol (enfermera)"): who the role is."""
        key = fold(word)
        return key not in TITLES and key not in ROLE_WORDS and key not in EPONYMS and key not in RELATION_WORDS \
            and key not in NOT_SIGNATURES and key not in STAFF_ABBREVIATIONS \
            and self._evidence.first_name_zipf(word) >= BRACKET_FIRST_NAME_ZIPF

    def _lower_case_before_role(self, text: str, language: str) -> List[Tuple[int, int]]:
        """A person written in lower case right before a care-team role: "ciara o'dowd cpn",
        "with bartosz (hca)", "r. brandauer, sozialdienst". Notes typed in lower case lose the
        capital that marks a name, but a role after the words still says who they are: the name
        opens with a first name of real populations that is no frequent word, or an initial, and
        its other words are surnames of real populations."""
        out = []
        lang = language if language in LANGUAGES else "en"
        for m in _LOWER_ROLE.finditer(text):
            role = fold(m.group("role").rstrip("."))
            if not care_team_role(role) and m.group("dash"):
                # After a dash the role may open with its grade or field ("- lead podiatrist",
                # "- consultant clinical psychologist"): the role word is one of the next few.
                after = _ROLE_AFTER_GRADE.match(text, m.end("role"))
                role = fold(after.group("role").rstrip(".")) if after else role
            social = _SOCIAL_WORD_AFTER.match(text, m.end("role"))
            if social is not None and social_work_role([role, fold(social.group("word"))]):
                role = "social"  # "remedios (t. social)", "itziar trab social": a social worker written short
            elif m.group("bracket") and role in RELATION_WORDS and _BRACKET_CLOSES.match(text, m.end("role")):
                pass  # "(hija)", "(figlia)": who the person before the bracket is to the patient
            elif not care_team_role(role) or role in TITLES or (len(role) < 3 and not m.group("bracket")):
                continue  # a title comes before a name ("con doktor ..."); "ot", "pt" bare are too short to tell
            line_start = text.rfind("\n", 0, m.start()) + 1
            words = list(_LOWER_WORD.finditer(text, max(line_start, m.start() - 60), m.start()))
            best = None
            for first in range(max(0, len(words) - 5), len(words)):
                span = words[first:]
                if any(text[a.end():b.start()] not in (" ", "\t") for a, b in zip(span, span[1:])):
                    continue  # one run of words, nothing between them
                opens = not text[line_start:span[0].start()].strip(" \t") \
                    or text[line_start:span[0].start()].rstrip(" \t")[-1:] in ".!?;:"
                if self._lower_name(span, lang, set_off=bool(m.group("bracket") or m.group("dash"))
                                    or text[m.start():m.start("role")].strip(" \t") == ",",
                                    word_alone=bool(m.group("bracket")) or opens):
                    best = span
                    break
            if best is not None:
                # A full stop after the last word ends a sentence, not the name; after an initial
                # ("elvira q.") it is the initial's.
                last = best[-1].group()
                out.append((best[0].start(), best[-1].end() - (1 if last.endswith(".") and len(last) > 2 and
                                                             len(best) > 1 else 0)))
        return out

    def _appositive(self, text: str, language: str) -> List[Tuple[int, int]]:
        """A first name set off by commas after a relation: "una amiga del barrio, Maruja, le trae",
        "her eldest son, Callum, visits": the relation says a person follows."""
        out = []
        for m in _APPOSITIVE.finditer(text, overlapped=True):
            if fold(m.group("relation")) not in RELATION_WORDS:
                continue
            name = m.group("name")
            if self._first_name(name, language) == NAME:
                out.append((m.start("name"), m.end("name")))
        return out

    def _clerical(self, text: str) -> List[Tuple[int, int]]:
        """Initials of who typed, dictated or filed a document: "typed xy", "indexed by AB",
        "getypt door cd", and a letter's reference "Our ref: AB/cd" (author in capitals, typist in
        lower case). Such initials are the one thing these words are ever followed by."""
        out = []
        capitals = written_in_capitals(text)
        for pattern in (_CLERICAL, _SIGNED_INITIALS):
            for m in pattern.finditer(text):
                token = m.group("initials")
                # After a typing word any letters are the typist's ("getypt tm"), but a word of the
                # closed class goes on the sentence ("dictated not checked", "getypt op 3/5").
                typed = pattern is _CLERICAL and not any(stop_word(token, lang) for lang in LANGUAGES)
                if self._clerical_initials(token, any_letters=typed, capitals=capitals):
                    out.append((m.start("initials"), m.end("initials")))
        # (a note in capitals writes every reference so: there it is read whole, by the other rules)
        references = _REFERENCE_LOWER.finditer(text) if capitals else itertools.chain(
            _REFERENCE_LOWER.finditer(text), _REFERENCE_CAPITALS.finditer(text), _REFERENCE_MIXED.finditer(text))
        for m in references:
            # Written small ("kenmerk tv/cd", dictated or typed in lower case), both in capitals ("Ref:
            # TK/DF") or the author's as a capital and a letter or two ("Zeichen: Kl/mü"): only right after
            # the label, or written small after a typing word on its line ("dictated not signed mh/kl").
            line_start = text.rfind("\n", 0, m.start()) + 1
            labelled = _REFERENCE_LABEL.search(text, line_start, m.start()) is not None or (
                m.group("author").islower() and _TYPING_WORD.search(text, line_start, m.start()) is not None)
            if labelled and all(
                    self._clerical_initials(m.group(part), any_letters=True) for part in ("author", "typist")):
                out.extend((m.start(part), m.end(part)) for part in ("author", "typist"))
        for m in _REFERENCE.finditer(text):
            line_start = text.rfind("\n", 0, m.start()) + 1
            line_end = text.find("\n", m.end())
            line = text[line_start:line_end if line_end >= 0 else len(text)]
            if not (_REFERENCE_LABEL.search(text, line_start, m.start()) or line.strip() == m.group()):
                continue
            for part in ("author", "typist"):
                # Beside the author's capitals, a typist's lower-case letters are initials even
                # when they spell a word ("ab", "en").
                if self._clerical_initials(m.group(part), any_letters=part == "typist"):
                    out.append((m.start(part), m.end(part)))
        return out

    def _clerical_initials(self, token: str, any_letters: bool = False, capitals: bool = False) -> bool:
        key = fold(token.replace(".", ""))
        if key in STAFF_ABBREVIATIONS or key in TITLES:
            return False
        # After a typing word or a reference's label, capitals in a cased note are initials whatever
        # they spell ("frappé le ... – MCG", "Ref: TK/DF"): a unit or a finding is written otherwise there.
        labelled = any_letters and token.isupper() and not capitals
        if not labelled and (key in NOT_SIGNATURES or key in _LOWER_CASE_UNITS or key in UNIT_KEYS) \
                or key in PARTICLES and (capitals or not token.isupper()):
            return False  # (a particle is written small or capitalised: "ST" in capitals is initials)
        if capitals and _function_word(token, self._evidence):
            return False  # a note in capitals writes its words so: "DIKTIERT VON", "FIRMADO POR"
        if token.isupper() or "." in token or any_letters:
            return True
        return max(self._evidence.text_zipf(token, lang) for lang in LANGUAGES) < CLERICAL_LOWER_MAX_ZIPF

    def _lower_name(self, words, language: str, set_off: bool = False, word_alone: bool = True) -> bool:
        """A first name (or an initial) then at most two surname words, particles between.

        ``word_alone``: a single word may be a name that is also a dictionary word (the role in
        brackets, or the word opening its line or sentence); inside a phrase it may not.
        ``set_off``: the role after the words stands apart, in brackets or after a comma or a dash
        ("elvira quintanar (enfermera)", "rhys tolworth - podiatrist"): a list of people and their
        roles, where after a first name rare as a word a surname no list knows ("quintanar") is a
        surname, and a closing initial ("elvira q. (enfermera)") the surname's."""
        texts = [w.group() for w in words]
        keys = [fold(t.rstrip(".")) for t in texts]
        if keys[-1] in PARTICLES or any(k in TITLES or k in ROLE_WORDS or care_team_role(k) or k in RELATION_WORDS
                                        for k in keys):
            return False
        core = [t for t, k in zip(texts, keys) if k not in PARTICLES]
        if len(core) > 3 or texts[0].endswith(".") and (len(texts[0]) != 2 or len(core) < 2):
            return False
        if not texts[0].endswith(".") and (len(keys[0]) < 3 or keys[0] in UNIT_KEYS):
            return False  # "mg/dl (rn: ...)": units and two-letter abbreviations are no first names
        # A surname after it lets the first name be a word of some more frequency ("amparo" is also
        # a shelter).
        # A first name that text writes mostly as a name ("robert white - vascular surgeon": its
        # frequency in text is its bearers') passes whatever its frequency, before a surname.
        bar = LOWER_FIRST_NAME_MAX_ZIPF if len(core) < 2 else LOWER_FIRST_NAME_BEFORE_SURNAME_MAX_ZIPF
        text_zipf = self._evidence.text_zipf(texts[0], language)
        if not texts[0].endswith(".") and not (self._first_name(texts[0], language) == NAME and (
                text_zipf < bar or len(core) >= 2 and self._evidence.first_name_zipf(texts[0]) >= text_zipf)):
            return False  # "ward nurse", "team secretary": a first name that is a word of some frequency
        if not word_alone and len(core) < 2 and not texts[0].endswith(".") and common_word(texts[0], language) \
                and self._evidence.first_name_zipf(texts[0]) < LOWER_WORD_FIRST_NAME_MIN_ZIPF:
            # "úlcera sacra - enfermera": inside a phrase, a word of the dictionary few people bear is
            # the phrase's (opening its line or sentence, or before a bracketed role, a name stands
            # alone: "ugolino inf. notte", "amando (alumna)")
            return False
        # Lower case hides the capital that marks a surname: a surname must be known as a name
        # ("bij twijfel spoedconsult neuroloog" is an order, not a person).
        # After a first name of real populations that is rare as a word, a surname that is also a
        # word may follow when populations bear it often ("rhys white - lead physiotherapist"; "bed" is no
        # surname of any frequency).
        strong_first = not texts[0].endswith(".") and self._evidence.kind(texts[0], language, first_name=True) == NAME
        # (A word no list knows is no surname here, unless set off as a list of people writes it:
        # Dutch and German compounds are such words, "bij twijfel spoedconsult neuroloog".)
        set_off = set_off and strong_first
        return all(self._evidence.kind(t, language) == NAME
                   or strong_first and self._evidence.surname_zipf(t) >= LOWER_WORD_SURNAME_MIN_ZIPF
                   or set_off and (i == len(core) - 1 and _INITIAL.fullmatch(t)
                                   or len(t) > 3 and (self._evidence.kind(t, language) != WORD
                                                      or t.isalpha() and written_small_nowhere(t, language)
                                                      and not clinical_word(fold(t))))
                   for i, t in enumerate(core[1:], start=1))

    def _initial_surname(self, tokens, language: str) -> Optional[Tuple[int, int]]:
        k = 1
        while k < len(tokens) and (_INITIALS_DOTTED.match(tokens[k][0]) or fold(tokens[k][0]) in PARTICLES):
            k += 1
        if k >= len(tokens):
            return None
        surname = tokens[k][0]
        key = fold(surname.rstrip("."))
        if key in EPONYMS or key in TITLES or key in STAFF_ABBREVIATIONS or len(key) < 2:
            return None
        particle = fold(tokens[k - 1][0]) in PARTICLES
        if not particle and (self._evidence.kind(surname.rstrip("."), language) == WORD or surname.isupper()):
            return None  # "S.C. Ortopedia", "T. Social", "N. ACCESSO": departments and fields
        rest = k + 1
        if rest < len(tokens) and not self._is_role(tokens, rest) and tokens[rest][0] != "/":
            return None
        return tokens[0][1], tokens[k][2] - (1 if surname.endswith(".") else 0)

    def _initials_after_sign_off(self, text: str) -> List[Tuple[int, int]]:
        """Initials that sign a message after its closing formula, on the formula's line after a
        comma ("Amitiés, JB") or alone on the next line ("Kind regards" / "JK", "Bonne soirée" / "S.",
        "Cordiali saluti" / "G.B."): what stands there is the writer, whatever letters they are."""
        out = []
        for m in _SIGNED_OFF_INITIALS.finditer(text):
            line_start = text.rfind("\n", 0, m.start()) + 1
            closing = _NOTE_WORD.findall(text, line_start, m.start())
            if not closing or fold(closing[-1]) not in _CLOSING_WORDS or len(closing) > MAX_CLOSING_WORDS:
                continue
            token = m.group("initials")
            if _ONE_INITIAL.match(token) and token.endswith(".") or self._initials(token, lowercase_ok=False) \
                    or _INITIALS_MC.match(token):
                out.append((m.start("initials"), m.end("initials")))
        return out

    def _addressed(self, text: str, language: str) -> List[Tuple[int, int]]:
        """"Hola Roswitha:", "Dear Imogen,", "Philippa, dale cita" opening a line, a greeting or
        a sign-off before a first name that ends its line ("Hallo Dörte", "Thanks Hedda"), and a
        greeting before a first name the line goes on after ("hola maribel te escribo por ...")."""
        out = []
        for m in itertools.chain(_ADDRESSED.finditer(text), _ADDRESSED_AFTER_SENTENCE.finditer(text)):
            greeting, name = m.group("greeting"), m.group("name")
            if (m.group("comma") or m.group("punct") == ".") and not (
                    greeting and (fold(greeting) in GREETINGS or fold(greeting) in SIGN_OFFS)):
                continue  # "Abdomen, Thorax": a comma or a full stop only around a greeting or sign-off
            sign_off = greeting and fold(greeting) in SIGN_OFFS and m.group("punct") in (None, ".")
            if greeting and fold(greeting) not in GREETINGS and not sign_off:
                continue  # a greeting before the name, or a sign-off before it at the line's end ("Gruß Dörte")
            if fold(name) in TITLES or fold(name) in ROLE_WORDS:
                continue  # "Bonjour Docteur,": a title, not a name
            if not greeting and m.group("punct") != ",":
                continue  # "Abdo:", "Planta:": a field label, not a person addressed
            kind = self._first_name(name, language)
            if not m.group("punct") and kind != NAME:
                continue  # without punctuation only a first name of real populations ("Thanks Team")
            if not m.group("punct") and m.group("end") is None and fold(greeting or "") not in GREETINGS:
                continue  # the line goes on after the name: only after a greeting ("hallo Ruben zie bijlage")
            if not name[0].isupper() or kind == UNKNOWN and not greeting:
                continue
            if kind == WORD and not (greeting and self._evidence.first_name_zipf(name) >= 2.5):
                continue  # "Hola Maribel:" is a person; "Maribel," opening a line may be a word
            out.append((m.start("name"), m.end("name")))
        return out

    def _quoted_and_bracketed(self, text: str, language: str) -> List[Tuple[int, int]]:
        """A first name alone in quotes (a patient calling for someone: 'fragt nach "Egon"') or in
        brackets after a role ("logopeda (Ainhoa)", "PT (Jannik)") or a relation ("mi marido
        (Quim)", "her son (Callum)")."""
        out = []
        for m in _QUOTED.finditer(text):
            if self._first_name(m.group("name"), language) == NAME:
                out.append((m.start("name"), m.end("name")))
        for m in _BRACKETED.finditer(text):
            if not (_role_before(text, m.start()) or _relation_right_before(text, m.start())):
                continue
            if self._first_name(m.group("name"), language) == NAME:
                out.append((m.start("name"), m.end("name")))
        for m in _BRACKET_LEAD_NAME.finditer(text):
            # A first name people bear often, no place ("(Florence, Italie)") and no word of the language.
            name, role = m.group("name"), fold(m.group("role").rstrip("."))
            if not (care_team_role(role) or role in STAFF_ABBREVIATIONS or role in SHIFT_WORDS
                    or role in ORGANIZATION_HEADS or role in WARD_WORDS or discipline_word(role)):
                continue
            if len(name) >= 3 and fold(name) not in major_places() and self._first_name(name, language) == NAME \
                    and self._evidence.kind(name, language) != WORD and self._bracket_first_name(name):
                out.append((m.start("name"), m.end("name")))
        return out

    def _subjects(self, text: str, language: str) -> List[Tuple[int, int]]:
        """A first name opening a sentence before a finite verb: "Karen will ring", "Jan belt"."""
        verbs = subject_verbs(language)
        out = []
        for m in _SUBJECT.finditer(text):
            verb = m.group("verb")
            elided = _ELIDED.match(verb)
            if verb not in verbs and not (elided and elided.group() in verbs):
                continue
            inside = m.group("before") is not None
            if inside and (language == "de" or fold(m.group("before")) in _ARTICLES):
                continue  # "die Säule ist", "de Marine zal": a noun after its article (German: any noun)
            name = m.group("name")
            key = fold(name)
            if key in GREETINGS or key in major_places():
                continue  # "Caro la ...", "Florence is ...": a greeting, a place
            if self._first_name(name, language) == NAME:
                out.append((m.start("name"), m.end("name")))
        return out

    def _informed(self, text: str, language: str) -> List[Tuple[int, int]]:
        """A first name right before a participle of telling, opening its clause: the person told
        ("..., Quentin informé.", "Ilona verwittigd om 21u", "Aitor avisado"; ``INFORMED_PARTICIPLES``);
        or right after it, closing the clause, as Romance languages also write it ("avvisato Loris.",
        "comunicado a Aitor")."""
        before, after = _informed_patterns(language)
        if before is None:
            return []
        out = []
        for m in itertools.chain(before.finditer(text), after.finditer(text)):
            name = m.group("name")
            if fold(name) in GREETINGS or fold(name) in major_places() or fold(name) in _PATIENT_SHORT.get(language, ()):
                continue
            if self._first_name(name, language) == NAME and self._evidence.kind(name, language) != WORD:
                out.append((m.start("name"), m.end("name")))
        return out

    def _display_names(self, text: str, language: str) -> List[Tuple[int, int]]:
        """An e-mail's display name that its own address spells, in any case and wherever it
        stands: "vermeulen, claudia <claudia.vermeulen@...>", "OSTENDORF KLAUS <k.ostendorf@"
        (a cc list, a note typed in lower case). The words kept are those right before the address
        that the address's local part holds (umlauts as "ue": "jörg" in "joerg") or that
        the name lists know, one of three letters or more spelled in the address; a service's
        mailbox ("wound care team <woundcare.team@") is no person."""
        out = []
        for m in _DISPLAY_NAME.finditer(text):
            local = m.group("local").lower()
            words = list(regex.finditer(r"\p{L}[\p{L}\p{M}'’\-]*", m.group("name")))
            kept = []
            skipped = False
            for w in reversed(words):
                key = fold(w.group())
                spelled = any(form in local for form in _address_forms(w.group()))
                if not (spelled or key in self._faker_first or self._evidence.kind(w.group(), language) == NAME):
                    if not kept and not skipped and len(key) <= DISPLAY_ACRONYM_MAX_LETTERS \
                            and self._evidence.kind(w.group(), language) != WORD:
                        # The sender's organisation after the name, its brackets lost in dictation
                        # or a hurried copy ("hollins kate ncht <kate.hollins@"): passed over once.
                        skipped = True
                        continue
                    break
                kept.insert(0, (w, spelled))
            names = [w.group() for w, _ in kept]
            capitals = all(n.isupper() for n in names)

            def person_word(word: str) -> bool:
                """A word of the address that names someone: no ordinary word ("advice"), no acronym
                of a mixed-case name ("PEG Stoma Care Line")."""
                return len(word) >= 3 and self._evidence.kind(word, language) != WORD \
                    and not (word.isupper() and len(word) <= 4 and not capitals)

            if not any(spelled and person_word(w.group()) for w, spelled in kept):
                continue
            if fold(names[0]) in ORGANIZATION_HEADS or all(self._evidence.kind(n, language) == WORD for n in names):
                continue  # a service's or an institution's mailbox
            first, last = kept[0][0], kept[-1][0]
            out.append((m.start("name") + first.start(), m.start("name") + last.end()))
        return out

    def _mail_headers(self, text: str, language: str) -> List[Tuple[int, int]]:
        """The display name of an e-mail header: "From: Maguire, Hazel <...>", "Da: Calogero Lombardo <",
        and one written small before its address when it opens with a first name."""
        out = []
        for m in _MAIL_HEADER.finditer(text):
            name = _TRAILING_BRACKET.sub("", m.group("name"))  # "WARD, Peter (LTHT)": the trust's tag
            words = _HEADER_WORD.findall(name)
            if not words or len(words) > 5:
                continue
            if not all(w[:1].isupper() for w in words):
                # Written small, as the sender typed it or a note in lower case copied it ("de:
                # ottavio pardiñas río <...>", "from: ferraguti, ottavio <...>"): a person's display
                # name opens with a first name people bear often (after the comma when the surname
                # comes first), whatever its other words; a mailbox's words ("farmacia") do not.
                surname_first = len(_HEADER_WORD.findall(name.split(",", 1)[0])) if "," in name else 0
                first = words[surname_first] if surname_first < len(words) else ""
                if not first or "<" not in text[m.end("name"):m.end()] \
                        or self._evidence.kind(first.capitalize(), language, first_name=True) != NAME \
                        or self._evidence.first_name_zipf(first) < DISPLAY_FIRST_NAME_ZIPF:
                    continue
            if len(words[0]) > 3 and fold(words[0]) in ORGANIZATION_HEADS:
                continue  # "Ambulatorio Nefrologia <...>": an institution's or a service's mailbox
            if any(ch.isdigit() for ch in name) or any(fold(w) in WARD_WORDS or specialty_word(fold(w)) for w in words):
                continue  # "To: Ward 7 Sisters", "An: Station 4B", "Aan: Poli Chirurgie": a ward's mailbox
            if all(self._evidence.kind(w, language) == WORD or (w.isupper() and len(w) <= 4) for w in words) \
                    or (len(words) > 1 and any(w.isupper() and 1 < len(w) <= 4
                                               and self._evidence.kind(w, language) != NAME
                                               and self._evidence.text_zipf(w, language) < 4.0 for w in words)
                        and any(self._evidence.kind(w, language) == WORD for w in words)):
                continue  # "Ambulatorio UTIC", "IBD Advice Line": a service's mailbox
            kinds = [self._evidence.kind(w, language) for w in words]
            if NAME not in kinds and WORD in kinds:
                continue  # "Logopédie Pédiatrique": no one's name among ordinary words, a mailbox too
            start = m.start("name") + (len(name) - len(name.lstrip()))
            out.append((start, m.start("name") + len(name.rstrip(" ,;"))))
        return out


_LOWER_CASE_UNITS = frozenset({"cm", "mm", "ml", "mg", "kg", "ug"})
# A unit's numerator right before a slash: "mg/", "mmol/", "µg/".
_UNIT_BEFORE_SLASH = regex.compile(r"(?:\d[ \t]*|(?<![\p{L}]))[µ\p{L}]{1,5}\Z")
# Initials (two or three letters in one case, or a particle's small letter between two capitals: "VdB")
# closing a line right after a telephone number (six digits or more in groups) or a clock time, a comma
# between them or none, a bracket and a full stop after them or none ("(Tel. 4471, 09:20, kb).").
_INITIALS_AFTER_NUMBER = regex.compile(
    r"(?:(?<![\p{L}\p{N}])\+?\d[\d \t/.\-]{4,}\d|(?<![\p{L}\p{N}])\d{1,2}[:.hu]\d{2})(?:[ \t]*,)?[ \t]+"
    r"(?P<initials>\p{Ll}{2,3}|\p{Lu}{2,3}|\p{Lu}\p{Ll}{1,2}\p{Lu})[ \t]*\)?[ \t]*[.;]?[ \t]*$")
# What a number or a clock time has after it that is no one's initials: the hour's words ("14:00 hrs",
# "10:30 vm"), an extension's or a pager's word ("... 4411 ext", "bip", Dutch "tst" for toestel).
_AFTER_NUMBER_WORDS = frozenset({"hrs", "hr", "h", "u", "uhr", "std", "vm", "nm", "am", "pm", "min", "sec", "ext",
                                 "tst", "mob", "bip", "sein", "dect", "poste", "int", "nr", "no"})
# Two or three letters after a number are an abbreviation of the web (wordfreq) at about Zipf 3 to 3.8 ("kb",
# "jt"), a word of the language from 4 up ("cs" 3.9, "gp" 3.9, "sat" 4.6): initials below this.
NUMBER_INITIALS_MAX_ZIPF = 3.85
# A capitalised word after a log entry's clock time, then a lower-case word.
# The actor after the clock time, maybe after a dash: followed by a lower-case word ("07:10 Noor
# gewassen") or by a colon, as a speaker ("07:30 - Noor: patient mobilised").
_ACTOR = regex.compile(r"[ \t]+(?:[-–][ \t]*)?(?P<name>\p{Lu}\p{Ll}[\p{Ll}\p{M}]+(?:-\p{Lu}\p{Ll}[\p{Ll}\p{M}]+)?)"
                       r"(?:[ \t]+\p{Ll}|[ \t]*:[ \t]+\S)")
# The actor of a note written in lower case, as a speaker: a colon after their first name, maybe
# after their role's abbreviation ("lun 4/03 7h40 gisèle : ...", "03/06/24 10:15 bronwen dn: ...").
_LOWER_ACTOR = regex.compile(r"[ \t]+(?:[-–][ \t]*)?(?P<name>\p{Ll}[\p{Ll}\p{M}]{2,}(?:-\p{Ll}[\p{Ll}\p{M}]+)?)"
                             r"(?:[ \t]+(?P<role>\p{L}{2,5}))?[ \t]*:[ \t]+\S")
# A speaker's role abbreviation between their first name and the colon: "Shannon DN: ...".
_ACTOR_ROLE = regex.compile(r"[ \t]+(?:[-–][ \t]*)?(?P<name>\p{Lu}\p{Ll}[\p{Ll}\p{M}]+(?:-\p{Lu}\p{Ll}[\p{Ll}\p{M}]+)?)"
                            r"[ \t]+(?P<role>\p{L}{2,5})[ \t]*:[ \t]+\S")
# Community nurses' roles, written after a speaker's name before the colon ("Bronwen DN:"): district,
# community nurse, health visitor. Only there: elsewhere "DN" or "CN" may be someone's initials.
_SPEAKER_ROLES = frozenset({"dn", "cn", "hv"})
# Initials as a log entry's speaker, after its clock time and before a colon: "7h35 RG : ...".
_INITIALS_ACTOR = regex.compile(r"[ \t]+(?:[-–][ \t]*)?(?P<name>\p{Lu}{2,3})[ \t]*:[ \t]+(?=\p{L})")
# A clock time after an entry's date: "mar 12/02 7h30 ...", "04/03/25 09:10 ...".
_TIME_AFTER_DATE = regex.compile(r"[ \t]+(?:\d{1,2}[:.hu]\d{2}|\d{1,2}h)(?![\p{L}\p{N}])", regex.IGNORECASE)
# The hour's word after a log entry's clock time ("23.15 u", "14.30 Uhr", "9 h 30" aside).
_HOUR_WORD = regex.compile(r"[ \t]+(?:u|uur|h|uhr)\.?(?=[ \t])", regex.IGNORECASE)
# A role or a discipline right after a log entry's clock time, before its actor.
_ROLE_LEAD = regex.compile(r"[ \t]+(?:[-–][ \t]*)?(?P<role>\p{L}[\p{L}\p{M}\-]*)\.?(?=[ \t]+\p{Lu})")
# One to three capitalised words (particles between), then a bracket on the same line.
_NAME_BEFORE_BRACKET = regex.compile(
    r"(?<![\p{L}\p{N}\-])(?P<name>\p{Lu}[\p{Ll}\p{M}]+(?:-\p{Lu}[\p{Ll}\p{M}]+)?(?:[ \t]+(?:(?:de|del|la|van|von|di|da|le)[ \t]+)?"
    r"\p{Lu}[\p{Ll}\p{M}'’\-]+){0,2})[ \t]?\((?P<inside>[^()\n]{1,40})\)?")
# A relation, at most three words qualifying it, then a first name between commas (or a comma
# and a bracket): "una amiga del barrio, Maruja, ...", "her eldest son, Callum, ...".
_APPOSITIVE = regex.compile(
    r"(?<![\p{L}])(?P<relation>\p{L}[\p{L}\p{M}\-]*)(?:[ \t]+[\p{L}\p{N}º°ª'’.\-]+){0,3}[ \t]*,[ \t]*"
    r"(?P<name>\p{Lu}\p{Ll}[\p{Ll}\p{M}]+(?:-\p{Lu}\p{Ll}[\p{Ll}\p{M}]+)?)[ \t]*[,)]")
# Who typed, dictated or filed a document, then their initials: "typed xy", "indexed by AB".
# A line that ends in a closing formula, then the writer's initials after its comma or alone on the
# next line ("Amitiés, JB", "Kind regards\nJK", "Cordiali saluti\nG.B.").
_SIGNED_OFF_INITIALS = regex.compile(
    r"(?:,[^\S\n]*|[,.!]?[^\S\n]*\n[^\S\n]*)(?P<initials>(?:\p{Lu}\.){1,3}|\p{Lu}{2,4}|\p{Lu}\p{Ll}{0,2}\p{Lu})"
    r"[^\S\n]*(?=\n|\Z)")
MAX_CLOSING_WORDS = 6  # "Met vriendelijke groet", "Un saludo", "Kind regards": a formula's line, no sentence
# The last word of a closing formula: the sign-offs, and the wishes that close a French, Spanish or
# Italian message ("Bonne soirée", "Un saludo", "Cordiali saluti", "Un abrazo").
_CLOSING_WORDS = SIGN_OFFS | frozenset({"soiree", "journee", "semaine", "abrazo", "abrazos", "salutations",
                                        "sinceres", "distinti", "cordiali", "wishes", "groetjes", "gruesse"})
_CLERICAL = regex.compile(
    r"(?<![\p{L}])(?:typed|transcribed|dictated|indexed|scanned|filed|keyed|getypt|uitgetypt|getikt|geschrieben|"
    r"geschr|diktiert|dactylographi[ée]e?|tap[ée]e?|trascritt[oa]|dattiloscritt[oa]|dettat[oa]|transcrit[oa]?|"
    r"mecanografiad[oa]|uitgewerkt|"
    r"schreibkraft|frapp[ée]e?|"
    # the end of a dictation, its typist's or author's initials after it ("einde dictaat WDS", "Ende
    # Diktat SD", "fin de dictée MB", "end of dictation JR")
    r"(?:einde|ende|fin|fine|end)[ \t]+(?:(?:de|del|della|of|van|des|du|het|der)[ \t]+){0,2}"
    r"(?:dictaat|diktat|dictée|dictee|dictado|dettatura|dictation))"
    # (the word ends there: "geschrift" holds no initials)
    r"(?![\p{L}])\.?(?:[ \t]+(?:by|door|von|par|da|por))?[ \t]*:?[ \t]*"
    # (the date it was typed may stand between, "on" it and a dash after it: "getypt 12 05 2025 MvdW",
    # "frappé le 11/12/2024 – MCG", "typed 11 march 2025 by jw")
    r"(?:(?:(?:le|on|op|am|el|il)[ \t]+)?(?:\d{1,2}[ ./-]\d{1,2}[ ./-]\d{2,4}|\d{1,2}(?:st|nd|rd|th|er)?[ \t]+"
    r"(?:of[ \t]+)?\p{L}{3,9}\.?(?:[ \t]+\d{4})?)(?:[ \t]*[–—-][ \t]*|[ \t]+)(?:(?:by|door|von|par|da|por)[ \t]+)?)?"
    # (a field's label is no one's initials: "Typed 06/09/2024  Ref: ...")
    r"(?P<initials>(?:\p{L}\.){2,3}|(?-i:\p{Lu}\p{Ll}{1,2}\p{Lu})|\p{L}{2,3})(?![\p{L}\p{N}])(?![ \t]*:)", regex.IGNORECASE)
# A signing word and the signer's initials in capitals ("SIGNED KR 00:05", "gez. MB"): capitals only, as
# "gez. i.A." signs on someone's behalf and "signed off" is a phrase.
_SIGNED_INITIALS = regex.compile(
    r"(?<![\p{L}])(?i:signed|sgd|gez|gezeichnet|getekend|firmado|fdo|firmato)(?![\p{L}])(?:\.|[ \t]*:)?[ \t]+"
    r"(?P<initials>\p{Lu}{2,3})(?![\p{L}\p{N}])")
# A letter's reference: the author's initials in capitals, the typist's in lower case ("AB/cd").
# (the file's number may follow after another slash: "Our ref: SK/jw/K4417263")
_REFERENCE_END = r"(?![\p{L}\p{N}])(?:(?!/)|(?=/[\p{L}\p{N}]*\d))"
_REFERENCE = regex.compile(r"(?<![\p{L}\p{N}/])(?P<author>\p{Lu}{2,3})/(?P<typist>\p{Ll}{2,3})" + _REFERENCE_END)
_REFERENCE_LOWER = regex.compile(r"(?<![\p{L}\p{N}/])(?P<author>\p{Ll}{2,3})/(?P<typist>\p{Ll}{2,3})" + _REFERENCE_END)
# ... the author's initials as a capital and one or two letters ("Unser Zeichen: Kl/mü"): after the label only.
_REFERENCE_MIXED = regex.compile(r"(?<![\p{L}\p{N}/])(?P<author>\p{Lu}\p{Ll}{1,2})/(?P<typist>\p{Ll}{2,3})" + _REFERENCE_END)
# ... both in capitals ("Ref: AB/CD"): right after the label only, where they are initials whatever they spell.
_REFERENCE_CAPITALS = regex.compile(r"(?<![\p{L}\p{N}/])(?P<author>\p{Lu}{2,3})/(?P<typist>\p{Lu}{2,3})" + _REFERENCE_END)
_REFERENCE_LABEL = regex.compile(
    r"(?i)(?:\bref|réf|kenmerk|referentie|zeichen|rif|referencia)\.?[ \t]*(?:n[°º.]?|nr\.?)?[ \t]*:?[ \t]*\Z")
# A lower-case token this frequent in any of our languages is a word ("by", "me", "an"), not a typist's
# initials; two letters people's initials often make are counted as words a little ("ak", "mk": 3.5-4).
CLERICAL_LOWER_MAX_ZIPF = 4.0
# A lower-case word (or an initial), then a role right after it: "... cpn", "... (hca)", "..., sozialdienst".
_LOWER_ROLE = regex.compile(r"(?<=\p{Ll}[\p{Ll}'’]*\.?|(?<![\p{L}])\p{L}\.)(?:[ \t]*,[ \t]*|(?P<dash>[ \t]+[-–][ \t]+)|[ \t]+)(?P<bracket>\([ \t]*)?"
                            r"(?P<role>\p{L}[\p{Ll}\p{M}\-]*\.?)(?![\p{L}\p{N}])")
# A bracket closing right after its one word: "(hija)", not "(hija de ...)".
_BRACKET_CLOSES = regex.compile(r"[ \t]*\)")
# The word after a role's abbreviation that makes it a social worker's ("t. social", "ass sociale").
_SOCIAL_WORD_AFTER = regex.compile(r"[ \t]*(?P<word>\p{L}+)(?![\p{L}\p{N}])")
# The role word one or two words further, its grade or field before it, ending the line or its part.
_ROLE_AFTER_GRADE = regex.compile(r"(?:[ \t]+\p{Ll}[\p{Ll}\p{M}\-]*){0,1}[ \t]+(?P<role>\p{Ll}[\p{Ll}\p{M}\-]*\.?)"
                                  r"(?=[ \t]*(?:$|[,;/(\n]))", regex.MULTILINE)
# (A word the truecasing gave its capital back, "Rhys white", counts as written small.)
_LOWER_WORD = regex.compile(r"(?<![\p{L}\p{N}.'’/])(?:\p{L}\.|\p{L}[\p{Ll}\p{M}'’\-]*\p{Ll})(?![\p{L}\p{N}'’/])")
# A lower-case first name this frequent in the note's language is that word, not a name written
# small (the bar of a log entry's actor: a name rare as a word, "ward" at 4.4 is a word).
LOWER_FIRST_NAME_MAX_ZIPF = 4.0
LOWER_FIRST_NAME_BEFORE_SURNAME_MAX_ZIPF = 4.5
# Alone before the role, a word the language's dictionary writes small is a first name only when
# people bear it this often (Zipf): "consuelo" (4.0), "paz" (3.7), not the adjective "sacra" (3.1).
LOWER_WORD_FIRST_NAME_MIN_ZIPF = 3.5
# A surname that is also a word, after such a first name before a role: this frequent among surnames.
LOWER_WORD_SURNAME_MIN_ZIPF = 3.0
_AGE_IN_BRACKET = regex.compile(r"[ \t]?\d{1,3}(?:[ \t]?(?:a|j|y|J|ans?|años?|anni|jaar|jahre|yrs?|years?)\.?)?[ \t]*(?:[,;)]|$)")
_TRAILING_BRACKET = regex.compile(r"\s*\([^()\n]*\)\s*$")
# A greeting or a sign-off may stand without punctuation when the name ends the line ("Hallo Dörte",
# "Thanks Hedda"), as notes typed in haste or dictated write them.
# (A comma may follow the greeting or sign-off, "Thanks, Anouk"; a full stop may end the name's
# sentence after one, "Thanks Anouk. She is ...".)
_ADDRESSED_NAME = (r"(?P<name>\p{Lu}[\p{Ll}\p{M}]+(?:-\p{Lu}[\p{Ll}\p{M}]+)?)"
                   r"(?:[ \t]*(?P<punct>[,:!]|\.(?=[ \t]|$))|(?P<end>(?=[ \t]*$))|(?=[ \t]+\S))")
_ADDRESSED = regex.compile(r"(?m)^[ \t]*(?:(?P<greeting>\p{L}+)(?P<comma>,)?[ \t]+)?" + _ADDRESSED_NAME)
# The same after a sentence's end inside a line, with its greeting or sign-off only ("... seen on the
# ward. Thanks Hedda", "Plan discussed. Signed Ffion").
_ADDRESSED_AFTER_SENTENCE = regex.compile(r"(?m)(?<=\p{Ll}[.!?][ \t]{1,3})(?P<greeting>\p{L}+)(?P<comma>,)?[ \t]+"
                                          + _ADDRESSED_NAME)

_NAME_WORD = r"\p{Lu}[\p{Ll}\p{M}]+(?:-\p{Lu}[\p{Ll}\p{M}]+)?"
# An elided pronoun or negation opening the verb: "n'est", "s’appelle".
_ELIDED = regex.compile(r"\p{Ll}+['’]")
# Articles and determiners: a capitalised word after one is a noun ("die Säule", "la Harmonie").
_ARTICLES = frozenset("""
    the a an this that de het een die dat der das den dem des ein eine einen einem einer le la les l un une
    du ce cette el los las una lo il gli uno questa questo
""".split())
# A capitalised word opening a sentence (a line, after a bullet, a full stop, a colon, a quote or
# a bracket) or inside one (after a lower-case word: "En la exploración Rufino estaba ..."), then the
# next word, a verb when it is one of the language's subject verbs. (A floor's or a rank's ordinal before
# it counts as such a word: "su amiga del 4º Paqui le sube el periódico".)
_SUBJECT = regex.compile(
    r"(?:(?<=^[ \t]*(?:[-•*][ \t]*)?)|(?<=[.!?;:][ \t]+)|(?<=[«\"“„(][ \t]?)|(?<=(?<![\p{L}\p{N}])(?P<before>\p{Ll}+|\d{1,2}[ºª°]),?[ \t]+))(?P<name>\p{Lu}[\p{Ll}\p{M}]{2,}(?:-\p{Lu}[\p{Ll}\p{M}]+)?)"
    r"[ \t]+(?P<verb>\p{Ll}+(?:['’]\p{Ll}*)?)(?![\p{L}])", regex.MULTILINE)
# A capitalised word opening a clause (a line, a bullet, after a sentence's or a clause's mark, or
# after a word in lower case, as a dictated note runs its clauses on: "family phoned Orla informed"),
# then a participle of telling of the note's language (``_informed``).
_INFORMED = (r"(?:(?<=^[ \t]*(?:[-•*][ \t]*)?)|(?<=[.!?;:,)][ \t]+)|(?<=[\d\p{Ll}][ \t]+))"
             r"(?P<name>\p{Lu}[\p{Ll}\p{M}]{2,}(?:-\p{Lu}[\p{Ll}\p{M}]+)?)[ \t]+(?P<verb>{participles})(?![\p{L}])")
# The patient, written short, where a first name could stand ("Pat informiert", its dot lost in a
# dictated note): not in English, where Pat is more often a person.
_PATIENT_SHORT = {"de": frozenset({"pat"}), "nl": frozenset({"pat"}), "fr": frozenset({"pat"}),
                  "es": frozenset({"pac", "pte"}), "it": frozenset({"paz"})}
# A participle, then a capitalised word closing the clause, a preposition of the person told between
# them or not: the participle ``_informed`` looks up.
_INFORMED_AFTER = (r"(?<![\p{L}])(?P<verb>{participles})[ \t]+(?:(?i:a|à|ad|al|alla|aan)[ \t]+)?"
                   r"(?P<name>\p{Lu}[\p{Ll}\p{M}]{2,}(?:-\p{Lu}[\p{Ll}\p{M}]+)?)(?=[ \t]*(?:[.,;:)]|$))")


@functools.lru_cache(maxsize=None)
def _informed_patterns(language: str):
    """``_INFORMED`` and ``_INFORMED_AFTER`` with the participles of ``language`` in them, compiled once
    (a pattern that names its words finds far fewer candidates than one that tests every pair);
    (None, None) for a language without them."""
    participles = informed_participles(language)
    if not participles:
        return None, None
    words = "|".join(regex.escape(p) for p in sorted(participles, key=len, reverse=True))
    return tuple(regex.compile(p.replace("{participles}", words), regex.MULTILINE)
                 for p in (_INFORMED, _INFORMED_AFTER))


_QUOTED = regex.compile(r"[\"„“”«»‹›‘’']\s?(?P<name>" + _NAME_WORD + r")\s?[\"“”«»‹›‘’'](?!\p{L})")
# A first name alone in brackets; in lower case too, as notes typed in lower case write it
# ("the nurse on nights (ines)"): the role before the bracket is what says a person is meant.
_BRACKETED = regex.compile(r"\(\s*(?P<name>" + _NAME_WORD + r"|\p{Ll}[\p{Ll}\p{M}]{2,})\s*\)")
# A first name opening a bracket, a comma and a staff role, shift or service after it: who gave or
# took the message ("(Jorien, labo)", "(Malik, IDE de nuit)"; not a product and its maker, "(Cavit, Espe)").
_BRACKET_LEAD_NAME = regex.compile(r"\(\s*(?P<name>" + _NAME_WORD + r"),[ \t]+(?P<role>\p{L}[\p{L}\p{M}.\-]*)")
# The words of the clause before a bracket: after the line's start or the last punctuation.
_CLAUSE_BEFORE = regex.compile(r"[^\n.,;:!?()\[\]]{0,48}\Z")
_CLAUSE_WORD = regex.compile(r"\p{L}[\p{L}\p{M}.\-]*")
# A role may be qualified before the bracket by where or when its bearer works: "la enfermera de
# noche (...)", "the nurse on the ward (...)", "l'infirmière de garde (...)", "Pfleger vom
# Nachtdienst (...)". The qualifier opens with one of these prepositions and holds at most three words.
_ROLE_QUALIFIER_OPENERS = frozenset("""
    of on at in from for van op bij uit voor de du des della dello dei di da del al von vom im am aus der zur zum
    en
""".split())
# Roles written as compounds: "Transferverpleegkundige", "Stationsschwester", "logopeda".
_ROLE_ENDINGS = ("verpleegkundige", "schwester", "pfleger", "pflegerin", "therapeut", "therapeutin",
                 "logopeda", "logopedist", "fisioterapia", "enfermeria", "infermiera", "kine", "physio")
# E-mail headers in our languages: From/To/Cc, Van/Aan, De/A/Cc, Von/An, De/Para, Da/A.
# Up to four words (a comma may part surname and first name), an optional tag in brackets, then an
# address: "vermeulen, claudia <claudia.vermeulen@", "crane, june (trust) <june.crane2@".
# An unknown short word between a display name and its address: an organisation's acronym.
DISPLAY_ACRONYM_MAX_LETTERS = 5
_DISPLAY_NAME = regex.compile(
    r"(?P<name>\p{L}[\p{L}\p{M}'’\-]*(?:,?[ \t]+\p{L}[\p{L}\p{M}'’\-]*){0,3})[ \t]*(?:\([^()\n]{1,20}\)[ \t]*)?"
    r"<(?P<local>[^\s<>@]{2,64})@")
_UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "Ä": "ae", "Ö": "oe", "Ü": "ue"})


def _address_forms(word: str) -> Tuple[str, ...]:
    """How a name word is spelled in an e-mail address: accents dropped, umlauts as "ae"/"oe"/"ue"."""
    return tuple({fold(word).replace("'", "").replace("’", ""),
                  fold(word.lower().translate(_UMLAUTS)).replace("'", "").replace("’", "")})


# A display name written small opens with a first name people bear this often (Zipf).
DISPLAY_FIRST_NAME_ZIPF = 3.0
# A word of a header's display name.
_HEADER_WORD = regex.compile(r"\p{L}[\p{L}\p{M}'’\-]*")
_MAIL_HEADER = regex.compile(
    r"(?mi)^[ \t]*(?:from|to|cc|van|aan|de|von|an|para|da|a|envoyé par|sent by)[ \t]*:[ \t]*"
    r"(?P<name>[^\n<>@:]{2,60}?)[ \t]*(?:<[^\n>]*@|\([^\n)]*\)[ \t]*$|;|$)")


def _clause_words_before(text: str, at: int) -> List[str]:
    """The folded words of the clause that ends at ``at`` (after the line's start or the last
    punctuation, 48 characters at most), trailing dots off."""
    clause = _CLAUSE_BEFORE.search(text, max(0, at - 48), at)
    return [fold(w.rstrip(".")) for w in _CLAUSE_WORD.findall(clause.group())] if clause else []


def _relation_right_before(text: str, at: int) -> bool:
    """Whether a relation word ("marido", "son", "Tochter") is the last word before ``at``."""
    words = _clause_words_before(text, at)
    return bool(words) and words[-1] in RELATION_WORDS


# Roles and services of two words: an adjective after the role or the service ("trabajadora social",
# "assistante sociale", "trabajo social", "servizio sociale"), or a worker qualified before ("social
# worker", "support worker", "maatschappelijk werker"), and "social work".
_ROLE_ADJECTIVES = frozenset({"social", "sociale", "sociales", "sociali", "sozial", "soziale", "sozialer"})
_SERVICE_HEADS = frozenset({"trabajo", "servicio", "servizio", "service", "dienst"})
_QUALIFIED_ROLES = frozenset({"worker", "werker", "werkster"})


def _is_role(word: str) -> bool:
    return word in STAFF_ABBREVIATIONS or word in ROLE_WORDS or word.endswith(_ROLE_ENDINGS) or care_team_role(word)


def _role_before(text: str, at: int) -> bool:
    """Whether a care-team role ends the clause before ``at``, right before it ("logopeda (...)",
    "PT (...)", "trabajadora social (...)", "support worker (...)") or qualified by a short phrase
    of place or time ("la enfermera de noche (...)")."""
    words = _clause_words_before(text, at)
    for k in range(len(words) - 1, max(-1, len(words) - 5), -1):
        if k < len(words) - 1 and words[k + 1] not in _ROLE_QUALIFIER_OPENERS:
            continue
        role = words[k]
        if _is_role(role):
            return True
        head = words[k - 1] if k > 0 else ""
        if role in _ROLE_ADJECTIVES and (_is_role(head) or head in _SERVICE_HEADS) \
                or role in _QUALIFIED_ROLES and head.isalpha() or role == "work" and head == "social":
            return True
    return False

