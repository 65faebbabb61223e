"""Incremental nightly runs: what makes a note's output reusable from the previous night.

    fingerprint = run_fingerprint(manifest_static)             # this run's settings, as one digest
    digest = note_digest(note, persons, fingerprint, key)      # one note's input, registry and settings
    reason = why_not_reusable(previous_manifest, manifest_static)   # None, or why every note is redone

A note is done again unless the previous run published it from the same input: the same note
record (text, ids, locale, source, date, labels, kept fields), the same registry rows of its
patient (a registry change redoes that patient's notes) and the same run settings (key, options
that shape the output, the engine's code and shipped models (``engine_digest``: the version string
stays the same between releases), word lists, surrogate pools, contract). Its digest is an HMAC under
the surrogate key: an unkeyed digest of a note and its patient's registry rows could confirm a
guess of the names a tagged note hides, so a run without a key writes no state (``deid run``
loads the key for ``--previous-output`` even with tags). The output keeps digests, never the text
they were made of.

A change of settings redoes every note, and says which: ``key``, ``options``, ``engine``.
"""
from __future__ import annotations

import functools
import hashlib
import importlib.util
import json
from pathlib import Path
from typing import Dict, Optional, Sequence

from deid.records import PERSON_FIELDS, Note, Person

# Options that do not shape a published row: where and how the job ran, how rows are sharded,
# what the run reports. Changing them redoes nothing.
OPERATIONAL_OPTIONS = frozenset({"runner", "rows_per_shard", "join_fanout", "max_dead_letter_share",
                                 "previous_output"})
# What the manifest keeps per part, so that the reason for redoing every note can be named.
PARTS = ("key", "options", "engine")


# The engine's code and shipped models, by the packages' folders: the version string stays the same
# between releases, and a new detector must not keep last night's rows found without it.
_CODE_PACKAGES = ("deid", "deid.pipelines", "deid.transforms", "deid.models")


@functools.lru_cache(maxsize=1)
def engine_digest() -> str:
    """SHA-256 (16 hex characters) of the engine's Python files and shipped model files, names and
    bytes, in a fixed order: two installations with the same digest run the same code and models.
    Read once per process (about 30 MB, tens of milliseconds); the packages are located, not imported."""
    files = set()
    for package in _CODE_PACKAGES:
        spec = importlib.util.find_spec(package)
        for folder in (spec.submodule_search_locations or []) if spec else []:
            root = Path(folder)
            files.update((f"{package}/{p.relative_to(root).as_posix()}", p) for p in root.rglob("*")
                         if p.is_file() and "__pycache__" not in p.parts
                         and (p.suffix == ".py" or "artifacts" in p.relative_to(root).parts))
    digest = hashlib.sha256()
    for name, path in sorted(files):
        digest.update(name.encode("utf-8") + b"\0")
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def _sha(value) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, ensure_ascii=False, default=str).encode("utf-8")).hexdigest()


def fingerprint_parts(static: Dict) -> Dict[str, str]:
    """The run settings that shape a published row, by part (``PARTS``), each as a digest."""
    options = {k: v for k, v in (static.get("options") or {}).items() if k not in OPERATIONAL_OPTIONS}
    versions = static.get("versions") or {}
    engine = {"contract": static.get("contract_version"), "engine": versions.get("deid-engine"),
              "code": static.get("engine_digest"), "lexicon": static.get("lexicon_digest"),
              "pools": static.get("surrogate_pools_version")}
    return {"key": str(static.get("key_fingerprint")), "options": _sha(options)[:16], "engine": _sha(engine)[:16]}


def run_fingerprint(static: Dict) -> str:
    return _sha(fingerprint_parts(static))[:32]


def why_not_reusable(previous: Optional[Dict], static: Dict) -> Optional[str]:
    """None when the previous run's rows may be reused; else a fixed reason code."""
    if previous is None:
        return "no_previous_run"
    before = (previous.get("incremental") or {}).get("fingerprint_parts")
    if not before:
        return "no_previous_state"
    now = fingerprint_parts(static)
    changed = [part for part in PARTS if before.get(part) != now[part]]
    return "changed:" + "+".join(changed) if changed else None


def note_digest(note: Note, persons: Sequence[Person], fingerprint: str, key=None) -> str:
    """The digest of what a note's output is made from (module docstring), hex."""
    record = {"note_id": note.note_id, "patient_id": note.patient_id, "text": note.text, "locale": note.locale,
              "source": note.source, "note_date": note.note_date, "labels": list(map(list, note.labels)),
              "kept": [[name, value] for name, value in note.kept]}
    registry = sorted(json.dumps({name: getattr(p, name) for name in PERSON_FIELDS}, sort_keys=True,
                                 ensure_ascii=False) for p in persons)
    payload = json.dumps([fingerprint, record, registry], sort_keys=True, ensure_ascii=False, default=str)
    if key is not None:
        return key.digest("note-digest-v1", payload).hex()
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()
