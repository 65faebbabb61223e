"""WriteShards: the same rows give the same files, whatever their order or the bundling."""
from __future__ import annotations

import json
import random

import apache_beam as beam
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from apache_beam.testing.test_pipeline import TestPipeline
from apache_beam.testing.util import assert_that, equal_to

from deid.transforms.io.write_shards import ShardConfig, WriteShards, shard_count, sort_rows

SCHEMA = pa.schema([pa.field("note_id", pa.string(), nullable=False), pa.field("n", pa.int64())])


def _write(directory, rows, rows_per_shard, fmt="parquet"):
    config = ShardConfig(str(directory), fmt, ("note_id",), rows_per_shard, SCHEMA if fmt == "parquet" else None)
    with TestPipeline(runner="DirectRunner") as pipeline:
        infos = pipeline | beam.Create(rows, reshuffle=True) | WriteShards(config)
        assert_that(infos | beam.Map(lambda i: i["rows"]) | beam.CombineGlobally(sum), equal_to([len(rows)]))
    return {p.name: p.read_bytes() for p in sorted(directory.iterdir())}


def test_identical_bytes_for_shuffled_input(tmp_path):
    rows = [{"note_id": f"n{i:03d}", "n": i} for i in range(250)]
    shuffled = rows[:]
    random.Random(3).shuffle(shuffled)
    first = _write(tmp_path / "a", rows, 100)
    second = _write(tmp_path / "b", shuffled, 100)
    assert first == second
    assert sorted(first) == ["part-00000.parquet", "part-00001.parquet", "part-00002.parquet"]


def test_every_row_is_written_once_and_sorted_within_its_shard(tmp_path):
    rows = [{"note_id": f"n{i:03d}", "n": i} for i in range(250)]
    _write(tmp_path, rows, 100)
    tables = [pq.read_table(path) for path in sorted(tmp_path.glob("part-*.parquet"))]
    ids = [table.column("note_id").to_pylist() for table in tables]
    assert sorted(sum(ids, [])) == [r["note_id"] for r in rows]
    assert all(shard == sorted(shard) for shard in ids)
    assert all(table.schema == SCHEMA for table in tables)


def test_no_rows_still_gives_one_readable_empty_shard(tmp_path):
    files = _write(tmp_path, [], 100)
    assert list(files) == ["part-00000.parquet"]
    assert pq.read_table(tmp_path / "part-00000.parquet").num_rows == 0


def test_jsonl_shards_hold_one_canonical_object_per_line(tmp_path):
    rows = [{"note_id": "b", "n": 2}, {"note_id": "a", "n": 1}]
    files = _write(tmp_path, rows, 10, fmt="jsonl")
    lines = files["part-00000.jsonl"].decode().splitlines()
    assert [json.loads(line) for line in lines] == sorted(rows, key=lambda r: r["note_id"])


def test_duplicate_keys_are_ordered_by_content():
    rows = [{"note_id": "a", "n": 2}, {"note_id": "a", "n": 1}]
    assert sort_rows(rows, ("note_id",)) == sort_rows(rows[::-1], ("note_id",))


@pytest.mark.parametrize("rows,per_shard,expected", [(0, 10, 1), (10, 10, 1), (11, 10, 2), (1000, 7, 143)])
def test_shard_count(rows, per_shard, expected):
    assert shard_count(rows, per_shard) == expected


def test_parquet_needs_a_schema():
    with pytest.raises(ValueError, match="schema"):
        ShardConfig("out", "parquet", ("note_id",))
