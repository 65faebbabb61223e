"""The tokenizer: built from the chosen words, and no scrubbed word is ever one token."""
from __future__ import annotations

from deid.corpus.tokenizer import (
    SPECIAL_TOKENS, assemble_vocabulary, build_tokenizer, candidate_pieces, save_pretrained, single_token_words,
)

WORDS = ["januari", "janken", "hart", "harten", "hartfalen", "pijn", "pijnlijk"]
ALPHABET = "abcdefghijklmnopqrstuvwxyz"
SCRUBBED = {"jan", "jansen", "pijnl"}


def _tokenizer(blocked):
    return build_tokenizer(assemble_vocabulary(WORDS, ALPHABET, 50, blocked))


def test_candidate_pieces_by_hand():
    pieces = candidate_pieces(["hart", "harten"])
    # prefixes (proper): ha, har (twice: in both), hart (only a proper prefix of harten)
    assert pieces == ["##ar", "##art", "##rt", "ha", "har"]


def test_vocabulary_layout():
    tokens = assemble_vocabulary(WORDS, ALPHABET, 5, lambda piece: False)
    assert tuple(tokens[:5]) == SPECIAL_TOKENS
    assert tokens[5:5 + len(WORDS)] == WORDS
    assert "a" in tokens and "##a" in tokens
    assert len(tokens) == 5 + len(WORDS) + 2 * len(ALPHABET) + 5


def test_without_the_block_a_name_would_be_one_token():
    # The shared prefix "jan" of januari and janken is a good piece: exactly what must not happen.
    assert single_token_words(_tokenizer(lambda piece: False), SCRUBBED) == ["jan"]


def test_no_scrubbed_word_is_one_token_in_any_case():
    tokenizer = _tokenizer(lambda piece: piece in SCRUBBED)
    assert single_token_words(tokenizer, sorted(SCRUBBED)) == []
    assert tokenizer.encode("Jan Jansen JAN", add_special_tokens=False).tokens[:2] == ["ja", "##n"]
    assert single_token_words(tokenizer, WORDS) == WORDS  # kept words stay whole


def test_a_kept_word_is_not_removed_by_the_block():
    tokenizer = _tokenizer(lambda piece: piece in {"hart"})
    assert tokenizer.encode("hart", add_special_tokens=False).tokens == ["hart"]


def test_loads_offline_with_transformers(tmp_path):
    from transformers import AutoTokenizer

    sha = save_pretrained(_tokenizer(lambda piece: False), str(tmp_path), 16)
    loaded = AutoTokenizer.from_pretrained(str(tmp_path))
    assert len(sha) == 64
    assert [loaded.bos_token_id, loaded.pad_token_id, loaded.eos_token_id, loaded.unk_token_id,
            loaded.mask_token_id] == [0, 1, 2, 3, 4]
    encoded = loaded("Hart pijn")["input_ids"]
    assert encoded == [0, 5 + WORDS.index("hart"), 5 + WORDS.index("pijn"), 2]
