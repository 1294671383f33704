"""Posting fields of ``extract`` on real postings (issue 12): precision/recall/F1 per field and micro-F1.

Gold: ``benchmarks/gold/real/postings.jsonl`` (references into ../shared/data/job_postings, labelled by
reading; see the file's header) and the older team gold ``benchmarks/gold/postings.jsonl`` (SkillSpan).
``extract`` is given :func:`real_gold.posting_text` of each posting with the row's market as hint.

    .venv/bin/python benchmarks/bench_postings.py --split dev          # while changing rules
    .venv/bin/python benchmarks/bench_postings.py --split test         # final figures only; writes results
    .venv/bin/python benchmarks/bench_postings.py --split test --speed # plus extract throughput vs the peer

Scoring: a scalar field is right when the prediction is one of the accepted values (a wrong value is one
false positive and one false negative); ``languages`` are compared as sets of ISO codes; ``emails`` by
value (markdown escape backslashes removed, domain lower-cased), ``phones`` by overlapping span.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
import time
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import real_gold  # noqa: E402

from normalize.attributes import extract  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results" / "attributes_postings.md"
SCALARS = ("employment_type", "remote", "seniority", "min_years_experience", "education_level")
LISTS = ("languages", "emails", "phones")
FIELDS = SCALARS + LISTS


def _same(a: object, b: object) -> bool:
    if isinstance(a, int | float) and isinstance(b, int | float):
        return math.isclose(float(a), float(b), abs_tol=1e-6)
    return a == b


_WRITTEN_AT = re.compile(r"\s*(?:\((?:at|@)\)|\[at\]|\**@\**)\s*", re.IGNORECASE)


def _email_key(value: str) -> str:
    """The address a gold span or a found value names: markdown escapes dropped, a written-out or bold-split "@"
    ("kim(at)acme.de", "kim **@acme.com", pii26) read as the sign."""
    local, _, domain = _WRITTEN_AT.sub("@", value.replace("\\", "")).rpartition("@")
    return f"{local}@{domain.lower()}"


def _count(field: str, pred: dict, gold: dict, text: str) -> tuple[int, int, int]:
    """(tp, fp, fn) of one field of one posting."""
    if field in SCALARS:
        p, accepted = pred[field], gold[field] or []
        if p is not None and any(_same(p, g) for g in accepted):
            return 1, 0, 0
        return 0, int(p is not None), int(bool(accepted))
    if field == "languages":
        ps, gs = {x["language"] for x in pred["languages"]}, set(gold["languages"])
        return len(ps & gs), len(ps - gs), len(gs - ps)
    if field == "emails":
        ps = Counter(_email_key(x["value"]) for x in pred["emails"])
        gs = Counter(_email_key(text[s:e]) for s, e in gold["emails"])
        tp = sum((ps & gs).values())
        return tp, sum(ps.values()) - tp, sum(gs.values()) - tp
    used: set[int] = set()  # phones: one-to-one matching by overlapping spans
    for s, e in (x["span"] for x in pred["phones"]):
        hit = next((k for k, (gs_, ge) in enumerate(gold["phones"]) if k not in used and s < ge and gs_ < e), None)
        if hit is not None:
            used.add(hit)
    tp = len(used)
    return tp, len(pred["phones"]) - tp, len(gold["phones"]) - tp


def _prf(tp: int, fp: int, fn: int) -> tuple[float, float, float]:
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    return p, r, (2 * p * r / (p + r) if p + r else 0.0)


def score_real(split: str) -> dict:
    """Per-field counts, micro-F1 and errors on one split of the real gold (needs ../shared/data)."""
    items = list(real_gold.iter_split(real_gold.read_gold("postings"), split))
    corpus = real_gold.load_corpus(i["id"] for i in items)
    counts = {f: [0, 0, 0] for f in FIELDS}
    errors = []
    by_source: dict[str, list[int]] = {}
    for item in items:
        text = real_gold.resolve(item, corpus)
        pred = extract(text, item.get("market"))
        gold = item["expected"]
        src = by_source.setdefault(item["source"], [0, 0, 0])
        for f in FIELDS:
            c = _count(f, pred, gold, text)
            for k in range(3):
                counts[f][k] += c[k]
                src[k] += c[k]
            if c[1] or c[2]:
                shown = pred[f] if f in SCALARS else [x.get("language") or x.get("value") for x in pred[f]]
                errors.append((item["id"], f, shown, gold[f] if f not in ("emails", "phones") else len(gold[f])))
    return _summary(len(items), counts) | {"errors": errors, "by_source": by_source}


def _summary(n: int, counts: dict[str, list[int]]) -> dict:
    tot = [sum(c[k] for c in counts.values()) for k in range(3)]
    scal = [sum(counts[f][k] for f in SCALARS) for k in range(3)]
    return {"n": n, "counts": counts, "fields": {f: _prf(*c) for f, c in counts.items()},
            "micro": _prf(*tot), "micro_scalars": _prf(*scal)}


def score_team_gold() -> dict | None:
    """The older team gold (SkillSpan postings, 5 scalar fields) through the same scalar scoring."""
    data = real_gold.REPO.parent / "shared" / "data"
    path = ROOT / "benchmarks" / "gold" / "postings.jsonl"
    refs = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]
    if not refs or not (data / refs[0]["file"]).exists():
        return None
    lines: dict[str, list[dict]] = {}
    counts = {f: [0, 0, 0] for f in SCALARS}
    for ref in refs:
        if ref["file"] not in lines:
            lines[ref["file"]] = [json.loads(x) for x in (data / ref["file"]).read_text(encoding="utf-8").splitlines()]
        text = "\n".join(" ".join(r["tokens"]) for r in lines[ref["file"]]
                         if r["source"] == ref["source"] and r["idx"] == ref["idx"])
        pred = extract(text)
        gold = {f: (ref[f] if isinstance(ref[f], list) else ([ref[f]] if ref[f] is not None else None)) for f in SCALARS}
        for f in SCALARS:
            c = _count(f, pred, gold, text)
            for k in range(3):
                counts[f][k] += c[k]
    return _summary(len(refs), counts)


def render(split: str, real: dict, team: dict | None, speed: dict | None, command: str, looks: str) -> str:
    mp, mr, mf = real["micro"]
    lines = ["# Posting fields of `extract` on real postings (issue 12)", "",
             f"Command: `{command}`  ", f"Date: {datetime.now(UTC):%Y-%m-%d %H:%M} UTC", "",
             f"Gold: `benchmarks/gold/real/postings.jsonl`, split **{split}** ({real['n']} postings of 227 drawn",
             "from all 37 sources of `../shared/data/job_postings`, seed 20261201, descriptions of 300-6,000",
             "characters; labelled by reading each posting with the product's output beside it; 25 more",
             "dev-split postings, items marked `batch: fresh-20261201`, drawn later from the thinnest sources",
             "as an over-fitting check and labelled by reading before the output was compared). The split is",
             f"fixed by `benchmarks/real_gold.split_of`. {looks}", "",
             "| field | TP | FP | FN | precision | recall | F1 |", "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for f in FIELDS:
        tp, fp, fn = real["counts"][f]
        p, r, f1 = real["fields"][f]
        lines.append(f"| {f} | {tp} | {fp} | {fn} | {p:.3f} | {r:.3f} | {f1:.3f} |")
    sp, sr, sf = real["micro_scalars"]
    lines += [f"| **micro, all 8 fields** | | | | {mp:.3f} | {mr:.3f} | **{mf:.3f}** |",
              f"| micro, the 5 scalar fields | | | | {sp:.3f} | {sr:.3f} | {sf:.3f} |", "",
              f"Target micro-F1 >= 0.85: **{'reached' if mf >= 0.85 else 'not reached'}** ({mf:.3f}).", "",
              "By source (micro over all fields):", "", "| source | TP | FP | FN | F1 |", "| --- | ---: | ---: | ---: | ---: |"]
    for src, (tp, fp, fn) in sorted(real["by_source"].items()):
        lines.append(f"| {src} | {tp} | {fp} | {fn} | {_prf(tp, fp, fn)[2]:.3f} |")
    if team:
        tp_, tr_, tf_ = team["micro"]
        lines += ["", f"Old team gold (`benchmarks/gold/postings.jsonl`, {team['n']} SkillSpan postings, 5 scalar fields):",
                  f"micro-F1 **{tf_:.3f}** (P {tp_:.3f}, R {tr_:.3f}); " +
                  ", ".join(f"{f} {team['fields'][f][2]:.3f}" for f in SCALARS) + "."]
    if speed:
        from bench_attributes import throughput_section

        lines += ["", *throughput_section(speed)]
    return "\n".join(lines) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--split", choices=("dev", "test"), default="dev")
    ap.add_argument("--speed", action="store_true")
    ap.add_argument("--errors", action="store_true", help="print every wrong field (dev work)")
    ap.add_argument("--looks", default="", help="sentence on how often each split was scored")
    ap.add_argument("--write", action=argparse.BooleanOptionalAction, default=None,
                    help="write the results file (default: only for the test split; --no-write checks the test "
                    "figures without touching it)")
    args = ap.parse_args()
    if not real_gold.CORPUS.exists():
        sys.exit(f"corpus not found: {real_gold.CORPUS}")
    t0 = time.perf_counter()
    real = score_real(args.split)
    team = score_team_gold()
    speed = None
    if args.speed:
        from bench_attributes import bench_speed

        speed = bench_speed()
    cmd = f".venv/bin/python benchmarks/bench_postings.py --split {args.split}" + (" --speed" if args.speed else "")
    report = render(args.split, real, team, speed, cmd, args.looks)
    print(report)
    if args.errors:
        for e in real["errors"]:
            print(*e, sep=" | ")
    print(f"({time.perf_counter() - t0:.1f} s)")
    if args.write or (args.write is None and args.split == "test"):
        RESULTS.parent.mkdir(parents=True, exist_ok=True)
        RESULTS.write_text(report, encoding="utf-8")


if __name__ == "__main__":
    main()
