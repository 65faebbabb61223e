"""Natural and historical regions of our countries, which no administrative list holds: "Reha im
Allgäu", "woont in de Achterhoek", "en vacances en Camargue", "walking in the Lake District".

    regions()             # frozenset of folded names: "allgau", "achterhoek", "lake district", ...
    region_countries("allgau")   # frozenset({"DE"})

GeoNames' populated places and ISO 3166-2's subdivisions (``deid.lexicon.build_place_words``) name
towns, provinces and states; where a relative lives or a patient goes for rehabilitation a note
names as often a region that is none of them: a landscape, a mountain range, an old county, a
coast. Their names are rare as words but frequent enough in text that the places finder's rarity
test (``PLACE_ZIPF``) turns them away, and they narrow a person down as a town does. The lists hold
each country's well-known regions, as general knowledge of them; names that are words, first names
or products of the languages that read them are left out ("Champagne", "Emilia",
"Berry", "Peel", "Harz" a resin, "Riviera").
"""
from __future__ import annotations

import functools
from typing import Dict, FrozenSet, Tuple

from deid.lexicon.name_lexicon import fold

_REGIONS: Dict[str, Tuple[str, ...]] = {
    "DE": (
        "Allgäu", "Franken", "Oberfranken", "Mittelfranken", "Unterfranken", "Niederbayern", "Oberbayern",
        "Schwaben", "Eifel", "Vulkaneifel", "Sauerland", "Siegerland", "Schwarzwald", "Ruhrgebiet", "Münsterland",
        "Emsland", "Ostfriesland", "Erzgebirge", "Vogtland", "Odenwald", "Spessart", "Hunsrück", "Westerwald",
        "Taunus", "Rhön", "Lausitz", "Oberlausitz", "Uckermark", "Altmark", "Prignitz", "Spreewald", "Breisgau",
        "Kraichgau", "Chiemgau", "Niederrhein", "Bergisches Land", "Wetterau", "Rheinhessen", "Rheingau",
        "Markgräflerland", "Ammerland", "Wendland", "Dithmarschen", "Nordfriesland", "Fichtelgebirge",
        "Bayerischer Wald", "Sächsische Schweiz", "Hohenlohe", "Bodensee", "Hegau", "Kurpfalz", "Vorpommern",
        "Mecklenburg", "Werdenfelser Land", "Berchtesgadener Land",
    ),
    "NL": (
        "Achterhoek", "Twente", "Veluwe", "Betuwe", "Salland", "Het Gooi", "Gooi", "Westland", "Zeeuws-Vlaanderen",
        "Kennemerland", "Waterland", "Zaanstreek", "Bommelerwaard", "De Peel", "Liemers",
        "Drechtsteden", "Hoeksche Waard", "Voorne-Putten", "Krimpenerwaard", "Alblasserwaard", "Vechtstreek",
        "Gelderse Vallei", "Westerkwartier", "Zuid-Limburg", "Midden-Limburg", "Noord-Limburg", "Walcheren",
        "Schouwen-Duiveland", "Noordoostpolder",
    ),
    "BE": (
        "Kempen", "Westhoek", "Pajottenland", "Meetjesland", "Waasland", "Haspengouw", "Maasland", "Voeren",
        "Vlaamse Ardennen", "Denderstreek", "Leiestreek", "Brugse Ommeland", "Noorderkempen", "Hageland",
        "Zennevallei", "Borinage", "Condroz", "Famenne", "Hesbaye", "Ardenne", "Ardennes", "Ardennen", "Gaume",
        "Pays de Herve", "Fagnes", "Tournaisis", "Botte du Hainaut", "Ostbelgien", "Oostkantons",
        "Cantons de l'Est", "Ostkantone",
    ),
    "LU": (
        "Éislek", "Eislek", "Oesling", "Ösling", "Minett", "Gutland", "Mëllerdall", "Mullerthal", "Müllerthal",
        "Musel",
    ),
    "FR": (
        "Camargue", "Périgord", "Beaujolais", "Pays basque", "Pays Basque", "Cévennes", "Sologne",
        "Beauce", "Vexin", "Chablais", "Vercors", "Luberon", "Lubéron", "Quercy", "Béarn", "Dombes", "Pays de Caux",
        "Cotentin", "Médoc", "Côte d'Azur", "Provence", "Alsace", "Auvergne", "Limousin", "Picardie", "Artois",
        "Savoie", "Haute-Savoie", "Dauphiné", "Gascogne", "Sundgau", "Gâtinais", "Bocage normand", "Pays de Bray",
        "Pays d'Auge", "Cap Corse", "Balagne", "Queyras", "Aubrac", "Larzac",
        # the overseas regions and collectivities by their French names, which the English-named
        # country lists lack ("en Guyane", "en Polynésie")
        "Guyane", "Guyane française", "Polynésie", "Polynésie française", "Nouvelle-Calédonie",
        "Saint-Pierre-et-Miquelon", "Wallis-et-Futuna",
    ),
    "GB": (
        "Cotswolds", "Lake District", "Peak District", "Highlands", "Scottish Highlands", "Yorkshire Dales",
        "Black Country", "Potteries", "Wirral", "Fylde", "Chilterns", "New Forest", "Exmoor", "Dartmoor",
        "Snowdonia", "Eryri", "Pennines", "Home Counties", "West Country",
        "East Anglia", "Midlands", "West Midlands", "East Midlands", "Teesside", "Tyneside", "Wearside", "Merseyside",
        "Black Isle", "Hebrides", "Outer Hebrides", "Inner Hebrides", "Scottish Borders", "South Wales Valleys",
        "Gower Peninsula", "Lleyn Peninsula", "Llŷn",
    ),
    "ES": (
        "Costa Brava", "Costa del Sol", "Costa Blanca", "Costa Dorada", "Costa Daurada", "Bierzo", "El Bierzo",
        "Maresme", "Vallès", "Garrotxa", "Alpujarra", "Las Alpujarras", "La Mancha", "Tierra de Campos",
        "Axarquía", "Baix Llobregat", "Penedès", "Empordà", "Ampurdán", "Vega Baja", "Ribera Alta", "Ribera Baja",
        "Bajo Aragón", "Campo de Gibraltar", "Rías Baixas", "Rías Altas", "Cinco Villas", "Alto Aragón",
        "Valle de Arán", "Vall d'Aran", "Comunitat Valenciana", "Comunidad Valenciana", "Principado de Asturias",
        "Región de Murcia", "Euskadi", "País Vasco", "Comunidad Foral de Navarra",
    ),
    "IT": (
        "Maremma", "Chianti", "Salento", "Brianza", "Cilento", "Langhe", "Monferrato", "Valtellina", "Lunigiana",
        "Garfagnana", "Mugello", "Casentino", "Ciociaria", "Irpinia", "Gargano", "Barbagia", "Carnia",
        "Franciacorta", "Lomellina", "Oltrepò Pavese", "Polesine", "Versilia", "Val d'Orcia", "Valdarno",
        "Valsugana", "Val di Fiemme", "Val Gardena", "Alto Adige", "Südtirol", "Cinque Terre", "Gallura",
        "Ogliastra", "Canavese", "Valcamonica", "Val Camonica", "Val Seriana", "Val Brembana", "Valpolicella",
        "Collio", "Romagna", "Marsica", "Tuscia", "Agro Pontino", "Costiera Amalfitana", "Penisola Sorrentina",
    ),
}


@functools.lru_cache(maxsize=1)
def _countries() -> Dict[str, FrozenSet[str]]:
    found: Dict[str, set] = {}
    for country, names in _REGIONS.items():
        for name in names:
            found.setdefault(fold(name), set()).add(country)
    return {name: frozenset(codes) for name, codes in found.items()}


def regions() -> FrozenSet[str]:
    """Folded names of the regions (module docstring)."""
    return frozenset(_countries())


def region_countries(folded: str) -> FrozenSet[str]:
    """The ISO codes of the countries whose region ``folded`` is; empty for another name."""
    return _countries().get(folded, frozenset())
