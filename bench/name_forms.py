"""Names in the forms real wards write them, per language and casing: what the complete detection finds.

    python bench/name_forms.py [--names 40] [--languages en,nl,de,fr,es,it] [--forms log_actor,cc,...]
                               [--seed 7] [--names-dataset]

The hand-written development set holds a few hundred names, written the ways its authors chose;
it says little about a way of writing it happens to lack. This bench takes one short form at a
time (a log entry's actor, a team list with roles in brackets, a cc list, a signature block, a
handover, a possessive, a relative's name after "mother of", a person field, ...), in each of our
six languages, fills it with first names and surnames drawn from real populations (Faker's lists
of each language's countries by default; with ``--names-dataset``, the ``names-dataset`` package's
top names per country, which the ``lexicon`` extra installs), puts it after an ordinary clinical
sentence, and writes the note four ways: as written, in lower case, in capitals and without
punctuation (as ``bench/generalization.py`` rewrites the hand-written notes). It prints,
per form, language and casing, the names the complete detection (``bench/generalization.py``'s
``Detection``, what ``deid run`` does) leaves partly uncovered, and the spans it puts on the
form's other words (false positives: a role, a time, a service read as a name).

The forms are our own writing, in the shapes the issue lists (shift logs, team and cc lists,
signatures, telephone notes); a form the rules were built for scores well here by construction,
so the figures are a map of holes, not a measure of generalisation: the held-out hand-written set
and the public corpora (``bench/public_names.py``) are. Prints figures; asserts nothing.
"""
from __future__ import annotations

import argparse
import random
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Dict, List, Sequence, Tuple

sys.path.insert(0, str(Path(__file__).resolve().parent))

from deid.records import Note  # noqa: E402

from generalization import DEFAULT_DETECTORS, Detection, unpunctuated  # noqa: E402

# Per language: the locale, the Faker locales and names-dataset countries the names come from, and
# an ordinary clinical sentence that opens every note (so that the note's case is read as a note's).
LANGUAGES: Dict[str, dict] = {
    "en": {"locale": "en_GB", "faker": ("en_GB", "en_IE"), "countries": ("GB",),
           "opening": "Patient reviewed on the ward round this morning. Pain controlled with regular paracetamol, "
                      "eating and drinking well, mobilising with a frame. Wound dressing intact."},
    "nl": {"locale": "nl_BE", "faker": ("nl_BE", "nl_NL"), "countries": ("BE", "NL"),
           "opening": "Patiënt gezien tijdens de zaalronde vanochtend. Pijn onder controle met paracetamol, "
                      "eet en drinkt goed, stapt met rollator. Wonde proper en droog."},
    "de": {"locale": "de_DE", "faker": ("de_DE", "de_AT"), "countries": ("DE",),
           "opening": "Patient heute bei der Visite gesehen. Schmerzen unter Paracetamol gut kontrolliert, isst "
                      "und trinkt gut, mobil mit Rollator. Wunde trocken und reizlos."},
    "fr": {"locale": "fr_FR", "faker": ("fr_FR", "fr_BE"), "countries": ("FR", "BE"),
           "opening": "Patient vu pendant la visite ce matin. Douleur contrôlée sous paracétamol, mange et boit "
                      "bien, se mobilise avec un déambulateur. Plaie propre et sèche."},
    "es": {"locale": "es_ES", "faker": ("es_ES",), "countries": ("ES",),
           "opening": "Paciente valorado en el pase de visita esta mañana. Dolor controlado con paracetamol, come y "
                      "bebe bien, deambula con andador. Herida limpia y seca."},
    "it": {"locale": "it_IT", "faker": ("it_IT",), "countries": ("IT",),
           "opening": "Paziente visto durante il giro visita stamattina. Dolore controllato con paracetamolo, mangia "
                      "e beve bene, cammina con il girello. Medicazione in ordine."},
}

