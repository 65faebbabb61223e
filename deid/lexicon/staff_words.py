"""Words around the names of the staff who write notes: role abbreviations, greetings, and the
short tokens that close a line without being anyone's initials.

* ``STAFF_ABBREVIATIONS``: grades and roles written after (or before) a signature: "Shona SN",
  "Soizic IDE", "Sole (DUE)", "Marijke D., vpk.", "thom h., aios", "Ost. Vale". General
  knowledge of the professions in each of our countries, not a list of any note's people.
* ``GREETINGS``: words before a first name that is addressed: "Dear Mandy", "Hola Soledad".
* ``NOT_SIGNATURES``: short words and abbreviations that end a line of a clinical log in
  capitals or lower case without being initials: findings ("OK", "RAS", "NAD", "BSO",
  "SNT"), routes and frequencies ("IV", "SC", "PO", "PRN", "QDS"), units and yes/no.

Lower case, without diacritics (compared on ``deid.lexicon.name_lexicon.fold``).
"""
from __future__ import annotations

from typing import FrozenSet


def _words(text: str) -> FrozenSet[str]:
    return frozenset(text.split())


STAFF_ABBREVIATIONS = _words(
    """
    sn rn rgn rmn cpn hca pt ot slt odp anp cns dsn sho fy1 fy2 ct1 ct2 st1 st2 st3 st4 st5 st6 st7
    spr reg registrar consultant snr carer stw hcsw ccn
    ide idec iade ibode as ash interne externe kine kiné mt sf sage-femme cadre puer aide-soignante
    vpk vpk. verpl aso aios anios vs pa ps kinesist kine fysio arts-assistent coassistent coass
    ota ata mfa pj aa aä oa oä pfl pflege physio stationsleitung sr
    due tcae enf aux eir mir fea celador fisio logopeda matrona
    ost inf oss fisio cpse coord specializzando
    nurse physio dietitian pharmacist
    """
)

GREETINGS = _words(
    """
    dear hi hello hey morning
    beste lieve hallo hoi dag goedemorgen
    cher chere chers bonjour salut coucou
    liebe lieber hallo moin servus
    hola querida querido estimada estimado buenos
    caro cara ciao gentile buongiorno salve
    """
)

NOT_SIGNATURES = _words(
    """
    ok nad ras bso snt nbm npo prn qds tds bd od iv im sc po sl pr nb ps cave
    ja nee nein no si oui non yes
    mg ml kg cm mm ug mcg iu ui ie
    am pm h u
    rx ct mri mrt irm tc tac ecg ekg eeg crp hb inr pcr
    bmi gcs avpu news ews mews
    afebril apyretique apyrexie stabil stable stabiel
    """
)
