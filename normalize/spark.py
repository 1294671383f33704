"""Apply a pipeline to a Spark DataFrame: the same stages through ``mapInArrow``.

    from normalize.spark import normalize_spark
    out = normalize_spark(spark.read.parquet("ads/"), "job_ads")

The Arrow batches Spark hands a Python worker are gathered into chunks of the polars path's size
(100,000 rows), and each chunk becomes a polars DataFrame that goes through ``Pipeline.run`` (so the
output equals the polars path row for row: original columns unchanged, the stages' ``{prefix}_{field}``
columns, ``_errors``); the pipeline's value caches live as long as the worker, across chunks. What crosses to the workers is the pipeline *spec* as
JSON, never a pickled Pipeline; each Python worker builds the pipeline (and loads its models) once and
keeps it in a module-level cache, with ``HRNORM_THREADS=1`` (one ONNX intra-op thread) and
``POLARS_MAX_THREADS=1`` set before anything is loaded, whatever the driver's environment says: Spark
already runs one worker per core.

The rows are hash-partitioned by the column most stages read (the description of a job ad) into at least
as many partitions as cores, so equal values meet in one worker and every core works; the driver runs the
pipeline once on a made-up row, which builds (or reads) every label-embedding and place cache the stages
use, and ships its cache folder (files verified by their digests) to the executors as one archive
(``SparkContext.addArchive``): the workers read them instead of encoding the taxonomy's labels each.

Needs the ``spark`` extra (pyspark, and pandas, which pyspark's ``mapInArrow`` imports).
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import hashlib
import json
import logging
import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # polars and pyspark are imported lazily: see _worker_setup
    import polars as pl
    import pyarrow as pa
    from pyspark.sql import DataFrame
    from pyspark.sql.types import DataType, StructType

    from normalize.pipeline import Pipeline

ERRORS = "_errors"
WORKER_ENV = {"HRNORM_THREADS": "1", "POLARS_MAX_THREADS": "1", "OMP_NUM_THREADS": "1"}
_PIPELINES: dict[str, Pipeline] = {}  # spec hash -> Pipeline, one per Python worker process
_BUILDS: dict[str, int] = {}  # spec hash -> times this process built it (tests check: once)
_ROWS_RUN: dict[str, int] = {}  # pipeline name -> rows this worker ran through it (tests check: each once)
_SHIPPED: dict[tuple[int, str], str] = {}  # (SparkContext id, archive name) -> archive path, per driver


def pipeline_spec(pipeline: Pipeline | str | os.PathLike[str] | dict[str, Any]) -> dict[str, Any]:
    """A JSON-able spec that rebuilds ``pipeline`` (a Pipeline, a bundled name, a spec path or a spec)."""
    from normalize.pipeline import Pipeline, read_spec

    if isinstance(pipeline, dict):
        return pipeline
    if not isinstance(pipeline, Pipeline):
        return read_spec(pipeline)[0]
    return {
        "name": pipeline.name,
        "description": pipeline.description,
        "stages": [
            {
                "stage": step.stage.name,
                "columns": list(step.columns),
                **({"prefix": step.prefix} if step.prefix else {}),
                **({"suffix": step.suffix} if step.suffix else {}),
                "config": dataclasses.asdict(step.stage.config),
            }
            for step in pipeline.steps
        ],
        **({"map": dict(pipeline.column_map)} if pipeline.column_map else {}),
    }


def _worker_pipeline(spec_json: str, cache_archive: str | None = None) -> Pipeline:
    """The pipeline for this spec, built once per Python worker (models load once, not per batch), with
    one thread per worker and, when the driver shipped its cache files, the cache folder they unpack to."""
    key = hashlib.sha256(f"{spec_json}|{cache_archive}".encode()).hexdigest()
    if key not in _PIPELINES:
        os.environ.update(WORKER_ENV)  # Spark runs a worker per core: more threads would oversubscribe
        if cache_archive:
            from pyspark import SparkFiles

            os.environ["HRNORM_CACHE_DIR"] = os.path.join(SparkFiles.getRootDirectory(), cache_archive)
        from normalize.pipeline import Pipeline

        # "stage skipped: missing column" is said once on the driver, not once per batch per worker
        logging.getLogger("normalize.pipeline").setLevel(logging.ERROR)
        _PIPELINES[key] = Pipeline.from_spec(json.loads(spec_json))
        _BUILDS[key] = _BUILDS.get(key, 0) + 1
    return _PIPELINES[key]


def _map_batches(
    spec_json: str, schema_json: str, chunk_rows: int, cache_archive: str | None, batches: Iterator[pa.RecordBatch]
) -> Iterator[pa.RecordBatch]:
    """mapInArrow function: Arrow batches in, the pipeline's output batches out (Spark's Arrow schema).

    Spark's batches (10,000 rows by default) are gathered into chunks of about ``chunk_rows`` rows, the
    polars path's chunk size, so that the pipeline's per-chunk work (dedup, cache look-up, join back) is
    done as often per row as on the polars path; each input batch then comes back as one output batch.
    """
    pipeline = _worker_pipeline(spec_json, cache_archive)
    target = _arrow_schema(schema_json)
    pending: list[pa.RecordBatch] = []
    rows = 0
    for batch in batches:
        if batch.num_rows == 0:
            continue
        pending.append(batch)
        rows += batch.num_rows
        if rows >= chunk_rows:
            yield from _run_chunk(pipeline, target, pending)
            pending, rows = [], 0
    if pending:
        yield from _run_chunk(pipeline, target, pending)


def _run_chunk(pipeline: Pipeline, target: pa.Schema, batches: list[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
    """One ``Pipeline.run`` over the rows of ``batches``; one output batch per input batch."""
    import polars as pl
    import pyarrow as pa

    frame = pl.from_arrow(pa.Table.from_batches(batches))
    assert isinstance(frame, pl.DataFrame)
    _ROWS_RUN[pipeline.name] = _ROWS_RUN.get(pipeline.name, 0) + frame.height
    result = pipeline.run(_strings(frame))
    added = set(pipeline.output_schema(pipeline_names(pipeline, batches[0].schema.names)))
    new = result.select([f.name for f in target if f.name in added]).to_arrow(compat_level=pl.CompatLevel.oldest())
    offset = 0
    for batch in batches:
        part = new.slice(offset, batch.num_rows)
        offset += batch.num_rows
        arrays = []
        for fld in target:
            # original columns go back exactly as Spark sent them; only the added ones are converted
            column = part.column(fld.name).combine_chunks() if fld.name in added else batch.column(fld.name)
            arrays.append(column if column.type == fld.type else column.cast(fld.type))
        yield pa.RecordBatch.from_arrays(arrays, schema=target)


def _strings(frame: pl.DataFrame) -> pl.DataFrame:
    """Null-typed columns (all-null batches) as strings, as the polars file path reads them."""
    import polars as pl

    nulls = [c for c, t in frame.schema.items() if t == pl.Null]
    return frame.with_columns([pl.col(c).cast(pl.String) for c in nulls]) if nulls else frame


@functools.lru_cache(maxsize=32)
def _arrow_schema(schema_json: str) -> pa.Schema:
    from pyspark.sql.pandas.types import to_arrow_schema
    from pyspark.sql.types import StructType

    return to_arrow_schema(StructType.fromJson(json.loads(schema_json)))


def spark_type(dtype: pl.DataType) -> DataType:
    """The Spark SQL type of a polars dtype (strings, numbers, booleans, dates, lists, structs)."""
    import polars as pl
    from pyspark.sql import types as T

    simple = {
        pl.String: T.StringType(), pl.Boolean: T.BooleanType(),
        pl.Int8: T.ByteType(), pl.Int16: T.ShortType(), pl.Int32: T.IntegerType(), pl.Int64: T.LongType(),
        pl.UInt8: T.ShortType(), pl.UInt16: T.IntegerType(), pl.UInt32: T.LongType(),
        pl.Float32: T.FloatType(), pl.Float64: T.DoubleType(), pl.Date: T.DateType(), pl.Null: T.StringType(),
    }  # fmt: skip
    base = dtype.base_type() if hasattr(dtype, "base_type") else dtype
    if base in simple:
        return simple[base]
    if isinstance(dtype, pl.Datetime):
        return T.TimestampType() if dtype.time_zone else T.TimestampNTZType()
    if isinstance(dtype, pl.List | pl.Array):
        return T.ArrayType(spark_type(dtype.inner), containsNull=True)
    if isinstance(dtype, pl.Struct):
        return T.StructType([T.StructField(f.name, spark_type(f.dtype), nullable=True) for f in dtype.fields])
    if isinstance(dtype, pl.Decimal):
        return T.DecimalType(dtype.precision or 38, dtype.scale or 0)
    raise TypeError(f"no Spark type for polars dtype {dtype}")


def pipeline_names(pipeline: Pipeline, headers: list[str]) -> list[str]:
    """The input columns under the pipeline's names (headers matched ignoring case, spaces and punctuation,
    or through the spec's ``map``), as the polars path reads them; ``_errors`` left out."""
    renames = pipeline.header_renames(headers)
    return [renames.get(h, h) for h in headers if h != ERRORS]


