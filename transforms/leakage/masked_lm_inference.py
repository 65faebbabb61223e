"""Batch inference of a masked LM through ``RunInference``: our own PyTorch model handler.

Beam's Hugging Face handlers import tensorflow, so we do not use them. One
handler class serves the three leakage tests; its ``MaskedLMTask`` says which
computation a batch gets (the computations themselves are plain functions in
``models/leakage``, testable without Beam):

- ``fill_mask``: ``MaskedSentence`` -> list of ``Prediction`` (top k);
- ``name_probability``: ``NameQuery`` -> p(name | context), dropout on, seeded per batch;
- ``generate``: ``GenerationSeed`` -> generated text (Gibbs sampling, seeded per document).

On a CPU each worker runs torch on one thread (several workers share the
cores); ``device="GPU"`` runs on CUDA and is refused when torch sees none.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, Iterable, Mapping, Optional, Sequence

from apache_beam.ml.inference.base import ModelHandler, PredictionResult

from deid.models.leakage.generation import GibbsParams

TASKS = ("fill_mask", "name_probability", "generate")
DEVICES = ("CPU", "GPU")


@dataclass(frozen=True)
class GenerationSeed:
    doc_id: str
    seed: int


@dataclass(frozen=True)
class MaskedLMTask:
    kind: str
    top_k: int = 20
    seed: int = 0
    gibbs: GibbsParams = field(default_factory=GibbsParams)

    def __post_init__(self) -> None:
        if self.kind not in TASKS:
            raise ValueError(f"task must be one of {', '.join(TASKS)}")
        if self.top_k < 1:
            raise ValueError("top_k must be positive")


def resolve_device(device: str) -> str:
    """Beam's device names (CPU, GPU) -> torch's; GPU without CUDA is an error, not a silent fallback."""
    import torch

    if device not in DEVICES:
        raise ValueError(f"device must be one of {', '.join(DEVICES)}")
    if device == "GPU" and not torch.cuda.is_available():
        raise ValueError("--device GPU asked for, but torch sees no GPU")
    return "cuda" if device == "GPU" else "cpu"


class MaskedLMModelHandler(ModelHandler[Any, PredictionResult, Any]):
    """Loads ``AutoModelForMaskedLM`` + ``AutoTokenizer`` from a model folder once per worker."""

    def __init__(self, model_dir: str, task: MaskedLMTask, device: str = "CPU",
                 min_batch_size: int = 1, max_batch_size: int = 16, cpu_threads: int = 1) -> None:
        super().__init__()
        if not 1 <= min_batch_size <= max_batch_size:
            raise ValueError("need 1 <= min_batch_size <= max_batch_size")
        if device not in DEVICES:
            raise ValueError(f"device must be one of {', '.join(DEVICES)}")
        self._model_dir = model_dir
        self._task = task
        self._device = device
        self._batch = {"min_batch_size": min_batch_size, "max_batch_size": max_batch_size}
        self._cpu_threads = cpu_threads

    def load_model(self):
        import torch

        from deid.models.leakage.masked_lm import MaskedLM

        device = resolve_device(self._device)
        if device == "cpu":
            torch.set_num_threads(self._cpu_threads)
        return MaskedLM.load(self._model_dir, device)

    def run_inference(self, batch: Sequence[Any], model, inference_args: Optional[Dict[str, Any]] = None
                      ) -> Iterable[PredictionResult]:
        batch = list(batch)
        if not batch:
            return []
        task = self._task
        if task.kind == "fill_mask":
            from deid.models.leakage.fill_mask import top_predictions

            outputs = top_predictions(model, [s.text for s in batch], task.top_k)
        elif task.kind == "name_probability":
            from deid.models.leakage.membership import batch_seed, name_probabilities

            outputs = name_probabilities(model, batch, batch_seed(task.seed, batch))
        else:
            from deid.models.leakage.generation import gibbs_generate

            outputs = gibbs_generate(model, task.gibbs, [s.seed for s in batch])
        return [PredictionResult(example, output, self._model_dir) for example, output in zip(batch, outputs)]

    def batch_elements_kwargs(self) -> Mapping[str, Any]:
        return self._batch

    def get_metrics_namespace(self) -> str:
        return f"deid_leakage_{self._task.kind}"

    def share_model_across_processes(self) -> bool:
        return False
