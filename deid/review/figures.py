"""What the review report says about one run, read from its output folder only.

The manifest gives the counts (notes in, out and dead, identifiers per label and detector, notes
per locale, dead letters by reason, options, versions); the published Parquet gives how many
identifiers each note holds and a sample of de-identified notes with their replaced spans
(``out_start``, ``out_end``: the surrogates' places in the published text). Nothing else is read:
the report can show nothing the published dataset does not already hold, and no original value.

The sample is chosen by a hash of the note id (the smallest values), so the same run gives the same
sample whatever the shards' order, and two nights share the notes both hold.
"""
from __future__ import annotations

import glob
import hashlib
import heapq
import json
import os
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

import pyarrow.dataset as ds
import pyarrow.compute as pc

# Identifiers per note: one bar per count up to this, then one bar for "this many or more".
HISTOGRAM_TOP = 30
# Notes shown as samples, and the characters of each shown at most.
DEFAULT_SAMPLES = 12
SAMPLE_CHARS = 700


class NotARun(ValueError):
    """The folder holds no finished run (no manifest or no published notes)."""


@dataclass(frozen=True)
class Sample:
    """One de-identified note as published: its text (cut to ``SAMPLE_CHARS``) and the surrogates' places."""

    note_id: str
    text: str
    spans: Tuple[Tuple[int, int, str], ...]  # (out_start, out_end, label) within ``text``
    cut: bool  # the note goes on beyond ``text``


@dataclass(frozen=True)
class RunFigures:
    folder: str
    manifest: dict
    per_note: Dict[int, int]  # identifiers in a note (capped at HISTOGRAM_TOP) -> notes
    notes_read: int
    samples: Tuple[Sample, ...] = field(default=())

    @property
    def counts(self) -> dict:
        return self.manifest.get("counts", {})

    def per_label(self) -> Dict[str, int]:
        return dict(self.manifest.get("spans_per_label", {}))

    def per_detector(self) -> Dict[str, int]:
        return dict(self.manifest.get("spans_per_detector", {}))

    def per_locale(self) -> Optional[Dict[str, int]]:
        """Notes per locale; None for runs whose manifest predates the count."""
        value = self.manifest.get("notes_per_locale")
        return None if value is None else dict(value)

    def dead_reasons(self) -> Dict[str, int]:
        return dict(self.manifest.get("dead_letter_reasons", {}))

    def identifiers_per_note(self) -> float:
        out = self.counts.get("notes_out", 0)
        return self.counts.get("spans", 0) / out if out else 0.0

    def notes_without_identifiers(self) -> int:
        return self.per_note.get(0, 0)


def _sample_key(note_id: str) -> bytes:
    return hashlib.sha256(note_id.encode("utf-8")).digest()


def read_run(folder: str, samples: int = DEFAULT_SAMPLES) -> RunFigures:
    """The figures of the run in ``folder`` (a ``deid run`` output)."""
    manifest_path = os.path.join(folder, "manifest.json")
    if not os.path.isfile(manifest_path):
        raise NotARun(f"no manifest.json in the run folder {folder!r}: not a finished `deid run` output")
    with open(manifest_path, encoding="utf-8") as handle:
        manifest = json.load(handle)
    files = sorted(glob.glob(os.path.join(folder, "deidentified", "*.parquet")))
    if not files:
        raise NotARun(f"no published notes (deidentified/*.parquet) in the run folder {folder!r}")
    dataset = ds.dataset(files, format="parquet")
    per_note: Dict[int, int] = {}
    chosen: List[Tuple[bytes, str]] = []  # a max-heap by key (negated), of the smallest keys
    notes = 0
    for batch in dataset.to_batches(columns=["note_id", "entities"]):
        lengths = pc.list_value_length(batch.column("entities")).fill_null(0).to_numpy(zero_copy_only=False)
        notes += len(lengths)
        for value in lengths.tolist():
            key = min(int(value), HISTOGRAM_TOP)
            per_note[key] = per_note.get(key, 0) + 1
        if samples:
            for note_id in batch.column("note_id").to_pylist():
                key = _sample_key(note_id)
                item = (bytes(255 - b for b in key), note_id)  # heapq is a min-heap: invert to keep the smallest
                if len(chosen) < samples:
                    heapq.heappush(chosen, item)
                elif item > chosen[0]:
                    heapq.heapreplace(chosen, item)
    picked = sorted((_sample_key(note_id), note_id) for _, note_id in chosen)
    return RunFigures(folder, manifest, per_note, notes, _read_samples(dataset, [n for _, n in picked]))


def _read_samples(dataset, note_ids: List[str]) -> Tuple[Sample, ...]:
    if not note_ids:
        return ()
    table = dataset.to_table(columns=["note_id", "text", "entities"], filter=ds.field("note_id").isin(note_ids))
    rows = {row["note_id"]: row for row in table.to_pylist()}
    out = []
    for note_id in note_ids:
        row = rows.get(note_id)
        if row is None:
            continue
        text = row["text"] or ""
        spans = sorted((int(e["out_start"]), int(e["out_end"]), str(e["label"])) for e in row["entities"] or ())
        cut = len(text) > SAMPLE_CHARS
        if cut:
            # Cut before the first surrogate that would be split, never inside one.
            end = SAMPLE_CHARS
            for start, stop, _ in spans:
                if start < end < stop:
                    end = start
            text = text[:end]
            spans = [s for s in spans if s[1] <= end]
        out.append(Sample(note_id, text, tuple(spans), cut))
    return tuple(out)
