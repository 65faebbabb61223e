"""Closed-class words per language (deid.lexicon.stop_words), read from spaCy's lists."""
import subprocess
import sys

import pytest

from deid.lexicon.stop_words import stop_word, stop_words


@pytest.mark.parametrize("word, language", [
    ("salvo", "es"), ("Para", "es"), ("dunque", "it"), ("weil", "de"), ("omdat", "nl"), ("parce", "fr"),
    ("because", "en"),
])
def test_closed_class_words_of_each_language(word, language):
    assert stop_word(word, language)


@pytest.mark.parametrize("word, language", [
    ("hospital", "es"), ("salvo", "en"), ("ferro", "it"), ("word", "xx"),
])
def test_open_class_words_and_other_languages(word, language):
    assert not stop_word(word, language)


def test_every_language_has_a_list():
    assert all(len(stop_words(language)) > 200 for language in ("nl", "fr", "en", "de", "es", "it"))


def test_reading_the_lists_imports_neither_spacy_nor_torch():
    code = ("import sys; from deid.lexicon.stop_words import stop_word; stop_word('salvo', 'es'); "
            "print('spacy' in sys.modules or 'torch' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"
