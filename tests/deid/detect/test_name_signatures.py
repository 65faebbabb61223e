"""Names where clinicians sign, initial and greet (deid.detect.name_signatures), through the names detector."""
import pytest

from deid.detect.names import NameDetector
from deid.records import Note

DETECTOR = NameDetector()


def names(text, locale="en_GB"):
    spans = DETECTOR.detect(Note(note_id="n", patient_id="p", text=text, locale=locale), ())
    return [text[s.start:s.end] for s in spans]


LOG_NL = "07:30 Gewassen aan de wastafel, mobiliseert goed. Noor\n10:00 Pijn 3/10, paracetamol gegeven. Noor\n"
LOG_EN = "02:00 Asleep, obs within range. TK\n05:40 Cannula resited, FBC sent. TK\n09:10 Seen on ward round. Priya\n"
LOG_DE = "14:10 Verband trocken, DMS o. B. —RW\n18:00 Sitzt im Stuhl, RR unauffällig. Lena\n"


@pytest.mark.parametrize("text, locale, expected", [
    (LOG_NL, "nl_NL", ["Noor", "Noor"]),                                      # a first name signs each entry
    (LOG_EN, "en_GB", ["TK", "TK", "Priya"]),                                 # initials that sign twice
    (LOG_DE, "de_DE", ["RW", "Lena"]),                                        # initials after a dash
    ("Pansement refait, plaie propre. Karim IDE", "fr_FR", ["Karim"]),       # a name, then the role
    ("Se avisa a la familia. Marta (DUE)", "es_ES", ["Marta"]),              # the role in brackets
    ("Wond gecontroleerd. Sanne K., vpk.", "nl_BE", ["Sanne K."]),           # first name and initial
    ("Dear Ailsa,\nplease book a review.", "en_GB", ["Ailsa"]),             # a greeting
    ("Hola Arantxa:\nadjunto el informe.", "es_ES", ["Arantxa"]),
    ('10:20 Nachts wach, fragt nach "Gerhard". Beruhigt.', "de_DE", ["Gerhard"]),  # a name in quotes
    ("Valorado por fisioterapia (Iker): deambula con andador.", "es_ES", ["Iker"]),  # a role, then the name in brackets
    ("From: Moran, Deirdre <d.moran@trust.example>", "en_GB", ["Moran, Deirdre"]),  # an e-mail header
    ("Vu avec Prudence (IDE) ce matin.", "fr_FR", ["Prudence"]),   # a first name that is a word, before a role
])
def test_signatures_greetings_and_quoted_names_are_names(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text, locale", [
    ("08:00 Afebril. Tranquila.\n12:00 Come bien. Afebril.", "es_ES"),      # a word ending a sentence signs nothing
    ("Haemoglobin 98 g/L (120-160) L\nFerritin 7 ug/L (15-200) L", "en_GB"),  # lab flags are no initials
    ("Adcal-D3 1 tablet BD - NEW\nLaxido 1 sachet BD - NEW", "en_GB"),     # capitals that spell a word
    ("12:00 Obs stable. OK\n16:00 Eating well. OK", "en_GB"),                # "all fine" abbreviations
    ("Oberärztin                  Assistenzärztin", "de_DE"),               # a signature block's roles
    ("Intolerance: CODEINE (nausea in 2019).", "en_GB"),                  # capitals with a bracket
    ("Patient: 72 y, lives alone.\nAbdo: soft, non-tender.", "en_GB"),     # a field label is no vocative
    ("IPP 290044128 – box 6", "fr_FR"),                                     # a field with a value
    ("Er arbeitet bei Lidl. Die Schwester ist nett.", "de_DE"),             # an article before a role
    ("Pansement refait (IDE). Surveillance (IDE).", "fr_FR"),             # a word no person bears
])
def test_what_ends_a_line_without_signing_it_is_no_name(text, locale):
    assert names(text, locale) == []


@pytest.mark.parametrize("text, locale, expected", [
    ("befund besprochen mit doktor hollenbeck, gute besserung", "de_DE", ["hollenbeck"]),  # lower-case after a title
    ("dr.ssa carugati informata", "it_IT", ["carugati"]),
    ("visita del dottor pierangelo zanardelli in mattinata", "it_IT", ["pierangelo zanardelli"]),  # "dottor", the short form
    ("her mr enterography showed a stricture", "en_GB", []),                # "mr" in lower case may be MRI
    ("Familie: moeder mammacarcinoom op 58-jarige leeftijd.", "nl_NL", []),  # a relation, then no name
    ("Tochter Entlassung heute.", "de_DE", []),                             # a relation, then a noun
    # the punctuation gone, a relation before a compound or a sentence's first word no one bears
    ("Kontakt Sohn Betreuungsbevollmächtigter Telefon folgt", "de_DE", []),
    ("Anruf Ehefrau Angstgetrieben laut Pflege", "de_DE", []),
    ("Besuch Ehemann Kowalczyk informiert", "de_DE", ["Kowalczyk"]),        # a surname populations bear
    ("Nurse Specialist review booked.", "en_GB", []),                       # a role, then an ordinary word
    ("Stationsärztin UCH 2 informiert.", "de_DE", []),                      # a role, then an acronym
])
def test_names_after_cues_in_lower_case_and_what_follows_cues_without_being_names(text, locale, expected):
    assert names(text, locale) == expected


def test_initials_and_a_department_are_no_name():
    assert names("Dr. Ettore Porta – S.C. Chirurgia Generale", "it_IT") == ["Ettore Porta"]


@pytest.mark.parametrize("text, locale, expected", [
    ("Sonographie Haider/Kröll\n16.7. Katheter entfernt.", "de_DE", ["Haider", "Kröll"]),  # two people, one slash
    ("Tupfer gezählt, korrekt (Hartkopf/Renate).", "de_DE", ["Hartkopf", "Renate"]),
    ("08:00 Tranquila. R.S.\n09:00 Duerme. R.S.\n", "es_ES", ["R.S.", "R.S."]),       # dotted initials sign
    ("Mr N Crane  GMC 5184620", "en_GB", ["N Crane"]),                             # a bare initial; no acronym
    ("night splint, H. Cook to adjust tomorrow", "en_GB", ["H. Cook"]),               # a surname that is a word
])
def test_partners_dotted_initials_and_surnames_that_are_words(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text, locale", [
    ("CT Thorax/Abdomen ohne Befund", "de_DE"),
    ("Patient/Angehörige informiert", "de_DE"),
])
def test_slashes_between_ordinary_words_join_no_names(text, locale):
    assert names(text, locale) == []


@pytest.mark.parametrize("text, locale", [
    ("Bonjour Docteur,\nJe vous transmets", "fr_BE"),              # a greeting to a title
    ("To: IBD Advice Line <advice@example.org>\n", "en_GB"),        # a service's mailbox
    ("De : Logopédie Pédiatrique <logo.pedia@example.be>\n", "fr_BE"),  # no one's name among words
    ("To: Ward 12 Sisters\nSubject: beds\n", "en_GB"),               # a ward's mailbox
    ("An: Station 4B Pflege\nBetreff: Betten\n", "de_DE"),
    ("Aan: Poli Dermatologie\nOnderwerp: afspraak\n", "nl_NL"),     # a department's mailbox
])
def test_titles_and_service_mailboxes_are_not_names(text, locale):
    assert names(text, locale) == []


@pytest.mark.parametrize("text, locale, expected", [
    ("Wonde proper, verband vervangen. KD", "nl_BE", ["KD"]),      # initials sign the note
    ("10h00 TA 12/8. Revu à midi. CM\n14h30 Selles normales. CM\n", "fr_BE", ["CM", "CM"]),  # capitals: no unit
    ("Plan discussed, pharmacy aware. (IT/RM)\n", "en_GB", ["IT/RM"]),           # a pair in brackets
    ("06:45 Charo refiere dolor al sentarse\n07:10 Mirela administra\n", "es_ES", ["Charo", "Mirela"]),  # log actors
    ("Equipo: Lidia Ferrer (logopeda), Óscar Cabrera (fisioterapeuta)", "es_ES",
     ["Lidia Ferrer", "Óscar Cabrera"]),                                          # a name before its role
    ("Convive con la nieta, Irene (17 a., trabaja)", "es_ES", ["Irene"]),    # a name before its age
    ("Si empeora, llamar a la unidad.\nLeonor (T. social)", "es_ES", ["Leonor"]),  # the social worker, short
    ("Dimissione concordata con la figlia.\nGiuditta (ass. sociale)", "it_IT", ["Giuditta"]),
])
def test_initials_actors_and_names_before_a_role_or_an_age(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text, locale", [
    ("11:30 Mobi mit Physio, gut\n12:00 Essen\n", "de_DE"),        # an abbreviation opening a log entry
    ("Plan: repeat bloods. CT\n", "en_GB"),                          # a known acronym ending a note
    ("Troponin (28, repeat)", "en_GB"),                              # a lab value before a bracket
    ("Ferritin (12 ug/L)", "en_GB"),
    ("Situación familiar compleja (v. social)", "es_ES"),           # no person before the abbreviation
])
def test_abbreviations_acronyms_and_lab_values_are_not_signatures(text, locale):
    assert names(text, locale) == []


@pytest.mark.parametrize("text, locale", [
    # the German ward's shifts heading the entries of a log after their date
    ("Pflegebericht\nDi 02.04. FD\n06:30 wach, mobilisiert.\nMi 03.04. FD\n07:00 gut geschlafen.\n"
     "Mi 03.04. ND\n23:10 ruhig.\n", "de_DE"),
    # capitals at a line's end after a preposition of direction are whom it goes to
    ("Levotiroxina 50 mcg | Mantener | Informar a AP\nOmeprazol 20 mg | Suspender | Comunicar a AP\n", "es_ES"),
])
def test_shift_codes_and_services_written_to_at_a_line_s_end_are_no_signers(text, locale):
    assert names(text, locale) == []


def test_capitals_after_a_dash_closing_a_log_entry_sign_it_though_they_spell_an_abbreviation():
    log = ("20h10 Douleur 6/10, morphine 2 mg IV. – SL\n21h45 Nausées, un vomissement. – N.B.\n"
           "02h00 Dort, TA 120/70. – GP\n03h00 Calme. – RAS\n04h00 Calme. – IDE\n")
    assert names(log, "fr_FR") == ["SL", "N.B.", "GP"]   # not a state ("RAS") nor a role ("IDE")


