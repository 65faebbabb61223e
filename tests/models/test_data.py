"""ShardDataset: every row once over ranks and workers, resumable, and the datasets library reads the same."""
from __future__ import annotations

import json

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from torch.utils.data import DataLoader

from deid.models.data import ShardDataset, read_corpus_manifest
from deid.pipelines.corpus import SHARD_SCHEMA

SEQ_LEN = 4
SHARD_ROWS = (5, 3, 4)  # rows 0..11 in reading order


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    root = tmp_path_factory.mktemp("corpus")
    (root / "shards" / "train").mkdir(parents=True)
    shards, row = [], 0
    for index, n in enumerate(SHARD_ROWS):
        rows = [{"input_ids": [row + i] * SEQ_LEN, "source": "A"} for i in range(n)]
        row += n
        path = f"shards/train/part-{index:05d}.parquet"
        pq.write_table(pa.Table.from_pylist(rows, schema=SHARD_SCHEMA), root / path)
        shards.append({"split": "train", "path": path, "rows": n, "sha256": ""})
    (root / "manifest.json").write_text(json.dumps({"sequence_length": SEQ_LEN, "shards": shards}))
    return root


def _rows(dataset, workers=0):
    loader = DataLoader(dataset, batch_size=None, num_workers=workers)
    return [int(item["input_ids"][0]) for item in loader]


def test_one_process_reads_every_row_in_order_as_long_tensors(corpus):
    items = list(ShardDataset(str(corpus)))
    assert [int(i["input_ids"][0]) for i in items] == list(range(12))
    assert items[0]["input_ids"].dtype.is_floating_point is False and items[0]["input_ids"].shape == (SEQ_LEN,)
    assert str(items[0]["input_ids"].dtype) == "torch.int64"


@pytest.mark.parametrize("world_size", [1, 2, 3, 5])
def test_ranks_split_rows_round_robin(corpus, world_size):
    parts = [_rows(ShardDataset(str(corpus), rank=r, world_size=world_size)) for r in range(world_size)]
    assert parts == [list(range(r, 12, world_size)) for r in range(world_size)]
    assert [len(ShardDataset(str(corpus), rank=r, world_size=world_size)) for r in range(world_size)] == [
        len(p) for p in parts]


def test_dataloader_workers_of_two_ranks_read_every_row_once(corpus):
    got = [row for r in range(2) for row in _rows(ShardDataset(str(corpus), rank=r, world_size=2), workers=2)]
    assert sorted(got) == list(range(12))


@pytest.mark.parametrize("start, rank, world_size, expected", [
    (0, 0, 1, list(range(12))),
    (5, 0, 1, list(range(5, 12))),       # resume inside the second shard
    (2, 1, 2, [5, 7, 9, 11]),            # rank 1 holds 1 3 5 7 9 11; skip two
    (6, 1, 2, []),                       # all consumed
])
def test_start_resumes_after_rows_of_this_rank(corpus, start, rank, world_size, expected):
    dataset = ShardDataset(str(corpus), start=start, rank=rank, world_size=world_size)
    assert _rows(dataset) == expected
    assert len(dataset) == len(expected)


def test_resume_with_workers_continues_where_one_process_stopped(corpus):
    assert sorted(_rows(ShardDataset(str(corpus), start=7), workers=2)) == list(range(7, 12))


def test_shuffle_seed_permutes_deterministically(corpus):
    first = _rows(ShardDataset(str(corpus), shuffle_seed=1))
    assert first == _rows(ShardDataset(str(corpus), shuffle_seed=1))
    assert first != list(range(12)) and sorted(first) == list(range(12))
    halves = [_rows(ShardDataset(str(corpus), shuffle_seed=1, rank=r, world_size=2)) for r in range(2)]
    assert sorted(halves[0] + halves[1]) == list(range(12))


def test_heldout_split_may_be_empty_and_bad_arguments_fail(corpus):
    assert list(ShardDataset(str(corpus), "heldout")) == []
    assert read_corpus_manifest(str(corpus))["sequence_length"] == SEQ_LEN
    for kwargs in ({"split": "test"}, {"rank": 2, "world_size": 2}, {"start": -1}):
        with pytest.raises(ValueError):
            ShardDataset(str(corpus), **kwargs)
