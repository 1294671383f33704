"""An answer gate for ESCO title matches (issue 23, answered coverage): answer or abstain, on features of the first answer.

Measured on the dev split of ``benchmarks/gold/real/titles_esco.jsonl`` alone (every dev title's top 5 is judged):

- **today's gate** (exact / hand-name hits, score 1.0, always answered; other first answers by the fused score's
  logistic curve): the selective-prediction curve, i.e. the most titles answered at answered precision 0.90 /
  0.92 / 0.95 with the best cut, in sample, and the ceiling (every title whose first answer is right);
- **a learned gate**: a logistic regression (``calibration.fit_logistic``, L2, standardised features) on cheap
  features of the first answer (``FEATURES``), exact hits gated too, against the same procedure on the fused
  score and the exact flag alone; 5-fold cross-validation grouped by posting, seeds 0-2; in each training fold
  the lowest probability at which the training titles are >= the target precision is the threshold, applied to
  the held-out fold. Titles with no candidate stay unanswered and count in the coverage denominator.

Nothing is stored in the package: the script reports (``--no-write``: print only).

    .venv/bin/python benchmarks/fit_title_gate.py
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks"))

from bench_titles_gold import judgments  # noqa: E402
from real_gold import load_corpus, read_gold, resolve, split_of  # noqa: E402

FOLDS = 5
SEEDS = (0, 1, 2)
TARGETS = (0.90, 0.92, 0.93, 0.94, 0.95, 0.96)
CURVE_TARGETS = (0.90, 0.92, 0.95)
L2 = 1.0
BASE = ("fused", "exact")
FEATURES = (
    "fused", "exact", "margin", "second_exact", "same_isco4", "group_share", "query_words", "query_in_label",
    "label_in_query", "preferred_in_query", "glossed", "removed", "seniority", "preferred_equal", "alt_equal",
    "hand_named", "unknown_words", "exact_margin", "third_gap",
)


def first_answers() -> list[dict]:
    """Per ESCO dev title: the matcher's query, cleaning record, top-5 candidates (fused scores, no threshold)
    and whether the first is judged acceptable."""
    from normalize.matching.retrieval import MatchConfig, TitleMatcher
    from normalize.matching.title_context import student_nurse_query

    gold = read_gold("titles_esco")
    sample = [i for i in gold if i["kind"] == "title" and split_of(i["id"]) == "dev"]
    corpus = load_corpus(i["id"] for i in sample)
    titles = [resolve(i, corpus) for i in sample]
    judged = judgments(gold)
    matcher = TitleMatcher("esco", config=MatchConfig(min_score=-1.0, calibrate=False, top_k=5))
    cleaned = matcher.clean_many(titles)  # as TitleMatcher.clean_and_match, keeping the query it searched with
    texts = [student_nurse_query(c.clean, c.removed) for c in cleaned]
    queries, ranked = matcher.fused_candidates(texts, 5, raw=titles)
    out = []
    for item, clean, text, query, cands in zip(sample, cleaned, texts, queries, ranked, strict=True):
        concepts = [(matcher.index.concepts[ci], s) for ci, s in cands[:5]]
        verdicts = judged.get(item["id"], {})
        out.append({"id": item["id"], "clean": text, "query": query, "removed": len(clean.removed),
                    "seniority": clean.seniority is not None, "candidates": concepts,
                    "right": bool(concepts and verdicts.get(concepts[0][0].id))})
    return out


def _words(text: str) -> set[str]:
    return set(text.lower().replace("-", " ").split())


def _score(cands: list, rank: int) -> float:
    return min(cands[rank][1], 1.0) if len(cands) > rank else 0.0


def features(item: dict, vocabulary: frozenset[str]) -> dict[str, float]:
    """The cheap features of one title's first answer (``FEATURES``, all in [0, 1] or a score difference)."""
    from normalize.matching.title_context import hand_name

    cands = item["candidates"]
    first = cands[0][0]
    query, clean = _words(item["query"]), _words(item["clean"])
    labels = [_words(label) for label in first.labels]
    isco = [str(c.isco08 or "") for c, _ in cands]
    exact = float(cands[0][1] >= 1.0)
    margin = _score(cands, 0) - _score(cands, 1)
    return {
        "fused": min(cands[0][1], 0.999), "exact": exact, "margin": margin,
        "second_exact": float(_score(cands, 1) >= 1.0),
        "same_isco4": float(len(isco) > 1 and bool(isco[0]) and isco[0][:4] == isco[1][:4]),
        "group_share": float(np.mean([g[:3] == isco[0][:3] for g in isco[1:]])) if len(isco) > 1 else 0.0,
        "query_words": min(len(query), 8) / 8,
        "query_in_label": max(len(query & lab) / max(1, len(query)) for lab in labels),
        "label_in_query": max(len(query & lab) / max(1, len(lab)) for lab in labels),
        "preferred_in_query": len(query & labels[0]) / max(1, len(labels[0])),
        "glossed": len(query - clean) / max(1, len(query)),
        "removed": min(item["removed"], 4) / 4, "seniority": float(item["seniority"]),
        "preferred_equal": float(item["query"].lower() == first.label.lower()),
        "alt_equal": float(item["query"].lower() in {a.lower() for a in first.alt_labels}),
        "hand_named": float(hand_name(item["query"]) is not None),
        "unknown_words": sum(w not in vocabulary for w in item["query"].split()) / max(1, len(item["query"].split())),
        "exact_margin": exact * margin, "third_gap": _score(cands, 0) - _score(cands, 2),
    }


