"""Publishing an output folder: whole old or whole new, whatever happens and whenever a run dies."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from deid.publish import SUCCESS, OutputError, Publisher

ENTRIES = frozenset({"data", "manifest.json", SUCCESS})


def _stage(publisher: Publisher, label: str) -> None:
    staging = Path(publisher.start())
    (staging / "data").mkdir()
    (staging / "data" / "part-00000.txt").write_text(f"rows of {label}\n")
    (staging / "manifest.json").write_text(json.dumps({"run": label}))


def _snapshot(folder: Path) -> dict:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def _leftovers(folder: Path) -> list:
    return sorted(p.name for p in folder.parent.iterdir() if ".staging-" in p.name or ".previous-" in p.name)


def test_a_published_folder_is_complete_and_marked(tmp_path):
    out = tmp_path / "out"
    first = Publisher(str(out), ENTRIES)
    _stage(first, "one")
    first.publish()
    marker = json.loads((out / SUCCESS).read_text())
    assert marker["run_id"] == first.run_id and len(marker["manifest_sha256"]) == 64
    second = Publisher(str(out), ENTRIES)
    _stage(second, "two")
    second.publish()
    assert (out / "data" / "part-00000.txt").read_text() == "rows of two\n"
    assert json.loads((out / SUCCESS).read_text())["run_id"] == second.run_id
    assert _leftovers(out) == []


def test_an_abandoned_run_leaves_the_previous_output_untouched(tmp_path):
    out = tmp_path / "out"
    first = Publisher(str(out), ENTRIES)
    _stage(first, "one")
    first.publish()
    before = _snapshot(out)
    failed = Publisher(str(out), ENTRIES)
    _stage(failed, "two")
    failed.abandon()
    assert _snapshot(out) == before and _leftovers(out) == []


# A real process killed with SIGKILL at each step of publish(): before the swap
# (the staged output is complete and flushed), and right after it.
_KILLED_PUBLISH = textwrap.dedent("""
    import os, signal, sys
    from pathlib import Path
    sys.path.insert(0, {tests!r})
    from test_publish import ENTRIES, _stage
    from deid.publish import Publisher
    import deid.publish as publish

    publisher = Publisher({out!r}, ENTRIES)
    _stage(publisher, "two")
    die = lambda: os.kill(os.getpid(), signal.SIGKILL)
    if {point!r} == "before_swap":
        publisher.publish(before_swap=die)
    elif {point!r} == "after_swap":
        publisher.publish(before_swap=lambda: setattr(publish.shutil, "rmtree", lambda *a, **k: die()))
    else:
        die()
""")


@pytest.mark.parametrize("point", ["staged", "before_swap", "after_swap"])
def test_a_run_killed_during_publication_leaves_a_whole_output_and_the_next_start_cleans_up(tmp_path, point):
    out = tmp_path / "out"
    first = Publisher(str(out), ENTRIES)
    _stage(first, "one")
    first.publish()
    before = _snapshot(out)
    script = _KILLED_PUBLISH.format(tests=str(Path(__file__).parent), out=str(out), point=point)
    result = subprocess.run([sys.executable, "-c", script], cwd=Path(__file__).parents[2])
    assert result.returncode == -signal.SIGKILL
    after = _snapshot(out)
    if point == "after_swap":  # the swap happened: the new output, whole, with its marker
        assert after["data/part-00000.txt"] == b"rows of two\n" and SUCCESS in after
    else:
        assert after == before
    assert _leftovers(out)  # what the killed run left beside the output...
    nxt = Publisher(str(out), ENTRIES)
    nxt.start()
    assert _leftovers(out) == [Path(nxt.staging).name]  # ...is gone once the next run starts
    nxt.abandon()
    assert _snapshot(out) == after


def test_a_run_killed_between_the_fallback_renames_gets_its_previous_output_back(tmp_path):
    out = tmp_path / "out"
    first = Publisher(str(out), ENTRIES)
    _stage(first, "one")
    first.publish()
    before = _snapshot(out)
    # The state the two-rename fallback leaves when killed between its renames.
    os.rename(out, tmp_path / ".out.previous-20260101T000000Z-1-abcd")
    (tmp_path / ".out.staging-20260101T000000Z-1-abcd").mkdir()
    nxt = Publisher(str(out), ENTRIES)
    nxt.start()
    assert _snapshot(out) == before
    assert _leftovers(out) == [Path(nxt.staging).name]
    nxt.abandon()


def test_a_second_concurrent_run_is_refused(tmp_path):
    out = tmp_path / "out"
    first = Publisher(str(out), ENTRIES)
    first.start()
    with pytest.raises(OutputError, match="another run"):
        Publisher(str(out), ENTRIES).start()
    first.abandon()
    Publisher(str(out), ENTRIES).start()


@pytest.mark.parametrize("make, message", [
    (lambda out: out.write_text("a file"), "not a folder"),
    (lambda out: (out.mkdir(), (out / "notes.jsonl").write_text("{}")), "1 entry that a run does not write"),
    (lambda out: (out.mkdir(), out.chmod(0o500)), "not writable"),
    (lambda out: (out.parent.chmod(0o500)), "cannot write"),
])
def test_an_output_location_that_cannot_take_the_output_is_refused_before_anything_is_written(
        tmp_path, make, message):
    if os.geteuid() == 0 and message in ("not writable", "cannot write"):
        pytest.skip("root ignores folder permissions")
    out = tmp_path / "box" / "out"
    out.parent.mkdir()
    make(out)
    try:
        with pytest.raises(OutputError, match=message):
            Publisher(str(out), ENTRIES).start()
        assert sorted(p.name for p in out.parent.iterdir()) == (["out"] if out.exists() else [])
    finally:
        out.parent.chmod(0o700)
        if out.is_dir():
            out.chmod(0o700)


@pytest.mark.parametrize("output", ["/proc/deid-out", "/proc/deid-test/out"])
def test_an_unwritable_place_is_refused_even_for_root(output):
    with pytest.raises(OutputError, match="cannot (write to|create) the folder"):
        Publisher(output, ENTRIES).start()


def test_where_folders_cannot_be_exchanged_two_renames_publish_the_same_way(tmp_path, monkeypatch):
    import deid.publish as publish

    monkeypatch.setattr(publish, "exchange", lambda a, b: False)  # a filesystem without RENAME_EXCHANGE
    out = tmp_path / "out"
    for label in ("one", "two"):
        publisher = Publisher(str(out), ENTRIES)
        _stage(publisher, label)
        publisher.publish()
    assert (out / "data" / "part-00000.txt").read_text() == "rows of two\n"
    assert (out / SUCCESS).exists() and _leftovers(out) == []
