"""Reading the contract's inputs and writing its outputs, for every job: notes, registry,
Parquet and JSONL shards, the run manifest."""
