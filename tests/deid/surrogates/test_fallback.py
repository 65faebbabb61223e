"""The generative fallback's plumbing, with a tiny random RoBERTa built here (no download)."""
import random

import pytest

from deid.keys import SurrogateKey
from deid.records import AnnotatedNote, Note
from deid.replace import apply_replacements
from deid.spans import Span
from deid.surrogates import COMMENT_GENERATIVE, SurrogateConfig, Surrogates
from deid.surrogates.fallback import admissible, pick

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


@pytest.fixture(scope="module")
def tiny_mlm(tmp_path_factory):
    torch = pytest.importorskip("torch")
    from tokenizers import Tokenizer, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast, RobertaConfig, RobertaForMaskedLM

    path = tmp_path_factory.mktemp("tiny_mlm")
    tokenizer = Tokenizer(models.WordLevel(unk_token="<unk>"))
    tokenizer.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    specials = ["<s>", "<pad>", "</s>", "<unk>", "<mask>"]
    tokenizer.train_from_iterator(SENTENCES, trainers.WordLevelTrainer(special_tokens=specials))
    fast = PreTrainedTokenizerFast(tokenizer_object=tokenizer, bos_token="<s>", eos_token="</s>",
                                   unk_token="<unk>", pad_token="<pad>", mask_token="<mask>")
    fast.save_pretrained(path)
    torch.manual_seed(0)
    config = RobertaConfig(vocab_size=fast.vocab_size, hidden_size=16, num_hidden_layers=1, num_attention_heads=2,
                           intermediate_size=32, max_position_embeddings=300, pad_token_id=fast.pad_token_id)
    RobertaForMaskedLM(config).save_pretrained(path)
    return str(path)


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
