"""Streaming the corpus shards of ``deid corpus`` into a torch training loop.

``ShardDataset`` reads the shards a manifest lists for one split, in the
manifest's order (already a global shuffle, fixed at writing). Rows are
dealt round-robin: row i of the split goes to distributed rank
``i % world_size``; a rank's rows, after skipping the first ``start`` of them
(resuming), go round-robin to its DataLoader workers. Every row is read by
exactly one (rank, worker), none is lost, and ``start`` counts rows of this
rank, so a trainer resumes with ``start = steps * per_rank_batch_size``.

With ``shuffle_seed`` the shard order and the rows within each shard are
permuted again (a block shuffle, e.g. one seed per epoch); every rank must
use the same seed.
"""
from __future__ import annotations

import json
import os
from typing import Dict, Iterator, List, Optional

import numpy as np
import pyarrow.parquet as pq
import torch
from torch.utils.data import IterableDataset, get_worker_info

SPLITS = ("train", "heldout")


def read_corpus_manifest(corpus_dir: str) -> dict:
    with open(os.path.join(corpus_dir, "manifest.json"), encoding="utf-8") as handle:
        return json.load(handle)


def _ids_matrix(path: str, seq_len: int) -> np.ndarray:
    """The ``input_ids`` column of a shard as a (rows, seq_len) int32 array, without Python lists."""
    column = pq.read_table(path, columns=["input_ids"]).column("input_ids").combine_chunks()
    values = column.values.to_numpy(zero_copy_only=False)
    if len(values) != len(column) * seq_len:
        raise ValueError("a shard holds sequences of another length than the manifest says")
    return values.reshape(len(column), seq_len)


class ShardDataset(IterableDataset):
    def __init__(self, corpus_dir: str, split: str = "train", shuffle_seed: Optional[int] = None,
                 start: int = 0, rank: int = 0, world_size: int = 1):
        super().__init__()
        if split not in SPLITS:
            raise ValueError(f"split must be one of {', '.join(SPLITS)}")
        if world_size < 1 or not 0 <= rank < world_size:
            raise ValueError("need 0 <= rank < world_size")
        if start < 0:
            raise ValueError("start must be >= 0")
        self.manifest = read_corpus_manifest(corpus_dir)
        self.seq_len = int(self.manifest["sequence_length"])
        self.shards: List[Dict] = [s for s in self.manifest["shards"] if s["split"] == split]
        self.corpus_dir = corpus_dir
        self.shuffle_seed = shuffle_seed
        self.start = start
        self.rank = rank
        self.world_size = world_size

    @property
    def rows(self) -> int:
        return sum(s["rows"] for s in self.shards)

    def __len__(self) -> int:
        """Rows this rank yields (over all its workers) from ``start`` on."""
        mine = len(range(self.rank, self.rows, self.world_size))
        return max(0, mine - self.start)

    def _order(self):
        """(shard, row permutation or None) in reading order."""
        shards = list(range(len(self.shards)))
        if self.shuffle_seed is None:
            return [(i, None) for i in shards]
        rng = np.random.default_rng(self.shuffle_seed)
        rng.shuffle(shards)
        return [(i, rng.permutation(self.shards[i]["rows"])) for i in shards]

    def __iter__(self) -> Iterator[Dict[str, torch.Tensor]]:
        info = get_worker_info()
        worker, workers = (info.id, info.num_workers) if info else (0, 1)
        offset = 0  # global index of the current shard's first row
        for index, permutation in self._order():
            n = self.shards[index]["rows"]
            # Global rows of this rank in this shard, and their positions among the rank's rows.
            first = (self.rank - offset) % self.world_size
            local = np.arange(first, n, self.world_size)
            position = (offset + local - self.rank) // self.world_size
            keep = (position >= self.start) & ((position - self.start) % workers == worker)
            offset += n
            if not keep.any():
                continue
            ids = _ids_matrix(os.path.join(self.corpus_dir, self.shards[index]["path"]), self.seq_len)
            if permutation is not None:
                ids = ids[permutation]
            for row in local[keep]:
                yield {"input_ids": torch.from_numpy(ids[row].astype(np.int64))}
