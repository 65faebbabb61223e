"""What clinicians measure, by the abbreviations they write before a value, in our languages.

Vital signs ("HR 88", "FR 24", "TA 130/80", "SpO2 97%", "GCS 14") and laboratory analytes ("Hb 118",
"CRP 31", "Leuko 18400", "Na 141") are followed by numbers of every shape: a clock-like "24", a
date-like "12-4", a phone-like "120-160" (a reference range), an id-like "18400". None
of these numbers identifies anyone: after one of these words a number is a measurement, never a
date, a phone number, an id or an age. Folded (lower case, no accents), without a trailing dot.

Left out on purpose, because they are also words or abbreviations that a date may follow: "ca"
(German "ca." = circa), "sat" (Saturday), "tc" (Italian CT scan: "TC 12/03"), "vs", "be", "af",
"pas", "fa", "t", "urine" ("urine 12/03: culture"), "news".
"""
from __future__ import annotations

from typing import Optional

import regex

from deid.lexicon.name_lexicon import fold

VITAL_SIGNS = frozenset(fold(w) for w in """
    hr fc hf rr fr ta bp pa rrsys rrdia pam map spo2 sao2 sato2 so2 temp tº t° gcs
    eva vas nrs ews news2 mews pouls puls pols pulse resp ademfrequentie bz bgl glyc dextro
    fio2 etco2 peep cvp pvc pvd pic icp diurese diurèse bmi imc ecog kps nyha asa apgar
""".split())

ANALYTES = frozenset(fold(w) for w in """
    hb hgb ht hct wbc wcc gb rbc plt plq pqt neut neutro lymph lympho mono eos baso mcv mch
    mchc rdw crp pcr pct esr bse na k cl mg phos po4 hco3 bic bicar lactate lactaat lactat ph
    po2 pco2 pao2 paco2 creat creatinine kreatinin creatinina egfr gfr dfg urea ureum bun
    alt ast alat asat sgot sgpt ggt gamma-gt ldh ck cpk ckmb tropo trop troponin troponine tnt tni
    bnp ntprobnp nt-probnp inr tp ptt aptt tca fib fibrinogen d-dimer ddimer dd tsh ft3 ft4 t4
    psa cea ca125 ca19-9 afp hba1c glucose glucosa glycemie glykämie glicemia gluc chol ldl hdl tg
    alb albumin albumine bili bilirubin bilirubine alp pal ferritin ferritine transferrin leuko
    leukozyten leucocytes leucocitos leucociti erythrozyten thrombozyten thrombocyten quick
    krea crea kreat harnstoff leukos leucos thrombos got gpt lipase amylase
    probnp platelets plaatjes bloedplaatjes trombocyten leukocyten leucocyten plaquettes plaquetas piastrine
    hemoglobine hemoglobina emoglobina hämoglobin haemoglobin hemoglobin
""".split())

MEASURED = VITAL_SIGNS | ANALYTES

# A measurement word, the way it is written before its value: "FR 24", "Hb: 11,8", "SpO2 97%".
_WORD_BEFORE_VALUE = regex.compile(r"(?<![\p{L}\p{N}])(?P<word>[\p{L}][\p{L}\p{N}°º\-]*)\.?[ \t]*[:=]?[ \t]*\Z")


def measured(word: str) -> bool:
    """Whether a word (as written) names a vital sign or a laboratory analyte."""
    return fold(word.rstrip(".")) in MEASURED


def measured_word_before(text_before: str) -> Optional[str]:
    """The vital sign's or analyte's word (as written) that the text right before a number ends
    with, or None."""
    m = _WORD_BEFORE_VALUE.search(text_before)
    return m.group("word") if m is not None and measured(m.group("word")) else None


# A blood group and its rhesus ("A Rh-", "AB rh neg", "Rh-", "Rhesus positief"), or the words that
# announce one ("blood group", "Blutgruppe", "groupe sanguin"): a laboratory result, never a
# person, a place or an organization, though the model reads capitals and a sign as a name.
_BLOOD_GROUP = regex.compile(
    r"(?<![\p{L}\p{N}])(?:(?:AB|A|B|O|0)[ \t]*)?(?:rh|rhesus|rhd)[ \t]*(?:[+-](?![\p{L}\p{N}])|pos|neg|d[+-])"
    r"|blood[ \t]?group|bloedgroep|blutgruppe|groupe[ \t]+sanguin|grupo[ \t]+sangu[ií]neo|gruppo[ \t]+sanguigno",
    regex.IGNORECASE)


def blood_group(text: str) -> bool:
    """Whether ``text`` holds a blood group, a rhesus factor or the words that announce one."""
    return _BLOOD_GROUP.search(text) is not None
