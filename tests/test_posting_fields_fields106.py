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
