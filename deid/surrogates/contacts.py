"""Phone numbers, e-mail addresses and URLs: format-preserving surrogates.

A phone keeps its separators, its length, its country prefix and the first
digit of the national number (mobile or geographic stays so); the other
digits are redrawn, aligned from the end, so "0475 12 34 56" and
"+32 475 12 34 56" (the same number) get the same surrogate digits.
An e-mail keeps its shape (first.last, f.last, flast, digits) filled with the
surrogate person's name, and keeps a public mail provider's domain.
"""
from __future__ import annotations

import random
import re
from typing import Callable, List

from deid.surrogates.shape import fill_like, fold, letters_only

# Calling codes of the contract's countries (longest first when matching).
_CALLING_CODES = ("352", "32", "31", "33", "44", "49", "34", "39", "1")
PHONE_TAIL = 8  # digits from the end that identify a number across its formats

# Domains shared by millions of people identify nobody; they stay as they are.
PUBLIC_MAIL_DOMAINS = frozenset({
    "gmail.com", "hotmail.com", "hotmail.be", "hotmail.fr", "outlook.com", "outlook.be", "live.com",
    "live.be", "yahoo.com", "yahoo.fr", "icloud.com", "telenet.be", "skynet.be", "proximus.be",
    "scarlet.be", "orange.fr", "free.fr", "wanadoo.fr", "sfr.fr", "laposte.net", "gmx.de", "gmx.net",
    "web.de", "t-online.de", "ziggo.nl", "kpnmail.nl", "planet.nl", "xs4all.nl", "libero.it",
    "virgilio.it", "alice.it", "telefonica.net", "btinternet.com", "pt.lu", "me.com", "protonmail.com",
})


def phone_canon(text: str) -> str:
    return "".join(c for c in text if c.isdigit())[-PHONE_TAIL:]


def _kept_digits(text: str) -> int:
    """How many leading digits stay: country code (+ trunk "(0)") and the first national digit."""
    digits = "".join(c for c in text if c.isdigit())
    stripped = text.lstrip()
    if stripped.startswith("+") or digits.startswith("00"):
        lead = 2 if digits.startswith("00") and not stripped.startswith("+") else 0
        code = next((c for c in _CALLING_CODES if digits[lead:].startswith(c)), digits[lead:lead + 2])
        keep = lead + len(code)
        if "(0)" in text:
            keep += 1
        return keep + 1
    return 2 if digits.startswith("0") else 1


def phone(original: str, rng: random.Random) -> str:
    digit_positions = [i for i, c in enumerate(original) if c.isdigit()]
    keep = min(_kept_digits(original), max(len(digit_positions) - 4, 0))
    stream = [str(rng.randrange(10)) for _ in range(len(digit_positions))]
    chars = list(original)
    redrawn = digit_positions[keep:]
    for k, pos in enumerate(reversed(redrawn)):  # aligned from the end
        chars[pos] = stream[k]
    return "".join(chars)


_LOCAL_SPLIT = re.compile(r"([._+-])")


def email(
    original: str,
    rng: random.Random,
    first: str,
    surname: str,
    domain_word: Callable[[str], str],
    real_first: str = "",
    real_last: str = "",
) -> str:
    """The e-mail in its own shape with the surrogate person's name.

    ``real_first``/``real_last`` (a registry person's names) say which token of
    the local part was the first name; without them, two tokens read as
    first.last and one token as the surname. ``domain_word(label)`` gives the
    surrogate of a private domain label.
    """
    if "@" not in original:
        return fill_like(original, rng)
    local, domain = original.rsplit("@", 1)
    parts = _LOCAL_SPLIT.split(local)
    words = [i for i, p in enumerate(parts) if p.isalpha()]
    f, s = _slug(first), _slug(surname)
    out: List[str] = []
    for i, part in enumerate(parts):
        if i in words:
            out.append(_local_word(part, words.index(i), len(words), f, s, real_first, real_last))
        elif part and not _LOCAL_SPLIT.fullmatch(part):
            out.append(fill_like(part, rng))
        else:
            out.append(part)
    new_local = "".join(out)
    if domain.lower() in PUBLIC_MAIL_DOMAINS:
        new_domain = domain
    else:
        labels = domain.split(".")
        new_domain = ".".join([domain_word(l) for l in labels[:-1]] + labels[-1:])
    return f"{new_local}@{new_domain}"


def _local_word(word: str, index: int, count: int, first: str, surname: str, real_first: str, real_last: str) -> str:
    w = letters_only(word)
    if real_first or real_last:
        rf, rl = letters_only(real_first), letters_only(real_last)
        if rf and (w == rf or (len(w) == 1 and rf.startswith(w))):
            return _shape(word, first if len(w) > 1 else first[:1])
        if rl and w == rl:
            return _shape(word, surname)
        if rf and rl and w in (rf[:1] + rl, rl + rf[:1]):  # "sdanneels"
            return _shape(word, first[:1] + surname if w.startswith(rf[:1]) else surname + first[:1])
        if rf and rl and w == rf + rl:
            return _shape(word, first + surname)
    if count == 1:
        return _shape(word, surname)
    if index == 0:
        return _shape(word, first if len(w) > 1 else first[:1])
    return _shape(word, surname)


def _shape(original: str, value: str) -> str:
    return value.upper() if original.isupper() and len(original) > 1 else value


def _slug(name: str) -> str:
    return "".join(c for c in fold(name) if c.isalnum())


def url(original: str, rng: random.Random, domain_word: Callable[[str], str]) -> str:
    """Scheme and "www." kept, host labels replaced (TLD kept), path characters redrawn in class."""
    match = re.match(r"^(?P<scheme>[a-zA-Z][\w+.-]*://)?(?P<host>[^/?#\s]+)(?P<rest>.*)$", original)
    if not match:
        return fill_like(original, rng)
    host = match.group("host")
    labels = host.split(".")
    keep_www = labels[:1] == ["www"]
    inner = labels[1 if keep_www else 0:-1] if len(labels) > 1 else labels
    new_labels = (["www"] if keep_www else []) + [domain_word(l) for l in inner] + (labels[-1:] if len(labels) > 1 else [])
    rest = match.group("rest")
    return (match.group("scheme") or "") + ".".join(new_labels) + fill_like(rest, rng)
