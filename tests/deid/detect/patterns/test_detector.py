"""The composed pattern detector: configuration, kinds switches, MRN patterns, output form."""
import pytest

from deid.detect.patterns import KINDS, PatternConfig, PatternDetector
from deid.records import Note

TEXT = (
    "Geboren op 12/03/1950, 72-jarige man. Tel 0470 12 34 56, mail a.b@uz.be, "
    "INSZ 85.07.30-033.28, Kerkstraat 12, 2000 Antwerpen, zie www.uz.be. Dossier UZ-123-4567. "
    "Opgenomen in AZ Sint-Maarten. Hij werkt als havenloods. Zijn dochter woont in Boechout."
)
NOTE = Note(note_id="n1", patient_id="p1", text=TEXT, locale="nl_BE")
LABEL_OF_KIND = {"date": "BIRTHDATE", "age": "AGE", "phone": "PHONE", "email": "EMAIL", "url": "URL",
                 "id": "ID", "address": "ADDRESS", "organization": "ORGANIZATION", "profession": "PROFESSION",
                 "place": "LOCATION"}


def test_every_span_is_a_pattern_span_sorted():
    spans = PatternDetector().detect(NOTE, ())
    assert spans == sorted(spans)
    assert {s.detector for s in spans} == {"pattern"}
    assert {s.label for s in spans} == set(LABEL_OF_KIND.values())


@pytest.mark.parametrize("kind", KINDS)
def test_a_kind_switched_off_does_not_fire(kind):
    """The city of a postal address ("2000 Antwerpen") is a LOCATION the address kind finds."""
    others = tuple(k for k in KINDS if k != kind)
    spans = PatternDetector(PatternConfig(kinds=others)).detect(NOTE, ())
    labels = {s.label for s in spans if TEXT[s.start:s.end] != "Antwerpen"}
    assert LABEL_OF_KIND[kind] not in labels


def test_the_address_kind_gives_the_postcode_and_its_city_as_two_spans():
    spans = PatternDetector(PatternConfig(kinds=("address",))).detect(NOTE, ())
    assert [(TEXT[s.start:s.end], s.label) for s in spans] == [
        ("Kerkstraat 12", "ADDRESS"), ("2000", "ADDRESS"), ("Antwerpen", "LOCATION")]


def test_only_the_selected_kind_fires():
    labels = {s.label for s in PatternDetector(PatternConfig(kinds=("age",))).detect(NOTE, ())}
    assert labels == {"AGE"}


def test_mrn_patterns_label_their_matches_as_id():
    config = PatternConfig(kinds=("id",), mrn_patterns=(r"UZ-\d{3}-\d{4}",), cued_ids=False, id_kinds=())
    spans = PatternDetector(config).detect(NOTE, ())
    assert [(TEXT[s.start:s.end], s.label) for s in spans] == [("UZ-123-4567", "ID")]


def test_id_kinds_select_the_validated_kinds():
    config = PatternConfig(kinds=("id",), id_kinds=("iban",), cued_ids=False)
    assert PatternDetector(config).detect(NOTE, ()) == []


def test_detect_is_deterministic_and_repeatable():
    detector = PatternDetector()
    assert detector.detect(NOTE, ()) == detector.detect(NOTE, ())


@pytest.mark.parametrize(
    "kwargs,error",
    [
        ({"kinds": ("date", "weather")}, ValueError),
        ({"kinds": ["date"]}, TypeError),
        ({"id_kinds": ("us_ssn",)}, ValueError),
        ({"mrn_patterns": ("([0-9]+",)}, ValueError),
        ({"mrn_patterns": ("",)}, ValueError),
        ({"mrn_patterns": (r"\d*",)}, ValueError),
        ({"mrn_patterns": r"\d+"}, TypeError),
        ({"phone_leniency": "lenient"}, ValueError),
        ({"phone_max_tries": 0}, ValueError),
        ({"birth_cue_window": 0}, ValueError),
    ],
)
def test_invalid_config_fails_at_construction(kwargs, error):
    with pytest.raises(error):
        PatternConfig(**kwargs)


def test_config_error_messages_carry_no_pattern_text():
    # A pattern may embed a real identifier; only its index may be reported.
    with pytest.raises(ValueError) as info:
        PatternConfig(mrn_patterns=("85073003328(",))
    assert "85073003328" not in str(info.value)


def test_config_and_detector_survive_pickling_for_beam_workers():
    import pickle

    config = PatternConfig(mrn_patterns=(r"UZ-\d{3}-\d{4}",))
    detector = pickle.loads(pickle.dumps(PatternDetector(config)))
    assert pickle.loads(pickle.dumps(config)) == config
    assert detector.detect(NOTE, ()) == PatternDetector(config).detect(NOTE, ())


def test_dateparser_fallback_can_be_switched_off():
    note = Note(note_id="n1", patient_id="p1", text="Aufnahme am 12 Feber 2019.", locale="de_DE")
    on = PatternDetector(PatternConfig(kinds=("date",))).detect(note, ())
    off = PatternDetector(PatternConfig(kinds=("date",), dateparser_fallback=False)).detect(note, ())
    assert [(s.label, note.text[s.start:s.end]) for s in on] == [("DATE", "12 Feber 2019")]
    assert off == []
