"""deid.transforms.deidentify at its seam: a name one detector found once is replaced wherever the
note writes it again (deid.detect.name_repeats, run after the overlaps are resolved)."""
from __future__ import annotations

import apache_beam as beam
from apache_beam.testing.test_pipeline import TestPipeline
from apache_beam.testing.util import assert_that, equal_to

from deid.records import AnnotatedNote, Note
from deid.spans import Span
from deid.transforms.deidentify.replace_identifiers import ReplaceConfig
from deid.transforms.deidentify.stage import Deidentify, DeidentifyConfig


class FirstOccurrenceDetector:
    """A real detector that, like a cue-driven rule, sees the name only where a title announces it."""

    name = "names"

    def detect(self, note, persons=()):
        at = note.text.find("Dr Okonkwo")
        return [Span(at + 3, at + 10, "NAME", "names")] if at >= 0 else []


def test_the_other_occurrences_of_a_found_name_are_replaced_too():
    note = AnnotatedNote(Note("n1", "p1", "Gezien door Dr Okonkwo. Okonkwo belt morgen terug.", "nl_BE"))
    config = DeidentifyConfig(detectors=[FirstOccurrenceDetector], replace=ReplaceConfig(mode="tags"))
    with TestPipeline(runner="DirectRunner") as p:
        result = p | beam.Create([note]) | Deidentify(config)
        rows = result["rows"] | beam.Map(lambda row: (row["note_id"], row["text"]))
        assert_that(rows, equal_to([("n1", "Gezien door Dr [NAME]. [NAME] belt morgen terug.")]))
