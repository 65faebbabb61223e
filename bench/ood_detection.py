"""Detection quality on the hand-written out-of-distribution set (tests/data/ood).

    python bench/ood_detection.py [--detectors registry,pattern,ner] [--ner-dir DIR] [--misses] [--show-text]

The set (built by ``tests/data/ood/build.py``) holds 60 notes in nine locales,
written by hand in styles the synthetic generator does not use. Detection runs
as ``deid run`` does it: the rule detectors of ``deid.detect.catalog.factories``,
the NER pipeline of each note's locale (``deid.transforms.deidentify.detect_entities``: locale,
then language, then the shipped defaults), and ``deid.resolve.resolve_overlaps``.

Prints, per gold label and per locale: recall (a gold span counts as found when a
detected span overlaps it), strict recall (same boundaries), and, per detected
label, precision (a detected span is right when it overlaps a gold span of any
label) and label precision (... a gold span of its own label). NAME is split
into registry-linked names and the others. ``--misses`` lists the missed gold
spans and the false positives by note, label and offsets, never their text
(``--show-text`` adds it, for debugging on this fictitious set only).
"""
from __future__ import annotations

import argparse
import time
from collections import defaultdict
from pathlib import Path
from typing import Dict, List, Sequence

from deid.resolve import ResolverConfig, resolve_overlaps
from deid.spans import Span
from deid.detect.catalog import DEFAULT_DETECTORS, factories as detector_factories
from detect_quality import ALL_LOCALES, load_gold_set  # bench/ is on sys.path when a bench runs

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "ood"


def ner_detectors(ner_dir: str = "", bare_years: bool = True) -> Dict[str, object]:
    """Locale or language -> NerDetector, as ``DetectEntitiesFn`` resolves them."""
    from deid.detect.ner import NerDetector
    from deid.transforms.deidentify.detect_entities import NerConfig

    config = NerConfig(bare_years=bare_years)
    table = config.model_table()
    if ner_dir:
        table = {p.name: str(p) for p in sorted(Path(ner_dir).iterdir()) if (p / "config.cfg").is_file()}
    loaded: Dict[str, object] = {}
    return {key: loaded.setdefault(model, NerDetector.load(model, config.settings)) for key, model in table.items()}


def ner_spans(detectors: Dict[str, object], note) -> List[Span]:
    from deid.transforms.deidentify.detect_entities import model_key

    key = model_key(detectors, note.locale)
    return detectors[key].detect(note) if key else []


def gold_key(span: dict) -> str:
    if span["label"] == "NAME":
        return "NAME (linked)" if span.get("linked") else "NAME (other)"
    return span["label"]


def _overlapping(spans: Sequence, start: int, end: int) -> list:
    return [s for s in spans if s[0] < end and s[1] > start]


def evaluate(notes, persons, gold, rule_detectors, ner, resolver=ResolverConfig()):
    """(recall cells, precision cells, misses, false positives) over the set."""
    found = defaultdict(lambda: [0, 0, 0])  # key -> [gold, overlap, strict]
    precise = defaultdict(lambda: [0, 0, 0])  # key -> [detected, overlaps gold, overlaps gold of its label]
    misses, false_pos = [], []
    for note in notes:
        spans: List[Span] = []
        for detector in rule_detectors:
            spans.extend(detector.detect(note, persons.get(note.patient_id, ())))
        if ner is not None:
            spans.extend(ner_spans(ner, note))
        spans = resolve_overlaps(spans, resolver, note.text)
        detected = [(s.start, s.end, s.label, s.detector) for s in spans]
        exact = {(s.start, s.end) for s in spans}
        golds = [(g["start"], g["end"], g["label"]) for g in gold[note.note_id]]
        for g in gold[note.note_id]:
            hit = bool(_overlapping(detected, g["start"], g["end"]))
            strict = (g["start"], g["end"]) in exact
            for key in (gold_key(g), f"{gold_key(g)} @ {note.locale}"):
                cell = found[key]
                cell[0] += 1
                cell[1] += hit
                cell[2] += strict
            if not hit:
                misses.append((note.note_id, gold_key(g), g["start"], g["end"], note.text))
        for start, end, label, detector in detected:
            over = _overlapping(golds, start, end)
            same = [g for g in over if g[2] == label or {g[2], label} == {"DATE", "BIRTHDATE"}]
            for key in (label, f"{label} @ {note.locale}"):
                precise[key][0] += 1
                precise[key][1] += bool(over)
                precise[key][2] += bool(same)
            if not over:
                false_pos.append((note.note_id, label, start, end, detector, note.text))
    return found, precise, misses, false_pos


def _pct(num: int, den: int) -> str:
    return f"{num / den:8.1%}" if den else "       -"


