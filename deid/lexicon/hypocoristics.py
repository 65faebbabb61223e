"""Hypocoristics: the familiar forms of first names in the languages our notes are written in.

English nicknames come from the ``nicknames`` package (``deid.lexicon.build_nicknames``); clipped
forms and diminutives are made by rule (``deid.lexicon.registry_short_forms``). What neither
gives are the familiar forms that no rule derives, because they change the name's sounds: Spanish
"Goyo" for Gregorio and "Merche" for Mercedes, Italian "Mimmo" for Domenico, Dutch "Kees" for
Cornelis, German "Fritz" for Friedrich. These are general knowledge of each language, as the lists of
hypocoristics in the Spanish, Italian, Dutch, German and French Wikipedias and the language
academies' guides record them: the common ones only, never a form taken from a note.

One table per language: the first name (folded, one word: a double name's parts are looked up
one by one), then its familiar forms (folded).
A form is a guarded spelling of the same registry person (``deid.detect.registry.variants``):
it must still be a first name of real populations and no ordinary word of the note's language
(``registry_short_forms.short_forms``), so "Goyo" or "Kees" become the person's name only in a
note whose registry holds a Gregorio or a Cornelis.
"""
from __future__ import annotations

from typing import Dict, Tuple

from deid.lexicon.name_lexicon import fold


def _table(text: str) -> Dict[str, Tuple[str, ...]]:
    table: Dict[str, Tuple[str, ...]] = {}
    for line in text.strip().splitlines():
        name, _, forms = line.partition(":")
        table[fold(name.strip())] = tuple(fold(f) for f in forms.split())
    return table


_SPANISH = _table("""
    francisco: paco pancho curro quico kiko fran paquito
    francisca: paca paqui curra
    jose: pepe pepito
    josefa: pepa pepita fina
    dolores: lola loli lolita
    manuel: manolo manu lolo nolo
    manuela: manoli manola
    rosario: charo chari
    concepcion: concha conchi conchita
    ignacio: nacho
    enrique: quique kike
    mercedes: merche merce
    pilar: pili
    teresa: tere maite
    asuncion: asun chon
    antonio: toño toni
    antonia: toñi
    gregorio: goyo
    guadalupe: lupe lupita
    consuelo: chelo
    isabel: isa chabela
    inmaculada: inma macu
    remedios: reme
    candelaria: cande
    fernando: nando
    federico: fede
    rafael: rafa
    jesus: chus chucho
    encarnacion: encarna
    soledad: sole
    montserrat: montse
    purificacion: puri
    milagros: mila
    guillermo: guille
    ramon: moncho
    domingo: mingo
    vicente: chente
    salvador: salva
    santiago: santi
    sebastian: chano sebas
    eduardo: edu lalo
    alejandro: alejo jandro
    margarita: marga
    angustias: tati
    ascension: chon
""")

_ITALIAN = _table("""
    giuseppe: peppe beppe pino peppino
    giuseppina: pina peppa
    francesco: cecco checco
    giovanni: gianni nanni vanni
    giovanna: gianna vanna
    salvatore: toto turi salvo
    vincenzo: enzo
    domenico: mimmo
    alessandro: sandro
    alessandra: sandra
    luigi: gino gigi
    luigia: gina
    caterina: rina
    beatrice: bice
    margherita: rita ghita
    elisabetta: betta
    raffaele: lello
    emanuele: lele manu
    gabriele: lele
    daniele: lele
    michele: lele
    gaetano: tano
    concetta: cettina
    carmela: melina
    giacomo: mino
    massimo: max
    maria: mariuccia
    teresa: tina
    vittorio: vito
""")

_DUTCH = _table("""
    johannes: jan hans johan joop hannes
    johanna: anneke hanna jans joke
    wilhelmina: mien willy wilma mina
    hendrik: henk rik hein
    cornelis: kees cor nelis
    cornelia: corrie nel
    jacobus: koos jaap sjaak
    petrus: piet peer
    adrianus: arie ad janus
    gerardus: gerrit gert geert
    theodorus: theo dorus
    antonius: toon teun ton
    franciscus: frans sus
    wilhelmus: wim willem pim
    catharina: toos trijn kaat ria
    maria: mieke marieke mies ria
    elisabeth: els lies betje
    hermanus: herman manus
    josephus: jos sjef jef
    bernardus: ben bert barend
    geertruida: truus trui geertje
    jacoba: coby co
    hubertus: huub
    leonardus: leo leen
    martinus: tinus
    nicolaas: klaas nico
    lambertus: bert
""")

_GERMAN = _table("""
    johannes: hans hannes
    johann: hans
    elisabeth: lisbeth liesl else elsbeth sissi
    margarete: grete gretel marga
    katharina: kathe kathi trine
    josef: sepp beppo jupp
    joseph: sepp jupp
    friedrich: fritz
    heinrich: heinz heini
    wilhelm: willi
    barbara: barbel
    gertrud: trude gerti
    magdalena: lena leni
    maria: mitzi
    matthias: hias
    georg: schorsch
    ludwig: lutz
    dorothea: dora thea
    helene: lene
    susanne: susi
    theresia: resi
    rosemarie: rosi
    franziska: franzi
    nikolaus: klaus
""")

_FRENCH = _table("""
    pierre: pierrot
    jean: jeannot
    marguerite: margot
    isabelle: zaza
    elisabeth: babette lisette
    francoise: fanfan
    guillaume: guigui
    dominique: dom
    frederic: fred
    nicolas: nico
    catherine: cathy
    jacqueline: jacotte
    josephine: josette fifi
""")

_TABLES = {"es": _SPANISH, "it": _ITALIAN, "nl": _DUTCH, "de": _GERMAN, "fr": _FRENCH}


def hypocoristics(language: str) -> Dict[str, Tuple[str, ...]]:
    """First name (folded) -> its familiar forms (folded) in ``language``; empty for English (its
    nicknames have their own table) and for a language we do not write."""
    return _TABLES.get(language, {})
