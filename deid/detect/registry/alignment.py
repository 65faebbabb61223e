"""Compiled alignment kernels of the registry matcher (numba, ``cache=True``).

Sequences are ``uint8`` arrays of projection codes (``deid.detect.registry.projection``):
1..63 are characters, 0 is the mask: it never equals anything, not even itself,
so a masked stretch of a note can take part in no alignment.

Two kernels, for two jobs, and ``fuzzy_search``, which runs both for all of
a note's spellings in one call (the per-call overhead of numba, a few
microseconds, was most of the matcher's time when each spelling and window
was its own call):

* ``edit_distances`` / ``distance_table`` / ``best_distances``: Myers' bit-parallel approximate
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


# The projection alphabet (``projection``): codes 0..63. The all-patterns
# kernel keeps one match-bit row per code and pattern; a code is masked to 6
# bits before the look-up, only so that a stray code cannot read past the table.
CODES = 64
# Distances are stored per (note position, pattern) as int16, clamped: a value
# above any edit budget only has to stay above it.
_CLAMP = 32767


@njit(cache=True)
def distance_table(text, patterns, offsets):
    """``edit_distances`` of every pattern at once: ``(table, best)``.

    ``table[j, p]`` is the distance of pattern ``p`` (``patterns[offsets[p]:
    offsets[p + 1]]``) to the best substring of ``text`` ending at ``j``
    (clamped to 32767), ``best[p]`` its least value (the pattern's length for
    an empty text). Same recurrence as ``_myers``, but the inner loop runs
    over the patterns, one 64-bit lane each, with the state in arrays: no
    dependency between iterations, so LLVM vectorises it (8 patterns per AVX-512
    instruction, 4 with AVX2). One pattern alone is a chain of dependent
    instructions (about 3 ns a character); 64 patterns side by side cost about
    40 ns a character, 5 to 8 times less than four chains in registers.
    Patterns longer than 64 codes get a dummy lane and their column from
    ``_sellers``.
    """
    count = offsets.shape[0] - 1
    n = text.shape[0]
    table = np.empty((n, count), dtype=np.int16)
    best = np.empty(count, dtype=np.int64)
    peq = np.zeros((CODES, count), dtype=np.int64)
    shift = np.zeros(count, dtype=np.int64)  # bit of the last pattern code; a valid shift for every lane
    score = np.zeros(count, dtype=np.int64)
    for p in range(count):
        m = offsets[p + 1] - offsets[p]
        score[p] = m
        best[p] = m
        if 0 < m <= WORD_BITS:
            shift[p] = m - 1
            for i in range(m):
                c = patterns[offsets[p] + i]
                if c != 0:
                    peq[c & (CODES - 1), p] |= np.int64(1) << i
    pv = np.full(count, -1, dtype=np.int64)
    mv = np.zeros(count, dtype=np.int64)
    d0 = np.zeros(count, dtype=np.int64)
    previous = np.zeros(count, dtype=np.int64)
    for j in range(n):
        row = peq[text[j] & (CODES - 1)]
        out = table[j]
        for p in range(count):
            eq = row[p]
            z = d0[p]
            v = pv[p]
            h = mv[p]
            tr = (((~z) & eq) << 1) & previous[p]
            z = (((eq & v) + v) ^ v) | eq | h | tr
            ph = h | ~(z | v)
            mh = z & v
            s = score[p] + ((ph >> shift[p]) & 1) - ((mh >> shift[p]) & 1)
            ph <<= 1
            mh <<= 1
            pv[p] = mh | ~(z | ph)
            mv[p] = ph & z
            d0[p] = z
            previous[p] = eq
            score[p] = s
            best[p] = min(best[p], s)
            out[p] = min(s, _CLAMP)
    for p in range(count):
        m = offsets[p + 1] - offsets[p]
        if n == 0 or 0 < m <= WORD_BITS:
            continue
        column = np.zeros(n, dtype=np.int64)  # an empty pattern is at distance 0 everywhere
        if m > 0:
            _sellers(text, patterns[offsets[p]:offsets[p + 1]], column)
        best[p] = min(m, column.min())
        for j in range(n):
            table[j, p] = min(column[j], _CLAMP)
    return table, best


@njit(cache=True)
def best_distances(text, patterns, offsets):
    """Least edit distance of each pattern anywhere in ``text``, in one call for all patterns."""
    return distance_table(text, patterns, offsets)[1]


@njit(cache=True)
def osa_distance(a, b, scratch):
    """Optimal string alignment distance of code sequences ``a`` and ``b``.

    Plain equality of codes, so the same number as rapidfuzz's ``OSA.distance``
    on their latin-1 strings. Row ``i`` of the dynamic programme lives in
    ``scratch[(i % 3) * (len(b) + 1):]``; ``scratch`` holds at least ``3 * (len(b) + 1)`` int64.
    """
    la = a.shape[0]
    width = b.shape[0] + 1
    for j in range(width):
        scratch[j] = j
    for i in range(1, la + 1):
        cur = (i % 3) * width
        before = ((i - 1) % 3) * width
        older = ((i - 2) % 3) * width
        scratch[cur] = i
        for j in range(1, width):
            v = scratch[before + j - 1] + (0 if a[i - 1] == b[j - 1] else 1)
            if scratch[before + j] + 1 < v:
                v = scratch[before + j] + 1
            if scratch[cur + j - 1] + 1 < v:
                v = scratch[cur + j - 1] + 1
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1] and scratch[older + j - 2] + 1 < v:
                v = scratch[older + j - 2] + 1
            scratch[cur + j] = v
    return scratch[(la % 3) * width + width - 1]


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


@njit(cache=True)
def _locate(work, pattern, last, budget, starts, ends, match, mismatch, gap):
    """Word-aligned ``(start, end, edits)`` of the hit ending near ``last``; ``start`` is -1 when none.

    Smith-Waterman on the window before ``last`` gives the aligned core; the
    value's unaligned ends are added back, then every word start and end
    within the budget around them is tried, keeping the fewest edits (then the
    length closest to the value's, then the leftmost; on a full tie the first found).
    """
    m = pattern.shape[0]
    size = work.shape[0]
    low = max(0, last + 1 - m - budget)
    score, q_start, q_end, t_start, t_end = smith_waterman(pattern, work[low:last + 1], match, mismatch, gap)
    if score <= 0:
        return -1, -1, -1
    core_start = low + t_start - q_start
    core_end = low + t_end + (m - q_end)
    first_start = max(0, core_start - budget)
    scratch = np.empty(3 * (max(0, min(size, core_end + budget) - first_start) + 1), dtype=np.int64)
    best_edits, best_length, best_s, best_e = -1, 0, 0, 0
    for s in range(first_start, min(size, core_start + budget + 1)):
        if not starts[s]:
            continue
        for e in range(max(s + 1, core_end - budget), min(size, core_end + budget) + 1):
            if not ends[e - 1]:
                continue
            edits = osa_distance(pattern, work[s:e], scratch)
            if edits <= budget:
                length = abs(e - s - m)
                if (best_edits < 0 or edits < best_edits or (edits == best_edits and length < best_length)
                        or (edits == best_edits and length == best_length and s < best_s)):
                    best_edits, best_length, best_s, best_e = edits, length, s, e
    if best_edits < 0:
        return -1, -1, -1
    return best_s, best_e, best_edits


@njit(cache=True)
def fuzzy_search(text, patterns, offsets, budgets, is_code, word_starts, word_ends, code_starts, code_ends,
                 origin, max_hits, match, mismatch, gap):
    """Every occurrence of every pattern within its edit budget, in one call per note.

    For each pattern that the prefilter (``distance_table``) lets through: take
    the first end position of least distance, locate the word-aligned match
    before it (``_locate``), record it, mask it (code 0) and search again, until
    no end position is within the budget or ``max_hits`` rounds are done. An
    alignment within the budget spans at most ``len + budget`` codes, so masking
    ``[low, high)`` changes only the distances of ends in ``[low, high + reach)``:
    those are recomputed on a window, not the note. The rounds of one pattern
    never see another pattern's masks.

    Word edges are ``word_starts``/``word_ends`` (bool per position), or the
    ``code_*`` ones (letter/digit switches too) where ``is_code[p]``.
    Returns ``(hits, segments)``: one row ``(pattern, start, end, edits,
    widest, words)`` per match, in order, and the codes of each match as they
    were when it was found (earlier masks of the same pattern included),
    concatenated in the same order. ``widest`` is the longest run of original
    characters skipped between two codes of the match (``origin`` maps codes to
    characters; -1 for a one-code match), ``words`` the number of words of the
    note it touches (by ``word_starts``): the matcher's rules need both, and
    here they cost nothing.
    """
    count = offsets.shape[0] - 1
    n = text.shape[0]
    rows = []
    chunks = []
    table, best = distance_table(text, patterns, offsets)
    for p in range(count):
        budget = budgets[p]
        if best[p] > budget or n == 0:
            continue
        pattern = patterns[offsets[p]:offsets[p + 1]]
        m = pattern.shape[0]
        starts = code_starts if is_code[p] else word_starts
        ends = code_ends if is_code[p] else word_ends
        distances = np.empty(n, dtype=np.int64)
        for j in range(n):
            distances[j] = table[j, p]
        work = text.copy()
        reach = m + budget
        for _ in range(max_hits):
            last = np.argmin(distances)
            if distances[last] > budget:
                break
            s, e, edits = _locate(work, pattern, last, budget, starts, ends, match, mismatch, gap)
            if s < 0:
                low, high = max(0, last + 1 - m), last + 1
            else:
                low, high = s, e
                widest = -1
                words = 1
                for k in range(s + 1, e):
                    widest = max(widest, origin[k] - origin[k - 1] - 1)
                    words += word_starts[k]
                rows.append((p, s, e, edits, widest, words))
                chunks.append(work[s:e].copy())
            work[low:high] = 0
            first = max(0, low - reach)
            stop = min(n, high + reach)
            local = edit_distances(work[first:stop], pattern)
            distances[low:stop] = local[low - first:]
    hits = np.empty((len(rows), 6), dtype=np.int64)
    total = 0
    for k in range(len(rows)):
        for c in range(6):
            hits[k, c] = rows[k][c]
        total += rows[k][2] - rows[k][1]
    segments = np.empty(total, dtype=np.uint8)
    at = 0
    for k in range(len(chunks)):
        chunk = chunks[k]
        segments[at:at + chunk.shape[0]] = chunk
        at += chunk.shape[0]
    return hits, segments


def warm_up() -> None:
    """Compile (or load from numba's cache) every kernel, with the one signature the matcher uses."""
    text = np.array([1, 2, 3, 0, 1, 2], dtype=np.uint8)
    pattern = np.array([1, 2], dtype=np.uint8)
    long_pattern = np.ones(WORD_BITS + 1, dtype=np.uint8)
    edit_distances(text, pattern)
    edit_distances(text, long_pattern)
    patterns = np.concatenate([pattern, long_pattern])
    offsets = np.array([0, 2, 2 + WORD_BITS + 1], dtype=np.int64)
    best_distances(text, patterns, offsets)
    smith_waterman(pattern, text, 1, -1, -1)
    smith_waterman_score(pattern, text, 1, -1, -1)
    edges = np.ones(text.shape[0], dtype=np.bool_)
    fuzzy_search(text, patterns, offsets, np.array([1, 1], dtype=np.int64), np.array([False, True]),
                 edges, edges, edges, edges, np.arange(text.shape[0], dtype=np.int64), 64, 1, -1, -1)
