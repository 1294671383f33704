"""Ablation of the title retrieval cascade on the JobBERT dev titles, ranking all 3,007 ESCO occupations.

Rows: semantic only vs semantic + fuzzy fusion, each on raw (lower-cased) titles and on ``clean_title``
output; exact alias hits score 1.0 in every row. Uses the bundled encoder (whatever model is committed).
The dev titles are used for evaluation only: no lookup is built from them.

    .venv/bin/python benchmarks/bench_title_cascade.py [--rows N]

The table is written to benchmarks/results/titles.md (a section with the command and the date).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np
import polars as pl
from results_file import Report, write_section

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=0, help="first N rows only (default: all)")
    parser.add_argument("--default-only", action="store_true", help="only the product default (clean + fuzzy)")
    args = parser.parse_args()
    titles_csv, esco = DATA / "jobbert_eval_dev" / "titles.csv", DATA / "esco_v1.1.1"
    if not titles_csv.is_file() or not esco.is_dir():
        print("shared data not present; nothing to do", file=sys.stderr)
        return 0
    from normalize.matching.clean_title import clean_title
    from normalize.matching.encoder import default_encoder
    from normalize.matching.index import get_index
    from normalize.matching.retrieval import MatchConfig, rank_concepts
    from normalize.matching.taxonomy import load_taxonomy

    index = get_index(load_taxonomy(f"esco:{esco}"))
    encoder = default_encoder()
    index.embeddings(encoder)
    frame = pl.read_csv(titles_csv)
    if args.rows:
        frame = frame.head(args.rows)
    pos = {c.id: i for i, c in enumerate(index.concepts)}
    frame = frame.filter(pl.col("conceptUri").is_in(list(pos)))
    gold = [pos[u] for u in frame["conceptUri"]]
    raw = frame["vacancyTitle"].to_list()
    out = Report()
    out(f"{len(raw)} titles, all {len(index)} occupations ranked (encoder `model_id` {encoder.model_id}).")
    out()
    out("| titles | cascade | MRR | Acc@1 | R@10 | seconds |")
    out("| --- | --- | ---: | ---: | ---: | ---: |")
    variants = [("raw", [" ".join(t.lower().split()) for t in raw])] if not args.default_only else []
    variants.append(("clean_title", [clean_title(t).clean or t for t in raw]))
    for name, queries in variants:
        emb = encoder.encode(queries)
        for label, fuzzy in (("exact + semantic", False), ("exact + fuzzy + semantic (default)", True)):
            if args.default_only and not fuzzy:
                continue
            started = time.perf_counter()
            config = MatchConfig(min_score=-2.0, use_fuzzy=fuzzy)
            ranked = rank_concepts(index, queries, encoder, config, top_k=len(index), query_embeddings=emb)
            ranks = np.array([[c for c, _ in r].index(g) + 1 for r, g in zip(ranked, gold, strict=True)])
            out(f"| {name} | {label} | {np.mean(1 / ranks):.3f} | {np.mean(ranks == 1):.3f} | "
                f"{np.mean(ranks <= 10):.3f} | {time.perf_counter() - started:.0f} |")
    write_section("titles", "Retrieval cascade on the JobBERT dev titles (bench_title_cascade.py)", out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
