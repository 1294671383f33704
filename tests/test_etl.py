"""The incremental ETL job: only new/changed files, crash-safe reruns, the lock and the exit codes."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import polars as pl
import pytest
from typer.testing import CliRunner

from normalize.etl import (
    EXIT_LOCKED,
    EtlLocked,
    output_name,
    read_dataset,
    run_etl,
    state_lock,
)

REPO = Path(__file__).resolve().parents[1]
HRNORM = [sys.executable, "-m", "normalize.cli"]

TITLES = ["Sr. Data Analyst", "Ｄａｔａ  Ａｎａｌｙｓｔ", "cafÃ© manager", "<b>Nurse</b> &amp; carer", None, "Chef"]
PLACES = ["Berlin", "London", "München", None, "Zürich"]


def make_csv(path: Path, rows: int, seed: int) -> None:
    """An input file (CSV, or Parquet by extension: only Parquet keeps real nulls)."""
    rng = random.Random(seed)
    ids = [f"{path.stem}-{i:06d}" for i in range(rows)]
    frame = pl.DataFrame(
        {
            "id": ids,
            "title": [rng.choice(TITLES) for _ in ids],
            "location": [rng.choice(PLACES) for _ in ids],
            "description": [f"role {rng.randrange(200)} in the\u00a0 team" for _ in ids],
        }
    )
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.suffix == ".parquet":
        frame.write_parquet(path)
    else:
        frame.write_csv(path)


def spec(tmp: Path, normalization: str = "NFC") -> Path:
    path = tmp / "spec.toml"
    path.write_text(
        'name = "etl_test"\n[[stages]]\nstage = "unicode"\ncolumns = ["title", "location", "description"]\n'
        f'[stages.config]\nnormalization = "{normalization}"\n'
    )
    return path


def dataset(out: Path, partition_by: str | None = None) -> pl.DataFrame:
    return read_dataset(out, partition_by).collect().sort("id")


def test_rerun_with_nothing_changed_processes_nothing(tmp_path: Path) -> None:
    for i in range(3):
        make_csv(tmp_path / "in" / f"f{i}.csv", 300, i)
    args = (tmp_path / "in", tmp_path / "out", tmp_path / "state", str(spec(tmp_path)))
    first = run_etl(*args)
    assert (first.files_processed, first.rows_in, first.rows_out) == (3, 900, 900)
    before = {p: p.stat().st_mtime_ns for p in (tmp_path / "out").glob("*.parquet")}
    second = run_etl(*args)
    assert (second.files_seen, second.files_processed, second.files_skipped, second.rows_out) == (3, 0, 3, 0)
    assert {p: p.stat().st_mtime_ns for p in (tmp_path / "out").glob("*.parquet")} == before
    frame = dataset(tmp_path / "out")
    assert frame.height == 900
    assert frame.filter(pl.col("title") == "Ｄａｔａ  Ａｎａｌｙｓｔ")["title_norm"].unique().to_list() == ["Data Analyst"]
    summary = json.loads((tmp_path / "state" / "last_run.json").read_text())
    assert summary["files_skipped"] == 3 and summary["exit_code"] == 0


def test_changed_file_and_changed_spec_reprocess(tmp_path: Path) -> None:
    for i in range(3):
        make_csv(tmp_path / "in" / f"f{i}.csv", 200, i)
    args = [tmp_path / "in", tmp_path / "out", tmp_path / "state", str(spec(tmp_path))]
    run_etl(*args)
    make_csv(tmp_path / "in" / "f1.csv", 250, 99)  # changed content
    make_csv(tmp_path / "in" / "new.csv", 10, 7)  # new file
    again = run_etl(*args)
    assert sorted(again.processed) == ["f1.csv", "new.csv"] and again.files_skipped == 2
    assert dataset(tmp_path / "out").height == 200 + 250 + 200 + 10  # replaced, not duplicated

    touched = tmp_path / "in" / "f2.csv"
    os.utime(touched)  # same bytes, new mtime: hashed again, not processed again
    assert run_etl(*args).files_processed == 0
    stat = touched.stat()
    data = touched.read_bytes()
    touched.write_bytes(data.replace(b"Chef", b"Chfe", 1))  # same size, same mtime: ctime still moves
    os.utime(touched, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    assert run_etl(*args).processed == ["f2.csv"]

    spec(tmp_path, normalization="NFKC")  # a changed config changes every file's output
    changed = run_etl(*args)
    assert changed.files_processed == 4 and changed.files_skipped == 0

    (tmp_path / "in" / "f0.csv").unlink()
    gone = run_etl(*args)
    assert gone.deleted == ["f0.csv"] and gone.outputs_removed == [output_name("f0.csv")]
    assert not dataset(tmp_path / "out")["id"].str.starts_with("f0-").any()


def test_a_new_bundled_model_reprocesses_every_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A model or calibration file replaced by a release changes outputs with no code change."""
    from normalize.etl import fingerprint

    data = tmp_path / "data"
    (data / "models").mkdir(parents=True)
    (data / "models" / "encoder.onnx").write_bytes(b"model one")
    monkeypatch.setattr(fingerprint, "DATA_DIR", data)
    monkeypatch.setattr(fingerprint, "PACKAGE", tmp_path / "data")  # the key stats these files too
    for i in range(2):
        make_csv(tmp_path / "in" / f"f{i}.csv", 50, i)
    args = (tmp_path / "in", tmp_path / "out", tmp_path / "state", str(spec(tmp_path)))
    assert run_etl(*args).files_processed == 2
    assert run_etl(*args).files_processed == 0
    (data / "models" / "encoder.onnx").write_bytes(b"model two")
    assert run_etl(*args).files_processed == 2


