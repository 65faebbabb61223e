"""Configuration of the registry matcher (re-exported by ``deid.detect.registry``).

Every threshold of the matching rules lives here, with the reason for its
default; the config is frozen and checked when built, so a bad value fails
before any note is read.
"""
from __future__ import annotations

from dataclasses import dataclass


class InvalidConfig(ValueError):
    """A config value out of range. The message names the field, never a value of a note."""


@dataclass(frozen=True)
class RegistryMatchConfig:
    # Edit budget of a name or address value: floor(length * max_edit_ratio)
    # edits (substitutions, insertions, deletions), counted on the projection
    # (letters and digits only), at least 1 and at most max_edits. With 0.25:
    # 5-7 letters -> 1 edit, 8-11 -> 2, 12-15 -> 3, 16+ -> 4, so
    # "Danneels"/"Daniels" (2) and "Stormy Danneels"/"Storm Daniels" (3) match.
    # A span's score is 1 - edits / length, so the threshold is 1 - max_edit_ratio.
    max_edit_ratio: float = 0.25
    max_edits: int = 4
    # Edit budget where the text announces a name (after "Dr.", "Mevr.",
    # "Ehemann", an initial of the person, or next to the person's other
    # name; see ``cues``): floor(length * cued_edit_ratio), at most
    # max_edits. With 0.4: 3-4 letters -> 1 edit, 5-7 -> 2, 8-9 -> 3, so
    # "Dr. Kraku" is Dr. Kraus and "Herr Dou sintos" is Herr Dos Santos, two
    # typos each, which the plain budget (one edit below 8 letters) misses.
    cued_edit_ratio: float = 0.4
    # Values of this many letters or fewer ("Jan", "May", "Roos", "Gent", "Kok")
    # are *guarded*, like values found in the common-word lexicon: exact match
    # only, capitalised in the note, not glued into a hyphenated compound, not
    # next to a number when the value is also a month name.
    exact_max_length: int = 4
    # Values shorter than this ("An", "Li", "Jo") are never matched alone: as
    # words they are everywhere. They still match inside the full name.
    min_value_length: int = 3
    # A fuzzy (edited) match of a one-word value shorter than this must be
    # capitalised in the note: lower-case near-misses of short names are
    # mostly ordinary words ("Peter" -> "meter").
    fuzzy_capitalised_below: int = 8
    # A one-word value of at least this many letters, found exactly but with one space
    # inside ("Mar tens", "Qure shi": OCR or a typist split the word), still counts when
    # the pieces are not all ordinary words of the note's language and the first is capitalised.
    split_min_length: int = 6
    # A note is *written in lower case* when fewer than this share of its words begin with
    # a capital ("son rob visited"): case says nothing there, so a short registry name
    # or short form in lower case counts, spelled exactly, where it is more often a name
    # than a word of the note's language (``name_likelihood``).
    lower_case_note_capitals: float = 0.03
    # Largest run of non-alphanumeric characters allowed inside one match:
    # "Van  den\nBroeck" yes, a first name and a surname two sentences apart no.
    max_gap_chars: int = 4
    # Codes (phone, national id, MRN, postcode): exact on their letters and
    # digits, except values of at least code_fuzzy_min_length characters,
    # which may carry code_max_edits typos (a mistyped digit of a phone number).
    code_fuzzy_min_length: int = 10
    code_max_edits: int = 1
    # Largest separator run inside a code ("0471 23 45 67", "85.07.30-033.61").
    code_max_gap_chars: int = 3
    # A digits-only postcode ("1000", "75001") is also an ordinary number, so
    # it only counts within this many characters of the same person's city or
    # street found in the note.
    postcode_context_chars: int = 40
    # Recursion bound of "best alignment, mask, align again", per value and note.
    max_hits_per_value: int = 64
    # Parsed registry persons kept per worker (notes of one patient come together).
    plan_cache_size: int = 512
    # Persons whose spellings are kept (a physician shared by many patients is compiled once).
    person_cache_size: int = 4096

    def __post_init__(self) -> None:
        if not 0.0 <= self.max_edit_ratio < 0.5:
            raise InvalidConfig("max_edit_ratio must lie in [0, 0.5)")
        if not self.max_edit_ratio <= self.cued_edit_ratio < 0.5:
            raise InvalidConfig("cued_edit_ratio must lie in [max_edit_ratio, 0.5)")
        positive = (
            "max_edits", "exact_max_length", "min_value_length", "fuzzy_capitalised_below",
            "code_fuzzy_min_length", "max_hits_per_value", "plan_cache_size", "person_cache_size", "split_min_length",
        )
        for name in positive:
            value = getattr(self, name)
            if not isinstance(value, int) or value < 1:
                raise InvalidConfig(f"{name} must be a positive integer")
        for name in ("max_gap_chars", "code_max_edits", "code_max_gap_chars", "postcode_context_chars"):
            value = getattr(self, name)
            if not isinstance(value, int) or value < 0:
                raise InvalidConfig(f"{name} must be a non-negative integer")
        if not 0.0 <= self.lower_case_note_capitals < 1.0:
            raise InvalidConfig("lower_case_note_capitals must lie in [0, 1)")
        if self.min_value_length > self.exact_max_length + 1:
            raise InvalidConfig("min_value_length must not exceed exact_max_length + 1")

    @property
    def score_threshold(self) -> float:
        return 1.0 - self.max_edit_ratio

    def name_budget(self, length: int) -> int:
        """Edits allowed for an unguarded name or address value of ``length`` projected characters."""
        if self.max_edit_ratio == 0.0:
            return 0
        return min(self.max_edits, max(1, int(length * self.max_edit_ratio)))

    def cued_budget(self, length: int) -> int:
        """Edits allowed for a name of ``length`` projected characters where the text announces a name."""
        if self.max_edit_ratio == 0.0:
            return 0  # an exact matcher stays exact
        return min(self.max_edits, int(length * self.cued_edit_ratio))

    def code_budget(self, length: int) -> int:
        return self.code_max_edits if length >= self.code_fuzzy_min_length else 0
