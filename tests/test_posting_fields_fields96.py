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


def _languages(text: str, market: str = "ID") -> set[str]:
    return {item["language"] for item in extract(text, market)["languages"]}


# fields96: "Bahasa" alone joined to a named language is Bahasa Indonesia (Bahasa Malaysia where the text names Malaysia);
# alone or before a name it is the noun "language"
@pytest.mark.parametrize(
    ("text", "codes"),
    [
        ("Data Analyst\n\nClear spoken and written communication in English and Bahasa.", {"en", "id"}),
        ("Shop Lead\n\nLanguage: Fluent in Bahasa and English, both spoken and written.", {"en", "id"}),
        ("Admin\n\nGood grasp of Mandarin, English & Bahasa (reading and writing)", {"zh", "en", "id"}),
        ("Officer\n\nStrong communications (Bahasa & English), drafting skills", {"en", "id"}),
        ("Clerk\n\nGood command of English and Bahasa. Office in Penang, Malaysia.", {"en", "ms"}),
        # what stays
        ("Analis\n\nMampu menggunakan Bahasa Inggris dan Bahasa Chinese", {"en", "zh"}),
        ("Akunting\n\nBahasa: Chinese (Mandarin) dan Inggris, diutamakan", {"zh", "en"}),
        ("Magang\n\nJurusan: Pendidikan Bahasa Inggris / Sastra Inggris / BahasaManagement / Ekonomi", {"en"}),
        ("Programmer\n\nMenguasai bahasa pemrograman PHP dan Python. Mampu berbahasa Inggris.", {"en"}),
    ],
)
def test_fields96_bare_bahasa_beside_a_language(text, codes):
    assert _languages(text) == codes


def test_fields96_bahasa_in_an_example_list_is_not_asked():
    assert "id" not in _languages("Sales\n\nAble to speak one regional language (Bahasa, Khmer, etc) and English.", "SG")


# fields96: a count padded with a zero beside an experience word is read ("Experiência mínima de 01 ano"); a padded age
# band is not
@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("Analista de Compras\nOutros requisitos\n: \nExperiência mínima de 01 ano em compras;", 1),
        ("Assistente\nRequisitos:\nNecessário 06 meses de experiência em recepção;", 0.5),
        # what stays
        ("Monitor\nAtendimento a crianças de 05 anos na escola.", None),
    ],
)
def test_fields96_padded_count_beside_experience(text, years):
    assert extract(text, "BR")["min_years_experience"] == years


# fields96: the education named before "or" and a minimum count: experience offered in its place, null; a ladder's rung
# (a count between) and a separate item keep their counts
@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("Site Coordinator\n\nQualifications:\n* College education in the field of surveying OR minimum of 4 years' "
         "experience as a site coordinator.", None),
        ("Systems Engineer\n\nYou bring: A degree in Informatics, Physics,\u00a0or a related field\u00a0or At least 6 years "
         "of professional experience in IT operations.", None),
        ("Care Worker\n\n* A recognised care qualification and/or minimum of 2 years' experience in a care home", None),
        # what stays
        ("Sales Agent\n\n* Bachelor's degree in Business.\n* Minimum of 3 years' experience in sales", 3),
        ("Charge Nurse\n\n* Bachelor's degree with 3 years of experience or at least 5 years of experience with an "
         "associate degree.", 3),
    ],
)
def test_fields96_education_or_minimum_is_an_alternative(text, years):
    assert extract(text, "CA")["min_years_experience"] == years
