"""Posting fields of ``extract`` by family of real-board writing (examples written for these tests), market
hints, PII masking and the real-posting gold (dev split, skipped without ../shared)."""

from __future__ import annotations

import sys
from pathlib import Path

import polars as pl
import pytest

from normalize.attributes import extract, extract_keyvalues, mask_pii, parse_location
from normalize.attributes.facets import find_employment_type, find_seniority
from normalize.attributes.markets import market_code
from normalize.attributes.text import Tokens

REPO = Path(__file__).resolve().parents[1]


def field(text: str, name: str, country: str | None = None):
    return extract(text, country)[name]


# --- work mode: board footers, on-site words, perks -----------------------------------------------------
@pytest.mark.parametrize(
    ("text", "mode"),
    [
        ("Barista\n\nMake great coffee.\nJob Type: Full-time\nWork Location: In person", "onsite"),
        ("Lab Technician\n\nWork Arrangement: In Person\nShift: Days", "onsite"),
        ("Field Engineer\n\nOur engineers are based on-site so they can respond quickly.", "onsite"),
        ("Analyst\n\nModelo de trabalho presencial em Curitiba.", "onsite"),
        ("Analyst\n\nThis is an in-person position (non-remote).", "onsite"),
        ("Risk Analyst\n\nPermanent - Cork - Hybrid (2 days on site per week)", "hybrid"),
        ("Remote Python Developer\n\nBuild APIs.", "remote"),
        ("Data Engineer\n\nThis role can be based remotely anywhere in Canada.", "remote"),
        ("Sales Rep\n\nRemote work opportunity available. Work Location: In person", "remote"),
        ("DevOps\n\nФормат работы: удаленная работа", "remote"),
        ("Cook\n\nCover the catering roles each day onsite.", None),
        # a negated remote field is read as the negation of "not a remote position" is (RUNNING_TEXT_RULES): onsite
        ("Clerk\n\n* **Telework Eligible**: No\n* **Shift**: Day", "onsite"),
        ("Security Engineer\n\nFull-time, remote within the US.", "remote"),
        # hours on site that are part of a longer week: hybrid; a shift's hours on site are not a mode
        ("Backend Developer (36 hours, including 16 hours on-site in Utrecht)\n\nShip features.", "hybrid"),
        ("Night Porter\n\nYou work 10 hours on site per shift.", None),
        # a share of the week at home is hybrid; a perk for the home office is no mode
        ("Data Engineer\n\nTeletrabajo: 2 días a la semana.", "hybrid"),
        ("Analyst\n\nWe pay a one-time budget for home office equipment.", None),
        ("Clerk\n\nYou will not have the option to telework in this position.", "onsite"),
        ("Office Coordinator\n\nThree years of experience in office management.", None),
        # remote time counted per year is an allowance beside the job, no mode; a weekly share or a model stays (fields59)
        ("Formateur\n\nLe poste inclut 2 semaines de télétravail par an.", None),
        ("Analyst\n\nYou may work remotely for up to 2 months per year.", None),
        ("Analyst\n\nRemote work 2 days a week and 20 days a year from abroad.", "hybrid"),
        ("Engineer\n\nHybrid working model and 6 weeks per year of teleworking abroad.", "hybrid"),
        ("Analyst\n\nWe offer 70% home office, 30 days holiday per year.", "hybrid"),
        # remote work "as needed" or "be it remote work, or flexible hours": occasional, one arrangement offered, no mode
        ("Analyst\n\nThe team keeps flexible hours, with remote work as needed.", None),
        ("Analyst\n\nWhatever suits you, be it remote work or a later start, we support it.", None),
        ("Analyst\n\nThis is a remote work position.", "remote"),
        # remote with a weekly day in the office is part of the week on site: hybrid; a weekly call is no office day
        ("Developer\n\nOur developers work remotely, meeting every Thursday at the office.", "hybrid"),
        ("Developer\n\nEl equipo trabaja en remoto y acude a la oficina una vez a la semana.", "hybrid"),
        ("Developer\n\nFully remote, with a team call every Monday.", "remote"),
        # Russian declined hybrid forms with a format noun are hybrid; offered only as a possibility they are none;
        # "hybrid infrastructure" is technology
        ("Инженер\n\nФормат: в гибридном режиме, два дня дома.", "hybrid"),
        ("Инженер\n\nУдобный офис. Гибридная схема работы.", "hybrid"),
        ("Инженер\n\nЕсть возможность гибридного формата.", None),
        ("Инженер\n\nСотрудник сам выбирает: удаленно, в офисе или в гибридном режиме.", "hybrid"),
        ("Инженер\n\nПоддержка гибридной инфраструктуры.", None),
    ],
)
def test_work_mode_of_board_templates(text, mode):
    assert field(text, "remote") == mode


def test_work_from_home_among_the_perks_is_no_work_mode():
    text = ("Accountant\n\nYou keep the books of three shops in Leeds.\n\nBenefits:\n* Pension\n"
            "* Work from home on Fridays\n* Free parking")
    assert field(text, "remote") is None
    assert field("Accountant\n\nYou will work from home, fully remote.", "remote") == "remote"
    # a French "why join us" heading opens a perks section too
    perks = ("Comptable\n\nVous tenez la comptabilité.\nPourquoi nous rejoindre ?\nUne équipe soudée.\n"
             "Politique de télétravail\nTickets restaurant")
    assert field(perks, "remote") is None


