"""Salary strings of real job postings: parse_salary scored on the real gold (benchmarks/gold/real/salary.jsonl).

The gold points into ../shared/data/job_postings (references, never copied text; see real_gold.py) and was
labelled by reading, following ../shared/ATTRIBUTE_CONVENTIONS.md. Each string is parsed with its
posting's market as the ``country`` hint. "All right" = min, max, currency and period all equal the gold
(a string without an amount is right when the parser returns None). Flags (negotiable, basis, variable)
are scored on the strings that hold an amount.

    python benchmarks/bench_salary_real.py --split dev             # while changing rules (prints errors)
    python benchmarks/bench_salary_real.py --split test            # the figures: results/attributes_salary.md
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from real_gold import CORPUS, iter_split, load_corpus, read_gold, resolve  # noqa: E402

from normalize.attributes.salary import parse_salary  # noqa: E402

KEYS = ("min", "max", "currency", "period")
FLAGS = ("negotiable", "basis", "variable")
RESULTS = Path(__file__).resolve().parent / "results" / "attributes_salary.md"


def _eq(a, b) -> bool:
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return abs(a - b) < 0.005
    return a == b


def score(split: str) -> dict:
    """Per-item outcome of one split: list of (item, text, prediction)."""
    items = list(iter_split(read_gold("salary"), split))
    corpus = load_corpus({i["id"] for i in items})
    rows = []
    for item in items:
        text = resolve(item, corpus)
        rows.append((item, text, parse_salary(text, item.get("market"))))
    return {"split": split, "rows": rows}


def _right(item: dict, pred: dict | None) -> bool:
    pred = pred or {}
    return all(_eq(pred.get(k), item["expected"][k]) for k in KEYS)


def summarize(result: dict) -> dict:
    rows = result["rows"]
    out: dict = {"n": len(rows), "right": sum(_right(i, p) for i, _, p in rows)}
    for dim in ("market", "kind", "lang"):
        table: dict = defaultdict(lambda: [0, 0])
        for i, _, p in rows:
            cell = table[str(i.get(dim))]
            cell[0] += _right(i, p)
            cell[1] += 1
        out[dim] = dict(sorted(table.items(), key=lambda kv: -kv[1][1]))
    out["fields"] = {k: sum(_eq((p or {}).get(k), i["expected"][k]) for i, _, p in rows) for k in KEYS}
    with_amount = [(i, p) for i, _, p in rows if i["expected"]["min"] is not None or i["expected"]["max"] is not None]
    out["n_amount"] = len(with_amount)
    out["flags"] = {}
    for f in FLAGS:
        stated = [(i, p) for i, p in with_amount if i["expected"].get(f) is not None]
        said = [(i, p) for i, p in with_amount if (p or {}).get(f) is not None]
        out["flags"][f] = {
            "accuracy": sum(_eq((p or {}).get(f), i["expected"].get(f)) for i, p in with_amount),
            "stated": len(stated),
            "found": sum(_eq((p or {}).get(f), i["expected"][f]) for i, p in stated),
            "said": len(said),
            "said_right": sum(_eq(p.get(f), i["expected"].get(f)) for i, p in said),
        }
    return out


def _pct(a: int, b: int) -> str:
    return f"{100 * a / b:.1f}%" if b else "-"


def render(s: dict, split: str, command: str) -> str:
    lines = [
        "# Salary strings of real job postings (issue 12)",
        "",
        f"Command: `{command}`  ",
        f"Date: {dt.datetime.now(dt.UTC):%Y-%m-%d %H:%M} UTC; load average {os.getloadavg()[0]:.2f}  ",
        f"Gold: `benchmarks/gold/real/salary.jsonl` ({split} split, {s['n']} strings), references into "
        "`../shared/data/job_postings/postings.parquet`, labelled by reading with "
        "`../shared/ATTRIBUTE_CONVENTIONS.md`; each string parsed with its posting's market as `country`.",
        "",
        f"**All right (min, max, currency, period): {s['right']}/{s['n']} = {_pct(s['right'], s['n'])}** "
        "(target >= 95%)",
        "",
        "| field | right | n | accuracy |",
        "| --- | ---: | ---: | ---: |",
    ]
    lines += [f"| {k} | {v} | {s['n']} | {_pct(v, s['n'])} |" for k, v in s["fields"].items()]
    for dim, title in (("market", "market (ISO 3166-1; None = source gives none)"), ("kind", "kind of string"),
                       ("lang", "language of the posting")):
        lines += ["", f"By {title}:", "", "| value | right | n | accuracy |", "| --- | ---: | ---: | ---: |"]
        lines += [f"| {k} | {a} | {b} | {_pct(a, b)} |" for k, (a, b) in s[dim].items()]
    lines += ["", "How the gold was made: 1,142 candidate strings sampled across 18 salary-bearing sources (board salary",
              "fields, \"Pay:\" footers, labelled lines and free-text spans of descriptions); each was pre-filled by the",
              "parser, then read and decided by hand in batches of 50-100 (55 non-salary spans dropped, the rest kept",
              "with the expected values written by the labeller; hard cases carry a paraphrased note). Split fixed by",
              "`real_gold.split_of`. Rules were changed while looking at the dev split only; the test split is scored",
              "for these figures. 87 dev-split strings (`batch: fresh-20261201`) were added later from postings no",
              "gold file referenced, thinnest sources first, as an over-fitting check (labelled before comparing).",
              "Flags are scored on the strings with an amount (`parse_salary` returns None",
              "without one, so \"Competitive\" alone carries no flag)."]
    lines += ["", f"Flags, on the {s['n_amount']} strings with an amount (null = not stated):", "",
              "| flag | accuracy | stated in gold | found of those | set by parser | right of those |",
              "| --- | ---: | ---: | ---: | ---: | ---: |"]
    for f, v in s["flags"].items():
        lines.append(f"| {f} | {_pct(v['accuracy'], s['n_amount'])} | {v['stated']} | {v['found']} | "
                     f"{v['said']} | {v['said_right']} |")
    return "\n".join(lines) + "\n"


def render_speed() -> str:
    """``extract`` throughput on 2 cores against the naive peer (bench_attributes' own measurement)."""
    from bench_attributes import bench_speed, throughput_section

    return "\n".join(["", *throughput_section(bench_speed()), ""])


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--split", choices=("dev", "test"), default="dev")
    ap.add_argument("--write", action=argparse.BooleanOptionalAction, default=None,
                    help="write results/attributes_salary.md (default: only for the test split; --no-write checks "
                    "the test figures without touching the file)")
    ap.add_argument("--errors", type=int, default=0, help="print up to N wrong items (dev only)")
    ap.add_argument("--speed", action="store_true", help="also run bench_attributes' extract throughput part")
    args = ap.parse_args()
    if not CORPUS.exists():
        sys.exit(f"needs {CORPUS}")
    result = score(args.split)
    s = summarize(result)
    command = "python benchmarks/bench_salary_real.py " + " ".join(sys.argv[1:])
    text = render(s, args.split, command)
    if args.speed:
        text += render_speed()
    print(text)
    if args.errors and args.split == "dev":
        for item, raw, pred in result["rows"]:
            if not _right(item, pred):
                got = {k: (pred or {}).get(k) for k in KEYS}
                print(repr(raw[:160]), item.get("market"), got, {k: item["expected"][k] for k in KEYS})
    if args.write or (args.write is None and args.split == "test"):
        RESULTS.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
