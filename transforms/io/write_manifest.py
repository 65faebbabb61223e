"""Run statistics and the run manifest a nightly scheduler checks.

Statistics are (name, count) events summed by a combiner, so they scale with
the data; names are built from fixed vocabularies (labels, detectors, reason
codes), never from record values.
"""
from __future__ import annotations

import datetime as _dt
import json
from typing import Iterable, Tuple

import apache_beam as beam
from apache_beam.io.filesystems import FileSystems

from deid.contract import Rejection


def note_row_events(row: dict) -> Iterable[Tuple[str, int]]:
    yield "notes_out", 1
    yield "spans", len(row["entities"])
    for entity in row["entities"]:
        yield f"label:{entity['label']}", 1
        yield f"detector:{entity['detector']}", 1
        yield f"label_detector:{entity['label']}:{entity['detector']}", 1
    for comment in filter(None, row["comment"].split(";")):
        yield f"comment:{comment}", 1


def rejection_events(rejection: Rejection) -> Iterable[Tuple[str, int]]:
    yield f"dead:{rejection.input}", 1
    yield f"dead_reason:{rejection.input}:{rejection.reason}", 1


def _nest(flat: dict) -> dict:
    """{'label:NAME': 3, ...} -> {'label': {'NAME': 3}, ...}; plain names stay at the top."""
    nested: dict = {}
    for name in sorted(flat):
        head, sep, rest = name.partition(":")
        if not sep:
            nested[head] = flat[name]
        else:
            nested.setdefault(head, {})[rest] = flat[name]
    return nested


def build_manifest(static: dict, stats: dict, shards: list) -> dict:
    counts = _nest(stats)
    notes_in = counts.get("notes_in", 0)
    notes_out = counts.get("notes_out", 0)
    dead_notes = counts.get("dead", {}).get("notes", 0)
    manifest = dict(static)
    manifest["finished_at"] = _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")
    manifest["counts"] = {
        "notes_in": notes_in,
        "notes_out": notes_out,
        "notes_dead": dead_notes,
        "registry_rows_in": counts.get("registry_in", 0),
        "registry_rows_dead": counts.get("dead", {}).get("registry", 0),
        # Single bad fields of registry rows that were kept (the rows are not dead letters).
        "registry_fields_rejected": counts.get("dead", {}).get("registry_field", 0),
        # Later notes with an id already seen (docs/CONTRACT.md); counted in notes_dead too.
        "duplicate_note_ids": counts.get("dead_reason", {}).get("notes:duplicate_note_id", 0),
        "spans": counts.get("spans", 0),
        "conserved": notes_in == notes_out + dead_notes,
    }
    manifest["spans_per_label"] = counts.get("label", {})
    manifest["spans_per_detector"] = counts.get("detector", {})
    manifest["spans_per_label_and_detector"] = counts.get("label_detector", {})
    manifest["notes_per_locale"] = counts.get("locale", {})
    if "incremental" in manifest:
        # Incremental runs (deid.incremental): tonight's notes reused, processed; last night's removed.
        done = counts.get("incremental", {})
        manifest["incremental"] = dict(manifest["incremental"], **{
            name: done.get(name, 0) for name in ("reused", "processed", "removed")})
    manifest["comments"] = counts.get("comment", {})
    manifest["dead_letter_reasons"] = counts.get("dead_reason", {})
    manifest["outputs"] = sorted(shards, key=lambda s: (s["directory"], s["file"]))
    return manifest


class WriteManifest(beam.PTransform):
    """Write ``manifest.json`` once every shard is written (the shards are a side input).

    ``build(static, stats, shards) -> dict`` makes the manifest from the summed events:
    ``build_manifest`` for ``deid run``, ``deid.corpus.manifest.build_corpus_manifest``
    for ``deid corpus``. Outputs the manifest.
    """

    def __init__(self, path: str, static: dict, shards, build=build_manifest):
        super().__init__()
        self._path = path
        self._static = static
        self._shards = shards
        self._build = build

    def expand(self, events):
        stats = (
            events
            | "Sum" >> beam.CombinePerKey(sum)
            | "ToDict" >> beam.combiners.ToDict()
        )
        path, static, build = self._path, self._static, self._build

        def write(_, stats, shards):
            manifest = build(static, stats, shards)
            with FileSystems.create(path) as handle:
                handle.write((json.dumps(manifest, indent=2, sort_keys=True) + "\n").encode("utf-8"))
            return manifest

        return (
            events.pipeline
            | "Once" >> beam.Create([None])
            | "Write" >> beam.Map(
                write, beam.pvalue.AsSingleton(stats), beam.pvalue.AsList(self._shards)
            )
        )
