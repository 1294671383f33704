"""Answer or abstain on a title's first candidate: a logistic gate on cheap features of the candidate list.

The title curve (``calibration.py``) maps one number, the fused score, to P(acceptable), and exact alias hits
are certain. The gate reads a little more of the candidate list: how far the first candidate leads the second
and third, whether the first and second share an ISCO unit group, whether the answer is an exact hit, how much of
the occupation's preferred label the query says, and how often the occupation was right when it came first on
judged real titles (``occupation_prior``: a smoothed rate per occupation, the mean for one never seen first; a
word like "quality engineer" is often a software tester's title, "cargo vehicle driver" rarely wrong). It is
fitted on judged real titles of one shipped taxonomy (``benchmarks/fit_title_gate.py --write``) and stored, with
its rates keyed by occupation id, beside that taxonomy's curve in ``normalize/data/calibration/calibration.json``
(``title_gate``, checksummed), so it is chosen by the same fingerprint rule and never applies to another
taxonomy, or where the user's own curve (``hrnorm calibrate``) is in force.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from normalize.matching.taxonomy import Concept, Taxonomy

__all__ = ["AnswerGate", "GATE_FEATURES", "gate_features", "gate_for", "is_certain"]

GATE_FEATURES = (
    "fused", "exact", "margin", "third_gap", "preferred_in_query", "same_isco4", "second_exact", "exact_margin",
    "occupation_prior",
)


def _score(candidates: Sequence[tuple[Concept, float]], rank: int) -> float:
    return min(float(candidates[rank][1]), 1.0) if len(candidates) > rank else 0.0


def _words(text: str) -> set[str]:
    return set(text.lower().replace("-", " ").split())


def gate_features(query: str, candidates: Sequence[tuple[Concept, float]], prior: float) -> dict[str, float]:
    """``GATE_FEATURES`` of one title: ``query`` is what the taxonomy was searched with, ``candidates`` the first
    (at least three, when there are) ``(concept, fused score)`` pairs, best first, exact hits at 1.0, ``prior`` the
    first candidate's ``occupation_prior``."""
    first = candidates[0][0]
    exact = float(_score(candidates, 0) >= 1.0)
    margin = _score(candidates, 0) - _score(candidates, 1)
    label = _words(first.label)
    isco = [str(c.isco08 or "") for c, _ in candidates[:2]]
    return {
        "fused": min(float(candidates[0][1]), 0.999), "exact": exact, "margin": margin,
        "third_gap": _score(candidates, 0) - _score(candidates, 2),
        "preferred_in_query": len(_words(query) & label) / max(1, len(label)),
        "same_isco4": float(len(isco) > 1 and bool(isco[0]) and isco[0][:4] == isco[1][:4]),
        "second_exact": float(_score(candidates, 1) >= 1.0), "exact_margin": exact * margin,
        "occupation_prior": prior,
    }


def is_certain(query: str, candidates: Sequence[tuple[Concept, float]]) -> bool:
    """Is the first candidate an exact hit on its own preferred label, or the hand-named occupation? Those stay answered
    whatever the gate says (159 ESCO dev titles, 98% right); other exact hits, on an alternative label or on the head
    of a longer query, are gated like any answer (221, 91% right: "sales associate" -> sales support assistant)."""
    from normalize.matching.title_context import hand_name

    first, score = candidates[0]
    return score >= 1.0 and (query.lower() == first.label.lower() or hand_name(query) is not None)


@dataclass(frozen=True)
class AnswerGate:
    """A logistic model on standardised ``GATE_FEATURES``, the probability from which a title is answered, and the
    ``occupation_prior`` rates (occupation id -> rate; ``prior_default`` for an occupation not in them)."""

    mean: tuple[float, ...]
    scale: tuple[float, ...]
    weights: tuple[float, ...]  # intercept first, then one per feature
    threshold: float
    priors: Mapping[str, float] = field(default_factory=dict)
    prior_default: float = 0.0

    def prior(self, concept: Concept) -> float:
        """The occupation's ``occupation_prior``."""
        return self.priors.get(concept.id, self.prior_default)

    def probability(self, query: str, candidates: Sequence[tuple[Concept, float]]) -> float:
        """P(the first candidate is acceptable), capped at 0.999 (1.0 stays the exact-alias score of the curve)."""
        row = gate_features(query, candidates, self.prior(candidates[0][0]))
        z = (np.array([row[f] for f in GATE_FEATURES]) - np.array(self.mean)) / np.array(self.scale)
        logit = self.weights[0] + float(np.dot(self.weights[1:], z))
        return min(1.0 / (1.0 + np.exp(-logit)), 0.999)

    @classmethod
    def from_entry(cls, entry: dict) -> AnswerGate:
        """From a stored ``title_gate`` entry (its ``features`` must be ``GATE_FEATURES``)."""
        if tuple(entry["features"]) != GATE_FEATURES:
            raise ValueError(f"title gate fitted on {entry['features']}, this version reads {GATE_FEATURES}")
        priors = entry["occupation_prior"]
        return cls(tuple(entry["mean"]), tuple(entry["scale"]), tuple(entry["weights"]), float(entry["threshold"]),
                   dict(priors["rates"]), float(priors["default"]))


def gate_for(taxonomy: Taxonomy) -> AnswerGate | None:
    """The bundled gate of the taxonomy whose title curve is in force (by fingerprint), or None: no gate fitted for
    it, or the user's own curve in force."""
    from normalize.matching.calibration import _bundled, calibration_for

    curve = calibration_for(taxonomy)
    entry = _bundled().get(curve.source, {}) if curve is not None else {}
    return AnswerGate.from_entry(entry["title_gate"]) if "title_gate" in entry else None
