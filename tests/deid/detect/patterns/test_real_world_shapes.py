"""Shapes of real clinical text the synthetic notes do not use (found on the OOD set, tests/data/ood).

Each rule has its own small cases, and the confusable text it must leave alone.
"""
import pytest

from deid.detect.patterns import PatternDetector
from deid.records import Note

DETECTOR = PatternDetector()


def found(text, locale, label=None):
    spans = DETECTOR.detect(Note(note_id="n", patient_id="p", text=text, locale=locale), ())
    return [text[s.start:s.end] for s in spans if label is None or s.label == label]


# --- dates ---------------------------------------------------------------------------------

@pytest.mark.parametrize("text, locale, expected", [
    # a weekday makes a day and month a date, even a lower-case ambiguous month and a bare day/month
    ("Controle op maandag 22 mei om 10u30.", "nl_BE", "maandag 22 mei"),
    ("Afspraak bij de diëtiste woensdag 14/12.", "nl_BE", "woensdag 14/12"),
    # a day/month pair followed by a time
    ("IC-overdracht 12/9 07:30", "nl_NL", "12/9"),
    ("30/08 06h : patient dort", "fr_BE", "30/08"),
    # Roman month numbers
    ("Rx tórax del 2-III-2023: masa hiliar", "es_ES", "2-III-2023"),
    ("ricovero il 3.iv.2021", "it_IT", "3.iv.2021"),
    # a night or a span of days, dotted
    ("Pflegebericht Nachtdienst 18./19.10.\nHr. X schläft", "de_DE", "18./19.10."),
    ("stationär 10-12.05.2023", "de_DE", "10-12.05.2023"),
    # blanks for separators, as a form with a box per number leaves them
    ("Vu en consultation le 07 11 2023, revu ensuite.", "fr_FR", "07 11 2023"),
    # part of a month
    ("Prossimo controllo: fine luglio.", "it_IT", "luglio"),
    ("Reprise prévue début avril.", "fr_FR", "avril"),
])
def test_dates_in_real_world_shapes(text, locale, expected):
    assert expected in found(text, locale, "DATE")


@pytest.mark.parametrize("text, locale, expected", [
    ("hospitalisé du 4 au 9 août 2023 pour", "fr_BE", ["9 août 2023", "4"]),
    ("vom 16. bis 21.10.2023 in stationärer Behandlung", "de_DE", ["21.10.2023", "16."]),
    ("ingresó del 3 al 5 de mayo de 2022", "es_ES", ["5 de mayo de 2022", "3"]),
    ("la nuit du 7 au 8 janvier", "fr_BE", ["8 janvier", "7"]),
])
def test_the_first_day_of_a_range_is_a_date(text, locale, expected):
    assert sorted(found(text, locale, "DATE")) == sorted(expected)


@pytest.mark.parametrize("text, locale", [
    ("pijnscore 5/10 10 mg", "nl_BE"),      # a score, then a dose: no time
    ("AV 4/10", "fr_FR"),                   # visual acuity
    ("NYHA III-IV, GOLD III", "en_GB"),     # Roman numerals without a day and a year
    ("Garden III, 2 vis", "fr_BE"),
    ("de 3 à 5 comprimés par jour", "fr_FR"),  # a range of counts, no date after it
    ("van 3 tot 5 keer per dag", "nl_BE"),
    ("18/19 punten op de MMSE", "nl_BE"),   # not dotted: no day span
    ("PSA 5,4.\nAPR: diabete tipo 2", "it_IT"),   # a decimal at a line's end, a section's abbreviation after it
    ("Tel. 04 07 11 1952", "fr_FR"),          # a number's groups, not a date spaced by blanks
    ("scores 07 14 2019", "en_GB"),           # no month 14
])
def test_confusable_numbers_are_not_dates(text, locale):
    assert found(text, locale, "DATE") == []


def test_two_letter_weekday_does_not_rescue_an_ambiguous_month():
    # "ma" (Dutch Monday, Italian "but") before "2 set" (a set of gauzes): "set" stays ambiguous.
    # A full month name of the note's language is the month however it is written, and there "ma"
    # opening the line is its weekday ("ma 12 mei").
    assert found("ma 2 set di garze", "it_IT", "DATE") == []
    assert found("ma 12 mei", "nl_BE", "DATE") == ["ma 12 mei"]


@pytest.mark.parametrize("text, locale, expected", [
    ("Fr 10.05.24 22:10 Aufnahme über ZNA", "de_DE", "Fr 10.05.24"),       # a log entry's header
    ("Befund vom Do, 09.05.2024 liegt vor.", "de_DE", "Do, 09.05.2024"),    # capitalised, with its comma
    ("Consulta del martes 21/05/2024 sin cambios.", "es_ES", "martes 21/05/2024"),
    ("wo 08-05-2024\nnacht rustig", "nl_NL", "wo 08-05-2024"),             # lower case, opening its line
    ("DIM. 19/05/2024 : RAS", "fr_FR", "DIM. 19/05/2024"),
])
def test_a_weekday_and_its_date_are_one_date(text, locale, expected):
    assert found(text, locale, "DATE") == [expected]


@pytest.mark.parametrize("text, locale, expected", [
    ("controllo ma 12/02/2024 rinviato", "it_IT", "12/02/2024"),   # Italian "but", not a Dutch Monday
    ("Bericht so 04.02.24 abgelegt", "de_DE", "04.02.24"),          # lower case inside a line: "so"
])
def test_a_two_letter_word_is_a_weekday_only_in_its_language_and_place(text, locale, expected):
    assert found(text, locale, "DATE") == [expected]


# --- ages ----------------------------------------------------------------------------------

@pytest.mark.parametrize("text, locale, expected", [
    ("ED notes 05/07/2023 01:20\n43M palps + chest tightness", "en_GB", "43M"),
    ("Urgences\nH, 38a, connu asthme", "fr_BE", "38a"),
    ("Pat. (F, 32 ans) vue ce jour", "fr_FR", "32 ans"),
    ("Paz. Rossi Marco, 44 aa, geometra", "it_IT", "44 aa"),
])
def test_telegraphic_ages(text, locale, expected):
    assert expected in found(text, locale, "AGE")


