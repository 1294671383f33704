"""An answer gate for ESCO title matches (issue 23, answered coverage): answer or abstain, on features of the first answer.

Measured on the dev split of ``benchmarks/gold/real/titles_esco.jsonl`` alone (every dev title's top 5 is judged):

- **today's gate** (exact / hand-name hits, score 1.0, always answered; other first answers by the fused score's
  logistic curve): the selective-prediction curve, i.e. the most titles answered at answered precision 0.90 /
  0.92 / 0.95 with the best cut, in sample, and the ceiling (every title whose first answer is right);
- **a learned gate**: a logistic regression (``calibration.fit_logistic``, L2, standardised features) on cheap
  features of the first answer (``FEATURES``; the shipped subset ``answer_gate.GATE_FEATURES``), against the
  same procedure on the fused score alone with exact hits certain (today's rule, refitted per fold); 5-fold
  cross-validation grouped by posting, seeds 0-2 (``--seeds 3-12``: folds not seen while choosing); in each
  training fold the lowest probability at which the training titles are >= the target precision is the
  threshold, applied to the held-out fold. "Certain" titles are always answered and left out of the fit. Titles
  with no candidate stay unanswered and count in the coverage denominator.

The shipped gate reads ``answer_gate.GATE_FEATURES`` (computed by the product's own ``gate_features``); ``--write``
fits it on all of dev, picks its threshold for ``GATE_TARGET`` (0.95: a margin over 0.90 for unseen text and for
a fold of 280 titles, whose precision alone varies by about 0.025) and stores it beside the ESCO curve in
``normalize/data/calibration/calibration.json`` (checksum manifest rewritten). ``--no-write``: print only.

    .venv/bin/python benchmarks/fit_title_gate.py
    .venv/bin/python benchmarks/fit_title_gate.py --write
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks"))

from bench_titles_gold import judgments  # noqa: E402
from real_gold import load_corpus, read_gold, resolve, split_of  # noqa: E402

FOLDS = 5
SEEDS = "0-2"
TARGETS = (0.90, 0.92, 0.93, 0.94, 0.95, 0.96)
CURVE_TARGETS = (0.90, 0.92, 0.95)
L2 = 1.0
GATE_TARGET = 0.95
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


def fit_weights(x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(column means, column scales, weights with the intercept first) of a logistic model on standardised columns."""
    from normalize.matching.calibration import fit_logistic

    mu, sd = x.mean(0), x.std(0)
    sd = np.where(sd < 1e-6, 1.0, sd)  # a column constant in the fit (hand-named hits are all certain) stays unscaled
    design = np.column_stack([np.ones(len(x)), (x - mu) / sd])
    penalty = np.full(design.shape[1], L2)
    penalty[0] = 0.0
    return mu, sd, fit_logistic(design, y, penalty, tol=1e-8, max_iter=100)


def fit_gate(x: np.ndarray, y: np.ndarray):
    """``fit_weights`` as a function of new rows -> P(right)."""
    mu, sd, w = fit_weights(x, y)
    return lambda rows: 1.0 / (1.0 + np.exp(-(np.column_stack([np.ones(len(rows)), (rows - mu) / sd]) @ w)))


def store_gate(x: np.ndarray, y: np.ndarray, certain: np.ndarray, titles: int) -> dict:
    """Fit the shipped gate on all of dev (``certain`` titles left out), pick its threshold for ``GATE_TARGET`` and
    store it beside the ESCO curve; returns the entry."""
    from fit_title_calibration import SPECS

    from normalize.artifacts import write_manifest
    from normalize.matching.answer_gate import GATE_FEATURES
    from normalize.matching.calibration import CALIBRATION_FILE
    from normalize.matching.taxonomy import load_taxonomy

    mu, sd, w = fit_weights(x[~certain], y[~certain])
    _, cut = most_answered(np.where(certain, 2.0, fit_gate(x[~certain], y[~certain])(x)), y, GATE_TARGET)
    entry = {"features": list(GATE_FEATURES), "mean": [round(float(v), 6) for v in mu],
             "scale": [round(float(v), 6) for v in sd], "weights": [round(float(v), 6) for v in w],
             "threshold": round(float(cut) - 1e-6, 6), "target_acceptable_rate": GATE_TARGET,
             "fitted_on": f"benchmarks/gold/real/titles_esco.jsonl, dev split ({titles} titles, {len(y)} with a "
                          f"candidate, {int(certain.sum())} certain); benchmarks/fit_title_gate.py --write"}
    table = json.loads(CALIBRATION_FILE.read_text(encoding="utf-8"))
    esco = table["taxonomies"]["esco"]
    if esco["fingerprint"] != load_taxonomy(SPECS["esco"]).fingerprint("occupation"):
        raise SystemExit("the ESCO entry of calibration.json is not this taxonomy's: refit its curve first")
    esco["title_gate"] = entry
    CALIBRATION_FILE.write_text(json.dumps(table, indent=2) + "\n", encoding="utf-8")
    write_manifest(CALIBRATION_FILE.parent, [CALIBRATION_FILE.name])
    return entry


