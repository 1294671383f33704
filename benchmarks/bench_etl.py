"""ETL benchmark: first run vs rerun with nothing changed; kill-and-rerun equals an uninterrupted run.

    python benchmarks/bench_etl.py [--files 20] [--rows 50000] [--kills 10] [--reruns 3] [--partition-by COL]

Inputs: ``--files`` CSVs of ``--rows`` rows from ``gen_job_ads.py`` (seeds 0..files-1), cached under
benchmarks/_work/etl. Every run is the ``hrnorm etl`` CLI in a subprocess (what cron calls), pipeline
``benchmarks/unicode3.toml``. For each kill trial a fresh state/output is started, SIGKILLed after a
random delay within the first run's duration, rerun to completion and compared with the uninterrupted
run: every output file byte for byte, and the rows sorted by (file, id).
The figures are written to benchmarks/results/etl.md (a section with the command and the date; the
file's other sections and notes stay).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import shutil
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path

import polars as pl
from results_file import write_section

HERE = Path(__file__).resolve().parent
WORK = HERE / "_work" / "etl"
SPEC = HERE / "unicode3.toml"


def generate(files: int, rows: int) -> Path:
    folder = WORK / f"in_{files}x{rows}"
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(files):
        path = folder / f"ads_{i:03d}.csv"
        if not path.exists():
            subprocess.run([sys.executable, str(HERE / "gen_job_ads.py"), str(rows), str(path), "--seed", str(i)],
                           check=True)
    return folder


def command(inp: Path, out: Path, state: Path, partition_by: str | None) -> list[str]:
    cmd = [sys.executable, "-m", "normalize.cli", "etl", "--input", str(inp), "--output", str(out),
           "--state", str(state), "--pipeline", str(SPEC)]
    return cmd + (["--partition-by", partition_by] if partition_by else [])


def _empty_job(work: Path, args: argparse.Namespace) -> list[str]:
    empty = work / "empty_in"
    empty.mkdir(exist_ok=True)
    shutil.rmtree(work / "empty_state", ignore_errors=True)
    return command(empty, work / "empty_out", work / "empty_state", args.partition_by)


CPU: list[float] = []  # CPU seconds (user + sys) of each timed run, in order


def timed(cmd: list[str]) -> tuple[float, dict]:
    """Wall seconds and the JSON summary of one CLI run; its CPU seconds are appended to ``CPU``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(cmd, capture_output=True, text=True)
    seconds = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    CPU.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    if done.returncode != 0:
        raise SystemExit(f"etl failed ({done.returncode}): {done.stderr[-2000:]}")
    return seconds, json.loads(done.stdout)


