"""The generation test (Nakamura et al., setting 1): Gibbs sampling from the masked LM.

A prompt (a service header) followed by ``length`` masks; for ``steps``
steps, one position of the generated part is drawn at random, masked, and
re-drawn from the top-k of the model's distribution at that position
(logits divided by ``temperature``). A candidate counts as found when its
first or last name occurs among the words of a generated text.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, Iterable, List, Sequence

import torch

from deid.models.leakage.candidates import Candidate
from deid.models.leakage.masked_lm import MaskedLM
from deid.models.leakage.names import name_words

DEFAULT_PROMPT = "Dienst Inwendige Geneeskunde"


@dataclass(frozen=True)
class GibbsParams:
    prompt: str = DEFAULT_PROMPT
    length: int = 32
    steps: int = 500
    top_k: int = 100
    temperature: float = 1.0

    def __post_init__(self) -> None:
        if self.length < 1 or self.steps < 0 or self.top_k < 1 or self.temperature <= 0:
            raise ValueError("length and top_k must be positive, steps >= 0, temperature > 0")


@torch.no_grad()
def gibbs_generate(lm: MaskedLM, params: GibbsParams, seeds: Sequence[int]) -> List[str]:
    """One text per seed; each document's draws come from its own seeded generator, so a
    document does not depend on the others in its batch."""
    tok = lm.tokenizer
    prompt = tok(params.prompt, add_special_tokens=False)["input_ids"] if params.prompt else []
    room = lm.max_tokens - 2 - len(prompt)
    length = min(params.length, room)
    if length < 1:
        raise ValueError("the prompt leaves no room to generate within the model's length")
    start = 1 + len(prompt)
    row = [tok.bos_token_id, *prompt, *([tok.mask_token_id] * length), tok.eos_token_id]
    ids = torch.tensor([row] * len(seeds), dtype=torch.long)
    generators = [torch.Generator().manual_seed(int(seed)) for seed in seeds]
    attention = torch.ones_like(ids, dtype=torch.bool)
    special = torch.tensor(tok.all_special_ids, dtype=torch.long)
    lm.model.eval()
    for _ in range(params.steps):
        picks = [start + int(torch.randint(length, (1,), generator=g)) for g in generators]
        rows = torch.arange(len(seeds))
        ids[rows, picks] = tok.mask_token_id
        logits = lm.model(input_ids=ids.to(lm.device), attention_mask=attention.to(lm.device)).logits
        at = logits[rows.to(lm.device), torch.tensor(picks, device=lm.device)].float().cpu() / params.temperature
        at[:, special] = float("-inf")
        top = torch.topk(at, min(params.top_k, at.shape[-1]), dim=-1)
        for b, g in enumerate(generators):
            choice = torch.multinomial(torch.softmax(top.values[b], dim=-1), 1, generator=g)
            ids[b, picks[b]] = top.indices[b, choice]
    return [tok.decode(ids[b, start:start + length].tolist(), skip_special_tokens=True) for b in range(len(seeds))]


def found(texts: Iterable[str], candidates: Iterable[Candidate]) -> Dict[str, bool]:
    """Candidate id -> whether its first or last name occurs among the words of any text."""
    words = set()
    for text in texts:
        words |= name_words(text)
    return {c.candidate_id: bool(c.words & words) for c in candidates}