@pytest.mark.parametrize("text, expected", [
    ("Reviewed on the ward - 58M, CKD 4 on PD, fluid overloaded.", ["58"]),
    ("Pt is a 33F with known epilepsy, 2/7 of headache.", ["33"]),
    ("Foley 16F inserted, residual 300 ml. NG 12F on free drainage.", []),   # a catheter's French size
])
def test_an_english_notes_age_and_sex_in_prose(text, expected):
    assert found(text, "en_GB", "AGE") == expected


@pytest.mark.parametrize("text, locale, expected", [
    ("Kinder:\n– Sohn Gilles Wagner, 52, Beamter bei der Post\n– Tochter Mireille, 49, Lehrerin", "de_LU", ["52", "49"]),
    ("Vive con sus hijos (Brayan, 16, y Yuliana, 9).", "es_ES", ["16", "9"]),
    ("Metformina, 850, dos veces al día; sodio, 138.", "es_ES", []),        # no person, no relation
    ("Dr Marchal, 12, rue des Mésanges.", "fr_FR", []),                  # a street's number
])
def test_a_relatives_age_set_off_by_commas(text, locale, expected):
    assert found(text, locale, "AGE") == expected


@pytest.mark.parametrize("text, locale, expected", [
    ("BRENNAN, AOIFE   DOB 14.02.1987   37YRS F   NHS NO 943 476 5919", "en_GB", ["37YRS"]),   # the unit in capitals
    ("Pat: verlinden rosa °12/03/1941 - 83 j - opnamenr 24059917", "nl_BE", ["83 j"]),         # a dash, the born sign
    ("DESMEDT Yvonne (V)   °02/10/1950 - 74j\nEPD 2237715", "nl_BE", ["74j"]),
])
def test_an_age_after_a_birth_date_in_a_banner(text, locale, expected):
    assert found(text, locale, "AGE") == expected


@pytest.mark.parametrize("text, locale, expected", [
    # a person noun right before a number with a one-letter unit
    ("Opname van Joost de Groot (man, 59j,) via spoed", "nl_NL", "59j"),
    ("Mevr. van der Linden, vrouw, 21j, meldt zich", "nl_NL", "21j"),
    ("paciente de 92 a. que ingresa por disnea", "es_ES", "92 a."),
    ("Mathis Deville (patient (69 a)) via les urgences", "fr_BE", "69 a"),
    # Italian "di anni"
    ("paziente di anni 36, giunge in PS", "it_IT", "36"),
    # telegraphic age and sex after a colon
    ("Presenting complaint: 94M admitted with falls", "en_GB", "94M"),
])
def test_short_ages_after_a_person_noun(text, locale, expected):
    assert found(text, locale, "AGE") == [expected]


@pytest.mark.parametrize("text, locale", [
    ("tomar 2 a 3 veces al día", "es_ES"),   # "a" is "to" without a person noun before it
    ("dosis de 5 a 10 mg", "es_ES"),
    ("la 11a. planta", "es_ES"),
    ("patiënt kreeg 3 j later een recidief", "nl_BE"),
])
def test_one_letter_units_need_the_person_noun(text, locale):
    assert found(text, locale, "AGE") == []


@pytest.mark.parametrize("text", [
    "14F Foley inserted",
    "12 F catheter",
    "SpO2 95% AA",
    "Room 12B\n3 M units of heparin",
    "da 3 aa in terapia con metformina",      # a duration
    "score 4/5 M",
])
def test_sizes_units_and_durations_are_not_ages(text):
    assert found(text, "en_GB" if "Foley" in text else "it_IT", "AGE") == []


@pytest.mark.parametrize("text, locale", [
    ("Hij heeft als schilder 35 jaar gewerkt.", "nl_BE"),          # after an occupation noun
    ("Adjuvant letrozol 5 jaar, daarna controle.", "nl_NL"),        # after a drug
    ("Known CKD4 8 yrs, on dialysis.", "en_GB"),                    # after a diagnosis's acronym
    ("Vivió 30 años en Alemania con su hermano.", "es_ES"),         # a verb opening its sentence
])
def test_a_number_of_years_after_a_word_of_the_sentence_is_a_duration(text, locale):
    assert found(text, locale, "AGE") == []


@pytest.mark.parametrize("text, locale, expected", [
    ("Operada cuando tenía 8 años de una apendicitis.", "es_ES", ["8 años"]),  # a verb that gives an age
    ("Quando aveva 70 anni è caduta.", "it_IT", ["70 anni"]),
    ("Mevrouw Dijkhuis 81 jaar, opgenomen.", "nl_NL", ["81 jaar"]),            # after the person's name
    ("Eva, 81 jaar, opgenomen.", "nl_BE", ["81 jaar"]),                         # in apposition
    ("il a 57 ans et vit seul", "fr_FR", ["57 ans"]),                           # after a function word
])
def test_a_number_of_years_after_a_name_a_function_word_or_an_age_verb_stays_an_age(text, locale, expected):
    assert found(text, locale, "AGE") == expected


# --- ids, phones, addresses ----------------------------------------------------------------

@pytest.mark.parametrize("text, locale, expected", [
    ("Réf. labo : 23-118457   Prélevé le", "fr_BE", "23-118457"),
    ("Lab no. 4471823", "en_GB", "4471823"),
    ("Labornummer 2023-55120", "de_DE", "2023-55120"),
])
def test_laboratory_numbers_after_their_cue_are_ids(text, locale, expected):
    assert expected in found(text, locale, "ID")


def test_luxembourg_six_digit_number_after_a_phone_word():
    assert found("Dr. Kieffer, Bettembourg, Tel. 51 12 34\n", "de_LU", "PHONE") == ["51 12 34"]


@pytest.mark.parametrize("text, locale", [
    ("Hb 12 34 56 mg", "de_LU"),              # no phone word
    ("Hb 12 34 56 mg", "nl_BE"),
])
def test_six_digit_numbers_stay_numbers_elsewhere(text, locale):
    assert found(text, locale, "PHONE") == []


