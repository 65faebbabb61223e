"""Places named where places stand (deid.detect.patterns.places)."""
import pytest

from deid.detect.patterns import PatternDetector
from deid.detect.patterns.places import PlaceFinder
from deid.records import Note

FINDER = PlaceFinder()


def places(text, locale):
    spans = FINDER.find(text, locale)
    assert all(s.label == "LOCATION" and s.detector == "pattern" for s in spans)
    return [text[s.start:s.end] for s in spans]


@pytest.mark.parametrize("text, locale, expected", [
    ("Der Bruder wohnt in Warendorf und kommt sonntags.", "de_DE", ["Warendorf"]),   # after a locative word
    ("Anruf der Mutter aus Lübeck.", "de_DE", ["Lübeck"]),
    ("su hija vive en Leganés y viene a diario", "es_ES", ["Leganés"]),
    ("my brother is flying over from Cork tomorrow", "en_GB", ["Cork"]),
    ("woont in frankfurt am main sinds 2010", "nl_NL", ["frankfurt am main"]),         # a lower-case note
    ("sein bruder lebt in hamburg seit mai", "de_DE", ["hamburg"]),                    # a big city in lower case
    ("dochter woont in rotterdam, komt elke week", "nl_NL", ["rotterdam"]),
    ("Parkstraat 17, 6821 BK Arnhem", "nl_NL", ["Arnhem"]),                            # after a postcode
    ("Adres: Veldweg 3, 7412 AB Deventer. Tel: 0570-555678", "nl_NL", ["Deventer"]),   # the sentence's full stop
])
def test_places_after_a_locative_word_or_a_postcode(text, locale, expected):
    assert places(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    ("Zijn broer woont nu op Terschelling.", "nl_NL", ["Terschelling"]),   # Dutch "op": an island, a port
    ("Hij voer jaren op Antwerpen en Rotterdam.", "nl_BE", ["Antwerpen", "Rotterdam"]),
])
def test_dutch_op_is_a_locative(text, locale, expected):
    assert places(text, locale) == expected


def test_op_is_no_locative_outside_dutch():
    assert places("Post-op Crawley review booked.", "en_GB") == []   # an operation


@pytest.mark.parametrize("text, locale", [
    ("Pat. möchte nach Hause, ist in Ruhe, alles in Ordnung.", "de_DE"),   # capitalised German nouns
    ("vorstellung in der notaufnahme", "de_DE"),                           # an article, whatever town bears its name
    ("geb. 03.05.1941   Zi. 312", "de_DE"),                                # a year is no postcode
    ("OP-Datum: 04.02.2024   Saal 2", "de_DE"),
    ("Seit dem 3. Oktober 2024 Schwindel, zunehmend.", "de_DE"),              # the year of a date, then a symptom
    ("Befund vom 12.03.2024. Bericht 2024 Fall-Nr. 12", "de_DE"),             # a field label after a year
    ("Pflegegrad 3 seit 2021 Verhinderungspflege nicht beantragt", "de_DE"),  # a year, then a rare compound
    ("Z n Cholezystektomie 1996 Zn Hysterektomie", "de_DE"),                  # a year, then "Zn" (status post)
    ("wond in de lies is mooi genezen", "nl_NL"),
    ("she has difficulty in reading small print", "en_GB"),   # an English verb form that a town bears
])
def test_words_after_a_locative_word_and_years_before_a_word_are_no_places(text, locale):
    assert places(text, locale) == []


@pytest.mark.parametrize("text, locale, expected", [
    ("Haar zoon studeert in Deventer en komt in het weekend.", "nl_NL", ["Deventer"]),  # a frequent place name
])
def test_after_a_verb_of_living_a_more_frequent_place_name_is_a_place(text, locale, expected):
    assert places(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    ("Sa mère habite à Sens depuis 2010.", "fr_FR", ["Sens"]),          # a very frequent word, capitalised
    ("Viven en Chamberí con su hija menor.", "es_ES", ["Chamberí"]),    # a district the lists lack
    # a verb of living in any person ("they live", "ils habitent"), and a district that frequency
    # counts as a word but that the spelling dictionaries hold as no common word
    ("They live in Headingley with the two children.", "en_GB", ["Headingley"]),
])
def test_after_a_verb_of_living_a_capitalised_place_name_is_a_place_however_frequent(text, locale, expected):
    assert places(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    ("il vit à lyon avec sa femme depuis 2019", "fr_FR", ["lyon"]),   # short and frequent as a word
    ("woont in gent met haar dochter", "nl_BE", ["gent"]),
    ("lives in bath with his wife", "en_GB", ["bath"]),
])
def test_in_a_lower_case_note_after_a_verb_of_living_a_major_place_is_a_place(text, locale, expected):
    assert places(text, locale) == expected


def test_in_a_lower_case_note_three_letters_after_a_locative_are_an_abbreviation_not_a_place():
    note = "patiente revue dans le service, nuit calme, mange et boit bien, famille prévenue par téléphone\n"
    assert places(note + "suivi de bpc prévu demain au cabinet", "fr_FR") == []
    assert places("Il habite à Spa depuis 2010.", "fr_BE") == ["Spa"]    # with its capital, a town


CAPITALS_NOTE = ("PATIENT COMFORTABLE OVERNIGHT AND OBSERVATIONS STABLE THROUGHOUT THE SHIFT. NO PAIN AT REST. "
                 "SAT IN CHAIR MOST OF THE AFTERNOON. DAUGHTER HOPES TO COME "
                 "TOMORROW. SON LIVES IN YORK.")


