"""Confidence intervals for the leakage tests' shares (accuracy, precision, recall).

    wilson(successes=33, trials=60)          # (0.424, 0.667): a 95% interval of 0.55
    trials_for(0.5, half_width=0.03)         # 1068 candidates for +-0.03 at chance

A membership accuracy of 0.425 over 40 candidates says little: its 95% interval is about
[0.28, 0.58]. Wilson's score interval (no normal approximation around 0 or 1, defined for 0 and
all successes); ``trials_for`` sizes a test so that the interval's half-width is at most what is
asked, at the share observed (the worst case, 0.5, when none is).
"""
from __future__ import annotations

import math
from typing import Optional, Tuple

Z95 = 1.959964  # the standard normal's 97.5% quantile: a two-sided 95% interval
HALF_WIDTH = 0.03  # issue 17: the membership accuracy's interval no wider than +-0.03


def wilson(successes: int, trials: int, z: float = Z95) -> Optional[Tuple[float, float]]:
    """Wilson's score interval of ``successes / trials``; None without trials."""
    if trials <= 0:
        return None
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    margin = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - margin), min(1.0, centre + margin)


def trials_for(share: Optional[float] = None, half_width: float = HALF_WIDTH, z: float = Z95) -> int:
    """The trials a share needs for an interval of about +-``half_width`` (the normal approximation)."""
    p = 0.5 if share is None else min(max(share, 0.0), 1.0)
    return max(1, math.ceil(z * z * max(p * (1 - p), 1e-6) / (half_width * half_width)))
