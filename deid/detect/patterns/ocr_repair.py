"""Characters that OCR misread, read back: digits inside numbers, letters inside words.

Scanned letters and faxes come back with O for 0 and l, I or | for 1 inside numbers
("O87 31 54 6O", "14/O9/2O24", "594OO", "P24-3l927"), and the other way round with 0 for O
and 1 for l inside words ("V1LLENEUVE", "Ju1ien"), or l for I inside capitals ("RlZIV").
A phone number, a date, an id, a town or the cue word before an id damaged so is still what it
was, and annotators mark it as printed. The pattern detector therefore reads a *repaired* copy
of the note, of the note's length, so that every span found on it has the same offsets in the
original:

* **Numbers** (``repair_digits``): in every run of number tokens (tokens separated by one
  space, dot, slash or dash), where each token holds a real digit and otherwise only those
  look-alike letters, and the run holds at least two real digits and no fewer real digits than
  look-alikes, the look-alikes become digits. A token without a digit ("Il", "lO") or with
  another letter ("CO2", "SpO2") stays. A note re-cased after the scan writes l as "L" (capitals)
  and I as "i" (lower case): those count only before a digit, and between two digits or in a long
  number ("P23-4L271", "0476 L2 83 O5"), not as a unit or a vertebra ("2L", "L4 L5").
* **Words** (``repair_letters``): a word of at least three letters holding only the digits 0
  and 1, after a letter, and no more of them than half its letters, is read with letters instead
  (0 as O, 1 as l, or I in capitals; then 1 as i), and so is a word in capitals with a lower-case
  l inside; the reading is kept only when it is a word of the note's language (wordfreq) or a
  town of the place lists written as a town is: "V1LLENEUVE" becomes "VILLENEUVE", "sincere1y"
  "sincerely", "Tor1no" "Torino", while codes whose reading is no word stay as printed ("HbA1c",
  "SW1A", "pT1a"), and so do shorter tokens ("NR1", "T1c"). A zero before an apostrophe and a
  capital is the O of an Irish surname ("0'Brien").
"""
from __future__ import annotations

import functools

import regex

from deid.detect.note_case import written_in_capitals, written_in_lower_case
from deid.lexicon.months import month_lookup
from deid.lexicon.name_lexicon import fold
from deid.lexicon.name_likelihood import NAME, NameEvidence, text_language
from deid.lexicon.word_classes import major_places, place_words

_LOOK_ALIKE = str.maketrans({"O": "0", "o": "0", "l": "1", "I": "1", "|": "1"})
# The l and the I of a number as a note re-cased after the scan writes them: "L" in capitals, "i" in
# lower case. Both are also a quantity's unit or a vertebra ("2L", "L4 L5"): read as a digit only
# before one, and either between two digits ("4L271") or in a run that a plain number of its own
# makes a long number's ("0476 L2 83 O5"), never in a run of levels alone ("L1 L2 L3 L4 L5").
_CASED_ALIKES = "Li"
_TOKEN = r"[0-9OolIiL|]*[0-9][0-9OolIiL|]*"
_RUN = regex.compile(r"(?<![\p{L}\p{N}|])" + _TOKEN + r"(?:[ ./\-]" + _TOKEN + r")*(?![\p{L}\p{N}|])")
_ALIKE_BESIDE_DIGIT = regex.compile(r"[OolIiL|]\d|\d[OolIiL|]")
_PLAIN_NUMBER = regex.compile(r"(?<![^ ./\-])\d{2,}(?![^ ./\-])")
MIN_DIGITS = 2
# The unit of an age right after a number: there a number of two figures, one of them misread, is
# an age, never a litre ("8l años", "4l-jarige", "8O j."; not "4l O2").
_AGE_UNIT_AFTER = regex.compile(
    r"(?:[ \t]?-?(?:años|anni|ans|jaar|jarige|jährige|jahre|years?|yrs?)|[ \t]j\.)(?![\p{L}])", regex.IGNORECASE)
