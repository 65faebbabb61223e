"""Occupations named without a work verb (deid.detect.patterns.professions): after "to be", before the
employer or the place of work, before a word of retirement; and the phrases of the same shape that
name no occupation."""
import pytest

from deid.detect.patterns.professions import ProfessionFinder

FINDER = ProfessionFinder()


def found(text, locale):
    return [text[s.start:s.end] for s in FINDER.find(text, locale)]


@pytest.mark.parametrize("text, locale, expected", [
    # after "to be": the list's head noun, a German compound by its head, a complement in French
    ("Der Schwiegersohn ist Kranführer und wohnt nebenan.", "de_DE", "Kranführer"),
    ("Sa sœur est boulangère, elle passera demain.", "fr_FR", "boulangère"),
    ("Su hijo es fontanero.", "es_ES", "fontanero"),
    ("il padre è muratore presso una ditta locale", "it_IT", "muratore"),
    ("Zijn vrouw is kapster bij een salon in de stad.", "nl_BE", "kapster"),
    ("Her husband is a 52 year old bricklayer at a building firm.", "en_GB", "bricklayer"),
    # before the employer or the place of work
    ("früher glaserin bei einer firma in ulm", "de_DE", "glaserin"),
    ("son frère, menuisier chez un artisan de Namur", "fr_BE", "menuisier"),
    # before a word of retirement or self-employment
    ("Situación social: abogado jubilado, vive solo.", "es_ES", "abogado"),
    ("Lives alone. Roofer, self-employed.", "en_GB", "Roofer"),
    # Dutch agents in "-aar"; before a phrase that says employment, a Dutch agent noun's shape
    ("Hij is metselaar.", "nl_BE", "metselaar"),
    ("Zijn zoon is schilder en woont in Gent.", "nl_BE", "schilder"),   # an agent in "-er": "schilders"
    ("Betreft de heer Tom Peeters (° 03.02.1985), loodgieter in dienst bij Sanitair Wouters.", "nl_BE",
     "loodgieter"),
])
def test_an_occupation_named_without_a_work_verb(text, locale, expected):
    assert expected in found(text, locale)


@pytest.mark.parametrize("text, locale, expected", [
    # a relative or the patient as the subject of "to be": a care role is their work there
    ("Sa fille est infirmière à Lyon.", "fr_FR", ["infirmière"]),
    ("Her husband is a nurse and works nights.", "en_GB", ["nurse"]),
    ("La hija es enfermera en el hospital comarcal.", "es_ES", ["enfermera"]),
    ("Zijn dochter is verpleegkundige.", "nl_BE", ["verpleegkundige"]),
    ("Patiënt is verpleegkundige in een verpleeghuis.", "nl_NL", ["verpleegkundige"]),
    # the other gender's form of a listed occupation
    ("Sa sœur est avocate.", "fr_FR", ["avocate"]),
])
def test_a_relative_s_care_role_and_the_other_gender_s_form_are_occupations(text, locale, expected):
    assert found(text, locale) == expected


@pytest.mark.parametrize("text, locale", [
    ("L'infirmière est passée. Le médecin est informé.", "fr_FR"),   # the ward's staff
    ("Patient is for review by the nurse.", "en_GB"),
    ("The nurse is aware.", "en_GB"),
])
def test_staff_as_the_subject_or_after_a_preposition_are_no_occupation(text, locale):
    assert found(text, locale) == []


@pytest.mark.parametrize("text, locale", [
    ("Der Patient ist Diabetiker seit 2010.", "de_DE"),          # a condition, not a trade
    ("there is a small hernia near the scar", "en_GB"),   # impersonal "there is"
    ("She is on the rota for Friday.", "en_GB"),                  # function words, "list"
    ("El paciente es trasladado a la Unidad de Ictus.", "es_ES"),  # a participle
    ("Se realizó la técnica de Brooke sin incidencias.", "es_ES"),
    ("Il la soigne chez elle le soir.", "fr_FR"),         # a verb, and "chez" + a pronoun
    ("Résultat transmis à l'interne de garde à 06:40.", "fr_BE"),  # a clock time after "à": no employer
    ("La paziente è vista per controllo.", "it_IT"),             # a participle with an agent ending
    ("Visite de M. Boulanger à domicile.", "fr_FR"),             # a capitalised surname that is a trade
    ("Befund an Dr. Karl Wagner in Ulm.", "de_DE"),          # the commonest German surnames are trades
    ("Pat. liegt auf der Neurologie bei Morbus Parkinson.", "de_DE"),  # a field, not the one who works in it
    ("De patiënt is zwanger van een tweeling.", "nl_NL"),      # an adjective ending in -er
    ("Patiënt is aanspreekbaar, de lever is voelbaar.", "nl_BE"),  # adjectives in -baar
    ("Patiënt is wakker en rustig, pols is helder voelbaar.", "nl_BE"),  # adjectives in -er: "wakkere"
])
def test_phrases_of_the_same_shape_name_no_occupation(text, locale):
    assert found(text, locale) == []


