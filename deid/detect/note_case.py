"""Whether a note is written in lower case, and a span's words as a cased note would write them.

    written_in_lower_case(text)            # few of its words start with a capital
    written_in_capitals(text)              # nearly all of its words are in capitals
    truecased(text, language)              # its names capitalised, as a cased note writes them
    recased(text, start, end)              # the text with the span's words capitalised

Dictated, typed-in-a-hurry and chat-like notes write everything in lower case, names too ("dr
crane", "gewassen door ilse", "appel de mme lefort"). The capital that tells a name from a word in
other notes is then missing, and the checks that lean on it (the NER gate wants a name's words
capitalised) would drop every name of such a note. In a note written in lower case, a span the
model proposes is therefore judged as the same words capitalised would be: the gate's lexical
tests (ordinary words of the language, known names, a person announced before) still apply, only
the case, which the note never had, is not held against it. A note with a few capitals (a heading,
an acronym, a drug) still counts as written in lower case; 20 words at least, so that a one-line
note in lower case does not decide for its writer.

The rule-based name detector reads a name by its capital and the words around it; for it, a note
written in lower case is truecased first (``truecased``): the words the name lists know better than
the language's words get their capital back, and its rules read the copy as a cased note. A note
typed in capitals (``written_in_capitals``) hides names the other way, every word looking like one;
the detector reads it as written (initials, signatures) and also lowered and truecased.
"""
from __future__ import annotations

import functools
import re

import regex

from deid.lexicon.age_cues import YEAR_UNITS
from deid.lexicon.clinical_morphology import clinical_word
from deid.lexicon.german_compounds import COMPOUNDING_LANGUAGES, compound_noun
from deid.lexicon.name_lexicon import DEGREES, PARTICLES, TITLES, first_names, fold, last_names
from deid.lexicon.dictionary_words import capitalised_word, common_word, has_dictionary
from deid.lexicon.name_likelihood import LANGUAGES, NAME, WORD, name_evidence
from deid.lexicon.stop_words import stop_word
from deid.lexicon.staff_words import (ANSWERS_AND_STATES, DOTTED_ROLE_ABBREVIATIONS, SIGN_OFFS, STAFF_ABBREVIATIONS,
                                      care_team_role)
from deid.lexicon.word_classes import major_places

# Share of words starting with a capital at most, and words at least, for a note written in lower case.
LOWER_CASE_MAX_CAPITALS = 0.03
LOWER_CASE_MIN_WORDS = 20
# Share of words (two letters or more) in capitals at least, for a note written in capitals.
CAPITALS_MIN_SHARE = 0.85
# A large place's name this frequent as a word stays small when truecasing ("will", "bath", "nice").
TRUECASE_PLACE_MAX_ZIPF = 5.0
# A word the name lists know, rarer than this in the note's language and than the next in all of
# ours, is capitalised as a name would be ("crane", "brandhorst"; not "patient", "morgen").
TRUECASE_NAME_MAX_ZIPF = 4.0
TRUECASE_ANY_LANGUAGE_MAX_ZIPF = 4.5
# After a title, a word this frequent in the language stays a word ("dr will see").
TRUECASE_AFTER_TITLE_MAX_ZIPF = 5.0
# After a title and an initial ("mr j. fine", "dr k fairweather") the word is the surname unless
# it is among the language's commonest words, this frequent or more ("dr k. and", "dr j. is").
TRUECASE_AFTER_INITIAL_MAX_ZIPF = 6.0
# ... or up to this frequency when populations bear it often as a surname ("mme petit", "dr white";
# not "dr can", "mme est").
TRUECASE_AFTER_TITLE_SURNAME_MAX_ZIPF = 5.8
TRUECASE_AFTER_TITLE_SURNAME_MIN_ZIPF = 3.5
# German and Dutch glue nouns together; a compound this long with only a first name's reading in
# the population tables is a word ("thuisverpleging"), not a name.
COMPOUND_MIN_LETTERS = 10
# A word that populations bear only as a first name, and not this much (Zipf) more often than
# text writes it, is the word ("omero" 3.0 as a first name, 3.5 in Italian text).
TRUECASE_NOISE_SURNAME_ZIPF = 1.5
TRUECASE_NOISE_MARGIN = 0.25
# After a title and a first name, a word that closes the line and that real populations bear as a
# surname is the surname when rarer than this in the note's language ("ferro" 4.7, "gallo" 4.0;
# not a word as frequent as "oggi", 5.8).
TRUECASE_LINE_SURNAME_MAX_ZIPF = 5.0
# After a carer's role, a word closing the phrase that real populations bear this often (Zipf) as
# a surname or a first name ("calderón" 3.0, "segura" 3.3; not "lago" 2.7).
TRUECASE_ROLE_SURNAME_ZIPF = 3.0
# Closing its line after a role's abbreviation, a word that real populations bear this often (Zipf)
# as a first name or a surname is the carer's signature, however frequent a word it also is.
TRUECASE_SIGNATURE_NAME_ZIPF = 3.5
# Surname first after an agent word: the first name after it borne this often (Zipf), and the word
# borne as a surname this often, more than as a first name.
AGENT_SURNAME_FIRST_NAME_ZIPF = 3.5
AGENT_SURNAME_MIN_ZIPF = 2.5
# A word the language's dictionary does not write small, that populations bear this often (Zipf)
# as a first name or a surname, is the name however often text writes it ("felipe": 4.3 as a
# name, 4.6 in Spanish text, a monarch's).
TRUECASE_UNLISTED_NAME_MIN_ZIPF = 3.0
_WORD = re.compile(r"[^\W\d_]+")
# The Irish "O'" of a surname the word after it was capitalised as ("o'Sullivan"): its own capital too.
_IRISH_O = regex.compile(r"(?<![\p{L}\p{M}'’])o(?=['’]\p{Lu}(?P<rest>[\p{L}\p{M}]+))")
# A Latin binomial behind an initial: a vessel, a muscle, a nerve or a germ ("v. femoralis", "n.
# ulnaris", "k. pneumoniae"), told by its Latin ending.
LATIN_BINOMIAL = regex.compile(r"(?<![\p{L}])\p{L}\.[ \t]*\p{L}+(?:us|um|ae|is|ia|ii|ica|alis|aris|oris|ator|ensis|oli)"
                               r"(?:[ \t]+\p{L}+(?:us|um|ae|is|ia|ii|ica|alis|aris|oris|ator|ensis|i))?(?![\p{L}])",
                               regex.IGNORECASE)
