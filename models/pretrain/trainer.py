"""Masked-LM pretraining of a RoBERTa-style model on the shards of ``deid corpus``.

Dynamic masking (fresh for every batch, seeded by the step so a resumed run
draws the same masks), AdamW with linear warm-up and decay, gradient
accumulation, gradient clipping; on a GPU, mixed precision (bf16 where the
card has it, else fp16 with a gradient scaler) and ``torch.compile``. Held-out
masked-LM loss and accuracy are logged every ``eval_every`` steps and at the end.
The result is a Hugging Face model folder with the corpus's tokenizer.
"""
from __future__ import annotations

import json
import logging
import math
import random
import time
from contextlib import nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, Iterator, List, Optional, Tuple

import torch

from deid.models.pretrain import checkpoint
from deid.models.pretrain.masking import IGNORE_INDEX, mask_tokens
from deid.models.pretrain.presets import ModelShape, Preset
from deid.models.pretrain.shards import has_split, read_manifest, shard_dataset

_LOG = logging.getLogger(__name__)

DEVICES = ("auto", "cpu", "cuda")
SWITCHES = ("auto", "on", "off")
PRECISIONS = ("auto", "fp32", "bf16", "fp16")
METRICS_FILE = "pretrain_metrics.json"
EVAL_SEED = 12345  # the held-out masks are the same at every evaluation
CLIP_NORM = 1.0


@dataclass(frozen=True)
class PretrainConfig:
    corpus: str
    output: str
    preset: Preset
    max_steps: int
    seed: int = 0
    device: str = "auto"
    resume: bool = False
    compile: str = "auto"
    precision: str = "auto"
    num_threads: int = 0  # 0: torch's default
    log_every: int = 50

    def __post_init__(self) -> None:
        if self.device not in DEVICES:
            raise ValueError(f"device must be one of {', '.join(DEVICES)}")
        if self.compile not in SWITCHES:
            raise ValueError(f"compile must be one of {', '.join(SWITCHES)}")
        if self.precision not in PRECISIONS:
            raise ValueError(f"precision must be one of {', '.join(PRECISIONS)}")
        if self.max_steps < 1 or self.log_every < 1 or self.num_threads < 0:
            raise ValueError("max_steps and log_every must be positive, num_threads >= 0")


@dataclass(frozen=True)
class Runtime:
    """Where and how the model runs, decided once from the config and the machine."""

    device: torch.device
    autocast_dtype: Optional[torch.dtype]
    scale_gradients: bool
    compile: bool

    @classmethod
    def decide(cls, config: PretrainConfig) -> "Runtime":
        cuda = torch.cuda.is_available()
        if config.device == "cuda" and not cuda:
            raise ValueError("--device cuda asked for, but torch sees no GPU")
        device = torch.device("cuda" if config.device == "cuda" or (config.device == "auto" and cuda) else "cpu")
        on_gpu = device.type == "cuda"
        precision = config.precision
        if precision == "auto":
            precision = ("bf16" if torch.cuda.is_bf16_supported() else "fp16") if on_gpu else "fp32"
        if precision != "fp32" and not on_gpu:
            raise ValueError("mixed precision (bf16, fp16) is for a GPU; use --precision fp32 on a CPU")
        dtype = {"fp32": None, "bf16": torch.bfloat16, "fp16": torch.float16}[precision]
        compile_ = config.compile == "on" or (config.compile == "auto" and on_gpu)
        return cls(device, dtype, precision == "fp16", compile_)

    def autocast(self):
        if self.autocast_dtype is None:
            return nullcontext()
        return torch.autocast(device_type=self.device.type, dtype=self.autocast_dtype)


def build_model(shape: ModelShape, tokenizer, seq_len: int, seed: int):
    """A randomly initialised RoBERTa masked LM sized by ``shape`` (nothing is downloaded)."""
    from transformers import RobertaConfig, RobertaForMaskedLM

    config = RobertaConfig(
        vocab_size=len(tokenizer),
        hidden_size=shape.hidden_size,
        num_hidden_layers=shape.num_hidden_layers,
        num_attention_heads=shape.num_attention_heads,
        intermediate_size=shape.intermediate_size,
        hidden_dropout_prob=shape.hidden_dropout_prob,
        attention_probs_dropout_prob=shape.attention_probs_dropout_prob,
        max_position_embeddings=seq_len + tokenizer.pad_token_id + 2,  # RoBERTa counts positions from pad + 1
        type_vocab_size=1,
        layer_norm_eps=1e-5,
        pad_token_id=tokenizer.pad_token_id,
        bos_token_id=tokenizer.bos_token_id,
        eos_token_id=tokenizer.eos_token_id,
    )
    torch.manual_seed(seed)
    return RobertaForMaskedLM(config)


