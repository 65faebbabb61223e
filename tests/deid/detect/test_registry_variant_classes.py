"""Registry people found in every form notes write them (issue 20), one class at a time.

Each class of variant (OCR damage, dropped or transliterated diacritics, surname particles split
or joined, short forms, initials, lower case) is a specification: the forms that must be found
as the registry person, and next to them the ordinary words that must not be. All names and
notes here are invented for these tests.
"""
from __future__ import annotations

import pytest

from deid.detect.registry import RegistryMatchConfig, RegistryMatcher
from deid.records import Note, Person

P = "P1"


@pytest.fixture(scope="module")
def matcher():
    return RegistryMatcher(RegistryMatchConfig())


def found(matcher, text, persons, locale="nl_BE"):
    """(surface, person key) of each NAME the registry finds in ``text``."""
    spans = matcher.detect(Note("n1", P, text, locale), list(persons))
    return [(text[s.start:s.end], s.ref.split(":")[0]) for s in spans if s.label == "NAME"]


def surfaces(matcher, text, persons, locale="nl_BE"):
    return [surface for surface, _ in found(matcher, text, persons, locale)]


# -- OCR damage ----------------------------------------------------------------------------------

VERMEULEN = Person(patient_id=P, role="patient", first_name="Simon", last_name="Vermeulen")
PETERS = Person(patient_id=P, role="physician", first_name="Lotte", last_name="Peters")
ROOS = Person(patient_id=P, role="relative", first_name="Bart", last_name="Roos")
JANSSEN = Person(patient_id=P, role="relative", first_name="Wout", last_name="Janssen")
BOSMAN = Person(patient_id=P, role="contact", first_name="Ilse", last_name="Bosman")
MARTENS = Person(patient_id=P, role="physician", first_name="Hanne", last_name="Martens")


@pytest.mark.parametrize(
    "text, person, surface",
    [
        ("Gezien bij dhr. Verrneulen op de raadpleging.", VERMEULEN, "Verrneulen"),  # m read as rn
        ("Afspraak met Sirnon in twee weken.", VERMEULEN, "Sirnon"),  # rn in a short first name
        ("Verslag bezorgd aan Pe1er5 en het team.", PETERS, "Pe1er5"),  # 1 for l, 5 for s: two digits, no cue
        ("Verslag aan dr. Pet3rs bezorgd.", PETERS, "Pet3rs"),  # any other digit: a typo within budget
        ("Gebeld met R0os vandaag.", ROOS, "R0os"),  # 0 for O, in a guarded (short, exact-only) name
        ("Jan55en belt morgen terug.", JANSSEN, "Jan55en"),  # 5 for S, twice
        ("Contactpersoon: 8osrnan.", BOSMAN, "8osrnan"),  # 8 for B and rn for m together
        ("Brief aan dr. Mar tens, neuroloog.", MARTENS, "Mar tens"),  # a space inside the word
    ],
)
def test_ocr_damage_is_a_near_match(matcher, text, person, surface):
    hits = found(matcher, text, [person])
    assert any(surface in s and key == person.key for s, key in hits), hits


def test_ocr_digits_are_read_back_only_inside_words_with_letters(matcher):
    # A phone number keeps its digits: the registry phone is still found as a phone.
    person = Person(patient_id=P, role="patient", first_name="Simon", last_name="Vermeulen",
                    phone="0471 15 80 12")
    spans = matcher.detect(Note("n1", P, "Tel. 0471 15 80 12, dhr. Vermeu1en.", "nl_BE"), [person])
    assert [s.label for s in spans] == ["PHONE", "NAME"]


@pytest.mark.parametrize(
    "text, locale",
    [
        ("Over dag gaat het goed, 's nachts onrustig.", "nl_BE"),  # both pieces ordinary words
        ("Hij kwam over dag terug.", "nl_BE"),
    ],
)
def test_a_split_word_of_ordinary_words_is_not_a_split_name(matcher, text, locale):
    person = Person(patient_id=P, role="relative", first_name="Griet", last_name="Overdag")
    assert found(matcher, text, [person], locale) == []