@pytest.mark.parametrize("text, locale, expected", [
    ("Son frère est couvreur zingueur chez un artisan de Rennes.", "fr_FR", ["couvreur zingueur"]),
    ("il figlio è operaio edile presso una ditta di Monza", "it_IT", ["operaio edile"]),
    ("Le mari est chauffeur routier, il rentre le vendredi.", "fr_FR", ["chauffeur routier"]),
])
def test_modifiers_after_a_head_first_occupation_belong_to_it(text, locale, expected):
    assert found(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    ("Su hijo, conductor de camión en una empresa de transportes.", "es_ES",
     ["conductor de camión"]),
    ("Il fratello, operaio di fonderia presso una ditta di Brescia.", "it_IT", ["operaio di fonderia"]),
])
def test_a_head_first_occupation_and_its_complement_before_the_employer(text, locale, expected):
    assert found(text, locale) == expected


@pytest.mark.parametrize("text, locale", [
    ("Tratamiento de soporte en planta.", "es_ES"),                  # a head that is no occupation
    ("Conductor de Camiones Navarro en la nave.", "es_ES"),          # a capitalised complement: a name
])
def test_a_complement_before_a_preposition_needs_an_occupations_head(text, locale):
    assert found(text, locale) == []


@pytest.mark.parametrize("text, locale", [
    ("Le patient est très fatigué à domicile.", "fr_FR"),      # no occupation head
    ("Il est chauffeur depuis dix ans.", "fr_FR"),             # a time, not an employer, after it
])
def test_words_after_to_be_without_an_occupation_head_are_none(text, locale):
    assert found(text, locale) == []


@pytest.mark.parametrize("text, locale, expected", [
    ("Casada con Marta Soler Gómez, fontanera en una empresa de reformas.", "es_ES", ["fontanera"]),
    ("Schwester Valentina (Schreinerin) kommt täglich.", "de_DE", ["Schreinerin"]),
    ("Zijn broer, Wout Geerts, dakdekker, belt morgen.", "nl_BE", ["dakdekker"]),
])
def test_an_occupation_in_apposition_to_a_relative(text, locale, expected):
    assert found(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    # a relation word and the relative's names right before: their care role is their work
    ("Besuch von Sohn Markus (Ergotherapeut, wohnt in Kassel).", "de_DE", ["Ergotherapeut"]),
    ("Her son (physiotherapist at a sports clinic) rang.", "en_GB", ["physiotherapist"]),
    ("la nipote Giada, ostetrica presso la clinica, accompagna", "it_IT", ["ostetrica"]),
    ("Su sobrino Unai, enfermero en un centro de salud, llama.", "es_ES", ["enfermero"]),
    ("Zus Fenna Dijk (verpleegkundige in Deventer) komt morgen.", "nl_NL", ["verpleegkundige"]),
    ("son frère Rayan infirmier à Namur passe demain", "fr_BE", ["infirmier"]),
    ("telefona il cognato ottavio (geometra, vive a Varese)", "it_IT", ["geometra"]),   # a name written small
])
def test_a_relative_named_right_before_their_care_role(text, locale, expected):
    assert found(text, locale) == expected


@pytest.mark.parametrize("text, locale", [
    ("Sohn informiert, Dr. Weiß (Hausarzt) ruft zurück.", "de_DE"),    # a title between: the doctor's role
    ("Discussed with son and Sister Hughes, nurse in charge.", "en_GB"),  # "Sister": the nurse's title
    ("Schwester Anke (Stationsleitung, Frühdienst) informiert.", "de_DE"),
    ("Telefona la nipote, sig.ra Bruna Galli, per informazioni.", "it_IT"),  # a title after the relative
    ("Die Enkelin, Fr. Haller (Pflegedienst informiert), bittet um Termin.", "de_DE"),
])
def test_a_care_role_not_right_after_a_relative_stays_the_ward_s(text, locale):
    assert found(text, locale) == []


