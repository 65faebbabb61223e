"""The leakage tests of a pretrained masked LM: ``deid leakage`` / ``python -m deid.pipelines.leakage``.

    deidentified/ ─NameSentences─SampleSentences─┬─FillMask (RunInference)─ClassifyPredictions─ fill_mask.csv, _summary.json
                  └─SurrogateNames──┐             │
    registry ─ReadRegistry──────────┴─NameIndex   └─(contexts)─┐
    raw notes ─RawNoteWords─┬─BuildCandidates─NameQueries──────┴─TargetProbability ┐ (RunInference, dropout on)
                            │                                   └ReferenceProbability┴─ membership.csv, _summary.json
                            └─ GenerationSeeds ─Generate (RunInference, Gibbs) ─ generation.csv, _summary.json

The membership test needs ``--raw-notes`` and ``--reference-model``; the
generation test needs ``--raw-notes`` (its candidates). ``build(pipeline,
config)`` wires the graph; the models are opened on the workers by our
``MaskedLMModelHandler``; ``run(argv)`` validates, runs, and returns the
combined summary (also ``REPORT_DIR/summary.json``).
"""
from __future__ import annotations

import argparse
import functools
import json
import logging
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Dict, Optional, Sequence, Tuple

import apache_beam as beam
from apache_beam.io.filesystems import FileSystems
from apache_beam.ml.inference.base import KeyedModelHandler, ModelHandler, RunInference
from apache_beam.options.pipeline_options import PipelineOptions, StandardOptions

from deid.keys import KEY_ENV
from deid.models.leakage import fill_mask, reports
from deid.models.leakage.candidates import build_candidates, name_pools
from deid.models.leakage.generation import DEFAULT_PROMPT, GibbsParams
from deid.models.leakage.membership import CONTEXTS_PER_NAME, THRESHOLD, queries_for, stable_seed
from deid.models.leakage.names import NameHasher, NameIndex, name_words
from deid.models.leakage.sentences import MASK, name_sentences, sentences_from_lines, surrogate_names
from deid.command_line import check_beam_options, run_command
from deid.pipelines.options import SharedPathOptions
from deid.transforms.leakage.masked_lm_inference import DEVICES, GenerationSeed, MaskedLMModelHandler, MaskedLMTask, resolve_device
from deid.transforms.io.read_registry import ReadRegistry

_LOG = logging.getLogger(__name__)
TESTS = ("fill_mask", "membership", "generation")
HandlerFactory = Callable[[MaskedLMTask], ModelHandler]