def test_ocr_spelling_of_a_short_name_is_not_searched(matcher):
    # "Stem" is guarded (short): its OCR spelling "Stern" would be an ordinary word.
    person = Person(patient_id=P, role="relative", first_name="Griet", last_name="Stem")
    assert found(matcher, "Stern blickte zurück.", [person], "de_DE") == []


# -- dropped or transliterated diacritics --------------------------------------------------------

@pytest.mark.parametrize(
    "registered, written, locale",
    [
        ("Çelik", "Celik", "de_DE"),
        ("Celik", "Çelik", "de_DE"),
        ("Lefèvre", "Lefevre", "fr_FR"),
        ("Lefèvre", "LEFEVRE", "fr_FR"),
        ("Schröder", "SCHRODER", "de_DE"),
        ("Schröder", "SCHROEDER", "de_DE"),
        ("Schröder", "Schroeder", "de_DE"),
        ("Schroeder", "Schröder", "de_DE"),
        ("Weißmann", "Weissmann", "de_DE"),
        ("Søndergaard", "Sondergaard", "en_GB"),
        ("Ærtebjerg", "Aertebjerg", "en_GB"),
        ("Núñez", "Nunez", "es_ES"),
    ],
)
def test_diacritics_dropped_or_transliterated(matcher, registered, written, locale):
    person = Person(patient_id=P, role="patient", first_name="Alma", last_name=registered)
    assert surfaces(matcher, f"Consult: Alma {written}, controle.", [person], locale) == [f"Alma {written}"]


# -- surname particles split or joined -----------------------------------------------------------

VAN_DE_VELDE = Person(patient_id=P, role="patient", first_name="Joris", last_name="Van de Velde")
VANDERLINDEN = Person(patient_id=P, role="physician", first_name="Katrien", last_name="Vanderlinden")


@pytest.mark.parametrize(
    "written, person",
    [
        ("Van de Velde", VAN_DE_VELDE),
        ("vande Velde", VAN_DE_VELDE),
        ("VandeVelde", VAN_DE_VELDE),
        ("Vandevelde", VAN_DE_VELDE),
        ("VAN DE VELDE", VAN_DE_VELDE),
        ("Vander Linden", VANDERLINDEN),
        ("Van der Linden", VANDERLINDEN),
        ("VanderLinden", VANDERLINDEN),
    ],
)
def test_particles_split_or_joined(matcher, written, person):
    hits = found(matcher, f"Besproken met dr. {written} gisteren.", [VAN_DE_VELDE, VANDERLINDEN])
    assert (written, person.key) in hits, hits


def test_a_particle_alone_is_no_name(matcher):
    assert found(matcher, "De patiënt komt van de afdeling.", [VAN_DE_VELDE]) == []


# -- short forms: nicknames, clips, diminutives --------------------------------------------------

@pytest.mark.parametrize(
    "first, written, locale",
    [
        ("Margaret", "Maggie", "en_GB"),  # the nicknames resource
        ("Alexandra", "Sandra", "nl_BE"),  # clip of the end
        ("Alexandra", "Alex", "nl_BE"),  # clip of the start
        ("Leopoldo", "Leo", "es_ES"),  # clip of 3 letters
        ("Guillermo", "Guille", "es_ES"),  # clip of 6 letters
        ("Jan", "Jantje", "nl_BE"),  # diminutive
    ],
)
def test_short_forms_of_a_first_name(matcher, first, written, locale):
    person = Person(patient_id=P, role="relative", first_name=first, last_name="Oosterbaan")
    assert found(matcher, f"Visite: {written} kwam langs.", [person], locale) == [(written, person.key)]


def test_a_short_form_is_capitalised_in_an_ordinary_note(matcher):
    person = Person(patient_id=P, role="relative", first_name="Daniel", last_name="Oosterbaan")
    assert found(matcher, "The patient was seen and the plan is to dan review.", [person], "en_GB") == []


# -- lower case --------------------------------------------------------------------------------

