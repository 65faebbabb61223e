"""Words that announce an identifier: "INSZ: ...", "NHC 368503", "n° dossier ...".

Two tables: acronyms, matched case-sensitively because several are ordinary
words in lower case ("nie" is "never" in German, "cf" is "compare"), and
phrases, matched case-insensitively. Regular-expression fragments.
"""
from __future__ import annotations

ACRONYM_CUES = (
    "INSZ", "NISS", "RRN", "NN", "BSN", "NHS", "NIR", "NSS", "NASS", "NHC", "DNI", "NIE", "NIF",
    "CIP", "CIPA", "SIP", "TSI", "CF", "C\\.F\\.", "MRN", "IPP", "NIP", "PID", "SSN", "ID", "IdNr",
    "KVNR", "EPD", "UZ", "NUHSA", "HC",
    # Spain's health cards: "TIS" (tarxeta/tarjeta individual sanitaria), "CIPA", "TSI"
    "TIS",
    # professional and administrative registers: "RIZIV 1-37264-19-420", "BIG 59012348801",
    # "RPPS 10100578213", "NDA 124007726" (numero de dossier administratif), "AGB 01-047395"
    "NDA", "RPPS", "ADELI", "RIZIV", "INAMI", "BIG", "AGB", "GMC", "NMC", "LANR", "BSNR", "UZI", "NUSS",
    # the British registers of allied health professionals and pharmacists: "HCPC SL04417", "GPhC 2071234"
    "HCPC", "GPhC",
    # German file references: "Az. 23/504218-BG" (Aktenzeichen), "Gz." (Geschäftszeichen)
    "Az\\.", "Gz\\.",
    # Italy's electronic prescription number (numero di ricetta elettronica)
    "NRE",
    # an employer's registration in a letterhead: the German commercial register ("HRB 1234"), the Dutch
    # chamber of commerce ("KvK 12345678"), the French company numbers (SIRET, SIREN)
    "HRB", "HRA", "KvK", "KVK", "SIRET", "SIREN",
)
# The acronyms that number a patient (not a register's, nor an ambiguous one: "ID", "CF", "HC", "NN"),
# with Scotland's CHI number: what an age stands before in a list of patients ("Ayla Brennan 34 NHS ...").
PATIENT_NUMBER_ACRONYMS = ("NHS", "MRN", "CHI", "NHC", "DNI", "NIE", "CIP", "SIP", "TSI", "BSN", "INSZ", "NISS",
                           "RRN", "NIR", "NSS", "IPP", "NIP", "PID", "SSN", "EPD", "NUHSA")
