"""Field words of contact details in our languages: "Tel.", "E-mail", "Teléfono", "Fax".

They label the number or address that follows; a name or a town written before them ends there
("Ana Ruiz E-mail: ...", "28001 Madrid Teléfono: ..."). Folded (lower case, no accents).
"""
from __future__ import annotations

import regex

CONTACT_WORDS = frozenset({
    "tel", "telf", "tfno", "tlf", "tlfno", "fax", "gsm", "mail", "email", "e-mail", "correo", "phone",
    "telefon", "telefono", "telephone", "telefoon", "mobile", "mobil", "mobiel", "movil", "cellulare",
})

_ACCENTED = {"a": "[aáà]", "e": "[eéèê]", "i": "[ií]", "o": "[oóò]", "u": "[uúù]"}


def contact_words_pattern() -> str:
    """The words as a regular-expression alternation that also accepts their accented spellings
    ("tél", "teléfono", "téléphone"), longest first; for patterns that run on the raw text."""
    return "|".join("".join(_ACCENTED.get(c, regex.escape(c)) for c in word)
                    for word in sorted(CONTACT_WORDS, key=lambda w: (-len(w), w)))
