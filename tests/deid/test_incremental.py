"""What makes a note's output reusable from the previous run (deid.incremental)."""
from deid.incremental import fingerprint_parts, note_digest, run_fingerprint, why_not_reusable
from deid.keys import load_key
from deid.records import Note, Person

STATIC = {"contract_version": 1, "key_fingerprint": "aaaa", "lexicon_digest": "L1", "surrogate_pools_version": 1,
          "versions": {"deid-engine": "0.1.0"}, "options": {"replace": "surrogates", "runner": "FnApiRunner"}}
NOTE = Note("n1", "P1", "Mevr. Stormy Danneels belde.", "nl_BE")
PERSON = Person("P1", "patient", "Stormy", "Danneels")


def _with(**changes):
    static = dict(STATIC, **changes)
    return static


def test_a_change_of_key_options_or_engine_is_named():
    previous = {"incremental": {"fingerprint_parts": fingerprint_parts(STATIC)}}
    assert why_not_reusable(previous, STATIC) is None
    assert why_not_reusable(previous, _with(key_fingerprint="bbbb")) == "changed:key"
    assert why_not_reusable(previous, _with(options={"replace": "tags", "runner": "FnApiRunner"})) == "changed:options"
    assert why_not_reusable(previous, _with(lexicon_digest="L2")) == "changed:engine"
    assert why_not_reusable(None, STATIC) == "no_previous_run"
    assert why_not_reusable({"run_id": "x"}, STATIC) == "no_previous_state"


def test_where_the_job_ran_changes_nothing():
    moved = _with(options={"replace": "surrogates", "runner": "DataflowRunner"})
    assert run_fingerprint(moved) == run_fingerprint(STATIC)


def test_the_digest_follows_the_note_its_registry_rows_and_the_settings():
    fp = run_fingerprint(STATIC)
    base = note_digest(NOTE, [PERSON], fp)
    assert note_digest(NOTE, [PERSON], fp) == base
    assert note_digest(Note("n1", "P1", "Mevr. Stormy Danneels belde terug.", "nl_BE"), [PERSON], fp) != base
    assert note_digest(NOTE, [PERSON, Person("P1", "relative", "Ilse", "Danneels")], fp) != base
    assert note_digest(NOTE, [PERSON], run_fingerprint(_with(key_fingerprint="bbbb"))) != base


def test_with_a_key_the_digest_is_keyed():
    fp = run_fingerprint(STATIC)
    key = load_key(environ={"DEID_KEY": "incremental digest key, long enough"})
    other = load_key(environ={"DEID_KEY": "another incremental digest key"})
    assert note_digest(NOTE, [PERSON], fp, key) != note_digest(NOTE, [PERSON], fp, other)
    assert note_digest(NOTE, [PERSON], fp, key) != note_digest(NOTE, [PERSON], fp)


def test_new_code_under_the_same_version_redoes_every_note():
    previous = {"incremental": {"fingerprint_parts": fingerprint_parts(_with(engine_digest="c0de"))}}
    assert why_not_reusable(previous, _with(engine_digest="c0de")) is None
    assert why_not_reusable(previous, _with(engine_digest="c0de2")) == "changed:engine"


def test_the_engine_digest_reads_the_installed_code_and_models():
    from deid.incremental import engine_digest

    assert len(engine_digest()) == 16 and engine_digest() == engine_digest()
