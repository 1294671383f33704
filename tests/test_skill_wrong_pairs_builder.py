"""The wrong-pairs builder refuses a key whose near wording readers judged right for the same skill
(models/skill_wrong_pairs.py; skills22, the lead's answer of 2026-12-07)."""

from __future__ import annotations

from models.skill_wrong_pairs import _right_nearby, near_wording
from normalize.matching.skills import SkillExtractor


def test_near_wordings_are_the_same_words_in_order_each_maybe_inflected() -> None:
    assert near_wording("statistical analyses", "statistical analysis")
    assert near_wording("monitor performance", "monitoring performance")
    assert near_wording("management teams", "management team")
    # another order is another compound; another or one more word is another wording; a lone word is never near
    assert not near_wording("design software", "software design")
    assert not near_wording("data extraction", "information extraction")
    assert not near_wording("data collection", "data collection systems")
    assert not near_wording("security", "securities")


def test_a_key_is_refused_when_its_near_wordings_were_judged_right_as_often_as_it_was_judged_wrong() -> None:
    assert _right_nearby("statistical analyses", 3, {"statistical analysis": 6, "statistics": 9})
    assert not _right_nearby("monitor performance", 4, {"monitoring performance": 1, "performance monitoring": 2})
    assert not _right_nearby("data extraction", 7, {"information extraction": 5})


def test_the_shipped_list_lets_a_duty_of_statistical_analyses_link_its_skill() -> None:
    # invented line; the list built before this rule held "statistical analyses" (three course listings judged it
    # wrong) and dropped this link
    text = "Responsible for statistical analyses of survey data and for the quarterly reports."
    links = {m["label"]: text[slice(*m["span"])] for m in SkillExtractor("esco").extract([text])[0]}
    assert links.get("apply statistical analysis techniques") == "statistical analyses"
