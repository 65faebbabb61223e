"""The pluggable generative fallback, off by default.

A ``GenerativeFallback`` proposes a surrogate from the text around a span,
for the labels rules handle badly (professions, organizations). The
implementation here is the masked-LM fill-in of the fill-in-the-blanks
literature: mask the span, take the model's top-k fillers, keep those that
look like the same kind of word as the original and share nothing with it,
and pick one with the keyed generator. The model is loaded from a local
folder, once per worker, on first use; no network.
"""
from __future__ import annotations

import random
from typing import Optional, Protocol, Sequence

from deid.surrogates.shape import fold, letters_only

CONTEXT_CHARS = 256  # characters of context on each side of the mask


class GenerativeFallback(Protocol):
    def propose(self, left: str, original: str, right: str, label: str, rng: random.Random) -> Optional[str]:
        """A surrogate for ``original`` in its context, or ``None`` to let the rules decide."""
        ...


def admissible(candidate: str, original: str) -> bool:
    """The part-of-speech proxy and the overlap filter.

    No tagger ships offline for all our languages, so "same part of speech"
    is approximated by the word's shape: letters only, at least two of them,
    and a capital where the original had one (a proper noun stays a proper
    noun, a common noun stays one). Overlap: no folded word shared with the
    original and neither contains the other.
    """
    word = candidate.strip()
    if len(word) < 2 or not all(c.isalpha() or c in "-'" for c in word):
        return False
    if original[:1].isupper() != word[:1].isupper():
        return False
    cand, orig = letters_only(word), letters_only(original)
    if not cand or cand in orig or orig in cand:
        return False
    return not ({fold(w) for w in word.split()} & {fold(w) for w in original.split()})


def pick(candidates: Sequence[str], original: str, rng: random.Random) -> Optional[str]:
    seen = []
    for c in candidates:
        c = c.strip()
        if admissible(c, original) and c not in seen:
            seen.append(c)
    return seen[rng.randrange(len(seen))] if seen else None


class MaskedLMFallback:
    """Top-k fill-in by a local ``AutoModelForMaskedLM`` (any Hugging Face MLM folder)."""

    def __init__(self, model_path: str, top_k: int = 50) -> None:
        self.model_path = model_path
        self.top_k = top_k
        self._model = None
        self._tokenizer = None

    def load(self) -> "MaskedLMFallback":
        """Load the model now (a Beam worker does it once, in ``setup()``, through its model
        handler); otherwise the first proposal loads it."""
        # Imported here: torch and transformers cost seconds to import, and
        # only a worker that enables the fallback should pay for them.
        from transformers import AutoModelForMaskedLM, AutoTokenizer

        self._tokenizer = AutoTokenizer.from_pretrained(self.model_path)
        self._model = AutoModelForMaskedLM.from_pretrained(self.model_path)
        self._model.eval()
        return self

    def candidates(self, left: str, right: str) -> list:
        import torch

        if self._model is None:
            self.load()
        tok = self._tokenizer
        text = left[-CONTEXT_CHARS:] + tok.mask_token + right[:CONTEXT_CHARS]
        enc = tok(text, return_tensors="pt", truncation=True, max_length=256)
        positions = (enc["input_ids"][0] == tok.mask_token_id).nonzero()
        if len(positions) == 0:
            return []
        with torch.no_grad():
            logits = self._model(**enc).logits[0, int(positions[0])]
        ids = torch.topk(logits, min(self.top_k, logits.shape[-1])).indices.tolist()
        return [tok.decode([i]).strip() for i in ids]

    def propose(self, left: str, original: str, right: str, label: str, rng: random.Random) -> Optional[str]:
        return pick(self.candidates(left, right), original, rng)
