"""Posting fields (experience, seniority, languages) in shapes main missed on unlabelled dev postings (issue #24; fields96 round).

Every text here is written for the test, in the shape of the failures seen on unlabelled dev postings."""

from __future__ import annotations

import pytest

from normalize.attributes import extract


# fields96: a thesis post named in the title is a student's post, intern (not a doctoral "PhD Thesis")
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Master Thesis - Graph Learning for Energy Grids (m/f/d)\n\nWe are looking for a master student.", "intern"),
        ("Masterand:in Bildverarbeitung mit neuronalen Netzen (m/w/d)\n\nDeine Aufgaben: Recherche.", "intern"),
        ("Bachelor-/Masterarbeit in der Medizintechnik (m|w|d)\n\nIhre Aufgaben: Versuche planen.", "intern"),
        ("Abschlussarbeit Kältetechnik (m/w/d)\n\nDu schreibst deine Arbeit bei uns.", "intern"),
        # what stays
        ("PhD Thesis - Learning Models for Power Plants\n\nA doctoral post in our lab.", None),
        ("Data Scientist\n\nWe are looking for a master thesis student to help the team.", None),
        ("Senior Data Scientist\n\nYou will supervise master thesis students.", "senior"),
    ],
)
def test_fields96_thesis_title_is_intern(text, level):
    assert extract(text, "DE")["seniority"] == level
