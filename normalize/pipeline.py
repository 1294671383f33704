"""Pipelines: ordered stages, a batch path over polars and a record path over the same stage functions.

Data flows one way: read → stages → write. Each stage step reads one or more columns (originals or an
earlier step's outputs) and adds ``{prefix}_{field}`` columns. Input columns are never modified; every
input row comes out once, in order; per-value problems are gathered into the ``_errors`` column.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache, partial
from pathlib import Path
from typing import Any

import polars as pl

from normalize import cache, headers, io, writers
from normalize import lines as text_lines
from normalize.cache import approx_size  # noqa: F401 - re-exported
from normalize.lines import Lines
from normalize.specs import PIPELINES_DIR, available_pipelines, check_spec, read_spec  # noqa: F401 - re-exported
from normalize.stages.base import Stage
from normalize.stages.registry import create_stage

log = logging.getLogger("normalize.pipeline")

ERRORS = io.ERRORS
CACHE_ENTRIES = int(os.environ.get("HRNORM_CACHE_ENTRIES", "200000"))  # per step and column, across chunks
# and bytes (of keys and results, estimated): 20,000 long descriptions must not hold 700 MB for good
CACHE_BYTES = int(float(os.environ.get("HRNORM_CACHE_MB", "24")) * 2**20)
# a step's results as polars columns (see _Known), beside its cache: a quarter of the cache's bytes, as a
# feed whose values all differ gains nothing from it
KNOWN_BYTES = CACHE_BYTES // 4


class BoundedCache(cache.BoundedCache):
    """A step's value -> (outputs, error) cache, with the pipeline's default bounds."""

    def __init__(self, max_entries: int = CACHE_ENTRIES, max_bytes: int = CACHE_BYTES) -> None:
        super().__init__(max_entries, max_bytes)


@dataclass
class Step:
    """One stage applied to some columns."""

    stage: Stage
    columns: list[str]
    prefix: str | None = None
    suffix: str = ""  # appended to every output name: a spec's way around an input column of that name

    def outputs(self, column: str) -> dict[str, str]:
        return {f: name + self.suffix for f, name in self.stage.output_names(column, self.prefix).items()}


@dataclass
class RunSummary:
    """What a file run did, for the CLI, the ETL manifest and reports."""

    rows_in: int = 0
    rows_out: int = 0
    rows_with_errors: int = 0
    seconds: float = 0.0
    warnings: list[str] = field(default_factory=list)
    errors_by_stage: dict[str, int] = field(default_factory=dict)
    # "stage(column)" -> {"cpu_s": process CPU seconds (all threads), "wall_s": seconds, "values": distinct
    # values computed}: where a run's time goes, per step (``hrnorm run --profile`` prints it)
    stages: dict[str, dict[str, float]] = field(default_factory=dict)

    @property
    def rows_per_second(self) -> float:
        return self.rows_out / self.seconds if self.seconds else 0.0

    def describe(self, output: str | os.PathLike[str]) -> str:
        """One line for people: rows written, time, speed, rows with errors."""
        where = "stdout" if str(output) == "-" else output
        rate = self.rows_per_second
        shown = f"{rate:,.0f}" if rate >= 10 or rate == 0 else f"{rate:.2g}"  # 16 rows in 150 s: 0.11, not 0
        return (
            f"{_rows(self.rows_out)} written to {where} in {self.seconds:.2f} s "
            f"({shown} rows/s); {_rows(self.rows_with_errors)} with errors"
        )

    def as_dict(self) -> dict[str, Any]:
        return {
            "rows_in": self.rows_in,
            "rows_out": self.rows_out,
            "rows_with_errors": self.rows_with_errors,
            "seconds": round(self.seconds, 3),
            "rows_per_second": round(self.rows_per_second, 1),
            "warnings": self.warnings,
            "errors_by_stage": self.errors_by_stage,
            "stages": {k: {n: round(v, 3) for n, v in t.items()} for k, t in self.stages.items()},
        }

    def profile_lines(self) -> list[str]:
        """Per step: CPU and wall seconds, CPU ms per row, and its share of the steps' CPU time."""
        rows = max(self.rows_in, 1)
        total = sum(t["cpu_s"] for t in self.stages.values()) or 1.0
        out = [f"{'step':<34} {'CPU s':>8} {'wall s':>8} {'CPU ms/row':>11} {'share':>6} {'computed':>9}"]
        for label, t in self.stages.items():
            out.append(f"{label:<34} {t['cpu_s']:>8.2f} {t['wall_s']:>8.2f} {1000 * t['cpu_s'] / rows:>11.2f} "
                       f"{t['cpu_s'] / total:>6.1%} {int(t['values']):>9,}")
        return out


