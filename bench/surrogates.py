"""Surrogates per second per label (one worker, one core). Prints figures; asserts nothing.

    python bench/surrogates.py [--n 2000] [--locale nl_BE]
"""
from __future__ import annotations

import argparse
import time

from deid.keys import load_key
from deid.records import AnnotatedNote, Note, Person
from deid.spans import Span
from deid.surrogates import SurrogateConfig, Surrogates

SAMPLES = {
    "NAME (registry)": ("Stormy Danneels", "registry"),
    "NAME (ner)": ("Piet Peeters", "ner"),
    "DATE": ("12 maart 2021", "pattern"),
    "DATE (numeric)": ("12/03/21", "pattern"),
    "AGE": ("92 jaar", "pattern"),
    "ADDRESS": ("Kerkstraat 12, 2000 Antwerpen", "pattern"),
    "LOCATION": ("Antwerpen", "pattern"),
    "PHONE": ("0475 12 34 56", "pattern"),
    "EMAIL": ("stormy.danneels@telenet.be", "pattern"),
    "URL": ("https://www.azgroeninge.be/patient/123", "pattern"),
    "ID": ("85.07.30-639.04", "pattern"),
    "PROFESSION": ("verpleegkundige", "ner"),
    "ORGANIZATION": ("AZ Groeninge", "ner"),
}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=2000)
    parser.add_argument("--locale", default="nl_BE")
    args = parser.parse_args()
    t0 = time.perf_counter()
    surrogates = Surrogates(SurrogateConfig(), load_key(demo=True))
    print(f"Surrogates() built in {1000 * (time.perf_counter() - t0):.1f} ms; locale {args.locale}; n={args.n} per label")
    person = Person("P0", role="patient", first_name="Stormy", last_name="Danneels", gender="F")
    for name, (text, detector) in SAMPLES.items():
        label = name.split()[0]
        ref = "{key}:name" if detector == "registry" else None
        span = Span(0, len(text), label, detector, 1.0, ref.format(key=person.key) if ref else None)
        # Warm up (lazy Fakers, lexicons), then time distinct patients so nothing is cached per value.
        surrogates.renderer(AnnotatedNote(Note("w", "warm", text, args.locale), (person,), (span,)))(span, text)
        start = time.perf_counter()
        for i in range(args.n):
            pid = f"P{i}"
            note = Note("n", pid, text, args.locale)
            patient = Person(pid, role="patient", first_name="Stormy", last_name="Danneels", gender="F")
            s = Span(0, len(text), label, detector, 1.0, ref.format(key=patient.key) if ref else None)
            surrogates.renderer(AnnotatedNote(note, (patient,), (s,)))(s, text)
        elapsed = time.perf_counter() - start
        print(f"{name:18s} {args.n / elapsed:10.0f} /s   ({1e6 * elapsed / args.n:7.1f} us each, renderer built per note)")


if __name__ == "__main__":
    main()
