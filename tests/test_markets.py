"""The market of a row (issue #24 item 1): from its location column, else its text, else --country; PII
masking, a bare "$" and places follow it. Texts written for the test."""

from __future__ import annotations

import json

import polars as pl
import pytest
from typer.testing import CliRunner

import normalize
from normalize.attributes.market_inference import infer_market
from normalize.cli import app

runner = CliRunner()


@pytest.mark.parametrize(
    ("text", "market"),
    [
        ("Retail Assistant\n\nPay £11.44 per hour. Apply today.", "GB"),
        ("Analyst\n\nCTC 8-10 LPA. Walk-in interviews this week.", "IN"),
        ("Chef\n\nBased in Parramatta, NSW. Call 0412 345 678", "AU"),
        ("Engineer\n\nQuestions? Call +44 20 7946 0000.", "GB"),
        ("Verkoper\n\nWij zoeken een verkoper voor onze winkel. Je werkt in een leuk team en je bent klantgericht.",
         "NL"),
        ("Engineer\n\nWe build great software together.", None),  # nothing says where: no guess
        ("Nurse\n\nPay: A$90,000 - A$95,000 plus super, $2,000 sign-on bonus.", "AU"),  # a prefixed dollar votes
        ("Nurse\n\nPay: NZ$70,000 - NZ$75,000, $500 relocation.", "NZ"),
        ("Nurse\n\nPay: $90,000 - $95,000 a year and a $2,000 bonus.", None),  # a bare dollar says no market
        # a ten-digit run valid in many markets: the North American grouping names the area code's country,
        # and a national number valid in the market of the text's language names that market
        ("Recruiter\n\nReach our office at 617-925-0192 ext 12.", "US"),
        ("Recruiter\n\nReach our office at (604) 555-0142 any weekday.", "CA"),
        ("Recruiter\n\nReach our office at 6179255545.", None),
        ("Lagerhelfer\n\nSie haben Fragen zu der Stelle? Rufen Sie uns an unter 09561 / 23067-0, wir helfen gern.", "DE"),
    ],
)
def test_infer_market_from_text(text, market):
    assert infer_market(text) == market


def test_extract_reports_the_market_it_used():
    r = normalize.extract("Chef\n\nBased in Parramatta, NSW. Pay: $25 - $30 per hour.")
    assert (r["market"], r["market_source"]) == ("AU", "text")
    assert r["salary"]["currency"] == "AUD"  # the bare "$" follows the market
    r = normalize.extract("Chef\n\nPay: $25 - $30 per hour.", "CA")
    assert (r["market"], r["market_source"], r["salary"]["currency"]) == ("CA", "hint", "CAD")


def test_profiles_mask_national_phones_by_location_text_or_country():
    pipe = normalize.load_pipeline("profiles")
    frame = pl.DataFrame({
        "headline": ["Nurse", "Chef", "Driver"],
        "summary": ["Call me on 07911 123456 or jo@example.com", "Call 0412 345 678, based in Parramatta, NSW",
                    "Ring 07911 123456"],
        "location": ["Leeds", None, None],
    })
    out = pipe.run(frame)
    assert out["summary_masked"].to_list() == [
        "Call me on [PHONE] or [EMAIL]", "Call [PHONE], based in Parramatta, NSW", "Ring [PHONE]"]
    assert out["summary_market"].to_list() == ["GB", "AU", None]
    assert out["summary_market_source"].to_list() == ["location", "text", None]
    assert not any("07911" in v for v in out["summary_kv_masked"].to_list())
    with_country = normalize.load_pipeline("profiles", country="GB").run(frame)
    assert with_country["summary_market"].to_list() == ["GB", "AU", "GB"]
    assert with_country["summary_market_source"].to_list() == ["location", "text", "country"]


def test_country_option_on_record_and_run(tmp_path):
    record = '{"title": "Chef", "description": "Pay: $25 - $30 per hour. Apply now."}'
    result = runner.invoke(app, ["record", "job_ads", record, "--country", "NZ"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert (data["description_market"], data["description_market_source"]) == ("NZ", "country")
    assert data["description_salary"]["currency"] == "NZD"
    src = tmp_path / "ads.csv"
    pl.DataFrame({"title": ["Chef"], "description": ["Pay: $25 - $30 per hour."], "salary": ["$25/hr"]}).write_csv(src)
    out = tmp_path / "out.parquet"
    result = runner.invoke(app, ["run", "job_ads", str(src), "-o", str(out), "--country", "Canada"])
    assert result.exit_code == 0, result.output
    frame = pl.read_parquet(out)
    assert frame["description_market"].to_list() == ["CA"]
    assert frame["salary_currency"].to_list() == ["CAD"]  # the salary column reuses the description's market
    bad = runner.invoke(app, ["record", "job_ads", record, "--country", "Atlantis"])
    assert bad.exit_code == 2 and "Atlantis" in bad.output


def test_spec_level_country(tmp_path):
    spec = tmp_path / "p.toml"
    spec.write_text('name = "p"\ncountry = "AU"\n[[stages]]\nstage = "attributes"\ncolumns = ["text"]\n')
    out = normalize.load_pipeline(spec).run(pl.DataFrame({"text": ["Rate $40 per hour"]}))
    assert out["text_market"].to_list() == ["AU"] and out["text_salary"][0]["currency"] == "AUD"


def test_language_words_come_from_the_cache_and_leave_wordfreq_lists_unloaded(tmp_path, monkeypatch) -> None:
    """Reading a posting's language once kept about 400 MB of wordfreq lists alive in every process (a
    job_ads run peaked 350 MB higher); the few words needed are derived once into the user cache."""
    import wordfreq

    from normalize.attributes import market_inference

    monkeypatch.setenv("HRNORM_CACHE_DIR", str(tmp_path))
    market_inference._stop_words.cache_clear()
    try:
        assert market_inference.text_language("Wij zoeken een collega voor het team en je werkt met ons") == "nl"
        assert wordfreq.get_frequency_list.cache_info().currsize == 0
        assert list(tmp_path.glob("top-words-*.json")), "the derived words are kept for the next process"
        market_inference._stop_words.cache_clear()
        monkeypatch.setattr(wordfreq, "top_n_list", None)  # a second process reads the cache, not wordfreq
        assert market_inference.text_language("Wij zoeken een collega voor het team en je werkt met ons") == "nl"
    finally:
        market_inference._stop_words.cache_clear()
