"""Posting fields (education, experience, seniority, languages) in the shapes of several markets and languages (issue #24;
fields87 round).

Every text here is written for the test, in the shape of the failures seen on unlabelled dev postings."""

from __future__ import annotations

import pytest

from normalize.attributes import extract


# fields87: "Master" opening a duty as a verb, "a master <noun>", and a Brazilian board's grade after a role are no degree;
# Malaysia's "SPM" only beside a word of education; Chile's "técnico profesional" is vocational
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Content Reviewer\n\nDuties:\n* Check submitted items.\n* Master review guidelines to keep decisions consistent.", None),
        ("Shop Assistant\n\n* Be Curious: Master range details and offers to help every buyer.", None),
        ("Site Planner\n\n* Keep a master register of all sites and their status.", None),
        ("Analyst\n\nDo you consider yourself a master at spotting patterns in numbers?", None),
        ("Analista de Processos Master (Vaga afirmativa)\n\nRequisitos: Excel avançado.", None),
        ("Platform Developer\n\n* Extend the modules of the suite (HR, ITSM and SPM)\n* Write client scripts", None),
        ("Operador\n\nPostular es simple, solo debes:\n• técnico profesional en bodegaje o carreras afines\n• Turnos", "vocational"),
        # what stays
        ("Packer\n\nRequirements: at least SPM certificate or equivalent.", "secondary"),
        ("Chemist\n\n* Master of Science in Chemistry\n* Lab work", "master"),
        ("Chemist\n\n- Master preferred, PhD a plus", "master"),
        ("Chemist\n\nMinimum of a masters from a recognised university", "master"),
        ("Chargé RH\n\n- Master professionnel en ressources humaines", "master"),
        ("Analista Sênior\n\nRequisitos: Master em Finanças", "master"),
    ],
)
def test_fields87_master_spm_and_chilean_technical_title(text, level):
    assert extract(text)["education_level"] == level


# fields87: a German head's post written on -leitung in the title reads as the -leiter compound; a deputy's or an
# assistant's post does not; a French "Responsable de dossiers" holds client files (no level); "Leader de l'expertise ..."
# opening a firm's blurb is its standing
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Abteilungsleitung Elektronikentwicklung\n\nIhre Aufgaben: Führung von zwei Teams.", "manager"),
        ("Projektleitung Straßenbau (m/w/d)\n\nIhre Aufgaben: Planung und Steuerung.", "manager"),
        ("Bereichsleitung Vertrieb (m/w/d)\n\nIhre Aufgaben: Strategie.", "director"),
        ("Schichtleitung Produktion (m/w/d)\n\nIhre Aufgaben: Einteilung der Schicht.", "lead"),
        ("Sachbearbeiter und stellvertretende Abteilungsleitung (m/w/d)\n\nIhre Aufgaben: Verwaltung.", None),
        ("Assistenz der Geschäftsleitung (m/w/d)\n\nIhre Aufgaben: Termine.", None),
        ("Responsable de Dossiers Comptables H/F\n\nVous gérez un portefeuille de clients.", None),
        ("Comptable H/F\n\nLeader de\nl'audit et du conseil, notre cabinet accompagne les dirigeants.", None),
        ("Responsable de magasin H/F\n\nVous animez une équipe de huit personnes.", "manager"),
    ],
)
def test_fields87_german_leitung_posts_and_french_file_holders(text, level):
    assert extract(text)["seniority"] == level


# fields87: a graduate programme seeking "a final year student or recent graduate" accepts no experience
@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("Site Engineering Graduate 2027\n\n**Your profile:** * You are a final year student or recent graduate in surveying.",
         0),
        ("Network Engineer\n\n* Degree in engineering (or final year student/recent graduate) * Up to 2 years of experience", 0),
        ("Engineer\n\n* A recent graduate project you led will be discussed. * At least 3 years of experience", 3),
    ],
)
def test_fields87_final_year_student_or_recent_graduate(text, years):
    assert extract(text)["min_years_experience"] == years


# fields87: Russian "written"/"spoken" or "at the level" beside a language name make it asked
@pytest.mark.parametrize(
    "text",
    [
        "Инженер\n\n<ul> <li>опыт работы от 2 лет;</li> <li>хороший письменный английский для переписки;</li> </ul>",
        "Администратор\n\n<p>· Английский на уровне:</p> <p>o чтения технических статей</p>",
    ],
)
def test_fields87_russian_written_english_is_asked(text):
    assert [d["language"] for d in extract(text, "RU")["languages"]] == ["en"]


# fields87: a graduate of an LPN/LVN programme (its name stacking qualifiers before "nursing", or the nurse's abbreviation
# before the school word) is vocational, as a nursing school's graduate; a nurse anesthesia programme is not a diploma
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Licensed Practical Nurse\n\nQualifications:\n* Graduate of an accredited LPN program\n* Current LPN license", "vocational"),
        ("LVN\n\nRequirements:\n* Graduate of an accredited licensed practical / vocational nursing program.\n* BLS", "vocational"),
        ("Charge Nurse\n\nEducation:\n1. Graduation from an approved LPN program.\n2. Current license.", "vocational"),
        ("LPN\n\nEducation:\n* A graduate of an LPN/LNV School of Nursing in good standing\n* Valid license", "vocational"),
        ("Staff Nurse\n\nMinimum qualifications:\n* Graduate of an approved nursing education program\n* RN licence", "vocational"),
        ("CRNA\n\nQualifications:\n* Graduate of accredited nurse anesthesia program\n* CRNA certification", None),
    ],
)
def test_fields87_lpn_programme_graduate_is_vocational(text, level):
    assert extract(text)["education_level"] == level


