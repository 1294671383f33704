"""``hrnorm calibrate``: fit a title curve for a taxonomy from a user's judged matches.

The judged file is a CSV with columns ``title`` (a raw job title), ``id`` (a concept id of the taxonomy) and
``acceptable`` (true/false, yes/no or 1/0). Each pair gets the matcher's raw fused score (the same cleaning
and cascade as ``hrnorm titles``, uncalibrated, no threshold); ``calibration.fit_calibration`` fits the curve
and the threshold, and ``save_user_calibration`` stores it under the taxonomy's fingerprint, where the
matcher finds it from then on.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import numpy as np
import polars as pl

from normalize.matching.calibration import fit_calibration, save_user_calibration
from normalize.matching.config import DEFAULT_TAXONOMY, MatchConfig
from normalize.matching.retrieval import TitleMatcher, rank_concepts
from normalize.matching.taxonomy import load_taxonomy

__all__ = ["calibrate_titles"]

_TRUE = frozenset(["true", "yes", "y", "1", "acceptable", "ok"])
_FALSE = frozenset(["false", "no", "n", "0", "unacceptable", "wrong"])
POOL = 200  # candidates scored per title; a judged id ranked below them gets the lowest pool score


def _verdict(value: str | None, row: int) -> bool:
    text = (value or "").strip().lower()
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    raise ValueError(f"row {row}: acceptable must be true/false, yes/no or 1/0, got {value!r}")


def calibrate_titles(path: str | Path, taxonomy: str = DEFAULT_TAXONOMY, target: float = 0.90) -> str:
    """Fit and store the title curve of ``taxonomy`` from the judged CSV at ``path``; returns a summary."""
    frame = pl.read_csv(path, infer_schema=False, encoding="utf8-lossy")
    frame = frame.rename({c: c.strip().lower() for c in frame.columns})
    missing = [c for c in ("title", "id", "acceptable") if c not in frame.columns]
    if missing:
        raise ValueError(f"{path}: missing column(s) {missing}; need title, id, acceptable")
    tax = load_taxonomy(taxonomy)
    matcher = TitleMatcher(tax, config=MatchConfig(calibrate=False, min_score=-1.0))
    rows = frame.select("title", "id", "acceptable").iter_rows()
    judged = [(t or "", (i or "").strip(), _verdict(a, n)) for n, (t, i, a) in enumerate(rows, 2)]
    unknown = sorted({i for _, i, _ in judged if tax.get(i) is None})
    if unknown:
        raise ValueError(f"{path}: {len(unknown)} id(s) not in taxonomy {taxonomy!r}, e.g. {unknown[:3]}")
    cleaned = [c.clean if c is not None else t for t, c in zip(
        [t for t, _, _ in judged], matcher.clean_many([t for t, _, _ in judged]), strict=True)]
    distinct = list(dict.fromkeys(cleaned))
    config = replace(matcher.config, top_k=min(POOL, len(matcher.index)))
    ranked = rank_concepts(matcher.index, distinct, matcher.encoder, config)
    pool = {q: {matcher.index.concepts[ci].id: s for ci, s in cands} for q, cands in zip(distinct, ranked,
                                                                                          strict=True)}
    scores = [pool[q].get(i, min(pool[q].values(), default=0.0)) for q, (_, i, _) in zip(cleaned, judged,
                                                                                         strict=True)]
    verdicts = [ok for _, _, ok in judged]
    curve = fit_calibration(scores, verdicts, target=target)
    saved = save_user_calibration(tax, curve, judgments=str(Path(path).resolve()), pairs=len(judged),
                                  target_acceptable_rate=target)
    p = curve.probability(np.array(scores))
    answered = p >= curve.threshold
    rate = float(np.mean(np.array(verdicts)[answered])) if answered.any() else 0.0
    return (
        f"calibrated {tax.name}: {len(judged)} judged pairs ({sum(verdicts)} acceptable); "
        f"P = 1 / (1 + exp(-({curve.intercept} + {curve.slope} x score))), default threshold {curve.threshold} "
        f"(on these judgments: {int(answered.sum())} answered, {rate:.0%} acceptable); saved to {saved}"
    )
