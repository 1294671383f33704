"""A small candidate ranker: a one-hidden-layer MLP scoring each candidate, trained with a softmax over
the candidates of each token (the gold candidate is the target). Pure numpy; stored as an ``.npz`` of
float arrays (no object arrays, no pickle).

``fit_ensemble`` trains several MLPs from different seeds and averages their scores. The average of
``k`` MLPs with ``h`` hidden units is itself one MLP with ``k * h`` hidden units (hidden layers side by
side, output weights divided by ``k``), so an ensemble is stored, loaded and scored exactly like a single
ranker: one matrix product per batch.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np


class Ranker:
    """Scores candidate feature rows; ``score(X)`` returns one float per row (higher = better)."""

    def __init__(self, n_features: int, hidden: int = 32, seed: int = 0) -> None:
        rng = np.random.default_rng(seed)
        self.mean = np.zeros(n_features, dtype=np.float64)
        self.std = np.ones(n_features, dtype=np.float64)
        self.W1 = rng.normal(0, 1 / np.sqrt(n_features), (n_features, hidden))
        self.b1 = np.zeros(hidden)
        self.w2 = rng.normal(0, 1 / np.sqrt(hidden), hidden)
        self.lin = np.zeros(n_features)  # a direct linear path next to the hidden layer

    def _params(self) -> list[np.ndarray]:
        return [self.W1, self.b1, self.w2, self.lin]

    def score(self, X: np.ndarray) -> np.ndarray:
        Z = (X - self.mean) / self.std
        return np.tanh(Z @ self.W1 + self.b1) @ self.w2 + Z @ self.lin

    def fit(
        self,
        X: np.ndarray,
        starts: np.ndarray,
        gold: np.ndarray,
        epochs: int = 300,
        lr: float = 0.01,
        l2: float = 1e-4,
        scale_from: np.ndarray | None = None,
    ) -> list[float]:
        """Train on rows ``X``; group ``g`` is rows ``starts[g]:starts[g+1]`` and ``gold[g]`` its target row.
        Inputs are standardized with the mean and deviation of ``scale_from`` (default ``X``).

        Returns the loss per epoch (mean negative log-likelihood of the gold candidates).
        """
        ref = X if scale_from is None else scale_from
        self.mean = ref.mean(axis=0)
        self.std = ref.std(axis=0) + 1e-6
        Z = (X - self.mean) / self.std
        n_groups = len(starts)
        seg = np.repeat(np.arange(n_groups), np.diff(np.append(starts, len(X))))
        params = self._params()
        m = [np.zeros_like(p) for p in params]
        v = [np.zeros_like(p) for p in params]
        losses = []
        for t in range(1, epochs + 1):
            H = np.tanh(Z @ self.W1 + self.b1)
            s = H @ self.w2 + Z @ self.lin
            gmax = np.maximum.reduceat(s, starts)
            e = np.exp(s - gmax[seg])
            denom = np.add.reduceat(e, starts)
            p = e / denom[seg]
            loss = float(np.mean(np.log(denom) + gmax - s[gold]))
            losses.append(loss)
            ds = p.copy()
            ds[gold] -= 1.0
            ds /= n_groups
            g_w2 = H.T @ ds + l2 * self.w2
            g_lin = Z.T @ ds + l2 * self.lin
            dH = np.outer(ds, self.w2) * (1 - H * H)
            g_W1 = Z.T @ dH + l2 * self.W1
            g_b1 = dH.sum(axis=0)
            for i, (prm, g) in enumerate(zip(params, [g_W1, g_b1, g_w2, g_lin], strict=True)):
                m[i] = 0.9 * m[i] + 0.1 * g
                v[i] = 0.999 * v[i] + 0.001 * g * g
                prm -= lr * (m[i] / (1 - 0.9**t)) / (np.sqrt(v[i] / (1 - 0.999**t)) + 1e-8)
        return losses

    @classmethod
    def fit_ensemble(
        cls,
        X: np.ndarray,
        starts: np.ndarray,
        gold: np.ndarray,
        hidden: int = 32,
        members: int = 1,
        epochs: int = 300,
        seed: int = 0,
        bootstrap: bool = False,
        l2: float = 1e-4,
    ) -> tuple[Ranker, list[float]]:
        """Train ``members`` rankers (seeds ``seed``, ``seed + 1``, ...) and merge them into one whose
        score is the mean of theirs. With ``bootstrap`` each member after the first sees a bootstrap
        sample of the decisions (bagging). Returns the merged ranker and the final loss per member."""
        parts: list[Ranker] = []
        finals = []
        ends = np.append(starts[1:], len(X))
        for k in range(members):
            r = cls(X.shape[1], hidden=hidden, seed=seed + k)
            if bootstrap and k > 0:
                pick = np.sort(np.random.default_rng(seed + 1000 + k).integers(0, len(starts), len(starts)))
                sizes = ends[pick] - starts[pick]
                new_starts = np.concatenate([[0], np.cumsum(sizes)[:-1]])
                rows = np.repeat(starts[pick] - new_starts, sizes) + np.arange(sizes.sum())
                target = gold[pick] - starts[pick] + new_starts
                finals.append(r.fit(X[rows], new_starts, target, epochs=epochs, l2=l2, scale_from=X)[-1])
            else:
                finals.append(r.fit(X, starts, gold, epochs=epochs, l2=l2)[-1])
            parts.append(r)
        return cls.merge(parts), finals

    @classmethod
    def merge(cls, parts: list[Ranker]) -> Ranker:
        """One ranker whose score is the mean of the scores of ``parts`` (trained on the same rows)."""
        merged = cls(parts[0].W1.shape[0], hidden=sum(r.b1.shape[0] for r in parts))
        merged.mean, merged.std = parts[0].mean, parts[0].std  # the same for every member (same X)
        merged.W1 = np.concatenate([r.W1 for r in parts], axis=1)
        merged.b1 = np.concatenate([r.b1 for r in parts])
        merged.w2 = np.concatenate([r.w2 for r in parts]) / len(parts)
        merged.lin = np.mean([r.lin for r in parts], axis=0)
        return merged

    def save(self, path: str | Path) -> None:
        np.savez(path, mean=self.mean, std=self.std, W1=self.W1, b1=self.b1, w2=self.w2, lin=self.lin)

    @classmethod
    def load(cls, path: str | Path) -> Ranker:
        with np.load(path, allow_pickle=False) as z:
            r = cls(z["mean"].shape[0], hidden=z["b1"].shape[0])
            for k in ("mean", "std", "W1", "b1", "w2", "lin"):
                setattr(r, k, z[k].astype(np.float64))
        return r
