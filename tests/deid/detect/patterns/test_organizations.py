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
