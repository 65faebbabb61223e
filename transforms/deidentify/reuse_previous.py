"""Incremental runs: a note whose input, registry rows and run settings did not change since the
previous run keeps that run's published row; the others go through the de-identification stage.

    reuse = joined | "ReusePrevious" >> ReusePrevious(ReuseConfig(previous="out/2026-11-27", ...))
    reuse["fresh"]      # AnnotatedNote: to de-identify
    reuse["rows"]       # the previous run's rows of unchanged notes, as published
    reuse["key_table"]  # their key-table rows (with --key-table)
    reuse["digests"]    # (note_id, digest) of every note read tonight
    reuse["events"]     # ("incremental:reused" | "incremental:processed" | "incremental:removed", 1)

The digest (``deid.incremental.note_digest``) is computed after the registry join, so a registry
change redoes its patient's notes. The previous run's digests (``DIR/state/``), rows and key-table
rows are joined with tonight's notes by note id in one ``CoGroupByKey``; where the previous run
is not reusable (no state, another key, other options or engine: ``ReuseConfig.reusable``) nothing
is read and every note is fresh.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Optional

import apache_beam as beam
from apache_beam.io.filesystems import FileSystems

from deid.incremental import note_digest
from deid.records import AnnotatedNote

REUSED, PROCESSED, REMOVED = "incremental:reused", "incremental:processed", "incremental:removed"


@dataclass(frozen=True)
class ReuseConfig:
    previous: Optional[str] = None  # the previous run's output folder
    reusable: bool = False          # its rows may be reused (deid.incremental.why_not_reusable)
    fingerprint: str = ""           # this run's settings (deid.incremental.run_fingerprint)
    key: object = None              # the surrogate key, for keyed digests; None: no digests, no state
    key_table: bool = False         # carry the reused notes' key-table rows

    @property
    def routes_by_note_id(self) -> bool:
        """Whether tonight's notes are grouped by note id with the previous run's (a shuffle that
        also spreads them evenly over the workers)."""
        return self.key is not None and bool(self.previous) and self.reusable


class _DigestFn(beam.DoFn):
    def __init__(self, fingerprint: str, key):
        super().__init__()
        self._fingerprint = fingerprint
        self._key = key

    def process(self, annotated: AnnotatedNote):
        yield annotated.note.note_id, (note_digest(annotated.note, annotated.persons, self._fingerprint, self._key),
                                       annotated)


class _RouteFn(beam.DoFn):
    """One note id's tonight and previous night: reuse the row, process the note, or count it removed."""

    def process(self, element):
        _, groups = element
        now, state, rows, keys = (list(groups[k]) for k in ("now", "state", "row", "keys"))
        if not now:
            if rows:
                yield beam.pvalue.TaggedOutput("events", (REMOVED, 1))
            return
        digest, annotated = now[0]
        if rows and state and state[0] == digest:
            yield beam.pvalue.TaggedOutput("rows", rows[0])
            for row in keys:
                yield beam.pvalue.TaggedOutput("key_table", row)
            yield beam.pvalue.TaggedOutput("events", (REUSED, 1))
            return
        yield annotated
        yield beam.pvalue.TaggedOutput("events", (PROCESSED, 1))


def _read_parquet(pipeline, label: str, folder: str):
    """The rows of ``folder``'s Parquet shards as dicts; none where the folder holds no shard."""
    pattern = FileSystems.join(folder, "part-*.parquet")
    if not FileSystems.match([pattern])[0].metadata_list:
        return pipeline | f"No{label}" >> beam.Create([])
    return pipeline | f"Read{label}" >> beam.io.ReadFromParquet(pattern)


class ReusePrevious(beam.PTransform):
    """PCollection[AnnotatedNote] -> dict of ``fresh``, ``rows``, ``key_table``, ``digests``, ``events``."""

    def __init__(self, config: ReuseConfig):
        super().__init__()
        self._config = config

    def expand(self, joined):
        config = self._config
        pipeline = joined.pipeline
        if config.key is None:
            # No key, no digests (deid.incremental): every note is fresh and no state is written.
            return {"fresh": joined, "rows": pipeline | "NoRows" >> beam.Create([]),
                    "key_table": pipeline | "NoKeyRows" >> beam.Create([]),
                    "digests": pipeline | "NoDigests" >> beam.Create([]),
                    "events": joined | "AllProcessed" >> beam.Map(lambda _: (PROCESSED, 1))}
        keyed = joined | "Digest" >> beam.ParDo(_DigestFn(config.fingerprint, config.key))
        digests = keyed | "DigestOnly" >> beam.Map(lambda kv: (kv[0], kv[1][0]))
        if not (config.previous and config.reusable):
            fresh = keyed | "AllFresh" >> beam.Map(lambda kv: kv[1][1])
            events = keyed | "AllProcessed" >> beam.Map(lambda _: (PROCESSED, 1))
            empty = pipeline | "NoRows" >> beam.Create([])
            return {"fresh": fresh, "rows": empty, "key_table": pipeline | "NoKeyRows" >> beam.Create([]),
                    "digests": digests, "events": events}
        state = (_read_parquet(pipeline, "State", FileSystems.join(config.previous, "state"))
                 | "StateById" >> beam.Map(lambda row: (row["note_id"], row["digest"])))
        rows = (_read_parquet(pipeline, "Rows", FileSystems.join(config.previous, "deidentified"))
                | "RowsById" >> beam.Map(lambda row: (row["note_id"], row)))
        keys = ((_read_parquet(pipeline, "KeyRows", FileSystems.join(config.previous, "key_table"))
                 if config.key_table else pipeline | "NoPreviousKeyRows" >> beam.Create([]))
                | "KeyRowsById" >> beam.Map(lambda row: (row["note_id"], row)))
        routed = (
            {"now": keyed, "state": state, "row": rows, "keys": keys}
            | "ByNoteId" >> beam.CoGroupByKey()
            | "Route" >> beam.ParDo(_RouteFn()).with_outputs("rows", "key_table", "events", main="fresh")
        )
        return {"fresh": routed.fresh, "rows": routed.rows, "key_table": routed.key_table,
                "digests": digests, "events": routed.events}


class PublishedDigests(beam.PTransform):
    """(digests, published rows) -> state rows ``{note_id, digest}`` of the notes published tonight
    (a note sent to the dead letters has none: the next run does it again)."""

    def expand(self, inputs):
        digests, rows = inputs
        published = rows | "PublishedIds" >> beam.Map(lambda row: (row["note_id"], True))

        def state_rows(element) -> Iterable[dict]:
            note_id, groups = element
            digest, published = list(groups["digest"]), list(groups["published"])
            if published and digest:
                yield {"note_id": note_id, "digest": digest[0]}

        return ({"digest": digests, "published": published}
                | "JoinPublished" >> beam.CoGroupByKey()
                | "StateRows" >> beam.FlatMap(state_rows))