@pytest.mark.parametrize("text, locale", [
    ("Aanwezig: Wout Geerts, diëtist\nLien Geudens, psycholoog", "nl_BE"),     # staff of a team list
    ("Gesehen: Valentina Ott (Schreinerin)", "de_DE"),                       # no relative named
])
def test_a_role_after_a_name_without_a_relative_is_no_occupation_found_here(text, locale):
    assert found(text, locale) == []


@pytest.mark.parametrize("text, locale, expected", [
    # dictated: a relative, their age, then the occupation, the bracket and comma gone
    ("drei kinder sohn malte 41 schreiner wohnt in bremen", "de_DE", ["schreiner"]),
    ("die oma 91 wohnt im heim", "de_DE", []),    # a verb after the age: no occupation
    # a name, an age with its unit, then an occupation of the lists
    ("Figli Chiara 51 anni casalinga abita a Como", "it_IT", ["casalinga"]),
    ("hijos Marta 40 años auxiliar de enfermería y Pablo 38 años", "es_ES", ["auxiliar de enfermería"]),
    ("controllo tra 3 anni ortopedico", "it_IT", []),   # no name before the age (guard: none before either)
])
def test_an_occupation_after_a_relatives_dictated_age(text, locale, expected):
    assert found(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    ("82-year-old woman, ex-glazier, widowed.", "en_GB", ["glazier"]),            # "ex-" glued on
    ("Lebt allein, frühere Floristin in einem Gartencenter.", "de_DE", ["Floristin"]),
    ("Former welder, now retired.", "en_GB", ["welder"]),
    ("Her ex-partner lives nearby.", "en_GB", []),                               # a relative, after "ex-"
    ("Ex-Mann wohnt in der Nähe.", "de_DE", []),
    ("Fumador, ex-bebedor desde hace años.", "es_ES", []),                       # a habit, after "ex-"
    ("Frühere Therapie mit Metformin beendet.", "de_DE", []),                    # no occupation's shape
])
def test_a_former_occupation_and_what_follows_ex_without_being_one(text, locale, expected):
    assert found(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    ("Il figlio lavora come infermiere al Policlinico di Modena.", "it_IT", ["infermiere"]),
    ("Arbeitet als Maurer beim Bauhof.", "de_DE", ["Maurer"]),
])
def test_an_occupation_ends_before_a_preposition_and_article_written_as_one(text, locale, expected):
    assert found(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    # common occupations the official lists lack, students among them
    ("Der Vater war Hausmeister bei der Stadt.", "de_DE", ["Hausmeister"]),
    ("Son mari était cheminot à la SNCF.", "fr_FR", ["cheminot"]),
    ("Su marido era ferroviario en RENFE.", "es_ES", ["ferroviario"]),
    ("Haar man was veehouder in Friesland.", "nl_NL", ["veehouder"]),
    ("Enkelin Mia, 21 J., Studentin in Rostock.", "de_DE", ["Studentin"]),
    # the British employer after "with"
    ("He is a bus driver with Stagecoach.", "en_GB", ["bus driver"]),
    ("She is a smoker with COPD.", "en_GB", []),
])
def test_common_occupations_and_the_british_employer_after_with(text, locale, expected):
    assert found(text, locale) == expected


@pytest.mark.parametrize("text, expected", [
    ("Zuletzt als Lagerist tätig, seit März arbeitslos.", ["Lagerist"]),    # the verb of employment last
    ("Sie war als Kellnerin angestellt.", ["Kellnerin"]),
    ("Er ist als Diabetiker bekannt.", []),                                  # a condition, and no such verb
    ("Er war als Ersatz tätig.", []),                                        # no occupation's shape
])
def test_a_german_occupation_between_als_and_the_verb_of_employment(text, expected):
    assert found(text, "de_DE") == expected



