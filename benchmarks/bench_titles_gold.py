"""Title matching on the standard taxonomies, scored on titles judged by reading (issue 23, item 2).

Gold: ``benchmarks/gold/real/titles_esco.jsonl`` (979 distinct real posting titles, 37 sources, 9 description
languages) and ``titles_onet.jsonl`` (337 US titles), each title's top 5 candidates of the matcher judged
acceptable or not, plus acceptable occupations found by search where none of the 5 was (the file headers give
the judging rule). Judgments are keyed by (posting id, taxonomy, concept id), so they stay valid when the
matcher changes; candidates the current matcher ranks that nobody judged are counted as **unjudged** (and
scored as not acceptable, so the figures are lower bounds until they are judged).

Per split (``real_gold.split_of``; ``test`` is for final figures only), the shipped matcher is run twice:

- defaults (the taxonomy's calibrated threshold, or 0.5 without one): **answered precision** = acceptable top
  answers / judged answered titles, **coverage** = answered titles / all titles;
- no threshold (``--min-score 0``, top 5): over the titles that have an acceptable occupation in the taxonomy
  (a title with any candidate judged acceptable, so a candidate of a later matcher judged acceptable adds its
  title even when the sampling judge had found no fit): **top-1 acceptable**, **acceptable in top 5**, **MRR**
  (reciprocal rank of the first acceptable candidate in the top 5, 0 when none).

Incremental judging: ``--pending FILE`` writes the unjudged (title, candidate) pairs as TSV (the title is
included to judge by reading: keep the file under the git-ignored ``benchmarks/_work/``); fill the last
column with ``y`` or ``n`` and ``--add FILE`` appends those judgments to the gold file.

    .venv/bin/python benchmarks/bench_titles_gold.py --taxonomy esco --split dev
    .venv/bin/python benchmarks/bench_titles_gold.py --taxonomy onet --split dev --pending benchmarks/_work/p.tsv
    .venv/bin/python benchmarks/bench_titles_gold.py --taxonomy onet --add benchmarks/_work/p.tsv
    .venv/bin/python benchmarks/bench_titles_gold.py --split dev --ids NEW_IDS.txt   # one reading's titles alone
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks"))

from real_gold import CORPUS, GOLD_DIR, load_corpus, make_ref, read_gold, resolve, split_of  # noqa: E402

DATA = REPO.parent / "shared" / "data"
# ESCO as shipped (the compact bundled release, the default taxonomy); O*NET from its release folder
SPECS = {"esco": "esco", "onet": f"onet:{DATA / 'onet_29_2'}"}
TOP_K = 5
PENDING_COLUMNS = ["split", "id", "taxonomy", "concept", "label", "rank", "title", "acceptable"]


def judgments(gold: list[dict]) -> dict[str, dict[str, bool]]:
    """Posting id -> {concept id: acceptable}."""
    out: dict[str, dict[str, bool]] = {}
    for item in gold:
        if item["kind"] == "title_match":
            out.setdefault(item["id"], {})[item["expected"]["concept"]] = item["expected"]["acceptable"]
    return out


def run_matcher(spec: str, titles: list[str], described: float = 0.0) -> tuple[list[list[dict]], list[list[dict]]]:
    """(answers at the shipped defaults, top 5 with no threshold) per title; ``described``: the
    ``occupation_description_weight`` to measure (0 as shipped)."""
    from normalize.matching.retrieval import MatchConfig, TitleMatcher

    shipped = TitleMatcher(spec, config=MatchConfig(occupation_description_weight=described)).match(titles, top_k=1)
    config = MatchConfig(min_score=0.0, top_k=TOP_K, occupation_description_weight=described)
    open_ = TitleMatcher(spec, config=config).match(titles, top_k=TOP_K)
    return shipped, open_


def score(ids: list[str], shipped: list[list[dict]], ranked: list[list[dict]],
          judged: dict[str, dict[str, bool]]) -> dict:
    """The figures of one split (see the module docstring)."""
    answered = correct = answered_unjudged = 0
    in_tax = top1 = top5 = 0
    rr = 0.0
    unjudged_pairs = 0
    for pid, answer, cands in zip(ids, shipped, ranked, strict=True):
        verdicts = judged.get(pid, {})
        if answer:
            answered += 1
            verdict = verdicts.get(answer[0]["id"])
            if verdict is None:
                answered_unjudged += 1
            correct += bool(verdict)
        unjudged_pairs += sum(c["id"] not in verdicts for c in cands)
        if not any(verdicts.values()):
            continue  # no acceptable occupation in the taxonomy: outside the ranking denominator
        in_tax += 1
        hits = [rank for rank, c in enumerate(cands, 1) if verdicts.get(c["id"])]
        top1 += bool(hits and hits[0] == 1)
        top5 += bool(hits)
        rr += 1.0 / hits[0] if hits else 0.0
    judged_answers = answered - answered_unjudged
    return {
        "titles": len(ids), "in_taxonomy": in_tax, "answered": answered, "answered_unjudged": answered_unjudged,
        "precision": correct / judged_answers if judged_answers else 0.0,
        "coverage": answered / len(ids) if ids else 0.0,
        "top1": top1 / in_tax if in_tax else 0.0, "top5": top5 / in_tax if in_tax else 0.0,
        "mrr": rr / in_tax if in_tax else 0.0, "unjudged_pairs": unjudged_pairs,
    }


def pending_rows(split_of_id: dict[str, str], ids: list[str], titles: list[str], ranked: list[list[dict]],
                 judged: dict[str, dict[str, bool]], taxonomy: str) -> list[dict]:
    """The unjudged (title, candidate) pairs, one TSV row each, ``acceptable`` left blank to fill."""
    rows = []
    for pid, title, cands in zip(ids, titles, ranked, strict=True):
        for rank, cand in enumerate(cands, 1):
            if cand["id"] not in judged.get(pid, {}):
                rows.append({"split": split_of_id[pid], "id": pid, "taxonomy": taxonomy, "concept": cand["id"],
                             "label": cand["label"], "rank": rank, "title": " ".join(title.split()),
                             "acceptable": ""})
    return rows


def write_pending(path: Path, rows: list[dict]) -> None:
    """Write ``pending_rows`` as the TSV to judge (``acceptable`` blank)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=PENDING_COLUMNS, delimiter="\t")
        writer.writeheader()
        writer.writerows(rows)
    print(f"wrote {len(rows)} unjudged pairs to {path}")


