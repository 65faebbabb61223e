"""deid.nlp.lexicon_embed: each token's word class, added as a learned vector to its embedding."""
import numpy as np
import spacy
from spacy.util import registry

import deid.nlp.architectures  # noqa: F401
from deid.lexicon.word_classes import N_WORD_CLASSES, word_class
from deid.nlp.lexicon_embed import doc_word_classes


def test_every_token_gets_the_class_of_its_word_in_the_note_language():
    nlp = spacy.blank("es")
    doc = nlp("Dña. María García vive en Arganda del Rey, calle Mayor 3.")
    assert doc_word_classes(doc).tolist() == [word_class(t.text, "es") for t in doc]
    assert doc_word_classes(nlp("")).tolist() == []


def test_the_layer_adds_a_class_vector_of_the_embedding_width():
    nlp = spacy.blank("nl")
    embed = registry.resolve({"e": {"@architectures": "deid.LexiconMultiHashEmbed.v1", "width": 16,
                                    "attrs": ["NORM", "SHAPE"], "rows": [100, 50],
                                    "include_static_vectors": False}})["e"]
    docs = [nlp("Jan Peeters woont in Gent."), nlp("geen klachten")]
    embed.initialize(X=docs)
    assert embed.get_param("E").shape == (N_WORD_CLASSES, 16)
    vectors, backprop = embed(docs, is_train=True)
    assert [v.shape for v in vectors] == [(6, 16), (2, 16)]
    backprop([np.ones_like(v) for v in vectors])
    gradient = embed.get_grad("E")
    classes = np.concatenate([doc_word_classes(d) for d in docs])
    for cls in range(N_WORD_CLASSES):  # each class row receives one unit per token of that class
        assert np.allclose(gradient[cls], np.count_nonzero(classes == cls))
