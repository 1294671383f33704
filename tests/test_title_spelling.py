"""Spelling slips in job titles put right against the taxonomy's words (titles36, issue 23). Titles written for
these tests."""

from __future__ import annotations

import pytest

from normalize.matching.title_spelling import correct_spelling

# ("enginer": a slip in the taxonomy's own labels competes with nothing)
VOCABULARY = frozenset(
    ["engineer", "enginer", "administrator", "assistant", "specialist", "marketing", "mechanical", "fictional",
     "nurse", "caster", "registered", "maintenance", "department"]
)


@pytest.mark.parametrize(
    ("title", "fixed"),
    [
        ("senior enginner", "senior engineer"),  # a neighbour typed twice
        ("adminstrator", "administrator"),  # a letter left out
        ("asssistant", "assistant"),  # a letter doubled
        ("maketing specialist", "marketing specialist"),
        ("mechancial", "mechanical"),  # two letters swapped
        ("maintanance", "maintenance"),  # a vowel for a vowel
        ("registred nurse", "registered nurse"),
    ],
)
def test_a_slip_becomes_the_taxonomy_word(title: str, fixed: str) -> None:
    assert correct_spelling(title, VOCABULARY) == fixed


@pytest.mark.parametrize(
    "title",
    [
        "fuctional analyst",  # one edit from "fictional" and from the common English "functional": ambiguous
        "capster",  # a stray letter (a barber's trade name), not a slip of "caster"
        "assistent",  # a German and Dutch word, no slip
        "managment",  # common enough in English to be left (as written on the web)
        "nurse",  # a taxonomy word
        "dept",  # short words are acronyms more often than slips
    ],
)
def test_words_that_are_no_sure_slip_stay(title: str) -> None:
    assert correct_spelling(title, VOCABULARY) == title
