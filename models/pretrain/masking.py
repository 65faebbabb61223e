"""Dynamic masking for masked-LM training (BERT's 80/10/10 rule), drawn anew for every batch."""
from __future__ import annotations

from typing import Sequence, Tuple

import torch

IGNORE_INDEX = -100  # label of positions the loss skips


def mask_tokens(
    input_ids: torch.Tensor,
    special_ids: Sequence[int],
    mask_id: int,
    vocab_size: int,
    probability: float,
    generator: torch.Generator,
) -> Tuple[torch.Tensor, torch.Tensor]:
    """Return ``(inputs, labels)``: a share ``probability`` of the non-special tokens is selected;
    of those, 80% become the mask token, 10% a random token, 10% stay. ``labels`` holds the
    original id at selected positions and ``IGNORE_INDEX`` elsewhere. ``input_ids`` is not changed."""
    device = input_ids.device
    inputs = input_ids.clone()
    labels = input_ids.clone()
    special = torch.zeros_like(input_ids, dtype=torch.bool)
    for token in special_ids:
        special |= input_ids == token
    draw = torch.rand(input_ids.shape, generator=generator, device=generator.device).to(device)
    selected = (draw < probability) & ~special
    labels[~selected] = IGNORE_INDEX
    action = torch.rand(input_ids.shape, generator=generator, device=generator.device).to(device)
    to_mask = selected & (action < 0.8)
    to_random = selected & (action >= 0.8) & (action < 0.9)
    inputs[to_mask] = mask_id
    random_ids = torch.randint(vocab_size, input_ids.shape, generator=generator, device=generator.device).to(device)
    inputs[to_random] = random_ids[to_random]
    return inputs, labels
