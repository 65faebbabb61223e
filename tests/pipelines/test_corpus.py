"""The corpus job end to end: de-identified Parquet in; vocabulary, tokenizer, shards and manifest out."""
from __future__ import annotations

import csv
import hashlib
import json
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from deid.output import notes_schema
from deid.models.data import ShardDataset
from deid.pipelines.corpus import main, run

SEQ_LEN = 16
TEXTS = [
    "Mevrouw Jansen heeft pijn op de borst. Een roos in de tuin. Dr. Peeters belt.",
    "Jansen kreeg metoprolol. De roos bloeit. Peeters ziet haar morgen.",
    "Pijn op de borst, metoprolol gestart. Jansen tevreden.",
    "Controle: geen pijn. Een roos en een roos. Peeters.",
]


def _notes(with_fields: bool):
    notes = []
    for i in range(12):
        row = {"note_id": f"n{i:02d}", "patient_id": "P1", "text": TEXTS[i % len(TEXTS)],
               "entities": [], "comment": ""}
        if with_fields:
            # n11 has neither source nor labels: source "unknown", no part in mutual information.
            row["source"] = None if i == 11 else "ABC"[i % 3]
            row["labels"] = None if i == 11 else json.dumps({"dx": "cardio" if i % 2 else "pulmo"})
        notes.append(row)
    return notes


def _write_input(directory: Path, with_fields: bool) -> Path:
    keep = ("source", "labels") if with_fields else ()
    folder = directory / "deidentified"
    folder.mkdir(parents=True)
    rows = _notes(with_fields)
    for shard, part in enumerate((rows[:7], rows[7:])):
        pq.write_table(pa.Table.from_pylist(part, schema=notes_schema(keep)), folder / f"part-{shard:05d}.parquet")
    return folder


