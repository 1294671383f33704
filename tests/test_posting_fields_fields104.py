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


# fields104: an application asked in a language asks that language, with no level (as "Only CV in English will be
# processed"); its Spanish form too
@pytest.mark.parametrize(
    ("text", "market", "languages"),
    [
        ("Research Officer\n\nAll applications should be made in English and sent by the closing date.", "IE",
         {"en": None}),
        ("Research Officer\n\nOnly CVs in English will be considered.", "IE", {"en": None}),
        ("Product Owner\n\nContact\nPlease apply online in English, stating your notice period.", "DE", {"en": None}),
        ("Ingeniero de Procesos\n\nInteresados enviar CV en inglés a través del portal.", "ES", {"en": None}),
        ("Research Officer\n\nSend your application with a CV, diploma and references (if applicable) in ENGLISH.",
         "IE", {"en": None}),
        # the level stated elsewhere stays the level
        ("Research Officer\n\nFluent English is required.\nPlease send your CV in English.", "IE", {"en": "C1"}),
        # what stays: "in <name>" outside the application's sentence, or after no application word
        ("Software Engineer\n\nWe read applications every week. Our team blog is published in English.", "IE", {}),
        ("Software Engineer\n\nYou will build applications for clients in French markets.", "IE", {}),
        ("Software Engineer\n\nThe founders published a book in English last year.", "IE", {}),
    ],
)
def test_fields104_application_in_a_language(text, market, languages):
    assert {x["language"]: x["level"] for x in extract(text, market)["languages"]} == languages