@pytest.mark.parametrize("text, locale, expected", [
    ("Vater verst. 2009, war Fliesenlegermeister, Mutter Hausfrau.", "de_DE", ["Fliesenlegermeister"]),  # a master's grade
    ("Grandfather (81, retired bus driver) visits daily.", "en_GB", ["bus driver"]),   # retirement after the age
    ("- Wannes (58), gepensioneerd onderwijzer, woont in Tielt.", "nl_BE", ["onderwijzer"]),
    ("Ancien mécanicien, puis gardien de nuit; veuf.", "fr_FR", ["mécanicien"]),       # "ancien", masculine
    ("Work: warehouse operative, nights.", "en_GB", ["warehouse operative"]),         # an English field
    ("sorry, im a postman, cant come before 3", "en_GB", ["postman"]),             # the first person
    ("(faccio l'avvocata a Brescia e torno il fine settimana)", "it_IT", ["avvocata"]),
    ("ex chauffeur-livreur chez un grossiste", "fr_FR", ["chauffeur-livreur"]),         # a hyphenated title by its head
])
def test_occupations_in_the_words_of_everyday_notes(text, locale, expected):
    assert found(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    ("Figli:\n- Gualtiero, 52 anni, vigile del fuoco a Cremona.", "it_IT", ["vigile del fuoco"]),   # name, age, occupation
    ("- Gérard, 61 ans, chauffeur de bus, habite Ciney.", "fr_BE", ["chauffeur de bus"]),
    ("- Marisa (detta Mimì), 47 anni, maestra a Vigevano.", "it_IT", ["maestra"]),          # a nickname in brackets between
    ("PMH: nil. OCC: PLASTERER (SELF EMPLOYED)", "en_GB", ["PLASTERER"]),              # the field written short
])
def test_an_occupation_after_a_persons_age_set_off_by_commas_and_a_short_field(text, locale, expected):
    assert found(text, locale) == expected


def test_an_age_and_a_clinical_word_after_it_are_no_occupation():
    assert found("Gualtiero, 52 anni, iperteso, in terapia.", "it_IT") == []


@pytest.mark.parametrize("text, locale, expected", [
    # a social history's field, the self-employed's adjective, the English age before the job
    ("SOCIAL: SECONDARY SCHOOL TEACHER, LIVES WITH PARTNER.", "en_GB", ["SECONDARY SCHOOL TEACHER"]),
    ("SH: Bus driver. Lives with wife.", "en_GB", ["Bus driver"]),
    ("Sociaal: werkt als kapster in eigen salon.", "nl_NL", ["kapster"]),     # the inner cue reads it
    ("verheiratet, selbständiger Dachdeckermeister, Nichtraucher.", "de_DE", ["Dachdeckermeister"]),
    ("Thank you for seeing this 46-year-old plumber at a local firm.", "en_GB", ["plumber"]),
    # one's own business after the job
    ("Sohn Torben ist Bäckermeister mit eigenem Betrieb in Soltau.", "de_DE", ["Bäckermeister"]),
    ("Vroeger slager met eigen zaak in Tielt.", "nl_BE", ["slager"]),
    # a relative's care role before an employer the Italian article is elided onto, or after their age
    ("la nipote giada (ostetrica all'ospedale civile) accompagna", "it_IT", ["ostetrica"]),
    ("- fille Solène, 45 ans, infirmière au CHR, habite Namur.", "fr_BE", ["infirmière"]),
])
def test_occupations_after_a_field_an_adjective_or_an_age(text, locale, expected):
    assert found(text, locale) == expected


@pytest.mark.parametrize("text, locale", [
    ("Thank you for seeing this 72-year-old widower who lives alone.", "en_GB"),
    ("Social: lives alone, independent. SH: ex-smoker.", "en_GB"),
    ("Transfer selbständige Mobilisation mit Rollator.", "de_DE"),
])
def test_words_after_those_cues_that_are_no_listed_occupation_are_none(text, locale):
    assert found(text, locale) == []


