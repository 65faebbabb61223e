"""The hand-written OOD notes: (note_id, patient_id, locale, marked text). See build.py for the markup."""

NOTES = [
# ---------------------------------------------------------------- nl_BE
("OOD-NB-01", "OB01", "nl_BE", """
Geachte collega [[N+:Claeys]],

Hierbij bericht over uw patiënte mevrouw [[N+:Godelieve Van den Bossche]] ([[A:75 jaar]]), opgenomen op onze dienst geriatrie van [[D:3 april]] tot en met [[D:17 april 2023]]. Mevrouw werd via de spoed binnengebracht door haar zoon [[N+:Koen]] nadat ze thuis gevallen was. Ze woont alleen in een rijwoning in de [[AD+:Kerkstraat 12]] te [[L+:Gent]], met dagelijks thuisverpleging ([[O:Wit-Gele Kruis]], verpleegkundige [[N:An Roels]]).

Voorgeschiedenis: ziekte van Parkinson sinds [[D:2015]], Hashimoto-thyroïditis, VKF onder Xarelto 15 mg.
Klinisch: GCS 15, Glasgow Coma Scale ongewijzigd, Babinski negatief. Hb 10,9 g/dl, CRP 34 mg/l, eGFR 48.
De orthopedist, dr. [[N:Van Hecke]], zag geen indicatie voor osteosynthese.
Ontslag naar huis op [[D:17/04]] met Dafalgan 1 g 3x/d en Clexane 40 mg sc.

Controle in het [[O:AZ Sint-Lucas]] op [[D:maandag 22 mei]] om 10u30.

Met collegiale groeten,
Dr. [[N:Sofie Maes]], geriater
"""),
("OOD-NB-02", "OB01", "nl_BE", """
VERPLEEGNOTA 12/04 nacht
pt [[N+:VAN DEN BOSSCHE]] kamer 412 bed 2 - onrustig rond 02u00, zoon tel. gebeld ([[P+:0486/55.21.90]]), geen antwoord.
parameters: TA 142/81, pols 88, sat 94% 2L O2, T° 37,8
pijnscore 4/10 -> Dafalgan 1g iv om 02u15
glycemie 182 mg/dl -> 4E Novorapid
ochtend: overdracht aan [[N:lieve]] (dagdienst)
EPD-nr [[I+:20231187]]
"""),
("OOD-NB-03", "OB02", "nl_BE", """
Van: [[O:huisartsenpraktijk De Linde]] <[[E:secretariaat@hapdelinde.be]]>
Aan: [[O:AZ Groeninge]] - dienst cardiologie
Onderwerp: verwijzing [[N+:De Smet Jan]] °[[B+:02/11/1972]]

Beste,

Graag uw advies voor dhr. [[N+:Jan De Smet]], rijksregisternummer [[I+:72.11.02-973.71]], wonende [[AD+:Brugsesteenweg 221 bus 3]], [[L+:8500 Kortrijk]]. Hij klaagt sinds een 3-tal weken over inspanningsgebonden thoracale last. Rookt 20 sig/d, vader overleden aan MI op [[A:54 jaar]].
ECG: sinusritme, geen ST-afwijkingen. LDL 168 mg/dl.
Patiënt is bereikbaar op [[P+:0475 12 34 56]]; zijn echtgenote [[N+:Els]] werkt als [[PR:kleuterjuf]].

Vriendelijke groeten,
[[N:Bart Willems]]
huisarts
tel [[P:056 21 43 65]]
"""),
("OOD-NB-04", "OB02", "nl_BE", """
| Datum      | Onderzoek         | Resultaat                  | Arts        |
|------------|-------------------|----------------------------|-------------|
| [[D:05.06.2023]] | Fietsproef        | positief vanaf 125 W       | [[N:Demeulemeester]] |
| [[D:12.06.2023]] | Coronarografie    | 90% stenose RIVA, stent    | [[N:Vandenbroucke]]  |
| [[D:13.06.2023]] | Echo cor          | LVEF 55%, geen WMA         | [[N:Demeulemeester]] |
Patiënt: [[N+:DE SMET, Jan]] - dossier [[I+:A7781204]]
Medicatie: Asaflow 80 mg 1x/d, Brilique 90 mg 2x/d (12 mnd), Crestor 20 mg
"""),
("OOD-NB-05", "OB03", "nl_BE", """
Consultatie kinder- en jeugdpsychiatrie [[O:UZ Leuven]], campus [[L:Gasthuisberg]]

[[N+:lotte wouters]] (°[[B+:30 juni 2001]]), [[A:21 j]], studente [[PR:verpleegkunde]]. Verwezen door dr. [[N+:Janssens]] wegens eetstoornis (BMI 16,2). Sinds de zomer van 2022 restrictief eetpatroon; menarche op [[A:13j.]]
Zij woont op kot in [[L:Heverlee]], ouders wonen in [[L:Hasselt]]. Haar vriendin [[N:Roos]] begeleidt haar naar de afspraak.
K 3,1 mmol/l - suppletie met Slow-K. Lage T3, normale TSH.
Afspraak bij diëtiste [[N:Ine Peeters]] op [[D:woensdag 14/12]].
Contact: [[E+:lotte.wouters@student.kuleuven.be]]
"""),
("OOD-NB-06", "OB03", "nl_BE", """
Spoedgevallen [[O:UZ Leuven]] - triage [[D:09-01-2024]] 23:47
Jonge vrouw, [[A:22 jaar]], collaps op café in de [[AD:Naamsestraat]]. Alcohol ++. GCS E3V4M6.
Identificatie via studentenkaart: [[N+:Wouters Lotte]], INSZ [[I+:010630 426 27]].
Mama verwittigd via [[P:+32 (0)11 22 33 10]].
Behandeling: NaCl 0,9% 1L, Litican 50 mg iv. Obs tot morgen, dan naar huis.
Arts: dr. [[N:H. Goossens]]
"""),
("OOD-NB-07", "OB01", "nl_BE", """
Thuisverpleging - overdrachtsblad
Naam: [[N+:Van den Bossche Godelieve]]
Adres: [[AD+:Kerkstraat 12]], [[L+:9000 Gent]]
Geb.: [[B+:14-03-1948]]
Huisarts: dr [[N+:Pieter Claeys]] ([[P+:09/282.11.04]])
Mantelzorger: [[N+:Koen Van den Bossche]] (zoon), [[P+:0486 55 21 90]]
Zorg: insuline 2x/d, wondzorg decubitus sacrum graad 2, steunkousen.
Let op: Marcoumar gestopt op [[D:20/4]], nu Eliquis 2,5 mg 2x/d.
"""),
# ---------------------------------------------------------------- fr_BE
("OOD-FB-01", "OF01", "fr_BE", """
Cher Confrère,

Je revois ce jour en consultation Monsieur [[N+:Marcel DUBOIS]], [[A:84 ans]], domicilié [[AD+:rue des Alliés, 17]] à [[L+:4020 Liège]], pour le suivi de sa maladie de Crohn et de son insuffisance cardiaque NYHA II.
Il est accompagné de sa fille, Madame [[N+:Nathalie Dubois]], qui s'occupe de ses médicaments.
Depuis notre dernière rencontre du [[D:14 février]], il a perdu 3 kg. Le bilan montre une CRP à 12 mg/l, Hb 11,8 g/dl.
Je propose de poursuivre Pentasa 2 g/j et d'ajouter Lasix 40 mg le matin.
Prochain rendez-vous le [[D:mardi 3 octobre 2023]] à 14h30.

Bien confraternellement,

Dr [[N+:Anne Lambert]]
Gastro-entérologie, [[O:CHR de la Citadelle]]
"""),
("OOD-FB-02", "OF01", "fr_BE", """
SOINS INTENSIFS - NOTE DE GARDE [[D:02/11/23]]
pat. [[N+:dubois marcel]], lit 6, J3 post-op
hémodyn.: noradré 0,08 µg/kg/min, PAM 68, FC 102 FA
resp.: VNI FiO2 40%, GDS pH 7,31 pCO2 52
neuro: RASS -1, CAM-ICU neg
K+ 3,4 -> KCl 40 mEq
fille prévenue ([[P+:0478/90.12.34]]) - famille souhaite rencontre avec Dr [[N:Delvaux]] demain
n° dossier: [[I+:0098812]]
"""),
("OOD-FB-03", "OF02", "fr_BE", """
Objet : [[N+:EL AMRANI Mehdi]] - né le [[B+:21.01.1985]] - NISS [[I+:850121 031 64]]

Madame, Monsieur,

Votre patient, [[A:38 ans]], [[PR:chauffeur de bus]] à la [[O:STIB]], a été hospitalisé aux [[O:Cliniques universitaires Saint-Luc]] du [[D:4]] au [[D:9 août 2023]] pour une pneumonie communautaire du lobe inférieur droit (CURB-65 à 1).
Antibiothérapie par Augmentin 1 g 3x/j relayée per os. Sortie à domicile, [[AD+:avenue Louise 231]], [[L+:1050 Ixelles]].
Arrêt de travail jusqu'au [[D:31/08]].
Le patient peut être joint au [[P+:02 512 33 44]] ou par mail ([[E+:mehdi.elamrani@gmail.com]]).

Dr [[N:Julie Vanderstraeten]], assistante, pour le Pr [[N:M. Lhoest]]
"""),
("OOD-FB-04", "OF02", "fr_BE", """
Urgences - [[D:dimanche 12 novembre 2023]], 03h12
H, [[A:38a]], connu asthme, vient pour dyspnée. Sat 91% AA. Salbutamol + Atrovent aérosols x3, Medrol 32 mg.
Appel au Dr [[N:Nicolas Poncelet]] (pneumo de garde) au [[P:+32 2 764 11 11]].
Retour à domicile. Dossier [[I+:IX-448120]].
"""),
("OOD-FB-05", "OF03", "fr_BE", """
[[O:Maison de repos Les Tilleuls]] - transmission infirmière

Mme [[N+:Lejeune]] ([[A:89 ans]]) ch. 14 : chute la nuit du [[D:7]] au [[D:8 janvier]], hématome frontal, pas de PC.
Score de Glasgow 15/15. Sous Sintrom -> INR 3,2 ce matin.
Fils [[N+:Philippe]] averti par téléphone à 7h40.
Inf. de nuit : [[N:Fatima Benali]]
Médecin coordinateur : Dr [[N:Jacques Collard]], tél. [[P:081/73.45.21]]
"""),
("OOD-FB-06", "OF03", "fr_BE", """
Madame [[N+:Françoise LEJEUNE]], née le [[B+:25 décembre 1933]], domiciliée [[AD+:chaussée de Louvain 8]] à [[L+:5000 Namur]], a été vue au [[O:CHU UCL Namur]], site Godinne, le [[D:15/01/2024]].
Diagnostic : fracture du col du fémur gauche (Garden III), traitée par prothèse intermédiaire.
Suites simples. Revalidation au centre de [[L:Mont-Godinne]] prévue.
Contact famille : [[N+:Philippe Lejeune]].
"""),
("OOD-FB-07", "OF02", "fr_BE", """
Rapport de laboratoire - Demandeur : Dr [[N:Alain Sterckx]]
Patient : [[N+:El Amrani, Mehdi]]   Né(e) le : [[B+:21/01/1985]]   Réf. labo : [[I:23-118457]]
Prélevé le [[D:10.08.2023]] à 08:05
Hémoglobine   13,9 g/dL    (13,0-17,0)
Leucocytes    8,4 10^3/µL
CRP           6 mg/L
Créatinine    0,91 mg/dL   eGFR > 90
"""),
# ---------------------------------------------------------------- nl_NL
("OOD-NN-01", "ON01", "nl_NL", """
[[L:Utrecht]], [[D:18 september 2023]]

Betreft: dhr. [[N+:H. de Vries]], geb. [[B+:17-04-1950]], BSN [[I+:5665.42.870]]

Geachte collega [[N+:Bakker]],

Uw patiënt werd op [[D:11 september]] opgenomen op de afdeling longziekten van het [[O:UMC Utrecht]] in verband met een exacerbatie COPD GOLD III. Hij woont samen met zijn dochter [[N+:Anouk]] aan de [[AD+:Oudegracht 112]] in [[L+:Utrecht]].
Behandeling met prednisolon 40 mg gedurende 5 dagen en doxycycline. Tiotropium en salmeterol/fluticason gecontinueerd.
Hij was vroeger werkzaam als [[PR:timmerman]].
Poliklinische controle bij drs. [[N:E. Smit]], longarts, over zes weken.

Met vriendelijke groet,
[[N:M.J. van Leeuwen]], AIOS longziekten
"""),
("OOD-NN-02", "ON01", "nl_NL", """
IC-overdracht [[D:12/9]] 07:30
dhr [[N+:de Vries]], [[A:73 jr]], dag 2 IC
R/ NIV 14/6 FiO2 35%, pCO2 7,8 kPa
C/ MAP 75, SR 96/min, geen vasopressie
N/ alert, Glasgow 15
dochter ([[P+:06-87654321]]) komt om 11u
mw. [[N:Kok]] (IC-vpk) neemt over
"""),
("OOD-NN-03", "ON02", "nl_NL", """
Van: [[E+:fenna.visser@ziggo.nl]]
Verzonden: [[D:dinsdag 7 maart 2023 21:14]]
Aan: poli gynaecologie [[O:HMC Bronovo]]
Onderwerp: afspraak verzetten

Beste mevrouw [[N:Jansen]],

Ik heb een afspraak op [[D:14 maart]] bij dokter [[N:Bos]] maar ik kan dan niet i.v.m. werk (ik ben [[PR:lerares]] op een basisschool). Kan het ook een week later?
Mijn patiëntnummer is [[I+:HMC-0088123]] en mijn telefoonnummer [[P+:070 345 6789]].

Met vriendelijke groet,
[[N+:Fenna Visser]]
"""),
("OOD-NN-04", "ON02", "nl_NL", """
Polikliniek Gynaecologie - SOEP
S: [[A:34-jarige]] G2P1, amenorroe 7 wk. Geen bloedverlies.
O: echo: intra-uteriene zwangerschap, CRL 9 mm, hartactie +.
E: vitale graviditeit ~7w1d. A terme datum [[D:2 november 2023]].
P: foliumzuur continueren, verwijzing [[O:verloskundigenpraktijk De Kraamkamer]] in [[L:Scheveningen]].
Pt: [[N+:F. Visser]], [[AD+:Zeestraat 7]], [[L+:2518 AA Den Haag]]
"""),
("OOD-NN-05", "ON03", "nl_NL", """
Ontslagbrief

Geachte heer/mevrouw,

Op [[D:2 januari 2024]] werd de heer [[N+:Willem van den Heuvel]] ([[A:82 jaar]]) opgenomen in het [[O:Martini Ziekenhuis]] te [[L:Groningen]] vanwege een CVA in het stroomgebied van de arteria cerebri media links. NIHSS bij opname 7. Trombolyse met alteplase gegeven om 14:05.
Zijn echtgenote, mevrouw [[N+:van den Heuvel-Mulder]], was aanwezig bij het gesprek met neuroloog dr. [[N:R. de Jong]]. Afasie en paralyse rechterarm zijn deels hersteld.
Ontslag op [[D:9-1-2024]] naar revalidatiecentrum [[O:Beatrixoord]] in [[L:Haren]].
Adres patiënt: [[AD+:Hoofdweg 3]], [[L+:9711 AB Groningen]], tel. [[P+:050-3124455]].
"""),
("OOD-NN-06", "ON03", "nl_NL", """
Fysiotherapie [[O:Beatrixoord]] - verslag week 2
cliënt [[N+:W. van den Heuvel]] (ZIS [[I+:3349127]])
loopt 40 m met rollator, Berg Balance Scale 34/56, Barthel 12/20
doel: zelfstandig transfers voor ontslag ([[D:eind februari]])
fysiotherapeut: [[N:Sanne Mulder]]
"""),
("OOD-NN-07", "ON01", "nl_NL", """
[[O:Huisartsenpost Utrecht Stad]] - consult [[D:zo 24-09-2023]] 19:12
Telefonisch: dochter [[N+:Anouk de Vries]] belt ([[P+:+31 6 8765 4321]]) over vader, toegenomen dyspneu. Saturatie thuismeting 86%.
Advies: ambulance. Overdracht SEH [[O:Diakonessenhuis]].
Triagist: [[N:Yvonne Dekker]]
"""),
]

