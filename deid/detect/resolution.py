"""A note's detected spans made into the ones it publishes: one function for the pipeline and the benches.

    spans = resolved_spans(found, note, persons)

In this order: what a citation of a law holds dropped (``deid.lexicon.legal_citations``: "D.Lgs.
82/2005" is no initials and no phone); overlaps resolved (``deid.resolve``); words of the locale's second language dropped
(``deid.detect.contact_language``); each name's edges tidied, its title out and its initials in
(``deid.name_edges``); the name's other occurrences in the note found (``deid.detect.name_repeats``).
"""
from __future__ import annotations

from typing import Iterable, List, Optional, Sequence

from deid.detect.contact_language import without_contact_words
from deid.detect.name_repeats import repeated_names
from deid.lexicon.legal_citations import legal_citations
from deid.lexicon.name_likelihood import text_language
from deid.name_edges import tidy_name_edges
from deid.records import Note, Person
from deid.resolve import ResolverConfig, resolve_overlaps
from deid.spans import Span


def resolved_spans(found: Sequence[Span], note: Note, persons: Iterable[Person] = (),
                   config: Optional[ResolverConfig] = None) -> List[Span]:
    persons = tuple(persons)
    text = note.text
    language = text_language(note.locale)
    citations = legal_citations(text)
    if citations:
        found = [s for s in found if not any(a <= s.start and s.end <= b for a, b in citations)]
    spans = resolve_overlaps(list(found), config or ResolverConfig(), text)
    spans = without_contact_words(spans, text, note.locale, persons)
    return repeated_names(tidy_name_edges(spans, text, language, persons), text, language)