# --- employment type: precedence, perks, title abbreviations ---------------------------------------------
@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Travel Nurse\n\nFull-time, Contract\n13-week assignment in Ohio.", "contract"),
        ("Welder\n\nContrat : intérim. Temps plein.", "temporary"),
        # two kinds of contract side by side are both offered or an agency's range, no type (RUNNING_TEXT_RULES gold38/39/56;
        # this line read temporary before fields59: "CDI / intérim" names no one kind)
        ("Welder\n\nContrat : CDI / intérim. Temps plein.", "full_time"),
        ("Soudeur\n\nNos agences placent en CDI, CDD ou intérim partout en région.", None),
        ("Soudeur\n\nPoste à pourvoir en CDD ou CDI.", None),
        ("Soudeur\n\nPoste à pourvoir en CDD de 6 mois.", "temporary"),
        # a temp agency's own business beside the client's job is no type (gold66)
        ("Soudeur\n\nActeur régional, nous sommes spécialisés en intérim et recrutement.", None),
        ("Soudeur\n\nNous agissons dans les métiers du travail temporaire. Nous recrutons un soudeur.", None),
        ("Soudeur\n\nMission d'intérim de 3 semaines.", "temporary"),
        # full time as a later prospect is no hours of this job; part time in a list of flexible arrangements is an option
        ("Developer\n\nA paid trainee role. Trainees who do well can grow into full-time engineers.", None),
        ("Developer\n\nA part-time role, with the opportunity to transition to full-time later.", "part_time"),
        ("Tester\n\nDich erwarten Vertrauensarbeitszeit, Teilzeit, ein Jobrad und Sabbaticals.", None),
        ("Tester\n\nAnstellungsart: Teilzeit, unbefristet.", "part_time"),
        # the label of a "Regular/Temporary:" field is no value; its value "Regular" names no fixed term
        ("Nurse\n\n* **Full/Part Time**: Part-Time\n* **Regular/Temporary:** Regular", "part_time"),
        ("Designer\n\nFull-time fixed-term contract until June.", "temporary"),
        ("Marketing Intern\n\nA full-time summer role.", "internship"),
        ("Cashier - FT\n\nServe customers.", "full_time"),
        ("Host\n\nJob Types: Full-Time, Part-Time", None),
        ("Porter\n\nBenefits for full-time and part-time colleagues include a pension.", None),
        ("Chemist\n\nApplicants must be authorized to work in the US on a full-time basis.", None),
        ("Engineer\n\nUS citizenship or permanent residency required.", None),
        # agency leasing names no fixed term (RUNNING_TEXT_RULES gold17): the stated hours are the type
        ("Clerk\n\nAnstellungsart: Vollzeit\nDie Stelle ist in Arbeitnehmerüberlassung zu besetzen.", "full_time"),
        ("Clerk\n\nDie Stelle ist im Rahmen der Arbeitnehmerüberlassung zu besetzen.", None),
        ("Clerk\n\nEine befristete Stelle in Arbeitnehmerüberlassung.", "temporary"),
        # agency work (Zeitarbeit) on an open-ended contract names no fixed term: the stated hours are the type
        ("Lagerhelfer\n\nZeitarbeit in Vollzeit mit unbefristetem Arbeitsvertrag.", "full_time"),
        ("Lagerhelfer\n\nWir sind ein Zeitarbeit-Partner und bieten einen unbefristeten Vertrag.", None),
        ("Sudor\n\nFirma de Zeitarbeit ofera contract de munca nedeterminat.", None),
        ("Lagerhelfer\n\nZeitarbeit in Vollzeit.", "temporary"),
        # part time offered too ("kann auch in Teilzeit besetzt werden"): both offered, no type
        ("Clerk\n\nDie Stelle kann auch in Teilzeit besetzt werden.", None),
        ("Clerk\n\nDie Stelle ist in Teilzeit zu besetzen.", "part_time"),
        ("Analista\n\nContrato indefinido y jornada completa.", "full_time"),
        ("Nurse\n\nDocument pre, interim and post treatment reviews.", None),
        ("Nurse\n\n* **Full/Part Time**: Part-Time\n* **Regular/Temporary**: Regular", "part_time"),
        ("Nurse\n\nWe hire into a Full or Part time RN position.", None),
        # Indonesian "karyawan kontrak" is a fixed-term employee (PKWT, as a French CDD): temporary
        ("Staf Admin\n\nStatus karyawan kontrak", "temporary"),
        ("Staf Admin\n\nStatus: karyawan tetap (PKWTT)", None),  # permanent, hours not stated
        ("Office Manager\n\nA permanent, full-time role in our Leeds office.", "full_time"),
        ("Adviseur\n\nWij bieden een vast contract.", None),
        ("Staf Legal\n\nMembuat kontrak kerja dengan vendor.", None),
        # a job of a stated length is fixed-term, also when it is full time
        ("Field Technician\n\nThis is a 9-month, full-time position on the river survey.", "temporary"),
        ("Research Assistant\n\nA limited term appointment funded by a grant.", "temporary"),
        # as-needed shifts are part time; as-needed medication and a travel allowance are not hours
        ("RN Med Surg PRN\n\nCare for adult patients.", "part_time"),
        ("Staff Nurse\n\nStatus: Per Diem - rotating shifts", "part_time"),
        ("Nurse\n\nAdminister PRN medications as ordered.", None),
        # (the stipend is no hours: no part time; the travel nurse's title is the assignment, contract: fields51)
        ("Travel Nurse\n\nWeekly pay includes a $900 per diem stipend.", "contract"),
        # "temporary" as an adjective of something else is no fixed-term job
        ("Nurse\n\nA Temporary Permit to practice nursing is accepted. Full-time.", "full_time"),
        ("Site Engineer\n\nDesign temporary works for the new bridge.", None),
        ("Receptionist\n\nTemporary 6 months cover of a maternity leave.", "temporary"),
        # the trainee a posting seeks, in the title or in a board's type field
        ("Apprentice Electrician\n\nLearn the trade on our sites.", "internship"),
        ("Trainee Chef\n\nJob Types: Full-time, Permanent, Apprenticeship", "internship"),
        ("Analyst\n\nWe are not seeking an intern; you lead the work. Full-time.", "full_time"),
    ],
)
def test_employment_type_precedence(text, kind):
    assert field(text, "employment_type") == kind