NOTES += [
# ---------------------------------------------------------------- fr_FR
("OOD-FF-01", "FF01", "fr_FR", """
[[O:Hospices Civils de Lyon]] - [[O:Hôpital de la Croix-Rousse]]
Service de Pneumologie

[[L:Lyon]], le [[D:1er mars 2023]]

Mon cher confrère,

J'ai vu en consultation M. [[N+:Jean-Pierre MARTIN]], né le [[B+:4 mai 1956]] ([[A:66 ans]]), [[PR:boulanger]] retraité, adressé par le Dr [[N+:Garnier]] pour une toux chronique. Il est accompagné de son épouse [[N+:Sylvie]].
Ancien fumeur (40 PA). Pas d'exposition à l'amiante. Le scanner thoracique du [[D:15/02/2023]] montre un nodule spiculé de 18 mm du LSD.
Je l'ai adressé au Pr [[N:Lantuéjoul]] pour une biopsie sous scanner.
Traitement habituel : Kardégic 75, Tahor 40, Coversyl 5 mg.

Bien à vous,
Dr [[N:Agnès Rousseau-Vidal]]
"""),
("OOD-FF-02", "FF01", "fr_FR", """
CR opératoire - [[D:22/03/2023]]
Opérateur : Pr [[N:F. Tronc]] ; aide : Dr [[N:Mercier]] ; IADE : [[N:Léa]]
Patient : [[N+:MARTIN Jean-Pierre]], IPP [[I+:8004512]], NIR [[I+:1 56 05 38 493 285 03]]
Lobectomie supérieure droite par VATS + curage. Pertes sanguines 150 ml. Drain 24 Ch.
Suites : transfert en SSPI puis USC. Antalgie par Acupan et morphine PCA.
"""),
("OOD-FF-03", "FF02", "fr_FR", """
De : [[N+:Chloé Lefèvre]] <[[E+:chloe.lefevre@laposte.net]]>
Envoyé : [[D:lundi 6 novembre 2023 08:41]]
À : secrétariat rhumatologie
Objet : RDV

Bonjour,
Je suis suivie par le Dr [[N:Pierre Lacroix]] pour une polyarthrite rhumatoïde (sous Méthotrexate 15 mg/semaine et Humira). Je voudrais avancer mon rendez-vous du [[D:12 décembre]], mes douleurs ont repris.
Vous pouvez me joindre au [[P+:07.81.22.33.44]].
Cordialement,
[[N+:Chloé]]
"""),
("OOD-FF-04", "FF02", "fr_FR", """
Mme [[N+:LEFEVRE Chloé]], [[A:32 ans]] - consultation rhumato [[D:20.11.2023]]
DAS28-CRP 4,1. Synovites MCP2-3 bilatérales. VS 38, CRP 22.
Echo : ténosynovite ECU droit.
Conduite : majoration MTX 20 mg/sem, infiltration.
Adresse : [[AD+:3 bis avenue Jean Jaurès]], [[L+:31000 Toulouse]]
Médecin traitant : Dr [[N:Marc Bonnet]], [[L:Blagnac]]
"""),
("OOD-FF-05", "FF03", "fr_FR", """
[[O:EHPAD Les Mimosas]] - [[L:Marseille]]
Fiche de liaison urgences

Nom : [[N+:BLANC]]   Prénom : [[N+:Odette]]
Date de naissance : [[B+:17/02/44]]
N° sécurité sociale : [[I+:2 44 02 95 387 847 20]]
Personne à prévenir : [[N+:Sandrine Blanc]] (fille), [[P:06 62 18 40 97]]
Motif : altération de l'état général, désaturation à 85%. Maladie d'Alzheimer évoluée, MMS 12/30.
Traitements : Eliquis 2,5 mg x2, Ebixa 20 mg, Seresta 10 mg le soir.
IDE : Mme [[N:Nadia Khelifi]]
"""),
("OOD-FF-06", "FF03", "fr_FR", """
Compte rendu d'hospitalisation
Service de gériatrie aiguë, [[O:Hôpital de la Timone]], [[O:AP-HM]]

Madame [[N+:Odette Blanc]], [[A:79 ans]], a été hospitalisée du [[D:3]] au [[D:11 avril 2023]] pour une pneumopathie d'inhalation. Elle réside à l'[[O:EHPAD Les Mimosas]], [[AD+:52 boulevard de la Libération]], [[L+:13004 Marseille]].
Sa fille, Mme [[N+:Sandrine Blanc]], a été tenue informée.
Échelle de Glasgow à 14 à l'entrée. Antibiothérapie par Tazocine 4 g x3 puis Augmentin.
Rédigé par l'interne [[N:Thomas Nguyen]], validé par le Dr [[N:Claire Perrin]].
"""),
("OOD-FF-07", "FF01", "fr_FR", """
ordonnance - Dr [[N+:Olivier Garnier]], médecin généraliste, [[AD:8 place Bellecour]], [[L:69002 Lyon]] - tél [[P:04 78 42 10 10]]
le [[D:02.05.23]]
M. [[N+:Martin J-P]]
- Doliprane 1000 mg : 1 cp x 3/j si douleur
- Inexium 20 mg : 1 cp le matin
QSP 1 mois
"""),
# ---------------------------------------------------------------- en_GB
("OOD-GB-01", "GB01", "en_GB", """
[[O:Southmead Hospital]]
Care of the Elderly

Dear Dr [[N+:Rose]],

Re: Mrs [[N+:Margaret BAKER]], DOB [[B+:11.06.1937]], NHS No [[I+:570 450 5287]]
[[AD+:27 Mill Lane]], [[L+:Bristol BS1 4DJ]]

I saw this [[A:85-year-old]] lady on the ward today following her admission on [[D:the 2nd of February]] with delirium secondary to a urinary tract infection. She lives alone and her son [[N+:Peter]] visits most days. Her Abbreviated Mental Test score improved from 4/10 to 8/10 with treatment.
Past history: Parkinson's disease, Barrett's oesophagus, osteoporosis.
Medication: co-careldopa 25/100 three times a day, alendronic acid 70 mg weekly, omeprazole 20 mg.
She was discharged home on [[D:Friday 10th February 2023]] with a package of care (four calls a day).

Yours sincerely,
Dr [[N:Aisha Rahman]]
Specialty Registrar to Dr [[N:J. Fairweather]]
"""),
("OOD-GB-02", "GB01", "en_GB", """
District nurse visit [[D:14/02/23]]
Pt: Mrs [[N+:M Baker]] - Hosp no [[I+:RX1049921]]
Lower leg ulcer R, 3x2cm, sloughy. Cleaned, Inadine + K-Two bandaging.
Son ([[P+:07700 900461]]) asked about respite - referred to social worker [[N:Gemma Hill]].
Next visit Thurs. Signed: [[N:K. Walsh]] RGN
"""),
("OOD-GB-03", "GB02", "en_GB", """
From: [[E:jane.porter@nhs.net]]
Sent: [[D:03 July 2023 16:02]]
To: [[O:Freeman Hospital]] Cardiology Referrals
Subject: Urgent - [[N+:Daniel O'Connor]] [[B+:23/09/1979]]

Hi team,
Could you see this [[A:43 yo]] man urgently? Recurrent palpitations, ECG today shows pre-excitation (?WPW). No syncope. Works as a [[PR:scaffolder]], so I have advised him not to work at heights until reviewed.
His mobile is [[P+:07700 900123]] and he lives at [[AD+:Flat 3, 12 Heaton Road]], [[L+:Newcastle upon Tyne NE6 5HN]].
Thanks,
[[N:Jane Porter]]
GP, [[O:Heaton Medical Group]]
"""),
("OOD-GB-04", "GB02", "en_GB", """
ED notes [[D:05/07/2023]] 01:20
[[A:43M]] palps + chest tightness since 23:00. HR 190 regular narrow complex. BP 118/70.
Vagal manoeuvres unsuccessful -> adenosine 6mg then 12mg -> reverted to SR.
Seen by cardiology reg (Dr [[N:Okafor]]). For EP study - admitted to ward 27.
Hosp no. [[I+:N3381120]] / NHS [[I+:659-665-4257]]
"""),
("OOD-GB-05", "GB03", "en_GB", """
Antenatal booking - [[O:Leicester Royal Infirmary]]
Name: [[N+:PATEL, Priya]]
D.O.B: [[B+:14th Feb 1995]]
Address: [[AD+:140 Narborough Rd]], [[L+:Leicester LE3 0BQ]]
Tel: [[P+:0116 496 0785]]  Email: [[E+:priya.patel95@gmail.com]]
Partner: [[N:Rahul Mistry]]
LMP [[D:2/5/23]], EDD [[D:6/2/24]]. G1P0. BMI 23. Booking bloods sent. Down's syndrome screening accepted.
Midwife: [[N:Sue Taylor]]
"""),
("OOD-GB-06", "GB03", "en_GB", """
Discharge summary
Patient: [[N+:Priya Patel]] (hospital number [[I+:L0092231]])
Admitted [[D:1 Dec 2023]], discharged [[D:4 Dec 2023]].
Diagnosis: hyperemesis gravidarum. Treated with IV fluids, cyclizine and thiamine. Ketones cleared.
Follow-up: antenatal clinic with Miss [[N:Brown]], consultant obstetrician, on [[D:Tuesday 12 December]].
"""),
("OOD-GB-07", "GB01", "en_GB", """
Telephone call [[D:20 Feb 2023]] 10:15
Spoke with Mr [[N+:Peter Baker]] (son), number [[P+:+44 7700 900461]]. Mum more confused since yesterday. Advised to call 111 or bring her to [[O:BRI]] A&E. Will arrange GP home visit with Dr [[N+:H. Rose]].
"""),
# ---------------------------------------------------------------- de_DE
("OOD-DE-01", "DE01", "de_DE", """
[[O:Universitätsklinikum Heidelberg]]
Medizinische Klinik - Kardiologie, Angiologie und Pneumologie

[[L:Heidelberg]], den [[D:23.10.2023]]

Sehr geehrter Herr Kollege Dr. [[N+:Becker]],

wir berichten über Ihren Patienten Herrn [[N+:Gerhard Wolf]], geb. am [[B+:30.10.1946]], wohnhaft [[AD+:Hauptstraße 5]], [[L+:69117 Heidelberg]], der sich vom [[D:16.]] bis [[D:21.10.2023]] in unserer stationären Behandlung befand.

Diagnosen: Akuter NSTEMI, koronare 3-Gefäßerkrankung, Diabetes mellitus Typ 2, Z. n. Apoplex [[D:2019]].
Anamnese: Der [[A:76-jährige]] Patient, von Beruf [[PR:Schreinermeister]] im Ruhestand, stellte sich mit Angina pectoris vor. Die Ehefrau, Frau [[N+:Ingrid Wolf]], berichtete über zunehmende Belastungsdyspnoe.
Therapie: ASS 100 mg 1-0-0, Ticagrelor 90 mg 1-0-1, Atorvastatin 80 mg 0-0-1, Metformin 1000 mg 1-0-1.

Mit freundlichen kollegialen Grüßen
Prof. Dr. med. [[N:H. A. Katus]]   Dr. med. [[N:Eva Lindner]]
"""),
("OOD-DE-02", "DE01", "de_DE", """
Pflegebericht Station 12 - Nachtdienst [[D:18./19.10.]]
Hr. [[N+:WOLF]] schläft ab 23 Uhr, RR 128/74, SpO2 95%. BZ 212 mg/dl um 22 Uhr -> 4 IE Actrapid lt. Schema.
Um 03:30 Klingel, Schmerzen retrosternal, NRS 5/10 -> Dienstarzt Dr. [[N:Yilmaz]] informiert, EKG o.B., Nitro 1 Hub.
Ehefrau telefonisch unter [[P+:06221 / 56 78 90]] nicht erreicht.
gez. Schwester [[N:Birgit]]
"""),
("OOD-DE-03", "DE02", "de_DE", """
Betreff: Überweisung [[N+:von Stein, Anna-Lena]] *[[B+:03.03.1999]]
Von: Praxis Dr. med. [[N:Carsten Vogel]] <[[E:praxis@dr-vogel-duesseldorf.de]]>

Liebe Kolleginnen und Kollegen,

ich überweise Ihnen Frau [[N+:Anna-Lena von Stein]] ([[A:24 J.]]), [[PR:Studentin der Architektur]], zur Abklärung eines M. Basedow (TRAb 8,4 IU/l, fT4 3,2 ng/dl). Sie nimmt seit [[D:Mitte Juni 2023]] Thiamazol 20 mg.
Erreichbar unter [[P+:0176 23456789]] bzw. [[E+:annalena.vonstein@web.de]].
Anschrift: [[AD+:Berliner Allee 22a]], [[L+:40212 Düsseldorf]].

Mit kollegialen Grüßen
[[N:C. Vogel]]
"""),
("OOD-DE-04", "DE02", "de_DE", """
Endokrinologische Ambulanz - [[O:Universitätsklinikum Düsseldorf]]
Pat.-Nr. [[I+:88123456]]   Fr. [[N+:v. Stein]]
Sono SD: vergrößert, Volumen 32 ml, echoarm, Hypervaskularisation.
Szinti am [[D:4. Juli]] geplant. Schwangerschaftstest negativ.
Procedere: Thiamazol reduzieren auf 10 mg, Kontrolle in 6 Wochen, Termin [[D:Do., 17.08.23]], 9:15 Uhr bei OÄ Dr. [[N:Kühn]].
"""),
("OOD-DE-05", "DE03", "de_DE", """
Notaufnahme [[O:Klinikum rechts der Isar]], [[D:Sa 11.11.2023]] 22:40
[[A:65 J.]], männl., Sturz vom Fahrrad ohne Helm, kurz bewusstlos. GCS 14. Pupillen isokor.
CCT: kleines Subduralhämatom re. frontal 4 mm, keine Mittellinienverlagerung.
Ehefrau [[N+:Monika Fischer]] begleitet ihn, Tel. [[P:+49 89 3812 4478]].
Pat: [[N+:FISCHER, KLAUS]], Fallnr. [[I:2023-118456]]
Marcumar-Einnahme verneint. Kontroll-CT morgen früh. Neurochirurgie (Dr. [[N:Meyer]]) informiert.
"""),
("OOD-DE-06", "DE03", "de_DE", """
Entlassungsbrief (Kurzfassung)
Herr [[N+:Klaus Fischer]], [[L+:München]], Steuer-ID [[I+:52 017 486 969]]
Aufnahme [[D:11.11.23]], Entlassung [[D:15.11.23]].
Verlauf unauffällig, Kontroll-CT ohne Befundprogredienz. Morbus Bechterew bekannt, Therapie mit Humira fortführen.
Wiedervorstellung bei Befundverschlechterung. AU bis [[D:30. November 2023]].
Dr. [[N:S. Huber]], Assistenzärztin
"""),
("OOD-DE-07", "DE01", "de_DE", """
Hausarztpraxis Dr. [[N+:Thomas Becker]] - [[AD:Bergheimer Str. 147]] - [[L:69115 Heidelberg]] - Tel. [[P:06221-4508120]]
Kurzbefund [[D:06.11.2023]]: Hr. [[N+:Wolf]], Kontrolle nach NSTEMI. Beschwerdefrei. HbA1c 7,1 %. LDL 62 mg/dl.
Plan: Reha in [[L:Bad Schönborn]] ab [[D:20.11.]].
"""),
]

