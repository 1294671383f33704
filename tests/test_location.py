"""parse_location: one test per family of location strings (examples written for the tests), the
conventions of ATTRIBUTE_CONVENTIONS.md, hostile input, and the real dev gold when ../shared is there."""

from __future__ import annotations

import time

import pytest

import normalize
from normalize.attributes.location import parse_location


def _brief(text: str, country: str | None = None) -> tuple:
    got = parse_location(text, country) or {}
    return got.get("city"), got.get("region"), got.get("country")


def test_result_keys_and_issue_examples():
    berlin = normalize.parse_location("Berlin, DE")
    assert berlin == {"city": "Berlin", "district": None, "region": None, "country": "DE",
                      "geonames_id": 2950159, "remote": None, "work_mode": None, "confidence": 1.0}
    assert _brief("New York, NY") == ("New York City", "US-NY", "US")
    remote = parse_location("Remote - US")
    assert (remote["country"], remote["work_mode"], remote["remote"]) == ("US", "remote", True)
    london = parse_location("London EC2")
    assert (london["city"], london["country"]) == ("London", "GB")
    assert 0.9 < london["confidence"] < 1.0  # London, Ontario exists: not silently certain


@pytest.mark.parametrize(
    ("text", "city", "country"),
    [
        ("Cologne", "Köln", "DE"),
        ("Wien, Österreich", "Vienna", "AT"),
        ("Bruxelles", "Brussels", "BE"),
        ("Den Haag", "The Hague", "NL"),
        ("Toronto, ON", "Toronto", "CA"),
        ("Deutschland", None, "DE"),
        ("Royaume-Uni", None, "GB"),
        ("Estados Unidos", None, "US"),
        ("Санкт-Петербург", "Saint Petersburg", "RU"),
    ],
)
def test_exonyms_and_other_scripts_give_one_canonical_name(text, city, country):
    got = parse_location(text)
    assert (got["city"], got["country"]) == (city, country)


def test_an_exonym_and_the_local_name_share_the_geonames_id():
    assert parse_location("Köln")["geonames_id"] == parse_location("Cologne")["geonames_id"]
    assert parse_location("München")["geonames_id"] == parse_location("Munich, Germany")["geonames_id"]


def test_towns_of_a_few_thousand_people_are_known():
    assert _brief("Giethoorn") == ("Giethoorn", None, "NL")
    assert _brief("Hallstatt, Austria") == ("Hallstatt", None, "AT")
    assert _brief("Ribeauvillé (68)", "FR") == ("Ribeauvillé", "FR-68", "FR")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("US-TX-HOUSTON", ("Houston", "US-TX", "US")),
        ("NL-Enkhuizen", ("Enkhuizen", None, "NL")),
        ("IN-MH-Pune", ("Pune", "IN-MH", "IN")),
        ("USA DC Washington", ("Washington", "US-DC", "US")),
        ("GB-Leeds", ("Leeds", None, "GB")),
    ],
)
def test_compact_codes_are_locations(text, expected):
    assert _brief(text) == expected


@pytest.mark.parametrize(
    ("text", "hint", "expected"),
    [
        ("Parramatta NSW", None, ("Parramatta", "AU-NSW", "AU")),
        ("Geelong VIC 3220", None, ("Geelong", "AU-VIC", "AU")),
        ("Austin, TX 78701", None, ("Austin", "US-TX", "US")),
        ("Halifax, NS", None, ("Halifax", "CA-NS", "CA")),
        ("Thane, MH", "IN", ("Thāne", "IN-MH", "IN")),
        ("Leiden, ZH", "NL", ("Leiden", "NL-ZH", "NL")),
        ("Zwolle, Overijssel", None, ("Zwolle", "NL-OV", "NL")),
        ("Swansea, Wales", None, ("Swansea", "GB-WLS", "GB")),
        ("São José dos Campos / SP", None, ("São José dos Campos", "BR-SP", "BR")),
    ],
)
def test_subdivision_codes_and_names_pick_the_place_and_give_the_region(text, hint, expected):
    assert _brief(text, hint) == expected


def test_a_named_region_beats_a_bigger_namesake():
    got = parse_location("Berlin, New Hampshire")
    assert (got["city"], got["region"], got["country"]) == ("Berlin", "US-NH", "US")
    assert _brief("Wilmington, DE") == ("Wilmington", "US-DE", "US")
    assert _brief("Paris, Texas", "FR") == ("Paris", "US-TX", "US")
    assert _brief("Berlin") == ("Berlin", None, "DE")


def test_region_only_when_the_string_names_it():
    assert _brief("Lyon") == ("Lyon", None, "FR")
    assert _brief("Lyon, Auvergne-Rhône-Alpes") == ("Lyon", "FR-ARA", "FR")
    assert _brief("Texas") == (None, "US-TX", "US")
    assert _brief("Maine, USA") == (None, "US-ME", "US")


