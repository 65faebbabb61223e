"""The secret key behind surrogates and pseudonymous ids.

The key comes from the environment (``DEID_KEY``) or a key file, never from
code or the command line (where it would land in shell history and in the
job's options). ``--demo-key`` is the one explicit exception: a public,
well-known key for demos and tests, recorded as such in the manifest, so that
nobody mistakes a demo run for a protected one.
"""
from __future__ import annotations

import hashlib
import hmac
import os
from dataclasses import dataclass
from typing import Mapping, Optional

KEY_ENV = "DEID_KEY"
MIN_KEY_BYTES = 16
# Versioned: a new way of fingerprinting gets a new label, so old and new fingerprints never collide.
FINGERPRINT_LABEL = b"deid-key-fingerprint-v1"

# Public by design: output made with it is NOT pseudonymized in the GDPR sense.
_DEMO_KEY = b"deid-engine public demo key - not secret"


class MissingKeyError(RuntimeError):
    """No usable key. The message says how to supply one; it never holds key material."""


@dataclass(frozen=True)
class SurrogateKey:
    material: bytes
    source: str  # "env", "file" or "demo"

    def __post_init__(self) -> None:
        if self.source not in ("env", "file", "demo"):
            raise ValueError("key source must be env, file or demo")
        if len(self.material) < MIN_KEY_BYTES:
            raise MissingKeyError(f"the surrogate key must be at least {MIN_KEY_BYTES} bytes long")

    def __repr__(self) -> str:  # never print key material, e.g. in a pickled DoFn's repr
        return f"SurrogateKey(source={self.source!r})"

    @property
    def fingerprint(self) -> str:
        """A short public fingerprint for the manifest, so runs with different keys are told apart.

        A keyed digest of a fixed label, never of data: it reveals nothing of the key,
        and 64 bits keep two keys' fingerprints apart.
        """
        return hmac.new(self.material, FINGERPRINT_LABEL, hashlib.sha256).hexdigest()[:16]

    def digest(self, *parts: str) -> bytes:
        """HMAC-SHA256 of the parts, unambiguously joined."""
        message = b"\x1f".join(p.encode("utf-8") for p in parts)
        return hmac.new(self.material, message, hashlib.sha256).digest()

    def pseudonym(self, namespace: str, value: str, length: int = 20) -> str:
        """A keyed, stable pseudonym (hex) of ``value`` within ``namespace``."""
        return self.digest(namespace, value).hex()[:length]


def _read_key_file(path: str) -> bytes:
    """The key file's bytes, stripped: a local path, or any Beam file system's (``gs://``, ``s3://``)
    where the job runs without a local disk of its own (a Dataflow Flex Template's launcher)."""
    try:
        if "://" in path:
            from apache_beam.io.filesystems import FileSystems

            with FileSystems.open(path) as handle:
                return handle.read().strip()
        with open(path, "rb") as handle:
            return handle.read().strip()
    except OSError as error:
        raise MissingKeyError(f"cannot read the key file ({error.strerror or type(error).__name__})") from None
    except Exception as error:  # a remote file system's own errors: their type, never a value
        raise MissingKeyError(f"cannot read the key file ({type(error).__name__})") from None


def load_key(
    key_file: Optional[str] = None,
    demo: bool = False,
    environ: Optional[Mapping[str, str]] = None,
) -> SurrogateKey:
    """Resolve the key: ``--key-file`` first, then ``$DEID_KEY``, then ``--demo-key``."""
    environ = os.environ if environ is None else environ
    if key_file:
        return SurrogateKey(_read_key_file(key_file), "file")
    if environ.get(KEY_ENV):
        return SurrogateKey(environ[KEY_ENV].encode("utf-8"), "env")
    if demo:
        return SurrogateKey(_DEMO_KEY, "demo")
    raise MissingKeyError(
        f"no surrogate key: set {KEY_ENV}, or pass --key-file FILE "
        f"(at least {MIN_KEY_BYTES} bytes), or --demo-key for a demo run whose output is NOT protected"
    )
