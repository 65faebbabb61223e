"""The bodies of social insurance that notes name without a kind word: health insurers and mutuals,
accident and pension insurers, social security, regional health services, national railways.

    names = public_body_names("de")    # frozenset: "AOK Bayern", "Barmer", "BG BAU", ...

A note names them as it names a hospital ("Kostenzusage der AOK Bayern", "domanda all'ENPAM", "zijn
ziekenfonds Helan", "agent de la SNCF"), and they identify: with the patient's town or employer
they narrow the person down, and an accident insurer's file goes with the accident. No kind word
announces them, and most are acronyms or words coined for the name, so the kind-word rules
(``deid.detect.patterns.organizations``) miss them; a list does not.

Each list holds whole categories, as the public registers of each country list them, not the
bodies that some notes happened to name: the German statutory and private health insurers
(GKV-Spitzenverband, PKV-Verband), accident insurers (DGUV) and pension insurance; the Dutch
health insurers' labels (Zorginstituut Nederland), social security and largest occupational health
services; the Belgian mutual societies (RIZIV/INAMI), the federal agency for occupational risks
and the largest accident insurers; the French, Luxembourg, Spanish, Italian and British social
security bodies and largest mutual insurers (Luxembourg's care insurance's assessment office, AEC, and
its rescue services, CGDIS; Germany's medical service of the health and care insurers, Medizinischer Dienst); the regional health services of the Spanish
autonomous communities; the national railway operators and the regional transport operators of
Belgium's regions. Names are written as the bodies write them; the finder
(``deid.detect.patterns.institutions``) matches them as written, in capitals in capitals, and in a
note written in lower case a name of two words or an acronym that is no word of the language.

Left out, on purpose: acronyms that clinical text uses for something else in the language whose
notes would read them ("TK" is a German platelet concentrate, "MSA" a multiple system atrophy,
"SAS" a sleep apnoea, "ICS" inhaled corticosteroids, "CAF" the French "conduite à faire", "AAA" an
aortic aneurysm, "CM" a centimetre), two-letter acronyms ("NS", "DB", "CZ"), single words or
adjectives of the language ("Techniker", "Central", "Hallesche", "Generali", "Vitality", "Just"),
and the bodies that issue the ids a note writes next to their name ("RIZIV-nummer", "NHS
number"): there the name is the id's cue, and the id finder reads it.
"""
from __future__ import annotations

from typing import Dict, FrozenSet, Tuple

