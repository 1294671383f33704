"""Training settings of a lexnorm model, declared once (light: the CLI reads its defaults at start)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TrainConfig:
    """Ranker training settings; their defaults are ``train``'s and ``hrnorm lexnorm-train``'s."""

    epochs: int = 300  # ranker training epochs
    hidden: int = 16  # ranker hidden units
    members: int = 1  # rankers trained from consecutive seeds and averaged
    l2: float = 1e-4  # ranker weight decay
    features: str = "core"  # "core" (the first 43 features) or "all" (52)
    seed: int = 0  # seed of the first member
