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
        ("Data Analyst\n\nYou are comfortable taking on a hybrid role with ~30% Scrum Master responsibilities.", None),
        ("Account Executive\n\nThis is a hybrid role requiring a mix of new business and account growth.", None),
        ("Nursing Director\n\n* Quality: perform hands on care as needed including hybrid role of direct patient care.",
         None),
        ("Analyst\n\nThis is a hybrid role with 2 days in the office and 3 days at home.", "hybrid"),
        ("Analyst\n\nThis is a hybrid role requiring at least three days a week onsite.", "hybrid"),
        ("Sales Intern\n\nThis hybrid role means hands-on work in sales. There is a requirement to come to the office "
         "(based in Rathmines, Dublin 6) a minimum of one day a week.", "hybrid"),
        ("Marketing Assistant\n\nYou will be expected to come to the office (Grand Canal Dock) at least two days a week.",
         "hybrid"),
    ],
)
def test_fields98_hybrid_role_of_duties(text, mode):
    assert extract(text, "IE")["remote"] == mode
