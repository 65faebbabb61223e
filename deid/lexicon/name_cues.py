"""Words that announce a person's name, per language: honorifics, titles, relations, header labels.

The registry matcher (``deid.detect.registry.cues``) gives the word right after
one of these a larger edit budget against the note's registry names: "Dr.
Kraku" is Dr. Kraus with two typos, where "Kraku" alone would be too far from
"Kraus" to be trusted. The words are the ones every clinical writer uses
before a name: courtesy titles ("Mevr.", "Herrn", "Sig.ra"), professional
titles ("Dr.", "Prof.", "Dott.ssa"), patient abbreviations of nursing notes
("Pat.", "Pz."), the patient's own physician ("huisarts", "médecin traitant", "médico de
cabecera", "medico curante"), family and care relations ("echtgenote", "son", "Nachbar"),
and the labels of letter headers ("Betreft:", "Re:", "Nom:").

Lower case, compared case-insensitively on the original text; a trailing dot
is optional and not written here. Dotted titles are written with their inner
dot ("dott.ssa"). Single letters ("M." for Monsieur, "D." for Don) are left
out: a capital and a dot are read as an initial, which the matcher checks
against the person's first names instead (French "M." before a capitalised word is the
one exception: ``deid.detect.registry.cues.NoteWords.monsieur``).
"""
from __future__ import annotations

from typing import Dict, FrozenSet


def _words(text: str) -> FrozenSet[str]:
    return frozenset(text.split())


NAME_CUES: Dict[str, FrozenSet[str]] = {
    "nl": _words(
        """
        dr dokter prof mevr mevrouw mw mej juffrouw dhr heer meneer zr zuster pat pt
        patient patiente patiënt patiënte echtgenote echtgenoot partner zoon dochter
        broer zus moeder vader buurman buurvrouw kleinzoon kleindochter schoonzoon
        schoondochter neef nicht oom tante huisarts betreft inzake aanvrager naam
        """
    ),
    "fr": _words(
        """
        dr docteur pr professeur madame mme mlle mademoiselle monsieur mr patient
        patiente époux épouse epoux epouse mari fils fille frère frere sœur soeur
        mère mere père pere voisin voisine nom objet médecin medecin traitant généraliste generaliste
        """
    ),
    "en": _words(
        """
        dr doctor prof mr mrs ms miss mx patient pt husband wife son daughter brother
        sister mother father partner neighbour neighbor friend re name nok gp
        """
    ),
    "de": _words(
        """
        dr med prof herr herrn frau fr hr pat patient patientin ehemann ehefrau
        gatte gattin sohn tochter bruder schwester mutter vater nachbar nachbarin
        betreff betr name hausarzt hausärztin
        """
    ),
    "es": _words(
        """
        dr dra doctor doctora sr sra srta señor señora senor senora don doña dña dna
        paciente pac esposo esposa marido hijo hija hermano hermana madre padre
        vecino vecina nombre médico medico cabecera
        """
    ),
    "it": _words(
        """
        dr dott dott.ssa dr.ssa dottore dottoressa prof sig sig.ra sig.na signor
        signora signore pz paziente marito moglie figlio figlia fratello sorella
        madre padre vicino vicina medico curante
        """
    ),
}

ALL_NAME_CUES: FrozenSet[str] = frozenset().union(*NAME_CUES.values())
