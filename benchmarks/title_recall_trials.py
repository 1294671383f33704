"""Candidate recall of the title matcher on ESCO (issue 23, titlerecall round): where the first acceptable
occupation ranks beyond the top 5, and what each candidate source put into the fifth place would gain.

Every trial keeps the matcher's first four candidates (so top-1, answered precision and coverage cannot
move) and puts one extra candidate in fifth place when its rule fires:

- ``head noun (preferred)``: the best-ranked occupation (ranks 6-200 of the matcher's own order) whose
  preferred label ends in the title's head noun (the query's last word that ends >= 5 ESCO labels), when
  none of the top 5 does;
- ``head noun (any label)``: the same with any trusted-or-not label of the occupation;
- ``ISCO sibling of #1`` / ``of #1-#2``: the best-ranked occupation (ranks 6-100) in the ISCO unit group of
  the first (or first two) candidates;
- ``query without unknown words``: the title's query with the words outside the taxonomy's vocabulary (and
  numbers) dropped, matched on its own; its best candidate not already in the top 5.

Figures: top-1, top-5 and MRR over the titles with an acceptable occupation (unjudged = not acceptable, as
``bench_titles_gold.py``), the **ceiling** (unjudged = acceptable), and the unjudged pairs that could still
move top-5 (the new fifth candidate of a title with no acceptable one among the other four; ``--pending``
writes them for judging, ``bench_titles_gold.py --add`` appends them).

    .venv/bin/python benchmarks/title_recall_trials.py --split dev
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks"))

from bench_titles_gold import CORPUS, judgments, write_pending  # noqa: E402
from real_gold import load_corpus, read_gold, resolve, split_of  # noqa: E402

Cands = list[tuple[int, float]]
FULL = 200  # how deep the matcher's own order is read


def first_acceptable_ranks(ids: list[str], full: list[Cands], concepts, judged) -> Counter:
    """Rank of the first acceptable candidate in the matcher's order, bucketed (0 = beyond ``FULL``)."""
    out: Counter = Counter()
    for pid, cands in zip(ids, full, strict=True):
        verdicts = judged.get(pid, {})
        if not any(verdicts.values()):
            continue
        rank = next((r for r, (ci, _) in enumerate(cands, 1) if verdicts.get(concepts[ci].id)), 0)
        out["1-5" if 1 <= rank <= 5 else "6-10" if 6 <= rank <= 10 else "11-20" if 11 <= rank <= 20
            else "21-50" if 21 <= rank <= 50 else "51-200" if rank else "beyond 200"] += 1
    return out


def score(ids: list[str], lists: list[Cands], concepts, judged) -> dict:
    """top-1 / top-5 / MRR (unjudged = not acceptable) and the top-5 ceiling (unjudged = acceptable)."""
    n = top1 = top5 = ceiling = 0
    rr = 0.0
    for pid, cands in zip(ids, lists, strict=True):
        verdicts = judged.get(pid, {})
        if not any(verdicts.values()):
            continue
        n += 1
        hits = [r for r, (ci, _) in enumerate(cands, 1) if verdicts.get(concepts[ci].id)]
        top1 += bool(hits and hits[0] == 1)
        top5 += bool(hits)
        rr += 1.0 / hits[0] if hits else 0.0
        ceiling += any(verdicts.get(concepts[ci].id, True) for ci, _ in cands)
    return {"n": n, "top1": top1 / n, "top5": top5 / n, "mrr": rr / n, "ceiling": ceiling / n}


