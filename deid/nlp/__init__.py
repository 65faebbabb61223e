"""The spaCy parts our NER models are built of: tokenizers, the lexicon embedding, the entity
tagger and its BILUO decoding, the torch encoder. Importing ``deid.nlp.architectures`` registers
them under versioned names (``deid.Tokenizer.v2``, ``deid_entity_tagger`` ...), which a trained
model's ``config.cfg`` names: the detection loads models with them at run time
(``deid.detect.ner``), the training (``deid.models.ner``) builds models from them.
"""

from deid.nlp.french_token_match import install as _install_french_token_match

# Before any French pipeline loads (our models, spacy.blank("fr")): spaCy's French token match,
# factored, compiles in 0.3 s instead of 2.4 s; the same strings match (see the module).
_install_french_token_match()
