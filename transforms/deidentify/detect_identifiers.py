"""Running the rule-based detectors (registry alignment, patterns) over each note."""
from __future__ import annotations

from typing import Callable, Iterable, Sequence, Tuple

import apache_beam as beam

from deid.detect import Detector
from deid.failure_policy import DEAD_LETTER, check_policy
from deid.records import AnnotatedNote
from deid.transforms.deidentify.guarded import DEAD_TAG, GuardedNoteFn

# A picklable zero-argument callable that builds a detector, e.g.
# functools.partial(RegistryMatcher, RegistryMatchConfig()): the DoFn carries
# only these small recipes and builds the detectors once per worker in setup().
DetectorFactory = Callable[[], Detector]


class DetectIdentifiersFn(GuardedNoteFn):
    step = "detect"

    def __init__(self, factories: Sequence[DetectorFactory], on_failure: str = DEAD_LETTER):
        super().__init__(on_failure)
        self._factories = tuple(factories)
        self._detectors: Tuple[Detector, ...] = ()

    def setup(self) -> None:
        self._detectors = tuple(factory() for factory in self._factories)

    def transform(self, annotated: AnnotatedNote) -> Iterable[AnnotatedNote]:
        spans = []
        for detector in self._detectors:
            spans.extend(detector.detect(annotated.note, annotated.persons))
        yield annotated.with_spans(spans)


class DetectIdentifiers(beam.PTransform):
    """AnnotatedNote -> AnnotatedNote with detector spans; failures to the ``dead`` output,
    or marked for redaction with ``on_failure="redact-note"`` (``deid.failure_policy``)."""

    def __init__(self, factories: Sequence[DetectorFactory], on_failure: str = DEAD_LETTER):
        super().__init__()
        if not factories:
            raise ValueError("at least one detector is needed")
        self._factories = tuple(factories)
        self._on_failure = check_policy(on_failure)

    def expand(self, annotated):
        return annotated | "Detect" >> beam.ParDo(DetectIdentifiersFn(self._factories, self._on_failure)).with_outputs(
            DEAD_TAG, main="annotated"
        )
