"""Registered healthcare institutions (deid.detect.patterns.institutions): Dutch notes, DEDUCE's lists;
the bodies of social insurance (deid.lexicon.public_bodies) in every language."""
import pytest

from deid.detect.patterns.institutions import InstitutionFinder
from deid.lexicon.institutions import institution_names

FINDER = InstitutionFinder()


def found(text, locale="nl_NL"):
    spans = FINDER.find(text, locale)
    assert all(s.label == "ORGANIZATION" for s in spans)
    return [text[s.start:s.end] for s in spans]


def test_the_register_is_read():
    names = institution_names("nl")
    assert len(names) > 40_000 and "Accare" in names and "LUMC" in names
    assert institution_names("fr") == frozenset()


@pytest.mark.parametrize("text,expected", [
    ("Verwezen naar Accare Groningen voor diagnostiek.", ["Accare Groningen"]),   # the longest name
    ("Kopie aan: huisarts; Accare; LUMC, afdeling KNO.", ["Accare", "LUMC"]),      # a cc list, no kind word
    ("OVERGEPLAATST NAAR ACCARE GRONINGEN", ["ACCARE GRONINGEN"]),               # capitals
    ("Verwezen naar Tergooi voor een MRI.", ["Tergooi"]),   # a hospital's coined name, frequent in the news
    ("echo morgen in het lumc, daarna terug naar accare groningen", ["lumc", "accare groningen"]),  # lower case
    # in lower case, a one-word name that text writes and no dictionary writes small
    ("verwezen naar tergooi voor een mri, uitslag volgt", ["tergooi"]),
])
def test_registered_names_are_organizations_as_notes_write_them(text, expected):
    assert found(text) == expected


@pytest.mark.parametrize("text,expected", [
    ("het acupunctuurcentrum belt morgen terug, daarna accare", []),  # one-word names in lower case: nouns
    ("Accare, Groningen", ["Accare"]),                                  # a name's words stand together
])
def test_lower_case_single_words_and_broken_names_are_not_matched_whole(text, expected):
    assert found(text) == expected


def test_other_languages_have_no_register_here():
    assert found("Transfert vers Accare Groningen.", "fr_BE") == []


@pytest.mark.parametrize("text,locale,expected", [
    ("Kostenübernahme durch die Barmer steht aus, Zusage der DAK-Gesundheit.", "de_DE",
     ["Barmer", "DAK-Gesundheit"]),
    ("Domanda all'ENPAM inviata.", "it_IT", ["ENPAM"]),                      # an elided article left out
    ("Antrag auf Pflegeversicherung bei der AEC gestellt.", "de_LU", ["AEC"]),  # Luxembourg's care assessment
    ("Begutachtung durch den Medizinischen Dienst; Termin mit dem Medizinischer Dienst Nord.", "de_DE",
     ["Medizinischer Dienst"]),
    ("De UWV-aanvraag loopt, verzekerd bij Zilveren Kruis.", "nl_NL", ["UWV", "Zilveren Kruis"]),  # a hyphen
    ("Certificat pour la Mutualité chrétienne, suivi MGEN.", "fr_BE", ["Mutualité chrétienne", "MGEN"]),
    ("Baja laboral gestionada por FREMAP.", "es_ES", ["FREMAP"]),
    ("Fit note sent to the DWP.", "en_GB", ["DWP"]),
    ("antrag bei der barmer ersatzkasse gestellt", "de_DE", ["barmer ersatzkasse"]),  # lower case, two words
])
def test_bodies_of_social_insurance_are_organizations_in_every_language(text, locale, expected):
    assert found(text, locale) == expected


@pytest.mark.parametrize("text,locale", [
    ("2 TK transfundiert, Techniker vor Ort.", "de_DE"),         # a platelet concentrate; a word
    ("CAT : surveillance. MSA probable, SAS appareillé.", "fr_FR"),  # clinical acronyms
    ("TEC leve sin pérdida de conciencia.", "es_ES"),             # a head injury in Spanish notes
    ("Versichertennummer: AOK-Nr. 123456789", "de_DE"),           # the body as its number's cue
])
def test_acronyms_that_clinical_text_uses_otherwise_and_number_cues_are_no_body(text, locale):
    assert found(text, locale) == []


