"""parse_salary: the issue's examples, five languages, market hints, annualization, FX, hostile input."""

from __future__ import annotations

import json
import time

import pytest

import normalize
from normalize.attributes.fx import load_fx_table
from normalize.attributes.salary import WorkingTime, find_salaries, parse_salary


def S(mn, mx, cur, per, amin=None, amax=None, negotiable=None, basis=None, variable=None):
    return {"min": mn, "max": mx, "currency": cur, "period": per, "annual_min": amin, "annual_max": amax,
            "negotiable": negotiable, "basis": basis, "variable": variable}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("$53K-$91K", S(53000, 91000, "USD", None)),
        ("45.000 - 55.000 € brutto p.a.", S(45000, 55000, "EUR", "year", 45000, 55000, basis="gross")),
        ("£30,000 - £35,000 per annum", S(30000, 35000, "GBP", "year", 30000, 35000)),
        ("up to 80k", S(None, 80000, None, None)),
        ("from 4.500 EUR/Monat", S(4500, None, "EUR", "month", 54000, None)),
        ("$31-$44 Per Hour", S(31, 44, "USD", "hour", 64480, 91520)),
    ],
)
def test_issue_examples(text, expected):
    assert normalize.parse_salary(text) == expected


@pytest.mark.parametrize(
    ("text", "mn", "mx", "cur", "per"),
    [
        ("60.000 € - 75.000 € Jahresgehalt", 60000, 75000, "EUR", "year"),  # de
        ("bis zu 90.000 EUR jährlich", None, 90000, "EUR", "year"),
        ("CHF 95'000 - 110'000 p.a.", 95000, 110000, "CHF", "year"),
        ("35 000 € - 45 000 € par an", 35000, 45000, "EUR", "year"),  # fr
        ("à partir de 38 000 euros bruts annuels", 38000, None, "EUR", "year"),
        ("30.000 € - 36.000 € brutos anuales", 30000, 36000, "EUR", "year"),  # es
        ("12 euros por hora", 12, 12, "EUR", "hour"),
        ("€ 3.500 - € 4.500 bruto per maand", 3500, 4500, "EUR", "month"),  # nl
        ("€ 18,50 per uur", 18.5, 18.5, "EUR", "hour"),
        ("50-60k EUR", 50000, 60000, "EUR", None),  # multiplier written once
        ("INR 12,00,000 per annum", 1200000, 1200000, "INR", "year"),  # lakh grouping
        ("65 T€ p.a.", 65000, 65000, "EUR", "year"),
    ],
)
def test_five_languages(text, mn, mx, cur, per):
    got = parse_salary(text)
    assert (got["min"], got["max"], got["currency"], got["period"]) == (mn, mx, cur, per)


@pytest.mark.parametrize(
    ("text", "country", "mn", "mx", "cur", "per"),
    [
        # local currency signs from CLDR, glued or spaced, and South/South-East Asian multipliers
        ("RM 3,500 - RM 4,200 per month", None, 3500, 4200, "MYR", "month"),
        ("RM3,500 - RM4,200 sebulan", None, 3500, 4200, "MYR", "month"),
        ("Gaji Rp 5 - 7 juta per bulan", None, 5_000_000, 7_000_000, "IDR", "month"),
        ("Rp5.000.000/bulan", None, 5_000_000, 5_000_000, "IDR", "month"),
        ("₹12 LPA", None, 1_200_000, 1_200_000, "INR", "year"),
        ("Rs. 8-10 lakhs per annum", None, 800_000, 1_000_000, "INR", "year"),
        ("Rs. 80,000 per month", "PK", 80_000, 80_000, "PKR", "month"),
        ("Ksh 80,000 per month", None, 80_000, 80_000, "KES", "month"),
        ("350 000 Ft", None, 350_000, 350_000, "HUF", None),
        ("฿25,000/month", None, 25_000, 25_000, "THB", "month"),
        ("R 25 000 per month", "ZA", 25_000, 25_000, "ZAR", "month"),
        # a sign of one or two letters needs its market: "R" alone is a letter, "KM" a kilometre
        ("R 25 000 per month", None, 25_000, 25_000, None, "month"),
        ("5 KM", None, 5, 5, None, None),
        # an ISO code glued to the number is a marker; other capitals glued to digits are not
        ("SGD5,500- SGD7,000 per month", None, 5500, 7000, "SGD", "month"),
        ("EUR48000 per year", None, 48_000, 48_000, "EUR", "year"),
        ("ISO9001 site, pay 30,000 per year", None, 30_000, 30_000, None, "year"),
    ],
)
def test_local_currency_signs_and_multipliers(text, country, mn, mx, cur, per):
    got = parse_salary(text, country)
    assert (got["min"], got["max"], got["currency"], got["period"]) == (mn, mx, cur, per)


def test_market_hint_resolves_bare_dollar():
    assert parse_salary("$85,000 - $95,000 per year", "CA")["currency"] == "CAD"
    assert parse_salary("$85,000 - $95,000 per year")["currency"] == "USD"
    assert parse_salary("$120k", country="AU")["currency"] == "AUD"


def test_working_time_convention_is_configurable():
    part_time = WorkingTime(hours_per_week=20)
    got = parse_salary("€20/h", working_time=part_time)
    assert got["annual_min"] == 20 * 20 * 52
    assert parse_salary("€20/h")["annual_min"] == 20 * 40 * 52


def test_no_period_means_no_annual_guess():
    got = parse_salary("€50,000")
    assert got["period"] is None and got["annual_min"] is None and got["min"] == 50000


def test_a_period_word_of_an_add_on_is_not_the_period_of_the_pay():
    got = parse_salary("18k base pay plus monthly bonus of 2-5k")
    assert (got["min"], got["max"], got["period"], got["variable"]) == (18000, 18000, None, True)
    got = parse_salary("£21,500 per annum + annual bonus")  # the pay's own period still counts
    assert (got["min"], got["period"]) == (21500, "year")


def test_fx_table_is_dated_and_replaceable(tmp_path, monkeypatch):
    table = load_fx_table()
    assert table.base == "EUR" and table.date == "2024-12-31" and "ECB" in table.source
    assert table.convert(100, "EUR", "EUR") == 100
    assert 90 < table.convert(100, "USD", "EUR") < 100
    own = tmp_path / "rates.json"
    own.write_text(json.dumps({"base": "EUR", "date": "2030-01-01", "source": "test", "rates": {"USD": 2.0}}))
    monkeypatch.setenv("HRNORM_FX_RATES", str(own))
    assert load_fx_table().convert(100, "USD", "EUR") == 50


@pytest.mark.parametrize("value", [None, "", "   ", "n/a", "-1", "Salary: -1"])
def test_no_amount_gives_none(value):
    assert parse_salary(value) is None


@pytest.mark.parametrize(
    ("text", "negotiable", "variable"),
    [("Salary negotiable", True, None), ("Competitive + bonus", True, True), ("DOE", True, None),
     ("Based on experience", True, None)],
)
def test_flags_without_an_amount_are_kept(text, negotiable, variable):
    got = parse_salary(text)
    assert (got["negotiable"], got["variable"]) == (negotiable, variable)
    assert [got[k] for k in ("min", "max", "currency", "period", "annual_min", "annual_max")] == [None] * 6


@pytest.mark.parametrize(
    "hostile",
    ["1" * 1_000_000, "1,000 " * 170_000, "$1" * 500_000, "1 2 3 " * 170_000, "1k-" * 330_000, "€" * 1_000_000],
)
def test_hostile_input_is_fast(hostile):
    """1 MB of adversarial text costs well under a CPU second (CPU time: the test machine is shared)."""
    t = time.process_time()
    parse_salary(hostile)
    assert time.process_time() - t < 1.0


# --- families real job-board text shows (issue 12); examples written for the tests ----------------------
def _core(text, country=None, period=None):
    """(min, max, currency, period), or None when no amount is read (flags alone may be kept)."""
    got = parse_salary(text, country, period)
    if not got or (got["min"] is None and got["max"] is None):
        return None
    return got["min"], got["max"], got["currency"], got["period"]


@pytest.mark.parametrize(
    ("text", "country", "expected"),
    [
        # scraped markdown: escapes and bold markers
        ("€2\\.750 \\- €3\\.100 per maand", None, (2750, 3100, "EUR", "month")),
        ("**£ 1\\.950** per month", None, (1950, 1950, "GBP", "month")),
        ("<b>Salary:</b> $61,000&nbsp;- $66,000 per year</p>", "US", (61000, 66000, "USD", "year")),
        # ranges written with words or without a separator
        ("tussen € 2.900 en € 3.700 bruto", None, (2900, 3700, "EUR", None)),
        ("zwischen 48.000 und 57.000 € im Jahr", None, (48000, 57000, "EUR", "year")),
        ("entre 1 900 et 2 300 € par mois", None, (1900, 2300, "EUR", "month")),
        ("entre 1.350 y 1.600 € al mes", None, (1350, 1600, "EUR", "month")),
        ("£11.20 £11.90 per hour", None, (11.2, 11.9, "GBP", "hour")),
        ("€ 2.400,- tot € 3.100,- per maand", None, (2400, 3100, "EUR", "month")),
        ("52$/hr to 58.50$/hr", "US", (52, 58.5, "USD", "hour")),
        ("$20/hr and $25/hr on weekends", "US", (20, 20, "USD", "hour")),  # two rates, not a range
        # "rising to" after a first amount
        ("£23,500 rising to £26,000 after training", None, (23500, 26000, "GBP", None)),
        # pay-scale labels and grade numbers are not amounts
        ("Band 4, 27,300.00 - 29,900.00 per annum", None, (27300, 29900, None, "year")),
        ("Grade 7 - $52,100 - $61,700 per year", "US", (52100, 61700, "USD", "year")),
        ("03-$41,200-$50,900 per year", "US", (41200, 50900, "USD", "year")),
        ("Entgeltgruppe 11 TV-L", None, None),
        ("an annual bonus and a 13. Monatsgehalt", None, None),
        ("matching 401(k) plan", "US", None),
        # an explicit code beats a bare symbol
        ("$30,000 - $38,000 MXN mensuales", None, (30000, 38000, "MXN", "month")),
        ("$64,000 - $72,000 CAD", "US", (64000, 72000, "CAD", None)),
        # ... and so does a qualified currency name (CLDR's names), in any of the five languages
        ("$58,000 per year (Australian dollars)", "US", (58000, 58000, "AUD", "year")),
        ("$2.500 dólares canadienses al mes", None, (2500, 2500, "CAD", "month")),
        # month abbreviations, and "pro rata" is not a period
        ("£1,650 /mth", None, (1650, 1650, "GBP", "month")),
        ("£2,100 p.m.", None, (2100, 2100, "GBP", "month")),
        ("£1,250 pcm", None, (1250, 1250, "GBP", "month")),
        ("£21,400 pro rata", None, (21400, 21400, "GBP", None)),
        ("£21,400 per annum pro rata", None, (21400, 21400, "GBP", "year")),
        # lakhs and juta take the market's currency
        ("6-9 lakhs", "IN", (600000, 900000, "INR", None)),
        ("4 - 6 juta per bulan", "ID", (4_000_000, 6_000_000, "IDR", "month")),
        ("6-9 lakhs", None, (600000, 900000, None, None)),
        # working time, counters and non-calendar units are not the pay period
        ("38 hours per week, £12.10 p/h", None, (12.1, 12.1, "GBP", "hour")),
        ("Weekly pay: $19/hr", "US", (19, 19, "USD", "hour")),
        ("$240 per 12-hour shift", "US", (240, 240, "USD", None)),
        ("$2,900 bi-weekly", "US", (2900, 2900, "USD", None)),
        ("Annuel de 31000,00 Euros à 36000,00 Euros sur 13 mois", None, (31000, 36000, "EUR", "year")),
        ("Year 2: around €52K", None, (52000, 52000, "EUR", None)),
        ("starting salary €41,000 for a Ph.D.", None, (41000, None, "EUR", None)),  # (pay43: "starting" sets min only)
        # Russian/Belarusian ruble words follow the market; bounds in Russian
        ("от 90 000 до 120 000 рублей на руки", "RU", (90000, 120000, "RUB", None)),
        ("от 1 800 руб.", "BY", (1800, None, "BYN", None)),
        ("до 150 000 ₽ в месяц", None, (None, 150000, "RUB", "month")),
        # a later range that starts at a single amount is the answer
        ("Starting $5,100 a month; full range $5,100 - $6,900 a month", "US", (5100, 6900, "USD", "month")),
        # damaged separators and entities from scraped pages
        ("42\ufffd500 € à 47\ufffd000 € par an", None, (42500, 47000, "EUR", "year")),
        ("&#128188; 25-28k brutos anuales", None, (25000, 28000, None, "year")),
        # scraping glues words and amounts; codes after the low end; a lone "." before three digits groups thousands
        ("$18.40 to $22.10 per hourplus holiday pay", "CA", (18.4, 22.1, "CAD", "hour")),
        ("Rp4.200.000 / bulanTunjangan", "ID", (4_200_000, 4_200_000, "IDR", "month")),
        ("$41$46/hour", "US", (41, 46, "USD", "hour")),
        ("$26.00/hr. up to $29.50/hr.", "US", (26, 29.5, "USD", "hour")),
        ("$71,000 CAD to $84,000 CAD", None, (71000, 84000, "CAD", None)),
        ("€ 21.347 - € 24.118 per jaar", None, (21347, 24118, "EUR", "year")),
        ("$ 650.000 mensuales", "CL", (650000, 650000, "CLP", "month")),
        # a bound word belongs to the amount right after it; ordinals are not periods; a basis word in a range
        ("at least 30 hours a week, £11.90 per hour", None, (11.9, 11.9, "GBP", "hour")),
        ("Vergütung: 1. Jahr 1150 € / 2. Jahr 1230 €", None, (1150, 1150, "EUR", None)),
        ("€61,200 gross rising to €64,800 gross", None, (61200, 64800, "EUR", None)),
        # placeholders are no amount
        ("-1", None, None),
        ("Salary: -1", None, None),
    ],
)
def test_real_text_families(text, country, expected):
    assert _core(text, country) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('{"from": 95000, "to": 130000, "currency": "RUR", "gross": true}', (95000, 130000, "RUB", None, "gross")),
        ('{"from": 1400, "to": null, "currency": "BYR", "gross": false}', (1400, None, "BYN", None, "net")),
        ('{"from": null, "to": 4000, "currency": "USD", "gross": false}', (None, 4000, "USD", None, "net")),
        ("interval: weekly; min_amount: 1850.0; max_amount: 1990.0; currency: USD", (1850, 1990, "USD", "week", None)),
        ("min_salario: 27.000€; max_salario: 31.000€", (27000, 31000, "EUR", None, None)),
        ("salary_min: 4200.0; salary_max: 6100.0", (4200, 6100, None, None, None)),
        ("salary_min: 0.0; salary_max: 0.0", None),
        ("min_salario: No especificado; max_salario: No especificado", None),
        # "key: value" lines that are no salary record are read as text
        ("Salary: £27,500 per annum; Location: Leeds", (27500, 27500, "GBP", "year", None)),
        ("Pay: $19/hr; Shift: nights", (19, 19, "USD", "hour", None)),
        ("Reports to: Head of Sales; Salary: $58,000", (58000, 58000, "USD", None, None)),
    ],
)
def test_structured_board_values(text, expected):
    got = parse_salary(text)
    assert (got and (got["min"], got["max"], got["currency"], got["period"], got["basis"])) == expected


@pytest.mark.parametrize(
    ("text", "negotiable", "basis", "variable"),
    [
        ("£27,000 - £31,000, negotiable", True, None, None),
        ("€48k-€56k DOE", True, None, None),
        ("$70,000 - $82,000 depending on experience and qualifications", True, None, None),
        ("3.900 € - 4.400 € brutto im Monat", None, "gross", None),
        ("Jahresbruttogehalt 61.000 €", None, "gross", None),
        ("1 650 € nets par mois", None, "net", None),
        ("£26k basic + uncapped commission", None, None, True),
        ("$58,000 base, $90,000 OTE", None, None, True),
        ("£9.80 per hour + tips", None, None, True),
        ("£24,000 per annum", None, None, None),
    ],
)
def test_flags(text, negotiable, basis, variable):
    got = parse_salary(text)
    assert (got["negotiable"], got["basis"], got["variable"]) == (negotiable, basis, variable)


def test_period_hint_is_used_only_when_the_text_states_none():
    assert _core("$61K-$88K (employer est.)", "US", "year") == (61000, 88000, "USD", "year")
    assert parse_salary("$61K-$88K", "US", "year")["annual_max"] == 88000
    assert _core("$31 - $36 per hour", "US", "year") == (31, 36, "USD", "hour")  # the text wins
    assert _core("$61K-$88K", "US") == (61000, 88000, "USD", None)  # no hint, no guess


def test_salary_stage_period_option_and_flags():
    from normalize.stages.registry import create_stage

    stage = create_stage("attributes", {"mode": "salary", "country": "US", "period": "year"})
    out = stage.process(["$52K-$61K (est.)", "$24/hr, negotiable", None, "Competitive + bonus"])
    assert out.fields["period"][:2] == ["year", "hour"]
    assert out.fields["annual_max"][0] == 61000
    assert out.fields["negotiable"][1] is True and out.fields["min"][2] is None
    # no amount, flags kept: the row has the same columns, amounts null (not the period hint either)
    assert [out.fields[k][3] for k in ("min", "period", "negotiable", "variable")] == [None, None, True, True]
    with pytest.raises(ValueError):
        create_stage("attributes", {"mode": "salary", "period": "fortnight"})


def test_cli_salary_period_hint():
    import typer
    from typer.testing import CliRunner

    from normalize.commands.attributes import register

    app = typer.Typer()
    register(app)
    out = CliRunner().invoke(app, ["salary", "$47K-$59K", "--country", "US", "--period", "year"])
    got = json.loads(out.output)
    assert (got["period"], got["annual_min"]) == ("year", 47000)


def test_find_salary_span_points_into_the_raw_markdown():
    from normalize.attributes.salary import find_salary

    text = "Nice team.\n**Pay:** $21\\.50 \\- $24\\.00 per hour\nApply now."
    found, (s, e) = find_salary(text, "US")
    assert (found["min"], found["max"], found["period"]) == (21.5, 24, "hour")
    assert text[s:e] == "$21\\.50 \\- $24\\.00"


