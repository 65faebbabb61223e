"""A number that dictation read out figure by figure gets a surrogate spelled the same way."""
import random

from deid.surrogates.spelled_digits import respelled, spelled


def test_only_digit_words_make_a_spelled_number():
    assert spelled("uno dos cuatro nueve cero ocho siete")
    assert not spelled("12 34 56") and not spelled("dos y tres") and not spelled("")


def test_each_digit_word_is_drawn_again_in_the_numbers_language_and_case():
    original = "Quattro tre nove, uno due otto sette"
    out = respelled(original, random.Random(7))
    words = out.replace(",", "").split()
    assert len(words) == 7 and out.split(", ")[0].count(" ") == 2   # the comma where it was
    assert all(w.lower() in ("zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove")
               for w in words)
    assert words[0][0].isupper() and all(w.islower() for w in words[1:])
    assert respelled(original, random.Random(7)) == out


def test_the_surrogate_of_a_spelled_id_is_spelled_and_differs():
    from deid.keys import SurrogateKey
    from deid.records import AnnotatedNote, Note
    from deid.replace import apply_replacements
    from deid.spans import Span
    from deid.surrogates import SurrogateConfig, Surrogates
    text = "historia uno dos cuatro nueve cero ocho siete de sesenta años"
    span = Span(text.index("uno"), text.index(" de "), "ID", "pattern", 0.85)
    surrogates = Surrogates(SurrogateConfig(), SurrogateKey(b"test key for surrogates, 32 bytes", "file"))
    renderer = surrogates.renderer(AnnotatedNote(Note("n", "p", text, "es_ES"), (), (span,)))
    out, _, _ = apply_replacements(text, [span], renderer)
    number = out[len("historia "):out.index(" de ")]
    assert number != text[span.start:span.end] and spelled(number) and len(number.split()) == 7