# The real digits a run must hold for a cased look-alike that no digit stands before.
MIN_DIGITS_CASED = 6
# A word read back must be at least this frequent in the note's language (Zipf): "sincerely" (3.9 in
# English), "villeneuve" (3.9 in French), "riziv" (2.3 in Dutch); codes read as letters are 0.
MIN_WORD_ZIPF = 2.0
# A name read back must be at least this popular in real populations (the Zipf-like scale of
# ``NameEvidence.name_zipf``), and more a name than a word: "Kowalski", "Sabine" are.
MIN_NAME_ZIPF = 3.0
# ... or this popular right after an initial, which says a surname stands there ("R. Hami1l": 2.6).
MIN_INITIALLED_NAME_ZIPF = 2.0
_INITIAL_BEFORE = regex.compile(r"(?<![\p{L}\p{N}])\p{Lu}\.[ \t]?\Z")
# Shorter tokens are codes as often as words: "NR1" (a postcode district), "T1c" (a tumour stage).
MIN_WORD_LETTERS = 3
# A word with a look-alike digit inside, or in capitals with a lower-case l among them.
_WORD = regex.compile(r"(?<![\p{L}\p{N}])(?:\p{L}[\p{L}01]*[01][\p{L}01]*|\p{Lu}+l[\p{Lu}l]*)(?![\p{L}\p{N}])")
# The word before a number (an id's cue: "RlZIV 1-2...") in a note re-cased after the scan: its l read
# as an I is "L" in capitals, "l" in lower case ("RLZIV", "rlziv"). Read back with an I (an i) where the
# word is none of the language and its reading is one ("riziv" is Dutch, 2.3); "TEL", "bloed" are words.
_CASED_CUE = regex.compile(r"(?<![\p{L}\p{N}])(?:\p{Lu}*L\p{Lu}*|\p{Ll}*l\p{Ll}*)(?=[ \t]*[:.#]?[ \t]*\d)")


def repair_digits(text: str) -> str:
    """``text`` with look-alike letters inside number runs read as digits (same length)."""
    if _ALIKE_BESIDE_DIGIT.search(text) is None:
        return text  # a run to repair holds a look-alike beside a digit (its tokens have no gap)
    text = _repair_day_months(text)
    edits = []
    for m in _RUN.finditer(text):
        run = m.group()
        digits = sum(ch.isdigit() for ch in run)
        if digits < MIN_DIGITS and not (digits == 1 and len(run) == 2 and (
                _AGE_UNIT_AFTER.match(text, m.end()) or _month_after(text, m.end()))):
            continue  # (an age of two figures, one misread, before its unit: "8l años", "4l-jarige";
            # a day before its month's name: "l0 apri1e", "2O mars")
        repaired = _read_digits(run, digits)
        if repaired is None:
            continue
        alikes = sum(a != b for a, b in zip(run, repaired))
        if alikes and digits >= alikes:
            edits.append((m.start(), m.end(), repaired))
    return _spliced(text, edits)


def _spliced(text: str, edits) -> str:
    """``text`` with each ``(start, end, replacement)`` of ``edits`` (in order, apart, of the same
    length) put in its place."""
    if not edits:
        return text
    parts, last = [], 0
    for start, end, replacement in edits:
        parts.append(text[last:start])
        parts.append(replacement)
        last = end
    parts.append(text[last:])
    return "".join(parts)


# A day and a month of two figures each (and a year), some of them misread, the month's perhaps
# wholly ("28/Ol/2O25", "O2/Ol", "3O/Ol"): a token of look-alikes alone is read between date
# separators only when what it gives is a day and a month, and a real digit stands in the date.
_DAY_MONTH = regex.compile(
    r"(?<![\p{L}\p{N}|/.])(?P<day>[0-3OIl|][0-9OolI|])(?P<sep>[/.])(?P<month>[01OIl|][0-9OolI|])"
    r"(?:(?P=sep)(?P<year>(?:19|20|l9|2O)[0-9OolI|]{2}))?(?![\p{L}\p{N}|]|[/.]\d)")
# A month's name after a day of two figures, itself perhaps misread ("apri1e", "0ctober"): the
# day's look-alike is a digit ("l0 apri1e", "2O mars").
_MONTH_AFTER = regex.compile(r"[ \t]+(?P<month>[\p{L}01]{3,})(?![\p{L}\p{N}])")


