"""Shadow-model membership inference against a clinical text classifier (issue 17, Shokri et al.):
how much each vocabulary strategy of ``deid corpus`` lets an attacker tell a training note from
an unseen one. Pure logic (vocabulary mapping, classifier, attack, experiment); the end-to-end
run on synthetic data is ``bench/shadow_membership.py``."""
