"""The surrogate pools: the tables surrogates are drawn from, per locale (people's names and
particles, real postcode-city pairs and street names, calendar words): our own where Faker has
gaps, Faker's where it has none. Versioned by ``deid.surrogates.pools_version``, whose digest a
test holds: surrogates change only with it. The synthetic-data generator and the leakage tests
draw from them too."""
