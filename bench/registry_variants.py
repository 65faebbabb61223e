"""Registry names by variant class: how each form that notes write is found, and what leaks.

    python bench/registry_variants.py [--sets handwritten,synthetic] [--synthetic-notes 300]
                                      [--seed 990001] [--detectors registry,pattern,names,ner]

For every gold NAME span of a registry person (hand-written set: ``registry_person`` set;
``deid synth`` notes: ``linked``), the span's surface text is compared with the name values of
the note's patient's registry persons and put in one *variant class*:

    exact        as registered (an initial before a surname, "S. Name", still counts as exact)
    initials     initials alone ("AV", "A.V.", "av")
    nickname     a short form of a first name: nickname, clipped form, diminutive
    lower        all lower case ("visser")
    capitals     all capitals ("VISSER")
    ocr          OCR damage: rn/m, 1/l/I, 0/O, 5/S, 8/B, a space inside the word
    diacritics   diacritics dropped or transliterated ("Celik", "SCHROEDER", "Strasse")
    particles    surname particles split or joined ("VandeVelde", "vande Velde")
    typo         within a few edits of a registry name
    other        none of these (a name the comparison cannot tie to a value)

A span with several words takes the most unusual class among them (ocr, diacritics,
particles, nickname, typo, capitals, lower, in that order; initials only when every word is
one). Per class: gold spans, recall of the registry detector alone (``Span.detector ==
"registry"``, before overlap resolution) and of the complete detection (bench/generalization.py's
``Detection``: what ``deid run`` does), and the leak of each (the span's text still verbatim,
case-insensitive and whole-word, in the note with every detected span masked), and of the
complete detection the leak *as an identifier*: only the occurrences left that lie in a gold span
(any label), where the note writes a person or another identifier. The difference is the
homographs: a name's letters left where the note writes an ordinary word ("the bill" in a note
on a patient whose son is called Bill), which the gold marks as no identifier and no surrogate
should replace. Then the
registry detector's precision: the share of its spans that overlap a gold span (any label), and
how many of the others lie on an ordinary word of the note's language (one word, wordfreq Zipf
of at least ``ORDINARY_ZIPF`` in the note's language).

Only figures are printed, never text of a note or a registry. The hand-written set is a
development set: measured here, never tuned on.
"""
from __future__ import annotations

import argparse
import re
import sys
import tempfile
import time
import unicodedata
from collections import defaultdict
from pathlib import Path
from typing import List, Optional, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent))

from rapidfuzz.distance import OSA  # noqa: E402

from deid.detect.registry.projection import GERMAN_UMLAUTS  # noqa: E402
from deid.detect.registry import RegistryMatchConfig, RegistryMatcher  # noqa: E402
from deid.detect.registry.variants import PARTICLES  # noqa: E402
from deid.locales import SYNTHETIC_LOCALES  # noqa: E402
from deid.lexicon.name_likelihood import name_evidence  # noqa: E402
from deid.lexicon.registry_short_forms import DIMINUTIVE_SUFFIXES, nicknames, short_forms  # noqa: E402
from deid.detect.catalog import DEFAULT_DETECTORS  # noqa: E402

from detect_quality import load_gold_set  # noqa: E402
from generalization import HANDWRITTEN, MASK, Detection, _present  # noqa: E402

CLASSES = ("exact", "initials", "nickname", "lower", "capitals", "ocr", "diacritics", "particles", "typo", "other")
# Most unusual first: a span's class is the first of these that one of its words has.
_PRIORITY = ("ocr", "diacritics", "particles", "nickname", "typo", "capitals", "lower", "exact")
ORDINARY_ZIPF = 3.0

_TOKEN = re.compile(r"[^\W_]+")
_SPECIAL = str.maketrans({"ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ı": "i",
                          "Æ": "AE", "Œ": "OE", "Ø": "O", "Ł": "L"})
_OCR_PAIRS = (("rn", "m"), ("vv", "w"), ("1", "l"), ("|", "l"), ("i", "l"), ("0", "o"), ("5", "s"),
              ("8", "b"), ("6", "b"))


