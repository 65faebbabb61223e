"""The transforms of ``deid corpus``: word counts, vocabulary selection and scrubbing, the
vocabulary files, and packing tokenised sequences into shards."""
