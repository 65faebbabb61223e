"""The people in a chart's signer column (deid.detect.signer_columns)."""
import pytest

from deid.detect.signer_columns import signer_columns


def people(text):
    return [text[a:b] for a, b in signer_columns(text)]


@pytest.mark.parametrize("text, expected", [
    # a pipe table under its "Given by" header: initials and a first name with an initial
    ("| Time | Drug | Dose | Given by |\n|---|---|---|---|\n| 08:00 | Paracetamol | 1 g | KM |\n"
     "| 18:00 | Paracetamol | 1 g | Kerry M |\n", ["KM", "Kerry M"]),
    # a tab table under "Hz" (Handzeichen): initials and a surname
    ("Zeit\tMedikament\tDosis\tHz\n08:00\tNovalgin\t500 mg\tAB\n14:00\tNovalgin\t500 mg\tBrückner\n",
     ["AB", "Brückner"]),
    ("| Tijd | Medicatie | Paraaf |\n| 08:00 | Paracetamol 1 g | JvD |\n", ["JvD"]),
])
def test_each_cell_of_a_signer_column_is_a_person(text, expected):
    assert people(text) == expected


@pytest.mark.parametrize("text, expected", [
    # answers, states, roles, dashes and remarks in the column
    ("| Time | Drug | Given by |\n| 08:00 | Paracetamol | - |\n| 12:00 | Paracetamol | Refused |\n"
     "| 14:00 | Paracetamol | RN |\n| 18:00 | Paracetamol | held as asleep all night |\n", []),
    # a table without a signer's header
    ("| Time | Drug | Dose |\n| 08:00 | Paracetamol | Oral |\n", []),
    # a blank line ends the table: the next table's column is no signer's
    ("| Time | Given by |\n| 08:00 | KM |\n\n| Ward | Bed |\n| Elm | Twelve |\n", ["KM"]),
])
def test_only_the_signer_columns_people(text, expected):
    assert people(text) == expected


def test_the_names_detector_reports_the_signer_column():
    from deid.detect.names import NameDetector
    from deid.records import Note

    text = "| Time | Drug | Dose | Given by |\n| 08:00 | Paracetamol | 1 g | KM |\n| 12:00 | Paracetamol | 1 g | JT |\n"
    spans = NameDetector().detect(Note("n", "p", text, "en_GB"), ())
    assert [text[s.start:s.end] for s in spans if s.label == "NAME"] == ["KM", "JT"]