# A title, up to two initials, then a word of three letters or more: "dr ostendorf", "mme a. lefort".
# Title words of two letters or more, as written and without their inner dots ("dr.ssa", "drssa" as
# dictation types it), longest first, as one alternation (shared with the name detector).
TITLE_WORDS = "|".join(regex.escape(t) for t in sorted(
    {form for t in TITLES for form in (t, t.replace(".", "")) if len(form) >= 2 and form.replace(".", "").isalpha()},
    key=len, reverse=True))
# A title right before a position ("Dr. ", "Mme "): searched in the few characters before it.
TITLE_RIGHT_BEFORE = regex.compile(r"(?<![\p{L}])(?i:" + TITLE_WORDS + r")\.?[ \t]*$")
_TITLE_THEN_WORD = regex.compile(
    r"(?<![\p{L}])(?:" + TITLE_WORDS + r")\.?[ \t]+(?:(?:" + "|".join(DEGREES) + r")\.?[ \t]+){0,3}"
    r"(?P<initials>(?:\p{L}\.?(?:-\p{L}\.?)?[ \t]+){0,2})(?P<name>\p{Ll}[\p{L}\p{M}'’-]{2,})", regex.IGNORECASE)
# The rest of a line after a word: blanks, a comma or a semicolon at most.
_LINE_CLOSE = regex.compile(r"[ \t]*[,;]?[ \t]*(?:\n|\Z)")
# An article or preposition elided onto the word after it: "dell'Orso", "l'infirmière", "dall'inf.".
ELIDED_ARTICLE = regex.compile(r"^(?:l|d|all|dall|dell|nell|sull|coll)['’](?=\p{L}{2})", regex.IGNORECASE)
# The words of who referred or did it, before a person written surname first (shared with the name
# detector's ``_surname_first_after_agent``).
AGENT_WORDS = "door|by|par|von|da|dalla|dal|por|from"
# The word of who referred or did it, a word written small, then a capitalised word: "por calderón
# Fátima".
_AGENT_SURNAME_FIRST = regex.compile(
    r"(?<=(?<![\p{L}])(?:" + AGENT_WORDS + r")[ \t]+)(?P<name>\p{Ll}[\p{L}\p{M}'’-]{2,})"
    r"(?=[ \t]+(?P<first>\p{Lu}\p{Ll}[\p{L}\p{M}'’-]+)(?![\p{L}\p{M}'’-]))", regex.IGNORECASE)
# A letter's sign-off closing its line ("cordiali saluti,", "Kind regards"), blank lines, then a line
# that is a capitalised first name and one or two words written small.
_SIGNER_AFTER_SIGN_OFF = regex.compile(
    r"(?P<off>\p{L}+)[ \t]*[,.!]?[ \t]*\n(?:[ \t]*\n)*[ \t]*(?P<first>\p{Lu}\p{Ll}[\p{L}\p{M}'’-]+)"
    r"(?P<rest>(?:[ \t]+\p{Ll}[\p{L}\p{M}'’-]+){1,2})[ \t]*(?=\n|\Z)")