def test_dotted_capitals_are_initials_but_a_dotted_route_is_none():
    log = "08:15 Pase de visita. Se cura herida: limpia. M.G.\n10:40 Llama el hijo. M.G.\n"
    assert names(log, "es_ES") == ["M.G.", "M.G."]            # "MG" undotted would be the unit
    assert names("08:15 Morphin 3 mg I.V.\n10:40 Paracetamol 1 g P.O.\n", "de_DE") == []


@pytest.mark.parametrize("text, locale, expected", [
    ("home visit 14:00 - ciara o'dowd cpn (cc)", "en_GB", ["ciara o'dowd"]),    # lower case, then a role
    ("seen at home with bartosz (hca)", "en_GB", ["bartosz"]),                    # a role in brackets
    ("r. brandauer, sozialdienst, durchwahl 4471", "de_DE", ["r. brandauer"]),       # an initial, a comma, a role
    ("verwijzing naar maaike van den brink praktijkondersteuner", "nl_NL", ["maaike van den brink"]),
    # a team list: a dash, then the role after its grade; a surname that is also a word after a first name
    ("team present today\nrhys white - lead physiotherapist\n", "en_GB", ["rhys white"]),
    # a first name text writes mostly as a name, however frequent, before a surname
    ("team present today\nrobert white - vascular surgeon\n", "en_GB", ["robert white"]),
    # a first name that is also a word of some frequency, before a surname; a short role the
    # truecasing gave a capital
    ("reunión semanal con la familia para revisar el plan de cuidados de la paciente y los objetivos\n"
     "asisten: amparo delgado (due), inés prieto (fisioterapeuta)", "es_ES", ["amparo delgado", "inés prieto"]),
    # a list of people and their roles: a surname no list knows, and a closing initial, after a
    # first name rare as a word, the role set off in brackets
    ("equipo reunido para repasar objetivos semanales del alta\n"
     "asisten: leocadia zubimendi (fisioterapeuta), anotado por elvira q. (due)", "es_ES",
     ["leocadia zubimendi", "elvira q."]),
    # the health professions that national registers regulate, beside physicians and nurses
    ("team present today\nmaeve walsh - prosthetist\n", "en_GB", ["maeve walsh"]),
    ("équipe réunie ce matin pour le projet de soins\nsolène garnier orthoptiste", "fr_FR", ["solène garnier"]),
    # a role written as a compound on its head ("-assistente")
    ("telefoonnotitie over de afspraken met de familie en de huisarts\nuitslag doorgegeven, 15:40 rosalien (praktijkassistente)",
     "nl_NL", ["rosalien"]),
    # a social worker's role written short, an abbreviation then "social", with or without its dot
    ("si empeora, llamar a la unidad.\nremedios (t. social)", "es_ES", ["remedios"]),
    ("si empeora llamar a la unidad\nitziar trab social", "es_ES", ["itziar"]),
    ("sortie prévue lundi après-midi\nnadège (as sociale)", "fr_FR", ["nadège"]),
    # a relation in brackets says who the person before it is to the patient; set off so, a surname
    # no dictionary writes small follows the first name
    ("informata telefonicamente ottavia monicelli (figlia) dell'esito", "it_IT", ["ottavia monicelli"]),
    ("se informa por teléfono a remedios sanmiguel (hija)", "es_ES", ["remedios sanmiguel"]),
])
def test_a_name_in_lower_case_before_a_care_team_role(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text, locale", [
    # alone before the role, a word the dictionary writes small that few people bear: the sentence's
    ("Asunto: interconsulta por úlcera sacra – enfermera Pérez Gómez, L.", "es_ES"),
    ("consulenza per piaga sacra - infermiera Rossi", "it_IT"),
])
def test_a_word_of_the_dictionary_alone_before_a_role_is_no_name(text, locale):
    assert all("sacra" not in found for found in names(text, locale))


def test_a_team_list_in_capitals_names_its_members_before_their_roles():
    text = ("MULTIDISCIPLINARY MEETING ATTENDANCE FOR THE WEEKLY REVIEW OF THE PATIENTS ON THE WARD\n"
            "HARRIET WHITE - CLINICAL PSYCHOLOGIST\nRHYS WHITE - LEAD PHYSIOTHERAPIST\n")
    assert names(text, "en_GB") == ["HARRIET WHITE", "RHYS WHITE"]


@pytest.mark.parametrize("text, locale", [
    ("handed over to the ward nurse", "en_GB"),                 # a first name that is a frequent word
    ("seen by grant and the ward nurse", "en_GB"),              # ... more a word than a name, before another
    ("bij afwijkende iris spoedverwijzing oftalmoloog", "nl_NL"),   # a name, then no surname of any population
    ("reviewed at bed - lead physiotherapist", "en_GB"),            # words before a dash and a role
    ("informata telefonicamente la sorella (figlia di primo letto)", "it_IT"),  # a relation, no name before it
    ("situación familiar compleja, v. social pendiente", "es_ES"),     # no person before the abbreviation
    # a first name, then a word of the language, the role in brackets: no surname
    ("equipo reunido para repasar objetivos semanales del alta\n"
     "paciente tranquila, cuidados según pauta de elvira pendiente (due)", "es_ES"),
])
def test_lower_case_words_before_a_role_are_no_name_without_a_name_shape(text, locale):
    assert names(text, locale) == []


@pytest.mark.parametrize("text, locale, expected", [
    ("T. Barnes / dictated 04/02/24, typed jq", "en_GB", ["T. Barnes", "jq"]),  # who typed the letter
    ("[Scanned document, indexed by DW]", "en_GB", ["DW"]),                       # who filed it
    ("Ons kenmerk: TV/ab\nBetreft: controle", "nl_NL", ["TV", "ab"]),             # a letter's reference
    ("Befund diktiert am 02.03., geschr. fh", "de_DE", ["fh"]),                    # "geschrieben" short
    ("scanned letter from the hospice, indexed by jh", "en_GB", ["jh"]),          # letters words also make, rarely
    ("uw kenmerk: -\nons kenmerk tv/cd\nbetreft: controle", "nl_NL", ["tv", "cd"]),  # the reference written small
])
def test_initials_of_who_typed_dictated_or_filed_a_document(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text, locale", [
    ("dictated by the consultant, typed by me", "en_GB"),   # words, not initials
    ("scanned by an agency, filed by us", "en_GB"),
    ("het oude geschrift werd teruggevonden", "nl_NL"),      # a clerical word's letters opening a longer word
    ("Heparin 5000 IE/ml", "de_DE"),                       # a unit, no reference
    ("Ref: IU/ml", "en_GB"),                               # units even after a label
    ("ref: mg/dl", "en_GB"),
    ("resultaat tv/cd volgt", "nl_NL"),                    # letters and a slash, no reference's label
])
def test_words_and_units_after_clerical_cues_are_not_initials(text, locale):
    assert names(text, locale) == []


def test_a_signature_may_end_with_a_grade_holding_a_digit():
    assert names("P: home today if mobile. Sick line 2/52.\nTW (ST3)\n") == ["TW"]


def test_a_title_in_brackets_names_a_person_not_the_role_of_the_word_before():
    assert names("11:00 Ergo (Fr. Brandt): Fingerübungen\n12:00 Essen\n", "de_DE") == ["Brandt"]


@pytest.mark.parametrize("text, locale, expected", [
    ("Una amiga del barrio, Maruja, le trae la comida.", "es_ES", ["Maruja"]),
    ("Her eldest son, Callum, visits daily.", "en_GB", ["Callum"]),
])
def test_a_first_name_between_commas_after_a_relation_is_a_name(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text, locale", [
    ("Mother, Father, brother alive.", "en_GB"),       # relations, no first name
    ("la hija, Paracetamol, 1 g", "es_ES"),            # a drug between commas
])
def test_words_between_commas_after_a_relation_are_no_name(text, locale):
    assert names(text, locale) == []


def test_an_institution_mailbox_in_a_mail_header_is_no_person():
    text = "Da: Agnese Rinaldi <a.rinaldi@example.it>\nCc: Ambulatorio Nefrologia <nefro@example.it>\n"
    assert names(text, "it_IT") == ["Agnese Rinaldi"]


def test_a_unit_before_a_bracketed_abbreviation_is_no_name_in_lower_case():
    assert names("calcio 8,42 mg/dl (rn: 8,7-10,6), K 2,6 mg/dl (rn: 3,6-4,9)", "es_ES") == []


@pytest.mark.parametrize("text, locale, expected", [
    ("Clinic 23/09. Karen will ring the ward later.", "en_GB", ["Karen"]),
    ("réclame son frère (« Gaston va passer »).", "fr_FR", ["Gaston"]),
    ("Vive sola. Eulalia no quiere ayuda.", "es_ES", ["Eulalia"]),
    ("En la exploración Rufino estaba consciente.", "es_ES", ["Rufino"]),   # inside a sentence
    ("Telefonat: Dagmar hat angerufen.", "de_DE", ["Dagmar"]),
    ("Ha chiamato la figlia. Fulvia è passata alle 10.", "it_IT", ["Fulvia"]),
    ("Ochtend: Wout belt morgen terug.", "nl_BE", ["Wout"]),
    # a Spanish object pronoun between the person and the verb ("le", "les": no article in Spanish)
    ("Vive sola. Amparo le lleva la compra los lunes.", "es_ES", ["Amparo"]),
    # what a carer does in a log's entry, in the present; the plan's "to"
    ("Plan: Orla to chase bloods this afternoon.", "en_GB", ["Orla"]),
    ("Sin incidencias. Ainara cambia el apósito a las 10.", "es_ES", ["Ainara"]),
    ("Nacht ruhig. Jannik wechselt den Verband um 6.", "de_DE", ["Jannik"]),
    ("Ochtend: Lieke verzorgt de wonde.", "nl_BE", ["Lieke"]),
    ("Notte tranquilla. Ilaria somministra la terapia.", "it_IT", ["Ilaria"]),
    ("Nuit calme. Solenn prévient l'interne.", "fr_FR", ["Solenn"]),
])
def test_a_first_name_before_a_finite_verb_is_the_person_acting(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text, locale", [
    ("Will is fine today. Patient is stable.", "en_GB"),    # words that some people bear as names
    ("die Säule ist stabil, die Muse bleibt", "de_DE"),       # German nouns after their article
    ("de Marine zal komen", "nl_BE"),
    ("Cara mi scusi il ritardo.", "it_IT"),                   # a greeting
    ("We drove to Florence. Florence is lovely.", "en_GB"),  # a capital before its verb is no name alone
    ("Night settled. Dressing changed at 04:00.", "en_GB"),     # a participle after its object
])
def test_words_nouns_greetings_and_places_before_a_verb_are_no_subjects(text, locale):
    assert names(text, locale) == []


