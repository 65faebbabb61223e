"""Speed of the registry matcher, printed in one run (one core; figures, not assertions).

    python bench/align.py [--notes 300] [--seed 7]

Prints:
1. the cell rate (billion cell updates per second) of our Smith-Waterman
   kernel (numba, score only and with traceback), of the Myers bit-parallel
   prefilter (pattern length x note length per second, the work a full
   alignment would do), and of parasail's striped SIMD kernel without and with
   a query profile, when parasail is installed (it is optional);
2. the median (and 90th percentile) time to match one 2,000-character note
   against 40 registry values (4 persons), whole ``RegistryMatcher.detect``:
   with the persons' spellings already compiled (the worker's steady state:
   notes of a patient come together), and for the first note of a patient:
   each note a new patient's, their names, initials and birth dates never
   seen, so that nothing the matcher keeps per person or per set of initials
   serves it (spellings, initials and dates compiled for that note: the worst
   case, paid once per patient in a run), and for the first note of a patient
   whose physician the matcher met with an earlier patient (a general
   practitioner is in the rows of thousands of patients: the physician's
   spellings are kept per person).
Notes are synthetic: ordinary clinical words, with registry values and typo'd
variants of them spliced in; deterministic for a seed.
"""
from __future__ import annotations

import argparse
import dataclasses
import random
import statistics
import time

import numpy as np

from deid.detect.registry import alignment
from deid.detect.registry.projection import project, project_value
from deid.detect.registry import RegistryMatchConfig, RegistryMatcher
from deid.records import Note, Person

WORDS = (
    "patient patiënte werd gezien op consultatie voor controle van de bloeddruk en hartritme "
    "klachten van dyspnee bij inspanning geen koorts thoracale pijn uitstralend naar linkerarm "
    "ecg toont sinusritme zonder repolarisatiestoornissen labo hemoglobine creatinine normaal "
    "behandeling met bisoprolol 2,5 mg en atorvastatine 40 mg verder te volgen door huisarts "
    "the patient was admitted with chest pain troponin negative echocardiography normal ejection "
    "fraction follow-up in three months le patient est suivi pour une insuffisance cardiaque "
    "traitement par furosemide 40 mg gentamicine antibiotherapie 12/03/2021 tel 02 555 12 12"
).split()


def persons() -> list:
    return [
        Person(patient_id="P", role="patient", first_name="Stormy", last_name="Danneels", birth_date="1985-07-30",
               street="Kerkstraat", house_number="12", postcode="9000", city="Gent", phone="+32471234567",
               email="stormy.danneels@example.be", national_id="85.07.30-033.61", mrn="MRN0012345"),
        Person(patient_id="P", role="physician", first_name="Koen", last_name="Van den Broeck", street="Stationsplein",
               house_number="3", postcode="2000", city="Antwerpen", phone="03 234 56 78", email="k.vdbroeck@hosp.be",
               national_id="", mrn="DR12345"),
        Person(patient_id="P", role="relative", first_name="Hans-Jürgen", last_name="Müller-Weiß", birth_date="1950-01-02",
               street="Bahnhofstraße", house_number="7a", postcode="52062", city="Aachen", phone="+49 241 123456",
               email="hj.mueller@mail.de", national_id="", mrn=""),
        Person(patient_id="P", role="contact", first_name="Marie", last_name="Leclercq", birth_date="1962-11-05",
               street="Rue de la Loi", house_number="16", postcode="1000", city="Bruxelles", phone="0475 11 22 33",
               email="marie.leclercq@skynet.be", national_id="62.11.05-124.88", mrn="MRN0099871"),
    ]


# Names for the patients of the "first note" rows: every note a new patient, so that nothing the
# matcher keeps per person or per set of initials can serve it (the worst case, paid once per
# patient in a run). Our own invented mix of the locales' names, particles and diacritics included.
FIRST_NAMES = ("Stormy", "Anneke", "Émile", "Dirk", "Ingeborg", "Aurelio", "Greet", "Lieven", "Noémie", "Björn",
               "Odile", "Casimir", "Wendelin", "Rosalind", "Ottilie", "Evander", "Quirina", "Leopold", "Amalia",
               "Pier-Luigi")
LAST_NAMES = ("Danneels", "Van den Broeck", "Köhler-Brandt", "De Smedt", "Dubois", "Schröder", "Peeters", "Kowalski",
              "Willems", "Lefèvre", "Nyström", "Moretti", "Vanderlinden", "Ostrowski", "Delacroix", "Castellano",
              "Brouwers", "Valenti", "Mahieu", "van der Wiel")


def new_patient(rng: random.Random, people, keep_physician: bool = False) -> list:
    """``people`` as the rows of a patient never seen: other names and birth dates (and other
    initials), the same fields; the physician kept with ``keep_physician`` (a GP met before)."""
    out = []
    for p in people:
        if keep_physician and p.role == "physician":
            out.append(p)
            continue
        first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
        born = f"{rng.randint(1930, 2005)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}" if p.birth_date else ""
        out.append(dataclasses.replace(p, first_name=first, last_name=last, birth_date=born, key=""))
    return out


def mentions(people) -> tuple:
    """How a note writes these persons, as ``MENTIONS`` writes the bench's own: a typo, an initial,
    capitals, a title, an address, a phone, a birth date, a record number."""
    patient, physician, relative, contact = people
    first, last = patient.first_name, patient.last_name
    typo = first[:-1] + " " + last[:2] + last[3:]  # a letter dropped from each name
    y, m, d = patient.birth_date.split("-")
    return (typo, f"{first[0]}. {last}", f"{last.upper()} {first}", f"dr. {physician.last_name.replace(' ', '')}",
            f"{patient.street} {patient.house_number}, {patient.postcode} {patient.city}", "0471 23 45 67",
            f"{relative.first_name.split('-')[0]} {relative.last_name}", f"Mevr. {contact.last_name}",
            f"{d}/{m}/{y}", patient.mrn)


