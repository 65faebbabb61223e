"""Command-line options shared by more than one Beam entry point.

Beam parses every direct subclass of ``PipelineOptions`` into one argparse
parser, whatever pipeline runs, so two entry points cannot each declare
``--registry`` or ``--output``: the second declaration is a conflict as soon as
both modules are imported in one process (a test session, a notebook, a
launcher). The flags the pipelines share live here, declared once; each
pipeline reads them with ``options.view_as(SharedPathOptions)``.
"""
from __future__ import annotations

import argparse

from apache_beam.options.pipeline_options import PipelineOptions


class SharedPathOptions(PipelineOptions):
    """``--registry`` and ``--output``: the same meaning in ``deid run`` and ``deid leakage``."""

    @classmethod
    def _add_argparse_args(cls, parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--registry", help="person registry: CSV with a header row, or JSON Lines")
        parser.add_argument("--output", help="output folder (deid run) or report folder (deid leakage)")
