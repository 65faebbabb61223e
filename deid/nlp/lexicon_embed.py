"""``deid.LexiconMultiHashEmbed.v1``: spaCy's hashed word embedding plus a word-class vector.

spaCy's ``MultiHashEmbed`` embeds what the tokens look like (their form, prefix,
suffix, shape) by hashing into small tables: a word seen in training gets its own
vector, an unseen one shares rows with others. This layer adds to each token's vector
a learned vector of its class in ``deid.lexicon.word_classes`` (frequency band in the
note's language; first name, surname, place or street word by real lists), so that a
name or a place the training notes never held still looks like one.

Cheap: the class of each distinct lower-cased form is computed once per process and
cached by its string hash; a batch costs one ``to_array``, one ``np.unique`` and one
row gather per document.
"""
from __future__ import annotations

from typing import Callable, Dict, List, Optional, Tuple

import numpy as np
from spacy.attrs import LOWER
from spacy.ml.models.tok2vec import MultiHashEmbed
from spacy.tokens import Doc
from spacy.util import registry
from thinc.api import Model
from thinc.initializers import normal_init
from thinc.types import Floats2d, Ints1d

from deid.lexicon.word_classes import N_WORD_CLASSES, warm_up, word_class

# Per language: string hash of a lower-cased form -> its class. Bounded: cleared when full
# (a worker that has seen that many distinct forms rebuilds what it needs cheaply).
_CACHE_LIMIT = 500_000
_CLASSES: Dict[str, Dict[int, int]] = {}


def doc_word_classes(doc: Doc) -> Ints1d:
    """The word class of every token of ``doc``."""
    hashes = doc.to_array(LOWER)
    if hashes.size == 0:
        return np.zeros(0, dtype=np.int32)
    language = doc.lang_
    cache = _CLASSES.setdefault(language, {})
    if len(cache) > _CACHE_LIMIT:
        cache.clear()
    unique, inverse = np.unique(hashes, return_inverse=True)
    strings = doc.vocab.strings
    classes = np.empty(len(unique), dtype=np.int32)
    for i, key in enumerate(unique.tolist()):
        value = cache.get(key)
        if value is None:
            value = cache[key] = word_class(strings[key], language)
        classes[i] = value
    return classes[inverse.reshape(-1)]


def _init(model: Model, X: Optional[List[Doc]] = None, Y=None) -> None:
    model.layers[0].initialize(X=X, Y=Y)
    warm_up()
    model.set_param("E", normal_init(model.ops, (model.get_dim("nV"), model.get_dim("nO"))) * 0.1)


def _forward(model: Model, docs: List[Doc], is_train: bool) -> Tuple[List[Floats2d], Callable]:
    vectors, backprop_embed = model.layers[0](docs, is_train)
    table = model.get_param("E")
    classes = [doc_word_classes(doc) for doc in docs]
    outputs = [v + table[c] for v, c in zip(vectors, classes)]

    def backprop(d_outputs: List[Floats2d]) -> List[Doc]:
        d_table = model.ops.alloc2f(*table.shape)
        for d, c in zip(d_outputs, classes):
            np.add.at(d_table, c, d)
        model.inc_grad("E", d_table)
        return backprop_embed(d_outputs)

    return outputs, backprop


@registry.architectures("deid.LexiconMultiHashEmbed.v1")
def LexiconMultiHashEmbed(
    width: int, attrs: List[str], rows: List[int], include_static_vectors: bool
) -> Model[List[Doc], List[Floats2d]]:
    """``spacy.MultiHashEmbed.v2`` (same arguments) plus a ``width`` vector per word class."""
    embed = MultiHashEmbed(width=width, attrs=attrs, rows=rows, include_static_vectors=include_static_vectors)
    return Model(
        "deid-lexicon-embed",
        _forward,
        init=_init,
        layers=[embed],
        params={"E": None},
        dims={"nO": width, "nV": N_WORD_CLASSES},
    )