# The forms, per language: {F} and {F2} first names, {S} and {S2} surnames, {f}/{s} the same in
# lower case (an e-mail address).
FORMS: Dict[str, Dict[str, str]] = {
    "log_actor": {
        "en": "08:15 {F}: settled, obs stable\n11:40 {F2}: washed and dressed",
        "nl": "08:15 {F}: rustig, parameters stabiel\n11:40 {F2}: in bed gewassen",
        "de": "08:15 {F}: ruhig, Vitalwerte stabil\n11:40 {F2}: im Bett gewaschen",
        "fr": "08:15 {F} : calme, constantes stables\n11:40 {F2} : soins au lit faits",
        "es": "08:15 {F}: tranquilo, constantes estables\n11:40 {F2}: aseo en la cama",
        "it": "08:15 {F}: tranquillo, parametri stabili\n11:40 {F2}: igiene a letto",
    },
    "team_brackets": {
        "en": "Present: {F} {S} (physiotherapist), {F2} {S2} (ward sister)",
        "nl": "Aanwezig: {F} {S} (kinesitherapeut), {F2} {S2} (hoofdverpleegkundige)",
        "de": "Anwesend: {F} {S} (Physiotherapie), {F2} {S2} (Stationsleitung)",
        "fr": "Présents : {F} {S} (kinésithérapeute), {F2} {S2} (cadre de santé)",
        "es": "Asistentes: {F} {S} (fisioterapeuta), {F2} {S2} (supervisora)",
        "it": "Presenti: {F} {S} (fisioterapista), {F2} {S2} (coordinatrice)",
    },
    "cc": {
        "en": "cc: Dr {S}, {F2} {S2}", "nl": "cc: dr. {S}, {F2} {S2}", "de": "cc: Dr. {S}, {F2} {S2}",
        "fr": "cc : Dr {S}, {F2} {S2}", "es": "cc: Dr. {S}, {F2} {S2}", "it": "cc: dott. {S}, {F2} {S2}",
    },
    "signature": {
        "en": "Kind regards,\n\n{F} {S}\nphysiotherapist", "nl": "Vriendelijke groet,\n\n{F} {S}\nkinesitherapeut",
        "de": "Freundliche Grüße\n\n{F} {S}\nPhysiotherapeutin", "fr": "Bien cordialement,\n\n{F} {S}\nkinésithérapeute",
        "es": "Un saludo,\n\n{F} {S}\nfisioterapeuta", "it": "Cordiali saluti,\n\n{F} {S}\nfisioterapista",
    },
    "relative": {
        "en": "Daughter {F} will call back tomorrow.", "nl": "Dochter {F} belt morgen terug.",
        "de": "Tochter {F} ruft morgen zurück.", "fr": "Sa fille {F} rappellera demain.",
        "es": "Su hija {F} llamará mañana.", "it": "La figlia {F} richiamerà domani.",
    },
    "by": {
        "en": "Washed by {F}.", "nl": "Gewassen door {F}.", "de": "Gewaschen von {F}.",
        "fr": "Toilette faite par {F}.", "es": "Aseo realizado por {F}.", "it": "Igiene eseguita da {F}.",
    },
    "handover": {
        "en": "Handover given to {F} at 19:30.", "nl": "Overdracht aan {F} om 19u30.", "de": "Übergabe an {F} um 19:30.",
        "fr": "Transmissions à {F} à 19h30.", "es": "Relevo a {F} a las 19:30.", "it": "Consegne a {F} alle 19:30.",
    },
    "relative_of": {
        "en": "{F}'s mother phoned the ward.", "nl": "Moeder van {F} belde naar de afdeling.",
        "de": "Mutter von {F} rief auf Station an.", "fr": "La mère de {F} a appelé le service.",
        "es": "La madre de {F} llamó a planta.", "it": "La madre di {F} ha chiamato il reparto.",
    },
    "bracket_role": {
        "en": "{F} (student nurse) helped with the wash.", "nl": "{F} (stagiaire) hielp bij het toilet.",
        "de": "{F} (Schülerin) half beim Waschen.", "fr": "{F} (étudiante) a aidé à la toilette.",
        "es": "{F} (alumna) ayudó en el aseo.", "it": "{F} (tirocinante) ha aiutato nell'igiene.",
    },
    "asked_for": {
        "en": "Asked again for {F} overnight.", "nl": "Vroeg opnieuw naar {F} tijdens de nacht.",
        "de": "Fragte nachts erneut nach {F}.", "fr": "A encore demandé {F} cette nuit.",
        "es": "Preguntó otra vez por {F} durante la noche.", "it": "Ha chiesto di nuovo di {F} durante la notte.",
    },
    "person_field": {
        "en": "Patient: {S}, {F}\nDOB: 12/03/1950", "nl": "Patiënt: {S}, {F}\nGeboren: 12/03/1950",
        "de": "Patient: {S}, {F}\nGeb.: 12.03.1950", "fr": "Patient : {S}, {F}\nNé le 12/03/1950",
        "es": "Paciente: {S}, {F}\nF. nac.: 12/03/1950", "it": "Paziente: {S}, {F}\nNato il 12/03/1950",
    },
    "signed_line": {
        "en": "22:00 Slept most of the night, obs stable. {F}\n06:10 Up to the chair. {F2}",
        "nl": "22:00 Grotendeels geslapen, parameters stabiel. {F}\n06:10 Naar de stoel gebracht. {F2}",
        "de": "22:00 Nachts überwiegend geschlafen, Werte stabil. {F}\n06:10 In den Sessel mobilisiert. {F2}",
        "fr": "22:00 A dormi la majeure partie de la nuit, constantes stables. {F}\n06:10 Levée au fauteuil. {F2}",
        "es": "22:00 Duerme casi toda la noche, constantes estables. {F}\n06:10 Se levanta al sillón. {F2}",
        "it": "22:00 Ha dormito quasi tutta la notte, parametri stabili. {F}\n06:10 Alzata in poltrona. {F2}",
    },
    "role_lines": {
        "en": "Surgeon: {F} {S}\nScrub nurse: {F2} {S2}", "nl": "Chirurg: {F} {S}\nInstrumentist: {F2} {S2}",
        "de": "Operateur: {F} {S}\nInstrumentierend: {F2} {S2}", "fr": "Chirurgien : {F} {S}\nIBODE : {F2} {S2}",
        "es": "Cirujano: {F} {S}\nInstrumentista: {F2} {S2}", "it": "Chirurgo: {F} {S}\nStrumentista: {F2} {S2}",
    },
    "first_name_list": {
        "en": "Night staff: {F}, {F2}", "nl": "Nachtdienst: {F}, {F2}", "de": "Nachtdienst: {F}, {F2}",
        "fr": "Équipe de nuit : {F}, {F2}", "es": "Turno de noche: {F}, {F2}", "it": "Turno di notte: {F}, {F2}",
    },
    "kin_full": {
        "en": "Husband {F} {S} present at the visit.", "nl": "Echtgenoot {F} {S} aanwezig bij het bezoek.",
        "de": "Ehemann {F} {S} beim Besuch anwesend.", "fr": "Époux {F} {S} présent à la visite.",
        "es": "Esposo {F} {S} presente en la visita.", "it": "Marito {F} {S} presente alla visita.",
    },
    "title_surname": {
        "en": "Plan agreed with Dr {S} and Mrs {S2}.", "nl": "Overlegd met dr. {S} en mevrouw {S2}.",
        "de": "Besprochen mit Dr. {S} und Frau {S2}.", "fr": "Plan convenu avec Dr {S} et Mme {S2}.",
        "es": "Valorado junto al Dr. {S} y la Sra. {S2}.", "it": "Valutato insieme al dott. {S} e alla sig.ra {S2}.",
    },
    "role_surname": {
        "en": "Dressing redone by SN {S}, checked by HCA {S2}.", "nl": "Verband vernieuwd door vpk. {S}, nagekeken door vpk. {S2}.",
        "de": "Verband erneuert von Sr. {S}, kontrolliert von Pfl. {S2}.",
        "fr": "Pansement refait ce matin : IDE {S}, contrôle AS {S2}.",
        "es": "Curas hechas por la enf. {S}, revisadas por la aux. {S2}.",
        "it": "Medicazione rifatta dall'inf. {S}, controllata dall'OSS {S2}.",
    },
    "email": {
        "en": "From: {S}, {F} <{f}.{s}@nhs.net>", "nl": "Van: {S}, {F} <{f}.{s}@ziekenhuis.be>",
        "de": "Von: {S}, {F} <{f}.{s}@klinikum.de>", "fr": "De : {S}, {F} <{f}.{s}@chu.fr>",
        "es": "De: {S}, {F} <{f}.{s}@salud.es>", "it": "Da: {S}, {F} <{f}.{s}@asl.it>",
    },
    "visitors": {  # who came: "of" after a visit, two first names joined
        "en": "Visited by {F} and {F2} this afternoon.", "nl": "Bezoek van {F} en {F2} vanmiddag.",
        "de": "Besuch von {F} und {F2} am Nachmittag.", "fr": "Visite de {F} et {F2} cet après-midi.",
        "es": "Visita de {F} y {F2} por la tarde.", "it": "Visita di {F} e {F2} nel pomeriggio.",
    },
    "preferred_name": {
        "en": "Prefers to be known as {F}.", "nl": "Wil graag {F} genoemd worden.", "de": "Möchte {F} genannt werden.",
        "fr": "Préfère qu'on l'appelle {F}.", "es": "Prefiere que la llamen {F}.", "it": "Preferisce essere chiamata {F}.",
    },
    "thanks": {  # a dictated message's close
        "en": "Thanks {F}, see you Monday.", "nl": "Bedankt {F}, tot maandag.", "de": "Danke {F}, bis Montag.",
        "fr": "Merci {F}, à lundi.", "es": "Gracias {F}, hasta el lunes.", "it": "Grazie {F}, a lunedì.",
    },
    "walked_with": {
        "en": "Walked to the day room with {F} this morning.", "nl": "Met {F} naar het dagverblijf gewandeld.",
        "de": "Mit {F} zum Aufenthaltsraum gelaufen.", "fr": "Marche jusqu'au salon avec {F} ce matin.",
        "es": "Paseo hasta la sala de estar con {F} esta mañana.", "it": "Passeggiata fino alla sala comune con {F} stamattina.",
    },
    "signer_role_shift": {  # a log line closed by a first name, a role and the shift
        "en": "Repositioned 2-hourly, skin intact. {F} RN nights", "nl": "Wisselhouding elke 2 uur. {F} vpk nacht",
        "de": "Lagerung alle 2 Std. {F} Pflege Nacht", "fr": "Changements de position toutes les deux heures. {F} IDE nuit",
        "es": "Cambios posturales cada 2 h. {F} enfermera noche", "it": "Mobilizzazione ogni 2 ore. {F} inf. notte",
    },
    "slash_signers": {
        "en": "Obs stable overnight. {F} / {F2}", "nl": "Parameters stabiel vannacht. {F} / {F2}",
        "de": "Werte nachts stabil. {F} / {F2}", "fr": "Constantes stables cette nuit. {F} / {F2}",
        "es": "Constantes estables esta noche. {F} / {F2}", "it": "Parametri stabili nella notte. {F} / {F2}",
    },
    "informed_kin": {  # a relative's full name, the relation in brackets after it
        "en": "Informed {F} {S} (daughter) by phone.", "nl": "{F} {S} (dochter) telefonisch ingelicht.",
        "de": "{F} {S} (Tochter) per Telefon benachrichtigt.", "fr": "{F} {S} (fille) prévenue par téléphone.",
        "es": "Se informa por teléfono a {F} {S} (hija).", "it": "Informata telefonicamente {F} {S} (figlia).",
    },
    "message_for": {
        "en": "Left a message for {F} {S} to ring back.", "nl": "Bericht ingesproken voor {F} {S}, belt terug.",
        "de": "Nachricht für {F} {S} hinterlassen, Rückruf erbeten.", "fr": "Message laissé à {F} {S} pour rappel.",
        "es": "Se deja mensaje a {F} {S} para que devuelva la llamada.", "it": "Messaggio in segreteria per {F} {S}, da richiamare.",
    },
    "phoned": {  # a telephone note's call: the verb before the first name, or a participle after it
        "en": "Rang {F} at 14:00, no answer.", "nl": "Om 14u {F} gebeld, geen antwoord.",
        "de": "Um 14 Uhr {F} angerufen, keine Antwort.", "fr": "Appelé {F} à 14h, sans réponse.",
        "es": "Llamo a {F} a las 14:00, no contesta.", "it": "Chiamato {F} alle 14, non risponde.",
    },
    "apologies": {  # a meeting's absent members
        "en": "Apologies: {F} {S}, {F2} {S2}", "nl": "Afwezig: {F} {S}, {F2} {S2}", "de": "Entschuldigt: {F} {S}, {F2} {S2}",
        "fr": "Excusés : {F} {S}, {F2} {S2}", "es": "Ausentes: {F} {S}, {F2} {S2}", "it": "Assenti: {F} {S}, {F2} {S2}",
    },
    "surname_first": {  # the surname before the first name, a role in brackets after
        "en": "Referred by {S} {F} (GP).", "nl": "Verwezen door {S} {F} (huisarts).", "de": "Überwiesen von {S} {F} (Hausarzt).",
        "fr": "Adressé par {S} {F} (médecin traitant).", "es": "Remitido por {S} {F} (atención primaria).",
        "it": "Inviato da {S} {F} (medico curante).",
    },
    "first_in_brackets": {  # who took over, a first name in brackets after the role
        "en": "Handed over to the night nurse ({F}).", "nl": "Overgedragen aan de nachtverpleging ({F}).",
        "de": "An den Nachtdienst übergeben ({F}).", "fr": "Relève passée à l'infirmière de nuit ({F}).",
        "es": "Entregado a la enfermera de noche ({F}).", "it": "Passate le consegne all'infermiera di notte ({F}).",
    },
    "seen_with": {
        "en": "Seen jointly with {F} {S} from the pain team.", "nl": "Samen gezien met {F} {S} van het pijnteam.",
        "de": "Gemeinsam gesehen mit {F} {S} vom Schmerzdienst.", "fr": "Vu conjointement avec {F} {S} de l'équipe douleur.",
        "es": "Valorado junto con {F} {S} de la unidad del dolor.", "it": "Visto insieme a {F} {S} del servizio di terapia del dolore.",
    },
    "neighbour_key": {
        "en": "Neighbour {F} {S} has a key.", "nl": "Buurvrouw {F} {S} heeft een sleutel.", "de": "Nachbarin {F} {S} besitzt einen Hausschlüssel.",
        "fr": "La voisine {F} {S} a une clé.", "es": "La vecina {F} {S} tiene llave.", "it": "La vicina {F} {S} ha le chiavi.",
    },
}
CASINGS = ("as written", "lower", "capitals", "unpunctuated")