@pytest.mark.parametrize("text, locale, expected", [
    ("Tel. 51 12 34", "nl_BE", "51 12 34"),   # after a phone word: an internal line, whatever the country
    ("rappeler au poste 3391.", "fr_FR", "3391"),
    ("Dr. Lanfranchi (bip 5728)", "it_IT", "5728"),
    ("Sozialdienst, Durchwahl 3817", "de_DE", "3817"),
    ("rückruf an sozialdienst app 4613 erbeten", "de_DE", "4613"),   # dictated: the abbreviation without its dot
    ("avvisato il reperibile int 2291", "it_IT", "2291"),
])
def test_extensions_and_pagers_after_their_word_are_phones(text, locale, expected):
    assert expected in found(text, locale, "PHONE")


@pytest.mark.parametrize("text, locale, expected", [
    ("biopsie (B24-03642): invasief carcinoom", "nl_BE", "B24-03642"),   # an accession number's shape
    ("RIZIV 1-37264-19-420", "nl_BE", "1-37264-19-420"),                 # a professional register
    ("Muestras: 4720-01 (EDTA)", "es_ES", "4720-01"),
    ("Aufnahme-Nr. B/23/04417 liegt vor.", "de_DE", "B/23/04417"),     # a letter set off by a slash
    ("KV-Nr. K204518733, Kasse folgt", "de_DE", "K204518733"),          # the insured's number, abbreviated
    ("DOB 03/07/1951, Hosp No RX1029384.", "en_GB", "RX1029384"),       # the hospital's number, abbreviated
    ("patnr q2290417 opnnr 2023-774120 dag 2", "nl_BE", "2023-774120"),  # Dutch short forms, dictated
    ("patnr q2290417 opnnr 2023-774120 dag 2", "nl_BE", "q2290417"),
    ("Ricovero: Nos. 2023/0045181, ID paz. 2201174563 (Ferro Nives)", "it_IT", "2201174563"),  # the qualifier
    ("Ricovero: Nos. 2023/0045181, ID paz. 2201174563 (Ferro Nives)", "it_IT", "2023/0045181"),  # "nosologico"
    # their dots dropped, as dictation types them
    ("ricovero nos 2023/0045181 id paz 2201174563", "it_IT", "2023/0045181"),
    ("esame istologico ref n 23/B/04411 del 3 marzo", "it_IT", "23/B/04411"),
    ("Labnr : 5521904     Ordernr : K23-1150-0298", "nl_NL", "K23-1150-0298"),   # a laboratory's order
    ("VERBALE DI DIMISSIONE n. 2024/011823 del 4 marzo", "it_IT", "2024/011823"),  # "n." before a year and serial
])
def test_sample_numbers_and_registers_are_ids(text, locale, expected):
    assert expected in found(text, locale, "ID")


@pytest.mark.parametrize("text, locale", [
    ("potassio 4,1 mEq/l ref 3,5-5,1 mEq/l", "it_IT"),       # "ref" alone opens a reference range
    ("nos 2 enfants viennent 2024/2025", "fr_FR"),           # the French "nos" before no year and serial
    ("assumere n. 2 compresse, controllo 2024/2025", "it_IT"),  # "n." before a count, no year and serial
])
def test_short_cues_without_their_dot_need_their_number_word_or_shape(text, locale):
    assert found(text, locale, "ID") == []


@pytest.mark.parametrize("text, expected", [
    ("Praxis, Bergheimer Str. 147, Heidelberg", "Bergheimer Str. 147"),
    ("wohnhaft Berliner Straße 12 in", "Berliner Straße 12"),
    ("Frankfurter Allee 22a", "Frankfurter Allee 22a"),
])
def test_german_streets_named_after_a_place(text, expected):
    assert expected in found(text, "de_DE", "ADDRESS")


@pytest.mark.parametrize("text, locale", [
    ("Der Weg 3 km zur Klinik", "de_DE"),            # no place adjective
    ("Berliner Straße 12", "nl_BE"),                 # German shape, German notes only
    ("R/ NIV 14/6\nC/ MAP 75, SR 96/min", "nl_NL"),  # the C of an A-B-C-D round
    ("C.F. SPSGPP41L59L781J, ricoverata", "it_IT"),  # codice fiscale: no house number glued into a code
    ("ASPIRIN 75MG OD, SENNA 2 BD. NKDA.", "en_GB"),  # "BD" is twice a day in English, no boulevard
    ("Paracetamol 1 g i.v. re. AO. PVK 18G", "de_DE"),  # "v." of "i.v." is no Italian "via"
])
def test_not_addresses(text, locale):
    assert found(text, locale, "ADDRESS") == []


def test_spanish_calle_abbreviation_still_fires_in_spanish_notes():
    assert "C/ Alcalá, 123, 3º izda" in found("Domicilio C/ Alcalá, 123, 3º izda. Madrid", "es_ES", "ADDRESS")


@pytest.mark.parametrize("text, expected", [
    ("Tel (0495888912) bellen", "0495888912"),          # brackets around the number stay in the text
    ("GSM (+32 495 88 89 12).", "+32 495 88 89 12"),
    ("(+49 (0)160 2661602)", "+49 (0)160 2661602"),     # the inner trunk prefix is part of it
    ("Tel (02) 555 12 34", "(02) 555 12 34"),           # so is a bracketed area code
])
def test_a_phone_span_holds_only_balanced_brackets(text, expected):
    assert found(text, "nl_BE", "PHONE") == [expected]


@pytest.mark.parametrize("text, locale, expected", [
    ("Onkologie\nMozartweg 235, Heidelberg", "de_DE", "Mozartweg 235"),   # German -weg
    ("Pneumologie\nGrote Markt 182, Antwerpen", "nl_BE", "Grote Markt 182"),  # the type word after a name word
    ("Klinikum\nAm Markt 27, Stuttgart", "de_DE", "Am Markt 27"),
])
def test_street_types_as_whole_words_after_a_street_name_word(text, locale, expected):
    assert expected in found(text, locale, "ADDRESS")


@pytest.mark.parametrize("text, locale", [("Markt 3 keer per week", "nl_BE"), ("Hof 3", "de_DE"), ("Weg 5 km", "nl_BE")])
def test_a_street_type_word_alone_is_not_a_street(text, locale):
    assert found(text, locale, "ADDRESS") == []