def test_in_a_note_in_capitals_words_after_a_locative_are_judged_as_written_small():
    # "AT REST", "IN CHAIR", "TO COME" are words; "LIVES IN YORK" a place, as in lower case
    assert places(CAPITALS_NOTE, "en_GB") == ["YORK"]


CAPITALS_NOTE_ES = ("PACIENTE TRANQUILO DURANTE LA NOCHE, CONSTANTES ESTABLES, SIN DOLOR, COME BIEN Y DEAMBULA CON "
                    "AYUDA POR EL PASILLO. ")


@pytest.mark.parametrize("text, expected", [
    # a word the language's dictionary writes small is that word after a locative, whatever place
    # the lists know by it ("Supino", "Argón")
    ("SE COLOCA EN SUPINO PARA LA CURA.", []),
    ("FOTOCOAGULACIÓN CON LÁSER DE ARGÓN.", []),
    # a town named with its locative keeps its second word after a first that is no word
    ("NATURAL DE ALCALÁ DE HENARES, JUBILADO.", ["ALCALÁ DE HENARES"]),
])
def test_in_a_note_in_capitals_a_dictionary_word_after_a_locative_is_no_place(text, expected):
    assert places(CAPITALS_NOTE_ES + text, "es_ES") == expected


@pytest.mark.parametrize("text, expected", [
    # the same written small
    ("se coloca en supino para la cura.", []),
    ("fotocoagulación con láser de argón.", []),
    ("natural de alcalá de henares, jubilado.", ["alcalá de henares"]),
    # after a street's word the word after the locative names the street's place
    ("consulta en la ctra. de colmenar, km 9.", ["colmenar"]),
])
def test_in_a_lower_case_note_a_dictionary_word_after_a_locative_is_no_place(text, expected):
    assert places(CAPITALS_NOTE_ES.lower() + text, "es_ES") == expected


@pytest.mark.parametrize("text, locale, expected", [
    # a large place whose name is a word of the language is the place where the language's notes
    # would name it: "bone" is Bône, an Algerian town, for an English note; "grasas" a French one
    ("the wound tracks down to bone on probing.", "en_GB", []),
    ("dieta baja en grasas durante dos semanas.", "es_ES", []),
    # a place known everywhere, or of the language's own countries, stays (guard: as before)
    ("his daughter lives in reading near the station.", "en_GB", ["reading"]),
    # and so does a name people bear often, masked as the place it also is rather than left standing
    # (guard: as before)
    ("llamo a martín a las 14:00, no contesta.", "es_ES", ["martín"]),
])
def test_without_case_a_major_place_that_is_a_word_is_a_place_only_where_the_notes_would_name_it(text, locale, expected):
    pad = CAPITALS_NOTE.replace(" SON LIVES IN YORK.", "") if locale == "en_GB" else CAPITALS_NOTE_ES
    note = pad.lower() + " " + text
    assert places(note, locale) == expected
    assert places(note.upper(), locale) == [e.upper() for e in expected]


@pytest.mark.parametrize("text, locale", [
    ("sa mère habite à sens depuis 2010.", "fr_FR"),       # no capital, no evidence
    ("Trabaja en Mercadona desde 2010.", "es_ES"),         # a verb of work: an employer, not a district
    ("SA MÈRE HABITE À SENS.", "fr_FR"),                   # capitals say nothing in capitals
])
def test_without_a_capital_or_a_verb_of_living_a_frequent_word_stays_a_word(text, locale):
    assert places(text, locale) == []


@pytest.mark.parametrize("text, locale", [
    ("Sie lebt in Ruhe bei ihrer Tochter.", "de_DE"),      # German capitalises nouns: the usual bar holds
    ("Ze woont in een flat op de tweede verdieping.", "nl_NL"),
])
def test_a_verb_of_living_makes_no_noun_a_place(text, locale):
    assert places(text, locale) == []


@pytest.mark.parametrize("text, locale, expected", [
    ("Warendorf, 4.11.2025\n\nSehr geehrte Kollegin,", "de_DE", ["Warendorf"]),
    ("Dinant, le 03/02/2025\nConcerne : Mme X", "fr_BE", ["Dinant"]),
    ("  Lier , 7 februari 2025", "nl_BE", ["Lier"]),
    ("Montag, 03.02.2025", "de_DE", []),            # a weekday heads the date, not a town
    ("Befund, 03.02.2025: unauffällig", "de_DE", []),  # a word of the note, no place
    ("Geachte collega\n\nLier 7 februari 2025\n\nBetreft", "nl_BE", ["Lier"]),  # no comma: the date closes the line
    ("Herr Dr. Weber\nMobil 25.04.21", "de_LU", []),   # a Luxembourg number written like a date
    ("Verlauf 03.02.2025\nunauffällig", "de_DE", []),   # a word of the note before a date
    ("Patient Okonkwo Tamsin\nDOB 02/05/1961", "en_GB", []),   # a field's abbreviation without its colon
])
def test_the_town_of_a_letters_dateline_is_a_place(text, locale, expected):
    assert places(text, locale) == expected


@pytest.mark.parametrize("text, expected", [
    ("Viale Lombardia 9 – 20900 Monza (MB)", ["Monza", "MB"]),
    ("NATA IL 02/02/1950 A PALERMO (PA)", ["PALERMO", "PA"]),
    ("Eseguita TC (TC) di controllo", []),          # no town before the code
    ("Saronno (XY) e dintorni", []),                 # no province code
])
def test_an_italian_province_code_after_a_town_is_a_place(text, expected):
    assert places(text, "it_IT") == expected


