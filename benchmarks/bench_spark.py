"""Spark benchmark: the same 1,000,000-row input through local Spark (normalize_spark) and the polars path.

    python benchmarks/bench_spark.py [--rows 1000000] [--repeats 1] [--cores 2]

Input: benchmarks/_work/job_ads_{rows}.csv (``gen_job_ads.py``, made if missing; ``--input-format parquet``
converts it once and both paths read that); pipeline ``benchmarks/unicode3.toml``; Parquet out on both
sides, on the same ``--cores`` cores. Spark's Python workers are reused across runs, and so is the
pipeline's value cache inside them: runs after the first are warm on the Spark side (the polars path is a
fresh process every time), so run 1 is the like-for-like comparison.
- polars path: ``hrnorm run`` in a subprocess (what a user runs), wall time.
- Spark path: ``local[cores]``; the session is started first and its start-up reported separately, as is
  an "empty job" (one row per core through ``normalize_spark``: Python worker start-up and pipeline
  build); then ``normalize_spark(spark.read.csv(...)).write.parquet(...)`` is timed.
The two paths alternate (polars, Spark, polars, Spark, ...) so that both see the same machine load.
Both outputs are then compared row for row (sorted by ``id``).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

import polars as pl

HERE = Path(__file__).resolve().parent
WORK = HERE / "_work"
SPEC = HERE / "unicode3.toml"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--repeats", type=int, default=1)
    parser.add_argument("--cores", type=int, default=2)
    parser.add_argument("--batch-rows", type=int, default=10_000,
                        help="spark.sql.execution.arrow.maxRecordsPerBatch (Spark's default: 10000)")
    parser.add_argument("--input-format", choices=["csv", "parquet"], default="csv",
                        help="what both paths read (parquet: the CSV converted once, every column a string)")
    args = parser.parse_args()
    source = WORK / f"job_ads_{args.rows}.csv"
    if not source.exists():
        subprocess.run([sys.executable, str(HERE / "gen_job_ads.py"), str(args.rows), str(source)], check=True)
    if args.input_format == "parquet":
        csv_source, source = source, source.with_suffix(".parquet")
        if not source.exists():
            pl.scan_csv(csv_source, infer_schema=False).sink_parquet(source)
    out_dir = WORK / "spark"
    for old in out_dir.glob("spark_*"):
        shutil.rmtree(old)
    out_dir.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "POLARS_MAX_THREADS": str(args.cores)}

    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    started = time.perf_counter()
    from pyspark.sql import SparkSession

    spark = (
        SparkSession.builder.master(f"local[{args.cores}]")
        .appName("hrnorm-bench")
        .config("spark.ui.enabled", "false")
        .config("spark.driver.host", "127.0.0.1")
        .config("spark.driver.memory", "3g")
        .config("spark.sql.execution.arrow.maxRecordsPerBatch", str(args.batch_rows))
        .getOrCreate()
    )
    spark.sparkContext.setLogLevel("ERROR")
    session_s = time.perf_counter() - started
    print(f"spark session start: {session_s:.2f} s", flush=True)

    from normalize.spark import normalize_spark

    started = time.perf_counter()
    tiny = spark.createDataFrame([(str(i), "x", "y", "z", "w") for i in range(args.cores)],
                                 "id string, title string, location string, salary string, description string")
    normalize_spark(tiny.repartition(args.cores), str(SPEC)).collect()  # one row per core: every worker starts
    empty_s = time.perf_counter() - started
    print(f"spark empty job ({args.cores} rows on {args.cores} workers: Python worker start + pipeline build): "
          f"{empty_s:.2f} s", flush=True)

    polars_times, spark_times = [], []
    for i in range(args.repeats):  # interleaved, so both paths see the same machine load
        started = time.perf_counter()
        subprocess.run([sys.executable, "-m", "normalize.cli", "run", str(SPEC), str(source), "-o",
                        str(out_dir / "polars.parquet"), "--no-progress"], check=True, env=env)
        polars_times.append(time.perf_counter() - started)
        print(f"polars path run {i + 1}: {polars_times[-1]:.2f} s", flush=True)
        target = out_dir / f"spark_{i}"
        started = time.perf_counter()
        if args.input_format == "parquet":
            frame = spark.read.parquet(str(source))
        else:
            frame = spark.read.csv(str(source), header=True, multiLine=False, escape='"')
        normalize_spark(frame, str(SPEC)).write.mode("overwrite").parquet(str(target))
        spark_times.append(time.perf_counter() - started)
        print(f"spark path run {i + 1}: {spark_times[-1]:.2f} s", flush=True)
    polars_s = statistics.median(polars_times)
    spark_s = statistics.median(spark_times)
    print(f"polars path: median {polars_s:.2f} s of {[round(t, 2) for t in polars_times]}", flush=True)
    print(f"spark path: median {spark_s:.2f} s of {[round(t, 2) for t in spark_times]}", flush=True)
    spark.stop()

    expected = pl.read_parquet(out_dir / "polars.parquet").sort("id")
    got = pl.read_parquet(out_dir / "spark_0" / "*.parquet").sort("id")
    # Spark's CSV reader reads an empty field as null where polars keeps ""; compare with that in mind
    blank = pl.col(pl.String).fill_null("")
    same = got.height == expected.height and got.with_columns(blank).equals(
        expected.select(got.columns).with_columns(blank)
    )
    result = {
        "rows": args.rows, "cores": args.cores, "batch_rows": args.batch_rows, "input": args.input_format, "polars_s": round(polars_s, 2), "spark_s": round(spark_s, 2),
        "spark_over_polars": round(spark_s / polars_s, 3),
        "polars_runs_s": [round(t, 2) for t in polars_times], "spark_runs_s": [round(t, 2) for t in spark_times],
        "per_run_ratios": [round(b / a, 3) for a, b in zip(polars_times, spark_times, strict=True)], "spark_session_start_s": round(session_s, 2),
        "spark_empty_job_s": round(empty_s, 2), "outputs_equal": same,
    }
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
