"""Input as HR teams export it (issue 25): BOM, sniffed separators, loose and mapped headers, spreadsheets,
and the front doors that run the unicode stage first. Fixtures are written by the tests."""

from __future__ import annotations

import re
from pathlib import Path

import polars as pl
import pytest
from typer.testing import CliRunner

import normalize
from normalize import io
from normalize.cli import app
from normalize.headers import HeaderError, header_key, parse_map, resolve
from normalize.pipeline import load_pipeline

runner = CliRunner()
SPEC = 'name = "u"\n[[stages]]\nstage = "unicode"\ncolumns = ["title", "description"]\n'
ROWS = [("1", "Caf\u00e9 manager", "Python, SQL; and \"quotes\""), ("2", "Cook", "line one\nline two"),
        ("3", "007", "")]


def _write(path: Path, header: list[str], *, sep: str = ",", newline: str = "\n", bom: bool = False,
           encoding: str = "utf-8") -> Path:
    import csv

    with open(path, "w", encoding=encoding, newline="") as fh:
        if bom:
            fh.write("\ufeff")
        writer = csv.writer(fh, delimiter=sep, lineterminator=newline)
        writer.writerow(header)
        writer.writerows(ROWS)
    return path


def _run(tmp_path: Path, path: Path, *args: str) -> pl.DataFrame:
    spec = tmp_path / "spec.toml"
    spec.write_text(SPEC)
    out = tmp_path / f"{path.name}.parquet"
    result = runner.invoke(app, ["run", str(spec), str(path), "-o", str(out), *args])
    assert result.exit_code == 0, result.output
    return pl.read_parquet(out)


def _values(frame: pl.DataFrame) -> list[tuple]:
    """Rows by position: an export's headers differ from the twin's by design."""
    return [tuple(r) for r in frame.drop("_errors").iter_rows()]


@pytest.mark.parametrize(
    ("name", "header", "kwargs", "args"),
    [
        ("bom.csv", ["id", "title", "description"], {"bom": True}, ()),
        ("semicolon.csv", ["id", "title", "description"], {"sep": ";"}, ()),
        ("tab.csv", ["id", "title", "description"], {"sep": "\t"}, ()),
        ("pipe.csv", ["id", "title", "description"], {"sep": "|"}, ()),
        ("crlf.csv", ["id", "title", "description"], {"newline": "\r\n"}, ()),
        ("excel_de.csv", ["ID", " Title ", "DESCRIPTION:"], {"sep": ";", "newline": "\r\n", "bom": True}, ()),
        ("mapped.csv", ["id", "Job Title", "Beschreibung"], {}, ("--map", "title=Job Title",
                                                                 "--map", 'description="Beschreibung"')),
        ("forced.csv", ["id", "title", "description"], {"sep": "|"}, ("--separator", "|")),
        ("cp1252.csv", ["id", "title", "description"], {"encoding": "cp1252"}, ()),
    ],
)
def test_an_export_gives_the_rows_and_values_of_its_clean_twin(tmp_path, name, header, kwargs, args):
    twin = _run(tmp_path, _write(tmp_path / "clean.csv", ["id", "title", "description"]))
    got = _run(tmp_path, _write(tmp_path / name, header, **kwargs), *args)
    assert got.columns[:3] == header  # the file's own headers come out untouched
    assert _values(got) == _values(twin)
    assert got["title_norm"].to_list() == ["Café manager", "Cook", "007"]


def test_a_spreadsheet_is_read_sheet_by_sheet_or_one_sheet(tmp_path):
    xlsxwriter = pytest.importorskip("xlsxwriter")
    path = tmp_path / "ads.xlsx"
    with xlsxwriter.Workbook(path) as book:
        for name, rows in (("north", ROWS[:2]), ("south", ROWS[2:])):
            sheet = book.add_worksheet(name)
            sheet.write_row(0, 0, ["Id", "Title", "Description"])
            for i, row in enumerate(rows, 1):
                for j, value in enumerate(row):
                    sheet.write_string(i, j, value)
    twin = _run(tmp_path, _write(tmp_path / "clean.csv", ["id", "title", "description"]))
    assert _values(_run(tmp_path, path)) == _values(twin)  # "007" stays text, "" stays ""
    assert _run(tmp_path, path, "--sheet", "south")["Title"].to_list() == ["007"]
    result = runner.invoke(app, ["run", "job_ads", str(path), "-o", str(tmp_path / "o.csv"), "--sheet", "west"])
    assert result.exit_code == 2 and "has no sheet 'west'" in result.output


def test_what_stays_unsupported_is_one_line_saying_what_to_do(tmp_path):
    path = tmp_path / "ads.numbers"
    path.write_bytes(b"PK\x03\x04")
    result = runner.invoke(app, ["run", "job_ads", str(path), "-o", str(tmp_path / "o.csv")])
    errors = [line for line in result.output.splitlines() if line.startswith("Error:")]
    assert result.exit_code == 2 and len(errors) == 1 and "save it as CSV UTF-8" in errors[0]
    bad = runner.invoke(app, ["run", "job_ads", str(path), "-o", "o.csv", "--separator", "x"])
    assert bad.exit_code == 2 and "--separator must be one of" in bad.output


