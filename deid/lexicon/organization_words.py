"""Words that make a name an organization's: care institutions, employers, insurers, schools.

* ``HEADS``: the kind of organization, written before its name ("Hôpital Erasme", "Casa di
  Cura San Camillo", "Residencia San Isidro", "Apotheek Lindenhof") or after it
  ("Antrim Hospital", "Hilltop Junior School", "Farnley Moor Health Centre").
* ``COMPOUND_HEADS``: German and Dutch glue the kind to the name: "Josefshospital",
  "Brustzentrum", "Georg-August-Universität", "Elisabethziekenhuis".
* ``LEGAL_FORMS``: company suffixes ("srl", "GmbH", "BV", "Ltd").
* ``EMPLOYMENT``: words that put an employer right after them: "Lagerarbeiter bei
  ...", "works as a porter for ...", "caissière chez ...", "werkt bij ...".
* ``CONNECTORS``: lower-case words inside an organization's name ("Centre de Radiologie et
  d'Imagerie Nord", "Haus am Mühlenteich", "Banque de Savoie").
* ``WARD_WORDS``: a hospital ward in our languages; a name before one is the ward's name, a
  letter or number after it the ward's ("Ward B", "Station 3C").

General knowledge of institutions in our countries (Wales's in Welsh: "Ysbyty", "Meddygfa",
"Ysgol", "Canolfan"); lower case, folded.
"""
from __future__ import annotations

from typing import FrozenSet


def _words(text: str) -> FrozenSet[str]:
    return frozenset(text.split())