@pytest.mark.parametrize("text, locale, expected", [
    ("GSM 09 578 35 50", "nl_BE", "09 578 35 50"),     # possible for Belgium, in no assigned range of the library
    ("Tél. 09.757.98.51", "fr_BE", "09.757.98.51"),
    ("Mobil 98 93 65", "de_LU", "98 93 65"),
])
def test_after_a_phone_word_a_possible_number_is_a_phone(text, locale, expected):
    assert found(text, locale, "PHONE") == [expected]


def test_without_a_phone_word_the_number_must_be_valid():
    assert found("Patiënt nr 09 578 35 50 gezien", "nl_BE", "PHONE") == []


@pytest.mark.parametrize("text, locale, expected", [
    ("ring her son on 07700 900213 tonight", "en_GB", "07700 900213"),   # a range the plan keeps for fiction
    ("joignable au 09 99 12 34 56", "fr_FR", "09 99 12 34 56"),
    ("call +44 7700 900213", "en_GB", "+44 7700 900213"),
])
def test_without_a_phone_word_a_possible_number_dialled_as_written_is_a_phone(text, locale, expected):
    assert found(text, locale, "PHONE") == [expected]


@pytest.mark.parametrize("text, locale", [
    ("Patiënt nr 09 578 35 50 gezien", "nl_BE"),      # nine digits: too short to be dialled without a word
    ("ratio 0,0012 3456 7890", "en_GB"),
])
def test_short_or_broken_numbers_without_a_phone_word_are_no_phones(text, locale):
    assert found(text, locale, "PHONE") == []


def test_a_phone_number_after_its_word_is_no_id_whose_checksum_it_happens_to_pass():
    text = "tel. 087 31 54 60"   # passes the Dutch BSN's eleven-test
    assert found(text, "nl_BE", "ID") == []
    assert found(text, "nl_BE", "PHONE")[-1] == "087 31 54 60"


@pytest.mark.parametrize("text, locale, expected", [
    ("opn. 23/041196, afd. C4", "nl_BE", "23/041196"),    # a year and an admission serial
    ("Col. 28/04517", "es_ES", "28/04517"),               # a college's region and a member number
])
def test_two_digits_a_slash_and_a_long_serial_are_an_id(text, locale, expected):
    assert found(text, locale, "ID") == [expected]


@pytest.mark.parametrize("text", [
    "adrenalina 1/100000", "diluido 10/100000", "TA 120/80", "el 12/2024", "el 12/03/2024", "2/52",
])
def test_ratios_dilutions_pressures_and_dates_are_no_serial_ids(text):
    assert found(text, "es_ES", "ID") == []


@pytest.mark.parametrize("text, locale, expected", [
    ("Sturz mit dem Rad in der Kolbenstraße", "de_DE", "Kolbenstraße"),
    ("UNFALL KOLBENSTRASSE, RTW", "de_DE", "KOLBENSTRASSE"),
    ("an der Max-Planck-Straße gefunden", "de_DE", "Max-Planck-Straße"),
    ("gevallen in de Grachtstraat", "nl_BE", "Grachtstraat"),
])
def test_a_rare_one_word_street_name_needs_no_house_number(text, locale, expected):
    assert found(text, locale, "ADDRESS") == [expected]


@pytest.mark.parametrize("text, locale", [
    ("in einer Einbahnstraße, über die Bundesstraße", "de_DE"),   # any street of a kind
    ("een zijstraat of de volgende straat", "nl_BE"),
    ("Kolbenstraße", "fr_FR"),                     # a German shape in a French note
])
def test_common_street_words_without_a_number_or_a_place_before_them_are_no_address(text, locale):
    assert found(text, locale, "ADDRESS") == []


@pytest.mark.parametrize("text, locale, expected", [
    # where the words around place a street, it is one, numbered or not, common or not
    ("Sturz auf der Hauptstraße vor dem Bäcker.", "de_DE", ["Hauptstraße"]),
    ("Hij woont in de Molenstraat, vlak bij zijn dochter.", "nl_BE", ["Molenstraat"]),
    ("Lives alone in a ground floor flat on Ashgrove Road, close to her daughter.", "en_GB", ["Ashgrove Road"]),
    ("Vit seule au rez-de-chaussée, rue des Acacias, près de sa fille.", "fr_FR", ["rue des Acacias"]),
    ("Caída en la avenida de la Constitución esta mañana.", "es_ES", ["avenida de la Constitución"]),
    ("Vive da sola in via dei Mille, vicino alla figlia.", "it_IT", ["via dei Mille"]),
    # not a route of administration, not "in corso" (ongoing), not a word in lower case
    ("Somministrato via EV, terapia in corso Augmentin, mise en place Vac.", "it_IT", []),
    ("Vive en la calle desde hace meses, sin domicilio.", "es_ES", []),
])
def test_a_street_named_in_prose_without_a_number(text, locale, expected):
    assert found(text, locale, "ADDRESS") == expected


@pytest.mark.parametrize("text, expected", [
    ("57, rue de l'Eglise, Luxembourg", "57, rue de l'Eglise"),   # an elided article before the name
    ("91, route d'Arlon, Esch-sur-Alzette", "91, route d'Arlon"),
])
def test_number_first_streets_with_an_elided_article(text, expected):
    assert found(text, "de_LU", "ADDRESS")[:1] == [expected]


@pytest.mark.parametrize("text, locale, expected", [
    ("Kopie: Dr. Thilges, 5, Grand-Rue, L-9710 Clervaux", "de_LU", ["5, Grand-Rue", "L-9710"]),
    ("Rendez-vous Grand'Place 14, 6700 Arlon", "fr_BE", ["Grand'Place 14", "6700"]),
    ("Domicile : 8 Grande Rue, 70000 Vesoul", "fr_FR", ["8 Grande Rue", "70000"]),
])
def test_a_french_street_that_is_its_type_and_an_adjective(text, locale, expected):
    # "Grand-Rue" has no name after its type: the prefixes took "Rue" alone, cut at the postcode
    assert found(text, locale, "ADDRESS") == expected


