"""``deid_entity_tagger``: named entities by token classification, a spaCy component.

spaCy's ``ner`` is a transition-based parser: one move per token, each decided in
turn from the entities built so far. Profiled on our notes, that per-token loop took
three quarters of the NER time, whatever the width of the model. This component
scores all tokens of a batch at once instead (the encoder, then one softmax layer
over the BILUO tags of ``deid.nlp.biluo``, both plain matrix products), then decodes
each note with the constrained Viterbi of that module, which keeps the entity
structure that the parser's moves guaranteed.

It is spaCy's ``Tagger`` with entity targets: the gold comes from the examples'
entities (``Example.get_aligned_ner``), so training data needs no tags, and
``doc.ents`` is what it sets. Any tok2vec fits under it; ``ner.cnn-tagger.v1``
(``models/ner/configs/cnn_tagger.v1.cfg``) puts spaCy's CNN there.
"""
# No "from __future__ import annotations": spaCy validates initialize()'s settings
# against its signature, which needs real types.
from itertools import islice
from typing import Iterable, List, Optional, Sequence

from spacy.language import Language
from spacy.pipeline import Tagger
from spacy.scorer import get_ner_prf
from spacy.tokens import Doc, Span
from spacy.training import Example, validate_examples, validate_get_examples
from thinc.api import Config, Model, SequenceCategoricalCrossentropy

from deid.nlp.biluo import biluo_tag_set, decode, tag_structure

FACTORY = "deid_entity_tagger"

DEFAULT_MODEL = """
[model]
@architectures = "spacy.Tagger.v2"
nO = null
normalize = false

[model.tok2vec]
@architectures = "spacy.HashEmbedCNN.v2"
pretrained_vectors = null
width = 64
depth = 4
embed_size = 2000
window_size = 1
maxout_pieces = 2
subword_features = true
"""


class EntityTagger(Tagger):
    """Token classifier over BILUO entity tags; sets ``doc.ents``."""

    def __init__(self, vocab, model: Model, name: str = FACTORY, *, label_smoothing: float = 0.0):
        super().__init__(vocab, model, name, overwrite=True, scorer=None, label_smoothing=label_smoothing)
        self._structure = None

    @property
    def entity_labels(self) -> List[str]:
        return self._tag_structure()[2]

    def _tag_structure(self):
        if self._structure is None or self._structure[3] != len(self.labels):
            kinds, entities, labels = tag_structure(self.labels)
            self._structure = (kinds, entities, labels, len(self.labels))
        return self._structure

    def predict(self, docs: Sequence[Doc]):
        """Tag scores per doc (logits at inference: the decoder needs no softmax)."""
        if not any(len(doc) for doc in docs):
            return [self.model.ops.alloc2f(len(doc), len(self.labels)) for doc in docs]
        scores = self.model.predict(docs)
        return [self.model.ops.to_numpy(s) for s in scores]

    def set_annotations(self, docs: Iterable[Doc], scores) -> None:
        if isinstance(docs, Doc):
            docs = [docs]
        kinds, entities, labels, _ = self._tag_structure()
        for doc, doc_scores in zip(docs, scores):
            rows = decode(doc_scores, kinds, entities, len(labels)) if len(doc) else ()
            doc.set_ents([Span(doc, int(s), int(e), label=labels[k]) for s, e, k in rows], default="outside")

    def get_loss(self, examples: Iterable[Example], scores):
        validate_examples(examples, "EntityTagger.get_loss")
        loss_func = SequenceCategoricalCrossentropy(
            names=self.labels, normalize=False, label_smoothing=self.cfg["label_smoothing"]
        )
        # "-" (annotation missing) and None (tokens that do not align) carry no gradient.
        truths = [[tag if tag not in (None, "-", "") else None for tag in eg.get_aligned_ner()] for eg in examples]
        d_scores, loss = loss_func(scores, truths)
        if self.model.ops.xp.isnan(loss):
            raise ValueError(f"NaN loss in component {self.name!r}")
        return float(loss), d_scores

    def initialize(self, get_examples, *, nlp=None, labels: Optional[Sequence[str]] = None):
        """Tag set from ``labels`` (entity labels) or from the examples' entities."""
        validate_get_examples(get_examples, "EntityTagger.initialize")
        if labels is None:
            labels = sorted({ent.label_ for eg in get_examples() for ent in eg.reference.ents})
        if not labels:
            raise ValueError(f"component {self.name!r} found no entity labels to learn")
        for tag in biluo_tag_set(labels):
            self.add_label(tag)
        doc_sample, label_sample = [], []
        for example in islice(get_examples(), 10):
            doc_sample.append(example.x)
            gold = example.get_aligned_ner()
            rows = [[1.0 if tag == g else 0.0 for tag in self.labels] for g in gold]
            label_sample.append(self.model.ops.asarray(rows, dtype="float32").reshape(len(gold), len(self.labels)))
        self.model.initialize(X=doc_sample, Y=label_sample)
        self._structure = None

    def score(self, examples, **kwargs):
        return get_ner_prf(examples, **kwargs)


@Language.factory(
    FACTORY,
    assigns=["doc.ents", "token.ent_iob", "token.ent_type"],
    default_config={"model": Config().from_str(DEFAULT_MODEL)["model"], "label_smoothing": 0.0},
    default_score_weights={"ents_f": 1.0, "ents_p": 0.0, "ents_r": 0.0, "ents_per_type": None},
)
def make_entity_tagger(nlp: Language, name: str, model: Model, label_smoothing: float) -> EntityTagger:
    return EntityTagger(nlp.vocab, model, name, label_smoothing=label_smoothing)

