"""Posting fields (experience): the lead's answers to fields102's questions, as rules (issue #24; fields103).

Every text here is written for the test, in the shape of the postings seen on unlabelled dev postings."""

from __future__ import annotations

import pytest

from normalize.attributes import extract


# fields103: a count the text requires beats a board's "Less than 1 year" band; a preferred count does not
@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("Critical Care Nurse Residency\n\n* Applicants must have a minimum of one year of nursing practice, ideally in "
         "a step-down unit.\n\n**Work Experience:**\n\nRelevant Work Experience\n\n**Experience Level:**\n\n"
         "Less than 1 year\n**Education:**\n\nGraduate of an accredited program", 1),
        ("Staff Nurse\n\nTwo years of acute care experience required.\n\nApplicable Experience:\n\nLess than 1 year\n\n"
         "Basic Life Support", 2),
        # what stays: the band where the other count is only preferred or a ladder's rung
        ("Patient Care Tech\n\nWork Experience:\n\n* less than 1 year • One year of experience in an acute setting "
         "preferred\n\nLicenses:\n\n* BLS", 0),
        ("Registered Nurse\n\nPreferred Experience:\nMinimum of three years of acute care nursing\n\n"
         "Applicable Experience:\n\nLess than 1 year\n\nBasic Life Support", 0),
        ("Vocational Nurse\n\nWhat you bring:\n* Less than 1 year work experience as a vocational nurse\n* Level two "
         "nurses: more than 1 year of practice on a ward", 0),
    ],
)
def test_fields103_required_count_beats_band(text, years):
    assert extract(text, "US")["min_years_experience"] == years


# fields103: students sought beside a labelled experience pair give 0, the lowest stated
@pytest.mark.parametrize(
    ("text", "market", "years"),
    [
        ("Analista Contable\n\nRequisitos:\nEducación: estudiantes avanzados de carreras universitarias de Contador "
         "Público.\nExperiencia: 2 años\nIdiomas: inglés básico.", "AR", 0),
        ("Asistente de Finanzas\n\nBuscamos estudiantes universitarios de Contabilidad o Administración.\n\n"
         "Experiencia laboral: 1 año", "CL", 0),
        # what stays: a label beside no students, or beside students a job serves
        ("Analista Contable\n\nRequisitos:\nEducación: Contador Público recibido.\nExperiencia: 2 años", "AR", 2),
        ("Tutor\n\nTareas: dar apoyo a estudiantes avanzados de carreras universitarias.\n\nExperiencia: 3 años",
         "AR", 3),
    ],
)
def test_fields103_students_beside_labelled_years(text, market, years):
    assert extract(text, market)["min_years_experience"] == years


# fields103: the hire named a capitalised "Lead"/"Principal" before its role right after a hiring cue, under a level-free
# title, is that level; "Staff Nurse" and a verb "lead" are not
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Backend Engineer\n\nOur client is looking for a Lead Backend Engineer to shape their payments platform.", "lead"),
        ("Platform Engineer\n\nWe are seeking a highly skilled Lead Platform Engineer to design secure services.", "lead"),
        ("Data Scientist 3\n\nThe studio is seeking a Principal Data Scientist to drive product insight.", "lead"),
        # what stays
        ("Registered Nurse\n\nWe are seeking an experienced Staff Nurse to join the ward.", None),
        ("Data Analyst\n\nWe are looking for someone to lead the Data team's reporting.", None),
    ],
)
def test_fields103_lead_named_after_hiring_cue(text, level):
    assert extract(text, "IE")["seniority"] == level


# fields103: InfoJobs' level field written in HTML ("<br>Nivel<br>Mando intermedio<br>") is the job's level, as on its own
# lines; an "Experience:" field whose value is a level alone is the job's level
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Analista de Datos\n\n<br>Sector<br>Banca<br>Nivel<br>Mando intermedio<br>Salario<br>A convenir", "manager"),
        ("Analista de Datos\n\n<br>Sector<br>Banca<br>Nivel<br>Empleado/a<br>Salario<br>A convenir", None),
        ("Data Engineer Staff\n\nRequirements:• Bachelor Degree• Experience: Junior (1-2 years of working experience)• "
         "Working system: Hybrid", "junior"),
        ("Clinic Nurse\n\n*EDUCATION:* Associate degree in Nursing.*EXPERIENCE:* Entry level (no prior work experience)",
         "junior"),
        # what stays: a level word opening a longer value
        ("Care Assistant\n\nExperience: Senior living communities preferred.", None),
    ],
)
def test_fields103_level_fields(text, level):
    assert extract(text, "ES")["seniority"] == level


