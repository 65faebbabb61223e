"""The leakage job end to end: scoring checked on a hand-made case through fake model handlers
with chosen answers, the real handler on a tiny random model, and no real name in clear anywhere."""
from __future__ import annotations

import json
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from apache_beam.testing.test_pipeline import TestPipeline

from contract_files import DOCTOR, STORMY, write_jsonl, write_registry
from deid.output import notes_schema
from fixtures.fake_masked_lm import fake_factory
from fixtures.mlm_corpus import write_corpus, write_tiny_model
from deid.models.leakage.generation import GibbsParams
from deid.models.leakage.names import NameHasher
from deid.pipelines.leakage import LeakageConfig, main, run

KEY = b"test key for name hashes"
REAL = ("stormy", "danneels", "koen", "vermeulen")
TEXT = "Patiënte [NAME] werd gezien door dr. [NAME].\nControle over 3 weken."
ENTITIES = [{"start": 9, "end": 24, "label": "NAME", "detector": "registry", "out_start": 9, "out_end": 15},
            {"start": 45, "end": 54, "label": "NAME", "detector": "registry", "out_start": 37, "out_end": 43}]
SENTENCE_1 = "Patiënte <mask> werd gezien door dr. [NAME]."
SENTENCE_2 = "Patiënte [NAME] werd gezien door dr. <mask>."


@pytest.fixture
def inputs(tmp_path):
    registry = write_registry(tmp_path / "registry.csv", [STORMY, DOCTOR])
    (tmp_path / "deid").mkdir()
    pq.write_table(pa.Table.from_pylist([{"note_id": "n1", "patient_id": "P1", "text": TEXT, "entities": ENTITIES,
                                          "comment": ""}], schema=notes_schema()), tmp_path / "deid" / "part-0.parquet")
    raw = write_jsonl(tmp_path / "notes.jsonl", [
        {"note_id": "n1", "patient_id": "P1", "locale": "nl_BE",
         "text": "Patiënte Stormy Danneels werd gezien door dr. Vermeulen.\nControle over 3 weken."}])
    return registry, tmp_path / "deid", raw


def _surname_prober(positive_surnames, hit, miss):
    return lambda name, context: hit if name.split()[-1] in positive_surnames else miss


def _config(tmp_path, inputs, **kw):
    registry, deid, raw = inputs
    values = dict(
        output=str(tmp_path / "report"), registry=str(registry), deidentified=str(deid / "part-*.parquet"),
        raw_notes=str(raw), hasher=NameHasher(KEY), contexts_per_name=3, generation_docs=2, seed=1,
        target=fake_factory(
            predictions={SENTENCE_1: [("Danneels", 0.4), ("Sophie", 0.3), ("de", 0.3)],
                         SENTENCE_2: [("de", 0.5), ("Vermeulen", 0.2), ("Peeters", 0.1), ("x", 0.1)]},
            probability=_surname_prober({"Danneels", "Vermeulen"}, 0.5, 0.1),
            texts=["dokter Danneels belde", "geen namen hier"]),
        reference=fake_factory(probability=lambda name, context: 0.2))
    values.update(kw)
    return LeakageConfig(**values)


def _report_text(folder: Path) -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in sorted(folder.iterdir())).lower()


def test_known_answers_of_the_three_tests(tmp_path, inputs):
    summary = run(["--runner", "DirectRunner"], config=_config(tmp_path, inputs))
    fm = summary["fill_mask"]
    assert (fm["sentences"], fm["predictions"]) == (2, 7)
    assert fm["counts"] == {"real": 2, "surrogate": 0, "name_like": 2, "other": 3}
    assert fm["real_name_predictions"] == 2 and fm["distinct_real_names"] == 2
    assert fm["best_name_rank"]["histogram"] == {"1": 1, "2": 1}
    # Both positives score 0.5 - 0.2; easy negatives 0.1 - 0.2; the hard negative with a positive's
    # surname scores like a positive (a false positive), the one with a positive's first name does not.
    table = summary["membership"]["table"]
    assert table["easy"] == {"f1": 1.0, "accuracy": 1.0, "precision": 1.0, "recall": 1.0, "tp": 2, "fn": 0, "fp": 0, "tn": 2}
    assert (table["hard"]["tp"], table["hard"]["fn"], table["hard"]["fp"], table["hard"]["tn"]) == (2, 0, 1, 1)
    assert table["hard"]["accuracy"] == 0.75
    gen = summary["generation"]
    assert (gen["table"]["easy"]["tp"], gen["table"]["easy"]["fn"], gen["table"]["easy"]["fp"]) == (1, 1, 0)
    assert gen["real_name_words_generated"] == 1
    assert summary["headline"]["real_name_predictions"] == 2 and summary["headline"]["mia_accuracy_hard"] == 0.75


def test_no_real_name_appears_in_clear_in_any_report(tmp_path, inputs):
    run(["--runner", "DirectRunner"], config=_config(tmp_path, inputs))
    text = _report_text(tmp_path / "report")
    assert not [name for name in REAL if name in text]
    assert NameHasher(KEY)("Danneels") in text


def test_the_real_handler_runs_a_tiny_random_model_under_test_pipeline(tmp_path, inputs):
    corpus = write_corpus(tmp_path / "corpus", [TEXT.replace("[NAME]", "Peeters")] * 8, seq_len=32, vocab_size=300)
    model = write_tiny_model(tmp_path / "model", corpus)
    reference = write_tiny_model(tmp_path / "reference", corpus, seed=1)
    registry, deid, raw = inputs
    argv = ["--model", str(model), "--reference-model", str(reference), "--registry", str(registry),
            "--output", str(tmp_path / "report"), "--deidentified", str(deid), "--raw-notes", str(raw),
            "--contexts-per-name", "2", "--generation-docs", "2", "--generation-steps", "5", "--generation-length", "4",
            "--top-k", "5", "--batch-size", "2"]
    summary = run(argv, test_pipeline=TestPipeline(runner="DirectRunner", argv=argv))
    assert summary["fill_mask"]["predictions"] == 10
    assert sum(summary["membership"]["candidates"].values()) == 6
    assert summary["generation"]["documents"] == 2
    assert not [name for name in REAL if name in _report_text(tmp_path / "report")]


@pytest.mark.parametrize("drop, message", [("--reference-model", "needs --reference-model"),
                                           ("--deidentified", "--deidentified or --sentences")])
def test_missing_inputs_are_refused_before_any_data_moves(tmp_path, inputs, capsys, drop, message):
    corpus = write_corpus(tmp_path / "corpus", ["Patiënt Jan."] * 4, seq_len=16, vocab_size=280)
    model = write_tiny_model(tmp_path / "model", corpus)
    registry, deid, raw = inputs
    argv = {"--model": str(model), "--reference-model": str(model), "--registry": str(registry),
            "--output": str(tmp_path / "r"), "--deidentified": str(deid), "--raw-notes": str(raw)}
    argv.pop(drop)
    assert main([x for kv in argv.items() for x in kv]) == 2
    assert message in capsys.readouterr().err
