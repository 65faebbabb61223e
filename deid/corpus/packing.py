"""Held-out split, packing of notes into fixed-length sequences, and the shuffle order.

**Split.** A note goes to ``heldout`` when a stable hash of its ``note_id``
(BLAKE2b, not seeded: the split does not change with ``--seed``) falls below
``heldout_fraction``; all its sequences follow it.

**Packing.** Notes are grouped into pack buckets of one split and one
source (so every sequence has one source); a bucket's notes are taken in
``note_id`` order and concatenated, each followed by ``</s>``:

    note1 </s> note2 </s> note3 </s> ...

This stream is cut into pieces of ``seq_len - 1`` ids and each sequence is
``<s>`` + piece: exactly ``seq_len`` ids. A long note simply continues in the
next sequence. Only the last sequence of a bucket may be short; it is filled
with ``<pad>`` (id 1): a trainer masks attention where ``input_ids == pad``.
The number of buckets of a (split, source) follows its token count
(``pack_tokens`` per bucket, about), so the padding is at most one sequence
per bucket and a bucket fits one worker's memory.

**Shuffle.** Each sequence's sort key is a BLAKE2b hash of (seed, split,
source, bucket, index): shards are assigned and ordered by it, so the order is
a global shuffle, fixed by the seed, whatever the number of workers.
"""
from __future__ import annotations

import hashlib
from typing import Iterable, Iterator, List, Sequence, Tuple

import numpy as np

SPLITS = ("train", "heldout")


def _unit(material: str) -> int:
    return int.from_bytes(hashlib.blake2b(material.encode("utf-8"), digest_size=8).digest(), "big")


def split_of(note_id: str, heldout_fraction: float) -> str:
    return "heldout" if _unit(f"split:{note_id}") < heldout_fraction * 2 ** 64 else "train"


def bucket_count(tokens: int, pack_tokens: int) -> int:
    return max(1, -(-tokens // pack_tokens))


def bucket_of(note_id: str, buckets: int) -> int:
    return _unit(f"bucket:{note_id}") % buckets


def sequence_key(seed: int, split: str, source: str, bucket: int, index: int) -> str:
    material = f"{seed}\x1f{split}\x1f{source}\x1f{bucket}\x1f{index}".encode("utf-8")
    return hashlib.blake2b(material, digest_size=16).hexdigest()


def pack(notes: Iterable[Tuple[str, Sequence[int]]], seq_len: int, bos: int, eos: int, pad: int
         ) -> Iterator[Tuple[np.ndarray, int]]:
    """Yield (sequence of ``seq_len`` int32 ids, number of non-pad ids) from (note_id, ids) pairs.

    Notes are taken in note_id order (ties by their ids), whatever order they come in.
    """
    if seq_len < 2:
        raise ValueError("seq_len must be at least 2")
    ordered = sorted(notes, key=lambda item: (item[0], np.asarray(item[1], dtype=np.int32).tobytes()))
    parts: List[np.ndarray] = []
    for _, ids in ordered:
        parts.append(np.asarray(ids, dtype=np.int32))
        parts.append(np.array([eos], dtype=np.int32))
    if not parts:
        return
    stream = np.concatenate(parts)
    body = seq_len - 1
    for start in range(0, len(stream), body):
        piece = stream[start:start + body]
        sequence = np.full(seq_len, pad, dtype=np.int32)
        sequence[0] = bos
        sequence[1:1 + len(piece)] = piece
        yield sequence, 1 + len(piece)