def fold(text: str) -> str:
    """Lower case, diacritics dropped (ß -> ss, ø -> o, æ -> ae)."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_SPECIAL).casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _ocr(text: str) -> str:
    text = fold(text)
    for damaged, clean in _OCR_PAIRS:
        text = text.replace(damaged, clean)
    return text


def _words(value: str) -> List[str]:
    return _TOKEN.findall(value)


class NameSet:
    """The name words of one patient's registry persons, in the forms the classes compare."""

    def __init__(self, persons, language: str):
        self.first: List[str] = []
        self.last: List[str] = []
        self.initials = set()
        self.last_values: List[str] = []
        self.short = set()
        for person in persons:
            firsts, lasts = _words(person.first_name), _words(person.last_name)
            self.first += firsts
            self.last += lasts
            if person.last_name:
                self.last_values.append(person.last_name)
            core = [w for w in lasts if w.lower() not in PARTICLES]
            if firsts and core:
                letters = "".join(w[0] for w in firsts) + core[0][0]
                self.initials.add(letters.upper())
                self.initials.add((firsts[0][0] + core[0][0]).upper())
            for word in firsts:
                self.short.update(fold(f) for f in short_forms(word, language))
                self.short.update(fold(f) for f in nicknames().get(fold(word), ()))
        self.words = self.first + self.last
        self.letters = {fold(w)[:1] for w in self.words}

    def token_class(self, token: str) -> Optional[str]:
        """The class of one word of a gold span; None for a word that ties to no value (a particle)."""
        if any(token == w for w in self.words):
            return "exact"
        if len(token) > 1 and token.isupper() and any(token == w.upper() for w in self.words):
            return "capitals"
        if token.islower() and any(token == w.lower() for w in self.words):
            return "lower"
        folded = fold(token)
        for w in self.words:
            if folded == fold(w) or folded == fold(w.translate(GERMAN_UMLAUTS)):
                return "diacritics"
        if len(token) <= 3 and token.isalpha() and (token.isupper() or len(token) == 1):
            if token.upper() in self.initials or (len(token) == 1 and folded in self.letters):
                return "initials"
        if token.lower() in PARTICLES:
            return None
        if any(_ocr(token) == _ocr(w) for w in self.words) or (
                any(c.isdigit() for c in token) and any(c.isalpha() for c in token)):
            return "ocr"
        if folded in self.short or self._clipped(folded):
            return "nickname"
        for w in self.words:
            fw = fold(w)
            if OSA.distance(folded, fw) <= max(1, int(0.4 * len(fw))):
                return "typo"
        if len(token) <= 3 and token.isalpha() and token.upper() in self.initials:
            return "initials"
        return "other"

    def _clipped(self, folded: str) -> bool:
        if len(folded) < 3:
            return False
        for w in self.first:
            fw = fold(w)
            if len(fw) <= len(folded):
                continue
            if fw.startswith(folded) or fw.endswith(folded):
                return True
            for suffixes in DIMINUTIVE_SUFFIXES.values():
                for suffix in suffixes:
                    if folded.endswith(suffix) and len(folded) - len(suffix) >= 3 and fw.startswith(
                            folded[:-len(suffix)][:3]):
                        return True
        return False

    def span_class(self, surface: str) -> str:
        tokens = _words(surface)
        if not tokens:
            return "other"
        special = self._joined_or_split(tokens)
        classes = [self.token_class(t) for t in tokens]
        if special:
            classes.append(special)
        present = [c for c in classes if c is not None]
        if not present:
            return "other"
        if all(c == "initials" for c in present):
            return "initials"
        for name in _PRIORITY:
            if name in present:
                return name
        return "other"

    def _joined_or_split(self, tokens: List[str]) -> Optional[str]:
        """"particles" when a run of the span's words spells a surname with its words split or joined
        otherwise; "ocr" when two words of the span spell one registry word ("Mar tens")."""
        keys = [fold(t) for t in tokens]
        for value in self.last_values:
            parts = [fold(w) for w in _words(value)]
            whole = "".join(parts)
            for i in range(len(keys)):
                for j in range(i + 1, len(keys) + 1):
                    if "".join(keys[i:j]) == whole and j - i != len(parts):
                        if len(parts) > 1 or any(k in PARTICLES for k in keys[i:j]):
                            return "particles"
                        return "ocr"
        for i in range(len(keys) - 1):
            joined = keys[i] + keys[i + 1]
            if any(joined == fold(w) for w in self.words) and keys[i] not in PARTICLES:
                return "ocr"
        return None


def _masked(text: str, spans) -> str:
    for span in sorted(spans, key=lambda s: -s.start):
        text = text[:span.start] + MASK + text[span.end:]
    return text


def _left_as_identifier(surface: str, text: str, detected, gold) -> bool:
    """Whether ``surface`` stands verbatim (``_present``'s rule: case-insensitive, not glued inside
    a longer word) somewhere in ``text`` outside every ``detected`` span and inside a ``gold``
    span: left where the note writes an identifier, not only where it writes a homograph."""
    needle, hay = surface.lower(), text.lower()
    i = hay.find(needle)
    while i >= 0:
        j = i + len(needle)
        before = hay[i - 1] if i > 0 else " "
        after = hay[j] if j < len(hay) else " "
        whole = not (needle[0].isalnum() and before.isalnum()) and not (needle[-1].isalnum() and after.isalnum())
        if whole and not _overlaps(detected, i, j) and any(g["start"] < j and i < g["end"] for g in gold):
            return True
        i = hay.find(needle, i + 1)
    return False


def _overlaps(spans, start: int, end: int) -> bool:
    return any(s.start < end and start < s.end for s in spans)