LOWER_NOTE = ("pt seen on the ward this morning, settled overnight. eating and drinking well, "
              "mobilising with frame. {name} visited and will bring clothes. "
              "obs stable, no pain. plan: home tomorrow if ok. mar chart checked.")


@pytest.mark.parametrize(
    "first, written",
    [
        ("Robert", "rob"),  # a nickname of the resource, in lower case
        ("Lars", "lars"),  # the registered first name, short (guarded: elsewhere only capitalised)
    ],
)
def test_names_in_a_note_written_in_lower_case(matcher, first, written):
    person = Person(patient_id=P, role="relative", first_name=first, last_name="Oosterbaan")
    text = LOWER_NOTE.format(name=written)
    assert found(matcher, text, [person], "en_GB") == [(written, person.key)]


@pytest.mark.parametrize("text, name, locale", [
    ("pt seen on the ward this morning, settled overnight and mobilising with frame. "
     "social history: married to joy for forty years, no children. discharge planned for friday.", "Joy", "en_GB"),
    ("paciente tranquilo durante la noche, sin dolor y con buena tolerancia oral. "
     "llama su esposa (luz) para preguntar por el alta. se explica el plan.", "Luz", "es_ES"),
])
def test_in_a_lower_case_note_marriage_and_a_bracket_after_a_relation_cue_a_name_that_is_a_word(matcher, text,
                                                                                                 name, locale):
    person = Person(patient_id=P, role="relative", first_name=name, last_name="Oosterbaan")
    assert surfaces(matcher, text, [person], locale) == [name.lower()]


def test_lower_case_note_words_stay_words(matcher):
    # "ward" is more often a word than a name; "mar" (a rule-made clip of Margaret) counts only capitalised.
    ward = Person(patient_id=P, role="relative", first_name="Ward", last_name="Oosterbaan")
    margaret = Person(patient_id=P, role="relative", first_name="Margaret", last_name="Oosterbaan")
    text = LOWER_NOTE.format(name="visited")
    assert found(matcher, text, [ward, margaret], "en_GB") == []


def test_lower_case_words_in_an_ordinary_note_are_not_names(matcher):
    robert = Person(patient_id=P, role="relative", first_name="Robert", last_name="Oosterbaan")
    text = "Patient seen on the ward. Plan discussed, fear that others rob him mentioned by the patient."
    assert found(matcher, text, [robert], "en_GB") == []


# -- initials ------------------------------------------------------------------------------------

VOS = Person(patient_id=P, role="physician", first_name="Anna", last_name="Vos")


@pytest.mark.parametrize(
    "text, surface",
    [
        ("Ons kenmerk: AV/jd\nBetreft: controle", "AV"),  # a letter's reference
        ("Ref. AV/KL, 3 maart", "AV"),
        ("Bloedafname gedaan (AV)", "AV"),
        ("Medicatie nagekeken. AV", "AV"),
        ("Actie - AV", "AV"),
    ],
)
def test_initials_where_initials_stand(matcher, text, surface):
    assert found(matcher, text, [VOS]) == [(surface, VOS.key)]


@pytest.mark.parametrize(
    "text",
    [
        "AV blok graad 1 op het ECG.",  # the letters as a clinical abbreviation
        "Geleiding AV/1 op het ECG.",  # a slash, but no reference after it
        "AV 2/1 geleiding, AV/jd",  # the same letters next to a number elsewhere in the note
    ],
)
def test_initials_elsewhere_are_not_the_person(matcher, text):
    assert found(matcher, text, [VOS]) == []


# -- notes in capitals -----------------------------------------------------------------------------

PONTE = Person(patient_id=P, role="relative", first_name="Ornella", last_name="Ponte")
CAPITALS_NOTE = ("PAZIENTE VIGILE E COLLABORANTE, DOLORE CONTROLLATO CON PARACETAMOL. PORTATORE DI PONTE "
                 "DENTALE, RIMOSSO PRIMA DELL'INTERVENTO. INFORMATA LA FIGLIA PONTE DELLA DIMISSIONE.")


