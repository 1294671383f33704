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
        ("QA specialist\n\nAcme wants to hire a Middle/Senior QA specialist for its payments squad.", None),
        ("Инженер DevOps\n\n<p>ищем Devops инженера Middle и Senior уровня.</p>", None),
        ("Инженер DevOps\n\n<p>находимся в поисках специалистов уровня middle+ / senior.</p>", None),
        ("Planner\n\nWe are looking for someone in the middle of a career change.", None),
    ],
)
def test_fields93_middle_after_hiring_cue(text, level):
    assert extract(text, "RU")["seniority"] == level


# fields93: a requirements heading inside what offer_zones took for the perks section ends it for the experience reader
@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("Sales Developer\n\n**Why Join Us?** * **Growth:** a clear path. * **Pay:** a base plus commission. "
         "**What We Look For** * 1–4 years of experience in inside sales or account work", 1),
        ("Java Developer\n\nWhy Join Us?Travel perks for you and your familyA friendly work cultureWho Are We Looking For?"
         "Degree in Computing.Must have at least four (4)+ years of experience", 4),
        ("Nurse Manager\n\n**Benefits**\n\nHealth cover and PTO for every employee.\n\n**Qualifications and Experience "
         "requirements:**\n\n* Current RN license\n* 3 years clinical leadership experience", 3),
        ("Clinical Nurse\n\nBENEFITS\n\nA generous leave plan and tuition help.\n\nEXPERIENCE AND EDUCATION\n\nRequired\n"
         "Experience\n2 years clinical practice\n", 2),
        ("Backend Developer\n\nWhy Join Us? A modern stack and a calm office. You may lead the team.RequirementsAt least 4 "
         "years of professional experience in Go", 4),
        # what stays: a perk's years with no heading between
        ("Care Assistant\n\n**What we offer:**\n* Pension plan that pays out after working at least three years\n"
         "* Paid leave\n", None),
        ("Store Clerk\n\nBenefits: a paid sabbatical after 5 years of service, staff discount.", None),
    ],
)
def test_fields93_requirement_heading_ends_perks(text, years):
    assert extract(text, "US")["min_years_experience"] == years


# fields93: a markdown heading ends the sentence the company test reads: a board's field block run into an "About us" section
@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("Lab Associate\n\n### **Job Information** Date Opened 01/02/2026 Job Type Full time Industry Biotech Work Experience "
         "2\\-4 years City Galway Country Ireland ### **Job Description** **About Acme Bio** **Who are we?** Acme Bio is a "
         "consultancy.", 2),
        # what stays: the company's own years in its section
        ("Lab Associate\n\n### **About us** We are a consultancy with over 20 years of experience in biotech ### **Role**", None),
    ],
)
def test_fields93_heading_ends_company_sentence(text, years):
    assert extract(text, "IE")["min_years_experience"] == years


# fields93: counts main refused by a neighbour's words: "business" as a degree's subject before "with N years", "under" of
# "under pressure" before a minimum, an "or equivalent experience" item before a tab, a company word in a flattened list's
# run-on sentence; and an inline bullet parts two items (not alternatives)
@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("Data Engineer\n\nRequirements: Master's in Business or Informatics, along with 4–6 years of hands-on "
         "professional experience.", 4),
        ("Sales Analyst\n\n- Bachelor's Degree in Business/Statistics, with 2+ years of relevant experience as an analyst", 2),
        ("Care Nurse\n\nThe ability to stay calm under pressure Minimum 6 months experience Good communication skills", 0.5),
        ("Office Manager\n\nManage the office budget\tBachelor's degree or equivalent experience\t4+ years of experience in an "
         "office manager role\tStrong organisation", 4),
        ("Office Assistant\n\n* Supporting teams across the organisation * Working within a busy company **Essential "
         "Requirements:** * 1\\-2 years’ experience of office admin work * Tidy filing and a calm manner", 1),
        ("Product Owner\n\n**What You'll Need** * 3\\+ years of experience working with a tech company or in banking * 1 year "
         "of experience managing people", 3),
        # what stays
        ("Care Nurse\n\nCandidates under 2 years of experience apply to the residency.", None),
        ("Analyst\n\nA degree or 3 years of experience in analytics.", None),
    ],
)
def test_fields93_count_kept_beside_neighbour_words(text, years):
    assert extract(text, "IE")["min_years_experience"] == years


# fields93: bullets after "or" stay one list of alternatives (entry routes), the lowest kept
def test_fields93_or_bullets_stay_alternatives():
    text = ("Clerical Officer\n\n* A school-leaving certificate or * At least two years of public service or * Have 3\\+ years "
            "of experience in a customer role or * Have 1\\+ years of experience in the courts.")
    assert extract(text, "IE")["min_years_experience"] in (None, 1)
