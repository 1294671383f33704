"""The ``unicode`` stage: Unicode hygiene for any text column (the fixes are :mod:`normalize.hygiene`)."""

from __future__ import annotations

from typing import Any

import polars as pl

from normalize.hygiene import UnicodeConfig, fix_and_explain, fix_text  # noqa: F401 - re-exported
from normalize.stages.base import Stage, StageBatch, truncate
from normalize.stages.registry import register_stage


@register_stage("unicode")
class UnicodeStage(Stage):
    """Unicode hygiene: mojibake, normalization form, invisible characters, HTML, width, homoglyphs."""

    Config = UnicodeConfig
    description = "mojibake, NFC/NFKC, control/zero-width/bidi removal, HTML, full-width, confusables, whitespace"

    def fields(self) -> dict[str, pl.DataType]:
        return {"norm": pl.String()}

    def process(self, values: list[str | None], context: dict[str, list[Any]] | None = None) -> StageBatch:
        cfg = self.config
        out: list[str | None] = []
        errors: list[str | None] = []
        for value in values:
            if value is None:
                out.append(None)
                errors.append(None)
                continue
            value, error = truncate(value, cfg.max_chars)
            out.append(fix_and_explain(value, cfg)[0])
            errors.append(error)
        return StageBatch({"norm": out}, errors)

    def explain(self, value: str) -> list[str]:
        return fix_and_explain(value, self.config)[1]
