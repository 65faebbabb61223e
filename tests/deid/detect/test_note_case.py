"""deid.detect.note_case and the NER gate in notes written in lower case: the case the note never
had is not held against a name, and the word lists judge it instead."""
import pytest
import spacy

from deid.detect.ner import NerDetector
from deid.detect.ner_gate import NameGate
from deid.detect.note_case import recased, written_in_lower_case, written_without_punctuation
from deid.records import Note

LOWER_NOTE = ("pt seen this morning with her daughter, pain better, walked to the window with the frame, "
              "ate half of breakfast. plan: home tomorrow if bloods stable, seen by dr crane and "
              "claudia vermeulen from the community team.")
CASED_NOTE = LOWER_NOTE.capitalize().replace("plan:", "Plan:").replace(" pt ", " PT ")


def test_a_note_with_few_capitals_is_written_in_lower_case_and_a_short_or_cased_one_is_not():
    assert written_in_lower_case(LOWER_NOTE)
    assert written_in_lower_case("Ward round. " + LOWER_NOTE)  # a heading or an acronym does not decide
    assert not written_in_lower_case("Seen by Dr Crane and Claudia Vermeulen today, plan home tomorrow if "
                                     "Bloods Stable, Walked With Frame, Ate Well, Pain Better Overall Now.")
    assert not written_in_lower_case("seen by dr crane")  # too short to say how its writer writes


def test_recasing_capitalises_the_span_s_words_but_not_its_particles_and_keeps_the_offsets():
    text = "gezien door dr van der berg en an de smet"
    out = recased(text, 15, 29)
    assert out == "gezien door dr Van der Berg en an de smet".replace("Van der", "van der")
    assert len(out) == len(text)


@pytest.fixture(scope="module")
def gate():
    gate = NameGate()
    gate.warm_up()
    return gate


@pytest.mark.parametrize("words, label, language, before", [
    ("Claudia Vermeulen", "NAME", "en", "seen by "),     # known names, more names than words
    ("Gustav Klein", "NAME", "de", "mit "),              # a first name opens it; the surname is also a word
    ("Crane", "NAME", "en", "seen by dr "),             # after a title, even a word of the language
    ("J. Brandhorst", "NAME", "de", "dr. med. "),       # an initial marks a person
    ("Bordeaux", "LOCATION", "fr", "vit à "),           # a town of the place lists
    ("Parla", "LOCATION", "es", "vive en "),            # a frequent word, a town of the language's country
    ("Roma", "LOCATION", "nl", "woont in "),            # a frequent word, a city known everywhere
    ("Paz", "LOCATION", "es", "vive con su hija "),      # a first name people bear often (guard: as before)
    ("Sole", "LOCATION", "it", "parametri stabili. "),    # (guard: as before)
])
def test_in_a_lower_case_note_a_span_the_word_lists_back_is_kept(gate, words, label, language, before):
    assert gate.lower_case_plausible(words, label, language, before)


@pytest.mark.parametrize("words, label, language, before", [
    ("Volgende Week", "NAME", "nl", "komt "),           # ordinary words the model ran over
    ("Bill", "NAME", "en", "sent the "),                # a name that is more often a word, no title
    ("Patience", "NAME", "en", "thanks for your "),
    ("K. Pneumoniae", "NAME", "de", "kultur: "),       # a germ
    ("V. Femoralis", "NAME", "de", "punktion der "),    # a vessel
    ("Bayern", "ORGANIZATION", "de", "bei "),           # one word alone: as often a drug or a device
    ("Soccorsa", "NAME", "it", "è stata "),             # a word of the dictionary few people bear
    ("Parla", "LOCATION", "it", "il figlio "),           # a frequent word whose town no Italian note names,
                                                         # after a relation word too: no first name
    ("Bordo", "LOCATION", "it", "seduto a "),            # an exonym of a foreign city, a frequent word
    ("Ben", "LOCATION", "nl", "na 17:00 "),               # a first name, but a closed-class word ("ben ik")
])
def test_in_a_lower_case_note_a_span_of_words_is_dropped(gate, words, label, language, before):
    assert not gate.lower_case_plausible(words, label, language, before)


