"""Lexical normalization of noisy social text (the W-NUT 2021 MultiLexNorm task).

>>> from normalize.lexnorm import normalize_text
>>> normalize_text("u r gr8", lang="en")
'you are great'

Public API: ``tokenize``, ``normalize_tokens``, ``normalize_text``, ``load_model``, ``train``, ``TrainConfig``,
``LexNormModel``, ``read_model``, ``save_model``, ``read_multilexnorm``, ``write_multilexnorm``, ``err``,
``err_scores``. Names are imported on first use, so ``hrnorm``'s start does not load numpy or the lexicons.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Any

_EXPORTS = {
    "MFR": "normalize.lexnorm.evaluate",
    "err": "normalize.lexnorm.evaluate",
    "err_scores": "normalize.lexnorm.evaluate",
    "evaluate_sentences": "normalize.lexnorm.evaluate",
    "read_multilexnorm": "normalize.lexnorm.io",
    "write_multilexnorm": "normalize.lexnorm.io",
    "LexNormModel": "normalize.lexnorm.model",
    "load_model": "normalize.lexnorm.storage",
    "read_model": "normalize.lexnorm.storage",
    "save_model": "normalize.lexnorm.storage",
    "shared_model": "normalize.lexnorm.storage",
    "detokenize": "normalize.lexnorm.tokenizer",
    "is_protected": "normalize.lexnorm.tokenizer",
    "tokenize": "normalize.lexnorm.tokenizer",
    "TrainConfig": "normalize.lexnorm.config",
    "train": "normalize.lexnorm.training",
}

__all__ = sorted([*_EXPORTS, "normalize_text", "normalize_tokens"])


def __getattr__(name: str) -> Any:
    if name in _EXPORTS:
        return getattr(importlib.import_module(_EXPORTS[name]), name)
    raise AttributeError(f"module 'normalize.lexnorm' has no attribute {name!r}")


def normalize_tokens(tokens: Sequence[str], lang: str = "en", model: str = "auto") -> list[str]:
    """One normalization per token (``""`` for a token merged into the previous one)."""
    from normalize.lexnorm.storage import shared_model

    return shared_model(lang, str(model)).normalize(list(tokens))


def normalize_text(text: str, lang: str = "en", model: str = "auto") -> str:
    """``text`` normalized line by line, with its own spacing: what the ``lexical`` stage writes."""
    from normalize.lexnorm.storage import shared_model

    return shared_model(lang, str(model)).normalize_texts([text])[0]