def test_a_name_that_is_a_town_of_the_market_and_a_subdivision_abroad():
    # the market's own reading wins both ways: its town over a province abroad, its state over a town
    # abroad that merely has the state's name among its alternate names (Floridablanca, Colombia)
    assert _brief("Yuma", "US") == ("Yuma", None, "US")
    assert _brief("Santa Barbara", "US") == ("Santa Barbara", None, "US")
    assert _brief("Florida", "US") == (None, "US-FL", "US")
    assert _brief("New York", "US") == ("New York City", None, "US")  # a big town of the market stays a town
    assert _brief("Victoria", "AU") == (None, "AU-VIC", "AU")


def test_common_abbreviations():
    assert _brief("KL") == ("Kuala Lumpur", None, "MY")
    assert _brief("NYC") == ("New York City", None, "US")
    assert _brief("SF Bay Area") == (None, None, "US")  # a metro region is not a locality


def test_market_hint_is_a_fallback_with_lower_confidence():
    plain = parse_location("London")
    hinted = parse_location("London", country="CA")
    assert plain["country"] == "GB"
    assert hinted["country"] == "CA" and hinted["confidence"] < plain["confidence"]
    assert parse_location("Springfield")["confidence"] < 0.5
    remote = parse_location("Remote", country="IN")
    assert (remote["country"], remote["work_mode"]) == ("IN", "remote") and remote["confidence"] < 1.0
    assert parse_location("Remote")["country"] is None
    assert parse_location("Central", country="SG")["country"] == "SG"


@pytest.mark.parametrize(
    ("text", "mode", "remote"),
    [
        ("Hybrid - Utrecht", "hybrid", None),
        ("Amsterdam (hybride werken)", "hybrid", None),
        ("On-site, Leeds", "onsite", False),
        ("In person · Denver, CO", "onsite", False),
        ("Werk van thuis", "remote", True),
        ("Télétravail complet - France", "remote", True),
        ("Lille", None, None),
    ],
)
def test_work_mode_beside_remote(text, mode, remote):
    got = parse_location(text)
    assert (got["work_mode"], got["remote"]) == (mode, remote)


@pytest.mark.parametrize(
    ("text", "hint", "city", "district"),
    [
        ("Amsterdam Centrum", None, "Amsterdam", "Centrum"),
        ("Andheri East, Mumbai", None, "Mumbai", "Andheri East"),
        ("Sydney CBD", None, "Sydney", "CBD"),
        ("Fortitude Valley, Brisbane QLD", None, "Brisbane", "Fortitude Valley"),
        ("Wigan, Manchester", "GB", "Wigan", None),  # a town near a city is not its district
        ("Tanjong Pagar, Central Region", "SG", "Singapore", "Tanjong Pagar"),
        # the rest of a site's name is no district
        ("Leeds Beckett University", "GB", "Leeds", None),
        ("Lyon Sud Hospital", "FR", "Lyon", "Sud"),
    ],
)
def test_districts_of_a_city(text, hint, city, district):
    got = parse_location(text, hint)
    assert (got["city"], got["district"]) == (city, district)


def test_a_town_the_gazetteer_lacks_is_kept_when_a_region_is_named():
    got = parse_location("Nowheresville, Cornwall")
    assert (got["city"], got["region"], got["country"], got["geonames_id"]) == ("Nowheresville", "GB-CON", "GB", None)
    assert got["confidence"] < 1.0


def test_scraped_text_shapes():
    assert _brief("{'ort': 'Würzburg', 'region': 'BAYERN', 'land': 'DEUTSCHLAND'}") == ("Würzburg", "DE-BY", "DE")
    assert _brief("<b>Leeds</b>, UK") == ("Leeds", None, "GB")
    assert _brief("ST MALO", "FR") == ("Saint-Malo", None, "FR")
    assert _brief("1 Main Street, Springfield, IL 62701, US") == ("Springfield", "US-IL", "US")
    assert _brief("Madrid, Spain; Lisbon, Portugal") == ("Madrid", None, "ES")
    assert _brief("Worldwide") == (None, None, None)


