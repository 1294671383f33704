"""Verbalization (written -> spoken): the classes a listener would notice, the stage, the CLI, the data split
and the guarantees (unknown tokens copied, deterministic, no pattern that makes the pass quadratic)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import polars as pl
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from normalize import verbalize
from normalize.cli import app
from normalize.pipeline import Pipeline, Step
from normalize.stages.registry import create_stage
from normalize.verbalize import explain_verbalize, get_profile
from normalize.verbalize.tokens import _PATTERNS, tokenize

runner = CliRunner()


@pytest.mark.parametrize(("written", "spoken"), [
    ("Born May 12, 1981", "Born may twelfth nineteen eighty one"),
    ("$45k-55k", "forty five thousand to fifty five thousand dollars"),
    ("Call 020 7946 0958", "Call o two o seven nine four six o nine five eight"),
    ("$25/hr", "twenty five dollars an hour"),
    ("$ 300,000", "three hundred thousand dollars"),
    ("€1.5m", "one point five million euros"),
    ("5'11\"", "five feet eleven inches"),
    ("60 km/h", "sixty kilometers per hour"),
    ("1 km", "one kilometer"),
    ("12.5%", "twelve point five percent"),
    ("2008-09-30", "the thirtieth of september two thousand eight"),
    ("12/05/2024", "december fifth twenty twenty four"),
    ("25/12/2024", "the twenty fifth of december twenty twenty four"),
    ("Jan 5th", "january fifth"),
    ("9 March 2021", "the ninth of march twenty twenty one"),
    ("9:30am", "nine thirty a m"),
    ("14:00 CET", "fourteen hundred c e t"),
    ("john.doe@gmail.com", "j o h n dot d o e at g m a i l dot c o m"),
    ("CHEK 1", "c h e k one"),
    ("NASA", "NASA"),
    ("World War II", "World War two"),
    ("3-5 years", "three to five years"),
    ("9-5", "nine to five"),
    ("1990-95", "nineteen ninety to ninety five"),
    ("St. Louis", "saint Louis"),
    ("Main St.", "Main street."),
    ("approx. 5 km", "approximately five kilometers"),
    ("the 1990s", "the nineteen nineties"),
    ("21st century", "twenty first century"),
    ("1/2 cup", "one half cup"),
    ("2½ years", "two and one half years"),
    ("-0.5", "minus zero point five"),
    ("In 2006 the FBI", "In two thousand six the f b i"),
    ("mix 2 . 5 cups", "mix two point five cups"),
    ("3 days/week", "three days a week"),  # a count per period, the counted word copied
    ("₹12 LPA", "twelve lakh rupees a year"),  # Indian salaries: lakh per annum
    ("CTC 8-10 LPA", "c t c eight to ten lakh a year"),
    ("Rs. 50,000 per month", "fifty thousand rupees a month"),  # the sign's abbreviation dot
])
def test_written_forms_are_said_as_a_reader_says_them(written: str, spoken: str) -> None:
    assert verbalize(written) == spoken


def test_explain_gives_each_changed_span_with_its_class() -> None:
    spoken, spans = explain_verbalize("Pay: $25/hr from Jan 5th, call 555-123-4567.")
    assert spoken == ("Pay: twenty five dollars an hour from january fifth, "
                      "call five five five one two three four five six seven.")
    assert [(s.text, s.cls) for s in spans] == [("$25/hr", "money"), ("Jan 5th", "date"),
                                                ("555-123-4567", "telephone")]
    assert spans[0].spoken == "twenty five dollars an hour"


@settings(max_examples=100, deadline=None)
@given(st.text(alphabet=st.characters(categories=("Ll", "Mn")), min_size=1, max_size=20))
def test_a_lowercase_word_of_no_known_class_is_copied(word: str) -> None:
    profile = get_profile("en")
    known = profile.table["lexicon"].keys() | profile.abbreviations.keys() | profile.symbols.keys()
    if any(tok.text in known or tok.kind != "word" for tok in tokenize(word)):
        return
    if word.isascii() and not set(word) & set("aeiouy"):
        return  # "pp", "nr": spelled, a class of its own
    assert verbalize(word) == word


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=60))
def test_any_text_is_verbalized_deterministically_and_without_error(text: str) -> None:
    first = verbalize(text)
    assert verbalize(text) == first
    assert isinstance(first, str)


def test_unknown_tokens_and_symbols_are_copied() -> None:
    assert verbalize("Qazuvo ∯ ¿ ☃ Ⅻ") == "Qazuvo ∯ ¿ ☃ Ⅻ"


def _unbounded_repeats_nest(pattern: str) -> bool:
    """True when an unbounded repeat contains another unbounded repeat (the shape of catastrophic
    backtracking)."""
    parser = getattr(re, "_parser", None) or __import__("sre_parse")
    constants = getattr(re, "_constants", None) or __import__("sre_constants")
    unbounded = constants.MAXREPEAT

    def walk(items, inside: bool) -> bool:
        for op, arg in items:
            if op in (constants.MAX_REPEAT, constants.MIN_REPEAT):
                lo, hi, sub = arg
                if hi == unbounded and inside and any(o in (constants.MAX_REPEAT, constants.MIN_REPEAT)
                                                      for o, _ in sub):
                    return True
                if walk(sub, inside or hi == unbounded):
                    return True
            elif op == constants.SUBPATTERN:
                if walk(arg[-1], inside):
                    return True
            elif op == constants.BRANCH and any(walk(b, inside) for b in arg[1]):
                return True
        return False

    return walk(parser.parse(pattern), False)


def test_tokenizer_patterns_have_no_nested_unbounded_repeats() -> None:
    assert not _unbounded_repeats_nest(r"(?:a+)+")  # the check itself finds the bad shape
    for kind, pattern in _PATTERNS:
        assert not _unbounded_repeats_nest(pattern), (kind, pattern)


@pytest.mark.parametrize("unit", ["a.", "$1k-", "a@b.", "1 . ", "+1 2"])
def test_hostile_input_of_30_kb_comes_out_whole(unit: str) -> None:
    text = (unit * (30_000 // len(unit)))[:30_000]
    out = verbalize(text)
    assert len(out) >= len(text) // 4


@pytest.mark.slow
@pytest.mark.parametrize("unit", ["a.", "1-", "$1k-", "a@b.", "1:2"])
def test_hostile_input_of_1_mb_comes_out_whole(unit: str) -> None:
    text = (unit * (1_000_000 // len(unit)))[:1_000_000]
    assert len(verbalize(text)) >= len(text) // 4


def test_stage_adds_spoken_column_keeps_rows_and_explains() -> None:
    stage = create_stage("verbalize", {"explain": True})
    frame = pl.DataFrame({"id": [1, 2, 3], "text": ["Pay $25/hr", None, "Pay $25/hr"]})
    out = Pipeline([Step(stage, ["text"])]).run(frame)
    assert out["id"].to_list() == [1, 2, 3]
    assert out["text_spoken"].to_list() == ["Pay twenty five dollars an hour", None,
                                            "Pay twenty five dollars an hour"]
    assert out["text_spans"][0].to_list() == [{"start": 4, "end": 10, "text": "$25/hr", "class": "money",
                                               "spoken": "twenty five dollars an hour"}]
    assert stage.explain("In 2008") == ["'2008' date -> 'two thousand eight'"]


def test_stage_rejects_an_unknown_language() -> None:
    with pytest.raises(KeyError, match="no verbalization profile"):
        create_stage("verbalize", {"lang": "xx"})


def test_cli_text_file_line_for_line(tmp_path: Path) -> None:
    src = tmp_path / "in.txt"
    src.write_text("Born May 12, 1981\n\nCall 020 7946 0958\n", encoding="utf-8")
    dst = tmp_path / "out.txt"
    result = runner.invoke(app, ["verbalize", str(src), "-o", str(dst)])
    assert result.exit_code == 0, result.output
    assert dst.read_text(encoding="utf-8").split("\n") == [
        "Born may twelfth nineteen eighty one", "", "Call o two o seven nine four six o nine five eight", ""]


def test_cli_table_through_the_pipeline(tmp_path: Path) -> None:
    src = tmp_path / "in.csv"
    pl.DataFrame({"ad": ["Salary $45k-55k", "3-5 years"]}).write_csv(src)
    dst = tmp_path / "out.parquet"
    result = runner.invoke(app, ["verbalize", str(src), "-o", str(dst), "--column", "ad", "--no-progress"])
    assert result.exit_code == 0, result.output
    out = pl.read_parquet(dst)
    assert out["ad_spoken"].to_list() == ["Salary forty five thousand to fifty five thousand dollars",
                                          "three to five years"]
    bad = runner.invoke(app, ["verbalize", str(src), "-o", str(dst), "--column", "nope"])
    assert bad.exit_code == 2


def test_dev_split_is_fixed_and_disjoint_from_train(shared_data: Path) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from models.verbalize_data import TRAIN, split, written

    if not TRAIN.is_file():
        pytest.skip("Proteno train file not present")
    train, dev = split()
    assert 0.08 < len(dev) / (len(train) + len(dev)) < 0.12
    assert not {written(s) for s in dev} & {written(s) for s in train}


@pytest.mark.parametrize(("written", "spoken"), [
    ("Mon-Fri 9-5, 24/7 support", "monday to friday nine to five, twenty four seven support"),
    ("salary 45k-55k", "salary forty five thousand to fifty five thousand"),
    ("2+ years", "two plus years"),
    ("40 hrs/week", "forty hours a week"),
    ("We pay £12.50/hour", "We pay twelve pounds fifty pence an hour"),
    ("12 km2", "twelve square kilometers"),
    ("Henry VIII", "Henry the eighth"),
    ("a CD", "a c d"),
    ("ratio 16:79", "ratio sixteen to seventy nine"),
])
def test_job_ad_forms(written: str, spoken: str) -> None:
    assert verbalize(written) == spoken


def test_a_local_phone_number_is_read_as_digits_not_as_a_range():
    # "Call 555-0147" was "five hundred fifty five to o one four seven"; real ranges stay ranges
    assert verbalize("Call 555-0147 today") == "Call five five five o one four seven today"
    assert verbalize("100-1000 employees") == "one hundred to one thousand employees"


def test_grouped_decimals_are_read_not_crashed() -> None:
    # found by the fuzz campaign: a comma-grouped number with a decimal point raised ValueError
    assert verbalize("1,000.5") == "one thousand point five"
    assert verbalize("0,000.0") == "zero point zero"
    assert verbalize("3,500") == "three thousand five hundred"
    assert verbalize("1.2.3")  # a version-like string is copied or read, never an exception
