"""The gate-fitting script's candidate settings (``python -m models skill-link-gate --set KEY=VALUE``)."""

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