def most_answered(score: np.ndarray, y: np.ndarray, target: float) -> tuple[int, float]:
    """(how many answered, the cut) for the largest best-first prefix of ``score`` whose precision is >= target."""
    order = np.argsort(-score, kind="stable")
    precision = np.cumsum(y[order]) / np.arange(1, len(y) + 1)
    ok = np.flatnonzero(precision >= target)
    return (int(ok.max()) + 1, float(score[order][ok.max()])) if ok.size else (0, np.inf)


def fold_of(posting: str, seed: int) -> int:
    return int(hashlib.sha256(f"{seed}:{posting}".encode()).hexdigest(), 16) % FOLDS


def cross_validate(x: np.ndarray, y: np.ndarray, certain: np.ndarray, folds: np.ndarray, empty: np.ndarray,
                   target: float) -> list[tuple]:
    """Per held-out fold: (answered, right, titles incl. those with no candidate); ``certain`` titles are always
    answered and left out of the fit."""
    out = []
    for k in range(FOLDS):
        train, held = folds != k, folds == k
        gate = fit_gate(x[train & ~certain], y[train & ~certain])
        _, cut = most_answered(np.where(certain[train], 2.0, gate(x[train])), y[train], target)
        answered = np.where(certain[held], 2.0, gate(x[held])) >= cut
        out.append((int(answered.sum()), int(y[held][answered].sum()), int(held.sum() + empty[k])))
    return out


def today_curve(x: np.ndarray, y: np.ndarray, titles: int) -> list[str]:
    """Coverage of today's gate order (exact first, then the fused score) at each curve target."""
    order_key = np.where(x[:, 1] > 0, 2.0, x[:, 0])
    return [f"{most_answered(order_key, y, t)[0] / titles:.3f}" for t in CURVE_TARGETS]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--no-write", action="store_true", help="print only; leave benchmarks/results alone")
    ap.add_argument("--write", action="store_true", help="fit the shipped gate on all of dev and store it")
    ap.add_argument("--seeds", default=SEEDS, help="fold seeds, FIRST-LAST (default %(default)s)")
    args = ap.parse_args(argv)
    first, _, last = args.seeds.partition("-")
    seeds = range(int(first), int(last or first) + 1)
    from results_file import Report, write_section

    from normalize.matching.answer_gate import GATE_FEATURES, gate_features, is_certain
    from normalize.matching.index import get_index
    from normalize.matching.taxonomy import load_taxonomy

    items = first_answers()
    vocabulary = get_index(load_taxonomy("esco"), "occupation").vocabulary
    answerable = [i for i in items if i["candidates"]]
    table = [features(i, vocabulary) for i in answerable]
    x_all = np.array([[row[f] for f in FEATURES] for row in table])
    shipped = [gate_features(i["query"], i["candidates"][:3]) for i in answerable]
    x_gate = np.array([[row[f] for f in GATE_FEATURES] for row in shipped])
    exact = x_all[:, FEATURES.index("exact")] > 0
    certain = np.array([is_certain(i["query"], i["candidates"][:3]) for i in answerable])
    nothing = np.zeros_like(certain)
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
        f"posting, seeds {args.seeds}; threshold picked in each training fold for the target; held-out figures. Shipped: "
        f"{', '.join(GATE_FEATURES)}; certain: an exact hit on the query's own preferred label or a hand name "
        f"({int(certain.sum())} titles, right {y[certain].mean():.3f}).")
    out("")
    out("| gate | target | coverage (pooled) | precision (pooled) | folds < 0.90 | worst fold | per seed cov / prec |")
    out("|---|---:|---:|---:|---:|---:|---|")
    for target in TARGETS:
        for name, x, sure in (("fused; exact hits certain (today's rule, refitted)", x_all[:, :1], exact),
                              (f"all {len(FEATURES)}, exact hits gated", x_all, nothing),
                              (f"shipped {len(GATE_FEATURES)}, exact hits gated", x_gate, nothing),
                              (f"shipped {len(GATE_FEATURES)}, preferred-label / hand-named hits certain", x_gate, certain)):
            runs = []
            for seed in seeds:
                folds = np.array([fold_of(i, seed) for i in ids])
                empty = np.bincount([fold_of(i, seed) for i in no_candidate], minlength=FOLDS)
                runs.append(cross_validate(x, y, sure, folds, empty, target))
            per_fold = [r / a if a else 1.0 for run in runs for a, r, _ in run]
            seeds = [(sum(a for a, _, _ in run) / n, sum(r for _, r, _ in run) / max(1, sum(a for a, _, _ in run)))
                     for run in runs]
            out(f"| {name} | {target:.2f} | {np.mean([c for c, _ in seeds]):.3f} | {np.mean([p for _, p in seeds]):.3f} | "
                f"{sum(p < 0.90 for p in per_fold)}/{len(per_fold)} | {min(per_fold):.3f} | "
                + "; ".join(f"{c:.3f} / {p:.3f}" for c, p in seeds) + " |")
    if args.write:
        entry = store_gate(x_gate, y, certain, n)
        out("")
        out(f"Stored: the shipped gate fitted on all of dev, threshold {entry['threshold']:.3f} (target {GATE_TARGET}).")
    if not args.no_write:
        write_section("titles_gold", "answer gate on the first answer, esco dev (cross-validated)", out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
