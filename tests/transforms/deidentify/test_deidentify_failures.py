"""deid.transforms.deidentify.stage at its seam: what a detector failure or an oversized note costs.

One failure policy for every detector (deid/failure_policy.py): by default the
note a detector fails on goes to the dead letters, never out with the other
detectors' spans only; ``redact-note`` sends it out redacted whole. In every
case the stage accounts for each note: notes in = rows out + dead letters.
"""
from __future__ import annotations

import apache_beam as beam
import pytest
from apache_beam.metrics.metric import MetricsFilter
from apache_beam.testing.test_pipeline import TestPipeline
from apache_beam.testing.util import assert_that, equal_to

from deid.failure_policy import REDACT_NOTE, REDACTED_TEXT
from deid.records import AnnotatedNote, Note
from deid.spans import Span
from deid.transforms.deidentify.stage import Deidentify, DeidentifyConfig
from deid.transforms.deidentify.replace_identifiers import ReplaceConfig

SECRET = "Stormy Danneels"


class WordDetector:
    """A real detector: every occurrence of one word is a NAME."""

    name = "pattern"

    def __init__(self, word: str = "Danneels"):
        self._word = word

    def detect(self, note, persons=()):
        at = note.text.find(self._word)
        return [Span(at, at + len(self._word), "NAME", "pattern")] if at >= 0 else []


class BrokenDetector:
    """A detector with a bug that shows on some notes (the ones holding a "!"), as real bugs do.

    Its message quotes the note, as exception messages often do: it must reach no output.
    """

    name = "pattern"

    def detect(self, note, persons=()):
        if "!" in note.text:
            raise RuntimeError(f"cannot parse {note.text!r}")
        return []


def notes():
    return [AnnotatedNote(Note("ok", "p1", f"Gezien: {SECRET}.", "nl_BE")),
            AnnotatedNote(Note("boom", "p1", f"Dringend! {SECRET} belde.", "nl_BE")),
            AnnotatedNote(Note("long", "p1", "x" * 41 + f" {SECRET}", "nl_BE"))]


def run_stage(**config):
    config = DeidentifyConfig(detectors=[WordDetector, BrokenDetector], replace=ReplaceConfig(mode="tags"),
                              max_note_chars=40, **config)
    p = TestPipeline(runner="DirectRunner")
    result = p | beam.Create(notes()) | Deidentify(config)
    rows = result["rows"] | "Rows" >> beam.Map(lambda row: (row["note_id"], row["text"], row["comment"]))
    dead = result["dead"] | "Dead" >> beam.Map(lambda r: r.to_row())
    return p, rows, dead


def test_a_detector_failure_sends_the_note_to_the_dead_letters_by_default():
    p, rows, dead = run_stage()
    assert_that(rows, equal_to([("ok", "Gezien: Stormy [NAME].", "")]), label="Rows")
    assert_that(dead, equal_to([
        {"input": "notes", "note_id": "boom", "reason": "processing_error:detect",
         "source_file": None, "line": None, "row": None},
        {"input": "notes", "note_id": "long", "reason": "note_too_long",
         "source_file": None, "line": None, "row": None},
    ]), label="Dead")
    counts = p.run()
    counts.wait_until_finish()
    counters = {c.key.metric.name: c.committed for c in counts.metrics().query(MetricsFilter())["counters"]}
    assert counters["detect_failures"] == 1 and counters["note_too_long"] == 1


def test_with_redact_note_the_failed_note_goes_out_with_nothing_of_its_text():
    p, rows, dead = run_stage(on_detector_failure=REDACT_NOTE)
    assert_that(rows, equal_to([
        ("ok", "Gezien: Stormy [NAME].", ""),
        ("boom", REDACTED_TEXT, "note_redacted:detect"),
    ]), label="Rows")
    # The length limit is not a detector failure: an oversized note is a dead letter whatever the policy.
    assert_that(dead | beam.Map(lambda d: (d["note_id"], d["reason"])), equal_to([("long", "note_too_long")]),
                label="Dead")
    p.run().wait_until_finish()


def test_records_in_equal_rows_out_plus_dead_letters_under_both_policies():
    for policy in ("dead-letter", REDACT_NOTE):
        p, rows, dead = run_stage(on_detector_failure=policy)
        total = (rows | "RowsOne" >> beam.Map(lambda _: 1), dead | "DeadOne" >> beam.Map(lambda _: 1)) \
            | beam.Flatten() | beam.CombineGlobally(sum)
        assert_that(total, equal_to([len(notes())]))
        p.run().wait_until_finish()


@pytest.mark.parametrize("bad", [dict(on_detector_failure="ignore"), dict(max_note_chars=0)])
def test_config_mistakes_fail_before_the_graph_is_built(bad):
    with pytest.raises(ValueError):
        DeidentifyConfig(detectors=[WordDetector], replace=ReplaceConfig(mode="tags"), **bad)
