"""deid.lexicon.word_frequency answers what wordfreq answers, from a table a tenth its size."""
import random

import pytest
from wordfreq import iter_wordlist, zipf_frequency

from deid.lexicon.word_frequency import DATA, zipf
from deid.locales import LANGUAGES

ODD_INPUTS = ["Müller-Weiß", "l'hôpital", "O'Sullivan", "d’Angelo", "12/03/2024", "2019", "pO2", "50mg",
              "CHA2DS2", "A.", "", " ", "--", "Straße", "STRASSE", "naïve", "œuvre", "ﬁne", "½", "x²",
              "Jean-Pierre", "rue de la Paix", "New York", "e-mail", "İstanbul"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_listed_words_in_every_case_and_shape_get_wordfreq_s_zipf(language):
    rng = random.Random(language)
    words = rng.sample(list(iter_wordlist(language)), 1500)
    for word in words + [w.upper() for w in words[:200]] + [w.title() + "s" for w in words[:200]]:
        assert zipf(word, language) == zipf_frequency(word, language), word


@pytest.mark.parametrize("language", LANGUAGES)
def test_odd_inputs_digits_and_several_tokens_agree_too(language):
    for text in ODD_INPUTS:
        assert zipf(text, language) == zipf_frequency(text, language), text


def test_an_unknown_word_is_zero():
    assert zipf("qzxvwk", "nl") == 0.0


def test_the_table_is_compact():
    assert DATA.stat().st_size < 25_000_000