# fields87: an offer heading in capitals run into the requirement before it is no offer of the degree; US bachelor's named by
# field ("BSEE", "BSCS") in capitals are bachelor
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Consultant\n\nStudies: Completed university degree in Business IT or Engineering WHAT WE OFFER Be part of a hub.",
         "bachelor"),
        ("Test Engineer\n\nQualifications\n* BSEE, BSME, or an equivalent degree\n* 3-5 years of experience", "bachelor"),
        ("Firmware Engineer\n\nEducation & Experience\nMSEE OR BSEE.", "bachelor"),
        ("Consultant\n\nWe offer a part-time master's programme funded by the firm.", None),
    ],
)
def test_fields87_offer_heading_and_field_named_bachelors(text, level):
    assert extract(text)["education_level"] == level


# fields87: a Chilean "Título (profesional) de/en <field>" is bachelor, "Título de Técnico en ..." vocational; a trade's field
# and a title named, not asked, are not read
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Químico Farmacéutico\n\nRequisitos:\nTítulo de químico farmacéutico o revalidación de título.\nTurnos", "bachelor"),
        ("Proyectista\n\nRequisitos mínimos:\nTítulo de Arquitectura.\nExperiencia mínima de 2 años.", "bachelor"),
        ("Asistente\n\nRequisitos:\nTítulo de Técnico en Administración, Secretariado o afines.\nExcel", "vocational"),
        ("Mecánico\n\nRequisitos:\nTitulo de Mecánica, Electromecánico o carrera afín.\nTurnos", None),
        ("Vendedor\n\nTe apoyamos en la revalidación de título si lo necesitas.", None),
    ],
)
def test_fields87_chilean_title_of_a_field(text, level):
    assert extract(text, "CL")["education_level"] == level


# fields87: Brazilian "Educação Superior completa", "(Curso) superior concluído em ...", "Formação acadêmica completa em ...",
# "Formação Completa - <field>" and "Formação completa ou cursando ..." are a degree (bachelor)
@pytest.mark.parametrize(
    "text",
    [
        "Farmacêutico\n\nEscolaridade:\nEducação Superior completa\nFARMÁCIA\nExperiência: 3 meses",
        "Analista de Logística\n\nRequisitos:\n✅ Curso superior concluído em Logística ou áreas correlatas;",
        "Analista de RH\n\nOutros requisitos:\nFormação acadêmica completa em Administração e afins",
        "Analista Fiscal\n\nOutros requisitos:\nFormação Completa - Administração, Contabilidade, etc.\nExcel",
        "Analista\n\nRequisitos:\nFormação completa ou cursando final em Economia ou áreas correlatas;",
    ],
)
def test_fields87_brazilian_completed_higher_education(text):
    assert extract(text, "BR")["education_level"] == "bachelor"


# fields87: an apprenticeship title is an apprentice's (not its instructor's); "reporting" in a title is the work's noun, not
# the person reported to; a graduate title's level is not undone by the body's first words; an assistant vice president
# is a deputy (no level)
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Electrical Apprenticeship\n\nJoin our four-year programme.", "intern"),
        ("2nd to 4th Year Plumbing Apprentices\n\nWe build things.", "intern"),
        ("Apprenticeship Instructor - Welding\n\nThe board invites applications.", None),
        ("Regulatory Reporting Intern\n\nIn this role you will prepare returns.", "intern"),
        ("Financial Reporting (Senior Analyst) - Cantonese Speaker\n\nObjectives of the position.", "senior"),
        ("Licensing and Reporting Manager\n\nManage the state licences.", "manager"),
        ("Data Analyst\n\nReporting to the Senior Manager, you will build dashboards.", None),
        ("Graduate Engineer\n\nAre you ready to start your career?", "junior"),
        ("Change Analyst Graduate\n\nOur firm is a builder of data centres.", "junior"),
        ("Sales Assistant\n\nFresh graduates are welcome to apply.", None),
        ("Fund Accounting, Assistant Vice President\n\nWe are a fund administrator.", None),
    ],
)
def test_fields87_apprenticeships_reporting_titles_graduates(text, level):
    assert extract(text)["seniority"] == level


# fields87: a count in the sentence after a degree's "may be substituted with experience", the two glued by a lost space
# after the stop, is its own requirement
@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("Data Analyst\n\nWhat You BringA four-year degree (relevant work history can substitute for it).Clinic "
         "background welcome.Minimum 3-5 years of experience as an analyst using SQL.Strong writing.", 3),
        ("Data Analyst\n\nA four-year degree or 4 years of experience may be substituted for it.", None),
    ],
)
def test_fields87_count_after_a_glued_substitute_sentence(text, years):
    assert extract(text)["min_years_experience"] == years
