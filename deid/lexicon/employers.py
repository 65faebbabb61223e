"""Employers, chains and universities that notes name without a kind word: "werkt bij Colruyt",
"pharmacist at Boots", "Lagerist bei Zalando", "studeert aan de UGent", "oxygen concentrator (Vivisol)".

    names = employer_names("nl")    # frozenset: "Colruyt", "PostNL", "Kruidvat", ...

A patient's or a relative's employer narrows them down as a town does, and a social history names
it bare, with no "company" or "Ltd" to announce it; the employer rule of
``deid.detect.patterns.organizations`` reads one after a job and its preposition, not after "from",
"via" or a bracket. These lists hold whole categories of each country's largest employers, as
general knowledge of them: the national retail, supermarket and pharmacy chains, the post,
parcel and delivery firms, the railways' and towns' transport operators, the carmakers and largest
plants, the banks and telecoms, Belgium's and the Netherlands' universities by the short names
their students use, the national charities of care and advice; and the suppliers of care at home
that notes name on their equipment (home oxygen, home-delivered medication). Not the ones some
notes happened to name: no NHS trust or British university one by one (a few would be no list).

Left out, on purpose: names that are ordinary words of the languages that read them ("Action",
"Jumbo", "Total", "Orange", "Correos", "Nationwide", "Carrefour" a crossroads), short acronyms with
a clinical or other reading ("PSA", "GTT", "EMT", "ATM", "UPS", "DPD" an enzyme, "UCL" a collateral
ligament), names that are also a phrase or an adjective ("Telefónica", "Language Line", "Turning Point"), and
names people bear first of all, as first names or surnames ("Zara", "Norma", "Otto", "Müller",
"Barilla", "Lamborghini", "Philips", "John Lewis": the employer rule reads them after a job).

The finder (``deid.detect.patterns.institutions``) matches them as written, in capitals in a
capitals note, and in a note written in lower case a name of two words or one no dictionary writes
small.
"""
from __future__ import annotations

from typing import Dict, FrozenSet, Tuple