def output_schema(input_schema: StructType, pipeline: Pipeline) -> StructType:
    """Spark schema of ``normalize_spark``'s result: the input's columns (``_errors`` moved last), then
    ``Pipeline.output_schema`` converted to Spark types."""
    from pyspark.sql.types import StructField, StructType

    columns = [f for f in input_schema.fields if f.name != ERRORS]
    added = pipeline.output_schema(pipeline_names(pipeline, [f.name for f in columns]))
    kept = [f for f in columns if f.name not in added]
    return StructType(kept + [StructField(name, spark_type(dtype), nullable=True) for name, dtype in added.items()])


def normalize_spark(
    df: DataFrame,
    pipeline: Pipeline | str | os.PathLike[str] | dict[str, Any],
    chunk_rows: int | None = None,
    *,
    spread: bool = True,
    warm: bool = True,
) -> DataFrame:
    """Apply ``pipeline`` (a Pipeline, bundled name, spec path or parsed spec) to a Spark DataFrame.

    Every input row comes out once with its columns unchanged, plus the stages' output columns and
    ``_errors`` (array of "stage(column): message"), exactly as ``Pipeline.run`` on the same rows.
    Non-string input columns read by a stage are cast to strings for that stage, as in the polars path.
    Each Python worker runs the pipeline on chunks of about ``chunk_rows`` rows (default: the polars
    path's chunk size); values already seen by that worker come from its cache, across chunks.

    ``spread``: the rows are hash-partitioned by the input column most steps depend on (see
    :func:`busiest_column`) into at least as many partitions as Spark has cores, so every core works and
    equal values meet in one worker, which computes them once; the rows come back in input order.
    ``warm``: the driver builds (or reads) the taxonomies' label-embedding and place caches before the job
    and ships its cache folder to the executors (:func:`ship_cache`), so the workers read the files instead
    of each encoding the labels.
    """
    from normalize.io import DEFAULT_CHUNK_ROWS
    from normalize.pipeline import Pipeline

    spec = pipeline_spec(pipeline)
    built = pipeline if isinstance(pipeline, Pipeline) else Pipeline.from_spec(spec)
    headers = [f.name for f in df.schema.fields if f.name != ERRORS]
    columns = pipeline_names(built, headers)
    as_df_names = dict(zip(columns, headers, strict=True))  # the pipeline's name of a column -> the df's
    plan, warnings = built.plan(columns)
    for message in warnings:
        logging.getLogger("normalize.spark").warning(message)
    archive = None
    if warm:
        built.run(_warm_up_rows(columns, plan).rename(as_df_names))
        archive = ship_cache(df.sparkSession.sparkContext)
    key = as_df_names.get(busiest_column(built, columns)) if spread else None
    if key is not None:
        df = spread_rows(df, key)
    schema = output_schema(df.schema, built)
    spec_json = json.dumps(spec, sort_keys=True, default=str)
    func = functools.partial(_map_batches, spec_json, schema.json(), chunk_rows or DEFAULT_CHUNK_ROWS, archive)
    out = df.mapInArrow(func, schema)
    if key is None:
        return out
    # the sort's range partitioner samples its input in a job of its own: without the checkpoint that job
    # ran the whole pipeline once more (measured: 1.55-1.8x the Python CPU when partitions changed workers)
    return out.localCheckpoint(eager=False).orderBy(_ROW).drop(_ROW)


