"""Valid national identifiers, record numbers and IBANs, with their printed shapes.

Every generator is a pure function of a ``random.Random`` (plus, where the
number encodes them, the birth date, gender or name), and returns the
*compact* form: digits and letters only. ``format_id`` turns a compact value
into one of the shapes seen in documents (``"85.07.30-033.61"`` versus
``"85073003361"``). The synthetic data generator uses this module to fill the
registry and the notes; the surrogate step reuses it to make replacement ids
that pass the same checksums, so that a replaced id still looks real.

Check digits are computed here from their public definitions rather than by
python-stdnum, so that the tests, which validate with python-stdnum, check an
independent implementation.
"""
from __future__ import annotations

import datetime as _dt
import random
import unicodedata
from typing import Callable, Dict, Tuple

# National id kind per contract locale. Spain also issues NIEs to foreign
# residents; the caller decides which one a person holds.
NATIONAL_ID_KIND: Dict[str, str] = {
    "nl_BE": "be_nn",
    "fr_BE": "be_nn",
    "nl_NL": "nl_bsn",
    "fr_FR": "fr_nir",
    "en_GB": "gb_nhs",
    "en_US": "us_ssn",
    "de_DE": "de_idnr",
    "de_LU": "lu_matricule",
    "es_ES": "es_dni",
    "it_IT": "it_codice_fiscale",
}


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def _check_gender(gender: str) -> None:
    if gender not in ("F", "M"):
        raise ValueError("gender must be 'F' or 'M'")


# --- Belgium: rijksregisternummer / numéro de registre national -------------

def be_nn(rng: random.Random, birth_date: _dt.date, gender: str) -> str:
    """11 digits: YYMMDD, a day counter (odd for men, even for women), mod-97 check.

    People born from 2000 on get the check computed over ``"2" + first nine``.
    """
    _check_gender(gender)
    serial = rng.randrange(1, 998)
    if (serial % 2 == 1) != (gender == "M"):
        serial += 1 if serial < 997 else -1
    body = birth_date.strftime("%y%m%d") + f"{serial:03d}"
    base = int(("2" if birth_date.year >= 2000 else "") + body)
    return body + f"{97 - base % 97:02d}"


# --- The Netherlands: burgerservicenummer -----------------------------------

def nl_bsn(rng: random.Random) -> str:
    """9 digits passing the "elfproef": sum(d_i * (9..2)) - d_9 = 0 (mod 11)."""
    while True:
        body = str(rng.randint(1, 6)) + _digits(rng, 7)
        check = sum(int(d) * w for d, w in zip(body, range(9, 1, -1))) % 11
        if check < 10:  # a remainder of 10 has no digit: draw again
            return body + str(check)


# --- United Kingdom: NHS number ---------------------------------------------

def gb_nhs(rng: random.Random) -> str:
    """10 digits, mod-11 check with weights 10..2 over the first nine."""
    while True:
        body = str(rng.randint(4, 7)) + _digits(rng, 8)
        check = 11 - sum(int(d) * w for d, w in zip(body, range(10, 1, -1))) % 11
        if check == 11:
            check = 0
        if check != 10:
            return body + str(check)


# --- France: numéro d'inscription au répertoire (NIR) ------------------------

def fr_nir(rng: random.Random, birth_date: _dt.date, gender: str) -> str:
    """15 digits: sex, YY, MM, département, commune, order, 97-mod key.

    Départements are drawn from metropolitan numeric ones (Corsica's 2A/2B
    are left out so that the value stays all digits).
    """
    _check_gender(gender)
    sex = "1" if gender == "M" else "2"
    dept = rng.choice([d for d in range(1, 96) if d != 20])
    body = (
        sex + birth_date.strftime("%y%m") + f"{dept:02d}"
        + f"{rng.randint(1, 990):03d}" + f"{rng.randint(1, 999):03d}"
    )
    return body + f"{97 - int(body) % 97:02d}"


# --- Germany: steuerliche Identifikationsnummer -------------------------------

def _iso7064_mod11_10(body: str) -> str:
    product = 10
    for d in body:
        total = (int(d) + product) % 10 or 10
        product = (total * 2) % 11
    check = 11 - product
    return "0" if check == 10 else str(check)


