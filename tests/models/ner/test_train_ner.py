"""deid.models.ner.train: the train -> package -> load path, for each architecture, on toy data."""
import json

import pytest

from deid.detect.ner import NerDetector
from deid.models.ner import ARCHITECTURES, DEFAULT_ARCHITECTURE
from deid.models.ner.toy import toy_notes, write_toy_jsonl
from deid.models.ner.train import main, parse_args

# Tiny models: the tests check the plumbing and that learning happens, not quality.
TINY = {
    "cnn": ["components.ner.model.tok2vec.embed.width=32", "components.ner.model.tok2vec.encode.width=32",
            "components.ner.model.tok2vec.encode.depth=1", "components.ner.model.hidden_width=32"],
    "bilstm": ["components.ner.model.tok2vec.embed.width=32", "components.ner.model.tok2vec.encode.width=32",
               "components.ner.model.hidden_width=32", "training.optimizer.learn_rate=0.005"],
    "transformer": ["components.deid_tagger.model.tok2vec.embed.width=32",
                    "components.deid_tagger.model.tok2vec.encode.width=32",
                    "components.deid_tagger.model.tok2vec.encode.heads=2",
                    "components.deid_tagger.model.tok2vec.encode.ff_width=64",
                    "components.deid_tagger.model.tok2vec.encode.depth=1",
                    "training.optimizer.learn_rate=0.003"],
}
TINY["cnn-fast"] = TINY["cnn"]
TINY["cnn-tagger"] = ["components.ner.model.tok2vec.embed.width=32", "components.ner.model.tok2vec.encode.width=32",
                      "components.ner.model.tok2vec.encode.depth=1", "training.optimizer.learn_rate=0.005"]
STEPS = {"cnn": "60", "cnn-fast": "60", "cnn-tagger": "80", "bilstm": "120", "transformer": "150"}


@pytest.fixture(scope="module")
def gold(tmp_path_factory):
    root = tmp_path_factory.mktemp("toy")
    return str(write_toy_jsonl(root / "train.jsonl", 80, seed=1)), str(write_toy_jsonl(root / "dev.jsonl", 20, seed=2))


def train_tiny(arch, gold, output, seed=0, steps=None):
    train, dev = gold
    argv = ["--locale", "nl_BE", "--arch", arch, "--train", train, "--dev", dev, "--output", str(output),
            "--seed", str(seed), "--max-steps", steps or STEPS[arch], "--eval-frequency", "20", "--max-minutes", "2",
            "--config-override", *TINY[arch]]
    assert main(argv) == 0
    return json.loads((output / "metrics.json").read_text())


@pytest.mark.parametrize("arch", sorted(ARCHITECTURES))
def test_each_architecture_trains_packages_and_loads(arch, gold, tmp_path):
    metrics = train_tiny(arch, gold, tmp_path / arch)
    assert metrics["architecture"] == "ner." + ARCHITECTURES[arch][: -len(".cfg")] and metrics["report_source"] == "dev"
    assert metrics["notes"] == {"train": 72, "tune": 8, "report": 20}
    assert metrics["alignment"]["misaligned"] == 0 and metrics["alignment"]["spans"] > 0
    assert metrics["scores"]["per_label"]["NAME"]["support"] > 0
    assert metrics["scores"]["overall"]["f1"] > 0.3  # it learned something in a few dozen steps
    strings = (tmp_path / arch / "vocab" / "strings.json").read_text()
    assert "Peeters" not in strings and "Gent" not in strings  # no training text kept in the model
    detector = NerDetector.load(str(tmp_path / arch))
    note = toy_notes(1, seed=99)[0]
    spans = detector.detect_texts([note.text])[0]
    assert all(s.detector == "ner" and 0 <= s.start < s.end <= len(note.text) for s in spans)


@pytest.mark.parametrize("arch", sorted({"cnn", DEFAULT_ARCHITECTURE}))
def test_training_is_deterministic_for_a_seed(arch, gold, tmp_path):
    first = train_tiny(arch, gold, tmp_path / "a", seed=3, steps="20")
    second = train_tiny(arch, gold, tmp_path / "b", seed=3, steps="20")
    assert first["scores"]["per_label"] == second["scores"]["per_label"]
    assert first["best"] == second["best"]


def test_without_dev_a_held_out_split_is_reported(gold, tmp_path):
    train, _ = gold
    main(["--locale", "nl", "--train", train, "--output", str(tmp_path / "m"), "--max-steps", "5",
          "--config-override", *TINY[DEFAULT_ARCHITECTURE]])
    metrics = json.loads((tmp_path / "m" / "metrics.json").read_text())
    assert metrics["report_source"] == "held_out_split"
    assert sum(metrics["notes"].values()) == 80 and metrics["notes"]["report"] == 7


@pytest.mark.parametrize("tune_on, tune_notes", [("gold", 8), ("all", 9)])
def test_the_checkpoint_is_chosen_on_real_notes_when_there_are_any(tune_on, tune_notes, gold, tmp_path):
    train, dev = gold
    main(["--locale", "nl_BE", "--train", train, "--dev", dev, "--synthetic", "10", "--tune-on", tune_on,
          "--output", str(tmp_path / "m"), "--max-steps", "5", "--config-override", *TINY[DEFAULT_ARCHITECTURE]])
    metrics = json.loads((tmp_path / "m" / "metrics.json").read_text())
    assert metrics["tune_on"] == tune_on
    assert metrics["notes"]["tune"] == tune_notes and sum(metrics["notes"].values()) == 80 + 10 + 20


@pytest.mark.parametrize("argv", [
    ["--locale", "nl"],  # no data
    ["--locale", "nl", "--synthetic", "0", "--train"],
    ["--locale", "nl", "--arch", "rnn", "--synthetic", "5"],
    ["--locale", "nl", "--synthetic", "5", "--max-minutes", "0"],
])
def test_bad_arguments_are_refused(argv):
    with pytest.raises(SystemExit):
        parse_args(argv)