@pytest.mark.parametrize("text, locale, expected", [
    ("Relève faite à 21h, Quentin informé.", "fr_BE", ["Quentin"]),
    ("14h: famille prévenue. Perrine avertie par téléphone.", "fr_FR", ["Perrine"]),
    ("Familie geïnformeerd, Sjoerd gebeld om 15:00.", "nl_NL", ["Sjoerd"]),
    ("Angehörige informiert, Hauke verständigt.", "de_DE", ["Hauke"]),
    ("Familia informada. Ainara avisada a las 16 h.", "es_ES", ["Ainara"]),
    ("Familiari informati. Ilaria avvisata alle 18.", "it_IT", ["Ilaria"]),
    ("Bed manager notified. Ruaridh aware, will review.", "en_GB", ["Ruaridh"]),
    # roles, services and relatives before the same participles are no one's name
    ("Patient informé. Interne prévenu. Chirurgien contacté.", "fr_FR", []),
    ("Arts verwittigd. Zaalarts gebeld.", "nl_BE", []),
    ("Medico di guardia avvisato. Coordinatrice informata.", "it_IT", []),
    ("Diensthabender Arzt informiert. Labor angerufen.", "de_DE", []),
    # the participle first, the person told closing the clause
    ("Notte tranquilla, avvisato Loris.", "it_IT", ["Loris"]),
    ("Sin incidencias, comunicado a Aitor.", "es_ES", ["Aitor"]),
    ("Resultado comunicado a Urgencias.", "es_ES", []),
    ("Potassium high, informed Pharmacy.", "en_GB", []),
    # a dictated note runs its clauses on: after a word in lower case
    ("Obs stable. Bed manager notified Ruaridh aware, will review.", "en_GB", ["Ruaridh"]),
    # the patient written short, its dot lost
    ("Anruf der Tochter, Rückruf vereinbart und Pat informiert heute.", "de_DE", []),
])
def test_a_first_name_before_a_participle_of_telling_is_the_person_told(text, locale, expected):
    # A log writes whom it told after the fact: the person, then the participle; any other
    # participle follows its object ("Dressing changed").
    assert names(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    ("la petite hortense prend bien le sein", "fr_FR", ["hortense"]),
    ("le petit Arthur dort", "fr_FR", ["Arthur"]),
])
def test_a_first_name_after_the_little_one_is_a_child(text, locale, expected):
    assert names(text, locale) == expected


def test_a_little_thing_is_no_child():
    assert names("petite plaie, petit hématome, sa petite amie, petite fille", "fr_FR") == []


@pytest.mark.parametrize("text, locale, expected", [
    ("07:30 - Noor: patiënt gemobiliseerd\n08:30 - Noor: gewassen\n", "nl_BE", ["Noor", "Noor"]),  # speaker
    ("Rückruf erbeten.\n-- Karl-Otto\n", "de_DE", ["Karl-Otto"]),                                # a double first name
])
def test_a_log_speaker_and_a_double_first_name_signing(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    # a first name frequent in text only as a name ("Eric"), where a dictionary writes no such word
    ("08:15 Eric: settled, obs stable\n11:40 Eric: washed and dressed\n", "en_GB", ["Eric", "Eric"]),
    # one call in a telephone note: the speaker's form alone
    ("Telefonisch contact met de dochter.\n14:20 Anselm: belt morgen terug.\n", "nl_BE", ["Anselm"]),
    # the actor after a role or a discipline opening the entry
    ("10:00 Kiné Bruno : transferts travaillés\n13:30 Bruno : marche 20 m\n", "fr_FR", ["Bruno", "Bruno"]),
])
def test_a_log_actor_frequent_only_as_a_name_alone_or_after_a_role(text, locale, expected):
    assert names(text, locale) == expected


def test_speakers_of_a_log_that_are_also_words_are_its_speakers():
    # first names people bear often that are also words of the language, two entries of speakers
    log = "08:15 Stella: tranquilla, parametri stabili\n11:40 Guido: igiene a letto\n"
    assert names(log, "it_IT") == ["Stella", "Guido"]


def test_a_word_before_a_colon_once_in_a_log_stays_a_heading():
    assert names("08:15 Dieta: blanda\n11:40 Dolores: leves\n", "es_ES") == []


@pytest.mark.parametrize("text, locale", [
    ("Telefonisch contact met de dochter.\n14:20 Anselm belt morgen terug.\n", "nl_BE"),  # one line, no colon
    ("08:00 Dressing: changed\n11:00 Dressing: dry and intact\n", "en_GB"),               # a word of the language
])
def test_outside_a_log_or_as_an_ordinary_word_a_line_opener_is_no_actor(text, locale):
    assert names(text, locale) == []


def test_a_word_opening_a_log_entry_before_a_colon_is_no_speaker():
    assert names("07:30 Toilette: faite\n08:00 Repas: pris\n", "fr_FR") == []


@pytest.mark.parametrize("text, locale, expected", [
    ("Fraternellement,\n\nDr Vautrin\nMédecin assistant\n", "fr_FR", ["Vautrin"]),
    ("With best wishes,\n\nOwen Pryce\nSpecialty Registrar\n", "en_GB", ["Owen Pryce"]),
])
def test_the_role_line_under_a_signature_is_no_name(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text,locale,expected", [
    ("hablado con la enfermera de noche (ximena), sin incidencias", "es_ES", ["ximena"]),
    ("discussed with the nurse on the ward (Yara) this morning", "en_GB", ["Yara"]),
    ("vu avec l'infirmière de garde (ottilie)", "fr_FR", ["ottilie"]),
])
def test_a_first_name_in_brackets_after_a_role_qualified_by_place_or_time(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text,locale", [
    ("la enfermera de noche (ausente) avisa", "es_ES"),       # a word in brackets, no name
    ("bloods taken on the ward (today)", "en_GB"),            # no role before the bracket
])
def test_words_in_brackets_after_a_role_are_no_name(text, locale):
    assert names(text, locale) == []


# A log dictated or typed without punctuation: the entry's last word signs it.
LOG_UNPUNCTUATED = ("08:10 Verband gewechselt Wunde reizlos keine Rötung Wiebke\n"
                    "12:30 Mobilisation mit Rollator bis zum Fenster gut toleriert Wiebke\n"
                    "16:00 Angehörige informiert Rückruf erbeten Hilke Pfl\n"
                    "20:15 Schmerz NRS 2 Schlaf ruhig Bedarfsmedikation nicht nötig WB\n"
                    "23:40 Schläft Vitalzeichen im Normbereich Kontrolle morgen früh WB\n")


def test_a_log_without_punctuation_is_signed_by_its_lines_last_name_or_repeated_initials():
    assert names(LOG_UNPUNCTUATED, "de_DE") == ["Wiebke", "Wiebke", "Hilke", "WB", "WB"]


@pytest.mark.parametrize("line", [
    "08:10 Paracetamol 1 g gegeben Schmerz gebessert laut Patientin gut",   # an ordinary word
    "08:10 Infusion gewechselt Zugang liegt gut i.v. NaCl läuft über ZVK",  # an abbreviation, once
])
def test_a_log_line_without_punctuation_ending_in_a_word_or_an_abbreviation_is_not_signed(line):
    text = line + "\n09:00 Visite Dr. Brandhorst. Befund besprochen. Wiebke\n"
    assert names(text, "de_DE") == ["Brandhorst", "Wiebke"]


@pytest.mark.parametrize("text, locale, expected", [
    ("Verslag door J Rijkers op 12/03", "nl_NL", ["J Rijkers"]),          # after "door"
    ("Operateur: Dr K Ostendorf\nAssistenz: PJ", "de_DE", ["K Ostendorf"]),  # after a title
    ("CXR: R LOWER ZONE CONSOLIDATION", "en_GB", []),                    # a side and a word
    ("Dolor en la pierna y E Navarro no sabe", "es_ES", []),                # "e"/"y" are words in Spanish
])
def test_an_initial_without_its_dot_before_a_surname_is_a_name_where_initials_stand(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    ("Surgeon Mr K Webb\nScrub Amara Osei\nRunner Tobias", "en_GB", ["K Webb", "Amara Osei", "Tobias"]),
    ("Operateur Dr. Webb\nSpringer Ole Brandt", "de_DE", ["Webb", "Ole Brandt"]),   # no colon after the role
    ("Avisa enfermería Itziar por dolor abdominal", "es_ES", ["Itziar"]),           # the nursing service
    ("Overdracht aan verpleging Maaike om 14u", "nl_BE", ["Maaike"]),
    ("Hola Maribel te escribo por la señora de la 12", "es_ES", ["Maribel"]),    # a greeting, the line goes on
    ("Thanks Anouk. She is on the list for Monday.", "en_GB", ["Anouk"]),        # a full stop after the name
    ("see you on Monday\nThanks, Hedda", "en_GB", ["Hedda"]),                  # a comma after the sign-off
])
def test_a_first_name_after_a_team_role_or_a_greeting_without_punctuation(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    # the role's shift between the role and the first name, "of" between or not, the role's
    # elided article glued to it
    ("Transmissions faites à l'infirmière de nuit Ombeline", "fr_FR", ["Ombeline"]),
    ("Consegne all'infermiera di notte Fiammetta", "it_IT", ["Fiammetta"]),
    ("Relevo dado a enfermera de noche Araceli", "es_ES", ["Araceli"]),
    # a place after the shift is no team member
    ("Transmissions à l'infirmière de nuit Marseille", "fr_FR", []),
])
def test_a_first_name_after_a_team_role_and_its_shift_without_brackets(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    # a first name opening its line, the role right after it saying who the person is
    ("Wound care done\nBrian student nurse helped with the bed bath", "en_GB", ["Brian"]),
    ("Medicazione fatta\nFerdinando tirocinante ha rifatto il letto", "it_IT", ["Ferdinando"]),
    ("Verband gewechselt\nChristopher Schülerin hat beim Umlagern geholfen", "de_DE", ["Christopher"]),
    # anywhere on a line, a first name and the word before the role, a team list without its commas
    ("Equipo: MIR-2 Cardiología Irene Vela enfermera de enlace Inés Prieto logopeda", "es_ES",
     ["Irene Vela", "Inés Prieto"]),
    # an ordinary word before the role
    ("Result phoned through\nNight nurse informed of the result", "en_GB", []),
    ("Charge nurse aware", "en_GB", []),
    ("Seen after the ward meeting Charge Nurse aware", "en_GB", []),
])
def test_a_first_name_before_the_role_that_says_who_they_are_without_brackets(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text, locale", [
    ("Scrub Typhoon completed", "en_GB"),          # no first name after the role
    ("Hi Team see below", "en_GB"),                # a greeting before an ordinary word
    ("Thanks Team all booked now", "en_GB"),    # a sign-off before a word the line goes on after
    ("Abdomen, Thorax. Unauffällig.", "de_DE"),    # a comma and a full stop around words, no greeting
    ("Regards, Team", "en_GB"),                    # a sign-off before an ordinary word
])
def test_no_name_after_a_role_or_greeting_before_a_word_or_after_a_sign_off_mid_line(text, locale):
    assert names(text, locale) == []


