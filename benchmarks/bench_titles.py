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
- ``onnx-fp32`` / ``onnx-w8`` / ``onnx-int8``: our encoder (normalize.matching.encoder.Encoder) from
  ``--model-dir`` (a folder whose model.json names all variants, as written by ``python -m models.build``
  into models/_work/export);
- ``bundled``: the model shipped in normalize/data/models (whatever variant is default there);
- ``st-base``: generic all-MiniLM-L6-v2 through sentence-transformers (torch fp32) - peer;
- ``rapidfuzz``: rapidfuzz ``fuzz.token_set_ratio`` over all labels (default_process) - peer.

Speed (``--speed``): unique titles encoded per second, our ONNX encoder vs sentence-transformers (torch
fp32, same base architecture, its default batch size 32) on the same ``--speed-n`` unique dev titles,
same thread count; median of ``--repeats`` interleaved runs, by wall time and by process CPU time (the
machine is shared, so CPU time is the steadier figure).

    .venv/bin/python benchmarks/bench_titles.py --systems onnx-fp32,onnx-int8,st-base,rapidfuzz \
        --model-dir models/_work/export --speed

Results of every system run are kept in benchmarks/_work/titles_results.json and the table over all of
them is printed as markdown and written to benchmarks/results/titles.md (a section with the command and
the date).
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

from results_file import write_section  # noqa: E402

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
    if system in ("onnx-fp32", "onnx-int8", "onnx-w8", "onnx-int8s", "bundled"):
        from normalize.matching.encoder import Encoder

        if system == "bundled":
            enc = Encoder(None, threads=threads)
        else:
            enc = Encoder(model_dir, threads=threads, variant=system.removeprefix("onnx-"))
        return lambda texts: enc.encode(texts)
    if system == "st-base":
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        import torch
        from sentence_transformers import SentenceTransformer

        from models.export import base_model_dir

        torch.set_num_threads(threads)
        st = SentenceTransformer(str(base_model_dir()), device="cpu")
        return lambda texts: st.encode(texts, batch_size=32, normalize_embeddings=True,
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


def speed(model_dir: Path | None, systems: list[str], threads: int, n: int, repeats: int) -> dict:
    """Titles/s per system (wall and process-CPU time), runs interleaved so load changes hit all alike."""
    titles, _ = load_dev()
    uniq = list(dict.fromkeys(titles))[:n]
    names = [*systems, "st-base"]
    encoders = {name: make_encoder(name, model_dir, threads) for name in names}
    wall: dict[str, list[float]] = {name: [] for name in names}
    cpu: dict[str, list[float]] = {name: [] for name in names}
    for encode in encoders.values():
        encode(uniq[:256])  # warm-up
    for _ in range(repeats):
        for name, encode in encoders.items():
            t, c = time.perf_counter(), time.process_time()
            encode(uniq)
            wall[name].append(time.perf_counter() - t)
            cpu[name].append(time.process_time() - c)
    res: dict = {"n_titles": len(uniq), "threads": threads, "repeats": repeats, "systems": {}}
    for name in names:
        res["systems"][name] = {"wall_titles_per_s": len(uniq) / statistics.median(wall[name]),
                                "cpu_titles_per_s": len(uniq) / statistics.median(cpu[name]),
                                "wall_s": [round(x, 2) for x in wall[name]], "cpu_s": [round(x, 2) for x in cpu[name]]}
    ref = res["systems"]["st-base"]
    for name in systems:
        r = res["systems"][name]
        r["ratio_wall"] = r["wall_titles_per_s"] / ref["wall_titles_per_s"]
        r["ratio_cpu"] = r["cpu_titles_per_s"] / ref["cpu_titles_per_s"]
    return res


def table(results: dict) -> str:
    lines = ["| system | MRR | Acc@1 | R@5 | R@10 | rows |", "| --- | ---: | ---: | ---: | ---: | ---: |"]
    for name, r in results.items():
        if name.startswith("speed"):
            continue
        lines.append(f"| {name} | {r['MRR']:.3f} | {r['Acc@1']:.3f} | {r['R@5']:.3f} | {r['R@10']:.3f} | {r['n']} |")
    for name, r in results.items():
        if name.startswith("speed"):
            lines += ["", f"Speed ({r['n_titles']} unique dev titles, {r['threads']} thread(s), median of "
                      f"{r['repeats']} interleaved runs; titles/s by wall time and by process CPU time):", "",
                      "| system | titles/s (wall) | titles/s (CPU) | x st-base (wall) | x st-base (CPU) |",
                      "| --- | ---: | ---: | ---: | ---: |"]
            for sysname, s in r["systems"].items():
                lines.append(f"| {sysname} | {s['wall_titles_per_s']:.0f} | {s['cpu_titles_per_s']:.0f} | "
                             f"{s.get('ratio_wall', 1.0):.2f} | {s.get('ratio_cpu', 1.0):.2f} |")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--systems", default="onnx-fp32,onnx-int8,st-base,rapidfuzz")
    ap.add_argument("--model-dir", type=Path, default=REPO / "models" / "_work" / "export")
    ap.add_argument("--rows", type=int, default=None, help="first N dev rows only (default: all)")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--tag", default="", help="suffix for the result key (e.g. a checkpoint name)")
    ap.add_argument("--speed", action="store_true")
    ap.add_argument("--speed-systems", default="onnx-w8,onnx-fp32,onnx-int8")
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
        r = speed(args.model_dir, args.speed_systems.split(","), args.threads, args.speed_n, args.repeats)
        results[f"speed[{args.threads}t]"] = r
        print(json.dumps(r), flush=True)
        RESULTS.write_text(json.dumps(results, indent=2))
    print(table(results))
    write_section("titles", "Encoder ranking and speed (bench_titles.py)", [
        f"Every system run so far with this checkout's `benchmarks/_work/titles_results.json` (this run: "
        f"{args.systems or 'no system'}{', speed' if args.speed else ''}).", "", table(results)])


if __name__ == "__main__":
    main()
