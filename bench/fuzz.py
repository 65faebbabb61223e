"""Fuzz bench of the fail-safe contract: malformed input costs records, never the run, never a leak.

    python bench/fuzz.py [--per-kind 400] [--workdir /tmp/deid_fuzz] [--fast]

Mixes the bundled sample (``sample/notes.jsonl``, ``sample/registry.csv``)
with malformed records of 46 kinds (25 kinds of JSON Lines record, 3 kinds
of damaged gzip file, 6 kinds of bad Parquet row, 4 kinds of damaged Parquet
file, 8 kinds of registry row with one bad field or no usable patient id:
at the default ``--per-kind 400``, about 11,500 malformed records), runs ``deid run --demo-key`` as a subprocess, once on the JSON Lines
notes and once on the Parquet notes, and checks, counting the input
independently of the engine:

- the exit status is 0;
- records in = rows out + dead letters, exactly, where records in is counted
  from what this script wrote (a damaged file counts as the contract says:
  the whole lines before a gzip cut plus one record for the rest, one record
  for a corrupt file, one per row of a Parquet row group that cannot be
  decoded);
- every malformed record has its dead letter, at its own file and line (or
  row), with the expected reason; every dead letter points at a record of
  the input;
- no registry value (4+ characters; digit-only values from 7 digits, since
  counts, line numbers and postcodes share shorter ones) and no fragment of
  any note's text occurs in stdout, stderr, the dead letters or the manifest;
  dead letters hold nothing but closed-vocabulary codes, input file names,
  positions and note ids of the input.

Prints the figures and ``PASS`` or the failures; exits 1 on any failure.
``--fast`` runs only the registry and pattern detectors (no NER model), for
the small variant that the test suite runs.
"""
from __future__ import annotations

import argparse
import csv
import gzip
import io
import json
import os
import random
import re
import shutil
import subprocess
import sys
import time
import zlib
from collections import Counter
from typing import Callable, Dict, List, Optional, Tuple

import pyarrow as pa
import pyarrow.parquet as pq

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, REPO)

from deid.contract import INPUTS, REASONS  # noqa: E402
from deid.records import PERSON_FIELDS  # noqa: E402

MAX_NOTE_CHARS = 20_000
Position = Tuple[str, str, int]  # (file, "line" or "row", position)


def _canary(kind: str, i: int) -> str:
    return f"Qz{kind.replace('_', '')}{i}canary"


# ---------------------------------------------------------------- JSON Lines kinds
# Each kind: (name, expected reason code before any ":field", make(i, note) -> bytes of one line).
# ``note`` is a sample note (dict) that the bad record borrows its text from.

def _fuzz(i: int, note: dict, kind: str, **changes) -> dict:
    record = {"note_id": f"FUZZ-{kind}-{i}", "patient_id": note["patient_id"],
              "text": _canary(kind, i) + " " + note["text"][:400], "locale": note.get("locale")}
    record.update(changes)
    return {k: v for k, v in record.items() if v is not _DROP}


_DROP = object()


def _line(obj) -> bytes:
    return json.dumps(obj, ensure_ascii=False).encode("utf-8")