@functools.lru_cache(maxsize=1)
def _month_names() -> frozenset:
    return frozenset(month_lookup())


def _month_after(text: str, end: int) -> bool:
    m = _MONTH_AFTER.match(text, end)
    if m is None:
        return False
    word = m.group("month").lower()
    return any(reading in _month_names() for reading in {
        word, word.replace("0", "o").replace("1", "l"), word.replace("0", "o").replace("1", "i")})


def _repair_day_months(text: str) -> str:
    """``text`` with the days and months of ``_DAY_MONTH`` read as digits (same length)."""
    edits = []
    for m in _DAY_MONTH.finditer(text):
        date = m.group()
        if not any(ch.isdigit() for ch in date) or date.isdigit() or date.replace(m.group("sep"), "").isdigit():
            continue
        read = date.translate(_LOOK_ALIKE)
        day, month = int(read[0:2]), int(read[3:5])
        if not (1 <= day <= 31 and 1 <= month <= 12):
            continue
        edits.append((m.start(), m.end(), read))
    return _spliced(text, edits)


def _read_digits(run: str, digits: int):
    """``run`` with its look-alikes read as digits, or None where a cased look-alike ("L", "i") is
    no digit: one with no digit after it, or one with none before it in a run without a plain
    number of two digits or more and ``MIN_DIGITS_CASED`` digits in all."""
    long_number = digits >= MIN_DIGITS_CASED and _PLAIN_NUMBER.search(run) is not None
    out = []
    for i, ch in enumerate(run):
        if ch in _CASED_ALIKES:
            after = i + 1 < len(run) and run[i + 1].isdigit()
            before = i > 0 and run[i - 1].isdigit()
            if not after or not (before or long_number):
                return None
            out.append("1")
        else:
            out.append(ch.translate(_LOOK_ALIKE))
    return "".join(out)


def _read_as_letters(word: str) -> str:
    """The word with 0 read as O and 1 as l (I among capitals), l as I among capitals."""
    letters = [ch for ch in word if ch.isalpha()]
    capitals = sum(ch.isupper() for ch in letters) > len(letters) / 2
    out = []
    for ch in word:
        if ch == "0":
            out.append("O" if capitals else "o")
        elif ch == "1" or (ch == "l" and capitals):
            out.append("I" if capitals else "l")
        else:
            out.append(ch)
    return "".join(out)


def repair_letters(text: str, locale: str) -> str:
    """``text`` with OCR's digits inside words read back as letters where that makes a word of
    the note's language (same length)."""
    language = text_language(locale)
    parts = []
    last = 0
    for m in _WORD.finditer(text):
        word = m.group()
        digits = sum(ch in "01" for ch in word)
        letters = len(word) - digits
        if letters < MIN_WORD_LETTERS or 2 * digits > letters:
            continue
        for reading in _readings(word):
            if reading != word and (NameEvidence.text_zipf(reading, language) >= MIN_WORD_ZIPF or _place(reading)):
                parts.append(text[last:m.start()])
                parts.append(reading)
                last = m.end()
                break
    if parts:
        parts.append(text[last:])
        text = "".join(parts)
    if written_in_lower_case(text) or written_in_capitals(text):
        text = _repair_cased_cues(text, language)
    return _irish_o(text)


def _repair_cased_cues(text: str, language: str) -> str:
    """``text`` with the l read as I in the words before a number where that makes them a word
    (``_CASED_CUE``), same length."""
    parts = []
    last = 0
    for m in _CASED_CUE.finditer(text):
        word = m.group()
        if len(word) < MIN_WORD_LETTERS or NameEvidence.text_zipf(word, language) >= MIN_WORD_ZIPF:
            continue
        reading = word.replace("L", "I") if word.isupper() else word.replace("l", "i")
        if NameEvidence.text_zipf(reading, language) >= MIN_WORD_ZIPF:
            parts.append(text[last:m.start()])
            parts.append(reading)
            last = m.end()
    if not parts:
        return text
    parts.append(text[last:])
    return "".join(parts)


