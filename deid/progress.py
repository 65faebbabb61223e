"""Progress of a long run: counts of fixed event names and a periodic one-line report.

Pure logic (no Beam): ``transforms/deidentify/report_progress.py`` feeds it the run's
statistic events. A line holds counts, a rate and the elapsed time only, never
a record's value: it goes to the logs operators read.
"""
from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import Callable, Dict, Optional

# Statistic event (transforms/io/write_manifest.py) -> progress counter. Fixed names only:
# the counter a record bumps never depends on what the record holds.
COUNTED_EVENTS: Dict[str, str] = {
    "notes_in": "notes_in",
    "notes_out": "notes_out",
    "dead:notes": "notes_dead",
    "dead:registry": "registry_rows_dead",
    "dead:registry_field": "registry_fields_rejected",
}
COUNTERS = tuple(sorted(set(COUNTED_EVENTS.values())))


@dataclass(frozen=True)
class ProgressConfig:
    """every_seconds: at most one line per this many seconds per worker; 0 turns the lines off."""

    every_seconds: float = 30.0

    def __post_init__(self) -> None:
        if not self.every_seconds >= 0:
            raise ValueError("--progress-seconds must be 0 (off) or a positive number of seconds")

    @property
    def enabled(self) -> bool:
        return self.every_seconds > 0


@dataclass
class ProgressMeter:
    """Counts events; ``add`` returns a report line when one is due. Safe to share between threads."""

    every_seconds: float
    clock: Callable[[], float] = time.monotonic
    counts: Dict[str, int] = field(default_factory=lambda: dict.fromkeys(COUNTERS, 0))

    def __post_init__(self) -> None:
        self._started = self._last = self.clock()
        self._lock = threading.Lock()

    def add(self, counter: str, n: int = 1) -> Optional[str]:
        with self._lock:
            self.counts[counter] += n
            now = self.clock()
            if self.every_seconds <= 0 or now - self._last < self.every_seconds:
                return None
            self._last = now
            return self.line(now)

    def line(self, now: Optional[float] = None) -> str:
        elapsed = max((self.clock() if now is None else now) - self._started, 1e-9)
        c = self.counts
        return (f"progress: {c['notes_in']} notes read, {c['notes_out']} de-identified, "
                f"{c['notes_dead']} to dead letters; registry: {c['registry_rows_dead']} rows and "
                f"{c['registry_fields_rejected']} fields rejected; {c['notes_out'] / elapsed:.1f} notes/s "
                f"over {elapsed:.0f} s (this worker)")
