"""Luxembourgish words that German and French notes of Luxembourg quote or slip into.

    luxembourgish_word("Moien")   # -> True

Luxembourg's notes are written in German or French, but its patients and carers speak
Luxembourgish, and the notes quote them ("Kee Fieber", "e Patt Wäin", "Moien Madame ...").
The names detectors judge a capitalised word by the note's language, and a Luxembourgish word is
none of German's or French's: it reads as a name. The words here are the function words of spaCy's
Luxembourgish stop list (``spacy.lang.lb``, MIT) that are no frequent German, French or English
word ("ech", "kee", "hien", "vun"; not "an", "der", "bis"), and a few everyday words of the
language that no stop list holds: its indefinite article and commonest adverbs, its greetings and
its weekdays. Folded (lower case, accents kept: "méi" is no "mei").
"""
from __future__ import annotations

import functools
from typing import FrozenSet

# A stop word of Luxembourgish this frequent (Zipf) in German, French or English is that language's.
OTHER_LANGUAGE_ZIPF = 3.0
ENGLISH_ZIPF = 3.5
_EVERYDAY = frozenset("""
    e eng dat net mat och ass sinn mam mer gëschter owend moien moie äddi léif léiwe villmools
    méindeg dënschdeg mëttwoch donneschdeg freideg samschdeg sonndeg
""".split())


@functools.lru_cache(maxsize=1)
def luxembourgish_words() -> FrozenSet[str]:
    from spacy.lang.lb.stop_words import STOP_WORDS

    from deid.lexicon.name_likelihood import name_evidence

    evidence = name_evidence()
    own = {w for w in STOP_WORDS if evidence.text_zipf(w, "de") < OTHER_LANGUAGE_ZIPF
           and evidence.text_zipf(w, "fr") < OTHER_LANGUAGE_ZIPF and evidence.text_zipf(w, "en") < ENGLISH_ZIPF}
    return frozenset(own) | _EVERYDAY


def luxembourgish_word(word: str) -> bool:
    """Whether ``word`` (as written) is one of ``luxembourgish_words``."""
    return word.lower() in luxembourgish_words()