def add_judgments(path: Path, taxonomy: str) -> int:
    """Append the filled rows of a pending TSV to the gold file; returns how many were added."""
    with path.open(encoding="utf-8", newline="") as fh:
        rows = [r for r in csv.DictReader(fh, delimiter="\t") if r.get("taxonomy") == taxonomy]
    verdicts = {"y": True, "yes": True, "1": True, "n": False, "no": False, "0": False}
    filled = [r for r in rows if (r.get("acceptable") or "").strip().lower() in verdicts]
    gold_path = GOLD_DIR / f"titles_{taxonomy}.jsonl"
    known = judgments(read_gold(f"titles_{taxonomy}"))
    corpus = load_corpus({r["id"] for r in filled})
    added = []
    for r in filled:
        if r["concept"] in known.get(r["id"], {}):
            continue
        row = corpus[r["id"]]
        expected = {"taxonomy": taxonomy, "concept": r["concept"],
                    "acceptable": verdicts[r["acceptable"].strip().lower()]}
        added.append(make_ref(row, "title", kind="title_match", market=row["market"], lang=row["language"],
                              expected=expected, found_by="pending"))
        known.setdefault(r["id"], {})[r["concept"]] = expected["acceptable"]
    with gold_path.open("a", encoding="utf-8") as fh:
        fh.writelines(json.dumps(item, ensure_ascii=False) + "\n" for item in added)
    return len(added)