def test_in_a_note_in_capitals_a_registry_name_that_is_a_word_needs_a_person_cue(matcher):
    # "PONTE DENTALE" is a dental bridge; "LA FIGLIA PONTE" the daughter: capitals no longer tell them apart
    spans = matcher.detect(Note("n1", P, CAPITALS_NOTE, "it_IT"), [PONTE])
    assert [s.start for s in spans if s.label == "NAME"] == [CAPITALS_NOTE.index("FIGLIA PONTE") + len("FIGLIA ")]


ROOS_DAUGHTER = Person(patient_id=P, role="relative", first_name="Roos", last_name="Kuipers")
SALVI = Person(patient_id=P, role="relative", first_name="Ottavio", last_name="Salvi")


def test_in_capitals_a_name_as_frequent_as_a_word_needs_its_cue_even_within_the_name_margin(matcher):
    # "Roos" is about as frequent in Dutch text as a word (erysipelas) as it is as a first name: in mixed
    # case its capital would tell, in capitals only "DOCHTER" before it does.
    text = ("ERYTHEEM EN ZWELLING VAN HET ONDERBEEN SINDS GISTEREN, BEELD VAN ROOS. ANTIBIOTICA GESTART, "
            "BEEN HOOG GELEGD. DOCHTER ROOS BELT MORGEN TERUG VOOR NIEUWS OVER HET ONTSLAG.")
    spans = matcher.detect(Note("n1", P, text, "nl_BE"), [ROOS_DAUGHTER])
    assert [s.start for s in spans if s.label == "NAME"] == [text.index("DOCHTER ROOS") + len("DOCHTER ")]


def test_in_capitals_an_ordinary_word_one_edit_from_a_surname_is_the_word(matcher):
    text = ("PAZIENTE STABILE, APIRETICA E SENZA DOLORE. DIMISSIONE DOMANI SALVO COMPLICAZIONI. CONTROLLO "
            "TRA UNA SETTIMANA IN AMBULATORIO, ACCOMPAGNATA DAL FIGLIO, SIG. SALVI, CHE ABITA VICINO.")
    assert surfaces(matcher, text, [SALVI], "it_IT") == ["SALVI"]


MAS_SON = Person(patient_id=P, role="relative", first_name="Mas", last_name="Ferrer")


def test_in_capitals_an_accented_closed_class_word_after_a_relation_word_is_the_word(matcher):
    # "EL HIJO MÁS JOVEN": "más" (more) folds to the son's registered first name, but its accent makes
    # it the language's word; the relation word before it, which a name in capitals needs, is no
    # evidence here. The same name with its cue and without the accent still counts.
    text = ("PACIENTE TRANQUILO, SIN DOLOR, COME BIEN Y DEAMBULA CON AYUDA. VIENE CON EL HIJO MÁS JOVEN, "
            "QUE SE QUEDA ESTA NOCHE. MAÑANA LLAMARÁ EL HIJO MAS PARA EL ALTA.")
    assert surfaces(matcher, text, [MAS_SON], "es_ES") == ["MAS"]


# -- must not match: ordinary words of the note's language ---------------------------------------

@pytest.mark.parametrize(
    "person, text, locale",
    [
        (Person(patient_id=P, role="relative", first_name="Hilde", last_name="Brinkmann"),
         "Er geht mit Hilfe des Rollators.", "de_DE"),
        (Person(patient_id=P, role="relative", first_name="Ward", last_name="Oosterbaan"),
         "Back on the ward at 14:00.", "en_GB"),
        (Person(patient_id=P, role="relative", first_name="Roman", last_name="Ferri"),
         "Trasferito a Roma per la riabilitazione.", "it_IT"),
        (Person(patient_id=P, role="physician", first_name="Paola", last_name="Ferri"),
         "PAZIENTE PARLA BENE, NESSUN DOLORE.", "it_IT"),  # an ordinary word after a cue, in capitals
    ],
)
def test_ordinary_words_are_not_registry_names(matcher, person, text, locale):
    assert found(matcher, text, [person], locale) == []


