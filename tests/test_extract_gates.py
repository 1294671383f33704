"""The cheap one-character gates before the substring searches of ``extract`` (ext19) keep every reading: each
short text below holds the gate's character and the phrase behind it, and is read as before."""

from __future__ import annotations

import pytest

from normalize.attributes import extract


@pytest.mark.parametrize(
    ("text", "field", "expected"),
    [
        ("Teilzeitkraft für unser Büro gesucht", "employment_type", "part_time"),  # "z" before the compound scan
        ("Pensum: 100%", "employment_type", "full_time"),  # "%" before "100"
        ("JOB TYPE: Contract", "employment_type", "contract"),  # "Y" before "YPE"
        ("Duration: 6 months", "employment_type", "temporary"),  # the digit test before the duration searches
        ("Befristet auf 12 Monate", "employment_type", "temporary"),  # (no colon: the word searches)
        ("Customer Support Agent (On-site)", "remote", "onsite"),  # ")" before "site)"
        ("Salary: Rs 50,000 per month", "market", "IN"),  # "R" before the currency marks
    ],
)
def test_gated_readings(text: str, field: str, expected: str) -> None:
    assert extract(text)[field] == expected


def test_short_country_after_u_gate() -> None:
    countries = {loc["country"] for loc in extract("Our team works across the U.S. and Canada")["locations"]}
    assert countries == {"US", "CA"}


def test_genitive_stems_filtered_by_the_query_are_the_towns_of_the_rule() -> None:
    # ext20: the one-word town names of the genitive rule are filtered in SQL; they are the names of every town of
    # that size that a Python filter over all its names keeps
    from normalize.attributes import places as p
    from normalize.attributes.gazetteer import big_place_names

    towns = {k for k in big_place_names(p._GENITIVE_TOWN)[0] if " " not in k and len(k) >= 5}
    stems = p._genitive_stems()
    kept = towns - p._NOT_PLACES - p.language_words() - p.SUB_TYPE - p._NOT_FIRM_BEFORE - p._GENITIVE_ENGLISH
    assert kept <= stems
    assert all(" " not in k and len(k) >= 5 for k in stems)


def test_genitive_reading_after_the_query_filter() -> None:
    text = "Wir sind einer der größten Arbeitgeber Hamburgs und suchen die besten Köpfe der Stadt"
    assert any(loc["city"] == "Hamburg" for loc in extract(text)["locations"])


def test_big_word_tables_are_not_tracked_by_the_garbage_collector() -> None:
    # ext20: the long-lived word tables of the place finder are dicts of strings (membership tests only), which the
    # collector does not track: a frozenset of the same words is visited entry by entry in each collection
    import gc

    from normalize.attributes import places as p
    from normalize.attributes.gazetteer import _subdivision_keys, big_place_names
    from normalize.attributes.text import untracked_set

    words = untracked_set(["leeds", "york"])
    assert "leeds" in words and "paris" not in words and not gc.is_tracked(words)
    for table in (_subdivision_keys(), big_place_names(p._BIG_CITY)[1]):
        assert len(table) > 1000 and not gc.is_tracked(table)
    assert all(type(stats) is tuple for stats in p._ambiguity().values())


@pytest.mark.parametrize(
    ("text", "city"),
    [
        ("We are hiring nurses. Manchester hospital team", "Manchester"),  # a big city standing alone
        ("Office in Bengaluru, Karnataka", "Bengaluru"),  # an area's name after it
    ],
)
def test_place_readings_through_the_untracked_tables(text: str, city: str) -> None:
    assert any(loc["city"] == city for loc in extract(text)["locations"])


@pytest.mark.parametrize(
    "text",
    [
        "plain lower case only", "Title Case Words Only", "camelCase", "teamLead", "aXb", "aX", "Xa",
        "équipeÉtudes", "caféÀla", "aÞa", "aÝa", "a×a", "÷A÷", "ßAb", "aÿÀÿ", "aĀa", "ĀaAa", "xĀAa",
        "командаМосква", "emoji😀Aa", "a\ud800Ab", "tab\tAb", "", "Ab" * 40 + "aBc",
    ],
)
def test_glued_byte_test_answers_what_the_glued_pattern_finds(text: str) -> None:
    # ext21: the whole-text "lower, capital, lower" test of find_places reads Latin-1 class bytes, not the pattern
    from normalize.attributes import places as p

    assert p._has_glued(text) == (p._GLUED.search(text) is not None)


