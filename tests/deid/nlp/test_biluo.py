"""deid.nlp.biluo: the tag set, and the constrained Viterbi decoding of tag scores."""
import itertools

import numpy as np
import pytest

from deid.nlp.biluo import biluo_tag_set, decode, tag_structure

TAGS = biluo_tag_set(["NAME", "DATE"])  # O, B/I/L/U-DATE, B/I/L/U-NAME
KINDS, ENTITIES, LABELS = tag_structure(TAGS)


def scores_for(tag_sequence, confidence=5.0):
    """Scores that favour ``tag_sequence`` token by token."""
    scores = np.zeros((len(tag_sequence), len(TAGS)), dtype=np.float32)
    for i, tag in enumerate(tag_sequence):
        scores[i, TAGS.index(tag)] = confidence
    return scores


def entities(scores):
    return [(int(s), int(e), LABELS[k]) for s, e, k in decode(scores, KINDS, ENTITIES, len(LABELS))]


def test_the_tag_set_lists_o_then_biluo_per_sorted_label():
    assert TAGS == ["O", "B-DATE", "I-DATE", "L-DATE", "U-DATE", "B-NAME", "I-NAME", "L-NAME", "U-NAME"]
    assert LABELS == ["DATE", "NAME"]


@pytest.mark.parametrize("tag", ["X-NAME", "B", "B-"])
def test_a_tag_that_is_not_biluo_is_refused(tag):
    with pytest.raises(ValueError):
        tag_structure(["O", tag])


def test_valid_sequences_decode_to_their_entities():
    sequence = ["O", "B-NAME", "I-NAME", "L-NAME", "U-DATE", "O", "U-NAME"]
    assert entities(scores_for(sequence)) == [(1, 4, "NAME"), (4, 5, "DATE"), (6, 7, "NAME")]


def test_a_hesitant_middle_token_does_not_break_a_name():
    # Token by token the best tags read "B-NAME O L-NAME": invalid. The best valid sequence
    # keeps the name whole, since the middle token's I-NAME score is close to its O score.
    scores = scores_for(["B-NAME", "O", "L-NAME"])
    scores[1, TAGS.index("I-NAME")] = 4.5
    assert entities(scores) == [(0, 3, "NAME")]


def test_an_entity_never_opens_inside_another_or_stays_open():
    scores = scores_for(["I-NAME", "B-DATE", "L-NAME", "B-NAME"])
    found = entities(scores)
    assert found and all(e > s for s, e, _ in found)
    assert all(a[1] <= b[0] for a, b in zip(found, found[1:]))  # no overlap, in order


def test_the_decoded_sequence_is_the_best_valid_one():
    # Exhaustive check on short random score tables: Viterbi finds the same score as a
    # brute-force search over all valid tag sequences.
    rng = np.random.default_rng(7)
    tags = biluo_tag_set(["A"])
    kinds, ents, labels = tag_structure(tags)

    def valid(sequence):
        previous = "O"
        for tag in sequence:
            opened = previous[0] in "BI"
            if opened != (tag[0] in "IL"):
                return False
            previous = tag
        return previous[0] not in "BI"

    for _ in range(30):
        scores = rng.normal(size=(4, len(tags))).astype(np.float32)
        best = max((seq for seq in itertools.product(tags, repeat=4) if valid(seq)),
                   key=lambda seq: sum(scores[i, tags.index(t)] for i, t in enumerate(seq)))
        expected = []
        for i, tag in enumerate(best):
            if tag[0] == "U":
                expected.append((i, i + 1, "A"))
            elif tag[0] == "B":
                start = i
            elif tag[0] == "L":
                expected.append((start, i + 1, "A"))
        assert [(int(s), int(e), labels[k]) for s, e, k in decode(scores, kinds, ents, 1)] == expected


def test_an_empty_document_has_no_entities():
    assert entities(np.zeros((0, len(TAGS)), dtype=np.float32)) == []


def test_scores_of_another_tag_set_are_refused():
    with pytest.raises(ValueError):
        decode(np.zeros((3, 4), dtype=np.float32), KINDS, ENTITIES, len(LABELS))
