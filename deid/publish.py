"""Atomic publication of a run's output folder: a failed or killed run never harms the last good one.

A run never writes into its output folder ``DIR``. It writes into a staging
folder beside it, ``.<name>.staging-<run id>`` in the same parent (so on the
same filesystem), and only when the pipeline has finished does it publish:

1. ``_SUCCESS`` is written into the staging folder (a small JSON file: run id,
   time, SHA-256 of ``manifest.json``), then every file and folder of the
   staging tree is flushed to disk (fsync), so a published folder is complete
   on disk, not only in the page cache;
2. the staging folder and ``DIR`` are swapped in ONE system call,
   ``renameat2(RENAME_EXCHANGE)`` (Linux 3.15+, most local filesystems): at
   every instant ``DIR`` is either the whole previous output or the whole new
   one, never a mix, never missing. Where the exchange is not supported the
   fallback is two renames, ``DIR`` -> ``.<name>.previous-<run id>`` then staging
   -> ``DIR``: between them ``DIR`` does not exist (a reader finds no output,
   never a mix), and a run killed there has its previous output put back by
   the next run's start. A first run (no ``DIR`` yet) is one rename;
3. the swapped-out previous output is deleted, then the parent folder is
   flushed.

So ``DIR/_SUCCESS`` present means ``DIR`` is one complete run's output, and a
run killed (SIGKILL, power loss after step 1's flush) at any point leaves the
previous output in place, byte for byte. One run at a time writes to a given
``DIR``: a lock file ``.<name>.lock`` beside it (``flock``, released by the
kernel when the holder dies) makes a second concurrent run stop with an error.
Having the lock, a run start removes what killed runs left: staging folders,
and swapped-out previous outputs (restored first if ``DIR`` is missing).

Output folders on object stores (``gs://``, ...) cannot be renamed
atomically (this path is written to Beam's FileSystems API but not tested
here: no object store is reachable from the test machines): there the run stages inside ``DIR/.staging-<run id>/``, and publishes
by removing ``DIR/_SUCCESS``, replacing each entry, then writing ``_SUCCESS``
last. Readers there must check ``_SUCCESS``; a killed publish leaves no marker.

``DIR`` must be new, empty, or hold only the entries a run writes (for
``deid run``: ``deidentified/``, ``dead_letter/``, ``key_table/``,
``manifest.json``, ``_SUCCESS``), since the whole folder is replaced: a folder
holding anything else (the input notes, a home folder) is refused before any
data moves.
"""
from __future__ import annotations

import ctypes
import datetime as _dt
import errno
import hashlib
import json
import os
import secrets
import shutil
from dataclasses import dataclass, field
from typing import Callable, FrozenSet, Optional

SUCCESS = "_SUCCESS"
_AT_FDCWD = -100
_RENAME_EXCHANGE = 2


class OutputError(ValueError):
    """The output location cannot take a run's output; raised before any data moves."""


def new_run_id() -> str:
    now = _dt.datetime.now(_dt.timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    return f"{now}-{os.getpid()}-{secrets.token_hex(2)}"


def _is_local(path: str) -> bool:
    return "://" not in path


def _fsync_path(path: str) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _fsync_tree(root: str) -> None:
    for folder, _, files in os.walk(root):
        for name in files:
            _fsync_path(os.path.join(folder, name))
        _fsync_path(folder)


def exchange(a: str, b: str) -> bool:
    """Swap two paths in one system call; False where the platform or filesystem cannot."""
    try:
        renameat2 = ctypes.CDLL(None, use_errno=True).renameat2
    except (AttributeError, OSError):
        return False
    renameat2.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
    if renameat2(_AT_FDCWD, os.fsencode(a), _AT_FDCWD, os.fsencode(b), _RENAME_EXCHANGE) == 0:
        return True
    code = ctypes.get_errno()
    if code in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP, errno.ENOTSUP, errno.EXDEV):
        return False
    raise OSError(code, os.strerror(code))


