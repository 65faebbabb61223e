"""Finite verbs that follow a person as the subject of a sentence, per language.

"Karen will send the letter", "Gaston va rentrer", "Eulalia está mejor", "Jan belt morgen",
"Dagmar hat angerufen", "Fulvia è passata": a capitalised first name opening a sentence, then one of
these, is a person acting. Closed-class words (auxiliaries, modals, negation and the reflexive and
personal pronouns that come between a subject and its verb; not those that are also articles,
"le", "la", "lo": "Saint-Gilles le 10 mai", but the Spanish "le", "les", whose articles are "el",
"los"), the verbs of the people around a patient (calling, visiting, saying, asking, bringing,
staying, worrying, hoping), of the carers in a log (giving, changing, checking, informing, washing,
removing, mobilising, in the present: a past participle follows its object, "Dressing changed"; the
English plan's "to") and of the patient in a case report (presenting, reporting, denying, eating,
sleeping, walking). Third person singular, present and past; lower case as they are written after
the subject. Apart from them, the participles of telling (``INFORMED_PARTICIPLES``) that a log
writes beside the person told.
"""
from __future__ import annotations

from typing import Dict, FrozenSet

SUBJECT_VERBS: Dict[str, FrozenSet[str]] = {
    "en": frozenset({
        "is", "was", "has", "had", "will", "would", "can", "could", "should", "may", "might", "must",
        "shall", "does", "did", "isn't", "wasn't", "hasn't", "won't", "can't", "doesn't", "didn't",
        "says", "said", "rang", "rings", "called", "calls", "phoned", "phones", "visited", "visits",
        "came", "comes", "wants", "wanted", "asked", "asks", "reports", "reported", "states", "stated",
        "feels", "felt", "thinks", "thought", "agreed", "agrees", "brought", "brings", "took", "takes",
        "gave", "gives", "stayed", "stays", "arrived", "arrives", "helped", "helps", "noticed",
        "explained", "confirmed", "knows", "knew", "lives", "lived", "works", "worked", "prefers",
        "declined", "refused", "requested", "mentioned", "spoke", "speaks", "needs", "needed",
        "presented", "presents", "denies", "denied", "accepted", "tolerated", "ate", "eats", "slept",
        "sleeps", "walked", "walks", "remains", "remained", "seems", "seemed", "appears", "appeared",
        "worried", "worries", "hopes", "hoped", "wishes", "wished", "understands", "understood",
        "expressed", "expresses",
        # the plan's "to" ("Orla to chase bloods"); never a participle, which a log writes after its
        # object ("Dressing changed", "Cannula removed")
        "to",
    }),
    "fr": frozenset({
        "est", "était", "a", "avait", "aura", "sera", "va", "allait", "ira", "vient", "venait",
        "viendra", "dit", "disait", "veut", "voulait", "peut", "pourra", "pouvait", "doit", "devait",
        "appelle", "appelait", "téléphone", "passe", "passera", "rentre", "arrive", "souhaite",
        "demande", "pense", "trouve", "reste", "vit", "habite", "travaille", "apporte", "aide",
        "présente", "présentait", "refuse", "refusait", "accepte", "tolère", "mange", "dort", "marche",
        "semble", "paraît", "espère", "comprend",
        "administre", "donne", "prévient", "informe", "retire", "prélève",
        "vérifie", "mobilise", "lave", "installe",
        "ne", "n'", "n’", "se", "s'", "s’", "lui", "nous", "vous",
    }),
    "nl": frozenset({
        "is", "was", "heeft", "had", "zal", "zou", "kan", "kon", "moet", "moest", "mag", "mocht",
        "wil", "wilde", "komt", "kwam", "belt", "belde", "zegt", "zei", "gaat", "ging", "vraagt",
        "vroeg", "blijft", "bleef", "woont", "werkt", "brengt", "bracht", "helpt", "hielp", "neemt",
        "nam", "geeft", "gaf", "weet", "wist", "vindt", "vond", "denkt", "dacht", "bezoekt",
        "bezocht", "wordt", "werd", "weigert", "weigerde", "eet", "at", "slaapt", "sliep", "loopt",
        "liep", "lijkt", "leek", "hoopt", "hoopte", "wenst", "begrijpt", "maakt",
        "verzorgt", "verschoont", "dient", "controleert", "informeert", "verwijdert", "plaatst", "wast",
        "mobiliseert", "doet", "haalt", "prikt", "verbindt",
    }),
    "de": frozenset({
        "ist", "war", "hat", "hatte", "wird", "würde", "kann", "konnte", "soll", "sollte", "muss",
        "musste", "darf", "will", "wollte", "möchte", "kommt", "kam", "ruft", "rief", "sagt", "sagte",
        "geht", "ging", "fragt", "fragte", "bleibt", "blieb", "wohnt", "arbeitet", "bringt",
        "brachte", "hilft", "half", "nimmt", "nahm", "gibt", "gab", "weiß", "wusste", "findet",
        "fand", "meint", "meinte", "besucht", "besuchte", "klagt", "klagte", "isst", "aß", "schläft",
        "schlief", "läuft", "lief", "wirkt", "wirkte", "verweigert", "verweigerte", "hofft", "hoffte",
        "wünscht", "versteht", "sorgt",
        "übernimmt", "wechselt", "verabreicht", "informiert", "entfernt", "legt", "kontrolliert",
        "mobilisiert", "wäscht", "macht", "misst", "verbindet",
    }),
    "es": frozenset({
        "es", "está", "estaba", "era", "fue", "ha", "había", "va", "iba", "irá", "viene", "vino",
        "vendrá", "dice", "dijo", "quiere", "quería", "puede", "podrá", "debe", "llama", "llamó",
        "pregunta", "preguntó", "trae", "trajo", "vive", "vivía", "trabaja", "ayuda", "prefiere",
        "presenta", "presentaba", "presentó", "refiere", "refería", "refirió", "acude", "acudió",
        "ingresa", "ingresó", "muestra", "mostraba", "mostró", "tiene", "tenía", "tuvo", "sigue",
        "siguió", "niega", "negaba", "come", "duerme", "camina", "parece", "espera", "desea", "entiende",
        "cambia", "realiza", "administra", "pone", "retira", "coloca", "canaliza", "extrae",
        "avisa", "comenta", "informa", "valora", "moviliza", "revisa", "hace",
        "se", "no", "nos", "me", "te", "le", "les",
    }),
    "it": frozenset({
        "è", "era", "sarà", "ha", "aveva", "avrà", "va", "andrà", "viene", "veniva", "verrà", "dice",
        "disse", "vuole", "voleva", "può", "potrà", "deve", "chiama", "chiamerà", "porta", "resta",
        "vive", "abita", "lavora", "aiuta", "preferisce", "passa", "passerà", "torna", "tornerà",
        "presenta", "presentava", "riferisce", "riferiva", "mostra", "mostrava", "accetta", "rifiuta",
        "mangia", "dorme", "cammina", "sembra", "spera", "chiede", "desidera", "capisce",
        "esegue", "cambia", "somministra", "rimuove", "posiziona", "informa", "avvisa", "controlla",
        "mobilizza", "fa",
        "si", "non", "mi", "ti",
    }),
}


