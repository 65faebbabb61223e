"""Gold annotated notes for NER training: reading, splitting, conversion to spaCy Docs.

Gold JSONL: one note per line with ``text`` and ``spans`` = [{start, end, label}]
(character offsets, end exclusive). Labels outside the contract (MEDDOCAN's
``OTHER``: sex, miscellaneous) are ignored, except ``UNANNOTATED``: a stretch of text the
annotators never looked at for our labels (numbers in a newspaper corpus that marks only
persons, places and organisations), whose tokens train neither as entity nor as outside, and MEDDOCAN's mentions of relatives keep only
their names (``kinship_name_spans``). Synthetic notes come from ``deid.synth``.
"""
from __future__ import annotations

import json
import random
import re
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Iterable, List, Optional, Sequence, Tuple, Union

from deid.spans import LABEL_SET

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Doc


@dataclass(frozen=True)
class GoldNote:
    text: str
    spans: Tuple[Tuple[int, int, str], ...]


@dataclass
class AlignmentStats:
    """How the gold character spans met the tokenizer's tokens (counts only, no text)."""

    spans: int = 0
    misaligned: int = 0  # expanded to token boundaries
    overlapping: int = 0  # dropped: overlapped a longer span
    unusable: int = 0  # no token under the span (whitespace only, out of range)
    per_label_misaligned: dict = field(default_factory=dict)

    def as_dict(self) -> dict:
        return {
            "spans": self.spans,
            "misaligned": self.misaligned,
            "overlapping": self.overlapping,
            "unusable": self.unusable,
            "per_label_misaligned": dict(sorted(self.per_label_misaligned.items())),
        }


# MEDDOCAN's FAMILIARES_SUJETO_ASISTENCIA marks every mention of a relative ("su madre", "la
# familia", "hermana María José Miguel Reiz"), mapped to NAME. Our contract's NAME is a
# person's name: a kinship word identifies no one, and replaced by a surrogate name it would
# read "su Pedro" (the NER gate drops such spans too). So these spans keep only their names:
# 303 of MEDDOCAN's 335 relative mentions hold none. Training on them as NAME would teach the
# model the opposite of what the engine needs.
KINSHIP_SOURCE_LABELS = frozenset({"FAMILIARES_SUJETO_ASISTENCIA"})
_TOKEN = re.compile(r"\S+")
UNANNOTATED = "UNANNOTATED"
_SENTENCE_START = re.compile(r"(?:^|[.:;!?\n])[\s(\-–•*]*$")


def kinship_name_spans(text: str, start: int, end: int) -> List[Tuple[int, int]]:
    """The names inside a mention of a relative: runs of capitalised words.

    A capitalised first word at the start of a sentence or line ("Madre", "Tío materno de
    37 años") is the kinship word itself, not a name. "padres Ana Vidal y Nicolás Garrido"
    gives two spans.
    """
    runs: List[List[int]] = []
    previous_capitalised = False
    for i, word in enumerate(_TOKEN.finditer(text, start, end)):
        first_letter = next((c for c in word.group() if c.isalpha()), "")
        capitalised = first_letter.isupper()
        if capitalised and i == 0 and _SENTENCE_START.search(text, 0, word.start()):
            capitalised = False
        if capitalised:
            if previous_capitalised:
                runs[-1][1] = word.end()
            else:
                runs.append([word.start(), word.end()])
        previous_capitalised = capitalised
    return [(s, e) for s, e in runs]


def _gold(record: dict, as_annotated: bool = False) -> GoldNote:
    spans = []
    for s in record.get("spans", ()):
        start, end, label = int(s["start"]), int(s["end"]), s["label"]
        if (label not in LABEL_SET and label != UNANNOTATED) or end <= start:
            continue
        if s.get("source_label") in KINSHIP_SOURCE_LABELS and not as_annotated:
            spans.extend((a, b, label) for a, b in kinship_name_spans(record["text"], start, end))
        else:
            spans.append((start, end, label))
    return GoldNote(record["text"], tuple(sorted(set(spans))))


def read_gold_jsonl(paths: Iterable[str], as_annotated: bool = False) -> List[GoldNote]:
    """Notes of one or more gold JSONL files, in file order (``as_annotated``: mentions of
    relatives kept whole, to compare with scores on MEDDOCAN's own terms)."""
    notes = []
    for path in paths:
        with open(path, encoding="utf-8") as lines:
            notes.extend(_gold(json.loads(line), as_annotated) for line in lines if line.strip())
    return notes


