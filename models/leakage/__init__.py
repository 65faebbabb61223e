"""Leakage tests of a pretrained masked LM: fill-mask name test, name membership inference,
Gibbs-sampling generation; pure scoring here, the Beam graph in ``pipelines/leakage.py``."""
