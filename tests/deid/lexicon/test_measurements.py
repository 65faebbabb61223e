"""Words of what clinicians measure (deid.lexicon.measurements)."""
import pytest

from deid.lexicon.measurements import measured, measured_word_before


@pytest.mark.parametrize("before, word", [
    ("SAT 97% EN AA, FR ", "FR"), ("Leukozyten ", "Leukozyten"), ("Hb: ", "Hb"), ("CRP = ", "CRP"),
    ("diurèse ", "diurèse"),
])
def test_a_vital_sign_or_an_analyte_right_before_a_value(before, word):
    assert measured_word_before(before) == word


@pytest.mark.parametrize("before", [
    "the patient ", "GSM ", "ca. ", "Sat ", "TC del ", "urine ", "Hb 11,8 le ",
])
def test_words_a_date_or_a_number_may_follow_are_no_measurement(before):
    assert measured_word_before(before) is None


def test_accents_and_case_do_not_matter():
    assert measured("Diurese") and measured("SPO2") and not measured("Station")
