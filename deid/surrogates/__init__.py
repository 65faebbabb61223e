"""Surrogate generation (issue 5): consistent, locale-fitting, shape-preserving replacements.

    surrogates = Surrogates(SurrogateConfig(), key)   # once per worker
    render = surrogates.renderer(annotated)           # once per note
    text, entities, replacements = apply_replacements(annotated.note.text, spans, render)
    comments = render.comments                        # fixed codes for the `comment` column
"""
from deid.surrogates.config import (
    COMMENT_DATE_REFORMATTED,
    COMMENT_DATE_UNPARSED,
    COMMENT_GENERATIVE,
    SurrogateConfig,
    SurrogateConfigError,
)
from deid.surrogates.fallback import GenerativeFallback, MaskedLMFallback
from deid.surrogates.generator import NoteRenderer, Surrogates

__all__ = [
    "COMMENT_DATE_REFORMATTED",
    "COMMENT_DATE_UNPARSED",
    "COMMENT_GENERATIVE",
    "GenerativeFallback",
    "MaskedLMFallback",
    "NoteRenderer",
    "SurrogateConfig",
    "SurrogateConfigError",
    "Surrogates",
]