@pytest.mark.parametrize("text, locale, expected", [
    # after the word that says who wrote the note, a surname that is also a word
    ("Pauta de curas pactada con el hijo esta mañana\nRedacta B Campos", "es_ES", ["B Campos"]),
    # without punctuation no full stop parts the signer from the last sentence: the closing pair signs
    ("Sortie prévue ce soir pansement sec à revoir 9h C Petit", "fr_FR", ["C Petit"]),
])
def test_an_undotted_initial_and_a_surname_that_is_a_word_where_the_writer_signs(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text, locale", [
    ("Sortie prévue ce soir, pansement sec. Revoir 9h, salle C Petit.", "fr_FR"),  # punctuated
    ("Sortie prévue ce soir pansement sec salle C Petit\nà revoir", "fr_FR"),  # not the note's end
])
def test_a_letter_and_a_word_that_close_a_sentence_are_no_signer(text, locale):
    assert names(text, locale) == []


@pytest.mark.parametrize("text, locale, expected", [
    ("Sozial zwei Kinder Jonas 12 Schüler und Mara 9 wohnen bei der Mutter", "de_DE", ["Jonas", "Mara"]),
    ("viuda vive sola hijo Rubén 44 electricista", "es_ES", ["Rubén"]),       # an occupation after the age
    ("Trois petits-enfants dont Léonie 11 ans qui passe le mercredi", "fr_FR", ["Léonie"]),  # a unit of years
    ("Deux enfants : Timéo, 15 ans, au lycée", "fr_FR", ["Timéo"]),           # a comma, then the unit
    # "e" is "and" before it is a unit ("5 E" of insulin)
    ("tre figli Adriano 12 anni alle elementari Nives 9 e Ottavio 4 al nido", "it_IT", ["Adriano", "Nives", "Ottavio"]),
    ("anamnesi sociale: vedovo, tre figli adriano 12 anni alle elementari nives 9 e ottavio 4 al nido\n"
     "vivono con la madre e il nonno materno, nessun aiuto domiciliare, autonomo nelle attività",
     "it_IT", ["adriano", "nives", "ottavio"]),
    # the next of the list, its relation word far back in the same sentence
    ("Zwei Söhne Jannes 31 Elektriker verheiratet wohnt mit seiner Familie seit Jahren in Kassel Malte 27 "
     "studiert Medizin in Jena", "de_DE", ["Jannes", "Malte"]),
    ("sociale anamnese: gehuwd, twee kinderen fien 7 j tweede leerjaar in de basisschool om de hoek en wout 4 j "
     "kleuterklas\nwonen met de ouders in een rijwoning met tuin, geen thuiszorg nodig", "nl_BE",
     ["fien", "wout"]),                                                   # the year's letter without its dot
    # a mark closes the clause after the last age of the list
    ("Two children, Kayden 7 and Lacey 4, attend the village primary.", "en_GB", ["Kayden", "Lacey"]),
])
def test_a_first_name_and_an_age_without_brackets_in_a_family_history(text, locale, expected):
    assert names(text, locale) == expected


def test_a_double_first_name_before_an_age_in_brackets_is_taken_whole():
    assert names("Zwei Kinder, Finn-Luca (7) und Emily (4), besuchen die Grundschule.", "de_DE") \
        == ["Finn-Luca", "Emily"]


@pytest.mark.parametrize("text, locale", [
    ("Patient liegt auf Station 4 im Bett 12", "de_DE"),                # ordinary words and numbers
    ("Sohn informiert. Drainage Blake 19 Fr eingelegt", "de_DE"),       # a device and its size, another sentence
    ("figlio presente, catetere Foley 14 Ch", "it_IT"),                  # a unit after the number
    ("Two children at home. Labs: Hb 9.4, K 4.1.", "en_GB"),              # a decimal, no age
])
def test_a_word_and_a_number_are_no_person_and_age(text, locale):
    assert names(text, locale) == []


LOWER_LOG_WITH_INITIALS = ("ward 4 day shift\n"
                           "08:00 shower with help of one, skin intact, obs stable. lk\n"
                           "12:10 lunch taken well, walked to the day room with frame. lk\n"
                           "16:40 son visited, questions about discharge answered. lk\n")


LOWER_NOTE_SIGNED = ("telefonisch contact met de zoon\nhij regelt de thuiszorg vanaf maandag en brengt de "
                     "medicatie mee bij het volgende bezoek aan de afdeling. verder geen bijkomende acties. nw")


@pytest.mark.parametrize("text, locale, expected", [
    (LOWER_LOG_WITH_INITIALS, "en_GB", ["lk", "lk", "lk"]),
    (LOWER_NOTE_SIGNED, "nl_BE", ["nw"]),        # once, closing the note
    # Initials that are also a rare name of real populations (the truecased copy writes "Vek"):
    (LOWER_LOG_WITH_INITIALS.replace("stable. lk", "stable. vek"), "en_GB", ["vek", "lk", "lk"]),
    # Initials keeping a surname's "mc" or "mac", once at an entry's end
    (LOWER_LOG_WITH_INITIALS.replace("stable. lk", "stable. dmck"), "en_GB", ["dmck", "lk", "lk"]),
    (LOWER_LOG_WITH_INITIALS.replace("frame. lk", "frame. rjmacd"), "en_GB", ["lk", "rjmacd", "lk"]),
    # after a slash or a dash set off by blanks, a full stop closing them or not
    (LOWER_LOG_WITH_INITIALS.replace("stable. lk", "stable / tq"), "en_GB", ["tq", "lk", "lk"]),
    (LOWER_LOG_WITH_INITIALS.replace("answered. lk", "answered – tq."), "en_GB", ["lk", "lk", "tq"]),
    # with a full stop after it, a longer word closes a sentence: a surname after a role stays one
    (LOWER_LOG_WITH_INITIALS.replace("answered. lk", "answered by the hca. holloway."), "en_GB",
     ["lk", "lk", "holloway"]),
])
def test_initials_written_small_after_a_sentence_end_sign_a_lower_case_note(text, locale, expected):
    assert names(text, locale) == expected


MC_LOG = ("22:00 Obs stable settled for the night with fluids running PK\n"
          "23:10 Asleep no pain reported on waking at midnight PK\n"
          "04:00 Sats dipped walking to the toilet back up within two minutes DMcK\n")


@pytest.mark.parametrize("text, expected", [
    (MC_LOG, ["PK", "PK", "DMcK"]),
    (MC_LOG.upper(), ["PK", "PK", "DMCK"]),                       # in capitals: read on the copy written small
    ("ward 4 night shift nursing notes\n" + MC_LOG.lower(), ["pk", "pk", "dmck"]),
])
def test_initials_keeping_a_surnames_mc_sign_a_log_entry_as_other_initials_do(text, expected):
    assert names(text, "en_GB") == expected


def test_words_abbreviations_and_units_written_small_after_a_sentence_end_are_no_initials():
    text = LOWER_LOG_WITH_INITIALS.replace(". lk", ". ok").replace("answered. ok", "answered. km")
    assert names(text, "en_GB") == []


@pytest.mark.parametrize("text, locale, expected", [
    ("07:30 gewassen door Anouk, mobiliseert goed.", "nl_BE", ["Anouk"]),       # who acted
    ("Pansement refait avec Solène. Plaie propre.", "fr_FR", ["Solène"]),      # who was there
    ("Seen with Priya today, plan unchanged.", "en_GB", ["Priya"]),
    ("Letter typed by Hollins K on 3/4/24.", "en_GB", ["Hollins K"]),       # a surname and its initial,
    ("Prélèvement fait par Garnier C à 10h.", "fr_FR", ["Garnier C"]),      # never a name cut short
])
def test_a_first_name_alone_or_a_surname_and_initial_after_by_or_with_ending_its_phrase(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text, locale", [
    ("Review by Friday, plan unchanged.", "en_GB"),                 # a weekday
    ("Schmerzen gebessert mit Novalgin und Ruhe.", "de_DE"),        # German capitalises its nouns
    ("Dolor controlado con Paracetamol.", "es_ES"),                 # a drug
])
def test_no_name_after_by_or_with_for_a_weekday_a_drug_or_a_german_noun(text, locale):
    assert names(text, locale) == []


@pytest.mark.parametrize("text, locale, expected", [
    ("Patiënt onrustig, vraagt naar Joost en wil naar huis.", "nl_NL", ["Joost"]),   # who a patient asks for
    ("Patientin nachts wach, ruft nach Heiko, ihrem Sohn.", "de_DE", ["Heiko"]),
    ("Agitada por la noche, pregunta por Fermín varias veces.", "es_ES", ["Fermín"]),
    ("Patiënt vraagt naar water en koffie.", "nl_NL", []),                          # a thing asked for
    ("Nachts wach, ruft nach Hilfe.", "de_DE", []),
])
def test_a_first_name_after_a_verb_of_calling_or_asking_for_someone(text, locale, expected):
    assert names(text, locale) == expected