PHRASE_CUES = (
    # nl
    r"rijksregister(?:nummer|nr\.?)?", r"insz-?nummer", r"burgerservicenummer", r"bsn-?nummer",
    r"pati[eë]nt(?:en)?(?:nummer|nr\.?|-?id)", r"dossier(?:nummer|nr\.?)?", r"ziekenhuisnummer",
    r"identificatienummer", r"opnamenummer", r"ep[dd]-?nummer", r"rijbewijsnummer",
    # patient and admission numbers in short: "patnr. P2210934", "opnnr 2023-118204", "opn.-nr."
    r"patnr\.?", r"opn(?:ame)?\.?-?nr\.?",
    # a referral's reference: "referentie ZD-...", "referentienummer"
    r"referentie(?:nummer|nr\.?)?", r"inschrijvings(?:nummer|nr\.?)",
    # fr
    r"num[ée]ro\s+national", r"registre\s+national", r"n[°º]\s*(?:de\s+)?s[ée]curit[ée]\s+sociale",
    r"num[ée]ro\s+de\s+s[ée]curit[ée]\s+sociale", r"n[°º]\s*(?:de\s+)?dossier", r"num[ée]ro\s+de\s+dossier",
    r"n[°º]\s*(?:de\s+)?patient", r"identifiant", r"matricule", r"n[°º]\s*ss",
    # en
    r"nhs\s+(?:number|no\.?)", r"medical\s+record\s+(?:number|no\.?)", r"hosp(?:ital)?\.?\s+(?:number|no\.?)",
    r"patient\s+(?:id|number|no\.?)", r"record\s+(?:number|no\.?)", r"case\s+(?:number|no\.?)",
    r"social\s+security\s+(?:number|no\.?)", r"unit\s+(?:number|no\.?)",
    # de
    r"steuer-?id(?:entifikationsnummer)?", r"identifikationsnummer", r"patienten-?(?:nummer|nr\.?|id)",
    r"fallnummer", r"fall-?nr\.?", r"versicherten-?(?:nummer|nr\.?)", r"krankenversichertennummer",
    r"aufnahmenummer", r"aufnahme-?nr\.?", r"aufn\.?-?nr\.?", r"kv-?nr\.?", r"vers\.?-?nr\.?", r"sozialversicherungsnummer", r"eingangs-?(?:nummer|nr\.?)", r"e-nr\.?", r"journal-?nr\.?",
    # es
    r"n[úu]mero\s+de\s+historia(?:\s+cl[íi]nica)?", r"historia\s+cl[íi]nica", r"n[°º]\s*(?:de\s+)?historia",
    r"n[úu]mero\s+de\s+la\s+seguridad\s+social", r"seguridad\s+social", r"n[°º]\s*col(?:egiado)?",
    r"colegiad[oa]", r"episodio", r"n[úu]mero\s+de\s+episodio", r"tarjeta\s+sanitaria",
    # laboratory and request numbers, every language: "Réf. labo : 23-118457", "Lab no. ...", "Labornummer"
    r"r[ée]f(?:[ée]rence)?\.?\s*(?:du\s+)?labo(?:ratoire)?", r"n[°º]\s*(?:de\s+)?(?:demande|pr[ée]l[èe]vement|[ée]chantillon)",
    r"lab(?:oratory)?\s+(?:number|no\.?|ref\.?|id)", r"accession(?:\s+(?:number|no\.?))?", r"sample\s+(?:id|number|no\.?)",
    r"specimen\s+(?:id|number|no\.?)", r"labo(?:r|ratorium)?-?nummer", r"aanvraagnummer", r"staalnummer",
    r"auftrags-?(?:nummer|nr\.?)", r"proben-?(?:nummer|nr\.?)", r"n[úu]mero\s+de\s+(?:muestra|petici[óo]n)",
    r"numero\s+(?:di\s+)?(?:campione|richiesta)", r"lab(?:o)?-?nr\.?", r"sample",
    # a laboratory's or a pharmacy's order: "Ordernr : L24-0319-4471", "order no. ..."
    r"order-?(?:nummer|nr\.?)", r"order\s+(?:number|no\.?)",
    # insurers' member numbers and file references: "lidnr. 104-2260915-37", "Aktenzeichen"
    r"lid(?:maatschaps)?-?(?:nummer|nr\.?)", r"aansluitingsnummer", r"mitglieds-?(?:nummer|nr\.?)",
    r"aktenzeichen", r"gesch[äa]ftszeichen", r"n[°º]\s*(?:d')?affiliation",
    r"n[°º]\s*(?:d['’])?adh[ée]rent", r"num[ée]ro\s+d['’]adh[ée]rent", r"n[°º]\s*(?:de\s+)?afiliad[oa]",
    r"n[úu]mero\s+de\s+afiliaci[óo]n", r"membership\s+(?:number|no\.?)", r"policy\s+(?:number|no\.?)",
    # samples, requests, cases and policies in short: "Probe-Nr.", "Muestra", "Echantillon",
    # "Monsternr.", "Staal", "Peticion n", "caso n.", "Ricovero n.", "polis", "ref. n." (and "ref n" as
    # dictation types it, never "ref" alone: a reference range follows that), "Col."
    r"probe-?(?:nummer|nr\.?)", r"muestras?", r"petici[óo]n", r"[ée]chantillon", r"monster(?:nummer|nr\.?)",
    r"staal(?:nr\.?)?", r"polis(?:nummer|nr\.?)?", r"caso", r"ricovero", r"pratica", r"col\.",
    r"ref(?:\.|(?=[ \t]+n(?:r|o|°|º)?\.?[ \t]))",
    # a case's, a file's or a force's reference ("Police ref 5912...", "case ref 55302", "our ref"), not
    # a range's ("ref 3.5-5.0" stands after an analyte)
    *(w + r"\s+ref(?:erence)?\.?" for w in ("police", "case", "crime", "incident", "court", "claim", "file", "our",
                                           "your", "opg", "safeguarding")),
    r"matr\.",
    r"n[°º]",
    # it
    r"codice\s+fiscale", r"cartella\s+clinica",
    # a GP's regional code: "cod. reg. 123456", "codice regionale"
    r"cod(?:ice)?\.?\s*reg(?:ionale)?\.?", r"n\.\s*cartella", r"tessera\s+sanitaria",
    r"numero\s+(?:di\s+)?(?:cartella|ricovero|nosologico)", r"nosologico",
    # a histology's, an examination's or a register's number: "esame istologico n. AP24/01234",
    # "N. esame: I/2025/06239", "registro prestazioni n. 1187"
    *(w + r"\s+n(?:r|um)?\." for w in ("istologico", "esame", "referto", "prestazioni", "registro", "verbale")),
    r"n\.\s*esame",
    # the admission number in short ("nos. 2023/004518", its dot dropped before a year and serial),
    # and the patient's id with its qualifier in any language ("ID paz. ...", "ID pac. ...", "ID pat. ...")
    r"nos(?:\.|(?=[ \t]+\d{4}/\d))", r"n\.(?=[ \t]*\d{4}/\d{3})", r"id\s+(?:paz(?:iente)?|pac(?:iente)?|pat(?:ient|iënt|ientin)?)\.?",
    # a physician's registration: "Iscr. Ordine dei Medici di Varese n. 4711", "iscrizione all'albo n."
    r"ordine\s+dei\s+medici(?:\s+(?:chirurghi\s+)?(?:e\s+degli\s+odontoiatri\s+)?(?:di|della\s+provincia\s+di)\s+\p{L}+)?",
    r"iscr(?:izione|\.)?\s+(?:all'\s*)?albo",
)
