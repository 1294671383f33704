"""extract(): every field with its span, five languages, PII masking, the attributes stage, hostile input."""

from __future__ import annotations

import time

import polars as pl
import pytest

import normalize
from normalize.attributes import extract, mask_pii

POSTING = """Senior Data Engineer (m/w/d)
Standort: München (hybrid)
Type de contrat : CDI
Experience - 3+ yrs
Salary: 45.000 - 55.000 € brutto p.a.
Sprachen: Deutsch C1, Englisch fließend
We are a startup based in Berlin, DE. You have a Bachelor's or Master's degree in CS.
Start: 1. März 2025. Contact jobs@acme.de, +49 89 12345678, https://acme.de/jobs
"""


def test_full_posting():
    r = normalize.extract(POSTING)
    assert {k: r["salary"][k] for k in ("min", "max", "currency", "period")} == {
        "min": 45000, "max": 55000, "currency": "EUR", "period": "year"}
    s, e = r["salary"]["span"]
    assert POSTING[s:e] == "Salary: 45.000 - 55.000 € brutto p.a."
    assert [(x["city"], x["country"]) for x in r["locations"]] == [("Munich", "DE"), ("Berlin", "DE")]
    assert r["remote"] == "hybrid"
    assert r["employment_type"] is None  # CDI alone: a permanent contract states no hours (the conventions)
    assert r["seniority"] == "senior"
    assert r["min_years_experience"] == 3
    assert r["education_level"] == "bachelor"  # the lowest accepted
    assert [(x["language"], x["level"]) for x in r["languages"]] == [("de", "C1"), ("en", "C1")]
    assert [x["value"] for x in r["emails"]] == ["jobs@acme.de"]
    assert [x["value"] for x in r["phones"]] == ["+498912345678"]
    assert [x["value"] for x in r["urls"]] == ["https://acme.de/jobs"]
    assert [x["value"] for x in r["dates"]] == ["2025-03-01"]
    for item in r["emails"] + r["phones"] + r["urls"]:
        s, e = item["span"]
        assert POSTING[s:e].strip().startswith(item["value"][:3].replace("+49", "+49"))
    s, e = r["spans"]["seniority"]
    assert POSTING[s:e] == "Senior"


@pytest.mark.parametrize(
    ("text", "field", "value"),
    [
        ("Wir suchen eine Teilzeitkraft in Teilzeit, mindestens 5 Jahre Berufserfahrung.", "employment_type", "part_time"),
        ("Wir suchen eine Teilzeitkraft in Teilzeit, mindestens 5 Jahre Berufserfahrung.", "min_years_experience", 5),
        # a number word glued to "-jährig" is a count; a training's length is not experience
        ("Ihr Profil: mindestens dreijährige Berufserfahrung im Einkauf.", "min_years_experience", 3),
        ("Ihr Profil: Berufserfahrung und eine zweijährige Ausbildung als Fachkraft.", "min_years_experience", None),
        ("Poste en CDD de 6 mois, 2 à 4 ans d'expérience, Bac+5 exigé.", "employment_type", "temporary"),
        ("Poste en CDD de 6 mois, 2 à 4 ans d'expérience, Bac+5 exigé.", "min_years_experience", 2),
        ("Poste en CDD de 6 mois, 2 à 4 ans d'expérience, Bac+5 exigé.", "education_level", "master"),
        ("Prácticas de verano, se requiere bachillerato, trabajo 100% remoto.", "employment_type", "internship"),
        ("Prácticas de verano, se requiere bachillerato, trabajo 100% remoto.", "education_level", "secondary"),
        ("Prácticas de verano, se requiere bachillerato, trabajo 100% remoto.", "remote", "remote"),
        ("Junior developer gezocht, tijdelijk contract, mbo niveau 4, drie jaar ervaring.", "seniority", "junior"),
        ("Junior developer gezocht, tijdelijk contract, mbo niveau 4, drie jaar ervaring.", "employment_type", "temporary"),
        ("Junior developer gezocht, tijdelijk contract, mbo niveau 4, drie jaar ervaring.", "education_level", "vocational"),
        ("Junior developer gezocht, tijdelijk contract, mbo niveau 4, drie jaar ervaring.", "min_years_experience", 3),
        ("Head of Engineering. PhD preferred. Freelance contract.", "seniority", "director"),
        ("Head of Engineering. PhD preferred. Freelance contract.", "employment_type", "contract"),
        ("We work with remote teams across Europe. Onsite gym.", "remote", None),
        ("The company is 5 years old.", "min_years_experience", None),
    ],
)
def test_facets_five_languages(text, field, value):
    assert extract(text)[field] == value