# A capitalised first name, a word written small, then a bracket or, as dictation writes it, a
# word: "Nives correr (coordinatrice)", "Nives correr coordinatrice".
_FIRST_WORD_ROLE = regex.compile(
    r"(?<=(?<![\p{L}])(?P<first>\p{Lu}\p{Ll}[\p{L}\p{M}'’-]+)[ \t]+)(?P<name>\p{Ll}[\p{L}\p{M}'’-]{2,})"
    r"(?=[ \t]*\((?P<role>\p{L}[^()\n]{0,39})\)|[ \t]+(?P<bare>\p{Ll}[\p{Ll}\p{M}-]{2,})(?![\p{L}\p{M}]))")
# A role word and the word after it that closes the phrase: "enf. calderón,", "aux. segura.".
_ROLE_THEN_WORD = regex.compile(
    r"(?<=(?<![\p{L}.])(?P<role>\p{Ll}{2,}|\p{Ll}\.\p{Ll})(?P<dot>\.?)[ \t]+)(?P<name>\p{Ll}[\p{L}\p{M}'’-]{2,})"
    r"(?=[ \t]*(?:[,.;:)/\n]|\Z))")
# A word of a name, its hyphen and apostrophe inside.
_NAME_WORD = regex.compile(r"\p{L}[\p{L}\p{M}'’-]*")
# A title, the first name the truecasing gave its capital, then a lower-case word: "dr. Ilka brackelmeier".
_TITLED_FIRST_THEN_WORD = regex.compile(
    r"(?<=(?<![\p{L}])(?:" + TITLE_WORDS + r")\.?[ \t]+(?:(?:" + "|".join(DEGREES) + r")\.?[ \t]+){0,3}"
    r"(?P<first>\p{Lu}[\p{Ll}\p{M}'’-]{2,})[ \t]+)(?P<name>\p{Ll}[\p{L}\p{M}'’-]{2,})",
    regex.IGNORECASE)
# A first name and a surname the truecasing gave their capitals, then a word written small:
# "Marcos Ibarra delgado" (Spanish names carry two surnames).
_FIRST_SURNAME_THEN_WORD = regex.compile(
    r"(?<=(?<![\p{L}])(?P<first>\p{Lu}\p{Ll}[\p{L}\p{M}'’-]+)[ \t]+(?P<surname>\p{Lu}\p{Ll}[\p{L}\p{M}'’-]+)[ \t]+)"
    r"(?P<name>\p{Ll}[\p{L}\p{M}'’-]{2,})(?![\p{L}\p{M}])")
# A first name the truecasing capitalised, a word written small, then a capitalised name: "Amparo río Villaverde".
_FIRST_WORD_THEN_SURNAME = regex.compile(
    r"(?<=(?<![\p{L}])(?P<first>\p{Lu}\p{Ll}[\p{L}\p{M}'’-]+)[ \t]+)(?P<name>\p{Ll}[\p{L}\p{M}'’-]{2,})"
    r"(?=[ \t]+(?P<last>\p{Lu}\p{Ll}[\p{L}\p{M}'’-]+)(?![\p{L}\p{M}]))")
# Languages whose people carry two surnames, the father's and the mother's.
TWO_SURNAME_LANGUAGES = frozenset({"es"})
# The second surname after a first name and a surname: a word real populations bear this often
# (Zipf) as a surname, however often a word too, short of the language's commonest words.
SECOND_SURNAME_ZIPF = 2.5
SECOND_SURNAME_MAX_TEXT_ZIPF = 5.5
# Single letters that are words of our languages ("y", "e", "o", "a", "à"): without a full stop after
# them they are no initials ("el dr y familia").
_LETTER_WORDS = frozenset("aeiouyàèéò")
_BINOMIAL_WORDS = regex.compile(r"\p{L}+")


# A capitalised word after an initial that real populations bear as a surname this often (Zipf of
# its rank) is a surname though it ends as a Latin species does ("Bulthuis" 2.2; "coli" 1.9).
BINOMIAL_SURNAME_ZIPF = 2.0


