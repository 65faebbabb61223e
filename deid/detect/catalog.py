"""The one registry of detectors: what ``--detectors`` may name and how each is built.

A detector is one module and one entry here. An entry says its name (the one of
``--detectors``), whether it runs by default, and how a worker builds it: rule detectors
are built from a picklable recipe (``factories``: a class and its frozen config, called once
per worker in ``setup()``); the NER runs as a Beam stage of its own, batched across notes
(``deid.transforms.deidentify.detect_entities``), so its entry has no recipe here.

The names a detector writes into ``entities.detector`` are ``deid.spans.DETECTORS``, which
is also the resolver's default order of trust; ``exact``, the baseline, writes the registry
matcher's and the pattern detector's names.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Callable, List, Optional, Sequence, Tuple

from deid.detect import Detector
from deid.detect.exact import ExactMatcher
from deid.detect.names import NameDetector
from deid.detect.patterns import PatternConfig, PatternDetector
from deid.detect.profile import DEFAULT_PROFILE, DetectionProfile, detection_profile
from deid.detect.registry import RegistryMatchConfig, RegistryMatcher

# A recipe a worker calls once to get its detector.
Factory = Callable[[], Detector]


@dataclass(frozen=True)
class DetectorEntry:
    """One detector: its ``--detectors`` name, whether it runs by default, and how it is built.

    ``recipe`` maps the run's detection profile to a factory; ``None`` for a detector that is
    a pipeline stage of its own (the NER)."""

    name: str
    default: bool
    summary: str
    recipe: Optional[Callable[[DetectionProfile], Factory]] = None


CATALOG: Tuple[DetectorEntry, ...] = (
    DetectorEntry("registry", True, "the patient's own registry rows, aligned to the note "
                  "(typos, initials, nicknames, OCR damage)",
                  lambda profile: functools.partial(RegistryMatcher, RegistryMatchConfig())),
    DetectorEntry("pattern", True, "dates, phones, e-mails, ids with checksums, addresses, ages, "
                  "professions, organisations",
                  lambda profile: functools.partial(PatternDetector, PatternConfig(bare_years=profile.bare_years))),
    DetectorEntry("names", True, "names from name lists and their context (titles, signatures, lists)",
                  lambda profile: NameDetector),
    DetectorEntry("ner", True, "the locale's spaCy NER model, gated by word knowledge"),
    DetectorEntry("exact", False, "baseline: registry values spelled exactly, and e-mails",
                  lambda profile: ExactMatcher),
)
_BY_NAME = {entry.name: entry for entry in CATALOG}

DETECTOR_NAMES: Tuple[str, ...] = tuple(entry.name for entry in CATALOG)
DEFAULT_DETECTORS: Tuple[str, ...] = tuple(entry.name for entry in CATALOG if entry.default)


def entry(name: str) -> DetectorEntry:
    """The entry called ``name``; a clear error for any other name."""
    try:
        return _BY_NAME[name]
    except KeyError:
        raise ValueError(f"unknown detector {name!r}; expected some of {', '.join(DETECTOR_NAMES)}") from None


def factories(names: Sequence[str], profile: str = DEFAULT_PROFILE) -> List[Factory]:
    """Picklable recipes for the rule detectors among ``names``, in that order; each builds once
    per worker. Detectors that are stages of their own (the NER) are checked and skipped.

    ``profile``: the detection profile's name (``deid.detect.profile``)."""
    policy = detection_profile(profile)
    entries = [entry(name) for name in names]
    return [item.recipe(policy) for item in entries if item.recipe is not None]