def _recase(text: str, casing: str) -> str:
    if casing == "unpunctuated":
        return unpunctuated(text)[0]  # as dictation and hurried notes write: bench/generalization.py's rewriting
    return text if casing == "as written" else text.lower() if casing == "lower" else text.upper()


def _faker_names(language: str) -> Tuple[List[str], List[str]]:
    from faker import Faker

    firsts, lasts = set(), set()
    for locale in LANGUAGES[language]["faker"]:
        provider = Faker(locale).provider("faker.providers.person")
        for attr in ("first_names_male", "first_names_female", "first_names"):
            values = getattr(provider, attr, None) or ()
            firsts.update(values.keys() if hasattr(values, "keys") else values)
        values = getattr(provider, "last_names", None) or ()
        lasts.update(values.keys() if hasattr(values, "keys") else values)
    return sorted(firsts), sorted(lasts)


def _dataset_names(language: str, dataset) -> Tuple[List[str], List[str]]:
    firsts, lasts = set(), set()
    for country in LANGUAGES[language]["countries"]:
        top = dataset.get_top_names(n=1500, country_alpha2=country, use_first_names=True)[country]
        firsts.update(top["M"] + top["F"])
        lasts.update(dataset.get_top_names(n=3000, country_alpha2=country, use_first_names=False)[country])
    return sorted(firsts), sorted(lasts)