def distinct_apply(stage: Stage, keyed: pl.DataFrame, cache: BoundedCache) -> tuple[list[pl.Series], pl.Series]:
    """Run ``stage`` once per distinct row of ``keyed`` (first column: the values; the others: the stage's
    context columns, as strings), through ``cache``, and gather the results back to every row.

    Returns one Series per output field (named by the field, in the stage's dtype) and a Series of error
    messages (null where none). The polars namespace uses it; ``Pipeline`` keeps results across slices
    (:class:`_Known`) on the same cache."""
    keys = keyed.columns
    uniques = keyed.unique(maintain_order=True)
    index = keyed.join(
        uniques.with_row_index("__u"), on=keys, how="left", nulls_equal=True, maintain_order="left"
    ).get_column("__u")
    values = uniques.get_column(keys[0]).to_list()
    context = {k: uniques.get_column(k).to_list() for k in keys[1:]} or None
    cache_keys = values if context is None else list(zip(*uniques.get_columns(), strict=True))
    results = _cached_process(stage, values, context, cache_keys, cache)
    dtypes = stage.fields()
    outputs = [_series(fld, [r[0][i] for r in results], dtypes[fld]).gather(index) for i, fld in enumerate(dtypes)]
    errors = pl.Series("error", [r[1] for r in results], dtype=pl.String).gather(index)
    return outputs, errors


def _series(name: str, values: list[Any], dtype: pl.DataType) -> pl.Series:
    """``pl.Series(name, values, dtype)``; nested values (lists of structs) go through pyarrow, which builds
    them from Python objects with a fraction of the memory (43k title-match lists: +110 MB instead of
    +460 MB peak) and faster."""
    if isinstance(dtype, pl.List | pl.Struct | pl.Array):
        import pyarrow as pa

        return pl.Series(name, pl.from_arrow(pa.array(values, type=_arrow_type(dtype)))).cast(dtype)
    return pl.Series(name, values, dtype=dtype)


@lru_cache(maxsize=256)
def _arrow_type(dtype: pl.DataType) -> Any:
    """The Arrow type polars writes ``dtype`` as (asked once per dtype, not once per slice)."""
    return pl.Series("", [], dtype=dtype).to_arrow().type


