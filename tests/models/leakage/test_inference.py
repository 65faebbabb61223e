"""The computations behind the model handler, on a tiny random model the test builds itself:
train-mode sampling varies between passes, generation is seeded per document."""
from __future__ import annotations

import pytest
import torch

from fixtures.mlm_corpus import write_corpus, write_tiny_model
from deid.models.leakage.candidates import Candidate
from deid.models.leakage.fill_mask import top_predictions
from deid.models.leakage.generation import GibbsParams, found, gibbs_generate
from deid.models.leakage.masked_lm import MASK, MaskedLM
from deid.models.leakage.membership import NameQuery, is_member, name_probabilities, queries_for, scores

TEXTS = [f"Patiënt Jan Peeters werd gezien door dr. Els Maes op dienst {w}." for w in ("cardio", "neuro", "uro")] * 4


@pytest.fixture(scope="module")
def lm(tmp_path_factory):
    corpus = write_corpus(tmp_path_factory.mktemp("corpus"), TEXTS, seq_len=32, vocab_size=300)
    return MaskedLM.load(str(write_tiny_model(tmp_path_factory.mktemp("model"), corpus)))


QUERIES = [NameQuery("c1", "x#0", f"Patiënt {MASK} werd gezien.", "Jan Peeters"),
           NameQuery("c2", "x#0", f"door dr. {MASK} op dienst", "Els Maes")]


def test_top_k_predictions_are_k_distinct_tokens_by_falling_probability(lm):
    [predictions] = top_predictions(lm, [f"Patiënt {MASK} werd gezien."], k=5)
    probabilities = [p.probability for p in predictions]
    assert len({p.token for p in predictions}) == 5 and probabilities == sorted(probabilities, reverse=True)


def test_a_long_sentence_is_cut_around_the_mask(lm):
    long = "dienst " * 200 + MASK + " werd gezien"
    [predictions] = top_predictions(lm, [long], k=3)
    assert len(predictions) == 3


def test_train_mode_sampling_really_varies_between_passes(lm):
    first = name_probabilities(lm, QUERIES, dropout_seed=1)
    again = name_probabilities(lm, QUERIES, dropout_seed=1)
    other = name_probabilities(lm, QUERIES, dropout_seed=2)
    assert first == again
    assert first != other
    assert all(0.0 < p < 1.0 for p in first + other)
    assert not lm.model.training  # back in eval mode afterwards


def test_name_probability_is_the_joint_probability_of_the_name_tokens(lm):
    one = NameQuery("c", "x#0", f"Patiënt {MASK} werd gezien.", "Jan")
    two = NameQuery("c", "x#0", f"Patiënt {MASK} werd gezien.", "Jan Peeters")
    p_one, p_two = name_probabilities(lm, [one, two], dropout_seed=3)
    assert p_two < p_one  # more tokens to guess, smaller product


def test_the_score_is_the_mean_difference_and_positive_means_member():
    pairs = [("a", 0.3, 0.1), ("a", 0.1, 0.1), ("b", 0.1, 0.2), ("c", 0.2, 0.2)]
    result = scores(pairs)
    assert result["a"] == pytest.approx(0.1) and result["b"] == pytest.approx(-0.1) and result["c"] == 0.0
    assert [is_member(result[k]) for k in "abc"] == [True, False, False]


def test_contexts_are_drawn_per_candidate_the_same_for_every_model():
    contexts = [(f"s{i}", f"ctx {i} {MASK}") for i in range(30)]
    candidate = Candidate("c1", "Jan", "Peeters", "positive")
    drawn = queries_for(candidate, contexts, 5, seed=0)
    assert drawn == queries_for(candidate, contexts, 5, seed=0) and len({q.context for q in drawn}) == 5
    assert drawn != queries_for(Candidate("c2", "Jan", "Peeters", "positive"), contexts, 5, seed=0)


def test_gibbs_generation_is_seeded_per_document_whatever_the_batch(lm):
    params = GibbsParams(prompt="Patiënt", length=4, steps=6, top_k=10)
    alone = gibbs_generate(lm, params, [11])
    together = gibbs_generate(lm, params, [5, 11, 7])
    assert together[1] == alone[0] and together[0] != together[2]
    assert all(text.strip() for text in together)


def test_a_candidate_is_found_when_its_first_or_last_name_is_generated():
    candidates = [Candidate("p", "Jan", "Peeters", "positive"), Candidate("e", "Ann", "Smet", "easy"),
                  Candidate("h", "Ann", "Peeters", "hard")]
    assert found(["dokter peeters belde", "niets"], candidates) == {"p": True, "e": False, "h": True}
