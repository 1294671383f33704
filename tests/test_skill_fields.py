"""A weak link found by meaning to a skill of another field than the ad's goes (normalize/matching/skill_fields.py;
skills41). Invented texts."""

from __future__ import annotations

from normalize.matching.skill_fields import ad_fields, skill_fields, specialist, title_fields, weak_by_meaning
from normalize.matching.skills import SkillConfig, SkillExtractor, get_extractor
from normalize.matching.taxonomy import OCCUPATION, SKILL, Concept, Taxonomy

TEXT = "You will support the review of new policies and their deployment across the business.\n* Strong Excel skills."


def _labels(extractor: SkillExtractor, titles: list[str | None] | None) -> set[str]:
    from normalize.matching.retrieval import title_candidates

    occupations = None if titles is None else title_candidates(titles)
    return {m["label"] for m in extractor.extract([TEXT], occupations=occupations)[0]}


def test_a_neighbour_of_another_field_goes_where_the_title_names_the_ads_field() -> None:
    """A compliance ad's "deployment" of policies is read by meaning as the ICT professionals' "solution deployment":
    a specialist's skill whose occupations share no ISCO-08 sub-major group with the title's, and the mention's window
    holds closer skills."""
    on = get_extractor("esco", SkillConfig())
    off = get_extractor("esco", SkillConfig(field_neighbours=False))
    assert "solution deployment" in _labels(off, ["Compliance Advisor"])
    assert "solution deployment" not in _labels(on, ["Compliance Advisor"])
    # the ad's other links stay, and without a title nothing changes
    assert _labels(on, ["Compliance Advisor"]) == _labels(off, ["Compliance Advisor"]) - {"solution deployment"}
    assert _labels(on, None) == _labels(off, None) == _labels(on, [None])


def test_a_skill_of_the_titles_own_field_stays() -> None:
    """The same words in a DevOps engineer's ad: the skill's field is the title's."""
    on = get_extractor("esco", SkillConfig())
    assert "solution deployment" in _labels(on, ["DevOps Engineer"])


def test_fields_are_the_sub_major_groups_of_a_skills_occupations_and_of_the_title() -> None:
    occupations = [Concept("o1", "nurse", kind=OCCUPATION, isco08="2221"),
                   Concept("o2", "teacher", kind=OCCUPATION, isco08="2330"),
                   Concept("o3", "midwife", kind=OCCUPATION, isco08="2222"),
                   Concept("o4", "uncoded", kind=OCCUPATION)]
    skills = [Concept(f"s{i}", label, kind=SKILL) for i, label in
              enumerate(["give care", "teach classes", "keep records"], start=1)]
    relations = {"o1": [("s1", "essential"), ("s3", "optional")], "o2": [("s2", "essential"), ("s3", "essential")],
                 "o3": [("s1", "essential")], "o4": [("s2", "optional")]}
    fields = skill_fields(Taxonomy("t", occupations, skills, relations))
    assert fields == {"s1": {"22"}, "s2": {"23"}, "s3": {"22", "23"}}
    assert title_fields([{"code": "2221", "score": 0.9}, {"code": "2330", "score": 0.1}]) == {"22"}  # under the floor
    assert title_fields([{"code": None, "score": 0.9}]) == frozenset()
    # a sure link to a skill of few fields adds them; one of many fields says nothing
    assert ad_fields(frozenset({"22"}), [frozenset({"32"}), frozenset({"11", "12", "13", "14"})]) == {"22", "32"}


def test_only_weak_links_found_by_meaning_to_a_specialists_skill_are_read() -> None:
    assert specialist(frozenset({"22"})) and specialist(frozenset({"22", "32"}))
    assert not specialist(frozenset({"22", "32", "53"}))  # a skill of many fields says none
    assert not specialist(frozenset())  # no coded occupation: its field is unknown
    assert weak_by_meaning(0.78, 0.6, verbatim=False)
    assert not weak_by_meaning(0.78, 0.6, verbatim=True)  # a label spelt out
    assert not weak_by_meaning(0.9, 0.6, verbatim=False)  # near its label
    assert not weak_by_meaning(0.78, 0.85, verbatim=False)  # the gate is sure of it