def fifth(top: Cands, extra: tuple[int, float] | None) -> Cands:
    """The first four of ``top`` and ``extra`` in fifth place (``top`` itself when there is no extra)."""
    return top if extra is None or extra[0] in {ci for ci, _ in top} else [*top[:4], extra]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--split", choices=["dev", "test"], default="dev")
    ap.add_argument("--pending", type=Path, help="write the unjudged pairs that could move top-5 to this TSV")
    ap.add_argument("--no-write", action="store_true", help="print only; leave benchmarks/results alone")
    args = ap.parse_args(argv)
    if not CORPUS.exists():
        print(f"skipped: needs {CORPUS}")
        return 0
    from normalize.matching.retrieval import MatchConfig, TitleMatcher, rank_concepts

    gold = read_gold("titles_esco")
    sample = [i for i in gold if i["kind"] == "title" and split_of(i["id"]) == args.split]
    corpus = load_corpus(i["id"] for i in sample)
    ids = [i["id"] for i in sample]
    titles = [resolve(i, corpus) for i in sample]
    judged = judgments(gold)
    matcher = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=5))
    cleaned = matcher.clean_many(titles)
    texts = [c.clean if c is not None else t for t, c in zip(titles, cleaned, strict=True)]
    queries, full = matcher.fused_candidates(texts, FULL, raw=titles)
    index = matcher.index
    concepts = index.concepts
    nouns = index.head_nouns()
    heads_any: list[set[str]] = [set() for _ in concepts]
    for li, key in enumerate(index.keys):
        if key:
            heads_any[index.owner[li]].add(key.rsplit(" ", 1)[-1])
    heads_pref = [{k.rsplit(" ", 1)[-1]} if k else set() for k in index.preferred_keys]

    def head_slot(heads: list[set[str]]) -> Callable[[int, str, Cands], Cands]:
        def rule(_: int, query: str, cands: Cands) -> Cands:
            words = [w for w in query.split() if w in nouns]
            if not words or any(words[-1] in heads[ci] for ci, _ in cands[:5]):
                return cands[:5]
            return fifth(cands[:5], next((c for c in cands[5:] if words[-1] in heads[c[0]]), None))
        return rule

    def unit(ci: int) -> str:
        return (concepts[ci].isco08 or "")[:4]

    def sibling_slot(first: int) -> Callable[[int, str, Cands], Cands]:
        def rule(_: int, query: str, cands: Cands) -> Cands:
            groups = {unit(ci) for ci, _ in cands[:first]} - {""}
            return fifth(cands[:5], next((c for c in cands[5:100] if unit(c[0]) in groups), None))
        return rule

    vocabulary = index.vocabulary
    known = [" ".join(w for w in q.split() if w in vocabulary and not w.isdigit()) for q in queries]
    todo = sorted({k for k, q in zip(known, queries, strict=True) if k and k != q})
    fused_config = replace(matcher.config, calibrate=False, min_score=-1.0)
    by_known = dict(zip(todo, rank_concepts(index, todo, matcher.encoder, fused_config, top_k=5), strict=True))

    def known_words_slot(i: int, query: str, cands: Cands) -> Cands:
        top = cands[:5]
        seen = {ci for ci, _ in top}
        return fifth(top, next((c for c in by_known.get(known[i], []) if c[0] not in seen), None))

    trials: dict[str, Callable[[int, str, Cands], Cands]] = {
        "matcher (top 5 as shipped)": lambda i, q, c: c[:5],
        "head noun (preferred label)": head_slot(heads_pref),
        "head noun (any label)": head_slot(heads_any),
        "ISCO sibling of #1": sibling_slot(1),
        "ISCO sibling of #1-#2": sibling_slot(2),
        "query without unknown words": known_words_slot,
    }
    from results_file import Report, write_section

    out = Report()
    ranks = first_acceptable_ranks(ids, full, concepts, judged)
    n_in = sum(ranks.values())
    out(f"ESCO {args.split} split: {len(ids)} titles, {n_in} with an acceptable occupation; rank of the first "
        "acceptable one in the matcher's own order: "
        + ", ".join(f"{b} {ranks[b]}" for b in ("1-5", "6-10", "11-20", "21-50", "51-200", "beyond 200")) + ".")
    out("Each trial keeps the first four candidates (top-1, answered precision and coverage unchanged) and puts "
        "its candidate fifth; ceiling = unjudged pairs counted acceptable.")
    out("")
    out("| trial | titles changed | top-1 | top-5 | MRR | top-5 ceiling | unjudged pairs that could move top-5 |")
    out("|---|---:|---:|---:|---:|---:|---:|")
    base = [c[:5] for c in full]
    pending: list[dict] = []
    for name, rule in trials.items():
        lists = [rule(i, q, c) for i, (q, c) in enumerate(zip(queries, full, strict=True))]
        s = score(ids, lists, concepts, judged)
        open_pairs = []
        for pid, title, new, old in zip(ids, titles, lists, base, strict=True):
            verdicts = judged.get(pid, {})
            if new == old or any(verdicts.get(concepts[ci].id) for ci, _ in new[:4]):
                continue
            ci = new[4][0]
            if concepts[ci].id not in verdicts:
                open_pairs.append({"split": args.split, "id": pid, "taxonomy": "esco", "concept": concepts[ci].id,
                                   "label": concepts[ci].label, "rank": 5, "title": " ".join(title.split()),
                                   "acceptable": "", "trial": name})
        pending += open_pairs
        changed = sum(a != b for a, b in zip(lists, base, strict=True))
        out(f"| {name} | {changed} | {s['top1']:.3f} | {s['top5']:.3f} | {s['mrr']:.3f} | {s['ceiling']:.3f} | "
            f"{len(open_pairs)} |")
    if args.pending:
        distinct = {(r["id"], r["concept"]): r for r in pending}
        write_pending(args.pending, [{k: v for k, v in r.items() if k != "trial"} for r in distinct.values()])
    if not args.no_write:
        write_section("titles_gold", f"candidate recall trials, esco {args.split}", out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
