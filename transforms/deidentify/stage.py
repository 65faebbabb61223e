"""The de-identification stage: detect spans, resolve overlaps, replace.

Three pluggable steps joined only by span data (deid.spans.Span). Each step
routes a note it fails on to the dead letters, so the stage's outputs always
account for every input note; a note above ``max_note_chars`` goes there first.
A detector failure follows ``on_detector_failure`` (``deid.failure_policy``):
dead letter by default, or the whole note redacted.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Optional, Sequence

import apache_beam as beam

from deid.failure_policy import DEFAULT_POLICY, check_policy
from deid.transforms.deidentify.detect_identifiers import DetectIdentifiers, DetectorFactory
from deid.transforms.deidentify.limit_note_length import DEFAULT_MAX_NOTE_CHARS, LimitNoteLength
from deid.transforms.deidentify.replace_identifiers import (
    KEY_TABLE_TAG,
    ReplaceConfig,
    ReplaceIdentifiers,
    ResolveConfig,
    ResolveOverlaps,
)


if TYPE_CHECKING:  # annotations only (see Deidentify.expand)
    from deid.transforms.deidentify.detect_entities import NerConfig

@dataclass(frozen=True)
class DeidentifyConfig:
    detectors: Sequence[DetectorFactory]
    replace: ReplaceConfig
    resolve: ResolveConfig = ResolveConfig()
    # The NER stage's config, or None to run without NER.
    ner: Optional["NerConfig"] = None
    # deid.failure_policy: what a detector failure costs a note (dead letter or whole-note redaction).
    on_detector_failure: str = DEFAULT_POLICY
    max_note_chars: int = DEFAULT_MAX_NOTE_CHARS

    def __post_init__(self) -> None:
        object.__setattr__(self, "detectors", tuple(self.detectors))
        if not self.detectors and self.ner is None:
            raise ValueError("the de-identification stage needs at least one detector")
        check_policy(self.on_detector_failure)
        if not isinstance(self.max_note_chars, int) or self.max_note_chars < 1:
            raise ValueError("--max-note-chars must be a positive number of characters")


class Deidentify(beam.PTransform):
    """PCollection[AnnotatedNote] -> dict of ``rows``, ``dead``, ``dead_steps`` and ``key_table``."""

    def __init__(self, config: DeidentifyConfig):
        super().__init__()
        self._config = config

    def expand(self, annotated):
        limited = annotated | "LimitNoteLength" >> LimitNoteLength(self._config.max_note_chars)
        annotated = limited.annotated
        dead = [limited.dead]
        policy = self._config.on_detector_failure
        if self._config.detectors:
            detected = annotated | "DetectIdentifiers" >> DetectIdentifiers(self._config.detectors, policy)
            annotated = detected.annotated
            dead.append(detected.dead)
        if self._config.ner is not None:
            # Imported only for a run with NER: Beam's RunInference module imports torch
            # (about 1.5 s and 175 MB), which a run without NER has no use for.
            from deid.transforms.deidentify.detect_entities import DetectEntities

            entities = annotated | "DetectEntities" >> DetectEntities(self._config.ner, policy)
            annotated = entities.annotated
            dead.append(entities.dead)
        resolved = annotated | "ResolveOverlaps" >> ResolveOverlaps(self._config.resolve)
        dead.append(resolved.dead)
        replaced = resolved.annotated | "ReplaceIdentifiers" >> ReplaceIdentifiers(self._config.replace)
        dead.append(replaced.dead)
        return {
            "rows": replaced.rows,
            "dead": tuple(dead) | "FlattenDead" >> beam.Flatten(),
            # The same dead letters, one PCollection per step, for a live progress count:
            # consumers of a Flatten may run only once all its inputs are complete.
            "dead_steps": tuple(dead),
            "key_table": replaced[KEY_TABLE_TAG],
        }
