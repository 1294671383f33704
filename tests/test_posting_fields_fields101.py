"""Posting fields (education, experience) in shapes main missed on unlabelled dev postings (issue #24; fields101 round).

Every text here is written for the test, in the shape of the failures seen on unlabelled dev postings."""

from __future__ import annotations

import pytest

from normalize.attributes import extract


# fields101: a range whose dash was lost ("3 5 years", "5 7Years") is one count, its lower end
@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("Data Analyst\n\nRequired Skills\nDegree in statistics\n2 4 years of experience as an analyst in retail", 2),
        ("Data Analyst\n\nSkills : ETL, SQL\nRelevant Experience : 4 6Years\nGood communication", 4),
        ("Data Analyst\n\nBeneficial\nExisting audit experience of around 3 5 years", 3),
        # what stays
        ("Data Analyst\n\nRelevant Experience : 4-6 Years\nGood communication", 4),
        ("Paediatric Nurse\n\nCare for patients 12 30 years old in our clinic.", None),
        ("Data Analyst\n\nWe renew 2 3 year contracts. Experience: 4 years in SQL.", 4),
    ],
)
def test_fields101_range_without_its_dash(text, years):
    assert extract(text, "IN")["min_years_experience"] == years


# fields101: "N years of service experience" asks experience (a board template's item), not "N years of service" (tenure)
@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("Workplace Partner\n\nBachelor's degree or equivalent practical experience.\n6 years of service experience with a "
         "focus on facilities or hospitality.", 6),
        ("Database Admin\n\n• At least 3 years of service experience with database servers", 3),
        # what stays
        ("Workplace Partner\n\nOur founder has 30 years of service to the community.", None),
        ("Driver\n\nRequirements: 4 years of service in the army.", None),
    ],
)
def test_fields101_years_of_service_experience(text, years):
    assert extract(text, "US")["min_years_experience"] == years


# fields101: a high-school diploma "or GED" is the diploma's equivalent, not an alternative to the count after it
@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("Scheduler\n\nWhat You Need: High school diploma or GED with 2+ years experience in home health scheduling.", 2),
        ("Loader\n\nWhat you bring... High School Diploma or GED 1 year of pallet jack work experience at a depot "
         "preferred", 1),
        # what stays: the count offered in the diploma's place
        ("Operator\n\nHigh school diploma or GED or 2 years of experience in a plant.", None),
        ("Operator\n\nRelevant qualification or minimum 2 years of experience in a plant.", None),
    ],
)
def test_fields101_diploma_or_ged_with_a_count(text, years):
    assert extract(text, "US")["min_years_experience"] == years


# fields101: "a degree or postgraduate qualification" is the degree, the lowest; Chile's "Contador Auditor titulado/a" is a
# professional (university) title
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Test Engineer\n\nRequirements: A Degree or post graduate qualification Commercial experience in testing", "bachelor"),
        ("Research Officer\n\n**Person Specification** * Degree or postgraduate qualification in a relevant discipline. * "
         "Strong writing", "bachelor"),
        ("Analista Tributario\n\n¿Qué buscamos? • Contador Auditor titulado/a, con foco tributario. • Mínimo 2 años de "
         "experiencia.", "bachelor"),
        # what stays
        ("Scientist\n\nMaster's degree or postgraduate qualification in Physics", "master"),
        ("Scientist\n\nMSc degree or postgraduate qualification in Physics", "master"),
    ],
)
def test_fields101_degree_or_postgraduate_and_chilean_accountant(text, level):
    assert extract(text, "IE")["education_level"] == level


# fields101: a "What You'll Bring" heading ends a perks section that ran on from a growth-opportunities line
@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("Home Health RN\n\nWhy Join Us\nCompetitive pay and benefits\nGrowth and leadership opportunities within a trusted "
         "brand\n\nWhat You\u2019ll Bring\n\nActive RN license in the state\n\nMinimum 1 year of pediatric nursing experience "
         "(home care experience preferred)\n", 1),
        # what stays: a perk's count
        ("Home Health RN\n\nBenefits\nCompetitive pay and benefits\nA pension after 2 years of service with us\nMinimum 1 "
         "year of paid leave\n", None),
    ],
)
def test_fields101_what_you_will_bring_ends_the_perks(text, years):
    assert extract(text, "US")["min_years_experience"] == years


