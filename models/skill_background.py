"""Measure how close each skill sits to job-ad sentences in general (its "hub" score) for rank mode.

``make model MODEL=skill-background`` (= ``python -m models skill-background``) writes
``normalize/data/skills/background.json`` (and the folder's ``SHA256SUMS.json``); the card is
``models/cards/skill_background.md``.

Method: sentences of postings of the development split of ``../shared/data/job_postings`` (never the test
split, ``benchmarks/real_gold.split_of``; the ads of the skill gold are left out too), every language, in a
fixed order (hash of the posting id), are scored against every skill of the shipped ESCO with rank mode's own
score (``SkillExtractor.score_matrix``, fused). Per skill the file stores the mean score over the sentences.
A skill with a high mean ("dies", "plan", "schedule shifts") is near any sentence, so it reaches the top of
many ads' rankings without being asked for; rank mode subtracts ``SkillConfig.rank_background_weight`` x this
mean (the hubness correction of cross-lingual retrieval, Conneau et al. 2018, with the whole background as
the neighbourhood). Only the per-skill means are stored, no text of the corpus.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
TARGET = REPO / "normalize" / "data" / "skills" / "background.json"


def _sentences(postings: int, limit: int) -> list[str]:
    """Up to ``limit`` sentences of ``postings`` dev-split postings outside the skill gold, in a fixed order."""
    import polars as pl

    sys.path.insert(0, str(REPO / "benchmarks"))
    from real_gold import CORPUS, read_gold, split_of

    from normalize.matching.skills import _sentences as split_sentences

    gold = {item["id"] for item in read_gold("skills_esco")}
    frame = pl.read_parquet(CORPUS, columns=["id", "description"])
    rows = [r for r in frame.iter_rows(named=True) if r["id"] not in gold and split_of(r["id"]) == "dev"]
    rows.sort(key=lambda r: hashlib.sha256(r["id"].encode()).hexdigest())
    pieces, _ = split_sentences([r["description"] or "" for r in rows[:postings]])
    return pieces[:limit]


def measure(sentences: list[str]) -> np.ndarray:
    """Mean fused rank-mode score of every shipped ESCO skill over ``sentences``."""
    from normalize.matching.config import SkillConfig
    from normalize.matching.skills import SkillExtractor

    extractor = SkillExtractor("esco", config=SkillConfig(mode="rank"))
    total = np.zeros(len(extractor.index), dtype=np.float64)
    for lo in range(0, len(sentences), 256):
        total += extractor.score_matrix(sentences[lo : lo + 256]).sum(axis=0)
    return total / max(len(sentences), 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--postings", type=int, default=300, help="dev-split postings to read")
    parser.add_argument("--sentences", type=int, default=4000, help="at most this many of their sentences")
    args = parser.parse_args(argv)
    from normalize.artifacts import write_folder_manifest
    from normalize.matching.encoder import encoder_for
    from normalize.matching.taxonomy import load_taxonomy

    started = time.perf_counter()
    sentences = _sentences(args.postings, args.sentences)
    mean = measure(sentences)
    payload = {
        "about": "Per ESCO skill (in the taxonomy's order): mean fused rank-mode score over sentences of dev-split "
                 "job postings; models/skill_background.py, card models/cards/skill_background.md",
        "skill_fingerprint": load_taxonomy("esco").fingerprint("skill"),
        "encoder": getattr(encoder_for(None, True), "model_id", "model"),
        "settings": {"postings": args.postings, "sentences": len(sentences)},
        "mean": [round(float(v), 4) for v in mean],
    }
    TARGET.write_text(json.dumps(payload, separators=(",", ":")) + "\n", encoding="utf-8")
    write_folder_manifest(TARGET.parent)
    print(json.dumps({"skills": len(mean), "sentences": len(sentences), "bytes": TARGET.stat().st_size,
                      "seconds": round(time.perf_counter() - started, 1)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
