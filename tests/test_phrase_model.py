"""The phrase-site model before the encoder (normalize/matching/phrase_model.py, SkillConfig.phrase_model)."""

from __future__ import annotations

import numpy as np

from normalize.matching.phrase_model import FEATURES, PhraseModel, model_for
from normalize.matching.skills import SkillConfig, SkillExtractor

# an invented ad: a requirement list, then a benefit line that the benefit rules do not block
AD = ("About the role\nYou will build data pipelines in Python and maintain our reporting dashboards.\n"
      "Requirements:\n- Strong Python programming and SQL skills.\n- Experience with project management.\n"
      "What we offer:\n- A friendly office with free snacks and a monthly team dinner.\n")


def _asked(config: SkillConfig) -> list[str]:
    """The phrases extraction sends to the encoder's linking step for AD."""
    extractor = SkillExtractor("esco", config=config)
    asked: list[str] = []
    linked = extractor._linked

    def record(phrases: list[str]):
        asked.extend(phrases)
        return linked(phrases)

    extractor._linked = record
    extractor.extract([AD])
    return asked


def test_the_model_skips_a_phrase_of_a_benefit_line_and_keeps_the_skill_phrases() -> None:
    on, off = _asked(SkillConfig(phrase_model=True)), _asked(SkillConfig())
    for phrase in ("snacks and a monthly", "office with free snacks"):
        assert phrase in off and phrase not in on
    for phrase in ("python programming", "project management", "sql skills"):
        assert phrase in on


def test_the_bundled_model_is_read_for_the_shipped_taxonomy_only() -> None:
    from normalize.matching.taxonomy import load_taxonomy

    assert model_for(load_taxonomy("esco").fingerprint("skill")) is not None
    assert model_for("not a fingerprint") is None


def test_a_site_is_kept_at_or_over_the_threshold() -> None:
    n = len(FEATURES)
    model = PhraseModel((1.0,) + (0.0,) * (n - 1), 0.0, (0.0,) * n, (1.0,) * n, 0.5)
    rows = np.zeros((3, n))
    rows[:, 0] = [-1.0, 0.0, 1.0]  # P = 0.27, 0.5, 0.73
    assert model.keep(rows).tolist() == [False, True, True]
    assert model.keep(rows, threshold=0.8).tolist() == [False, False, False]