class LeakageOptions(PipelineOptions):
    @classmethod
    def _add_argparse_args(cls, parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--model", help="MODEL_DIR of `deid pretrain` (the target model)")
        parser.add_argument("--corpus", help="CORPUS_DIR the model was trained on (recorded in the summary)")
        parser.add_argument("--reference-model", dest="reference_model", default=None,
                            help="MODEL_DIR of a model pretrained on a disjoint corpus (membership test)")
        parser.add_argument("--deidentified", default=None,
                            help="folder (or glob) of de-identified notes: the fill-mask sentences and contexts")
        parser.add_argument("--sentences", default=None, help="file of sentences, one a line, with --mask-marker")
        parser.add_argument("--mask-marker", dest="mask_marker", default=MASK)
        parser.add_argument("--raw-notes", dest="raw_notes", default=None,
                            help="the raw training notes (JSON Lines): where the positive candidates come from")
        parser.add_argument("--tests", default=",".join(TESTS), help=f"comma-separated among {', '.join(TESTS)}")
        parser.add_argument("--top-k", dest="top_k", type=int, default=fill_mask.TOP_K)
        parser.add_argument("--max-sentences", dest="max_sentences", type=int, default=1000)
        parser.add_argument("--contexts-per-name", dest="contexts_per_name", type=int, default=CONTEXTS_PER_NAME)
        parser.add_argument("--max-positives", dest="max_positives", type=int, default=100)
        parser.add_argument("--threshold", type=float, default=THRESHOLD)
        parser.add_argument("--generation-docs", dest="generation_docs", type=int, default=100)
        parser.add_argument("--generation-length", dest="generation_length", type=int, default=32)
        parser.add_argument("--generation-steps", dest="generation_steps", type=int, default=500)
        parser.add_argument("--generation-top-k", dest="generation_top_k", type=int, default=100)
        parser.add_argument("--temperature", type=float, default=1.0)
        parser.add_argument("--prompt", default=DEFAULT_PROMPT, help="service header the generated texts start with")
        parser.add_argument("--device", default="CPU", choices=DEVICES)
        parser.add_argument("--batch-size", dest="batch_size", type=int, default=16)
        parser.add_argument("--seed", type=int, default=0)
        parser.add_argument("--hash-key-file", dest="hash_key_file", default=None,
                            help=f"key of the name hashes (else ${KEY_ENV}, else a one-off random key)")


@dataclass(frozen=True)
class LeakageConfig:
    output: str
    registry: str
    target: HandlerFactory
    reference: Optional[HandlerFactory]
    hasher: NameHasher
    deidentified: Optional[str] = None
    sentences: Optional[str] = None
    mask_marker: str = MASK
    raw_notes: Optional[str] = None
    tests: Tuple[str, ...] = TESTS
    top_k: int = fill_mask.TOP_K
    max_sentences: int = 1000
    contexts_per_name: int = CONTEXTS_PER_NAME
    max_positives: int = 100
    threshold: float = THRESHOLD
    generation_docs: int = 100
    gibbs: GibbsParams = GibbsParams()
    seed: int = 0
    static: Tuple[Tuple[str, object], ...] = ()

    def __post_init__(self) -> None:
        unknown = set(self.tests) - set(TESTS)
        if unknown or not self.tests:
            raise ValueError(f"--tests takes some of {', '.join(TESTS)}")
        if not (self.deidentified or self.sentences):
            raise ValueError("the sentences come from --deidentified or --sentences: give one")
        if "membership" in self.tests and (self.reference is None or not self.raw_notes):
            raise ValueError("the membership test needs --reference-model and --raw-notes (or leave it out of --tests)")
        if "generation" in self.tests and not self.raw_notes:
            raise ValueError("the generation test needs --raw-notes, its candidates' source (or leave it out of --tests)")
        if min(self.top_k, self.max_sentences, self.contexts_per_name, self.max_positives, self.generation_docs) < 1:
            raise ValueError("--top-k, --max-sentences, --contexts-per-name, --max-positives, --generation-docs must be positive")

    def path(self, *parts: str) -> str:
        return FileSystems.join(self.output, *parts)


def _hash_key(key_file: Optional[str], environ) -> Tuple[bytes, str]:
    if key_file:
        return Path(key_file).read_bytes().strip(), "file"
    if environ.get(KEY_ENV):
        return environ[KEY_ENV].encode("utf-8"), "env"
    return os.urandom(32), "one-off"


def _deidentified_glob(path: str) -> str:
    return path if any(ch in path for ch in "*?[") or path.endswith(".parquet") else FileSystems.join(path, "part-*.parquet")


def config_from_options(options: PipelineOptions, environ=None) -> LeakageConfig:
    opts = options.view_as(LeakageOptions)
    environ = os.environ if environ is None else environ
    paths = options.view_as(SharedPathOptions)
    missing = [flag for flag, value in (("--model", opts.model), ("--registry", paths.registry),
                                        ("--output", paths.output)) if not value]
    if missing:
        raise ValueError(f"missing required option(s): {', '.join(missing)}")
    resolve_device(opts.device)
    for flag, folder in (("--model", opts.model), ("--reference-model", opts.reference_model)):
        if folder and not (Path(folder) / "config.json").exists():
            raise ValueError(f"{flag}: {folder} is not a model folder of `deid pretrain` (no config.json)")
    tests = tuple(t.strip() for t in opts.tests.split(",") if t.strip())
    if "membership" in tests and not opts.reference_model and not opts.raw_notes:
        _LOG.warning("no --reference-model nor --raw-notes: running the fill-mask test only")
    gibbs = GibbsParams(opts.prompt, opts.generation_length, opts.generation_steps, opts.generation_top_k,
                        opts.temperature)
    key, key_source = _hash_key(opts.hash_key_file, environ)

    def factory(model_dir: Optional[str]) -> Optional[HandlerFactory]:
        if not model_dir:
            return None
        return functools.partial(_handler, model_dir, opts.device, opts.batch_size)

    deidentified = _deidentified_glob(opts.deidentified) if opts.deidentified else None
    static = {"model": opts.model, "reference_model": opts.reference_model, "corpus": opts.corpus,
              "deidentified": opts.deidentified, "sentences": opts.sentences, "raw_notes": opts.raw_notes,
              "tests": list(tests), "seed": opts.seed, "device": opts.device, "hash_key": key_source,
              "gibbs": vars(gibbs) if hasattr(gibbs, "__dict__") else str(gibbs)}
    return LeakageConfig(
        output=paths.output, registry=paths.registry, target=factory(opts.model),
        reference=factory(opts.reference_model), hasher=NameHasher(key), deidentified=deidentified,
        sentences=opts.sentences, mask_marker=opts.mask_marker, raw_notes=opts.raw_notes, tests=tests,
        top_k=opts.top_k, max_sentences=opts.max_sentences, contexts_per_name=opts.contexts_per_name,
        max_positives=opts.max_positives, threshold=opts.threshold, generation_docs=opts.generation_docs,
        gibbs=gibbs, seed=opts.seed, static=tuple(sorted(static.items())),
    )


def _handler(model_dir: str, device: str, batch_size: int, task: MaskedLMTask) -> ModelHandler:
    return MaskedLMModelHandler(model_dir, task, device=device, max_batch_size=batch_size)


# --- small step functions (picklable, each testable on its own) -------------------------------

def _note_words(line: str):
    try:
        note = json.loads(line)
    except json.JSONDecodeError:
        return
    if isinstance(note, dict) and isinstance(note.get("text"), str):
        for word in name_words(note["text"]):
            yield ("word", word)
        yield ("locale", note.get("locale") or "nl_BE")


def _candidates(_, people, raw, max_positives: int, seed: int):
    words = {value for kind, value in raw if kind == "word"}
    locales = sorted({value for kind, value in raw if kind == "locale"}) or ["nl_BE"]
    firsts, lasts = name_pools(locales)
    return build_candidates(people, words, firsts, lasts, max_positives, seed)


def _name_index(_, real, surrogate):
    return NameIndex.build(real, surrogate)


def _write_fill_mask(rows, output: str) -> Dict:
    rows = sorted(rows, key=lambda r: (r["sentence_id"], r["rank"]))
    summary = {"test": "fill_mask", **fill_mask.summarize(rows)}
    reports.write_table(FileSystems.join(output, "fill_mask.csv"), rows)
    reports.write_json(FileSystems.join(output, "fill_mask_summary.json"), summary)
    return summary


def _write_membership(pairs, candidates, output: str, hasher: NameHasher, threshold: float) -> Dict:
    rows, summary = reports.membership_report(pairs, candidates, hasher, threshold)
    reports.write_table(FileSystems.join(output, "membership.csv"), rows)
    reports.write_json(FileSystems.join(output, "membership_summary.json"), summary)
    return summary


def _write_generation(texts, candidates, index, output: str, hasher: NameHasher) -> Dict:
    rows, documents, summary = reports.generation_report(texts, candidates, index, hasher)
    reports.write_table(FileSystems.join(output, "generation.csv"), rows)
    reports.write_jsonl(FileSystems.join(output, "generation_texts.jsonl"), documents)
    reports.write_json(FileSystems.join(output, "generation_summary.json"), summary)
    return summary


def _probability_pair(item):
    key, grouped = item
    target, reference = list(grouped["target"]), list(grouped["reference"])
    return key.split("|", 1)[0], target[0], reference[0]


def build(pipeline: beam.Pipeline, config: LeakageConfig) -> None:
    """Wire the leakage tests onto ``pipeline``."""
    persons = (pipeline | "ReadRegistry" >> ReadRegistry(config.registry)).persons
    real_names = persons | "RealNames" >> beam.Map(lambda p: p.full_name) | "AllRealNames" >> beam.combiners.ToList()
    if config.deidentified:
        notes = pipeline | "ReadDeidentified" >> beam.io.ReadFromParquet(config.deidentified)
        sentences = notes | "NameSentences" >> beam.FlatMap(name_sentences)
        surrogates = notes | "SurrogateNames" >> beam.FlatMap(surrogate_names) | "DistinctSurrogates" >> beam.Distinct()
    else:
        sentences = (pipeline | "ReadSentences" >> beam.io.ReadFromText(config.sentences)
                     | "MarkedSentences" >> beam.FlatMap(lambda line: sentences_from_lines([line], config.mask_marker,
                                                                                            "s" + str(stable_seed(line)))))
        surrogates = pipeline | "NoSurrogates" >> beam.Create([])
    surrogate_list = surrogates | "AllSurrogates" >> beam.combiners.ToList()
    index = (pipeline | "IndexSeed" >> beam.Create([None])
             | "NameIndex" >> beam.Map(_name_index, beam.pvalue.AsSingleton(real_names),
                                       beam.pvalue.AsSingleton(surrogate_list)))
    seed = config.seed
    sampled = (sentences
               | "SampleSentences" >> beam.combiners.Top.Of(config.max_sentences,
                                                            key=lambda s: -stable_seed(seed, s.sentence_id))
               | "SampledSentences" >> beam.FlatMap(lambda chosen: chosen))

    if "fill_mask" in config.tests:
        hasher = config.hasher
        _ = (sampled
             | "FillMask" >> RunInference(config.target(MaskedLMTask("fill_mask", top_k=config.top_k, seed=seed)))
             | "ClassifyPredictions" >> beam.FlatMap(
                 lambda result, ix: fill_mask.classify(result.example.sentence_id, result.inference, ix, hasher),
                 beam.pvalue.AsSingleton(index))
             | "AllPredictions" >> beam.combiners.ToList()
             | "WriteFillMask" >> beam.Map(_write_fill_mask, config.output))

    if "membership" in config.tests or "generation" in config.tests:
        people = (persons | "RegistryPeople" >> beam.Map(lambda p: (p.first_name, p.last_name))
                  | "AllPeople" >> beam.combiners.ToList())
        raw = (pipeline | "ReadRawNotes" >> beam.io.ReadFromText(config.raw_notes)
               | "RawNoteWords" >> beam.FlatMap(_note_words) | "DistinctRawWords" >> beam.Distinct()
               | "AllRawWords" >> beam.combiners.ToList())
        candidates = (pipeline | "CandidateSeed" >> beam.Create([None])
                      | "BuildCandidates" >> beam.FlatMap(_candidates, beam.pvalue.AsSingleton(people),
                                                          beam.pvalue.AsSingleton(raw), config.max_positives, seed))

    if "membership" in config.tests:
        contexts = (sampled | "Contexts" >> beam.Map(lambda s: (s.sentence_id, s.text))
                    | "AllContexts" >> beam.combiners.ToList())
        n = config.contexts_per_name
        queries = (candidates
                   | "NameQueries" >> beam.FlatMap(lambda c, ctx: queries_for(c, sorted(ctx), n, seed),
                                                   beam.pvalue.AsSingleton(contexts))
                   | "KeyQueries" >> beam.Map(lambda q: (q.key, q)))
        task = MaskedLMTask("name_probability", seed=seed)
        target = (queries | "TargetProbability" >> RunInference(KeyedModelHandler(config.target(task)))
                  | "TargetValues" >> beam.MapTuple(lambda key, result: (key, result.inference)))
        reference = (queries | "ReferenceProbability" >> RunInference(KeyedModelHandler(config.reference(task)))
                     | "ReferenceValues" >> beam.MapTuple(lambda key, result: (key, result.inference)))
        _ = ({"target": target, "reference": reference}
             | "JoinProbabilities" >> beam.CoGroupByKey()
             | "ProbabilityPairs" >> beam.Map(_probability_pair)
             | "AllPairs" >> beam.combiners.ToList()
             | "WriteMembership" >> beam.Map(_write_membership, beam.pvalue.AsList(candidates), config.output,
                                             config.hasher, config.threshold))

    if "generation" in config.tests:
        task = MaskedLMTask("generate", seed=seed, gibbs=config.gibbs)
        _ = (pipeline
             | "GenerationSeeds" >> beam.Create([GenerationSeed(f"doc{i:05d}", stable_seed(seed, "generation", i))
                                                 for i in range(config.generation_docs)])
             | "Generate" >> RunInference(config.target(task))
             | "GeneratedTexts" >> beam.Map(lambda result: (result.example.doc_id, result.inference))
             | "AllTexts" >> beam.combiners.ToList()
             | "WriteGeneration" >> beam.Map(_write_generation, beam.pvalue.AsList(candidates),
                                             beam.pvalue.AsSingleton(index), config.output, config.hasher))


def _read_summary(config: LeakageConfig) -> Dict:
    summary = {"job": "leakage", "options": dict(config.static)}
    for test, name in (("fill_mask", "fill_mask"), ("membership", "membership"), ("generation", "generation")):
        path = config.path(f"{name}_summary.json")
        if test in config.tests and FileSystems.exists(path):
            with FileSystems.open(path) as handle:
                summary[test] = json.loads(handle.read().decode("utf-8"))
    summary["headline"] = headline(summary)
    return summary


def headline(summary: Dict) -> Dict:
    """The figures a program checks: see bench/leakage_experiment.py."""
    fm, mia, gen = summary.get("fill_mask", {}), summary.get("membership", {}), summary.get("generation", {})
    table, gtable = mia.get("table", {}), gen.get("table", {})
    cis = mia.get("intervals", {})
    return {
        "real_name_predictions": fm.get("real_name_predictions"),
        "name_like_share": fm.get("name_like_share"),
        "surrogate_share": fm.get("surrogate_share"),
        "mia_accuracy_easy": table.get("easy", {}).get("accuracy"),
        "mia_accuracy_easy_ci95": cis.get("easy", {}).get("accuracy_ci95"),
        "mia_accuracy_hard_ci95": cis.get("hard", {}).get("accuracy_ci95"),
        "mia_f1_easy": table.get("easy", {}).get("f1"),
        "mia_accuracy_hard": table.get("hard", {}).get("accuracy"),
        "mia_f1_hard": table.get("hard", {}).get("f1"),
        "generation_f1_easy": gtable.get("easy", {}).get("f1"),
        "generation_f1_hard": gtable.get("hard", {}).get("f1"),
    }


def run(argv: Optional[Sequence[str]] = None, test_pipeline: Optional[beam.Pipeline] = None,
        config: Optional[LeakageConfig] = None) -> Dict:
    """Run the tests; return the combined summary (also written to REPORT_DIR/summary.json).
    ``config`` replaces the one parsed from ``argv`` (tests plug fake model handlers in this way)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    check_beam_options("deid leakage", argv, [SharedPathOptions._add_argparse_args, LeakageOptions._add_argparse_args])
    options = PipelineOptions(argv)
    standard = options.view_as(StandardOptions)
    if not standard.runner and test_pipeline is None:
        standard.runner = "FnApiRunner"  # see pipelines/deidentify.py: Prism would download a binary
    config = config or config_from_options(options)
    if not FileSystems.exists(config.output):
        FileSystems.mkdirs(config.output)
    stale = [m.path for m in FileSystems.match([config.path("*.csv"), config.path("*.json"),
                                                config.path("*.jsonl")])[0].metadata_list]
    if stale:
        FileSystems.delete(stale)
    pipeline = test_pipeline or beam.Pipeline(options=options)
    build(pipeline, config)
    pipeline.run().wait_until_finish()
    summary = _read_summary(config)
    reports.write_json(config.path("summary.json"), summary)
    return summary


def render(summary: Dict) -> str:
    from deid.models.leakage.confusion import render as render_table

    lines = []
    fm = summary.get("fill_mask")
    if fm:
        share = ", ".join(f"{k} {v:.2%}" for k, v in fm["share"].items())
        lines.append(f"fill-mask: {fm['sentences']} sentences, {fm['predictions']} predictions ({share}); "
                     f"real names predicted: {fm['real_name_predictions']} ({fm['distinct_real_names']} distinct)")
    if "membership" in summary:
        lines.append(render_table("membership inference", summary["membership"]["table"],
                                  summary["membership"].get("intervals")))
        needed = max((ci.get("candidates_for_accuracy_pm_0.03", 0)
                      for ci in summary["membership"].get("intervals", {}).values()), default=0)
        if needed:
            lines.append(f"  (an accuracy interval of +-0.03 needs about {needed} candidates per comparison)")
    if "generation" in summary:
        lines.append(render_table(f"generation ({summary['generation']['documents']} docs)",
                                  summary["generation"]["table"], summary["generation"].get("intervals")))
    return "\n".join(lines)


def _print_help() -> None:
    parser = argparse.ArgumentParser(prog="deid leakage", description="Test a pretrained masked LM for "
                                     "leaks of real names. Any Beam pipeline option is accepted too.")
    SharedPathOptions._add_argparse_args(parser)
    LeakageOptions._add_argparse_args(parser)
    parser.print_help()


def _report(summary: Dict, argv: Sequence[str]) -> str:
    return (f"{render(summary)}\n"
            f"  report: {PipelineOptions(argv).view_as(SharedPathOptions).output}/summary.json")


def main(argv: Optional[Sequence[str]] = None) -> int:
    return run_command("deid leakage", argv, run, _report, print_help=_print_help)


if __name__ == "__main__":
    sys.exit(main())