def test_occupations_that_contain_a_type_word_are_not_types():
    assert find_employment_type(Tokens("Contract Manager")) is None
    assert find_employment_type(Tokens("Stage Manager")) is None
    assert find_employment_type(Tokens("Internship Digital Marketer"))[0] == "internship"


# --- seniority: title first, dual levels, no body-text noise -------------------------------------------
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Analyst/Senior Analyst\n\nJoin us.", None),
        ("IT Partner / Senior IT Partner\n\nBusiness liaison.", None),
        ("Trainee Account Manager\n\nLearn sales.", "junior"),
        ("Team Leader (Warehouse)\n\nRun shifts.", "lead"),
        ("Staff Backend Engineer\n\nPayments.", "lead"),
        ("Analista de Sistemas Pl\n\nSuporte.", "mid"),
        ("Ведущий инженер\n\nПроекты.", "lead"),
        ("Pharmacist\n\nQuote: 'People make a hospital.' - Dr. John Smith, Sr.", None),
        ("RN - Intermediate Care\n\nTelemetry unit.", None),
        ("Sales Executive\n\nKuala Lumpur, commission.", None),
        ("Customs Clerk\n\nWe are seeking an organised and motivated Entry-Level Customs Clerk.", "junior"),
        ("Data Analyst\n\nYou will support senior analysts and report to the manager.", None),
        # two levels joined in the title: the posting is open at either level
        ("Junior/Medior Backend Developer\n\nWe ship weekly.", None),
        ("Senior or Lead QA Engineer\n\nTest automation.", None),
        # two different Russian ranks across the title's slash parts (the table reads both as lead): two levels
        ("Главный технолог/Ведущий инженер-сметчик\n\nЗадачи отдела.", None),
        ("Главный/ведущий конструктор\n\nЗадачи отдела.", None),
        ("Ведущий аналитик / Ведущий тестировщик\n\nЗадачи отдела.", "lead"),
        # apprentices and work-study posts are interns, a manager in training a trainee; French "chef de ..." heads
        ("Aprendiz Supervisor de Tienda\n\nPrograma de formación.", "intern"),
        ("Alternance - Chef de projet marketing (h/f)\n\nRythme 3 semaines / 1 semaine.", "intern"),
        ("Restaurant Manager in Training\n\nLearn the business.", "junior"),
        ("Chef d'atelier mécanique (H/F)\n\nVous encadrez une équipe de cinq techniciens.", "manager"),
        ("Chef de partie\n\nCuisine traditionnelle.", None),
        # a title's "leader" is lead (not the employer's "global leader"); German -leiter compounds head what they name
        ("Warehouse Shift Leader\n\nNights.", "lead"),
        ("Data Engineer\n\nJoin a global leader in logistics.", None),
        ("Projektleiter Hochbau (m/w/d)\n\nSie führen Projekte.", "manager"),
        ("Schichtleiterin Produktion\n\nDreischicht.", "lead"),
        ("Schulbegleiter (m/w/d)\n\nInklusion an Grundschulen.", None),
        ("Kepala Gudang\n\nPenempatan Bekasi.", "manager"),
        ("Asisten Kepala Gudang\n\nPenempatan Bekasi.", None),
        # a tech "Staff ..." title is a level (a "Staff Nurse" not); a board's "Nivel" field on its own line
        ("Staff Site Reliability Engineer\n\nOn call.", "lead"),
        ("Staff Nurse\n\nWard 4.", None),
        # Austrian apprenticeships ("Lehre" opening the title, "Lehrling"); not "Studium und Lehre" (teaching)
        ("Lehre - Kfz-Techniker:in\n\nDeine Ausbildung.", "intern"),
        ("Lehrling Einzelhandel (m/w/d)\n\nDeine Ausbildung.", "intern"),
        ("Projektmitarbeiter (m/w/d) KI in Studium und Lehre\n\nForschung.", None),
        ("Intern/Trainee Marketing\n\nSix months.", "intern"),
        ("Analyst\n\nThis is a mid-level position in our finance team.", "mid"),
        ("Начинающий специалист отдела продаж\n\nОбучение.", "junior"),
        ("Administrador de bases de datos\n\nReferencia\n1234\nNivel\nMando intermedio\nVacantes\n1", "manager"),
        # "Jr." closing the name a hospital carries is no level; a role's "Jr." is, also after a separator
        ("Night Nurse - Harold Benton Jr. Memorial Hospital\n\nPediatrics.", None),
        ("Finance - Data Analyst Jr.\n\nReporting.", "junior"),
        # below the body's first prose a short line opening with a verb or a degree is no subtitle; a restated title is
        ("Data Scientist\n\nWe hire for a growing firm.\nWhat You Will Do\nLead projects across teams\nBuild tools", None),
        ("Data Analyst\n\nWe are a bank.\nGraduate or Post Graduate in Statistics\nSQL", None),
        ("System Design Engineer\n\nWe build trucks.\n\nSenior System Design Engineer, Powertrain\nWhat you do", "senior"),
        # "Snr", a section head, a Russian head of a unit; a French deputy ("adjoint") states no level
        ("Snr Treasury Analyst\n\nTrade finance.", "senior"),
        ("Procurement Section Head\n\nLead buyers.", "manager"),
        ("Заведующий аптекой\n\nУчёт.", "manager"),
        ("Responsable Magasin Adjoint (H/F)\n\nVous secondez le responsable.", None),
        # a title for fresh graduates is junior; one only open to them states no level, nor does a body's welcome
        ("Process Engineer (Fresh Graduates)\n\nTraining given.", "junior"),
        ("Claims Analyst - Open to Fresh Graduates\n\nTraining given.", None),
        ("Staff Nurse - New Graduates Welcome\n\nWard 3.", None),
        ("Cashier\n\nRequirements:\n\nHigh school diploma\nFresh graduate welcome\nHonest", None),
        # "Head" before a role leads it ("Head of" directs); a unit's or department's head manages; a deputy has none
        ("Head Pastry Chef\n\nHotel kitchen.", "lead"),
        ("Logistics Department Head\n\nPlant.", "manager"),
        ("Engineer - Head Office\n\nBridges.", None),
        ("Assistant Head Store\n\nRetail.", None),
        # the body opens a line with the title's role at a level
        ("Wealth Management Data Analyst - Onsite interview\n\nSenior Data Analyst (banking background) 6-12 months", "senior"),
        # German -manager compounds manage (not an account manager); "Estágio" is an internship; "Mid-High Rise" a building
        ("Produktmanager Energie (m/w/d)\n\nSie verantworten das Portfolio.", "manager"),
        ("Keyaccountmanager (m/w/d)\n\nKunden.", None),
        ("Estágio em Finanças\n\nBolsa-auxílio.", "intern"),
        ("Site Engineer - Mid-High Rise Projects\n\nCondominiums.", None),
        ("Chemist/Senior Chemist, Analytical Lab\n\nSpectroscopy.", None),
        ("Mobile Engineer\n\nThe salary ranges are:\n\nMID 12 800PLN - 17 600PLN gross\nSenior 16 900PLN", None),
        # a bracketed level opening the title is optional (either level); after the role it is the level
        ("(Senior) Consultant SAP Analytics (m/w/d)\n\nBeratung.", None),
        ("Data Analyst (Lead) ID 2741\n\nReporting.", "lead"),
        # after a word of the title too, before a capitalised role word; before an id it stays the level (fields42)
        ("Netzwerk (Senior) Berater Cloud (m/w/d)\n\nProjekte.", None),
        ("Logistics Analyst (Senior) ID4410\n\nReporting.", "senior"),
        # "Premier emploi" (a first job) opening a French title is junior (fields42)
        ("Premier emploi - Développeur(se) Web\n\nStartup.", "junior"),
        # a Spanish or Portuguese hiring cue names the hire's level after the role; a capitalised "Pleno" is mid, a small
        # "pleno" the adjective "full"; Swedish "seniora" (plural) after "söker" is senior (fields45)
        ("Analista de Logística\n\nEstamos em busca de um(a) Analista de Logística Pleno para nosso time.", "mid"),
        ("Analista de Custos\n\nEmpresa do setor busca um Analista de Custos Júnior para a área financeira.", "junior"),
        ("Ingeniero de Datos\n\nEstamos buscando un Ingeniero de Datos Senior para el equipo.", "senior"),
        ("Analista Fiscal\n\nEstamos contratando profissional com pleno domínio de Excel.", None),
        ("Testare\n\nVi söker nu seniora testare till vårt team i Lund.", "senior"),
        ("Utvecklare\n\nDu arbetar med seniora kollegor i ett litet team.", None),
        # a Russian slash part that is the rank alone, or the role without its rank before the ranked role: two levels; a
        # ranked role before another role keeps its rank (fields45)
        ("Ведущий/Инженер-электрик по наладке\n\nОбъекты.", None),
        ("Инженер-механик / ведущий инженер-механик цеха\n\nЦех.", None),
        ("Ведущий инженер-механик / Наладчик\n\nЦех.", "lead"),
        # a board's title field opening a body line with a level, before a capitalised role; two levels offered are none;
        # a level before a small word is no title (fields45)
        ("Payroll Analyst\n\nWe pay well.\n\n**Job Title:** Senior Payroll Analyst **Sector:** Retail", "senior"),
        ("Warehouse Operative\n\nGood team.\n\n*Location:* Cork city centre *Job Type:* Full time, permanent *Position:* Junior "
         "Stock Controller *Salary:* negotiable", "junior"),
        ("QA Tester\n\nGreat place.\n\nJob Position: Junior - Mid QA Tester/Automation", None),
        ("Office Assistant\n\nGreat place.\n\nRole: Senior leadership support and diary work.", None),
        # the same role at two levels once brackets are dropped, or a bracket restating the role
        ("Process Engineer / Senior Process Engineer (Plant 2)\n\nShifts.", None),
        ("Ведущий инженер-конструктор (инженер-конструктор)\n\nПроекты.", None),
        ("Junior Content Manager / Community Manager (m/w/d)\n\nSocial.", "junior"),
        # the hiring sentence offers the role at two levels: none stated
        ("Estimator\n\nWe are seeking an Estimator / Junior Estimator to price tenders.", None),
        ("Solicitor\n\nA law firm is seeking an Associate or Senior Associate for its funds team.", None),
    ],
)
def test_seniority_words(text, level):
    assert field(text, "seniority") == level