def de_idnr(rng: random.Random) -> str:
    """11 digits: no leading 0; in the first ten exactly one digit occurs twice."""
    while True:
        digits = list("0123456789")
        rng.shuffle(digits)
        digits = digits[:9]
        digits.append(rng.choice(digits))
        rng.shuffle(digits)
        if digits[0] != "0":
            body = "".join(digits)
            return body + _iso7064_mod11_10(body)


# --- Luxembourg: matricule (numéro d'identification national) ---------------

_VERHOEFF_D = (
    (0, 1, 2, 3, 4, 5, 6, 7, 8, 9), (1, 2, 3, 4, 0, 6, 7, 8, 9, 5),
    (2, 3, 4, 0, 1, 7, 8, 9, 5, 6), (3, 4, 0, 1, 2, 8, 9, 5, 6, 7),
    (4, 0, 1, 2, 3, 9, 5, 6, 7, 8), (5, 9, 8, 7, 6, 0, 4, 3, 2, 1),
    (6, 5, 9, 8, 7, 1, 0, 4, 3, 2), (7, 6, 5, 9, 8, 2, 1, 0, 4, 3),
    (8, 7, 6, 5, 9, 3, 2, 1, 0, 4), (9, 8, 7, 6, 5, 4, 3, 2, 1, 0),
)
_VERHOEFF_P = (
    (0, 1, 2, 3, 4, 5, 6, 7, 8, 9), (1, 5, 7, 6, 2, 8, 3, 0, 9, 4),
    (5, 8, 0, 3, 7, 9, 6, 1, 4, 2), (8, 9, 1, 6, 0, 4, 3, 5, 2, 7),
    (9, 4, 5, 3, 1, 2, 6, 8, 7, 0), (4, 2, 8, 6, 5, 7, 3, 9, 0, 1),
    (2, 7, 9, 3, 8, 0, 6, 4, 1, 5), (7, 0, 4, 6, 9, 1, 3, 2, 5, 8),
)
_VERHOEFF_INV = (0, 4, 3, 2, 1, 5, 6, 7, 8, 9)


def luhn_digit(body: str) -> str:
    total = 0
    for i, d in enumerate(reversed(body)):
        v = int(d) * (2 if i % 2 == 0 else 1)
        total += v - 9 if v > 9 else v
    return str((10 - total % 10) % 10)


def verhoeff_digit(body: str) -> str:
    c = 0
    for i, d in enumerate(reversed(body)):
        c = _VERHOEFF_D[c][_VERHOEFF_P[(i + 1) % 8][int(d)]]
    return str(_VERHOEFF_INV[c])


def lu_matricule(rng: random.Random, birth_date: _dt.date) -> str:
    """13 digits: YYYYMMDD, 3 random digits, Luhn then Verhoeff over the first eleven."""
    body = birth_date.strftime("%Y%m%d") + _digits(rng, 3)
    return body + luhn_digit(body) + verhoeff_digit(body)


# --- Spain: DNI and NIE --------------------------------------------------------

_DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def es_dni(rng: random.Random) -> str:
    number = rng.randrange(1_000_000, 99_999_999)
    return f"{number:08d}" + _DNI_LETTERS[number % 23]


def es_nie(rng: random.Random) -> str:
    prefix = rng.choice("XYZ")
    digits = _digits(rng, 7)
    return prefix + digits + _DNI_LETTERS[int(str("XYZ".index(prefix)) + digits) % 23]


# --- Italy: codice fiscale ---------------------------------------------------

# Belfiore codes of a few large municipalities.
IT_MUNICIPALITIES = ("H501", "F205", "F839", "L219", "G273", "D612", "A944", "L736", "D969", "A662", "L781", "C351")
_CF_MONTHS = "ABCDEHLMPRST"
_CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                   (1, 0, 5, 7, 9, 13, 15, 17, 19, 21) + (1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20,
                                                           11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23)))
_CF_EVEN = {c: (int(c) if c.isdigit() else ord(c) - ord("A")) for c in "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"}


