"""Our registered spaCy architectures and components.

Importing this module registers, under versioned names:

- ``deid.TorchTransformerEncoder.v1``: a small transformer encoder (torch,
  wrapped with thinc's ``PyTorchWrapper``) usable wherever spaCy takes a
  tok2vec encoder, e.g. under ``spacy.Tok2Vec.v2``;
- the ``deid_tags_to_ents`` factory: turns the BILUO tags that a token
  classifier (spaCy's ``tagger`` over the encoder) wrote to ``token.tag_``
  into ``doc.ents``, repairing invalid tag sequences.

The CNN and BiLSTM encoders are spaCy's own (``spacy.MaxoutWindowEncoder.v2``,
``spacy.TorchBiLSTMEncoder.v1``); the configs in ``models/ner/configs`` name them.
"""
from __future__ import annotations

import math
from typing import Iterable, List, Optional, Tuple

from spacy.language import Language
from spacy.scorer import get_ner_prf
from spacy.tokens import Doc
from spacy.tokens import Span as SpacySpan
from spacy.util import registry
from thinc.api import ArgsKwargs, Model, PyTorchWrapper_v2, torch2xp, with_padded, xp2torch
from thinc.types import Floats2d, Padded

import deid.nlp.entity_tagger  # noqa: F401  (registers the deid_entity_tagger factory)
import deid.nlp.lexicon_embed  # noqa: F401  (registers deid.LexiconMultiHashEmbed.v1)
import deid.nlp.tokenizer  # noqa: F401  (registers deid.Tokenizer.v1 and v2)

TAGS_TO_ENTS = "deid_tags_to_ents"


def _torch_transformer(width: int, depth: int, heads: int, ff_width: int, dropout: float, window: int):
    import torch
    from torch import nn

    class TransformerEncoder(nn.Module):
        """Pre-norm transformer layers with sinusoidal positions and a local attention window."""

        def __init__(self) -> None:
            super().__init__()
            layer = nn.TransformerEncoderLayer(
                d_model=width,
                nhead=heads,
                dim_feedforward=ff_width,
                dropout=dropout,
                batch_first=False,
                norm_first=True,
            )
            self.layers = nn.TransformerEncoder(layer, num_layers=depth, enable_nested_tensor=False)
            self.norm = nn.LayerNorm(width)

        def forward(self, X: "torch.Tensor", lengths: "torch.Tensor") -> "torch.Tensor":
            # X: (T, B, width), sequence-major as thinc's Padded; lengths: (B,)
            T = X.shape[0]
            positions = torch.arange(T, device=X.device, dtype=X.dtype).unsqueeze(1)
            freqs = torch.exp(
                torch.arange(0, width, 2, device=X.device, dtype=X.dtype) * (-math.log(10000.0) / width)
            )
            pe = torch.zeros(T, width, device=X.device, dtype=X.dtype)
            pe[:, 0::2] = torch.sin(positions * freqs)
            pe[:, 1::2] = torch.cos(positions * freqs[: width // 2])
            padding = torch.arange(T, device=X.device).unsqueeze(0) >= lengths.to(X.device).unsqueeze(1)
            idx = torch.arange(T, device=X.device)
            far = (idx.unsqueeze(0) - idx.unsqueeze(1)).abs() > window
            Y = self.layers(X + pe.unsqueeze(1), mask=far, src_key_padding_mask=padding)
            return self.norm(Y)

    return TransformerEncoder()


def _convert_inputs(model: Model, Xp: Padded, is_train: bool):
    import torch

    device = model.shims[0].device

    def backward(d_inputs: ArgsKwargs) -> Padded:
        return Padded(torch2xp(d_inputs.args[0]), Xp.size_at_t, Xp.lengths, Xp.indices)

    X = xp2torch(Xp.data, requires_grad=is_train, device=device)
    lengths = torch.as_tensor(model.ops.to_numpy(Xp.lengths), dtype=torch.long)
    return ArgsKwargs(args=(X, lengths), kwargs={}), backward


def _convert_outputs(model: Model, inputs_outputs: Tuple, is_train: bool):
    Xp, Ytorch = inputs_outputs
    device = model.shims[0].device

    def backward(dYp: Padded) -> ArgsKwargs:
        return ArgsKwargs(args=(Ytorch,), kwargs={"grad_tensors": xp2torch(dYp.data, device=device)})

    return Padded(torch2xp(Ytorch), Xp.size_at_t, Xp.lengths, Xp.indices), backward


@registry.architectures("deid.TorchTransformerEncoder.v1")
def TorchTransformerEncoder(
    width: int, depth: int, heads: int, ff_width: int, dropout: float, window: int
) -> Model[List[Floats2d], List[Floats2d]]:
    """A transformer encoder over token vectors; each token attends to ``window`` tokens either side."""
    if width % heads or width % 2:
        raise ValueError("width must be even and divisible by heads")
    if depth == 0:
        from thinc.api import noop

        return noop()
    wrapped = PyTorchWrapper_v2(
        _torch_transformer(width, depth, heads, ff_width, dropout, window),
        convert_inputs=_convert_inputs,
        convert_outputs=_convert_outputs,
    )
    return with_padded(wrapped)


def decode_biluo(tags: Iterable[str]) -> List[Tuple[int, int, str]]:
    """Entities ``(start_token, end_token, label)`` of a BILUO (or BIO) tag sequence.

    Lenient: an ``I``/``L`` without a matching open entity starts one, and an
    entity left open by a ``B``/``I`` closes at the next tag that cannot continue it.
    """
    tags = list(tags)
    entities: List[Tuple[int, int, str]] = []
    open_start: Optional[int] = None
    open_label = ""
    for i, tag in enumerate(tags):
        prefix, _, label = tag.partition("-")
        if open_start is not None and (prefix not in ("I", "L") or label != open_label):
            entities.append((open_start, i, open_label))
            open_start = None
        if prefix == "U":
            entities.append((i, i + 1, label))
        elif prefix in ("B", "I", "L"):
            if open_start is None:
                open_start, open_label = i, label
            if prefix == "L":
                entities.append((open_start, i + 1, open_label))
                open_start = None
    if open_start is not None:
        entities.append((open_start, len(tags), open_label))
    return entities


class TagsToEnts:
    """Sets ``doc.ents`` from the BILUO tags in ``token.tag_``; not trainable."""

    def __init__(self, name: str):
        self.name = name

    def __call__(self, doc: Doc) -> Doc:
        tags = [token.tag_ or "O" for token in doc]
        doc.ents = [SpacySpan(doc, start, end, label=label) for start, end, label in decode_biluo(tags)]
        return doc

    def score(self, examples, **kwargs):
        return get_ner_prf(examples, **kwargs)

    # Nothing to save: the component is pure.
    def to_disk(self, path, *, exclude=()):
        return None

    def from_disk(self, path, *, exclude=()):
        return self

    def to_bytes(self, *, exclude=()):
        return b""

    def from_bytes(self, data, *, exclude=()):
        return self


@Language.factory(
    TAGS_TO_ENTS,
    assigns=["doc.ents"],
    requires=["token.tag"],
    default_score_weights={"ents_f": 1.0, "ents_p": 0.0, "ents_r": 0.0, "ents_per_type": None},
)
def make_tags_to_ents(nlp: Language, name: str) -> TagsToEnts:
    return TagsToEnts(name)