def report(found, precise, misses, false_pos, show_misses: bool, show_text: bool) -> None:
    print(f"{'gold label':<18}{'spans':>6}{'recall':>9}{'strict':>9}")
    tot = [0, 0, 0]
    for key in sorted(k for k in found if "@" not in k):
        total, hit, strict = found[key]
        tot = [tot[0] + total, tot[1] + hit, tot[2] + strict]
        print(f"{key:<18}{total:>6}{_pct(hit, total):>9}{_pct(strict, total):>9}")
    print(f"{'all':<18}{tot[0]:>6}{_pct(tot[1], tot[0]):>9}{_pct(tot[2], tot[0]):>9}")
    print(f"\n{'detected label':<18}{'spans':>6}{'precision':>10}{'label-prec':>11}")
    tot = [0, 0, 0]
    for key in sorted(k for k in precise if "@" not in k):
        total, right, same = precise[key]
        tot = [tot[0] + total, tot[1] + right, tot[2] + same]
        print(f"{key:<18}{total:>6}{_pct(right, total):>10}{_pct(same, total):>11}")
    print(f"{'all':<18}{tot[0]:>6}{_pct(tot[1], tot[0]):>10}{_pct(tot[2], tot[0]):>11}")
    names = [found[k] for k in ("NAME (linked)", "NAME (other)") if k in found]
    if names and "NAME" in precise:
        recall = sum(c[1] for c in names) / sum(c[0] for c in names)
        strict = sum(c[2] for c in names) / sum(c[0] for c in names)
        precision = precise["NAME"][1] / precise["NAME"][0]
        f1 = 2 * recall * precision / (recall + precision) if recall + precision else 0.0
        f1s = 2 * strict * precision / (strict + precision) if strict + precision else 0.0
        print(f"NAME F1 {f1:.3f} (recall {recall:.1%}, precision {precision:.1%}); strict F1 {f1s:.3f}")
    print("\nper locale (all labels): recall / strict / precision")
    for locale in ALL_LOCALES:
        g = [v for k, v in found.items() if k.endswith(f"@ {locale}")]
        p = [v for k, v in precise.items() if k.endswith(f"@ {locale}")]
        gt, gh, gs = (sum(c[i] for c in g) for i in range(3))
        pt, pr = sum(c[0] for c in p), sum(c[1] for c in p)
        print(f"  {locale:<7}{gt:>5}  recall {_pct(gh, gt)}  strict {_pct(gs, gt)}  precision {_pct(pr, pt)}")
    print("\nper locale and label (recall):")
    for key in sorted(k for k in found if "@" in k):
        total, hit, strict = found[key]
        if hit < total:
            print(f"  {key:<28}{total:>4}  recall {_pct(hit, total)}  strict {_pct(strict, total)}")
    if not show_misses:
        return
    print(f"\nmissed gold spans ({len(misses)}):")
    for note_id, key, start, end, text in sorted(misses, key=lambda m: (m[1], m[0], m[2])):
        extra = f"  {text[start:end]!r}" if show_text else ""
        print(f"  {key:<15}{note_id:<11}[{start}, {end}){extra}")
    print(f"\nfalse positives ({len(false_pos)}):")
    for note_id, label, start, end, detector, text in sorted(false_pos, key=lambda m: (m[1], m[0], m[2])):
        extra = f"  {text[start:end]!r}" if show_text else ""
        print(f"  {label:<15}{note_id:<11}[{start}, {end}) {detector}{extra}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--detectors", default=",".join(DEFAULT_DETECTORS))
    parser.add_argument("--data", default=str(DATA), help="a folder with notes.jsonl, registry.csv, gold.jsonl")
    parser.add_argument("--ner-dir", default="", help="a folder of <lang>/ spaCy pipelines instead of the shipped ones")
    parser.add_argument("--priority", default="", help="resolver detector priority, e.g. registry,pattern,ner,names")
    parser.add_argument("--misses", action="store_true", help="list missed gold spans and false positives")
    parser.add_argument("--show-text", action="store_true", help="with --misses: print the span texts too")
    args = parser.parse_args()

    names = [n for n in args.detectors.split(",") if n]
    rule_detectors = [factory() for factory in detector_factories(names)]
    ner = ner_detectors(args.ner_dir) if "ner" in names else None
    notes, persons, gold = load_gold_set(Path(args.data))
    started = time.perf_counter()
    resolver = ResolverConfig(detector_priority=tuple(args.priority.split(","))) if args.priority else ResolverConfig()
    found, precise, misses, false_pos = evaluate(notes, persons, gold, rule_detectors, ner, resolver)
    elapsed = time.perf_counter() - started
    print(f"{len(notes)} OOD notes, detectors {args.detectors}: {elapsed / max(1, len(notes)) * 1000:.1f} ms per note")
    report(found, precise, misses, false_pos, args.misses, args.show_text)


if __name__ == "__main__":
    main()
