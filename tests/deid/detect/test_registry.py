"""Specification of the registry matcher (deid.detect.registry): what it finds, and where it must stay silent."""
from __future__ import annotations

import pytest

from deid.detect.registry import InvalidConfig, RegistryMatchConfig, RegistryMatcher
from deid.records import Note, Person

STORMY = Person(
    patient_id="P1", role="patient", first_name="Stormy", last_name="Danneels", birth_date="1985-07-30",
    street="Kerkstraat", house_number="12", postcode="9000", city="Gent", phone="+32471234567",
    email="stormy.danneels@example.be", national_id="85.07.30-033.61", mrn="MRN0012345",
)
DOCTOR = Person(patient_id="P1", role="physician", first_name="Koen", last_name="Van den Broeck")
RELATIVE = Person(patient_id="P1", role="relative", first_name="Hans-Jürgen", last_name="Müller-Weiß")


@pytest.fixture(scope="module")
def matcher():
    return RegistryMatcher(RegistryMatchConfig())


def found(matcher, text, persons=(STORMY, DOCTOR, RELATIVE), locale="nl_BE"):
    """(matched text, label, field) of every span, in order."""
    spans = matcher.detect(Note("n1", "P1", text, locale), list(persons))
    return [(text[s.start:s.end], s.label, s.ref.split(":", 1)[1]) for s in spans]


def texts(matcher, text, **kwargs):
    return [t for t, _, _ in found(matcher, text, **kwargs)]


# -- what it finds -------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, expected",
    [
        # typos: substitutions, insertions, deletions
        ("Mevr. Storm Daniels werd gezien.", "Storm Daniels"),
        ("Mevr. Danneles kwam op controle.", "Danneles"),
        ("Mevr. Dannels kwam op controle.", "Dannels"),
        ("Mevr. Dannneels kwam op controle.", "Dannneels"),
        # case, diacritics, punctuation, whitespace, line breaks
        ("Mevr. DANNEELS kwam op controle.", "DANNEELS"),
        ("Mevr. Dännéels kwam op controle.", "Dännéels"),
        ("Patiënte Stormy   Danneels.", "Stormy   Danneels"),
        ("Patiënte Stormy\nDanneels.", "Stormy\nDanneels"),
        # surname first, with or without a comma
        ("Danneels, Stormy werd opgenomen.", "Danneels, Stormy"),
        ("DANNEELS Stormy werd opgenomen.", "DANNEELS Stormy"),
        # initials
        ("Gezien door S. Danneels vandaag.", "S. Danneels"),
        ("Gezien door S Danneels vandaag.", "S Danneels"),
        ("Lijst: Danneels S., Peeters J.", "Danneels S."),
        # particle and compound surnames
        ("Verwezen door dr. Van den Broeck.", "Van den Broeck"),
        ("Verwezen door dr. Vandenbroeck.", "Vandenbroeck"),
        ("verwezen door dr. van den broeck.", "van den broeck"),
        ("Verwezen door dr. VANDEN BROECK.", "VANDEN BROECK"),
        ("Verwezen door dr. Broeck.", "Broeck"),
        ("Vader Hans-Jürgen Müller-Weiß belde.", "Hans-Jürgen Müller-Weiß"),
        ("Vader Hans Jurgen Mueller-Weiss belde.", "Hans Jurgen Mueller-Weiss"),
        ("Vader Mueller belde.", "Mueller"),
        ("Vader Weiss belde.", "Weiss"),
    ],
)
def test_names_are_found_in_their_variants(matcher, text, expected):
    assert expected in texts(matcher, text)


@pytest.mark.parametrize(
    "text, expected, label, field",
    [
        ("Woont Kerkstraat 12 te Gent.", "Kerkstraat 12", "ADDRESS", "street"),
        ("Woont Kerkstr. 12 te Gent.", "Kerkstr. 12", "ADDRESS", "street"),
        ("Woont in de Kerkstraat.", "Kerkstraat", "ADDRESS", "street"),
        ("Woont Kerkstraat 12, 9000 Gent.", "9000", "ADDRESS", "postcode"),
        ("Woont Kerkstraat 12, 9000 Gent.", "Gent", "LOCATION", "city"),
        ("Tel: 0471 23 45 67.", "0471 23 45 67", "PHONE", "phone"),
        ("Tel: 0471/23.45.67.", "0471/23.45.67", "PHONE", "phone"),
        ("Tel: +32 471 23 45 67.", "+32 471 23 45 67", "PHONE", "phone"),  # the "+" is the number's
        ("Tel: 0032 471 23 45 67.", "0032 471 23 45 67", "PHONE", "phone"),
        ("Tel: 0471 23 45 68.", "0471 23 45 68", "PHONE", "phone"),  # one mistyped digit of ten
        ("RRN 85073003361.", "85073003361", "ID", "national_id"),
        ("RRN 85.07.30-033.61.", "85.07.30-033.61", "ID", "national_id"),
        ("Dossier MRN0012345.", "MRN0012345", "ID", "mrn"),
        ("Dossier MRN 0012345.", "MRN 0012345", "ID", "mrn"),
        ("Mail stormy.danneels@example.be aub.", "stormy.danneels@example.be", "EMAIL", "email"),
        ("Mail STORMY.DANNEELS@EXAMPLE.BE aub.", "STORMY.DANNEELS@EXAMPLE.BE", "EMAIL", "email"),
        ("Geboren op 30/07/1985.", "30/07/1985", "BIRTHDATE", "birth_date"),
        ("Geboren op 30 juli 1985.", "30 juli 1985", "BIRTHDATE", "birth_date"),
    ],
)
def test_addresses_contacts_ids_and_birth_dates_are_found(matcher, text, expected, label, field):
    assert (expected, label, field) in found(matcher, text)


