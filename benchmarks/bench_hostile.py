"""Hostile inputs and fuzzing, the long campaign (``make bench``); writes benchmarks/results/hostile.md.

    python benchmarks/bench_hostile.py [--examples 2000] [--heavy-examples 300] [--pipeline job_ads]

1. Every file of tests/hostile_files.py at full size (100,000 columns, a 10 MB line, JSON nested 100,000
   levels, binary, UTF-16, broken Parquet, ...) through ``hrnorm run`` (one CLI process per file) and all
   of them at once through ``hrnorm etl`` (then a rerun, then a run with ``--quarantine``). Counted:
   tracebacks, rows lost from readable files, failed files not named.
2. Hypothesis over every public text function of tests/fuzz_targets.py (never raises, spans inside the
   text), then CPU-time growth from n to 8n characters on each adversarial repetitive unit.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

import polars as pl

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO / "tests"))

from fuzz_targets import ADVERSARIAL, TARGETS, check, growth, texts  # noqa: E402
from hostile_files import FULL, write_hostile  # noqa: E402

WORK = HERE / "_work" / "hostile"
HRNORM = [sys.executable, "-m", "normalize.cli"]
QUADRATIC = 24.0


def run_each(items, folder: Path, pipeline: str) -> list[dict]:
    rows = []
    for item in items:
        out = WORK / "run_out" / f"{item.name}.parquet"
        out.unlink(missing_ok=True)
        started = time.perf_counter()
        done = subprocess.run([*HRNORM, "run", pipeline, str(folder / item.name), "-o", str(out)],
                              capture_output=True, text=True, timeout=1800)
        seconds = time.perf_counter() - started
        got = pl.scan_parquet(out).select(pl.len()).collect().item() if done.returncode == 0 else None
        errors = [line for line in done.stderr.splitlines() if line.startswith("Error:")]
        rows.append({
            "file": item.name, "kind": item.kind, "expected": item.rows, "exit": done.returncode, "rows": got,
            "traceback": "Traceback" in done.stderr, "seconds": round(seconds, 2),
            "named": item.rows is not None or (len(errors) == 1 and item.name in errors[0]),
            "ok": got == item.rows and "Traceback" not in done.stderr and done.returncode in (0, 2),
            "message": errors[0][7:].replace(f"{folder}/", "") if errors else "",
        })
        print(json.dumps(rows[-1])[:300], flush=True)
    return rows


def etl_runs(items, folder: Path, pipeline: str) -> dict:
    base = ["--input", str(folder), "--output", str(WORK / "etl_out"), "--state", str(WORK / "etl_state"),
            "--pipeline", pipeline]
    first = subprocess.run([*HRNORM, "etl", *base], capture_output=True, text=True, timeout=3600)
    summary = json.loads(first.stdout)
    manifest = json.loads((WORK / "etl_state" / "manifest.json").read_text())["files"]
    bad = {i.name for i in items if i.rows is None}
    lost = {i.name: i.rows - manifest.get(i.name, {}).get("rows_out", 0) for i in items if i.rows is not None}
    again = subprocess.run([*HRNORM, "etl", *base], capture_output=True, text=True, timeout=3600)
    rerun = json.loads(again.stdout)
    quarantine_in = WORK / "q_in"
    shutil.copytree(folder, quarantine_in)
    q = subprocess.run([*HRNORM, "etl", "--input", str(quarantine_in), "--output", str(WORK / "q_out"),
                        "--state", str(WORK / "q_state"), "--pipeline", pipeline, "--quarantine", str(WORK / "q")],
                       capture_output=True, text=True, timeout=3600)
    moved = sorted(p.name for p in (WORK / "q").iterdir()) if (WORK / "q").exists() else []
    return {
        "exit": first.returncode, "seconds": summary["seconds"], "traceback": "Traceback" in first.stderr,
        "failed": {f["file"]: f["error"] for f in summary["failed"]}, "expected_failed": sorted(bad),
        "rows_lost": sum(lost.values()), "rows_out": summary["rows_out"],
        "rerun_exit": again.returncode, "rerun_retried": rerun["files_failed"] + rerun["files_processed"],
        "rerun_still_failed": rerun["files_still_failed"], "quarantine_exit": q.returncode,
        "quarantined": moved, "quarantine_traceback": "Traceback" in q.stderr,
    }


def fuzz(examples: int, heavy_examples: int) -> list[dict]:
    from hypothesis import HealthCheck, given, settings

    def campaign(target, count: list[int], n: int):
        @settings(max_examples=n, deadline=None, database=None, suppress_health_check=list(HealthCheck))
        @given(texts)
        def run(text: str) -> None:
            count[0] += 1
            check(target, text)

        return run

    rows = []
    for target in TARGETS:
        count = [0]
        failure = ""
        run = campaign(target, count, heavy_examples if target.heavy else examples)
        started = time.perf_counter()
        try:
            run()
        except Exception as exc:  # noqa: BLE001 - a failure is a finding to report, not the end of the campaign
            failure = f"{type(exc).__name__}: {str(exc).splitlines()[0][:200]}"
        fuzz_s = time.perf_counter() - started
        worst = max(((unit, *growth(target, unit)) for unit in ADVERSARIAL), key=lambda r: r[2])
        rows.append({"function": target.name, "examples": count[0], "failure": failure,
                     "fuzz_s": round(fuzz_s, 1), "worst_unit": worst[0], "worst_n": worst[1],
                     "worst_growth": round(worst[2], 1), "units": len(ADVERSARIAL)})
        print(json.dumps(rows[-1], ensure_ascii=False), flush=True)
    return rows


def write_md(args, runs: list[dict], etl: dict, fuzzed: list[dict], load: str, started: str) -> None:
    tracebacks = sum(r["traceback"] for r in runs) + etl["traceback"] + etl["quarantine_traceback"]
    lost = sum((r["expected"] or 0) - (r["rows"] or 0) for r in runs if r["expected"] is not None) + etl["rows_lost"]
    unnamed = sum(not r["named"] for r in runs) + len(set(etl["expected_failed"]) ^ set(etl["failed"]))
    lines = [
        "## Hostile inputs and fuzzing (issue 13)", "",
        f"Command: `python benchmarks/bench_hostile.py --examples {args.examples} --heavy-examples "
        f"{args.heavy_examples} --pipeline {args.pipeline}`; {started}, load average {load} (2 shared cores).",
        "Files made by `tests/hostile_files.py` at full size; `make test` runs the same kinds small "
        "(tests/test_hostile.py) and the fuzz properties with few examples (tests/test_fuzz.py).", "",
        f"**Tracebacks: {tracebacks}. Rows lost from readable files: {lost}. Failed files not named: {unnamed}.**",
        "", f"### `hrnorm run {args.pipeline} FILE -o out.parquet`, one process per file", "",
        "| file | kind | exit | rows out / expected | s | what the user reads |", "|---|---|---:|---:|---:|---|",
    ]
    for r in runs:
        expected = "fails" if r["expected"] is None else f"{r['expected']:,}"
        got = "-" if r["rows"] is None else f"{r['rows']:,}"
        lines.append(f"| {r['file']} | {r['kind']} | {r['exit']} | {got} / {expected} | {r['seconds']} | "
                     f"{r['message'].replace('|', '/')[:160]} |")
    lines += [
        "", "### `hrnorm etl` over all of them in one landing folder", "",
        f"- first run: exit {etl['exit']}, {etl['seconds']} s, {etl['rows_out']:,} rows written, "
        f"{len(etl['failed'])} failed files (expected {len(etl['expected_failed'])}: "
        f"{'the same' if set(etl['failed']) == set(etl['expected_failed']) else 'DIFFERENT'}), "
        f"rows lost {etl['rows_lost']}",
        f"- rerun: exit {etl['rerun_exit']}, files retried {etl['rerun_retried']}, "
        f"still failed (not retried, content unchanged) {etl['rerun_still_failed']}",
        f"- with `--quarantine`: exit {etl['quarantine_exit']}, moved: {', '.join(etl['quarantined'])}", "",
        "| failed file | reason (one line, as in last_run.json) |", "|---|---|",
    ]
    lines += [f"| {name} | {reason.replace(str(WORK / 'in') + '/', '').replace('|', '/')[:200]} |"
              for name, reason in sorted(etl["failed"].items())]
    lines += [
        "", "### Fuzzing every public text function", "",
        "Hypothesis: random text, and texts assembled from pieces the parsers react to (currencies, ranges, "
        "places, e-mails, RTL letters, combining marks, ...). Growth: CPU time "
        f"at 8n characters over n on each of {len(ADVERSARIAL)} repetitive units (linear ~8, quadratic ~64; "
        f"fails above {QUADRATIC:g}); the worst unit is shown.", "",
        "| function | examples | failures | fuzz s | worst growth (unit, n chars) |", "|---|---:|---|---:|---|",
    ]
    for r in fuzzed:
        lines.append(f"| {r['function']} | {r['examples']:,} | {r['failure'] or 'none'} | {r['fuzz_s']} | "
                     f"{r['worst_growth']}x ({r['worst_unit']!r}, {r['worst_n']:,}) |")
    (HERE / "results" / "hostile.md").write_text("\n".join(lines) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--examples", type=int, default=2000)
    parser.add_argument("--heavy-examples", type=int, default=300)
    parser.add_argument("--pipeline", default="job_ads")
    parser.add_argument("--skip-fuzz", action="store_true")
    args = parser.parse_args()
    started = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    shutil.rmtree(WORK, ignore_errors=True)
    (WORK / "run_out").mkdir(parents=True)
    folder = WORK / "in"
    items = write_hostile(folder, FULL)
    runs = run_each(items, folder, args.pipeline)
    etl = etl_runs(items, folder, args.pipeline)
    print(json.dumps(etl)[:2000], flush=True)
    fuzzed = [] if args.skip_fuzz else fuzz(args.examples, args.heavy_examples)
    load = " / ".join(f"{x:.1f}" for x in os.getloadavg())
    write_md(args, runs, etl, fuzzed, load, started)
    shutil.rmtree(WORK, ignore_errors=True)


if __name__ == "__main__":
    main()
