"""Posting fields (education, experience) in shapes main missed on unlabelled dev postings (issue #24; fields99 round).

Every text here is written for the test, in the shape of the failures seen on unlabelled dev postings."""

from __future__ import annotations

import pytest

from normalize.attributes import extract


# fields99: a range whose two ends each carry the unit is one count, its lower end asked (not the upper end read alone)
@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("Reporting Analyst\n\nEXPERIENCE\n: 4 Years To 7 Years\nROLE DETAILS\n1. Build reports", 4),
        ("Reporting Analyst\n\nEXPERIENCE\n: 2yr - 6yr\nROLE DETAILS\n1. Build reports", 2),
        ("Sales Lead\n\nWe ask for 3 years to 6 years of experience in retail sales.", 3),
        # what stays
        ("Sales Lead\n\nExperience: 3 to 6 years in retail sales.", 3),
        ("Sales Lead\n\nExperience: 6 months to 2 years in retail sales.", 2),
    ],
)
def test_fields99_range_with_the_unit_at_both_ends(text, years):
    assert extract(text, "IN")["min_years_experience"] == years