def test_every_occurrence_is_reported_recursively(matcher):
    text = "Danneels belde. Later belde Daneels opnieuw, en DANNEELS nog eens."
    assert texts(matcher, text) == ["Danneels", "Daneels", "DANNEELS"]


def test_offsets_map_back_to_the_original_text_exactly(matcher):
    text = "Ü\u0301ber: Mevr. Dännéels, Stormy\r\n(née  Danneels)"
    spans = matcher.detect(Note("n1", "P1", text, "nl_BE"), [STORMY])
    assert [text[s.start:s.end] for s in spans] == ["Dännéels, Stormy", "Danneels"]


def test_spans_carry_the_detector_a_score_and_a_ref_to_the_person_and_field(matcher):
    text = "Storm Daniels, S. Danneels en Stormy."
    spans = matcher.detect(Note("n1", "P1", text, "nl_BE"), [STORMY])
    assert {s.detector for s in spans} == {"registry"}
    assert [s.ref for s in spans] == [f"{STORMY.key}:name", f"{STORMY.key}:name", f"{STORMY.key}:first_name"]
    assert spans[0].score == pytest.approx(1 - 3 / 14)
    assert spans[1].score == 1.0


def test_honorifics_are_not_part_of_the_name_span(matcher):
    assert texts(matcher, "Dr. Van den Broeck en Mevr. Danneels.") == ["Van den Broeck", "Danneels"]


def test_a_shorter_registry_span_inside_a_longer_one_is_dropped(matcher):
    assert found(matcher, "Stormy Danneels.") == [("Stormy Danneels", "NAME", "name")]


def test_a_note_without_persons_or_hits_gives_no_spans(matcher):
    assert matcher.detect(Note("n1", "P1", "Stormy Danneels", "nl_BE"), []) == []
    assert found(matcher, "Niets te melden.") == []


def test_a_short_first_name_is_found_inside_the_full_name(matcher):
    an = Person(patient_id="P1", role="patient", first_name="An", last_name="Peeters")
    assert texts(matcher, "Mevr. An Peeters belde.", persons=[an]) == ["An Peeters"]


KRAUS = Person(patient_id="P3", role="physician", first_name="Corina", last_name="Kraus")
HALE = Person(patient_id="P3", role="physician", first_name="Anna", last_name="Hale")
DYER = Person(patient_id="P3", role="patient", first_name="Dean", last_name="Dyer")
WILLY = Person(patient_id="P3", role="relative", first_name="Willy", last_name="Kayser")
CARLOTA = Person(patient_id="P3", role="patient", first_name="Carlota", last_name="Chico Llopis")
JAN_KOK = Person(patient_id="P3", role="patient", first_name="Jan", last_name="Kok")


@pytest.mark.parametrize(
    "person, text, expected",
    [
        # a swap of two adjacent letters is one typo, not two
        (STORMY, "Stromy kwam op controle.", ["Stromy"]),
        # a typo may move the capital to the second letter
        (STORMY, "Gezien: dAnneels, op controle.", ["dAnneels"]),
        # after a title or honorific, a name gets a larger budget: two typos in five letters
        (KRAUS, "Sehr geehrte Dr. med. Kraku,", ["Kraku"]),
        # after a relation word, a lower-case name gets the plain budget
        (WILLY, "Besuch von Ehemann wlily, bittet um Rückruf.", ["wlily"]),
        # an initial of the person announces their surname
        (HALE, "Rendez-vous avec A. Zale demain.", ["A. Zale"]),
        # a full name after a cue, a typo in each word
        (DYER, "Mr Mean Dyeer was seen today.", ["Mean Dyeer"]),
        # a typo'd first name next to the surname is part of the name
        (CARLOTA, "Ingresa Carlltoa Chico Llopis hoy.", ["Carlltoa Chico Llopis"]),
        # a lower-case first name next to the surname, spelled exactly, even an ordinary word
        (JAN_KOK, "gezien door jan Kok vandaag.", ["jan Kok"]),
    ],
)
def test_names_are_found_where_the_text_announces_them(matcher, person, text, expected):
    assert texts(matcher, text, persons=[person]) == expected


