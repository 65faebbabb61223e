"""Dynamic masking follows BERT's rule: 15% of the ordinary tokens, of which 80% masked, 10% random, 10% kept."""
from __future__ import annotations

import pytest
import torch

from deid.models.pretrain.masking import IGNORE_INDEX, mask_tokens

PAD, BOS, EOS, MASK, VOCAB = 1, 0, 2, 4, 500


def _batch():
    ids = torch.randint(5, VOCAB, (64, 128), generator=torch.Generator().manual_seed(1))
    ids[:, 0], ids[:, -1], ids[:, -10:-1] = BOS, EOS, PAD
    return ids


def _mask(ids, seed=0, probability=0.15):
    return mask_tokens(ids, (BOS, EOS, PAD, MASK), MASK, VOCAB, probability, torch.Generator().manual_seed(seed))


def test_labels_hold_the_original_at_selected_positions_only():
    ids = _batch()
    inputs, labels = _mask(ids)
    selected = labels != IGNORE_INDEX
    assert torch.equal(labels[selected], ids[selected])
    assert torch.equal(inputs[~selected], ids[~selected])


def test_special_tokens_are_never_selected():
    ids = _batch()
    _, labels = _mask(ids)
    special = (ids == BOS) | (ids == EOS) | (ids == PAD)
    assert (labels[special] == IGNORE_INDEX).all()


@pytest.mark.parametrize("probability", [0.15, 0.3])
def test_shares_follow_the_80_10_10_rule(probability):
    ids = _batch()
    inputs, labels = _mask(ids, probability=probability)
    ordinary = ~((ids == BOS) | (ids == EOS) | (ids == PAD))
    selected = labels != IGNORE_INDEX
    assert abs(selected.sum().item() / ordinary.sum().item() - probability) < 0.02
    masked = (inputs == MASK) & selected
    kept = (inputs == ids) & selected
    assert abs(masked.sum().item() / selected.sum().item() - 0.8) < 0.04
    assert abs(kept.sum().item() / selected.sum().item() - 0.1) < 0.04  # (+ the rare random draw of itself)


def test_masks_are_drawn_anew_per_seed_and_repeat_for_the_same_seed():
    ids = _batch()
    assert torch.equal(_mask(ids, seed=3)[0], _mask(ids, seed=3)[0])
    assert not torch.equal(_mask(ids, seed=3)[0], _mask(ids, seed=4)[0])


def test_the_input_batch_is_left_untouched():
    ids = _batch()
    before = ids.clone()
    _mask(ids)
    assert torch.equal(ids, before)
