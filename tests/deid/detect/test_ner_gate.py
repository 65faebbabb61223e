"""The NER name gate keeps what reads as a person's name and drops ordinary words and phrases."""
import pytest

from deid.detect.ner_gate import NameGate, NameGateConfig
from deid.spans import Span

GATE = NameGate()


@pytest.mark.parametrize("words, language", [
    ("Jan Peeters", "nl"), ("Marion Duncan", "en"), ("J. Nelson", "en"), ("DANNEELS", "nl"),
    ("Van den Broeck", "nl"), ("Iain", "en"),
    ("Wolf", "de"),            # an ordinary word, but a surname of the name lists
    ("Vandenbroeck", "nl"),    # rare and capitalised: kept, privacy first
])
def test_names_as_clinicians_write_them_pass(words, language):
    assert GATE.plausible(words, language)


@pytest.mark.parametrize("words, language", [
    ("the ward", "en"), ("Le bilan montre", "fr"), ("telefonisch", "de"), ("EKG o.", "de"),  # lower-case words
    ("Bonjour", "fr"), ("Thanks", "en"), ("Sie", "de"), ("Mama", "nl"), ("Echo", "nl"),     # frequent words
    ("Basedow", "de"),         # an eponym
    ("Hi team", "en"),
    ("Bonjour", "nl"),         # very frequent in another of our languages: notes mix them
    ("Fdo", "es"), ("Gez", "de"),  # the words of a signature, before the signer
])
def test_ordinary_words_and_phrases_do_not(words, language):
    assert not GATE.plausible(words, language)


def test_filter_drops_implausible_spans_of_every_gated_label_and_can_be_switched_off():
    text = "Thanks Marion Duncan, the ward, AZ Delta"
    spans = [Span(0, 6, "NAME", "ner"), Span(7, 20, "NAME", "ner"), Span(22, 30, "ORGANIZATION", "ner"),
             Span(32, 40, "ORGANIZATION", "ner")]
    assert [text[s.start:s.end] for s in GATE.filter(spans, text, "en")] == ["Marion Duncan", "AZ Delta"]
    assert len(NameGate(NameGateConfig(enabled=False)).filter(spans, text, "en")) == 4


def test_the_threshold_is_on_the_zipf_scale():
    with pytest.raises(ValueError):
        NameGateConfig(ordinary_zipf=12)
    with pytest.raises(ValueError):
        NameGateConfig(any_language_zipf=0)


@pytest.mark.parametrize("words, label, language, kept", [
    ("Paris", "LOCATION", "fr", True), ("Heverlee", "LOCATION", "nl", True),   # frequent or rare: capitals decide
    ("AZ Delta", "ORGANIZATION", "nl", True), ("CHU de Liège", "ORGANIZATION", "fr", True),
    ("28034", "LOCATION", "es", True), ("B-2000", "LOCATION", "nl", True), ("1012 AB", "LOCATION", "nl", True),
    ("yesterday", "LOCATION", "en", False), ("7h40", "LOCATION", "fr", False), ("Fr.", "LOCATION", "de", False),
    ("hospital number", "ORGANIZATION", "en", False),
    ("Pharm.", "ORGANIZATION", "fr", False), ("Nurse", "ORGANIZATION", "en", False),   # a role alone
    ("U&Es", "ORGANIZATION", "en", False), ("D&V", "ORGANIZATION", "en", False),   # clinical, joined by "&"
    ("timmerman", "PROFESSION", "nl", True), ("huisarts", "PROFESSION", "nl", False),
    ("neuro: RASS -1", "PROFESSION", "fr", False), ("montre", "PROFESSION", "fr", False),
])
def test_places_organizations_and_professions_are_checked_for_shape(words, label, language, kept):
    assert GATE.plausible_entity(words, label, language) is kept


@pytest.mark.parametrize("words, label, kept", [
    ("12/12/2016", "DATE", True), ("5/10", "DATE", True), ("2022", "DATE", True), ("junio", "DATE", True),
    ("23", "DATE", False), ("FiO2", "DATE", False), ("U.O.C", "DATE", False),      # numbers and codes
    ("53 años", "AGE", True), ("43años", "AGE", True), ("siete años", "AGE", True), ("27", "AGE", True),
    ("G2P1", "AGE", False), ("40 mEq", "AGE", False), ("jaar", "AGE", False),       # lab values, no number
    ("+32 471 12 34 56", "PHONE", True), ("4412", "PHONE", False),
    ("2569870", "ID", True), ("28 28", "ID", True), ("pCO2 52", "ID", False), ("K+", "ID", False),
    ("ana@terra.es", "EMAIL", True), ("Hausarztpraxis", "EMAIL", False),
    ("www.uza.be", "URL", True), ("ténosynovite", "URL", False),
])
def test_dates_ages_contacts_and_ids_must_have_their_shape(words, label, kept):
    assert GATE.plausible_entity(words, label, "es") is kept


@pytest.mark.parametrize("words, kept", [
    ("CHA2DS2", False), ("G1P0", False),             # digits: scores and codes
    ("MI", False), ("EDD", False), ("W", False),     # bare capitals: acronyms
    ("J.P.", True), ("J. Nelson", True),             # initials with their dots
])
def test_names_hold_no_digits_and_bare_capitals_are_acronyms(words, kept):
    assert GATE.plausible(words, "en") is kept


@pytest.mark.parametrize("words, language, kept", [
    ("timmerman", "nl", True), ("camarero", "es", True), ("scaffolder", "en", True),   # occupations
    ("huisarts", "nl", False), ("consultant obstetrician", "en", False),              # the staff's roles
    ("médecin généraliste", "fr", False), ("geriater", "nl", False), ("GP", "en", False),
])
def test_healthcare_roles_are_not_professions_to_replace(words, language, kept):
    assert GATE.plausible_entity(words, "PROFESSION", language) is kept


# --- name-versus-word evidence, places, addresses and ages in context --------------------------

@pytest.mark.parametrize("words, language", [
    ("Tasche", "de"), ("Frühstück", "de"), ("Sozialdienst", "de"), ("Medikationsplan", "de"),  # German nouns
    ("Urosepsis", "de"), ("Hypokaliämie", "de"),                  # medical suffixes
    ("Entfernen des Hüftkopfes", "de"),                            # a German noun phrase
    ("R LOWER ZONE CONSOLIDATION", "en"), ("FEVG", "fr"),          # capitals and acronyms
    ("Diclofenac", "nl"),                                          # a drug
    ("Leber", "de"),                                               # an organ: a German noun, a surname too
])
def test_ordinary_nouns_drugs_and_acronyms_are_no_names(words, language):
    assert GATE.verdict(words, "NAME", language) is None


