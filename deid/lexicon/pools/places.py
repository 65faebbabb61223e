"""Cities with real postcodes and common street names, per locale.

Faker's addresses are US-shaped for fr_BE and de_LU and its postcodes do not
match its cities anywhere, so the address surrogates (and the synthetic-data
generator, ``deid.synth``) use these small tables instead: every (postcode,
city) pair is one that exists, and street names are the commonest ones of the
country, which is also what real notes are full of.
"""
from __future__ import annotations

import random
from typing import Dict, Tuple

# locale -> (city, first postcode, how many consecutive codes the city spans)
CITIES: Dict[str, Tuple[Tuple[str, int, int], ...]] = {
    "nl_BE": (
        ("Antwerpen", 2000, 1), ("Gent", 9000, 1), ("Brugge", 8000, 1), ("Leuven", 3000, 1),
        ("Hasselt", 3500, 1), ("Mechelen", 2800, 1), ("Kortrijk", 8500, 1), ("Aalst", 9300, 1),
        ("Turnhout", 2300, 1), ("Oostende", 8400, 1), ("Genk", 3600, 1), ("Sint-Niklaas", 9100, 1),
        ("Lier", 2500, 1), ("Roeselare", 8800, 1), ("Dendermonde", 9200, 1), ("Brussel", 1000, 1),
        ("Herentals", 2200, 1), ("Tienen", 3300, 1), ("Ieper", 8900, 1), ("Sint-Truiden", 3800, 1),
    ),
    "fr_BE": (
        ("Bruxelles", 1000, 1), ("Liège", 4000, 1), ("Namur", 5000, 1), ("Charleroi", 6000, 1),
        ("Mons", 7000, 1), ("Wavre", 1300, 1), ("Tournai", 7500, 1), ("Arlon", 6700, 1),
        ("Verviers", 4800, 1), ("Nivelles", 1400, 1), ("Louvain-la-Neuve", 1348, 1), ("Dinant", 5500, 1),
        ("La Louvière", 7100, 1), ("Marche-en-Famenne", 6900, 1), ("Huy", 4500, 1), ("Seraing", 4100, 1),
    ),
    "nl_NL": (
        ("Amsterdam", 1011, 90), ("Rotterdam", 3011, 80), ("Utrecht", 3511, 60), ("Den Haag", 2511, 80),
        ("Eindhoven", 5611, 50), ("Groningen", 9711, 30), ("Tilburg", 5011, 40), ("Almere", 1315, 40),
        ("Breda", 4811, 30), ("Nijmegen", 6511, 30), ("Zwolle", 8011, 30), ("Leiden", 2311, 20),
        ("Maastricht", 6211, 20), ("Haarlem", 2011, 30), ("Arnhem", 6811, 30), ("Amersfoort", 3811, 20),
    ),
    "fr_FR": (
        ("Paris", 75001, 20), ("Lyon", 69001, 9), ("Marseille", 13001, 16), ("Toulouse", 31000, 1),
        ("Lille", 59000, 1), ("Bordeaux", 33000, 1), ("Nantes", 44000, 1), ("Strasbourg", 67000, 1),
        ("Montpellier", 34000, 1), ("Rennes", 35000, 1), ("Nice", 6000, 1), ("Reims", 51100, 1),
        ("Tours", 37000, 1), ("Dijon", 21000, 1), ("Brest", 29200, 1), ("Grenoble", 38000, 1),
    ),
    "en_GB": (
        ("London", 0, 1), ("Manchester", 0, 1), ("Leeds", 0, 1), ("Birmingham", 0, 1),
        ("Bristol", 0, 1), ("Sheffield", 0, 1), ("Liverpool", 0, 1), ("Newcastle upon Tyne", 0, 1),
        ("Nottingham", 0, 1), ("Leicester", 0, 1), ("Cambridge", 0, 1), ("Oxford", 0, 1),
        ("Norwich", 0, 1), ("Exeter", 0, 1), ("Brighton", 0, 1), ("York", 0, 1),
    ),
    "de_DE": (
        ("Berlin", 10115, 900), ("Hamburg", 20095, 400), ("München", 80331, 700), ("Köln", 50667, 400),
        ("Frankfurt am Main", 60311, 300), ("Stuttgart", 70173, 400), ("Düsseldorf", 40210, 400),
        ("Leipzig", 4103, 200), ("Dortmund", 44135, 200), ("Essen", 45127, 200), ("Bremen", 28195, 200),
        ("Dresden", 1067, 200), ("Hannover", 30159, 500), ("Nürnberg", 90402, 100), ("Heidelberg", 69115, 10),
        ("Freiburg im Breisgau", 79098, 20),
    ),
    "de_LU": (
        ("Luxembourg", 1009, 900), ("Esch-sur-Alzette", 4001, 300), ("Ettelbruck", 9001, 90),
        ("Diekirch", 9201, 40), ("Differdange", 4501, 90), ("Dudelange", 3401, 90), ("Strassen", 8001, 90),
        ("Echternach", 6401, 70), ("Wiltz", 9501, 50), ("Mersch", 7501, 50), ("Bertrange", 8001, 20),
        ("Mamer", 8201, 50), ("Remich", 5501, 40), ("Clervaux", 9701, 20),
    ),
    "es_ES": (
        ("Madrid", 28001, 50), ("Barcelona", 8001, 40), ("Valencia", 46001, 25), ("Sevilla", 41001, 20),
        ("Zaragoza", 50001, 20), ("Málaga", 29001, 20), ("Murcia", 30001, 12), ("Palma", 7001, 15),
        ("Bilbao", 48001, 15), ("Alicante", 3001, 15), ("Córdoba", 14001, 14), ("Valladolid", 47001, 15),
        ("Vigo", 36201, 15), ("Granada", 18001, 15), ("Oviedo", 33001, 13), ("Salamanca", 37001, 8),
    ),
    "it_IT": (
        ("Roma", 118, 80), ("Milano", 20121, 40), ("Napoli", 80121, 30), ("Torino", 10121, 30),
        ("Palermo", 90121, 30), ("Genova", 16121, 30), ("Bologna", 40121, 20), ("Firenze", 50121, 20),
        ("Bari", 70121, 10), ("Catania", 95121, 10), ("Venezia", 30121, 10), ("Verona", 37121, 20),
        ("Padova", 35121, 20), ("Trieste", 34121, 30), ("Cagliari", 9121, 10), ("Perugia", 6121, 10),
    ),
}