def _ruler(patterns):
    nlp = spacy.blank("en")
    nlp.add_pipe("entity_ruler").add_patterns(patterns)
    return NerDetector(nlp)


def test_the_detector_keeps_a_lower_case_name_of_a_lower_case_note_only():
    detector = _ruler([{"label": "PERSON", "pattern": "claudia vermeulen"},
                       {"label": "PERSON", "pattern": [{"LOWER": "dr"}, {"LOWER": "crane"}]},
                       {"label": "PERSON", "pattern": "the window"}])
    spans = detector.detect(Note("n1", "p1", LOWER_NOTE, "en_GB"))
    assert sorted(LOWER_NOTE[s.start:s.end] for s in spans) == ["claudia vermeulen", "crane"]
    # In a note written with capitals, a name in lower case is still a phrase (rule 1 of the gate).
    cased = "Seen by Dr Crane. " + CASED_NOTE
    assert [cased[s.start:s.end] for s in detector.detect(Note("n2", "p1", cased, "en_GB"))
            if cased[s.start:s.end].islower()] == []


def test_truecasing_gives_names_and_large_places_their_capital_and_leaves_words_alone():
    from deid.detect.note_case import truecased

    text = "gisteren gebeld door claudia vermeulen uit bordeaux, de patient komt morgen terug"
    out = truecased(text, "nl")
    assert len(out) == len(text)
    assert "Claudia Vermeulen" in out and "Bordeaux" in out
    assert "gebeld" in out and "patient" in out and "morgen" in out  # words stay words


def test_truecasing_gives_a_rarer_word_the_name_lists_know_and_its_initial_a_capital_but_not_a_germ():
    from deid.detect.note_case import truecased

    text = "seen by dr j. crane, culture grew k. pneumoniae, plan to call the patient"
    out = truecased(text, "en")
    assert "J. Crane" in out and "k. pneumoniae" in out and "patient" in out


@pytest.mark.parametrize("text, language, expected", [
    ("seen with aidan o'sullivan today", "en", "Aidan O'Sullivan"),  # the lists hold the surname whole
    ("o'clock", "en", "o'clock"),                                     # no surname: stays small
])
def test_truecasing_gives_an_irish_surname_its_capital_o(text, language, expected):
    from deid.detect.note_case import truecased

    assert expected in truecased(text, language)


@pytest.mark.parametrize("text, language, expected", [
    ("pharmacy check hollins k 14:10, supplied", "en", "Hollins K 14:10"),         # a signer, then the time
    ("ordered by dr ames / hollins k\nsample sent", "en", "/ Hollins K\n"),        # after a slash
    ("prélevé par garnier c.\nreçu au labo", "fr", "par Garnier C."),              # after "par"
    ("prélevé par garnier c.      reçu à 18:31", "fr", "par Garnier C."),           # before a form's next field
    ("hollins k\nnext review monday", "en", "Hollins K\n"),                        # opening its line
    ("dissection of the aorta stanford a\nsurgery", "en", "Stanford a\n"),         # inside a sentence: a class
    ("classification: asa i\nanaesthesia", "en", "Asa i\n"),                        # "i": a Roman one
])
def test_truecasing_gives_an_initial_after_a_name_its_capital_where_a_signer_stands(text, language, expected):
    from deid.detect.note_case import truecased

    assert expected in truecased(text, language)