def latin_binomial(text: str) -> bool:
    """Whether ``text`` is an initial and a Latin word ("v. femoralis", "K. Pneumoniae") rather
    than an initial and a surname of that ending: a surname of the name lists ("F. Lardinois",
    "A. Markus") is a person."""
    if not LATIN_BINOMIAL.fullmatch(text.strip()):
        return False
    words = _BINOMIAL_WORDS.findall(text)[1:]
    # (a capitalised surname real populations bear, "L. Bulthuis", though no list of ours holds it; a
    # germ's species is written small, "E. coli", or is no surname, "K. Pneumoniae")
    return not any(fold(w) in last_names() or fold(w) in first_names()
                   or w[:1].isupper() and not w.isupper() and name_evidence().surname_zipf(w) >= BINOMIAL_SURNAME_ZIPF
                   for w in words)


# (Two initials joined by a dash, as French writes a double first name: "a-c Dubois", "j.-p. Morel".)
_INITIAL_BEFORE_NAME = regex.compile(
    r"(?<![\p{L}\p{N}.'’-])\p{Ll}(?:\.?-\p{Ll})?(?=(?:\.[ \t]?|[ \t])(?:\p{Ll}\.?[ \t]?)?\p{Lu}\p{Ll})")


# An initial before a surname's particles and the surname ("j de Vries", "k van der Wal"): the
# particles of two letters or more that open Dutch, German, French, Spanish and Italian surnames.
_SURNAME_PARTICLES = sorted((p for p in PARTICLES if len(p) >= 2 and p.isalpha() and p not in {"mac", "mc"}),
                            key=len, reverse=True)
_INITIAL_BEFORE_PARTICLES = regex.compile(
    r"(?<![\p{L}\p{N}.'’-])\p{Ll}(?=\.?[ \t](?:(?:" + "|".join(_SURNAME_PARTICLES) + r")[ \t]+){1,3}\p{Lu}\p{Ll})")
# Two letters each with its dot ("a.s.", "t.s."): initials, or a role's abbreviation.
DOTTED_PAIR = regex.compile(r"\p{L}\.\p{L}\.")
# One-letter words for "and" that join two names, read as such before a name without a dot.
_ONE_LETTER_CONJUNCTIONS = {"es": frozenset("ye"), "it": frozenset("e")}
# ... between two first names people bear this often (Zipf), more than as surnames ("e coli": 2.7).
CONJOINED_FIRST_NAME_MIN_ZIPF = 3.0
_NEXT_WORD = regex.compile(r"[ \t]+(\p{L}[\p{L}\p{M}'’\-]*)")
_AGE_BEFORE = regex.compile(r"(?<![\p{L}\p{N}.,:/])\d{1,3}(?:[ \t]*(?:" + "|".join(YEAR_UNITS) + r"))?[ \t]+\Z",
                          regex.IGNORECASE)
_PREVIOUS_WORD = regex.compile(r"(?<![\p{L}\p{M}'’\-])(\p{L}[\p{L}\p{M}'’\-]*)[ \t]+\Z")


def conjoined_first_names(before: str, after: str) -> bool:
    """Whether the words on either side of a one-letter "and" are two first names ("Fátima y
    Gregorio", "Ugo e Nives"): each borne as a first name often, and more than as a surname (not
    a double surname, "Ramón y Cajal", nor a germ, "e coli")."""
    return _conjoined_first_name(before) and _conjoined_first_name(after)


def _conjoined_first_name(word: str) -> bool:
    evidence = name_evidence()
    return evidence.first_name_zipf(word) >= CONJOINED_FIRST_NAME_MIN_ZIPF \
        and evidence.first_name_zipf(word) > evidence.surname_zipf(word)


# An initial after a name, closing its phrase where a signer stands: before a clock time ("hollins
# k 14:10"), or at a line's end, a bracket or a separator when the name opens its line or follows
# a slash, a colon or "by" ("ordered by dr ames / hollins k", "transcribed by: hollins k.", or
# before a form's next field after a run of blanks).
# Not after a name inside a sentence: an eponym and its class ("dissection of the aorta stanford
# a") read the same. "i" is a pronoun and a Roman one ("asa i").
_INITIAL_AFTER_NAME = regex.compile(
    r"(?<=(?<![\p{L}\p{N}])\p{Lu}\p{Ll}[\p{L}\p{M}'’-]+[ \t])[a-hj-z](?=\.?[ \t]+\d{1,2}[:.h]\d{2}(?!\d))"
    r"|(?<=(?:^|[/:]|(?<![\p{L}])(?:by|door|par|von|por|da|dal|dalla|per))[ \t]*\p{Lu}\p{Ll}[\p{L}\p{M}'’-]+[ \t])"
    r"[a-hj-z](?=\.?(?:[ \t]*(?:$|[,;()/|–])|[ \t]+-[ \t]|[ \t]{2,}))", regex.MULTILINE)


