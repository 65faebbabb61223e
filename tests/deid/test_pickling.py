"""Records pickle by constructor and field values (deid.pickling): what Beam sends between stages."""
import copy
import pickle
from dataclasses import dataclass, field

import pytest

from deid.pickling import pickled_by_fields
from deid.records import AnnotatedNote, Note, Origin, Person
from deid.spans import Span


def test_a_note_on_its_way_comes_back_whole_fields_outside_equality_included():
    note = Note("N1", "P1", "Gezien door dr. Peeters.", "nl_BE", source="AZ", labels=(("type", "brief"),),
                kept=(("ward", "3B"),), origin=Origin("notes/a.jsonl", line=7))
    person = Person("P1", "physician", "Jan", "Peeters", key="k-physician-1")
    annotated = AnnotatedNote(note, (person,), (Span(17, 24, "NAME", "registry", 0.9, "k:last_name"),), ("x",))
    for loaded in (pickle.loads(pickle.dumps(annotated)), copy.deepcopy(annotated)):
        assert loaded == annotated
        assert loaded.note.origin == Origin("notes/a.jsonl", line=7)   # compare=False: still carried
        assert loaded.persons[0].key == "k-physician-1"
        assert loaded.spans[0].ref == "k:last_name"


def test_loading_runs_the_constructors_validation():
    span = Span(3, 5, "NAME", "ner")
    reduced = span.__reduce__()
    assert reduced == (Span, (3, 5, "NAME", "ner", 1.0, None))
    with pytest.raises(ValueError):
        reduced[0](5, 3, "NAME", "ner", 1.0, None)


def test_a_dataclass_with_a_field_outside_init_is_refused():
    with pytest.raises(TypeError):
        @pickled_by_fields
        @dataclass(frozen=True)
        class Derived:
            a: int
            b: int = field(init=False, default=0)
