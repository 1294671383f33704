"""Fit the bundled skill-link calibration of the shipped ESCO on the dev split of the ESCO skill gold.

Gold: ``benchmarks/gold/real/skills_esco.jsonl`` (``bench_skills_gold.py`` describes it and its judging).
The extractor runs uncalibrated on the dev ads; every judged link gives (raw score, acceptable): the raw
score is the phrase's cosine for a link found by meaning, and for a label found verbatim 1.0 or, where the
label's use in real ads was measured (``models/skill_label_fit.py``), 0.8 + 0.2 x its fit share.
``calibration.fit_calibration`` fits P(acceptable) and the lowest threshold at which the kept dev links are
>= ``--target`` acceptable; ``--write`` stores it under ESCO's skill fingerprint. Only the dev split is read.

    .venv/bin/python benchmarks/fit_skill_calibration.py --write
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

import real_gold  # noqa: E402

ESCO = "esco"  # the shipped taxonomy (the same skill ids and labels as the CSV release)
from bench_skills_gold import GOLD, Gold  # noqa: E402
from fit_title_calibration import store_curve  # noqa: E402


def dev_links() -> tuple[list[float], list[bool], int, dict]:
    """(raw score, acceptable) of each judged dev link, the number of ads, and what recall needs."""
    from normalize.matching.skills import SkillExtractor

    items = list(real_gold.iter_split(real_gold.read_gold(GOLD), "dev"))
    gold = Gold(items, real_gold.load_corpus({i["id"] for i in items}))
    extractor = SkillExtractor(ESCO)
    extractor.__dict__["calibration"] = None  # raw scores, every link above the raw thresholds
    pids = [a["id"] for a in gold.ads]
    found = extractor.extract([gold.texts[p] for p in pids])
    scores, verdicts = [], []
    links = {}
    for pid, matches in zip(pids, found, strict=True):
        links[pid] = [(m["id"], m["score"]) for m in matches]
        for m in matches:
            verdict = gold.judge_link(pid, m["id"], *m["span"])
            if verdict is not None:
                scores.append(m["score"])
                verdicts.append(verdict)
    return scores, verdicts, len(pids), {"gold": gold, "links": links}


def recall_at(threshold: float, curve, extra: dict) -> float:
    import numpy as np

    gold, listed, hit = extra["gold"], 0, 0
    for pid, links in extra["links"].items():
        kept = {sid for sid, raw in links if float(curve.probability(np.array([raw]))[0]) >= threshold}
        listed += len(gold.clear[pid])
        hit += sum(bool(accepted & kept) for _, _, accepted in gold.clear[pid])
    return hit / max(listed, 1)


def best_f1(curve, scores: list[float], verdicts: list[bool], extra: dict) -> float:
    import numpy as np

    probs = curve.probability(np.array(scores, dtype=np.float32))
    best, best_t = -1.0, 0.3
    for t in np.arange(0.30, 1.0, 0.01):
        kept = probs >= t
        if not kept.any():
            break
        precision = float(np.mean(np.array(verdicts)[kept]))
        recall = recall_at(float(t), curve, extra)
        f1 = 2 * precision * recall / max(precision + recall, 1e-9)
        if f1 > best:
            best, best_t = f1, round(float(t), 2)
    return best_t


def main(argv: list[str] | None = None) -> int:
    import numpy as np

    from normalize.matching.calibration import fit_calibration

    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--target", type=float, default=0.80, help="precision of the kept dev links")
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args(argv)
    scores, verdicts, ads, extra = dev_links()
    curve = fit_calibration(scores, verdicts, target=args.target, exact_is_certain=False)
    probs = curve.probability(np.array(scores, dtype=np.float32))
    kept = [v for v, p in zip(verdicts, probs, strict=True) if p >= curve.threshold]
    if sum(kept) < args.target * len(kept):  # the target is out of reach: the threshold with the best dev F1
        curve = replace(curve, threshold=best_f1(curve, scores, verdicts, extra))
    print(json.dumps({"dev_ads": ads, "judged_links": len(scores), "acceptable": sum(verdicts),
                      "intercept": curve.intercept, "slope": curve.slope, "threshold": curve.threshold,
                      "dev_recall_at_threshold": round(recall_at(curve.threshold, curve, extra), 3)}))
    if args.write:
        store_curve(ESCO, "esco", "skill", curve, target_precision=args.target,
                    fitted_on=f"benchmarks/gold/real/skills_esco.jsonl, dev split ({ads} ads, {len(scores)} "
                              "judged links); benchmarks/fit_skill_calibration.py --write")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