def composition(items: list[dict]) -> str:
    """Titles per source, market and description language (for the report)."""
    def top(counter: Counter) -> str:
        return ", ".join(f"{k or 'none'} {v}" for k, v in counter.most_common())
    sources = Counter(i["id"].split(":", 1)[0] for i in items)
    return (f"sources ({len(sources)}): {top(sources)}; markets: {top(Counter(i['market'] for i in items))}; "
            f"languages: {top(Counter(i['lang'] for i in items))}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--taxonomy", choices=sorted(SPECS), default="esco")
    ap.add_argument("--split", choices=["dev", "test", "all"], default="dev")
    ap.add_argument("--spec", help="taxonomy spec to load (default: the shipped ESCO; O*NET's folder under ../shared/data)")
    ap.add_argument("--pending", type=Path, help="write the unjudged (title, candidate) pairs to this TSV")
    ap.add_argument("--add", type=Path, help="append the judged rows of a pending TSV to the gold file")
    ap.add_argument("--occupation-description-weight", type=float, default=0.0,
                    help="MatchConfig.occupation_description_weight to measure (0 as shipped); implies --no-write")
    ap.add_argument("--no-write", action="store_true", help="print only; leave benchmarks/results alone")
    ap.add_argument("--ids", type=Path, help="only the titles of these posting ids (one per line; e.g. one reading's "
                    "new titles for an unseen figure); implies --no-write")
    args = ap.parse_args(argv)
    args.no_write = args.no_write or args.occupation_description_weight > 0 or args.ids is not None
    if args.add:
        print(f"added {add_judgments(args.add, args.taxonomy)} judgments to titles_{args.taxonomy}.jsonl")
        return 0
    spec = args.spec or SPECS[args.taxonomy]
    folder = spec.partition(":")[2]
    if not CORPUS.exists() or (folder and not Path(folder).exists()):
        print(f"skipped: needs {CORPUS} and {spec}")
        return 0
    gold = read_gold(f"titles_{args.taxonomy}")
    wanted = set(args.ids.read_text(encoding="utf-8").split()) if args.ids else None
    sample = [i for i in gold if i["kind"] == "title" and args.split in ("all", split_of(i["id"]))
              and (wanted is None or i["id"] in wanted)]
    corpus = load_corpus(i["id"] for i in sample)
    ids = [i["id"] for i in sample]
    titles = [resolve(i, corpus) for i in sample]
    shipped, ranked = run_matcher(spec, titles, args.occupation_description_weight)
    judged = judgments(gold)
    s = score(ids, shipped, ranked, judged)
    if args.pending:
        write_pending(args.pending, pending_rows({i: split_of(i) for i in ids}, ids, titles, ranked, judged,
                                                 args.taxonomy))
    from results_file import Report, write_section

    out = Report()
    out(f"Taxonomy {args.taxonomy} (`{Path(folder).name if folder else spec}`), split {args.split}: {s['titles']} "
        f"titles, {s['in_taxonomy']} with an acceptable occupation in the taxonomy.")
    out(f"- {composition(sample)}")
    out("")
    out("| measure | value | over |")
    out("|---|---:|---|")
    out(f"| answered precision (default threshold) | {s['precision']:.3f} | {s['answered'] - s['answered_unjudged']}"
        f" judged answers ({s['answered_unjudged']} answers unjudged) |")
    out(f"| coverage (default threshold) | {s['coverage']:.3f} | {s['answered']} of {s['titles']} titles |")
    out(f"| top-1 acceptable (no threshold) | {s['top1']:.3f} | {s['in_taxonomy']} titles |")
    out(f"| acceptable in top 5 | {s['top5']:.3f} | {s['in_taxonomy']} titles |")
    out(f"| MRR (top 5) | {s['mrr']:.3f} | {s['in_taxonomy']} titles |")
    out(f"| unjudged (title, candidate) pairs | {s['unjudged_pairs']} | top 5 of {s['titles']} titles |")
    if not args.no_write:
        write_section("titles_gold", f"{args.taxonomy}, {args.split} split", out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
