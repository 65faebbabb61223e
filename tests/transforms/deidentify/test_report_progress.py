"""deid.transforms.deidentify.report_progress: Beam counters and periodic progress lines, with counts only, never text."""
from __future__ import annotations

import logging

import apache_beam as beam
import pytest
from apache_beam.metrics.metric import MetricsFilter
from apache_beam.testing.test_pipeline import TestPipeline

from deid.progress import ProgressConfig, ProgressMeter
from deid.transforms.deidentify.report_progress import LOGGER, ReportProgress


def test_counted_events_become_deid_counters_and_others_are_ignored():
    p = TestPipeline(runner="DirectRunner")
    reads = p | "Reads" >> beam.Create([("notes_in", 1)] * 5)
    rows = p | "Rows" >> beam.Create([("notes_out", 1)] * 3 + [("spans", 7), ("label:NAME", 2)])
    dead = p | "Dead" >> beam.Create([("dead:notes", 1), ("dead:registry", 1), ("dead:registry_field", 1),
                                      ("dead_reason:notes:invalid_json", 1)])
    _ = (reads, rows, dead) | ReportProgress(ProgressConfig(every_seconds=3600))
    result = p.run()
    result.wait_until_finish()
    counters = {c.key.metric.name: c.committed
                for c in result.metrics().query(MetricsFilter().with_namespace("deid"))["counters"]}
    assert counters == {"notes_in": 5, "notes_out": 3, "notes_dead": 1, "registry_rows_dead": 1,
                        "registry_fields_rejected": 1}


def test_a_line_is_logged_when_due_with_counts_and_rate(caplog):
    p = TestPipeline(runner="DirectRunner")
    rows = p | beam.Create([("notes_in", 1), ("notes_out", 1), ("dead:notes", 1)])
    _ = (rows,) | ReportProgress(ProgressConfig(every_seconds=1e-9))
    with caplog.at_level(logging.INFO, logger=LOGGER):
        p.run().wait_until_finish()
    lines = [r.getMessage() for r in caplog.records if r.name == LOGGER]
    assert lines and all(line.startswith("progress: ") and "notes/s" in line for line in lines)


def test_the_meter_reports_at_most_once_per_period():
    now = [0.0]
    meter = ProgressMeter(every_seconds=10, clock=lambda: now[0])
    assert meter.add("notes_out") is None
    now[0] = 10.0
    line = meter.add("notes_out")
    assert line is not None and "2 de-identified" in line and "0.2 notes/s" in line
    now[0] = 15.0
    assert meter.add("notes_dead") is None
    assert ProgressMeter(every_seconds=0, clock=lambda: now[0]).add("notes_in") is None  # 0: off


@pytest.mark.parametrize("seconds", [-1, float("nan")])
def test_a_negative_period_is_refused(seconds):
    with pytest.raises(ValueError):
        ProgressConfig(every_seconds=seconds)
