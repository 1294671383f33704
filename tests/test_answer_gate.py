"""The answer gate of ESCO title matches (answer_gate.py): chosen by fingerprint, certain hits kept, the rest gated."""

from __future__ import annotations

from pathlib import Path

import pytest

from normalize.matching.answer_gate import GATE_FEATURES, AnswerGate, gate_for, is_certain
from normalize.matching.calibration import Calibration, save_user_calibration
from normalize.matching.retrieval import TitleMatcher
from normalize.matching.taxonomy import Concept, load_taxonomy


@pytest.fixture(scope="module")
def esco_answers() -> dict[str, list[dict]]:
    titles = ["Data Analyst Energy", "Platform Engineer Cloud", "Sales Associate", "Pastry Chef", "Software Developer",
              "Kotlin Developer", "LPN - Memory Care Wing", "Marketing Analyst"]
    return dict(zip(titles, TitleMatcher("esco").match(titles, top_k=1), strict=True))


def test_only_the_shipped_esco_taxonomy_has_a_gate() -> None:
    assert gate_for(load_taxonomy("esco")) is not None
    assert gate_for(load_taxonomy("builtin")) is None  # its own curve, no gate fitted for it


def test_a_clear_lead_the_curve_left_unanswered_is_answered(esco_answers: dict[str, list[dict]]) -> None:
    # no exact hit, fused score under the curve's threshold, but far ahead of the second candidate
    gate = gate_for(load_taxonomy("esco"))
    for title, label in [("Data Analyst Energy", "energy analyst"), ("Platform Engineer Cloud", "cloud engineer")]:
        [answer] = esco_answers[title]
        assert answer["label"] == label and gate.threshold <= answer["score"] < 1.0


def test_an_alias_hit_with_a_close_rival_is_withdrawn_and_a_preferred_label_hit_kept(
    esco_answers: dict[str, list[dict]],
) -> None:
    assert esco_answers["Sales Associate"] == []  # an alternative label of sales support assistant; sales assistant close
    assert [(a["label"], a["score"]) for a in esco_answers["Pastry Chef"]] == [("pastry chef", 1.0)]
    assert [(a["label"], a["score"]) for a in esco_answers["Software Developer"]] == [("software developer", 1.0)]


def test_a_users_own_curve_turns_the_gate_off(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HRNORM_CACHE_DIR", str(tmp_path / "cache"))
    esco = load_taxonomy("esco")
    save_user_calibration(esco, Calibration(-3.0, 5.0, 0.7))
    assert gate_for(esco) is None


def test_certain_means_an_exact_hit_on_the_querys_own_preferred_label() -> None:
    chef = Concept("c1", "pastry chef", ("patissier",), isco08="3434")
    helper = Concept("c2", "sales support assistant", ("sales associate",), isco08="4311")
    assert is_certain("pastry chef", [(chef, 1.0)])
    assert not is_certain("patissier", [(chef, 1.0)])  # an alternative label is gated
    assert not is_certain("sales associate", [(helper, 1.0)])
    assert not is_certain("pastry chef", [(chef, 0.97)])  # no exact hit


def test_a_gate_fitted_on_other_features_is_refused() -> None:
    entry = {"features": list(GATE_FEATURES[:-1]), "mean": [0.0] * 8, "scale": [1.0] * 8, "weights": [0.0] * 9,
             "threshold": 0.9}
    with pytest.raises(ValueError, match="fitted on"):
        AnswerGate.from_entry(entry)


def test_an_occupation_often_right_when_first_lifts_a_weak_lead(esco_answers: dict[str, list[dict]]) -> None:
    # fused scores 0.74 / 0.79 with close rivals: unanswered without the occupation prior
    gate = gate_for(load_taxonomy("esco"))
    for title, label in [("Kotlin Developer", "software developer"),
                         ("LPN - Memory Care Wing", "nurse responsible for general care")]:
        [answer] = esco_answers[title]
        assert answer["label"] == label and gate.threshold <= answer["score"] < 1.0


def test_an_alias_of_an_occupation_often_wrong_when_first_is_withdrawn(esco_answers: dict[str, list[dict]]) -> None:
    # "marketing analyst" is an alternative label of marketing consultant: an exact hit the prior no longer trusts
    assert esco_answers["Marketing Analyst"] == []


def test_the_prior_reads_the_stored_rates_and_falls_back_to_their_mean() -> None:
    seen, unseen = Concept("c1", "pastry chef"), Concept("c2", "baker")
    gate = AnswerGate((0.0,) * 9, (1.0,) * 9, (0.0,) * 10, 0.9, {"c1": 0.95}, 0.7)
    assert (gate.prior(seen), gate.prior(unseen)) == (0.95, 0.7)
    lifted = AnswerGate((0.0,) * 9, (1.0,) * 9, (0.0,) * 9 + (4.0,), 0.9, {"c1": 0.95}, 0.1)
    assert lifted.probability("pastry chef", [(seen, 0.8)]) > lifted.probability("baker", [(unseen, 0.8)])


def test_the_stored_rates_are_keyed_by_occupations_of_the_shipped_esco() -> None:
    gate = gate_for(load_taxonomy("esco"))
    occupations = {c.id for c in load_taxonomy("esco").concepts()}
    assert gate.priors and set(gate.priors) <= occupations
    assert all(0.0 < rate < 1.0 for rate in gate.priors.values()) and 0.0 < gate.prior_default < 1.0
