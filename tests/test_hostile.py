"""Hostile input files through ``hrnorm run`` and ``hrnorm etl``: every readable row comes out, every
unreadable file is named with one line, never a traceback; panics of the readers are failures too."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import polars as pl
import pytest
from hostile_files import QUICK, write_hostile
from typer.testing import CliRunner

from normalize import io
from normalize.cli import app
from normalize.etl import output_name, read_dataset, run_etl, state_lock

HRNORM = [sys.executable, "-m", "normalize.cli"]
SPEC = 'name = "hostile"\n[[stages]]\nstage = "unicode"\ncolumns = ["title"]\n'


def _spec(tmp: Path) -> Path:
    path = tmp / "spec.toml"
    path.write_text(SPEC)
    return path


def test_each_hostile_file_through_run_gives_its_rows_or_one_named_line(tmp_path: Path) -> None:
    items = write_hostile(tmp_path / "in", QUICK)
    spec = _spec(tmp_path)
    runner = CliRunner()
    for item in items:
        out = tmp_path / "out" / f"{item.name}.parquet"
        result = runner.invoke(app, ["run", str(spec), str(tmp_path / "in" / item.name), "-o", str(out)])
        assert "Traceback" not in result.output, (item, result.output)
        assert not isinstance(result.exception, BaseException) or isinstance(result.exception, SystemExit)
        if item.rows is None:
            errors = [line for line in result.output.splitlines() if line.startswith("Error:")]
            assert result.exit_code == 2 and len(errors) == 1 and item.name in errors[0], (item, result.output)
            assert not out.exists()
        else:
            assert result.exit_code == 0, (item, result.output)
            assert pl.read_parquet(out).height == item.rows, item
    leftovers = [p.name for p in (tmp_path / "out").iterdir() if p.name.startswith(".")]
    assert leftovers == []


def test_hostile_landing_folder_etl_names_every_failure_and_keeps_every_row(tmp_path: Path) -> None:
    items = write_hostile(tmp_path / "in", QUICK)
    cmd = [*HRNORM, "etl", "--input", str(tmp_path / "in"), "--output", str(tmp_path / "out"),
           "--state", str(tmp_path / "st"), "--pipeline", str(_spec(tmp_path))]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr[-3000:]
    summary = json.loads(done.stdout)
    bad = {i.name for i in items if i.rows is None}
    assert {f["file"] for f in summary["failed"]} == bad
    assert all("\n" not in f["error"] and f["error"] for f in summary["failed"])
    assert json.loads((tmp_path / "st" / "last_run.json").read_text())["failed"] == summary["failed"]
    history = (tmp_path / "st" / "runs.jsonl").read_text().splitlines()
    assert json.loads(history[-1])["failed"] == summary["failed"]
    manifest = json.loads((tmp_path / "st" / "manifest.json").read_text())["files"]
    for item in items:
        if item.rows is not None:
            assert manifest[item.name]["rows_out"] == item.rows, item
    data = read_dataset(tmp_path / "out").collect()
    per_file = dict(data.group_by("_source_file").len().iter_rows())
    assert {k: v for k, v in per_file.items() if v} == {i.name: i.rows for i in items if i.rows}
    rows = data.filter(pl.col("_source_file") == "mixed_newlines.csv").get_column("_source_row").to_list()
    assert rows == list(range(QUICK.rows))
    with state_lock(tmp_path / "st"):  # the lock was released
        pass

    again = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    second = json.loads(again.stdout)  # unchanged bad files are not retried
    assert again.returncode == 0 and second["files_failed"] == 0 and second["files_processed"] == 0
    assert {f["file"] for f in second["still_failed"]} == bad


def test_quarantine_moves_bad_files_and_a_changed_file_is_retried(tmp_path: Path) -> None:
    spec = str(_spec(tmp_path))
    inp = tmp_path / "in"
    inp.mkdir()
    (inp / "ok.csv").write_text("id,title\n1,Nurse\n")
    (inp / "bad.csv").write_bytes(b"\x00\x01\x02" * 1000)
    (inp / "later.csv").write_bytes("id,title\n1,Chef\n".encode("utf-16"))
    first = run_etl(inp, tmp_path / "out", tmp_path / "st", spec, quarantine_dir=tmp_path / "q")
    assert first.exit_code == 1 and first.processed == ["ok.csv"]
    assert sorted(f["file"] for f in first.failed) == ["bad.csv", "later.csv"]
    assert (tmp_path / "q" / "bad.csv").exists() and not (inp / "bad.csv").exists()
    assert "UTF-16" in next(f["error"] for f in first.failed if f["file"] == "later.csv")

    (inp / "later.csv").write_bytes("id,title\n1,Chef\n".encode("utf-16"))  # no quarantine this time
    second = run_etl(inp, tmp_path / "out", tmp_path / "st", spec)
    assert second.files_failed == 1 and second.deleted == []
    third = run_etl(inp, tmp_path / "out", tmp_path / "st", spec)
    assert third.files_failed == 0 and [f["file"] for f in third.still_failed] == ["later.csv"]
    (inp / "later.csv").write_text("id,title\n1,Chef\n2,Cook\n")  # fixed upstream: retried, processed
    fourth = run_etl(inp, tmp_path / "out", tmp_path / "st", spec)
    assert fourth.processed == ["later.csv"] and fourth.exit_code == 0 and fourth.still_failed == []


def test_a_panic_in_the_reader_is_a_failure_not_a_crash(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from polars.exceptions import PanicException

    inp = tmp_path / "in"
    inp.mkdir()
    for name in ("a.csv", "b.csv"):
        (inp / name).write_text("id,title\n1,Nurse\n")
    real = io._fast_csv_chunks

    def panicking(path, chunk_rows, on_rows, separator):
        if path.name == "a.csv":
            raise PanicException("called `Result::unwrap()` on an `Err` value: NulError(3)\nbacktrace line")
        return real(path, chunk_rows, on_rows, separator)

    monkeypatch.setattr(io, "_fast_csv_chunks", panicking)
    summary = run_etl(inp, tmp_path / "out", tmp_path / "st", str(_spec(tmp_path)))
    assert summary.processed == ["b.csv"] and summary.failed[0]["file"] == "a.csv"
    assert summary.failed[0]["error"].endswith("PanicException: called `Result::unwrap()` on an `Err` value: NulError(3)")
    with pytest.raises(io.InputError, match="a.csv: PanicException"):
        list(io.iter_chunks(inp / "a.csv"))


def test_a_file_that_changes_or_vanishes_during_the_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import normalize.etl.job as etl_job

    inp = tmp_path / "in"
    inp.mkdir()
    for name in ("grows.csv", "goes.csv", "stays.csv"):
        (inp / name).write_text("id,title\n1,Nurse\n")
    real = etl_job.process_file

    def meddling(pipeline, source, rel, *args):
        if rel == "grows.csv":
            with open(source, "a") as fh:
                fh.write("2,Chef\n")
        if rel == "goes.csv":
            source.unlink()
        return real(pipeline, source, rel, *args)

    monkeypatch.setattr(etl_job, "process_file", meddling)
    summary = run_etl(inp, tmp_path / "out", tmp_path / "st", str(_spec(tmp_path)))
    reasons = {f["file"]: f["error"] for f in summary.failed}
    assert summary.processed == ["stays.csv"] and set(reasons) == {"grows.csv", "goes.csv"}
    assert "changed while it was being processed" in reasons["grows.csv"]
    assert "disappeared" in reasons["goes.csv"]
    monkeypatch.setattr(etl_job, "process_file", real)
    rerun = run_etl(inp, tmp_path / "out", tmp_path / "st", str(_spec(tmp_path)))
    assert rerun.processed == ["grows.csv"] and rerun.rows_out == 2


def test_outputs_honour_the_umask(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        (tmp_path / "in").mkdir()
        (tmp_path / "in" / "a.csv").write_text("id,title,location\n1,Nurse,Berlin\n")
        io.write_frame(pl.DataFrame({"a": [1]}), tmp_path / "t.parquet")
        run_etl(tmp_path / "in", tmp_path / "out", tmp_path / "st", str(_spec(tmp_path)), partition_by="location")
    finally:
        os.umask(old)
    assert (tmp_path / "t.parquet").stat().st_mode & 0o777 == 0o644
    part = tmp_path / "out" / "location=Berlin"
    assert part.stat().st_mode & 0o777 == 0o755
    assert (part / output_name("a.csv")).stat().st_mode & 0o777 == 0o644
    assert (tmp_path / "st" / "manifest.json").stat().st_mode & 0o777 == 0o644
    found = read_dataset(tmp_path / "out").collect()  # the partitioning is found without being told
    assert found.get_column("location").to_list() == ["Berlin"] and found.get_column("_source_row").to_list() == [0]


def test_run_with_source_traces_rows_back_and_chunk_rows_must_be_positive(tmp_path: Path) -> None:
    a, b = tmp_path / "a.csv", tmp_path / "b.csv"
    a.write_text("id,title\n1,Nurse\n2,Chef\n3,Cook\n")
    b.write_text("id,title\n4,Baker\n")
    runner = CliRunner()
    out = tmp_path / "o.csv"
    ok = runner.invoke(app, ["run", str(_spec(tmp_path)), str(a), str(b), "-o", str(out), "--with-source",
                             "--chunk-rows", "2"])
    assert ok.exit_code == 0, ok.output
    frame = pl.read_csv(out, infer_schema=False)
    assert frame.get_column("_source_file").to_list() == [str(a)] * 3 + [str(b)]
    assert frame.get_column("_source_row").to_list() == ["0", "1", "2", "0"]
    for bad in ("0", "-5"):
        result = runner.invoke(app, ["run", str(_spec(tmp_path)), str(a), "-o", str(out), "--chunk-rows", bad])
        assert result.exit_code == 2 and "chunk-rows" in result.output


@pytest.mark.parametrize(
    ("args", "name"),
    [
        (["script", "{bin}.txt", "-o", "{out}.txt", "--lang", "ckb"], ".txt"),
        (["verbalize", "{bin}.txt", "-o", "{out}.txt"], ".txt"),
        (["verbalize", "{bin}.csv", "-o", "{out}.csv"], ".csv"),
        (["titles", "{bin}.csv", "-o", "{out}.csv", "--column", "title", "--no-semantic"], ".csv"),
        (["lexnorm", "{bin}.norm", "-o", "{out}.norm", "--lang", "en"], ".norm"),
        (["lexnorm", "{bin}.csv", "-o", "{out}.csv", "--lang", "en"], ".csv"),
    ],
    ids=["script", "verbalize-text", "verbalize-table", "titles", "lexnorm-multilexnorm", "lexnorm-table"],
)
def test_every_file_reading_command_refuses_a_binary_file_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], args: list[str], name: str
) -> None:
    from normalize.cli import main

    binary = tmp_path / "upload"
    binary.with_suffix(name).write_bytes(bytes(range(256)) * 40)
    argv = [a.format(bin=binary, out=tmp_path / "out") for a in args]
    monkeypatch.setattr(sys, "argv", ["hrnorm", *argv])
    with pytest.raises(SystemExit) as stopped:
        main()
    err = capsys.readouterr().err
    errors = [line for line in err.splitlines() if line.startswith("Error:")]
    assert stopped.value.code == 2 and len(errors) == 1 and f"upload{name} is a binary file" in errors[0], err
    assert "Traceback" not in err and not list(tmp_path.glob("out*"))
