"""Title-match scores as probabilities: the fused retrieval score mapped to P(the match is acceptable).

The mapping is a logistic curve ``1 / (1 + exp(-(intercept + slope * fused)))`` per taxonomy, fitted on
real vacancy titles judged by reading (``benchmarks/bench_title_calibration.py``, gold references in
``benchmarks/gold/real/titles.jsonl``) and stored in ``normalize/data/models/title_calibration.json`` with
the default threshold: the lowest probability at which answered titles were at least 90% acceptable on the
fitting split. A logistic curve (two numbers) rather than isotonic steps, because it is strictly
increasing: the ranking of candidates is unchanged and no two fused scores collapse into a tie.
Exact alias hits keep 1.0 (every exact hit of the judged sample was acceptable). Taxonomies without a
fitted curve keep the fused score.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

__all__ = ["Calibration", "calibration_for", "CALIBRATION_FILE"]

CALIBRATION_FILE = Path(__file__).resolve().parents[1] / "data" / "models" / "title_calibration.json"


@dataclass(frozen=True)
class Calibration:
    """A fitted curve and the default abstain threshold (a probability)."""

    intercept: float
    slope: float
    threshold: float

    def probability(self, fused: np.ndarray) -> np.ndarray:
        """P(acceptable) for fused scores below 1.0 (capped at 0.999); exact hits (1.0) stay 1.0."""
        fused = np.asarray(fused, dtype=np.float32)
        p = 1.0 / (1.0 + np.exp(-(self.intercept + self.slope * fused.astype(np.float64))))
        return np.where(fused >= 1.0, 1.0, np.minimum(p, 0.999)).astype(np.float32)


@lru_cache(maxsize=1)
def _table() -> dict[str, dict]:
    try:
        return json.loads(CALIBRATION_FILE.read_text(encoding="utf-8"))["taxonomies"]
    except (OSError, ValueError, KeyError):
        return {}


def calibration_for(taxonomy_name: str) -> Calibration | None:
    """The fitted curve of a taxonomy (by ``Taxonomy.name``: ``builtin``), or None."""
    entry = _table().get(taxonomy_name)
    if entry is None:
        return None
    return Calibration(float(entry["intercept"]), float(entry["slope"]), float(entry["threshold"]))
