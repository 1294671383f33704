"""The MultiLexNorm metric: Error Reduction Rate (ERR) over tokens.

ERR = (accuracy - LAI accuracy) / (1 - LAI accuracy), where accuracy is the share of tokens whose system
normalization equals the gold normalization and LAI ("leave as is") accuracy is the share of tokens whose
raw form equals the gold. Comparison is exact string equality, as the data's SOURCE.md defines it; ERR is
reported in percent (100 = every needed change made and nothing broken, 0 = as good as doing nothing,
negative = worse than doing nothing).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence


def err_scores(raw: Sequence[str], gold: Sequence[str], pred: Sequence[str]) -> dict[str, float]:
    """ERR (percent) plus its parts for flat, aligned token lists ``raw``, ``gold``, ``pred``."""
    if not (len(raw) == len(gold) == len(pred)):
        raise ValueError("raw, gold and pred must have the same length")
    n = len(raw)
    if n == 0:
        return {"err": 0.0, "accuracy": 0.0, "lai_accuracy": 0.0, "tokens": 0}
    correct = sum(g == p for g, p in zip(gold, pred, strict=True))
    lai = sum(r == g for r, g in zip(raw, gold, strict=True))
    acc, lai_acc = correct / n, lai / n
    err = 0.0 if lai == n else (acc - lai_acc) / (1.0 - lai_acc)
    return {"err": 100.0 * err, "accuracy": 100.0 * acc, "lai_accuracy": 100.0 * lai_acc, "tokens": n}


def err(raw: Sequence[str], gold: Sequence[str], pred: Sequence[str]) -> float:
    """ERR in percent for aligned token lists."""
    return err_scores(raw, gold, pred)["err"]


def evaluate_sentences(
    sentences: Sequence[Sequence[tuple[str, str]]], predictions: Sequence[Sequence[str]]
) -> dict[str, float]:
    """ERR scores for gold sentences of ``(raw, gold)`` pairs and one predicted norm per token."""
    raw, gold, pred = [], [], []
    for sent, p in zip(sentences, predictions, strict=True):
        if len(sent) != len(p):
            raise ValueError("a prediction has a different number of tokens than its sentence")
        raw.extend(r for r, _ in sent)
        gold.extend(g for _, g in sent)
        pred.extend(p)
    return err_scores(raw, gold, pred)


class MFR:
    """Most-frequent-replacement baseline: each raw token seen in training gets its most frequent norm."""

    def __init__(self) -> None:
        self.table: dict[str, str] = {}

    def fit(self, sentences: Sequence[Sequence[tuple[str, str]]]) -> MFR:
        counts: dict[str, Counter] = defaultdict(Counter)
        for sent in sentences:
            for r, g in sent:
                counts[r][g] += 1
        self.table = {r: c.most_common(1)[0][0] for r, c in counts.items()}
        return self

    def predict(self, tokens: Sequence[str]) -> list[str]:
        get = self.table.get
        return [get(t, t) for t in tokens]
