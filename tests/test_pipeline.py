"""Pipeline contract: rows in order, originals untouched, dedup, errors collected, record == batch."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import polars as pl
import pytest

from normalize import load_pipeline, normalize_record
from normalize.pipeline import Pipeline, Step
from normalize.stages.base import Stage, StageBatch
from normalize.stages.registry import create_stage, register_stage, unregister_stage


@dataclass
class CountingConfig:
    fail_on: str = "boom"


class CountingStage(Stage):
    """Upper-cases values, counts the values it was asked to process, fails on one value."""

    Config = CountingConfig
    seen: list[str | None] = []

    def fields(self) -> dict[str, pl.DataType]:
        return {"upper": pl.String(), "length": pl.Int64()}

    def process(self, values: list[str | None], context: dict[str, list[Any]] | None = None) -> StageBatch:
        CountingStage.seen.extend(values)
        if self.config.fail_on in values and len(values) > 1:
            raise RuntimeError("batch poisoned")  # the pipeline must retry value by value
        if values == [self.config.fail_on]:
            raise ValueError(f"cannot handle {self.config.fail_on!r}")
        return StageBatch(
            {"upper": [v.upper() if v else None for v in values], "length": [len(v) if v else None for v in values]},
            [None] * len(values),
        )


@pytest.fixture(autouse=True, scope="module")
def _test_counting_registered():
    """The test stage is registered while this module's tests run, and removed after."""
    register_stage("test_counting")(CountingStage)
    yield
    unregister_stage("test_counting")


def counting_pipeline() -> Pipeline:
    return Pipeline([Step(create_stage("test_counting"), ["title"])])


def test_rows_order_originals_and_outputs() -> None:
    frame = pl.DataFrame({"id": [3, 1, 2, 4], "title": ["b", "a", None, "b"]})
    out = counting_pipeline().run(frame)
    assert out["id"].to_list() == [3, 1, 2, 4]
    assert out["title"].to_list() == ["b", "a", None, "b"]
    assert out["title_upper"].to_list() == ["B", "A", None, "B"]
    assert out["title_length"].dtype == pl.Int64
    assert out["_errors"].to_list() == [[], [], [], []]


def test_distinct_values_processed_once_and_cached_across_runs() -> None:
    CountingStage.seen = []
    pipe = counting_pipeline()
    frame = pl.DataFrame({"title": ["x", "y", "x", "x", "y", None]})
    pipe.run(frame)
    assert sorted(CountingStage.seen, key=str) == sorted(["x", "y", None], key=str)
    CountingStage.seen = []
    pipe.run(frame)  # a second chunk with the same values hits the cache
    assert CountingStage.seen == []


def test_one_bad_value_becomes_a_row_error_not_a_crash() -> None:
    frame = pl.DataFrame({"title": ["ok", "boom", "fine"]})
    out = counting_pipeline().run(frame)
    assert out.height == 3
    assert out["title_upper"].to_list() == ["OK", None, "FINE"]
    errors = out["_errors"].to_list()
    assert errors[0] == [] and errors[2] == []
    assert errors[1] == ["test_counting(title): ValueError: cannot handle 'boom'"]


def test_record_path_equals_batch_path() -> None:
    pipe = counting_pipeline()
    rows = [{"title": "abc", "id": 1}, {"title": None, "id": 2}, {"title": "boom", "id": 3}]
    batch = pipe.run(pl.DataFrame(rows)).to_dicts()
    assert [pipe.run_record(r) for r in rows] == batch


def test_missing_column_skips_step_with_warning(caplog: pytest.LogCaptureFixture) -> None:
    out = counting_pipeline().run(pl.DataFrame({"id": [1, 2]}))
    assert out.columns == ["id", "_errors"]
    assert "missing column(s) title" in caplog.text


def test_job_ads_spec_loads_and_normalizes_a_record() -> None:
    pipe = load_pipeline("job_ads")
    assert pipe.name == "job_ads"
    record = {"id": "7", "title": "Ｄａｔａ Ａｎａｌｙｓｔ\u200b", "salary": None, "extra": [1, 2]}
    out = normalize_record(record)
    assert out["title_norm"] == "Data Analyst"
    assert out["salary_norm"] is None
    assert out["extra"] == [1, 2] and out["id"] == "7" and out["title"] == record["title"]
    assert out["_errors"] == []


