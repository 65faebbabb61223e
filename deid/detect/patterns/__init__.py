"""The pattern detector: dates, ages, phones, e-mails, URLs, ids, addresses, organizations, occupations, places.

One module per identifier kind; this module composes them behind the
``Detector`` protocol. Everything that costs (regex compilation, stdnum and
phonenumbers imports) happens once, in the constructor; ``detect`` only runs
compiled patterns over the text. Spans are labelled per the contract and
carry ``detector="pattern"``; overlaps between kinds (a phone number that is
also a valid id, a date inside an address) are left to ``deid.resolve``.

    detector = PatternDetector(PatternConfig())
    spans = detector.detect(note, persons)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import List, Sequence, Tuple

import regex

from deid.detect.patterns.addresses import AddressFinder
from deid.detect.patterns.ages import AgeFinder
from deid.detect.patterns.contacts import ContactFinder
from deid.detect.patterns.dates import DateFinder
from deid.detect.patterns.ids import ID_KINDS, IdFinder
from deid.detect.patterns.ocr_repair import repair
from deid.detect.patterns.institutions import InstitutionFinder
from deid.detect.patterns.organizations import OrganizationFinder
from deid.detect.patterns.places import PlaceFinder
from deid.detect.patterns.professions import ProfessionFinder
from deid.detect.patterns.phones import LENIENCIES, PhoneFinder
from deid.records import Note, Person
from deid.spans import Span

# The kinds of identifier the detector can look for; PatternConfig.kinds picks.
KINDS = ("date", "age", "phone", "email", "url", "id", "address", "organization", "profession", "place")


@dataclass(frozen=True)
class PatternConfig:
    """What the pattern detector looks for. Validated at construction.

    kinds: identifier kinds to detect, among ``KINDS``.
    id_kinds: checksummed national id kinds to validate, among ``ids.ID_KINDS``.
    mrn_patterns: regular expressions (``regex`` syntax) of the hospital's own
        record numbers; every match is an ID. Compiled here, so a typo fails
        when the pipeline is built, not on the first note.
    cued_ids: label id-like numbers right after an id word ("NHC: 368503") as
        ID even without a checksum.
    phone_leniency: ``phonenumbers`` leniency: possible, valid, strict_grouping
        or exact_grouping.
    phone_max_tries: ``phonenumbers`` matcher's cap on candidates per note.
    dateparser_fallback: hand "day WORD year" shapes the month tables do not
        know to ``dateparser`` (slow; rare by construction).
    birth_cue_window: characters before a date searched for a birth word.
    bare_years: a year alone after a date word or in brackets is a DATE
        (``deid.detect.profile``); a year of birth is one whatever this says.
    """

    kinds: Tuple[str, ...] = KINDS
    id_kinds: Tuple[str, ...] = ID_KINDS
    mrn_patterns: Tuple[str, ...] = ()
    cued_ids: bool = True
    phone_leniency: str = "valid"
    phone_max_tries: int = 65535
    dateparser_fallback: bool = True
    birth_cue_window: int = 60
    bare_years: bool = True

    def __post_init__(self) -> None:
        for name in ("kinds", "id_kinds", "mrn_patterns"):
            if not isinstance(getattr(self, name), tuple):
                raise TypeError(f"PatternConfig.{name} must be a tuple")
        unknown = set(self.kinds) - set(KINDS)
        if unknown:
            raise ValueError(f"unknown pattern kinds {sorted(unknown)}; expected among {KINDS}")
        unknown = set(self.id_kinds) - set(ID_KINDS)
        if unknown:
            raise ValueError(f"unknown id kinds {sorted(unknown)}; expected among {ID_KINDS}")
        for index, pattern in enumerate(self.mrn_patterns):
            if not isinstance(pattern, str) or not pattern:
                raise ValueError(f"mrn_patterns[{index}] must be a non-empty regular expression string")
            try:
                compiled = regex.compile(pattern)
            except regex.error as error:
                raise ValueError(f"mrn_patterns[{index}] does not compile: {error}") from None
            if compiled.match(""):
                raise ValueError(f"mrn_patterns[{index}] matches the empty string")
        if self.phone_leniency not in LENIENCIES:
            raise ValueError(f"phone_leniency must be one of {sorted(LENIENCIES)}")
        if not isinstance(self.phone_max_tries, int) or self.phone_max_tries < 1:
            raise ValueError("phone_max_tries must be a positive integer")
        if not isinstance(self.birth_cue_window, int) or not 0 < self.birth_cue_window <= 200:
            raise ValueError("birth_cue_window must be an integer in 1..200")


class PatternDetector:
    """Regular-expression, table and checksum detector of structured identifiers."""

    name = "pattern"

    def __init__(self, config: PatternConfig = PatternConfig()):
        self.config = config
        kinds = set(config.kinds)
        finders = []
        if "date" in kinds:
            finders.append(DateFinder(config.dateparser_fallback, config.birth_cue_window, config.bare_years))
        if "age" in kinds:
            finders.append(AgeFinder())
        if "phone" in kinds:
            finders.append(PhoneFinder(config.phone_leniency, config.phone_max_tries))
        if "email" in kinds or "url" in kinds:
            finders.append(ContactFinder(emails="email" in kinds, urls="url" in kinds))
        if "id" in kinds:
            finders.append(IdFinder(config.id_kinds, config.mrn_patterns, config.cued_ids))
        if "address" in kinds:
            finders.append(AddressFinder())
        if "organization" in kinds:
            finders.append(OrganizationFinder())
            finders.append(InstitutionFinder())
        if "profession" in kinds:
            finders.append(ProfessionFinder())
        self._places = PlaceFinder() if "place" in kinds else None
        if self._places is not None:
            finders.append(self._places)
        self._finders = tuple(finders)

    def detect(self, note: Note, persons: Sequence[Person] = ()) -> List[Span]:
        """Spans of every enabled kind, sorted; overlapping ones are kept for the resolver."""
        spans: List[Span] = []
        # Numbers and words damaged by OCR ("O87 31 54 6O", "V1LLENEUVE") are read as printed; same offsets.
        text = repair(note.text, note.locale)
        for finder in self._finders:
            spans.extend(finder.find(text, note.locale))
        if self._places is not None:  # "Apotheek Maes, Tielt", "Molenstraat 12 te Lier": an institution or a street locates its town
            institutions = [s for s in spans if s.label == "ORGANIZATION"]
            streets = [s for s in spans if s.label == "ADDRESS" and any(ch.isalpha() for ch in text[s.start:s.end])]
            spans.extend(self._places.towns_after(text, note.locale, institutions, streets))
        return sorted(set(spans))