def _readings(word: str):
    """The word read with letters: 1 as l first, then as i ("Kortr1jk", "Tor1no": an i), once each."""
    l_reading = _read_as_letters(word)
    i_reading = "".join("i" if ch == "1" else r for ch, r in zip(word, l_reading)) \
        if "1" in word and not word.isupper() else l_reading
    return dict.fromkeys((l_reading, i_reading))


def _place(reading: str) -> bool:
    """A town of the place lists, written as a town is (a capital, then small letters: codes such as
    "pT1a", "HbA1c" are not)."""
    return reading[:1].isupper() and reading[1:].islower() \
        and (fold(reading) in major_places() or fold(reading) in place_words())


# A zero before an apostrophe and a capital opens an Irish surname: "0'Brien" is O'Brien.
_IRISH_ZERO = regex.compile(r"(?<![\p{L}\p{N}])0(?=['’]\p{Lu}\p{Ll})")


def _irish_o(text: str) -> str:
    return _IRISH_ZERO.sub("O", text) if "0'" in text or "0’" in text else text


# A name's word that OCR gave a digit, at its start too ("5ebastian", "We8er", "Mi11er"): letters and the
# digits OCR puts for letters (0 O, 1 l or i, 5 S, 6 G, 8 B), one digit at least.
_NAME_WORD = regex.compile(r"(?<![\p{L}\p{N}])[\p{L}01568]*[01568][\p{L}01568]*(?![\p{L}\p{N}])")
# The letters a name's digit stands for: small inside a word, a capital at its start or in capitals.
_NAME_LOOK_ALIKES = {"5": "s", "6": "g", "8": "b"}


def _name_readings(word: str):
    """A name's word read with letters: 0 and 1 as in words (``_readings``), 5, 6 and 8 as S, G
    and B, capitals where the word starts or is written in capitals."""
    capitals = sum(ch.isupper() for ch in word) > sum(ch.islower() for ch in word)
    for reading in _readings(word):
        reading = "".join(_NAME_LOOK_ALIKES[ch].upper() if ch in _NAME_LOOK_ALIKES and (i == 0 or capitals)
                          else _NAME_LOOK_ALIKES.get(ch, ch) for i, ch in enumerate(reading))
        yield reading[:1].upper() + reading[1:] if word[:1].isdigit() else reading


def repair_names(text: str, locale: str, evidence: NameEvidence) -> str:
    """``text`` with OCR's digits inside words read back as letters where that makes a name of real
    populations rather than a word of the note's language (same length): what the name detector
    reads ("Pat1ent" stays, a word is no name). A 1 in a name stands for an l or an i
    ("Kowa1ski", "Ingr1d"): both readings are tried, the l first; a 5, 6 or 8 for an S, G or B
    ("5ebastian", "We8er"). Three letters at least and twice as many letters as digits; a 5, 6 or 8
    only in a word of four characters or more ("8am", "5mg" stay)."""
    if not any(ch in "01568" for ch in text):
        return text
    text = _irish_o(text)
    language = text_language(locale)
    parts = []
    last = 0
    for m in _NAME_WORD.finditer(text):
        word = m.group()
        digits = sum(ch in "01568" for ch in word)
        letters = len(word) - digits
        if letters < MIN_WORD_LETTERS or 2 * digits > letters or len(word) < 4 and digits > sum(ch in "01" for ch in word) \
                or not word[1:].strip("01568"):
            continue
        # after an initial ("R. Hami1l") a rarer surname: the initial says a name stands there
        least = MIN_INITIALLED_NAME_ZIPF if _INITIAL_BEFORE.search(text, max(0, m.start() - 4), m.start()) \
            else MIN_NAME_ZIPF
        for reading in _name_readings(word):
            if reading != word and evidence.name_zipf(reading) >= least \
                    and evidence.kind(reading, language) == NAME:
                parts.append(text[last:m.start()])
                parts.append(reading)
                last = m.end()
                break
    if not parts:
        return text
    parts.append(text[last:])
    return "".join(parts)


def repair(text: str, locale: str) -> str:
    """The note as the pattern detector reads it: numbers and words that OCR damaged, repaired."""
    return repair_letters(repair_digits(text), locale)
