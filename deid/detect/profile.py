"""The detection profile: one setting a privacy office chooses between recall and precision.

    profile = DETECTION_PROFILES["recall"]      # the default
    PatternConfig(bare_years=profile.bare_years)

Most of what the detectors decide is not negotiable (a name is a name), but some identifiers
are a matter of policy, where two careful annotation guides disagree and each choice costs
either leaks or readability. The profile names those choices once, for the whole job:

* ``bare_years``: a year alone after a date word or in brackets ("seit 2019", "(2015)",
  "diagnosed in 2020") is a DATE, shifted with the patient's other dates. MEDDOCAN's guide
  marks such years; the hand-written notes' guide (like HIPAA's Safe Harbor, which keeps the
  year) does not. A year of birth ("geboren 1950") is a BIRTHDATE in every profile.

``recall`` (the default) replaces all of them: a year left in a note is a clue, a year shifted
by the patient's offset costs little. ``precision`` keeps them: the note reads as written where
the identifying power is low. ``bench/generalization.py --profile`` prints both.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Dict


@dataclass(frozen=True)
class DetectionProfile:
    """The policy choices of one profile (see the module docstring)."""

    name: str
    bare_years: bool


DETECTION_PROFILES: Dict[str, DetectionProfile] = {
    "recall": DetectionProfile("recall", bare_years=True),
    "precision": DetectionProfile("precision", bare_years=False),
}
DEFAULT_PROFILE = "recall"


def detection_profile(name: str) -> DetectionProfile:
    """The profile called ``name``; a clear error for any other name."""
    try:
        return DETECTION_PROFILES[name]
    except KeyError:
        raise ValueError(f"unknown detection profile {name!r}; expected one of "
                         f"{', '.join(sorted(DETECTION_PROFILES))}") from None