def test_seniority_is_public_for_titles():
    value, (s, e) = find_seniority(Tokens("Sr. Data Engineer"))
    assert value == "senior" and "Sr. Data Engineer"[s:e] == "Sr"


# --- years of experience: traps -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("Carer\n\nMust be at least 18 years of age. Two (2) to five (5) years of care experience.", 2),
        ("Driver\n\nFor more than 30 years our firm has served the region. Clean licence needed.", None),
        ("Analista\n\nSomos um grupo com mais de 3.000 colaboradores e 40 anos de experiência.", None),
        ("Nurse\n\n12-hour shifts. 6 months minimum post-qualification experience.", 0.5),
        ("Graduate scheme\n\nA maximum of two years of professional experience since graduation.", None),
        ("Engineer\n\nBasic qualifications:\n1 year of experience in Java.\nPreferred qualifications:\n"
         "4 years of experience in cloud.", 1),
        ("Auditor\n\n9 years of relevant work experience. 4 years of experience in SOX.", 9),
        ("Staff Admin\n\nKualifikasi: Maksimal berusia 30 tahun. Pengalaman minimal 3 tahun.", 3),
        ("DevOps\n\nОпыт работы от 3-х лет.", 3),
        ("Cleaner\n\nNo prior experience required, full training given.", 0),
        ("Analyst\n\nSalary range depending on experience: 45 k€ - 55 k€.", None),
        ("Nurse\n\nBenefits:\n* Pension after working at least three years\n* Dental", None),
        # number words in Russian, a number glued to its year word, the length of a study
        ("Кладовщик\n\nСтаж работы от трех лет на складе.", 3),
        ("Tester\n\nYou bring 2-4yrs experience in manual testing.", 2),
        ("Chemist\n\nA degree from a three-year college and hands-on lab experience.", None),
    ],
)
def test_years_of_experience_traps(text, years):
    assert field(text, "min_years_experience") == years


