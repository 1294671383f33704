"""Evaluation of title encoders: rank all ESCO v1.1.1 occupations for each JobBERT dev title.

The JobBERT dev file (``../shared/data/jobbert_eval_dev/titles.csv``) is used for evaluation and model
selection only; nothing here feeds training. An occupation's labels are its preferred, alternative and
hidden labels (lower-cased, de-duplicated per occupation); its score for a title is the MAX over its
labels' cosine similarities. Rank = 1 + number of occupations scoring strictly higher than the gold one
(ties broken at random by a 1e-6 jitter with a fixed seed); a gold URI missing from ESCO counts as a miss.

    python -m models.evaluate MODEL_DIR [--variant int8s] [--rows N] [--threads 2]
"""

from __future__ import annotations

import argparse
import csv
import json
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
DATA = REPO.parent / "shared" / "data"
ESCO = DATA / "esco_v1.1.1"
DEV = DATA / "jobbert_eval_dev" / "titles.csv"


def load_occupation_labels(esco_dir: Path = ESCO) -> tuple[list[str], list[str], np.ndarray]:
    """(occupation uris, flat label list, owner index of each label) with labels grouped by occupation."""
    uris: list[str] = []
    labels: list[str] = []
    owner: list[int] = []
    with (esco_dir / "occupations_en.csv").open(encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            idx = len(uris)
            uris.append(row["conceptUri"])
            seen: set[str] = set()
            cells = [row["preferredLabel"], *(row["altLabels"] or "").split("\n"),
                     *(row["hiddenLabels"] or "").split("\n")]
            for lab in cells:
                key = " ".join(lab.lower().split())
                if key and key not in seen:
                    seen.add(key)
                    labels.append(key)
                    owner.append(idx)
    return uris, labels, np.asarray(owner, dtype=np.int64)


def load_dev(path: Path = DEV, rows: int | None = None) -> tuple[list[str], list[str]]:
    titles, gold = [], []
    with path.open(encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            titles.append(row["vacancyTitle"])
            gold.append(row["conceptUri"])
            if rows and len(titles) >= rows:
                break
    return titles, gold


def ranks_from_label_scores(score_fn, n_queries: int, owner: np.ndarray, n_occ: int, gold_idx: np.ndarray,
                            chunk: int = 512, seed: int = 0) -> np.ndarray:
    """score_fn(start, stop) -> (stop-start, n_labels) label scores; returns the gold rank per query."""
    rng = np.random.default_rng(seed)
    starts = np.r_[0, np.flatnonzero(np.diff(owner)) + 1]  # labels are grouped by owner, in order
    ranks = np.full(n_queries, np.inf)
    for s in range(0, n_queries, chunk):
        e = min(n_queries, s + chunk)
        lab = np.asarray(score_fn(s, e), dtype=np.float64)
        occ = np.maximum.reduceat(lab, starts, axis=1)
        occ += rng.uniform(0, 1e-6, size=occ.shape)
        for row, q in enumerate(range(s, e)):
            g = gold_idx[q]
            if g >= 0:
                ranks[q] = 1 + int((occ[row] > occ[row, g]).sum())
    assert len(starts) == n_occ
    return ranks


def metrics(ranks: np.ndarray) -> dict[str, float]:
    rr = np.where(np.isfinite(ranks), 1.0 / ranks, 0.0)
    return {"MRR": float(rr.mean()), "Acc@1": float((ranks <= 1).mean()), "R@5": float((ranks <= 5).mean()),
            "R@10": float((ranks <= 10).mean()), "n": int(len(ranks))}


def evaluate_embedder(encode, rows: int | None = None) -> dict:
    """Metrics on the dev titles of any ``encode(texts) -> (n, dim)`` L2-normalized embedder."""
    uris, labels, owner = load_occupation_labels()
    pos = {u: i for i, u in enumerate(uris)}
    titles, gold = load_dev(rows=rows)
    gold_idx = np.asarray([pos.get(g, -1) for g in gold], dtype=np.int64)
    lab = encode(labels)
    q = encode(titles)
    ranks = ranks_from_label_scores(lambda s, e: q[s:e] @ lab.T, len(titles), owner, len(uris), gold_idx)
    return metrics(ranks)


def evaluate_onnx(model_dir: Path, variant: str, rows: int | None = None, threads: int | None = None) -> dict:
    """Metrics of the ONNX encoder ``variant`` in ``model_dir`` on the dev titles."""
    from normalize.matching.encoder import Encoder

    return evaluate_embedder(Encoder(model_dir, threads=threads, variant=variant).encode, rows)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("model_dir", type=Path)
    ap.add_argument("--variant", default="fp32", help="fp32, w8, int8 or int8s (see models/export.py)")
    ap.add_argument("--rows", type=int)
    ap.add_argument("--threads", type=int)
    args = ap.parse_args()
    print(json.dumps(evaluate_onnx(args.model_dir, args.variant, args.rows, args.threads)))


if __name__ == "__main__":
    main()
