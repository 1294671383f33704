"""The ``lexical`` stage: lexical normalization of social text ("u r gr8" -> "you are great").

Each value is normalized line by line by ``LexNormModel.normalize_texts`` (URLs, mentions, hashtags, emoji,
emoticons and numbers stay whole; the value's own spacing is kept) into the ``norm`` field: the same
function ``normalize.lexnorm.normalize_text`` and ``hrnorm lexnorm`` use.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any

import polars as pl

from normalize.artifacts import loading
from normalize.lexnorm.lexicons import check_lang
from normalize.lexnorm.model import LexNormModel
from normalize.lexnorm.storage import shared_model
from normalize.lexnorm.tokenizer import tokenize
from normalize.specs import Range
from normalize.stages.base import Stage, StageBatch, truncate
from normalize.stages.registry import register_stage


@dataclass
class LexicalConfig:
    lang: str = "en"  # en, de, nl, es, id, iden, tr
    model: str = "auto"  # "auto": bundled trained model if one exists; "none": lexicon only; or a directory
    max_chars: Annotated[int, Range(1)] = 100_000  # longer values are truncated, with an error on the row
    workers: Annotated[int, Range(1, cpus=True)] = 1  # processes (forked) for batches of >= 10,000 tokens; the output does not depend on it


@register_stage("lexical")
class LexicalStage(Stage):
    Config = LexicalConfig
    description = "Lexical normalization of noisy social text (slang, abbreviations, elongations, typos)."

    def __init__(self, config: LexicalConfig | None = None) -> None:
        super().__init__(config)
        check_lang(self.config.lang)  # unknown language: fail at construction, not per row
        self._model: LexNormModel | None = None

    @property
    def model(self) -> LexNormModel:
        if self._model is None:
            with loading(f"lexical: model {self.config.model!r} for {self.config.lang!r}"):
                self._model = shared_model(self.config.lang, str(self.config.model))
        return self._model

    def fields(self) -> dict[str, pl.DataType]:
        return {"norm": pl.String()}

    def process(self, values: list[str | None], context: dict[str, list[Any]] | None = None) -> StageBatch:
        out: list[str | None] = [None] * len(values)
        errors: list[str | None] = [None] * len(values)
        present = [i for i, value in enumerate(values) if value is not None]
        texts = []
        for i in present:
            text, errors[i] = truncate(values[i], self.config.max_chars)
            texts.append(text)
        for i, norm in zip(present, self.model.normalize_texts(texts, self.config.workers), strict=True):
            out[i] = norm
        return StageBatch({"norm": out}, errors)

    def explain(self, value: str) -> list[str]:
        tokens = tokenize(value)
        norm = self.model.normalize(tokens)
        return [f"{t} -> {n or '(merged)'}" for t, n in zip(tokens, norm, strict=True) if t != n]
