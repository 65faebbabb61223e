"""Where a NER name ends: the last surname is kept when it looks like an ordinary word
(deid.detect.ner_gate.NameGate.name_extent)."""
import pytest

from deid.detect.ner_gate import NameGate

GATE = NameGate()


def extent(text, span, language="es"):
    start = text.index(span)
    a, b = GATE.name_extent(text, start, start + len(span), language)
    return text[a:b]


@pytest.mark.parametrize("text, span, expected", [
    # a double surname: every part capitalised
    ("Médico: Rosa Lleida-Camino NºCol: 28 28 11111.", "Rosa Lleida-Camino NºCol", "Rosa Lleida-Camino"),
    # an ordinary word right before the field that follows the name
    ("Médico: Inés Ferrer Cerca NºCol: 28 28 22222.", "Inés Ferrer Cerca NºCol", "Inés Ferrer Cerca"),
    # an ordinary word before a comma
    ("Remitido por: Dr. Julián de Abajo, Sección de Nefrología.", "Julián de Abajo", "Julián de Abajo"),
])
def test_a_surname_that_is_also_a_word_ends_the_name_field(text, span, expected):
    assert extent(text, span) == expected


@pytest.mark.parametrize("text, span, expected", [
    ("Dr. Luis Moreno Vidal Servicio de Urología", "Luis Moreno Vidal Servicio", "Luis Moreno Vidal"),
    ("Dra. Ana Ruiz Molina Email: ana@correo.es", "Ana Ruiz Molina Email", "Ana Ruiz Molina"),
    ("Dra. Marta Gil Ochoa Tfno: 912 000 000", "Marta Gil Ochoa Tfno", "Marta Gil Ochoa"),  # a contact field
    ("Jordi Alcoy Serra Institut de Ciències", "Jordi Alcoy Serra Institut", "Jordi Alcoy Serra"),   # an institution word
])
def test_a_word_the_model_ran_on_into_is_still_cut(text, span, expected):
    assert extent(text, span) == expected


@pytest.mark.parametrize("text, span, expected", [
    ("Pase de guardia: TCAE Itxaso, sin incidencias.", "TCAE Itxaso", "Itxaso"),     # a role in capitals
    ("Pflege: Schw. Gertrud, Nachtdienst.", "Schw. Gertrud", "Gertrud"),            # a role's abbreviation
    ("Doctor Amaia Etxarri Zulaika", "Doctor Amaia Etxarri Zulaika", "Amaia Etxarri Zulaika"),  # a title
])
def test_titles_and_roles_before_a_name_stay_outside_it(text, span, expected):
    assert extent(text, span) == expected


@pytest.mark.parametrize("text, span, expected", [
    ("Hallo Wiebke, bitte Rückruf.", "Hallo Wiebke", "Wiebke"),                 # a greeting
    ("Lives with partner Declan Moyes.", "partner Declan Moyes", "Declan Moyes"),  # a relation in lower case
    ("Sozialanamnese: Ehefrau Ortrud, Rentnerin.", "Ehefrau Ortrud", "Ortrud"),   # a relation word
    ("Befund an MTA Kowalczyk.", "MTA Kowalczyk", "Kowalczyk"),                  # a laboratory assistant
    ("Dipl.-Psych. Henrike Ostwald", "Dipl.-Psych. Henrike Ostwald", "Henrike Ostwald"),  # a degree
    ("i. A. Jannik Brennecke", "i. A. Jannik Brennecke", "Jannik Brennecke"),  # signed on behalf of
])
def test_greetings_relations_degrees_and_formulas_before_a_name_stay_outside_it(text, span, expected):
    assert extent(text, span) == expected


def test_a_relation_word_that_is_a_common_surname_stays_in_the_name():
    # "Petit" is a relation word ("la petite", a child) and one of the commonest French surnames.
    assert extent("Dr Petit Amandine", "Petit Amandine") == "Petit Amandine"


def pieces(text, span):
    start = text.index(span)
    return [text[a:b] for a, b in GATE.name_pieces(text, start, start + len(span))]


