"""Tables behind the surrogates, per locale: our own where faker has gaps, faker's where it has none."""
