"""The transforms of ``deid run``: the de-identification stage (``stage.Deidentify``) and its
steps: joining the registry, the note-length guard, the rule detectors, the NER, resolving
overlaps, replacing, and the progress report."""
