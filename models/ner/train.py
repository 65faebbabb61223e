"""``deid train-ner``: train one of our NER architectures into a spaCy pipeline directory.

    deid train-ner --locale L --arch cnn-tagger|cnn|cnn-fast|bilstm|transformer [--train FILES]
                   [--train-extra FILES] [--dev FILES] [--synthetic N] [--output DIR] [--seed S] [--max-minutes M]

Training data: gold JSONL files (``--train``, their training notes repeated
``--train-repeat`` times) and/or ``--synthetic N`` notes from ``deid.synth``, plus
``--train-extra`` files used for training only (never to choose the checkpoint nor to report
on: real text of other genres, hard negatives, whose scores say nothing of notes); configs
with a ``[deid.variants]`` section add seeded variants of the training notes
(``deid.models.ner.corpus.note_variants``: names re-cased and swapped, layouts changed,
headers dropped, lines of several notes mixed). A seeded tenth of the training notes is set aside to select the
best checkpoint (of the ``--train`` notes when there are any: ``--tune-on``);
precision/recall/F1 per label are reported on ``--dev`` when
given, else on another seeded tenth that training never sees. The pipeline is
written to ``--output`` with ``metrics.json`` beside its ``config.cfg``, and the
NER stage (``deid.transforms.deidentify.detect_entities``) loads it by path. A run stopped by
``--max-minutes`` records its step count: ``--max-steps`` with it replays the run exactly.
"""
from __future__ import annotations

import argparse
import json
import random
import shutil
import sys
import time
from pathlib import Path
from typing import List, Optional, Sequence

from deid.models.ner import ARCHITECTURES, DEFAULT_ARCHITECTURE, config_path
from deid.models.ner.corpus import (
    GoldNote,
    note_variants,
    read_gold_jsonl,
    split_notes,
    synthetic_locales,
    synthetic_notes,
    to_docs,
)
from deid.models.ner.evaluate import format_scores, score_spans
from deid.command_line import parse_strictly

TUNE_FRACTION = 0.1
REPORT_FRACTION = 0.1


def parse_args(argv: Optional[Sequence[str]]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="deid train-ner", description=__doc__.split("\n")[0])
    parser.add_argument("--locale", required=True,
                        help="locale or language of the model: synthetic notes of that locale (nl_BE), "
                             "or of every locale of that language (nl: nl_BE and nl_NL)")
    parser.add_argument("--arch", choices=sorted(ARCHITECTURES), default=DEFAULT_ARCHITECTURE)
    parser.add_argument("--train", nargs="*", default=[], help="gold JSONL files (text + spans)")
    parser.add_argument("--train-extra", nargs="*", default=[],
                        help="gold JSONL files used for training only, never to tune or report on "
                             "(real corpora of other genres, hard negatives)")
    parser.add_argument("--dev", nargs="*", default=[], help="gold JSONL files to report scores on")
    parser.add_argument("--synthetic", type=int, default=0, help="number of synthetic notes to add")
    parser.add_argument("--train-repeat", type=int, default=1,
                        help="times each --train note is used per epoch (weight of real notes over synthetic)")
    parser.add_argument("--output", default=None, help="pipeline directory (default models/artifacts/ner/<lang>)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--tune-on", choices=("gold", "all"), default="gold",
                        help="notes that choose the best checkpoint: a tenth of the --train notes when "
                             "given (gold), or a tenth of all notes, synthetic included (all)")
    parser.add_argument("--max-minutes", type=float, default=10.0, help="wall-clock training budget")
    parser.add_argument("--max-steps", type=int, default=None, help="override the config's max_steps")
    parser.add_argument("--eval-frequency", type=int, default=None, help="override the config's eval_frequency")
    parser.add_argument("--threads", type=int, default=1, help="BLAS and torch threads")
    parser.add_argument("--config-override", nargs="*", default=[], metavar="SECTION.KEY=VALUE",
                        help="spaCy config overrides, e.g. components.ner.model.tok2vec.encode.depth=2")
    args = parse_strictly(parser, argv)
    if not args.train and args.synthetic <= 0:
        parser.error("give --train files and/or --synthetic N")
    if args.max_minutes <= 0:
        parser.error("--max-minutes must be positive")
    if args.train_repeat < 1:
        parser.error("--train-repeat must be at least 1")
    return args


def _overrides(args: argparse.Namespace, language: str) -> dict:
    overrides = {"nlp.lang": language, "system.seed": args.seed}
    if args.max_steps is not None:
        overrides["training.max_steps"] = args.max_steps
    if args.eval_frequency is not None:
        overrides["training.eval_frequency"] = args.eval_frequency
    for item in args.config_override:
        key, _, value = item.partition("=")
        try:
            overrides[key] = json.loads(value)
        except ValueError:
            overrides[key] = value
    return overrides


