"""What each ingredient of the detection buys: the complete detection with one part taken away.

    python bench/ablation.py [--sets handwritten,meddocan] [--synthetic-notes 0]

Each row runs ``bench/generalization.py``'s complete detection (the same scorer) with one
ingredient removed, on the hand-written development set (notes written independently of
``deid synth``: measured, never tuned on) and MEDDOCAN dev, and prints recall, precision and
leak, the recall and leak of names outside and inside the registry, and MEDDOCAN's strict span
F1 and person names missed:

* ``complete``: everything, the default profile (``recall``);
* ``precision profile``: ``--detection-profile precision`` (bare years kept);
* ``- registry``, ``- pattern``, ``- names``, ``- ner``: one detector left out;
* ``- ner gate``: the NER's spans unchecked (``deid.detect.ner_gate`` switched off).

Nothing of a note's text is printed.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Dict, List

sys.path.insert(0, str(Path(__file__).resolve().parent))

from deid.detect.ner import NerDetector, NerSettings  # noqa: E402
from deid.detect.ner_gate import NameGateConfig  # noqa: E402
from deid.detect.catalog import DEFAULT_DETECTORS  # noqa: E402
from deid.transforms.deidentify.detect_entities import NerConfig  # noqa: E402

from generalization import HANDWRITTEN, MEDDOCAN_DEV, Detection, run_gold_folder, run_meddocan, run_synthetic  # noqa: E402


def _without_gate(detection: Detection) -> Detection:
    """The same detection with the NER's raw spans (the gate switched off)."""
    settings = NerConfig().settings
    raw = NerSettings(label_map=settings.label_map, max_chunk_chars=settings.max_chunk_chars,
                      pipe_batch_size=settings.pipe_batch_size, span_score=settings.span_score,
                      name_gate=NameGateConfig(enabled=False))
    loaded: Dict[str, object] = {}
    detection.ner = {key: loaded.setdefault(model, NerDetector.load(model, raw))
                     for key, model in NerConfig().model_table().items()}
    return detection


def variants() -> List[tuple]:
    every = list(DEFAULT_DETECTORS)
    rows = [("complete", lambda: Detection(every)),
            ("precision profile", lambda: Detection(every, "precision"))]
    for name in every:
        rows.append((f"- {name}", lambda name=name: Detection([d for d in every if d != name])))
    rows.append(("- ner gate", lambda: _without_gate(Detection(every))))
    return rows


def _pct(value) -> str:
    return "-" if value is None else f"{100 * value:.1f}"


def main(argv: List[str] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sets", default="handwritten,meddocan")
    parser.add_argument("--synthetic-notes", type=int, default=0, help="also this many synthetic notes (0: none)")
    args = parser.parse_args(argv)
    sets = [s for s in args.sets.split(",") if s]
    header = f"{'variant':<20}"
    if "handwritten" in sets:
        header += f"{'rec':>7}{'prec':>7}{'leak':>7}{'other':>7}{'o.leak':>7}{'reg':>7}{'r.leak':>7}"
    if "meddocan" in sets:
        header += f"{'MD rec':>8}{'MD prec':>8}{'MD F1':>7}{'MD miss':>8}"
    if args.synthetic_notes:
        header += f"{'syn rec':>8}{'syn prec':>9}"
    print(header)
    for label, build in variants():
        detection = build()
        line = f"{label:<20}"
        if "handwritten" in sets and (HANDWRITTEN / "gold.jsonl").is_file():
            rows = run_gold_folder(detection, HANDWRITTEN)
            a, o, r = rows["all"], rows["name:other"], rows["name:registry"]
            line += "".join(f"{_pct(v):>7}" for v in (a["recall"], a["precision"], a["leak"], o["recall"], o["leak"],
                                                      r["recall"], r["leak"]))
        if "meddocan" in sets and MEDDOCAN_DEV.is_file():
            rows = run_meddocan(detection)
            a = rows["all"]
            line += f"{_pct(a['recall']):>8}{_pct(a['precision']):>8}{rows['strict_span_f1']['f1']:>7.3f}" \
                    f"{rows['person_names_missed']['missed']:>8}"
        if args.synthetic_notes:
            a = run_synthetic(detection, args.synthetic_notes, 990001)["all"]
            line += f"{_pct(a['recall']):>8}{_pct(a['precision']):>9}"
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
