"""Registry rows of the OOD set's patients (fictitious). Some people named in the notes are
deliberately absent (staff, other relatives), as in a real registry."""


def _p(pid, role, first, last, gender="", birth="", street="", number="", postcode="", city="",
       phone="", email="", nid="", mrn=""):
    return {"patient_id": pid, "role": role, "first_name": first, "last_name": last, "gender": gender,
            "birth_date": birth, "street": street, "house_number": number, "postcode": postcode, "city": city,
            "phone": phone, "email": email, "national_id": nid, "mrn": mrn}


REGISTRY = [
    # nl_BE
    _p("OB01", "patient", "Godelieve", "Van den Bossche", "F", "1948-03-14", "Kerkstraat", "12", "9000", "Gent",
       "09 223 45 67", "godelieve.vdbossche@telenet.be", "48031488416", "20231187"),
    _p("OB01", "physician", "Pieter", "Claeys", "M", phone="09 282 11 04"),
    _p("OB01", "relative", "Koen", "Van den Bossche", "M", phone="0486 55 21 90"),
    _p("OB02", "patient", "Jan", "De Smet", "M", "1972-11-02", "Brugsesteenweg", "221 bus 3", "8500", "Kortrijk",
       "0475 12 34 56", "", "72110297371", "A7781204"),
    _p("OB02", "relative", "Els", "Vermeulen", "F"),
    _p("OB03", "patient", "Lotte", "Wouters", "F", "2001-06-30", "Diestsevest", "44", "3000", "Leuven",
       "0496 78 12 03", "lotte.wouters@student.kuleuven.be", "01063042627", "5512093"),
    _p("OB03", "physician", "Sarah", "Janssens", "F"),
    # fr_BE
    _p("OF01", "patient", "Marcel", "Dubois", "M", "1939-09-09", "rue des Alliés", "17", "4020", "Liège",
       "04 342 11 90", "", "39090913589", "0098812"),
    _p("OF01", "physician", "Anne", "Lambert", "F"),
    _p("OF01", "relative", "Nathalie", "Dubois", "F", phone="0478 90 12 34"),
    _p("OF02", "patient", "Mehdi", "El Amrani", "M", "1985-01-21", "avenue Louise", "231", "1050", "Ixelles",
       "+32 2 512 33 44", "mehdi.elamrani@gmail.com", "85012103164", "IX-448120"),
    _p("OF03", "patient", "Françoise", "Lejeune", "F", "1933-12-25", "chaussée de Louvain", "8", "5000", "Namur",
       "081 22 45 67", "", "", "771245"),
    _p("OF03", "relative", "Philippe", "Lejeune", "M"),
    # nl_NL
    _p("ON01", "patient", "Hendrik", "de Vries", "M", "1950-04-17", "Oudegracht", "112", "3511 AZ", "Utrecht",
       "06-12345678", "", "566542870", "7012345"),
    _p("ON01", "relative", "Anouk", "de Vries", "F", phone="06-87654321"),
    _p("ON01", "physician", "Marloes", "Bakker", "F"),
    _p("ON02", "patient", "Fenna", "Visser", "F", "1988-08-08", "Zeestraat", "7", "2518 AA", "Den Haag",
       "070 345 6789", "fenna.visser@ziggo.nl", "172297102", "HMC-0088123"),
    _p("ON03", "patient", "Willem", "van den Heuvel", "M", "1941-02-28", "Hoofdweg", "3", "9711 AB", "Groningen",
       "050 312 4455", "", "282251236", "3349127"),
    _p("ON03", "relative", "Truus", "van den Heuvel-Mulder", "F"),
    # fr_FR
    _p("FF01", "patient", "Jean-Pierre", "Martin", "M", "1956-05-04", "rue Victor Hugo", "14", "69002", "Lyon",
       "06 12 34 56 78", "jp.martin56@orange.fr", "156053849328503", "8004512"),
    _p("FF01", "relative", "Sylvie", "Martin", "F"),
    _p("FF01", "physician", "Olivier", "Garnier", "M"),
    _p("FF02", "patient", "Chloé", "Lefèvre", "F", "1990-12-01", "avenue Jean Jaurès", "3 bis", "31000", "Toulouse",
       "07 81 22 33 44", "chloe.lefevre@laposte.net", "290121190510444", "IPP 3345129"),
    _p("FF03", "patient", "Odette", "Blanc", "F", "1944-02-17", "boulevard de la Libération", "52", "13004", "Marseille",
       "04 91 55 12 87", "", "244029538784720", "13-0045871"),
    _p("FF03", "relative", "Sandrine", "Blanc", "F"),
    # en_GB
    _p("GB01", "patient", "Margaret", "Baker", "F", "1937-06-11", "Mill Lane", "27", "BS1 4DJ", "Bristol",
       "0117 496 0123", "", "5704505287", "RX1049921"),
    _p("GB01", "relative", "Peter", "Baker", "M", phone="07700 900461"),
    _p("GB01", "physician", "Helen", "Rose", "F"),
    _p("GB02", "patient", "Daniel", "O'Connor", "M", "1979-09-23", "Heaton Road", "12", "NE6 5HN",
       "Newcastle upon Tyne", "07700 900123", "danoconnor79@btinternet.com", "6596654257", "N3381120"),
    _p("GB03", "patient", "Priya", "Patel", "F", "1995-02-14", "Narborough Road", "140", "LE3 0BQ", "Leicester",
       "0116 496 0785", "priya.patel95@gmail.com", "7471742925", "L0092231"),
    # de_DE
    _p("DE01", "patient", "Gerhard", "Wolf", "M", "1946-10-30", "Hauptstraße", "5", "69117", "Heidelberg",
       "06221 567890", "", "58932410170", "2023004512"),
    _p("DE01", "relative", "Ingrid", "Wolf", "F"),
    _p("DE01", "physician", "Thomas", "Becker", "M"),
    _p("DE02", "patient", "Anna-Lena", "von Stein", "F", "1999-03-03", "Berliner Allee", "22a", "40212", "Düsseldorf",
       "0176 23456789", "annalena.vonstein@web.de", "56024497383", "88123456"),
    _p("DE03", "patient", "Klaus", "Fischer", "M", "1958-07-07", "Leopoldstraße", "61", "80802", "München",
       "089 3812 4477", "", "52017486969", "M-0771234"),
    _p("DE03", "relative", "Monika", "Fischer", "F"),
    # de_LU
    _p("LU01", "patient", "Jean-Claude", "Weber", "M", "1960-08-12", "rue de la Gare", "12", "L-3510", "Dudelange",
       "+352 621 123 456", "", "1960081200204", "CHL-554120"),
    _p("LU01", "relative", "Josiane", "Weber-Hoffmann", "F"),
    _p("LU02", "patient", "Marie", "Schmit", "F", "1983-04-03", "Um Bierg", "5", "L-8410", "Steinfort",
       "691 234 567", "marie.schmit@pt.lu", "1983040308798", "CHEM 2211045"),
    # es_ES
    _p("ES01", "patient", "Rosa María", "García López", "F", "1941-05-12", "Calle de Alcalá", "123", "28009", "Madrid",
       "915 551 234", "", "18306599W", "NHC 1203344"),
    _p("ES01", "relative", "Lucía", "Fernández García", "F", phone="600 123 456"),
    _p("ES02", "patient", "José Luis", "Mora Sánchez", "M", "1970-01-30", "Avenida de la Constitución", "45",
       "41001", "Sevilla", "954 221 100", "joseluis.mora@hotmail.es", "28867267J", "0045128"),
    _p("ES03", "patient", "Ion", "Popescu", "M", "1988-11-19", "Carrer de Colón", "8", "46004", "Valencia",
       "+34 611 22 33 44", "", "Y5251377P", "HV-77120"),
    # it_IT
    _p("IT01", "patient", "Giuseppina", "Esposito", "F", "1941-07-19", "Via Mazzini", "15", "37121", "Verona",
       "045 801 2345", "", "SPSGPP41L59L781J", "2019/004512"),
    _p("IT01", "relative", "Carla", "Esposito", "F", phone="347 123 4567"),
    _p("IT02", "patient", "Marco", "De Luca", "M", "1978-10-03", "Corso Porta Nuova", "30", "37122", "Verona",
       "+39 340 998 7766", "marco.deluca78@libero.it", "DLCMRC78R03L781R", "2023/118734"),
    _p("IT03", "patient", "Chiara", "Bianchi", "F", "1966-04-25", "Via Padova", "210", "20127", "Milano",
       "02 2613 4455", "", "", "MI-0042170"),
    _p("IT03", "physician", "Paolo", "Ferrari", "M"),
]