class _Known:
    """One step's results for the distinct keys it has met, kept as polars columns, so that a slice whose
    values were all seen before costs one join and a gather per output, not a rebuild of every output
    from Python objects (that rebuild was most of the ~20 ms each slice paid in each step). Bounded by
    ``KNOWN_BYTES``: past it the table starts again from the slice at hand; the values' results stay in
    the step's :class:`BoundedCache`, which decides what is computed."""

    def __init__(self, step: Step, column: str, optional: list[str], cache: BoundedCache) -> None:
        stage = step.stage
        self.stage = stage
        self.cache = cache
        self.required = [column, *stage.context_columns()]
        self.optional = optional
        self.dtypes = stage.fields()
        names = step.outputs(column)
        self.names = [names[f] for f in self.dtypes]
        self.label = f"{stage.name}({column})"
        self.keys: list[str] = []
        self.table: pl.DataFrame | None = None  # the key columns and "__u", the row of each in results
        self.results: pl.DataFrame | None = None  # the output columns, then the error messages
        self.bytes = 0

    def apply(self, frame: pl.DataFrame) -> tuple[list[pl.Series], pl.Series]:
        """The step's output Series (named) and its error messages (``"stage(column): ..."``, null where
        none) for every row of ``frame``."""
        keys = [*self.required, *(c for c in self.optional if c in frame.columns)]
        # cast whatever the dtype (a no-op on text): a wide frame's schema costs ~0.5 ms to read
        keyed = frame.select([pl.col(k).cast(pl.String) for k in keys])
        if keys != self.keys:  # another slice shape (an optional column come or gone): start afresh
            self.keys, self.table = keys, None
        index = self._index(keyed)
        if index is None or index.null_count():
            if self.bytes > KNOWN_BYTES:  # full: start again with this slice's values only
                self.table, index = None, None
            missing = keyed if index is None else keyed.filter(index.is_null())
            self._add(missing.unique(maintain_order=True))
            index = self._index(keyed)
        assert index is not None and self.results is not None
        gathered = self.results.select(pl.all().gather(index)).get_columns()
        return gathered[:-1], gathered[-1]

    def _index(self, keyed: pl.DataFrame) -> pl.Series | None:
        if self.table is None:
            return None
        return keyed.join(
            self.table, on=self.keys, how="left", nulls_equal=True, maintain_order="left"
        ).get_column("__u")

    def _add(self, uniques: pl.DataFrame) -> None:
        """Compute (through the cache) and append the results of keys not in the table yet."""
        columns = {k: uniques.get_column(k).to_list() for k in self.keys}  # Python lists: the table
        values = columns[self.keys[0]]  # must not keep the slice's string buffers alive
        context = {k: columns[k] for k in self.keys[1:]} or None
        cache_keys = values if context is None else list(zip(*columns.values(), strict=True))
        results = _cached_process(self.stage, values, context, cache_keys, self.cache)
        fresh = [_series(name, [r[0][i] for r in results], self.dtypes[fld])
                 for i, (fld, name) in enumerate(zip(self.dtypes, self.names, strict=True))]
        errors = pl.Series(f"__err_{self.label}", [None if r[1] is None else f"{self.label}: {r[1]}" for r in results],
                           dtype=pl.String)
        added = pl.DataFrame([*fresh, errors])
        rows = pl.DataFrame({k: pl.Series(k, v, dtype=pl.String) for k, v in columns.items()})
        if self.table is None or self.results is None:
            self.results, self.bytes, start = added, 0, 0
        else:
            start = self.table.height
            # appended pieces are merged once there are many: a gather over hundreds of chunks is slow
            self.results = pl.concat([self.results, added], rechunk=self.results.n_chunks() >= 16)
        rows = rows.with_row_index("__u", offset=start).select([*self.keys, "__u"])
        self.table = rows if self.table is None else pl.concat([self.table, rows], rechunk=self.table.n_chunks() >= 16)
        self.bytes += rows.estimated_size() + added.estimated_size()


def _cached_process(
    stage: Stage,
    values: list[str | None],
    context: dict[str, list[Any]] | None,
    cache_keys: list[Any],
    cache: BoundedCache,
) -> list[tuple[tuple[Any, ...], str | None]]:
    results: list[Any] = [cache.data.get(k) for k in cache_keys]
    todo = [i for i, r in enumerate(results) if r is None]
    if todo:
        batch_values = [values[i] for i in todo]
        batch_context = {k: [v[i] for i in todo] for k, v in context.items()} if context else None
        batch = stage.process_safely(batch_values, batch_context)
        fields = list(stage.fields())
        fresh = [(tuple(batch.fields[f][j] for f in fields), batch.errors[j]) for j in range(len(todo))]
        for j, i in enumerate(todo):
            results[i] = fresh[j]
        cache.put_many((cache_keys[i], fresh[j]) for j, i in enumerate(todo))
    return results


