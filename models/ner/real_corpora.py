"""Real hand-annotated NER text (``../shared/data/ner``) as training notes of a language.

Our synthetic notes are written by one generator; the corpora here were written and annotated
by other hands (historic newspapers with OCR noise, modern news and Wikipedia, tweets), so a
model that also reads them meets real first names alone, names in capitals or lower case and,
in German, capitalised nouns that are *not* names. Only their training material is used: the
``train``/``dev`` splits, or the whole file where a corpus ships without splits (Europeana);
``test`` splits stay out of every training run. Labels NAME, LOCATION and ORGANIZATION are
kept; OTHER (events, works, products) is dropped, as ``deid.models.ner.corpus`` drops labels outside
the contract. These corpora never marked our other labels (dates, ids, phones, ages, e-mails,
addresses of the web): every word with a digit, ``@`` or a web address outside their spans is
marked ``UNANNOTATED``, so that training learns nothing about it from them (trained as
"outside", such words cost the model its ids and ages).

Their documents run to whole newspaper pages: they are cut into passages of at most
``max_chars`` characters at sentence ends (never inside a span), and a seeded sample of
``n_passages`` of them is drawn, so that real text weighs as much as the caller chooses
against the synthetic notes.

Licences and credits (each corpus folder's README gives the full citation):
Europeana Newspapers NER (nl, fr, de; CC0; Neudecker 2016, LREC), GermEval 2014 NER (de;
CC BY 4.0; Benikova et al. 2014), HIPE-2022 NewsEye (de, fr; CC BY 4.0; Hamdi et al. 2021,
Ehrmann et al. 2022), Broad Twitter Corpus (en; CC BY 4.0; Derczynski et al. 2016, COLING),
WNUT-17 emerging entities (en; CC BY 4.0; Derczynski et al. 2017). Italian and Spanish have
none here (Spanish trains on MEDDOCAN instead).
"""
from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Dict, List, Sequence, Tuple

from deid.models.ner.corpus import UNANNOTATED, GoldNote, read_gold_jsonl

# The shared data folder sits beside the checkout (../shared/data), as on the team machines.
REAL_CORPORA_DIR = Path(__file__).resolve().parents[3] / "shared" / "data" / "ner"

# Language -> training files (relative to REAL_CORPORA_DIR). Never a test split.
REAL_CORPORA: Dict[str, Tuple[str, ...]] = {
    "de": ("europeana_newspapers/de.jsonl", "germeval2014_de/dev.jsonl",
           "hipe2022_newseye_de/dev.jsonl", "hipe2022_newseye_de/dev2.jsonl"),
    "fr": ("europeana_newspapers/fr.jsonl", "hipe2022_newseye_fr/dev.jsonl", "hipe2022_newseye_fr/dev2.jsonl"),
    "nl": ("europeana_newspapers/nl.jsonl",),
    "en": ("btc_en/train.jsonl", "wnut17_en/train.jsonl"),
}

# A passage may end after a sentence's last mark (the corpora are tokenized: "word . Next").
_SENTENCE_END = re.compile(r"[.!?;:]\s+|\n+")
# Words that may hold one of our labels these corpora never annotated.
_UNANNOTATED_WORD = re.compile(r"\S*(?:\d|@|https?:|www\.)\S*")


def mark_unannotated(note: GoldNote) -> GoldNote:
    """``note`` with an ``UNANNOTATED`` span over each word outside its spans that holds a
    digit, an ``@`` or a web address (labels the corpus never annotated)."""
    extra = []
    for match in _UNANNOTATED_WORD.finditer(note.text):
        start, end = match.span()
        if not any(s < end and start < e for s, e, _ in note.spans):
            extra.append((start, end, UNANNOTATED))
    return GoldNote(note.text, tuple(sorted(note.spans + tuple(extra)))) if extra else note


def real_corpus_files(language: str, root: Path = REAL_CORPORA_DIR) -> List[Path]:
    """The training files of ``language`` that exist under ``root`` (none for it and es)."""
    files = [root / name for name in REAL_CORPORA.get(language, ())]
    for path in files:
        if path.name.startswith("test"):
            raise ValueError(f"{path}: a test split must never be trained on")
    return [path for path in files if path.is_file()]


def passages(note: GoldNote, max_chars: int = 500) -> List[GoldNote]:
    """``note`` cut at sentence ends into passages of at most ``max_chars`` characters
    (longer where a sentence is longer), spans kept exact, none cut, blank passages dropped."""
    inside = bytearray(len(note.text) + 1)
    for start, end, _ in note.spans:
        inside[start + 1:end] = b"\x01" * (end - start - 1)
    cuts = [m.end() for m in _SENTENCE_END.finditer(note.text) if not inside[m.start()] and not inside[m.end()]]
    pieces, start, last = [], 0, 0
    for cut in cuts + [len(note.text)]:
        if cut - start > max_chars and last > start:
            pieces.append((start, last))
            start = last
        last = cut
    pieces.append((start, len(note.text)))
    out = []
    for a, b in pieces:
        text = note.text[a:b]
        stripped = text.rstrip()
        if not stripped.strip():
            continue
        spans = tuple((s - a, e - a, label) for s, e, label in note.spans if s >= a and e <= b)
        out.append(GoldNote(stripped, tuple(sp for sp in spans if sp[1] <= len(stripped))))
    return out


def real_corpus_notes(language: str, n_passages: int, seed: int, max_chars: int = 500,
                      root: Path = REAL_CORPORA_DIR) -> List[GoldNote]:
    """A seeded sample of ``n_passages`` passages of ``language``'s real corpora (all of them
    when there are fewer), in a seeded order; [] for a language without any."""
    files = real_corpus_files(language, root)
    if not files or n_passages <= 0:
        return []
    pool: List[GoldNote] = []
    for note in read_gold_jsonl([str(p) for p in files]):
        pool.extend(mark_unannotated(p) for p in passages(note, max_chars))
    rng = random.Random(f"real-corpora:{language}:{seed}")
    rng.shuffle(pool)
    return pool[:n_passages]


def describe(notes: Sequence[GoldNote]) -> Dict[str, int]:
    """Counts of passages and spans per label (for logs and metrics; no text)."""
    counts: Dict[str, int] = {"passages": len(notes)}
    for note in notes:
        for _, _, label in note.spans:
            counts[label] = counts.get(label, 0) + 1
    return counts