def test_in_a_lower_case_note_a_large_town_before_a_province_code_is_a_place_with_its_code():
    text = ("paziente ricoverato per dolore toracico comparso la sera, trattato con aspirina e nitrati, in buone "
            "condizioni generali.\nnata il 02/02/1950 a napoli (na), residente a caserta.")
    assert "na" in places(text, "it_IT")


@pytest.mark.parametrize("text, locale, expected", [
    ("Koloskopie im Klinikum Mitte, Meppen: Tumor", "de_DE", ["Meppen"]),
    ("Hospital Universitario Santa Lucía · Cartagena · Ext. 3611", "es_ES", ["Cartagena"]),
    ("apotheek: Apotheek Maes, Tielt (Brugge)", "nl_BE", ["Tielt", "Brugge"]),
    ("Klinikum Mitte, Befund: unauffällig", "de_DE", []),    # a word of the note after the comma
    ("Klinikum Nord, Station 3", "de_DE", []),               # a ward, no town
])
def test_the_town_right_after_an_institution_is_a_place(text, locale, expected):
    spans = PatternDetector().detect(Note("n", "p", text, locale), ())
    assert [text[s.start:s.end] for s in spans if s.label == "LOCATION"] == expected


def test_a_volume_is_no_dutch_postcode_before_a_place():
    assert places("INFUSION 1000 ML Ringerlösung", "de_DE") == []


@pytest.mark.parametrize("text, locale, expected", [
    ("Zoon woont in Winnipeg (Canada).", "nl_BE", ["Winnipeg", "Canada"]),
    ("belde vanop +212 6 1234 5678 (Marokko)", "nl_BE", ["Marokko"]),
    ("Furosemid (Lasix) 40 mg", "de_DE", []),            # a brand in brackets, no place
    ("pANCA (ANCA) negativ", "de_DE", []),                 # an acronym in capitals
    ("Springer: Tom Kahl (OTA)", "de_DE", []),             # a role acronym, though a town somewhere
    ("Score de Glasgow (Glasgow) 15", "fr_FR", []),        # an eponym, no place
])
def test_a_place_alone_in_brackets_is_a_place(text, locale, expected):
    assert places(text, locale) == expected


@pytest.mark.parametrize("text, expected", [
    ("Bypass gástrico en Y de Roux sin incidencias", []),            # a common name after "de": an eponym
    ("Adenomectomía según técnica de Brooke.", []),
    ("Trabaja en una empresa de Getafe.", ["Getafe"]),                  # a town, rare as a name
    ("Ingresado en el hospital de Sevilla.", ["Sevilla"]),              # a major place, whatever its name frequency
])
def test_after_a_bare_genitive_a_common_persons_name_is_an_eponym(text, expected):
    assert places(text, "es_ES") == expected


@pytest.mark.parametrize("text, locale, expected", [
    ("Die Schwester lebt im Nachbarort Lohne und kommt täglich.", "de_DE", ["Lohne"]),
    ("AZ Sint-Jan – campus Oostende", "nl_BE", ["Oostende"]),
    ("Lives in the village of Ashby with her son.", "en_GB", ["Ashby"]),
    # a region or a district around a town
    ("Patiënt verhuist naar de regio Zutphen.", "nl_NL", ["Zutphen"]),
    ("Sie wohnt im Raum Göttingen bei ihrer Tochter.", "de_DE", ["Göttingen"]),
    ("Natural de la provincia de Teruel.", "es_ES", ["Teruel"]),
])
def test_a_noun_that_announces_a_place_names_one(text, locale, expected):
    assert sorted(set(places(text, locale))) == expected


@pytest.mark.parametrize("text, locale", [
    ("Hilfe durch die Gemeinde Pflege angefragt.", "de_DE"),    # a noun after the noun: no place word
    ("the town of Street", "en_GB"),                            # a frequent word, though a town somewhere
    ("Douleur de la région lombaire.", "fr_FR"),                 # a region of the body
    ("Dolore in zona lombare.", "it_IT"),
])
def test_an_ordinary_word_after_a_place_noun_is_no_place(text, locale):
    assert places(text, locale) == []


def _found(text, locale):
    spans = PatternDetector().detect(Note(note_id="n", patient_id="p", text=text, locale=locale), ())
    return [(s.label, text[s.start:s.end]) for s in spans if s.label in ("LOCATION", "ADDRESS")]


@pytest.mark.parametrize("text, town", [
    ("cc: 14 Mill Lane, Thornbury BS35 2AB", "Thornbury"),          # after the street's comma
    ("Address: Flat 3, 12 High St\nBRISTOL BS8 1TH", "BRISTOL"),    # at the line's start, in capitals
    ("3 Elm Rd, Chipping Sodbury BS37 6AA", "Chipping Sodbury"),    # place words that are also words
])
def test_the_post_town_before_a_uk_postcode_is_a_place(text, town):
    assert ("LOCATION", town) in _found(text, "en_GB")


@pytest.mark.parametrize("text, expected", [
    # a hospital's street is often unnumbered: its words and a street type, before the post town
    ("Elderly care unit\nMill Lane, Thornbury BS35 2AB\nTel 0117 496 0000", ["Mill Lane", "BS35 2AB"]),
    ("elderly care unit\nmill lane, thornbury bs35 2ab\ntel 0117 496 0000 - pt seen today, walked with "
     "the frame, ate well, pain better than yesterday, plan home tomorrow", ["mill lane", "bs35 2ab"]),
    # no street type: no street
    ("Elderly care unit\nThe Grange, Thornbury BS35 2AB", ["BS35 2AB"]),
    # dictated: the comma after the street gone, an OCR digit inside its word, in lower case too
    ("Elderly care unit\nMill Lane Thornbury BS35 2AB\nTel 0117 496 0000", ["Mill Lane", "BS35 2AB"]),
    ("elderly care unit\nm1ll lane thornbury bs35 2ab\ntel 0117 496 0000 - pt seen today, walked with "
     "the frame, ate well, pain better than yesterday, plan home tomorrow", ["m1ll lane", "bs35 2ab"]),
])
def test_an_unnumbered_street_before_the_uk_post_town_is_an_address(text, expected):
    assert [t for label, t in _found(text, "en_GB") if label == "ADDRESS"] == expected


