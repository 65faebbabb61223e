"""The closed-class words of each language (articles, pronouns, prepositions, conjunctions,
auxiliaries, adverbs of degree): spaCy's stop-word lists, which ship with spaCy itself.

In a note written in lower case nothing but the word lists tells a name from a word, and the
population tables give some of these words a name's rank ("salvo", the Spanish "except", is
also a short Italian first name). Where a name is only presumed (a word after an organization's
kind word), a closed-class word of the note's language is that word. The lists also hold names
("mila", Italian for "thousand"; "sean", "ella"): no veto of a person's name.

    stop_word("salvo", "es")  # True

Lower case, as spaCy writes them; a language spaCy has no list for has none.
"""
from __future__ import annotations

import functools
import importlib.util
from pathlib import Path
from typing import FrozenSet

# Our languages; a list is read only when a note of its language asks.
_LANGUAGES = frozenset({"nl", "fr", "en", "de", "es", "it"})


@functools.lru_cache(maxsize=None)
def stop_words(language: str) -> FrozenSet[str]:
    """spaCy's stop words of ``language`` (ISO 639-1), lower case; empty for another language."""
    if language not in _LANGUAGES:
        return frozenset()
    # The file holds one set and imports nothing; it is read on its own, so that spaCy's package
    # (and the torch it may pull in) is not imported by a process that only needs the words.
    spacy = importlib.util.find_spec("spacy")
    if spacy is None or not spacy.submodule_search_locations:
        raise ImportError("spaCy, a dependency of deid, is not installed: its stop-word lists are read from it")
    path = Path(next(iter(spacy.submodule_search_locations))) / "lang" / language / "stop_words.py"
    spec = importlib.util.spec_from_file_location(f"_deid_stop_words_{language}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return frozenset(word.lower() for word in module.STOP_WORDS)


def stop_word(word: str, language: str) -> bool:
    """Whether ``word`` (any case) is a closed-class word of ``language``."""
    return word.lower() in stop_words(language)