HEADS = _words(
    """
    ziekenhuis kliniek polikliniek praktijk huisartsenpraktijk groepspraktijk apotheek centrum
    gezondheidscentrum wzc woonzorgcentrum rusthuis verpleeghuis zorgcentrum revalidatiecentrum
    thuiszorg thuisverpleging mutualiteit ziekenfonds zorgverzekeraar gemeente stichting school
    basisschool hogeschool universiteit college az uz umc mc
    hôpital hopital hospices clinique polyclinique cabinet pharmacie centre maison ehpad mrs mr-mrs résidence
    residence foyer mutuelle mutualité mutualite caisse chu chr chu-chr ch cpam caf banque école ecole collège college
    lycée lycee université universite institut laboratoire labo
    hospital clinic surgery practice pharmacy centre center hospice trust school academy college
    university institute laboratory lodge care home nursing infirmary
    hotel hôtel albergo
    ysbyty meddygfa meddygfa'r ysgol canolfan
    ocmw cpas jobcenter sozialamt jugendamt gesundheitsamt landratsamt zorggroep
    amtsgericht landgericht oberlandesgericht sozialgericht arbeitsgericht verwaltungsgericht familiengericht
    rechtbank gerechtshof kantongerecht justitiehuis tribunale
    restaurant ristorante trattoria taverna pizzeria brasserie camping
    transports carrosserie garage boulangerie boucherie entreprise établissements etablissements ets constructions
    ateliers menuiserie plomberie imprimerie
    bakkerij slagerij transportbedrijf bouwbedrijf aannemersbedrijf garagebedrijf autobedrijf drukkerij kapsalon
    schrijnwerkerij
    ambulancezorg trombosedienst brandweerzone huisartsenpost huisartsendienst
    autohaus bäckerei backerei metzgerei spedition schreinerei gärtnerei gartnerei druckerei bauunternehmen
    bodegas talleres transportes construcciones panadería panaderia carpintería carpinteria almacenes
    trasporti costruzioni officina autofficina carrozzeria panificio ditta impresa
    krankenhaus klinik klinikum praxis gemeinschaftspraxis apotheke zentrum pflegeheim altenheim
    seniorenheim kurzzeitpflege pflegedienst sozialstation diakoniestation krankenkasse versicherung unfallkasse
    schule grundschule gymnasium universität universitat hochschule institut labor haus stift
    hospital clínica clinica consultorio farmacia centro residencia ambulatorio mutua mutualidad aseguradora
    ayuntamiento colegio escuela escola instituto universidad universitat laboratorio complejo
    ospedale clinica casa ambulatorio farmacia centro residenza istituto scuola università universita
    laboratorio presidio policlinico azienda asl asst ats inps inail ordine comune cooperativa compagnia
    """
)
# Kind words of one country's institutions, most of them acronyms, that another language's notes
# use for something else ("CAP" a Catalan primary care centre and a pneumonia, "AO" an Italian
# hospital trust and a fracture classification): a kind word in its own language's notes only.
LOCAL_HEADS = {
    # centres of addiction care, psychiatry, child development, home nursing, sheltered work,
    # municipal social action, rehabilitation, long-term care, mother and child protection
    "fr": _words("csapa cmp cmpp camsp ssiad esat ime ccas ssr smr usld pmi"),
    # the health centre ("C.S. Delicias", "CS Almendrales"), the Catalan primary care centre
    "es": _words("cs c.s c.s. cap"),
    # hospital trusts, local health authorities, research hospitals, care homes, a hospital's site
    "it": _words("ao a.o a.o. aou a.o.u a.o.u. asp ausl ulss aulss usl asm asur apss irccs rsa p.o p.o."),
    # Flemish municipal and free primary schools, medical-pedagogical institutes, mental health trusts,
    # the Dutch regional public health services;
    # the Dutch primary schools by denomination (christian, public, protestant, catholic) and child centres
    "nl": _words("gbs vbs mpi ggz ggd cbs obs pcbs rkbs ikc"),
    # medical care centres; the works a miner, docker or plant worker names ("Zeche", "Tagebau"); a
    # company ("Firma Schmitz": in Spanish and Italian "firma" is a signature)
    "de": _words("mvz zeche tagebau werft kraftwerk firma"),
}
# Adjectives that qualify a kind word, between it and the name ("Hospital Universitario ...", "Centre
# Hospitalier Régional de ...", "... Medical Centre"): in a note in lower case nothing else
# tells them from the name's words.
KIND_QUALIFIERS = _words(
    """
    universitario universitaria universitari universitaire universitair universitäts universitats
    general generale général generaal clínico clinico clínica clinica comarcal provincial provinciale
    regional regionale régional intercommunal intercommunale hospitalier hospitaliere hospitalière
    civile maggiore militar militare infantil pediatrico pediátrico psiquiátrico psiquiatrico
    psychiatrique psichiatrico psychiatric royal community district county memorial teaching medical
    health mental care nursing residential city borough academisch algemeen städtisches stadtisches evangelisches katholisches
    städtische städtischen stadtische stadtischen evangelische evangelischen katholische katholischen
    """
)
# Heads after the name ("Antrim Hospital"): the generic ones of English and of German compounds.
TRAILING_HEADS = _words(
    """
    hospital clinic surgery practice pharmacy centre center hospice trust school academy college
    university institute laboratory lodge home partnership infirmary gymnasium lyceum
    council police homecare vets
    motors builders haulage logistics garage
    ziekenhuis kliniek apotheek praktijk klinik klinikum praxis apotheke
    """
)
COMPOUND_HEADS = (
    "hospital", "klinik", "klinikum", "krankenhaus", "zentrum", "universität", "universitat", "ziekenhuis",
    "kliniek", "apotheke", "apotheek", "praxis", "schule", "gasthuis", "stift", "college", "instituut", "atheneum",
)
LEGAL_FORMS = _words(
    """
    srl spa s.r.l s.p.a sas snc gmbh ag kg ohg ug bv nv bvba vzw sprl sa sarl sas sl s.l ltd plc llp inc
    co cie
    """
)
EMPLOYMENT = _words(
    """
    bei chez bij for at presso per para en
    """
)
WORK_WORDS = _words(
    """
    arbeitet arbeitete beschäftigt beschaftigt tätig tatig angestellt arbeitgeber
    works worked working employed employer job
    travaille travaillait employé employe employée employee employeur salarié salarie
    trabaja trabajó trabajo trabajaba empleado empleada empresa
    lavora lavorava lavorato impiegato impiegata dipendente datore
    werkt werkte werkzaam werkgever werknemer
    """
)
CONNECTORS = _words(
    """
    de del della dei degli di da du des la le les l' d' et y e and of the for am an der die das
    zum zur van voor het en dell' sur
    """
)


WARD_WORDS = _words("ward wards unit afdeling zaal poli unite station stationen reparto planta sala pavillon pavilion")