def subject_verbs(language: str) -> FrozenSet[str]:
    """The verbs of ``language`` (a wordfreq two-letter code); none for another language."""
    return SUBJECT_VERBS.get(language, frozenset())


# Past participles of telling and reaching someone, written right after the person told in a log
# ("Quentin informé.", "Ilona verwittigd", "Aitor avisado"), or right before in the Romance languages
# ("avvisato Loris", "comunicado a Aitor"): whoever stands beside them was told,
# so a first name there is a person even where the verb is no finite one. Only these: any other
# participle follows its object ("Drain removed", "Verband gewechselt"). Lower case, all genders.
INFORMED_PARTICIPLES: Dict[str, FrozenSet[str]] = {
    "en": frozenset({"informed", "notified", "updated", "contacted", "aware", "bleeped", "paged", "told"}),
    "fr": frozenset({"informé", "informée", "informés", "informées", "prévenu", "prévenue", "prévenus",
                     "prévenues", "averti", "avertie", "avisé", "avisée", "contacté", "contactée", "joint",
                     "jointe", "appelé", "appelée", "bipé", "bipée"}),
    "nl": frozenset({"geïnformeerd", "geinformeerd", "verwittigd", "ingelicht", "gecontacteerd", "gebeld",
                     "gebiept", "gepiept"}),
    "de": frozenset({"informiert", "benachrichtigt", "verständigt", "kontaktiert", "angerufen", "aufgeklärt",
                     "angefunkt"}),
    "es": frozenset({"informado", "informada", "avisado", "avisada", "contactado", "contactada", "comunicado",
                     "comunicada", "llamado", "llamada", "localizado", "localizada"}),
    "it": frozenset({"informato", "informata", "avvisato", "avvisata", "avvertito", "avvertita", "contattato",
                     "contattata", "chiamato", "chiamata", "allertato", "allertata"}),
}


def informed_participles(language: str) -> FrozenSet[str]:
    """The participles of telling of ``language``; none for another language."""
    return INFORMED_PARTICIPLES.get(language, frozenset())