# Every finder of a note asks the same question of the same text: answered once per note (a few
# notes kept, so that a long note is not held for long).
@functools.lru_cache(maxsize=8)
def written_in_lower_case(text: str, max_capitals: float = LOWER_CASE_MAX_CAPITALS) -> bool:
    """Whether fewer than ``max_capitals`` of the note's words start with a capital (20 words at least)."""
    words = _WORD.findall(text)
    capitals = sum(1 for w in words if w[0].isupper())
    return len(words) >= LOWER_CASE_MIN_WORDS and capitals < max_capitals * len(words)


# A sentence's mark right after a word ("... stable.", "pain, ..."): a note with none was dictated
# or typed in haste, and what a colon or a full stop would have set off must be read without it.
_SENTENCE_MARK = regex.compile(r"[\p{L})\]][.!?;,](?=\s|\Z)")


@functools.lru_cache(maxsize=8)
def written_without_punctuation(text: str) -> bool:
    """Whether no word of the note is followed by a full stop, a comma, a semicolon, a question or
    an exclamation mark (a clock time's colon and a decimal comma are no sentence's marks)."""
    return _SENTENCE_MARK.search(text) is None


@functools.lru_cache(maxsize=8)
def written_in_capitals(text: str, min_share: float = CAPITALS_MIN_SHARE) -> bool:
    """Whether at least ``min_share`` of the note's words of two letters or more are in capitals
    (20 words at least): a note typed with caps lock, or a form printed in capitals."""
    words = [w for w in _WORD.findall(text) if len(w) >= 2]
    return len(words) >= LOWER_CASE_MIN_WORDS and sum(1 for w in words if w.isupper()) >= min_share * len(words)


def lowered(text: str) -> str:
    """``text`` in lower case letter by letter, so that its length and offsets hold ("İ" stays)."""
    return "".join(c.lower() if len(c.lower()) == 1 else c for c in text)


def _proper_noun_only(word: str, language: str) -> bool:
    """The language's spelling dictionary holds the word capitalised and never small: a proper noun
    ("gonzalez" in Spanish). Not in German, whose dictionaries write every noun so."""
    return language != "de" and capitalised_word(word, language) and not common_word(word, language)