ACTIONS = ("Outcome and actions\n"
           "1 Repeat bloods on Friday and phone the results to the GP RT\n"
           "2 Leaflet on sleep hygiene given and discussed RT\n"
           "3 Physio to review mobility and walking aids next week JV\n")


@pytest.mark.parametrize("text, locale, expected", [
    (ACTIONS, "en_GB", ["RT", "RT", "JV"]),   # twice at line ends; and closing the note
    ("Telefoon van de dochter\nOpname gepland, familie ingelicht en akkoord met het plan\n"
     "Naar huis zodra de pijn onder controle is JV", "nl_BE", ["JV"]),
    # a note of two lines signs too
    ("Appel de la fille ce matin inquiète pour le retour\nSortie prévue jeudi si pas de fièvre cette nuit MB",
     "fr_BE", ["MB"]),
    # written small, the note's last word: only the note's own language must not write the letters often
    ("paziente tranquilla, ha cenato e riposato, parametri nella norma, dolore controllato con la terapia\n"
     "figlia informata, richiesta inviata alla struttura, in attesa di conferma ep", "it_IT", ["ep"]),
    # ... but a surname after its particle closing the note is the surname, whatever its letters
    ("patiënt gezien tijdens de zaalronde, pijn onder controle, eet en drinkt goed, wonde droog\n"
     "afwezig: edwin rijks, luc de neve", "nl_BE", ["edwin rijks", "luc de neve"]),
])
def test_initials_closing_lines_without_punctuation_sign_them(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text, locale", [
    ("Started on antibiotics given intravenously IV\nReview of the results tomorrow with the team", "en_GB"),
    ("Signed by the consultant surgeon on duty   GMC 4728", "en_GB"),   # the line ends in a number
    ("Great night out with everyone from the old team in NYC", "en_GB"),   # a message of one line
    ("PATIENTE STABILE DIMESSA A DOMICILIO CON TERAPIA\nCONTROLLO TRA DUE SETTIMANE IN AMBULATORIO DH", "it_IT"),
])
def test_abbreviations_closing_a_line_or_a_note_in_capitals_are_no_initials(text, locale):
    assert names(text, locale) == []


LOWER_LOG_ES = ("turno de noche planta de medicina interna\n"
                "22:00 paciente tranquila toma la medicación sin problemas remedios r\n"
                "02:00 duerme toda la noche constantes estables remedios r\n"
                "04:00 sin cambios remedios r\n")
LOWER_LOG_EN = ("night shift ward 7\n"
                "22:10 settled in bed after evening meds, obs stable henrietta\n"
                "02:00 asleep\n"
                "03:00 slept through henrietta\n"
                "06:00 obs stable and ate a little breakfast henrietta\n")


@pytest.mark.parametrize("text, locale, expected", [
    (LOWER_LOG_ES, "es_ES", ["remedios r"] * 3),     # a lower-case initial after the first name
    (LOWER_LOG_EN, "en_GB", ["henrietta"] * 3),      # a short entry signed by who signs the others
])
def test_a_log_written_in_lower_case_without_punctuation_is_signed_at_its_line_ends(text, locale, expected):
    assert names(text, locale) == expected


DATED_LOG_ES = ("12/05/2023 turno de tarde\n"
                "paciente tranquila come la mitad del plato ayuda para la higiene araceli\n\n"
                "13/05/2023 turno de noche\n"
                "duerme casi toda la noche pide agua dos veces sin incidencias fuensanta")
DATED_LOG_EN = ("12/05 late shift\n"
                "walked to the day room with frame rosalind\n"
                "ate a little at supper and settled early\n\n"
                "13/05 night shift\n"
                "slept well and no pain overnight")


@pytest.mark.parametrize("text, locale, expected", [
    (DATED_LOG_ES, "es_ES", ["araceli", "fuensanta"]),   # each the last line of its date's entry
    (DATED_LOG_EN, "en_GB", []),   # a name inside an entry that runs on, a word closing the last
    # the initial and particles before the surname are the signer's too
    ("12/05/2023 08:00 wonde verzorgd, drain verwijderd, familie ingelicht.\n-- m.-j. van der zwaan\n\n"
     "13/05/2023 07:40 patiënt rustig, slaapt goed.\n-- m.-j. van der zwaan", "nl_BE", ["m.-j. van der zwaan"] * 2),
])
def test_the_last_line_of_an_entry_under_its_date_is_signed_at_its_end(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    # the shift after the role at a line's end, without punctuation
    ("Pompe réglée et voie veineuse vérifiée Ombeline IDE nuit", "fr_FR", ["Ombeline"]),
    ("Turned two hourly and skin checked Marisol RN nights", "en_GB", ["Marisol"]),
    # a line that is a first name and roles alone
    ("Mood settled, plan agreed with family\nTiago HTT CPN", "en_GB", ["Tiago"]),
    ("Plan agreed with family\nParacetamol PO PRN", "en_GB", []),     # a drug, its route and when
    # written small, the team's abbreviation too, read on the truecased copy
    ("home visit today, mood settled, taking medication as prescribed, no safety concerns raised\n"
     "plan: review in one week, crisis numbers given\norla htt rmn", "en_GB", ["orla"]),
    ("DATE DE NAISSANCE: 10/02/1966\nNDA: SF457031", "fr_FR", []),     # a field, not a signer
])
def test_a_first_name_before_its_role_and_shift_or_alone_with_its_roles_on_a_line(text, locale, expected):
    assert names(text, locale) == expected


PARTICLE_LOG_NL = ("18:00 Medicatie toegediend volgens schema, ligt rustig in bed Wieteke\n"
                   "22:00 Rustige avond portie gegeten drinkt voldoende Fenneke vd B\n"
                   "23:30 Slaapt geen klachten Wieteke")


@pytest.mark.parametrize("text, expected", [
    (PARTICLE_LOG_NL, ["Wieteke", "Fenneke vd B", "Wieteke"]),
    ("avonddienst afdeling interne geneeskunde kamer twaalf\n" + PARTICLE_LOG_NL.lower(),
     ["wieteke", "fenneke vd b", "wieteke"]),
])
def test_a_log_line_signed_by_a_first_name_the_surnames_particles_and_initial(text, expected):
    assert names(text, "nl_NL") == expected


INITIALS_LOG_EN = ("06:00 Obs within range slept most of the night asked for tea Wendel TKR\n"
                   "09:30 Dressing renewed wound edges intact no ooze Wendel TKR\n"
                   "13:00 Walked to the day room with frame and a stick Wendel TKR\n"
                   "17:00 Ward round seen by Dr Halloran plan unchanged Dr Halloran MK")


@pytest.mark.parametrize("text, expected", [
    # a first name, then the surname's initials, with no mark between: one signer
    (INITIALS_LOG_EN, ["Wendel TKR", "Wendel TKR", "Wendel TKR", "Halloran", "Halloran", "MK"]),
    ("ward twelve nursing notes for the night and the early shift\n" + INITIALS_LOG_EN.lower(),
     ["wendel tkr", "wendel tkr", "wendel tkr", "halloran", "halloran", "mk"]),
])
def test_a_log_line_signed_by_a_first_name_and_the_surnames_initials_without_a_mark_between(text, expected):
    # a title's surname before the initials stays apart from them (guard: as before)
    assert names(text, "en_GB") == expected


@pytest.mark.parametrize("text, expected", [
    # speakers that are also words, their colons gone with the rest of the punctuation
    ("control de enfermería planta tercera\n08:15 Esperanza tranquila constantes estables\n"
     "11:40 Amparo aseo completo en la cama", ["Esperanza", "Amparo"]),
    # a word of the language opening one entry, no other speaker in the log
    ("control de enfermería planta tercera\n12:00 Dolores leves en la herida quirúrgica\n"
     "14:00 come bien y pasea por el pasillo", []),
])
def test_without_punctuation_a_logs_speakers_that_are_also_words_speak_without_their_colon(text, expected):
    assert names(text, "es_ES") == expected


def test_a_short_entry_ending_in_a_word_no_other_entry_ends_with_signs_nothing():
    text = "02:00 Sleeping well, obs stable\n04:00 resting\n06:00 obs stable, ate breakfast\n"
    assert names(text, "en_GB") == []


@pytest.mark.parametrize("text, locale, expected", [
    # a first name and a role end a line that is no log's: who did what the line says
    ("Pansement du talon refait Gwenaëlle IDE\nSuite sans incident", "fr_FR", ["Gwenaëlle"]),
    ("Plan stairs practice Friday Carys PT", "en_GB", ["Carys"]),
    # a greeting or a sign-off before a first name that ends its line, without punctuation
    ("Termin steht fest\nGruß Dörte", "de_DE", ["Dörte"]),
    ("see you Monday\nThanks Hedda", "en_GB", ["Hedda"]),
    ("Hola Maribel\nadjunto el informe de alta", "es_ES", ["Maribel"]),
])
def test_first_names_signing_or_addressed_without_punctuation(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text, locale", [
    ("Thanks Team", "en_GB"),                               # a sign-off before a word
    ("Given at 08:00 Paracetamol PO", "en_GB"),             # a drug before its route is no signer
    ("Gruß Hedda und bis morgen", "de_DE"),                 # the name does not end the line
])
def test_no_name_after_a_sign_off_or_before_a_role_without_a_first_name_ending_the_line(text, locale):
    assert names(text, locale) == []


@pytest.mark.parametrize("text, locale, expected", [
    # a list of people dictated without commas: each person opens the next, roles between them
    ("Aanwezig P Verhoeven K Wouters internisten B van Dijk patholoog", "nl_NL",
     ["P Verhoeven", "K Wouters", "B van Dijk"]),
    ("Present T Hale R Osei surgeons", "en_GB", ["T Hale", "R Osei"]),
    # a role beside the pair, or the line's end after it
    ("Aufnahme über die Notaufnahme A Brandt AÄ", "de_DE", ["A Brandt"]),
    ("Lagerung vor dem Eingriff kontrolliert F Kowalski\nVerlegung auf Station", "de_DE", ["F Kowalski"]),
    # a surname that real populations carry more than text does ("Jansen"), after a role
    ("radioloog F Jansen", "nl_NL", ["F Jansen"]),
    # after a letter's sign-off formula on the same line
    ("Befund an den Hausarzt versandt\nFür die Richtigkeit H Hoffmann, Sekretariat", "de_DE", ["H Hoffmann"]),
])
def test_an_undotted_initial_and_surname_in_a_team_list_or_signing_a_line(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text, locale", [
    ("Serologie Hepatitis B Positief", "nl_NL"),          # the line's end, but the word is no surname
    ("Kolonkarzinom Stadium C Dukes", "de_DE"),           # a stage and its eponym at the line's end
    ("chirurgen R Lower Zone", "en_GB"),                  # a side and a word, even after a role
])
def test_an_undotted_capital_before_a_word_is_no_initial_even_in_a_list(text, locale):
    assert names(text, locale) == []


