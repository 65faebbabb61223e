"""The detector catalog: one registration per detector, and every consumer reads it."""
import pickle

import pytest

from deid.detect import catalog
from deid.detect.catalog import CATALOG, DEFAULT_DETECTORS, DETECTOR_NAMES, entry, factories
from deid.records import Note, Person
from deid.resolve import ResolverConfig
from deid.spans import DETECTORS

NOTE = Note(note_id="n1", patient_id="P1", locale="nl_BE",
            text="Mevr. Anneke Verhelst (°12/03/1951), tel. 0475 12 34 56, kwam op 4 mei 2024 op controle.")
PERSON = Person(patient_id="P1", role="patient", first_name="Anneke", last_name="Verhelst",
                phone="0475 12 34 56", key="p1")


def test_the_default_detectors_are_the_registry_patterns_names_and_ner():
    assert DEFAULT_DETECTORS == ("registry", "pattern", "names", "ner")
    assert "exact" in DETECTOR_NAMES and "exact" not in DEFAULT_DETECTORS


def test_names_are_unique():
    assert len(set(DETECTOR_NAMES)) == len(CATALOG)


@pytest.mark.parametrize("name", [item.name for item in CATALOG if item.recipe is not None])
def test_every_rule_detector_builds_from_a_picklable_recipe_and_finds_spans(name):
    recipe = factories([name])[0]
    detector = pickle.loads(pickle.dumps(recipe))()   # what a Beam worker receives and calls once
    spans = detector.detect(NOTE, (PERSON,))
    assert spans
    # Its spans carry the names the output and the resolver know.
    assert {span.detector for span in spans} <= set(DETECTORS)


def test_the_ner_is_a_stage_of_its_own_and_has_no_rule_recipe():
    assert entry("ner").recipe is None
    assert factories(["ner"]) == []


def test_recipes_come_in_the_order_asked():
    built = [factory() for factory in factories(["names", "registry"])]
    assert [type(d).__name__ for d in built] == ["NameDetector", "RegistryMatcher"]


def test_an_unknown_detector_is_a_clear_error_naming_the_known_ones():
    with pytest.raises(ValueError, match="unknown detector 'regex'.*registry, pattern"):
        factories(["registry", "regex"])


def test_the_resolver_trusts_detectors_in_the_order_of_the_span_vocabulary():
    assert ResolverConfig().detector_priority == DETECTORS == ("registry", "pattern", "ner", "names")


def test_the_command_line_offers_what_the_catalog_holds():
    from deid.pipelines.deidentify import DeidentifyOptions
    import argparse

    parser = argparse.ArgumentParser()
    DeidentifyOptions._add_argparse_args(parser)
    action = next(a for a in parser._actions if "--detectors" in a.option_strings)
    assert action.default == ",".join(catalog.DEFAULT_DETECTORS)
    assert all(name in action.help for name in DETECTOR_NAMES)
