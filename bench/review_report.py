"""The review report in a real browser: render ``deid report``'s page in headless Chromium, save
screenshots, and check that the page loads nothing from anywhere.

    python bench/review_report.py [--run DIR --previous DIR] [--out out/review] [--chromium /usr/bin/chromium]

Without ``--run``, two nights are made from the bundled sample (``sample/``, demo key): the first
250 notes with three detectors as "last night", all 300 with the default four as "tonight", so the
change section has something to show. Then ``deid report`` writes the page, Chromium (Debian's
package: ``apt-get install chromium``) renders it headless with its network log on, and the bench
prints the page's size, its charts, the screenshots' paths and every request the page made that is
not the page itself (there must be none: no script, font, image or style from elsewhere). Prints
figures; asserts nothing but the browser's presence.
"""
from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

CHROMIUM_FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync",
                  "--hide-scrollbars")


def _sample_nights(work: Path) -> tuple:
    from deid.pipelines.deidentify import run as deid_run

    notes = (REPO / "sample" / "notes.jsonl").read_text(encoding="utf-8").splitlines(keepends=True)
    first = work / "first.jsonl"
    first.write_text("".join(notes[:250]), encoding="utf-8")
    registry = str(REPO / "sample" / "registry.csv")
    deid_run(["--notes", str(first), "--registry", registry, "--output", str(work / "night1"), "--demo-key",
              "--detectors", "registry,pattern,ner"])
    deid_run(["--notes", str(REPO / "sample" / "notes.jsonl"), "--registry", registry, "--output",
              str(work / "night2"), "--demo-key"])
    return work / "night2", work / "night1"


def _screenshot(chromium: str, page: Path, png: Path, height: int, profile: Path, net_log: Path) -> None:
    subprocess.run([chromium, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", f"--window-size=1200,{height}",
                    f"--log-net-log={net_log}", f"--screenshot={png}", page.resolve().as_uri()],
                   check=True, capture_output=True, timeout=180)


def _requests(net_log: Path, page_uri: str) -> list:
    """Every URL the page asked for (Chromium's NetLog, JSON). The browser's own background
    requests (its clock, its account check) carry the initiator "not an origin" and are no part
    of the page; a page opened from a file asks with the initiator "null" (an opaque origin)."""
    try:
        log = json.loads(net_log.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        # A NetLog cut short at exit lacks its closing brackets; read the events it holds.
        text = net_log.read_text(encoding="utf-8").rstrip().rstrip(",")
        log = json.loads(text + "]}")
    start_job = log.get("constants", {}).get("logEventTypes", {}).get("URL_REQUEST_START_JOB")
    urls = set()
    for event in log.get("events", []):
        params = event.get("params") or {}
        url = params.get("url")
        if event.get("type") == start_job and url and url != page_uri and params.get("initiator") != "not an origin":
            urls.add(url)
    return sorted(urls)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--run", default=None)
    parser.add_argument("--previous", default=None)
    parser.add_argument("--out", default=str(REPO / "out" / "review"))
    parser.add_argument("--chromium", default=shutil.which("chromium") or "/usr/bin/chromium")
    args = parser.parse_args(argv)
    if not Path(args.chromium).exists():
        print(f"no Chromium at {args.chromium}: apt-get install chromium")
        return 2
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        run_dir, previous = (Path(args.run), Path(args.previous) if args.previous else None) if args.run \
            else _sample_nights(work)
        from deid.pipelines.report import run as report

        page = Path(report(["--run", str(run_dir), "--output", str(out / "review.html")]
                           + (["--previous", str(previous)] if previous else [])))
        html = page.read_text(encoding="utf-8")
        shots = {"top": 1600, "whole": 9000}
        requests = []
        for name, height in shots.items():
            log = work / f"net-{name}.json"
            _screenshot(args.chromium, page, out / f"review-{name}.png", height, work / f"profile-{name}", log)
            requests += _requests(log, page.resolve().as_uri())
    print(f"page: {page} ({len(html):,} bytes, {html.count('<svg')} charts, {html.count('<mark')} marked surrogates)")
    for name in shots:
        print(f"screenshot: {out / f'review-{name}.png'}")
    print(f"requests other than the page itself: {len(requests)}" + "".join(f"\n  {u}" for u in requests))
    return 0


if __name__ == "__main__":
    sys.exit(main())