def test_real_dev_gold_stays_high(shared_data):
    """The real dev split (../shared/data/job_postings) stays at its measured level (98.9% all-right)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
    from bench_salary_real import score, summarize

    s = summarize(score("dev"))
    assert s["n"] >= 700
    assert s["right"] / s["n"] >= 0.97


def test_readme_salary_examples_run_as_written():
    """Every ``normalize.parse_salary(...)`` line of the README gives the keys its comment line shows."""
    import ast
    from pathlib import Path

    lines = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8").splitlines()
    checked = 0
    for line, shown in zip(lines, lines[1:], strict=False):
        if not line.startswith("normalize.parse_salary(") or not shown.startswith("# {"):
            continue
        call = line.split("   #")[0].strip()
        got = eval(call, {"normalize": normalize})  # noqa: S307 - the README's own example code
        expected = ast.literal_eval(shown[2:].replace(", ...}", "}"))
        assert {k: got[k] for k in expected} == expected, call
        checked += 1
    assert checked >= 5


def test_currency_names_of_several_words_are_read() -> None:
    # CLDR names added straight into the phrase table were invisible after a lookup speed-up
    # ("10 us dollar" gave no currency); every multi-word name must stay findable
    from normalize.attributes.money import find_money

    found = {(m.value, m.currency) for m in find_money("It costs 10 us dollar and 100 chinese yuan.", None, None)}
    assert found == {(10.0, "USD"), (100.0, "CNY")}
    assert [(m.value, m.currency) for m in find_money("100 indische Rupien", None, None)] == [(100.0, "INR")]
    assert parse_salary("£25,000 - £27,000 per annum")["currency"] == "GBP"


_FILLER = " We are a friendly team that values growth, learning and a good balance between work and life." * 3


def _pays(text: str, country: str | None = None) -> list[tuple]:
    from normalize.attributes.salary import find_salaries

    return [(f["min"], f["max"], f["currency"], f["period"]) for f, _ in find_salaries(text, country)]


def test_running_text_pay_statements_of_issue_24() -> None:
    # a three-point range (low - mid - high) is min = low, max = high
    assert _pays("Pay range: $61,200.00 - $72,000.00 - $82,800.00" + _FILLER, "US") == [(61200, 82800, "USD", None)]
    # a statutory minimum sets min only
    assert _pays("Es gilt das Mindestgehalt von brutto € 2.950,10 / Monat." + _FILLER, "AT") == [
        (2950.10, None, "EUR", "month")]
    # a period of the previous sentence or line is not the amount's
    assert _pays(_FILLER + " You work from home 2 days per week. The salary for this role is €64,000." + _FILLER,
                 "IE") == [(64000, 64000, "EUR", None)]
    assert _pays(_FILLER + "\nSalary: $41 - $52\nDay and night shifts\n" + _FILLER, "US") == [(41, 52, "USD", None)]
    # what follows a "+" is an add-on, not a veto ("salary packaging" caps are no pay, the base before is)
    assert _pays(_FILLER + "\nPackage:\n$180K + Salary Packaging + Car\n" + _FILLER, "AU") == [
        (180000, 180000, "AUD", None)]
    # rates listed under a pay heading, and an amount that is one field of a line of fields
    assert _pays(_FILLER + "\nPay rates:\nWeekdays - $31.20\nSundays - $48.90\n" + _FILLER, "AU") == [
        (31.2, 31.2, "AUD", None), (48.9, 48.9, "AUD", None)]
    assert _pays("Data Analyst\n\n**€58,000 • Full-time • Hybrid in Cork**" + _FILLER, "IE") == [
        (58000, 58000, "EUR", None)]
    # "Php" is the Philippine peso in a Filipino posting
    assert _pays("Php 18,500.00 salary plus allowances." + _FILLER, "PH") == [(18500, 18500, "PHP", None)]


def test_running_text_amounts_that_are_no_pay_of_the_pay_census() -> None:
    # each amount a label lists is the label's (a benefit here), also the second and third of the list
    assert _pays(_FILLER + "\n• Competitive compensation including\n* Shift differentials: $4 Evenings, $10 Nights, $3 "
                 "weekends.\n" + _FILLER, "US") == []
    # the amount names a bonus, a share of the salary, salary packaging, a company figure
    assert _pays(_FILLER + "\n* Pay up to $10,500.00 Sign on & Retention Bonus\n" + _FILLER, "US") == []
    assert _pays(_FILLER + " Salary packaging of up to $14,000 of your yearly salary free of tax." + _FILLER, "AU") == []
    assert _pays(_FILLER + " Boost your take-home pay with salary packaging benefits of up to $16,200." + _FILLER,
                 "AU") == []
    assert _pays(_FILLER + " It gives $30 million every year toward a new campus." + _FILLER, "US") == []
    # counts: days with one word between, the low end of a range of hours, a meeting id's digit groups
    assert _pays(_FILLER + " Annual salary review and 5 extra days off." + _FILLER) == []
    assert _pays(_FILLER + " * Competitive hourly rates * 15-20 hour contracts available" + _FILLER) == []
    assert _pays(_FILLER + "\nType: Hourly Contract * Commitment: 10–40 hours/week\n" + _FILLER) == []
    assert _pays(_FILLER + " Salary interview. Meeting ID: 913 4482 5206" + _FILLER) == []
    # the French field "Pays :" (country) is no pay word
    assert _pays(_FILLER + " Pays: France Identifiant de la demande: 135466 Domaine" + _FILLER) == []
    # a list bullet ends the item: the pay before "* Pension contribution" stays pay, the label is the item's own
    assert _pays(_FILLER + "\n**Pay and package** * €35,000 pro rata * Pension contribution * Gym" + _FILLER, "IE") == [
        (35000, 35000, "EUR", None)]
    assert _pays(_FILLER + "\n* Write a plan for a small build * Salary: €35,000 * Year 2" + _FILLER, "IE") == [
        (35000, 35000, "EUR", None)]
    # "jt" (juta, million) after an amount in an Indonesian posting
    assert _pays(_FILLER + " Start gaji 8 jt gross dan akan naik." + _FILLER, "ID") == [(8000000, 8000000, "IDR", None)]


def test_a_pay_step_list_is_one_statement() -> None:
    # three or more rising steps of one currency joined by commas (and "LSI" long-service labels) are one statement
    assert _pays(_FILLER + "\nSalary scale: €59,435, €61,173, €62,908, €64,640, LSI 1 €66,380\n" + _FILLER, "IE") == [
        (59435, 66380, "EUR", None)]
    assert _pays(_FILLER + " A salary range is available, including $33,593, $35,144, $36,755, and $42,143 per annum." + _FILLER,
                 "CA") == [(33593, 42143, "CAD", "year")]
    # falling amounts are no steps: each its own rate
    assert [(lo, hi) for lo, hi, _, _ in _pays(_FILLER + "\nRates: $48.90, $40.00, $31.20 per hour\n" + _FILLER, "AU")] == [
        (48.9, 48.9), (40, 40), (31.2, 31.2)]


def test_a_day_of_a_date_and_a_differential_are_no_pay() -> None:
    assert _pays(_FILLER + " **Salary:** Competitive **Date:** Jun 19, 2026 Job description" + _FILLER, "IE") == []
    assert _pays(_FILLER + "\nHourly Rate:\nNights: $60.00/hour $4.50 diff = $64.50/hour\n" + _FILLER, "US") == [
        (60, 60, "USD", "hour"), (64.5, 64.5, "USD", "hour")]


def test_pay_families_of_the_third_census_round() -> None:
    # a dot-decimal market's dollars with three decimals are hourly rates, not thousands (not after a low end in thousands)
    assert _pays(_FILLER + "\nHourly pay runs from $26.815/hour to $41.362/hour for this RN post.\n" + _FILLER, "US") == [
        (26.815, 41.362, "USD", "hour")]
    assert _pays(_FILLER + "\n**Salary:** $39.382, $41.202, $43.090, $45.109\n" + _FILLER, "CA") == [
        (39.382, 45.109, "CAD", None)]
    assert _pays(_FILLER + "\nSalary: $31,876 - $43.696, commensurate with experience\n" + _FILLER, "US") == [
        (31876, 43696, "USD", None)]
    # ... nor in a yearly statement: no salary is $34 a year
    assert _pays(_FILLER + " A salary range is available, including $33.593, $35.144, $36.755, and $42.143 per annum." + _FILLER,
                 "CA") == [(33593, 42143, "CAD", "year")]
    assert _pays(_FILLER + "\n- Salary band: $51.230 - $63.480 per annum\n" + _FILLER, "CA") == [
        (51230, 63480, "CAD", "year")]
    # two labelled ends are one range; "über" opens a minimum
    assert _pays(_FILLER + "\nMin Salary: USD $31.00/Hr. Max Salary: USD $36.00/Hr.\n" + _FILLER, "US") == [
        (31, 36, "USD", "hour")]
    assert _pays(_FILLER + " Gute Vergütung – im 1. Ausbildungsjahr startest du mit über 1.200 €." + _FILLER, "DE") == [
        (1200, None, "EUR", None)]
    # a period word followed by a comma and a count of the next list item is still the period
    assert _pays("Operator (max. 5000 basis maandsalaris, 25% ploegentoeslag, 13e maand)" + _FILLER, "NL") == [
        (None, 5000, None, "month")]


def test_benefits_minutes_and_day_counts_are_no_pay() -> None:
    assert _pays(_FILLER + "\n•Vale-Refeição ou Alimentação (R$45/dia)\n•Vale Transporte\n" + _FILLER, "BR") == []
    assert _pays(_FILLER + " Jahresprämie (100%), Urlaubsgeld (700 Euro), Zukunftsbetrag." + _FILLER, "DE") == []
    assert _pays(_FILLER + " · Tarjeta Regalo Pass de 50€ en el mes de tu cumpleaños." + _FILLER, "ES") == []
    assert _pays(_FILLER + " * Hourly freelancer * Paid weekly **How to apply (Takes 15–25 mins to finish)**"
                 + _FILLER, "IE") == []
    assert _pays(_FILLER + " Доплата до оклада (до 5 рабочих дней в год)." + _FILLER, "RU") == []
    assert _pays(_FILLER + " ежемесячная премия за продление договора (40-60 рублей);" + _FILLER, "BY") == []
    # a bonus added after the pay leaves the pay
    assert _pays(_FILLER + " Официальный доход (от 1000 руб. в месяц + премии)." + _FILLER, "BY") == [
        (1000, None, "BYN", "month")]


def test_a_salary_word_right_before_keeps_an_amount_without_currency() -> None:
    # beside amounts with a currency, an amount with none is kept when a salary word labels it
    assert _pays(_FILLER + "\n- Salario: 30K (en función de la experiencia) +Tickets restaurante de 11€/día\n" + _FILLER,
                 "ES") == [(30000, 30000, None, None)]
    # not a number some words after a pay word ("Coef 477 soit un brut mensuel de 2 184.66€")
    assert _pays(_FILLER + "\nVOTRE REMUNERATION :\nCoef 477 soit un brut mensuel de 2 184.66€\n" + _FILLER, "FR") == [
        (2184.66, 2184.66, "EUR", "month")]


def test_a_pay_noun_with_its_period_labels_the_next_amount() -> None:
    text = ("\nThe hourly range for this job is given below. The actual hourly rate depends on experience.\n\n\n"
            "$34.53 - $52.25\nWe care about your well-being.\n")
    assert _pays(_FILLER + text + _FILLER, "US") == [(34.53, 52.25, "USD", "hour")]
    assert _pays(_FILLER + " Das Jahresgehalt richtet sich nach Ihrer Erfahrung und liegt (in Teilzeit 50% bei "
                 "Einstufung in E 9) bei mind. 24.310,40 € brutto." + _FILLER, "DE") == [(24310.4, None, "EUR", "year")]
    # not across a nearer pay noun without a period (a yearly audit is no label of the salary range)
    assert _pays(_FILLER + " We run a yearly pay equity audit. For this job, the expected base salary range is "
                 "between €36,200 - €44,800." + _FILLER, "IE") == [(36200, 44800, "EUR", None)]


def test_portuguese_monthly_and_add_on_periods() -> None:
    assert _pays(_FILLER + "\nCarga horária: 40 horas semanais\nSalário mensal: R$ 5.288,20\n" + _FILLER, "BR") == [
        (5288.2, 5288.2, "BRL", "month")]
    # the period after a "+" add-on is the add-on's ("Gratificação Mensal"), and "bi-weekly salary" has no week
    assert [p[3] for p in _pays(_FILLER + "\nSalário: R$ 2.025,00+ Gratificação Mensal\n" + _FILLER, "BR")] == [None]
    assert _pays(_FILLER + "\n* Starting bi-weekly salary from $1512.40-$1630.75 depending on experience\n" + _FILLER,
                 "CA") == [(1512.4, 1630.75, "CAD", None)]
    # a food basket and referrals are no pay
    assert _pays(_FILLER + "\nBenefícios: Cesta Básica R$ 110,52 + Vale Transporte\n" + _FILLER, "BR") == []
    assert _pays(_FILLER + "\n* Earn up to $750 for referrals\n" + _FILLER, "US") == []


def test_apprentice_year_pay_is_one_step_list() -> None:
    # "N. Jahr" counts apprentice years (no amount, no yearly period); the steps are one statement
    assert _pays(_FILLER + " Ausbildungsvergütung: 1. Jahr 1211 € / 2. Jahr: 1275 € / 3. Jahr: 1341 € / 4. Jahr: 1425 € "
                 "Jahresprämie (100%), Urlaubsgeld (700 Euro)." + _FILLER, "DE") == [(1211, 1425, "EUR", None)]
    assert _pays(_FILLER + " Vergütung: Gehalt im ersten Ausbildungsjahr 1.147 € pro Monat; im Zweiten 1.232 € und im "
                 "Dritten 1.343 €, Jahresprämie." + _FILLER, "DE") == [(1147, 1343, "EUR", "month")]
    # a sign between two numbers belongs to the first when the second counts days
    assert _pays(_FILLER + " Ausbildungsvergütung 1. Jahr: 1.140 € / 2. Jahr: 1.210 € / 3. Jahr: 1.295 € 28 Tage Urlaub"
                 + _FILLER, "DE") == [(1140, 1295, "EUR", None)]


def test_an_apprentice_start_amount_in_the_first_training_year_is_a_minimum() -> None:
    # the first training year is the lowest step of the training years' pay: "start with" it is "starting at" (min only)
    assert _pays(_FILLER + " gute Bezahlung - du startest mit 1210 Euro pro Monat im 1. Ausbildungsjahr sowie Urlaubsgeld."
                 + _FILLER, "DE") == [(1210, None, "EUR", "month")]
    assert _pays(_FILLER + " faire Bezahlung – Du startest mit 1.310,00 € im ersten Ausbildungsjahr, 30 Tage Urlaub."
                 + _FILLER, "DE") == [(1310, None, "EUR", None)]
    assert _pays(_FILLER + " Good pay - you start with 1,210 euros a month in the first training year, plus a bonus."
                 + _FILLER, "DE") == [(1210, None, "EUR", "month")]
    assert _pays(_FILLER + " Fair pay: you will start with EUR 1,210 per month in your first year of training." + _FILLER,
                 "DE") == [(1210, None, "EUR", "month")]
    # a start amount with no first training year named stays as written
    assert _pays(_FILLER + " Gehalt: du startest mit 3.400 € pro Monat, 30 Tage Urlaub." + _FILLER, "DE") == [
        (3400, 3400, "EUR", "month")]


def test_a_second_range_for_higher_qualifications_has_no_period_of_its_own() -> None:
    # the lead's answer to pay64 (RUNNING_TEXT_RULES 2026-12-07 08:58): the first range's yearly label does not carry to a
    # second range the template adds for higher qualifications with no period word; main already reads it so at the
    # template's length (pinned; a shorter clause still lets the label reach it, pay65's notes)
    assert _pays(_FILLER + " Bruttojahresgehalt (Vollzeit): 38.000 - 42.000 €, je nach Ausbildung und Erfahrung im Fach, bei "
                 "entsprechend höheren Qualifikationen 44.000 - 49.000 € möglich - Außerdem bekommen Sie einen Bonus."
                 + _FILLER, "DE") == [(38000, 42000, "EUR", "year"), (44000, 49000, "EUR", None)]
    assert _pays(_FILLER + " Gross annual salary (full-time): 41.000 - 45.000 €, depending on your training and professional "
                 "background, 47.000 - 51.000 € possible with correspondingly higher qualifications - You also get a bonus."
                 + _FILLER, "DE") == [(41000, 45000, "EUR", "year"), (47000, 51000, "EUR", None)]


def test_bare_numbers_near_a_pay_word_of_another_sentence_are_no_pay() -> None:
    # a house number before the next sentence's salary label, a count of countries, a clock time, counted paid days
    assert _pays(_FILLER + " Office: Hauptstraße 14-16, Hamburg. Gehalt: 52000 - 64000 EUR pro Jahr." + _FILLER, "DE") == [
        (52000, 64000, "EUR", "year")]
    assert _pays(_FILLER + " Nos produits sont vendus dans 25 pays, et la rémunération suit la grille." + _FILLER, "FR") == []
    assert _pays(_FILLER + " Shifts are paid weekly and start at 6:45am on weekdays." + _FILLER, "US") == []
    assert _pays(_FILLER + " Pay and perks: 5 paid volunteering days every year." + _FILLER, "US") == []


def test_a_benefit_after_another_amounts_salary_word_is_no_pay() -> None:
    # the salary word belongs to the earlier amount's clause, not to the meal-expense amount after the comma
    assert _pays(_FILLER + "\nBenefits: salary packaging up to $9,010 of your salary tax free, plus a further $1,800 for "
                 "meal expenses\n" + _FILLER, "AU") == []
    assert _pays(_FILLER + "\nPerks: a $900 yearly wellbeing spending account\n" + _FILLER, "CA") == []


def test_a_period_of_the_sentence_glued_before_is_not_the_amounts() -> None:
    # scraped markup glued two sentences ("weekends.Pay"): "any day of the week" gives the pay range no day
    assert _pays(_FILLER + " Shifts of up to 8 hours may fall on any day of the week, including weekends.Pay range: "
                 "Php 21,000 to 26,000 Apply now." + _FILLER, "PH") == [(21000, 26000, "PHP", None)]


def test_pay_steps_joined_by_slashes_are_one_statement() -> None:
    # "$a /$b /$c ...": every step has its sign, so no two of them are a range
    assert _pays(_FILLER + "\n**Salary:** $21.400 /$22.350 /$23.310 /$24.280 /$25.260 /\n" + _FILLER, "CA") == [
        (21.4, 25.26, "CAD", None)]
    assert _pays(_FILLER + "\nPay: $52,000/$58,000 per year\n" + _FILLER, "CA") == [(52000, 58000, "CAD", "year")]


def test_a_word_cut_by_the_period_window_is_no_period() -> None:
    from normalize.attributes.pay_periods import _AFTER_WINDOW, period_near

    # the window after the amount ends inside "passion": its "pa" is no "per annum"
    tail = "\nCome with a passion for birds."
    text = "Salary: $31.500" + "\n" * (_AFTER_WINDOW - len(tail[: tail.index("passion") + 2])) + tail
    assert period_near(text, 8, 15) is None
    assert period_near("Salary: $31,500 pa, with a passion for birds", 8, 15) == "year"


def test_items_joined_after_an_amount_do_not_make_it_a_benefit() -> None:
    # "plus tuition", "+ shift differential": the other items of the offer, not what the amount pays for
    assert _pays(_FILLER + " The position includes a stipend of $2,150/month, plus tuition and health insurance."
                 + _FILLER, "US") == [(2150, 2150, "USD", "month")]
    assert _pays(_FILLER + "\n* $61/hr + shift differential\n" + _FILLER, "US") == [(61, 61, "USD", "hour")]
    # the words of the amount itself still say what it is
    assert _pays(_FILLER + "\n* a $2,000 tuition reimbursement, plus paid leave\n" + _FILLER, "US") == []


def test_a_salary_paid_in_twelve_to_fifteen_payments_is_yearly() -> None:
    assert _pays(_FILLER + " We offer 72.000€ fixed salary (12 payments) and hybrid work." + _FILLER, "DE") == [
        (72000, 72000, "EUR", "year")]
    assert _pays(_FILLER + " Salario: €26.500 brutos en 14 pagas." + _FILLER, "ES") == [(26500, 26500, "EUR", "year")]
    # the count of payments is no amount; a contract length is no payment count
    assert _pays(_FILLER + " Puedes cobrar tu salario en 12 o 14 pagas." + _FILLER, "ES") == []
    assert _pays(_FILLER + " Salary €41,000, 12 months contract." + _FILLER, "IE") == [(41000, 41000, "EUR", None)]


def test_a_second_range_in_another_currency_after_a_slash_is_read() -> None:
    # "€a-€b/£c-£d": the slash after an amount starts the other currency's range, it is no link's path
    found = _pays(_FILLER + "\n**Salary:** €51,000-€70,000/£43,000-£59,000 + bonus\n" + _FILLER, "IE")
    assert (43000, 59000, "GBP", None) in found and (51000, 70000, "EUR", None) in found
    # a sign alone before the slash is a choice of currency, not an amount ("€/£45 staff rate on rooms")
    assert _pays(_FILLER + "\n* €/£45 staff rate on rooms in our hotels\n" + _FILLER, "IE") == []


def test_a_code_no_territory_pays_in_today_is_no_currency_of_pay() -> None:
    # a form number, a readiness level: "STD" and "TRL" are withdrawn currencies (babel: tender nowhere today)
    assert _pays(_FILLER + " Send the signed application form (STD 678) with your pay history." + _FILLER, "US") == []
    assert _pays(_FILLER + " Paid pilots have validated the system (TRL 6)." + _FILLER, "SE") == []
    assert _pays(_FILLER + " Salary: STN 25,000 per month" + _FILLER, "ST") == [(25000, 25000, "STN", "month")]


def test_a_french_grid_coefficient_is_no_amount() -> None:
    assert _pays(_FILLER + "\nVOTRE REMUNERATION :\nRémunération selon la convention, Coef 512\nPrime annuelle\n" + _FILLER,
                 "FR") == []
    assert _pays(_FILLER + "\nRémunération : Coef 477 soit un brut mensuel de 2 150.40€\n" + _FILLER, "FR") == [
        (2150.4, 2150.4, "EUR", "month")]


def test_the_weekly_working_time_is_no_period_of_the_pay() -> None:
    assert _pays(_FILLER + " Bei einer Wochenarbeitszeit von 30 Stunden beträgt das Bruttomonatsgehalt 2.410 Euro."
                 + _FILLER, "DE") == [(2410, 2410, "EUR", "month")]
    assert _pays(_FILLER + " Das Bruttojahresgehalt bei Vollzeit (40 h / Woche) beträgt EUR 48.120,--." + _FILLER,
                 "AT") == [(48120, 48120, "EUR", "year")]


def test_a_period_after_plus_is_the_add_ons() -> None:
    assert _pays(_FILLER + "\n**Minimum rate of pay:** $36.10 PLUS Daily PAY\n" + _FILLER, "US") == [
        (36.1, None, "USD", None)]
    assert _pays(_FILLER + "\nSalary: $61,000 plus annual bonus\n" + _FILLER, "US") == [(61000, 61000, "USD", None)]


def test_the_thousands_of_a_range_written_once_serve_both_ends() -> None:
    assert _pays(_FILLER + " Salary: 42-45,600 per annum, hybrid." + _FILLER, "IE") == [(42000, 45600, None, "year")]
    assert _pays(_FILLER + " Salary: £31-33,000 per year." + _FILLER, "GB") == [(31000, 33000, "GBP", "year")]


def test_a_salary_field_of_pay_steps_is_one_range() -> None:
    found = parse_salary("**Salary:** $21.400 /$22.350 /$23.310 /$24.280", "CA")
    assert (found["min"], found["max"], found["currency"]) == (21.4, 24.28, "CAD")
    # each end written in full with its sign: no thousands carried to the low end
    found = parse_salary("Salario: 5€ - 3.900€ Bruto/mes", "ES")
    assert (found["min"], found["max"]) == (5, 3900)


def test_rubles_of_a_text_without_market_that_names_belarus_are_belarusian() -> None:
    assert _pays(_FILLER + "\nЗаработная плата от 1 300 рублей, оформление по ТК РБ.\n" + _FILLER) == [
        (1300, None, "BYN", None)]
    assert _pays(_FILLER + "\nЗаработная плата от 130 000 рублей.\n" + _FILLER) == [(130000, None, "RUB", None)]
    # a market given decides as before
    assert _pays(_FILLER + "\nЗаработная плата от 90 000 рублей, опыт работы в Беларуси.\n" + _FILLER, "RU") == [
        (90000, None, "RUB", None)]


def test_hours_as_a_plural_noun_are_no_rate_per_hour() -> None:
    # (the bracketed conversion is part of its statement, RUNNING_TEXT_RULES; pay49)
    assert _pays(_FILLER + "\n**Salary:** €41,000 (approx. £35K) **Hours:** Monday to Friday, office hours\n" + _FILLER,
                 "IE") == [(41000, 41000, "EUR", None)]
    assert _pays(_FILLER + "\nHoraires en 2x8, heures de nuit possibles. Rémunération : à partir de 2 100€ brut\n"
                 + _FILLER, "FR") == [(2100, None, "EUR", None)]
    # a rate is still per hour, also written with a plural after a per-word or a slash
    assert _pays(_FILLER + "\nPay: $21 per hour\n" + _FILLER, "US") == [(21, 21, "USD", "hour")]
    assert _pays(_FILLER + "\nPay: $21/hours\n" + _FILLER, "US") == [(21, 21, "USD", "hour")]


def test_the_hours_of_a_pay_period_are_no_pay() -> None:
    text = _FILLER + "\nAdditional Information\n* Schedule: Full-time\n* Hours Per Pay Period: 72\n* On Call: No\n" + _FILLER
    assert _pays(text, "US") == []
    assert _pays(_FILLER + "\n**Pay Range:** $38.50 - $52.10 per hour\n* Hours per pay period: 80\n" + _FILLER, "US") == [
        (38.5, 52.1, "USD", "hour")]


def test_a_plural_noun_after_a_bare_number_counts_things() -> None:
    assert _pays(_FILLER + "\nCompetitive salary and pension. We operate in more than 45 countries.\n" + _FILLER, "IE") == []
    assert _pays(_FILLER + "\nEnhanced pay rates are available with 6-10 shifts a month.\n" + _FILLER, "US") == []
    # the plurals a pay amount takes, and a title glued after a salary of its own, keep the amount
    assert _pays(_FILLER + "\nRango salarial: 31-36K brutos anuales\n" + _FILLER, "ES") == [(31000, 36000, None, "year")]
    assert _pays(_FILLER + "\nwhich is a salary of 28,450 Carers in Leeds apply today\n" + _FILLER, "GB") == [
        (28450, 28450, None, None)]


def test_benefit_compounds_and_voucher_codes_are_no_pay() -> None:
    assert _pays(_FILLER + "\n• Ballungsraumzulage von bis zu 120,00 € monatlich\n• Betriebsrente\n" + _FILLER, "DE") == []
    assert _pays(_FILLER + "\nFirmenkarte und 40 Euro netto Jubiläumsgeld im Jahr\n" + _FILLER, "DE") == []
    assert _pays(_FILLER + "\nSalário: R$ 3.150,00 / Benefícios: VT, VR R$ 980,00\n" + _FILLER, "BR") == [
        (3150, 3150, "BRL", None)]
    # a volunteer's pocket money is the pay; a salary word of its own keeps the amount
    assert _pays(_FILLER + "\nTaschengeld: 450 € monatlich\n" + _FILLER, "DE") == [(450, 450, "EUR", "month")]


def test_a_rise_after_a_first_amount_is_one_range_with_its_period() -> None:
    assert _pays(_FILLER + "\nStarting pay $17.50/hr. and progressing to $23.00/hr. after training.\n" + _FILLER, "US") == [
        (17.5, 23, "USD", "hour")]
    assert _pays(_FILLER + "\n* €13.90ph rising to €14.20 following probation * Staff discount\n" + _FILLER, "IE") == [
        (13.9, 14.2, "EUR", "hour")]
    assert _pays(_FILLER + "\nGreat Perks • Hourly rate of €13.10 per hour increasing to €15.40 per hour\n" + _FILLER,
                 "IE") == [(13.1, 15.4, "EUR", "hour")]


def test_an_italian_range_between_two_amounts() -> None:
    assert _pays(_FILLER + "\nRetribuzione annua lorda compresa tra €38.000 e €46.000, in base all'esperienza.\n"
                 + _FILLER, "IT") == [(38000, 46000, "EUR", "year")]


def test_a_salary_compound_after_the_amount_or_a_glued_label_names_it() -> None:
    assert _pays(_FILLER + "\nMarktconforme vergoeding met maximum €4800 bruto maandsalaris, 8% vakantiegeld\n" + _FILLER,
                 "NL") == [(None, 4800, "EUR", "month")]
    assert _pays(_FILLER + "\nWork setup: Onsite, PasigSalary: Up to PHP55,000Perks: HMO from day 1\n" + _FILLER, "PH") == [
        (None, 55000, "PHP", None)]


def test_an_indonesian_age_or_day_count_is_no_pay() -> None:
    assert _pays(_FILLER + "\nKualifikasi: Usia maksimal 30 tahun. Gaji pokok dan tunjangan.\n" + _FILLER, "ID") == []


def test_german_period_adjectives_french_referrals_and_counts_of_times() -> None:
    assert _pays(_FILLER + "\nBei 20 Wochenstunden beträgt das monatliche Brutto-Tarifentgelt derzeit 1.690 Euro.\n"
                 + _FILLER, "DE") == [(1690, 1690, "EUR", "month")]
    assert _pays(_FILLER + "\n* Des primes de cooptation jusqu'à 800 € brut par recrutement,\n" + _FILLER, "FR") == []
    assert _pays(_FILLER + "\nОплата труда в USD 2 раза в месяц, бонусы по результатам.\n" + _FILLER, "BY") == []


def test_a_juta_or_lakh_amount_with_a_period_right_after_is_pay() -> None:
    assert _pays(_FILLER + "\nIngin punya PENGHASILAN hingga 7 JUTA /BULAN? Segera lamar!\n" + _FILLER, "ID") == [
        (None, 7000000, "IDR", "month")]
    assert _pays(_FILLER + "\nTraffic of 2 million per month across our sites.\n" + _FILLER, "US") == []


def test_a_label_headed_by_a_bonus_word_names_no_pay() -> None:
    text = _FILLER + "\n-Le salaire brut est de 1850,10 € / +\n-Prime mensuelle brute chef d'équipe : 95,40 €\n" + _FILLER
    assert _pays(text, "FR") == [(1850.1, 1850.1, "EUR", None)]


def test_one_period_after_the_last_of_two_alternatives_serves_both() -> None:
    text = _FILLER + "\nWage: $3,100 (Level I) or $3,400 (Level II) per month, housing included.\n" + _FILLER
    assert _pays(text, "US") == [(3100, 3100, "USD", "month"), (3400, 3400, "USD", "month")]


def test_a_count_of_times_before_a_period_word_is_no_pay_period() -> None:
    assert _pays(_FILLER + "\nSalary: 60,000 - 80,000 - Setup: Hybrid (2x a week in the office)\n" + _FILLER, "PH") == [
        (60000, 80000, None, None)]


def test_a_sign_before_a_line_break_ends_the_amount_before_it() -> None:
    # a board's salary line, then its count of applicants on the next line: the sign is the salary's
    text = _FILLER + "\nSalario<br>Más de 28.000€<br>12 inscritos a esta oferta\n" + _FILLER
    assert _pays(text, "ES") == [(28000, None, "EUR", None)]


def test_french_salaries_are_employees_not_a_pay_word() -> None:
    text = _FILLER + "\nLe groupe compte 8 000 salariés et réalise un CA de 4 milliards € en Europe.\n" + _FILLER
    assert _pays(text, "FR") == []
    assert _pays(_FILLER + "\nCompetitive salaries from $50,000 to $60,000.\n" + _FILLER, "US") == [
        (50000, 60000, "USD", None)]


def test_glued_austrian_apprentice_years_are_one_step_list() -> None:
    text = _FILLER + "\nLehrlingsentschädigung laut KV:LJ 1: 980,00LJ 2: 1.150,00 €LJ 3: 1.490,00 €Bewirb dich jetzt!\n" + _FILLER
    assert _pays(text, "AT") == [(980, 1490, "EUR", None)]


def test_a_phrase_headed_by_a_bonus_word_names_no_pay() -> None:
    # the French head noun comes first, several words before the amount; the base pay beside it stays
    text = _FILLER + "\nSalaire de base : 2 100 € brut par mois\nPrime Ségur 2 égale à 95€\n- Une prime d'arrivée de 4 000€ versée en deux fois\n" + _FILLER
    assert _pays(text, "FR") == [(2100, 2100, "EUR", "month")]
    assert _pays(_FILLER + "\nPrime annuelle brute entre 1500€ et 2500€ ;\n" + _FILLER, "FR") == []


def test_an_amount_that_goes_on_a_not_pay_list_is_no_pay() -> None:
    # the second item of a differential or bonus list has no not-pay word of its own; the pay line stays
    text = _FILLER + "\nPay: $31.00 per hour\nExtra shift premiums of $1.75 per hour for evenings and $3.25 per hour for nights.\n" + _FILLER
    assert _pays(text, "US") == [(31, 31, "USD", "hour")]
    text = _FILLER + "\nLoyalty bonus of $500 after one year and $750 after two years\nSalary: $52,000 per year\n" + _FILLER
    assert _pays(text, "US") == [(52000, 52000, "USD", "year")]


def test_an_amount_more_or_extra_is_a_step_on_the_pay_not_the_pay() -> None:
    text = _FILLER + "\nStarting rate: $19.00 - $21.00 / hr.\nGet $0.75 more an hour after 60 days.\nAdditional $3.00/hr for weekend shifts\n" + _FILLER
    assert _pays(text, "US") == [(19, 21, "USD", "hour")]


def test_a_brazilian_voucher_code_in_the_amounts_phrase_names_no_pay() -> None:
    text = _FILLER + "\nSalário: R$ 3.400,00\nBenefícios:\nVR ou VA (Ticket) – R$ 32,50 / dia;\nCartão de R$ 600,00 mensal (VA)\n" + _FILLER
    assert _pays(text, "BR") == [(3400, 3400, "BRL", None)]
    # elsewhere "VA" is Virginia: a pay line after it stays
    assert _pays(_FILLER + "\nLocation: Richmond, VA - $52,000 per year\n" + _FILLER, "US") == [(52000, 52000, "USD", "year")]


def test_a_period_after_the_next_items_amount_is_that_items() -> None:
    text = _FILLER + "\nSalário: R$ 4.300,00 + VR: R$ 45,00 por dia\n" + _FILLER
    assert _pays(text, "BR") == [(4300, 4300, "BRL", None)]
    # a range's words are no item separator: the period serves the range
    assert _pays(_FILLER + "\nPay: $40 to $44 per hour\n" + _FILLER, "US") == [(40, 44, "USD", "hour")]


def test_a_label_or_a_parenthesis_before_an_amount_names_it() -> None:
    # after a label's dash or inside a parenthesis, the phrase before names the amount: a benefit, a variable part
    text = _FILLER + ("\nSalário R$ 2.400,00 + Remuneração Variável conforme metas (até R$ 900,00)\n"
                      "Vale Alimentação – Crédito mensal de R$ 410,00\n") + _FILLER
    assert _pays(text, "BR") == [(2400, 2400, "BRL", None)]
    text = _FILLER + "\n• Zuschuss von EUR 5,20 zum Mittagessen je Arbeitstag (also bis zu EUR 1.200/Jahr)\n" + _FILLER
    assert _pays(text, "DE") == []
    # a pay word before the parenthesis keeps it: a stipend restated per year
    text = _FILLER + "\nFunding covers a three-year stipend (€22,000 p.a.) and fees.\n" + _FILLER
    assert _pays(text, "IE") == [(22000, 22000, "EUR", "year")]


def test_the_rates_a_not_pay_heading_lists_are_no_pay() -> None:
    text = _FILLER + ("\nStarting rate: $24.00 / hr.\n\n**Shift Differential:**\n\n3p - 11p: $1.25 / hr.\n\n"
                      "11p - 7a: $2.25 / hr.\n\nAbout us\n") + _FILLER
    assert _pays(text, "US") == [(24, None, "USD", "hour")]  # (a starting rate: min only, pay43)
    # a base with an add-on after it under such a heading stays
    text = _FILLER + "\n**Incentives:**\n\n* $38/hour + Variable Shift Incentive\n* W-2 Employee\n" + _FILLER
    assert _pays(text, "US") == [(38, 38, "USD", "hour")]


def test_glued_hours_and_a_list_items_number_are_no_pay() -> None:
    text = _FILLER + "\nContrat : CDI 37h, rémunération selon profil.\nBase horaire : 35h00\n" + _FILLER
    assert _pays(text, "FR") == []
    text = _FILLER + "\nPerks:    4. Paid leave after 90 days    5. Annual Review    6. Free parking\n" + _FILLER
    assert _pays(text, "PH") == []
    # a pay sentence that ends on its amount stays
    assert _pays(_FILLER + "\nLe salaire horaire brut est de 12.40. Bienvenue !\n" + _FILLER, "FR") == [(12.4, 12.4, None, "hour")]


def test_a_plural_noun_two_words_after_a_bare_number_counts_things() -> None:
    text = _FILLER + "\nJoin a team of more than 300 skilled engineers and enjoy 12 paid public holidays.\n" + _FILLER
    assert _pays(text, "IE") == []
    # the pay's own words between keep it: a salary of a bare amount stays
    text = _FILLER + "\nSalary: 42,000 per annum plus benefits\n" + _FILLER
    assert _pays(text, "IE") == [(42000, 42000, None, "year")]


def test_a_sign_glued_to_a_steps_amount_is_that_amounts() -> None:
    # a by-year step list: the label's number before a glued sign is no amount, the sign is the next number's
    text = _FILLER + "\nSalary: Year 1 €31,200 Year 2 €33,400\n" + _FILLER
    assert [p[:3] for p in _pays(text, "IE")] == [(31200, 31200, "EUR"), (33400, 33400, "EUR")]
    # a spaced sign before a small count of days stays with the amount before it
    text = _FILLER + "\nVergütung im 2. Jahr: 1.310 € 28 Tage Urlaub\n" + _FILLER
    assert _pays(text, "DE") == [(1310, 1310, "EUR", None)]


def test_a_markdown_heading_ends_the_list_item_before_a_pay_label() -> None:
    # one line of markdown: the benefits list's last item, then a heading with the pay label
    text = _FILLER + "\n* Gym membership * Health Insurance #### **Pay Details:** €41,000 – €46,000 DOE #### **Apply**\n" + _FILLER
    assert _pays(text, "IE") == [(41000, 46000, "EUR", None)]
    # a not-pay label in the heading itself still names its amount
    text = _FILLER + "\n#### **Pension Contributions:** €1,500 a year\n" + _FILLER
    assert _pays(text, "IE") == []


def test_a_pay_label_before_an_open_bound_labels_a_bare_amount() -> None:
    # a bare "up to" amount under a pay label stays beside the board's range with a currency
    text = _FILLER + "\nCondiciones:\n- Salario: hasta 41K\nOtros datos\nSalario: 35.000€ - 41.000€ Bruto/año\n" + _FILLER
    assert _pays(text, "ES") == [(None, 41000, None, None), (35000, 41000, "EUR", "year")]
    # a bare number behind a bound with no pay label still gives way to the amounts with a currency
    text = _FILLER + "\nEquipo de hasta 12 personas.\nSalario: 35.000€ - 41.000€ Bruto/año\n" + _FILLER
    assert _pays(text, "ES") == [(35000, 41000, "EUR", "year")]


def test_an_ote_amount_is_the_pay_only_where_no_base_is_stated() -> None:
    text = _FILLER + "\nDie Spanne liegt bei einem OTE von 52.000 € bis 61.000 €, je nach Erfahrung.\n" + _FILLER
    found = _found(text, "DE")
    assert [(f["min"], f["max"], f["currency"], f["variable"]) for f in found] == [(52000, 61000, "EUR", True)]
    # beside a stated base, the OTE amount is no pay statement of its own
    text = _FILLER + "\nBase salary €38,000 per year with uncapped commission.\nOTE €70,000.\n" + _FILLER
    assert _pays(text, "IE") == [(38000, 38000, "EUR", "year")]
    # a number under a thousand beside an OTE is no OTE (here one broken by markup)
    assert _pays(_FILLER + "\nFirst year OTE: €48,0 **00+ with accelerators\n" + _FILLER, "IE") == []


def _found(text: str, country: str | None = None) -> list[dict]:
    from normalize.attributes.salary import find_salaries

    return [f for f, _ in find_salaries(text, country)]


def test_a_peso_sign_glued_to_its_number_is_read() -> None:
    from normalize.attributes.money import find_money

    assert [(m.value, m.currency) for m in find_money("Rate: Php27,500.00 to Php31,000.00", "PH")] == [
        (27500.0, "PHP"), (31000.0, "PHP")]
    assert _pays(_FILLER + "\nSalary range: Php27,500 - Php31,000 monthly\n" + _FILLER, "PH") == [(27500, 31000, "PHP", "month")]


def test_a_pay_field_glued_to_the_job_type_before_it_labels_the_amount() -> None:
    text = _FILLER + "\nJob Types: Full-time, ContractualPay: Php27,000.00 - Php31,000.00 per monthBenefits:Paid training\n" + _FILLER
    assert _pays(text, "PH") == [(27000, 31000, "PHP", "month")]
    # a lower-case "pay" inside a word is no such field
    text = _FILLER + "\nPerks: holidaypay: 500 extra each December\n" + _FILLER
    assert _pays(text, "PH") == []


def test_a_salary_in_parentheses_with_an_add_on_after_it_in_a_perks_list() -> None:
    # the previous heading's word is not the parenthesis' phrase, and "+ bonus" after ")" is an add-on
    text = _FILLER + "\nPerks * Good salary (€64k–€72k) + bonus * Pension scheme * Free parking\n" + _FILLER
    assert _pays(text, "IE") == [(64000, 72000, "EUR", None)]
    # a benefit named in the item itself still names the parenthesis' amount
    text = _FILLER + "\nPerks * Annual bonus (€4,000) + pension * Free parking\n" + _FILLER
    assert _pays(text, "IE") == []


def test_the_scandinavian_on_is_no_per_annum() -> None:
    text = _FILLER + "\nLön\nDu får en fast månadslön på 31 000 kronor samt provision.\n" + _FILLER
    assert _pays(text, "SE") == [(31000, 31000, "SEK", "month")]
    text = _FILLER + "\nLön\nLönen är baserad på en fast lön på 31 000 samt provision.\n" + _FILLER
    assert _pays(text, "SE") == [(31000, 31000, None, None)]
    # the English abbreviation stays a year
    assert _pays(_FILLER + "\nSalary: 52,000 pa plus benefits\n" + _FILLER, "GB") == [(52000, 52000, None, "year")]


def test_a_pay_noun_with_a_period_names_the_amount_before_an_earlier_period_word() -> None:
    text = _FILLER + "\nRole: a multi-year migration programme * Daily rate up to €650 * Rolling contract\n" + _FILLER
    assert _pays(text, "IE") == [(None, 650, "EUR", "day")]
    # the working week inside the label's parenthesis is no period of the amount
    text = _FILLER + "\nAnnual Salary Range (based on 40 hours worked per week): $81,200 to $97,400\n" + _FILLER
    assert _pays(text, "US") == [(81200, 97400, "USD", "year")]
    # without such a label the clause's period word still serves
    text = _FILLER + "\nA yearly contract, pay from €41,000 depending on experience\n" + _FILLER
    assert _pays(text, "IE") == [(41000, None, "EUR", "year")]


def test_a_sales_tax_after_the_amount_leaves_the_period_after_it_to_the_amount() -> None:
    text = _FILLER + "\nRate: 8-11,000 net + VAT / h, B2B contract\n" + _FILLER
    assert _pays(text, "PL") == [(8000, 11000, None, "hour")]
    text = _FILLER + "\nContractor rate: €520 + VAT per day\n" + _FILLER
    assert _pays(text, "IE") == [(520, 520, "EUR", "day")]
    # an add-on that is no tax keeps its own period
    text = _FILLER + "\nSalary: €38,000 + bonus per year\n" + _FILLER
    assert _pays(text, "IE") == [(38000, 38000, "EUR", None)]


def test_the_brazilian_intern_stipend_is_the_pay_and_hours_per_day_no_period() -> None:
    text = _FILLER + "\nValor da bolsa-auxílio: 20 horas semanais (jornada de 4h/dia) - R$ 1.250,00\nVale-transporte\n" + _FILLER
    assert _pays(text, "BR") == [(1250, 1250, "BRL", None)]
    text = _FILLER + "\nValor da Bolsa R$ 1.300,00\nVale-transporte\n" + _FILLER
    assert _pays(text, "BR") == [(1300, 1300, "BRL", None)]
    # a scholarship among the perks is no pay
    text = _FILLER + "\nBenefícios:\nBolsas de Estudos de R$ 400\nVale-transporte\n" + _FILLER
    assert _pays(text, "BR") == []


def test_a_spanish_jornada_after_an_amount_is_a_day_rate_but_not_the_working_time() -> None:
    text = _FILLER + "\nTarifa: 240€/270€ jornada + IVA\n" + _FILLER
    assert _pays(text, "ES") == [(240, 270, "EUR", "day")]
    text = _FILLER + "\nTarifa: 180 € por jornada, proyecto de seis meses\n" + _FILLER
    assert _pays(text, "ES") == [(180, 180, "EUR", "day")]
    text = _FILLER + "\nSalario: 1.350€ jornada completa\n" + _FILLER
    assert _pays(text, "ES") == [(1350, 1350, "EUR", None)]


def test_an_amount_for_twelve_months_is_a_year_s_pay() -> None:
    text = _FILLER + "\nSalary: $41,200 for 12 months\nStart date: flexible\n" + _FILLER
    assert _pays(text, "US") == [(41200, 41200, "USD", "year")]
    # a shorter appointment is no calendar period, and a written period comes first
    text = _FILLER + "\nSalary: $21,000 for a 9-month appointment\n" + _FILLER
    assert _pays(text, "US") == [(21000, 21000, "USD", None)]
    text = _FILLER + "\nSalary: $2,300 per month for 12 months\n" + _FILLER
    assert _pays(text, "US") == [(2300, 2300, "USD", "month")]


def test_a_period_label_glued_to_the_word_before_it_names_the_amount() -> None:
    text = _FILLER + "\nJob HighlightsMonthly Rate: Approximately PHP 47,000Paid Hours per Week: 40\n" + _FILLER
    assert _pays(text, "PH") == [(47000, 47000, "PHP", "month")]
    # a glued perk with a period word is still no label of the pay
    text = _FILLER + "\nPerks: HMOAnnual Salary IncreaseQuarterly bonus. Salary: Php 30,000\n" + _FILLER
    assert _pays(text, "PH") == [(30000, 30000, "PHP", None)]


@pytest.mark.parametrize(
    ("text", "country"),
    [
        # a phone's country code and area code, long after the sentence's pay word
        ("Benefits\n\nAttractive salary, pension plan, gym membership and a friendly team in our office, call Anna on "
         "+49 30 1234 5678", "DE"),
        # "24/7" at the end of a perks sentence that began with pay
        ("Perks\n\nCompetitive pay, free parking, an employee assistance programme and our nurse line 24/7 for you and "
         "your family", "IE"),
    ],
)
def test_a_bare_number_far_after_the_pay_word_of_its_sentence_is_no_pay(text, country):
    assert find_salaries(text, country) == []


@pytest.mark.parametrize(
    ("text", "country", "expected"),
    [
        # near the pay word
        ("Analyst\n\nThe salary for this position in our Dublin office is 52,000 gross", "IE", [(52000, 52000)]),
        # far, but an alternative joined to an earlier amount
        ("Graduate Engineer\n\nStarting in autumn, full time, a salary of 41,500 for graduates with a bachelor degree "
         "or 46,500 for graduates with a master degree", "IE", [(41500, 41500), (46500, 46500)]),
        # far, but a rouble and a net basis follow it
        ("Кассир\n\nЗаработная плата на время обучения по итогам собеседования от 1400 р. на руки", "BY", [(1400, None)]),
    ],
)
def test_a_bare_amount_stays_pay_near_its_pay_word_or_marked_as_an_amount(text, country, expected):
    assert [(f["min"], f["max"]) for f, _ in find_salaries(text, country)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a German compound counting days right after a bare number: leave days, no pay
        ("Lagerhelfer\n\nWir bieten eine faire Vergütung, 28 Urlaubstage und ein Jobticket.", []),
        ("Koch\n\nEine gute Vergütung nach Tarif 29 Urlaubstage im Jahr", []),
        ("Berater\n\nAttraktive Vergütung sowie 3 Homeofficetage pro Woche", []),
        # the pay beside it is still read
        ("Lagerhelfer\n\nVergütung: 2.900 € brutto im Monat, 28 Urlaubstage", [(2900, 2900)]),
    ],
)
def test_a_german_count_of_days_after_a_bare_number_is_no_pay(text, expected):
    assert [(f["min"], f["max"]) for f, _ in find_salaries(text, "DE")] == expected


@pytest.mark.parametrize(
    ("text", "country", "expected"),
    [
        # the peso written as a bare "P" in a Filipino posting, glued or spaced
        ("Customer Service Associate\n\nSalary range: P21,000 - P24,000 monthly, plus allowances", "PH",
         [(21000, 24000, "PHP")]),
        ("Accounting Clerk\n\nCompensation: P 18,500 to P 20,000 + HMO", "PH", [(18500, 20000, "PHP")]),
        # a prize in pesos is no pay
        ("Sales Trainee\n\nJoin our raffle and win a P3,000 shopping voucher!", "PH", []),
        # outside the Philippines a "P" glued to a number is no currency sign
        ("Planner\n\nSalary: P21,000 - P24,000", "US", []),
    ],
)
def test_a_bare_p_before_an_amount_is_the_peso_in_the_philippines(text, country, expected):
    assert [(f["min"], f["max"], f["currency"]) for f, _ in find_salaries(text, country)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a referral scheme's reward in its own list item is no pay
        ("Barista\n\nPerks * Staff meals * Refer a friend - earn up to €750 * Free parking", []),
        ("Care Worker\n\nBenefits:\n* Generous \u201crefer a friend\u201d bonus, up to €800\n* Pension", []),
        # the pay in the next list item or sentence is still read
        ("Chef\n\nBenefits:\n* Refer-a-Friend: earn €500 per hire\n* Salary: €34,000 per year", [(34000, 34000)]),
        ("Chef\n\nRefer a friend today. Salary: €34,000 per annum", [(34000, 34000)]),
    ],
)
def test_a_referral_reward_is_no_pay(text, expected):
    assert [(f["min"], f["max"]) for f, _ in find_salaries(text, "IE")] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an Austrian minimum after "mind.": the abbreviation's dot ends no sentence, the pay noun further back names it
        ("Techniker (m/w/d)\n\nFragen unter Tel.: 0664 1112223.Das Bruttomonatsgehalt laut Kollektivvertrag beträgt "
         "für diese Stelle bei voller Qualifikation mind. € 3.104,50 (Vollzeit).", [(3104.5, None, "EUR", "month")]),
        ("Lagerist (m/w/d)\n\nWir freuen uns auf Sie.Ihr monatliches Bruttogehalt laut Kollektivvertrag beträgt "
         "für diese Funktion und je nach Erfahrung bei uns mind. € 2.250,00 brutto.", [(2250, None, "EUR", "month")]),
        # a perk after "ca." stays no pay
        ("Lagerist (m/w/d)\n\nWir bieten viel. Sportkurse, Verpflegung und ca. € 300 Zuschuss.", []),
    ],
)
def test_an_austrian_minimum_after_mind_is_read_with_its_pay_noun_s_period(text, expected):
    assert [(f["min"], f["max"], f["currency"], f["period"]) for f, _ in find_salaries(text, None)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a number word at the very start, mid-sentence, in upper case, and a German compound
        ("Five dollars a day for lunch.", [(5.0, "USD")]),
        ("Lunch costs twenty MUSD here.", [(20e6, "USD")]),
        ("Ein Bonus von FÜNF Euro im Monat.", [(5.0, "EUR")]),
        ("Es gibt achtundsiebzig Euro extra.", [(78.0, "EUR")]),
        # a word after a hyphen or glued to a digit or underscore is no number word
        ("A well-five dollars deal.", []),
        ("Code 3five dollars and x_five dollars.", []),
    ],
)
def test_amounts_spelled_in_words_are_read_only_from_whole_words(text, expected):
    # the word scan was rewritten for speed (a look-behind after the first letter): the word bounds must not move
    from normalize.attributes.money import find_spelled_money

    assert [(m.value, m.currency) for m in find_spelled_money(text, "US")] == expected


def test_a_currency_after_a_whole_units_dash_is_the_amounts() -> None:
    # "16,- €": the dash stands in the cents' place; the sign after it belongs to the amount
    found = find_salaries("Wir bieten:\n • einen Stundenlohn ab 14,- € (mit Erfahrung mehr)\n • Zulagen", "DE")
    assert [(f["min"], f["currency"], f["period"]) for f, _ in found] == [(14, "EUR", "hour")]
    found = find_salaries("Ein Jahresbezug ab brutto 48.000,- Euro, je nach Erfahrung.", "AT")
    assert [(f["min"], f["currency"], f["period"]) for f, _ in found] == [(48000, "EUR", "year")]


def test_a_whole_units_dash_without_a_currency_after_it_adds_none() -> None:
    found = find_salaries("Ein Jahresbruttogehalt von mind. € 36.000,- zuzüglich Bonus.", "AT")
    assert [(f["min"], f["max"], f["currency"]) for f, _ in found] == [(36000, None, "EUR")]


def test_the_slashed_russian_pay_abbreviation_labels_an_amount() -> None:
    # "з/п" and "З/плата" abbreviate "заработная плата"; the word splitter cut them in two
    pad = "Обязанности: ведение клиентской базы и подготовка отчетов для отдела продаж. " * 3
    found = find_salaries(pad + "<ul><li>З/П 35.000</li><li>Обучение</li></ul>", "RU")
    assert [(f["min"], f["max"]) for f, _ in found] == [(35000, 35000)]
    found = find_salaries(pad + "<li>З/п от 2100,00 бел. руб до вычета налогов</li>", "BY")
    assert [(f["min"], f["max"], f["currency"]) for f, _ in found] == [(2100, None, "BYN")]


def test_a_lone_letter_before_a_slash_is_no_pay_word() -> None:
    pad = "Обязанности: ведение клиентской базы и подготовка отчетов для отдела продаж. " * 3
    assert find_salaries(pad + "<li>График работы с/п 5/2, офис на 3 этаже</li>", "RU") == []


def test_a_belarusian_ruble_written_r_dot_or_lower_case_byn() -> None:
    pad = "Обязанности: ведение клиентской базы и подготовка отчетов для отдела продаж. " * 3
    found = find_salaries(pad + "<p>На время обучения з/п 1100р. Далее до 1600р. на руки.</p>", "BY")
    assert [(f["min"], f["max"], f["currency"]) for f, _ in found] == [(1100, 1100, "BYN"), (None, 1600, "BYN")]
    found = find_salaries(pad + "<p>З/плата - от 2000 byn net.</p>", "BY")
    assert [(f["min"], f["currency"]) for f, _ in found] == [(2000, "BYN")]


def test_r_dot_after_an_amount_outside_belarus_names_no_currency() -> None:
    pad = "Обязанности: ведение клиентской базы и подготовка отчетов для отдела продаж. " * 3
    found = find_salaries(pad + "<p>Зарплата от 90000р. на руки.</p>", "KZ")
    assert [f["currency"] for f, _ in found] == [None]


def test_a_french_ordinal_bonus_month_written_ieme_is_no_amount() -> None:
    text = "Nous offrons un salaire fixe selon profil + mutuelle + 13ième mois + tickets restaurant."
    assert find_salaries(text, "FR") == []


def test_an_indonesian_age_range_and_tax_articles_are_no_pay() -> None:
    assert find_salaries("Admin Proyek\n\nPERSYARATAN :Usia Range 25 - 35 tahunPendidikan minimal D3 Akuntansi", "ID") == []
    text = "Staff Pajak\n\nMengerti cara menghitung PPh 21, 23 & PPNBenefit:Gaji PokokBonusTunjangan"
    assert find_salaries(text, "ID") == []


def test_a_rupiah_range_beside_an_age_limit_is_still_pay() -> None:
    found = find_salaries("Gaji Rp 5.000.000 - 7.000.000 per bulan, usia maksimal 35 tahun.", "ID")
    assert [(f["min"], f["max"], f["currency"], f["period"]) for f, _ in found] == [(5000000, 7000000, "IDR", "month")]


def test_a_capped_allowance_after_an_abbreviation_dot_and_salary_installments_are_no_pay() -> None:
    pad = "We offer a friendly team, flexible hours and modern equipment in our central office near the station. " * 2
    text = pad + "\nBenefits:\n* Lunch vouchers\n* 13,5 salary installments\n* Childcare allowance (max. €300/month)\n"
    assert find_salaries(text, "DE") == []


def test_a_salary_after_an_abbreviation_dot_in_brackets_is_still_pay() -> None:
    pad = "We offer a friendly team, flexible hours and modern equipment in our central office near the station. " * 2
    found = find_salaries(pad + "Salary (min. €3,000/month) plus bonus.", "DE")
    assert [(f["min"], f["currency"], f["period"]) for f, _ in found] == [(3000, "EUR", "month")]


def test_a_law_number_is_no_amount() -> None:
    text = "Prevencionista de riesgos\n\nFunciones:\n• Supervisar contratistas en base a lo que pide ley 20.456 DS 12.\n"
    assert find_salaries(text + "• Preparar simulacros.", "CL") == []


def test_a_turnover_after_a_count_of_countries_is_no_pay() -> None:
    # "pays" after a number is French "countries", no pay word: the company's turnover is no salary
    text = "Avec 12 000 salariés dans 40 pays et un chiffre d'affaires de 5 milliards d'euros en 2022, le groupe recrute."
    assert find_salaries(text, "FR") == []


def test_pay_stated_in_french_beside_a_count_of_countries_is_still_pay() -> None:
    found = find_salaries("Présent dans 40 pays, le groupe propose un salaire de 2 500 € brut par mois.", "FR")
    assert [(f["min"], f["currency"], f["period"]) for f, _ in found] == [(2500, "EUR", "month")]


def test_an_add_on_after_a_rate_and_a_plus_is_no_second_pay() -> None:
    found = find_salaries("Taux horaire : 11.88 € + 4 € par jour travaillé. Poste en CDI à temps plein.", "FR")
    assert [(f["min"], f["max"], f["currency"], f["period"]) for f, _ in found] == [(11.88, 11.88, "EUR", "hour")]


def test_an_age_before_a_plus_does_not_turn_the_rate_down() -> None:
    found = find_salaries("Warehouse operative, age 18+ £12 per hour, weekly pay.", "GB")
    assert [(f["min"], f["currency"], f["period"]) for f, _ in found] == [(12, "GBP", "hour")]


def test_drawing_software_dimensions_after_a_currency_code_are_no_pay() -> None:
    assert find_salaries("Drafter wanted: CAD2D/3D and Revit, two days on site.", None) == []
    assert find_salaries("Must know CAD 3D modelling tools.", None) == []


def test_a_canadian_dollar_rate_beside_dimensions_is_still_pay() -> None:
    found = find_salaries("Skills: CAD 2D drafting. Pay: CAD 28 per hour.", "CA")
    assert [(f["min"], f["currency"], f["period"]) for f, _ in found] == [(28, "CAD", "hour")]


def test_a_recruiters_projection_of_average_earnings_is_no_pay() -> None:
    text = ("Sales Consultant\n\nBase salary plus commission. Average Year 1 earnings: €45K+ | Average Year 2 earnings: "
            "€75K+. Starting base €32,000.")
    assert [(f["min"], f["currency"]) for f, _ in find_salaries(text, "IE")] == [(32000, "EUR")]
    assert find_salaries("Recruiter\n\nYou can expect to earn an average of €60K+ OTE in your first 2 years.", "IE") == []


def test_the_base_named_inside_an_average_line_and_an_above_average_salary_are_still_pay() -> None:
    text = "Recruiter\n\n* Year 1 (Average Comp): €47,000+ (€36k starting base, + commission) * Year 2 (Average Comp): €70,000+"
    assert [(f["min"], f["currency"]) for f, _ in find_salaries(text, "IE")] == [(36000, "EUR")]
    text = "Shop Assistant\n\nShifts average 5 hours. Salary: €16.50 per hour. We pay an above average salary."
    assert [(f["min"], f["period"]) for f, _ in find_salaries(text, "IE")] == [(16.5, "hour")]


def test_a_second_bound_that_lost_its_thousands_is_read_in_thousands() -> None:
    found = find_salaries("Clerk\n\nWhat we offer:Starting Salary: 28,000 - 32,00015 days of paid leave", "PH")
    assert [(f["min"], f["max"]) for f, _ in found] == [(28000, 32000)]
    found = find_salaries("Analyst\n\nSalary: €60,000 to €65,00 per year plus bonus.", "IE")
    assert [(f["min"], f["max"], f["period"]) for f, _ in found] == [(60000, 65000, "year")]


def test_a_rising_range_written_in_full_keeps_its_small_low_end() -> None:
    found = find_salaries("Manager\n\nSalario: 5€ - 3.900€ Bruto/mes", "ES")
    assert [(f["min"], f["max"]) for f, _ in found] == [(5, 3900)]


def test_each_differential_of_a_list_split_by_bars_is_no_pay() -> None:
    # the last item stands more than 60 characters after the label's colon
    text = ("Nurse\n\n* Pay rate of $90/hour\n\n* Shift Differentials: $3/hour for Evening (3-7pm) | $5/hour for Nights "
            "(7pm-7am) | $7/hour for Weekends\n\nDifferentials are added to the base pay.")
    assert _pays(text, "US") == [(90, 90, "USD", "hour")]


def test_the_differentials_under_a_heading_glued_to_its_first_item_are_no_pay() -> None:
    text = ("Nurse\n\n**Pay Range:** $30.00 – $45.00 per hour\n\n**Shift Differentials:*** Evening Shift: $3.00/hour\n"
            "* Night Shift: $5.00/hour\n* Weekend: $2.00/hour\n")
    assert _pays(text, "US") == [(30, 45, "USD", "hour")]
    # a pay label glued to its first item keeps the items under it
    text = "Nurse\n\n**Pay Rates:*** Day Shift: $30.00/hour\n* Night Shift: $35.00/hour\n"
    assert [p[0] for p in _pays(text, "US")] == [30, 35]


def test_a_base_and_bonus_package_is_pay_and_a_bonus_alone_is_not() -> None:
    text = "Recruitment Consultant\n\nCommission uncapped. Starting Base & Bonus €35k. Call us for more."
    assert _pays(text, "IE") == [(35000, 35000, "EUR", None)]
    assert _pays("Recruitment Consultant\n\nCommission uncapped. Starting bonus €5k. Call us for more.", "IE") == []


def test_a_projected_total_compensation_by_year_is_no_pay() -> None:
    text = ("Sales Executive\n\n**Total Compensation (Average Performer)** * Year 1: **€40,000\\+** * Year 2: **€66,000\\+** "
            "* Base salary: DOE")
    assert _pays(text, "IE") == []
    text = ("Sales Executive\n\n* **Base Salary:** DOE * **Year 1 Total Comp:** €44,000 (Base \\+ Bonus \\& Commission) "
            "* **Year 2:** €61,000\\+, **Year 3:** €90k\\+ * **Location:** Cork\n\nPay: €30,000-€36,000 per year")
    assert _pays(text, "IE") == [(30000, 36000, "EUR", "year")]


def test_a_by_year_scale_of_the_jobs_own_pay_is_still_pay() -> None:
    text = "Trainee Cook\n\nWhat we offer: Starting Salary Year 1 €27,000 Year 2 €29,000. Job Types: Full-time"
    assert [p[0] for p in _pays(text, "IE")] == [27000, 29000]
    text = "Apprentice\n\nAverage week 39 hours. Pay: Year 1: €5.50 per hour, Year 2: €7.00 per hour."
    assert _pays(text, "IE") == [(5.5, 5.5, "EUR", "hour"), (7, 7, "EUR", "hour")]


def test_an_amount_named_the_starting_base_after_it_is_pay_and_a_base_bonus_is_not() -> None:
    text = ("Recruiter\n\n* **Year 1 (Average Comp):** **€47,000\\+** *(€36k starting base \\& bonus, \\+ monthly "
            "commission)* * **Year 2 (Average Comp):** **€70,000\\+**")
    assert _pays(text, "IE") == [(36000, 36000, "EUR", None)]
    assert _pays("Recruiter\n\nA €5,000 base bonus goes to new starters.", "IE") == []


def test_a_sales_target_in_millions_beside_a_pay_label_is_no_pay() -> None:
    text = "Broker\n\n**Salary & Targets:** * €45-50k * Bonus of 40% on billings after a €8 million target."
    assert _pays(text, "IE") == [(45000, 50000, "EUR", None)]
    text = "Cashier\n\nGaji yang diinginkan: $900,000 - $1,500,000 per bulan"  # a period keeps a cued million: rupiah as "$"
    assert [p[:2] for p in _pays(text, "ID")] == [(900000, 1500000)]


def test_a_number_inside_a_links_words_is_no_pay() -> None:
    text = ("Analyst\n\nDeveloper earnings top $60 billion - https://example.com/news/developer-earnings-top-60-billion/ "
            "Salary: 45,000 - 55,000")
    assert _pays(text, "US") == [(45000, 55000, None, None)]


def test_thousands_glued_to_the_next_heading_keep_their_k() -> None:
    assert _pays("PR Assistant\n\nFRESH GRADUATES MAY APPLYSALARY: 19KReports ToThe assistant reports to the CEO.", "PH") == [
        (19000, 19000, None, None)]
    assert _pays("Analyst\n\nBenefits: Health Insurance401KFull time position. Audio at 16kHz.", "US") == []


def test_thousands_alone_in_a_slashed_title_field_are_pay() -> None:
    assert _pays("Clinic Nurse / 28k / Ortigas Pasig\n\nQualifications: a registered nurse.", "PH") == [
        (28000, 28000, None, None)]
    assert _pays("Nurse - Days - 15K Incentive\n\nJob Description: wards.", "US") == []


def test_a_bare_starting_before_or_closing_an_amount_sets_only_its_minimum() -> None:
    assert _pays("Sales Associate\n\nSalary: Starting 35k (depending on experience)", "PH") == [(35000, None, None, None)]
    assert _pays("Driver\n\nWeekly Pay: $1,500 starting", "US") == [(1500, None, "USD", "week")]
    assert _pays("Cook\n\nPay: $16.50/hr starting. Benefits include meals.", "US") == [(16.5, None, "USD", "hour")]


def test_a_starting_package_named_by_its_parts_keeps_one_figure() -> None:
    # a package named by its parts is one figure (gold53), before or after the amount
    assert _pays("Recruiter\n\nStarting Base & Bonus €36k.", "IE")[0][:2] == (36000, 36000)
    assert _pays("Recruiter\n\nYear 1: €36k starting base & bonus, + commission.", "IE")[0][:2] == (36000, 36000)


def test_a_starting_salary_after_the_amount_or_after_start_with_sets_only_its_minimum() -> None:
    # RUNNING_TEXT_RULES, session of 2026-12-07 19:33 (pay73's questions 1-2): "N starting salary" (the amount first) and
    # "start with a basic salary of N per annum" set min only, as "starting at" (pay43 had kept "N starting salary" exact)
    assert _pays("Engineer\n\nPerks & Pay: €21,000 starting salary, paid holidays.", "IE") == [(21000, None, "EUR", None)]
    text = "Fitter\n\nWhat we offer: * €33,500 starting salary for candidates with two years in a workshop * Van provided"
    assert _pays(text, "IE") == [(33500, None, "EUR", None)]
    text = ("Technician\n\nWhy join? * Competitive Salary Package: Start with a basic salary of €31,200 per annum, rising "
            "once fully trained. * Pension scheme")
    assert _pays(text, "IE") == [(31200, None, "EUR", "year")]
    assert _pays("Clerk\n\nYou will start on a salary of EUR 28,000 a year.", "IE") == [(28000, None, "EUR", "year")]
    # a stated range keeps both ends; "start" with no pay noun before the amount leaves it one figure
    assert _pays("Clerk\n\nWe offer €30k - €40k starting salary by skills.", "IE") == [(30000, 40000, "EUR", None)]
    text = "Clerk\n\nYou will start with 3 days of training. Salary: €30,000 per annum."
    assert _pays(text, "IE") == [(30000, 30000, "EUR", "year")]


def test_a_word_like_currency_code_before_a_count_is_no_pay() -> None:
    # "TOP" is the Tongan pa'anga's ISO code and "ALL" the Albanian lek's: in an upper-case heading they are words
    assert _pays("Marketing Lead\n\nTOP 3-5 GOALS: grow the brand. Salary: €3,000 per month", "IE") == [
        (3000, 3000, "EUR", "month")]
    assert _pays("Nurse\n\nALL 3 SHIFTS AVAILABLE\n\nBase pay: $40/hr", "US") == [(40, 40, "USD", "hour")]


def test_a_word_like_currency_code_counts_where_its_market_tenders_it() -> None:
    assert _pays("Clerk\n\nSalary: TOP 2,500 per month", "TO") == [(2500, 2500, "TOP", "month")]
    assert _pays("Analyst\n\nMaaş: TRY 50.000 aylık", "TR")[0][2] == "TRY"


def test_a_count_in_words_restated_in_brackets_is_no_pay() -> None:
    text = ("Planner\n\nWhat we offer\n* Competitive pay, benefits and leave plans\n"
            "* After eight (8) years of service, you get a six (6) week paid sabbatical to rest")
    assert _pays(text, "US") == []
    assert _pays("Planner\n\nPay: $6 per week, twice (2) a year", "US") == [(6, 6, "USD", "week")]


def test_the_bare_low_end_of_a_percentage_range_is_no_pay() -> None:
    text = ("Field Engineer\n\nSalary: competitive. You will visit client plants; travel time will range from 40 to 60% "
            "per month.")
    assert _pays(text, "IE") == []
    text = "Dentiste\n\nNous offrons :\n\n- Horaires souples\n\n- Rémunération entre 35 et 40%\n\n- Patientèle fidèle"
    assert _pays(text, "FR") == []
    # a pay range with its own bonus share after it stays pay
    assert _pays("Analyst\n\nSalary: €50,000 - €60,000 per year plus 10% bonus", "IE") == [
        (50000, 60000, "EUR", "year")]


def test_an_amount_given_as_the_other_bound_of_a_percentage_is_a_cap() -> None:
    text = ("Agent\n\nBenefits * Competitive salary * Staff Pension Plan – Matched up to 6% or €4,000 * Free travel\n"
            "Salary: €32,000 per year")
    assert _pays(text, "IE") == [(32000, 32000, "EUR", "year")]
    text = "Agent\n\nBenefits: * Salary: €32,000 per year * Staff Pension Plan – Matched up to 6% or €4,000 * Free travel"
    assert _pays(text, "IE") == [(32000, 32000, "EUR", "year")]


def test_a_russian_count_with_a_case_ending_is_no_pay() -> None:
    text = "Бухгалтер\n\nУсловия: белая заработная плата, отпуск до 44х дней, оплата больничных"
    assert _pays(text, "RU") == []


def test_a_benefit_noun_before_of_up_to_names_the_amount() -> None:
    text = "Analyst\n\nWhat we offer: * Salary: €45,000 per year * Monthly gym subsidy of up to €40 per month * Health cover"
    assert _pays(text, "IE") == [(45000, 45000, "EUR", "year")]
    text = "Nurse\n\nPerks * Generous Sign-On Bonus of up to $12,000 * Paid time off\nNew graduates starting 7/1/2025 are welcome."
    assert _pays(text, "US") == []
    # a pay noun before "of up to" is pay
    assert _pays("Engineer\n\nWe offer a salary of up to €60,000 per year.", "IE") == [(None, 60000, "EUR", "year")]


def test_a_date_written_with_slashes_is_no_pay() -> None:
    text = ("Clerk\n\n**37.5 hours per week** **Competitive salary and benefits** **Opening date: 12/05/2026** "
            "**Closing date: 26/05/2026**")
    assert _pays(text, "IE") == []


def test_a_star_between_digits_is_a_product_not_markup() -> None:
    from normalize.attributes.salary import strip_markup

    assert strip_markup("postes en 3*8 ou 2*12")[0] == "postes en 3*8 ou 2*12"
    text = "Opérateur\n\nHoraires : postes en 3*8 ou 5*8 ou 2*12.***Salaire selon expérience sur 12 mois"
    assert _pays(text, "FR") == []
    assert _pays("Nurse\n\nDay shift 3x12 hours. Pay: $45 per hour", "US") == [(45, 45, "USD", "hour")]


def test_a_french_department_number_after_a_place_is_no_pay() -> None:
    text = "Technicien\n\nLieu de travail : Saint-Genis (38)Base horaire : 35h00Rémunération : selon profil"
    assert _pays(text, "FR") == []
    # a pay word before the bracket keeps the amount
    assert _pays("Agent\n\nSalaire (35) : selon grille", "FR") == [(35, 35, None, None)]


def test_a_collective_agreement_number_is_no_pay() -> None:
    text = "Éducateur\n\nConditions : CDI à temps plein. Classification et rémunération selon la CCN 51, avec reprise d'ancienneté."
    assert _pays(text, "FR") == []


def test_a_benefit_label_opening_the_list_item_names_its_amount() -> None:
    # the item's label names a benefit, however far the amount is from it
    text = ("Nurse\n\nPay: $40 per hour\n* **Tuition assistance–** covers the full cost of some programmes; up to $4,000 "
            "per year for chosen degrees\n* **Health Benefits**: several plans, the basic plan starting at only $12 per pay "
            "period for part-time staff\n")
    assert _pays(text, "US") == [(40, 40, "USD", "hour")]
    # a label's benefit word, the colon close to the amount
    text = "Analyst\n\n**Salary:** €50,000 per year **Flexible Benefit:** Pro-rata €1,200 annual benefit after probation"
    assert _pays(text, "IE") == [(50000, 50000, "EUR", "year")]
    # the amount's own salary word, or a base with an add-on after it, is still pay
    assert _pays("Nurse\n\n* Benefits: a salary of $60,000 per year and a pension\n", "US") == [(60000, 60000, "USD", "year")]
    assert _pays("Nurse\n\n* Benefits: $35/hr + monthly bonus\n", "US") == [(35, 35, "USD", "hour")]


def test_an_amount_paid_in_the_form_of_a_benefit_is_no_pay() -> None:
    text = "Nurse\n\nWe offer: up to $5,000/year in the form of tuition reimbursement. Pay: $40 per hour"
    assert _pays(text, "US") == [(40, 40, "USD", "hour")]


def test_an_irish_grade_code_is_no_amount() -> None:
    text = ("Nurse\n\nRemuneration is in line with the Consolidated Salary Scales, grade code 2135. The appointment is "
            "permanent.")
    assert _pays(text, "IE") == []
    assert _pays("Nurse\n\nSalary: €45,000 - €52,000 per year (grade code 2135)", "IE") == [(45000, 52000, "EUR", "year")]


def test_an_article_of_a_law_is_no_amount() -> None:
    text = ("Consultor\n\nSalario competitivo. Tratamos sus datos en base al consentimiento del artículo 6.1 a) del RGPD.")
    assert _pays(text, "ES") == []
    text = "Berater\n\nVergütung nach Vereinbarung. Informationen nach Art. 13 DSGVO finden Sie hier."
    assert _pays(text, "DE") == []


def test_minimum_and_maximum_labels_with_their_own_link_words_make_one_range() -> None:
    assert _pays("Nurse\n\nMinimum pay - $41.00 Maximum pay - $52.75.\nPart-time staff are eligible.", "US") == [
        (41, 52.75, "USD", None)]
    text = "Nurse\n\nMinimum rate starting at $30.50, max of salary range is $49.00. Shift differentials apply."
    assert _pays(text, "US") == [(30.5, 49, "USD", None)]


def test_a_range_written_dash_to_dash_is_one_range() -> None:
    assert _pays("Tutor\n\nWe offer a pay range of $8\\-to\\- $60 per hour, set after an assessment.", "US") == [
        (8, 60, "USD", "hour")]


def test_numbers_that_name_a_plan_an_order_a_product_or_a_list_item_are_no_pay() -> None:
    assert _pays("Nurse\n\nBenefits\n* Deferred Compensation (401(k) and 457)\n\nSalary: competitive", "US") == []
    assert _pays("Engineer\n\nWe follow Executive Order 11246, including the Pay Transparency Provision.", "US") == []
    assert _pays("IT Support\n\nCompetitive salary. Exposure to Active Directory, Office 365 administration.", "IE") == []
    text = "Tech\n\nDuties\n11.Keeps records up to date.\n12.Shows basic knowledge of the imaging system. Pay is competitive."
    assert _pays(text, "US") == []
    # the same numbers as amounts are still read
    assert _pays("Cashier\n\nPay: 365 per day", "PH") == [(365, 365, None, "day")]
@pytest.mark.parametrize(("text", "country", "expected"), [
    ("Strong communicator.BUDGET FOR THE ROLE: Php35,000 - Php45,000 per monthLOCATION: Makati", "PH",
     (35000, 45000, "PHP", "month")),
    ("TYPE: Full-time onsite (Mon to Fri)SALARY BUDGET: 90K to 120K per month (non-negotiable)", "PH",
     (90000, 120000, None, "month")),
    ("**Role: Network Analyst** **Location: Cork (Hybrid)** **Budget: €420/day** **Purpose:** Keep it running", "IE",
     (420, 420, "EUR", "day")),
])
def test_a_role_s_own_pay_budget_is_its_pay(text, country, expected) -> None:
    found = [(s["min"], s["max"], s["currency"], s["period"]) for s, _ in find_salaries(text, country)]
    assert found == [expected]


@pytest.mark.parametrize("text", [
    "Personal training budget: €1,500 per year", "Budget: €80,000 for the new showroom", "You will own a budget of €4m",
    "Team travel budget: €60/day",
])
def test_a_budget_the_job_spends_stays_no_pay(text) -> None:
    assert find_salaries(text, "IE") == []


def test_a_period_word_cut_by_the_window_is_no_period() -> None:
    # "Days" of a shift list after the amount is no daily rate ("Day[s" cut at the window's end read as "day")
    text = "Fitter\n\n**Ref: 77** **Salary: €58,250** **Shifts: Monday to Friday (Days, Lates, Nights) 1 in 4 Sunday**"
    assert _pays(text, "IE") == [(58250, 58250, "EUR", None)]
    # an add-on's period named past the window's end stays the add-on's
    assert _pays("Work setup: onsite\t\t26k base pay plus monthly incentives of 5-15k \tApply", "PH") == [
        (26000, 26000, None, None)]


def test_an_annualised_salary_is_yearly() -> None:
    text = "Porter\n\nYou are paid an hourly rate of €21.50 per hour based on an annualised salary of €41,925 and 25 days leave"
    assert _pays(text, "IE") == [(21.5, 21.5, "EUR", "hour"), (41925, 41925, "EUR", "year")]


def test_a_count_between_a_period_label_and_its_amount_does_not_cut_the_label() -> None:
    # the monthly pay noun labels the amount across the weekly hours and years of experience written between them
    text = ("Referent\n\nDas monatliche Bruttogehalt beträgt bei Vollzeit (38,5 Wochenstunden) und 3 Jahren "
            "Erfahrung mind. € 4.120,50 . Mehr ist je nach Qualifikation möglich.")
    assert _pays(text, "AT") == [(4120.5, None, "EUR", "month")]


def test_a_star_glued_between_two_words_parts_them() -> None:
    from normalize.attributes.salary import strip_markup

    # a footnote mark after a currency name: the euros stay euros ("Euro*ACME" is no word)
    text = "Planer\n\nDas Mindestgrundgehalt auf Basis einer Vollzeitbeschäftigung beträgt pro Jahr 51.230 Euro*ACME ist ein Arbeitgeber"
    assert _pays(text, "AT") == [(51230, None, "EUR", "year")]
    # a lower-case gender star stays inside its word
    assert strip_markup("Mitarbeiter*innen")[0] == "Mitarbeiterinnen"


@pytest.mark.parametrize(("text", "expected"), [
    ("Analyst\n\nFor legal reasons: the minimum gross salary for this position under the collective agreement is €3,610 "
     "per month on a full-time basis. We pay more depending on experience.", (3610, None, "EUR", "month")),
    ("Engineer\n\nAustrian law requires us to state the minimum gross monthly salary of € 4.105,20 for this role.",
     (4105.2, None, "EUR", "month")),
    ("Developer\n\nDein Gehalt (KV-Minimum auf Basis Vollzeit ist EUR 45.120,00 brutto pro Jahr). Fragen? Ruf an.",
     (45120, None, "EUR", "year")),
])
def test_a_stated_minimum_salary_sets_min_only(text, expected) -> None:
    assert _pays(text, "AT") == [expected]


def test_an_earlier_rate_s_period_is_no_hours_label() -> None:
    # "per hour" closing the first rate does not make the second amount a count of hours
    text = "Carer\n\nYou will be rewarded a salary of 9.10 per hour (Mon - Fri) and 9.80 per hour on the weekends."
    assert _pays(text, "GB") == [(9.1, 9.1, None, "hour"), (9.8, 9.8, None, "hour")]
    # a label of hours still counts hours
    assert _pays("Intern\n\nWorking hours: 30 per week. Apply today.", "GB") == []


def test_a_period_word_before_a_bullet_is_not_the_next_item_s() -> None:
    # "an extra day's leave" ends its list item: the salary range after the next bullet writes no period
    text = ("Planner\n\n**Perks** * Earn an extra day's leave for volunteering * And plenty more **Salary Range** 30000 \\- "
            "31000 DOE **About Us** We are a marketing firm")
    assert _pays(text, "IE") == [(30000, 31000, None, None)]


# pay40: add-ons named "<X> Pay", a benefit's price, CAD written "CDN", the ruble written "р" (corpus families of pay39)


def test_an_hourly_add_on_named_pay_is_no_pay_statement() -> None:
    text = "RN Float\n\nThis position is eligible for:\n* $2.50/hr. Charge Pay\n* Shift differentials apply\n\nPay: competitive"
    assert _pays(text, "US") == []
    assert _pays("RN\n\nA nurse with an approved credential qualifies for certification pay of $1.25. Apply now.", "US") == []
    assert _pays("RN\n\nPerks\n* $1.00 Certification pay\n* $1.50 BSN pay\n* Tuition help", "US") == []
    # the pay range of nurses holding a BSN is their pay
    assert _pays("RN\n\n**BSN Pay Range:** $35.00 - $55.00 per hour", "US") == [(35, 55, "USD", "hour")]


def test_a_benefit_priced_as_low_as_is_no_pay() -> None:
    text = "Nurse\n\nBenefits include:\n* Referral Bonus\n* Health Benefits as low as $39.50 per month\n* Dental insurance"
    assert _pays(text, "US") == []


def test_a_dollar_amount_marked_cdn_is_canadian() -> None:
    text = "Research Associate\n\nSalary: $68,000 / year (CDN) plus travel costs. Start date ASAP."
    assert _pays(text, "US") == [(68000, 68000, "CAD", "year")]
    assert _pays("Analyst\n\nSalary: $60,000 CDN per year", "US") == [(60000, 60000, "CAD", "year")]
    # a content delivery network beside a salary names no currency
    assert _pays("Web Engineer\n\nSalary: $90,000 per year. Skills: CDN, caching, DNS.", "US") == [
        (90000, 90000, "USD", "year")]


def test_the_ruble_written_r_after_an_amount_is_the_market_s_ruble() -> None:
    text = "Преподаватель\n\nОплата труда от 1500 р за академический час. Гибкий график."
    assert [p[2] for p in _pays(text, "RU")] == ["RUB"]
    text = "Продавец\n\nЗаработная плата от 1400 р на руки. График 2/2."
    assert [p[2] for p in _pays(text, "BY")] == ["BYN"]
    # in Ukraine "р." is "рік", a year: no ruble
    assert all(p[2] != "RUB" for p in _pays("Менеджер\n\nДосвід роботи від 2 р. Зарплата договірна.", "UA"))


# pay41


def test_a_decade_of_thousands_is_its_low_end() -> None:
    text = "Sales Representative\n\n**Salary:** Early €40s Base + Uncapped Commission. Office in Cork."
    assert _pays(text, "IE") == [(40000, None, "EUR", None)]
    assert _pays("Recruiter\n\nSalary: Mid 50s + bonus", "GB")[0][:2] == (50000, None)
    # an amount with a plural "s" but no position word before it is not a decade
    assert parse_salary("Early €30s")["min"] == 30000
    assert parse_salary("€30s shift allowance")["min"] != 30000


def test_minimum_and_maximum_on_two_list_items_are_one_range() -> None:
    text = "Home Health Nurse\n\nGood Pay\n\n* **Minimum Hourly: $26\\.00**\n* **Maximum Hourly: $33\\.00**\n* Mileage paid"
    assert _pays(text, "US") == [(26, 33, "USD", "hour")]
    # a next list item that is no maximum stays apart
    text = "Driver\n\n* Minimum Hourly: $21.00\n* 401k match\n* $500 sign-on bonus"
    assert _pays(text, "US")[0][:2] == (21, None)


def test_a_minimum_rate_label_on_its_own_line_sets_min_only() -> None:
    from normalize import extract

    text = "Staff Nurse\n\nBenefits include health insurance and paid time off.\n\n\nMinimum rate: $51\\.20"
    assert [(s["min"], s["max"]) for s in extract(text, "US")["salaries"]] == [(51.2, None)]
    text = "Cook\n\nAbout us.\n\nMin Salary: USD $19.00/Hr. Max Salary: USD $23.00/Hr."
    assert [(s["min"], s["max"], s["period"]) for s in extract(text, "US")["salaries"]] == [(19, 23, "hour")]


def test_an_amount_in_free_services_is_no_pay() -> None:
    text = ("Clinical Manager\n\nPay\n* $70,000-$80,000\n\nPerks\n* Paid time off.\n"
            "* Up to $1,200 in free healthcare services paid by us yearly, when enrolled in our medical plan.")
    assert _pays(text, "US") == [(70000, 80000, "USD", None)]


def test_a_dollar_rate_with_four_decimals_is_one_amount() -> None:
    assert _pays("RN\n\n**Pay Range**\n\n$24\\.1187 \\- $35\\.10 /hour", "US") == [(24.1187, 35.1, "USD", "hour")]
    assert _pays("Nurse Coordinator\n\nPosting Details:\n\nSalary: $46.2230\n\nGrade: N2", "US")[0][:2] == (46.223, 46.223)


def test_a_salary_scale_written_in_thousands_is_pay_not_a_grade() -> None:
    text = "Care Assistant\n\n**Contract Hours:** 39 hours per Week **Salary Scale:** 31,250 to 38,900 pro rata per annum."
    assert _pays(text, "IE") == [(31250, 38900, None, "year")]
    text = "Lecturer\n\n**Salary**: Grade V Salary Scale 52,100 66,400 per annum. Entry at the first point."
    assert _pays(text, "IE") == [(52100, 66400, None, "year")]
    # a grade's own number stays no amount
    assert _pays("Nurse\n\nSalary: Band 6, 45,000.00 - 49,000.00 per year", "GB") == [(45000, 49000, None, "year")]


# pay42: corpus families of the unlabelled sample (seed 2026120642)
def _extracted(text: str, country: str | None = None) -> list[tuple]:
    from normalize import extract

    return [(s["min"], s["max"], s["currency"], s["period"]) for s in extract(text, country)["salaries"]]


def test_a_bare_dollar_of_a_job_in_a_named_dollar_country_takes_its_dollar() -> None:
    # an Irish board's post of an Australian university: the text names Australia and no US
    text = ("Research Fellow\n\nThe post is in Australia. * Salary band A: $95,000 - $118,500 per annum"
            " plus super * Full time")
    assert _extracted(text, "IE") == [(95000, 118500, "AUD", "year")]
    assert _extracted("Designer\n\nSalary: Australian $1,100.00 per week, remote.", "PH")[0][2] == "AUD"
    # a US place named beside it, a US dollar written, or a dollar market of its own: the market's reading stands
    text = "Engineer\n\nRemote in the United States; we also have offices in Australia. Salary: $95,000 - $118,500 per annum"
    assert _extracted(text, "IE")[0][2] == "USD"
    assert _extracted("Fellow\n\nBased in Australia. Stipend paid in US$ 2,000 per month.", "IE")[0][2] == "USD"
    assert _extracted("Fellow\n\nBased in Canada. Salary: $95,000 per annum.", "AU")[0][2] == "AUD"


def test_an_amount_paid_in_the_form_of_a_benefit_later_in_its_clause_is_no_pay() -> None:
    text = ("Staff Nurse\n\nPay: $41.00 per hour\n\nEducation: some degrees are fully covered. Some courses are covered"
            " up to $4,800 pre-paid by the clinic or in the form of tuition reimbursement.")
    assert _extracted(text, "US") == [(41, 41, "USD", "hour")]


def test_a_part_of_a_weekly_pay_in_a_parenthesis_is_no_statement_of_its_own() -> None:
    text = "Travel RN\n\nGross weekly pay up to: $2050.00 (includes up to $1250.00 travel stipend)\n\nAbout us"
    assert _extracted(text, "US") == [(None, 2050, "USD", "week")]


def test_an_hourly_differential_named_after_its_unit_is_no_pay() -> None:
    text = ("LPN\n\nPay: $30.00 - $36.00 per hour\n\nPremiums:\n\n* $1.50/hour weekend shift differential\n"
            "* $1.50/hour evening/night shift differential (7:00 PM - 7:00 AM)")
    assert _extracted(text, "US") == [(30, 36, "USD", "hour")]


def test_round_the_clock_and_german_dative_counts_are_no_amounts() -> None:
    assert _extracted("Clerk\n\nBenefits: Sick Pay, Employee Assistance Programme - 24/7 support", "IE") == []
    assert _extracted("Berater\n\nEqual Pay nach 6 Monaten, 28 Tagen Urlaub und Bezahlung nach Tarif", "DE") == []


def test_a_benefit_incentive_list_item_and_a_figure_in_millions_are_no_pay() -> None:
    text = "Nurse\n\nPay: $40/hr\n\n* Onsite gym\n* Wellness incentive programme – up to $250 per year\n* Paid time off"
    assert _extracted(text, "US") == [(40, 40, "USD", "hour")]
    text = "Growth Lead\n\nYou will own a $4+ million marketing budget across our stores.\n\nSalary: $2,500 per month"
    assert _extracted(text, "US") == [(2500, 2500, "USD", "month")]


def test_a_differential_named_right_after_an_amount_is_no_pay_even_after_a_pay_word() -> None:
    text = "LPN\n\nWe offer a fair rate of pay with a $2.50 shift differential on nights."
    assert _extracted(text, "US") == []
    text = "Nurse\n\nPay: $24 per hour. Nurses can get a $1 shift differential on weekends."
    assert _extracted(text, "US") == [(24, 24, "USD", "hour")]
    # a base with the differential added after "+", "plus" or "and" stays the pay
    assert _extracted("RN\n\nPay: $52/hr + shift differentials", "US") == [(52, 52, "USD", "hour")]
    assert _extracted("RN\n\nStarting Pay: $48 hourly, plus $6.00 weekend shift differential", "US") == [(48, None, "USD", "hour")]


def test_a_401a_plan_name_is_no_amount() -> None:
    text = "RN\n\n* Staff get 3% of eligible pay in 403(b) matching plus another 1% in the 401(a) retirement income plan."
    assert _extracted(text, "US") == []


def test_a_salary_label_glued_after_a_benefit_list_item_still_names_the_amount() -> None:
    text = "Care Worker\n\nBenefits: · Free parking · Company Pension **Salary Details:** €27,500 - €30,000 DOE"
    assert _extracted(text, "IE") == [(27500, 30000, "EUR", None)]
    text = "Support Worker\n\nPerks: meals provided, bike to work scheme, refer-a-friend bonus Salary: €29,000 – €31,500 DOE"
    assert _extracted(text, "IE") == [(29000, 31500, "EUR", None)]
    # the benefit's own label stays no pay
    assert _extracted("Care Worker\n\nBenefits: · Free parking · Company Pension Contributions: €1,200 a year", "IE") == []


def test_recurring_revenue_figures_are_no_pay() -> None:
    text = ("Account Executive\n\nWhat will you do? * Run the full sales cycle — discovery, demos and close —across our"
            " mid\\-market base for deal sizes between 15k\\-150k ARR. * Build pipeline")
    assert _extracted(text, "IE") == []


def test_a_figure_in_trillions_is_no_pay() -> None:
    text = "Analyst\n\nFraud costs the economy more than $4.2 trillion per year, and we help stop it."
    assert _extracted(text, "US") == []


# pay43: "starting" qualifying a pay word right before a single amount sets min only (ATTRIBUTE_CONVENTIONS "starting at")


def test_a_starting_salary_with_one_amount_is_a_minimum() -> None:
    assert _pays("Teacher\n\nWe offer a starting salary of 31,200 SEK per month.", "SE") == [(31200, None, "SEK", "month")]
    assert _extracted("Nurse\n\nThe starting hourly rate is $21.50 for new graduates.", "US") == [(21.5, None, "USD", "hour")]
    assert _extracted("Clerk\n\nSTARTING SALARY: 21,000", "PH") == [(21000, None, None, None)]
    got = parse_salary("Starting pay: $18.25/hr", "US")
    assert (got["min"], got["max"]) == (18.25, None)


def test_a_starting_salary_beside_a_range_it_opens_is_a_second_statement_with_min_only() -> None:
    # RUNNING_TEXT_RULES, session of 2026-12-07 16:35 (pay70, pay73): "starting" sets min only also beside a range that
    # opens at the same amount, on its line or elsewhere; the range is a statement of its own
    text = "Analyst\n\n**Salary:** Anticipated Starting Salary $5,100 a month; Full Range $5,100 - $6,900 a month  \n\n**Shift:** Days"
    assert _extracted(text, "US") == [(5100, None, "USD", "month"), (5100, 6900, "USD", "month")]
    text = "Clerk\n\nPay: $3,100 - $4,000 a month; new hires start at the starting salary of $3,100 a month"
    assert _extracted(text, "US") == [(3100, 4000, "USD", "month"), (3100, None, "USD", "month")]
    text = "LPN\n\nWe pay a starting salary of $48,500 for this post.\n\nOther duties apply. Salary range: $48,500 - $61,000 a year."
    assert (48500, None, "USD", None) in _extracted(text, "US")
    text = "LPN\n\nAnticipated Starting Salary: $48,500.00\nPosition Number: 2209\n\nSalary Range: $48,500 - $61,000\nThe duties follow."
    assert _extracted(text, "US") == [(48500, None, "USD", None), (48500, 61000, "USD", None)]
    # a field holding both keeps one answer, the range (parse_salary's best group); a stated starting range stays a range
    assert (parse_salary("Starting salary: $40,000 - $46,000", "US") or {}).get("max") == 46000
    # a salary with no "starting" stays one figure
    assert _extracted("Clerk\n\nSalary: $41,000 per year", "US") == [(41000, 41000, "USD", "year")]


# pay44: no-pay families of a new read sample (seed 2026120644) and the cued unlabelled dev postings


def test_a_count_of_paid_days_off_is_no_pay() -> None:
    text = "Analyst\n\nPerks: * Pension matching * 25 days of annual leave * 11 company\\-paid holidaysTeam events monthly"
    assert _pays(text, "IE") == []
    text = "Clerk\n\n+ Ten to twenty\\-five (10\\-25\\) paid vacation days by service.\n+ Up to 21 Paid Leave Days a year."
    assert _pays(text, "US") == []
    # an amount paid at a rate stays pay
    assert [f[:2] for f in _pays("Porter\n\nSalary: 15,000 paid monthly", "PH")] == [(15000, 15000)]


def test_annual_leave_after_an_amount_is_no_yearly_period() -> None:
    text = "HR Officer\n\nWhat you get: Salary of €36,000 - €38,000 22 Days Annual leave (rising with service)"
    assert _pays(text, "IE") == [(36000, 38000, "EUR", None)]
    assert _pays("HR Officer\n\nSalary: €36,000 annual plus benefits", "IE") == [(36000, 36000, "EUR", "year")]


def test_a_benefit_item_labelled_before_a_comma_is_no_pay() -> None:
    text = "RN\n\n* Paid holidays\n* Tuition Assistance, up to $8,000 over 4 years\n\n**Salary:** $41.10 per hour"
    assert _pays(text, "US") == [(41.1, 41.1, "USD", "hour")]
    # a pay item with a comma stays pay
    assert _pays("RN\n\n* Competitive pay, up to $52 per hour", "US") == [(None, 52, "USD", "hour")]


def test_a_stipend_for_housing_or_transit_is_no_pay() -> None:
    assert _pays("Crew Member\n\nPay: $16/hr\n$300/month housing stipend", "US") == [(16, 16, "USD", "hour")]
    text = "Planner\n\nWe offer a pension, a $120 monthly stipend towards public transit costs, and retirement savings."
    assert _pays(text, "US") == []
    assert _pays("Tech\n\nPay $19.00/hr. *Housing stipend of up to $900/mo. may be available", "US") == [(19, 19, "USD", "hour")]
    # a student's or a living stipend is the pay
    assert _pays("Crew\n\nMembers receive a living stipend of $450/week.", "US") == [(450, 450, "USD", "week")]


def test_clock_times_hours_per_pay_and_zip_codes_are_no_pay() -> None:
    assert _pays("RN\n\nA paid, all\\-year post on 12\\-hour rotating shifts (7p to 7a or 7a to 7p).", "US") == []
    assert _pays("RN\n\nShift: Days\nScheduled Hours per Pay: 72\nPosition Summary: paid orientation", "US") == []
    text = "LPN\n\nPay is competitive.\n\nAbility to Relocate:\n* Dayton, OH 45402: Relocate before starting work (Required)"
    assert _pays(text, "US") == []


def test_a_dublin_district_a_grade_on_a_schedule_a_duration_and_a_link_code_are_no_pay() -> None:
    text = "Credit Controller\n\n**Location: Hybrid \\- Sandyford, Dublin 18** **Compensation** : **36,000 OTE** We want"
    assert _pays(text, "IE") == [(36000, 36000, None, None)]
    text = "RN\n\nAn hourly position in the union, with a pay range of **11** on the **State Pay Range Schedule**. Hours vary."
    assert _pays(text, "US") == []
    assert _pays("RN\n\nDivision: Behavioral Health\n\nSalary Level: Non\\-Exempt 12\n\nReports To: Supervisor", "US") == []
    assert _pays("Aide\n\nVoici l'offre : - Contrat: Intérim - Durée: 12/jours - Salaire: euros/heure", "FR") == []
    text = "Dev\n\nSee https://example.org/pdf/pay-policy_%20English.pdf to view our pay transparency policy"
    assert _pays(text, "US") == []
    # a salary beside a Dublin district stays pay
    assert _pays("Engineer\n\nLocation: Dublin 2\nSalary: 45,000 per annum", "IE") == [(45000, 45000, None, "year")]


def test_a_salary_noun_right_before_an_amount_names_it_over_a_not_pay_word_earlier_in_its_clause() -> None:
    text = "Vet Nurse\n\n***12\\-Month Fixed\\-Term Contract (Maternity Cover)*** ***Salary €31,000\\-€34,000 DOE*** ***Start: May***"
    assert _pays(text, "IE") == [(31000, 34000, "EUR", None)]
    # the not-pay word still names an amount no salary noun stands right before
    assert _pays("Nurse\n\nIncome protection cover €2,000 per month is included.", "IE") == []


def test_a_starting_salary_for_this_position_is_a_minimum() -> None:
    text = "Engineer\n\nThe starting salary for this position is 65,000 EUR gross per year. Offers follow market data."
    assert _extracted(text, "DE") == [(65000, None, "EUR", "year")]
    assert _pays("Usher\n\nStarting hourly rate for the position is €13\\.90\\. Progression is on merit.", "IE") == [(13.9, None, "EUR", "hour")]


def test_a_benefit_credit_in_hoehe_von_is_no_pay() -> None:
    text = "Chemiker\n\nSie bekommen außerdem ein jährliches Guthaben in Höhe von 300,00 € für Gesundheitsleistungen."
    assert _pays(text, "DE") == []
    # a salary noun before "in Höhe von" names the pay
    text = "Chemiker\n\nDas Jahresgehalt in Höhe von 58.000 € wird in 12 Raten gezahlt."
    assert _pays(text, "DE") == [(58000, 58000, "EUR", "year")]


def test_a_benefit_amount_for_a_gym_or_insurance_is_no_pay() -> None:
    assert _pays("Engineer\n\nPerks: 🤸 Up to 30 EUR per month for a gym subscription. 🛴 Flexible plan", "ES") == []
    assert _pays("Engineer\n\nSocial benefits (70€ a month for health insurance, meal tickets)", "ES") == []
    # an hourly rate for a kind of work stays pay
    assert _pays("Nurse\n\nWe pay $45 per hour for home visits.", "US") == [(45, 45, "USD", "hour")]


def test_a_bare_number_under_ten_with_no_period_is_no_pay() -> None:
    text = "Clerk\n\nBenefits: paid leave. We refund the medical check (Basic 5, X\\-ray and urine test)"
    assert _pays(text, "PH") == []
    assert _pays("Developer\n\nSalary is competitive. Basic understanding of HTML 5, JavaScript and CSS", "PH") == []
    # with a period it stays a rate
    assert _pays("Support Worker\n\nSalary: up to 8 per hour", "GB") == [(None, 8, None, "hour")]
    # and so do rates written with decimals (a board that drops the pound sign)
    assert [f[:2] for f in _pays("Carer\n\nDriver essential; we pay 7.20 weekdays & 8.30 weekends plus mileage", "GB")] == [
        (7.2, 7.2), (8.3, 8.3)]


def test_digits_masked_by_the_source_are_no_amount() -> None:
    text = "Account Manager\n\nWe offer a package: Basic Salary  30 2****k p.a. 1 st Year OTE  **** ****k and a car."
    assert _pays(text, "GB") == []
    assert _pays("Nurse Manager\n\nA hands on management post paying ****16 per hour for nights.", "GB") == []
    text = "Care Assistant\n\nCare Assistant Pay Rate: ****  **** per hour depending on hours Location: Bristol We recruit"
    assert _extracted(text, "GB") == []
    # markdown bold next to an amount masks nothing
    assert _pays("RN\n\n**Pay Range: $42****.00 \\- $46\\.00**", "US") == [(42, 46, "USD", None)]
    assert _extracted("Support Worker\n\nLocation: Kettering Salary: up to 9 per hour The Role; support", "GB") == [(None, 9, None, "hour")]


def test_thousands_after_a_dash_or_an_open_bound_in_a_title_are_pay() -> None:
    # a title amount is pay (RUNNING_TEXT_RULES gold58, gold60), also after " - " or "Up to" / "ab", not only in a
    # slashed field; a bonus or an incentive named after it is not
    body = "\n\nOur client is hiring. Send your CV today to apply for this role." + _FILLER
    assert _pays("Data Analyst - 65K plus great benefits" + body, "IE") == [(65000, 65000, None, None)]
    assert _pays("Dental Nurses - great conditions - 28K - 36K Cork" + body, "IE") == [(28000, 36000, None, None)]
    assert _pays("IT Project Lead-Onsite Pasig-Up to 180K NET" + body, "PH") == [(None, 180000, None, None)]
    assert _pays("RN, Oncology - Nights - 15K Incentive" + body, "US") == []
    assert _pays("Care Aide - Days - 5K sign on" + body, "US") == []


def test_what_one_may_earn_in_the_first_year_is_no_pay_statement() -> None:
    # projected earnings (RUNNING_TEXT_RULES: the lead's projected-figure rule, "Year 1 Total Comp"): no statement
    assert _pays("Sales Agent\n\nWe want closers hoping to earn up to 60K in their first year from home." + _FILLER, "US") == []
    assert _pays("SDR\n\n* Driven by the idea of earning £40k/€45k\\+ in year one * Resilient" + _FILLER, "IE") == []
    assert _pays("SDR\n\n* Commission: uncapped, on top of base salary, OTE £40k/€45k\\+ in year one" + _FILLER, "IE") == []
    # a salary stated for the first year, with no earning verb before it, stays
    assert _pays("SDR\n\nSalary: €38,000 in your first year, then a review." + _FILLER, "IE") == [(38000, 38000, "EUR", "year")]


def test_a_masked_lower_end_before_an_amount_states_the_upper_end() -> None:
    # RUNNING_TEXT_RULES (session of 2026-12-07 03:58): "**** - N", "ranging **** to N" is max only, with the line's
    # currency and period
    assert _pays("Process Engineer\n\nLocation Leeds Salary  ****  52,000 Minimum requirements: a degree. Call **** ****",
                 "GB") == [(None, 52000, None, None)]
    assert _pays("Chef\n\nSalary £**** to £29,000 per annum plus tips. Call **** ****", "GB") == [(None, 29000, "GBP", "year")]
    # the mask alone in the text (no other mask of the board's shape) reads the same
    assert _pays("Chef\n\nSalary £**** to £29,000 per annum plus tips." + _FILLER, "GB") == [(None, 29000, "GBP", "year")]
    assert _pays("Home Manager\n\nSalary: **** - 48,000 per annum plus benefits. Call **** ****", "GB") == [
        (None, 48000, None, "year")]
    # a mask glued to the amount hides part of it; both ends masked leave no amount
    assert _pays("Sous Chef\n\nSalary up to ****6000 plus tips. Call **** ****", "GB") == []
    assert _pays("Carer\n\nPay Rates: ****  **** per hour. Hours ****  44 hours per week", "GB") == []


def test_a_masked_upper_end_after_an_amount_states_the_lower_end() -> None:
    # RUNNING_TEXT_RULES (session of 2026-12-07 06:16): "N - ****", "N to ****per hour" is min only, with the line's
    # currency and period (the masked lower end's mirror)
    assert _pays("Care Assistant\n\nSalary: 21,000 - **** per annum plus benefits. Call **** ****", "GB") == [
        (21000, None, None, "year")]
    assert _pays("Carer\n\nDomiciliary care Salary: 9 to ****per hour (flexible shifts)", "GB") == [(9, None, None, "hour")]
    assert _pays("Chef\n\nSalary £24,000 to £**** per annum plus tips. Call **** ****", "GB") == [
        (24000, None, "GBP", "year")]
    # a mask glued to a digit hides part of a number; a masked count of hours after the rate is no upper end
    assert _pays("Sous Chef\n\nSalary 21,000 - ****5 pa. Call **** ****", "GB") == []
    assert _pays("Carer\n\nPay: 9.50  **** hours per week. Call **** ****", "GB") == [(9.5, 9.5, None, None)]


def test_readings_the_lead_confirmed_for_pay62_hold() -> None:
    # RUNNING_TEXT_RULES (session of 2026-12-07 06:16), readings main already gave (pinned, no rule of their own): both
    # ends written after a bound word are a range as written; a title's "earn N per month" that is the only amount is pay
    assert _pays("LPN\n\nCompensation: From $52.00-$58 per hour, weekly pay." + _FILLER, "US") == [(52, 58, "USD", "hour")]
    assert _pays("Caregiver\n\nStarting wage $18.20-$21.75 depending on shift." + _FILLER, "US") == [
        (18.2, 21.75, "USD", None)]
    assert _pays("Säljare - tjäna 35 000 kr/mån\n\nVi söker säljare till vårt team. Provisionsbaserad lön." + _FILLER,
                 "SE") == [(35000, 35000, "SEK", "month")]


def test_a_labelled_bare_number_under_ten_with_no_period_is_no_pay() -> None:
    text = ("RGN\n\n• Strong skills. Remuneration: you get a fair basic salary and commission; the role runs 3 days per"
            " week, and full time earnings are possible with commission")
    assert _extracted(text, "GB") == []


def test_a_base_rate_plus_add_on_label_names_the_rate() -> None:
    text = "RN\n\n**COMPENSATION:** Base rate\\+premium: $58\\.25/hour (in accordance with federal/state regulations)"
    assert _pays(text, "US") == [(58.25, 58.25, "USD", "hour")]
    # the add-on's own label stays no pay
    assert _pays("RN\n\nShift premium: $3.00/hour for nights", "US") == []


def test_standards_extra_salaries_clock_minutes_dates_and_ages_are_no_pay() -> None:
    assert _pays("Engineer\n\nBasic knowledge of ISO 9001 & 14001 and IATF 16949. Salary is competitive.", "MY") == []
    assert _pays("Инженер\n\n<li>Рыночный уровень ЗП, 13-я заработная плата</li>", "RU") == []
    assert _pays("Analityk\n\nco roku dodatkowa pensja 13'tka", "PL") == []
    assert _pays("Analista\n\nHorario: viernes 8:00 a 14:30Retribución competitiva", "ES") == []
    assert _pays("Buchhalter\n\nArbeitszeit\n * Mo.-Fr. 8:30 – 17:00 Uhr\n\nGehalt nach Vereinbarung", "DE") == []
    assert _pays("Monteur\n\nDies entspricht einem Stundenlohn von 16, 04 Euro (Stand 21.05.2026)", "DE") == []
    assert _pays("Staff\n\nPeople at the age range of 22 - 28 y.o. are welcome. Salary competitive", "ID") == []


def test_weights_multiples_counts_and_section_numbers_are_no_pay() -> None:
    assert _pays("LPN\n\n* Grasping: Simple <40 pounds (Occasionally)\n\nPay is competitive", "US") == []
    assert _pays("Labourer\n\n- Handle product with a weight range of 90 lbs.\n- Pay is competitive", "CA") == []
    assert _pays("Dev\n\nOur code base has grown 12x in a year.", "PH") == []
    assert _pays("Dev\n\nOur engineers earn 400+ technology certificates yearly. Salary is competitive", "PH") == []
    assert _pays("RN\n\n10.3 Performs physical exam.\n10.4 Proficient in basic rhythm reading.", "US") == []
    assert _pays("Seller\n\nCandidates with an annual GMV exceeding 40 million RMB are preferred. Salary: competitive", "ID") == []


# pay45: families of a new read sample (seed 2026120645, non-English boards favoured) and the unlabelled dev postings
def test_a_pay_bands_min_mid_and_max_points_are_one_range() -> None:
    # a band to its midpoint: min to mid (as "Minimum to Midpoint Pay Rate: $X - $Y")
    text = "Staff Nurse\n\n**Location** : 12 Oak Avenue\n\n**Pay Rate** : Min $31\\.40 Mid $39\\.85\n\nSummary of the role"
    assert _pays(text, "US") == [(31.4, 39.85, "USD", None)]
    text = "Care Coordinator\n\nA full\\-time day post.\n\n**Minimum $71,250 \\- Midpoint $90,115\\***\n\n* Salary depends on years"
    assert _pays(text, "US") == [(71250, 90115, "USD", None)]
    # min, mid and max: the band's ends
    text = "RN\n\nPay Range\nMinimum $47\\.00 Midpoint $50\\.50 Maximum $54\\.00*Rate of pay depends on several factors"
    assert _pays(text, "US") == [(47, 54, "USD", None)]
    text = "Analyst\n\nPay band: Min = $60,000 / Mid = $70,000 / Max = $80,000 per year"
    assert _pays(text, "US") == [(60000, 80000, "USD", "year")]
    # a minimum alone stays an open bound
    assert _pays("RN\n\nPay: minimum $30.00 per hour, depending on experience", "US") == [(30, None, "USD", "hour")]


def test_a_benefit_voucher_in_the_dative_plural_is_no_pay() -> None:
    text = ("Steuerfachangestellte\n\n<ul><li>Vergütung von <strong>48.000 € bis 60.000 €</strong> / Jahr</li>"
            "<li>Nettolohnoptimierung mit monatlichen 44,00€ Sachbezugsgutscheinen</li></ul>")
    assert _pays(text, "DE") == [(48000, 60000, "EUR", "year")]


def test_a_plural_mio_multiplier_serves_both_ends() -> None:
    text = ("Content Writer\n\nSalary (main salary and transport): Probation 3 months (IDR 6 - 8mios/month), Full time"
            " (IDR 9 - 12 mios/month). About the job")
    assert _pays(text, "ID") == [(6_000_000, 8_000_000, "IDR", "month"), (9_000_000, 12_000_000, "IDR", "month")]


def test_a_benefit_budget_compound_is_no_pay_but_a_salary_budget_is() -> None:
    text = "Controller (m/w/d)\n\n# Was wir bieten?\n\n- Mobilitätsbudget von 400 - 800 € netto pro Jahr: frei wählbar"
    assert _pays(text, "DE") == []
    assert _pays("Teamleiter\n\nDas Gehaltsbudget für diese Rolle liegt bei 62.000 € brutto im Jahr.", "DE") == [
        (62000, 62000, "EUR", "year")]


def test_min_and_max_labels_with_a_currency_code_and_no_link_word_make_one_range() -> None:
    text = "Night Porter\n\nApply now, we look forward to meeting you **Min** EUR €13\\.90/Hr. **Max** EUR €14\\.60/Hr."
    assert _pays(text, "IE") == [(13.9, 14.6, "EUR", "hour")]


def test_a_range_between_two_scale_points_is_one_range() -> None:
    text = "Administrator\n\n**Salary starting from point 1 € 36,410\\.20 to point 6 € 44,100\\.50 per annum (pro\\-rata)"
    assert _pays(text, "IE") == [(36410.2, 44100.5, "EUR", "year")]
    text = "Therapist\n\nPaid on the consolidated scale (Point 1; € 48,200 – Point 9; € 69,950 LSI per annum, 35 hours)."
    assert _pays(text, "IE") == [(48200, 69950, "EUR", "year")]


def test_a_purchase_volume_and_a_benefit_fund_are_no_pay() -> None:
    text = ("Vertriebsmitarbeiter\n\nWir betreuen Privathaushalte ebenso wie Betriebe mit einem Bestellvolumen von rund"
            " 150.000 € im Jahr. Gehalt: 52.000 € pro Jahr")
    assert _pays(text, "DE") == [(52000, 52000, "EUR", "year")]
    text = "Veterinary Nurse\n\n* Memberships covered * Staff hardship fund \\- €900 annually for exceptional cases * Pension"
    assert _pays(text, "IE") == []


def test_an_education_benefit_with_its_alternative_amount_before_in_the_form_of_is_no_pay() -> None:
    text = ("Medical Assistant\n\n* **Pay:** $21\\.50 \\- $30\\.10 / hour.\n\nEducation and growth\n* Up to 100% of tuition"
            " paid for degrees.\n\t+ Shorter courses: we cover up to $8,000/year up front, or up to"
            " $5,250/year in the form of a tuition refund.\n* Access to online courses")
    assert _pays(text, "US") == [(21.5, 30.1, "USD", "hour")]


def test_a_bonus_installment_after_a_time_of_service_is_no_pay() -> None:
    text = ("RN\n\n**$6,000 JOINING BONUS** in three parts: $1,500 when orientation ends, $1,500 at the half-year mark,"
            " and $3,000 after 12 months of full-time service.\n\nPay: $38.00 per hour")
    assert _pays(text, "US") == [(38, 38, "USD", "hour")]
    # a rise after years of service stays the range it states
    assert _pays("Store Assistant\n\n* €15\\.40 rising to €17\\.90 per hour after 3 years", "IE") == [
        (15.4, 17.9, "EUR", "hour")]


def test_a_family_forming_benefit_amount_is_no_pay() -> None:
    text = "Analyst\n\n* Enhanced maternity pay * $12,000\\* fertility, hormonal health and family\\-forming benefit * Pension"
    assert _pays(text, "IE") == []
    # a benefit "of up to" an amount behind a sign the reader takes for no currency stays a benefit
    text = "Analyst\n\n* $12,000\\* fertility benefit * Monthly gym subsidy of up to ₠40 per month * Pension"
    assert _pays(text, "IE") == []


def test_a_raise_the_job_may_reach_within_a_time_is_no_pay() -> None:
    text = ("Triage RN\n\n* Base rate **$24** an hour; reviews every quarter give you the potential to reach"
            " **$27** an hour** within the first 6 months\n* Remote")
    assert _pays(text, "US") == [(24, 24, "USD", "hour")]
    text = ("Agent\n\nOngoing pay review with a potential exponential growth for high achievers (PHP 45,000 per month within"
            " 2 years) Salary: PHP 25,000 per month")
    assert _pays(text, "PH") == [(25000, 25000, "PHP", "month")]
    # a start date "within" a time after the pay leaves it as it is
    assert _pays("RN\n\nPay: $52/hr\n* Start Date: Within 2 weeks of offer acceptance", "US") == [(52, 52, "USD", "hour")]


def test_a_street_address_number_and_a_date_are_no_pay() -> None:
    text = "Researcher\n\n**Reporting to:** Head of Research **Base:** 12 Mount Street Place, Dublin 2/ Hybrid. Salary is competitive"
    assert _pays(text, "IE") == []
    assert _pays("Engineer\n\nhigher compensation is also available.LocationHauptstraße 7, 68161 Mannheim, Germany", None) == []
    assert _pays("Porter\n\n**Salary** 14\\.86 **Closing Date** 12\\-05\\-2026 **Vacancy**", "IE") == [(14.86, 14.86, None, None)]
    # a bare salary before a capitalized period stays pay
    assert _pays("RN\n\nPay: 45 Per Hour", "US") == [(45, 45, None, "hour")]
    # a salary before capitalized words that end in a street word but are no address stays pay
    assert _pays("Driver\n\n**Salary:** **38,245** APPLY NOW **Drive Fresh. Deliver Impact.**", "IE") == [
        (38245, 38245, None, None)]


# pay46: English boards


def test_a_cover_letter_before_a_glued_pay_label_does_not_make_it_a_benefit() -> None:
    text = ("Developer\n\nKeen to build apps? Send your resume and cover letter to careers@example.com.Job Type:"
            " Full-timePay: Php20,000.00 - Php24,000.00 per monthBenefits:Paid leave")
    assert _pays(text, "PH") == [(20000, 24000, "PHP", "month")]
    # a benefit's label headed by its benefit word stays no pay
    assert _pays("Nurse\n\n* Pay: $40/hr\n* Relocation assistance package: $5,000", "US") == [(40, 40, "USD", "hour")]


def test_a_stipend_named_for_housing_meals_transit_or_phone_is_no_pay() -> None:
    text = ("Travel RN - ICU\n\n**Compensation:**\n\n* Gross: $2,150 per week\n* W2: $22\\.00 per hour\n"
            "* Tax\\-Free Stipend: $1,390 per week\n* Locals accepted")
    assert _pays(text, "US") == [(2150, 2150, "USD", "week"), (22, 22, "USD", "hour")]
    text = "Coordinator\n\nSalary: $52,000 per year. Perks: a $60 monthly phone stipend and a $90/month transit stipend."
    assert _pays(text, "US") == [(52000, 52000, "USD", "year")]
    assert _pays("Travel LPN\n\n* Pay: $30/hr\n* Housing Stipend: $1,100/week\n* Meals stipend $350 per week", "US") == [
        (30, 30, "USD", "hour")]
    # a stipend named for nothing stays pay, and so does a weekly total that includes stipends
    assert _pays("PhD Student\n\nThe student receives a stipend of $27,000 per year.", "US") == [
        (27000, 27000, "USD", "year")]
    assert _pays("Travel RN\n\n* **$2500/week** (Taxable \\+ Non\\-Taxable Stipends if applicable)", "US") == [
        (2500, 2500, "USD", "week")]


def test_what_top_performers_earn_is_no_pay() -> None:
    text = ("Closer\n\n* Commission only\n* Top reps earning $18k–$25k/month\n* Base salary: $3,000 per month")
    assert _pays(text, "US") == [(3000, 3000, "USD", "month")]
    text = ("Sales Agent\n\nBase Rate: ₱30,000 per monthUnlimited CommissionsAverage Monthly Incentive Range of top"
            " performing agents: ₱ 100,000 ~ ₱ 150,000")
    assert _pays(text, "PH") == [(30000, 30000, "PHP", "month")]
    # top performers named after the pay leave it as it is
    assert _pays("Rep\n\nSalary: $60,000 - $70,000 per year. We reward top performers with bonuses.", "US") == [
        (60000, 70000, "USD", "year")]
    text = ("Agent\n\n* Cycle scheme * Long-service and top\\-performer prizes *Base pay for the role: a yearly salary"
            " of €36,000 plus a variable bonus of up to €5,000 a year.")
    assert _pays(text, "IE") == [(36000, 36000, "EUR", "year")]


# pay47: a round-robin sample over all sources and the lead's decisions of 2026-12-06 12:14


def test_a_figure_in_billions_is_no_pay() -> None:
    text = "Security Engineer\n\nOur customers move more than $19B of goods a year. Salary: $150,000 - $180,000 per year."
    assert _pays(text, "US") == [(150000, 180000, "USD", "year")]
    assert _pays("Analyst\n\nWe are tackling a $100B/year problem. Pay: $40/hour", "US") == [(40, 40, "USD", "hour")]
    # a letter that starts a word after the amount leaves it pay, and so does a French "B/an" (brut par an)
    assert _pays("Nurse\n\nPay: $45 Base rate", "US") == [(45, 45, "USD", None)]
    assert [p[1:] for p in _pays("Ingénieur\n\nAutres informations30 à 35K€B/an", "FR")] == [(35000, "EUR", "year")]


def test_an_intern_allowance_stated_as_what_the_intern_receives_is_pay() -> None:
    text = "Helpdesk Internship\n\nYou will support users on site.With PHP 150 per day allowance for interns"
    assert _pays(text, "PH") == [(150, 150, "PHP", "day")]
    assert _pays("QA Intern/OJT\n\nMust be a student.Allowance will be provided. (PHP 250/day)", "PH") == [
        (250, 250, "PHP", "day")]
    # an allowance named for what it pays towards stays a benefit, as does one outside an internship
    assert _pays("Developer Intern\n\nWe offer:Monthly transportation allowance of ₱3,000;HMO coverage", "PH") == []
    assert _pays("Developer\n\nWe offer:Monthly allowance of ₱3,000;HMO coverage", "PH") == []
    # a number that is no amount in an intern title with an allowance stays none
    assert _pays("IT Intern (Cebu) | Allowance Provided | REQ-7C1234\n\nJoin us!", "PH") == []


def test_an_unnamed_weekly_stipend_beside_the_hourly_rate_of_a_travel_assignment_is_no_pay() -> None:
    text = "Interim Manager, RN\n\n* 13 Week Assignment\n* $85/hour\n* $1100/weekly Stipend\n* Bi-weekly Pay"
    assert _pays(text, "US") == [(85, 85, "USD", "hour")]
    # a weekly stipend with no hourly rate (an intern's) stays pay
    assert _pays("Research Intern\n\nDuration: 10 weeks. Compensation: €175 per week stipend", "IE") == [
        (175, 175, "EUR", "week")]


def test_a_label_naming_two_kinds_of_pay_gives_no_period() -> None:
    text = "Analyst\n\nStrong communication skills.\n\nThe salary/hourly range is $81,200-$104,900, based on experience."
    assert _pays(text, "US") == [(81200, 104900, "USD", None)]
    # one kind in the label keeps its period
    assert _pays("Aide\n\nThe hourly range is $21-$26.", "US") == [(21, 26, "USD", "hour")]


def test_a_benefit_amount_for_care_plans_development_or_wellness_is_no_pay() -> None:
    text = "Ranger\n\nWage: $24.10/hour\n\nCoverage for the PPO is $65.20/month for medical and vision & $9.50/month for dental;"
    assert _pays(text, "US") == [(24.1, 24.1, "USD", "hour")]
    assert _pays("Keeper\n\nSalary: $41,000 per year\n$250/year for professional development activities", "US") == [
        (41000, 41000, "USD", "year")]
    # a benefit amount with a currency leaves the text's bare day counts no pay
    text = "Engineer\n\n* 24 days paid holiday (rising to 28 with service) * €90 per month to use toward qualifying wellness costs"
    assert _pays(text, "IE") == []
    # a rate for a care role stays pay
    assert _pays("Clinic\n\nPay: $20/hr for Dental Assistants", "US") == [(20, 20, "USD", "hour")]


def test_a_single_benefit_named_after_the_amount_is_no_pay() -> None:
    assert _pays("Counsellor\n\nSalary: $58,000 per year\n* $250 annual benefit\n* RRSP program", "CA") == [
        (58000, 58000, "CAD", "year")]
    assert _pays("Engineer\n\n* Pay: $120,000/year\n* $150/month Quality of Life perk", "US") == [(120000, 120000, "USD", "year")]
    assert _pays("Clerk\n\n* Wage: $19/hour\n* Up to $60/month match on savings plan", "US") == [(19, 19, "USD", "hour")]
    # pay with its package of benefits after it stays pay
    assert _pays("Driver\n\n$42,000 per year plus benefits", "US") == [(42000, 42000, "USD", "year")]
    assert _pays("Driver\n\n$42,000 per year with full benefits", "US") == [(42000, 42000, "USD", "year")]


def test_a_national_service_living_allowance_is_pay() -> None:
    text = "Trail Crew Member\n\nBenefits: \nEducation Award: $6,000.00\nLiving Allowance: $610 per week.\nPossible loan forbearance."
    assert _pays(text, "US") == [(610, 610, "USD", "week")]
    text = ("Conservation Intern\n\nThe Conservancy is a smoke free workplace." + _FILLER +
            "\n\n$280 bi-weekly cost of living stipend and dorm housing provided.")
    assert _pays(text, "US") == [(280, 280, "USD", None)]
    # a cost of living allowance beside a salary stays an add-on
    assert _pays("Engineer\n\nSalary: $90,000 per year\nCost of living allowance of $500 per month", "US") == [
        (90000, 90000, "USD", "year")]


def test_a_benefit_named_earlier_in_the_sentence_before_a_cap_is_no_pay() -> None:
    text = "RN\n\n* Pay: $44/hour\nLadder Promotion Bonus eligible up to $4,000\nEligible for benefits"
    assert _pays(text, "US") == [(44, 44, "USD", "hour")]
    text = ("Analyst\n\nSalary: $61,000 per year. We offer the State Loan Assistance Program, where eligible employees can"
            " receive up to $410.00 per month for their student loans.")
    assert _pays(text, "US") == [(61000, 61000, "USD", "year")]
    assert _pays("Nurse\n\n* Wage: $39/hr\n* Retention Premium Program- up to $6/hour based on years of service", "US") == [
        (39, 39, "USD", "hour")]
    # a pay word between the benefit and the amount keeps it pay
    assert _pays("Nurse\n\nSign-on bonus available and pay up to $45/hour", "US") == [(None, 45, "USD", "hour")]


# pay49: families counted in the unlabelled dev postings (each assert fails on 41872a6d)


def test_a_conversion_in_brackets_after_the_pay_is_part_of_its_statement() -> None:
    text = "Postdoc\n\nThe monthly salary of a researcher here is about 52'000 SEK before tax (€ 4'500)."
    assert _pays(text, "SE") == [(52000, 52000, "SEK", "month")]
    assert _pays("Technician\n\n**Salary:** €41,000 (approx. £34–36K) **Contract:** permanent", "IE") == [
        (41000, 41000, "EUR", None)]
    # a second pay in the same currency in brackets stays its own statement (a repeat in another period)
    assert _pays("Clerk\n\nSalary: $21.00 per hour ($40,950 per annum)", "CA") == [
        (21, 21, "CAD", "hour"), (40950, 40950, "CAD", "year")]


def test_an_hourly_range_with_hr_glued_to_each_end_is_one_range() -> None:
    assert _pays("Aide\n\n**Pay: $24hr to $29hr - Pay is contingent on experience**", "US") == [(24, 29, "USD", "hour")]
    assert _pays("Nurse\n\n**Pay Range:** $38.50hr- $51.10hr", "US") == [(38.5, 51.1, "USD", "hour")]
    # hours after a bare number are no range end
    assert _pays("Tech\n\nPay: $25 per hour, 8hr to 10hr shifts", "US") == [(25, 25, "USD", "hour")]


def test_a_dublin_district_before_the_pay_is_no_range_end() -> None:
    assert _pays("Office Coordinator - Dublin 4 - €42K\n\nA role in our city office.", "IE") == [(42000, 42000, "EUR", None)]


def test_an_amount_split_by_italics_at_its_thousands_comma_is_one_amount() -> None:
    text = ("Analyst\n\n*The pay for this position is* *basic* *salary per annum of €* *52* *,000* *with an* *additional*"
            " *variable bonus* *component* *of €9* *,000* .")
    assert [p[:4] for p in _pays(text, "IE")] == [(52000, 52000, "EUR", "year")]


def test_a_bare_two_digit_number_with_no_period_nor_pay_label_is_no_pay() -> None:
    assert _pays("Perks\n\n* Up to 30 vacation days, starting from 22;\n* Lunch twice a week", "PH") == []
    assert _pays("Media\n\nThe group runs the flagship brand, BRANDPLUS, 19 premium pay TV channels and more.", "US") == []
    assert _pays("Nurse\n\n* 12 paid holidays each year (13 during election years)\n* 20 days Paid Vacation", "US") == []
    # a pay label before it, or a period after it, keeps it pay
    assert _pays("Chef\n\n**Salary** 15.20 **Closing Date** 10-06-2026", "IE") == [(15.2, 15.2, None, None)]
    assert _pays("Carer\n\nSalary: up to 9 per hour", "GB") == [(None, 9, None, "hour")]


# pay51: non-English boards (each assert fails on 1f3b04a4)


def test_non_english_benefit_nouns_name_their_amount_no_pay() -> None:
    # a French meal allowance, both items of its list; the health sector's fixed supplement; shopping vouchers
    text = "Opérateur\n\nAvantages :\n- Salaire entre 2100€ et 2300€ brut/mensuel\n- Panier de jour (2.10€) et nuit (6.40€) par jour."
    assert _pays(text, "FR") == [(2100, 2300, "EUR", "month")]
    assert _pays("Aide-soignant\n\nRémunération selon grille + Ségur de la santé (183 euros net/mois)", "FR") == []
    assert _pays("Vendeur\n\n* Salaire 1900 € brut par mois\n* 480 € de bons d'achat par an,", "FR") == [
        (1900, 1900, "EUR", "month")]
    # Spanish meal cards and a training budget
    assert _pays("Analista\n\nOfrecemos:\n• Vales de comida de un valor de 8 euros por cada día presencial.", "ES") == []
    assert _pays("Consultor\n\nOfrecemos 1500€ anuales de formación a medida.", "ES") == []
    # German supplements and savings benefits; Indonesian insurance caps after a pay range glued to them
    text = "Techniker\n\nWir bieten Nebenbezüge von durchschnittlich € 250,-- brutto/Monat."
    assert _pays(text, "AT") == []
    text = ("Techniker\n\nMindestentgelt von € 2.900,00 brutto/Monat. Zusätzlich gibt es nach"
            " der Einschulung Nebenbezüge von durchschnittlich mindestens € 250,-- brutto/Monat.")
    assert _pays(text, "AT") == [(2900, None, "EUR", "month")]
    assert _pays("Analyst\n\nDeine Benefits\n• vermögenswirksame Leistungen (400 €/Jahr)\n• 30 Tage Urlaub", "DE") == []
    text = ("Supervisor\n\nGaji Pokok : IDR 4.500.000 - IDR 5.500.000Plafond medical rawat jalan : Rp 4.000.000,- /tahun"
            "Asuransi Rawat Inap : kelas kamar Rp 900.000,- /hari")
    assert _pays(text, "ID") == [(4500000, 5500000, "IDR", None)]


def test_a_later_years_pay_in_brackets_is_part_of_its_statement() -> None:
    text = "Projektmitarbeiter\n\nDas Jahresgehalt beträgt mind. 24.100,50 € brutto (26.000,10 € brutto im 2. Jahr)."
    assert _pays(text, "DE") == [(24100.5, None, "EUR", "year")]
    # a second pay in brackets that names no later year stays its own statement
    assert _pays("Clerk\n\nSalary: $21.00 per hour ($40,950 per annum)", "CA") == [
        (21, 21, "CAD", "hour"), (40950, 40950, "CAD", "year")]


def test_a_bonus_months_ordinal_is_no_amount_and_leaves_the_sign_to_the_range() -> None:
    assert _pays("Technicien\n\nRémunération comprise entre 28 et 33K€ 13ème mois inclus", "FR") == [
        (28000, 33000, "EUR", None)]
    assert _pays("Vendeur\n\nAvantages : Rémunération d'un 13¿ mois, mutuelle", "FR") == []


def test_a_brazilian_contracts_monthly_hours_are_no_pay() -> None:
    assert _pays("Desenvolvedor\n\nContratação: PJ com base em 168/Hrs (Hora Aberta).\nLocal: Zona Norte/SP.", "BR") == []
    assert _pays("Desenvolvedor\n\nContratação: PJ com base em R$ 60,00/h.", "BR") == [(60, 60, "BRL", "hour")]
# pay50: families of a fresh read sample over the English-language boards (each assert fails on 1f3b04a4)


def test_a_lone_amount_in_a_bold_header_field_is_pay() -> None:
    # one-line markdown descriptions: the header's bold run bounds the field, the line ends far after it
    text = "Payroll Officer\n\n**Payroll Officer \\| Retail \\| Cork \\| Up to €48,000** We are partnering with a retailer." + _FILLER
    assert _pays(text, "IE") == [(None, 48000, "EUR", None)]
    text = "Office Assistant\n\n**Office Assistant** **Galway 3** **€36K** Are you an organised person?" + _FILLER
    assert _pays(text, "IE") == [(36000, 36000, "EUR", None)]
    text = "Support Analyst\n\n**Support Analyst** **Cork (Hybrid) \\| 6\\-Month Contract \\| €72,000 pro rata** We are hiring." + _FILLER
    assert _pays(text, "IE") == [(72000, 72000, "EUR", None)]
    # a field bounded on one side only (an amount alone on a line under a bonus label) stays no pay
    text = "Nurse\n\nEligible for a joining bonus**Bonus Value:**\n\n\n$7,500.00**Overview:**\n\nThe nurse cares." + _FILLER
    assert _pays(text, "US") == []


def test_a_placeholder_range_of_zeros_is_kept_as_written() -> None:
    text = "Staff Nurse\n\nWe welcome all applicants.\n\n\nHourly pay band: $0.00 to $0.00 / hour*Bands differ by site."
    assert _pays(text + _FILLER, "US") == [(0, 0, "USD", "hour")]
    assert _pays("Travel RN\n\nEarn up to ($0 - $0 per week) on this contract." + _FILLER, "US") == [(0, 0, "USD", "week")]
    # a lone zero is no amount
    assert _pays("Nurse\n\n$0 copay for primary care visits. Pay: $30/hr" + _FILLER, "US") == [(30, 30, "USD", "hour")]


def test_an_amount_a_benefit_is_of_is_no_pay() -> None:
    text = "Crew Member\n\nBenefits:\nEducation Award of $1,800.00.\nLiving Allowance of $460 per week.\nAdditional Benefit of $150 per week.\n"
    assert _pays(text + _FILLER, "US") == [(460, 460, "USD", "week")]
# pay52: families of a fresh read sample over the English-language boards, cued broadly (each assert fails on f8343e4a)
# (the extract results are read with pay42's _extracted above)


def test_a_period_before_another_fields_label_is_not_the_amounts() -> None:
    # two bold fields run together once their marks are gone: the week counts the hours
    text = "Dental Receptionist\n\n**Working hours: 38 per week** **Salary bracket: 13.10 to 14.40 Euros** Join a busy clinic." + _FILLER
    assert _pays(text, "IE") == [(13.1, 14.4, "EUR", None)]
    # the field's own period word stays: in its label, or before a bold bound right at the amount
    assert _pays("Porter\n\n**Shifts: 3 a week** **Rate per hour: €13.50**" + _FILLER, "IE") == [(13.5, 13.5, "EUR", "hour")]
    assert _pays("Porter\n\nPaid per hour: **€13.50**" + _FILLER, "IE") == [(13.5, 13.5, "EUR", "hour")]


def test_how_often_the_pay_is_raised_is_not_its_period() -> None:
    assert _pays("Sales Rep\n\nBase pay up to Php 22,000 - Php 26,000, annual increase" + _FILLER, "PH") == [
        (22000, 26000, "PHP", None)]
    assert _pays("Field Crew\n\nA stipend of $5,000 paid in monthly increments." + _FILLER, "US") == [
        (5000, 5000, "USD", None)]
    # the amount's own period word stays
    assert _pays("Clerk\n\nSalary: €29,000 per annum, annual salary review." + _FILLER, "IE") == [
        (29000, 29000, "EUR", "year")]


def test_a_currency_named_in_a_labels_bracket_is_the_bare_amounts() -> None:
    text = "Virtual Assistant\n\nCompensation details (in PHP): Monthly pay of 25,000 - 32,000 Welcome bonus of 3,000"
    assert (25000, 32000, "PHP", "month") in _extracted(text, "PH")
    # an unknown code in the bracket names nothing
    assert _pays("Assistant\n\nPay (in ABC): monthly pay of 25,000 - 32,000", "PH") == [(25000, 32000, None, "month")]


def test_a_health_plans_deductibles_are_no_pay() -> None:
    text = "Analyst\n\nMedical plans with modest yearly deductibles ($300/person or $600/household)." + _FILLER
    assert _pays(text, "US") == []


def test_an_amount_with_a_currency_before_doe_is_pay() -> None:
    text = "Dental Nurse\n\nJoin our friendly practice." + _FILLER + " Please get in touch to learn more. Up to €38,500 DOE"
    assert _pays(text, "IE") == [(None, 38500, "EUR", None)]


def test_a_benefits_package_label_names_no_pay() -> None:
    text = "Analyst\n\nGreat benefits package: medical plans, 4 weeks paid time off in your first year, a gym.\n" + _FILLER
    assert _extracted(text, "US") == []
    # a package label that names the salary is still pay
    assert _extracted("Analyst\n\nSalary and benefits package: $60,000 per year\n" + _FILLER, "US") == [
        (60000, 60000, "USD", "year")]


# pay53: a fresh read sample over the non-English boards (broad cue, half of it where main found no pay)


def test_a_local_pay_noun_with_a_period_labels_the_amount_after_its_colon() -> None:
    # a "key: value" line: the key's period is the value's when the value writes none
    assert _extracted("Assistant RH\n\nSalário mensal: R$ 2.950,10\nBenefícios: VT", "BR") == [(2950.1, 2950.1, "BRL", "month")]
    assert _extracted("Technicien\n\n- Salaire brut annuel : 31 500 €\n- Mutuelle", "FR") == [(31500, 31500, "EUR", "year")]
    assert _extracted("Analista\n\nSalario bruto anual: 27.500€", "ES") == [(27500, 27500, "EUR", "year")]
    assert _extracted("Analista\n\nRemuneración bruta anual: 29.000€", "ES") == [(29000, 29000, "EUR", "year")]
    # a working week before the label is no hourly period of the amount
    text = "Chef d'équipe\n\nLes horaires sont de 35 heures par semaine avec un salaire mensuel compris entre 1900 et 2400EUR."
    assert _pays(text, "FR") == [(1900, 2400, "EUR", "month")]


def test_an_indonesian_range_with_its_millions_written_once_is_millions_at_both_ends() -> None:
    assert _pays("Admin\n\nFasilitas: Gaji pokok 3 - 4 juta per bulan", "ID") == [(3000000, 4000000, "IDR", "month")]
    # "jt" glued to the next item by scraping; that item's "per month" (days off) is not the pay's period
    text = "Host\n\nBenefit:Gaji pokok 4-6jtCuti 2 kali dalam satu bulan"
    assert _pays(text, "ID") == [(4000000, 6000000, "IDR", None)]
    assert _pays("Sales\n\nwe offer salary :basic: 2.5-3jtlocation:Surabaya", "ID") == [(2500000, 3000000, "IDR", None)]
    # outside Indonesia "jt" is no multiplier
    assert _pays("Sales\n\nwe offer salary :basic: 2.5-3jtlocation:Surabaya", "DE") == []


# pay54: a fresh read sample over the English-language boards (100 postings where main finds pay)


def test_a_zero_low_end_before_a_signed_amount_is_kept_as_written() -> None:
    # a board's rendering of "up to N" as a range from zero: kept as written, as the placeholder rule
    text = "Barista\n\nCome and join a friendly team. €0 - €41,000 a year Up to €41,000 DOE Apply through the site."
    assert _extracted(text, "IE") == [(0, 41000, "EUR", "year"), (None, 41000, "EUR", None)]
    assert _extracted("Clerk\n\nPay: $0 - $52,500 per year", "US") == [(0, 52500, "USD", "year")]
    # a lone zero is still no amount, nor a zero high end
    assert _extracted("Clerk\n\nCopay: $0 per visit. Pay: $21 per hour", "US") == [(21, 21, "USD", "hour")]


def test_a_period_right_after_an_amount_is_that_amounts_own() -> None:
    text = "Barista\n\nWe hope to hear from you. €30,500 - €33,000 a year Up to €33,000 DOE Apply through the site."
    assert _extracted(text, "IE") == [(30500, 33000, "EUR", "year"), (None, 33000, "EUR", None)]
    # a rise written after the period in the same sentence keeps it
    text = "Porter\n\nPay is £12.10 an hour; it goes up to £13.05 in city branches."
    assert _extracted(text, "GB")[1][3] == "hour"


def test_a_phone_plan_price_in_a_benefits_list_is_no_pay() -> None:
    text = "LPN\n\nPay range $30.00 to $31.50 an hour.\n\nBenefits:\n* Matching 401(k)\n* $30 each line, mobile phone plan for staff\n"
    assert _extracted(text, "US") == [(30, 31.5, "USD", "hour")]


def test_a_minimum_label_on_the_line_above_gives_the_min_only() -> None:
    text = "Charge Nurse\n\nThe minimum listed is for a full-time role.\n\nMinimum Pay:\n$51.20\nAbout the role: leads a team"
    assert _extracted(text, "US") == [(51.2, None, "USD", None)]
    # a minimum in an earlier sentence of its own names no bound of the amount
    assert _extracted("Porter\n\nWe pay above the minimum wage. Pay: $18 per hour", "US") == [(18, 18, "USD", "hour")]


# pay55: wrong values of the non-English boards (every dev posting where main found pay, none labelled or sampled before)


def test_a_thousands_range_with_spaced_dash_is_no_key_and_value() -> None:
    # "<label> 70k - 90k": the dash joins the range, it does not part a key from its value
    assert _extracted("Ingeniero\n\n• Salario Competitivo (40k - 55k)\n• Retribución flexible", "ES") == [
        (40000, 55000, None, None)]
    assert _extracted("Analyst\n\nSalary 35K - 42K plus bonus", "GB") == [(35000, 42000, None, None)]
    # a key closing with a word is still one ("Salary - 25K net")
    assert _extracted("Analyst\n\nSalary - 25K net", "GB") == [(25000, 25000, None, None)]


def test_an_open_bound_closing_the_wrapped_line_above_is_the_amounts() -> None:
    text = "Analyst\n\nWir zahlen dir ein Jahresgehalt von bis zu\n72.000€ , verteilt auf zwölf Raten, sowie\nZeiten"
    assert _pays(text, "DE") == [(None, 72000, "EUR", "year")]
    assert _pays("Analyst\n\nDein Monatsgehalt liegt bei mindestens\n3.100 EUR brutto.", "DE") == [(3100, None, "EUR", "month")]
    # a label line above is no bound
    assert _pays("Analyst\n\nGehalt:\n3.100 € brutto im Monat", "DE") == [(3100, 3100, "EUR", "month")]


def test_a_labelled_pay_value_does_not_take_a_benefits_amount() -> None:
    text = "Analista\n\nSe ofrece:\n- Salario: 28K (según valía) +Ticket restaurante por valor de 9€/día trabajado."
    assert _extracted(text, "ES") == [(28000, 28000, None, None)]
    text = "Analyst\n\n• Vergütung: Wir zahlen nach Tarif, dazu Urlaubsgeld und vermögenswirksame Leistungen (400 €/Jahr)."
    assert _extracted(text, "DE") == []
    # the add-on's words decide: a bonus after "+" leaves the base, a bracket after no benefit stays
    assert parse_salary("£31,000 + bonus of £2,000", "GB")["min"] == 31000
    assert parse_salary("Vergütung (3.400 € brutto)", "DE")["min"] == 3400


def test_a_french_buy_in_is_no_pay() -> None:
    text = "Médecin\n\nRémunération : 9 000 € net par mois. Reprise du cabinet : apport de 5 000 à 8 000 euros."
    assert _extracted(text, "FR") == [(9000, 9000, "EUR", "month")]


def test_a_benefit_paid_some_months_after_the_start_is_no_pay() -> None:
    text = ("Analyst\n\nWir bieten:\n - Gehaltsspanne von 60.000 bis 70.000 Euro brutto jährlich\n"
            " - Erste Bonuszahlung nach 3 Monaten 600 Euro brutto sowie nach 12 Monate weitere 600 Euro brutto\n - Jobticket")
    assert _pays(text, "DE") == [(60000, 70000, "EUR", "year")]
    # a salary after a time stays pay
    assert _pays("Analyst\n\n- Gehalt nach 6 Monaten 3.500 Euro brutto im Monat", "DE") == [(3500, 3500, "EUR", "month")]


# pay56: invented variants of the English boards' pay statements (other wordings of the same shapes)


def test_an_ote_amount_beside_a_base_is_left_out() -> None:
    # on-target earnings beside a stated base keep the base only (RUNNING_TEXT_RULES)
    assert _pays("Sales Rep\n\nSalary: €47K base / €68K OTE + equity", "IE") == [(47000, 47000, "EUR", None)]
    assert _pays("Advisor\n\nCompensation: €29,000 Base plus up to €11,000 OTE", "IE") == [(29000, 29000, "EUR", None)]
    assert _pays("Rep\n\n£27k basic, £44k OTE uncapped", "GB") == [(27000, 27000, "GBP", None)]
    # an OTE amount stated alone stays the pay
    assert _pays("Advisor\n\nSalary: €28,000 - €33,000 OTE", "IE") == [(28000, 33000, "EUR", None)]
    assert _pays("Closer | ~$190k+ OTE | Remote\n\nJoin the team.", "IE") == [(190000, None, "USD", None)]


def test_a_starting_package_is_a_minimum() -> None:
    # "starting package" names where the pay starts, as "starting salary" does
    assert _pays("Agent\n\nWe give a starting package of €37,000 per annum, with a yearly bonus on top.", "IE") == [
        (37000, None, "EUR", "year")]
    # a package alone stays exact
    assert _pays("Agent\n\nWe give a package of €37,000 per annum, with a yearly bonus on top.", "IE") == [
        (37000, 37000, "EUR", "year")]


def _rounded(statement: tuple | None) -> tuple | None:
    return None if statement is None else tuple(round(float(x), 2) if isinstance(x, (int, float)) else x for x in statement)


def _variant_right(got: list[tuple], expected: list) -> bool:
    """``got`` matches ``expected`` (pay_variants_en's answer: statements, and ``{"alt": [...]}`` for accepted readings)."""
    rest = [_rounded(g) for g in got]
    for e in expected:
        readings = [_rounded(a) for a in e["alt"]] if isinstance(e, dict) else [_rounded(e)]
        hit = next((r for r in readings if r is not None and r in rest), None)
        if hit is not None:
            rest.remove(hit)
        elif None not in readings:
            return False
    return not rest


def test_invented_pay_variants_stay_right() -> None:
    # pay56's invented wordings of the English boards' pay statements: each one main read right stays right
    from pay_variants_en import ALL, KNOWN_WRONG

    wrong = [name for name, market, text, expected in ALL
             if name not in KNOWN_WRONG and not _variant_right(_extracted(text, market), expected)]
    assert wrong == []
    assert len(ALL) - len(KNOWN_WRONG) >= 416


# pay57: the same statements in other wordings (invented variants of the non-English boards' pay lines)


def test_a_labelled_pay_value_does_not_take_an_added_benefits_period() -> None:
    # the period after "+ <benefit>" is the benefit's, as the running-text reader reads the same line unlabelled
    text = "Analista\n\nLocal: Centro\nSalário: R$ 5.300,00 + VR: R$ 41,00 por dia\nIdiomas: inglês"
    assert _extracted(text, "BR") == [(5300, 5300, "BRL", None)]
    assert _extracted("Auxiliar\n\nSalário: R$ 2.150,00 + Vale-refeição de R$ 27,00 por dia", "BR") == [
        (2150, 2150, "BRL", None)]
    assert _extracted("Serveur\n\nSalaire : 1 950 € + tickets restaurant de 8 € par jour", "FR") == [
        (1950, 1950, "EUR", None)]
    # the value's own period stays, and a period before an add-on that is no benefit
    assert _extracted("Auxiliar\n\nSalário: R$ 2.150,00 por mês + VR: R$ 27,00 por dia", "BR") == [
        (2150, 2150, "BRL", "month")]
    assert parse_salary("R$ 2.150,00 + comissão por mês", "BR")["period"] == "month"


def test_a_labelled_pay_value_paid_in_a_count_of_payments_is_yearly() -> None:
    # as the running-text reader reads "N € brutos en 14 pagas" and "(12 payments)"
    assert _extracted("Técnico\n\nSalario: 23.500€ brutos en 14 pagas", "ES") == [(23500, 23500, "EUR", "year")]
    assert parse_salary("€61,000 (12 payments)", "IE")["period"] == "year"
    # a label's own period comes first, and no count of payments gives no period
    assert parse_salary("1.700 € brutos en 14 pagas", "ES", period="month")["period"] == "month"
    assert parse_salary("23.500€ brutos", "ES")["period"] is None


def test_an_indonesian_s_d_joins_a_range_and_is_no_day() -> None:
    # "s/d" ("sampai dengan") between two amounts: one range, and its "d" is no per-day
    assert _extracted("Staf Admin\n\nGaji: Rp 4.500.000,- s/d Rp 6.000.000,-", "ID") == [(4500000, 6000000, "IDR", None)]
    assert _pays("Staf Admin\n\nGaji Rp 4.500.000 s/d 6.000.000 per bulan." + _FILLER, "ID") == [
        (4500000, 6000000, "IDR", "month")]
    # a day rate after "/d" stays one
    assert _pays("Staf Harian\n\nUpah Rp 120.000/d." + _FILLER, "ID") == [(120000, 120000, "IDR", "day")]


# pay59: statements main missed in postings where it found no pay (non-English boards)


def test_an_amount_before_a_german_training_year_is_the_apprentices_pay() -> None:
    # a run-together offer sentence with no pay word: the amount "im 1. Ausbildungsjahr" is what the apprentice earns
    offer = (" WAS WIR BIETEN eine abwechslungsreiche Ausbildung in einem großen Industriebetrieb gemeinsam mit der"
             " Berufsschule vor Ort individuelle Lernangebote du beginnst mit{} 1.080 Euro im 1. Ausbildungsjahr und"
             " bekommst dazu Weihnachtsgeld, 650 Euro Urlaubsprämie, eine Firmenrente, einen Kantinenzuschuss und ein"
             " Tablet sowie 30 Tage Urlaub und Sportangebote am Standort mit Teilnahme am Mitarbeiteraktienplan.")
    head = "Ausbildung Mechatroniker:in (m/w/d)\n\nDu schraubst gern und willst wissen, wie Anlagen laufen?"
    assert _extracted(head + offer.format(""), "DE") == [(1080, 1080, "EUR", None)]
    assert _extracted(head + offer.format(" über"), None) == [(1080, None, "EUR", None)]
    # a training year after a benefit's amount keeps it no pay
    assert _extracted(head + " Du bekommst 650 Euro Urlaubsprämie im 1. Ausbildungsjahr und ein Tablet.", "DE") == []


def test_a_chilean_renta_liquida_labels_the_pay() -> None:
    # "Renta líquida: N" (net pay) closing a Chilean offer, no currency written: the job's pay, currency kept null
    filler = " Buscamos personas con ganas de aprender y trabajar en equipo en un ambiente grato." * 3
    text = "Reponedor de sala" + filler + "\nCondiciones:\nTurnos rotativos.\nRenta líquida: 512.000"
    assert _extracted(text, "CL") == [(512000, 512000, None, None)]
    assert _extracted("Cajero" + filler + "\nRenta bruta mensual: 610.000", "CL") == [(610000, 610000, None, "month")]
    # "renta" naming equities or rent stays no pay
    assert _extracted("Analista de renta variable" + filler + "\nCartera de renta variable 4.500 millones", "CL") == []


def test_a_line_of_an_amount_and_a_french_period_is_the_pay() -> None:
    # a French board's salary field as a line of its own after the offer list, no currency written
    filler = " Nous offrons un cadre de travail agréable et une équipe soudée à votre écoute." * 3
    text = "Médecin généraliste" + filler + "\n- Prise en charge du logement.\n95000 Annuel\nPROFIL : Médecin inscrit"
    assert _extracted(text, "FR") == [(95000, 95000, None, "year")]
    assert _extracted("Infirmier" + filler + "\n2400 Mensuel\n", "FR") == [(2400, 2400, None, "month")]
    # not a count inside a sentence
    assert _extracted("Infirmier" + filler + "\nNous comptons 3000 Annuel\n", "FR") == []


# pay58: statements in postings where main found no pay (unlabelled English dev postings, invented strings of their shapes)


def test_a_home_health_rate_per_visit_is_pay_in_a_long_text() -> None:
    # a lone amount with a currency and no pay word: "per visit" names it as a period would (no calendar period)
    assert _pays("Home Health RN - PRN\n\nUp to $140/visit\n\nFlexible hours" + _FILLER, "US") == [(None, 140, "USD", None)]
    assert _pays("Hospice RN (PRN)\n\n**$70 per visit**\n\nAbout us:" + _FILLER, "US") == [(70, 70, "USD", None)]
    assert _pays("On-call nurse\n\n**$210 per patient visit from 6pm - 9pm.**\n" + _FILLER, "US") == [
        (210, 210, "USD", None)]
    # a lone amount with no unit after it stays out of a long text, and a co-pay per visit is no pay
    assert _pays("Home Health RN - PRN\n\nUp to $140\n\nFlexible hours" + _FILLER, "US") == []
    assert _pays("Benefits:\n* Telehealth: $0 co-pay per visit" + _FILLER, "US") == []


def test_a_rate_per_visit_takes_no_period_from_an_hourly_rate_before_it() -> None:
    assert _pays("Home care nurse\n\nWe offer $42.00 per hour and $130.00 per visit!" + _FILLER, "US") == [
        (42, 42, "USD", "hour"), (130, 130, "USD", None)]


def test_a_peso_p_glued_to_thousands_with_k_or_to_centavos() -> None:
    # Filipino postings write the peso "P" before "35K" and before centavos, as before a thousands group
    assert _pays("Admin Assistant\n\nCompetitive Salary Package (Up to P38K total package)" + _FILLER, "PH") == [
        (None, 38000, "PHP", None)]
    assert _pays("Admin Assistant\n\nSalary Package (P30K to P36K total package)" + _FILLER, "PH") == [
        (30000, 36000, "PHP", None)]
    assert _pays("Salary: P410.50 per day" + _FILLER, "PH") == [(410.5, 410.5, "PHP", "day")]
    # a grade's "P3", a bonus in "P10k" and the same letters outside the Philippines stay no pay
    assert _pays("Band P3 role, with a P15k signing bonus for the successful candidate." + _FILLER, "PH") == []
    assert _pays("Admin Assistant\n\nSalary Package (P30K to P36K total package)" + _FILLER, "US") == []


def test_a_bare_day_rate_in_a_contract_header_is_pay() -> None:
    # "<city> Hybrid 450 per day 6 months": a contractor's day rate with no currency written (currency null)
    assert _pays("Data Analyst\n\nData Analyst Cork Hybrid 6 month contract 450 per day Must have SQL" + _FILLER, "IE") == [
        (450, 450, None, "day")]
    assert _pays("QA Tester\n\nQA Tester 12 months Galway 610-640 per day Job Description" + _FILLER, "IE") == [
        (610, 640, None, "day")]
    # counts per day below the floor stay no pay
    assert _pays("Ward nurse\n\nThe unit sees 60-95 per day and 40 patients a night." + _FILLER, "US") == []


# pay61: an unseen labelled measure of main on fresh dev postings (gold written first); invented strings of the one
# family that repeats


def test_a_pay_floor_stated_a_long_clause_before_the_amount_sets_min_only() -> None:
    # "<pay noun> shall be no less than <what a wage law's tables set> $N per hour": the amount is the floor
    assert _pays("Clinic LPN\n\nPay shall be no less than what the county wage schedule sets for this grade, with its "
                 "tables under the local act (LWA) $24.50 per hour." + _FILLER, "US") == [
        (24.5, None, "USD", "hour")]
    assert _pays("Clinic LPN\n\nPay: no less than $22 per hour." + _FILLER, "US") == [(22, None, "USD", "hour")]
    # "no less than" in another sentence, or bounding the hours, leaves the pay exact
    assert _pays("Clinic LPN\n\nMust have no less than 3 years of experience. Salary: $50,000 per year" + _FILLER, "US") == [
        (50000, 50000, "USD", "year")]
    assert _pays("Clinic LPN\n\nno less than 36 hours per week, $15.41 per hour" + _FILLER, "US") == [
        (15.41, 15.41, "USD", "hour")]


def test_a_salary_share_in_brackets_gives_no_period_to_the_amount_after_it() -> None:
    # pay64: "(N% of annual gross salary)" names the salary a share is taken from; a level's range glued after the
    # bracket states no period of its own (was read yearly through the bracket's "annual ... salary")
    assert _pays("Data Engineer\n\nPay bandsEngineer L1: 52-63k \u20ac (gross, fixed)* + ESOP (10% of annual gross salary)"
                 "Engineer L2: 64-80k \u20ac (gross, fixed)* + ESOP (15% of annual gross salary)", "DE") == [
        (52000, 63000, "EUR", None), (64000, 80000, "EUR", None)]
    assert _pays("Analyst\n\nBonus (12% of annual base salary)\nBand 2: 40-48k \u20ac gross", "DE") == [(40000, 48000, "EUR", None)]
    # a pay label outside the bracket still names the amount's period; a bracket with no share keeps its period word
    assert _pays("Analyst\n\nAnnual salary (paid at 100% of the scale): $52,000", "US") == [(52000, 52000, "USD", "year")]
    assert _pays("Analyst\n\nSalary range (annual, 100% FTE): $50,000-$60,000", "US") == [(50000, 60000, "USD", "year")]


def test_the_italian_ral_acronym_states_a_yearly_period() -> None:
    # pay64: "RAL" (retribuzione annua lorda) before a range is the yearly gross pay, as the spelt-out label already was
    assert _pays("Sales Specialist\n\nContratto chimico. RAL indicativa tra € 32.000 e € 38.000 euro in base al profilo.",
                 "IT") == [(32000, 38000, "EUR", "year")]
    assert _pays("Analyst\n\nOfferta: RAL 29.000 € + welfare aziendale.", "IT") == [(29000, 29000, "EUR", "year")]


def test_a_development_budget_or_a_workstation_allowance_with_a_currency_code_is_no_pay() -> None:
    # pay64: a benefit list's "$N USD annually for professional development" and "$N USD to customize your workstation"
    # (read as yearly and monthly pay): the purpose after the amount names a benefit's value, also past a code and an adverb
    assert _pays("Engineer\n\nGrowth. Build your skills with $1200 USD annually for professional development, or join a "
                 "mentoring circle.\n\nHome office. Pick a laptop, get a monthly internet refund, and $400 USD to customize "
                 "your workstation as you like.", "CA") == []
    # the pay itself keeps its reading: a code and an adverb before other words
    assert _pays("Engineer\n\nSalary: $90,000 USD annually for this role.", "CA") == [(90000, 90000, "USD", "year")]
    assert _pays("Assistant\n\nPay: $40/hr for Dental Assistants.", "US") == [(40, 40, "USD", "hour")]


def test_a_life_cover_sum_named_after_the_amount_is_no_pay() -> None:
    # pay64: a benefit list's "$N Basic Life & AD&D insurance covered by <employer>" is the cover's sum, not pay
    assert _pays("Technician\n\nSick leave accrued at 0.05 hours per hour worked (~4 hours biweekly); $20,000 Basic Life "
                 "& AD&D insurance covered 100% by the company; paid holidays.", "US") == []
    assert _pays("Technician\n\nWage: $24/hour. A $50,000 life insurance policy paid by us.", "US") == [(24, 24, "USD", "hour")]
    # a pay label before the amount keeps it pay
    assert _pays("Technician\n\nPay: $50,000 and life insurance.", "US") == [(50000, 50000, "USD", None)]


def test_the_belarusian_ruble_abbreviated_b_r_is_byn() -> None:
    # pay66: an hh.by posting's "от 1500 б.р." (белорусских рублей) was read with no currency; "бел. руб." already was BYN
    assert _pays("Инженер\n\nУсловия: заработная плата от 1500 б.р. на руки.", "BY") == [(1500, None, "BYN", None)]
    assert _pays("Инженер\n\nУсловия: заработная плата от 900 б. р. в месяц.", "BY") == [(900, None, "BYN", "month")]
    # a lone letter "б" elsewhere names no currency
    assert _pays("Инженер\n\nГруппа б. Условия: 1500 руб.", "BY") == [(1500, 1500, "BYN", None)]


def test_a_currency_sign_left_as_an_html_entity_is_that_currency() -> None:
    # pay66: a scraped French board's "entre A et B&euro;" was read with no currency (the entity was a space)
    assert _pays("Agent\n\nRémunération mensuelle à temps complet : entre 1500 et 1750&euro; bruts.", "FR") == [
        (1500, 1750, "EUR", "month")]
    assert _pays("Agent\n\nSalaire : &#8364;2000 brut par mois.", "FR") == [(2000, 2000, "EUR", "month")]
    assert _pays("Clerk\n\nSalary: &pound;30,000 per annum", "GB") == [(30000, 30000, "GBP", "year")]
    # the span covers the whole entity
    from normalize.attributes.salary import find_salaries

    text = "Agent\n\nRémunération entre 1500 et 1750&euro; bruts."
    (_, (start, end)), = find_salaries(text, "FR")
    assert text[start:end] == "1500 et 1750&euro;"


def test_a_bare_number_before_a_distance_unit_is_no_amount() -> None:
    # pay66: an Indonesian "willing to move to a branch 50-60km away" before a benefit list naming the base pay was read
    # as a pay range; a distance, like a weight, is no amount
    assert _pays("Staf\n\nBersedia mobile ke cabang yang jaraknya 50-60km  Benefit :Gaji pokok, BPJS", "ID") == []
    assert _pays("Technician\n\nHourly pay. Must hike 3-5 miles per day.", "US") == []
    # a rate per mile keeps its reading, and so does pay beside a distance
    assert _pays("Driver\n\nPay: $0.55 per mile, about 2500 miles a week", "US") == [(0.55, 0.55, "USD", None)]
    assert _pays("Staf\n\nGaji: 5-6 juta, kantor 10 km dari stasiun", "ID") == [(5000000, 6000000, "IDR", None)]


def test_a_spanish_training_budget_named_after_the_amount_is_no_pay() -> None:
    # pay66: a benefit list's yearly training budget ("N€ anuales para que puedas ampliar ...") was read as yearly pay;
    # the purpose after the amount names a benefit's value, as the English "for professional development"
    assert _pays("Dev\n\nTambién tendrás 900€ anuales para que puedas ampliar tus conocimientos.", "ES") == []
    assert _pays("Dev\n\nLo que ofrecemos: 2000€ anuales para seguir formándote dentro de tu horario.", "ES") == []
    # a salary label before keeps the amount pay, and so does another purpose
    assert _pays("Dev\n\nSalario: 30.000€ anuales para que puedas ampliar tu expertise.", "ES") == [
        (30000, 30000, "EUR", "year")]
    assert _pays("Dev\n\nOfrecemos 30.000€ anuales para el puesto.", "ES") == [(30000, 30000, "EUR", "year")]


def test_a_starting_wage_compound_einstiegslohn_names_pay() -> None:
    # pay66: a benefit list's "Einstiegslohn bis zu N EUR" was no pay: the compound was missing beside "Einstiegsgehalt"
    # and "Stundenlohn" among the pay words (a small amount with no period needs one)
    text = ("Produktionshelfer\n\n" + "Wir suchen eine engagierte Person für unser Team in der Stadt. " * 4
            + "\n\nWir bieten:\n   - ein Einstiegslohn bis zu 19,40EUR (nach Qualifikation) plus Zuschläge\n")
    assert _pays(text, "DE") == [(None, 19.4, "EUR", None)]


_WRAP_FILL = ("Wir suchen für unser Team in der Logistik ab sofort eine engagierte\n"
              "Fachkraft für Lagerlogistik in Vollzeit mit Erfahrung im Stapler. Wir\n")
_WRAP_TAIL = ("Altersvorsorge. Ihre Aufgaben umfassen die Annahme der Waren und die\n"
              "Kommissionierung der Aufträge nach Plan sowie die Pflege der Daten.")


def test_a_line_break_inside_a_hard_wrapped_sentence_is_a_space() -> None:
    # the lead's answer to pay66: a board that wraps its text at about 70 characters cut "bis / zu" and "pro / Monat"
    # apart; a break inside a sentence of such a text reads as a space for the pay cues and the amount
    cut_bound = "bieten eine unbefristete Anstellung und eine Vergütung von bis\nzu 3.400 € brutto im Monat, dazu Urlaubsgeld und eine betriebliche\n"
    assert _pays(_WRAP_FILL + cut_bound + _WRAP_TAIL, "DE") == [(None, 3400, "EUR", "month")]
    cut_period = "bieten eine unbefristete Anstellung und ein Gehalt von 3.100 € pro\nMonat brutto, dazu Urlaubsgeld und eine betriebliche Altersvorsorge\n"
    assert _pays(_WRAP_FILL + cut_period + _WRAP_TAIL, "DE") == [(3100, 3100, "EUR", "month")]
    # a blank line still ends the sentence, and a text of short lines is not wrapped
    apart = "bieten eine unbefristete Anstellung und ein Gehalt von 3.100 € pro\n\nMonat brutto, dazu Urlaubsgeld und eine betriebliche Altersvorsorge\n"
    assert _pays(_WRAP_FILL + apart + _WRAP_TAIL, "DE") == [(3100, 3100, "EUR", None)]
    assert _pays("Lager\n\nGehalt von 3.100 € pro\nMonat\nUrlaub\nKantine\nParkplatz", "DE") == [(3100, 3100, "EUR", None)]


def test_a_pay_rising_with_seniority_in_one_sentence_is_a_step_list() -> None:
    # the lead's answer 1 to pay66: "N1 at hiring, N2 after one year and N3 after two years" is one pay-step list, from
    # the lowest step to the highest, with the first step's period (not the weekly hours named before it)
    fr = ("Technicien\n\nUn poste avec 35H de travail hebdomadaire, une rémunération avec un salaire de 30 100 € brut annuel "
          "à l'embauche, 31 200 € après 1 an et 32 900 € après 2 ans, versé sur 13 mois.")
    assert _pays(fr, "FR") == [(30100, 32900, "EUR", "year")]
    en = "Technician\n\nWe offer a salary of £28,000 a year on hiring, £29,500 after one year and £31,000 after two years."
    assert _pays(en, "GB") == [(28000, 31000, "GBP", "year")]
    # amounts falling are no step list
    assert _pays("Technician\n\nSalary £28,000 a year, £27,000 after one year and £26,000 after two years.", "GB") == [
        (28000, 28000, "GBP", "year"), (27000, 27000, "GBP", "year"), (26000, 26000, "GBP", "year")]


def test_an_on_target_amount_and_its_ceiling_for_top_performers_are_one_range() -> None:
    # the lead's answer 2 to pay66: "N k€ on target and up to M k€ for the best performers" is one statement, min N,
    # max M, variable (the on-target figure and its ceiling are one earnings range), in running text and in a field
    fr = "Directeur d'agence\n\nRémunération annuelle : 55 k€ à objectif atteint et jusqu'à 70 k€ pour les meilleurs."
    assert [(f["min"], f["max"], f["variable"]) for f, _ in find_salaries(fr, "FR")] == [(55000, 70000, True)]
    assert _pays("Sales\n\nPay: £40k on target, up to £55k for top performers.", "GB") == [(40000, 55000, "GBP", None)]
    field = parse_salary("£40k on target, up to £55k for top performers", "GB")
    assert (field["min"], field["max"], field["variable"]) == (40000, 55000, True)
    # a ceiling lower than the on-target figure is no range
    assert _pays("Sales\n\nPay: £40k on target, up to £5k bonus.", "GB") == [(40000, 40000, "GBP", None)]



def test_an_inline_bullet_ends_the_window_of_the_amounts_period() -> None:
    # pay68: a markdown list written on one line gave a salary the next item's "annual" (of a holiday allowance) as its
    # period; the bullet starts another item
    offer = "Clerk\n\nWe give you * £26k - £29k basic * 25 days annual holiday * Parking"
    assert _pays(offer, "GB") == [(26000, 29000, "GBP", None)]
    assert _pays("Clerk\n\nPackage • £26k basic • 25 days annual holiday", "GB") == [(26000, 26000, "GBP", None)]
    # the amount's own period before the bullet stays
    assert _pays("Clerk\n\nPackage * £26k per annum (negotiable) * 25 days holiday", "GB") == [(26000, 26000, "GBP", "year")]


def test_a_board_pay_field_glued_after_the_last_sentence_is_labelled_pay() -> None:
    # pay68: a job board's "Pay:" field joined with a space to the description's last sentence took that sentence's
    # last words as its label (a project's value there, no pay)
    glued = ("Surveyor\n\nYou will gain experience across our civil engineering projects Pay: €31,000.00-€37,000.00 "
             "per year Benefits: * Company car")
    assert _pays(glued, "IE") == [(31000, 37000, "EUR", "year")]
    # a capitalised word before "Pay" still names an add-on
    assert _pays("Nurse\n\nDuties here. Charge Pay: $2 per hour", "US") == []


def test_a_count_of_hourly_staff_is_no_hourly_rate() -> None:
    # pay68: a supervisor's count of hourly-paid staff was read as a rate an hour
    lead = "Plant Supervisor\n\nThe lead directs about 11 hourly maintenance and cleaning staff. The role reports to the manager."
    assert _pays(lead, "US") == []
    assert _pays("Operator\n\nWe pay 22 hourly plus overtime.", "US") == [(22, 22, None, "hour")]


def test_amounts_in_square_brackets_read_as_written_without_them() -> None:
    # pay68: a template's filled-in fields in square brackets were read as two exact amounts, no range
    filled = "Analyst\n\nIn Ireland the base pay for this post lies between [EUR 52,000] and [EUR 71,000] for full time work."
    assert _pays(filled, "IE") == [(52000, 71000, "EUR", None)]
    # a bracketed sign-on bonus stays no pay
    assert _pays("Nurse\n\nRate: $39 - $58 an hour. [$7,500] sign-on bonus for new staff.", "US") == [(39, 58, "USD", "hour")]


def test_an_amount_glued_to_the_texts_last_word_starts_an_item_of_its_own() -> None:
    # pay68: a board glued its pay field to the description's last word, right after a referral reward's sentence,
    # and that sentence turned the job's range down
    glued = "Assistant\n\nTell a friend about us: you get $25 when your referral starts$610-$940 USD/month"
    assert _pays(glued, "PH") == [(610, 940, "USD", "month")]
    # a spaced amount in the referral sentence is still the reward's
    assert _pays("Assistant\n\nTell a friend about us and get $300 when your referral starts.", "PH") == []


def test_a_named_days_full_rate_beside_the_base_is_a_second_statement() -> None:
    # pay69 (the lead's answer to pay68): a higher hourly rate for a named day, in brackets after the base rate and
    # called a premium, was dropped as an add-on
    shop = "Shop Assistant\n\nBase rate $21.10 per hour (Saturday premium $26.40 per hour) for a casual post."
    assert _pays(shop, "AU") == [(21.10, 21.10, "AUD", "hour"), (26.40, 26.40, "AUD", "hour")]
    # a night rate below the base rate is what is added on top of it: no statement
    low = "Guard\n\nHourly rate: €17 **Perks:** * Night rates of €2.10 per hour * Uniform"
    assert _pays(low, "IE") == [(17, 17, "EUR", "hour")]


def test_an_increment_added_for_a_named_day_is_no_statement() -> None:
    # pay69: "+" before an hourly amount paid on weekends or nights is an increment on the base, not a rate of its own
    assert _pays("Picker\n\nWe pay $23/hr, with +$2.50/hr on weekends.", "US") == [(23, 23, "USD", "hour")]
    # a "+" adding another kind of pay keeps main's reading of that amount
    assert _pays("Picker\n\nWe pay $23/hr + $2.50/hr shift differential.", "US") == [(23, 23, "USD", "hour")]


def test_a_separate_annual_salary_header_field_gives_the_period() -> None:
    # pay69 (the lead's answer to pay68): a header table flattened to one line, the range first, then a date field and
    # the field naming the salary's kind; the range had no pay word beside it and was dropped
    header = "Roads Engineer\n\nExecutive Engineer 58,300 - 79,900 Posted On: 3 June 2026 Annual Salary Galway Permanent"
    assert _pays(header, "IE") == [(58300, 79900, None, "year")]
    table = "Roads Engineer\n\n| Grade | Annual Salary | Place |\n| --- | --- | --- |\n| Executive | 58,300 - 79,900 | Galway |"
    assert _pays(table, "IE") == [(58300, 79900, None, "year")]
    # a review of pay named after the amount is no header field; a bare count of months stays a count
    assert _pays("Engineer\n\nPay: €58,300 - €79,900. Annual Salary Review each spring.", "IE") == [
        (58300, 79900, "EUR", None)]
    assert _pays("Engineer\n\nA 12 month contract | Annual Salary | Galway", "IE") == []


def test_a_three_point_band_with_its_code_after_the_last_point_is_one_range() -> None:
    # pay70: a band written low - mid - high with the currency code once at its end was read as a bare range of the
    # first two points plus the third point alone (RUNNING_TEXT_RULES: a three-point range is min low, max high)
    band = "Consultant\n\nThe yearly pay band for this post is 41,500 \\- 52,000 \\- 62,500 EUR (Portugal). Bonus eligible."
    assert _pays(band, "IE") == [(41500, 62500, "EUR", "year")]
    assert _pays("Consultant\n\nBand: 41,500 - 52,000 - 62,500 GBP", "GB") == [(41500, 62500, "GBP", None)]
    # a grade's number before a bare range is no band's low end
    assert _pays("Consultant\n\nGrade 3 - 41,500 - 52,000 EUR per year", "IE") == [(41500, 52000, "EUR", "year")]


def test_a_labelled_pay_value_for_twelve_months_is_yearly() -> None:
    # pay70: the running-text reader read "$N for 12 months" as a year's pay, but a "Salary:" field's value, read by
    # parse_salary, replaced that statement with one of no period
    field = "Graduate Assistant\n\nStart: fall\nSalary: $31,200 for 12 months\nHours per Week: 20"
    assert [(p["min"], p["period"]) for p in normalize.extract(field, "US")["salaries"]] == [(31200, "year")]
    assert parse_salary("$31,200 for 12 months", "US")["period"] == "year"
    assert parse_salary("$9,000 for a 9-month appointment", "US")["period"] is None
def test_a_scales_points_listed_side_by_side_are_one_step_list() -> None:
    # pay71: a public-sector scale written as its points with a currency each and only blanks between (a footnote mark
    # after the last ones) was read as ranges of two points
    scale = ("Clerical Officer\n\nGrade and pay: the scale for this post is €31,200 €32,950 €34,100 €36,480¹ €38,905² "
             "and new entrants start on the first point.")
    assert _pays(scale, "IE") == [(31200, 38905, "EUR", None)]
    # two amounts side by side stay one range
    assert _pays("Picker\n\nRate: £16.00 £16.50 per hour for days.", "GB") == [(16, 16.5, "GBP", "hour")]


def test_words_of_the_next_sentence_do_not_name_an_amount() -> None:
    # pay71: a not-pay word in the sentence after the amount ("grant", "budget") turned the amount down
    intern = ("Intern\n\nFor the first half year your pay is 1500chf/month, then it will be 1800chf/month. We cannot grant "
              "a permanent post afterwards.")
    assert _pays(intern, None) == [(1500, 1500, "CHF", "month"), (1800, 1800, "CHF", "month")]
    # an abbreviation's dot ends no sentence, and a sentence naming the amount back still names it
    assert _pays("Nurse\n\nPerks: * $1,500/yr. Loan Repayment * Parking", "US") == []
    assert _pays("Nurse\n\nStaff receive a yearly retention bonus ($2,500.00). This bonus is prorated.", "US") == []


def test_an_amount_that_is_sold_is_no_pay() -> None:
    # pay71: a commission-only closer's "sell $10k-$100k packages" was read as pay
    closer = "Sales Closer\n\nCommission only. You will sell $5k–$50k marketing packages to founders."
    assert _pays(closer, "US") == []
    assert _pays("Sales Closer\n\nBase salary: $40,000 a year. Sell our software to banks.", "US") == [
        (40000, 40000, "USD", "year")]


def test_what_some_earn_and_expected_earnings_tiers_are_no_pay() -> None:
    # pay71: a commission-only post listed its expected earnings by tier and what some reps earn; its title's OTE is
    # the statement (the lead's projected-figure rule)
    closer = ("Closer | ~$200k+ OTE | Remote\n\nExpected earnings: * Commission only * Low end: $4k–$5k/month. "
              "Mid range: $8k–$12k/month * Some earn $9k–$11k/month from repeat clients.")
    assert _pays(closer, "US") == [(200000, None, "USD", None)]
    # a job's own band written with low and high ends, no earnings heading, stays pay
    assert _pays("Analyst\n\nSalary band - low end: $50,000, high end: $70,000 a year.", "US") == [
        (50000, 50000, "USD", None), (70000, 70000, "USD", "year")]


def test_a_german_pay_compound_names_an_amount_with_its_currency() -> None:
    # pay72: a long Austrian text said "Das Jahresbruttogehalt ... beträgt mindestens EUR N,-" with no period word after
    # it; "Jahresbruttogehalt" is no word of the cue list, so the amount was no pay (German glues any word to a pay head)
    filler = ("Wir sind ein wachsendes Ingenieurbüro und suchen Verstärkung für unser Team in der Planung. Du arbeitest "
              "eng mit der Projektleitung zusammen und übernimmst Verantwortung für eigene Aufgaben. ")
    annual = filler + ("Das Jahresbruttogehalt für diese Vollzeitstelle beträgt mindestens EUR 47.500,- (dazu kommt ein "
                       "variabler Anteil je nach Zielerreichung und ein Firmenwagen). Wir freuen uns auf dich.")
    assert _pays("Planer (m/w/d)\n\n" + annual, "AT") == [(47500, None, "EUR", "year")]
    intern = filler + "Die Praktikantenvergütung beträgt 1.150 €. Bewirb dich jetzt mit deinem Lebenslauf."
    assert _pays("Praktikum Planung\n\n" + intern, "DE") == [(1150, 1150, "EUR", None)]
    # an add-on's compound (holiday money) names no pay, and a bare number still needs a word of the cue list
    holiday = filler + "Das Urlaubsentgelt beträgt 650 €. Bewirb dich jetzt mit deinem Lebenslauf."
    assert _pays("Planer (m/w/d)\n\n" + holiday, "DE") == []
    bare = filler + "Das Jahresbruttogehalt beträgt 47.500 und steigt mit der Erfahrung. Bewirb dich jetzt."
    assert _pays("Planer (m/w/d)\n\n" + bare, "DE") == []
# pay73: a not-pay label's value list split by inline bullets ("Differentials: Nights $3/hr • Weekends $2/hr") belongs to
# the label in each item, as a list split by commas or bars (RUNNING_TEXT_RULES: a label's list of amounts belongs to it)


def test_each_amount_of_a_bulleted_differential_list_is_no_pay() -> None:
    text = ("ER Nurse\n\n**Pay:** $30 - $45/hr by experience\n**Differentials:** Evenings $2/hr • Weekend Days $2.50/hr"
            " • Weekend Nights $6/hr\n**Bonus:** ask us")
    assert _extracted(text, "US") == [(30, 45, "USD", "hour")]
    # a list running past the label's usual reach (its later items more than 60 characters after the colon)
    text = ("ER Nurse\n\n**Pay:** $30 - $45/hr\n**Differentials:** Overnight shifts $4.25/hr • Weekend shifts $1.75/hr"
            " • Specialty certification $1.25/hr • Standby $3/hr\n**Relocation:** ask us")
    assert _extracted(text, "US") == [(30, 45, "USD", "hour")]
    # a bullet right after a not-pay label opens its list: a base salary as its first item stays pay
    assert _extracted("Analyst\n\n**Perks:** * €42,000 base salary * Annual bonus", "IE") == [(42000, 42000, "EUR", None)]
    # a pay label's bulleted rates stay pay
    text = "Crew\n\nPay Rates: * €90 per show * €120 per show outside the city"
    assert _extracted(text, "IE") == [(90, 90, "EUR", None), (120, 120, "EUR", None)]


def test_a_euro_sign_read_as_windows_1252_is_still_the_euro() -> None:
    # pay73: a scraper's mojibake of "€" ("â‚¬", or its C1 form) before an Irish board's pay (ftfy repairs it in the
    # hygiene stage; extract reads the text as given)
    assert _extracted("Baker\n\n**Salary:** **â\x82¬14\\.20** Apply today", "IE") == [(14.2, 14.2, "EUR", None)]
    assert _extracted("Driver\n\nSalary: â‚¬36,100 a year", "IE") == [(36100, 36100, "EUR", "year")]
    # a charity's fundraising total stays no pay
    assert _extracted("Porter\n\nOur staff raised over â‚¬6.5 million for local hospitals.", "IE") == []


def test_one_period_after_the_second_range_of_a_line_serves_both_ranges() -> None:
    # RUNNING_TEXT_RULES, session of 2026-12-07 19:33 (pay73's question 3): "starting salary A - B; Full range C - D
    # monthly" gives both ranges the period written once at the end of the line
    text = ("Nurse\n\n**Salary:** Anticipated starting salary $6,200 \\- $7,400; Full range $5,900 \\- $9,800 monthly "
            "**Job Type:** Salaried")
    assert _extracted(text, "US") == [(6200, 7400, "USD", "month"), (5900, 9800, "USD", "month")]
    text = "Nurse\n\nSalary: Hiring salary $6,200 - $7,400; Full Range: $5,900 - $9,800 a month\nJob Type: Salaried"
    assert _pays(text, "US") == [(6200, 7400, "USD", "month"), (5900, 9800, "USD", "month")]
    # another kind of pay after the semicolon, or a sentence end, keeps the first range's own (none)
    text = "Nurse\n\nSalary: $6,200 - $7,400; overtime rate $50 - $60 per hour\nJob Type: Salaried"
    assert _pays(text, "US") == [(6200, 7400, "USD", None), (50, 60, "USD", "hour")]
    text = "Nurse\n\nSalary: $6,200 - $7,400. Full range $5,900 - $9,800 monthly\nJob Type: Salaried"
    assert _pays(text, "US") == [(6200, 7400, "USD", None), (5900, 9800, "USD", "month")]


def test_a_bare_range_between_its_ends_after_a_minimum_with_a_currency_is_a_second_statement() -> None:
    # RUNNING_TEXT_RULES, session of 2026-12-07 19:33 (pay72's question 2): a minimum "EUR N" a year and, in the next
    # sentence, a range "between N and M" with no currency written are two statements, the range's currency null
    filler = ("Wir sind ein wachsendes Ingenieurbüro und suchen Verstärkung für unser Team in der Planung. Du arbeitest "
              "eng mit der Projektleitung zusammen und übernimmst Verantwortung für eigene Aufgaben. ")
    text = "Planer (m/w/d)\n\n" + filler + (
        "Das Jahresbruttogehalt für diese Vollzeitstelle beträgt mindestens EUR 47.500,- (dazu kommt ein variabler "
        "Anteil je nach Zielerreichung). Das tatsächliche Jahresbruttogehalt liegt zwischen 47.500 und 59.000 je nach "
        "Erfahrung. Wir freuen uns auf dich.")
    assert _pays(text, "AT") == [(47500, None, "EUR", "year"), (47500, 59000, None, "year")]
    # the English wording was already read so
    text = "Analyst\n\nThe salary is at least EUR 47,500 a year (plus a bonus). The actual salary is between 47,500 and 59,000."
    assert _pays(text, "AT") == [(47500, None, "EUR", "year"), (47500, 59000, None, None)]
    # a single bare number after the compound, and a bare count between its ends, stay no pay
    text = "Planer (m/w/d)\n\n" + filler + "Das Jahresbruttogehalt beträgt 47.500 und steigt mit der Erfahrung."
    assert _pays(text, "DE") == []
    text = "Planer (m/w/d)\n\n" + filler + "Die Arbeitszeit liegt zwischen 35 und 40 Stunden. Das Monatsgehalt folgt dem Tarif."
    assert _pays(text, "DE") == []


def test_the_euro_sign_stored_as_its_windows_1252_byte_is_the_euro() -> None:
    # RUNNING_TEXT_RULES, session of 2026-12-07 19:33 (pay72's question 1): the euro sign stored as its Windows-1252 byte
    # (the C1 control U+0080 of a text decoded as Latin-1) is the euro; extract reads raw text, so it reads the byte as
    # the pipeline's Unicode stage (ftfy's fix_c1_controls) does
    text = ("Steuerberater (m/w/d)\n\nWir suchen Dich für einen Kunden aus der Beratung.\nSteuerberater (m/w/d)\n\nin Görlitz"
            "\n\n48.000 - 53.000 \x80 p.a.\n\nDas erwartet Dich:\n\n- ein freundliches Team")
    assert _extracted(text, "DE") == [(48000, 53000, "EUR", "year")]
    assert _extracted("Koch (m/w/d)\n\nGehalt: 2.900 \x80 brutto im Monat", "DE") == [(2900, 2900, "EUR", "month")]
    # the byte inside another character's mojibake ("Â\x80", "â\x80\x99") is no euro
    assert _extracted("Analyst\n\nSalary: 45,000 \u00c2\x80 per year", "IE") == [(45000, 45000, None, "year")]


def test_a_german_gift_beside_an_amount_is_no_pay() -> None:
    # pay74: a recruiter's perk list gives a monthly amount "geschenkt" (as a gift) for the commute, beside the job's pay
    text = ("Steuerberater (m/w/d)\n\nGehalt: 48.000 - 53.000 € p.a.\n\nDarauf kannst Du Dich verlassen:\n\n- 40 € monatlich "
            "geschenkt für Deine Fahrtkosten\n- ein freundliches Team")
    assert _extracted(text, "DE") == [(48000, 53000, "EUR", "year")]


def test_a_pay_twice_a_month_or_every_two_weeks_written_apart_has_no_period() -> None:
    # pay75: "semi-monthly" and "biweekly" were non-calendar units, but "Semi Monthly" written as two words read as a month
    # (and "bi weekly" as a week)
    assert _extracted("Nurse\n\n**Salary:** $2310.50 (Semi Monthly)\n**Location:** the clinic", "US") == [
        (2310.5, 2310.5, "USD", None)]
    assert _pays("Clerk\n\nPay: $1,150 bi weekly, paid by direct deposit.", "US") == [(1150, 1150, "USD", None)]
    # the words alone keep their periods
    assert _pays("Clerk\n\nPay: $2,300 monthly.", "US") == [(2300, 2300, "USD", "month")]


def test_the_irish_pay_noun_is_no_per_annum_and_irish_periods_are_read() -> None:
    # pay75: the Irish half of a bilingual posting, "an ráta pá" (the pay rate), read its "pá" as "pa" (per annum)
    assert _pays("Is é €16.40 an ráta pá.", "IE") == [(16.4, 16.4, "EUR", None)]
    assert _pays("Tá an ráta pá €16.40 in aghaidh na huaire.", "IE") == [(16.4, 16.4, "EUR", "hour")]
    assert _pays("Scála: €61,200 - €72,800 in aghaidh na bliana.", "IE") == [(61200, 72800, "EUR", "year")]
    # the English "pa" after an amount stays yearly
    assert _pays("Salary: €52,000 pa", "IE") == [(52000, 52000, "EUR", "year")]


def test_an_amount_or_higher_after_its_period_is_a_floor() -> None:
    # pay75: "€N per hour or higher" kept N as an exact rate; "or more" right after the amount was already a floor
    assert _pays("Operative\n\nNote: €16.50 per hour or higher starting rate for experienced candidates.", "IE") == [
        (16.5, None, "EUR", "hour")]
    assert _pays("Care assistant\n\nPay: $19 an hour or more, depending on shifts.", "US") == [(19, None, "USD", "hour")]
    assert _pays("Porter\n\nPay: €15.20 or higher.", "IE") == [(15.2, None, "EUR", None)]
    # an alternative rate after "or" is no floor
    assert _pays("Porter\n\nPay: €15 per hour or €560 per week.", "IE") == [
        (15, 15, "EUR", "hour"), (560, 560, "EUR", "week")]


def test_a_shift_premium_is_not_read_against_another_premium_as_its_base() -> None:
    # pay75: a list of shift premiums, one sentence each: the night premium, above the evening one written before it, was
    # read as a night shift's full rate (pay of its own) instead of an add-on
    text = ("Nurse\n\nPay: $41.00 - $53.00/hour.\n\nYou also get an evening shift premium of $2.25/hour. "
            "Nurses on nights get a night shift premium of $3.40/hour. Saturday and Sunday work earns a weekend "
            "premium of $3.90/hour.")
    assert _extracted(text, "US") == [(41, 53, "USD", "hour")]
    # a named day's full rate above the base rate stays a statement of its own, also after another day's rate
    text = "Store\n\nHourly rate: €14.00 per hour. Sunday rate €21.00 per hour. Bank holiday rate €28.00 per hour."
    assert _extracted(text, "IE") == [(14, 14, "EUR", "hour"), (21, 21, "EUR", "hour"), (28, 28, "EUR", "hour")]


def test_an_amount_in_brackets_restating_a_no_pay_amount_is_no_pay() -> None:
    # pay75: an incentive's yearly total in brackets after the quarterly incentive (dropped) was read as yearly pay
    text = ("Nurse\n\nPay: $39 - $50/hour.\n\nWork nights, earn more - our night incentive programme pays $1,500 quarterly "
            "($6,000/year) to full-time night nurses.")
    assert _extracted(text, "US") == [(39, 50, "USD", "hour")]
    # the lead's answer to pay70: a living allowance, a weekly extra benefit and their bracketed sum are one statement
    text = "Crew member\n\nMembers receive a living stipend of $450/week, plus an additional benefit of $150/week ($600/week total)."
    assert _extracted(text, "US") == [(450, 450, "USD", "week")]
    # a conversion of a pay amount in brackets stays part of its statement, as before
    assert _extracted("Analyst\n\nSalary: 41,000 SEK before tax (€ 3,600)", "SE") == [(41000, 41000, "SEK", None)]
