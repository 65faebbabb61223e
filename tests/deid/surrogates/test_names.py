"""Name mentions: roles of their words, and surrogates rendered in the mention's shape."""
import pytest

from deid.surrogates.names import FIRST, HONORIFIC, INITIAL, LAST, parse, render

SURROGATE_FIRSTS = ("Luc", "Marc", "Piet")


def _render(text, locale="nl_BE", surname="Janssens", **kw):
    return render(parse(text, locale, **kw), lambda i: SURROGATE_FIRSTS[i], surname)


@pytest.mark.parametrize(
    "text, locale, roles",
    [
        ("Jan Peeters", "nl_BE", [FIRST, LAST]),
        ("Dr. Jan Peeters", "nl_BE", [HONORIFIC, FIRST, LAST]),
        ("Peeters, Jan", "nl_BE", [LAST, FIRST]),
        ("DUPONT Jean", "fr_FR", [LAST, FIRST]),
        ("J. Van den Broeck", "nl_BE", [INITIAL, LAST, LAST, LAST]),
        ("de heer Peeters", "nl_NL", [HONORIFIC, HONORIFIC, LAST]),
        ("M. Dupont", "fr_FR", [HONORIFIC, LAST]),
        ("Mevr. J.P. van der Berg", "nl_NL", [HONORIFIC, INITIAL, LAST, LAST, LAST]),
        ("Peeters", "nl_BE", [LAST]),
        ("Jan", "nl_BE", [FIRST]),
        ("Dr Jan Peter Peeters", "nl_BE", [HONORIFIC, FIRST, FIRST, LAST]),
    ],
)
def test_roles(text, locale, roles):
    assert [r for r in parse(text, locale).roles if r] == roles


@pytest.mark.parametrize(
    "text, surname, expected",
    [
        ("Jan Peeters", "Janssens", "Luc Janssens"),
        ("J. Peeters", "Janssens", "L. Janssens"),
        ("Peeters", "Janssens", "Janssens"),
        ("PEETERS", "Janssens", "JANSSENS"),
        ("peeters", "Janssens", "janssens"),
        ("Jan", "Janssens", "Luc"),
        ("Dr. Jan Peeters", "Janssens", "Dr. Luc Janssens"),
        ("Peeters, Jan", "Janssens", "Janssens, Luc"),
        ("PEETERS Jan", "Janssens", "JANSSENS Luc"),
        ("Van den Broeck", "Van der Meulen", "Van der Meulen"),
        ("van den Broeck", "Van der Meulen", "van der Meulen"),
        ("Vandenbroeck", "Van der Meulen", "Vandermeulen"),
        ("J.P. Peeters", "Janssens", "L.M. Janssens"),
    ],
)
def test_shape_and_case_are_kept(text, surname, expected):
    assert _render(text, surname=surname) == expected


def test_registry_hint_marks_typod_first_name():
    mention = parse("Storm Daniels", "nl_BE", is_first=lambda w: w.lower().startswith("storm"))
    assert [r for r in mention.roles if r] == [FIRST, LAST]


@pytest.mark.parametrize("forced, roles", [(FIRST, [FIRST]), (LAST, [LAST])])
def test_forced_field(forced, roles):
    assert [r for r in parse("Thomas", "en_GB", forced=forced).roles if r] == roles


def test_a_particle_surname_always_finds_a_surrogate_though_the_original_holds_particles():
    # A mention "van den Heuvel" forbids its own words; its particles forbade every particle
    # surrogate ("Van Bragt" holds "van"), and under some keys no draw was left: the note went to
    # the dead letters (``surrogate_name_exhausted``). Particles forbid nothing: a few draws suffice.
    from deid.keys import SurrogateKey
    from deid.surrogates.draw import KeyedDraw
    from deid.surrogates.names import draw_surname
    from deid.surrogates.shape import letters_only

    particles = frozenset({"van", "den", "der", "von", "del", "della", "des"})
    for i in range(100):
        draw = KeyedDraw(SurrogateKey(f"test key number {i:04d} for surrogates".encode(), "env"))
        surname = draw_surname(draw, "P1", "vandenheuvel", "nl_NL", True, particles | {"heuvel"}, set(), 3)
        assert "heuvel" not in letters_only(surname)