@pytest.mark.parametrize("words, language", [
    ("Kühne", "de"), ("Huber", "de"), ("Pablo", "es"), ("Van den Broeck", "nl"),
])
def test_real_names_stay_names(words, language):
    assert GATE.verdict(words, "NAME", language) == "NAME"


@pytest.mark.parametrize("before", ["Dr. ", "Tochter: ", "operiert von ", "Heike ", "Schwester "])
def test_a_rare_surname_known_to_no_list_is_a_name_where_the_text_announces_a_person(before):
    assert GATE.verdict("Hollenbeck", "NAME", "de", before, "") == "NAME"


@pytest.mark.parametrize("words, language, before", [
    ("Hollenbeck", "de", "Kontrolle: "),       # unknown to names and words, nothing announces a person
    ("Vicryl", "fr", "sous-cutané au "), ("Fadenzug", "de", "Termin "), ("Seresta", "fr", "; "),
    ("Tumormarker", "de", "-- "), ("OPERATIEVERSLAG", "nl", ""),
    ("Perfalgan", "de", "Nach Gabe von "),     # German "von" after a noun is "of", not "by"
])
def test_words_unknown_as_names_and_as_words_are_no_names_without_a_cue(words, language, before):
    assert GATE.verdict(words, "NAME", language, before, "") is None


@pytest.mark.parametrize("words", ["R. Quastenberg", "TMcK", "JvdB"])
def test_initials_mark_a_person_even_beside_an_unknown_word(words):
    assert GATE.verdict(words, "NAME", "de", "; ", "") == "NAME"


@pytest.mark.parametrize("words, language", [
    ("Garden IV", "de"), ("Sanders III", "it"),          # a classification and its grade
    ("Hypokaliämie, Anämie", "de"),                      # a list of findings
])
def test_classifications_and_lists_of_findings_are_no_names(words, language):
    assert GATE.verdict(words, "NAME", language, "", "") is None


def test_a_surname_and_first_name_around_a_comma_stay_a_name():
    assert GATE.verdict("Müller, Anna", "NAME", "de", "", "") == "NAME"


def test_a_place_the_model_called_a_name_becomes_a_location():
    assert GATE.verdict("Bocholt", "NAME", "de") == "LOCATION"


@pytest.mark.parametrize("words, language, kept", [
    ("España", "es", True), ("Cantabria", "es", True), ("Paris", "fr", True),   # countries, regions, cities
    ("Boden", "de", False), ("Oberhuber erhält", "de", False), ("ITN", "de", False),
    ("Tielt", "nl", True),                              # a small town of the gazetteer
])
def test_places_must_be_places(words, language, kept):
    assert (GATE.verdict(words, "LOCATION", language) == "LOCATION") is kept


@pytest.mark.parametrize("words, kept", [
    ("Kerkstraat 12", True), ("12 rue des Lilas", True), ("Postbus 20570", True),
    ("Garden IV", False), ("AO 31", False), ("danach Re-Staging", False), ("la limitation des", False),
    ("Place Bellecour", True), ("AU COURS DE", False),   # a street's word needs a name or a number after it
])
def test_addresses_need_a_street_or_a_named_number(words, kept):
    assert (GATE.verdict(words, "ADDRESS", "fr") == "ADDRESS") is kept


def test_a_number_in_an_address_span_with_many_digits_is_an_id():
    assert GATE.verdict("BIG 59012348801", "ADDRESS", "nl") == "ID"


@pytest.mark.parametrize("before, words, after, kept", [
    ("Sohn Lukas (", "27", ", Tischler", True),       # a relative's age in brackets
    ("DOB 17/09/1952 (", "74", " F)", True),            # after a birth date, before a sex letter
    ("paciente de ", "84", " a.)", True),                # a unit after
    ("Obs: RR ", "18", ", SpO2 94%", False),             # a vital sign
    ("ALT 62, amylase ", "48", ", lactate", False),      # a lab value
    ("ex-smoker (", "40 pack years", ")", False),        # a smoking history
    ("smoker, ", "25", " PY, stopped", False),
])
def test_an_age_needs_an_age_word_around_it(before, words, after, kept):
    assert (GATE.verdict(words, "AGE", "en", before, after) == "AGE") is kept


@pytest.mark.parametrize("words, kept", [
    ("12/03", True), ("3.4.24", True), ("18-02", True), ("26-9", True), ("2019", True), ("maandag", True),
    ("1-1-1", False), ("6-8-9", False), ("14/28", False), ("39+2", False),     # doses, Apgar, scores
    ("9-12", False), ("07:45-09:00", False), ("187", False), ("3,000", False),  # ranges, times, numbers
])
def test_a_date_the_model_proposes_must_be_a_date(words, kept):
    assert (GATE.verdict(words, "DATE", "nl") == "DATE") is kept


@pytest.mark.parametrize("words, before, after, kept", [
    ("Caller", "16:15\n", ": daughter", False),          # a field label
    ("Pre", "case). ", "-assessment", False),            # a prefix
    ("Stat", "m   ", ". 5A", False),                     # an abbreviation before a number
    ("Mon", "(SN)\n\n", " 18/11/24", False),              # a weekday
    ("Diurèse 650", "terminée. ", " ml/6h", False),       # a value
    ("4000 UI", "Lovenox ", " x1/j", False), ("2022", "voorspeld, ", ")", False),   # a dose, a year
    ("Vicryl", "holes. ", " 1 to fascia", False),        # unknown as place and word, no place cue
    ("Ashcombeley", "daughter lives in ", " and", True),    # unknown, after "lives in"
    ("Ashcombeley", "moved last year to ", ".", True),       # after "moved ... to"
    ("Mepitel", "wound dressed in ", " today", False),   # unknown after a bare preposition: a product
    ("Tegaderm", "Verband gewechselt nach ", " und", False),
    ("Tarquena", "Localidad/ Provincia: ", ".", True),     # unknown, in a place field
    ("Lüneburg", "Seniorenheim, ", "; Fr.", True), ("28034", "Madrid ", ".", True),
])
def test_a_place_the_model_proposes_must_stand_where_places_stand(words, before, after, kept):
    assert (GATE.verdict(words, "LOCATION", "en", before, after) == "LOCATION") is kept


