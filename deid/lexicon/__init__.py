"""Language tables shared by detection, replacement and synthetic data."""
