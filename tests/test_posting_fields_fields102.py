"""Posting fields (education, experience): the lead's answers to fields101's questions, as rules (issue #24; fields102).

Every text here is written for the test, in the shape of the postings seen on unlabelled dev postings."""

from __future__ import annotations

import pytest

from normalize.attributes import extract


# fields102: a lone "Post Graduate Diploma in <field>" (a nurse's specialty diploma) is master, not vocational
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Clinical Nurse Specialist\n\nRequirements\n* Registered with the nursing board\n* Completed a post graduate "
         "diploma in Cardiac Nursing\n* Evidence of audit work", "master"),
        ("Staff Nurse ICU\n\nQualification\n* Registered General Nurse\n* Postgraduate diploma in Critical Care Nursing",
         "master"),
        ("Therapist\n\nYou hold a Post-Graduate Diploma in Family Therapy.", "master"),
        # what stays: a bachelor's named before it is the lowest; a plain diploma is vocational
        ("Engineer\n\nApplicants need a Bachelor's Degree / Post Graduate Diploma / Professional Degree, electrical "
         "engineering.", "bachelor"),
        ("Nurse\n\nRequirements: a Higher Diploma or Post Graduate Diploma in Oncology Nursing.", "vocational"),
        ("Technician\n\nRequirements: Diploma in Electrical Engineering.", "vocational"),
    ],
)
def test_fields102_lone_postgraduate_diploma(text, level):
    assert extract(text, "IE")["education_level"] == level


# fields102: a board's experience field "Less than 1 year" gives 0, the lowest stated
@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("Licensed Practical Nurse\n\n**Work Experience:**\n\nRelevant Work Experience\n\n**Experience Level:**\n\n"
         "Less than 1 year\n**Education:**\n\nGraduate of an approved practical nursing program", 0),
        ("Registered Nurse\n\nJob Requirements\n\nApplicable Experience:\n\nLess than 1 year\n\nBasic Life Support",
         0),
        ("Registered Nurse\n\nWhat you need:\n* Associate Degree in Nursing\n* \\< 1 year applicable experience Required",
         0),
        ("Nursing Assistant\n\n\\- EDUCATION \\- High School Diploma\n\n\\- EXPERIENCE \\- Less than 1 Year of Experience"
         "\n\n\\- LICENSE \\- State certification", 0),
        # the lowest stated: a count asked elsewhere in the posting
        ("Registered Nurse\n\nPreferred Experience:\nMinimum of three years of acute care nursing\n\n"
         "Applicable Experience:\n\nLess than 1 year\n\nBasic Life Support", 0),
        # what stays: a condition, a programme's ceiling
        ("Registered Nurse\n\nQualifications\n* One year of clinical experience as an RN. If less than 1 year clinical "
         "experience as an RN, the candidate must be approved by the director.", 1),
        ("Registered Nurse\n\nOur residency is for new nurses with less than one year of experience.", None),
        ("Office Assistant\n\nWe grew from 10 to 90 people in less than 1 year.", None),
    ],
)
def test_fields102_less_than_a_year_field(text, years):
    assert extract(text, "US")["min_years_experience"] == years


# fields102: advanced students or graduates of a university career (Argentina's board wording) are sought: bachelor, 0
@pytest.mark.parametrize(
    ("text", "level", "years"),
    [
        ("Analista de Costos\n\nRequisitos: Educación: estudiantes avanzados o recibidos de Carreras Universitarias de "
         "Contador Público, Economía y/o afines. Experiencia laboral: 2-4 años de experiencia en tesorería. Idiomas: "
         "inglés básico.",
         "bachelor", 0),
        ("Asistente\n\nPerfil:\n• Estudiantes avanzados de carreras universitarias de Ingeniería Industrial.\n"
         "• Manejo de Excel.", "bachelor", 0),
        # what stays: the students a job supports
        ("Tutor\n\nTareas: acompañar el cursado y dar apoyo a estudiantes avanzados de carreras universitarias.", None,
         None),
    ],
)
def test_fields102_advanced_university_students(text, level, years):
    out = extract(text, "AR")
    assert (out["education_level"], out["min_years_experience"]) == (level, years)