def test_a_practice_before_a_uk_postcode_is_no_town():
    assert _found("The Grange Surgery BS35 2AB", "en_GB") == [("ADDRESS", "BS35 2AB")]


_LOWER_PAD = "\nthe patient was seen again today and was well and walked with the frame for a while and ate"


@pytest.mark.parametrize("text, locale, expected", [
    ("dochter woont in harderwijk en komt", "nl_NL", ["harderwijk"]),
    ("son lives in aylsham and visits", "en_GB", ["aylsham"]),
    ("nata a saronno (va) il 3/4", "it_IT", ["saronno", "va"]),
    ("haar broer woont in boxtel en belt", "nl_NL", ["boxtel"]),     # a place word of some frequency, after living
    ("né à porto (portugal), arrivé en 1990", "fr_FR", ["porto", "portugal"]),  # a country alone in brackets
    ("son fils est reparti en france hier", "fr_FR", ["france"]),      # the home country, however frequent
])
def test_a_lower_case_note_s_places_are_read_with_the_capitals_the_place_lists_give_back(text, locale, expected):
    text += _LOWER_PAD
    assert [text[s.start:s.end] for s in FINDER.find(text, locale)] == expected


@pytest.mark.parametrize("text, locale, expected", [
    # a district the place lists lack, after a verb of living: no dictionary writes it small
    ("su hija vive en benimaclet con su pareja", "es_ES", ["benimaclet"]),
    ("il vit en ehpad depuis deux ans", "fr_FR", []),                     # a kind of institution
    ("lives in sheltered housing with a warden", "en_GB", []),             # words of the language
])
def test_after_a_verb_of_living_an_unknown_word_is_a_district_in_a_note_without_case(text, locale, expected):
    text += _LOWER_PAD
    assert [text[s.start:s.end] for s in FINDER.find(text, locale)] == expected
    upper = text.upper()
    assert [upper[s.start:s.end] for s in FINDER.find(upper, locale)] == [e.upper() for e in expected]


def test_a_lower_case_note_s_abbreviations_and_words_get_no_capital_and_are_no_places():
    text = "sat out in chair for 2 hrs, seen by the nurse (ota)" + _LOWER_PAD
    assert FINDER.find(text, "en_GB") == []


# Enough lower-case words for the note to count as written in lower case.
_LOWER_NOTE = ("patient gezien op de afdeling vandaag liep met rollator at goed pijn beter dan gisteren dochter "
               "telefonisch ingelicht plan naar huis morgen als bloed stabiel\n")


@pytest.mark.parametrize("line, locale, expected", [
    ("secretariaat: stationsplein 3, 7511 jn enschede", "nl_NL", ["enschede"]),  # however often written
    ("praktijk: molenstraat 12, 2000 antwerpen", "nl_BE", ["antwerpen"]),         # a postcode in the years' range
])
def test_in_a_lower_case_note_the_town_after_a_postcode_is_a_place(line, locale, expected):
    assert places(_LOWER_NOTE + line, locale) == expected


def test_in_a_lower_case_note_a_year_before_a_place_word_is_no_postcode_where_postcodes_are_no_years():
    assert places(_LOWER_NOTE + "crohn's disease diagnosed 2019 paris a1 l3 b1", "en_GB") == []


@pytest.mark.parametrize("line, locale, expected", [
    ("apotheek: apotheek de linde, meppel", "nl_NL", ["meppel"]),            # a pharmacy and its town
    ("verwijzer: huisarts j. verbeke, tielt (telefonisch)", "nl_BE", ["tielt"]),  # a doctor and his town
    ("hospital del sol · soria · ext. 4411", "es_ES", ["soria"]),
])
def test_in_a_lower_case_note_a_town_closing_its_phrase_after_a_comma_or_separator_is_a_place(line, locale, expected):
    assert places(_LOWER_NOTE + line, locale) == expected


@pytest.mark.parametrize("line, locale", [
    ("voorgeschiedenis: copd, crp, diab. geen allergie", "nl_BE"),           # abbreviations
    ("alert, kalm. eet goed", "nl_NL"),                                     # a frequent word
    ("familie: sig.ra rossi, pat.nr. 12", "it_IT"),                         # an abbreviation going on
    ("kalium herhaald en gemeld (jef, labo)", "nl_BE"),                   # a service, however many towns bear it
])
def test_in_a_lower_case_note_words_and_abbreviations_after_a_comma_are_no_towns(line, locale):
    assert places(_LOWER_NOTE + line, locale) == []


def test_in_a_lower_case_note_a_dateline_without_its_comma_names_its_town():
    assert places(_LOWER_NOTE + "\ndinant le 03/02/2025\nconcerne mme x", "fr_BE") == ["dinant"]


