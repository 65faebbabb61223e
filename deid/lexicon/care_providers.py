"""Providers of care that notes name without a kind word: acronyms and coined names known to all.

    names = care_provider_names("de")    # frozenset: "CHL", "Hëllef Doheem", "Rehazenter", ...

Luxembourg's hospitals are four groups and a handful of national centres, and its notes, German
or French, name them by their acronyms or coined names ("Aufnahme im CHL", "Labor: Ketterthill",
"Reha im Rehazenter", "Hëllef Doheem 2x tgl."): no kind word announces them, so the kind-word
rules (``deid.detect.patterns.organizations``) miss them, as they miss Belgium's hospitals named
by acronym ("ZNA", "CHIREC") and its home-nursing organisations ("thuisverpleging i-mens",
"Soins Chez Soi"), and the United Kingdom's boards, trusts and ambulance services ("NHS Lothian",
"NWAS", "PSNI"), and the university and largest hospitals of France, Spain, Italy, Germany and the
Netherlands that notes name by a short name ("la Timone", "la Arrixaca", "il Niguarda", "die Charité",
"OLVG"). The lists hold the providers as the public registers name them (Luxembourg's
hospital plan and its approved home-care, care-home and laboratory networks; Belgium's federal
list of hospitals and its largest home-nursing and family-help organisations; the NHS's boards,
trusts and ambulance services), not the ones some notes happened to name. The finder
(``deid.detect.patterns.institutions``) matches them as written, in capitals in a capitals note,
and in a note in lower case a name of two words or an acronym that is no word of the language.

Left out, on purpose: names that are words or clinical acronyms of the languages that read
them ("Help", "ASD" an autism spectrum disorder, "CSD", "Omega").
"""
from __future__ import annotations

from typing import Dict, FrozenSet, Tuple