def join_notes_and_gold(notes_path: Path, gold_path: Path) -> List[GoldNote]:
    """Join a ``deid synth`` output (notes.jsonl + gold.jsonl) by note id."""
    with open(gold_path, encoding="utf-8") as lines:
        gold = {r["note_id"]: r["spans"] for r in map(json.loads, filter(str.strip, lines))}
    joined = []
    with open(notes_path, encoding="utf-8") as lines:
        for record in map(json.loads, filter(str.strip, lines)):
            joined.append(_gold({"text": record["text"], "spans": gold.get(record["note_id"], [])}))
    return joined


def synthetic_notes(n_notes: int, seed: int, locale: Union[str, Sequence[str]]) -> List[GoldNote]:
    """``n_notes`` synthetic notes of ``locale`` (one, or several sharing the notes) from
    ``deid.synth`` (written to a temp dir)."""
    from deid.synth import write_dataset

    locales = [locale] if isinstance(locale, str) else list(locale)
    with tempfile.TemporaryDirectory(prefix="deid-synth-") as tmp:
        write_dataset(tmp, n_notes, seed, locales)
        return join_notes_and_gold(Path(tmp) / "notes.jsonl", Path(tmp) / "gold.jsonl")


def synthetic_locales(locale_or_language: str) -> List[str]:
    """The locales a model of ``locale_or_language`` trains on: that locale, or every locale
    of that language that ``deid synth`` writes (``nl``: nl_BE and nl_NL; ``de``: de_DE and
    de_LU), since one default model serves them all."""
    from deid.synth import DEFAULT_LOCALES

    if "_" in locale_or_language:
        return [locale_or_language]
    locales = [loc for loc in DEFAULT_LOCALES if loc.split("_")[0] == locale_or_language.lower()]
    if not locales:
        raise ValueError(f"deid synth writes no notes of language {locale_or_language!r}")
    return locales


def split_notes(notes: Sequence[GoldNote], fraction: float, seed: int) -> Tuple[List[GoldNote], List[GoldNote]]:
    """A seeded shuffle split: (rest, held out ``fraction``), at least one note held out."""
    order = list(range(len(notes)))
    random.Random(seed).shuffle(order)
    n_held = max(1, round(len(notes) * fraction)) if len(notes) > 1 else 0
    held = sorted(order[:n_held])
    rest = sorted(order[n_held:])
    return [notes[i] for i in rest], [notes[i] for i in held]


def to_doc(nlp: "Language", note: GoldNote, stats: AlignmentStats, with_tags: bool = False) -> "Doc":
    """The note tokenized by ``nlp`` with its gold spans as ``doc.ents``.

    Spans are snapped outward to token boundaries (``alignment_mode="expand"``);
    overlaps are resolved longest-first. Tokens under an ``UNANNOTATED`` span (and no
    entity) are left missing: no gold, no gradient. With ``with_tags`` the BILUO entity tags
    are also written to ``token.tag_`` (targets of a token-classification model).
    """
    from spacy.training import offsets_to_biluo_tags
    from spacy.util import filter_spans

    doc = nlp.make_doc(note.text)
    candidates, unannotated = [], []
    for start, end, label in note.spans:
        if label == UNANNOTATED:
            span = doc.char_span(start, end, alignment_mode="expand")
            if span is not None and len(span):
                unannotated.append(span)
            continue
        stats.spans += 1
        span = doc.char_span(start, end, label=label, alignment_mode="expand")
        if span is None or len(span) == 0:
            stats.unusable += 1
            continue
        if span.start_char != start or span.end_char != end:
            stats.misaligned += 1
            stats.per_label_misaligned[label] = stats.per_label_misaligned.get(label, 0) + 1
        candidates.append(span)
    kept = filter_spans(candidates)
    stats.overlapping += len(candidates) - len(kept)
    doc.ents = kept
    if unannotated:  # their tokens outside the entities carry no gold: no gradient either way
        taken = {i for e in kept for i in range(e.start, e.end)}
        missing = [doc[i:i + 1] for span in unannotated for i in range(span.start, span.end) if i not in taken]
        doc.set_ents(kept, missing=missing, default="outside")
    if with_tags:
        tags = offsets_to_biluo_tags(doc, [(e.start_char, e.end_char, e.label_) for e in kept])
        for token, tag in zip(doc, tags):
            token.tag_ = tag
    return doc


def to_docs(nlp: "Language", notes: Iterable[GoldNote], with_tags: bool = False) -> Tuple[List["Doc"], AlignmentStats]:
    stats = AlignmentStats()
    return [to_doc(nlp, note, stats, with_tags) for note in notes], stats


# --- Training-note variants -------------------------------------------------------------
#
# Synthetic notes come from a handful of templates, so a model trained on them alone learns
# the templates: the field names in front of a name, the capitalisation, the line layout,
# the lexicon of the name pools. Notes written by other hands differ in all of these. Each
# variant below keeps the gold spans exact while changing one of these cues, so that the
# model has to rely on the others. Seeded, hence reproducible: the same notes and seed give
# the same variants.