@pytest.mark.parametrize("text, locale, expected", [
    ("Wife Megan is main carer. Occupation: retired engineer.", "en_GB", ["retired engineer"]),   # a carer is no job
    ("Broer Frank is mantelzorger.", "nl_BE", []),
])
def test_a_relative_who_cares_has_no_occupation_for_it_and_retirement_stays_in_the_job(text, locale, expected):
    assert found(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    # a relative's age with its unit undotted, then the occupation
    ("Zoon Joost (38 j), ingenieur bij een bouwbedrijf in Lier.", "nl_BE", "ingenieur"),
    ("Vit avec M. Bastien Clément (45 a, électricien indépendant), sans enfant.", "fr_BE", "électricien"),
    # a bracketed age without a comma, a listed occupation after it
    ("Vater (58) Schlosser bei einer Werft", "de_DE", "Schlosser"),
    # a person's age set off by commas before the occupation
    ("Anamnesi: uomo di 61 anni, falegname, non fumatore.", "it_IT", "falegname"),
    ("55-jarige vrouw, kapster in een salon, niet-roker.", "nl_NL", "kapster"),
    # a word of retirement, then an occupation of three words
    ("Lives with husband (72, retired secondary school teacher).", "en_GB", "secondary school teacher"),
    # a care role of two words after a relative named in capitals ("staff nurse", not "staff")
    ("Daughter Megan Hughes (staff nurse, district hospital), visiting daily.", "en_GB", "staff nurse"),
    # Spanish "fue" before the occupation
    ("Jubilado; fue pescador de altura, vive con su hija.", "es_ES", "pescador de altura"),
    # a short word of the complement before the employer
    ("Histoire : Conducteur de bus au réseau urbain depuis 20 ans.", "fr_FR", "Conducteur de bus"),
    # a relative named with a civil title before the names: a care role is her work
    ("Visite du fils, M. Hugo Marchal (infirmier au CHU), rassurant.", "fr_FR", "infirmier"),
    ("La fille, Mme Noor Rahmani, est aide-soignante en EHPAD.", "fr_FR", "aide-soignante"),
    # Luxembourg's German notes say a relative's work in French
    ("Seng Duechter, Mme Lisa Hoffmann, institutrice à Diekirch, wunnt bei him.", "de_LU", "institutrice"),
    # the head and its complement after an age set off by commas
    ("- fils Bastien, 47 ans, chauffeur de taxi à Dinant", "fr_BE", "chauffeur de taxi"),
    # a cue within reach of the words after another cue opens its own occupation
    ("vit avec sa femme retraitée de la Banque Nationale Belge ancienne comptable", "fr_BE", "comptable"),
])
def test_occupations_after_ages_titles_and_in_a_second_language(text, locale, expected):
    assert expected in found(text, locale)


@pytest.mark.parametrize("text, locale", [
    ("Sohn (12) Schüler der Grundschule", "de_DE"),         # (not a listed occupation after the age: no job)
    ("uomo di 61 anni, iperteso, diabetico.", "it_IT"),      # conditions after an age
    ("- Rocco, 49 anni, ad Acireale", "it_IT"),
    ("paciente de 70 años, el cual refiere disuria", "es_ES"),   # an article and a clause after the age
    ("A los 3 años, la paciente presentaba fiebre", "es_ES"),
])
def test_after_an_age_set_off_only_a_listed_occupation(text, locale):
    assert found(text, locale) == []


@pytest.mark.parametrize("text, locale, expected", [
    ("La figlia fa la parrucchiera a Bari.", "it_IT", ["parrucchiera"]),
    ("holter : 3 salves de FA la plus longue 40 minutes", "fr_BE", []),   # atrial fibrillation, no job
])
def test_italian_s_does_the_is_a_cue_of_italian_notes_only(text, locale, expected):
    assert found(text, locale) == expected


@pytest.mark.parametrize("text, locale, expected", [
    # a noun of work before "as": a list's word follows
    ("Studeert rechten, bijbaan als barista in het weekend.", "nl_NL", ["barista"]),
    ("Nebenjob als Kellnerin, sonst Studium.", "de_DE", ["Kellnerin"]),
    ("Part-time job as a barista while studying.", "en_GB", ["barista"]),
    ("Fait un petit boulot de serveuse le samedi.", "fr_FR", ["serveuse"]),
    # common jobs the official lists lack
    ("Pat. ist Gastwirt, der Sohn führt das Lokal.", "de_DE", ["Gastwirt"]),
    ("Sohn Timo (Maschinenführer bei Krones) übersetzt.", "de_DE", ["Maschinenführer"]),
    ("Vader is drukker bij een krant.", "nl_BE", ["drukker"]),
])
def test_a_noun_of_work_before_as_and_common_jobs(text, locale, expected):
    assert found(text, locale) == expected


@pytest.mark.parametrize("text, locale", [
    ("Stage als onderdeel van de opleiding.", "nl_NL"),     # no job after the noun of work
    ("No job as such at present.", "en_GB"),
    ("Zoon (3 j) gaat naar de onthaalmoeder.", "nl_BE"),    # where a child is minded
])
def test_a_noun_of_work_before_no_job_names_none(text, locale):
    assert found(text, locale) == []


