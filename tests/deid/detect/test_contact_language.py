"""Words of a bilingual country's second language are no names in its notes (deid.detect.contact_language)."""
import pytest

from deid.detect.contact_language import without_contact_words
from deid.records import Person
from deid.spans import Span


def kept(text, words, locale="de_LU", label="NAME", detector="names", persons=()):
    spans = [Span(text.index(w), text.index(w) + len(w), label, detector) for w in words]
    return [text[s.start:s.end] for s in without_contact_words(spans, text, locale, persons)]


@pytest.mark.parametrize("text, word, label", [
    ("Übergabe an Frühdienst. Merci!", "Merci", "NAME"),
    ("Validé / validiert: Dr. Biever", "Validé", "NAME"),
    ("Dr. med. Goergen\nMédecin généraliste", "Médecin", "LOCATION"),
    ("Assurance dépendance: Antrag gestellt.", "Assurance dépendance", "ORGANIZATION"),
    ("Laboratoire de Biologie Clinique, Befund", "Laboratoire de Biologie Clinique", "NAME"),
])
def test_french_words_in_a_luxembourg_note_are_dropped(text, word, label):
    assert kept(text, [word], label=label) == []


@pytest.mark.parametrize("text, word", [
    ("Anwesend: Dr. Lentz, Boulanger (Pflege).", "Boulanger"),   # a surname of weight, though a word
    ("Besuch von Blanche, der Schwester.", "Blanche"),          # a first name of weight
    ("Anwesend: Dr. Jardin (Onkologie).", "Jardin"),            # a title says a person
])
def test_names_that_are_also_french_words_stay(text, word):
    assert kept(text, [word]) == [word]


def test_the_registry_a_pattern_and_other_locales_are_left_alone():
    text = "Übergabe. Merci!"
    assert kept(text, ["Merci"], detector="registry") == ["Merci"]
    assert kept(text, ["Merci"], detector="pattern") == ["Merci"]
    assert kept(text, ["Merci"], locale="de_DE") == ["Merci"]
    assert kept(text, ["Merci"], persons=(Person("p", role="relative", first_name="Merci"),)) == ["Merci"]


def test_the_pipelines_resolution_drops_them():
    from deid.detect.resolution import resolved_spans
    from deid.records import Note
    text = "Übergabe an Frühdienst (Maud). Merci!"
    found = [Span(text.index("Maud"), text.index("Maud") + 4, "NAME", "names"),
             Span(text.index("Merci"), text.index("Merci") + 5, "NAME", "names")]
    spans = resolved_spans(found, Note("n", "p", text, "de_LU"))
    assert [text[s.start:s.end] for s in spans] == ["Maud"]


def test_initials_stay_whatever_a_dictionary_holds_of_their_letters():
    text = "Bettgitter nach Rücksprache. – M.K.\n"
    assert kept(text, ["M.K."]) == ["M.K."]


def test_a_phrase_of_the_second_language_with_its_prepositions():
    text = "Substitution empfohlen.\nValidé par: Dr. Reiland"
    assert kept(text, ["Validé par"], label="ORGANIZATION", detector="ner") == []


@pytest.mark.parametrize("text, word, expected", [
    # Luxembourgish quoted in a Luxembourg note: a phrase holding one of its words goes
    ('Pat. mengt "Kee Appetit", schléift gutt.', "Kee Appetit", []),
    ('Trinkt "e Glas Wäin" zum Essen.', "e Glas Wäin", []),
    # its words opening or closing a name are cut off the name
    ("Moien Carole,\nanbei der Bericht.", "Moien Carole", ["Carole"]),
])
def test_luxembourgish_words_in_a_luxembourg_note_are_no_name(text, word, expected):
    assert kept(text, [word]) == expected


def test_a_name_after_a_title_keeps_its_words_and_other_locales_read_none():
    assert kept("Visite Dr. Kee Hoffmann", ["Kee Hoffmann"]) == ["Kee Hoffmann"]
    assert kept('Er sagt "e Glas Wäin".', ["e Glas Wäin"], locale="de_DE") == ["e Glas Wäin"]


def test_an_initial_is_no_luxembourgish_article():
    assert kept("Pflegedokumentation\n23.40 Uhr gelagert.\n-- E. Fernandes", ["E. Fernandes"]) == ["E. Fernandes"]