class Pipeline:
    """An ordered list of steps. Build one with ``load_pipeline`` or ``Pipeline.from_spec``."""

    def __init__(
        self, steps: Sequence[Step], name: str = "custom", description: str = "",
        column_map: dict[str, str] | None = None,
    ) -> None:
        self.steps = list(steps)
        self.name = name
        self.description = description
        #: input column name -> the header a file has it under (a spec's ``[map]``, the CLI's ``--map``)
        self.column_map = dict(column_map or {})
        self._caches: dict[tuple[int, str], BoundedCache] = {}
        self._known: dict[tuple[int, str], _Known] = {}

    # -- construction ------------------------------------------------------------------------------
    @classmethod
    def from_spec(cls, spec: dict[str, Any], name: str | None = None, country: str | None = None) -> Pipeline:
        """Build from a parsed spec: ``{"name", "description", "country", "map", "stages": [{stage, columns,
        prefix, suffix, config}]}``. ``map`` (optional) names the header each input column has in the files.
        ``country`` (else the spec's top-level ``country``) is the market of rows that no column or text
        gives one: it fills the ``country`` config of every stage that has one and leaves it unset."""
        check_spec(spec, f"pipeline {spec.get('name', name) if isinstance(spec, dict) else name!r}")
        column_map = spec.get("map", {})
        if not isinstance(column_map, dict) or not all(isinstance(v, str) for v in column_map.values()):
            raise ValueError(f"pipeline {spec.get('name', name)!r}: 'map' must be a table of NAME = \"Header\"")
        steps = []
        market = country or spec.get("country") or ""
        if market:
            from normalize.attributes.markets import market_code

            if market_code(market) is None:
                raise ValueError(f"pipeline {spec.get('name', name)!r}: unknown country {market!r}")
        for i, entry in enumerate(spec.get("stages", [])):
            where = f"pipeline {spec.get('name', name)!r}, stage #{i + 1}"
            columns = entry.get("columns") or ([entry["column"]] if "column" in entry else [])
            if not columns:
                raise ValueError(f"{where}: no input 'columns'")
            prefix = entry.get("prefix")
            if prefix and len(columns) > 1:
                raise ValueError(f"{where}: 'prefix' needs exactly one input column")
            config = dict(entry.get("config", {}))
            if market and "country" not in config and _has_country(entry["stage"]):
                config["country"] = market
            steps.append(Step(create_stage(entry["stage"], config), list(columns), prefix, entry.get("suffix", "")))
        return cls(steps, name=spec.get("name", name or "custom"), description=spec.get("description", ""),
                   column_map=column_map)

    # -- schema ------------------------------------------------------------------------------------
    def plan(
        self, columns: Sequence[str], *, outputs_present: bool = False
    ) -> tuple[list[tuple[Step, str]], list[str]]:
        """The (step, column) applications possible with these input columns, and warnings for the rest.

        Raises ``io.InputError`` naming both when a step would write a column the input already has (an
        HR export's own ``salary_min``): input columns are never replaced. ``outputs_present``: the
        columns are an output's (a report reading it back), where the stages' columns are expected."""
        inputs = set(columns)
        available = set(columns)
        plan: list[tuple[Step, str]] = []
        warnings: list[str] = []
        for step in self.steps:
            for column in step.columns:
                needed = [column, *step.stage.context_columns()]
                missing = [c for c in needed if c not in available]
                if missing:
                    warnings.append(
                        f"stage {step.stage.name!r} skipped for column {column!r}: "
                        f"missing column(s) {', '.join(missing)}"
                    )
                    continue
                outputs = step.outputs(column).values()
                clash = next((name for name in outputs if name in inputs), None)
                if clash is not None and not outputs_present:
                    raise io.InputError(
                        f"input column {clash!r} would be overwritten by the output {clash!r} of stage "
                        f"{step.stage.name}({column}) in pipeline {self.name!r}: rename the input column "
                        "or give that step a 'suffix' in a pipeline spec"
                    )
                plan.append((step, column))
                available.update(outputs)
        return plan, warnings

    def input_names(self) -> list[str]:
        """The columns this pipeline reads from its input (not those an earlier step makes)."""
        produced: set[str] = set()
        names: list[str] = []
        for step in self.steps:
            for column in step.columns:
                wanted = [column, *step.stage.context_columns(), *step.stage.optional_context_columns()]
                names.extend(c for c in wanted if c not in produced)
                produced.update(step.outputs(column).values())
        return list(dict.fromkeys(names))

    def header_renames(self, columns: Sequence[str]) -> dict[str, str]:
        """``{header: input name}`` for the input columns a file has under another header (different case,
        spaces or punctuation, or named in ``column_map``); raises ``headers.HeaderError`` for a
        ``column_map`` entry the file lacks."""
        return headers.resolve(self.input_names(), [c for c in columns if c != ERRORS], self.column_map)

    def output_schema(self, columns: Sequence[str], *, outputs_present: bool = False) -> dict[str, pl.DataType]:
        """Names and dtypes of the columns this pipeline adds for the given input columns (``outputs_present``:
        as for :meth:`plan`)."""
        plan, _ = self.plan(columns, outputs_present=outputs_present)
        schema: dict[str, pl.DataType] = {}
        for step, column in plan:
            fields = step.stage.fields()
            for fld, out in step.outputs(column).items():
                schema[out] = fields[fld]
        schema[ERRORS] = pl.List(pl.String)
        return schema

    # -- batch path --------------------------------------------------------------------------------
    def run(self, frame: pl.DataFrame | pl.LazyFrame) -> pl.DataFrame:
        """Apply every step to a DataFrame (a LazyFrame is collected first)."""
        if isinstance(frame, pl.LazyFrame):
            frame = frame.collect()
        renames = self.header_renames(frame.columns)
        plan, warnings = self.plan([renames.get(c, c) for c in frame.columns if c != ERRORS])
        for message in warnings:
            log.warning(message)
        return self._run_renamed(frame, plan, renames)

    def _run_renamed(
        self, frame: pl.DataFrame, plan: list[tuple[Step, str]], renames: dict[str, str],
        timings: dict[str, dict[str, float]] | None = None,
    ) -> pl.DataFrame:
        """``_run_plan`` with the file's headers read under the pipeline's names and given back after."""
        if not renames:
            return self._run_plan(frame, plan, timings)
        result = self._run_plan(frame.rename(renames), plan, timings)
        return result.rename({name: header for header, name in renames.items()})

    def _run_plan(
        self, frame: pl.DataFrame, plan: list[tuple[Step, str]], timings: dict[str, dict[str, float]] | None = None
    ) -> pl.DataFrame:
        error_parts: list[pl.Series] = []
        if ERRORS in frame.columns:
            empty = pl.lit([], dtype=pl.List(pl.String))
            error_parts.append(frame.select(pl.col(ERRORS).cast(pl.List(pl.String)).fill_null(empty)).to_series())
            frame = frame.drop(ERRORS)
        for step, column in plan:
            cpu, wall = time.process_time(), time.perf_counter()
            outputs, errors, computed = self._apply(frame, step, column)
            # hstack adds columns without a query; with_columns where a step replaces an earlier one's output
            clash = not set(frame.columns).isdisjoint(s.name for s in outputs)
            frame = frame.with_columns(outputs) if clash else frame.hstack(outputs)
            if timings is not None:
                t = timings.setdefault(f"{step.stage.name}({column})", {"cpu_s": 0.0, "wall_s": 0.0, "values": 0})
                t["cpu_s"] += time.process_time() - cpu
                t["wall_s"] += time.perf_counter() - wall
                t["values"] += computed
            error_parts.append(errors)
        if error_parts:
            errors_col = (
                pl.DataFrame(error_parts)
                .select(pl.concat_list(pl.all()).list.drop_nulls().alias(ERRORS))
                .to_series()
            )
        else:
            errors_col = pl.Series(ERRORS, [[]] * frame.height, dtype=pl.List(pl.String))
        return frame.with_columns(errors_col.alias(ERRORS))

    def _apply(self, frame: pl.DataFrame, step: Step, column: str) -> tuple[list[pl.Series], pl.Series, int]:
        """Run one step on one column: distinct values only, through a bounded cache, joined back; also
        returns how many values were computed (not found in the cache)."""
        known = self._known.get((id(step), column))
        if known is None:
            stage = step.stage
            optional = [c for c in stage.optional_context_columns() if c not in stage.context_columns()]
            cache = self._caches.setdefault((id(step), column), BoundedCache(CACHE_ENTRIES))
            known = self._known[(id(step), column)] = _Known(step, column, optional, cache)
        computed = known.cache.computed
        fields, errors = known.apply(frame)
        return fields, errors, known.cache.computed - computed

    # -- file path ---------------------------------------------------------------------------------
    def run_files(
        self,
        inputs: Sequence[str | os.PathLike[str]],
        output: str | os.PathLike[str],
        chunk_rows: int = io.DEFAULT_CHUNK_ROWS,
        progress: bool | None = None,
        with_source: bool = False,
        source_names: Sequence[str] | None = None,
        *,
        columns: Sequence[str] | None = None,
        lines: Lines | None = None,
        csv_raw: bool = False,
        read_options: io.ReadOptions = io.DEFAULT_READ,
    ) -> RunSummary:
        """Stream the input files (globs allowed) through the pipeline into one output file.

        Memory is bounded by ``chunk_rows``; the output appears atomically when the run completes (an
        error, Ctrl-C or SIGTERM leaves no partial file). ``with_source`` adds ``_source_file`` (the input's
        path as given, or its entry of ``source_names``) and ``_source_row`` (0-based row of that file).
        Raises ``io.InputError`` (naming the file and the reason) when an input cannot be read or has
        none of the columns the pipeline reads.
        ``columns``: the inputs' columns when the caller has read them already (read once, not twice).
        ``lines``: the inputs and the output are plain-text files, one value per line
        (:mod:`normalize.lines`); otherwise CSV, Parquet, NDJSON or a spreadsheet by extension, read as
        ``read_options`` say. Input headers are matched to the pipeline's column names ignoring case,
        spaces and punctuation, and through ``column_map`` (the output keeps the file's headers).
        ``csv_raw``: write CSV cells that look like spreadsheet formulas as they are (by default they get
        a leading ``'``; see :func:`normalize.writers.escape_formulas`).
        """
        if chunk_rows < 1:
            raise ValueError(f"chunk_rows must be at least 1, not {chunk_rows}")
        started = time.perf_counter()
        if lines is None:
            files: list[Any] = io.expand_inputs(inputs)
            io.output_format(output)
            columns = list(columns) if columns is not None else io.union_columns(files, read_options)
            open_writer: Any = partial(io.ChunkWriter, csv_raw=csv_raw, row_group_bytes=writers.ROW_GROUP_BYTES,
                                       row_group_rows=writers.ROW_GROUP_ROWS)

            def read(path: Any, on_rows: Any) -> Iterable[pl.DataFrame]:
                return io.iter_chunks(path, chunk_rows, on_rows=on_rows, options=read_options)
        else:
            files = list(inputs)
            for path in files:
                text_lines.check_input(path)
            columns = [lines.column, text_lines.EOL]
            open_writer = partial(text_lines.LineWriter, lines=lines)

            def read(path: Any, on_rows: Any) -> Iterable[pl.DataFrame]:
                for chunk in text_lines.iter_chunks(path, lines, chunk_rows):
                    on_rows(chunk.height)
                    yield chunk

        names = [str(p) for p in files] if source_names is None else list(source_names)
        try:
            renames = self.header_renames(columns)
        except headers.HeaderError as exc:
            raise io.InputError(str(exc)) from exc
        plan, warnings = self.plan([renames.get(c, c) for c in columns])
        self._check_applicable(plan, columns, files)
        for message in warnings:
            log.warning(message)
        if warnings:  # they quote column names, which are the file's content: masked like every log line
            from normalize.attributes.pii import mask_for_logs

            warnings = [mask_for_logs(w) for w in warnings]
        summary = RunSummary(warnings=list(warnings))
        sizer = _SliceSizer(chunk_rows)
        with open_writer(output) as writer, _progress(progress) as bar:
            for path, name in zip(files, names, strict=True):
                row = 0
                for piece in _slices(read(path, bar.read), columns, sizer):
                    wanted = sizer.rows
                    result = self._run_renamed(piece, plan, renames, summary.stages)
                    if piece.height == wanted:  # a file's last rows are no sample of the rest
                        sizer.learn(result)
                    if with_source:
                        result = _with_source(result, name, row)
                    row += piece.height
                    writer.write(result)
                    _count(summary, piece.height, result)
                    bar.written(piece.height)
            if writer.rows == 0:
                empty = self._run_renamed(pl.DataFrame(schema=dict.fromkeys(columns, pl.String)), plan, renames)
                writer.write(_with_source(empty, "", 0) if with_source else empty)
        summary.seconds = time.perf_counter() - started
        return summary

    def _check_applicable(self, plan: list[tuple[Step, str]], columns: list[str], files: list[Path]) -> None:
        """A file with columns but none this pipeline reads is the wrong file, not a file without values."""
        if plan or not self.steps or not columns:
            return
        produced = {out for step in self.steps for c in step.columns for out in step.outputs(c).values()}
        needed = list(dict.fromkeys(c for step in self.steps for c in step.columns if c not in produced))
        where = str(files[0]) if len(files) == 1 else f"the {len(files)} inputs"
        shown = ", ".join(columns[:20]) + (f", ... ({len(columns)} in all)" if len(columns) > 20 else "")
        raise io.InputError(
            f"{where}: none of the columns pipeline {self.name!r} reads ({', '.join(needed)}) is in the input "
            f"(its columns: {shown})"
        )

    # -- record path -------------------------------------------------------------------------------
    def run_record(self, record: dict[str, Any]) -> dict[str, Any]:
        """Normalize one record (a dict); same stage functions as the batch path, with a batch of one."""
        renames = self._record_renames(record)
        out = {renames.get(k, k): v for k, v in record.items()}
        errors: list[str] = list(record.get(ERRORS) or [])
        plan, _ = self.plan([k for k in out if k != ERRORS])  # skipped steps: see record_warnings
        if not plan and self.steps:
            # as the batch path refuses a file without any of its columns, a record without any is an error of
            # that record (a service sending "job_title" gets told, not an unchanged record)
            fields = ", ".join(k for k in record if k != ERRORS) or "none"
            errors.append(f"pipeline {self.name!r} reads none of this record's fields (it reads "
                          f"{', '.join(self.input_names())}; the record has {fields})")
        for step, column in plan:
            stage = step.stage
            value = out.get(column)
            if value is not None and not isinstance(value, str):
                value = str(value)
            names = [*stage.context_columns(), *stage.optional_context_columns()]
            context = {k: [out.get(k)] for k in names} or None
            batch = stage.process_safely([value], context)
            for fld, name in step.outputs(column).items():
                out[name] = batch.fields[fld][0]
            if batch.errors[0]:
                errors.append(f"{stage.name}({column}): {batch.errors[0]}")
        out[ERRORS] = errors
        back = {name: header for header, name in renames.items()}
        return {back.get(k, k): v for k, v in out.items()}

    def record_warnings(self, record: dict[str, Any]) -> list[str]:
        """The steps :meth:`run_record` skips for this record's fields, as ``run`` words them (a profile
        with ``about`` instead of ``summary`` gets no PII masking: the CLI says so instead of staying silent)."""
        renames = self._record_renames(record)
        return self.plan([renames.get(k, k) for k in record if k != ERRORS])[1]

    def _record_renames(self, record: dict[str, Any]) -> dict[str, str]:
        """A record lacking a mapped field is a record without that value, not an unusable input."""
        try:
            return self.header_renames(list(record))
        except headers.HeaderError:
            return headers.resolve(self.input_names(), [k for k in record if k != ERRORS])

    def explain_record(self, record: dict[str, Any]) -> dict[str, list[str]]:
        """For each (stage, column), the names of the rules that fired on the record's value."""
        explained: dict[str, list[str]] = {}
        renames = self._record_renames(record)
        current = {renames.get(k, k): v for k, v in self.run_record(record).items()}
        for step, column in self.plan([renames.get(k, k) for k in record if k != ERRORS])[0]:
            value = current.get(column)
            if isinstance(value, str):
                explained[f"{step.stage.name}({column})"] = step.stage.explain(value)
        return explained