@pytest.mark.parametrize(
    "person, text",
    [
        (KRAUS, "Kraku kam zur Kontrolle."),  # two typos in five letters, and no cue
        (HALE, "Rendez-vous avec B. Zale demain."),  # not the person's initial
        (HALE, "The patient zale was seen."),  # lower case: only the plain budget, none for four letters
        (DYER, "The patient was seen today."),  # a lower-case ordinary word after a cue ends the search
        (KRAUS, "Termin bei Dr.\nKraku am Montag."),  # a cue on another line announces nothing
    ],
)
def test_cues_do_not_stretch_the_budget_beyond_their_rules(matcher, person, text):
    assert found(matcher, text, persons=[person]) == []


# -- where it must stay silent -----------------------------------------------------------

JAN = Person(patient_id="P2", role="patient", first_name="Jan", last_name="Kok")
MAY = Person(patient_id="P2", role="patient", first_name="May", last_name="Smith")
ROOS = Person(patient_id="P2", role="patient", first_name="Roos", last_name="Gent", city="Gent")
AN = Person(patient_id="P2", role="patient", first_name="An", last_name="Li")
PETER = Person(patient_id="P2", role="patient", first_name="Peter", last_name="Vermeulen")


@pytest.mark.parametrize(
    "person, text",
    [
        (JAN, "Controle op 12 jan 2020 en 3 Jan. 2021."),  # a month, not the patient
        (JAN, "Controle op Jan 12, 2020."),
        (JAN, "jan en alleman"),  # lower case: an ordinary word
        (JAN, "De kok van de afdeling."),
        (MAY, "Symptoms may improve by 12 May 2020."),
        (MAY, "We used the smith-waterman algorithm."),
        (MAY, "The Smith-Waterman algorithm."),  # glued into a compound
        (MAY, "A blacksmith came."),
        (ROOS, "Een roos op de arm."),
        (ROOS, "Start gentamicine 80 mg."),
        (ROOS, "Urgent consult."),
        (AN, "An infection, and an ECG."),
        (AN, "Li-ion battery."),
        (PETER, "De meter staat op nul."),  # one edit from "Peter", but a common word
        (PETER, "De peterselie werd gegeven."),  # not a whole word
    ],
)
def test_short_and_common_values_do_not_fire_as_ordinary_words(matcher, person, text):
    assert found(matcher, text, persons=[person]) == []


@pytest.mark.parametrize(
    "person, text, expected",
    [
        (JAN, "Jan kwam op consultatie.", ["Jan"]),
        (JAN, "Dhr. Kok belde.", ["Kok"]),
        (MAY, "May Smith was seen.", ["May Smith"]),
        (ROOS, "Mevr. Roos woont in Gent.", ["Roos", "Gent"]),
    ],
)
def test_short_and_common_values_still_fire_as_names(matcher, person, text, expected):
    assert texts(matcher, text, persons=[person]) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Dosis 9000 IE per dag.",  # a postcode far from the person's city or street is a number
        "Stormy werd gezien. Twee weken later, op de tweede controle, Danneels",
    ],
)
def test_values_out_of_context_are_not_combined(matcher, text):
    assert ("9000", "ADDRESS", "postcode") not in found(matcher, text)
    assert all("\n" not in t and len(t) < 20 for t in texts(matcher, text))


@pytest.mark.parametrize(
    "text",
    [
        "Dossier 471234567890.",  # the phone's digits inside a longer number
        "Lot 1985073003361.",
        "Vandenbroeck en Koen",  # not "Koen Van den Broeck" with all edits on the first name
    ],
)
def test_codes_do_not_match_inside_longer_numbers(matcher, text):
    assert all(field not in ("phone", "national_id") for _, _, field in found(matcher, text))
    assert ("Vandenbroeck en", "NAME", "name") not in found(matcher, text)


def test_fuzzy_matches_respect_the_edit_budget(matcher):
    # "Danneels" has 8 letters: 2 edits allowed, 3 are not.
    assert texts(matcher, "Gezien: Danjels.", persons=[STORMY]) == ["Danjels"]
    assert texts(matcher, "Gezien: Dunjels.", persons=[STORMY]) == []


# -- configuration --------------------------------------------------------------------


@pytest.mark.parametrize(
    "kwargs",
    [{"max_edit_ratio": 0.6}, {"max_edits": 0}, {"min_value_length": 9}, {"max_gap_chars": -1}, {"exact_max_length": 0}],
)
def test_invalid_configs_fail_when_built(kwargs):
    with pytest.raises(InvalidConfig):
        RegistryMatchConfig(**kwargs)


