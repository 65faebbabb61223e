"""The occupation lexicon: head nouns of Faker's official job lists (deid.lexicon.occupations)."""
import pytest

from deid.lexicon.occupations import has_occupation_list, occupation


@pytest.mark.parametrize("word, language", [
    ("Architektin", "de"), ("Kranführer", "de"),          # a female form; a compound read by its head
    ("chauffeur", "fr"), ("magasinière", "fr"),           # a title's head, a derived feminine
    ("conductora", "es"), ("teacher", "en"),
])
def test_occupations_of_the_lists(word, language):
    assert occupation(word, language)


@pytest.mark.parametrize("word, language", [
    ("Neurologie", "de"),   # the field of "Fachkraft für Neurologie", not its head
    ("femme", "fr"),        # the head of "femme de chambre" is no occupation alone
    ("nurse", "en"), ("pédiatre", "fr"),  # healthcare roles name the staff
    ("Tisch", "de"),
])
def test_words_that_are_no_occupation(word, language):
    assert not occupation(word, language)


def test_languages_without_a_list_fall_back_on_the_callers():
    assert has_occupation_list("de") and not has_occupation_list("nl") and not has_occupation_list("it")
    assert not occupation("lasser", "nl")
