"""The transforms of ``deid leakage``: a masked LM behind Beam's model seam (RunInference)."""
