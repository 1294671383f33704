"""Foundation benchmark (issue 2): streaming memory, throughput against a plain-Python loop, record latency.

    python benchmarks/bench_foundation.py [--rows 1000000] [--small 100000] [--repeats 3]

Writes benchmarks/results/foundation.md. Each measured command runs in a fresh process; the peer runs
side by side on the same input on the same machine.
"""

from __future__ import annotations

import argparse
import csv
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
WORK = HERE / "_work"
PY = sys.executable
HRNORM = str(Path(PY).with_name("hrnorm"))


def measured(cmd: list[str]) -> dict[str, float]:
    out = subprocess.run([PY, str(HERE / "measure.py"), *cmd], capture_output=True, text=True, check=True)
    result = json.loads(out.stdout)
    if result["returncode"]:
        raise SystemExit(f"command failed: {' '.join(cmd)}\n{out.stderr}")
    return result


def ensure_input(rows: int) -> Path:
    path = WORK / f"job_ads_{rows}.csv"
    if not path.exists():
        subprocess.run([PY, str(HERE / "gen_job_ads.py"), str(rows), str(path)], check=True)
    return path


def run_hrnorm(src: Path) -> dict[str, float]:
    return measured([HRNORM, "run", str(HERE / "unicode3.toml"), str(src), "-o", str(WORK / "out.parquet"), "--no-progress"])


def run_plain(src: Path) -> dict[str, float]:
    return measured([PY, str(HERE / "plain_python_unicode.py"), str(src), str(WORK / "plain_out.csv")])


def record_latency(src: Path, n: int = 5000) -> dict[str, float]:
    from normalize import load_pipeline

    pipe = load_pipeline(HERE / "unicode3.toml")
    with open(src, newline="", encoding="utf-8") as fh:
        records = [row for _, row in zip(range(n), csv.DictReader(fh), strict=False)]
    for record in records[:200]:  # warm
        pipe.run_record(record)
    times = []
    for record in records:
        started = time.perf_counter()
        pipe.run_record(record)
        times.append((time.perf_counter() - started) * 1000)
    times.sort()
    return {"median_ms": statistics.median(times), "p95_ms": times[int(len(times) * 0.95)], "n": len(times)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--small", type=int, default=100_000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    WORK.mkdir(exist_ok=True)
    small, large = ensure_input(args.small), ensure_input(args.rows)

    results: dict[str, list[dict[str, float]]] = {"hrnorm_small": [], "plain_small": [], "hrnorm_large": [], "plain_large": []}
    for _ in range(args.repeats):  # interleaved, so background load hits both alike
        results["hrnorm_small"].append(run_hrnorm(small))
        results["plain_small"].append(run_plain(small))
    results["hrnorm_large"].append(run_hrnorm(large))
    results["plain_large"].append(run_plain(large))
    med = {k: statistics.median(r["seconds"] for r in v) for k, v in results.items()}
    rss = {k: max(r["peak_rss_mb"] for r in v) for k, v in results.items()}
    latency = record_latency(small)

    lines = [
        "## Foundation (issue 2)",
        "",
        f"Command: `python benchmarks/bench_foundation.py --rows {args.rows} --small {args.small} --repeats {args.repeats}`",
        f"Machine: 2 cores, shared with other work (noisy); {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}.",
        "Pipeline: `benchmarks/unicode3.toml` (unicode stage on title, location, description), CSV in, Parquet out.",
        "Peer: `benchmarks/plain_python_unicode.py`, csv module + the same `fix_text` applied row by row.",
        "",
        "| run | rows | median s | rows/s | peak RSS MB |",
        "|---|---:|---:|---:|---:|",
    ]
    for key, rows in (("hrnorm_small", args.small), ("plain_small", args.small), ("hrnorm_large", args.rows), ("plain_large", args.rows)):
        lines.append(f"| {key} | {rows:,} | {med[key]:.2f} | {rows / med[key]:,.0f} | {rss[key]:.0f} |")
    lines += [
        "",
        f"- Throughput ratio hrnorm / plain loop: {med['plain_large'] / med['hrnorm_large']:.1f}x at {args.rows:,} rows, "
        f"{med['plain_small'] / med['hrnorm_small']:.1f}x at {args.small:,} rows (target >= 3x).",
        f"- Peak RSS {rss['hrnorm_large']:.0f} MB at {args.rows:,} rows vs {rss['hrnorm_small']:.0f} MB at {args.small:,} rows: "
        f"{rss['hrnorm_large'] / rss['hrnorm_small']:.2f}x (targets: < 1 GB and <= 1.5x).",
        f"- `Pipeline.run_record` on a warm pipeline, {latency['n']:,} records: median {latency['median_ms']:.3f} ms, "
        f"p95 {latency['p95_ms']:.3f} ms (target: median < 1 ms).",
        "",
    ]
    report = "\n".join(lines)
    (HERE / "results").mkdir(exist_ok=True)
    (HERE / "results" / "foundation.md").write_text(report)
    print(report)


if __name__ == "__main__":
    main()