def test_partitioned_output_round_trips(tmp_path: Path) -> None:
    make_csv(tmp_path / "in" / "a.csv", 400, 1)
    make_csv(tmp_path / "in" / "sub" / "b.parquet", 300, 2)
    run_etl(tmp_path / "in", tmp_path / "out", tmp_path / "state", str(spec(tmp_path)), partition_by="location_norm")
    folders = sorted(p.name for p in (tmp_path / "out").iterdir())
    # CSV's empty location is an empty string, Parquet's a null: two different partitions
    assert {"location_norm=M%C3%BCnchen", "location_norm=", "location_norm=__HIVE_DEFAULT_PARTITION__"} <= set(folders)
    got = dataset(tmp_path / "out", "location_norm")
    reference = run_etl(tmp_path / "in", tmp_path / "flat", tmp_path / "state2", str(spec(tmp_path)))
    assert reference.rows_out == got.height == 700
    flat = dataset(tmp_path / "flat")
    assert got.select(flat.columns).equals(flat)  # nulls and non-ASCII values survive the folder names


def test_usage_errors_and_lock_exit_codes(tmp_path: Path) -> None:
    from normalize.cli import app

    runner = CliRunner()
    make_csv(tmp_path / "in" / "a.csv", 5, 1)
    base = ["etl", "--input", str(tmp_path / "in"), "--output", str(tmp_path / "out"), "--state", str(tmp_path / "st")]
    bad = runner.invoke(app, [*base, "--pipeline", "no_such_pipeline"])
    assert bad.exit_code == 2 and "unknown pipeline" in bad.output
    assert bad.output.count("job_ads") == 1  # the bundled pipelines are listed once
    no_spec = runner.invoke(app, [*base, "--pipeline", str(tmp_path / "none.toml")])
    assert no_spec.exit_code == 2 and f"pipeline spec not found: {tmp_path / 'none.toml'} (bundled:" in no_spec.output
    missing = runner.invoke(app, ["etl", "--input", str(tmp_path / "nope"), "--output", "o", "--state", "s",
                                  "--pipeline", "job_ads"])
    assert missing.exit_code == 2 and "not found" in missing.output
    typo = runner.invoke(app, [*base, "--pipeline", "job_ads", "--partition-by", "locaton_norm"])
    assert typo.exit_code == 2 and "locaton_norm" in typo.output
    with state_lock(tmp_path / "st"):
        with pytest.raises(EtlLocked):
            run_etl(tmp_path / "in", tmp_path / "out", tmp_path / "st", "job_ads")
        locked = runner.invoke(app, [*base, "--pipeline", "job_ads"])
        assert locked.exit_code == EXIT_LOCKED and "holds the lock" in locked.output
    ok = runner.invoke(app, [*base, "--pipeline", "job_ads", "--report", str(tmp_path / "report.html")])
    assert ok.exit_code == 0 and json.loads(ok.stdout)["files_processed"] == 1
    assert 'id="row-count">5<' in (tmp_path / "report.html").read_text()


