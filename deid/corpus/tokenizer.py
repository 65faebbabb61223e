"""The subword tokenizer: WordPiece over the selected, scrubbed vocabulary.

Its vocabulary is built, not trained, so that it holds exactly what we chose:

1. the special tokens of a RoBERTa-style masked LM, ids 0-4:
   ``<s>`` 0, ``<pad>`` 1, ``</s>`` 2, ``<unk>`` 3, ``<mask>`` 4;
2. the selected, scrubbed words, most frequent first (whole-word tokens);
3. the alphabet: every character of the corpus, as a word start and as a
   continuation (``##c``), so that any word can be spelled;
4. up to ``pieces`` subword pieces: the character n-grams (2 to 8
   characters) most shared between the vocabulary's words, as word starts
   (proper prefixes) and continuations; ranked by the number of vocabulary
   words holding them, ties by the piece itself. Pieces come from the
   vocabulary's words only, never from the names that were removed, and a
   piece that equals a registry name word is dropped.

WordPiece splits a word greedily into the longest pieces it knows, and a
word is one token only if the word itself is in the vocabulary. Since no
removed word is (``blocked`` is checked on every entry but the kept words),
no scrubbed word can come out as a single token, in any case or spelling
that normalizes to it. ``tokenizers``' own trainers are not used: their
output varies from run to run, and ours must not.
"""
from __future__ import annotations

import hashlib
import json
import os
from collections import Counter
from typing import Callable, Dict, Iterable, List, Sequence

from tokenizers import Tokenizer, decoders, models, processors

from deid.corpus.words import build_normalizer, build_pre_tokenizer

SPECIAL_TOKENS = ("<s>", "<pad>", "</s>", "<unk>", "<mask>")
BOS, PAD, EOS, UNK, MASK = SPECIAL_TOKENS
CONTINUATION = "##"
MAX_PIECE = 8
MAX_WORD_CHARS = 100


def special_token_ids() -> Dict[str, int]:
    return {token: i for i, token in enumerate(SPECIAL_TOKENS)}


def candidate_pieces(vocabulary: Iterable[str], max_piece: int = MAX_PIECE) -> List[str]:
    """Character n-grams shared by the vocabulary's words, best first (see the module docstring)."""
    counts: Counter = Counter()
    for word in vocabulary:
        n = len(word)
        seen = set()
        for length in range(2, min(max_piece, n - 1) + 1):
            seen.add(word[:length])
        for start in range(1, n - 1):
            for length in range(2, min(max_piece, n - start) + 1):
                seen.add(CONTINUATION + word[start:start + length])
        counts.update(seen)
    return [piece for piece, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])) if n >= 2]


def core(token: str) -> str:
    return token[len(CONTINUATION):] if token.startswith(CONTINUATION) else token


def assemble_vocabulary(words: Sequence[str], alphabet: Iterable[str], pieces: int,
                        blocked: Callable[[str], bool]) -> List[str]:
    """The tokenizer's tokens in id order. ``words`` are kept words, most frequent first."""
    tokens: Dict[str, None] = dict.fromkeys(SPECIAL_TOKENS)
    kept = set(words)
    for word in words:
        tokens.setdefault(word, None)
    chars = sorted(set(alphabet))
    for char in chars:
        tokens.setdefault(char, None)
    for char in chars:
        tokens.setdefault(CONTINUATION + char, None)
    added = 0
    for piece in candidate_pieces(words):
        if added >= pieces:
            break
        if piece in tokens or blocked(core(piece)):
            continue
        tokens[piece] = None
        added += 1
    offending = [t for t in tokens if t not in SPECIAL_TOKENS and t not in kept and len(core(t)) > 1 and blocked(core(t))]
    if offending:  # cannot happen by construction; a guard, never a silent leak
        raise RuntimeError(f"{len(offending)} tokenizer entries equal a scrubbed name")
    return list(tokens)


def build_tokenizer(tokens: Sequence[str]) -> Tokenizer:
    vocab = {token: i for i, token in enumerate(tokens)}
    tokenizer = Tokenizer(models.WordPiece(vocab, unk_token=UNK, max_input_chars_per_word=MAX_WORD_CHARS,
                                           continuing_subword_prefix=CONTINUATION))
    tokenizer.normalizer = build_normalizer()
    tokenizer.pre_tokenizer = build_pre_tokenizer()
    ids = special_token_ids()
    tokenizer.post_processor = processors.TemplateProcessing(
        single=f"{BOS} $A {EOS}", pair=f"{BOS} $A {EOS} {EOS} $B {EOS}",
        special_tokens=[(BOS, ids[BOS]), (EOS, ids[EOS])])
    tokenizer.decoder = decoders.WordPiece(prefix=CONTINUATION)
    tokenizer.add_special_tokens(list(SPECIAL_TOKENS))
    return tokenizer


def save_pretrained(tokenizer: Tokenizer, directory: str, model_max_length: int) -> str:
    """Write tokenizer.json, tokenizer_config.json and special_tokens_map.json; return tokenizer.json's sha256.

    ``transformers.AutoTokenizer.from_pretrained(directory)`` loads it offline as a fast tokenizer.
    """
    os.makedirs(directory, exist_ok=True)
    data = tokenizer.to_str(pretty=True).encode("utf-8")
    with open(os.path.join(directory, "tokenizer.json"), "wb") as handle:
        handle.write(data)
    special = {"bos_token": BOS, "eos_token": EOS, "sep_token": EOS, "cls_token": BOS,
               "unk_token": UNK, "pad_token": PAD, "mask_token": MASK}
    config = dict(special, tokenizer_class="PreTrainedTokenizerFast", model_max_length=model_max_length,
                  do_lower_case=True, clean_up_tokenization_spaces=False)
    for name, content in (("tokenizer_config.json", config), ("special_tokens_map.json", special)):
        with open(os.path.join(directory, name), "w", encoding="utf-8") as handle:
            json.dump(content, handle, indent=2, sort_keys=True)
            handle.write("\n")
    return hashlib.sha256(data).hexdigest()


def single_token_words(tokenizer: Tokenizer, candidates: Iterable[str]) -> List[str]:
    """The candidates that the tokenizer encodes as exactly one token (the property scrubbing must deny)."""
    out = []
    for word in candidates:
        for form in {word, word.capitalize(), word.upper()}:
            ids = tokenizer.encode(form, add_special_tokens=False).ids
            if len(ids) == 1 and ids[0] != SPECIAL_TOKENS.index(UNK):
                out.append(word)
                break
    return out
