"""Words around the staff's names (deid.lexicon.staff_words): which words stand beside a team list's names."""
import pytest

from deid.lexicon.staff_words import care_team_role, team_word


@pytest.mark.parametrize("word", [
    "radioloog", "logopeda", "aios",            # a role, as it is
    "chirurgen", "nurses", "enfermeras",        # a role in the plural
    "medici", "infermieri",                     # Italian plurals change the last vowel
    "mdl-artsen",                               # a compound's last part
    "aanwezig", "present", "anwesend", "presenti", "voorzitter",  # a meeting list's words
    "scrub", "springer", "omloop", "circulante",                 # an operating team's roles
])
def test_roles_their_plurals_and_meeting_words_stand_beside_a_team_lists_names(word):
    assert team_word(word)


@pytest.mark.parametrize("word", [
    "pas", "dati", "valori",     # a plural ending on a stem that is no role word (or only a grade's abbreviation)
    "patient", "ward", "dose",   # ordinary words of a note
])
def test_other_words_do_not(word):
    assert not team_word(word)


@pytest.mark.parametrize("word", [
    "praktijkassistente", "baliemedewerker",      # Dutch compounds on a role's head
    "arzthelferin", "stationsschwester", "nachtschwester",  # German ones
])
def test_a_compound_on_a_roles_head_is_a_care_team_role(word):
    assert care_team_role(word)


@pytest.mark.parametrize("word", ["assistentie", "medewerking", "pflegeheim", "helfen"])
def test_words_that_only_begin_like_a_role_are_none(word):
    assert not care_team_role(word)
