"""The corpus manifest: what a trainer needs to trust and stream the shards."""
from __future__ import annotations

from typing import Mapping, Sequence

from deid.corpus.packing import SPLITS

FORMAT = "deid-corpus"
FORMAT_VERSION = 1
SHARD_DIRECTORY = "shards"


def build_corpus_manifest(static: Mapping, stats: Mapping[str, int], shards: Sequence[Mapping]) -> dict:
    """``static`` from the driver, ``stats`` summed events ``split:name``, ``shards`` WriteShards infos."""
    manifest = dict(static)
    listing = sorted(
        ({"split": s["directory"], "path": f"{SHARD_DIRECTORY}/{s['directory']}/{s['file']}",
          "rows": s["rows"], "sha256": s["sha256"]} for s in shards),
        key=lambda s: (SPLITS.index(s["split"]), s["path"]))
    splits = {}
    for split in SPLITS:
        splits[split] = {name: stats.get(f"{split}:{name}", 0)
                         for name in ("notes", "sequences", "tokens", "padding_tokens")}
        splits[split]["shards"] = sum(1 for s in listing if s["split"] == split)
    manifest.update(
        format=FORMAT,
        format_version=FORMAT_VERSION,
        splits=splits,
        sequences=sum(s["sequences"] for s in splits.values()),
        tokens=sum(s["tokens"] for s in splits.values()),
        padding_tokens=sum(s["padding_tokens"] for s in splits.values()),
        shards=listing,
    )
    return manifest
