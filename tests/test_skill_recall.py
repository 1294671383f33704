"""Clear skills the extractor missed on unseen ads (issue 23 item 5, skills7): traits written as "<adjective>
skills", and requirement lines glued together where an ad's markup was stripped. Sentences are invented."""

from __future__ import annotations

import pytest

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


def test_a_requirement_glued_to_the_next_line_still_links_its_skill() -> None:
    links = _esco_links("Requirements: several years of experience in Java and PythonExperience with Docker.")
    assert links.get("Python (computer programming)") == "Python"
    assert "SQL" in _esco_links("Conocimientos de Python y SQL.Capacidad de trabajo en equipo.")


@pytest.mark.parametrize(("text", "tokens"), [
    ("PythonExperience", ["Python", "Experience"]),
    ("GAAP.Experience", ["GAAP", ".", "Experience"]),
    ("JavaScript", ["JavaScript"]),  # a word wordfreq knows stays whole
    ("PowerPoint", ["PowerPoint"]),
    ("ASP.Net", ["ASP.Net"]),  # a capitalised word of three letters after the stop: no sentence
    ("iPhone", ["iPhone"]),
])
def test_the_tokenizer_splits_only_glued_lines(text: str, tokens: list[str]) -> None:
    from normalize.matching.skills import _TEXTS

    assert [t.text for t in _TEXTS.get().tokenizer(text)] == tokens