# Outward code areas of the British cities above (same order).
_GB_AREAS = ("SW", "M", "LS", "B", "BS", "S", "L", "NE", "NG", "LE", "CB", "OX", "NR", "EX", "BN", "YO")
_GB_INWARD_LETTERS = "ABDEFGHJLNPQRSTUWXYZ"  # the inward code never uses C I K M O V
_NL_LETTERS = "ABCEGHJKLMNPRSTVWXZ"

STREETS: Dict[str, Tuple[str, ...]] = {
    "nl_BE": (
        "Kerkstraat", "Stationsstraat", "Dorpsstraat", "Molenstraat", "Nieuwstraat", "Schoolstraat",
        "Kapelstraat", "Beukenlaan", "Lindelaan", "Kouter", "Veldstraat", "Grote Markt", "Brugsesteenweg",
        "Antwerpsesteenweg", "Koning Albertlaan", "Hoogstraat", "Meersstraat", "Populierenlaan",
        "Processiestraat", "Sint-Jansstraat", "Gentse Steenweg", "Vaartstraat",
    ),
    "fr_BE": (
        "Rue de la Station", "Rue de l'Église", "Chaussée de Bruxelles", "Avenue Louise", "Rue du Moulin",
        "Rue Haute", "Place Saint-Lambert", "Rue des Écoles", "Boulevard d'Avroy", "Rue Saint-Gilles",
        "Avenue des Tilleuls", "Rue de Namur", "Chaussée de Charleroi", "Rue du Château", "Rue Albert Ier",
        "Rue des Champs", "Rue de Fer", "Avenue de la Reine",
    ),
    "nl_NL": (
        "Kerkstraat", "Dorpsstraat", "Hoofdstraat", "Molenweg", "Julianastraat", "Beatrixlaan",
        "Wilhelminastraat", "Schoolstraat", "Prinses Irenestraat", "Nieuwe Gracht", "Oranjelaan",
        "Parallelweg", "Van Goghstraat", "Rembrandtlaan", "Emmastraat", "Kastanjelaan", "Zuiderweg",
    ),
    "fr_FR": (
        "rue de la Gare", "rue Victor Hugo", "avenue Jean Jaurès", "boulevard Gambetta",
        "place de la République", "rue Pasteur", "rue du Général de Gaulle", "allée des Tilleuls",
        "chemin des Vignes", "rue Nationale", "impasse des Lilas", "rue Jules Ferry",
        "avenue de la Libération", "rue des Écoles", "rue de la Paix", "quai des Célestins",
    ),
    "en_GB": (
        "High Street", "Station Road", "Church Lane", "Victoria Road", "Green Lane", "Manor Road",
        "Park Avenue", "Queen's Road", "Mill Lane", "London Road", "The Crescent", "Kings Road",
        "Orchard Close", "Windsor Gardens", "Grove Road", "Albert Street", "Springfield Drive",
    ),
    "de_DE": (
        "Hauptstraße", "Bahnhofstraße", "Schulstraße", "Gartenstraße", "Dorfstraße", "Lindenstraße",
        "Bergstraße", "Kirchstraße", "Goethestraße", "Schillerstraße", "Am Markt", "Mozartweg",
        "Friedrich-Ebert-Straße", "Ringstraße", "Waldweg", "Birkenallee", "Rosenstraße",
    ),
    "de_LU": (
        "route d'Arlon", "rue de Luxembourg", "Grand-Rue", "avenue de la Gare", "rue Principale",
        "boulevard Royal", "rue de l'Eglise", "rue du Marché", "rue des Jardins", "avenue de la Liberté",
        "rue Nicolas Welter", "rue de la Forêt", "rue de Hollerich", "route de Thionville",
    ),
    "es_ES": (
        "Calle Mayor", "Calle de Alcalá", "Avenida de la Constitución", "Plaza de España", "Calle Real",
        "Paseo de Gracia", "Calle San Juan", "Avenida de Andalucía", "Calle del Sol", "Calle Nueva",
        "Gran Vía", "Calle de la Iglesia", "Calle Cervantes", "Avenida del Puerto", "Calle Goya",
    ),
    "it_IT": (
        "Via Roma", "Via Garibaldi", "Corso Vittorio Emanuele II", "Via Mazzini", "Piazza Duomo",
        "Via Dante Alighieri", "Viale della Repubblica", "Via Cavour", "Via Verdi", "Via XX Settembre",
        "Via San Francesco", "Via del Corso", "Via Marconi", "Largo Augusto", "Via Manzoni",
    ),
}

