"""Measure how often each skill label, found verbatim in real job ads, is used in the skill's sense.

``make model MODEL=skill-label-fit`` (= ``python -m models skill-label-fit``) writes
``normalize/data/skills/label_fit.json`` (and its ``SHA256SUMS.json``); the card is
``models/cards/skill_label_fit.md``.

Method: English postings of the development split of ``../shared/data/job_postings`` (never the test split,
``benchmarks/real_gold.split_of``) are run through the shipped ESCO skill extractor's exact label matcher.
For each matched surface form (a label key, ``normalize_label``) up to ``--per-label`` occurrences are kept;
each occurrence's context (the words around it) is encoded with the shipped encoder and every ESCO skill is
scored against it (preferred-label embeddings, as the semantic pass does). The occurrence **fits** when the
matched skill ranks among the ``--top`` skills closest to its context. Per label key the file stores
``[occurrences measured, fit rate]``: "Python" in "Python and Django" fits nearly always, "schedule" in
"Schedule: Monday to Friday" (ESCO's manage time) rarely. The extractor does not link a label whose fit rate
is below its threshold (``SkillConfig.min_label_fit``). Only statistics are stored, no text of the corpus.
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
CORPUS = REPO.parent / "shared" / "data" / "job_postings" / "postings.parquet"
TARGET = REPO / "normalize" / "data" / "skills" / "label_fit.json"
WINDOW = 8  # tokens each side of the mention


def _split_of(posting_id: str) -> str:
    sys.path.insert(0, str(REPO / "benchmarks"))
    from real_gold import split_of

    return split_of(posting_id)


def _sample(limit: int) -> list[str]:
    """Texts of up to ``limit`` English dev-split postings, in a fixed order (hash of the id)."""
    import polars as pl

    frame = pl.read_parquet(CORPUS, columns=["id", "language", "title", "description"])
    frame = frame.filter(pl.col("language") == "en")
    rows = [r for r in frame.iter_rows(named=True) if _split_of(r["id"]) == "dev"]
    rows.sort(key=lambda r: hashlib.sha256(r["id"].encode()).hexdigest())
    return [f"{r['title'] or ''}\n\n{r['description'] or ''}" for r in rows[:limit]]


def measure(texts: list[str], per_label: int, top: int) -> dict[str, list[float]]:
    from normalize.matching.skills import SkillExtractor, _nlp, _tokenizable
    from normalize.matching.taxonomy import normalize_label

    extractor = SkillExtractor("esco")
    matchers = extractor._phrase_matcher()  # the extractor's own exact matchers: the same hits as at run time
    strings = _nlp().vocab.strings
    contexts: dict[str, list[tuple[str, int]]] = {}
    for doc in _nlp().tokenizer.pipe([_tokenizable(t) for t in texts]):
        for matcher in matchers:
            for match_id, i, j in matcher(doc):
                key = normalize_label(doc[i:j].text)
                seen = contexts.setdefault(key, [])
                if len(seen) < per_label:
                    lo, hi = max(0, i - WINDOW), min(len(doc), j + WINDOW)
                    seen.append((" ".join(doc[lo:hi].text.split()), int(strings[match_id])))
    flat = [(key, ctx, ci) for key, items in contexts.items() for ctx, ci in items]
    encoder = extractor.encoder
    labels = extractor.index.preferred_embeddings(encoder)
    fits: dict[str, list[int]] = {}
    for lo in range(0, len(flat), 512):
        block = flat[lo : lo + 512]
        sims = encoder.encode([ctx for _, ctx, _ in block]) @ labels.T
        own = sims[np.arange(len(block)), [ci for _, _, ci in block]]
        rank = (sims > own[:, None]).sum(axis=1)
        for (key, _, _), r in zip(block, rank.tolist(), strict=True):
            fits.setdefault(key, []).append(int(r < top))
    return {key: [len(v), round(sum(v) / len(v), 3)] for key, v in sorted(fits.items())}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--postings", type=int, default=1500, help="English dev-split postings to read")
    parser.add_argument("--per-label", type=int, default=8, help="occurrences measured per label")
    parser.add_argument("--top", type=int, default=100, help="rank (of all skills) within which a use fits")
    args = parser.parse_args(argv)
    from normalize.artifacts import write_folder_manifest
    from normalize.matching.encoder import encoder_for
    from normalize.matching.taxonomy import load_taxonomy

    started = time.perf_counter()
    stats = measure(_sample(args.postings), args.per_label, args.top)
    payload = {
        "about": "Per ESCO skill label key: [occurrences measured, share used in the skill's sense] in English "
                 "dev-split job postings; models/skill_label_fit.py, card models/cards/skill_label_fit.md",
        "skill_fingerprint": load_taxonomy("esco").fingerprint("skill"),
        "encoder": getattr(encoder_for(None, True), "model_id", "model"),
        "settings": {"postings": args.postings, "per_label": args.per_label, "top": args.top, "window": WINDOW},
        "labels": stats,
    }
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    TARGET.write_text(json.dumps(payload, separators=(",", ":")) + "\n", encoding="utf-8")
    write_folder_manifest(TARGET.parent)
    print(json.dumps({"labels": len(stats), "bytes": TARGET.stat().st_size,
                      "seconds": round(time.perf_counter() - started, 1)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
