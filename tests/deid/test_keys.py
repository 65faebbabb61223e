"""The surrogate key: from a file or the environment, or an explicit public demo key."""
from __future__ import annotations

import pickle

import pytest

from deid.keys import MissingKeyError, load_key


def test_key_file_wins_over_the_environment(tmp_path):
    path = tmp_path / "key.txt"
    path.write_bytes(b"file key material, long enough\n")
    key = load_key(str(path), environ={"DEID_KEY": "environment key material"})
    assert key.source == "file" and key.material == b"file key material, long enough"


def test_environment_key():
    assert load_key(environ={"DEID_KEY": "environment key material"}).source == "env"


def test_no_key_is_an_error_that_says_how_to_give_one():
    with pytest.raises(MissingKeyError, match="DEID_KEY"):
        load_key(environ={})


def test_demo_key_only_when_asked_and_marked_as_such():
    assert load_key(demo=True, environ={}).source == "demo"


def test_short_keys_are_refused():
    with pytest.raises(MissingKeyError, match="16 bytes"):
        load_key(environ={"DEID_KEY": "short"})


def test_unreadable_key_file(tmp_path):
    with pytest.raises(MissingKeyError, match="key file"):
        load_key(str(tmp_path / "missing"), environ={})


def test_key_material_never_shows_in_repr():
    key = load_key(environ={"DEID_KEY": "super secret key material"})
    assert "super" not in repr(key) and "super" not in str(key)
    assert pickle.loads(pickle.dumps(key)) == key


def test_pseudonyms_are_keyed_and_stable():
    a = load_key(environ={"DEID_KEY": "key number one, long enough"})
    b = load_key(environ={"DEID_KEY": "key number two, long enough"})
    assert a.pseudonym("patient_id", "P1") == a.pseudonym("patient_id", "P1")
    assert a.pseudonym("patient_id", "P1") != b.pseudonym("patient_id", "P1")
    assert a.pseudonym("patient_id", "P1") != a.pseudonym("patient_id", "P2")


def test_the_fingerprint_tells_keys_apart_and_is_a_keyed_digest_of_a_fixed_label():
    import hashlib
    import hmac

    one = load_key(environ={"DEID_KEY": "environment key material"})
    same = load_key(environ={"DEID_KEY": "environment key material"})
    other = load_key(environ={"DEID_KEY": "another key, just as long"})
    assert one.fingerprint == same.fingerprint != other.fingerprint
    assert len(one.fingerprint) == 16 and int(one.fingerprint, 16) >= 0
    assert one.fingerprint == hmac.new(b"environment key material", b"deid-key-fingerprint-v1",
                                       hashlib.sha256).hexdigest()[:16]
    assert "environment" not in repr(one) and one.fingerprint not in b"environment key material".hex()


def test_a_key_file_on_a_beam_file_system():
    # A Dataflow Flex Template's launcher has no local disk of the job's: the key lives in a
    # bucket (gs://...). Any Beam file system serves; here one registered for this test.
    import io

    from apache_beam.io.filesystem import FileSystem

    stored = {"vault://keys/deid.key": b"bucket key material, long enough\n"}

    class VaultFileSystem(FileSystem):
        @classmethod
        def scheme(cls):
            return "vault"

        def open(self, path, mime_type="application/octet-stream", compression_type=None):
            if path not in stored:
                raise IOError("no such object")
            return io.BytesIO(stored[path])

        for _name in ("join", "split", "mkdirs", "match", "create", "copy", "rename", "exists", "size",
                      "last_updated", "checksum", "delete", "has_dirs", "_list", "metadata"):
            locals()[_name] = lambda self, *a, **k: (_ for _ in ()).throw(NotImplementedError())

    key = load_key("vault://keys/deid.key", environ={})
    assert key.source == "file" and key.material == b"bucket key material, long enough"
    with pytest.raises(MissingKeyError, match="cannot read the key file"):
        load_key("vault://keys/other.key", environ={})
