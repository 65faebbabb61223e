"""The hand-written out-of-distribution set (tests/data/ood) is in sync with its builder, and its gold is exact."""
import importlib.util
import json
from pathlib import Path

OOD = Path(__file__).resolve().parents[2] / "data" / "ood"


def _builder():
    spec = importlib.util.spec_from_file_location("ood_build", OOD / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_committed_files_are_what_the_builder_writes(tmp_path):
    _builder().main(tmp_path)
    for name in ("notes.jsonl", "gold.jsonl", "registry.csv"):
        assert (tmp_path / name).read_bytes() == (OOD / name).read_bytes(), name


def test_gold_spans_are_inside_their_note_and_trimmed():
    texts = {r["note_id"]: r["text"] for r in map(json.loads, open(OOD / "notes.jsonl", encoding="utf-8"))}
    for record in map(json.loads, open(OOD / "gold.jsonl", encoding="utf-8")):
        text = texts[record["note_id"]]
        previous_end = 0
        for span in record["spans"]:
            piece = text[span["start"]:span["end"]]
            assert piece and piece == piece.strip() and span["start"] >= previous_end
            previous_end = span["end"]


def test_markup_is_stripped_with_exact_offsets():
    text, spans = _builder().strip("Dr. [[N:An Roels]] op [[D+:3 mei]].")
    assert text == "Dr. An Roels op 3 mei."
    assert [(text[s["start"]:s["end"]], s["label"], s["linked"]) for s in spans] == [
        ("An Roels", "NAME", False), ("3 mei", "DATE", True)]
