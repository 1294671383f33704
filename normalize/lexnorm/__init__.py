"""Lexical normalization of noisy social text (the W-NUT 2021 MultiLexNorm task).

>>> from normalize.lexnorm import normalize_text
>>> normalize_text("u r gr8", lang="en")
'you are great'

Public API: ``tokenize``, ``normalize_tokens``, ``normalize_text``, ``load_model``, ``train``,
``LexNormModel``, ``read_multilexnorm``, ``write_multilexnorm``, ``err``, ``err_scores``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from normalize.lexnorm.evaluate import MFR, err, err_scores, evaluate_sentences
from normalize.lexnorm.io import read_multilexnorm, write_multilexnorm
from normalize.lexnorm.model import LexNormModel, load_model, train
from normalize.lexnorm.tokenizer import detokenize, is_protected, tokenize, tokenize_with_gaps

__all__ = [
    "MFR",
    "LexNormModel",
    "detokenize",
    "err",
    "err_scores",
    "evaluate_sentences",
    "is_protected",
    "load_model",
    "normalize_text",
    "normalize_tokens",
    "read_multilexnorm",
    "tokenize",
    "train",
    "write_multilexnorm",
]


@lru_cache(maxsize=8)
def _cached_model(lang: str, model: str) -> LexNormModel:
    return load_model(lang, model)


def normalize_tokens(tokens: Sequence[str], lang: str = "en", model: str = "auto") -> list[str]:
    """One normalization per token (``""`` for a token merged into the previous one)."""
    return _cached_model(lang, str(model)).normalize(list(tokens))


def normalize_text(text: str, lang: str = "en", model: str = "auto") -> str:
    """Tokenize ``text``, normalize every token and put the result back with the text's own spacing."""
    tokens, gaps = tokenize_with_gaps(text)
    return detokenize(normalize_tokens(tokens, lang, model), gaps)
