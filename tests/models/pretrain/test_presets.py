"""Presets are versioned files: a bare name means the newest version, and a bad file fails early."""
from __future__ import annotations

import pytest

from deid.models.pretrain.presets import ModelShape, Schedule, available, load_preset, resolve


@pytest.mark.parametrize("name", ["tiny", "small", "base"])
def test_every_preset_resolves_to_a_versioned_file_that_loads(name):
    preset = load_preset(name)
    assert preset.name == resolve(name) and preset.name.startswith(name + ".v")
    assert preset.name in available()
    assert preset.model.hidden_size % preset.model.num_attention_heads == 0


def test_presets_grow_from_tiny_to_base():
    sizes = [load_preset(n).model.hidden_size * load_preset(n).model.num_hidden_layers for n in ("tiny", "small", "base")]
    assert sizes == sorted(sizes) and len(set(sizes)) == 3


def test_an_unknown_preset_names_the_known_ones():
    with pytest.raises(ValueError, match="tiny"):
        load_preset("huge")


@pytest.mark.parametrize("change", [{"hidden_size": 65}, {"num_hidden_layers": 0}, {"hidden_dropout_prob": 1.0}])
def test_an_impossible_model_shape_is_refused(change):
    values = dict(hidden_size=64, num_hidden_layers=2, num_attention_heads=2, intermediate_size=128,
                  hidden_dropout_prob=0.1, attention_probs_dropout_prob=0.1)
    with pytest.raises(ValueError):
        ModelShape(**{**values, **change})


@pytest.mark.parametrize("change", [{"mlm_probability": 0.0}, {"grad_accum_steps": 0}, {"learning_rate": 0}])
def test_an_impossible_schedule_is_refused(change):
    values = dict(batch_size=2, grad_accum_steps=1, learning_rate=1e-3, warmup_steps=1, weight_decay=0.0,
                  max_steps=2, mlm_probability=0.15, eval_every=1, eval_batches=1, checkpoint_every=1,
                  keep_checkpoints=1)
    with pytest.raises(ValueError):
        Schedule(**{**values, **change})
