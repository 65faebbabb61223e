"""The surrogates' generative fallback model (``--fallback-model``) behind Beam's model seam."""
from __future__ import annotations

from deid.nlp.torch_free import without_torch
from deid.surrogates import MaskedLMFallback

with without_torch():  # Beam's GPU model manager imports torch; the fallback imports it when it loads
    from apache_beam.ml.inference.base import ModelHandler


class FallbackModelHandler(ModelHandler[object, object, MaskedLMFallback]):
    """The generative fallback's masked LM (``--fallback-model``) behind Beam's model seam, as
    every model of the engine loads: once per worker process. It proposes one surrogate at a
    time from inside the surrogate generator, so the replace step calls it itself rather than
    through ``RunInference``."""

    def __init__(self, model_path: str, top_k: int):
        super().__init__()
        self._model_path = model_path
        self._top_k = top_k

    def load_model(self) -> MaskedLMFallback:
        return MaskedLMFallback(self._model_path, self._top_k).load()

    def run_inference(self, batch, model: MaskedLMFallback, inference_args=None):
        raise NotImplementedError("the fallback proposes inside the surrogate generator (MaskedLMFallback.propose)")