def masked_lm_loss(encoder, head, input_ids: torch.Tensor, attention_mask: torch.Tensor,
                   labels: torch.Tensor) -> torch.Tensor:
    """Mean cross-entropy over the masked positions, with the LM head run on those positions only.

    ``RobertaForMaskedLM(labels=...)`` projects every position onto the whole
    vocabulary and then ignores the 85% that were not masked; for the small
    presets that projection is most of a step's work. Same loss, a fraction of
    the cost (bench/pretrain_speed.py prints both).
    """
    hidden = encoder(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state
    selected = labels != IGNORE_INDEX
    if not bool(selected.any()):
        return hidden.sum() * 0.0  # a batch with nothing masked: no signal, but a graph to backpropagate
    logits = head(hidden[selected])
    return torch.nn.functional.cross_entropy(logits.float(), labels[selected])


def sequence_length(manifest: Dict) -> int:
    """The corpus's sequence length (``sequence_length`` in the corpus manifest; ``seq_len`` in early ones)."""
    value = manifest.get("sequence_length", manifest.get("seq_len"))
    if not value:
        raise ValueError("the corpus manifest gives no sequence_length")
    return int(value)


def _optimizer(model, schedule) -> torch.optim.Optimizer:
    decay, no_decay = [], []
    for name, param in model.named_parameters():
        (no_decay if param.ndim < 2 or "LayerNorm" in name or "layer_norm" in name else decay).append(param)
    groups = [{"params": decay, "weight_decay": schedule.weight_decay}, {"params": no_decay, "weight_decay": 0.0}]
    return torch.optim.AdamW(groups, lr=schedule.learning_rate, betas=(0.9, 0.98), eps=1e-6)


def warmup_then_linear(warmup_steps: int, total_steps: int):
    """Learning-rate factor: 0 -> 1 over the warm-up, then linearly down to 0 at ``total_steps``."""

    def factor(step: int) -> float:
        if step < warmup_steps:
            return (step + 1) / warmup_steps
        return max(0.0, (total_steps - step) / max(1, total_steps - warmup_steps))

    return factor


def _batches(corpus: str, seed: int, epoch: int, position: int, batch_size: int
             ) -> Iterator[Tuple[torch.Tensor, int, int]]:
    """Endless batches of the train split, reshuffled each epoch; yields (batch, epoch, position after it)."""
    while True:
        rows: List[torch.Tensor] = []
        emitted = False
        for item in shard_dataset(corpus, "train", shuffle_seed=seed + epoch, start=position):
            rows.append(item["input_ids"])
            if len(rows) == batch_size:
                position += batch_size
                emitted = True
                yield torch.stack(rows), epoch, position
                rows = []
        if not emitted and position == 0:
            raise ValueError(f"the train split of {corpus} holds fewer than {batch_size} sequences")
        epoch, position = epoch + 1, 0


def _step_generator(seed: int, step: int) -> torch.Generator:
    return torch.Generator().manual_seed(seed * 1_000_003 + step)


@torch.no_grad()
def evaluate(model, corpus: str, tokenizer, runtime: Runtime, batch_size: int, max_batches: int,
             probability: float) -> Dict[str, float]:
    """Held-out masked-LM loss (per masked token) and accuracy, on fixed masks."""
    was_training = model.training
    model.eval()
    generator = torch.Generator().manual_seed(EVAL_SEED)
    special = tokenizer.all_special_ids
    total_loss, correct, count, rows = 0.0, 0, 0, []
    batches = 0

    def run(batch: torch.Tensor) -> None:
        nonlocal total_loss, correct, count
        inputs, labels = mask_tokens(batch, special, tokenizer.mask_token_id, len(tokenizer), probability, generator)
        inputs, labels = inputs.to(runtime.device), labels.to(runtime.device)
        with runtime.autocast():
            logits = model(input_ids=inputs, attention_mask=inputs != tokenizer.pad_token_id).logits
        selected = labels != IGNORE_INDEX
        if selected.any():
            picked = logits[selected].float()
            total_loss += torch.nn.functional.cross_entropy(picked, labels[selected], reduction="sum").item()
            correct += (picked.argmax(-1) == labels[selected]).sum().item()
            count += int(selected.sum().item())

    for item in shard_dataset(corpus, "heldout"):
        rows.append(item["input_ids"])
        if len(rows) == batch_size:
            run(torch.stack(rows))
            rows, batches = [], batches + 1
            if batches >= max_batches:
                break
    if rows and batches < max_batches:
        run(torch.stack(rows))
    model.train(was_training)
    if not count:
        return {"heldout_loss": float("nan"), "heldout_accuracy": float("nan"), "heldout_masked_tokens": 0}
    return {"heldout_loss": total_loss / count, "heldout_accuracy": correct / count, "heldout_masked_tokens": count}


def train(config: PretrainConfig) -> Dict:
    """Train (or resume) and write the model folder; return the metrics also written to it."""
    from transformers import AutoTokenizer

    if config.num_threads:
        torch.set_num_threads(config.num_threads)
    schedule = config.preset.schedule
    output = Path(config.output)
    output.mkdir(parents=True, exist_ok=True)
    manifest = read_manifest(config.corpus)
    seq_len = sequence_length(manifest)
    tokenizer = AutoTokenizer.from_pretrained(config.corpus)
    runtime = Runtime.decide(config)
    random.seed(config.seed)
    model = build_model(config.preset.model, tokenizer, seq_len, config.seed).to(runtime.device)
    optimizer = _optimizer(model, schedule)
    scheduler = torch.optim.lr_scheduler.LambdaLR(optimizer, warmup_then_linear(schedule.warmup_steps, config.max_steps))
    scaler = torch.amp.GradScaler("cuda") if runtime.scale_gradients else None

    step, epoch, position, tokens, log = 0, 0, 0, 0, []
    resumed_from = None
    if config.resume and checkpoint.latest(output) is not None:
        resumed_from = checkpoint.latest(output)
        state = checkpoint.load(resumed_from, model, optimizer, scheduler, scaler)
        step, epoch, position, tokens, log = (state["step"], state["epoch"], state["position"],
                                              state["tokens"], state["log"])
        _LOG.info("resumed from %s at step %d", resumed_from, step)
    # Only the encoder is compiled: the head's input (the masked positions) changes shape every step.
    encoder = torch.compile(model.roberta) if runtime.compile else model.roberta
    heldout = has_split(config.corpus, "heldout")
    special = tokenizer.all_special_ids
    batches = _batches(config.corpus, config.seed, epoch, position, schedule.batch_size)
    started, start_tokens, running = time.perf_counter(), tokens, []

    model.train()
    while step < config.max_steps:
        generator = _step_generator(config.seed, step)
        optimizer.zero_grad(set_to_none=True)
        step_loss = 0.0
        for _ in range(schedule.grad_accum_steps):
            batch, epoch, position = next(batches)
            inputs, labels = mask_tokens(batch, special, tokenizer.mask_token_id, len(tokenizer),
                                         schedule.mlm_probability, generator)
            inputs, labels = inputs.to(runtime.device), labels.to(runtime.device)
            with runtime.autocast():
                loss = masked_lm_loss(encoder, model.lm_head, inputs, inputs != tokenizer.pad_token_id,
                                      labels) / schedule.grad_accum_steps
            (scaler.scale(loss) if scaler else loss).backward()
            step_loss += loss.item()
            tokens += int((batch != tokenizer.pad_token_id).sum())
        if scaler:
            scaler.unscale_(optimizer)
        torch.nn.utils.clip_grad_norm_(model.parameters(), CLIP_NORM)
        if scaler:
            scaler.step(optimizer)
            scaler.update()
        else:
            optimizer.step()
        scheduler.step()
        step += 1
        running.append(step_loss)
        if step % config.log_every == 0 or step == config.max_steps:
            log.append({"step": step, "train_loss": sum(running) / len(running), "lr": scheduler.get_last_lr()[0]})
            running = []
        if heldout and (step % schedule.eval_every == 0 or step == config.max_steps):
            result = evaluate(model, config.corpus, tokenizer, runtime, schedule.batch_size,
                              schedule.eval_batches, schedule.mlm_probability)
            log.append({"step": step, **result})
            _LOG.info("step %d: held-out loss %.3f accuracy %.3f", step, result["heldout_loss"],
                      result["heldout_accuracy"])
        if step % schedule.checkpoint_every == 0 or step == config.max_steps:
            checkpoint.save(output, step, model, optimizer, scheduler, scaler,
                            {"epoch": epoch, "position": position, "tokens": tokens, "log": log},
                            schedule.keep_checkpoints)
    elapsed = time.perf_counter() - started

    model.save_pretrained(output)
    tokenizer.save_pretrained(output)
    evals = [entry for entry in log if "heldout_loss" in entry]
    metrics = {
        "preset": config.preset.as_dict(),
        "corpus": str(config.corpus),
        "seq_len": seq_len,
        "steps": step,
        "max_steps": config.max_steps,
        "tokens_seen": tokens,
        "epoch": epoch,
        "seed": config.seed,
        "device": runtime.device.type,
        "precision": str(runtime.autocast_dtype or "fp32").replace("torch.", ""),
        "compiled": runtime.compile,
        "resumed_from": resumed_from.name if resumed_from else None,
        "parameters": sum(p.numel() for p in model.parameters()),
        "tokens_per_second": (tokens - start_tokens) / elapsed if elapsed > 0 else math.nan,
        "final": evals[-1] if evals else None,
        "log": log,
    }
    (output / METRICS_FILE).write_text(json.dumps(metrics, indent=1), encoding="utf-8")
    return metrics