_ROW = "__hrnorm_row"


def ship_cache(context: Any) -> str | None:
    """Add the driver's cache folder (:func:`normalize.cache.cache_files`: label embeddings, places, word
    tables, each with its digest) to the SparkContext ``context`` as one uncompressed zip; returns the
    archive's name, the folder under ``SparkFiles.getRootDirectory()`` where executors find it unpacked, or
    None when the folder is empty. The name is the digest of the files' names and digests: the same caches
    are packed once per machine and shipped once per context. The whole folder goes, not only what the
    driver's warm-up row touched: stages build some tables lazily, on the first value that needs them."""
    import tempfile
    import zipfile

    from normalize.cache import cache_dir, cache_files, digest_path, file_digest

    root = cache_dir()
    files = cache_files()
    if not files:
        return None
    digest = hashlib.sha256()
    for path in files:
        sha = digest_path(path)
        recorded = sha.read_text(encoding="ascii").strip() if sha.is_file() else file_digest(path)
        digest.update(f"{path.relative_to(root).as_posix()}\0{recorded}\n".encode())
    name = f"hrnorm-cache-{digest.hexdigest()[:24]}.zip"
    key = (id(context), name)
    if key not in _SHIPPED:
        folder = Path(tempfile.gettempdir()) / "hrnorm-spark"
        folder.mkdir(parents=True, exist_ok=True)
        archive = folder / name
        if not archive.is_file():
            fd, tmp = tempfile.mkstemp(prefix=f".{name}.", dir=folder)
            os.close(fd)
            # stored, not deflated: embeddings and SQLite pages barely compress, and unpacking stays a copy
            with zipfile.ZipFile(tmp, "w", zipfile.ZIP_STORED) as packed:
                for path in files:
                    packed.write(path, path.relative_to(root).as_posix())
            os.replace(tmp, archive)
            # packs of older cache contents (a day untouched: no live context still serves them) go
            for stale in folder.glob("hrnorm-cache-*.zip"):
                with contextlib.suppress(OSError):
                    if stale != archive and time.time() - stale.stat().st_mtime > 86_400:
                        stale.unlink()
        context.addArchive(str(archive))
        _SHIPPED[key] = str(archive)
    return name


