"""A first name standing alone inside a sentence (deid.detect.lone_names), through the names detector."""
import pytest

from deid.detect.lone_names import lone_first_names
from deid.detect.names import NameDetector
from deid.lexicon.name_likelihood import name_evidence
from deid.records import Note

DETECTOR = NameDetector()


def names(text, locale="en_GB"):
    spans = DETECTOR.detect(Note(note_id="n", patient_id="p", text=text, locale=locale), ())
    return [text[s.start:s.end] for s in spans]


@pytest.mark.parametrize("text, locale, expected", [
    # no title, role, relation or verb of acting: the capital inside the sentence is the cue
    ("He has been seen driving Wendy's car again.", "en_GB", ["Wendy"]),
    ("Widower (Maureen died 2019), lives alone.", "en_GB", ["Maureen"]),
    ("Mr Bains said Harjit \"has gone out\" at noon.", "en_GB", ["Bains", "Harjit"]),
    ("La patiente demande si Ludivine pourra venir demain.", "fr_FR", ["Ludivine"]),
    ("Il figlio dice che Graziella passerà in serata.", "it_IT", ["Graziella"]),
    ("Refiere que Iciar le trae la comida cada día.", "es_ES", ["Iciar"]),
    ("Mevrouw vraagt of Marieke morgen mag blijven slapen.", "nl_NL", ["Marieke"]),
])
def test_a_first_name_alone_inside_a_sentence(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text, locale", [
    ("Bill to follow tomorrow with the results.", "en_GB"),          # a sentence's first word
    ("Seen at the Lunch Club on Fridays.", "en_GB"),                  # beside another capital
    ("Hyperaktives Delir, mit Pat. besprochen, Colon descendens frei.", "de_DE"),  # German capitalises nouns
    ("Fractura de Colles izquierda en agosto.", "es_ES"),              # an eponym after its noun
    ("Sie sah Pat. gestern nicht.", "de_DE"),                          # a word cut short by its dot
])
def test_capitals_that_name_no_one_alone(text, locale):
    assert lone_first_names(text, locale[:2], name_evidence()) == []


def test_a_word_of_the_language_first_is_left_alone_a_name_first_is_taken():
    evidence = name_evidence()
    # "remedios" is a Spanish word before it is a name; "wendy" a name before it is an English word
    assert lone_first_names("la acompaña la vecina del primero, Remedios, por la tarde.", "es", evidence) == []
    text = "he drove Wendy home after lunch."
    assert lone_first_names(text, "en", evidence) == [(9, 14)]