@pytest.mark.parametrize("text, locale, expected", [
    # the address spells the display name, in any case, wherever it stands (a cc list too)
    ("cc: vermeulen, claudia <claudia.vermeulen@zkh.example>; brandhorst, jörg <joerg.brandhorst@zkh.example>",
     "nl_BE", ["vermeulen, claudia", "brandhorst, jörg"]),
    ("VAN: OSTENDORF KLAUS <k.ostendorf@klinik.example>", "de_DE", ["OSTENDORF KLAUS"]),
    # the sender's organisation between name and address, its brackets lost in a dictated copy
    ("from hollins kate ncht <katehollins3@nhs.example>", "en_GB", ["hollins kate"]),
    # a service's mailbox spells only its own words
    ("To: Wound Care Team <woundcare.team@nhs.example>", "en_GB", []),
])
def test_a_display_name_its_address_spells_is_a_name(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("signer, expected", [
    ("ml", ["ml", "ml", "ml"]),            # initials that spell a unit, closing line after line
    ("faith", ["faith", "faith", "faith"]),  # a first name that is also a word of the language
])
def test_a_unit_or_a_word_written_small_that_closes_line_after_line_signs_a_lower_case_log(signer, expected):
    assert names(LOWER_LOG_WITH_INITIALS.replace(". lk", ". " + signer), "en_GB") == expected


def test_answers_and_states_closing_line_after_line_are_no_signers():
    for word in ("ok", "stable"):
        assert names(LOWER_LOG_WITH_INITIALS.replace(". lk", ". " + word), "en_GB") == []


# A log dictated without punctuation, written small.
DICTATED_LOG = ("nachtdienst kamer 12\n"
                "23:00 slaapt rustig geen pijn bel binnen handbereik rw\n"
                "03:10 wakker wil naar toilet begeleid met rollator terug in bed rw\n"
                "06:30 parameters genomen bloeddruk goed eet zelfstandig rw\n")


@pytest.mark.parametrize("text, locale, expected", [
    (DICTATED_LOG, "nl_BE", ["rw", "rw", "rw"]),
    (DICTATED_LOG.replace(" rw\n", " ml\n"), "nl_BE", ["ml", "ml", "ml"]),  # initials spelling a unit, line after line
    ("telefonisch contact met de zoon\n" + LOWER_NOTE_SIGNED.replace(".", ""), "nl_BE", ["nw"]),  # the note's close
])
def test_initials_written_small_without_a_sentence_end_before_them_sign_when_they_close_the_note_or_lines(
        text, locale, expected):
    assert names(text, locale) == expected


def test_a_small_token_closing_one_line_without_punctuation_is_no_signature():
    text = DICTATED_LOG.replace("toilet begeleid met rollator terug in bed rw", "toilet begeleid met rollator iv")
    assert names(text.replace(" rw\n", " ok\n"), "nl_BE") == []


def test_dictated_italian_titles_without_their_inner_dot_announce_a_name():
    text = ("paziente vista in ambulatorio oggi con dolore lieve alla ferita chirurgica e febbre assente "
            "concordato controllo con la drssa bertolini la settimana prossima in reparto")
    assert names(text, "it_IT") == ["bertolini"]


def test_a_first_name_that_is_a_word_closing_line_after_line_signs_a_log_in_capitals():
    text = LOWER_LOG_WITH_INITIALS.upper().replace(". LK", ". FAITH")
    assert names(text, "en_GB") == ["FAITH", "FAITH", "FAITH"]


@pytest.mark.parametrize("text, locale, expected", [
    ("Résultat transmis à l'inf. Solène à 07:35.", "fr_FR", ["Solène"]),       # the role behind its article
    ("Medicazione eseguita dall'inf. Noemi alle 10.", "it_IT", ["Noemi"]),
])
def test_a_role_abbreviation_behind_an_elided_article_announces_a_name(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    ("Me pregunta cuándo volverá al trabajo; mi marido (Quim) dice que espere.", "es_ES", ["Quim"]),
    ("Lives alone, her son (Callum) visits on Sundays.", "en_GB", ["Callum"]),
    ("Lives alone, her son (abroad) phones daily.", "en_GB", []),       # a word in the brackets
])
def test_a_first_name_in_brackets_after_a_relation_is_that_person(text, locale, expected):
    assert names(text, locale) == expected


RUN_ON_LOG = ("ward 3 night shift\n"
                "22:00 settled in bed obs stable pain 2/10 given paracetamol\n"
                "23:30 restless pulling at drip reassured and\n"
                "glasses on - family phoned ingrid\n"
                "02:00 slept ingrid\n"
                "05:00 obs stable no concerns, breakfast taken and washed with help of one\n")


@pytest.mark.parametrize("text, expected", [
    (RUN_ON_LOG, ["ingrid", "ingrid"]),
    (RUN_ON_LOG.replace("ingrid", "Ingrid"), ["Ingrid", "Ingrid"]),
])
def test_a_first_name_closing_an_entry_and_the_line_its_entry_runs_on_to_signs_both(text, expected):
    # The entry of 23:30 runs on to a line with no time and a dash inside; its name counts among
    # the signer's lines, and the short entry of 02:00 signs because its signer signs another.
    assert names(text, "en_GB") == expected


ENTRY_LOG = ("Nachtdienst zaal 4\n"
             "22:00 Pijn onder controle na paracetamol, slaapt rustig in bed TJM\n"
             "23:30 Verband gecontroleerd en droog, geen lekkage op CVC\n"
             "02:00 Wakker geweest, water gedronken en terug in slaap gevallen\n"
             "05:00 Parameters stabiel, saturatie goed zonder zuurstof\n")


@pytest.mark.parametrize("text, expected", [
    (ENTRY_LOG, ["TJM"]),                # after a word: who wrote it; after "op" the catheter itself
    (ENTRY_LOG.lower(), ["tjm"]),        # the same log dictated in lower case
])
def test_initials_closing_one_log_entry_without_punctuation_sign_it(text, expected):
    assert names(text, "nl_BE") == expected


@pytest.mark.parametrize("text, locale, expected", [
    ("Plan discussed with the patient. Signed Ffion", "en_GB", ["Ffion"]),          # a signature word inside the line
    ("Wunde trocken. Gez. Oberärztin Dr. Wiegand", "de_DE", ["Wiegand"]),           # "gez." signs; it is no name
    ("Hoy pasa trabajadora social (Maialen).", "es_ES", ["Maialen"]),             # a role of two words, then brackets
    ("Discussed with support worker (Tavish) this morning.", "en_GB", ["Tavish"]),  # a qualified worker
    ("Parlato con il genero Ottavio.", "it_IT", ["Ottavio"]),                       # an in-law
    ("Viene con su pareja, Xabier, y su suegra.", "es_ES", ["Xabier"]),        # a partner, a comma
    ("Valorada por trabajo social (Oihane).", "es_ES", ["Oihane"]),                 # a service of two words
    ("Scrub nurse Bethan Pugh, anaesthetist present.", "en_GB", ["Bethan Pugh"]),  # an eponym's name as a surname
    ("Child Pugh B, MELD 14.", "en_GB", []),                                       # the eponym's score
])
def test_signature_words_two_word_roles_and_relations_by_marriage_announce_names(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    ("Plan agreed with the patient - R.Fairbrother", "en_GB", ["R.Fairbrother"]),
    ("Verband erneuert durch A.Schmidt.", "de_DE", ["A.Schmidt"]),
    ("Stool sample: C.Difficile not detected; MSU grew E.Coli.", "en_GB", []),             # germs
    ("Z.n. Sectio, bekannter M.Crohn.", "de_DE", []),                                # an eponym's disease
])
def test_an_initial_glued_to_a_surname_is_a_name_and_a_germ_so_written_is_not(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    ("Beleid besproken met patiënt en partner. /WV", "nl_NL", ["WV"]),       # a slash glued to the initials
    ("Plan discussed with the family. -HK", "en_GB", ["HK"]),               # a dash glued to them
    ("Paracetamol 1 g given at 22:00. /PO", "en_GB", []),                   # a route, not a signer
])
def test_initials_set_off_by_a_glued_slash_or_dash_sign_the_line(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    # a rarer first name of real populations, which text writes less often than people bear it
    ("08:15 Ortrud: ruhig, Vitalwerte stabil\n11:40 Ortrud: im Bett gewaschen\n", "de_DE", ["Ortrud", "Ortrud"]),
    # a double first name joined by a hyphen speaks too
    ("08:15 Hans-Gerd: ruhig\n11:40 Hans-Gerd: mobilisiert\n", "de_DE", ["Hans-Gerd", "Hans-Gerd"]),
])
def test_a_log_speaker_with_a_rarer_or_a_double_first_name(text, locale, expected):
    assert names(text, locale) == expected


def test_an_abbreviation_a_few_people_bear_as_a_name_opens_no_log_entry():
    # as rare among first names as the names above, but text writes it more often than people bear it
    assert names("09:00 Chemo läuft, gut vertragen\n11:00 Chemo beendet\n", "de_DE") == []


@pytest.mark.parametrize("text, locale, expected", [
    # a display name written small before its address: a first name opens it, whatever the rest
    ("De: ottavio pardiñas río <o.pardinas@hospital.es>\nAsunto: curas", "es_ES", ["ottavio pardiñas río"]),
    ("from: ferraguti, ottavio <ward7.bleep@nhs.net>\nsubject: bloods", "en_GB", ["ferraguti, ottavio"]),
])
def test_an_e_mail_header_s_display_name_written_small(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text, locale", [
    ("Para: farmacia <farmacia@hospital.es>\nAsunto: pedido", "es_ES"),            # a service's mailbox
    ("De: Servicio de Cardiología <cardio@hospital.es>\nAsunto: cita", "es_ES"),   # a department
])
def test_a_service_s_mailbox_in_an_e_mail_header_is_no_person(text, locale):
    assert names(text, locale) == []