def _usable(names: Sequence[str]) -> List[str]:
    return [n for n in names if len(n) > 2 and n.replace(" ", "").replace("-", "").isalpha()]


def run(languages: Sequence[str], forms: Sequence[str], n: int, seed: int, names_dataset: bool) -> dict:
    detection = Detection(DEFAULT_DETECTORS)
    dataset = None
    if names_dataset:
        from names_dataset import NameDataset

        dataset = NameDataset()
    results = {}
    for language in languages:
        config = LANGUAGES[language]
        firsts, lasts = _dataset_names(language, dataset) if dataset else _faker_names(language)
        firsts, lasts = _usable(firsts), _usable(lasts)
        rng = random.Random(f"{seed}-{language}")
        draws = [(rng.choice(firsts), rng.choice(lasts), rng.choice(firsts), rng.choice(lasts)) for _ in range(n)]
        for form in forms:
            template = FORMS[form][language]
            for casing in CASINGS:
                missed, total, false = [], 0, Counter()
                for first, last, first2, last2 in draws:
                    body = template.format(F=first, S=last, F2=first2, S2=last2, f=first.lower().replace(" ", "."),
                                           s=last.lower().replace(" ", ""))
                    text = _recase(config["opening"] + "\n" + body + "\n", casing)
                    offset = len(_recase(config["opening"], casing)) + 1
                    spans = detection.spans(Note("n", "p", text, config["locale"]))
                    written = _recase(body, casing)
                    wanted = []
                    for key, value in (("{F}", first), ("{S}", last), ("{F2}", first2), ("{S2}", last2)):
                        if key in template:
                            at = written.find(_recase(value, casing))
                            wanted.append((offset + at, offset + at + len(value), value))
                    for start, end, value in wanted:
                        total += 1
                        if not all(any(s.start <= p < s.end for s in spans) for p in range(start, end)):
                            missed.append(value)
                    for span in spans:
                        if span.end > offset and span.label not in ("PHONE", "EMAIL", "DATE", "BIRTHDATE") \
                                and not any(span.start < end and start < span.end for start, end, _ in wanted):
                            false[span.label] += 1
                results[(language, form, casing)] = {"names": total, "missed": len(missed),
                                                      "examples": missed[:6], "false": dict(false)}
    return results