@pytest.mark.parametrize("text, language, expected", [
    ("visita de nekane y anselmo por la tarde", "es", "Nekane y Anselmo"),   # "and" between two names
    ("passati ottavia e pasquale dopo pranzo", "it", "Ottavia e Pasquale"),
    ("figli adriano 12 anni nives 9 e ottavio 4", "it", "Nives 9 e Ottavio 4"),       # a list's ages before it
    ("dos hijos, amparo 12 años y gregorio 9", "es", "Amparo 12 años y Gregorio"),
    ("firma y. garcía, enfermera", "es", "Y. García"),                                 # a dot makes it an initial
    ("visto da j bellandi in reparto", "it", "J Bellandi"),                            # any other letter is one
])
def test_truecasing_leaves_a_one_letter_and_between_two_names_small(text, language, expected):
    from deid.detect.note_case import truecased

    assert expected in truecased(text, language)


@pytest.mark.parametrize("text, language, expected", [
    ("operateur dr k ostendorf", "de", "Dr K Ostendorf"),      # a title, an undotted initial, any surname
    ("operateur dr. med. k. ostendorf", "de", "Dr. Med. K. Ostendorf"),  # the title's degrees between
    ("gebeld met dr. brandhorst", "nl", "Dr. Brandhorst"),
    ("her mr angiography showed", "en", "Mr angiography"),      # MR the imaging, not a title
    ("dr will see her tomorrow", "en", "Dr will"),              # one of the commonest words stays a word
    ("rappel de mme petit ce matin", "fr", "mme Petit"),          # a frequent word, and a frequent surname
    ("mme est rentrée à domicile", "fr", "mme est"),              # a frequent word only
    ("reviewed by mr j. fine on the ward", "en", "J. Fine"),      # after a title and an initial, any surname
    ("hablado con el dr y familia", "es", "dr y familia"),       # "y" without a full stop is the word
    ("dr j. is on call", "en", "J. is"),                         # one of the commonest words stays a word
    ("hämatologie: dr. ilka brackelmeier", "de", "Ilka Brackelmeier"),  # a surname no list knows, after the first name
    ("anästhesie: dr. med. ilka brackelmeier", "de", "Ilka Brackelmeier"),  # ... the title's degrees between
    ("strahlentherapie: dr. udo will sehen", "de", "Udo will"),         # ... not a word of the language
    ("volgens dr verhoeven infuuspaal weghalen", "nl", "Verhoeven infuuspaal"),  # ... nor after a surname
    # a word that closes the line after the title and the first name is the surname, even a word
    ("assistente: dr.ssa nives ferro\nnote: nessuna", "it", "Nives Ferro"),
    ("consulente: dr. ottavio dell'orso\nnote: nessuna", "it", "Ottavio Dell'orso"),   # its elided article too
    ("visto dal dr. ottavio oggi\nnote: nessuna", "it", "Ottavio oggi"),       # ... but no very frequent word
])
def test_after_a_title_truecasing_capitalises_the_persons_name_but_not_a_term_or_a_common_word(text, language,
                                                                                              expected):
    from deid.detect.note_case import truecased

    out = truecased(text, language)
    assert expected.lower() in out.lower() and expected.split()[-1] in out


@pytest.mark.parametrize("text, language, expected", [
    # the line after a letter's sign-off is the signer's name, whatever its surname reads as
    ("dolore controllato.\ncordiali saluti,\n\nferdinando correr\nfisioterapista", "it", "Ferdinando Correr"),
    ("pain controlled.\nkind regards\n\nrosalind lamb\nphysiotherapist", "en", "Rosalind Lamb"),
    ("dolore controllato.\ncordiali saluti,\n\nferdinando oggi\n", "it", "Ferdinando oggi"),  # no commonest word
])
def test_truecasing_capitalises_the_signer_s_line_after_a_sign_off(text, language, expected):
    from deid.detect.note_case import truecased

    assert expected in truecased(text, language)


@pytest.mark.parametrize("text, language, expected", [
    # an initial before the particles that open a surname gets its capital too
    ("volgende afspraak bij dr. k. van den berghe op 12/03.", "nl", "K. van den Berghe"),
    ("overleg internisten j de vries radioloog", "nl", "J de Vries"),
    ("bilan prévu chez le dr m. le goff demain", "fr", "M. le Goff"),
    # a letter that is a word of the language stays small ("and")
    ("hijos de pedro y de amparo garcía", "es", "y de Amparo"),
])
def test_truecasing_capitalises_an_initial_before_a_surname_s_particles(text, language, expected):
    from deid.detect.note_case import truecased

    assert expected in truecased(text, language)


