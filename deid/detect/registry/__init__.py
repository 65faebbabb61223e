"""The registry matcher: each note against its patient's own registry rows (patient, physicians,
relatives), by Smith-Waterman local alignment over projected letters (``alignment``,
``projection``), with the variants real notes write (``variants``, ``initials``, ``dates``) and
the name cues that decide an ordinary word is a name (``cues``). ``matcher`` holds the detector.
"""
from deid.detect.registry.config import InvalidConfig, RegistryMatchConfig
from deid.detect.registry.matcher import RegistryMatcher

__all__ = ["InvalidConfig", "RegistryMatchConfig", "RegistryMatcher"]