# Across Europe: chains, delivery and logistics firms, home-care suppliers that notes of every
# language name.
_EUROPE = (
    "Lidl", "Aldi", "IKEA", "Ikea", "McDonald's", "Burger King", "Starbucks", "Decathlon",
    "Amazon", "Zalando", "Deliveroo", "Uber Eats", "Just Eat", "DHL", "FedEx", "GLS",
    "Vivisol", "Air Liquide", "Linde Homecare", "Randstad", "Adecco", "Tempo-Team", "ArcelorMittal",
    "Goodyear", "Siemens", "Unilever", "Nestlé", "Coca-Cola", "Ryanair", "easyJet",
)
_GERMANY = (
    "Edeka", "EDEKA", "Rewe", "REWE", "Kaufland",
    "Deutsche Post", "Deutsche Telekom", "Telekom", "Vodafone", "Lufthansa", "BVG", "MVG", "HVV",
    "KVB", "Volkswagen", "BMW", "Audi", "Daimler", "Mercedes-Benz", "Porsche", "Opel",
    "BASF", "Thyssenkrupp", "ThyssenKrupp", "Airbus", "Sparkasse",
    "Volksbank", "Commerzbank", "Deutsche Bank", "Hornbach", "MediaMarkt",
    "Tchibo", "Zalando", "Flixbus", "FlixBus",
)
_LUXEMBOURG = (
    "Cargolux", "Luxair", "POST Luxembourg", "Post Luxembourg", "BGL BNP Paribas", "Spuerkeess",
    "BCEE", "Dupont de Nemours", "Ceratizit", "Luxlait", "Delhaize",
)
_BELGIUM = (
    "Colruyt", "Delhaize", "Carrefour Market", "Proximus", "Telenet", "NMBS", "De Lijn",
    "STIB", "MIVB", "Brussels Airlines", "Solvay", "Umicore", "Bekaert", "Agfa", "AB InBev",
    "Audi Brussels", "Volvo Gent", "Janssen Pharmaceutica", "UCB", "KBC", "Belfius", "BNP Paribas Fortis",
    "Securex", "Liantis", "Attentia", "Mensura", "IDEWE", "Cohezio", "Vandemoortele",
    "Lotus Bakeries", "Van Hool", "KU Leuven", "UGent", "VUB", "UAntwerpen", "UHasselt", "ULB", "UCLouvain",
    "ULiège", "UMONS", "UNamur",
)
_NETHERLANDS = (
    "Albert Heijn", "Dirk van den Broek", "Hoogvliet", "Vomar", "Kruidvat", "Etos",
    "HEMA", "Hema", "Karwei", "Blokker", "Bol.com", "bol.com", "Coolblue", "PostNL",
    "GVB", "Arriva", "Connexxion", "Qbuzz", "KLM", "ASML", "Shell Pernis",
    "Tata Steel", "VDL", "Heineken", "Unilever", "Rabobank", "ABN AMRO", "KPN", "Ziggo",
    "UvA", "TU Delft", "TU/e", "Universiteit Utrecht", "Radboud Universiteit", "Rijksuniversiteit Groningen",
    "Universiteit Leiden", "Erasmus Universiteit", "Buurtzorg", "Cordaan", "Zorggroep Almere",
    "Parnassia", "Mondriaan", "GGZ inGeest", "Altrecht", "Pro Persona", "Dimence", "Lentis", "Yulius",
    "Emergis", "Mediant", "GGZ Noord-Holland-Noord", "GGZ Oost Brabant", "GGz Breburg", "Reinier van Arkel",
    "Certe", "Saltro", "Star-shl", "Diagnostiek voor U", "Medipoint", "Vegro",
)
_FRANCE = (
    "E.Leclerc", "Intermarché", "Auchan", "Monoprix", "Franprix", "Super U", "Système U",
    "La Poste", "Chronopost", "Colissimo", "SNCF", "RATP", "Keolis", "Transdev", "EDF", "Engie",
    "SFR", "Bouygues", "Renault", "Peugeot", "Stellantis", "Michelin", "Airbus", "Safran", "Thales",
    "TotalEnergies", "Danone", "L'Oréal", "Sanofi", "Crédit Agricole", "Société Générale", "BNP Paribas",
    "Caisse d'Épargne", "Crédit Mutuel", "La Banque Postale", "Pôle emploi", "France Travail", "Leroy Merlin",
    "Castorama", "Darty", "Fnac", "Sorbonne", "Vivisol France", "Bastide Médical", "LVL Médical",
    "Orkyn", "ISIS Médical", "Asten Santé",
)
_SPAIN = (
    "Mercadona", "El Corte Inglés", "Eroski", "Alcampo", "Hipercor", "Inditex",
    "Seur", "Renfe", "Metro de Madrid", "Movistar",
    "Iberdrola", "Endesa", "Naturgy", "Repsol", "Banco Santander", "BBVA",
    "CaixaBank", "Bankinter", "Cruz Roja", "Cáritas", "Petronor", "Navantia", "Acciona",
    "Ferrovial", "Osakidetza", "Oxigen Salud", "Linde Salud",
)
_ITALY = (
    "Esselunga", "Conad", "Eurospin", "Carrefour Italia", "Poste Italiane", "Trenitalia",
    "ATAC", "Alitalia", "ITA Airways", "Fiat", "FIAT", "Stellantis",
    "Ducati", "Pirelli", "Luxottica", "Enel", "ENEL", "Eni", "ENI",
    "Fincantieri", "Electrolux", "Intesa Sanpaolo", "UniCredit", "Vodafone Italia",
    "Croce Rossa", "Caritas", "Vivisol", "Sapio",
)
_UNITED_KINGDOM = (
    "Tesco", "Sainsbury's", "Asda", "ASDA", "Morrisons", "Waitrose", "Co-op", "Marks & Spencer",
    "M&S", "Primark", "Boots", "Superdrug", "Lloyds Pharmacy", "LloydsPharmacy", "Royal Mail", "Parcelforce",
    "Evri", "Yodel", "Network Rail", "Stagecoach", "Arriva", "First Bus", "ScotRail", "TfL",
    "Rolls-Royce", "BAE Systems", "Jaguar Land Rover", "JLR", "Nissan", "Vauxhall", "Tata Steel",
    "British Airways", "Openreach", "Vodafone", "Barclays", "HSBC", "NatWest",
    "Santander UK", "Amazon UK", "Greggs", "Wetherspoons", "B&Q", "Argos", "Currys",
    "Sciensus", "Healthcare at Home", "LanguageLine", "Age UK", "Macmillan", "Samaritans",
    "StepChange", "Change Grow Live", "We Are With You", "Carers UK",
    "Alzheimer's Society", "Open University",
)
# The emergency, relief and welfare organisations, the armed forces and the national police forces
# people work for or are brought in by, per country, by the names notes write (names that are also a
# word of the language, "Politie", "Défense", "Mind", "Help", are left out; so are two Belgian ones the
# development set names, to keep its figures honest).
_SERVICES = {
    "de": ("DRK", "BRK", "ASB", "Johanniter", "Malteser", "Diakonie", "AWO", "Bundeswehr", "Bundespolizei", "THW",
           "CGDIS", "Croix-Rouge luxembourgeoise", "Police grand-ducale", "Armée luxembourgeoise", "Hëllef Doheem",
           "Stëftung Hëllef Doheem"),
    "fr": ("Croix-Rouge", "Croix-Rouge française", "SOS Médecins", "Marine nationale", "Armée de terre",
           "Armée de l'air", "Police nationale", "Police fédérale", "Police grand-ducale", "Emmaüs", "Secours populaire",
           "Restos du cœur", "ADMR", "France Alzheimer", "Mutualité chrétienne", "Partena", "Helan",
           "CGDIS", "Hëllef Doheem"),
    "nl": ("Rode Kruis", "Koninklijke Marine", "Koninklijke Landmacht", "Koninklijke Luchtmacht", "Marechaussee",
           "Koninklijke Marechaussee", "Leger des Heils", "Familiehulp", "Zilveren Kruis", "VGZ",
           "Menzis", "UWV", "Reclassering Nederland", "Jellinek", "Brijder", "Tactus", "Novadic-Kentron", "IrisZorg",
           "Victas", "Verslavingszorg Noord Nederland", "VNN", "Partena", "Helan"),
    "en": ("British Army", "Royal Navy", "Royal Air Force", "RAF", "British Red Cross", "St John Ambulance",
           "Salvation Army", "Police Scotland", "Metropolitan Police", "PSNI"),
    "es": ("Guardia Civil", "Policía Nacional", "Ejército de Tierra", "SAMUR", "Protección Civil", "ONCE",
           "Cruz Roja Española"),
    "it": ("Carabinieri", "Arma dei Carabinieri", "Marina Militare", "Aeronautica Militare", "Polizia di Stato",
           "Guardia di Finanza", "Vigili del Fuoco", "Croce Verde", "Croce Bianca", "Misericordia"),
}
_NAMES: Dict[str, Tuple[str, ...]] = {
    "de": _EUROPE + _GERMANY + _LUXEMBOURG,
    "fr": _EUROPE + _FRANCE + _BELGIUM + _LUXEMBOURG,
    "nl": _EUROPE + _NETHERLANDS + _BELGIUM,
    "en": _EUROPE + _UNITED_KINGDOM,
    "es": _EUROPE + _SPAIN,
    "it": _EUROPE + _ITALY,
}
LANGUAGES = frozenset(_NAMES)


def employer_names(language: str) -> FrozenSet[str]:
    """The employers a note in ``language`` may name, as written; empty for another language."""
    return frozenset(_NAMES.get(language, ()) + _SERVICES.get(language, ()))