# --- education words of real templates -----------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Electrician\n\nCert III in Electrotechnology required.", "vocational"),
        ("Admin\n\nYear 12 or equivalent.", "secondary"),
        ("Sales Advisor\n\nLeaving Certificate or a third-level qualification.", "secondary"),
        ("Data Analist\n\nMinimaal een hbo-opleiding afgerond.", "bachelor"),
        ("AI Engineer\n\nEen relevante wo-opleiding in Informatica.", "master"),
        ("Monteur\n\nAfgeronde mbo-opleiding niveau 3.", "vocational"),
        ("Staf\n\nPendidikan: Lulusan S1, minimum D3 Akuntansi.", "vocational"),
        ("Nurse\n\nBSN preferred; an associate degree (ADN) is accepted.", "vocational"),
        ("Pharmacist\n\nA Level III trauma centre. Doctor of Pharmacy required.", "doctorate"),
        ("Backend Engineer\n\nWe store files in AWS S3 and draw charts with D3.", None),
        ("Driver\n\nFull, clean driving licence.", None),
        ("Carer\n\nWe support you to study towards a diploma in health and social care.", None),
        ("Инженер\n\nВысшее или среднее специальное образование.", "vocational"),
        ("Кассир\n\nОбразование не ниже среднего, вежливость.", "secondary"),
        # Ukrainian: higher education in its cases, and a higher-or-vocational choice (the lowest accepted)
        ("Аналітик\n\nКандидат з вищою економічною освітою.", "bachelor"),
        ("Технік\n\nВимоги: вища або професійна технічна освіта.", "vocational"),
        ("Werkstudent Marketing\n\nDu studierst und bist an einer Fachhochschule eingeschrieben; "
         "Arbeitszeiten passend zum Studium.", None),
    ],
)
def test_education_of_real_templates(text, level):
    assert field(text, "education_level") == level