@pytest.mark.parametrize("text, locale, expected", [
    ("12 bd. Voltaire, Paris", "fr_FR", "12 bd. Voltaire"),     # abbreviations in their language's notes
    ("av. Louise 54, Brussel", "nl_BE", "av. Louise 54"),       # French ones in Belgium too
    ("lives at 12 rue de la Paix, Paris", "en_GB", "12 rue de la Paix"),   # full words everywhere
])
def test_street_prefixes_abbreviated_in_their_own_language(text, locale, expected):
    assert found(text, locale, "ADDRESS") == [expected]


def test_an_address_line_stops_before_its_contact_field():
    text = "RESIDENZA: C.SO VITTORIO VENETO 44 PAVIA   TEL 351 2208817"
    assert found(text, "it_IT", "ADDRESS") == ["C.SO VITTORIO VENETO 44 PAVIA"]


@pytest.mark.parametrize("text, locale, expected", [
    ("UNFALL KOLBENSTRASSE HÖHE ANKERPLATZ, RTW", "de_DE", ["KOLBENSTRASSE", "ANKERPLATZ"]),
    ("Sturz Kolbenstraße Ecke Berliner Straße, Platzwunde", "de_DE", ["Kolbenstraße", "Berliner Straße"]),
    ("Kolbenstraße Höhe Ankerplatz Sturz auf die Hand", "de_DE", ["Kolbenstraße", "Ankerplatz"]),
    ("aangereden Grachtstraat hoek Visserslaan", "nl_BE", ["Grachtstraat", "Visserslaan"]),
    ("hit by a car at 14 Mill Road, corner of Baker Street", "en_GB", ["14 Mill Road", "Baker Street"]),
])
def test_the_street_a_street_crosses_is_an_address_too(text, locale, expected):
    assert sorted(found(text, locale, "ADDRESS")) == sorted(expected)


@pytest.mark.parametrize("text, locale", [
    ("Schmerz auf Höhe Brustbein, Ecke Mund", "de_DE"),         # no street before: body landmarks
    ("in einer Seitenstraße Höhe Bahnhof", "de_DE"),            # any street of a kind finds no street
])
def test_cross_street_words_without_a_street_before_them_are_no_address(text, locale):
    assert found(text, locale, "ADDRESS") == []


# --- addresses of notes written in lower case ------------------------------------------------

# Enough lower-case words around an address for the note to count as written in lower case.
_LOWER_PAD = (" - pt seen today, walked with the frame, ate well, pain better than yesterday, "
              "daughter updated on the phone, plan home tomorrow if bloods stable")


@pytest.mark.parametrize("line, locale, expected", [
    ("gp: dr j lee, 14 blackwood road, leeds ls6 2pq", "en_GB", ["14 blackwood road", "ls6 2pq"]),
    ("huisarts: kapelstraat 12, 9000 gent", "nl_BE", ["kapelstraat 12", "9000"]),
    ("secretariaat: prinsenlaan 55, 3512 jk utrecht", "nl_NL", ["prinsenlaan 55", "3512 jk"]),
    ("cabinet: 18 avenue louise - 1050 ixelles", "fr_BE", ["18 avenue louise", "1050"]),
    ("ambulatorio: via verdi 12 - 20121 milano", "it_IT", ["via verdi 12", "20121"]),
    # the town with the post's words after it: a province's two letters, a French "cedex"
    ("courrier: 12 rue de siam – 29200 brest cedex", "fr_FR", ["12 rue de siam", "29200"]),
    ("ambulatorio: piazza dei ciompi 4 – 50121 firenze fi", "it_IT", ["piazza dei ciompi 4", "50121"]),
    # a numbered street right before its postcode and town, whatever its words
    ("casa di riposo\nvia del lavoro 12 - 37121 verona", "it_IT", ["via del lavoro 12", "37121"]),
    # the town in the middle of a sentence: the sentence goes on after it
    ("woont in de beukenlaan 12 te 9000 gent sinds vorig jaar", "nl_BE", ["beukenlaan 12", "9000"]),
    # an Italian street's abbreviation without its dot, as dictated
    ("vive al secondo piano in cso francia 118 con la figlia", "it_IT", ["cso francia 118"]),
])
def test_a_lower_case_note_s_address_is_found_by_its_shape_and_the_place_lists(line, locale, expected):
    text = line + _LOWER_PAD
    assert found(text, locale, "ADDRESS") == expected


@pytest.mark.parametrize("text, locale, expected", [
    ("Pat. wohnt in 34117 Kassel.", "de_DE", ["34117"]),   # five digits after "in" are no year
    ("Seit 2019 Lumbalgie, sonst gesund.", "de_DE", []),   # four that are stay one
])
def test_a_postcode_after_a_word_that_also_announces_a_year(text, locale, expected):
    assert found(text, locale, "ADDRESS") == expected


@pytest.mark.parametrize("text, locale, expected", [
    # a letter's head: the street has no street word, its number and the postcode say what it is
    ("Dra. Ana Lucena Soto. Los Fresnos, 14. 37007 Salamanca.", "es_ES", ["Los Fresnos, 14", "37007"]),
    ("Servicio de Nefrología. Marqués de Valdecilla 25, 39008 Santander", "es_ES",
     ["Marqués de Valdecilla 25", "39008"]),
    # a department on the same segment is no part of the street
    ("Unidad de Neumología Barrionuevo Alto 8, 45004 Toledo", "es_ES", ["Barrionuevo Alto 8", "45004"]),
    ("Servizio di Cardiologia Bassini 22, 20133 Milano", "it_IT", ["Bassini 22", "20133"]),
])
def test_a_numbered_street_without_a_street_word_right_before_a_postcode_and_its_town(text, locale, expected):
    assert found(text, locale, "ADDRESS") == expected


@pytest.mark.parametrize("text, locale", [
    ("Control en 2 semanas, 28040 pacientes atendidos", "es_ES"),    # no town after the number
    ("Revisión el día 12. Madrid y Toledo sin cambios", "es_ES"),      # no postcode
])
def test_no_street_is_read_before_what_is_no_postcode_and_town(text, locale):
    assert found(text, locale, "ADDRESS") == []


