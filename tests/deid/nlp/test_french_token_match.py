"""The factored French token match keeps whole exactly the words spaCy's own pattern keeps whole."""
import random
import re
import subprocess
import sys
from re import _constants as C
from re import _parser

import pytest

from deid.nlp.french_token_match import alternatives_and_patterns, factored_pattern, original_pattern


def _example(pattern: str, rng: random.Random) -> str:
    """A string the expression matches, built by walking its parse tree with random choices."""
    def walk(items) -> str:
        out = []
        for op, arg in items:
            if op is C.LITERAL:
                out.append(chr(arg))
            elif op is C.IN:
                choices = []
                for kind, value in arg:
                    if kind is C.LITERAL:
                        choices.append(chr(value))
                    elif kind is C.RANGE:
                        choices.append(chr(rng.randint(value[0], min(value[1], value[0] + 40))))
                out.append(rng.choice(choices) if choices else "a")
            elif op in (C.MAX_REPEAT, C.MIN_REPEAT):
                low, high, sub = arg
                times = rng.randint(low, max(low, min(high, low + 4)))
                out.extend(walk(sub) for _ in range(times))
            elif op is C.SUBPATTERN:
                out.append(walk(arg[3]))
            elif op is C.BRANCH:
                out.append(walk(rng.choice(arg[1])))
            elif op is C.ANY:
                out.append("a")
        return "".join(out)

    return walk(_parser.parse(pattern))


def _variants(word: str, rng: random.Random):
    """The word and near misses: other case, a letter more or less, another joiner, a digit glued."""
    yield word
    yield word.upper()
    yield word.capitalize()
    yield word[:-1]
    yield word + "x"
    yield "x" + word
    yield word.replace("-", "_", 1)
    yield word.replace("'", " ", 1)
    yield word + "1"
    cut = rng.randint(1, max(1, len(word) - 1))
    yield word[:cut] + "-" + word[cut:]


@pytest.fixture(scope="module")
def matchers():
    alternatives, original, factored = alternatives_and_patterns()
    return alternatives, re.compile(original).match, re.compile(factored).match


def test_spacy_pattern_is_the_one_the_factoring_recognises(matchers):
    alternatives, _, _ = matchers
    assert len(alternatives) > 200
    assert len(factored_pattern(alternatives)) < len(original_pattern(alternatives)) / 10


def test_factored_pattern_matches_exactly_what_spacy_pattern_matches(matchers):
    alternatives, original, factored = matchers
    rng = random.Random(20261128)
    words = [_example(a, rng) for a in alternatives for _ in range(4)]
    words += ["porte-monnaie", "aujourd'hui", "rendez-vous", "c'est-à-dire", "Saint-Étienne", "l'hôpital",
              "anti-inflammatoire", "post-opératoire", "J-3", "13-15", "arc-en-ciel", "pot-au-feu"]
    checked = positives = 0
    for word in words:
        for variant in _variants(word, rng):
            expected = original(variant) is not None
            assert (factored(variant) is not None) == expected, variant
            checked += 1
            positives += expected
    assert positives > len(alternatives) * 3  # the examples reach every kind of alternative
    assert checked - positives > len(alternatives) * 3  # and the near misses do not match


def test_french_pipelines_use_the_factored_pattern():
    # In a fresh process: the finder only acts on the first import of spaCy's French module.
    script = (
        "import deid.nlp, spacy\n"
        "nlp = spacy.blank('fr')\n"
        "print(len(nlp.tokenizer.token_match.__self__.pattern))\n"
        "print('|'.join(t.text for t in nlp(\"Un porte-monnaie retrouvé aujourd'hui, l'anti-inflammatoire pris.\")))\n"
    )
    out = subprocess.run([sys.executable, "-c", script], check=True, capture_output=True, text=True).stdout
    length, tokens = out.splitlines()
    assert int(length) < 200_000
    assert tokens.split("|") == ["Un", "porte-monnaie", "retrouvé", "aujourd'hui", ",", "l'", "anti-inflammatoire",
                                 "pris", "."]


def test_a_saved_french_pipeline_loads_with_the_factored_pattern(tmp_path):
    # A saved tokenizer stores spaCy's 1.4 MB pattern and compiles it again when loaded.
    script = (
        "import re, sys, spacy\n"
        "from deid.detect.ner import load_pipeline\n"
        "from deid.nlp.french_token_match import alternatives_and_patterns\n"
        "nlp = spacy.blank('fr')\n"
        "nlp.tokenizer.token_match = re.compile(alternatives_and_patterns()[1]).match\n"
        "nlp.add_pipe('entity_ruler')\n"
        "nlp.to_disk(sys.argv[1])\n"
        "print(len(load_pipeline(sys.argv[1]).tokenizer.token_match.__self__.pattern))\n"
    )
    out = subprocess.run([sys.executable, "-c", script, str(tmp_path / "fr")], check=True, capture_output=True,
                         text=True).stdout
    assert int(out) < 200_000