_GERMAN = (
    # statutory health insurance (GKV): the eleven AOKs, the substitute funds, IKKs, the largest BKKs
    "AOK", "AOK Baden-Württemberg", "AOK Bayern", "AOK Bremen/Bremerhaven", "AOK Hessen", "AOK Niedersachsen",
    "AOK Nordost", "AOK NordWest", "AOK PLUS", "AOK Rheinland-Pfalz/Saarland", "AOK Rheinland/Hamburg",
    "AOK Sachsen-Anhalt", "AOK Plus", "AOK Nordwest",
    "Techniker Krankenkasse", "Barmer", "BARMER", "Barmer Ersatzkasse", "Barmer GEK", "DAK", "DAK-Gesundheit",
    "KKH", "Kaufmännische Krankenkasse", "HEK", "hkk", "hkk Krankenkasse", "Handelskrankenkasse",
    "IKK classic", "IKK Südwest", "IKK gesund plus", "IKK - Die Innovationskasse", "IKK Brandenburg und Berlin",
    "BIG direkt gesund", "Knappschaft", "KNAPPSCHAFT", "Deutsche Rentenversicherung Knappschaft-Bahn-See",
    "SVLFG", "Audi BKK", "BKK firmus", "Bosch BKK", "Mercedes-Benz BKK", "Pronova BKK", "pronova BKK",
    "SBK", "Siemens-Betriebskrankenkasse", "mhplus", "VIACTIV", "Salus BKK", "BKK24", "R+V BKK", "BKK VBU",
    "BKK Mobil Oil", "mkk", "BKK Dachverband", "Novitas BKK", "Heimat Krankenkasse", "BKK Linde",
    "Debeka", "DKV", "Signal Iduna", "SIGNAL IDUNA", "Barmenia", "Gothaer", "HUK-Coburg", "HUK-COBURG",
    "Bayerische Beamtenkrankenkasse", "UKV", "ARAG",
    "Münchener Verein", "LVM", "Postbeamtenkrankenkasse",
    # accident insurance (DGUV): the nine trade associations, and pensions
    "DGUV", "BG BAU", "BGHM", "BG ETEM", "BG RCI", "BGN", "BG Verkehr", "VBG", "BGHW", "BGW",
    "Deutsche Rentenversicherung", "Deutsche Rentenversicherung Bund", "DRV", "DRV Bund",
    "Bundesagentur für Arbeit", "Agentur für Arbeit", "MDK", "Medizinischer Dienst",
    # Luxembourg (German- and French-writing notes alike): and the care insurance's assessment office,
    # the rescue services
    "CNS", "Caisse nationale de santé", "CCSS", "ADEM", "CMCM", "AEC", "CGDIS",
    # railways
    "Deutsche Bahn", "ÖBB", "SBB", "CFL",
)
_DUTCH = (
    # health insurers (Zorginstituut Nederland's list of labels)
    "Zilveren Kruis", "Achmea", "OHRA", "Nationale-Nederlanden", "VGZ", "IZA", "IZZ", "Univé", "Bewuzt",
    "Zekur", "Menzis", "Anderzorg", "DSW", "Stad Holland", "InTwente", "ONVZ", "PNOzorg", "VvAA", "a.s.r.",
    "De Amersfoortse", "Ditzo", "Salland Zorgverzekeringen", "Zorg en Zekerheid", "ENO", "Caresq",
    "Eucare", "Holland Zorg", "ZieZo", "FBTO", "Interpolis", "De Friesland",
    "United Consumers", "HEMA zorgverzekering",
    # social security, occupational health services
    "UWV", "SVB", "CAK", "Arbo Unie", "ArboNed", "HumanCapitalCare", "Zorg van de Zaak",
    # Belgium: the mutual societies (ziekenfondsen), occupational accidents
    "Christelijke Mutualiteit", "Socialistische Mutualiteit", "Solidaris", "Bond Moyson",
    "De Voorzorg", "Liberale Mutualiteit", "Liberaal Ziekenfonds", "Helan", "Partena", "Partenamut",
    "Neutraal Ziekenfonds", "Vlaams & Neutraal Ziekenfonds", "Onafhankelijke Ziekenfondsen", "HZIV",
    "Kas der geneeskundige verzorging van HR Rail", "HR Rail", "Securex",
    "Fedris", "Ethias", "AG Insurance", "P&V", "Baloise", "Belfius Verzekeringen", "RVA",
    # railways and regional transport
    "NMBS", "SNCB", "De Lijn", "MIVB", "STIB", "TEC", "ProRail",
)
_FRENCH = (
    # France: health insurance, family and pension funds, mutuals
    "CPAM", "CNAM", "Assurance Maladie", "CARSAT", "URSSAF", "Urssaf", "MDPH", "Pôle emploi",
    "Pôle Emploi", "France Travail", "Ameli", "MGEN", "Harmonie Mutuelle", "MAAF", "MACIF", "Macif", "MAIF",
    "Malakoff Humanis", "AG2R La Mondiale", "Mutuelle Générale", "Groupama", "Swiss Life", "Mutuelle Bleue",
    "Mutualité Sociale Agricole",
    # the overseas departments' general social security funds
    "CGSS", "Caisse générale de sécurité sociale",
    # Belgium: the mutual societies (mutualités), occupational accidents, family care
    "Mutualité chrétienne", "Mutualité Chrétienne", "Mutualités Libres", "Mutualité libérale",
    "Mutualité Libérale",
    "Mutualité neutre", "Mutualité Neutre", "Solidaris", "Partenamut", "Partena", "Helan", "CAAMI", "HR Rail",
    "Securex", "Fedris", "Ethias", "AG Insurance", "P&V", "ONEM", "Office de la Naissance et de l'Enfance",
    "ONE", "AVIQ",
    # Luxembourg
    "CNS", "Caisse nationale de santé", "CCSS", "ADEM", "CMCM", "AEC", "CGDIS",
    "Administration d'évaluation et de contrôle de l'assurance dépendance",
    # railways and regional transport
    "SNCF", "RATP", "SNCB", "NMBS", "TEC", "STIB", "MIVB", "De Lijn", "CFL",
)
_SPANISH = (
    # the regional health services (one per autonomous community) and the national bodies
    "Servicio Madrileño de Salud", "SERMAS", "Servicio Andaluz de Salud", "Osakidetza", "Servizo Galego de Saúde",
    "SERGAS", "Sacyl", "SACYL", "Institut Català de la Salut", "Servei Català de la Salut", "CatSalut",
    "SESCAM", "Servicio de Salud de Castilla-La Mancha", "SESPA", "Servicio de Salud del Principado de Asturias",
    "IB-Salut", "Servicio Canario de la Salud", "Servicio Extremeño de Salud", "Servicio Aragonés de Salud",
    "Servicio Murciano de Salud", "Servicio Navarro de Salud", "Osasunbidea", "Servicio Cántabro de Salud",
    "Servicio Riojano de Salud", "SERIS", "Conselleria de Sanitat", "Ingesa", "INGESA",
    "Instituto Nacional de la Seguridad Social", "INSS", "Tesorería General de la Seguridad Social", "SEPE",
    "MUFACE", "ISFAS", "MUGEJU",
    # accident mutuals and private health insurers
    "FREMAP", "Fremap", "Asepeyo", "ASEPEYO", "Ibermutua", "MC Mutual", "Fraternidad-Muprespa", "Umivale",
    "Mutua Universal", "Solimat", "Egarsat", "Mutua Balear", "Mutua Navarra", "Mutua Montañesa",
    "Sanitas", "Adeslas", "SegurCaixa Adeslas", "Asisa", "ASISA", "DKV Seguros", "Mapfre", "MAPFRE",
    # railways
    "Renfe", "RENFE", "Adif", "ADIF", "FGC", "Euskotren",
)
_ITALIAN = (
    "INPS", "Inps", "INAIL", "Inail", "ENPAM", "Agenzia delle Entrate", "Agenzia delle entrate",
    "Trenitalia", "Ferrovie dello Stato", "RFI",
    "Unisalute", "UniSalute", "Fondo Est", "Casagit",
)
_ENGLISH = (
    "DWP", "Department for Work and Pensions", "HMRC", "DVLA", "Jobcentre Plus",
    "Bupa", "BUPA", "AXA Health", "Aviva", "WPA", "Simplyhealth",
    "Network Rail", "Transport for London", "TfL",
)
_NAMES: Dict[str, Tuple[str, ...]] = {"de": _GERMAN, "nl": _DUTCH, "fr": _FRENCH, "es": _SPANISH,
                                      "it": _ITALIAN, "en": _ENGLISH}
LANGUAGES = frozenset(_NAMES)


def public_body_names(language: str) -> FrozenSet[str]:
    """The bodies a note in ``language`` may name, as written; empty for another language."""
    return frozenset(_NAMES.get(language, ()))
