"""Case- and accent-insensitive spelling, as the surrogates compare names and values.

``fold_case_and_accents("Müller-Weiß") == "muller-weiss"``: Unicode case folding (ß becomes
ss) after the accents are stripped. The detection's name tables compare with
``deid.lexicon.name_lexicon.fold`` (lower case without accents, ß kept), which their built
lists were folded with; the two stay apart so that neither's tables change.
"""
from __future__ import annotations

import unicodedata


def fold_case_and_accents(text: str) -> str:
    """Case- and accent-insensitive form: the canonical spelling behind consistency."""
    if text.isascii():
        return text.lower()  # NFKD leaves ASCII as it is; its case folding is lower case
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
