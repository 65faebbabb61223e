"""Surrogate ids pass the same checksum as the original, keep its print shape, and differ from it."""
import datetime as dt
import random

from hypothesis import given, settings
from hypothesis import strategies as st
from stdnum import iban, luhn
from stdnum.be import nn
from stdnum.de import idnr
from stdnum.es import dni, nie
from stdnum.fr import nir
from stdnum.gb import nhs
from stdnum.it import codicefiscale
from stdnum.nl import bsn

from deid import identifiers
from deid.surrogates.ids import compact, kind_of, surrogate_id

VALIDATORS = {"be_nn": nn.is_valid, "nl_bsn": bsn.is_valid, "fr_nir": nir.is_valid, "gb_nhs": nhs.is_valid,
              "de_idnr": idnr.is_valid, "es_dni": dni.is_valid, "es_nie": nie.is_valid,
              "it_codice_fiscale": codicefiscale.is_valid, "iban": iban.is_valid, "luhn": luhn.is_valid}
KIND_LOCALE = {"be_nn": "nl_BE", "nl_bsn": "nl_NL", "fr_nir": "fr_FR", "gb_nhs": "en_GB", "de_idnr": "de_DE",
               "es_dni": "es_ES", "es_nie": "es_ES", "it_codice_fiscale": "it_IT", "lu_matricule": "de_LU"}


def _original(kind, rng, birth, gender):
    if kind == "iban":
        return identifiers.format_id("iban", identifiers.iban(rng, rng.choice(identifiers.IBAN_COUNTRIES)))
    compact = identifiers.national_id(kind, rng, birth, gender, "Giulia", "Bianchi")
    return identifiers.format_id(kind, compact, rng.choice(identifiers.id_styles(kind)))


@settings(max_examples=200, deadline=None)
@given(
    kind=st.sampled_from(sorted(KIND_LOCALE) + ["iban"]),
    seed=st.integers(0, 2**32),
    birth=st.dates(dt.date(1925, 1, 1), dt.date(2020, 12, 31)),
    gender=st.sampled_from("FM"),
    shift=st.integers(-365, 365).filter(bool),
)
def test_surrogate_ids_keep_kind_shape_and_checksum(kind, seed, birth, gender, shift):
    rng = random.Random(seed)
    original = _original(kind, rng, birth, gender)
    locale = KIND_LOCALE.get(kind, "nl_BE")
    assert kind_of(original, locale) == kind
    out = surrogate_id(original, locale, random.Random(seed + 1), shift, ("Luca", "Rossi"))
    assert kind_of(out, locale) == kind
    if kind in VALIDATORS:
        assert VALIDATORS[kind](compact(out))
    assert out != original
    assert [c.isalnum() for c in out] == [c.isalnum() for c in original]


def test_belgian_number_encodes_the_shifted_birth_date():
    original = identifiers.format_id("be_nn", identifiers.be_nn(random.Random(1), dt.date(1985, 7, 30), "M"))
    out = surrogate_id(original, "nl_BE", random.Random(2), 10, ("", ""))
    assert out.startswith("85.08.09")
    assert int(out.replace(".", "").replace("-", "")[6:9]) % 2 == 1  # still a man


@settings(max_examples=100, deadline=None)
@given(digits=st.text("0123456789", min_size=6, max_size=12), seed=st.integers(0, 1000))
def test_record_numbers_keep_their_prefix_and_length(digits, seed):
    out = surrogate_id("MRN-" + digits, "nl_BE", random.Random(seed), 30)
    assert out.startswith("MRN-") and len(out) == len(digits) + 4 and out[4:].isdigit()
