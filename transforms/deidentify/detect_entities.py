"""The NER stage: spaCy pipelines chosen per note locale, batched through ``nlp.pipe``.

    annotated | "DetectEntities" >> DetectEntities(NerConfig(models={"nl": "path/or/package"}))

AnnotatedNote in, AnnotatedNote out (the ``annotated`` output), with
``detector="ner"`` spans appended. The model of a note is looked up by its full
locale (``nl_BE``), then by its language (``nl``), then among the shipped
defaults (``models/artifacts/ner``). A note NER has not read must not go out as
if it had (``deid.failure_policy``): by default a note with no model goes to the
``dead`` output with the reason ``no_ner_model``, and a note the model fails on
with ``processing_error:ner``; with ``on_failure="redact-note"`` both go on marked
for redaction whole. Nothing is dropped.

The models load through Beam's model seam, as every model of the engine does: a
``ModelHandler`` (``NerModelHandler``) run by ``RunInference``, which loads them once per
worker process and batches the notes (``BatchElements``). The handler serves every locale's
pipeline, each loaded the first time a note needs it, and takes (model key, note) pairs, so
that a batch mixes locales; a batch a
model fails on is retried note by note inside the handler, so that one pathological note costs
only itself. What the notes need around the model (which model serves a note, dead letters,
the failure policy, counters) stays in the two small DoFns before and after it.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any, Dict, Iterable, List, Mapping, NamedTuple, Optional, Sequence, Tuple, Union

import apache_beam as beam
from apache_beam.metrics import Metrics

from deid.contract import note_rejection
from deid.detect.ner import DEFAULT_LABEL_MAP, NerDetector, NerSettings, is_loadable, limit_blas_threads
from deid.detect.ner_gate import NameGateConfig
from deid.failure_policy import DEAD_LETTER, NO_NER_MODEL, REDACT_NOTE, check_policy, redaction_comment
from deid.locales import LANGUAGES, LOCALES
from deid.nlp.torch_free import needs_torch, without_torch
from deid.records import AnnotatedNote
from deid.spans import Span
from deid.models.ner import DEFAULT_LANGUAGES, default_model_path
from deid.transforms.deidentify.guarded import DEAD_TAG

with without_torch():  # Beam's GPU model manager imports torch; our handlers run no torch model
    from apache_beam.ml.inference.base import ModelHandler, RunInference

STEP = "ner"
# Counter names (fixed strings): notes without a model, notes the model failed on.
MODEL_MISSING = "ner_model_missing"
NER_FAILED = "ner_failed"


@dataclass(frozen=True)
class NerConfig:
    """Which pipeline serves which locale, and how notes are batched.

    ``models``: locale (``nl_BE``) or language (``nl``) -> installed pipeline
    package name or pipeline directory; given entries override the defaults.
    ``use_defaults``: fall back to the shipped default model of a language.
    ``label_map``: model label -> contract label; labels absent are dropped
    (``deid.detect.ner.label_map_with({"MISC": None, "NORP": "LOCATION"})`` edits the default).
    ``batch_size``: notes per ``BatchElements`` batch (one ``nlp.pipe`` call).
    ``pipe_batch_size``: texts per spaCy minibatch inside ``nlp.pipe``.
    ``max_chunk_chars``: longer notes are split at paragraph/line/sentence/word boundaries.
    ``span_score``: the confidence given to NER spans (the resolver's tie-breaker).
    ``blas_threads``: threads of numpy's BLAS in each worker process (1: Beam's workers
    fill the cores; more helps only a single in-process worker on an idle machine).
    ``bare_years``: a DATE the model finds that is a year alone is kept (``deid.detect.profile``).
    ``verify_models``: check, where the graph is built, that each named model loads there. Off
    where the models exist only on the workers (a remote runner's worker image): a model a worker
    cannot load then fails that worker's setup, and the job, loudly.
    """

    # Either a mapping or pairs; stored as sorted pairs.
    models: Union[Mapping[str, str], Tuple[Tuple[str, str], ...]] = field(default_factory=dict)
    use_defaults: bool = True
    label_map: Union[Mapping[str, str], Tuple[Tuple[str, str], ...]] = DEFAULT_LABEL_MAP
    batch_size: int = 64
    pipe_batch_size: int = 32
    max_chunk_chars: int = 5000
    span_score: float = 0.8
    blas_threads: int = 1
    bare_years: bool = True
    verify_models: bool = True

    def __post_init__(self) -> None:
        # Freeze the mapping into sorted pairs: hashable, picklable, order-independent.
        object.__setattr__(self, "models", tuple(sorted(dict(self.models).items())))
        object.__setattr__(self, "label_map", tuple(sorted(dict(self.label_map).items())))
        for key, model in self.models:
            if key not in LOCALES and key not in LANGUAGES:
                raise ValueError(f"NerConfig.models key {key!r} is neither a contract locale nor its language")
            if not isinstance(model, str) or not model:
                raise ValueError(f"NerConfig.models[{key!r}] must name a pipeline package or directory")
            if self.verify_models and not is_loadable(model):
                raise ValueError(f"NerConfig.models[{key!r}]: no spaCy pipeline directory or installed package {model!r}")
        if self.batch_size < 1:
            raise ValueError("batch_size must be positive")
        if self.blas_threads < 1:
            raise ValueError("blas_threads must be at least 1")
        self.settings  # validates label map, chunk size, score

    @property
    def settings(self) -> NerSettings:
        return NerSettings(
            label_map=self.label_map,
            max_chunk_chars=self.max_chunk_chars,
            pipe_batch_size=self.pipe_batch_size,
            span_score=self.span_score,
            name_gate=NameGateConfig(bare_years=self.bare_years),
        )

    def model_table(self) -> Dict[str, str]:
        """Key (locale or language) -> model, defaults first and user entries over them."""
        table: Dict[str, str] = {}
        if self.use_defaults:
            for language in DEFAULT_LANGUAGES:
                path = default_model_path(language)
                if path is not None:
                    table[language] = str(path)
        table.update(dict(self.models))
        return table


def model_key(table: Mapping[str, str], locale: str) -> Optional[str]:
    """The table key serving ``locale``: the full locale first, then its language."""
    if locale in table:
        return locale
    language = locale.split("_")[0]
    return language if language in table else None


class _Pipelines:
    """The pipelines of one worker process, each loaded the first time a note needs it: a run
    whose notes are Dutch and French never loads the other languages' models (seconds of
    start-up and a hundred MB each). A model that cannot load fails the bundle, not a note."""

    def __init__(self, table: Mapping[str, str], settings: NerSettings):
        self._table = dict(table)
        self._settings = settings
        self._loaded: Dict[str, NerDetector] = {}  # model -> its detector (two keys may share one)
        self._lock = threading.Lock()  # the DoFn instances of one process share these pipelines
        if any(needs_torch(model) for model in set(self._table.values())):
            # One pipeline with torch layers: spaCy is imported with torch before any model loads
            # (``deid.nlp.torch_free``), whichever locale's note comes first.
            import spacy  # noqa: F401

    def detector(self, key: str) -> NerDetector:
        model = self._table[key]
        found = self._loaded.get(model)
        if found is None:
            with self._lock:
                found = self._loaded.get(model)
                if found is None:
                    found = self._loaded[model] = NerDetector.load(model, self._settings)
        return found


# One note's outcome of the model: its spans, or None where the model failed on it.
NerOutcome = Tuple[AnnotatedNote, Optional[Tuple[Span, ...]]]


class NerModelHandler(ModelHandler[Tuple[str, AnnotatedNote], NerOutcome, _Pipelines]):
    """Beam's model seam for the NER: every locale's pipeline, loaded once per worker process.

    Takes (model key, note) pairs; gives (note, spans), or (note, None) for a note the model
    failed on, in no particular order."""

    def __init__(self, config: NerConfig):
        super().__init__()
        self._config = config

    def load_model(self) -> _Pipelines:
        limit_blas_threads(self._config.blas_threads)
        # Resolved here, on the worker: default models live where the worker installed the package.
        return _Pipelines(self._config.model_table(), self._config.settings)

    def run_inference(self, batch: Sequence[Tuple[str, AnnotatedNote]], model: _Pipelines,
                      inference_args: Optional[Dict[str, Any]] = None) -> Iterable[NerOutcome]:
        groups: Dict[str, List[AnnotatedNote]] = {}
        for key, annotated in batch:
            groups.setdefault(key, []).append(annotated)
        outcomes: List[NerOutcome] = []
        for key, notes in groups.items():
            outcomes.extend(_detect(model.detector(key), notes))
        return outcomes

    def batch_elements_kwargs(self) -> Mapping[str, Any]:
        return {"min_batch_size": self._config.batch_size, "max_batch_size": self._config.batch_size}

    def get_metrics_namespace(self) -> str:
        return "DetectEntities"

    def share_model_across_processes(self) -> bool:
        return False


def _detect(detector: NerDetector, notes: List[AnnotatedNote]) -> List[NerOutcome]:
    try:
        found = detector.detect_texts([a.note.text for a in notes])
    except Exception:  # one bad note must not sink its batch: retry the notes one by one
        if len(notes) == 1:
            return [(notes[0], None)]
        return [outcome for annotated in notes for outcome in _detect(detector, [annotated])]
    return [(annotated, tuple(spans)) for annotated, spans in zip(notes, found)]


class _NotRead:
    """A note NER could not read: its dead letter (no text), or the note marked for redaction,
    to the main output or, with ``redacted_tag``, to that one."""

    def __init__(self, on_failure: str, redacted_tag: Optional[str] = None):
        self._redact = check_policy(on_failure) == REDACT_NOTE
        self._redacted_tag = redacted_tag

    def __call__(self, annotated: AnnotatedNote, reason: str):
        if self._redact:
            redacted = annotated.with_comment(redaction_comment(STEP))
            return redacted if self._redacted_tag is None else beam.pvalue.TaggedOutput(self._redacted_tag, redacted)
        return beam.pvalue.TaggedOutput(DEAD_TAG, note_rejection(annotated.note, reason))


UNSERVED_TAG = "unserved"


class ChooseModelFn(beam.DoFn):
    """AnnotatedNote -> (model key, note); a note no model serves is not read: its dead letter,
    or the note marked for redaction on the ``unserved`` output."""

    def __init__(self, config: NerConfig, on_failure: str = DEAD_LETTER):
        self._config = config
        self._not_read = _NotRead(on_failure, redacted_tag=UNSERVED_TAG)
        self._table: Dict[str, str] = {}
        self._missing = Metrics.counter("DetectEntities", MODEL_MISSING)

    def setup(self) -> None:
        self._table = self._config.model_table()

    def process(self, annotated: AnnotatedNote):
        key = model_key(self._table, annotated.note.locale)
        if key is None:
            self._missing.inc()
            yield self._not_read(annotated, NO_NER_MODEL)
        else:
            yield key, annotated


class AddEntitiesFn(beam.DoFn):
    """(note, spans) -> the note with its NER spans; (note, None) -> not read (dead or redacted)."""

    def __init__(self, on_failure: str = DEAD_LETTER):
        self._not_read = _NotRead(on_failure)
        self._notes = Metrics.counter("DetectEntities", "ner_notes")
        self._spans = Metrics.counter("DetectEntities", "ner_spans")
        self._failed = Metrics.counter("DetectEntities", NER_FAILED)

    def process(self, outcome: NerOutcome):
        annotated, spans = outcome
        if spans is None:
            self._failed.inc()
            yield self._not_read(annotated, f"processing_error:{STEP}")
            return
        self._notes.inc()
        self._spans.inc(len(spans))
        yield annotated.with_spans(spans)


class DetectEntitiesOutputs(NamedTuple):
    annotated: beam.PCollection
    dead: beam.PCollection


class DetectEntities(beam.PTransform):
    """AnnotatedNote -> ``annotated`` (with ``detector="ner"`` spans appended) and ``dead``."""

    def __init__(self, config: NerConfig = NerConfig(), on_failure: str = DEAD_LETTER):
        super().__init__()
        self._config = config
        self._on_failure = check_policy(on_failure)

    def expand(self, annotated):
        chosen = annotated | "ChooseModel" >> beam.ParDo(
            ChooseModelFn(self._config, self._on_failure)).with_outputs(DEAD_TAG, UNSERVED_TAG, main="keyed")
        read = (chosen.keyed
                | "Ner" >> RunInference(NerModelHandler(self._config))
                | "AddEntities" >> beam.ParDo(AddEntitiesFn(self._on_failure)).with_outputs(DEAD_TAG, main="annotated"))
        return DetectEntitiesOutputs(
            # A note no model serves, marked for redaction, goes on with the read ones.
            annotated=(read.annotated, chosen[UNSERVED_TAG]) | "AllAnnotated" >> beam.Flatten(),
            dead=(chosen[DEAD_TAG], read[DEAD_TAG]) | "AllDead" >> beam.Flatten())
