"""What a spelling dictionary of the language knows (deid.lexicon.dictionary_words), and how the
name-versus-word evidence uses it: frequency counts proper nouns, the dictionary does not."""
import pytest

from deid.lexicon.dictionary_words import (capitalised_word, common_word, has_dictionary, known_anywhere, known_word,
                                          written_small_nowhere)
from deid.lexicon.name_likelihood import NAME, WORD, NameEvidence, NameEvidenceConfig, name_evidence
from deid.locales import LANGUAGES


def test_every_language_of_our_locales_has_a_dictionary():
    assert all(has_dictionary(language) for language in LANGUAGES)


@pytest.mark.parametrize("word, language", [
    ("table", "en"), ("mesa", "es"), ("pluie", "fr"), ("kinderwagen", "nl"), ("pane", "it"),
    ("mangé", "fr"),   # with its accent
])
def test_common_words_are_written_small_in_the_dictionary(word, language):
    assert common_word(word, language)


@pytest.mark.parametrize("word, language", [("gonzalez", "es"), ("dorothy", "en"), ("jansen", "nl")])
def test_proper_nouns_are_held_only_capitalised(word, language):
    assert capitalised_word(word, language) and not common_word(word, language)


def test_german_nouns_are_held_capitalised_so_only_the_small_bit_tells_a_common_word():
    assert known_word("Tasche", "de") and not common_word("Tasche", "de")
    assert common_word("schnell", "de")


@pytest.mark.parametrize("word, language, expected", [
    ("groeninge", "nl", True),     # a proper noun the frequency lists count
    ("monicelli", "it", True),
    ("ziekenhuis", "nl", False),   # the language writes it small
    ("staff", "fr", False),        # English, which notes mix in, writes it small
    ("schubert", "de", False),     # German writes every noun with a capital: the bit tells nothing
])
def test_a_word_written_small_nowhere_is_a_proper_noun_in_a_lower_case_note(word, language, expected):
    assert written_small_nowhere(word, language) is expected


def test_a_word_the_lists_do_not_hold_is_known_to_none():
    assert not known_word("qzxvbnm", "en") and not common_word("qzxvbnm", "en")
    assert not known_anywhere("qzxvbnm", "en")


def test_spellings_without_their_accents_count_as_the_word():
    assert common_word("patient", "nl") and common_word("citta", "it")


def test_a_word_of_another_of_our_languages_is_known_anywhere():
    assert not known_word("wound", "fr") and known_anywhere("wound", "fr")
    assert not known_anywhere("mourinho", "en")


def test_a_proper_noun_frequent_in_text_is_no_ordinary_word():
    # A surname that a famous bearer makes frequent in English text: frequency alone called it a word.
    assert name_evidence().kind("Mourinho", "en") == NAME
    assert NameEvidence(NameEvidenceConfig(dictionary=False)).kind("Mourinho", "en") == WORD


@pytest.mark.parametrize("word, language", [
    ("Wound", "fr"),     # a word of another of our languages
    ("Patient", "nl"),   # a word written without its accent
    ("USS", "en"),       # too short to tell from an abbreviation
])
def test_words_some_dictionary_holds_and_short_ones_keep_their_frequency_verdict(word, language):
    assert name_evidence().kind(word, language) == NameEvidence(NameEvidenceConfig(dictionary=False)).kind(
        word, language)


@pytest.mark.parametrize("word, language", [
    ("Tasche", "de"), ("Frühstück", "de"), ("Price", "en"), ("Hope", "en"),
])
def test_words_the_dictionary_holds_stay_words(word, language):
    assert name_evidence().kind(word, language) == WORD