@pytest.mark.parametrize("words, before, after, kept", [
    ("27", "Sohn Lukas (", ", Tischler", True), ("58", "KHAN, Tariq Ali, ", "", True),
    ("91", "Die Mutter (", ")", True),
    ("28", "Troponin (", ")", False),                 # a lab value's name, not a person
    ("25 yrs", "primary school for ", ", retired", False), ("9 jaar", "metselaar sinds ", " (", False),
])
def test_an_age_follows_a_person_and_is_no_duration(words, before, after, kept):
    assert (GATE.verdict(words, "AGE", "de", before, after) == "AGE") is kept


@pytest.mark.parametrize("words, after", [("Ward", " 8A Respiratory"), ("Station", " 3C, Zimmer 4"),
                                          ("Elm Ward", " (Trauma)"), ("Station Lindenhof", "")])
def test_a_ward_and_its_number_are_no_person(words, after):
    assert GATE.verdict(words, "NAME", "en", "", after) is None


def test_a_surname_before_an_age_in_words_stays_a_name():
    assert GATE.verdict("Peeters", "NAME", "nl", "dhr. ", " 72 jaar") == "NAME"


@pytest.mark.parametrize("text, expected", [
    ("Javier Navarro Gil   NºCol", "Javier Navarro Gil"),   # a column gap
    ("Luis Moreno Vidal Servicio", "Luis Moreno Vidal"),               # an ordinary word after names
    ("Ramón Ibáñez Soler Residente", "Ramón Ibáñez Soler"),  # a role
    ("Doctor Luis Moreno Vidal", "Luis Moreno Vidal"),                 # a title before
    ("Jan Peeters", "Jan Peeters"), ("Van den Broeck", "Van den Broeck"),
])
def test_a_name_stops_at_its_last_word(text, expected):
    start, end = GATE.name_extent(text, 0, len(text), "es")
    assert text[start:end] == expected


@pytest.mark.parametrize("text, expected, language", [
    ("Gruß Hedwig", "Hedwig", "de"),              # a message's closing word before its writer signs
    ("Thanks Ffion", "Ffion", "en"),
    ("L. Logopedist Wout", "Wout", "nl"),        # "0,5 L." before a role: an initial never precedes one
    ("L. Stijn Wouters", "L. Stijn Wouters", "nl"),  # an initial before a name stays
])
def test_no_closing_word_nor_stray_initial_opens_a_name(text, expected, language):
    start, end = GATE.name_extent(text, 0, len(text), language)
    assert text[start:end] == expected


@pytest.mark.parametrize("words, language", [("TAGLIO CESAREO", "it"), ("COSTA SULLA LINEA", "it"),
                                             ("SUDORAZIONE ALGIDA", "it")])
def test_capitals_that_hide_a_phrase_are_no_name_nor_place(words, language):
    assert GATE.verdict(words, "NAME", language, "", "") is None


def test_a_name_in_capitals_stays_a_name():
    assert GATE.verdict("MARIO ROSSI", "NAME", "it", "", "") == "NAME"


@pytest.mark.parametrize("before, words", [("incisione sec. ", "Kerr"), ("Osteosynthese nach ", "Watson-Jones"),
                                           ("anastomose selon ", "Knight")])
def test_an_eponym_after_according_to_names_a_method(before, words):
    assert GATE.verdict(words, "NAME", "it", before, "") is None


@pytest.mark.parametrize("label, before, words", [
    ("LOCATION", "Wundverschluss, Rückstichnaht nach ", "Allgöwer"),   # the model read "nach" as a direction
    ("NAME", "Pankreaskopfresektion nach ", "Whipple"),
    ("ORGANIZATION", "Leistenhernie, Operation nach ", "Shouldice"),
    ("LOCATION", "huid gesloten, hechting volgens ", "Allgöwer"),
])
def test_after_a_technique_and_nach_an_eponym_is_no_place_or_person(label, before, words):
    assert GATE.verdict(words, label, "de", before, ".") is None


def test_after_a_transfer_nach_a_place_stays_a_place():
    assert GATE.verdict("Dresden", "LOCATION", "de", "Verlegung nach ", " am Montag.") == "LOCATION"


@pytest.mark.parametrize("label", ["ORGANIZATION", "LOCATION"])
def test_a_classification_before_its_grade_is_no_institution_or_place(label):
    assert GATE.verdict("Neer", label, "en", "fracture of the proximal humerus (", " III), plan fixation") is None


@pytest.mark.parametrize("words, before", [("K.", "- "), ("HER.", "ER/")])
def test_one_initial_or_capitals_with_a_final_dot_are_no_initials(words, before):
    assert GATE.verdict(words, "NAME", "de", before, " n. OP") is None


def test_initials_with_dots_between_letters_stay_a_name():
    assert GATE.verdict("J.-M.", "NAME", "fr", "vu par ", " ce jour") == "NAME"


@pytest.mark.parametrize("words, language, before, after", [
    ("Physio", "de", "11:30 Mobi mit ", " (Hr. Brandt)"), ("AMT", "de", "Sr. Ute (", ")")])
def test_a_care_team_role_alone_is_neither_person_nor_place(words, language, before, after):
    assert GATE.verdict(words, "NAME", language, before, after) is None


@pytest.mark.parametrize("words, before, after", [("Neer", "fracture (", " III)"), ("Weber", "Station: ", "  Pat.:")])
def test_a_name_before_a_grade_or_after_a_ward_field_is_no_person(words, before, after):
    assert GATE.verdict(words, "NAME", "en", before, after) is None


@pytest.mark.parametrize("words, language, before, after", [
    ("DOSIS", "de", "ABEND. LETZTE ", " INFLIXIMAB"), ("WINDOW", "en", "LIVES ALONE, ", " FLAT, LIFT"),
    ("PARETE", "it", "DELLA ", " TORACICA")])
def test_a_frequent_word_in_capitals_without_a_cue_is_no_name(words, language, before, after):
    assert GATE.verdict(words, "NAME", language, before, after) is None


@pytest.mark.parametrize("words, language, before, after, expected", [
    ("SMITH", "en", "SEEN BY DR ", " TODAY", "NAME"),          # a title before it
    ("KOWALCZYK", "en", "by: ANNA B / ", " A\n", "NAME"),      # an initial after it
    ("FERRARI", "it", "PAZIENTE: ", " ", "NAME"),              # more frequent as a name than as a word
    ("LYON", "fr", "NE A ", ", ", "LOCATION"),                 # a known place stays a place
])
def test_names_and_places_in_capitals_stay(words, language, before, after, expected):
    assert GATE.verdict(words, "NAME", language, before, after) == expected


