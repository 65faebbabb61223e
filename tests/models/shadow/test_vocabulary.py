"""A strategy's vocabulary as input ids (deid.models.shadow.vocabulary)."""
import numpy as np
import pytest

from deid.corpus.counts import WordStats
from deid.corpus.report import vocabulary_tsv
from deid.models.shadow.vocabulary import PAD_ID, UNK_ID, Vocabulary


def test_words_the_strategy_did_not_keep_map_to_unk():
    vocabulary = Vocabulary.from_words(["chest", "pain"])
    assert vocabulary.ids("chest pain radiating") == [2, 3, UNK_ID]


def test_a_note_is_split_into_words_as_the_corpus_counted_them():
    # Lower case, punctuation and every digit a word of its own (deid.corpus.words).
    vocabulary = Vocabulary.from_words(["pain", ",", "1", "2"])
    assert vocabulary.ids("PAIN, 12") == [2, 3, 4, 5]


def test_reads_the_vocabulary_file_deid_corpus_writes():
    stats = WordStats(count=9, capitalized=0, docs=3, sources=2)
    text = vocabulary_tsv([("pain", stats, 0.0, "kept"), ("fever", WordStats(4, 0, 2, 1), 0.0, "kept")])
    vocabulary = Vocabulary.from_tsv(text)
    assert vocabulary.words == ("pain", "fever")  # most frequent first, as the file lists them
    assert vocabulary.size == 2 and vocabulary.id_count == 4


def test_encode_truncates_pads_and_never_leaves_a_note_empty():
    vocabulary = Vocabulary.from_words(["a", "b"])
    ids = vocabulary.encode(["a b a b a", "b", ""], max_len=3)
    assert ids.dtype == np.int64
    assert ids.tolist() == [[2, 3, 2], [3, PAD_ID, PAD_ID], [UNK_ID, PAD_ID, PAD_ID]]


def test_an_empty_vocabulary_sees_only_unknown_words():
    assert Vocabulary.from_words([]).ids("any note at all") == [UNK_ID] * 4


@pytest.mark.parametrize("words, max_len", [(["a", "a"], 4), (["a"], 0)])
def test_rejects_duplicate_words_and_empty_width(words, max_len):
    with pytest.raises(ValueError):
        Vocabulary.from_words(words).encode(["a"], max_len)
