"""Name scrubbing: registry names go, unless a common word used as one; lexicon names are flagged."""
from __future__ import annotations

import pytest

from deid.corpus.counts import WordStats
from deid.corpus.scrub import (
    COMMON_WORD, FLAGGED, KEEP, REMOVED_FLAGGED, REMOVED_REGISTRY, ScrubConfig, decide, name_words,
)


def _w(count, capitalized):
    return WordStats(count=count, capitalized=capitalized, docs=count, sources=1)


@pytest.mark.parametrize("word, stats, in_registry, expected", [
    ("jansen", _w(20, 20), True, REMOVED_REGISTRY),   # a registry surname
    ("jansen", _w(20, 0), True, REMOVED_REGISTRY),    # not a common word: removed however written
    ("roos", _w(20, 4), True, COMMON_WORD),           # "roos" (rose) used in lower case 80%
    ("roos", _w(20, 10), True, COMMON_WORD),          # exactly half: kept
    ("roos", _w(20, 15), True, REMOVED_REGISTRY),     # mostly capitalized: used as a name here
    ("visser", _w(10, 1), True, COMMON_WORD),
    ("peeters", _w(10, 9), False, FLAGGED),           # a lexicon surname, not in the registry
    ("peeters", _w(10, 2), False, KEEP),              # rarely capitalized: not flagged
    ("hart", _w(10, 9), False, KEEP),                 # a lexicon name but a common word
    ("metoprolol", _w(10, 0), False, KEEP),
])
def test_decide(word, stats, in_registry, expected):
    assert decide(word, stats, in_registry) == expected


def test_flagged_words_can_be_removed():
    assert decide("peeters", _w(10, 9), False, ScrubConfig(drop_flagged=True)) == REMOVED_FLAGGED


def test_the_lowercase_share_is_an_option():
    assert decide("roos", _w(20, 4), True, ScrubConfig(min_lowercase_share=0.9)) == REMOVED_REGISTRY


@pytest.mark.parametrize("first, last, expected", [
    ("Jan-Willem", "van der Meulen", {"jan", "willem", "meulen"}),   # particles are not name words
    ("J.", "O'Brien", {"brien"}),                                      # initials are not either
    ("Élodie", "DUPONT", {"élodie", "dupont"}),
    (None, "", set()),
])
def test_name_words(first, last, expected):
    assert name_words(first, last) == expected


def test_shares_out_of_range_fail_when_built():
    with pytest.raises(ValueError):
        ScrubConfig(min_lowercase_share=1.5)
