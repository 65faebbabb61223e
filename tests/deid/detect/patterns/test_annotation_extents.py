"""Where a date or an id starts and ends, as the annotation guides draw it
(deid.detect.patterns.dates, deid.detect.patterns.ids)."""
import pytest

from deid.detect.patterns.dates import DateFinder
from deid.detect.patterns.ids import IdFinder

DATES = DateFinder(dateparser_fallback=False, birth_cue_window=40)
IDS = IdFinder(kinds=(), mrn_patterns=(), cued=True)


def dates(text, locale="es_ES"):
    return [text[s.start:s.end] for s in DATES.find(text, locale)]


def ids(text, locale="es_ES"):
    return [text[s.start:s.end] for s in IDS.find(text, locale)]


@pytest.mark.parametrize("text, expected", [
    ("Intervenido en el año 1997 sin secuelas.", ["año 1997"]),                 # the Spanish guide's "año"
    ("Ingresa en octubre del año 2011 por disnea.", ["octubre del año 2011"]),
    ("Desde 1997 sin secuelas.", ["1997"]),                                      # no year word: the year alone
])
def test_the_spanish_word_for_year_belongs_to_the_date(text, expected):
    assert dates(text) == expected


def test_other_languages_keep_the_year_alone():
    assert dates("Operated on in the year 1997.", "en_GB") == ["1997"]


@pytest.mark.parametrize("text, expected", [
    ("Revisado en marzo y junio de 2011 sin cambios.", ["marzo y junio de 2011"]),  # one year shared
    ("Tratado de marzo a junio del 2011.", ["marzo", "junio del 2011"]),             # a range stays two
])
def test_two_months_sharing_a_year_are_one_date(text, expected):
    assert dates(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("CIPA: nhc-4471902.", ["4471902"]),       # the id's own acronym glued on by a dash stays out
    ("NHC: 4471902", ["4471902"]),
    ("Dossier UZ-123-4567.", ["UZ-123-4567"]),  # a hospital's acronym is part of its numbers
])
def test_an_acronym_glued_to_a_cued_number_is_no_part_of_it(text, expected):
    assert ids(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("CIP SNS: MRTN840512113021", ["MRTN840512113021"]),     # the register that issues it after the cue
    ("CIP-SAS MRTN840512113021, tfno. ...", ["MRTN840512113021"]),
    ("CIP: MRTN840512113021", ["MRTN840512113021"]),
])
def test_a_register_between_the_cue_and_its_number(text, expected):
    assert ids(text) == expected


def test_a_phrase_cue_takes_no_next_word_in_capitals_as_a_register():
    assert ids("SAMPLE TAKEN: 24.06.2017 10:40") == []


@pytest.mark.parametrize("text, expected", [
    ("En noviembre-09 nuevo ingreso.", ["noviembre-09"]),     # a two-digit year glued on by a dash
    ("Retirado en Sept-08 sin incidencias.", ["Sept-08"]),
    ("Tomar mar-10 gotas.", []),                               # an ambiguous word and a number
])
def test_a_month_and_a_two_digit_year_joined_by_a_dash(text, expected):
    assert dates(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Operado entre 1987 y 1991 sin secuelas.", ["1991", "1987"]),  # the first year through the second
    ("Nefrectomías (1983 y 1996), sin secuelas.", ["1996", "1983"]),
    ("Dosis entre 1500 y 2000 mg al día.", []),                     # quantities, not years
])
def test_a_year_before_and_another_year_is_a_date_of_its_own(text, expected):
    assert dates(text) == expected


@pytest.mark.parametrize("text, locale, expected", [
    # a log's entries open with a weekday in two letters and the day and month
    ("ma 4-11 07:45 – ochtendzorg, mw. zat al op de rand van het bed.", "nl_NL", ["ma 4-11"]),
    ("lu 08/04 07h45 – Toilette au lit.\nma 09/04 07h30 – Toilette au lavabo.", "fr_BE", ["lu 08/04", "ma 09/04"]),
    ("mi 23/07 turno de tarde sin incidencias", "es_ES", ["mi 23/07"]),
    # a weekday's word ends its line: a signer, then the next entry's date
    ("nuit calme, neuro RAS\nSab.\n\n28/03 jour : levé au fauteuil.", "fr_FR", ["28/03"]),
])
def test_a_weekday_in_two_letters_before_a_log_s_date(text, locale, expected):
    assert dates(text, locale) == expected


@pytest.mark.parametrize("text, locale", [
    ("kuur afgerond 4-11 dagen geleden", "nl_NL"),   # without a weekday, low to high is a range
    ("score 4-11 punten", "nl_NL"),
])
def test_a_range_without_a_weekday_stays_a_range(text, locale):
    assert dates(text, locale) == []
