"""The ``hrnorm`` polars expression namespace: the same stage functions inside your own polars code.

    import polars as pl
    import normalize.polars_ns  # registers the namespace (not done by ``import normalize``: it imports polars)

    df.with_columns(
        pl.col("title").hrnorm.unicode().alias("title_fixed"),
        pl.col("title").hrnorm.title().alias("title_norm"),        # struct{clean, seniority, matches}
        pl.col("salary").hrnorm.salary(country="DE").alias("pay"),  # struct{min, max, currency, ...}
        pl.col("description").hrnorm.stage("skills", top_k=5),     # any registered stage by name
    )

Each method runs the stage's one ``process`` function on the *distinct* values of each batch
(``map_batches``, element-wise, so it also works in ``group_by``/streaming contexts) through a bounded cache
shared across batches, and gathers the results back: ``normalize.pipeline.distinct_apply``, on the same cache as the pipeline's
batch path. A stage with one output field returns that field's dtype; a stage with several returns a struct of
them. Per-value problems do not raise: the value comes out null, and with ``errors=True`` the struct gains
an ``error`` field with the message (use ``Pipeline.run`` to get the ``_errors`` column). Stages are built
once per (name, config) and reused, so models load once per process.
"""

from __future__ import annotations

import json
import threading
import weakref
from typing import Any

import polars as pl

from normalize.pipeline import BoundedCache, distinct_apply
from normalize.stages.base import Stage
from normalize.stages.registry import create_stage

__all__ = ["HrnormExpr", "get_stage", "apply_stage"]

_STAGES: dict[str, Stage] = {}
#: stage -> its results by value, bounded, kept across batches for as long as the stage lives
_CACHES: weakref.WeakKeyDictionary[Stage, BoundedCache] = weakref.WeakKeyDictionary()
_LOCK = threading.Lock()
_MAX_STAGES = 32


def get_stage(name: str, config: dict[str, Any] | None = None) -> Stage:
    """A shared stage instance per (name, config); built on first use (unknown names/keys raise)."""
    key = json.dumps([name, config or {}], sort_keys=True, default=str)
    with _LOCK:
        stage = _STAGES.get(key)
        if stage is None:
            if len(_STAGES) >= _MAX_STAGES:
                _STAGES.pop(next(iter(_STAGES)))
            stage = _STAGES[key] = create_stage(name, config or {})
        return stage


def output_dtype(stage: Stage, errors: bool = False, field: str | None = None) -> pl.DataType:
    """The dtype ``apply_stage`` returns for this stage."""
    fields = stage.fields()
    if field is not None:
        if field not in fields:
            raise ValueError(f"stage {stage.name!r} has no field {field!r}; fields: {', '.join(fields)}")
        fields = {field: fields[field]}
    if len(fields) == 1 and not errors:
        return next(iter(fields.values()))
    return pl.Struct({**fields, **({"error": pl.String} if errors else {})})


def apply_stage(series: pl.Series, stage: Stage, errors: bool = False, field: str | None = None) -> pl.Series:
    """Run ``stage`` on the distinct values of ``series`` and return one result per row (see module doc)."""
    if stage.context_columns():
        raise ValueError(
            f"stage {stage.name!r} reads other columns ({', '.join(stage.context_columns())}); "
            "use a Pipeline for it"
        )
    dtype = output_dtype(stage, errors, field)
    values = series if series.dtype == pl.String else series.cast(pl.String)
    with _LOCK:
        cache = _CACHES.setdefault(stage, BoundedCache())
    outputs, messages = distinct_apply(stage, values.alias("v").to_frame(), cache)
    columns = [s for s in outputs if field is None or s.name == field]
    if errors:
        columns.append(messages)
    out = pl.DataFrame(columns).to_struct(series.name) if isinstance(dtype, pl.Struct) else columns[0]
    return out.cast(dtype).alias(series.name)


@pl.api.register_expr_namespace("hrnorm")
class HrnormExpr:
    """``pl.col(...).hrnorm.<stage>()``: see the module docstring."""

    def __init__(self, expr: pl.Expr) -> None:
        self._expr = expr

    def stage(self, name: str, *, errors: bool = False, field: str | None = None, **config: Any) -> pl.Expr:
        """Any registered stage by name, with config keys as keyword arguments (``field``: one output only)."""
        stage = get_stage(name, config)
        return self._expr.map_batches(
            lambda s: apply_stage(s, stage, errors, field),
            return_dtype=output_dtype(stage, errors, field),
            is_elementwise=True,
        )

    def unicode(self, *, errors: bool = False, **config: Any) -> pl.Expr:
        """Unicode hygiene (mojibake, NFC, invisible characters, HTML, width, look-alikes): a string."""
        return self.stage("unicode", errors=errors, **config)

    def title(self, *, errors: bool = False, **config: Any) -> pl.Expr:
        """Job title cleaning and matching: struct{clean, seniority, matches: list[struct{id, label, code, score}]}."""
        return self.stage("title", errors=errors, **config)

    def skills(self, *, errors: bool = False, **config: Any) -> pl.Expr:
        """Skill mentions: list[struct{id, label, span, score}], best first (``.stage("skills")`` also gives
        ``capped``, the links a ``top_k`` cut)."""
        return self.stage("skills", errors=errors, field="matches", **config)

    def salary(self, country: str = "", *, errors: bool = False, **config: Any) -> pl.Expr:
        """A salary column parsed: struct{min, max, currency, period, annual_min, annual_max, annual_*_eur,
        negotiable, basis, variable}; ``period="year"`` for a column known to be annual (a hint)."""
        return self.stage("attributes", errors=errors, mode="salary", country=country, **config)

    def location(self, country: str = "", *, errors: bool = False, **config: Any) -> pl.Expr:
        """A location column parsed: struct{city, district, region, country, geonames_id, remote, work_mode, confidence}."""
        return self.stage("attributes", errors=errors, mode="location", country=country, **config)

    def attributes(self, country: str = "", *, errors: bool = False, **config: Any) -> pl.Expr:
        """Attributes of free text (salary, locations, remote, employment type, seniority, ...): a struct."""
        return self.stage("attributes", errors=errors, mode="text", country=country, **config)
