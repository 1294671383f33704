"""Fit the phrase-site model of skill extraction (``normalize/matching/phrase_model.py``).

``python -m models skill-phrase-model --write`` draws unlabelled dev postings (``--rows``, seed ``--seed``: a
description of 300+ characters, distinct, in no gold or sample file of ``benchmarks/gold``), runs the shipped ESCO
extractor on them with the model keeping every site, and records each candidate phrase site's features
(``SiteFeatures``, the very code of extraction time) and whether it lies inside a final link the semantic pass
made. A logistic model (numpy, L2, Newton steps: ``calibration.fit_logistic``) is fitted in 5 folds **by
posting**; the out-of-fold probabilities size each threshold (sites and phrases skipped, final-link sites lost).
The weights written are refitted on all postings, with ``--threshold``; the card is
``models/cards/skill_phrase_model.md``. Needs ``../shared/data/job_postings``; the test split is never read.
The records are kept in ``benchmarks/_work/phrase_model_<seed>_<rows>.npz`` (``--fresh`` records again).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import unicodedata
from pathlib import Path

import numpy as np

from normalize.matching.calibration import fit_logistic

REPO = Path(__file__).resolve().parents[1]
TARGET = REPO / "normalize" / "data" / "skills" / "phrase_model.json"
WORK = REPO / "benchmarks" / "_work"
FOLDS = 5
L2 = 1.0
SEED = 2026121120
ROWS = 1000
OWN_SAMPLES = "skillspeed9.txt"
THRESHOLDS = (0.002, 0.005, 0.01, 0.02, 0.03, 0.05)


def fold_of(posting_id: str) -> int:
    return int(hashlib.sha256(f"fold:{posting_id}".encode()).hexdigest(), 16) % FOLDS


def used_ids(own_samples: str = OWN_SAMPLES) -> set[str]:
    """Ids of every posting in a gold or sample file under ``benchmarks/gold``, but the draw's own ``own_samples``."""
    root = REPO / "benchmarks" / "gold"
    used: set[str] = set()
    for path in root.rglob("*.jsonl"):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("//"):
                try:
                    item = json.loads(line)
                except ValueError:
                    continue
                if isinstance(item, dict) and "id" in item:
                    used.add(str(item["id"]))
    for path in (root / "real" / "samples").glob("*.txt"):
        if path.name == own_samples:  # the ids drawn here: listed there after the draw
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                used.add(line.split()[0])
    return used


def draw(rows: int, seed: int, exclude: set[str] = frozenset()) -> tuple[list[str], list[str]]:
    """``rows`` unlabelled dev postings (ids, NFC descriptions) drawn with ``seed``."""
    import polars as pl

    sys.path.insert(0, str(REPO / "benchmarks"))
    import real_gold

    frame = pl.read_parquet(real_gold.CORPUS, columns=["id", "description"])
    frame = frame.filter(pl.col("description").str.len_chars() >= 300)
    frame = frame.filter(pl.col("id").map_elements(real_gold.split_of, return_dtype=pl.String) == "dev")
    frame = frame.filter(~pl.col("id").is_in(sorted(used_ids() | set(exclude))))
    frame = frame.unique("description", keep="first", maintain_order=True)
    frame = frame.sample(n=rows, seed=seed, shuffle=True)
    return frame["id"].to_list(), [unicodedata.normalize("NFC", t) for t in frame["description"].to_list()]


def record(texts: list[str], batch: int = 100) -> tuple[np.ndarray, np.ndarray, np.ndarray, list]:
    """Per candidate site of the extractor (every site kept): its feature row, whether it lies inside a final link
    of the semantic pass, and its text's index; and per call the inputs of its rows (to compute new features)."""
    from normalize.matching.phrase_model import FEATURES, PhraseModel
    from normalize.matching.skills import SkillExtractor

    extractor = SkillExtractor("esco")
    n = len(FEATURES)
    extractor.__dict__["_phrase_model"] = PhraseModel((0.0,) * n, 0.0, (0.0,) * n, (1.0,) * n, 0.0)  # keeps all
    calls: list[dict] = []
    site_rows, linked_of = extractor._site_rows, extractor._linked

    def rows_kept(phrases, phrase_sites, named, texts, exact, glossed):
        sites, rows = site_rows(phrases, phrase_sites, named, texts, exact, glossed)
        calls[-1].update(sites=sites, rows=rows, phrase_sites=phrase_sites, exact=exact, glossed=glossed)
        return sites, rows

    def linked(phrases):
        out = linked_of(phrases)
        calls[-1]["linked"] = out
        return out

    extractor._site_rows, extractor._linked = rows_kept, linked
    features, labels, docs, raw = [], [], [], []
    for lo in range(0, len(texts), batch):
        calls.append({})
        found = extractor.extract(texts[lo : lo + batch])
        call = calls[-1]
        if "sites" not in call:
            continue
        semantic = {(d, s, e, ci) for p, (ci, _) in call.get("linked", {}).items()
                    for d, s, e in call["phrase_sites"][p]}
        spans = [[(a, b) for link in links for a, b in [link["span"]]
                  if (d, a, b, extractor._ci_of[link["id"]]) in semantic] for d, links in enumerate(found)]
        features.append(call["rows"])
        raw.append([lo, call["sites"], call["exact"], call["glossed"]])
        labels.append(np.array([any(a <= s and e <= b for a, b in spans[d]) for _, d, s, e in call["sites"]]))
        docs.append(np.array([lo + d for _, d, _, _ in call["sites"]]))
    return np.vstack(features), np.concatenate(labels), np.concatenate(docs), raw


