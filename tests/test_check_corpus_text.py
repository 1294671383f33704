"""benchmarks/check_corpus_text.py: repository text found word for word in a data set is reported; generic wording,
regex alternations and figure ranges are not. Invented texts only: the data set is a small frame made here."""

from __future__ import annotations

import sys
from pathlib import Path

import polars as pl
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import check_corpus_text as check  # noqa: E402

_POSTINGS = [
    ("p1", "Acme", "Welder\n\nOur yard in Port Elsby builds ferries; the welding bay runs two shifts a day."),
    ("p2", "Borl", "Clerk\n\nWe offer a great team. Remote or hybrid work is possible."),
]


@pytest.fixture
def fake_data(monkeypatch):
    frame = pl.DataFrame(_POSTINGS, schema={"doc": pl.String, "company": pl.String, "text": pl.String}, orient="row")
    frame = frame.select(pl.lit("postings").alias("set"), "doc", "company", "text")
    monkeypatch.setattr(check, "data_texts", lambda name: frame if name == "postings" else None)


def _runs(texts: list[str]) -> list[str]:
    pieces = check._split([check.Piece("t.py", 1, text) for text in texts])
    hits, _ = check.find_hits(pieces, ["postings"], min_words=6, min_chars=30)
    return [hit.run for hit in hits]


def test_a_copied_clause_is_found_through_other_punctuation_and_case(fake_data):
    runs = _runs(["A test: OUR YARD IN PORT ELSBY builds ferries - the welding bay, then more."])
    assert runs == ["our yard in port elsby builds ferries the welding bay"]


def test_a_regex_alternation_is_no_sentence(fake_data):
    # the words follow each other in p2 only across the alternation's bars
    assert _runs([r"(?:we offer a|great team remote|or hybrid work)"]) == []
    assert _runs([r"we offer a great team remote or hybrid work"]) == ["we offer a great team remote or hybrid work"]


def test_a_short_run_is_no_hit(fake_data):
    assert _runs(["in Port Elsby builds ferries"]) == []


def test_figure_ranges_are_no_phone_numbers():
    assert check._FIGURES.search("35 000 - 40 000") and check._FIGURES.search("35.000 - 39.000")
    assert not check._FIGURES.search("617-555-0192")
