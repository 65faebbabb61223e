"""deid.models.ner.real_corpora and deid.models.ner.hard_negatives: what the default models train on
besides synthetic notes, and how it reaches training (--train-extra)."""
import json
import random

import pytest

from deid.models.ner.corpus import GoldNote
from deid.models.ner.hard_negatives import TEMPLATES, drug_names, hard_negative_line, with_hard_negatives
from deid.models.ner.real_corpora import REAL_CORPORA, passages, real_corpus_files, real_corpus_notes
from deid.models.ner.toy import write_toy_jsonl
from deid.models.ner.train import main

TINY = ["components.ner.model.tok2vec.embed.width=32", "components.ner.model.tok2vec.encode.width=32",
        "components.ner.model.tok2vec.encode.depth=1"]


def spans_text(note):
    return sorted((note.text[s:e], label) for s, e, label in note.spans)


def page(sentences=40):
    """A long tokenized page as the newspaper corpora ship them, a name in every sentence."""
    text, spans = "", []
    for i in range(sentences):
        name = f"Anna Huber{i}"
        text += "Gestern sprach "
        spans.append((len(text), len(text) + len(name), "NAME"))
        text += name + " in Wien . "
    return GoldNote(text, tuple(spans))


def test_long_pages_are_cut_at_sentence_ends_into_short_passages_with_exact_spans():
    note = page()
    cut = passages(note, max_chars=120)
    assert len(cut) > 5 and all(len(p.text) <= 120 for p in cut)
    assert all(p.text.endswith(".") for p in cut)  # never in the middle of a sentence
    assert sorted(x for p in cut for x in spans_text(p)) == spans_text(note)  # no span lost or cut


def test_a_sentence_longer_than_the_limit_stays_whole_and_a_span_is_never_cut():
    note = GoldNote("Dr . Jan van der Berg . Kurz .", ((5, 21, "NAME"),))
    assert [spans_text(p) for p in passages(note, max_chars=4)] == [[], [("Jan van der Berg", "NAME")], []]


def test_only_training_splits_are_listed():
    for language, files in REAL_CORPORA.items():
        assert files and not any("test" in name for name in files), language
    assert real_corpus_files("it") == [] and real_corpus_files("es") == []


def test_real_passages_are_a_seeded_sample_of_the_languages_training_files(tmp_path):
    folder = tmp_path / "europeana_newspapers"
    folder.mkdir()
    with open(folder / "nl.jsonl", "w", encoding="utf-8") as out:
        for note in (page(10), page(12)):
            spans = [{"start": s, "end": e, "label": lab} for s, e, lab in note.spans]
            spans.append({"start": 0, "end": 7, "label": "OTHER"})  # dropped: not in the contract
            out.write(json.dumps({"text": note.text, "spans": spans}) + "\n")
    first = real_corpus_notes("nl", 7, seed=1, max_chars=100, root=tmp_path)
    assert len(first) == 7 and first == real_corpus_notes("nl", 7, seed=1, max_chars=100, root=tmp_path)
    assert first != real_corpus_notes("nl", 7, seed=2, max_chars=100, root=tmp_path)
    assert {label for p in first for _, _, label in p.spans} == {"NAME"}
    assert real_corpus_notes("fr", 7, seed=1, root=tmp_path) == []  # no file of that language there


@pytest.mark.parametrize("language", sorted(TEMPLATES))
def test_hard_negative_lines_are_filled_clinical_lines(language):
    rng, drugs = random.Random(0), drug_names(1, n=50)
    lines = [hard_negative_line(language, rng, drugs) for _ in range(40)]
    assert all(line.text.strip() and "{" not in line.text and not line.spans for line in lines)
    assert any(word in line.text for line in lines for word in drugs)


@pytest.mark.parametrize("language", sorted(TEMPLATES))
def test_contrast_lines_set_a_first_name_alone_among_clinical_words(language):
    rng, drugs = random.Random(0), drug_names(1, n=50)
    lines = [hard_negative_line(language, rng, drugs, names=["Ilse", "Karim"], contrast=1.0) for _ in range(30)]
    assert all([(line.text[s:e].title(), label) for s, e, label in line.spans] in (
        [("Ilse", "NAME")], [("Karim", "NAME")]) for line in lines)


