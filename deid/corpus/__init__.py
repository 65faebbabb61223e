"""Pretraining corpus: vocabulary counting, selection and name scrubbing, tokenizer, packing.

Pure logic only; the Beam transforms in ``transforms/`` and the ``deid corpus``
job in ``pipelines/corpus.py`` wrap it.
"""
