"""Posting fields (experience, seniority, languages) in shapes main missed on unlabelled dev postings (issue #24; fields93 round).

Every text here is written for the test, in the shape of the failures seen on unlabelled dev postings."""

from __future__ import annotations

import pytest

from normalize.attributes import extract


# fields93: a single "Middle" rank named after a hiring cue under a level-free title is mid; joined to a second rank it
# offers two levels (none)
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Инженер DevOps\n\n<p>Сейчас мы в поисках Middle DevOps Engineer в команду продукта.</p>", "mid"),
        ("Инженер DevOps\n\n<p>Мы ищем middle DevOps engineer в команду платформы.</p>", "mid"),
        # what stays
        ("QA specialist\n\nAcme is looking for a Middle/Senior QA specialist to strengthen our team.", None),
        ("Инженер DevOps\n\n<p>ищем Devops инженера Middle и Senior уровня.</p>", None),
        ("Инженер DevOps\n\n<p>находимся в поисках специалистов уровня middle+ / senior.</p>", None),
        ("Planner\n\nWe are looking for someone in the middle of a career change.", None),
    ],
)
def test_fields93_middle_after_hiring_cue(text, level):
    assert extract(text, "RU")["seniority"] == level