def test_town_glued_to_the_word_before_after_the_byte_test() -> None:
    towns = [(loc["city"], loc["region"]) for loc in extract("Apply now for the nursing roleDenver, CO today")["locations"]]
    assert towns == [("Denver", "US-CO")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Office Coordinator\n\nWe are currently seeking a junior coordinator for our front desk.", "junior"),
        ("Office Coordinator\n\nWe are currently SEEKING a junior coordinator for our front desk.", "junior"),
        ("Office Coordinator\n\nOur team would welcome a junior coordinator at the front desk.", None),
    ],
)
def test_level_after_a_hiring_cue_behind_the_word_gate(text: str, expected: str | None) -> None:
    # ext21: the case-blind hiring-cue scan runs only when the text's words hold a cue's first word
    assert extract(text)["seniority"] == expected


@pytest.mark.parametrize(
    ("text", "may"),
    [
        ("We are hiring", True), ("plain words only", False), ("x" * 795 + " hired", True),  # "hire" cut at the reach
        ("Wir suchen Sie", True), ("Nous recherchons", True), ("hıring", True),  # (a non-ASCII text: the pattern decides)
    ],
)
def test_hiring_cue_gate_answers_what_the_pattern_may_find(text: str, may: bool) -> None:
    from normalize.attributes.facets import seniority as s
    from normalize.attributes.text import Tokens

    assert s._may_hold_hiring_cue(text, Tokens(text).vocab) is may
    if not may:
        assert s._HIRING_CUE.search(text, 0, 800) is None


@pytest.mark.parametrize(
    "text",
    [
        "Shift LeaderPasadena, CA and a leadDenver, CO", "workinginDenver", "teamatBoston", "Work LocationTaguig City",
        "LokasiJakarta", "Mein StandortHamburg", "ArbeitsortMünchen", "LocationLocationParis", "xinLocationBerlin",
        "JavaScript and PowerPoint inDenver", "aaaÀb, CA", "abc×Cd, NY", "inÉvry", "zzzinAb, CA", "in\ud800Ab", "",
    ],
)
def test_glued_town_patterns_are_tried_only_where_a_capital_is_glued(text: str) -> None:
    # ext22: the glued-town patterns run from the class bytes' "aA" offsets, and find what a scan of the text finds
    from normalize.attributes import places as p

    classes = p._glued_classes(text)
    state = [m.span() for m in p._matches_from(p._GLUED_TOWN_STATE, text, p._positions(classes, b"aaaA"))]
    assert state == [m.span() for m in p._GLUED_TOWN_STATE.finditer(text)]
    cues = p._matches_from(p._GLUED_CUE_TOWN, text, p._glued_cue_starts(text, classes))
    assert [m.span() for m in cues] == [
        m.span() for m in p._GLUED_CUE_TOWN.finditer(text)]


def test_a_town_after_a_glued_cue_among_camel_case_products() -> None:
    towns = [(loc["city"], loc["country"]) for loc in extract(
        "Analyst\n\nWe use PowerPoint and JavaScript daily. The role is onsiteinYogyakarta.", "ID")["locations"]]
    assert towns == [("Yogyakarta", "ID")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Vagas em Anchieta/ES", True), ("Local: Sete Lagoas – MG.", True), ("Campo Grande (MS)", True),
        ("Send it to us / go to the site (am or pm)", False), ("Mapear processos (AS IS / TO BE)", True),
        ("no separator here", False), ("Região/sp em minúsculas", False), ("São Paulo/SP", True),
    ],
)
def test_the_state_code_gate_passes_every_text_the_code_pattern_reads(text: str, expected: bool) -> None:
    # ext22: the Brazilian state codes' scan runs only when a code is one of the text's words and written in capitals
    from normalize.attributes import places as p
    from normalize.attributes.text import Tokens

    assert p._may_hold_state_code(Tokens(text)) is expected
    assert p._BR_CODE.search(text) is None or expected


def test_a_brazilian_town_and_code_after_english_separators_is_still_read() -> None:
    places = [(loc["city"], loc["region"]) for loc in extract(
        "Send your CV to us - we go to the office (am shifts). Vaga: Sinop/MT", None)["locations"]]
    assert places == [("Sinop", "BR-MT")]
