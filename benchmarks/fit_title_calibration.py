"""Fit the bundled title calibration of a shipped taxonomy (ESCO, O*NET) on the dev split of its judged gold.

Gold: ``benchmarks/gold/real/titles_{esco,onet}.jsonl`` (``bench_titles_gold.py`` describes it). Per dev
title the matcher (uncalibrated, no threshold) gives its top candidate and fused score; titles whose top
candidate was judged give (score, acceptable) pairs; ``calibration.fit_calibration`` fits the curve and the
lowest threshold at which answered dev titles are >= ``--target`` acceptable; ``--write`` stores it in
``normalize/data/calibration/calibration.json`` under the taxonomy's fingerprints (checksum manifest
rewritten). Only the dev split is read.

    .venv/bin/python benchmarks/fit_title_calibration.py --taxonomy esco --write
    .venv/bin/python benchmarks/fit_title_calibration.py --taxonomy onet --write
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks"))

from bench_titles_gold import SPECS, judgments  # noqa: E402
from real_gold import load_corpus, read_gold, resolve, split_of  # noqa: E402


def store_curve(spec: str, name: str, kind: str, curve, **notes: object) -> None:
    """Put one fitted curve (a ``Calibration``) and ``notes`` into the bundled calibration table under the
    taxonomy's fingerprints (other entries kept) and rewrite its checksum manifest."""
    from normalize.artifacts import write_manifest
    from normalize.matching.calibration import CALIBRATION_FILE
    from normalize.matching.taxonomy import load_taxonomy

    taxonomy = load_taxonomy(spec)
    table = json.loads(CALIBRATION_FILE.read_text(encoding="utf-8"))
    entry = table["taxonomies"].setdefault(name, {})
    entry["fingerprint"] = taxonomy.fingerprint("occupation")
    entry["skill_fingerprint"] = taxonomy.fingerprint("skill")
    entry[kind] = {"intercept": curve.intercept, "slope": curve.slope, "threshold": curve.threshold, **notes}
    CALIBRATION_FILE.write_text(json.dumps(table, indent=2) + "\n", encoding="utf-8")
    write_manifest(CALIBRATION_FILE.parent, [CALIBRATION_FILE.name])


def dev_pairs(taxonomy: str) -> tuple[list[float], list[bool], int]:
    """(fused score, acceptable) of each dev title's judged top candidate, and the number of dev titles."""
    from normalize.matching.retrieval import MatchConfig, TitleMatcher

    gold = read_gold(f"titles_{taxonomy}")
    sample = [i for i in gold if i["kind"] == "title" and split_of(i["id"]) == "dev"]
    corpus = load_corpus(i["id"] for i in sample)
    titles = [resolve(i, corpus) for i in sample]
    judged = judgments(gold)
    raw = MatchConfig(min_score=-1.0, calibrate=False, top_k=1)
    found = TitleMatcher(SPECS[taxonomy], config=raw).match(titles, top_k=1)
    scores, verdicts = [], []
    for item, cands in zip(sample, found, strict=True):
        verdict = judged.get(item["id"], {}).get(cands[0]["id"]) if cands else None
        if verdict is not None:
            scores.append(cands[0]["score"])
            verdicts.append(verdict)
    return scores, verdicts, len(sample)


def main(argv: list[str] | None = None) -> int:
    from normalize.matching.calibration import fit_calibration

    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--taxonomy", choices=sorted(SPECS), default="esco")
    ap.add_argument("--target", type=float, default=0.90)
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args(argv)
    scores, verdicts, n = dev_pairs(args.taxonomy)
    curve = fit_calibration(scores, verdicts, target=args.target)
    print(json.dumps({"taxonomy": args.taxonomy, "dev_titles": n, "judged_top_answers": len(scores),
                      "acceptable": sum(verdicts), "intercept": curve.intercept, "slope": curve.slope,
                      "threshold": curve.threshold}))
    if args.write:
        store_curve(SPECS[args.taxonomy], args.taxonomy, "title", curve, target_acceptable_rate=args.target,
                    fitted_on=f"benchmarks/gold/real/titles_{args.taxonomy}.jsonl, dev split ({len(scores)} "
                              "judged top answers); benchmarks/fit_title_calibration.py --write")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
