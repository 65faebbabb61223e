"""Reading input files record by record, so that one bad byte costs one record.

A notes file is read sequentially, whole, by one worker: that is what gives
every record its position (the 1-based line of a JSON Lines file, the 0-based
row of a Parquet file), which every dead letter carries. Gzip files could not
be split anyway; a large uncompressed JSON Lines file loses Beam's byte-range
splitting, a price paid for traceable dead letters (inputs are usually many
files, which are still read in parallel).

Failures and what they cost (each becomes dead letters; no record is lost
without one, and no value is ever quoted):

- a line that is not UTF-8: that line, ``invalid_encoding``;
- a gzip file that is truncated: the whole lines before the cut go through
  (each still validated), the unreadable rest is one record,
  ``unreadable_file``, at the line where reading stopped;
- a gzip file that is corrupt (bad header, deflate data or CRC): nothing of
  it is used, one record ``unreadable_file`` at line 1 (see ``iter_jsonl``);
- a Parquet file whose footer cannot be read: one record, ``unreadable_file``
  at row 0 (its row count is unknown);
- a Parquet row group that cannot be decoded: one ``unreadable_file`` record
  per row it held (the footer tells how many), so rows are counted exactly.

The functions yield ``(position, payload)`` where the payload is a decoded
line (``str``), a Parquet row (``dict``) or an ``Unreadable``.
"""
from __future__ import annotations

import gzip
import json
import zlib
from dataclasses import dataclass
from typing import BinaryIO, Iterator, Optional, Tuple, Union

from deid.contract import readable_note_id

_GLOB_CHARS = "*?[{"
_BOM = b"\xef\xbb\xbf"


@dataclass(frozen=True)
class Unreadable:
    """A record that could not be read: the reason code, and its note id if one was readable."""

    reason: str
    note_id: Optional[str] = None


Payload = Union[str, dict, Unreadable]


def relative_name(path: str, pattern: str) -> str:
    """The file's path below the fixed folder of the glob that matched it.

    ``/data/2024-*/notes.jsonl`` matching ``/data/2024-01/notes.jsonl`` gives
    ``2024-01/notes.jsonl``: enough to tell two files apart, without the
    bucket or the folders above the glob (infrastructure, not data).
    """
    cut = min((i for i in (pattern.find(c) for c in _GLOB_CHARS) if i >= 0), default=len(pattern))
    folder = pattern[:cut].rsplit("/", 1)[0] if "/" in pattern[:cut] else ""
    path = path.rstrip("/")
    if folder and path.startswith(folder.rstrip("/") + "/"):
        return path[len(folder.rstrip("/")) + 1:]
    return path.rsplit("/", 1)[-1]


def _decode_line(line: bytes) -> Payload:
    try:
        return line.decode("utf-8")
    except UnicodeDecodeError:
        pass
    # The note id alone may still be readable; readable_note_id refuses an id
    # that holds an undecodable byte (it would be a lone surrogate here).
    try:
        obj = json.loads(line.decode("utf-8", errors="surrogateescape"))
    except ValueError:
        obj = None
    return Unreadable("invalid_encoding", readable_note_id(obj))


def _gzip_damage(raw: BinaryIO) -> Optional[str]:
    """None if the gzip stream is whole, ``"truncated"`` if it stops early, else ``"corrupt"``."""
    try:
        with gzip.GzipFile(fileobj=raw, mode="rb") as stream:
            while stream.read(1 << 20):
                pass
    except EOFError:
        return "truncated"
    except (OSError, zlib.error):  # gzip.BadGzipFile (bad header, CRC or length) is an OSError
        return "corrupt"
    return None


def iter_jsonl(raw: BinaryIO, gzipped: bool) -> Iterator[Tuple[int, Payload]]:
    """(line number, decoded line or Unreadable) for each non-blank line of a JSON Lines file.

    A gzip file is checked whole before any line leaves: corrupt deflate data
    can decode to plausible garbage, caught only by the CRC at the end, and a
    garbled note could slip identifiers past the detectors. So a corrupt file
    is one dead letter at line 1 (nothing of it is used); a truncated one
    (the data just stops: what precedes is exact) keeps its whole lines and
    the rest is one dead letter at the line where reading stopped.
    """
    if gzipped:
        damage = _gzip_damage(raw)
        if damage == "corrupt":
            yield 1, Unreadable("unreadable_file")
            return
        raw.seek(0)
    stream = gzip.GzipFile(fileobj=raw, mode="rb") if gzipped else raw
    number = 0
    try:
        for number, line in enumerate(stream, start=1):
            if number == 1 and line.startswith(_BOM):
                line = line[len(_BOM):]
            if not line.strip():
                continue  # a blank line (a trailing newline, a gap) is not a record
            yield number, _decode_line(line.rstrip(b"\r\n"))
    except (EOFError, OSError, zlib.error):
        # The end of a truncated gzip: the partial last line is not yielded, the rest
        # of the file is one unreadable record at the line where reading stopped.
        yield number + 1, Unreadable("unreadable_file")


def iter_parquet(raw: BinaryIO, batch_rows: int = 1024) -> Iterator[Tuple[int, Payload]]:
    """(row index, row dict or Unreadable) for each row of a Parquet file."""
    import pyarrow.parquet as pq

    try:
        # Page checksums, where the writer wrote them, turn silent corruption into an error.
        parquet = pq.ParquetFile(raw, page_checksum_verification=True)
        groups = [parquet.metadata.row_group(i).num_rows for i in range(parquet.num_row_groups)]
    except Exception:  # noqa: BLE001 - any failure to read the footer makes the file unreadable
        yield 0, Unreadable("unreadable_file")
        return
    index = 0
    for group, rows in enumerate(groups):
        done = 0
        try:
            for batch in parquet.iter_batches(batch_size=batch_rows, row_groups=[group]):
                for record in batch.to_pylist():
                    yield index + done, record
                    done += 1
        except Exception:  # noqa: BLE001 - a corrupt page or column chunk; the footer still counts its rows
            for offset in range(done, max(done, rows)):
                yield index + offset, Unreadable("unreadable_file")
            done = max(done, rows)
        index += done
