"""Training a lexnorm model from MultiLexNorm-style data (sentences of ``(raw, gold)`` pairs).

``train`` learns a replacement table (raw -> normalization counts), learned n-to-1 merges, word bigram
counts of the normalized side (context features) and the MLP ranker. Every statistic is used
*leave-one-sentence-out* while the ranker's training matrix is built (see :mod:`normalize.lexnorm.stats`).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from normalize.lexnorm.candidates import MERGE
from normalize.lexnorm.config import TrainConfig
from normalize.lexnorm.features import FEATURE_SETS, feature_matrix
from normalize.lexnorm.model import LexNormModel
from normalize.lexnorm.ranker import Ranker
from normalize.lexnorm.stats import aggregate, sentence_counts

_DEFAULT = TrainConfig()


def train(
    sentences: Sequence[Sequence[tuple[str, str]]],
    lang: str,
    epochs: int = _DEFAULT.epochs,
    hidden: int = _DEFAULT.hidden,
    seed: int = _DEFAULT.seed,
    log=None,
    members: int = _DEFAULT.members,
    l2: float = _DEFAULT.l2,
    features: str | Sequence[str] = _DEFAULT.features,
) -> LexNormModel:
    """Train a model on sentences of ``(raw, gold)`` pairs (MultiLexNorm format); ``members > 1`` trains
    that many rankers from consecutive seeds and stores their average (less seed-to-seed variance).
    ``l2`` is the ranker's weight decay; ``features`` a name of ``FEATURE_SETS`` ("core": the first 43, the
    default; "all") or a list of features."""
    if isinstance(features, str):
        if features not in FEATURE_SETS:
            raise ValueError(f"unknown feature set {features!r}; known: {', '.join(FEATURE_SETS)}")
        features = FEATURE_SETS[features]
    per_sent = [sentence_counts(s) for s in sentences]
    stats = aggregate(per_sent)
    initial = [s[0] for s in sentences if s and s[0][0][:1].isalpha() and s[0][0][:1].islower()]
    rate = sum(g[:1].isupper() for _, g in initial) / len(initial) if initial else 0.0
    meta = {"train_sentences": len(sentences), "first_upper_rate": round(rate, 4)}
    model = LexNormModel(lang, stats, None, meta, features)
    X, starts, gold_idx = _training_matrix(model, sentences, per_sent)
    ranker, finals = Ranker.fit_ensemble(
        model._select(X), starts, gold_idx, hidden=hidden, members=members, epochs=epochs, seed=seed, l2=l2
    )
    loss = float(np.mean(finals))
    if log:
        log(
            f"ranker: {len(starts)} decisions, {len(X)} candidates, {members} x {hidden} hidden, loss {loss:.3f}"
        )
    model.ranker = ranker
    model.meta.update(
        {
            "decisions": len(starts),
            "candidates": len(X),
            "final_loss": loss,
            "members": members,
            "hidden": hidden,
            "l2": l2,
        }
    )
    return model


def _training_matrix(model: LexNormModel, sentences, per_sent):
    """Feature rows of every candidate of every decidable training token (leave-one-sentence-out)."""
    stats = model.stats
    rows: list[np.ndarray] = []
    tok_ctx: list[tuple] = []
    cand_ctx: list[tuple] = []
    n_rows = 0
    starts: list[int] = []
    gold_idx: list[int] = []
    for sent, local in zip(sentences, per_sent, strict=True):
        stats.local = local
        toks = [r for r, _ in sent]
        for i, (_, g) in enumerate(sent):
            if g == "":
                continue
            cands, base, tctx, cctx = model._token_candidates(toks, i)
            if base is None:
                continue
            target = None
            for k, (c, flags, *_) in enumerate(cands):
                text = c.split("\x00", 1)[0] if flags & MERGE else c
                if text == g:
                    target = k
                    break
            if target is None:
                continue
            starts.append(n_rows)
            gold_idx.append(n_rows + target)
            rows.append(base)
            tok_ctx.append(tctx)
            cand_ctx.extend(cctx)
            n_rows += len(cands)
    stats.local = None
    return feature_matrix(rows, tok_ctx, cand_ctx), np.asarray(starts), np.asarray(gold_idx)