@pytest.mark.parametrize("text, locale, expected", [
    ("GP: Dr Ellis, Keswick.", "en_GB", ["Keswick"]),                       # a titled person's town
    ("Huisarts: Dr. Vanden Bussche, Harelbeke.", "nl_BE", ["Harelbeke"]),
    ("Consultant: Dr Ellis, Oncology.", "en_GB", []),                       # a specialty, not a town
    ("Hausarzt: Dr. Berger, Tel. 0221 123456", "de_DE", []),               # an abbreviation before its value
    ("HUISARTS: DR. DE SMET, POPERINGE.", "nl_BE", ["POPERINGE"]),         # in capitals, a town of the lists
    ("CONSULENZA: DR. BRUNI, CARDIOLOGIA.", "it_IT", []),                  # in capitals, a specialty
])
def test_the_town_after_a_titled_person_and_a_comma(text, locale, expected):
    assert places(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    ("Verwezen door huisarts dr. Vercauteren, Deinze, wegens buikpijn.", "nl_BE", ["Deinze"]),
    ("Mitbehandlung durch Dr. med. Rademacher, Gifhorn, seit 2019.", "de_DE", ["Gifhorn"]),
    ("Zuweisung durch Praxis Dr. Kellermann, Wunsiedel: Verdacht auf Appendizitis.", "de_DE", ["Wunsiedel"]),
    ("Inviato dal medico curante dott. Colnaghi, Lodi, per dolore toracico.", "it_IT", ["Lodi"]),
    ("Referred by Dr Fenwick, Thirsk, with chest pain.", "en_GB", ["Thirsk"]),
    ("Seen by Dr Fenwick, Oncology, who agrees with the plan.", "en_GB", []),       # a specialty going on
    ("Konsil durch Dr. Kellermann, Neurologie: keine Intervention.", "de_DE", []),
    ("Discussed with Dr Fenwick, Registrar, and Dr Hale, Consultant, at 14:00.", "en_GB", []),
])
def test_the_town_after_a_titled_person_where_the_sentence_goes_on(text, locale, expected):
    # A referral names the physician and the town of the practice, then goes on; there the word
    # could as well be a specialty or the next of a list, so only a place-name word rare as a word.
    assert places(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    ("Telefoon van dochter (Tamara) om 10u: vraagt naar ontslagdatum.", "nl_BE", []),  # a town bears it too
    ("Telefoon van dochter (Maaseik) om 10u.", "nl_BE", ["Maaseik"]),                   # no first name
    ("Appel de sa fille (Bordeaux) ce matin.", "fr_FR", ["Bordeaux"]),                     # a large place stays one
])
def test_a_relatives_first_name_in_brackets_is_no_town(text, locale, expected):
    assert pattern_places(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    ("MDT: MR HALDANE (CHAIR), DR OKONJO (RADIOLOGY).", "en_GB", []),   # a frequent word the lists hold as a place
    ("DAUGHTER ABROAD (CANADA), SON NEARBY.", "en_GB", ["CANADA"]),
])
def test_in_capitals_a_word_alone_in_brackets_is_judged_as_written_small(text, locale, expected):
    assert places(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    ("Seguita dal SerD di Mantova per la dipendenza.", "it_IT", ["Mantova"]),   # no place, then one
    ("Viven en Alcalá de Henares desde 2010.", "es_ES", ["Alcalá de Henares"]),   # one place, read once
    ("Quiste asociado a síndrome de Dandy Walker.", "es_ES", []),               # a noun's genitive: an eponym
])
def test_a_locative_inside_a_phrase_that_is_no_place_opens_one(text, locale, expected):
    assert places(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    ("Referred to Age UK Sheffield for befriending.", "en_GB", ["Sheffield"]),   # a body's acronym, its city
    ("Opvolging door CAW Limburg, contactpersoon bekend.", "nl_BE", ["Limburg"]),
    ("Seen by HCA Florence at 10, then DR Bolton.", "en_GB", []),                # a first name; a title
    ("CT Thorax unremarkable, ECG Nice trace.", "en_GB", []),                    # no place; a frequent word
    ("Colangitis grado II Kyoto 2018.", "es_ES", []),                            # a Roman numeral, a guideline
])
def test_a_large_place_after_an_acronym_is_the_place_it_serves(text, locale, expected):
    assert places(text, locale) == expected


def pattern_places(text, locale):
    spans = PatternDetector().detect(Note(note_id="n", patient_id="p", text=text, locale=locale), ())
    return [text[s.start:s.end] for s in spans if s.label == "LOCATION"]


@pytest.mark.parametrize("text, locale, expected", [
    ("Adresse : 3 impasse des Saules à Morlaix, depuis 2019.", "fr_FR", ["Morlaix"]),
    ("Adres: Molenstraat 12 te Lier.", "nl_BE", ["Lier"]),
    ("Residenza: via Garibaldi 4, Ostuni.", "it_IT", ["Ostuni"]),
    ("Adresse: Hauptstraße 5, Erdgeschoss.", "de_DE", []),                  # a floor, no town
])
def test_the_town_after_a_street_and_its_number(text, locale, expected):
    assert pattern_places(text, locale) == expected


_NL_LOWER = " samen met zijn echtgenote. hij is gepensioneerd en rijdt nog met de auto, geen thuisverpleging nodig."


@pytest.mark.parametrize("text, expected", [
    ("hij woont in de beekstraat 12 te lier," + _NL_LOWER, ["lier"]),             # a note in lower case
    ("hij woont in de beekstraat 12, bus 3," + _NL_LOWER, []),                    # a box, no town
    (("HIJ WOONT IN DE BEEKSTRAAT 12, GENK." + _NL_LOWER).upper(), ["GENK"]),     # four capitals after a street
])
def test_the_town_after_a_street_in_a_note_without_case(text, expected):
    assert pattern_places(text, "nl_BE") == expected