def test_languages_need_a_language_context():
    assert extract("We build German cars.")["languages"] == []
    got = extract("Fluent English and basic French required.")["languages"]
    assert [(x["language"], x["level"]) for x in got] == [("en", "C1"), ("fr", "A2")]


def test_languages_of_asian_job_markets():
    got = extract("Fluent in English and Bahasa Malaysia; conversational Tagalog is a plus.")["languages"]
    assert [(x["language"], x["level"]) for x in got] == [("en", "C1"), ("ms", "C1"), ("tl", None)]
    assert [x["language"] for x in extract("Tamil language an advantage")["languages"]] == ["ta"]
    assert extract("We sell to Malaysia and Indonesia")["languages"] == []


@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("Diploma/Degree in Business", "vocational"),  # the lowest level accepted
        ("SPM / STPM / Diploma", "secondary"),
        ("High school diploma required", "secondary"),
        ("hbo diploma", "bachelor"),
        ("a high degree of autonomy", None),
    ],
)
def test_commonwealth_diplomas_and_school_certificates(text, level):
    assert extract(text)["education_level"] == level


def test_national_phone_without_market_needs_a_cue_and_takes_the_region_its_grouping_fits():
    # a bare national digit run is no phone without a market ("Ref" is no phone cue) ...
    assert extract("Ref 030 12345678")["phones"] == []
    # ... but one a phone cue labels is, in the region whose national format groups it as written
    assert [p["value"] for p in extract("Call 030 12345678")["phones"]] == ["+493012345678"]
    assert [p["value"] for p in extract("Questions? Ring our office on 07 3123 4567.")["phones"]] == ["+61731234567"]
    assert [p["value"] for p in extract("Contact number: 6123 4567")["phones"]] == ["+6561234567"]
    assert [p["value"] for p in extract("**Call:** 02 8765 4321**")["phones"]] == ["+61287654321"]  # bold
    assert extract("call our branch on 02 8765 4***.")["phones"] == []  # partly masked: no number
    # an ungrouped run valid in the US and in India takes the market the text leans to (rupees, lakh)
    text = "Salary Rs 4 lakh. Walk in at our Pune office or call HR 9076543210"
    assert [p["value"] for p in extract(text)["phones"]] == ["+919076543210"]
    assert [p["value"] for p in extract("Call 030 12345678", country="DE")["phones"]] == ["+493012345678"]
    # without a market, a number in international form is still read, with "+" or with "00"
    for text in ("Call +49 30 12345678", "Call 0049 30 12345678", "Call 0049\\-30-12345678"):
        assert [p["value"] for p in extract(text)["phones"]] == ["+493012345678"], text


def test_a_number_a_phone_cue_labels_is_masked_even_when_no_market_validates_it():
    from normalize.attributes.pii import mask_pii

    text = "Contact\nJo Bloggs\n5552-348-1199\nOffice hours 9-17. Salary from EUR 4500000 a year."
    assert mask_pii(text) == "Contact\nJo Bloggs\n[PHONE]\nOffice hours 9-17. Salary from EUR 4500000 a year."
    assert mask_pii("Contact number: 6123 4567 (office)") == "Contact number: [PHONE] (office)"
    assert mask_pii("Contact us before 2024-05-01 for details") == "Contact us before 2024-05-01 for details"


def test_masking_hides_international_numbers_of_possible_length_but_not_other_digits():
    from normalize.attributes.pii import mask_pii

    text = "Mobile +44 7700 900123 or +1 (555) 123-4567. Ref 2023-11-30, order 12345678, IBAN DE89 3704 0044 0532 0130 00."
    assert mask_pii(text, "GB") == (  # the IBAN is masked as an IBAN (issue 12), not read as a phone
        "Mobile [PHONE] or [PHONE]. Ref 2023-11-30, order 12345678, IBAN [IBAN].")
    assert extract("Mobile +44 7700 900123")["phones"] == []  # extraction keeps valid numbers only


