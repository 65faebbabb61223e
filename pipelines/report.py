"""The review report of a run: ``deid report`` / ``python -m deid.pipelines.report``.

    deid report --run OUT/2026-11-28 [--previous OUT/2026-11-27] [--output REPORT.html] [--samples 12]

Reads the run's output folder (its manifest and published notes, never the input) and writes one
self-contained HTML page (``deid.review``): counts per label, detector and locale, identifiers per
note, dead letters by reason, the change from the previous run, the detection's measured figures,
and a sample of de-identified notes with every surrogate marked. No Beam pipeline: one pass over
the published Parquet's ``entities`` column, then the sample's rows.
"""
from __future__ import annotations

import argparse
import os
import sys
from typing import List, Optional, Sequence

from deid.command_line import parse_strictly, run_command
from deid.review import REPORT_NAME
from deid.review.figures import DEFAULT_SAMPLES, NotARun, read_run
from deid.review.page import known_figures, render_page


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="deid report", description="write the review report (HTML) of a `deid run`")
    p.add_argument("--run", required=True, help="the run's output folder (the --output of `deid run`)")
    p.add_argument("--previous", default=None, help="the previous run's output folder, to show what changed")
    p.add_argument("--output", default=None, help=f"the HTML file to write (default: RUN/{REPORT_NAME})")
    p.add_argument("--samples", type=int, default=DEFAULT_SAMPLES,
                   help="de-identified notes shown as samples (0: none)")
    return p


def run(argv: Optional[Sequence[str]] = None) -> str:
    """Write the report; returns its path."""
    args = parse_strictly(parser(), list(argv or []))
    if args.samples < 0:
        raise ValueError("--samples must be 0 or more")
    figures = read_run(args.run, args.samples)
    previous = read_run(args.previous, samples=0) if args.previous else None
    path = args.output or os.path.join(args.run, REPORT_NAME)
    html = render_page(figures, previous, known_figures())
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(html)
    return path


def main(argv: Optional[Sequence[str]] = None) -> int:
    return run_command("deid report", argv, run, lambda path, _: f"review report: {path}",
                       print_help=lambda: parser().print_help(), errors=(ValueError, NotARun, OSError))


if __name__ == "__main__":
    sys.exit(main())
