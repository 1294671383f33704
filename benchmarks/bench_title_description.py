"""Title matching with and without the ad's description (skills found in it re-score the title's candidates).

The judged real titles of ``benchmarks/gold/real/titles.jsonl`` are matched twice with the product defaults
(builtin taxonomy, calibrated scores, threshold off so every title has a top match): title alone, and
title + the posting's description (``TitleMatcher.match(..., descriptions=...)``: skills found in the
description that the taxonomy relates to a candidate raise it by up to ``rerank_weight``). A top match is
scored by its judgment: the gold holds one per (title, concept) pair seen in either run; pairs without a
judgment are counted, not scored.

    .venv/bin/python benchmarks/bench_title_description.py [--cached]
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks"))

from real_gold import load_corpus, read_gold, resolve, split_of  # noqa: E402

RESULTS = REPO / "benchmarks" / "results" / "title_description.md"
RUNS = REPO / "benchmarks" / "_work" / "title_description_runs.json"  # top ids of both runs (not committed)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cached", action="store_true", help="report the last runs again (after judging)")
    args = parser.parse_args()
    gold = read_gold("titles")
    judged = {(g["id"], g["expected"]["concept"]): g["expected"]["acceptable"] for g in gold}
    items = list({g["id"]: g for g in gold}.values())  # one title per posting
    if args.cached:
        cached = json.loads(RUNS.read_text(encoding="utf-8"))
        alone, with_desc, t_alone, t_desc = cached["alone"], cached["with_desc"], cached["t_alone"], cached["t_desc"]
    else:
        alone, with_desc, t_alone, t_desc = match_both(items)
        RUNS.write_text(json.dumps({"alone": alone, "with_desc": with_desc, "t_alone": t_alone,
                                    "t_desc": t_desc}), encoding="utf-8")
    unjudged = [(k, r[0]["label"]) for k, r in enumerate(with_desc) if r and (items[k]["id"], r[0]["id"]) not in judged]
    for k, label in unjudged:  # to judge by reading (printed, never stored as text)
        print("unjudged", k, items[k]["id"], with_desc[k][0]["id"], label, file=sys.stderr)
    lines = [
        "# Title matching with and without the description (VacancySBERT-style re-scoring)",
        "",
        f"`.venv/bin/python benchmarks/bench_title_description.py{' --cached' if args.cached else ''}`"
        f" ({dt.datetime.now(dt.UTC):%Y-%m-%d %H:%M} UTC, load average {os.getloadavg()[0]:.1f}"
        f"{'; the stored runs reported again after judging their new top matches' if args.cached else ''}). {len(items)} judged real titles"
        " (`benchmarks/gold/real/titles.jsonl`), builtin taxonomy, product defaults with the threshold off.",
        "",
        "| split | run | titles with a top match | judged | acceptable top match | changed vs title alone |",
        "| --- | --- | ---: | ---: | ---: | ---: |",
    ]
    for split in ("dev", "test", "all"):
        keep = [k for k, g in enumerate(items) if split == "all" or split_of(g["id"]) == split]
        for name, run in (("title alone", alone), ("title + description skills", with_desc)):
            tops = [(items[k]["id"], run[k][0]["id"]) for k in keep if run[k]]
            scored = [judged[t] for t in tops if t in judged]
            changed = sum(1 for k in keep if run[k] and alone[k] and run[k][0]["id"] != alone[k][0]["id"])
            lines.append(
                f"| {split} | {name} | {len(tops)} | {len(scored)} | {sum(scored) / max(1, len(scored)):.3f} |"
                f" {changed} |"
            )
    lines += [
        "",
        f"Time: title alone {t_alone:.0f} s, with descriptions {t_desc:.0f} s for {len(items)} records"
        " (the skills pass over full descriptions dominates).",
    ]
    RESULTS.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))
    return 0


def match_both(items: list[dict]) -> tuple[list, list, float, float]:
    from normalize.matching.retrieval import MatchConfig, TitleMatcher

    corpus = load_corpus(g["id"] for g in items)
    titles = [resolve(g, corpus) for g in items]
    descriptions = [corpus[g["id"]]["description"] or "" for g in items]
    matcher = TitleMatcher("builtin", config=MatchConfig(min_score=0.0, top_k=1))
    started = time.perf_counter()
    alone = matcher.match(titles)
    t_alone = time.perf_counter() - started
    started = time.perf_counter()
    with_desc = matcher.match(titles, descriptions=descriptions)
    return alone, with_desc, t_alone, time.perf_counter() - started


if __name__ == "__main__":
    raise SystemExit(main())