def _cf_letters(name: str) -> Tuple[str, str]:
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().upper()
    letters = [c for c in plain if "A" <= c <= "Z"]
    consonants = "".join(c for c in letters if c not in "AEIOU")
    vowels = "".join(c for c in letters if c in "AEIOU")
    return consonants, vowels


def _cf_check(body: str) -> str:
    total = sum(_CF_ODD[c] if i % 2 == 0 else _CF_EVEN[c] for i, c in enumerate(body))
    return chr(ord("A") + total % 26)


def it_codice_fiscale(
    rng: random.Random, first_name: str, last_name: str, birth_date: _dt.date, gender: str
) -> str:
    """16 characters: surname and name codes, birth date and sex, municipality, check letter."""
    _check_gender(gender)
    cons, vow = _cf_letters(last_name)
    surname = (cons + vow + "XXX")[:3]
    cons, vow = _cf_letters(first_name)
    given = cons[0] + cons[2] + cons[3] if len(cons) >= 4 else (cons + vow + "XXX")[:3]
    day = birth_date.day + (40 if gender == "F" else 0)
    body = (
        surname + given + birth_date.strftime("%y") + _CF_MONTHS[birth_date.month - 1]
        + f"{day:02d}" + rng.choice(IT_MUNICIPALITIES)
    )
    return body + _cf_check(body)


# --- IBAN ------------------------------------------------------------------------

def _iban_number(text: str) -> int:
    return int("".join(str(int(c, 36)) for c in text))


def _mod97_key(body: str) -> str:
    return f"{98 - (_iban_number(body) * 100) % 97:02d}"


def _bban_be(rng: random.Random) -> str:
    # Real bank codes (BNP Paribas Fortis, Belfius, ING, KBC, Argenta) so that
    # the bank-code lookup of Belgian IBAN validators passes.
    body = rng.choice(("001", "068", "363", "735", "973")) + _digits(rng, 7)
    return body + f"{int(body) % 97 or 97:02d}"


def _bban_fr(rng: random.Random) -> str:
    bank, branch, account = _digits(rng, 5), _digits(rng, 5), _digits(rng, 11)
    key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(account)) % 97
    return bank + branch + account + f"{key:02d}"


def _ccc_digit(digits: str) -> str:
    weights = (1, 2, 4, 8, 5, 10, 9, 7, 3, 6)
    check = 11 - sum(int(d) * w for d, w in zip(digits, weights)) % 11
    return str({11: 0, 10: 1}.get(check, check))


def _bban_es(rng: random.Random) -> str:
    bank_branch, account = _digits(rng, 8), _digits(rng, 10)
    return bank_branch + _ccc_digit("00" + bank_branch) + _ccc_digit(account) + account


def _bban_it(rng: random.Random) -> str:
    rest = _digits(rng, 10) + _digits(rng, 12)
    return _cf_check(rest) + rest  # the CIN uses the codice fiscale's odd/even tables


_BBAN: Dict[str, Callable[[random.Random], str]] = {
    "BE": _bban_be,
    "NL": lambda rng: rng.choice(("ABNA", "INGB", "RABO", "SNSB", "TRIO", "ASNB", "KNAB", "BUNQ")) + _digits(rng, 10),
    "FR": _bban_fr,
    "GB": lambda rng: rng.choice(("NWBK", "BARC", "LOYD", "HBUK", "MIDL")) + _digits(rng, 14),
    "DE": lambda rng: _digits(rng, 18),
    "LU": lambda rng: _digits(rng, 16),
    "ES": _bban_es,
    "IT": _bban_it,
}
IBAN_COUNTRIES = tuple(_BBAN)


def iban(rng: random.Random, country: str) -> str:
    """A compact IBAN of the country, with valid ISO 7064 and national checks."""
    if country not in _BBAN:
        raise ValueError(f"no IBAN generator for country code {country!r}")
    bban = _BBAN[country](rng)
    return country + _mod97_key(bban + country) + bban


def us_ssn(rng: random.Random) -> str:
    area = rng.choice([a for a in range(1, 900) if a != 666])
    return f"{area:03d}{rng.randint(1, 99):02d}{rng.randint(1, 9999):04d}"


