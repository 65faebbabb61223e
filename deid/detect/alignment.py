"""Compiled alignment kernels of the registry matcher (numba, ``cache=True``).

Sequences are ``uint8`` arrays of projection codes (``deid.detect.align_projection``):
1..63 are characters, 0 is the mask: it never equals anything, not even itself,
so a masked stretch of a note can take part in no alignment.

Two kernels, for two jobs:

* ``edit_distances`` / ``best_distances``: Myers' bit-parallel approximate
  string matching (J. ACM 1999) with Hyyrö's transposition term (2003), so the
  distance is the *optimal string alignment* distance: substitution,
  insertion, deletion, and the swap of two adjacent letters count one edit
  each. Typists swap letters ("Dnaneels") about as often as they hit a wrong
  key (Damerau 1964), and counting a swap as two edits would spend a short
  name's whole budget on one slip. For a pattern of at most 64 codes it gives,
  for every end position of the note, the least number of edits between the
  whole pattern and some substring ending there, at one machine word per note
  character. That is the prefilter: it is
  exact (no false negatives for a given edit budget) and 64 times cheaper than
  a full dynamic programme, so most (value, note) pairs never reach an
  alignment. Longer patterns (rare: a long street and number) use the plain
  column dynamic programme of Sellers (1980) with the same transposition
  term, same output.
* ``smith_waterman``: local alignment with a linear gap, integer scores and
  traceback, run only on the small window around a hit to recover where the
  match starts. ``smith_waterman_score`` is the same recurrence in linear space,
  without traceback; the benchmark measures its cell rate.

Why not parasail: it installs from PyPI and its striped SIMD kernel is faster
per cell (see bench/align.py), but after the bit-parallel prefilter the
alignments left are a few windows of ~20 x 30 cells per note, where call
overhead dominates and a custom kernel can use the mask code; numba is already
a dependency of the engine, so the matcher adds none.

Compiled signatures are kept to one per function (``uint8`` sequences, ``int64``
scalars); ``warm_up()`` compiles (or loads from the cache) all of them.
"""
from __future__ import annotations

import numpy as np
from numba import njit

# The projection alphabet uses codes 0..63, but the match-bit table covers every
# uint8 value: numba does not bound-check, and a stray code must not read past it.
ALPHABET = 256
# Patterns up to this many codes use the bit-parallel scan (one 64-bit word).
WORD_BITS = 64

_ONE = np.uint64(1)
_ZERO = np.uint64(0)


@njit(cache=True)
def _myers(text, pattern, out):
    """Fill ``out[j]`` with the edit distance of ``pattern`` to the best substring ending at ``j``."""
    m = pattern.shape[0]
    peq = np.zeros(ALPHABET, dtype=np.uint64)
    for i in range(m):
        c = pattern[i]
        if c != 0:
            peq[c] |= _ONE << np.uint64(i)
    high = _ONE << np.uint64(m - 1)
    pv = ~_ZERO
    mv = _ZERO
    d0 = _ZERO
    previous = _ZERO
    score = m
    for j in range(text.shape[0]):
        eq = peq[text[j]]
        # Hyyrö's transposition term: pattern[i-1:i+1] equals text[j-1:j+1] swapped.
        tr = (((~d0) & eq) << _ONE) & previous
        d0 = (((eq & pv) + pv) ^ pv) | eq | mv | tr
        ph = mv | ~(d0 | pv)
        mh = d0 & pv
        if ph & high:
            score += 1
        elif mh & high:
            score -= 1
        # Shifting in zeros (not ones) leaves the start of the match free:
        # the pattern may begin anywhere in the note.
        ph = ph << _ONE
        mh = mh << _ONE
        pv = mh | ~(d0 | ph)
        mv = ph & d0
        previous = eq
        out[j] = score


@njit(cache=True)
def _sellers(text, pattern, out):
    """Same result as ``_myers`` for patterns of any length, one DP column per note character."""
    m = pattern.shape[0]
    col = np.arange(m + 1).astype(np.int64)
    before = col.copy()  # the column of the previous note character, for transpositions
    for j in range(text.shape[0]):
        c = text[j]
        last = text[j - 1] if j > 0 else 0
        older = before
        before = col.copy()
        diag = col[0]  # row 0 stays 0: the match may start at any note position
        for i in range(1, m + 1):
            up = col[i]
            cost = 0 if (pattern[i - 1] == c and c != 0) else 1
            best = diag + cost
            if col[i - 1] + 1 < best:
                best = col[i - 1] + 1
            if up + 1 < best:
                best = up + 1
            if (i > 1 and j > 0 and c != 0 and last != 0 and pattern[i - 1] == last
                    and pattern[i - 2] == c and older[i - 2] + 1 < best):
                best = older[i - 2] + 1
            col[i] = best
            diag = up
        out[j] = col[m]


