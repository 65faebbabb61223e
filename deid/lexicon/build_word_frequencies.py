"""Build ``deid/data/word_frequencies.npz``: wordfreq's frequency lists of our languages, compact.

    python -m deid.lexicon.build_word_frequencies

wordfreq (a run-time dependency, pinned in setup.py) holds each language's list as a Python
dict of some 300,000 to 630,000 words once read: about 40 MB per language, 240 MB and a second
of start-up for our six, in every worker. This file holds the same lists as two arrays per
language: the 64-bit BLAKE2b key of each word, sorted, and its frequency bucket (wordfreq's
centibel index: the word's frequency is ``10 ** (-bucket / 100)``), 10 bytes a word, 22 MB in
all. ``deid.lexicon.word_frequency.zipf`` answers from it exactly what
``wordfreq.zipf_frequency`` answers (a test compares them). Same wordfreq release, same bytes.
"""
from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np

from deid.lexicon.word_keys import word_key

OUT = Path(__file__).resolve().parents[1] / "data" / "word_frequencies.npz"


def build(languages) -> dict:
    from wordfreq import get_frequency_list

    arrays = {}
    for language in languages:
        buckets = {}
        for index, bucket in enumerate(get_frequency_list(language, "best")):
            for word in bucket:
                buckets[word] = index  # a word listed twice keeps its last bucket, as wordfreq's dict does
        keys = np.fromiter((word_key(w) for w in buckets), dtype=np.int64, count=len(buckets))
        values = np.fromiter(buckets.values(), dtype=np.uint16, count=len(buckets))
        order = np.argsort(keys, kind="stable")
        keys, values = keys[order], values[order]
        if len(np.unique(keys)) != len(keys):
            raise RuntimeError(f"two words of {language} share a key")
        arrays[f"{language}_keys"], arrays[f"{language}_buckets"] = keys, values
    return arrays


def main() -> None:
    from deid.locales import LANGUAGES

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=str(OUT))
    args = parser.parse_args()
    arrays = build(LANGUAGES)
    np.savez(args.out, **arrays)
    print(f"{sum(len(v) for k, v in arrays.items() if k.endswith('_keys'))} words of "
          f"{', '.join(LANGUAGES)} -> {args.out}")


if __name__ == "__main__":
    main()
