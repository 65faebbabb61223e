"""The one frozen, validated configuration of surrogate generation.

Plain values only, so that it pickles into a Beam DoFn; the heavy objects
(Fakers, a generative model) are built from it once per worker by ``Surrogates``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Tuple

from deid.spans import LABEL_SET

# Fixed codes the renderer reports for a note's `comment` column; never text.
COMMENT_DATE_UNPARSED = "date_unparsed"
COMMENT_DATE_REFORMATTED = "date_reformatted"
COMMENT_GENERATIVE = "generative_fallback"


class SurrogateConfigError(ValueError):
    """A configuration value is out of range; the message names the field, not data."""


@dataclass(frozen=True)
class SurrogateConfig:
    # One shift per patient, |shift| in [min, max] days, either sign, never 0.
    date_shift_min_days: int = 30
    date_shift_max_days: int = 365
    # Ages above `age_cap` become `age_cap_text` (HIPAA's "90 or older").
    cap_ages: bool = True
    age_cap: int = 89
    age_cap_text: str = "90+"
    # How many deterministic re-draws before giving up on a surrogate that
    # equals, contains or collides with something it must not.
    max_redraws: int = 32
    # Generative fallback: off unless a local model folder is named.
    generative_model_path: Optional[str] = None
    generative_labels: Tuple[str, ...] = ("PROFESSION", "ORGANIZATION")
    generative_top_k: int = 50
    # Candidates the model chooses among for a name or a place (CLOZE_LABELS of the generator).
    generative_candidates: int = 16
    # Use dateparser for dates the fast scanner cannot read (slower, ~ms each).
    use_dateparser: bool = True

    def __post_init__(self) -> None:
        if not 1 <= self.date_shift_min_days <= self.date_shift_max_days:
            raise SurrogateConfigError("date shift range must satisfy 1 <= date_shift_min_days <= date_shift_max_days")
        if self.date_shift_max_days > 3650:
            raise SurrogateConfigError("date_shift_max_days must be at most 3650")
        if not 1 <= self.age_cap <= 150:
            raise SurrogateConfigError("age_cap must lie in [1, 150]")
        if not self.age_cap_text:
            raise SurrogateConfigError("age_cap_text must not be empty")
        if not 1 <= self.max_redraws <= 1000:
            raise SurrogateConfigError("max_redraws must lie in [1, 1000]")
        if not set(self.generative_labels) <= LABEL_SET:
            raise SurrogateConfigError("generative_labels must be contract labels")
        if not 1 <= self.generative_top_k <= 1000:
            raise SurrogateConfigError("generative_top_k must lie in [1, 1000]")
        if not 1 <= self.generative_candidates <= 256:
            raise SurrogateConfigError("generative_candidates must lie in [1, 256]")
