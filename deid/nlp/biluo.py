"""BILUO entity tags: the tag set of a token classifier, and its constrained decoding.

A token classifier scores, for every token, ``O`` and ``B-``/``I-``/``L-``/``U-`` of each
entity label (Begin, Inside, Last, Unit). Taking each token's best tag alone can give
sequences that mean nothing (``O I-NAME``, ``B-NAME U-DATE``); the decoder here finds
the best-scoring sequence among the valid ones (Viterbi under the BILUO constraints),
so that a name whose middle token the model hesitates on comes out whole. The
constraints are structural, with no learned transition weights: the cost is linear
in the number of tags per token, compiled with numba.
"""
from __future__ import annotations

from typing import List, Sequence, Tuple

import numpy as np
from numba import njit

# Tag kinds, in the order the tag set lists them per label.
OUT, BEGIN, INSIDE, LAST, UNIT = 0, 1, 2, 3, 4
_PREFIXES = {"B": BEGIN, "I": INSIDE, "L": LAST, "U": UNIT}


def biluo_tag_set(labels: Sequence[str]) -> List[str]:
    """``O`` then ``B-L``, ``I-L``, ``L-L``, ``U-L`` for each label ``L`` in sorted order."""
    return ["O"] + [f"{prefix}-{label}" for label in sorted(set(labels)) for prefix in "BILU"]


def tag_structure(tags: Sequence[str]) -> Tuple[np.ndarray, np.ndarray, List[str]]:
    """Per tag: its kind (``OUT``..``UNIT``) and entity index, and the entity labels."""
    labels: List[str] = []
    kinds = np.zeros(len(tags), dtype=np.int8)
    entities = np.full(len(tags), -1, dtype=np.int32)
    for i, tag in enumerate(tags):
        if tag == "O":
            continue
        prefix, sep, label = tag.partition("-")
        if not sep or prefix not in _PREFIXES or not label:
            raise ValueError(f"not a BILUO tag: {tag!r}")
        if label not in labels:
            labels.append(label)
        kinds[i] = _PREFIXES[prefix]
        entities[i] = labels.index(label)
    if not (kinds == OUT).any():
        raise ValueError("a BILUO tag set needs the O tag")
    return kinds, entities, labels


@njit(cache=True, nogil=True)
def _viterbi(scores, kinds, entities, n_entities):  # pragma: no cover - compiled; tested through decode
    n, n_tags = scores.shape
    path = np.zeros(n, dtype=np.int32)
    if n == 0:
        return path
    back = np.empty((n, n_tags), dtype=np.int32)
    best = np.full(n_tags, -np.inf, dtype=np.float64)
    for t in range(n_tags):  # a sequence starts outside an entity, or with B or U
        k = kinds[t]
        if k == 0 or k == 1 or k == 4:
            best[t] = scores[0, t]
    new = np.empty(n_tags, dtype=np.float64)
    open_best = np.empty(n_entities, dtype=np.float64)
    open_arg = np.empty(n_entities, dtype=np.int32)
    for i in range(1, n):
        # Best predecessor that closes an entity (O, L, U), and per label the best that
        # leaves one open (B, I): every tag's best predecessor is one of these.
        closed_best, closed_arg = -np.inf, 0
        for e in range(n_entities):
            open_best[e] = -np.inf
            open_arg[e] = 0
        for t in range(n_tags):
            k = kinds[t]
            if k == 0 or k == 3 or k == 4:
                if best[t] > closed_best:
                    closed_best, closed_arg = best[t], t
            elif best[t] > open_best[entities[t]]:
                open_best[entities[t]] = best[t]
                open_arg[entities[t]] = t
        for t in range(n_tags):
            k = kinds[t]
            if k == 0 or k == 1 or k == 4:
                new[t] = closed_best + scores[i, t]
                back[i, t] = closed_arg
            else:
                new[t] = open_best[entities[t]] + scores[i, t]
                back[i, t] = open_arg[entities[t]]
        for t in range(n_tags):
            best[t] = new[t]
    last, last_score = 0, -np.inf
    for t in range(n_tags):  # and ends closed
        k = kinds[t]
        if (k == 0 or k == 3 or k == 4) and best[t] > last_score:
            last, last_score = t, best[t]
    path[n - 1] = last
    for i in range(n - 1, 0, -1):
        path[i - 1] = back[i, path[i]]
    return path


@njit(cache=True, nogil=True)
def _entities(path, kinds, entities):  # pragma: no cover - compiled; tested through decode
    n = path.shape[0]
    out = np.empty((n, 3), dtype=np.int32)
    count, start = 0, -1
    for i in range(n):
        k = kinds[path[i]]
        if k == 1:
            start = i
        elif k == 4:
            out[count, 0], out[count, 1], out[count, 2] = i, i + 1, entities[path[i]]
            count += 1
        elif k == 3 and start >= 0:
            out[count, 0], out[count, 1], out[count, 2] = start, i + 1, entities[path[i]]
            count += 1
            start = -1
    return out[:count]


def decode(scores: np.ndarray, kinds: np.ndarray, entities: np.ndarray, n_entities: int) -> np.ndarray:
    """Entities of the best valid tag sequence: rows ``(start_token, end_token, entity index)``.

    ``scores``: ``(tokens, tags)`` log-probabilities or logits (a constant per token
    does not change the best sequence).
    """
    scores = np.ascontiguousarray(scores, dtype=np.float32)
    if scores.ndim != 2 or scores.shape[1] != kinds.shape[0]:
        raise ValueError("scores must be (tokens, tags) for the tag set given")
    path = _viterbi(scores, kinds, entities, max(1, n_entities))
    return _entities(path, kinds, entities)