# How many digits a postcode has, for zero padding.
_POSTCODE_WIDTH = {"nl_BE": 4, "fr_BE": 4, "fr_FR": 5, "de_DE": 5, "de_LU": 4, "es_ES": 5, "it_IT": 5}


def draw_city(rng: random.Random, locale: str) -> Tuple[str, str]:
    """A real ``(postcode, city)`` pair of the locale, postcode in its national shape."""
    index = rng.randrange(len(CITIES[locale]))
    city, first, spread = CITIES[locale][index]
    if locale == "en_GB":
        area = _GB_AREAS[index]
        inward = str(rng.randint(1, 9)) + rng.choice(_GB_INWARD_LETTERS) + rng.choice(_GB_INWARD_LETTERS)
        return f"{area}{rng.randint(1, 20)} {inward}", city
    if locale == "nl_NL":
        letters = rng.choice(_NL_LETTERS) + rng.choice(_NL_LETTERS)
        return f"{first + rng.randrange(spread)} {letters}", city
    code = f"{first + rng.randrange(spread):0{_POSTCODE_WIDTH[locale]}d}"
    return (f"L-{code}" if locale == "de_LU" else code), city


def draw_house_number(rng: random.Random, locale: str) -> str:
    number = str(min(int((rng.paretovariate(1.2) - 1) * 8) + 1, 350))  # small numbers are the most common
    roll = rng.random()
    if roll < 0.08 and locale in ("nl_NL", "de_DE"):
        return number + rng.choice("abc")
    if roll < 0.06 and locale == "fr_FR":
        return number + " bis"
    if roll < 0.08 and locale in ("nl_BE", "fr_BE"):
        return number + (" bus " if locale == "nl_BE" else " bte ") + str(rng.randint(1, 12))
    if roll < 0.2 and locale == "es_ES":
        return number + f", {rng.randint(1, 9)}º {rng.choice('ABCD')}"
    return number


def street_line(locale: str, street: str, number: str) -> str:
    """The street line as written in the country: number before or after the street."""
    if locale in ("fr_FR", "en_GB"):
        return f"{number} {street}"
    if locale == "de_LU":
        return f"{number}, {street}"
    if locale == "es_ES":
        return f"{street}, {number}" if "," not in number else f"{street} {number}"
    return f"{street} {number}"