def _rows(n: int) -> str:
    return f"{n:,} row" if n == 1 else f"{n:,} rows"


class _SliceSizer:
    """Rows per slice of a chunk, so that a slice's *results* stay near ``io.DEFAULT_CHUNK_BYTES``: the
    stages' outputs (match lists, attribute structs) are several times the input's size, and every row
    gets its own copy of them. Starts small, then follows the output bytes per row seen so far."""

    def __init__(self, chunk_rows: int, first: int = 2_000) -> None:
        self.chunk_rows = chunk_rows
        self.rows = min(chunk_rows, first)

    def learn(self, result: pl.DataFrame) -> None:
        if result.height:
            per_row = max(1.0, result.estimated_size() / result.height)
            self.rows = max(1, min(self.chunk_rows, int(io.DEFAULT_CHUNK_BYTES / per_row)))


def _slices(chunks: Iterable[pl.DataFrame], columns: list[str], sizer: _SliceSizer) -> Iterator[pl.DataFrame]:
    """The rows of one file's chunks, aligned to ``columns``, in slices of ``sizer.rows`` rows that run
    across chunk boundaries: a chunk's last rows wait for the next chunk instead of making a small slice
    of their own (each slice pays every step's fixed cost). Chunks of another schema (an NDJSON batch
    typed differently) are not mixed: the rows before them go out as they are."""
    pending: list[pl.DataFrame] = []
    rows = 0
    for chunk in chunks:
        aligned = io.align(chunk, columns)
        del chunk
        if pending and aligned.schema != pending[0].schema:
            yield pl.concat(pending, rechunk=False) if len(pending) > 1 else pending[0]
            pending, rows = [], 0
        pending.append(aligned)
        rows += aligned.height
        while rows >= sizer.rows:
            whole = pl.concat(pending, rechunk=False) if len(pending) > 1 else pending[0]
            piece = whole.head(sizer.rows)
            rest = whole.slice(piece.height)
            pending, rows = ([rest] if rest.height else []), rest.height
            yield piece
    if rows:
        yield pl.concat(pending, rechunk=False) if len(pending) > 1 else pending[0]