@pytest.mark.parametrize("words, label, before", [
    ("Knie re.", "ORGANIZATION", "Rö "), ("femore dx", "LOCATION", "frattura ")])
def test_a_body_part_or_device_with_its_side_is_no_organization_nor_place(words, label, before):
    assert GATE.verdict(words, label, "de", before, " axial") is None


def test_an_acronym_in_brackets_after_a_person_is_their_role_not_an_organization():
    assert GATE.verdict("ATA", "ORGANIZATION", "de", "Lena Brückner (", ")") is None
    assert GATE.verdict("DRK", "ORGANIZATION", "de", "RTW (", "), kein") == "ORGANIZATION"


@pytest.mark.parametrize("words", ["Ambulatorio Nefrologia", "Ambulatorio"])
def test_a_span_opening_with_an_institution_word_is_neither_person_nor_place(words):
    assert GATE.verdict(words, "NAME", "it", "Mittente: ", " <nefro@example.it>") is None


def test_a_name_read_as_a_place_must_stand_where_a_place_may():
    assert GATE.verdict("Stade", "NAME", "fr", "IMC 28,7.\n", " : cT3 cN0") is None   # a field's label
    assert GATE.verdict("Varese", "NAME", "it", "residente a ", ", via") == "LOCATION"


@pytest.mark.parametrize("words, label", [("Chronische Niereninsuffizienz", "ORGANIZATION"),
                                          ("Maligner Erguss", "NAME")])
def test_a_german_adjective_and_noun_is_a_diagnosis_not_a_name_nor_organization(words, label):
    assert GATE.verdict(words, label, "de", "- ", ", ") is None


@pytest.mark.parametrize("words, label", [("Städtisches Klinikum", "ORGANIZATION"), ("Marcelle Becker", "NAME")])
def test_an_institution_or_a_first_name_opening_like_an_adjective_stays(words, label):
    assert GATE.verdict(words, label, "de", "- ", ", ") == label


@pytest.mark.parametrize("words, after", [
    ("Murphy Neg Bilat", " addome trattabile"),   # a sign and its result the model ran on, written small
    ("Lasègue Pos", ". Links"),
])
def test_a_sign_and_its_result_read_as_one_name_are_no_person(words, after):
    assert GATE.verdict(words, "NAME", "it", "esame obiettivo ", after) is None
    assert GATE.verdict("Ilaria Conti", "NAME", "it", "vista da ", " neg") == "NAME"   # a person before it


def test_a_device_named_after_someone_is_no_place():
    assert GATE.verdict("CV Foley", "LOCATION", "it", "Posizionato ", " 14 Ch") is None
    assert GATE.verdict("Glasgow", "LOCATION", "en", "lives in ", ", works") == "LOCATION"


@pytest.mark.parametrize("words, label, before, after", [
    ("FR 24", "DATE", "SAT 97% EN AA, ", ", GCS 14"),         # a vital sign and its value
    ("18400", "ID", "Leukozyten ", "/µl"),                   # an analyte before the value
    ("1740", "ID", "(aanvrager): ", " ng/L."),                # a unit after it
    ("3150", "ID", "né le 03/02/2023, ", " g, Apgar 8-9-10"),
    ("120-160", "PHONE", "118 g/L        (", ")   L"),        # a reference range
    ("0,55-1,05", "PHONE", "0,81   mg/dL      ", "\nCK"),
    ("10:22:05 +0100", "PHONE", "Wed, 8 Feb 2023 ", "\n"),   # a clock time and its zone
    ("Hb", "LOCATION", "check X-ray + ", " in am."),          # an analyte alone, whatever the label
    ("(Krea", "LOCATION", "Labor ", ", K+) in 1 Woche"),      # with the bracket the model took in
    ("Krea", "NAME", "Procedere: ", "/K+ in 1 Woche"),
    ("3410", "LOCATION", "born 02/03/2023, ", " G, APGAR 9"),  # a number the model calls a place: a weight
    ("2850", "LOCATION", "nadroparine ", " IE 1dd sc"),       # a dose
])
def test_measurements_are_never_identifiers(words, label, before, after):
    assert GATE.verdict(words, label, "en", before, after) is None


@pytest.mark.parametrize("words, label, before, after", [
    ("2023-0877", "PHONE", "cod. CR-", "\n"),                 # a year and a serial: no range
    ("12/03/2024", "DATE", "ca. ", " begonnen"),              # "ca." is circa, not calcium
    ("12/03/2024", "DATE", "TC del ", " e il 15/03"),         # the Italian "e" after a date is no unit
    ("0495 12 34 56", "PHONE", "GSM ", "."),
    ("6001", "LOCATION", "rue du Parc 3, ", " Marcinelle"),   # a postcode the model calls a place
])
def test_identifiers_near_measurement_look_alikes_stay(words, label, before, after):
    assert GATE.verdict(words, label, "en", before, after) == label


@pytest.mark.parametrize("words, label, before, after", [
    ("INAMI", "LOCATION", "Dr Alix Brasseur – ", " 1-23456-78-901"),   # an id's cue word
    ("Ki", "NAME", "HER2 1+, ", "-67 20%."),                              # a marker glued to its number
    ("Norton", "NAME", "urine chiare. Braden 15, ", " 14. Arto"),          # a scale and its score
])
def test_cue_words_markers_and_scores_are_no_names_or_places(words, label, before, after):
    assert GATE.verdict(words, label, "it", before, after) is None


@pytest.mark.parametrize("words, label", [
    ("BSc", "LOCATION"), ("MBBS FRCP", "NAME"), ("M.Sc.", "ORGANIZATION"),   # degrees after a signer's name
])
def test_degrees_after_a_name_are_no_name_place_or_body(words, label):
    assert GATE.verdict(words, label, "en", "Jo Hart, RN, ", "\n") is None


def test_a_name_after_its_title_keeps_a_number_after_it():
    assert GATE.verdict("Vandersmissen", "NAME", "nl", "dr. ", " 3.") == "NAME"


