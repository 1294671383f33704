"""fields100 (issue 24): work mode and employment type families found in an uncued 160-posting dev draw."""

import pytest

from normalize.attributes.extraction import extract


# a bare "100%" workload in the title, or "100% FTE" anywhere, is full time (as "Pensum 100%"); a range's end, "up to
# 100%" and a share of something else are not
@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Backend Developer 100% (f/m/d)\n\nYou build payment services.", "full_time"),
        ("Cloud Engineer (f/m/d) 100%\n\nYou run our platform.", "full_time"),
        ("Doctoral Candidate in Materials Science (100 %)\n\nYou study alloys.", "full_time"),
        ("Registered Nurse II 100% FTE, Cardiology 123456 (7890)\n\nJob Description", "full_time"),
        ("Care Nurse\n\nWork Schedule:\n\n100% FTE, day shift.", "full_time"),
        ("Medical Assistant (100%) 4455 Walk-in Clinic\n\nYou greet patients.", "full_time"),
        ("Risk Analyst 80-100%\n\nYou model claims.", None),
        ("Risk Actuary (m/w/d) 70 - 100% with verification\n\nYou model claims.", None),
        ("Lecturer (100% Teaching)\n\nYou teach.", None),
        ("Data Engineer - TELETRABAJO 100%\n\nYou build pipelines.", None),
        ("Sales Agent\n\nWe pay 100% commission, paid monthly.", None),
    ],
)
def test_fields100_bare_full_workload(text, kind):
    assert extract(text, "CH")["employment_type"] == kind


# a Canadian "Term" post written as a status ("(Term)", "Term: 12 months", "Term will last 15 weeks") is temporary; term
# life insurance is not
@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Site Coordinator\n\n**Site Coordinator (Term) - Join our crew** We need a coordinator for a remote camp.",
         "temporary"),
        ("Lab Technician\n\nAbout the role\n\nOn-site | Seasonal (Term) | Entry Level | Monday - Friday", "temporary"),
        ("Data Analyst\n\nTerm: 12 monthsRequired Qualifications: a degree in statistics.", "temporary"),
        ("Trail Crew Member\n\nEnd Date: Term will last 12 weeks from the start date.", "temporary"),
        ("Nurse\n\nWe also offer voluntary insurance: * Term and Whole Life Insurance * Accident cover", None),
    ],
)
def test_fields100_term_post(text, kind):
    assert extract(text, "CA")["employment_type"] == kind


# a German marginal job ("in geringfügiger Beschäftigung", "als GfB") is part time; a payroll clerk's marginally employed
# staff are not; plural part-time posts offered by a family-friendly employer and part-time work in a list of flexible
# arrangements are no type
@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Verkaufshilfe (w/m/d) als GfB in Ulm\n\nIn Ulm suchen wir ab sofort eine Verkaufshilfe.", "part_time"),
        ("Verkaufshilfe (w/m/d)\n\nIn Ulm suchen wir ab dem 01.03. in geringfügiger Beschäftigung eine Verkaufshilfe.",
         "part_time"),
        ("Lohnbuchhalter (m/w/d)\n\nAbrechnung aller Mitarbeitenden (Festangestellte, geringfügig und kurzfristig "
         "Beschäftigte).", None),
        ("Doktorand (m/w/d)\n\nFür Familien stellen wir gern Teilzeitanstellungen bereit, dazu eine Kita.",
         None),
        ("Berater (m/w/d)\n\nZum Ausgleich gibt es Gleitzeit, Zeitkonten, Teilzeitarbeit und Sabbaticals. Bewirb dich.",
         None),
    ],
)
def test_fields100_marginal_job_and_perks(text, kind):
    assert extract(text, "DE")["employment_type"] == kind


# "work hybrid" with the verb is hybrid; "mobile working" said of a field worker travelling between sites is no mode
@pytest.mark.parametrize(
    ("text", "mode"),
    [
        # (long lines: a bare "hybrid" on a short line was read before)
        ("Web Developer\n\nExperience with learning platforms and dashboards is a strong plus for this post.Willing to "
         "work hybrid (Bandung Area).", "hybrid"),
        ("Backend Engineer\n\nYou would join a small team whose work is visible. Our crew sits in Malmo and we work hybrid "
         "\u2014 meeting up in person most weeks, with no fixed quota.", "hybrid"),
        ("Catering Supervisor\n\nYou will be a mobile working covering several schools in the county.", None),
        ("Sales Executive\n\nGood negotiation skills.Ready to mobile working.Responsibilities: reach targets.", None),
    ],
)
def test_fields100_work_hybrid_and_mobile_field_work(text, mode):
    assert extract(text, "IE")["remote"] == mode


# the job called a hybrid opportunity or internship is hybrid (long lines: a bare "hybrid" on a short line was read before)
@pytest.mark.parametrize(
    ("text", "mode"),
    [
        ("Change Analyst\n\n**Perks** The post is a hybrid opportunity in our growing analytics group, with a training "
         "budget and a pension plan for you.", "hybrid"),
        ("Data Science Intern\n\n**This is a 35-hour-per-week, 12-week hybrid internship running from June to August, "
         "with applications due in May.** You will ship models.", "hybrid"),
    ],
)
def test_fields100_hybrid_opportunity(text, mode):
    assert extract(text, "IE")["remote"] == mode


# a recruiter's capitalized workplace tag among the closing tags ("#Hybrid", "\#Onsite", "#JoinUs#Hybrid") is the mode; a
# lower-case "#wfh" stays a tag
@pytest.mark.parametrize(
    ("text", "mode"),
    [
        ("Analyst\n\nWe give you the support you need to reach your ambitions and to grow with the business over the "
         "years.#JoinUs#BuildTheFuture#Hybrid", "hybrid"),
        ("Analyst\n\nPlease contact your talent acquisition partner for any adjustment to the process or the interview. "
         "\\#Hybrid **REQ ID:** R123", "hybrid"),
        ("Analyst\n\nWe are an equal opportunity employer and value every applicant regardless of any non-merit factor.* "
         "\\#LI\\-AB1 \\#Onsite \\#EMEA", "onsite"),
        ("Analyst\n\nPerks: a home office budget and more. #wfh", None),
    ],
)
def test_fields100_workplace_hashtag(text, mode):
    assert extract(text, "IE")["remote"] == mode


# "the option of" / "the possibility of" hybrid work among the perks is no mode (an option); formats listed as a choice
# stay read
@pytest.mark.parametrize(
    ("text", "mode"),
    [
        ("Security Engineer\n\nBalance - flexible hours, the option of hybrid work and a yearly allowance for equipment "
         "are part of the package.\n\nRest - 30 vacation days.", None),
        ("Security Engineer\n\nWe offer the possibility of hybrid working and a yearly allowance for your equipment, plus "
         "a bonus.", None),
        ("Data Engineer\n\nYou will build unique projects in new technologies for our clients. Possibility of remote, "
         "hybrid and on-site work in the office (Gdansk, Oliwa).", "hybrid"),
    ],
)
def test_fields100_hybrid_option(text, mode):
    assert extract(text, "DE")["remote"] == mode