def truecased(text: str, language: str) -> str:
    """A note written in lower case with the capitals a cased note would give its names: each word of
    three letters or more that real populations bear (names-dataset) and that is either more a name
    than a word of the language (against wordfreq: "claudia", "vermeulen"; not "will") or a rarer word
    than ``TRUECASE_NAME_MAX_ZIPF`` in the note's language and in all of ours ("crane", "brandhorst";
    not "patient") or one the language's spelling dictionary holds only capitalised ("thompson",
    "etienne": a proper noun), an initial before such a name ("j. Brandhorst", and before its
    particles: "J. van den Berghe") or after it closing its phrase ("Brandhorst k."), and the names of
    large places ("bordeaux"), are capitalised; the rest stays as written, and so does a Latin binomial
    ("k. pneumoniae"). Where the place says a surname stands, a word people bear as a surname is
    capitalised even where it is also a word: closing the line after a title and a first name ("dr.ssa
    nives Ferro"), closing the phrase after a carer's role ("enf. Calderón,", "a.s. Ferraro)"; closing
    its line after the role's abbreviation, a first name however frequent a word: "inf. Felice"),
    between a first name and the person's role in brackets or right after it ("Nives Correr
    (coordinatrice)", "Irene Vela enfermera"), before the first name after the word of who referred
    ("por Calderón Fátima"), a Spanish second surname after a first name and a surname ("Marcos Ibarra
    Delgado"), and the signer's line after a letter's sign-off. Same length, same offsets: a detector
    that reads names by their capital and the words around them reads this copy."""
    evidence = name_evidence()
    places = major_places()

    def capitalise(m: "re.Match") -> str:
        word = m.group()
        binomial = LATIN_BINOMIAL.match(text, max(0, m.start() - 3), m.end())
        if len(word) < 3 or fold(word) in PARTICLES or binomial is not None and latin_binomial(binomial.group()):
            return word  # "k. pneumoniae", "v. femoralis": a germ or a vessel behind its initial
        if clinical_word(fold(word)):
            return word  # "fisioterapia", "urosepsis": a term of the trade, whatever a few people bear
        if language in COMPOUNDING_LANGUAGES and len(word) >= COMPOUND_MIN_LETTERS \
                and evidence.surname_zipf(word) == 0.0 and compound_noun(fold(word), language):
            # "thuisverpleging", "schildersbedrijf": a compound of the language that a few profiles
            # give as their first name (the population tables' noise); surnames are compounds too
            # ("vandenbroucke"), and keep their capital.
            return word
        name = evidence.name_zipf(word)
        text_zipf = evidence.text_zipf(word, language)
        if name > 0 and _proper_noun_only(word, language):
            return word[0].upper() + word[1:]  # "temistocle": the dictionary writes it capitalised only
        if name >= TRUECASE_UNLISTED_NAME_MIN_ZIPF and len(word) >= 4 and has_dictionary(language) \
                and text_zipf > 0 and not common_word(word, language) and evidence.kind(word, language) == NAME:
            # "felipe", "mourinho": frequent in text, a word the language's dictionary does not
            # write small, and a name real populations bear often: text counts it as the name it is.
            return word[0].upper() + word[1:]
        if evidence.surname_zipf(word) < TRUECASE_NOISE_SURNAME_ZIPF \
                and evidence.first_name_zipf(word) < text_zipf + TRUECASE_NOISE_MARGIN:
            # "omero", "enkel", "bilan": a word of the language that a few profiles give as their
            # first name (the population tables' noise) is no rarer as a name than as a word.
            return word
        # A rarer word the name lists know is capitalised too ("crane"), unless another of our
        # languages writes it often (notes mix them: "patient" in a Dutch note).
        rare = text_zipf < TRUECASE_NAME_MAX_ZIPF and all(
            evidence.text_zipf(word, other) < TRUECASE_ANY_LANGUAGE_MAX_ZIPF for other in LANGUAGES)
        if name > 0 and (rare or evidence.kind(word, language) != WORD and name >= text_zipf - 0.1
                         or _proper_noun_only(word, language)) \
                or fold(word) in places and text_zipf < TRUECASE_PLACE_MAX_ZIPF:
            return word[0].upper() + word[1:]
        return word

    def after_title(m: "regex.Match") -> str:
        word = m.group("name")
        text_zipf = evidence.text_zipf(word, language)
        initials = m.group("initials").split()
        if initials and all(i.endswith(".") or fold(i) not in _LETTER_WORDS for i in initials) \
                and text_zipf < TRUECASE_AFTER_INITIAL_MAX_ZIPF and fold(word) not in PARTICLES \
                and not clinical_word(fold(word)):
            return m.group()[:m.start("name") - m.start()] + word[0].upper() + word[1:]
        if text_zipf >= TRUECASE_AFTER_TITLE_MAX_ZIPF and not (
                text_zipf < TRUECASE_AFTER_TITLE_SURNAME_MAX_ZIPF
                and evidence.surname_zipf(word) >= TRUECASE_AFTER_TITLE_SURNAME_MIN_ZIPF) \
                or fold(word) in PARTICLES or clinical_word(fold(word)):
            return m.group()  # "mr angiography": MR the imaging, not Mr the title
        return m.group()[:m.start("name") - m.start()] + word[0].upper() + word[1:]

    # After a title (and its initials) the word is the person's name, whatever the lists say
    # ("dr ostendorf"), unless it is one of the language's commonest words ("dr will see").
    text = _TITLE_THEN_WORD.sub(after_title, _WORD.sub(capitalise, text))
    # "o'" is no word of its own to capitalise: the surname the lists hold whole takes its capital.
    text = _IRISH_O.sub(lambda m: "O" if evidence.surname_zipf(text[m.start():m.end("rest")]) > 0 else "o", text)

    def surname_after(m: "regex.Match") -> str:
        word = m.group("name")
        if evidence.kind(m.group("first"), language, first_name=True) != NAME \
                or evidence.first_name_zipf(m.group("first")) < evidence.surname_zipf(m.group("first")):
            return word  # "dr Verhoeven infuuspaal ...": after a surname, the next word is the note's
        if fold(word) in PARTICLES or clinical_word(fold(word)):
            return word
        if evidence.kind(word, language) == WORD or evidence.text_zipf(word, language) >= TRUECASE_NAME_MAX_ZIPF:
            # A word that closes the line after the title and the first name ("dr.ssa nives
            # ferro\n"), a surname of real populations and no very frequent word, is the surname all
            # the same: a field's value, nothing after it to make it the note's word.
            bare = ELIDED_ARTICLE.sub("", word)
            if not (_LINE_CLOSE.match(text, m.end()) and len(bare) >= 3
                    and evidence.surname_zipf(bare) >= TRUECASE_NOISE_SURNAME_ZIPF
                    and evidence.text_zipf(bare, language) < TRUECASE_LINE_SURNAME_MAX_ZIPF):
                return word
        return word[0].upper() + word[1:]

    # After a title and the first name it gave a capital, a word no list calls an ordinary word is
    # the surname ("dr. Ilka Brackelmeier"), as the lower-case reading of a title takes it.
    text = _TITLED_FIRST_THEN_WORD.sub(surname_after, text)

    text = _signer_after_sign_off(text, language)

    def spanish_name_word(word: str, first: str) -> bool:
        """Whether ``word``, written small, may be a word of the name that the first name ``first``
        opens: no particle, term of the trade, role or closed-class word, after a name people bear
        as a first name more than as a surname, and short of the language's commonest words."""
        return not (fold(word) in PARTICLES or clinical_word(fold(word)) or care_team_role(fold(word))
                    or stop_word(word, language)
                    or evidence.kind(first, language, first_name=True) != NAME
                    or evidence.first_name_zipf(first) < evidence.surname_zipf(first)
                    or evidence.text_zipf(word, language) >= SECOND_SURNAME_MAX_TEXT_ZIPF)

    def second_surname(m: "regex.Match") -> str:
        word, first, surname = m.group("name"), m.group("first"), m.group("surname")
        if not spanish_name_word(word, first) or evidence.surname_zipf(surname) < SECOND_SURNAME_ZIPF \
                or evidence.surname_zipf(word) < SECOND_SURNAME_ZIPF:
            return word
        return word[0].upper() + word[1:]

    # A first name and the surname the copy capitalised, then the second surname that Spanish names
    # carry, even one that is also a word ("Marcos Ibarra Delgado", "Irene Ibarra Castro").
    if language in TWO_SURNAME_LANGUAGES:
        text = _FIRST_SURNAME_THEN_WORD.sub(second_surname, text)

    def first_surname(m: "regex.Match") -> str:
        word, first, last = m.group("name"), m.group("first"), m.group("last")
        if not spanish_name_word(word, first) or evidence.kind(last, language) == WORD \
                or max(evidence.surname_zipf(word), evidence.first_name_zipf(word)) < SECOND_SURNAME_ZIPF:
            return word
        return word[0].upper() + word[1:]

    # A word between a first name and a surname the copy capitalised is the name's too, a first
    # name's second or the first surname, even one that is also a word ("Amparo río Villaverde",
    # "Pilar rosa Iturbe").
    if language in TWO_SURNAME_LANGUAGES:
        text = _FIRST_WORD_THEN_SURNAME.sub(first_surname, text)

    def surname_before_role(m: "regex.Match") -> str:
        word = m.group("name")
        roles = [fold(w) for w in _NAME_WORD.findall(m.group("role") or m.group("bare"))]
        if not roles or len(roles[0]) < 3 or not care_team_role(roles[0]) \
                or fold(word) in PARTICLES or clinical_word(fold(word)) \
                or care_team_role(fold(word)) or fold(word) in TITLES \
                or evidence.kind(m.group("first"), language, first_name=True) != NAME \
                or evidence.text_zipf(word, language) >= TRUECASE_LINE_SURNAME_MAX_ZIPF:
            return word
        if m.group("bare") and evidence.first_name_zipf(m.group("first")) < evidence.surname_zipf(m.group("first")):
            return word  # "... ferraro stamattina infermiera": after a surname, the word is the note's
        return word[0].upper() + word[1:]

    # A first name the copy capitalised, a word, then the person's role in brackets ("Itziar
    # quiroga (enfermera de enlace)", a team list's way; the bracket opens with the role word, of
    # three letters or more), or right after it as dictation drops the brackets: the word is the
    # surname, even a word.
    text = _FIRST_WORD_ROLE.sub(surname_before_role, text)

    def surname_after_role(m: "regex.Match") -> str:
        word = m.group("name")
        if not care_team_role(fold(m.group("role").replace(".", ""))) or fold(word) in PARTICLES \
                or clinical_word(fold(word)) or care_team_role(fold(word)) or fold(word) in TITLES \
                or fold(word) in ANSWERS_AND_STATES:
            return word
        # a surname or a first name: after the role either is the carer ("inf. giulia")
        if evidence.name_zipf(word) < TRUECASE_ROLE_SURNAME_ZIPF:
            return word
        # Closing its line after a role's abbreviation ("ost. felice"), the word is the carer's
        # signature, however often the language writes it, where populations bear it as often.
        abbreviated = bool(m.group("dot")) or fold(m.group("role")) in STAFF_ABBREVIATIONS  # "ost", dictated
        signature = abbreviated and _LINE_CLOSE.match(text, m.end()) is not None \
            and evidence.name_zipf(word) >= TRUECASE_SIGNATURE_NAME_ZIPF
        if evidence.text_zipf(word, language) >= TRUECASE_LINE_SURNAME_MAX_ZIPF and not signature:
            return word
        return word[0].upper() + word[1:]

    # After a carer's role ("enf. calderón,", "aux. segura.", "sister frost"), the word that closes
    # the phrase is the carer's surname where real populations bear it often, even where it is
    # a word of the language, as a cased note's "Inf. Ferro" is read.
    text = _ROLE_THEN_WORD.sub(surname_after_role, text)

    def surname_before(m: "regex.Match") -> str:
        word, first = m.group("name"), m.group("first")
        if fold(word) in PARTICLES or clinical_word(fold(word)) \
                or evidence.kind(first, language, first_name=True) != NAME \
                or evidence.first_name_zipf(first) < AGENT_SURNAME_FIRST_NAME_ZIPF \
                or evidence.surname_zipf(word) < AGENT_SURNAME_MIN_ZIPF \
                or evidence.first_name_zipf(word) > evidence.surname_zipf(word) \
                or evidence.text_zipf(word, language) >= TRUECASE_LINE_SURNAME_MAX_ZIPF:
            return word
        return word[0].upper() + word[1:]

    # After the word of who did it ("remitido por", "inviato da", "referred by"), a surname written
    # before the first name the copy capitalised ("por calderón Fátima"): surname first, as a
    # referral or a register writes it, even where the surname is also a word.
    text = _AGENT_SURNAME_FIRST.sub(surname_before, text)
    # An initial before a name gets its capital too ("j. Brandhorst", "k Brandhorst"), and one
    # after a name closing its phrase ("Brandhorst k").
    conjunctions = _ONE_LETTER_CONJUNCTIONS.get(language, frozenset())

    def initial(m) -> str:
        pair = DOTTED_PAIR.match(text, m.start())
        if pair is not None and fold(pair.group().replace(".", "")) in DOTTED_ROLE_ABBREVIATIONS:
            return m.group()  # "a.s. Ferraro": a role's abbreviation ("assistente sociale"), no initials
        # "Fátima y Gregorio", "Brunilde e Osvaldo": the language's "and" before a first name, unless a
        # dot makes it an initial ("y. Gil"); before another word an initial still ("e Coli")
        if m.group() in conjunctions and not text.startswith(".", m.end()):
            before = _PREVIOUS_WORD.search(text, max(0, m.start() - 40), m.start())
            after = _NEXT_WORD.match(text, m.end())
            if before is not None and after is not None and conjoined_first_names(before.group(1), after.group(1)):
                return m.group()
            # "adriano 9 e nives 4", "12 años y gregorio": the "and" of a list of people and
            # their ages, the first name after it borne often
            if after is not None and _AGE_BEFORE.search(text, max(0, m.start() - 40), m.start()) \
                    and _conjoined_first_name(after.group(1)):
                return m.group()
        return m.group().upper()

    text = _INITIAL_BEFORE_NAME.sub(initial, text)
    # ... and before the particles that open the surname ("j de Vries"), unless the letter is a word
    # of our languages ("y de Amparo": "and")
    text = _INITIAL_BEFORE_PARTICLES.sub(
        lambda m: m.group() if m.group() in _LETTER_WORDS else m.group().upper(), text)
    return _INITIAL_AFTER_NAME.sub(lambda m: m.group().upper(), text)


