"""The finders' triggers (normalize.attributes.triggers): ``extract`` calls a facet finder only on a text its trigger
fires on, so a trigger must fire on every text its finder reads something from. A rule that reads a word or mark its
finder's trigger does not list fails here: its own test sentences are read below."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from normalize.attributes import extract, extraction, facets, triggers
from normalize.attributes.contacts import PHONES_TRIGGER, find_phones
from normalize.attributes.dates import DATES_TRIGGER, find_dates
from normalize.attributes.text import Tokens

FINDERS = {"remote": (facets.find_work_mode, facets.WORK_MODE_TRIGGER),
           "employment_type": (facets.find_employment_type, facets.EMPLOYMENT_TRIGGER),
           "seniority": (facets.find_seniority, facets.SENIORITY_TRIGGER),
           "min_years_experience": (facets.find_min_years, facets.YEARS_TRIGGER),
           "education_level": (facets.find_education, facets.EDUCATION_TRIGGER),
           "languages": (facets.find_languages, facets.LANGUAGES_TRIGGER),
           "dates": (lambda tokens: find_dates(tokens.text, None, tokens), DATES_TRIGGER),
           "phones": (lambda tokens: find_phones(tokens.text, None, regions=("GB", "US"), grouped=True), PHONES_TRIGGER)}


def _facts(text: str) -> triggers.TextFacts:
    return triggers.TextFacts(facets.unglued(Tokens(text)))


def _test_strings() -> list[str]:
    """Every string literal of the test modules (the rules' own example sentences among them)."""
    out: set[str] = set()
    for path in sorted(Path(__file__).parent.glob("test_*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and 3 <= len(node.value) <= 20_000:
                out.add(node.value)
    return sorted(out)


def test_every_test_sentence_a_finder_reads_fires_its_trigger() -> None:
    missed = []
    for text in _test_strings():
        tokens = Tokens(text)
        facts = triggers.TextFacts(facets.unglued(tokens))
        for field, (finder, trigger) in FINDERS.items():
            if finder(tokens) and not trigger.fires(facts):
                missed.append((field, text[:80]))
    assert missed == []


# One short sentence a source of hits reads, each part of the triggers (the sentences are written for this test)
@pytest.mark.parametrize(
    ("text", "field", "expected"),
    [
        ("Fully remote position, work from home", "remote", "remote"),  # the strong phrase table
        ("Data Analyst\nHybrid", "remote", "hybrid"),  # a bare mode word on its own line
        ("Support Agent (On-site)", "remote", "onsite"),  # the bracket gate's "site)"
        ("Kundenberater\n2 Tage pro Woche im Büro, sonst mobil", "remote", "hybrid"),  # "Woche"
        ("We work 2 days per week in the office", "remote", "hybrid"),  # "week"
        ("Bookkeeper\nContract", "employment_type", "contract"),  # a header line's type word
        ("Job Type: Temporary", "employment_type", "temporary"),  # a "Type:" field's value
        ("Duration: 6 months", "employment_type", "temporary"),  # a digit
        ("Teilzeitkraft für das Lager", "employment_type", "part_time"),  # "zeit"
        ("Senior Accountant", "seniority", "senior"),  # the phrase table
        ("Teamleiter Logistik (m/w/d)", "seniority", "lead"),  # a -leiter compound in the title
        ("Premier emploi - Technicien réseau", "seniority", "junior"),  # the phrase table's "premier emploi" (fields42)
        ("Vi söker seniora utvecklare", "seniority", "senior"),  # the phrase table's "seniora" (fields45)
        ("At least 3 years of experience in sales", "min_years_experience", 3),  # a digit and a year word
        ("Sales rep, min 3yrs exp", "min_years_experience", 3),  # a digit glued to its year word
        ("Minimum two years experience in retail", "min_years_experience", 2),  # a number word and a year word
        ("No retail experience required", "min_years_experience", 0),  # "no" ... "xperience"
        ("Mindestens zweijährige Berufserfahrung", "min_years_experience", 2),  # a number word glued to "-jährig"
        ("Práctica Diseño Gráfico\n\nApoyarás al equipo creativo.", "min_years_experience", 0),  # a práctica title (fields47)
        ("Intern\n\nCurrently enrolled in a degree program in design", "min_years_experience", 0),  # "nrolled" (fields47)
        ("Intern\n\nMust be a first year student in a two year MBA program", "min_years_experience", 0),  # "ust be a"
        ("Requirements: Bachelor degree in finance", "education_level", "bachelor"),  # the phrase table
        ("abgeschlossenes Informatikstudium", "education_level", "bachelor"),  # a German -studium compound
        ("Usia maksimal 30 tahunPendidikan minimal D3Memiliki SIM C", "education_level", "vocational"),  # an Indonesian
        # requirement word ("tahun"): the code glued to the next requirement is no word of the table
        ("Fluent English and German", "languages", ["en", "de"]),  # the names' first words
        ("Gute Englischkenntnisse", "languages", ["en"]),  # "kenntnisse"
        ("Start on 3 March 2025", "dates", ["2025-03-03"]),  # a digit
        ("Start in May ²⁰²⁵", "dates", ["2025-05"]),  # no digit: superscripts fold to digits (a non-ASCII text)
        ("Call us on +44 20 7946 0958", "phones", ["+442079460958"]),  # a digit
    ],
)
def test_each_source_fires_its_trigger_and_is_read(text: str, field: str, expected: object) -> None:
    finder, trigger = FINDERS[field]
    assert trigger.fires(_facts(text))
    got = extract(text)[field]
    key = {"languages": "language", "dates": "value", "phones": "value"}.get(field)
    assert ([x[key] for x in got] if key else got) == expected


@pytest.mark.parametrize("text", ["hello world", "We build tools for small teams and care about craft."])
def test_a_text_no_trigger_fires_on_calls_no_facet_finder(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(_tokens: Tokens) -> None:
        raise AssertionError("a finder was called on a text its trigger does not fire on")

    for field, (_, trigger) in FINDERS.items():
        assert not trigger.fires(_facts(text)), field
    monkeypatch.setattr(extraction, "_FACETS", tuple((f, refuse, t) for f, _, t in extraction._FACETS))
    monkeypatch.setattr(facets, "find_languages", refuse)
    monkeypatch.setattr(extraction, "find_dates", refuse)
    monkeypatch.setattr(extraction, "find_phones", refuse)
    out = extract(text, "GB")
    assert (out["remote"], out["employment_type"], out["languages"], out["dates"], out["phones"]) == (None, None, [], [], [])


def test_a_digit_without_a_year_or_month_word_calls_no_years_finder() -> None:
    facts = _facts("Call 0161 496 0000 before 5pm")
    assert facts.digit() and not facets.YEARS_TRIGGER.fires(facts)
    assert facets.find_min_years(Tokens("Call 0161 496 0000 before 5pm")) is None


def test_with_triggers_off_extract_calls_every_finder(monkeypatch: pytest.MonkeyPatch) -> None:
    called = []
    monkeypatch.setattr(triggers, "ENABLED", False)
    monkeypatch.setattr(extraction, "_FACETS", tuple(
        (f, lambda tokens, f=f: called.append(f), t) for f, _, t in extraction._FACETS))
    extract("hello world")
    assert called == ["remote", "employment_type", "seniority", "min_years_experience", "education_level"]


def test_a_words_trigger_given_a_function_reads_it_at_the_first_text() -> None:
    trigger = triggers.words(lambda: ("zzyzxword",))
    assert trigger.fires(_facts("the Zzyzxword here"))
    assert not trigger.fires(_facts("nothing here"))


@pytest.mark.parametrize("text", ["Werkstudent Marketing (m/w/d)\nDu unterstützt unser Team bei Kampagnen.",
                                  "PhD Studentship in Coastal Ecology\nJoin our lab to study salt marshes.",
                                  "Marketing Intern\nOpen to current university students studying business."])
def test_a_post_for_students_named_in_the_title_fires_the_years_trigger_and_reads_zero(text: str) -> None:
    assert facets.YEARS_TRIGGER.fires(_facts(text))
    assert extract(text)["min_years_experience"] == 0


def test_the_title_gate_words_in_the_body_only_call_no_years_finder() -> None:
    # ("position", "opportunity", "candidate" are gate words of the graduate-study title: read in the title line only)
    text = "Sales Manager\nThis position is a great opportunity for every candidate who likes people."
    assert not facets.YEARS_TRIGGER.fires(_facts(text))
    assert facets.find_min_years(Tokens(text)) is None


def test_the_title_fact_is_the_first_line_lowered_and_at_most_120_characters() -> None:
    assert _facts("Marketing INTERN\nbody").title() == "marketing intern"
    assert _facts("x" * 300).title() == "x" * 120
    assert triggers.in_title("intern").fires(_facts("Marketing INTERN\nbody"))
    assert not triggers.in_title("body").fires(_facts("Marketing INTERN\nbody"))


# ext32: tighter triggers (each part states what its rule needs besides the words it had; the finders find nothing on
# the texts below, so extract no longer calls them there)
@pytest.mark.parametrize(("text", "expected"), [("3+ years in sales", 3),  # a "+" after the count
                                                 ("no less than 3 years in retail", 3),  # "no less than"
                                                 ("You have 5 years experienced in welding.", 5),  # an experience stem
                                                 ("2-4 years in marketing", 2),  # a range: two counts
                                                 ("Two (2) years in a warehouse role", 2)])
def test_a_count_the_years_rule_keeps_fires_its_trigger(text: str, expected: int) -> None:
    assert facets.YEARS_TRIGGER.fires(_facts(text))
    assert extract(text)["min_years_experience"] == expected


def test_a_count_with_no_plus_minimum_experience_word_or_range_calls_no_years_finder() -> None:
    text = "Our firm was founded 20 years ago."  # a digit and a year word, nothing the rule keeps a count by
    assert not facets.YEARS_TRIGGER.fires(_facts(text))
    assert facets.find_min_years(Tokens(text)) is None


def test_a_title_gate_word_without_the_graduate_study_post_calls_no_years_finder() -> None:
    text = "Research Position in Ecology\nJoin our lab."  # "position" in the title, no PhD/master's/graduate post
    assert not facets.YEARS_TRIGGER.fires(_facts(text))
    assert facets.find_min_years(Tokens(text)) is None
    assert extract("Graduate Research Assistant\nJoin our lab.")["min_years_experience"] == 0  # the post: read


@pytest.mark.parametrize("text", ["Office Manager\nYou will run our office.",  # "office" without "work"
                                  "Tour the site with the team."])  # "site" in one line with no location label
def test_office_or_site_alone_calls_no_work_mode_finder(text: str) -> None:
    assert not facets.WORK_MODE_TRIGGER.fires(_facts(text))
    assert facets.find_work_mode(Tokens(text)) is None


def test_a_digit_in_a_text_outside_ascii_calls_no_employment_finder_without_its_heads() -> None:
    text = "Café menu: 3 crêpes for 10 euros"
    assert not facets.EMPLOYMENT_TRIGGER.fires(_facts(text))
    assert facets.find_employment_type(Tokens(text)) is None
    assert facets.EMPLOYMENT_TRIGGER.fires(_facts("İzmir: 3 gün"))  # lowering moves the offsets: searched whole
    assert extract("Cajero ＰＴ20\nTienda centro")["employment_type"] == "part_time"  # a full-width "PT20" folds
    assert extract("Lehre als Bäcker 2025")["employment_type"] == "internship"


def test_a_word_opening_like_a_language_name_calls_no_language_finder_unless_a_name_is_cut_out() -> None:
    text = "Our portfolio grows; Über uns"  # "port..." opens like "Portuguese" (and the text may be glued: not ASCII)
    assert not facets.LANGUAGES_TRIGGER.fires(_facts(text))
    assert facets.find_languages(Tokens(text)) == []
    glued = "Skills: fluent EnglishSAP knowledge a plus"  # a lost line break: "English" glued to "SAP"
    assert facets.LANGUAGES_TRIGGER.fires(_facts(glued))
    assert [x["language"] for x in extract(glued)["languages"]] == ["en"]


def test_a_year_word_with_no_count_before_it_calls_no_years_finder() -> None:
    text = "We are an experienced team of 12 people."  # a digit, "an" (the French year word) and an experience word
    assert not facets.YEARS_TRIGGER.fires(_facts(text))
    assert facets.find_min_years(Tokens(text)) is None
    far = "3 to 5 (5) years in banking"  # the unit four words after its count
    assert facets.YEARS_TRIGGER.fires(_facts(far))
    assert extract(far)["min_years_experience"] == 3
