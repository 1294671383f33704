"""The gate-fitting script (``python -m models skill-link-gate``): its candidate settings (``--set KEY=VALUE``) and
the prior of a skill never judged."""

from models.skill_link_gate import setting
from normalize.matching.config import SkillConfig


def test_set_values_become_typed_skill_config_fields():
    overrides = setting(["semantic_labels=all", "min_score=0.65", "named_words=true", "max_phrases_per_text=500"])
    config = SkillConfig(**overrides)
    # a string "true" or "0.65" would silently try another setting than the one named
    assert config.named_words is True
    assert config.min_score == 0.65
    assert config.max_phrases_per_text == 500
    assert config.semantic_labels == "all"


def test_a_skill_never_judged_gets_the_rate_of_skills_unjudged_in_the_other_folds():
    import numpy as np

    from models.skill_link_gate import fit_gate

    # two folds; "common" is judged in both and always acceptable; each fold also holds a skill judged nowhere
    # else, unacceptable in fold 0 and acceptable in fold 1: a skill new to the record is right half the time
    skills = ["common"] * 8 + ["only0", "only1"]
    fold = np.array([0, 0, 0, 0, 1, 1, 1, 1, 0, 1])
    y = np.array([1] * 8 + [0, 1])
    x = np.random.default_rng(0).normal(size=(10, 3))
    prior = fit_gate(x, y, skills, fold, np.ones(10, dtype=bool))[0]
    assert prior.rate == 0.5  # not the judged links' overall 0.9
    assert prior.records["common"] == (8, 8)


def test_a_skill_never_judged_is_smoothed_towards_the_rate_of_skills_like_it():
    import numpy as np

    from models.skill_link_gate import fit_gate

    # six skills of two kinds (one descriptor column): the judged links of kind 1 are acceptable, of kind 0 wrong;
    # skill 6 (kind 1) and skill 7 (kind 0) were never judged: each is worth what its kind is worth, not one rate
    # (the model of models/skill_prior.py, fitted on the links of skills the other fold lacks)
    desc = np.array([[1.0], [1.0], [1.0], [0.0], [0.0], [0.0], [1.0], [0.0]])
    concepts = np.repeat(np.arange(6), 4)
    skills = [f"s{c}" for c in concepts]
    y = (concepts < 3).astype(int)
    fold = concepts % 2  # each skill judged in one fold only: new to the record of the other
    from normalize.matching.link_gate import FEATURES

    x = np.random.default_rng(0).normal(size=(24, len(FEATURES)))
    prior = fit_gate(x, y, skills, fold, np.ones(24, dtype=bool), concepts, desc)[0]
    link = x[0]
    assert prior.logit("s6", 6, link) > 0 > prior.logit("s7", 7, link)
    assert prior.logit("s6", 6, link) > prior.logit("s6")  # without its own rate it falls to the flat one