def test_a_record_without_any_field_the_pipeline_reads_says_so_in_its_errors() -> None:
    out = normalize_record({"id": "3", "job_title": "Nurse"})
    assert out["id"] == "3" and out["job_title"] == "Nurse"
    assert len(out["_errors"]) == 1 and "reads none of this record's fields" in out["_errors"][0]
    assert "job_title" in out["_errors"][0] and "title" in out["_errors"][0]
    assert normalize_record({"title": "Nurse"})["_errors"] == []  # one field is enough: the others are optional


def test_job_ads_gives_every_pay_statement_of_a_description() -> None:
    # a posting that pays two shifts: `description_salary` is the first, `description_salaries` holds both, as extract does
    text = ("We are hiring registered nurses for our Austin clinic.\n\nDay shift pays $38.50 per hour.\n"
            "Night shift pays $44 per hour, plus benefits.")
    out = normalize_record({"title": "Registered Nurse", "description": text, "location": "Austin, TX", "salary": None})
    pays = [(s["min"], s["period"], text[s["span"][0] : s["span"][1]]) for s in out["description_salaries"]]
    assert [(lo, period) for lo, period, _ in pays] == [(38.5, "hour"), (44.0, "hour")]
    assert all("$" in written for _, _, written in pays)
    assert out["description_salary"]["min"] == 38.5
    assert out["description_salaries"][1]["annual_min_eur"] > 0  # converted like the first


def test_spec_errors_are_clear(tmp_path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text('name = "bad"\n[[stages]]\nstage = "unicode"\ncolumns = ["t"]\n[stages.config]\nnormalise = "NFC"\n')
    with pytest.raises(ValueError, match="unknown config key"):
        load_pipeline(bad)
    with pytest.raises(KeyError, match="unknown pipeline"):
        load_pipeline("no_such_pipeline")
    wrong_type = tmp_path / "wrong.toml"
    wrong_type.write_text('[[stages]]\nstage = "unicode"\ncolumns = ["t"]\n[stages.config]\nmojibake = "yes"\n')
    with pytest.raises(ValueError, match="must be bool"):
        load_pipeline(wrong_type)


def test_lazyframe_and_non_string_columns() -> None:
    frame = pl.LazyFrame({"title": [1, 2, 1]})
    out = Pipeline([Step(create_stage("unicode"), ["title"])]).run(frame)
    assert out["title"].to_list() == [1, 2, 1]
    assert out["title_norm"].to_list() == ["1", "2", "1"]


def test_a_file_run_gives_the_same_rows_whatever_the_slices_and_the_cache_bounds(tmp_path, monkeypatch) -> None:
    from normalize import pipeline as pipeline_module

    values = ["a", "b", "", "c", "a", "boom", "d", "b"] * 6 + ["e", "f"]
    source = tmp_path / "in.csv"
    pl.DataFrame({"id": [str(i) for i in range(len(values))], "title": values}).write_csv(source)
    expected = None
    for chunk_rows, cache_bytes in [(100_000, pipeline_module.KNOWN_BYTES), (1, 1), (7, 1), (7, 10**9)]:
        monkeypatch.setattr(pipeline_module, "KNOWN_BYTES", cache_bytes)  # 1: every step's table starts again
        out_path = tmp_path / f"out-{chunk_rows}-{cache_bytes}.parquet"
        summary = counting_pipeline().run_files([source], out_path, chunk_rows=chunk_rows, progress=False)
        out = pl.read_parquet(out_path)
        assert summary.rows_out == len(values) and out["id"].to_list() == [str(i) for i in range(len(values))]
        assert out["title_upper"].to_list() == [None if v in ("", "boom") else v.upper() for v in values]
        assert [e != [] for e in out["_errors"].to_list()] == [v == "boom" for v in values]
        expected = out if expected is None else expected
        assert out.equals(expected)


def test_a_chunks_last_rows_wait_for_the_next_chunk_instead_of_making_a_slice() -> None:
    from normalize.pipeline import _slices, _SliceSizer

    chunks = [pl.DataFrame({"title": [f"{c}-{i}" for i in range(5)]}) for c in range(4)]
    sizer = _SliceSizer(chunk_rows=7, first=7)
    slices = list(_slices(iter(chunks), ["title"], sizer))
    assert [s.height for s in slices] == [7, 7, 6]
    assert pl.concat(slices)["title"].to_list() == pl.concat(chunks)["title"].to_list()