def test_languages_level_in_brackets_belongs_to_its_own_language():
    got = extract("Languages: English (native), Spanish (B2).")["languages"]
    assert [(x["language"], x["level"]) for x in got] == [("en", "C2"), ("es", "B2")]
    got = extract("native English, fluent German")["languages"]
    assert [(x["language"], x["level"]) for x in got] == [("en", "C2"), ("de", "C1")]


def test_mask_pii():
    text = "Write to anna.k@firma.de or call +49 30 1234567, see www.firma.de/jobs."
    assert mask_pii(text) == "Write to [EMAIL] or call [PHONE], see [URL]."
    assert mask_pii(None) is None


@pytest.mark.parametrize("value", [None, "", "   "])
def test_empty_input(value):
    r = extract(value)
    assert r["salary"] is None and r["locations"] == [] and r["remote"] is None and r["dates"] == []


def test_attributes_stage_outputs_typed_columns():
    from normalize.stages.registry import create_stage

    stage = create_stage("attributes", {"mask_pii": True})
    fields = stage.fields()
    assert fields["salary"] == pl.Struct  # a struct with the parse_salary keys plus conversions
    assert set(fields["salary"].to_schema()) >= {"min", "max", "currency", "period", "annual_min_eur", "span"}
    assert fields["locations"] == pl.List
    batch = stage.process(["Contact a@b.de. Salary $50k-$60k per year.", None])
    assert batch.fields["emails"][0] == [{"value": "[EMAIL]", "span": [8, 14]}]
    assert batch.fields["masked"][0].startswith("Contact [EMAIL].")
    assert 40000 < batch.fields["salary"][0]["annual_min_eur"] < 50000  # converted with the bundled table
    assert batch.fields["salary"][1] is None
    for name, dtype in fields.items():
        pl.Series(name, batch.fields[name], dtype=dtype)  # values fit the declared dtypes


def test_salary_and_location_modes():
    from normalize.stages.registry import create_stage

    sal = create_stage("attributes", {"mode": "salary", "target_currency": "USD"})
    out = sal.process(["45.000 - 55.000 € brutto p.a.", "n/a"])
    assert out.fields["min"] == [45000, None] and out.fields["currency"] == ["EUR", None]
    assert 45000 < out.fields["annual_min_usd"][0] < 50000
    loc = create_stage("attributes", {"mode": "location", "country_column": "market"})
    out = loc.process(["London", "London"], {"market": ["CA", None]})
    assert out.fields["country"] == ["CA", "GB"]


