"""Ordinary words that are also first names, surnames or place names, per language.

The registry matcher treats a registry value found here (or one of four
letters or fewer) as *guarded*: it only fires on an exact, capitalised,
whole-word occurrence outside a date (see ``deid.detect.registry``). A fuzzy
match that lands on one of these words is rejected too, so "Peter" with one
typo does not fire on "meter".

The lists are deliberately small and hand-made: frequent function and
clinical words of at least three letters, and ordinary words known to double
as names in our locales (Roos, Kok, Smith, Baker, Visser, Bakker, Meunier,
Wolf, Rose, Fischer, ...). Month and weekday names come from
``deid.lexicon.months`` and are added to every language. Lower case, without
diacritics (they are compared on the projection, which strips them).
"""
from __future__ import annotations

import unicodedata
from typing import Dict, FrozenSet

from deid.lexicon.months import MONTHS


def _words(text: str) -> FrozenSet[str]:
    return frozenset(text.split())


_COMMON: Dict[str, FrozenSet[str]] = {
    "nl": _words(
        """
        aan achter alle alleen als altijd ander anders arm arts avond baas bakker
        bed been beek beer berg bij blijft bloed boer bos boven breed broek bron
        bruin buik dag dak dan dat deze dit dokter door dorp drie druk duin eens
        een elk enkel erg gaat geen geel gent goed graaf groen groot haan haar hart
        heer hier hoek hof hoge hond hoofd hout huis jaar jager kan kant kerk klein
        knie koe koek kok koning kort kraai kuiper laan land lang leeuw lente let
        linker maal man meer mees melk met meter mijn molen mond mooi muur naar
        nacht neus niet nog nooit noord ook oost over pijn plas poel put raaf recht
        rechter roos rood rug schaap scheper schip school smit smits snel spier
        steen storm straat swart tand ter tijd toch tuin twee uit van veld ver
        verder vink visser vogel voor vos vrij waar wagenaar wand water weg wel
        wever wijk wit wolf zaal zee zeer zijn zo zoon zuid zwart arm been bloed
        mei roos hoest koorts wonde
        """
    ),
    "fr": _words(
        """
        ainsi alors apres aussi avant avec avril bas beau belle bien blanc bois
        bon bonne boucher bras brun car cela ces chaque chef chevalier clerc comme
        coeur cote dans depuis des deux doux droit elle encore entre est etat
        fabre faible faure fer fils fort fontaine franc gauche grand gros haut
        jardin jeune joli lac laine leblanc lebrun lefebvre leroy les leur loup
        main mais marchand masse mer mercier mere meunier moins mont mort
        mur noir nous pas pere petit peu pierre plus pont pour pres rose roux
        sans sec selon sous suite sur tete tonnelier tous tout tres vache vert
        vie ville voie vous toux fievre douleur plaie rein sang
        """
    ),
    "en": _words(
        """
        about after again all also and any baker bank bell bird black brook brown
        bush but can care carter chase clay cook cross day dean doctor down each
        english field fisher fish ford fox from frost gate glass gold good grace
        gray green hall hand hart head heart hill hope house hunter joy just king
        lake lane lee long love lord major mark marsh mason may mill miller moon
        moore more nice north not now over page park pain parker patience penny
        pool price reed rich rivers rock rose ross rush sage sharp shaw short
        smith snow son south stone storm street summer swan the then this tower
        turner via wall ward water well west white will wise wolf wood woods young
        with what when where which while who why work worse cough fever wound
        blood chest
        """
    ),
    "de": _words(
        """
        aber acht alle alt als auch auf aus bach bauer bauch baum becker berg
        blut braun brust bach das dem den der des die dies doch dorf drei durch
        ein eine fischer fuchs fuss gar gross gut hahn hals hand hart haus herr
        herz hof hoch holz hund jung kaiser kalt keller klein koch kopf krause
        kurz lang mann meier meyer mit muller nach neu nicht noch nord oder ost
        richter rot schmidt schneider schwarz see sehr sohn stein sud tag vogel
        voll vom von vor wald weber weiss wolf zimmermann zum zur
        schmerz husten fieber
        """
    ),
    "es": _words(
        """
        alto bajo blanco bueno calle campo casa como con cruz del dolor donde
        dos el esta flor fuerte gallo grande hay hijo leon lobo luz mar mas
        mayor menor mientras monte muy negro nieve nuevo paz para pero piedra
        poco por puerta que rey rio rojo rosa santo sangre sin sobre sol tos
        torre tres una uno valle vega verde vida fiebre
        """
    ),
    "it": _words(
        """
        alto anche bello bene bianco bosco casa che come con conte corso costa
        del della dolore dopo dove fabbro ferro fiore fiume forte gallo grande
        gatto lago leone lupo mare marino molto monte nero neve nuovo pace per
        piccolo pietra poco ponte porta quando rosa rosso sale sangue santo
        sempre senza sole sopra sotto tosse torre tre verde vita febbre
        """
    ),
}

_WEEKDAYS = _words(
    """
    maandag dinsdag woensdag donderdag vrijdag zaterdag zondag lundi mardi mercredi
    jeudi vendredi samedi dimanche monday tuesday wednesday thursday friday saturday
    sunday montag dienstag mittwoch donnerstag freitag samstag sonntag lunes martes
    miercoles jueves viernes sabado domingo lunedi martedi mercoledi giovedi venerdi
    sabato domenica
    """
)


def _strip(word: str) -> str:
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c) and c.isalnum())


def month_words() -> FrozenSet[str]:
    """Every month spelling of every language, projected (lower case, no diacritics, no dots)."""
    return frozenset(_strip(name) for names in MONTHS.values() for month in names for name in month)


COMMON_WORDS: Dict[str, FrozenSet[str]] = {
    language: words | month_words() | _WEEKDAYS for language, words in _COMMON.items()
}
# Notes mix languages (English terms in a Dutch letter), so the matcher checks all lists.
ALL_COMMON_WORDS: FrozenSet[str] = frozenset().union(*COMMON_WORDS.values())
