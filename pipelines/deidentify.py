"""The nightly de-identification job: ``deid run`` / ``python -m deid.pipelines.deidentify``.

    notes ─ReadNotes─┐
                     ├─JoinRegistry─Deidentify─┬─WriteShards(deidentified/)
    registry ─Read───┘                         ├─WriteShards(key_table/)   (only with --key-table)
    every rejection ──────────────────────────-┴─WriteShards(dead_letter/) ─ WriteManifest

``build(pipeline, config)`` only wires the graph; ``run(argv)`` parses the
command line, validates everything that can be validated before any data
moves (key, globs, options, the output location), runs into a staging folder,
publishes it atomically with a ``_SUCCESS`` marker (``deid.publish``: a failed
or killed run leaves the previous output whole), and prints a short summary.
The data contract is docs/CONTRACT.md.
"""
from __future__ import annotations

import argparse
import dataclasses
import datetime as _dt
import json
import logging
import os
import sys
from dataclasses import dataclass, field
from typing import Dict, Optional, Sequence, Tuple

import apache_beam as beam
from apache_beam.io.filesystems import FileSystems
from apache_beam.options.pipeline_options import PipelineOptions, StandardOptions

from deid.contract import CONTRACT_VERSION
from deid.detect import catalog
from deid.detect.catalog import DEFAULT_DETECTORS, DETECTOR_NAMES
from deid.detect.profile import DEFAULT_PROFILE, DETECTION_PROFILES, detection_profile
from deid.failure_policy import DEFAULT_POLICY, POLICIES
from deid.progress import ProgressConfig
from deid.keys import MissingKeyError, load_key
from deid.incremental import engine_digest, fingerprint_parts, run_fingerprint, why_not_reusable
from deid.lexicon.version import lexicon_digest
from deid.output import KEY_TABLE_SCHEMA, STATE_SCHEMA, notes_schema
from deid.publish import SUCCESS, Publisher
from deid.review import REPORT_NAME
from deid.locales import LOCALES
from deid.surrogates.pools_version import SURROGATE_POOLS_VERSION
from deid.command_line import check_beam_options, package_versions, run_command
from deid.pipelines.options import SharedPathOptions
from deid.transforms.deidentify.stage import Deidentify, DeidentifyConfig
from deid.transforms.deidentify.join_registry import JoinConfig, JoinRegistry
from deid.transforms.io.read_notes import ReadNotes, ReadNotesConfig
from deid.transforms.io.read_registry import ReadRegistry
from deid.transforms.deidentify.limit_note_length import DEFAULT_MAX_NOTE_CHARS
from deid.transforms.deidentify.replace_identifiers import ReplaceConfig
from deid.transforms.deidentify.reuse_previous import PublishedDigests, ReuseConfig, ReusePrevious
from deid.transforms.deidentify.report_progress import LOGGER as PROGRESS_LOGGER, ReportProgress
from deid.transforms.io.write_manifest import WriteManifest, note_row_events, rejection_events
from deid.transforms.io.write_shards import ShardConfig, WriteShards

# What --fallback-labels may name: the free fill-in's labels and the cloze's (deid.surrogates.fallback).
GENERATIVE_LABELS = frozenset({"PROFESSION", "ORGANIZATION", "NAME", "LOCATION"})

_LOG = logging.getLogger(__name__)



