"""The pretraining corpus job: ``deid corpus`` / ``python -m deid.pipelines.corpus``.

Two passes over the de-identified notes (docs/CONTRACT.md output), in one ``run()``:

    pass 1  notes ─CountWords─ScoreWords─SelectVocabulary(each strategy)─ScrubVocabulary─WriteVocabulary
            registry ─ReadRegistry─NameWords ──────────────────────────────┘
    driver  vocabulary.tsv + alphabet ─> WordPiece tokenizer (deid.corpus.tokenizer) ─> tokenizer.json
    pass 2  notes ─PackSequences─WriteShards(shards/train, shards/heldout)─WriteManifest

Users run ``deid run ... --keep-fields source,labels`` so that the
de-identified output carries ``source`` and ``labels``; without them every
note counts as source "unknown" and mutual information has nothing to use.

CORPUS_DIR receives ``manifest.json``, ``tokenizer.json`` with
``tokenizer_config.json`` and ``special_tokens_map.json`` (loadable by
``transformers.AutoTokenizer``), ``vocabulary/`` (vocabulary.tsv,
report.json) and ``shards/{train,heldout}/part-*.parquet``. Removed words
are listed, in clear, only under ``--restricted-output``.

Both passes write into staging folders; CORPUS_DIR (and the restricted folder)
are replaced only when both passes have finished, atomically, with a
``_SUCCESS`` marker (``deid.publish``): a failed or killed run leaves the
previous corpus whole. The restricted folder is published first, so a corpus
with ``_SUCCESS`` always has its list of removed words beside it.
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import logging
import secrets
import sys
from dataclasses import dataclass, field
from typing import Dict, Optional, Sequence, Tuple

import apache_beam as beam
import pyarrow as pa
import pyarrow.parquet as pq
from apache_beam.io.filesystems import FileSystems
from apache_beam.options.pipeline_options import PipelineOptions, StandardOptions

from deid.contract import CONTRACT_VERSION
from deid.publish import SUCCESS, Publisher
from deid.corpus.mutual_information import word_score
from deid.corpus.manifest import build_corpus_manifest
from deid.corpus.packing import SPLITS
from deid.corpus.report import read_vocabulary_tsv
from deid.corpus.scrub import FLAGGED, ScrubConfig, name_digest, registry_name_words
from deid.corpus.strategy import DEFAULT_STRATEGY, Strategy, parse_strategy
from deid.corpus.tokenizer import (
    assemble_vocabulary, build_tokenizer, save_pretrained, special_token_ids,
)
from deid.command_line import check_beam_options, package_versions, run_command
from deid.transforms.corpus.count_words import CountWords
from deid.transforms.corpus.pack_sequences import EVENTS, PackConfig, PackSequences
from deid.transforms.io.read_registry import ReadRegistry
from deid.transforms.corpus.scrub_vocabulary import ScrubVocabulary
from deid.transforms.corpus.select_vocabulary import SelectVocabulary
from deid.transforms.io.write_manifest import WriteManifest
from deid.transforms.io.write_shards import ShardConfig, WriteShards
from deid.transforms.corpus.write_vocabulary import VocabularyFiles, WriteVocabulary

_LOG = logging.getLogger(__name__)

INPUT_COLUMNS = ("note_id", "text", "source", "labels")
REQUIRED_COLUMNS = ("note_id", "text")
SHARD_SCHEMA = pa.schema([
    pa.field("input_ids", pa.list_(pa.int32()), nullable=False),
    pa.field("source", pa.string(), nullable=False),
])
WORK = "_work"


class CorpusOptions:
    """The job's own flags. Not a ``PipelineOptions`` subclass on purpose: Beam parses the flags of
    every subclass loaded in the process with one parser, and ``--registry`` / ``--output`` of
    ``deid run``'s options would then conflict. Beam's own flags go to Beam untouched; any
    other unknown flag is an error (``deid.command_line``)."""

    @classmethod
    def parser(cls, prog: str = "deid corpus") -> argparse.ArgumentParser:
        parser = argparse.ArgumentParser(
            prog=prog, allow_abbrev=False,
            description="Build a pretraining corpus from de-identified notes "
                        "(deid run ... --keep-fields source,labels). Any Beam pipeline option is accepted too.")
        cls.add_arguments(parser)
        return parser

    @staticmethod
    def parse(argv: Sequence[str]) -> Tuple[argparse.Namespace, list]:
        return CorpusOptions.parser().parse_known_args(list(argv))

    @staticmethod
    def add_arguments(parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--input", help="de-identified notes: DIR/deidentified, or a glob of Parquet files")
        parser.add_argument("--registry", help="person registry (CSV or JSON Lines) whose names are scrubbed")
        parser.add_argument("--output", help="corpus folder (CORPUS_DIR)")
        parser.add_argument("--strategy", dest="strategies", action="append", default=[],
                            help="vocabulary strategy, rules joined by '+': min-freq=N, intersection=S, "
                                 "mutual-information=N, cap=N; repeatable: the first builds the tokenizer, "
                                 f"all are reported (default {DEFAULT_STRATEGY})")
        parser.add_argument("--seq-len", dest="seq_len", type=int, default=512)
        parser.add_argument("--shard-size-mb", dest="shard_size_mb", type=int, default=128,
                            help="rotate shards at about this many MB of (uncompressed) int32 ids")
        parser.add_argument("--seed", type=int, default=0, help="seed of the global shuffle")
        parser.add_argument("--heldout-fraction", dest="heldout_fraction", type=float, default=0.02)
        parser.add_argument("--subword-pieces", dest="subword_pieces", type=int, default=2000,
                            help="subword pieces added to the tokenizer beyond words and alphabet")
        parser.add_argument("--pack-tokens", dest="pack_tokens", type=int, default=1 << 20,
                            help="tokens per packing bucket (memory of one packing step)")
        parser.add_argument("--min-lowercase-share", dest="min_lowercase_share", type=float, default=0.5,
                            help="a registry name that is a common word is kept when at least this share "
                                 "of its occurrences is lower case")
        parser.add_argument("--flag-capitalized-share", dest="flag_capitalized_share", type=float, default=0.5)
        parser.add_argument("--drop-flagged", dest="drop_flagged", action="store_true",
                            help="also remove words the name lexicon flags")
        parser.add_argument("--restricted-output", dest="restricted_output", default=None,
                            help="folder for the list of removed and flagged words, in clear (privacy office only)")


@dataclass(frozen=True)
class CorpusConfig:
    input_pattern: str
    columns: Tuple[str, ...]
    registry: str
    output: str
    strategies: Tuple[Strategy, ...]
    scrub: ScrubConfig = ScrubConfig()
    seq_len: int = 512
    shard_size_mb: int = 128
    seed: int = 0
    heldout_fraction: float = 0.02
    subword_pieces: int = 2000
    pack_tokens: int = 1 << 20
    restricted_output: Optional[str] = None
    options: Dict = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.strategies:
            raise ValueError("at least one vocabulary strategy is needed")
        if self.shard_size_mb < 1:
            raise ValueError("--shard-size-mb must be positive")
        if self.subword_pieces < 0:
            raise ValueError("--subword-pieces must be >= 0")
        PackConfig("", self.seq_len, self.seed, self.heldout_fraction, self.pack_tokens)  # validates

    def path(self, *parts: str) -> str:
        return FileSystems.join(self.output, *parts)

    @property
    def rows_per_shard(self) -> int:
        return max(1, self.shard_size_mb * (1 << 20) // (4 * self.seq_len))


def input_pattern(value: str) -> str:
    if value.endswith(".parquet") or any(c in value for c in "*?["):
        return value
    return FileSystems.join(value, "part-*.parquet")


def input_columns(pattern: str) -> Tuple[str, ...]:
    """The contract columns the input has: note_id and text always, source and labels when kept."""
    matches = FileSystems.match([pattern])[0].metadata_list
    if not matches:
        raise ValueError("--input: no Parquet file matches the given folder or glob")
    with FileSystems.open(sorted(m.path for m in matches)[0]) as handle:
        names = pq.read_schema(pa.BufferReader(handle.read())).names
    missing = [c for c in REQUIRED_COLUMNS if c not in names]
    if missing:
        raise ValueError(f"--input lacks the column(s) {', '.join(missing)}: is it deid run's output?")
    return tuple(c for c in INPUT_COLUMNS if c in names)


def config_from_options(opts: argparse.Namespace, runner: Optional[str] = None) -> CorpusConfig:
    missing = [flag for flag, value in (("--input", opts.input), ("--registry", opts.registry),
                                        ("--output", opts.output)) if not value]
    if missing:
        raise ValueError(f"missing required option(s): {', '.join(missing)}")
    if not FileSystems.match([opts.registry])[0].metadata_list:
        raise ValueError("--registry: no file matches the given path or glob")
    pattern = input_pattern(opts.input)
    strategies = tuple(parse_strategy(s) for s in (opts.strategies or [DEFAULT_STRATEGY]))
    if len({str(s) for s in strategies}) != len(strategies):
        raise ValueError("--strategy: each strategy at most once")
    scrub = ScrubConfig(opts.min_lowercase_share, opts.flag_capitalized_share, opts.drop_flagged)
    recorded = {
        "strategies": [str(s) for s in strategies], "seq_len": opts.seq_len,
        "shard_size_mb": opts.shard_size_mb, "seed": opts.seed, "heldout_fraction": opts.heldout_fraction,
        "subword_pieces": opts.subword_pieces, "pack_tokens": opts.pack_tokens,
        "min_lowercase_share": opts.min_lowercase_share, "flag_capitalized_share": opts.flag_capitalized_share,
        "drop_flagged": opts.drop_flagged, "restricted_output": bool(opts.restricted_output),
        "runner": runner,
    }
    return CorpusConfig(
        input_pattern=pattern, columns=input_columns(pattern), registry=opts.registry, output=opts.output,
        strategies=strategies, scrub=scrub, seq_len=opts.seq_len, shard_size_mb=opts.shard_size_mb,
        seed=opts.seed, heldout_fraction=opts.heldout_fraction, subword_pieces=opts.subword_pieces,
        pack_tokens=opts.pack_tokens, restricted_output=opts.restricted_output, options=recorded,
    )


def _read_notes(pipeline: beam.Pipeline, config: CorpusConfig, label: str):
    return pipeline | label >> beam.io.ReadFromParquet(config.input_pattern, columns=list(config.columns))


def _score(item, classes, use_mi: bool):
    word, stats = item
    return word, (stats, word_score(stats, classes) if use_mi else 0.0)


def scrub_rule(config: ScrubConfig) -> dict:
    return {
        "removed": "selected words equal to a word (two characters or more, not a particle) of a registry "
                   "first or last name, after NFC and lower-casing",
        "common_word_exception": "kept when in deid.lexicon.common_words and at least "
                                 f"{config.min_lowercase_share} of its occurrences are lower case",
        "flagged": "faker name lexicon, not a common word, capitalized in at least "
                   f"{config.flag_capitalized_share} of its occurrences",
        "flagged_removed": config.drop_flagged,
    }


def build_vocabulary(pipeline: beam.Pipeline, config: CorpusConfig, digest_key: bytes) -> None:
    """Pass 1: count, select, scrub; write vocabulary/ and the work files the tokenizer needs."""
    notes = _read_notes(pipeline, config, "ReadNotes")
    counted = notes | "CountWords" >> CountWords()
    use_mi = any(s.uses_mutual_information for s in config.strategies)
    scored = counted["words"] | "ScoreWords" >> beam.Map(
        _score, classes=beam.pvalue.AsDict(counted["classes"]), use_mi=use_mi)
    selections = [scored | f"Select{i}" >> SelectVocabulary(s) for i, s in enumerate(config.strategies)]

    persons = pipeline | "ReadRegistry" >> ReadRegistry(config.registry)
    names = (
        persons.persons
        | "NameWords" >> beam.FlatMap(lambda person: sorted(registry_name_words([person])))
        | "DistinctNames" >> beam.Distinct()
    )
    scrubbed = selections[0]["kept"] | "Scrub" >> ScrubVocabulary(names, config.scrub)

    _ = (
        names
        | "DigestNames" >> beam.Map(name_digest, key=digest_key)
        | "WriteNameDigests" >> beam.io.WriteToText(config.path(WORK, "name_digests"), file_name_suffix=".txt")
    )
    strategy_events = tuple(sel["events"] for sel in selections) | "AllStrategyEvents" >> beam.Flatten()
    files = VocabularyFiles(config.path("vocabulary", "vocabulary.tsv"), config.path("vocabulary", "report.json"),
                            config.path(WORK, "alphabet.json"), config.strategies, scrub_rule(config.scrub))
    _ = scrubbed["vocabulary"] | "WriteVocabulary" >> WriteVocabulary(
        files, counted["events"], strategy_events, scrubbed["events"], counted["classes"], counted["chars"])

    if config.restricted_output:
        listed = (
            (scrubbed["removed"],
             scrubbed["vocabulary"] | "Flagged" >> beam.Filter(lambda record: record[3] == FLAGGED))
            | "Listed" >> beam.Flatten()
        )
        _ = listed | "WriteRestricted" >> WriteShards(
            ShardConfig(FileSystems.join(config.restricted_output, "removed_words"), "jsonl", ("word",), 1_000_000),
            to_row=lambda record: {"word": record[0], "outcome": record[3], "count": record[1].count})


def _read_text(path: str) -> str:
    with FileSystems.open(path) as handle:
        return handle.read().decode("utf-8")


def write_tokenizer(config: CorpusConfig, digest_key: bytes):
    """Driver step between the passes: the WordPiece tokenizer over the scrubbed vocabulary."""
    words = read_vocabulary_tsv(_read_text(config.path("vocabulary", "vocabulary.tsv")))
    alphabet = json.loads(_read_text(config.path(WORK, "alphabet.json")))
    digests = set()
    for match in FileSystems.match([config.path(WORK, "name_digests*")])[0].metadata_list:
        digests.update(line for line in _read_text(match.path).splitlines() if line)
    tokens = assemble_vocabulary(words, alphabet, config.subword_pieces,
                                 blocked=lambda piece: name_digest(piece, digest_key) in digests)
    tokenizer = build_tokenizer(tokens)
    sha = save_pretrained(tokenizer, config.output, config.seq_len)
    return tokenizer, sha, len(words)


def build_shards(pipeline: beam.Pipeline, config: CorpusConfig, tokenizer_json: str, static: dict) -> None:
    """Pass 2: tokenize, pack, shuffle, write the shards and the manifest."""
    notes = _read_notes(pipeline, config, "ReadNotes")
    packed = notes | "PackSequences" >> PackSequences(PackConfig(
        tokenizer_json, config.seq_len, config.seed, config.heldout_fraction, config.pack_tokens))
    written = [
        packed[split] | f"Write{split.capitalize()}" >> WriteShards(ShardConfig(
            config.path("shards", split), "parquet", ("key",), config.rows_per_shard, SHARD_SCHEMA))
        for split in SPLITS
    ]
    shards = tuple(written) | "AllShards" >> beam.Flatten()
    _ = packed[EVENTS] | "WriteManifest" >> WriteManifest(config.path("manifest.json"), static, shards,
                                                                    build=build_corpus_manifest)


# What a run writes at the top of CORPUS_DIR and of the restricted folder (each replaced whole).
OUTPUT_ENTRIES = frozenset({"manifest.json", "tokenizer.json", "tokenizer_config.json", "special_tokens_map.json",
                            "vocabulary", "shards", WORK, SUCCESS})
RESTRICTED_ENTRIES = frozenset({"removed_words", SUCCESS})


def _pipeline(options: PipelineOptions, test_pipeline: Optional[beam.Pipeline]) -> beam.Pipeline:
    return test_pipeline if test_pipeline is not None else beam.Pipeline(options=options)


def run(argv: Optional[Sequence[str]] = None, test_pipeline: Optional[beam.Pipeline] = None,
        test_pipeline_shards: Optional[beam.Pipeline] = None) -> dict:
    """Run both passes; return the manifest."""
    argv = list(sys.argv[1:] if argv is None else argv)
    check_beam_options("deid corpus", argv, [CorpusOptions.add_arguments])
    opts, beam_args = CorpusOptions.parse(argv)
    options = PipelineOptions(beam_args)
    standard = options.view_as(StandardOptions)
    if not standard.runner and test_pipeline is None:
        standard.runner = "FnApiRunner"  # see deid.pipelines.deidentify: no Prism download offline
    config = config_from_options(opts, standard.runner)
    publishers = [Publisher(config.output, OUTPUT_ENTRIES)]
    if config.restricted_output:
        publishers.insert(0, Publisher(config.restricted_output, RESTRICTED_ENTRIES, flag="--restricted-output"))
    for publisher in publishers:
        publisher.check()  # both locations, before either is locked or staged
    started = []
    try:
        for publisher in publishers:
            publisher.start()
            started.append(publisher)
        staged = dataclasses.replace(config, output=publishers[-1].staging, restricted_output=(
            publishers[0].staging if config.restricted_output else None))
        manifest = _run_passes(staged, options, test_pipeline, test_pipeline_shards)
        for publisher in publishers:
            publisher.publish()
    except BaseException:
        for publisher in started:
            publisher.abandon()
        raise
    return manifest


def _run_passes(config: CorpusConfig, options: PipelineOptions, test_pipeline: Optional[beam.Pipeline],
                test_pipeline_shards: Optional[beam.Pipeline]) -> dict:
    digest_key = secrets.token_bytes(32)  # lives for this run only; the digests are deleted below

    pass1 = _pipeline(options, test_pipeline)
    build_vocabulary(pass1, config, digest_key)
    pass1.run().wait_until_finish()

    tokenizer, sha, words = write_tokenizer(config, digest_key)
    FileSystems.delete([config.path(WORK)])

    static = {
        "contract_version": CONTRACT_VERSION,
        "job": "corpus",
        "sequence_length": config.seq_len,
        "seed": config.seed,
        "heldout_fraction": config.heldout_fraction,
        "rows_per_shard": config.rows_per_shard,
        "tokenizer": {"file": "tokenizer.json", "sha256": sha, "model": "wordpiece", "lowercase": True,
                      "vocab_size": tokenizer.get_vocab_size(), "special_tokens": special_token_ids()},
        "vocabulary": {"strategy": str(config.strategies[0]), "strategies": [str(s) for s in config.strategies],
                       "words": words, "report": "vocabulary/report.json"},
        "packing": "<s> + (seq_len - 1) ids of the stream note </s> note </s> ...; last sequence of a "
                   "(split, source) bucket padded with <pad>",
        "schema": {"input_ids": "list<int32>", "source": "string"},
        "options": config.options,
        "versions": package_versions(("deid-engine", "apache-beam", "pyarrow", "tokenizers")),
    }
    pass2 = _pipeline(options, test_pipeline_shards)
    build_shards(pass2, config, tokenizer.to_str(), static)
    pass2.run().wait_until_finish()
    return json.loads(_read_text(config.path("manifest.json")))


def summary(manifest: dict, output: str) -> str:
    train, heldout = manifest["splits"]["train"], manifest["splits"]["heldout"]
    return "\n".join([
        f"corpus: {manifest['sequences']} sequences of {manifest['sequence_length']} ids, "
        f"{manifest['tokens']} tokens ({train['sequences']} train, {heldout['sequences']} held out)",
        f"  vocabulary: {manifest['vocabulary']['words']} words ({manifest['vocabulary']['strategy']}), "
        f"tokenizer {manifest['tokenizer']['vocab_size']} tokens",
        f"  report:     {FileSystems.join(output, 'vocabulary', 'report.json')}",
        f"  manifest:   {FileSystems.join(output, 'manifest.json')}",
    ])


def main(argv: Optional[Sequence[str]] = None) -> int:
    return run_command("deid corpus", argv, run,
                       lambda manifest, args: summary(manifest, CorpusOptions.parse(args)[0].output),
                       print_help=lambda: CorpusOptions.parser().print_help())


if __name__ == "__main__":
    sys.exit(main())