@pytest.mark.parametrize("text, locale, expected", [
    ("Sie lebt in Hamburg-Altona.", "de_DE", ["Hamburg-Altona"]),   # a city and its district
    ("Elle vit à Plougastel-Daoulas.", "fr_FR", ["Plougastel-Daoulas"]),        # a town by its parts
    ("Sopraslivellamento in DIII-AVF.", "it_IT", []),                           # leads of an ECG, no town
])
def test_a_compound_town_by_its_parts(text, locale, expected):
    assert places(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    ("MMG: dott. De Luca.", "it_IT", []),              # a surname's particle after a title
    ("Vista dal dott. De Luca ieri.", "it_IT", []),
    ("La figlia arriva da Lucca domani.", "it_IT", ["Lucca"]),   # the locative, small
    ("Da Lucca arriva la figlia.", "it_IT", ["Lucca"]),          # capitalised where a sentence opens
])
def test_a_capitalised_particle_inside_a_sentence_is_no_locative(text, locale, expected):
    assert places(text, locale) == expected


@pytest.mark.parametrize("text, locale", [
    ("appel du dr de sousa ce matin, il repassera vendredi pour le pansement et les résultats.", "fr_FR"),
    ("APPEL DU DR DE SOUSA CE MATIN, IL REPASSERA VENDREDI POUR LE PANSEMENT ET LES RÉSULTATS.", "fr_FR"),
])
def test_after_a_title_a_particle_opens_a_surname_in_any_case(text, locale):
    assert places(text, locale) == []


@pytest.mark.parametrize("text, locale, expected", [
    # brackets and commas gone: the country right after the town where one was born or lives
    ("Il fratello, nato a Zagabria Croazia, lavora a Lecco.", "it_IT", ["Zagabria", "Lecco", "Croazia"]),
    ("Haar zus woont in Sydney Australië sinds 2001.", "nl_NL", ["Sydney", "Australië"]),
    (_LOWER_NOTE + "haar zus woont in sydney australië sinds 2001", "nl_NL", ["sydney", "australië"]),
    # a large city is no country, and a cased note's country has its capital (guards: as before)
    ("Haar zus woont in Gouda Rotterdam kent ze niet.", "nl_NL", ["Gouda"]),
    ("Haar zus woont in Toronto canada-ganzen voert ze.", "nl_NL", ["Toronto"]),
    # after a town a particle introduces, a surname's words may follow: no country read there
    ("Firma: Dr. Joaquim de Lima Portugal Mendes, cirujano.", "es_ES", ["Lima"]),
])
def test_a_country_right_after_a_town_is_a_place_too(text, locale, expected):
    assert places(text, locale) == expected



_LOWER_NOTE_IT = ("paziente tranquillo durante la notte dorme bene parametri stabili nessun dolore riferito "
                  "mobilizzato in poltrona con aiuto colazione assunta tutta\n")
_CAPITALS_NOTE_ES = ("PACIENTE TRANQUILO DURANTE LA NOCHE, CONSTANTES ESTABLES, SIN DOLOR, COME BIEN Y DEAMBULA "
                     "CON AYUDA POR EL PASILLO DE LA PLANTA.\n")


@pytest.mark.parametrize("text, locale, expected", [
    # after a preposition no locative rule knows, an article, a telephone number
    ("Le fils repart lundi pour la Pologne, retour prévu vendredi.", "fr_FR", ["Pologne"]),
    ("El yerno se marcha el lunes para Alemania por trabajo.", "es_ES", ["Alemania"]),
    ("Der Schwager lebt seit Jahren in der Schweiz.", "de_DE", ["Schweiz"]),
    ("Chiamata della nuora dal numero +48 601 234 567 (Polonia).", "it_IT", ["Polonia"]),  # guard: as before
    # a name of several words, joined by a blank or a hyphen; said once
    ("Il cognato lavora da anni nel Regno Unito.", "it_IT", ["Regno Unito"]),
    ("Sa belle-sœur vit aux Pays-Bas depuis 2010.", "fr_FR", ["Pays-Bas"]),
    ("La hija vive en Francia con su marido.", "es_ES", ["Francia"]),  # guard: said once, as before
    # after an elided article or preposition
    ("Son gendre est rentré d'Espagne samedi ; l'Autriche l'an prochain.", "fr_FR", ["Espagne", "Autriche"]),
    ("Il nipote è appena tornato dall'Austria.", "it_IT", ["Austria"]),
    # written small or in capitals, between words of the sentence
    (_LOWER_NOTE_IT + "il genero riparte lunedì verso la germania per lavoro", "it_IT", ["germania"]),
    (_CAPITALS_NOTE_ES + "EL YERNO SE MARCHA EL LUNES PARA ALEMANIA POR TRABAJO.", "es_ES", ["ALEMANIA"]),
])
def test_a_country_is_a_place_wherever_it_stands(text, locale, expected):
    assert places(text, locale) == expected


@pytest.mark.parametrize("text, locale", [
    # part of a longer name: an organization's, a street's, a disease's
    ("Il marito lavora presso la Banca Italia Centrale da anni.", "it_IT"),
    ("Il marito lavora alla Banca d'Italia da vent'anni.", "it_IT"),
    ("Sérologie de la fièvre hémorragique Crimée-Congo négative.", "fr_FR"),
    # a surname that is also a country's name, beside the person's other names
    (_LOWER_NOTE_IT + "visitato dal medico ottavio morales palau in reparto", "it_IT"),
    (_CAPITALS_NOTE_ES + "APELLIDOS: MONTENEGRO ESCOBAR. NOMBRE: LUCÍA.", "es_ES"),
    # a word of the language that is also a country's name, and a name people often bear
    ("Dolori articolari diffusi, mali di stagione.", "it_IT"),
    ("Jordan came in with his mother this morning.", "en_GB"),
])
def test_a_countrys_name_that_is_part_of_another_name_or_a_word_is_no_place(text, locale):
    # Guards: none of these was read as a place before the rule on countries, and none may be with it.
    assert places(text, locale) == []