def test_a_zero_edit_ratio_makes_the_matcher_exact():
    exact = RegistryMatcher(RegistryMatchConfig(max_edit_ratio=0.0))
    assert texts(exact, "Mevr. Danneles en Danneels.", persons=[STORMY]) == ["Danneels"]


def test_results_are_deterministic(matcher):
    text = "Storm Daniels, Kerkstraat 12, 9000 Gent, 0471 23 45 67, dr. Vandenbroeck, Hans Müller-Weiß."
    first = matcher.detect(Note("n1", "P1", text, "nl_BE"), [STORMY, DOCTOR, RELATIVE])
    again = RegistryMatcher(RegistryMatchConfig()).detect(Note("n1", "P1", text, "nl_BE"), [RELATIVE, DOCTOR, STORMY])
    assert first == again and [s.ref for s in first] == [s.ref for s in again]


@pytest.mark.parametrize("text, expected", [
    # A mail header: the name stops before the address, whose local part spells the name again.
    ("Van: Stormy Danneels <stormy.danneels@example.be>",
     [("Stormy Danneels", "NAME", "name"), ("stormy.danneels@example.be", "EMAIL", "email")]),
    # An address the registry does not hold: the name inside it is still found (the resolver gives
    # the whole address to the pattern detector's e-mail span).
    ("mail naar stormy.danneels@telenet.be gestuurd", [("stormy.danneels", "NAME", "name")]),
])
def test_names_stop_at_an_email_address(matcher, text, expected):
    assert found(matcher, text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Besuch von Stormy D. heute", ["Stormy D."]),       # the surname's initial after the first name
    ("SISTER: STORMY D\nBP 120/80", ["STORMY D"]),
    ("Stormy K. kam", ["Stormy"]),                       # another letter: not hers
    ("Stormy D. Vermeulen kam", ["Stormy"]),             # a capitalised word follows: another name
])
def test_a_first_name_takes_the_surnames_initial_written_after_it(matcher, text, expected):
    assert texts(matcher, text, persons=(STORMY,)) == expected


def test_the_patients_city_before_the_noun_of_an_eponym_is_no_address(matcher):
    # A patient living in Lyme: "Lyme disease" names a disease, and stays; the town still counts.
    patient = Person(patient_id="P9", role="patient", first_name="Moira", last_name="Baird", city="Lyme")
    text = "LYME DISEASE serology negative. Lives alone in Lyme."
    assert found(matcher, text, persons=(patient,), locale="en_GB") == [("Lyme", "LOCATION", "city")]


def test_a_surname_before_a_signs_result_is_the_sign_unless_a_title_names_the_person(matcher):
    # A patient called Homans: "HOMANS NEG." is the calf sign and its result; "Sig. Homans" is her.
    patient = Person(patient_id="P9", role="patient", first_name="Ilaria", last_name="Homans")
    text = "POLPACCI TRATTABILI, HOMANS NEG. BILATERALE. Homans negativo a sinistra. Sig.ra Homans neg. Homans positivo al tampone."
    assert texts(matcher, text, persons=(patient,), locale="it_IT") == ["Homans", "Homans"]


def test_the_nurses_abbreviation_of_patient_is_no_registry_first_name(matcher):
    # A patient called Pat: "Pat." and "Pat.-Nr." in a German note are the abbreviation of "Patient".
    patient = Person(patient_id="P9", role="patient", first_name="Pat", last_name="Ormsby")
    text = "Pat.-Nr.: 4411. Pat. berichtet über Schmerzen. Besuch von Pat Ormsby."
    assert texts(matcher, text, persons=(patient,), locale="de_DE") == ["Pat Ormsby"]


def test_a_physician_shared_by_two_patients_is_compiled_once_and_found_in_both():
    matcher = RegistryMatcher(RegistryMatchConfig())
    gp = Person(patient_id="P1", role="physician", first_name="Koen", last_name="Van den Broeck")
    first = (Person(patient_id="P1", role="patient", first_name="Ilse", last_name="Ramaekers"), gp)
    second = (Person(patient_id="P2", role="patient", first_name="Rik", last_name="Sterckx"),
              Person(patient_id="P2", role="physician", first_name="Koen", last_name="Van den Broeck"))
    text = "Verwezen door dr. Koen Van den Broeck."
    for persons in (first, second):
        note = Note(note_id="n", patient_id=persons[0].patient_id, text=text, locale="nl_BE")
        assert [text[s.start:s.end] for s in matcher.detect(note, persons)] == ["Koen Van den Broeck"]
    physician_entries = [k for k in matcher._variants if k[1] == gp.key]  # (the person's columns, key, locale)
    assert len(physician_entries) == 1
    assert len(matcher._variants) == 3
