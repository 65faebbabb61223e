"""A worker's NER memory over a long night: what the pipeline's vocabulary keeps, bounded or not.

    python bench/ner_vocabulary.py [--notes 3000] [--language nl] [--growth 50000]

spaCy's vocabulary keeps every word a pipeline has seen, and a night's notes bring words seen once
(ids, dates, phone numbers, names) without end. ``NerDetector`` keeps the first
``NerSettings.max_vocab_growth`` words it learns and forgets, after each batch, the words that
batch brought (spaCy's ``memory_zone``). This runs the shipped model of one language over
synthetic notes (``deid synth``'s generator), each carrying two ids no other note has, twice in
fresh processes: with the default bound and with none (a bound larger than any night), and prints
per thousand notes the strings the vocabulary holds, the resident memory, and the CPU per note.
The entities of the two runs are compared (they must be the same). Prints figures; asserts nothing.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

UNBOUNDED = 10 ** 12


def _rss_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS"):
                return int(line.split()[1]) / 1024
    return 0.0


def _child(notes: int, language: str, growth: int) -> None:
    from deid.detect.ner import NerDetector, NerSettings, limit_blas_threads
    from deid.locales import LOCALES
    from deid.models.ner import default_model_path
    from deid.models.ner.corpus import synthetic_notes

    limit_blas_threads(1)
    locale = next(locale for locale in LOCALES if locale.startswith(language))
    texts = [f"{n.text}\nDossier X{i}Q{i * 7919} ref K{i}Z{i * 104729}."
             for i, n in enumerate(synthetic_notes(notes, seed=17, locale=locale))]
    detector = NerDetector.load(str(default_model_path(language)), NerSettings(max_vocab_growth=growth))
    start_rss, rows, found = _rss_mb(), [], []
    cpu = time.process_time()
    for at in range(0, len(texts), 32):
        found.extend([(s.start, s.end, s.label) for s in spans] for spans in detector.detect_texts(texts[at:at + 32]))
        done = min(at + 32, len(texts))
        if done // 1000 > at // 1000 or done == len(texts):
            rows.append((done, len(detector.nlp.vocab.strings), round(_rss_mb() - start_rss, 1)))
    print(json.dumps({"rows": rows, "ms_per_note": 1000 * (time.process_time() - cpu) / len(texts), "found": found}))


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--notes", type=int, default=3000)
    parser.add_argument("--language", default="nl")
    parser.add_argument("--growth", type=int, default=50_000, help="the bound to measure (the default's)")
    parser.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        _child(int(args.child[0]), args.child[1], int(args.child[2]))
        return
    runs = {}
    for name, growth in (("bounded", args.growth), ("unbounded", UNBOUNDED)):
        out = subprocess.run([sys.executable, __file__, "--child", str(args.notes), args.language, str(growth)],
                             check=True, capture_output=True, text=True).stdout.strip().splitlines()[-1]
        runs[name] = json.loads(out)
    print(f"{args.notes} synthetic notes ({args.language}), two ids seen once in each; bound {args.growth:,} words")
    print(f"{'notes':>7}{'strings bounded':>18}{'strings unbounded':>20}{'RSS+ MB bounded':>18}{'RSS+ MB unbounded':>20}")
    for (n, kept, rss), (_, kept_all, rss_all) in zip(runs["bounded"]["rows"], runs["unbounded"]["rows"]):
        print(f"{n:>7}{kept:>18,}{kept_all:>20,}{rss:>18}{rss_all:>20}")
    print(f"CPU per note: bounded {runs['bounded']['ms_per_note']:.2f} ms, unbounded {runs['unbounded']['ms_per_note']:.2f} ms")
    print("entities the same:", runs["bounded"]["found"] == runs["unbounded"]["found"])


if __name__ == "__main__":
    main()
