"""The words around an eponym (deid.lexicon.eponym_contexts): nouns after it, "disease of" before it."""
import pytest

from deid.lexicon.eponym_contexts import eponym_noun_after, eponym_phrase_before, eponym_result_after


@pytest.mark.parametrize("after", [" curve", "-Test", " Coma Scale 15", " COMA SCALE", " syndrome", " Färbung"])
def test_a_noun_an_eponym_names_right_after_it(after):
    assert eponym_noun_after(after)


@pytest.mark.parametrize("after", [
    " (GIR 2, maladie d'Alzheimer)",    # a bracket stands between: the town is a town
    ", test negative",                   # a comma: a list, not the noun of the name
    " heeft een test gehad",             # a verb first
    "",
])
def test_no_such_noun_right_after_it(after):
    assert not eponym_noun_after(after)


@pytest.mark.parametrize("before", ["syndrome de ", "Ziekte van ", "bekannter Morbus ", "maladie d'", "sindrome di "])
def test_a_disease_and_its_of_right_before_it(before):
    assert eponym_phrase_before(before)


@pytest.mark.parametrize("before", ["la Dra. ", "vu par M. ", "famille de ", "test "])
def test_titles_and_other_words_before_it_are_no_eponym_context(before):
    assert not eponym_phrase_before(before)


@pytest.mark.parametrize("after", [" neg.", " NEG. BILATERALE.", " pos", ": negativo bilateralmente", " positif à gauche",
                                   " Negativ bds.", " +,", " - dx", " negative."])
def test_a_signs_result_right_after_it(after):
    assert eponym_result_after(after)


@pytest.mark.parametrize("after", [
    " positivo al tampone",     # said of a person tested
    " negatief voor covid",
    " - rang back at 10",       # a dash that starts a phrase
    " + Marc",                  # "and"
    " -",                       # a signature's dash at the line's end
    " posizionato",
    " -3",
])
def test_no_result_of_a_sign_right_after_it(after):
    assert not eponym_result_after(after)