@pytest.mark.parametrize("text,locale,expected", [
    ("Verlegung ins CHEM, Nachsorge im Rehazenter.", "de_LU", ["CHEM", "Rehazenter"]),
    ("Labor (Ketterthill): Krea 1,4. Hëllef Doheem 2x tgl.", "de_LU", ["Ketterthill", "Hëllef Doheem"]),
    ("Suivi au CHdN, soins infirmiers par Soins Chez Soi.", "fr_BE", ["CHdN", "Soins Chez Soi"]),
    ("gezinszorg (Familiehulp) 3x/week", "nl_BE", ["Familiehulp"]),
    ("Overleg met het heartteam van UZA, daarna revalidatie.", "nl_BE", ["UZA"]),   # Belgium's hospitals
    ("Transfert au CHIREC pour coronarographie.", "fr_BE", ["CHIREC"]),
    ("Discharge summary from Ninewells received; brought in by LAS.", "en_GB", ["Ninewells", "LAS"]),
    ("Derivado a la Arrixaca para valoración.", "es_ES", ["Arrixaca"]),       # a hospital by its short name
    ("ricoverato al Niguarda, poi a casa", "it_IT", ["Niguarda"]),
    ("Verlegung in die Charité geplant.", "de_DE", ["Charité"]),
    ("Transfert à la Timone demain.", "fr_FR", ["Timone"]),
    ("Renal Unit, RVH. BIB NWAS, accompanied by PSNI.", "en_GB", ["RVH", "NWAS", "PSNI"]),  # the UK's
    ("opname chl, daarna zorgbedrijf antwerpen", "nl_BE", ["zorgbedrijf antwerpen"]),   # two words in lower case; no list of Luxembourg in Dutch
])
def test_providers_of_care_named_without_a_kind_word(text, locale, expected):
    assert found(text, locale) == expected


@pytest.mark.parametrize("text, locale", [
    ("MRI BRAIN REQUESTED. HIS WIFE SAYS HE FELL.", "en_GB"),   # a scan, a pronoun
    ("Jessica en Imelda komen op bezoek.", "nl_BE"),             # first names
])
def test_acronyms_of_the_trade_and_first_names_are_no_provider(text, locale):
    assert found(text, locale) == []


@pytest.mark.parametrize("text, locale, expected", [
    ("aide ménagère par l'ADMR trois fois par semaine", "fr_FR", ["ADMR"]),       # the home-help network
    ("agent d'accueil à la CGSS depuis 2010", "fr_FR", ["CGSS"]),                 # overseas social security
    ("MRI head (NNUH): no change. D/w reg at MFT.", "en_GB", ["NNUH", "MFT"]),     # hospitals by acronym
])
def test_home_help_overseas_social_security_and_english_hospital_acronyms(text, locale, expected):
    assert found(text, locale) == expected


def test_a_hyphenated_word_inside_a_name_in_capitals_is_read_whole():
    # "OOST-LIMBURG" is no acronym cut from its noun ("UWV-aanvraag"): inside a name a word stays whole
    assert found("CARDIOLOGIE, ZIEKENHUIS OOST-LIMBURG", "nl_BE") == ["ZIEKENHUIS OOST-LIMBURG"]
    assert found("UWV-aanvraag loopt nog.", "nl_NL") == ["UWV"]


@pytest.mark.parametrize("text, locale, expected", [
    # the largest employers, chains and universities, named bare
    ("Daughter (pharmacist at Boots in town) noticed the change.", "en_GB", ["Boots"]),
    ("Zoon werkt als magazijnier bij Colruyt, dochter studeert aan de UGent.", "nl_BE", ["Colruyt", "UGent"]),
    ("Zuhause Sauerstoffkonzentrator von Vivisol, 2 l/min.", "de_DE", ["Vivisol"]),
    ("Il figlio lavora in Pirelli da dieci anni.", "it_IT", ["Pirelli"]),
    ("Teleasistencia de Cruz Roja desde 2022.", "es_ES", ["Cruz Roja"]),
])
def test_employers_chains_and_universities_named_bare(text, locale, expected):
    assert found(text, locale) == expected


@pytest.mark.parametrize("text, locale", [
    ("NOTA TELEFÓNICA – LLAMA EL HIJO PARA PREGUNTAR POR LA EVOLUCIÓN", "es_ES"),  # an adjective
    ("Vorher DPD-Genotypisierung, Aktivität normal.", "de_DE"),                  # an enzyme
    ("Pat declined the language line today.", "en_GB"),                           # a phrase
])
def test_words_and_acronyms_of_the_trade_are_no_employer(text, locale):
    assert found(text, locale) == []


@pytest.mark.parametrize("text, locale, expected", [
    # relief services, armed forces and police forces as employers or carriers, by their names
    ("Liegendtransport über DRK bestellt.", "de_DE", "DRK"),
    ("il marito, sottufficiale della Marina Militare.", "it_IT", "Marina Militare"),
    ("Vervoer door het Rode Kruis naar huis.", "nl_NL", "Rode Kruis"),
    ("He served in the Royal Navy for twenty years.", "en_GB", "Royal Navy"),
])
def test_relief_services_and_forces_are_organizations(text, locale, expected):
    assert expected in [text[s.start:s.end] for s in FINDER.find(text, locale)]