def fit_gate(x: np.ndarray, y: np.ndarray):
    """A logistic model on standardised columns; returns a function of new rows -> P(right)."""
    from normalize.matching.calibration import fit_logistic

    mu, sd = x.mean(0), x.std(0) + 1e-9
    design = np.column_stack([np.ones(len(x)), (x - mu) / sd])
    penalty = np.full(design.shape[1], L2)
    penalty[0] = 0.0
    w = fit_logistic(design, y, penalty, tol=1e-8, max_iter=100)
    return lambda rows: 1.0 / (1.0 + np.exp(-(np.column_stack([np.ones(len(rows)), (rows - mu) / sd]) @ w)))


def most_answered(score: np.ndarray, y: np.ndarray, target: float) -> tuple[int, float]:
    """(how many answered, the cut) for the largest best-first prefix of ``score`` whose precision is >= target."""
    order = np.argsort(-score, kind="stable")
    precision = np.cumsum(y[order]) / np.arange(1, len(y) + 1)
    ok = np.flatnonzero(precision >= target)
    return (int(ok.max()) + 1, float(score[order][ok.max()])) if ok.size else (0, np.inf)


def fold_of(posting: str, seed: int) -> int:
    return int(hashlib.sha256(f"{seed}:{posting}".encode()).hexdigest(), 16) % FOLDS


def cross_validate(x: np.ndarray, y: np.ndarray, folds: np.ndarray, empty: np.ndarray, target: float) -> list[tuple]:
    """Per held-out fold: (answered, right, titles incl. those with no candidate)."""
    out = []
    for k in range(FOLDS):
        train, held = folds != k, folds == k
        gate = fit_gate(x[train], y[train])
        _, cut = most_answered(gate(x[train]), y[train], target)
        answered = gate(x[held]) >= cut
        out.append((int(answered.sum()), int(y[held][answered].sum()), int(held.sum() + empty[k])))
    return out


def today_curve(x: np.ndarray, y: np.ndarray, titles: int) -> list[str]:
    """Coverage of today's gate order (exact first, then the fused score) at each curve target."""
    order_key = np.where(x[:, 1] > 0, 2.0, x[:, 0])
    return [f"{most_answered(order_key, y, t)[0] / titles:.3f}" for t in CURVE_TARGETS]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--no-write", action="store_true", help="print only; leave benchmarks/results alone")
    args = ap.parse_args(argv)
    from results_file import Report, write_section

    from normalize.matching.index import get_index
    from normalize.matching.taxonomy import load_taxonomy

    items = first_answers()
    vocabulary = get_index(load_taxonomy("esco"), "occupation").vocabulary
    answerable = [i for i in items if i["candidates"]]
    table = [features(i, vocabulary) for i in answerable]
    x_all = np.array([[row[f] for f in FEATURES] for row in table])
    y = np.array([i["right"] for i in answerable], dtype=float)
    ids = [i["id"] for i in answerable]
    no_candidate = [i["id"] for i in items if not i["candidates"]]
    out = Report()
    n = len(items)
    out(f"ESCO dev split: {n} titles ({len(no_candidate)} with no candidate); first answer right for {int(y.sum())} "
        f"(ceiling: coverage {y.sum() / n:.3f} at precision 1.0, {y.sum() / n / 0.9:.3f} at 0.90). Exact / "
        f"hand-name hits: {int(x_all[:, 1].sum())}, right {y[x_all[:, 1] > 0].mean():.3f}.")
    out("Today's gate order (exact hits first, then the fused score), best cut in sample: coverage "
        + ", ".join(f"{c} at {t:.2f}" for c, t in zip(today_curve(x_all, y, n), CURVE_TARGETS, strict=True)) + ".")
    out(f"Learned gate: {len(FEATURES)} features ({', '.join(FEATURES)}), L2 {L2}; 5-fold cross-validation grouped by "
        "posting, seeds 0-2; threshold picked in each training fold for the target; held-out figures.")
    out("")
    out("| features | target | coverage (pooled) | precision (pooled) | folds < 0.90 | worst fold | per seed cov / prec |")
    out("|---|---:|---:|---:|---:|---:|---|")
    for target in TARGETS:
        for name, cols in (("fused + exact", BASE), (f"all {len(FEATURES)}", FEATURES)):
            x = x_all[:, [FEATURES.index(c) for c in cols]]
            runs = []
            for seed in SEEDS:
                folds = np.array([fold_of(i, seed) for i in ids])
                empty = np.bincount([fold_of(i, seed) for i in no_candidate], minlength=FOLDS)
                runs.append(cross_validate(x, y, folds, empty, target))
            per_fold = [r / a if a else 1.0 for run in runs for a, r, _ in run]
            seeds = [(sum(a for a, _, _ in run) / n, sum(r for _, r, _ in run) / max(1, sum(a for a, _, _ in run)))
                     for run in runs]
            out(f"| {name} | {target:.2f} | {np.mean([c for c, _ in seeds]):.3f} | {np.mean([p for _, p in seeds]):.3f} | "
                f"{sum(p < 0.90 for p in per_fold)}/{len(per_fold)} | {min(per_fold):.3f} | "
                + "; ".join(f"{c:.3f} / {p:.3f}" for c, p in seeds) + " |")
    if not args.no_write:
        write_section("titles_gold", "answer gate on the first answer, esco dev (cross-validated)", out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