@pytest.mark.parametrize(
    "hostile",
    ["1" * 1_000_000, "a@" * 500_000, "http://" * 140_000, "1 € " * 250_000, "01.01.2020 " * 90_000,
     "Remote " * 140_000, "A" * 1_000_000, "+1 " * 330_000, "English C1 " * 90_000, "a:" * 500_000],
)
def test_hostile_input_is_fast(hostile):
    """1 MB of adversarial text costs about a CPU second and grows linearly with its length (CPU time: the
    test machine is shared); catastrophic backtracking would take minutes and grow far faster than 10x."""
    extract("warm up Berlin, 1 March 2025, a@b.de")

    def cpu_seconds(text: str) -> float:
        t = time.process_time()
        extract(text)
        return time.process_time() - t

    small, big = cpu_seconds(hostile[: len(hostile) // 10]), cpu_seconds(hostile)
    assert big < 2.5
    assert big < 20 * max(small, 0.02)


def test_cli_commands():
    import json

    import typer
    from typer.testing import CliRunner

    from normalize.commands.attributes import register

    app = typer.Typer()
    register(app)
    runner = CliRunner()
    out = runner.invoke(app, ["salary", "$53K-$91K", "--country", "CA"])
    assert json.loads(out.output)["currency"] == "CAD"
    out = runner.invoke(app, ["location", "München (hybrid)"])
    assert json.loads(out.output)["city"] == "Munich"
    out = runner.invoke(app, ["extract", "Type de contrat : CDI", "--keyvalues"])
    assert json.loads(out.output)["pairs"][0]["canonical"] == "employment_type"


def test_free_text_location_needs_a_named_place_not_only_the_market_hint():
    # a capitalized phrase after "in" that names no place must not become a location of the hint's country
    for text in ("Wir suchen einen Entwickler in Vollzeit.", "2-4 years experience in SQL, Python and Power BI.",
                 "Vous avez 3 ans d'expérience en JavaScript, React et Node.js."):
        for country in ("DE", "US", "FR", "IN"):
            assert extract(text, country=country)["locations"] == [], (text, country)
    found = extract("Für unser Team in München suchen wir einen Entwickler in Vollzeit.", country="DE")["locations"]
    assert [(x["city"], x["country"]) for x in found] == [("Munich", "DE")]
    assert [(x["city"], x["country"]) for x in extract("Based in Germany, full time.", country="DE")["locations"]] == [
        (None, "DE")]


def test_brazilian_work_regime_names_the_work_mode():
    # "regime presencial" was read, its hybrid and remote siblings were not
    assert extract("Vaga CLT, regime híbrido em São Paulo.", country="BR")["remote"] == "hybrid"
    assert extract("Regime remoto, CLT.", country="BR")["remote"] == "remote"
    assert extract("Regime presencial.", country="BR")["remote"] == "onsite"


def test_a_completed_german_subject_degree_is_a_bachelor():
    # "abgeschlossenes Studium" was read, "abgeschlossenes Informatikstudium" (any subject compound) was not
    assert extract("Ihr Profil: abgeschlossenes Informatikstudium, 5 Jahre Erfahrung.")["education_level"] == "bachelor"
    assert extract("Abgeschlossenes Masterstudium in BWL.")["education_level"] == "master"
    assert extract("Selbststudium erwünscht.")["education_level"] is None


@pytest.mark.parametrize("text", [
    "Fluent in English and German is a must.",  # towns called English (US) and San Germán
    "Kenntnisse in Deutsch",
    "Roles and Responsibilities",  # an alternate name of Raleigh
])
def test_a_language_or_heading_in_running_text_is_no_place(text: str) -> None:
    assert extract(text, "GB")["locations"] == []


def test_a_place_cue_with_its_region_or_country_names_the_place() -> None:
    text = "Based in Nice, France. Offices in Mobile, Alabama."
    assert [(loc["city"], loc["country"]) for loc in extract(text)["locations"]] == [("Nice", "FR"), (None, "FR"), ("Mobile", "US")]


def _places(text: str, country: str | None = None) -> list[tuple]:
    return [(x["city"], x["region"], x["country"]) for x in extract(text, country)["locations"]]


def test_countries_written_short_are_places_but_us_the_pronoun_is_not() -> None:
    assert _places("You must have the right to work in the UK.") == [(None, None, "GB")]
    assert _places("Our clinics across the U.S. are hiring") == [(None, None, "US")]
    assert _places("Benefits for all US-based staff; sales offices in the UAE.") == [
        (None, None, "US"), (None, None, "AE")]
    assert _places("CONTACT US for details. Join us today.") == []
    assert _places("Pay: US$ 30 an hour") == []


def test_a_comma_list_of_places_is_not_a_place_and_its_region() -> None:
    # each name after a comma was read as the region of the one before: "Spain, France" -> nothing,
    # "Auckland, New York" -> New York lost
    assert _places("We have offices in Spain, France, Poland and Austria.") == [
        (None, None, "ES"), (None, None, "FR"), (None, None, "PL"), (None, None, "AT")]
    found = _places("Our teams work from Auckland, New York, Chicago and Toronto.")
    assert found[0] == ("Auckland", None, "NZ") and found[1][2] == "US" and len(found) == 4
    # a real qualifier still names the place; a country after the town is a place of its own too
    assert _places("Based in Kingston, Ontario.") == [("Kingston", "CA-ON", "CA")]
    assert _places("Our office in Utrecht, the Netherlands, is new.") == [("Utrecht", None, "NL"), (None, None, "NL")]


def test_a_country_run_together_with_the_next_board_field_is_read() -> None:
    # a board's fields pasted without separators: "... Finance Canada Onsite Credits ..."
    assert (None, None, "CA") in _places("Job 1234 Finance Canada Onsite Credits apply", "CA")


def test_the_items_after_a_place_in_a_list_are_places_too() -> None:
    found = _places("You can work from our sites in Lyon, Dijon, Lille et Nancy.", "FR")
    assert [c for c, _, _ in found] == ["Lyon", "Dijon", "Lille", "Nancy"]
    assert _places("Staff live in Limburg, Drenthe en Friesland.", "NL") == [
        (None, "NL-LI", "NL"), (None, "NL-DR", "NL"), (None, "NL-FR", "NL")]


def test_a_region_after_state_of_a_street_comma_or_a_title_gap_is_read() -> None:
    assert _places("Hold a licence in the state of Maryland.", "US") == [(None, "US-MD", "US")]
    assert _places("Send it to 12 King Street, Winnipeg, MB.", "CA") == [("Winnipeg", "CA-MB", "CA")]
    # a British county is the county, not Norfolk Island or Norfolk, Virginia
    assert _places("Locum Nurse work in Norfolk.", "GB") == [(None, "GB-NFK", "GB")]
    assert _places("Care jobs in Leeds and Suffolk.", "GB") == [("Leeds", None, "GB"), (None, "GB-SFK", "GB")]
    # a town run together with the next words after a strong cue, not a suburb's first word
    assert _places("Technician based in Leeds Reporting to the manager.", "GB") == [("Leeds", None, "GB")]
    assert _places("Our lab is located in Lucas Heights.", "AU") == []
    assert _places("Head Chef  Suffolk\n\nA lovely inn.", "GB") == [(None, "GB-SFK", "GB")]


def test_words_that_only_look_like_places_stay_out() -> None:
    assert _places("Sehr gute Deutschkenntnisse in Wort und Schrift.", "DE") == []
    assert _places("We welcome protected veterans and veterans of the Vietnam Era.", "US") == []
    # a one-word region of another market without a cue ("Maritime", a region of Togo)
    assert _places("Intro.\nExperience with Air Defence, Maritime Patrol and radar.", "ES") == []


def test_a_list_item_is_read_in_the_country_of_the_item_before_it() -> None:
    text = "Recruiter\n\nWe have offices in Perth, Adelaide, Chicago, Dallas and Denver."
    found = _places(text, "AU")
    assert ("Dallas", None, "US") in found and ("Perth", None, "AU") in found


def test_a_country_ending_an_indonesian_company_name_is_no_place() -> None:
    assert _places("Profil\n\nPT Sinar Jaya Indonesia adalah distributor resmi di Surabaya.", "ID") == [
        ("Surabaya", None, "ID")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a lost line break runs the next word into the address: the word is not part of the domain
        ("Questions? Write to talent@example.comWe reply within a week.", ["talent@example.com"]),
        ("Bewerbung an hr@firma.co.atBitte mit Lebenslauf", ["hr@firma.co.at"]),
        ("Contact ADMIN@EXAMPLE.COM today", ["ADMIN@example.com"]),
        ("Contact info@example.company now", ["info@example.company"]),
        # a lost space after the address: the next sentence's capitalized word, or lower-case letters run into the
        # top-level domain (the Public Suffix List says where a known one ends)
        ("Send your CV to jobs@example.com.Please add a cover letter.", ["jobs@example.com"]),
        ("Send your CV to jobs@example.ieand we will reply.", ["jobs@example.ie"]),
        ("Mail jobs@example.comAWS certified people welcome", ["jobs@example.com"]),
        ("Mail hello@example.studio today", ["hello@example.studio"]),
        # the end of a phone number glued to the address after it is no part of the address
        ("Fax: (555) 010-0199Ann.k@example.com", ["Ann.k@example.com"]),
        ("Kontakt: +43 5522 1234567j.doe@example.at", ["j.doe@example.at"]),
        ("Contact: 2024intern@example.com", ["2024intern@example.com"]),
        # a board's contact block run together: the word before the address (the contact's role) is no part of it when
        # the text names the person the address starts with; a date glued after a known top-level domain ends it
        ("ContactOla NordmannTeam Managerola.nordmann@example.ch2025-03-10Temporary", ["ola.nordmann@example.ch"]),
        ("Contact: Rita Moreirarmoreira@example.com", ["rmoreira@example.com"]),
        ("Write to Ann Smith at Annsmith@example.com", ["Annsmith@example.com"]),
        ("Write to Jo Lee: Jo.lee@example.com", ["Jo.lee@example.com"]),
        ("North team lead: Seniorbconnor@example.com", ["Seniorbconnor@example.com"]),
        # a sentence's last word and stop glued before the address of the person it names
        ("Für Fragen steht Ihnen Dr. Eva Maria gerne zur Verfügung.Eva.Maria@example.at", ["Eva.Maria@example.at"]),
        ("Questions: please contact Becky Stone at Rebecca.Stone@example.com.", ["Rebecca.Stone@example.com"]),
        # a markdown-escaped hyphen inside the domain
        ("For more information contact will.byrne@clear\\-er.example.com today", ["will.byrne@clear-er.example.com"]),
    ],
)
def test_email_ends_where_a_capitalized_word_was_glued(text: str, expected: list[str]) -> None:
    found = normalize.extract(text)["emails"]
    assert [x["value"] for x in found] == expected
    s, e = found[0]["span"]
    assert text[s:e].replace("\\", "").lower() == expected[0].lower()


def test_a_number_glued_after_an_unknown_top_level_domain_gives_no_address() -> None:
    assert normalize.extract("Mail jobs@example.xyzq2024 now")["emails"] == []


def test_the_path_data_of_an_inline_icon_gives_no_phone() -> None:
    icon = ('<svg viewBox="0 0 24 24"><path d="M5.17 15C5.2 14.47 5 13.71 5 13s.2-1.47.37-2h4.49c-.09.77-.25 1.43-.25 '
            '2 0 .79.07 1.45.25 2H5.37zm.93 3h2.86c.43 1.36.89 2.56 1.49 3.67-1.95-.74-3.48-1.92-4.44-3.67z"/></svg>')
    text = f"Job\n\n{icon} Call +44 20 7946 0958"
    assert [p["value"] for p in normalize.extract(text)["phones"]] == ["+442079460958"]
    assert [p["value"] for p in normalize.extract(text, "PH")["phones"]] == ["+442079460958"]


def test_a_toll_free_label_names_a_phone_of_another_market() -> None:
    text = "Recruiter\n\nQuestions? Toll Free: 888-555-0142 (option 2)."
    assert [p["value"] for p in normalize.extract(text, "ES")["phones"]] == ["+18885550142"]


def test_a_number_written_again_after_a_zip_code_is_the_same_phone() -> None:
    text = ("Clerk\n\nCall 256-555-0140 for details.\n\nEqual opportunity: Coordinator, 300 W. Sixth Street, Sheffield, "
            "AL 35660 256-555-0140.")
    spans = [p["span"] for p in normalize.extract(text, "US")["phones"]]
    assert [text[s:e] for s, e in spans] == ["256-555-0140", "256-555-0140"]


def test_a_phone_cue_glued_to_the_word_before_still_labels_the_number() -> None:
    from normalize.attributes.pii import mask_pii

    text = "Office: 12 Rizal St., Makati CityTel No.: 555-0142 or 555-0143"
    assert "555-0142" not in mask_pii(text, None) and "555-0143" not in mask_pii(text, None)


def test_a_reference_label_after_the_cue_makes_the_digits_that_reference() -> None:
    text = "Recruiter\n\nContact: Ann Lee. Quote job ref: JN-032025-6700581 when you apply."
    assert normalize.extract(text, "PH")["phones"] == []


def test_a_pay_statement_later_on_a_labelled_pay_line_is_listed_beside_it() -> None:
    # inline markdown bullets keep a whole posting on one line: the "Salary:" value runs on to the end of it
    text = ("Site Engineer\n\n* Salary: €38000 \\- €41000 per annum \\+ Van * Type: Permanent * Region: Leinster "
            "**Apply now** We build plants. **Cork Office** * €35,000 \\- 39,000 Yearly Salary * Pension")
    r = normalize.extract(text, "IE")
    pays = [(p["min"], p["max"], p["currency"], p["period"]) for p in r["salaries"]]
    assert pays == [(38000, 41000, "EUR", "year"), (35000, 39000, "EUR", "year")]
    s, e = r["salary"]["span"]
    assert text[s:e] == "Salary: €38000 \\- €41000"


def test_a_short_labelled_pay_line_still_stands_for_its_statement() -> None:
    text = "Clerk\n\nSalary: £24,000 - £26,000 per annum\nLocation: Leeds"
    r = normalize.extract(text, "GB")
    assert [(p["min"], p["max"]) for p in r["salaries"]] == [(24000, 26000)]
    s, e = r["salary"]["span"]
    assert text[s:e] == "Salary: £24,000 - £26,000 per annum"


def test_a_pay_label_naming_an_average_states_no_pay() -> None:
    text = "Sales Executive\n\n* Average Total Compensation - Year 1: €45k+, Year 2: €70k+, Year 3: €90k+ * No cap on commission"
    assert extract(text, "IE")["salaries"] == []