@pytest.mark.parametrize("words, label", [
    ("enoxaparine 4000 IE 1dd", "ID"),       # a drug, its dose and its unit
    ("colecalciferol 25000 IE", "ID"),
    ("2900 → 2750 g", "PHONE"),             # a weight and its unit at the end
])
def test_doses_and_drugs_are_never_identifiers(words, label):
    assert GATE.verdict(words, label, "nl", "- ", "\n") is None


def test_an_id_with_letters_that_are_no_unit_stays():
    assert GATE.verdict("MRN 40871223", "ID", "en", "", "\n") == "ID"


def test_a_town_that_is_also_a_unit_keeps_its_address():
    assert GATE.verdict("Molenstraat 12, 2400 Mol", "ADDRESS", "nl", "Adres: ", "\n") == "ADDRESS"


@pytest.mark.parametrize("words, label, before", [
    ("318-1", "ID", "Innere, Zi. "), ("12", "DATE", "chambre "), ("3-12", "ID", "kamer nr. "),
])
def test_a_room_or_bed_number_is_no_identifier(words, label, before):
    assert GATE.verdict(words, label, "de", before, "\n") is None


@pytest.mark.parametrize("words, label, after", [
    ("Pre", "LOCATION", "-assessment 17/06"), ("Klinik für Innere", "ORGANIZATION", "-, Gefäß- und"),
])
def test_a_span_that_cuts_a_hyphenated_word_is_no_place_or_organization(words, label, after):
    assert GATE.verdict(words, label, "en", "3. ", after) is None


def test_a_hospital_unit_number_stays_an_id():
    assert GATE.verdict("40871223", "ID", "en", "Unit No: ", "\n") == "ID"


def test_a_postcode_glued_to_its_town_by_a_hyphen_stays_a_place():
    assert GATE.verdict("44600", "LOCATION", "es", "Avda. de los Olmos 12 ", "-Alcañiz. España") == "LOCATION"


@pytest.mark.parametrize("words, label, before", [
    ("40871223", "ID", "nummer van Eva "),     # a pain scale's abbreviation, written as a woman's name
    ("12/03/2024", "DATE", "bezoek van Eva "),
])
def test_a_popular_first_name_is_no_measurement_word(words, label, before):
    assert GATE.verdict(words, label, "nl", before, ".") == label


def test_the_same_letters_as_a_score_are_a_measurement():
    assert GATE.verdict("5/10", "DATE", "nl", "pijn EVA ", ".") is None


@pytest.mark.parametrize("words", ["C → Paracetamol", "K° Verbeke", "Verbeke = Claes"])
def test_arrows_signs_and_operators_are_no_part_of_a_name(words):
    assert not GATE.plausible(words, "nl")


def test_a_phrase_with_an_arrow_is_not_read_again_as_a_place():
    assert GATE.verdict("C → Paracetamol", "NAME", "fr", "T° 38,6 °", " 1 g.") is None


@pytest.mark.parametrize("words, before, after", [
    ("Kaplan-Meier", "Survival by ", " curve, median 14 months"),
    ("Mann-Whitney", "compared with a ", " test (p=0.03)"),
    ("Kahler", "suivi pour une maladie de ", ", sous lenalidomide"),
    ("Bechterew", "bekannter Morbus ", " seit 1999"),
    ("Lyme", "serology for ", " disease negative"),
])
def test_a_name_before_the_thing_it_names_or_after_its_disease_is_an_eponym(words, before, after):
    assert GATE.verdict(words, "NAME", "en", before, after) is None


@pytest.mark.parametrize("words, before, after", [
    ("Meier", "seen by Dr ", " test results pending"),        # a title: the person who ordered the test
    ("Kahler", "appel de Mme ", ", sa fille"),
])
def test_a_title_outweighs_the_eponym_context(words, before, after):
    assert GATE.verdict(words, "NAME", "en", before, after) == "NAME"


@pytest.mark.parametrize("words, label, before, after", [
    ("intracutaan Vicryl 3/0", "ADDRESS", "huid ", ".\nBloedverlies"),       # a suture and its gauge
    ("Sutura", "NAME", "chiusura con ", " 4-0 in continua"),
    ("19-9", "DATE", "markers: CEA 3,1, CA ", " 41 U/ml"),                     # a tumour marker
    ("42-B2.1", "ID", "frattura diafisaria (AO ", ")"),                       # an AO/OTA fracture class
    ("3,5-5,1", "PHONE", "Kalium 4,2 mmol/l (", ")"),                          # a reference range after a value
])
def test_sutures_markers_fracture_classes_and_reference_ranges_are_no_identifiers(words, label, before, after):
    assert GATE.verdict(words, label, "en", before, after) is None


def test_a_number_range_in_brackets_after_a_label_stays_an_id():
    assert GATE.verdict("12-345", "ID", "en", "case number (", ")") == "ID"


@pytest.mark.parametrize("words,label,language,before,after", [
    ("Brivantol", "NAME", "fr", "relais par ", " 875 mg 3x/j"),        # a dose after: a drug
    ("KESTAMIL", "NAME", "de", "1000 ML ", ", dann Kontrolle"),        # a volume before: an infusion
    ("Zentrix", "LOCATION", "en", "switched to ", " 20 mg daily"),
])
def test_a_drug_with_its_dose_is_neither_a_person_nor_a_place(words, label, language, before, after):
    assert GATE.verdict(words, label, language, before, after) is None


def test_a_child_before_a_weight_stays_a_person():
    assert GATE.verdict("Ottilie", "NAME", "fr", "naissance d'", " 3150 g, Apgar 9/10") == "NAME"


def test_a_relation_word_that_ends_its_sentence_announces_no_person():
    # "Zentrix" is known neither as a name nor as a word: a person only where the text announces one.
    assert GATE.verdict("Zentrix", "NAME", "it", "Ha chiamato la figlia. ", " a letto") is None
    assert GATE.verdict("Zentrix", "NAME", "it", "Ha chiamato la figlia ", " a letto") == "NAME"
    assert GATE.verdict("Zentrix", "NAME", "it", "dott. ", " in reparto") == "NAME"


def test_a_unit_in_capitals_before_a_word_is_no_first_name_announcing_it():
    assert GATE.verdict("KESTAMIL", "NAME", "de", "500 ML ", " i.v.") is None



@pytest.mark.parametrize("words, label, before, after", [
    ("AB Rh-", "NAME", "Blood group ", " (D-)"),
    ("Gruppo sanguigno B Rh+", "ORGANIZATION", "", ". Coombs"),
    ("Groupe sanguin", "ORGANIZATION", "", " A Rh-."),
])
def test_a_blood_group_is_no_person_place_or_organization(words, label, before, after):
    assert GATE.verdict(words, label, "en", before, after) is None