# Faker locales (Latin script) whose names replace a note's own: names of other origins
# than the note's locale, as in any hospital's population.
FOREIGN_NAME_LOCALES = (
    "nl_NL", "nl_BE", "fr_FR", "de_DE", "en_GB", "en_US", "es_ES", "it_IT", "pt_PT", "pt_BR",
    "pl_PL", "tr_TR", "ro_RO", "cs_CZ", "hu_HU", "hr_HR", "sv_SE", "da_DK", "fi_FI", "en_IN",
    "id_ID", "sk_SK", "lt_LT", "es_MX", "fr_CH", "de_AT", "sl_SI", "et_EE", "lv_LV", "no_NO",
)
_NAME_WORD = re.compile(r"[^\W\d_]{2,}(?:['’\-][^\W\d_]+)*")
_Seg = Tuple[str, Optional[str]]  # a piece of text and its label (None: not an identifier)


def foreign_name_words(seed: int, per_locale: int = 60) -> List[str]:
    """Given and family names (single words) drawn from ``FOREIGN_NAME_LOCALES``."""
    from faker import Faker

    words = {}
    for i, locale in enumerate(FOREIGN_NAME_LOCALES):
        faker = Faker(locale)
        faker.seed_instance(seed * 1000 + i)
        for _ in range(per_locale):
            for value in (faker.first_name(), faker.last_name()):
                for word in _NAME_WORD.findall(value):
                    words.setdefault(word, None)
    return list(words)


def _non_overlapping(spans: Sequence[Tuple[int, int, str]]) -> List[Tuple[int, int, str]]:
    kept: List[Tuple[int, int, str]] = []
    for span in sorted(spans, key=lambda s: (s[0] - s[1], s[0])):  # longest first
        if all(span[1] <= k[0] or span[0] >= k[1] for k in kept):
            kept.append(span)
    return sorted(kept)


def _segments(note: GoldNote) -> List[_Seg]:
    segs: List[_Seg] = []
    pos = 0
    for start, end, label in _non_overlapping(note.spans):
        if start > pos:
            segs.append((note.text[pos:start], None))
        segs.append((note.text[start:end], label))
        pos = end
    if pos < len(note.text):
        segs.append((note.text[pos:], None))
    return segs


def _assemble(segs: Iterable[_Seg]) -> GoldNote:
    parts, spans, pos = [], [], 0
    for text, label in segs:
        if not text:
            continue
        if label is not None:
            spans.append((pos, pos + len(text), label))
        parts.append(text)
        pos += len(text)
    return GoldNote("".join(parts), tuple(spans))


def _recase_names(segs: List[_Seg], rng: random.Random) -> List[_Seg]:
    """Names in UPPER case (all of the note's, or each at random).

    Never lower case: a lower-case name teaches the model to extend names over
    lower-case words, and the NER gate (``deid.detect.ner_gate``) drops any name
    span with a lower-case word; whole notes in lower case come from the
    ``[deid.augmenter]`` instead.
    """
    every = rng.random() < 0.5
    return [(text.upper() if label == "NAME" and (every or rng.random() < 0.5) else text, label)
            for text, label in segs]


def _swap_names(segs: List[_Seg], rng: random.Random, pool: Sequence[str]) -> List[_Seg]:
    """Each word of a name replaced by a foreign name word of the same case (initials and
    lower-case particles such as "van", "de la" kept)."""
    mapping: dict = {}

    def replace(match: "re.Match") -> str:
        word = match.group(0)
        if word.islower():
            return word
        new = mapping.setdefault(word.lower(), rng.choice(pool))
        if word.isupper():
            return new.upper()
        return new

    return [(_NAME_WORD.sub(replace, text) if label == "NAME" else text, label) for text, label in segs]


_WORD = re.compile(r"[^\W\d_]{3,}")


def _recase_other_words(segs: List[_Seg], rng: random.Random) -> List[_Seg]:
    """Words that are no identifier Capitalised or in UPPER case at random (headings,
    drug and disease names, sloppy typing): capitals alone must not make a name."""
    rate = rng.uniform(0.05, 0.3)
    upper = rng.random() < 0.3

    def recase(match: "re.Match") -> str:
        word = match.group(0)
        if rng.random() >= rate:
            return word
        return word.upper() if upper and rng.random() < 0.5 else word[:1].upper() + word[1:]

    return [(_WORD.sub(recase, text) if label is None else text, label) for text, label in segs]


