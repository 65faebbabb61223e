"""Every entry point's options parse together: Beam merges all PipelineOptions subclasses into one parser."""
import importlib

import pytest

from apache_beam.options.pipeline_options import PipelineOptions

from deid.pipelines.options import SharedPathOptions


def test_all_pipelines_imported_in_one_process_parse_without_conflicting_flags():
    for module in ("deid.pipelines.deidentify", "deid.pipelines.leakage", "deid.pipelines.corpus", "deid.pipelines.pretrain"):
        importlib.import_module(module)
    options = PipelineOptions(["--notes", "n.jsonl", "--registry", "r.csv", "--output", "out", "--model", "m"])
    every = options.get_all_options()
    assert (every["registry"], every["output"], every["notes"], every["model"]) == ("r.csv", "out", "n.jsonl", "m")
    assert options.view_as(SharedPathOptions).output == "out"


@pytest.mark.parametrize("argv, here", [
    ([], True),
    (["--runner", "DirectRunner"], True),
    (["--runner", "PortableRunner", "--environment_type", "LOOPBACK"], True),
    (["--runner", "FlinkRunner", "--environment_type", "DOCKER"], False),
    (["--runner", "DataflowRunner"], False),
])
def test_models_are_checked_where_the_graph_is_built_only_if_the_workers_run_here(argv, here):
    from apache_beam.options.pipeline_options import PipelineOptions

    from deid.pipelines.deidentify import models_live_here

    assert models_live_here(PipelineOptions(argv)) is here