@pytest.mark.parametrize("text, language, expected", [
    # Spanish names carry two surnames: the second after the first name and the first surname,
    # even where it is also a word
    ("informe firmado por marcos ibarra delgado, médico adjunto", "es", "Marcos Ibarra Delgado,"),
    ("visita de marcos ibarra castro ayer por la tarde", "es", "Marcos Ibarra Castro ayer"),
    # a verb or a closed-class word after the name stays a word
    ("la paciente irene ibarra tiene dolor lumbar", "es", "Irene Ibarra tiene"),
    ("la paciente irene ibarra muy cansada", "es", "Irene Ibarra muy"),
    # one surname in Italian: the word after it is the note's
    ("visita di dario ferraro bianco ieri", "it", "Dario Ferraro bianco"),
    # a word between the first name and a surname the copy capitalised is the name's, even a word
    ("correo de amparo río villaverde, enfermera", "es", "Amparo Río Villaverde,"),
    ("anestesista: dra. pilar rosa iturbe", "es", "Pilar Rosa Iturbe"),
    ("la hija carmen tiene fiebre", "es", "Carmen tiene"),   # a verb before no name (guard: as before)
])
def test_truecasing_capitalises_a_spanish_second_surname(text, language, expected):
    from deid.detect.note_case import truecased

    assert expected in truecased(text, language)


@pytest.mark.parametrize("text, language, expected", [
    # after a carer's role, the word closing the phrase that people bear often as a surname
    ("curas hechas por la enf. calderón, revisadas por la aux. segura.", "es", "enf. Calderón, revisadas por la aux. Segura."),
    ("curas hechas por la enf. lago y la aux. bien", "es", "enf. lago y"),      # a rarer surname, a word
    ("medicazione controllata con inf. gioia).", "it", "inf. Gioia)"),          # a first name is the carer too
    ("medicazione controllata con inf. pace).", "it", "inf. pace)"),            # ... but no frequent word
    # closing its line after the role's abbreviation, the signature, however frequent a word
    ("drenaggio rimosso, ferita asciutta. inf. felice\n12:00 pranzo", "it", "inf. Felice\n"),
    ("drenaggio rimosso, ferita asciutta. inf. pace\n12:00 pranzo", "it", "inf. pace\n"),  # people seldom bear it
    ("paziente tranquilla, inf. felice e contenta", "it", "inf. felice e"),         # not closing its line
    ("drenaggio rimosso ferita asciutta ost felice\n12:00 pranzo", "it", "ost Felice\n"),  # dictated, no dot
    ("arto inf destro\n12:00 pranzo", "it", "inf destro\n"),   # no abbreviation of a role: no signature
    # a social worker's two dotted letters are the role, not initials ("assistente sociale")
    ("dimissione concordata con il servizio sociale (a.s. ferraro).", "it", "(a.s. Ferraro)"),
])
def test_truecasing_capitalises_a_frequent_surname_after_a_carer_s_role(text, language, expected):
    from deid.detect.note_case import truecased

    assert expected in truecased(text, language)


@pytest.mark.parametrize("text, language, expected", [
    # a first name, a word, then the person's role in brackets: the word is the surname
    ("presenti: ottavio gallo (fisioterapista), nives correr (coordinatrice)", "it", "Nives Correr (coordinatrice)"),
    ("drenaggio rivisto da ottavio stamane (ore 10)", "it", "Ottavio stamane (ore"),   # no role in the bracket
    # dictation drops the brackets: the role right after the word
    ("equipo cardiología irene vela enfermera de enlace", "es", "Irene Vela enfermera"),
    ("equipo cardiología irene vela a planta", "es", "Irene vela a"),                   # no role after it
    ("visto da ferraro stamattina infermiera di turno", "it", "Ferraro stamattina infermiera"),  # after a surname
])
def test_truecasing_capitalises_a_surname_before_a_role_bracketed_or_dictated(text, language, expected):
    from deid.detect.note_case import truecased

    assert expected in truecased(text, language)