class Tally:
    def __init__(self) -> None:
        # class -> [gold, found by registry, found by any, leakable, leaked registry-only, leaked all,
        #           leaked all where the note writes an identifier]
        self.cells = defaultdict(lambda: [0, 0, 0, 0, 0, 0, 0])
        self.registry_spans = 0
        self.registry_right = 0
        self.registry_ordinary = 0

    def add(self, klass: str, by_registry: bool, by_any: bool, leakable: bool, leak_r: bool, leak_a: bool,
            leak_id: bool) -> None:
        for key in (klass, "all", "variants" if klass != "exact" else None):
            if key is None:
                continue
            cell = self.cells[key]
            cell[0] += 1
            cell[1] += by_registry
            cell[2] += by_any
            cell[3] += leakable
            cell[4] += leak_r
            cell[5] += leak_a
            cell[6] += leak_id


def run_folder(folder: Path, detection: Detection, matcher: RegistryMatcher) -> Tally:
    notes, persons, gold = load_gold_set(folder)
    tally = Tally()
    for note in notes:
        people = persons.get(note.patient_id, ())
        language = note.locale[:2]
        names = NameSet(people, language)
        registry = matcher.detect(note, people)
        complete = detection.spans(note, people)
        masked_r, masked_a = _masked(note.text, registry), _masked(note.text, complete)
        spans = [g for g in gold[note.note_id] if g["label"] != "OTHER"]
        for g in spans:
            if g["label"] != "NAME" or not (g.get("registry_person") or g.get("linked")):
                continue
            surface = note.text[g["start"]:g["end"]].strip()
            klass = names.span_class(surface)
            leakable = len(surface) >= 3
            leak_a = leakable and _present(surface, masked_a)
            tally.add(klass, _overlaps(registry, g["start"], g["end"]), _overlaps(complete, g["start"], g["end"]),
                      leakable, leakable and _present(surface, masked_r), leak_a,
                      leak_a and _left_as_identifier(surface, note.text, complete, spans))
        for span in registry:
            assert span.detector == "registry"
            tally.registry_spans += 1
            if any(span.start < g["end"] and g["start"] < span.end for g in spans):
                tally.registry_right += 1
                continue
            word = note.text[span.start:span.end]
            if _TOKEN.fullmatch(word) and name_evidence().text_zipf(word, language) >= ORDINARY_ZIPF:
                tally.registry_ordinary += 1
    return tally


def _pct(num: int, den: int) -> str:
    return f"{num / den:8.1%}" if den else "       -"


def print_tally(title: str, tally: Tally) -> None:
    print(f"\n== {title}")
    print(f"{'class':<12}{'gold':>6}{'reg rec':>9}{'all rec':>9}{'reg leak':>9}{'all leak':>9}{'as id':>9}")
    for key in ("all", "variants") + CLASSES:
        gold, by_r, by_a, leakable, leak_r, leak_a, leak_id = tally.cells.get(key, [0] * 7)
        if not gold:
            continue
        print(f"{key:<12}{gold:>6}{_pct(by_r, gold):>9}{_pct(by_a, gold):>9}"
              f"{_pct(leak_r, leakable):>9}{_pct(leak_a, leakable):>9}{_pct(leak_id, leakable):>9}")
    print("as id: the complete detection's leak where the note writes an identifier (a gold span); "
          "the rest of 'all leak' is homographs")
    wrong = tally.registry_spans - tally.registry_right
    precision = _pct(tally.registry_right, tally.registry_spans).strip()
    print(f"registry spans {tally.registry_spans}, precision {precision}, "
          f"wrong {wrong}, of which on an ordinary word {tally.registry_ordinary}")


def main(argv: Sequence[str] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sets", default="handwritten,synthetic")
    parser.add_argument("--synthetic-notes", type=int, default=300)
    parser.add_argument("--seed", type=int, default=990001)
    parser.add_argument("--detectors", default=",".join(DEFAULT_DETECTORS))
    args = parser.parse_args(argv)
    detection = Detection([d for d in args.detectors.split(",") if d])
    matcher = RegistryMatcher(RegistryMatchConfig())
    for name in [s for s in args.sets.split(",") if s]:
        started = time.perf_counter()
        if name == "handwritten":
            if not (HANDWRITTEN / "gold.jsonl").is_file():
                print(f"\n== handwritten: no set at {HANDWRITTEN}")
                continue
            tally = run_folder(HANDWRITTEN, detection, matcher)
        elif name == "synthetic":
            from deid.synth import write_dataset

            with tempfile.TemporaryDirectory() as folder:
                write_dataset(folder, args.synthetic_notes, args.seed, SYNTHETIC_LOCALES)
                tally = run_folder(Path(folder), detection, matcher)
        else:
            parser.error(f"unknown set {name!r}")
        print_tally(f"{name} ({time.perf_counter() - started:.0f} s)", tally)
    return 0


if __name__ == "__main__":
    sys.exit(main())
