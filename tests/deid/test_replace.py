"""Rewriting under spans: the text outside spans is untouched, offsets point at replacements."""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from deid.replace import apply_replacements, tag_renderer
from deid.spans import Span

TEXT = "Mevr. Danneels, geboren 12/03/1961.\n\tTel 0471 23 45 67."


def test_tags_in_brackets_and_offsets():
    spans = [Span(6, 14, "NAME", "registry"), Span(24, 34, "BIRTHDATE", "pattern")]
    text, entities, replacements = apply_replacements(TEXT, spans, tag_renderer())
    assert text == "Mevr. [NAME], geboren [BIRTHDATE].\n\tTel 0471 23 45 67."
    assert replacements == ["[NAME]", "[BIRTHDATE]"]
    for entity, replacement in zip(entities, replacements):
        assert text[entity.out_start:entity.out_end] == replacement


def test_spacy_style_tags():
    text, _, _ = apply_replacements(TEXT, [Span(6, 14, "NAME", "ner")], tag_renderer("spacy"))
    assert text.startswith("Mevr. PERSON,")


def test_overlapping_spans_are_refused():
    with pytest.raises(ValueError):
        apply_replacements(TEXT, [Span(0, 10, "NAME", "ner"), Span(5, 12, "NAME", "ner")], tag_renderer())


@st.composite
def text_and_spans(draw):
    text = draw(st.text(min_size=1, max_size=80))
    cuts = sorted(draw(st.sets(st.integers(0, len(text)), max_size=8)))
    spans = [Span(a, b, "NAME", "ner") for a, b in zip(cuts[::2], cuts[1::2]) if a < b]
    return text, spans


@given(text_and_spans(), st.text(max_size=5))
def test_everything_outside_spans_is_kept_and_offsets_are_exact(case, surrogate):
    text, spans = case
    out, entities, _ = apply_replacements(text, spans, lambda span, original: surrogate)
    cursor_in, cursor_out = 0, 0
    for span, entity in zip(spans, entities):
        assert out[cursor_out:entity.out_start] == text[cursor_in:span.start]
        assert out[entity.out_start:entity.out_end] == surrogate
        cursor_in, cursor_out = span.end, entity.out_end
    assert out[cursor_out:] == text[cursor_in:]