# fields101: a postgraduate diploma named beside a bachelor's is no vocational diploma (the bachelor's is the lowest); a
# diploma alone, or a board's "Advanced/Higher/Graduate Diploma" before it, stays vocational
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Sales Engineer\n\nRequirements: Applicants should hold at least a Bachelor's Degree/Post Graduate Diploma/"
         "Professional Degree, civil engineering.\nAt least 2 years of experience.", "bachelor"),
        ("Process Engineer\n\nWe look for: Bachelor's degree in Chemistry / Materials Science or Postgraduate Diploma in "
         "Polymer Engineering", "bachelor"),
        ("Developer\n\nWhat We Look For - Degree or comparable education in computer science. - Minimum 3 years of "
         "experience", "bachelor"),
        # what stays
        ("Data Analyst\n\nNeeded: an Advanced/Higher/Graduate Diploma or a Bachelor's Degree or a Post Graduate Diploma, "
         "statistics", "vocational"),
        # (a lone postgraduate diploma: master since the lead's answer, fields102; it read vocational before)
        ("Clinical Nurse Manager\n\n* Registered General Nurse\n* Hold a Post Graduate Diploma in Gerontology Nursing",
         "master"),
        ("Developer\n\nWhat We Look For - Master's degree or comparable education in computer science.", "master"),
    ],
)
def test_fields101_postgraduate_diploma_beside_a_bachelor(text, level):
    assert extract(text, "PH")["education_level"] == level


# fields101: Spain's "FP" is read among Spanish words only; a capitalised "FP" in other text (a site code, functional
# programming, finished product, an "FP A" that lost its "&") is no vocational training
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Data Scientist\n\nWhat We Look For: B.S. in a quantitative field with 5+ years of experience. Strong foundation in "
         "OOP and FP in Python.", "bachelor"),
        ("QA Specialist\n\n* Manage RM/FP Rejections (Raw Material/Finished Product)\n* BSc in Chemistry", "bachelor"),
        ("Process Lead\n\nYou will support plants in Northport (NP) and Eastfield (FP).\nIf you have... A PhD in Chemistry",
         "doctorate"),
        ("Analista\n\nRequisitos: Ingeniería Comercial. 3+ años en Control de Gestión, FP A o roles similares.", "bachelor"),
        # what stays
        ("Desarrollador\n\nRequisitos: Haber finalizado un Grado, Ingeniería o FP relacionada con la informática.",
         "vocational"),
        ("Técnico\n\nEstudios mínimos: FP II en electricidad", "vocational"),
    ],
)
def test_fields101_fp_only_among_spanish_words(text, level):
    assert extract(text, "US")["education_level"] == level


# fields101: a diploma acronym defined in the posting as something else ("Health Support Center (HSC)", "DUT (Device Under
# Test)") is that name, not the diploma; a diploma's own definition or an undefined acronym still reads
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Patient Liaison\n\nYou join our Health Support Center (HSC) group and help the clinics.", None),
        ("Test Engineer\n\nDefine test activities and DUT (Device Under Test) preparedness.\nBachelor's degree in "
         "engineering.", "bachelor"),
        ("BIM Coordinator\n\n* Follow the project's BIM Execution Plan (BEP).\n* Strong AutoCAD skills", None),
        ("Analyst\n\nPartner with business technology services (BTS) on changes. Bachelor's Degree in Finance.", "bachelor"),
        # what stays
        ("Operations Analyst\n\n* Minimum HSC or equivalent\n* Strong Excel skills", "secondary"),
        ("Clerk\n\nMinimum: Higher School Certificate (HSC) or equivalent", "secondary"),
        ("Technicien\n\nVous êtes titulaire d'un BTS Maintenance Industrielle.", "vocational"),
    ],
)
def test_fields101_acronym_defined_as_something_else(text, level):
    assert extract(text, None)["education_level"] == level


# fields101: "Ensino super completo" (the word "superior" cut short) is the completed higher education, bachelor
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Analista Contábil\n\nRequisitos:\nEnsino super completo em Contabilidade ou áreas afins;\nExcel avançado;",
         "bachelor"),
        # what stays
        ("Analista Contábil\n\nRequisitos:\nEnsino médio completo;\nExcel avançado;", "secondary"),
    ],
)
def test_fields101_ensino_super_completo(text, level):
    assert extract(text, "BR")["education_level"] == level