def test_a_level_written_after_one_language_belongs_to_it_alone():
    levels = lambda t: {x["language"]: x["level"] for x in field(t, "languages")}  # noqa: E731
    assert levels("Profil\n\nDeutsch- und Englischkenntnisse (B2)") == {"de": None, "en": "B2"}
    assert levels("Dev\n\nOral and written English (C1) is a must, French is a plus") == {"en": "C1", "fr": None}
    assert levels("Dev\n\nFluent English and basic French") == {"en": "C1", "fr": "A2"}
    # the whole level phrase counts, not its last word: "sehr gute" is C1 where "gute" alone names no CEFR level (the
    # lead's decision after the thirtieth reading; fields70)
    assert levels("Profil\n\nSehr gute Englischkenntnisse") == {"en": "C1"}
    assert levels("Profil\n\nGute Englischkenntnisse") == {"en": None}


def test_languages_need_a_language_context():
    langs = lambda t: [x["language"] for x in field(t, "languages")]  # noqa: E731
    assert langs("Dev\n\nFluent German and English, Mandarin is a plus.") == ["de", "en", "zh"]
    assert langs("Rep\n\nOur Japanese parent company is known for quality.") == []
    assert langs("Jobs\n\nFind more English Speaking Jobs in Germany") == []
    assert langs("Menu: Dansk Deutsch English Español Français Italiano Nederlands") == []


# --- contacts in scraped markdown ----------------------------------------------------------------------
def test_markdown_escaped_contacts():
    text = r"Apply: human\_resources@example.org or call (602\) 555\-0148 or 800\-798\-6035."
    got = extract(text, "US")
    assert [x["value"] for x in got["emails"]] == ["human_resources@example.org"]
    assert [x["value"] for x in got["phones"]] == ["+16025550148", "+18007986035"]


# --- key-values: a value runs to its line end ------------------------------------------------------------
def test_inline_value_keeps_day_and_abbreviation_periods():
    pairs = extract_keyvalues("Wir freuen uns. Bewerbungsschluss: 15. Februar 2025. Standort: Köln")["pairs"]
    assert [(p["key"], p["value"]) for p in pairs] == [("Bewerbungsschluss", "15. Februar 2025"),
                                                      ("Standort", "Köln")]
    assert pairs[0]["parsed"][0]["value"] == "2025-02-15"
    assert extract_keyvalues("Kontakt: Dr. Meier")["pairs"][0]["value"] == "Dr. Meier"


# --- market hints ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("hint", "code"), [("AT", "AT"), ("AUT", "AT"), ("Austria", "AT"), ("IRL", "IE"),
                                            ("ireland", "IE"), ("UK", "GB"), ("", None), ("Atlantis", None)])
def test_market_code(hint, code):
    assert market_code(hint) == code


def test_market_hints_are_codes_or_names_everywhere():
    assert parse_location("Springfield", "USA") == parse_location("Springfield", "US")
    assert extract("Call 0612 345 678 now", "Netherlands")["phones"] == extract("Call 0612 345 678 now", "NL")["phones"]
    assert mask_pii("Tel: 612 345 678", "ESP") == mask_pii("Tel: 612 345 678", "ES") == "Tel: [PHONE]"

    from normalize.stages.attributes import market_hints

    hints = market_hints(3, {"cc": ["IRL", None, "Austria"]}, "DE", "cc")
    assert hints == [("IE", "column"), ("DE", "country"), ("AT", "column")]  # (market, where it came from)


# --- PII ------------------------------------------------------------------------------------------------
def test_mask_pii_numbers_ids_and_birth_dates():
    text = ("Pay to DE89 3704 0044 0532 0130 00 BIC COBADEFFXXX. SSN 536-90-4399, NI number QQ 12 34 56 C, "
            "DNI 12345678Z. Date of birth: 04/07/1986. Start date: 01/09/2025, order 123-45-678.")
    assert mask_pii(text) == ("Pay to [IBAN] BIC COBADEFFXXX. SSN [ID], NI number QQ 12 34 56 C, DNI [ID]. "
                              "Date of birth: [DOB]. Start date: 01/09/2025, order 123-45-678.")
    assert mask_pii("NINO: AB 12 34 56 C") == "NINO: [ID]"
    assert mask_pii("geboren am 3. Mai 1990 in Köln") == "geboren am [DOB] in Köln"


