"""The ``verbalize`` stage: written -> spoken form of a text column (see :mod:`normalize.verbalize`).

Writes ``{column}_spoken``; with ``explain = true`` also ``{column}_spans``: each changed span with its
semiotic class and spoken form.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any

import polars as pl

from normalize.specs import Range
from normalize.stages.base import Stage, StageBatch, truncate
from normalize.stages.registry import register_stage
from normalize.verbalize import explain_verbalize, get_profile

SPAN = pl.Struct({"start": pl.Int64, "end": pl.Int64, "text": pl.String, "class": pl.String,
                  "spoken": pl.String})


@dataclass
class VerbalizeConfig:
    lang: str = "en"  # ISO 639-1 code of a verbalization profile (en)
    explain: bool = False  # also write a `spans` column: changed spans with class and spoken form
    max_chars: Annotated[int, Range(1)] = 1_000_000  # longer values are truncated, with an error on the row


@register_stage("verbalize")
class VerbalizeStage(Stage):
    """Written text to what a reader says: numbers, dates, money, measures, letters, abbreviations."""

    Config = VerbalizeConfig
    description = "Written -> spoken form (text normalization for speech, Sproat & Jaitly classes)."

    def __init__(self, config: VerbalizeConfig | None = None) -> None:
        super().__init__(config)
        get_profile(self.config.lang)  # unknown language: fail at construction, not per row

    def fields(self) -> dict[str, pl.DataType]:
        out: dict[str, pl.DataType] = {"spoken": pl.String}
        if self.config.explain:
            out["spans"] = pl.List(SPAN)
        return out

    def process(self, values: list[str | None], context: dict[str, list[Any]] | None = None) -> StageBatch:
        batch = StageBatch.empty(list(self.fields()), len(values))
        for i, value in enumerate(values):
            if value is None:
                continue
            value, batch.errors[i] = truncate(value, self.config.max_chars)
            spoken, spans = explain_verbalize(value, self.config.lang)
            batch.fields["spoken"][i] = spoken
            if self.config.explain:
                batch.fields["spans"][i] = [span.as_dict() for span in spans]
        return batch

    def explain(self, value: str) -> list[str]:
        """One line per changed span: ``'May 12, 1981' date -> 'may twelfth nineteen eighty one'``."""
        _, spans = explain_verbalize(value, self.config.lang)
        return [f"{span.text!r} {span.cls} -> {span.spoken!r}" for span in spans]