@pytest.mark.parametrize("text, locale, expected", [
    # dictated without punctuation, the note closes on its writer's first name after a word written small
    ("Il paziente riferisce dolore lieve\nRientro a casa sabato mattina lo accompagna lo zio in macchina Samir",
     "it_IT", ["Samir"]),
    ("Patient settled overnight\nHome tomorrow once the pharmacy has sent the tablets Declan", "en_GB", ["Declan"]),
    # a large place, a month and a line too short to be more than its signature close nothing
    ("Patient settled overnight\nHome tomorrow and then a holiday with her sister in Florence", "en_GB", []),
    ("Patient settled overnight\nClinic review booked for the second week of June", "en_GB", []),
])
def test_a_first_name_closing_a_note_without_punctuation_signs_it(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    # a first name opening a bracket, then a staff role, shift or service: who gave or took the message
    ("Kalium 6,1 doorgebeld aan de arts van wacht (Jorien, labo) en herhaald.", "nl_BE", ["Jorien"]),
    ("Glycémie contrôlée à 3 h (Malik, IDE de nuit), resucrage fait.", "fr_FR", ["Malik"]),
    ("telefonisch contact met de zoon\nhij regelt de thuiszorg vanaf maandag en brengt de medicatie mee bij het "
     "volgende bezoek. kalium 6,1 doorgebeld aan de arts van wacht (jorien, labo) en herhaald.", "nl_BE", ["jorien"]),
    # a product and its maker, a place and its country, a list of terms: no person
    ("Obturación provisional con un cemento (Cavit, Espe) sin incidencias.", "es_ES", []),
    ("Suivie autrefois à l'hôpital (Florence, Italie) pour une fracture.", "fr_FR", []),
])
def test_a_first_name_opening_a_bracket_before_a_staff_role_is_a_person(text, locale, expected):
    assert names(text, locale) == expected


LOG_ES_TWO_SIGNERS = ("03/04 aseo en cama, colabora poco. desayuno completo, toma la medicación. leire\n"
                      "12:00 come la mitad del menú, bebe bien, paseo con andador. leire\n"
                      "16:00 cambio postural, piel íntegra. merienda entera. sin fiebre. socorro / ines\n"
                      "20:00 cena completa, tranquila, sin dolor. ines\n22:00 duerme. apósito con mepilex / ines\n")


def test_two_signers_of_one_entry_a_slash_between_them_are_both_names():
    # "socorro" (a first name and a word) signs once, before the slash; "mepilex" stands after no
    # sentence's end: no signer
    found = names(LOG_ES_TWO_SIGNERS, "es_ES")
    assert "socorro" in found and "mepilex" not in found


@pytest.mark.parametrize("text, locale, expected", [
    # whoever took the call signs after the number or the time that ends the message, no punctuation between
    ("Die Tochter bittet um Rückruf wegen des Befunds 0151 2233445 kb\nBZ 142 nüchtern", "de_DE", ["kb"]),
    ("Lab rang with the potassium result will recheck 14:20 jt\nObs stable overnight", "en_GB", ["jt"]),
    ("Dochter belde over het bezoek van morgen nummer zus 06 12 34 56 78 VdB\nPijn 3", "nl_NL", ["VdB"]),
    # a comma before them, the bracket and the full stop that close the line after them
    ("Rücksprache mit dem Stationsarzt gehalten (Tel. 4471, 09:20, kb).\nBZ 142", "de_DE", ["kb"]),
    # the hour's word, an abbreviation, a word of the language, a short line: nobody's initials
    ("Blood pressure to be rechecked this evening at 18:00 hrs\nSleeping", "en_GB", []),
    ("Insuline toegediend zoals voorgeschreven om 07:30 sc\nGlycemie nuchter", "nl_BE", []),
    ("Contrôle prévu en hôpital de jour le 12/05 à 14:30 ok\nRAS", "fr_FR", []),
    ("Tel 0151 2233445 kb", "de_DE", []),
])
def test_initials_after_the_number_or_time_that_ends_a_message_sign_it(text, locale, expected):
    assert names(text, locale) == expected


def test_the_first_of_two_signers_after_a_state_that_closes_the_line_without_its_full_stop():
    # dictation dropped the full stop after "afebril": the state still ends the entry before its signers
    log = ("12:00 come la mitad del menú bebe bien paseo con andador leire\n"
           "16:00 cambio postural piel íntegra merienda entera afebril socorro / inés\n"
           "20:00 cena completa tranquila sin dolor inés\n")
    assert "socorro" in names(log, "es_ES")


@pytest.mark.parametrize("text, locale, expected", [
    # a first name after a floor's ordinal, before its verb (its object pronoun between)
    ("Vive sola. Su amiga del 4º Paqui le sube el periódico cada mañana.", "es_ES", ["Paqui"]),
    ("vive con su marido en un bajo con patio su amiga del 4º paqui le sube el periódico y le riega las "
     "plantas cada semana su hijo vive lejos", "es_ES", ["paqui"]),
])
def test_a_first_name_after_a_floor_s_ordinal_before_its_verb(text, locale, expected):
    assert names(text, locale) == expected


def test_the_german_examination_heading_alone_on_its_line_signs_nothing():
    text = ("AUFNAHME: SOHN UEBERNIMMT DIE PFLEGE, LEBT MIT DER TOCHTER IN DER WOHNUNG, KEINE BESONDERHEITEN.\n\nKU\n"
            "BLUTDRUCK 125/86, PULS 64, TEMPERATUR 36,8. HERZ UND LUNGE UNAUFFAELLIG, ABDOMEN WEICH.")
    assert "KU" not in names(text, "de_DE")


@pytest.mark.parametrize("text, locale, expected", [
    # opening its line or before a bracketed role, a name that is also a dictionary word is the name
    ("mobilizzazione ogni 2 ore. ugolino inf. notte", "it_IT", ["ugolino"]),
    ("amando (alumna) ayudó en el aseo", "es_ES", ["amando"]),
])
def test_a_rare_first_name_that_is_a_word_opening_its_line_before_a_role(text, locale, expected):
    assert names(text, locale) == expected


_NIGHT_DE = ("Nachtdienst 21-6 Uhr: Schw. Roswitha, Pfl. Malte\n{line}\n02:30 schläft\n"
             "05:45 BZ 132, Grundpflege übernommen durch Malte")


def test_a_doctors_order_closing_a_log_line_is_no_signature():
    # "AO": "ärztliche Anordnung", as written and in a note in lower case
    text = _NIGHT_DE.format(line="23:00 unruhig, Pipamperon 20 mg p.o. nach AO")
    assert names(text, "de_DE") == ["Roswitha", "Malte", "Malte"]
    assert names(text.lower(), "de_DE") == ["roswitha", "malte", "malte"]


def test_a_carers_initials_closing_a_log_line_sign_it():
    text = _NIGHT_DE.format(line="23:00 unruhig, Verband gewechselt. JK")
    assert names(text, "de_DE") == ["Roswitha", "Malte", "JK", "Malte"]
    # after a word of agency, capitals that people bear as a first name still sign
    text = _NIGHT_DE.format(line="23:00 unruhig, Verband gewechselt von AO")
    assert names(text, "de_DE") == ["Roswitha", "Malte", "AO", "Malte"]


def test_capitals_that_close_log_entries_after_a_full_stop_sign_them_though_they_spell_a_frequency():
    log = ("02:00 Schläft, Monitor o.B. MG\n03:30 BZ 180, Insulin weiter. MG\n"
           "04:15 Metoprolol 47,5 mg BD\n05:00 Ramipril 5 mg BD\n")
    assert names(log, "de_DE") == ["MG", "MG"]      # after a dose, "BD" is twice a day


@pytest.mark.parametrize("text, locale, expected", [
    ("Terugbelverzoek doorgegeven aan de assistente om 11:05 (MvdB).\nVolgende afspraak 3 weken.", "nl_NL", ["MvdB"]),
    ("Dictated 02/05/2024   Typed 06/05/24 (ks)\n\nDear Dr Evans", "en_GB", ["ks"]),
])
def test_initials_in_brackets_closing_a_line_after_a_time_or_a_date(text, locale, expected):
    assert [n for n in names(text, locale) if n in expected] == expected


def test_a_ward_round_closing_a_line_in_brackets_is_no_signature():
    assert names("Transferred at 11:05 (ITU).\nObs stable.", "en_GB") == []


def test_one_initial_after_a_dash_signs_a_log_entry():
    log = ("21:10 Drain 40 ml, Bilanz ausgeglichen. – K.\n22:30 Schläft.\n"
           "23:40 Schmerz NRS 4, Novalgin gegeben. - R\n01:00 Ruhige Nacht.\n")
    assert names(log, "de_DE") == ["K.", "R"]


def test_one_letter_after_a_dash_outside_a_log_signs_nothing():
    assert names("Plan:\n1. Bloods\n2. CXR - A\n3. Review in clinic", "en_GB") == []


def test_initials_alone_on_a_notes_last_line_sign_it():
    assert names("Seen in clinic, bloods booked for Monday.\nRT", "en_GB") == ["RT"]
    assert names("Seen in clinic, bloods booked for Monday.\nOK", "en_GB") == []


def test_a_letters_reference_initials_before_its_file_number():
    text = "Switchboard 020 7188 7188\n\nOur ref: RB/kt/H5521904      Dictated 02/04/24\n\nDear Dr Evans"
    assert [n for n in names(text, "en_GB") if n in ("RB", "kt")] == ["RB", "kt"]


def test_a_title_and_one_initial_name_a_person():
    assert names("10:20 Rücksprache mit Dr. R.: V.a. Ulkusblutung, PPI i.v.", "de_DE") == ["R."]
    assert "R." not in names("Prof. Dr. med. Weber, Dr. R. Lenz", "de_DE")


