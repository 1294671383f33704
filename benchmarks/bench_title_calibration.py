"""Title-match scores that mean something: fit P(acceptable) on judged real titles, report it on the test split.

Gold: ``benchmarks/gold/real/titles.jsonl`` (620 posting titles of ``../shared/data/job_postings``, drawn
at random, at most 40 per source, distinct titles; each with the builtin concept the matcher ranked first
and a judgment by reading: acceptable or not). Split by posting id (``real_gold.split_of``): the curve and
the default threshold are fitted on ``dev`` only; ``test`` gives the reliability table.

Per title the matcher (builtin taxonomy, uncalibrated, no threshold, no language abstention) gives its top
concept and fused score. The gold holds one judgment per (posting id, concept) pair: the first-ranked concept
of 2026-12-01, plus the other concepts ranked in the top 5 (and the semantic-only and lexical-only top 3) judged ahead so that
a retrained encoder's new top answers are already judged. A title is scored when its current top concept has
a judgment for that id; titles whose top has none are counted, not scored (``--list-unjudged`` prints them
to judge). Titles the language rule makes unreadable (``coverage.unreadable``) abstain before any score.

- curve: ``calibration.fit_calibration`` (logistic regression, the fit ``hrnorm calibrate`` uses) on the
  fused score of non-exact top matches (exact alias hits keep 1.0); the product reads the two fitted
  numbers from ``normalize/data/calibration/calibration.json``;
- threshold: the lowest probability (grid of 0.01) at which the answered dev titles are >= ``--target``
  acceptable;
- report: reliability table (mean predicted vs observed acceptable rate per probability bin), acceptable
  rate and coverage of answered titles at the default threshold, on dev and test.

    .venv/bin/python benchmarks/bench_title_calibration.py --write     # fit, store the curve, report
    .venv/bin/python benchmarks/bench_title_calibration.py             # report with the stored curve
    .venv/bin/python benchmarks/bench_title_calibration.py --list-unjudged   # ids + top concepts to judge
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import sys
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks"))

from real_gold import load_corpus, read_gold, resolve, split_of  # noqa: E402

RESULTS = REPO / "benchmarks" / "results" / "title_calibration.md"
BINS = (0.0, 0.3, 0.5, 0.7, 0.8, 0.9, 0.95, 1.0)


def judged_items() -> list[dict]:
    """One item per judged title: the matcher's current top concept and fused score, its judgment (None when
    that concept was never judged for the title), and flags."""
    from normalize.matching.coverage import unreadable
    from normalize.matching.retrieval import MatchConfig, TitleMatcher

    gold = read_gold("titles")
    judgments: dict[str, dict[str, bool]] = {}
    for item in gold:
        judgments.setdefault(item["id"], {})[item["expected"]["concept"]] = item["expected"]["acceptable"]
    titled: dict[str, dict] = {}  # the sample's titles, one per posting, in file order
    for item in gold:
        if item["kind"] == "title_match":
            titled.setdefault(item["id"], item)
    corpus = load_corpus(titled)
    titles = [resolve(item, corpus) for item in titled.values()]
    raw = MatchConfig(min_score=-1.0, calibrate=False, abstain_unreadable=False, top_k=1)
    matcher = TitleMatcher("builtin", config=raw)
    cleaned, matches = matcher.clean_and_match(titles)
    vocabulary = matcher.index.vocabulary
    out = []
    for item, title, clean, cands in zip(titled.values(), titles, cleaned, matches, strict=True):
        top = cands[0] if cands else None
        verdict = judgments[item["id"]].get(top["id"]) if top else None
        out.append({
            "id": item["id"],
            "split": split_of(item["id"]),
            "top": top["id"] if top else None,
            "label": top["label"] if top else None,
            "acceptable": bool(verdict),
            "judged": verdict is not None,  # the current top concept has a judgment for this title
            "fused": top["score"] if top else 0.0,
            "unreadable": unreadable(clean.clean if clean else title, matcher.taxonomy.languages, vocabulary),
        })
    return out


def list_unjudged(items: list[dict]) -> list[str]:
    """Tab-separated ``split, posting id, top concept id, its label`` of titles whose top has no judgment
    (titles are never printed: resolve the id in the corpus to judge by reading)."""
    return [f"{i['split']}\t{i['id']}\t{i['top']}\t{i['label']}" for i in items if not i["judged"] and i["top"]]


def fit(items: list[dict]) -> tuple[float, float]:
    from normalize.matching.calibration import fit_calibration

    rows = [i for i in items if i["split"] == "dev" and i["judged"] and not i["unreadable"] and i["fused"] < 1.0]
    curve = fit_calibration([i["fused"] for i in rows], [bool(i["acceptable"]) for i in rows])
    return curve.intercept, curve.slope


def probabilities(items: list[dict], intercept: float, slope: float) -> None:
    from normalize.matching.calibration import Calibration

    curve = Calibration(intercept, slope, 0.0)
    fused = np.array([i["fused"] for i in items], dtype=np.float32)
    for item, p in zip(items, curve.probability(fused), strict=True):
        item["p"] = 0.0 if item["unreadable"] else float(p)


def answered_stats(items: list[dict], threshold: float) -> dict:
    scored = [i for i in items if i["judged"] or i["unreadable"]]
    answered = [i for i in scored if i["p"] >= threshold]
    ok = sum(i["acceptable"] for i in answered)
    judged = [i for i in scored if i["judged"]]  # an unreadable title's unjudged top is no verdict either way
    return {
        "titles": len(scored),
        "answered": len(answered),
        "coverage": len(answered) / max(1, len(scored)),
        "acceptable_rate": ok / max(1, len(answered)),
        "acceptable_all": sum(i["acceptable"] for i in judged) / max(1, len(judged)),
    }


def choose_threshold(items: list[dict], target: float) -> float:
    dev = [i for i in items if i["split"] == "dev"]
    for t in np.arange(0.30, 1.0, 0.01):
        if answered_stats(dev, float(t))["acceptable_rate"] >= target:
            return round(float(t), 2)
    return 1.0


def reliability(items: list[dict]) -> list[tuple[str, int, float, float]]:
    rows = []
    scored = [i for i in items if i["judged"] and not i["unreadable"]]
    for lo, hi in zip(BINS, BINS[1:], strict=False):
        part = [i for i in scored if lo <= i["p"] < hi]
        if part:
            rows.append((f"[{lo:.2f}, {hi:.2f})", len(part), float(np.mean([i["p"] for i in part])),
                         float(np.mean([i["acceptable"] for i in part]))))
    exact = [i for i in scored if i["p"] >= 1.0]
    if exact:
        rows.append(("exact alias (1.0)", len(exact), 1.0, float(np.mean([i["acceptable"] for i in exact]))))
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="fit on dev and store the curve in the package")
    parser.add_argument("--target", type=float, default=0.90, help="acceptable rate of answered dev titles")
    parser.add_argument("--list-unjudged", action="store_true",
                        help="print the titles whose current top concept has no judgment (no figures)")
    args = parser.parse_args()
    from normalize.matching.calibration import CALIBRATION_FILE

    items = judged_items()
    if args.list_unjudged:
        rows = list_unjudged(items)
        print("\n".join(rows + [f"# {len(rows)} of {len(items)} titles have an unjudged top concept"]))
        return 0
    if args.write:
        intercept, slope = fit(items)
        probabilities(items, intercept, slope)
        threshold = choose_threshold(items, args.target)
        from fit_title_calibration import store_curve

        from normalize.matching.calibration import Calibration

        store_curve("builtin", "builtin", "title", Calibration(round(intercept, 4), round(slope, 4), threshold),
                    fitted_on="benchmarks/gold/real/titles.jsonl, dev split", target_acceptable_rate=args.target)
    entry = json.loads(CALIBRATION_FILE.read_text(encoding="utf-8"))["taxonomies"]["builtin"]["title"]
    intercept, slope, threshold = entry["intercept"], entry["slope"], entry["threshold"]
    probabilities(items, intercept, slope)
    lines = report(items, intercept, slope, threshold, args)
    RESULTS.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))
    return 0


def report(items: list[dict], intercept: float, slope: float, threshold: float, args) -> list[str]:
    load = os.getloadavg()[0]
    lines = [
        "# Title-match calibration: P(acceptable) on real vacancy titles (builtin taxonomy)",
        "",
        f"`.venv/bin/python benchmarks/bench_title_calibration.py{' --write' if args.write else ''}` "
        f"({dt.datetime.now(dt.UTC):%Y-%m-%d %H:%M} UTC, load average {load:.1f}).",
        "",
        "Gold: `benchmarks/gold/real/titles.jsonl`, 620 real posting titles (random, at most 40 per source,",
        "every market and language of the corpus), judged by reading against the builtin concepts the matcher",
        "ranks near the top (one judgment per title and concept; a title is scored by the judgment of its",
        "current top concept). Split by posting id: curve and threshold fitted on dev, figures below on each.",
        f"Curve: P = 1 / (1 + exp(-({intercept:.3f} + {slope:.3f} x fused)));"
        f" default threshold **{threshold:.2f}** (target: answered dev titles >= {args.target:.0%} acceptable).",
        "",
    ]
    for split in ("dev", "test"):
        part = [i for i in items if i["split"] == split]
        stale = sum(1 for i in part if not i["judged"] and not i["unreadable"])
        unread = [i for i in part if i["unreadable"]]
        st = answered_stats(part, threshold)
        lines += [
            f"## {split} split ({len(part)} titles{'; fitted here' if split == 'dev' else ''})",
            "",
            f"- acceptable among answered titles at the default threshold: **{st['acceptable_rate']:.3f}**"
            f" ({st['answered']} answered of {st['titles']}: coverage **{st['coverage']:.3f}**); acceptable"
            f" top match with no threshold: {st['acceptable_all']:.3f}",
            f"- abstained by the language rule: {len(unread)} titles, of which"
            f" {sum(i['acceptable'] for i in unread)} had an acceptable top match",
            f"- top concept with no judgment for the title (not scored; `--list-unjudged`): {stale}",
            "",
            "| P(acceptable) bin | titles | mean predicted | observed acceptable |",
            "| --- | ---: | ---: | ---: |",
        ]
        lines += [f"| {name} | {n} | {pred:.3f} | {obs:.3f} |" for name, n, pred, obs in reliability(part)]
        lines.append("")
    return lines


if __name__ == "__main__":
    raise SystemExit(main())
