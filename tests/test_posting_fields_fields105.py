"""Posting fields (education, minimum years): the errors of fields105's fresh dev sample whose shape recurs (issue #24).

Every text here is written for the test, in the shape of the postings seen on unlabelled dev postings."""

from __future__ import annotations

import pytest

from normalize.attributes import extract


# fields105: a Brazilian course accepted while under way, written capitalised ("Ensino Superior Cursando ou Completo"), seeks
# students as the lower-case form does: 0 (RUNNING_TEXT_RULES "Ensino superior cursando" 0); a wish or a count stays
@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("Analista de Dados Jr\n\nEscolaridade:\nEnsino Superior Cursando ou Completo em Estatística ou áreas afins.", 0),
        ("Assistente Administrativo\n\nRequisitos:\nSuperior Cursando em Administração;\nPacote Office.", 0),
        ("Analista de TI\n\nREQUISITOS:\nENSINO SUPERIOR CURSANDO EM SISTEMAS DE INFORMAÇÃO.", 0),
        ("Analista Financeiro\n\nFormação: Graduação Em Andamento em Contabilidade.", 0),
        # what stays: a wish, and a count read beside it
        ("Assistente de Compras\n\nRequisitos:\nEnsino médio completo.\nDiferencial: Ensino Superior Cursando.", None),
        ("Analista Fiscal\n\nEnsino Superior Cursando ou Completo em Contabilidade.\nExperiência mínima de 2 anos na área.",
         2),
    ],
)
def test_fields105_capitalised_course_under_way(text, years):
    assert extract(text, "BR")["min_years_experience"] == years


# fields105: Russian/Ukrainian "education" written before its level ("Образование среднее специальное или высшее") is the
# college track, vocational: not the secondary of "образование среднее" alone
@pytest.mark.parametrize(
    ("text", "market", "level"),
    [
        ("Инженер-технолог\n\nТребования:\nОбразование среднее специальное или высшее", "BY", "vocational"),
        ("Мастер участка\n\nТребования:\nОбразование: среднее профессиональное;\nОпыт работы от 1 года.", "RU",
         "vocational"),
        ("Наладчик\n\nТребования:\nобразование среднее-специальное и/или высшее;", "BY", "vocational"),
        ("Технік\n\nВимоги:\nОсвіта середня спеціальна або вища технічна.", "UA", "vocational"),
        # what stays: the general secondary level
        ("Кладовщик\n\nТребования:\nОбразование среднее или высшее.", "BY", "secondary"),
    ],
)
def test_fields105_ru_education_noun_first(text, market, level):
    assert extract(text, market)["education_level"] == level


# fields105: a firm the applicant worked for, named with an indefinite article in the count's sentence ("(Experience
# working for a SaaS company is a plus)"), does not make the count a company's age; a company's own years stay unread
@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("Data Analyst\n\nWhat do we expect from you\n3-5 years of experience doing reporting (Experience working for a "
         "Fintech/B2B company is a plus)\nSQL is a must", 3),
        ("Account Manager\n\nRequirements\n2-4 years of experience handling accounts (ideally at an agency or a consulting firm)",
         2),
        # what stays: the firm's own years
        ("Data Analyst\n\nFor 30 years, our company has served clients across the region.", None),
        ("Data Analyst\n\nAcme is a consulting firm with over 25 years of experience in retail analytics.", None),
        ("Data Analyst\n\nWith 40 years of experience, our group leads the market.", None),
        ("Quant Researcher\n\nOur team: Dana previously led analytics at a retail company, bringing over 9 years of "
         "experience to the desk. She mentors new analysts.", None),
    ],
)
def test_fields105_applicants_past_employer_is_no_company_statement(text, years):
    assert extract(text, "IN")["min_years_experience"] == years


# fields105: an "or" that closes a list inside one item ("in A, B, or C,") does not make the next count its alternative:
# two items of a flattened list, the largest asked; a ladder's "or" before the next rung still gives the lowest
@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("Lead Data Scientist\n\nRequirements: MS in statistics.8+ years of relevant experience in data science, "
         "analytics, or applied statistics,4+ years experience with machine learning, 4+ years in Python", 8),
        ("Engineer\n\nQualifications\n6 years of experience in embedded or firmware roles, 3 years of experience in automotive "
         "projects", 6),
        # what stays: alternatives joined by "or"
        ("Engineer\n\nQualifications\n5 years of experience in sales or 3 years in management", 3),
        ("Engineer\n\nQualifications\nAt least 4 years in accounting, or 6 years in finance", 4),
        ("Analyst\n\nBachelor's Degree and job-related experience, 7 years, OR Master's Degree and job-related experience, "
         "5 years, OR Doctorate Degree and job-related experience, 2 years.", 2),
        ("Biologist\n\nA bachelor's degree in biology, zoology, or a related field, PLUS six years of professional work "
         "experience, OR a master's degree in biology, ecology, or a related field, PLUS four years of professional work "
         "experience.", 4),
        # (an Indonesian "atau" glued to the next word by a lost line break still joins the two)
        ("Supervisor\n\nKualifikasi:Memiliki pengalaman sebagai Supervisor minimal 3tahun, atauMemiliki pengalaman "
         "sebagai Manager minimal 1 tahunBersedia ditempatkan", 1),
        ("Engineer\n\nQualifications\nBachelor's degree with 5 years of experience, or Master's degree with 3 years", 3),
    ],
)
def test_fields105_list_or_is_no_alternative(text, years):
    assert extract(text, "US")["min_years_experience"] == years


# fields105: "Nursing degree from an accredited college or university" is a nursing degree of any level: vocational (the
# lowest of ADN and BSN; RUNNING_TEXT_RULES accepts vocational or bachelor), as "a degree from an accredited school of
# nursing" is; a bachelor's required elsewhere still decides
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Charge Nurse\n\n**Qualifications**\n* **Education:** Nursing degree from an accredited college or university.\n"
         "* **License:** RN License for Ohio", "vocational"),
        ("Staff Nurse\n\nMINIMUM QUALIFICATIONS\nNursing Degree from an accredited university.\nActive RN license.",
         "vocational"),
        # what stays: a bachelor's required, a degree from no college
        ("Staff Nurse\n\nNursing degree from an accredited university. BSN required.", "bachelor"),
        ("Staff Nurse\n\nNursing degree from the hospital's own programme.", None),
    ],
)
def test_fields105_nursing_degree_from_a_college(text, level):
    assert extract(text, "US")["education_level"] == level