# Initials that are also a frequent word ("IS", "AN") count only in brackets, in a note not in capitals.
SILVA = Person(patient_id=P, role="physician", first_name="Ines", last_name="Silva")


@pytest.mark.parametrize(
    "text",
    [
        "Referral to the memory clinic agreed. (IS)\nNext review in May.",
        "Restart lithium discussed (IS/KL) and agreed.",
        "Bloods to be repeated (KL, IS) on Monday.",
        "Actions agreed:\n2. KL + IS to visit on Friday with the carers.",   # joined to other initials
        "Home visit booked for the week after, KL/IS.",
    ],
)
def test_frequent_word_initials_in_brackets(matcher, text):
    assert found(matcher, text, [SILVA], "en_GB") == [("IS", SILVA.key)]


@pytest.mark.parametrize(
    "text",
    [
        "The plan IS agreed with the family.",  # the word, in capitals, outside brackets
        "PLAN AGREED WITH FAMILY (IS) AND GP.",  # a note written in capitals: IS is the word
        "Target range (IS) 2-3 on warfarin, IS 2.5 today.",  # the letters next to a number
    ],
)
def test_frequent_word_initials_elsewhere(matcher, text):
    assert found(matcher, text, [SILVA], "en_GB") == []


@pytest.mark.parametrize("field, value", [("split_min_length", 0), ("lower_case_note_capitals", 1.0),
                                          ("lower_case_note_capitals", -0.1)])
def test_variant_thresholds_are_checked_when_the_config_is_built(field, value):
    from deid.detect.registry import InvalidConfig

    with pytest.raises(InvalidConfig, match=field):
        RegistryMatchConfig(**{field: value})


GERT_PEETERS = Person(patient_id=P, role="physician", first_name="Gert", last_name="Peeters")
EVA_FRANSEN = Person(patient_id=P, role="relative", first_name="Eva", last_name="Fransen")


@pytest.mark.parametrize("text", ["Brief naar de GP\n", "Echo: goede functie, EF\n", "Verwezen door GP.\n"])
def test_clinical_abbreviations_are_not_a_persons_initials(matcher, text):
    # "GP" (general practitioner) and "EF" (ejection fraction) end lines as words, not signatures.
    assert surfaces(matcher, text, [GERT_PEETERS, EVA_FRANSEN]) == []


# -- typos where the text announces the name -----------------------------------------------------

BROUARD = Person(patient_id=P, role="patient", first_name="Honorine", last_name="Brouard")
VAN_KAMP = Person(patient_id=P, role="physician", first_name="Marloes", last_name="van Kamp")
LEFORT = Person(patient_id=P, role="physician", first_name="Mireille", last_name="Lefort")


@pytest.mark.parametrize("text,person,locale,surface", [
    ("Je vous adresse M. Bruoadr pour bilan.", BROUARD, "fr_FR", "Bruoadr"),      # French "M.": Monsieur
    ("Votre patient(e) Bruoadr a séjourné chez nous.", BROUARD, "fr_BE", "Bruoadr"),  # inclusive ending
    ("verwezen door de huisarts, dokter van aKpm.", VAN_KAMP, "nl_NL", "van aKpm"),  # particle in lower case
    ("suivi par son médecin traitant, Elfrot.", LEFORT, "fr_FR", "Elfrot"),          # the patient's physician
    ("Controle bij dr. M. vna Kmap over 3 weken.", VAN_KAMP, "nl_NL", "M. vna Kmap"),  # the particle mistyped too
])
def test_two_typos_after_a_cue_are_the_person(matcher, text, person, locale, surface):
    assert surfaces(matcher, text, [person], locale) == [surface]


@pytest.mark.parametrize("text,person,locale", [
    ("Je vous adresse Bruoadr pour bilan.", BROUARD, "fr_FR"),        # no cue: one typo at most
    ("Gezien door M. Bruoadr.", BROUARD, "nl_BE"),                    # "M." is an initial outside French
])
def test_without_a_cue_of_the_language_two_typos_are_too_many(matcher, text, person, locale):
    assert surfaces(matcher, text, [person], locale) == []
