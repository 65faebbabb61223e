"""Pseudonym quality figures (deid.surrogates.quality): each figure says what it claims."""
import pytest

from deid.surrogates.quality import pseudonym_quality


def _name(original, surrogate, locale="nl_BE"):
    return {"label": "NAME", "original": original, "surrogate": surrogate, "locale": locale}


def test_identical_and_overlapping_surrogates_are_counted():
    figures = pseudonym_quality([_name("Lotte Peeters", "Lotte Peeters"), _name("Lotte Peeters", "Anouk Peeters"),
                                 _name("Lotte Peeters", "Anouk Maes")])["NAME"]
    assert figures["identical"] == pytest.approx(1 / 3) and figures["overlap"] == pytest.approx(2 / 3)


def test_a_kind_word_an_organization_keeps_is_no_overlap_but_its_name_is():
    rows = [{"label": "ORGANIZATION", "original": "Universitätsklinikum Heidelberg", "surrogate": "Universitätsklinikum Köln",
             "locale": "de_DE"},
            {"label": "ORGANIZATION", "original": "Praxis Brenninkmeyer", "surrogate": "Praxis Brenninkmeyer Ost",
             "locale": "de_DE"}]
    assert pseudonym_quality(rows)["ORGANIZATION"]["overlap"] == 0.5


def test_an_email_s_provider_is_no_overlap_its_local_part_is():
    rows = [{"label": "EMAIL", "original": "lotte.peeters@gmail.com", "surrogate": "anouk.maes@gmail.com", "locale": "nl_BE"},
            {"label": "EMAIL", "original": "lotte.peeters@gmail.com", "surrogate": "peeters.a@telenet.be", "locale": "nl_BE"}]
    assert pseudonym_quality(rows)["EMAIL"]["overlap"] == 0.5


def test_a_tag_is_no_name_and_a_real_name_is():
    figures = pseudonym_quality([_name("Lotte Peeters", "[NAME]"), _name("Lotte Peeters", "Anouk Maes")])["NAME"]
    assert figures["is_name"] == 0.5


def test_gender_agreement_compares_first_names_at_their_place():
    rows = [_name("Lotte Peeters", "Anouk Maes"),       # F -> F
            _name("PEETERS Lotte", "MAES Pieter"),      # F -> M: the first name stands last
            _name("Peeters, Lotte", "Maes, Pieter")]    # order not told: not judged
    figures = pseudonym_quality(rows)["NAME"]
    assert figures["gender_agreement_n"] == 2 and figures["gender_agreement"] == 0.5


def test_shape_agreement_wants_the_same_words_in_the_same_case():
    figures = pseudonym_quality([_name("S. DANNEELS", "J. PEETERS"), _name("S. DANNEELS", "J. Peeters")])["NAME"]
    assert figures["shape_agreement"] == 0.5


def test_diversity_shows_the_prototypical_answer():
    rows = [_name(f"Person{i} Surname{i}", "Jan Peeters") for i in range(20)]
    figures = pseudonym_quality(rows)["NAME"]
    assert figures["distinct_ratio"] == pytest.approx(1 / 20)
    assert figures["entropy_bits"] == 0.0 and figures["original_entropy_bits"] == pytest.approx(4.3219, abs=1e-3)
    assert figures["top10_share"] == 1.0


def test_a_surrogate_that_is_a_real_registry_person_is_a_collision():
    figures = pseudonym_quality([_name("Lotte Peeters", "Anouk Maes"), _name("Lotte Peeters", "Jan Janssens")],
                                registry_names={"anouk maes"})["NAME"]
    assert figures["registry_collisions"] == 0.5


def test_consistency_counts_a_patients_repeated_originals_with_one_surrogate():
    rows = [
        # P1 writes Jan Peeters twice, with one surrogate (case aside): consistent.
        _name("Jan Peeters", "Luc Maes") | {"patient_id": "P1"},
        _name("JAN PEETERS", "LUC MAES") | {"patient_id": "P1"},
        # P2 writes Lieke Verbist twice, with two surrogates: not.
        _name("Lieke Verbist", "Els Wouters") | {"patient_id": "P2"},
        _name("Lieke Verbist", "Hanneke De Smedt") | {"patient_id": "P2"},
        # Written once: nothing to be consistent with.
        _name("Tom Jacobs", "Bart Smet") | {"patient_id": "P2"},
    ]
    figures = pseudonym_quality(rows)["NAME"]
    assert figures["consistency"] == 0.5 and figures["consistency_n"] == 2
    assert "consistency" not in pseudonym_quality([_name("Jan Peeters", "Luc Maes")])["NAME"]