@pytest.mark.parametrize("words, label, before, after", [
    ("Fri 8-5", "DATE", "helpline 0161 496 0777 (Mon-", ") for"),
    ("8-6", "BIRTHDATE", "secretariat (Mon-Thu ", ")\n"),
    ("8-13", "DATE", "ambulatorio (lun-gio ", ") tel."),
    ("8.00-16.30", "DATE", "Ambulanz Mo.-Fr. ", " Uhr"),
])
def test_opening_hours_after_a_weekday_are_no_date(words, label, before, after):
    assert GATE.verdict(words, label, "en", before, after) is None


def test_a_day_and_month_after_a_weekday_stay_a_date():
    assert GATE.verdict("Fri 8/5", "DATE", "en", "seen on ", " by") == "DATE"
    assert GATE.verdict("8-5", "DATE", "en", "admitted ", " with") == "DATE"


def test_the_first_values_of_a_series_before_its_unit_are_a_measurement():
    # A glucose curve: the model reads the first two values as an id; the unit follows the third.
    assert GATE.verdict("88-172", "ID", "it", "curva glicemica a 24 settimane: ", "-140 mg/dl, nella") is None
    assert GATE.verdict("88-172", "ID", "it", "pratica n. ", "-140 del 2024") == "ID"


@pytest.mark.parametrize("words, before, kept", [
    ("Transfert", "", False),                          # an ordinary word opening the note
    ("Transfert", "Patient stable. ", False),          # and opening a sentence
    ("Transfert", "appel de la société ", True),       # inside a sentence the model's reading stands
    ("SOLVAY", "", True),                              # capitals: an acronym, not an ordinary word
])
def test_an_ordinary_word_opening_a_sentence_is_no_organization(words, before, kept):
    assert (GATE.verdict(words, "ORGANIZATION", "fr", before, " prévu vers le service de médecine.") is not None) is kept


@pytest.mark.parametrize("words, before, kept", [
    ("SUPERVISORA", "ASISTENTES: AMPARO GALVÁN (", False),              # in capitals too, a person's role
    ("coordinadora", "Asistentes: Amparo Galván (", False),
    ("Clínica Dental Sonrisa", "Trabaja con Amparo Galván (", True),   # an employer made of ordinary words
])
def test_an_ordinary_word_in_brackets_after_a_person_is_their_role(words, before, kept):
    assert (GATE.verdict(words, "ORGANIZATION", "es", before, ")") is not None) is kept


@pytest.mark.parametrize("words, before, kept", [
    ("Transfert prévu", "", False),                    # words opening a sentence, the only capital the sentence's
    ("Transfert prévu", "Patient stable. ", False),
    ("Transfert Warnier", "", True),                   # a capital of its own beyond the first word
    ("Transfert prévu", "message reçu de la société ", True),  # inside a sentence the model's reading stands
])
def test_ordinary_words_opening_a_sentence_are_no_organization(words, before, kept):
    assert (GATE.verdict(words, "ORGANIZATION", "fr", before, " vers le service de médecine.") is not None) is kept


@pytest.mark.parametrize("words, after, kept", [
    ("Labor", ": Natrium 138", False),       # a German section heading before its colon
    ("Sonographie", ": Leber homogen", False),
    ("Telekom", " hat angerufen.", True),           # a company may open a German sentence
    ("Charité", ": Befund folgt", True),            # a name, not a word of the dictionary
])
def test_a_german_noun_before_a_colon_at_a_line_start_is_a_heading_not_an_organization(words, after, kept):
    assert (GATE.verdict(words, "ORGANIZATION", "de", "", after) is not None) is kept


@pytest.mark.parametrize("words, language, after", [
    ("Daivobet Gel", "de", " 1x täglich"),          # a brand and its form
    ("Bepanthen", "de", " Salbe bei Bedarf"),       # the form right after the brand
    ("Fucidin Cream", "en", " twice daily"),
    ("Locoïd", "fr", " Crème sur les lésions"),
])
def test_a_brand_with_its_dosage_form_is_a_drug_not_a_person(words, language, after):
    assert GATE.verdict(words, "NAME", language, "Therapie: ", after) is None


def test_a_name_before_a_word_that_is_no_dosage_form_in_its_language_stays():
    assert GATE.verdict("Ana", "NAME", "es", "habló con ", " sobre el tratamiento") == "NAME"


@pytest.mark.parametrize("words, language, after", [
    ("Farmacia de guardia", "es", ": Farmacia Norte"),  # a kind of service as a field's label
    ("Matricule", "fr", " 1958031512345"),            # the word that announces an id
    ("Identifiant", "fr", " : 48213"),
])
def test_field_labels_are_no_organization(words, language, after):
    assert GATE.verdict(words, "ORGANIZATION", language, "Contact. ", after) is None


def test_a_kind_word_with_its_name_stays_an_organization():
    assert GATE.verdict("Farmacia Norte", "ORGANIZATION", "es", "Contact. ", ": x") == "ORGANIZATION"


@pytest.mark.parametrize("words, label", [
    ("Bleep 4471", "ORGANIZATION"),    # a pager and its number
    ("bip 3307", "NAME"),
    ("Poli", "NAME"),                  # the Dutch outpatient clinic, a ward's word
])
def test_a_pager_with_its_number_and_a_ward_word_are_no_entity(words, label):
    assert GATE.verdict(words, label, "en" if words.startswith("B") else "nl", "Contact: ", " x") is None


@pytest.mark.parametrize("words, language", [
    ("HOSPITAL UNIVERSITARIO", "es"),     # the body's kind
    ("AZ GROENINGE", "nl"),               # a short acronym of the kind
    ("STUDIO MEDICO VERDI", "it"),        # a surname people bear, however ordinary a word
    ("ARRIVA", "en"),                     # a word no dictionary writes small: a brand
    ("IS", "en"),                         # initials alone
])
def test_in_capitals_a_body_that_names_its_kind_or_a_name_holds_up(words, language):
    assert GATE.capitals_body_plausible(words, language)


@pytest.mark.parametrize("words, language", [
    ("KEEP THE DRESSING DRY", "en"),
    ("NOTHING BY MOUTH", "en"),
    ("RIVALUTAZIONE TRA SEI MESI", "it"),
])
def test_in_capitals_a_body_of_ordinary_words_is_a_misread_sentence(words, language):
    assert not GATE.capitals_body_plausible(words, language)


