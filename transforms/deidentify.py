"""The de-identification stage: detect spans, resolve overlaps, replace.

Three pluggable steps joined only by span data (deid.spans.Span). Each step
routes a note it fails on to the dead letters, so the stage's outputs always
account for every input note.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

import apache_beam as beam

from transforms.detect_identifiers import DetectIdentifiers, DetectorFactory
from transforms.replace_identifiers import (
    KEY_TABLE_TAG,
    ReplaceConfig,
    ReplaceIdentifiers,
    ResolveConfig,
    ResolveOverlaps,
)


@dataclass(frozen=True)
class DeidentifyConfig:
    detectors: Sequence[DetectorFactory]
    replace: ReplaceConfig
    resolve: ResolveConfig = ResolveConfig()
    # transforms.detect_entities.NerConfig, or None to run without NER.
    ner: Optional[object] = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "detectors", tuple(self.detectors))
        if not self.detectors and self.ner is None:
            raise ValueError("the de-identification stage needs at least one detector")


class Deidentify(beam.PTransform):
    """PCollection[AnnotatedNote] -> dict of ``rows``, ``dead`` and ``key_table``."""

    def __init__(self, config: DeidentifyConfig):
        super().__init__()
        self._config = config

    def expand(self, annotated):
        dead = []
        if self._config.detectors:
            detected = annotated | "DetectIdentifiers" >> DetectIdentifiers(self._config.detectors)
            annotated = detected.annotated
            dead.append(detected.dead)
        if self._config.ner is not None:
            from transforms.detect_entities import DetectEntities

            annotated = annotated | "DetectEntities" >> DetectEntities(self._config.ner)
        resolved = annotated | "ResolveOverlaps" >> ResolveOverlaps(self._config.resolve)
        dead.append(resolved.dead)
        replaced = resolved.annotated | "ReplaceIdentifiers" >> ReplaceIdentifiers(self._config.replace)
        dead.append(replaced.dead)
        return {
            "rows": replaced.rows,
            "dead": tuple(dead) | "FlattenDead" >> beam.Flatten(),
            "key_table": replaced[KEY_TABLE_TAG],
        }
