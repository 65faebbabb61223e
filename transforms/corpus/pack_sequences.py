"""PackSequences: de-identified note rows -> fixed-length id sequences per split (``deid.corpus.packing``).

    rows ─Tokenize─┬─────────────────────── AssignBucket ─GroupByKey─Pack─> {train, heldout, events}
                   └─TokensPerGroup (combiner) ─┘ (side input: buckets per split and source)

The tokenizer is loaded once per worker (``setup``) from its JSON text, a
small picklable config. Output rows are dicts ``key``, ``input_ids`` (int32
array), ``source``; ``key`` is the shuffle key the shard writer orders by.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

import apache_beam as beam
import numpy as np

from deid.corpus.counts import source_of
from deid.corpus.packing import SPLITS, bucket_count, bucket_of, pack, sequence_key, split_of
from deid.corpus.tokenizer import BOS, EOS, PAD, SPECIAL_TOKENS

EVENTS = "events"


@dataclass(frozen=True)
class PackConfig:
    tokenizer_json: str
    seq_len: int = 512
    seed: int = 0
    heldout_fraction: float = 0.02
    pack_tokens: int = 1 << 20

    def __post_init__(self) -> None:
        if not 8 <= self.seq_len <= 1 << 20:
            raise ValueError("seq_len must lie between 8 and 1048576")
        if not 0.0 <= self.heldout_fraction < 1.0:
            raise ValueError("heldout_fraction must lie in [0, 1)")
        if self.pack_tokens < self.seq_len:
            raise ValueError("pack_tokens must be at least seq_len")


class TokenizeNoteFn(beam.DoFn):
    """A note row -> ((split, source), (note_id, int32 ids)); the note's text leaves no other trace."""

    def __init__(self, config: PackConfig):
        super().__init__()
        self._config = config
        self._tokenizer = None

    def setup(self) -> None:
        from tokenizers import Tokenizer

        self._tokenizer = Tokenizer.from_str(self._config.tokenizer_json)

    def process(self, row: dict) -> Iterable:
        note_id = row["note_id"]
        ids = self._tokenizer.encode(row.get("text") or "", add_special_tokens=False).ids
        split = split_of(note_id, self._config.heldout_fraction)
        yield (split, source_of(row.get("source"))), (note_id, np.asarray(ids, dtype=np.int32))


class PackBucketFn(beam.DoFn):
    def __init__(self, config: PackConfig):
        super().__init__()
        self._config = config

    def process(self, element) -> Iterable:
        (split, source, bucket), notes = element
        notes = list(notes)
        config = self._config
        ids = {token: i for i, token in enumerate(SPECIAL_TOKENS)}
        yield beam.pvalue.TaggedOutput(EVENTS, (f"{split}:notes", len(notes)))
        for index, (sequence, used) in enumerate(pack(notes, config.seq_len, ids[BOS], ids[EOS], ids[PAD])):
            yield beam.pvalue.TaggedOutput(EVENTS, (f"{split}:sequences", 1))
            yield beam.pvalue.TaggedOutput(EVENTS, (f"{split}:tokens", used))
            yield beam.pvalue.TaggedOutput(EVENTS, (f"{split}:padding_tokens", config.seq_len - used))
            yield beam.pvalue.TaggedOutput(split, {
                "key": sequence_key(config.seed, split, source, bucket, index),
                "input_ids": sequence,
                "source": source,
            })


class PackSequences(beam.PTransform):
    def __init__(self, config: PackConfig):
        super().__init__()
        self._config = config

    def expand(self, rows):
        config = self._config
        tokenized = rows | "Tokenize" >> beam.ParDo(TokenizeNoteFn(config))
        buckets = (
            tokenized
            | "GroupTokens" >> beam.Map(lambda kv: (kv[0], len(kv[1][1]) + 1))
            | "TokensPerGroup" >> beam.CombinePerKey(sum)
            | "Buckets" >> beam.Map(lambda kv: (kv[0], bucket_count(kv[1], config.pack_tokens)))
        )
        packed = (
            tokenized
            | "AssignBucket" >> beam.Map(
                lambda kv, n: ((*kv[0], bucket_of(kv[1][0], n[kv[0]])), kv[1]), n=beam.pvalue.AsDict(buckets))
            | "GroupByBucket" >> beam.GroupByKey()
            | "Pack" >> beam.ParDo(PackBucketFn(config)).with_outputs(EVENTS, *SPLITS)
        )
        out = {split: packed[split] for split in SPLITS}
        out[EVENTS] = packed[EVENTS]
        return out