@njit(cache=True)
def edit_distances(text, pattern):
    """Edit distance of the whole ``pattern`` to the best substring of ``text`` ending at each position."""
    out = np.empty(text.shape[0], dtype=np.int64)
    if pattern.shape[0] == 0:
        out[:] = 0
    elif pattern.shape[0] <= WORD_BITS:
        _myers(text, pattern, out)
    else:
        _sellers(text, pattern, out)
    return out


@njit(cache=True)
def _match_bits(pattern):
    peq = np.zeros(ALPHABET, dtype=np.int64)
    for i in range(pattern.shape[0]):
        c = pattern[i]
        if c != 0:
            peq[c] |= np.int64(1) << i
    return peq


@njit(cache=True)
def _myers_min4(text, p0, p1, p2, p3):
    """Least distance of four patterns (each at most 64 codes) in one pass over ``text``.

    Same recurrence as ``_myers`` in signed 64-bit words; four patterns per
    pass because one pattern's update is a chain of dependent instructions
    (about 3 ns a character): four independent chains fill the CPU's pipeline.
    """
    e0 = _match_bits(p0)
    e1 = _match_bits(p1)
    e2 = _match_bits(p2)
    e3 = _match_bits(p3)
    s0 = p0.shape[0] - 1
    s1 = p1.shape[0] - 1
    s2 = p2.shape[0] - 1
    s3 = p3.shape[0] - 1
    pv0 = pv1 = pv2 = pv3 = np.int64(-1)
    mv0 = mv1 = mv2 = mv3 = np.int64(0)
    z0 = z1 = z2 = z3 = np.int64(0)
    q0 = q1 = q2 = q3 = np.int64(0)
    d0 = b0 = p0.shape[0]
    d1 = b1 = p1.shape[0]
    d2 = b2 = p2.shape[0]
    d3 = b3 = p3.shape[0]
    for j in range(text.shape[0]):
        c = text[j]
        eq = e0[c]
        tr = (((~z0) & eq) << 1) & q0
        z0 = (((eq & pv0) + pv0) ^ pv0) | eq | mv0 | tr
        ph = mv0 | ~(z0 | pv0)
        mh = z0 & pv0
        d0 += ((ph >> s0) & 1) - ((mh >> s0) & 1)
        ph <<= 1
        mh <<= 1
        pv0 = mh | ~(z0 | ph)
        mv0 = ph & z0
        q0 = eq
        b0 = min(b0, d0)
        eq = e1[c]
        tr = (((~z1) & eq) << 1) & q1
        z1 = (((eq & pv1) + pv1) ^ pv1) | eq | mv1 | tr
        ph = mv1 | ~(z1 | pv1)
        mh = z1 & pv1
        d1 += ((ph >> s1) & 1) - ((mh >> s1) & 1)
        ph <<= 1
        mh <<= 1
        pv1 = mh | ~(z1 | ph)
        mv1 = ph & z1
        q1 = eq
        b1 = min(b1, d1)
        eq = e2[c]
        tr = (((~z2) & eq) << 1) & q2
        z2 = (((eq & pv2) + pv2) ^ pv2) | eq | mv2 | tr
        ph = mv2 | ~(z2 | pv2)
        mh = z2 & pv2
        d2 += ((ph >> s2) & 1) - ((mh >> s2) & 1)
        ph <<= 1
        mh <<= 1
        pv2 = mh | ~(z2 | ph)
        mv2 = ph & z2
        q2 = eq
        b2 = min(b2, d2)
        eq = e3[c]
        tr = (((~z3) & eq) << 1) & q3
        z3 = (((eq & pv3) + pv3) ^ pv3) | eq | mv3 | tr
        ph = mv3 | ~(z3 | pv3)
        mh = z3 & pv3
        d3 += ((ph >> s3) & 1) - ((mh >> s3) & 1)
        ph <<= 1
        mh <<= 1
        pv3 = mh | ~(z3 | ph)
        mv3 = ph & z3
        q3 = eq
        b3 = min(b3, d3)
    return b0, b1, b2, b3


