"""extspeed3's exact speed cuts of ``extract``: each rewritten step answers as the form it replaced."""

import random
import re
import string
from itertools import accumulate

import pytest

from normalize.attributes import text as text_module
from normalize.attributes.text import Tokens, words_of


def _tokens_by_pattern(text: str) -> tuple[list[str], list[int], list[int]]:
    """Words, starts and ends of an ASCII text as the pattern split read them before (``\\w`` runs of the lowered text)."""
    parts = re.split(r"([0-9A-Za-z_]+)", text.lower())
    offsets = list(accumulate(map(len, parts)))
    return parts[1::2], offsets[0:-1:2], offsets[1::2]


def test_the_ascii_tokens_are_the_word_runs_the_pattern_split_gave():
    rnd = random.Random(2026121093)
    alphabet = string.printable + "__--  ..,,"
    texts = ["", " ", "a", "_x9 ", "Sr. Engineer (m/w/d) - 50k/yr", "C++ & C#, 3+ yrs", "a\tb\nc  d--e__f", "  lead",
             "trail  ", "ABC def\x00GHI\x7f", "x" * 40]
    texts += ["".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 60))) for _ in range(3000)]
    for text in texts:
        tokens = Tokens(text)
        assert (tokens.words, tokens.starts, tokens.ends) == _tokens_by_pattern(text), repr(text)
        assert words_of(text) == tokens.words, repr(text)


def test_the_tokens_of_an_ascii_text_are_read_without_the_pattern_split(monkeypatch):
    class NoSplit:
        def split(self, text):
            raise AssertionError("the pattern split ran on an ASCII text")

    monkeypatch.setattr(text_module, "_SPLIT_ASCII", NoSplit())
    monkeypatch.setattr(text_module, "_SPLIT", NoSplit())
    tokens = Tokens("Senior Nurse - Leeds, 3+ years")
    assert tokens.words == ["senior", "nurse", "leeds", "3", "years"]
    assert (tokens.starts, tokens.ends) == ([0, 7, 15, 22, 25], [6, 12, 20, 23, 30])
    assert words_of("Full-time role") == ["full", "time", "role"]
    with pytest.raises(AssertionError):
        Tokens("Ingénieur à Zürich")  # (a non-ASCII text still reads the pattern's split)


def _facts(text: str):
    from normalize.attributes import facets
    from normalize.attributes.triggers import TextFacts

    return TextFacts(facets.unglued(Tokens(text)))


def test_a_phrase_trigger_fires_only_where_a_phrase_of_its_table_stands():
    from normalize.attributes.facets.education import _EDUCATION
    from normalize.attributes.facets.work_mode import _WORK_MODE_WEAK
    from normalize.attributes.triggers import phrase, table

    scattered = "Our school sits high on the hill above the town."  # ("high school"'s words, apart)
    assert table(_EDUCATION).fires(_facts(scattered))  # (the table's gate: every word of a phrase stands)
    assert not phrase(_EDUCATION).fires(_facts(scattered))
    assert phrase(_EDUCATION).fires(_facts("High school diploma or equivalent."))
    assert not phrase(_WORK_MODE_WEAK).fires(_facts("Come home from work and rest."))
    assert phrase(_WORK_MODE_WEAK).fires(_facts("You can work from home on Fridays."))


def test_the_facets_whose_table_reads_only_its_phrases_are_not_called_on_scattered_words():
    from normalize.attributes import facets

    scattered = "Our school sits high on the hill above the town."
    assert not facets.EDUCATION_TRIGGER.fires(_facts(scattered))
    assert facets.find_education(Tokens(scattered)) is None
    assert facets.EDUCATION_TRIGGER.fires(_facts("High school diploma or equivalent."))
    assert not facets.WORK_MODE_TRIGGER.fires(_facts("Come home from work and rest."))


def test_a_phrase_stands_in_the_tokens_exactly_where_find_all_finds_one():
    from normalize.attributes.facets.education import _EDUCATION
    from normalize.attributes.facets.employment import _EMPLOYMENT

    rnd = random.Random(2026121094)
    for table in (_EDUCATION, _EMPLOYMENT):
        vocabulary = sorted({w for key in table.table for w in key})
        for _ in range(500):
            text = " ".join(rnd.choice(vocabulary) for _ in range(rnd.randint(1, 8)))
            tokens = Tokens(text)
            assert table.stands_in(tokens) == bool(table.find_all(tokens)), text