def test_national_phone_masked_with_the_market_of_the_location_column():
    from normalize.pipeline import Pipeline

    spec = {"name": "pii", "stages": [{"stage": "attributes", "columns": ["text"], "prefix": "t",
                                        "config": {"mask_pii": True, "location_column": "place"}}]}
    frame = pl.DataFrame({"text": ["Tel: 612 345 678", "Tel: 612 345 678"], "place": ["Sevilla, España", None]})
    out = Pipeline.from_spec(spec).run(frame)
    assert out["t_masked"].to_list() == ["Tel: [PHONE]", "Tel: [PHONE]"]
    assert out["t_market_source"].to_list() == ["location", None]
    # without the column the stage still runs (the column is read only when present); a row without a
    # market still has a number that is valid in a board's market masked (issue 24: no leaked phones)
    out = Pipeline.from_spec(spec).run(frame.drop("place").with_columns(pl.Series("text", ["Tel: 612 345 678",
                                                                                           "Ref 2024-11-05"])))
    assert out["t_masked"].to_list() == ["Tel: [PHONE]", "Ref 2024-11-05"]


def test_report_never_prints_what_mask_pii_masks(tmp_path: Path):
    from normalize.report import write_report

    frame = pl.DataFrame({"title": ["Call jane@example.com", "IBAN DE89 3704 0044 0532 0130 00"] * 3,
                          "_errors": [["unicode: bad value for +44 20 7946 0958"]] * 6})
    path = tmp_path / "r.html"
    write_report(path, frame)
    html = path.read_text(encoding="utf-8")
    assert "jane@example.com" not in html and "7946 0958" not in html and "0532 0130" not in html


# --- the real-posting gold (dev split) ------------------------------------------------------------------
def test_real_posting_gold_dev_split(shared_data):
    sys.path.insert(0, str(REPO / "benchmarks"))
    corpus = shared_data / "job_postings" / "postings.parquet"
    if not corpus.exists():
        pytest.skip("job_postings corpus not present")
    from bench_postings import score_real

    scores = score_real("dev")
    assert scores["n"] >= 150
    assert scores["micro"][2] >= 0.88, scores["fields"]
    assert all(f1 >= 0.75 for _, _, f1 in scores["fields"].values()), scores["fields"]


@pytest.mark.parametrize(
    ("text", "field", "value"),
    [
        # a mode in brackets after the town, in a long sentence
        ("Engineer\n\nThe position is based around Utrecht (hybrid), and you will travel to clients now and then.",
         "remote", "hybrid"),
        ("Engineer\n\nFlexible Modelle: Hochflexible (hybride) Arbeitszeitmodelle und weitere Vorteile fuer alle.",
         "remote", None),
        # a negation reaches the second item of "no X or Y"
        ("Designer\n\nYou work at our studio. No telecommuting or remote work options are offered.", "remote", "onsite"),
        ("Developer\n\nWe are a hybrid workplace; colleagues may work remotely or from the office.", "remote", "hybrid"),
        # a company's age after "has more than", an alternative to a qualification, "<1 year", tenure for a perk
        ("Consultant\n\nOur agency is based in Leeds and has more than 20 years' experience in staffing.",
         "min_years_experience", None),
        ("Supervisor\n\nRelevant certificate or minimum 2 years of experience in a similar role.",
         "min_years_experience", None),
        ("Analyst\n\nGraduates with <1 year of experience are welcome.", "min_years_experience", None),
        ("Technicien\n\nUne prime est versée après 12 mois d'ancienneté.", "min_years_experience", None),
        ("Analyst\n\nBA degree or equivalent practical experience.\n4 years of experience in finance.",
         "min_years_experience", 4),
        # a job title and a licence are no education level; a Dutch bachelor diploma is a bachelor
        ("Nurse\n\nWe hire a Licensed Vocational Nurse for our clinic.", "education_level", None),
        ("Builder\n\nMaster Licence Number 123456.", "education_level", None),
        ("Adviseur\n\nJe bent in het bezit van een Bachelor diploma.", "education_level", "bachelor"),
        ("Coordinator\n\nPost-secondary education in marketing or communications.", "education_level", "vocational"),
        # a stated duration, a locum post, a casual header, a subcontracted role
        ("Analyst\n\nDuration: 9 months (extendable)\nLocation: Kuala Lumpur", "employment_type", "temporary"),
        ("GP Required for Locum Work in Devon\n\nFlexible shifts.", "employment_type", "temporary"),
        ("Kitchen Hand - Casual\n\nJoin our busy cafe.", "employment_type", "part_time"),
        ("Coach\n\nYou will work with the gym in a subcontracted role.", "employment_type", "contract"),
        ("Clerk\n\nYou will handle subcontractor invoices.", "employment_type", None),
    ],
)
def test_running_text_field_rules_of_issue_24(text, field, value):
    assert extract(text)[field] == value


@pytest.mark.parametrize(
    ("text", "mode"),
    [
        ("Analyst\n\nJob 4411 Finance and Controlling Spain Hybrid Credits Data protection Contact Follow us on the "
         "social networks of the group and more board text here.", "hybrid"),
        ("Analista\n\nVaga 5521 Logistica Brasil Presencial Credits Data protection Contact Follow us on the social "
         "networks of the group and more board text here.", "onsite"),
        ("Engineer\n\nWe build tools for the Germany Remote Sensing teams and their partners, with more words "
         "here to make the line long.", None),
    ],
)
def test_a_mode_word_run_together_after_a_country_is_the_mode(text, mode):
    assert extract(text)["remote"] == mode


_LONG = " We build software for hospitals and care homes across the region, with a friendly team and good tools."


