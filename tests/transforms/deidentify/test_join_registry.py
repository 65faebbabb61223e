"""JoinRegistry: each note meets exactly its own patient's persons, however it is bucketed."""
from __future__ import annotations

import apache_beam as beam
import pytest
from apache_beam.testing.test_pipeline import TestPipeline
from apache_beam.testing.util import assert_that, equal_to

from deid.records import Note, Person
from deid.transforms.deidentify.join_registry import JoinConfig, JoinRegistry, bucket_of, unique_persons

PERSONS = [
    Person("P1", "patient", "Stormy", "Danneels"),
    Person("P1", "physician", "Koen", "Vermeulen"),
    Person("P1", "physician", "Koen", "Vermeulen", phone="09 123 45 67"),  # the same person, twice
    Person("P2", "patient", "Jan", "Peeters"),
    Person("P3", "patient", "Nobody", "Withoutnotes"),
]


def _note(note_id, patient_id):
    return Note(note_id, patient_id, "text", "nl_BE")


@pytest.mark.parametrize("fanout, rebalance", [(1, True), (3, True), (16, True), (3, False)])
def test_notes_meet_their_patients_persons_once_each(fanout, rebalance):
    notes = [_note(f"a{i}", "P1") for i in range(40)] + [_note("b1", "P2"), _note("c1", "P404")]
    with TestPipeline(runner="DirectRunner") as pipeline:
        persons = pipeline | "Persons" >> beam.Create(PERSONS)
        joined = pipeline | "Notes" >> beam.Create(notes) | JoinRegistry(persons, JoinConfig(fanout, rebalance))
        summary = joined | beam.Map(
            lambda a: (a.note.note_id, tuple(sorted(p.last_name for p in a.persons)), a.comments))
        expected = [(f"a{i}", ("Danneels", "Vermeulen"), ()) for i in range(40)]
        expected += [("b1", ("Peeters",), ()), ("c1", (), ("no_registry_rows",))]
        assert_that(summary, equal_to(expected))


def test_the_most_complete_duplicate_row_is_kept_whatever_the_order():
    forward = unique_persons(PERSONS[:3])
    backward = unique_persons(list(reversed(PERSONS[:3])))
    assert forward == backward
    assert [p.phone for p in forward if p.last_name == "Vermeulen"] == ["09 123 45 67"]


def test_buckets_are_stable_and_spread():
    assert bucket_of("note-1", 8) == bucket_of("note-1", 8)
    assert len({bucket_of(f"note-{i}", 8) for i in range(200)}) == 8


def test_fanout_is_validated_when_the_graph_is_built():
    with pytest.raises(ValueError):
        JoinConfig(0)


def test_an_incremental_run_joins_without_the_rebalancing_shuffle_its_grouping_by_note_id_replaces():
    from deid.transforms.deidentify.reuse_previous import ReuseConfig

    assert ReuseConfig(previous="out/night1", reusable=True, key=object()).routes_by_note_id
    assert not ReuseConfig(previous="out/night1", reusable=False, key=object()).routes_by_note_id
    assert not ReuseConfig(previous=None, reusable=False, key=object()).routes_by_note_id
    assert not ReuseConfig(previous="out/night1", reusable=True, key=None).routes_by_note_id
    with TestPipeline(runner="DirectRunner") as pipeline:
        persons = pipeline | "Persons" >> beam.Create(PERSONS)
        _ = pipeline | "Notes" >> beam.Create([_note("a1", "P1")]) | JoinRegistry(persons, JoinConfig(3, rebalance=False))
        labels = [t.full_label for t in pipeline._current_transform().parts[-1].parts]
    assert not any("Rebalance" in label for label in labels)