def registry_value_count(people) -> int:
    fields = ("first_name", "last_name", "birth_date", "street", "house_number", "postcode", "city",
              "phone", "email", "national_id", "mrn")
    return sum(1 for p in people for f in fields if getattr(p, f))


MENTIONS = ("Storm Daniels", "S. Danneels", "DANNEELS Stormy", "dr. Vandenbroeck", "Kerkstraat 12, 9000 Gent",
            "0471 23 45 67", "Hans Mueller", "Mevr. Leclercq", "30/07/1985", "MRN0012345")


def synthetic_note(rng: random.Random, length: int = 2000, written=MENTIONS) -> str:
    out = []
    size = 0
    while size < length:
        piece = rng.choice(written) if rng.random() < 0.04 else rng.choice(WORDS)
        out.append(piece)
        size += len(piece) + 1
    return " ".join(out)[:length]


def cell_rates(rng: random.Random) -> None:
    note = synthetic_note(rng)
    target = np.frombuffer(project(note).codes.tobytes(), dtype=np.uint8).copy()
    query = np.frombuffer(project_value("stormydanneels"), dtype=np.uint8).copy()
    cells = query.shape[0] * target.shape[0]

    def rate(fn, repeat=200):
        fn()
        best = float("inf")
        for _ in range(5):
            t0 = time.perf_counter()
            for _ in range(repeat):
                fn()
            best = min(best, time.perf_counter() - t0)
        return cells * repeat / best / 1e9

    print(f"query {query.shape[0]} x target {target.shape[0]} codes")
    print(f"  ours   smith_waterman_score (numba)      {rate(lambda: alignment.smith_waterman_score(query, target, 1, -1, -1)):6.3f} Gcells/s")
    print(f"  ours   smith_waterman + traceback        {rate(lambda: alignment.smith_waterman(query, target, 1, -1, -1), 50):6.3f} Gcells/s")
    print(f"  ours   Myers bit-parallel prefilter      {rate(lambda: alignment.edit_distances(target, query), 2000):6.3f} Gcells/s (equivalent)")
    # The prefilter as the matcher runs it: all fuzzy spellings of the bench's persons side by side.
    plan = RegistryMatcher(RegistryMatchConfig())._plan(tuple(persons()), "nl_BE")
    table_cells = plan.fuzzy_codes.shape[0] * target.shape[0]
    print(f"  ours   Myers, {len(plan.fuzzy)} spellings in one call      "
          f"{rate(lambda: alignment.distance_table(target, plan.fuzzy_codes, plan.fuzzy_offsets), 200) * table_cells / cells:6.3f} Gcells/s (equivalent)")
    try:
        import parasail
    except ImportError:
        print("  parasail not installed: pip install parasail to compare")
        return
    alphabet = "abcdefghijklmnopqrstuvwxyz0123456789"
    matrix = parasail.matrix_create(alphabet, 1, -1)
    letters = "".join(alphabet[c - 1] if 1 <= c <= 36 else "z" for c in target.tolist())
    q = "stormydanneels"
    profile = parasail.profile_create_16(q, matrix)
    print(f"  parasail sw_striped_16                   {rate(lambda: parasail.sw_striped_16(q, letters, 1, 1, matrix)):6.3f} Gcells/s")
    print(f"  parasail sw_striped_profile_16           {rate(lambda: parasail.sw_striped_profile_16(profile, letters, 1, 1)):6.3f} Gcells/s")


def match_times(rng: random.Random, notes: int) -> None:
    people = persons()
    matcher = RegistryMatcher(RegistryMatchConfig())
    texts = [synthetic_note(rng) for _ in range(notes)]
    plan = matcher._plan(tuple(people), "nl_BE")
    print(f"{registry_value_count(people)} registry values, {len(plan.exact) + len(plan.fuzzy)} spellings "
          f"({len(plan.fuzzy)} fuzzy), notes of {len(texts[0])} characters")
    # Each "first note" is a new patient's (``new_patient``), its text naming them: the same work
    # as a steady-state note, with every spelling, initial and date of the persons new.
    patients = {cold: [new_patient(rng, people, keep_physician=cold == "patient") for _ in texts]
                for cold in ("all", "patient")}
    fresh = {cold: [synthetic_note(rng, written=mentions(rows)) for rows in patients[cold]] for cold in patients}
    for label, cold in (("steady state (spellings compiled)", None), ("first note of a patient", "all"),
                        ("  ... whose physician was seen before", "patient")):
        times = []
        spans = 0
        for i, text in enumerate(texts):
            rows = people
            if cold:
                rows, text = patients[cold][i], fresh[cold][i]
            note = Note(f"n{i}", "P", text, "nl_BE")
            t0 = time.perf_counter()
            spans += len(matcher.detect(note, rows))
            times.append(time.perf_counter() - t0)
        times.sort()
        p90 = times[int(0.9 * (len(times) - 1))]
        print(f"  {label:36s} median {statistics.median(times) * 1e3:6.3f} ms  p90 {p90 * 1e3:6.3f} ms  "
              f"({spans / len(texts):.1f} spans/note)")


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--notes", type=int, default=300)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    t0 = time.perf_counter()
    alignment.warm_up()
    print(f"kernels ready in {time.perf_counter() - t0:.2f} s (numba cache)")
    cell_rates(rng)
    match_times(rng, args.notes)


if __name__ == "__main__":
    main()
