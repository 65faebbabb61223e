"""Progress of a running job: Beam metrics counters and periodic log lines, from the run's statistics.

    sources | "ReportProgress" >> ReportProgress(ProgressConfig(every_seconds=30))

``sources`` is a tuple of PCollections of the (name, count) statistic events the
manifest is summed from (``transforms/io/write_manifest.py``). Each counted event
bumps a Beam counter of the ``deid`` namespace (``notes_in``, ``notes_out``,
``notes_dead``, ``registry_rows_dead``, ``registry_fields_rejected``: fixed
names, never data), which a runner's monitoring shows while the job runs; and
every ``every_seconds`` a worker process logs one line of counts and rate on the
``deid.progress`` logger. The in-process runner hands its result back only at
the end, so the workers report rather than the driver polling.

Each source gets its own reporting step, fused with the step that makes its
events: on the flattened events the report would run only once every producer
had finished (a runner may materialize a Flatten), which is no progress at all.
The steps of one worker process share one meter, so a line counts everything
that process has seen.
"""
from __future__ import annotations

import logging
import threading
from typing import Dict, Tuple

import apache_beam as beam
from apache_beam.metrics import Metrics

from deid.progress import COUNTED_EVENTS, COUNTERS, ProgressConfig, ProgressMeter

LOGGER = "deid.progress"
NAMESPACE = "deid"

# One meter per worker process and configuration, shared by its reporting steps.
_METERS: Dict[float, ProgressMeter] = {}
_METERS_LOCK = threading.Lock()


def _process_meter(every_seconds: float) -> ProgressMeter:
    with _METERS_LOCK:
        if every_seconds not in _METERS:
            _METERS[every_seconds] = ProgressMeter(every_seconds)
        return _METERS[every_seconds]


class ReportProgressFn(beam.DoFn):
    def __init__(self, config: ProgressConfig):
        self._config = config
        self._counters = {name: Metrics.counter(NAMESPACE, name) for name in COUNTERS}
        self._meter = None

    def setup(self) -> None:
        self._meter = _process_meter(self._config.every_seconds)
        self._log = logging.getLogger(LOGGER)

    def process(self, event: Tuple[str, int]):
        counter = COUNTED_EVENTS.get(event[0])
        if counter is None:
            return
        self._counters[counter].inc(event[1])
        line = self._meter.add(counter, event[1])
        if line is not None:
            self._log.info(line)


class ReportProgress(beam.PTransform):
    """A tuple of (name, count) event PCollections -> nothing; counters and log lines as a side effect."""

    def __init__(self, config: ProgressConfig = ProgressConfig()):
        super().__init__()
        self._config = config

    def expand(self, sources):
        for i, events in enumerate(sources):
            _ = events | f"Report{i}" >> beam.ParDo(ReportProgressFn(self._config))
        return beam.pvalue.PDone(sources[0].pipeline)