def train(
    arch: str,
    language: str,
    train_notes: List[GoldNote],
    tune_notes: List[GoldNote],
    output: Path,
    overrides: dict,
    max_minutes: float,
    log=print,
) -> dict:
    """Train, keeping the best checkpoint on ``tune_notes`` in ``output``; return training facts."""
    import spacy
    from spacy.schemas import ConfigSchemaTraining
    from spacy.training import Example
    from spacy.training.loop import create_evaluation_callback, create_train_batches, train_while_improving
    from spacy.util import fix_random_seed, load_config, load_model_from_config, registry
    from thinc.api import use_ops

    import deid.nlp.architectures  # noqa: F401  (registers deid.* names)

    config = load_config(config_path(arch), overrides=overrides, interpolate=False)
    fix_random_seed(int(config["system"]["seed"]))
    variant_settings = dict(config.get("deid", {}).get("variants", {}) or {})
    variants = note_variants(train_notes, int(config["system"]["seed"]), **variant_settings) if variant_settings else []
    train_notes = list(train_notes) + variants
    # numpy's BLAS for the layers' matrix products, as the NER stage runs them
    # (deid.detect.ner.use_numpy_blas): the CNN trains ~40% faster per minute of the budget.
    with use_ops("numpy", use_blis=False):
        nlp = load_model_from_config(config, auto_fill=True, validate=True)
    with_tags = any(name.startswith("deid_tagger") for name in nlp.pipe_names)
    train_docs, train_stats = to_docs(nlp, train_notes, with_tags)
    tune_docs, _ = to_docs(nlp, tune_notes, with_tags)
    train_examples = [Example(nlp.make_doc(d.text), d) for d in train_docs]
    tune_examples = [Example(nlp.make_doc(d.text), d) for d in tune_docs]
    T = registry.resolve(nlp.config.interpolate()["training"], schema=ConfigSchemaTraining)
    optimizer = T["optimizer"]
    nlp.initialize(lambda: train_examples, sgd=optimizer)

    augment = registry.resolve({"a": nlp.config["deid"]["augmenter"]})["a"] if "deid" in nlp.config else None

    def corpus(_):  # a seeded reshuffle per epoch, augmented (max_epochs -1: called once per epoch)
        random.shuffle(train_examples)
        for example in train_examples:
            yield from (augment(nlp, example) if augment else [example])

    if T["max_epochs"] > 0:
        raise ValueError("deid.models.ner.train bounds training by steps and minutes; set max_epochs = 0")
    steps = create_train_batches(nlp, corpus, T["batcher"], -1)
    evaluate = create_evaluation_callback(nlp, lambda _: tune_examples, T["score_weights"])
    iterator = train_while_improving(
        nlp, optimizer, steps, evaluate,
        dropout=T["dropout"], eval_frequency=T["eval_frequency"],
        accumulate_gradient=T["accumulate_gradient"], patience=T["patience"],
        max_steps=T["max_steps"], exclude=T["frozen_components"],
        annotating_components=T["annotating_components"], before_update=T["before_update"],
    )
    if output.exists():
        shutil.rmtree(output)
    output.parent.mkdir(parents=True, exist_ok=True)
    deadline = time.monotonic() + 60.0 * max_minutes
    started = time.monotonic()
    best, step, stopped_by = None, 0, "max_steps_or_patience"
    for _, info, is_best in iterator:
        step = info["step"]
        if is_best:
            with nlp.use_params(optimizer.averages):
                nlp.to_disk(output)
            best = {"step": step, "score": round(float(info["score"]), 4)}
        if is_best is not None:
            log(f"step {step:>6}  loss {sum(info['losses'].values()):>10.2f}  tune score {info['score']:.4f}")
        if time.monotonic() > deadline:
            stopped_by = "time_limit"
            break
    if best is None:  # the budget ran out before the first evaluation
        with nlp.use_params(optimizer.averages):
            nlp.to_disk(output)
        best = {"step": step, "score": None}
    strip_strings(output, _labels(nlp))
    return {
        "steps": step,
        "best": best,
        "stopped_by": stopped_by,
        "train_minutes": round((time.monotonic() - started) / 60.0, 2),
        "variants": len(variants),
        "alignment": train_stats.as_dict(),
        "spacy_version": spacy.__version__,
    }


def _labels(nlp) -> List[str]:
    labels = set()
    for _, pipe in nlp.pipeline:
        labels.update(getattr(pipe, "labels", ()) or ())
    return sorted(labels)


