"""Phrase templates per language (see ``deid.synth.render`` for the slots).

Each language module defines ``PHRASES``: key -> tuple of template variants.
Every language has the same keys (a test checks it), so the note layouts in
``deid.synth.notes`` work unchanged for all of them.
"""
from typing import Dict, Tuple

from deid.synth.phrases import de, en, es, fr, it, nl

PHRASES: Dict[str, Dict[str, Tuple[str, ...]]] = {
    "nl": nl.PHRASES, "fr": fr.PHRASES, "en": en.PHRASES, "de": de.PHRASES, "es": es.PHRASES, "it": it.PHRASES,
}
