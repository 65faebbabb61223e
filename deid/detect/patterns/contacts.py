"""E-mail addresses and URLs.

URLs are found with a scheme ("https://..."), with "www.", or as a bare
domain whose top-level domain is a common or European country one
("uzleuven.be/afspraak"); file names ("verslag.pdf") and abbreviations
("e.g.", "i.v.m.") have no such domain and do not fire. Trailing sentence
punctuation is left out of the span.
"""
from __future__ import annotations

from typing import List

import regex

from deid.spans import Span

# Top-level domains accepted for a bare domain (no scheme, no www.).
BARE_TLDS = (
    "com", "org", "net", "edu", "gov", "info", "health", "care", "eu", "be", "nl", "fr", "de", "lu",
    "es", "it", "uk", "co.uk", "nhs.uk", "ch", "at", "io",
)

# An e-mail address as written in text; the registry also uses it to stop names at an address. A
# domain whose dots were lost (OCR, a dictation tool, a copy without punctuation:
# "cardio-secretariaat@ziekenhuis-oostbe") is still an address: text glued on both sides of an "@"
# is one in a clinical note ("@ 10 mg", "@home" have nothing or a blank before it).
EMAIL = regex.compile(
    r"(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*(?:\.\p{L}{2,}|(?<=@[\p{L}\p{N}-]{4,}))"
    r"(?![\p{L}\p{N}-])"
)
_URL = regex.compile(
    r"(?<![\p{L}\p{N}@./-])(?:"
    r"(?:https?|ftp)://[^\s<>\"'()]+"
    r"|www\.[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?:[/?#][^\s<>\"'()]*)?"
    # "www" glued to the rest, its dots lost (OCR, dictation): no word of ours starts that way.
    r"|www[\p{L}\p{N}-]{4,}(?:[/?#][^\s<>\"'()]*)?"
    # Bare domains in lower case only: "normal.Es importante" is a missing space, not a URL.
    r"|(?-i:[\p{Ll}\p{N}-]+(?:\.[\p{Ll}\p{N}-]+)*\.(?:" + "|".join(regex.escape(t) for t in BARE_TLDS) + r"))"
    r"(?![\p{L}\p{N}@-])(?:/[^\s<>\"'()]*)?"
    r")",
    regex.IGNORECASE,
)
# Cheap pre-check: the full URL pattern costs a lookbehind at every word; most
# notes hold no scheme, no "www." and no known top-level domain at all.
_URL_HINT = regex.compile(
    r"://|www|\.(?:" + "|".join(regex.escape(t) for t in BARE_TLDS) + r")(?![\p{L}\p{N}])", regex.IGNORECASE
)
_TRAILING = ".,;:!?)]}'\""

SCORE_EMAIL = 1.0
SCORE_URL = 0.9


class ContactFinder:
    def __init__(self, emails: bool, urls: bool):
        self._emails = emails
        self._urls = urls

    def find(self, text: str, locale: str) -> List[Span]:
        spans: List[Span] = []
        if "@" in text and self._emails:
            for m in EMAIL.finditer(text):
                spans.append(Span(m.start(), m.end(), "EMAIL", "pattern", SCORE_EMAIL))
        if self._urls and _URL_HINT.search(text):
            emails = [(s.start, s.end) for s in spans]
            for m in _URL.finditer(text):
                end = m.end()
                while end > m.start() and text[end - 1] in _TRAILING:
                    end -= 1
                if end <= m.start() or any(a <= m.start() < b for a, b in emails):
                    continue
                spans.append(Span(m.start(), end, "URL", "pattern", SCORE_URL))
        return spans
