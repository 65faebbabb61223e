"""Every generated identifier passes python-stdnum's validation of its kind."""
import datetime as dt
import random

import pytest
from stdnum import iban as std_iban
from stdnum import luhn, verhoeff
from stdnum.be import nn
from stdnum.de import idnr
from stdnum.es import dni, nie
from stdnum.fr import nir
from stdnum.gb import nhs
from stdnum.it import codicefiscale
from stdnum.nl import bsn

from deid import identifiers as ids

DRAWS = 300
BIRTH_DATES = (dt.date(1931, 2, 28), dt.date(1985, 7, 30), dt.date(2000, 1, 1), dt.date(2019, 12, 31))
PEOPLE = [(d, g) for d in BIRTH_DATES for g in ("F", "M")]


def _rngs(n=DRAWS):
    return (random.Random(i) for i in range(n))


@pytest.mark.parametrize("birth_date,gender", PEOPLE)
def test_belgian_national_number_validates_and_encodes_birth_date_and_gender(birth_date, gender):
    for rng in _rngs(50):
        value = ids.be_nn(rng, birth_date, gender)
        assert nn.is_valid(value), value
        assert nn.get_birth_date(value) == birth_date
        assert nn.get_gender(value) == gender


@pytest.mark.parametrize("birth_date,gender", PEOPLE)
def test_french_nir_validates_and_encodes_sex(birth_date, gender):
    for rng in _rngs(50):
        value = ids.fr_nir(rng, birth_date, gender)
        assert nir.is_valid(value), value
        assert value[0] == ("1" if gender == "M" else "2")
        assert value[1:5] == birth_date.strftime("%y%m")


@pytest.mark.parametrize(
    "generator,validator",
    [
        (ids.nl_bsn, bsn.is_valid),
        (ids.gb_nhs, nhs.is_valid),
        (ids.de_idnr, idnr.is_valid),
        (ids.es_dni, dni.is_valid),
        (ids.es_nie, nie.is_valid),
    ],
    ids=["nl_bsn", "gb_nhs", "de_idnr", "es_dni", "es_nie"],
)
def test_checksummed_numbers_validate(generator, validator):
    values = [generator(rng) for rng in _rngs()]
    assert all(validator(v) for v in values), [v for v in values if not validator(v)][:3]
    assert len(set(values)) > DRAWS * 0.9  # not a constant


@pytest.mark.parametrize("birth_date", BIRTH_DATES)
def test_luxembourg_matricule_carries_luhn_and_verhoeff_checks(birth_date):
    # python-stdnum has no Luxembourg matricule module: check its two digits directly.
    for rng in _rngs(50):
        value = ids.lu_matricule(rng, birth_date)
        assert len(value) == 13 and value.isdigit()
        assert value[:8] == birth_date.strftime("%Y%m%d")
        assert luhn.is_valid(value[:12]), value
        assert verhoeff.is_valid(value[:11] + value[12]), value


@pytest.mark.parametrize(
    "first,last,gender",
    [("Maria", "Rossi", "F"), ("Giovanni", "Di Stefano", "M"), ("Lù", "Fò", "F"), ("Alessandro", "D'Angelo", "M")],
)
@pytest.mark.parametrize("birth_date", BIRTH_DATES)
def test_codice_fiscale_validates_and_encodes_birth_date(first, last, gender, birth_date):
    value = ids.it_codice_fiscale(random.Random(1), first, last, birth_date, gender)
    assert codicefiscale.is_valid(value), value
    assert codicefiscale.get_birth_date(value) == birth_date
    assert codicefiscale.get_gender(value) == gender


@pytest.mark.parametrize("country", ids.IBAN_COUNTRIES)
def test_ibans_validate_including_national_checks(country):
    for rng in _rngs(100):
        value = ids.iban(rng, country)
        assert value.startswith(country)
        assert std_iban.is_valid(value), value


@pytest.mark.parametrize("kind", sorted(set(ids.NATIONAL_ID_KIND.values()) | {"es_nie"}))
def test_dispatcher_and_every_printed_style_keep_the_same_characters(kind):
    value = ids.national_id(kind, random.Random(3), dt.date(1970, 5, 17), "F", "Anna", "Bianchi")
    for style in ids.id_styles(kind):
        printed = ids.format_id(kind, value, style)
        assert "".join(c for c in printed if c.isalnum()).upper() == value


@pytest.mark.parametrize(
    "kind,value,style,expected",
    [
        ("be_nn", "85073003361", "printed", "85.07.30-033.61"),
        ("be_nn", "85073003361", "compact", "85073003361"),
        ("gb_nhs", "9434765919", "printed", "943 476 5919"),
        ("nl_bsn", "111222333", "printed", "1112.22.333"),
        ("iban", "BE71096123456769", "printed", "BE71 0961 2345 6769"),
        ("es_dni", "12345678Z", "dashed", "12345678-Z"),
    ],
)
def test_printed_shapes(kind, value, style, expected):
    assert ids.format_id(kind, value, style) == expected


def test_generators_are_pure_functions_of_the_rng():
    a = [ids.be_nn(random.Random(9), dt.date(1990, 1, 2), "M"), ids.iban(random.Random(9), "FR")]
    b = [ids.be_nn(random.Random(9), dt.date(1990, 1, 2), "M"), ids.iban(random.Random(9), "FR")]
    assert a == b


@pytest.mark.parametrize("call", [
    lambda: ids.be_nn(random.Random(1), dt.date(1990, 1, 1), "X"),
    lambda: ids.iban(random.Random(1), "ZZ"),
    lambda: ids.national_id("xx", random.Random(1), dt.date(1990, 1, 1), "F"),
    lambda: ids.format_id("xx", "1"),
])
def test_bad_arguments_are_refused(call):
    with pytest.raises(ValueError):
        call()
