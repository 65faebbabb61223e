"""Numbers damaged by OCR are read as the digits they were (deid.detect.patterns.ocr_digits)."""
import pytest

from deid.detect.patterns import PatternDetector
from deid.detect.patterns.ocr_digits import repair_digits
from deid.records import Note


@pytest.mark.parametrize("text, repaired", [
    ("tel. O89 46 22 7O", "tel. 089 46 22 70"),
    ("geboren 14/O9/2O24", "geboren 14/09/2024"),
    ("591OO Lille", "59100 Lille"),
    ("PA P24-1l583", "PA P24-11583"),
])
def test_look_alike_letters_inside_numbers_become_digits(text, repaired):
    assert repair_digits(text) == repaired
    assert len(repair_digits(text)) == len(text)


@pytest.mark.parametrize("text", [
    "2 l O2 via neusbril", "CO2 en SpO2 94%", "Il 12 maggio", "lO mg", "Olaf 12",
])
def test_words_and_lone_digits_are_never_touched(text):
    assert repair_digits(text) == text


def test_the_pattern_detector_finds_damaged_identifiers_at_their_printed_offsets():
    text = "Opname 14/O9/2O24, tel. O89 46 22 7O."
    spans = PatternDetector().detect(Note(note_id="n", patient_id="p", text=text, locale="nl_BE"), ())
    found = {(s.label, text[s.start:s.end]) for s in spans}
    assert ("DATE", "14/O9/2O24") in found
    assert ("PHONE", "O89 46 22 7O") in found