_LUXEMBOURG = (
    # the hospital groups and their sites
    "Centre Hospitalier de Luxembourg", "CHL", "Kannerklinik", "Maternité Grande-Duchesse Charlotte",
    "Clinique d'Eich", "Centre Hospitalier Emile Mayrisch", "Centre Hospitalier Émile Mayrisch", "CHEM",
    "Centre Hospitalier du Nord", "CHdN", "Hôpitaux Robert Schuman", "HRS", "Hôpital Kirchberg",
    "ZithaKlinik", "Zitha Klinik", "Clinique Bohler", "Clinique Sainte-Marie",
    "Centre Hospitalier Neuro-Psychiatrique", "CHNP",
    # national centres
    "Rehazenter", "Centre National de Rééducation Fonctionnelle et de Réadaptation", "INCCI",
    "Institut National de Chirurgie Cardiaque et de Cardiologie Interventionnelle",
    "Centre François Baclesse", "Centre National de Radiothérapie", "Laboratoire national de santé", "LNS",
    # laboratories, home care, care homes
    "Ketterthill", "Laboratoires Réunis", "BioneXt Lab", "Hëllef Doheem", "Stëftung Hëllef Doheem",
    "Servior", "Croix-Rouge luxembourgeoise", "Doheem Versuergt", "Fondation Kräizbierg",
)
# Belgium's hospitals and networks that notes of both languages name by acronym or coined name
# ("opname ZNA", "heartteam UZA", "transfert au CHIREC", "CHWAPI – gériatrie"): the federal list of
# hospitals' general and university hospitals; first names alone left out ("Imelda": the hospital
# written whole).
_BELGIUM = (
    "UZA", "ZNA", "GZA", "GZA Ziekenhuizen", "ZOL", "ZAS", "Ziekenhuis aan de Stroom", "ASZ", "AZORG", "Vitaz",
    "Jessa", "Jessa Ziekenhuis", "Imeldaziekenhuis", "Sint-Trudo", "Heilig Hart Ziekenhuis", "Jan Yperman Ziekenhuis",
    "OLV Ziekenhuis", "OLVZ", "Mariaziekenhuis", "Sint-Franciscusziekenhuis", "Sint-Andriesziekenhuis",
    "Ziekenhuis Oost-Limburg", "Ziekenhuis Netwerk Antwerpen", "Universitair Ziekenhuis Antwerpen",
    "Universitair Ziekenhuis Gent", "Universitair Ziekenhuis Brussel",
    "HUDERF", "Hôpital Erasme", "Hôpital Universitaire de Bruxelles", "CUSL", "Cliniques universitaires Saint-Luc",
    "CHIREC", "Delta Hospital", "Europe Hospitals", "HELORA", "CHWAPI", "Vivalia", "VIVALIA", "MontLégia",
    "GHdC", "Grand Hôpital de Charleroi", "Epicura", "EpiCURA", "ISPPC", "CHUPMB", "CHBAH", "CNDG",
    "Clinique Notre-Dame de Grâce", "Clinique André Renard", "Iris Hospitals", "Hôpitaux Iris Sud",
)
# The United Kingdom's health boards and trusts, hospitals, ambulance services and police that notes
# name by acronym ("Renal Unit, RVH", "BIB NWAS", "accompanied by PSNI", "NHS Tayside"); not those
# an acronym of the trade spells ("MRI", the Manchester Royal Infirmary and a scan).
_UNITED_KINGDOM = (
    "NHS Lothian", "NHS Greater Glasgow and Clyde", "NHS GGC", "NHS Tayside", "NHS Grampian", "NHS Highland",
    "NHS Fife", "NHS Lanarkshire", "NHS Ayrshire and Arran", "NHS Borders", "NHS Dumfries and Galloway",
    "NHS Forth Valley", "NHS Orkney", "NHS Shetland", "NHS Western Isles", "NHS 24",
    "Betsi Cadwaladr", "Aneurin Bevan", "Cwm Taf Morgannwg", "Hywel Dda",
    "Belfast Trust", "Belfast Health and Social Care Trust", "Western Health and Social Care Trust",
    "Southern Health and Social Care Trust", "Northern Health and Social Care Trust",
    "South Eastern Health and Social Care Trust",
    "QEUH", "GRI", "RIE", "WGH", "UHW", "RVH", "UCLH", "GSTT", "QEHB", "UHCW", "LGI", "OUH", "CUH",
    "NWAS", "YAS", "WMAS", "EMAS", "SWASFT", "SECAmb", "SCAS", "NEAS", "EEAST", "NIAS", "WAST", "PSNI",
    "Police Scotland", "LAS", "London Ambulance Service", "Scottish Ambulance Service",
    # hospitals that notes name by their site's or founder's name alone ("Discharge summary from
    # Raigmore", "transferred to Addenbrooke's", "KCH")
    "KCH", "Raigmore", "Ninewells", "Gartnavel", "Addenbrooke's", "Addenbrookes", "Derriford", "Morriston",
    "Ysbyty Gwynedd", "Glan Clwyd", "Wrexham Maelor", "Altnagelvin", "Musgrove Park", "Frimley Park",
    "Papworth", "Moorfields", "GOSH", "Royal Marsden", "Treliske",
    # teaching hospitals and trusts by their acronyms
    "NNUH", "QMC", "NUH", "RLUH", "RUH", "LTHT", "UHL", "UHS", "MFT", "JCUH",
)
# Hospitals and hospital groups of France, Spain, Italy, Germany and the Netherlands that notes name
# by a short or founder's name alone ("transfert à la Timone", "derivado a la Arrixaca", "ricoverato
# al Niguarda", "Verlegung in die Charité", "opname OLVG"): the countries' university and largest
# hospitals, from general knowledge of them; names that are words of the language left out
# ("la Fe", "Sacco", "Pellegrin" a surname).
_FRANCE = (
    "AP-HP", "AP-HM", "Pitié-Salpêtrière", "Salpêtrière", "Lariboisière", "Hôtel-Dieu", "HEGP",
    "Hôpital européen Georges-Pompidou", "Gustave Roussy", "Institut Curie", "Timone", "Purpan", "Rangueil",
    # the national home-help network ("aide ménagère par l'ADMR")
    "ADMR",
)
_SPAIN = (
    "HUVR", "HUVM", "HUCA", "HUMV", "HGUGM", "HUVH", "CHUAC", "Vall d'Hebron", "Bellvitge", "Germans Trias",
    "Sant Pau", "Gregorio Marañón", "Arrixaca", "Virgen de la Arrixaca", "Valdecilla", "Marqués de Valdecilla",
    "Txagorritxu", "Basurto", "Virgen del Rocío", "Reina Sofía", "Son Espases", "Puerta de Hierro",
)
_ITALY = (
    "Niguarda", "Careggi", "Gemelli", "Policlinico Gemelli", "Sant'Orsola", "Molinette", "Cardarelli", "Cotugno",
    "Rizzoli", "Humanitas", "Spallanzani", "Mauriziano", "Monaldi", "Cisanello", "Gaslini", "Bambino Gesù",
    "Fatebenefratelli", "Papa Giovanni XXIII",
)
_GERMANY = (
    "Charité", "UKE", "MHH", "UKSH", "UKGM", "LMU Klinikum", "Klinikum rechts der Isar", "Vivantes", "Helios",
    "Asklepios", "Sana Kliniken", "Agaplesion",
)
_NETHERLANDS = (
    "OLVG", "ADRZ", "Adrz", "UMCU", "Radboudumc", "Erasmus MC", "Amsterdam UMC", "ZGT", "HMC",
)
_BELGIUM_DUTCH = (
    "Wit-Gele Kruis", "Wit-Gele Kruis Vlaanderen", "Familiehulp", "i-mens", "Zorgbedrijf Antwerpen",
    "Thuishulp", "Solidariteit voor het Gezin",
)
_BELGIUM_FRENCH = (
    "Soins Chez Soi", "Croix Jaune et Blanche", "Aide et Soins à Domicile", "Centrale de Services à Domicile",
    "Fédération des Centrales de Services à Domicile",
)
_NAMES: Dict[str, Tuple[str, ...]] = {
    "de": _LUXEMBOURG + _GERMANY,
    "fr": _LUXEMBOURG + _BELGIUM + _BELGIUM_FRENCH + _FRANCE,
    "nl": _BELGIUM + _BELGIUM_DUTCH + _NETHERLANDS,
    "en": _UNITED_KINGDOM,
    "es": _SPAIN,
    "it": _ITALY,
}
LANGUAGES = frozenset(_NAMES)


def care_provider_names(language: str) -> FrozenSet[str]:
    """The providers a note in ``language`` may name, as written; empty for another language."""
    return frozenset(_NAMES.get(language, ()))
