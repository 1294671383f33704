"""The ``lexical`` stage: lexical normalization of social text ("u r gr8" -> "you are great").

Tokenizes each value (URLs, mentions, hashtags, emoji, emoticons and numbers stay whole), normalizes the
tokens with ``normalize.lexnorm`` and joins them with single spaces into the ``norm`` field.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import polars as pl

from normalize.lexnorm.model import LexNormModel, load_model
from normalize.lexnorm.tokenizer import detokenize, tokenize, tokenize_with_gaps
from normalize.stages.base import Stage, StageBatch, truncate
from normalize.stages.registry import register_stage


@dataclass
class LexicalConfig:
    lang: str = "en"  # en, de, nl, es, id, iden, tr
    model: str = "auto"  # "auto": bundled trained model if one exists; "none": lexicon only; or a directory
    max_chars: int = 100_000  # longer values are truncated, with an error on the row


@register_stage("lexical")
class LexicalStage(Stage):
    Config = LexicalConfig
    description = "Lexical normalization of noisy social text (slang, abbreviations, elongations, typos)."

    def __init__(self, config: LexicalConfig | None = None) -> None:
        super().__init__(config)
        self._model: LexNormModel | None = None

    @property
    def model(self) -> LexNormModel:
        if self._model is None:
            self._model = load_model(self.config.lang, self.config.model)
        return self._model

    def fields(self) -> dict[str, pl.DataType]:
        return {"norm": pl.String()}

    def process(self, values: list[str | None], context: dict[str, list[Any]] | None = None) -> StageBatch:
        out: list[str | None] = []
        errors: list[str | None] = []
        model = self.model
        for value in values:
            if value is None:
                out.append(None)
                errors.append(None)
                continue
            value, error = truncate(value, self.config.max_chars)
            out.append("\n".join(_normalize_line(model, line) for line in value.split("\n")))
            errors.append(error)
        return StageBatch({"norm": out}, errors)

    def explain(self, value: str) -> list[str]:
        tokens = tokenize(value)
        norm = self.model.normalize(tokens)
        return [f"{t} -> {n or '(merged)'}" for t, n in zip(tokens, norm, strict=True) if t != n]


def _normalize_line(model: Any, line: str) -> str:
    """One line normalized token by token, its spacing and punctuation attachment kept."""
    tokens, gaps = tokenize_with_gaps(line)
    return detokenize(model.normalize(tokens), gaps) if tokens else line
