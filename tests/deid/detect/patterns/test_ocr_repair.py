"""Numbers and words damaged by OCR are read as what they were (deid.detect.patterns.ocr_repair)."""
import pytest

from deid.detect.patterns import PatternDetector
from deid.detect.patterns.ocr_repair import repair, repair_digits, repair_letters, repair_names
from deid.lexicon.name_likelihood import name_evidence
from deid.records import Note


@pytest.mark.parametrize("text, repaired", [
    ("tel. O87 31 54 6O", "tel. 087 31 54 60"),
    ("geboren 14/O9/2O24", "geboren 14/09/2024"),
    ("594OO Lisieux", "59400 Lisieux"),
    ("PA P24-3l927", "PA P24-31927"),
])
def test_look_alike_letters_inside_numbers_become_digits(text, repaired):
    assert repair_digits(text) == repaired
    assert len(repair_digits(text)) == len(text)


@pytest.mark.parametrize("text", [
    "2 l O2 via neusbril", "CO2 en SpO2 94%", "Il 12 maggio", "lO mg", "Olaf 12",
])
def test_words_and_lone_digits_are_never_touched(text):
    assert repair_digits(text) == text


@pytest.mark.parametrize("text, repaired", [
    ("Mujer de 7l años con", "Mujer de 71 años con"),       # an age of two figures, one misread, before its unit
    ("deze 5l-jarige patiënte", "deze 51-jarige patiënte"),
    ("mevr. Peeters (9O j.)", "mevr. Peeters (90 j.)"),
    ("4l via masker", "4l via masker"),                     # litres: no age unit after
])
def test_an_age_of_two_figures_before_its_unit_is_read_back(text, repaired):
    assert repair_digits(text) == repaired


@pytest.mark.parametrize("text, repaired", [
    # a note re-cased after the scan: its l is "L" in capitals, between digits or in a long number
    ("HISTOLOGIE: P23-4L271", "HISTOLOGIE: P23-41271"),
    ("GSM 0476 L2 83 O5 .", "GSM 0476 12 83 05 ."),
    ("TÉL : 03 2O 26 58 L4", "TÉL : 03 20 26 58 14"),
])
def test_a_recased_l_inside_a_long_number_becomes_a_digit(text, repaired):
    assert repair_digits(text) == repaired


@pytest.mark.parametrize("text", [
    "O2 2L/min", "hernie L4 L5", "L1 L2 L3 L4 L5 S1", "14/O9/2O24 2L", "Hb 12.5 L2",
])
def test_a_unit_or_a_vertebra_stays_a_letter(text):
    assert "L" in repair_digits(text)


def test_the_pattern_detector_finds_damaged_identifiers_at_their_printed_offsets():
    text = "Opname 14/O9/2O24, tel. O87 31 54 6O."
    spans = PatternDetector().detect(Note(note_id="n", patient_id="p", text=text, locale="nl_BE"), ())
    found = {(s.label, text[s.start:s.end]) for s in spans}
    assert ("DATE", "14/O9/2O24") in found
    assert ("PHONE", "O87 31 54 6O") in found


@pytest.mark.parametrize("text, locale, repaired", [
    ("59800 V1LLENEUVE", "fr_FR", "59800 VILLENEUVE"),
    ("Finca Sa1inas", "es_ES", "Finca Salinas"),
    ("Yours sincere1y", "en_GB", "Yours sincerely"),
    ("R1ZIV-nr", "nl_BE", "RIZIV-nr"),
    ("RlZIV-nr", "nl_BE", "RIZIV-nr"),
    ("Residente a Tor1no dal 2019", "it_IT", "Residente a Torino dal 2019"),   # 1 as i: a town of the lists
    ("Woont in Kortr1jk", "nl_BE", "Woont in Kortrijk"),
])
def test_digits_inside_words_are_read_as_letters_when_that_makes_a_word(text, locale, repaired):
    assert repair_letters(text, locale) == repaired
    assert len(repair_letters(text, locale)) == len(text)


_NL_LETTER = ("geachte collega, hierbij het verslag van uw patiënt die wij zagen op de raadpleging voor verdere "
              "opvolging van zijn klachten.")


