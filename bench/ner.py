"""Benchmark of the NER stage: quality of the default models, and throughput.

    python bench/ner.py [--languages nl,fr,en,de,es,it] [--eval-notes 300]
                        [--speed-notes 2000] [--speed-language nl] [--processes 1] [--variants]
                        [--models-dir DIR] [--ood] [--per-label] [--no-speed]

Prints, per default model (or per ``DIR/<lang>`` with ``--models-dir``): precision
and recall on NAME, on the names outside the registry (``linked`` false in the
synthetic gold: the NER's own job) and overall, on notes never used in training
(MEDDOCAN dev for es, synthetic notes of a bench-only seed for the others); then
words/s of a bare ``nlp.pipe`` loop and of the Beam stage (DirectRunner) with the
same model, notes and process count, in one run. BLAS and torch are held to one
thread so words/s per process is per core. ``--per-label`` adds each eval set's
table per label; ``--ood`` scores the NER alone, per label, on the hand-written
out-of-distribution notes of ``tests/data/ood`` (evaluation only: never trained on).
"""
from __future__ import annotations

import os

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

import argparse  # noqa: E402
import multiprocessing  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

BENCH_SEED = 913_377  # never used by models.ner.build_defaults
MEDDOCAN_DEV = Path(__file__).resolve().parents[2] / "shared" / "data" / "meddocan" / "dev.jsonl"
LOCALE = {"nl": "nl_BE", "fr": "fr_BE", "en": "en_GB", "de": "de_DE", "es": "es_ES", "it": "it_IT"}
OOD_DIR = Path(__file__).resolve().parent.parent / "tests" / "data" / "ood"
GATE = {"enabled": True}  # --no-gate: score the model's raw spans (quality tables only)


def load_detector(path):
    from deid.detect.ner import NerDetector, NerSettings
    from deid.detect.ner_gate import NameGateConfig

    settings = NerSettings() if GATE["enabled"] else NerSettings(name_gate=NameGateConfig(enabled=False))
    return NerDetector.load(str(path), settings)


def model_path(language: str, models_dir: str = ""):
    from models.ner import default_model_path

    if models_dir:
        path = Path(models_dir) / language
        return path if (path / "config.cfg").is_file() else None
    return default_model_path(language)


def synthetic_with_links(n_notes: int, seed: int, locale: str):
    """Synthetic notes (as ``models.ner.corpus.synthetic_notes``) and their registry-linked spans."""
    import json
    import tempfile

    from deid.synth import write_dataset
    from models.ner.corpus import join_notes_and_gold

    with tempfile.TemporaryDirectory(prefix="deid-bench-ner-") as tmp:
        write_dataset(tmp, n_notes, seed, [locale])
        notes = join_notes_and_gold(Path(tmp) / "notes.jsonl", Path(tmp) / "gold.jsonl")
        with open(Path(tmp) / "gold.jsonl", encoding="utf-8") as lines:
            linked = [{(s["start"], s["end"], s["label"]) for s in json.loads(line)["spans"] if s.get("linked")}
                      for line in lines if line.strip()]
    return notes, linked


def unlinked_names(gold, linked, predicted):
    """(precision, recall, support) on the names outside the registry.

    Recall: unlinked gold names found exactly. Precision: predicted names that are
    not a linked name (those are the registry's), right when an unlinked gold name.
    """
    tp = fp = support = 0
    for g, lk, p in zip(gold, linked, predicted):
        unlinked = {s for s in g if s[2] == "NAME" and s not in lk}
        support += len(unlinked)
        for span in p:
            if span[2] != "NAME" or span in lk:
                continue
            tp += span in unlinked
            fp += span not in unlinked
    return (tp / (tp + fp) if tp + fp else 0.0), (tp / support if support else 0.0), support


def eval_notes(language: str, n_notes: int, synthetic: bool = False):
    """(notes, linked spans per note or None, name of the set)."""
    from models.ner.corpus import read_gold_jsonl

    if language == "es" and MEDDOCAN_DEV.is_file() and not synthetic:
        return read_gold_jsonl([str(MEDDOCAN_DEV)])[:n_notes], None, "meddocan-dev"
    notes, linked = synthetic_with_links(n_notes, BENCH_SEED, LOCALE[language])
    return notes, linked, f"synthetic seed {BENCH_SEED}"