def test_the_name_detector_reads_a_lower_case_note_as_its_writer_would_have_capitalised_it():
    from deid.detect.names import NameDetector

    text = ("overleg met het team over de revalidatie, familie tevreden, plan blijft ongewijzigd en "
            "ontslag wordt voorzien na het weekend.\nthuisverpleging gebeld, alles geregeld.\n"
            "met vriendelijke groeten,\nclaudia vermeulen\nsociaal werker")
    spans = NameDetector().detect(Note("n1", "p1", text, "nl_BE"))
    assert [text[s.start:s.end] for s in spans] == ["claudia vermeulen"]


CAPITALS_NOTE = ("NOTA DI REPARTO: PAZIENTE VIGILE E ORIENTATA, ADDOME TRATTABILE, ROVSING NEG. "
                 "TERAPIA: KEPPRA 500 MG EV. MOBILIZZAZIONE CON LA FISIOTERAPISTA (OTTAVIA). LA FIGLIA "
                 "ROSALBA HA CHIAMATO. CONFERMATA LA DIMISSIONE PER DOMANI SE PARAMETRI STABILI.")


def test_the_name_detector_reads_a_note_in_capitals_also_as_a_cased_note_would_write_it():
    from deid.detect.names import NameDetector
    from deid.detect.note_case import written_in_capitals

    assert written_in_capitals(CAPITALS_NOTE)
    spans = NameDetector().detect(Note("n1", "p1", CAPITALS_NOTE, "it_IT"))
    # The physiotherapist and the daughter; not the sign before its result nor the drug before its dose.
    assert [CAPITALS_NOTE[s.start:s.end] for s in spans] == ["OTTAVIA", "ROSALBA"]


@pytest.mark.parametrize("words", ["K. Pneumoniae", "V. FEMORALIS", "N. Ulnaris"])
def test_a_latin_binomial_behind_an_initial_is_no_person_for_the_gate_nor_the_name_detector(gate, words):
    from deid.detect.names import NameDetector

    assert gate.verdict(words, "NAME", "en", "culture: ", " sensitive") is None
    text = f"Blood culture: {words} sensitive to ceftriaxone, reviewed with the team today."
    assert NameDetector().detect(Note("n1", "p1", text, "en_GB")) == []


@pytest.mark.parametrize("words, language, before, expected", [
    ("CLAUDIA VERMEULEN", "nl", "GEBELD MET ", True),        # known names, no ordinary word
    ("SOUPE FROIDE", "fr", "AVEC ", False),                    # ordinary words the model read as a name
    ("VOLGENDE WEEK", "nl", "KOMT ", False),
    ("BRANDHORST QUIRINE", "de", "DR. ", True),               # after a title, whatever the words
    ("DISTAAL COLON", "nl", "TUMOR IN HET ", False),          # a word the spelling dictionary writes small
    ("ELLEN VISSER", "nl", "GEBELD MET ", True),              # names that are words too, read as names
])
def test_in_a_capitals_note_a_multi_word_name_needs_a_known_name_and_no_ordinary_word(gate, words, language,
                                                                                       before, expected):
    assert gate.capitals_plausible(words, language, before) is expected


