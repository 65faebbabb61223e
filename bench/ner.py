"""Benchmark of the NER stage: quality of the default models, and throughput.

    python bench/ner.py [--languages nl,fr,en,de,es,it] [--eval-notes 300]
                        [--speed-notes 4000] [--speed-language nl] [--processes 1] [--variants]
                        [--models-dir DIR] [--ood] [--per-label] [--no-speed] [--no-gate]
                        [--meddocan-full] [--complete N]

Prints, per default model (or per ``DIR/<lang>`` with ``--models-dir``): precision
and recall on NAME, on the names outside the registry (``linked`` false in the
synthetic gold: the NER's own job) and overall, on notes never used in training
(MEDDOCAN dev for es, its mentions of relatives read as their names only: see
``deid.models.ner.corpus.kinship_name_spans``; synthetic notes of a bench-only seed for the others); then
words/s of a bare ``nlp.pipe`` loop and of the Beam stage (DirectRunner) with the
same model, notes and process count, in one run, in steady state (see ``speed``).
BLAS and torch are held to one thread so words/s per process is per core.
``--per-label`` adds each eval set's table per label; ``--ood`` scores the NER alone,
per label, on the hand-written out-of-distribution notes of ``tests/data/ood``
(evaluation only: never trained on); ``--meddocan-full`` runs MEDDOCAN dev through the
complete detection too and prints MEDDOCAN's sub-track 2 span measures, and the NER's
score with MEDDOCAN's relative mentions as annotated;
``--complete N`` runs the complete detection on N synthetic notes of every locale.
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

BENCH_SEED = 913_377  # never used by deid.models.ner.build_defaults
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
    from deid.models.ner import default_model_path

    if models_dir:
        path = Path(models_dir) / language
        return path if (path / "config.cfg").is_file() else None
    return default_model_path(language)


def synthetic_with_links(n_notes: int, seed: int, locales):
    """Synthetic notes of ``locales`` (as ``deid.models.ner.corpus.synthetic_notes``) and their registry-linked spans."""
    import json
    import tempfile

    from deid.synth import write_dataset
    from deid.models.ner.corpus import join_notes_and_gold

    with tempfile.TemporaryDirectory(prefix="deid-bench-ner-") as tmp:
        write_dataset(tmp, n_notes, seed, list(locales))
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
    from deid.models.ner.corpus import read_gold_jsonl

    if language == "es" and MEDDOCAN_DEV.is_file() and not synthetic:
        return read_gold_jsonl([str(MEDDOCAN_DEV)])[:n_notes], None, "meddocan-dev"
    from deid.models.ner.corpus import synthetic_locales

    # Every locale of the language: one default model serves nl_BE and nl_NL, de_DE and de_LU...
    notes, linked = synthetic_with_links(n_notes, BENCH_SEED, synthetic_locales(language))
    return notes, linked, f"synthetic seed {BENCH_SEED}"


def quality(languages, n_notes: int, models_dir: str = "", per_label: bool = False) -> None:
    from deid.models.ner.evaluate import format_scores, score_spans

    print(f"{'model':<8}{'eval set':<26}{'NAME P':>8}{'NAME R':>8}{'unreg P':>8}{'unreg R':>8}{'(n)':>6}"
          f"{'all P':>8}{'all R':>8}{'all F1':>8}")
    tables = []
    for language in languages:
        path = model_path(language, models_dir)
        if path is None:
            print(f"{language:<8}no model built (python -m deid.models.ner.build_defaults)")
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

    from deid.models.ner.corpus import join_notes_and_gold
    from deid.models.ner.evaluate import format_scores, score_spans

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
    from deid.models.ner.corpus import read_gold_jsonl
    from deid.models.ner.evaluate import format_scores, score_spans, span_scores
    from deid.detect.catalog import factories as detector_factories

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
    gold = [n.spans for n in notes]
    print(f"\nMEDDOCAN dev ({len(notes)} notes), complete detection (patterns + NER, resolved), exact spans;"
          "\n  the patterns follow our contract where MEDDOCAN differs: a date of birth is BIRTHDATE (MEDDOCAN:"
          "\n  DATE), a postcode with its town one ADDRESS (MEDDOCAN: LOCATION); sub-track 2 ignores labels:")
    for line in format_scores(score_spans(gold, predicted)):
        print("  " + line)
    texts = [n.text for n in notes]
    alone = [[(s.start, s.end, s.label) for s in spans] for spans in ner.detect_texts(texts)]
    print("  MEDDOCAN sub-track 2 (sensitive spans, labels ignored):"
          f"{'strict P':>10}{'R':>7}{'F1':>7}{'merged P':>10}{'R':>7}{'F1':>7}")
    for name, spans in (("NER alone", alone), ("complete detection", predicted)):
        scores = span_scores(gold, spans, texts)
        st, mg = scores["strict"], scores["merged"]
        print(f"    {name:<52}{st['precision']:>10.3f}{st['recall']:>7.3f}{st['f1']:>7.3f}"
              f"{mg['precision']:>10.3f}{mg['recall']:>7.3f}{mg['f1']:>7.3f}")
    # The tables above read MEDDOCAN's mentions of relatives ("su madre") as their names only
    # (deid.models.ner.corpus.kinship_name_spans); on MEDDOCAN's own terms they are NAME spans.
    as_annotated = [n.spans for n in read_gold_jsonl([str(MEDDOCAN_DEV)], as_annotated=True)]
    overall = score_spans(as_annotated, alone)["overall"]
    print(f"  NER alone, relatives' kinship words counted as NAME (as annotated): P {overall['precision']:.3f}"
          f"  R {overall['recall']:.3f}  F1 {overall['f1']:.3f}")


def complete_detection(n_notes: int, models_dir: str = "") -> None:
    """The complete detection (registry, patterns, names, NER, resolved) on synthetic notes of
    every locale, seed ``BENCH_SEED``: recall over all labels (overlap and strict), precision."""
    import tempfile

    from deid.synth import write_dataset
    from detect_quality import ALL_LOCALES, load_gold_set  # bench/ is on sys.path
    from ood_detection import evaluate, ner_detectors
    from deid.detect.catalog import DEFAULT_DETECTORS, factories as detector_factories

    with tempfile.TemporaryDirectory(prefix="deid-bench-complete-") as tmp:
        write_dataset(tmp, n_notes, BENCH_SEED, ALL_LOCALES)
        notes, persons, gold = load_gold_set(Path(tmp))
    rules = [factory() for factory in detector_factories(DEFAULT_DETECTORS)]
    found, precise, _, _ = evaluate(notes, persons, gold, rules, ner_detectors(models_dir))
    print(f"\ncomplete detection ({', '.join(DEFAULT_DETECTORS)}; resolved) on {len(notes)} synthetic notes, "
          f"seed {BENCH_SEED}, {len(ALL_LOCALES)} locales; recall: a detected span overlaps the gold one, "
          "strict: same boundaries:")
    print(f"  {'gold label':<16}{'spans':>7}{'recall':>9}{'strict':>9}")
    total = [0, 0, 0]
    for key in sorted(k for k in found if "@" not in k):
        cell = found[key]
        total = [a + b for a, b in zip(total, cell)]
        print(f"  {key:<16}{cell[0]:>7}{cell[1] / cell[0]:>9.1%}{cell[2] / cell[0]:>9.1%}")
    print(f"  {'all labels':<16}{total[0]:>7}{total[1] / total[0]:>9.1%}{total[2] / total[0]:>9.1%}")
    detected = sum(c[0] for k, c in precise.items() if "@" not in k)
    right = sum(c[1] for k, c in precise.items() if "@" not in k)
    print(f"  precision (a detected span overlaps a gold span): {right / max(1, detected):.1%} of {detected}")


def _bare_worker(args):
    model, texts = args
    from deid.detect.ner import NerDetector

    started, cpu_started = time.perf_counter(), time.process_time()
    NerDetector.load(model).detect_texts(texts)
    return time.perf_counter() - started, time.process_time() - cpu_started


def bare_seconds(model: str, texts, processes: int):
    """(wall, CPU of the workers) seconds of a plain loop over ``nlp.pipe`` (our chunking and
    gate included) in each of ``processes``, from a freshly loaded model over one pass."""
    if processes == 1:
        return _bare_worker((model, texts))
    shards = [texts[i::processes] for i in range(processes)]
    with multiprocessing.get_context("spawn").Pool(processes) as pool:
        started = time.perf_counter()
        timings = pool.map(_bare_worker, [(model, shard) for shard in shards])
        return time.perf_counter() - started, sum(c for _, c in timings)


def _run_pipeline(notes, processes: int, stage=None) -> tuple:
    """(wall, CPU of this process) seconds of Create -> [stage] -> Count on the DirectRunner."""
    import apache_beam as beam
    from apache_beam.options.pipeline_options import PipelineOptions

    options = PipelineOptions(
        runner="DirectRunner",
        direct_num_workers=processes,
        direct_running_mode="in_memory" if processes == 1 else "multi_processing",
    )
    started, cpu_started = time.perf_counter(), time.process_time()
    with beam.Pipeline(options=options) as p:
        # With several workers the notes are reshuffled, as a real job's join spreads them:
        # unshuffled, Create hands them all to one worker.
        notes_in = p | beam.Create(notes, reshuffle=processes > 1)
        out = (notes_in | "DetectEntities" >> stage).annotated if stage is not None else notes_in
        _ = out | beam.combiners.Count.Globally()
    return time.perf_counter() - started, time.process_time() - cpu_started


def stage_seconds(model: str, notes, locale: str, processes: int):
    """(wall, CPU) seconds of the DetectEntities stage in a DirectRunner pipeline.

    Create -> DetectEntities -> Count is timed whole. With one in-memory worker, the same
    pipeline without the stage (Create's pickling of the notes) runs in the same thread
    before the stage does, so its time is subtracted; with several workers the runner
    feeds them while they work, so nothing is subtracted and the figure is conservative.
    CPU time is this process's: meaningful with one in-memory worker only.
    """
    from deid.transforms.deidentify.detect_entities import DetectEntities, NerConfig

    config = NerConfig(models={locale: model}, use_defaults=False, batch_size=64)
    wall, cpu = _run_pipeline(notes, processes, DetectEntities(config))
    if processes > 1:
        return wall, cpu
    harness_wall, harness_cpu = _run_pipeline(notes, processes)
    return wall - harness_wall, cpu - harness_cpu


def speed(language: str, n_notes: int, processes: int, models_dir: str = "") -> None:
    """Throughput of the bare loop and of the Beam stage, in steady state.

    Each side runs on ``n_notes // 4`` notes and on ``n_notes`` notes from a fresh start
    (process start, imports, model load, warm-up: what a worker pays once); throughput is
    the extra words over the extra seconds, so those one-off costs cancel on both sides
    alike. They are printed apart, as the start-up cost of each side.
    """
    from deid.records import AnnotatedNote, Note
    from deid.models.ner.corpus import synthetic_notes

    path = model_path(language, models_dir)
    if path is None:
        print(f"speed: no default model for {language}")
        return
    locale = LOCALE[language]
    gold = synthetic_notes(n_notes, BENCH_SEED, locale)
    texts = [g.text for g in gold]
    notes = [AnnotatedNote(Note(f"n{i}", "p", t, locale)) for i, t in enumerate(texts)]
    small = max(1, n_notes // 4)
    words = sum(len(t.split()) for t in texts)
    extra_words = words - sum(len(t.split()) for t in texts[:small])
    _run_pipeline(notes[:10], processes)  # Beam's own first-run imports, outside any timing
    best = {"bare": (float("inf"),) * 4, "stage": (float("inf"),) * 4}
    for _ in range(3):  # alternate, keep the best of each: the machine may be shared
        for side, timer in (("bare", lambda n: bare_seconds(str(path), texts[:n], processes)),
                            ("stage", lambda n: stage_seconds(str(path), notes[:n], locale, processes))):
            (w1, c1), (w2, c2) = timer(small), timer(n_notes)
            d_wall, d_cpu = w2 - w1, c2 - c1
            start_up = w1 - d_wall * small / max(1, n_notes - small)
            best[side] = min(best[side], (d_wall, d_cpu, start_up, w2))
    print(f"speed ({language}, {small} and {n_notes} notes, {words} words, {processes} process(es), "
          f"load avg {os.getloadavg()[0]:.1f}; best of 3; steady state: extra words / extra seconds):")
    rates = {}
    for side, name in (("bare", "bare nlp.pipe loop"), ("stage", "Beam NER stage    ")):
        d_wall, d_cpu, start_up, _ = best[side]
        rates[side] = (extra_words / d_wall, extra_words / d_cpu if d_cpu > 0 else float("nan"))
        per_cpu = f"{rates[side][1]:>10,.0f}" if processes == 1 or side == "bare" else f"{'-':>10}"
        print(f"  {name} : {rates[side][0]:>10,.0f} words/s wall  {per_cpu} words per CPU second"
              f"   (start-up {start_up:.1f} s)")
    print(f"  stage / bare       : {100 * rates['stage'][0] / rates['bare'][0]:>9.0f}% wall"
          + (f"  {100 * rates['stage'][1] / rates['bare'][1]:>9.0f}% CPU" if processes == 1 else ""))


_P = "components.ner.model."
_T = _P + "tok2vec."


def _tagger(width: int, depth: int, window: int, lexicon: bool = True) -> dict:
    sizes = {_T + "embed.width": width, _T + "encode.width": width, _T + "encode.depth": depth,
             _T + "encode.window_size": window}
    if not lexicon:
        sizes[_T + "embed.@architectures"] = "spacy.MultiHashEmbed.v2"
    return sizes


VARIANTS = {  # name -> (architecture, config overrides): the speed side of the size trade-off
    "cnn.v1 transition (w48 d3 h48)": ("cnn", {}),
    "cnn.v2 transition (w32 d2 h32)": ("cnn-fast", {}),
    "tagger w64 d3 win2 (default)": ("cnn-tagger", {}),
    "tagger w64 d3 win2, no lexicon": ("cnn-tagger", _tagger(64, 3, 2, lexicon=False)),
    "tagger w64 d4 win1": ("cnn-tagger", _tagger(64, 4, 1)),
    "tagger w64 d4 win2": ("cnn-tagger", _tagger(64, 4, 2)),
    "tagger w48 d4 win2": ("cnn-tagger", _tagger(48, 4, 2)),
    "tagger w96 d4 win1": ("cnn-tagger", _tagger(96, 4, 1)),
}


def variants(n_notes: int) -> None:
    """Words per CPU second of architecture and size variants (initialized, untrained: speed only)."""
    from spacy.training import Example
    from spacy.util import load_config, load_model_from_config

    import deid.nlp.architectures  # noqa: F401
    from deid.models.ner import config_path
    from deid.models.ner.corpus import synthetic_notes, to_docs

    notes = synthetic_notes(n_notes, BENCH_SEED, "nl_BE")
    texts = [n.text for n in notes]
    words = sum(len(t.split()) for t in texts)
    print("NER size variants (words per CPU second, untrained weights, best of 2):")
    for name, (arch, overrides) in VARIANTS.items():
        config = load_config(config_path(arch), overrides={"nlp.lang": "nl", **overrides}, interpolate=False)
        nlp = load_model_from_config(config, auto_fill=True)
        docs, _ = to_docs(nlp, notes[:50])
        nlp.initialize(lambda: [Example(nlp.make_doc(d.text), d) for d in docs])
        list(nlp.pipe(texts[:50]))  # warm: lexicon classes, numba
        best = 0.0
        for _ in range(2):
            cpu = time.process_time()
            list(nlp.pipe(texts, batch_size=32))
            best = max(best, words / (time.process_time() - cpu))
        params = sum(node.get_param(p).size for node in nlp.get_pipe("ner").model.walk()
                     for p in node.param_names if node.has_param(p))
        print(f"  {name:<34}{best:>10,.0f} words/s  {params * 4 / 1e6:>6.1f} MB")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--languages", default="nl,fr,en,de,es,it")
    parser.add_argument("--eval-notes", type=int, default=300)
    parser.add_argument("--speed-notes", type=int, default=4000)
    parser.add_argument("--speed-language", default="nl")
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--variants", action="store_true", help="also time architecture and size variants")
    parser.add_argument("--models-dir", default="", help="score DIR/<lang> pipelines instead of the shipped ones")
    parser.add_argument("--per-label", action="store_true", help="print each eval set's scores per label")
    parser.add_argument("--ood", action="store_true", help="score the NER alone on tests/data/ood")
    parser.add_argument("--no-speed", action="store_true", help="skip the throughput measurement")
    parser.add_argument("--no-gate", action="store_true",
                        help="quality tables without the NER plausibility gate (deid.detect.ner_gate)")
    parser.add_argument("--meddocan-full", action="store_true",
                        help="MEDDOCAN dev through patterns + NER + resolver, per label")
    parser.add_argument("--complete", type=int, default=0, metavar="N",
                        help="the complete detection on N synthetic notes of every locale")
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
    if args.complete > 0:
        complete_detection(args.complete, args.models_dir)
    if not args.no_speed:
        speed(args.speed_language, args.speed_notes, args.processes, args.models_dir)
    if args.variants:
        variants(min(args.speed_notes, 1000))
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.exit(main())
