"""Synthetic clinical notes with exact gold spans and a matching person registry.

``write_dataset(out_dir, n_notes, seed, locales)`` writes ``notes.jsonl``,
``registry.csv`` and ``gold.jsonl`` (docs/CONTRACT.md) and returns counts.
Gold conventions (also in the modules that apply them):

* NAME covers the name words, initials and the comma of "Surname, First"
  included; honorifics and titles ("Mevrouw", "Dr.", "Herr") are outside.
* ADDRESS is the street line with its number ("Kerkstraat 12");
  in "postcode city" the postcode is ADDRESS and the city LOCATION (two spans,
  as MEDDOCAN and i2b2 write them); a city alone is LOCATION.
* DATE / BIRTHDATE cover the date only, not "le", "op", "am".
* AGE covers the number with an attached unit ("72-jarige", "72 ans").
* PROFESSION is the occupation of the patient ("vrachtwagenchauffeur"), as in the
  i2b2 2014 and MEDDOCAN guidelines; the signer's role under a letter ("huisarts",
  "Consultant Cardiologist") is plain text.
* ``linked`` is true when the value is one of the patient's registry rows'
  values (the patient, a registry physician / relative / contact, their
  address, phone, e-mail, national id, MRN, or the patient's bank account);
  false for staff outside the registry, organisations, other dates, ages
  and professions.
"""
from deid.synth.dataset import DEFAULT_LOCALES, SynthConfig, write_dataset

__all__ = ["write_dataset", "SynthConfig", "DEFAULT_LOCALES"]
