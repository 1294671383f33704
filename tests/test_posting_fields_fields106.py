"""Posting fields (education, minimum years): the lead's answers to fields105's questions (issue #24).

Every text here is written for the test, in the shape of the postings seen on unlabelled dev postings."""

from __future__ import annotations

import pytest

from normalize.attributes import extract


# fields106: a Chilean "Técnico/a (de nivel superior) en <field>" asked as a requirement is the CFT title (vocational); in a
# list with engineer titles the lowest wins; as a job title it is no requirement
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Asistente de Bodega\n\nRequisitos:\n- Formación académica: Técnico en Bodegaje, Ingeniero en Logística o carreras "
         "afines\n- Manejo de Excel.", "vocational"),
        ("Ejecutivo de Ventas\n\nPara postular debes:\n· Ser Ingeniero/a Comercial, Técnico/a en Ventas o carrera afín\n"
         "· Tener licencia de conducir.", "vocational"),
        ("Desarrollador Web\n\n-Requerido: Ingeniería en Computación, Técnico en Programación.\n-Trabajo en equipo.",
         "vocational"),
        ("Analista de Inventario\n\n¿Qué buscamos?\nFormación en Ingeniería Industrial, Técnico en Inventarios o afines.",
         "vocational"),
        ("Coordinador de Despacho\n\nPerfil que buscamos: Formación: Técnico en Transporte, Administración o afín.",
         "vocational"),
        # guards: the posting's title, a firm seeking a technician, a technician as a role in the duties
        ("Técnico en Refrigeración\n\nFunciones:\n- Mantención de equipos de frío.", None),
        ("Supervisor de Tienda\n\nLa empresa busca incorporar a Técnico en Ventas para su sucursal.", None),
        ("Jefe de Local\n\nFunciones:\n· Actuar como Inspector Técnico en Obra durante las remodelaciones.", None),
    ],
)
def test_fields106_chilean_technician_required(text, level):
    assert extract(text, "CL")["education_level"] == level


# fields106: a labelled field whose counts are all preferred loses to a count the text requires elsewhere (the lead after
# fields105); a field with a count not marked preferred, or a preferred count elsewhere, keeps the field's. (The duties
# between them are long, as on the board: a preference heading within 600 characters above a count makes it preferred.)
_DUTIES = "DUTIES: " + " ".join(["Leads the unit's daily work, keeps charts current and guides new staff on each shift."] * 8)


@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("Charge Nurse\n\nEDUCATION AND EXPERIENCE: Graduate of a school of nursing. Minimum of one (1) year as a lead and "
         "a minimum of four (4) years in surgery as an RN preferred.\n\n\nLICENSURE: Current RN license.\n\n" + _DUTIES + "\n\n"
         "#### **Experience**\n\n\nRequired* 3 year(s): Three years of surgical experience required\n", 3),
        # guards: the field's count required; the other count preferred too
        ("Charge Nurse\n\nEDUCATION AND EXPERIENCE: Graduate of a school of nursing. Minimum of one (1) year as a lead "
         "required.\n\n\nLICENSURE: Current RN license.\n\n" + _DUTIES + "\n\n#### **Experience**\n\n\nRequired* 3 year(s): Three years of "
         "surgical experience required\n", 1),
        ("Charge Nurse\n\nEDUCATION AND EXPERIENCE: Graduate of a school of nursing. Minimum of one (1) year as a lead "
         "preferred.\n\n\nLICENSURE: Current RN license.\n\n" + _DUTIES + "\n\n#### **Experience**\n\n\nThree years of surgical experience "
         "preferred\n", 1),
    ],
)
def test_fields106_preferred_field_beside_required_count(text, years):
    assert extract(text, "US")["min_years_experience"] == years


# fields106: an internship programme's "Becario/a <area>" list names areas, not a degree: no level unless one is asked
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Programa de prácticas\n\n¿Qué prácticas ofrecemos?\n<ul><li>Becario/a Ingeniería de Procesos</li><li>Becario/a "
         "Marketing Digital</li><li>Becario/a de Ingeniería Civil</li></ul>", None),
        ("Programa de prácticas\n\nBecario/a Ingeniería de ProcesosBecario/a Compras", None),
        # guard: a degree asked beside the list
        ("Programa de prácticas\n\n<ul><li>Becario/a Ingeniería de Procesos</li></ul>\nRequisitos: estudiante de último "
         "curso de Grado en Ingeniería Química.", "bachelor"),
    ],
)
def test_fields106_internship_areas(text, level):
    assert extract(text, "ES")["education_level"] == level



# fields106: a German "Du" opening a line glued to the word before ("HauptschulabschlussDu bist ...", a lost line break) is
# split off, so the qualification before it is read
@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Ausbildung zum Elektroniker\n\nDas bringst du mit:\nHauptschulabschlussDu bist handwerklich geschickt.",
         "secondary"),
        ("Ausbildung zum Elektroniker\n\nDas bringst du mit:\nHauptschulabschluss\nDu bist handwerklich geschickt.",
         "secondary"),
    ],
)
def test_fields106_glued_du(text, level):
    assert extract(text, "DE")["education_level"] == level
