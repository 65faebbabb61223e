"""Masked-LM pretraining on the corpus of ``deid corpus`` (``deid pretrain``)."""