def _count(summary: RunSummary, rows_in: int, result: pl.DataFrame) -> None:
    summary.rows_in += rows_in
    summary.rows_out += result.height
    lengths = result.get_column(ERRORS).list.len()
    summary.rows_with_errors += int((lengths > 0).sum())
    if summary.rows_with_errors:
        stages = (
            result.select(pl.col(ERRORS).explode().str.extract(r"^([^:(]+)").alias("stage"))
            .drop_nulls()
            .group_by("stage")
            .len()
        )
        for stage, n in stages.iter_rows():
            summary.errors_by_stage[stage] = summary.errors_by_stage.get(stage, 0) + n


SOURCE_FILE, SOURCE_ROW = "_source_file", "_source_row"


def _with_source(frame: pl.DataFrame, name: str, first_row: int) -> pl.DataFrame:
    return frame.with_columns(
        pl.lit(name, dtype=pl.String).alias(SOURCE_FILE),
        pl.int_range(first_row, first_row + frame.height, dtype=pl.Int64).alias(SOURCE_ROW),
    )


class _NoBar:
    """The progress interface without a display."""

    def __enter__(self) -> _NoBar:
        return self

    def __exit__(self, *exc: object) -> bool:
        return False

    def read(self, rows: int) -> None:
        pass

    def written(self, rows: int) -> None:
        pass