def _write_registry(path: Path) -> Path:
    with path.open("w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["patient_id", "role", "first_name", "last_name"])
        writer.writerow(["P1", "patient", "Roos", "Jansen"])
        writer.writerow(["P1", "physician", "Karel", "Vermeulen"])
    return path


@pytest.fixture(scope="module")
def inputs(tmp_path_factory):
    root = tmp_path_factory.mktemp("inputs")
    return _write_input(root / "in", True), _write_registry(root / "registry.csv")


EXTRA = ("--strategy", "min-freq=3+intersection=3", "--strategy", "mutual-information=5")


@pytest.fixture(scope="module")
def corpus(inputs, tmp_path_factory):
    """One run shared by the tests that only read its output."""
    root = tmp_path_factory.mktemp("corpus")
    manifest = run(_argv(inputs, root / "corpus", *EXTRA, "--restricted-output", str(root / "restricted")))
    return root, manifest


def _argv(inputs, output, *extra):
    notes, registry = inputs
    return ["--input", str(notes), "--registry", str(registry), "--output", str(output),
            "--seq-len", str(SEQ_LEN), "--strategy", "min-freq=2", "--heldout-fraction", "0.2",
            "--runner", "DirectRunner", *extra]


def _files(output: Path):
    """Every file but _SUCCESS, which names its run (id and time)."""
    return {str(p.relative_to(output)): p.read_bytes() for p in sorted(output.rglob("*"))
            if p.is_file() and p.name != "_SUCCESS"}


def test_corpus_follows_the_interface(corpus):
    tmp_path, manifest = corpus
    out = tmp_path / "corpus"
    assert sorted(p.name for p in out.iterdir()) == [
        "_SUCCESS", "manifest.json", "shards", "special_tokens_map.json", "tokenizer.json", "tokenizer_config.json", "vocabulary"]
    # Counts and shards agree with the manifest, byte for byte.
    assert manifest["splits"]["train"]["notes"] + manifest["splits"]["heldout"]["notes"] == 12
    assert manifest["sequences"] == sum(s["rows"] for s in manifest["shards"])
    for shard in manifest["shards"]:
        data = (out / shard["path"]).read_bytes()
        assert hashlib.sha256(data).hexdigest() == shard["sha256"]
        table = pq.read_table(out / shard["path"])
        assert table.schema.field("input_ids").type == pa.list_(pa.int32())
        assert all(len(ids) == SEQ_LEN for ids in table.column("input_ids").to_pylist())
        assert set(table.column("source").to_pylist()) <= {"A", "B", "C", "unknown"}
    assert manifest["tokenizer"]["sha256"] == hashlib.sha256((out / "tokenizer.json").read_bytes()).hexdigest()
    assert manifest["tokenizer"]["special_tokens"] == {"<s>": 0, "<pad>": 1, "</s>": 2, "<unk>": 3, "<mask>": 4}
    assert manifest["vocabulary"]["strategy"] == "min-freq=2"

    report = json.loads((out / "vocabulary" / "report.json").read_text())
    assert report["corpus"]["notes"] == 12 and report["corpus"]["notes_without_source"] == 1
    assert report["corpus"]["notes_with_labels"] == 11 and report["corpus"]["label_classes"] == 2
    assert report["corpus"]["sources"] == 4  # A, B, C and unknown
    assert [s["strategy"] for s in report["strategies"]] == [
        "min-freq=2", "min-freq=3+intersection=3", "mutual-information=5"]
    assert report["strategies"][2]["vocabulary_size"] == 5
    outcomes = report["scrubbing"]["outcomes"]
    assert outcomes["removed_registry_name"] == 1       # jansen
    assert outcomes["kept_common_word"] == 1            # roos: a registry first name, written as the flower
    assert outcomes["kept_flagged_name"] == 1           # peeters: a lexicon surname, always capitalized

    # The removed name is nowhere in the corpus folder in clear text; only the restricted file lists it.
    for name, data in _files(out).items():
        assert b"jansen" not in data.lower(), name
    restricted = (tmp_path / "restricted" / "removed_words" / "part-00000.jsonl").read_text().splitlines()
    assert sorted((r["word"], r["outcome"]) for r in map(json.loads, restricted)) == [
        ("jansen", "removed_registry_name"), ("peeters", "kept_flagged_name")]


def test_no_scrubbed_name_is_one_token_of_the_saved_tokenizer(corpus):
    from transformers import AutoTokenizer

    tmp_path, _ = corpus
    tokenizer = AutoTokenizer.from_pretrained(str(tmp_path / "corpus"))
    for form in ("Jansen", "jansen", "JANSEN"):
        assert len(tokenizer(form, add_special_tokens=False)["input_ids"]) > 1
    assert tokenizer.convert_ids_to_tokens(tokenizer("roos pijn", add_special_tokens=False)["input_ids"]) == [
        "roos", "pijn"]


def test_write_then_read_through_both_loaders(corpus, tmp_path):
    import datasets

    out, manifest = corpus[0] / "corpus", corpus[1]
    for split in ("train", "heldout"):
        files = sorted(str(p) for p in (out / "shards" / split).glob("part-*.parquet"))
        table = pq.read_table(files)
        loaded = datasets.load_dataset("parquet", data_files={split: files}, split=split,
                                       cache_dir=str(tmp_path / "hf"))
        streamed = [item["input_ids"].tolist() for item in ShardDataset(str(out), split)]
        assert streamed == loaded["input_ids"] == table.column("input_ids").to_pylist()
        assert len(streamed) == manifest["splits"][split]["sequences"] > 0


def test_same_bytes_with_one_and_two_workers(inputs, corpus, tmp_path):
    run(_argv(inputs, tmp_path / "b", *EXTRA, "--restricted-output", str(tmp_path / "restricted"),
              "--direct_running_mode=multi_processing", "--direct_num_workers=2"))
    first, second = _files(corpus[0] / "corpus"), _files(tmp_path / "b")
    assert first and first == second


def test_input_without_source_and_labels(tmp_path):
    notes = _write_input(tmp_path / "in", False)
    registry = _write_registry(tmp_path / "registry.csv")
    out = tmp_path / "corpus"
    manifest = run(_argv((notes, registry), out, "--strategy", "mutual-information=3"))
    report = json.loads((out / "vocabulary" / "report.json").read_text())
    assert report["corpus"]["notes_without_source"] == 12 and report["corpus"]["sources"] == 1
    assert report["corpus"]["notes_with_labels"] == 0 and report["corpus"]["label_classes"] == 0
    assert report["strategies"][1]["vocabulary_size"] == 3
    sources = {s for shard in manifest["shards"] for s in pq.read_table(out / shard["path"]).column("source").to_pylist()}
    assert sources == {"unknown"}


@pytest.mark.parametrize("extra, message", [
    (["--seq-len", "4"], "seq_len"),
    (["--strategy", "min-freq=0"], "positive"),
    (["--heldout-fraction", "1"], "heldout_fraction"),
])
def test_bad_options_fail_before_any_data_moves(inputs, tmp_path, capsys, extra, message):
    assert main(_argv(inputs, tmp_path / "corpus", *extra)) == 2
    assert message in capsys.readouterr().err
    assert not (tmp_path / "corpus").exists()


def test_a_failed_corpus_run_leaves_the_previous_corpus_whole_and_foreign_folders_are_refused(
        inputs, corpus, tmp_path, capsys):
    root, _ = corpus
    before = _files(root / "corpus")
    assert (root / "corpus" / "_SUCCESS").exists() and (root / "restricted" / "_SUCCESS").exists()
    with pytest.raises(Exception):
        run(_argv(inputs, root / "corpus", *EXTRA, "--restricted-output", str(root / "restricted"),
                  "--runner", "NoSuchRunner"))  # the later --runner wins
    assert _files(root / "corpus") == before
    assert not list(root.glob(".corpus.staging-*")) and not list(root.glob(".restricted.staging-*"))
    notes, _ = inputs
    code = main(_argv(inputs, notes.parent, *EXTRA))  # the input's own folder as the output
    assert code == 2 and "--output: the folder holds" in capsys.readouterr().err