_CAPITALS_NOTE_DE = ("PATIENT RUHIG GESCHLAFEN, SCHMERZEN KONTROLLIERT, ISST UND TRINKT GUT, MOBILISIERT MIT "
                     "ROLLATOR AUF DEM FLUR.\n")


@pytest.mark.parametrize("text, expected", [
    # in capitals, a town closing its phrase after a comma, as a note in lower case reads it
    (_CAPITALS_NOTE_DE + "VERLEGUNG INS PFLEGEHEIM AM PARK, MEPPEN; SOHN INFORMIERT.", ["MEPPEN"]),
    # a word the dictionary writes small, or a first name, closes a list of things or people there (guards)
    (_CAPITALS_NOTE_DE + "KOSTFORM: MILCH, EIER, KÄSE; KEIN FISCH.", []),
    (_CAPITALS_NOTE_DE + "BESUCH VOM BRUDER, JONAS, AM NACHMITTAG.", []),
])
def test_in_capitals_a_town_closing_its_phrase_after_a_comma(text, expected):
    assert places(text, "de_DE") == expected


def test_a_specialty_clipped_short_in_brackets_is_no_town():
    # "Chir" (surgery) is also a village's name in the lists
    text = "Konsil: Dr. Ritzen (Chir), Dr. Lahr (Onko)."
    assert [s for s in PatternDetector().detect(Note("n", "p", text, "de_DE")) if s.label == "LOCATION"] == []


@pytest.mark.parametrize("text, locale, expected", [
    ("Son fils habite Anderlecht et passe le dimanche.", "fr_BE", ["Anderlecht"]),   # no preposition
    ("La fille habite Saint-Avertin.", "fr_FR", ["Saint-Avertin"]),   # a saint's compound: by its other word
    ("Il habite seul depuis le décès de son épouse.", "fr_FR", []),
    ("il habite seul, sa fille habite nantes.", "fr_FR", ["nantes"]),
    ("IL HABITE SEUL. SA FILLE HABITE NANTES.", "fr_FR", ["NANTES"]),
])
def test_french_lives_in_a_place_without_a_preposition(text, locale, expected):
    spans = PatternDetector().detect(Note("n", "p", text, locale))
    assert [text[s.start:s.end] for s in spans if s.label == "LOCATION"] == expected


@pytest.mark.parametrize("text, locale, expected", [
    ("ZOON ONDERWEG VANUIT HASSELT, VERWACHT OM 14U.", "nl_BE", ["HASSELT"]),          # "vanuit" is "from"
    ("Ziekenhuis Gelderse Vallei, OK-complex locatie Barneveld", "nl_NL", ["Barneveld"]),  # a hospital's site
    ("Hôpital régional (site de Ciney), consultation", "fr_BE", ["Ciney"]),
    ("Hij woont sinds kort in Den Haag.", "nl_NL", ["Den Haag"]),                  # the article opens the name
    ("Le site de ponction est propre.", "fr_FR", []),
])
def test_a_place_after_from_a_sites_word_and_with_its_article(text, locale, expected):
    spans = PatternDetector().detect(Note("n", "p", text, locale))
    assert [text[s.start:s.end] for s in spans if s.label == "LOCATION"] == expected


@pytest.mark.parametrize("text, locale, expected", [
    # two capitalised words after a locative: a large place of the lists, or a German spa town
    ("Llama la hija desde Dos Hermanas, vendrá mañana.", "es_ES", ["Dos Hermanas"]),
    ("Die Tochter fährt nächste Woche nach Bad Kissingen zur Kur.", "de_DE", ["Bad Kissingen"]),
    ("Cantiere attuale a Cinisello Balsamo, reddito unico.", "it_IT", ["Cinisello Balsamo"]),
    ("Rücksprache mit Dr. De Santis Anna.", "de_DE", []),
])
def test_a_place_of_two_words_after_a_locative(text, locale, expected):
    assert places(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    # a large place set apart by commas, separators or brackets, as headers and letterheads write it
    ("MDO dinsdag 4 maart 2025, 15.30 uur, Eindhoven (videoverbinding)", "nl_NL", ["Eindhoven"]),
    ("Dr. Delhaye, médecin traitant (Maison médicale, Anderlecht), rappelle demain.", "fr_BE", ["Anderlecht"]),
    ("Diagnose: M. Parkinson, Hoehn & Yahr 3", "de_DE", []),          # an eponym, no town
    ("Consulté par Florence, infirmière.", "fr_FR", []),               # a first name of weight
])
def test_a_large_place_set_apart_in_a_cased_note(text, locale, expected):
    assert places(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    # Luxembourg's communes and localities, by official or Luxembourgish name, where a place stands
    ("Vater war Landwirt in Heiderscheid, Mutter Hausfrau.", "de_LU", ["Heiderscheid"]),
    ("Arbeitet bei einer Firma in Colmar-Berg, wohnt in Bissen.", "de_LU", ["Colmar-Berg", "Bissen"]),
    ("Sohn wohnt in Stroossen, kommt selten.", "de_LU", ["Stroossen"]),
    ("Hire Mann ass am Altersheem zu Déifferdeng.", "de_LU", ["Déifferdeng"]),   # Luxembourgish "zu": "in"
    ("Pat. will zu Hause bleiben.", "de_LU", []),
])
def test_luxembourg_s_communes_by_their_names(text, locale, expected):
    assert places(text, locale) == expected