def files_of(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*.parquet"))}


def rows_of(folder: Path) -> pl.DataFrame:
    frame = pl.scan_parquet(str(folder / "**" / "*.parquet"), include_file_paths="__file").collect()
    return frame.with_columns(pl.col("__file").str.split("/").list.last()).sort(["__file", "id"])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--files", type=int, default=20)
    parser.add_argument("--rows", type=int, default=50_000)
    parser.add_argument("--kills", type=int, default=10)
    parser.add_argument("--reruns", type=int, default=3)
    parser.add_argument("--partition-by", default=None)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()

    inp = generate(args.files, args.rows)
    runs = WORK / "runs"
    shutil.rmtree(runs, ignore_errors=True)
    ref_out, ref_state = runs / "ref_out", runs / "ref_state"
    first_s, first = timed(command(inp, ref_out, ref_state, args.partition_by))
    first_cpu = CPU[-1]
    print(f"first run: {first_s:.2f} s, {first['files_processed']} files, {first['rows_out']:,} rows", flush=True)
    rerun_times = []
    for _ in range(args.reruns):
        seconds, summary = timed(command(inp, ref_out, ref_state, args.partition_by))
        assert summary["files_processed"] == 0 and summary["files_skipped"] == args.files, summary
        rerun_times.append(seconds)
    rerun_s = statistics.median(rerun_times)
    rerun_cpu = statistics.median(CPU[-args.reruns:])
    print(f"CPU seconds: first run {first_cpu:.2f}, rerun median {rerun_cpu:.2f} = "
          f"{100 * rerun_cpu / first_cpu:.2f}%", flush=True)
    hashed_times = []
    for _ in range(args.reruns):
        seconds, summary = timed(command(inp, ref_out, ref_state, args.partition_by) + ["--verify-hash"])
        assert summary["files_processed"] == 0, summary
        hashed_times.append(seconds)
    hashed_s = statistics.median(hashed_times)
    print(f"rerun --verify-hash (every file hashed): median {hashed_s:.2f} s = {100 * hashed_s / first_s:.2f}%",
          flush=True)
    empty_s = statistics.median(timed(_empty_job(inp.parent, args))[0] for _ in range(args.reruns))
    empty_cpu = statistics.median(CPU[-args.reruns:])
    print(f"fixed cost (CLI start, pipeline load, no input files): median {empty_s:.2f} s, {empty_cpu:.2f} CPU s",
          flush=True)
    from normalize.etl import run_etl  # in-process, as a Dagster asset or a PythonOperator calls it

    library_times = []
    for _ in range(args.reruns):
        started = time.perf_counter()
        summary = run_etl(inp, ref_out, ref_state, str(SPEC), partition_by=args.partition_by)
        library_times.append(time.perf_counter() - started)
        assert summary.files_processed == 0
    library_s = statistics.median(library_times)
    print(f"rerun as a library call (run_etl in a warm process): median {library_s:.3f} s = "
          f"{100 * library_s / first_s:.2f}%", flush=True)
    print(f"rerun, nothing changed: median {rerun_s:.2f} s of {rerun_times} = {100 * rerun_s / first_s:.2f}% "
          "of the first run", flush=True)

    ref_files, ref_rows = files_of(ref_out), rows_of(ref_out)
    rng = random.Random(args.seed)
    trials = []
    for k in range(args.kills):
        out, state = runs / f"kill{k}_out", runs / f"kill{k}_state"
        delay = rng.uniform(0.5, first_s * 0.95)
        proc = subprocess.Popen(command(inp, out, state, args.partition_by), stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        time.sleep(delay)
        killed = proc.poll() is None
        if killed:
            os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        partial = len(json.loads((state / "manifest.json").read_text())["files"]) if (state / "manifest.json").exists() else 0
        rerun_s2, summary = timed(command(inp, out, state, args.partition_by))
        same_bytes = files_of(out) == ref_files
        same_rows = rows_of(out).equals(ref_rows)
        trials.append({"delay_s": round(delay, 2), "killed": killed, "files_done_before_kill": partial,
                       "rerun_processed": summary["files_processed"], "rerun_s": round(rerun_s2, 2),
                       "byte_identical": same_bytes, "rows_identical": same_rows})
        print(json.dumps(trials[-1]), flush=True)
        shutil.rmtree(out)
        shutil.rmtree(state)

    result = {
        "files": args.files, "rows_per_file": args.rows, "first_run_s": round(first_s, 2),
        "rerun_s_median": round(rerun_s, 3), "rerun_share": round(rerun_s / first_s, 4),
        "first_run_cpu_s": round(first_cpu, 2), "rerun_cpu_s_median": round(rerun_cpu, 3),
        "rerun_cpu_share": round(rerun_cpu / first_cpu, 4),
        "rerun_verify_hash_s_median": round(hashed_s, 3), "rerun_verify_hash_share": round(hashed_s / first_s, 4),
        "fixed_cost_s_median": round(empty_s, 3), "fixed_cost_cpu_s_median": round(empty_cpu, 3),
        "rerun_library_s_median": round(library_s, 3), "rerun_library_share": round(library_s / first_s, 4),
        "rows_out": first["rows_out"], "kill_trials": trials,
        "all_byte_identical": all(t["byte_identical"] for t in trials),
        "all_rows_identical": all(t["rows_identical"] for t in trials),
    }
    print(json.dumps(result, indent=1))
    write_section("etl", "Latest run of bench_etl.py", report_lines(result, args))


def report_lines(result: dict, args: argparse.Namespace) -> list[str]:
    """The run as a results section: first run vs reruns, then the kill trials."""
    first, first_cpu = result["first_run_s"], result["first_run_cpu_s"]
    lines = [
        f"{args.files} CSV files x {args.rows:,} rows (`gen_job_ads.py`), pipeline `benchmarks/unicode3.toml`"
        + (f", partitioned by `{args.partition_by}`" if args.partition_by else "") + ", the CLI in a subprocess.",
        "",
        "| | wall s (median) | share of first run | CPU s (median) | share |",
        "|---|---:|---:|---:|---:|",
        f"| first run ({result['rows_out']:,} rows) | {first:.2f} | 100% | {first_cpu:.2f} | 100% |",
        f"| rerun, nothing changed | {result['rerun_s_median']:.2f} | {100 * result['rerun_share']:.2f}% | "
        f"{result['rerun_cpu_s_median']:.2f} | {100 * result['rerun_cpu_share']:.2f}% |",
        f"| rerun with `--verify-hash` | {result['rerun_verify_hash_s_median']:.2f} | "
        f"{100 * result['rerun_verify_hash_share']:.2f}% | – | – |",
        f"| fixed cost: empty input folder | {result['fixed_cost_s_median']:.2f} | "
        f"{100 * result['fixed_cost_s_median'] / first:.1f}% | {result['fixed_cost_cpu_s_median']:.2f} | "
        f"{100 * result['fixed_cost_cpu_s_median'] / first_cpu:.1f}% |",
        f"| rerun as a library call (`run_etl`, warm process) | {result['rerun_library_s_median']:.3f} | "
        f"{100 * result['rerun_library_share']:.2f}% | – | – |",
    ]
    trials = result["kill_trials"]
    if trials:
        lines += ["", "| trial | kill after s | killed | files done before | rerun processed | byte-identical "
                  "| rows identical |", "|---:|---:|:-:|---:|---:|:-:|:-:|"]
        yes = {True: "yes", False: "no"}
        lines += [f"| {i} | {t['delay_s']} | {yes[t['killed']]} | {t['files_done_before_kill']} | "
                  f"{t['rerun_processed']} | {yes[t['byte_identical']]} | {yes[t['rows_identical']]} |"
                  for i, t in enumerate(trials, 1)]
        same = sum(t["byte_identical"] and t["rows_identical"] for t in trials)
        lines += ["", f"**{same} of {len(trials)}** final datasets identical to the uninterrupted run."]
    return lines


if __name__ == "__main__":
    main()