@pytest.mark.parametrize("line, locale", [
    ("walked 20 metres down the lane", "en_GB"),          # a street type after ordinary words
    ("gaf 1200 mg paracetamol aan patient", "nl_NL"),      # a dose, not a Dutch postcode
    ("per via orale 2 volte al giorno", "it_IT"),          # "via" the route of a drug
    ("zuurstof 3 l via een neusbril nadien 93% saturatie", "nl_NL"),  # the preposition outside Italian notes
    ("la av era de 0,5 en el ojo derecho", "es_ES"),      # a preposition in it: "av" is the visual acuity
    ("terapia in corso per la profilassi della tvp 2 settimane", "it_IT"),  # "in corso": ongoing
])
def test_a_lower_case_note_s_ordinary_words_make_no_address(line, locale):
    assert found(line + _LOWER_PAD, locale, "ADDRESS") == []


@pytest.mark.parametrize("text, locale", [
    ("Traitement en cours Tardyferon 80 mg 1/j", "fr_FR"),             # a drug and its dose after "cours"
    ("mise en place de la prothèse 28 mm sans incident" + _LOWER_PAD, "fr_FR"),     # a size after "place"
    ("ecg ritmo sinusale 88 bpm rallentamento st da v1 a v4" + _LOWER_PAD, "it_IT"),  # a rate, then "st"
])
def test_a_number_a_unit_follows_is_a_measure_never_a_house_number(text, locale):
    assert found(text, locale, "ADDRESS") == []


@pytest.mark.parametrize("text, locale, expected", [
    ("Patient Quirine Verbist geb 14.03.1951 73 J PID 4471", "de_DE", ["73 J"]),   # fits the note's year
    ("Mr CRANE June DOB 02/11/1950 74 F CHI 0211501234 seen 2024", "en_GB", ["74"]),
    ("twee kinderen Bregje 31 j en Oona 28 j", "nl_BE", ["31 j", "28 j"]),            # a name, an age and its unit
])
def test_ages_without_brackets_after_a_birth_date_they_fit_or_a_name_with_their_unit(text, locale, expected):
    assert found(text + " 2024", locale, "AGE") == expected


@pytest.mark.parametrize("text, locale", [
    ("geb 14.03.1951 12 Tabletten", "de_DE"),      # does not fit any year of the note
    ("Zimmer 12 J Station", "de_DE"),              # no person before it
])
def test_numbers_after_a_date_or_a_word_that_are_no_age(text, locale):
    assert found(text + " 2024", locale, "AGE") == []


# --- ids of notes written in lower case --------------------------------------------------------

@pytest.mark.parametrize("line, locale, expected", [
    ("dr a. wong, consultant   gmc 4817265", "en_GB", "4817265"),          # a register's acronym, small
    ("dr p. morel – rpps 10003456789", "fr_FR", "10003456789"),
    ("ipp 31245678   nda 125007781", "fr_FR", "125007781"),
    ("dni 48213391r", "es_ES", "48213391r"),                              # a DNI's letter, small too
    ("pa-verslag (t23-04512): adenocarcinoom", "nl_NL", "t23-04512"),     # an accession number, small
])
def test_a_lower_case_note_s_ids_follow_their_small_acronyms(line, locale, expected):
    assert expected in found(line + _LOWER_PAD, locale, "ID")


@pytest.mark.parametrize("line, locale", [
    ("cf 2000 report, pain better", "en_GB"),              # "cf" compares, even before a number
    ("nie mehr als 4000 ml am tag trinken", "de_DE"),     # "nie" is "never"
    ("pid 2019, treated, no recurrence", "en_GB"),        # a disease, not a patient id
])
def test_acronym_cues_that_are_words_stay_words_in_a_lower_case_note(line, locale):
    assert found(line + _LOWER_PAD, locale, "ID") == []


def test_in_a_cased_note_only_acronyms_in_capitals_announce_an_id():
    assert found("Dr A. Wong, big 4817265 ward", "en_GB", "ID") == []
    assert found("Dr A. Wong, BIG 48172650011", "nl_NL", "ID") == ["48172650011"]


# --- e-mail addresses and web addresses that lost their dots ------------------------------------

@pytest.mark.parametrize("text, label, expected", [
    ("Van: secretariaat-cardio@ziekenhuis-oostbe", "EMAIL", "secretariaat-cardio@ziekenhuis-oostbe"),
    ("T 038 555 12 40   wwwziekenhuis-oostnl", "URL", "wwwziekenhuis-oostnl"),
])
def test_addresses_whose_dots_were_lost_are_still_addresses(text, label, expected):
    assert found(text, "nl_BE", label) == [expected]


@pytest.mark.parametrize("text", ["paracetamol 1 g @ 8h", "discharged @home", "ratio a@b"])
def test_an_at_sign_without_an_address_around_it_is_no_e_mail(text):
    assert found(text, "en_GB", "EMAIL") == []


# --- ages of a note written in capitals ---------------------------------------------------------

_CAPITALS_FAMILY = ("SOZIALANAMNESE: VERWITWET, LEBT ALLEIN IM EIGENEN HAUS MIT GARTEN, VERSORGT SICH SELBST. "
                    "TOCHTER WIEBKE ({age}, STEUERBERATERIN) WOHNT IM NACHBARORT UND KOMMT TÄGLICH. GCS (15), "
                    "KEINE SCHMERZEN, MOBIL MIT ROLLATOR.")


def test_in_a_note_in_capitals_an_age_in_brackets_follows_a_name_judged_as_a_cased_note_writes_it():
    assert found(_CAPITALS_FAMILY.format(age=41), "de_DE", "AGE") == ["41"]      # not the score after "GCS"


def test_in_a_note_in_capitals_an_age_s_unit_and_a_weekday_are_in_capitals_too():
    text = ("SITUACIÓN SOCIAL: CASADA, CONVIVE CON SU MARIDO EN UNA CASA DE PUEBLO. DOS HIJOS: ROSENDO (51 A.), "
            "CONDUCTOR, Y LEIRE (47 A.), QUE VIENE CADA TARDE. SIN ALERGIAS CONOCIDAS.")
    assert found(text, "es_ES", "AGE") == ["51 A.", "47 A."]
    text = ("FAMILIENGESPRÄCH AM DO 17.10. UM 14:00 MIT SOHN UND SCHWIEGERTOCHTER. PATIENTIN WACH, "
            "MOBIL MIT ROLLATOR, KEINE SCHMERZEN.")
    assert found(text, "de_DE", "DATE") == ["DO 17.10."]


