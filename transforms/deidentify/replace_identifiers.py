"""Resolving overlaps and rewriting each note: the last two steps of de-identification."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Optional

import apache_beam as beam
from apache_beam.utils import shared

from deid.failure_policy import REDACTED_TEXT, is_redacted
from deid.keys import SurrogateKey
from deid.output import note_row
from deid.records import AnnotatedNote
from deid.replace import apply_replacements, tag_renderer
from deid.surrogates import SurrogateConfig, Surrogates
from deid.transforms.deidentify.guarded import DEAD_TAG, GuardedNoteFn

KEY_TABLE_TAG = "key_table"
MODES = ("surrogates", "tags")


@dataclass(frozen=True)
class ReplaceConfig:
    mode: str = "surrogates"
    tag_style: str = "brackets"
    key: Optional[SurrogateKey] = None
    pseudonymize_ids: bool = False
    key_table: bool = False
    # None means SurrogateConfig's defaults.
    surrogates: Optional[SurrogateConfig] = None

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"--replace must be one of {', '.join(MODES)}")
        if self.tag_style not in ("brackets", "spacy"):
            raise ValueError("the tag style must be 'brackets' or 'spacy'")
        if (self.mode == "surrogates" or self.pseudonymize_ids) and self.key is None:
            raise ValueError("surrogates and --pseudonymize-ids need a key")


@dataclass(frozen=True)
class ResolveConfig:
    # deid.resolve.ResolverConfig; None means its defaults.
    resolver: Optional[object] = None


class ResolveOverlapsFn(GuardedNoteFn):
    step = "resolve"

    def __init__(self, config: ResolveConfig):
        super().__init__()
        self._config = config

    def setup(self) -> None:
        from deid.detect.resolution import resolved_spans
        from deid.resolve import ResolverConfig

        self._resolved = resolved_spans
        self._resolver = self._config.resolver or ResolverConfig()

    def transform(self, annotated: AnnotatedNote) -> Iterable[AnnotatedNote]:
        # Overlaps resolved, a second language's words dropped, each name's edges tidied, the
        # name's other occurrences found (deid.detect.resolution).
        spans = tuple(self._resolved(annotated.spans, annotated.note, annotated.persons, self._resolver))
        yield AnnotatedNote(annotated.note, annotated.persons, spans, annotated.comments)


class ReplaceIdentifiersFn(GuardedNoteFn):
    step = "replace"

    def __init__(self, config: ReplaceConfig):
        super().__init__()
        self._config = config
        self._shared = shared.Shared()

    def setup(self) -> None:
        self._surrogates = None
        if self._config.mode == "surrogates":
            config = self._config.surrogates or SurrogateConfig()
            fallback = None
            if config.generative_model_path:
                # Imported only with a fallback model: Beam's model-handler module imports torch.
                from deid.transforms.deidentify.fallback_model import FallbackModelHandler

                handler = FallbackModelHandler(config.generative_model_path, config.generative_top_k)
                fallback = self._shared.acquire(handler.load_model, tag=config.generative_model_path)
            self._surrogates = Surrogates(config, self._config.key, fallback)
        self._tags = tag_renderer(self._config.tag_style)

    def transform(self, annotated: AnnotatedNote) -> Iterable:
        note = annotated.note
        comments = set(annotated.comments)
        patient_id = note.patient_id
        if self._config.pseudonymize_ids:
            # Keyed and stable: the same patient gets the same pseudonym on every run.
            patient_id = self._config.key.pseudonym("patient_id", note.patient_id)
        if is_redacted(comments):
            # A detector failed on this note under --on-detector-failure redact-note: nothing
            # of the text goes out, and no key-table row (there is no original to map).
            yield note_row(note.note_id, patient_id, REDACTED_TEXT, [], comments, note.kept)
            return
        if self._config.mode == "surrogates":
            render = self._surrogates.renderer(annotated)
        else:
            render = self._tags
        text, entities, replacements = apply_replacements(note.text, annotated.spans, render)
        comments.update(getattr(render, "comments", ()))
        yield note_row(note.note_id, patient_id, text, entities, comments, note.kept)
        if self._config.key_table:
            for span, replacement in zip(annotated.spans, replacements):
                yield beam.pvalue.TaggedOutput(
                    KEY_TABLE_TAG,
                    {
                        "note_id": note.note_id,
                        "patient_id": note.patient_id,
                        "start": span.start,
                        "end": span.end,
                        "label": span.label,
                        "original": note.text[span.start:span.end],
                        "surrogate": replacement,
                    },
                )


class ResolveOverlaps(beam.PTransform):
    def __init__(self, config: ResolveConfig = ResolveConfig()):
        super().__init__()
        self._config = config

    def expand(self, annotated):
        return annotated | "Resolve" >> beam.ParDo(ResolveOverlapsFn(self._config)).with_outputs(
            DEAD_TAG, main="annotated"
        )


class ReplaceIdentifiers(beam.PTransform):
    """AnnotatedNote -> output rows; ``key_table`` rows when asked for; failures to ``dead``."""

    def __init__(self, config: ReplaceConfig):
        super().__init__()
        self._config = config

    def expand(self, annotated):
        return annotated | "Replace" >> beam.ParDo(ReplaceIdentifiersFn(self._config)).with_outputs(
            DEAD_TAG, KEY_TABLE_TAG, main="rows"
        )