@njit(cache=True)
def best_distances(text, patterns, offsets):
    """Least edit distance of each pattern anywhere in ``text``, in one call for all patterns.

    ``patterns`` is the concatenation of the patterns, pattern ``p`` being
    ``patterns[offsets[p]:offsets[p + 1]]``; one call per note keeps the Python
    overhead out of the prefilter. Patterns of at most 64 codes go four at a
    time through ``_myers_min4``; longer ones through ``_sellers``.
    """
    count = offsets.shape[0] - 1
    best = np.empty(count, dtype=np.int64)
    short = []
    for p in range(count):
        m = offsets[p + 1] - offsets[p]
        if text.shape[0] == 0 or m == 0:
            best[p] = m
        elif m <= WORD_BITS:
            short.append(p)
        else:
            scratch = np.empty(text.shape[0], dtype=np.int64)
            _sellers(text, patterns[offsets[p]:offsets[p + 1]], scratch)
            best[p] = min(m, scratch.min())
    filler = np.zeros(1, dtype=np.uint8)  # the mask code: matches nothing
    for g in range(0, len(short), 4):
        n = min(4, len(short) - g)
        q0 = patterns[offsets[short[g]]:offsets[short[g] + 1]]
        q1 = patterns[offsets[short[g + 1]]:offsets[short[g + 1] + 1]] if n > 1 else filler[0:1]
        q2 = patterns[offsets[short[g + 2]]:offsets[short[g + 2] + 1]] if n > 2 else filler[0:1]
        q3 = patterns[offsets[short[g + 3]]:offsets[short[g + 3] + 1]] if n > 3 else filler[0:1]
        r = _myers_min4(text, q0, q1, q2, q3)
        best[short[g]] = r[0]
        if n > 1:
            best[short[g + 1]] = r[1]
        if n > 2:
            best[short[g + 2]] = r[2]
        if n > 3:
            best[short[g + 3]] = r[3]
    return best


@njit(cache=True)
def smith_waterman(query, target, match, mismatch, gap):
    """Best local alignment of ``query`` in ``target``, with traceback.

    Returns ``(score, q_start, q_end, t_start, t_end)``, ends exclusive; a
    score of 0 means no alignment. Ties go to the first cell in row-major
    order, and the traceback prefers the diagonal, so results are deterministic.
    """
    n = query.shape[0]
    m = target.shape[0]
    h = np.zeros((n + 1, m + 1), dtype=np.int64)
    best = 0
    bi = 0
    bj = 0
    for i in range(1, n + 1):
        qc = query[i - 1]
        for j in range(1, m + 1):
            tc = target[j - 1]
            s = match if (qc == tc and qc != 0) else mismatch
            v = h[i - 1, j - 1] + s
            up = h[i - 1, j] + gap
            if up > v:
                v = up
            left = h[i, j - 1] + gap
            if left > v:
                v = left
            if v < 0:
                v = 0
            h[i, j] = v
            if v > best:
                best = v
                bi = i
                bj = j
    i = bi
    j = bj
    while i > 0 and j > 0 and h[i, j] > 0:
        qc = query[i - 1]
        s = match if (qc == target[j - 1] and qc != 0) else mismatch
        if h[i, j] == h[i - 1, j - 1] + s:
            i -= 1
            j -= 1
        elif h[i, j] == h[i - 1, j] + gap:
            i -= 1
        else:
            j -= 1
    return best, i, bi, j, bj


@njit(cache=True)
def smith_waterman_score(query, target, match, mismatch, gap):
    """Best local alignment score only, in linear space (the benchmark's cell-rate kernel)."""
    n = query.shape[0]
    col = np.zeros(n + 1, dtype=np.int64)
    best = 0
    for j in range(target.shape[0]):
        tc = target[j]
        diag = 0
        left = 0  # h[i-1][j] of the new column, i.e. the cell above
        for i in range(1, n + 1):
            prev = col[i]
            qc = query[i - 1]
            v = diag + (match if (qc == tc and qc != 0) else mismatch)
            if prev + gap > v:
                v = prev + gap
            if left + gap > v:
                v = left + gap
            if v < 0:
                v = 0
            col[i] = v
            left = v
            diag = prev
            if v > best:
                best = v
    return best


def warm_up() -> None:
    """Compile (or load from numba's cache) every kernel, with the one signature the matcher uses."""
    text = np.array([1, 2, 3, 0, 1, 2], dtype=np.uint8)
    pattern = np.array([1, 2], dtype=np.uint8)
    long_pattern = np.ones(WORD_BITS + 1, dtype=np.uint8)
    edit_distances(text, pattern)
    edit_distances(text, long_pattern)
    best_distances(text, np.concatenate([pattern, long_pattern]), np.array([0, 2, 2 + WORD_BITS + 1], dtype=np.int64))
    smith_waterman(pattern, text, 1, -1, -1)
    smith_waterman_score(pattern, text, 1, -1, -1)
