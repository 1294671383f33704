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


# staff carried to the workplace by the employer's own vehicle, however worded (the lead's 09:53 second-pass rule: "доставка
# домой транспортом компании" after a night shift, "на работу и с работы возит наш транспорт"), or from a named town or
# station: onsite; goods delivered, a shuttle to a station and the duties' travel stay no mode
@pytest.mark.parametrize(
    ("text", "mode"),
    [
        ("Оператор\n\n<p>Смены до 23.00, развоз домой (в 23.30) транспортом нанимателя.</p>", "onsite"),
        ("Кладовщик\n\n<ul><li>Место работы: промзона у деревни, доставка транспортом организации.</li></ul>", "onsite"),
        ("Сварщик\n\n<ul><li>на смену и со смены возит наш транспорт</li></ul>", "onsite"),
        ("Технолог\n\n<p>Доставка производится из г. Борисова и со ст. метро Уручье.</p>", "onsite"),
        ("Экспедитор\n\n<ul><li>доставка товаров из г. Бреста клиентам</li></ul>", None),
        ("Менеджер\n\n<ul><li>доставка до ст. метро Уручье после работы</li></ul>", None),
        ("Торговый агент\n\n<ul><li>разъездной характер работы, компенсация транспорта компании</li></ul>", None),
    ],
)
def test_fields91_staff_carried_by_the_employers_vehicle(text, mode):
    assert extract(text, "BY")["remote"] == mode


# an Indonesian work system stated as wholly online: remote; an online job board or online selling as a duty is no mode
@pytest.mark.parametrize(
    ("text", "mode"),
    [
        ("Admin Chat\n\n*Sistem Kerja*\nsistem kerja di TokoKita full online, bisa sambil kuliah.", "remote"),
        ("Admin Chat\n\nSistem kerja: 100% online dari mana saja.", "remote"),
        ("Host Live\n\nMelakukan penjualan produk secara online melalui marketplace.", None),
        ("Staff Admin\n\nInfo lowongan kerja online terbaru, sistem kerja shift pagi.", None),
    ],
)
def test_fields91_online_work_system(text, mode):
    assert extract(text, "ID")["remote"] == mode


# "Full-time position" inside an offer list states this job's hours (the noun is part of the table phrase, as a noun after
# the hours word is); a basis in the perks ("leave based on full time employment") stays no type
@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Line Cook\n\nWHAT WE OFFER:\n* Permanent, full-time position\n* Staff meals", "full_time"),
        ("Tester\n\n<p>Our benefits:</p><ul><li>Full-time role with core hours</li><li>Laptop</li></ul>", "full_time"),
        ("Analyst\n\nWhat we offer:\n* 25 days of leave based on full time employment\n* Pension", None),
    ],
)
def test_fields91_full_time_position_in_an_offer_list(text, kind):
    assert extract(text, "IE")["employment_type"] == kind
