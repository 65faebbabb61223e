"""Field words of contact details in our languages: "Tel.", "E-mail", "Teléfono", "Fax".

They label the number or address that follows; a name or a town written before them ends there
("Ana Ruiz E-mail: ...", "28001 Madrid Teléfono: ..."). Folded (lower case, no accents).
"""
from __future__ import annotations

CONTACT_WORDS = frozenset({
    "tel", "telf", "tfno", "tlf", "tlfno", "fax", "gsm", "mail", "email", "e-mail", "correo", "phone",
    "telefon", "telefono", "telephone", "telefoon", "mobile", "movil", "cellulare",
})