@pytest.mark.parametrize(
    ("text", "field", "value"),
    [
        # the misses of the census: a mode word alone in brackets after a name, on a long line (a board's field)
        ("Team Lead\n\nPlacement: Concentrix Solo, Indonesia (On-site) Rotational Shift." + _LONG, "remote", "onsite"),
        ("Analyst\n\n**Office: Wicklow** (Hybrid) - busy commercial hub." + _LONG, "remote", "hybrid"),
        # ... or opening a sentence as a label with a share of the week; a predicate on the role
        ("Analyst\n\nThis is a contract for 6 months. Hybrid: 3 days per week onsite." + _LONG, "remote", "hybrid"),
        ("Analyst\n\nThe position is hybrid, based in either Cork or Dublin." + _LONG, "remote", "hybrid"),
        ("Researcher\n\nThe work described in this posting will be conducted in-person." + _LONG, "remote", "onsite"),
        ("IT Technical Architect (Hybrid in Makati/Day Shift)\n\nDesign and implementation." + _LONG, "remote", "hybrid"),
        ("Analyst\n\nCONCILIACIÓN. Horario flexible, modalidad remota de trabajo, jornada intensiva.", "remote", "remote"),
        # a start, not the mode: "remote initially and then based in the office"
        ("Engineer\n\nThis role will be remote initially and then based in the Dublin office." + _LONG, "remote", None),
        # an adjective is no mode: "a hybrid research/engineering role"
        ("Engineer\n\nEngineering skills. This is a hybrid research/engineering role." + _LONG, "remote", None),
        # a share of the week makes a hedged remote phrase part of the week
        ("Nurse\n\nAfter orientation you will have the opportunity to work remotely 2 days per week." + _LONG, "remote",
         "hybrid"),
        # experience: a minimum label in Portuguese before company words, Ukrainian counts
        ("Analista\n\n● Experiência mínima: 2 anos (preferencialmente experiência em alguma empresa)", "min_years_experience", 2),
        ("Developer\n\nВимоги: досвід роботи з Python від 2 років.", "min_years_experience", 2),
        ("Developer\n\nКомпанія працює на ринку 15 років.", "min_years_experience", None),
        ("Cleaner\n\nWhether you have experience or are new to the industry, we welcome you." + _LONG,
         "min_years_experience", 0),
        # education: an e-mail address and the training a job leads to are no level asked
        ("Praktikum\n\nFragen? ausbildung@example.com", "education_level", None),
        ("Praktikum\n\nSehr gute Chancen, im Anschluss direkt in eine Ausbildung zu starten.", "education_level", None),
        # "the world's #1", "notre ADN" (DNA) and the body of an apprenticeship titled "Lehre" ask no level
        ("Developer\n\nCrossover is the world's #1 source of full-time remote jobs.", "education_level", None),
        ("Developer\n\n* Master your toolkit. Work across diverse stacks.", "education_level", None),
        ("Industriemechaniker\n\nUnsere Ausbildung im Industriepark macht dich fit für die Zukunft!", "education_level", None),
        ("Conseiller\n\nLa coopération reste au cœur de notre ADN.", "education_level", None),
        ("Nurse\n\nRequirements: ADN or BSN required.", "education_level", "vocational"),
        ("Lehre - Bürokauffrau\n\nZusätzlich zu einer starken Ausbildung: Lehre mit Matura.", "education_level", None),
        # employment: "N-month contract" is contract; "Wholetime" and "CDI 100%" are full time; hours offered later
        # yield, then the title's hours decide over a keyword list
        ("Analyst\n\nThis is an initial 12-month contract role." + _LONG, "employment_type", "contract"),
        ("Counsellor\n\nContract type * Permanent Wholetime Closing date 02/07/2026" + _LONG, "employment_type", "full_time"),
        ("IDE St Antoine - CDI 100% (H/F)\n\nPRESENTATION DU GROUPE :" + _LONG, "employment_type", "full_time"),
        ("Aide-soignant 100 % CDI (H/F)\n\nNotre clinique recrute." + _LONG, "employment_type", "full_time"),  # (fields31)
        ("Vendeur - 100% CDD\n\nRenfort pour la saison." + _LONG, "employment_type", "temporary"),
        # hours right after the contract word state this job's hours even in an offer list; bare hours there do not
        ("Boulanger (H/F)\n\nNos avantages :\n - Un CDI à temps plein, du lundi au vendredi\n - Une prime annuelle"
         + _LONG, "employment_type", "full_time"),
        ("Boulanger (H/F)\n\nNos avantages :\n - Un CDI temps partiel\n - Une prime annuelle" + _LONG,
         "employment_type", "part_time"),
        ("Data Scientist\n\nThis part-time role may become a full-time one later." + _LONG,
         "employment_type", "part_time"),
        ("Nurse - Full time, Nights\n\nKeywords: nurse patients full time sign on bonus Part time graduate nurse" + _LONG,
         "employment_type", "full_time"),
        ("Engineer\n\n<li>Remote work now and then</li><li>Full time availability preferred; part time possible</li>",
         "employment_type", None),
    ],
)
def test_field_rules_of_the_census_misses(text, field, value):
    assert extract(text)[field] == value