@dataclass
class Publisher:
    """Stages one run's output and publishes it; see the module docstring for the guarantee.

    ``entries`` are the names a run writes at the top of ``output``; ``flag``
    names the option in error messages. Use: ``start()`` (checks, lock, clean
    up, staging folder), write into ``staging``, then ``publish()``, or
    ``abandon()`` on failure.
    """

    output: str
    entries: FrozenSet[str]
    flag: str = "--output"
    run_id: str = field(default_factory=new_run_id)
    staging: str = ""
    _lock_fd: Optional[int] = None

    # ---- local layout
    @property
    def _parent(self) -> str:
        return os.path.dirname(os.path.abspath(self.output))

    @property
    def _name(self) -> str:
        return os.path.basename(os.path.abspath(self.output))

    def _sibling(self, kind: str, run_id: str = "") -> str:
        return os.path.join(self._parent, f".{self._name}.{kind}" + (f"-{run_id}" if run_id else ""))

    # ---- checks
    def check(self) -> None:
        """Refuse an output location that cannot take the output, before any data moves."""
        if not _is_local(self.output):
            return
        path = os.path.abspath(self.output)
        if path == os.path.dirname(path):
            raise OutputError(f"{self.flag}: the filesystem root cannot be an output folder")
        if os.path.lexists(path) and not os.path.isdir(path):
            raise OutputError(f"{self.flag}: exists and is not a folder")
        if os.path.islink(path):
            raise OutputError(f"{self.flag}: is a symbolic link; give the folder it points to")
        parent = self._parent
        existing = parent
        while not os.path.isdir(existing):
            if os.path.lexists(existing):
                raise OutputError(f"{self.flag}: a parent of the output folder is not a folder")
            existing = os.path.dirname(existing)
        if not os.access(existing, os.W_OK | os.X_OK):
            raise OutputError(f"{self.flag}: cannot write to the folder that would hold the output "
                              "(permission denied)")
        if os.path.isdir(path):
            if os.path.ismount(path):
                raise OutputError(f"{self.flag}: is a mount point and cannot be swapped; give a folder inside it")
            if not os.access(path, os.W_OK | os.X_OK):
                raise OutputError(f"{self.flag}: the output folder is not writable (permission denied)")
            foreign = [name for name in os.listdir(path) if name not in self.entries]
            if foreign:
                raise OutputError(
                    f"{self.flag}: the folder holds {len(foreign)} entr{'y' if len(foreign) == 1 else 'ies'} "
                    "that a run does not write, and a run replaces the whole folder; "
                    "give a new or empty folder, or one holding only an earlier run's output")

    # ---- lifecycle
    def start(self) -> str:
        """Check, lock, clean up after killed runs, create the staging folder; return its path."""
        self.check()
        if not _is_local(self.output):
            from apache_beam.io.filesystems import FileSystems

            self.staging = FileSystems.join(self.output, f".staging-{self.run_id}")
            stale = FileSystems.match([self.output.rstrip("/") + "/.staging-*/**"])[0].metadata_list
            if stale:
                FileSystems.delete([m.path for m in stale])
            return self.staging
        try:
            os.makedirs(self._parent, exist_ok=True)
        except OSError as error:
            raise OutputError(f"{self.flag}: cannot create the folder that would hold the output "
                              f"({error.strerror})") from None
        self._lock()
        try:
            self.recover()
            self.staging = self._sibling("staging", self.run_id)
            os.mkdir(self.staging)
        except BaseException:
            self._unlock()
            raise
        return self.staging

    def _lock(self) -> None:
        import fcntl

        try:
            fd = os.open(self._sibling("lock"), os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as error:  # the first write: a read-only or forbidden place shows here
            raise OutputError(f"{self.flag}: cannot write to the folder that would hold the output "
                              f"({error.strerror})") from None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise OutputError(f"{self.flag}: another run is writing to this output folder") from None
        self._lock_fd = fd

    def _unlock(self) -> None:
        if self._lock_fd is not None:
            os.close(self._lock_fd)  # closing releases the flock
            self._lock_fd = None

    def recover(self) -> int:
        """Remove what killed runs left beside the output (the lock is held); return how many."""
        prefix = f".{self._name}."
        leftovers = sorted(name for name in os.listdir(self._parent)
                           if name.startswith(prefix + "staging-") or name.startswith(prefix + "previous-"))
        output = os.path.abspath(self.output)
        previous = [name for name in leftovers if name.startswith(prefix + "previous-")]
        if previous and not os.path.exists(output):
            # Killed between the two renames of the fallback: put the previous output back.
            os.rename(os.path.join(self._parent, previous[-1]), output)
            leftovers.remove(previous[-1])
        for name in leftovers:
            shutil.rmtree(os.path.join(self._parent, name), ignore_errors=True)
        return len(leftovers)

    def _write_success(self, folder: str, manifest: Optional[str]) -> None:
        digest = None
        if manifest and os.path.exists(os.path.join(folder, manifest)):
            with open(os.path.join(folder, manifest), "rb") as handle:
                digest = hashlib.sha256(handle.read()).hexdigest()
        marker = {"run_id": self.run_id, "manifest_sha256": digest,
                  "published_at": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")}
        with open(os.path.join(folder, SUCCESS), "w", encoding="utf-8") as handle:
            handle.write(json.dumps(marker, sort_keys=True) + "\n")

    def publish(self, manifest: Optional[str] = "manifest.json",
                before_swap: Optional[Callable[[], None]] = None) -> None:
        """Make the staged output the output (see the module docstring for the order of steps)."""
        if not _is_local(self.output):
            self._publish_remote()
            return
        try:
            output = os.path.abspath(self.output)
            self._write_success(self.staging, manifest)
            _fsync_tree(self.staging)
            if before_swap is not None:
                before_swap()
            if not os.path.exists(output):
                os.rename(self.staging, output)
            elif exchange(self.staging, output):
                shutil.rmtree(self.staging)  # now the previous output
            else:
                previous = self._sibling("previous", self.run_id)
                os.rename(output, previous)
                os.rename(self.staging, output)
                shutil.rmtree(previous)
            _fsync_path(self._parent)
        finally:
            self._unlock()

    def _publish_remote(self) -> None:
        from apache_beam.io.filesystems import FileSystems

        marker = FileSystems.join(self.output, SUCCESS)
        if FileSystems.exists(marker):
            FileSystems.delete([marker])
        # An entry is an object (manifest.json) or a prefix of objects (deidentified/...); "**" crosses "/".
        base = self.output.rstrip("/")
        patterns = [f"{base}/{name}{suffix}" for name in sorted(self.entries - {SUCCESS}) for suffix in ("", "/**")]
        old = sorted({m.path.rstrip("/") for result in FileSystems.match(patterns) for m in result.metadata_list})
        if old:
            FileSystems.delete(old)
        staged = [m.path for m in FileSystems.match([FileSystems.join(self.staging, "**")])[0].metadata_list]
        FileSystems.rename(staged, [self.output.rstrip("/") + "/" + p[len(self.staging.rstrip("/")) + 1:]
                                    for p in staged])
        with FileSystems.create(marker) as handle:
            handle.write(json.dumps({"run_id": self.run_id}).encode("utf-8") + b"\n")

    def abandon(self) -> None:
        """A failed run: remove the staging folder; the published output is untouched."""
        try:
            if self.staging:
                if _is_local(self.output):
                    shutil.rmtree(self.staging, ignore_errors=True)
                else:
                    from apache_beam.io.filesystems import FileSystems

                    try:
                        FileSystems.delete([m.path for m in FileSystems.match(
                            [self.staging.rstrip("/") + "/**"])[0].metadata_list])
                    except Exception:  # noqa: BLE001 - best effort; the next start cleans it too
                        pass
        finally:
            self._unlock()
