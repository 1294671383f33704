"""fields91 (issue 24, work mode and employment type on an uncued sample): regression tests of its rules."""

import pytest

from normalize.attributes.extraction import extract


# the place of work named in the terms by its metro station alone is the workplace: onsite (the lead's office rule of the
# session of 22:40, metro station included); a town or a plant's station stays as before
@pytest.mark.parametrize(
    ("text", "mode"),
    [
        ("Сисадмин\n\n<p>Условия:</p> <ul> <li>ДМС;</li> <li>место работы: м. Сокольники / м. Красносельская.</li> </ul>",
         "onsite"),
        ("Аналитик\n\n<ul><li>Место работы: м. Таганская.</li><li>Оформление по ТК РФ</li></ul>", "onsite"),
        ("Аналитик\n\n<ul><li>Место работы: г. Химки</li><li>Оформление по ТК РФ</li></ul>", None),
        ("Технолог\n\n<ul><li>работа на крупном заводе;</li><li>Место работы: м. Восток</li></ul>", None),
    ],
)
def test_fields91_place_of_work_by_metro_station(text, mode):
    assert extract(text, "RU")["remote"] == mode
