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