def test_a_first_name_cut_short_after_a_dash_signs_a_log_entry():
    log = ("14:00 Sozialdienst informiert. –Gabr.\n15:10 Tochter angerufen.\n"
           "16:00 Bilanz ausgeglichen – Ca.\n17:30 klingelt.\n")
    assert names(log, "de_DE") == ["Gabr."]


@pytest.mark.parametrize("text, locale, expected", [
    ("TRIAGE NURSE K BELL   SIGNED KB 02:15", "en_GB", "KB"),         # a signing word, then the initials
    ("Rückruf erbeten, geschrieben ST 14 03 25", "de_DE", "ST"),        # capitals that are also a particle
])
def test_initials_after_a_signing_or_writing_word(text, locale, expected):
    assert expected in names(text, locale)


def test_a_note_in_capitals_writes_its_words_after_a_signing_word_so():
    text = ("CONSTA EN DOCUMENTO FIRMADO POR LA HIJA. CAMBIOS POSTURALES CADA DOS HORAS, DIETA BLANDA, "
            "CONTROL DE CONSTANTES Y GLUCEMIAS, VALORAR EVOLUCION MAÑANA CON ANALITICA COMPLETA.")
    assert names(text, "es_ES") == []


@pytest.mark.parametrize("text, locale, expected", [
    # the typist's initials after a typing word, any letters, the date it was typed between
    ("einde dictaat\ngetypt tm 4/10/2024", "nl_BE", ["tm"]),          # (a date, no score out of ten)
    ("einde dictaat\ngetypt 12 05 2025 KdV", "nl_NL", ["KdV"]),
    ("Dr. Weber Kardiologie Schreibkraft hs\nVerlaufsnotiz", "de_DE", ["hs"]),
    ("dictated not checked by author", "en_GB", []),         # a word of the closed class goes on the sentence
])
def test_a_typist_s_initials_after_a_typing_word(text, locale, expected):
    assert [n for n in names(text, locale) if n in expected or len(n) <= 3] == expected


@pytest.mark.parametrize("text, locale, expected", [
    # the typist's letters before the date it was typed; after "frappé le" and its date, a dash between
    ("einde dictaat\ngetypt vm 12 05 2025 niet nagelezen", "nl_BE", ["vm"]),
    ("Dicté le 03/02/2025 – frappé le 05/02/2025 – MCG\n\nConsultation de suivi", "fr_FR", ["MCG"]),
    # a letter's reference in capitals both, after its label: initials whatever they spell
    ("Dictated 04/09/2024  Typed 06/09/2024  Ref: TK/DF\n\nDear Dr Evans", "en_GB", ["TK", "DF"]),
    # a field's label after the typing date is no one's initials
    ("Dictated 04/09/2024  Typed 06/09/2024  Ref: 12345\n\nDear Dr Evans", "en_GB", []),
])
def test_a_typist_before_the_typing_date_a_dash_after_it_and_a_reference_in_capitals(text, locale, expected):
    assert [n for n in names(text, locale) if len(n) <= 3] == expected


def test_entries_opened_by_a_weekday_and_date_make_a_log_signed_by_initials():
    text = ("lu 08/04 07h45 – Toilette complète au lit. Plaie propre. – Ch.\n"
            "ma 09/04 07h30 – Toilette au lavabo avec aide. Prévenu la coordinatrice. – TB\n"
            "me 10/04 07h40 – Bon moral, mange seule. – TB\n")
    assert names(text, "fr_BE") == ["Ch.", "TB", "TB"]  # a first name cut short signs too


@pytest.mark.parametrize("text, locale, expected", [
    # the initials after the end of a dictation, and a typist's after a date written with its month
    ("Controle over drie maanden. Einde dictaat KVD", "nl_BE", ["KVD"]),
    ("Kontrolle in 3 Monaten. Ende Diktat HM", "de_DE", ["HM"]),
    ("dictated 3 june 2025 typed 5 june 2025 by rk not checked by author", "en_GB", ["rk"]),
])
def test_initials_after_a_dictation_s_end_or_its_typing_date(text, locale, expected):
    assert names(text, locale) == expected


def test_small_initials_after_the_dash_of_two_log_entries():
    # rare in the note's language ("mps" is frequent in English text only)
    text = ("lun 8/4 cura de la úlcera, buen aspecto. glucemia 168 mg/dl. –mps\n"
            "mar 9/4 sin incidencias, deambula con andador. –mps\n"
            "jue 11/4 cura, menos exudado. pendiente analítica.\n")
    assert names(text, "es_ES") == ["mps", "mps"]


def test_two_dotted_capitals_closing_a_log_entry_are_initials_not_a_title():
    text = ("24/07 M – Alzata in poltrona, mangia da sola. Diuresi 900 ml. F.R.\n"
            "24/07 P – Visita del figlio, tranquilla. Madopar ore 15 ok.\n"
            "25/07 N – Agitata fino alle 2, poi riposa. Non contenzione.\n")
    assert names(text, "it_IT") == ["F.R."]


@pytest.mark.parametrize("text, locale, expected", [
    ("Thanks for seeing her.\nKind regards\nJK", "en_GB", ["JK"]),
    ("Pas joignable avant 16h.\nBonne soirée\nS.", "fr_FR", ["S."]),
    ("Grazie della collaborazione.\nCordiali saluti\nG.B.", "it_IT", ["G.B."]),
])
def test_initials_after_a_closing_formula_sign_the_message(text, locale, expected):
    assert names(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    # Italian's and Dutch's words for who typed it out ("dattiloscritto da", "uitgewerkt door")
    ("dott. bianchi dirigente medico dattiloscritto da rv il 04/02/2025", "it_IT", ["rv"]),
    ("verslag dokter smit uitgewerkt door tw betreft mevrouw", "nl_NL", ["tw"]),
    # a lower-case reference after a typing word on its line, with no label
    ("consultant physician dictated not signed jr/kl", "en_GB", ["jr", "kl"]),
    # a German letter's reference: the author's as a capital and a letter or two, after its label
    ("Bremen, 04.03.2025\nUnser Zeichen: Hn/sö – Fall-Nr. 7731\n\nSehr geehrte Frau Kollegin,", "de_DE", ["Hn", "sö"]),
])
def test_typists_after_more_typing_words_and_mixed_case_references(text, locale, expected):
    assert [n for n in names(text, locale) if len(n) <= 3] == expected


def test_a_mixed_case_pair_with_a_slash_and_no_label_is_no_reference():
    assert names("Die Werte: Na/ka normal, Cl/mg im Bereich.", "de_DE") == []


@pytest.mark.parametrize("text, locale, expected", [
    # a log written in lower case: its entries' date and clock time, then the speaker and a colon
    ("soins infirmiers à domicile - dossier de soins de la patiente\n\n"
     "mar 12/02 7h30 gisèle : glycémie 1,2 g/l, insuline faite, petit déjeuner pris.\n"
     "mar 12/02 18h05 loïc : pansement refait, plaie propre, ras.\n"
     "mer 13/02 7h35 gisèle : toilette faite, moral bon, mange bien.", "fr_FR", ["gisèle", "loïc", "gisèle"]),
    # ... and the speaker's role between their name and the colon
    ("community nursing team - visit log for the patient at home\n\n"
     "04/03/25 09:10 harpreet sn: wound reviewed, dressing changed, no signs of infection.\n"
     "05/03/25 10:30 bronwen dn: bp 132/80, eating well, no concerns today.", "en_GB", ["harpreet", "bronwen"]),
])
def test_a_lower_case_logs_speakers_after_the_entry_s_date_and_time(text, locale, expected):
    assert names(text, locale) == expected


def test_a_lower_case_logs_entry_opening_with_a_word_and_a_colon_has_no_speaker():
    text = ("soins infirmiers à domicile - dossier de soins de la patiente\n\n"
            "mar 12/02 7h30 glycémie : 1,2 g/l, insuline faite, petit déjeuner pris.\n"
            "mar 12/02 18h05 pansement : refait, plaie propre, rien à signaler.")
    assert names(text, "fr_FR") == []


def test_a_cased_log_speakers_role_between_name_and_colon():
    text = ("Visit log\n\n04/03/25 09:10 Harpreet SN: wound reviewed, dressing changed.\n"
            "05/03/25 10:30 Bronwen DN: bp 132/80, no concerns.")
    assert names(text, "en_GB") == ["Harpreet", "Bronwen"]


def test_initials_speaking_twice_after_the_entrys_time_are_a_nurses():
    text = ("soins à domicile - dossier de la patiente\n\n"
            "mar 5/03 7h35 RG : glycémie 1,52, insuline faite.\n"
            "jeu 7/03 7h45 RG : résultats labo reçus, appel au médecin.\n")
    assert names(text, "fr_FR") == ["RG", "RG"]


@pytest.mark.parametrize("text, locale", [
    ("08:00 BZ: nüchtern 140\n12:00 BZ: postprandial 180\n16:00 RR: 130/80", "de_DE"),   # measurements
    ("08:00 BZ: 140 mg/dl\n12:00 BZ: 180 mg/dl\n16:00 RR: 130/80", "de_DE"),             # a unit after a slash
])
def test_measurements_speaking_and_units_closing_a_logs_lines_are_no_one(text, locale):
    assert names(text, locale) == []


@pytest.mark.parametrize("text, locale", [
    ("Alendronsäure 70 mg 1x/Wo. (Mo)\nPantoprazol 20 mg 1-0-0", "de_DE"),   # the day a dose is taken on
    ("Klebsiella pneumoniae, Pip/Taz sensibel.", "de_DE"),                   # two drugs clipped around a slash
])
def test_a_weekday_in_brackets_and_clipped_drugs_around_a_slash_are_no_one(text, locale):
    assert names(text, locale) == []


def test_two_frequent_first_names_around_a_slash_stay_two_people():
    assert names("Turno de noche: Ana/Eva, sin incidencias.", "es_ES") == ["Ana", "Eva"]


@pytest.mark.parametrize("text, locale", [
    ("Objet : Mme X – lithiémie / TSH\n\nBonjour,\nSuite à votre message.", "fr_FR"),   # an analyte after a slash
    ("vite distale 5 x 35 mm\n\nÉquipe\n1° operatore: dott. Ettore Conti", "it_IT"),     # a team list's heading
])
def test_an_analyte_and_a_team_heading_closing_their_lines_are_no_signers(text, locale):
    assert [n for n in names(text, locale) if n in ("TSH", "Équipe")] == []