def _signer_after_sign_off(text: str, language: str) -> str:
    """The truecased note with its signer's whole name capitalised: on the line after a letter's
    sign-off ("cordiali saluti," then "Ferdinando correr"), a first name the copy capitalised and one
    or two words after it, the whole line, are the signer's name however those words read ("correr"
    is a Spanish verb, "dossi" an Italian word), unless a particle, a term of the trade, a role or one
    of the commonest words of the language ("Ferdinando oggi")."""
    evidence = name_evidence()
    out = text
    for m in _SIGNER_AFTER_SIGN_OFF.finditer(text):
        if fold(m.group("off")) not in SIGN_OFFS:
            continue
        first = m.group("first")
        if evidence.kind(first, language, first_name=True) != NAME:
            continue
        words = list(_NAME_WORD.finditer(text, m.start("rest"), m.end("rest")))
        if any(fold(w.group()) in PARTICLES or clinical_word(fold(w.group())) or care_team_role(fold(w.group()))
               or evidence.text_zipf(w.group(), language) >= TRUECASE_LINE_SURNAME_MAX_ZIPF for w in words):
            continue
        for w in words:
            out = out[:w.start()] + w.group()[0].upper() + out[w.start() + 1:]
    return out


def recased(text: str, start: int, end: int) -> str:
    """``text`` with each word of ``[start, end)`` capitalised, name particles aside ("van", "de
    la"): the same length, the same offsets."""
    def capitalise(m: "re.Match") -> str:
        word = m.group()
        return word if fold(word) in PARTICLES else word[0].upper() + word[1:]

    return text[:start] + _WORD.sub(capitalise, text[start:end]) + text[end:]
