"""Posting fields (seniority, languages): the lead's answers to fields103's questions, as rules (issue #24; fields104).

Every text here is written for the test, in the shape of the postings seen on unlabelled dev postings."""

from __future__ import annotations

import pytest

from normalize.attributes import extract


# fields104: InfoJobs' "Nivel" field states the level: "Dirección / gerencia" is director, "Consejo directivo" executive
# (on its own lines, after a colon or between HTML breaks); a title's level still decides
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Analista de Operaciones\n\nCategoría\nLogística\nNivel\nDirección / gerencia\nPersonal a cargo\n3 - 5",
         "director"),
        ("Analista de Compras\n\nCategoría\nCompras\nNivel\nConsejo directivo\nNúmero de vacantes\n1", "executive"),
        ("Consultor de Formación\n\n<br>Sector<br>Educación<br>Nivel<br>Dirección / gerencia<br>Salario<br>A convenir",
         "director"),
        ("Analista de Compras\n\nNivel: Consejo directivo\nVacantes: 2", "executive"),
        # what stays: a title's level, other values, the words in running text or in the category field
        ("Analista Senior\n\nNivel\nConsejo directivo\nNúmero de vacantes\n1", "senior"),
        ("Analista de Compras\n\nNivel\nEmpleado/a\nNúmero de vacantes\n1", None),
        ("Analista de Compras\n\nCategoría\nAdministración de empresas - Dirección y gerencia\nNivel\nEspecialista", None),
        ("Analista de Compras\n\nPresentarás informes al Consejo directivo cada trimestre.", None),
    ],
)
def test_fields104_board_level_values(text, level):
    assert extract(text, "ES")["seniority"] == level


# fields104 (pinned; main already read so): an "Experience:" field valued "Mid-Senior" is mid, as LinkedIn's
# "Seniority level: Mid-Senior level"
def test_fields104_experience_field_mid_senior():
    text = "Platform Engineer\n\nLocation: Remote\nExperience: Mid-Senior\nReports to: Head of Platform"
    assert extract(text, "IE")["seniority"] == "mid"