def quality(languages, n_notes: int, models_dir: str = "", per_label: bool = False) -> None:
    from models.ner.evaluate import format_scores, score_spans

    print(f"{'model':<8}{'eval set':<26}{'NAME P':>8}{'NAME R':>8}{'unreg P':>8}{'unreg R':>8}{'(n)':>6}"
          f"{'all P':>8}{'all R':>8}{'all F1':>8}")
    tables = []
    for language in languages:
        path = model_path(language, models_dir)
        if path is None:
            print(f"{language:<8}no model built (python -m models.ner.build_defaults)")
            continue
        detector = load_detector(path)
        sets = [eval_notes(language, n_notes)]
        if language == "es" and sets[0][1] is None:  # es: MEDDOCAN dev, and synthetic notes for unregistered names
            sets.append(eval_notes(language, n_notes, synthetic=True))
        for notes, linked, source in sets:
            predicted = detector.detect_texts([n.text for n in notes])
            predicted = [[(s.start, s.end, s.label) for s in p] for p in predicted]
            gold = [n.spans for n in notes]
            scores = score_spans(gold, predicted)
            name, overall = scores["per_label"].get("NAME", {}), scores["overall"]
            unreg = (f"{'-':>8}{'-':>8}{'-':>6}" if linked is None else
                     "{:>8.3f}{:>8.3f}{:>6}".format(*unlinked_names(gold, linked, predicted)))
            print(f"{language:<8}{source:<26}{name.get('precision', 0):>8.3f}{name.get('recall', 0):>8.3f}{unreg}"
                  f"{overall['precision']:>8.3f}{overall['recall']:>8.3f}{overall['f1']:>8.3f}")
            tables.append((f"{language} on {source}", scores))
    if per_label:
        for title, scores in tables:
            print(f"\n{title} (NER alone, exact spans):")
            for line in format_scores(scores):
                print("  " + line)


def ood(models_dir: str = "") -> None:
    """The NER alone on the hand-written OOD notes: exact P/R/F1 per label, and overlap recall."""
    import json
    from collections import Counter

    from models.ner.corpus import join_notes_and_gold
    from models.ner.evaluate import format_scores, score_spans

    if not (OOD_DIR / "gold.jsonl").is_file():
        print(f"ood: no {OOD_DIR / 'gold.jsonl'}")
        return
    notes = join_notes_and_gold(OOD_DIR / "notes.jsonl", OOD_DIR / "gold.jsonl")
    with open(OOD_DIR / "notes.jsonl", encoding="utf-8") as lines:
        locales = [json.loads(line).get("locale") or "nl_BE" for line in lines if line.strip()]
    gold, predicted, detectors = [], [], {}
    for note, locale in zip(notes, locales):
        language = locale.split("_")[0]
        if language not in detectors:
            path = model_path(language, models_dir)
            detectors[language] = load_detector(path) if path else None
        if detectors[language] is None:
            continue
        gold.append(note.spans)
        predicted.append([(s.start, s.end, s.label) for s in detectors[language].detect_texts([note.text])[0]])
    scores = score_spans(gold, predicted)
    hits, totals = Counter(), Counter()
    for g, p in zip(gold, predicted):  # overlap recall: a gold span touched by a span of its label
        for start, end, label in g:
            totals[label] += 1
            hits[label] += any(ps < end and start < pe and pl == label for ps, pe, pl in p)
    print(f"\nOOD set ({len(gold)} notes, {OOD_DIR}), NER alone; 'overlap R': a predicted span of the label overlaps:")
    lines = format_scores(scores)
    print("  " + lines[0] + f"{'overlap R':>11}")
    for line, label in zip(lines[1:], list(scores["per_label"]) + [None]):
        extra = (hits[label] / totals[label] if totals[label] else 0.0) if label else \
            sum(hits.values()) / max(1, sum(totals.values()))
        print("  " + line + f"{extra:>11.3f}")