@pytest.mark.parametrize("words, language, kept", [
    ("DE CHARBON", "fr", False),         # one word the dictionary writes small: the sentence's
    ("DE ELLEBOOG", "nl", False),
    ("DE WIT", "nl", True),              # a particle and a surname people bear: a person the model called a place
    ("AXILLA", "en", False),
    ("PARIS", "fr", True),               # a large city, whatever the word
    ("SALA", "it", False),               # a frequent word whose towns are no Italian note's
    ("SALA", "fr", True),                # a rare word in French: there the major place stands
    ("SOLE", "it", True),                # a frequent word, but a first name people bear often: a person
    ("MEDINA DEL CAMPO", "es", True),    # a name of several words
    ("TIELT", "nl", True),               # no word of the language
])
def test_in_capitals_a_place_of_one_ordinary_word_is_the_sentence_s(words, language, kept):
    assert GATE.capitals_place_plausible(words, language) is kept


@pytest.mark.parametrize("words, after, kept", [
    # the first part of coordinated compounds, cut at its hyphen before the conjunction: the model
    # took part of a department's specialties
    ("Klinik für Unfall", "- und Handchirurgie zur Versorgung.", False),
    ("Klinik für Gefäß", "-, Thorax- und Herzchirurgie", False),
    ("Centrum voor Long", "- en Hartziekten", False),
    # a dash between fields, and a department named with its town
    ("Klinik für Urologie Herne", " - Station 4", True),
    ("Klinik für Urologie Herne", " zur Steinsanierung.", True),
])
def test_a_span_cut_at_a_suspension_hyphen_is_no_organization(words, after, kept):
    assert (GATE.verdict(words, "ORGANIZATION", "de", before="Verlegung in die ", after=after) is not None) is kept


@pytest.mark.parametrize("words, language", [
    # in mixed case, an organization the model read from a word written small that the dictionary
    # writes so: two sentences joined where the full stop is gone, or a phrase of the sentence
    ("stable Pansement", "fr"),
    ("ruhige Nacht", "de"),
    ("droge Wonde", "nl"),
])
def test_in_mixed_case_an_organization_opening_with_an_ordinary_word_written_small_is_none(words, language):
    assert not GATE.cased_body_plausible(words, language)


@pytest.mark.parametrize("words, language", [
    ("de Lijn", "nl"),                # an article opens it
    ("delhaize", "fr"),               # a brand written small, no word of the dictionary
    ("Clinique des Lilas", "fr"),     # capitalised
])
def test_in_mixed_case_an_organization_opening_with_an_article_a_brand_or_a_capital_holds(words, language):
    assert GATE.cased_body_plausible(words, language)


@pytest.mark.parametrize("label, before, words, expected", [
    ("LOCATION", "Blutzucker vor dem ", "Essen", None),          # the meal, after its article
    ("NAME", "Übelkeit nach dem ", "Frühstück", None),
    ("LOCATION", "Sohn wohnt in ", "Essen", "LOCATION"),          # the town takes no article
    ("LOCATION", "Tochter kommt aus der ", "Schweiz", "LOCATION"),  # a country does
])
def test_a_german_noun_after_its_article_is_no_town_nor_person(label, before, words, expected):
    assert GATE.verdict(words, label, "de", before, ", dann Insulin.") == expected


@pytest.mark.parametrize("words, after", [
    ("Edmonton", " Frail Scale 7, lives alone"), ("Paris", " classification 0-IIa"),
])
def test_a_place_before_an_instruments_noun_is_the_instruments_name(words, after):
    assert GATE.verdict(words, "LOCATION", "en", "Frailty: ", after) is None


@pytest.mark.parametrize("words, before, language", [
    ("Schlosser", "Rentner, früher ", "de"), ("Bäcker", "Pat. ist ehemaliger ", "de"),
])
def test_an_occupation_after_its_cue_is_a_profession_not_a_name(words, before, language):
    assert GATE.verdict(words, "NAME", language, before, ". Nikotin: 40 py") == "PROFESSION"


def test_a_surname_that_is_an_occupation_after_a_title_stays_a_name():
    assert GATE.verdict("Schlosser", "NAME", "de", "Gespräch mit Herrn ", " und Frau") == "NAME"


@pytest.mark.parametrize("words, label, before", [
    ("Harrow", "NAME", "He is known to Dr "),        # the model's person, a town's name too
    ("Vienne", "LOCATION", "Vu par le Dr "),         # the model's place right after a title
])
def test_after_a_title_a_towns_name_is_a_person(words, label, before):
    assert GATE.verdict(words, label, "en" if before.startswith("He") else "fr", before, " ce matin.") == "NAME"


def test_a_title_in_capitals_before_mixed_case_is_no_title():
    assert GATE.verdict("Hamburg", "LOCATION", "de", "Therapie bei MS ", " geplant.") != "NAME"


def test_a_span_over_and_after_a_title_is_not_made_one_person():
    # two people: the rules name each, the model's one span over "en" must not take both as one
    assert GATE.verdict("Verbist en Wiebke", "NAME", "nl", "op 8/2 door dr. ", ". Morgen") != "NAME"


@pytest.mark.parametrize("words, before, language, kept", [
    ("Colon", "Abdomen soft. ", "en", False),      # a word that opens its sentence, written small elsewhere
    ("Bath", "Too far. ", "en", True),             # a town the note's readers name, though also a word
    ("Colon", "moved to ", "en", True),            # not opening a sentence: the model's place stands
])
def test_a_word_opening_its_sentence_is_no_place(words, before, language, kept):
    assert (GATE.verdict(words, "LOCATION", language, before, " without diverticula.") == "LOCATION") is kept


def test_a_place_after_a_fields_colon_opens_no_sentence():
    # the field names its place, whatever else the word means ("ronda" is also a word)
    assert GATE.verdict("Ronda", "LOCATION", "es", "Localidad/ Provincia: ", ".\nCP: 29400") == "LOCATION"


def test_a_bracket_the_span_opens_and_does_not_close_parts_the_name_from_its_content():
    text = "Anwesend: Dr. Ritzen (Onko), Dr. Lahr."
    start = text.index("Ritzen")
    pieces = GATE.name_pieces(text, start, text.index(")"))
    assert [text[a:b] for a, b in pieces] == ["Ritzen", "Onko"]
    closed = "Jean (Johnny) Reuter"
    assert GATE.name_pieces(closed, 0, len(closed)) == [(0, len(closed))]


