"""deid.nlp.entity_tagger: a token classifier that learns entities from examples and sets doc.ents."""
import random

import pytest
import spacy
from spacy.training import Example

import deid.nlp.architectures  # noqa: F401  (registers the component and the tokenizers)
from deid.models.ner.corpus import to_docs
from deid.nlp.entity_tagger import FACTORY
from deid.models.ner.toy import toy_notes

SMALL_MODEL = {
    "@architectures": "spacy.Tagger.v2",
    "nO": None,
    "normalize": False,
    "tok2vec": {
        "@architectures": "spacy.Tok2Vec.v2",
        "embed": {"@architectures": "deid.LexiconMultiHashEmbed.v1", "width": 32,
                  "attrs": ["NORM", "PREFIX", "SUFFIX", "SHAPE"], "rows": [500, 200, 200, 100],
                  "include_static_vectors": False},
        "encode": {"@architectures": "spacy.MaxoutWindowEncoder.v2", "width": 32, "depth": 1,
                   "window_size": 1, "maxout_pieces": 2},
    },
}


@pytest.fixture(scope="module")
def trained():
    """A small entity tagger trained for a few epochs on toy notes (entities only: no tags)."""
    spacy.util.fix_random_seed(0)
    nlp = spacy.blank("nl", config={"nlp": {"tokenizer": {"@tokenizers": "deid.Tokenizer.v2"}}})
    nlp.add_pipe(FACTORY, name="ner", config={"model": SMALL_MODEL})
    docs, _ = to_docs(nlp, toy_notes(60, seed=1))
    examples = [Example(nlp.make_doc(d.text), d) for d in docs]
    optimizer = nlp.initialize(lambda: examples)
    losses = []
    rng = random.Random(0)
    for _ in range(12):
        rng.shuffle(examples)
        epoch = {}
        for start in range(0, len(examples), 8):
            nlp.update(examples[start:start + 8], sgd=optimizer, losses=epoch)
        losses.append(epoch["ner"])
    return nlp, losses


def test_it_learns_from_entities_alone(trained):
    nlp, losses = trained
    assert losses[-1] < losses[0] / 5
    assert set(nlp.get_pipe("ner").entity_labels) == {"DATE", "LOCATION", "NAME"}
    held_out = toy_notes(20, seed=2)
    scores = nlp.evaluate([Example(nlp.make_doc(d.text), d) for d in to_docs(nlp, held_out)[0]])
    assert scores["ents_f"] > 0.9


def test_entities_are_whole_ordered_and_never_overlap(trained):
    nlp, _ = trained
    for doc in nlp.pipe(["Dr. Anna Peeters ( Gent ) 12/03/2020", "", "   ", "Gent Gent Gent", "x " * 300]):
        ents = list(doc.ents)
        assert all(e.start < e.end for e in ents)
        assert all(a.end <= b.start for a, b in zip(ents, ents[1:]))
        assert all(t.ent_iob_ in ("B", "I", "O") for t in doc)  # every token annotated: none missing


def test_a_saved_pipeline_predicts_the_same(trained, tmp_path):
    nlp, _ = trained
    nlp.to_disk(tmp_path / "m")
    loaded = spacy.load(tmp_path / "m")
    texts = [n.text for n in toy_notes(10, seed=3)]
    before = [[(e.start_char, e.end_char, e.label_) for e in d.ents] for d in nlp.pipe(texts)]
    after = [[(e.start_char, e.end_char, e.label_) for e in d.ents] for d in loaded.pipe(texts)]
    assert before == after and any(before)


def test_initialize_without_entities_is_a_clear_error():
    nlp = spacy.blank("nl")
    nlp.add_pipe(FACTORY, name="ner", config={"model": SMALL_MODEL})
    doc = nlp.make_doc("no entities here")
    with pytest.raises(ValueError, match="no entity labels"):
        nlp.initialize(lambda: [Example(nlp.make_doc(doc.text), doc)])
