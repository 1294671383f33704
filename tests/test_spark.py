"""normalize_spark on a local[2] Spark equals the polars path row for row (nulls and _errors included)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import polars as pl
import pytest

pytest.importorskip("pyspark")
pytest.importorskip("pandas")  # pyspark's mapInArrow imports it

from normalize.pipeline import Pipeline  # noqa: E402

SPEC = {
    "name": "spark_test",
    "stages": [
        {"stage": "unicode", "columns": ["title", "location"], "config": {"max_chars": 30}},
        {"stage": "unicode", "columns": ["title_norm"], "prefix": "again", "config": {"normalization": "NFKC"}},
    ],
}
TITLES = ["Sr. Data Analyst", "Ｄａｔａ  Ａｎａｌｙｓｔ", "cafÃ© manager", "<b>Nurse</b> &amp; carer", None,
          "Chef " * 20, "Pythоn dev\u200b"]


@pytest.fixture(scope="module")
def spark(tmp_path_factory):
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)  # workers use this venv (polars, hrnorm)
    worker_cache = tmp_path_factory.mktemp("worker-cache")  # empty: a worker finds only what is shipped
    from pyspark.sql import SparkSession

    session = (
        SparkSession.builder.master("local[2]")
        .appName("hrnorm-test")
        .config("spark.ui.enabled", "false")
        .config("spark.driver.host", "127.0.0.1")
        .config("spark.sql.shuffle.partitions", "2")
        .config("spark.sql.execution.arrow.maxRecordsPerBatch", "64")  # many batches per worker
        # a driver environment asking for more threads: the workers must still run one each
        .config("spark.executorEnv.HRNORM_THREADS", "2")
        .config("spark.executorEnv.POLARS_MAX_THREADS", "2")
        .config("spark.executorEnv.HRNORM_CACHE_DIR", str(worker_cache))
        .getOrCreate()
    )
    yield session
    session.stop()


def frame(rows: int = 1000) -> pl.DataFrame:
    return pl.DataFrame(
        {
            "id": list(range(rows)),
            "title": [TITLES[i % len(TITLES)] for i in range(rows)],
            "location": [None if i % 5 == 0 else f"Zürich\u00a0 {i % 13}" for i in range(rows)],
            "_errors": [["io: line 3: extra field"] if i % 97 == 0 else None for i in range(rows)],
        },
        schema={"id": pl.Int64, "title": pl.String, "location": pl.String, "_errors": pl.List(pl.String)},
    )


def test_spark_output_equals_polars_row_for_row(spark, tmp_path: Path) -> None:
    from normalize.spark import normalize_spark

    source = frame()
    source.write_parquet(tmp_path / "in.parquet")
    pipeline = Pipeline.from_spec(SPEC)
    expected = pipeline.run(source)

    sdf = spark.read.parquet(str(tmp_path / "in.parquet")).repartition(3)
    result = normalize_spark(sdf, SPEC)
    got = pl.from_arrow(result.toArrow()).sort("id")

    assert got.columns == expected.columns
    assert got.schema == expected.schema
    assert got.equals(expected)
    # the things a user checks: nulls stay null, errors are reported on the right rows, values are fixed
    assert got.filter(pl.col("location").is_null())["location_norm"].null_count() == 200
    long = got.filter(pl.col("title") == "Chef " * 20)
    assert long["_errors"].list.len().min() >= 1 and "truncated" in long["_errors"][0][0]
    assert got.filter(pl.col("id") == 0)["_errors"][0][0] == "io: line 3: extra field"
    assert got.filter(pl.col("title") == "Ｄａｔａ  Ａｎａｌｙｓｔ")["title_norm"][0] == "Data Analyst"
    # many small chunks (two 64-row batches each) instead of one per partition: same rows, same values
    rechunked = pl.from_arrow(normalize_spark(sdf, SPEC, chunk_rows=100).toArrow()).sort("id")
    assert rechunked.equals(expected)


def test_pipeline_object_and_name_give_the_same_result(spark) -> None:
    from normalize.pipeline import load_pipeline
    from normalize.spark import normalize_spark

    source = frame(200).drop("_errors").rename({"location": "salary"})
    sdf = spark.createDataFrame(source.to_pandas())
    by_name = pl.from_arrow(normalize_spark(sdf, "job_ads").toArrow()).sort("id")
    by_object = pl.from_arrow(normalize_spark(sdf, load_pipeline("job_ads")).toArrow()).sort("id")
    assert by_name.equals(by_object)
    assert by_name.equals(load_pipeline("job_ads").run(source))  # missing columns skipped as in polars


def test_headers_as_exported_and_a_spec_map_read_as_on_the_polars_path(spark) -> None:
    """'Title' (other case) and 'Work Place' (named by the spec's map) are the pipeline's title and location."""
    from normalize.spark import normalize_spark

    spec = {**SPEC, "map": {"location": "Work Place"}}
    source = frame(300).drop("_errors").rename({"title": "Title", "location": "Work Place"})
    expected = Pipeline.from_spec(spec).run(source)
    assert {"title_norm", "location_norm", "again_norm"} <= set(expected.columns)
    sdf = spark.createDataFrame(source.to_pandas())
    for pipeline in (spec, Pipeline.from_spec(spec)):  # a parsed spec or a built pipeline keeps its map
        got = pl.from_arrow(normalize_spark(sdf, pipeline).toArrow()).sort("id")
        assert got.equals(expected)


def test_workers_build_the_pipeline_once_with_one_thread(spark) -> None:
    import normalize.spark as ns

    sdf = spark.createDataFrame(frame(2000).drop("_errors").to_pandas()).repartition(4)
    assert normalize_count(ns, sdf) == 2000

    def probe(batches):
        import pyarrow as pa

        import normalize.spark as worker

        for _ in batches:
            pass
        from normalize.matching.encoder import default_threads

        yield pa.RecordBatch.from_pylist([{
            "pid": os.getpid(), "builds": max(worker._BUILDS.values(), default=0), "threads": default_threads(),
            "polars": os.environ.get("POLARS_MAX_THREADS"),
        }])

    stats = spark.range(0, 8, 1, 8).mapInArrow(probe, "pid long, builds long, threads long, polars string").collect()
    built = {row.pid: row for row in stats if row.builds}
    assert built, "no worker kept its pipeline: Python workers are not reused"
    # one ONNX and one polars thread per worker, although the executors' environment asks for 2
    assert all(row.builds == 1 and row.threads == 1 and row.polars == "1" for row in built.values())


def normalize_count(ns, sdf) -> int:
    return ns.normalize_spark(sdf, SPEC).count()


def test_rows_are_spread_by_the_busiest_column_and_come_back_in_order(spark) -> None:
    from normalize.pipeline import load_pipeline
    from normalize.spark import busiest_column, normalize_spark, spread_rows

    columns = ["id", "title", "description", "location", "salary"]
    assert busiest_column(load_pipeline("job_ads"), columns) == "description"  # skills, attributes, key-values
    assert busiest_column(Pipeline.from_spec(SPEC), ["id", "title", "location"]) == "title"  # read twice

    source = frame(400).drop("_errors")
    sdf = spark.createDataFrame(source.to_pandas()).coalesce(1)  # one input partition, as a small file reads

    def titles_per_partition(batches):
        import pyarrow as pa

        titles = sorted({t for b in batches for t in b.column("title").to_pylist() if t is not None})
        yield pa.RecordBatch.from_pylist([{"titles": titles}], schema=pa.schema([("titles", pa.list_(pa.string()))]))

    parts = [r.titles for r in spread_rows(sdf, "title").mapInArrow(titles_per_partition, "titles array<string>").collect()]
    assert sum(1 for p in parts if p) >= 2  # both cores get work, not one partition on one core
    assert sum(len(p) for p in parts) == len({t for p in parts for t in p})  # no title computed twice
    got = pl.from_arrow(normalize_spark(sdf, SPEC).toArrow())
    assert got["id"].to_list() == source["id"].to_list()  # input order kept without sorting by id
    assert got.equals(Pipeline.from_spec(SPEC).run(source))


OCCUPATIONS = [("occ:analyst", "Data analyst", "data scientist|business analyst"),
               ("occ:nurse", "Nurse", "registered nurse|carer"), ("occ:chef", "Chef", "cook|head chef"),
               ("occ:dev", "Software developer", "python developer|programmer"),
               ("occ:manager", "Cafe manager", "restaurant manager")]


def test_label_embeddings_are_built_once_on_the_driver_and_shipped(spark, tmp_path: Path, monkeypatch) -> None:
    import normalize.cache as cache
    from normalize.spark import normalize_spark

    taxonomy = tmp_path / "occupations.csv"
    pl.DataFrame(OCCUPATIONS, schema=["id", "label", "alt_labels"], orient="row").write_csv(taxonomy)
    spec = {"name": "ship_test", "stages": [
        {"stage": "title", "columns": ["title"], "config": {"taxonomy": f"csv:{taxonomy}", "top_k": 2}}]}
    monkeypatch.setenv("HRNORM_CACHE_DIR", str(tmp_path / "driver-cache"))  # empty: the driver builds
    source = frame(300).drop("_errors", "location")
    sdf = spark.createDataFrame(source.to_pandas()).repartition(2)

    got = pl.from_arrow(normalize_spark(sdf, spec).toArrow()).sort("id")
    shipped = [p.name for p in cache.cache_files()]
    assert any(n.startswith("labels-occupation-") and n.endswith(".npy") for n in shipped)
    assert got.equals(Pipeline.from_spec(spec).run(source))
    assert got.filter(pl.col("title") == "Sr. Data Analyst")["title_matches"][0][0]["id"] == "occ:analyst"

    def probe(batches):
        import pyarrow as pa

        import normalize.cache as worker_cache

        for _ in batches:
            pass
        folder = worker_cache.cache_dir()
        yield pa.RecordBatch.from_pylist([{
            "folder": str(folder), "files": sorted(p.name for p in folder.glob("*")) if folder.is_dir() else [],
            "built": [what for what in worker_cache.built() if "occupation" in what],
        }])

    rows = spark.range(0, 8, 1, 8).mapInArrow(probe, "folder string, files array<string>, built array<string>").collect()
    using = [r for r in rows if Path(r.folder).name.startswith("hrnorm-cache-")]
    assert using, "no worker reads the shipped cache files"
    for row in using:
        assert set(shipped) <= set(row.files)  # the label embeddings and their digests arrived as files
    # no worker encoded the taxonomy's labels (or counted their word frequencies) itself
    assert all(not r.built for r in rows), [r.built for r in rows]


def test_every_row_goes_through_the_pipeline_once(spark) -> None:
    from normalize.spark import normalize_spark

    spec = dict(SPEC, name="once_test")
    source = frame(3000).drop("_errors")
    sdf = spark.createDataFrame(source.to_pandas()).coalesce(1)
    got = pl.from_arrow(normalize_spark(sdf, spec).toArrow())
    assert got["id"].to_list() == source["id"].to_list()

    def probe(batches):
        import pyarrow as pa

        import normalize.spark as worker

        for _ in batches:
            pass
        yield pa.RecordBatch.from_pylist([{"pid": os.getpid(), "rows": worker._ROWS_RUN.get("once_test", 0)}])

    # many small tasks, so that every pooled Python worker answers
    rows = {r.pid: r.rows for r in spark.range(0, 32, 1, 32).mapInArrow(probe, "pid long, rows long").collect()}
    # the sort that restores input order must not run the pipeline a second time (its sampling job did)
    assert sum(rows.values()) == 3000, rows