def national_id(
    kind: str,
    rng: random.Random,
    birth_date: _dt.date,
    gender: str,
    first_name: str = "",
    last_name: str = "",
) -> str:
    """The compact national id of the given kind, for a person with these attributes."""
    if kind == "be_nn":
        return be_nn(rng, birth_date, gender)
    if kind == "nl_bsn":
        return nl_bsn(rng)
    if kind == "gb_nhs":
        return gb_nhs(rng)
    if kind == "fr_nir":
        return fr_nir(rng, birth_date, gender)
    if kind == "de_idnr":
        return de_idnr(rng)
    if kind == "lu_matricule":
        return lu_matricule(rng, birth_date)
    if kind == "es_dni":
        return es_dni(rng)
    if kind == "es_nie":
        return es_nie(rng)
    if kind == "it_codice_fiscale":
        return it_codice_fiscale(rng, first_name, last_name, birth_date, gender)
    if kind == "us_ssn":
        return us_ssn(rng)
    raise ValueError(f"unknown national id kind {kind!r}")


# --- Printed shapes -------------------------------------------------------------

def _groups(value: str, sizes: Tuple[int, ...], seps: Tuple[str, ...]) -> str:
    out, pos = [], 0
    for i, size in enumerate(sizes):
        out.append(value[pos:pos + size])
        pos += size
        if i < len(seps):
            out.append(seps[i])
    return "".join(out) + value[pos:]


# kind -> style name -> formatter of the compact value. "compact" is always offered.
_FORMATS: Dict[str, Dict[str, Callable[[str], str]]] = {
    "be_nn": {
        "printed": lambda v: _groups(v, (2, 2, 2, 3, 2), (".", ".", "-", ".")),
        "spaced": lambda v: _groups(v, (6, 3, 2), (" ", " ")),
        "dashed": lambda v: _groups(v, (6, 3, 2), ("-", "-")),
    },
    "nl_bsn": {
        "printed": lambda v: _groups(v, (4, 2, 3), (".", ".")),
        "spaced": lambda v: _groups(v, (3, 3, 3), (" ", " ")),
    },
    "gb_nhs": {
        "printed": lambda v: _groups(v, (3, 3, 4), (" ", " ")),
        "dashed": lambda v: _groups(v, (3, 3, 4), ("-", "-")),
    },
    "fr_nir": {
        "printed": lambda v: _groups(v, (1, 2, 2, 2, 3, 3, 2), (" ",) * 6),
    },
    "de_idnr": {
        "printed": lambda v: _groups(v, (2, 3, 3, 3), (" ",) * 3),
    },
    "lu_matricule": {
        "printed": lambda v: _groups(v, (4, 4, 5), (" ", " ")),
        "spaced": lambda v: _groups(v, (8, 5), (" ",)),
    },
    "es_dni": {
        "dashed": lambda v: v[:-1] + "-" + v[-1],
        "dotted": lambda v: f"{v[:2]}.{v[2:5]}.{v[5:8]}-{v[8:]}",
    },
    "es_nie": {
        "dashed": lambda v: f"{v[0]}-{v[1:8]}-{v[8]}",
    },
    "it_codice_fiscale": {
        "lower": str.lower,
    },
    "iban": {
        "printed": lambda v: " ".join(v[i:i + 4] for i in range(0, len(v), 4)),
    },
    "us_ssn": {
        "printed": lambda v: _groups(v, (3, 2, 4), ("-", "-")),
    },
}
ID_KINDS = tuple(_FORMATS)


def id_styles(kind: str) -> Tuple[str, ...]:
    """The printed styles of a kind, ``"compact"`` first."""
    return ("compact",) + tuple(_FORMATS[kind])


def format_id(kind: str, compact: str, style: str = "printed") -> str:
    """``compact`` printed in ``style``; a style the kind lacks falls back to compact."""
    if kind not in _FORMATS:
        raise ValueError(f"unknown id kind {kind!r}")
    formatter = _FORMATS[kind].get(style)
    return formatter(compact) if formatter else compact
