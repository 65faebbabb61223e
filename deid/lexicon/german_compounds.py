"""German compound nouns: a capitalised German word nobody lists is usually a compound noun.

German writes every noun with a capital and glues nouns together at will ("Medikationsplan",
"Angehörigengespräch", "Fotodoku"), so a capitalised word that neither a name list nor a word
list knows is, in a German note, far more often a compound noun than a person. A word is
taken for a compound when it ends in a frequent German word (``HEAD_ZIPF``, four letters or
more) after at least three letters, and that head is not itself a popular name or name part:
surnames are compounds too ("Kortemann", "Hollenbeck", "Rosenfeld"), and their heads
("mann", "beck", "feld", "berg") are names in their own right, so those stay possible names.
"""
from __future__ import annotations

import functools

from deid.lexicon import word_frequency
from deid.lexicon.name_likelihood import name_evidence

# The languages that glue nouns into one word.
COMPOUNDING_LANGUAGES = frozenset({"de", "nl"})
HEAD_ZIPF = 3.5
MIN_HEAD = 4
MIN_MODIFIER = 3
# A head this popular as a name forms surnames ("Jung", "Wolf" as heads).
NAME_HEAD_ZIPF = 3.5
# The heads German and Dutch surnames and place names are built from (onomastics, not a
# list of anyone's names): "Kortemann", "Hollenbeck", "Rosenfeld", "Oldenburg".
SURNAME_HEADS = frozenset("""
    mann manns berg berger burg bürger feld felder stein steiner bach bacher dorf dorfer heim heimer
    hausen hauser brink kamp kämper hoff hof hofer meier meyer mayer maier schmidt schmitt bauer huber
    müller muller beck becker brock haus horst hagen hage rath rode roth wald walder thal tal baum
    bruck brück brügge wiese weg wege eck ecke ing inger ow witz itz ski
""".split())


@functools.lru_cache(maxsize=65536)
def german_compound(folded: str) -> bool:
    """Whether ``folded`` (lower case, no diacritics) reads as a German compound noun."""
    return compound_noun(folded, "de")


@functools.lru_cache(maxsize=65536)
def compound_noun(folded: str, language: str) -> bool:
    """Whether ``folded`` reads as a compound noun of ``language`` (German or Dutch, which glue
    their nouns alike: "Medikationsplan", "thuisverpleging"), by the same test of its head. Never
    in the other languages, whose nouns do not glue so: an Italian surname ending in a word
    ("Trupiano": "piano") is no compound."""
    if language not in COMPOUNDING_LANGUAGES:
        return False
    evidence = name_evidence()
    for cut in range(MIN_MODIFIER, len(folded) - MIN_HEAD + 1):
        head = folded[cut:]
        if word_frequency.zipf(head, language) >= HEAD_ZIPF:
            return head not in SURNAME_HEADS and evidence.name_zipf(head) < NAME_HEAD_ZIPF
    return False
