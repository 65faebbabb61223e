"""Street vocabulary per language, for the address detector.

Three kinds of entries, as regular-expression fragments (case-insensitive):

- ``NL_SUFFIXES``, ``DE_SUFFIXES``: endings of one-word street names (Dutch, German): "Kerkstraat",
  "Bahnhofstraße", "Frankrijklei". Also accepted as a word of their own when
  capitalised ("Grote Markt"). Used in the locales of their language only
  (and Dutch ones in fr_BE, Brussels being bilingual): "During 2 weeks" ends
  in "-ring" but is not a German street.
- ``PREFIXES``: words that open a street name (French, Spanish, Italian,
  English forms too): "rue de la Loi", "Calle Mayor", "via Roma", "Avenue Louise".
- ``ENGLISH_TYPES``: words that close an English street name after the number
  and the name: "221B Baker Street".

Suffixes that are also common word endings ("-dam", "-hof", "-veld", "-park")
are left out on purpose: "Rotterdam 2019" is not an address.
"""
from __future__ import annotations

NL_SUFFIXES = (
    r"straat", r"str\.", r"laan", r"weg", r"plein", r"dreef", r"lei", r"steenweg", r"kaai", r"kade",
    r"singel", r"gracht", r"dijk", r"pad", r"markt", r"steeg", r"baan", r"plantsoen", r"vest", r"wal",
    r"hoek", r"driesch",
)
DE_SUFFIXES = (
    r"str\.", r"straße", r"strasse", r"gasse", r"allee", r"platz", r"ring", r"damm", r"ufer", r"chaussee",
    r"steig", r"pfad", r"stieg", r"zeile", r"weg", r"markt", r"berg", r"graben", r"hof",
)

# German street types written as their own word after a place adjective: "Berliner Straße 12",
# "Bergheimer Str. 147", "Frankfurter Allee 22a". Capitalised, matched case-sensitively.
DE_TYPE_WORDS = (
    r"Straße", r"Strasse", r"Str\.", r"Allee", r"Gasse", r"Platz", r"Weg", r"Ring", r"Damm", r"Ufer",
    r"Chaussee", r"Landstraße", r"Landstrasse", r"Steig", r"Pfad", r"Tor", r"Wall",
)

FRENCH_PREFIXES = (
    r"rue", r"r\.", r"avenue", r"av\.", r"ave\.?", r"boulevard", r"bd\.?", r"bld\.?", r"blvd\.?",
    r"chaussée", r"chée", r"place", r"pl\.", r"quai", r"impasse", r"allée", r"chemin", r"ch\.", r"route",
    r"square", r"cours", r"passage", r"rond-point", r"clos", r"sentier", r"drève", r"parvis", r"faubourg",
)
SPANISH_PREFIXES = (
    r"calle", r"c/\.?", r"c\.", r"cl\.", r"cra\.?", r"carrera", r"crt\.", r"(?-i:Av)", r"avd?a?/", r"avenida", r"avda\.?", r"avd\.", r"av\.", r"paseo", r"pº", r"p[º°]\.?",
    r"plaza", r"pza\.?", r"pl\.", r"ronda", r"carretera", r"ctra\.?", r"crta\.?", r"camino", r"travesía",
    r"travesia", r"glorieta", r"rúa", r"rua", r"carrer", r"passeig", r"plaça", r"urbanización", r"urb\.",
    r"pasaje", r"callejón", r"alameda", r"rambla",
)
ITALIAN_PREFIXES = (
    r"via", r"v\.", r"viale", r"v\.le", r"piazza", r"p\.za", r"p\.zza", r"piazzale", r"corso", r"c\.so",
    r"largo", r"vicolo", r"strada", r"lungomare", r"contrada", r"borgo", r"salita",
    # the abbreviations without their dots, as a hurried or dictated note writes them
    r"cso", r"vle", r"pzza",
)
PREFIXES = FRENCH_PREFIXES + SPANISH_PREFIXES + ITALIAN_PREFIXES

