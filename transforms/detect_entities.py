"""The NER stage: spaCy pipelines chosen per note locale, batched through ``nlp.pipe``.

    annotated | "DetectEntities" >> DetectEntities(NerConfig(models={"nl": "path/or/package"}))

AnnotatedNote in, AnnotatedNote out (the ``annotated`` output), with
``detector="ner"`` spans appended. The model of a note is looked up by its full
locale (``nl_BE``), then by its language (``nl``), then among the shipped
defaults (``models/artifacts/ner``). A note NER has not read must not go out as
if it had (``deid.failure_policy``): by default a note with no model goes to the
``dead`` output with the reason ``no_ner_model``, and a note the model fails on
with ``processing_error:ner``; with ``on_failure="redact-note"`` both go on marked
for redaction whole. Nothing is dropped. Pipelines load once per worker process
(``apache_beam.utils.shared``), never per element.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Dict, Iterable, List, Mapping, Optional, Tuple, Union

import apache_beam as beam
from apache_beam.metrics import Metrics
from apache_beam.utils import shared

from deid.contract import note_rejection
from deid.detect.ner import DEFAULT_LABEL_MAP, NerDetector, NerSettings, is_loadable, limit_blas_threads
from deid.detect.ner_gate import NameGateConfig
from deid.failure_policy import DEAD_LETTER, NO_NER_MODEL, REDACT_NOTE, check_policy, redaction_comment
from deid.locales import LOCALES
from deid.records import AnnotatedNote
from deid.models.ner import DEFAULT_LANGUAGES, default_model_path
from deid.transforms.guarded import DEAD_TAG

STEP = "ner"
# Counter names (fixed strings): notes without a model, notes the model failed on.
MODEL_MISSING = "ner_model_missing"
NER_FAILED = "ner_failed"
_LANGUAGES = frozenset(locale.split("_")[0] for locale in LOCALES)


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

    def __post_init__(self) -> None:
        # Freeze the mapping into sorted pairs: hashable, picklable, order-independent.
        object.__setattr__(self, "models", tuple(sorted(dict(self.models).items())))
        object.__setattr__(self, "label_map", tuple(sorted(dict(self.label_map).items())))
        for key, model in self.models:
            if key not in LOCALES and key not in _LANGUAGES:
                raise ValueError(f"NerConfig.models key {key!r} is neither a contract locale nor its language")
            if not isinstance(model, str) or not model:
                raise ValueError(f"NerConfig.models[{key!r}] must name a pipeline package or directory")
            if not is_loadable(model):
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
    """The loaded pipelines of one worker process (a weak-referenceable holder for ``Shared``)."""

    def __init__(self, table: Mapping[str, str], settings: NerSettings):
        loaded: Dict[str, NerDetector] = {}
        self.by_key: Dict[str, NerDetector] = {}
        for key, model in sorted(table.items()):
            if model not in loaded:
                loaded[model] = NerDetector.load(model, settings)
            self.by_key[key] = loaded[model]


class DetectEntitiesFn(beam.DoFn):
    """Batches of AnnotatedNote -> AnnotatedNote with NER spans."""

    def __init__(self, config: NerConfig, on_failure: str = DEAD_LETTER):
        self._config = config
        self._redact = check_policy(on_failure) == REDACT_NOTE
        # Resolved again in setup(): default models live where the worker installed the package.
        self._table: Dict[str, str] = {}
        self._shared = shared.Shared()
        self._pipelines: Optional[_Pipelines] = None
        self._notes = Metrics.counter("DetectEntities", "ner_notes")
        self._spans = Metrics.counter("DetectEntities", "ner_spans")
        self._missing = Metrics.counter("DetectEntities", MODEL_MISSING)
        self._failed = Metrics.counter("DetectEntities", NER_FAILED)

    def setup(self) -> None:
        limit_blas_threads(self._config.blas_threads)
        self._table = table = self._config.model_table()
        settings = self._config.settings
        tag = repr((sorted(table.items()), settings))
        self._pipelines = self._shared.acquire(lambda: _Pipelines(table, settings), tag=tag)

    def process(self, batch: List[AnnotatedNote]) -> Iterable[AnnotatedNote]:
        groups: Dict[str, List[AnnotatedNote]] = {}
        for annotated in batch:
            key = model_key(self._table, annotated.note.locale)
            if key is None:
                self._missing.inc()
                yield self._not_read(annotated, NO_NER_MODEL)
            else:
                groups.setdefault(key, []).append(annotated)
        for key, notes in groups.items():
            yield from self._detect(self._pipelines.by_key[key], notes)

    def _detect(self, detector: NerDetector, notes: List[AnnotatedNote]) -> Iterable[AnnotatedNote]:
        try:
            found = detector.detect_texts([a.note.text for a in notes])
        except Exception:  # one bad note must not sink its batch: retry the notes one by one
            if len(notes) == 1:
                self._failed.inc()
                yield self._not_read(notes[0], f"processing_error:{STEP}")
                return
            for annotated in notes:
                yield from self._detect(detector, [annotated])
            return
        for annotated, spans in zip(notes, found):
            self._notes.inc()
            self._spans.inc(len(spans))
            yield annotated.with_spans(spans)

    def _not_read(self, annotated: AnnotatedNote, reason: str):
        """A note NER could not read: its dead letter (no text), or the note marked for redaction."""
        if self._redact:
            return annotated.with_comment(redaction_comment(STEP))
        return beam.pvalue.TaggedOutput(DEAD_TAG, note_rejection(annotated.note, reason))


class DetectEntities(beam.PTransform):
    """AnnotatedNote -> ``annotated`` (with ``detector="ner"`` spans appended) and ``dead``."""

    def __init__(self, config: NerConfig = NerConfig(), on_failure: str = DEAD_LETTER):
        super().__init__()
        self._config = config
        self._on_failure = check_policy(on_failure)

    def expand(self, annotated):
        size = self._config.batch_size
        return (
            annotated
            | "Batch" >> beam.BatchElements(min_batch_size=size, max_batch_size=size)
            | "Ner" >> beam.ParDo(DetectEntitiesFn(self._config, self._on_failure)).with_outputs(
                DEAD_TAG, main="annotated")
        )