def strip_strings(output: Path, keep: Sequence[str]) -> None:
    """Drop the training text's tokens from the saved string store.

    spaCy saves every string it has seen, so a pipeline trained on real notes
    would carry their names in ``vocab/strings.json``. Our models embed by
    hash and need only their label names, so only those are kept.
    """
    strings = output / "vocab" / "strings.json"
    if strings.is_file():
        strings.write_text(json.dumps(sorted(set(keep)), ensure_ascii=False), encoding="utf-8")


def report(output: Path, report_notes: List[GoldNote]) -> dict:
    """Scores of the saved pipeline on ``report_notes``, plus its speed on them."""
    from deid.detect.ner import NerDetector

    detector = NerDetector.load(str(output))
    started = time.perf_counter()
    predicted = detector.detect_texts([note.text for note in report_notes])
    seconds = time.perf_counter() - started
    words = sum(len(note.text.split()) for note in report_notes)
    scores = score_spans(
        [note.spans for note in report_notes],
        [[(s.start, s.end, s.label) for s in spans] for spans in predicted],
    )
    scores["words_per_second"] = round(words / seconds) if seconds > 0 else None
    return scores


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = parse_args(argv)
    _limit_threads(args.threads)
    language = args.locale.split("_")[0].lower()
    from deid.models.ner import ARTIFACTS_DIR

    output = Path(args.output) if args.output else ARTIFACTS_DIR / language
    notes = read_gold_jsonl(args.train)
    n_gold = len(notes)
    synthetic_from = synthetic_locales(args.locale) if args.synthetic > 0 else []
    if synthetic_from:
        notes += synthetic_notes(args.synthetic, args.seed, synthetic_from)
    order = list(range(len(notes)))
    if args.tune_on == "gold" and n_gold > 1:
        # The checkpoint is chosen on real notes when there are any: synthetic ones are
        # easy (scores near 1 from early on) and would hide what the real ones need.
        gold_train, tune_ids = split_notes(order[:n_gold], TUNE_FRACTION, args.seed)
        train_ids = gold_train + order[n_gold:]
    else:
        train_ids, tune_ids = split_notes(order, TUNE_FRACTION, args.seed)
    if args.dev:
        report_notes, report_source = read_gold_jsonl(args.dev), "dev"
    else:
        train_ids, report_ids = split_notes(train_ids, REPORT_FRACTION, args.seed + 1)
        report_notes, report_source = [notes[i] for i in report_ids], "held_out_split"
    tune_notes = [notes[i] for i in tune_ids]
    # Gold files' training notes come back ``--train-repeat`` times (tune and report notes never).
    train_notes = [notes[i] for i in train_ids] + [notes[i] for i in train_ids if i < n_gold] * (args.train_repeat - 1)
    train_notes += read_gold_jsonl(args.train_extra)
    print(f"train-ner: arch={args.arch} lang={language} train={len(train_notes)} "
          f"tune={len(tune_notes)} report={len(report_notes)} ({report_source})")
    facts = train(args.arch, language, train_notes, tune_notes, output, _overrides(args, language), args.max_minutes)
    scores = report(output, report_notes)
    metrics = {
        "arch": args.arch,
        "architecture": "ner." + config_path(args.arch).name[: -len(".cfg")],
        "language": language,
        "seed": args.seed,
        "notes": {"train": len(train_notes), "tune": len(tune_notes), "report": len(report_notes)},
        "train_repeat": args.train_repeat,
        "tune_on": args.tune_on if n_gold > 1 else "all",
        "report_source": report_source,
        "synthetic_notes": args.synthetic,
        "synthetic_locales": synthetic_from,
        "train_files": [Path(p).name for p in args.train],
        "train_extra_files": [Path(p).name for p in args.train_extra],
        **facts,
        "scores": scores,
    }
    (output / "metrics.json").write_text(json.dumps(metrics, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    a = facts["alignment"]
    print(f"gold spans {a['spans']}: misaligned (expanded) {a['misaligned']}, "
          f"overlapping dropped {a['overlapping']}, unusable {a['unusable']}")
    for line in format_scores(scores):
        print(line)
    print(f"words/s (1 process): {scores['words_per_second']}; saved to {output}")
    return 0


def _limit_threads(threads: int) -> None:
    from deid.detect.ner import limit_blas_threads

    limit_blas_threads(max(1, threads))
    try:
        import torch
    except ImportError:  # the cnn architecture needs no torch
        return
    torch.set_num_threads(max(1, threads))


if __name__ == "__main__":
    sys.exit(main())
