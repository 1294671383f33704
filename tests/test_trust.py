"""Trust (#26): a broken part stops the run in one line, nothing is overwritten or leaked, specs are
typed, one value never sinks a file, and memory is bounded by bytes."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import polars as pl
import pytest
from pii_seeds import MARKETS, seeded
from typer.testing import CliRunner

from normalize import artifacts, io
from normalize.artifacts import ChecksumError, ResourceError
from normalize.attributes.pii import mask_for_logs, mask_pii
from normalize.cli import app
from normalize.etl import run_etl
from normalize.matching.encoder import BUNDLED_MODEL_DIR, Encoder
from normalize.pipeline import BoundedCache, Pipeline, Step, load_pipeline
from normalize.stages.base import Stage, StageBatch
from normalize.stages.registry import create_stage, register_stage, unregister_stage

HRNORM = [sys.executable, "-m", "normalize.cli"]
UNICODE_SPEC = 'name = "t"\n[[stages]]\nstage = "unicode"\ncolumns = ["title"]\n'


def _run(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([*HRNORM, *args], capture_output=True, text=True, timeout=300,
                          env={**os.environ, **(env or {})})


def _one_error_line(stderr: str) -> str:
    lines = [line for line in stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "Traceback" not in stderr, stderr
    return lines[0]


# -- 1. no overwrite ---------------------------------------------------------------------------------


def test_an_input_column_a_stage_would_write_is_refused_naming_both(tmp_path: Path) -> None:
    src = tmp_path / "ads.csv"
    pl.DataFrame({"title": ["Nurse"], "salary": ["50k EUR"], "salary_min": ["my own value"]}).write_csv(src)
    done = _run("run", "job_ads", str(src), "-o", str(tmp_path / "out.csv"))
    line = _one_error_line(done.stderr)
    assert done.returncode == 2 and "'salary_min'" in line and "attributes(salary_norm)" in line
    assert not (tmp_path / "out.csv").exists()


def test_a_step_suffix_writes_beside_the_input_column(tmp_path: Path) -> None:
    spec = tmp_path / "spec.toml"
    spec.write_text('name = "s"\n[[stages]]\nstage = "unicode"\ncolumns = ["title"]\nsuffix = "_hr"\n')
    frame = pl.DataFrame({"title": ["Ｎｕｒｓｅ"], "title_norm": ["kept as is"]})
    out = load_pipeline(str(spec)).run(frame)
    assert out.get_column("title_norm").to_list() == ["kept as is"]
    assert out.get_column("title_norm_hr").to_list() == ["Nurse"]


# -- 2. broken parts fail loudly ---------------------------------------------------------------------


def _model_copy(tmp_path: Path) -> Path:
    folder = tmp_path / "model"
    shutil.copytree(BUNDLED_MODEL_DIR, folder)
    return folder


def test_a_swapped_tokenizer_or_a_missing_manifest_is_refused(tmp_path: Path) -> None:
    folder = _model_copy(tmp_path)
    tokenizer = folder / "tokenizer.json"
    tokenizer.write_bytes(tokenizer.read_bytes().replace(b'"the"', b'"teh"', 1))
    with pytest.raises(ChecksumError, match="tokenizer.json"):
        Encoder(folder)
    shutil.copyfile(BUNDLED_MODEL_DIR / "tokenizer.json", tokenizer)
    (folder / artifacts.MANIFEST).unlink()
    with pytest.raises(ChecksumError, match="SHA256SUMS.json is missing"):
        Encoder(folder)


@dataclass
class _BrokenConfig:
    marker: str = ""


class _NeedsAFile(Stage):
    """A stage whose resource (a file) may be missing: a run-level failure, never a row error."""

    Config = _BrokenConfig

    def fields(self) -> dict[str, pl.DataType]:
        return {"out": pl.String}

    def process(self, values, context=None) -> StageBatch:
        if not Path(self.config.marker).exists():
            raise ResourceError(f"resource {self.config.marker} is missing")
        return StageBatch({"out": [v for v in values]}, [None] * len(values))


@pytest.fixture
def needs_a_file():
    register_stage("needs_a_file")(_NeedsAFile)
    yield
    unregister_stage("needs_a_file")


def test_a_broken_resource_stops_the_run_instead_of_filling_errors(tmp_path: Path, needs_a_file) -> None:
    pipe = Pipeline([Step(create_stage("needs_a_file", {"marker": str(tmp_path / "nope")}), ["title"])])
    with pytest.raises(ResourceError, match="nope is missing"):
        pipe.run(pl.DataFrame({"title": ["a", "b"]}))
    with pytest.raises(ResourceError):
        pipe.run_record({"title": "a"})


def test_a_corrupt_label_cache_is_rebuilt_with_one_line_naming_it(tmp_path: Path, caplog) -> None:
    from normalize.cache import digest_path, read_cached, write_cached

    path = tmp_path / "labels.npy"
    assert write_cached(path, b"0123456789" * 100)
    assert read_cached(path) == b"0123456789" * 100
    data = bytearray(path.read_bytes())
    data[500] ^= 0xFF
    path.write_bytes(bytes(data))
    with caplog.at_level("WARNING", logger="normalize.cache"):
        assert read_cached(path) is None
    assert [r.getMessage() for r in caplog.records if str(path) in r.getMessage()]
    assert not path.exists() and not digest_path(path).exists()  # gone: the next use rebuilds it


def test_a_read_only_cache_folder_keeps_values_in_memory_and_leaves_nothing(tmp_path: Path) -> None:
    from normalize.cache import write_cached

    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert write_cached(blocker / "cache" / "x.bin", b"data") is False
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file"]


def test_script_and_verbalize_with_a_broken_model_exit_1_in_one_line(tmp_path: Path) -> None:
    text = tmp_path / "in.txt"
    text.write_text("I paid $5\n")
    data = tmp_path / "data"
    shutil.copytree(Path(artifacts.__file__).parent / "data" / "script", data)
    stats = data / "ckb.json.gz"
    stats.write_bytes(stats.read_bytes()[:-10] + b"0123456789")
    done = _run("script", str(text), "-o", str(tmp_path / "o.txt"), "--lang", "ckb",
                env={"HRNORM_SCRIPT_STATS_DIR": str(data)})
    assert done.returncode == 1 and "checksum mismatch" in _one_error_line(done.stderr)
    assert not (tmp_path / "o.txt").exists()


# -- 4. typed specs ----------------------------------------------------------------------------------

BAD_VALUES = [
    ('stage = "title"\ncolumns = ["title"]\n[stages.config]\ntop_k = -5', "top_k"),
    ('stage = "skills"\ncolumns = ["d"]\n[stages.config]\nmode = "rm -rf /"', "mode"),
    ('stage = "unicode"\ncolumns = ["title"]\n[stages.config]\nmax_chars = -1', "max_chars"),
    ('stage = "unicode"\ncolumns = ["title"]\n[stages.config]\nnormalization = "NFX"', "normalization"),
    ('stage = "title"\ncolumns = ["title"]\n[stages.config]\nmin_score = nan', "min_score"),
    ('stage = ["unicode"]\ncolumns = ["title"]', "stage"),
    ('stage = "unicode"\ncolumns = "title"', "columns"),
    ('stage = "unicode"\ncolumns = [1, 2]', "columns"),
]


@pytest.mark.parametrize("step,key", BAD_VALUES)
def test_a_spec_of_the_wrong_type_or_range_exits_2_in_one_line(tmp_path: Path, step: str, key: str) -> None:
    spec = tmp_path / "spec.toml"
    spec.write_text(f'name = "bad"\n[[stages]]\n{step}\n')
    src = tmp_path / "in.csv"
    src.write_text("title,d\nNurse,x\n")
    result = CliRunner().invoke(app, ["run", str(spec), str(src), "-o", str(tmp_path / "o.csv")])
    assert result.exit_code == 2 and key in result.output, result.output
    assert "Traceback" not in result.output and "(t, i, t, l, e)" not in result.output
    assert "'t', 'i'" not in result.output


def test_spec_shape_errors_and_a_folder_as_spec_exit_2(tmp_path: Path) -> None:
    src = tmp_path / "in.csv"
    src.write_text("title\nNurse\n")
    (tmp_path / "stages5.toml").write_text("stages = 5\n")
    for spec in (tmp_path / "stages5.toml", tmp_path):
        result = CliRunner().invoke(app, ["run", str(spec), str(src), "-o", str(tmp_path / "o.csv")])
        assert result.exit_code == 2 and "Traceback" not in result.output, result.output


def test_workers_are_capped_by_the_cpus_and_cli_options_use_the_same_schema(tmp_path: Path) -> None:
    stage = create_stage("lexical", {"workers": 1_000_000})
    assert stage.config.workers == (os.cpu_count() or 1)
    src = tmp_path / "in.csv"
    src.write_text("title\nNurse\n")
    result = CliRunner().invoke(app, ["skills", str(src), "-o", str(tmp_path / "o.csv"), "--column", "title",
                                      "--mode", "fancy"])
    assert result.exit_code == 2 and "mode" in result.output


# -- 5. nothing leaked -------------------------------------------------------------------------------

SEEDS = seeded()


@pytest.mark.parametrize("market", MARKETS)
def test_national_phones_and_ids_are_masked_in_their_market_and_in_logs(market: str) -> None:
    for value in SEEDS[market]:
        text = f"Call or write, ref {value} please."
        assert value not in mask_pii(text, market), (market, value)
        assert value not in mask_for_logs(text), (market, value)


def test_reports_never_quote_a_seeded_number(tmp_path: Path) -> None:
    values = [v for vals in SEEDS.values() for v in vals]
    src = tmp_path / "in.csv"
    pl.DataFrame({"title": [f"Nurse {v}" for v in values]}).write_csv(src)
    spec = tmp_path / "spec.toml"
    spec.write_text(UNICODE_SPEC)
    result = CliRunner().invoke(app, ["run", str(spec), str(src), "-o", str(tmp_path / "o.parquet"),
                                      "--report", str(tmp_path / "r.html")])
    assert result.exit_code == 0, result.output
    html = (tmp_path / "r.html").read_text()
    assert [v for v in values if v in html] == []


def test_csv_output_escapes_formulas_unless_raw(tmp_path: Path) -> None:
    src = tmp_path / "in.csv"
    cells = ["=cmd|' /C calc'!A0", "@SUM(1+1)", "+1+1", "-5", "+3.5", "Nurse"]
    pl.DataFrame({"title": cells}).write_csv(src)
    spec = tmp_path / "spec.toml"
    spec.write_text(UNICODE_SPEC)
    for extra, expected in (([], ["'=cmd|' /C calc'!A0", "'@SUM(1+1)", "'+1+1", "-5", "+3.5", "Nurse"]),
                            (["--csv-raw"], cells)):
        out = tmp_path / "o.csv"
        result = CliRunner().invoke(app, ["run", str(spec), str(src), "-o", str(out), *extra])
        assert result.exit_code == 0, result.output
        assert pl.read_csv(out, infer_schema=False).get_column("title").to_list() == expected


def _etl(tmp_path: Path, spec: Path) -> subprocess.CompletedProcess:
    return _run("etl", "--input", str(tmp_path / "in"), "--output", str(tmp_path / "out"),
                "--state", str(tmp_path / "st"), "--pipeline", str(spec))


def test_etl_refuses_links_out_of_the_landing_folder_and_odd_names(tmp_path: Path) -> None:
    (tmp_path / "in").mkdir()
    secret = tmp_path / "secret.csv"
    secret.write_text("title\nsecret line 4111 1111 1111 1111\n")
    (tmp_path / "in" / "link.csv").symlink_to(secret)
    (tmp_path / "in" / "ok.csv").write_text("title\nNurse\n")
    (tmp_path / "in" / "two\nlines.csv").write_text("title\nChef\n")
    bad = os.fsencode(tmp_path / "in") + b"/caf\xe9.csv"
    with open(bad, "w") as fh:
        fh.write("title\nCook\n")
    spec = tmp_path / "spec.toml"
    spec.write_text(UNICODE_SPEC)
    done = _etl(tmp_path, spec)
    summary = json.loads(done.stdout)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    failed = {f["file"]: f["error"] for f in summary["failed"]}
    assert set(failed) == {"link.csv", "caf\\xe9.csv"} and "outside" in failed["link.csv"]
    assert "secret" not in done.stdout + done.stderr
    assert sorted(summary["processed"]) == ["ok.csv", "two\nlines.csv"]
    assert all(line.startswith(("Error:", "Warning:", "0", "1", "2", "3", "4")) or not line
               for line in done.stderr.splitlines()), done.stderr  # no forged line from a file name


def test_etl_redoes_a_file_a_broken_part_stopped_and_writes_last_run_only_when_finished(
        tmp_path: Path, needs_a_file) -> None:
    (tmp_path / "in").mkdir()
    for name in ("a.csv", "b.csv"):
        (tmp_path / "in" / name).write_text("title\nNurse\n")
    spec = tmp_path / "spec.toml"
    marker = tmp_path / "part"
    spec.write_text(f'name = "p"\n[[stages]]\nstage = "needs_a_file"\ncolumns = ["title"]\n'
                    f'[stages.config]\nmarker = "{marker}"\n')
    args = (tmp_path / "in", tmp_path / "out", tmp_path / "st", str(spec))
    with pytest.raises(ResourceError):
        run_etl(*args)
    assert not (tmp_path / "st" / "last_run.json").exists()
    history = [json.loads(line) for line in (tmp_path / "st" / "runs.jsonl").read_text().splitlines()]
    assert history[-1]["status"] == "stopped" and history[-1]["exit_code"] == 1
    marker.write_text("fixed")
    summary = run_etl(*args)
    assert sorted(summary.processed) == ["a.csv", "b.csv"] and summary.files_failed == 0
    assert json.loads((tmp_path / "st" / "last_run.json").read_text())["status"] == "ok"


# -- 6. no crash from one value ----------------------------------------------------------------------


def test_the_fuzz_campaigns_two_exceptions_are_gone() -> None:
    import normalize

    assert normalize.verbalize("0.5'1\"")  # raised ValueError
    assert normalize.verbalize("5'11\"") == "five feet eleven inches"
    assert normalize.extract("⓶ years")["min_years_experience"] is None  # raised ValueError
    assert normalize.extract("2 years of experience")["min_years_experience"] == 2


def test_a_fifo_is_refused_in_one_line(tmp_path: Path) -> None:
    fifo = tmp_path / "in.csv"
    os.mkfifo(fifo)
    done = _run("run", "job_ads", str(fifo), "-o", str(tmp_path / "o.csv"))
    assert done.returncode == 2 and "not a regular file" in _one_error_line(done.stderr)


# -- 7. bounded memory -------------------------------------------------------------------------------


def test_the_cache_is_bounded_by_bytes() -> None:
    cache = BoundedCache(max_entries=1_000_000, max_bytes=1_000_000)
    text = "x" * 3_500
    cache.put_many((f"{i}{text}", ((text,), None)) for i in range(1_000))  # ~7 MB of keys and results
    assert cache.bytes <= 1_000_000 and 100 <= len(cache.data) <= 150
    assert "999" + text in cache.data  # the newest stay


def test_entries_read_since_the_last_eviction_outlive_it() -> None:
    """A key read through get_many stays when the cache evicts, however old; unread old keys go first."""
    cache = BoundedCache(max_entries=10, max_bytes=1_000_000)
    cache.put_many((f"k{i}", i) for i in range(10))
    assert cache.get_many(["k0", "k1", "absent"]) == {"k0": 0, "k1": 1}
    cache.put_many([("k10", 10)])  # 11 > 10 entries: down to 9
    assert list(cache.data) == ["k4", "k5", "k6", "k7", "k8", "k9", "k10", "k0", "k1"]
    cache.put_many([("k11", 11), ("k12", 12)])  # a read counts once: the next eviction takes the oldest
    assert list(cache.data) == ["k6", "k7", "k8", "k9", "k10", "k0", "k1", "k11", "k12"]


def test_read_entries_alone_over_the_bound_still_go() -> None:
    cache = BoundedCache(max_entries=4, max_bytes=1_000_000)
    cache.put_many((f"k{i}", i) for i in range(4))
    cache.get_many([f"k{i}" for i in range(4)])
    cache.put_many([("k4", 4)])
    assert len(cache.data) == 3 and cache.bytes == sum(cache._sizes.values())


def test_chunks_are_bounded_by_bytes(tmp_path: Path) -> None:
    src = tmp_path / "long.csv"
    pl.DataFrame({"id": list(range(2_000)), "description": ["y" * 3_500] * 2_000}).write_csv(src)
    sizes = [c.height for c in io.iter_chunks(src, chunk_rows=100_000, chunk_bytes=1 << 20)]
    assert sum(sizes) == 2_000 and max(sizes) <= 400
    parquet = tmp_path / "long.parquet"
    pl.read_csv(src).write_parquet(parquet)
    sizes = [c.height for c in io.iter_chunks(parquet, chunk_rows=100_000, chunk_bytes=1 << 20)]
    assert sum(sizes) == 2_000 and max(sizes) <= 400


def test_slices_sized_by_result_bytes_keep_every_row_in_order(tmp_path: Path, monkeypatch) -> None:
    src = tmp_path / "in.csv"
    pl.DataFrame({"title": [f"Ｎｕｒｓｅ {i % 37}" for i in range(3_000)]}).write_csv(src)
    spec = tmp_path / "spec.toml"
    spec.write_text(UNICODE_SPEC)
    whole = tmp_path / "whole.parquet"
    load_pipeline(str(spec)).run_files([src], whole, with_source=True)
    monkeypatch.setattr(io, "DEFAULT_CHUNK_BYTES", 4_000)  # slices of a few dozen rows
    sliced = tmp_path / "sliced.parquet"
    summary = load_pipeline(str(spec)).run_files([src], sliced, with_source=True)
    assert summary.rows_in == summary.rows_out == 3_000
    assert pl.read_parquet(sliced).equals(pl.read_parquet(whole))


@pytest.mark.parametrize("sig,code", [("SIGINT", 130), ("SIGTERM", 143)])
def test_a_signal_after_the_summary_exits_130_or_143_through_the_handler(sig: str, code: int) -> None:
    script = ("import os, signal, time\nfrom normalize.signals import exit_on_signals\n"
              "with exit_on_signals(final=True):\n    pass\nprint('summary', flush=True)\n"
              f"os.kill(os.getpid(), signal.{sig})\ntime.sleep(30)\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == code and done.stdout == "summary\n" and "Traceback" not in done.stderr