LINE_KINDS: List[Tuple[str, str, Callable[[int, dict], bytes]]] = [
    # ASCII-escaped, so that the cut never falls inside a multi-byte character.
    ("truncated_json", "invalid_json", lambda i, n: json.dumps(_fuzz(i, n, "truncated_json")).encode()[:120]),
    ("json_array", "not_an_object", lambda i, n: _line([f"FUZZ-a-{i}", n["patient_id"], _canary("arr", i)])),
    ("json_string", "not_an_object", lambda i, n: _line(_canary("json_string", i) + n["text"][:200])),
    ("json_number", "not_an_object", lambda i, n: str(i).encode()),
    ("json_null", "not_an_object", lambda i, n: b"null"),
    ("missing_note_id", "missing_field", lambda i, n: _line(_fuzz(i, n, "missing_note_id", note_id=_DROP))),
    ("missing_patient_id", "missing_field", lambda i, n: _line(_fuzz(i, n, "missing_patient_id", patient_id=_DROP))),
    ("missing_text", "missing_field", lambda i, n: _line(_fuzz(i, n, "missing_text", text=_DROP))),
    ("null_text", "missing_field", lambda i, n: _line(_fuzz(i, n, "null_text", text=None))),
    ("empty_text", "empty_field", lambda i, n: _line(_fuzz(i, n, "empty_text", text=" \n\t"))),
    ("blank_note_id", "empty_field", lambda i, n: _line(_fuzz(i, n, "blank_note_id", note_id="  "))),
    ("int_text", "wrong_type", lambda i, n: _line(_fuzz(i, n, "int_text", text=i))),
    ("list_note_id", "wrong_type", lambda i, n: _line(_fuzz(i, n, "list_note_id", note_id=[f"FUZZ-{i}"]))),
    ("object_patient_id", "wrong_type", lambda i, n: _line(_fuzz(i, n, "object_patient_id", patient_id={"id": 1}))),
    ("bool_source", "wrong_type", lambda i, n: _line(_fuzz(i, n, "bool_source", source=True))),
    ("int_locale", "wrong_type", lambda i, n: _line(_fuzz(i, n, "int_locale", locale=7))),
    ("unknown_locale", "unknown_locale", lambda i, n: _line(_fuzz(i, n, "unknown_locale", locale="xx_XX"))),
    ("impossible_date", "invalid_date", lambda i, n: _line(_fuzz(i, n, "impossible_date", note_date="2021-02-31"))),
    ("bad_labels", "invalid_labels", lambda i, n: _line(_fuzz(i, n, "bad_labels", labels=[1, 2, 3]))),
    ("lone_surrogate", "invalid_unicode",
     lambda i, n: _line(_fuzz(i, n, "lone_surrogate")).replace(b"canary", b"canary\\ud800", 1)),
    ("latin1_line", "invalid_encoding",
     lambda i, n: json.dumps(_fuzz(i, n, "latin1_line", text=_canary("latin1_line", i) + " Patiënt Müller, Liège"),
                             ensure_ascii=False).encode("latin-1")),
    ("binary_garbage", "invalid_encoding",
     lambda i, n: bytes(random.Random(i).randrange(14, 256) for _ in range(200)).replace(b"\n", b"\xff") + b"\xff"),
    ("huge_note", "note_too_long",
     lambda i, n: _line(_fuzz(i, n, "huge_note", text=_canary("huge_note", i) + " "
                              + (n["text"] + "\n") * (MAX_NOTE_CHARS // max(1, len(n["text"])) + 2)))),
    ("duplicate_note_id", "duplicate_note_id",
     lambda i, n: _line(dict(n, text=_canary("duplicate_note_id", i) + " " + n["text"][:300]))),
    ("nested_garbage", "wrong_type", lambda i, n: _line(_fuzz(i, n, "nested_garbage", note_id={"a": [1, {"b": None}]}))),
]


def _gzip(lines: List[bytes]) -> bytes:
    return gzip.compress(b"".join(line + b"\n" for line in lines), mtime=0)


def _prefix_lines(damaged: bytes) -> int:
    """Whole non-blank lines that a truncated gzip still holds (counted with zlib, not the engine's reader)."""
    data = zlib.decompressobj(16 + zlib.MAX_WBITS).decompress(damaged)
    return sum(1 for line in data.split(b"\n")[:-1] if line.strip())


class Plan:
    """What was written, and what the engine must make of it."""

    def __init__(self):
        self.expected: Dict[Position, str] = {}  # malformed record -> expected reason code
        self.good: Dict[Position, str] = {}  # valid note -> its note id
        self.records_in = 0
        self.files: set = set()
        self.texts: List[str] = []  # every note text written (for the leak check)
        self.note_ids: set = set()

    def good_note(self, pos: Position, note: dict) -> None:
        self.good[pos] = note["note_id"]
        self.records_in += 1

    def bad(self, pos: Position, reason: str) -> None:
        self.expected[pos] = reason
        self.records_in += 1


def write_jsonl_notes(folder: str, notes: List[dict], per_kind: int, seed: int) -> Plan:
    os.makedirs(folder)
    plan = Plan()
    rng = random.Random(seed)
    plan.texts = [n["text"] for n in notes]
    plan.note_ids = {n["note_id"] for n in notes}
    # part-000.jsonl: the sample notes, shuffled among the malformed records (duplicates excepted).
    records: List[Tuple[Optional[str], bytes, Optional[dict]]] = [(None, _line(n), n) for n in notes]
    for name, reason, make in LINE_KINDS:
        if name == "duplicate_note_id":
            continue
        for i in range(per_kind):
            records.append((reason, make(i, notes[(i * 7) % len(notes)]), None))
    rng.shuffle(records)
    lines = []
    for number, (reason, data, note) in enumerate(records, start=1):
        pos = ("part-000.jsonl", "line", number)
        plan.good_note(pos, note) if reason is None else plan.bad(pos, reason)
        lines.append(data)
    with open(os.path.join(folder, "part-000.jsonl"), "wb") as handle:
        handle.write(b"\xef\xbb\xbf" + b"\n".join(lines) + b"\n\n")  # a BOM and a trailing blank line: legal
    # part-001.jsonl.gz (whole): duplicates of sample ids, read after part-000, so they are the later ones.
    duplicates = [LINE_KINDS[-2][2](i, notes[i % len(notes)]) for i in range(per_kind)]
    with open(os.path.join(folder, "part-001.jsonl.gz"), "wb") as handle:
        handle.write(_gzip(duplicates))
    for number in range(1, per_kind + 1):
        plan.bad(("part-001.jsonl.gz", "line", number), "duplicate_note_id")
    # part-002.jsonl.gz: truncated; its records are more duplicates, so whatever survives is rejected.
    whole = _gzip([LINE_KINDS[-2][2](per_kind + i, notes[i % len(notes)]) for i in range(per_kind)])
    cut = whole[: len(whole) * 2 // 3]
    with open(os.path.join(folder, "part-002.jsonl.gz"), "wb") as handle:
        handle.write(cut)
    kept = _prefix_lines(cut)
    for number in range(1, kept + 1):
        plan.bad(("part-002.jsonl.gz", "line", number), "duplicate_note_id")
    plan.bad(("part-002.jsonl.gz", "line", kept + 1), "unreadable_file")
    # part-003.jsonl.gz: corrupt deflate data in the middle (decodes to garbage, caught by the CRC).
    data = bytearray(_gzip([_line(_fuzz(i, notes[i % len(notes)], "corrupt_gzip")) for i in range(per_kind)]))
    data[len(data) // 2: len(data) // 2 + 64] = bytes(64)
    with open(os.path.join(folder, "part-003.jsonl.gz"), "wb") as handle:
        handle.write(bytes(data))
    plan.bad(("part-003.jsonl.gz", "line", 1), "unreadable_file")
    # part-004.jsonl.gz: not gzip at all; part-005.jsonl.gz: empty (no record).
    with open(os.path.join(folder, "part-004.jsonl.gz"), "wb") as handle:
        handle.write(_line(_fuzz(0, notes[0], "not_gzip")) + b"\n")
    plan.bad(("part-004.jsonl.gz", "line", 1), "unreadable_file")
    open(os.path.join(folder, "part-005.jsonl.gz"), "wb").close()
    plan.files = {f"part-00{i}.jsonl{'.gz' if i else ''}" for i in range(6)}
    return plan


# ---------------------------------------------------------------- Parquet kinds

PARQUET_SCHEMA = pa.schema([(name, pa.string()) for name in ("note_id", "patient_id", "text", "locale", "note_date",
                                                               "labels")])
PARQUET_KINDS = [  # (name, expected reason, changes to a valid row)
    ("null_note_id", "missing_field", {"note_id": None}),
    ("empty_text", "empty_field", {"text": ""}),
    ("unknown_locale", "unknown_locale", {"locale": "zz_ZZ"}),
    ("impossible_date", "invalid_date", {"note_date": "2020-13-01"}),
    ("labels_not_json", "invalid_labels", {"labels": "{not json"}),
    ("duplicate_note_id", "duplicate_note_id", {}),
]


def write_parquet_notes(folder: str, notes: List[dict], per_kind: int, valid: int) -> Plan:
    os.makedirs(folder)
    plan = Plan()
    sample = notes[:valid]
    plan.texts = [n["text"] for n in notes]
    plan.note_ids = {n["note_id"] for n in notes}
    rows, expected = [], []
    for n in sample:
        rows.append({"note_id": n["note_id"], "patient_id": n["patient_id"], "text": n["text"],
                     "locale": n.get("locale")})
        expected.append(None)
    for name, reason, changes in PARQUET_KINDS:
        for i in range(per_kind):
            n = sample[i % len(sample)]
            row = {"note_id": n["note_id"] if name == "duplicate_note_id" else f"FUZZ-{name}-{i}",
                   "patient_id": n["patient_id"], "text": _canary(name, i) + " " + n["text"][:300],
                   "locale": n.get("locale")}
            row.update(changes)
            rows.append(row)
            expected.append(reason)
    pq.write_table(pa.Table.from_pylist(rows, schema=PARQUET_SCHEMA), os.path.join(folder, "p-000.parquet"))
    for index, reason in enumerate(expected):
        pos = ("p-000.parquet", "row", index)
        plan.good_note(pos, rows[index]) if reason is None else plan.bad(pos, reason)
    # p-001: the text column holds numbers: every row wrong_type.
    table = pa.table({"note_id": [f"FUZZ-int_text-{i}" for i in range(per_kind)],
                      "patient_id": ["P000001"] * per_kind, "text": list(range(per_kind))})
    pq.write_table(table, os.path.join(folder, "p-001.parquet"))
    for i in range(per_kind):
        plan.bad(("p-001.parquet", "row", i), "wrong_type")
    # p-002: truncated (no footer); p-003: not Parquet at all. One record each.
    whole = open(os.path.join(folder, "p-000.parquet"), "rb").read()
    with open(os.path.join(folder, "p-002.parquet"), "wb") as handle:
        handle.write(whole[: len(whole) // 2])
    plan.bad(("p-002.parquet", "row", 0), "unreadable_file")
    with open(os.path.join(folder, "p-003.parquet"), "wb") as handle:
        handle.write(b"PAR1" + bytes(random.Random(3).randrange(256) for _ in range(4000)))
    plan.bad(("p-003.parquet", "row", 0), "unreadable_file")
    # p-004: two row groups with page checksums, the second one's text pages overwritten: its rows are lost,
    # one dead letter each; the first group's rows (missing patient ids) are rejected as usual.
    group = per_kind
    table = pa.table({"note_id": [f"FUZZ-rowgroup-{i}" for i in range(2 * group)],
                      "text": [_canary("rowgroup", i) + " " + sample[i % len(sample)]["text"][:200]
                               for i in range(2 * group)]})
    buffer = io.BytesIO()
    pq.write_table(table, buffer, row_group_size=group, write_page_checksum=True, use_dictionary=False,
                   compression="snappy")
    data = bytearray(buffer.getvalue())
    column = pq.ParquetFile(io.BytesIO(bytes(data))).metadata.row_group(1).column(1)
    middle = column.data_page_offset + column.total_compressed_size // 2
    data[middle: middle + 64] = b"\x07" * 64
    with open(os.path.join(folder, "p-004.parquet"), "wb") as handle:
        handle.write(bytes(data))
    for i in range(group):
        plan.bad(("p-004.parquet", "row", i), "missing_field")
    # The second group's rows: all dead letters, each unreadable_file or (if a batch decoded before the
    # damage) missing_field; the position is what the check holds to.
    for i in range(group, 2 * group):
        plan.bad(("p-004.parquet", "row", i), "unreadable_file|missing_field")
    plan.files = {f"p-00{i}.parquet" for i in range(5)}
    return plan


# ---------------------------------------------------------------- registry

REGISTRY_KINDS = [  # (name, input, reason, change to a copy of a sample row)
    ("bad_birth_date", "registry_field", "invalid_date", lambda r: r.update(birth_date="1990-13-45")),
    ("bad_email", "registry_field", "invalid_email", lambda r: r.update(email="no.at.sign.example.be")),
    ("bad_phone", "registry_field", "invalid_phone", lambda r: r.update(phone="ask the ward")),
    ("bad_gender", "registry_field", "invalid_gender", lambda r: r.update(gender="unknown")),
    ("bad_role", "registry_field", "unknown_role", lambda r: r.update(role="surgeon")),
    ("latin1_city", "registry_field", "invalid_unicode", lambda r: r.update(city="Liège")),  # written as latin-1
    ("missing_patient_id", "registry", "missing_field", lambda r: r.update(patient_id="")),
    ("misaligned_row", "registry", "misaligned_row", None),
]


def write_registry(path: str, per_kind: int) -> Tuple[Dict[Tuple[int, str], str], int, Counter, List[str]]:
    """The sample registry plus bad rows; returns (expected {(line, input): reason}, rows, counts, values)."""
    with open(os.path.join(REPO, "sample", "registry.csv"), encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    fields = list(rows[0].keys())
    out = io.BytesIO()
    out.write((",".join(fields) + "\n").encode("utf-8"))
    expected: Dict[Tuple[int, str], str] = {}
    counts: Counter = Counter()
    # Role and gender are vocabulary ("patient", "F"), not identifiers.
    values = sorted({v for row in rows for k, v in row.items() if k in PERSON_FIELDS and k not in ("role", "gender")
                     and v})
    ascii_rows = [row for row in rows if all(v.isascii() for v in row.values())]
    line = 1
    written = 0

    def emit(row: dict, encoding: str = "utf-8", extra: str = "") -> None:
        nonlocal line, written
        buffer = io.StringIO()
        csv.writer(buffer, lineterminator="\n").writerow([row.get(f, "") for f in fields])
        out.write((buffer.getvalue()[:-1] + extra + "\n").encode(encoding))
        line += 1
        written += 1

    for row in rows:
        emit(row)
    for name, input_, reason, change in REGISTRY_KINDS:
        for i in range(per_kind):
            # A latin-1 row is cut from an ASCII-only row: only the city then holds a non-UTF-8 byte.
            pool = ascii_rows if name == "latin1_city" else rows
            row = dict(pool[(i * 13) % len(pool)])
            if change is not None:
                change(row)
            emit(row, "latin-1" if name == "latin1_city" else "utf-8", ",extra,cells" if change is None else "")
            expected[(line, input_)] = reason
            counts[input_] += 1
    with open(path, "wb") as handle:
        handle.write(out.getvalue())
    values += ["1990-13-45", "no.at.sign.example.be", "ask the ward"]
    return expected, written, counts, values


# ---------------------------------------------------------------- run and check

def run_deid(notes: str, registry: str, output: str, extra: List[str], fast: bool) -> Tuple[int, str, float]:
    command = [sys.executable, "-m", "deid.cli", "run", "--notes", notes, "--registry", registry,
               "--output", output, "--demo-key", "--progress-seconds", "1", *extra]
    if fast:
        command += ["--detectors", "registry,pattern"]
    start = time.time()
    result = subprocess.run(command, cwd=REPO, capture_output=True)
    return result.returncode, (result.stdout + result.stderr).decode("utf-8", "replace"), time.time() - start


def read_output(output: str):
    rows = pq.read_table(os.path.join(output, "deidentified"), columns=["note_id"]).column("note_id").to_pylist()
    dead = []
    for name in sorted(os.listdir(os.path.join(output, "dead_letter"))):
        with open(os.path.join(output, "dead_letter", name), encoding="utf-8") as handle:
            dead += [json.loads(line) for line in handle if line.strip()]
    with open(os.path.join(output, "manifest.json"), encoding="utf-8") as handle:
        manifest_text = handle.read()
    return rows, dead, manifest_text


def _fragments(text: str, size: int = 24) -> List[str]:
    """Windows of a note's text that hold a letter, to look for in logs and outputs."""
    out = []
    for start in range(0, max(1, len(text) - size + 1), size):
        piece = text[start:start + size]
        if len(piece) == size and sum(c.isalpha() for c in piece) >= 8:
            out.append(piece)
    return out


def check_run(label: str, plan: Plan, code: int, logs: str, output: str, registry_expected, registry_rows,
              registry_counts, registry_values, failures: List[str]) -> dict:
    def fail(message: str) -> None:
        failures.append(f"{label}: {message}")

    if code != 0:
        fail(f"exit status {code}")
        return {"exit": code}
    rows, dead, manifest_text = read_output(output)
    manifest = json.loads(manifest_text)
    counts = manifest["counts"]
    note_dead = [d for d in dead if d["input"] == "notes"]
    # Conservation, against this script's own count of what it wrote.
    if not (plan.records_in == len(rows) + len(note_dead) == counts["notes_in"]
            == counts["notes_out"] + counts["notes_dead"]):
        fail(f"records in {plan.records_in} (written), {counts['notes_in']} (manifest) != rows out {len(rows)} "
             f"+ dead letters {len(note_dead)}")
    # Traceability: every dead letter at a position this script wrote; every malformed record dead-lettered.
    by_position = {}
    untraceable = 0
    for d in note_dead:
        kind = "line" if d["line"] is not None else "row"
        pos = (d["source_file"], kind, d["line"] if d["line"] is not None else d["row"])
        if pos[2] is None or d["source_file"] not in plan.files or (pos not in plan.expected and pos not in plan.good):
            untraceable += 1
        by_position[pos] = d
    if untraceable:
        fail(f"{untraceable} dead letters not traceable to a record written")
    wrong = missing = 0
    for pos, reason in plan.expected.items():
        d = by_position.get(pos)
        if d is None:
            missing += 1
        elif d["reason"].split(":")[0] not in reason.split("|"):
            wrong += 1
    if missing or wrong:
        fail(f"{missing} malformed records without their dead letter, {wrong} with an unexpected reason")
    good_lost = [pos for pos in plan.good if pos in by_position]
    # Registry: rows in, rows rejected whole, single fields rejected, each at its line.
    reg_dead = {(d["line"], d["input"]): d["reason"].split(":")[0] for d in dead if d["input"] != "notes"}
    if (counts["registry_rows_in"], counts["registry_rows_dead"], counts.get("registry_fields_rejected")) != (
            registry_rows, registry_counts["registry"], registry_counts["registry_field"]):
        fail(f"registry counts {counts['registry_rows_in']}/{counts['registry_rows_dead']}/"
             f"{counts.get('registry_fields_rejected')} != {registry_rows}/{registry_counts['registry']}/"
             f"{registry_counts['registry_field']}")
    if reg_dead != registry_expected:
        fail(f"registry dead letters differ from the rows written bad ({len(reg_dead)} vs {len(registry_expected)})")
    # Dead letters hold closed-vocabulary codes, input file names, positions and input note ids only.
    registry_name = "registry.csv"
    for d in dead:
        if (set(d) != {"input", "reason", "source_file", "line", "row", "note_id"} or d["input"] not in INPUTS
                or d["reason"].split(":")[0] not in REASONS
                or d["source_file"] not in plan.files | {registry_name}
                or (d["note_id"] is not None and d["note_id"] not in plan.note_ids
                    and not d["note_id"].startswith("FUZZ-"))):
            fail("a dead letter holds something outside the contract's closed fields")
            break
    # Leaks: registry values and note text in logs, dead letters, manifest.
    blob = logs + "\n" + manifest_text + "\n" + "\n".join(json.dumps(d, ensure_ascii=False) for d in dead)
    checked_values = [v for v in registry_values
                      if len(v) >= 4 and (not v.replace(" ", "").isdigit() or len(v.replace(" ", "")) >= 7)]
    leaked_values = sum(1 for v in checked_values if v in blob)
    # Note fragments: an exact search, after a cheap filter (the fragment's inner words must all be in the blob).
    fragments = {f for text in plan.texts for f in _fragments(text)}
    words = set(re.findall(r"\w+", blob))
    leaked_text = sum(1 for f in fragments
                      if all(w in words for w in re.findall(r"\w+", f)[1:-1] if len(w) >= 4) and f in blob)
    leaked_canaries = len(re.findall(r"Qz[a-z0-9]+canary", blob))
    if leaked_values or leaked_text or leaked_canaries:
        fail(f"leaks: {leaked_values} registry values, {leaked_text} note fragments, {leaked_canaries} canaries")
    return {"exit": code, "records_in": plan.records_in, "rows_out": len(rows), "dead_notes": len(note_dead),
            "malformed": len(plan.expected), "valid_notes_dead_lettered": len(good_lost),
            "dead_reasons": Counter(d["reason"].split(":")[0] for d in note_dead),
            "registry_rows": registry_rows, "registry_rows_dead": counts["registry_rows_dead"],
            "registry_fields_rejected": counts.get("registry_fields_rejected"),
            "registry_values_checked": len(checked_values), "note_fragments_checked": len(fragments),
            "leaks": leaked_values + leaked_text + leaked_canaries}


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--per-kind", type=int, default=400, help="malformed records of each kind")
    parser.add_argument("--valid-notes", type=int, default=300, help="sample notes mixed in (at most 300)")
    parser.add_argument("--workdir", default="/tmp/deid_fuzz")
    parser.add_argument("--fast", action="store_true", help="registry and pattern detectors only (no NER)")
    parser.add_argument("--seed", type=int, default=12)
    args = parser.parse_args(argv)

    with open(os.path.join(REPO, "sample", "notes.jsonl"), encoding="utf-8") as handle:
        notes = [json.loads(line) for line in handle if line.strip()][: args.valid_notes]
    shutil.rmtree(args.workdir, ignore_errors=True)
    os.makedirs(args.workdir)
    registry = os.path.join(args.workdir, "registry.csv")
    reg_expected, reg_rows, reg_counts, reg_values = write_registry(registry, max(1, args.per_kind // 8))
    jsonl = write_jsonl_notes(os.path.join(args.workdir, "notes_jsonl"), notes, args.per_kind, args.seed)
    parquet = write_parquet_notes(os.path.join(args.workdir, "notes_parquet"), notes, max(1, args.per_kind // 4),
                                  min(20, len(notes)))
    malformed = len(jsonl.expected) + len(parquet.expected) + len(reg_expected)
    # Line kinds, 3 damaged gzip files (truncated, corrupt, not gzip), Parquet row kinds, 4 damaged
    # Parquet files (numbers as text, truncated, not Parquet, a corrupt row group), registry kinds.
    kinds = len(LINE_KINDS) + 3 + len(PARQUET_KINDS) + 4 + len(REGISTRY_KINDS)
    print(f"fuzz input: {len(notes)} sample notes, {malformed} malformed records of {kinds} kinds "
          f"({len(jsonl.expected)} JSON Lines, {len(parquet.expected)} Parquet, {len(reg_expected)} registry)")
    extra = ["--max-note-chars", str(MAX_NOTE_CHARS)]
    failures: List[str] = []
    results = {}
    for label, plan, glob, more in (
        ("jsonl", jsonl, os.path.join(args.workdir, "notes_jsonl", "part-*"), ["--notes-format", "jsonl"]),
        ("parquet", parquet, os.path.join(args.workdir, "notes_parquet", "*.parquet"), []),
    ):
        output = os.path.join(args.workdir, f"out_{label}")
        code, logs, seconds = run_deid(glob, registry, output, extra + more, args.fast)
        result = check_run(label, plan, code, logs, output, reg_expected, reg_rows, reg_counts, reg_values,
                           failures)
        result["seconds"] = round(seconds, 1)
        results[label] = result
        reasons = result.pop("dead_reasons", {})
        print(f"[{label}] " + ", ".join(f"{k}={v}" for k, v in result.items()))
        if reasons:
            print(f"[{label}] dead letters by reason: " + ", ".join(f"{k} {v}" for k, v in sorted(reasons.items())))
        if code != 0:
            print(f"[{label}] log tail (no record content expected):\n" + logs[-2000:])
    if failures:
        print("FAIL\n  " + "\n  ".join(failures))
        return 1
    print("PASS: exit 0; records in = rows out + dead letters, exactly; every dead letter traceable to its "
          "file and line or row; no registry value or note text in logs, dead letters or manifest")
    return 0


if __name__ == "__main__":
    sys.exit(main())
