"""The generative fallback's plumbing, with a tiny random RoBERTa built here (no download)."""
import random
import re

import pytest

from deid.keys import SurrogateKey
from deid.records import AnnotatedNote, Note
from deid.replace import apply_replacements
from deid.spans import Span
from deid.surrogates import COMMENT_GENERATIVE, SurrogateConfig, Surrogates
from deid.surrogates.fallback import admissible, best_scored, pick

KEY = SurrogateKey(b"test key for surrogates, 32 bytes", "file")
SENTENCES = [
    "Hij werkt als Bakker in Gent.", "Zij werkt als Verpleegkundige in Brugge.",
    "Hij werkt als Leraar bij Agfa.", "Zij werkt als Kapper bij Colruyt.",
    "Opgenomen in Ziekenhuis Oost.", "Werkt bij Bakkerij Peeters.",
]


@pytest.mark.parametrize("candidate, original, ok", [
    ("Leraar", "Bakker", True), ("bakker", "Bakker", False), ("Bakkerij", "Bakker", False),
    ("leraar", "Bakker", False), ("##er", "Bakker", False), ("12", "Bakker", False), ("Agfa NV", "Agfa", False),
])
def test_candidates_are_filtered_by_shape_and_overlap(candidate, original, ok):
    assert admissible(candidate, original) is ok


def test_pick_is_deterministic_and_none_when_nothing_fits():
    assert pick(["Bakker", "Leraar", "Kapper"], "Bakker", random.Random(1)) == pick(["Bakker", "Leraar", "Kapper"], "Bakker", random.Random(1))
    assert pick(["Bakker", "bakker"], "Bakker", random.Random(1)) is None


def _build_tiny_mlm(path, positions: int) -> str:
    """A random 1-layer RoBERTa over the words of SENTENCES, with ``positions`` positions."""
    torch = pytest.importorskip("torch")
    from tokenizers import Tokenizer, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast, RobertaConfig, RobertaForMaskedLM

    tokenizer = Tokenizer(models.WordLevel(unk_token="<unk>"))
    tokenizer.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    specials = ["<s>", "<pad>", "</s>", "<unk>", "<mask>"]
    tokenizer.train_from_iterator(SENTENCES, trainers.WordLevelTrainer(special_tokens=specials))
    fast = PreTrainedTokenizerFast(tokenizer_object=tokenizer, bos_token="<s>", eos_token="</s>",
                                   unk_token="<unk>", pad_token="<pad>", mask_token="<mask>")
    fast.save_pretrained(path)
    torch.manual_seed(0)
    config = RobertaConfig(vocab_size=fast.vocab_size, hidden_size=16, num_hidden_layers=1, num_attention_heads=2,
                           intermediate_size=32, max_position_embeddings=positions, pad_token_id=fast.pad_token_id)
    RobertaForMaskedLM(config).save_pretrained(path)
    return str(path)


@pytest.fixture(scope="module")
def tiny_mlm(tmp_path_factory):
    return _build_tiny_mlm(tmp_path_factory.mktemp("tiny_mlm"), 300)


def test_masked_lm_fallback_fills_in_and_sets_the_comment(tiny_mlm):
    config = SurrogateConfig(generative_model_path=tiny_mlm, generative_top_k=50)
    surrogates = Surrogates(config, KEY)
    text = "Zij werkt als Bakker in Gent."
    span = Span(14, 20, "PROFESSION", "ner")
    note = Note("n", "P1", text, "nl_BE")
    outs = []
    for _ in range(2):
        renderer = surrogates.renderer(AnnotatedNote(note, (), (span,)))
        out, _, (replacement,) = apply_replacements(text, [span], renderer)
        outs.append(out)
        assert renderer.comments == {COMMENT_GENERATIVE}
        assert admissible(replacement, "Bakker")
    assert outs[0] == outs[1]


def test_fallback_is_off_by_default():
    assert Surrogates(SurrogateConfig(), KEY).fallback is None


def test_in_a_beam_job_the_fallback_model_loads_through_the_model_seam(tiny_mlm):
    import apache_beam as beam
    from apache_beam.testing.test_pipeline import TestPipeline
    from apache_beam.testing.util import assert_that, equal_to

    from deid.transforms.deidentify.fallback_model import FallbackModelHandler
    from deid.transforms.deidentify.replace_identifiers import ReplaceConfig, ReplaceIdentifiers

    assert isinstance(FallbackModelHandler(tiny_mlm, 50).load_model().propose(
        "Zij werkt als ", "Bakker", " in Gent.", "PROFESSION", random.Random(0)), (str, type(None)))
    config = ReplaceConfig(key=KEY, surrogates=SurrogateConfig(generative_model_path=tiny_mlm, generative_top_k=50))
    text = "Zij werkt als Bakker in Gent."
    note = AnnotatedNote(Note("n", "P1", text, "nl_BE"), (), (Span(14, 20, "PROFESSION", "ner"),))
    with TestPipeline(runner="DirectRunner") as p:
        rows = (p | beam.Create([note]) | ReplaceIdentifiers(config)).rows
        assert_that(rows | beam.Map(lambda row: (row["comment"], "Bakker" in row["text"])),
                    equal_to([(COMMENT_GENERATIVE, False)]))


# --- cloze among drawn candidates: names and places ------------------------------------------------

