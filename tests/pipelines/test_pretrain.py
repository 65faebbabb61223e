"""`deid pretrain`: corpus in, Hugging Face model folder out; mistakes refused before training."""
from __future__ import annotations

import pytest

from fixtures.mlm_corpus import write_corpus
from deid.pipelines.pretrain import main

TEXTS = [f"Patiënt {n} werd gezien op dienst cardiologie." for n in range(12)]


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    return write_corpus(tmp_path_factory.mktemp("corpus"), TEXTS[:10], TEXTS[10:], seq_len=16, vocab_size=280)


def test_the_command_writes_a_loadable_model_folder(corpus, tmp_path, capsys):
    from transformers import AutoModelForMaskedLM, AutoTokenizer

    out = tmp_path / "model"
    assert main(["--corpus", str(corpus), "--output", str(out), "--preset", "tiny", "--max-steps", "2"]) == 0
    assert "held-out MLM loss" in capsys.readouterr().out
    AutoModelForMaskedLM.from_pretrained(out)
    AutoTokenizer.from_pretrained(out)
    # a second run into the same folder must say --resume
    assert main(["--corpus", str(corpus), "--output", str(out), "--max-steps", "2"]) == 2
    assert "--resume" in capsys.readouterr().err
    assert main(["--corpus", str(corpus), "--output", str(out), "--max-steps", "3", "--resume"]) == 0
    assert "resumed from step-00000002" in capsys.readouterr().out


@pytest.mark.parametrize("args, message", [(["--preset", "huge"], "unknown preset"),
                                           (["--max-steps", "0"], "--max-steps")])
def test_bad_options_are_refused(corpus, tmp_path, capsys, args, message):
    assert main(["--corpus", str(corpus), "--output", str(tmp_path / "m"), *args]) == 2
    assert message in capsys.readouterr().err


def test_a_folder_that_is_no_corpus_is_refused(tmp_path, capsys):
    assert main(["--corpus", str(tmp_path), "--output", str(tmp_path / "m")]) == 2
    assert "manifest.json" in capsys.readouterr().err
