"""Organizations named with their kind (deid.detect.patterns.organizations)."""
import pytest

from deid.detect.patterns.organizations import OrganizationFinder

FINDER = OrganizationFinder()


def orgs(text, locale):
    spans = FINDER.find(text, locale)
    assert all(s.label == "ORGANIZATION" and s.detector == "pattern" for s in spans)
    return [text[s.start:s.end] for s in spans]


@pytest.mark.parametrize("text, locale, expected", [
    ("Transfert vers l'EHPAD Les Mouettes demain.", "fr_FR", ["EHPAD Les Mouettes"]),          # kind, then name
    ("Opgenomen in AZ Sint-Maarten, Mechelen.", "nl_BE", ["AZ Sint-Maarten"]),
    ("Referred to Royal Derwent Hospital for review.", "en_GB", ["Royal Derwent Hospital"]),  # name, then kind
    ("Verlegung ins Elisabethkrankenhaus Kassel.", "de_DE", ["Elisabethkrankenhaus Kassel"]),  # a compound
    ("Lavora per la Costruzioni Bellandi srl di Monza.", "it_IT", ["Costruzioni Bellandi srl"]),  # legal form
    ("Er arbeitet als Lagerist bei Hornbach in Kassel.", "de_DE", ["Hornbach"]),                # an employer
    ("Ingreso desde la Residencia San Telmo.", "es_ES", ["Residencia San Telmo"]),
])
def test_organizations_with_their_kind_are_found(text, locale, expected):
    assert orgs(text, locale) == expected


@pytest.mark.parametrize("text, locale", [
    ("Klinik für Unfallchirurgie, Station 3B", "de_DE"),       # a department
    ("Servicio de Medicina Interna", "es_ES"),
    ("Ulster Hospital, Belfast", "en_GB"),                      # found, but never "Hospital, Belfast"
    ("Mrs Baker was seen in clinic today.", "en_GB"),           # "Mrs" is a title, not a care home
    ("Polikliniek (058) 286 71 20", "nl_NL"),                   # a kind of place alone
])
def test_departments_titles_and_kinds_alone_are_no_organization(text, locale):
    found = orgs(text, locale)
    assert all("," not in f for f in found)
    if not text.startswith("Ulster"):
        assert found == []


# --- occupations (deid.detect.patterns.professions) -------------------------------------------

from deid.detect.patterns.professions import ProfessionFinder  # noqa: E402

JOBS = ProfessionFinder()


def jobs(text, locale="en_GB"):
    spans = JOBS.find(text, locale)
    assert all(s.label == "PROFESSION" for s in spans)
    return [text[s.start:s.end] for s in spans]


@pytest.mark.parametrize("text, expected", [
    ("He works full time as a harbour pilot at the port.", ["harbour pilot"]),        # a work verb, then "as"
    ("Sie arbeitet seit 2003 als Hebamme im Kreißsaal.", ["Hebamme"]),
    ("Son Tomas (41, carpenter, lives nearby)", ["carpenter"]),                         # a relative's age, then the job
    ("Hijos: Lucía (39 años), abogada en Sevilla", ["abogada"]),
    ("El hijo mayor, Álvaro (24 a.), es fisioterapeuta y vive en Málaga.", ["fisioterapeuta"]),
    ("Beruf: Dachdecker", ["Dachdecker"]),                                              # a field
    ("retired postman, lives alone", ["postman"]),
])
def test_occupations_after_a_word_that_says_job(text, expected):
    assert jobs(text) == expected


@pytest.mark.parametrize("text", [
    "ex-smoker, 20 pack years", "ex fumatore", "Exploración física normal", "retired early",
    "Tochter (58, wohnt in Köln)", "Patient (72, 3 Kinder)",
])
def test_smoking_status_homes_and_words_glued_to_a_cue_are_no_occupation(text):
    assert jobs(text) == []


@pytest.mark.parametrize("text, locale", [
    ("Emre (24), studiert Maschinenbau an der Universität", "de_DE"),   # after an age, no occupation's shape
    ("Item 2: Amy Hart (34), NHS 123 456 7890", "en_GB"),            # an acronym
    ("Luca (12 anni, scuola media), Sara (9)", "it_IT"),
    ("radioactieve klier (ex vivo 1850 cps)", "nl_BE"),
])
def test_after_an_age_or_ex_the_word_must_have_an_occupations_shape(text, locale):
    assert jobs(text, locale) == []


@pytest.mark.parametrize("text, locale, expected", [
    ("Tochter Julia (34, Erzieherin in Kassel)", "de_DE", ["Erzieherin"]),
    ("Hijos: Laura (41 años), auxiliar administrativa en el Ayuntamiento", "es_ES", ["auxiliar administrativa"]),
    ("Ik werk als docent Duits op het lyceum", "nl_BE", ["docent Duits"]),
])
def test_occupations_in_each_language(text, locale, expected):
    assert jobs(text, locale) == expected