def test_a_map_to_a_missing_header_names_the_columns_the_file_has(tmp_path):
    path = _write(tmp_path / "a.csv", ["id", "title", "description"])
    result = runner.invoke(app, ["run", "job_ads", str(path), "-o", str(tmp_path / "o.csv"), "--map", "title=Job"])
    assert result.exit_code == 2 and "--map title='Job': the input has no such column" in result.output
    assert "id, title, description" in result.output


def test_header_resolution_is_loose_but_never_guesses_between_two():
    assert header_key(" Job-Title: ") == "jobtitle"
    assert resolve(["title"], ["TITLE", "x"]) == {"TITLE": "title"}
    assert resolve(["title"], ["Title", "TITLE"]) == {}  # two candidates: the stage is skipped, not guessed
    assert resolve(["title"], ["title", "Title"]) == {}  # the exact name wins
    assert resolve(["title"], ["Job Title"], {"title": "job title"}) == {"Job Title": "title"}
    with pytest.raises(HeaderError):
        resolve(["title"], ["x"], {"title": "Job Title"})
    assert parse_map(['title="Job Title"']) == {"title": "Job Title"}
    with pytest.raises(HeaderError):
        parse_map(["title"])


def test_a_spec_map_and_the_record_path_read_other_headers(tmp_path):
    spec = tmp_path / "m.toml"
    spec.write_text('name = "m"\nmap = { title = "Position" }\n' + SPEC.split("\n", 1)[1])
    pipe = load_pipeline(spec)
    out = pipe.run_record({"Position": "R\u0435act Developer", "Description": "Python &amp; SQL.</p>"})
    assert out["Position"] == "R\u0435act Developer"  # the input field is kept as it was
    assert out["title_norm"] == "React Developer" and out["description_norm"] == "Python & SQL."
    frame = pipe.run(pl.DataFrame({"Position": ["Caf\u00c3\u00a9 manager"]}))
    assert frame.columns == ["Position", "title_norm", "_errors"] and frame["title_norm"][0] == "Café manager"


def test_titles_and_skills_run_the_unicode_stage_first(tmp_path):
    path = tmp_path / "ads.csv"
    pl.DataFrame({"Title": ["Registered Nurse \u00e2\u20ac\u201c Night Shift", "R\u0435act Developer"],
                  "Text": ["Python &amp; SQL.</p>", "R\u0435act and Node"]}).write_csv(path)
    out = tmp_path / "t.parquet"
    builtin = ["--taxonomy", "builtin"]
    assert runner.invoke(app, ["titles", str(path), "-o", str(out), "--column", "title", *builtin]).exit_code == 0
    titles = pl.read_parquet(out)
    assert titles["title_norm"].to_list() == ["Registered Nurse \u2013 Night Shift", "React Developer"]
    assert titles["title_clean"].to_list() == ["registered nurse", "react developer"]
    assert runner.invoke(app, ["skills", str(path), "-o", str(out), "--column", "text", *builtin]).exit_code == 0
    labels = [{m["label"] for m in row} for row in pl.read_parquet(out)["skill_matches"].to_list()]
    assert {"Python", "SQL"} <= labels[0] and "React" in labels[1]
    raw = runner.invoke(app, ["skills", str(path), "-o", str(out), "--column", "text", "--no-unicode", *builtin])
    assert raw.exit_code == 0 and "text_norm" not in pl.read_parquet(out).columns


def test_the_title_states_its_employment_type_and_one_seniority_is_reconciled(tmp_path):
    spec = tmp_path / "ads.toml"  # job_ads' title and description steps, on the builtin taxonomy
    spec.write_text(
        'name = "ads"\n[[stages]]\nstage = "title"\ncolumns = ["title"]\n[stages.config]\ntaxonomy = "builtin"\n'
        'use_semantic = false\n[[stages]]\nstage = "attributes"\ncolumns = ["description"]\n[stages.config]\n'
        'seniority_column = "title_seniority"\n'
    )
    pipe = load_pipeline(spec)
    cases = {"Part Time Barista": "part_time", "Admin Kontrak": "temporary",
             "Graphic designer - freelance": "contract", "Cook": None}
    for title, kind in cases.items():
        assert pipe.run_record({"title": title})["title_employment_type"] == kind, title
    senior = pipe.run_record({"title": "Senior Data Engineer", "description": "A junior role."})
    assert (senior["description_seniority"], senior["description_seniority_source"]) == ("senior", "title")
    plain = pipe.run_record({"title": "Data Engineer", "description": "A junior role."})
    assert (plain["description_seniority"], plain["description_seniority_source"]) == ("junior", "text")


