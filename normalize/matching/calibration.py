"""Scores as probabilities: a raw match score mapped to P(the match is acceptable), per taxonomy.

The mapping is a logistic curve ``1 / (1 + exp(-(intercept + slope * raw)))`` with a default threshold (the
lowest probability at which answered items were at least 90% acceptable on the fitting split). A logistic
curve (two numbers) rather than isotonic steps, because it is strictly increasing: the ranking of candidates
is unchanged and no two raw scores collapse into a tie. Exact alias hits keep 1.0.

Curves are chosen by the loaded taxonomy's **fingerprint** (its ids and labels), so a taxonomy is
calibrated however it was named (``esco`` or ``esco:DIR`` on the same release), and an edited one is not:

- bundled: ``normalize/data/calibration/calibration.json`` (checksummed by its ``SHA256SUMS.json``): per
  shipped taxonomy (ESCO, O*NET, builtin) a ``title`` curve (fused title score, fitted on judged real titles
  by ``benchmarks/bench_title_calibration.py --write``) and, where fitted, a ``skill`` curve (the link score
  of skill extraction);
- the user's: ``hrnorm calibrate`` fits a title curve from the user's judgments (title, id, acceptable) and
  stores it under ``$HRNORM_CACHE_DIR/calibration/``, keyed by fingerprint; the matcher then uses it.

Beside ESCO's title curve sits an answer gate (``title_gate``, ``answer_gate.py``): where it is in force it decides
whether a title is answered at all, on more of the candidate list than the first score.

A taxonomy with no curve keeps raw scores (the title threshold is then 0.5 on the fused score) and
:func:`calibration_for` returns None, which the front doors report.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from normalize.cache import cache_dir

if TYPE_CHECKING:
    from normalize.matching.taxonomy import Taxonomy

__all__ = ["Calibration", "calibration_for", "fit_calibration", "fit_logistic", "save_user_calibration", "CALIBRATION_FILE"]

CALIBRATION_FILE = Path(__file__).resolve().parents[1] / "data" / "calibration" / "calibration.json"
KINDS = ("title", "skill")


@dataclass(frozen=True)
class Calibration:
    """A fitted curve and its default abstain threshold (a probability)."""

    intercept: float
    slope: float
    threshold: float
    source: str = ""  # where the curve came from (bundled taxonomy name or the user's file)
    # titles: an exact alias hit (raw 1.0) is certain; skill links: a label found verbatim is judged too
    exact_is_certain: bool = True

    def probability(self, raw: np.ndarray) -> np.ndarray:
        """P(acceptable) for raw scores (capped at 0.999); with ``exact_is_certain``, 1.0 stays 1.0."""
        raw = np.asarray(raw, dtype=np.float32)
        p = np.minimum(1.0 / (1.0 + np.exp(-(self.intercept + self.slope * raw.astype(np.float64)))), 0.999)
        return (np.where(raw >= 1.0, 1.0, p) if self.exact_is_certain else p).astype(np.float32)


@lru_cache(maxsize=1)
def _bundled() -> dict[str, dict]:
    from normalize.artifacts import verified_json

    payload = verified_json(CALIBRATION_FILE)
    return payload.get("taxonomies", {}) if isinstance(payload, dict) else {}


def _user_file(fingerprint: str, kind: str) -> Path:
    return cache_dir() / "calibration" / f"{kind}-{fingerprint[:24]}.json"


def calibration_for(taxonomy: Taxonomy, kind: str = "title") -> Calibration | None:
    """The curve for ``kind`` (``title`` or ``skill``) of a taxonomy, by its fingerprint: the user's own
    (``hrnorm calibrate``) first, then the bundled one; None when there is neither."""
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {KINDS}, got {kind!r}")
    fingerprint = taxonomy.fingerprint("occupation" if kind == "title" else "skill")
    user = _read_user(str(_user_file(fingerprint, kind)))
    if user is not None:
        return user
    for name, entry in _bundled().items():
        if entry.get(f"{kind}_fingerprint", entry.get("fingerprint")) == fingerprint and kind in entry:
            curve = entry[kind]
            return Calibration(float(curve["intercept"]), float(curve["slope"]), float(curve["threshold"]), name,
                               kind == "title")
    return None


def _read_user(path: str) -> Calibration | None:
    file = Path(path)
    if not file.is_file():
        return None
    try:
        entry = json.loads(file.read_text(encoding="utf-8"))
        return Calibration(float(entry["intercept"]), float(entry["slope"]), float(entry["threshold"]), path)
    except (OSError, ValueError, KeyError):
        return None


def fit_logistic(design: np.ndarray, y: np.ndarray, penalty: np.ndarray, *, tol: float, max_iter: int) -> np.ndarray:
    """Weights of an L2-penalised logistic regression of ``y`` (0/1) on the columns of ``design``
    (``penalty``: one ridge weight per column, 0 for an intercept), by Newton's method: written out so that
    fitting (here and ``models/skill_link_gate.py``) needs no scikit-learn. Stops after ``max_iter`` steps
    or when no weight moves by ``tol``."""
    w = np.zeros(design.shape[1])
    ridge = np.diag(penalty)
    for _ in range(max_iter):
        p = 1.0 / (1.0 + np.exp(-(design @ w)))
        grad = design.T @ (p - y) + ridge @ w
        hess = (design * (p * (1 - p))[:, None]).T @ design + ridge
        step = np.linalg.solve(hess, grad)
        w -= step
        if float(np.abs(step).max()) < tol:
            break
    return w


def fit_calibration(
    scores: Sequence[float], acceptable: Sequence[bool], target: float = 0.90, source: str = "",
    exact_is_certain: bool = True,
) -> Calibration:
    """Fit the curve on raw scores (exact hits, 1.0, excluded when ``exact_is_certain``) and their
    judgments, and choose the lowest threshold (0.01 grid) at which the answered items are at least
    ``target`` acceptable; when no threshold reaches it, the lowest one whose answered items are within
    0.01 of the best rate any threshold reaches (so the default still answers something).

    Logistic regression on two parameters (:func:`fit_logistic`); a tiny ridge term keeps separable
    judgments finite.
    """
    x = np.asarray(scores, dtype=np.float64)
    y = np.asarray(acceptable, dtype=np.float64)
    if x.shape != y.shape or x.size == 0:
        raise ValueError("need as many judgments as scores, and at least one")
    fit = x < 1.0 if exact_is_certain else np.ones_like(x, dtype=bool)
    xf, yf = x[fit], y[fit]
    if xf.size < 2 or yf.min(initial=1.0) == yf.max(initial=0.0):
        raise ValueError("need judged non-exact matches of both kinds (acceptable and not) to fit a curve")
    w = fit_logistic(np.column_stack([np.ones_like(xf), xf]), yf, np.full(2, 1e-4), tol=1e-10, max_iter=100)
    curve = Calibration(round(float(w[0]), 4), round(float(w[1]), 4), 1.0, source, exact_is_certain)
    prob = curve.probability(x)
    rates = []
    for t in np.arange(0.30, 1.0, 0.01):
        answered = prob >= t
        if not answered.any():
            break
        rates.append((round(float(t), 2), float(y[answered].mean())))
        if rates[-1][1] >= target:
            return replace(curve, threshold=rates[-1][0])
    if not rates:
        return curve
    best = max(rate for _, rate in rates)
    return replace(curve, threshold=next(t for t, rate in rates if rate >= best - 0.01))


def save_user_calibration(taxonomy: Taxonomy, curve: Calibration, kind: str = "title", **notes: object) -> Path:
    """Store a fitted curve for this taxonomy (by fingerprint) where :func:`calibration_for` finds it."""
    from normalize.atomic import write_text_atomic

    path = _user_file(taxonomy.fingerprint("occupation" if kind == "title" else "skill"), kind)
    entry = {k: v for k, v in asdict(curve).items() if k != "source"} | {"taxonomy": taxonomy.name, **notes}
    path.parent.mkdir(parents=True, exist_ok=True)
    write_text_atomic(path, json.dumps(entry, indent=1, default=str) + "\n")
    return path

