"""Integrity checks of the bundled `builtin` starter taxonomy (normalize/data/taxonomy/)."""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest

TAXONOMY_DIR = Path(__file__).resolve().parents[1] / "normalize" / "data" / "taxonomy"


def _read(name: str) -> list[dict[str, str]]:
    with open(TAXONOMY_DIR / name, encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh))


def _split(field: str) -> list[str]:
    return [part.strip() for part in field.split("|") if part.strip()]


@pytest.fixture(scope="module")
def occupations() -> list[dict[str, str]]:
    return _read("builtin_occupations.csv")


@pytest.fixture(scope="module")
def skills() -> list[dict[str, str]]:
    return _read("builtin_skills.csv")


def test_headers(occupations, skills):
    assert list(occupations[0].keys()) == ["id", "label", "alt_labels", "isco08", "skills"]
    assert list(skills[0].keys()) == ["id", "label", "alt_labels"]


def test_sizes(occupations, skills):
    assert len(occupations) >= 300
    assert len(skills) >= 400


def test_ids_unique_and_well_formed(occupations, skills):
    occ_ids = [row["id"] for row in occupations]
    skill_ids = [row["id"] for row in skills]
    assert len(occ_ids) == len(set(occ_ids))
    assert len(skill_ids) == len(set(skill_ids))
    assert all(re.fullmatch(r"occ:[a-z0-9]+(?:-[a-z0-9]+)*", i) for i in occ_ids)
    assert all(re.fullmatch(r"skill:[a-z0-9]+(?:-[a-z0-9]+)*", i) for i in skill_ids)
    assert all(row["label"].strip() for row in occupations + skills)


def test_referenced_skills_exist(occupations, skills):
    known = {row["id"] for row in skills}
    missing = {(row["id"], s) for row in occupations for s in _split(row["skills"]) if s not in known}
    assert not missing
    assert all(3 <= len(_split(row["skills"])) <= 8 for row in occupations)


def test_isco08_codes(occupations):
    bad = [
        (row["id"], row["isco08"]) for row in occupations if not re.fullmatch(r"[0-9]\d{3}", row["isco08"])
    ]
    assert not bad
    # Every ISCO-08 major group (0 armed forces ... 9 elementary occupations) is represented.
    assert {row["isco08"][0] for row in occupations} == set("0123456789")


def test_alt_labels(occupations):
    few = [row["id"] for row in occupations if len(_split(row["alt_labels"])) < 3]
    assert not few
    for row in occupations:
        names = [row["label"].casefold()] + [a.casefold() for a in _split(row["alt_labels"])]
        assert len(names) == len(set(names)), row["id"]


def test_alt_label_is_not_another_preferred_label(occupations):
    preferred: dict[str, str] = {}
    for row in occupations:
        key = row["label"].casefold()
        assert key not in preferred, f"{row['id']} repeats the label of {preferred.get(key)}"
        preferred[key] = row["id"]
    clashes = [
        (row["id"], alt, preferred[alt.casefold()])
        for row in occupations
        for alt in _split(row["alt_labels"])
        if preferred.get(alt.casefold(), row["id"]) != row["id"]
    ]
    assert not clashes


def test_alt_labels_point_to_one_occupation(occupations):
    owner: dict[str, str] = {}
    shared = []
    for row in occupations:
        for alt in _split(row["alt_labels"]):
            key = alt.casefold()
            if key in owner and owner[key] != row["id"]:
                shared.append((alt, owner[key], row["id"]))
            owner.setdefault(key, row["id"])
    assert not shared


def test_common_titles_are_covered(occupations):
    """A user trying the quick start should find everyday titles as a label or alias."""
    names = {row["label"].casefold() for row in occupations}
    names |= {a.casefold() for row in occupations for a in _split(row["alt_labels"])}
    for title in [
        "software engineer",
        "registered nurse",
        "truck driver",
        "cashier",
        "accountant",
        "electrician",
        "waiter",
        "data scientist",
        "teacher",
        "warehouse operative",
        "forklift driver",
        "recruiter",
        "chef",
        "security guard",
        "cleaner",
        "hairdresser",
    ]:
        assert title in names, title


def _best_matches(titles: list[str]) -> list[str | None]:
    """The id of each title's best builtin occupation (None where the matcher abstains)."""
    from normalize.matching.retrieval import match_titles

    return [m[0]["id"] if m else None for m in match_titles(titles, "builtin")]


def test_everyday_german_french_spanish_dutch_titles_match_without_other_data():
    """A European job feed's common local titles reach the right builtin occupation, noise and all."""
    cases = {
        "Buchhalter (m/w/d)": "occ:accountant",
        "Pflegefachkraft (w/m/d) Vollzeit": "occ:registered-nurse",
        "Chargée de recrutement (H/F)": "occ:recruiter",
        "Infirmière - Lyon": "occ:registered-nurse",
        "Cocinero/a": "occ:cook",
        "Mozo de almacén": "occ:warehouse-operative",
        "Magazijnmedewerker": "occ:warehouse-operative",
        "Vrachtwagenchauffeur CE": "occ:truck-driver",
        "Técnico de mantenimiento": "occ:maintenance-technician",
        "Instandhaltungstechniker (m/w/d)": "occ:maintenance-technician",
    }
    assert _best_matches(list(cases)) == list(cases.values())


def test_commonwealth_and_south_east_asian_title_conventions():
    """'Executive' there is an officer-level job title, not a C-level one."""
    cases = {
        "Accounts Executive": "occ:bookkeeper",
        "HR Executive": "occ:hr-generalist",
        "Store Keeper": "occ:stock-clerk",
        "Marketing Exec - URGENT": "occ:marketing-executive",
    }
    assert _best_matches(list(cases)) == list(cases.values())