def test_a_care_role_after_a_person_s_age_in_brackets_is_their_work():
    # the ward's staff are given no age: "(38 ans, infirmière au CHU)" is a relative's work
    assert found("Sa fille Ophélie (38 ans, infirmière au CHU) passera ce soir.", "fr_FR") == ["infirmière"]
    assert found("Pat. (82, Schwester informiert) schläft.", "de_DE") == []   # a title, no work


@pytest.mark.parametrize("text, locale, expected", [
    # the noun of one's work before "als", a retired person's adjective, the abbreviated "former"
    ("Die Tätigkeit als Kranfahrer ist derzeit nicht möglich.", "de_DE", ["Kranfahrer"]),
    ("Er hat eine Anstellung als Gärtner bei der Stadt.", "de_DE", ["Gärtner"]),
    ("Sozial: pensionierter Schreiner, lebt mit der Ehefrau.", "de_DE", ["Schreiner"]),
    ("Ehem. Buchhalterin. Lebt allein im Erdgeschoss.", "de_DE", ["Buchhalterin"]),
    # German's subject after its verb, then "als": the occupation alone
    ("Seit Mai ist er als Lagerist bei einer Spedition tätig.", "de_DE", ["Lagerist"]),
    # a form's field of one's post
    ("Functie: magazijnmedewerker (38 u/week)", "nl_NL", ["magazijnmedewerker"]),
    ("Puesto: camarera de pisos, turnos de mañana", "es_ES", ["camarera de pisos"]),
    ("Mansione: magazziniere, turni 6-14", "it_IT", ["magazziniere"]),
    ("Poste : magasinier en CDI depuis 2019", "fr_FR", ["magasinier"]),   # French's field: a list's word only
])
def test_an_occupation_after_a_noun_of_work_a_retired_adjective_or_a_posts_field(text, locale, expected):
    assert found(text, locale) == expected


@pytest.mark.parametrize("text, locale", [
    ("Ehem. Hausarzt Dr. Kühn, jetzt Praxis Weber.", "de_DE"),   # the ward's kind of doctor, then a title
    ("Ehem. Raucher, 20 py.", "de_DE"),                          # a habit, not a job
    ("Position: L lateral, pegs.", "en_GB"),                    # the patient's position on the table
    ("Poste : nuit, relève à 7h.", "fr_FR"),                    # a shift
    ("Fonction : rénale conservée.", "fr_FR"),                  # an organ's function
])
def test_a_former_doctor_a_habit_and_the_patients_position_are_no_occupation(text, locale):
    assert found(text, locale) == []


@pytest.mark.parametrize("text, expected", [
    # after a relative's age, German's noun ends the phrase; a verb before a noun names no job
    ("Tochter Monika (59 J.), ist Lehrerin an der Grundschule in Kassel.", ["Lehrerin"]),
    ("Sohn Wolfgang (63), Rückruf unter 02181 473926", []),
    ("Enkel Kerem (22), studiert Informatik an der Hochschule", []),
])
def test_after_a_relatives_age_a_german_noun_ends_the_occupation(text, expected):
    assert found(text, "de_DE") == expected


@pytest.mark.parametrize("text, locale, expected", [
    # written small after a relative's first name, before where they work
    ("Elle séjourne chez sa fille Agnès fleuriste à Dinant.", "fr_BE", ["fleuriste"]),
    ("Il vit chez son fils Loïc conducteur de tram à Fort-de-France.", "fr_FR", ["conducteur de tram"]),
    # the first person's "to be", German's subject after its verb
    ("je suis contrôleur aérien à Cayenne, on est en sous-effectif", "fr_FR", ["contrôleur aérien"]),
    ("Bis zur Rente war sie Näherin bei einer Weberei in Augsburg.", "de_DE", ["Näherin"]),
    # what one teaches, one word, between the head and the employer
    ("Zijn dochter is lerares aardrijkskunde op het lyceum.", "nl_NL", ["lerares aardrijkskunde"]),
    # a history of one's work; a head teacher in capitals after "retired"
    ("Anamnesi lavorativa: tubista presso un cantiere navale.", "it_IT", ["tubista"]),
    ("SH: RETIRED HEADTEACHER. LIVES WITH WIFE.", "en_GB", ["HEADTEACHER"]),
])
def test_occupations_after_a_relatives_name_the_first_person_and_a_work_history(text, locale, expected):
    assert found(text, locale) == expected


def test_a_trade_after_a_capitalised_name_without_a_relative_stays_a_surname():
    assert found("Rendez-vous avec Rémi Boulanger à Nantes.", "fr_FR") == []
