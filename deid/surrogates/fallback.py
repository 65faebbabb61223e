"""The pluggable generative fallback, off by default.

A ``GenerativeFallback`` proposes a surrogate from the text around a span. The
implementation here is the masked-LM fill-in of the fill-in-the-blanks
literature, in two forms:

- **Free fill-in** (``propose``), for the labels whose words a corpus vocabulary
  holds (professions, organizations): mask the span, take the model's top-k
  fillers, keep those that look like the same kind of word as the original and
  share nothing with it, and pick one with the keyed generator.
- **Cloze among candidates** (``choose``), for names and places. Our own models
  are pretrained on a vocabulary from which name-like words were scrubbed
  (``deid corpus``): such a model cannot emit a name as a word, only spell one
  piece by piece, and a free fill-in would invent strings that are no name.
  So the constraint to the span's type and shape comes first: the surrogate
  generator draws candidates of the right kind (first name or surname of the
  patient's locale and the mention's gender, rendered in the mention's shape,
  or a town of the locale), and the model picks the one that fits the context
  best: each candidate is written into the note, its tokens masked together,
  and scored by the mean log-probability the model gives its own tokens there.

The model is loaded from a local folder, once per worker, on first use; no network.
"""
from __future__ import annotations

import math
import random
from typing import List, Optional, Protocol, Sequence

from deid.surrogates.shape import fold, letters_only

CONTEXT_CHARS = 256  # characters of context on each side of the mask
# Cloze scores are rounded before ranking, candidates of equal score ordered by their text: a
# matrix product's last bits may differ between machines or thread counts, a choice must not.
SCORE_DECIMALS = 4


class GenerativeFallback(Protocol):
    def propose(self, left: str, original: str, right: str, label: str, rng: random.Random) -> Optional[str]:
        """A surrogate for ``original`` in its context, or ``None`` to let the rules decide."""
        ...

    def choose(self, left: str, right: str, candidates: Sequence[str]) -> Optional[str]:
        """The candidate that best fills the gap between ``left`` and ``right``, or ``None``."""
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
        """The model's top-k fillers of one mask between ``left`` and ``right``."""
        import torch

        if self._model is None:
            self.load()
        tok = self._tokenizer
        left, right = left[-CONTEXT_CHARS:], right[:CONTEXT_CHARS]
        ids = tok(left + tok.mask_token + right, add_special_tokens=False, verbose=False)["input_ids"]
        positions = [i for i, t in enumerate(ids) if t == tok.mask_token_id]
        if not positions:
            return []
        row, targets = self._window(ids, positions[:1])
        with torch.no_grad():
            logits = self._model(input_ids=torch.tensor([row])).logits[0, targets[0]]
        top = torch.topk(logits, min(self.top_k, logits.shape[-1])).indices.tolist()
        return [tok.decode([i]).strip() for i in top]

    def _window(self, ids: Sequence[int], inside: Sequence[int]):
        """``ids`` cut to the model's length around the positions ``inside`` (centred on them as far
        as the text allows), those positions masked, between the special tokens; with the
        positions ``inside`` take in the row. A note's context of 256 characters each side may
        hold more tokens than a small model's positions."""
        tok = self._tokenizer
        body = self.max_tokens - 2
        spare = body - len(inside)
        lo = max(0, min(inside[0] - spare // 2, len(ids) - body))
        window = ids[lo:lo + body]
        wanted = set(inside)
        masked = [tok.mask_token_id if lo + j in wanted else t for j, t in enumerate(window)]
        first = tok.cls_token_id if tok.cls_token_id is not None else tok.bos_token_id
        last = tok.sep_token_id if tok.sep_token_id is not None else tok.eos_token_id
        return [first] + masked + [last], [1 + i - lo for i in inside]

    def propose(self, left: str, original: str, right: str, label: str, rng: random.Random) -> Optional[str]:
        return pick(self.candidates(left, right), original, rng)

    @property
    def max_tokens(self) -> int:
        """Tokens one sequence may hold, special tokens included (RoBERTa's positions start after
        the padding index)."""
        config = self._model.config
        offset = (config.pad_token_id + 1) if getattr(config, "model_type", "") == "roberta" else 0
        return config.max_position_embeddings - offset

    def scores(self, left: str, right: str, candidates: Sequence[str]) -> List[float]:
        """Each candidate's cloze score between ``left`` and ``right``: its tokens masked together,
        the mean log-probability of those tokens; ``-inf`` for one that leaves no token."""
        import torch

        if self._model is None:
            self.load()
        tok = self._tokenizer
        left, right = left[-CONTEXT_CHARS:], right[:CONTEXT_CHARS]
        body = self.max_tokens - 2
        rows, targets = [], []
        for candidate in candidates:
            start, end = len(left), len(left) + len(candidate)
            enc = tok(left + candidate + right, add_special_tokens=False, return_offsets_mapping=True, verbose=False)
            ids, offsets = enc["input_ids"], enc["offset_mapping"]
            inside = [i for i, (s, e) in enumerate(offsets) if s < end and e > start]
            if not inside or len(inside) > body:
                rows.append(None)
                targets.append(None)
                continue
            row, positions = self._window(ids, inside)
            rows.append(row)
            targets.append([(position, ids[i]) for position, i in zip(positions, inside)])
        live = [i for i, row in enumerate(rows) if row is not None]
        out = [-math.inf] * len(candidates)
        if not live:
            return out
        width = max(len(rows[i]) for i in live)
        input_ids = torch.full((len(live), width), tok.pad_token_id, dtype=torch.long)
        attention = torch.zeros((len(live), width), dtype=torch.long)
        for r, i in enumerate(live):
            input_ids[r, :len(rows[i])] = torch.tensor(rows[i])
            attention[r, :len(rows[i])] = 1
        with torch.no_grad():
            logprobs = torch.log_softmax(self._model(input_ids=input_ids, attention_mask=attention).logits.float(), -1)
        for r, i in enumerate(live):
            values = [float(logprobs[r, position, token]) for position, token in targets[i]]
            out[i] = sum(values) / len(values)
        return out

    def choose(self, left: str, right: str, candidates: Sequence[str]) -> Optional[str]:
        return best_scored(candidates, self.scores(left, right, candidates))


def best_scored(candidates: Sequence[str], scores: Sequence[float]) -> Optional[str]:
    """The best-scored candidate (scores rounded to ``SCORE_DECIMALS``; ties to the first in text
    order), or ``None`` when no candidate could be scored."""
    ranked = sorted((-round(score, SCORE_DECIMALS), candidate) for candidate, score in zip(candidates, scores)
                    if score > -math.inf)
    return ranked[0][1] if ranked else None