def meddocan_full(models_dir: str = "") -> None:
    """MEDDOCAN dev through the complete detection (patterns + NER, resolved), exact P/R/F1 per label.

    MEDDOCAN has no registry, so the registry detector has nothing to match: this is
    the detection of a note whose patient is unknown.
    """
    from deid.records import Note
    from deid.resolve import ResolverConfig, resolve_overlaps
    from models.ner.corpus import read_gold_jsonl
    from models.ner.evaluate import format_scores, score_spans
    from pipelines.deidentify import detector_factories

    path = model_path("es", models_dir)
    if path is None or not MEDDOCAN_DEV.is_file():
        print("meddocan: no es model or no MEDDOCAN dev set")
        return
    notes = read_gold_jsonl([str(MEDDOCAN_DEV)])
    ner = load_detector(path)
    rules = [factory() for factory in detector_factories(["pattern"])]
    resolver = ResolverConfig()
    predicted = []
    for i, (gold, found) in enumerate(zip(notes, ner.detect_texts([n.text for n in notes]))):
        note = Note(f"m{i}", "p", gold.text, "es_ES")
        spans = list(found)
        for detector in rules:
            spans.extend(detector.detect(note, ()))
        predicted.append([(s.start, s.end, s.label) for s in resolve_overlaps(spans, resolver, gold.text)])
    print(f"\nMEDDOCAN dev ({len(notes)} notes), complete detection (patterns + NER, resolved), exact spans:")
    for line in format_scores(score_spans([n.spans for n in notes], predicted)):
        print("  " + line)


def _bare_worker(args):
    model, texts = args
    from deid.detect.ner import NerDetector

    detector = NerDetector.load(model)
    started, cpu_started = time.perf_counter(), time.process_time()
    detector.detect_texts(texts)
    return time.perf_counter() - started, time.process_time() - cpu_started


def bare_words_per_second(model: str, texts, processes: int):
    """A plain loop over ``nlp.pipe`` (our chunking included), model loading excluded.

    Returns (words per wall second, words per CPU second of one worker): the
    second is the per-core figure, undisturbed by other load on the machine.
    """
    words = sum(len(t.split()) for t in texts)
    if processes == 1:
        seconds, cpu = _bare_worker((model, texts))
    else:
        shards = [texts[i::processes] for i in range(processes)]
        with multiprocessing.get_context("spawn").Pool(processes) as pool:
            started = time.perf_counter()
            timings = pool.map(_bare_worker, [(model, shard) for shard in shards])
            seconds = time.perf_counter() - started
        cpu = sum(c for _, c in timings)
    return words / seconds, words / cpu


def stage_words_per_second(model: str, notes, locale: str, processes: int):
    """The DetectEntities stage in a DirectRunner pipeline: (words per wall second, per CPU second).

    Wall time covers the whole run (graph, model load, batching); CPU time is
    this process's, meaningful with one in-memory worker only.
    """
    import apache_beam as beam
    from apache_beam.options.pipeline_options import PipelineOptions

    from transforms.detect_entities import DetectEntities, NerConfig

    options = PipelineOptions(
        runner="DirectRunner",
        direct_num_workers=processes,
        direct_running_mode="in_memory" if processes == 1 else "multi_processing",
    )
    config = NerConfig(models={locale: model}, use_defaults=False, batch_size=64)
    words = sum(len(n.note.text.split()) for n in notes)
    started, cpu_started = time.perf_counter(), time.process_time()
    with beam.Pipeline(options=options) as p:
        _ = (p | beam.Create(notes, reshuffle=False) | "DetectEntities" >> DetectEntities(config)
             | beam.combiners.Count.Globally())
    cpu = time.process_time() - cpu_started
    return words / (time.perf_counter() - started), (words / cpu if processes == 1 else float("nan"))


def speed(language: str, n_notes: int, processes: int, models_dir: str = "") -> None:
    from deid.records import AnnotatedNote, Note
    from models.ner.corpus import synthetic_notes

    path = model_path(language, models_dir)
    if path is None:
        print(f"speed: no default model for {language}")
        return
    locale = LOCALE[language]
    gold = synthetic_notes(n_notes, BENCH_SEED, locale)
    texts = [g.text for g in gold]
    notes = [AnnotatedNote(Note(f"n{i}", "p", t, locale)) for i, t in enumerate(texts)]
    words = sum(len(t.split()) for t in texts)
    bare = stage = (0.0, 0.0)
    for _ in range(2):  # alternate, keep the best of each: the machine may be shared
        bare = max(bare, bare_words_per_second(str(path), texts, processes))
        stage = max(stage, stage_words_per_second(str(path), notes, locale, processes))
    print(f"speed ({language}, {n_notes} notes, {words} words, {processes} process(es), "
          f"load avg {os.getloadavg()[0]:.1f}; best of 2):")
    print(f"  bare nlp.pipe loop : {bare[0]:>10,.0f} words/s wall  {bare[1]:>10,.0f} words per CPU second")
    print(f"  Beam NER stage     : {stage[0]:>10,.0f} words/s wall  {stage[1]:>10,.0f} words per CPU second")
    print(f"  stage / bare       : {100 * stage[0] / bare[0]:>9.0f}% wall  {100 * stage[1] / bare[1]:>9.0f}% CPU")


