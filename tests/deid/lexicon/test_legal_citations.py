"""Citations of laws (deid.lexicon.legal_citations): a law's kind and its number, which the
detectors' readings inside are dropped for; never a date or an identifier beside one."""
import pytest

from deid.detect.resolution import resolved_spans
from deid.lexicon.legal_citations import legal_citations
from deid.records import Note
from deid.spans import Span


def cited(text):
    return [text[a:b] for a, b in legal_citations(text)]


@pytest.mark.parametrize("text, expected", [
    ("Documento firmato ai sensi del D.Lgs. 82/2005.", ["D.Lgs. 82/2005"]),
    ("Dati trattati secondo il Reg. (UE) 2016/679 e il DPR 445/2000", ["Reg. (UE) 2016/679", "DPR 445/2000"]),
    ("invalidità civile, legge 104/92 in corso", ["legge 104/92"]),
    ("conforme a la Ley Orgánica 3/2018, de 5 de diciembre", ["Ley Orgánica 3/2018"]),
    ("selon la loi n° 2002-303 du 4 mars 2002", ["loi n° 2002-303"]),
    ("nach Richtlinie 2011/24/EU", ["Richtlinie 2011/24/EU"]),
])
def test_a_law_s_kind_then_its_number_and_year(text, expected):
    assert cited(text) == expected


@pytest.mark.parametrize("text", [
    "Kontrolle D.M. 12/03/2020",       # a date after an abbreviation: no law's number
    "Orden 12/03 pendiente",
    "CT 12/03/2024: ohne Befund",
    "visita 82/2005",                   # a number without a law's kind
    "wet verband 12/03",
])
def test_dates_and_numbers_without_a_law_are_no_citation(text):
    assert cited(text) == []


def test_what_detectors_read_inside_a_citation_is_dropped_and_nothing_beside_it():
    text = "Firmato ai sensi del D.Lgs. 82/2005 dal dott. Rinaldi il 03/05/2024."
    note = Note(note_id="n", patient_id="p", text=text, locale="it_IT")
    a = text.index("D.Lgs")
    found = [Span(a, a + 5, "NAME", "names", 0.5),
             Span(text.index("82/2005"), text.index("82/2005") + 7, "PHONE", "ner", 0.5),
             Span(text.index("Rinaldi"), text.index("Rinaldi") + 7, "NAME", "names", 0.9),
             Span(text.index("03/05/2024"), text.index("03/05/2024") + 10, "DATE", "pattern", 0.9)]
    kept = [text[s.start:s.end] for s in resolved_spans(found, note)]
    assert kept == ["Rinaldi", "03/05/2024"]