@pytest.mark.parametrize("text, span, expected", [
    # a sentence ends inside the span: a frequency and a signature, two signers
    ("Paracetamol 1 g QDS. Ffion 21:00 settled.", "QDS. Ffion", ["QDS", "Ffion"]),
    ("Verband gewechselt, Dr. Yilmazer. Jo 05:30 ruhig.", "Yilmazer. Jo", ["Yilmazer", "Jo"]),
    # punctuation of the text around the name: the full stop before it, quotes, an unopened bracket
    ("Mobilisatie gestart. \". Lieke", "\". Lieke", ["Lieke"]),
    ("Nachricht an Dr. Kaczmarczyk.", "Kaczmarczyk.", ["Kaczmarczyk"]),
    ("Diagnose bestätigt (Dr. ÖZTÜRKOĞLU)", "ÖZTÜRKOĞLU)", ["ÖZTÜRKOĞLU"]),
    ("Anästhesie: Dr. med. Irina Wasilenko / Pflege", "Irina Wasilenko /", ["Irina Wasilenko"]),
    # a list of people and their roles read as one: the next person's role after a comma
    ("Presenti: inf. Graziella, OSS Saverio, fisioterapista Alessio.", "Graziella, OSS Saverio", ["Graziella", "Saverio"]),
    ("Anwesend: Sr. Gerlinde, Dr. Quast, PT Jannik.", "Gerlinde, Dr. Quast", ["Gerlinde", "Quast"]),
    ("Anästhesie: Dr. Ilić, OTA: Mirco", "Ilić, OTA: Mirco", ["Ilić", "Mirco"]),   # the role's field colon
])
def test_a_models_name_span_is_split_into_the_names_it_holds(text, span, expected):
    assert pieces(text, span) == expected


@pytest.mark.parametrize("text, span", [
    ("Visite par Dr. Vandermeersch ce matin.", "Dr. Vandermeersch"),   # a title's dot
    ("Signed: J. Ashworth-Pryce", "J. Ashworth-Pryce"),                 # an initial's dot
    ("Naar Prof. Vanhaecke. Morgen terug.", "Prof. Vanhaecke"),
    ("Remitido por Otero Lamela, G. para control", "Otero Lamela, G."),  # an initial closes the name
    ("Pablo (Tito) Garmendia", "Pablo (Tito) Garmendia"),                # a bracket the name opened
])
def test_the_dots_and_brackets_of_a_name_stay_in_it(text, span):
    assert pieces(text, span) == [span]


@pytest.mark.parametrize("text, span, language, expected", [
    # in capitals a function word of the sentence ends the name, and so do particles that open none
    ("ZIET HAAR DR VERLINDEN OP DE GANG.", "VERLINDEN OP DE GANG", "nl", "VERLINDEN"),
    ("LETTER FROM DR HOLLOWAY ON 2/10.", "HOLLOWAY ON", "en", "HOLLOWAY"),
    # particles before a surname stay
    ("GEZIEN DOOR DR RUTGER VAN DEN HEUVEL.", "RUTGER VAN DEN HEUVEL", "nl", "RUTGER VAN DEN HEUVEL"),
])
def test_in_capitals_a_name_ends_before_the_words_of_its_sentence(text, span, language, expected):
    assert extent(text, span, language) == expected


@pytest.mark.parametrize("text, span, language, expected", [
    # a carer's abbreviation, capitalised, before the name stays outside it
    ("Verband erneuert von Sr Klug kontrolliert von Pfl Käfer\n", "Pfl Käfer", "de", "Käfer"),
    ("Kontrolliert von Pfl. Käfer.", "Pfl. Käfer", "de", "Käfer"),
    # unless people bear it as a first name: then it may open the name
    ("Seen with Reg Hollins on the ward.", "Reg Hollins", "en", "Reg Hollins"),
])
def test_a_carers_abbreviation_before_the_name_stays_outside(text, span, language, expected):
    assert extent(text, span, language) == expected