@pytest.mark.parametrize("words, label, language", [
    ("Onko", "NAME", "de"), ("cardio", "NAME", "fr"), ("Chir", "LOCATION", "de"), ("Orto", "NAME", "it"),
])
def test_a_specialty_clipped_short_in_brackets_is_no_name_nor_place(words, label, language):
    assert GATE.verdict(words, label, language, "Dr. Ritzen (", ")") is None


def test_a_name_in_brackets_stays_a_name():
    assert GATE.verdict("Johnny", "NAME", "en", "Jean (", ") Reuter") == "NAME"


@pytest.mark.parametrize("words", ["NIHSS 14", "VASc 4", "HbA1c 7", "MMSE 22"])
def test_a_scores_or_an_analytes_code_and_its_number_are_no_street(words):
    assert GATE.verdict(words, "ADDRESS", "nl") is None


def test_a_street_and_its_number_stay_one():
    assert GATE.verdict("Beukenlaan 12", "ADDRESS", "nl") == "ADDRESS"
    assert GATE.verdict("Vondellaan 7", "ADDRESS", "nl") == "ADDRESS"


@pytest.mark.parametrize("words, label, before", [
    ("BLED", "NAME", "CHA2DS2-VASc 4, HAS-"), ("cath", "NAME", "port-a-"), ("caecale", "LOCATION", "résection iléo-"),
])
def test_the_second_half_of_a_hyphenated_word_is_no_name(words, label, before):
    assert GATE.verdict(words, label, "de", before, " ") is None


def test_the_second_half_of_a_double_surname_stays_a_name():
    assert GATE.verdict("Lüerßen", "NAME", "de", "Frau Meyer-", ",") == "NAME"


def test_a_place_joined_to_another_in_a_note_in_lower_case_stays_a_place():
    assert GATE.verdict("Couillet", "LOCATION", "fr", "conducteur sur la ligne charleroi-", " depuis") == "LOCATION"


@pytest.mark.parametrize("words, label, before, after", [
    ("Kellgren-Lawrence", "NAME", "coxarthrose, stade IV de ", ", échec"),   # a scale named after its authors
    ("Kellgren-Lawrence 4", "ADDRESS", "coxartrose rechts (", "), pijn"),
    ("& Yahr", "ORGANIZATION", "Parkinson-Syndrom, Hoehn ", " 3"),           # the model's piece of a scale
    ("& Go 24", "ORGANIZATION", "Timed Up ", " s mit Rollator"),
])
def test_scales_named_after_their_authors_are_no_identifiers(words, label, before, after):
    assert GATE.verdict(words, label, "en", before, after) is None


def test_a_drug_s_brand_is_no_place_whatever_town_shares_its_name():
    assert GATE.verdict("Creon", "LOCATION", "it", "Pancrelipasi (", " 25000) 1 cps ai pasti") is None


@pytest.mark.parametrize("text, date", [
    ("Ehemann, Schreiner, seit 1998 berentet", "seit 1998 berentet"),   # a clause before a comma
    ("diamond cutter, died 2016", "died 2016"),
    ("3. Mai, 2021", "3. Mai, 2021"),                                   # a date's own comma stays
    ("lundi, 4 mars", "lundi, 4 mars"),                                  # a weekday is a calendar word
])
def test_a_date_span_starts_at_its_date(text, date):
    start, end = NameGate.date_extent(text, 0, len(text))
    assert text[start:end] == date


@pytest.mark.parametrize("text, phone", [
    ("getypt kd 29 05 2024", "29 05 2024"),           # a typist's letters taken into a number
    ("Tel. +32 471 12 34 56", "+32 471 12 34 56"),
    ("(02) 555 12 34", "(02) 555 12 34"),
])
def test_a_phone_span_starts_at_its_number(text, phone):
    start, end = NameGate.phone_extent(text, 0, len(text))
    assert text[start:end] == phone


def test_a_misread_word_of_the_number_stays_in_the_phone_span():
    text = "te1 091 668 12O4"          # "tel" with its l read as 1: the span keeps its shape
    assert NameGate.phone_extent(text, 0, len(text)) == (0, len(text))


@pytest.mark.parametrize("text, expected", [
    ("Krankenschwester im Klinikum)", "Krankenschwester im Klinikum"),   # the bracket it ran into
    ("(Klinikum Süd", "Klinikum Süd"),
    ("Klinikum (Süd)", "Klinikum (Süd)"),                                 # a pair inside stays
    ("Champix) schéma (nouveau)", "Champix) schéma (nouveau)"),           # an opening one inside: left as it is
])
def test_a_model_span_loses_half_a_bracket_pair(text, expected):
    start, end = NameGate.bracket_extent(text, 0, len(text))
    assert text[start:end] == expected


@pytest.mark.parametrize("text, words", [
    ("Biologie : NT-proBNP 6 840 pg/mL ; troponine T hs 38", "proBNP 6 840"),
    ("Labo: Hb 14,8 g/dl, plaatjes 118 x10³/µl, GGT 412 U/l", "plaatjes 118 x10³/µl"),
])
def test_an_analyte_and_its_value_are_no_id(text, words):
    start = text.index(words)
    assert GATE.filter([Span(start, start + len(words), "ID", "ner")], text, "fr") == []


@pytest.mark.parametrize("text, words, language", [
    ("12:05 Pat. persönlich in Praxis. Handy kaputt.", "Praxis.", "de"),            # a kind of house alone
    ("LVEF 55 % (Echo 03/2024, Praxis Dr. Schellenberg)", "Praxis Dr.", "de"),     # ... and a title after it
    ("Dienst Inwendige Geneeskunde / Gastro-enterologie", "Inwendige Geneeskunde", "nl"),  # a department
])
def test_a_kind_of_house_alone_or_a_department_is_no_organization(text, words, language):
    start = text.index(words)
    assert GATE.filter([Span(start, start + len(words), "ORGANIZATION", "ner")], text, language) == []


def test_a_kind_of_house_with_its_name_stays_an_organization():
    text = "Verlegung in die Praxis Weber am Montag"
    start = text.index("Praxis Weber")
    kept = GATE.filter([Span(start, start + 12, "ORGANIZATION", "ner")], text, "de")
    assert [text[s.start:s.end] for s in kept] == ["Praxis Weber"]
