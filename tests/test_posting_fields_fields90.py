"""Posting fields (employment type, education) in shapes main missed on unlabelled dev postings (issue #24; fields90 round).

Every text here is written for the test, in the shape of the failures seen on unlabelled dev postings."""

from __future__ import annotations

import pytest

from normalize.attributes import extract


# fields90: Ireland's NFQ level named with no framework word ("Level 6 qualification in ...") is the level's award:
# 5-6 vocational, 7-8 bachelor
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Process Technician\n\n**Requirements** * Level 6 qualification in a technical discipline (electrical or fitting).",
         "vocational"),
        ("Room Leader\n\nEssential: * Minimum **Level 5 qualification in Early Years Care (essential)**", "vocational"),
        ("Site Surveyor\n\n**Essential** * Min. level 7 qualification in geomatics or civil engineering;", "bachelor"),
        ("Graduate Analyst\n\n* Level 8 qualification required in physics or a related subject.", "bachelor"),
        ("Safety Lead\n\n* Level 7 qualification in Occupational Safety. * 4 years postgraduate experience in site safety.",
         "bachelor"),
        # what stays
        ("Care Worker\n\nYou will work towards a QQI Level 5 award during your first year.", None),
    ],
)
def test_fields90_irish_level_qualification(text, level):
    assert extract(text, "IE")["education_level"] == level


# fields90: a "Contract Duration:" field whose value is "Permanent" states no term
@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Events Officer\n\n**Contract Details** * **Contract Type:** Full Time * **Contract Duration:** Permanent * **Hours:** 35",
         "full_time"),
        ("Data Officer\n\n**Contract Duration:** Indefinite\n**Hours:** 37.5 per week", None),
        # what stays
        ("Cloud Engineer\n\n**Location:** Cork **Contract Duration:** Initial 6-month contract **Overview** Migrations.",
         "contract"),
        ("Lab Analyst\n\nContract duration: 12 months, with a possible extension.", "temporary"),
    ],
)
def test_fields90_contract_duration_permanent(text, kind):
    assert extract(text, "IE")["employment_type"] == kind


# fields90: Chile's "Titulado/a en/de <field>" (the holder of a title earned by a course named by its field) is bachelor, as
# "Título de <field>" is; a firm's "servicios/equipos de ingeniería" is no degree
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Asistente de Vitrinas\n\nPostular es simple, solo debes:\nTitulado en Diseño, Artes Visuales o carrera afín.\nTurnos",
         "bachelor"),
        ("Analista de Producto\n\nRequisitos:\n1. Titulado/a de Ing. Comercial, Ing. Informática o alguna otra afín.", "bachelor"),
        ("Desarrollador Java\n\nSomos una consultora que ofrece servicios de ingeniería y software a grandes clientes.", None),
        ("Analista BI\n\nExperiencia trabajando con equipos de ingeniería del dato y negocio.", None),
        # what stays
        ("Analista de Costos\n\nRequisitos: Título de Ingeniería Civil Industrial o carrera afín.", "bachelor"),
        ("Jefe de Proyecto\n\nFormación en Ingeniería Comercial o carrera afín.", "bachelor"),
    ],
)
def test_fields90_chilean_titled_and_firm_engineering(text, level):
    assert extract(text, "CL")["education_level"] == level


# fields90: a stated length in brackets or with a decimal ("Duration: (2.5 months)"), after a non-breaking hyphen
# ("Contract: 1‑year initial term"), and a travel assignment's length alone on its line ("**13 Weeks**") is a fixed term
@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Reporting Analyst\n\nChicago, IL\n\nDuration: (2.5 months)\n\nMust have skills: SQL, dashboards.", "temporary"),
        ("Stream Modeler\n\nDescription\n Duration: 1.5 years, full-time \n\nStart date: June", "temporary"),
        ("Kotlin Developer\n\nWork Mode: Hybrid Contract: 1\u2011year initial term with extension Budget: market", "contract"),
        ("RN Telemetry\n\n**Start date: 03/02/2026**\n\n**13 Weeks**\n\n**Shift Notes**\n\n12 hr Nights", "temporary"),
        ("ICU Registered Nurse\n\n**8 weeks**\n\n\nNight shift 3x12\n\n36 Hrs. Guaranteed", "temporary"),
        # what stays
        ("Store Assistant\n\n**Paid time off:**\n4 weeks\n\n**Hours:** rota", None),
        ("Warehouse Operative\n\nTraining lasts\n\n2 weeks\n\nthen you join the team.", None),
    ],
)
def test_fields90_stated_length_shapes(text, kind):
    assert extract(text, "US")["employment_type"] == kind


# fields90: a Russian "стажировка" of a few weeks or days, or offered to newcomers, is the new hire's induction, no
# internship (the lead's answer to fields88's question); an internship of months stays one
@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Оператор склада\n\nМы предлагаем: стажировка 2 недели для новичков, затем график 5/2.", None),
        ("Продавец-консультант\n\nУсловия: оплачиваемая стажировка в течение двух недель, оформление по ТК.", None),
        ("Кассир\n\nНовым сотрудникам — стажировка с наставником.", None),
        # what stays
        ("Аналитик-стажёр\n\nОплачиваемая стажировка в отделе аналитики на 3 месяца.", "internship"),
        ("Стажер\n\nСтажировка 3 месяца, 2 дня в неделю в офисе.", "internship"),
    ],
)
def test_fields90_russian_short_induction(text, kind):
    assert extract(text, "RU")["employment_type"] == kind


# fields90: a type word that is the second half of a camel-case name in the title ("DataStage", split as if glued by a
# lost line break) is no type
@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Data Engineer DataStage\n\nBuscamos un perfil con 2 años de experiencia en ETL.", None),
        ("ETL Developer (DataStage)\n\nProyecto estable en el sector seguros.", None),
        # what stays
        ("Stage Data Engineer\n\nStage de 6 mois au sein de l'équipe data.", "internship"),
        ("Marketing Intern\n\nJoin the brand team for the summer.", "internship"),
    ],
)
def test_fields90_camel_case_title_word(text, kind):
    assert extract(text, "ES")["employment_type"] == kind