@pytest.mark.parametrize("text, repaired", [
    # a note re-cased after the scan: the l read as I before an id's number is "L" in capitals, "l" written small
    ("dr. van loo rlziv 1-2o735\n" + _NL_LETTER, "dr. van loo riziv 1-2o735\n" + _NL_LETTER),
    (("dr. van loo rlziv 1-2o735\n" + _NL_LETTER).upper(), ("dr. van loo riziv 1-2o735\n" + _NL_LETTER).upper()),
    ("dr. van loo tel 1-2o735\n" + _NL_LETTER, "dr. van loo tel 1-2o735\n" + _NL_LETTER),   # a word stays
])
def test_the_cue_before_a_number_in_a_recased_note_reads_its_l_as_i(text, repaired):
    assert repair_letters(text, "nl_BE") == repaired


@pytest.mark.parametrize("text", [
    "HbA1c 7,2%", "pT1a N0 M0", "SW1A 1AA", "NR1 5DX", "T1c", "H1N1", "le 1er mars", "B12 normal", "All good",
    "NaCl 0,9%", "TEL 0476 12", "bloed 12", "HELLO 12", "L5 12",
])
def test_codes_whose_letter_reading_is_no_word_stay_as_printed(text):
    assert repair(text, "en_GB") == text
    assert repair(text, "fr_FR") == text


def _found(text, locale):
    spans = PatternDetector().detect(Note(note_id="n", patient_id="p", text=text, locale=locale), ())
    return {(s.label, text[s.start:s.end]) for s in spans}


def test_a_damaged_cue_and_city_still_lead_to_their_identifiers():
    assert ("ID", "284517") in _found("Dr. Pol Arnau, RlZIV 284517", "nl_BE")
    assert ("LOCATION", "V1LLENEUVE") in _found("12 rue Basse\n59800 V1LLENEUVE", "fr_FR")


@pytest.mark.parametrize("text, locale, expected", [
    ("Tochter Ingr1d Kowa1ski", "de_DE", "Tochter Ingrid Kowalski"),   # 1 for i, then 1 for l
    ("OD1LE DUP0NT", "fr_FR", "ODILE DUPONT"),                          # capitals
    ("Pat1ent, HbA1c 7,2%, pT1a", "de_DE", "Pat1ent, HbA1c 7,2%, pT1a"),  # words and codes are the patterns' job
    ("Reviewed by Dr 0'Connell", "en_GB", "Reviewed by Dr O'Connell"),     # the O of an Irish surname
    # 5, 6 and 8 for S, G and B, a capital at the word's start; a digit opening the word
    ("Letter to Dr 5ebastian Mi11er, GP.", "en_GB", "Letter to Dr Sebastian Miller, GP."),
    ("Arztbrief an Klaus We8er.", "de_DE", "Arztbrief an Klaus Weber."),
    ("Ju1ien 0lsen", "fr_FR", "Julien Olsen"),
    # times, doses and short codes stay as printed
    ("Review 8am, 5mg, 6mths, B12, S8, 15th", "en_GB", "Review 8am, 5mg, 6mths, B12, S8, 15th"),
])
def test_the_name_detector_reads_names_damaged_by_ocr_back_as_names(text, locale, expected):
    repaired = repair_names(text, locale, name_evidence())
    assert repaired == expected and len(repaired) == len(text)


@pytest.mark.parametrize("text, locale, repaired", [
    # a day and a month of two figures, the month's wholly misread, with a year or without one
    ("retour à domicile le 26/Ol/2O23.", "fr_FR", "retour à domicile le 26/01/2023."),
    ("repris depuis le O3/Ol. TA 130/80", "fr_FR", "repris depuis le 03/01. TA 130/80"),
    ("Hb 11,2 g/dL le 2O/Ol.", "fr_FR", "Hb 11,2 g/dL le 20/01."),
    # a day before its month's name, the name misread too
    ("rientrato a casa il l2 magg1o", "it_IT", "rientrato a casa il 12 maggio"),
])
def test_a_day_and_month_misread_are_read_back(text, locale, repaired):
    assert repair(text, locale) == repaired


@pytest.mark.parametrize("text", [
    "lO/lO",            # no real digit: nothing says it is a date
    "ritorna tra l0 giorni",   # a day's figures before a word that is no month
    "I/O 12/ll",
])
def test_look_alikes_that_make_no_day_and_month_stay(text):
    assert repair_digits(text) == text