# Abbreviated prefixes ("bd.", "r.", "v.", "c/", "Av") count only in notes of their language (French
# also in Belgium and Luxembourg): elsewhere the same letters are other shorthand ("1 BD" is twice a
# day in English, "i.v." opens "v. ..." in German).
PREFIX_LOCALES = (
    (FRENCH_PREFIXES, frozenset({"fr_FR", "fr_BE", "nl_BE", "de_LU"})),
    (SPANISH_PREFIXES, frozenset({"es_ES"})),
    (ITALIAN_PREFIXES, frozenset({"it_IT"})),
)

# French streets named by their type and one adjective, nothing after: "3, Grand-Rue", "Grand'Place 7",
# the main street or square of many a town in France, Belgium and Luxembourg. The prefixes above
# want a name after them and took "Rue" alone (up to the postcode after it) from "3, Grand-Rue, L-...".
FRENCH_WHOLE_STREETS = (r"grande?[-'’ ]?rue", r"grand[-'’ ]?place", r"grand[-'’ ]?route")

ENGLISH_TYPES = (
    r"street", r"st\.?", r"road", r"rd\.?", r"avenue", r"ave\.?", r"lane", r"ln\.?", r"drive", r"close",
    r"way", r"court", r"ct\.?", r"place", r"crescent", r"terrace", r"boulevard", r"blvd\.?", r"square",
    r"gardens", r"grove", r"row", r"mews", r"parkway", r"highway", r"hill", r"walk", r"park",
)

# Box and floor words after a house number: "12 bus 3", "5 bte 2", "2º dcha".
BOX_WORDS = (r"bus", r"bte\.?", r"boîte", r"boite", r"box", r"b\.", r"app\.?", r"apt\.?", r"flat", r"unit")

# Headers after which a postcode stands alone: "CP: 28016", "PLZ 10115".
POSTCODE_HEADERS = (
    r"cp", r"c\.p\.", r"código\s+postal", r"codigo\s+postal", r"postcode", r"post\s*code", r"postal\s+code",
    r"code\s+postal", r"plz", r"postleitzahl", r"cap", r"c\.a\.p\.", r"zip(?:\s*code)?",
)

# Headers that announce a street line, raising the score of what follows.
ADDRESS_HEADERS = (
    r"adres", r"adresse", r"address", r"anschrift", r"domicilio", r"dirección", r"direccion",
    r"indirizzo", r"residenza", r"woonplaats", r"domicile", r"wohnort",
)

# Connectors inside street and city names.
NAME_CONNECTORS = (
    r"de", r"del", r"de\s+la", r"de\s+las", r"de\s+los", r"la", r"las", r"los", r"el", r"du", r"des",
    r"d'", r"l'", r"le", r"les", r"van", r"der", r"den", r"het", r"ter", r"ten", r"von", r"vom", r"zum", r"zur",
    r"di", r"della", r"dello", r"delle", r"dei", r"degli", r"da", r"dal", r"y", r"e", r"the", r"of",
    r"sur", r"aan", r"am", r"an", r"im", r"bei", r"en", r"op", r"sint", r"saint", r"sainte", r"san",
    r"santa", r"santo", r"st\.", r"ste\.",
)

# Words that stand before a one-word Dutch or German street name as part of it
# ("Lange Nieuwstraat", "Sint-Jansstraat", "Koning Albertlaan", "Alte Gasse").
# Any other capitalised word before the street ("Woont Kerkstraat 12") is not
# taken into the span.
STREET_NAME_WORDS = (
    r"Lange", r"Korte", r"Oude", r"Nieuwe", r"Grote", r"Kleine", r"Hoge", r"Lage", r"Brede", r"Sint",
    r"Koning", r"Koningin", r"Prins", r"Prinses", r"Burgemeester", r"Dokter", r"Pastoor", r"Graaf",
    r"Kardinaal", r"Generaal", r"Onze", r"Lieve", r"Vrouw", r"Heilig", r"Zuid", r"Noord", r"Oost", r"West",
    r"Alte", r"Alter", r"Neue", r"Neuer", r"Große", r"Grosse", r"Kleine", r"Hohe", r"Lange", r"Obere",
    r"Untere", r"Sankt", r"St\.", r"Am", r"An\s+der", r"Auf\s+der", r"Zum", r"Zur", r"Vor\s+dem",
)
