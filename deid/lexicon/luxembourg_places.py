"""Luxembourg's communes and larger localities, by their official and their Luxembourgish names.

    luxembourg_place("Péiteng")   # -> True

The place lists (GeoNames, ``deid.lexicon.word_classes``) hold Luxembourg's towns of some size by
their official French or German names, and their alternate names only for the largest: a
Luxembourg note names a village the lists lack ("Landwirt in Noertrange"), a town by a name of two
words whose second is a German word ("in Colmar-Berg", "Esch-Uelzecht"), or a town as its people
say it ("am Altersheem zu Péiteng", "doheem zu Wooltz"). These are the country's communes and
their main localities as the state's register of localities names them, in French, German and
Luxembourgish, from general knowledge of the country; folded. Read where a place stands (after a
locative: ``deid.detect.patterns.places``), never alone.
"""
from __future__ import annotations

import functools
from typing import FrozenSet

from deid.lexicon.name_lexicon import fold

# Official name, then the Luxembourgish (and German) forms a note may write instead.
_PLACES = """
Luxembourg Lëtzebuerg Luxemburg | Esch-sur-Alzette Esch-Uelzecht Esch/Alzette | Differdange Déifferdeng Differdingen |
Dudelange Diddeleng Düdelingen | Pétange Péiteng Petingen | Sanem Suessem Sassenheim | Hesperange Hesper Hesperingen |
Bettembourg Beetebuerg Bettemburg | Schifflange Schëffleng Schifflingen | Kayl Keel | Ettelbruck Ettelbréck |
Diekirch Dikrech | Strassen Stroossen | Bertrange Bartreng Bartringen | Mamer | Mersch Miersch |
Wiltz Wooltz | Echternach Iechternach | Grevenmacher Gréiwemaacher | Remich Réimech | Mondorf-les-Bains
Munneref Bad-Mondorf | Vianden Veianen | Clervaux Klierf | Troisvierges Ëlwen Ulflingen | Redange Réiden
Redingen | Steinfort Stengefort | Capellen | Käerjeng Bascharage Nidderkäerjen | Mondercange Monnerech
Monnerich | Rumelange Rëmeleng Rümelingen | Walferdange Walfer Walferdingen | Niederanven Nidderaanwen |
Sandweiler | Contern Conter | Schuttrange Schëtter | Lorentzweiler | Steinsel Steesel | Junglinster
Jonglënster | Lintgen Lëntgen | Colmar-Berg Colmer-Bierg | Larochette Fiels Fels | Erpeldange Ierpeldeng |
Schieren | Feulen Feelen | Bourscheid Buerschent | Esch-sur-Sûre Esch-Sauer | Rambrouch Rammerech | Useldange
Useldeng | Rosport Rouspert | Consdorf Konsdref | Heffingen Hefengen | Fischbach Fëschbech | Tuntange Tënten |
Koerich Käerch | Garnich Garnech | Dippach Dippech | Leudelange Leideleng | Roeser Réiser | Frisange Fréiseng |
Dalheim Dalem | Lenningen Lennéng | Flaxweiler Fluessweiler | Betzdorf | Manternach | Mertert | Wormeldange
Wuermer | Waldbillig Waldbëlleg | Weiswampach Wäiswampech | Wincrange Wëntger | Hosingen Housen | Bissen |
Beckerich Biekerech | Ell | Vichten Viichten | Mompach | Beaufort Beefort | Bettendorf Bettenduerf |
Reisdorf Reisduerf | Berdorf Bäerdref | Kehlen Kielen | Kopstal Koplescht | Weiler-la-Tour Weiler-zum-Tuer |
Reckange-sur-Mess Reckeng-Mess | Goesdorf Gouschdref | Winseler Wanseler | Boulaide Bauschelt | Kiischpelt |
Putscheid Pëtscht | Tandel | Noertrange Näertreg | Niederkorn Nidderkuer | Oberkorn Uewerkuer |
Belvaux Bieles Beles | Soleuvre Zolwer | Ehlerange Éilereng | Lamadelaine Rolleng | Rodange Réideng | Lasauvage
Zowaasch | Foetz Féitz | Bergem | Pontpierre Steebrécken | Schouweiler Schuller | Sprinkange Sprénkeng |
Bonnevoie Bouneweg | Gasperich Gaasperech | Kirchberg Kierchbierg | Limpertsberg Lampertsbierg | Cessange
Zéisseng | Howald Houwald | Bridel Briddel | Bereldange Bäreldeng | Heisdorf Heeschdrëf | Hautcharage Uewerkäerjen |
Clemency Kënzeg | Nospelt Nouspelt | Grosbous Groussbus | Marnach Maarnech | Heiderscheid
Heischent | Ingeldorf Angelduerf | Warken | Gilsdorf Gilsduerf | Bettborn Bieberech | Hollerich Hollerech |
Merl | Cents Zens | Pfaffenthal Pafendall | Grund Gronn | Eich Eech | Dommeldange Dummeldeng | Beggen Béigen |
Mühlenbach Millebaach | Rollingergrund Rolléngergronn | Weimerskirch Weimeschkierch | Neudorf Neiduerf |
Hamm | Pulvermühl Polfermillen | Belair
"""
# A name that is also a word of German, French or English is that word after "in", "nach", "à" far
# more often ("Fels", "Parc", "Cents", "Ell"): a word its dictionary writes small, or a German word
# this frequent (Zipf; German writes its nouns capitalised), is left out. (Towns that large, "Hamm",
# "Luxembourg", are in the place lists already.)
WORD_ZIPF = 3.5


@functools.lru_cache(maxsize=1)
def luxembourg_places() -> FrozenSet[str]:
    from deid.lexicon.dictionary_words import common_word
    from deid.lexicon.name_likelihood import name_evidence

    evidence = name_evidence()
    names = {name for group in _PLACES.split("|") for name in group.split()}
    return frozenset(fold(name) for name in names
                     if not any(common_word(name.lower(), language) for language in ("de", "fr", "en"))
                     and evidence.text_zipf(name, "de") < WORD_ZIPF)


def luxembourg_place(place: str) -> bool:
    """Whether ``place`` (as written) is one of Luxembourg's communes or localities."""
    return fold(place) in luxembourg_places()