def test_drug_names_are_capitalised_and_not_known_names():
    from deid.lexicon.name_likelihood import name_evidence

    drugs = drug_names(3, n=200)
    assert len(drugs) == 200 and drugs == drug_names(3, n=200)
    assert all(d[0].isupper() and d.isalpha() and name_evidence().name_zipf(d) < 1.5 for d in drugs)


def test_hard_negatives_are_inserted_between_lines_without_spans_and_names_stay_exact():
    note = GoldNote("Patient: Jan Peeters\nGeboren 12/03/1950\nDr. Els Maes", (
        (9, 20, "NAME"), (29, 39, "BIRTHDATE"), (44, 52, "NAME")))
    out = with_hard_negatives([note] * 5, "nl", seed=7, lines_per_note=(2, 3))
    assert out == with_hard_negatives([note] * 5, "nl", seed=7, lines_per_note=(2, 3))
    for variant in out:
        assert spans_text(variant) == spans_text(note)  # the same gold, only more lines
        assert 5 <= variant.text.count("\n") + 1 <= 6
        original = set(note.text.split("\n"))
        assert any(line not in original for line in variant.text.split("\n"))
    with pytest.raises(ValueError):
        with_hard_negatives([note], "pt", seed=7)


def test_extra_training_files_train_but_never_tune_nor_report(tmp_path):
    train = write_toy_jsonl(tmp_path / "train.jsonl", 30, seed=1)
    dev = write_toy_jsonl(tmp_path / "dev.jsonl", 10, seed=2)
    extra = write_toy_jsonl(tmp_path / "extra.jsonl", 25, seed=3)
    main(["--locale", "nl_BE", "--train", str(train), "--dev", str(dev), "--train-extra", str(extra),
          "--output", str(tmp_path / "m"), "--max-steps", "5", "--config-override", *TINY])
    metrics = json.loads((tmp_path / "m" / "metrics.json").read_text())
    assert metrics["notes"] == {"train": 27 + 25, "tune": 3, "report": 10}
    assert metrics["train_extra_files"] == ["extra.jsonl"]


def test_words_a_corpus_never_annotated_for_our_labels_carry_no_gold():
    import spacy
    from spacy.training import Example

    from deid.models.ner.corpus import AlignmentStats, to_doc
    from deid.models.ner.real_corpora import mark_unannotated

    note = mark_unannotated(GoldNote("Am 12. Mai 1921 sah Hans Huber in Wien 3 Katzen .", (
        (20, 30, "NAME"), (34, 38, "LOCATION"))))
    assert [note.text[s:e] for s, e, label in note.spans if label == "UNANNOTATED"] == ["12.", "1921", "3"]
    nlp = spacy.blank("de")
    stats = AlignmentStats()
    doc = to_doc(nlp, note, stats)
    assert stats.spans == 2 and [e.text for e in doc.ents] == ["Hans Huber", "Wien"]
    tags = Example(nlp.make_doc(note.text), doc).get_aligned_ner()
    assert [t for tok, t in zip(doc, tags) if any(c.isdigit() for c in tok.text)] == [None, None, None]
    assert tags[doc[0].i] == "O" and tags[doc[-1].i] == "O"  # the other words are outside


def test_the_build_adds_real_passages_as_training_only_files(tmp_path):
    from deid.models.ner.build_defaults import extra_training_files
    from deid.models.ner.corpus import read_gold_jsonl

    folder = tmp_path / "data" / "europeana_newspapers"
    folder.mkdir(parents=True)
    note = page(80)
    spans = [{"start": s, "end": e, "label": lab} for s, e, lab in note.spans]
    (folder / "nl.jsonl").write_text(json.dumps({"text": note.text, "spans": spans}) + "\n", encoding="utf-8")
    files = extra_training_files("nl", tmp_path, real_passages=4, hard_negative_notes=0, real_root=tmp_path / "data")
    assert [f.name for f in files] == ["real_nl.jsonl"]
    passages_read = read_gold_jsonl([str(files[0])])
    assert len(passages_read) == 4 and all(label == "NAME" for p in passages_read for _, _, label in p.spans)
    assert extra_training_files("it", tmp_path, real_passages=4, hard_negative_notes=0,
                                real_root=tmp_path / "data") == []
