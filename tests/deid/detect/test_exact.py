"""The exact baseline: registry values spelled as registered (up to case), and e-mails."""
from deid.detect.exact import ExactMatcher
from deid.records import Note, Person

PERSON = Person(patient_id="P1", role="patient", first_name="Anneke", last_name="Verhelst",
                city="Lokeren", phone="0475 12 34 56", national_id="51.03.12-123.45", key="p1")


def spans(text, persons=(PERSON,)):
    found = ExactMatcher().detect(Note(note_id="n", patient_id="P1", text=text, locale="nl_BE"), persons)
    return sorted((text[s.start:s.end], s.label, s.detector, s.ref) for s in found)


def test_each_registry_value_is_found_with_its_label_and_its_person():
    assert spans("Anneke Verhelst uit Lokeren, tel 0475 12 34 56, RRN 51.03.12-123.45") == [
        ("0475 12 34 56", "PHONE", "registry", "p1:phone"),
        ("51.03.12-123.45", "ID", "registry", "p1:national_id"),
        ("Anneke", "NAME", "registry", "p1:first_name"),
        ("Lokeren", "LOCATION", "registry", "p1:city"),
        ("Verhelst", "NAME", "registry", "p1:last_name"),
    ]


def test_case_does_not_matter_but_spelling_does():
    assert spans("VERHELST en verhelst") == [("VERHELST", "NAME", "registry", "p1:last_name"),
                                            ("verhelst", "NAME", "registry", "p1:last_name")]
    assert spans("Verhelts, Anneka") == []          # a typo is the fuzzy matcher's business


def test_only_whole_words_match():
    assert spans("Verhelstraat, Annekes") == []


def test_values_shorter_than_three_characters_are_skipped():
    short = Person(patient_id="P1", role="relative", first_name="Bo", last_name="Li", key="p2")
    assert spans("Bo en Li kwamen op bezoek", (short,)) == []


def test_e_mails_are_found_without_a_registry():
    assert spans("mail naar a.verhelst@example.org graag", ()) == [
        ("a.verhelst@example.org", "EMAIL", "pattern", None)]
