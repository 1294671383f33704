"""Clear skills the extractor missed on unseen ads (issue 23 item 5, skills7): traits written as "<adjective>
skills", and requirement lines glued together where an ad's markup was stripped. Sentences are invented."""

from __future__ import annotations

from normalize.matching.skills import get_extractor


def _esco_links(text: str) -> dict[str, str]:
    """ESCO skill label -> the words it was linked from (shipped extractor, defaults)."""
    return {m["label"]: text[m["span"][0] : m["span"][1]] for m in get_extractor("esco").extract([text])[0]}


_REQUIREMENTS = ("Junior Analyst. Requirements: a degree in economics or finance; two years in a similar role; {}; "
                 "good knowledge of SQL and Excel; fluent English.")


def test_an_adjective_with_skills_links_the_verb_label_it_names() -> None:
    # ESCO: "think analytically"; the word "analytical" alone scores as high, which dropped the link
    links = _esco_links(_REQUIREMENTS.format("strong analytical skills"))
    assert links.get("think analytically") == "analytical skills"


def test_skills_after_a_noun_keep_the_one_word_rule() -> None:
    # the trait reading is for a "<verb> <adverb>" label only: not prepare presentation material, nor moderate in
    # negotiations (a neutral party's skill) for the skill of negotiating
    for trait, label in [("good presentation skills", "prepare presentation material"),
                         ("effective negotiation skills", "moderate in negotiations")]:
        assert label not in _esco_links(_REQUIREMENTS.format(trait))
