"""Clinical prose full of numbers that are not identifiers: lab values, doses,
dosing schemes, vital signs, scores, times, durations, room numbers, codes.
Only the years after a date word ("in 2015") may fire, and nothing else.
"""
import pytest

from deid.detect.patterns import PatternDetector
from deid.records import Note
from deid.resolve import resolve_overlaps

DETECTOR = PatternDetector()

PROSE = {
    "nl_BE": "Labo: Hb 13,2 g/dl, CRP 45 mg/l, kreatinine 1.12 mg/dl, eGFR 58 ml/min/1.73m2. Medicatie: Asaflow 80 mg 1x/d, Bisoprolol 2.5 mg 1-0-0, Pantomed 40 mg 0-0-1. BD 135/85, pols 72/min, SpO2 96%. ECG: sinusritme 72/min, QRS 0.10 s. Pijnscore 3/10. Follow-up binnen 3 maanden. NYHA II-III. Stent 3.0 x 18 mm. Status na CABG x3 in 2015. Opname 3 dagen. Patiënt is 1.78 m en 82 kg. Gezien door Dr. Peeters om 10u30. Hoofdstraat werd afgesloten. Rx thorax: geen afwijkingen. Score 12/15 op MMSE. ICD-10 I25.1. Kamer 312, bed 2.",
    "fr_BE": "Biologie: Hb 12,1 g/dl, plaquettes 245.000/µl, INR 2.3. Traitement: Coversyl 5 mg 1-0-0, Lasix 40 mg. TA 140/90 mmHg, FC 88/min. Contrôle dans 6 semaines. Echographie le matin. Patient de la chambre 214. Au cours de la semaine 2, amélioration. Score de Glasgow 15/15. Stade 2 de la classification. Suivi à 3 mois. Avenue thérapeutique 2 à discuter.",
    "de_DE": "Labor: Hb 12,8 g/dl, Leukozyten 9,2/nl, Kreatinin 1,1 mg/dl. Medikation: Ramipril 5 mg 1-0-0, ASS 100 mg. RR 130/80 mmHg, HF 76/min. Kontrolle in 4 Wochen. Bei Z.n. Cholezystektomie 2010. Während 2 Tagen Fieber. ICD I10.00. Zimmer 12, Station 4B. Ring 2 wurde entfernt. Visite um 14:30 Uhr. Hausarzt Dr. Müller. Ausgang: 1200 ml.",
    "en_GB": "Bloods: Hb 128 g/L, WCC 9.2, CRP 12. Meds: ramipril 5 mg OD, atorvastatin 40 mg ON. BP 130/80, HR 76. Review in 4 weeks. During 2 days she was febrile. Bay 12, Ward 4B. Seen at 14:30. ECG at 09.45. Grade 3/4 murmur. Hip replaced in 2010. Room 221 Baker said. GCS 15/15. PSA 4.5 ng/ml. Stage T2 N0 M0. He is 6 ft and weighs 80 kg.",
    "it_IT": "Esami: Hb 12,5 g/dl, PCR 3,2 mg/dl. Terapia: ramipril 5 mg 1 cp/die, via orale. PA 130/80 mmHg, FC 72 bpm. Controllo tra 3 mesi. Camera 12, letto 3. Via di somministrazione endovenosa 2 volte. Corso di laurea 2 anni.",
    "es_ES": "Hemograma: Hb 12,5 g/dl, leucocitos 9.200/mm3, plaquetas 245.000. Tratamiento: enalapril 10 mg/12 h. TA 130/80 mmHg, FC 72 lpm. Control en 3 meses. Habitación 312. Calle sin salida 2. Escala EVA 7/10. Grado 2/4. Ingresó por la urgencia a las 14:30 h.",
}

EXPECTED = {
    "nl_BE": [("2015", "DATE")],
    "fr_BE": [],
    "de_DE": [],  # "Z.n. Cholezystektomie 2010": no date word before the year
    "en_GB": [("2010", "DATE")],
    "it_IT": [],  # "di laurea 2 anni": a duration after a word of the sentence, no age
    "es_ES": [],
}


@pytest.mark.parametrize("locale", sorted(PROSE))
def test_only_expected_spans_fire_in_number_heavy_prose(locale):
    text = PROSE[locale]
    spans = resolve_overlaps(DETECTOR.detect(Note("n", "p", text, locale), ()))
    assert [(text[s.start:s.end], s.label) for s in spans] == EXPECTED[locale]


@pytest.mark.parametrize("text, locale", [
    ("° : 15 januari 1965\n\nAZ Delta - Oncologie", "nl_BE"),
    ("Aufnahme am 3. Mai 2021 \n\nAktuelle Anamnese: Schmerzen", "de_DE"),
    ("Dr. Vos\nhuisarts\nGSM 0475 12 34 56", "nl_BE"),
])
def test_an_address_never_runs_across_a_line_break(text, locale):
    spans = DETECTOR.detect(Note("n", "p", text, locale), ())
    assert [text[s.start:s.end] for s in spans if s.label == "ADDRESS" and "\n" in text[s.start:s.end]] == []


@pytest.mark.parametrize("text, locale", [
    # a preposition before the header word: care at home, the line after it no address
    ("Infirmière à domicile : Mme Odette Brasseur (0471 22 33 44), passage 2x/j.", "fr_BE"),
    ("Asistencia a domicilio: lunes y jueves 3 horas.", "es_ES"),
])
def test_care_at_home_is_no_address_field(text, locale):
    spans = DETECTOR.detect(Note("n", "p", text, locale), ())
    assert [text[s.start:s.end] for s in spans if s.label == "ADDRESS"] == []


def test_the_address_field_still_takes_its_line():
    text = "Domicile : 14 rue des Tanneurs, 4000 Liège"
    spans = DETECTOR.detect(Note("n", "p", text, "fr_BE"), ())
    assert "14 rue des Tanneurs" in [text[s.start:s.end] for s in spans if s.label == "ADDRESS"]
