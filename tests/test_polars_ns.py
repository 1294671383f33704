"""The ``hrnorm`` polars expression namespace: same results as the pipeline, distinct values only."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import polars as pl
import pytest

import normalize.polars_ns  # noqa: F401 - registers the namespace
from normalize.pipeline import Pipeline
from normalize.stages.base import Stage, StageBatch
from normalize.stages.registry import register_stage, unregister_stage

TITLES = ["Ｄａｔａ  Ａｎａｌｙｓｔ", None, "cafÃ© manager", "cafÃ© manager", "<b>Nurse</b> &amp; carer", "Chef"]
CALLS: list[list[Any]] = []


@dataclass
class _CountConfig:
    suffix: str = "!"


class _CountingStage(Stage):
    """Two fields, remembers what it was called with; 'bad' is a per-value error."""

    Config = _CountConfig

    def fields(self) -> dict[str, pl.DataType]:
        return {"loud": pl.String(), "length": pl.Int64()}

    def process(self, values: list[str | None], context: dict[str, list[Any]] | None = None) -> StageBatch:
        CALLS.append(list(values))
        ok = [v is not None and v != "bad" for v in values]
        return StageBatch(
            {
                "loud": [v.upper() + self.config.suffix if good else None for v, good in zip(values, ok, strict=True)],
                "length": [len(v) if good else None for v, good in zip(values, ok, strict=True)],
            },
            [("cannot shout 'bad'" if v == "bad" else None) for v in values],
        )


@pytest.fixture(autouse=True, scope="module")
def _test_ns_count_registered():
    """The test stage is registered while this module's tests run, and removed after."""
    register_stage("test_ns_count")(_CountingStage)
    yield
    unregister_stage("test_ns_count")


def test_unicode_equals_the_pipeline_column() -> None:
    frame = pl.DataFrame({"title": TITLES * 50})
    expected = Pipeline.from_spec({"stages": [{"stage": "unicode", "columns": ["title"]}]}).run(frame)
    got = frame.select(pl.col("title").hrnorm.unicode())
    assert got.schema["title"] == pl.String
    assert got["title"].equals(expected["title_norm"].alias("title"))
    assert got["title"].to_list()[:3] == ["Data Analyst", None, "café manager"]
    # config keys pass through; lazy + streaming works
    raw_html = frame.lazy().select(pl.col("title").hrnorm.stage("unicode", strip_html=False)).collect(engine="streaming")
    assert raw_html["title"][4] == "<b>Nurse</b> &amp; carer"


def test_multi_field_stage_returns_a_struct_from_distinct_values() -> None:
    CALLS.clear()
    frame = pl.DataFrame({"x": ["a", "b", None, "a", "bad", "a", "b"], "g": [1, 1, 1, 2, 2, 2, 2]})
    got = frame.select(pl.col("x").hrnorm.stage("test_ns_count", suffix="?"))
    assert got.schema["x"] == pl.Struct({"loud": pl.String, "length": pl.Int64})
    assert got.unnest("x")["loud"].to_list() == ["A?", "B?", None, "A?", None, "A?", "B?"]
    assert CALLS == [["a", "b", None, "bad"]]  # each distinct value once
    with_errors = frame.select(pl.col("x").hrnorm.stage("test_ns_count", errors=True)).unnest("x")
    assert with_errors["error"].to_list() == [None, None, None, None, "cannot shout 'bad'", None, None]
    one = frame.select(pl.col("x").hrnorm.stage("test_ns_count", field="length"))
    assert one.schema["x"] == pl.Int64 and one["x"].to_list() == [1, 1, None, 1, None, 1, 1]
    grouped = frame.group_by("g", maintain_order=True).agg(pl.col("x").hrnorm.stage("test_ns_count", field="length"))
    assert grouped["x"].to_list() == [[1, 1, None], [1, None, 1, 1]]


def test_salary_is_a_struct_of_numbers() -> None:
    pytest.importorskip("normalize.stages.attributes")
    frame = pl.DataFrame({"salary": ["45.000 - 55.000 € brutto p.a.", "$31-$44 Per Hour", None, "Competitive"]})
    pay = frame.select(pl.col("salary").hrnorm.salary(country="US")).unnest("salary")
    assert pay["currency"].to_list() == ["EUR", "USD", None, None]
    assert pay["min"].to_list()[:2] == [45000.0, 31.0] and pay["period"].to_list()[:2] == ["year", "hour"]
    assert pay["annual_max"][1] == pytest.approx(44 * 40 * 52)


def test_unknown_stage_or_config_fails_fast() -> None:
    with pytest.raises(KeyError, match="unknown stage"):
        pl.col("x").hrnorm.stage("no_such_stage")
    with pytest.raises(ValueError, match="unknown config"):
        pl.col("x").hrnorm.unicode(no_such_key=1)
