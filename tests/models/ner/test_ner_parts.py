"""deid.models.ner: BILUO decoding, tokenizer boundaries, gold conversion, scoring."""
import pytest
import spacy

from deid.nlp.architectures import decode_biluo
import json

from deid.models.ner.corpus import GoldNote, kinship_name_spans, note_variants, read_gold_jsonl, split_notes, to_docs
from deid.models.ner.evaluate import score_spans


@pytest.mark.parametrize("tags, expected", [
    (["O", "B-NAME", "L-NAME", "U-DATE"], [(1, 3, "NAME"), (3, 4, "DATE")]),
    (["B-NAME", "I-NAME", "I-NAME", "L-NAME"], [(0, 4, "NAME")]),
    (["I-NAME", "L-NAME", "O"], [(0, 2, "NAME")]),  # no B: repaired
    (["B-NAME", "O", "B-ID"], [(0, 1, "NAME"), (2, 3, "ID")]),  # unclosed entities close
    (["B-NAME", "L-ID"], [(0, 1, "NAME"), (1, 2, "ID")]),  # label change splits
    (["B-NAME", "I-NAME"], [(0, 2, "NAME")]),  # BIO, open at the end
    ([], []),
])
def test_decode_biluo_is_lenient(tags, expected):
    assert decode_biluo(tags) == expected


def our_tokenizer(lang="es", version="v1"):
    import deid.nlp.architectures  # noqa: F401
    return spacy.blank(lang, config={"nlp": {"tokenizer": {"@tokenizers": f"deid.Tokenizer.{version}"}}})


@pytest.mark.parametrize("text, tokens", [
    ("Ingreso:11/05/2018.", ["Ingreso:", "11/05/2018", "."]),
    ("nhc-150679", ["nhc", "-", "150679"]),
    ("08005-Barcelona", ["08005", "-", "Barcelona"]),
    ("Calle Mayor 2, 11A.", ["Calle", "Mayor", "2", ",", "11A", "."]),
    ("en 2014.El", ["en", "2014", ".", "El"]),
])
def test_tokenizer_splits_values_from_field_names(text, tokens):
    assert [t.text for t in our_tokenizer()(text)] == tokens


@pytest.mark.parametrize("text, tokens", [
    ("Avda. Carlos Haya, s/n. 29010", ["Avda.", "Carlos", "Haya", ",", "s/n", ".", "29010"]),
    ("Begoña IzaNºCol: 28 28", ["Begoña", "Iza", "NºCol", ":", "28", "28"]),
    ("nhc/976421", ["nhc", "/", "976421"]),
    ("Pontevedra,2", ["Pontevedra", ",", "2"]),
    ("E-mail:ana@terra.es", ["E-mail:", "ana@terra.es"]),
    ("DR.Francisco", ["DR", ".", "Francisco"]),
    ("Tfno.+34 945007000", ["Tfno.", "+34", "945007000"]),
    # what v2 must leave whole: decimals, abbreviations, addresses of the web
    ("0,5 mg p.ej. www.hospital.es ana.garcia@gmail.com", ["0,5", "mg", "p.ej.", "www.hospital.es",
                                                        "ana.garcia@gmail.com"]),
])
def test_tokenizer_v2_splits_fields_glued_to_their_neighbours(text, tokens):
    assert [t.text for t in our_tokenizer(version="v2")(text)] == tokens


def test_tokenizer_v1_is_unchanged_for_the_pipelines_trained_with_it():
    assert [t.text for t in our_tokenizer(version="v1")("Haya, s/n. IzaNºCol")] == [
        "Haya", ",", "s", "/", "n.", "IzaNºCol"]


def test_tokenizer_survives_a_save_and_load(tmp_path):
    nlp = our_tokenizer("nl")
    nlp.to_disk(tmp_path / "m")
    loaded = spacy.load(tmp_path / "m")
    assert [t.text for t in loaded("nhc-150679")] == ["nhc", "-", "150679"]


def test_gold_conversion_counts_misaligned_and_overlapping_spans():
    nlp = spacy.blank("en")
    note = GoldNote("Dr Annabel Lee, 12 May", ((3, 10, "NAME"), (4, 9, "NAME"), (16, 22, "DATE"), (3, 8, "NAME")))
    docs, stats = to_docs(nlp, [note], with_tags=True)
    assert [(e.text, e.label_) for e in docs[0].ents] == [("Annabel", "NAME"), ("12 May", "DATE")]
    assert stats.spans == 4 and stats.misaligned == 2 and stats.overlapping == 2
    assert [t.tag_ for t in docs[0]] == ["O", "U-NAME", "O", "O", "B-DATE", "L-DATE"]


@pytest.mark.parametrize("text, mention, names", [
    ("Acude con su madre.", "madre", []),
    ("Antecedentes:\nTío materno de 37 años con epilepsia.", "Tío materno de 37 años", []),  # line start
    ("Su hermana mayor Maite no es portadora.", "hermana mayor Maite", ["Maite"]),
    ("Lo acompañan sus padres Ana Vidal Sotillo y Nicolás Garrido.", "padres Ana Vidal Sotillo y Nicolás Garrido",
     ["Ana Vidal Sotillo", "Nicolás Garrido"]),
    ("Según su madre (María), el dolor empezó ayer.", "María", ["María"]),
])
def test_a_mention_of_a_relative_keeps_only_its_names(text, mention, names):
    start = text.index(mention)
    spans = kinship_name_spans(text, start, start + len(mention))
    assert [text[a:b] for a, b in spans] == names


