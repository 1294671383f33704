"""Peak memory of ``hrnorm run job_ads`` as the input grows, at default settings (#26 item 7, #27 item 5).

Two series, each run one after the other with ``benchmarks/measure.py`` (peak RSS of the command):

- ``--long ROWS...``: ads with ~3.5 KB descriptions drawn from ``--distinct`` distinct ones (the skills
  stage costs seconds per new description; repeats keep the run short while every row still streams
  through reading, every stage's distinct pass and the writer);
- ``--fixed ROWS...``: the ads of ``benchmarks/gen_job_ads.py`` (short descriptions), the same
  ``--distinct`` rows repeated, so the distinct values stay fixed while the row count grows.

Inputs are generated into ``benchmarks/_work/memory/`` (not committed). The figures go to
``benchmarks/results/memory.md``: rows, input size, peak RSS, seconds, and the largest/smallest ratio.

    python benchmarks/bench_memory.py --long 100000 300000 1000000 --distinct 200
    python benchmarks/bench_memory.py --fixed 10000 100000 1000000 --distinct 1000
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import random
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from gen_job_ads import CITIES, ROLES, SALARIES, WORDS, damage  # noqa: E402
from results_file import Report, write_section  # noqa: E402

WORK = HERE / "_work" / "memory"
HRNORM = str(Path(sys.executable).with_name("hrnorm"))


def long_description(rng: random.Random, chars: int = 3500) -> str:
    """About ``chars`` characters of ad-like text: paragraphs of sentences, a few list lines."""
    parts: list[str] = []
    size = 0
    while size < chars:
        if rng.random() < 0.2:
            line = "- " + " ".join(rng.choice(WORDS) for _ in range(rng.randint(4, 9)))
        else:
            line = " ".join(rng.choice(WORDS) for _ in range(rng.randint(12, 30))).capitalize() + "."
        parts.append(line)
        size += len(line) + 1
    return damage("\n".join(parts)[:chars], rng)


def ads(distinct: int, long: bool, seed: int = 0) -> list[list[str]]:
    """``distinct`` ad rows: title, location, salary, description."""
    rng = random.Random(seed)
    rows = []
    for i in range(distinct):
        description = long_description(rng) if long else damage(" ".join(rng.choice(WORDS) for _ in range(60))[:300], rng)
        rows.append([str(i), damage(rng.choice(ROLES), rng), damage(rng.choice(CITIES), rng),
                     rng.choice(SALARIES), description])
    return rows


def write_input(path: Path, rows: int, pool: list[list[str]]) -> None:
    """``rows`` rows cycling through ``pool`` (the id column counts rows, so rows differ only there)."""
    if path.exists():
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    with open(tmp, "w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow(["id", "title", "location", "salary", "description"])
        for i in range(rows):
            row = pool[i % len(pool)]
            writer.writerow([str(i), *row[1:]])
    os.replace(tmp, path)


def series(kind: str, sizes: list[int], distinct: int, report: Report) -> None:
    pool = ads(distinct, long=kind == "long")
    results = []
    report(f"### {kind}: {distinct:,} distinct ads" + (" (descriptions ~3.5 KB)" if kind == "long" else ""))
    report("")
    report("| rows | input MB | peak RSS MB | seconds | exit |")
    report("| ---: | ---: | ---: | ---: | ---: |")
    for rows in sizes:
        path = WORK / f"{kind}-{distinct}-{rows}.csv"
        write_input(path, rows, pool)
        out = WORK / f"{kind}-{distinct}-{rows}.out.parquet"
        # measure.py in its own process: RUSAGE_CHILDREN's peak is the largest of all children so far
        done = subprocess.run([sys.executable, str(HERE / "measure.py"), HRNORM, "run", "job_ads", str(path),
                               "-o", str(out), "--no-progress"], capture_output=True, text=True, check=False)
        got = json.loads(done.stdout.strip().splitlines()[-1])
        out.unlink(missing_ok=True)
        results.append(got["peak_rss_mb"])
        report(f"| {rows:,} | {path.stat().st_size / 2**20:,.0f} | {got['peak_rss_mb']:,.0f} | "
               f"{got['seconds']:,.0f} | {got['returncode']} |")
    report("")
    report(f"largest / smallest peak RSS: **{max(results) / min(results):.3f}**")
    report("")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--long", type=int, nargs="*", default=[])
    parser.add_argument("--fixed", type=int, nargs="*", default=[])
    parser.add_argument("--distinct", type=int, default=200)
    args = parser.parse_args()
    report = Report()
    report(f"Each run: `hrnorm run job_ads INPUT -o OUT.parquet --no-progress` at default settings "
           f"(chunks of 100,000 rows or {os.environ.get('HRNORM_CHUNK_MB', '8')} MB, caches of "
           f"{os.environ.get('HRNORM_CACHE_MB', '24')} MB per step); peak RSS by `benchmarks/measure.py`.")
    report("")
    if args.long:
        series("long", args.long, args.distinct, report)
    if args.fixed:
        series("fixed", args.fixed, args.distinct, report)
    kind = "long" if args.long else "fixed"
    sizes = ", ".join(f"{n:,}" for n in (args.long or args.fixed))
    write_section("memory", f"Peak memory as rows grow ({kind} series: {sizes} rows)", report)


if __name__ == "__main__":
    main()
