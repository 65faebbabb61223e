"""The detection profile: one setting between recall and precision, applied to every detector."""
import pytest

from deid.detect.ner_gate import NameGate, NameGateConfig
from deid.detect.profile import DEFAULT_PROFILE, DETECTION_PROFILES, detection_profile
from deid.records import Note
from deid.detect.catalog import factories as detector_factories
from deid.pipelines.deidentify import ner_config


def dates(text, profile, locale="de_DE"):
    detector = detector_factories(["pattern"], profile)[0]()
    spans = detector.detect(Note(note_id="n", patient_id="p", text=text, locale=locale), ())
    return [(text[s.start:s.end], s.label) for s in spans if s.label in ("DATE", "BIRTHDATE")]


def test_recall_first_is_the_default():
    assert DEFAULT_PROFILE == "recall" and detection_profile(DEFAULT_PROFILE).bare_years


@pytest.mark.parametrize("text", ["Nichtraucher seit 2019.", "Z. n. Cholezystektomie (2015)."])
def test_a_year_alone_is_a_date_for_recall_and_kept_for_precision(text):
    assert [label for _, label in dates(text, "recall")] == ["DATE"]
    assert dates(text, "precision") == []


@pytest.mark.parametrize("profile", sorted(DETECTION_PROFILES))
def test_full_dates_and_years_of_birth_are_dates_in_every_profile(profile):
    assert dates("Kontrolle am 12.03.2024.", profile) == [("12.03.2024", "DATE")]
    assert [text for text, _ in dates("Die Patientin, geboren 1950, lebt allein.", profile)] == ["1950"]


def test_the_ner_gate_follows_the_profile():
    assert NameGate(NameGateConfig(bare_years=True)).verdict("2019", "DATE", "de") == "DATE"
    assert NameGate(NameGateConfig(bare_years=False)).verdict("2019", "DATE", "de") is None
    assert NameGate(NameGateConfig(bare_years=False)).verdict("12/03/2019", "DATE", "de") == "DATE"
    assert ner_config(["ner"], [], "precision").settings.name_gate.bare_years is False
    assert ner_config(["ner"], [], "recall").settings.name_gate.bare_years is True


def test_an_unknown_profile_is_a_clear_error():
    with pytest.raises(ValueError, match="detection profile"):
        detection_profile("paranoid")
    with pytest.raises(ValueError, match="detection profile"):
        detector_factories(["pattern"], "paranoid")

