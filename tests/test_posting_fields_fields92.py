"""Education in shapes main missed or misread on unlabelled dev postings (issue #24; fields92 round, an uncued sample).

Every text here is written for the test, in the shape of the failures seen on unlabelled dev postings."""

from __future__ import annotations

import pytest

from normalize.attributes import extract


def _level(text: str, market: str) -> str | None:
    return extract(text, market)["education_level"]


# fields92: a heading or the next item a lost line break glued after the degree ("...related fieldWhat we offer") opens
# another sentence: its "we offer" is no offer of the degree
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Account Executive\n\nRequirements\nGood with spreadsheetsBachelor's degree in Marketing or FinanceWhat we "
         "offerA yearly bonus", "bachelor"),
        ("Support Analyst\n\nAble to work on your own using other resourcesBachelor's degree in Computing Based in Lisbon "
         "twice a weekWhat We OfferA good package", "bachelor"),
        # what stays: an offered course in the degree's own sentence is no level asked; a wish after a semicolon is
        # another item's
        ("Trainee Accountant\n\nWe offer a funded Bachelor's degree in Accounting alongside your work.", None),
        ("Research Associate\n\nThe Qualifications We SeekTertiary education in any field;&nbsp;Law graduates "
         "preferredProven research skills", "vocational"),
    ],
)
def test_fields92_glued_offer_heading(text, level):
    assert _level(text, "PH") == level


# fields92: "Bac" written in title case before "ou équivalent" or "avec" is the baccalauréat (secondary), "Bac
# Professionnel" the vocational one
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Chef de rayon (H/F)\n\nProfil :Bac avec 2 ans en rayon frais ou Bac +2 sans expérience", "secondary"),
        ("Animateur (H/F)\n\nBac ou équivalent, brevet d'animateur apprécié.", "secondary"),
        ("Vendeur (H/F)\n\nProfil : Issu(e) de formation Bac Professionnel souhaité.", "vocational"),
    ],
)
def test_fields92_french_bac_title_case(text, level):
    assert _level(text, "FR") == level


# fields92: "Degree qualification" names a degree, its level unsaid (bachelor), as "degree qualified" does
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("QC Analyst\n\n**Requirements** * Degree qualification in a Technical discipline. * 2 years in a lab.", "bachelor"),
        ("Planner\n\n* A suitable Logistics or Business degree qualification. * A drive to grow.", "bachelor"),
        ("Test Engineer\n\nYour profileDegree qualification in Mechanical Engineering or a related field.", "bachelor"),
    ],
)
def test_fields92_degree_qualification(text, level):
    assert _level(text, "IE") == level


# fields92: the NFQ level named as a floor ("Level 8 or above in ...", "Level 6 (or higher)"): 5-6 vocational, 7-8 bachelor
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Safety Advisor\n\n**Education** * Level 8 or above in environmental science or a related field", "bachelor"),
        ("Process Lead\n\n* Level 7 or above qualification in a related discipline (science, engineering)", "bachelor"),
        ("Service Technician\n\n* Technical qualification (Level 6 or higher) in Electrical or Mechanical Engineering",
         "vocational"),
        # what stays: a level of something else
        ("Chef\n\nYou will cook at level 8 or above on our kitchen rating.", None),
    ],
)
def test_fields92_nfq_level_floor(text, level):
    assert _level(text, "IE") == level


# fields92: France's accounting diplomas: the DSCG, the Master CCA and the DEC are master grade, the DCG a licence
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Chef de mission (H/F)\n\nTitulaire d'un Master CCA ou du DSCG, vous avez une expérience en cabinet.", "master"),
        ("Auditeur (H/F)\n\nFormation supérieure en comptabilité (type DSCG ou équivalent) exigée.", "master"),
        ("Expert-comptable (H/F)\n\nVous êtes diplômé(e) du DEC et avez une solide expérience.", "master"),
        ("Aide-comptable (H/F)\n\nVous êtes titulaire du DCG (ou du DSCG) et aimez les chiffres.", "bachelor"),
        # what stays: the BTS is the lowest of a list; a company's "Data Center Group (DCG)" is no diploma
        ("Comptable (H/F)\n\nDe formation comptable (BTS CGO, DCG, DSCG, Master CCA).", "vocational"),
        ("Software Intern\n\nInside this group: The Data Center Group (DCG) runs the cloud.", None),
    ],
)
def test_fields92_french_accounting_diplomas(text, level):
    assert _level(text, "FR") == level


# fields92: "die Ausbildung der/von <people>" is training the job or the firm gives, no level asked
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Werkstudent Produktion (m/w/d)\n\nAufgaben: Unterstützung der Ausbildung der Mitarbeitenden und Pflege der Daten.",
         None),
        ("Assistenz (m/w/d)\n\nDie Hochschule engagiert sich in der Ausbildung von über 5000 Studierenden.", None),
        # what stays: a completed training asked
        ("Monteur (m/w/d)\n\nIhr Profil: eine abgeschlossene Ausbildung der Fachrichtung Elektrotechnik", "vocational"),
        ("Sachbearbeiter (m/w/d)\n\nIhr Profil: die Ausbildung zum Bankkaufmann", "vocational"),
    ],
)
def test_fields92_training_of_others(text, level):
    assert _level(text, "DE") == level


# fields92: a Chilean "Ingeniero/a o Técnico en <field>" accepts the técnico's title too (vocational, the lowest)
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Soporte TI Tienda\n\nRequisitos:\nProfesional titulado como Ingeniero/a o Técnico en Informática.", "vocational"),
        ("Práctica Logística\n\nBuscamos estudiantes de Ingeniería o Técnico en Logística para el área de bodega.",
         "vocational"),
        # what stays: the engineer alone
        ("Analista de Datos\n\nRequisitos:\nTitulado/a de Ingeniero en Informática.", "bachelor"),
    ],
)
def test_fields92_engineer_or_technician(text, level):
    assert _level(text, "CL") == level
