"""Spark benchmark: the same 1,000,000-row input through local Spark (normalize_spark) and the polars path.

    python benchmarks/bench_spark.py [--rows 1000000] [--repeats 3] [--cores 2] [--input-format parquet]
    python benchmarks/bench_spark.py --real 5000 --pipeline job_ads   # distinct real postings, full models

Input: benchmarks/_work/job_ads_{rows}.csv (``gen_job_ads.py``, made if missing; ``--input-format parquet``
converts it once, every column a string, and both paths read that), or with ``--real N`` N distinct real
postings drawn as ``bench_ads_speed.py`` draws them (benchmarks/_work, never committed); pipeline
``--pipeline`` (default ``benchmarks/unicode3.toml``; ``job_ads`` runs every stage with its models);
Parquet out on both sides (zstd, the polars path's codec), on the same ``--cores`` cores.

Every repeat is like for like: both paths start from a fresh process with empty value caches.
- polars path: ``hrnorm run`` in a fresh subprocess (what a user runs), wall time.
- Spark path: a fresh subprocess (``--spark-once``: new driver, new JVM, new Python workers) that
  1. starts a ``local[cores]`` session (reported separately: session start),
  2. runs a warm-up job (reported separately: fixed overhead) on a small synthetic input unrelated to the
     benchmark's data (``--warmup-rows`` rows of made-up text, none of the benchmark's values), through the
     same path as the timed job (Parquet read, ``normalize_spark``, Parquet write): Python workers start,
     import and build the pipeline, the JVM compiles the query's generated code and its hot paths,
  3. times ``normalize_spark(spark.read.parquet(IN)).write.parquet(OUT)``: the figure compared.
The two paths alternate (polars, Spark, polars, Spark, ...) so that both see the same machine load, and
CPU seconds are recorded next to wall times (polars: the subprocess; Spark: the JVM plus its Python
workers during the timed job). Both outputs of repeat 1 are compared row for row (sorted by ``id``).
The figures are written to benchmarks/results/spark.md (a section with the command and the date).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from results_file import write_section

HERE = Path(__file__).resolve().parent
WORK = HERE / "_work"
SPEC = HERE / "unicode3.toml"
PIPELINE = [str(SPEC)]  # set from --pipeline
SCHEMA = "id string, title string, location string, salary string, description string"


def spark_session(cores: int, batch_rows: int, conf: list[str] | None = None):
    """The local session both the benchmark and its warm-up use (``conf``: extra ``key=value`` settings)."""
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    from pyspark.sql import SparkSession

    builder = (
        SparkSession.builder.master(f"local[{cores}]")
        .appName("hrnorm-bench")
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .config("spark.driver.host", "127.0.0.1")
        .config("spark.driver.memory", "3g")
        .config("spark.sql.execution.arrow.maxRecordsPerBatch", str(batch_rows))
        .config("spark.sql.parquet.compression.codec", "zstd")  # what the polars path writes
    )
    for setting in conf or []:
        key, value = setting.split("=", 1)
        builder = builder.config(key, value)
    spark = builder.getOrCreate()
    spark.sparkContext.setLogLevel("ERROR")
    return spark


def warm_up(spark, rows: int, cores: int, scratch: Path, chunk_rows: int | None = None) -> None:
    """The timed job's path on made-up rows: ids and text built from row numbers, none of the benchmark's
    values (so no value cache is filled with the benchmark's data)."""
    from normalize.spark import normalize_spark

    made_up = spark.range(0, rows, 1, cores).selectExpr(
        "cast(id as string) as id",
        "concat('wärm-up tïtle ', cast(id as string)) as title",
        "concat('plâce ', cast(id % 13 as string)) as location",
        "'n/a' as salary",
        "concat(repeat('lorem ipsum dolor ', 12), cast(id as string), ' &amp; <b>x</b>') as description",
    )
    made_up.write.mode("overwrite").parquet(str(scratch / "in"))
    normalize_spark(spark.read.parquet(str(scratch / "in")), PIPELINE[0], chunk_rows).write.mode("overwrite").parquet(
        str(scratch / "out")
    )
    shutil.rmtree(scratch)


def spark_once(args: argparse.Namespace) -> None:
    """One fresh Spark run (session, warm-up, timed job); prints a JSON line."""
    import psutil

    started = time.perf_counter()
    spark = spark_session(args.cores, args.batch_rows, args.conf)
    session_s = time.perf_counter() - started
    jvm = next(p for p in psutil.Process().children(recursive=True) if p.name() == "java")

    started = time.perf_counter()
    warm_up(spark, args.warmup_rows, args.cores, Path(args.output + ".warmup"), args.chunk_rows)
    warmup_s = time.perf_counter() - started

    def cpu() -> tuple[float, float]:
        python = 0.0
        for proc in jvm.children(recursive=True):
            with contextlib.suppress(psutil.Error):
                python += sum(proc.cpu_times()[:2])
        return sum(jvm.cpu_times()[:2]), python

    def workers() -> dict[int, float]:
        seconds = {}
        for proc in jvm.children(recursive=True):
            with contextlib.suppress(psutil.Error):
                seconds[proc.pid] = sum(proc.cpu_times()[:2])
        return seconds

    from normalize.spark import normalize_spark

    jvm0, py0 = cpu()
    each0 = workers()
    driver0 = sum(resource.getrusage(resource.RUSAGE_SELF)[:2])
    started = time.perf_counter()
    frame = (
        spark.read.parquet(args.input)
        if args.input.endswith(".parquet")
        else spark.read.csv(args.input, header=True, multiLine=False, escape='"')
    )
    read_partitions = frame.rdd.getNumPartitions()
    normalize_spark(frame, PIPELINE[0], args.chunk_rows).write.mode("overwrite").parquet(args.output)
    run_s = time.perf_counter() - started
    driver_cpu = sum(resource.getrusage(resource.RUSAGE_SELF)[:2]) - driver0
    jvm1, py1 = cpu()
    # CPU of each Python worker during the timed job (the busy ones): how evenly the work was spread
    busy = sorted((round(t - each0.get(pid, 0.0), 1) for pid, t in workers().items()), reverse=True)
    spark.stop()
    print(json.dumps({"session_s": session_s, "warmup_s": warmup_s, "run_s": run_s, "jvm_cpu_s": jvm1 - jvm0,
                      "python_cpu_s": py1 - py0, "driver_cpu_s": driver_cpu, "read_partitions": read_partitions,
                      "worker_cpu_s": [t for t in busy if t >= 1.0]}))


def timed_subprocess(command: list[str], env: dict[str, str]) -> tuple[float, float, str]:
    """Wall seconds, CPU seconds (the process and its waited-for children) and stdout of a command."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(command, check=True, env=env, stdout=subprocess.PIPE, text=True)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), done.stdout


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--cores", type=int, default=2)
    parser.add_argument("--batch-rows", type=int, default=10_000,
                        help="spark.sql.execution.arrow.maxRecordsPerBatch (Spark's default: 10000)")
    parser.add_argument("--warmup-rows", type=int, default=20_000,
                        help="rows of the made-up warm-up input (fixed overhead, reported separately)")
    parser.add_argument("--input-format", choices=["csv", "parquet"], default="parquet",
                        help="what both paths read (parquet: the CSV converted once, every column a string)")
    parser.add_argument("--chunk-rows", type=int, default=None,
                        help="normalize_spark's chunk_rows (default: the polars path's; 1: one Arrow batch each)")
    parser.add_argument("--conf", action="append", default=[], metavar="KEY=VALUE",
                        help="extra Spark setting for the Spark runs (repeatable)")
    parser.add_argument("--pipeline", default=str(SPEC), help="pipeline name or spec path (job_ads: every model)")
    parser.add_argument("--real", type=int, default=0, help="N distinct real postings instead of generated rows")
    parser.add_argument("--spark-once", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--input", help=argparse.SUPPRESS)
    parser.add_argument("--output", help=argparse.SUPPRESS)
    args = parser.parse_args()
    PIPELINE[0] = args.pipeline
    if args.spark_once:
        spark_once(args)
        return

    import polars as pl

    source = WORK / f"job_ads_{args.rows}.csv"
    if args.real:
        from bench_ads_speed import sample_postings

        source, args.rows, args.input_format = WORK / f"real_ads_{args.real}.parquet", args.real, "parquet"
        if not source.exists():
            WORK.mkdir(parents=True, exist_ok=True)
            sample_postings(args.real, source)
    elif not source.exists():
        subprocess.run([sys.executable, str(HERE / "gen_job_ads.py"), str(args.rows), str(source)], check=True)
    if args.input_format == "parquet" and not args.real:
        csv_source, source = source, source.with_suffix(".parquet")
        if not source.exists():
            pl.scan_csv(csv_source, infer_schema=False).sink_parquet(source)
    out_dir = WORK / "spark"
    shutil.rmtree(out_dir, ignore_errors=True)
    out_dir.mkdir(parents=True)
    env = {**os.environ, "POLARS_MAX_THREADS": str(args.cores)}
    # every cache (label embeddings, places) built before any timed run, so that neither path pays for it
    warm_s, _, _ = timed_subprocess([sys.executable, "-m", "normalize.cli", "warm"], env)
    print(f"hrnorm warm (untimed): {warm_s:.1f} s", flush=True)

    runs = []
    for i in range(args.repeats):  # interleaved, so both paths see the same machine load
        load = os.getloadavg()[0]
        polars_s, polars_cpu, _ = timed_subprocess(
            [sys.executable, "-m", "normalize.cli", "run", args.pipeline, str(source), "-o",
             str(out_dir / f"polars_{i}.parquet"), "--no-progress"], env)
        print(f"run {i + 1} polars path: {polars_s:.2f} s ({polars_cpu:.2f} CPU s), load {load:.2f}", flush=True)
        _, _, out = timed_subprocess(
            [sys.executable, __file__, "--spark-once", "--input", str(source), "--output",
             str(out_dir / f"spark_{i}"), "--cores", str(args.cores), "--batch-rows", str(args.batch_rows),
             "--warmup-rows", str(args.warmup_rows), "--pipeline", args.pipeline, *(f"--conf={c}" for c in args.conf),
             *(["--chunk-rows", str(args.chunk_rows)] if args.chunk_rows else [])], env)
        spark = json.loads(out.strip().splitlines()[-1])
        runs.append({"load_1min": round(load, 2), "polars_s": round(polars_s, 2), "polars_cpu_s": round(polars_cpu, 2),
                     **{k: round(v, 2) if isinstance(v, float) else v for k, v in spark.items()},
                     "ratio": round(spark["run_s"] / polars_s, 3)})
        print(f"run {i + 1} spark path: {spark['run_s']:.2f} s (JVM {spark['jvm_cpu_s']:.2f} + Python workers "
              f"{spark['python_cpu_s']:.2f} CPU s, by worker {spark['worker_cpu_s']}, driver {spark['driver_cpu_s']:.2f}; "
              f"{spark['read_partitions']} partition(s) read); fixed overhead: session {spark['session_s']:.2f} s, "
              f"warm-up {spark['warmup_s']:.2f} s; ratio {runs[-1]['ratio']:.2f}", flush=True)

    expected = pl.read_parquet(out_dir / "polars_0.parquet").sort("id")
    got = pl.read_parquet(out_dir / "spark_0" / "*.parquet").sort("id")
    # Spark's CSV reader reads an empty field as null where polars keeps ""; compare with that in mind
    blank = pl.col(pl.String).fill_null("")
    same = got.height == expected.height and got.with_columns(blank).equals(
        expected.select(got.columns).with_columns(blank)
    )

    def median(key: str) -> float:
        return round(statistics.median(r[key] for r in runs), 2)

    result = {
        "rows": args.rows, "cores": args.cores, "batch_rows": args.batch_rows, "input": args.input_format,
        "pipeline": args.pipeline, "real": bool(args.real), "warmup_rows": args.warmup_rows, "chunk_rows": args.chunk_rows, "conf": args.conf, "polars_s": median("polars_s"), "spark_s": median("run_s"),
        "spark_over_polars": round(median("run_s") / median("polars_s"), 3), "median_ratio": median("ratio"),
        "spark_session_start_s": median("session_s"), "spark_warmup_s": median("warmup_s"),
        "polars_cpu_s": median("polars_cpu_s"), "spark_jvm_cpu_s": median("jvm_cpu_s"),
        "spark_python_cpu_s": median("python_cpu_s"), "outputs_equal": same, "runs": runs,
    }
    print(json.dumps(result, indent=1))
    title = "Latest run of bench_spark.py" + (f" ({args.pipeline}, {args.real:,} real postings)" if args.real else "")
    write_section("spark", title, report_lines(result))


def report_lines(result: dict) -> list[str]:
    """Each repeat (the paths alternate) and the medians, as a results section."""
    lines = [
        f"{result['rows']:,} {'distinct real postings' if result.get('real') else 'rows'} ({result['input']} input), "
        f"`local[{result['cores']}]`, Arrow batches of {result['batch_rows']:,}, pipeline "
        f"`{result.get('pipeline', 'benchmarks/unicode3.toml')}`; outputs of repeat 1 equal: "
        f"**{'yes' if result['outputs_equal'] else 'NO'}**.",
        "",
        "| repeat | load (1 min) | polars s (CPU s) | Spark s | Spark JVM + Python CPU s | Python CPU s by worker "
        "| driver CPU s | session start s | warm-up s | Spark / polars |",
        "|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|",
    ]
    for i, r in enumerate(result["runs"], 1):
        lines.append(f"| {i} | {r['load_1min']} | {r['polars_s']} ({r['polars_cpu_s']}) | {r['run_s']} | "
                     f"{r['jvm_cpu_s']} + {r['python_cpu_s']} | {', '.join(map(str, r.get('worker_cpu_s', [])))} | "
                     f"{r.get('driver_cpu_s', '')} | {r['session_s']} | {r['warmup_s']} | {r['ratio']} |")
    lines.append(f"| median | | {result['polars_s']} ({result['polars_cpu_s']}) | {result['spark_s']} | "
                 f"{result['spark_jvm_cpu_s']} + {result['spark_python_cpu_s']} | | | "
                 f"{result['spark_session_start_s']} | {result['spark_warmup_s']} | **{result['median_ratio']}** |")
    lines += ["", f"Polars path over Spark path (wall, medians): **{round(result['polars_s'] / result['spark_s'], 2)}x**; "
              f"input read as {result['runs'][0].get('read_partitions', '?')} partition(s) and spread by "
              f"`normalize_spark` over at least {result['cores']}."]
    return lines


if __name__ == "__main__":
    main()