def spread_rows(df: DataFrame, key: str) -> DataFrame:
    """``df`` with its input position in ``__hrnorm_row``, hash-partitioned by ``key`` into at least as
    many partitions as Spark has cores: rows with equal ``key`` values share a partition."""
    from pyspark.sql import functions as F

    cores = df.sparkSession.sparkContext.defaultParallelism
    df = df.withColumn(_ROW, F.monotonically_increasing_id())
    return df.repartition(max(cores, df.rdd.getNumPartitions()), F.col(key))


def busiest_column(pipeline: Pipeline, columns: list[str]) -> str | None:
    """The input column that the most steps of ``pipeline`` read, directly or through an earlier step's
    output ("description" feeds skills, attributes and key-values through "description_norm")."""
    plan, _ = pipeline.plan(columns)
    source: dict[str, str] = {c: c for c in columns}
    reads: dict[str, int] = {}
    for step, column in plan:
        origin = source.get(column)
        if origin is None:
            continue
        reads[origin] = reads.get(origin, 0) + 1
        for out in step.outputs(column).values():
            source.setdefault(out, origin)
    return max(reads, key=lambda c: reads[c]) if reads else None


def _warm_up_rows(columns: list[str], plan: list) -> pl.DataFrame:
    """A one-row frame with a short text in every column the plan reads: running it loads the models and
    builds (or reads) every label-embedding cache the stages use."""
    import polars as pl

    read = {column for _, column in plan}
    return pl.DataFrame({c: ["Data analyst, Python and SQL"] if c in read else [None] for c in columns},
                        schema=dict.fromkeys(columns, pl.String))