_LOWER_FAMILY = ("sociale anamnese: weduwe, woont alleen in een eigen huis met tuin, zelfstandig voor de boodschappen. "
                 "een zoon, ruben lindeboom ({age}), boekhouder, woont in de buurt en komt dagelijks langs; "
                 "gcs (15), geen pijn, loopt zelfstandig met stok.")


def test_in_a_note_in_lower_case_an_age_in_brackets_follows_a_name_judged_as_a_cased_note_writes_it():
    assert found(_LOWER_FAMILY.format(age=48), "nl_BE", "AGE") == ["48"]      # not the score after "gcs"


def test_in_a_note_in_capitals_an_occupation_is_read_by_its_small_letters_on_the_lowered_copy():
    text = ("ANAMNÈSE SOCIALE : VEUVE, VIT SEULE DANS UNE MAISON AVEC JARDIN, AUTONOME POUR LES COURSES. "
            "SON FILS EST MENUISIER À LEUZE ET PASSE CHAQUE SEMAINE.")
    assert found(text, "fr_BE", "PROFESSION") == ["MENUISIER"]


@pytest.mark.parametrize("text, locale, expected", [
    ("OPGENOMEN OP 14/03 VIA DE SPOEDGEVALLEN.", "nl_BE", []),      # "via" is Dutch for "by way of"
    ("ADMITTED 3 VIA A AND E.", "en_GB", []),
    ("Adres in Italië: Via Roma 12, Firenze.", "nl_BE", ["Via Roma 12"]),   # an Italian street, spelt as one
    ("ABITA IN VIA ROMA 12 CON LA FIGLIA.", "it_IT", ["VIA ROMA 12"]),        # in an Italian note, whatever its case
])
def test_the_italian_street_word_via_outside_italian_notes_only_as_a_street_spells_it(text, locale, expected):
    assert found(text, locale, "ADDRESS") == expected


@pytest.mark.parametrize("text, locale, label, expected", [
    ("historia uno dos cuatro nueve cero ocho siete de sesenta años", "es_ES", "ID", "uno dos cuatro nueve cero ocho siete"),
    ("nhs number four eight five seven seven three two one one nine", "en_GB", "ID",
     "four eight five seven seven three two one one nine"),
    ("telefono di contatto tre tre nove, uno due quattro otto sei sette", "it_IT", "PHONE",
     "tre tre nove, uno due quattro otto sei sette"),
])
def test_a_number_read_out_figure_by_figure_is_an_id_or_a_phone(text, locale, label, expected):
    assert found(text, locale, label) == [expected]


@pytest.mark.parametrize("text, locale", [
    ("took two or three tablets, then one more at nine", "en_GB"),
    ("uno due tre quattro cinque: esercizi di conta", "it_IT"),   # five words: counting, no number
])
def test_a_few_number_words_are_no_spelled_number(text, locale):
    assert found(text, locale, "ID") == [] and found(text, locale, "PHONE") == []


@pytest.mark.parametrize("text, locale, expected", [
    # a night shift's entry headed by its two days and the month
    ("— marta r.\n\n17-18/05 noche\ndescansa a ratos", "es_ES", "17-18/05"),
    ("inf. paolo\n22-23/11 notte h 03.00 riferisce dolore", "it_IT", "22-23/11"),
])
def test_a_night_written_as_its_two_days_and_the_month(text, locale, expected):
    assert expected in found(text, locale, "DATE")


@pytest.mark.parametrize("text, locale", [
    ("Kraft der Hüftbeuger 4-5/5 beidseits", "de_DE"),     # a strength grade
    ("Schmerzen 10-12/04 auf der Skala", "de_DE"),          # days that are no night's
])
def test_a_strength_grade_or_a_range_of_days_is_no_night(text, locale):
    assert not any("/" in date for date in found(text, locale, "DATE"))


@pytest.mark.parametrize("text, locale, expected", [
    # the cues of admission numbers, referral references, health cards, unit numbers, a GP's code
    ("Aufn.-Nr. K-23-04417     Kostenträger: AOK", "de_DE", "K-23-04417"),
    ("Verwijzing via ZorgDomein – referentie AB-1234-5678-90", "nl_NL", "AB-1234-5678-90"),
    ("DNI: 12345678Z    TIS: ABCDE123456789", "es_ES", "ABCDE123456789"),
    ("DOB: 02/03/1951   UNIT NO: H123456Y", "en_GB", "H123456Y"),
    ("Medico di base convenzionato – cod. reg. 123456", "it_IT", "123456"),
])
def test_identifiers_after_the_cues_of_other_registers(text, locale, expected):
    assert expected in found(text, locale, "ID")


@pytest.mark.parametrize("text, expected", [
    ("Anamnèse: Pat., 81 Joer, ass doheem gefall.", "81 Joer"),     # Luxembourgish "years"
    ("E 67-järege Mann mat Otemnout.", "67-järege"),
])
def test_luxembourgish_ages(text, expected):
    assert expected in found(text, "de_LU", "AGE")


@pytest.mark.parametrize("text, expected", [
    # France's box numbers in a letterhead, before the postcode and town
    ("CHU – SITE OUEST – BP 217 – 97405 SAINT-DENIS CEDEX", "BP 217"),
    ("12 rue des Lilas – TSA 40011 – 21000 Dijon Cedex", "TSA 40011"),
    ("Clinique du Parc – CS 30001, 33000 Bordeaux", "CS 30001"),
])
def test_french_box_numbers_before_a_postcode(text, expected):
    assert expected in found(text, "fr_FR", "ADDRESS")


def test_a_blood_pressure_is_no_box_number():
    assert found("Constantes : BP 120 mmHg, FC 80.", "fr_FR", "ADDRESS") == []


