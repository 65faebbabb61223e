"""Name-versus-word evidence from real populations and real text (deid.lexicon.name_likelihood)."""
import pytest

from deid.lexicon.german_compounds import german_compound
from deid.lexicon.name_likelihood import NAME, UNKNOWN, WORD, NameEvidence, NameEvidenceConfig, name_evidence, rank_zipf

EVIDENCE = name_evidence()


@pytest.mark.parametrize("word, language", [
    ("Peeters", "nl"), ("Huber", "de"), ("Pablo", "es"), ("Moira", "en"), ("Kühne", "de"), ("Itziar", "es"),
    ("Walter", "de"),   # frequent in text, but as a name
])
def test_real_names_are_names(word, language):
    assert EVIDENCE.kind(word, language) == NAME


@pytest.mark.parametrize("word, language", [
    ("Tasche", "de"), ("Frühstück", "de"), ("Sekretariat", "de"), ("Will", "en"), ("Hope", "en"),
    ("Lasix", "it"),    # a drug: the drug list vetoes it
])
def test_ordinary_words_and_drugs_are_words(word, language):
    assert EVIDENCE.kind(word, language) == WORD


@pytest.mark.parametrize("word, language", [
    ("Fysiotherapie", "nl"), ("Tipografia", "it"), ("Stomatologie", "fr"),
])
def test_a_discipline_a_list_of_profiles_ranks_as_a_first_name_is_a_word(word, language):
    # people who wrote their job where their first name goes
    assert EVIDENCE.kind(word, language) == WORD and EVIDENCE.kind(word, language, first_name=True) == WORD


def test_a_word_nobody_lists_is_unknown():
    assert EVIDENCE.kind("Fotodokuxq", "de") == UNKNOWN


def test_a_rare_surname_never_written_otherwise_is_unknown_not_a_word():
    # below the rank that makes it a NAME, yet nothing makes it a word either
    assert 0.0 < EVIDENCE.surname_zipf("Okwuosa") < NameEvidenceConfig().min_name_zipf
    assert EVIDENCE.text_zipf("Okwuosa", "en") == 0.0
    assert EVIDENCE.kind("Okwuosa", "en") == UNKNOWN


def test_first_names_alone_weigh_only_their_first_name_use():
    assert EVIDENCE.kind("Amaia", "es", first_name=True) == NAME
    assert EVIDENCE.first_name_zipf("Tasche") == 0.0


def test_popularity_rank_gives_a_text_frequency_that_falls_with_rank():
    assert rank_zipf(1) > rank_zipf(100) > rank_zipf(10_000) > 0
    assert rank_zipf(100, first_name=True) == pytest.approx(rank_zipf(100) + 1.0)
    assert rank_zipf(100, abroad=True) == pytest.approx(rank_zipf(100) - 1.0)
    assert rank_zipf(0) == 0.0


def test_a_wider_margin_trades_precision_for_recall():
    strict, lenient = NameEvidence(NameEvidenceConfig(margin=0.0)), NameEvidence(NameEvidenceConfig(margin=3.0))
    assert strict.kind("Clara", "es") == WORD     # "clara" is also "clear"
    assert lenient.kind("Clara", "es") == NAME
    with pytest.raises(ValueError):
        NameEvidenceConfig(margin=9.0)


@pytest.mark.parametrize("word, compound", [
    ("medikationsplan", True), ("sozialdienst", True), ("klammerentfernung", True),
    ("hollenbeck", False), ("kortemann", False),   # surnames are compounds of name parts
])
def test_german_compounds_are_nouns_unless_their_head_is_a_name_part(word, compound):
    assert german_compound(word) is compound


def test_a_drug_in_another_language_spelling_is_still_a_drug_and_names_are_not():
    assert EVIDENCE.is_drug("Torasemid")        # the list has "torasemide"
    assert not EVIDENCE.is_drug("Marie")


@pytest.mark.parametrize("word", ["O'Connor", "o'brien", "D’Angelo"])
def test_a_surname_with_an_apostrophe_is_looked_up_without_it(word):
    assert EVIDENCE.surname_zipf(word) > 0 and EVIDENCE.kind(word, "en") == NAME


@pytest.mark.parametrize("word", ["d'une", "l'hôpital", "dell'anca"])
def test_an_elision_in_lower_case_is_no_apostrophe_surname(word):
    assert EVIDENCE.ranks(word) == (0, 0, 0, 0)


@pytest.mark.parametrize("word, language, kind", [
    ("Ferrán-Olmedo", "es", NAME), ("Weber-Hoffmann", "de", NAME), ("Karl-Otto", "de", NAME),
    ("Alzheimer-Demenz", "de", WORD), ("Non-Hodgkin", "en", WORD), ("Magen-Darm", "de", WORD),
])
def test_a_double_barrelled_word_is_judged_by_its_parts(word, language, kind):
    # The text frequency of a hyphenated word is that of its parts put together: it says nothing
    # about whether the whole is a name.
    assert EVIDENCE.kind(word, language) == kind
