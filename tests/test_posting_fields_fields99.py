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


# fields99: a graduate of a practical nurse's, a surgical technologist's or a radiographer's programme is vocational, however
# the programme is named; a graduate nursing specialty's programme stays unread
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("LVN Home Visits\n\nQUALIFICATIONS\n1. Graduate of an approved practical nurse or vocational nursing program.\n"
         "2. Two years nursing experience.", "vocational"),
        ("LPN Nights\n\n**Requirements:**\n* Graduate of an accredited school for practical nurses\n* State licence on hire",
         "vocational"),
        ("LPN Weekend\n\n**Education** Must be a graduate from an approved school for Licensed Practical Nurses with a current "
         "licence.", "vocational"),
        ("Surgical Technologist\n\nEducation: Graduate of an Approved Program in Surgical Technology\n\nCertification: CST",
         "vocational"),
        ("X-Ray Assistant\n\n- Graduate of an accredited Medical Radiography program with registration.\n- Experience "
         "preferred.", "vocational"),
        # what stays
        ("Nurse Anesthetist\n\n* Graduate of an accredited nurse anesthesia program\n* Licence to practise", None),
        ("Nurse Midwife\n\n* Graduate of an accredited nurse midwifery program\n* Current certification", None),
    ],
)
def test_fields99_graduate_of_a_vocational_programme(text, level):
    assert extract(text, "US")["education_level"] == level


# fields99: "ingeniería" as the second field of a firm's work ("servicios de IT e Ingeniería", "equipos de Producto, UX e
# Ingeniería") or after its platforms is the firm's, not a degree asked; a degree's field list still reads
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Analista de Datos\n\nSomos una consultora líder en servicios de TI e Ingeniería con oficinas en Lima.", None),
        ("Desarrollador iOS\n\n• Colaborar con los equipos de Diseño, QA e Ingeniería para entregar funcionalidades.", None),
        ("Analista\n\nTrabajamos la nube, los datos, las plataformas e ingeniería digitales para nuestros clientes.", None),
        # what stays
        ("Analista\n\nRequisitos: Título en Administración, Economía e Ingeniería o carrera afín.", "bachelor"),
    ],
)
def test_fields99_firm_engineering_is_no_degree(text, level):
    assert extract(text, "ES")["education_level"] == level


# fields99: a German "Abschluss in/der <academic field>" or a university's/academic "Abschluss" is a degree (bachelor); not
# a degree named right before it, a trade's training beside it, nor the end of a procedure
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Entwickler (m/w/d)\n\nIhr Profil:Abschluss der Mathematik, Physik oder artverwandt>3 Jahre Erfahrung", "bachelor"),
        ("Analyst (m/w/d)\n\n- Du hast einen Abschluss in Wirtschaft, Statistik oder einem verwandten Bereich.", "bachelor"),
        ("Architekt (m/w/d)\n\nDu hast einen universitären Abschluss in Maschinenbau oder einem verwandten Fach.", "bachelor"),
        ("Analyst (m/w/d)\n\nEinen Abschluss in einem relevanten Studienfeld oder viel Freude an Zahlen.", "bachelor"),
        # what stays
        ("Engineer (m/w/d)\n\n- Abgeschlossener Master-Abschluss in Informatik oder ähnlichen Fachrichtungen", "master"),
        ("Admin (m/w/d)\n\n- Abschluss in Informatik, als Fachinformatiker Anwendungsentwicklung oder gleichwertig", None),
        ("Analyst (m/w/d)\n\nIhre Daten werden bis zum Abschluss des Bewerbungsverfahrens gespeichert.", None),
    ],
)
def test_fields99_abschluss_in_an_academic_field(text, level):
    assert extract(text, "DE")["education_level"] == level


# fields99: "a master's degree / diploma programme" (a German board's English) names one degree, the Diplom beside the master
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Test Engineer (f/m/d)\n\nIhre Qualifikationen:\n • You have completed a master's degree / diploma programme in "
         "physics\n • Experience in testing", "master"),
        ("Engineer\n\nYou hold a Masters degree / Diploma in mechanical engineering.", "master"),
        # what stays
        ("Engineer\n\nYou hold a Bachelor's degree / Diploma in mechanical engineering.", "vocational"),
    ],
)
def test_fields99_master_degree_slash_diploma(text, level):
    assert extract(text, "DE")["education_level"] == level


# fields99: a "past/previous experience" heading before the count is no time window; a singular "Requirement:" (or an
# Indonesian "Persyaratan:") glued after a benefits line ends the perks zone
@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("Data Analyst\n\nWhat we hope to see in your past experience:\n3-4 years of experience in building reports\n", 3),
        ("Nurse Lead\n\n**Qualifications**:\n* Previous experience (2\\-4 years) in a nursing role is preferred.", 2),
        ("Sales Lead\n\nBenefit:Base Salary, Transport, BonusRequirement:Berpengalaman di bidang penjualan minimal 2 tahun.", 2),
        # what stays
        ("Analyst\n\nYou must have held a licence within the last 5 years.", None),
        ("Analyst\n\nBenefit: a bonus after 3 years of service, pension.", None),
    ],
)
def test_fields99_past_experience_heading_and_glued_requirement(text, years):
    assert extract(text, "ID")["min_years_experience"] == years


# fields99: "высшее" before a list of fields joined by "или" (one of them a hyphenated compound, or three of them) is higher
# education (bachelor); a college track in the list keeps the lower level
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Технолог\n\nТребования: высшее физико-техническое или химическое образование;", "bachelor"),
        ("Аналитик\n\nТребования: Высшее финансово-экономическое, техническое или математическое образование;", "bachelor"),
        ("Сметчик\n\nНаличие высшего строительного, технического или экономического образования", "bachelor"),
        # what stays
        ("Мастер\n\nТребования: высшее техническое или профессионально-техническое образование;", "vocational"),
        ("Мастер\n\nТребования: высшее или среднее специальное техническое образование;", "vocational"),
        ("Техник\n\nТребования: высшее физико-техническое или иное техническое образование;", None),
    ],
)
def test_fields99_higher_education_with_a_field_list_ru(text, level):
    assert extract(text, "BY")["education_level"] == level