class _RowsBar(_NoBar):
    """A rich spinner on stderr: rows read (counted as the reader goes, before a chunk is processed), rows
    written, and the rate at which rows are written."""

    def __init__(self) -> None:
        from rich.console import Console
        from rich.progress import Progress, ProgressColumn, SpinnerColumn, TextColumn, TimeElapsedColumn
        from rich.text import Text

        class RowsPerSecond(ProgressColumn):
            def render(self, task) -> Text:
                speed = task.finished_speed or task.speed
                return Text(f"{speed:,.0f} rows/s" if speed else "", style="progress.data.speed")

        self._live = Progress(
            SpinnerColumn(), TextColumn("{task.fields[read]:,} rows read, {task.completed:,} written"),
            RowsPerSecond(), TimeElapsedColumn(), transient=True, console=Console(stderr=True),
        )
        self._read = 0

    def __enter__(self) -> _RowsBar:
        self._live.__enter__()
        self._task = self._live.add_task("rows", total=None, read=0)
        return self

    def __exit__(self, *exc: object) -> bool:
        return self._live.__exit__(*exc)

    def read(self, rows: int) -> None:
        self._read += rows
        self._live.update(self._task, read=self._read)

    def written(self, rows: int) -> None:
        self._live.update(self._task, advance=rows)