def featurise(texts: list[str], raw: list, batch: int = 100) -> np.ndarray:
    """The feature rows of recorded sites, computed again (features changed since the record)."""
    from normalize.matching.skills import SkillExtractor

    features = SkillExtractor("esco")._site_features
    return np.vstack([features.rows(texts[lo : lo + batch], [tuple(site) for site in sites], exact, glossed)
                      for lo, sites, exact, glossed in raw])


def standardise(x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    mean = x.mean(axis=0)
    scale = x.std(axis=0)
    scale[scale == 0] = 1.0
    return mean, scale


def fit(x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(weights with the intercept first, mean, scale) of the L2 logistic model on standardised columns."""
    mean, scale = standardise(x)
    design = np.hstack([np.ones((len(x), 1)), (x - mean) / scale])
    penalty = np.full(design.shape[1], L2)
    penalty[0] = 0.0
    return fit_logistic(design, y.astype(np.float64), penalty, tol=1e-6, max_iter=50), mean, scale


def probabilities(w: np.ndarray, mean: np.ndarray, scale: np.ndarray, x: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-(w[0] + ((x - mean) / scale) @ w[1:])))


def out_of_fold(x: np.ndarray, y: np.ndarray, folds: np.ndarray) -> np.ndarray:
    p = np.empty(len(y))
    for f in range(FOLDS):
        w, mean, scale = fit(x[folds != f], y[folds != f])
        p[folds == f] = probabilities(w, mean, scale, x[folds == f])
    return p


def main(argv: list[str] | None = None) -> int:
    from normalize.artifacts import write_manifest
    from normalize.matching.phrase_model import FEATURES
    from normalize.matching.taxonomy import load_taxonomy

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rows", type=int, default=ROWS)
    ap.add_argument("--seed", type=int, default=SEED)
    ap.add_argument("--threshold", type=float, default=0.01)
    ap.add_argument("--fresh", action="store_true")
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args(argv)
    cache = WORK / f"phrase_model_{args.seed}_{args.rows}.npz"
    ids, texts = draw(args.rows, args.seed)
    if cache.exists() and not args.fresh:
        saved = np.load(cache)
        x, y, docs = saved["x"], saved["y"], saved["docs"]
        if x.shape[1] != len(FEATURES):
            x = featurise(texts, json.loads(cache.with_suffix(".json").read_text(encoding="utf-8")))
    else:
        x, y, docs, raw = record(texts)
        WORK.mkdir(exist_ok=True)
        np.savez_compressed(cache, x=x, y=y, docs=docs)
        cache.with_suffix(".json").write_text(json.dumps(raw), encoding="utf-8")
    folds = np.array([fold_of(ids[d]) for d in docs])
    print(f"{len(ids)} postings, {len(y)} sites, {int(y.sum())} inside a final semantic link")
    p = out_of_fold(x, y, folds)
    print("threshold | sites skipped | share | inside-link sites lost | share of them")
    for t in THRESHOLDS:
        skip = p < t
        print(f"{t} | {int(skip.sum())} | {skip.mean():.3f} | {int((skip & y).sum())} | {(skip & y).sum() / y.sum():.4f}")
    w, mean, scale = fit(x, y)
    for name, weight in sorted(zip(FEATURES, w[1:], strict=True), key=lambda kv: -abs(kv[1])):
        print(f"  {name:18s} {weight:+.3f}")
    if args.write:
        payload = {
            "skill_fingerprint": load_taxonomy("esco").fingerprint("skill"),
            "features": list(FEATURES),
            "weights": [round(float(v), 6) for v in w[1:]],
            "intercept": round(float(w[0]), 6),
            "mean": [round(float(v), 6) for v in mean],
            "scale": [round(float(v), 6) for v in scale],
            "threshold": args.threshold,
            "fitted_on": f"{len(ids)} unlabelled dev postings, seed {args.seed}; {len(y)} sites",
        }
        TARGET.write_text(json.dumps(payload, indent=1) + "\n", encoding="utf-8")
        names = json.loads((TARGET.parent / "SHA256SUMS.json").read_text(encoding="utf-8"))
        write_manifest(TARGET.parent, sorted(set(names) | {TARGET.name}))
        print("wrote", TARGET)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
