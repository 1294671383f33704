"""A table piped into a table command (`-` as the input): read like a file, every row out, nothing left behind."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import polars as pl
from typer.testing import CliRunner

from normalize.cli import app

runner = CliRunner()

SPEC = """
name = "clean"
[[stages]]
stage = "unicode"
columns = ["title"]
"""


def _spec(tmp_path: Path) -> str:
    path = tmp_path / "clean.toml"
    path.write_text(SPEC, encoding="utf-8")
    return str(path)


def test_csv_on_stdin_gives_every_row_in_order(tmp_path: Path) -> None:
    out = tmp_path / "out.csv"
    text = "id,title\n1,Ｄａｔａ Analyst\n2,cafÃ© manager\n3,\n"
    result = runner.invoke(app, ["run", _spec(tmp_path), "-", "-o", str(out), "--no-progress"], input=text)
    assert result.exit_code == 0, result.output
    frame = pl.read_csv(out, infer_schema=False)
    assert frame["id"].to_list() == ["1", "2", "3"]
    assert frame["title_norm"].to_list()[:2] == ["Data Analyst", "café manager"]
    assert "3 rows written" in result.output


def test_ndjson_and_parquet_on_stdin_are_recognised_by_content(tmp_path: Path) -> None:
    out = tmp_path / "out.csv"
    ndjson = '{"id": 7, "title": "Ｎｕｒｓｅ"}\n'
    result = runner.invoke(app, ["run", _spec(tmp_path), "-", "-o", str(out), "--no-progress"], input=ndjson)
    assert result.exit_code == 0, result.output
    assert pl.read_csv(out, infer_schema=False)["title_norm"].to_list() == ["Nurse"]

    buffer = io.BytesIO()
    pl.DataFrame({"id": ["9"], "title": ["Ｗｅｌｄｅｒ"]}).write_parquet(buffer)
    result = runner.invoke(app, ["run", _spec(tmp_path), "-", "-o", str(out), "--no-progress"],
                           input=buffer.getvalue())
    assert result.exit_code == 0, result.output
    assert pl.read_csv(out, infer_schema=False)["title_norm"].to_list() == ["Welder"]


def test_empty_stdin_is_a_clear_error(tmp_path: Path) -> None:
    result = runner.invoke(app, ["run", _spec(tmp_path), "-", "-o", str(tmp_path / "o.csv")], input="")
    assert result.exit_code == 2
    assert "standard input is empty" in result.output


def test_piped_table_leaves_no_temporary_copy(tmp_path: Path) -> None:
    hrnorm = Path(sys.executable).with_name("hrnorm")
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    done = subprocess.run([str(hrnorm), "run", _spec(tmp_path), "-", "-o", "-", "--no-progress"],
                          input="id,title\n1,Ｃｈｅｆ\n".encode(), capture_output=True, check=False,
                          env={"TMPDIR": str(scratch), "PATH": "/usr/bin:/bin", "HOME": str(Path.home())})
    assert done.returncode == 0, done.stderr.decode()
    assert "Chef" in done.stdout.decode()
    assert list(scratch.iterdir()) == []


def test_a_file_named_like_stdin_does_not_count_as_the_pipe(tmp_path: Path) -> None:
    named = tmp_path / "stdin.csv"
    named.write_text("id,title\n1,Ｃｏｏｋ\n", encoding="utf-8")
    out = tmp_path / "out.csv"
    result = runner.invoke(app, ["run", _spec(tmp_path), str(named), "-", "-o", str(out), "--no-progress"],
                           input="id,title\n2,Ｍａｓｏｎ\n")
    assert result.exit_code == 0, result.output
    assert pl.read_csv(out, infer_schema=False)["title_norm"].to_list() == ["Cook", "Mason"]
    twice = runner.invoke(app, ["run", _spec(tmp_path), "-", "-", "-o", str(out)], input="id,title\n3,x\n")
    assert twice.exit_code == 2 and "only once" in twice.output
