"""What happens to a note a detector fails on: one policy for every detector.

A detector that raises, or a NER stage with no model for the note's language,
has not looked at the note: its identifiers may all still be there. Letting the
note out with the other detectors' spans only (fail open) would publish them.

``dead-letter`` (the default) fails closed: the note goes to the dead letters with
the reason ``processing_error:<step>`` (``no_ner_model`` for a language without a
NER model), never its text. ``redact-note`` is the explicit alternative for runs
that must account for every note in the output: the note goes out with its whole
text replaced by ``REDACTED_TEXT``, no entities, and the comment
``note_redacted:<step>``. Steps that are not detectors (resolving, replacing) always
dead-letter a note they fail on.
"""
from __future__ import annotations

from typing import Iterable

DEAD_LETTER = "dead-letter"
REDACT_NOTE = "redact-note"
POLICIES = (DEAD_LETTER, REDACT_NOTE)
DEFAULT_POLICY = DEAD_LETTER

# The whole text of a redacted note: nothing of the original survives, not even its length.
REDACTED_TEXT = "[REDACTED]"
_REDACTED_PREFIX = "note_redacted:"

# Dead-letter reason of a note whose language no NER model serves (docs/CONTRACT.md).
NO_NER_MODEL = "no_ner_model"


def check_policy(policy: str) -> str:
    if policy not in POLICIES:
        raise ValueError(f"--on-detector-failure must be one of {', '.join(POLICIES)}")
    return policy


def redaction_comment(step: str) -> str:
    """The output comment of a note redacted whole because ``step`` failed on it (a fixed step name)."""
    return _REDACTED_PREFIX + step


def is_redacted(comments: Iterable[str]) -> bool:
    return any(comment.startswith(_REDACTED_PREFIX) for comment in comments)