@pytest.mark.parametrize("text, locale, expected", [
    # a way, square or dike that no dictionary holds is a street; "am" joins its article
    ("Bedrijf aan de Dorpsweg, dochter woont in de stad.", "nl_NL", ["Dorpsweg"]),
    ("Sie wohnt am Kastanienweg, gleich neben der Apotheke.", "de_DE", ["Kastanienweg"]),
])
def test_a_way_or_square_named_in_prose(text, locale, expected):
    assert found(text, locale, "ADDRESS") == expected


@pytest.mark.parametrize("text, locale", [
    ("Auf dem Heimweg gestürzt, Atemwege frei.", "de_DE"),       # words of the language
    ("Vrije luchtweg. Op de Terugweg gevallen.", "nl_NL"),
])
def test_ways_that_are_words_are_no_street(text, locale):
    assert found(text, locale, "ADDRESS") == []


@pytest.mark.parametrize("text, locale, expected", [
    # a force's, a case's or a court's reference, an accession alone, an inscription's number,
    # Italy's prescription number, a matricule in short, a register in brackets after the cue
    ("Police informed, Kent Police ref 59120047731.", "en_GB", "59120047731"),
    ("Lasting power of attorney (OPG ref 7123-4410-9982).", "en_GB", "7123-4410-9982"),
    ("Case reference 5530218 (adult social care).", "en_GB", "5530218"),
    ("Accession: XRQ24118877   Examined: 27/08/2024", "en_GB", "XRQ24118877"),
    ("mutualiteit: inschrijvingsnr. 152-5518820-41", "nl_BE", "152-5518820-41"),
    ("Richiedente: MMG   NRE: 0900A4778812345", "it_IT", "0900A4778812345"),
    ("Monsieur, né le 03.09.1950, Matr. 19500903127", "de_LU", "19500903127"),
    ("TIS (SERGAS): GLMR5512120019   DESPLAZADO", "es_ES", "GLMR5512120019"),
])
def test_references_and_registers_after_their_cue_are_ids(text, locale, expected):
    assert expected in found(text, locale, "ID")


def test_a_reference_range_after_ref_stays_a_range():
    assert found("Natrium 139 mmol/l (ref 135-145), Kalium 4.1 (ref 3.5-5.1)", "de_DE", "ID") == []


@pytest.mark.parametrize("text, locale, town, date", [
    # a letter's town and date: the town's word ending like a street's ("-berg") takes no house number
    # from the date's day and month
    ("Heidelberg, 14.05.2024\nSehr geehrter Herr Kollege,", "de_DE", "Heidelberg", "14.05.2024"),
    ("Klinik am See\nWürzburg, 03.11.2023\n\nBetreff: Frau K.", "de_DE", "Würzburg", "03.11.2023"),
])
def test_a_town_then_a_dotted_date_is_no_street_and_house_number(text, locale, town, date):
    assert found(text, locale, "ADDRESS") == []
    assert date in found(text, locale, "DATE")


def test_a_house_number_then_a_box_or_a_floor_stays_an_address():
    assert "Hauptstraße 12" in found("Anschrift: Hauptstraße 12\n69117 Heidelberg", "de_DE", "ADDRESS")
    assert "C/ Zamora 12, 3º A" in found("Domicilio: C/ Zamora 12, 3º A, 37002 Salamanca", "es_ES", "ADDRESS")


def test_a_number_then_a_fields_label_is_no_postcode_and_town():
    text = "Registergericht Amtsgericht Passau HRB 1234, Geschäftsführer: Ulf Brandt"
    assert found(text, "de_DE", "LOCATION") == []
    assert "Passau" in found("Anschrift: Hauptstr. 3, 94032 Passau", "de_DE", "LOCATION")


@pytest.mark.parametrize("text, locale, expected", [
    # a day zero-padded or past the twelfth before a month of two figures, with a slash: a date anywhere
    ("Externe drain 14/10 – 25/10 wegens hydrocefalie", "nl_BE", ["14/10", "25/10"]),
    ("Amlodipine 5 mg (gestart 03/11), gliclazide", "nl_BE", ["03/11"]),
    ("FELL IN THE KITCHEN 16/11, NO HEAD INJURY.", "en_GB", ["16/11"]),
    # German's dotted day and month after an abbreviation that is no analyte of the lists
    ("Antibiose 7 Tage, WV 09.09. im Verlauf", "de_DE", ["09.09."]),
    # a month's abbreviation and a two-digit year, in a list
    ("bronquitis (nov-23 y feb-24) tratadas", "es_ES", ["nov-23", "feb-24"]),
    # a French weekday opening a Luxembourg log's line
    ("Me 09/10 – Luc absent.\nVe 11/10 – Tel. mat der Mamm.", "de_LU", ["Me 09/10", "Ve 11/10"]),
])
def test_day_month_pairs_where_no_score_is_written_so(text, locale, expected):
    assert found(text, locale, "DATE") == expected


@pytest.mark.parametrize("text, locale", [
    ("AV 10/10 aux deux yeux.", "fr_FR"),          # a visual acuity
    ("GCS 14/15, pupils equal.", "en_GB"),         # a score
    ("Score 11/12 op de test.", "nl_BE"),          # a score of two figures under the total
    ("Hb 12.10. und CRP 11.05.", "de_DE"),         # values after analytes of the lists
    ("oleaje mar-10 grados", "es_ES"),             # a word that is a month's abbreviation too
    ("Je 1/2 Tablette.", "de_LU"),                 # a German word before a fraction
])
def test_scores_values_and_words_before_numbers_stay_no_date(text, locale):
    assert found(text, locale, "DATE") == []


@pytest.mark.parametrize("text, locale, expected", [
    ("Speech and Language Therapist, HCPC SL12345, bleep 4471", "en_GB", "SL12345"),
    ("facultativa especialista de área colegiada 282812345", "es_ES", "282812345"),
    ("ESAME ISTOLOGICO N. AP24/01234 - Anatomia Patologica", "it_IT", "AP24/01234"),
    ("istologico n. 23-B-00456 (Anatomia Patologica)", "it_IT", "23-B-00456"),
])
def test_registers_and_examination_numbers_are_ids(text, locale, expected):
    assert expected in found(text, locale, "ID")