_LAYOUTS = (
    ("one_line", ((re.compile(r"[ \t]*\n\s*"), " "),)),
    ("double_spaced", ((re.compile(r"\n"), "\n\n"),)),
    ("crlf", ((re.compile(r"\n"), "\r\n"),)),
    ("tight_fields", ((re.compile(r"(?<=:)[ \t]+"), ""), (re.compile(r"\t"), " "))),
    ("spaced_fields", ((re.compile(r"(?<=[^\W\d_]):[ \t]*"), " : "), (re.compile(r"\t"), "    "))),
    ("no_blank_lines", ((re.compile(r"\n[ \t]*\n\s*"), "\n"),)),
)


def _relayout(segs: List[_Seg], rng: random.Random) -> List[_Seg]:
    """Another line layout: one line, double spacing, CRLF, fields without or with spaces."""
    _, rules = rng.choice(_LAYOUTS)
    out = []
    for text, label in segs:
        if label is None:
            for pattern, repl in rules:
                text = pattern.sub(repl, text)
        out.append((text, label))
    return out


def _line_blocks(note: GoldNote) -> List[GoldNote]:
    """The note cut into its lines (a cut never falls inside a span), newlines dropped."""
    inside = bytearray(len(note.text) + 1)
    for start, end, _ in note.spans:
        for i in range(start + 1, end):
            inside[i] = 1
    blocks, start = [], 0
    for match in re.finditer(r"\n", note.text):
        if inside[match.start()] or inside[match.end()]:
            continue
        blocks.append(_slice(note, start, match.start()))
        start = match.end()
    blocks.append(_slice(note, start, len(note.text)))
    return [b for b in blocks if b.text.strip()]


def _slice(note: GoldNote, start: int, end: int) -> GoldNote:
    spans = tuple((s - start, e - start, l) for s, e, l in note.spans if s >= start and e <= end)
    return GoldNote(note.text[start:end], spans)


def _concat(pieces: Sequence[GoldNote], seps: Sequence[str]) -> GoldNote:
    segs: List[_Seg] = []
    for i, piece in enumerate(pieces):
        if i:
            segs.append((seps[i - 1], None))
        segs.extend(_segments(piece))
    return _assemble(segs)


def _drop_header(note: GoldNote, rng: random.Random) -> GoldNote:
    """The note without its first lines (the header block with its field names)."""
    lines = _line_blocks(note)
    if len(lines) < 4:
        return note
    skip = rng.randint(1, max(1, len(lines) // 3))
    rest = lines[skip:]
    return _concat(rest, ["\n"] * (len(rest) - 1))


def _mixed_note(notes: Sequence[GoldNote], rng: random.Random) -> GoldNote:
    """Runs of lines from several notes, in random order, joined by random separators."""
    pieces = []
    for _ in range(rng.randint(3, 6)):
        lines = _line_blocks(rng.choice(notes))
        if not lines:
            continue
        start = rng.randrange(len(lines))
        run = lines[start:start + rng.randint(1, 4)]
        pieces.append(_concat(run, ["\n"] * (len(run) - 1)))
    seps = [rng.choice(("\n", "\n\n", " ", ". ", "\n- ")) for _ in range(max(0, len(pieces) - 1))]
    return _concat(pieces, seps)


def note_variants(
    notes: Sequence[GoldNote],
    seed: int,
    fraction: float = 0.5,
    name_case: float = 0.4,
    name_swap: float = 0.5,
    layout: float = 0.4,
    drop_header: float = 0.3,
    other_case: float = 0.3,
    mixed: float = 0.1,
) -> List[GoldNote]:
    """Variants of ``notes`` with the same gold, to add to them (seeded, reproducible).

    ``fraction`` of the notes (drawn at random) each give one variant, to which each
    change applies with its own probability: ``name_case`` (names in UPPER case),
    ``name_swap`` (name words replaced by names of other origins, case kept),
    ``layout`` (line breaks and field separators rewritten), ``drop_header`` (first lines
    dropped), ``other_case`` (words outside the spans Capitalised or UPPER at random).
    ``mixed`` * len(notes) further notes are runs of lines from several notes.
    """
    if not notes or fraction <= 0 and mixed <= 0:
        return []
    rng = random.Random(f"note-variants:{seed}")
    pool = foreign_name_words(seed) if name_swap > 0 else []
    variants: List[GoldNote] = []
    for note in notes:
        if rng.random() >= fraction:
            continue
        if rng.random() < drop_header:
            note = _drop_header(note, rng)
        segs = _segments(note)
        if rng.random() < name_swap and pool:
            segs = _swap_names(segs, rng, pool)
        if rng.random() < name_case:
            segs = _recase_names(segs, rng)
        if rng.random() < other_case:
            segs = _recase_other_words(segs, rng)
        if rng.random() < layout:
            segs = _relayout(segs, rng)
        variants.append(_assemble(segs))
    for _ in range(round(mixed * len(notes))):
        variants.append(_mixed_note(notes, rng))
    return [v for v in variants if v.text.strip()]
