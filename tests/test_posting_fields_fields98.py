"""fields98 (issue 24): work mode and employment type families found in an uncued 160-posting dev draw."""

import pytest

from normalize.attributes.extraction import extract


# a Brazilian opening or post called temporary ("Oportunidade temporária", "Posição temporária") is fixed-term, as
# "Vaga temporária" already was; the word alone about something else is not
@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Analista de Compras\n\nDescrição\n: \nOportunidade temporária (4 meses), com chance de efetivação.\n"
         "Requisitos: Excel avançado.", "temporary"),
        ("Analista Contábil\n\nApoiar o fechamento mensal.\nPosição temporária, 2 dias presenciais e 3 remotos.",
         "temporary"),
        ("Analista de Dados\n\nVaga temporária de 6 meses.", "temporary"),
        ("Analista de Dados\n\nApoiar a equipe durante a mudança temporária de sistema.", None),
    ],
)
def test_fields98_temporary_opening_pt(text, kind):
    assert extract(text, "BR")["employment_type"] == kind


# "hybrid role" naming the mix of duties ("focused on", "with ~30% <duty>", "requiring a mix of", "of direct care") is
# no work mode; a clause with place words keeps it; an office share after a bracketed aside is hybrid
@pytest.mark.parametrize(
    ("text", "mode"),
    [
        ("Test Engineer\n\nThe Test Engineer is a hybrid role focused on product quality across the release cycle.", None),
        ("Data Analyst\n\nThe job is a hybrid role with about 40% product owner duties.", None),
        ("Account Executive\n\nThe position is a hybrid role requiring a mix of hunting and farming accounts.", None),
        ("Nursing Director\n\nYou take a hybrid role of direct care and team supervision.", None),
        ("Analyst\n\nThis is a hybrid role with 2 days in the office and 3 days at home.", "hybrid"),
        ("Analyst\n\nThe job is a hybrid role requiring two days each week onsite.", "hybrid"),
        ("Sales Intern\n\nThis hybrid role means hands-on work in sales. You will work in the office (Ranelagh site) at "
         "least one day a week.", "hybrid"),
        ("Marketing Assistant\n\nYou will be expected to come to the office (Grand Canal Dock) at least two days a week.",
         "hybrid"),
    ],
)
def test_fields98_hybrid_role_of_duties(text, mode):
    assert extract(text, "IE")["remote"] == mode


# a job said to be home based (the role sentence, a location field, the title) is remote; a care home "based in" a town
# and home-based care are not
@pytest.mark.parametrize(
    ("text", "mode"),
    [
        ("Home Based Family Support Worker\n\nA full time post covering Devon. The role is home based and covers the "
         "county.", "remote"),
        ("Skills Assessor (Home Based)\n\nSkills Assessor covering the Wirral area, visiting learners.", "remote"),
        ("Report Developer\n\nOverview: **Salary:** 40,000**Location:** Home based**Department:** Insights", "remote"),
        ("Sales Manager\n\nYou will grow accounts in the region. This role is home-based in Wuhan.", "remote"),
        ("Deputy Manager\n\nWe are recruiting for a nursing home based in Leeds. Active NMC PIN needed.", None),
        ("Home Care RN\n\nVisits home based care patients across the county.", None),
    ],
)
def test_fields98_home_based(text, mode):
    assert extract(text, "GB")["remote"] == mode


# a share whose "100%" closes a line ("Hearing Constantly (67-100%)") before a "Remote Type" field is no "100% remote"
def test_fields98_share_on_an_earlier_line():
    text = ("Registered Nurse\n\nPhysical demands:\n* Lifting Occasionally (0-33%)\nWalking Constantly (67-100%)  \n\n* \n\n"
            "**Remote Type**\n\nOnsite  \n\n**Address**\n\n12 Main Street")
    assert extract(text, "US")["remote"] == "onsite"
    assert extract("Data Engineer\n\nThis role is 100% remote within Portugal.", "PT")["remote"] == "remote"


# "On site" glued to the item before it by a lost line break, as the work or a label: onsite; not an onsite interview or gym
@pytest.mark.parametrize(
    ("text", "mode"),
    [
        ("Process Engineer\n\nWilling to work in Pasig, Metro ManilaOn site work&nbsp;Tasks & Duties: plan jobs", "onsite"),
        ("Buyer\n\n6 months contract employmentOnsite work-arrangement: Makati, Shift: 8AM - 5PM", "onsite"),
        ("Product Manager\n\nExperience in writing queries in MysqlOnsite : Surabaya\xa0Job Description :Drive discovery",
         "onsite"),
        ("Analyst\n\nSQL screening callOnsite InterviewCase study round", None),
        ("Engineer\n\nPaid leaveOnsite gym and free lunch", None),
    ],
)
def test_fields98_glued_on_site(text, mode):
    assert extract(text, "ID" if "Surabaya" in text else "PH")["remote"] == mode
