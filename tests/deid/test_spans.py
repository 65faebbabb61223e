"""The span type validates itself."""
from __future__ import annotations

import pytest

from deid.spans import Span


@pytest.mark.parametrize("args", [(5, 5, "NAME", "ner"), (-1, 2, "NAME", "ner"), (0, 2, "PERSON", "ner"),
                                  (0, 2, "NAME", ""), (0, 2, "NAME", "ner", 1.5)])
def test_invalid_spans_are_refused(args):
    with pytest.raises(ValueError):
        Span(*args)


def test_overlap():
    assert Span(0, 5, "NAME", "ner").overlaps(Span(4, 6, "DATE", "pattern"))
    assert not Span(0, 5, "NAME", "ner").overlaps(Span(5, 6, "DATE", "pattern"))
