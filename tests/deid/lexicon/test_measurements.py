"""Words of what clinicians measure (deid.lexicon.measurements)."""
import pytest

from deid.lexicon.measurements import blood_group, measured, measured_word_before


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


@pytest.mark.parametrize("text", ["A Rh-", "AB rh neg", "B RhD-", "Rhesus positief", "Blutgruppe", "groupe sanguin",
                                  "Gruppo sanguigno A", "bloedgroep", "grupo sanguíneo"])
def test_a_blood_group_and_its_words(text):
    assert blood_group(text)


@pytest.mark.parametrize("text", ["Rhoda Ashby", "Rh-Klinik", "Rhine", "groupe de parole"])
def test_names_and_words_that_open_like_a_rhesus_are_no_blood_group(text):
    assert not blood_group(text)
