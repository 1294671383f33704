"""Job-title normalization accuracy and encoder speed on the JobBERT dev titles against ESCO v1.1.1.

Task: each raw vacancy title of ``../shared/data/jobbert_eval_dev/titles.csv`` (15,463 rows, the full
file) is ranked against all 3,007 ESCO v1.1.1 occupations. An occupation's labels are its preferred
label, alternative labels and hidden labels (lower-cased, de-duplicated per occupation); its score for a
title is the MAX over its labels of the label score (cosine of embeddings, or rapidfuzz token_set_ratio).
Titles are used as given (no cleaning), so this measures the encoder, not the cleaning step.
Rank = 1 + number of occupations scoring strictly higher than the gold one (ties broken at random with a
fixed seed: a 1e-6 jitter). The one row whose gold URI is not in ESCO v1.1.1 counts as a miss.
Metrics: MRR (untruncated), Acc@1, Recall@5, Recall@10.

Systems:
- ``onnx-fp32`` / ``onnx-int8``: our encoder (normalize.matching.encoder.Encoder) from ``--model-dir``
  (a folder with model.json naming both variants, as written by ``python -m models.build``);
- ``bundled``: the model shipped in normalize/data/models (whatever variant is default there);
- ``st-base``: generic all-MiniLM-L6-v2 through sentence-transformers (torch fp32) - peer;
- ``rapidfuzz``: rapidfuzz ``fuzz.token_set_ratio`` over all labels (default_process) - peer.

Speed (``--speed``): unique titles encoded per second, our ONNX encoder vs sentence-transformers (torch
fp32, same base architecture) on the same ``--speed-n`` unique dev titles, same thread count, same batch
size; median of ``--repeats`` runs.

    .venv/bin/python benchmarks/bench_titles.py --systems onnx-fp32,onnx-int8,st-base,rapidfuzz \
        --model-dir models/_work/export --speed

Results of every system run are kept in benchmarks/_work/titles_results.json and the table over all of
them is printed as markdown.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
WORK = REPO / "benchmarks" / "_work"
RESULTS = WORK / "titles_results.json"
sys.path.insert(0, str(REPO))

from models.evaluate import (  # noqa: E402 - the ranking protocol is shared with the model build
    DATA,
    DEV,
    ESCO,
    load_dev,
    load_occupation_labels,
    metrics,
    ranks_from_label_scores,
)


def make_encoder(system: str, model_dir: Path | None, threads: int):
    """Return encode(texts) -> unit-norm float32 array for an embedding system."""
    if system in ("onnx-fp32", "onnx-int8", "bundled"):
        from normalize.matching.encoder import Encoder

        q = None if system == "bundled" else system == "onnx-int8"
        enc = Encoder(model_dir if system != "bundled" else None, threads=threads, quantized=q)
        return lambda texts: enc.encode(texts, batch_size=256)
    if system == "st-base":
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        import torch
        from sentence_transformers import SentenceTransformer

        from models.export import base_model_dir

        torch.set_num_threads(threads)
        st = SentenceTransformer(str(base_model_dir()), device="cpu")
        return lambda texts: st.encode(texts, batch_size=256, normalize_embeddings=True,
                                       convert_to_numpy=True, show_progress_bar=False).astype(np.float32)
    raise ValueError(system)


def evaluate(system: str, model_dir: Path | None, threads: int, rows: int | None) -> dict:
    uris, labels, owner = load_occupation_labels()
    pos = {u: i for i, u in enumerate(uris)}
    titles, gold = load_dev(rows=rows)
    gold_idx = np.asarray([pos.get(g, -1) for g in gold], dtype=np.int64)
    t0 = time.perf_counter()
    if system == "rapidfuzz":
        from rapidfuzz import fuzz, process, utils

        def score_fn(s: int, e: int) -> np.ndarray:
            return process.cdist(titles[s:e], labels, scorer=fuzz.token_set_ratio,
                                 processor=utils.default_process, dtype=np.float32, workers=threads)
    else:
        encode = make_encoder(system, model_dir, threads)
        lab_emb = encode(labels)
        q_emb = encode(titles)

        def score_fn(s: int, e: int) -> np.ndarray:
            return q_emb[s:e] @ lab_emb.T
    ranks = ranks_from_label_scores(score_fn, len(titles), owner, len(uris), gold_idx)
    out = metrics(ranks)
    out.update(system=system, seconds=round(time.perf_counter() - t0, 1), threads=threads,
               model_dir=str(model_dir) if model_dir else None, n_labels=len(labels), n_occupations=len(uris))
    return out


def speed(model_dir: Path | None, system: str, threads: int, n: int, repeats: int) -> dict:
    titles, _ = load_dev()
    uniq = list(dict.fromkeys(titles))[:n]
    res = {}
    for name in (system, "st-base"):
        encode = make_encoder(name, model_dir, threads)
        encode(uniq[:256])  # warm-up
        times = []
        for _ in range(repeats):
            t = time.perf_counter()
            encode(uniq)
            times.append(time.perf_counter() - t)
        res[name] = {"titles_per_s": len(uniq) / statistics.median(times), "runs_s": [round(x, 2) for x in times]}
    res["ratio"] = res[system]["titles_per_s"] / res["st-base"]["titles_per_s"]
    res.update(n_titles=len(uniq), threads=threads, repeats=repeats)
    return res


def table(results: dict) -> str:
    lines = ["| system | MRR | Acc@1 | R@5 | R@10 | rows |", "| --- | ---: | ---: | ---: | ---: | ---: |"]
    for name, r in results.items():
        if name.startswith("speed"):
            continue
        lines.append(f"| {name} | {r['MRR']:.3f} | {r['Acc@1']:.3f} | {r['R@5']:.3f} | {r['R@10']:.3f} | {r['n']} |")
    for name, r in results.items():
        if name.startswith("speed"):
            sysname = [k for k in r if k not in ("ratio", "n_titles", "threads", "repeats", "st-base")][0]
            lines.append("")
            lines.append(f"Speed ({r['n_titles']} unique titles, {r['threads']} thread(s), median of {r['repeats']}): "
                         f"{sysname} {r[sysname]['titles_per_s']:.0f}/s vs sentence-transformers torch fp32 "
                         f"{r['st-base']['titles_per_s']:.0f}/s = {r['ratio']:.2f}x")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--systems", default="onnx-fp32,onnx-int8,st-base,rapidfuzz")
    ap.add_argument("--model-dir", type=Path, default=REPO / "models" / "_work" / "export")
    ap.add_argument("--rows", type=int, default=None, help="first N dev rows only (default: all)")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--tag", default="", help="suffix for the result key (e.g. a checkpoint name)")
    ap.add_argument("--speed", action="store_true")
    ap.add_argument("--speed-system", default="onnx-int8")
    ap.add_argument("--speed-n", type=int, default=5000)
    ap.add_argument("--repeats", type=int, default=3)
    args = ap.parse_args()
    if not DEV.is_file() or not ESCO.is_dir():
        sys.exit(f"shared data not found under {DATA}")
    WORK.mkdir(parents=True, exist_ok=True)
    results = json.loads(RESULTS.read_text()) if RESULTS.is_file() else {}
    for system in [s for s in args.systems.split(",") if s]:
        r = evaluate(system, args.model_dir, args.threads, args.rows)
        key = system + (f"[{args.tag}]" if args.tag else "") + (f"(first {args.rows})" if args.rows else "")
        results[key] = r
        print(json.dumps({key: r}), flush=True)
        RESULTS.write_text(json.dumps(results, indent=2))
    if args.speed:
        r = speed(args.model_dir, args.speed_system, args.threads, args.speed_n, args.repeats)
        results[f"speed[{args.speed_system},{args.threads}t]"] = r
        print(json.dumps(r), flush=True)
        RESULTS.write_text(json.dumps(results, indent=2))
    print(table(results))


if __name__ == "__main__":
    main()
