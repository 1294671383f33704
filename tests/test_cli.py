"""The hrnorm command line: results, clear messages and exit codes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import polars as pl
from typer.testing import CliRunner

from normalize.cli import app

runner = CliRunner()
REPO = Path(__file__).resolve().parents[1]


def test_run_example_writes_every_row(tmp_path: Path) -> None:
    out = tmp_path / "out.parquet"
    result = runner.invoke(app, ["run", "job_ads", str(REPO / "examples" / "job_ads.csv"), "-o", str(out)])
    assert result.exit_code == 0, result.output
    frame = pl.read_parquet(out)
    source = pl.read_csv(REPO / "examples" / "job_ads.csv", infer_schema=False)
    assert frame.height == source.height
    assert frame.select(source.columns).fill_null("").equals(source.fill_null(""))
    assert "rows written" in result.output
    # the values are the pipeline's: each row as `hrnorm record` would give it, in the output's dtypes
    from normalize.io import read_frame
    from normalize.pipeline import load_pipeline

    pipe = load_pipeline("job_ads")
    rows = read_frame([REPO / "examples" / "job_ads.csv"]).to_dicts()  # as hrnorm reads it (empty cells: "")
    records = pl.DataFrame([pipe.run_record(r) for r in rows], schema=frame.schema)
    assert records.equals(frame)
    assert frame["title_norm"].null_count() < frame.height and frame["_errors"].list.len().sum() == 0


def test_record_prints_json() -> None:
    result = runner.invoke(app, ["record", "job_ads", '{"title": "Ｄａｔａ  Ａｎａｌｙｓｔ", "id": 5}'])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["title_norm"] == "Data Analyst" and data["id"] == 5


def test_record_names_skipped_steps_and_maps_fields() -> None:
    """A profile whose free text sits in ``about`` gets no masking unless mapped, and the user is told."""
    record = '{"name": "Jo", "about": "Ring me on 07911 123456", "location": "Leeds"}'
    plain = runner.invoke(app, ["record", "profiles", record])
    assert plain.exit_code == 0
    assert "summary_masked" not in json.loads(plain.stdout)
    assert "skipped for column 'summary'" in plain.stderr
    mapped = runner.invoke(app, ["record", "profiles", record, "--map", "summary=about"])
    data = json.loads(mapped.stdout)
    assert data["summary_masked"] == "Ring me on [PHONE]" and data["about"] == "Ring me on 07911 123456"
    assert "skipped for column 'summary'" not in mapped.stderr


def test_record_explain_lists_rules() -> None:
    result = runner.invoke(app, ["record", "job_ads", '{"title": "cafÃ©"}', "--explain"])
    data = json.loads(result.stdout)
    assert data["_explain"]["unicode(title)"] == ["fix_mojibake"]


def test_errors_have_messages_and_exit_code_2(tmp_path: Path) -> None:
    cases = [
        (["run", "job_ads", str(tmp_path / "missing.csv"), "-o", str(tmp_path / "o.csv")], "not found"),
        (["run", "no_such", str(REPO / "examples" / "job_ads.csv"), "-o", str(tmp_path / "o.csv")], "unknown pipeline"),
        (["run", "job_ads", str(REPO / "examples" / "job_ads.csv"), "-o", str(tmp_path / "o.xlsx")], "read, not written"),
        (["record", "job_ads", "{not json"], "not valid JSON"),
        (["explain", "nope", "x"], "unknown stage"),
    ]
    for args, message in cases:
        result = runner.invoke(app, args)
        assert result.exit_code == 2, (args, result.output)
        assert message in result.output, (args, result.output)
        assert "Traceback" not in result.output


def test_strict_fails_on_missing_column(tmp_path: Path) -> None:
    src = tmp_path / "in.csv"
    src.write_text("id,title\n1,Nurse\n")
    result = runner.invoke(app, ["run", "job_ads", str(src), "-o", str(tmp_path / "o.csv"), "--strict"])
    assert result.exit_code == 2 and "missing column(s) description" in result.output


def test_stages_and_pipelines_list_what_exists() -> None:
    result = runner.invoke(app, ["stages"], terminal_width=200)
    assert result.exit_code == 0 and "unicode" in result.output and "normalization" in result.output
    result = runner.invoke(app, ["pipelines"], terminal_width=200)
    assert result.exit_code == 0 and "job_ads" in result.output


def test_console_script_entry_point(tmp_path: Path) -> None:
    exe = Path(sys.executable).with_name("hrnorm")
    proc = subprocess.run([str(exe), "record", "job_ads", '{"title": " x "}'], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["title_norm"] == "x"


def test_version_and_stages_json_and_a_narrow_stages_table_keeps_every_field() -> None:
    from normalize import __version__

    version = runner.invoke(app, ["--version"])
    assert version.exit_code == 0 and version.stdout.strip() == f"hrnorm {__version__}"
    listed = json.loads(runner.invoke(app, ["stages", "--json"]).stdout)
    unicode = next(s for s in listed if s["name"] == "unicode")
    assert unicode["config"]["normalization"] and "norm" in unicode["outputs"]
    narrow = runner.invoke(app, ["stages"], terminal_width=80).output
    assert "…" not in narrow
    squeezed = "".join(narrow.split())  # folded cells break words across lines; joined, each field is whole
    for stage in listed:
        for name in stage.get("outputs", {}):
            assert f"{name}:" in squeezed.replace("│", ""), (stage["name"], name)


def test_out_of_range_numbers_are_usage_errors_before_any_work(tmp_path: Path) -> None:
    src = tmp_path / "in.csv"
    src.write_text("id,title,text\n1,Nurse,gr8\n")
    out = str(tmp_path / "o.csv")
    cases = [
        (["run", "job_ads", str(src), "-o", out, "--chunk-rows", "0"], "--chunk-rows"),
        (["titles", str(src), "-o", out, "--column", "title", "--top-k", "0"], "--top-k"),
        (["titles", str(src), "-o", out, "--column", "title", "--min-score", "1.5"], "--min-score"),
        (["titles", str(src), "-o", out, "--column", "title", "--chunk-rows", "-5"], "--chunk-rows"),
        (["skills", str(src), "-o", out, "--column", "title", "--min-score", "-0.1"], "--min-score"),
        (["verbalize", str(src), "-o", out, "--column", "text", "--chunk-rows", "0"], "--chunk-rows"),
        (["lexnorm", str(src), "-o", out, "--lang", "en", "--workers", "-1"], "--workers"),
        (["script", str(src), "-o", out, "--lang", "ckb", "--workers", "-2"], "--workers"),
        (["lexnorm-train", str(src), "-o", str(tmp_path / "m"), "--lang", "en", "--epochs", "0"], "--epochs"),
        (["etl", "--input", str(tmp_path), "--output", str(tmp_path / "out"), "--state", str(tmp_path / "st"),
          "--pipeline", "job_ads", "--chunk-rows", "0"], "--chunk-rows"),
    ]
    for args, option in cases:
        result = runner.invoke(app, args)
        assert result.exit_code == 2 and option in result.output and "Traceback" not in result.output, args
        assert not (tmp_path / "o.csv").exists()
    nosuch = runner.invoke(app, ["lexnorm", str(src), "-o", out, "--lang", "en", "--column", "nosuch"])
    assert nosuch.exit_code == 2 and "column 'nosuch' not in" in nosuch.output
    assert "model and indexes ready" not in nosuch.output  # reported before the model is loaded


def test_usage_errors_are_one_plain_line_on_stderr() -> None:
    # a user piping stderr gets click's "Error: ..." line, not a box drawn around it; exit code 2
    proc = subprocess.run([sys.executable, "-m", "normalize.cli", "run", "job_ads"], capture_output=True, text=True)
    assert proc.returncode == 2 and proc.stdout == ""
    errors = [line for line in proc.stderr.splitlines() if line.startswith("Error:")]
    assert errors == ["Error: Missing argument 'INPUT...'."], proc.stderr
    assert not any(c in proc.stderr for c in "╭│╰"), proc.stderr
    typo = subprocess.run([sys.executable, "-m", "normalize.cli", "titles", "x.csv", "--bogus"], capture_output=True,
                          text=True)
    assert typo.returncode == 2 and "Error: No such option: --bogus" in typo.stderr.splitlines()


def test_dash_output_is_stdout_wherever_there_is_an_output(tmp_path: Path, monkeypatch) -> None:
    # "-o -" never writes a file named "-": stdout gets what the file would hold (a table as CSV)
    monkeypatch.chdir(tmp_path)
    table = tmp_path / "posts.csv"
    table.write_text("id,text\n1,u r gr8 lol\n2,\n3,c u 2moro\n")
    tokens = tmp_path / "tokens.norm"
    tokens.write_text("u\tyou\nr\tare\ngr8\tgreat\n\n")
    cases = [  # the lexicon-only model: the test is about where the output goes, not the model
        (["lexnorm", str(table), "--lang", "en", "--model", "none"], "csv"),
        (["lexnorm", str(tokens), "--lang", "en", "--model", "none"], "norm"),
        (["verbalize", str(table), "--column", "text"], "csv"),  # the table writer hrnorm run and titles use
    ]
    for args, suffix in cases:
        to_file = runner.invoke(app, [*args, "-o", str(tmp_path / f"out.{suffix}")])
        to_stdout = runner.invoke(app, [*args, "-o", "-"])
        assert to_file.exit_code == 0 and to_stdout.exit_code == 0, (args, to_stdout.output)
        assert to_stdout.stdout_bytes == (tmp_path / f"out.{suffix}").read_bytes() != b"", args
        assert not (tmp_path / "-").exists(), args
    train = runner.invoke(app, ["lexnorm-train", str(tokens), "-o", "-", "--lang", "en"])
    assert train.exit_code == 2 and "stdout" in train.output and not (tmp_path / "-").exists()
    report = runner.invoke(app, ["run", "job_ads", str(table), "-o", "-", "--report", str(tmp_path / "r.html")])
    assert report.exit_code == 2 and "--report" in report.output


def test_run_profile_prints_and_records_time_per_stage(tmp_path: Path) -> None:
    out, summary = tmp_path / "out.parquet", tmp_path / "summary.json"
    example = REPO / "examples" / "job_ads.csv"
    result = runner.invoke(app, ["run", "job_ads", str(example), "-o", str(out), "--profile",
                                 "--summary-json", str(summary)])
    assert result.exit_code == 0, result.output
    assert "skills(description_norm)" in result.output and "CPU ms/row" in result.output
    stages = json.loads(summary.read_text())["stages"]
    from normalize.pipeline import load_pipeline

    source = pl.read_csv(example, infer_schema=False)
    plan, _ = load_pipeline("job_ads").plan(source.columns)
    assert list(stages) == [f"{step.stage.name}({column})" for step, column in plan]
    assert stages["skills(description_norm)"]["values"] == source["description"].n_unique()
    assert all(t["cpu_s"] >= 0 and t["wall_s"] >= 0 for t in stages.values())