def _progress(enabled: bool | None) -> _NoBar:
    """A rich progress display with rows and rows/s on a terminal; nothing otherwise."""
    import sys

    if enabled is False or (enabled is None and not sys.stderr.isatty()):
        return _NoBar()
    return _RowsBar()


# -- specs ------------------------------------------------------------------------------------------


def load_pipeline(name_or_path: str | os.PathLike[str], country: str | None = None) -> Pipeline:
    """Load a bundled pipeline by name (``job_ads``) or a spec file by path; ``country`` is the market of
    rows that no column or text gives one (see ``Pipeline.from_spec``)."""
    spec, name = read_spec(name_or_path)
    return Pipeline.from_spec(spec, name=name, country=country)


def _has_country(stage: str) -> bool:
    from normalize.stages.registry import get_stage

    config = get_stage(stage).Config
    return dataclasses.is_dataclass(config) and "country" in {f.name for f in dataclasses.fields(config)}


@lru_cache(maxsize=16)
def _cached_pipeline(name: str) -> Pipeline:
    return load_pipeline(name)


def normalize_record(record: dict[str, Any], pipeline: str | Pipeline = "job_ads") -> dict[str, Any]:
    """Normalize one record with a (cached) pipeline: the one-line library call."""
    pipe = pipeline if isinstance(pipeline, Pipeline) else _cached_pipeline(str(pipeline))
    return pipe.run_record(record)