@pytest.mark.parametrize("words, language, before, expected", [
    ("ROSALBA", "it", "PARLATO CON ", True),              # a known first name alone
    ("EMBOLIA", "it", "QUADRO DI ", False),               # a noun of the note alone
    ("DE VERBANDEN", "nl", "VERVANGEN ", False),          # an article the particle lists hold, then a noun
    ("QUERNHEIM", "de", "FRAU ", True),                   # any word after a title
    ("OMERO", "it", "ESAME OBIETTIVO: ", False),          # a word whose first-name rank is the tables' noise
    ("BLANCA", "es", "PIEL ", False),                     # more a word than a name, and the dictionary's
])
def test_in_a_capitals_note_one_word_must_be_a_known_name_unless_cued(gate, words, language, before, expected):
    assert gate.capitals_plausible(words, language, before) is expected


@pytest.mark.parametrize("words", ["A. Dubois", "F. Lardinois", "T. Markus"])
def test_an_initial_and_a_surname_of_the_lists_with_a_latin_ending_is_a_person(gate, words):
    from deid.detect.note_case import latin_binomial

    assert not latin_binomial(words)
    text = f"Avis de {words} ce matin, à revoir dans un mois."
    assert words in [text[s.start:s.end] for s in NameDetector_().detect(Note("n1", "p1", text, "fr_BE"))]


def NameDetector_():
    from deid.detect.names import NameDetector

    return NameDetector()


def test_truecasing_leaves_a_compound_that_profiles_give_as_a_first_name_small_but_not_a_surname():
    from deid.detect.note_case import truecased

    out = truecased("naar huis met thuisverpleging en een schildersbedrijf, huisarts dr vandenbroucke", "nl")
    assert "met thuisverpleging" in out and "een schildersbedrijf" in out
    assert "Vandenbroucke" in out  # a surname is a compound too


@pytest.mark.parametrize("word, language", [
    ("omero", "it"),     # the humerus: a few profiles give it as their first name
    ("enkel", "nl"),     # the ankle
    ("bilan", "fr"),     # the work-up
])
def test_truecasing_leaves_a_word_whose_only_name_reading_is_first_name_noise_small(word, language):
    from deid.detect.note_case import truecased

    text = f"controllo clinico di routine oggi, {word} da rivedere domani al giro visita del mattino"
    assert f" {word} " in truecased(text, language)


def test_truecasing_still_capitalises_a_first_name_more_frequent_as_a_name_than_as_a_word():
    from deid.detect.note_case import truecased

    assert "Marlene" in truecased("besuch heute von marlene und ihrem sohn, alles ruhig", "de")


@pytest.mark.parametrize("text, language, expected", [
    # surnames as frequent in text as many words, which the spelling dictionary holds only capitalised
    ("spoke to mitchell and phillips about the discharge", "en", "spoke to Mitchell and Phillips about the discharge"),
    ("vu avec etienne ce matin", "fr", "vu avec Etienne ce matin"),
    # a word the dictionary also writes small stays small; German writes every noun capitalised
    ("walked to the park with her stick", "en", "walked to the park with her stick"),
])
def test_truecasing_capitalises_what_the_spelling_dictionary_holds_only_as_a_proper_noun(text, language, expected):
    from deid.detect.note_case import truecased

    assert truecased(text, language) == expected


@pytest.mark.parametrize("text, language, expected", [
    # a name the language's dictionary does not write small, however often text writes it (a monarch's)
    ("aseo realizado por felipe a las 8", "es", "Felipe"),
    # a name the dictionary writes capitalised only, rarer as a name than in text
    ("consegne a temistocle alle 19:30", "it", "Temistocle"),
])
def test_truecasing_capitalises_a_name_no_dictionary_writes_small(text, language, expected):
    from deid.detect.note_case import truecased

    assert expected in truecased(text, language)


@pytest.mark.parametrize("text, expected", [
    ("08:15 settled obs stable\nHb 12,5 at 11:40 rest well", True),   # a clock time and a decimal comma
    ("08:15 settled, obs stable", False),
    ("Rest well.", False),
    ("Seen (ward round) today", True),                                # brackets mark no sentence
])
def test_a_note_without_punctuation_has_no_sentence_mark_after_a_word(text, expected):
    assert written_without_punctuation(text) is expected
