"""Words around dates: what makes a date a birth date, what makes a bare year
or a day/month pair a date at all, and what makes a dotted triple a version.

All entries are regular-expression fragments matched case-insensitively on
word boundaries by the date detector; accents are listed in both spellings
where notes are often typed without them.
"""
from __future__ import annotations

# A date right after one of these (nothing but non-digits between, same line)
# is a birth date. "°" (Belgian/French "born") and "*" (German) are handled
# by the detector as single characters right before the date.
BIRTH_CUES = (
    # nl
    r"geboren", r"geb\.", r"geboortedatum", r"geboorte", r"geb\.\s*datum", r"geb\.dat\.?",
    # fr
    r"née?(?:\(e\))?", r"nee", r"date\s+de\s+naissance", r"naissance", r"ddn",
    # en
    r"born", r"d\.?o\.?b\.?", r"date\s+of\s+birth", r"birth\s*date", r"birthday",
    # de
    r"geburtsdatum", r"geburtstag", r"geboren\s+am", r"geb\.\s*am",
    # es
    r"fecha\s+de\s+nacimiento", r"f\.\s*(?:de\s+)?nac(?:imiento)?\.?", r"nacid[oa]", r"nacimiento",
    # it
    r"nat[oa]", r"data\s+di\s+nascita", r"nascita",
)

# Words after which a day/month pair without a year ("op 12/03", "am 12.03.")
# or a bare year ("sinds 2015", "en 2003") is read as a date.
DATE_CUES = (
    # nl
    r"op", r"sinds", r"vanaf", r"tot", r"t/m", r"datum", r"dd\.?", r"in", r"begin", r"eind", r"midden",
    # fr
    r"le", r"du", r"au", r"depuis", r"en", r"date", r"dès", r"jusqu'au",
    # en
    r"on", r"since", r"from", r"until", r"till", r"dated", r"date", r"in", r"early", r"late", r"mid",
    # de
    r"am", r"vom", r"bis", r"seit", r"ab", r"im",
    # es
    r"el", r"del", r"desde", r"hasta", r"fecha", r"en",
    # it
    r"il", r"dal", r"al", r"nel", r"fino\s+al", r"data",
)

# Before a dotted or dashed triple these make it a version number, not a date.
VERSION_CUES = (r"v", r"ver\.?", r"version", r"versie", r"versione", r"versión", r"release", r"build")

# A bare year is a date after any date word, and also after these weaker ones,
# which would be too loose before a day/month pair ("de 5/10" is a score):
# "a finales de 2009", "desde 1980 a 1983", "en 2000 y 2004", "Smith et al. 1993".
YEAR_CUES = DATE_CUES + (r"de", r"a", r"y", r"and", r"und", r"et", r"e", r"en", r"et\s+al\.?,?", r"year", r"jaar",
                         r"jahr", r"année", r"año", r"anno")

# A month name alone is a date after these: "en marzo", "in het voorjaar van maart" is not,
# but "en el mes de octubre", "im März", "in maart" are.
MONTH_CUES = DATE_CUES + (r"mes\s+de", r"month\s+of", r"mois\s+d['e]", r"maand", r"monat", r"mese\s+di",
                          r"de", r"finales\s+de", r"principios\s+de", r"mediados\s+de",
                          # "fine luglio", "début mars", "Anfang Mai", "end of June": part of a month
                          r"fine", r"inizio", r"met[àa]", r"fin", r"d[ée]but", r"mi-", r"anfang", r"ende", r"mitte",
                          r"end\s+of", r"beginning\s+of", r"start\s+of", r"half")
