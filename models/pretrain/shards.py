"""Reading the corpus of ``deid corpus``: its manifest and its token shards.

``deid.models.data`` (the corpus stage) provides ``ShardDataset`` and
``read_corpus_manifest``; where it is not installed yet, the small reader
below reads the same files (``shards/<split>/part-*.parquet``, column
``input_ids``) with the same signature, so the trainer does not care which.
"""
from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Dict, Iterator, List

import pyarrow.parquet as pq
import torch
from torch.utils.data import IterableDataset

SPECIAL_TOKENS = ("bos", "eos", "pad", "unk", "mask")


class ParquetShards(IterableDataset):
    """Fixed-length sequences of one split, in shard order or shuffled by ``shuffle_seed``,
    skipping the first ``start`` sequences (to resume), ``rank``-strided over ``world_size``."""

    def __init__(self, corpus_dir, split: str = "train", shuffle_seed=None, start: int = 0,
                 rank: int = 0, world_size: int = 1) -> None:
        self.paths = sorted(str(p) for p in (Path(corpus_dir) / "shards" / split).glob("part-*.parquet"))
        if not self.paths:
            raise ValueError(f"no shards under {Path(corpus_dir) / 'shards' / split}")
        self.shuffle_seed, self.start, self.rank, self.world_size = shuffle_seed, start, rank, world_size

    def _rows(self) -> List[List[int]]:
        rows: List[List[int]] = []
        for path in self.paths:
            rows.extend(pq.read_table(path, columns=["input_ids"]).column("input_ids").to_pylist())
        if self.shuffle_seed is not None:
            random.Random(self.shuffle_seed).shuffle(rows)
        return rows

    def __iter__(self) -> Iterator[Dict[str, torch.Tensor]]:
        for i, ids in enumerate(self._rows()):
            if i >= self.start and i % self.world_size == self.rank:
                yield {"input_ids": torch.tensor(ids, dtype=torch.long)}


def _own_manifest(corpus_dir) -> Dict:
    return json.loads((Path(corpus_dir) / "manifest.json").read_text(encoding="utf-8"))


def shard_dataset(corpus_dir, split: str = "train", shuffle_seed=None, start: int = 0) -> IterableDataset:
    try:
        from deid.models.data import ShardDataset
    except ImportError:
        return ParquetShards(corpus_dir, split, shuffle_seed, start)
    return ShardDataset(corpus_dir, split=split, shuffle_seed=shuffle_seed, start=start)


def read_manifest(corpus_dir) -> Dict:
    try:
        from deid.models.data import read_corpus_manifest
    except ImportError:
        manifest = _own_manifest(corpus_dir)
    else:
        manifest = read_corpus_manifest(corpus_dir)
    return manifest if isinstance(manifest, dict) else dict(vars(manifest))


def has_split(corpus_dir, split: str) -> bool:
    return any((Path(corpus_dir) / "shards" / split).glob("part-*.parquet"))