def test_the_best_scored_candidate_wins_ties_go_to_the_first_in_text_order_and_unscored_ones_never():
    assert best_scored(["Peeters", "Vermeiren", "Dewitte"], [-3.0, -1.5, -2.0]) == "Vermeiren"
    # Scores equal to the fourth decimal are a tie: a last-bit difference between machines must
    # not change the choice.
    assert best_scored(["Wouters", "Maes"], [-1.00001, -1.00002]) == "Maes"
    assert best_scored(["Peeters"], [float("-inf")]) is None
    assert best_scored([], []) is None


def test_a_candidates_cloze_score_is_the_mean_log_probability_of_its_tokens_masked_together(tiny_mlm):
    import torch

    from deid.surrogates.fallback import MaskedLMFallback

    fallback = MaskedLMFallback(tiny_mlm).load()
    tok, model = fallback._tokenizer, fallback._model
    left, right = "Zij werkt als ", " in Gent."
    one_word, two_words = fallback.scores(left, right, ["Kapper", "Kapper Leraar"])
    ids = [tok.bos_token_id] + tok(left + "<mask> <mask>" + right, add_special_tokens=False)["input_ids"] + [
        tok.eos_token_id]
    with torch.no_grad():
        logprobs = torch.log_softmax(model(input_ids=torch.tensor([ids])).logits[0], -1)
    masks = [i for i, t in enumerate(ids) if t == tok.mask_token_id]
    expected = (float(logprobs[masks[0], tok.convert_tokens_to_ids("Kapper")])
                + float(logprobs[masks[1], tok.convert_tokens_to_ids("Leraar")])) / 2
    assert two_words == pytest.approx(expected, abs=1e-5)
    assert one_word != two_words


def _cloze_surrogates(tiny_mlm, labels):
    config = SurrogateConfig(generative_model_path=tiny_mlm, generative_labels=labels, generative_candidates=8)
    return Surrogates(config, KEY)


def test_a_name_is_filled_by_the_models_pick_among_names_drawn_in_its_shape(tiny_mlm):
    text = "Opgenomen door dr. J. Peeters in Gent."
    span = Span(text.index("J."), text.index(" in"), "NAME", "ner")
    note = AnnotatedNote(Note("n", "P1", text, "nl_BE"), (), (span,))
    outs = []
    for _ in range(2):
        surrogates = _cloze_surrogates(tiny_mlm, ("NAME",))
        renderer = surrogates.renderer(note)
        candidates = renderer._name_candidates("J. Peeters", None, "", 8)
        out, _, (replacement,) = apply_replacements(text, [span], renderer)
        outs.append(out)
        assert len(candidates) > 1
        # The drawn names keep the mention's shape: an initial, a full stop, a capitalised surname.
        assert all(re.fullmatch(r"[A-Z]\. [A-Z][\w' -]+", c) for c in candidates), candidates
        assert not any("Peeters" in c for c in candidates)
        scores = surrogates.fallback.scores(text[:span.start], text[span.end:], candidates)
        assert replacement == best_scored(candidates, scores)
        assert renderer.comments == {COMMENT_GENERATIVE}
    assert outs[0] == outs[1]


def test_a_registry_persons_name_is_filled_with_names_of_the_registered_gender(tiny_mlm):
    from deid.lexicon.pools import people
    from deid.records import Person

    person = Person("P1", role="patient", first_name="Griet", last_name="Peeters", gender="F")
    text = "Mevrouw Griet Peeters werd opgenomen."
    span = Span(8, 21, "NAME", "registry", ref=f"{person.key}:full_name")
    note = AnnotatedNote(Note("n", "P1", text, "nl_BE"), (person,), (span,))
    renderer = _cloze_surrogates(tiny_mlm, ("NAME",)).renderer(note)
    candidates = renderer._name_candidates("Griet Peeters", person, "full_name", 8)
    assert candidates and all(people.first_name_gender(c.split()[0]) in ("F", "") for c in candidates)
    out, _, _ = apply_replacements(text, [span], renderer)
    assert "Griet" not in out and "Peeters" not in out


def test_a_place_is_filled_with_a_drawn_town_and_bare_initials_stay_with_the_rules(tiny_mlm):
    text = "Woont in Gent, gezien door AV."
    spans = [Span(9, 13, "LOCATION", "pattern"), Span(27, 29, "NAME", "pattern")]
    note = AnnotatedNote(Note("n", "P1", text, "nl_BE"), (), tuple(spans))
    renderer = _cloze_surrogates(tiny_mlm, ("NAME", "LOCATION")).renderer(note)
    out, _, (town, initials) = apply_replacements(text, spans, renderer)
    assert town != "Gent" and town[:1].isupper() and "Gent" not in out
    assert re.fullmatch(r"[A-Z]{2}", initials) and initials != "AV"


def test_the_number_of_candidates_is_checked():
    from deid.surrogates.config import SurrogateConfigError

    with pytest.raises(SurrogateConfigError, match="generative_candidates"):
        SurrogateConfig(generative_candidates=0)


def test_a_context_longer_than_the_models_positions_is_cut_around_the_span(tmp_path):
    from deid.surrogates.fallback import MaskedLMFallback

    # 34 positions (32 tokens and RoBERTa's padding offset), and a context of 128 words each side.
    fallback = MaskedLMFallback(_build_tiny_mlm(tmp_path, 34)).load()
    left, right = "Gent " * 128 + "werkt als ", " in Gent." + " Gent" * 128
    assert fallback.max_tokens == 32
    assert len(fallback.candidates(left, right)) == fallback._model.config.vocab_size  # all 25 words, ranked
    scores = fallback.scores(left, right, ["Kapper", "Leraar Kapper"])
    assert all(score > float("-inf") for score in scores)
