"""Name membership inference (Nakamura et al., setting 2).

Each candidate name is put into many masked contexts (sentences where a name
stood); with the model in train mode (dropout on, a different seeded dropout
draw per pass), p(name | context) is the probability of the name's tokens at
the masked positions (all masked at once: the product of the per-position
probabilities). The score is the mean over contexts of
p(name | context, target) - p(name | context, reference), the reference being
a model pretrained on a disjoint corpus; the candidate is judged a member of
the training data when the score exceeds ``threshold`` (0).
"""
from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass
from typing import Dict, Iterable, List, Sequence, Tuple

import torch

from deid.models.leakage.candidates import Candidate
from deid.models.leakage.masked_lm import MASK, MaskedLM

CONTEXTS_PER_NAME = 16
THRESHOLD = 0.0


@dataclass(frozen=True)
class NameQuery:
    candidate_id: str
    context_id: str
    context: str  # holds the mask marker once
    name: str

    @property
    def key(self) -> str:
        return f"{self.candidate_id}|{self.context_id}"

    def text_and_span(self) -> Tuple[str, Tuple[int, int]]:
        start = self.context.index(MASK)
        text = self.context[:start] + self.name + self.context[start + len(MASK):]
        return text, (start, start + len(self.name))


def stable_seed(*parts: object) -> int:
    return int.from_bytes(hashlib.sha256("|".join(map(str, parts)).encode("utf-8")).digest()[:6], "big")


def queries_for(candidate: Candidate, contexts: Sequence[Tuple[str, str]], n: int, seed: int) -> List[NameQuery]:
    """``n`` contexts (id, masked sentence) drawn for this candidate, the same whichever model is asked."""
    rng = random.Random(stable_seed(seed, candidate.candidate_id))
    chosen = rng.sample(list(contexts), n) if len(contexts) >= n else [rng.choice(contexts) for _ in range(n)]
    return [NameQuery(candidate.candidate_id, f"{context_id}#{i}", context, candidate.full_name)
            for i, (context_id, context) in enumerate(chosen)]


def name_probabilities(lm: MaskedLM, queries: Sequence[NameQuery], dropout_seed: int) -> List[float]:
    """p(name | context) per query, in train mode with dropout drawn from ``dropout_seed``."""
    texts, spans = zip(*(q.text_and_span() for q in queries))
    encoded = lm.encode(texts, spans)
    targets = encoded.input_ids.clone()
    for row, positions in enumerate(encoded.positions):
        encoded.input_ids[row, positions] = lm.tokenizer.mask_token_id
    log_probs = torch.log_softmax(lm.logits(encoded, dropout_seed=dropout_seed).double(), dim=-1)
    out = []
    for row, positions in enumerate(encoded.positions):
        if not positions:
            out.append(0.0)
            continue
        picked = log_probs[row, positions, targets[row, positions]]
        out.append(float(torch.exp(picked.sum())))
    return out


def batch_seed(seed: int, queries: Iterable[NameQuery]) -> int:
    """One dropout seed per batch, from the queries it holds (so a rerun with the same batches repeats)."""
    return stable_seed(seed, *sorted(q.key for q in queries))


def scores(pairs: Iterable[Tuple[str, float, float]]) -> Dict[str, float]:
    """(candidate id, p target, p reference) per context -> the candidate's mean difference."""
    sums: Dict[str, List[float]] = {}
    for candidate_id, target, reference in pairs:
        sums.setdefault(candidate_id, []).append(target - reference)
    return {cid: sum(values) / len(values) for cid, values in sums.items()}


def is_member(score: float, threshold: float = THRESHOLD) -> bool:
    return score > threshold
