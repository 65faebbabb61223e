"""The occupation lexicon: head nouns of Faker's official job lists and Mimesis's (deid.lexicon.occupations)."""
import pytest

from deid.lexicon.occupations import has_occupation_list, occupation


@pytest.mark.parametrize("word, language", [
    ("Architektin", "de"), ("Kranführer", "de"),          # a female form; a compound read by its head
    ("chauffeur", "fr"), ("magasinière", "fr"),           # a title's head, a derived feminine
    ("conductora", "es"), ("teacher", "en"),
    ("impiegata", "it"), ("muratore", "it"),             # Mimesis's Italian list, a derived feminine
    ("automonteur", "nl"), ("taxista", "es"),             # Mimesis's Dutch and Spanish lists
    ("Binnenschifferin", "de"),                           # a woman's form the list lacks, of a man's it has
])
def test_occupations_of_the_lists(word, language):
    assert occupation(word, language)


@pytest.mark.parametrize("word, language", [
    ("Neurologie", "de"),   # the field of "Fachkraft für Neurologie", not its head
    ("femme", "fr"),        # the head of "femme de chambre" is no occupation alone
    ("nurse", "en"), ("pédiatre", "fr"),  # healthcare roles name the staff
    ("Tisch", "de"),
    ("help", "en"), ("hulp", "nl"), ("cura", "es"),  # heads of Mimesis titles that are mostly other words
    ("Heparin", "de"), ("Termin", "de"),           # words ending like a woman's form
])
def test_words_that_are_no_occupation(word, language):
    assert not occupation(word, language)


def test_short_lists_leave_the_rest_to_the_callers():
    # Dutch and Italian have Mimesis's short lists only, no official one: callers also read shapes.
    assert has_occupation_list("de") and not has_occupation_list("nl") and not has_occupation_list("it")
    assert not occupation("straatmaker", "nl")  # Dutch's list is short: callers read agent nouns by their shape