class DeidentifyOptions(PipelineOptions):
    """The contract's command line (docs/CONTRACT.md); every other flag goes to Beam.

    ``--registry`` and ``--output`` are declared in ``deid.pipelines.options`` (shared with ``deid leakage``).
    """

    @classmethod
    def _add_argparse_args(cls, parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--notes", help="glob of notes: *.jsonl, *.jsonl.gz or *.parquet")
        parser.add_argument("--locale", default="nl_BE", help="locale of notes that name none")
        parser.add_argument("--notes-format", dest="notes_format", default="auto",
                            choices=("auto", "jsonl", "parquet"))
        parser.add_argument("--key-file", dest="key_file", default=None,
                            help="file holding the surrogate key (else $DEID_KEY)")
        parser.add_argument("--demo-key", dest="demo_key", action="store_true",
                            help="use the public demo key: output is NOT protected")
        parser.add_argument("--key-table", dest="key_table", action="store_true",
                            help="also write the original -> surrogate mapping to key_table/")
        parser.add_argument("--pseudonymize-ids", dest="pseudonymize_ids", action="store_true",
                            help="replace patient ids by keyed pseudonyms")
        parser.add_argument("--keep-fields", dest="keep_fields", default="",
                            help="comma-separated input fields to carry through untouched")
        parser.add_argument("--replace", dest="replace", default="surrogates", choices=("surrogates", "tags"))
        parser.add_argument("--tag-style", dest="tag_style", default="brackets", choices=("brackets", "spacy"),
                            help="with --replace tags: [NAME] (brackets) or PERSON (spacy)")
        parser.add_argument("--date-shift-days", dest="date_shift_days", default="30,365",
                            help="MIN,MAX: each patient's dates move by a keyed number of days in this range, "
                                 "either direction, never 0")
        parser.add_argument("--age-cap", dest="age_cap", type=int, default=89,
                            help="ages above this become '90+' (0: keep every age)")
        parser.add_argument("--fallback-model", dest="fallback_model", default=None,
                            help="local masked-LM folder: generative surrogates for professions and "
                                 "organizations (off by default; the note's comment says when used)")
        parser.add_argument("--fallback-labels", dest="fallback_labels", default="PROFESSION,ORGANIZATION",
                            help="with --fallback-model: the labels it fills, among PROFESSION, ORGANIZATION "
                                 "(free fill-in), NAME, LOCATION (the model picks among drawn names or "
                                 "towns; a person may then get different surrogates in two places)")
        parser.add_argument("--detectors", default=",".join(DEFAULT_DETECTORS),
                            help=f"comma-separated detectors among {', '.join(DETECTOR_NAMES)}")
        parser.add_argument("--detection-profile", dest="detection_profile", default=DEFAULT_PROFILE,
                            choices=sorted(DETECTION_PROFILES),
                            help="recall (default): replace what policy leaves open too, such as a year "
                                 "alone after a date word; precision: keep those (see README, Detection)")
        parser.add_argument("--ner-model", dest="ner_models", action="append", default=[],
                            help="LANG_OR_LOCALE=MODEL (a spaCy package name or path); repeatable")
        parser.add_argument("--rows-per-shard", dest="rows_per_shard", type=int, default=50_000)
        parser.add_argument("--join-fanout", dest="join_fanout", type=int, default=8,
                            help="buckets each patient's notes are spread over in the registry join")
        parser.add_argument("--max-note-chars", dest="max_note_chars", type=int, default=DEFAULT_MAX_NOTE_CHARS,
                            help="longer notes go to the dead letters (reason note_too_long), never to a "
                                 f"detector (default {DEFAULT_MAX_NOTE_CHARS:,} characters)")
        parser.add_argument("--on-detector-failure", dest="on_detector_failure", default=DEFAULT_POLICY,
                            choices=POLICIES,
                            help="a note a detector fails on (or no NER model serves): dead-letter (default: "
                                 "fail closed) or redact-note (it goes out as [REDACTED], whole)")
        parser.add_argument("--max-dead-letter-share", dest="max_dead_letter_share", type=float, default=None,
                            help="exit 3 (success with too many dead letters) when more than this share of "
                                 "the notes (0 to 1) went to the dead letters; the output is published all "
                                 "the same. Default: off")
        parser.add_argument("--previous-output", dest="previous_output", default=None,
                            help="the previous run's output folder (may be --output itself): a note whose "
                                 "input, registry rows and run settings did not change keeps that run's row; "
                                 "the others are de-identified again (README, Incremental runs)")
        parser.add_argument("--progress-seconds", dest="progress_seconds", type=float, default=30.0,
                            help="log a progress line (counts and rate, never text) at most this often "
                                 "per worker; 0: off")


@dataclass(frozen=True)
class RunConfig:
    """Everything the graph needs, validated before it is built."""

    notes: ReadNotesConfig
    registry: str
    output: str
    deidentify: DeidentifyConfig
    join: JoinConfig = JoinConfig()
    rows_per_shard: int = 50_000
    manifest_static: Dict = field(default_factory=dict)
    progress: ProgressConfig = ProgressConfig()
    reuse: ReuseConfig = ReuseConfig()

    def path(self, *parts: str) -> str:
        return FileSystems.join(self.output, *parts)


def _split_list(value: str) -> Tuple[str, ...]:
    return tuple(part.strip() for part in value.split(",") if part.strip())


# Runners whose workers run on this machine: a model they load must exist here.
LOCAL_RUNNERS = frozenset({"DirectRunner", "BundleBasedDirectRunner", "SwitchingDirectRunner", "FnApiRunner",
                           "PrismRunner", "InteractiveRunner"})


def models_live_here(options: PipelineOptions) -> bool:
    """Whether this job's workers read this machine's files: a local runner, or a portable one
    with LOOPBACK workers. Elsewhere (Dataflow, Flink with a worker image) models may exist only
    in the image, and are checked where they load."""
    from apache_beam.options.pipeline_options import PortableOptions

    runner = options.view_as(StandardOptions).runner
    name = runner if isinstance(runner, str) or runner is None else type(runner).__name__
    if name is None or name.rsplit(".", 1)[-1] in LOCAL_RUNNERS:
        return True
    return (options.view_as(PortableOptions).environment_type or "").upper() == "LOOPBACK"


def ner_config(names: Sequence[str], models: Sequence[str], profile: str = DEFAULT_PROFILE,
               verify_models: bool = True):
    """The NER stage's config, or None without "ner"; ``verify_models``: see ``NerConfig``."""
    if "ner" not in names:
        return None
    # Imported only for a run with NER (see deid.transforms.deidentify.stage).
    from deid.transforms.deidentify.detect_entities import NerConfig

    policy = detection_profile(profile)
    mapping = {}
    for item in models:
        lang, sep, model = item.partition("=")
        if not sep or not lang or not model:
            raise ValueError("--ner-model takes LANG_OR_LOCALE=MODEL")
        mapping[lang] = model
    return NerConfig(models=mapping, bare_years=policy.bare_years, verify_models=verify_models)


def surrogate_config(date_shift_days: str, age_cap: int, fallback_model: Optional[str],
                     fallback_labels: str = "PROFESSION,ORGANIZATION"):
    """The surrogate options of the command line, validated before any data moves."""
    from deid.surrogates import SurrogateConfig

    low, sep, high = date_shift_days.partition(",")
    try:
        low_days, high_days = int(low), int(high)
    except ValueError:
        raise ValueError("--date-shift-days takes MIN,MAX (two whole numbers of days)") from None
    if not sep:
        raise ValueError("--date-shift-days takes MIN,MAX (two whole numbers of days)")
    if age_cap < 0:
        raise ValueError("--age-cap must be 0 (no cap) or a positive age")
    if fallback_model and not FileSystems.exists(FileSystems.join(fallback_model, "config.json")):
        raise ValueError("--fallback-model must name a local masked-LM folder (with config.json)")
    labels = tuple(_split_list(fallback_labels))
    if not labels or not set(labels) <= GENERATIVE_LABELS:
        raise ValueError(f"--fallback-labels takes labels among {', '.join(sorted(GENERATIVE_LABELS))}")
    return SurrogateConfig(date_shift_min_days=low_days, date_shift_max_days=high_days,
                           cap_ages=age_cap > 0, age_cap=age_cap or 89, generative_model_path=fallback_model,
                           generative_labels=labels)


def config_from_options(options: PipelineOptions, environ=None) -> RunConfig:
    opts = options.view_as(DeidentifyOptions)
    paths = options.view_as(SharedPathOptions)
    missing = [flag for flag, value in (("--notes", opts.notes), ("--registry", paths.registry),
                                        ("--output", paths.output)) if not value]
    if missing:
        raise ValueError(f"missing required option(s): {', '.join(missing)}")
    if opts.locale not in LOCALES:
        raise ValueError(f"--locale must be one of {', '.join(LOCALES)}")
    if opts.max_dead_letter_share is not None and not 0.0 <= opts.max_dead_letter_share <= 1.0:
        raise ValueError("--max-dead-letter-share must lie between 0 and 1")
    detectors = _split_list(opts.detectors)
    # An incremental run compares keyed digests (deid.incremental): it needs the key with tags too.
    needs_key = opts.replace == "surrogates" or opts.pseudonymize_ids or bool(opts.previous_output)
    key = load_key(opts.key_file, opts.demo_key, environ) if needs_key else None
    keep_fields = _split_list(opts.keep_fields)
    replace = ReplaceConfig(
        mode=opts.replace,
        tag_style=opts.tag_style,
        key=key,
        pseudonymize_ids=opts.pseudonymize_ids,
        key_table=opts.key_table,
        surrogates=surrogate_config(opts.date_shift_days, opts.age_cap, opts.fallback_model, opts.fallback_labels),
    )
    deidentify = DeidentifyConfig(
        detectors=catalog.factories(detectors, opts.detection_profile),
        replace=replace,
        ner=ner_config(detectors, opts.ner_models, opts.detection_profile, models_live_here(options)),
        on_detector_failure=opts.on_detector_failure,
        max_note_chars=opts.max_note_chars,
    )
    static = {
        "contract_version": CONTRACT_VERSION,
        "job": "deidentify",
        "started_at": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
        "options": {
            "locale": opts.locale,
            "replace": opts.replace,
            "tag_style": opts.tag_style if opts.replace == "tags" else None,
            "detectors": list(detectors),
            "detection_profile": opts.detection_profile,
            "ner_models": sorted(opts.ner_models),
            "pseudonymize_ids": opts.pseudonymize_ids,
            "key_table": opts.key_table,
            "date_shift_days": opts.date_shift_days,
            "age_cap": opts.age_cap,
            "fallback_model": bool(opts.fallback_model),
            "fallback_labels": list(_split_list(opts.fallback_labels)) if opts.fallback_model else [],
            "keep_fields": list(keep_fields),
            "rows_per_shard": opts.rows_per_shard,
            "join_fanout": opts.join_fanout,
            "max_note_chars": opts.max_note_chars,
            "on_detector_failure": opts.on_detector_failure,
            "max_dead_letter_share": opts.max_dead_letter_share,
            "runner": options.view_as(StandardOptions).runner,
        },
        # Which key protected this output: a demo-key run is NOT pseudonymized.
        "key_source": key.source if key else None,
        # Which key: a keyed digest of a fixed label (deid.keys), so runs with different keys are told apart.
        "key_fingerprint": key.fingerprint if key else None,
        # Which surrogate pools (deid.surrogates.pools_version): same key + same pools = same surrogates.
        "surrogate_pools_version": SURROGATE_POOLS_VERSION if opts.replace == "surrogates" else None,
        # Which word lists detected (deid.lexicon.version): same digest, same words read.
        "lexicon_digest": lexicon_digest(),
        # Which code and shipped models (deid.incremental): an incremental run redoes every note after a change.
        "engine_digest": engine_digest(),
        "versions": package_versions(("deid-engine", "apache-beam", "pyarrow", "spacy", "torch", "transformers")),
    }
    previous = _previous_manifest(opts.previous_output)
    reason = why_not_reusable(previous, static) if opts.previous_output else None
    static["incremental"] = {
        "previous_output": bool(opts.previous_output),
        "previous_run_id": (previous or {}).get("run_id"),
        "redo_all_reason": reason,
        "fingerprint_parts": fingerprint_parts(static),
    }
    reuse = ReuseConfig(previous=opts.previous_output, reusable=bool(opts.previous_output) and reason is None,
                        fingerprint=run_fingerprint(static), key=key, key_table=opts.key_table)
    return RunConfig(
        notes=ReadNotesConfig(opts.notes, opts.locale, opts.notes_format, keep_fields),
        registry=paths.registry,
        output=paths.output,
        deidentify=deidentify,
        # Where the previous run's rows are reused, the routing by note id rebalances the notes.
        join=JoinConfig(opts.join_fanout, rebalance=not reuse.routes_by_note_id),
        rows_per_shard=opts.rows_per_shard,
        manifest_static=static,
        progress=ProgressConfig(opts.progress_seconds),
        reuse=reuse,
    )


def _previous_manifest(folder: Optional[str]) -> Optional[dict]:
    """The previous run's manifest, or None where ``folder`` holds no finished run."""
    if not folder:
        return None
    path = FileSystems.join(folder, "manifest.json")
    if not FileSystems.exists(path):
        return None
    with FileSystems.open(path) as handle:
        return json.loads(handle.read().decode("utf-8"))


def build(pipeline: beam.Pipeline, config: RunConfig) -> None:
    """Wire the de-identification graph onto ``pipeline``."""
    read = pipeline | "ReadNotes" >> ReadNotes(config.notes)
    registry = pipeline | "ReadRegistry" >> ReadRegistry(config.registry)
    joined = read.notes | "JoinRegistry" >> JoinRegistry(registry.persons, config.join)
    reuse = joined | "ReusePrevious" >> ReusePrevious(config.reuse)
    result = reuse["fresh"] | "Deidentify" >> Deidentify(config.deidentify)
    rows = (result["rows"], reuse["rows"]) | "AllRows" >> beam.Flatten()

    dead = (read.dead, registry.dead, result["dead"]) | "AllDeadLetters" >> beam.Flatten()
    shards = [
        rows | "WriteNotes" >> WriteShards(ShardConfig(
            config.path("deidentified"), "parquet", ("note_id",), config.rows_per_shard,
            notes_schema(config.notes.keep_fields))),
        dead | "WriteDeadLetters" >> WriteShards(
            ShardConfig(config.path("dead_letter"), "jsonl",
                        ("input", "source_file", "line", "row", "reason", "note_id"), config.rows_per_shard),
            to_row=lambda rejection: rejection.to_row()),
    ]
    if config.deidentify.replace.key_table:
        key_rows = (result["key_table"], reuse["key_table"]) | "AllKeyRows" >> beam.Flatten()
        shards.append(key_rows | "WriteKeyTable" >> WriteShards(ShardConfig(
            config.path("key_table"), "parquet", ("note_id", "start"), config.rows_per_shard,
            KEY_TABLE_SCHEMA)))
    if config.reuse.key is not None:
        # Tonight's digests of the published notes, for the next night's --previous-output. Keyed
        # only: an unkeyed digest of a note and its registry rows could confirm a guess of a name.
        shards.append((reuse["digests"], rows) | "PublishedDigests" >> PublishedDigests()
                      | "WriteState" >> WriteShards(ShardConfig(config.path("state"), "parquet", ("note_id",),
                                                                config.rows_per_shard, STATE_SCHEMA)))

    sources = (
        read.notes | "NotesInEvents" >> beam.Map(lambda _: ("notes_in", 1)),
        read.dead | "BadNotesInEvents" >> beam.Map(lambda _: ("notes_in", 1)),
        registry.persons | "RegistryInEvents" >> beam.Map(lambda _: ("registry_in", 1)),
        # A rejected field is not a row: its row is among the persons, counted above.
        registry.dead | "BadRegistryInEvents" >> beam.FlatMap(
            lambda rejection: [("registry_in", 1)] if rejection.input == "registry" else []),
        rows | "RowEvents" >> beam.FlatMap(note_row_events),
        dead | "DeadEvents" >> beam.FlatMap(rejection_events),
    )
    # Notes per locale: a fixed vocabulary (the contract's locales), for the review report.
    locales = read.notes | "LocaleEvents" >> beam.Map(lambda note: (f"locale:{note.locale}", 1))
    # Each source summed where its events are made: a note makes some forty (its spans by label and
    # detector), and a runner materializes a Flatten of steps that are not fused; summed first, a
    # bundle hands on one count per name (the combiner is lifted into the producing step).
    events = tuple(source | f"Tally{i}" >> beam.CombinePerKey(sum)
                   for i, source in enumerate(sources + (locales, reuse["events"]))) | "AllEvents" >> beam.Flatten()
    written = tuple(shards) | "AllShards" >> beam.Flatten()
    # Progress counts each event where it is made (transforms/deidentify/report_progress.py): the notes
    # read, the rows written, the dead letters of reading, of the registry and of each step.
    dead_sources = (read.dead, registry.dead, *result["dead_steps"])
    _ = sources[:5] + tuple(
        rejected | f"ProgressDeadEvents{i}" >> beam.FlatMap(rejection_events) for i, rejected in enumerate(dead_sources)
    ) | "ReportProgress" >> ReportProgress(config.progress)
    _ = events | "WriteManifest" >> WriteManifest(config.path("manifest.json"), config.manifest_static, written)


# What a run writes at the top of its output folder (deid.publish replaces the folder whole).
# The review report (deid report) written into the folder belongs to its run: a rerun replaces it.
OUTPUT_ENTRIES = frozenset({"deidentified", "dead_letter", "key_table", "state", "manifest.json", SUCCESS,
                            REPORT_NAME})


def _check_inputs(config: RunConfig) -> None:
    """Every input names readable files: one clear line before any data moves, never a traceback."""
    for flag, pattern in (("--notes", config.notes.pattern), ("--registry", config.registry)):
        matches = FileSystems.match([pattern])[0].metadata_list
        if not matches:
            raise ValueError(f"{flag}: no file matches the given path or glob")
        if "://" in pattern:
            continue  # object stores: no folders, and permissions show only when reading
        files = [m.path for m in matches if not os.path.isdir(m.path)]
        if not files:
            raise ValueError(f"{flag}: names a folder, not files; give a file or a glob such as FOLDER/*.jsonl"
                             if flag == "--notes" else f"{flag}: names a folder, not a file")
        unreadable = [path for path in files if not os.access(path, os.R_OK)]
        if unreadable:
            raise ValueError(f"{flag}: {len(unreadable)} of {len(files)} matched file(s) cannot be read "
                             "(permission denied)")


def summary(manifest: dict, output: str) -> str:
    counts = manifest["counts"]
    labels = ", ".join(f"{label} {n}" for label, n in sorted(manifest["spans_per_label"].items()))
    lines = [
        f"de-identified {counts['notes_out']} of {counts['notes_in']} notes "
        f"({counts['notes_dead']} to dead letters); {counts['spans']} identifiers replaced",
        f"  per label: {labels or 'none'}",
        f"  output:    {FileSystems.join(output, 'deidentified')}/part-*.parquet",
        f"  manifest:  {FileSystems.join(output, 'manifest.json')}",
    ]
    if counts.get("duplicate_note_ids"):
        lines.append(f"  duplicates: {counts['duplicate_note_ids']} notes with an id already seen (dead letters)")
    if counts.get("registry_rows_dead") or counts.get("registry_fields_rejected"):
        lines.append(f"  registry:  {counts['registry_rows_in']} rows, {counts['registry_rows_dead']} rejected "
                     f"whole, {counts.get('registry_fields_rejected', 0)} single fields rejected "
                     "(the rest of those rows kept)")
    if counts["notes_dead"] or counts["registry_rows_dead"] or counts.get("registry_fields_rejected"):
        lines.append(f"  rejected:  {FileSystems.join(output, 'dead_letter')}/part-*.jsonl")
    limit = manifest.get("options", {}).get("max_dead_letter_share")
    if limit is not None and dead_letter_share(manifest) > limit:
        lines.append(f"  ALERT:     {dead_letter_share(manifest):.1%} of the notes went to the dead letters, "
                     f"above --max-dead-letter-share {limit:g} (exit status 3)")
    incremental = manifest.get("incremental") or {}
    if incremental.get("previous_output"):
        reason = incremental.get("redo_all_reason")
        if reason:
            lines.append(f"  incremental: the previous run is not reused ({reason}): every note de-identified again")
        lines.append(f"  incremental: {incremental.get('reused', 0)} notes reused from the previous run, "
                     f"{incremental.get('processed', 0)} de-identified, {incremental.get('removed', 0)} "
                     "gone from the input since")
    if manifest.get("key_source") == "demo":
        lines.append("  WARNING: run with --demo-key, a public key: this output is NOT pseudonymized")
    return "\n".join(lines)


def run(argv: Optional[Sequence[str]] = None, test_pipeline: Optional[beam.Pipeline] = None) -> dict:
    """Run the job; return the manifest."""
    argv = list(sys.argv[1:] if argv is None else argv)
    check_beam_options("deid run", argv, [SharedPathOptions._add_argparse_args, DeidentifyOptions._add_argparse_args])
    options = PipelineOptions(argv)
    standard = options.view_as(StandardOptions)
    if not standard.runner and test_pipeline is None:
        # Beam 2.77's DirectRunner first tries the Prism runner, which downloads
        # a binary: that fails (slowly) on a machine without internet.
        standard.runner = "FnApiRunner"
    config = config_from_options(options)
    _check_inputs(config)
    publisher = Publisher(config.output, OUTPUT_ENTRIES)
    staging = publisher.start()
    try:
        # The graph writes into the staging folder; the published folder changes only in publish().
        staged = dataclasses.replace(config, output=staging,
                                     manifest_static=dict(config.manifest_static, run_id=publisher.run_id))
        pipeline = test_pipeline or beam.Pipeline(options=options)
        build(pipeline, staged)
        pipeline.run().wait_until_finish()
        with FileSystems.open(staged.path("manifest.json")) as handle:
            manifest = json.loads(handle.read().decode("utf-8"))
        publisher.publish()
    except BaseException:
        publisher.abandon()
        raise
    return manifest


def _print_help() -> None:
    parser = argparse.ArgumentParser(
        prog="deid run", description="De-identify clinical notes; the data contract (inputs, outputs, "
        "dead letters, _SUCCESS) is docs/CONTRACT.md. "
        "Any Beam pipeline option (--runner, --direct_num_workers, ...) is accepted too.")
    SharedPathOptions._add_argparse_args(parser)
    DeidentifyOptions._add_argparse_args(parser)
    parser.print_help()


# What a scheduler can act on (README, "Exit status"): 2 is a usage or input error before any
# data moved (run_command), and an uncaught failure exits 1 as any Python program does.
EXIT_OK, EXIT_FAILED, EXIT_TOO_MANY_DEAD = 0, 1, 3


def dead_letter_share(manifest: dict) -> float:
    counts = manifest["counts"]
    return counts["notes_dead"] / counts["notes_in"] if counts["notes_in"] else 0.0


def exit_status(manifest: dict) -> int:
    """0: every note accounted for; 1: not (records lost: a failure); 3: accounted for, but more
    notes went to the dead letters than ``--max-dead-letter-share`` allows."""
    if not manifest["counts"]["conserved"]:
        return EXIT_FAILED
    limit = manifest["options"].get("max_dead_letter_share")
    if limit is not None and dead_letter_share(manifest) > limit:
        return EXIT_TOO_MANY_DEAD
    return EXIT_OK


def main(argv: Optional[Sequence[str]] = None) -> int:
    logging.getLogger(PROGRESS_LOGGER).setLevel(logging.INFO)  # progress lines: counts only, never text
    return run_command(
        "deid run", argv, run,
        lambda manifest, args: summary(manifest, PipelineOptions(args).view_as(SharedPathOptions).output),
        print_help=_print_help, errors=(ValueError, MissingKeyError),
        exit_status=exit_status)


if __name__ == "__main__":
    sys.exit(main())
