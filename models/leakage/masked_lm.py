"""A loaded masked LM with its tokenizer, and the one encoding every leakage test needs:
texts with a character span each, cut to the model's length around that span, with the
positions of the tokens that cover the span."""
from __future__ import annotations

import contextlib
from dataclasses import dataclass
from typing import List, Sequence, Tuple

import torch

MASK = "<mask>"  # the mask marker in sentences; replaced by the model's own mask token


@dataclass
class Encoded:
    input_ids: torch.Tensor  # (B, T)
    attention_mask: torch.Tensor  # (B, T)
    positions: List[List[int]]  # per row, the token positions covering the span (empty if none survived)


@dataclass
class MaskedLM:
    model: "torch.nn.Module"
    tokenizer: object
    device: torch.device

    @classmethod
    def load(cls, model_dir: str, device: str = "cpu") -> "MaskedLM":
        from transformers import AutoModelForMaskedLM, AutoTokenizer

        tokenizer = AutoTokenizer.from_pretrained(model_dir)
        model = AutoModelForMaskedLM.from_pretrained(model_dir).to(device)
        model.eval()
        return cls(model, tokenizer, torch.device(device))

    @property
    def max_tokens(self) -> int:
        config = self.model.config
        offset = (config.pad_token_id + 1) if getattr(config, "model_type", "") == "roberta" else 0
        return config.max_position_embeddings - offset

    def encode(self, texts: Sequence[str], spans: Sequence[Tuple[int, int]]) -> Encoded:
        tok = self.tokenizer
        body = self.max_tokens - 2
        rows, positions = [], []
        for text, (start, end) in zip(texts, spans):
            enc = tok(text, add_special_tokens=False, return_offsets_mapping=True)
            ids, offsets = enc["input_ids"], enc["offset_mapping"]
            inside = [i for i, (s, e) in enumerate(offsets) if s < end and e > start]
            lo = 0
            if len(ids) > body:
                centre = inside[0] if inside else 0
                lo = max(0, min(centre - body // 2, len(ids) - body))
                ids = ids[lo:lo + body]
            positions.append([i - lo + 1 for i in inside if 0 <= i - lo < len(ids)])
            rows.append([tok.bos_token_id, *ids, tok.eos_token_id])
        width = max(len(r) for r in rows)
        input_ids = torch.full((len(rows), width), tok.pad_token_id, dtype=torch.long)
        for i, row in enumerate(rows):
            input_ids[i, :len(row)] = torch.tensor(row)
        return Encoded(input_ids, input_ids != tok.pad_token_id, positions)

    def with_mask(self, sentence: str) -> Tuple[str, Tuple[int, int]]:
        """The sentence with the model's mask token for the marker, and that token's span."""
        start = sentence.index(MASK)
        mask = self.tokenizer.mask_token
        return sentence[:start] + mask + sentence[start + len(MASK):], (start, start + len(mask))

    @torch.no_grad()
    def logits(self, encoded: Encoded, dropout_seed: int = None) -> torch.Tensor:
        """Logits (B, T, V) on the CPU; with ``dropout_seed``, in train mode (dropout on, seeded)."""
        context = torch.random.fork_rng(devices=[self.device.index or 0] if self.device.type == "cuda" else [])
        with context if dropout_seed is not None else contextlib.nullcontext():
            if dropout_seed is not None:
                torch.manual_seed(dropout_seed)
            self.model.train(dropout_seed is not None)
            try:
                out = self.model(input_ids=encoded.input_ids.to(self.device),
                                 attention_mask=encoded.attention_mask.to(self.device)).logits
            finally:
                self.model.eval()
        return out.float().cpu()
