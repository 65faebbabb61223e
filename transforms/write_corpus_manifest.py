"""WriteCorpusManifest: manifest.json once every shard is written (shard infos as a side input)."""
from __future__ import annotations

import json

import apache_beam as beam
from apache_beam.io.filesystems import FileSystems

from deid.corpus.manifest import build_corpus_manifest


class WriteCorpusManifest(beam.PTransform):
    def __init__(self, path: str, static: dict, shards):
        super().__init__()
        self._path = path
        self._static = static
        self._shards = shards

    def expand(self, events):
        stats = events | "Sum" >> beam.CombinePerKey(sum) | "ToDict" >> beam.combiners.ToDict()
        path, static = self._path, self._static

        def write(_, stats, shards):
            manifest = build_corpus_manifest(static, stats, shards)
            with FileSystems.create(path) as handle:
                handle.write((json.dumps(manifest, indent=2, sort_keys=True) + "\n").encode("utf-8"))
            return manifest["sequences"]

        return (
            events.pipeline
            | "Once" >> beam.Create([None])
            | "Write" >> beam.Map(write, beam.pvalue.AsSingleton(stats), beam.pvalue.AsList(self._shards))
        )
