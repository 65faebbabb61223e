"""A worker that runs numpy NER pipelines never imports torch (deid.nlp.torch_free).

Each check runs in a fresh interpreter: whether torch is imported is a fact of a whole process,
and the test process itself has imported it (other tests train torch models).
"""
import subprocess
import sys
from pathlib import Path

import pytest

from deid.models.ner import default_model_path
from deid.nlp.torch_free import needs_torch

CONFIGS = Path(__file__).resolve().parents[3] / "models" / "ner" / "configs"


def run_python(code: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)


def test_loading_a_numpy_pipeline_and_its_beam_seam_leaves_torch_unimported_and_importable():
    model = default_model_path("nl")
    assert model is not None and not needs_torch(str(model))
    done = run_python(
        "import sys\n"
        "import deid.transforms.deidentify.detect_entities\n"
        "from deid.detect.ner import NerDetector\n"
        f"detector = NerDetector.load({str(model)!r})\n"
        "assert detector.detect_texts(['Gezien door dr. Peeters in Gent.'])[0]\n"
        "print('torch' in sys.modules)\n"
        "import torch\n"                      # hidden only while spaCy and Beam's module imported
        "print(torch.tensor([1]).item())\n")
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["False", "1"]


@pytest.mark.parametrize("config, expected", [
    ("cnn.v2.cfg", False),
    ("cnn_tagger.v1.cfg", False),
    ("bilstm.v1.cfg", True),          # spacy.TorchBiLSTMEncoder.v1
    ("transformer.v1.cfg", True),     # deid.TorchTransformerEncoder.v1
])
def test_a_pipeline_needs_torch_when_its_config_names_torch_layers(config, expected, tmp_path):
    (tmp_path / "config.cfg").write_text((CONFIGS / config).read_text(encoding="utf-8"), encoding="utf-8")
    assert needs_torch(str(tmp_path)) is expected


def test_a_package_name_or_a_folder_without_config_may_need_torch(tmp_path):
    assert needs_torch("nl_core_news_sm") and needs_torch(str(tmp_path))


def test_a_torch_pipeline_after_a_torch_free_spacy_import_is_refused_with_a_clear_error(tmp_path):
    (tmp_path / "config.cfg").write_text((CONFIGS / "bilstm.v1.cfg").read_text(encoding="utf-8"), encoding="utf-8")
    done = run_python(
        "from deid.nlp.torch_free import without_torch, require_torch\n"
        "with without_torch():\n"
        "    import spacy\n"
        f"require_torch({str(tmp_path)!r})\n")
    assert done.returncode != 0 and "imported spaCy without torch" in done.stderr
