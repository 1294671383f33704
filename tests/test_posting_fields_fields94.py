"""fields94 (issue 24, work mode and employment type on an uncued sample): regression tests of its rules."""

import pytest

from normalize.attributes.extraction import extract


# the job placed in the firm's own office or corporate building in a named commune or town (the lead's answer of the
# session of 20:58): onsite; a hybrid mode stated beside it wins, and a shop or an unnamed place stays no mode
@pytest.mark.parametrize(
    ("text", "mode"),
    [
        ("Práctica Finanzas - Providencia\n\nBuscamos un/a estudiante de Ingeniería para realizar su práctica en el área "
         "de Tesorería en nuestro Edificio Corporativo en Providencia.\nFunciones:\nConciliaciones.", "onsite"),
        ("Práctica Ventas\n\nBuscamos estudiantes de Ingeniería Comercial, para el área de Ventas en nuestra oficina "
         "ubicada en nuestro Edificio Corporativo ubicado en Vitacura.", "onsite"),
        ("Bodeguero - Maipú\n\nEn AlimentosSur buscamos un Bodeguero para nuestras oficinas ubicadas en Maipú.", "onsite"),
        ("Analista Contable\n\nBuscamos un/a Analista para desempeñarse en nuestro edificio corporativo ubicado en la "
         "comuna de Ñuñoa.", "onsite"),
        ("Analista Comercial\n\nBuscamos un/a Analista para nuestra Gerencia Comercial en Modalidad Híbrida, en nuestras "
         "oficinas ubicadas en la comuna de Lampa.", "hybrid"),
        ("Encargado/a de Local\n\nTe sumarás al equipo de nuestra sucursal ubicada en Puente Alto.", None),
        ("Analista\n\nTrabajarás en nuestras oficinas en el centro de la ciudad, con teletrabajo dos días.", "hybrid"),
        ("Analista\n\nContamos con oficinas en varias regiones del país.", None),
    ],
)
def test_fields94_firm_office_in_a_named_town(text, mode):
    assert extract(text, "CL")["remote"] == mode


# a contract length stated of every contract ("Contracts are 14 weeks ..."), a "Weeks: 13" field of a travel assignment and
# a Canadian "Full-Time Term" post: an assignment of stated length (contract, temporary); a "permanent contract" is no
# contract; a British school's "term time" and a weeks field of leave stay as before
@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("RN Traveler - Clinic North - FT Nights\n\n* You will be paid weekly.\n* Contracts are 13 weeks with the option "
         "to extend at another site!", "contract"),
        ("Travel Registered Nurse, RN, PCU\n\n**Employment Type:**\n\nPart time\n\n**Job Details:**\n\n**Start Date:** "
         "Flexible\n\n**Weeks:** 13\n\n**Hours:** 36", "temporary"),
        ("Program Coordinator\n\n**Category: Full\\-Time Term - with possibility of extension**\n\n**Closing Date: May 2**",
         "temporary"),
        ("Outreach Worker\n\nPosition: Full Time, Term\nHours of work: 40 hours per week", "temporary"),
        ("Engineer\n\nJob Information\n* Extent: Full-time\n* Employment Type: Permanent contract\n* Location: Malmo",
         "full_time"),
        ("Controller\n\n**Contract Type: Full time, permanent contract** **Work Schedule: Monday to Friday.**", "full_time"),
        ("Teaching Assistant\n\nThis is a full time, term time only post at our school.", "full_time"),
        ("Analyst\n\nEmployment type: Full-time\n\nAnnual leave:\n**Weeks:** 3", "full_time"),
    ],
)
def test_fields94_stated_length_and_permanent_contract(text, kind):
    assert extract(text, "US")["employment_type"] == kind


# an intern who must do the internship at the firm's office in a named city (gold32, the lead's answer of the session of
# 20:58): onsite; an intern's hours or an onboarding week in the office say no mode
@pytest.mark.parametrize(
    ("text", "mode"),
    [
        ("Marketing Intern 2019, Peru\n\nMust be available to intern at Acme's Lima office from June to November.", "onsite"),
        ("Sales Intern 2019\n\nBe able to complete a minimum 12 weeks between June and August in the Acme Dublin office.",
         "onsite"),
        ("MBA Intern\n\nBe able to complete a minimum 10 week program in the Madrid office this summer.", "onsite"),
        ("Research Intern\n\nMust be available to intern at least 20 hours a week.", None),
        ("Analyst\n\nYou will spend a minimum 2 weeks in the office for onboarding.", None),
    ],
)
def test_fields94_intern_at_the_firms_city_office(text, mode):
    assert extract(text, "US")["remote"] == mode


# an office offered in a Russian ad's terms is onsite; a deletion among the duties or a hybrid infrastructure does not hide it
# (they are no remote work), while a remote word elsewhere still does (as before: remote access is left to the guard)
@pytest.mark.parametrize(
    ("text", "mode"),
    [
        ("Инженер\n\n<ul><li>создание и удаление учетных записей;</li></ul> <p>Условия:</p> <ul><li>уютный офис рядом с "
         "м. Арбатская.</li></ul>", "onsite"),
        ("Инженер\n\n<ul><li>поддержка нашей гибридной инфраструктуры;</li></ul> <p>Условия:</p> <ul><li>Офис в центре "
         "города.</li></ul>", "onsite"),
        ("Инженер\n\n<ul><li>настройка удаленного доступа;</li></ul> <p>Условия:</p> <ul><li>Офис в центре "
         "города.</li></ul>", None),
    ],
)
def test_fields94_office_offered_beside_duty_words(text, mode):
    assert extract(text, "RU")["remote"] == mode