NOTES += [
# ---------------------------------------------------------------- de_LU
("OOD-LU-01", "LU01", "de_LU", """
[[O:Centre Hospitalier de Luxembourg]]
Service de Cardiologie

[[L:Luxemburg]], den [[D:5. September 2023]]

Sehr geehrte Frau Dr. [[N:Reuter]],

Ihr Patient, Herr [[N+:Jean-Claude WEBER]] (Matricule [[I+:1960 0812 00204]]), [[A:63 Jahre]] alt, wohnhaft [[AD+:12, rue de la Gare]], [[L+:L-3510 Dudelange]], wurde am [[D:29.08.2023]] wegen eines Vorhofflimmerns mit schneller Überleitung aufgenommen. CHA2DS2-VASc 2. Elektrische Kardioversion erfolgreich am [[D:31.08.]].
Seine Frau, [[N+:Josiane Weber-Hoffmann]], war beim Entlassungsgespräch anwesend.
Medikation: Eliquis 5 mg 1-0-1, Bisoprolol 2,5 mg 1-0-0.

Mat frëndleche Gréiss,
Dr. [[N:Luc Theisen]]
"""),
("OOD-LU-02", "LU01", "de_LU", """
Notes infirmières - [[O:CHL]], unité 3B
[[D:30/08]] 06h : M. [[N+:Weber]] dort, FC 78 en RS après CEE. TA 131/76.
Épouse a appelé ([[P:+352 26 54 12 34]]), rassurée.
Dossier [[I+:CHL-554120]] - Inf. [[N:P. Muller]]
"""),
("OOD-LU-03", "LU02", "de_LU", """
Consultation gynécologique - [[O:Centre Hospitalier Emile Mayrisch]], [[L:Esch-sur-Alzette]]
Patiente : [[N+:SCHMIT Marie]], née le [[B+:03.04.1983]], [[A:40 ans]]
Adresse : [[AD+:5, Um Bierg]], [[L+:L-8410 Steinfort]]
GSM : [[P+:691 234 567]]
Motif : ménorragies, anémie ferriprive (ferritine 6 µg/l). Échographie : fibrome intramural 4 cm.
Proposition : Esmya contre-indiqué, discuter hystéroscopie. Ferinject 1000 mg iv.
"""),
("OOD-LU-04", "LU02", "de_LU", """
Email vum [[D:12.05.2023]]
Vun: [[E+:marie.schmit@pt.lu]]
Un: Policlinique [[O:CHEM]]

Moien, ech hätt gär en neien Rendez-vous fir d'Kontroll. Meng Dossiersnummer ass [[I+:CHEM 2211045]].
Merci, [[N+:Marie Schmit]]
"""),
("OOD-LU-05", "LU01", "de_LU", """
[[O:Rehazentrum Colpach]] - Aufnahmebericht
Patient: [[N+:Weber Jean-Claude]], geb. [[B+:12.08.1960]]
Hausarzt: Dr. [[N:Marc Kieffer]], [[L:Bettembourg]], Tel. [[P:51 12 34]]
Ziel: kardiale Rehabilitation nach Kardioversion, Belastbarkeit 100 W.
Anrufen bei Problemen: [[P+:+352 621 123 456]]
"""),
("OOD-LU-06", "LU02", "de_LU", """
Befund Labor [[O:Ketterthill]] vom [[D:02.06.2023]]
Einsender: Dr. [[N:Anne Wagner]], [[L:Mamer]]
Patientin: [[N+:Schmit, Marie]] *[[B+:3.4.1983]]
Hb 10,8 g/dl, Ferritin 9 µg/l, TSH 1,9 mU/l.
"""),
# ---------------------------------------------------------------- es_ES
("OOD-ES-01", "ES01", "es_ES", """
[[O:Hospital Universitario Gregorio Marañón]]
Servicio de Medicina Interna

INFORME DE ALTA

Paciente: Dña. [[N+:Rosa María García López]]
NHC: [[I+:1203344]]   DNI: [[I+:18306599-W]]
Fecha de nacimiento: [[B+:12 de mayo de 1941]]
Domicilio: [[AD+:C/ Alcalá, 123]], 3º izda., [[L+:28009 Madrid]]
Teléfono: [[P+:915 55 12 34]]

Mujer de [[A:82 años]] que ingresa el [[D:día 3 de octubre]] por insuficiencia cardíaca descompensada. Antecedentes: HTA, FA permanente en tratamiento con Sintrom, enfermedad de Parkinson.
Evolución favorable con furosemida intravenosa. Alta el [[D:10/10/2023]] acompañada de su hija [[N+:Lucía]] ([[P+:600 12 34 56]]).
Control en consulta del Dr. [[N:Álvaro Ruiz de la Prada]] en un mes.

Fdo.: Dra. [[N:Marta Iglesias]], médico adjunto
"""),
("OOD-ES-02", "ES01", "es_ES", """
Evolutivo de enfermería - planta 5ª
[[D:05/10/23]] T.noche: pcte [[N+:GARCIA LOPEZ]] tranquila, diuresis 1800 cc, TA 118/62, Sat 93% con GN 2 lpm.
Refiere disnea leve. Se avisa a Dr [[N:Soto]] (guardia).
Enf.: [[N:Rocío]]
"""),
("OOD-ES-03", "ES02", "es_ES", """
[[O:Centro de Salud Alamillo]] - [[L:Sevilla]]
Derivación a Neumología, [[O:Hospital Virgen del Rocío]]

Estimado/a compañero/a:
Le remito a D. [[N+:José Luis Mora Sánchez]], de [[A:53 años]], [[PR:camarero]], fumador de 30 paquetes/año, con tos y hemoptisis desde hace 2 semanas. Rx tórax del [[D:2-III-2023]]: masa hiliar derecha.
Domicilio: [[AD+:Avda. de la Constitución, nº 45]], [[L+:41001 Sevilla]]. Tfno: [[P+:954 22 11 00]]. Correo: [[E+:joseluis.mora@hotmail.es]]
Un saludo,
Dr. [[N:Manuel Rosa]]
"""),
("OOD-ES-04", "ES02", "es_ES", """
Hospital de Día Oncológico - [[D:lunes, 17 de abril de 2023]]
Pac.: [[N+:Mora Sánchez, José Luis]] - NHC [[I+:0045128]]
Ciclo 2 de carboplatino AUC5 + pemetrexed 500 mg/m2 + pembrolizumab 200 mg. ECOG 1.
Neutrófilos 2.300, plaquetas 189.000. Buena tolerancia.
Próxima cita: [[D:8/5/2023]].
Onc.: Dra. [[N:B. Castillo]]
"""),
("OOD-ES-05", "ES03", "es_ES", """
Urgencias - [[O:Hospital Clínico Universitario de Valencia]]
Fecha: [[D:23.12.2023]]   Hora: 04:10
Varón de [[A:35 años]], natural de Rumanía, NIE [[I+:Y-5251377-P]], trabaja como [[PR:repartidor]]. Accidente de moto, contusión en rodilla izquierda. Rx sin fractura.
Nombre: [[N+:Ion Popescu]], tlf [[P+:611 22 33 44]], vive en [[AD+:C/ Colón 8]], [[L+:Valencia]].
Plan: Enantyum 25 mg/8 h, hielo, reposo. Alta.
"""),
("OOD-ES-06", "ES01", "es_ES", """
Trabajo social - [[D:11 oct. 2023]]
Entrevista con la hija, Dña. [[N+:Lucía Fernández García]], que vive en [[L:Alcalá de Henares]]. Solicita valoración de dependencia para su madre. Se contacta con la residencia [[O:Nuestra Señora de la Paz]].
Trabajadora social: [[N:Pilar Gómez]], ext. 4412
"""),
# ---------------------------------------------------------------- it_IT
("OOD-IT-01", "IT01", "it_IT", """
[[O:Azienda Ospedaliera Universitaria Integrata Verona]]
U.O.C. Geriatria - Direttore: Prof. [[N:Mauro Zamboni]]

Lettera di dimissione

Gentile Collega,
dimettiamo in data odierna la Sig.ra [[N+:Giuseppina Esposito]], nata a [[L:Napoli]] il [[B+:19/07/1941]], C.F. [[I+:SPSGPP41L59L781J]], ricoverata il [[D:2 marzo 2023]] per scompenso cardiaco e infezione delle vie urinarie.
La paziente, [[A:81enne]], vive con la figlia [[N+:Carla]] in [[AD+:Via Mazzini 15]], [[L+:37121 Verona]].
Anamnesi: morbo di Parkinson, sindrome di Sjögren, pregresso intervento sec. Hartmann ([[D:2015]]).
Terapia: Madopar 100/25 1 cp x 3, Lasix 25 mg 1 cp, Coumadin secondo INR.

Cordiali saluti,
Dott.ssa [[N:Francesca Lombardi]]
"""),
("OOD-IT-02", "IT01", "it_IT", """
Diario infermieristico - [[D:04/03/2023]]
h 22: pz [[N+:ESPOSITO G.]] agitata, rimuove CVP. PA 150/90, FC 96, SpO2 95% AA. Contenzione non necessaria.
Avvisato medico di guardia dr. [[N:Bertolini]]. Figlia contattata al [[P+:347/1234567]].
Inf. [[N:Matteo]]
"""),
("OOD-IT-03", "IT02", "it_IT", """
Da: [[N+:Marco De Luca]] <[[E+:marco.deluca78@libero.it]]>
Inviato: [[D:venerdì 9 giugno 2023]]
A: ambulatorio ortopedia [[O:Ospedale Borgo Trento]]

Buongiorno,
sono stato operato il [[D:12 maggio]] al crociato anteriore dal dott. [[N:Rossi]] e volevo sapere quando iniziare la fisioterapia. Cartella n. [[I+:2023/118734]].
Il mio cellulare è [[P+:+39 340 998 7766]].
Grazie, [[N+:Marco De Luca]]
"""),
("OOD-IT-04", "IT02", "it_IT", """
Visita ortopedica di controllo - [[D:20.06.2023]]
Paz. [[N+:De Luca Marco]], [[A:44 aa]], [[PR:geometra]], C.F. [[I+:DLCMRC78R03L781R]]
Ginocchio dx: lieve versamento, ROM 0-110°, Lachman negativo.
Prosegue FKT presso centro [[O:Fisiomed]] di [[L:San Giovanni Lupatoto]]. Tachipirina 1000 al bisogno.
Prossimo controllo: [[D:fine luglio]].
"""),
("OOD-IT-05", "IT03", "it_IT", """
Pronto Soccorso [[O:Ospedale Niguarda]] - [[L:Milano]]
Data/ora: [[D:31/12/2023]] 23:55
Donna di [[A:57 anni]], dolore addominale in FID da 24 h. Blumberg positivo, Murphy negativo. GB 15.400, PCR 8,2 mg/dl.
Eco: appendicite acuta. Chirurgo di guardia dr.ssa [[N:Elena Gallo]] avvisata.
Paziente: [[N+:BIANCHI CHIARA]], [[AD+:via Padova 210]], [[L+:Milano]], tel [[P+:02 2613 4455]]
Medico curante: dott. [[N+:Paolo Ferrari]]
"""),
("OOD-IT-06", "IT03", "it_IT", """
Relazione clinica
La signora [[N+:Chiara Bianchi]] ([[A:57 anni]]) è stata sottoposta in data [[D:1° gennaio 2024]] ad appendicectomia laparoscopica. Decorso regolare. Dimessa il [[D:3 gennaio]].
Controllo ambulatoriale tra 10 giorni presso ambulatorio di chirurgia, padiglione 4. Per informazioni: [[P:02 6444 2211]].
Il primario, Prof. [[N:Giovanni Moretti]]
"""),
]