# fields103: a board's language field gives each language its own level ("Espanhol - Nível Básico e Inglês - Nível
# Avançado"); one language named at several levels keeps the lower
@pytest.mark.parametrize(
    ("text", "levels"),
    [
        ("Analista\n\nIdiomas\n:\nEspanhol - Nível Básico e Inglês - Nível Avançado\nOutros requisitos\n:\n• Superior "
         "completo", {"es": "A2", "en": "C1"}),
        ("Analista\n\nIdiomas\n:\nInglês - Nível Intermediário e Espanhol - Nível Básico\nOutros requisitos",
         {"en": "B1", "es": "A2"}),
        ("Analista\n\nIdiomas\n:\nInglês - Nível Fluente, Inglês - Nível Avançado e Inglês - Nível Intermediário\nOutros",
         {"en": "B1"}),
        # a labelled code is the name's own: the next name does not take it ("good" names no level)
        ("Engineer\n\nRequirements: English level C1, German level: good.", {"en": "C1", "de": None}),
        # what stays: a level word before a list is each name's
        ("Engineer\n\nRequirements: fluent English and German.", {"en": "C1", "de": "C1"}),
    ],
)
def test_fields103_board_language_levels(text, levels):
    assert {x["language"]: x["level"] for x in extract(text, "BR")["languages"]} == levels


# fields103: the hire named at two levels after a hiring cue states no level; "Semi Sr." is mid (as "Semi Senior")
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Game Tester\n\nThe studio is hiring Junior or mid-level game testers for its new titles.", None),
        ("Stores Clerk\n\nThe dealer is recruiting a Senior Stores Clerk or Junior Stores Clerk for its branch.", None),
        ("UX Researcher\n\nRight now the team is hiring a UX Researcher (Senior or Mid) for user studies.", None),
        ("DevOps Engineer\n\nThe bank is looking to hire DevOps Engineers (from Junior to Lead).", None),
        ("Ingeniero de Proyectos\n\nPara nuestra planta buscamos Ingeniero de Proyectos Industriales Semi Sr. con "
         "formación universitaria.", "mid"),
        # what stays: a verb "to lead" after the level
        ("Cloud Architect\n\nWe are seeking a senior IT architect to lead the platform programme.", "senior"),
    ],
)
def test_fields103_two_levels_offered(text, level):
    assert extract(text, "IE")["seniority"] == level


# fields103: languages not asked - lessons offered as a Russian perk, "<language> is not a requirement", a country's
# adjective before a market, a law, a company or a citizen; a language "a plus but not required" is asked (nice-to-have)
@pytest.mark.parametrize(
    ("text", "codes"),
    [
        ("DevOps инженер\n\nУсловия:\n<li>Корпоративные скидки для изучения английского языка в малых группах</li>", []),
        ("DevOps инженер\n\nУсловия:\n<li>Скидки в школу английского языка для сотрудников</li>", []),
        ("Postdoc\n\nThe post requires good communication skills in English. Swedish is not a requirement but the "
         "university offers Swedish courses.", ["en"]),
        ("Sales Lead\n\nYou will work with marketing to grow the Dutch market pipeline. Fluent English required.", ["en"]),
        ("Safety Officer\n\nHold the safety certificates required by Indonesian regulations. Good English.", ["en"]),
        ("Analyst\n\nApplicants must be a Filipino citizen. Strong Excel skills.", []),
        ("Consultant\n\nFluent English. German is a plus but not required.", ["en", "de"]),
        ("Engineer\n\nProficiency in English. Swedish is a plus but not a requirement.", ["en", "sv"]),
        # what stays: a language asked beside the same words elsewhere
        ("Account Manager\n\nFluent Dutch required to serve our clients.", ["nl"]),
    ],
)
def test_fields103_languages_not_asked(text, codes):
    assert [x["language"] for x in extract(text, "IE")["languages"]] == codes


# fields103: German words of communicating put the languages after them in a language context
@pytest.mark.parametrize(
    ("text", "codes"),
    [
        ("Analyst\n\nDu kommunizierst sicher in Deutsch und Englisch und erklärst Zahlen verständlich.", ["de", "en"]),
        ("Berater\n\nExzellente Kommunikationsfähigkeiten in Deutsch und Englisch, mündlich wie schriftlich.", ["de", "en"]),
        ("Controller\n\nSie sind kommunikationsstark in Deutsch und Englisch.", ["de", "en"]),
        # what stays: a country's name is no language
        ("Berater\n\nWir sind in ganz Deutschland kommunikationsstark unterwegs.", []),
    ],
)
def test_fields103_german_communication_context(text, codes):
    assert [x["language"] for x in extract(text, "DE")["languages"]] == codes