@pytest.mark.parametrize(
    ("text", "hint", "expected"),
    [
        ("USA Only", None, (None, None, "US")),
        ("Canada, USA", None, (None, None, "CA")),  # a list of countries: the first one
        ("Atlanta, Georgia", None, ("Atlanta", "US-GA", "US")),  # a state that is also a country's name
        ("Tbilisi, Georgia", None, ("Tbilisi", None, "GE")),
        ("Georgia, USA", None, (None, "US-GA", "US")),
        ("Utrecht (provincie)", "NL", (None, "NL-UT", "NL")),
        ("Manchester, Greater Manchester", None, ("Manchester", None, "GB")),
        ("Kuala Lumpur, Federal Territory of Kuala Lumpur", None, ("Kuala Lumpur", "MY-14", "MY")),
        ("Tangerang Selatan, Banten", "ID", ("South Tangerang", "ID-BT", "ID")),  # a city of its own
        # a city named like its state, with a linking word: the city, not only the state
        ("Rio de Janeiro / RJ", "BR", ("Rio de Janeiro", "BR-RJ", "BR")),
        ("Rio de Janeiro", None, ("Rio de Janeiro", None, "BR")),
    ],
)
def test_names_shared_by_countries_regions_and_cities(text, hint, expected):
    assert _brief(text, hint) == expected


@pytest.mark.parametrize("value", [None, "", "   ", "n/a", "tbd", "SAP", "CDI"])
def test_no_place_gives_none(value):
    assert parse_location(value) is None


@pytest.mark.parametrize("hostile", ["a, " * 400_000, "(" * 1_000_000, "Berlin " * 150_000, "A" * 1_000_000])
def test_hostile_input_is_fast(hostile):
    """1 MB of adversarial text costs well under a CPU second (CPU time: the test machine is shared)."""
    parse_location("warm up the gazetteer")
    t = time.process_time()
    parse_location(hostile)
    assert time.process_time() - t < 1.0


def test_airport_codes_are_not_places_in_running_text():
    got = normalize.extract("Nous recrutons un(e) chargé(e) de recrutement en CDI à Lyon.", country="FR")
    assert [x["city"] for x in got["locations"]] == ["Lyon"]


def test_extract_reads_the_work_mode_of_a_location_line():
    got = normalize.extract("Data analyst\nLocation: Rotterdam (hybrid)\nWe build dashboards.")
    assert got["locations"][0]["city"] == "Rotterdam" and got["remote"] == "hybrid"


def test_real_dev_gold_reaches_the_targets(shared_data):
    """The dev split of the real gold (benchmarks/gold/real/location.jsonl) keeps country >= 97%, city >= 92%."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from benchmarks.bench_location import run

    rows = run("dev")["rows"]
    n = len(rows)
    assert n >= 300
    assert sum(r[3]["country"] for r in rows) / n >= 0.97
    assert sum(r[3]["city"] for r in rows) / n >= 0.92


def test_readme_location_examples_run_as_written():
    """Every ``normalize.parse_location(...)`` line of README.md followed by a ``# {...}`` line gives that dict."""
    import ast
    from pathlib import Path

    lines = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8").splitlines()
    checked = 0
    for call, shown in zip(lines, lines[1:], strict=False):
        if call.startswith("normalize.parse_location(") and shown.startswith("# {"):
            assert eval(call, {"normalize": normalize}) == ast.literal_eval(shown[2:])  # noqa: S307
            checked += 1
    assert checked >= 3


def test_the_name_filter_never_hides_a_place():
    # the filter that spares the gazetteer a query for most words holds every name of the table
    from normalize.attributes import gazetteer

    keys = [k for (k,) in gazetteer._db().execute("SELECT key FROM name WHERE rowid % 37 = 0")]
    assert len(keys) > 10_000
    assert all(gazetteer._may_name(k) for k in keys)
    assert gazetteer.places("qqxz senior scrum master") == ()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a county named with its country is the county, not a town of that name abroad (no market hint)
        ("Suffolk, UK, Suffolk", (None, "GB-SFK", "GB")),
        ("Kent, UK", (None, "GB-KEN", "GB")),
        ("Surrey, UK", (None, "GB-SRY", "GB")),
        # ... while a town of that name in the country named stays the town
        ("Surrey, BC, Canada", ("Surrey", "CA-BC", "CA")),
        ("Durham, UK", ("Durham", None, "GB")),
    ],
)
def test_a_subdivision_of_the_named_country_beats_a_town_abroad(text, expected):
    r = parse_location(text)
    assert (r["city"], r["region"], r["country"]) == expected


@pytest.mark.parametrize(
    ("text", "country", "city"),
    [
        # a postcode before its town in the market's address shape
        ("80331 München", "DE", "Munich"),
        ("412 63 Göteborg", "SE", "Gothenburg"),
        ("1012 AB Amsterdam", "NL", "Amsterdam"),
        ("Delvis på distans i 412 63 Göteborg", "SE", "Gothenburg"),
        # a year is no postcode
        ("2015 Wien", "AT", None),
    ],
)
def test_a_town_after_its_postcode(text, country, city):
    assert parse_location(text, country)["city"] == city