_P = "components.ner.model."


def _sizes(width: int, depth: int, hidden: int, pieces: int = 2, rows=None) -> dict:
    sizes = {_P + "tok2vec.embed.width": width, _P + "tok2vec.encode.width": width,
             _P + "tok2vec.encode.depth": depth, _P + "hidden_width": hidden, _P + "maxout_pieces": pieces}
    if rows:
        sizes[_P + "tok2vec.embed.rows"] = rows
    return sizes


VARIANTS = {  # name -> config overrides of the default cnn config (the speed side of the size trade-off)
    "cnn.v1 (w48 d3 h48)": {},
    "cnn.v2 sizes (w32 d2 h32)": _sizes(32, 2, 32),
    "w32 d3 h32": _sizes(32, 3, 32),
    "w48 d2 h32": _sizes(48, 2, 32),
    "w64 d4 h64": _sizes(64, 4, 64),
}


def variants(n_notes: int) -> None:
    """Words per CPU second of CNN size variants (initialized, untrained: speed only)."""
    from spacy.training import Example
    from spacy.util import load_config, load_model_from_config

    import models.ner.architectures  # noqa: F401
    from models.ner import config_path
    from models.ner.corpus import synthetic_notes, to_docs

    notes = synthetic_notes(n_notes, BENCH_SEED, "nl_BE")
    texts = [n.text for n in notes]
    words = sum(len(t.split()) for t in texts)
    print("cnn size variants (words per CPU second, untrained weights):")
    for name, overrides in VARIANTS.items():
        config = load_config(config_path("cnn"), overrides={"nlp.lang": "nl", **overrides}, interpolate=False)
        nlp = load_model_from_config(config, auto_fill=True)
        docs, _ = to_docs(nlp, notes[:50])
        nlp.initialize(lambda: [Example(nlp.make_doc(d.text), d) for d in docs])
        cpu = time.process_time()
        list(nlp.pipe(texts, batch_size=32))
        params = sum(node.get_param(p).size for node in nlp.get_pipe("ner").model.walk()
                     for p in node.param_names if node.has_param(p))
        print(f"  {name:<26}{words / (time.process_time() - cpu):>10,.0f} words/s  {params * 4 / 1e6:>6.1f} MB")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--languages", default="nl,fr,en,de,es,it")
    parser.add_argument("--eval-notes", type=int, default=300)
    parser.add_argument("--speed-notes", type=int, default=2000)
    parser.add_argument("--speed-language", default="nl")
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--variants", action="store_true", help="also time CNN size variants")
    parser.add_argument("--models-dir", default="", help="score DIR/<lang> pipelines instead of the shipped ones")
    parser.add_argument("--per-label", action="store_true", help="print each eval set's scores per label")
    parser.add_argument("--ood", action="store_true", help="score the NER alone on tests/data/ood")
    parser.add_argument("--no-speed", action="store_true", help="skip the throughput measurement")
    parser.add_argument("--no-gate", action="store_true",
                        help="quality tables without the NER plausibility gate (deid.detect.ner_gate)")
    parser.add_argument("--meddocan-full", action="store_true",
                        help="MEDDOCAN dev through patterns + NER + resolver, per label")
    args = parser.parse_args(argv)
    try:
        import torch

        torch.set_num_threads(1)
    except ImportError:
        pass
    GATE["enabled"] = not args.no_gate
    quality([lang for lang in args.languages.split(",") if lang], args.eval_notes, args.models_dir, args.per_label)
    if args.ood:
        ood(args.models_dir)
    if args.meddocan_full:
        meddocan_full(args.models_dir)
    if not args.no_speed:
        speed(args.speed_language, args.speed_notes, args.processes, args.models_dir)
    if args.variants:
        variants(min(args.speed_notes, 1000))
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.exit(main())