@pytest.mark.parametrize("text, expected", [
    # an Italian province code after a town of several words the lists lack: the code and the town
    ("Studio: Via Po 3 – 12345 Borgo San Dalmazzo (CN)", ["CN"]),
    ("residente a Castel di Sopra Val Fredda (TN)", ["Castel di Sopra Val Fredda", "TN"]),
])
def test_a_province_code_after_a_town_of_several_words(text, expected):
    assert all(e in places(text, "it_IT") for e in expected)


@pytest.mark.parametrize("text", [
    "Risonanza Magnetica (RM) e Frequenza Cardiaca (FC) nella norma",   # an examination, a vital sign
    "presso ICS Clinica del Lavoro di Monte Lungo (BA)",                 # (the institution's name is not the town)
])
def test_words_of_the_language_before_a_code_are_no_town(text):
    assert places(text, "it_IT") in ([], ["BA"])


@pytest.mark.parametrize("text, locale, expected", [
    # a region or a country in brackets after a town
    ("vivant seule à Thiers (Puy-de-Dôme), en vacances", "fr_FR", "Puy-de-Dôme"),
    ("natural de Ourense (Galicia), vive en Oviedo", "es_ES", "Galicia"),
    # a large place alone amid a sentence's small words
    ("la moglie, che raggiungerà Verona in treno, chiama", "it_IT", "Verona"),
    ("zijn zoon is naar Emmen verhuisd", "nl_NL", "Emmen"),
    # a large place and its district joined by a hyphen
    ("Tochter (Lehrerin, wohnt in Kassel-Wilhelmshöhe)", "de_DE", "Kassel-Wilhelmshöhe"),
])
def test_regions_after_towns_places_amid_small_words_and_districts(text, locale, expected):
    assert expected in places(text, locale)


@pytest.mark.parametrize("text, locale", [
    ("Leire (DUE) avisa al médico", "es_ES"),                 # a nurse's title in brackets is no region
    ("Imp: severe pancreatitis, Atlanta grade III.", "en_GB"),  # a classification named after its city
    ("Entrada 19:52, Triaje Manchester: nivel 3", "es_ES"),   # a triage system
])
def test_titles_and_classifications_named_after_places_are_no_places(text, locale):
    assert places(text, locale) == []


def test_a_log_s_actor_before_a_colon_is_no_place_amid_small_words():
    assert places("09.30 u Kent: wondzorg gedaan, geen roodheid.", "nl_BE") == []


@pytest.mark.parametrize("text, locale, expected", [
    # natural and historical regions no administrative list holds, with their article or alone
    ("Sie wünscht eine Reha im Allgäu, nahe der Tochter.", "de_DE", ["Allgäu"]),
    ("Zij woont in de Achterhoek bij haar zus.", "nl_NL", ["Achterhoek"]),
    ("Fell while walking in the Lake District.", "en_GB", ["Lake District"]),
    ("En vacances en Camargue avec son fils.", "fr_FR", ["Camargue"]),
])
def test_natural_regions(text, locale, expected):
    assert [text[s.start:s.end] for s in PlaceFinder().find(text, locale)] == expected


@pytest.mark.parametrize("text, locale, expected", [
    # a quarter after its street, its number and a comma: a word no dictionary holds, rare in the language
    ("Logement au 3e étage (12 rue Solférino, Wazemmes). Sans ascenseur.", "fr_FR", ["Wazemmes"]),
    ("Abita in via Carlo Bini 16, Rifredi. Il figlio chiede.", "it_IT", ["Rifredi"]),
    # the words of a flat's address are no quarter
    ("Domicilio: Calle Zamora 3, Bajo. Vive sola.", "es_ES", []),
    ("Adresse : 12 rue Solférino, Bâtiment C.", "fr_FR", []),
])
def test_a_district_after_a_street_and_its_comma(text, locale, expected):
    spans = PatternDetector().detect(Note(note_id="n", patient_id="p", text=text, locale=locale), ())
    assert [text[s.start:s.end] for s in spans if s.label == "LOCATION"] == expected


def test_the_french_overseas_regions_by_their_french_names():
    assert places("Il préviendra son frère en Guyane.", "fr_FR") == ["Guyane"]


def test_a_title_opens_no_place():
    text = "D'Mamm (Mme Lisboa) um Handy informéiert."
    spans = PatternDetector().detect(Note(note_id="n", patient_id="p", text=text, locale="de_LU"), ())
    assert [text[s.start:s.end] for s in spans if s.label == "LOCATION"] == []


def test_a_fields_label_cut_short_after_an_insurer_is_no_town():
    text = "Kostenträger: AOK Hessen, Vers.-Nr. K283746519"
    spans = PatternDetector().detect(Note(note_id="n", patient_id="p", text=text, locale="de_DE"), ())
    assert "Vers" not in [text[s.start:s.end] for s in spans if s.label == "LOCATION"]


@pytest.mark.parametrize("text, expected", [
    ("Née le 09/02/1946 au Port (974), installée en métropole.", ["974"]),     # after "née au"
    ("Né le 11/02/1938 à Cayenne (973).", ["Cayenne", "973"]),                # after a town of the lists
])
def test_a_french_departments_number_after_its_town(text, expected):
    assert places(text, "fr_FR") == expected


def test_a_number_in_brackets_after_a_word_is_no_department():
    assert places("Tension artérielle (120) et pouls (62) stables.", "fr_FR") == []