def test_verbalize_reads_market_grouping_and_html_entities(tmp_path):
    assert normalize.verbalize("\u20ac70.000 - \u20ac85.000") == "seventy thousand to eighty five thousand euros"
    assert normalize.verbalize("70.000 EUR") == "seventy thousand euros"
    assert normalize.verbalize("$12.50") == "twelve dollars fifty cents"  # a dollar's dot stays a decimal point
    assert normalize.verbalize("1.500.000 people") == "one million five hundred thousand people"
    assert normalize.verbalize("Tom &amp; Jerry") == "Tom and Jerry"
    src = tmp_path / "in.txt"
    src.write_bytes("Python &amp; SQL.</p>\r\nCaf\u00c3\u00a9 at \u20ac3.500 per month\n".encode())
    result = runner.invoke(app, ["verbalize", str(src), "-o", "-"])
    assert result.exit_code == 0
    lines = [line.rstrip("\r") for line in result.stdout.split("\n")[:2]]  # (the runner folds CRLF)
    assert lines == ["Python and s q l.", "Café at three thousand five hundred euros a month"]


def test_help_shows_the_users_words_not_typers_placeholders():
    for command in [c.name or c.callback.__name__ for c in app.registered_commands]:
        text = runner.invoke(app, [command, "--help"]).output
        assert not re.search(r"\{[A-Z_.]+\}|<(?:list\[|str>|path>|int|float)", text), (command, text)
    assert "salary" in runner.invoke(app, ["salary", "--help"]).output.split("Arguments")[0].lower()


def test_cache_builds_say_what_why_once_and_progress(capsys, monkeypatch):
    from normalize import cache

    monkeypatch.setattr(cache, "PROGRESS_EVERY", 0.0)
    monkeypatch.setattr(cache, "_TOLD_WHY", type(cache._TOLD_WHY)())
    with cache.building("the test index", total=4, unit="labels") as advance:
        advance(2)
        advance(2)
    with cache.building("another table"):
        pass
    err = capsys.readouterr().err.splitlines()
    assert err[0].startswith("hrnorm: building the test index (first use: built once") and "hrnorm warm" in err[0]
    assert any("2 of 4 labels (50%)" in line for line in err) and any("4 of 4 labels (100%)" in line for line in err)
    assert err[-2] == "hrnorm: building another table"  # the why is said once per process
    assert err[-1].startswith("hrnorm: built another table in ")
    cache.set_quiet(True)
    try:
        with cache.building("a quiet table"):
            pass
    finally:
        cache.set_quiet(False)
    assert capsys.readouterr().err == ""


def test_warm_builds_a_csv_taxonomys_indexes_before_the_first_run(tmp_path, monkeypatch):
    from normalize.cache import cache_dir

    shared = cache_dir()  # the place tables `make install` built: linked, so only the taxonomy is new here
    (tmp_path / "cache").mkdir()
    for made in [*shared.glob("gazetteer-*.sqlite"), *shared.glob("places-*.json"), *shared.glob("common-words-*")]:
        (tmp_path / "cache" / made.name).symlink_to(made)
    monkeypatch.setenv("HRNORM_CACHE_DIR", str(tmp_path / "cache"))
    taxonomy = tmp_path / "jobs.csv"
    taxonomy.write_text("id,label,alt_labels\nj1,Barista,coffee maker\nj2,Welder,\n")
    result = runner.invoke(app, ["warm", "--taxonomy", f"csv:{taxonomy}"])
    assert result.exit_code == 0, result.output
    assert list((tmp_path / "cache").glob("labels-occupation-*.npy"))
    assert "caches ready for csv:" in result.output
    bad = runner.invoke(app, ["warm", "--taxonomy", "nope:x"])
    assert bad.exit_code == 2 and bad.output.startswith("Error:")


def test_read_options_name_separators_as_people_do():
    assert io.ReadOptions("tab").separator == "\t" and io.ReadOptions(";").separator == ";"
    with pytest.raises(ValueError, match="--separator"):
        io.ReadOptions("::")


def test_etl_reads_mapped_headers_and_a_new_map_is_a_new_pipeline(tmp_path):
    from normalize.etl import read_dataset, run_etl

    landing = tmp_path / "in"
    landing.mkdir()
    _write(landing / "a.csv", ["id", "Job Title", "description"], sep=";", bom=True)
    spec = tmp_path / "spec.toml"
    spec.write_text(SPEC)
    first = run_etl(landing, tmp_path / "out", tmp_path / "state", str(spec), column_map={"title": "Job Title"})
    assert first.processed == ["a.csv"] and first.exit_code == 0
    data = read_dataset(tmp_path / "out").collect()
    assert data["title_norm"].to_list() == ["Café manager", "Cook", "007"] and "Job Title" in data.columns
    again = run_etl(landing, tmp_path / "out", tmp_path / "state", str(spec), column_map={"title": "Job Title"})
    assert again.processed == [] and again.files_skipped == 1
    other = run_etl(landing, tmp_path / "out", tmp_path / "state", str(spec), column_map={"title": "id"})
    assert other.processed == ["a.csv"]  # the mapping is part of the pipeline's fingerprint