def test_meddocan_relatives_are_read_as_names_only_and_other_labels_are_dropped(tmp_path):
    text = "Vino con su madre Carmen y su hijo. Sexo: varón."
    spans = [
        {"start": 12, "end": 24, "label": "NAME", "source_label": "FAMILIARES_SUJETO_ASISTENCIA"},
        {"start": 30, "end": 34, "label": "NAME", "source_label": "FAMILIARES_SUJETO_ASISTENCIA"},
        {"start": 42, "end": 47, "label": "OTHER", "source_label": "SEXO_SUJETO_ASISTENCIA"},
        {"start": 0, "end": 4, "label": "NAME"},  # no source label (our own gold): kept as it is
    ]
    path = tmp_path / "gold.jsonl"
    path.write_text(json.dumps({"text": text, "spans": spans}) + "\n", encoding="utf-8")
    (note,) = read_gold_jsonl([str(path)])
    assert [(text[s:e], label) for s, e, label in note.spans] == [("Vino", "NAME"), ("Carmen", "NAME")]


def test_split_notes_is_seeded_and_disjoint():
    notes = [GoldNote(str(i), ()) for i in range(20)]
    rest, held = split_notes(notes, 0.25, seed=5)
    assert len(held) == 5 and len(rest) == 15 and not set(rest) & set(held)
    assert split_notes(notes, 0.25, seed=5) == (rest, held)
    assert split_notes(notes, 0.25, seed=6) != (rest, held)


def test_scores_are_exact_match_per_label():
    gold = [[(0, 4, "NAME"), (10, 14, "DATE")], [(0, 2, "ID")]]
    predicted = [[(0, 4, "NAME"), (10, 13, "DATE")], [(0, 2, "ID"), (5, 6, "NAME")]]
    scores = score_spans(gold, predicted)
    assert scores["per_label"]["NAME"] == {"precision": 0.5, "recall": 1.0, "f1": 0.6667, "support": 1, "predicted": 2}
    assert scores["per_label"]["DATE"]["recall"] == 0.0
    assert scores["overall"]["precision"] == 0.5 and scores["overall"]["recall"] == 0.6667


def test_note_variants_keep_exact_gold_and_are_seeded():
    from deid.models.ner.toy import toy_notes

    notes = toy_notes(60, seed=4)
    variants = note_variants(notes, seed=1, fraction=1.0, name_case=0.5, name_swap=0.5, layout=0.5,
                             drop_header=0.5, other_case=0.5, mixed=0.2)
    assert variants == note_variants(notes, seed=1, fraction=1.0, name_case=0.5, name_swap=0.5, layout=0.5,
                                     drop_header=0.5, other_case=0.5, mixed=0.2)
    assert variants != note_variants(notes, seed=2, fraction=1.0, mixed=0.2)
    assert len(variants) == 60 + 12
    texts = {n.text for n in notes}
    assert sum(v.text not in texts for v in variants) > 40  # most variants differ from their note
    for variant in variants:
        for start, end, label in variant.spans:
            value = variant.text[start:end]
            assert value == value.strip() and value  # spans still cover their value exactly
            if label == "DATE":
                assert value[0].isdigit()
        assert list(variant.spans) == sorted(variant.spans)
    labels = lambda ns: sorted(l for n in ns for _, _, l in n.spans)  # noqa: E731
    assert set(labels(variants)) == set(labels(notes))
    assert note_variants(notes, seed=1, fraction=0.0, mixed=0.0) == []


def test_span_scores_ignore_labels_and_merge_across_punctuation_only():
    from deid.models.ner.evaluate import merge_adjacent, span_scores

    text = "CP: 28035 Madrid. Dr. Ana Ruiz y Luis"
    gold = [[(4, 9, "LOCATION"), (10, 16, "LOCATION"), (22, 30, "NAME"), (33, 37, "NAME")]]
    predicted = [[(4, 16, "ADDRESS"), (22, 30, "NAME"), (33, 37, "NAME")]]
    assert merge_adjacent(gold[0], text) == [(4, 16), (22, 30), (33, 37)]  # "y" is a letter: no merge
    scores = span_scores(gold, predicted, [text])
    assert scores["strict"]["precision"] == 0.6667 and scores["strict"]["recall"] == 0.5
    assert scores["merged"]["f1"] == 1.0


@pytest.mark.parametrize("given, locales", [
    ("nl", ["nl_BE", "nl_NL"]), ("de", ["de_DE", "de_LU"]), ("fr", ["fr_BE", "fr_FR"]), ("es", ["es_ES"]),
    ("nl_NL", ["nl_NL"]),  # a locale: that locale only
])
def test_a_language_model_trains_on_every_locale_of_the_language(given, locales):
    from deid.models.ner.corpus import synthetic_locales

    assert synthetic_locales(given) == locales
    with pytest.raises(ValueError):
        synthetic_locales("pt")
