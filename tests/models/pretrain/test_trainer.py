"""Pretraining writes a Hugging Face model folder, logs held-out figures, and resumes exactly."""
from __future__ import annotations

import dataclasses
import json
import shutil

import pytest
import torch

from fixtures.mlm_corpus import write_corpus
from deid.models.pretrain import checkpoint
from deid.models.pretrain.presets import load_preset
from deid.models.pretrain.trainer import PretrainConfig, Runtime, masked_lm_loss, train, warmup_then_linear

TEXTS = [f"Patiënt {first} {last} werd gezien op dienst {ward}. Controle binnen {n} weken."
         for n, (first, last, ward) in enumerate([("Jan", "Peeters", "cardiologie"), ("Els", "Maes", "neurologie"),
                                                  ("Tom", "Claes", "urologie"), ("An", "Wouters", "pneumologie")] * 6)]


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    return write_corpus(tmp_path_factory.mktemp("corpus"), TEXTS[:20], TEXTS[20:], seq_len=24, vocab_size=300)


def _preset(**schedule):
    preset = load_preset("tiny")
    return dataclasses.replace(preset, schedule=dataclasses.replace(
        preset.schedule, batch_size=4, warmup_steps=2, eval_every=2, eval_batches=2, checkpoint_every=2,
        keep_checkpoints=3, **schedule))


def _config(corpus, out, steps, **kw):
    return PretrainConfig(str(corpus), str(out), _preset(), max_steps=steps, seed=5, log_every=1, **kw)


def test_the_output_is_a_model_folder_that_transformers_loads_offline(corpus, tmp_path):
    from transformers import AutoModelForMaskedLM, AutoTokenizer

    metrics = train(_config(corpus, tmp_path / "model", 3))
    model = AutoModelForMaskedLM.from_pretrained(tmp_path / "model")
    tokenizer = AutoTokenizer.from_pretrained(tmp_path / "model")
    assert model.config.vocab_size == len(tokenizer)
    assert metrics["steps"] == 3 and metrics["device"] == "cpu" and metrics["precision"] == "fp32"
    evals = [e for e in metrics["log"] if "heldout_loss" in e]
    assert [e["step"] for e in evals] == [2, 3]
    assert all(0.0 <= e["heldout_accuracy"] <= 1.0 and e["heldout_loss"] > 0 for e in evals)
    written = json.loads((tmp_path / "model" / "pretrain_metrics.json").read_text())
    assert written["final"] == evals[-1]


def test_resuming_from_a_checkpoint_gives_the_same_model_as_an_uninterrupted_run(corpus, tmp_path):
    train(_config(corpus, tmp_path / "straight", 4))
    train(_config(corpus, tmp_path / "resumed", 4))
    shutil.rmtree(checkpoint.checkpoint_dir(tmp_path / "resumed", 4))  # as if killed after step 2's checkpoint
    metrics = train(_config(corpus, tmp_path / "resumed", 4, resume=True))
    assert metrics["resumed_from"] == "step-00000002"
    straight = torch.load(checkpoint.checkpoint_dir(tmp_path / "straight", 4) / checkpoint.TENSORS_FILE)["model"]
    resumed = torch.load(checkpoint.checkpoint_dir(tmp_path / "resumed", 4) / checkpoint.TENSORS_FILE)["model"]
    assert all(torch.allclose(straight[name], resumed[name], atol=1e-6) for name in straight)


def test_old_checkpoints_beyond_keep_are_removed(corpus, tmp_path):
    preset = _preset()
    preset = dataclasses.replace(preset, schedule=dataclasses.replace(preset.schedule, checkpoint_every=1,
                                                                      keep_checkpoints=2, eval_every=10))
    train(PretrainConfig(str(corpus), str(tmp_path / "m"), preset, max_steps=4, seed=5))
    assert sorted(p.name for p in (tmp_path / "m" / "checkpoints").iterdir()) == ["step-00000003", "step-00000004"]


def test_warm_up_rises_linearly_then_decays_to_zero():
    factor = warmup_then_linear(4, 12)
    assert [factor(s) for s in range(4)] == [0.25, 0.5, 0.75, 1.0]
    assert factor(8) == 0.5 and factor(12) == 0.0


@pytest.mark.skipif(torch.cuda.is_available(), reason="checks the CPU refusals")
@pytest.mark.parametrize("kw, message", [({"device": "cuda"}, "no GPU"), ({"precision": "bf16"}, "for a GPU")])
def test_gpu_only_settings_are_refused_on_a_cpu(corpus, tmp_path, kw, message):
    with pytest.raises(ValueError, match=message):
        Runtime.decide(_config(corpus, tmp_path, 1, **kw))


def test_on_a_cpu_auto_means_fp32_and_no_compile(corpus, tmp_path):
    runtime = Runtime.decide(_config(corpus, tmp_path, 1))
    if not torch.cuda.is_available():
        assert (runtime.device.type, runtime.autocast_dtype, runtime.compile) == ("cpu", None, False)
    else:
        assert runtime.device.type == "cuda" and runtime.autocast_dtype is not None and runtime.compile


def test_the_head_on_masked_positions_only_gives_the_loss_of_the_full_model():
    from transformers import RobertaConfig, RobertaForMaskedLM

    torch.manual_seed(0)
    model = RobertaForMaskedLM(RobertaConfig(vocab_size=50, hidden_size=16, num_hidden_layers=1,
                                             num_attention_heads=2, intermediate_size=32,
                                             max_position_embeddings=40, pad_token_id=1)).eval()
    inputs = torch.randint(4, 50, (3, 20))
    labels = torch.full_like(inputs, -100)
    labels[0, 3], labels[1, 7], labels[2, 0], labels[2, 19] = 5, 9, 11, 49
    mask = torch.ones_like(inputs, dtype=torch.bool)
    full = model(input_ids=inputs, attention_mask=mask, labels=labels).loss
    ours = masked_lm_loss(model.roberta, model.lm_head, inputs, mask, labels)
    assert torch.allclose(full, ours, atol=1e-6)
    nothing = masked_lm_loss(model.roberta, model.lm_head, inputs, mask, torch.full_like(inputs, -100))
    assert nothing.item() == 0.0 and nothing.requires_grad