def test_one_bad_file_exits_1_and_the_rest_is_done(tmp_path: Path) -> None:
    make_csv(tmp_path / "in" / "good.csv", 20, 1)
    (tmp_path / "in" / "bad.parquet").write_bytes(b"not parquet at all")
    summary = run_etl(tmp_path / "in", tmp_path / "out", tmp_path / "st", str(spec(tmp_path)))
    assert summary.exit_code == 1 and summary.files_failed == 1 and summary.processed == ["good.csv"]
    assert summary.failed[0]["file"] == "bad.parquet"
    (tmp_path / "in" / "bad.parquet").unlink()
    assert run_etl(tmp_path / "in", tmp_path / "out", tmp_path / "st", str(spec(tmp_path))).exit_code == 0


def _cli(tmp: Path, state: str, out: str) -> list[str]:
    return [*HRNORM, "etl", "--input", str(tmp / "in"), "--output", str(tmp / out), "--state", str(tmp / state),
            "--pipeline", str(tmp / "spec.toml"), "--chunk-rows", "400", "--partition-by", "location_norm"]


#: Where each trial's two runs are killed (tests/kill_hook.py): mid-file (the N-th chunk written) and
#: between atomic renames (an output file or the manifest moved into place).
KILL_POINTS = [[("write", 3), ("replace", 2)], [("replace", 5), ("write", 20)]]


def test_sigkill_at_chosen_points_then_rerun_gives_the_uninterrupted_dataset(tmp_path: Path) -> None:
    for i in range(6):
        make_csv(tmp_path / "in" / f"f{i}.csv", 2500, i)
    spec(tmp_path)
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    clean = subprocess.run(_cli(tmp_path, "state_clean", "clean"), env=env, capture_output=True, timeout=300)
    assert clean.returncode == 0, clean.stderr.decode()

    expected = dataset(tmp_path / "clean", "location_norm")
    hook = [sys.executable, str(REPO / "tests" / "kill_hook.py")]
    for trial, points in enumerate(KILL_POINTS):  # each trial: a fresh state killed twice, then run to the end
        state, out = f"state{trial}", f"out{trial}"
        for event, n in points:
            killed = subprocess.run([*hook, event, str(n), *_cli(tmp_path, state, out)[3:]], env=env,
                                    capture_output=True, timeout=300)
            assert killed.returncode == -signal.SIGKILL, (event, n, killed.stderr.decode())
        final = subprocess.run(_cli(tmp_path, state, out), env=env, capture_output=True, timeout=300)
        assert final.returncode == 0, final.stderr.decode()
        got = dataset(tmp_path / out, "location_norm")
        assert got.height == expected.height == 15_000 and got["id"].n_unique() == 15_000
        assert got.equals(expected)
    files = sorted(p.relative_to(tmp_path / "clean") for p in (tmp_path / "clean").rglob("*") if p.is_file())
    for trial in range(len(KILL_POINTS)):
        out = tmp_path / f"out{trial}"
        assert files == sorted(p.relative_to(out) for p in out.rglob("*") if p.is_file())
        for rel in files:  # not just the same rows: the same bytes
            assert (tmp_path / "clean" / rel).read_bytes() == (out / rel).read_bytes(), rel


def test_rerun_with_nothing_new_imports_neither_polars_nor_a_stage(tmp_path: Path) -> None:
    make_csv(tmp_path / "in" / "a.csv", 10, 1)
    args = (tmp_path / "in", tmp_path / "out", tmp_path / "st", str(spec(tmp_path)))
    assert run_etl(*args).files_processed == 1
    probe = (
        "import sys; from normalize.etl import run_etl; "
        f"s = run_etl(*{tuple(map(str, args))!r}); "
        "print(s.files_skipped, s.fingerprint[:12], 'polars' in sys.modules, 'normalize.stages.unicode' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120)
    fingerprint = json.loads((tmp_path / "st" / "manifest.json").read_text())["fingerprint"]
    assert done.stdout.split() == ["1", fingerprint[:12], "False", "False"], done.stderr[-2000:]