def print_results(results: dict, languages: Sequence[str], forms: Sequence[str]) -> None:
    print(f"{'form':<14}{'lang':<6}" + "".join(f"{c:>14}" for c in CASINGS) + "   false spans")
    totals = defaultdict(lambda: [0, 0])
    for form in forms:
        for language in languages:
            row, false = [], Counter()
            for casing in CASINGS:
                cell = results[(language, form, casing)]
                row.append(f"{cell['missed']:>5}/{cell['names']:<4} missed")
                false.update(cell["false"])
                for key in (casing, f"{language} {casing}"):
                    totals[key][0] += cell["missed"]
                    totals[key][1] += cell["names"]
            print(f"{form:<14}{language:<6}" + "".join(f"{r:>14}" for r in row) + f"   {dict(false) or '-'}")
    print("\nnames missed, all forms:")
    for key in [c for c in CASINGS] + [f"{lang} {c}" for lang in languages for c in CASINGS]:
        missed, names = totals[key]
        print(f"  {key:<22}{missed:>6} of {names:<6}{missed / names:8.1%}" if names else f"  {key}: -")


def main(argv: List[str] = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--names", type=int, default=40, help="notes per form, language and casing")
    parser.add_argument("--languages", default=",".join(LANGUAGES))
    parser.add_argument("--forms", default=",".join(FORMS))
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--names-dataset", action="store_true",
                        help="names from the names-dataset package (pip install -e '.[lexicon]') instead of Faker's")
    args = parser.parse_args(argv)
    languages = [x for x in args.languages.split(",") if x]
    forms = [x for x in args.forms.split(",") if x]
    unknown = [x for x in languages if x not in LANGUAGES] + [x for x in forms if x not in FORMS]
    if unknown:
        parser.error(f"unknown languages or forms: {unknown}")
    print_results(run(languages, forms, args.names, args.seed, args.names_dataset), languages, forms)


if __name__ == "__main__":
    main()
